"""A board that can be built from the default print (NIL and An den Ufern des Nils, read back from the
PDFs): in a duplex print no board page, rack, strip or standee page shares a sheet with another printed
page; on every board page, nothing but the board's art lies in the part that stays visible on the
finished board (every seam line, word and cross is cut away or glued under); seams keep whole what the
art asks to keep whole."""

import re

import pypdfium2 as pdfium
import pytest

from pnp.boards import SEAM_LINE, SeamHints, plan_board
from pnp.build import BLANK_NOTE, PrintOptions
from gamedata.catalogue import Size
from gamedata.catalogue import known_games, load_catalogue

MM = 72 / 25.4
PATH = 2  # pdfium's type of a path object
FORM = 5  # pdfium's type of a form object: the board's art is one form, clipped to the page's window
GAMES = [g for g in known_games() if load_catalogue(g).has_board]  # the games with a board
PAPERS = ("a4", "letter", "a3")
@pytest.fixture(scope="module")
def pdfs(prints):
    return {(game, paper): prints.path(game, PrintOptions(paper=paper)) for game in GAMES for paper in PAPERS}


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
    that stays visible on the finished board. A seam's line is centred on the seam and clipped to the
    hidden strip, and pdfium's bounds ignore the clip: a path may reach its width (2 x SEAM_LINE) past
    the seam; tests/test_seams.py renders the pages to check that no ink does."""
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
            e = eps + (2 * SEAM_LINE if obj.type == PATH else 0.0)
            if left < x1 - e and right > x0 + e and bottom < y1 - e and top > y0 + e:
                found.append(f"page {number} ({board_page.place}): object type {obj.type} at "
                             f"{left:.1f},{bottom:.1f}-{right:.1f},{top:.1f} mm inside {x0:.1f},{y0:.1f}-{x1:.1f},{y1:.1f}")
    pdf.close()
    return found


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("paper", PAPERS)
def test_every_mark_is_cut_away_or_glued_under(prints, pdfs, game, paper):
    _, pack = prints(game, PrintOptions(paper=paper))
    plan = pack.art.board_plan
    assert len(plan.pages) > 1
    assert marks_in_sight(pdfs[game, paper], plan) == []


@pytest.mark.parametrize("game", GAMES)
def test_the_visible_parts_tile_the_board(prints, game):
    plan = prints(game)[1].art.board_plan
    area = sum((x1 - x0) * (y1 - y0) for x0, y0, x1, y1 in map(plan.visible, plan.pages))
    assert area == pytest.approx(plan.board_w * plan.board_h)
    assert set(plan.overlaps()) == {10.0}


def cuts(plan, rect) -> list[tuple]:
    """The seams of ``plan`` that cut ``rect`` (x0, y0, x1, y1) in two (one running on its edge does not)."""
    x0, y0, x1, y1 = rect
    out = []
    for axis, at, lo, hi in plan.seams():
        a, b, c, d = (x0, x1, y0, y1) if axis == "x" else (y0, y1, x0, x1)
        if a + 1e-6 < at < b - 1e-6 and c < hi and d > lo:
            out.append((axis, at))
    return out


def test_seams_keep_whole_what_the_hints_name_and_follow_the_grid():
    a4 = Size(name="A4", width=210, height=297)
    grid_x = tuple(10 + 20 * i for i in range(23))
    grid_y = tuple(13 + 20 * i for i in range(22))
    keep = ((0, 213, 20, 233), (440, 213, 460, 233))  # a square at each end of a middle row
    plain = plan_board(460, 446, a4, 6)
    plan = plan_board(460, 446, a4, 6, hints=SeamHints(keep_whole=keep, lines_x=grid_x, lines_y=grid_y))
    assert len(plan.pages) == len(plain.pages)
    assert not any(cuts(plan, rect) for rect in keep)
    assert all(at in (grid_x if axis == "x" else grid_y) for axis, at, _, _ in plan.seams())
    for p in plan.pages:
        view_w, view_h = p.page_w - 12, p.page_h - 12 - 6
        assert p.w <= view_w and p.h <= view_h


def test_a_seam_goes_where_it_must_when_nothing_else_fits():
    a4 = Size(name="A4", width=210, height=297)
    everything = SeamHints(keep_whole=((0, 0, 460, 446),))
    plan = plan_board(460, 446, a4, 6, hints=everything)
    assert len(plan.pages) == len(plan_board(460, 446, a4, 6).pages) and set(plan.overlaps()) == {10.0}


def test_a_page_is_spent_to_keep_a_word_whole_but_not_a_picture():
    """On a 460 x 200 mm board (one row of portrait A4 pages), two words that no split into three
    pages leaves whole: a fourth page keeps them whole; two pictures there are cut instead."""
    a4 = Size(name="A4", width=210, height=297)
    things = ((100, 90, 200, 110), (260, 90, 300, 110))
    plain = plan_board(460, 200, a4, 6)
    worded = plan_board(460, 200, a4, 6, hints=SeamHints(words=things))
    pictured = plan_board(460, 200, a4, 6, hints=SeamHints(art=things))
    assert len(plain.pages) == 3 and len(worded.pages) == 4 and len(pictured.pages) == 3
    assert not any(cuts(worded, t) for t in things) and any(cuts(pictured, t) for t in things)


def test_a_board_is_planned_once_for_the_same_paper(monkeypatch):
    """A board split once is not planned again for the same board, paper, margin and hints (a print of
    every card size, bleed and layout on one paper splits it alike): the plan made the first time, the one
    the planning gives (issue 24 §6); other hints are planned anew."""
    import pnp.board_plan

    a4, letter = Size(name="A4", width=210, height=297), Size(name="Letter", width=215.9, height=279.4)
    words = SeamHints(words=((100, 90, 200, 110),))
    planned = []
    rows = pnp.board_plan._best_rows
    monkeypatch.setattr(pnp.board_plan, "_best_rows", lambda *args: planned.append(1) or rows(*args))
    first = plan_board(321, 123, a4, 6, hints=words)
    assert plan_board(321, 123, a4, 6, hints=words) is first and len(planned) == 1
    assert plan_board(321, 123, letter, 6, hints=words) is not first and len(planned) == 2
    assert plan_board(321, 123, a4, 6, hints=SeamHints(words=((100, 90, 201, 110),))) is not first
    assert len(planned) == 3 and first == plan_board.__wrapped__(321, 123, a4, 6, hints=words)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("paper", PAPERS)
def test_the_printed_seams_run_where_the_board_allows(prints, game, paper):
    """Each game's seams lie on its own lines and cut nothing it keeps whole (NIL's start mark and
    "START", the 500 square, the cartouche and legend; Ufern's fields, track and market spaces, card
    places and flood circle). The words are measured in the PDF: tests/test_seams.py."""
    art = prints(game, PrintOptions(paper=paper))[1].art  # its pages drawn (extra_pages): the board planned
    plan, hints = art.board_plan, art.seam_hints()
    if game == "nil":  # on the grid's lines
        assert all(at in (hints.lines_x if axis == "x" else hints.lines_y) for axis, at, _, _ in plan.seams())
    assert [cuts(plan, rect) for rect in hints.keep_whole if cuts(plan, rect)] == []


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("paper", PAPERS)
def test_the_assembly_map_stands_under_its_heading_with_the_real_page_numbers(pdfs, game, paper):
    texts = page_texts(pdfs[game, paper])
    at = [i for i, t in enumerate(texts) if re.search(r"row 1,\s+col 1", t) and "board page" not in t]
    assert len(at) == 1 and "Assembling the board" in texts[at[0]]
    assert "the board's outer edge" in texts[at[0]] and "a seam: where one page's cut edge meets the next" in texts[at[0]]
    numbers = [int(n) for n in re.findall(r"p\. (\d+)", texts[at[0]])]
    board = [i + 1 for i, t in enumerate(texts) if re.search(r"board page \d+ of \d+", t)]
    assert numbers == board
