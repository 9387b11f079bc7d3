"""NIL's pack read back from the PDF: the 108 tiles at exactly 20 x 20 mm, butted, each with the common
back behind it; the board over pages whose every square measures the tile size on every page, whose
windows overlap by at least 10 mm and cover the whole board; fewer pages on A3; one page with
--board single; nothing inside the paper's clear margin."""

import math
from collections import Counter

import pytest
from helpers import MM, operations_with_ctm, placed_cards
from pypdf import PdfReader

from pnp.build import PrintOptions
from gamedata.catalogue import load_catalogue, load_paper

TOL = 0.1
SIDE = load_catalogue("nil").tile.size  # type: ignore[attr-defined]


@pytest.fixture(scope="module")
def packs(prints):
    return {name: prints.path("nil", opts) for name, opts in {
        "a4": PrintOptions(), "a3": PrintOptions(paper="a3"), "letter": PrintOptions(paper="letter"),
        "single": PrintOptions(board="single"), "fold": PrintOptions(layout="gutter-fold", bleed=3)}.items()}


def board_windows(path) -> list[dict]:
    """For every page that shows the board form: the clip window in page mm, the board window it shows
    (board mm), and the x and y (page mm) of every grid line of the board inside the window."""
    reader = PdfReader(str(path))
    found = []
    for number, page in enumerate(reader.pages, 1):
        clip = None
        for operands, op, ctm in operations_with_ctm(reader, page):
            if op == b"re":
                x, y, w, h = (float(v) for v in operands)
                a, _, _, d, e, f = ctm
                clip = (a * x + e, d * y + f, a * w, d * h)
            if op == b"Do" and str(operands[0]) == "/FormXob.board":
                form = page["/Resources"]["/XObject"][operands[0]].get_object()
                xs, ys = _grid_lines(reader, form, ctm)
                cx, cy, cw, ch = clip
                found.append({"page": number, "size": (float(page.mediabox.width) / MM, float(page.mediabox.height) / MM),
                              "clip": (cx / MM, cy / MM, cw / MM, ch / MM), "scale": ctm[0],
                              "board_x": (cx - ctm[4]) / MM, "board_y": (cy - ctm[5]) / MM,
                              "xs": [x for x in xs if cx / MM - TOL <= x <= (cx + cw) / MM + TOL],
                              "ys": [y for y in ys if cy / MM - TOL <= y <= (cy + ch) / MM + TOL]})
    return found


def _grid_lines(reader, form, outer) -> tuple[list[float], list[float]]:
    """Page x of the board's long vertical lines and page y of its long horizontal lines (mm)."""
    start, xs, ys = None, set(), set()
    for operands, op, ctm in operations_with_ctm(reader, form, outer):
        if op == b"m":
            start = [float(v) for v in operands]
        elif op == b"l" and start is not None:
            end = [float(v) for v in operands]
            a, _, _, d, e, f = ctm
            (x1, y1), (x2, y2) = (((a * p[0] + e) / MM, (d * p[1] + f) / MM) for p in (start, end))
            if abs(x1 - x2) < 1e-6 and abs(y1 - y2) > 300:
                xs.add(round(x1, 4))
            if abs(y1 - y2) < 1e-6 and abs(x1 - x2) > 300:
                ys.add(round(y1, 4))
    return sorted(xs), sorted(ys)


def test_108_tiles_at_20_mm_with_the_common_back(packs):
    """Every tile at 20 mm, each with the common back; side by side, two tiles share their cut line or
    lie a gutter apart (twice the outer bleed: their edges differ, see test_card_cut)."""
    pages = placed_cards(packs["a4"])
    fronts = [c for p in pages for c in p if c["key"].startswith("tile-")]
    backs = [c for p in pages for c in p if c["key"] == "back-tile"]
    cat = load_catalogue("nil")
    assert Counter(c["key"] for c in fronts) == Counter({f"tile-{k.id}": k.count for k in cat.tile.kinds})
    assert len(fronts) == len(backs) == 108
    for c in fronts + backs:
        assert abs(c["w"] - SIDE) < TOL and abs(c["h"] - SIDE) < TOL
    gutter = 2 * load_paper().margins.outer_bleed
    xs = sorted({round(c["trim"][0], 3) for c in fronts})
    assert all(min(abs((b - a) - SIDE), abs((b - a) - SIDE - gutter)) < 1e-3 for a, b in zip(xs, xs[1:])), xs


