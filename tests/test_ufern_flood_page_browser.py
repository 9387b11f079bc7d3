"""Ufern's flood page at 360 x 740, shorter (s40 uferpage3, uferrev3 defect 4: 2,820 px, a heading, a picture and a
line of cells for each card front, then 4 stops as big buttons): the stops (no top fits), the one group the board's
cells leave over, are folded under the cells; every entry is still reachable by taps."""

from __future__ import annotations

import shutil
from pathlib import Path

from scorer.session import TableSession
from tests.serving import serving
from tests.test_serve_browser import browser, looked_at, phone, pytestmark  # noqa: F401  (fixture, skip)

DATA = Path(__file__).parent / "data"
HOST = "h0st-token-0123456789"
SEATS = ("anna-token-0123456789", "ben-token-01234567890", "cleo-token-0123456789")


def test_the_flood_page_s_stops_are_folded_under_its_cells(browser, tmp_path):  # noqa: F811
    """Round 12 of uferrev3's game, Cleo's second flood card: 6 card fronts x 3 fields. The page was 2,562 px here
    (measured before, the 4 stops open as big buttons); now 2,222 px. The stops are one folded line, which opens at
    a tap; every legal entry is a cell or a stop button."""
    record = tmp_path / "g.yaml"
    shutil.copy(DATA / "ufern-flood-desert-round12.yaml", record)
    session = TableSession.resume(record)
    legal = {e.text for e in session.spec.notation.entries(session.state)}
    with serving(session, HOST, SEATS) as (address, table):
        page = phone(browser)
        page.goto(f"{address.split('?')[0]}?t={SEATS[2]}")
        page.wait_for_selector("svg.board a.cell")
        height = page.evaluate("document.body.scrollHeight")
        assert height <= 2300, height
        fold = page.locator("form.entries details")
        assert fold.count() == 1 and fold.get_attribute("open") is None
        looked_at(page, tmp_path, "ufern-flood-stops-folded")
        fold.locator("summary").click()
        stops = page.locator("form.entries button[name=entry]")
        assert stops.first.is_visible()
        shown = set(stops.evaluate_all("bs => bs.map(b => b.value)"))
        cells = set(page.locator("svg.board a.cell").evaluate_all("cs => cs.map(c => c.dataset.one)"))
        assert legal <= shown | cells, legal - shown - cells
