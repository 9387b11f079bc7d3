"""Random legal NILE playouts (hypothesis) for 2-5 players keep every invariant in every state: all 92
cards conserved, the unseen pool equal to the deck, at most one field per crop, storages never negative,
the end exactly at the N-th time the deck runs out. (Same seed same game, replay, agreement of legal_moves and
check: tests/test_conformance.py.)"""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from scorer.engine import CHANCE, TERMINAL
from scorer.games.nile.engine import Flood, Nile
from scorer.games.nile.cards import card_set

NAMES = ["Anna", "Ben", "Cleo", "Dana", "Emil"]
CS = card_set()


def _invariants(state: Nile) -> None:
    assert sum(state.locations().values()) == 92
    # every hand is known in a simulation, so the cards not accounted for are exactly the deck
    assert state.hand_unseen == [0] * state.n and sum(state.unaccounted) == state.deck_size
    assert all(m >= 0 for m in state.unaccounted) and state.deck_size >= 0
    per_kind = list(state.unaccounted)
    for p in range(state.n):
        for k, m in enumerate(state.hand[p]):
            per_kind[k] += m
        for c, m in enumerate(state.storage[p]):
            assert m >= 0
            per_kind[c] += m
    for c in range(CS.n_crops):
        assert (state.field_size[c] > 0) == (state.field_owner[c] >= 0)
        per_kind[c] += state.field_size[c]
    for _, k in state.speculations:
        per_kind[k] += 1
    for k in state.flood_pile:
        per_kind[k] += 1
    for k in range(CS.kinds):
        per_kind[k] += state.discard[k] + state.removed[k]
    assert per_kind == CS.total, "every card of every kind is somewhere, once"
    assert state.hand[0][CS.plague] == 0 and all(h[CS.plague] == 0 for h in state.hand)


@settings(max_examples=25, deadline=None)
@given(n=st.integers(2, 5), seed=st.integers(0, 2**32 - 1), short=st.booleans())
def test_random_playouts_keep_every_invariant(n, seed, short):
    variants = [] if not short or n > 3 else ["two-player-short" if n == 2 else "three-player-short"]
    state = Nile(NAMES[:n], variants)
    rng = random.Random(seed)
    moves = 0
    while state.current_player != TERMINAL:
        moves += 1
        assert moves < 20_000, "the game must end"
        player = state.current_player
        if player == CHANCE:
            move = state.sample_chance(rng)
        else:
            move = state.sample_move(rng)
            assert move in state.legal_moves(), "the simulation only plays moves legal_moves lists"
        runs_out = state.deck_runs_out
        state.apply(move)
        _invariants(state)
        if state.deck_runs_out > runs_out and not state.is_over:
            assert state.deck_runs_out < n
        if isinstance(move, Flood) and move.card != CS.plague and not state.is_over:
            assert state.flood == move.card
    assert state.is_over and state.deck_runs_out == n
    ranking = state.ranking()
    assert ranking.winners and all(s.rank >= 1 for s in ranking.standings)
    assert [s.score for s in ranking.standings] == [min(s) for s in state.storage]
