"""What Land Unter says of a move that cannot come in the phase the game is in (the ``refuse`` of each row of
:attr:`~scorer.games.land_unter.engine.LandUnter.PHASES`), and what every move must mean before a phase looks
at it (``READS``: a seat, a weather card, a player per entry that exist, else :class:`InvalidMove`).

The phases [Déroulement du jeu]: the deal (and a round's end counts), the two water-level cards turned up
(phase 1), the weather cards played (phase 2; phases 3-4 follow by themselves when the last card is in), the
end of the game. A hand may be written down in phases 1 and 2 (:mod:`~scorer.games.land_unter.written`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorer.engine import IllegalMove, InvalidMove, say
from scorer.games.land_unter.moves import Announce, HandWritten, Move, Play
from scorer.games.land_unter.rules import (R_ELIMINATION, R_GAME_END, R_NEXT_ROUND, R_PLAY, R_ROUND_END, R_SETUP,
                                          R_TURN_UP, TRICKS_PER_ROUND)
from scorer.games.land_unter.tally import RoundTally

if TYPE_CHECKING:
    from scorer.games.land_unter.engine import LandUnter


def eliminated(state: LandUnter, move: Play) -> IllegalMove:
    """The player of ``move`` is out of the round [Déroulement du jeu, Important]: said whatever the phase of
    the trick, the real reason a card cannot come."""
    return IllegalMove(move, R_ELIMINATION, say("land-unter.play.out", player=state.players[move.player],
                                                round=state.round, trick=state.out_trick[move.player]))


def game_over(state: LandUnter, move: Move) -> IllegalMove:
    """Nothing comes once the last round is scored [Fin de la partie]."""
    return IllegalMove(move, R_GAME_END, say("land-unter.game.over", players=state.n, rounds=state.n))


def at_the_deal(state: LandUnter, move: Move) -> IllegalMove:
    """A trick's move before the round is dealt: the last round is over [Fin d'une manche]; a hand is written
    down once it is dealt [Préparation]."""
    if isinstance(move, HandWritten):
        return IllegalMove(move, R_SETUP, say("land-unter.hand.not-dealt", player=state.players[move.seat],
                                              round=state.round))
    return IllegalMove(move, R_ROUND_END, say("land-unter.round.over-already", round=state.round - 1,
                                              why=state.round_end_reason))


def dealt(state: LandUnter, move: Announce) -> IllegalMove:
    """Lifebelts announced once the round is dealt: every player announced them at the deal [Setup;
    Préparation], and from round 2 they pass with the hands [Next round; Manche suivante]."""
    name = state.players[move.seat]
    if state.round > 1:
        return IllegalMove(move, R_NEXT_ROUND, say("land-unter.announce.passed", player=name, round=state.round))
    return IllegalMove(move, R_SETUP, say("land-unter.announce.twice", player=name,
                                          belts=state.hand_belts[state.hand_of(move.seat)]))


def mixed(move: RoundTally) -> IllegalMove:
    """A round's end counts in a round played trick by trick [decision: a game is one or the other]."""
    return IllegalMove(move, R_ROUND_END, say("land-unter.tally.mixed"))


def at_the_turn_up(state: LandUnter, move: Move) -> IllegalMove:
    """A card before the trick's water-level cards are turned up [Déroulement du jeu, 1]; a deal or a round's
    end counts while the round goes on [Fin d'une manche]."""
    if isinstance(move, Play):
        return eliminated(state, move) if state.out[move.player] else \
            IllegalMove(move, R_TURN_UP, say("land-unter.trick.turn-up-first"))
    if isinstance(move, RoundTally):
        return mixed(move)
    if isinstance(move, Announce):
        return dealt(state, move)
    return IllegalMove(move, R_ROUND_END, say("land-unter.round.not-over", round=state.round, played=state.trick,
                                              tricks=TRICKS_PER_ROUND, left=len(state.active())))


def in_the_trick(state: LandUnter, move: Move) -> IllegalMove:
    """Anything but a card while the trick's cards are played [Déroulement du jeu, 2]."""
    if isinstance(move, RoundTally):
        return mixed(move)
    if isinstance(move, Announce):
        return dealt(state, move)
    missing = [state.players[p] for p in state.order if p not in state.plays]
    return IllegalMove(move, R_PLAY, say("land-unter.trick.incomplete", trick=state.trick + 1, round=state.round,
                                         missing=missing))


def read_play(state: LandUnter, move: Play) -> None:
    """A card of a seat that exists, numbered 1 to 60."""
    if not 0 <= move.player < state.n:
        raise InvalidMove(f"there is no seat {move.player}")
    if not 1 <= move.card <= state.max_card:
        raise InvalidMove(say("land-unter.read.no-weather-card", card=move.card, top=state.max_card))


def read_announce(state: LandUnter, move: Announce) -> None:
    """Lifebelts announced by a seat that exists, a count of 0 or more."""
    if not 0 <= move.seat < state.n:
        raise InvalidMove(f"there is no seat {move.seat}")
    if move.belts < 0:
        raise InvalidMove(say("land-unter.shape.negative-belts"))


def read_hand(state: LandUnter, move: HandWritten) -> None:
    """A hand written down by a seat that exists."""
    if not 0 <= move.seat < state.n:
        raise InvalidMove(f"there is no seat {move.seat}")


def read_tally(state: LandUnter, move: RoundTally) -> None:
    """End counts for every player."""
    if not len(move.kept) == len(move.out) == len(move.water) == state.n:
        raise InvalidMove(f"a round tally needs one entry per player ({state.n})")
