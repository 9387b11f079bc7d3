"""An den Ufern des Nils in Debian's Chromium at 360 px: one whole turn of actions built on the acting
player's page (a field tapped, then its choice; a button of the list; one step taken back and tapped
again), nothing recorded until Done, then the turn recorded as one entry and the next player asked; the
other player's page builds nothing meanwhile. Every wait is for an event of the page, never for a time."""

from __future__ import annotations

import os

import pytest

from scorer.web.board import targets
from scorer.web.board_ufern import one_tap
from tests.seat_pages import SEATS
from tests.serving import serving
from tests.test_serve_board_browser import errors_of, following, shows
from tests.test_serve_browser import CHROMIUM, PHONE, accessible, browser, looked_at, seen_first  # noqa: F401 (fixture)
from tests.test_session import spec_of
from tests.test_ufern_build import HOST, SLUG, at_actions

pytestmark = pytest.mark.skipif(CHROMIUM is None and not os.environ.get("CI"),
                                reason="Debian's chromium is not installed (CI installs it)")


@pytest.fixture(autouse=True)
def every_sowing_a_cell(monkeypatch):
    """These tests tap a cell a sowing, as s38 drew every one (their positions hold over 42 such cells); a sowing
    drawn crop first (its crop, then its field on the board: scorer/web/sow_ufern.py) is tested in
    tests/test_ufern_page_taps_browser.py. The server runs in this process (tests/serving.py)."""
    monkeypatch.setattr("scorer.web.sow_ufern.SOW_CELLS", 10**6)


def build_count(page, n: int) -> None:
    """Wait until the page's build lists ``n`` steps."""
    if n:
        page.wait_for_selector(f"section.build ol li:nth-child({n}):last-child", state="attached")
    else:
        page.wait_for_selector("section.build:not(:has(ol))", state="attached")


def add_from_the_list(page, count: int) -> str:
    """Tap the first step the list of entries offers (its group unfolded first where folded), then wait until the
    turn being built has ``count`` steps: the step tapped."""
    button = page.locator("form.entries button[name=add]").first
    step = button.get_attribute("value")
    if not button.is_visible():
        button.locator("xpath=ancestor::details/summary").click()
    button.click()
    build_count(page, count)
    return step


def at_a_sowing_field(tmp_path):
    """A game at a player's actions (:func:`at_actions`): (the session, the acting seat, a board target of a
    field whose tap opens its choices with a sowing first, that sowing's entry)."""
    session, _ = at_actions(tmp_path)
    field = next(t for t in targets(spec_of(SLUG), session.state, session.entries()) if not t.one and "." in t.at
                 and t.entries[0].startswith("sow"))
    return session, session.state.seat, field, field.entries[0]


