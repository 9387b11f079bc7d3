"""A board larger than the paper, split over pages the way poster tilers do it.

:func:`plan_board` chooses the orientation (portrait or landscape) and the grid of pages that use the
fewest pages, each page showing a window of the board at full size (1 mm on the board is 1 mm on the
page). Neighbouring windows overlap by at least ``overlap`` mm. In each overlap the page to the right
(or below) carries a dashed **cut line** with scissors; the page to the left (or above) carries the
same line as an **alignment line** where the cut edge is laid and glued. Both lines sit at the same
board position, with registration crosses at their ends, so the board's own grid lines continue across
the join. Each page names its place (``row 1, column 2 of 2 × 3``); :func:`draw_assembly_map` draws
the map of all pages for the contents page.

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
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from pnp.catalogue import Size

#: the band (mm) at the top of each board page for its label
HEADER = 6.0


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
    grid, the clear ``margin`` and the pages in reading order."""

    board_w: float
    board_h: float
    page_w: float
    page_h: float
    rows: int
    cols: int
    margin: float
    pages: list[BoardPage]

    @property
    def landscape(self) -> bool:
        """True if the pages are printed landscape."""
        return self.page_w > self.page_h

    def overlaps(self) -> list[float]:
        """The overlap (mm) between each pair of neighbouring pages, across and down."""
        out = []
        for p in self.pages:
            if p.col > 1:
                left = self.pages[self.pages.index(p) - 1]
                out.append(left.x + left.w - p.x)
            if p.row > 1:
                above = self.pages[self.pages.index(p) - self.cols]
                out.append(p.y + p.h - above.y)
        return out

    def cut_x(self, col: int) -> float:
        """Board x (mm) of the vertical cut line between columns ``col - 1`` and ``col``: the middle of
        their overlap."""
        left, right = self.pages[col - 2], self.pages[col - 1]
        return (right.x + left.x + left.w) / 2

    def cut_y(self, row: int) -> float:
        """Board y (mm) of the horizontal cut line between rows ``row - 1`` and ``row``."""
        above, below = self.pages[(row - 2) * self.cols], self.pages[(row - 1) * self.cols]
        return (above.y + below.y + below.h) / 2


def _windows(length: float, view: float, overlap: float) -> list[tuple[float, float]]:
    """(start, size) of the fewest windows of at most ``view`` mm covering ``length`` mm, all the same
    size, each overlapping the one before by exactly ``overlap`` mm."""
    if length <= view:
        return [(0.0, length)]
    n = math.ceil((length - overlap) / (view - overlap) - 1e-9)
    size = (length + (n - 1) * overlap) / n
    return [(round(i * (size - overlap), 4), round(size, 4)) for i in range(n)]


def plan_board(board_w: float, board_h: float, paper: Size, margin: float, overlap: float = 10.0) -> BoardPlan:
    """Split a ``board_w`` x ``board_h`` mm board over pages of ``paper``, inside a clear ``margin`` and
    below a :data:`HEADER` band, overlapping by at least ``overlap`` mm: the orientation with the fewest
    pages (portrait on a tie). Raises ValueError if the paper leaves no room for an overlap."""
    best: BoardPlan | None = None
    for pw, ph in ((paper.width, paper.height), (paper.height, paper.width)):
        view_w, view_h = pw - 2 * margin, ph - 2 * margin - HEADER
        if min(view_w, view_h) <= overlap * 2:
            raise ValueError(f"{paper.name} paper is too small to split a board over pages")
        across, down = _windows(board_w, view_w, overlap), _windows(board_h, view_h, overlap)
        pages = []
        for r, (dy, h) in enumerate(down):
            y = board_h - dy - h  # row 1 is the board's top
            for c, (x, w) in enumerate(across):
                at_x = margin + (view_w - w) / 2
                at_y = margin + (view_h - h) / 2
                pages.append(BoardPage(r + 1, c + 1, len(down), len(across), x, round(y, 4), w, h, at_x, at_y))
        plan = BoardPlan(board_w, board_h, pw, ph, len(down), len(across), margin, pages)
        if best is None or len(plan.pages) < len(best.pages):
            best = plan
    assert best is not None
    return best


def single_plan(board_w: float, board_h: float, margin: float) -> BoardPlan:
    """The whole board on one page of its own size plus ``margin`` (and the label band): for a print
    shop (``--board single``)."""
    pw, ph = board_w + 2 * margin, board_h + 2 * margin + HEADER
    return BoardPlan(board_w, board_h, pw, ph, 1, 1, margin,
                     [BoardPage(1, 1, 1, 1, 0.0, 0.0, board_w, board_h, margin, margin)])


