"""NIL's board as a printed game: desert ground, the blue goal column as water, the Nile flowing in at
the start mark, illustrated zones, a title cartouche and the legend (our own drawing; the real board is
lost).

What is exact stays exact: every square is a tile's size (the grid is drawn as long straight lines over
the whole board, so a split board's pages can be checked), and every zone reads without colour: red
zones are hatched, carry rocks, a minus sign and a down triangle, and have a solid outline; green zones
are dotted, carry palms, a plus sign and an up triangle; the goal column has waves. Every word and
number is at least 7 pt.

Where things lie on the 460 x 476 mm board, in mm from its top-left corner (for seams that must not
cut them): the squares from (10, 10) to (450, 430), 20 mm each; the start mark (the Nile's inlet) in
the left frame at x 0-10, y 216.5-223.5, its arrow's tip on A11's west point (10, 220); the left row
number "11" above it (x 3-8.5, y 212.5-215), "START" under it (x 5-7.5, y 225-235); the 500 square at
x 430-450, y 210-230; the column letters at y 4.5-7 and 433.5-436, the row numbers at x 3-8.5 and
451.5-457; the title cartouche at x 10-175 and the legend's columns at x 195-325 and 335-450, all at
y 441-471, so that seams on the grid lines x = 190 and 330 cut no word there (:data:`LEGEND_GAPS`);
each zone's label (triangle and value plaque) on its named square.
"""

from __future__ import annotations

from pnp import tiles
from pnp.art import draw as d
from pnp.art import scenery as sc
from pnp.boards import SeamHints
from pnp.catalogue import NilCatalogue
from pnp.paper import Inks

