"""NILE's phone page at 360 px in headless Chromium (Debian's chromium, as tests/test_nile_hands_browser.py), issue
22 after fe-table7: a trade in three taps (two cards of the hand or the storage, then Market or Hapi: problem 3),
the step asked now first and the tell section apart below it (problem 6), and the small things of its pages (the
table's picture inline, no "(leads)" once the game is over, the "Taken on trust" lines folded)."""

from __future__ import annotations

from scorer.games.nile.moves import Trade
from scorer.session import Accepted, TableSession
from tests.nile_helpers import CS
from tests.seat_pages import HOST, SEATS, opened, tap_picture
from tests.serving import serving
from tests.test_nile_hands_browser import tell
from tests.test_serve_browser import browser, looked_at, pytestmark  # noqa: F401  (fixture, skip)
from tests.test_session import spec_of


def _pick(page, key: str) -> None:
    """Tap the card ``key`` (``hand:Papyrus``, ``storage:Flax``) of the trade picker: a picture of 44 px and more."""
    button = page.locator(f'form.trade button.pick[data-key="{key}"]')
    box = button.bounding_box()
    assert box is not None and box["width"] >= 44 and box["height"] >= 44, (key, box)
    assert button.locator("svg").count() == 1
    button.click()


def _buttons(page) -> dict:
    """The Market and Hapi buttons of the trade picker: {kind: (enabled, the entry it sends)}, and why not."""
    return page.evaluate("""() => {
        const out = {};
        document.querySelectorAll('form.trade .trade-send button').forEach(b => { out[b.dataset.kind] = [!b.disabled, b.value]; });
        const why = document.querySelector('#trade-why');
        out.why = why.hidden ? '' : why.innerText;
        return out;
    }""")


def _send(page, table, kind: str) -> None:
    """Tap Market or Hapi and wait for the page of the next revision."""
    following = f"{table.run}.{table.changes + 1}"
    page.locator(f'form.trade .trade-send button[data-kind="{kind}"]').click()
    page.wait_for_selector(f'main#table[hx-get^="/part?rev={following}&"]', state="attached")


def test_a_trade_is_two_cards_tapped_then_market_or_hapi(browser, tmp_path):  # noqa: F811
    """fe-table7 problem 3: Anna, her hand told, sees her hand's cards once each in the trade picker (two Papyrus one
    picture, picked twice), no list of every pair (folded away); Papyrus, Papyrus, Market is three taps and enters
    the very text the list of entries sent; a card tapped again is put back."""
    session = TableSession.start(spec_of("nile"), ["Anna", "Ben"], [], tmp_path / "g.yaml")
    with serving(session, HOST, SEATS) as (address, table):
        anna, ben, _ = opened(browser, address)
        tell(anna, table, ["Papyrus", "Papyrus", "Wheat", "Flax", "Castor/Flax"])
        tap_picture(anna, table, "Lettuce", named=True)  # the flood card
        offered = anna.locator("form.trade button.pick").evaluate_all("bs => bs.map(b => b.dataset.key)")
        assert offered == ["hand:Papyrus", "hand:Wheat", "hand:Flax", "hand:Castor/Flax"], offered
        listed = anna.locator("form.trade details.all-trades button").evaluate_all("bs => bs.map(b => b.value)")
        assert "market Papyrus Papyrus" in listed and "hapi Wheat Castor/Flax" in listed
        assert not anna.locator("form.trade details.all-trades").evaluate("d => d.open")
        assert anna.locator("form.entries button[value^='market'], form.entries button[value^='hapi']").count() == 0
        assert ben.locator("form.trade").count() == 0  # another seat's page: no picker
        assert _buttons(anna)["market"] == [False, ""]
        _pick(anna, "hand:Wheat")
        _pick(anna, "hand:Wheat")  # one Wheat only: tapped again, put back
        assert anna.inner_text("#trade-said") == "Tap 2 cards."
        _pick(anna, "hand:Papyrus")
        assert _buttons(anna)["market"] == [False, ""] and "tap 1 more card" in anna.inner_text("#trade-said")
        _pick(anna, "hand:Papyrus")
        got = _buttons(anna)
        assert got["market"] == [True, "market Papyrus Papyrus"] and got["hapi"] == [True, "hapi Papyrus Papyrus"], got
        looked_at(anna, tmp_path, "nile-trade-picked-anna")
        _send(anna, table, "market")
        assert Trade(0, "market", (0, 0)) in session.moves
        assert "market Papyrus Papyrus" in anna.inner_text("main")
        # the hand told left (no Papyrus), then the kinds the card drawn in the market, not told, may be
        rows = anna.locator("form.trade .trade-row").all_inner_texts()
        assert rows == ["Your hand:", "Your 1 card not told yet: it may be:"], rows
        left = anna.locator("form.trade .row").first.locator("button.pick").evaluate_all("bs => bs.map(b => b.dataset.key)")
        assert left == ["hand:Wheat", "hand:Flax", "hand:Castor/Flax"], left


