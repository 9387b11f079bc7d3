"""The Last step box says no question the step itself made stale (review-lu defect 6b, session 36): after Cleo's
lifebelts, "Last step: Cleo 5" showed "Round 1: lifebelts announced Anna 5, Ben 4; waiting for Cleo" above the news
"Round 1: lifebelts Anna 5, Ben 4, Cleo 5". The news of that same stage is said, the stale question not; a question
the news does not answer (another seat's hidden card, "Ben has chosen a weather card") stays."""

from __future__ import annotations

import html
import re

import pytest

from scorer.session import TableSession
from tests.test_session import spec_of

HOST = "h0st-token-0123456789"
SEATS = ("anna-token-0123456789", "ben-token-01234567890", "cleo-token-0123456789")


def _last_box(page: str) -> str:
    """The words of the page's Last step box, one line a paragraph."""
    box = re.search(r'<section class="ruling" role="status"><strong>(.*?)</section>', page, re.S)
    assert box is not None, page
    return html.unescape(re.sub(r"\s*<[^>]+>\s*", "\n", box.group(1))).strip()


@pytest.mark.parametrize("lang, stale, news", [
    ("en", "waiting for Cleo", "Round 1: lifebelts Anna 5, Ben 4, Cleo 5"),
    ("fr", "on attend", "Manche 1"),
    ("de", "wir warten", "Durchgang 1: Rettungsringe Anna 5, Ben 4, Cleo 5"),
])
def test_the_last_announcement_s_box_says_no_stale_waiting(tmp_path, lang, stale, news):
    from starlette.testclient import TestClient

    from scorer.web.app import create_app
    from scorer.web.table import SharedTable

    shared = SharedTable(TableSession.start(spec_of("land-unter"), ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml"))
    client = TestClient(create_app(shared, HOST, seats=SEATS))
    for seat, entry in enumerate(("Anna 5", "Ben 4", "Cleo 5")):
        reply = client.post("/enter", data={"t": SEATS[seat], "rev": shared.revision, "entry": entry},
                            headers={"HX-Request": "true"})
        assert reply.status_code == 200 and "Recorded" in reply.text
    said = _last_box(client.get("/", params={"t": SEATS[0], "lang": lang}).text)
    lines = said.splitlines()
    assert "Cleo 5" in lines[0] and any(line.startswith(news) for line in lines[1:]), said
    assert not [line for line in lines[1:] if stale in line], said


def test_a_question_the_news_does_not_answer_stays(tmp_path):
    """Ben's hidden card: the box on Anna's page says what was asked (Ben has chosen a weather card)."""
    from starlette.testclient import TestClient

    from scorer.web.app import create_app
    from scorer.web.table import SharedTable

    session = TableSession.start(spec_of("land-unter"), ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    for text in ("4 5 4", "7 10", "Anna 2", "Ben 30"):
        session.enter(text)
    client = TestClient(create_app(SharedTable(session), HOST, seats=SEATS))
    said = _last_box(client.get("/", params={"t": SEATS[0]}).text)
    assert said.splitlines()[0] == "Last step: Ben ?" and "Ben has chosen a weather card" in said, said
