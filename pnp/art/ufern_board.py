"""*An den Ufern des Nils*: where everything lies on the board (mm), and the board's drawing.

The layout is this project's reconstruction (the board's picture is lost): the Nile runs north-south
through the middle; on each bank four rows of fields run from the river out to the desert, the row of 5
at the top; a field is a water card lying across its row (the card's length along the row). Below the
fields: the place for used water cards, the desert pile and its discards, the flood circle, the boat,
the market; along the bottom edge the score track 1-30.

Every position is computed from the catalogue (card size, market space, rows, track), so the printed
board and the referee's picture (``nile show``) agree.

>>> from pnp.catalogue import load_catalogue
>>> g = BoardGeometry(load_catalogue("ufern-des-nils"))
>>> g.field_box("W5.1")[2:], g.field_box("E5.1")[0] - (g.field_box("W5.1")[0] + g.field_box("W5.1")[2]) == g.RIVER
((67.0, 44.0), True)
>>> len(g.track_boxes()), g.market_box("M4", 5)[2]
(30, 22.0)
"""

from __future__ import annotations

import math

from pnp.art import draw as d
from pnp.catalogue import load_paper

INK = "#1d2b3a"
SAND = "#ecd9a6"
DESERT = "#d9b36c"
WATER = "#4f9bd4"
FIELD = "#cfe3a4"
PALM = "#3d7a35"
TRUNK = "#7a5a2e"
BOAT = "#9c6b3c"
FAINT = "#5b6b7b"


