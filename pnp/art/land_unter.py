"""Land Unter: the art of every card (our own vector drawings) and its score pad.

Weather cards show their number large in the middle and in all four corners, a weather picture that
darkens from sun (1-12) to storm (49-60), and their lifebelt symbol whole or half with its value
written beside it. Water-level cards show the value large and the water risen to that level on a
12-step gauge. The three decks have different backs.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from pnp.art import CardArt, CardFace, ComponentGroup
from pnp.art import draw as d
from gamedata.catalogue import LandUnterCatalogue, Size
from gamedata.rule_figures import fill
from pnp.paper import fill_ink

if TYPE_CHECKING:
    from pnp.canvas import Color, Pen
    from pnp.paper import Inks

NAVY = "#1d2b3a"
WEATHER_SKY = ["#fff3c4", "#eef5fb", "#e1e8ef", "#d3dde7", "#c3ccd6"]
WEATHER_NAMES = ["sun", "sun and cloud", "cloud", "rain", "storm"]

def summary(cat: LandUnterCatalogue) -> list[tuple[str, str | None]]:
    """The turn summary as (head, text) pairs: a step's number and its text, a heading with text None, or
    an end-of-round line with head ``""``; the prose is the catalogue's ``summary`` with its placeholders
    filled from the rule figures the referee counts with (``rules`` of ``data/land-unter.yaml``).

    >>> from gamedata.catalogue import load_catalogue
    >>> summary(load_catalogue("land-unter"))[7]
    ('', '+1 per lifebelt kept, 0 with none, -1 if out. +1 to the lowest water level still in (no card = lowest).')
    """
    return [(line.head, line.text or None) for line in cat.summary.filled(cat.rules).lines]


def _mix(a: str, b: str, t: float) -> str:
    """The colour ``t`` of the way from hex colour ``a`` to ``b`` (0 = a, 1 = b), as hex."""
    ca, cb = ([int(x[i:i + 2], 16) for i in (1, 3, 5)] for x in (a, b))
    return "#" + "".join(f"{round(u + (v - u) * t):02x}" for u, v in zip(ca, cb))


class Art(CardArt[LandUnterCatalogue]):
    """Land Unter's card faces and score pad (see :mod:`pnp.art`)."""

    back_labels = {"weather": "weather", "water": "water level", "lifebelt": "LIFEBELT LOST",
                   "summary": "turn summary"}

    def __init__(self, catalogue: LandUnterCatalogue, inks: Inks, card: Size, bleed: float) -> None:
        super().__init__(catalogue, inks, card, bleed)
        #: the turn summary's lines (:func:`summary`) and the lifebelt card's, their figures filled in
        self.summary = summary(catalogue)
        self.lifebelt_line = fill(catalogue.lifebelt_card, catalogue.rules)
        self.lifebelts = {c.number: c.lifebelts for c in catalogue.deck("weather").cards}

    # --- what is printed ----------------------------------------------------------------------
    def groups(self) -> list[ComponentGroup]:
        """Weather cards, water-level cards, lifebelt cards, and one turn summary per player."""
        weather, water, belts = (self.cat.deck(k) for k in ("weather", "water", "lifebelt"))
        groups = [
            ComponentGroup(weather.plural, [CardFace(f"weather-{c.number}", "back-weather")
                                            for c in weather.cards], weather.source),
            ComponentGroup(water.plural, [CardFace(f"water-{c.value}", "back-water")
                                          for c in water.cards for _ in range(c.count)], water.source),
            ComponentGroup(belts.plural, [CardFace("lifebelt", "back-lifebelt")] * belts.total,
                           f"{belts.source}; turn one face down when it is lost"),
            self.summaries(self.cat.players.max),
        ]
        return groups

    # --- faces -----------------------------------------------------------------------------------
    def _corners(self, c: Pen, label: str, w: float, h: float, colour: Color, size: float = 13,
                 bottom_colour: Color | None = None) -> None:
        """The value in all four corners, inside the safe zone; the bottom two upside down (each the
        top one turned about the card's centre), as on a playing card."""
        m, bar = self.safe_zone + 0.4, label in ("6", "9")
        top = h - m - d.ASCENT * size * d.PT
        low = h - top
        bottom = bottom_colour or colour
        d.text(c, m, top, label, size, colour, bold=True, align="left", underline=bar)
        d.text(c, w - m, top, label, size, colour, bold=True, align="right", underline=bar)
        d.text(c, w - m, low, label, size, bottom, bold=True, align="left", angle=180, underline=bar)
        d.text(c, m, low, label, size, bottom, bold=True, align="right", angle=180, underline=bar)

    def _face_weather(self, c: Pen, arg: str, w: float, h: float) -> None:
        number = int(arg)
        band = min((number - 1) // 12, 4)
        ink = self.inks(NAVY)
        self._bg(c, w, h, WEATHER_SKY[band])
        self._weather_picture(c, number, w / 2, h * 0.76, w * 0.17)
        self._corners(c, str(number), w, h, ink)
        d.text(c, w / 2, h * 0.40, str(number), 60, ink, bold=True, underline=number in (6, 9))
        value = self.lifebelts[number]
        if value:
            r = min(w, h) * 0.11
            cx, cy = w / 2 - r * 0.7, h * 0.17
            d.lifebelt(c, cx, cy, r, self.inks, half=value == 0.5)
            d.text(c, cx + r + 2.5, cy - 2.2, "½" if value == 0.5 else "1", 17, ink, bold=True, align="left")

    def _weather_picture(self, c: Pen, number: int, cx: float, cy: float, s: float) -> None:
        """The weather of card ``number`` around (cx, cy), ``s`` mm about a cloud's half-width: its band
        (sun, sun and cloud, cloud, rain, storm: 12 cards each) tells it at a glance, and within the band the
        weather grows with the number (a larger sun, a larger cloud, more clouds, more and longer rain,
        a second bolt), the scene shifted a little left or right from card to card, so no two cards
        show the same picture."""
        band = min((number - 1) // 12, 4)
        t = ((number - 1) % 12) / 11
        cx += s * 0.28 * math.sin(number * 2.4)  # the scene's place, from card to card
        sun_ink, outline = self.inks("#f2a81d"), self.inks("#8695a5")
        if band == 0:
            d.sun(c, cx, cy, s * (0.34 + 0.26 * t), sun_ink)
        elif band == 1:
            d.sun(c, cx + s * 0.5, cy + s * 0.38, s * 0.4, sun_ink)
            d.cloud(c, cx - s * 0.1, cy - s * 0.2, s * (0.5 + 0.4 * t), self.inks("#ffffff"), outline)
        elif band == 2:
            if t > 0:  # a second cloud behind, growing
                d.cloud(c, cx + s * 0.75, cy + s * 0.45, s * 0.55 * t, self.inks(_mix("#c5cfd8", "#9eabb8", t)), outline)
            d.cloud(c, cx - s * 0.1, cy - s * 0.05, s * (0.7 + 0.25 * t), self.inks("#ffffff"),
                    outline)
        else:
            storm = band == 4
            if storm:
                d.cloud(c, cx + s * 0.7, cy + s * 0.5, s * (0.45 + 0.2 * t), self.inks("#8a97a5"))
            d.cloud(c, cx, cy + s * 0.15, s * 0.9, self.inks(_mix("#aab5c0", "#6d7b8a", t) if not storm else
                                                              _mix("#6d7b8a", "#4b5866", t)))
            c.setStrokeColor(self.inks("#2f6db5"))
            c.setLineWidth(0.6)
            c.setLineCap(1)
            drops = 3 + round(6 * t) if not storm else 7 + round(3 * t)
            length, slant = s * (0.22 + 0.2 * t), s * (0.12 + (0.2 * t if storm else 0))
            for i in range(drops):
                x = cx - s * 0.75 + (i + 0.5) * s * 1.5 / drops
                top = cy - s * (0.5 + 0.08 * (i % 2))
                c.line(x, top, x - slant, top - length)
            bolts = [(0.05, 1.0)] if not storm or t < 0.5 else [(-0.35, 0.85), (0.35, 1.0)]
            for dx, k in bolts if storm else []:
                self._bolt(c, cx + dx * s, cy, s * k * (0.8 + 0.3 * t))

    def _bolt(self, c: Pen, cx: float, cy: float, s: float) -> None:
        """A lightning bolt hanging from (cx, cy), about ``s`` mm long."""
        c.setFillColor(self.inks("#f2c21d"))
        bolt = ((0.05, -0.2), (-0.2, -0.65), (0.0, -0.62), (-0.12, -1.0), (0.25, -0.5), (0.05, -0.52), (0.2, -0.2))
        p = c.beginPath()
        p.moveTo(cx + bolt[0][0] * s, cy + bolt[0][1] * s)
        for px, py in bolt[1:]:
            p.lineTo(cx + px * s, cy + py * s)
        p.close()
        c.drawPath(p, stroke=0, fill=1)

    def _face_water(self, c: Pen, arg: str, w: float, h: float) -> None:
        value = int(arg)
        ink, white = self.inks(NAVY), self.inks("#ffffff")
        self._bg(c, w, h, "#f4f8fb")
        b = self.bleed
        floor, ceiling = h * 0.08, h * 0.66
        level = floor + (ceiling - floor) * value / 12
        self._pig(c, *self.pig_place(w, h, level))
        d.wave_band(c, -b, level, w + 2 * b, 1.0, w / 2.5, self.inks("#5b9bd5"), -b)
        d.wave_band(c, -b, level - 2.5, w + 2 * b, 0.8, w / 3.1, self.inks("#2f6db5"), -b)
        # the gauge: 12 ticks on the right, the current level marked
        gx = w - 7
        c.setStrokeColor(ink)
        c.setLineWidth(0.3)
        for step in range(1, 13):
            y = floor + (ceiling - floor) * step / 12
            c.setStrokeColor(white if y <= level else ink)
            c.line(gx, y, gx + (3 if step % 3 == 0 else 1.8), y)
        d.text(c, gx - 1, level + 2, str(value), 8, ink, bold=True, align="right")  # in the sky above the water
        self._badge(c, str(value), w, h)
        self._corners(c, str(value), w, h, ink, bottom_colour=white)
        # the caption lies deep in the dark water, below the lowest crest and the pig, between the corners
        d.text(c, w / 2, self.safe_zone + d.DESCENT * 7 * d.PT + 0.2, "WATER LEVEL", 7, white, bold=True)

    #: the water-level badge's ring: its line width (mm) and the least room between the ring's inside
    #: and the ink of the number in it (mm)
    BADGE_LINE, BADGE_AIR = 0.4, 1.0

    def badge_ring(self, w: float, h: float) -> tuple[float, float, float]:
        """The white badge of a ``w`` x ``h`` mm water-level card: its centre (x, y) and radius in mm,
        the ring's line centred on that radius (10 mm on a poker card, in proportion on others)."""
        return w / 2, h * 0.83, min(w, h) * 0.16

    def badge_size(self, label: str, r: float) -> float:
        """The size (pt) of the value ``label`` in a badge of radius ``r`` mm: the largest, at most 42 pt
        for one digit, whose box (cap height and width; a 6 or a 9 with its bar) stays
        :data:`BADGE_AIR` mm inside the ring's inner edge."""
        room = r - self.BADGE_LINE / 2 - self.BADGE_AIR
        size = 42.0 * r / 10
        while size > 7:
            half_w = d.text_width(label, size, bold=True) / 2
            half_h = d.CAP * size * d.PT / 2 + (0.2 * size * d.PT if label in ("6", "9") else 0)
            if (half_w ** 2 + half_h ** 2) ** 0.5 <= room:
                return size
            size -= 0.5
        return size

    def _badge(self, c: Pen, label: str, w: float, h: float) -> None:
        """The big value in a white ring above the highest water, centred on its cap height."""
        ink = self.inks(NAVY)
        cx, cy, r = self.badge_ring(w, h)
        c.setFillColor(self.inks("#ffffff"))
        c.setStrokeColor(ink)
        c.setLineWidth(self.BADGE_LINE)
        c.circle(cx, cy, r, stroke=1, fill=1)
        size = self.badge_size(label, r)
        bar = label in ("6", "9")
        d.text(c, cx, cy - d.CAP * size * d.PT / 2 + (0.1 * size * d.PT if bar else 0), label, size, ink,
               bold=True, underline=bar)

    def pig_place(self, w: float, h: float, water: float) -> tuple[float, float, float]:
        """Where the pig swims on a ``w`` x ``h`` mm card with the water at height ``water`` (mm): its
        head's centre x, the water line and the head's radius (:meth:`_pig`), kept out of the badge
        (its ear tip at least 1 mm outside the ring at the highest level)."""
        return w * 0.27, water, min(w, h) * 0.076

    def _pig(self, c: Pen, cx: float, water: float, s: float) -> None:
        """A pig swimming with its snout up, its chin on the water line at height ``water`` (mm): the
        water-level cards of the published game show pigs in the rising water. ``s`` is about the
        head's radius (mm); the body lies under the waves drawn after it."""
        pink, line = self.inks("#f4a6b7"), self.inks("#9c4a62")
        dark = self.inks("#1d2b3a")
        c.saveState()
        c.setLineJoin(1)
        c.setLineCap(1)
        c.setStrokeColor(line)
        c.setLineWidth(max(0.25, s * 0.08))
        c.setFillColor(fill_ink(pink))
        hx, hy = cx, water + s * 0.55
        # the back and the tail just breaking the surface behind the head
        c.ellipse(cx - s * 2.6, water - s * 0.9, cx - s * 0.3, water + s * 0.45, stroke=1, fill=1)
        tail = c.beginPath()
        tail.moveTo(cx - s * 2.5, water + s * 0.1)
        tail.curveTo(cx - s * 3.2, water + s * 0.9, cx - s * 2.4, water + s * 1.2, cx - s * 2.8, water + s * 0.5)
        c.drawPath(tail, stroke=1, fill=0)
        # ears, head, snout
        for side in (-1, 1):
            ear = c.beginPath()
            ear.moveTo(hx + side * s * 0.35, hy + s * 0.75)
            ear.lineTo(hx + side * s * 0.95, hy + s * 1.35)
            ear.lineTo(hx + side * s * 0.85, hy + s * 0.45)
            ear.close()
            c.drawPath(ear, stroke=1, fill=1)
        c.circle(hx, hy, s, stroke=1, fill=1)
        c.ellipse(hx + s * 0.35, hy - s * 0.45, hx + s * 1.25, hy + s * 0.25, stroke=1, fill=1)
        c.setFillColor(dark)
        for dy in (-0.25, 0.05):
            c.circle(hx + s * 0.95, hy + s * dy, s * 0.09, stroke=0, fill=1)  # nostrils
        c.circle(hx + s * 0.05, hy + s * 0.35, s * 0.12, stroke=0, fill=1)  # an eye
        c.restoreState()

    def _face_lifebelt(self, c: Pen, arg: str, w: float, h: float) -> None:
        ink = self.inks(NAVY)
        self._bg(c, w, h, "#fdf1e7")
        d.lifebelt(c, w / 2, h * 0.56, min(w, h) * 0.33, self.inks)
        # the line under the picture wraps where a language's words are longer than the safe zone is wide
        # (German on a mini card); the title rises by the lines it takes
        width = w - 2 * self.safe_zone
        lines = len(d.wrap(self.lifebelt_line, width, 7))
        rise = (lines - 1) * 7 * d.PT * 1.25
        d.text(c, w / 2, h * 0.14 + rise, "LIFEBELT", 12, ink, bold=True)
        d.paragraph(c, self.safe_zone, h * 0.08 + rise, self.lifebelt_line, width, 7, ink, align="centre")

    def _face_summary(self, c: Pen, arg: str, w: float, h: float) -> None:
        self._bg(c, w, h, "#eef3f8")  # a printed card: pale water, to the edge
        part = int(arg or 0)
        self._summary_text(c, w, h, self._summary_size(w, h, part), part)

    def _summary_text(self, c: Pen, w: float, h: float, size: float, part: int = 0) -> None:
        """The turn summary set at ``size`` pt (headings one point larger): part 0 the whole, part 1 a
        trick's first three steps (the front of a two-sided summary), part 2 its fourth step and the end of
        a round (its back, untitled: its numbers go on from the front's)."""
        ink = self.inks(NAVY)
        x, width = self.safe_zone + 1, w - 2 * self.safe_zone - 2
        y = h - self.safe_zone - 4.5
        if part != 2:  # the back of a two-sided summary goes on with step 4 under the front's title
            self._title(c, w / 2, y, "LAND UNTER", 10, ink, w)
            y -= 5
        lines = self.summary
        split = [head for head, _ in lines].index("4")  # the front holds a trick's first three steps
        for head, body in {0: lines, 1: lines[:split], 2: lines[split:]}[part]:
            if body is None:
                y -= 1.2
                d.text(c, x, y, head, size + 1, self.inks("#2f6db5"), bold=True, align="left")
                y -= size * d.PT * 1.45
                continue
            # a numbered step's text clears its number by a space's width at least; the end's lines less
            indent = max(3.2, d.measure(head + ".", size, bold=True) + size * d.PT * 0.3) if head else 1.6
            if head:
                d.text(c, x, y, head + ".", size, ink, bold=True, align="left")
            y = d.paragraph(c, x + indent, y, body, width - indent, size, ink) - 0.6

    def _face_back(self, c: Pen, deck: str, w: float, h: float) -> None:
        white = self.inks("#ffffff")
        if deck == "weather":
            self._bg(c, w, h, "#4f86c6")
            for i, (fx, fy, s) in enumerate(((0.25, 0.8, 0.16), (0.75, 0.66, 0.13), (0.3, 0.3, 0.12),
                                               (0.72, 0.18, 0.16))):
                d.cloud(c, w * fx, h * fy, w * s, self.inks("#7aa6d8"))
            self._title(c, w / 2, h * 0.5, "LAND UNTER", 15, white, w)
            d.text(c, w / 2, h * 0.5 - 6, "weather", 9, white)
        elif deck == "water":
            self._bg(c, w, h, "#1f4e8c")
            b = self.bleed
            for i in range(9):
                y = h * (i + 0.5) / 9
                d.wave_band(c, -b, y, w + 2 * b, 0.9, w / 3, self.inks("#2a60a6" if i % 2 else "#245698"), y - h / 18)
            d.fill_rect(c, w * 0.12, h * 0.5 - 9, w * 0.76, 16, self.inks("#1f4e8c"), radius=2)
            self._title(c, w / 2, h * 0.5, "LAND UNTER", 13, white, w * 0.76 + 2 * self.safe_zone)
            d.text(c, w / 2, h * 0.5 - 5.5, "water level", 9, white)
        elif deck == "lifebelt":
            self._bg(c, w, h, "#6d7b8a")
            d.lifebelt(c, w / 2, h * 0.56, min(w, h) * 0.3, self.inks, faded=True)
            self._title(c, w / 2, h * 0.16, "LIFEBELT LOST", 11, white, w)
        elif deck == "summary":
            self._bg(c, w, h, "#2b3f55")
            self._title(c, w / 2, h * 0.5, "LAND UNTER", 14, white, w)
            d.text(c, w / 2, h * 0.5 - 6, "turn summary", 9, white)
        else:
            raise KeyError(deck)

    # --- the score pad -------------------------------------------------------------------------
    score_pad_note = ("two score sheets on one page: for each round, the lifebelts kept (or OUT), the water "
                      "level showing and the points; photocopy as needed")

    def score_pad(self, c: Pen, page_w: float, page_h: float) -> None:
        """Two score sheets on one page. A row per player (up to 5); per round three columns, the
        ones a tally record holds (``lifebelts`` kept or OUT, ``water`` the top water-level card, 0
        for none), then the round's points; the total last."""
        ink, light = self.inks(NAVY), self.inks("#e8eef4")
        n_rounds, rows = self.cat.players.max, self.cat.players.max
        margin = 15
        sheet_h = (page_h - 2 * margin) / 2
        name_w, total_w = 24, 14  # leaves each round column room for "points" at 7 pt
        round_w = (page_w - 2 * margin - name_w - total_w) / n_rounds
        sub = ["belts", "water", "points"]
        for k in range(2):
            top = page_h - margin - k * sheet_h
            d.text(c, margin, top - 6, "Land Unter — score sheet", 12, ink, bold=True, align="left")
            d.text(c, page_w - margin, top - 6, "date: ____________", 9, ink, align="right")
            d.paragraph(c, margin, top - 11.5, "After each round write, for every player, the lifebelts kept "
                        "(or OUT if out of the round), the water level showing (the top water-level card; 0 for "
                        "none) and the points: +1 per lifebelt kept, 0 with none, -1 if out, +1 to the lowest "
                        "water level still in.", page_w - 2 * margin, 7.5, ink)
            head1, head2 = 6.5, 6.0
            y_top = top - 26
            row_h = min(11.0, (sheet_h - 26 - head1 - head2 - 8) / rows)
            y_bottom = y_top - head1 - head2 - rows * row_h
            d.fill_rect(c, margin, y_top - head1 - head2, page_w - 2 * margin, head1 + head2, light)
            d.text(c, margin + 2, y_top - head1 - head2 + 2.5, "Player", 8, ink, bold=True, align="left")
            for r in range(n_rounds):
                x0 = margin + name_w + r * round_w
                d.text(c, x0 + round_w / 2, y_top - head1 + 1.8, f"Round {r + 1}", 8, ink, bold=True)
                for j, label in enumerate(sub):
                    d.text(c, x0 + (j + 0.5) * round_w / 3, y_top - head1 - head2 + 1.8, label, 7, ink)
            d.text(c, page_w - margin - total_w / 2, y_top - head1 - head2 + 2.5, "Total", 8, ink, bold=True)
            c.setStrokeColor(ink)
            c.setLineWidth(0.3)
            for i in range(rows + 1):
                y = y_top - head1 - head2 - i * row_h
                c.line(margin, y, page_w - margin, y)
            c.line(margin, y_top, page_w - margin, y_top)
            c.line(margin + name_w, y_top - head1, page_w - margin - total_w, y_top - head1)
            for x in (margin, page_w - margin):
                c.line(x, y_top, x, y_bottom)
            d.column_blocks(c, margin + name_w, round_w, n_rounds, 3, y_top, y_top - head1, y_bottom, thick=0.7)