def test_one_whole_turn_built_on_a_phone_then_sent_by_done(browser, tmp_path):
    # a field whose tap opens its choices (a sowing there), and a button of the list (a seed bought, a joker)
    session, actor, field, sown = at_a_sowing_field(tmp_path)
    with serving(session, HOST, SEATS) as (address, table):
        base = address.split("?")[0]
        page = browser.new_page(viewport=PHONE)
        errors = errors_of(page)
        page.goto(f"{base}?t={SEATS[actor]}")
        other = browser.new_page(viewport=PHONE)
        other.goto(f"{base}?t={SEATS[1 - actor]}")
        assert page.locator("section.build").count() == 1 and other.locator("section.build").count() == 0
        moves = list(table.session.moves)
        # 1. a field: its cells marked (the one way to enter a step there, no sheet of choices), the first in
        # sight and focused; its sowing's cell tapped: added to the build, nothing recorded
        page.locator(f'svg.board a.target[data-at="{field.at}"]').click()
        marked = page.locator("svg.board a.cell[aria-current]")
        assert sorted(marked.evaluate_all("cs => cs.map(c => c.dataset.one)")) == sorted(field.entries)
        assert page.locator("#tapped").count() == 0 and "at=" not in page.url
        assert page.evaluate("document.activeElement.matches('svg.board a.cell[aria-current]')")
        first = marked.first.bounding_box()
        assert first and 0 <= first["y"] and first["y"] + first["height"] <= page.evaluate(BAR)[1], first
        choice = page.locator(f'svg.board a.cell[aria-current][data-one="{sown}"]')
        box = choice.bounding_box()
        assert box and box["width"] >= 44 and box["height"] >= 44, box
        choice.click()
        build_count(page, 1)
        assert page.text_content("section.build ol li span") == sown and table.session.moves == moves
        assert f"&add=" in page.url or "b=" in page.url  # the address holds the build: a reload shows it
        # 2. a button of the list: added too
        bought = add_from_the_list(page, 2)
        assert page.locator("section.build ol li span").all_text_contents() == [sown, bought]
        looked_at(page, tmp_path, "ufern-build-two-steps")
        accessible(page, "ufern: a turn being built")
        # 3. the first step taken back, then tapped again: the build follows, the game does not move
        page.locator("section.build details.steps summary").click()  # the steps, each with its take back
        page.locator("section.build ol li").first.get_by_role("link", name=f"take back {sown}").click()
        build_count(page, 1)
        assert page.locator("section.build ol li span").all_text_contents() == [bought]
        page.locator(f'svg.board a.cell[data-one="{sown}"]').click()
        build_count(page, 2)
        assert table.session.moves == moves and other.locator("section.build").count() == 0
        # 4. Done: the turn recorded as one entry, the next player asked
        revision = following(table)
        page.locator("section.build form.send button").click()
        shows(page, revision)
        assert table.session.last_step()[1] == f"{bought}; {sown}; done"
        assert f"Recorded: {bought}; {sown}; done" in page.inner_text("main .ruling.accepted")
        assert table.session.state.seat != actor and page.locator("section.build").count() == 0
        assert "b=" not in page.url and "add=" not in page.url  # a reload starts no build with its steps
        shows(other, revision)  # the next player's page now builds
        other.wait_for_selector("section.build")
        looked_at(page, tmp_path, "ufern-build-sent")
        assert not errors, errors


def test_the_tap_that_spends_the_last_point_sends_the_turn(browser, tmp_path):
    """A turn built to its last point (and its last joker): the tap that leaves nothing more to add sends
    the turn at once, as one entry with its done (no Done tap: at the table the turn is over)."""
    from urllib.parse import quote

    from scorer.web.build import joined, rule

    session, _ = at_actions(tmp_path)
    spec, actor = spec_of(SLUG), session.state.seat
    steps: list[str] = []
    while True:  # the build's entries, the first of each, until the next one leaves nothing to add
        made = rule(spec, session.state, steps)
        choice = next(e.text for e in made.entries if e.text != "buy joker")
        if not rule(spec, session.state, [*steps, choice]).open:
            break
        steps.append(choice)
    with serving(session, HOST, SEATS) as (address, table):
        page = browser.new_page(viewport=PHONE)
        errors = errors_of(page)
        page.goto(f"{address.split('?')[0]}?t={SEATS[actor]}&b={quote(joined(steps))}&on={len(session.moves)}")
        assert page.locator("section.build ol li").count() == len(steps)
        revision = following(table)
        cell = page.locator(f'svg.board a.cell[data-one="{choice}"]')
        if cell.count():  # a field's or a market row's step: its cell, the one way to enter it
            assert page.locator(f'form.entries button[value="{choice}"]').count() == 0  # not listed again
            cell.click()
        else:  # a button of the list (a joker, a seed bought)
            button = page.locator(f'form.entries button[name=add][value="{choice}"]')
            if not button.is_visible():
                button.locator("xpath=ancestor::details/summary").click()
            button.click()
        shows(page, revision)
        assert table.session.last_step()[1] == joined([*steps, choice, "done"])
        assert table.session.state.seat != actor and page.locator("section.build").count() == 0
        assert not errors, errors