class BoardGeometry:
    """Boxes ``(x, y, w, h)`` in mm from the board's lower-left corner for every part of the board."""

    MARGIN = 10.0
    RIVER = 34.0
    ROW_GAP = 5.0
    TITLE = 16.0
    BAND_GAP = 12.0

    def __init__(self, cat):
        self.cat = cat
        card = load_paper().card_sizes[cat.card_size or "mini"]
        #: a field: the card's length along the row, its width across it
        self.fl, self.fw = card.height, card.width
        self.card_w, self.card_h = card.width, card.height
        self.space = cat.plants.market_space
        self.lengths = sorted((r.length for r in cat.board.rows), reverse=True)
        self.longest = self.lengths[0]
        self.width = 2 * (self.MARGIN + self.longest * self.fl) + self.RIVER
        rows_h = len(self.lengths) * self.fw + (len(self.lengths) - 1) * self.ROW_GAP
        market_h = max(m.spaces for m in cat.board.market) * self.space + 12
        self.band_h = max(market_h, self.card_h + 12, 70.0)
        self.track_h = self.space + 8
        self.height = self.MARGIN + self.track_h + self.BAND_GAP + self.band_h + self.BAND_GAP + rows_h \
            + self.TITLE + self.MARGIN
        self.fields_top = self.height - self.MARGIN - self.TITLE
        self.river_x = self.MARGIN + self.longest * self.fl
        self.band_y = self.MARGIN + self.track_h + self.BAND_GAP

    # -- boxes ------------------------------------------------------------------------------------------

    def row_y(self, length: int) -> float:
        """The lower edge of the rows of ``length`` fields (the longest row at the top)."""
        k = self.lengths.index(length)
        return self.fields_top - (k + 1) * self.fw - k * self.ROW_GAP

    def field_box(self, name: str) -> tuple[float, float, float, float]:
        """The box of field ``name`` (``"W4.2"``)."""
        row, pos = name.split(".")
        bank, length, i = row[0], int(row[1:]), int(pos)
        y = self.row_y(length)
        x = self.river_x - i * self.fl if bank == "W" else self.river_x + self.RIVER + (i - 1) * self.fl
        return x, y, self.fl, self.fw

    def market_box(self, row: str, space: int) -> tuple[float, float, float, float]:
        """The box of market ``row``'s ``space`` (1 = the top space)."""
        x0 = self.width - self.MARGIN - len(self.cat.board.market) * (self.space + 4) + 4
        k = [m.id for m in self.cat.board.market].index(row)
        top = self.band_y + self.band_h - 10
        return x0 + k * (self.space + 4), top - space * self.space, self.space, self.space

    def track_boxes(self) -> list[tuple[float, float, float, float]]:
        """The score track's spaces 1..30, left to right along the bottom edge."""
        n = self.cat.board.track
        w = min(self.space, (self.width - 2 * self.MARGIN) / n)
        x0 = (self.width - n * w) / 2
        return [(x0 + i * w, self.MARGIN + 6, w, self.space) for i in range(n)]

    def spots(self) -> dict[str, tuple[float, float, float, float]]:
        """The band's places: used water cards, desert pile, desert discards (card-sized), the flood
        circle and the boat."""
        y = self.band_y + (self.band_h - self.card_h) / 2 - 3
        x = self.MARGIN + 6
        out = {}
        for key in ("used water cards", "desert pile", "desert discards"):
            out[key] = (x, y, self.card_w, self.card_h)
            x += self.card_w + 10
        r = 30.0
        out["flood circle"] = (x + 6, self.band_y + self.band_h / 2 - r - 3, 2 * r, 2 * r)
        x += 2 * r + 24
        out["boat"] = (x, self.band_y + 8, 150.0, self.band_h - 24)
        return out

    # -- drawing ----------------------------------------------------------------------------------------

    def draw(self, c, inks, covered_note: dict[str, str]) -> None:
        """The whole board on canvas ``c`` (in mm). ``covered_note``: row id -> the player counts whose
        cover strip hides it (for the strip outlines)."""
        ink, faint = inks(INK), inks(FAINT)
        d.fill_rect(c, 0, 0, self.width, self.height, inks("#fbf6e8"))
        self._desert(c, inks)
        self._river(c, inks)
        for row in self.cat.board.row_ids():
            length = int(row[1:])
            for i in range(1, length + 1):
                self._field(c, inks, f"{row}.{i}", self.cat.board.row(row).palms[i - 1])
            if row in covered_note:
                xs = [self.field_box(f"{row}.{i}") for i in (1, length)]
                x0 = min(b[0] for b in xs)
                x1 = max(b[0] + b[2] for b in xs)
                c.setStrokeColor(ink)
                c.setLineWidth(0.6)
                c.setDash(3, 2)
                c.rect(x0 - 1, xs[0][1] - 1, x1 - x0 + 2, self.fw + 2, stroke=1, fill=0)
                c.setDash()
                d.text(c, (x0 + x1) / 2, xs[0][1] + self.fw + 1.6, f"cover strip with {covered_note[row]}", 7, ink, bold=True)
        self._band(c, inks)
        self._track(c, inks)
        d.text(c, self.width / 2, self.height - self.MARGIN - 9, f"{self.cat.title.upper()}", 20, ink, bold=True)
        d.text(c, self.width / 2, self.height - self.MARGIN - 14.5,
               "West bank · Nile · East bank — fields are named bank, row, place from the river (W4.2) · "
               "palms = the plant's value · reconstructed layout", 8, faint)
        c.setStrokeColor(ink)
        c.setLineWidth(0.8)
        c.rect(0, 0, self.width, self.height, stroke=1, fill=0)

    def _desert(self, c, inks) -> None:
        top = self.fields_top + 2
        bottom = self.row_y(self.lengths[-1]) - 2
        d.fill_rect(c, self.MARGIN - 4, bottom, self.width - 2 * self.MARGIN + 8, top - bottom, inks(DESERT))
        for side in (-1, 1):
            x = self.MARGIN + 4 if side < 0 else self.width - self.MARGIN - 4
            d.text(c, x, (top + bottom) / 2, "DESERT", 9, inks(INK), bold=True, angle=90 * -side)

    def _river(self, c, inks) -> None:
        x, top = self.river_x, self.fields_top + 6
        bottom = self.band_y + self.band_h + 2
        d.fill_rect(c, x, bottom, self.RIVER, top - bottom, inks(WATER))
        c.setStrokeColor(inks("#ffffff"))
        c.setLineWidth(0.5)
        for y in range(int(bottom) + 8, int(top) - 4, 14):
            p = c.beginPath()
            p.moveTo(x + 5, y)
            for k in range(1, 25):
                xx = x + 5 + (self.RIVER - 10) * k / 24
                p.lineTo(xx, y + 1.2 * math.sin(2 * math.pi * k / 8))
            c.drawPath(p, stroke=1, fill=0)
        d.text(c, x + self.RIVER / 2 + 2.5, (top + bottom) / 2, "NIL · the Nile offers a single wave", 9,
               inks("#ffffff"), bold=True, angle=90)

    def _field(self, c, inks, name: str, palms: int) -> None:
        x, y, w, h = self.field_box(name)
        ink = inks(INK)
        d.fill_rect(c, x + 0.6, y, w - 1.2, h, inks(FIELD), radius=1.5)
        c.setStrokeColor(ink)
        c.setLineWidth(0.3)
        c.roundRect(x + 0.6, y, w - 1.2, h, 1.5, stroke=1, fill=0)
        d.text(c, x + 3, y + h - 5, name, 8, ink, bold=True, align="left")
        d.text(c, x + w - 4, y + h - 8, str(palms), 16, ink, bold=True, align="right")
        for k in range(palms):
            palm(c, inks, x + 8 + k * 12, y + 5, 11)

    def _band(self, c, inks) -> None:
        ink = inks(INK)
        for key, (x, y, w, h) in self.spots().items():
            if key == "flood circle":
                flood_circle(c, inks, x + w / 2, y + h / 2, w / 2, self.cat.board.flood_circle)
                continue
            if key == "boat":
                boat(c, inks, x, y, w, h)
                continue
            c.setStrokeColor(ink)
            c.setLineWidth(0.4)
            c.setDash(2, 1.5)
            c.roundRect(x, y, w, h, 2, stroke=1, fill=0)
            c.setDash()
            d.text(c, x + w / 2, y + h + 2, key, 7.5, ink, bold=True)
        self._market(c, inks)

    def _market(self, c, inks) -> None:
        ink = inks(INK)
        rows = self.cat.board.market
        n = len(rows)
        for k, m in enumerate(rows):
            x, y, w, h = self.market_box(m.id, 1)
            values = [v for v in range(1, n + 1) if k >= n - v]
            d.text(c, x + w / 2, y + h + 6, m.id, 9, ink, bold=True)
            d.text(c, x + w / 2, y + h + 2, "palms " + (f"{values[0]}-{values[-1]}" if len(values) > 1 else str(values[0])),
                   6, ink)
            for s in range(1, m.spaces + 1):
                x, y, w, h = self.market_box(m.id, s)
                d.fill_rect(c, x + 0.5, y + 0.5, w - 1, h - 1, inks("#f6efd9"), radius=1.2)
                c.setStrokeColor(ink)
                c.setLineWidth(0.3)
                c.circle(x + w / 2, y + h / 2, self.cat.plants.token / 2, stroke=1, fill=0)
                d.text(c, x + 2.2, y + h - 3.5, str(s), 5.5, ink, align="left")
        x0, y0, _, _ = self.market_box(rows[0].id, 1)
        d.text(c, x0 - 3, y0 + self.space + 12, "MARKET", 10, ink, bold=True, align="left")

    def _track(self, c, inks) -> None:
        ink = inks(INK)
        for i, (x, y, w, h) in enumerate(self.track_boxes(), start=1):
            d.fill_rect(c, x + 0.4, y, w - 0.8, h, inks("#f3e3b8" if i % 5 else "#e8cf8f"))
            c.setStrokeColor(ink)
            c.setLineWidth(0.3)
            c.rect(x + 0.4, y, w - 0.8, h, stroke=1, fill=0)
            d.text(c, x + w / 2, y + h / 2 - 2, str(i), 10, ink, bold=True)
        first, last = self.track_boxes()[0], self.track_boxes()[-1]
        d.text(c, first[0], first[1] - 4.5, "the pawns start on 1", 6.5, ink, align="left")
        d.text(c, last[0] + last[2], last[1] - 4.5, "the obelisk starts on 30", 6.5, ink, align="right")