def test_every_square_is_the_tile_size_on_every_page(packs):
    for name in ("a4", "a3", "letter", "single"):
        windows = board_windows(packs[name])
        assert windows
        for w in windows:
            assert abs(w["scale"] - 1) < 1e-5  # the board form is placed at 100 % (to the PDF's 6 decimals)
            for lines in (w["xs"], w["ys"]):
                assert len(lines) >= 2
                gaps = [b - a for a, b in zip(lines, lines[1:])]
                assert all(abs(g - SIDE) <= TOL for g in gaps), (name, w["page"], gaps)


def test_board_pages_overlap_by_10_mm_and_cover_the_board(packs):
    windows = board_windows(packs["a4"])
    assert len(windows) == 6
    xs = sorted({round(w["board_x"], 3) for w in windows})
    widths = {round(w["board_x"], 3): w["clip"][2] for w in windows}
    for a, b in zip(xs, xs[1:]):
        assert a + widths[a] - b >= 10 - TOL
    ys = sorted({round(w["board_y"], 3) for w in windows})
    heights = {round(w["board_y"], 3): w["clip"][3] for w in windows}
    for a, b in zip(ys, ys[1:]):
        assert a + heights[a] - b >= 10 - TOL
    board_w = max(w["board_x"] + w["clip"][2] for w in windows)
    board_h = max(w["board_y"] + w["clip"][3] for w in windows)
    assert min(xs) == 0 and min(ys) == 0 and board_w > 450 and board_h > 430


def test_nothing_in_the_clear_margin_of_a_board_page(packs):
    margin = load_paper().margins.minimum
    for w in board_windows(packs["a4"]):
        x, y, cw, ch = w["clip"]
        pw, ph = w["size"]
        assert x >= margin - TOL and y >= margin - TOL and x + cw <= pw - margin + TOL and y + ch <= ph - margin + TOL


def test_a3_needs_fewer_pages_and_single_needs_one(packs):
    assert len(board_windows(packs["a3"])) < len(board_windows(packs["a4"]))
    single = board_windows(packs["single"])
    assert len(single) == 1 and single[0]["size"][0] > 450 and packs["single"].name == "nil-a4-board-single.pdf"


def test_gutter_fold_tiles_keep_their_size(packs):
    pages = placed_cards(packs["fold"])
    fronts = [c for p in pages for c in p if c["key"].startswith("tile-")]
    assert len(fronts) == 108 and all(abs(c["trim"][2] - c["trim"][0] - SIDE) < TOL for c in fronts)


def test_no_contents_or_credits_page_ends_on_a_heading(packs):
    reader = PdfReader(str(packs["a4"]))
    seen = 0
    for page in list(reader.pages[:2]) + list(reader.pages[-2:]):
        text = page.extract_text()
        if "What we reconstructed or decided" in text:
            assert "where no source survives" in text  # the heading keeps its first line
            seen += 1
    assert seen == 1


def test_a_sheet_that_is_not_full_is_centred_and_its_crop_marks_stop_at_its_last_row(packs):
    """A3 holds all 108 tiles on one sheet with room to spare: the tiles lie in the middle of the page
    and no crop mark runs down the empty part (fronts and backs alike)."""
    import pypdfium2 as pdfium

    pages = placed_cards(packs["a3"])
    pdf = pdfium.PdfDocument(str(packs["a3"]))
    checked = 0
    for number, cards in enumerate(pages):
        if len(cards) != 108:
            continue
        low, high = min(c["y"] for c in cards), max(c["y"] + c["ph"] for c in cards)
        page_h = pdf[number].get_size()[1] / MM
        assert abs((low + high) / 2 - page_h / 2) < 8, (number + 1, low, high)
        marks = [o for o in pdf[number].get_objects(max_depth=0) if o.type == 2]  # paths: the crop marks
        for mark in marks:
            _, bottom, _, top = (v / MM for v in mark.get_bounds())
            assert low - 8 < bottom and top < high + 8, (number + 1, bottom, top, low, high)
        checked += 1
    assert checked == 2  # the fronts and the backs