def test_without_scripts_a_turn_is_built_by_links_and_sent_by_done(browser, tmp_path):
    """No script: a field and its choice are links that add to the build in the address, a button of the
    list a form that does the same, Done a plain form; the turn is recorded as one entry."""
    session, actor, field, sown = at_a_sowing_field(tmp_path)
    with serving(session, HOST, SEATS) as (address, table):
        page = browser.new_page(viewport=PHONE, java_script_enabled=False)
        page.goto(f"{address.split('?')[0]}?t={SEATS[actor]}")
        moves = list(table.session.moves)
        with page.expect_navigation():
            page.locator(f'svg.board a.target[data-at="{field.at}"]').click()
        with page.expect_navigation():
            page.locator('#tapped a.button[href*="add="]').filter(has_text=sown).first.click()
        assert page.locator("section.build ol li span").all_text_contents() == [sown]
        button = page.locator("form.entries button[name=add]").first
        bought = button.get_attribute("value")
        if not button.is_visible():
            button.locator("xpath=ancestor::details/summary").click()
        with page.expect_navigation():
            button.click()
        assert page.locator("section.build ol li span").all_text_contents() == [sown, bought]
        assert table.session.moves == moves
        with page.expect_navigation():
            page.locator("section.build form.send button").click()
        assert table.session.last_step()[1] == f"{sown}; {bought}; done"
        assert f"Last step: {sown}; {bought}; done" in page.inner_text("main .ruling")


#: the cells of the board's one-tap rows in the page's order, each with its top in the viewport (CSS px)
CELLS = "[...document.querySelectorAll('svg.board a.cell')].map(c => [c.dataset.one, c.getBoundingClientRect().top])"
#: the top of the build's bar (the screen's foot while the bar is stuck there), and its Done's box
BAR = """(() => { const bar = document.querySelector('section.build'), done = bar.querySelector('form.send button');
    const d = done.getBoundingClientRect();
    return [getComputedStyle(bar).position, bar.getBoundingClientRect().top, d.top, d.bottom, d.height]; })()"""


def cells_left(spec, made) -> bool:
    """Whether the build ``made`` is still open with a cell to tap (a field's or a market row's entry)."""
    return made.open and bool(one_tap(made.state, targets(spec, made.state, [e.text for e in made.entries])))


def test_after_each_tap_of_a_build_the_page_stays_where_the_player_taps(browser, tmp_path):
    """fe-table5 problem 4, uferpage2: a turn of four taps (three cells, then Done) at 360x740. Each cell tapped
    leaves the page where it was (the next cell on the screen does not move: before, the page jumped ~750 px up
    to the build box), and the build's bar (the steps, the last one's take back, Done, each 44 px) stays at the
    screen's foot throughout, so that Done needs no scroll."""
    from scorer.web.build import rule

    session, _ = at_actions(tmp_path)
    spec, actor = spec_of(SLUG), session.state.seat
    with serving(session, HOST, SEATS) as (address, table):
        page = browser.new_page(viewport=PHONE)
        errors = errors_of(page)
        page.goto(f"{address.split('?')[0]}?t={SEATS[actor]}")
        steps: list[str] = []
        for n in range(1, 4):
            cells = dict(page.evaluate(CELLS))
            # a cell after which the turn is still open (the fourth tap is Done), from the second row on
            tap = next(e for e in list(cells)[1:] if (rule(spec, session.state, [*steps, e]).open if n == 3 else
                                                      cells_left(spec, rule(spec, session.state, [*steps, e]))))
            cell = page.locator(f'svg.board a.cell[data-one="{tap}"]')
            bar_top = page.evaluate(BAR)[1]
            page.evaluate(f"window.scrollBy(0, {cell.bounding_box()['y'] - bar_top / 2})")  # the player scrolls to it
            assert page.evaluate(BAR)[0] == "sticky"
            cells, board = dict(page.evaluate(CELLS)), page.locator("svg.board").bounding_box()["y"]
            order = list(cells)
            near = order[order.index(tap) + 1:] + order[:order.index(tap)][::-1]  # after it, then before it
            seen_first(page, cell)  # (the cell lies where the last tap went down: the page's guard, still.js)
            cell.click()
            build_count(page, n)
            steps.append(tap)
            now = dict(page.evaluate(CELLS))
            # the next cell still there (the tapped one may be used up), else (no cell left) the board: no jump
            kept = next((e for e in near if e in now), None)
            if kept is not None:
                assert abs(now[kept] - cells[kept]) <= 2, (n, tap, kept, cells[kept], now[kept])
            else:
                assert abs(page.locator("svg.board").bounding_box()["y"] - board) <= 2, n
            _, top, done_top, done_bottom, done_height = page.evaluate(BAR)
            assert 0 <= done_top and done_bottom <= PHONE["height"] and done_height >= 44, (n, done_top, done_bottom)
            assert top >= PHONE["height"] / 2, top  # a bar at the foot, not a box filling the screen
            assert page.locator("section.build .so-far").inner_text() == " · ".join(steps)
        back = page.locator("section.build a.take-back").bounding_box()
        assert back and back["height"] >= 44 and back["y"] + back["height"] <= PHONE["height"]
        looked_at(page, tmp_path, "ufern-build-bar")
        accessible(page, "ufern: the build's bar")
        revision = following(table)
        page.locator("section.build form.send button").click()  # Done, where the thumb is: no scroll
        shows(page, revision)
        assert table.session.last_step()[1] == "; ".join([*steps, "done"])
        assert not errors, errors


