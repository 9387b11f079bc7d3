"""NIL at the table (fe-table6, issue 22): a record nile wrote itself in the middle of a turn is resumed without
a stray ``.before-play`` copy (problem 10); ``undo`` typed on a page is the undo command (problem 11)."""

from __future__ import annotations

from scorer.session import Accepted, TableSession
from tests.test_nil_racks import table, tell


def test_a_record_nile_wrote_mid_turn_is_resumed_without_a_copy(tmp_path):
    """A rack told while another player is in the middle of a turn is written in the turn's tiles where it
    was told (a tile placed after it may lose it, decision claims) and read back there: restarting on the
    record writes it again the same, and keeps no '.before-play' copy."""
    session = table(tmp_path, ("Anna", "Ben", "Cleo"))
    assert isinstance(session.enter_as("A11 E", 0), Accepted)
    tell(session, 2, ["straight"])
    text = session.path.read_text(encoding="utf-8")
    assert "tiles: [A11 E, Cleo holds straight]" in text, text
    resumed = TableSession.resume(session.path)
    assert resumed._text() == text and not resumed.keeps_original(text)
    assert isinstance(resumed.enter_as("B11 E", 0), Accepted)
    assert resumed.kept_as is None and sorted(p.name for p in tmp_path.iterdir()) == ["g.yaml"]
    # the same record with a comment of the table's is kept before its first rewrite, as before
    hand = tmp_path / "hand.yaml"
    hand.write_text(text.replace("turns:\n", "# Cleo spilt her tea\nturns:\n"), encoding="utf-8")
    typed = TableSession.resume(hand)
    assert isinstance(typed.enter_as("B11 E", 0), Accepted)
    assert typed.kept_as is not None and "spilt her tea" in typed.kept_as.read_text(encoding="utf-8")


def _client(session):
    from starlette.testclient import TestClient

    from scorer.web.app import create_app
    from scorer.web.table import SharedTable
    from tests.seat_pages import HOST, SEATS

    return TestClient(create_app(SharedTable(session), HOST, seats=SEATS)), SEATS


def _rev(page: str) -> str:
    import re

    found = re.search(r'name="rev" value="([^"]+)"', page)
    assert found, page[:500]
    return found.group(1)


def _post(client, path: str, token: str, page: str, **fields) -> str:
    answer = client.post(path, data={"t": token, "rev": _rev(page), **fields}, headers={"HX-Request": "true"})
    return answer.text


def test_undo_typed_on_a_page_is_the_undo_command(tmp_path):
    """fe-table6 problem 11: 'undo' typed on a NIL page was refused as a tile that cannot be read."""
    session = table(tmp_path)
    client, seats = _client(session)
    page = client.get(f"/?t={seats[0]}").text
    page = _post(client, "/enter", seats[0], page, entry="A11 E")
    assert "Recorded: A11 E" in page
    page = _post(client, "/enter", seats[0], page, entry=" Undo ")
    assert "Undone: A11 E" in page and "cannot read" not in page
    assert not session.state.river.segments


def test_a_tap_that_places_at_once_shows_its_tile_and_is_taken_back_in_one_tap(tmp_path):
    """fe-table6 problem 6: a square where one tile only may go placed it at once, unseen, and took two taps
    to undo. Now that square draws its tile faintly in place, and the entry's ruling carries a one-tap
    'Take back' while it is the last step (the 'Undo…' below, which asks first, stays as on every page)."""
    session = table(tmp_path)
    tell(session, 0, ["straight"] * 5)  # a rack known, of straights: one tile only at A11
    client, seats = _client(session)
    page = client.get(f"/?t={seats[0]}").text
    import re

    targets = re.findall(r'<a [^>]*class="target"[^>]*>.*?</a>', page, flags=re.S)
    ones = [t for t in targets if "data-one=" in t]
    assert ones and all('class="preview"' in t for t in ones)
    assert all('class="preview"' not in t for t in targets if "data-one=" not in t)
    said = " ".join(re.findall(r"<text[^>]*>([^<]*)</text>", page))  # the board's legend, line by line
    assert "A square that shows a faint tile takes that tile only: one tap places it" in said
    page = _post(client, "/enter", seats[0], page, entry="A11 E", via="at")
    assert "Recorded: A11 E" in page and 'class="undo-now"' in page and "Take back your tile A11 E" in page
    assert 'class="undo-now"' not in client.get(f"/part?t={seats[1]}").text  # Ben's page: not his entry
    page = _post(client, "/undo", seats[0], page)
    assert "Undone: A11 E" in page and not session.state.river.segments
