"""The nile command: exit codes, messages, JSON, never a traceback, never an overwrite."""

import json
from pathlib import Path

import pytest
from conftest import EXAMPLES

from gamedata.catalogue import load_catalogue
from scorer.games import registry

#: the games played on a board (each turn or round is a move on it), from their catalogues
BOARD_GAMES = [slug for slug in registry() if load_catalogue(slug).has_board]


@pytest.mark.parametrize("name", ["three-players.yaml", "five-players.yaml", "no-hands.yaml"])
def test_check_accepts_the_legal_examples(nile, name):
    result = nile("check", EXAMPLES / name)
    assert result.exit_code == 0, result.output
    assert "Every move is legal. The game is over." in result.stdout


def test_check_explains_the_first_illegal_step(nile):
    result = nile("check", EXAMPLES / "illegal.yaml")
    assert result.exit_code == 1
    first = result.stderr.splitlines()[0]
    assert first.startswith(f"{EXAMPLES / 'illegal.yaml'}:20:32: round 1, trick 4: Frank played 18")
    assert "Sarah's hand" in first
    assert "rule: Play, step 2: everyone plays one weather card [Déroulement du jeu, phase 2]" in result.stderr
    assert result.stderr.count("round ") == 1


def test_keep_going_lists_every_illegal_step(nile):
    result = nile("check", "--keep-going", EXAMPLES / "illegal.yaml")
    assert result.exit_code == 1
    assert "3 illegal steps" in result.stderr


def test_check_json(nile):
    result = nile("check", "--json", EXAMPLES / "illegal.yaml")
    doc = json.loads(result.stdout)
    assert result.exit_code == 1 and doc["legal"] is False
    assert doc["violations"][0]["where"].endswith("illegal.yaml:20:32")
    assert doc["violations"][0]["rule"].endswith("[Déroulement du jeu, phase 2]")


def test_score_json_has_the_documented_shape(nile):
    result = nile("score", "--json", EXAMPLES / "three-players.yaml")
    assert result.exit_code == 0
    doc = json.loads(result.stdout)
    assert doc["game"] == "land-unter"
    assert [p["name"] for p in doc["players"]] == ["Julia", "Frank", "Sarah"]
    for p in doc["players"]:
        assert set(p) >= {"name", "score", "rank", "rounds"} and sum(p["rounds"]) == p["score"]
    assert doc["winners"] and doc["tiebreak"]


def test_score_text(nile):
    result = nile("score", EXAMPLES / "five-players.yaml")
    assert result.exit_code == 0
    assert "final scores" in result.stdout and "R5" in result.stdout and "Winner" in result.stdout


def test_an_unfinished_game_needs_partial(nile, tmp_path):
    lines = (EXAMPLES / "three-players.yaml").read_text(encoding="utf-8").splitlines()
    cut = tmp_path / "half.yaml"
    cut.write_text("\n".join(lines[:40]) + "\n", encoding="utf-8")
    result = nile("score", cut)
    assert result.exit_code == 1 and "--partial" in result.stderr
    result = nile("score", "--partial", cut)
    assert result.exit_code == 0 and "standings so far" in result.stdout


def _player_counts() -> list[tuple[str, int]]:
    from gamedata.catalogue import load_catalogue
    from scorer.games import registry

    return [(g, n) for g in registry() for n in range(load_catalogue(g).players.min, load_catalogue(g).players.max + 1)]


@pytest.mark.parametrize("game,players", _player_counts())
def test_simulate_writes_a_whole_game_that_check_and_score_accept(nile, tmp_path, game, players):
    """Every game at every player count; the same seed writes the same record."""
    out, again = tmp_path / "sim.yaml", tmp_path / "again.yaml"
    for path in (out, again):
        assert nile("simulate", game, "--players", players, "--seed", 3, "--out", path).exit_code == 0
    assert out.read_text(encoding="utf-8") == again.read_text(encoding="utf-8")
    result = nile("check", out)
    assert result.exit_code == 0 and "The game is over" in result.stdout
    assert nile("score", out).exit_code == 0


def test_simulate_never_overwrites(nile, tmp_path):
    out = tmp_path / "mine.yaml"
    out.write_text("my notes\n", encoding="utf-8")
    result = nile("simulate", "land-unter", "--players", 3, "--out", out)
    assert result.exit_code == 2 and "never overwrites" in result.stderr
    assert out.read_text(encoding="utf-8") == "my notes\n"


