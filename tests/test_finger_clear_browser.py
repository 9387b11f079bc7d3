"""No tap lands on what the player did not see (s40 uferpage3, from uferrev3's defect 1 and the s39 closing note), in
headless Chromium at 360 x 740:

- Ufern: an ebb's field, or a flood card onto a desert card, tapped low on the screen; the page draws the event picker
  at the board's top and scrolls to it, and no longer puts it under the finger (a second tap at 500-900 ms entered
  "desert + arrow", an event nobody read);
- every game: within about 1 s of this page's own answer a second tap on a control the answer put under the finger is
  not taken, even after the page's own scroll; a tap made long ago at the same spot does not make a deliberate tap on
  a control a poll has just drawn there count as the second of a double tap."""

from __future__ import annotations

import shutil
from pathlib import Path

from scorer.session import TableSession
from tests.serving import serving
from tests.test_serve_browser import NEAR_PX, PHONE, POLL_GUARD_MS, browser, looked_at, phone, pytestmark  # noqa: F401
from tests.test_session import spec_of
from tests.test_tap_guard_browser import _dealt, _double_tap

DATA = Path(__file__).parent / "data"
HOST = "h0st-token-0123456789"
SEATS = ("anna-token-0123456789", "ben-token-01234567890", "cleo-token-0123456789")
#: the control under a point of the screen, as a tap there would take it (its entry or its words), or None
UNDER = """([x, y]) => { const e = document.elementFromPoint(x, y), c = e && e.closest('a, button, summary, label.card');
  return c ? (c.getAttribute('data-one') || c.getAttribute('data-at') || c.textContent.trim()) : null; }"""
FRAMES = "new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))"


def _next(table) -> str:
    """The revision the page shows once the next step is in (read before the tap that makes it)."""
    return f"{table.run}.{table.changes + 1}"


def _drawn(page, revision: str) -> None:
    page.wait_for_selector(f'main#table[hx-get^="/part?rev={revision}&"]', state="attached", timeout=15_000)
    page.evaluate(FRAMES)


def _tapped_low(browser, tmp_path, record: str, cell: str, shot: str) -> None:
    """``record`` served; Cleo's page scrolls the cell ``cell`` to 500 px down the screen (uferrev3's probe) and taps
    it: the event picker comes, all in sight above the bars at the foot, and no control lies within NEAR_PX of the
    finger; a second tap there (past the poll's guard) enters nothing."""
    path = tmp_path / "g.yaml"
    shutil.copy(DATA / record, path)
    session = TableSession.resume(path)
    with serving(session, HOST, SEATS) as (address, table):
        page = phone(browser)
        page.goto(f"{address.split('?')[0]}?t={SEATS[2]}")
        x, y = _centred_at(page, page.locator(f'svg a.cell[data-one="{cell}"]'), 500)
        assert abs(y - 500) < 2, y
        following = _next(table)
        page.mouse.click(x, y)
        _drawn(page, following)
        assert session.last_step_as(None)[1] == cell
        assert page.evaluate("scrollY") > 0  # (the page scrolled to the event: the jump is what is tested)
        for dx, dy in ((0, 0), (-NEAR_PX, 0), (NEAR_PX, 0), (0, -NEAR_PX), (0, NEAR_PX)):
            assert page.evaluate(UNDER, [x + dx, y + dy]) is None, (dx, dy, page.evaluate(UNDER, [x + dx, y + dy]))
        foot = page.locator("main .at-foot").bounding_box()
        assert foot is not None
        cells = page.locator("svg a.cell").evaluate_all("cs => cs.map(c => c.getBoundingClientRect())"
                                                        ".map(r => [r.top, r.bottom])")
        assert cells and all(top >= 0 and bottom <= foot["y"] for top, bottom in cells), (cells, foot)
        looked_at(page, tmp_path, shot)
        page.wait_for_function(f"() => performance.now() - Number(document.documentElement.dataset.drawnAt) > {POLL_GUARD_MS}")
        page.mouse.click(x, y)
        page.evaluate(FRAMES)
        assert page.evaluate("document.documentElement.getAttribute('data-tap-waits')") is None
    assert session.last_step_as(None)[1] == cell  # nothing more entered


def test_an_ebb_s_field_tapped_low_puts_no_event_under_the_finger(browser, tmp_path):  # noqa: F811
    """uferrev3 defect 1 (ebb): Cleo taps E4.2 at 500 px down the screen; the page jumped to scrollY 43 and "desert +
    arrow" lay under the finger, entered by a second tap at 500 and 900 ms. Now the picker stops above the finger."""
    _tapped_low(browser, tmp_path, "ufern-ebb-round6.yaml", "E4.2", "ufern-ebb-event-clear-of-finger")


def test_a_flood_card_onto_a_desert_card_tapped_low_puts_no_event_under_the_finger(browser, tmp_path):  # noqa: F811
    """uferrev3 defect 1 (flood onto a desert card, U7): "hippo + arrow" lay under the finger from 150 ms on, and a
    second tap at 600 ms entered it, ending the flood. Now the picker stops above the finger."""
    _tapped_low(browser, tmp_path, "ufern-flood-desert-round12.yaml", "A double-blank W3.3", "ufern-flood-event-clear")


