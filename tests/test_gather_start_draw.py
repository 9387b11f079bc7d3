"""NIL's start draw tapped per seat (issue 22 §4, "half the typing"): every player draws three tiles at once
[Début de la partie], so each seat's page taps its own three tiles, in any order, the host's page any player's,
and after a tie the tied players draw again the same way; the whole line still reads as the draw, and the record
of the parts is the record of that line (:mod:`scorer.games.nil.start`, :mod:`scorer.games.nil.start_pages`)."""

from __future__ import annotations

import os

import pytest
import yaml

from scorer.games.nil import notation
from scorer.games.nil.engine import Nil
from scorer.games.nil.moves import StartDraw, StartTiles
from scorer.games.nil.rules import DEAL, START
from scorer.games.nil.writer import write_record
from scorer.session import Accepted, Forbidden, Illegal, TableSession
from tests.test_session import spec_of

NAMES = ["Anna", "Ben", "Cleo"]
#: Ben's 35 beats Anna's 15 and Cleo's 25
DRAWS = {0: ("bend", "bend", "bend"), 1: ("arc", "arc", "bend"), 2: ("straight", "straight", "arc")}


@pytest.fixture(autouse=True)
def quick(monkeypatch):
    """Saves without fsync."""
    monkeypatch.setattr(os, "fsync", lambda fd: None)


def _text(seat: int) -> str:
    return f"{NAMES[seat]}: {' '.join(DRAWS[seat])}"


def test_the_parts_come_in_any_order_and_the_last_draws_the_round():
    whole = Nil(NAMES)
    whole.apply(notation.parse(whole, " | ".join(_text(s) for s in range(3))))
    for order in ((0, 1, 2), (2, 1, 0), (1, 2, 0)):
        state = Nil(NAMES)
        for seat in order:
            assert state.phase == START
            state.apply(notation.parse(state, _text(seat)))
        assert state.phase == DEAL and state.first == whole.first == 1 and state.start_totals == whole.start_totals


def test_a_part_twice_by_a_player_not_drawing_or_of_too_many_tiles_is_refused():
    state = Nil(NAMES)
    state.apply(StartTiles(1, DRAWS[1]))
    for text in ("Ben: arc arc bend", "Ben: straight straight straight"):
        problem = state.check(notation.parse(state, text))
        assert problem is not None and "Ben showed corner arc, corner arc, bend already" in problem.reason, text
    problem = state.check(notation.parse(state, "Anna: bend bend"))
    assert problem is not None and "Anna draws 3 tiles in the start draw, not 2" in problem.reason
    state.apply(StartTiles(0, ("universal",) * 3))
    problem = state.check(StartTiles(2, ("universal", "universal", "arc")))  # 5 universals: the game has 4
    assert problem is not None and "universal" in problem.reason
    whole = state.check(notation.parse(state, "Anna: universal universal universal | Ben: bend bend bend | Cleo: arc arc arc"))
    assert whole is not None and "Ben showed" in whole.reason  # the whole line, against Ben's part


def test_a_tie_redraws_among_the_tied_players_only():
    state = Nil(NAMES)
    for seat, tiles in ((0, ("arc",) * 3), (1, ("arc", "near-left", "near-right")), (2, ("bend",) * 3)):
        state.apply(StartTiles(seat, tiles))
    assert state.phase == START and state.drawing == [0, 1]
    assert notation.news(state, StartTiles(2, ("bend",) * 3), state) == ["Anna and Ben tie on 45: they draw again"]
    problem = state.check(StartTiles(2, ("arc",) * 3))
    assert problem is not None and "Cleo does not draw now" in problem.reason
    before = state.clone()
    state.apply(notation.parse(state, "Ben: bend bend bend"))
    state.apply(notation.parse(state, "arc arc arc"))  # the last one awaited: Anna's
    assert state.phase == DEAL and state.first == 0
    assert notation.news(before, StartTiles(1, ("bend",) * 3), before) != []


def test_the_whole_line_still_reads_and_several_parts_split():
    state = Nil(NAMES)
    line = " | ".join(_text(s) for s in range(3))
    assert isinstance(notation.parse(state, line), StartDraw)
    assert isinstance(notation.parse(state, "Anna bend bend bend, Ben arc arc bend, Cleo straight straight arc"), StartDraw)
    assert notation.split(state, line) == [line]
    assert notation.split(state, f"{_text(0)} | {_text(2)}") == [_text(0), _text(2)]


def test_the_record_of_the_parts_is_the_record_of_the_line_and_a_record_cut_between_them_reads_back():
    line = write_record(NAMES, [], [StartDraw(tuple(DRAWS[s] for s in range(3)))])
    parts = [StartTiles(s, DRAWS[s]) for s in (2, 0, 1)]
    assert yaml.safe_dump(write_record(NAMES, [], parts), sort_keys=False) == yaml.safe_dump(line, sort_keys=False)
    cut = write_record(NAMES, [], parts[:2])
    assert cut["start"] == [{"Anna": list(DRAWS[0]), "Cleo": list(DRAWS[2])}]


def test_each_seat_taps_its_own_tiles_on_its_own_page(tmp_path):
    session = TableSession.start(spec_of("nil"), NAMES, [], tmp_path / "nil.yaml")
    view = session.view(1)
    assert view.pick is not None and view.pick.count == 3 and view.pick.entry == "Ben: {}" and view.pick.repeat
    host = session.view(None)
    assert host.pick is not None and host.pick.entry == "Anna: {}"
    assert isinstance(session.enter_as(_text(0), 1), Forbidden)  # Anna's tiles, on Ben's page
    ruling = session.enter_as(" ".join(DRAWS[1]), 1)
    assert isinstance(ruling, Accepted) and ruling.entry == "Ben: arc, arc, bend"
    assert "Ben shows corner arc, corner arc, bend (35); waiting for Anna and Cleo" in ruling.news
    assert session.view(1).pick is None and isinstance(session.enter_as("bend bend bend", 1), Illegal)
    assert session.view(None).pick.entry == "Anna: {}" and not session.view(None).entries  # no "start Anna" now
    assert isinstance(session.enter_as(_text(2), None, host=True), Accepted)
    assert session.own_undo(1) == 2  # Ben takes his tiles back, Cleo's after them entered again
    ruling = session.enter_as(" ".join(DRAWS[0]), 0)
    assert isinstance(ruling, Accepted)
    assert "Ben drew the highest start total, 35 (Anna 15, Cleo 25): Ben starts" in ruling.news
    record = yaml.safe_load((tmp_path / "nil.yaml").read_text())
    assert record["start"] == [{name: list(DRAWS[s]) for s, name in enumerate(NAMES)}]
