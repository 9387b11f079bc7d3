"""The page a table does not trip on (issue 22 §5; the fresh-eyes reviews revcards and revboards of session 35), in
headless Chromium at 360 x 740 (and 1280 x 800): the tapped region stays put after the page's own entry; "Your turn"
said where the seat's step came off-screen; a tap made as the page is drawn again is entered or said, never lost; the
take back kept after a refusal; a card game's picture beside the controls on a laptop; small words and cards."""

from __future__ import annotations

import re

from scorer.session import TableSession
from tests.serving import serving
from tests.test_serve_browser import PHONE, accessible, browser, looked_at, phone, pytestmark  # noqa: F401  (fixture, skip)
from tests.test_session import spec_of

HOST = "h0st-token-0123456789"
SEATS = ("anna-token-0123456789", "ben-token-01234567890", "cleo-token-0123456789")
LAPTOP = {"width": 1280, "height": 800}
TOP = "(s => { const e = document.querySelector(s); return e ? e.getBoundingClientRect().top : null; })"


def _next(table) -> str:
    return f"{table.run}.{table.changes + 1}"


def _drawn_at(page, rev: str) -> None:
    """Wait until ``page`` shows revision ``rev`` (its own answer or a poll's)."""
    page.wait_for_selector(f'main#table[hx-get^="/part?rev={rev}&"]', state="attached", timeout=15_000)


def _last(session) -> str:
    """The last entry of ``session``, as the host's page says it."""
    return session.last_step_as(None)[1]


def _top(page, selector: str) -> float:
    return page.evaluate(f"{TOP}({selector!r})")


