"""NILE: the art of every card (our own vector drawings), the turn summary and the score pad.

Each crop has its colour *and* its own symbol (Papyrus an umbel, Wheat an ear, Lettuce a rosette,
Castor a palm leaf, Flax a five-petal flower), drawn on every card that shows the crop, with its name
written out, so the cards read the same in greyscale and for colour-blind players. Speculation cards
show both crops side by side. The draw deck (crops, speculation cards, the Plague) shares one back;
the Flood card, which is not part of the deck, has its own.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from pnp.art import CardArt, CardFace, ComponentGroup
from pnp.art import draw as d
from gamedata.catalogue import NileCatalogue, Size
from gamedata.rule_figures import fill

if TYPE_CHECKING:
    from pnp.canvas import Pen
    from pnp.paper import Inks

INK = "#2b2118"
SAND = "#f6ecd6"
NILE_BLUE = "#1f5f8b"

def summary(cat: NileCatalogue) -> tuple[list[tuple[str, str, str]], str]:
    """The turn summary: its steps as (number, title, text) and the game's end (printed in bold under
    them); the prose is the catalogue's ``summary`` with its placeholders filled from the rule figures the
    referee counts with (``rules`` of ``data/nile.yaml``).

    >>> from gamedata.catalogue import load_catalogue
    >>> steps, end = summary(load_catalogue("nile"))
    >>> steps[4]
    ('5', 'Draw', '2 cards. Plague: the largest field(s) are discarded; draw a replacement.')
    """
    filled = cat.summary.filled(cat.rules)
    return [(line.head, line.title, line.text) for line in filled.lines], filled.end


class Art(CardArt[NileCatalogue]):
    """NILE's card faces and score pad (see :mod:`pnp.art`)."""

    score_pad_note = "two sheets a page: five piles, smallest first; tick each deck run-out"
    back_labels = {"deck": "", "flood": "FLOOD · not a deck card", "summary": "turn summary"}
    #: the Flood card's highest wave crest, as a fraction of the card's height from its foot: low enough
    #: that the card's words fit above it at 7 pt on a mini card
    FLOOD_CREST = 0.38

    def __init__(self, catalogue: NileCatalogue, inks: Inks, card: Size, bleed: float) -> None:
        super().__init__(catalogue, inks, card, bleed)
        self.crops = {c.id: c for c in catalogue.crops}
        #: the turn summary's steps and end (:func:`summary`), their figures filled in
        self.summary, self.summary_end = summary(catalogue)
        #: the rule printed on a speculation card, its payout filled in from the rule figures
        self.spec_rule = fill(catalogue.speculation_card, catalogue.rules)

    # --- what is printed ----------------------------------------------------------------------
    def groups(self) -> list[ComponentGroup]:
        """Crop cards, speculation cards, the Plague, the Flood card, one turn summary per player.
        Every group after the first may fill the free slots of the sheet before it."""
        crop, spec, plague, flood = (self.cat.deck(k) for k in ("crop", "speculation", "plague", "flood"))
        return [
            ComponentGroup(crop.plural, [CardFace(f"crop-{c.crop}", "back-deck") for c in crop.cards
                                         for _ in range(c.count)],
                           f"{crop.source}: " + ", ".join(
                               f"{c.name} {c.colour_name} {c.symbol}" for c in self.cat.crops)),
            ComponentGroup(spec.plural, [CardFace(f"spec-{'-'.join(c.crops or ())}", "back-deck")
                                         for c in spec.cards], spec.source, shares_sheet=True),
            ComponentGroup(plague.plural, [CardFace("plague", "back-deck")], plague.source, shares_sheet=True),
            ComponentGroup(flood.plural, [CardFace("flood", "back-flood")],
                           f"{flood.source}; its own back", shares_sheet=True),
            self.summaries(self.cat.players.max, shares_sheet=True),
        ]

    # --- helpers ---------------------------------------------------------------------------------
    def _tint(self, hex_colour: str, amount: float) -> str:
        """``hex_colour`` mixed with white (amount 0 = the colour, 1 = white)."""
        rgb = [int(hex_colour[i:i + 2], 16) for i in (1, 3, 5)]
        return "#" + "".join(f"{round(v + (255 - v) * amount):02x}" for v in rgb)

    def _shade(self, hex_colour: str, amount: float) -> str:
        """``hex_colour`` darkened (amount 0 = the colour, 1 = black)."""
        rgb = [int(hex_colour[i:i + 2], 16) for i in (1, 3, 5)]
        return "#" + "".join(f"{round(v * (1 - amount)):02x}" for v in rgb)

    def symbol(self, c: Pen, crop_id: str, cx: float, cy: float, s: float) -> None:
        """The crop's symbol, about ``2 s`` mm across, centred at (cx, cy)."""
        crop = self.crops[crop_id]
        fill, line = self.inks(crop.colour), self.inks(self._shade(crop.colour, 0.45))
        c.saveState()
        c.setLineJoin(1)
        c.setLineCap(1)
        c.setStrokeColor(line)
        c.setFillColor(fill)
        getattr(self, "_sym_" + crop.symbol.replace("-", "_"))(c, cx, cy, s)
        c.restoreState()

    def _sym_umbel(self, c: Pen, cx: float, cy: float, s: float) -> None:
        """Papyrus: a stem under a fan of rays, each ending in a tuft."""
        top = cy + s * 0.05
        c.setLineWidth(s * 0.09)
        c.line(cx, cy - s, cx, top)
        c.setLineWidth(s * 0.045)
        for i in range(9):
            a = math.radians(20 + i * 17.5)
            x, y = cx + s * 0.95 * math.cos(a), top + s * 0.9 * math.sin(a)
            c.line(cx, top, x, y)
            c.circle(x, y, s * 0.1, stroke=1, fill=1)

    def _sym_ear(self, c: Pen, cx: float, cy: float, s: float) -> None:
        """Wheat: a stem with pairs of grains leaning outwards and one grain on top."""
        c.setLineWidth(s * 0.07)
        c.line(cx, cy - s, cx, cy + s * 0.55)
        c.setLineWidth(s * 0.04)
        for i in range(4):
            y = cy - s * 0.35 + i * s * 0.3
            for side in (-1, 1):
                c.saveState()
                c.translate(cx + side * s * 0.17, y)
                c.rotate(-side * 30)
                c.ellipse(-s * 0.12, -s * 0.22, s * 0.12, s * 0.22, stroke=1, fill=1)
                c.restoreState()
        c.ellipse(cx - s * 0.11, cy + s * 0.6, cx + s * 0.11, cy + s * 1.0, stroke=1, fill=1)

    def _sym_rosette(self, c: Pen, cx: float, cy: float, s: float) -> None:
        """Lettuce: a round head of overlapping leaves around a heart."""
        c.setLineWidth(s * 0.045)
        for i in range(7):
            a = math.radians(90 + i * 360 / 7)
            c.circle(cx + s * 0.5 * math.cos(a), cy + s * 0.5 * math.sin(a), s * 0.42, stroke=1, fill=1)
        c.circle(cx, cy, s * 0.38, stroke=1, fill=1)
        c.line(cx, cy - s * 0.3, cx, cy + s * 0.3)

    def _sym_palm_leaf(self, c: Pen, cx: float, cy: float, s: float) -> None:
        """Castor: a palmate leaf of seven pointed lobes on a short stalk."""
        c.setLineWidth(s * 0.07)
        c.line(cx, cy - s * 0.05, cx, cy - s * 1.0)
        p = c.beginPath()
        lobes = 7
        for i in range(lobes * 2):
            a = math.radians(90 + i * 180 / lobes)
            r = s * (0.95 if i % 2 == 0 else 0.38)
            x, y = cx + r * math.cos(a), cy + s * 0.05 + r * math.sin(a)
            p.moveTo(x, y) if i == 0 else p.lineTo(x, y)
        p.close()
        c.setLineWidth(s * 0.045)
        c.drawPath(p, stroke=1, fill=1)
        for i in range(0, lobes * 2, 2):
            a = math.radians(90 + i * 180 / lobes)
            c.line(cx, cy + s * 0.05, cx + s * 0.7 * math.cos(a), cy + s * 0.05 + s * 0.7 * math.sin(a))

    def _sym_flower(self, c: Pen, cx: float, cy: float, s: float) -> None:
        """Flax: five round petals around a white heart."""
        c.setLineWidth(s * 0.045)
        for i in range(5):
            a = math.radians(90 + i * 72)
            c.circle(cx + s * 0.5 * math.cos(a), cy + s * 0.5 * math.sin(a), s * 0.42, stroke=1, fill=1)
        c.setFillColor(self.inks("#fff8e0"))
        c.circle(cx, cy, s * 0.24, stroke=1, fill=1)

    # --- faces -----------------------------------------------------------------------------------
    def _face_crop(self, c: Pen, crop_id: str, w: float, h: float) -> None:
        crop = self.crops[crop_id]
        ink = self.inks(INK)
        self._bg(c, w, h, self._tint(crop.colour, 0.82))  # full bleed, no frame: a cut may drift
        band = self.inks(crop.colour)
        b = self.bleed
        d.fill_rect(c, -b, h - 17, w + 2 * b, 17 + b, band)
        d.fill_rect(c, -b, -b, w + 2 * b, 10 + b, band)
        title = self.inks("#ffffff") if crop_id not in ("wheat", "flax") else ink
        self._title(c, w / 2, h - 11.5, crop.name.upper(), 15, title, w)
        # the bottom band: the name again, upside down, for a card held the other way round (the French
        # name, unexplained here, is left to a French print)
        size = d.fit_size(crop.name.upper(), w - 2 * self.safe_zone - 1, 9, bold=True)
        d.text(c, w / 2, 10 - 2.2, crop.name.upper(), size, title, bold=True, angle=180)
        self.symbol(c, crop_id, w / 2, h * 0.47, min(w, h) * 0.27)
        for x, y, angle in ((7.5, h - 22.5, 0), (w - 7.5, 16.5, 180)):
            c.saveState()
            c.translate(x, y)
            c.rotate(angle)
            self.symbol(c, crop_id, 0, 0, 3.2)
            c.restoreState()

    #: a speculation card's header band (mm from the top), its corner index discs' radius (mm), and the
    #: least room between the picture panel and the rule text under it (mm)
    SPEC_HEAD, INDEX_R, SPEC_AIR = 20.0, 3.6, 2.0

    def spec_index(self, w: float, h: float) -> list[tuple[float, float]]:
        """The centres (mm) of a speculation card's corner index at the top left, one disc per crop, first
        crop on top (the bottom-right index is the same turned about the card's centre)."""
        x = self.safe_zone + 0.2 + self.INDEX_R
        top = h - x
        return [(x, top), (x, top - 2 * self.INDEX_R - 0.5)]

    def spec_panel_bottom(self, w: float, h: float) -> float:
        """The bottom (mm) of a speculation card's picture panel: :data:`SPEC_AIR` above the rule text's
        ascender, and clear of the bottom index."""
        s = self.safe_zone
        width = self._spec_rule_box(w)[1]
        lines = len(d.wrap(self.spec_rule, width, 7.0))
        text_top = s + (d.ASCENT + d.DESCENT) * 7.0 * d.PT + (lines - 1) * 7.0 * d.PT * 1.25
        index_top = h - self.spec_index(w, h)[1][1] + self.INDEX_R
        return max(text_top + self.SPEC_AIR, index_top + 1.0)

    def _spec_rule_box(self, w: float) -> tuple[float, float]:
        """The x (mm) and width of the speculation rule's text: from the safe zone to the bottom index."""
        x = self.safe_zone + 1
        return x, w - x - (self.safe_zone + 0.2 + 2 * self.INDEX_R + 1.0)

    def _face_spec(self, c: Pen, pair: str, w: float, h: float) -> None:
        """A speculation card: a dark header with its name, the two crops side by side split by the river,
        the rule under them, and a corner index of the two crops' symbols (top left, and turned at the
        bottom right) so that it reads in a fanned hand like a crop card."""
        ink = self.inks(INK)
        a, b_ = (self.crops[k] for k in pair.split("-"))
        self._bg(c, w, h, SAND)
        bl, head = self.bleed, self.SPEC_HEAD
        bottom = self.spec_panel_bottom(w, h)
        panel = h - head - bottom
        # the two crops, each on its own half, split by a river
        d.fill_rect(c, -bl, bottom, w / 2 + bl, panel, self.inks(self._tint(a.colour, 0.7)))
        d.fill_rect(c, w / 2, bottom, w / 2 + bl, panel, self.inks(self._tint(b_.colour, 0.7)))
        d.fill_rect(c, w / 2 - 1.2, bottom, 2.4, panel, self.inks(NILE_BLUE))
        d.fill_rect(c, -bl, h - head, w + 2 * bl, head + bl, self.inks("#4a3b2a"))
        white = self.inks("#ffffff")
        index_x = self.spec_index(w, h)[0][0]
        room = w - 2 * (index_x + self.INDEX_R + 1.0)
        d.text(c, w / 2, h - 10, "SPECULATION", d.fit_size("SPECULATION", room, 12.5, bold=True), white, bold=True)
        if d.text_width("a bet on the next flood", 7) <= room:  # on a small card, the title alone
            d.text(c, w / 2, h - 16, "a bet on the next flood", 7, white)
        s = min(min(w, h) * 0.16, (panel - 9) / 2.2)
        for crop, x in ((a, w / 4), (b_, 3 * w / 4)):
            self.symbol(c, crop.id, x, bottom + 6 + (panel - 6) / 2, s)
            d.text(c, x, bottom + 3, crop.name, d.fit_size(crop.name, w / 2 - 3, 9.5, bold=True), ink, bold=True)
        for angle in (0, 180):
            c.saveState()
            if angle:
                c.translate(w, h)
                c.rotate(180)
            for crop, (x, y) in zip((a, b_), self.spec_index(w, h)):
                c.setFillColor(self.inks(self._tint(crop.colour, 0.8)))
                c.setStrokeColor(self.inks("#ffffff") if not angle else ink)
                c.setLineWidth(0.3)
                c.circle(x, y, self.INDEX_R, stroke=1, fill=1)
                self.symbol(c, crop.id, x, y, self.INDEX_R * 0.8)
            c.restoreState()
        x, width = self._spec_rule_box(w)
        d.fitted_paragraph(c, x, bottom - self.SPEC_AIR, self.safe_zone, self.spec_rule, width, 7, ink,
                           min_pt=7, align="centre")

    #: the parts of the locust drawn (a test leaves some out to measure the others)
    LOCUST_PARTS = ("legs", "body", "thorax")

    def _face_plague(self, c: Pen, arg: str, w: float, h: float) -> None:
        self._bg(c, w, h, "#3f3a22")
        gold, white = self.inks("#e9c46a"), self.inks("#ffffff")
        self._title(c, w / 2, h - 12, "PLAGUE", 17, gold, w)
        d.text(c, w / 2, h - 18.5, "OF LOCUSTS", 10, gold, bold=True)
        s, rule = self.safe_zone, ("Reveal at once, however drawn. Discard the largest field and every field "
                                   "tied with it. Then draw a replacement card.")
        width = w - 2 * s - 3
        lines = len(d.wrap(rule, width, 7.0))
        text_top = s + 2 + (d.ASCENT + d.DESCENT) * 7.0 * d.PT + (lines - 1) * 7.0 * d.PT * 1.25
        # the locust between the title and the rule: from 0.95 size below its centre to 1.15 above
        low, high = text_top + 2.5, h - 18.5 - 2.5
        size = min((high - low) / 2.1, w * 0.3)
        self._locust(c, w / 2, (low + high) / 2 - 0.1 * size, size)
        d.fitted_paragraph(c, s + 1.5, text_top, s, rule, width, 7.0, white, min_pt=7, align="centre")

    def _locust(self, c: Pen, cx: float, cy: float, s: float) -> None:
        """A locust seen from above, head up, about ``2.1 s`` mm long: six legs from the sides of its
        thorax (the hind ones long, folded at the knee beside the abdomen), drawn under the body and never
        across it; the wings folded over the abdomen; the head with its eyes and antennae. Draws the
        parts named in :data:`LOCUST_PARTS` ("legs", "body": abdomen and wings, "thorax": thorax and
        head)."""
        body, dark, wing = self.inks("#9c8c3c"), self.inks("#1c1a10"), self.inks("#d9cf9a")
        leg = self.inks("#c9b458")
        c.saveState()
        c.setLineCap(1)
        c.setLineJoin(1)
        c.translate(cx, cy)
        c.scale(s, s)
        if "legs" in self.LOCUST_PARTS:
            c.setStrokeColor(leg)
            for side in (-1, 1):
                c.setLineWidth(0.05)
                for pts in (((0.12, 0.44), (0.34, 0.58), (0.42, 0.84)),    # fore leg, reaching forward
                            ((0.15, 0.36), (0.44, 0.33), (0.58, 0.5))):     # middle leg
                    p = c.beginPath()
                    p.moveTo(side * pts[0][0], pts[0][1])
                    for x, y in pts[1:]:
                        p.lineTo(side * x, y)
                    c.drawPath(p, stroke=1, fill=0)
                # the hind leg: a thick thigh back along the abdomen's side, the shin folded back in
                c.setFillColor(leg)
                c.setStrokeColor(dark)
                c.setLineWidth(0.02)
                thigh = c.beginPath()
                thigh.moveTo(side * 0.1, 0.3)
                thigh.curveTo(side * 0.45, 0.2, side * 0.52, -0.1, side * 0.5, -0.45)
                thigh.curveTo(side * 0.42, -0.2, side * 0.3, 0.08, side * 0.1, 0.22)
                thigh.close()
                c.drawPath(thigh, stroke=1, fill=1)
                c.setStrokeColor(leg)
                c.setLineWidth(0.045)
                c.line(side * 0.5, -0.45, side * 0.34, -0.93)
                c.setStrokeColor(leg)
        c.setStrokeColor(dark)
        c.setLineWidth(0.025)
        if "body" in self.LOCUST_PARTS:
            c.setFillColor(body)
            c.ellipse(-0.14, -0.86, 0.14, 0.26, stroke=1, fill=1)  # the abdomen
            c.setFillColor(wing)
            for side in (-1, 1):  # the wings folded over it
                c.saveState()
                c.translate(side * 0.07, -0.2)
                c.rotate(-side * 4)
                c.ellipse(-0.1, -0.62, 0.1, 0.35, stroke=1, fill=1)
                c.restoreState()
        if "thorax" in self.LOCUST_PARTS:
            c.setFillColor(body)
            c.ellipse(-0.19, 0.17, 0.19, 0.55, stroke=1, fill=1)  # the thorax
            c.ellipse(-0.15, 0.5, 0.15, 0.78, stroke=1, fill=1)  # the head
            c.setFillColor(dark)
            for side in (-1, 1):
                c.circle(side * 0.1, 0.68, 0.045, stroke=0, fill=1)  # the eyes
                antenna = c.beginPath()
                antenna.moveTo(side * 0.05, 0.77)
                antenna.curveTo(side * 0.1, 0.95, side * 0.25, 1.05, side * 0.32, 1.15)
                c.setLineWidth(0.02)
                c.drawPath(antenna, stroke=1, fill=0)
        c.restoreState()

    def _face_flood(self, c: Pen, arg: str, w: float, h: float) -> None:
        self._bg(c, w, h, "#e6f1f8")
        bl = self.bleed
        for i, colour in enumerate(("#8fbcd8", "#5b9bc4", NILE_BLUE)):
            d.wave_band(c, -bl, h * (self.FLOOD_CREST - i * 0.1), w + 2 * bl, 1.2, w / 3, self.inks(colour), -bl)
        ink = self.inks(NILE_BLUE)
        s = self.safe_zone
        self._title(c, w / 2, h - 12.5, "FLOOD", 20, ink, w)
        # the text stays above the highest wave (its crest at FLOOD_CREST of the height, plus the swell)
        d.fitted_paragraph(c, s + 1.5, h - 17.5, h * self.FLOOD_CREST + 2.5, "Lay the flood pile here. Its top card floods its "
                           "crop (a speculation card: both crops). Those fields are harvested; those crops cannot "
                           "be planted or speculated on.", w - 2 * s - 3, 7.0,
                           self.inks(INK), align="centre")
        d.text(c, w / 2, s + 3, "not part of the draw deck", 7, self.inks("#ffffff"))

    def _face_summary(self, c: Pen, arg: str, w: float, h: float) -> None:
        self._bg(c, w, h, SAND)  # a printed card: sand, to the edge
        part = int(arg or 0)
        self._summary_text(c, w, h, self._summary_size(w, h, part), part)

    def _summary_text(self, c: Pen, w: float, h: float, size: float, part: int = 0) -> None:
        """The turn summary set at ``size`` pt (step titles a little larger): part 0 the whole, part 1
        steps 1-3 (the front of a two-sided summary), part 2 steps 4-5 and the game's end (its back, untitled: its numbers go on from the front's)."""
        ink, head = self.inks(INK), self.inks(NILE_BLUE)
        x, width = self.safe_zone + 0.5, w - 2 * self.safe_zone - 1
        y = h - self.safe_zone - 4
        if part != 2:  # the back of a two-sided summary goes on with step 4 under the front's title
            self._title(c, w / 2, y, "NILE — A TURN", 9.5, head, w)
            y -= 4.2
        steps = self.summary
        for number, title, body in {0: steps, 1: steps[:3], 2: steps[3:]}[part]:
            d.text(c, x, y, f"{number}. {title}", size + 0.6, head, bold=True, align="left")
            y -= size * d.PT * 1.2
            y = d.paragraph(c, x, y, body, width, size, ink, leading=1.15) - 0.45
        if part != 1:
            d.paragraph(c, x, y - 0.3, self.summary_end, width, size, ink, bold=True, leading=1.15)

    def _face_back(self, c: Pen, which: str, w: float, h: float) -> None:
        white = self.inks("#ffffff")
        bl = self.bleed
        if which == "deck":
            self._bg(c, w, h, "#c9a66b")
            p = c.beginPath()  # the river winding down the card
            p.moveTo(w * 0.3, h + bl)
            p.curveTo(w * 0.9, h * 0.7, w * 0.1, h * 0.35, w * 0.65, -bl)
            p.lineTo(w * 0.85, -bl)
            p.curveTo(w * 0.3, h * 0.35, w * 1.1, h * 0.7, w * 0.5, h + bl)
            p.close()
            c.setFillColor(self.inks(NILE_BLUE))
            c.drawPath(p, stroke=0, fill=1)
            for x, y, s in ((0.2, 0.62, 7), (0.78, 0.25, 6)):  # pyramids
                tri = c.beginPath()
                tri.moveTo(w * x - s, h * y)
                tri.lineTo(w * x + s, h * y)
                tri.lineTo(w * x, h * y + s * 1.1)
                tri.close()
                c.setFillColor(self.inks("#8a6a3a"))
                c.drawPath(tri, stroke=0, fill=1)
            d.fill_rect(c, w * 0.14, h * 0.5 - 7, w * 0.72, 13, self.inks("#4a3b2a"), radius=2)
            self._title(c, w / 2, h * 0.5 - 3, "NILE", 18, white, w)
        elif which == "flood":
            self._bg(c, w, h, NILE_BLUE)
            for i in range(8):
                y = h * (i + 0.5) / 8
                d.wave_band(c, -bl, y, w + 2 * bl, 1.0, w / 3, self.inks("#2a6f9e" if i % 2 else "#245f8a"),
                            y - h / 16)
            d.fill_rect(c, w * 0.14, h * 0.5 - 8, w * 0.72, 15, self.inks("#123a57"), radius=2)  # a plate darker
            c.setStrokeColor(white)  # than the water, like the deck back's
            c.setLineWidth(0.4)
            c.roundRect(w * 0.14 + 0.8, h * 0.5 - 7.2, w * 0.72 - 1.6, 13.4, 1.6, stroke=1, fill=0)
            # as large as 15 pt, and no wider than the plate's inner rule (a language's longer word)
            d.text(c, w / 2, h * 0.5 - 1, "FLOOD", d.fit_size("FLOOD", w * 0.72 - 4, 15, bold=True), white, bold=True)
            d.text(c, w / 2, h * 0.5 - 6, "not a deck card", 7, white)
        elif which == "summary":
            self._bg(c, w, h, "#4a3b2a")
            d.text(c, w / 2, h * 0.5, "NILE", 16, white, bold=True)
            d.text(c, w / 2, h * 0.5 - 6, "turn summary", 9, white)
        else:
            raise KeyError(which)

    # --- the score pad -------------------------------------------------------------------------
    def score_pad(self, c: Pen, page_w: float, page_h: float) -> None:
        """Two score sheets on one page. Each has a row per player (up to 5): the cards of each crop in
        storage (with the crop's symbol), the same five numbers sorted smallest first, the rank; and
        boxes to tick each time the deck runs out."""
        ink, light = self.inks(INK), self.inks("#efe6d2")
        margin = 14
        sheet_h = (page_h - 2 * margin) / 2
        crops = self.cat.crops
        rows = self.cat.players.max
        for k in range(2):
            top = page_h - margin - k * sheet_h
            d.text(c, margin, top - 6, "NILE — score sheet", 12, ink, bold=True, align="left")
            d.text(c, page_w - margin, top - 6, "date: ____________", 9, ink, align="right")
            d.text(c, margin, top - 12, "Deck ran out (tick; the game ends at the N-th time, N = players):",
                   8, ink, align="left")
            x0 = margin + d.text_width("Deck ran out (tick; the game ends at the N-th time, N = players):", 8) + 3
            c.setStrokeColor(ink)
            c.setLineWidth(0.35)
            for i in range(self.cat.players.max):
                c.rect(x0 + i * 7, top - 13, 4.5, 4.5, stroke=1, fill=0)
            d.paragraph(c, margin, top - 18, "Sort your storage by crop and count each pile (a missing crop is 0). "
                        "Write the five counts again smallest first. The largest smallest pile wins; on a tie, "
                        "compare the next pile, and so on.", page_w - 2 * margin, 7.5, ink)
            name_w, rank_w = 30, 14
            cols = len(crops) * 2
            col_w = (page_w - 2 * margin - name_w - rank_w) / cols
            head_h = 15
            row_h = min(13.0, (sheet_h - 30 - head_h - 6) / rows)
            y_top = top - 27
            d.fill_rect(c, margin, y_top - head_h, page_w - 2 * margin, head_h, light)
            d.text(c, margin + 2, y_top - head_h + 3, "Player", 8, ink, bold=True, align="left")
            for i, crop in enumerate(crops):
                x = margin + name_w + (i + 0.5) * col_w
                self.symbol(c, crop.id, x, y_top - 5.2, 3.2)
                d.text(c, x, y_top - head_h + 2, crop.name, 7, ink, bold=True)
            for i in range(len(crops)):
                x = margin + name_w + (len(crops) + i + 0.5) * col_w
                label = ["smallest", "2nd", "3rd", "4th", "largest"][i] if len(crops) == 5 else f"{i + 1}"
                d.text(c, x, y_top - 7, "pile", 7, ink)
                d.text(c, x, y_top - head_h + 2, label, 7, ink, bold=True)
            d.text(c, page_w - margin - rank_w / 2, y_top - head_h + 3, "Rank", 8, ink, bold=True)
            y_bottom = y_top - head_h - rows * row_h
            c.setStrokeColor(ink)
            for r in range(rows + 1):
                y = y_top - head_h - r * row_h
                c.setLineWidth(0.3)
                c.line(margin, y, page_w - margin, y)
            c.line(margin, y_top, page_w - margin, y_top)
            xs = [margin, margin + name_w] + [margin + name_w + (i + 1) * col_w for i in range(cols)] + \
                [page_w - margin]
            for i, x in enumerate(xs):
                c.setLineWidth(0.8 if i in (1, 1 + len(crops), len(xs) - 2) else 0.3)
                c.line(x, y_top, x, y_bottom)
            # the smallest-pile column stands out: it decides the game
            c.setStrokeColor(self.inks(NILE_BLUE))
            c.setLineWidth(0.9)
            sx = margin + name_w + len(crops) * col_w
            c.rect(sx, y_bottom, col_w, y_top - y_bottom, stroke=1, fill=0)
