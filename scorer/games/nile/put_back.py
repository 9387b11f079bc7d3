"""What a NILE table puts back when a step is undone (:attr:`~scorer.engine.GameSpec.put_back`): the cards dealt
[Mise en place], the flood card turned up [1) Inondation] and the cards drawn [5) Piocher], without naming a
card (the page that undoes it may not have seen it). A trade, a planting, a speculation, a card told and the
final storages leave nothing to put back from the deck."""

from __future__ import annotations

from typing import Any

from scorer.engine import say
from scorer.games.nile.moves import Deal, Draw, DrawOwed, Flood


def put_back(state: Any, move: Any) -> str | None:
    """The cards a step undone took from the deck, back on it; None for a step that took none.

    >>> put_back(None, Flood(3))
    'put the card turned up onto the flood pile there back on top of the deck'
    >>> put_back(None, Draw(0, None))
    'put the card drawn there back on top of the deck'
    """
    if isinstance(move, Deal):
        return say("nile.undo.deal")
    if isinstance(move, Flood):
        return say("nile.undo.flood")
    if isinstance(move, Draw):
        return say("nile.undo.draw")
    if isinstance(move, DrawOwed):
        return say("nile.undo.draw-owed")
    return None
