"""The two questions of nile-lu in headless Chromium at 360 px (Debian's chromium, as tests/test_serve_browser.py):
NILE's step that would throw away told cards asked first on the seat's page (Cancel leaves the game as it was, Yes
enters it), and Land Unter's hand folded on the host's page from round 2 (opened, a card tapped, folded again for
the next player)."""

from __future__ import annotations

from scorer.games import game
from scorer.session import TableSession
from tests.serving import TOKEN, serving
from tests.test_land_unter_host_peek import round_two
from tests.test_nile_ask_first import BEFORE, PLANT, QUESTION
from tests.test_serve_browser import browser, phone, pytestmark  # noqa: F401  (fixture, skip)

SEATS = ("anna-token-0123456789", "ben-token-01234567890", "cleo-token-0123456789")


def test_a_nile_step_that_throws_away_told_cards_is_asked_and_cancel_enters_nothing(browser, tmp_path):  # noqa: F811
    session = TableSession.start(game("nile"), ["Anna", "Ben", "Cleo"], [], tmp_path / "n.yaml")
    for text, seat in BEFORE:
        session.enter_as(text, seat)
    with serving(session, seats=SEATS) as (address, table):
        page = phone(browser)
        page.goto(address.replace(TOKEN, SEATS[1]))
        moves = list(table.session.moves)
        page.fill("#entry", PLANT)
        page.press("#entry", "Enter")
        page.wait_for_selector("form.confirm")
        assert QUESTION in " ".join(page.inner_text("#refusal").split())
        page.click("form.confirm a.cancel")
        page.wait_for_selector("form.confirm", state="detached")
        assert table.session.moves == moves  # Cancel: nothing entered
        page.fill("#entry", PLANT)
        page.press("#entry", "Enter")
        page.click("form.confirm button")
        page.wait_for_selector(f"text=Recorded: {PLANT}")
        assert not any(table.session.state.told[1])


def test_the_host_page_opens_the_hand_of_the_player_asked_and_folds_it_again(browser, tmp_path, monkeypatch):  # noqa: F811
    monkeypatch.setattr(TableSession, "_take_automatic", lambda self, ruled: False)  # every step typed
    with serving(round_two(tmp_path / "lu.yaml"), seats=SEATS) as (address, table):
        page = phone(browser)
        page.goto(address)
        assert not page.is_visible("details.peek button.card")  # folded: nobody else sees it
        page.click("details.peek summary")
        card = page.locator("details.peek button.card").first
        assert card.is_visible()
        card.click()
        page.wait_for_selector("details.peek summary:has-text('Show Ben’s hand (only Ben looks)')")
        assert page.locator("details.peek[open]").count() == 0  # folded again for Ben
        assert table.session.last_step()[1].startswith("Anna ")