def test_a_step_at_a_field_is_one_tap_on_its_cell(browser, tmp_path):
    """Issue 22, one tap a step: a sowing (a field and a crop, two taps through the field's tap sheet) is one
    tap on its cell in the board's one-tap rows, added to the turn being built; a water card turned up (a
    field and its stack and front) is one tap too, recorded at once (no build at a flood or an ebb)."""
    from scorer.session import TableSession
    from scorer.web.board_ufern import builds
    from tests.test_session import typed_game

    session, actor, field, sown = at_a_sowing_field(tmp_path / "a")
    with serving(session, HOST, SEATS) as (address, table):
        page = browser.new_page(viewport=PHONE)
        errors = errors_of(page)
        page.goto(f"{address.split('?')[0]}?t={SEATS[actor]}")
        cell = page.locator(f'svg.board a.cell[data-one="{sown}"]')
        box = cell.bounding_box()
        assert box and box["width"] >= 44 and box["height"] >= 44, box
        cell.click()
        build_count(page, 1)
        assert page.locator("section.build ol li span").all_text_contents() == [sown]
        assert page.locator("#tapped").count() == 0  # no tap sheet: one tap
        assert not errors, errors
    # a water card at a flood or ebb step (the table's step: the host's page), one tap, recorded
    spec = spec_of(SLUG)
    names, _, texts = typed_game(SLUG, 45, 2, grouped=False)
    game = TableSession.start(spec, names, [], tmp_path / "b.yaml")
    for text in texts:
        state = game.seen(None)
        found = targets(spec, state, game.view(None).entries)
        if builds(state) is None and text[:2] in ("A ", "B ") and text in one_tap(state, found) and not any(
                t.one == text for t in found):  # a flood card: two taps before (its field, then the card)
            break
        game.enter(text)
    else:
        raise AssertionError("no water step at a target")
    with serving(game, HOST, SEATS) as (address, table):
        page = browser.new_page(viewport=PHONE)
        errors = errors_of(page)
        page.goto(f"{address.split('?')[0]}?t={HOST}")
        revision = following(table)
        page.locator(f'svg.board a.cell[data-one="{text}"]').click()
        shows(page, revision)
        assert table.session.last_step()[1] == text  # one tap, one entry
        assert not errors, errors



