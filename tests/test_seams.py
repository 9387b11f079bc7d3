"""The seams of both split boards, measured in the printed PDFs (A4, Letter, A3):

- no seam crosses a field or a space (from the art's geometry) or a word of the board (read from the
  PDF's text) on any paper, and in the ink saver;
- each seam's registration crosses lie on its line, and its cut line and glue line each start
  SEAM_GAP mm beyond it in the strip that page hides, within 0.05 mm (read from the pages' drawing
  operators with pypdf); every cross is printed on both pages of its seam, never alone;
- nothing but board art is inked within 0.3 mm of a seam on either side, so a knife or a laying that
  strays by that much leaves no line on the assembled board (rendered with pypdfium2, the page against
  the page with everything but the board's form taken off);
- the board assembled as the printed words say (each page cut just short of its dashed line, laid on
  the next page just short of its solid line, the seam SEAM_GAP mm inside each line's edge) measures its
  exact size within 0.1 mm, the lines' edges found in the rendered pixels.
"""

from __future__ import annotations

import re

import numpy as np
import pypdfium2 as pdfium
import pytest
from pypdf import PdfReader
from pypdf.generic import ContentStream

from pnp.boards import CROSS_ARM, SEAM_GAP, SEAM_LINE
from pnp.build import PrintOptions
from gamedata.catalogue import known_games, load_catalogue

MM = 72 / 25.4
GAMES = [g for g in known_games() if load_catalogue(g).has_board]  # the games with a board
PAPERS = ("a4", "letter", "a3")
#: the papers and the A4 ink saver (the assembled size is measured on the coloured prints, whose ground
#: is inked to the board's edge)
PRINTS = (*PAPERS, "a4-ink-saver")


def options(paper: str) -> PrintOptions:
    """The print options of ``paper`` ("a4-ink-saver": A4 in the ink saver)."""
    return PrintOptions(paper=paper.split("-")[0], greyscale=paper.endswith("ink-saver"))
FORM = 5  # pdfium's type of a form object
DPI = 1200
PX = 25.4 / DPI  # mm per pixel


@pytest.fixture(scope="module")
def built(prints):
    """(game, paper) -> (the split PDF, the board's plan, the art); and (game, "single") -> the PDF with
    the board on one page of its own."""
    found = {}
    for game in GAMES:
        for paper in PRINTS:
            path, pack = prints(game, options(paper))  # its pages drawn (extra_pages): the board planned
            found[game, paper] = (path, pack.art.board_plan, pack.art)
        found[game, "single"] = prints.path(game, PrintOptions(board="single"))
    return found


def board_pages(path, plan) -> dict[int, tuple[int, object]]:
    """PDF page index -> (index into ``plan.pages``, that page), for every board page."""
    pdf = pdfium.PdfDocument(str(path))
    out = {}
    for i, page in enumerate(pdf):
        m = re.search(r"board page (\d+) of (\d+)", page.get_textpage().get_text_range())
        if m:
            out[i] = (int(m.group(1)) - 1, plan.pages[int(m.group(1)) - 1])
    pdf.close()
    return out


# --- the drawing operators ----------------------------------------------------------------------------
def _mul(a, b):
    """The product of two PDF matrices (a then b)."""
    return (a[0] * b[0] + a[1] * b[2], a[0] * b[1] + a[1] * b[3], a[2] * b[0] + a[3] * b[2],
            a[2] * b[1] + a[3] * b[3], a[4] * b[0] + a[5] * b[2] + b[4], a[4] * b[1] + a[5] * b[3] + b[5])


