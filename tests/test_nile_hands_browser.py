"""NILE's hands on the players' phones (issue 22), in headless Chromium at phone size (Debian's chromium, as
tests/test_serve_browser.py): each player tells the cards dealt and drawn in the own page's tell section
("Tell: I hold" under a hand of cards, card pictures of 44 px and more, the card's name under each), apart from the flood cards,
which only the page of the player turning the card up lists (fe-table4 problem 3); the cards tapped go in as
one entry when the last is tapped; the player sees the hand as cards there only, and plays from it: the own
page offers only what the hand allows, as cards to tap."""

from __future__ import annotations

from scorer.games.nile.moves import Draw
from scorer.session import TableSession
from tests.nile_helpers import CS
from tests.seat_pages import HOST, SEATS, opened, tap_picture
from tests.serving import serving
from tests.test_serve_browser import PHONE, browser, looked_at, pytestmark  # noqa: F401  (fixture, skip)
from tests.test_session import spec_of


def tell(page, table, cards: list[str]) -> None:
    """Tap ``cards`` in ``page``'s tell section (each a picture of at least 44 x 44 px, its name under it)
    and wait for the page of the next revision: the cards go in as one entry when the last is tapped."""
    following = f"{table.run}.{table.changes + 1}"
    # the page first shows the table as it stands (a poll redrawing it meanwhile left the button without a box)
    page.wait_for_selector(f'main#table[hx-get^="/part?rev={table.run}.{table.changes}&"]', state="attached")
    folded = page.locator("details.tell-fold:not([open]) > summary")  # beside the player's own step: one tap opens it
    if folded.count():
        folded.click()
    for card in cards:
        button = page.locator(f'form.tell button.tile[data-item="{card}"]')
        box = button.bounding_box()
        assert box is not None and box["width"] >= 44 and box["height"] >= 44, (card, box)
        assert button.locator("svg").count() == 1 and button.locator("span").inner_text().strip() == card
        button.click()
    page.wait_for_selector(f'main#table[hx-get^="/part?rev={following}&"]', state="attached")


def apart(page) -> dict:
    """Where the tell section and the list of entries lie on ``page`` and what heads them."""
    return page.evaluate("""() => {
        const box = el => el && el.getBoundingClientRect();
        const tell = document.querySelector('form.tell'), list = document.querySelector('form.entries');
        const t = box(tell), l = box(list);
        return {tell: t && [t.top, t.bottom], list: l && [l.top, l.bottom],
                heading: tell && tell.querySelector('h2').innerText.trim(),
                symbol: tell && tell.querySelector('h2 svg').getAttribute('aria-label'),
                groups: Array.from(document.querySelectorAll('form.entries summary')).map(s => s.innerText),
                groupSymbol: Array.from(document.querySelectorAll('form.entries summary svg')).map(s => s.getAttribute('aria-label')),
                listed: Array.from(document.querySelectorAll('form.entries button')).map(b => b.value)};
    }""")


def test_flood_cards_and_the_cards_told_are_apart_and_labelled(browser, tmp_path):  # noqa: F811
    """At 360 px: on a seat whose turn it is not, the flood cards are not listed at all, only the framed
    tell section headed by its deed; on the page of the player who turns the flood card up, both, each
    under its own heading, the tell section not overlapping the flood cards and no tell entry among them."""
    session = TableSession.start(spec_of("nile"), ["Anna", "Ben"], [], tmp_path / "g.yaml")
    with serving(session, HOST, SEATS) as (address, table):
        anna, ben, table_page = opened(browser, address)
        ben_sees = apart(ben)
        assert ben_sees["heading"].startswith("Tell: I hold") and ben_sees["symbol"] == "your hand, told" and ben_sees["list"] is None, ben_sees
        assert "Anna turns it up" in ben.inner_text("p.prompt")
        anna_sees = apart(anna)
        assert anna_sees["heading"].startswith("Tell: I hold") and anna_sees["groups"][0].strip().startswith("Flood card: turn one up")
        assert anna_sees["groupSymbol"] == ["a card turned up from the deck"], anna_sees  # a symbol, not colour alone
        assert anna_sees["tell"][1] <= anna_sees["list"][0] or anna_sees["list"][1] <= anna_sees["tell"][0], anna_sees
        assert "Papyrus" in anna_sees["listed"] and not [v for v in anna_sees["listed"] if " holds " in v]
        assert table_page.locator("form.tell").count() == 0
        looked_at(ben, tmp_path, "nile-tell-ben")
        looked_at(anna, tmp_path, "nile-flood-and-tell-anna")


