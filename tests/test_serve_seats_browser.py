"""A seat's page in headless Chromium at phone size (Debian's chromium, as tests/test_serve_browser.py):
the player sees their hand as cards, taps one, and the table's page shows it played (face down until the
trick is complete) while never showing any hand."""

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
        assert f"Recorded: {names[turn]} {played}" in mine.inner_text("main .ruling")
        assert played not in mine.locator("form.hand .card").all_inner_texts()
        # the table's page, polling, shows the card played, face down until the trick's last card is in, and
        # still no hand
        table_page.wait_for_selector(f'main#table[hx-get^="/part?rev={following}"]', state="attached", timeout=10_000)
        assert f"Last step: {names[turn]} ?" in table_page.inner_text("main") and played not in table_page.inner_text("main .ruling")
        assert table_page.locator(".card").count() == 0
        looked_at(table_page, tmp_path, "table-after")
    assert session.moves[-1].card == int(played) and session.moves[-1].player == turn


def _console(page, errors: list) -> None:
    """Collect ``page``'s console errors and warnings (a Content-Security-Policy refusal is one) into ``errors``."""
    page.on("console", lambda m: errors.append((m.type, m.text)) if m.type in ("error", "warning") else None)
    page.on("pageerror", lambda e: errors.append(("pageerror", str(e))))


def test_a_refusal_lands_by_the_field_own_ruling_stays_and_no_page_logs_an_error(browser, tmp_path):  # noqa: F811
    """Ufern on three seat pages, the table's and the host's (its board between the top and the entry
    field): Ben's own entry is "Recorded" and stays so when another phone's move comes in by a poll at once
    (both shown); Ben, scrolled to his entry field, typing Anna's step gets the refusal beside that field,
    in view, with no earlier "✓ Recorded" left on the page; and over all of it, with the entries, taps of
    the board and the refusals, no page logs a console error (the Content-Security-Policy allows no inline
    style or script: none is used)."""
    spec = spec_of("ufern-des-nils")
    names, _, texts = typed_game("ufern-des-nils", 5, 3, grouped=False)
    session = TableSession.start(spec, names, [], tmp_path / "g.yaml")
    errors: list = []
    with serving(session, HOST, SEATS) as (address, table):
        base = address.split("?")[0]
        done = 0

        def host_until(stop) -> None:  # another phone (the host's) enters the steps meanwhile
            nonlocal done
            while not stop(table.session.view(None).prompt.seat):
                assert type(table.enter(texts[done], table.revision)).__name__ == "Accepted", texts[done]
                done += 1

        host_until(lambda seat: seat == 1)  # Ben's step
        pages = []
        for token in (*SEATS, HOST, ""):
            page = phone(browser)
            _console(page, errors)
            page.goto(f"{base}?t={token}" if token else base)
            pages.append(page)
        ben = pages[1]
        following = f"{table.run}.{table.changes + 1}"
        ben.fill("#entry", texts[done])
        ben.click("form.entry button")
        ben.wait_for_selector(f'main#table[hx-get^="/part?rev={following}&"]', state="attached")
        mine = table.session.last_step_as(1)[1]
        assert f"Recorded: {mine}" in ben.inner_text("main .ruling.accepted")
        done += 1
        # at once, another phone's step: Ben's next poll shows it, and his own ruling stays beside it
        assert type(table.enter(texts[done], table.revision)).__name__ == "Accepted"
        done += 1
        ben.wait_for_selector(f'main#table[hx-get^="/part?rev={table.revision}&"]', state="attached", timeout=10_000)
        assert f"Recorded: {mine}" in ben.inner_text("main"), "a poll replaced Ben's own ruling at once"
        assert f"Last step: {table.session.last_step_as(1)[1]}" in ben.inner_text("main")
        # Anna's step, typed on Ben's page scrolled down to its entry field
        host_until(lambda seat: seat is not None and seat != 1)
        ben.wait_for_selector(f'main#table[hx-get^="/part?rev={table.revision}&"]', state="attached", timeout=10_000)
        ben.locator("#entry").scroll_into_view_if_needed()
        ben.fill("#entry", texts[done])
        ben.press("#entry", "Enter")
        ben.wait_for_selector("main section.ruling.refused")
        assert "Not for this page" in ben.inner_text("main section.ruling.refused")
        seen = ben.evaluate("""() => {
            const r = document.querySelector("main section.ruling.refused").getBoundingClientRect();
            const f = document.getElementById("entry").getBoundingClientRect();
            return {r: [r.top, r.bottom], f: [f.top, f.bottom], h: innerHeight,
                    stale: document.querySelectorAll(".ruling.accepted").length};
        }""")
        assert 0 <= seen["r"][0] and seen["f"][1] <= seen["h"], seen  # both in view
        assert 0 <= seen["f"][0] - seen["r"][1] < 60, seen  # the refusal just above the field it came from
        assert seen["stale"] == 0 and "Recorded" not in ben.inner_text("main"), seen
        assert ben.input_value("#entry") == texts[done]  # kept, to be corrected
        # the board tapped and an entry refused on the other pages too, then a few steps on every page
        anna = pages[0]
        target = anna.locator("svg.board a.target:not([data-one]):not(.cell)").first  # (a place with steps to show)
        if target.count():
            target.click()  # Ufern: the place's one-tap cells marked (uferpage2), no sheet opened
            anna.wait_for_selector("svg.board a.target[aria-current]", state="attached")
        for page in pages[:4]:
            page.fill("#entry", "dance")
            page.click("form.entry button")
            page.wait_for_selector("main section.ruling.refused")
        start = table.changes
        host_until(lambda seat: table.changes >= start + 10)
        for page in pages:
            page.wait_for_selector(f'main#table[hx-get^="/part?rev={table.revision}"]', state="attached", timeout=10_000)
    # the browser logs each refusal's status (a 403: another player's step; 422 is not used) as a failed load:
    # those of the refusals sent here (one from Ben, four "dance"s are 200s: unreadable), and nothing else
    refused = [e for e in errors if e == ("error", "Failed to load resource: the server responded with a status "
                                                     "of 403 (Forbidden)")]
    assert len(refused) == 1 and [e for e in errors if e not in refused] == [], errors


