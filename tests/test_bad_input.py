"""Unusable input of every kind exits 2 with a message at its place, never a traceback, never a hang."""

import os
import subprocess
import sys

import pytest
from conftest import ROOT
from scorer.games import registry

UFERN = "game: ufern-des-nils\nplayers: [Anna, Ben, Cleo]\n"


def _record(tmp_path, text, name="r.yaml"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _example_with(game, change):
    """The text of ``examples/<game>/game.yaml`` with ``change(data)`` applied to its data."""
    import yaml

    data = yaml.safe_load((ROOT / "examples" / game / "game.yaml").read_text(encoding="utf-8"))
    change(data)
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True)


def _main(tmp_path, *args, **kw):
    """``nile ARGS`` in a process of its own, as a shell runs it (``main()``, not the test runner)."""
    return subprocess.run([sys.executable, "-c", "from scorer.cli import main; main()", *map(str, args)],
                          capture_output=True, text=True, timeout=60, cwd=tmp_path,
                          env=dict(os.environ, PYTHONPATH=str(ROOT)), **kw)


@pytest.mark.parametrize("command", [["check"], ["score"], ["show", "--out", "{tmp}/p.pdf"]])
def test_a_fifo_or_a_device_is_refused_without_waiting(tmp_path, command):
    """Run as a separate process with a time limit: a FIFO used to block forever."""
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    for record in (fifo, "/dev/zero", "/dev/null"):
        args = [a.replace("{tmp}", str(tmp_path)) for a in command[1:]]
        out = _main(tmp_path, command[0], record, *args)
        assert out.returncode == 2, (record, out.stderr)
        assert f"{record}: this is a" in out.stderr and "expected a YAML file" in out.stderr, out.stderr
        assert "Traceback" not in out.stderr


def test_a_record_over_the_documented_size_is_refused_before_it_is_read(nile, tmp_path):
    from scorer.record import MAX_RECORD_BYTES

    assert f"{MAX_RECORD_BYTES:,}".replace(",", " ") in (ROOT / "README.md").read_text(encoding="utf-8").replace(",", " ")
    path = _record(tmp_path, "game: nil\nplayers: [Anna, Ben]\nnotes: " + "x" * MAX_RECORD_BYTES + "\n")
    result = nile("check", path)
    assert result.exit_code == 2 and f"{path}: the file is longer than" in result.stderr, result.output
    just = _record(tmp_path, "game: nil\nplayers: [Anna, Ben]\nnotes: x\n" + "#" * (MAX_RECORD_BYTES - 50) + "\n", "ok.yaml")
    assert nile("check", just).exit_code == 0


def test_the_record_was_not_changed_is_said_only_of_a_record_that_exists(nile, tmp_path):
    result = nile("check", tmp_path / "missing.yaml")
    assert result.exit_code == 2 and "no such file" in result.stderr
    assert "the record was not changed" not in result.stderr
    result = nile("check", _record(tmp_path, "game: chess\n"))
    assert result.exit_code == 2 and "(the record was not changed)" in result.stderr


@pytest.mark.parametrize("tally,where,words", [
    ("{Anna: {pawn: 31, lost: 0}, Ben: {pawn: 3, lost: 0}, Cleo: {pawn: 2, lost: 0}}", ":3:22:", "space 31: the track runs 1 to 30"),
    ("{Anna: {pawn: 9223372036854775808, lost: 0}, Ben: {pawn: 3, lost: 0}, Cleo: {pawn: 2, lost: 0}}", ":3:22:",
     "the track runs 1 to 30"),
    ("{Anna: {pawn: 30, lost: 16}, Ben: {pawn: 3, lost: 0}, Cleo: {pawn: 2, lost: 0}}", ":3:32:", "each player has 15"),
])
@pytest.mark.parametrize("command", [["check"], ["score"], ["show", "--out", "{tmp}/p.pdf"]])
def test_an_ufern_tally_off_the_track_is_unusable_input(nile, tmp_path, tally, where, words, command):
    path = _record(tmp_path, UFERN + f"tally: {tally}\n")
    result = nile(command[0], path, *[a.replace("{tmp}", str(tmp_path)) for a in command[1:]])
    assert result.exit_code == 2 and f"{path}{where}" in result.stderr and words in result.stderr, result.output
    assert "wins on space 31" not in result.stdout


