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
    ("{Anna: {out: true}, Ben: {out: true}, Cleo: {out: true}}", "at most 2 of 3 players can be out"),
    # nobody out: all 12 tricks were played, and the last trick's two takers still show water
    ("{Anna: {lifebelts: 3, water: 0}, Ben: {lifebelts: 2, water: 0}, Cleo: {lifebelts: 1, water: 0}}",
     "at least 2 players show water, but nobody does"),
    ("{Anna: {lifebelts: 3, water: 0}, Ben: {lifebelts: 2, water: 5}, Cleo: {lifebelts: 1, water: 0}}",
     "at least 2 players show water, but only Ben does"),
    # one out: the trick that put the player out gave its cards to players still in
    ("{Anna: {out: true}, Ben: {lifebelts: 2, water: 0}, Cleo: {lifebelts: 1, water: 0}}",
     "Anna is the only player out of round 1, but nobody else shows water"),
    # 12 tricks, each costing a lifebelt, out of at most 24 in one deal: at most 12 kept with nobody out
    ("{Anna: {lifebelts: 6, water: 3}, Ben: {lifebelts: 5, water: 5}, Cleo: {lifebelts: 2, water: 7}}",
     "so at most 12 can be kept, but 13 were, in round 1"),
    # Anna took no water, so kept all 12 of her hand: all 12 whole-lifebelt cards; the others lost 12 of 12
    ("{Anna: {lifebelts: 12, water: 0}, Ben: {lifebelts: 1, water: 5}, Cleo: {lifebelts: 0, water: 7}}",
     "so at most 12 can be kept, but 13 were"),
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


@pytest.mark.parametrize("round_", [
    # two tied on the highest water level with no lifebelt go out together, leaving Anna alone, who never
    # took a water-level card
    "{Anna: {lifebelts: 4, water: 0}, Ben: {out: true}, Cleo: {out: true}}",
    # one out ends a 3-player round at once; the other taker of that trick shows water
    "{Anna: {lifebelts: 9, water: 0}, Ben: {out: true}, Cleo: {lifebelts: 0, water: 2}}",
    # 12 kept of 24 with nobody out: 12 tricks, 12 lifebelts lost
    "{Anna: {lifebelts: 12, water: 0}, Ben: {lifebelts: 0, water: 5}, Cleo: {lifebelts: 0, water: 7}}",
])
def test_possible_tallies_are_accepted(nile, tmp_path, round_):
    result = nile("check", _write(tmp_path, [round_]))
    assert result.exit_code == 0, result.stderr


def test_a_hand_keeps_its_lifebelts_from_round_to_round(nile, tmp_path):
    """Anna took no water in round 1, so her hand has exactly the 3 she kept; Ben holds it in round 2."""
    first = "{Anna: {lifebelts: 3, water: 0}, Ben: {lifebelts: 2, water: 5}, Cleo: {lifebelts: 1, water: 7}}"
    second = "{Anna: {lifebelts: 1, water: 4}, Ben: {lifebelts: 5, water: 6}, Cleo: {lifebelts: 1, water: 7}}"
    result = nile("check", _write(tmp_path, [first, second]))
    assert result.exit_code == 1 and f"{tmp_path / 'tally.yaml'}:5:5: round 2:" in result.stderr
    assert "the hand dealt to Anna in round 1 passes from round to round with its lifebelts: in round 1 Anna kept 3 " \
           "without taking a water-level card, so lost none and the hand has 3, but in round 2 Ben, holding it, " \
           "kept 5" in result.stderr
    assert "rule: Next round [Manche suivante]" in result.stderr
    fine = "{Anna: {lifebelts: 1, water: 4}, Ben: {lifebelts: 3, water: 6}, Cleo: {lifebelts: 1, water: 7}}"
    assert nile("check", _write(tmp_path, [first, fine])).exit_code == 0


def test_a_tally_no_deal_can_give_is_refused():
    """At 5 players all 60 weather cards are dealt: three players who never took water and kept no lifebelt
    hold hands with at most one half-lifebelt card each, 33 cards without a lifebelt of the 24."""
    state = LandUnter(["Anna", "Ben", "Cleo", "Dana", "Emil"])
    err = state.check(RoundTally((0, 0, 0, 0, 0), (False,) * 5, (0, 0, 0, 5, 7)))
    assert err is not None and err.rule == "Setup [Préparation]"
    assert "at least 33 cards without a lifebelt between them, but only 24" in err.reason
    assert state.check(RoundTally((0, 0, 0, 0, 0), (False,) * 5, (0, 0, 3, 5, 7))) is None


def test_every_round_the_engine_plays_has_an_accepted_tally():
    """Soundness: the end counts of random rounds played by the rules (eliminations, ties, cascades included)
    are all accepted as tallies, round after round."""
    import random

    from scorer.engine import CHANCE
    seen = set()
    for n in (3, 4, 5):
        for seed in range(12):
            rng, played = random.Random(seed), LandUnter([f"P{i}" for i in range(n)])
            tallied = LandUnter([f"P{i}" for i in range(n)])
            while not played.is_over:
                done = len(played.round_points)
                played.apply(played.sample_chance(rng) if played.current_player == CHANCE else played.sample_move(rng))
                if len(played.round_points) > done:
                    water = tuple(None if played.out[p] else played.level[p] for p in range(n))
                    tallied.apply(RoundTally(tuple(played.belts), tuple(played.out), water))  # raises if refused
                    seen.add((n, sum(played.out)))
    assert {(3, 0), (3, 1), (4, 2), (5, 2)} <= seen  # nobody out, one, and up to n - 2 (n - 1: the test below)


def test_two_tied_players_can_go_out_together_leaving_one():
    """The engine's own ruling behind 'at most n - 1 out': two players tied on the highest water level, both
    without a lifebelt, go out together; the round ends with one player left."""
    from helpers import new_game, trick
    state = new_game([0, 0, 6], {0: [60, 13], 1: [58, 14], 2: [40, 37]})
    trick(state, (5, 5), {0: 60, 1: 58, 2: 37})  # Anna and Ben take the two 5s and go out together
    assert state.round_points[0] == [-1, -1, 7] and state.tricks[-1].eliminated == [0, 1]
    tally = LandUnter(["Anna", "Ben", "Cleo"])
    assert tally.check(RoundTally((0, 0, 6), (True, True, False), (None, None, 0))) is None


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