def strokes(reader, index):
    """The page's board origin (page mm) and every stroked straight segment and curve outside the
    board's form: a list of (kind, points in page mm, dashed, width in mm), kind "line" or "curve"."""
    page = reader.pages[index]
    ops = ContentStream(page.get_contents(), reader).operations
    ctm, dash, width = (1, 0, 0, 1, 0, 0), False, 1.0
    stack, path, out, origin = [], [], [], None

    def at(x, y):
        return ((ctm[0] * x + ctm[2] * y + ctm[4]) / MM, (ctm[1] * x + ctm[3] * y + ctm[5]) / MM)

    for operands, op in ops:
        if op == b"q":
            stack.append((ctm, dash, width))
        elif op == b"Q":
            ctm, dash, width = stack.pop()
        elif op == b"cm":
            ctm = _mul(tuple(float(v) for v in operands), ctm)
        elif op == b"d":
            dash = len(operands[0]) > 0
        elif op == b"w":
            width = float(operands[0]) * ctm[0] / MM
        elif op == b"m":
            path.append(["line", [at(float(operands[0]), float(operands[1]))]])
        elif op == b"l":
            path[-1][1].append(at(float(operands[0]), float(operands[1])))
        elif op == b"c":
            path[-1][0] = "curve"
            path[-1][1].append(at(float(operands[4]), float(operands[5])))
        elif op in (b"S", b"s", b"B", b"b"):
            out += [(kind, pts, dash, width) for kind, pts in path]
            path = []
        elif op in (b"n", b"f", b"f*", b"W", b"W*", b"re"):
            if op != b"re":
                path = []
        elif op == b"Do":
            origin = at(0, 0)
    return origin, out


def seam_marks(reader, index, page):
    """The seam marks of one board page, in board mm: dashed long lines (cut lines), solid long lines
    of the seam's width (glue lines), and the crosses' centres (the middle of each cross's arms), each
    as (axis, position across the axis, position along it). A line's position is the seam it marks: a
    line starts SEAM_GAP mm past its seam in the strip its page hides, the cut page's strip to the left
    of (or above) the seam, the glue page's to the right (or below)."""
    origin, found = strokes(reader, index)
    ox, oy = origin
    cuts, glues, crosses = [], [], []
    for kind, pts, dashed, _width in found:
        if kind != "line" or len(pts) != 2:
            continue
        (x0, y0), (x1, y1) = [(x - ox, y - oy) for x, y in pts]
        length = abs(x1 - x0) + abs(y1 - y0)
        axis = "x" if abs(x1 - x0) < 1e-6 else "y" if abs(y1 - y0) < 1e-6 else None
        if axis is None:
            continue
        across, along = (x0, (y0 + y1) / 2) if axis == "x" else (y0, (x0 + x1) / 2)
        if length > 40:
            strip = (-1 if axis == "x" else 1) * (1 if dashed else -1)
            (cuts if dashed else glues).append((axis, across - strip * (SEAM_GAP + SEAM_LINE / 2), along))
        elif abs(length - 2 * CROSS_ARM) < 0.01:
            crosses.append((axis, across, along))  # an arm: the cross's centre is on ``across``
    return cuts, glues, crosses


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("paper", PRINTS)
def test_cut_line_glue_line_and_crosses_lie_on_one_seam_line(built, game, paper):
    path, plan, _ = built[game, paper]
    reader = PdfReader(str(path))
    marks: dict[tuple, dict[str, list[float]]] = {}
    for index, (_, page) in board_pages(path, plan).items():
        cuts, glues, crosses = seam_marks(reader, index, page)
        for kind, found in (("cut", cuts), ("glue", glues), ("cross", crosses)):
            for axis, across, along in found:
                if kind == "cross":  # an arm gives the cross's centre; the cross lies outside the board
                    cx, cy = (across, along) if axis == "x" else (along, across)
                    axis, across, along = ("x", cx, cy) if not 0 < cy < plan.board_h else ("y", cy, cx)
                seam = min((s for s in plan.seams() if s[0] == axis and s[2] - 10 < along < s[3] + 10),
                           key=lambda s: abs(s[1] - across))
                marks.setdefault(seam[:3], {}).setdefault(kind, []).append(across)
    assert len(marks) == len(plan.seams())
    lone = 0
    for (axis, at, _), kinds in marks.items():
        assert kinds.get("cut") and kinds.get("glue"), (axis, at, kinds)
        every = [v for vs in kinds.values() for v in vs]
        assert max(every) - min(every) <= 0.05, f"seam {axis} = {at}: {kinds}"
        lone += not kinds.get("cross")
    assert lone < len(marks)  # the crosses are there where the pages have room


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("paper", PRINTS)
def test_every_cross_is_printed_on_both_pages_of_its_seam(built, game, paper):
    path, plan, _ = built[game, paper]
    reader = PdfReader(str(path))
    printed: dict[tuple[float, float], list] = {}
    for index, (_, page) in board_pages(path, plan).items():
        _, _, crosses = seam_marks(reader, index, page)
        for x, y in {(round(across, 2), round(along, 2)) for axis, across, along in crosses if axis == "x"}:
            printed.setdefault((x, y), []).append(page)
    assert printed, "no registration cross at all"
    for (x, y), pages in printed.items():
        assert len(pages) == 2, f"the cross at {x}, {y} is on {len(pages)} page(s): {[p.place for p in pages]}"
        a, b = sorted(pages, key=lambda p: (p.row, p.col))
        if a.row == b.row:  # a vertical seam's end, above or below the board
            assert b.col == a.col + 1 and abs(plan.cut_x(b.col, b.row) - x) < 0.05 and not 0 < y < plan.board_h
        else:  # a row seam's end, left or right of the board
            assert b.row == a.row + 1 and abs(plan.cut_y(b.row) - y) < 0.05 and not 0 < x < plan.board_w
            assert (a.col, b.col) == (1, 1) if x < 0 else (a.col, b.col) == (a.cols, b.cols)


