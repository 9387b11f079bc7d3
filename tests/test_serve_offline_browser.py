"""A phone tapping while the referee is out of reach (s34 smalls finding 4): Ufern's page, scrolled down to the
board's cells at a player's actions (a tap there adds a step to the turn being built: a request of the page's
script, with no form to say a failure beside), is told at once, in a bar fixed at the top of the screen, that
the tap was not sent; the page stays where the player tapped, the bar stays through the failing polls, and
goes once ``nile serve`` is started again on the record; the tap then works. Headless Chromium at 360 x 740."""

from __future__ import annotations

from scorer.session import TableSession
from scorer.web.build import ending
from tests.serving import free_port
from tests.test_nil_table_browser import TWO_FAILED_POLLS, in_view
from tests.test_serve_browser import browser, nile_serve, phone, pytestmark  # noqa: F401  (fixture, skip)
from tests.test_session import spec_of, typed_game

TAP_LOST = "cannot reach the referee: your tap was not sent; tap again when it is back"


def _at_actions(tmp_path):
    """A record of a seeded Ufern game for two at its first player's actions (a turn built on the page)."""
    spec = spec_of("ufern-des-nils")
    names, _, texts = typed_game("ufern-des-nils", 44, 2, grouped=False)
    record = tmp_path / "g.yaml"
    session = TableSession.start(spec, names, [], record)
    for text in texts:
        if ending(spec, session.state) is not None:
            return record, session.players[session.state.seat]
        session.enter(text)
    raise AssertionError("no actions in the seeded game")


def test_a_tap_with_the_referee_out_of_reach_is_said_at_once_in_sight_and_the_page_recovers(browser, tmp_path):  # noqa: F811
    record, actor = _at_actions(tmp_path)
    port = free_port()
    first = nile_serve(str(record), port=port)
    page = phone(browser)
    cells = "svg.board a.cell[data-one]"  # (a cell that sends: not a crop to sow, s39)
    try:
        page.goto(first.seats[actor])
        page.wait_for_selector(cells)
    finally:
        first.kill()
    cell = page.locator(cells).last  # far down the page
    cell.scroll_into_view_if_needed()
    scrolled = page.evaluate("window.scrollY")
    assert scrolled > 0
    cell.click()
    page.wait_for_selector("#trouble.offline", timeout=5000)
    assert page.inner_text("#trouble").endswith(TAP_LOST) and in_view(page, "#trouble")
    assert abs(page.evaluate("window.scrollY") - scrolled) < 5  # the page stays where the player tapped
    page.evaluate(TWO_FAILED_POLLS)  # the polls fail after it: the tap's words stay
    assert page.inner_text("#trouble").endswith(TAP_LOST) and in_view(page, "#trouble")
    again = nile_serve(str(record), port=port)
    try:
        page.wait_for_selector("#trouble", state="hidden", timeout=10_000)  # the referee answers again
        page.locator(cells).last.click()
        page.wait_for_selector("section.build li", state="attached", timeout=10_000)  # the tap again: a step built
    finally:
        again.kill()
