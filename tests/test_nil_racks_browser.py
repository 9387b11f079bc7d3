"""NIL's racks on the players' phones (issue 22), in headless Chromium at phone size (Debian's chromium,
as tests/test_serve_browser.py): each player taps the tiles drawn as tile pictures on the own page, sees the
rack as tiles there only, is ruled blocked by the referee once the rack is known, and taps the rack left
on the own page at the end."""

from __future__ import annotations

from scorer.session import TableSession
from tests.seat_pages import HOST, SEATS, opened, tap_picture
from tests.serving import serving
from tests.test_serve_browser import PHONE, browser, looked_at, pytestmark  # noqa: F401  (fixture, skip)
from tests.test_session import spec_of

def test_each_phone_keeps_its_rack_is_blocked_by_one_tap_and_shows_the_rack_left(browser, tmp_path):  # noqa: F811
    session = TableSession.start(spec_of("nil"), ["Anna", "Ben"], [], tmp_path / "g.yaml")
    session.enter("start Anna")
    with serving(session, HOST, SEATS) as (address, table):
        anna, ben, table_page = opened(browser, address)
        assert "5 not entered" in ben.inner_text("form.hand")
        for tile in ("arc", "near-left"):  # Ben, before his turn
            tap_picture(ben, table, f"Ben holds {tile}")
        pictured = ben.locator("form.hand .tile svg")
        assert pictured.count() == 2 and "3 not entered" in ben.inner_text("form.hand")
        box = ben.locator("form.hand .tile").first.bounding_box()
        assert box is not None and box["width"] >= 44 and box["height"] >= 44
        looked_at(ben, tmp_path, "nil-rack-ben")
        anna.reload()
        table_page.reload()
        for page in (anna, table_page):  # Ben's tiles on no other page, nor in its last step or news; his
            text = page.inner_text("main")  # own tells are no step at their table: the last step stays the start
            assert "Last step: start Anna" in text and "Ben holds" not in text, text
            assert page.locator("form.hand .tile").count() == 0
        assert "near-left" not in table_page.inner_text("main")
        for _ in range(5):  # Anna, on her turn, tells her rack: no tile of it can start the river
            tap_picture(anna, table, "Anna holds arc")
        assert "Anna is blocked: no tile of the rack (arc, arc, arc, arc, arc) fits" in anna.inner_text("main")
        for tile in ("arc", "arc", "near-left"):
            tap_picture(ben, table, f"Ben holds {tile}")
        assert "Ben is blocked" in ben.inner_text("main")
        for _ in range(5):
            tap_picture(anna, table, "Anna holds diagonal")
        for _ in range(5):
            tap_picture(ben, table, "Ben holds diagonal")
        assert "The game ends: for two full rounds nobody could place a tile" in ben.inner_text("main")
        anna.reload()
        assert "Anna, show the rack left (5 tiles, 5 not entered): tap each tile" in anna.inner_text("main .prompt")
        looked_at(anna, tmp_path, "nil-rack-end")
        for _ in range(5):  # the rack left, tapped tile by tile
            tap_picture(anna, table, "Anna holds near-right")
        assert "Final scores" in anna.inner_text("main")
        table_page.wait_for_selector("section.final", timeout=10_000)
    assert session.over and session.state.totals() == [-200, -125]


def _above_the_fold(page, value: str) -> dict:
    """The box of the button entering ``value`` in the form right under the question (the first form of
    entries), checked in sight on a phone's first screen and above the board."""
    button = page.locator(f'form.entries button[value="{value}"]').first
    box = button.bounding_box()
    board = page.locator(".board-side").bounding_box()
    assert box is not None and box["y"] + box["height"] <= PHONE["height"], (value, box)
    assert board is None or box["y"] < board["y"], (value, box, board)
    return box


def test_the_tiles_to_tell_are_open_right_under_the_question_on_the_own_turn(browser, tmp_path):  # noqa: F811
    """s34 finding 3: on Anna's own turn the taps to tell her rack (the tile just drawn) were folded far below
    the board, the entries and the groups of tiles to place. They are open right under the question, in sight
    at 360 x 740 without scrolling; so is the question which tile she told by mistake (finding 2)."""
    session = TableSession.start(spec_of("nil"), ["Anna", "Ben"], [], tmp_path / "g.yaml")
    session.enter("start Anna")
    with serving(session, HOST, SEATS) as (address, table):
        anna, ben, _ = opened(browser, address)
        group = anna.locator("form.entries details").first
        assert group.get_attribute("open") is not None and "your rack: tap the tiles" in group.inner_text()
        _above_the_fold(anna, "Anna holds bend")
        looked_at(anna, tmp_path, "nil-tell-own-turn")
        for tile in ("bend", "bend", "arc", "arc", "diagonal"):
            tap_picture(anna, table, f"Anna holds {tile}")
        assert anna.locator("form.entries summary", has_text="your rack: tap").count() == 0  # all told
        following = f"{table.run}.{table.changes + 1}"
        anna.fill("input[name=entry]", "A11 E")  # her straight: beyond her rack as told
        anna.press("input[name=entry]", "Enter")
        anna.wait_for_selector(f'main#table[hx-get^="/part?rev={following}&"]', state="attached")
        assert "which one was told by mistake?" in anna.inner_text("main .prompt")
        anna.evaluate("window.scrollTo(0, 0)")
        looked_at(anna, tmp_path, "nil-which-told-by-mistake")
        _above_the_fold(anna, "Anna holds not diagonal")
        assert "by mistake" not in ben.inner_text("main")
        following = f"{table.run}.{table.changes + 1}"
        anna.locator('form.entries button[value="Anna holds not diagonal"]').first.click()
        anna.wait_for_selector(f'main#table[hx-get^="/part?rev={following}&"]', state="attached")
    assert sorted(session.state.racks[0].elements()) == ["arc", "arc", "bend", "bend"]