@pytest.mark.parametrize("args,message", [
    (["simulate", "land-unter", "--players", "7"], "3 to 5 players"),
    (["simulate", "chess", "--players", "2"], "unknown game 'chess'"),
    (["print", "chess"], "unknown game 'chess'"),
    (["print", "--back-offset", "x"], "--back-offset"),
    (["check", "/no/such/file.yaml"], "no such file"),
])
def test_bad_options_exit_2(nile, args, message):
    result = nile(*args)
    assert result.exit_code == 2
    assert message in result.stderr
    assert result.exception is None or isinstance(result.exception, SystemExit)


BAD_RECORDS = {
    "syntax": ("game: land-unter\nplayers: [A, B\n", ":3:1: this is not valid YAML"),
    "unknown game": ("game: chess\nplayers: [A, B, C]\n", ":1:7: unknown game 'chess'"),
    "unknown player": ("game: land-unter\nplayers: [A, B, C]\nrounds:\n  - lifebelts: {A: 1, B: 2, X: 3}\n",
                       ":4:32: 'X' is not one of the players"),
    "wrong type": ("game: land-unter\nplayers: [A, B, C]\nrounds:\n  - lifebelts: {A: one, B: 2, C: 3}\n",
                   ":4:20: rounds[0].lifebelts.A: input should be a valid integer"),
    "missing field": ("game: land-unter\nrounds: []\n", ":1:1: 'players' is missing"),
    "player count": ("game: land-unter\nplayers: [A, B]\n", ":2:10: Land Unter is for 3 to 5 players, not 2"),
    "unknown card": ("game: land-unter\nplayers: [A, B, C]\nrounds:\n  - lifebelts: {A: 1, B: 2, C: 3}\n"
                     "    tricks:\n      - water: [1, 2]\n        played: {A: 61, B: 2, C: 3}\n",
                     ":7:21: there is no weather card 61"),
    "unknown water": ("game: land-unter\nplayers: [A, B, C]\nrounds:\n  - lifebelts: {A: 1, B: 2, C: 3}\n"
                      "    tricks:\n      - water: [1, 13]\n        played: {A: 1, B: 2, C: 3}\n",
                      ":6:20: there is no water-level card 13"),
    "typo in a key": ("game: land-unter\nplayers: [A, B, C]\nround: []\n", ":3:1: 'round' is not a field here"),
    "duplicate key": ("game: land-unter\nplayers: [A, B, C]\nplayers: [A, B]\n", ":3:1: the key 'players' repeats a key of this mapping"),
    # (a round with no trick and no lifebelts is a game saved before anyone announced: read, not refused; s36 gather)
    "no lifebelts": ("game: land-unter\nplayers: [A, B, C]\nrounds:\n  - tricks:\n      - water: [1, 2]\n"
                     "        played: {A: 1, B: 2, C: 3}\n", ":4:5: round 1: give A's lifebelts"),
    "not a mapping": ("- 1\n- 2\n", ":1:1: a record is a YAML mapping"),
    "empty": ("", "the file is empty"),
}


@pytest.mark.parametrize("case", sorted(BAD_RECORDS))
def test_bad_records_exit_2_with_file_and_line(nile, tmp_path, case):
    text, message = BAD_RECORDS[case]
    path = tmp_path / "record.yaml"
    path.write_text(text, encoding="utf-8")
    for command in ("check", "score"):
        result = nile(command, path)
        assert result.exit_code == 2, (case, result.output)
        assert f"{path}{message}" in result.stderr or message in result.stderr, result.stderr
        assert result.exception is None or isinstance(result.exception, SystemExit)
    assert path.read_text(encoding="utf-8") == text


def test_games_lists_land_unter(nile):
    result = nile("games")
    assert result.exit_code == 0 and "land-unter" in result.stdout and "3–5 players" in result.stdout


