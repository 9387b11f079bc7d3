"""NIL: the art of the square tiles, the board, the score pad and the tile racks (our own drawings).

The river is a channel of water between two banks: a straight run for a straight or a diagonal, a curve
for the bends, arcs and skews, every end exactly on its boundary point (see :mod:`pnp.tiles`). A tile's
value sits in a white disc at the spot farthest from the river, so it is never on the water and reads
the same in any rotation. The board's zones carry a symbol and a pattern as well as a colour: red
zones are hatched and marked with a minus sign and a down triangle, green zones dotted with a plus
sign and an up triangle, the blue goal column waved.

The same drawing functions picture a game in progress (``nile show``): :meth:`Art.draw_board` and
:meth:`Art.draw_line_tile` take the board and a tile's lines in their laid orientation.
"""

from __future__ import annotations

import math

from pnp import tiles
from pnp.art import CardArt, CardFace, ComponentGroup, ExtraPage
from pnp.art import draw as d
from pnp.catalogue import NilCatalogue, Size, TileKind

INK = "#1d2b3a"
SAND = "#f3e6c4"
WATER = "#3f8fc9"
BANK = "#6b5430"
RED, GREEN, BLUE = "#d9776a", "#7fbf6a", "#8fc0e8"

#: the board's frame around the squares (mm): left, right, top, bottom (the bottom holds the legend)
FRAME = (10.0, 10.0, 10.0, 20.0)


def _xy(point: str, size: float) -> tuple[float, float]:
    """A boundary point in a ``size`` mm tile, y up from the lower-left corner."""
    lx, ly = tiles.LOCAL[point]
    return lx * size / 2, size - ly * size / 2


def _inward(point: str) -> tuple[float, float]:
    """The unit direction from ``point`` into the tile (y up)."""
    lx, ly = tiles.LOCAL[point]
    dx, dy = 1 - lx, -(1 - ly)
    n = math.hypot(dx, dy)
    return dx / n, dy / n


def line_path(a: str, b: str, size: float) -> tuple[tuple[float, float], ...]:
    """The river's centre line from ``a`` to ``b`` in a ``size`` mm tile as the four points of a cubic
    Bézier curve (a straight segment when both ends face each other)."""
    (ax, ay), (bx, by) = _xy(a, size), _xy(b, size)
    same_edge = (ax == bx and ax in (0, size)) or (ay == by and ay in (0, size))
    k = 0.5 * size if same_edge else 0.36 * math.hypot(bx - ax, by - ay)
    (ux, uy), (vx, vy) = _inward(a), _inward(b)
    return (ax, ay), (ax + k * ux, ay + k * uy), (bx + k * vx, by + k * vy), (bx, by)


def _bezier(p: tuple[tuple[float, float], ...], t: float) -> tuple[float, float]:
    m = 1 - t
    return (m ** 3 * p[0][0] + 3 * m * m * t * p[1][0] + 3 * m * t * t * p[2][0] + t ** 3 * p[3][0],
            m ** 3 * p[0][1] + 3 * m * m * t * p[1][1] + 3 * m * t * t * p[2][1] + t ** 3 * p[3][1])


def value_spot(lines: list[tuple[str, str]], size: float) -> tuple[float, float]:
    """Where a tile's value goes: of a ring of candidate spots, the one farthest from the river."""
    samples = [_bezier(line_path(a, b, size), i / 24) for a, b in lines for i in range(25)]
    r = size * 0.36
    spots = [(size / 2 + r * math.cos(math.radians(22.5 + 45 * i)), size / 2 + r * math.sin(math.radians(22.5 + 45 * i)))
             for i in range(8)]
    spots += [(size * 0.2, size * 0.2), (size * 0.8, size * 0.2), (size * 0.2, size * 0.8), (size * 0.8, size * 0.8),
              (size / 2, size / 2)]
    if not samples:
        return size / 2, size / 2
    return max(spots, key=lambda s: (round(min(math.hypot(s[0] - x, s[1] - y) for x, y in samples), 3), -s[1], s[0]))