@pytest.mark.parametrize("key,value,words", [
    ("obelisk", -1, "the obelisk on space -1"),
    ("obelisk", 31, "the obelisk on space 31"),
    ("pawns", {"Anna": 2 ** 63, "Ben": 1, "Cleo": 1}, "Anna's pawn on space 9223372036854775808"),
])
def test_ufern_pawns_and_obelisk_off_the_track_are_unusable_input(nile, tmp_path, key, value, words):
    def change(data):
        data["rounds"][0][key] = value

    result = nile("check", _record(tmp_path, _example_with("ufern-des-nils", change)))
    assert result.exit_code == 2 and words in result.stderr and "the track runs 1 to 30" in result.stderr, result.output


@pytest.mark.parametrize("bid,words", [([5], "not 5"), ([None], "not null"), ([["flax"]], "not ['flax']")])
def test_a_hippo_bid_that_is_not_text_is_unusable_input(nile, tmp_path, bid, words):
    def change(data):
        data["rounds"][0]["flood"].insert(0, {"hippo": {n: bid if j == 0 else [] for j, n in enumerate(data["players"])}})

    path = _record(tmp_path, _example_with("ufern-des-nils", change))
    for command in ("check", "score"):
        result = nile(command, path)
        assert result.exit_code == 2 and "a crop is written as a word" in result.stderr and words in result.stderr, \
            result.output


@pytest.mark.parametrize("actions,words", [
    ({"Anna": ["joker"]}, "the hippo's actions are the auction winner's, a list without a name"),
    (0, "actions are a list of lines, e.g. [sow flax W4.3, grow W4.1], not 0"),
    ("sow flax W4.1", "actions are a list of lines, e.g. [sow flax W4.3, grow W4.1], not 'sow flax W4.1'")])
def test_hippo_actions_that_are_no_list_are_unusable_input(nile, tmp_path, actions, words):
    """A mapping where the hippo winner's list of actions belongs (a KeyError once) names its place."""
    def change(data):
        data["rounds"][0]["flood"].insert(1, {"hippo": {n: [] for n in data["players"]}, "actions": actions})

    path = _record(tmp_path, _example_with("ufern-des-nils", change))
    for command in ("check", "score"):
        result = nile(command, path)
        assert result.exit_code == 2 and words in result.stderr and f"{path}:" in result.stderr, result.output


@pytest.mark.parametrize("score", [2 ** 63, -2 ** 63, 100_000])
def test_a_nil_turn_score_no_turn_can_make_is_unusable_input(nile, tmp_path, score):
    def change(data):
        data["turns"][0]["score"] = score

    result = nile("check", _record(tmp_path, _example_with("nil", change)))
    assert result.exit_code == 2 and "no turn scores" in result.stderr and "a turn wins or loses at most" in result.stderr, \
        result.output


def test_a_nil_turn_score_a_turn_could_make_is_a_rule_matter(nile, tmp_path):
    def change(data):
        data["turns"][0]["score"] = 200

    result = nile("check", _record(tmp_path, _example_with("nil", change)))
    assert result.exit_code == 1 and "not 200" in result.stderr, result.output


# -- names ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("players,index,words", [
    ('["", Ben, Cleo]', 0, "a name cannot be empty"),
    ('["  ", Ben, Cleo]', 0, "a name cannot be empty"),
    ('[Anna, "Ben\\nLee", Cleo]', 1, "line break"),
    ('[Anna, Ben, "Cleo\\tX"]', 2, "a tab"),
    ('[Anna, " Ben", Cleo]', 1, "a space at an end"),
    ('[Anna, "Ben,Lee", Cleo]', 1, "a comma"),
])
@pytest.mark.parametrize("game", list(registry()))
def test_a_player_name_that_is_not_a_name_is_refused(nile, tmp_path, game, players, index, words):
    path = _record(tmp_path, f"game: {game}\nplayers: {players}\n")
    result = nile("check", path)
    assert result.exit_code == 2 and f"{path}:2:" in result.stderr and words in result.stderr, result.output


@pytest.mark.parametrize("names,words", [(",Ben,Cleo", "cannot be empty"), ("Anna,Ben\tLee,Cleo", "a tab"),
                                         ("Anna,Ben\nLee,Cleo", "line break"), ("Anna,Ben  Lee,Cleo", "two spaces")])
