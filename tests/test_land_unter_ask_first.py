"""Land Unter: a seat's own card that its hand as written does not hold is asked first (revcards defect 6).

A hand written down is its writer's claim, and the writer's own card shown wins over it (decision *claims*):
the hand as written then gives way, to be written again. A one-digit slip on a seat's own page (13 typed for
the 31 it holds) was recorded at once and cleared the hand it had written; NILE asked first, Land Unter did not.
Now its own page, and ``nile play``'s keyboard (to that seat alone), ask "play 13 all the same?" first; the
host's page, another seat's and a card the hand as written holds are ruled at once, as before."""

from __future__ import annotations

import html
import re
from pathlib import Path

from starlette.testclient import TestClient

from scorer.games import game as spec_of
from scorer.session import Asked, TableSession
from scorer.web.app import create_app
from scorer.web.table import SharedTable

SPEC = spec_of("land-unter")
HOST = "h0st-token-0123456789"
SEATS = ("anna-token-0123456789", "ben-token-01234567890", "cleo-token-0123456789")
#: Ben's hand (5 lifebelts: 13-16 and 25-26 whole, 37-38 half), written on his page before the water cards
BEN = "1 2 3 13 14 15 16 25 26 37 38 49"
BEFORE = [("4 5 4", None), (f"Ben hand [{BEN}]", 1), ("7 3", None), ("Anna 40", 0)]
QUESTION = ("Your hand as written holds no 5: play 5 all the same? Your hand as written would give way, to be "
            "written again (its cards come ticked: untick the wrong one)")


def _session(tmp_path: Path) -> TableSession:
    session = TableSession.start(SPEC, ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    for entry, seat in BEFORE:
        ruling = session.enter_as(entry, seat) if seat is not None else session.enter(entry)
        assert type(ruling).__name__ == "Accepted", (entry, ruling)
    return session


def test_the_session_asks_only_the_seat_whose_written_hand_would_give_way(tmp_path):
    session = _session(tmp_path)
    assert session.asks("Ben 5", 1) == Asked("Ben 5", QUESTION, 1)
    assert session.asks("Ben 5", None) == Asked("Ben 5", QUESTION, 1)  # the keyboard: asked of Ben alone
    assert session.asks("Ben 13", 1) is None  # his hand as written holds it: ruled at once
    assert session.asks("Cleo 5", 2) is None  # Cleo wrote no hand: nothing to lose
    assert session.asks("Ben 40", 1) is None  # already played by Anna: refused, never asked


def _post(client: TestClient, table: SharedTable, token: str, entry: str, **more: str) -> str:
    reply = client.post("/enter", data={"t": token, "rev": table.revision, "entry": entry, **more},
                        headers={"HX-Request": "true"})
    assert reply.status_code == 200, reply.text
    return html.unescape(reply.text)


def test_ben_s_page_asks_and_records_only_once_he_confirms(tmp_path):
    session = _session(tmp_path)
    table = SharedTable(session, run="a1")
    client = TestClient(create_app(table, HOST, seats=SEATS))
    steps = session.step
    page = _post(client, table, SEATS[1], "5")
    assert QUESTION in page and session.step == steps  # asked, nothing recorded
    assert QUESTION not in html.unescape(client.get("/part", params={"t": SEATS[0]}).text)  # on no other page
    form = re.search(r'<form [^>]*class="confirm">(.*?)</form>', page, re.S)
    assert form, page
    fields = dict(re.findall(r'<input type="hidden" name="([^"]*)" value="([^"]*)">', form.group(1)))
    _post(client, table, SEATS[1], fields.pop("entry"), **{k: v for k, v in fields.items() if k not in ("t", "rev")})
    assert session.step == steps + 1 and session.state.gave_way[session.state.hand_of(1)]


def test_the_host_page_records_at_once(tmp_path):
    session = _session(tmp_path)
    table = SharedTable(session, run="a1")
    client = TestClient(create_app(table, HOST, seats=SEATS))
    steps = session.step
    page = _post(client, table, HOST, "Ben 5")
    assert QUESTION not in page and session.step == steps + 1
