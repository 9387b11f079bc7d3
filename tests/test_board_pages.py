"""A board that can be built from the default print (NIL and An den Ufern des Nils, read back from the
PDFs): in a duplex print no board page, rack, strip or standee page shares a sheet with another printed
page; on every board page, nothing but the board's art lies in the part that stays visible on the
finished board (every seam line, word and cross is cut away or glued under); seams keep whole what the
art asks to keep whole."""

import re

import pypdfium2 as pdfium
import pytest

from pnp.boards import SeamHints, plan_board
from pnp.build import BLANK_NOTE, PrintOptions, _Pack, build_game
from pnp.catalogue import Size

MM = 72 / 25.4
FORM = 5  # pdfium's type of a form object: the board's art is one form, clipped to the page's window
GAMES = ("nil", "ufern-des-nils")
PAPERS = ("a4", "letter", "a3")
@pytest.fixture(scope="module")
def pdfs(tmp_path_factory):
    out = tmp_path_factory.mktemp("boards")
    return {(game, paper): build_game(game, PrintOptions(paper=paper), out) for game in GAMES for paper in PAPERS}


def page_texts(path) -> list[str]:
    pdf = pdfium.PdfDocument(str(path))
    try:
        return [page.get_textpage().get_text_range() for page in pdf]
    finally:
        pdf.close()


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("paper", PAPERS)
def test_no_cut_out_page_shares_a_sheet_in_duplex(pdfs, game, paper):
    """From the first board page to the first card sheet (the board, racks, strips, standees), every
    page is the front of a sheet whose back is left blank."""
    texts = page_texts(pdfs[game, paper])
    first = next(i for i, t in enumerate(texts) if re.search(r"board page 1 of \d+", t))
    cards = next(i for i, t in enumerate(texts) if re.search(r"sheet 1 of \d+ · fronts", t))
    boards = sum(bool(re.search(r"board page \d+ of \d+", t)) for t in texts[first:cards])
    assert boards >= 4 and first % 2 == 0 and cards % 2 == 0
    for i in range(first, cards, 2):
        assert not texts[i].startswith(BLANK_NOTE), f"page {i + 1} is blank, so page {i + 2} is a back"
        back = texts[i + 1].strip()
        assert back.startswith(BLANK_NOTE) and back.count(".") == 1, f"page {i + 2}, behind page {i + 1}: {back[:80]!r}"


def test_the_blank_backs_carry_nothing_but_their_note(pdfs):
    pdf = pdfium.PdfDocument(str(pdfs["nil", "a4"]))
    blanks = [page for page in pdf if page.get_textpage().get_text_range().startswith(BLANK_NOTE)]
    assert len(blanks) >= 6 and all(len(list(page.get_objects())) == 1 for page in blanks)


def marks_in_sight(path, plan) -> list[str]:
    """Every object but the board's form on a board page whose bounds reach into the part of the page
    that stays visible on the finished board."""
    found = []
    pdf = pdfium.PdfDocument(str(path))
    for number, page in enumerate(pdf, 1):
        m = re.search(r"board page (\d+) of (\d+)", page.get_textpage().get_text_range())
        if not m:
            continue
        board_page = plan.pages[int(m.group(1)) - 1]
        x0, y0, x1, y1 = plan.visible_on_page(board_page)
        eps = 0.02
        for obj in page.get_objects(max_depth=0):
            if obj.type == FORM:
                continue
            left, bottom, right, top = (v / MM for v in obj.get_bounds())
            if left < x1 - eps and right > x0 + eps and bottom < y1 - eps and top > y0 + eps:
                found.append(f"page {number} ({board_page.place}): object type {obj.type} at "
                             f"{left:.1f},{bottom:.1f}-{right:.1f},{top:.1f} mm inside {x0:.1f},{y0:.1f}-{x1:.1f},{y1:.1f}")
    pdf.close()
    return found


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("paper", PAPERS)
def test_every_mark_is_cut_away_or_glued_under(pdfs, game, paper):
    pack = _Pack(game, PrintOptions(paper=paper))
    plan = pack.art.board_plan
    assert len(plan.pages) > 1
    assert marks_in_sight(pdfs[game, paper], plan) == []


