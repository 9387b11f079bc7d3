"""An den Ufern des Nils in Debian's Chromium at 360 px: one whole turn of actions built on the acting
player's page (a field tapped, then its choice; a button of the list; one step taken back and tapped
again), nothing recorded until Done, then the turn recorded as one entry and the next player asked; the
other player's page builds nothing meanwhile. Every wait is for an event of the page, never for a time."""

from __future__ import annotations

import os

import pytest

from scorer.web.board import targets
from tests.seat_pages import SEATS
from tests.serving import serving
from tests.test_serve_board_browser import errors_of, following, shows
from tests.test_serve_browser import CHROMIUM, PHONE, accessible, browser, looked_at  # noqa: F401 (fixture)
from tests.test_session import spec_of
from tests.test_ufern_build import HOST, SLUG, at_actions

pytestmark = pytest.mark.skipif(CHROMIUM is None and not os.environ.get("CI"),
                                reason="Debian's chromium is not installed (CI installs it)")


def build_count(page, n: int) -> None:
    """Wait until the page's build lists ``n`` steps."""
    if n:
        page.wait_for_selector(f"section.build ol li:nth-child({n}):last-child", state="attached")
    else:
        page.wait_for_selector("section.build:not(:has(ol))", state="attached")


def test_one_whole_turn_built_on_a_phone_then_sent_by_done(browser, tmp_path):
    session, _ = at_actions(tmp_path)
    spec, actor = spec_of(SLUG), session.state.seat
    # a field whose tap opens its choices (a sowing there), and a button of the list (a seed bought, a joker)
    field = next(t for t in targets(spec, session.state, session.entries()) if not t.one and "." in t.at
                 and t.entries[0].startswith("sow"))
    sown = field.entries[0]
    with serving(session, HOST, SEATS) as (address, table):
        base = address.split("?")[0]
        page = browser.new_page(viewport=PHONE)
        errors = errors_of(page)
        page.goto(f"{base}?t={SEATS[actor]}")
        other = browser.new_page(viewport=PHONE)
        other.goto(f"{base}?t={SEATS[1 - actor]}")
        assert page.locator("section.build").count() == 1 and other.locator("section.build").count() == 0
        moves = list(table.session.moves)
        # 1. a field, then its choice: added to the build, nothing recorded
        page.locator(f'svg.board a.target[data-at="{field.at}"]').click()
        page.wait_for_selector("#tapped a.button")
        choice = page.locator(f'#tapped a.button[href*="add="]').filter(has_text=sown)
        box = choice.bounding_box()
        assert box and box["width"] >= 44 and box["height"] >= 44, box
        choice.click()
        build_count(page, 1)
        assert page.inner_text("section.build ol li span") == sown and table.session.moves == moves
        assert f"&add=" in page.url or "b=" in page.url  # the address holds the build: a reload shows it
        # 2. a button of the list: added too
        button = page.locator("form.entries button[name=add]").first
        bought = button.get_attribute("value")
        if not button.is_visible():
            button.locator("xpath=ancestor::details/summary").click()
        button.click()
        build_count(page, 2)
        assert page.locator("section.build ol li span").all_inner_texts() == [sown, bought]
        looked_at(page, tmp_path, "ufern-build-two-steps")
        accessible(page, "ufern: a turn being built")
        # 3. the first step taken back, then tapped again: the build follows, the game does not move
        page.locator("section.build ol li").first.get_by_role("link", name=f"take back {sown}").click()
        build_count(page, 1)
        assert page.locator("section.build ol li span").all_inner_texts() == [bought]
        page.locator(f'svg.board a.target[data-at="{field.at}"]').click()
        page.wait_for_selector("#tapped a.button")
        page.locator(f'#tapped a.button[href*="add="]').filter(has_text=sown).click()
        build_count(page, 2)
        assert table.session.moves == moves and other.locator("section.build").count() == 0
        # 4. Done: the turn recorded as one entry, the next player asked
        revision = following(table)
        page.locator("section.build form.send button").click()
        shows(page, revision)
        assert table.session.last_step()[1] == f"{bought}; {sown}; done"
        assert f"Recorded: {bought}; {sown}; done" in page.inner_text("main .ruling.accepted")
        assert table.session.state.seat != actor and page.locator("section.build").count() == 0
        shows(other, revision)  # the next player's page now builds
        other.wait_for_selector("section.build")
        looked_at(page, tmp_path, "ufern-build-sent")
        assert not errors, errors
