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