def test_a_hand_not_told_trades_the_kinds_it_may_hold_and_is_told_why_not(browser, tmp_path):  # noqa: F811
    """A seat whose hand is not told still trades: its picker offers the kinds its cards not told may be; two
    cards of different kinds (which the list never offered: it lists two of a crop only) enter as the notation
    writes them; a pair the rules refuse (two of the one Papyrus/Wheat card) leaves Market and Hapi off and says
    why, in the referee's words."""
    session = TableSession.start(spec_of("nile"), ["Anna", "Ben"], [], tmp_path / "g.yaml")
    with serving(session, HOST, SEATS) as (address, table):
        anna, _, _ = opened(browser, address)
        tap_picture(anna, table, "Lettuce", named=True)
        rows = anna.locator("form.trade .trade-row").all_inner_texts()
        assert rows == ["Your 5 cards not told yet: each may be:"], rows
        _pick(anna, "hand:Papyrus/Wheat")
        _pick(anna, "hand:Papyrus/Wheat")
        got = _buttons(anna)
        assert got["market"] == [False, ""] and got["hapi"] == [False, ""], got
        assert got["why"].startswith("Not allowed: ") and "Papyrus/Wheat" in got["why"], got
        _pick(anna, "hand:Papyrus/Wheat")  # put back
        _pick(anna, "hand:Flax")
        _pick(anna, "hand:Papyrus")
        got = _buttons(anna)
        assert got["hapi"] == [True, "hapi Papyrus Flax"] and not got["why"], got
        looked_at(anna, tmp_path, "nile-trade-untold-anna")
        _send(anna, table, "hapi")
        assert Trade(0, "offering", (CS.parse("Papyrus"), CS.parse("Flax"))) in session.moves


def test_the_cards_picked_stay_through_another_phones_step(browser, tmp_path):  # noqa: F811
    """A card picked, then Ben tells his hand on his phone (the page is redrawn by a poll): the card stays picked."""
    session = TableSession.start(spec_of("nile"), ["Anna", "Ben"], [], tmp_path / "g.yaml")
    with serving(session, HOST, SEATS) as (address, table):
        anna, ben, _ = opened(browser, address)
        tap_picture(anna, table, "Lettuce", named=True)
        _pick(anna, "hand:Flax")
        ben.reload()  # (its page as the game is now, not one a poll is redrawing meanwhile)
        rev = f"{table.run}.{table.changes + 1}"
        tell(ben, table, ["Papyrus", "Wheat", "Wheat", "Castor", "Flax"])
        anna.wait_for_selector(f'main#table[hx-get^="/part?rev={rev}&"]', state="attached")
        assert anna.inner_text("#trade-said").startswith("Picked: Flax;"), anna.inner_text("#trade-said")
        assert anna.locator('form.trade button.pick[data-key="hand:Flax"]').get_attribute("aria-pressed") == "true"


def test_the_step_asked_now_comes_first_and_the_tell_section_apart_below(browser, tmp_path):  # noqa: F811
    """fe-table7 problem 6: on the page of the player who turns the flood card up, with cards not told, the flood
    cards come first, in a framed section headed "Your step now"; the tell section follows below it, headed by its
    deed, with its heading between the two grids of the same pictures (never one grid straight on the other)."""
    session = TableSession.start(spec_of("nile"), ["Anna", "Ben"], [], tmp_path / "g.yaml")
    with serving(session, HOST, SEATS) as (address, table):
        anna, ben, _ = opened(browser, address)
        seen = anna.evaluate("""() => {
            const r = el => el.getBoundingClientRect();
            const step = document.querySelector('section.step-now'), tellForm = document.querySelector('form.tell');
            const cards = Array.from(step.querySelectorAll('form.entries button.tile')).map(r);
            const told = Array.from(tellForm.querySelectorAll('button.tile')).map(r);
            return {heading: step.querySelector('h2').innerText, step: [r(step).top, r(step).bottom],
                    tell: [r(tellForm).top, r(tellForm).bottom], tellHeading: r(tellForm.querySelector('h2')).height,
                    lastCard: Math.max(...cards.map(c => c.bottom)), firstTold: Math.min(...told.map(c => c.top)),
                    flood: step.querySelector('summary').innerText.trim()};
        }""")
        assert seen["heading"] == "Your step now" and seen["flood"].startswith("Flood card: turn one up"), seen
        assert seen["step"][1] <= seen["tell"][0], seen  # the step first, the tell section below it
        # between the last flood card and the first card to tell: the section's edge, its gap, the tell heading
        assert seen["firstTold"] - seen["lastCard"] >= 24 + seen["tellHeading"], seen
        looked_at(anna, tmp_path, "nile-step-first-anna")
        assert ben.locator("section.step-now").count() == 0  # nothing to enter but the tell: no step section
        # the two grids never look alike at a glance: the cards to tell smaller, five a row, blue-edged; the
        # flood cards larger, loose, brown-edged; and the tell grid no longer than three rows
        looks = anna.evaluate("""() => {
            const tiles = s => Array.from(document.querySelectorAll(s));
            const tell = tiles('form.tell .row.told button.tile'), flood = tiles('section.step-now button.tile');
            const look = b => [b.querySelector('svg').getBoundingClientRect().width, getComputedStyle(b).borderTopColor];
            return {tell: tell.map(look), flood: flood.map(look), n: tell.length,
                    rows: new Set(tell.map(b => Math.round(b.getBoundingClientRect().top))).size,
                    firstRow: tell.slice(0, 5).map(b => Math.round(b.getBoundingClientRect().top))};
        }""")
        assert looks["n"] == 15 and looks["rows"] == 3 and len(set(looks["firstRow"])) == 1, looks
        assert max(w for w, _ in looks["tell"]) <= 0.85 * min(w for w, _ in looks["flood"]), looks
        assert not {c for _, c in looks["tell"]} & {c for _, c in looks["flood"]}, looks


