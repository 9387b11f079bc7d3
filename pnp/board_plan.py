"""Where a board larger than the paper is cut: the pages of a split board and their seams
(:func:`plan_board`), drawn by :mod:`pnp.boards`.

The board is cut into rows of pages by horizontal seams, and each row into pages by vertical seams of
its own, each row portrait or landscape. A seam is placed at the least cost of what it cuts, in the
order :class:`SeamHints` names (a field or space, then a word, then a picture), pages counted in
between (a page is worth a word, not a picture), then the board's own lines and an even split.

>>> from gamedata.catalogue import Size
>>> plan = plan_board(460, 200, Size(name="A4", width=210, height=297), margin=6)
>>> plan.grid, plan.cut_x(2), plan.visible(plan.pages[1])
('1 × 3', 155.0, (155.0, 0.0, 305.0, 200.0))
"""

from __future__ import annotations

import bisect
import functools
import itertools
import math
from dataclasses import dataclass, field
from typing import Callable

from gamedata.catalogue import Size

#: the band (mm) at the top of each board page for its label
HEADER = 6.0
#: room (mm) kept outside the board, where the pages allow, for the registration crosses
CROSS_ROOM = 8.0

Rect = tuple[float, float, float, float]  # x0, y0, x1, y1 in board mm, y up from the board's lower edge


@dataclass(frozen=True)
class SeamHints:
    """Where a board's seams should and should not run (board mm, origin at the board's lower-left
    corner, y up), in the order they matter: ``keep_whole``, the rectangles no seam may cut in two (a
    field, a space a piece stands on, a start mark); ``words``, the boxes of the board's words (filled
    in by :func:`pnp.boards.board_pages` from the drawing itself); ``art``, pictures best left whole (a boat's
    mast, a palm); and ``lines_x`` / ``lines_y``, the board's own lines, where a seam is neatest.
    A seam may run along the edge two rectangles share. Hints are wishes: the planner spends an
    extra page to keep a field, a space or a word whole, not a picture; where no grid of pages can
    keep something whole, a seam goes where it must."""

    keep_whole: tuple[Rect, ...] = ()
    lines_x: tuple[float, ...] = ()
    lines_y: tuple[float, ...] = ()
    words: tuple[Rect, ...] = ()
    art: tuple[Rect, ...] = ()


#: what cutting one thing costs the planner (a page costs :data:`PAGE`): a field or space, a word, a
#: picture; and how close (mm) a seam may pass each without cutting it
FIELD_COST, WORD_COST, PAGE, ART_COST = 1e8, 1e6, 1e4, 100.0
FIELD_CLEAR, WORD_CLEAR, ART_CLEAR = 0.0, 0.8, 0.3
#: a seam off the board's lines; losing the crosses' room
OFF_LINE, NO_ROOM = 10.0, 5.0


@dataclass(frozen=True)
class BoardPage:
    """One page of a split board: its ``row`` (1-based, row 1 at the board's top) and ``col`` (1-based
    within its row: each row of pages has its own ``cols`` and its own vertical seams), the board
    window it shows (``x``, ``y`` its lower-left corner in board mm, ``w`` x ``h``), where that corner
    lies on the page (``at_x``, ``at_y`` in page mm), and the page's size (``page_w`` x ``page_h`` mm:
    a row of pages may be printed landscape and the next portrait)."""

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
    page_w: float = 0.0
    page_h: float = 0.0

    @property
    def place(self) -> str:
        """``'row 1 of 2, column 2 of 3'``: each row of pages has its own number of columns."""
        return f"row {self.row} of {self.rows}, column {self.col} of {self.cols}"


