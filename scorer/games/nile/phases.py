"""What NILE says of a move that cannot come in the phase the game is in (:func:`not_now` and :func:`after_end`, the
``refuse`` of the rows of :attr:`~scorer.games.nile.engine.Nile.PHASES`), and what a record implies after the end (a pass, the cards
owed), which is moot then.

The phases (:class:`~scorer.games.nile.table.Phase`) [Mise en place; Les étapes de chaque tour; Fin de la Partie]:
before the deal (the deal, or a game given as its final tally), the turns (the flood cards, the draws, a player's
steps 3 and 4, a hand told on the own page), and the game over (where a hand may still be told).

>>> from scorer.games.nile.engine import Nile
>>> from scorer.games.nile.moves import Deal, Flood, Pass, Tally
>>> state = Nile(["Anna", "Ben"])
>>> not_now(state, Flood(0)).reason, not_now(state, Pass(1)).reason
('the cards must be dealt first (five to each player)', 'the cards must be dealt before anyone plays')
>>> state.apply(Deal(None)); not_now(state, Tally(((0,) * 5, (0,) * 5))).reason
'a final tally replaces the whole game; it cannot follow moves'
>>> not_now(state, "a pawn")
Traceback (most recent call last):
scorer.engine.InvalidMove: not a NILE move: 'a pawn'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Never, NoReturn

from scorer.engine import IllegalMove, InvalidMove
from scorer.engine.said import say
from scorer.games.nile.moves import Deal, Draw, DrawOwed, Flood, Hold, Move, Pass, Plant, Speculate, Tally, Trade
from scorer.games.nile.table import R_END, R_SETUP

if TYPE_CHECKING:
    from scorer.games.nile.engine import Nile


def not_now(state: Nile, move: Move) -> IllegalMove:
    """Why ``move`` cannot come before the game ends (the ``refuse`` of the rows of the deal and of the turns): a
    tally only replaces a whole game [Fin de la Partie]; the deal once, at the start
    (a card owed at a player's step is said first: nothing was called) [Mise en place]; before the deal, no card
    turned up or drawn, no player's step and no hand told [Mise en place]. Raises :class:`InvalidMove` for an
    object that is no NILE move at all."""
    match move:
        case Tally():
            return IllegalMove(move, R_END, say("nile.tally.after-moves"))
        case Deal():
            return state._chance_due(move) or IllegalMove(move, R_SETUP, say("nile.deal.once"))
        case Flood() | Draw() | DrawOwed():
            return IllegalMove(move, R_SETUP, say("nile.deal.first"))
        case Trade() | Plant() | Speculate() | Pass():
            return IllegalMove(move, R_SETUP, say("nile.turn.deal-first"))
        case Hold():
            return IllegalMove(move, R_SETUP, say("nile.hold.after-deal", player=state.players[move.player]))
        case _:
            not_a_move(move)


def after_end(state: Nile, move: Move) -> IllegalMove:
    """Why ``move`` cannot come once the game is over (the ``refuse`` of its row): a tally only replaces a whole
    game, anything else is not played (:func:`game_over`) [Fin de la Partie]. Raises :class:`InvalidMove` for an
    object that is no NILE move at all."""
    match move:
        case Tally():
            return not_now(state, move)
        case Deal() | Flood() | Draw() | DrawOwed() | Trade() | Plant() | Speculate() | Pass() | Hold():
            return game_over(state, move)
        case _:
            not_a_move(move)


def game_over(state: Nile, move: object) -> IllegalMove:
    """Nothing is played once the game is over, saying why it ended [Fin de la Partie]."""
    return IllegalMove(move, R_END, say("nile.over", why=state.end_reason))


def owed_before_deal(state: Nile, move: DrawOwed) -> IllegalMove | None:
    """Before the deal, "any payout now due" finds none (nothing to rule); a seat's cards owed wait for the deal
    [Mise en place]."""
    return None if move.player is None else IllegalMove(move, R_SETUP, say("nile.deal.first"))


def owed_after_end(state: Nile, move: DrawOwed) -> IllegalMove | None:
    """After the end a draw the record implies (or "any payout now due") is moot; a seat's draw written out is
    not [Fin de la Partie]."""
    return None if move.implied or move.player is None else game_over(state, move)


def pass_after_end(state: Nile, move: Pass) -> IllegalMove | None:
    """After the end a pass the record implies (a turn without planting or speculating) is moot; one written out
    is not [Fin de la Partie]."""
    return None if move.implied else game_over(state, move)


def moot(state: Nile, move: Move) -> None:
    """The effect of a step that is moot where it comes: nothing."""


def not_a_move(move: Never) -> NoReturn:
    """``typing.assert_never`` for a move dispatch (mypy sees every move type of :data:`Move` handled), raising
    InvalidMove, as the contract says, for an object that is no NILE move at all."""
    raise InvalidMove(f"not a NILE move: {move!r}")
