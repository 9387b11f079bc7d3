"""A simulated game as a table types it at ``nile play`` or ``nile serve``: only the steps the session asks,
a whole trick or turn as one entry where the notation joins them. For the tests that play whole games
through the front ends and for ``benchmarks/entries.py``, which counts the entries.

:func:`typed_game` plays the seeded simulated game through a :class:`~scorer.session.TableSession`: the
steps the session takes by itself (the notation's ``automatic``) are not typed; the table types the rest,
each entry the notation's ``join`` of the steps that come next (or one step each, ``grouped=False``). What
the table saw and must say although the session went on by itself is typed as the table says it: a
Plague drawn in NILE (``Ben drew Plague``), and NIL's racks shown at the end, which the simulation knew
(the game's :attr:`~scorer.engine.GameSpec.told` and :attr:`~scorer.engine.GameSpec.told_last`).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence

from scorer.engine import GameSpec, GameState
from scorer.rulings import AUTO, Accepted
from scorer.session import TableSession


@dataclass
class TypedGame:
    """A simulated game typed: ``entries`` the texts typed, in order (each one accepted entry), ``moves``
    the simulation's engine moves, ``steps`` the engine steps a table typing every one would enter
    (the moves, and NIL's racks at the end), ``final`` the simulation's final state, ``session`` the
    session that ruled them (its record in the folder given)."""

    entries: list[str]
    moves: list[Any]
    steps: int
    final: GameState[Any]
    session: TableSession


def typed_game(spec: GameSpec, names: Sequence[str], seed: int, path: Path, variants: Sequence[str] = (),
               grouped: bool = True, tell: Callable[[Any, Any], list[str]] | None = None,
               tap: Callable[[Any, Sequence[Any]], tuple[str, int]] | None = None,
               joiner: Callable[[Any, Sequence[Any]], tuple[str, int]] | None = None) -> TypedGame:
    """Type the seeded simulated game of ``spec`` for ``names`` through a new :class:`TableSession` whose
    record is ``path`` (see the module docstring). With ``grouped=False`` each entry is one step, or, with
    ``tap``, what one tap on a phone enters for the steps that come next: ``tap(state, moves) -> (text,
    steps taken)`` (Ufern: a card removed and the event on its back). ``tell(simulated, session_state)``:
    the entries the players make on their own pages before each entry the table types, such as each card
    of a hand told (NILE: ``Ben holds Papyrus``, :func:`scorer.games.nile.seats.cards_to_tell`), each a step
    of the session's own that the simulation does not have. ``joiner(state, moves) -> (text, steps taken)``
    writes a grouped entry instead of the notation's ``join`` (Ufern's shorter forms:
    :func:`scorer.games.ufern.notation.join_short`). Raises AssertionError when an entry is refused
    or the game typed does not end with the simulation's scores."""
    final, moves = spec.simulate(names, seed, variants)
    notation, told = spec.notation, spec.told
    session = TableSession.start(spec, names, variants, path)
    shadow = spec.new_game(names, variants)  # the simulated game, in step with the session
    entries: list[str] = []
    said_at: set[int] = set()  # the steps the table told (the session put them where the draw began)
    done = tail = 0
    extra = 0  # the session's steps of its own before the simulation's step ``done`` (cards told)
    own_at: set[int] = set()  # where they are in the session's moves

    def enter(text: str) -> None:
        ruling = session.enter(text)
        assert isinstance(ruling, Accepted), (spec.slug, seed, done, text, ruling)
        entries.append(text)

    while True:
        while done < len(moves) and done + extra < len(session.moves):  # in step with the simulation
            at = done + extra
            if at in own_at:
                extra += 1  # a step of the session's own (a card told)
                continue
            said = told(shadow, moves[done]) if session.kinds[at] == AUTO and at not in said_at else None
            if said is not None and session.moves[at] != moves[done]:
                enter(said)  # replaces the step the session took there
                said_at.add(at)
                continue
            shadow.apply(moves[done])
            done += 1
        if session.over:
            break
        if tell is not None and done + extra == len(session.moves):
            told_now = tell(shadow, session.state)
            for text in told_now:
                own_at.add(len(session.moves))
                enter(text)
            if told_now:
                continue
        if done == len(moves):
            assert spec.told_last is not None, (spec.slug, seed, "the game goes on after the simulation's last move")
            enter(spec.told_last(final, session.state))
            tail += 1
            continue
        if grouped:
            enter((joiner or notation.join)(shadow, moves[done:])[0])
        else:
            enter(tap(session.state, moves[done:])[0] if tap is not None else notation.format(shadow, moves[done]))
    assert done == len(moves) and session.state.scores() == final.scores(), (spec.slug, seed, done, len(moves))
    return TypedGame(entries, moves, len(moves) + tail, final, session)
