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
    result = nile("show", card_game, "--turn", 1, "--out", tmp_path / "x.pdf")  # a card game is not cut in turns
    assert result.exit_code == 2 and "not cut in turns" in result.stderr and not (tmp_path / "x.pdf").exists()


# -- the start, the end and the rule each message cites ------------------------------------------------

START_RULE = "rule: Start of the game: each draws 3 tiles, the highest total starts [Début de la partie]"
END_RULE = "rule: End of the game [Fin de la partie]"


def whole_game(tmp_path) -> tuple[dict, list]:
    """A simulated 2-player game with every draw typed, and the racks its players hold at the end."""
    from scorer.games.nil import GAME

    simulate_record = GAME.simulate_record
    from scorer.record import load_record
    from scorer.engine import replay

    record = simulate_record(["Anna", "Ben"], 3)
    path = tmp_path / "whole.yaml"
    path.write_text(yaml.safe_dump(record, sort_keys=False), encoding="utf-8")
    done = replay(load_record(path).state, load_record(path).steps).state
    assert done.is_over and not any(done.unseen)
    return record, [list(r) for r in done.final_racks]


def test_the_racks_at_the_end_of_a_game_whose_draws_were_all_typed_are_checked(nile, tmp_path):
    record, (anna, ben) = whole_game(tmp_path)
    assert anna and ben  # both hold tiles at the end: a wrong rack can be written
    path = tmp_path / "end.yaml"
    path.write_text(yaml.safe_dump({**record, "end": {"Anna": anna, "Ben": ben}}, sort_keys=False), encoding="utf-8")
    result = nile("check", path)
    assert result.exit_code == 0, result.stderr
    path.write_text(yaml.safe_dump({**record, "end": {"Anna": anna[1:], "Ben": ben}}, sort_keys=False), encoding="utf-8")
    result = nile("check", path)
    assert result.exit_code == 1 and f"Anna's rack holds {', '.join(anna)} (every tile on it was seen)" in result.stderr
    assert END_RULE in result.stderr and "nothing more can be played" not in result.stderr


def test_the_end_racks_minus_is_checked(nile, tmp_path):
    record, (anna, ben) = whole_game(tmp_path)
    from scorer.games.nil.board import nil_board

    value = {k: v.value for k, v in nil_board().kinds.items()}
    worth = sum(value[k] for k in anna)
    path = tmp_path / "end.yaml"
    end = {"Anna": {"rack": anna, "minus": worth}, "Ben": {"minus": sum(value[k] for k in ben)}}
    path.write_text(yaml.safe_dump({**record, "end": end}, sort_keys=False), encoding="utf-8")
    assert nile("check", path).exit_code == 0
    end["Anna"]["minus"] = worth + 5
    path.write_text(yaml.safe_dump({**record, "end": end}, sort_keys=False), encoding="utf-8")
    result = nile("check", path)
    assert result.exit_code == 1 and f"counts {worth} minus, not {worth + 5}" in result.stderr and END_RULE in result.stderr


def test_a_rack_never_seen_may_end_with_its_minus_alone(nile, tmp_path):
    """examples/nil/game.yaml left out the draws: Ben's 2 tiles left were never seen. His minus alone is
    enough, if two tiles can make it; the score counts it."""
    text = (EXAMPLES / "game.yaml").read_text(encoding="utf-8")
    body = text[:text.index("end:")]
    path = tmp_path / "m.yaml"
    path.write_text(body + "end: {Anna: [bend, bend, bend, straight], Ben: {minus: 20},\n"
                           "      Cleo: [arc, arc, bend, diagonal, near-right]}\n", encoding="utf-8")
    result = nile("check", path)
    assert result.exit_code == 0 and "only the minus was written" in result.stdout
    score = json.loads(nile("score", "--json", path).stdout)
    assert {s["name"]: s["minus"] for s in score["players"]}["Ben"] == 150 + 20
    path.write_text(body + "end: {Anna: [bend, bend, bend, straight], Ben: {minus: 3},\n"
                           "      Cleo: [arc, arc, bend, diagonal, near-right]}\n", encoding="utf-8")
    result = nile("check", path)
    assert result.exit_code == 1 and "Ben's 2 tiles left cannot count 3 minus" in result.stderr
    path.write_text(body + "end: {Anna: [bend, bend, bend, straight]}\n", encoding="utf-8")
    result = nile("check", path)
    assert result.exit_code == 1 and "Ben's rack was never all seen (2 tiles unseen): show it, or give its minus" \
        in result.stderr


def test_a_game_waiting_for_its_racks_does_not_say_it_is_over(nile, tmp_path):
    text = (EXAMPLES / "game.yaml").read_text(encoding="utf-8")
    path = tmp_path / "noend.yaml"
    path.write_text(text[:text.index("end:")], encoding="utf-8")
    result = nile("check", path)
    assert result.exit_code == 0
    assert "The game is not over: the last turn has been played (the river reached the blue column" in result.stdout
    assert "the game is over" not in result.stdout.lower().replace("the game is not over", "")


def test_racks_at_the_end_before_the_game_has_ended(nile, tmp_path):
    path = write(tmp_path, [{"player": "Anna", "tiles": ["A11 E"]}], start="Anna", end={"Anna": [], "Ben": []})
    result = nile("check", path)
    assert result.exit_code == 1 and END_RULE in result.stderr
    assert "the racks left are shown when the game has ended, and it has not (next: turn 2: Ben to play" \
        in result.stderr and "racks shown" not in result.stderr and "cannot come now" not in result.stderr


