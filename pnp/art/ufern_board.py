"""*An den Ufern des Nils*: where everything lies on the board (mm), and the board's drawing.

The layout is this project's reconstruction (the board's picture is lost): the Nile runs north-south
through the middle from under the title cartouche; on each bank four rows of fields run from the river
out to the desert, the row of 5 at the top; a field is a water card lying across its row (the card's
length along the row). The desert beyond the shorter rows holds dunes, pyramids and an oasis. Below the
fields: the places for used water cards, the desert pile and its discards, the flood circle, the Nile's
harbour with the boat (and a wading hippo), a legend, the market under its awning; along the bottom
edge the score track 1-30. Every word is at least 7 pt; in the ink saver the fills turn pale and the
shapes, patterns and words carry every meaning.

Every position is computed from the catalogue (card size, market space, rows, track), so the printed
board and the referee's picture (``nile show``) agree. On the 724 x 403 mm board, in mm from its top-left corner: the title cartouche at x 386-526,
y 2.5-25.5, "WEST BANK" at x 261-287 and "EAST BANK" at x 619-643 (y 13-17); the rows of 5, 4, 3 and
2 fields at y 26-70, 75-119, 124-168 and 173-217 (each field 67 mm: x 10-345 west, 379-714 east;
cover-strip labels in the 5 mm gaps above their rows); the river at x 345-379, its label at x 370-374,
y 91-152; the card places at x 16-168, y 255-326.5, the legend under them at y 331-359; the flood
circle at x 192-262, y 252-334; the harbour at x 273-495, y 235-349, with the boat at x 287-437 (its
label at x 308-366) and the hippo at x 442-492; an obelisk among palms at x 500-602; the market at
x 610-718, y 222-349; the score track at x 29-695, y 363-393. :meth:`BoardGeometry.seams` names the
lines that cross no word: x = 186, 362 and 538 (track-box edges; the middle one through the river and
the boat's mast) and y = 220.5 (between the fields and the band).

>>> from gamedata.catalogue import load_catalogue
>>> g = BoardGeometry(load_catalogue("ufern-des-nils"))
>>> g.field_box("W5.1")[2:], g.field_box("E5.1")[0] - (g.field_box("W5.1")[0] + g.field_box("W5.1")[2]) == g.RIVER
((67.0, 44.0), True)
>>> len(g.track_boxes()), g.market_box("M4", 5)[2]
(30, 22.0)
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from pnp.art import draw as d
from pnp.art import scenery as sc
from pnp.art.scenery import PALM, TRUNK, palm
from pnp.boards import SeamHints
from gamedata.catalogue import load_paper

if TYPE_CHECKING:
    from gamedata.ufern_catalogue import UfernCatalogue
    from pnp.canvas import Color, Pen
    from pnp.paper import Inks

INK = "#1d2b3a"
SAND = "#ecd9a6"
GROUND = "#ecd7a4"
DESERT = "#d9b36c"
WATER = "#4f9bd4"
FIELD = "#cfe3a4"
FURROW = "#b7d38a"
BOAT = "#9c6b3c"
FAINT = "#5b6b7b"
#: a field's name: a coordinate a player looks up, so small (7 pt, regular) and a muted green in the
#: field's top corner, lighter than the board's words yet legible on the field
FIELD_ID, FIELD_ID_PT = "#4d6538", 7.0
COVER_BED = "#d9bf86"
COVER_LINE = "#8a6a2c"

__all__ = ["BoardGeometry", "DESERT", "INK", "PALM", "SAND", "TRUNK", "WATER", "boat", "flood_circle", "palm",
           "triangle"]


class BoardGeometry:
    """Boxes ``(x, y, w, h)`` in mm from the board's lower-left corner for every part of the board."""

    MARGIN = 10.0
    RIVER = 34.0
    ROW_GAP = 5.0
    TITLE = 16.0
    BAND_GAP = 12.0

    def __init__(self, cat: UfernCatalogue) -> None:
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

    def seams(self) -> tuple[list[float], list[float]]:
        """Lines that cross no word of the board, where a board split over pages can be cut without
        cutting a label: x (mm from the left edge) of vertical lines, along track-box edges through the
        middle of the river and 8 boxes either side of it, and y (mm from the top edge) of a horizontal
        line in the gap between the fields and the band."""
        mid = self.river_x + self.RIVER / 2
        step = 8 * self.track_boxes()[0][2]
        return [mid - step, mid, mid + step], [self.height - (self.row_y(self.lengths[-1]) - 3.5)]

    def seam_hints(self) -> SeamHints:
        """Where a board split over pages may be cut (:class:`pnp.boards.SeamHints`, board mm from the
        lower-left corner): on the word-free lines of :meth:`seams`, never through the title cartouche
        or a market space; and, as :class:`pnp.boards.SeamHints` orders them: no field, space of the
        market or the track, card place or the flood circle cut (a seam may run where two fields or two
        track spaces meet); then no picture (the boat, the hippo, the obelisk among its palms, the
        cartouche). The board's words are found by the planner itself."""
        xs, ys_from_top = self.seams()
        market = [self.market_box(m.id, k) for m in self.cat.board.market for k in range(1, m.spaces + 1)]
        fields = [self.field_box(f"{row}.{i}") for row in self.cat.board.row_ids() for i in range(1, int(row[1:]) + 1)]
        places = [b for k, b in self.spots().items() if k != "boat"]
        keep = [(x, y, x + w, y + h) for x, y, w, h in market + fields + self.track_boxes() + places]
        bx, by, bw, bh = self.spots()["boat"]
        harbour_x1 = bx + bw + 58
        monument = (bx + bw + 64 - 8, self.band_y, self.market_box(self.cat.board.market[0].id, 1)[0] - 8 + 8,
                    self.band_y + self.band_h)
        art = [(bx - bw * 0.02 - 7, by, bx + bw * 1.02 + 7, by + bh),  # the boat: hull, mast and sail
               (harbour_x1 - 55, self.band_y + 5, harbour_x1 - 5, self.band_y + 40),  # the hippo
               monument, (self.river_x + self.RIVER + 7, self.height - 25.5, xs[-1] - 12, self.height - 2.5)]
        lines_x = sorted({*xs, *(b[0] for b in self.track_boxes()), *(b[0] for b in fields), *(b[0] + b[2] for b in fields)})
        gaps = [self.row_y(n) - self.ROW_GAP / 2 for n in self.lengths[:-1]]
        return SeamHints(keep_whole=tuple(keep), lines_x=tuple(lines_x),
                         lines_y=tuple(self.height - y for y in ys_from_top) + tuple(gaps), art=tuple(art))

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
        out["flood circle"] = (self.seams()[0][0] + 11, self.band_y + self.band_h / 2 - r - 3, 2 * r, 2 * r)
        out["boat"] = (self.river_x + self.RIVER / 2 - 75.0, self.band_y + 10, 150.0, self.band_h - 26)
        return out

    # -- drawing ----------------------------------------------------------------------------------------

    def draw(self, c: Pen, inks: Inks, covered_note: dict[str, str]) -> None:
        """The whole board on canvas ``c`` (in mm). ``covered_note``: row id -> the player counts whose
        cover strip hides it (for the strip outlines)."""
        grey = getattr(inks, "greyscale", False)
        if not grey:
            d.fill_rect(c, 0, 0, self.width, self.height, inks(GROUND))
            sc.dune_lines(c, inks("#e3cb94"), 4, 4, self.width - 8, self.height - 8, seed=5, spacing=24.0)
        self._desert(c, inks)
        self._river(c, inks)
        for row in covered_note:  # the cover strip's bed, under the fields
            x0, y0, w, h = self.strip_frame(row)
            d.fill_rect(c, x0, y0, w, h, inks(COVER_BED), radius=2)
        for row in self.cat.board.row_ids():
            length = int(row[1:])
            for i in range(1, length + 1):
                self._field(c, inks, f"{row}.{i}", self.cat.board.row(row).palms[i - 1])
        for row, words in covered_note.items():
            self._strip_frame(c, inks, row, f"{row}: cover strip with {words}")
        self._band(c, inks)
        self._track(c, inks)
        self._title(c, inks)
        c.setStrokeColor(inks("#9a6b1f"))
        c.setLineWidth(0.8)
        c.rect(1.2, 1.2, self.width - 2.4, self.height - 2.4, stroke=1, fill=0)

    #: how far a cover strip's frame lies outside its row's fields (mm): inside the 5 mm gap between rows,
    #: clear of the next row's frame and of the label tab above the row
    STRIP_MARGIN = 1.0

    def strip_frame(self, row: str) -> tuple[float, float, float, float]:
        """The box (x, y, w, h) of the frame round row ``row``'s fields where its cover strip lies: a
        millimetre round them on the land, up to the river's bank on the river side."""
        length = int(row[1:])
        xs = [self.field_box(f"{row}.{i}") for i in (1, length)]
        x0 = min(b[0] for b in xs) - self.STRIP_MARGIN
        x1 = max(b[0] + b[2] for b in xs) + self.STRIP_MARGIN
        if row.startswith("W"):  # the frame stops at the river's bank
            x1 = min(x1, self.river_x)
        else:
            x0 = max(x0, self.river_x + self.RIVER)
        return x0, xs[0][1] - self.STRIP_MARGIN, x1 - x0, self.fw + 2 * self.STRIP_MARGIN

    def _strip_frame(self, c: Pen, inks: Inks, row: str, label: str) -> None:
        """A printed frame round a row a cover strip may hide: a thin solid sandstone outline (a board
        feature, not a cut line) broken where its label's tab sits on its top edge, over the row's middle."""
        x0, y0, w, h = self.strip_frame(row)
        lw = d.text_width(label, 7, bold=True) + 3
        tab_x, tab_y, tab_h = x0 + (w - lw) / 2, y0 + h - 0.6, 3.2
        c.saveState()
        c.setStrokeColor(inks(COVER_LINE))
        c.setLineWidth(0.45)
        c.setLineJoin(1)
        p = c.beginPath()  # from the tab's right round the row back to the tab's left
        p.moveTo(tab_x + lw, y0 + h)
        p.lineTo(x0 + w, y0 + h)
        p.lineTo(x0 + w, y0)
        p.lineTo(x0, y0)
        p.lineTo(x0, y0 + h)
        p.lineTo(tab_x, y0 + h)
        c.drawPath(p, stroke=1, fill=0)
        c.restoreState()
        d.fill_rect(c, tab_x, tab_y, lw, tab_h, inks("#fbf3dc"), radius=1)
        c.setStrokeColor(inks(COVER_LINE))
        c.setLineWidth(0.3)
        c.roundRect(tab_x, tab_y, lw, tab_h, 1, stroke=1, fill=0)
        d.text(c, x0 + w / 2, tab_y + 0.85, label, 7, inks(INK), bold=True)

    def _title(self, c: Pen, inks: Inks) -> None:
        """The title cartouche beside the river's source, the banks' names: each between two of the
        :meth:`seams`."""
        (left, mid, right), _ = self.seams()
        h, top = 23.0, self.height - 2.5
        x0 = mid + self.RIVER / 2 + 7
        sc.cartouche(c, inks, x0, top - h, right - 12 - x0, h, self.cat.title.upper(), self.cat.subtitle, 20, 8.5)
        for x, words in (((left + mid) / 2, "WEST BANK"), ((right + self.width) / 2, "EAST BANK")):
            d.text(c, x, top - h / 2 - 2, words, 11, inks(INK), bold=True)

    def _desert(self, c: Pen, inks: Inks) -> None:
        """The desert beyond the shorter rows: dunes and pyramids in the west, dunes and an oasis in the
        east, and the word DESERT on each side."""
        ink = inks(INK)
        short = self.lengths[1:]
        for length in short:
            y = self.row_y(length)
            gap = (self.longest - length) * self.fl
            for side in (-1, 1):
                x0 = self.MARGIN if side < 0 else self.width - self.MARGIN - gap
                d.fill_rect(c, x0, y - 2, gap, self.fw + 4, inks(DESERT), radius=3)
        west_x, east_x = self.MARGIN, self.width - self.MARGIN
        y2 = self.row_y(self.lengths[-1])
        y3 = self.row_y(self.lengths[-2])
        gap2 = (self.longest - self.lengths[-1]) * self.fl
        for k, (dx, w) in enumerate(((0.42, 48), (0.7, 36), (0.22, 30))):
            sc.pyramid(c, inks, west_x + gap2 * dx, y2 + 5 + k * 1.5, w)
        sc.dune(c, inks, west_x + 40, y3 + 4, 70, 12)
        sc.dune(c, inks, west_x + 100, y3 + 6, 50, 9)
        sc.dune(c, inks, east_x - gap2 * 0.3, y2 + 4, 80, 14)
        sc.dune(c, inks, east_x - gap2 * 0.75, y2 + 6, 60, 10)
        for k in range(3):
            sc.reuse(c, "palm", 12, 14, lambda cc: sc.palm(cc, inks, 5.0, 0.5, 12.5), east_x - 58 + k * 9, y3 + 10 + (k % 2) * 3)
        sc.dune(c, inks, east_x - 100, y3 + 5, 55, 10)
        for length in short:
            y = self.row_y(length) + self.fw / 2
            gap = (self.longest - length) * self.fl
            for side in (-1, 1):
                x = self.MARGIN + 5 if side < 0 else self.width - self.MARGIN - 5
                if gap > 60:
                    d.text(c, x, y - 3, "DESERT", 9, ink, bold=True, align="left" if side < 0 else "right")

    def _river(self, c: Pen, inks: Inks) -> None:
        """The Nile from the board's top edge down between the banks into the harbour of the boat."""
        x = self.river_x
        top, bottom = self.height, self.band_y + self.band_h - 7
        grey = getattr(inks, "greyscale", False)
        sc.water(c, inks, x, bottom, self.RIVER, top - bottom, WATER, "#8aa9c4" if grey else "#d6ecfa", seed=21,
                 rows_per_10mm=0.9)
        c.setStrokeColor(inks("#2b6e9f"))
        c.setLineWidth(0.5)
        c.line(x, bottom, x, top)
        c.line(x + self.RIVER, bottom, x + self.RIVER, top)
        lo = self.row_y(self.lengths[-1])
        px = x + self.RIVER * 0.74  # off the river's middle, where a seam may run
        d.fill_rect(c, px - 4.8, (self.fields_top + lo) / 2 - 46, 9.6, 92, inks("#2b6e9f"), radius=4.8)
        d.text(c, px + 2.6, (self.fields_top + lo) / 2, "NIL · the Nile offers a single wave", 9,
               inks("#ffffff"), bold=True, angle=90)

    def _field(self, c: Pen, inks: Inks, name: str, palms: int) -> None:
        """A field: tilled green land with furrows along the row, its name small and light in its top
        corner (a coordinate a record uses, :data:`FIELD_ID`), its palms (the value of a plant harvested
        there) drawn and written."""
        x, y, w, h = self.field_box(name)
        ink = inks(INK)
        d.fill_rect(c, x + 0.6, y, w - 1.2, h, inks(FIELD), radius=1.5)
        if not getattr(inks, "greyscale", False):
            c.setStrokeColor(inks(FURROW))
            c.setLineWidth(0.5)
            for k in range(1, 5):
                yy = y + 13 + k * 5.5
                c.line(x + 3, yy, x + w - 3, yy)
        c.setStrokeColor(inks("#3f6b2a"))
        c.setLineWidth(0.4)
        c.roundRect(x + 0.6, y, w - 1.2, h, 1.5, stroke=1, fill=0)
        d.text(c, x + 2.4, y + h - 3.7, name, FIELD_ID_PT, inks(FIELD_ID), align="left")
        d.text(c, x + w - 4, y + h - 9, str(palms), 16, ink, bold=True, align="right")
        east = name.startswith("E")  # the palms stand towards the desert on both banks
        for k in range(palms):
            px = x + w - 16 - k * 12 if east else x + 4 + k * 12
            sc.reuse(c, "palm11", 12, 14, lambda cc: sc.palm(cc, inks, 4.0, 0.5, 11.0), px, y + 4.5)

    def _band(self, c: Pen, inks: Inks) -> None:
        """The band under the fields: card places, flood circle, the boat in its harbour with the hippo,
        the legend and the market."""
        spots = self.spots()
        self._harbour(c, inks, spots["boat"])
        for key, (x, y, w, h) in spots.items():
            if key == "flood circle":
                flood_circle(c, inks, x + w / 2, y + h / 2, w / 2, self.cat.board.flood_circle)
                continue
            if key == "boat":
                boat(c, inks, x, y, w, h)
                continue
            self._card_place(c, inks, key, x, y, w, h)
        self._legend(c, inks)
        self._monument(c, inks, spots["boat"])
        self._market(c, inks)

    def _monument(self, c: Pen, inks: Inks, boat_box: tuple[float, float, float, float]) -> None:
        """Between the harbour and the market: an obelisk among palms on a dune."""
        x0 = boat_box[0] + boat_box[2] + 64
        x1 = self.market_box(self.cat.board.market[0].id, 1)[0] - 8
        base = self.band_y + 14
        sc.dune(c, inks, (x0 + x1) / 2, base - 6, x1 - x0, 10)
        for k, dx in enumerate((0.12, 0.3, 0.82)):
            sc.reuse(c, "palm", 12, 14, lambda cc: sc.palm(cc, inks, 5.0, 0.5, 12.5), x0 + (x1 - x0) * dx,
                     base - 2 + (k % 2) * 2, scale=1.6)
        sc.obelisk(c, inks, x0 + (x1 - x0) * 0.6, base - 2, self.band_h * 0.62)

    def _card_place(self, c: Pen, inks: Inks, key: str, x: float, y: float, w: float, h: float) -> None:
        """A card's place: a card's outline, a double solid line, on a pale ground with a faint picture of what lies
        there (waves for water, a dune for the desert), its name above."""
        ink = inks(INK)
        d.fill_rect(c, x, y, w, h, inks("#f6ecd2"), radius=2)
        if "water" in key:
            c.setStrokeColor(inks("#7fb3db"))
            c.setLineWidth(0.8)
            for k in range(3):
                sc.wave(c, x + 8, y + h / 2 - 6 + 6 * k, w - 16, 1.2, 7)
        else:
            sc.dune(c, inks, x + w / 2, y + h / 2 - 8, w - 12, 12)
        c.setStrokeColor(inks(COVER_LINE))  # a printed outline, solid: only cut lines are dashed
        c.setLineWidth(0.5)
        c.roundRect(x, y, w, h, 2, stroke=1, fill=0)
        c.setLineWidth(0.25)
        c.roundRect(x + 1.2, y + 1.2, w - 2.4, h - 2.4, 1.2, stroke=1, fill=0)
        d.text(c, x + w / 2, y + h + 2, key, 8, ink, bold=True)

    def _harbour(self, c: Pen, inks: Inks, boat_box: tuple[float, float, float, float]) -> None:
        """The water round the boat where the Nile ends, papyrus on its shores and the hippo wading."""
        bx, by, bw, bh = boat_box
        x0, x1 = bx - 14, bx + bw + 58
        y0, y1 = self.band_y + 2, self.band_y + self.band_h - 6
        grey = getattr(inks, "greyscale", False)
        c.saveState()
        p = sc.rounded_path(c, x0, y0, x1 - x0, y1 - y0, 14)
        c.clipPath(p, stroke=0, fill=0)
        sc.water(c, inks, x0, y0, x1 - x0, y1 - y0, WATER, "#8aa9c4" if grey else "#d6ecfa", seed=33,
                 rows_per_10mm=0.8)
        c.restoreState()
        c.setStrokeColor(inks("#2b6e9f"))
        c.setLineWidth(0.6)
        c.roundRect(x0, y0, x1 - x0, y1 - y0, 14, stroke=1, fill=0)
        for px, py, ph in ((x0 + 3, y0 + 2, 16), (x0 + 9, y0 + 3, 12), (x1 - 8, y1 - 20, 15), (x1 - 14, y1 - 18, 11)):
            sc.papyrus(c, inks, px, py, ph)
        sc.hippo(c, inks, x1 - 30, y0 + 9, 46)
        c.saveState()  # the hippo wades: the water covers its legs
        p = sc.rounded_path(c, x0, y0, x1 - x0, y1 - y0, 14)
        c.clipPath(p, stroke=0, fill=0)
        sc.water(c, inks, x1 - 58, y0, 56, 14, WATER, "#8aa9c4" if grey else "#d6ecfa", seed=35, rows_per_10mm=1.5)
        c.restoreState()
        d.fill_rect(c, x1 - 41, y0 + 2, 22, 5, inks("#fbf3dc"), radius=1.2)
        d.text(c, x1 - 30, y0 + 3.4, "HIPPO", 7.5, inks(INK), bold=True)
        d.fill_rect(c, self.river_x + 0.25, y1 - 1, self.RIVER - 0.5, 2, inks(WATER))

    def _legend(self, c: Pen, inks: Inks) -> None:
        """How to read the board, under the card places."""
        ink = inks(INK)
        places = [b for k, b in self.spots().items() if k not in ("flood circle", "boat")]
        x0 = min(b[0] for b in places)
        x1 = max(b[0] + b[2] for b in places)
        top = min(b[1] for b in places) - 7
        lines = ["Fields are named bank, row, place from the river: W4.2 is the west bank's row of 4, "
                 "second field.",
                 "Palms on a field: the value of a plant harvested there.",
                 "Water comes from the river end of a row, desert from its desert end.",
                 "A framed row: its cover strip hides it with the players named."]
        d.text(c, x0, top, "HOW TO READ THE BOARD", 8, ink, bold=True, align="left")
        y = top - 5
        for line in lines:
            y = d.paragraph(c, x0, y, line, x1 - x0, 7.5, ink) - 1.5

    def _market(self, c: Pen, inks: Inks) -> None:
        """The market under its awning: rows M1-M4, each with the palms of the plants it takes and its
        numbered spaces, each a token's circle."""
        ink = inks(INK)
        rows = self.cat.board.market
        n = len(rows)
        first, last = self.market_box(rows[0].id, 1), self.market_box(rows[-1].id, 1)
        ax0, ax1 = first[0] - 4, last[0] + last[2] + 4
        bottom = first[1] + first[3] + 10.5
        stripes = 16
        sw = (ax1 - ax0) / stripes
        for k in range(stripes):  # the awning: alternating stripes, each with a scallop below
            colour = "#c8412f" if k % 2 == 0 else "#f4ecd8"
            d.fill_rect(c, ax0 + k * sw, bottom, sw, 6.5, inks(colour))
            c.setFillColor(sc.fill(inks, colour))
            c.setStrokeColor(ink)
            c.setLineWidth(0.25)
            p = c.beginPath()
            p.arc(ax0 + k * sw, bottom - 1.8, ax0 + (k + 1) * sw, bottom + 1.8, 180, 180)
            c.drawPath(p, stroke=1, fill=1)
        c.setStrokeColor(ink)
        c.setLineWidth(0.4)
        c.rect(ax0, bottom, ax1 - ax0, 6.5, stroke=1, fill=0)
        d.fill_rect(c, (ax0 + ax1) / 2 - 14, bottom + 0.8, 28, 4.9, inks("#fbf3dc"), radius=1.2)
        d.text(c, (ax0 + ax1) / 2, bottom + 2, "MARKET", 9.5, ink, bold=True)
        for k, m in enumerate(rows):
            x, y, w, h = self.market_box(m.id, 1)
            values = [v for v in range(1, n + 1) if k >= n - v]
            d.text(c, x + w / 2, y + h + 5.2, m.id, 8.5, ink, bold=True)
            d.text(c, x + w / 2, y + h + 1.5, "palms " + (f"{values[0]}-{values[-1]}" if len(values) > 1 else str(values[0])),
                   7, ink)
            for s in range(1, m.spaces + 1):
                x, y, w, h = self.market_box(m.id, s)
                d.fill_rect(c, x + 0.5, y + 0.5, w - 1, h - 1, inks("#f6efd9"), radius=1.2)
                c.setStrokeColor(ink)
                c.setLineWidth(0.3)
                c.roundRect(x + 0.5, y + 0.5, w - 1, h - 1, 1.2, stroke=1, fill=0)
                c.setStrokeColor(inks("#8a6a2c"))
                c.circle(x + w / 2, y + h / 2, self.cat.plants.token / 2, stroke=1, fill=0)
                d.text(c, x + w / 2, y + h / 2 - 2.5, str(s), 8, inks("#8a6a2c"), bold=True)

    def _track(self, c: Pen, inks: Inks) -> None:
        """The score track 1-30: sandstone slabs, every fifth one darker, the pawns' start and the
        obelisk's start named under the ends."""
        ink = inks(INK)
        boxes = self.track_boxes()
        x0, y0 = boxes[0][0], boxes[0][1]
        x1 = boxes[-1][0] + boxes[-1][2]
        d.fill_rect(c, x0 - 3, y0 - 2, x1 - x0 + 6, boxes[0][3] + 4, inks("#a88a55"), radius=2)
        for i, (x, y, w, h) in enumerate(boxes, start=1):
            d.fill_rect(c, x + 0.4, y, w - 0.8, h, inks("#f3e3b8" if i % 5 else "#e2c47f"), radius=0.8)
            c.setStrokeColor(ink)
            c.setLineWidth(0.3)
            c.roundRect(x + 0.4, y, w - 0.8, h, 0.8, stroke=1, fill=0)
            d.text(c, x + w / 2, y + h / 2 - 2, str(i), 10, ink, bold=True)
        d.text(c, x0, y0 - 5.5, "the pawns start on 1", 7, ink, align="left")
        d.text(c, x1, y0 - 5.5, "the obelisk starts on 30", 7, ink, align="right")
        d.text(c, (x0 + self.seams()[0][0]) / 2, y0 - 5.5, "SCORE TRACK", 7, ink, bold=True)


