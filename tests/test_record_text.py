"""A record's text with its unchanged rounds and turns kept from the last save (:mod:`scorer.record_text`) is
``yaml.dump``'s text of the whole record, byte for byte, after every step of a game of each game and for every
record in examples/ (issue 24: the save made cheaper, the record the same)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from scorer.record_text import OPTIONS, RecordText
from scorer.session import TableSession
from tests.test_session import GAMES, spec_of, typed_game

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.usefixtures("no_fsync")


def _whole(record) -> str:
    return yaml.dump(record, Dumper=yaml.SafeDumper, **OPTIONS)


@pytest.mark.parametrize("slug", GAMES)
def test_every_save_of_a_game_writes_the_whole_record_s_dump(slug, tmp_path):
    spec = spec_of(slug)
    names, _, texts = typed_game(slug, 2, spec.catalogue.players.min, grouped=False)
    session = TableSession.start(spec, names, [], tmp_path / "g.yaml")
    kept = 0
    for text in texts:
        session.enter(text)
        written = session.path.read_text(encoding="utf-8")
        assert written.split("\n", 1)[1] == _whole(session.record()), text
        kept += len(session._dumper._items)
    assert kept > len(texts)  # (the texts of the items were kept: the record was dumped in parts)


@pytest.mark.parametrize("path", sorted((ROOT / "examples").glob("*/*.yaml")), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_example_record_dumps_as_a_whole(path):
    record = yaml.safe_load(path.read_text(encoding="utf-8"))
    dumper = RecordText()
    assert dumper.dump(record) == _whole(record)
    assert dumper.dump(record) == _whole(record)  # (again, from the texts kept)


def test_a_part_found_twice_or_a_list_of_plain_values_is_dumped_whole():
    part = {"Anna": ["go", 3]}
    for record in ({"turns": [part, part]}, {"turns": ["a", "b"], "end": [{"x": 1}, {"y": 2}]},
                   {"note": "turns: []", "turns": [{"a": 1}, {"b": [1]}]}):
        assert RecordText().dump(record) == _whole(record), record
