"""``nile serve`` in a real browser: Debian's Chromium driven by Playwright, at phone size (360 x 740).

Never downloads a browser: it launches ``shutil.which("chromium")`` (``.ci/run`` installs Debian's
package). Each test serves a game with uvicorn in a thread on a free port of 127.0.0.1."""

from __future__ import annotations

import os
import shutil

import pytest

from scorer.session import TableSession
from tests.serving import serving
from tests.test_session import spec_of, typed_game

CHROMIUM = shutil.which("chromium")
pytestmark = pytest.mark.skipif(CHROMIUM is None and not os.environ.get("CI"),
                                reason="Debian's chromium is not installed (CI installs it)")
PHONE = {"width": 360, "height": 740}


@pytest.fixture(scope="module")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        launched = p.chromium.launch(executable_path=CHROMIUM, headless=True)
        yield launched
        launched.close()


def phone(browser):
    return browser.new_page(viewport=PHONE)


def tap_or_type(page, text: str) -> None:
    """Enter ``text``: tap its button where the page lists it, else type it (a card turned up, a deal)."""
    button = page.query_selector(f"form.entries button[value=\"{text}\"]")
    if button is not None:
        button.click()
    else:
        page.fill("#entry", text)
        page.click("form.entry button")
    page.wait_for_selector(f"text=Recorded: {text}")


def test_a_short_game_by_tapping_buttons_with_an_illegal_entry_and_an_undo(browser, tmp_path):
    spec = spec_of("land-unter")
    names, _, texts = typed_game("land-unter", 41, 3)
    session = TableSession.start(spec, names, [], tmp_path / "g.yaml")
    with serving(session) as (address, table):
        page = phone(browser)
        page.goto(address)
        page.fill("#entry", texts[0])  # the deal: typed, as its text is long
        page.click("form.entry button")
        page.wait_for_selector("text=Recorded")
        page.fill("#entry", "99")  # no weather card 99
        page.click("form.entry button")
        page.wait_for_selector("text=Not an entry here")
        assert page.input_value("#entry") == "99"  # kept, to be corrected
        for text in texts[1:8]:
            tap_or_type(page, text)
        page.click("text=Undo “")
        page.wait_for_selector(f"text=Undone: {texts[7]}")
        assert table.session.step == 7
        buttons = page.query_selector_all("form.entries button")
        assert buttons and all(b.bounding_box()["height"] >= 44 for b in buttons)
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
        page.screenshot(path=str(tmp_path / "land-unter.png"), full_page=True)


def test_two_pages_see_each_others_moves_and_a_reload_keeps_the_game(browser, tmp_path):
    spec = spec_of("nil")
    names, _, texts = typed_game("nil", 42, 2)
    session = TableSession.start(spec, names, [], tmp_path / "g.yaml")
    with serving(session) as (address, table):
        first, second = phone(browser), phone(browser)
        first.goto(address)
        second.goto(address)
        first.fill("#entry", texts[0])
        first.click("form.entry button")
        first.wait_for_selector("text=Recorded")
        second.wait_for_selector(f"text={session.prompt.text}", timeout=5000)  # polled within seconds
        second.reload()
        assert session.prompt.text in second.inner_text("main")


def test_a_stale_page_is_told_the_game_moved_on(browser, tmp_path):
    spec = spec_of("nile")
    names, _, texts = typed_game("nile", 43, 2)
    session = TableSession.start(spec, names, [], tmp_path / "g.yaml")
    with serving(session) as (address, table):
        page = phone(browser)
        page.route("**/part*", lambda route: route.abort())  # a phone whose polls do not get through
        page.goto(address)
        table.enter(texts[0], 0)  # another phone, meanwhile
        page.fill("#entry", texts[1])
        page.click("form.entry button")
        page.wait_for_selector("text=The game moved on")
        assert table.session.step == 1


def test_a_restarted_server_goes_on_and_the_page_catches_up(browser, tmp_path):
    spec = spec_of("ufern-des-nils")
    names, _, texts = typed_game("ufern-des-nils", 44, 2)
    session = TableSession.start(spec, names, [], tmp_path / "g.yaml")
    with serving(session) as (address, table):
        page = phone(browser)
        page.goto(address)
        for text in texts[:3]:
            page.fill("#entry", text)
            page.click("form.entry button")
            page.wait_for_selector("text=Recorded")
    with serving(TableSession.resume(session.path)) as (again, table):
        page.goto(again)
        assert table.session.prompt.text in page.inner_text("main")
        page.fill("#entry", texts[3])
        page.click("form.entry button")
        page.wait_for_selector("text=Recorded")
