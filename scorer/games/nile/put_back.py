"""What a NILE table puts back when a step is undone (:attr:`~scorer.engine.GameSpec.put_back`): the cards dealt
[Mise en place], the flood card turned up [1) Inondation] and the cards drawn [5) Piocher], without naming a
card (the page that undoes it may not have seen it). A trade, a planting, a speculation, a card told and the
final storages leave nothing to put back from the deck. And how a player's own step is named on their page, to take
it back (:func:`own_thing`: "Take back the flood card Wheat": the card turned up to start a turn, whoever entered it)."""

from __future__ import annotations

from typing import Any

from scorer.engine import say
from scorer.games.nile.moves import Deal, Draw, DrawOwed, Flood, Hold, Plant, Speculate, Trade


def put_back(state: Any, move: Any) -> str | None:
    """The cards a step undone took from the deck, back on it; None for a step that took none.

    >>> put_back(None, Flood(3))
    'put the card turned up onto the flood pile there back on top of the deck'
    >>> put_back(None, Draw(0, None))
    'put the card drawn there back on top of the deck'

    Each card of a draw of several is a step of its own, taken silently after the first: the first says them all
    ("put the 2 cards drawn there back on top of the deck", frderev C5).
    """
    if isinstance(move, Deal):
        return say("nile.undo.deal")
    if isinstance(move, Flood):
        return say("nile.undo.flood")
    if isinstance(move, Draw):  # the first of a draw of several is said for them all (the others are silent steps)
        left = _left(state, move.player)
        return say("nile.undo.draws", cards=left) if left > 1 else say("nile.undo.draw")
    if isinstance(move, DrawOwed):
        return say("nile.undo.draw-owed")
    return None


def own_thing(state: Any, move: Any, entry: Any) -> str | None:
    """A player's own step as their page names it to take it back (:attr:`~scorer.engine.GameSpec.own_thing`):
    the flood card turned up, a card drawn told, the cards told as held, a trade, a planting, a speculation; None
    for another step.

    >>> own_thing(None, Flood(3), "Wheat")
    'the flood card Wheat'
    """
    if isinstance(move, Flood):
        return say("nile.own-thing.flood", entry=entry)
    if isinstance(move, Draw):
        return say("nile.own-thing.drawn")
    if isinstance(move, Hold):
        return say("nile.own-thing.held")
    if isinstance(move, (Trade, Plant, Speculate)):
        return say("nile.own-thing.turn", entry=entry)
    return None


def _left(state: Any, seat: int) -> int:
    """The cards ``seat`` has still to draw in the draw due now (its first card drawn: all of them), else 1."""
    needs = getattr(state, "needs", None) or []
    due = needs[-1] if needs else None
    return due.left if due is not None and getattr(due, "seat", None) == seat and due.left > 0 else 1
