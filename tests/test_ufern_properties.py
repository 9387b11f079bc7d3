"""Properties of *An den Ufern des Nils* over random legal games (hypothesis), 2-5 players, with and
without the variants.

* One rule, one place: every move ``legal_moves()`` lists passes ``check()``, and every candidate
  that passes ``check()`` is listed (candidates: every action on every field, crop and market row,
  every water card on every field, every removal, every rot choice, bids, opening moves).
* Conservation in every state: 75 plants (15 per colour in play), 45 water cards, 30 desert cards;
  every field holds at most two plants, never two of one player, none on water or desert; water and
  desert never share a row's field.
* Termination.
"""

import itertools
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from gamedata.ufern_catalogue import parse_front
from scorer.engine import CHANCE, TERMINAL
from scorer.games.ufern import engine as E
from scorer.games.ufern.moves import (Bid, BuyJoker, BuySeed, Done, Ebb, EbbEnd, Flood, FloodEnd, Grow, Harvest,
                                      Joker, Plant, Restore, Rot, SetDesert, Sow, ToBoat)

NAMES = ["Anna", "Ben", "Cleo", "Dana", "Emil"]
VARIANTS = ["hippo-auction", "first-player-bid", "buy-other-seed", "joker-restores"]
FRONTS = [parse_front(f) for f in ("ss", "sd", "dd", "sb", "db")]


def candidates(state: E.Ufern, rng: random.Random) -> list:
    """Moves of the right kind for this step, legal or not."""
    b = state.board
    step = state.step
    if step in E.ACTION_STEPS:
        moves: list = [Done(), BuyJoker(), Joker()]
        for f in b.fields:
            moves += [Sow(f, c) for c in b.crops] + [Grow(f)] + [Harvest(f, m) for m in b.market]
        moves += [BuySeed(c) for c in b.crops] + [BuySeed(c, o) for c in b.crops for o in range(state.n)]
        moves += [Restore(m, i) for m in b.market for i in range(1, 6)]
        return moves
    if step == E.WATER and state.mode == E.FLOOD or step == E.OPEN_WATER:
        return [Flood(s, f, fr) for s in "AB" for f in b.fields for fr in FRONTS] + [FloodEnd(state.tops(state.seat))]
    if step == E.WATER:
        return [Ebb(f) for f in b.fields] + [EbbEnd()]
    if step == E.ROT:
        spaces = [()] + [(i,) for i in range(1, 6)] + list(itertools.combinations(range(1, 6), 2))
        return [Rot(m, s) for m in b.market for s in spaces]
    if step == E.BOAT:
        return [ToBoat(tuple(sorted(p))) for p in itertools.combinations_with_replacement(b.crops, 2)]
    if step == E.OPEN_PLANT:
        return [Plant(f, c, r) for f in b.fields for c in b.crops for r in (True, False)]
    if step == E.SET_DESERT:
        return [SetDesert(f) for f in b.fields]
    if step in (E.FIRST_BID, E.HIPPO_BID):
        pool = list(state.supply[state.seat].elements()) + ["aubergine", "aubergine"]
        return [Bid(tuple(sorted(rng.sample(pool, rng.randint(0, min(4, len(pool))))))) for _ in range(8)]
    return []


def agree(state: E.Ufern, rng: random.Random) -> None:
    legal = state.legal_moves()
    for move in legal:
        assert state.check(move) is None, (state.position(), move)
    for move in candidates(state, rng):
        if move not in legal:
            assert state.check(move) is not None, (state.position(), move)


def conserved(state: E.Ufern) -> None:
    for seat in range(state.n):
        assert sum(state.plants_of(seat).values()) == 15, (state.position(), state.plants_of(seat))
    if state.step in (E.START, E.DEAL, E.FIRST_BID, E.SET_DESERT):
        return
    revealing = state.revealing[0] if state.revealing else ""
    water = (sum(len(a) + len(b) for a, b in state.stacks) + len(state.water_out) + len(state.water_discards)
             + state.banks.water_count() + (revealing == "water"))
    assert water == 45, (state.position(), water)
    desert = (state.desert_pile + len(state.desert_discards) + sum(map(len, state.jokers))
              + sum(map(len, state.banks.desert.values())) + (revealing == "desert"))
    assert desert == 30, (state.position(), desert)
    for field, plants in state.banks.plants.items():
        assert len(plants) <= 2 and len({g.owner for g in plants}) == len(plants), (field, plants)
        assert not plants or not (state.banks.has_water(field) or state.banks.has_desert(field)), field
    for row, fields in state.board.rows.items():
        assert len(state.banks.water[row]) + len(state.banks.desert[row]) <= len(fields), row


def play(seed: int, n: int, variants: list, check_agreement: bool) -> E.Ufern:
    state = E.Ufern(NAMES[:n], variants)
    rng = random.Random(seed)
    decisions = 0
    while state.current_player != TERMINAL:
        if state.current_player == CHANCE:
            state.apply(state.sample_chance(rng))
        else:
            decisions += 1
            if check_agreement and decisions % 4 == 0:
                agree(state, rng)
            state.apply(state.sample_move(rng))
        conserved(state)
        assert decisions < 5000, "no end after 5000 decisions"
    return state


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), n=st.integers(2, 5), variants=st.lists(st.sampled_from(VARIANTS), unique=True))
def test_legal_moves_and_check_agree(seed, n, variants):
    play(seed, n, variants, check_agreement=True)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), n=st.integers(2, 5), variants=st.lists(st.sampled_from(VARIANTS), unique=True))
def test_conservation_and_termination(seed, n, variants):
    state = play(seed, n, variants, check_agreement=False)
    assert state.is_over
    assert any(p >= state.obelisk for p in state.pawns) or "in a row" in state.end_reason