def test_simulate_refuses_names_a_record_cannot_carry(nile, tmp_path, names, words):
    result = nile("simulate", "nil", "-n", 3, "--names", names, "--out", tmp_path / "g.yaml")
    assert result.exit_code == 2 and "--names" in result.stderr and words in result.stderr, result.output
    assert not (tmp_path / "g.yaml").exists()


def test_every_name_simulate_accepts_comes_back_through_the_notation(nile, tmp_path):
    """Ufern writes names inside moves ("buy Anna Maria's flax"): a name of several words, an
    apostrophe, a letter beyond ASCII."""
    bought = 0
    for seed in range(1, 4):
        out = tmp_path / f"g{seed}.yaml"
        result = nile("simulate", "ufern-des-nils", "-n", 3, "--seed", seed, "--names", "Anna Maria,Jo O'Neil,Zoë",
                      "--variant", "buy-other-seed", "--out", out)
        assert result.exit_code == 0, result.output
        text = out.read_text(encoding="utf-8")
        bought += text.count("buy Anna Maria's") + text.count("buy Jo O'Neil's")
        check = nile("check", out)
        assert check.exit_code == 0, check.output
    assert bought  # the names were written inside moves, and read back


# -- digits and Python's own words ----------------------------------------------------------------------

@pytest.mark.parametrize("tile,words", [
    ("A١١ E", "cannot read 'A١١'"),
    ("A²1 E", "cannot read 'A²1'"),
    ("A" + "9" * 5000 + " E", "is not a square of the board"),
])
def test_nil_squares_are_read_in_ascii_digits_and_never_in_pythons_words(nile, tmp_path, tile, words):
    path = _record(tmp_path, f"game: nil\nplayers: [Anna, Ben]\nturns:\n  - {{player: Anna, tiles: [{tile}]}}\n")
    result = nile("check", path)
    assert result.exit_code == 2 and f"{path}:4:28:" in result.stderr and words in result.stderr, result.output
    for internal in ("invalid literal", "Exceeds the limit", "int()", "base 10"):
        assert internal not in result.stderr
    assert len(result.stderr) < 600  # a long value is shortened, not echoed whole (or twice)


@pytest.mark.parametrize("item", ["W٥.١ rot 2", "rot M٤ 1 3", "A single-double W٤.1"])
def test_ufern_fields_and_rows_are_read_in_ascii_digits(nile, tmp_path, item):
    def change(data):
        data["rounds"][0]["flood"][0] = item

    result = nile("check", _record(tmp_path, _example_with("ufern-des-nils", change)))
    assert result.exit_code == 2, result.output


@pytest.mark.parametrize("value", ["9" * 5000, "x" * 5000])
def test_a_huge_value_is_shortened_in_the_message(nile, tmp_path, value):
    path = _record(tmp_path, f"game: land-unter\nplayers: [Anna, Ben, Cleo]\nrounds:\n  - lifebelts: {{Anna: {value}}}\n")
    result = nile("check", path)
    assert result.exit_code == 2 and f"{path}:4:" in result.stderr, result.output
    assert len(result.stderr) < 600 and "Exceeds the limit" not in result.stderr, result.stderr


def test_a_huge_key_is_shortened_where_the_message_names_the_field(nile, tmp_path):
    """``{Flax:999...9 1}`` (no space after the colon) is a 5,000-character key holding nothing: the
    field is named with the key cut short, not echoed whole (a mangled NILE record found it)."""
    path = _record(tmp_path, "game: nile\nplayers: [Anna, Ben]\nturns:\n  - player: Anna\n    flood: Wheat\n"
                             "    plant: {Flax:" + "9" * 5000 + " 1}\n")
    result = nile("score", path, "--partial")
    assert result.exit_code == 2 and f"{path}:6:" in result.stderr and "turns[0].plant.'Flax:999" in result.stderr
    assert len(result.stderr) < 600 and "(5007 characters)" in result.stderr, result.stderr


# -- --out and --show name a picture file, never the record -----------------------------------------