@dataclass(frozen=True)
class BoardPlan:
    """The pages of a board: the board's size, the clear ``margin``, the pages in reading order (row by
    row), the board y (mm, y up) of the horizontal seams from the top down (``cuts_y``), the board x of
    each row's vertical seams from the left (``cuts_x``, one tuple per row), and the ``overlap`` (mm) of
    neighbouring pages (0 for a board on one page)."""

    board_w: float
    board_h: float
    margin: float
    pages: list[BoardPage]
    cuts_y: tuple[float, ...] = ()
    cuts_x: tuple[tuple[float, ...], ...] = ((),)
    overlap: float = 0.0

    @property
    def rows(self) -> int:
        """The rows of pages."""
        return len(self.cuts_y) + 1

    def cols(self, row: int) -> int:
        """The pages in ``row`` (1-based)."""
        return len(self.cuts_x[row - 1]) + 1

    @property
    def grid(self) -> str:
        """``'2 × 3'`` for a plain grid; ``'2 rows of 4 pages'`` or ``'rows of 4 and 3 pages'`` where each row
        has seams of its own."""
        counts = [self.cols(r) for r in range(1, self.rows + 1)]
        if len(set(self.cuts_x)) == 1:
            return f"{self.rows} × {counts[0]}"
        if len(set(counts)) == 1:
            return f"{self.rows} rows of {counts[0]} pages"
        return "rows of " + ", ".join(map(str, counts[:-1])) + f" and {counts[-1]} pages"

    def at(self, row: int, col: int) -> BoardPage:
        """The page in ``row``, ``col`` (1-based)."""
        return next(p for p in self.pages if (p.row, p.col) == (row, col))

    def overlaps(self) -> list[float]:
        """The overlap (mm) between each pair of neighbouring pages: across, and down (measured over
        every pair of pages above and below one another)."""
        out = []
        for p in self.pages:
            if p.col > 1:
                left = self.at(p.row, p.col - 1)
                out.append(round(left.x + left.w - p.x, 4))
            if p.row > 1:
                above = self.at(p.row - 1, 1)
                out.append(round(p.y + p.h - above.y, 4))
        return out

    def cut_x(self, col: int, row: int = 1) -> float:
        """Board x (mm) of the vertical seam of ``row`` between its columns ``col - 1`` and ``col``: the
        middle of their overlap."""
        return self.cuts_x[row - 1][col - 2]

    def cut_y(self, row: int) -> float:
        """Board y (mm) of the horizontal seam between rows ``row - 1`` and ``row``."""
        return self.cuts_y[row - 2]

    def seams(self) -> list[tuple[str, float, float, float]]:
        """Every seam as it runs on the finished board: ``("x", x, y0, y1)`` for a vertical seam from y0
        to y1, ``("y", y, x0, x1)`` for a horizontal one (board mm)."""
        out = [("y", y, 0.0, self.board_w) for y in self.cuts_y]
        edges = [self.board_h, *self.cuts_y, 0.0]
        for r, xs in enumerate(self.cuts_x):
            out += [("x", x, edges[r + 1], edges[r]) for x in xs]
        return out

    def visible(self, page: BoardPage) -> Rect:
        """The part of the board (board mm) that ``page`` shows on the finished board: its window less
        the strips cut away (left, top) and glued under (right, bottom)."""
        x0 = self.cut_x(page.col, page.row) if page.col > 1 else page.x
        x1 = self.cut_x(page.col + 1, page.row) if page.col < page.cols else page.x + page.w
        y1 = self.cut_y(page.row) if page.row > 1 else page.y + page.h
        y0 = self.cut_y(page.row + 1) if page.row < self.rows else page.y
        return x0, y0, x1, y1

    def visible_on_page(self, page: BoardPage) -> Rect:
        """:meth:`visible` in page mm (from the page's lower-left corner)."""
        x0, y0, x1, y1 = self.visible(page)
        dx, dy = page.at_x - page.x, page.at_y - page.y
        return x0 + dx, y0 + dy, x1 + dx, y1 + dy


@dataclass(frozen=True)
class _Keep:
    """A hint's rectangles along one axis: ``spans`` (lo, hi) where a seam costs ``cost``, ``across``
    the rectangles' extent along the other axis, to tell which part of the board a seam crosses."""

    spans: tuple[tuple[float, float], ...]
    across: tuple[tuple[float, float], ...]
    cost: float
    clear: float


def _keeps(hints: SeamHints, axis: str) -> list[_Keep]:
    """The hints' rectangles along ``axis`` ("x": a vertical seam's x; "y": a horizontal seam's y)."""
    out = []
    for rects, cost, clear in ((hints.keep_whole, FIELD_COST, FIELD_CLEAR), (hints.words, WORD_COST, WORD_CLEAR),
                               (hints.art, ART_COST, ART_CLEAR)):
        if axis == "x":
            out.append(_Keep(tuple((r[0], r[2]) for r in rects), tuple((r[1], r[3]) for r in rects), cost, clear))
        else:
            out.append(_Keep(tuple((r[1], r[3]) for r in rects), tuple((r[0], r[2]) for r in rects), cost, clear))
    return out


