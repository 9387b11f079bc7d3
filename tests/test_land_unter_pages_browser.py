"""Land Unter's seat pages in headless Chromium (Debian's chromium, as tests/test_serve_browser.py), for the
small things fe-table4 saw (issue 22): no page logs a Content-Security-Policy violation (it logged "Applying
inline style violates ... style-src" 7-10 times a seat page), and a page whose entry was taken back by
another phone's undo shows that step once, as the last step, not also as its own "Recorded" box."""

from __future__ import annotations

from scorer.session import TableSession
from tests.land_unter_helpers import NAMES, hand_text, mis_written, quick, simulated  # noqa: F401 (quick: autouse)
from tests.serving import serving
from tests.test_serve_browser import browser, phone, pytestmark  # noqa: F401  (fixture, skip)
from tests.test_session import spec_of

HOST = "h0st-token-0123456789"
SEATS = ("anna-token-0123456789", "ben-token-01234567890", "cleo-token-0123456789")


def _console(page, said: list) -> None:
    """Collect every console message and page error of ``page`` into ``said`` (a CSP refusal is one)."""
    page.on("console", lambda m: said.append((m.type, m.text)))
    page.on("pageerror", lambda e: said.append(("pageerror", str(e))))


def _following(table) -> str:
    """The ``hx-get`` a page carries once it shows the next change of the table."""
    return f'main#table[hx-get^="/part?rev={table.run}.{table.changes + 1}"]'


def test_no_page_logs_a_csp_violation_and_an_undone_step_shows_once(browser, tmp_path):  # noqa: F811
    """Three seat pages and the table's: Ben writes his hand down (the grid), Anna's page turns up the
    water-level cards, Ben plays a card, Anna's page sees it by a poll, Ben takes it back; over all of it no page
    logs a CSP violation (or any error), and Anna's page then shows the water-level cards once, as the last
    step with the undo's words, not also as her "Recorded" box (fe-table4: both "Recorded: 10 4" and "Last
    step: 10 4")."""
    moves, hands, belts = simulated()
    session = TableSession.start(spec_of("land-unter"), NAMES, [], tmp_path / "lu.yaml")
    water = " ".join(map(str, moves[1].cards))
    said: list = []
    with serving(session, HOST, SEATS) as (address, table):
        base = address.split("?")[0]
        anna, ben, cleo, everyone = phone(browser), phone(browser), phone(browser), phone(browser)
        for page, token in ((anna, SEATS[0]), (ben, SEATS[1]), (cleo, SEATS[2]), (everyone, "")):
            _console(page, said)
            page.goto(f"{base}?t={token}")
        # htmx settles a swap by copying the old page's attributes of these kinds onto the new page for a
        # moment: Chromium gives a text field an empty style attribute, which htmx then wrote (a CSP refusal,
        # fe-table4's 7-10 a page); the pages use no style attribute, so htmx settles none
        assert "style" not in anna.evaluate("htmx.config.attributesToSettle")
        following = _following(table)
        anna.locator("#entry").fill(" ".join(map(str, belts)))
        anna.locator("#entry").press("Enter")
        for page in (anna, ben, cleo, everyone):
            page.wait_for_selector(following, state="attached", timeout=10_000)
        following = _following(table)
        ben.locator("details.pick > summary").click()  # the grid, folded beside the water's buttons (fe-table8)
        for card in hands[1]:  # the grid: a tick a card
            ben.locator(f'form.pick label.card:has(input[value="{card}"])').click()
        assert ben.locator("#picked").input_value() == hand_text(hands[1])
        ben.locator("form.pick button[type=submit]").click()
        ben.wait_for_selector(following, state="attached")
        anna.wait_for_selector(following, state="attached", timeout=10_000)
        anna.locator("#entry").fill(water)
        following = _following(table)
        anna.locator("#entry").press("Enter")
        anna.wait_for_selector(following, state="attached")
        assert f"Recorded: {water}" in anna.inner_text("main")
        ben.wait_for_selector(following, state="attached", timeout=10_000)
        card = str(next(m.card for m in moves[2:5] if m.player == 1))
        following = _following(table)
        ben.locator("form.hand").get_by_role("button", name=card, exact=True).click()
        ben.wait_for_selector(following, state="attached")
        anna.wait_for_selector(following, state="attached", timeout=10_000)
        everyone.wait_for_selector(following, state="attached", timeout=10_000)
        cleo.wait_for_selector(following, state="attached", timeout=10_000)
        assert "Last step: Ben ?" in anna.inner_text("main")
        following = _following(table)
        ben.locator("details.undo summary").click()
        ben.locator("details.undo button[type=submit]").click()
        ben.wait_for_selector(following, state="attached")
        anna.wait_for_selector(following, state="attached", timeout=10_000)
        text = anna.inner_text("main")
        assert "Ben took back" in text and text.count(water) == 1 and "Recorded" not in text, text
        everyone.reload()
        anna.reload()
        anna.wait_for_selector(f'main#table[hx-get^="/part?rev={table.run}.{table.changes}"]', state="attached")
        csp = [m for m in said if "Content Security Policy" in m[1]]
        with anna.expect_console_message(lambda m: "Content Security Policy" in m.text):  # the collector hears one
            anna.evaluate("document.body.setAttribute('style', 'color: red')")
    assert session.step == 3  # the lifebelts, Ben's hand, the water-level cards
    assert not csp, csp[:3]
    assert not [m for m in said if m[0] in ("error", "pageerror") and "Content Security Policy" not in m[1]], said[:5]