@pytest.mark.parametrize("out,words", [
    (".png", "'.png' is only a suffix; name the picture, e.g. board.png"),
    ("/dev/null", "/dev/null is not a regular file"),
    ("", "no file name given"),
    ("{tmp}", "{tmp} is a folder; name the picture file in it"),
    ("{tmp}/x", "has no suffix"),
    ("{tmp}/x.txt", "not .txt"),
])
def test_out_messages_say_what_is_wrong(nile, tmp_path, out, words):
    out, words = out.replace("{tmp}", str(tmp_path)), words.replace("{tmp}", str(tmp_path))
    for args in (["show", ROOT / "examples" / "nil" / "game.yaml", "--out", out],
                 ["check", ROOT / "examples" / "nil" / "illegal.yaml", "--show", out]):
        result = nile(*args)
        assert result.exit_code == 2 and words in result.stderr, result.output
        assert ", not ''" not in result.stderr and "not 'null'" not in result.stderr


@pytest.mark.parametrize("name", ["game.pdf", "game.svg", "game.png"])
def test_a_picture_is_never_written_onto_the_record(nile, tmp_path, name):
    record = tmp_path / name
    record.write_bytes((ROOT / "examples" / "nil" / "illegal.yaml").read_bytes())
    before = record.read_bytes()
    for args in (["show", record, "--out", record], ["check", record, "--show", record],
                 ["show", record, "--out", tmp_path / "." / name]):
        result = nile(*args)
        assert result.exit_code == 2 and "is the record itself" in result.stderr, (args, result.output)
        assert record.read_bytes() == before


