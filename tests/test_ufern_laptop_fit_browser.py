"""An den Ufern des Nils on a laptop (1280 x 800) in Debian's Chromium: the board, drawn for a 360 px phone, was
stretched to its column (670 px), so the table's and the host's screens showed the east bank and half the west,
the market two screens down (uferrev defect 6). It is now drawn to fit the screen's height down to the market's
foot (scorer/web/static/fit.js), the controls beside it, a board to tap never smaller than a phone's; a phone's
board is as it was."""

from __future__ import annotations

from tests.seat_pages import SEATS
from tests.serving import serving
from tests.test_laptop_layout_browser import LAPTOP
from tests.test_serve_board_browser import errors_of
from tests.test_serve_browser import PHONE, SHOTS, accessible, browser, pytestmark  # noqa: F401 (fixture, skip)
from tests.test_ufern_build import HOST, at_actions
from tests.test_ufern_build_browser import build_count, every_sowing_a_cell  # noqa: F401 (fixture: a cell a sowing)

#: the board's box, the market's top and its foot (the drawing's status part) on the screen, the page's height
MEASURE = """(() => { const s = document.querySelector('svg.board'), r = s.getBoundingClientRect();
    const at = p => s.querySelector(`rect.part[data-part=${p}]`).getBoundingClientRect().top;
    const head = document.querySelector('.play > .head').getBoundingClientRect();
    const cells = [...s.querySelectorAll('a.cell')].map(c => c.getBoundingClientRect().height);
    return {top: r.top, right: r.right, width: r.width, market: at('market'), foot: at('status'),
            head: head.left, page: document.documentElement.scrollHeight, cell: cells.length ? Math.min(...cells) : null};
})()"""


def test_the_table_s_laptop_shows_the_whole_board_down_to_the_market_beside_the_controls(browser, tmp_path):
    session, _ = at_actions(tmp_path)
    with serving(session, HOST, SEATS) as (address, table):
        base = address.split("?")[0]
        page = browser.new_page(viewport=LAPTOP)
        errors = errors_of(page)
        page.goto(base)  # the table's page: a shared screen, read-only
        seen = page.evaluate(MEASURE)
        assert 0 <= seen["top"] and seen["foot"] <= LAPTOP["height"], seen  # before: the market's top at 1,123
        assert seen["width"] >= 0.75 * 360 and seen["page"] < 1200, seen  # before: 2,117 px
        # the controls beside it, not 690 px off (the board laid out wide takes the rest: tests/test_ufern_wide_browser.py)
        assert seen["head"] >= seen["right"] and seen["head"] < 1280 - 300, seen
        page.screenshot(path=str((SHOTS or tmp_path) / "ufern-table-1280.png"), caret="initial")
        accessible(page, "ufern: the table's page on a laptop")
        # the host's page at a player's actions: the turn's cells above the market need more than a screen; a board
        # to tap is never smaller than a phone's (its cells 44 px), the market a screen nearer than before (2,472)
        host = browser.new_page(viewport=LAPTOP)
        errors += errors_of(host)
        host.goto(f"{base}?t={HOST}")
        seen = host.evaluate(MEASURE)
        assert seen["width"] >= 360 and seen["cell"] >= 44 and seen["market"] < 1400, seen
        assert seen["head"] >= seen["right"] and seen["head"] < 1280 - 300, seen
        host.screenshot(path=str((SHOTS or tmp_path) / "ufern-host-1280.png"), caret="initial")
        # a phone: the board as wide as the screen, as before
        phone = browser.new_page(viewport=PHONE)
        phone.goto(f"{base}?t={SEATS[session.state.seat]}")
        assert phone.evaluate(MEASURE)["width"] == PHONE["width"]
        assert not errors, errors


def test_a_cell_tapped_on_a_laptop_leaves_the_next_one_where_it_was(browser, tmp_path):
    """The board fitted again after the page's own redraw, before the page is put back where it was (fit.js's
    listener runs first): otherwise the board measured stretched, then fitted, and the next cell jumped ~540 px."""
    session, _ = at_actions(tmp_path)
    with serving(session, HOST, SEATS) as (address, table):
        page = browser.new_page(viewport=LAPTOP)
        errors = errors_of(page)
        page.goto(f"{address.split('?')[0]}?t={HOST}")
        page.evaluate("window.scrollBy(0, 300)")
        cells = page.locator("svg.board a.cell")
        nxt = cells.nth(3).get_attribute("data-one")
        before = cells.nth(3).bounding_box()
        cells.nth(1).click()
        build_count(page, 1)
        after = page.locator(f'svg.board a.cell[data-one="{nxt}"]').bounding_box()
        assert before and after and abs(after["y"] - before["y"]) < 4 and after["height"] >= 44, (before, after)
        assert not errors, errors
