"""NIL: a seat corrects a tile it told by mistake (decision *claims*, ``data/nil.yaml``; issue 22, fe-table8
problems 1 and 8). Its own tile placed face up wins over its own rack as told; it takes a told tile back with
one tap ("not this one"), read by every other seat as any tell; ``nile check`` no longer lists a clash its
tellers corrected. Each: the engine, the served pages, the record read back."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from scorer.cli import app
from scorer.games.nil.engine import Nil
from scorer.games.nil.moves import Deal, Hold, Place, StartPlayer
from scorer.games.nil.notation import format, parse
from scorer.games.nil.seats import DROP_GROUP
from scorer.session import Accepted, Forbidden, Illegal, TableSession
from tests.test_nil_racks import tell
from tests.test_read_back import reads_back_as_played
from tests.test_session import spec_of

#: Anna's real rack (fe-table8's Cleo's): the first tile from the start mark, A11 E, is her straight
REAL = ["far-left", "near-left", "far-right", "near-right", "straight"]
#: the same rack told with a bend tapped for the straight
MISTAPPED = REAL[:4] + ["bend"]
YIELDED = "Your straight placed was not among the tiles you told: which one was told by mistake? Tap it (bend, " \
          "far-left, far-right, near-left or near-right); the others stay told"


def _table(tmp_path: Path, name: str = "g") -> TableSession:
    """Anna, Ben and Cleo, Anna starting, dealt face down."""
    folder = tmp_path / name
    folder.mkdir()
    session = TableSession.start(spec_of("nil"), ["Anna", "Ben", "Cleo"], [], folder / "g.yaml")
    assert isinstance(session.enter("start Anna"), Accepted)
    return session


def _pages(session: TableSession, seats=(None, 1, 2)) -> list:
    """Everything the pages of ``seats`` show (None: the table's)."""
    return [(session.view(seat), session.history_as(seat), session.news_as(seat, 0)) for seat in seats]


def test_an_own_tile_placed_wins_over_the_own_rack_as_told():
    """fe-table8 problem 1: Anna's straight, face up, was refused 'Anna holds no straight' for her rack told
    with a bend for it. It is ruled on the public facts; her told tiles give way, unseen again."""
    state = Nil(["Anna", "Ben"])
    state.apply(StartPlayer(0)), state.apply(Deal(((None,) * 5, (None,) * 5)))
    state.apply(Hold(0, tuple(MISTAPPED)))
    straight = Place((0, 10), "E")
    assert state.check(straight) is None
    state.apply(straight)
    assert state.racks[0] == {} and state.unseen[0] == 4 and not any(state.told[0].values())
    assert state.yielded == [(0, tuple(sorted(MISTAPPED)), "straight")]
    assert state.seen["straight"] == 1 and state.seen["bend"] == 0
    # a rack written in the record (seen, not told) still binds: the own tile wins only over the own claim
    written = Nil(["Anna", "Ben"])
    written.apply(StartPlayer(0)), written.apply(Deal((tuple(MISTAPPED), (None,) * 5)))
    err = written.check(straight)
    assert err is not None and "Anna holds no straight" in err.reason
    # and the public facts and the rules still refuse: a tile beyond the start mark's reach is refused as before
    assert state.check(Place((5, 5), "E")) is not None


def test_the_own_tile_is_accepted_on_the_page_and_only_its_player_is_told(tmp_path):
    """Served: the mis-tapped rack's straight placed from Anna's page is accepted; Anna alone is told her
    told tiles gave way; every other page shows the same as at a table where she had told her rack right."""
    wrong, right = _table(tmp_path, "wrong"), _table(tmp_path, "right")
    tell(wrong, 0, MISTAPPED)
    tell(right, 0, REAL)
    assert _pages(wrong) == _pages(right)
    start = len(wrong.moves)
    ruling = wrong.enter_as("A11 E", 0)
    assert isinstance(ruling, Accepted) and ruling.news == [YIELDED], ruling
    assert isinstance(right.enter_as("A11 E", 0), Accepted)
    assert _pages(wrong) == _pages(right)
    assert not any(YIELDED in line for seat in (None, 1, 2) for line in wrong.news_as(seat, start))
    assert wrong.view(0).hand == [("rack", ["4 not entered", "1 told by mistake ('Anna holds not bend'...)"])]
    reads_back_as_played(wrong)


def test_a_tile_told_by_mistake_is_taken_back_with_one_tap(tmp_path):
    """Ben taps bend for his straight: his page offers 'Ben holds not bend' (not this one), one tap, and the
    tile is unseen again, to be told again. Another seat reads it as any tell: the same pages as where Ben
    told one more tile."""
    fixed, more = _table(tmp_path, "fixed"), _table(tmp_path, "more")
    for session in (fixed, more):
        tell(session, 1, ["arc", "bend"])
    offered = [e for e in fixed.view(1).entries if e.group == DROP_GROUP]
    assert [e.text for e in offered] == ["Ben holds not arc", "Ben holds not bend"]
    assert isinstance(fixed.enter_as("Ben holds not bend", 0), Forbidden)  # Ben's rack, from Ben's page only
    taken = fixed.enter_as("Ben holds not bend", 1)
    assert isinstance(taken, Accepted), taken
    assert fixed.view(1).hand == [("rack", ["arc", "4 not entered"])]
    assert "Ben holds bend" in [e.text for e in fixed.view(1).entries]  # may be told again
    tell(more, 1, ["straight"])
    assert _pages(fixed, (None, 0, 2)) == _pages(more, (None, 0, 2))
    assert fixed.history_as(0)[-1][1] == "Ben holds ?"
    tell(fixed, 1, ["straight"])
    assert fixed.view(1).hand == [("rack", ["arc", "straight", "3 not entered"])]
    # a tile Ben did not tell cannot be taken back; the refusal names only his own told tiles
    refused = fixed.enter_as("Ben holds not bend", 1)
    assert isinstance(refused, Illegal) and refused.id == "nil.hold.not-told", refused
    assert "Ben takes back 1 bend tile told, but the tiles Ben told are arc, straight" in refused.reason
    reads_back_as_played(fixed)
    record = fixed.path.read_text(encoding="utf-8")
    assert "Ben: [arc, bend, not bend, straight]" in record


def test_a_take_back_is_one_notation_read_and_written_alike():
    """``Ben holds not bend, straight``: read and written by the notation; to another seat one '?' a tile."""
    state = Nil(["Anna", "Ben"])
    state.apply(StartPlayer(0)), state.apply(Deal(((None,) * 5, (None,) * 5)))
    state.apply(Hold(1, ("bend",)))
    move = parse(state, "Ben holds not bend, straight")
    assert move == Hold(1, ("straight",), ("bend",))
    assert format(state, move) == "Ben holds not bend, straight"
    assert format(state, Hold(1, (None,), (None,))) == "Ben holds ?, ?"
    assert state.check(move) is None
    state.apply(move)
    assert state.racks[1] == {"straight": 1} and state.unseen[1] == 4


def test_nile_check_drops_a_clash_its_teller_corrected(tmp_path):
    """fe-table8 problem 8: a clash of told racks the teller corrected during play is no longer listed by
    ``nile check``; one nobody corrected still is."""
    session = _table(tmp_path)
    tell(session, 1, ["universal"] * 4)
    tell(session, 0, ["universal"])
    assert session.state.findings()
    standing = CliRunner().invoke(app, ["check", str(session.path)])
    assert standing.exit_code == 0 and "Cannot all be true" in standing.output, standing.output
    assert isinstance(session.enter_as("Anna holds not universal", 0), Accepted)
    assert session.state.findings() == []
    result = CliRunner().invoke(app, ["check", str(session.path)])
    assert result.exit_code == 0, result.output
    assert "Cannot all be true" not in result.output
