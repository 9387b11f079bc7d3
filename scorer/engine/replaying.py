"""Replaying a record: a left fold of :meth:`~scorer.engine.GameState.apply` over its steps, each step's
notation read against the position it is played in; and a random playout."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Iterable, TypeVar

from scorer.engine.contract import CHANCE, TERMINAL, Checkpoint, GameState, IllegalMove, InvalidMove, Notation

@dataclass(frozen=True)
class Step:
    """One move of a record, with where it was written (``file:line:column``) and its context in
    the game's own words (``"round 2, trick 3"``)."""

    move: Any
    where: str
    context: str


@dataclass
class Violation:
    """An illegal step found while replaying: the step and the :class:`IllegalMove` it raised; ``later``: an
    earlier step a later one showed to be illegal (:meth:`~scorer.engine.GameState.overruled`: NIL's loop taken on
    trust, broken by a rack shown), which a table told so live may have chosen to play on from."""

    step: Step
    error: IllegalMove
    later: bool = False


@dataclass
class Replay:
    """The result of :func:`replay`: the final state, how many steps were applied, the violations, and
    ``moves``: the engine moves applied, each step's notation resolved and checkpoints left out (what a
    live session goes on from)."""

    state: GameState[Any]
    steps: int
    violations: list[Violation]
    moves: list[Any] = field(default_factory=list)

    @property
    def legal(self) -> bool:
        """True when no step broke a rule."""
        return not self.violations

    @property
    def played_on(self) -> bool:
        """True when steps broke a rule but each was found only later (:attr:`Violation.later`): the game as
        played goes on past them, and may be scored as played."""
        return bool(self.violations) and all(v.later for v in self.violations)


def replay(state: GameState[Any], steps: Iterable[Step], keep_going: bool = False, played_on: bool = False) -> Replay:
    """Apply ``steps`` to ``state`` in order (a left fold of ``apply``).

    Stops at the first illegal step unless ``keep_going``, in which case it applies what it can of
    each illegal step and collects every violation. With ``played_on`` it goes on past a step found illegal
    only later (:attr:`Violation.later`: the table heard it and played on, as ``nile score`` scores it) and
    stops at the first other one, so that a record is replayed once whether or not it was played on.
    An earlier step that a later one shows to be illegal (:meth:`~scorer.engine.GameState.overruled`; ``state`` a new game) is that earlier step's violation,
    found at the later one; not for a game ruled as it was live (:attr:`~scorer.engine.GameState.trusting`:
    the table heard it and played on). Raises :class:`InvalidMove` for an unreadable move, with the step's
    ``where`` and ``context`` filled in.
    """
    violations: list[Violation] = []
    moves: list[Any] = []
    applied = 0
    at: list[Step] = []  # the step of each move applied
    late = len(state.overruled())
    for step in steps:
        try:
            move = step.move.resolve(state) if isinstance(step.move, Notation) else step.move
            if isinstance(move, Checkpoint):
                err = move.verify(state)
            elif keep_going:
                err = state.apply_lenient(move)
            else:
                err = state.check(move)
                if err is None:
                    state.apply_ruled(move)
        except InvalidMove as exc:
            exc.where, exc.context = step.where, step.context
            raise
        if not isinstance(move, Checkpoint) and (err is None or keep_going):  # a move applied
            moves.append(move)
            at.append(step)
        applied += 1
        if err is not None:
            violations.append(Violation(step, err))
        direct = err is not None
        if not state.trusting and len(state.overruled()) > late:
            found = state.overruled()[late:]
            late += len(found)
            violations += [Violation(at[i] if 0 <= i < len(at) else step, e, later=True) for i, e in found]
            err = found[0][1]
        if err is not None and not keep_going and not (played_on and not direct):
            break
    return Replay(state, applied, violations, moves)


M = TypeVar("M")


def random_playout(state: GameState[M], rng: random.Random, max_moves: int = 1_000_000) -> list[M]:
    """Play ``state`` to the end with uniformly random legal moves and chance drawn from ``rng``.

    Returns the moves applied, in order. Raises RuntimeError if the game has not ended after
    ``max_moves`` moves (a termination bug).
    """
    moves: list[M] = []
    for _ in range(max_moves):
        player = state.current_player
        if player == TERMINAL:
            return moves
        move = state.sample_chance(rng) if player == CHANCE else state.sample_move(rng)
        state.apply(move)
        moves.append(move)
    raise RuntimeError(f"{state.game}: no end after {max_moves} moves")
