"""NILE's hands on the players' phones (issue 22), in headless Chromium at phone size (Debian's chromium, as
tests/test_serve_browser.py): each player taps the cards dealt and drawn as card pictures (44 px and more,
the card's name under each) on the own page, sees the hand as cards there only, and plays from it: the own
page offers only what the hand allows, as cards to tap."""

from __future__ import annotations

from scorer.session import TableSession
from tests.seat_pages import HOST, SEATS, opened, tap_picture
from tests.serving import serving
from tests.test_serve_browser import browser, looked_at, pytestmark  # noqa: F401  (fixture, skip)
from tests.test_session import spec_of

def test_each_phone_tells_its_hand_card_by_card_and_plays_from_it(browser, tmp_path):  # noqa: F811
    session = TableSession.start(spec_of("nile"), ["Anna", "Ben"], [], tmp_path / "g.yaml")
    with serving(session, HOST, SEATS) as (address, table):
        anna, ben, table_page = opened(browser, address)
        assert "5 not told" in ben.inner_text("form.hand")
        tap_picture(ben, table, "Ben holds Papyrus/Wheat", named=True)  # Ben, at the flood card before Anna's turn
        tap_picture(anna, table, "Lettuce", named=True)  # the flood card, a picture too
        for card in ("Papyrus", "Papyrus", "Papyrus", "Wheat", "Castor/Flax"):
            tap_picture(anna, table, f"Anna holds {card}", named=True)
        assert anna.locator("form.hand .tile svg").count() == 5 and "not told" not in anna.inner_text("form.hand")
        anna.evaluate("document.querySelectorAll('form.entries details').forEach(d => d.open = true)")
        offered = anna.locator("form.entries button").evaluate_all("bs => bs.map(b => b.value)")
        assert "plant 3 Papyrus" in offered and "speculate Castor/Flax" in offered and "plant 2 Flax" not in offered
        looked_at(anna, tmp_path, "nile-hand-anna")
        ben.reload()
        table_page.reload()
        for page in (ben, table_page):  # Anna's cards on no other page, nor in its last step or news
            text = page.inner_text("main")
            assert "Anna holds ?" in text and "Anna holds Papyrus" not in text
            assert "Anna: hand 5 (5 unseen)" in page.inner_text("pre.game")
        assert ben.locator("form.hand .tile").count() == 1  # Ben's own card, as a picture
        tap_picture(anna, table, "plant 3 Papyrus", named=True)
        assert "Anna's new Papyrus field has 3 cards" in anna.inner_text("main")
    assert session.state.hand[0][0] == 0 and session.state.hand_unseen[0] == 2  # the two drawn, not told
