"""What each seat of NIL keeps hidden: its rack (:data:`SECRETS`, declared on the game's
:class:`~scorer.engine.GameSpec`).

The rules: each player draws tiles from the bag onto a rack the others do not see [Début de la partie];
every tile laid, a rack shown when blocked [Aucune tuile possible] and the racks left at the end [Points
négatifs] are public. A rack is known to the referee only where it was typed (the deal or a draw written
tile by tile, as a simulation does); such a rack is its owner's, and a draw written tile by tile is the
drawer's entry.

>>> from scorer.games.nil.moves import Draw
>>> from scorer.games.nil.engine import Nil
>>> state = Nil(["Anna", "Ben"])
>>> sorted(owners(state, Draw(("bend", None)))), sorted(owners(state, Draw((None, None))))
([0], [])
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from scorer.engine import Ranking, Seat, Secrets
from scorer.games.nil.engine import Nil
from scorer.games.nil.moves import Deal, Draw
from scorer.games.nil.rules import OVER


def seen_by(state: Nil, seat: Seat) -> Nil:
    """``state`` as ``seat`` knows it (None: the table): every other rack unseen, as if its tiles had been
    drawn face down. Once the game is over the racks left have been shown. A copy; ``state`` is not changed."""
    view = state.clone()
    assert isinstance(view, Nil)
    if state.phase == OVER:
        return view
    for p in range(state.n):
        if p != seat and view.racks[p]:
            view.seen -= view.racks[p]
            view.unseen[p] += sum(view.racks[p].values())
            view.racks[p] = Counter()
            view.hidden_draws = True
    return view


def owners(state: Nil, move: Any) -> frozenset[int]:
    """The seats whose racks ``move`` writes down: a deal naming tiles, a draw naming tiles (the drawer's,
    the player whose turn it is)."""
    if isinstance(move, Deal):
        return frozenset(p for p, rack in enumerate(move.racks) if any(k is not None for k in rack))
    if isinstance(move, Draw) and any(k is not None for k in move.tiles):
        return frozenset({state.turn})
    return frozenset()


def hide(state: Nil, move: Any, seat: Seat) -> Any:
    """``move`` as ``seat`` may read it: the other seats' tiles of a deal or a draw as ``?``."""
    if isinstance(move, Deal):
        return Deal(tuple(rack if p == seat else (None,) * len(rack) for p, rack in enumerate(move.racks)))
    if isinstance(move, Draw) and owners(state, move) - {seat}:
        return Draw((None,) * len(move.tiles))
    return move


def hand(state: Nil, seat: int) -> list[tuple[str, list[str]]]:
    """The tiles on ``seat``'s rack as far as the referee knows them (by kind), the unseen ones counted."""
    tiles = sorted(state.racks[seat].elements())
    if state.unseen[seat]:
        tiles.append(f"{state.unseen[seat]} not shown")
    return [("rack", tiles)]


def ranking(state: Nil, seat: Seat) -> Ranking:
    """The score pad is public (every tile laid is in sight)."""
    return state.ranking()


SECRETS = Secrets(seen_by=seen_by, owners=owners, hide=hide, hand=hand, ranking=ranking)
