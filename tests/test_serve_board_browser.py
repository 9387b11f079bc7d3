"""``nile serve``'s tappable board in a real browser (Debian's Chromium, as tests/test_serve_browser.py):
a target tapped, then a choice, records the move; another phone's move leaves this page still (its
scroll position, its focus, a half-typed entry, the board never collapsing); a laptop puts the board
beside the controls; axe-core finds nothing on any of these pages; the page runs under its CSP (no
error in the console). Every wait is for an event of the page, never for a time."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from scorer.session import TableSession
from scorer.web.board import targets
from tests.serving import serving
from tests.test_serve_browser import CHROMIUM, PHONE, SHOTS, accessible, browser, looked_at  # noqa: F401 (fixture)
from tests.test_session import spec_of, typed_game

pytestmark = pytest.mark.skipif(CHROMIUM is None and not os.environ.get("CI"),
                                reason="Debian's chromium is not installed (CI installs it)")
LAPTOP = {"width": 1280, "height": 800}


def to_a_target(slug: str, seed: int, tmp_path: Path, after: int = 4,
                one: bool = False) -> tuple[TableSession, list[str], int, str]:
    """A 2-player game of ``slug`` entered until a step (past the ``after``-th) whose next entry is at a
    board target that opens its choices (``one``: that enters it at one tap): (the session, the game's
    texts, that step, the target's name)."""
    spec = spec_of(slug)
    names, _, texts = typed_game(slug, seed, 2, grouped=False)  # a tap is one step
    session = TableSession.start(spec, names, [], tmp_path / "g.yaml")
    for i, text in enumerate(texts):
        found = [t for t in targets(spec, session.seen(None), session.view(None).entries)
                 if text in t.entries and (t.one == text if one else not t.one)]
        if found and i >= after:
            return session, texts, i, found[0].at
        session.enter(text)
    raise AssertionError("no step at a target")


def following(table) -> str:
    """The revision after the table's present one (taken before the move: the move may be quicker than the test)."""
    return f"{table.run}.{table.changes + 1}"


def shows(page, revision: str) -> None:
    """Wait until ``page`` shows ``revision``."""
    page.wait_for_selector(f'main#table[hx-get^="/part?rev={revision}&"]', state="attached")


def errors_of(page) -> list[str]:
    """The console's errors (a CSP refusal is one), gathered from now on."""
    found: list[str] = []
    page.on("console", lambda m: found.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: found.append(str(e)))
    return found


@pytest.mark.parametrize("slug", ["nil"])
def test_a_target_then_a_choice_records_the_move_and_the_focus_goes_back_to_the_entry(browser, tmp_path, slug):
    session, texts, i, at = to_a_target(slug, 45, tmp_path)
    with serving(session) as (address, table):
        page = browser.new_page(viewport=PHONE)
        errors = errors_of(page)
        page.goto(address)
        assert page.locator("svg.board").count() == 1 and page.locator("img.board").count() == 0  # inline
        desc = page.text_content("svg.board desc") or ""  # the text alternative: the open end, the targets, the last step
        assert at in desc and f"Last step: {session.last_step()[0]}" in desc and (slug != "nil" or "open end" in desc)
        spot = page.locator(f'svg.board a.target[data-at="{at}"]').bounding_box()
        assert spot and spot["width"] >= 44 and spot["height"] >= 44, spot  # the board's own target, on a phone
        page.locator(f'svg.board a.target[data-at="{at}"]').click()
        page.wait_for_selector("#tapped")
        assert page.url.endswith(f"at={at}&t=test-token")  # the address says it: a reload shows the same
        button = page.locator("#tapped").get_by_role("button", name=page.locator(
            f'#tapped button[value="{texts[i]}"]').get_attribute("aria-label"), exact=True)
        box = button.bounding_box()
        assert box and box["width"] >= 44 and box["height"] >= 44
        looked_at(page, tmp_path, f"serve-{'nil' if slug == 'nil' else 'ufern'}-tap")
        accessible(page, f"{slug}: choices open")
        revision = following(table)
        button.click()
        shows(page, revision)
        assert table.session.step == i + 1 and f"Recorded: {texts[i]}" in page.inner_text("main .ruling")
        assert page.locator("#tapped").count() == 0 and page.locator("svg.board").count() == 1
        # the focus is back in the entry, and its ring shows
        page.wait_for_selector("#entry:focus")
        ring = page.evaluate("(() => { const s = getComputedStyle(document.activeElement); "
                             "return [s.outlineStyle, parseFloat(s.outlineWidth)]; })()")
        assert ring[0] != "none" and ring[1] >= 2, ring
        assert not errors, errors  # nothing refused by the CSP, no script error


def _entered_at_once(page, table, control, text: str, i: int) -> None:
    """``control`` tapped enters ``text`` (the ``i``-th step): added to the turn being built, else recorded."""
    building = page.locator("section.build").count() == 1
    revision = following(table)
    control.click()
    if building:
        page.wait_for_selector("section.build ol li", state="attached")
        assert page.text_content("section.build ol li span") == text and table.session.step == i
    else:
        shows(page, revision)
        assert table.session.step == i + 1 and f"Recorded: {text}" in page.inner_text("main .ruling")


@pytest.mark.parametrize("one", [False, True])
def test_an_ufern_place_tapped_shows_its_cells_the_one_way_to_enter_there(browser, tmp_path, one):
    """Ufern (uferpage2): a field or market row tapped on the board opens no sheet of choices (the cells under
    the banks enter the same steps at one tap: one way on the page); its cells are marked, the first in
    sight and focused, and the cell tapped enters its step (or adds it to the turn being built). A place with
    one thing to do there (``one``: grow the own seed) enters it at that one tap, as its label says (s39 uferrev2
    defect 4: it only marked its one cell)."""
    session, texts, i, at = to_a_target("ufern-des-nils", 45, tmp_path, one=one)
    with serving(session) as (address, table):
        page = browser.new_page(viewport=PHONE)
        errors = errors_of(page)
        page.goto(address)
        desc = page.text_content("svg.board desc") or ""  # the text alternative: the targets, the last step
        assert at in desc and f"Last step: {session.last_step()[0]}" in desc
        target = page.locator(f'svg.board a.target[data-at="{at}"]')
        spot = target.bounding_box()
        assert spot and spot["width"] >= 44 and spot["height"] >= 44, spot
        if one:
            assert "one tap enters it" in (target.get_attribute("aria-label") or "")
            _entered_at_once(page, table, target, texts[i], i)
            assert not errors, errors
            return
        target.click()
        marked = page.locator("svg.board a.cell[aria-current]")
        places = marked.evaluate_all("cs => cs.map(c => c.dataset.places.split(' '))")
        assert places and all(at in p for p in places), places
        assert page.locator("#tapped").count() == 0 and "at=" not in page.url  # no sheet
        assert page.evaluate("document.activeElement.matches('svg.board a.cell[aria-current]')")
        first = marked.first.bounding_box()
        assert first and 0 <= first["y"] <= PHONE["height"] - 2 * 44, first  # in sight, above the build's bar
        cell = page.locator(f'svg.board a.cell[aria-current][data-one="{texts[i]}"]')
        box = cell.bounding_box()
        assert box and box["width"] >= 44 and box["height"] >= 44, box
        looked_at(page, tmp_path, f"serve-ufern-place-{'one' if one else 'many'}")
        accessible(page, "ufern: a place's cells marked")
        _entered_at_once(page, table, cell, texts[i], i)  # (a turn built: tests/test_ufern_build_browser.py sends one)
        assert not errors, errors


def test_without_scripts_a_target_is_a_link_and_a_choice_a_form(browser, tmp_path):
    session, texts, i, at = to_a_target("nil", 46, tmp_path)
    with serving(session) as (address, table):
        page = browser.new_page(viewport=PHONE, java_script_enabled=False)
        page.goto(address)
        with page.expect_navigation():
            page.locator(f'svg.board a.target[data-at="{at}"]').click()
        with page.expect_navigation():
            page.locator(f'#tapped button[value="{texts[i]}"]').click()
        assert table.session.step == i + 1 and f"Last step: {texts[i]}" in page.inner_text("main .ruling")


# (a function evaluated, never a string wait_for_function polls: the page's CSP refuses eval)
# each frame and each change of the page: the board's height (0 while there is none) and the scroll position
WATCH = """() => {
  window.watched = {heights: [], tops: [], scrolls: [], swaps: 0};
  window.swapped = new Promise(r => { window.swapDone = r; });
  const look = () => {
    const b = document.querySelector("svg.board");
    window.watched.heights.push(b ? b.getBoundingClientRect().height : 0);
    window.watched.tops.push(b ? b.getBoundingClientRect().top : null);
    window.watched.scrolls.push(window.scrollY);
  };
  new MutationObserver(() => { look(); window.watched.swaps++; window.swapDone(); }).observe(document.body, {childList: true, subtree: true});
  const frame = () => { look(); requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
}"""


def test_another_phones_move_leaves_this_page_still(browser, tmp_path):
    """The first phone scrolled down to the board, typing in the entry; the second moves: the first's
    page is redrawn by its poll in place: the board stays where it was on the screen in every frame
    (the page scrolls by no more than what the text above it grew: the page keeps its place as a
    browser's scroll anchoring keeps it) and is never shorter than before or after during the update;
    the focus and the half-typed entry kept."""
    session, texts, i, at = to_a_target("nil", 47, tmp_path, after=6)
    with serving(session) as (address, table):
        first, second = browser.new_page(viewport=PHONE), browser.new_page(viewport=PHONE)
        first.goto(address)
        second.goto(address)
        first.fill("#entry", "half-typ")
        first.evaluate("window.scrollTo(0, document.querySelector('svg.board').getBoundingClientRect().top "
                       "+ window.scrollY - 120)")
        where = "[window.scrollY, document.querySelector('svg.board').getBoundingClientRect().top, " \
                "document.querySelector('svg.board').getBoundingClientRect().height]"
        before = first.evaluate(where)
        assert before[0] > 100 and first.evaluate("document.activeElement.id") == "entry"
        first.evaluate(WATCH)
        second.locator(f'svg.board a.target[data-at="{at}"]').click()
        revision = following(table)
        second.locator(f'#tapped button[value="{texts[i]}"]').click()
        shows(second, revision)
        shows(first, revision)  # by its poll
        first.evaluate("window.swapped")  # a promise: wait_for_function's polling evals, which the CSP refuses
        after = first.evaluate(where)
        watched = first.evaluate("window.watched")
        assert all(t is not None and abs(t - before[1]) < 1 for t in watched["tops"]), watched["tops"]  # still
        assert abs(after[0] - before[0]) <= 60, (before, after)  # a line or two of text above, never a jump
        assert min(watched["heights"]) >= min(before[2], after[2]) - 1, watched["heights"]  # never collapsed
        assert first.evaluate("document.activeElement.id") == "entry" and first.input_value("#entry") == "half-typ"
        assert f"Last step: {texts[i]}" in first.inner_text("main .ruling")


def test_a_laptop_puts_the_board_beside_the_controls(browser, tmp_path):
    session, texts, i, at = to_a_target("ufern-des-nils", 48, tmp_path)
    with serving(session) as (address, table):
        page = browser.new_page(viewport=LAPTOP)
        page.goto(address)
        board = page.locator("svg.board").bounding_box()
        prompt, entry = page.locator(".prompt").bounding_box(), page.locator("#entry").bounding_box()
        assert board and prompt and entry
        assert board["x"] + board["width"] <= prompt["x"] and board["x"] + board["width"] <= entry["x"]  # beside
        assert board["y"] < entry["y"] + entry["height"] and prompt["y"] < board["y"] + board["height"]  # level
        # Ufern's board fitted to the screen's height down to its market (fit.js, uferrev defect 6), no smaller than
        # the phone's: a 44-unit target stays 44 px (a tall board is not shrunk to the window below that)
        assert board["width"] >= 360
        spot = page.locator("svg.board a.target").first.bounding_box()
        assert spot and spot["width"] >= 44, spot
        accessible(page, "laptop")
        phone = browser.new_page(viewport=PHONE)
        phone.goto(address)
        board, entry = phone.locator("svg.board").bounding_box(), phone.locator("#entry").bounding_box()
        assert board and entry and board["y"] + board["height"] <= entry["y"]  # a phone: one column


@pytest.mark.parametrize("slug", ["nil", "ufern-des-nils", "land-unter", "nile"])
def test_a_seat_page_and_the_table_page(browser, tmp_path, slug):
    """Each player's page (the hand as cards for the card games) and the table's read-only page: axe finds
    nothing; a seat's page at its turn has targets to tap, the table's none."""
    spec = spec_of(slug)
    names, _, texts = typed_game(slug, 49, spec.catalogue.players.min)
    session = TableSession.start(spec, names, [], tmp_path / "g.yaml")
    for text in texts[:min(len(texts) // 3, 12)]:
        session.enter(text)
    seats = [f"seat-{n}-token-xyz" for n in range(len(names))]
    with serving(session, seats=seats) as (address, table):
        base = address.split("?")[0]
        mover = session.prompt.seat if session.prompt.seat is not None else 0
        seat = browser.new_page(viewport=PHONE)
        seat.goto(f"{base}?t={seats[mover]}")
        assert f"{names[mover]}’s page" in seat.inner_text("main")
        if session.view(mover).hand:  # a card game's hand, rack or storage: as cards
            assert seat.locator("form.hand .card").count() > 0
        looked_at(seat, tmp_path, "serve-seat" if slug == "nil" else f"{slug}-seat")
        accessible(seat, f"{slug}: seat page")
        shown = seat.locator("svg.board a.target").count()
        table_page = browser.new_page(viewport=PHONE)
        table_page.goto(base)
        assert "read-only" in table_page.inner_text("main") and table_page.locator("svg.board a.target").count() == 0
        accessible(table_page, f"{slug}: table page")
        if slug in ("nil", "ufern-des-nils") and targets(spec, session.seen(mover), session.view(mover).entries):
            assert shown > 0