class Art(CardArt):
    """NIL's tiles, board, score pad and racks (see :mod:`pnp.art`). ``card`` is the tile size."""

    score_pad_note = "plus, minus and total per player, a row per turn; the racks' tiles at the end go in the minus column"
    back_labels = {"tile": ""}
    board_check = "Every square of the board measures the same as a tile."

    def __init__(self, catalogue: NilCatalogue, inks, card: Size, bleed: float):
        super().__init__(catalogue, inks, card, bleed)
        self.kinds = {k.id: k for k in catalogue.tile.kinds}
        self.safe_zone = 0.0  # a tile's value sits in its own disc; the tile has no text near its edge

    # --- what is printed --------------------------------------------------------------------------
    def groups(self) -> list[ComponentGroup]:
        """The 108 tiles, butted on the sheet, one common back."""
        t = self.cat.tile
        faces = [CardFace(f"tile-{k.id}", "back-tile") for k in t.kinds for _ in range(k.count)]
        kinds = "; ".join(f"{k.name} {k.count}× worth {k.value}" for k in t.kinds)
        return [ComponentGroup("Tiles", faces, f"{t.source}. {kinds}. {t.size_source}. Tiles are butted: "
                               "neighbours share a cut line, so cut straight through", butted=True)]

    def unprinted(self) -> list[tuple[str, str, str]]:
        """The bag is not printed."""
        return [("Bag", "1", "use any opaque bag or box lid to draw the tiles from")]

    def extra_pages(self, opts) -> list[ExtraPage]:
        """The board (split over pages by :mod:`pnp.boards`, or on one page with ``--board single``) and
        the tile racks, two to a page."""
        from functools import partial

        from pnp.boards import board_pages

        bw, bh = self.board_size()
        paper = opts.paper_size()
        b, s = self.cat.board, self.cat.tile.size
        self.board_plan, out = board_pages(bw, bh, opts, self.draw_board, self.inks(INK), self.inks("#5b6b7b"),
                                           self.cat.title, f"{b.columns} × {b.rows} squares of {s:g} mm (a tile's size)")
        racks, per_page = self.cat.players.max, 2
        for k in range(0, racks, per_page):
            out.append(ExtraPage("Tile racks", paper.width, paper.height,
                                 partial(self._racks, min(per_page, racks - k), paper), count=str(racks) if k == 0 else "",
                                 size=f"{self.cat.tile.rack * s + 12:g} mm long",
                                 note=f"a fold-and-glue stand per player that hides {self.cat.tile.rack} tiles"))
        return out

    def _racks(self, count: int, paper: Size, c, form) -> None:
        self.rack_page(c, paper.width, paper.height, count)

    # --- tiles --------------------------------------------------------------------------------------
    def _face_tile(self, c, kind_id: str, w: float, h: float) -> None:
        kind = self.kinds[kind_id]
        self.draw_line_tile(c, 0, 0, w, kind.lines(), kind, universal=kind.universal)

    def draw_line_tile(self, c, x: float, y: float, size: float, lines: list[tuple[str, str]],
                       kind: TileKind | None, universal: bool = False, marked: bool = False) -> None:
        """A tile at (x, y) mm, ``size`` mm square, showing ``lines`` (pairs of boundary points as laid)
        and the kind's value (none when ``kind`` is None). ``marked`` rings it (the last turn's tiles)."""
        c.saveState()
        c.translate(x, y)
        p = c.beginPath()
        p.rect(0, 0, size, size)
        c.clipPath(p, stroke=0, fill=0)
        if not self.inks.greyscale:
            d.fill_rect(c, 0, 0, size, size, self.inks(SAND))
        width = size * (0.13 if universal else 0.26)
        c.setLineCap(0)
        for bank, colour, extra in ((True, BANK, (0.06 if universal else 0.09) * size), (False, WATER, 0.0)):
            for a, b in lines:
                pts = line_path(a, b, size)
                path = c.beginPath()
                path.moveTo(*pts[0])
                path.curveTo(*pts[1], *pts[2], *pts[3])
                if self.inks.greyscale:
                    c.setStrokeColor(self.inks(INK) if bank else self.inks("#ffffff"))
                    c.setLineWidth(width + (0.5 if bank else 0.0))
                else:
                    c.setStrokeColor(self.inks(colour))
                    c.setLineWidth(width + extra)
                c.drawPath(path, stroke=1, fill=0)
        if universal:
            c.setFillColor(self.inks("#ffffff"))
            c.setStrokeColor(self.inks(INK))
            c.setLineWidth(0.25)
            c.circle(size / 2, size / 2, size * 0.16, stroke=1, fill=1)
            d.text(c, size / 2, size / 2 - 0.2, "U", 7, self.inks(INK), bold=True)
            if kind is not None:
                d.text(c, size / 2, size / 2 - 2.4, str(kind.value), 5.5, self.inks(INK), bold=True)
        if kind is not None and not kind.spare and not universal:
            vx, vy = value_spot(lines, size)
            r = size * 0.13
            c.setFillColor(self.inks("#ffffff"))
            c.setStrokeColor(self.inks(INK))
            c.setLineWidth(0.25)
            c.circle(vx, vy, r, stroke=1, fill=1)
            label = str(kind.value)
            d.text(c, vx, vy - r * 0.42, label, d.fit_size(label, r * 1.7, 8, bold=True), self.inks(INK), bold=True)
        elif kind is not None:
            d.text(c, size / 2, size / 2 - 1, "spare", 6, self.inks("#8695a5"))
        c.restoreState()
        c.saveState()
        c.setStrokeColor(self.inks("#e0463a" if marked else "#7a6a4a"))
        c.setLineWidth(0.9 if marked else 0.15)
        c.rect(x + (0.45 if marked else 0), y + (0.45 if marked else 0), size - (0.9 if marked else 0),
               size - (0.9 if marked else 0), stroke=1, fill=0)
        c.restoreState()

    def _face_back(self, c, arg: str, w: float, h: float) -> None:
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

    # --- the board ------------------------------------------------------------------------------------
    def board_size(self) -> tuple[float, float]:
        """The board drawing's width and height in mm, frame included."""
        b, s = self.cat.board, self.cat.tile.size
        return FRAME[0] + b.columns * s + FRAME[1], FRAME[3] + b.rows * s + FRAME[2]

    def square_origin(self, square: tuple[int, int]) -> tuple[float, float]:
        """The lower-left corner (mm, in the board drawing) of ``square`` (col, row 0-based)."""
        b, s = self.cat.board, self.cat.tile.size
        return FRAME[0] + square[0] * s, FRAME[3] + (b.rows - 1 - square[1]) * s

    def draw_board(self, c) -> None:
        """The whole board in mm, origin at its lower-left corner: frame, letters and numbers, zones with
        their values and symbols, the blue goal column, the start mark, the legend and the note."""
        b, s = self.cat.board, self.cat.tile.size
        bw, bh = self.board_size()
        ink = self.inks(INK)
        if not self.inks.greyscale:
            d.fill_rect(c, 0, 0, bw, bh, self.inks("#efe3c2"))
            d.fill_rect(c, FRAME[0], FRAME[3], b.columns * s, b.rows * s, self.inks("#f7efd9"))
        zone_at = {tiles.parse_square(q, b.columns, b.rows): z for z in b.zones for q in z.squares}
        for square, zone in zone_at.items():
            self._zone_square(c, square, zone.colour)
        for row in range(b.rows):
            self._goal_square(c, (b.columns - 1, row), b.goal.values[row])
        for zone in b.zones:
            x, y = self.square_origin(tiles.parse_square(zone.id, b.columns, b.rows))
            sign, tri = ("−", "down") if zone.colour == "red" else ("+", "up")
            self._triangle(c, x + s / 2, y + s * 0.68, 2.2, tri)
            label = f"{sign}{zone.value}"
            d.text(c, x + s / 2, y + s * 0.22, label, d.fit_size(label, s - 3, 10, bold=True), ink, bold=True)
        c.setStrokeColor(ink)
        c.setLineWidth(0.3)
        for col in range(b.columns + 1):
            c.line(FRAME[0] + col * s, FRAME[3], FRAME[0] + col * s, FRAME[3] + b.rows * s)
        for row in range(b.rows + 1):
            c.line(FRAME[0], FRAME[3] + row * s, FRAME[0] + b.columns * s, FRAME[3] + row * s)
        c.setLineWidth(0.8)
        c.rect(FRAME[0], FRAME[3], b.columns * s, b.rows * s, stroke=1, fill=0)
        for col in range(b.columns):
            x = FRAME[0] + (col + 0.5) * s
            for y in (FRAME[3] + b.rows * s + 3, FRAME[3] - 6):
                d.text(c, x, y, tiles.column_letter(col), 10, ink, bold=True)
        for row in range(b.rows):
            y = FRAME[3] + (b.rows - 1 - row + 0.5) * s - 1.4
            d.text(c, FRAME[0] * 0.36, y, str(row + 1), 9, ink, bold=True)
            d.text(c, bw - FRAME[1] / 2, y, str(row + 1), 9, ink, bold=True)
        self._start_mark(c)
        self._legend(c, bw)

    def _zone_square(self, c, square, colour: str) -> None:
        x, y = self.square_origin(square)
        s = self.cat.tile.size
        fill = RED if colour == "red" else GREEN
        c.saveState()
        d.fill_rect(c, x, y, s, s, self.inks(fill) if not self.inks.greyscale else self.inks("#ffffff"))
        p = c.beginPath()
        p.rect(x, y, s, s)
        c.clipPath(p, stroke=0, fill=0)
        c.setStrokeColor(self.inks(INK))
        c.setFillColor(self.inks(INK))
        if colour == "red":  # hatched
            c.setLineWidth(0.35)
            for i in range(-3, 4):  # 45° lines cut to the square (so no clip is needed, e.g. in SVG)
                off = i * s / 4
                c.line(x + max(0.0, off), y + max(0.0, -off), x + s + min(0.0, off), y + s - max(0.0, off))
        else:  # dotted
            for i in range(4):
                for j in range(4):
                    c.circle(x + 2.5 + i * 5, y + 2.5 + j * 5, 0.45, stroke=0, fill=1)
        c.restoreState()

    def _goal_square(self, c, square, value: int) -> None:
        x, y = self.square_origin(square)
        s = self.cat.tile.size
        d.fill_rect(c, x, y, s, s, self.inks(BLUE) if not self.inks.greyscale else self.inks("#ffffff"))
        c.setStrokeColor(self.inks("#1f5f8b"))
        c.setLineWidth(0.4)
        for k in range(2):
            yy = y + s * (0.72 + 0.12 * k)
            p = c.beginPath()
            p.moveTo(x + 2, yy)
            p.curveTo(x + 6, yy + 1.2, x + 8, yy - 1.2, x + 10, yy)
            p.curveTo(x + 12, yy + 1.2, x + 14, yy - 1.2, x + s - 2, yy)
            c.drawPath(p, stroke=1, fill=0)
        d.text(c, x + s / 2, y + s * 0.25, str(value), d.fit_size(str(value), s - 3, 11, bold=True),
               self.inks(INK), bold=True)

    def _triangle(self, c, cx: float, cy: float, r: float, direction: str) -> None:
        sign = 1 if direction == "up" else -1
        p = c.beginPath()
        p.moveTo(cx, cy + sign * r)
        p.lineTo(cx - r * 0.9, cy - sign * r * 0.6)
        p.lineTo(cx + r * 0.9, cy - sign * r * 0.6)
        p.close()
        c.setFillColor(self.inks(INK))
        c.drawPath(p, stroke=0, fill=1)

    def _start_mark(self, c) -> None:
        b = self.cat.board
        square = tiles.parse_square(b.start.square, b.columns, b.rows)
        x, y = self.square_origin(square)
        px, py = _xy(b.start.point, self.cat.tile.size)
        px, py = x + px, y + py
        ink = self.inks(INK)
        p = c.beginPath()
        p.moveTo(px, py)
        p.lineTo(px - 4.2, py + 3.2)
        p.lineTo(px - 4.2, py - 3.2)
        p.close()
        c.setFillColor(self.inks(WATER) if not self.inks.greyscale else ink)
        c.setStrokeColor(ink)
        c.setLineWidth(0.4)
        c.drawPath(p, stroke=1, fill=1)

    def _legend(self, c, bw: float) -> None:
        ink = self.inks(INK)
        y = 4.0
        x = FRAME[0]
        items = [("red", "red zone: minus its value, paid once per turn"),
                 ("green", "green zone: plus its value, once per turn"),
                 ("blue", "blue goal: plus its value; the game ends after that turn"),
                 ("start", "start mark: the first tile's line starts here")]
        c.saveState()
        for colour, words in items:
            c.saveState()
            if colour == "start":
                p = c.beginPath()
                p.moveTo(x + 5, y + 1)
                p.lineTo(x + 1, y + 3.4)
                p.lineTo(x + 1, y - 1.4)
                p.close()
                c.setFillColor(self.inks(WATER) if not self.inks.greyscale else ink)
                c.setStrokeColor(ink)
                c.setLineWidth(0.3)
                c.drawPath(p, stroke=1, fill=1)
            elif colour == "blue":
                d.fill_rect(c, x, y - 1, 6, 4, self.inks(BLUE) if not self.inks.greyscale else self.inks("#ffffff"))
                c.setStrokeColor(ink)
                c.setLineWidth(0.3)
                c.rect(x, y - 1, 6, 4, stroke=1, fill=0)
            else:
                d.fill_rect(c, x, y - 1, 6, 4, self.inks(RED if colour == "red" else GREEN)
                            if not self.inks.greyscale else self.inks("#ffffff"))
                c.setStrokeColor(ink)
                c.setLineWidth(0.3)
                c.rect(x, y - 1, 6, 4, stroke=1, fill=0)
                if colour == "red":
                    c.line(x, y - 1, x + 4, y + 3)
                    c.line(x + 2, y - 1, x + 6, y + 3)
                else:
                    c.setFillColor(ink)
                    for i in range(3):
                        c.circle(x + 1.2 + i * 1.8, y + 1, 0.35, stroke=0, fill=1)
            c.restoreState()
            d.text(c, x + 8, y, words, 7, ink, align="left")
            x += 8 + d.text_width(words, 7) + 8
        d.text(c, bw - FRAME[1], y, "Reconstructed layout: the original board is lost (see the contents page).",
               6.5, ink, align="right")
        c.restoreState()

    # --- score pad and racks ------------------------------------------------------------------------
    def score_pad(self, c, page_w: float, page_h: float) -> None:
        """One score sheet: for up to 4 players a plus, a minus and a running total column, a row per
        turn, then the racks' tiles at the end and the final total."""
        ink, light = self.inks(INK), self.inks("#efe6d2")
        margin = 14
        players = self.cat.players.max
        d.text(c, margin, page_h - margin - 5, "NIL — score sheet", 13, ink, bold=True, align="left")
        d.text(c, page_w - margin, page_h - margin - 5, "date: ____________", 9, ink, align="right")
        d.paragraph(c, margin, page_h - margin - 11, "Each turn: plus = tile values + green zones + blue square "
                    "+ 20 for all 5 tiles; minus = red zones, or the rack's sum when blocked. Keep a running total. "
                    "At the end, the tiles left on the rack go in the minus column.", page_w - 2 * margin, 7.5, ink)
        top = page_h - margin - 24
        turn_w = 10
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
                d.text(c, margin + turn_w / 2, y + 1.8, str(r), 6.5, ink)
        c.setLineWidth(0.2)
        d.text(c, margin + 1, bottom - row_h + 1.8, "end: racks", 6, ink, align="left")
        d.text(c, margin + 1, bottom - 2 * row_h + 1.8, "final", 6.5, ink, bold=True, align="left")
        final = bottom - 2 * row_h
        d.column_blocks(c, margin + turn_w, block, players, 3, top, top - head_h, final)
        c.setLineWidth(0.6)
        c.rect(margin, final, page_w - 2 * margin, top - final, stroke=1, fill=0)

    def rack_page(self, c, page_w: float, page_h: float, racks: int) -> None:
        """``racks`` fold-and-glue tile racks on a page (mm): each a strip that folds into a triangular
        stand with a ledge and a lip, hiding 5 tiles from the other players. Solid lines are cut, dashed
        lines folded, the hatched band glued."""
        s = self.cat.tile.size
        length = self.cat.tile.rack * s + 12
        panels = [("lip", 6.0), ("ledge", s * 0.6), ("base", s * 1.5), ("back", s * 1.5),
                  ("slope", round(math.hypot(s * 1.5, s * 1.5), 1)), ("glue", 10.0)]
        total = sum(h for _, h in panels)
        ink = self.inks(INK)
        gap = (page_h - 2 * 14 - racks * total) / max(1, racks)
        x = (page_w - length) / 2
        for k in range(racks):
            top = page_h - 14 - k * (total + gap) - gap / 2
            y = top
            c.setStrokeColor(ink)
            for i, (name, h) in enumerate(panels):
                y -= h
                if name == "back" and not self.inks.greyscale:
                    d.fill_rect(c, x, y, length, h, self.inks("#24527a"))
                if name == "back":
                    d.text(c, x + length / 2, y + h / 2 - 2, f"{self.cat.title}", 16, self.inks("#f3e6c4"), bold=True)
                if name == "glue":
                    c.saveState()
                    p = c.beginPath()
                    p.rect(x, y, length, h)
                    c.clipPath(p, stroke=0, fill=0)
                    c.setLineWidth(0.25)
                    for j in range(int(length // 3) + 4):
                        c.line(x + j * 3 - h, y, x + j * 3, y + h)
                    c.restoreState()
                    d.text(c, x + length / 2, y + h / 2 - 1, "glue under the ledge's fold", 7, ink)
                elif name != "back":
                    d.text(c, x + 3, y + h / 2 - 1, name, 6, self.inks("#8695a5"), align="left")
                if i < len(panels) - 1:
                    c.setDash(2, 1.5)
                    c.setLineWidth(0.3)
                    c.line(x, y, x + length, y)
                    c.setDash()
            c.setLineWidth(0.5)
            c.rect(x, y, length, top - y, stroke=1, fill=0)
            d.text(c, x + length + 2, top - 4, f"rack {k + 1}", 7, ink, align="left")
        d.paragraph(c, 14, 12, "Cut along the solid outline; fold every dashed line the same way; glue the hatched "
                    "band under the fold between ledge and base. The slope leans back; the tiles stand on the "
                    "ledge against it, behind the lip, their faces towards you.", page_w - 28, 7, ink)

    def reconstructed(self) -> list[str]:
        """Lines for the contents page: what this pack reconstructs."""
        t, b = self.cat.tile, self.cat.board
        return [f"<b>Reconstruction:</b> the tile kinds' lines, counts and values ({t.source}).",
                f"<b>Reconstruction:</b> the board's layout ({b.source}); rows 10–21 of the goal column and the "
                "numbered squares of the board's fourth quarter come from the surviving transcription.",
                f"<b>Decision:</b> {t.size_source}; a board square is the size of a tile."]