def flood_circle(c: Pen, inks: Inks, cx: float, cy: float, r: float, names: list[str]) -> None:
    """The flood circle: a sector per step (Flut, Ebbe 1, Ebbe 2), each with its name and a symbol
    (waves rising for the flood, falling lines for the ebbs), and arrows for the marker's way round,
    inside a ring of measuring ticks like a Nilometer's."""
    ink = inks(INK)
    n = len(names)
    fills = ["#7fb8e6", "#cfe3f2", "#eef2f5"]
    c.setStrokeColor(inks("#9a6b1f"))
    c.setFillColor(sc.fill(inks, "#f4e5bc"))
    c.setLineWidth(0.8)
    c.circle(cx, cy, r + 5, stroke=1, fill=1)
    c.setLineWidth(0.3)
    for k in range(36):
        a = math.radians(k * 10)
        inner = r + (2.2 if k % 3 else 0.8)
        c.line(cx + inner * math.cos(a), cy + inner * math.sin(a), cx + (r + 4) * math.cos(a), cy + (r + 4) * math.sin(a))
    c.setLineWidth(0.4)
    for i, name in enumerate(names):
        start = 90 - i * 360 / n
        c.setFillColor(sc.fill(inks, fills[i % 3]))
        c.setStrokeColor(ink)
        p = c.beginPath()
        p.moveTo(cx, cy)
        p.arcTo(cx - r, cy - r, cx + r, cy + r, start, -360 / n)
        p.close()
        c.drawPath(p, stroke=1, fill=1)
        mid = math.radians(start - 180 / n)
        tx, ty = cx + 0.56 * r * math.cos(mid), cy + 0.56 * r * math.sin(mid)
        d.text(c, tx, ty + 1, name, 9, ink, bold=True)
        d.text(c, tx, ty - 3.6, "flood: water in" if i == 0 else "ebb: water out", 7, ink)
        triangle(c, ink, tx, ty - 8, 2.2, up=i == 0)
        a = math.radians(start)
        triangle(c, ink, cx + (r + 2.4) * math.cos(a), cy + (r + 2.4) * math.sin(a), 2.0, angle=start - 180)
    d.text(c, cx, cy + r + 8, "FLOOD CIRCLE", 8, ink, bold=True)
    d.text(c, cx, cy - r - 10.5, "the marker goes round clockwise", 7, ink)