# --- what the board's words and fields are ------------------------------------------------------------
def board_words(single) -> list[tuple[float, float, float, float, str]]:
    """Every word of the board (board mm, y up), read from the PDF with the board on one page: the
    characters' boxes, grouped into words at spaces and line breaks."""
    pdf = pdfium.PdfDocument(str(single))
    page = next(p for p in pdf if p.get_size()[0] > 1000)
    text = page.get_textpage()
    margin = None
    words, word = [], []
    chars = text.count_chars()
    for i in range(chars + 1):
        ch = text.get_text_range(i, 1) if i < chars else " "
        box = text.get_charbox(i) if i < chars else None
        if ch.strip() and box is not None and box[2] > box[0]:
            if word and (box[0] < word[-1][2] - 0.5 or abs(box[1] - word[-1][1]) > 2):
                words.append(word)
                word = []
            word.append(box)
        elif word:
            words.append(word)
            word = []
    from gamedata.catalogue import load_paper

    margin = load_paper().margins.minimum
    out = []
    for w in words:
        x0, y0 = min(b[0] for b in w) / MM - margin, min(b[1] for b in w) / MM - margin
        x1, y1 = max(b[2] for b in w) / MM - margin, max(b[3] for b in w) / MM - margin
        out.append((x0, y0, x1, y1, ""))
    pdf.close()
    return out


def crossed(plan, rect) -> list:
    """The seams of ``plan`` that pass through ``rect`` (one along its edge does not)."""
    x0, y0, x1, y1 = rect[:4]
    out = []
    for axis, at, lo, hi in plan.seams():
        a, b, c, d = (x0, x1, y0, y1) if axis == "x" else (y0, y1, x0, x1)
        if a + 1e-6 < at < b - 1e-6 and c < hi - 1e-6 and d > lo + 1e-6:
            out.append((axis, at))
    return out


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("paper", PRINTS)
def test_no_seam_crosses_a_field_a_space_or_a_word(built, game, paper):
    path, plan, art = built[game, paper]
    reader = PdfReader(str(path))
    measured = []
    for index, (_, page) in board_pages(path, plan).items():
        cuts, _, _ = seam_marks(reader, index, page)
        measured += [(axis, across) for axis, across, _ in cuts]
    seams = [s for s in plan.seams() if any(a == s[0] and abs(at - s[1]) < 0.01 for a, at in measured)]
    assert len(seams) == len(plan.seams())  # every planned seam is where its cut line is printed

    class Printed:
        def seams(self):
            return seams

    words = board_words(built[game, "single"])
    assert len(words) > 60
    bad = [(w, crossed(Printed(), w)) for w in words if crossed(Printed(), w)]
    assert bad == [], f"{len(bad)} words cut: {bad[:5]}"
    fields = places(game, art)
    assert [f for f in fields if crossed(Printed(), f)] == []


