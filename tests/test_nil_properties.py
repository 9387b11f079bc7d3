"""Random legal NIL playouts (hypothesis) for 2-4 players keep every invariant in every state: the 104
tiles conserved (board + racks + bag), no kind in sight more often than it exists, the river one
connected line from the start mark with no forbidden edge contact, and the game ends."""

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from scorer.engine import CHANCE, TERMINAL
from scorer.games.nil.engine import Nil

NAMES = ["Anna", "Ben", "Cleo", "Dana"]


def _invariants(s: Nil) -> None:
    on_board = len(s.river.tiles)
    assert on_board + sum(s.rack_size(p) for p in range(s.n)) + s.in_bag == 104
    in_sight = Counter(s.river.tiles.values())
    for rack in s.racks:
        in_sight += rack
    assert in_sight == +s.seen and all(s.seen[k] <= s.counts[k] for k in s.counts)
    points = s.river.points
    assert points[0] == s.board.start and len(points) == len(set(points)) == len(s.river.segments) + 1
    for i, (square, entry, exit) in enumerate(s.river.segments):
        assert entry == points[i] and exit == points[i + 1]
        assert s.board.name(square) and entry in [p for p in points]
    assert all(s.board.edge_allowed(p) for p in points)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), n=st.integers(2, 4), lean=st.sampled_from([0.0, 0.3]))
def test_random_playouts_keep_every_invariant(seed, n, lean):
    state = Nil(NAMES[:n])
    state.east_lean = lean
    rng = random.Random(seed)
    for _ in range(5000):
        if state.current_player == TERMINAL:
            break
        move = state.sample_chance(rng) if state.current_player == CHANCE else state.sample_move(rng)
        state.apply(move)
        _invariants(state)
    assert state.is_over
    assert sum(state.totals()) == sum(state.plus) - sum(state.minus)
