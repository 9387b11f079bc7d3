"""Random legal playouts (hypothesis) keep every Land Unter invariant, and the table's view of a game (no hands)
referees it the same. (Termination, same seed same game, replay and clone: tests/test_conformance.py.)"""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from scorer.engine import CHANCE, TERMINAL, replay, Step
from scorer.games.land_unter.engine import Deal, LandUnter, simulate

NAMES = ["Anna", "Ben", "Cleo", "Dana", "Emil"]


def _play_checking_invariants(n: int, seed: int, variants=()):
    state = LandUnter(NAMES[:n], variants)
    rng = random.Random(seed)
    start_belts = None
    steps = 0
    while state.current_player != TERMINAL:
        steps += 1
        assert steps < 2000, "the game must end"
        player = state.current_player
        if player == CHANCE:
            move = state.sample_chance(rng)
        else:
            legal = state.legal_moves()
            assert legal, "a player to move always has a card"
            move = rng.choice(legal)
        rnd, before_tricks = state.round, len(state.tricks)
        state.apply(move)
        if isinstance(move, Deal):
            start_belts = list(state.belts)
            # lifebelts are the hand's symbols rounded down; every hand is 12 distinct cards
            for p in range(n):
                hand = state.hand_known[state.hand_of(p)]
                assert len(hand) == 12 and state.belts[p] == state.lifebelts_of(hand)
            assert len(set().union(*state.hand_known)) == 12 * n
        assert all(b >= 0 for b in state.belts)
        if len(state.tricks) > before_tricks:
            t = state.tricks[-1]
            # the two water cards went to the two highest weather cards, lower card to the highest
            order = sorted(t.plays, key=t.plays.get, reverse=True)
            assert t.took == {order[0]: min(t.water), order[1]: max(t.water)}
            if t.round_over:
                points = state.round_points[-1]
                for p in range(n):
                    assert -1 <= points[p] <= start_belts[p] + 1
                active = sum(1 for p in range(n) if points[p] != -1 or start_belts[p] == 0)
                assert t.trick == 12 or active <= 2 or sum(not o for o in state.out) <= 2
            else:
                assert sum(not o for o in state.out) >= 3
                # water-level cards: each value at most twice per round
                assert all(v >= 0 for v in state.water_left.values())
                assert sum(state.water_left.values()) == 24 - 2 * t.trick
            # every weather card played at most once in a round
            cards = [c for tr in state.tricks if tr.round == rnd for c in tr.plays.values()]
            assert len(cards) == len(set(cards))
    assert len(state.round_points) == n
    totals = state.totals()
    ranking = state.ranking()
    assert [s.score for s in ranking.standings] == totals
    assert ranking.winners == [NAMES[p] for p in range(n) if totals[p] == max(totals)]
    return state


@settings(max_examples=25, deadline=None)
@given(n=st.integers(3, 5), seed=st.integers(0, 2**32 - 1))
def test_random_playouts_keep_every_invariant(n, seed):
    _play_checking_invariants(n, seed)


@settings(max_examples=15, deadline=None)
@given(n=st.integers(3, 5), seed=st.integers(0, 2**32 - 1))
def test_open_play_playouts_keep_every_invariant(n, seed):
    _play_checking_invariants(n, seed, ["open-play"])


@settings(max_examples=15, deadline=None)
@given(n=st.integers(3, 5), seed=st.integers(0, 2**32 - 1))
def test_a_game_without_hands_replays_the_same(n, seed):
    """The table's view (announced lifebelts, no hands) referees the same game to the same scores."""
    state, moves = simulate(NAMES[:n], seed)
    public = [Deal(None, m.lifebelts) if isinstance(m, Deal) else m for m in moves]
    again = replay(LandUnter(NAMES[:n]), [Step(m, "", "") for m in public])
    assert again.legal, again.violations[0].error
    assert again.state.round_points == state.round_points
