"""NIL records through the CLI: the referee's findings at their line (exit 1), notation read against the
board (ambiguous or unreadable moves exit 2 at their line:col), scoring from full and tally-only
records, typed scores and draws checked, simulate -> check -> score."""

import json
from pathlib import Path

import yaml

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "nil"


def write(tmp_path, turns, players=("Anna", "Ben"), **extra) -> Path:
    record = {"game": "nil", "players": list(players), **extra, "turns": turns}
    path = tmp_path / "game.yaml"
    path.write_text(yaml.safe_dump(record, sort_keys=False, default_flow_style=None), encoding="utf-8")
    return path


def test_examples(nile):
    assert nile("check", EXAMPLES / "game.yaml").exit_code == 0
    assert nile("check", EXAMPLES / "tally.yaml").exit_code == 0
    result = nile("check", EXAMPLES / "illegal.yaml")
    assert result.exit_code == 1
    assert "illegal.yaml:9:" in result.stderr and "sharp angle (26.6°) at the corner A11 NE" in result.stderr
    assert "rule: Placing tiles, rule 1: no sharp angle where tiles meet at a corner [Placement des tuiles, 1]" in result.stderr


def test_the_finding_names_the_square_and_the_rule(nile, tmp_path):
    path = write(tmp_path, [{"player": "Anna", "tiles": ["A11 E", "B11 N", "B10 N", "B9 W", "A9 N", "A8 W"]}])
    result = nile("check", path)
    assert result.exit_code == 1 and "A8: the line would touch the board edge at W" in result.stderr
    path = write(tmp_path, [{"player": "Anna", "tiles": ["B7 E"]}])
    assert "B7: there is no open end next to this square" in nile("check", path).stderr


def test_play_passes_to_the_next_seat(nile, tmp_path):
    path = write(tmp_path, [{"player": "Anna", "tiles": ["A11 E"]}, {"player": "Anna", "tiles": ["B11 E"]}])
    result = nile("check", path)
    assert result.exit_code == 1 and "Ben to play" in result.stderr and "not Anna's turn" in result.stderr


def test_a_typed_score_is_checked(nile, tmp_path):
    path = write(tmp_path, [{"player": "Anna", "tiles": ["A11 E"], "score": 10}])
    result = nile("check", path)
    assert result.exit_code == 1 and "Anna's turn scores 5" in result.stderr and "not 10" in result.stderr
    assert nile("check", write(tmp_path, [{"player": "Anna", "tiles": ["A11 E"], "score": 5}])).exit_code == 0


def test_a_move_that_could_mean_two_exits_2_at_its_line(nile, tmp_path):
    path = write(tmp_path, [{"player": "Anna", "tiles": ["A11 NE"]}, {"player": "Ben", "tiles": ["S"]}])
    result = nile("check", path)
    assert result.exit_code == 2 and "game.yaml:" in result.stderr
    assert "'S' could mean B10 S or B11 S; write which" in result.stderr


def test_unreadable_notation_exits_2_at_its_line(nile, tmp_path):
    path = write(tmp_path, [{"player": "Anna", "tiles": ["A11 E", "B11 sideways"]}])
    result = nile("check", path)
    assert result.exit_code == 2 and "cannot read 'sideways'" in result.stderr and "game.yaml:" in result.stderr


def test_more_tiles_of_a_kind_than_the_game_has(nile, tmp_path):
    path = write(tmp_path, [{"player": "Anna", "tiles": ["A11 E"]}],
                 deal={"Anna": ["universal"] * 5, "Ben": ["?"] * 5})
    result = nile("check", path)
    assert result.exit_code == 1 and "the game has only 4" in result.stderr


def test_a_blocked_rack_with_a_playable_tile(nile, tmp_path):
    path = write(tmp_path, [{"player": "Anna", "blocked": ["bend", "arc", "arc", "diagonal", "near-left"]}])
    result = nile("check", path)
    assert result.exit_code == 1 and "Anna is not blocked: the bend on the rack can be placed" in result.stderr


def test_tally_scores_plus_minus_minus(nile):
    result = nile("score", "--json", EXAMPLES / "tally.yaml")
    data = json.loads(result.stdout)
    assert result.exit_code == 0
    totals = {s["name"]: s["score"] for s in data["players"]}
    assert totals == {"Anna": 685, "Ben": 515, "Cleo": 515}


def test_an_unfinished_game_scores_only_with_partial(nile, tmp_path):
    path = write(tmp_path, [{"player": "Anna", "tiles": ["A11 E"]}])
    assert nile("score", path).exit_code == 1
    result = nile("score", "--partial", path)
    assert result.exit_code == 0 and "Anna" in result.stdout


def test_simulate_refuses_a_fifth_player(nile):
    assert nile("simulate", "nil", "-n", 5).exit_code == 2


def test_show_writes_a_picture_after_any_turn(nile, tmp_path):
    from pypdf import PdfReader

    pdf, png = tmp_path / "end.pdf", tmp_path / "t3.png"
    assert nile("show", EXAMPLES / "game.yaml", "--out", pdf).exit_code == 0
    page = PdfReader(str(pdf)).pages[0]
    assert float(page.mediabox.width) / (72 / 25.4) > 450  # the whole board, at full size
    assert nile("show", EXAMPLES / "game.yaml", "--turn", 3, "--out", png).exit_code == 0
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    svg = tmp_path / "end.svg"
    assert nile("show", EXAMPLES / "game.yaml", "--out", svg).exit_code == 0
    text = svg.read_text(encoding="utf-8")
    assert "<svg" in text and ">V<" in text and ">500<" in text  # column letters and goal values as text


def test_check_show_pictures_the_illegal_move(nile, tmp_path):
    picture = tmp_path / "bad.pdf"
    result = nile("check", EXAMPLES / "illegal.yaml", "--show", picture)
    assert result.exit_code == 1 and picture.exists() and "picture of the illegal move" in result.stderr


def test_show_refuses_what_it_cannot_draw(nile, tmp_path):
    assert nile("show", EXAMPLES / "game.yaml", "--out", tmp_path / "x.gif").exit_code == 2
    card_game = Path(__file__).resolve().parent.parent / "examples" / "nile" / "tally.yaml"
    result = nile("show", card_game, "--out", tmp_path / "x.pdf")
    assert result.exit_code == 2 and "card game" in result.stderr