def test_each_phone_tells_its_hand_in_one_entry_and_plays_from_it(browser, tmp_path):  # noqa: F811
    session = TableSession.start(spec_of("nile"), ["Anna", "Ben"], [], tmp_path / "g.yaml")
    with serving(session, HOST, SEATS) as (address, table):
        anna, ben, table_page = opened(browser, address)
        assert "5 not told" in ben.inner_text("form.hand")
        tell(ben, table, ["Papyrus/Wheat", "Flax", "Flax", "Wheat", "Lettuce"])  # Ben, at the flood card before Anna's turn
        assert session.moves[-1].cards and len(session.moves[-1].cards) == 5  # one entry
        assert ben.locator("form.tell button[data-item]").count() == 0 and ben.locator("form.hand .tile svg").count() == 5
        assert ben.locator("form.tell details.drops").count() == 1  # the told cards to take back, folded away
        tap_picture(anna, table, "Lettuce", named=True)  # the flood card, a picture on Anna's page
        tell(anna, table, ["Papyrus", "Papyrus", "Papyrus", "Wheat", "Castor/Flax"])
        assert anna.locator("form.hand .tile svg").count() == 5 and "not told" not in anna.inner_text("form.hand")
        anna.evaluate("document.querySelectorAll('form.entries details').forEach(d => d.open = true)")
        offered = anna.locator("form.entries button").evaluate_all("bs => bs.map(b => b.value)")
        assert "plant 3 Papyrus" in offered and "speculate Castor/Flax" in offered and "plant 2 Flax" not in offered
        said = " ".join(anna.locator('form.entries button[value="pass"]').inner_text().split())
        assert said == "pass no planting or speculation", said  # as a player says it, not "pass neither"
        looked_at(anna, tmp_path, "nile-hand-anna")
        ben.reload()
        table_page.reload()
        for page in (ben, table_page):  # Anna's cards on no other page, nor in its last step or news
            text = page.inner_text("main")
            assert "Anna holds Papyrus" not in text and "Last step: Anna holds" not in text, text  # no step here
            assert "Anna: hand 5 (5 unseen)" in page.inner_text("pre.game")
        tap_picture(anna, table, "plant 3 Papyrus", named=True)
        assert "Anna's new Papyrus field has 3 cards" in anna.inner_text("main")
        assert session.state.hand[0][0] == 0 and session.state.hand_unseen[0] == 2  # the two drawn, not told
        tell(anna, table, ["Wheat", "Flax"])  # the draw is the tell: two taps, one entry, beside Ben's flood card
        assert session.state.hand_unseen[0] == 0 and session.state.hand[0][1] == 2
    assert session.state.hand[1][4] == 2  # Ben's two Flax


def test_without_a_script_each_card_tapped_is_told_on_its_own(browser, tmp_path):  # noqa: F811
    """A phone without scripts: each picture of the tell section is a plain button entering its one card."""
    from tests.test_serve_browser import PHONE

    session = TableSession.start(spec_of("nile"), ["Anna", "Ben"], [], tmp_path / "g.yaml")
    with serving(session, HOST, SEATS) as (address, table):
        page = browser.new_page(viewport=PHONE, java_script_enabled=False)
        page.goto(f"{address.split('?')[0]}?t={SEATS[1]}")
        with page.expect_navigation():
            page.locator('form.tell button.tile[data-item="Wheat"]').click()
        assert "Wheat" in page.inner_text("form.hand") and "4 not told" in page.inner_text("form.hand")
        assert session.state.hand[1][1] == 1 and session.state.hand_unseen[1] == 4


def test_a_tell_half_tapped_is_kept_through_a_flood_card_tapped_meanwhile(browser, tmp_path):  # noqa: F811
    """fe-table5 problem 3: Anna tapped 3 of her 5 cards, then the flood card in the list below; the flood card
    went in and the 3 cards tapped were thrown away without a word. They stay tapped now, the page says so,
    and the two cards still to tap send all five as one entry."""
    session = TableSession.start(spec_of("nile"), ["Anna", "Ben"], [], tmp_path / "g.yaml")
    with serving(session, HOST, SEATS) as (address, table):
        anna, _, _ = opened(browser, address)
        for card in ("Papyrus", "Wheat", "Flax"):
            anna.locator(f'form.tell button.tile[data-item="{card}"]').click()
        assert anna.inner_text("#tapped-cards").startswith("Tapped 3 of 5: Papyrus, Wheat, Flax")
        tap_picture(anna, table, "Lettuce", named=True)  # the flood card, mid-tell
        assert "Lettuce" in str(session.moves[-1]) or session.state.flood is not None
        said = anna.inner_text("#tapped-cards")
        assert said.startswith("Tapped 3 of 5: Papyrus, Wheat, Flax (kept"), said
        looked_at(anna, tmp_path, "nile-tell-kept-anna")
        tell(anna, table, ["Castor", "Castor"])
        assert session.moves[-1].cards == tuple(CS.parse(c) for c in ("Papyrus", "Wheat", "Flax", "Castor", "Castor"))
        assert session.state.hand_unseen[0] == 0


