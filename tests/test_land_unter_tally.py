"""Land Unter tally-only records: scored like played rounds, impossible tallies refused."""

import json

import pytest
from conftest import EXAMPLES

from scorer.games.land_unter.engine import LandUnter, round_points
from scorer.games.land_unter.tally import RoundTally

HEAD = "game: land-unter\nplayers: [Anna, Ben, Cleo]\ntally:\n"


def _write(tmp_path, rounds):
    path = tmp_path / "tally.yaml"
    path.write_text(HEAD + "".join(f"  - {r}\n" for r in rounds), encoding="utf-8")
    return path


GOOD = "{Anna: {lifebelts: 3, water: 4}, Ben: {out: true}, Cleo: {lifebelts: 2, water: 7}}"


def test_the_example_tally_is_scored_with_the_same_report(nile):
    result = nile("score", EXAMPLES / "tally.yaml")
    assert result.exit_code == 0, result.output
    assert "Winner: Tom" in result.stdout and "Tom wins outright with 10 points." in result.stdout
    doc = json.loads(nile("score", "--json", EXAMPLES / "tally.yaml").stdout)
    assert [p["rounds"] for p in doc["players"]][3] == [4, -1, 6, 1]


def test_a_tally_scores_as_a_played_round_would():
    state = LandUnter(["Anna", "Ben", "Cleo"])
    state.apply(RoundTally((3, 0, 2), (False, True, False), (4, None, 7)))
    assert state.round_points == [round_points([3, 0, 2], [False, True, False], [4, 0, 7])] == [[4, -1, 2]]


def test_the_lowest_water_bonus_goes_to_every_tied_player_and_to_no_card():
    assert round_points([1, 1, 1], [False, False, False], [3, 3, 5]) == [2, 2, 1]
    assert round_points([1, 1, 1], [False, False, True], [0, 3, 0]) == [2, 1, -1]


def test_an_unfinished_tally_needs_partial_and_ties_share(nile, tmp_path):
    path = _write(tmp_path, ["{Anna: {lifebelts: 1, water: 2}, Ben: {lifebelts: 1, water: 2}, Cleo: {lifebelts: 0, water: 9}}"])
    assert nile("score", path).exit_code == 1
    result = nile("score", "--partial", path)
    assert result.exit_code == 0 and "Leaders: Anna, Ben" in result.stdout


@pytest.mark.parametrize("round_,words", [
    ("{Anna: {lifebelts: 1, water: 4}, Ben: {out: true}, Cleo: {out: true}}", "at most 1 of 3 players can be out"),
    ("{Anna: {lifebelts: 13, water: 4}, Ben: {out: true}, Cleo: {lifebelts: 2, water: 7}}", "richest possible hand"),
    ("{Anna: {lifebelts: 12, water: 4}, Ben: {lifebelts: 12, water: 1}, Cleo: {lifebelts: 2, water: 7}}",
     "shows only 24"),
    ("{Anna: {lifebelts: 1, out: true}, Ben: {lifebelts: 0, water: 3}, Cleo: {lifebelts: 2, water: 7}}",
     "out only when a lifebelt is due"),
    ("{Anna: {lifebelts: 1, water: 4}, Ben: {lifebelts: 0, water: 4}, Cleo: {lifebelts: 2, water: 4}}",
     "only 2 cards of each value"),
    ("{Anna: {out: true, water: 5}, Ben: {lifebelts: 0, water: 3}, Cleo: {lifebelts: 2, water: 7}}", "face down"),
])
def test_impossible_tallies_are_refused(nile, tmp_path, round_, words):
    result = nile("check", _write(tmp_path, [round_]))
    assert result.exit_code == 1 and words in result.stderr, result.stderr
    assert f"{tmp_path / 'tally.yaml'}:4:5: round 1:" in result.stderr


@pytest.mark.parametrize("round_,column,words", [
    ("{Anna: {lifebelts: 1, water: 13}, Ben: {lifebelts: 0, water: 3}, Cleo: {lifebelts: 2, water: 7}}", 34,
     "no water-level card 13"),
    ("{Anna: {lifebelts: 1, water: -7}, Ben: {lifebelts: 0, water: 3}, Cleo: {lifebelts: 2, water: 7}}", 34,
     "no water-level card -7"),
    ("{Anna: {lifebelts: -1, water: 5}, Ben: {lifebelts: 0, water: 3}, Cleo: {lifebelts: 2, water: 7}}", 24,
     "cannot be negative"),
    ("{Anna: {lifebelts: 1}, Ben: {lifebelts: 0, water: 3}, Cleo: {lifebelts: 2, water: 7}}", 12,
     "'water' is missing"),
])
def test_values_no_round_can_have_are_unusable_input(nile, tmp_path, round_, column, words):
    """Not a rule broken but a value that cannot exist: exit 2 at the value, like a card 61."""
    result = nile("check", _write(tmp_path, [round_]))
    assert result.exit_code == 2 and words in result.stderr, result.stderr
    assert f"{tmp_path / 'tally.yaml'}:4:{column}:" in result.stderr


def test_a_fourth_round_for_three_players_is_refused(nile, tmp_path):
    result = nile("check", _write(tmp_path, [GOOD] * 4))
    assert result.exit_code == 1 and "the game is over" in result.stderr and ":7:5: round 4" in result.stderr


@pytest.mark.parametrize("text,words", [
    ("  - {Anna: {lifebelts: 3, water: 4}, Ben: {out: true}}\n", "Cleo is missing"),
    ("  - {Anna: {lifebelts: 3, water: 4}, Ben: {out: true}, Zed: {out: true}}\n", "'Zed' is not one of the players"),
    ("  - {Anna: {belts: 3}, Ben: {out: true}, Cleo: {out: false}}\n", "'belts' is not a field here"),
])
def test_unreadable_tallies_exit_2_at_their_line(nile, tmp_path, text, words):
    path = tmp_path / "t.yaml"
    path.write_text(HEAD + text, encoding="utf-8")
    result = nile("score", path)
    assert result.exit_code == 2 and words in result.stderr and f"{path}:4:" in result.stderr, result.stderr


def test_a_record_with_both_rounds_and_a_tally_is_refused(nile, tmp_path):
    path = tmp_path / "t.yaml"
    path.write_text(HEAD + f"  - {GOOD}\nrounds: [{{lifebelts: {{Anna: 1, Ben: 1, Cleo: 1}}}}]\n", encoding="utf-8")
    result = nile("check", path)
    assert result.exit_code == 2 and "not both" in result.stderr


def test_a_round_played_trick_by_trick_cannot_then_be_tallied():
    from helpers import new_game, trick

    state = new_game([3, 3, 3])
    trick(state, (1, 2), {0: next(iter(state.hand_known[0])), 1: next(iter(state.hand_known[1])),
                          2: next(iter(state.hand_known[2]))})
    err = state.check(RoundTally((1, 1, 1), (False, False, False), (1, 2, 0)))
    assert err is not None and "not both" in err.reason
