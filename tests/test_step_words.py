"""The words of the step boxes on a seat's page (issue 22, fe-table4 "Small things"): the page that entered
Land Unter's lifebelts reads "Recorded: 3 4 8" with where it was taken, "Round 1, the deal", not "Round 1 is
about to be dealt" (which the deal no longer is)."""

from __future__ import annotations

import html
import re

from starlette.testclient import TestClient

from scorer.session import TableSession
from scorer.web.app import create_app
from scorer.web.table import SharedTable
from tests.land_unter_helpers import NAMES, quick, simulated  # noqa: F401 (quick: an autouse fixture)
from tests.test_session import spec_of

HOST = "h0st-token-0123456789"
SEATS = ("anna-token-0123456789", "ben-token-01234567890", "cleo-token-0123456789")


def _boxes(page: str) -> list[str]:
    """The step boxes of a page, as text, one line a paragraph."""
    return [" / ".join(p.strip() for p in re.sub(r"<[^>]+>", "\n", html.unescape(box)).split("\n") if p.strip())
            for box in re.findall(r'<section class="ruling[^"]*" role="status"[^>]*>.*?</section>', page, re.S)]


def test_the_page_that_entered_the_lifebelts_says_where_they_were_taken(tmp_path):
    _, _, belts = simulated()
    table = SharedTable(TableSession.start(spec_of("land-unter"), NAMES, [], tmp_path / "lu.yaml"), run="a1")
    client = TestClient(create_app(table, HOST, seats=SEATS))
    entry = " ".join(map(str, belts))
    reply = client.post("/enter", data={"t": SEATS[0], "rev": table.revision, "entry": entry},
                        headers={"HX-Request": "true"})
    boxes = _boxes(reply.text)
    assert reply.status_code == 200 and boxes and boxes[0].startswith(f"Recorded: {entry} / Round 1, the deal"), boxes
    assert "about to be dealt" not in reply.text
