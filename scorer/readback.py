"""Whether the record a table session is about to save reads back to the game it plays (issue 22).

A session saves its record after every step, and the game must go on from that record after a restart
(``nile play FILE``, ``nile serve FILE``): so, in every game, the record is read back before it is written, as
:meth:`~scorer.session.TableSession.resume` reads it (ruled as live, ``trusting``) and must give back the
live game as every seat sees it: whose step it is, the position in words, and each seat's hidden things in
the game's words (:attr:`~scorer.engine.Secrets.hand`: NILE's hand, cards told and not told, and storage;
Land Unter's hands written down; NIL's racks, tiles told and not). A record that would not is
never saved: the step is taken back (:class:`~scorer.rulings.SessionError`), so a restart never finds a
record the game cannot go on from.

The check is read from the record's data (the text written is its YAML dump) and replayed from where the
last record read back left off, where the new one only adds steps to it (most entries), else from the last
of the positions kept every :data:`EVERY` steps that the record's steps still lead through: an entry costs
a replay of the record's new steps, not of the whole game (reading the record's text is still the whole
record's: ``benchmarks/readback.py`` measures both).
"""

from __future__ import annotations

from typing import Any

from gamedata.yamlfile import SourceError, YamlDocument
from scorer.engine import GameSpec, GameState, InvalidMove, replay

#: a position is kept every this many steps of the record read back
EVERY = 48


class ReadBack:
    """The positions of the last record read back (every :data:`EVERY` steps, and the last one), to replay the
    next one from."""

    def __init__(self) -> None:
        self.moves: list[Any] = []  # the moves of the steps of the last record read back
        self.kept: list[tuple[int, GameState[Any]]] = []  # (steps replayed, the game then), in order
        self.last: tuple[int, GameState[Any]] | None = None  # the last record's whole replay, (steps, game) (not a copy)

    def problem(self, spec: GameSpec, live: GameState[Any], record: dict[str, Any], file: str) -> str | None:
        """Why ``record`` (a mapping, as :meth:`~scorer.session_file.RecordFile.record` makes it) would not
        read back to ``live``, the session's game, or None when it does (see the module docstring)."""
        from scorer.record import record_from_document

        try:
            read = record_from_document(YamlDocument(file, record))
        except SourceError:
            return "it would not read"
        moves = [step.move for step in read.steps]
        same = next((i for i, (a, b) in enumerate(zip(moves, self.moves)) if not _same(a, b)),
                    min(len(moves), len(self.moves)))
        done, game = self._start(same, read.state)
        game.trusting = True  # ruled as it was live, as a resumed record is
        self.moves, self.last = moves, None
        try:
            while done < len(read.steps):
                end = min(len(read.steps), (done // EVERY + 1) * EVERY)
                result = replay(game, read.steps[done:end])
                if not result.legal:
                    self.kept, self.moves = [], []  # (why is not said: it may tell a seat's hidden cards)
                    return f"{result.violations[0].step.context} would be ruled illegal"
                done = end
                if done % EVERY == 0:
                    self.kept.append((done, game.clone()))
        except InvalidMove as exc:
            self.kept, self.moves = [], []
            return f"{exc.context} would not read"
        self.last = (done, game)
        return _difference(spec, live, game)

    def _start(self, same: int, new: GameState[Any]) -> tuple[int, GameState[Any]]:
        """Where to replay a record from whose first ``same`` steps are the last record's: the last record's
        own game where the new record only adds steps to it (most entries: no copy), else the last position
        kept within those steps (a copy), else the record's new game ``new`` (no step replayed)."""
        self.kept = [(n, game) for n, game in self.kept if n <= same]
        if self.last is not None and self.last[0] == same:
            return self.last
        return (self.kept[-1][0], self.kept[-1][1].clone()) if self.kept else (0, new)


def _same(a: Any, b: Any) -> bool:
    """True when the steps ``a`` and ``b`` are the same move or the same check (a checkpoint, compared by its
    fields)."""
    if a == b:
        return True
    try:
        return type(a) is type(b) and vars(a) == vars(b)
    except TypeError:  # no fields to compare
        return False


def _difference(spec: GameSpec, live: GameState[Any], read: GameState[Any]) -> str | None:
    """The first thing a seat would see differently in ``read`` (the record read back) than in ``live``."""
    if (read.current_player, read.position()) != (live.current_player, live.position()):
        return f"it reads back to '{read.position()}', where the game is at '{live.position()}'"
    for seat in range(len(live.players)):
        if spec.secrets.hand(live, seat) != spec.secrets.hand(read, seat):  # (what differs is that seat's secret)
            return f"{live.players[seat]}'s hidden cards would read back differently"
    return None