#: a rectangle a seam meets: its span along the seam's axis (mm) and what cutting it costs
_Span = tuple[float, float, float]


def _cutter(keeps: list[_Keep], lo: float, hi: float, prefer: tuple[float, ...]
            ) -> tuple[Callable[[float], float], list[float], frozenset[_Span]]:
    """What a seam costs at each position, for a seam that runs from ``lo`` to ``hi`` along the other
    axis: every rectangle it cuts, and :data:`OFF_LINE` off the preferred lines; with the positions
    worth trying (the edges of every rectangle it meets, and the lines) and a key naming the
    rectangles it meets (two seams with the same key cost the same everywhere)."""
    spans = [(a - k.clear, b + k.clear, k.cost) for k in keeps for (a, b), (c, d) in zip(k.spans, k.across)
             if c < hi - 1e-6 and d > lo + 1e-6]

    inner = [(a + 1e-3, b - 1e-3, w) for a, b, w in spans if b - a > 2e-3]
    starts, ends = sorted((a, w) for a, _, w in inner), sorted((b, w) for _, b, w in inner)
    starts_at, ends_at = [a for a, _ in starts], [b for b, _ in ends]
    starts_sum, ends_sum = list(itertools.accumulate((w for _, w in starts), initial=0.0)), \
        list(itertools.accumulate((w for _, w in ends), initial=0.0))
    lines = sorted(prefer)

    def cost(at: float) -> float:
        # the rectangles begun strictly before ``at`` less those ended at or before it
        out = starts_sum[bisect.bisect_left(starts_at, at)] - ends_sum[bisect.bisect_right(ends_at, at)]
        k = bisect.bisect_left(lines, at)
        if lines and min(abs(at - p) for p in lines[max(0, k - 1):k + 1]) > 0.01:
            out += OFF_LINE
        return out

    spots = [e for a, b, _ in spans for e in (a, b)] + list(prefer)
    return cost, spots, frozenset(spans)


def _split(length: float, view: float, overlap: float, cost: Callable[[float], float],
           spots: list[float]) -> tuple[list[float], float] | None:
    """The seams (the middle of each overlap) of windows of at most ``view`` mm covering ``length`` mm,
    each overlapping the next by ``overlap`` mm, at the least total cost: ``cost(at)`` of each seam,
    :data:`PAGE` a window, and a little more the more uneven the windows; with that cost. None if
    ``view`` leaves no room for an overlap."""
    half = overlap / 2
    if length <= view + 1e-9:
        return [], PAGE + 1e-3 * length ** 2
    if view <= 2 * overlap:
        return None
    lo, hi = overlap, length - overlap
    grid = [lo + 5.0 * i for i in range(int((hi - lo) / 5.0) + 1)]
    candidates = sorted({round(x, 3) for x in grid + [hi] + [s for s in spots if lo <= s <= hi]})
    # best[k]: the least cost of the board left of a seam at candidates[k], and the seam before it
    best: list[tuple[float, int]] = []
    inf = (math.inf, -1)
    for k, at in enumerate(candidates):
        mine = cost(at) + PAGE
        option = (mine + 1e-3 * (at + half) ** 2, -1) if at + half <= view + 1e-9 else inf
        first = bisect.bisect_left(candidates, at - (view - overlap) - 1e-9)
        last = bisect.bisect_right(candidates, at - 2 * overlap)
        for j in range(first, min(last, k)):
            c = best[j][0]
            if c < math.inf:
                total = c + mine + 1e-3 * (at - candidates[j] + overlap) ** 2
                if total < option[0]:
                    option = (total, j)
        best.append(option)
    ends = [(c + PAGE + 1e-3 * (length - candidates[k] + half) ** 2, k) for k, (c, _) in enumerate(best)
            if c < math.inf and length - candidates[k] + half <= view + 1e-9]
    if not ends:
        return None
    total, k = min(ends)
    seams: list[float] = []
    while k >= 0:
        seams.append(candidates[k])
        k = best[k][1]
    return seams[::-1], total


