"""What an Ufern table puts back when a step is undone (:attr:`~scorer.engine.GameSpec.put_back`): the water
cards dealt into the stacks [Préparation] and a card whose back was turned up [Événements]. The first player
named and every player's step (a bid, a card laid, a crop sown) leave nothing to put back that the undo's
entry does not say. And how a player's own step is named on their page, to take it back (:func:`own_thing`: "Take
back your bid")."""

from __future__ import annotations

from typing import Any

from scorer.engine import say
from scorer.games.ufern.moves import Bid, Deal, Flood, Reveal


def put_back(state: Any, move: Any) -> str | None:
    """The water cards of a deal undone, or a card's back turned up, back as they were; None otherwise.

    >>> put_back(None, Deal(()))
    'put the water cards dealt there back as they were before the deal'
    >>> put_back(None, "first player 0") is None
    True
    """
    if isinstance(move, Deal):
        return say("ufern-des-nils.undo.deal")
    if isinstance(move, Reveal):
        return say("ufern-des-nils.undo.reveal")
    return None


def own_thing(state: Any, move: Any, entry: Any) -> str | None:
    """A player's own step as their page names it to take it back (:attr:`~scorer.engine.GameSpec.own_thing`):
    the bid (sealed: never its crops) and a water card laid; None for another step (an action is quoted).

    >>> own_thing(None, Bid(("flax",), 0), "flax"), own_thing(None, Deal(()), "?") is None
    ('your bid', True)
    """
    if isinstance(move, Bid):
        return say("ufern-des-nils.own-thing.bid")
    if isinstance(move, Flood):
        return say("ufern-des-nils.own-thing.water", entry=entry)
    return None
