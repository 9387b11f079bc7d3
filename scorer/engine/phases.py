"""Phases as data (boardgame.io's ``phases``): a game whose state is in one phase at a time (``phase``, one
member of the game's ``Phase`` enum) says in one table, per phase, which move types may come, each with its
check and its effect, the legal-move generator, and the one ruling for a move that cannot come now; the base
class :class:`Phased` looks the move up and applies the table, so no check of a move asks the phase itself.

>>> from dataclasses import dataclass
>>> from enum import Enum
>>> from scorer.engine import IllegalMove, Ranking
>>> class Stage(Enum):
...     BID, OVER = "bid", "over"
>>> @dataclass(frozen=True)
... class Bid:
...     amount: int
>>> class Toy(Phased[Stage, Bid]):
...     phase = Stage.BID
...     current_player, is_over = 0, False
...     def bid(self, move):
...         self.phase = Stage.OVER
...     def sample_chance(self, rng): raise ValueError
...     def ranking(self): raise NotImplementedError
>>> Toy.PHASES = {
...     Stage.BID: PhaseRules({Bid: Allowed(lambda s, m: None, Toy.bid)}, lambda s: [Bid(1)],
...                           lambda s, m: IllegalMove(m, "r", "never")),
...     Stage.OVER: PhaseRules({}, refuse=lambda s, m: IllegalMove(m, "End", "the game is over"))}
>>> toy = Toy()
>>> toy.legal_moves(), toy.check(Bid(3))
([Bid(amount=1)], None)
>>> toy.apply(Bid(3)); toy.legal_moves(), toy.check(Bid(4)).reason
([], 'the game is over')
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Callable, ClassVar, Generic, Mapping, TypeVar

from scorer.engine.contract import GameState, IllegalMove

P = TypeVar("P", bound=Enum)
M = TypeVar("M")


@dataclass(frozen=True)
class Allowed:
    """A move type a phase lets come: its ``check`` (``(state, move) -> IllegalMove | None``, never changing
    the state) and its ``effect`` (``(state, move) -> None``, carrying out a checked move)."""

    check: Callable[[Any, Any], IllegalMove | None]
    effect: Callable[[Any, Any], None]


def _no_moves(state: object) -> list[Any]:
    return []


def _not_now(state: object, move: object) -> IllegalMove:
    return IllegalMove(move, "", f"{move} cannot come now")


@dataclass(frozen=True)
class PhaseRules:
    """One phase's row of the table: ``moves`` the move types it lets come (:class:`Allowed`), ``legal`` the
    moves the current player may make (``state -> list``; none at a chance step), ``refuse`` the ruling on a
    move that cannot come now (``(state, move) -> IllegalMove``: the rule that says what comes instead), and
    ``lenient`` what a refused move still does when applied anyway (``nile check --keep-going``; by move type,
    nothing for a type not named)."""

    moves: Mapping[type, Allowed]
    legal: Callable[[Any], list[Any]] = _no_moves
    refuse: Callable[[Any, Any], IllegalMove] = _not_now
    lenient: Mapping[type, Callable[[Any, Any], None]] = field(default_factory=dict)


class Phased(GameState[M], Generic[P, M]):
    """A :class:`~scorer.engine.GameState` run by its phase table: ``PHASES`` (``phase -> PhaseRules``, every
    member of the game's ``Phase`` enum) and ``READS`` (by move type, what a move must mean in this game
    before any phase looks at it: ``(state, move) -> None``, raising :class:`~scorer.engine.InvalidMove` for
    a seat or a card that does not exist). :meth:`legal_moves`, :meth:`check` and :meth:`_do` look the move
    up in the row of the current ``phase``."""

    phase: P
    PHASES: ClassVar[Mapping[Any, PhaseRules]]
    READS: ClassVar[Mapping[type, Callable[[Any, Any], None]]] = {}

    def legal_moves(self) -> list[M]:
        """The current phase's legal moves (:attr:`PhaseRules.legal`)."""
        return self.PHASES[self.phase].legal(self)

    def check(self, move: M) -> IllegalMove | None:
        """The move read (``READS``), then checked by its phase's row: its own check where the phase lets it
        come, else the phase's one ruling for a move that cannot come now."""
        read = self.READS.get(type(move))
        if read is not None:
            read(self, move)
        rules = self.PHASES[self.phase]
        allowed = rules.moves.get(type(move))
        return rules.refuse(self, move) if allowed is None else allowed.check(self, move)

    def _do(self, move: M) -> None:
        """The move's effect in the current phase; a move the phase refuses does what its ``lenient`` says."""
        rules = self.PHASES[self.phase]
        allowed = rules.moves.get(type(move))
        if allowed is not None:
            allowed.effect(self, move)
        elif type(move) in rules.lenient:
            rules.lenient[type(move)](self, move)
