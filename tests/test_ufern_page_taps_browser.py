"""Ufern on a phone, the taps a table makes (s39 uferpage2, from uferrev2 defects 3 and 4): no take back comes to lie
where the finger just tapped; a field of the board with one entry enters it at one tap. Headless Chromium at 360 x 740."""

from __future__ import annotations

import contextlib
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from scorer.session import TableSession
from tests.serving import serving
from tests.test_serve_browser import PHONE, browser, looked_at, phone, pytestmark  # noqa: F401  (fixture, skip)
from tests.test_session import spec_of

DATA = Path(__file__).parent / "data"
HOST = "h0st-token-0123456789"
SEATS = ("anna-token-0123456789", "ben-token-01234567890", "cleo-token-0123456789")
#: the control under a point of the screen, as a tap there would take it (its entry or its words), or None
UNDER = """([x, y]) => { const e = document.elementFromPoint(x, y), c = e && e.closest('a, button, summary');
  return c ? (c.getAttribute('data-one') || c.textContent.trim()) : null; }"""


@contextlib.contextmanager
def _seat_page(browser, tmp_path: Path, record: str | None, seat: int) -> Iterator[tuple[Any, TableSession, Any]]:
    """Seat ``seat``'s page (Anna 0, Ben 1, Cleo 2) at 360 x 740 of a served Ufern game: a copy of
    ``tests/data/<record>`` resumed, or a new game of Anna, Ben and Cleo (``record`` None); yields (the page,
    the session, the served table)."""
    path = tmp_path / "g.yaml"
    if record is None:
        session = TableSession.start(spec_of("ufern-des-nils"), ["Anna", "Ben", "Cleo"], [], path)
    else:
        shutil.copy(DATA / record, path)
        session = TableSession.resume(path)
    with serving(session, HOST, SEATS) as (address, table):
        page = phone(browser)
        page.goto(f"{address.split('?')[0]}?t={SEATS[seat]}")
        yield page, session, table


def _drawn(page, table) -> None:
    page.wait_for_selector(f'main#table[hx-get^="/part?rev={table.run}.{table.changes}&"]', state="attached", timeout=15_000)
    page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


def _middle(page, selector: str) -> tuple[float, float]:
    page.locator(selector).scroll_into_view_if_needed()
    box = page.locator(selector).bounding_box()
    assert box is not None, selector
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def test_an_ebb_s_field_tapped_puts_no_take_back_under_the_finger(browser, tmp_path):  # noqa: F811
    """uferrev2 defect 3: Cleo taps the cell E4.2 at an ebb; the page was drawn again from its top, its event's
    cells at the board's top, and "Take back “E4.2”" lay under the finger from 150 ms on, so a second tap 0.9 s
    later (past still.js's guard) took the card back. Now the ruling and its take back are said at the screen's
    foot, and nothing that takes back lies within reach of the tap."""
    with _seat_page(browser, tmp_path, "ufern-ebb-round6.yaml", 2) as (page, session, table):
        page.wait_for_selector('svg a.cell[data-one="E4.2"]')
        x, y = _middle(page, 'svg a.cell[data-one="E4.2"]')
        assert y > 200  # (the cell is far down the page: the jump up is what is tested)
        page.mouse.click(x, y)
        _drawn(page, table)
        assert session.last_step_as(None)[1] == "E4.2"
        for dx, dy in ((0, 0), (-20, 0), (20, 0), (0, -20), (0, 20)):
            under = page.evaluate(UNDER, [x + dx, y + dy])
            assert not (under and ("Take back" in under or "Undo" in under)), (dx, dy, under)
        take_back = page.locator("form.undo-now button").bounding_box()
        assert take_back is not None and 0 <= take_back["y"] and take_back["y"] + take_back["height"] <= PHONE["height"]
        assert page.locator('svg a.cell[data-one="hippo"]').bounding_box()["y"] >= 0  # the event's cells in sight
        looked_at(page, tmp_path, "ufern-ebb-after-a-tap")


def test_a_field_with_one_entry_enters_it_at_one_tap(browser, tmp_path):  # noqa: F811
    """uferrev2 defect 4: at the set-up the board's field W4.4, labelled "desert W4.4 (one tap enters it)", only rang
    its cell below the board, even tapped twice. A field with one entry now enters it; one with several shows its
    cells, as before."""
    with _seat_page(browser, tmp_path, None, 0) as (page, session, table):
        page.locator('button[value="first Anna"]').click()
        _drawn(page, table)
        field = 'svg.board a.target:not(.cell)[data-at="W4.4"]'
        assert "one tap enters it" in (page.locator(field).get_attribute("aria-label") or "")
        page.mouse.click(*_middle(page, field))
        _drawn(page, table)
        assert session.last_step_as(None)[1] == "desert W4.4"


