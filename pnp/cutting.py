"""Cuts that show nothing of the neighbour: which cards may share a cut line, and the sheets that follow.

Two cards that lie edge to edge are parted by one cut. A home cut drifts by up to a millimetre, so the
strip of card the knife leaves on one card's edge is the other card's edge: where the two edges are
not the same colour, the card comes out with a sliver of its neighbour's colour (a red band beside a
yellow one). So a shared cut is kept only between equal edges, fronts and backs alike; between
unequal edges the sheet leaves a **gutter**: each card carries its own bleed past its own cut line
(two cuts, crop marks for both, a strip of waste between them), as the cards at a sheet's edge do.

A crafter wants both a clean edge and few cuts, in that order: a sliver is on the card for good, a cut
is a few seconds. So the sheets are filled to need as few gutters as they can:

* a row takes cards whose touching side edges are equal (cards of one kind, or speculation cards laid
  like dominoes, each card's right panel beside an equal left panel); a card that matches none of the
  row ends it, and the rest of the row stays empty;
* rows whose touching top and bottom edges differ are parted by a gutter (there is height to spare
  on most sheets); a row that no longer fits starts the next sheet;
* where the columns have width to spare for a gutter (turned cards on Letter), or where a sheet
  holds more cards that way (the speculation cards), every column is parted by a gutter and the
  row takes any card.

The colour of an edge is read, not declared: each face is drawn once, rendered at
:data:`PX_PER_MM` pixels a millimetre, and its band from 0.25 to 1 mm inside each edge is read as the
median colour of every :data:`SEGMENT` mm along it. Two edges are equal where every segment is within
:data:`TOLERANCE` in every channel (0-255): a difference a crafter does not see on a cut edge.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Iterable, Sequence

if TYPE_CHECKING:
    from PIL.Image import Image as PILImage

    from pnp.canvas import Canvas
    from pnp.imposition import SheetLayout

#: pixels a millimetre at which a face is rendered to read its edges
PX_PER_MM = 4
#: the length (mm) of the pieces of an edge whose colours are compared
SEGMENT = 4.0
#: the largest difference (0-255, in any of red, green and blue) of two edge colours read as one
TOLERANCE = 10
#: how deep (mm) inside the cut the band read as an edge's colour lies: a cut drifts by up to 1 mm
BAND = (0.25, 1.0)
#: how far (mm) a home cut drifts: a card with at least this much bleed of its own needs no matching
DRIFT = 1.0

Colour = tuple[float, ...]
#: an edge's colours, one a segment: along the edge from left to right, or from bottom to top
Edge = tuple[Colour, ...]


@dataclass(frozen=True)
class Edges:
    """The four edges of a face as it lies on the sheet (left, bottom, right, top)."""

    left: Edge
    bottom: Edge
    right: Edge
    top: Edge


def same_edge(a: Edge, b: Edge) -> bool:
    """True if a cut between edges ``a`` and ``b`` shows no sliver: every segment's colours within
    :data:`TOLERANCE`.

    >>> same_edge(((250, 240, 200),), ((245, 240, 205),)), same_edge(((250, 240, 200),), ((230, 240, 250),))
    (True, False)
    """
    return len(a) == len(b) and all(max(abs(u - v) for u, v in zip(p, q)) <= TOLERANCE for p, q in zip(a, b))


class EdgeReader:
    """Reads the edges of a game's faces (drawn by ``draw(canvas, key, w, h)`` in mm, a ``w`` x ``h``
    mm trim box, bleed ``bleed`` mm) as they lie on a sheet: ``turn`` 0 (upright), 90 (a front turned
    a quarter anticlockwise) or -90 (a back turned clockwise). Each face is rendered once."""

    def __init__(self, draw: Callable[[Canvas, str, float, float], None], w: float, h: float, bleed: float) -> None:
        self.draw, self.w, self.h, self.bleed = draw, w, h, bleed
        self._images: dict[str, PILImage] = {}
        self._edges: dict[tuple[str, int], Edges] = {}

    def prepare(self, keys: Iterable[str]) -> None:
        """Render every face of ``keys`` not yet rendered, all at once (one PDF of a page a face)."""
        missing = sorted(set(keys) - set(self._images))
        if not missing:
            return
        import pypdfium2
        from reportlab.pdfgen.canvas import Canvas

        from pnp.paper import MM

        w, h, b = self.w, self.h, self.bleed
        buf = io.BytesIO()
        c = Canvas(buf, pagesize=((w + 2 * b) * MM, (h + 2 * b) * MM))
        for key in missing:
            c.saveState()
            c.scale(MM, MM)
            c.translate(b, b)
            self.draw(c, key, w, h)
            c.restoreState()
            c.showPage()
        c.save()
        doc = pypdfium2.PdfDocument(buf.getvalue())
        try:
            for i, key in enumerate(missing):
                self._images[key] = doc[i].render(scale=PX_PER_MM * 25.4 / 72).to_pil().convert("RGB")
        finally:
            doc.close()

    def _image(self, key: str) -> PILImage:
        self.prepare([key])
        return self._images[key]

    def edges(self, key: str, turn: int = 0) -> Edges:
        """The edges of face ``key`` lying turned ``turn`` degrees (0, 90 or -90) on the sheet."""
        if (key, turn) not in self._edges:
            from PIL import Image

            img = self._image(key)
            if turn:
                img = img.transpose(Image.Transpose.ROTATE_90 if turn == 90 else Image.Transpose.ROTATE_270)
            b = round(self.bleed * PX_PER_MM)
            width, height = img.size
            x0, y0, x1, y1 = b, b, width - b, height - b  # the trim box in pixels (top-down)
            d0, d1 = (round(v * PX_PER_MM) for v in BAND)

            def colours(band: PILImage, turn_band: bool) -> Edge:
                """The segments' median colours of a band, read along its length (bottom to top or
                left to right): the band is turned upright first if it lies across."""
                if turn_band:
                    band = band.transpose(Image.Transpose.ROTATE_270)  # left to right becomes top to bottom
                else:
                    band = band.transpose(Image.Transpose.FLIP_TOP_BOTTOM)  # bottom to top becomes top to bottom
                across, length = band.size
                data, stride = band.tobytes(), across * 3  # RGB rows, a byte a channel
                n = max(1, round(length / PX_PER_MM / SEGMENT))
                out = []
                for i in range(n):
                    part = data[round(i * length / n) * stride:round((i + 1) * length / n) * stride]
                    out.append(tuple(sorted(part[k::3])[len(part) // 6] for k in range(3)))
                return tuple(out)

            self._edges[key, turn] = Edges(
                left=colours(img.crop((x0 + d0, y0, x0 + d1, y1)), False),
                bottom=colours(img.crop((x0, y1 - d1, x1, y1 - d0)), True),
                right=colours(img.crop((x1 - d1, y0, x1 - d0, y1)), False),
                top=colours(img.crop((x0, y0 + d0, x1, y0 + d1)), True))
        return self._edges[key, turn]


@dataclass(frozen=True)
class Placed:
    """What the sheet filler knows of a card: its front and back keys."""

    front: str
    back: str


class Matcher:
    """Whether two cards may share a cut on a sheet whose cards lie turned (``turned``) or not: their
    fronts' touching edges are equal and so are their backs' (a back lies mirrored, so the back of
    the card on the left touches with its left edge the back of the card on its right)."""

    def __init__(self, reader: EdgeReader, turned: bool) -> None:
        self.reader, self.front_turn, self.back_turn = reader, (90 if turned else 0), (-90 if turned else 0)
        self._known: dict[tuple[str, Placed, Placed], bool] = {}

    def side_by_side(self, left: Placed, right: Placed) -> bool:
        """True if ``right`` may lie just right of ``left``, sharing their cut."""
        if ("beside", left, right) not in self._known:
            self._known["beside", left, right] = self._side_by_side(left, right)
        return self._known["beside", left, right]

    def one_above(self, upper: Placed, lower: Placed) -> bool:
        """True if ``lower`` may lie just below ``upper``, sharing their cut."""
        if ("above", upper, lower) not in self._known:
            self._known["above", upper, lower] = self._one_above(upper, lower)
        return self._known["above", upper, lower]

    def _side_by_side(self, left: Placed, right: Placed) -> bool:
        r = self.reader
        return (same_edge(r.edges(left.front, self.front_turn).right, r.edges(right.front, self.front_turn).left)
                and same_edge(r.edges(left.back, self.back_turn).left, r.edges(right.back, self.back_turn).right))

    def _one_above(self, upper: Placed, lower: Placed) -> bool:
        r = self.reader
        return (same_edge(r.edges(upper.front, self.front_turn).bottom, r.edges(lower.front, self.front_turn).top)
                and same_edge(r.edges(upper.back, self.back_turn).bottom, r.edges(lower.back, self.back_turn).top))


@dataclass
class Filled:
    """One sheet as filled: its cards (indices into the queue) row by row, and the gutter under each
    row but the last (mm)."""

    rows: list[list[int]]
    gaps: list[float]

    @property
    def count(self) -> int:
        """How many cards the sheet holds."""
        return sum(len(r) for r in self.rows)


def fill(queue: Sequence[Placed], group_of: Sequence[int], cols: int,
         fits: Callable[[list[float], list[int]], bool],
         matcher: Matcher | None, gutter: float, columns_apart: bool) -> Filled:
    """Fill one sheet of ``cols`` columns from the front of ``queue`` (every card's group index in
    ``group_of``); ``fits(gaps, counts)`` tells whether rows of ``counts`` cards with those gutters between them fit
    the page.
    ``matcher`` None: every cut may be shared (cards with bleed of their own). ``columns_apart``: every
    column is parted by a gutter, so a row takes any card. A gutter is ``gutter`` mm.

    A row takes the next card that may lie beside the row's last one, looking first at the cards of
    the row's own group, then at the first card of the next group; a card in its group's place keeps
    the order of the rest."""
    left = list(range(len(queue)))
    rows: list[list[int]] = []
    gaps: list[float] = []
    while left:
        row = _fill_row(queue, group_of, left, cols, None if columns_apart else matcher)
        gap = _gap_above(queue, rows[-1], row, matcher, gutter) if rows else 0.0
        if rows and not fits(gaps + [gap], [len(r) for r in rows] + [len(row)]):
            break
        if rows:
            gaps.append(gap)
        rows.append(row)
    return Filled(rows, gaps)


def _fill_row(queue: Sequence[Placed], group_of: Sequence[int], left: list[int], cols: int,
              matcher: Matcher | None) -> list[int]:
    """One row of at most ``cols`` cards taken out of ``left`` (indices into ``queue``, in order): the first
    card left, then each next card that may lie beside the row's last (:func:`_beside`); the row ends early
    where none may. ``matcher`` None: any card may lie beside any other (the first ones left are taken)."""
    row: list[int] = []
    while left and len(row) < cols:
        pick = left[0] if not row or matcher is None else _beside(queue, group_of, left, row[-1], matcher)
        if pick is None:
            break
        left.remove(pick)
        row.append(pick)
    return row


def _beside(queue: Sequence[Placed], group_of: Sequence[int], left: list[int], last: int,
            matcher: Matcher) -> int | None:
    """The card of ``left`` to lie right of card ``last`` sharing its cut: the first of ``last``'s own group
    that may, else the first card of the next group when that group's turn has come (the first card left
    is of another group) and it may; None when neither may."""
    group = group_of[last]
    pick = next((i for i in left if group_of[i] == group and matcher.side_by_side(queue[last], queue[i])), None)
    if pick is None:
        head = next((i for i in left if group_of[i] != group), None)
        if head is not None and group_of[left[0]] != group and matcher.side_by_side(queue[last], queue[head]):
            pick = head
    return pick


def _gap_above(queue: Sequence[Placed], above: list[int], row: list[int], matcher: Matcher | None,
               gutter: float) -> float:
    """The gap between row ``above`` and ``row`` (mm): none when every card may share its cut with the card
    above it (or every cut may be shared: ``matcher`` None), else ``gutter``."""
    if matcher is None or all(matcher.one_above(queue[u], queue[v]) for u, v in zip(above, row)):
        return 0.0
    return gutter


#: how a sheet is laid: turned or not, the gap between its columns (mm), the gaps under its rows (mm) and
#: how many cards each row holds
_Way = tuple[bool, float, list[float], list[int]]


def lay_sheets(faces: Sequence[tuple[str, str]], group_of: Sequence[int], layout: Callable[..., SheetLayout],
               reader: EdgeReader | None, gutter: float) -> list[tuple[list[int], SheetLayout]]:
    """Lay ``faces`` (front and back keys, each with its group's index in ``group_of``) on sheets:
    for each sheet, the indices of the faces it takes in the order they lie, and its layout.
    ``layout(**gutters)`` builds a sheet's layout (``turned``, ``col_gap``, ``row_gaps``, ``counts`` of
    :func:`pnp.imposition.grid_layout`; ValueError where they do not fit); ``reader`` reads the faces'
    edges (None: every card has bleed of its own, every cut may be shared); a gutter is ``gutter`` mm.

    The whole queue is laid four ways, upright or turned, the columns sharing their cuts or apart, and
    the way with the fewest sheets wins (on a tie, the page's own orientation, then shared columns:
    fewer cuts)."""
    placed = [Placed(front, back) for front, back in faces]
    if reader is not None:
        reader.prepare({k for p in placed for k in (p.front, p.back)})

    def sheets_of(turned: bool, apart: bool) -> list[tuple[list[int], _Way]]:
        col_gap = gutter if apart else 0.0
        cols = layout(turned=turned, col_gap=col_gap).cols
        matcher = None if reader is None else Matcher(reader, turned)

        def fits(gaps: list[float], counts: list[int]) -> bool:
            try:
                layout(turned=turned, col_gap=col_gap, row_gaps=gaps, counts=counts)
            except ValueError:
                return False
            return True

        out, left = [], list(range(len(placed)))
        while left:
            filled = fill([placed[i] for i in left], [group_of[i] for i in left], cols, fits, matcher, gutter, apart)
            taken = [left[i] for row in filled.rows for i in row]
            out.append((taken, (turned, col_gap, filled.gaps, [len(r) for r in filled.rows])))
            left = [i for i in left if i not in set(taken)]
        return out

    default = layout().turned
    best: list[tuple[list[int], _Way]] | None = None
    for turned in (default, not default):
        for apart in (False, True):
            if apart and (reader is None or gutter <= 0):
                continue
            try:
                sheets = sheets_of(turned, apart)
            except ValueError:
                continue
            if best is None or len(sheets) < len(best):
                best = sheets
    if best is None:
        raise ValueError("no way of laying the cards holds one")
    return [(taken, layout(turned=t, col_gap=g, row_gaps=gaps, counts=counts)) for taken, (t, g, gaps, counts) in best]