def draw_board_page(c, plan: BoardPlan, page: BoardPage, form: str, ink, faint, title: str) -> None:
    """Draw ``page`` of ``plan`` on canvas ``c`` (scaled to mm): the board window (form ``form``, drawn
    in board mm), the cut and alignment lines in the overlaps, and the page's label. ``ink`` and
    ``faint`` are reportlab colours for the marks and the hint texts."""
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

    def to_page(bx: float, by: float) -> tuple[float, float]:
        return page.at_x + bx - page.x, page.at_y + by - page.y

    c.setLineWidth(0.3)
    c.setStrokeColor(ink)
    c.setFillColor(ink)
    marks = []
    if page.col > 1:  # cut along the left overlap; the page to the left is aligned to this edge
        x, _ = to_page(plan.cut_x(page.col), 0)
        marks.append(("v", x, "cut here, then lay this edge on the line of the page to the left"))
    if page.col < plan.cols:
        x, _ = to_page(plan.cut_x(page.col + 1), 0)
        marks.append(("v", x, "align: the next page's cut edge goes on this line; glue under it"))
    if page.row > 1:
        _, y = to_page(0, plan.cut_y(page.row))
        marks.append(("h", y, "cut here, then lay this edge on the line of the page above"))
    if page.row < plan.rows:
        _, y = to_page(0, plan.cut_y(page.row + 1))
        marks.append(("h", y, "align: the cut edge of the page below goes on this line; glue under it"))
    for kind, at, hint in marks:
        c.setDash(2, 1.2)
        if kind == "v":
            y0, y1 = page.at_y, page.at_y + page.h
            c.line(at, y0, at, y1)
            ends = [(at, y0 + 3), (at, y1 - 3), (at, (y0 + y1) / 2)]
        else:
            x0, x1 = page.at_x, page.at_x + page.w
            c.line(x0, at, x1, at)
            ends = [(x0 + 3, at), (x1 - 3, at), ((x0 + x1) / 2, at)]
        c.setDash()
        for ex, ey in ends:  # registration crosses: circle and cross hairs
            c.circle(ex, ey, 1.6, stroke=1, fill=0)
            c.line(ex - 2.6, ey, ex + 2.6, ey)
            c.line(ex, ey - 2.6, ex, ey + 2.6)
        c.saveState()
        c.setFillColor(faint)
        c.setFont(FONT, 2.2)
        if kind == "v":
            c.translate(at - 0.8, page.at_y + 8)
            c.rotate(90)
            c.drawString(0, 0, hint)
        else:
            c.drawString(page.at_x + 8, at + 0.8, hint)
        c.restoreState()
    label = f"{title} · board page {plan.pages.index(page) + 1} of {len(plan.pages)} · {page.place} · print at 100 %"
    c.setFillColor(ink)
    size = 3.0
    while size > 2 and stringWidth(label, FONT, size) > plan.page_w - 2 * plan.margin:
        size -= 0.1
    c.setFont(FONT, size)
    c.drawString(plan.margin, plan.page_h - plan.margin - size, label)


def draw_assembly_map(c, plan: BoardPlan, x: float, y: float, w: float, h: float, first_page: int, ink) -> None:
    """The assembly map in the box (``x``, ``y``, ``w``, ``h``; mm on a canvas scaled to mm): the board
    outline with every page's window, numbered with its page number in the PDF (``first_page`` for the
    first board page) and its row and column."""
    from pnp.paper import FONT, FONT_BOLD

    s = min(w / plan.board_w, h / plan.board_h)
    ox, oy = x + (w - plan.board_w * s) / 2, y + (h - plan.board_h * s) / 2
    c.setStrokeColor(ink)
    c.setFillColor(ink)
    c.setLineWidth(0.6)
    c.rect(ox, oy, plan.board_w * s, plan.board_h * s, stroke=1, fill=0)
    c.setLineWidth(0.25)
    for i, p in enumerate(plan.pages):
        c.setDash(1.2, 0.8)
        c.rect(ox + p.x * s + 0.6, oy + p.y * s + 0.6, p.w * s - 1.2, p.h * s - 1.2, stroke=1, fill=0)
        c.setDash()
        cx, cy = ox + (p.x + p.w / 2) * s, oy + (p.y + p.h / 2) * s
        big = min(4.2, p.w * s / 6)
        c.setFont(FONT_BOLD, big)
        c.drawCentredString(cx, cy, f"p. {first_page + i}")
        c.setFont(FONT, big * 0.6)
        c.drawCentredString(cx, cy - big * 0.8, f"row {p.row}, col {p.col}")


def board_pages(board_w: float, board_h: float, opts, drawer, ink, faint, title: str, what: str) -> tuple[BoardPlan, list]:
    """A game's board as :class:`pnp.art.ExtraPage` objects: split over pages of ``opts``'s paper by
    :func:`plan_board`, or on one page of its own (``opts.board == "single"``). ``drawer(canvas)`` draws
    the whole ``board_w`` x ``board_h`` mm board once, into the PDF form ``"board"``; ``ink`` and
    ``faint`` colour the marks; ``what`` starts the contents page's note (e.g. "22 × 21 squares of
    20 mm"). Returns the plan (for the assembly map) and the pages."""
    from functools import partial

    from pnp.art import ExtraPage
    from pnp.catalogue import load_paper

    margin = load_paper().margins.minimum
    plan = single_plan(board_w, board_h, margin) if opts.board == "single" else \
        plan_board(board_w, board_h, opts.paper_size(), margin)
    how = ("one page of the board's own size, for a print shop" if opts.board == "single" else
           f"{len(plan.pages)} pages ({plan.rows} × {plan.cols}) that overlap by 10 mm: see the assembly map")

    def draw_page(page: BoardPage, c, form) -> None:
        draw_board_page(c, plan, page, form("board", board_w, board_h, drawer), ink, faint, title)

    pages = [ExtraPage("Board", plan.page_w, plan.page_h, partial(draw_page, page), count="1" if i == 0 else "",
                       size=f"{board_w:g} × {board_h:g} mm", note=f"{what} on {how}. Reconstructed layout.")
             for i, page in enumerate(plan.pages)]
    return plan, pages
