"""A session keeps NILE's record writer from one save to the next (``GameSpec.record_writer``,
:meth:`scorer.session_file.RecordFile.record`): a save writes only the moves entered since, not the whole
game again, and the record saved is the same, byte for byte, as the one written from the first move (issue 24
§6: NILE's writer replayed the whole game at every save, which a player at a long game feels too)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import yaml

from scorer.engine import with_header
from scorer.games.nile import writer as nile_writer
from scorer.session import Accepted, TableSession
from tests.test_seats import _told_nile
from tests.test_session import spec_of, typed_game

ROOT = Path(__file__).resolve().parent.parent
#: every NILE record kept as a golden playthrough or a worked example that a table session can go on from
RECORDS = sorted((ROOT / "tests" / "golden").glob("nile-*.yaml")) + [
    ROOT / "examples" / "nile" / name for name in ("opening.yaml", "table-record.yaml")]


@pytest.fixture(autouse=True)
def _no_fsync(monkeypatch):
    monkeypatch.setattr(os, "fsync", lambda fd: None)  # what is written is tested here, not the disk


def _dumped(record: dict) -> str:
    return yaml.safe_dump(record, sort_keys=False, allow_unicode=True)


def _from_the_first(session: TableSession) -> bytes:
    """The record ``session`` would save if it wrote it from the first move (as it did before the writer was kept)."""
    spec = session.spec
    return session._text(with_header(spec.write_record(session.players, session.variants, session.moves),
                                     session.header)).encode("utf-8")


def _moves_of(path: Path) -> tuple[list[str], list[str], list]:
    session = TableSession.resume(path)
    return session.players, session.variants, session.moves


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.name)
@pytest.mark.parametrize("told", [False, True], ids=["as-recorded", "cards-told"])
def test_the_kept_writer_writes_every_record_as_the_whole_replay_does(path, told):
    """Over the golden NILE records and the examples (and the same games with every hand told card by card,
    corrected once): the writer given one move at a time gives, after each move, the record written from the
    first move; each record it gave is still that record once the game is over (later moves change no
    record given before)."""
    players, variants, moves = _moves_of(path)
    if told:
        moves = _told_nile(moves)
    assert len(moves) > 10
    kept = nile_writer.record_writer(players, variants)
    given = []
    for move in moves:
        kept.add(move)
        given.append(kept.record())
    for n, record in enumerate(given, start=1):
        assert _dumped(record) == _dumped(nile_writer.write_record(players, variants, moves[:n])), (path.name, n)


def test_a_session_saves_the_same_bytes_with_undos_and_writes_only_the_new_moves(tmp_path, monkeypatch):
    """A whole typed NILE game at the table, one entry in five taken back and entered again: after every entry
    the file holds exactly the record written from the first move; and a save after an entry gives the kept
    writer only that entry's moves (after an undo, which changes moves it wrote, it starts again)."""
    added = []
    add = nile_writer._Writer.add
    monkeypatch.setattr(nile_writer._Writer, "add", lambda self, move: (added.append(move), add(self, move))[1])
    names, _, texts = typed_game("nile", 3, 3)
    session = TableSession.start(spec_of("nile"), names, [], tmp_path / "nile.yaml")
    undone = replaced = 0
    for i, text in enumerate(texts):
        before = len(session.moves)
        del added[:]
        assert isinstance(session.enter(text), Accepted), (i, text)
        # only the new moves written; all of them where the entry replaced a step the session had taken by
        # itself (NILE's `Ben drew Plague` after a face-down draw: the moves written are no longer the game's)
        assert added == session.moves[before:] if session.changed_at >= before else added == session.moves, i
        assert session.path.read_bytes() == _from_the_first(session), i
        replaced += session.changed_at < before
        if i % 5 == 4 and not session.over:
            session.undo()
            assert session.path.read_bytes() == _from_the_first(session), i
            assert isinstance(session.enter(text), Accepted), (i, text)
            assert session.path.read_bytes() == _from_the_first(session), i
            undone += 1
    assert session.over and undone > 10 and len(session.moves) > 80 and len(texts) - replaced > 40