def test_the_water_level_cards_are_two_taps_on_a_seat_page(browser, tmp_path):  # noqa: F811
    """fe-table6 problem 7: the water-level cards were typed at every trick. On Ben's page (his hand written)
    they are buttons: the first tap is said ("Tapped 1 of 2"), the second sends both as one entry."""
    moves, hands, belts = simulated()
    session = TableSession.start(spec_of("land-unter"), NAMES, [], tmp_path / "lu.yaml")
    session.enter(" ".join(map(str, belts)))
    session.enter_as(hand_text(hands[1]), 1)
    low, high = moves[1].cards
    with serving(session, HOST, SEATS) as (address, table):
        ben = phone(browser)
        ben.goto(f"{address.split('?')[0]}?t={SEATS[1]}")
        following = _following(table)
        ben.locator(f'form.tell button[data-item="{low}"]').click()
        assert "Tapped 1 of 2" in ben.inner_text("form.tell")
        ben.locator(f'form.tell button[data-item="{high}"]').click()
        ben.wait_for_selector(following, state="attached", timeout=10_000)
    assert session.state.water == (low, high), session.state.water


def test_the_water_level_cards_are_two_taps_on_the_hosts_page_too(browser, tmp_path):  # noqa: F811
    """The host's page (the table's step, no seat's own step) offers the same two taps: the water-level cards
    are the table's step, whichever phone turns them up (fe-table6: "water buttons on the host's page")."""
    moves, hands, belts = simulated()
    session = TableSession.start(spec_of("land-unter"), NAMES, [], tmp_path / "lu.yaml")
    session.enter(" ".join(map(str, belts)))
    low, high = moves[1].cards
    with serving(session, HOST, SEATS) as (address, table):
        host = phone(browser)
        host.goto(f"{address.split('?')[0]}?t={HOST}")
        following = _following(table)
        host.locator(f'form.tell button[data-item="{low}"]').click()
        host.locator(f'form.tell button[data-item="{high}"]').click()
        host.wait_for_selector(following, state="attached", timeout=10_000)
    assert session.state.water == (low, high), session.state.water


