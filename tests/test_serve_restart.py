"""``nile serve`` started again on a record (s34 finding 1): the pages still offer the one-tap "Take back"
beside the last step. Whose the last step is comes from the record (:meth:`~scorer.whose.Turns.own_last`),
not from a memory of which page sent it: the host's page takes back any last step, a seat's page its own
player's step, and no other seat's page is offered it."""

from __future__ import annotations

import re

from scorer.session import TableSession
from tests.test_session import spec_of

SLUG = "ufern-des-nils"
TAKE_BACK = 'class="undo-now"'


def _client(session: TableSession):
    """A page server for ``session`` (a fresh :class:`~scorer.web.table.SharedTable`: what ``nile serve RECORD``
    starts with) and the seats' tokens."""
    from starlette.testclient import TestClient

    from scorer.web.app import create_app
    from scorer.web.table import SharedTable
    from tests.seat_pages import HOST, SEATS

    return TestClient(create_app(SharedTable(session), HOST, seats=SEATS)), SEATS


def _post(client, path: str, token: str, page: str, **fields) -> str:
    rev = re.search(r'name="rev" value="([^"]+)"', page)
    assert rev, page[:300]
    return client.post(path, data={"t": token, "rev": rev[1], **fields}, headers={"HX-Request": "true"}).text


def test_after_a_restart_the_host_and_the_seat_whose_step_it_was_may_take_it_back_at_one_tap(tmp_path):
    from tests.seat_pages import HOST

    path = tmp_path / "g.yaml"
    session = TableSession.start(spec_of(SLUG), ["Anna", "Ben"], [], path)
    session.enter("first Anna")
    client, seats = _client(session)
    page = _post(client, "/enter", seats[0], client.get(f"/?t={seats[0]}").text, entry="desert W3.3")
    assert "Recorded: desert W3.3" in page and TAKE_BACK in page  # as before: the page that sent it
    client, seats = _client(TableSession.resume(path))  # the server stopped and started again on the record
    anna, ben, host = (client.get(f"/?t={t}").text for t in (seats[0], seats[1], HOST))
    assert "Last step: desert W3.3" in anna and "Take back “desert W3.3”" in anna and TAKE_BACK in anna
    assert "Take back “desert W3.3”" in host and TAKE_BACK in host  # the host's page: any last step
    assert TAKE_BACK not in ben and "Last step: desert W3.3" in ben  # Anna's step, not Ben's to take back
    assert TAKE_BACK not in client.get("/").text  # the table's read-only page
    page = _post(client, "/undo", seats[0], anna)
    assert "Undone: desert W3.3" in page
    again = TableSession.resume(path)
    assert "desert W3.3" not in [text for _, text in again.history()]


def test_a_step_of_the_table_is_taken_back_at_one_tap_on_the_host_page_only(tmp_path):
    """The table's step ("first Anna": no player's) may be undone on any page after asking ("Undo…"), but the
    one-tap take back beside it is the host's: no seat's page offers another's or the table's step at one tap."""
    from tests.seat_pages import HOST

    path = tmp_path / "g.yaml"
    session = TableSession.start(spec_of(SLUG), ["Anna", "Ben"], [], path)
    session.enter("first Anna")
    client, seats = _client(TableSession.resume(path))
    host, anna = client.get(f"/?t={HOST}").text, client.get(f"/?t={seats[0]}").text
    assert "Take back “first Anna”" in host
    assert TAKE_BACK not in anna and "Undo…" in anna


def test_the_host_is_never_offered_to_take_back_a_step_undo_would_not_take_back(tmp_path):
    """Undo takes back the last entry. On the host's page the last step shown is the last it sees: after Ben
    told a tile of his rack on his own page (hidden from the host's page), "Take back “start Anna”" would take
    back Ben's tell instead, so the one-tap take back is not offered there; "Undo…" (which asks first) is."""
    from tests.seat_pages import HOST

    path = tmp_path / "g.yaml"
    session = TableSession.start(spec_of("nil"), ["Anna", "Ben"], [], path)
    session.enter("start Anna")
    client, seats = _client(TableSession.resume(path))
    host = client.get(f"/?t={HOST}").text
    assert "Take back “start Anna”" in host  # the last entry: the host sees it
    ben = client.get(f"/?t={seats[1]}").text
    assert "Recorded: Ben holds bend" in _post(client, "/enter", seats[1], ben, entry="Ben holds bend")
    host = client.get(f"/?t={HOST}").text
    assert "Last step: start Anna" in host and TAKE_BACK not in host and "Undo…" in host
