"""A tap never lost to an answer on its way (issue 22, nilrev2 defect 2, nilerev2 defect 5), in headless Chromium at
360 x 740: NIL's board, every game's page alike (scorer/web/static/still.js, page.js).

nilrev2 defect 2: Cleo tapped the Q11 target just after another phone's step; Q11 stayed outlined, its tiles never
came, nothing was said. The page's poll, sent before the tap, was answered after the tap was sent: it drew the page
again, and the tap's answer, aimed at the page as it was, went nowhere. Now a tap's request stops the poll on its way
(and no poll is sent until the tap is answered). A second tap made while the first one's answer is on its way was
queued by htmx on the form the answer then replaced, and dropped without a word: now it is made once that answer is
drawn, on the same control where it still is, else said at the finger.

The answers are held back in the browser (Playwright's routes) to make each order of arrival happen at will."""

from __future__ import annotations

from scorer.session import TableSession
from tests.serving import serving
from tests.test_serve_browser import PHONE, browser, looked_at, pytestmark  # noqa: F401  (fixture, skip)
from tests.test_session import spec_of

HOST = "h0st-token-0123456789"
SEATS = ("anna-token-0123456789", "ben-token-01234567890")
CHOICES = "#tapped button[name=entry]"
#: counts the page's polls that ended (answered, failed or given up), in window.pollsEnded
POLLS_ENDED = """window.pollsEnded = 0; document.addEventListener("htmx:afterRequest", e => {
  if ((e.detail.requestConfig.path || "").startsWith("/part")) window.pollsEnded += 1; });"""


def _nil(tmp_path) -> TableSession:
    session = TableSession.start(spec_of("nil"), ["Anna", "Ben"], [], tmp_path / "g.yaml")
    session.enter("start Anna")
    return session


def _release(route) -> None:
    """Let a held request go on (one the page gave up meanwhile is gone: nothing to let go)."""
    try:
        route.continue_()
    except Exception as gone:  # noqa: BLE001  (Playwright's Error: "Route is already handled")
        assert "already handled" in str(gone), gone


def test_a_board_tap_answered_after_a_poll_s_redraw_still_shows_its_tiles(browser, tmp_path):  # noqa: F811
    """Ben's step makes Anna's next poll a redraw; that poll is on its way when Anna taps A11; it is answered first,
    then the tap. The tap's tiles are shown (before: the poll's page stayed, A11 outlined, no tile, no word)."""
    session = _nil(tmp_path)
    with serving(session, HOST, SEATS) as (address, table):
        anna = browser.new_page(viewport=PHONE)
        anna.goto(f"{address.split('?')[0]}?t={SEATS[0]}")
        polls, taps = [], []
        anna.route("**/part?*", lambda route: polls.append(route))
        anna.route("**/?at=*", lambda route: taps.append(route))
        anna.evaluate(POLLS_ENDED)
        table.enter("Ben holds straight", table.revision, 1, False)  # another phone's step
        while not polls:
            anna.wait_for_timeout(50)
        target = anna.locator('svg.board a.target[data-at="A11"]')
        target.scroll_into_view_if_needed()
        target.click()
        while not taps:
            anna.wait_for_timeout(50)
        anna.unroute("**/part?*")
        _release(polls[0])  # the poll answered first (where it is still asked)
        anna.wait_for_function("() => window.pollsEnded > 0", timeout=10_000)  # answered, or given up at the tap
        anna.unroute("**/?at=*")
        _release(taps[0])  # then the tap
        anna.locator(CHOICES).first.wait_for(timeout=10_000)
        assert anna.locator(CHOICES).count() == 10
        looked_at(anna, tmp_path, "lost-taps-board-after-poll")
        # the page as it is now: Ben's step in (the revision after it)
        assert anna.locator(f'main#table[hx-get^="/part?rev={table.run}.1&"]').count() == 1


def test_a_second_tap_made_while_the_first_is_on_its_way_is_entered_after_it(browser, tmp_path):  # noqa: F811
    """Anna taps her rack's straight, then (its answer not yet back) her bend: both are entered, in that order
    (before: the bend was queued on the list the straight's answer replaced, and never sent). A tap again on the
    straight meanwhile (a double tap) is not entered twice: it is said at the finger once the answer is drawn."""
    session = _nil(tmp_path)
    moves = len(session.moves)
    with serving(session, HOST, SEATS) as (address, table):
        anna = browser.new_page(viewport=PHONE)
        anna.goto(f"{address.split('?')[0]}?t={SEATS[0]}")
        held = []
        anna.route("**/enter", lambda route: held.append(route))
        straight = anna.locator("form.entries button.tile[value='Anna holds straight']")
        bend = anna.locator("form.entries button.tile[value='Anna holds bend']")
        straight.scroll_into_view_if_needed()
        at = straight.bounding_box()
        straight.click()
        while not held:
            anna.wait_for_timeout(50)
        anna.mouse.click(at["x"] + at["width"] / 2, at["y"] + at["height"] / 2)  # the straight again
        bend.click()
        anna.unroute("**/enter")
        _release(held[0])
        anna.wait_for_function("() => document.getElementById('tap-note').textContent !== ''", timeout=10_000)
        anna.wait_for_selector("main .ruling.accepted:has-text('bend')", timeout=10_000)
        looked_at(anna, tmp_path, "lost-taps-second-tap")
    told = [m.tiles for m in session.moves[moves:]]
    assert told == [("straight",), ("bend",)], told
