"""A board larger than the paper, split over pages the way poster tilers do it.

:func:`plan_board` chooses the orientation (portrait or landscape) and the grid of pages that use the
fewest pages, each page showing a window of the board at full size (1 mm on the board is 1 mm on the
page). Neighbouring windows overlap by exactly ``overlap`` mm, and the **seam** runs down the middle of
each overlap. Where the page grid leaves room, the seams are moved off what must stay whole (a start
mark, a goal square, a label: :class:`SeamHints`) and onto the board's own grid lines.

On the finished board only the part of each page between its seams stays visible (:meth:`BoardPlan.visible`);
everything else on the page is cut away or glued under, and every mark and word lives there:

- the page to the right of (or below) a seam is cut along a dashed **cut line** that lies wholly in
  the strip it cuts away, with its words in that strip;
- the page to the left of (or above) it carries a solid **alignment line** that lies wholly in the strip
  that the cut page covers, with its words ("glue here") in that strip;
- both strips are veiled in white, so the seam's line is the edge between the pale strip and the board;
- **registration crosses** sit on the seam's line just outside the board, where the board's outer edge
  is trimmed last and the page has room for them: the cut page's half cross is laid on the whole cross
  beneath.

Each page names its place (``row 1, column 2 of 2 × 3``) in the band above the board; :func:`draw_assembly_map`
draws the map of all pages for the contents page.

The board is drawn once, as a PDF form in millimetres with its origin at its lower-left corner, and each
page clips its window out of it: every square is exactly its size on every page.

>>> from pnp.catalogue import Size
>>> plan = plan_board(460, 446, Size(name="A4", width=210, height=297), margin=6)
>>> len(plan.pages), plan.rows, plan.cols, plan.landscape
(6, 2, 3, False)
>>> set(plan.overlaps())
{10.0}
>>> plan.pages[1].place
'row 1, column 2 of 2 × 3'
>>> start, goal = (0, 200, 20, 220), (440, 200, 460, 220)   # two squares no seam may cut
>>> hints = SeamHints(keep_whole=(start, goal), lines_x=tuple(10 + 20 * i for i in range(23)))
>>> plan = plan_board(460, 446, Size(name="A4", width=210, height=297), margin=6, hints=hints)
>>> plan.landscape, [plan.cut_x(c) for c in (2, 3)], plan.cut_y(2) < 199 or plan.cut_y(2) > 221
(False, [150.0, 310.0], True)
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from pnp.catalogue import Size

#: the component name of a board's pages (the contents table's row, the assembly map's page numbers)
BOARD = "Board"
#: the band (mm) at the top of each board page for its label
HEADER = 6.0
#: the size (pt) of every word printed on a board page: the house's smallest readable size, and a bit
SEAM_TEXT_PT = 7.5
#: room (mm) kept outside the board, where the pages allow, for the registration crosses
CROSS_ROOM = 8.0
#: the crosses' radius and arm (mm), and their distance from the board's edge
CROSS_RADIUS, CROSS_ARM, CROSS_OUT = 1.6, 2.6, 4.2
#: the seam lines' width (mm)
SEAM_LINE = 0.25
#: how opaque the white veil over a hidden strip is (0 to 1)
VEIL = 0.6

Rect = tuple[float, float, float, float]  # x0, y0, x1, y1 in board mm, y up from the board's lower edge


@dataclass(frozen=True)
class SeamHints:
    """Where a board's seams should and should not run (board mm, origin at the board's lower-left
    corner, y up). ``keep_whole``: rectangles no seam may cut in two (a start mark, the goal's square,
    a label, a field); ``lines_x`` / ``lines_y``: the board's own grid lines, where a seam is neatest.
    Hints are wishes: when the page grid leaves no room, a seam goes where it must."""

    keep_whole: tuple[Rect, ...] = ()
    lines_x: tuple[float, ...] = ()
    lines_y: tuple[float, ...] = ()


@dataclass(frozen=True)
class BoardPage:
    """One page of a split board: its ``row`` and ``col`` (1-based, row 1 at the board's top), the
    board window it shows (``x``, ``y`` its lower-left corner in board mm, ``w`` x ``h``), and where
    that corner lies on the page (``at_x``, ``at_y`` in page mm)."""

    row: int
    col: int
    rows: int
    cols: int
    x: float
    y: float
    w: float
    h: float
    at_x: float
    at_y: float

    @property
    def place(self) -> str:
        """``'row 1, column 2 of 2 × 3'``."""
        return f"row {self.row}, column {self.col} of {self.rows} × {self.cols}"


@dataclass(frozen=True)
class BoardPlan:
    """The pages of a board: the board's size, the page size used (``page_w`` x ``page_h``, mm), the
    grid, the clear ``margin``, the pages in reading order and the ``overlap`` (mm) of neighbouring
    pages (0 for a board on one page)."""

    board_w: float
    board_h: float
    page_w: float
    page_h: float
    rows: int
    cols: int
    margin: float
    pages: list[BoardPage]
    overlap: float = 0.0

    @property
    def landscape(self) -> bool:
        """True if the pages are printed landscape."""
        return self.page_w > self.page_h

    def at(self, row: int, col: int) -> BoardPage:
        """The page in ``row``, ``col`` (1-based)."""
        return self.pages[(row - 1) * self.cols + col - 1]

    def overlaps(self) -> list[float]:
        """The overlap (mm) between each pair of neighbouring pages, across and down."""
        out = []
        for p in self.pages:
            if p.col > 1:
                left = self.at(p.row, p.col - 1)
                out.append(round(left.x + left.w - p.x, 4))
            if p.row > 1:
                above = self.at(p.row - 1, p.col)
                out.append(round(p.y + p.h - above.y, 4))
        return out

    def cut_x(self, col: int) -> float:
        """Board x (mm) of the vertical seam between columns ``col - 1`` and ``col``: the middle of
        their overlap."""
        left, right = self.at(1, col - 1), self.at(1, col)
        return round((right.x + left.x + left.w) / 2, 4)

    def cut_y(self, row: int) -> float:
        """Board y (mm) of the horizontal seam between rows ``row - 1`` and ``row``."""
        above, below = self.at(row - 1, 1), self.at(row, 1)
        return round((above.y + below.y + below.h) / 2, 4)

    def visible(self, page: BoardPage) -> Rect:
        """The part of the board (board mm) that ``page`` shows on the finished board: its window less
        the strips cut away (left, top) and glued under (right, bottom)."""
        x0 = self.cut_x(page.col) if page.col > 1 else page.x
        x1 = self.cut_x(page.col + 1) if page.col < self.cols else page.x + page.w
        y1 = self.cut_y(page.row) if page.row > 1 else page.y + page.h
        y0 = self.cut_y(page.row + 1) if page.row < self.rows else page.y
        return x0, y0, x1, y1

    def visible_on_page(self, page: BoardPage) -> Rect:
        """:meth:`visible` in page mm (from the page's lower-left corner)."""
        x0, y0, x1, y1 = self.visible(page)
        dx, dy = page.at_x - page.x, page.at_y - page.y
        return x0 + dx, y0 + dy, x1 + dx, y1 + dy


def _seam_cost(at: float, avoid: list[tuple[float, float]], prefer: tuple[float, ...], even: float) -> float:
    """What a seam at ``at`` costs: cutting something that must stay whole (1000 each), missing the
    board's grid lines (10), and a little for each mm away from an even split."""
    cost = 1000.0 * sum(1 for a, b in avoid if a - 1.0 < at < b + 1.0)
    if prefer and min(abs(at - p) for p in prefer) > 0.01:
        cost += 10.0
    return cost + abs(at - even) * 0.01


def _seams(length: float, view: float, overlap: float, avoid: list[tuple[float, float]],
           prefer: tuple[float, ...]) -> tuple[list[float], float] | None:
    """The seams (board mm, the middle of each overlap) of the fewest windows of at most ``view`` mm
    covering ``length`` mm, each overlapping the next by ``overlap`` mm, placed at the least total
    :func:`_seam_cost`; with that cost. None if ``view`` leaves no room for an overlap."""
    if length <= view:
        return [], 0.0
    if view <= 2 * overlap:
        return None
    n = math.ceil((length - overlap) / (view - overlap) - 1e-9)
    half = overlap / 2
    candidates = sorted({round(x, 2) for x in [i / 2 for i in range(int(2 * overlap), int(2 * (length - overlap)))]
                         + [p for p in prefer if overlap <= p <= length - overlap]
                         + [e for a, b in avoid for e in (a - 1.5, b + 1.5) if overlap <= e <= length - overlap]})
    evens = [length * (i + 1) / n for i in range(n - 1)]
    # best[i][k]: the least cost of seams 1..i+1 with seam i+1 at candidates[k], and the seam before it
    best: list[dict[int, tuple[float, int]]] = []
    for i in range(n - 1):
        row: dict[int, tuple[float, int]] = {}
        for k, at in enumerate(candidates):
            own = _seam_cost(at, avoid, prefer, evens[i])
            if i == 0:
                if at + half <= view + 1e-9:
                    row[k] = (own, -1)
                continue
            options = [(cost + own, j) for j, (cost, _) in best[-1].items()
                       if 2 * overlap <= at - candidates[j] <= view - overlap + 1e-9]
            if options:
                row[k] = min(options)
        best.append(row)
    ends = [(cost, k) for k, (cost, _) in best[-1].items() if length - candidates[k] + half <= view + 1e-9]
    if not ends:
        return None
    cost, k = min(ends)
    seams = []
    for i in range(n - 2, -1, -1):
        seams.append(candidates[k])
        k = best[i][k][1]
    return seams[::-1], cost


def _spans(length: float, seams: list[float], overlap: float) -> list[tuple[float, float]]:
    """(start, size) of each window between ``seams``, reaching ``overlap / 2`` past each seam."""
    edges = [0.0] + seams + [length]
    out = []
    for i in range(len(edges) - 1):
        start = 0.0 if i == 0 else edges[i] - overlap / 2
        end = length if i == len(edges) - 2 else edges[i + 1] + overlap / 2
        out.append((round(start, 4), round(end - start, 4)))
    return out


def _axis(length: float, view: float, overlap: float, avoid: list[tuple[float, float]],
          prefer: tuple[float, ...]) -> tuple[list[float], float] | None:
    """:func:`_seams` with :data:`CROSS_ROOM` kept free for the registration crosses, unless that costs
    an extra page or moves a seam off the board's lines (losing the room costs less than a seam off
    its line, more than a few mm nearer an even split)."""
    roomy, tight = (_seams(length, v, overlap, avoid, prefer) for v in (view - CROSS_ROOM, view))
    if tight is None:
        return None
    if roomy is not None and len(roomy[0]) == len(tight[0]) and roomy[1] <= tight[1] + 5.0:
        return roomy
    return tight[0], tight[1] + 5.0


def plan_board(board_w: float, board_h: float, paper: Size, margin: float, overlap: float = 10.0,
               hints: SeamHints = SeamHints()) -> BoardPlan:
    """Split a ``board_w`` x ``board_h`` mm board over pages of ``paper``, inside a clear ``margin`` and
    below a :data:`HEADER` band, overlapping by ``overlap`` mm: the orientation with the fewest pages,
    then the seams that best follow ``hints`` (portrait on a tie). Raises ValueError if the paper leaves
    no room for an overlap."""
    best: tuple[int, float, BoardPlan] | None = None
    for pw, ph in ((paper.width, paper.height), (paper.height, paper.width)):
        view_w, view_h = pw - 2 * margin, ph - 2 * margin - HEADER
        across = _axis(board_w, view_w, overlap, [(r[0], r[2]) for r in hints.keep_whole], hints.lines_x)
        # rows run from the board's top: the seams are found from the top edge down
        down = _axis(board_h, view_h, overlap, [(board_h - r[3], board_h - r[1]) for r in hints.keep_whole],
                     tuple(board_h - y for y in hints.lines_y))
        if across is None or down is None:
            continue
        cols, rows = _spans(board_w, across[0], overlap), _spans(board_h, down[0], overlap)
        pages = []
        for r, (dy, h) in enumerate(rows):
            for c, (x, w) in enumerate(cols):
                pages.append(BoardPage(r + 1, c + 1, len(rows), len(cols), x, round(board_h - dy - h, 4), w, h,
                                       margin + (view_w - w) / 2, margin + (view_h - h) / 2))
        plan = BoardPlan(board_w, board_h, pw, ph, len(rows), len(cols), margin, pages, overlap)
        key = (len(pages), round(across[1] + down[1]))  # a few mm nearer an even split is no reason to turn
        if best is None or key < best[:2]:
            best = (*key, plan)
    if best is None:
        raise ValueError(f"{paper.name} paper is too small to split a board over pages")
    return best[2]


def single_plan(board_w: float, board_h: float, margin: float) -> BoardPlan:
    """The whole board on one page of its own size plus ``margin`` (and the label band): for a print
    shop (``--board single``)."""
    pw, ph = board_w + 2 * margin, board_h + 2 * margin + HEADER
    return BoardPlan(board_w, board_h, pw, ph, 1, 1, margin,
                     [BoardPage(1, 1, 1, 1, 0.0, 0.0, board_w, board_h, margin, margin)])


@dataclass(frozen=True)
class _Seam:
    """One side of a seam as one page sees it: ``axis`` "x" (a vertical seam at board x ``at``) or "y";
    ``cut`` True on the page that is cut along it (the strip beyond is cut away), False on the page
    that is glued under (the strip beyond is covered); ``towards`` is +1 or -1, the direction (along
    the axis) of the hidden strip from the seam."""

    axis: str
    at: float
    cut: bool
    towards: int
    words: str


def _seams_of(plan: BoardPlan, page: BoardPage) -> list[_Seam]:
    """The seams on ``page``'s edges, each with the side of it that is hidden and its words."""
    out = []
    if page.col > 1:
        out.append(_Seam("x", plan.cut_x(page.col), True, -1,
                         "cut off this strip along the dashed line; lay the cut edge on the solid line of the page to the left"))
    if page.col < plan.cols:
        out.append(_Seam("x", plan.cut_x(page.col + 1), False, +1,
                         "glue here: the next page's cut edge goes on the solid line and covers this strip"))
    if page.row > 1:
        out.append(_Seam("y", plan.cut_y(page.row), True, +1,
                         "cut off this strip along the dashed line; lay the cut edge on the solid line of the page above"))
    if page.row < plan.rows:
        out.append(_Seam("y", plan.cut_y(page.row + 1), False, -1,
                         "glue here: the cut edge of the page below goes on the solid line and covers this strip"))
    return out


def _seam_marks(c, page: BoardPage, seam: _Seam, overlap: float) -> None:
    """Draw one seam's line and words on ``c`` (page mm), all within the strip that ``seam`` hides:
    the line's stroke lies wholly on the hidden side of the seam, the words in the middle of the strip."""
    from reportlab.pdfbase.pdfmetrics import getAscentDescent, stringWidth

    from pnp.paper import FONT, MM

    dx, dy = page.at_x - page.x, page.at_y - page.y
    size = SEAM_TEXT_PT / MM
    ascent, descent = (v / MM for v in getAscentDescent(FONT, SEAM_TEXT_PT))
    line_at = seam.at + seam.towards * SEAM_LINE  # the stroke (and its round-off) wholly on the hidden side
    _veil(c, page, seam, overlap)
    if seam.cut:
        c.setDash(2, 1.2)
    c.setLineWidth(SEAM_LINE)
    # the words' baseline: the text's full height centred in the strip, half the overlap wide
    middle = seam.at + seam.towards * overlap / 4
    if seam.axis == "x":
        x = line_at + dx
        c.line(x, page.at_y, x, page.at_y + page.h)
        c.setDash()
        # turned a quarter anticlockwise: the glyphs rise towards -x
        base = middle + (ascent + descent) / 2 + dx
        along = page.at_y + 8
        c.saveState()
        c.translate(base, along)
        c.rotate(90)
        c.setFont(FONT, size)
        c.drawString(0, 0, _fit(seam.words, stringWidth, FONT, SEAM_TEXT_PT, page.h - 16))
        c.restoreState()
    else:
        y = line_at + dy
        c.line(page.at_x, y, page.at_x + page.w, y)
        c.setDash()
        base = middle - (ascent + descent) / 2 + dy
        c.setFont(FONT, size)
        c.drawString(page.at_x + 8, base, _fit(seam.words, stringWidth, FONT, SEAM_TEXT_PT, page.w - 16))


def _veil(c, page: BoardPage, seam: _Seam, overlap: float) -> None:
    """Pale the strip that ``seam`` hides with a veil of white (:data:`VEIL` opaque), so the board that
    stays reads at full strength and the seam's line is the edge between the two, whatever board art
    (a dashed outline, a line of the board's own) lies near it."""
    dx, dy = page.at_x - page.x, page.at_y - page.y
    near, far = sorted((seam.at + seam.towards * 0.05, seam.at + seam.towards * overlap / 2))
    c.saveState()
    c.setFillColorRGB(1, 1, 1)
    c.setFillAlpha(VEIL)
    if seam.axis == "x":
        c.rect(near + dx, page.at_y, far - near, page.h, stroke=0, fill=1)
    else:
        c.rect(page.at_x, near + dy, page.w, far - near, stroke=0, fill=1)
    c.restoreState()


def _fit(words: str, width, font: str, size: float, room: float) -> str:
    """``words``, cut at a word and ended with an ellipsis where they are longer than ``room`` mm."""
    from pnp.paper import MM

    if width(words, font, size) / MM <= room:
        return words
    parts = words.split(" ")
    while len(parts) > 1 and width(" ".join(parts) + " …", font, size) / MM > room:
        parts.pop()
    return " ".join(parts) + " …"


def _crosses(c, plan: BoardPlan, page: BoardPage) -> None:
    """Registration crosses on every seam of ``page`` where it meets the board's outer edge, just
    outside the board (trimmed off last), where the page has room for them."""
    dx, dy = page.at_x - page.x, page.at_y - page.y
    top_room = plan.page_h - plan.margin - HEADER
    spots = []
    seams_x = [plan.cut_x(col) for col in (page.col, page.col + 1) if 1 < col <= plan.cols]
    seams_y = [plan.cut_y(row) for row in (page.row, page.row + 1) if 1 < row <= plan.rows]
    for sx in seams_x:
        if page.row == 1:
            spots.append((sx + dx, plan.board_h + CROSS_OUT + dy))
        if page.row == plan.rows:
            spots.append((sx + dx, -CROSS_OUT + dy))
    for sy in seams_y:
        if page.col == 1:
            spots.append((-CROSS_OUT + dx, sy + dy))
        if page.col == plan.cols:
            spots.append((plan.board_w + CROSS_OUT + dx, sy + dy))
    reach = CROSS_ARM + SEAM_LINE
    for x, y in spots:
        if plan.margin <= x - reach and x + reach <= plan.page_w - plan.margin and \
                plan.margin <= y - reach and y + reach <= top_room:
            c.circle(x, y, CROSS_RADIUS, stroke=1, fill=0)
            c.line(x - CROSS_ARM, y, x + CROSS_ARM, y)
            c.line(x, y - CROSS_ARM, x, y + CROSS_ARM)


def draw_board_page(c, plan: BoardPlan, page: BoardPage, form: str, ink, faint, title: str) -> None:
    """Draw ``page`` of ``plan`` on canvas ``c`` (scaled to mm): the board window (form ``form``, drawn
    in board mm), each seam's line and words in the strip it hides, the registration crosses outside
    the board, and the page's label in the band above. ``ink`` and ``faint`` are reportlab colours for
    the lines and the words. Every text is :data:`SEAM_TEXT_PT` pt."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    from pnp.paper import FONT, MM

    c.saveState()
    p = c.beginPath()
    p.rect(page.at_x, page.at_y, page.w, page.h)
    c.clipPath(p, stroke=0, fill=0)
    c.saveState()
    c.translate(page.at_x - page.x, page.at_y - page.y)
    c.scale(1 / MM, 1 / MM)  # the form is drawn in points of its own mm-scaled space
    c.doForm(form)
    c.restoreState()
    c.restoreState()

    c.setStrokeColor(ink)
    for seam in _seams_of(plan, page):
        c.setFillColor(faint)
        _seam_marks(c, page, seam, plan.overlap)
    c.setLineWidth(SEAM_LINE)
    _crosses(c, plan, page)
    label = f"{title} · board page {plan.pages.index(page) + 1} of {len(plan.pages)} · {page.place} · print at 100 %"
    c.setFillColor(ink)
    c.setFont(FONT, SEAM_TEXT_PT / MM)
    c.drawString(plan.margin, plan.page_h - plan.margin - HEADER / 2,
                 _fit(label, stringWidth, FONT, SEAM_TEXT_PT, plan.page_w - 2 * plan.margin))


def draw_assembly_map(c, plan: BoardPlan, x: float, y: float, w: float, h: float, page_numbers: list[int],
                      ink) -> None:
    """The assembly map in the box (``x``, ``y``, ``w``, ``h``; mm on a canvas scaled to mm): the board
    outline with the part of every page that stays visible, numbered with its page number in the PDF
    (``page_numbers``, one per board page) and its row and column. Texts are at least 7 pt."""
    from pnp.paper import FONT, FONT_BOLD, MM

    s = min(w / plan.board_w, h / plan.board_h)
    ox, oy = x + (w - plan.board_w * s) / 2, y + (h - plan.board_h * s) / 2
    c.setStrokeColor(ink)
    c.setFillColor(ink)
    c.setLineWidth(0.6)
    c.rect(ox, oy, plan.board_w * s, plan.board_h * s, stroke=1, fill=0)
    c.setLineWidth(0.25)
    for number, p in zip(page_numbers, plan.pages):
        x0, y0, x1, y1 = plan.visible(p)
        c.setDash(1.2, 0.8)
        c.rect(ox + x0 * s, oy + y0 * s, (x1 - x0) * s, (y1 - y0) * s, stroke=1, fill=0)
        c.setDash()
        cx, cy = ox + (x0 + x1) / 2 * s, oy + (y0 + y1) / 2 * s
        big = max(9 / MM, min(4.2, (x1 - x0) * s / 6))
        c.setFont(FONT_BOLD, big)
        c.drawCentredString(cx, cy, f"p. {number}")
        c.setFont(FONT, 7.5 / MM)
        c.drawCentredString(cx, cy - big * 0.95, f"row {p.row}, col {p.col}")


def board_pages(board_w: float, board_h: float, opts, drawer, ink, faint, title: str, what: str,
                hints: SeamHints = SeamHints()) -> tuple[BoardPlan, list]:
    """A game's board as :class:`pnp.art.ExtraPage` objects: split over pages of ``opts``'s paper by
    :func:`plan_board` (seams placed by ``hints``), or on one page of its own (``opts.board ==
    "single"``). ``drawer(canvas)`` draws the whole ``board_w`` x ``board_h`` mm board once, into the
    PDF form ``"board"``; ``ink`` and ``faint`` colour the marks; ``what`` starts the contents page's
    note (e.g. "22 × 21 squares of 20 mm"). Returns the plan (for the assembly map) and the pages."""
    from functools import partial

    from pnp.art import ExtraPage
    from pnp.catalogue import load_paper

    margin = load_paper().margins.minimum
    plan = single_plan(board_w, board_h, margin) if opts.board == "single" else \
        plan_board(board_w, board_h, opts.paper_size(), margin, hints=hints)
    how = ("one page of the board's own size, for a print shop" if opts.board == "single" else
           f"{len(plan.pages)} pages ({plan.rows} × {plan.cols}) that overlap by {plan.overlap:g} mm: see the assembly map")

    def draw_page(page: BoardPage, c, form) -> None:
        draw_board_page(c, plan, page, form("board", board_w, board_h, drawer), ink, faint, title)

    pages = [ExtraPage(BOARD, plan.page_w, plan.page_h, partial(draw_page, page), count="1" if i == 0 else "",
                       size=f"{board_w:g} × {board_h:g} mm", note=f"{what} on {how}. Reconstructed layout.")
             for i, page in enumerate(plan.pages)]
    return plan, pages