def test_the_start_player_is_written_with_the_start_draw(nile, tmp_path):
    draw = [{"Anna": ["bend"] * 3, "Ben": ["arc"] * 3, "Cleo": ["arc"] * 3},
            {"Ben": ["straight"] * 3, "Cleo": ["diagonal", "straight", "straight"]}]
    turns = [{"player": "Cleo", "tiles": ["A11 E"]}]
    players = ("Anna", "Ben", "Cleo")
    ok = nile("check", write(tmp_path, turns, players, start={"draw": draw, "player": "Cleo"}))
    assert ok.exit_code == 0 and "start draw" not in ok.stdout  # nothing about the start is left unchecked
    result = nile("check", write(tmp_path, turns, players, start={"draw": draw, "player": "Ben"}))
    assert result.exit_code == 1 and START_RULE in result.stderr
    assert "Cleo drew the highest start total in draw 2, after a tie, 20 (Ben 15), so Cleo starts, not Ben" in result.stderr
    # a tied draw is drawn again: a name written after it does not settle it, even a tied player's
    tied = nile("check", write(tmp_path, turns, players, start={"draw": draw[:1], "player": "Cleo"}))
    assert tied.exit_code == 1 and START_RULE in tied.stderr
    assert "Ben and Cleo tie on the highest start total, 45, and a tie draws again: Ben and Cleo each draw 3 tiles " \
        "more and the highest total starts; naming Cleo does not settle it" in tied.stderr
    wrong = nile("check", write(tmp_path, turns, players, start={"draw": draw[:1], "player": "Anna"}))
    assert wrong.exit_code == 1 and "naming Anna does not settle it, and Anna is not even among them" in wrong.stderr


def test_a_wrong_first_player_after_the_start_draw_cites_the_draw(nile, tmp_path):
    path = write(tmp_path, [{"player": "Anna", "tiles": ["A11 E"]}],
                 start=[{"Anna": ["bend"] * 3, "Ben": ["arc"] * 3}])
    result = nile("check", path)
    assert result.exit_code == 1 and START_RULE in result.stderr
    assert "Ben drew the highest start total, 45 (Anna 15), so Ben plays the first turn, not Anna" in result.stderr


def test_a_turn_after_the_end_cites_the_end(nile, tmp_path):
    record, _ = whole_game(tmp_path)
    last = record["turns"][-1]["player"]
    record["turns"].append({"player": "Ben" if last == "Anna" else "Anna", "tiles": ["A1 E"]})
    path = tmp_path / "after.yaml"
    path.write_text(yaml.safe_dump(record, sort_keys=False), encoding="utf-8")
    result = nile("check", path)
    assert result.exit_code == 1 and END_RULE in result.stderr and "there is no further turn" in result.stderr


def test_a_turn_without_a_tile_is_refused_by_the_rules(nile, tmp_path):
    for turn in ({"player": "Anna"}, {"player": "Anna", "tiles": []}):
        result = nile("check", write(tmp_path, [turn], start="Anna"))
        assert result.exit_code == 1, result.stderr
        assert "Anna must place at least one tile; a player who cannot is blocked" in result.stderr
        assert "rule: Start of the game: a player places one tile or more" in result.stderr


def test_a_tile_not_on_the_rack_cites_the_rack(nile, tmp_path):
    path = write(tmp_path, [{"player": "Anna", "tiles": ["A11 N"]}], start="Anna",
                 deal={"Anna": ["straight"] * 5, "Ben": ["?"] * 5})
    result = nile("check", path)
    assert result.exit_code == 1 and "Anna holds no bend" in result.stderr
    assert "rule: Start of the game: a player places tiles from the own rack" in result.stderr
    assert "Contents" not in result.stderr


def test_a_universal_named_by_its_kind_without_an_exit(nile, tmp_path):
    deal = {"Anna": ["universal"] + ["bend"] * 4, "Ben": ["?"] * 5}
    for text in ("A11 straight U", "A11 U straight", "A11 universal as straight", "straight U"):
        path = write(tmp_path, [{"player": "Anna", "tiles": [text], "score": 0}], start="Anna", deal=deal)
        assert nile("check", path).exit_code == 0, text
    result = nile("check", write(tmp_path, [{"player": "Anna", "tiles": ["A11 U"]}], start="Anna", deal=deal))
    assert result.exit_code == 2 and "say which tile the universal stands for (e.g. 'M11 bend U')" in result.stderr


def test_a_wrong_start_or_end_entry_is_refused_in_the_form_written(nile, tmp_path):
    """Each of start and end takes several forms; an error speaks of the form the record chose."""
    turns = [{"player": "Anna", "tiles": ["A11 E"]}]
    cases = [({"start": {"player": 5}}, "start.player: input should be a valid string"),
             ({"start": {}}, "give the start player ('player: Ben'), the start draw ('draw: [...]') or both"),
             ({"start": "Anna", "end": {"Anna": {"minus": -5}}}, "end.Anna.minus: input should be greater than or equal to 0"),
             ({"start": "Anna", "end": {"Anna": 5}}, "end.Anna: input should be a valid list"),
             ({"start": "Anna", "end": {"Anna": {}}}, "give the rack left ('rack: [bend, arc]'), its minus")]
    for extra, message in cases:
        result = nile("check", write(tmp_path, turns, **extra))
        assert result.exit_code == 2 and "game.yaml:" in result.stderr and message in result.stderr, (extra, result.stderr)
