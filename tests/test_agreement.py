"""One rule, one place: ``legal_moves()`` and ``check()`` agree, in every position of random games.

Every move ``legal_moves()`` lists passes ``check()``; and every candidate move that passes
``check()`` is in ``legal_moves()`` (candidates: every weather card for Land Unter; for NILE every
trade, planting and speculation built from the cards the player holds, legal or not; for NIL every
tile, plain or universal, on the squares around the open end and a few others, every crossing, stop
and blocked).
"""

import itertools
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from scorer.engine import CHANCE, TERMINAL
from scorer.games.land_unter.engine import LandUnter, Play
from scorer.games.nil.engine import Nil
from scorer.games.nil.moves import Blocked, Cross, Place, Stop
from scorer.games.nile.engine import Nile, Pass, Plant, Speculate, Trade
from gamedata.tiles import POINTS

NAMES = ["Anna", "Ben", "Cleo", "Dana", "Emil"]


def _nile_candidates(state: Nile) -> list:
    p = state.active
    held = [k for k, m in enumerate(state.hand[p]) if m]
    stored = [c for c, m in enumerate(state.storage[p]) if m]
    moves: list = [Pass(p)]
    for kind in ("market", "offering"):
        for a, b in itertools.combinations_with_replacement(held + [None], 2):
            hand = tuple(sorted(k for k in (a, b) if k is not None))
            for store in [()] + [(c,) for c in stored] + [tuple(sorted(s)) for s in
                                                            itertools.combinations_with_replacement(stored, 2)]:
                if len(hand) + len(store) in (1, 2, 3):
                    moves.append(Trade(p, kind, hand, store))
    crops = [c for c in held if state.cards.is_crop(c)]
    for r in (1, 2):
        for chosen in itertools.combinations(crops, r):
            for counts in itertools.product(range(1, 4), repeat=r):
                moves.append(Plant(p, tuple(zip(chosen, counts))))
    specs = [k for k in held if not state.cards.is_crop(k) and k != state.cards.plague]
    for r in (1, 2, 3):
        for chosen in itertools.combinations_with_replacement(specs, r):
            moves.append(Speculate(p, chosen))
    return moves


def _agree(state, candidates) -> None:
    legal = state.legal_moves()
    for move in legal:
        assert state.check(move) is None, (state.position(), move)
    for move in candidates:
        if move not in legal:
            assert state.check(move) is not None, (state.position(), move)


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), n=st.integers(3, 5), open_play=st.booleans())
def test_land_unter_legal_moves_and_check_agree(seed, n, open_play):
    state = LandUnter(NAMES[:n], ["open-play"] if open_play else [])
    rng = random.Random(seed)
    while state.current_player != TERMINAL:
        if state.current_player == CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        _agree(state, [Play(state.current_player, c) for c in range(1, 61)])
        state.apply(rng.choice(state.legal_moves()))


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), n=st.integers(2, 5))
def test_nile_legal_moves_and_check_agree(seed, n):
    state = Nile(NAMES[:n])
    rng = random.Random(seed)
    decisions = 0
    while state.current_player != TERMINAL:
        if state.current_player == CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        decisions += 1
        if decisions % 3 == 0:  # every third decision: the full comparison (hundreds of candidates)
            _agree(state, _nile_candidates(state))
        state.apply(state.sample_move(rng))


def _nil_candidates(state: Nil, rng: random.Random) -> list:
    """Every tile on every square around the open end (and a few squares elsewhere), every exit, plain
    and universal; every crossing; stop; blocked with the rack."""
    squares = set(state.board.squares_at(state.river.open_end))
    squares |= {(rng.randrange(state.board.columns), rng.randrange(state.board.rows)) for _ in range(3)}
    moves: list = [Stop(), Blocked(tuple(sorted(state.racks[state.turn].elements())))]
    for square in sorted(squares):
        moves.append(Cross(square))
        moves += [Place(square, exit, u) for exit in POINTS for u in (False, True)]
    return moves


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), n=st.integers(2, 4), lean=st.sampled_from([0.0, 0.3]))
def test_nil_legal_moves_and_check_agree(seed, n, lean):
    """With the simulated player leaning east and uniformly random (more dead ends and loops)."""
    state = Nil(NAMES[:n])
    state.east_lean = lean
    rng = random.Random(seed)
    while state.current_player != TERMINAL:
        if state.current_player == CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        _agree(state, _nil_candidates(state, rng))
        state.apply(state.sample_move(rng))