def boat(c: Pen, inks: Inks, x: float, y: float, w: float, h: float) -> None:
    """The boat in the (``x``, ``y``, ``w``, ``h``) mm box: a Nile boat with a curved hull rising to a
    papyrus-flower prow and stern, planks, a mast with a wide sail and its rigging, and its label."""
    ink = inks(INK)
    deck = y + h * 0.45
    c.saveState()
    c.setLineJoin(1)
    c.setStrokeColor(ink)
    c.setLineWidth(0.5)
    c.setFillColor(sc.fill(inks, "#f4ecd8"))  # the sail, behind the mast
    mast = x + w * 0.5
    p = c.beginPath()
    p.moveTo(mast - w * 0.2, y + h * 0.96)
    p.curveTo(mast - w * 0.1, y + h * 0.9, mast + w * 0.1, y + h * 0.9, mast + w * 0.2, y + h * 0.96)
    p.lineTo(mast + w * 0.18, y + h * 0.56)
    p.curveTo(mast + w * 0.08, y + h * 0.6, mast - w * 0.08, y + h * 0.6, mast - w * 0.18, y + h * 0.56)
    p.close()
    c.drawPath(p, stroke=1, fill=1)
    c.setLineWidth(0.25)
    for k in (-0.1, 0.0, 0.1):  # the sail's seams
        c.line(mast + w * k, y + h * 0.93, mast + w * k * 0.92, y + h * 0.58)
    c.setLineWidth(0.9)
    c.line(mast, deck, mast, y + h)
    c.setLineWidth(0.25)
    c.line(mast, y + h, x + w * 0.1, deck + h * 0.06)
    c.line(mast, y + h, x + w * 0.9, deck + h * 0.06)
    c.setLineWidth(0.5)
    c.setFillColor(sc.fill(inks, BOAT))
    p = c.beginPath()  # the hull, its ends curling up
    p.moveTo(x - w * 0.02, y + h * 0.62)
    p.curveTo(x + w * 0.03, y + h * 0.5, x + w * 0.06, deck, x + w * 0.14, deck)
    p.lineTo(x + w * 0.86, deck)
    p.curveTo(x + w * 0.94, deck, x + w * 0.97, y + h * 0.5, x + w * 1.02, y + h * 0.62)
    p.curveTo(x + w * 0.98, y + h * 0.3, x + w * 0.85, y + h * 0.05, x + w * 0.7, y + h * 0.05)
    p.lineTo(x + w * 0.3, y + h * 0.05)
    p.curveTo(x + w * 0.15, y + h * 0.05, x + w * 0.02, y + h * 0.3, x - w * 0.02, y + h * 0.62)
    p.close()
    c.drawPath(p, stroke=1, fill=1)
    c.setStrokeColor(inks("#5e3d1d"))
    c.setLineWidth(0.3)
    for k in (0.33, 0.22, 0.12):  # planks
        yy = y + h * k
        c.line(x + w * (0.16 - k * 0.3), yy, x + w * (0.84 + k * 0.3), yy)
    c.setFillColor(sc.fill(inks, "#7fae3f"))
    c.setStrokeColor(ink)
    c.setLineWidth(0.3)
    for ex, start in ((x - w * 0.02, 95.0), (x + w * 1.02, -35.0)):  # papyrus-flower ends, fanning outward
        p = c.beginPath()
        p.moveTo(ex, y + h * 0.62)
        p.arcTo(ex - 7, y + h * 0.62 - 7, ex + 7, y + h * 0.62 + 7, start, 120)
        p.close()
        c.drawPath(p, stroke=1, fill=1)
    c.restoreState()
    lx = x + w * 0.29  # the label on the hull's left half, off the mast's line (a seam may run there)
    d.fill_rect(c, lx - w * 0.18, y + h * 0.13, w * 0.36, 16.5, inks("#fbf3dc"), radius=2)
    d.text(c, lx, y + h * 0.13 + 11, "BOAT", 11, ink, bold=True)
    d.text(c, lx, y + h * 0.13 + 6.4, "plants sold, covered or bid;", 7, ink)
    d.text(c, lx, y + h * 0.13 + 2.6, "bought back as seeds", 7, ink)


def triangle(c: Pen, colour: Color, x: float, y: float, size: float, up: bool = True,
             angle: float | None = None) -> None:
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
