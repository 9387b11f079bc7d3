"""A seat's page in headless Chromium at phone size (Debian's chromium, as tests/test_serve_browser.py):
the player sees their hand as cards, taps one, and the table's page shows it played while never showing
any hand."""

from __future__ import annotations

from scorer.games.land_unter.engine import Phase
from scorer.session import TableSession
from tests.serving import serving
from tests.test_serve_browser import PHONE, browser, looked_at, phone, pytestmark  # noqa: F401  (fixture, skip)
from tests.test_session import spec_of, typed_game

HOST = "h0st-token-0123456789"
SEATS = ("anna-token-0123456789", "ben-token-01234567890", "cleo-token-0123456789")


def test_a_seat_taps_a_card_of_its_hand_and_the_table_sees_it_played(browser, tmp_path):  # noqa: F811
    spec = spec_of("land-unter")
    names, moves, texts = typed_game("land-unter", 5, 3, grouped=False)  # one step an entry
    session = TableSession.start(spec, names, [], tmp_path / "g.yaml")
    for text in texts:  # to round 2's first play: every hand is known (all of round 1 was played)
        if session.state.round == 2 and session.state.phase == Phase.PLAY and session.state.current_player >= 0:
            break
        session.enter(text)
    turn = session.state.current_player
    hand = [item for _, items in spec.secrets.hand(session.state, turn) for item in items]
    with serving(session, HOST, SEATS) as (address, table):
        base = address.split("?")[0]
        mine, table_page = phone(browser), phone(browser)
        mine.goto(f"{base}?t={SEATS[turn]}")
        table_page.goto(base)
        cards = mine.locator("form.hand button.card")
        assert cards.all_inner_texts() == hand
        assert f"{names[turn]}’s page" in mine.inner_text("main")
        looked_at(mine, tmp_path, "seat-hand")
        assert table_page.locator(".card").count() == 0 and table_page.locator("form.hand").count() == 0
        played = hand[len(hand) // 2]
        following = f"{table.run}.{table.changes + 1}"
        mine.locator("form.hand").get_by_role("button", name=played, exact=True).click()
        mine.wait_for_selector(f'main#table[hx-get^="/part?rev={following}&"]', state="attached")
        assert f"Recorded: {played}" in mine.inner_text("main .ruling")
        assert played not in mine.locator("form.hand .card").all_inner_texts()
        # the table's page, polling, shows the card played and still no hand
        table_page.wait_for_selector(f'main#table[hx-get^="/part?rev={following}"]', state="attached", timeout=10_000)
        assert f"Last step: {played}" in table_page.inner_text("main")
        assert table_page.locator(".card").count() == 0
        looked_at(table_page, tmp_path, "table-after")
    assert session.moves[-1].card == int(played) and session.moves[-1].player == turn


def test_a_seat_writes_its_hand_by_tapping_its_cards_at_phone_size(browser, tmp_path):  # noqa: F811
    """Ben's hand is not written down: his page offers the weather numbers to tap; twelve taps and "Write my
    hand" record it, his page then shows it as cards to tap, and the table's page shows none of it."""
    spec = spec_of("land-unter")
    names, moves = ["Anna", "Ben", "Cleo"], spec.simulate(["Anna", "Ben", "Cleo"], 5, ())[1]
    session = TableSession.start(spec, names, [], tmp_path / "g.yaml")
    hand = sorted(moves[0].hands[1])
    session.enter(" ".join(map(str, moves[0].lifebelts)))  # the lifebelts announced, no hand written
    session.enter(" ".join(map(str, moves[1].cards)))
    with serving(session, HOST, SEATS) as (address, table):
        base = address.split("?")[0]
        ben, table_page = phone(browser), phone(browser)
        ben.goto(f"{base}?t={SEATS[1]}")
        table_page.goto(base)
        grid = ben.locator("form.pick label.card")
        assert grid.count() == 60 and min(box["height"] for box in [grid.nth(0).bounding_box()]) >= 44
        for card in hand:
            grid.filter(has_text=str(card)).get_by_text(str(card), exact=True).click()
        assert ben.input_value("#picked") == "hand [" + " ".join(map(str, hand)) + "]"
        looked_at(ben, tmp_path, "seat-pick")
        following = f"{table.run}.{table.changes + 1}"
        ben.get_by_role("button", name="Write my hand").click()
        ben.wait_for_selector(f'main#table[hx-get^="/part?rev={following}&"]', state="attached")
        assert "Recorded: Ben hand [" + " ".join(map(str, hand)) + "]" in ben.inner_text("main .ruling")
        assert ben.locator("form.hand .card").all_inner_texts() == [str(c) for c in hand]
        assert ben.locator("form.pick").count() == 0
        table_page.wait_for_selector(f'main#table[hx-get^="/part?rev={following}"]', state="attached", timeout=10_000)
        assert "Ben hand ?" in table_page.inner_text("main") and str(hand[5]) + " " not in table_page.inner_text(".ruling")