@pytest.mark.parametrize("game", GAMES)
def test_the_visible_parts_tile_the_board(game):
    plan = _Pack(game, PrintOptions()).art.board_plan
    area = sum((x1 - x0) * (y1 - y0) for x0, y0, x1, y1 in map(plan.visible, plan.pages))
    assert area == pytest.approx(plan.board_w * plan.board_h)
    assert set(plan.overlaps()) == {10.0}


def test_seams_keep_whole_what_the_hints_name_and_follow_the_grid():
    a4 = Size(name="A4", width=210, height=297)
    grid_x = tuple(10 + 20 * i for i in range(23))
    grid_y = tuple(13 + 20 * i for i in range(22))
    keep = ((0, 213, 20, 233), (440, 213, 460, 233))  # a square at each end of a middle row
    plain = plan_board(460, 446, a4, 6)
    assert any(213 < plain.cut_y(r) < 233 for r in range(2, plain.rows + 1))  # an even split cuts the row
    plan = plan_board(460, 446, a4, 6, hints=SeamHints(keep_whole=keep, lines_x=grid_x, lines_y=grid_y))
    assert len(plan.pages) == len(plain.pages)
    cuts_y = [plan.cut_y(r) for r in range(2, plan.rows + 1)]
    cuts_x = [plan.cut_x(c) for c in range(2, plan.cols + 1)]
    assert not any(212 < y < 234 for y in cuts_y)
    assert all(x in grid_x for x in cuts_x) and all(y in grid_y for y in cuts_y)
    view_w, view_h = a4.width - 12, a4.height - 12 - 6
    assert all(p.w <= view_w and p.h <= view_h for p in plan.pages)


def test_a_seam_goes_where_it_must_when_nothing_else_fits():
    a4 = Size(name="A4", width=210, height=297)
    everything = SeamHints(keep_whole=((0, 0, 460, 446),))
    plan = plan_board(460, 446, a4, 6, hints=everything)
    assert len(plan.pages) == 6 and set(plan.overlaps()) == {10.0}


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("paper", PAPERS)
def test_the_printed_seams_run_where_the_board_allows(game, paper):
    """Each game's seams lie on the word-free lines its art names and cut nothing it keeps whole
    (NIL's start mark and "START", the 500 square, the cartouche and legend; Ufern's market)."""
    art = _Pack(game, PrintOptions(paper=paper)).art
    plan, hints = art.board_plan, art.seam_hints()
    cuts_x = [plan.cut_x(c) for c in range(2, plan.cols + 1)]
    cuts_y = [plan.cut_y(r) for r in range(2, plan.rows + 1)]
    assert all(x in hints.lines_x for x in cuts_x), cuts_x
    assert all(y in hints.lines_y for y in cuts_y), cuts_y
    for x0, y0, x1, y1 in hints.keep_whole:
        assert not any(x0 - 1 < x < x1 + 1 for x in cuts_x) and not any(y0 - 1 < y < y1 + 1 for y in cuts_y)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("paper", PAPERS)
def test_the_assembly_map_stands_under_its_heading_with_the_real_page_numbers(pdfs, game, paper):
    texts = page_texts(pdfs[game, paper])
    at = [i for i, t in enumerate(texts) if "row 1, col 1" in t and "board page" not in t]
    assert len(at) == 1 and "Assembling the board" in texts[at[0]]
    numbers = [int(n) for n in re.findall(r"p\. (\d+)", texts[at[0]])]
    board = [i + 1 for i, t in enumerate(texts) if re.search(r"board page \d+ of \d+", t)]
    assert numbers == board