def test_what_the_hand_holds_but_cannot_tap_does_not_look_like_a_button(browser, tmp_path):  # noqa: F811
    """fe-table5 problem 9: the storage's counts and "5 not told" were drawn with a button's border, like the
    cards that enter something; only those have a border and a shadow now."""
    session = TableSession.start(spec_of("nile"), ["Anna", "Ben"], [], tmp_path / "g.yaml")
    with serving(session, HOST, SEATS) as (address, table):
        anna, _, _ = opened(browser, address)
        chips = anna.evaluate("""() => Array.from(document.querySelectorAll('form.hand span.card')).map(c => {
            const s = getComputedStyle(c);
            return [c.innerText, s.borderTopWidth, s.borderBottomWidth, s.boxShadow];
        })""")
        assert [c[0] for c in chips][:2] == ["5 not told", "Papyrus 0"], chips
        assert all(c[1:] == ["0px", "0px", "none"] for c in chips), chips
        assert anna.evaluate("getComputedStyle(document.querySelector('button.tile')).borderTopWidth") == "2px"
        looked_at(anna, tmp_path, "nile-chips-anna")


def test_a_plague_drawn_is_a_card_to_tap_on_the_drawers_page(browser, tmp_path):  # noqa: F811
    """fe-table5 problem 6: after a face-down draw, the Plague had no button; the page said to type "Anna drew
    Plague". It is a card to tap now, on the drawer's page only, while it can still replace that draw."""
    session = TableSession.start(spec_of("nile"), ["Anna", "Ben"], [], tmp_path / "g.yaml")
    with serving(session, HOST, SEATS) as (address, table):
        anna, ben, _ = opened(browser, address)
        tap_picture(anna, table, "Lettuce", named=True)
        _tap_plain(anna, table, "pass")
        assert "tap it on Anna's page" in anna.inner_text("main")
        assert ben.locator('button[value="Anna drew Plague"]').count() == 0
        looked_at(anna, tmp_path, "nile-plague-button-anna")
        anna.locator('form.entries button.tile[value="Anna drew Plague"]').click()  # asked first (nilerev defect 2)
        anna.wait_for_selector("section.ruling.asked")
        assert "Did Anna's draw show the Plague of Locusts?" in anna.inner_text("main") and not session.moves.count(
            Draw(0, CS.plague))
        following = f"{table.run}.{table.changes + 1}"
        anna.locator("form.confirm button.primary").click()
        anna.wait_for_selector(f'main#table[hx-get^="/part?rev={following}&"]', state="attached")
        assert session.moves.count(Draw(0, CS.plague)) == 1 and "Anna drew the Plague of Locusts" in anna.inner_text("main")
        assert anna.locator('button[value="Anna drew Plague"]').count() == 0  # told once


def _tap_plain(page, table, entry: str) -> None:
    """Tap the plain button (no picture) entering ``entry`` and wait for the page of the next revision."""
    following = f"{table.run}.{table.changes + 1}"
    page.evaluate("document.querySelectorAll('form.entries details').forEach(d => d.open = true)")
    page.locator(f'form.entries button[value="{entry}"]').first.click()
    page.wait_for_selector(f'main#table[hx-get^="/part?rev={following}&"]', state="attached")


def test_two_claims_of_the_one_card_on_two_phones(browser, tmp_path):  # noqa: F811
    """fe-table5 problem 2 at 360 px: Ben's claim of the one Lettuce/Castor changes nothing on Anna's page (her
    hand still shows it, her tell section stays as it was); once Anna speculates it face up, Ben's page alone
    says his claim cannot be true, and his tell section is back."""
    session = TableSession.start(spec_of("nile"), ["Anna", "Ben"], [], tmp_path / "g.yaml")
    with serving(session, HOST, SEATS) as (address, table):
        anna, ben, table_page = opened(browser, address)
        tell(anna, table, ["Lettuce/Castor", "Papyrus", "Wheat", "Flax", "Castor/Flax"])
        before = anna.inner_text("form.hand")
        ben.reload()  # (its page as the game is now, not one a poll is redrawing meanwhile)
        tell(ben, table, ["Lettuce/Castor", "Papyrus", "Wheat", "Flax", "Castor"])
        anna.reload()
        assert anna.inner_text("form.hand") == before and "Lettuce/Castor" in before and "not told" not in before
        tap_picture(anna, table, "Papyrus", named=True)
        tap_picture(anna, table, "speculate Lettuce/Castor", named=True)
        for page in (ben, table_page):
            page.reload()
        said = ben.inner_text("main")
        assert "your told Lettuce/Castor cannot be in your hand: tell that card again" in said, said
        assert "1 not told" in ben.inner_text("form.hand") and ben.locator("form.tell").count() == 1
        for page in (anna, table_page):
            assert "cannot be in" not in page.inner_text("main")
        looked_at(ben, tmp_path, "nile-claim-lost-ben")



