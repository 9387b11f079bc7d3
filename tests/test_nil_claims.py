"""NIL's racks entered on the players' own pages are claims (decision *claims*, ``data/nil.yaml``; fe-table6
problem 4): a tile entered is checked only against the public facts and its player's own rack, never another
seat's, so no page learns anything from what another page entered; a tile placed face up (or a rack shown)
that leaves a seat's entered tiles no copy makes them lost, said to that seat alone, which enters them again;
``nile check`` names entered racks that cannot all be true."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from scorer.cli import app
from scorer.games.nil.engine import Nil
from scorer.games.nil.moves import Deal, Hold, Place, StartPlayer
from scorer.games.nil.rules import R_TILES
from scorer.session import Accepted, Illegal, TableSession
from tests.test_nil_racks import tell
from tests.test_session import spec_of

LOST = "so 1 universal tile your rack held as entered cannot be there: it is not entered any more"


def _table(tmp_path: Path, name: str = "g") -> TableSession:
    """Anna, Ben and Cleo, Anna starting, dealt face down."""
    session = TableSession.start(spec_of("nil"), ["Anna", "Ben", "Cleo"], [], tmp_path / f"{name}.yaml")
    assert isinstance(session.enter("start Anna"), Accepted)
    return session


def _pages(session: TableSession, seats=(None, 0, 2)) -> list:
    """Everything the pages of ``seats`` show (None: the table's)."""
    return [(session.view(seat), session.history_as(seat)) for seat in seats]


def test_an_own_entry_is_never_refused_for_another_seats_rack(tmp_path):
    """fe-table6 problem 4: Ben's four universals entered made 'Anna holds universal' refused on Anna's own
    page, worded for another page, telling her Ben's rack."""
    session = _table(tmp_path)
    tell(session, 1, ["universal"] * 4)
    assert "Anna holds universal" in [e.text for e in session.view(0).entries]
    ruling = session.enter_as("Anna holds universal", 0)
    assert isinstance(ruling, Accepted), ruling
    assert ruling.news == ["Anna's rack holds universal; 4 tiles still to enter (shown only on Anna's page)"]
    assert session.view(0).hand == [("rack", ["universal", "4 not entered"])]
    assert session.view(1).hand == [("rack", ["universal"] * 4 + ["1 not entered"])]
    # the player's own rack and the public facts still bind, and the reason is said on the own page
    state = Nil(["Anna", "Ben"])
    state.apply(StartPlayer(0)), state.apply(Deal(((None,) * 5, (None,) * 5)))
    state.apply(Hold(1, ("universal",) * 4))
    assert state.check(Hold(0, ("universal",))) is None
    state.apply(Hold(0, ("universal",)))
    err = state.check(Hold(0, ("universal",) * 4))
    assert err is not None and err.rule == R_TILES and "that makes 5 universal tiles in sight" in err.reason


def test_what_a_seat_entered_teaches_the_other_pages_nothing(tmp_path):
    """Two tables alike but for Ben's rack entered (four universals, or four straights): every other page
    shows the same at every step, Anna's face-up universal included; Ben alone is told his entry is lost."""
    told = _table(tmp_path, "told")
    other = _table(tmp_path, "other")
    tell(told, 1, ["universal"] * 4)
    tell(other, 1, ["straight"] * 4)
    assert _pages(told) == _pages(other)
    for session in (told, other):
        assert isinstance(session.enter_as("Anna holds universal", 0), Accepted)
    assert _pages(told) == _pages(other)
    start = len(told.moves)
    rulings = [session.enter_as("A11 E U", 0) for session in (told, other)]
    assert rulings[0] == rulings[1] and isinstance(rulings[0], Accepted)
    assert _pages(told) == _pages(other)
    # Ben alone: one of his universals cannot be on his rack now, it is not entered any more
    news = told.news_as(1, start)
    assert len(news) == 1 and LOST in news[0] and "The game has 4 universal tiles and 1 other has been seen" in news[0]
    assert not any(LOST in line for seat in (None, 0, 2) for line in told.news_as(seat, start))
    assert told.view(1).hand == [("rack", ["universal"] * 3 + ["2 not entered"])]
    assert "Ben holds universal" not in [e.text for e in told.view(1).entries]  # 3 on the rack, 1 in sight
    assert "Ben holds straight" in [e.text for e in told.view(1).entries]  # he enters what he holds again
    assert told.state.lost == [(1, "universal", 1, 1)]


def test_a_rack_shown_blocked_makes_the_entries_it_leaves_no_copy_lost(tmp_path):
    """Anna's five arcs, shown when she is blocked, are public: Ben's five arcs entered cannot all be on his
    rack (the game has 8); Cleo's three can."""
    session = _table(tmp_path)
    tell(session, 1, ["arc"] * 5)
    tell(session, 2, ["arc"] * 3)
    start = len(session.moves)
    said = tell(session, 0, ["arc"] * 5)  # none can start the river: ruled blocked, the rack shown
    assert "Anna is blocked: no tile of the rack (arc, arc, arc, arc, arc) fits" in said.news
    assert [line for line in session.news_as(1, start) if "entered" in line and "corner arc" in line] == [
        "The game has 8 corner arc tiles and 5 others have been seen, so 2 corner arc tiles your rack held as entered "
        "cannot be there: they are not entered any more; enter what your rack holds instead"]
    assert session.view(1).hand == [("rack", ["arc"] * 3 + ["2 not entered"])]
    assert session.view(2).hand == [("rack", ["arc"] * 3 + ["2 not entered"])]
    assert not any("not entered any more" in line for seat in (None, 0, 2) for line in session.news_as(seat, start))


def test_nile_check_names_entered_racks_that_cannot_all_be_true(tmp_path):
    session = _table(tmp_path)
    tell(session, 1, ["universal"] * 4)
    tell(session, 0, ["universal"])
    assert session.state.findings() == [
        "universal: the game has 4, fewer than the tiles told by Anna and Ben and those in sight (turn 1): the tiles "
        "told cannot all be true"]
    assert session.seen(0).findings() == session.seen(1).findings() == []  # never said live
    result = CliRunner().invoke(app, ["check", str(tmp_path / "g.yaml")])
    assert result.exit_code == 0, result.output
    assert "Cannot all be true:\n  - universal: the game has 4" in result.output
    result = CliRunner().invoke(app, ["check", "--json", str(tmp_path / "g.yaml")])
    assert json.loads(result.output)["findings"][0].startswith("universal: the game has 4, fewer than")


def test_a_seats_move_is_ruled_as_its_own_page_would_rule_it(tmp_path):
    """One rule, one place: the referee's game and the seat's copy agree on every tap the seat's page offers
    and on the tiles it could enter, with other racks entered."""
    session = _table(tmp_path)
    tell(session, 1, ["universal"] * 4)
    tell(session, 2, ["straight"] * 5)
    for seat in (0, 1, 2):
        seen = session.seen(seat)
        for kind in seen.counts:
            move = Hold(seat, (kind,))
            assert (session.state.check(move) is None) == (seen.check(move) is None), (seat, kind)
    seen = session.seen(0)
    assert [str(m) for m in session.state.legal_moves()] == [str(m) for m in seen.legal_moves()]
    assert any(isinstance(m, Place) and m.universal for m in session.state.legal_moves())
    assert not isinstance(session.enter_as("A11 E U", 0), Illegal)