def palm(c, inks, x: float, y: float, h: float) -> None:
    """A palm tree ``h`` mm tall standing at (x, y): a curved trunk and five fronds."""
    c.setStrokeColor(inks(TRUNK))
    c.setLineWidth(h * 0.09)
    c.setLineCap(1)
    top = (x + h * 0.08, y + h * 0.7)
    p = c.beginPath()
    p.moveTo(x, y)
    p.curveTo(x + h * 0.1, y + h * 0.3, x + h * 0.02, y + h * 0.5, *top)
    c.drawPath(p, stroke=1, fill=0)
    c.setStrokeColor(inks(PALM))
    c.setLineWidth(h * 0.08)
    for ang in (160, 120, 80, 40, 10):
        a = math.radians(ang)
        p = c.beginPath()
        p.moveTo(*top)
        ex, ey = top[0] + h * 0.42 * math.cos(a), top[1] + h * 0.3 * math.sin(a) - h * 0.05
        p.curveTo(top[0] + h * 0.2 * math.cos(a), top[1] + h * 0.25, ex, ey + h * 0.08, ex, ey)
        c.drawPath(p, stroke=1, fill=0)


def flood_circle(c, inks, cx: float, cy: float, r: float, names: list[str]) -> None:
    """The flood circle: a sector per step (Flut, Ebbe 1, Ebbe 2), each with its name and a symbol
    (waves rising for the flood, falling lines for the ebbs), and arrows for the marker's way round."""
    ink = inks(INK)
    n = len(names)
    fills = ["#9cc8ea", "#d8e8f2", "#eef2f5"]
    c.setLineWidth(0.4)
    for i, name in enumerate(names):
        start = 90 - i * 360 / n
        c.setFillColor(getattr(inks(fills[i % 3]), "fill_ink", inks(fills[i % 3])))
        c.setStrokeColor(ink)
        p = c.beginPath()
        p.moveTo(cx, cy)
        p.arcTo(cx - r, cy - r, cx + r, cy + r, start, -360 / n)
        p.close()
        c.drawPath(p, stroke=1, fill=1)
        mid = math.radians(start - 180 / n)
        tx, ty = cx + 0.58 * r * math.cos(mid), cy + 0.58 * r * math.sin(mid)
        d.text(c, tx, ty, name, 8, ink, bold=True)
        d.text(c, tx, ty - 4.5, "flood: water in" if i == 0 else "ebb: water out", 5.5, ink)
        triangle(c, ink, tx, ty - 9, 2.2, up=i == 0)
        a = math.radians(start)
        triangle(c, ink, cx + (r + 3) * math.cos(a), cy + (r + 3) * math.sin(a), 2.0, angle=start - 180)
    d.text(c, cx, cy + r + 7, "flood circle (the marker goes round clockwise)", 6.5, ink, bold=True)