def test_a_card_told_by_mistake_is_corrected_in_three_taps_and_the_notice_dismissed(browser, tmp_path):  # noqa: F811
    """fe-table7 problems 1 and 5 at 360 px: Ben, who holds Papyrus, Wheat, Wheat, Castor and Flax, tapped Castor
    for a Wheat and Lettuce/Castor for his Flax. Under his tell section he unfolds "Told a card by mistake?",
    taps "not Castor" and then Wheat: three taps. When Anna's speculation shows the one Lettuce/Castor, his claim
    of it is said first on his page, above the Last step box, until he dismisses it (it stays dismissed through
    the next redraw) or tells again (it goes)."""
    session = TableSession.start(spec_of("nile"), ["Anna", "Ben"], [], tmp_path / "g.yaml")
    lettuce_castor, castor, wheat = CS.parse("Lettuce/Castor"), CS.parse("Castor"), CS.parse("Wheat")
    with serving(session, HOST, SEATS) as (address, table):
        anna, ben, _ = opened(browser, address)
        tell(ben, table, ["Papyrus", "Wheat", "Castor", "Castor", "Lettuce/Castor"])
        ben.locator("form.tell details.drops summary").click()  # tap 1
        drop = ben.locator('form.tell button.not[value="Ben holds not Castor"]')
        box = drop.bounding_box()
        assert box is not None and box["width"] >= 44 and box["height"] >= 44, box
        following = f"{table.run}.{table.changes + 1}"
        drop.click()  # tap 2
        ben.wait_for_selector(f'main#table[hx-get^="/part?rev={following}&"]', state="attached")
        tell(ben, table, ["Wheat"])  # tap 3
        assert (session.state.told[1][castor], session.state.told[1][wheat], session.state.hand_unseen[1]) == (1, 2, 0)
        tell(anna, table, ["Lettuce/Castor", "Papyrus", "Papyrus", "Papyrus", "Papyrus"])
        tap_picture(anna, table, "Papyrus", named=True)
        tap_picture(anna, table, "speculate Lettuce/Castor", named=True)
        ben.reload()
        notice = ben.locator("form.tell .gave-way")
        assert notice.is_visible() and "Your told Lettuce/Castor cannot be in your hand" in notice.inner_text()
        last = ben.locator("section.ruling", has_text="Last step")
        assert notice.bounding_box()["y"] < last.bounding_box()["y"], "the notice stands above the Last step box"
        # first on his page, in the first screen, the cards to tell again right under it (fe-table7 problem 5)
        top = ben.evaluate("() => [document.querySelector('form.tell .gave-way'), document.querySelector('form.tell "
                           "button[data-item=Flax]'), document.querySelector('p.prompt'), document.querySelector("
                           "'section.step-now')].map(e => e.getBoundingClientRect().top + scrollY)")
        assert top == sorted(top) and top[1] + 44 < PHONE["height"], top
        assert session.state.told[1][lettuce_castor] == 0
        looked_at(ben, tmp_path, "nile-claim-gave-way-ben")
        notice.locator("button.dismiss").click()
        assert not notice.is_visible()
        # dismissed: the tell section is back in its place, after the step asked
        assert ben.locator("section.step-now").bounding_box()["y"] < ben.locator("form.tell").bounding_box()["y"]
        following = f"{table.run}.{table.changes + 1}"
        tell(anna, table, ["Wheat", "Wheat"])  # another step: Ben's page is redrawn by its poll
        ben.wait_for_selector(f'main#table[hx-get^="/part?rev={following}&"]', state="attached")
        assert ben.locator("form.tell .gave-way").count() == 1 and not ben.locator("form.tell .gave-way").is_visible()
        assert ben.locator("p.prompt").bounding_box()["y"] < ben.locator("form.tell").bounding_box()["y"]  # kept in place
        tell(ben, table, ["Flax"])  # he tells again: the notice goes
        assert ben.locator("form.tell .gave-way").count() == 0 and session.state.hand_unseen[1] == 0
