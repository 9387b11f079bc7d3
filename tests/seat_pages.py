"""Two players' phones and the table's screen on a served game, in headless Chromium at phone size (the
browser tests of NIL's racks and NILE's hands kept on the players' own pages)."""

from __future__ import annotations

import re

from tests.test_serve_browser import phone, seen_first

HOST = "h0st-token-0123456789"
SEATS = ("anna-token-0123456789", "ben-token-01234567890")


def client_of(session):
    """A Starlette test client of ``session`` served with :data:`HOST`'s and :data:`SEATS`' tokens (no browser)."""
    from starlette.testclient import TestClient

    from scorer.web.app import create_app
    from scorer.web.table import SharedTable

    return TestClient(create_app(SharedTable(session), HOST, seats=SEATS))


def rev_of(page: str) -> str:
    """The revision a page's forms carry (``name="rev"``), to send an entry from that page."""
    found = re.search(r'name="rev" value="([^"]+)"', page)
    assert found, page[:500]
    return found.group(1)


def opened(browser, address: str) -> tuple:
    """Anna's page, Ben's page and the table's (no token), each opened at ``address`` (a served link)."""
    base = address.split("?")[0]
    anna, ben, table_page = phone(browser), phone(browser), phone(browser)
    anna.goto(f"{base}?t={SEATS[0]}")
    ben.goto(f"{base}?t={SEATS[1]}")
    table_page.goto(base)
    return anna, ben, table_page


def tap_picture(page, table, entry: str, named: bool = False) -> None:
    """Tap the picture button (a tile or a card, at least 44 x 44 px) that enters ``entry`` and wait for the
    page of the next revision; ``named``: its groups opened first, and its name written under the picture."""
    following = f"{table.run}.{table.changes + 1}"
    # the page first shows the table as it stands (a poll redrawing it between opening its groups and the tap
    # closed them again: the button had no box)
    page.wait_for_selector(f'main#table[hx-get^="/part?rev={table.run}.{table.changes}&"]', state="attached")
    button = page.locator(f'form.entries button.tile[value="{entry}"]')
    if named:
        page.evaluate("document.querySelectorAll('form.entries details').forEach(d => d.open = true)")
    box = button.bounding_box()
    assert box is not None and box["width"] >= 44 and box["height"] >= 44, (entry, box)
    if named:
        assert button.locator("svg").count() == 1 and button.locator("span").inner_text().strip() in entry, entry
    seen_first(page, button)
    button.click()
    page.wait_for_selector(f'main#table[hx-get^="/part?rev={following}&"]', state="attached")
