"""A card game's page on a laptop (≥ 1000 px): the picture of the table on the left, the controls beside it, not the
controls in the right half beside an empty left one (revcards defect 7); a board game keeps its board on the left."""

from __future__ import annotations

from scorer.session import TableSession
from tests.serving import serving
from tests.test_serve_browser import browser, pytestmark  # noqa: F401  (fixture, skip)
from tests.test_session import spec_of

LAPTOP = {"width": 1280, "height": 800}


def test_a_card_game_s_page_puts_the_picture_of_the_table_beside_the_controls_on_a_laptop(browser, tmp_path):
    """The picture of the table in the left column, at a readable width, the controls beside it on the right (revcards
    defect 7: it sat small at the foot of the right column, under a QR code, the left half empty)."""
    session = TableSession.start(spec_of("land-unter"), ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    session.enter("4 5 4")
    with serving(session) as (address, _table):
        page = browser.new_page(viewport=LAPTOP)
        page.goto(address)
        picture = page.locator(".play > .table-side img")
        picture.evaluate("i => i.complete || new Promise(r => i.addEventListener('load', r))")
        box, head = picture.bounding_box(), page.locator(".play > .head").bounding_box()
        assert box is not None and head is not None
        side = page.locator(".play > .table-side").bounding_box()  # the column: the table in text first, large
        assert side is not None and side["y"] < 120, side  # (tests/test_laptop_table_text_browser.py)
        assert box["x"] < 40 and box["width"] >= 500, box  # on the left, at the column's width
        assert head["x"] > box["x"] + box["width"], (box, head)  # the controls beside it
        entry = page.locator("input[name=entry]").first.bounding_box()
        assert entry is not None and entry["x"] > LAPTOP["width"] / 2, entry
        page.close()


def test_a_board_game_keeps_its_board_beside_the_controls(browser, tmp_path):
    session = TableSession.start(spec_of("nil"), ["Anna", "Ben"], [], tmp_path / "g.yaml")
    session.enter("start Anna")
    with serving(session) as (address, _table):
        page = browser.new_page(viewport=LAPTOP)
        page.goto(address)
        board, rest = page.locator(".play > .board-side").bounding_box(), page.locator(".play > .rest").bounding_box()
        assert board is not None and rest is not None and board["x"] < rest["x"], (board, rest)
        page.close()


def test_the_table_page_shows_the_whole_board_first(tmp_path):
    """The table's page (a shared screen, read-only) opens on the whole board, a link away from where play is; a
    player's page opens where play is (revboards defect 9: a laptop's table page showed 7 x 7 squares of 22 x 21)."""
    from starlette.testclient import TestClient

    from scorer.web.app import create_app
    from scorer.web.table import SharedTable

    session = TableSession.start(spec_of("nil"), ["Anna", "Ben"], [], tmp_path / "g.yaml")
    session.enter("start Anna")
    client = TestClient(create_app(SharedTable(session, run="a1"), "h0st-token-0123456789",
                                   seats=("anna-token-0123456789", "ben-token-01234567890")))
    table = client.get("/").text
    assert "Back to where play is" in table and "The whole board" not in table and "zoom=play" in table
    assert "The whole board" in client.get("/", params={"t": "anna-token-0123456789"}).text
    assert "The whole board" in client.get("/", params={"zoom": "play"}).text  # the table's page, where play is
