"""An den Ufern des Nils in Debian's Chromium at 360 px: a turn being built and not yet sent is kept on the phone
(uferrev defect 6, scorer/web/static/keep.js). The seat link opened again (its QR code, another tab, a browser
restarted) brings the build back, ruled again by the server and said so, with nothing recorded; a build emptied
by its player, one sent, or one of an older step is not brought back. Every wait is for an event of the page."""

from __future__ import annotations

import os
from contextlib import contextmanager
from typing import Any, Iterator
from urllib.parse import quote

import pytest

from scorer.web.build import joined
from tests.seat_pages import SEATS
from tests.serving import serving
from tests.test_serve_board_browser import errors_of, following, shows
from tests.test_serve_browser import CHROMIUM, PHONE, accessible, browser, looked_at  # noqa: F401 (fixture)
from tests.test_ufern_build import HOST, at_actions, two_steps
from tests.test_ufern_build_browser import add_from_the_list, build_count

pytestmark = pytest.mark.skipif(CHROMIUM is None and not os.environ.get("CI"),
                                reason="Debian's chromium is not installed (CI installs it)")

#: what the page keeps in the browser's storage, by key
KEPT = "Object.fromEntries(Object.keys(localStorage).map(k => [k, localStorage.getItem(k)]))"


def one_step_then_a_button(page, base: str, token: str, first: str, on: int) -> list[str]:
    """The build's first step from an address (as a tap leaves it), a second from a button of the list (a tap
    swapped in by the page's script): the steps, once the page lists both."""
    page.goto(f"{base}?t={token}&b={quote(first)}&on={on}")
    build_count(page, 1)
    return [first, add_from_the_list(page, 2)]


@contextmanager
def _building(browser, tmp_path) -> Iterator[tuple[Any, str, str, int, Any, Any, list[str], list[str]]]:
    """Ufern at a player's actions, served; that seat's phone has built two steps (:func:`one_step_then_a_button`):
    yields (the served table, the address, the seat's token, the step count built on, the browser context, the
    page, its errors, the two steps)."""
    session, _ = at_actions(tmp_path)
    actor, first = session.state.seat, two_steps(session)[0]
    with serving(session, HOST, SEATS) as (address, table):
        base, token, on = address.split("?")[0], SEATS[actor], len(session.moves)
        context = browser.new_context(viewport=PHONE)
        page = context.new_page()
        errors = errors_of(page)
        steps = one_step_then_a_button(page, base, token, first, on)
        yield table, base, token, on, context, page, errors, steps


def test_the_seat_link_opened_again_brings_back_the_turn_not_sent(browser, tmp_path):
    with _building(browser, tmp_path) as (table, base, token, on, context, page, errors, steps):
        assert page.evaluate(KEPT) == {f"nile-build:{token}": f'{{"b":"{joined(steps)}","on":"{on}"}}'}
        moves = list(table.session.moves)
        # 1. the seat link opened again in another tab (its QR code scanned): the build is back, said so
        again = context.new_page()
        errors += errors_of(again)
        again.goto(f"{base}?t={token}")
        again.wait_for_selector("section.build p.kept[role=status]")
        assert again.locator("section.build ol li span").all_text_contents() == steps
        assert "kept on this phone" in again.inner_text("section.build p.kept")
        assert "b=" in again.url and f"on={on}" in again.url  # a reload shows it too
        assert table.session.moves == moves
        looked_at(again, tmp_path, "ufern-build-kept")
        accessible(again, "ufern: a turn brought back")
        # 2. the browser restarted (its storage kept): the same
        context.close()
        restarted = browser.new_context(viewport=PHONE, storage_state=None)
        fresh = restarted.new_page()
        fresh.goto(f"{base}?t={token}")
        build_count(fresh, 0)  # another browser (no storage): nothing to bring back
        restarted.close()
        state = {"cookies": [], "origins": [{"origin": base.rstrip("/"), "localStorage": [
            {"name": f"nile-build:{token}", "value": f'{{"b":"{joined(steps)}","on":"{on}"}}'}]}]}
        restarted = browser.new_context(viewport=PHONE, storage_state=state)
        page = restarted.new_page()
        errors += errors_of(page)
        page.goto(f"{base}?t={token}")
        page.wait_for_selector("section.build p.kept")
        assert page.locator("section.build ol li span").all_text_contents() == steps
        # 3. Done: the turn recorded as one entry; the page keeps nothing more
        revision = following(table)
        page.locator("section.build form.send button").click()
        shows(page, revision)
        assert table.session.last_step()[1] == joined([*steps, "done"])
        assert page.evaluate(KEPT) == {}
        restarted.close()
        assert not errors, errors


def test_a_build_emptied_or_of_an_older_step_is_not_brought_back(browser, tmp_path):
    with _building(browser, tmp_path) as (table, base, token, on, context, page, errors, steps):
        first = steps[0]
        # its player starts again: the build empty, forgotten
        page.locator("section.build details.steps summary").click()
        page.locator("section.build details.steps a.stay:not(.undo-step)").click()
        build_count(page, 0)
        assert page.evaluate(KEPT) == {}
        again = context.new_page()
        again.goto(f"{base}?t={token}")
        build_count(again, 0)
        assert again.locator("p.kept").count() == 0
        # a build kept from an older step (the game moved on since): forgotten, not asked for
        again.evaluate(f"localStorage.setItem('nile-build:{token}', JSON.stringify({{b: {first!r}, on: '{on - 1}'}}))")
        again.goto(f"{base}?t={token}")
        build_count(again, 0)
        assert again.locator("p.kept").count() == 0 and again.evaluate(KEPT) == {}
        assert "b=" not in again.url
        context.close()
        assert not errors, errors
