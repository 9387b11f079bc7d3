"""A step made of each player's own part, tapped on three 360 px phones with no typing (issue 22 §4): Land
Unter's lifebelts announced at the deal, each phone tapping its own count, and NIL's start draw, each phone tapping
its own three tiles as pictures (a tie redrawn the same way); the step completes on the last tap and every page
says the outcome. ``NILE_SCREENSHOTS=DIR`` keeps a screenshot of each page."""

from __future__ import annotations

from scorer.session import TableSession
from tests.serving import serving
from tests.test_serve_browser import SHOTS, browser, phone, pytestmark  # noqa: F401  (fixture, skip)
from tests.test_session import spec_of

NAMES = ["Anna", "Ben", "Cleo"]
SEATS = ("anna-token-0123456789", "ben-token-01234567890", "cleo-token-0123456789")


def _phones(browser, address: str) -> list:
    pages = []
    for token in SEATS:
        page = phone(browser)
        page.goto(f"{address.split('?')[0]}?t={token}")
        pages.append(page)
    return pages


def _shot(page, name: str) -> None:
    if SHOTS is not None:
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"gather-{name}.png"), full_page=True)


def _tap(page, item: str) -> None:
    page.locator(f'form.tell button.tile[data-item="{item}"]').first.click()


def test_three_phones_each_tap_their_own_lifebelts(browser, tmp_path):
    session = TableSession.start(spec_of("land-unter"), NAMES, [], tmp_path / "lu.yaml")
    with serving(session, seats=SEATS) as (address, _table):
        pages = _phones(browser, address)
        _shot(pages[1], "lu-ben")
        for seat, count in ((1, "3"), (2, "6"), (0, "5")):  # in any order, not the seating order
            page = pages[seat]
            page.wait_for_selector("form.tell button.tile")
            _tap(page, count)
            page.wait_for_selector(f"text=you announced {count} lifebelts" if seat != 0 else "text=Round 1: lifebelts Anna 5, Ben 3, Cleo 6")
        for page in pages:  # every page hears the outcome at its next poll
            page.wait_for_selector("text=Round 1: lifebelts Anna 5, Ben 3, Cleo 6")
        _shot(pages[0], "lu-anna-dealt")
        assert session.state.belts == [5, 3, 6] and [str(m) for m in session.moves][:3] == [
            "seat 1 announces 3 lifebelts", "seat 2 announces 6 lifebelts", "seat 0 announces 5 lifebelts"]
        for page in pages:
            page.close()


def test_three_phones_each_tap_their_own_start_tiles_and_a_tie_redraws(browser, tmp_path):
    session = TableSession.start(spec_of("nil"), NAMES, [], tmp_path / "nil.yaml")
    with serving(session, seats=SEATS) as (address, _table):
        pages = _phones(browser, address)
        _shot(pages[2], "nil-cleo")
        draws = {2: ["arc", "arc", "arc"], 0: ["bend", "bend", "bend"], 1: ["near-left", "near-right", "arc"]}
        for seat, tiles in draws.items():
            page = pages[seat]
            page.wait_for_selector("form.tell button.tile svg")  # the tiles drawn as pictures
            for tile in tiles:
                _tap(page, tile)
            page.wait_for_selector("text=you showed" if seat != 1 else "text=Ben and Cleo tie on 45")
        pages[0].wait_for_selector("text=only the tied players draw again")  # Anna does not draw again
        _shot(pages[0], "nil-anna-tie")
        for seat, tiles in ((1, ["arc", "arc", "straight"]), (2, ["bend", "bend", "bend"])):
            page = pages[seat]
            page.wait_for_selector("form.tell button.tile svg")
            for tile in tiles:
                _tap(page, tile)
        for page in pages:
            page.wait_for_selector("text=Ben starts")
        _shot(pages[1], "nil-ben-starts")
        assert session.state.players[session.state.first] == "Ben"
        for page in pages:
            page.close()
