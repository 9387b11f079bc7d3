"""Every example a Land Unter prompt gives, and every default, is an entry the table may type there,
over simulated games at 3, 4 and 5 players, hidden and open play, the hands known and as the table sees
them; the pass prompt's hint is what to type; the round's points say the lowest water's +1 is in them,
and the totals follow every round."""

from __future__ import annotations

import pytest
from test_land_unter_notation import NAMES, TABLES, playout
from test_nil_hints import hint_examples, refusals

from scorer.games.land_unter import notation
from scorer.games.land_unter.engine import LandUnter, Phase
from scorer.games.land_unter.tally import RoundTally


@pytest.mark.parametrize("n, variants", TABLES)
@pytest.mark.parametrize("seen_only", [False, True])
def test_every_hint_example_and_default_is_legal_here(n, variants, seen_only):
    states, _ = playout(n, variants, 7 + n, seen_only)
    phases = set()
    for state in states[:-1]:
        p = notation.prompt(state)
        examples = hint_examples(p.hint) + ([p.default] if p.default is not None else [])
        assert not refusals(state, examples, notation), (p.text, p.hint)
        phases.update(state.phase for _ in examples)
    assert phases == {Phase.DEAL, Phase.TURN_UP, Phase.PLAY}
    tallied = LandUnter(NAMES[:n])  # a game entered as end counts asks for the next round's counts
    tallied.apply(RoundTally((0,) * n, (False,) * n, tuple(range(1, n + 1))))
    assert tallied.tallied and not refusals(tallied, hint_examples(notation.prompt(tallied).hint), notation)


def test_the_example_for_another_player_is_a_card_that_player_may_play():
    states, _ = playout(3, (), 5, False)  # the hands known: a card of another hand is refused
    hints = [notation.prompt(s).hint for s in states if s.phase == Phase.PLAY and len(s.plays) == 0]
    assert hints and all("or another player's name and card, e.g. Ben " in h for h in hints)


def test_the_pass_prompt_says_what_to_type():
    states, _ = playout(3, (), 3, True)
    passing = next(s for s in states if s.phase == Phase.DEAL and s.round == 2)
    p = notation.prompt(passing)
    assert p.default == "pass" and p.hint.startswith("pass (") and "Enter" in p.hint
    assert "press" not in p.hint  # nobody types "press Enter"


def test_round_points_include_the_lowest_water_and_totals_follow_round_one():
    states, moves = playout(3, (), 4, False)
    for before, move, after in zip(states, moves, states[1:]):
        lines = notation.news(before, move, after)
        if len(after.round_points) > len(before.round_points):
            points = next(line for line in lines if line.startswith(f"Round {len(after.round_points)} points: "))
            assert "+1 point" not in points and not any(line.startswith("Lowest water") for line in lines)
            assert "+ 1 for the lowest water" in points
            totals = ", ".join(f"{name} {t}" for name, t in zip(after.players, after.totals()))
            assert f"Totals: {totals}" in lines
    state = LandUnter(NAMES[:3])
    move = RoundTally((0, 2, 3), (False, False, False), (5, 0, 9))
    before = state.clone()
    state.apply(move)
    assert notation.news(before, move, state)[1:] == [
        "Round 1 points: Anna 0, Ben 3 (2 lifebelts + 1 for the lowest water), Cleo 3",
        "Totals: Anna 0, Ben 3, Cleo 3"]
