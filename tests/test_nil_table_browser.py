"""NIL at the table on phones (fe-table6, issue 22), in headless Chromium at 360 x 740 (Debian's chromium, as
tests/test_serve_browser.py): a square where one tile only may go shows it and places it in one tap, taken back
in one tap right there (problem 6); with the server down, the notice stays in sight where the player tapped
through the failing polls (problem 9; s34: a bar fixed at the screen's top); the rack group's heading wraps with
its lines together (problem 11)."""

from __future__ import annotations

from scorer.games.nil.seats import HOLD_GROUP
from scorer.session import TableSession
from tests.seat_pages import HOST, SEATS, opened, tap_picture
from tests.serving import serving
from tests.test_serve_browser import PHONE, browser, looked_at, pytestmark  # noqa: F401  (fixture, skip)
from tests.test_session import spec_of

#: the gaps between the lines of an element's text, in px (a Range's line boxes: one top per line)
LINE_GAPS = """el => { const r = document.createRange(); r.selectNodeContents(el);
  const tops = [...new Set(Array.from(r.getClientRects()).map(b => Math.round(b.top)))].sort((a, b) => a - b);
  return tops.slice(1).map((t, i) => t - tops[i]); }"""
#: resolves once the page's requests have failed twice more (its polls, the server down): an event, not a time
TWO_FAILED_POLLS = """() => new Promise(done => { let n = 0;
  document.addEventListener('htmx:sendError', () => { if (++n === 2) done(n); }); })"""


def in_view(page, selector: str) -> bool:
    box = page.locator(selector).bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"]


def test_one_tap_places_shows_and_takes_back_and_a_lost_server_is_said_where_tapped(browser, tmp_path):  # noqa: F811
    session = TableSession.start(spec_of("nil"), ["Anna", "Ben"], [], tmp_path / "g.yaml")
    session.enter("start Anna")
    with serving(session, HOST, SEATS) as (address, table):
        anna, ben, table_page = opened(browser, address)
        # Ben's rack group: its heading wraps at 360 px with its lines together, not 44 px apart
        summary = ben.locator("form.entries summary", has_text=HOLD_GROUP)
        gaps = summary.evaluate(LINE_GAPS)
        assert gaps and max(gaps) <= 26, gaps
        assert summary.bounding_box()["height"] >= 44
        for _ in range(5):
            tap_picture(anna, table, "Anna holds straight")  # her rack known: a straight only at A11
        target = anna.locator('svg.board a.target[data-at="A11"]')
        assert target.get_attribute("data-one") == "A11 E" and target.locator("g.preview path").count() == 2
        following = f"{table.run}.{table.changes + 1}"
        target.click()  # one tap places it
        anna.wait_for_selector(f'main#table[hx-get^="/part?rev={following}&"]', state="attached")
        assert session.state.river.segments and in_view(anna, "form.undo-now button")
        looked_at(anna, tmp_path, "nil-one-tap-take-back")
        following = f"{table.run}.{table.changes + 1}"
        anna.click("form.undo-now button")  # one tap takes it back
        anna.wait_for_selector(f'main#table[hx-get^="/part?rev={following}&"]', state="attached")
        assert "Undone: A11 E" in anna.inner_text("main") and not session.state.river.segments
    # the server is gone: a tap on the board is said at once in the bar fixed at the screen's top (in sight where
    # the player tapped: s34), and stays said while the polls fail
    anna.locator("svg.board").scroll_into_view_if_needed()
    anna.locator('svg.board a.target[data-at="A11"]').click()
    anna.wait_for_selector("#trouble.offline")
    anna.evaluate(TWO_FAILED_POLLS)
    assert anna.locator(".near-trouble").count() == 0 and in_view(anna, "#trouble")
    assert "cannot reach the referee: your tap was not sent" in anna.inner_text("#trouble")