def _spans(length: float, seams: list[float], overlap: float) -> list[tuple[float, float]]:
    """(start, size) of each window between ``seams``, reaching ``overlap / 2`` past each seam."""
    edges = [0.0] + seams + [length]
    out = []
    for i in range(len(edges) - 1):
        start = 0.0 if i == 0 else edges[i] - overlap / 2
        end = length if i == len(edges) - 2 else edges[i + 1] + overlap / 2
        out.append((round(start, 4), round(end - start, 4)))
    return out


@dataclass(frozen=True)
class _Row:
    """The best pages for one row of the board: its paper (``pw`` x ``ph``), its vertical seams and
    their cost (pages included)."""

    pw: float
    ph: float
    seams: list[float]
    cost: float


def _thin(ys: list[float], own: dict[float, float]) -> list[float]:
    """``ys`` less the horizontal seams not worth trying: those that cut more than the least cutting
    one (a picture, a seam off the lines aside), and in a stretch of equally good ones all but its
    ends and one in 20 mm."""
    least = min(own.values(), default=0.0)
    good = [y for y in ys if own[y] <= least + OFF_LINE + ART_COST - 1] or ys
    out: list[float] = []
    for i, y in enumerate(good):
        run_start = i == 0 or y - good[i - 1] > 5.01 or own[good[i - 1]] != own[y]
        run_end = i == len(good) - 1 or good[i + 1] - y > 5.01 or own[good[i + 1]] != own[y]
        if run_start or run_end or not out or y - out[-1] >= 20 or own[y] < least + 1:
            out.append(y)
    return out


@dataclass
class _RowPlanner:
    """The best pages for each row of a ``board_w`` x ``board_h`` mm board (:meth:`row`), on ``sheets``
    (the paper upright and turned, ``(width, height)`` mm) inside a clear ``margin`` and below the label
    band, pages overlapping by ``overlap`` mm; ``keep_x`` what a vertical seam should not cut. Rows that
    meet the same rectangles share their splits (``splits``, filled as rows are planned)."""

    board_w: float
    board_h: float
    sheets: list[tuple[float, float]]
    margin: float
    overlap: float
    keep_x: list[_Keep]
    lines_x: tuple[float, ...]
    splits: dict[tuple[frozenset[_Span], float], tuple[list[float], float] | None] = field(default_factory=dict)

    def height(self, y0: float, y1: float) -> float:
        """How tall (mm) the pages of the row between ``y0`` and ``y1`` are: the row and half an overlap past
        each seam (none past the board's edges)."""
        half = self.overlap / 2
        return y1 - y0 + (half if y0 > 0 else 0) + (half if y1 < self.board_h else 0)

    def row(self, y0: float, y1: float) -> _Row | None:
        """The best pages for the row of the board between y0 and y1 (the seams, or its edges): the paper
        upright or turned, the crosses' room kept or lost, at the least cost; None where no paper is tall
        enough or no split fits."""
        h = self.height(y0, y1)
        cost, spots, key = _cutter(self.keep_x, y0, y1, self.lines_x)
        found: _Row | None = None
        for pw, ph in self.sheets:
            view_w, view_h = pw - 2 * self.margin, ph - 2 * self.margin - HEADER
            if h > view_h + 1e-9:
                continue
            room = 0.0 if h <= view_h - CROSS_ROOM + 1e-9 else NO_ROOM
            for view, extra in ((view_w - CROSS_ROOM, 0.0), (view_w, NO_ROOM)):
                if (key, view) not in self.splits:
                    self.splits[key, view] = _split(self.board_w, view, self.overlap, cost, spots)
                split = self.splits[key, view]
                if split is not None and (found is None or split[1] + extra + room < found.cost - 1e-9):
                    found = _Row(pw, ph, split[0], split[1] + extra + room)
        return found


