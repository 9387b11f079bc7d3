"""Undo names what it takes back, in a real browser at phone size (issue 22; the TestClient tests of all four
games are tests/test_undo_names_it.py): Anna's page after her card and Ben's, face down until the trick is in,
asks to take back her own "Anna 5", and its Undo takes back that card."""

from __future__ import annotations

import os
from pathlib import Path

from scorer.games import game as spec_of
from scorer.session import Accepted, TableSession
from tests.serving import serving
from tests.test_serve_browser import browser, phone, pytestmark  # noqa: F401 (a fixture; chromium or skip)

HOST = "h0st-token-0123456789"
SEATS = ("anna-token-0123456789", "ben-token-01234567890", "cleo-token-0123456789")


def test_a_seats_undo_names_its_own_card_face_down_and_takes_it_back(browser, tmp_path):  # noqa: F811
    session = TableSession.start(spec_of("land-unter"), ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    for entry, seat in (("4 5 4", None), ("7 3", None), ("5", 0), ("6", 1)):
        ruling = session.enter_as(entry, seat, host=seat is None)
        assert isinstance(ruling, Accepted), (entry, ruling)
    with serving(session, HOST, SEATS) as (address, table):
        page = phone(browser)
        page.goto(address.replace(HOST, SEATS[0]))
        undo = page.locator("details.undo")
        undo.locator("summary").click()
        asked = undo.inner_text()
        assert "Take back your card 5 (" in asked and "Ben" not in asked.split("(")[0], asked  # the game's noun
        button = undo.locator("button")
        assert button.inner_text() == "Undo your card 5" and (button.bounding_box() or {}).get("height", 0) >= 44
        if os.environ.get("NILE_SCREENSHOTS"):
            page.screenshot(path=str(Path(os.environ["NILE_SCREENSHOTS"]) / "undo-own-card.png"), full_page=True)
        button.click()
        page.wait_for_selector("text=Undone: Anna 5")
        assert [getattr(m, "player", None) for m in table.session.moves[2:]] == [1], table.session.moves
