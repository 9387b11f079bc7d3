"""An den Ufern des Nils' hippo auction served to three phones and the table's page, in Debian's Chromium at
360 px (issue 22, fe-table7 problem 2): Cleo bids first on her page while the table is asked about another
player; every other page, the table's too, then shows "Cleo bid ?" and not her plants; once the last bid is
in, every page shows the result with the totals. Every wait is for an event of the page, never for a time."""

from __future__ import annotations

from tests.serving import serving
from tests.test_serve_browser import PHONE, browser, phone, pytestmark  # noqa: F401  (fixture, skip)
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


def test_a_bid_is_a_few_taps_on_the_plants_and_stays_on_the_page_until_bid(browser, tmp_path):  # noqa: F811
    """Issue 22: a bid made by counting plants (a crop's plant or + tapped once per plant, - to put one back), the
    bid said as it grows, one Bid button; a + is offered only where one more plant is still a legal bid; nothing
    reaches the server (nor another page) before Bid; then the table reads "Anna bid ?"."""
    from collections import Counter

    session, bids = session_at_auction(tmp_path / "h.yaml")
    bids = {b.seat: b for b in bids}
    supply = session.state.supply[0]
    with serving(session, HOST, SEATS) as (address, table):
        base = address.split("?")[0]
        mine, everyone = phone(browser), phone(browser)
        mine.goto(f"{base}?t={SEATS[0]}")
        everyone.goto(base)
        picker = mine.locator("form.bid")
        assert picker.locator(".bid-crops").is_visible() and mine.locator("form.entries button").count() == 0
        assert mine.locator("button:visible").count() < 30  # where the list had 192 buttons
        crops = picker.locator(".bid-crop").evaluate_all("ps => ps.map(p => p.dataset.crop)")
        moves = list(table.session.moves)
        many, one = max(crops, key=lambda c: supply[c]), crops[-1]
        row = picker.locator(f'.bid-crop[data-crop="{many}"]')
        row.locator("button.plus-plant").click()  # the plant itself
        row.locator("button.plus").click()
        assert mine.text_content("#bid-said") == f"Your bid: 2 {many} (2 plants)"
        row.locator("button.minus").click()
        assert row.locator(".count").text_content() == "1"
        for _ in range(supply[one] + 2):  # taps past the supply take nothing more
            other = picker.locator(f'.bid-crop[data-crop="{one}"] button.plus')
            if other.is_disabled():
                break
            other.click()
        assert picker.locator(f'.bid-crop[data-crop="{one}"] .count').text_content() == str(supply[one])
        assert picker.locator(f'.bid-crop[data-crop="{one}"] button.plus').is_disabled()
        send = picker.locator(".bid-send button")
        assert send.text_content() == f"Bid {1 + supply[one]} plants"
        assert table.session.moves == moves and everyone.locator("form.bid").count() == 0  # nothing sent yet
        box = send.bounding_box()  # the whole bid on the first screen, no scroll
        assert box and mine.evaluate("scrollY") == 0 and box["y"] + box["height"] <= PHONE["height"], box
        # another seat bids meanwhile: this page is drawn again (a poll), its counts stay, still not sent
        ben = phone(browser)
        ben.goto(f"{base}?t={SEATS[1]}")
        _bid(ben, table, bids[1].crops, [mine, everyone])
        assert picker.locator(f'.bid-crop[data-crop="{one}"] .count').text_content() == str(supply[one])
        assert row.locator(".count").text_content() == "1" and "Anna bid" not in everyone.inner_text("body")
        box = send.bounding_box()
        assert box and box["height"] >= 44
        following = _following(table)
        send.click()
        for page in (mine, everyone):
            page.wait_for_selector(following, state="attached", timeout=10_000)
        bid = table.session.moves[-1]
        assert Counter(bid.crops) == Counter({many: 1, one: supply[one]} if many != one else {one: supply[one]})
        assert "Anna bid ?" in everyone.inner_text("body") and many not in everyone.inner_text(".head")
        assert mine.locator("form.bid").count() == 0
