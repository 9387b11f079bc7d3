"""NIL at the table, s34 finding 2: a seat's own tile placed beyond its rack as told (every tile told, none of
that kind) wins over its claim, and threw every told tile away, to tell the whole rack again. Exactly one told
tile (per tile placed beyond) was told by mistake: where the told tiles are of one kind, one of them is taken
back without asking; else the seat's own page (and ``hand NAME`` at ``nile play``'s keyboard) asks which one,
a tap per told kind (``Anna holds not bend``), and the others stay told. Said to that seat alone; the counts,
the other pages and ``nile check`` of the written record agree."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from scorer.cli import app
from scorer.games.nil.engine import Nil
from scorer.games.nil.moves import Deal, Hold, Place, StartPlayer
from scorer.games.nil.seats import WHICH_GROUP
from scorer.session import Accepted, Forbidden, TableSession
from tests.test_nil_racks import tell
from tests.test_read_back import reads_back_as_played
from tests.test_session import spec_of

#: Anna's rack as told, the straight of A11 E tapped as a diagonal: three kinds told
TOLD = ["bend", "bend", "arc", "arc", "diagonal"]
#: the tiles named as the taps name them (``Anna holds not arc``)
ASKED = ("Your straight placed was not among the tiles you told: which one was told by mistake? Tap it (arc, bend "
         "or diagonal); the others stay told")


@pytest.fixture(autouse=True)
def _quick(monkeypatch):
    monkeypatch.setattr(os, "fsync", lambda fd: None)


def _state(rack: list[str]) -> Nil:
    state = Nil(["Anna", "Ben"])
    state.apply(StartPlayer(0)), state.apply(Deal(((None,) * 5, (None,) * 5)))
    state.apply(Hold(0, tuple(rack)))
    return state


def _table(tmp_path: Path, name: str, rack: list[str]) -> TableSession:
    """Anna, Ben and Cleo, Anna starting, dealt face down; Anna tells ``rack`` on her page."""
    session = TableSession.start(spec_of("nil"), ["Anna", "Ben", "Cleo"], [], tmp_path / f"{name}.yaml")
    assert isinstance(session.enter("start Anna"), Accepted)
    tell(session, 0, rack)
    return session


def test_one_told_tile_gives_way_the_others_are_kept_and_the_answer_tells_them_again():
    """The straight placed: one tile of each told kind is out of sight (none counted twice), Anna is asked which
    one; her answer 'not diagonal' tells the arcs and bends again, mid-turn too. (Before: all five untold.)"""
    state = _state(TOLD)
    state.apply(Place((0, 10), "E"))
    assert sorted(state.racks[0].elements()) == ["arc", "bend"] and state.unseen[0] == 2
    assert state.doubts == [(0, "straight", ("arc", "bend", "diagonal"))]
    assert state.seen["straight"] == 1 and state.seen["arc"] == 1 and state.seen["diagonal"] == 0
    assert state.check(Hold(0, ("arc",))) is not None  # mid-turn: no other tell
    answer = Hold(0, (), ("diagonal",))
    assert state.check(answer) is None
    state.apply(answer)
    assert sorted(state.racks[0].elements()) == ["arc", "arc", "bend", "bend"] and state.unseen[0] == 0
    assert state.told[0] == {"arc": 2, "bend": 2} and state.doubts == []
    assert state.seen["arc"] == 2 and state.seen["bend"] == 2 and state.seen["diagonal"] == 0


def test_where_one_kind_was_told_it_is_taken_back_without_asking():
    """Five bends told, a straight placed: one bend was told by mistake, taken back at once; four stay told."""
    state = _state(["bend"] * 5)
    state.apply(Place((0, 10), "E"))
    assert state.racks[0] == {"bend": 4} and state.unseen[0] == 0 and state.doubts == []
    assert state.yielded == [(0, ("bend",), "straight")]


def test_a_question_no_answer_can_fit_is_dropped():
    """Anna places a second tile from the tiles out of sight before answering: which two were wrong is not one
    tap; the question is dropped, its tiles stay unseen to tell again (the told ones kept)."""
    state = _state(["bend", "arc", "diagonal", "diagonal", "diagonal"])
    state.apply(Place((0, 10), "E"))
    assert state.unseen[0] == 2 and state.doubts
    free = [m for m in state.legal_moves() if isinstance(m, Place)]
    state.apply(free[0])
    assert state.doubts == [] and state.racks[0] == {"diagonal": 2}


def test_the_own_page_asks_on_top_and_the_others_read_nothing(tmp_path):
    """Served session: Anna's own page, on her turn after her straight, asks which one (prompt and the first
    taps, open); her answer is taken from her page (and the keyboard), refused on the host's page; the other
    pages show what they show where she had told her rack right; the record read back and ``nile check`` agree."""
    wrong, right = _table(tmp_path, "wrong", TOLD), _table(tmp_path, "right", ["straight"] + TOLD[:4])
    start = len(wrong.moves)
    ruling = wrong.enter_as("A11 E", 0)
    assert isinstance(ruling, Accepted) and ruling.news == [ASKED], ruling
    assert isinstance(right.enter_as("A11 E", 0), Accepted)
    for seat in (None, 1, 2):
        assert (wrong.view(seat), wrong.history_as(seat)) == (right.view(seat), right.history_as(seat)), seat
        assert not any("by mistake" in line for line in wrong.news_as(seat, start))
    page = wrong.view(0)
    assert page.prompt.text == ASKED
    taps = [e.text for e in page.entries if e.group == WHICH_GROUP]
    assert taps == ["Anna holds not arc", "Anna holds not bend", "Anna holds not diagonal"]
    assert [e.text for e in page.entries[:3]] == taps  # first, above the turn's entries
    assert "1 told by mistake ('Anna holds not arc'...)" in str(wrong.hand_text(0))  # 'hand Anna'
    assert isinstance(wrong.enter_as("Anna holds not diagonal", None, host=True), Forbidden)
    assert isinstance(wrong.enter_as("Anna holds not diagonal", 0), Accepted)
    assert wrong.view(0).hand == [("rack", ["arc", "arc", "bend", "bend"])]
    assert wrong.view(0).prompt.text == right.view(0).prompt.text  # her turn goes on
    reads_back_as_played(wrong)
    checked = CliRunner().invoke(app, ["check", str(wrong.path)])
    assert checked.exit_code == 0, checked.output


def test_the_keyboard_answers_too(tmp_path):
    """At ``nile play``'s one keyboard the answer is typed as any entry."""
    session = _table(tmp_path, "kb", TOLD)
    assert isinstance(session.enter_as("A11 E", None, host=True, keyboard=True), Accepted)
    assert isinstance(session.enter_as("Anna holds not arc", None, host=True, keyboard=True), Accepted)
    assert session.state.racks[0] == {"arc": 1, "bend": 2, "diagonal": 1}  # one arc was the straight
