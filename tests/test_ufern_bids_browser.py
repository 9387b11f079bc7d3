"""An den Ufern des Nils' hippo auction served to three phones and the table's page, in Debian's Chromium at
360 px (issue 22, fe-table7 problem 2): Cleo bids first on her page while the table is asked about another
player; every other page, the table's too, then shows "Cleo bid ?" and not her plants; once the last bid is
in, every page shows the result with the totals. Every wait is for an event of the page, never for a time."""

from __future__ import annotations

from tests.serving import serving
from tests.test_serve_browser import browser, phone, pytestmark  # noqa: F401  (fixture, skip)
from tests.test_ufern_bids import NAMES, session_at_auction

HOST = "h0st-token-0123456789"
SEATS = ("anna-token-0123456789", "ben-token-01234567890", "cleo-token-0123456789")


def _following(table) -> str:
    """The ``hx-get`` a page carries once it shows the next change of the table."""
    return f'main#table[hx-get^="/part?rev={table.run}.{table.changes + 1}"]'


def _bid(page, table, crops: tuple[str, ...], others) -> None:
    """Type a bid on ``page`` (a bare one: the page's own) and wait until every page in ``others`` shows it."""
    following = _following(table)
    page.locator("#entry").fill("bid " + (", ".join(crops) or "nothing"))
    page.locator("#entry").press("Enter")
    for other in (page, *others):
        other.wait_for_selector(following, state="attached", timeout=10_000)


def test_a_bid_shows_sealed_on_the_other_phones_until_the_last_is_in(browser, tmp_path):  # noqa: F811
    session, bids = session_at_auction(tmp_path / "h.yaml")
    secret = bids[-1]  # the last the table would ask bids first, beside the player it asks
    assert session.state.seat != secret.seat
    name = NAMES[secret.seat]
    said = f"{name} bid " + (", ".join(secret.crops) or "nothing")
    with serving(session, HOST, SEATS) as (address, table):
        base = address.split("?")[0]
        pages = [phone(browser) for _ in range(4)]
        for page, token in zip(pages, (*SEATS, "")):
            page.goto(f"{base}?t={token}")
        mine, everyone = pages[secret.seat], pages[3]
        assert f"{name}, your bid" in mine.inner_text("main")
        _bid(mine, table, secret.crops, [p for p in pages if p is not mine])
        for page in pages:
            if page is not mine:
                text = page.inner_text("body")
                assert f"{name} bid ?" in text and f"{name} has bid" in text and said not in text, text
        assert "your bid" in mine.inner_text("main") and "is in" in mine.inner_text("main")
        for bid in bids[:-1]:  # then the others, on their own pages
            _bid(pages[bid.seat], table, bid.crops, [p for i, p in enumerate(pages) if i != bid.seat])
        for page in pages:
            text = page.inner_text("main")
            assert "hippo auction:" in text and ("(bid " in text or "nobody wins" in text), text
        full = everyone.inner_text("body")
        assert all(f"{name} bid ?" not in full for name in NAMES)