def test_a_seat_writes_its_hand_by_tapping_its_cards_at_phone_size(browser, tmp_path):  # noqa: F811
    """Ben's hand is not written down: his page offers the weather numbers to tap (folded beside the cards to
    play, fe-table9 problem 5: one tap opens it); twelve taps and "Write my hand" record it, his page then shows
    it as cards to tap, and the table's page shows none of it."""
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
        ben.locator("details.pick > summary").click()
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
        # no grid to write it again: only the fix of a card mis-written, folded, the hand as written ticked
        assert ben.locator("form.pick:not([data-chosen])").count() == 0
        assert ben.locator("details.pick:not([open]) form.pick[data-chosen]").count() == 1
        table_page.wait_for_selector(f'main#table[hx-get^="/part?rev={following}"]', state="attached", timeout=10_000)
        # no step at the table's page (fe-table6 problem 5): its last step stays, no card of Ben's anywhere
        assert "Ben hand" not in table_page.inner_text("main .ruling") and str(hand[5]) + " " not in table_page.inner_text(".ruling")


def test_a_card_tapped_is_face_down_on_the_other_pages_until_the_last_is_in(browser, tmp_path):  # noqa: F811
    """Issue 22 (fe-table3 problem 1, the lureveal follow-up): at 360 px, after Ben taps his card, Cleo's page
    and the table's show no card of Ben's ("Ben has chosen", ``Ben ?``); after the trick's last card, all
    three pages show the three cards."""
    spec = spec_of("land-unter")
    names, moves = ["Anna", "Ben", "Cleo"], spec.simulate(["Anna", "Ben", "Cleo"], 5, ())[1]
    session = TableSession.start(spec, names, [], tmp_path / "g.yaml")
    session.enter(" ".join(map(str, moves[0].lifebelts)))
    session.enter_as("hand [" + " ".join(map(str, sorted(moves[0].hands[1]))) + "]", 1)  # at the deal
    session.enter(" ".join(map(str, moves[1].cards)))
    cards = {m.player: m.card for m in moves[2:5]}
    with serving(session, HOST, SEATS) as (address, table):
        base = address.split("?")[0]
        ben, cleo, table_page = phone(browser), phone(browser), phone(browser)
        ben.goto(f"{base}?t={SEATS[1]}")
        cleo.goto(f"{base}?t={SEATS[2]}")
        table_page.goto(base)
        following = f"{table.run}.{table.changes + 1}"
        ben.locator("form.hand").get_by_role("button", name=str(cards[1]), exact=True).click()
        ben.wait_for_selector(f'main#table[hx-get^="/part?rev={following}&"]', state="attached")
        assert f"Recorded: Ben {cards[1]}" in ben.inner_text("main .ruling")
        for page, name in ((cleo, "cleo"), (table_page, "table")):
            page.wait_for_selector(f'main#table[hx-get^="/part?rev={following}"]', state="attached", timeout=10_000)
            shown = page.inner_text("main")
            assert "Last step: Ben ?" in shown and "Ben has chosen a weather card" in shown, shown
            assert f"Ben {cards[1]}" not in shown and str(cards[1]) not in page.inner_text(".ruling"), shown
            looked_at(page, tmp_path, f"face-down-{name}")
        session_cards = [(0, cards[0]), (2, cards[2])]
        for seat, card in session_cards:
            table.enter(str(card), table.revision, seat, host=False)
        last = f"{table.run}.{table.changes}"
        for page, name in ((ben, "ben"), (cleo, "cleo"), (table_page, "table")):
            page.wait_for_selector(f'main#table[hx-get^="/part?rev={last}"]', state="attached", timeout=10_000)
            shown = page.inner_text("main")
            assert "Trick 1, turned up together: " + ", ".join(f"{names[p]} {c}" for p, c in sorted(cards.items())) in shown, \
                (name, shown)
            looked_at(page, tmp_path, f"face-up-{name}")