def _long_record(game: str, size: int) -> str:
    """``examples/<game>/game.yaml`` (or table-record.yaml for NILE) with its turns repeated to ``size`` characters."""
    import yaml

    name = "table-record.yaml" if game == "nile" else "game.yaml"
    data = yaml.safe_load((ROOT / "examples" / game / name).read_text(encoding="utf-8"))
    key = next(k for k in ("turns", "rounds") if k in data)
    head = yaml.safe_dump({k: v for k, v in data.items() if k != key}, default_flow_style=None, sort_keys=False)
    body = yaml.safe_dump({key: data[key]}, default_flow_style=None, width=100).split("\n", 1)[1]
    return head + key + ":\n" + body * max(1, size // len(body))


@pytest.mark.parametrize("game", ["nil", "nile", "ufern-des-nils"])
def test_reading_a_long_record_takes_a_small_multiple_of_its_size(game):
    """The YAML is read event by event, without PyYAML's node tree (about 100 times the text)."""
    import tracemalloc

    from gamedata.yamlfile import parse_yaml

    text = _long_record(game, 300_000)
    tracemalloc.start()
    doc = parse_yaml(text, "long.yaml")
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert doc.data["game"] == game
    assert peak < 60 * len(text), f"{peak / len(text):.0f} times the record"


@pytest.mark.parametrize("count,code", [(99999999999, 2), (17, 2), (16, 1)])
def test_nile_plants_more_cards_of_a_crop_than_the_game_has_is_unusable_input(nile, tmp_path, count, code):
    """17 Papyrus cannot exist (the game has 16): exit 2; 16 can, but not in Anna's first turn: exit 1."""
    path = _record(tmp_path, "game: nile\nplayers: [Anna, Ben, Cleo]\nturns:\n  - player: Anna\n    flood: Wheat\n"
                             f"    plant: {{Papyrus: {count}}}\n")
    result = nile("check", path)
    assert result.exit_code == code, result.output
    if code == 2:
        assert f"{path}:6:22:" in result.stderr and "the game has only 16" in result.stderr


@pytest.mark.parametrize("command", [["check", "{long}"], ["score", "{long}", "--json"],
                                     ["show", "examples/nil/game.yaml", "--out", "{long}.png"],
                                     ["simulate", "nil", "-n", "2", "--out", "{long}"]])
def test_a_file_name_too_long_for_the_system_is_unusable_input(tmp_path, command):
    long = tmp_path / ("a" * 300 + ".yaml")
    args = [a.replace("{long}", str(long)).replace("examples/", str(ROOT / "examples") + "/") for a in command]
    out = _main(tmp_path, *args)
    assert out.returncode == 2 and "file name too long" in out.stderr and "Traceback" not in out.stderr, out.stderr
    if "--json" in args:
        import json

        assert json.loads(out.stdout)["error"]["exit_code"] == 2


def test_a_closed_stdout_does_not_turn_a_legal_record_into_a_traceback(tmp_path):
    closed = subprocess.run(f"{sys.executable} -c 'from scorer.cli import main; main()' check "
                            f"{ROOT / 'examples' / 'nil' / 'game.yaml'} >&-", shell=True, capture_output=False,
                            stderr=subprocess.PIPE, text=True, timeout=60, cwd=tmp_path,
                            env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert closed.returncode == 0 and "Traceback" not in closed.stderr, closed.stderr


@pytest.mark.parametrize("value,words", [("0x" + "f" * 2000, "no count, score or seed of any game is that large"),
                                         ("0b" + "1" * 5000, "no count, score or seed of any game is that large"),
                                         ("1:30:00", "would be read as a base-60 number"),
                                         (str(10 ** 30), "no game's plus column reaches")])
def test_numbers_no_game_holds_are_unusable_input(nile, tmp_path, value, words):
    path = _record(tmp_path, f"game: nil\nplayers: [Anna, Ben]\ntally: {{Anna: {{plus: {value}, minus: 0}}, "
                             "Ben: {plus: 10, minus: 0}}\n")
    for command in ("check", "score"):
        result = nile(command, path)
        assert result.exit_code == 2 and words in result.stderr and f"{path}:3:" in result.stderr, result.output


def test_a_land_unter_tally_without_the_water_level_says_so(nile, tmp_path):
    path = _record(tmp_path, "game: land-unter\nplayers: [A, B, C]\ntally:\n"
                             "- {A: {water: 5}, B: {lifebelts: 1, water: 2}, C: {lifebelts: 1}}\n")
    result = nile("check", path)
    assert result.exit_code == 2 and "'water' is missing" in result.stderr and "None" not in result.stderr


@pytest.mark.parametrize("text", ["game: nil\nplayers: [Anna, Ben]\nturns: [pl]\n",
                                  "game: nil\nplayers: [Anna, Ben]\ntally: {Anna: true, Ben: {plus: 1, minus: 0}}\n",
                                  "game: land-unter\nplayers: [A, B, C]\nrounds: [null]\n"])
def test_a_list_or_value_where_a_mapping_belongs_names_no_python_class(nile, tmp_path, text):
    result = nile("check", _record(tmp_path, text))
    assert result.exit_code == 2 and "should be a mapping of fields" in result.stderr, result.stderr
    assert "instance of" not in result.stderr and "Record" not in result.stderr.split(":", 3)[-1]


def test_a_name_typed_in_two_unicode_forms_is_one_name(nile, tmp_path):
    """Zoë typed as one letter in ``players`` and as e plus a combining accent in a move is the same
    player; two names that differ only so are one name twice."""
    one, two = "Zo\u00eb", "Zoe\u0308"
    text = (ROOT / "examples" / "nil" / "game.yaml").read_text(encoding="utf-8")
    first = text.split("players: [", 1)[1].split(",", 1)[0]
    head, rest = text.split("players: [", 1)
    path = _record(tmp_path, head + "players: [" + rest.replace(first, one, 1).replace(first, two))
    result = nile("check", path)
    assert result.exit_code == 0, result.output
    result = nile("simulate", "nil", "-n", "2", "--names", f"{one},{two}", "--out", tmp_path / "s.yaml")
    assert result.exit_code == 2 and "different name" in result.stderr


def test_a_variant_named_twice_and_an_offset_with_underscores_are_refused(nile, tmp_path):
    path = _record(tmp_path, "game: land-unter\nplayers: [A, B, C]\nvariants: [open-play, open-play]\nrounds: []\n")
    result = nile("check", path)
    assert result.exit_code == 2 and "named twice" in result.stderr and f"{path}:3:" in result.stderr
    result = nile("simulate", "land-unter", "-n", "3", "--variant", "open-play", "--variant", "open-play",
                  "--out", tmp_path / "s.yaml")
    assert result.exit_code == 2 and "named twice" in result.stderr and not (tmp_path / "s.yaml").exists()
    result = nile("print", "land-unter", "--back-offset", "1_0,2", "--out", tmp_path)
    assert result.exit_code == 2 and "not '1_0,2'" in result.stderr