INK = "#1d2b3a"
WATER = "#3f8fc9"
BANK = "#6b5430"
RED, GREEN = "#d9776a", "#8cc46f"
GOAL = "#5f9fd6"
DUNE, FIELD = "#e6cf9a", "#f5ead0"
GRID = "#5a4630"
EDGE = {"red": "#8e2f22", "green": "#2f6b2a"}

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
    def draw_board(self, c) -> None:
        """The whole board in mm, origin at its lower-left corner: desert ground, zones with their
        values and symbols, the goal column's water and values, the grid, letters and numbers, the
        start mark, the title cartouche and the legend."""
        b, s = self.cat.board, self.cat.tile.size
        bw, bh = self.board_size()
        inks = self.inks
        grey = inks.greyscale
        gx, gy, gw, gh = FRAME[0], FRAME[3], b.columns * s, b.rows * s
        if not grey:
            d.fill_rect(c, 0, 0, bw, bh, inks(DUNE))
            d.fill_rect(c, gx, gy, gw, gh, inks(FIELD))
            sc.dune_lines(c, inks("#ecdcb5"), gx, gy, gw - s, gh, seed=7, spacing=28.0)
        c.setStrokeColor(inks("#9a6b1f"))
        c.setLineWidth(0.8)
        c.rect(1.2, 1.2, bw - 2.4, bh - 2.4, stroke=1, fill=0)
        zone_at = {tiles.parse_square(q, b.columns, b.rows): z for z in b.zones for q in z.squares}
        for square, zone in zone_at.items():
            self._zone_square(c, square, zone.colour, labelled=zone.id == tiles.square_name(square))
        for row in range(b.rows):
            self._goal_square(c, (b.columns - 1, row), b.goal.values[row])
        self._grid(c)
        for zone in b.zones:
            self._zone_outline(c, zone, zone_at)
            self._zone_label(c, zone)
        self._letters(c)
        self._start_mark(c)
        self._cartouche_and_legend(c, bw)

    def _grid(self, c) -> None:
        """The squares' lines: long straight lines over the whole grid, and its frame."""
        b, s = self.cat.board, self.cat.tile.size
        c.setStrokeColor(self.inks(GRID))
        c.setLineWidth(0.3)
        for col in range(b.columns + 1):
            c.line(FRAME[0] + col * s, FRAME[3], FRAME[0] + col * s, FRAME[3] + b.rows * s)
        for row in range(b.rows + 1):
            c.line(FRAME[0], FRAME[3] + row * s, FRAME[0] + b.columns * s, FRAME[3] + row * s)
        c.setStrokeColor(self.inks(INK))
        c.setLineWidth(0.8)
        c.rect(FRAME[0], FRAME[3], b.columns * s, b.rows * s, stroke=1, fill=0)

    def _letters(self, c) -> None:
        """Column letters above and below the grid, row numbers left and right of it; the left number
        of the start row sits above the start mark's inlet."""
        b, s = self.cat.board, self.cat.tile.size
        bw, _ = self.board_size()
        ink = self.inks(INK)
        start_row = tiles.parse_square(b.start.square, b.columns, b.rows)[1]
        for col in range(b.columns):
            x = FRAME[0] + (col + 0.5) * s
            for y in (FRAME[3] + b.rows * s + 3, FRAME[3] - 6):
                d.text(c, x, y, tiles.column_letter(col), 10, ink, bold=True)
        for row in range(b.rows):
            y = FRAME[3] + (b.rows - 1 - row + 0.5) * s - 1.4
            left_y = y + 6.6 if row == start_row else y
            d.text(c, FRAME[0] * 0.56, left_y, str(row + 1), 9, ink, bold=True)
            d.text(c, bw - FRAME[1] * 0.56, y, str(row + 1), 9, ink, bold=True)

    # --- zones ---------------------------------------------------------------------------------------
    def _zone_square(self, c, square, colour: str, labelled: bool) -> None:
        """One square of a zone: its colour, its pattern (hatched red, dotted green) and, unless it
        carries the zone's label, its scenery (rocks, a palm)."""
        x, y = self.square_origin(square)
        s = self.cat.tile.size
        inks = self.inks
        grey = inks.greyscale
        if not grey:
            d.fill_rect(c, x, y, s, s, inks(RED if colour == "red" else GREEN))
        c.saveState()
        c.setStrokeColor(inks(EDGE[colour] if not grey else INK))
        c.setFillColor(inks(EDGE[colour] if not grey else INK))
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
            d.fill_rect(c, x + 3.5, y + 5.5, 13, 9, inks("#f3e0c6"), radius=4)
            sc.reuse(c, "rocks", 10, 6, lambda cc: sc.rocks(cc, inks), x + 5, y + 7)
        else:
            d.fill_rect(c, x + 4.5, y + 3.0, 11, 14, inks("#e4f1d4"), radius=5)
            sc.reuse(c, "palm", 12, 14, lambda cc: sc.palm(cc, inks, 5.0, 0.5, 12.5), x + 5, y + 3.2)

    def _zone_outline(self, c, zone, zone_at) -> None:
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

    def _zone_label(self, c, zone) -> None:
        """The zone's label on its named square: a motif, the symbol (down triangle for red, up for
        green) and the value with its sign on a white plaque."""
        b, s = self.cat.board, self.cat.tile.size
        inks = self.inks
        x, y = self.square_origin(tiles.parse_square(zone.id, b.columns, b.rows))
        ink = inks(INK)
        sign, up = ("−", False) if zone.colour == "red" else ("+", True)
        if zone.colour == "red":
            sc.reuse(c, "rocks", 10, 6, lambda cc: sc.rocks(cc, inks), x + 1.5, y + 11.5, scale=0.75)
        else:
            sc.reuse(c, "palm", 12, 14, lambda cc: sc.palm(cc, inks, 5.0, 0.5, 12.5), x + 1.2, y + 9.8, scale=0.62)
        d.fill_rect(c, x + s * 0.55, y + s * 0.5, 7, 7, inks("#ffffff"), radius=3.5)
        self._triangle(c, x + s * 0.55 + 3.5, y + s * 0.5 + 3.5, 2.3, up)
        label = f"{sign}{zone.value}"
        size = d.fit_size(label, s - 4, 10, bold=True)
        w = d.text_width(label, size, bold=True) + 2.4
        c.setFillColor(inks("#ffffff"))
        c.setStrokeColor(inks(EDGE[zone.colour]))
        c.setLineWidth(0.4)
        c.roundRect(x + (s - w) / 2, y + 2.2, w, 5.6, 1.2, stroke=1, fill=1)
        d.text(c, x + s / 2, y + 3.6, label, size, ink, bold=True)

    def _triangle(self, c, cx: float, cy: float, r: float, up: bool) -> None:
        sign = 1 if up else -1
        p = c.beginPath()
        p.moveTo(cx, cy + sign * r)
        p.lineTo(cx - r * 0.9, cy - sign * r * 0.6)
        p.lineTo(cx + r * 0.9, cy - sign * r * 0.6)
        p.close()
        c.setFillColor(self.inks(INK))
        c.drawPath(p, stroke=0, fill=1)

    # --- the goal column -----------------------------------------------------------------------------
    def _goal_square(self, c, square, value: int) -> None:
        """A blue goal square: water with waves, its value on a plaque (the highest on a gold one)."""
        x, y = self.square_origin(square)
        s = self.cat.tile.size
        inks = self.inks
        grey = inks.greyscale
        ink = inks(INK)
        sc.water(c, inks, x, y, s, s, GOAL, "#1f5f8b" if grey else "#d6ecfa", seed=square[1] + 31, rows_per_10mm=1.6)
        top = max(self.cat.board.goal.values)
        label = str(value)
        size = d.fit_size(label, s - 5, 11, bold=True)
        w = d.text_width(label, size, bold=True) + 3
        c.setFillColor(inks("#f2c94c" if value == top else "#ffffff"))
        c.setStrokeColor(ink)
        c.setLineWidth(0.8 if value == top else 0.35)
        c.roundRect(x + (s - w) / 2, y + s * 0.3, w, 6.4, 1.5, stroke=1, fill=1)
        d.text(c, x + s / 2, y + s * 0.3 + 1.7, label, size, ink, bold=True)

    # --- start mark ----------------------------------------------------------------------------------
    def _start_mark(self, c) -> None:
        """The Nile flowing in from the board's edge to the start point, as wide as a tile's river, with
        an arrow at the point and "START" under the inlet."""
        s = self.cat.tile.size
        px, py = self.start_point()
        self._inlet(c, 0.0, px, py, s)
        d.text(c, FRAME[0] * 0.72, py - 4.8, "START", 8, self.inks(INK), bold=True, angle=90, align="right")

    def _inlet(self, c, x0: float, px: float, py: float, s: float) -> None:
        """A river from ``x0`` to the start point (``px``, ``py``) with its banks and an arrow."""
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
        p.moveTo(px, py)
        p.lineTo(px - 3.6, py + 2.1)
        p.lineTo(px - 3.6, py - 2.1)
        p.close()
        c.setFillColor(inks("#ffffff") if not grey else ink)
        c.setStrokeColor(ink)
        c.setLineWidth(0.3)
        c.drawPath(p, stroke=1, fill=1)

    # --- the cartouche and the legend ----------------------------------------------------------------
    def _cartouche_and_legend(self, c, bw: float) -> None:
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

    def _legend_sample(self, c, kind: str, x: float, y: float) -> None:
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

