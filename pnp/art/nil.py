"""NIL: the art of the square tiles, the board, the score pad and the tile racks (our own drawings).

The river is a channel of water between two banks: a straight run for a straight or a diagonal, a curve
for the bends, arcs and skews, every end exactly on its boundary point (see :mod:`gamedata.tiles`). A tile's
value sits in a white disc at the spot farthest from the river, so it is never on the water and reads
the same in any rotation. The board is drawn by :mod:`pnp.art.nil_board`.

The same drawing functions picture a game in progress (``nile show``): :meth:`Art.draw_board` and
:meth:`Art.draw_line_tile` take the board and a tile's lines in their laid orientation.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from gamedata.tiles import line_path
from pnp.art import CardArt, CardFace, ComponentGroup, ExtraPage
from pnp.art import draw as d
from pnp.art.nil_board import FRAME, BoardArt
from pnp.art.nil_rack import RackArt
from gamedata.catalogue import NilCatalogue, Size, TileKind
from gamedata.templating import provenance, reconstruction_line

if TYPE_CHECKING:
    from pnp.canvas import Pen, PenPath
    from pnp.paper import Inks, PrintOptions

INK = "#1d2b3a"
SAND = "#f3e6c4"
WATER = "#3f8fc9"
BANK = "#6b5430"
#: a tile's river: the water's width, and the two banks' width added to it, as shares of the tile's side;
#: the radius of the value's disc
RIVER, BANKS, DISC = 0.26, 0.09, 0.10
#: the value disc's ring: its line width, and the least distance (mm) from its outer edge to the tile's
#: cut edge, so that a cut that drifts by a millimetre clips nothing
RING, CUT_CLEAR = 0.25, 1.5

__all__ = ["Art", "FRAME", "INK", "line_path", "value_spot"]


def _beyond(end: tuple[float, float], control: tuple[float, float], length: float) -> tuple[float, float]:
    """The point ``length`` mm on from a curve's ``end`` along its tangent there (away from ``control``,
    its last control point): where a river's line runs on into a tile's bleed.

    >>> _beyond((0.0, 10.0), (7.2, 10.0), 3.0)
    (-3.0, 10.0)
    """
    dx, dy = end[0] - control[0], end[1] - control[1]
    n = math.hypot(dx, dy) or 1.0
    return end[0] + length * dx / n, end[1] + length * dy / n


def _bezier(p: tuple[tuple[float, float], ...], t: float) -> tuple[float, float]:
    """The point at ``t`` (0..1 over the whole chain, each segment an equal share) of poly-Bézier ``p``."""
    n = (len(p) - 1) // 3
    i = min(n - 1, int(t * n))
    t = t * n - i
    q = p[3 * i:3 * i + 4]
    m = 1 - t
    return (m ** 3 * q[0][0] + 3 * m * m * t * q[1][0] + 3 * m * t * t * q[2][0] + t ** 3 * q[3][0],
            m ** 3 * q[0][1] + 3 * m * m * t * q[1][1] + 3 * m * t * t * q[2][1] + t ** 3 * q[3][1])


def value_spot(lines: list[tuple[str, str]], size: float) -> tuple[float, float]:
    """Where a tile's value goes: the spot farthest from the river, of a ring of candidate spots, four
    more tucked into the corners and the centre, every one far enough inside the tile for the value's
    disc to keep :data:`CUT_CLEAR` mm from the tile's cut edge (ties: the lowest, then the rightmost).
    On a near skew (its meander fills most of its tile) that is the corner the meander leaves free,
    the disc off the river's bank.

    >>> [tuple(round(v, 2) for v in value_spot([join], 20)) for join in (("W", "E"), ("W", "NW"))]
    [(16.38, 3.62), (16.38, 3.62)]
    """
    paths = [line_path(a, b, size) for a, b in lines]
    samples = [_bezier(p, i / (8 * len(p) - 8)) for p in paths for i in range(8 * len(p) - 7)]  # 24 a segment
    inset = CUT_CLEAR + size * DISC + RING / 2  # the nearest a disc's centre comes to the cut edge
    r = min(size * 0.36, size / 2 - inset)
    spots = [(size / 2 + r * math.cos(math.radians(22.5 + 45 * i)), size / 2 + r * math.sin(math.radians(22.5 + 45 * i)))
             for i in range(8)]
    spots = [(min(max(x, inset), size - inset), min(max(y, inset), size - inset)) for x, y in spots]
    spots += [(inset, inset), (size - inset, inset), (inset, size - inset), (size - inset, size - inset), (size / 2, size / 2)]
    if not samples:
        return size / 2, size / 2

    def clearance(s: tuple[float, float]) -> float:
        return round(min(math.hypot(s[0] - x, s[1] - y) for x, y in samples), 3)

    return max(spots, key=lambda s: (clearance(s), -s[1], s[0]))


class Art(BoardArt, RackArt, CardArt[NilCatalogue]):
    """NIL's tiles, board, score pad and racks (see :mod:`pnp.art`). ``card`` is the tile size."""

    score_pad_note = "plus, minus and total per player, a row per turn; the racks' tiles at the end go in the minus column"
    back_labels = {"tile": ""}
    board_check = "Every square of the board measures the same as a tile."

    def __init__(self, catalogue: NilCatalogue, inks: Inks, card: Size, bleed: float) -> None:
        super().__init__(catalogue, inks, card, bleed)
        self.kinds = {k.id: k for k in catalogue.tile.kinds}
        self.safe_zone = 0.0  # a tile's value sits in its own disc; the tile has no text near its edge

    # --- what is printed --------------------------------------------------------------------------
    def groups(self) -> list[ComponentGroup]:
        """The 108 tiles, one common back: edge to edge on the sheet where their edges match."""
        t = self.cat.tile
        faces = [CardFace(f"tile-{k.id}", "back-tile") for k in t.kinds for _ in range(k.count)]
        kinds = "; ".join(f"{k.name} {k.count}× worth {k.value}" for k in t.kinds)
        return [ComponentGroup("Tiles", faces, f"{t.source}. {kinds}. {t.size_source}. Tiles whose edges "
                               "match share a cut line; a gutter parts the others", butted=True, edge_matched=True)]

    def unprinted(self) -> list[tuple[str, str, str]]:
        """The bag is not printed."""
        return [("Bag", "1", "use any opaque bag or box lid to draw the tiles from")]

    def extra_pages(self, opts: PrintOptions) -> list[ExtraPage]:
        """The board (split over pages by :mod:`pnp.boards`, or on one page with ``--board single``) and
        the tile racks (:mod:`pnp.art.nil_rack`)."""
        from pnp.boards import board_pages

        bw, bh = self.board_size()
        paper = opts.paper_size()
        b, s = self.cat.board, self.cat.tile.size
        self.board_plan, out = board_pages(bw, bh, opts, self.draw_board, self.inks(INK), self.inks("#5b6b7b"),
                                           self.cat.title, f"{b.columns} × {b.rows} squares of {s:g} mm (a tile's size)",
                                           hints=self.seam_hints())
        return out + self.rack_pages(paper)

    # --- tiles --------------------------------------------------------------------------------------
    def _face_tile(self, c: Pen, kind_id: str, w: float, h: float) -> None:
        kind = self.kinds[kind_id]
        self.draw_line_tile(c, 0, 0, w, kind.lines(), kind, universal=kind.universal, edge=False, bleed=self.bleed)

    def draw_line_tile(self, c: Pen, x: float, y: float, size: float, lines: list[tuple[str, str]],
                       kind: TileKind | None, universal: bool = False, marked: bool = False,
                       edge: bool = True, bleed: float = 0.0) -> None:
        """A tile at (x, y) mm, ``size`` mm square, showing ``lines`` (pairs of boundary points as laid)
        and the kind's value (none when ``kind`` is None). ``marked`` rings it (the last turn's tiles);
        ``edge`` draws a hairline round it (a picture's tiles on the board; the printed tiles have none,
        as the contents page says: they are cut along the crop marks). ``bleed`` (mm): the sand and the
        rivers run that far past the tile's edge (a printed tile: a cut that drifts shows more of the
        tile's own art; the sheet parts tiles whose edges differ by a gutter, :mod:`pnp.cutting`).

        A universal carries a central badge, "U" over its value; a blank spare says "spare"; every
        other tile its value in a disc farthest from the river. No text is below 7 pt."""
        c.saveState()
        c.translate(x, y)
        p = c.beginPath()
        p.rect(-bleed, -bleed, size + 2 * bleed, size + 2 * bleed)
        c.clipPath(p, stroke=0, fill=0)
        if not self.inks.greyscale:
            d.fill_rect(c, -bleed, -bleed, size + 2 * bleed, size + 2 * bleed, self.inks(SAND))
        self._tile_rivers(c, size, lines, universal, bleed)
        if universal:
            self._universal_badge(c, size, kind)
        elif kind is not None and kind.spare:
            d.text(c, size / 2, size / 2 - 1.2, "spare", 8, self.inks("#5b6b7b"), bold=True)
        elif kind is not None:
            self._value_disc(c, size, lines, kind)
        c.restoreState()
        if marked or edge:
            self._tile_ring(c, x, y, size, marked)

    def _tile_rivers(self, c: Pen, size: float, lines: list[tuple[str, str]], universal: bool, bleed: float) -> None:
        """The tile's rivers (``lines``, pairs of boundary points), banks first then water on top, in the
        tile's own frame; a universal's rivers half as wide. In greyscale, ink banks round white water.
        ``bleed`` (mm): each river runs on that far past the edge along its tangent."""
        width = size * (RIVER / 2 if universal else RIVER)
        c.setLineCap(0)
        for bank, colour, extra in ((True, BANK, (0.06 if universal else BANKS) * size), (False, WATER, 0.0)):
            for a, b in lines:
                path = self._river_path(c, line_path(a, b, size), bleed)
                if self.inks.greyscale:
                    c.setStrokeColor(self.inks(INK) if bank else self.inks("#ffffff"))
                    c.setLineWidth(width + (0.5 if bank else 0.0))
                else:
                    c.setStrokeColor(self.inks(colour))
                    c.setLineWidth(width + extra)
                c.drawPath(path, stroke=1, fill=0)

    @staticmethod
    def _river_path(c: Pen, pts: tuple[tuple[float, float], ...], bleed: float) -> PenPath:
        """One river's path along the Bézier points ``pts`` (start, then three points a curve), run on
        ``2 * bleed`` mm past both ends along its tangent when there is a bleed."""
        path = c.beginPath()
        path.moveTo(*(_beyond(pts[0], pts[1], 2 * bleed) if bleed else pts[0]))
        if bleed:  # the river runs on into the bleed along its tangent
            path.lineTo(*pts[0])
        for i in range(1, len(pts), 3):
            path.curveTo(*pts[i], *pts[i + 1], *pts[i + 2])
        if bleed:
            path.lineTo(*_beyond(pts[-1], pts[-2], 2 * bleed))
        return path

    def _value_disc(self, c: Pen, size: float, lines: list[tuple[str, str]], kind: TileKind) -> None:
        """The tile's value in a white ringed disc at the spot farthest from its rivers (digits of at most
        8 pt, smaller only where the value would not fit the disc)."""
        vx, vy = value_spot(lines, size)
        r = size * DISC
        c.setFillColor(self.inks("#ffffff"))
        c.setStrokeColor(self.inks(INK))
        c.setLineWidth(RING)
        c.circle(vx, vy, r, stroke=1, fill=1)
        label = str(kind.value)
        pt = d.fit_size(label, r * 1.75, 8, bold=True)
        d.text(c, vx, vy - 0.729 * pt * d.PT / 2, label, pt, self.inks(INK), bold=True)  # digits 0.729 em high

    def _tile_ring(self, c: Pen, x: float, y: float, size: float, marked: bool) -> None:
        """The line round the tile at (x, y): a thick red ring inside its edge for a tile of the last turn
        (``marked``), else a brown hairline on its edge."""
        c.saveState()
        c.setStrokeColor(self.inks("#e0463a" if marked else "#7a6a4a"))
        c.setLineWidth(0.9 if marked else 0.15)
        inset = 0.45 if marked else 0.0
        c.rect(x + inset, y + inset, size - 2 * inset, size - 2 * inset, stroke=1, fill=0)
        c.restoreState()

    def _universal_badge(self, c: Pen, size: float, kind: TileKind | None) -> None:
        """The universal's badge at the tile's centre: a white disc with "U" (9 pt) over its value (7 pt)."""
        ink = self.inks(INK)
        c.setFillColor(self.inks("#ffffff"))
        c.setStrokeColor(ink)
        c.setLineWidth(0.3)
        r = size * 0.24
        c.circle(size / 2, size / 2, r, stroke=1, fill=1)
        if kind is None:
            d.text(c, size / 2, size / 2 - 1.1, "U", 9, ink, bold=True)
            return
        d.text(c, size / 2, size / 2 + 0.1, "U", 9, ink, bold=True)
        d.text(c, size / 2, size / 2 - 3.2, str(kind.value), 7, ink, bold=True)

    def _face_back(self, c: Pen, arg: str, w: float, h: float) -> None:
        self._bg(c, w, h, "#24527a")
        c.setStrokeColor(self.inks("#5d8fbf"))
        c.setLineWidth(0.5)
        for i in range(3):
            yy = h * (0.3 + 0.2 * i)
            p = c.beginPath()
            p.moveTo(0, yy)
            p.curveTo(w * 0.25, yy + 1.5, w * 0.25, yy - 1.5, w * 0.5, yy)
            p.curveTo(w * 0.75, yy + 1.5, w * 0.75, yy - 1.5, w, yy)
            c.drawPath(p, stroke=1, fill=0)
        d.text(c, w / 2, h / 2 - 1.6, self.cat.tile.back, 9, self.inks("#f3e6c4"), bold=True)

    # --- score pad --------------------------------------------------------------------------------
    def score_pad(self, c: Pen, page_w: float, page_h: float) -> None:
        """One score sheet: for up to 4 players a plus, a minus and a running total column, a row per
        turn, then the racks' tiles at the end and the final total."""
        ink, light = self.inks(INK), self.inks("#efe6d2")
        margin = 14
        players = self.cat.players.max
        d.text(c, margin, page_h - margin - 5, "NIL — score sheet", 13, ink, bold=True, align="left")
        d.text(c, page_w - margin, page_h - margin - 5, "date: ____________", 9, ink, align="right")
        tile = self.cat.tile
        d.paragraph(c, margin, page_h - margin - 11, "Each turn: plus = tile values + green zones + blue square "
                    f"+ {tile.all_five_bonus} for all {tile.rack} tiles; minus = red zones, or the rack's sum when "
                    "blocked. Keep a running total. "
                    "At the end, the tiles left on the rack go in the minus column.", page_w - 2 * margin, 7.5, ink)
        top = page_h - margin - 24
        turn_w = 16
        block = (page_w - 2 * margin - turn_w) / players
        head_h = 12
        rows = int((top - head_h - margin - 16) // 6.2)
        row_h = 6.2
        d.fill_rect(c, margin, top - head_h, page_w - 2 * margin, head_h, light)
        c.setStrokeColor(ink)
        d.text(c, margin + turn_w / 2, top - head_h + 3, "turn", 7, ink, bold=True)
        for p in range(players):
            x = margin + turn_w + p * block
            d.text(c, x + block / 2, top - 5, "player: __________", 7.5, ink)
            for i, word in enumerate(("plus", "minus", "total")):
                d.text(c, x + (i + 0.5) * block / 3, top - head_h + 2.5, word, 7, ink, bold=True)
        bottom = top - head_h - rows * row_h
        for r in range(rows + 3):
            y = top - head_h - r * row_h
            c.setLineWidth(0.2)
            c.line(margin, y, page_w - margin, y)
            if 0 < r <= rows:
                d.text(c, margin + turn_w / 2, y + 1.8, str(r), 7, ink)
        c.setLineWidth(0.2)
        d.text(c, margin + 1, bottom - row_h + 1.8, "end: racks", 7, ink, align="left")
        d.text(c, margin + 1, bottom - 2 * row_h + 1.8, "final", 7, ink, bold=True, align="left")
        final = bottom - 2 * row_h
        d.column_blocks(c, margin + turn_w, block, players, 3, top, top - head_h, final)
        c.setLineWidth(0.6)
        c.rect(margin, final, page_w - 2 * margin, top - final, stroke=1, fill=0)

    def reconstructed(self) -> list[str]:
        """Lines for the credits page: what this pack reconstructs or chooses, each led by "Our
        reconstruction:" or "Our choice:" (the credits' one way of saying so), with what the sources give."""
        t, b = self.cat.tile, self.cat.board
        return [reconstruction_line("the tiles", t.source),
                reconstruction_line("the board", b.source) + " Rows 10–21 of the goal column and the "
                "numbered squares of the board's fourth quarter come from the surviving transcription.",
                f"<b>Our choice:</b> {provenance(t.size_source)[1]}; a board square is the size of a tile."]
