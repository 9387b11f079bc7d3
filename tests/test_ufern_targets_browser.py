"""Ufern on a phone (s34 smalls finding 5): the targets of the step (a field, a market space, a cell of the
board's one-tap rows) sat below the first screen under the question, the last step and the board's top rows, and
the eye had to hunt for them (a flood's water card: the first field it fits 880 px down a 740 px screen). The
page now brings them up when none is in sight: the board's top, whose caption says the step, at the screen's
top. Headless Chromium at 360 x 740."""

from __future__ import annotations

from scorer.session import TableSession
from tests.seat_pages import HOST, SEATS
from tests.serving import serving
from tests.test_serve_browser import PHONE, browser, looked_at, phone, pytestmark  # noqa: F401  (fixture, skip)
from tests.test_session import spec_of, typed_game

#: the targets of the board wholly on the screen
IN_SIGHT = """() => Array.from(document.querySelectorAll('svg.board a.target')).filter(t => {
  const r = t.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; }).length"""


def test_the_targets_of_a_flood_are_brought_into_sight(browser, tmp_path):  # noqa: F811
    spec = spec_of("ufern-des-nils")
    names, _, texts = typed_game("ufern-des-nils", 44, 2, grouped=False)
    session = TableSession.start(spec, names, [], tmp_path / "g.yaml")
    for text in texts:
        if session.view(None).prompt.text.startswith("Round 2, flood"):
            break
        session.enter(text)
    seat = session.view(None).prompt.seat
    with serving(session, HOST, SEATS) as (address, table):
        page = phone(browser)
        page.goto(address.replace(HOST, SEATS[seat]))
        page.wait_for_selector("svg.board a.cell")
        page.wait_for_function("() => document.readyState === 'complete'")
        assert page.evaluate(IN_SIGHT) > 0
        caption = page.locator("svg.board").bounding_box()
        assert caption is not None and 0 <= caption["y"] + 10 <= PHONE["height"]  # the board's top, its caption
        looked_at(page, tmp_path, "ufern-flood-targets-in-sight")
