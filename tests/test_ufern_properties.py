"""Properties of *An den Ufern des Nils* over random legal games (hypothesis), 2-5 players, with and
without the variants.

* Conservation in every state: 75 plants (15 per colour in play), 45 water cards, 30 desert cards;
  every field holds at most two plants, never two of one player, none on water or desert; water and
  desert never share a row's field.
* Termination.

(The agreement of ``legal_moves()`` and ``check()``: tests/test_conformance.py, for every game.)
"""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from scorer.engine import CHANCE, TERMINAL
from scorer.games.ufern import engine as E

NAMES = ["Anna", "Ben", "Cleo", "Dana", "Emil"]
VARIANTS = ["hippo-auction", "first-player-bid", "buy-other-seed", "joker-restores"]


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


def play(seed: int, n: int, variants: list) -> E.Ufern:
    state = E.Ufern(NAMES[:n], variants)
    rng = random.Random(seed)
    decisions = 0
    while state.current_player != TERMINAL:
        if state.current_player == CHANCE:
            state.apply(state.sample_chance(rng))
        else:
            decisions += 1
            state.apply(state.sample_move(rng))
        conserved(state)
        assert decisions < 5000, "no end after 5000 decisions"
    return state


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), n=st.integers(2, 5), variants=st.lists(st.sampled_from(VARIANTS), unique=True))
def test_conservation_and_termination(seed, n, variants):
    state = play(seed, n, variants)
    assert state.is_over
    assert any(p >= state.obelisk for p in state.pawns) or "in a row" in state.end_reason
