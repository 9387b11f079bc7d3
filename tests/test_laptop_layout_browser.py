"""A card game's page on a laptop (≥ 1000 px): one column in the middle, not the controls in the right half
beside an empty left one (revcards defect 7; a board game keeps its board on the left, the controls beside it)."""

from __future__ import annotations

from scorer.session import TableSession
from tests.serving import serving
from tests.test_serve_browser import browser, pytestmark  # noqa: F401  (fixture, skip)
from tests.test_session import spec_of

LAPTOP = {"width": 1280, "height": 800}


def test_a_card_game_s_page_is_one_column_in_the_middle_of_a_laptop(browser, tmp_path):
    session = TableSession.start(spec_of("land-unter"), ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    session.enter("4 5 4")
    with serving(session) as (address, _table):
        page = browser.new_page(viewport=LAPTOP)
        page.goto(address)
        box = page.locator(".play").bounding_box()
        assert box is not None
        left, right = box["x"], LAPTOP["width"] - box["x"] - box["width"]
        assert box["width"] <= 900 and abs(left - right) < 40, box  # centred, not a right half
        entry = page.locator("form.entries input[name=entry], input[name=entry]").first.bounding_box()
        assert entry is not None and entry["x"] < LAPTOP["width"] / 2, entry  # the controls start left of the middle
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
