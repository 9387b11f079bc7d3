"""Every game's pages once the game is over (nilrev2, s38): the last-step box names the last step and its news, never
the question that step answered, which reads as the game's state under the final scores (NIL: "the racks left are
shown; still to come: Anna", though Anna's rack was in; NILE: "Anna trades, plants or speculates"; Ufern: "Ben
acts, 3 action points left")."""

from __future__ import annotations

import html
import re

import pytest

from scorer.session import TableSession
from scorer.web.table import SharedTable
from tests.test_serve_browser import SHORT
from tests.test_session import spec_of, typed_game

HOST = "h0st-token-0123456789"
SEATS = ("anna-token-0123456789", "ben-token-01234567890", "cleo-token-0123456789")


@pytest.mark.parametrize("slug", list(SHORT))
def test_the_last_step_box_at_the_end_says_no_question(slug, tmp_path):
    from starlette.testclient import TestClient

    from scorer.web.app import create_app

    spec = spec_of(slug)
    names, _, texts = typed_game(slug, SHORT[slug], spec.catalogue.players.min)
    session = TableSession.start(spec, names, [], tmp_path / "g.yaml")
    for text in texts:
        session.enter(text)
    assert session.over
    client = TestClient(create_app(SharedTable(session), HOST, seats=SEATS[:len(names)]))
    for token in ("", f"?t={HOST}", f"?t={SEATS[0]}"):
        page = html.unescape(client.get(f"/{token}").text)
        box = re.search(r'<section class="ruling" role="status"><strong>Last step: .*?</section>', page, re.S)
        assert box is not None, (slug, token)
        assert '<p class="step">' not in box[0] and "still to come" not in box[0], (slug, token, box[0])
        assert "Final scores" in page
