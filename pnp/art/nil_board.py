"""NIL's board as an illustrated board of its time (our own drawing; the real board is lost): a painted
frame with tomb friezes, the desert with its scenery (pyramids, a temple, an oasis, obelisks, dunes,
reeds on the shore), the start square as the river's landing with a moored felucca and the Nile flowing
in from the board's edge, the blue goal column as the sea (which runs on to the board's edge) with its
values engraved on stone plaques and the 500 under the lighthouse, the zones with their values on
engraved plaques, a lotus border, the title cartouche and the legend.

What is exact stays exact: every square is a tile's size (the grid is drawn, light, as long straight
lines over the whole board, so a split board's pages can be checked; nothing else on the board is a
long straight line), and every zone reads without colour: red zones are hatched, carry rocks, a minus
sign and a down triangle, and have a solid outline; green zones are dotted, carry palms, a plus sign
and an up triangle; the goal column has waves. Every word and number is at least 7 pt. The scenery
stands only on squares free of zones, whatever the data file says.

Where things lie on the 460 x 476 mm board, in mm from its top-left corner (for seams that must not
cut them): the squares from (10, 10) to (450, 430), 20 mm each; the start mark (the Nile's inlet) in
the left frame at x 0-10, y 216.5-223.5, its arrow's tip on A11's west point (10, 220), the arrow a
stone pointer that carries the row number "11" centred on its row like every row number (x 5-8.5);
"START" under it (x 5.5-8, y 224.5-235); the 500
square at x 430-450, y 210-230; the column letters (above the squares only) at y 6-9, the row numbers
(left of them only, each centred on its row) at x 5-8.5, clear of the gold rule round the squares at
x 8.95-9.45 (:data:`RULE`); the title cartouche at x 10-175 and the legend's columns at x 195-325
and 335-450, all at y 441-471, so that seams on the grid lines x = 190 and 330 cut no word there
(:data:`LEGEND_GAPS`); each zone's label (triangle and value plaque) on its named square.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gamedata import tiles
from pnp.art import draw as d
from pnp.art import ornament as orn
from pnp.art import scenery as sc
from pnp.boards import SeamHints
from gamedata.catalogue import NilCatalogue, Zone
from pnp.paper import Inks

if TYPE_CHECKING:
    from pnp.canvas import Pen

INK = "#1d2b3a"
WATER = "#3f8fc9"
BANK = "#6b5430"
BROWN = "#5a4630"
RED, GREEN = "#dc9275", "#acd08a"
MARK = {"red": "#a4503c", "green": "#3f7a35"}
GOAL = "#4f8fc6"
DUNE, FIELD = "#e3c68c", "#f4e6c3"
GRID = "#b89f74"
LETTER = "#7a6248"
STONE = "#efe6cf"
ENGRAVED = "#3b2a1a"
EDGE = {"red": "#8e2f22", "green": "#2f6b2a"}
#: the height (mm) of the tomb frieze along the board's edges, and its distance from the board's edge
FRIEZE_H, FRIEZE_AT = 3.0, 1.6
#: the gold rule round the squares: its distance (mm) outside the grid's edge, and its width
RULE = (1.05, 0.5)
#: the size (pt) of the row numbers and START in the left frame: two digits fit between the frieze and
#: the gold rule with room to spare
ROW_PT = 7.0
#: how high Vera's digits and capitals stand, in em (to centre a number on its row)
CAP_EM = 0.729
#: the board's scenery: (kind, its north-west square, columns, rows), each drawn only where all its
#: squares are free of zones (art, not a fact of the game: the zones come from data/nil.yaml)
SITES = (("pyramids", "B1", 4, 2), ("temple", "B20", 4, 2), ("oasis", "Q1", 4, 2), ("obelisks", "Q20", 4, 2),
         ("dunes", "C10", 3, 3), ("dunes", "D6", 2, 2), ("dunes", "D15", 2, 2), ("dunes", "Q6", 2, 2),
         ("dunes", "Q15", 2, 2), ("caravan", "H13", 3, 2), ("reeds", "U3", 1, 1), ("reeds", "U8", 1, 1), ("reeds", "U14", 1, 1),
         ("reeds", "U19", 1, 1))

#: the board's frame around the squares (mm): left, right, top, bottom (the bottom holds the title
#: cartouche and the legend)
FRAME = (10.0, 10.0, 10.0, 46.0)
#: the band under the grid that holds the cartouche and the legend: its lower and upper y (mm)
BAND = (5.0, 35.0)
#: the stretches of x (mm) in that band left free: after the cartouche, and between the legend's two
#: columns; each holds a grid line (190, 330) where a split board's seam cuts no word
LEGEND_GAPS = ((175.0, 195.0), (325.0, 335.0))


class BoardArt:
    """The board half of NIL's :class:`pnp.art.nil.Art` (a mixin: it needs ``cat`` and ``inks``)."""

    cat: NilCatalogue
    inks: Inks

    # --- geometry ------------------------------------------------------------------------------------
    def board_size(self) -> tuple[float, float]:
        """The board drawing's width and height in mm, frame included."""
        b, s = self.cat.board, self.cat.tile.size
        return FRAME[0] + b.columns * s + FRAME[1], FRAME[3] + b.rows * s + FRAME[2]

    def square_origin(self, square: tuple[int, int]) -> tuple[float, float]:
        """The lower-left corner (mm, in the board drawing) of ``square`` (col, row 0-based)."""
        b, s = self.cat.board, self.cat.tile.size
        return FRAME[0] + square[0] * s, FRAME[3] + (b.rows - 1 - square[1]) * s

    def start_point(self) -> tuple[float, float]:
        """The start mark's point (mm, in the board drawing): where the first tile's line begins."""
        b = self.cat.board
        x, y = self.square_origin(tiles.parse_square(b.start.square, b.columns, b.rows))
        lx, ly = tiles.LOCAL[b.start.point]
        s = self.cat.tile.size
        return x + lx * s / 2, y + s - ly * s / 2

    def seams(self) -> tuple[list[float], list[float]]:
        """Lines that cross no word of the board, where a board split over pages can be cut without
        cutting a label: x (mm from the left edge) of the grid lines in :data:`LEGEND_GAPS`, and y (mm
        from the top edge) of the grid line two rows below the start mark's row (clear of the start
        mark, START and the goal's highest square)."""
        b, s = self.cat.board, self.cat.tile.size
        xs = [FRAME[0] + k * s for k in range(b.columns + 1)]
        start_row = tiles.parse_square(b.start.square, b.columns, b.rows)[1]
        return ([x for lo, hi in LEGEND_GAPS for x in xs if lo < x < hi], [FRAME[2] + (start_row + 2) * s])

    def seam_hints(self) -> SeamHints:
        """Where a board split over pages may be cut (:class:`pnp.boards.SeamHints`, board mm from the
        lower-left corner): on grid lines, best on the word-free ones of :meth:`seams`, and never through
        the start mark with its "START", the goal's square in the start row (the 500), the cartouche or
        a legend column."""
        b, s = self.cat.board, self.cat.tile.size
        bw, bh = self.board_size()
        xs, ys_from_top = self.seams()
        grid_x = [FRAME[0] + k * s for k in range(b.columns + 1)]
        grid_y = [FRAME[3] + k * s for k in range(b.rows + 1)]
        row = tiles.parse_square(b.start.square, b.columns, b.rows)[1]
        _, start_y = self.square_origin((0, row))
        goal_x, goal_y = self.square_origin((b.columns - 1, row))
        keep = [(0.0, start_y - 16.0, FRAME[0] + s, start_y + s + 4.0),  # inlet, A11, "11" and "START"
                (goal_x, goal_y, goal_x + s, goal_y + s)]
        edges = [FRAME[0], *[x for gap in LEGEND_GAPS for x in gap], bw - FRAME[1]]
        keep += [(edges[i], BAND[0], edges[i + 1], BAND[1]) for i in range(0, len(edges), 2)]
        # the word-free lines first: a seam off them costs more than one on any other grid line
        return SeamHints(keep_whole=tuple(keep), lines_x=tuple(xs) or tuple(grid_x),
                         lines_y=tuple(bh - y for y in ys_from_top) + tuple(grid_y))

    # --- the whole board -----------------------------------------------------------------------------
    def draw_board(self, c: Pen) -> None:
        """The whole board in mm, origin at its lower-left corner: the painted frame with its friezes and
        the sea beyond the goal, the desert with its scenery, the zones with their plaques, the goal
        column's sea and values, the harbour at the start, the light grid, the column letters (top) and
        row numbers (left), the start mark, the title cartouche and the legend."""
        b = self.cat.board
        bw, bh = self.board_size()
        zone_at = {tiles.parse_square(q, b.columns, b.rows): z for z in b.zones for q in z.squares}
        self._frame(c, bw, bh)
        self._desert(c, zone_at)
        for square, zone in zone_at.items():
            self._zone_square(c, square, zone.colour, labelled=zone.id == tiles.square_name(square))
        for row in range(b.rows):
            self._goal_square(c, (b.columns - 1, row), b.goal.values[row])
        self._harbour(c)
        self._grid(c)
        for zone in b.zones:
            self._zone_outline(c, zone, zone_at)
            self._zone_label(c, zone)
        self._letters(c)
        self._start_mark(c)
        self._cartouche_and_legend(c, bw)

    def _frame(self, c: Pen, bw: float, bh: float) -> None:
        """The frame round the squares: its ground, a tomb frieze along all four of the board's edges
        (open on the left where the Nile flows in; on the right the sea beyond the goal runs up to it),
        a gilt rule round the board and a gilt rule round the squares (:data:`RULE`)."""
        b, s = self.cat.board, self.cat.tile.size
        inks = self.inks
        gx, gy, gw, gh = FRAME[0], FRAME[3], b.columns * s, b.rows * s
        if not inks.greyscale:
            d.fill_rect(c, 0, 0, bw, bh, inks(DUNE))
        e, f = FRIEZE_AT, FRIEZE_H
        _, py = self.start_point()
        gap = s * 0.35 / 2 + 1.0
        sea_x = gx + gw
        sc.water(c, inks, sea_x, gy, bw - e - f - sea_x, gh, GOAL, "#1f5f8b" if inks.greyscale else "#d6ecfa", seed=5,
                 rows_per_10mm=1.6)
        orn.frieze(c, inks, e, bh - e - f, bw - 2 * e, f)
        orn.frieze(c, inks, e, e, bw - 2 * e, f)
        orn.frieze(c, inks, e, e + f, py - gap - e - f, f, vertical=True)
        orn.frieze(c, inks, e, py + gap, bh - e - f - py - gap, f, vertical=True)
        orn.frieze(c, inks, bw - e - f, e + f, bh - 2 * (e + f), f, vertical=True)
        c.setStrokeColor(inks("#9a6b1f"))
        c.setLineWidth(0.8)
        c.rect(0.8, 0.8, bw - 1.6, bh - 1.6, stroke=1, fill=0)
        orn.lotus_border(c, inks, gx, BAND[1] + 1.5, gw, FRAME[3] - BAND[1] - 4.0)
        rule = inks("#9a6b1f")  # a rule round the squares on three sides (on the east the sea runs on), drawn
        out, width = RULE  # as thin bands, not as lines
        for x, y, w, h in ((gx - out, gy - out, sea_x - gx + out, width), (gx - out, gy + gh + out - width, sea_x - gx + out, width),
                           (gx - out, gy - out, width, gh + 2 * out)):
            d.fill_rect(c, x, y, w, h, rule)

    def _desert(self, c: Pen, zone_at: dict[tuple[int, int], Zone]) -> None:
        """The squares' desert: sand with soft wind lines, and the scenery of :data:`SITES` (pyramids, a
        temple, an oasis, obelisks, dunes, reeds on the shore), each drawn only where all its squares are
        free of zones (so a corrected layout in the data file never hides a zone under it)."""
        b, s = self.cat.board, self.cat.tile.size
        inks = self.inks
        gx, gy, gw, gh = FRAME[0], FRAME[3], b.columns * s, b.rows * s
        if not inks.greyscale:
            d.fill_rect(c, gx, gy, gw, gh, inks(FIELD))
            sc.dune_lines(c, inks("#ead6a8"), gx, gy, gw - s, gh, seed=7, spacing=24.0)
        for kind, corner, cols, rows in SITES:
            col, row = tiles.parse_square(corner, b.columns, b.rows)
            squares = [(col + i, row + j) for i in range(cols) for j in range(rows)]
            if any(q in zone_at or q[0] >= b.columns - 1 or q[1] >= b.rows for q in squares):
                continue
            x, _ = self.square_origin((col, row))
            _, y = self.square_origin((col, row + rows - 1))
            self._site(c, kind, x, y, cols * s, rows * s)

    def _site(self, c: Pen, kind: str, x: float, y: float, w: float, h: float) -> None:
        """One piece of scenery filling the (``x``, ``y``, ``w``, ``h``) mm box."""
        inks = self.inks
        if kind == "pyramids":
            sc.dune(c, inks, x + w * 0.5, y + h * 0.12, w * 0.95, h * 0.14)
            for cx, width in ((0.3, 0.42), (0.66, 0.34), (0.86, 0.2)):
                sc.pyramid(c, inks, x + w * cx, y + h * 0.16, w * width)
        elif kind == "temple":
            sc.dune(c, inks, x + w * 0.5, y + h * 0.1, w * 0.9, h * 0.12)
            sc.temple(c, inks, x + w * 0.45, y + h * 0.14, w * 0.6)
            sc.reuse(c, "palm", 12, 14, lambda cc: sc.palm(cc, inks, 5.0, 0.5, 12.5), x + w * 0.8, y + h * 0.12)
        elif kind == "oasis":
            c.setFillColor(sc.fill(inks, "#7fb6de"))
            c.setStrokeColor(inks("#4f7a2a"))
            c.setLineWidth(0.4)
            c.ellipse(x + w * 0.25, y + h * 0.12, x + w * 0.75, y + h * 0.42, stroke=1, fill=1)
            for px, py in ((0.12, 0.3), (0.3, 0.42), (0.55, 0.45), (0.78, 0.32), (0.88, 0.1)):
                sc.reuse(c, "palm", 12, 14, lambda cc: sc.palm(cc, inks, 5.0, 0.5, 12.5), x + w * px - 5, y + h * py,
                         scale=1.4)
        elif kind == "obelisks":
            sc.dune(c, inks, x + w * 0.5, y + h * 0.1, w * 0.9, h * 0.12)
            for cx in (0.3, 0.7):
                sc.obelisk(c, inks, x + w * cx, y + h * 0.12, h * 0.78)
        elif kind == "dunes":
            sc.dune(c, inks, x + w * 0.4, y + h * 0.15, w * 0.7, h * 0.35)
            sc.dune(c, inks, x + w * 0.72, y + h * 0.1, w * 0.45, h * 0.22)
        elif kind == "caravan":
            for k, cx in enumerate((0.05, 0.37, 0.69)):
                sc.camel(c, inks, x + w * cx, y + h * 0.2 + k * 0.8, w * 0.26, rider=k == 2)
        elif kind == "reeds":
            sc.reuse(c, "reeds", 8, 8, lambda cc: sc.papyrus(cc, inks, 4.0, 0.2, 7.5), x + w - 12.5, y + 0.8, scale=1.5)

    def _grid(self, c: Pen) -> None:
        """The squares' lines, light so the art shows through (long straight lines over the whole grid,
        so a split board's pages can be checked), and the squares' double frame."""
        b, s = self.cat.board, self.cat.tile.size
        c.setStrokeColor(self.inks(GRID))
        c.setLineWidth(0.3)
        for col in range(b.columns + 1):
            c.line(FRAME[0] + col * s, FRAME[3], FRAME[0] + col * s, FRAME[3] + b.rows * s)
        for row in range(b.rows + 1):
            c.line(FRAME[0], FRAME[3] + row * s, FRAME[0] + b.columns * s, FRAME[3] + row * s)
        c.setStrokeColor(self.inks(BROWN))
        c.setLineWidth(0.7)
        c.rect(FRAME[0], FRAME[3], b.columns * s, b.rows * s, stroke=1, fill=0)

    def _letters(self, c: Pen) -> None:
        """Column letters above the grid and row numbers left of it, in a light brown, each number
        centred on its row in the band between the frieze and the gold rule (:meth:`_label_x`); the
        start row's number is on the start mark's pointer (:meth:`_start_mark`)."""
        b, s = self.cat.board, self.cat.tile.size
        ink = self.inks(LETTER)
        start_row = tiles.parse_square(b.start.square, b.columns, b.rows)[1]
        for col in range(b.columns):
            d.text(c, FRAME[0] + (col + 0.5) * s, FRAME[3] + b.rows * s + 1.7, tiles.column_letter(col), 8, ink, bold=True)
        for row in range(b.rows):
            if row != start_row:
                d.text(c, self._label_x(), self._label_baseline(row), str(row + 1), ROW_PT, ink, bold=True)

    @staticmethod
    def _label_x() -> float:
        """The middle (mm) of the band left of the squares between the frieze's inner gilt edge and the
        gold rule round the squares, where the row numbers and START stand."""
        # less 0.2 mm: a "1" has wide side bearings, so a number's ink stands right of its box's middle
        return (FRIEZE_AT + FRIEZE_H + 0.25 + FRAME[0] - RULE[0]) / 2 - 0.2

    def _label_baseline(self, row: int) -> float:
        """The baseline (mm) of row ``row``'s number (0-based from the top), its digits centred on the row."""
        b, s = self.cat.board, self.cat.tile.size
        return FRAME[3] + (b.rows - 1 - row + 0.5) * s - CAP_EM * ROW_PT * d.PT / 2

    # --- zones ---------------------------------------------------------------------------------------
    def _zone_square(self, c: Pen, square: tuple[int, int], colour: str, labelled: bool) -> None:
        """One square of a zone: its colour, its pattern (hatched red, dotted green) and, unless it
        carries the zone's label, its scenery (a cataract's rocks, a palm)."""
        x, y = self.square_origin(square)
        s = self.cat.tile.size
        inks = self.inks
        grey = inks.greyscale
        if not grey:
            d.fill_rect(c, x, y, s, s, inks(RED if colour == "red" else GREEN))
        c.saveState()
        c.setStrokeColor(inks(MARK[colour] if not grey else INK))
        c.setFillColor(inks(MARK[colour] if not grey else INK))
        if colour == "red":  # hatched: 45° lines cut to the square (so no clip is needed, e.g. in SVG)
            c.setLineWidth(0.3)
            for i in range(-3, 4):
                off = i * s / 4
                c.line(x + max(0.0, off), y + max(0.0, -off), x + s + min(0.0, off), y + s - max(0.0, off))
        else:  # dotted
            for i in range(4):
                for j in range(4):
                    c.circle(x + 2.5 + i * 5, y + 2.5 + j * 5, 0.45, stroke=0, fill=1)
        c.restoreState()
        if labelled:
            return
        if colour == "red":
            sc.reuse(c, "rocks", 10, 6, lambda cc: sc.rocks(cc, inks), x + 2.5, y + 5, scale=1.5)
        else:
            sc.reuse(c, "palm", 12, 14, lambda cc: sc.palm(cc, inks, 5.0, 0.5, 12.5), x + 3, y + 2.2, scale=1.1)

    def _zone_outline(self, c: Pen, zone: Zone, zone_at: dict[tuple[int, int], Zone]) -> None:
        """The zone's outline: every edge of its squares that does not border the same zone."""
        b, s = self.cat.board, self.cat.tile.size
        c.saveState()
        c.setStrokeColor(self.inks(EDGE[zone.colour]))
        c.setLineWidth(1.0)
        c.setLineCap(2)
        for name in zone.squares:
            col, row = tiles.parse_square(name, b.columns, b.rows)
            x, y = self.square_origin((col, row))
            for (dc, dr), (x1, y1, x2, y2) in (((0, -1), (x, y + s, x + s, y + s)), ((0, 1), (x, y, x + s, y)),
                                               ((-1, 0), (x, y, x, y + s)), ((1, 0), (x + s, y, x + s, y + s))):
                if zone_at.get((col + dc, row + dr)) is not zone:
                    c.line(x1, y1, x2, y2)
        c.restoreState()

    def _zone_label(self, c: Pen, zone: Zone) -> None:
        """The zone's label on its named square: its motif (rocks, a palm), its symbol (a down triangle
        for red, up for green) on a stone roundel, and its value with its sign engraved on a stone
        plaque."""
        b, s = self.cat.board, self.cat.tile.size
        inks = self.inks
        x, y = self.square_origin(tiles.parse_square(zone.id, b.columns, b.rows))
        sign, up = ("−", False) if zone.colour == "red" else ("+", True)
        if zone.colour == "red":
            sc.reuse(c, "rocks", 10, 6, lambda cc: sc.rocks(cc, inks), x + 1.2, y + 11.2, scale=0.8)
        else:
            sc.reuse(c, "palm", 12, 14, lambda cc: sc.palm(cc, inks, 5.0, 0.5, 12.5), x + 1.2, y + 9.6, scale=0.64)
        c.setFillColor(inks(STONE) if not inks.greyscale else inks("#ffffff"))
        c.setStrokeColor(inks(EDGE[zone.colour]))
        c.setLineWidth(0.45)
        c.circle(x + s * 0.74, y + s * 0.7, 3.4, stroke=1, fill=1)
        self._triangle(c, x + s * 0.74, y + s * 0.7, 2.2, up)
        label = f"{sign}{zone.value}"
        size = d.fit_size(label, s - 5, 10, bold=True)
        w = d.text_width(label, size, bold=True) + 3.2
        orn.plaque(c, inks, x + (s - w) / 2, y + 1.6, w, 6.6, face=STONE, edge=EDGE[zone.colour])
        d.text(c, x + s / 2, y + 3.35, label, size, inks(ENGRAVED), bold=True)

    def _triangle(self, c: Pen, cx: float, cy: float, r: float, up: bool) -> None:
        sign = 1 if up else -1
        p = c.beginPath()
        p.moveTo(cx, cy + sign * r)
        p.lineTo(cx - r * 0.9, cy - sign * r * 0.6)
        p.lineTo(cx + r * 0.9, cy - sign * r * 0.6)
        p.close()
        c.setFillColor(self.inks(INK))
        c.drawPath(p, stroke=0, fill=1)

    # --- the goal column and the start ---------------------------------------------------------------
    def _goal_square(self, c: Pen, square: tuple[int, int], value: int) -> None:
        """A blue goal square: the sea with waves, its value engraved on a stone plaque (the highest on a
        gilt one, under the lighthouse of the harbour the river reaches)."""
        x, y = self.square_origin(square)
        s = self.cat.tile.size
        inks = self.inks
        grey = inks.greyscale
        sc.water(c, inks, x, y, s, s, GOAL, "#1f5f8b" if grey else "#d6ecfa", seed=square[1] + 31, rows_per_10mm=1.6)
        top = value == max(self.cat.board.goal.values)
        label = str(value)
        size = d.fit_size(label, s - 6, 10, bold=True)
        w = d.text_width(label, size, bold=True) + 3.4
        py = y + (1.8 if top else s * 0.33)
        if top:
            sc.lighthouse(c, inks, x + s / 2, y + 9.6, 9.8)
        orn.plaque(c, inks, x + (s - w) / 2, py, w, 6.6, face="#f2c94c" if top else STONE, edge=BROWN)
        d.text(c, x + s / 2, py + 1.75, label, size, inks(ENGRAVED), bold=True)

    def _harbour(self, c: Pen) -> None:
        """The start square as the river's landing: stone paving and a moored felucca (the first tile
        covers it; the start mark's arrow is on its west side)."""
        b, s = self.cat.board, self.cat.tile.size
        inks = self.inks
        x, y = self.square_origin(tiles.parse_square(b.start.square, b.columns, b.rows))
        d.fill_rect(c, x, y, s, s, inks(STONE))
        c.saveState()
        c.setStrokeColor(inks("#b9a77f"))
        c.setLineWidth(0.25)
        for k in range(1, 4):  # courses of paving, their joints staggered
            c.line(x, y + k * s / 4, x + s, y + k * s / 4)
        for k in range(4):
            for j in range(3):
                jx = x + (j + 0.5 + (k % 2) * 0.5) * s / 3
                if jx < x + s:
                    c.line(jx, y + k * s / 4, jx, y + (k + 1) * s / 4)
        c.restoreState()
        sc.felucca(c, inks, x + s * 0.3, y + s * 0.08, s * 0.62)

    def _start_mark(self, c: Pen) -> None:
        """The Nile flowing in from the board's edge to the start point, as wide as a tile's river, with
        an arrow at the point and "START" under the inlet."""
        b, s = self.cat.board, self.cat.tile.size
        px, py = self.start_point()
        row = tiles.parse_square(b.start.square, b.columns, b.rows)[1]
        self._inlet(c, 0.0, px, py, s, label=str(row + 1))
        cap = CAP_EM * ROW_PT * d.PT  # turned a quarter, the capitals' height is centred on the band
        d.text(c, self._label_x() + cap / 2, py - 4.8, "START", ROW_PT, self.inks(INK), bold=True, angle=90,
               align="right")

    def _inlet(self, c: Pen, x0: float, px: float, py: float, s: float, label: str | None = None) -> None:
        """A river from ``x0`` to the start point (``px``, ``py``) with its banks and an arrow; with a
        ``label`` (the start row's number) the arrow is a stone pointer from the row-number band to the
        point, the number engraved on it, centred on the row like every row number."""
        inks = self.inks
        grey = inks.greyscale
        ink = inks(INK)
        water, bank = s * 0.26, s * 0.26 + s * 0.09
        if grey:
            c.setStrokeColor(ink)
            c.setLineWidth(0.4)
            c.line(x0, py + water / 2, px, py + water / 2)
            c.line(x0, py - water / 2, px, py - water / 2)
        else:
            d.fill_rect(c, x0, py - bank / 2, px - x0, bank, inks(BANK))
            d.fill_rect(c, x0, py - water / 2, px - x0, water, inks(WATER))
        p = c.beginPath()
        if label is None:
            p.moveTo(px, py)
            p.lineTo(px - 3.6, py + 2.1)
            p.lineTo(px - 3.6, py - 2.1)
            p.close()
        else:  # a pointer: the label's box, then the point
            half_w = d.text_width(label, ROW_PT, bold=True) / 2 + 0.3
            left, shoulder, half_h = self._label_x() - half_w, px - 1.6, 1.9
            p.moveTo(px, py)
            p.lineTo(shoulder, py + half_h)
            p.lineTo(left, py + half_h)
            p.lineTo(left, py - half_h)
            p.lineTo(shoulder, py - half_h)
            p.close()
        c.setFillColor(inks("#ffffff") if not grey or label else ink)
        c.setStrokeColor(ink)
        c.setLineWidth(0.3)
        c.drawPath(p, stroke=1, fill=1)
        if label:
            d.text(c, self._label_x(), py - CAP_EM * ROW_PT * d.PT / 2, label, ROW_PT, ink, bold=True)

    # --- the cartouche and the legend ----------------------------------------------------------------
    def _cartouche_and_legend(self, c: Pen, bw: float) -> None:
        """The title cartouche at the left of the band under the grid, the legend in two columns to its
        right: the cartouche and the columns keep :data:`LEGEND_GAPS` free, so a board split over pages
        can be cut there (on a grid line) without cutting a word."""
        inks = self.inks
        ink = inks(INK)
        lo, hi = BAND
        first, second = LEGEND_GAPS
        sc.cartouche(c, inks, FRAME[0], lo, first[0] - FRAME[0], hi - lo, self.cat.title.upper(),
                     self.cat.subtitle, 30, 10)
        columns = [(first[1], second[0]), (second[1], bw - FRAME[1])]
        items = [("red", "red zone (hatched, rocks): minus its value, once per turn"),
                 ("green", "green zone (dotted, palms): plus its value, once per turn"),
                 ("blue", "blue goal (waves): plus its value; the game ends after that turn"),
                 ("start", "START: the first tile's line begins at the arrow")]
        for k, (kind, words) in enumerate(items):
            (x, end), y = columns[k % 2], hi - 9 - (k // 2) * 11
            self._legend_sample(c, kind, x, y - 2.5)
            d.text(c, x + 13, y, words, d.fit_size(words, end - x - 13, 8), ink, align="left")

    def _legend_sample(self, c: Pen, kind: str, x: float, y: float) -> None:
        """A 10 x 7 mm sample of a zone, the goal's water or the start inlet at (x, y)."""
        inks = self.inks
        grey = inks.greyscale
        ink = inks(INK)
        w, h = 10.0, 7.0
        c.saveState()
        if kind == "start":
            self._inlet(c, x, x + w, y + h / 2, 20.0)
            c.restoreState()
            return
        if kind == "blue":
            sc.water(c, inks, x, y, w, h, GOAL, "#1f5f8b" if grey else "#d6ecfa", seed=3, rows_per_10mm=3)
        else:
            if not grey:
                d.fill_rect(c, x, y, w, h, inks(RED if kind == "red" else GREEN))
            c.setStrokeColor(inks(EDGE[kind] if not grey else INK))
            c.setFillColor(inks(EDGE[kind] if not grey else INK))
            c.setLineWidth(0.3)
            if kind == "red":
                for i in range(4):
                    c.line(x + i * 2.5, y, x + min(w, i * 2.5 + h), y + min(h, w - i * 2.5))
                c.line(x, y + 2.5, x + h - 2.5, y + h)
            else:
                for i in range(4):
                    for j in range(3):
                        c.circle(x + 1.25 + i * 2.5, y + 1.2 + j * 2.3, 0.4, stroke=0, fill=1)
            self._triangle(c, x + w / 2, y + h / 2, 1.8, kind == "green")
        c.setStrokeColor(ink if kind == "blue" else inks(EDGE[kind]))
        c.setLineWidth(0.6)
        c.rect(x, y, w, h, stroke=1, fill=0)
        c.restoreState()