def test_an_ufern_cell_tapped_leaves_the_cells_beside_it_where_they_were(browser, tmp_path):  # noqa: F811
    """revboards defect 8: Anna taps `first Anna`, then the cell `desert E4.4`; the page scrolled 232 px after the
    answer and the cell E3.3 moved 51 px, so a quick next tap entered another cell. Now E3.3 stays put."""
    session = TableSession.start(spec_of("ufern-des-nils"), ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    with serving(session, HOST, SEATS) as (address, table):
        page = phone(browser)
        page.goto(f"{address.split('?')[0]}?t={SEATS[0]}")
        following = _next(table)
        page.locator('button[value="first Anna"]').click()
        _drawn_at(page, following)
        cell = page.locator('a.cell[data-one="desert E4.4"]')
        cell.scroll_into_view_if_needed()
        before = _top(page, 'a.cell[data-one="desert E3.3"]')
        following = _next(table)
        cell.click()
        _drawn_at(page, following)
        page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
        after = _top(page, 'a.cell[data-one="desert E3.3"]')
        assert abs(after - before) <= 3, (before, after)
        # the next tap lands where the player aims: E3.3 itself
        following = _next(table)
        page.mouse.click(*_middle(page, 'a.cell[data-one="desert E3.3"]'))
        _drawn_at(page, following)
        looked_at(page, tmp_path, "still-ufern-after-cells")
    assert _last(session) == "desert E3.3"


def _middle(page, selector: str, scroll: bool = False) -> tuple[float, float]:
    """The middle of ``selector``'s control on the screen (brought into sight first where ``scroll``)."""
    if scroll:
        page.locator(selector).scroll_into_view_if_needed()
    box = page.locator(selector).bounding_box()
    assert box is not None, selector
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def test_a_nile_flood_list_stays_put_after_a_plague_so_the_next_card_is_tapped_where_it_was(browser, tmp_path):  # noqa: F811
    """revcards defect 9: Ben tapped Plague, then Papyrus 0.3 s after the answer, and nothing was recorded: the page
    had jumped to its top after the Plague. Now the flood cards (asked again after a Plague) stay where they were,
    and the ruling, above the screen, is said at its foot."""
    session = TableSession.start(spec_of("nile"), ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    with serving(session, HOST, SEATS) as (address, table):
        page = phone(browser)
        page.goto(f"{address.split('?')[0]}?t={SEATS[0]}")
        plague, papyrus = 'section.step-now button[value="Plague"]', 'section.step-now button[value="Papyrus"]'
        page.evaluate(f"window.scrollBy(0, document.querySelector('{plague}').getBoundingClientRect().top - 560)")
        assert page.evaluate("window.scrollY") > 0
        before = _top(page, papyrus)
        following = _next(table)
        page.mouse.click(*_middle(page, plague))
        _drawn_at(page, following)
        assert abs(_top(page, papyrus) - before) <= 3, (before, _top(page, papyrus))
        said = page.locator("main > .ruling.accepted.at-foot")
        assert "Recorded: Plague" in said.inner_text() and said.get_by_role("button", name="Take back the flood card Plague").is_visible()
        accessible(page, "still-nile-after-plague")
        page.screenshot(path=str(tmp_path / "plague.png"))
        following = _next(table)
        page.mouse.click(*_middle(page, papyrus))  # where the player saw it
        _drawn_at(page, following)
        looked_at(page, tmp_path, "still-nile-after-papyrus")
    assert _last(session) == "Papyrus"


def _finger_down_as(browser, address: str, table, flood: str, meanwhile: tuple) -> object:  # noqa: F811
    """Anna's phone on NILE's first step, her finger down on the flood card ``flood`` while another phone enters
    ``meanwhile`` (the entry, the seat, host or not); returns her page once a poll has drawn it again under the finger."""
    page = phone(browser)
    page.goto(f"{address.split('?')[0]}?t={SEATS[0]}")
    page.mouse.move(*_middle(page, f'section.step-now button[value="{flood}"]', scroll=True))
    page.mouse.down()
    drawn = _next(table)
    table.enter(meanwhile[0], table.revision, meanwhile[1], meanwhile[2])
    _drawn_at(page, drawn)  # the poll's redraw, the finger still down
    return page


def test_a_tap_made_as_the_page_is_drawn_again_is_entered_not_lost(browser, tmp_path):  # noqa: F811
    """revcards defect 9: a tap whose button is replaced between the finger's down and up (another phone's step
    comes in by a poll) got no click: nothing entered, nothing said. Now the tap is made on the same button, which is
    still under the finger."""
    session = TableSession.start(spec_of("nile"), ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    with serving(session, HOST, SEATS) as (address, table):
        page = _finger_down_as(browser, address, table, "Papyrus", ("Ben holds Wheat", 1, False))  # Ben tells a card
        following = _next(table)
        page.mouse.up()
        _drawn_at(page, following)
    assert _last(session) == "Papyrus"


def test_a_tap_whose_button_went_away_under_the_finger_is_said_not_lost(browser, tmp_path):  # noqa: F811
    """The same, where the redraw took the button away (the step was entered on another phone): nothing is entered,
    and the page says so, in sight, and to tap again."""
    session = TableSession.start(spec_of("nile"), ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    with serving(session, HOST, SEATS) as (address, table):
        page = _finger_down_as(browser, address, table, "Papyrus/Wheat", ("Castor", None, True))  # the host's phone
        moved = table.revision
        page.mouse.up()
        notice = page.locator("#trouble.moved")
        notice.wait_for(state="visible")
        assert "nothing was entered: tap again" in notice.inner_text()
        box = notice.bounding_box()
        assert box is not None and box["y"] == 0  # in sight wherever the page is scrolled
    assert _last(session) == "Castor" and table.revision == moved


def _to_bens_turn(table) -> None:
    table.enter("Papyrus", table.revision, 0, False)
    table.enter("pass", table.revision, 0, False)


def test_your_turn_is_said_where_the_step_came_off_screen(browser, tmp_path):  # noqa: F811
    """revcards defect 8: Ben had scrolled down his page (the cards to tell) when Anna's turn ended; his flood card,
    put in above, was off-screen and nothing said it was his turn. Now a bar at the top says so in words, with an
    arrow; tapped, it brings the step into sight and puts the focus on its first card; it goes once seen."""
    session = TableSession.start(spec_of("nile"), ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    with serving(session, HOST, SEATS) as (address, table):
        ben = phone(browser)
        ben.goto(f"{address.split('?')[0]}?t={SEATS[1]}")
        ben.evaluate("window.scrollTo(0, document.body.scrollHeight)")
        cue = ben.locator("#your-turn a")
        assert cue.is_hidden()
        following = f"{table.run}.{table.changes + 2}"
        _to_bens_turn(table)
        _drawn_at(ben, following)
        cue.wait_for(state="visible")
        said = cue.inner_text()
        assert said.startswith("↑ Your turn: ") and "Ben" in said, said  # words and an arrow, not colour alone
        assert ben.locator("#your-turn").get_attribute("role") == "status"
        box = cue.bounding_box()
        assert box is not None and box["y"] == 0 and box["height"] >= 44
        accessible(ben, "your-turn-cue")
        _screen(ben, tmp_path, "your-turn-cue-360")  # the screen as the player sees it (a whole page's shot has no bar)
        cue.click()
        cue.wait_for(state="hidden")
        step = ben.locator("section.step-now").bounding_box()
        assert step is not None and -2 <= step["y"] < PHONE["height"], step
        assert ben.evaluate("document.activeElement.closest('section.step-now') !== null")
        looked_at(ben, tmp_path, "your-turn-after-tap-360")


def test_your_turn_goes_once_seen_and_is_never_said_where_the_step_is_in_sight(browser, tmp_path):  # noqa: F811
    """Scrolling back to the step takes the bar away; a page whose step comes in sight (at its top) shows none; a
    laptop's page, whose step is beside the picture, shows none either."""
    session = TableSession.start(spec_of("nile"), ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    with serving(session, HOST, SEATS) as (address, table):
        base = address.split("?")[0]
        ben, cleo = phone(browser), browser.new_page(viewport=LAPTOP)
        ben.goto(f"{base}?t={SEATS[1]}")
        cleo.goto(f"{base}?t={SEATS[2]}")
        ben.evaluate("window.scrollTo(0, document.body.scrollHeight)")
        following = f"{table.run}.{table.changes + 2}"
        _to_bens_turn(table)
        _drawn_at(ben, following)
        ben.locator("#your-turn a").wait_for(state="visible")
        ben.evaluate("window.scrollTo(0, 0)")
        ben.locator("#your-turn a").wait_for(state="hidden")
        # Cleo's turn comes with her page at its top (a laptop): no bar
        following = f"{table.run}.{table.changes + 2}"
        table.enter("Wheat", table.revision, 1, False)
        table.enter("pass", table.revision, 1, False)
        _drawn_at(cleo, following)
        assert cleo.locator("main#table").get_attribute("data-yours", timeout=1000).startswith("Your turn: ")
        assert cleo.locator("#your-turn a").is_hidden()
        looked_at_laptop(cleo, tmp_path, "your-turn-cleo-laptop")


def _screen(page, tmp_path, name: str) -> None:
    """A screenshot of what the screen shows now, to be looked at (in ``$NILE_SCREENSHOTS`` when set)."""
    from tests.test_serve_browser import SHOTS

    page.screenshot(path=str((SHOTS or tmp_path) / f"{name}.png"), caret="initial")


def looked_at_laptop(page, tmp_path, name: str) -> None:
    """A screenshot of a laptop's page, to be looked at (in ``$NILE_SCREENSHOTS`` when set)."""
    from tests.test_serve_browser import SHOTS

    page.screenshot(path=str((SHOTS or tmp_path) / f"{name}.png"), full_page=True, caret="initial")


def test_the_take_back_of_this_seat_s_last_entry_stays_after_a_refusal(browser, tmp_path):  # noqa: F811
    """revcards defect 6: Ben's "Ben 13" recorded, then a refused entry replaced the one-tap "Take back “Ben 13”"
    box, leaving only Undo… (two taps). Now it stays beside the refusal."""
    session = TableSession.start(spec_of("land-unter"), ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    session.enter("4 5 4")
    session.enter("7 7")
    dealt = len(session.moves)
    with serving(session, HOST, SEATS) as (address, table):
        ben = phone(browser)
        ben.goto(f"{address.split('?')[0]}?t={SEATS[1]}")
        following = _next(table)
        ben.fill("#entry", "Ben 13")
        ben.click("form.entry button")
        _drawn_at(ben, following)
        ben.fill("#entry", "Ben 14")
        ben.click("form.entry button")
        ben.locator("#refusal").wait_for()
        assert "Illegal, not recorded: Ben 14" in ben.inner_text("#refusal")
        back = ben.get_by_role("button", name="Take back your card 13")  # his own step in the game's noun
        assert back.is_visible()
        accessible(ben, "take-back-after-refusal")
        looked_at(ben, tmp_path, "take-back-after-refusal-360")
        following = _next(table)
        back.click()
        _drawn_at(ben, following)
    assert len(session.moves) == dealt


def test_the_table_page_s_note_sits_under_its_question_on_a_laptop(browser, tmp_path):  # noqa: F811
    """revboards 10: on a laptop the read-only note of the table's page floated half-way down the column beside the
    board; it follows the question and the scores."""
    session = TableSession.start(spec_of("nil"), ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    with serving(session, HOST, SEATS) as (address, _table):
        page = browser.new_page(viewport=LAPTOP)
        page.goto(address.split("?")[0])
        head, note = page.locator(".play > .head").bounding_box(), page.locator("p.readonly").bounding_box()
        assert head is not None and note is not None and note["y"] - (head["y"] + head["height"]) < 60, (head, note)
        accessible(page, "table-laptop")
        looked_at_laptop(page, tmp_path, "table-nil-laptop")


def test_a_card_game_s_laptop_page_shows_the_picture_beside_the_controls_and_a_phone_does_not_fetch_it(browser, tmp_path):  # noqa: F811
    """revcards defect 7 (NILE, a seat's page at 1280 px): the picture of the table is on the left beside the
    controls; a seat's phone (360 px) never fetches it (it is not shown there)."""
    session = TableSession.start(spec_of("nile"), ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    with serving(session, HOST, SEATS) as (address, _table):
        base = address.split("?")[0]
        laptop = browser.new_page(viewport=LAPTOP)
        laptop.goto(f"{base}?t={SEATS[0]}")
        img = laptop.locator(".table-side img")
        img.evaluate("i => i.complete || new Promise(r => i.addEventListener('load', r))")
        box, head = img.bounding_box(), laptop.locator(".play > .head").bounding_box()
        assert box is not None and head is not None and box["x"] < head["x"] and box["width"] >= 500, (box, head)
        accessible(laptop, "nile-laptop-seat")
        looked_at_laptop(laptop, tmp_path, "nile-laptop-seat")
        fetched: list[str] = []
        seat = phone(browser)
        seat.on("request", lambda r: fetched.append(r.url) if "/board.svg" in r.url else None)
        seat.goto(f"{base}?t={SEATS[0]}")
        seat.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
        assert fetched == [] and seat.locator(".table-side").is_hidden()


def test_small_words_and_cards_read_right(browser, tmp_path):  # noqa: F811
    """revcards 10: NILE's flood heading has no count read as a deck's size; Land Unter's water-level cards read as
    cards (large bold values, as the weather cards); Land Unter's text board never splits a value from its name."""
    nile = TableSession.start(spec_of("nile"), ["Anna", "Ben", "Cleo"], [], tmp_path / "n.yaml")
    with serving(nile, HOST, SEATS) as (address, _table):
        anna = phone(browser)
        anna.goto(f"{address.split('?')[0]}?t={SEATS[0]}")
        heading = anna.locator("section.step-now summary").first.inner_text()
        assert heading.strip() == "Flood card: turn one up from the deck", heading
    lu = TableSession.start(spec_of("land-unter"), ["Anna", "Ben", "Cleo"], [], tmp_path / "l.yaml")
    for text in ("4 5 4", "7 7", "Anna 1", "Ben 13", "Cleo 25"):  # a trick taken: "water level 7, 11 cards"
        lu.enter(text)
    with serving(lu, HOST, SEATS) as (address, _table):
        ben = phone(browser)
        ben.goto(f"{address.split('?')[0]}?t={SEATS[1]}")
        water = ben.locator("form.tell button.tile.worded").first
        look = water.evaluate("b => { const s = getComputedStyle(b); return [parseFloat(s.fontSize), s.fontWeight, "
                              "b.getBoundingClientRect().height]; }")
        assert look[0] >= 17 and int(look[1]) >= 700 and look[2] >= 62, look
        looked_at(ben, tmp_path, "lu-water-cards-360")
        text = ben.inner_text("pre.game")
        assert "water level 7," in text and not re.search(r"\d\n *cards", text), text  # "11 / cards" split no more
        assert all(len(line) <= 40 for line in text.splitlines()), text