def places(game, art) -> list[tuple[float, float, float, float]]:
    """The board's fields and spaces (board mm, y up), from the art's geometry: NIL's every square,
    start mark, goal square, cartouche and legend; Ufern's fields, track and market spaces, card
    places and flood circle."""
    if game == "nil":
        b, s = art.cat.board, art.cat.tile.size
        squares = [art.square_origin((c, r)) for c in range(b.columns) for r in range(b.rows)]
        return [(x, y, x + s, y + s) for x, y in squares] + list(art.seam_hints().keep_whole)
    g = art.geo
    boxes = [g.field_box(f"{row}.{i}") for row in g.cat.board.row_ids() for i in range(1, int(row[1:]) + 1)]
    boxes += g.track_boxes() + [g.market_box(m.id, k) for m in g.cat.board.market for k in range(1, m.spaces + 1)]
    boxes += [box for key, box in g.spots().items() if key != "boat"]
    return [(x, y, x + w, y + h) for x, y, w, h in boxes]


# --- the rendered ink ---------------------------------------------------------------------------------
def renders(path, index, crop_mm):
    """The page ``index`` rendered at :data:`DPI` within ``crop_mm`` (x0, y0, x1, y1, page mm), as a
    grey array (rows from the top): whole, and with nothing but the board's form."""
    out = []
    for strip in (False, True):
        pdf = pdfium.PdfDocument(str(path))
        page = pdf[index]
        if strip:
            for obj in [o for o in page.get_objects(max_depth=0) if o.type != FORM]:
                page.remove_obj(obj)
            page.gen_content()
        w, h = page.get_size()
        x0, y0, x1, y1 = crop_mm
        image = page.render(scale=DPI / 72, crop=(x0 * MM, y0 * MM, w - x1 * MM, h - y1 * MM), grayscale=True)
        out.append(np.asarray(image.to_pil().convert("L"), dtype=np.int16))
        pdf.close()
    return out


def seam_crops(plan, page):
    """Each seam on ``page``'s edges with the part of the page (page mm) to render about it: the seam's
    board position, its axis, the side (+1/-1) the page hides, and a crop 1.5 mm each side of the seam
    along the visible stretch of it."""
    from pnp.boards import _seams_of

    dx, dy = page.at_x - page.x, page.at_y - page.y
    vx0, vy0, vx1, vy1 = plan.visible_on_page(page)
    vx0, vy0, vx1, vy1 = vx0 + 0.05, vy0 + 0.05, vx1 - 0.05, vy1 - 0.05  # clear of the seams across it
    out = []
    for seam in _seams_of(plan, page):
        if seam.axis == "x":
            crop = (seam.at + dx - 1.5, vy0, seam.at + dx + 1.5, vy1)
        else:
            crop = (vx0, seam.at + dy - 1.5, vx1, seam.at + dy + 1.5)
        out.append((seam, crop))
    return out


def profile(whole, art, axis):
    """How much of each pixel column across the seam (columns for a vertical seam, rows for a
    horizontal one, from the left or from the bottom) the seam line's ink covers, 0 to 1: each pixel's
    share is how far the page is from the board art towards the line's ink (whatever the art beneath),
    and a column's is the share its inked pixels have (the dashes' gaps aside)."""
    ink = np.percentile(whole, 0.5)
    room = art - ink
    share = np.where(room > 30, (art - whole) / np.where(room > 30, room, 1), np.nan)
    share = np.clip(share, 0, 1)
    along = np.nanpercentile(share, 90, axis=0 if axis == "x" else 1)
    return along if axis == "x" else along[::-1]  # rows from the bottom, as page mm run


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("paper", PRINTS)
def test_no_ink_but_the_board_within_0_3_mm_of_a_seam_on_either_side(built, game, paper):
    """A knife that strays 0.3 mm into the strip it cuts away, or a cut edge laid 0.3 mm short of the
    seam on the page beneath, shows the board's art and nothing else: no seam line, no veil."""
    path, plan, _ = built[game, paper]
    found = []
    for index, (_, page) in board_pages(path, plan).items():
        for seam, crop in seam_crops(plan, page):
            whole, art = renders(path, index, crop)
            n = whole.shape[1] if seam.axis == "x" else whole.shape[0]
            centre = 1.5 / PX  # the seam's pixel position from the crop's left (or bottom) edge
            near = [k for k in range(n) if abs((k + 0.5 - centre) * PX) + PX / 2 <= 0.3]
            diff = np.abs(whole - art)
            band = diff[:, near] if seam.axis == "x" else diff[::-1][near, :]
            if band.size and band.max() > 8:
                found.append(f"page {index + 1} seam {seam.axis} = {seam.at}: ink {band.max()} within 0.3 mm")
    assert found == []


