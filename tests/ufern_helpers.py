"""Hand-made positions of *An den Ufern des Nils* for the rule tests.

:func:`table` plays a short legal set-up and opening, then clears the board so a test can lay out
exactly the position it needs; :func:`at_actions` and :func:`at_water` put the game at the start of a
player's actions or of phase 1.
"""

from collections import Counter

from gamedata.ufern_catalogue import Event, parse_front
from scorer.games.ufern import steps as S
from scorer.games.ufern.banks import Banks, Growing
from scorer.games.ufern.engine import Ufern
from scorer.games.ufern.market import RIPE, Sold
from scorer.games.ufern.moves import Card, Deal, FirstPlayer

NAMES = ["Anna", "Ben", "Cleo", "Dana", "Emil"]


def card(front: str, back: str = "hippo") -> Card:
    """A water card with a known front and back, e.g. ``card("sd", "rot 2 + arrow")``."""
    return Card(parse_front(front), Event.parse(back))


def table(n: int = 3, variants=(), stacks=None) -> Ufern:
    """A game past its set-up, with empty fields, market and boat, full supplies, and the water stacks
    ``stacks`` (per seat: ``(A, B)`` lists of cards, top last; default: every stack of hippo
    single-single cards). The game waits at phase 1 of round 1 (see :func:`at_water`)."""
    state = Ufern(NAMES[:n], variants)
    if state.step == S.START:
        state.apply(FirstPlayer(0))
    k = state.setup.water_deal[n]
    if stacks is None:
        stacks = [([card("ss")] * ((k + 1) // 2), [card("ss")] * (k // 2)) for _ in range(n)]
    state._do_deal(Deal(tuple((tuple(a), tuple(b)) for a, b in stacks)))
    state.fronts_seen, state.backs_seen = Counter(), Counter()
    state.banks = Banks(state.board)
    state.desert_pile = state.board.catalogue.desert_total - state.setup.jokers * n
    state.round = 1
    state._start_phase1()
    return state


def at_water(state: Ufern, marker: int = 0) -> Ufern:
    """Phase 1 of the round, the marker on Flut (0), Ebbe 1 (1) or Ebbe 2 (2)."""
    state.marker = marker
    state._start_phase1()
    return state


def at_actions(state: Ufern, seat: int = 0) -> Ufern:
    """The action phase with ``seat`` to act and 3 points."""
    state.first = seat
    state._seq(state._from_first(), S.ACTIONS)
    state.bought = [Counter() for _ in range(state.n)]
    state._begin_turn()
    return state


def grow(state: Ufern, field: str, owner: int, crop: str = "flax", ripe: bool = False) -> None:
    """Put ``owner``'s plant on ``field`` (taken from the supply)."""
    state.supply[owner][crop] -= 1
    state.banks.plants[field].append(Growing(owner, crop, ripe))


def sell(state: Ufern, row: str, *plants: tuple) -> None:
    """Fill market ``row`` with ``(owner, crop[, state])`` plants from the top (taken from the supplies)."""
    for p in plants:
        owner, crop = p[0], p[1]
        state.supply[owner][crop] -= 1
        state.market[row].append(Sold(owner, crop, p[2] if len(p) > 2 else RIPE))
