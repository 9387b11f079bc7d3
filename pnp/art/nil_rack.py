"""NIL's tile racks: a printed strip per player that folds into a triangular stand (our own drawing).

Side view, the player on the right, the other players on the left::

         T                     the back (A-T) faces the other players and hides the tiles;
        /|                     the slope (T-F) faces the player, the tiles lean on it;
       / |   tile              the ledge (F-E) lies on the table, the tiles stand on it;
      /  |  //   lip           the lip (E-P) folds up and keeps the tiles from sliding off: its lining
     /   |//    ||             rises from the ledge (a valley fold, printed side towards the tiles) and
    A----F-------E             its face folds down over it (a mountain fold), printed side towards
                               the player, the two glued back to back;
                               the base (A-F) lies on the table under the stand (hidden);
                               the glue tab, at the base's end, is stuck inside the slope.

The strip is printed face up, panels from the lip's free edge to the tab: lip (its face), lining,
ledge, slope, back, base, tab. The printed side stays outside on the lip, the back, the slope and the
ledge; the base faces the table and the tab is glued inside, so only those two carry words (the rack's
number, "glue"). A single lip folded up from the ledge would turn its printed side to the tiles and
show the player its blank back (fe-print2), hence the doubled lip. Valley folds (the printed sides
close towards each other) are dashed, mountain folds (they open apart) dash-dotted; a legend and a
side-view fold diagram with numbered steps sit beside the racks, never on them.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from pnp.art import ExtraPage
from pnp.art import draw as d
from pnp.art import scenery
from gamedata.catalogue import NilCatalogue, Size
from pnp.paper import MM, Inks

if TYPE_CHECKING:
    from pnp.canvas import Canvas, FormMaker, Pen, PenPath

INK = "#1d2b3a"
NIGHT = "#1f4a73"
GOLD = "#c99a2e"
PAPYRUS = "#efd9a0"
FIBRE = "#c9ad6b"
WOOD = "#a8733f"
GRAIN = "#7d5128"
GREY = "#5b6b7b"

#: the dash patterns of the fold lines (mm on, mm off ...): a valley fold dashed, a mountain fold dash-dotted
DASH = {"valley": (2.0, 1.2), "mountain": (3.0, 1.0, 0.5, 1.0)}
FOLD_WIDTH = 0.35
CUT_WIDTH = 0.45
#: clear room (mm) kept around each rack's outline, inside its cut-out box
PAD = 0.5
#: the gap (mm) between two racks, and between the racks and the instructions
GAP = 6.0
#: the clear border (mm) of a rack page
MARGIN = 10.0
#: the least width (mm) of the instruction column beside the racks
COLUMN = 62.0


@dataclass(frozen=True)
class Panel:
    """One panel of the strip: its id, its depth across the strip (mm), whether it stays visible once
    the rack is folded, and the fold at its lower edge ("valley", "mountain"; "" for the last)."""

    id: str
    depth: float
    shown: bool
    fold: str


class RackArt:
    """The tile racks of NIL, for :class:`pnp.art.nil.Art` (needs ``self.cat`` and ``self.inks``)."""

    cat: NilCatalogue
    inks: Inks

    # --- geometry -----------------------------------------------------------------------------------
    def rack_panels(self) -> list[Panel]:
        """The strip's panels from the lip's free edge to the tab's (data/nil.yaml ``rack_stand``): the
        lip is doubled, its face and its lining each ``lip`` deep (see the module's side view)."""
        r = self.cat.rack_stand
        return [Panel("lip", r.lip, True, "mountain"), Panel("lining", r.lip, True, "valley"),
                Panel("ledge", r.ledge, True, "valley"),
                Panel("slope", round(math.hypot(r.back, r.base), 2), True, "mountain"),
                Panel("back", r.back, True, "mountain"), Panel("base", r.base, False, "mountain"),
                Panel("tab", r.tab, False, "")]

    def rack_size(self) -> tuple[float, float]:
        """The strip's length (along the tiles) and depth (across the panels), mm."""
        t = self.cat.tile
        return t.rack * t.size + self.cat.rack_stand.spare_length, sum(p.depth for p in self.rack_panels())

    def rack_plan(self, paper: Size) -> int:
        """How many racks a page of ``paper`` holds, one above the other in the left column, the
        instructions in a column of their own on the right, nothing overlapping. Raises ValueError if
        not one rack fits beside the instructions."""
        length, depth = self.rack_size()
        per_page = int((paper.height - 2 * MARGIN + GAP) // (depth + 2 * PAD + GAP))
        if per_page < 1 or paper.width - 2 * MARGIN - length - 2 * PAD - GAP < COLUMN:
            raise ValueError(f"a tile rack ({length:g} x {depth:g} mm) and its instructions do not fit on {paper.name}")
        return per_page

    def rack_pages(self, paper: Size) -> list[ExtraPage]:
        """The pages of tile racks, one rack per player (the most players), as many to a page as fit."""
        racks = self.cat.players.max
        per_page = self.rack_plan(paper)
        length, _ = self.rack_size()
        return [ExtraPage("Tile racks", paper.width, paper.height,
                          partial(self._rack_page, paper, k + 1, min(per_page, racks - k)),
                          count=str(racks) if k == 0 else "", size=f"{length:g} mm long",
                          note=f"a fold-and-glue stand per player that hides {self.cat.tile.rack} tiles")
                for k in range(0, racks, per_page)]

    # --- the page -----------------------------------------------------------------------------------
    def _rack_page(self, paper: Size, first: int, count: int, c: Canvas, form: FormMaker) -> None:
        """``count`` racks numbered from ``first``, each the PDF form ``cut.rack-<n>`` (its box is the
        cut-out's), and the instructions beside them."""
        self.rack_page(c, paper.width, paper.height, count, first, form)

    def rack_page(self, c: Canvas, page_w: float, page_h: float, racks: int, first: int = 1,
                  form: FormMaker | None = None) -> None:
        """Draw ``racks`` racks numbered from ``first`` on a ``page_w`` x ``page_h`` mm page, with the
        legend, the fold diagram and the steps. ``form(name, w, h, drawer)`` (see
        :class:`pnp.art.ExtraPage`) makes each rack a PDF form; without it the racks are drawn in place.
        Raises ValueError if the page holds fewer than ``racks`` (see :meth:`rack_plan`)."""
        length, depth = self.rack_size()
        if racks > self.rack_plan(Size(name="page", width=page_w, height=page_h)):
            raise ValueError(f"{racks} tile racks do not fit on a {page_w:g} x {page_h:g} mm page")
        box_w, box_h = length + 2 * PAD, depth + 2 * PAD
        top = page_h - MARGIN
        for k in range(racks):
            y = top - (k + 1) * box_h - k * GAP
            number = first + k
            if form is None:
                c.saveState()
                c.translate(MARGIN, y)
                self._rack(c, number)
                c.restoreState()
            else:
                name = form(f"cut.rack-{number}", box_w, box_h, partial(self._rack, number=number))
                c.saveState()
                c.translate(MARGIN, y)
                c.scale(1 / MM, 1 / MM)
                c.doForm(name)
                c.restoreState()
        x = MARGIN + box_w + GAP
        self._instructions(c, x, top, page_w - MARGIN - x)

    # --- one rack -----------------------------------------------------------------------------------
    def _rack(self, c: Pen, number: int) -> None:
        """Rack ``number`` with its outline's lower-left corner at (PAD, PAD)."""
        length, depth = self.rack_size()
        c.saveState()
        c.translate(PAD, PAD)
        y = depth
        folds = []
        for panel in self.rack_panels():
            y -= panel.depth
            getattr(self, f"_rack_{panel.id}")(c, y, length, panel.depth, number)
            if panel.fold:
                folds.append((y, panel.fold))
        for fy, kind in folds:  # a pale underlay keeps the dashes readable on the dark bands
            c.setStrokeColor(self.inks("#fbf6e8"))
            c.setLineWidth(FOLD_WIDTH + 0.5)
            c.line(0, fy, length, fy)
            c.setStrokeColor(self.inks(INK))
            c.setLineWidth(FOLD_WIDTH)
            c.setDash(list(DASH[kind]))
            c.line(0, fy, length, fy)
            c.setDash()
        c.setLineWidth(CUT_WIDTH)
        c.drawPath(self._outline(c, length, depth), stroke=1, fill=0)
        c.restoreState()

    def _outline(self, c: Pen, length: float, depth: float) -> PenPath:
        """The cut line: a rectangle whose bottom panel (the tab) has slanted ends."""
        tab = self.rack_panels()[-1].depth
        p = c.beginPath()
        p.moveTo(0, tab)
        p.lineTo(0, depth)
        p.lineTo(length, depth)
        p.lineTo(length, tab)
        p.lineTo(length - tab * 0.6, 0)
        p.lineTo(tab * 0.6, 0)
        p.close()
        return p

    def _clip(self, c: Pen, y: float, length: float, h: float) -> None:
        p = c.beginPath()
        p.rect(0, y, length, h)
        c.clipPath(p, stroke=0, fill=0)

    def _rack_lip(self, c: Pen, y: float, length: float, h: float, number: int) -> None:
        """The lip: a gilt band with a blue zigzag, the Nile's ripple (no words)."""
        d.fill_rect(c, 0, y, length, h, self.inks(GOLD))
        c.saveState()
        c.setStrokeColor(self.inks(NIGHT))
        c.setLineWidth(0.5)
        scenery.wave(c, 0, y + h / 2, length, h * 0.22, 5.0)
        c.restoreState()

    def _rack_lining(self, c: Pen, y: float, length: float, h: float, number: int) -> None:
        """The lip's lining, towards the tiles: the lip's gilt, plain (no words)."""
        d.fill_rect(c, 0, y, length, h, self.inks(GOLD))

    def _rack_ledge(self, c: Pen, y: float, length: float, h: float, number: int) -> None:
        """The ledge the tiles stand on: wood with its grain (no words)."""
        d.fill_rect(c, 0, y, length, h, self.inks(WOOD))
        c.saveState()
        self._clip(c, y, length, h)
        c.setStrokeColor(self.inks(GRAIN))
        c.setLineWidth(0.25)
        for i, frac in enumerate((0.18, 0.42, 0.63, 0.85)):
            scenery.wave(c, -2, y + h * frac, length + 4, 0.35 + 0.15 * (i % 2), 23.0 + 7 * i)
        for kx in (length * 0.27, length * 0.71):  # two knots
            c.ellipse(kx - 2.2, y + h * 0.3, kx + 2.2, y + h * 0.62, stroke=1, fill=0)
        c.restoreState()

    def _rack_slope(self, c: Pen, y: float, length: float, h: float, number: int) -> None:
        """The slope the tiles lean on: papyrus sheet (crossed fibres) with a frieze of lotus buds along
        the apex, which is the panel's lower edge on the page (the player sees it the other way up)."""
        ink = self.inks(INK)
        d.fill_rect(c, 0, y, length, h, self.inks(PAPYRUS))
        c.saveState()
        self._clip(c, y, length, h)
        rng = random.Random(7)
        c.setStrokeColor(self.inks(FIBRE))
        xx = 0.0
        while xx < length:  # the upper layer's strips, side by side, each with a few fibres
            strip = rng.uniform(5.5, 8.5)
            c.setLineWidth(0.3)
            c.line(xx, y, xx, y + h)
            c.setLineWidth(0.12)
            for _ in range(3):
                fx = xx + rng.uniform(0.8, strip - 0.8)
                c.line(fx, y + rng.uniform(0, h * 0.4), fx + rng.uniform(-0.3, 0.3), y + h - rng.uniform(0, h * 0.4))
            xx += strip
        c.setLineWidth(0.12)
        for _ in range(int(length // 9)):  # the lower layer's fibres, showing through across
            fy, fx = y + rng.uniform(6, h), rng.uniform(-10, length)
            c.line(fx, fy, fx + rng.uniform(12, 30), fy + rng.uniform(-0.3, 0.3))
        band = 5.0
        d.fill_rect(c, 0, y, length, band, self.inks(NIGHT))
        c.setFillColor(scenery.fill(self.inks, GOLD))
        c.setStrokeColor(ink)
        c.setLineWidth(0.2)
        n = int(length // 7)
        step = length / n
        for i in range(n):  # lotus buds pointing to the apex: up once folded, as the player sees them
            cx = (i + 0.5) * step
            p = c.beginPath()
            p.moveTo(cx, y + 4.4)
            p.curveTo(cx - 2.2, y + 3.0, cx - 1.2, y + 1.4, cx, y + 0.8)
            p.curveTo(cx + 1.2, y + 1.4, cx + 2.2, y + 3.0, cx, y + 4.4)
            c.drawPath(p, stroke=1, fill=1)
        c.setStrokeColor(self.inks(GOLD))
        c.setLineWidth(0.5)
        c.line(0, y + band, length, y + band)
        c.restoreState()

    def _rack_back(self, c: Pen, y: float, length: float, h: float, number: int) -> None:
        """The back the other players see: a night-blue frieze between gilt zigzag borders, the game's
        name in a cartouche between papyrus clumps, palms and pyramids on a strip of sand."""
        inks = self.inks
        d.fill_rect(c, 0, y, length, h, inks(NIGHT))
        c.saveState()
        self._clip(c, y, length, h)
        border = 2.6
        for yy, flip in ((y, False), (y + h - border, True)):
            d.fill_rect(c, 0, yy, length, border, inks(GOLD))
            c.setFillColor(scenery.fill(inks, NIGHT))
            p = c.beginPath()
            for i in range(int(length // 3) + 1):
                x0 = i * 3
                base, tip = (yy + border, yy + 0.5) if flip else (yy, yy + border - 0.5)
                p.moveTo(x0, base)
                p.lineTo(x0 + 1.5, tip)
                p.lineTo(x0 + 3, base)
                p.close()
            c.drawPath(p, stroke=0, fill=1)
        ground = y + border
        d.fill_rect(c, 0, ground, length, 2.2, inks("#d9b46a"))
        cart_w, cart_h = 56.0, h - 2 * border - 2.4
        cx = length / 2
        for side in (-1, 1):
            scenery.papyrus(c, inks, cx + side * (cart_w / 2 + 3.5), ground + 1.0, cart_h * 0.85)
            scenery.pyramid(c, inks, cx + side * (cart_w / 2 + 13.5), ground + 1.8, 11)
            scenery.palm(c, inks, cx + side * (length / 2 - 7), ground + 1.0, h - 2 * border - 3)
            for dx, dy, r in ((cart_w / 2 + 8, 16.0, 0.9), (cart_w / 2 + 12.5, 14.0, 0.6), (cart_w / 2 + 15, 17.5, 0.5)):
                self._star(c, cx + side * dx, ground + dy, r)
        self._cartouche(c, cx - cart_w / 2, y + border + 1.2, cart_w, cart_h)
        c.restoreState()

    def _star(self, c: Pen, cx: float, cy: float, r: float) -> None:
        """A gilt five-pointed star of radius ``r`` mm in the night sky."""
        c.setFillColor(scenery.fill(self.inks, GOLD))
        p = c.beginPath()
        for i in range(10):
            a = math.pi / 2 + i * math.pi / 5
            rr = r if i % 2 == 0 else r * 0.45
            (p.moveTo if i == 0 else p.lineTo)(cx + rr * math.cos(a), cy + rr * math.sin(a))
        p.close()
        c.drawPath(p, stroke=0, fill=1)

    def _cartouche(self, c: Pen, x: float, y: float, w: float, h: float) -> None:
        """The game's name in an oval ring: papyrus inside a gilt double border, a lotus at each end."""
        inks = self.inks
        c.saveState()
        c.setFillColor(scenery.fill(inks, "#f4e5bc"))
        c.setStrokeColor(inks(GOLD))
        c.setLineWidth(1.2)
        c.roundRect(x, y, w, h, h / 2, stroke=1, fill=1)
        c.setStrokeColor(inks(INK))
        c.setLineWidth(0.3)
        c.roundRect(x + 1.5, y + 1.5, w - 3, h - 3, h / 2 - 1.5, stroke=1, fill=0)
        c.setFillColor(scenery.fill(inks, "#2f6f8f"))
        for side in (-1, 1):  # a lotus flower: three petals
            fx, fy = x + w / 2 + side * (w / 2 - h * 0.55), y + h * 0.3
            for lean in (-0.5, 0.0, 0.5):
                p = c.beginPath()
                p.moveTo(fx, fy)
                p.curveTo(fx + lean * 3 - 1.4, fy + 2, fx + lean * 4 - 0.6, fy + 4.2, fx + lean * 4, fy + 5)
                p.curveTo(fx + lean * 4 + 0.6, fy + 4.2, fx + lean * 3 + 1.4, fy + 2, fx, fy)
                c.drawPath(p, stroke=1, fill=1)
        size = d.fit_size(self.cat.title, w - 2.4 * h, 17, bold=True)
        d.text(c, x + w / 2, y + h / 2 - size * d.PT * 0.36, self.cat.title, size, inks(INK), bold=True)
        c.restoreState()

    def _rack_base(self, c: Pen, y: float, length: float, h: float, number: int) -> None:
        """The base, which lies on the table: the rack's number and the panel's name (hidden once folded)."""
        ink, grey = self.inks(INK), self.inks(GREY)
        d.text(c, length / 2, y + h / 2 + 0.6, f"rack {number}", 9, ink, bold=True)
        d.text(c, length / 2, y + h / 2 - 3.6, "base: lies on the table, hidden", 7, grey)

    def _rack_tab(self, c: Pen, y: float, length: float, h: float, number: int) -> None:
        """The glue tab: hatched, with its word (glued inside the slope, hidden)."""
        ink = self.inks(INK)
        c.saveState()
        p = c.beginPath()
        p.moveTo(0, y + h)
        p.lineTo(length, y + h)
        p.lineTo(length - h * 0.6, y)
        p.lineTo(h * 0.6, y)
        p.close()
        c.clipPath(p, stroke=0, fill=0)
        c.setStrokeColor(self.inks(GREY))
        c.setLineWidth(0.25)
        for j in range(int(length // 3) + 5):
            c.line(j * 3 - h, y, j * 3, y + h)
        c.restoreState()
        words = "glue: stick inside the slope"
        box = d.text_width(words, 7) + 3
        d.fill_rect(c, (length - box) / 2, y + h / 2 - 2.4, box, 4.6, self.inks("#ffffff"), radius=1)
        d.text(c, length / 2, y + h / 2 - 0.8, words, 7, ink)

    # --- the instructions -----------------------------------------------------------------------------
    def _instructions(self, c: Pen, x: float, top: float, w: float) -> None:
        """The title, the legend, the side-view fold diagram and the numbered steps, in a column ``w``
        mm wide from (x, top) down."""
        ink = self.inks(INK)
        y = top - 4
        d.text(c, x, y, "Tile racks: cut, fold, glue", 10, ink, bold=True, align="left")
        y = self._legend(c, x, y - 4, w)
        y = self._diagram(c, x, y - 3, w)
        self._steps(c, x, y - 4, w)

    def _legend(self, c: Pen, x: float, top: float, w: float) -> float:
        """A sample of each line with its meaning; returns the y under it."""
        ink = self.inks(INK)
        rows = [("cut", "cut: the solid outline"), ("valley", "valley fold: printed sides come together"),
                ("mountain", "mountain fold: printed side stays outside"), ("glue", "glue: the hatched tab")]
        c.saveState()
        c.setStrokeColor(ink)
        y = top
        for kind, words in rows:
            y -= 5.2
            if kind == "cut":
                c.setLineWidth(CUT_WIDTH)
                c.line(x, y + 1, x + 12, y + 1)
            elif kind == "glue":
                c.saveState()
                p = c.beginPath()
                p.rect(x, y - 0.6, 12, 3.2)
                c.clipPath(p, stroke=1, fill=0)
                c.setLineWidth(0.25)
                c.setStrokeColor(self.inks(GREY))
                for j in range(7):
                    c.line(x + j * 3 - 3.2, y - 0.6, x + j * 3, y + 2.6)
                c.restoreState()
            else:
                c.setLineWidth(FOLD_WIDTH)
                c.setDash(list(DASH[kind]))
                c.line(x, y + 1, x + 12, y + 1)
                c.setDash()
            d.text(c, x + 14, y, words, 7, ink, align="left")
        c.restoreState()
        return y - 2

    def _diagram(self, c: Pen, x: float, top: float, w: float) -> float:
        """The folded rack seen from its end, a tile standing in it, each panel named and the steps
        that act there numbered; returns the y under it."""
        r = self.cat.rack_stand
        ink, grey = self.inks(INK), self.inks(GREY)
        label = 16.0  # room for the words on either side
        k = min(2.2, (w - 2 * label) / (r.base + r.ledge))
        ox, oy = x + label + (w - 2 * label - k * (r.base + r.ledge)) / 2, top - 6 - k * r.back
        A, T, F = (ox, oy), (ox, oy + k * r.back), (ox + k * r.base, oy)
        E, P = (ox + k * (r.base + r.ledge), oy), (ox + k * (r.base + r.ledge), oy + k * r.lip)
        slope = math.hypot(r.back, r.base)
        ux, uy = -r.base / slope, r.back / slope  # along the slope, from F up to T
        nx, ny = uy, -ux  # out of the slope, towards the player
        c.saveState()
        c.setLineCap(1)
        c.setLineJoin(1)
        c.setStrokeColor(grey)
        c.setLineWidth(0.3)
        c.line(ox - 6, oy - 0.5, E[0] + 6, oy - 0.5)  # the table
        tile, thick = self.cat.tile.size * k, 1.6 * k
        c.setFillColor(scenery.fill(self.inks, "#f3e6c4"))
        c.setStrokeColor(ink)
        c.setLineWidth(0.3)
        p = c.beginPath()
        corners = [(0, 0), (tile, 0), (tile, thick), (0, thick)]
        for i, (a, b) in enumerate(corners):
            pt = (F[0] + ux * a + nx * (b + 0.4), F[1] + uy * a + ny * (b + 0.4))
            p.moveTo(*pt) if i == 0 else p.lineTo(*pt)
        p.close()
        c.drawPath(p, stroke=1, fill=1)
        c.setStrokeColor(ink)
        c.setLineWidth(0.7)
        p = c.beginPath()
        p.moveTo(*P)
        for pt in (E, F, T, A, F):
            p.lineTo(*pt)
        c.drawPath(p, stroke=1, fill=0)
        c.setLineWidth(0.5)  # the lip's face, folded down over its lining towards the player
        c.line(P[0], P[1], P[0] + 0.8, P[1])
        c.line(P[0] + 0.8, P[1], E[0] + 0.8, oy + 0.6)
        c.setStrokeColor(grey)
        c.setLineWidth(0.9)  # the tab, glued inside the slope
        inset = 0.9
        c.line(F[0] + ux * 1.5 - nx * inset, F[1] + uy * 1.5 - ny * inset,
               F[0] + ux * (1.5 + k * r.tab) - nx * inset, F[1] + uy * (1.5 + k * r.tab) - ny * inset)
        c.restoreState()
        words = [("back", A[0] - 1.5, (A[1] + T[1]) / 2, "right"), ("base", (A[0] + F[0]) / 2, oy - 4, "centre"),
                 ("ledge", (F[0] + E[0]) / 2, oy - 4, "centre"), ("lip", P[0] + 2.3, P[1] - 2, "left"), ("lining", E[0] - 1.2, P[1] + 1.2, "right"),
                 ("slope", T[0] + nx * 3 + 2, T[1] - 2, "left"),
                 ("tile", F[0] + ux * tile * 0.55 + nx * (thick + 2.5), F[1] + uy * tile * 0.55 + ny * (thick + 2.5), "left"),
                 ("tab", F[0] + ux * k * r.tab * 0.6 - nx * 3, F[1] + uy * k * r.tab * 0.6 - ny * 3 - 1, "right")]
        for word, wx, wy, align in words:
            d.text(c, wx, wy, word, 7, ink, align=align)
        self._badge(c, F[0] + ux * k * r.tab * 1.25 - nx * 3.5, F[1] + uy * k * r.tab * 1.25 - ny * 3.5, 3)
        self._badge(c, T[0], T[1] + 3.2, 2)
        self._badge(c, E[0] + 3.5, oy + 3 + k * r.lip, 4)
        d.text(c, A[0] - 1.5, oy + 2, "others", 7, grey, align="right")
        d.text(c, E[0] + 1.5, oy + 1.2 + k * r.lip + 6.5, "you", 7, grey, align="left")
        d.text(c, x + w / 2, oy - 9, "side view of a folded rack", 7, grey)
        return oy - 11

    def _badge(self, c: Pen, cx: float, cy: float, n: int) -> None:
        """A step's number in a disc."""
        c.setFillColor(scenery.fill(self.inks, INK))  # pale in the ink saver, the number then dark
        c.circle(cx, cy, 2.1, stroke=0, fill=1)
        d.text(c, cx, cy - 0.9, str(n), 7, self.inks("#ffffff"), bold=True)

    def _steps(self, c: Pen, x: float, top: float, w: float) -> float:
        """The numbered steps; returns the y under them."""
        ink = self.inks(INK)
        n = self.cat.tile.rack
        steps = ["Cut out each strip along its solid outline, the slanted ends of the tab too.",
                 "Crease every fold: a dashed line with the printed sides together (valley), a dash-dotted "
                 "line with the printed side outside (mountain). Open them again half way.",
                 "Spread glue on the hatched tab. Close slope, back and base into a triangle, printed side "
                 "out, and press the tab inside the slope along its lower fold.",
                 "Fold the lip up from the ledge, then fold its outer half down over it, towards you, printed "
                 "side out, and glue the two halves back to back. "
                 f"Stand your {n} tiles on the ledge, leaning on the slope, faces towards "
                 "you: the back hides them from the other players."]
        y = top
        for i, words in enumerate(steps, 1):
            self._badge(c, x + 2.1, y + 0.9, i)
            y = d.paragraph(c, x + 6, y, words, w - 6, 7.5, ink) - 1.5
        return y