@functools.lru_cache(maxsize=16)
def plan_board(board_w: float, board_h: float, paper: Size, margin: float, overlap: float = 10.0,
               hints: SeamHints = SeamHints()) -> BoardPlan:
    """Split a ``board_w`` x ``board_h`` mm board over pages of ``paper``, inside a clear ``margin`` and
    below a :data:`HEADER` band, overlapping by ``overlap`` mm. The board is cut into rows of pages by
    horizontal seams, and each row into pages by its own vertical seams (so a seam can go round a field
    that the row above needs whole), each row portrait or landscape: the least total cost of what the
    seams cut (:class:`SeamHints`, in its order), pages (:data:`PAGE` each), seams off the board's
    lines and the crosses' room lost. Raises ValueError if the paper leaves no room for an overlap.
    The same arguments give the same plan, the one made the first time (a third of a second of planning for
    NIL's board: a print with the same paper, whatever its cards, bleed or layout, splits it alike), which
    its callers only read."""
    sheets = [(paper.width, paper.height), (paper.height, paper.width)]
    rows = _RowPlanner(board_w, board_h, sheets, margin, overlap, _keeps(hints, "x"), hints.lines_x)
    cost_y, spots_y, _ = _cutter(_keeps(hints, "y"), 0.0, board_w, hints.lines_y)
    lo, hi = overlap, board_h - overlap
    ys = sorted({round(y, 3) for y in [lo + 2.0 * i for i in range(int((hi - lo) / 2.0) + 1)] +
                 [s for s in spots_y if lo <= s <= hi]})
    own = {y: cost_y(y) for y in ys}
    chain = _best_rows(_thin(ys, own), own, rows, max(ph - 2 * margin - HEADER for _, ph in sheets))
    if chain is None:
        raise ValueError(f"{paper.name} paper is too small to split a {board_w:g} x {board_h:g} mm board over pages")
    return BoardPlan(board_w, board_h, margin, _row_pages(chain, rows), tuple(y0 for y0, _, _ in chain[:-1]),
                     tuple(tuple(r.seams) for _, _, r in chain), overlap)


def _best_rows(ys: list[float], own: dict[float, float], rows: _RowPlanner, tallest: float
               ) -> list[tuple[float, float, _Row]] | None:
    """The rows of pages at the least total cost, bottom first, each as (its lower seam or 0, its upper seam
    or the board's height, its pages), the horizontal seams chosen among ``ys`` (``own``: what each cuts);
    no row taller than ``tallest`` mm. None when no chain of rows covers the board."""
    board_h = rows.board_h
    # best[y]: the least cost of the board above a horizontal seam at y, the seam above it and its row
    best: dict[float, tuple[float, float, _Row]] = {}
    for y in [*sorted(ys, reverse=True), 0.0]:
        options = []
        for above in [board_h, *best]:
            if above <= y or rows.height(y, above) > tallest + 1e-9:
                continue
            r = rows.row(y, above)
            if r is None:
                continue
            before = best[above][0] if above != board_h else 0.0
            options.append((before + r.cost + (own[y] if y else 0.0), above, r))
        if options:
            best[y] = min(options, key=lambda o: o[0])
    if 0.0 not in best:
        return None
    chain: list[tuple[float, float, _Row]] = []
    y = 0.0
    while y != board_h:
        _, above, r = best[y]
        chain.append((y, above, r))
        y = above
    chain.reverse()
    return chain


def _row_pages(chain: list[tuple[float, float, _Row]], rows: _RowPlanner) -> list[BoardPage]:
    """The pages of ``chain``'s rows (as :func:`_best_rows` gives them), row by row, each page the part of
    the board it shows (half an overlap past each seam) centred in its view."""
    margin, half, board_h = rows.margin, rows.overlap / 2, rows.board_h
    pages = []
    for i, (y0, y1, r) in enumerate(chain):
        view_w, view_h = r.pw - 2 * margin, r.ph - 2 * margin - HEADER
        bottom = y0 - half if y0 > 0 else 0.0
        top = y1 + half if y1 < board_h else board_h
        cols = _spans(rows.board_w, r.seams, rows.overlap)
        for c, (x, w) in enumerate(cols):
            pages.append(BoardPage(i + 1, c + 1, len(chain), len(cols), x, round(bottom, 4), w, round(top - bottom, 4),
                                   margin + (view_w - w) / 2, margin + (view_h - (top - bottom)) / 2, r.pw, r.ph))
    return pages


def single_plan(board_w: float, board_h: float, margin: float) -> BoardPlan:
    """The whole board on one page of its own size plus ``margin`` (and the label band): for a print
    shop (``--board single``)."""
    pw, ph = board_w + 2 * margin, board_h + 2 * margin + HEADER
    return BoardPlan(board_w, board_h, margin, [BoardPage(1, 1, 1, 1, 0.0, 0.0, board_w, board_h, margin, margin, pw, ph)])
