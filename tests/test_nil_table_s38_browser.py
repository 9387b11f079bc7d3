"""NIL's phones in headless Chromium at 360 px, s38 review (nilrev defects 4 and 5): another phone's step redraws a
page whose player is at the rack's tiles (above the board, the last step between them): the tiles stay where they
were on the screen (they moved 126 px as the board was held still), and a tap on one of them, its finger down
before the redraw and up after it, is entered, not lost."""

from __future__ import annotations

import shutil

from scorer.session import TableSession
from tests.serving import serving
from tests.test_nil_table_s38 import REVIEW
from tests.test_serve_browser import PHONE, browser, pytestmark  # noqa: F401  (fixture, skip)

SEATS = ("anna-token-0123456789", "ben-token-01234567890", "cleo-token-0123456789")
BEND = "main form.entries button.tile[value='Ben holds bend']"


def _top(page) -> float:
    return page.locator(BEND).bounding_box()["y"]


def _redrawn(page, before: str) -> str:
    """Wait for the page's next redraw (its part's address names the next revision); its address."""
    page.wait_for_selector(f'main#table:not([hx-get="{before}"])', state="attached")
    return page.locator("main#table").get_attribute("hx-get")


def test_the_racks_tiles_stay_put_and_a_tap_across_a_redraw_is_entered(browser, tmp_path):  # noqa: F811
    path = tmp_path / "blk.yaml"
    shutil.copy(REVIEW, path)
    session = TableSession.resume(path)
    with serving(session, token="h0st-token-0123456789", seats=SEATS) as (address, table):
        ben = browser.new_page(viewport=PHONE)
        ben.goto(f"{address.split('?')[0]}?t={SEATS[1]}")
        ben.wait_for_selector(BEND)
        # Ben looks at his rack's tiles, in the middle of the screen (the board below them, off it)
        ben.evaluate(f"window.scrollBy(0, document.querySelector(\"{BEND}\").getBoundingClientRect().top - 370)")
        part = ben.locator("main#table").get_attribute("hx-get")
        at, box = _top(ben), ben.locator(BEND).bounding_box()
        # a finger down on bend; Anna's tile redraws the page (Ben's last step grows above the board); the finger up
        ben.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        ben.mouse.down()
        table.enter("D15 S", table.revision, 0, False)
        part = _redrawn(ben, part)
        assert abs(_top(ben) - at) <= 2, (at, _top(ben))  # the tiles stayed under the finger
        ben.mouse.up()
        _redrawn(ben, part)  # the tap's own answer
        assert session.state.racks[1]["bend"] == 1, session.moves[-1]  # the tap was entered, not lost
        ben.close()
