"""A large screen (1920 x 1080) in the middle of the table, in Debian's Chromium (uferwide): a page with a picture of
the whole table (Ufern's board laid out wide, a card game's table) was a 1,400 px column with 260 px margins, so the
table's words and the board stayed at their laptop size; it now takes 1,840 px, and the table's read-only page says
its last step and scores at 20 px, not 17 (static/page.css, its 1,600 px part)."""

from __future__ import annotations

from scorer.session import TableSession
from tests.serving import serving
from tests.test_laptop_table_text_browser import PLAYED
from tests.test_serve_browser import accessible, browser, pytestmark  # noqa: F401  (fixture, skip)
from tests.test_session import spec_of
from tests.test_ufern_build import HOST, SEATS, at_actions
from tests.test_ufern_wide_browser import MEASURE

BIG = {"width": 1920, "height": 1080}
#: the card game's text and the controls' words, in CSS px
SIZES = """(() => ({text: parseFloat(getComputedStyle(document.querySelector('.table-side pre.game.large')).fontSize),
    words: parseFloat(getComputedStyle(document.querySelector('.play > .head .prompt').parentNode).fontSize),
    left: document.querySelector('.play').getBoundingClientRect().left}))()"""


def test_a_card_game_s_table_page_uses_a_large_screen(browser, tmp_path):
    session = TableSession.start(spec_of("land-unter"), ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    for text in PLAYED["land-unter"]:
        session.enter(text)
    with serving(session, HOST, SEATS) as (address, _table):
        page = browser.new_page(viewport=BIG)
        page.goto(address.split("?")[0])  # the table's page
        seen = page.evaluate(SIZES)
        assert seen["text"] >= 24 and seen["words"] >= 20 and seen["left"] < 100, seen  # before: 19.9, 17, 280 px
        accessible(page, "land unter: the table's page on a large screen")
        page.close()


def test_ufern_s_board_uses_a_large_screen(browser, tmp_path):
    session, _ = at_actions(tmp_path)
    with serving(session, HOST, SEATS) as (address, _table):
        page = browser.new_page(viewport=BIG)
        page.goto(address.split("?")[0])
        page.wait_for_function("document.querySelector('.play.fitted')")
        seen = page.evaluate(MEASURE)
        assert seen["label"] >= 19 and seen["bottom"] <= BIG["height"], seen  # before: 17 px (a 1,038 px board)
        assert seen["head"] >= seen["right"] and seen["head_w"] >= 340, seen
        page.close()