def test_a_mis_written_card_is_swapped_in_two_taps(browser, tmp_path):  # noqa: F811
    """fe-table8 problem 3: Anna wrote an undealt card for her real one. On her page, the fix (folded, her hand
    as written ticked): one tap unticks the wrong card, one ticks the right one, and the hand is written
    again at once; her real card is then hers to tap."""
    session, moves, hands, real, wrong = mis_written(tmp_path)
    with serving(session, HOST, SEATS) as (address, table):
        anna = phone(browser)
        anna.goto(f"{address.split('?')[0]}?t={SEATS[0]}")
        following = _following(table)
        anna.locator("details.pick > summary").click()
        anna.locator(f'form.pick label.card:has(input[value="{wrong}"])').click()
        anna.locator(f'form.pick label.card:has(input[value="{real}"])').click()
        anna.wait_for_selector(following, state="attached", timeout=10_000)
        assert "Recorded: Anna hand [" in anna.inner_text("main")
        anna.locator("form.hand").get_by_role("button", name=str(real), exact=True).wait_for()
    assert session.state.hand_known[0] == set(hands[0]), sorted(session.state.hand_known[0])


def test_a_hand_as_written_given_way_to_the_own_card_is_written_again_in_one_tap(browser, tmp_path):  # noqa: F811
    """Issue 22 (decision *claims*): Anna's real card, entered on the host's page, wins over her hand as written,
    which gives way. Her page ticks the cards she wrote: one tap unticks the wrong one, and her hand is written
    again at once (the card she played kept in it)."""
    session, moves, hands, real, wrong = mis_written(tmp_path)
    session.enter_as(f"Anna {real}", None, host=True)
    assert session.state.plays[0] == real and session.state.gave_way[0]
    with serving(session, HOST, SEATS) as (address, table):
        anna = phone(browser)
        anna.goto(f"{address.split('?')[0]}?t={SEATS[0]}")
        following = _following(table)
        if anna.locator("details.pick > summary").count():
            anna.locator("details.pick > summary").first.click()
        anna.locator(f'form.pick label.card:has(input[value="{wrong}"])').click()
        anna.wait_for_selector(following, state="attached", timeout=10_000)
        assert "Recorded: Anna hand [" in anna.inner_text("main")
    assert session.state.hand_known[0] == set(hands[0]), sorted(session.state.hand_known[0])


def test_a_hand_being_written_stays_open_where_it_is_when_another_seat_writes(browser, tmp_path):  # noqa: F811
    """fe-table9 problem 1: Anna scrolled into her hand's grid, ticking cards, when Cleo wrote her own hand: the
    redraw folded Anna's grid and moved the page, so the water buttons came under her finger and her next two
    taps turned up water-level cards. Her grid stays open, her ticks kept, where it was on her screen."""
    moves, hands, belts = simulated()
    session = TableSession.start(spec_of("land-unter"), NAMES, [], tmp_path / "lu.yaml")
    session.enter(" ".join(map(str, belts)))
    with serving(session, HOST, SEATS) as (address, table):
        anna = phone(browser)
        anna.goto(f"{address.split('?')[0]}?t={SEATS[0]}")
        anna.locator("details.pick > summary").click()
        for card in hands[0][:3]:
            anna.locator(f'form.pick label.card:has(input[value="{card}"])').click()
        card = anna.locator(f'form.pick label.card:has(input[value="{hands[0][3]}"])')
        card.scroll_into_view_if_needed()
        before = card.bounding_box()["y"]
        following = _following(table)
        assert type(table.enter(hand_text(hands[2]), table.revision, 2, host=False)).__name__ == "Accepted"
        anna.wait_for_selector(following, state="attached", timeout=10_000)
        assert anna.locator("details.pick").evaluate("d => d.open")
        assert abs(card.bounding_box()["y"] - before) <= 10, (before, card.bounding_box()["y"])
        assert all(anna.locator(f'form.pick input[value="{c}"]').is_checked() for c in hands[0][:3])
    assert session.state.water is None
