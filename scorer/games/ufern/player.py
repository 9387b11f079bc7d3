"""The simulated player of *An den Ufern des Nils*: how ``nile simulate``, ``nile study`` and the tests
choose a player's move. A simulation setting, not a rule: every move it returns is one
:meth:`~scorer.games.ufern.engine.Ufern.legal_moves` lists, drawn from a seeded ``random.Random``.

It plays the action phase as a sensible person would, not as a dice roll:

* it spends its points on *useful* actions (harvest, buy back an own plant from the boat, grow, sow,
  and in the variants restore a spoiled plant), picking the kind by :data:`USEFUL_WEIGHTS` and the
  action of that kind at random;
* it never ends its turn while a useful action is affordable;
* it spends a joker only when the extra point lets it do something useful, and buys one only with a
  point that no useful action can use (a point kept for a later round instead of lost);
* when a rot event lets it choose, it rots other players' plants before its own.

Bids (variants) stay small and random. The uniformly random player it replaced ended its turn, bought
and spent jokers at random; with it about a third of the 2-player games ended by dead rounds
(decision U23), because players left their sold and covered plants in the boat until they left the
game (see ``docs/study-ufern-des-nils.md``).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from scorer.games.ufern.moves import Action, Rot

if TYPE_CHECKING:
    from scorer.games.ufern.engine import Ufern

#: how often the player picks each kind of useful action when it can (a simulation setting, not a rule)
USEFUL_WEIGHTS = {"buy": 16.0, "harvest": 8.0, "grow": 6.0, "sow": 4.0, "restore": 2.0}


def _useful(options: dict[str, list[Action]]) -> list[str]:
    return [kind for kind in USEFUL_WEIGHTS if options.get(kind)]


def choose_action(state: Ufern, rng: random.Random) -> Action:
    """The action (or ``Done``) of the player to act in ``state`` (an
    :class:`~scorer.games.ufern.engine.Ufern` at its action step), drawn from ``rng``."""
    options = state._action_options()
    kinds = _useful(options)
    if kinds:
        kind = rng.choices(kinds, [USEFUL_WEIGHTS[k] for k in kinds])[0]
        return rng.choice(options[kind])
    if options["joker"] and _useful(_with_one_more_point(state)):
        return options["joker"][0]
    if options["buy joker"]:
        return options["buy joker"][0]
    return options["done"][0]


def _with_one_more_point(state: Ufern) -> dict[str, list[Action]]:
    """The actions the player could take with one more action point (what a joker would open)."""
    state.points += 1
    try:
        return state._action_options()
    finally:
        state.points -= 1


def choose_rot(state: Ufern, options: list[Rot], rng: random.Random) -> Rot:
    """The first player's rot choice: the one that rots the fewest own plants and the most of the
    others', ties at random."""
    me = state.seat

    def harm(move: Rot) -> tuple[int, int]:
        owners = [state.market[move.row][space - 1].owner for space in move.spaces]
        return owners.count(me), -len(owners)

    best = min(harm(m) for m in options)
    return rng.choice([m for m in options if harm(m) == best])