def test_a_flood_card_tapped_on_its_cell_leaves_the_page_where_the_second_card_is_tapped(browser, tmp_path):
    """uferpage2, the whole round looked at: a flood's two water cards (and the opening's plants) are entered by
    the same page one after the other; the first card's cell, tapped, no longer scrolls the page to its top
    (the player scrolled back down for the second): the cells stay where they were on the screen and the
    ruling, with its take back, is said at the screen's foot."""
    from scorer.session import TableSession
    from scorer.web.board_ufern import builds
    from tests.test_session import typed_game

    spec = spec_of(SLUG)
    names, _, texts = typed_game(SLUG, 45, 2, grouped=False)
    game = TableSession.start(spec, names, [], tmp_path / "b.yaml")
    for k, text in enumerate(texts):
        state = game.seen(None)
        if (builds(state) is None and text[:2] in ("A ", "B ") and texts[k + 1][:2] in ("A ", "B ")
                and text in one_tap(state, targets(spec, state, game.view(None).entries))):
            break
        game.enter(text)
    else:
        raise AssertionError("no flood of two cards")
    with serving(game, HOST, SEATS) as (address, table):
        page = browser.new_page(viewport=PHONE)
        errors = errors_of(page)
        page.goto(f"{address.split('?')[0]}?t={HOST}")
        cell = page.locator(f'svg.board a.cell[data-one="{text}"]')
        page.evaluate(f"window.scrollBy(0, {cell.bounding_box()['y'] - 300})")  # the player scrolled to it
        cells = dict(page.evaluate(CELLS))
        order = list(cells)
        near = order[order.index(text) + 1:] + order[:order.index(text)][::-1]
        revision = following(table)
        cell.click()
        shows(page, revision)
        assert table.session.last_step()[1] == text
        now = dict(page.evaluate(CELLS))
        kept = next(e for e in near if e in now)
        assert abs(now[kept] - cells[kept]) <= 2, (kept, cells[kept], now[kept])  # no jump to the top
        said = page.locator("main > .ruling.accepted.at-foot")
        box = said.bounding_box()
        assert f"Recorded: {text}" in said.inner_text() and box and box["y"] + box["height"] <= PHONE["height"] + 1
        back = said.get_by_role("button", name=f"Take back “{text}”").bounding_box()
        assert back and back["height"] >= 44 and back["y"] + back["height"] <= PHONE["height"]
        looked_at(page, tmp_path, "ufern-flood-card-said-at-foot")
        revision = following(table)
        second = page.locator(f'svg.board a.cell[data-one="{texts[k + 1]}"]')
        seen_first(page, second)  # (read first where it came under the finger: the page's guard, still.js)
        second.click()  # the second card, where it was
        shows(page, revision)
        assert table.session.last_step()[1] == texts[k + 1]
        assert not errors, errors


MARKET_TOP = "document.querySelector('svg.board [data-part=market]').getBoundingClientRect().top"


def test_a_page_scrolled_to_the_market_keeps_it_when_the_turn_reaches_it(browser, tmp_path):
    """fe-table7 #8: when a player's turn starts, the turn's cells (some 1,000 px) are put in above the market on
    that player's page; a player reading the market lost it (the market from y 198 to 1,251). The page keeps the
    part under the middle of the screen where it was: the market stays within 10 px."""
    session, _ = at_actions(tmp_path)
    actor = session.state.seat
    with serving(session, HOST, SEATS) as (address, table):
        base = address.split("?")[0]
        page, waiting = browser.new_page(viewport=PHONE), browser.new_page(viewport=PHONE)
        errors = errors_of(waiting)
        page.goto(f"{base}?t={SEATS[actor]}")
        waiting.goto(f"{base}?t={SEATS[1 - actor]}")
        assert waiting.locator("svg.board a.cell").count() == 0
        waiting.evaluate("document.querySelector('svg.board [data-part=market]').scrollIntoView(); scrollBy(0, -200)")
        before = waiting.evaluate(MARKET_TOP)
        assert 100 < before < 300, before
        revision = following(table)
        page.locator("section.build details.pass > summary").click()  # an empty turn's Done asks first (s39)
        page.locator("section.build form.send button").click()  # Done: the turn passes to the waiting page
        shows(waiting, revision)
        waiting.wait_for_selector("svg.board a.cell", state="attached")  # its turn's cells are in, above the market
        assert table.session.state.seat == 1 - actor
        after = waiting.evaluate(MARKET_TOP)
        assert abs(after - before) <= 10, (before, after)  # the market stayed where it was read...
        cells = waiting.evaluate("document.querySelector('svg.board [data-part=cells]').getBoundingClientRect().top")
        assert cells < before - 500, cells  # ...though the cells came in above it
        assert not errors, errors
