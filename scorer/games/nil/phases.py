"""What NIL says of a move that cannot come in the phase the game is in (the ``refuse`` of each row of
:attr:`~scorer.games.nil.engine.Nil.PHASES`), and what a move does when it is applied anyway (``nile check
--keep-going``: every move's effect is its own, whatever the phase, as a record read past a refusal expects).

The phases (:class:`~scorer.games.nil.rules.Phase`) [Début de la partie; Fin du tour; Fin de la partie]: the start
draw (or the start player named, or a game given as its score pad's totals), the deal, a player's turn (a tile,
a crossing, stop, blocked; the tiles of a rack told on the own page), the draw after it, the racks left still to
show at the end, and the game over (where the racks left may still be written, and are checked).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, assert_never

from scorer.engine import IllegalMove, say
from scorer.games.nil.moves import (Blocked, Cross, Deal, Draw, Hold, Move, Place, RackLeft, Reveal, StartDraw,
                                   StartPlayer, StartTiles, Stop, Tally)
from scorer.games.nil.rules import R_DEAL, R_DRAW, R_END, R_SCORE, R_START_PLAYER, R_TURN

if TYPE_CHECKING:
    from scorer.games.nil.engine import Nil


def out_of_order(state: Nil, move: Move) -> IllegalMove:
    """Why ``move`` cannot come before the game ends, citing the rule that places it in the game (the start
    draw, the deal, a turn, the draw after it), with the step that comes next."""
    nxt = state.position()
    match move:
        case Reveal() | RackLeft():
            return IllegalMove(move, R_END, say("nil.end.not-ended", next=nxt))
        case StartDraw() | StartPlayer() | StartTiles():
            return IllegalMove(move, R_START_PLAYER, say("nil.start.once", next=nxt))
        case Deal():
            return IllegalMove(move, R_DEAL, say("nil.deal.once", next=nxt))
        case Tally():
            return IllegalMove(move, R_SCORE, say("nil.tally.after-moves"))
        case Draw():
            return IllegalMove(move, R_DRAW, say("nil.draw.not-now", rack=state.board.rack, next=nxt))
        case Place() | Cross() | Stop() | Blocked() | Hold():
            return IllegalMove(move, R_TURN, say("nil.turn.before-the-deal", next=nxt))
        case _:
            assert_never(move)


def racks_left_only(state: Nil, move: Move) -> IllegalMove:
    """After the last turn only the racks left come (and the tiles told of them) [Points négatifs, 3]."""
    return IllegalMove(move, R_END, say("nil.end.only-racks-left", why=state.end_reason))


def game_over(state: Nil, move: Move) -> IllegalMove:
    """Nothing comes once the game is over and its racks left are in [Fin de la partie]."""
    return IllegalMove(move, R_END, say("nil.game.over", why=state.end_reason))


def check_reveal_over(state: Nil, move: Reveal) -> IllegalMove | None:
    """The racks left written after the game ended with every rack known: checked against what is known of
    them, once; written again, the game is over."""
    return game_over(state, move) if state.end_told else state._check_reveal(move)


def check_rack_left_over(state: Nil, move: RackLeft) -> IllegalMove | None:
    """One rack left written after the game ended with every rack known: checked, unless they are all in."""
    return game_over(state, move) if state.end_told else state._check_end_rack(move)


def told_over(state: Nil, move: Move) -> None:
    """The racks left written once the game is over: nothing changes but that they are told (a rack shown
    settles the loops taken on trust of its player)."""
    if isinstance(move, RackLeft):
        state.end_given[move.seat] = (move.rack, move.minus)
        shown = [(move.seat, move.rack)]
    else:
        state.end_told = True
        shown = list(enumerate(move.racks[:state.n])) if isinstance(move, Reveal) else []
    for seat, rack in shown:
        if rack is not None:
            state._shown(seat, rack, end=True)
