"""NIL at the table, s38 review (nilrev): a blocked turn ruled from a rack tapped on the own page is said on
every page and in the history (defect 3); a seat's Take back is offered and honoured only while its step is
still the last step, and the host's undo of several entries names every turn it takes back (defect 2)."""

from __future__ import annotations

from pathlib import Path

from scorer.session import Accepted, Forbidden, TableSession
from scorer.web.table import SharedTable

REVIEW = Path(__file__).parent / "data" / "nil-blocked-after-turn-12.yaml"
ANNA = "Anna holds bend, diagonal, straight, straight, straight"
BEN = "Ben holds arc, bend, bend, far-right, straight"
ANNA_BLOCKED = "Anna is blocked: no tile of the rack (bend, diagonal, straight, straight, straight) fits"
BEN_BLOCKED = "Ben is blocked: no tile of the rack (arc, bend, bend, far-right, straight) fits"


def served(tmp_path) -> tuple[TableSession, SharedTable]:
    """nilrev's game 2 cut after turn 12 (Cleo's stop, every rack unseen), served."""
    path = tmp_path / "blk.yaml"
    path.write_text(REVIEW.read_text(encoding="utf-8"), encoding="utf-8")
    session = TableSession.resume(path)
    return session, SharedTable(session)


def test_a_blocked_turn_ruled_from_a_rack_tapped_is_said_on_every_page(tmp_path):
    session, table = served(tmp_path)
    assert isinstance(table.enter(ANNA, table.revision, 0, False), Accepted)
    for seat in (None, 0, 1, 2):
        view = table.view(seat)
        assert ANNA_BLOCKED in view.news, (seat, view.news)
        assert "Anna is blocked: the rack shown counts 30 minus and goes back to the bag" in view.news
        assert view.last != "stop", (seat, view.last)  # the last step is Anna's, not Cleo's turn 12
        assert any(text == "blocked bend, diagonal, straight, straight, straight"
                   for _, text in session.history_as(seat)), seat
    # Anna's tiles are hers until the rules show them: the other pages read her tell as '?'
    assert "bend" not in table.view(1).last and "bend" in table.view(0).last


def test_a_take_back_is_offered_only_while_its_step_is_the_last(tmp_path):
    session, table = served(tmp_path)
    assert table.view(2).mine  # Cleo's "stop" is the last step: her Take back is offered
    assert isinstance(table.enter(ANNA, table.revision, 0, False), Accepted)
    assert isinstance(table.enter(BEN, table.revision, 1, False), Accepted)
    cleo = table.view(2)
    assert not cleo.mine and not cleo.undo  # Anna's and Ben's blocked turns came after it
    moves = list(session.moves)
    refused = table.undo(table.revision, 2)
    assert isinstance(refused, Forbidden) and session.moves == moves  # and a tap sent anyway changes nothing
    assert session.state.totals()[:2] == [-60, 25]


def test_the_host_undo_of_several_entries_names_every_turn(tmp_path):
    session, table = served(tmp_path)
    table.enter(ANNA, table.revision, 0, False)
    table.enter(BEN, table.revision, 1, False)
    undone = table.undo(table.revision, None, 2)  # 'undo 2' typed on the host's page
    assert len(undone.entries) == 2 and session.state.turn_number == 13
    heard = next(line for line in table.view(2).news if "took back" in line)  # (what to put back follows: s40)
    assert heard.startswith("The host's page took back “Anna holds ?, ?, ?, ?, ?” and “Ben holds ?, ?, ?, ?, ?” "
                            "after it"), heard
    assert "blocked bend, diagonal, straight, straight, straight" in heard
    assert "blocked arc, bend, bend, far-right, straight" in heard


def test_undo_n_typed_on_the_host_page_takes_back_n_entries(tmp_path):
    """The way back from a loop found not allowed names a count (``undo 3``): the host's page takes it as the
    undo command, as ``nile play``'s prompt does; a seat's page does not (it takes back its own step only)."""
    from starlette.testclient import TestClient

    from scorer.web.app import create_app
    from tests.seat_pages import HOST
    from tests.test_nil_table_pages import _post

    session, table = served(tmp_path)
    table.enter(ANNA, table.revision, 0, False)
    table.enter(BEN, table.revision, 1, False)
    client = TestClient(create_app(table, HOST, seats=("a-token-0123456789", "b-token-0123456789", "c-token-012345678")))
    page = client.get(f"/?t={HOST}").text
    page = _post(client, "/enter", HOST, page, entry="undo 2")
    assert "Undone:" in page and session.state.turn_number == 13 and session.state.totals()[:2] == [-30, 65]
    cleo = client.get("/?t=c-token-012345678").text
    cleo = _post(client, "/enter", "c-token-012345678", cleo, entry="undo 2")
    assert "Undone:" not in cleo and session.state.turn_number == 13


def test_the_start_draw_last_step_says_the_round_not_who_was_awaited(tmp_path):
    """s38 defect 6: the start draw's last step read "Start draw: Anna 30, Ben 25 shown; waiting for Cleo"
    under Cleo's tiles, the state before her step."""
    session = TableSession.start(__import__("scorer.games", fromlist=["game"]).game("nil"), ["Anna", "Ben", "Cleo"],
                                 path=tmp_path / "start.yaml")
    table = SharedTable(session)
    for seat, tiles in enumerate(("far-right bend near-right", "diagonal near-left universal", "bend arc bend")):
        ruling = table.enter(f"{session.players[seat]}: {tiles}", table.revision, seat, False)
        assert isinstance(ruling, Accepted), ruling
    for seat in (None, 0, 1, 2):
        assert table.view(seat).step == "Start draw: each player shows 3 tiles, the highest total starts", seat
    assert "waiting for" not in " ".join(asked for asked, _ in session.history_as(None))


def test_legal_instead_lists_every_entry_the_page_offers(tmp_path):
    """s38 defect 6: 'blocked' refused when only universal placements fit named 5 of them, the page offered 6."""
    from scorer.games.nil.moves import Blocked
    from scorer.games.nil.rules import R_UNIVERSAL
    from test_nil_rules import table as nil_table

    s = nil_table(["A11 E", "B11 E", "C11 E"], racks=(("universal",) + ("arc",) * 4, ("bend",) * 5))
    legal = [str(m) for m in s.legal_moves()]
    err = s.check(Blocked(("arc",) * 4 + ("universal",)))
    assert err.rule == R_UNIVERSAL and len(legal) > 5 and sorted(err.legal) == sorted(legal)
