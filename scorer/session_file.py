"""The record file of a table session: written atomically and durably after every step, never over a
record another program changed, the resumed record's own text kept beside it before its first rewrite
(:class:`RecordFile`, a mixin of :class:`~scorer.session.TableSession`), and the names of new records."""

from __future__ import annotations

import datetime
import os
import stat
from pathlib import Path
from typing import Any, Callable

from scorer.engine import GameSpec, with_header
from scorer.readback import ReadBack
from scorer.record_text import RecordText
from scorer.rulings import SessionError


def default_record_path(slug: str, folder: Path = Path("output"), today: datetime.date | None = None) -> Path:
    """A new record's file: ``<folder>/<slug>-<YYYY-MM-DD>.yaml``, or ``-2``, ``-3``... after the date when
    that file exists (an existing file is never chosen).

    >>> default_record_path("nil", Path("/nonexistent"), datetime.date(2026, 11, 24)).name
    'nil-2026-11-24.yaml'
    """
    return free_name(folder / f"{slug}-{(today or datetime.date.today()).isoformat()}.yaml")


def free_name(path: Path, reuse: Callable[[Path], bool] = lambda taken: False) -> Path:
    """``path`` if nothing is there (not even a broken link), else the first free ``<stem>-2<suffix>``,
    ``<stem>-3<suffix>``...; a name already taken that ``reuse`` accepts (a file holding what would be
    written) is returned as it is.

    >>> free_name(Path("/nonexistent/game.yaml")).name
    'game.yaml'
    """
    found, n = path, 1
    while (found.exists() or found.is_symlink()) and not reuse(found):
        n += 1
        found = path.with_name(f"{path.stem}-{n}{path.suffix}")
    return found


def _begins(moves: list[Any], first: list[Any]) -> bool:
    """True when ``moves`` begin with the moves ``first`` (the same objects, or equal ones).

    >>> _begins([1, 2, 3], [1, 2]), _begins([1, 2], [1, 2, 3]), _begins([1, 5, 3], [1, 2])
    (True, False, False)
    """
    return len(first) <= len(moves) and all(a is b or a == b for a, b in zip(first, moves))


