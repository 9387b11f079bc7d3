"""An den Ufern des Nils' board laid out wide on a laptop (issue 22 item 5; uferrev3 defect 3), in Debian's Chromium:
at 1280 x 800 the table's page drew the phone's board, a column of banks then market, fitted to the screen's height
as a strip 302 px wide (24 % of the screen) with field labels of 10 px, the last step and the scores in the other two
thirds. The page now lays it out wide (scorer/web/wide_ufern.py, static/fit.js): the banks and the market side by
side, the board most of the width, its labels 14 px and more, the controls beside it; a phone's board is as it was."""

from __future__ import annotations

from pathlib import Path

from scorer.session import TableSession
from tests.seat_pages import SEATS
from tests.serving import serving
from tests.test_laptop_layout_browser import LAPTOP
from tests.test_serve_board_browser import errors_of
from tests.test_serve_browser import PHONE, SHOTS, accessible, browser, pytestmark  # noqa: F401 (fixture, skip)
from tests.test_session import spec_of, typed_game
from tests.test_ufern_build import HOST, SLUG, at_actions

#: the board's box and share of the screen, its field labels' size in CSS px, where the market and the banks are,
#: the controls' left edge and width, the drawing's viewBox width, whether a market drawn for the wide layout shows
MEASURE = """(() => { const s = document.querySelector('svg.board'), r = s.getBoundingClientRect();
    const labels = [...s.querySelectorAll('text')].filter(t => /^[EW]\\d\\.\\d$/.test(t.textContent));
    const px = parseFloat(labels[0].getAttribute('font-size')) * r.width / s.viewBox.baseVal.width;
    const first = t => { const e = [...s.querySelectorAll('text')].find(e => e.textContent.startsWith(t));
                         return e ? e.getBoundingClientRect() : {left: -1, top: -1e6, width: 0}; };  // (none drawn)
    const market = first('M1 ('), nile = [...s.querySelectorAll('text')].find(e => /^E5\\.1$/.test(e.textContent)).getBoundingClientRect();
    const head = document.querySelector('.play > .head').getBoundingClientRect();
    const cells = [...s.querySelectorAll('a.cell')].map(c => c.getBoundingClientRect().height);
    return {left: r.left, right: r.right, bottom: r.bottom, share: r.width / innerWidth, label: px,
            market_left: market.left, market_top: market.top, market_w: market.width, banks_right: nile.right,
            banks_top: first('E5.5').top, head: head.left, head_w: head.width, units: s.viewBox.baseVal.width,
            cell: cells.length ? Math.min(...cells) : null};
})()"""


def at_flood(tmp_path: Path) -> TableSession:
    """A 2-player game entered to its second round's water step: the first player's targets are fields only (the
    phone's drawing leaves the market out)."""
    names, _, texts = typed_game(SLUG, 43, 2)
    session = TableSession.start(spec_of(SLUG), names, [], tmp_path / "f.yaml")
    for text in texts:
        if session.state.step == "water" and session.state.round > 1:
            return session
        session.enter(text)
    raise AssertionError("no second round's water step")


def wide(seen: dict) -> None:
    """The board laid out wide: the market beside the banks (to their right, its top level with the east bank's),
    most of the screen's width, labels of 14 px at least, the controls beside it and a phone's column wide."""
    assert seen["units"] > 700 and seen["market_left"] > seen["banks_right"], seen  # before: 360 units, under them
    assert abs(seen["market_top"] - seen["banks_top"]) < 0.1 * LAPTOP["height"], seen
    assert seen["share"] >= 0.6 and seen["label"] >= 14, seen  # before: 24 % and 10.1 px
    assert seen["head"] >= seen["right"] and seen["head_w"] >= 300, seen


def test_the_table_s_laptop_lays_the_board_out_wide_and_large(browser, tmp_path):
    session, _ = at_actions(tmp_path)
    with serving(session, HOST, SEATS) as (address, table):
        base = address.split("?")[0]
        page = browser.new_page(viewport=LAPTOP)
        errors = errors_of(page)
        page.goto(base)  # the table's page, looked at from across the table
        page.wait_for_function("document.querySelector('.play.fitted')")
        seen = page.evaluate(MEASURE)
        wide(seen)
        assert seen["bottom"] <= LAPTOP["height"], seen  # the whole board on the first screen
        page.screenshot(path=str((SHOTS or tmp_path) / "ufern-table-wide-1280.png"), caret="initial")
        accessible(page, "ufern: the table's page laid out wide")
        # narrowed to a phone's width, the same page draws the phone's layout again
        page.set_viewport_size(PHONE)
        page.wait_for_function("document.querySelector('svg.board').viewBox.baseVal.width === 360")
        seen = page.evaluate(MEASURE)
        assert seen["market_top"] > seen["banks_top"] + 400 and seen["market_left"] < 100, seen
        # the acting seat's page: its cells still 44 px and more, the market beside the banks
        seat = browser.new_page(viewport=LAPTOP)
        errors += errors_of(seat)
        seat.goto(f"{base}?t={SEATS[session.state.seat]}")
        seat.wait_for_function("document.querySelector('.play.fitted')")
        seen = seat.evaluate(MEASURE)
        wide(seen)
        assert seen["cell"] >= 44, seen
        assert not errors, errors


def test_a_turn_on_the_fields_only_still_shows_the_market_beside_them_on_a_laptop(browser, tmp_path):
    """At a flood the phone's drawing leaves the market out (its targets are fields): on a laptop it stays beside
    the banks, so the board neither loses half its picture nor changes its size from one step to the next."""
    session = at_flood(tmp_path)
    with serving(session, HOST, SEATS) as (address, table):
        base = address.split("?")[0]
        page = browser.new_page(viewport=LAPTOP)
        errors = errors_of(page)
        page.goto(f"{base}?t={HOST}")
        page.wait_for_function("document.querySelector('.play.fitted')")
        assert page.locator("svg.board a.target").count() > 0
        wide(page.evaluate(MEASURE))
        page.screenshot(path=str((SHOTS or tmp_path) / "ufern-flood-wide-1280.png"), caret="initial")
        accessible(page, "ufern: a flood laid out wide")
        phone = browser.new_page(viewport=PHONE)
        phone.goto(f"{base}?t={HOST}")
        assert phone.locator("svg.board g.wide-only").get_attribute("display") == "none"
        assert phone.evaluate("document.querySelector('svg.board').viewBox.baseVal.width") == 360
        assert not errors, errors