def test_taken_on_trust_is_one_folded_line_after_the_news(browser, tmp_path):  # noqa: F811
    """fe-table7: "Taken on trust: Anna's 1 Papyrus and 1 Flax come from the 5 cards of Anna's hand the table has
    not seen…" headed nearly every step on the other pages, two to four lines long. It comes after the step's other
    news now, one line, folded (opened by a tap, read whole)."""
    session = TableSession.start(spec_of("nile"), ["Anna", "Ben"], [], tmp_path / "g.yaml")
    with serving(session, HOST, SEATS) as (address, table):
        anna, ben, table_page = opened(browser, address)
        tap_picture(anna, table, "Lettuce", named=True)
        _pick(anna, "hand:Flax")
        _pick(anna, "hand:Papyrus")
        rev = f"{table.run}.{table.changes + 1}"
        _send(anna, table, "market")
        for page in (ben, table_page):
            page.wait_for_selector(f'main#table[hx-get^="/part?rev={rev}&"], main#table[hx-get="/part?rev={rev}"]',
                                   state="attached")
            seen = page.evaluate("""() => {
                const box = Array.from(document.querySelectorAll('main .ruling')).find(b => b.querySelector('details.trust'));
                if (!box) return null;
                const trust = box.querySelector('details.trust'), summary = trust.querySelector('summary');
                const lines = Array.from(box.children).map(c => c.tagName + ':' + c.innerText.slice(0, 20));
                return {open: trust.open, height: summary.getBoundingClientRect().height, text: summary.innerText,
                        last: box.lastElementChild === trust, lines: lines};
            }""")
            assert seen is not None and seen["text"].startswith("Taken on trust: Anna's 1 Papyrus and 1 Flax"), seen
            assert not seen["open"] and seen["height"] <= 44 and seen["last"], seen  # one line (a 44 px target)
        looked_at(ben, tmp_path, "nile-trust-folded-ben")


def test_the_tables_page_shows_the_picture_and_no_one_leads_a_finished_game(browser, tmp_path):  # noqa: F811
    """fe-table7: the table's page showed the state as text only, the card table one link away: the picture is on
    the page now, as wide as it, and stays shown when a step redraws the page. Once the game is over, the standings
    no longer say "(leads)" (the final table names the winner)."""
    from tests.test_session import typed_game

    names, _, texts = typed_game("nile", 43, 2)
    session = TableSession.start(spec_of("nile"), names, [], tmp_path / "g.yaml")
    with serving(session, HOST, SEATS) as (address, table):
        base = address.split("?")[0]
        _, _, table_page = opened(browser, address)
        shown = table_page.locator(".table-picture img")
        assert shown.count() == 1 and shown.evaluate("i => i.complete && i.naturalWidth > 0")
        box = shown.bounding_box()
        assert box is not None and box["width"] >= 330 and box["height"] >= 150, box
        first = shown.get_attribute("src")
        rev = f"{table.run}.{table.changes + 1}"
        table.enter(texts[0], table.revision)
        table_page.wait_for_selector(f'main#table[hx-get="/part?rev={rev}"]', state="attached")
        # the next step's picture put in place once loaded (a picture shown all the while: none blank meanwhile)
        for _ in range(100):
            now = table_page.evaluate("() => Array.from(document.querySelectorAll('.table-picture img'))"
                                      ".map(i => [i.getAttribute('src'), i.complete && i.naturalWidth > 0])")
            assert len(now) == 1 and now[0][1], now
            if f"rev={rev}" in now[0][0]:
                break
            table_page.wait_for_timeout(100)
        assert f"rev={rev}" in now[0][0] and now[0][0] != first, now
        looked_at(table_page, tmp_path, "nile-table-picture")
        for text in texts[1:]:
            assert isinstance(table.enter(text, table.revision), Accepted), text
        assert session.over
        table_page.goto(base)
        scores = table_page.inner_text("ul.scores")
        assert "(leads)" not in scores and "Final scores" in table_page.inner_text("main"), scores
