"""NILE at the table, the defects a fresh-eyes table of three found (issue 22, s37 review nilerev): the host's undo
takes back the step its question names; a Plague told on a seat's page is asked first and never "Your step now";
a forgotten Plague is said as such; plantings of 3+ cards and double speculations are buttons; the picture draws
the discard pile it counts; the news says when an empty deck is shuffled."""

from __future__ import annotations

import html
import re
from pathlib import Path

from scorer.games import game as spec_of
from scorer.games.nile.moves import Hold, Plant
from scorer.session import Accepted, TableSession

SPEC = spec_of("nile")
HOST = "h0st-token-0123456789"
SEATS = ("anna-token-0123456789", "ben-token-01234567890", "cleo-token-0123456789")


def _session(tmp_path: Path, *entries: tuple[str, int | None]) -> TableSession:
    session = TableSession.start(SPEC, ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    for text, seat in entries:
        ruling = session.enter_as(text, seat)
        assert isinstance(ruling, Accepted), (text, ruling)
    return session


def _client(session: TableSession):
    from starlette.testclient import TestClient

    from scorer.web.app import create_app
    from scorer.web.table import SharedTable

    table = SharedTable(session)
    return TestClient(create_app(table, HOST, seats=SEATS)), table


def _page(client, token: str) -> str:
    return html.unescape(client.get(f"/?t={token}").text)


def test_the_hosts_undo_takes_back_the_step_its_question_names_with_the_tells_after_it(tmp_path):
    """nilerev defect 1: after Anna told the two cards she drew, the host's "Undo…" asked "Take back “plant 2
    Papyrus”" and took back Anna's tell instead. Now it takes back the planting it names, and the tell after it
    (its cards were drawn after the planting), and every page hears both."""
    session = _session(tmp_path, ("Castor", 0), ("plant 2 Papyrus", 0), ("Anna holds Wheat Flax", 0))
    client, table = _client(session)
    host = _page(client, HOST)
    asked = re.search(r"Take back “([^”]*)” \(", host)
    assert asked and asked[1] == "plant 2 Papyrus", asked
    client.post("/undo", data={"t": HOST, "rev": table.revision}, headers={"HX-Request": "true"})
    assert not any(isinstance(m, (Plant, Hold)) for m in session.moves), session.moves
    assert "The host's page took back “plant 2 Papyrus” and “Anna holds ? ?” after it" in _page(client, SEATS[1])
    assert "took back “plant 2 Papyrus” and “Anna holds Wheat Flax” after it" in _page(client, SEATS[0])
    assert "Last step: Castor" in _page(client, HOST)


def _rev(page: str) -> str:
    found = re.search(r'name="rev" value="([^"]+)"', page)
    assert found, page[:300]
    return found[1]


def test_a_plague_a_draw_showed_is_no_step_now_and_is_asked_first_on_the_drawers_page(tmp_path):
    """nilerev defect 2: after Anna's planting and face-down draw, her page showed "Your step now: [Anna drew
    Plague]" (and the "your turn" bar) through Ben's turn, and one stray tap destroyed her field. The Plague is
    announced at once by its drawer [Invasion de locustes]: the button stays, outside "Your step now", and asks
    first, naming the field it destroys; nothing is recorded until Anna says yes."""
    session = _session(tmp_path, ("Castor", 0), ("plant 2 Papyrus", 0))
    client, table = _client(session)
    anna = _page(client, SEATS[0])
    assert 'value="Anna drew Plague"' in anna
    assert "Your step now" not in anna and "data-yours" not in anna, anna[anna.find("<main"):][:600]
    moves = len(session.moves)
    asked = html.unescape(client.post("/enter", data={"t": SEATS[0], "rev": _rev(anna), "entry": "Anna drew Plague",
                                                       "via": "list"}, headers={"HX-Request": "true"}).text)
    assert "Did Anna's draw show the Plague of Locusts?" in asked and "Anna's Papyrus field (2 cards)" in asked, asked
    assert len(session.moves) == moves and 'name="sure" value="yes"' in asked
    done = html.unescape(client.post("/enter", data={"t": SEATS[0], "rev": _rev(asked), "entry": "Anna drew Plague",
                                                      "via": "list", "sure": "yes"}, headers={"HX-Request": "true"}).text)
    assert "Recorded" in done and session.state.plagues == 1, done[:400]