# --- assembling the board -----------------------------------------------------------------------------
def crossing(cover, rising: bool) -> float:
    """Where ``cover`` (0 to 1 a pixel, 1 where the pixel is wholly inked) crosses from ink to no ink
    (``rising`` False: ink at the low end) or from no ink to ink (``rising`` True), in pixels from the
    start, to a small part of a pixel: the edge pixel's share of ink counts."""
    cover = np.clip(cover, 0, 1)
    n = len(cover)
    if not rising:
        k = next(k for k in range(n - 1) if cover[k] >= 0.5 > cover[k + 1])
        return k + cover[k] + cover[k + 1]
    k = next(k for k in range(1, n) if cover[k] >= 0.5 > cover[k - 1])
    return k + 1 - cover[k] - cover[k - 1]


def edge(whole, art, axis, towards) -> float:
    """Where the seam line's ink ends towards the board (mm from the crop's left or bottom edge)."""
    cover = profile(whole, art, axis)
    assert cover.max() > 0.9, "no seam line found"
    return crossing(cover, rising=towards > 0) * PX


def outer(path, index, page, plan, side) -> float:
    """The board's outer edge on ``side`` ("left", "right", "bottom", "top") of ``page``, page mm: where the
    board's drawing is placed (its own edge is the board's art, a painted frame whose colours vary, so it
    is not found from the pixels; the pages' own stretches are measured at the seams), after checking that
    the board is inked just inside it and nothing of it lies 0.3 mm outside it."""
    dx, dy = page.at_x - page.x, page.at_y - page.y
    vx0, vy0, vx1, vy1 = plan.visible_on_page(page)
    mid_x, mid_y = (vx0 + vx1) / 2, (vy0 + vy1) / 2
    inward = 1 if side in ("left", "bottom") else -1
    e = (dx + (0 if side == "left" else plan.board_w)) if side in ("left", "right") else \
        (dy + (0 if side == "bottom" else plan.board_h))
    for at, inked in ((e + inward * 0.3, True), (e - inward * 0.3, False)):
        lo, hi = sorted((at, at + inward * 0.2))
        crop = (lo, mid_y - 5, hi, mid_y + 5) if side in ("left", "right") else (mid_x - 5, lo, mid_x + 5, hi)
        _, art = renders(path, index, crop)
        assert (art.min() < 250) == inked, (side, at, "ink" if inked else "no ink expected", int(art.min()))
    return e


def limits(path, index, page, plan, axis) -> tuple[float, float]:
    """The stretch of ``page`` (page mm along ``axis``) that shows on the board assembled as the words
    say: from the board's edge or the seam before the cut line (cut just short of it), to the board's
    edge or the seam before the glue line (where the next page's cut edge goes, just short of it); each
    seam :data:`SEAM_GAP` mm inside its line's edge, found in the pixels."""
    lo = hi = None
    for seam, crop in seam_crops(plan, page):
        if seam.axis != axis:
            continue
        whole, art = renders(path, index, crop)
        at = (crop[0] if axis == "x" else crop[1]) + edge(whole, art, axis, seam.towards) - seam.towards * SEAM_GAP
        if seam.towards < 0:
            lo = at
        else:
            hi = at
    if lo is None:
        lo = outer(path, index, page, plan, "left" if axis == "x" else "bottom")
    if hi is None:
        hi = outer(path, index, page, plan, "right" if axis == "x" else "top")
    return lo, hi


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("paper", PAPERS)
def test_the_board_assembled_as_the_words_say_has_its_exact_size(built, game, paper):
    path, plan, _ = built[game, paper]
    pages = {p: i for i, (_, p) in board_pages(path, plan).items()}
    for row in range(1, plan.rows + 1):
        along = [limits(path, pages[p], p, plan, "x") for p in plan.pages if p.row == row]
        width = sum(hi - lo for lo, hi in along)
        assert width == pytest.approx(plan.board_w, abs=0.1), f"row {row}: {along}"
    down = [limits(path, pages[p], p, plan, "y") for p in plan.pages if p.col == 1]
    height = sum(hi - lo for lo, hi in down)
    assert height == pytest.approx(plan.board_h, abs=0.1), down