class RecordFile:
    """The record file of a :class:`~scorer.session.TableSession` (see the module docstring): the session
    gives ``spec``, ``players``, ``variants``, ``moves``, ``header``, ``path`` and the file's bookkeeping
    (``_original``, ``_on_disk``, ``kept_as``, ``notices``)."""

    spec: GameSpec
    players: list[str]
    variants: list[str]
    moves: list[Any]
    state: Any
    readback: ReadBack  # the check that the record saved reads back to the game
    header: dict[str, Any]
    path: Path
    _original: str | None  # a resumed record's text, until it is first rewritten
    _on_disk: bytes | None  # what the file held when this session last read or wrote it
    kept_as: Path | None
    notices: list[str]
    #: the game's record writer kept from the last save (:attr:`GameSpec.record_writer`): (players, variants,
    #: the moves it wrote, the writer), or None (none yet, or a game without one)
    _writer: tuple[list[str], list[str], list[Any], Any] | None = None
    _dumper: RecordText | None = None  # the record's YAML text, its unchanged parts kept from the last save

    # --- the record file ------------------------------------------------------------------------------
    def record(self) -> dict[str, Any]:
        """The record of the game so far, as a mapping for ``yaml.safe_dump`` (the ordinary format): written by
        the game's record writer kept from the last save, given only the moves since, where the moves it wrote
        are still the game's first ones (an entry added steps: most saves); else (an undo, a game without a
        writer) from the first move. The same record either way."""
        make = self.spec.record_writer
        if make is None:
            return with_header(self.spec.write_record(self.players, self.variants, self.moves), self.header)
        kept, self._writer = self._writer, None  # (not kept if a move below raises: the next save starts anew)
        if kept is None or (kept[0], kept[1]) != (self.players, self.variants) or not _begins(self.moves, kept[2]):
            kept = (list(self.players), list(self.variants), [], make(self.players, self.variants))
        written, writer = kept[2], kept[3]
        for move in self.moves[len(written):]:
            writer.add(move)
            written.append(move)
        self._writer = kept
        return with_header(writer.record(), self.header)

    def _text(self, record: dict[str, Any] | None = None) -> str:
        """The record's text (of ``record``, default :meth:`record`): its YAML dump, the text of the rounds or
        turns unchanged since the last save kept (:class:`~scorer.record_text.RecordText`)."""
        if self._dumper is None:
            self._dumper = RecordText()
        note = (f"# {self.spec.title}, recorded at the table (go on with: nile play {self.path.name}, "
                f"or nile serve {self.path.name}).\n")
        return note + self._dumper.dump(self.record() if record is None else record)

    def save(self, overwrite: bool = True) -> None:
        """Write the record atomically and durably. The first time a resumed record that nile did not
        write is rewritten, its text is first kept beside it (:attr:`kept_as`, ``<name>.before-play.yaml``)
        so nothing the table typed is lost. A record that another program changed since this session
        last read or wrote it (another ``nile play`` on it, an editor) is never overwritten: the game goes
        on in ``<name>.continued.yaml`` (:attr:`path` changes) and :attr:`notices` says so. A record that
        would not read back to the game (:mod:`scorer.readback`) is never written. Raises
        :class:`SessionError` when it cannot be written, or would not read back."""
        from gamedata.outfile import OutputError, written

        record = self.record()
        problem = self.readback.problem(self.spec, self.state, record, str(self.path))
        if problem is not None:  # never a record the game cannot go on from (see scorer.readback)
            raise SessionError(f"this step was not recorded: the record would not read back to the game ({problem}); "
                               f"the game stays as it was before it. Please report this")
        try:
            if overwrite and self.unsaved and self.path.exists():
                self._move_on()
                overwrite = False
            if self._original is not None:
                self._keep_original()
            text = self._text(record).encode("utf-8")
            with written(self.path, overwrite=overwrite) as tmp:
                tmp.write_bytes(text)
            self._on_disk = text
        except OutputError as exc:
            raise SessionError(f"cannot save the record: {exc}") from None

    def keeps_original(self, text: str) -> bool:
        """True when a resumed record's ``text`` must be kept beside it before its first rewrite: it is not
        nile's own writing of what this session writes (a record typed or edited by hand: comments, a layout
        of its own, other steps), so a rewrite would lose what the table typed. A record nile wrote itself is
        not kept even where a rewrite orders a mapping's keys otherwise (a rack told in the middle of a turn is
        written after the turn's tiles and read back before them, fe-table6 problem 10): nothing of it is lost,
        and a stray copy would make the table wonder who edited the record."""
        import yaml

        if text == self._text():
            return False
        try:
            doc = yaml.safe_load(text)
        except yaml.YAMLError:
            return True
        return not isinstance(doc, dict) or self._text(doc) != text or doc != self.record()

    def saved(self) -> bytes:
        """The record as this session last read or wrote it: what a download serves, never whatever
        another program has put at :attr:`path` since."""
        return self._on_disk if self._on_disk is not None else self._text().encode("utf-8")

    @property
    def unsaved(self) -> bool:
        """True when the record file does not hold what this session last read or wrote there: it is
        missing, or another program changed it (compared byte for byte; a record is small)."""
        try:
            if self._on_disk is None or self.path.stat().st_size != len(self._on_disk) or not self.path.is_file():
                return True
            return self.path.read_bytes() != self._on_disk
        except OSError:
            return True

    def _move_on(self) -> None:
        """The record was changed by another program: leave it, and go on in a new file beside it."""
        theirs = self.path
        self.path, self._original = self._spare_name("continued"), None
        self.notices.append(f"{theirs} was changed by another program while this game was played (another "
                            f"nile play on it, or an editor); it is left as it is, and this game goes on in "
                            f"{self.path} (resume it with: nile play {self.path})")

    def _keep_original(self) -> None:
        """Keep the resumed record's own text beside it before it is first rewritten: a hard link (the
        same bytes and permissions, in one step), else a copy with the record's permissions."""
        from gamedata.outfile import written

        self.kept_as = spare = self._spare_name("before-play")
        try:
            os.link(self.path, spare)
        except OSError:
            with written(spare, overwrite=False) as tmp:
                tmp.write_text(self._original or "", encoding="utf-8")
            spare.chmod(stat.S_IMODE(self.path.stat().st_mode))  # a private record's copy stays private
        self._original = None

    def take_notices(self) -> list[str]:
        """The notices not yet said, each given once (a front end says them after a command that saved)."""
        said, self.notices = self.notices, []
        return said

    def _spare_name(self, tag: str) -> Path:
        """A free name beside the record: ``<stem>.<tag>.yaml``, ``<stem>.<tag>-2.yaml``, ..."""
        return free_name(self.path.with_name(f"{self.path.stem}.{tag}{self.path.suffix or '.yaml'}"))