def test_a_second_tap_half_a_second_after_the_page_s_answer_is_not_taken(browser, tmp_path):  # noqa: F811
    """Land Unter: Cleo taps Cleo 5 420 px down the screen; the answer puts the heading of her hand's grid under her
    finger. A second tap there past the 400 ms a poll's redraw is guarded, within the about 1 s of an own answer, opens
    nothing (before: only 400 ms, so a tap at 500 ms opened it)."""
    session = _dealt(tmp_path, written=False)
    with serving(session, HOST, SEATS) as (address, table):
        cleo = phone(browser)
        cleo.goto(f"{address.split('?')[0]}?t={SEATS[2]}")
        spot = _tapped_at_420(cleo, table)
        cleo.wait_for_function(f"() => performance.now() - Number(document.documentElement.dataset.drawnAt) > {POLL_GUARD_MS + 20}")
        cleo.mouse.click(*spot)
        cleo.evaluate(FRAMES)
        ignored = cleo.evaluate("document.documentElement.getAttribute('data-tap-ignored')")
        assert ignored and ignored.startswith("s:Tap the 11 cards of your hand"), ignored
        assert cleo.locator("main details[open]").count() == 0
        looked_at(cleo, tmp_path, "guard-half-a-second")
    assert session.last_step_as(2)[1] == "Cleo 5"


def test_the_page_s_own_scroll_after_its_answer_does_not_lift_the_guard(browser, tmp_path):  # noqa: F811
    """The guard held only while the page had not scrolled since the redraw, taking any scroll for the player's: a
    scroll the page's own script makes after its answer (here 30 px, as page.js's and ufern.js's do) no longer lifts
    it. The player's own scrolling does (Playwright's, not through the page's script)."""
    session = _dealt(tmp_path, written=False)
    with serving(session, HOST, SEATS) as (address, table):
        cleo = phone(browser)
        cleo.goto(f"{address.split('?')[0]}?t={SEATS[2]}")
        spot = _double_tap_scrolled(cleo, table)
        ignored = cleo.evaluate("document.documentElement.getAttribute('data-tap-ignored')")
        assert ignored and ignored.startswith("s:Tap the 11 cards of your hand"), (ignored, spot)
        assert cleo.locator("main details[open]").count() == 0
    assert session.last_step_as(2)[1] == "Cleo 5"


def _centred_at(page, control, y: float) -> tuple[float, float]:
    """The page scrolled so that ``control``'s centre is ``y`` CSS px down the screen: that centre (x, y)."""
    control.scroll_into_view_if_needed()
    box = control.bounding_box()
    assert box is not None
    page.evaluate(f"window.scrollBy(0, {box['y'] + box['height'] / 2 - y})")
    page.evaluate(FRAMES)
    box = control.bounding_box()
    assert box is not None
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def _tapped_at_420(page, table) -> tuple[float, float]:
    """Cleo 5 scrolled to 420 px down the screen and tapped there, its answer drawn: the spot tapped."""
    spot = _centred_at(page, page.locator("form.entries button[value='Cleo 5']"), 420)
    following = _next(table)
    page.mouse.click(*spot)
    _drawn(page, following)
    return spot


def _double_tap_scrolled(page, table) -> tuple[float, float]:
    """Cleo 5 tapped 420 px down the screen, the page's own script scrolling 12 px once the answer is drawn, then the
    same spot tapped again (the heading the answer drew is still under it)."""
    spot = _tapped_at_420(page, table)
    before = page.evaluate("scrollY")
    page.evaluate("window.scrollBy(0, 12)")
    assert page.evaluate("scrollY") == before + 12
    page.mouse.click(*spot)
    page.evaluate(FRAMES)
    return spot


def test_a_tap_long_ago_at_the_same_spot_does_not_guard_a_control_a_poll_drew(browser, tmp_path):  # noqa: F811
    """s39's closing note (NILE's guard, every game): Ben tapped just under "Recent steps" on his page (nothing
    there); more than a second later Anna's phone puts her plants into the boat, and Ben's page, drawn again by its
    poll with his step's hint line, has "Recent steps" where his finger was. His tap on it right away is his own, not
    the second of a double tap: it opens the fold (before, the page dropped it: "The page had just changed")."""
    session = TableSession.start(spec_of("ufern-des-nils"), ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    for entry in ("first Anna", "desert W4.4", "desert E5.5", "desert W3.3"):
        session.enter(entry)
    with serving(session, HOST, SEATS) as (address, table):
        ben = phone(browser)
        ben.goto(f"{address.split('?')[0]}?t={SEATS[1]}")
        box = ben.locator("details.recent > summary").bounding_box()
        assert box is not None and ben.evaluate("scrollY") == 0
        spot = (box["x"] + box["width"] / 2, box["y"] + box["height"] + 15)
        assert ben.evaluate(UNDER, list(spot)) is None
        ben.mouse.click(*spot)
        tapped = ben.evaluate("performance.now()")
        ben.wait_for_function(f"() => performance.now() > {tapped} + 1100")
        following = _next(table)
        table.enter("boat wheat, wheat", table.revision, 0, False)  # Anna's phone
        _drawn(ben, following)
        assert ben.evaluate(UNDER, list(spot)) == "Recent steps"  # (the poll drew the fold's title where the finger was)
        ben.mouse.click(*spot)
        ben.locator("details.recent[open]").wait_for()
        assert ben.evaluate("document.documentElement.getAttribute('data-tap-ignored')") is None
        looked_at(ben, tmp_path, "guard-not-after-an-old-tap")