def test_the_whole_grid_and_every_painted_square_lie_on_20_mm_lines(packs):
    """On the one-page board: the grid has all its 23 column lines and 22 row lines, 20.0 mm apart, and
    every painted square of the board (a zone's, a goal square's sea, the start square's paving) is a
    20.0 x 20.0 mm box whose corners lie on grid lines, so a tile laid on it covers it exactly."""
    cat = load_catalogue("nil")
    (window,) = board_windows(packs["single"])
    xs, ys = window["xs"], window["ys"]
    assert (len(xs), len(ys)) == (cat.board.columns + 1, cat.board.rows + 1)  # type: ignore[attr-defined]
    assert all(abs(b - a - SIDE) <= 0.01 for lines in (xs, ys) for a, b in zip(lines, lines[1:]))
    reader = PdfReader(str(packs["single"]))
    page = next(p for p in reader.pages if "/FormXob.board" in p["/Resources"].get("/XObject", {}))
    board = page["/Resources"]["/XObject"]["/FormXob.board"].get_object()
    ox, oy = window["clip"][0] - window["board_x"], window["clip"][1] - window["board_y"]
    squares = []
    for operands, op, m in operations_with_ctm(reader, board, (1, 0, 0, 1, ox * MM, oy * MM)):
        if op == b"re":
            x, y, w, h = (float(v) for v in operands)
            box = ((m[0] * x + m[4]) / MM, (m[3] * y + m[5]) / MM, m[0] * w / MM, m[3] * h / MM)
            if abs(box[2] - SIDE) < 1 and abs(box[3] - SIDE) < 1:
                squares.append(box)
    zone_squares = sum(len(z.squares) for z in cat.board.zones)  # type: ignore[attr-defined]
    assert len(squares) >= zone_squares + cat.board.rows + 1  # type: ignore[attr-defined]
    for x, y, w, h in squares:
        assert abs(w - SIDE) <= 0.01 and abs(h - SIDE) <= 0.01, (x, y, w, h)
        assert min(abs(x - g) for g in xs) <= 0.01 and min(abs(y - g) for g in ys) <= 0.01, (x, y)


@pytest.mark.parametrize("pack", ["single", "a4"])
def test_the_grid_is_light_and_thin(packs, pack):
    """The board does not read as graph paper: every grid line (the board's long straight lines) is
    stroked thin (at most 0.35 mm) in a light colour (luminance 0.55 or more, where the ink is 0.16)."""
    reader = PdfReader(str(packs[pack]))
    page = next(p for p in reader.pages if "/FormXob.board" in p["/Resources"].get("/XObject", {}))
    board = page["/Resources"]["/XObject"]["/FormXob.board"].get_object()
    colour, width, start, seen = (0.0, 0.0, 0.0), 1.0, None, 0
    for operands, op, m in operations_with_ctm(reader, board):
        if op == b"RG":
            colour = tuple(float(v) for v in operands)
        elif op == b"G":
            colour = (float(operands[0]),) * 3
        elif op == b"w":
            width = float(operands[0]) * m[0] / MM
        elif op == b"m":
            start = [float(v) for v in operands]
        elif op == b"l" and start is not None:
            (x1, y1), (x2, y2) = start, [float(v) for v in operands]
            length = math.hypot(x2 - x1, y2 - y1) * m[0] / MM
            if length > 300 and (abs(x1 - x2) < 1e-6 or abs(y1 - y2) < 1e-6):
                luminance = 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2]
                assert luminance >= 0.55 and width <= 0.35, (colour, width)
                seen += 1
    assert seen == 23 + 22