def test_help_does_not_import_reportlab():
    import subprocess
    import sys

    code = ("import sys; from scorer.cli import app\n"
            "from typer.testing import CliRunner; CliRunner().invoke(app, ['--help'])\n"
            "print('reportlab' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


@pytest.mark.parametrize("game, package", [("land-unter", "land_unter"), ("ufern-des-nils", "ufern")])
def test_a_game_started_or_resumed_loads_its_own_engine_only(game, package, tmp_path):
    """fe-table8 problem 9: ``nile serve`` took 5-9 s before its links, a third of it importing all four
    engines to tell a game's name from a record's. A game started, and its record read back, import one."""
    import subprocess
    import sys

    code = ("import sys\n"
            "from scorer.cli.table import table_session\n"
            f"s = table_session({game!r}, 'Anna,Ben,Cleo', [], {str(tmp_path / 'g.yaml')!r})\n"
            "s.save()\n"
            f"table_session({str(tmp_path / 'g.yaml')!r}, None, [], None)\n"
            "print(sorted(m for m in sys.modules if m.startswith('scorer.games.') and m.count('.') == 2))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split("\n")[-2] == str([f"scorer.games.{package}"])


def test_json_legal_alternatives_are_typed(nile):
    doc = json.loads(nile("check", "--json", EXAMPLES / "illegal.yaml").stdout)
    assert doc["violations"][0]["legal"][:2] == [8, 11]


@pytest.mark.parametrize("args,code,kind", [
    (["check", "--json", "/no/such/file.yaml"], 2, "unusable input"),
    (["score", "--json", str(EXAMPLES / "illegal.yaml")], 1, "illegal record"),
])
def test_json_errors_are_one_document_on_stdout(nile, args, code, kind):
    result = nile(*args)
    assert result.exit_code == code
    doc = json.loads(result.stdout)
    assert doc["error"]["kind"] == kind and doc["error"]["exit_code"] == code and doc["error"]["message"]


def test_json_for_an_unfinished_game(nile, tmp_path):
    path = tmp_path / "r.yaml"
    path.write_text("game: land-unter\nplayers: [A, B, C]\nrounds: []\n", encoding="utf-8")
    result = nile("score", "--json", path)
    assert result.exit_code == 1 and json.loads(result.stdout)["error"]["kind"] == "game not over"
    partial = nile("score", "--partial", path)
    assert "Leaders: A, B, C" in partial.stdout and "Winnerss" not in partial.stdout
    assert "no round was played yet" in nile("check", path).stdout


def test_usage_errors_under_json_print_a_json_error(capsys):
    from scorer.cli import main

    with pytest.raises(SystemExit) as exc:
        main(["check", "--json", "--bogus", "x.yaml"])
    assert exc.value.code == 2
    assert json.loads(capsys.readouterr().out)["error"]["kind"] == "unusable input"


def test_flags_show_as_flags_in_help(nile):
    text = nile("print", "--help").stdout
    assert "--ink-saver, --greyscale" in text and "<bool>" not in text


def test_json_errors_do_not_leak_into_the_next_command(nile, tmp_path):
    """A --json check in the same process must not turn a later print's error into JSON."""
    assert nile("check", "--json", "/no/such/file.yaml").exit_code == 2
    result = nile("print", "chess", "--out", tmp_path)
    assert result.exit_code == 2 and result.stdout == ""


def test_a_bare_pytest_collects_the_modules_that_import_test_helpers():
    """``pytest`` (not ``python -m pytest``) does not put the repository root on sys.path by itself;
    ``-P`` keeps Python from adding the current folder, as the console script does."""
    import subprocess
    import sys

    from conftest import ROOT

    out = subprocess.run([sys.executable, "-P", "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider",
                          "tests/test_ufern_rules.py", "tests/test_nile_rules.py"],
                         cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stdout[-2000:]


# -- section 7: the CLI a user expects --------------------------------------------------------------

def _main(capsys, *args):
    """Run :func:`scorer.cli.main` (the console script, with its usage-error handling): (code, out, err)."""
    from scorer.cli import main

    with pytest.raises(SystemExit) as exc:
        main([str(a) for a in args])
    out = capsys.readouterr()
    return exc.value.code, out.out, out.err


def test_version_and_short_help(capsys):
    from importlib.metadata import version

    code, out, _ = _main(capsys, "--version")
    assert code == 0 and out.strip() == f"nile {version('nile-games')}"
    for args in (["-h"], ["check", "-h"], ["print", "-h"]):
        code, out, _ = _main(capsys, *args)
        assert code == 0 and out.startswith("Usage: nile"), args


def test_shell_completion_is_offered_and_completes_commands_and_games():
    import os
    import subprocess
    import sys

    from conftest import ROOT

    env = dict(os.environ, PYTHONPATH=str(ROOT), _NILE_COMPLETE="complete_bash", COMP_WORDS="nile pr", COMP_CWORD="1")
    run = [sys.executable, "-c", "import sys; sys.argv[0] = 'nile'; from scorer.cli import main; main()"]
    out = subprocess.run(run, env=env, capture_output=True, text=True, timeout=60)
    assert out.stdout.split() == ["print"], out
    env["COMP_WORDS"], env["COMP_CWORD"] = "nile print --paper ", "3"
    out = subprocess.run(run, env=env, capture_output=True, text=True, timeout=60)
    assert out.stdout.split() == ["a4", "letter", "a3"], out
    helptext = subprocess.run(run + ["--help"], env=dict(os.environ, PYTHONPATH=str(ROOT)), capture_output=True, text=True)
    assert "--install-completion" in helptext.stdout and "--show-completion" in helptext.stdout


def test_choices_are_read_in_any_case(nile, tmp_path):
    result = nile("print", "--calibration", "--paper", "A4", "--out", tmp_path)
    assert result.exit_code == 0, result.output
    assert (tmp_path / "calibration-a4.pdf").exists()
    assert nile("print", "--calibration", "--paper", "Letter", "--layout", "Gutter-Fold", "--out", tmp_path).exit_code == 0


def test_a_games_first_word_suggests_the_game(nile):
    result = nile("print", "ufern")
    assert result.exit_code == 2 and "did you mean ufern-des-nils?" in result.stderr


@pytest.mark.parametrize("game,option,words", [
    ("nil", ["--card-size", "mini"], "--card-size mini does not apply to NIL (it has no cards); ignored"),
    ("ufern-des-nils", ["--card-size", "euro"], "--card-size euro does not apply to An den Ufern des Nils"),
    ("land-unter", ["--board", "single"], "--board single does not apply to Land Unter (it has no board); ignored"),
    ("nil", ["--tokens", "round"], "--tokens round does not apply to NIL (its pieces have one shape); ignored"),
])
def test_an_option_that_does_not_apply_to_a_game_says_so(nile, tmp_path, monkeypatch, game, option, words):
    from pnp import build

    def quick(self, path, progress=None):  # the note comes before the pack is drawn
        Path(path).write_bytes(b"%PDF-1.4\n%%EOF\n")
        return 1

    monkeypatch.setattr(build._Pack, "write", quick)
    result = nile("print", game, *option, "--out", tmp_path)
    assert result.exit_code == 0 and words in result.stderr, result.output
    assert "does not apply" not in nile("print", "nile", "--card-size", "mini", "--out", tmp_path).stderr


def test_usage_lines_name_the_arguments_as_users_know_them(nile):
    for command, usage in (("check", "Usage: nile check [OPTIONS] RECORD"), ("score", "Usage: nile score [OPTIONS] RECORD"),
                           ("show", "Usage: nile show [OPTIONS] RECORD"), ("simulate", "Usage: nile simulate [OPTIONS] GAME"),
                           ("print", "Usage: nile print [OPTIONS] [GAMES]..."), ("play", "Usage: nile play [OPTIONS] GAME|RECORD")):
        text = nile(command, "--help").stdout.replace("Usage: root ", "Usage: nile ")
        assert text.startswith(usage), text[:200]
        assert "<list[str]>" not in text and "{" not in text.splitlines()[0]


def test_top_level_help_is_not_cut_off(nile):
    text = nile("--help").stdout
    commands = text.split("Commands:")[1]
    from scorer.cli import app

    assert "..." not in commands and len(commands.strip().splitlines()) == len(app.registered_commands), commands


def test_score_json_of_an_unfinished_game_names_leaders_not_winners(nile, tmp_path):
    lines = (EXAMPLES / "three-players.yaml").read_text(encoding="utf-8").splitlines()
    cut = tmp_path / "half.yaml"
    cut.write_text("\n".join(lines[:40]) + "\n", encoding="utf-8")
    doc = json.loads(nile("score", "--partial", "--json", cut).stdout)
    assert doc["over"] is False and doc["leaders"] and "winners" not in doc
    doc = json.loads(nile("score", "--json", EXAMPLES / "three-players.yaml").stdout)
    assert doc["over"] is True and doc["winners"] and "leaders" not in doc


@pytest.mark.parametrize("game", BOARD_GAMES)
def test_score_json_of_the_board_games_gives_each_turn_or_round(nile, tmp_path, game):
    out = tmp_path / "g.yaml"
    assert nile("simulate", game, "-n", 3, "--seed", 5, "--out", out).exit_code == 0
    doc = json.loads(nile("score", "--json", out).stdout)
    for p in doc["players"]:
        if game == "nil":
            assert p["turns"] and sum(p["turns"]) + p["racks"] == p["score"], p
        else:
            assert p["rounds"] and 1 + sum(p["rounds"]) == p["pawn"], p
