"""What a Land Unter table puts back when a step is undone (:attr:`~scorer.engine.GameSpec.put_back`): the two
water-level cards turned up [Déroulement d'un pli], and nothing else. The lifebelts announced, a hand written
down, a weather card played (it goes back to its hand, as the undo's entry says) and a deal (the cards stay
dealt, the lifebelts are announced again) leave nothing to put back (lureview defect 6a). And how a player's own step is named on their page, to take it back
(:func:`own_thing`: "Take back your card 5")."""

from __future__ import annotations

from typing import Any

from scorer.engine import say
from scorer.games.land_unter.moves import Announce, HandWritten, Play, TurnUp


def put_back(state: Any, move: Any) -> str | None:
    """The water-level cards of a turn-up undone, back on top of their pile; None for any other step.

    >>> put_back(None, TurnUp((7, 1)))
    'if the water-level cards 7 and 1 were turned up there, put them back on top of the pile'
    >>> put_back(None, "Anna 6") is None
    True
    """
    if isinstance(move, TurnUp):
        return say("land-unter.undo.turn-up", first=move.cards[0], second=move.cards[1])
    return None


def own_thing(state: Any, move: Any, entry: Any) -> str | None:
    """A player's own step as their page names it to take it back (:attr:`~scorer.engine.GameSpec.own_thing`):
    the weather card played, the lifebelts counted and announced, the hand written down; None for another step.

    >>> own_thing(None, Play(0, 5), "Anna 5"), own_thing(None, Announce(0, 4), "Anna 4")
    ('your card 5', 'your count 4')
    """
    if isinstance(move, Play):
        return say("land-unter.own-thing.card", card=move.card)
    if isinstance(move, Announce):
        return say("land-unter.own-thing.count", count=move.belts)
    if isinstance(move, HandWritten):
        return say("land-unter.own-thing.hand")
    return None