def test_a_sowing_among_many_is_its_crop_then_its_field_on_a_page_much_shorter(browser, tmp_path):  # noqa: F811
    """uferrev2 defect 5: the actions page was 3,353 px at 360 px, a cell for each crop x each free field (56 here,
    2,872 px). Now a cell a crop: tapped, it is picked and the fields where it may go are ringed; a field then
    tapped adds that sowing to the turn. The page at this position is 2,536 px (measured 2,872 before), 2,602 px with the folded
    "Recent steps" list every page has since (nilefix); a sow cell per crop and field makes it about 2,950."""
    with _seat_page(browser, tmp_path, "ufern-actions-round1.yaml", 0) as (page, session, table):
        page.wait_for_selector("svg.board a.crop")
        assert page.locator('svg.board a.cell[data-one^="sow "]').count() == 0
        assert page.evaluate("document.body.scrollHeight") <= 2650
        crop = page.locator('svg.board a.crop[data-crop="flax"]')
        assert crop.bounding_box()["height"] >= 44
        page.mouse.click(*_middle(page, 'svg.board a.crop[data-crop="flax"]'))
        assert crop.get_attribute("aria-pressed") == "true"
        ringed = page.evaluate("Array.from(document.querySelectorAll('svg.board a.target:not(.cell)[aria-current]'))"
                               ".map(t => t.dataset.at)")
        assert "W4.2" in ringed and "W4.4" not in ringed, ringed  # (W4.4: a desert card)
        looked_at(page, tmp_path, "ufern-sow-crop-picked")
        page.mouse.click(*_middle(page, 'svg.board a.target:not(.cell)[data-at="W4.2"]'))
        page.wait_for_selector("section.build ol li", state="attached")
        assert page.text_content("section.build ol li span") == "sow flax W4.2"
        assert session.last_step_as(None)[1] == "A single-single E4.1"  # (nothing recorded: the turn is built)


#: the cell's box and the top of the turn's bar on the screen
UNDER_BAR = """(sel) => { const c = document.querySelector(sel).getBoundingClientRect();
  return [c.top, c.bottom, document.querySelector('section.build').getBoundingClientRect().top]; }"""


def test_a_cell_brought_into_sight_is_not_under_the_turn_s_bar(browser, tmp_path):  # noqa: F811
    """uferrev2 defect 6: a cell scrolled into view from above it ended under the sticky bar of the turn being built,
    and the tap meant for it went to Done, ending the turn unacted. The page's scroll padding is now the bar's."""
    with _seat_page(browser, tmp_path, "ufern-actions-round1.yaml", 0) as (page, session, table):
        page.wait_for_selector("svg.board a.crop")
        page.wait_for_function("() => Number(document.documentElement.dataset.barPadding) > 0")
        for selector in ('svg.board a.cell[data-one="grow E5.4"]', 'svg.board a.crop[data-crop="onion"]'):
            page.evaluate("window.scrollTo(0, 0)")
            page.evaluate(f"document.querySelector({selector!r}).scrollIntoView({{block: 'nearest'}})")
            top, bottom, bar = page.evaluate(UNDER_BAR, selector)
            assert 0 <= top and bottom <= bar, (selector, top, bottom, bar)


def test_ending_a_turn_without_acting_asks_first_and_never_under_the_finger(browser, tmp_path):  # noqa: F811
    """uferrev2 defect 6: "Done: end the turn without acting" ended the turn at one tap, a stray one too. Now it asks:
    its summary tapped shows "Yes: end the turn, no action" above it, so a second tap on the same spot only folds it."""
    with _seat_page(browser, tmp_path, "ufern-actions-round1.yaml", 0) as (page, session, table):
        page.wait_for_selector("section.build details.pass > summary")
        sure = page.locator("section.build button.pass-sure")
        assert not sure.is_visible()
        summary = page.locator("section.build details.pass > summary")
        was = summary.bounding_box()
        summary.click()
        assert sure.is_visible()
        box = sure.bounding_box()
        assert box["y"] + box["height"] <= was["y"] + 1, (box, was)  # above where the finger was
        looked_at(page, tmp_path, "ufern-pass-asks")
        sure.click()
        page.wait_for_selector("section.build", state="detached")
        assert session.last_step_as(None)[1] == "done"
