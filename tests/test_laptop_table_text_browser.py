"""A laptop (1280 x 800) in the middle of the table shows a card game's table at a size read from a chair (review-lu
defect 5, session 36: the picture in the left column had 6-7 px labels, the left half empty below it): the table in
text, large, first in the left column, the picture under it; the small copy under the controls not shown there. A
phone keeps its one small copy. NIL's and Ufern's boards keep their place."""

from __future__ import annotations

import pytest

from scorer.session import TableSession
from tests.serving import serving
from tests.test_serve_browser import accessible, browser, phone, pytestmark  # noqa: F401  (fixture, skip)
from tests.test_session import spec_of

HOST = "h0st-token-0123456789"
SEATS = ("anna-token-0123456789", "ben-token-01234567890", "cleo-token-0123456789")
LAPTOP = {"width": 1280, "height": 800}
#: the smallest height a line of the table's text may have on a laptop, in CSS px
READABLE = 12
#: each line of the shown text's boxes (a Range per line): their heights
LINE_HEIGHTS = """pre => {
  const text = pre.firstChild, heights = [];
  let at = 0;
  for (const line of text.data.split("\\n")) {
    if (line.trim()) {
      const range = document.createRange();
      range.setStart(text, at + line.search(/\\S/)); range.setEnd(text, at + line.length);
      heights.push(range.getBoundingClientRect().height);
    }
    at += line.length + 1;
  }
  return heights;
}"""
PLAYED = {"land-unter": ["4 5 4", "7 10", "Anna 2", "Ben 30", "Cleo 45"], "nile": []}


def _shots(tmp_path, page, name: str) -> None:
    from tests.test_serve_browser import SHOTS

    page.screenshot(path=str((SHOTS or tmp_path) / f"{name}.png"), caret="initial")


@pytest.mark.parametrize("slug", sorted(PLAYED))
def test_a_card_game_s_table_reads_from_a_chair_on_a_laptop(browser, tmp_path, slug):  # noqa: F811
    """The host's and a seat's page at 1280 x 800: the table in text first in the left column, every line at least
    12 px tall, beside the controls; the picture under it; one copy of the text shown."""
    session = TableSession.start(spec_of(slug), ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    for text in PLAYED[slug]:
        session.enter(text)
    with serving(session, HOST, SEATS) as (address, _table):
        base = address.split("?")[0]
        for who, token in (("host", HOST), ("seat", SEATS[0])):
            page = browser.new_page(viewport=LAPTOP)
            page.goto(f"{base}?t={token}")
            shown = page.locator("pre.game:visible")
            assert shown.count() == 1, "one copy of the table's text shown"
            large = page.locator(".play > .table-side pre.game.large")
            box, head = large.bounding_box(), page.locator(".play > .head").bounding_box()
            assert box is not None and head is not None and box["x"] < 40 and box["y"] < 130, box  # left, at the top
            assert head["x"] > box["x"] + box["width"], (box, head)  # the controls beside it
            heights = large.evaluate(LINE_HEIGHTS)
            assert heights and min(heights) >= READABLE, heights
            picture = page.locator(".play > .table-side .table-picture").bounding_box()
            assert picture is not None and picture["y"] >= box["y"] + box["height"], (box, picture)  # under it
            accessible(page, f"laptop-text-{slug}-{who}")
            _shots(tmp_path, page, f"laptop-text-{slug}-{who}-1280")
            page.close()
        table = phone(browser)  # the table's page on a phone: its picture under the controls, one small text
        table.goto(base)
        small = table.locator("pre.game:visible")
        assert small.count() == 1 and "large" not in (small.get_attribute("class") or "")


def test_a_board_game_s_laptop_page_is_as_it_was(browser, tmp_path):  # noqa: F811
    """NIL at 1280 x 800: the board on the left beside the controls, no table text put there."""
    session = TableSession.start(spec_of("nil"), ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    session.enter("start Anna")
    with serving(session, HOST, SEATS) as (address, _table):
        page = browser.new_page(viewport=LAPTOP)
        page.goto(address)
        board = page.locator(".play > .board-side svg.board").bounding_box()
        assert board is not None and board["x"] < 40 and board["width"] >= 600, board
        assert page.locator("pre.game.large").count() == 0
        _shots(tmp_path, page, "laptop-text-nil-host-1280")


@pytest.mark.parametrize("lang", ["de", "fr", "en"])
def test_the_laptop_s_table_text_uses_the_column_s_width(browser, tmp_path, lang):  # noqa: F811
    """frderev B4: the left column's text was folded at a phone's 40 columns in a box of about 60 ("Durchgang 1 von
    3, Runde 2 / von 12", "11 / Karten (ungesehen)"); now it is folded at 60 columns, between a line's parts, and
    its type sized so that 60 fill the box: a player's line whole on one line, nothing cut or scrolled, still read
    from a chair (each line 12 px tall at least). The phone keeps its 40 columns."""
    session = TableSession.start(spec_of("land-unter"), ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    for text in PLAYED["land-unter"]:
        session.enter(text)
    with serving(session, HOST, SEATS) as (address, _table):
        base = address.split("?")[0]
        page = browser.new_page(viewport=LAPTOP)
        page.goto(f"{base}?t={HOST}&lang={lang}")
        large = page.locator(".play > .table-side pre.game.large")
        lines = large.inner_text().splitlines()
        anna = [line for line in lines if line.startswith("Anna")]
        assert len(anna) == 1 and 40 < len(anna[0]) <= 60, lines  # Anna's line whole, longer than a phone's
        assert max(map(len, lines)) <= 60 and not any(line.startswith("  ") for line in lines[:1]), lines
        assert large.evaluate("pre => pre.scrollWidth <= pre.clientWidth"), "the text fits its box"
        assert min(large.evaluate(LINE_HEIGHTS)) >= READABLE
        _shots(tmp_path, page, f"laptop-text-land-unter-{lang}-wide-1280")
        page.close()
        table = phone(browser)
        table.goto(f"{base}?lang={lang}")
        assert max(map(len, table.locator("pre.game:visible").inner_text().splitlines())) <= 40