def boat(c, inks, x: float, y: float, w: float, h: float) -> None:
    """The boat: a hull with a sail, and its label."""
    ink = inks(INK)
    c.setFillColor(getattr(inks(BOAT), "fill_ink", inks(BOAT)))
    c.setStrokeColor(ink)
    c.setLineWidth(0.5)
    p = c.beginPath()
    p.moveTo(x, y + h * 0.45)
    p.lineTo(x + w, y + h * 0.45)
    p.curveTo(x + w * 0.9, y, x + w * 0.1, y, x, y + h * 0.45)
    c.drawPath(p, stroke=1, fill=1)
    c.setFillColor(getattr(inks("#f4ecd8"), "fill_ink", inks("#f4ecd8")))
    p = c.beginPath()
    p.moveTo(x + w * 0.5, y + h * 0.5)
    p.lineTo(x + w * 0.5, y + h)
    p.lineTo(x + w * 0.78, y + h * 0.52)
    p.close()
    c.drawPath(p, stroke=1, fill=1)
    d.text(c, x + w * 0.28, y + h * 0.6, "BOAT", 11, ink, bold=True)
    d.text(c, x + w * 0.28, y + h * 0.6 - 4.5, "plants sold, covered", 6, ink)
    d.text(c, x + w * 0.28, y + h * 0.6 - 7.5, "or bid; bought back as seeds", 6, ink)


def triangle(c, colour, x: float, y: float, size: float, up: bool = True, angle: float | None = None) -> None:
    """A filled triangle centred at (x, y): pointing up (or down), or towards ``angle`` degrees."""
    if angle is None:
        angle = 90.0 if up else -90.0
    a = math.radians(angle)
    pts = [(x + size * math.cos(a + k * 2 * math.pi / 3), y + size * math.sin(a + k * 2 * math.pi / 3)) for k in range(3)]
    c.setFillColor(colour)
    p = c.beginPath()
    p.moveTo(*pts[0])
    for q in pts[1:]:
        p.lineTo(*q)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
