"""What a NIL table puts back when a step is undone (:attr:`~scorer.engine.GameSpec.put_back`): the tiles drawn
from the bag, for the start draw [Début de la partie], the racks' first tiles and a draw after a turn [Fin du
tour]; and a blocked rack, shown and put in the bag [Aucune tuile possible], taken out of it again onto the rack
(nilrev2 defect 3: the undo of a stop that led to blocked turns said to put the new tiles back, never to take the
old racks back, though the record says again that the players hold them). A start player named, a tile placed, a rack shown or told and the score pad's totals leave nothing
to put back (nothing came out of the bag there). And how a player's own step is named on their page, to take it
back (:func:`own_thing`: "Take back your start tiles")."""

from __future__ import annotations

from typing import Any

from scorer.engine import say
from scorer.games.nil.moves import Blocked, Cross, Deal, Draw, Hold, Place, StartDraw, StartTiles


def put_back(state: Any, move: Any) -> str | None:
    """The tiles a draw undone took from the bag, back in it, and a blocked rack undone, out of it again (its
    kinds were shown to the table, ``state`` the position before it: the player whose rack it was); a crossing
    undone, the tile it replaced out of the bag back on its square and the universal back on its player's rack
    [Croisement du fleuve]; None for a step that drew none.

    >>> put_back(None, StartDraw((("bend",), ("straight",))))
    'put the tiles drawn there to choose the start player back in the bag'
    >>> put_back(None, Draw(("bend", None)))
    'put the 2 tiles drawn there back in the bag'
    >>> put_back(None, Draw(("bend",)))
    'put the tile drawn there back in the bag'
    >>> put_back(None, Draw(())) is None
    True
    """
    if isinstance(move, (StartDraw, StartTiles)):
        return say("nil.undo.start-draw")
    if isinstance(move, Deal):
        return say("nil.undo.deal")
    if isinstance(move, Blocked) and move.rack:
        return say("nil.undo.blocked", player=state.players[state.turn], tiles=len(move.rack),
                   rack=[state.board.typed(k) for k in move.rack])
    if isinstance(move, Cross):  # the tile crossed went to the bag; the universal came from the rack (nilrev3 D4)
        board, replaced = state.board, state.river.tiles.get(move.square)
        kind = board.term(replaced) if replaced in board.kinds else say("nil.news.a-tile")
        return say("nil.undo.cross", kind=kind, square=board.name(move.square), player=state.players[state.turn])
    if isinstance(move, Draw) and move.tiles:
        return say("nil.undo.draw-one") if len(move.tiles) == 1 else say("nil.undo.draw", tiles=len(move.tiles))
    return None


def own_thing(state: Any, move: Any, entry: Any) -> str | None:
    """A player's own step as their page names it to take it back (:attr:`~scorer.engine.GameSpec.own_thing`):
    the start tiles shown, the tiles told as held, a tile placed; None for another step.

    >>> own_thing(None, StartTiles(0, ("bend", "arc", "arc")), "Anna: bend arc arc")
    'your start tiles'
    """
    if isinstance(move, StartTiles):
        return say("nil.own-thing.start")
    if isinstance(move, Hold):
        return say("nil.own-thing.held")
    if isinstance(move, Place):
        return say("nil.own-thing.tile", entry=entry)
    return None
