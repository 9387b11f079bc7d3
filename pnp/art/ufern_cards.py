"""*An den Ufern des Nils*: the faces of the water and desert cards, in millimetres (:class:`CardFaces`, the
card half of :class:`pnp.art.ufern_des_nils.Art`).

A water card's front is water with one of :data:`WATER_SCENES` between its two ends, each end one wave line
(single), two (double) or a crossed sand end (blank), said in words too (:data:`END_WORD`); a desert card's
front is the desert with one of :data:`DESERT_SCENES`. The backs carry the events, each a symbol with its name:
palms for rot N, a dune, a hippo, an arrow.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from gamedata.ufern_catalogue import Event, UfernCatalogue
from pnp.art import CardArt
from pnp.art import draw as d
from pnp.art import scenery as sc
from pnp.art import ufern_pieces as pieces
from pnp.art.scenery import hippo
from pnp.art.ufern_board import DESERT, INK, SAND, WATER, palm, triangle
from pnp.paper import fill_ink
from pnp.words import language

if TYPE_CHECKING:
    from pnp.canvas import Pen

#: the words under a water card's end: single wave, double wave or blank
END_WORD = {"s": "single wave", "d": "double wave", "b": "blank: closes the row"}
#: the pictures of the water cards' fronts and of the desert cards' fronts, dealt in turn to the cards of a kind
WATER_SCENES = ("perch", "shoal", "felucca", "reeds", "hippo")
DESERT_SCENES = ("pyramid", "camel", "oasis", "temple")


def event_code(e: Event) -> str:
    """A key-safe name of an event: ``rot2a`` is rot 2 with an arrow."""
    return (f"rot{e.palms}" if e.kind == "rot" else e.kind) + ("a" if e.arrow else "")


def event_of(code: str) -> Event:
    """The event of :func:`event_code`'s name."""
    arrow = code.endswith("a") and code != "a"
    base = code[:-1] if arrow else code
    return Event("rot", int(base[3:]), arrow) if base.startswith("rot") else Event(base, 0, arrow)


class CardFaces(CardArt[UfernCatalogue]):
    """The water and desert cards' faces: ``water-<ends>.<n>``, ``dune-<n>``, ``wevent-<event>`` and
    ``devent-<event>`` (see :class:`pnp.art.CardArt` for the keys and the canvas in mm)."""

    def _card_frame(self, c: Pen, w: float, h: float, fill: str) -> None:
        self._bg(c, w, h, fill)  # full bleed and no frame line: a cut may drift by a millimetre

    def _face_water(self, c: Pen, arg: str, w: float, h: float) -> None:
        """A water card's front (``arg``: its two ends, then ``.n`` for its picture, 0 if left out): water
        in the middle with one of :data:`WATER_SCENES`, one end at the top and one at the bottom."""
        code, _, scene = arg.partition(".")
        self._card_frame(c, w, h, "#d6ebf8")
        c.saveState()
        x0, y0, ww, wh = 3, 19, w - 6, h - 38
        p = sc.rounded_path(c, x0, y0, ww, wh, 2)
        c.clipPath(p, stroke=0, fill=0)
        grey = self.inks.greyscale
        sc.water(c, self.inks, x0, y0, ww, wh, WATER, "#8aa9c4" if grey else "#d6ecfa", seed=11 + int(scene or 0),
                 rows_per_10mm=1.4)
        getattr(self, "_water_" + WATER_SCENES[int(scene or 0)])(c, x0, y0, ww, wh)
        c.restoreState()
        for end, top in ((code[0], True), (code[1], False)):
            self._end(c, end, w, h, top)

    # the pictures in a water card's window (x0, y0, width, height in mm)
    def _water_perch(self, c: Pen, x0: float, y0: float, ww: float, wh: float) -> None:
        """A Nile perch with a lotus flower."""
        pieces.lotus(c, self.inks, x0 + 7, y0 + 3.5, 1.0)
        pieces.fish(c, self.inks, x0 + ww / 2 + 1, y0 + wh / 2 + 1.5, 17)

    def _water_shoal(self, c: Pen, x0: float, y0: float, ww: float, wh: float) -> None:
        """Three small fish swimming upstream, one behind the other, and a lotus."""
        for fx, fy, length in ((0.3, 0.7, 11), (0.62, 0.45, 12.5), (0.36, 0.2, 10)):
            pieces.fish(c, self.inks, x0 + ww * fx, y0 + wh * fy, length)
        pieces.lotus(c, self.inks, x0 + ww - 6, y0 + wh - 4, 0.8)

    def _water_felucca(self, c: Pen, x0: float, y0: float, ww: float, wh: float) -> None:
        """A felucca under sail, a small fish below it."""
        sc.felucca(c, self.inks, x0 + ww * 0.2, y0 + wh * 0.32, ww * 0.6)
        pieces.fish(c, self.inks, x0 + ww * 0.3, y0 + wh * 0.15, 8)

    def _water_reeds(self, c: Pen, x0: float, y0: float, ww: float, wh: float) -> None:
        """Papyrus rising from the bank at the left, lotus flowers afloat."""
        sc.papyrus(c, self.inks, x0 + 8, y0 - 1, wh * 0.68)
        for lx, ly, k in ((0.55, 0.3, 0.9), (0.8, 0.62, 0.75), (0.72, 0.12, 0.6)):
            pieces.lotus(c, self.inks, x0 + ww * lx, y0 + wh * ly, k)

    def _water_hippo(self, c: Pen, x0: float, y0: float, ww: float, wh: float) -> None:
        """A hippopotamus wading, its legs under the water, a lotus by it."""
        sc.hippo(c, self.inks, x0 + ww / 2, y0 + wh * 0.18, ww * 0.62)
        grey = self.inks.greyscale
        c.saveState()
        p = c.beginPath()
        p.rect(x0, y0, ww, wh * 0.36)
        c.clipPath(p, stroke=0, fill=0)
        sc.water(c, self.inks, x0, y0, ww, wh * 0.36, WATER, "#8aa9c4" if grey else "#d6ecfa", seed=5,
                 rows_per_10mm=1.4)
        c.restoreState()
        pieces.lotus(c, self.inks, x0 + 6, y0 + 3.5, 0.8)

    def _end(self, c: Pen, end: str, w: float, h: float, top: bool) -> None:
        ink = self.inks(INK)
        y0 = h - 17.5 if top else 3.5
        box_h = 14.0
        if end == "b":
            d.fill_rect(c, 3, y0, w - 6, box_h, self.inks(SAND), radius=1.5)
            c.setStrokeColor(ink)
            c.setLineWidth(0.6)
            c.line(w / 2 - 5, y0 + 4, w / 2 + 5, y0 + 12)
            c.line(w / 2 - 5, y0 + 12, w / 2 + 5, y0 + 4)
        else:
            d.fill_rect(c, 3, y0, w - 6, box_h, self.inks("#a9d2ef"), radius=1.5)
            lines = 1 if end == "s" else 2
            c.setStrokeColor(self.inks("#14456e"))
            c.setLineWidth(1.1)
            for k in range(lines):
                yy = y0 + 9.0 + (0 if lines == 1 else (2.5 if k else -2.5))  # clear of the word below
                p = c.beginPath()
                p.moveTo(6, yy)
                for i in range(1, 33):
                    xx = 6 + (w - 12) * i / 32
                    p.lineTo(xx, yy + 1.4 * math.sin(2 * math.pi * i / 11))
                c.drawPath(p, stroke=1, fill=0)
        d.text(c, w / 2, y0 + 1.2, END_WORD[end], 7, ink, bold=True)

    def _event_face(self, c: Pen, code: str, w: float, h: float, deck: str) -> None:
        e = event_of(code)
        ink = self.inks(INK)
        self._card_frame(c, w, h, "#f4ead0" if deck == "desert card" else "#e4f0f7")
        self._event_header(c, w, h, deck == "water card")
        cx, cy = w / 2, h / 2 + 10
        if e.kind == "rot":
            self._palms(c, e.palms, w, cy - 4)
            title = f"ROT {e.palms}"
            lines = (["2 plants rot in", "the rightmost market", "row (first player)"] if e.palms == 1 else
                     ["2 plants rot in one of", f"the {e.palms} rightmost market", "rows (first player)"])
        elif e.kind == "desert":
            self._dune(c, cx, cy - 2, 26)
            title, lines = "DESERT", ["a desert card goes", "into this row"]
        else:
            self._hippo(c, cx, cy, 14)
            title, lines = "HIPPO", ["no effect", "(variant: an auction)"]
        d.text(c, w / 2, h / 2 - 5, title, 11, ink, bold=True)
        for i, line in enumerate(lines):
            d.text(c, w / 2, h / 2 - 10 - 3.2 * i, line, 7, ink)
        if e.arrow:
            self._arrow(c, w / 2 - 7, 10.3, 2.6)
            d.text(c, w / 2 - 1.8, 9.5, "ARROW", 7, ink, bold=True, align="left")
            d.text(c, w / 2, 4.2, "the marker moves on", 7, ink)

    def _event_header(self, c: Pen, w: float, h: float, water: bool) -> None:
        """The band across the top of an event side: the Nile's waves on a water card, the desert's dunes
        on a desert card, with the game's name on a plate in the middle."""
        x0, y0, bw, bh = 3.0, h - 11.5, w - 6, 8.0
        grey = self.inks.greyscale
        c.saveState()
        p = sc.rounded_path(c, x0, y0, bw, bh, 1.5)
        c.clipPath(p, stroke=0, fill=0)
        if water:
            sc.water(c, self.inks, x0, y0, bw, bh, WATER, "#8aa9c4" if grey else "#d6ecfa", seed=4, rows_per_10mm=2.5)
        else:
            d.fill_rect(c, x0, y0, bw, bh, self.inks(DESERT))
            for k in range(5):
                sc.dune(c, self.inks, x0 + 2 + k * 9.5, y0 - 0.2, 11, 4.0 + (k % 2) * 1.5)
        c.restoreState()
        title = self.cat.title
        size = d.fit_size(title, bw - 5, 7.5, bold=True)
        tw = d.text_width(title, size, bold=True) + 3
        d.fill_rect(c, (w - tw) / 2, y0 + 1.6, tw, bh - 3.2, self.inks("#fbf6e8"), radius=1.2)
        d.text(c, w / 2, y0 + bh / 2 - size * d.PT * 0.36, title, size, self.inks(INK), bold=True)

    def _palms(self, c: Pen, n: int, w: float, y: float) -> None:
        """``n`` palms side by side standing on the line ``y``, all inside the card's frame (a palm ``h``
        mm tall is about 0.92 h wide, its crown 0.08 h right of its foot)."""
        h = 12.0
        room = w - 2 * self.safe_zone - 0.92 * h
        step = min(10.0, room / max(n - 1, 1))
        for k in range(n):
            palm(c, self.inks, w / 2 + (k - (n - 1) / 2) * step - 0.08 * h, y, h)

    def _face_wevent(self, c: Pen, code: str, w: float, h: float) -> None:
        self._event_face(c, code, w, h, "water card")

    def _face_devent(self, c: Pen, code: str, w: float, h: float) -> None:
        self._event_face(c, code, w, h, "desert card")

    def _face_dune(self, c: Pen, arg: str, w: float, h: float) -> None:
        """A desert card's front (``arg``: which of :data:`DESERT_SCENES`, 0 if left out): the desert under
        a pale sky, dunes rolling towards the viewer, with the card's name above and the board's German
        word below."""
        self._card_frame(c, w, h, "#f0dca6")
        c.saveState()
        p = sc.rounded_path(c, 3, 3, w - 6, h - 6, 2)
        c.clipPath(p, stroke=0, fill=0)
        d.fill_rect(c, 3, h * 0.45, w - 6, h * 0.55, self.inks("#f8f0da"))
        scene = DESERT_SCENES[int(arg or 0)]
        c.setFillColor(sc.fill(self.inks, "#f2c14e"))
        c.setStrokeColor(self.inks("#b5651d"))
        c.setLineWidth(0.3)
        sun_x = {"pyramid": 0.72, "camel": 0.72, "oasis": 0.3, "temple": 0.25}[scene]
        c.circle(w * sun_x, h * 0.7, 4.2, stroke=1, fill=1)
        if scene == "pyramid":
            sc.pyramid(c, self.inks, w * 0.3, h * 0.45, 16)
        elif scene == "temple":
            sc.temple(c, self.inks, w * 0.66, h * 0.4, 20)
        dunes: tuple[tuple[float, float, float, float], ...] = ((0.75, 0.4, 34, 10), (0.25, 0.3, 38, 12), (0.6, 0.17, 44, 13),
                                                                (0.3, 0.04, 40, 12))
        if scene != "pyramid":  # the dunes the other way round
            dunes = tuple((1 - cx, base, dw, dh) for cx, base, dw, dh in dunes)
        for k, (cx, base, dw, dh) in enumerate(dunes):
            sc.dune(c, self.inks, w * cx, h * base, dw, dh)
            if scene == "camel" and k == 1:  # the caravan crosses behind the nearest dunes
                sc.camel(c, self.inks, w * 0.2, h * 0.33, 17, rider=True)
            if scene == "oasis" and k == 1:  # palms rising behind them
                for px, base, k_ in ((0.6, 0.29, 1.0), (0.74, 0.27, 0.8)):
                    sc.palm(c, self.inks, w * px, h * base, 19 * k_)
        c.restoreState()
        d.text(c, w / 2, h - 9, "DESERT", 10, self.inks(INK), bold=True)
        if language() == "en":  # the German edition's word under ours; a French or German card says one word
            d.fill_rect(c, w / 2 - 6, 4.4, 12, 4.2, self.inks("#fbf3dc"), radius=1)
            d.text(c, w / 2, 5.6, "Wüste", 7, self.inks(INK))

    def _dune(self, c: Pen, cx: float, cy: float, size: float) -> None:
        c.setFillColor(fill_ink(self.inks(DESERT)))
        c.setStrokeColor(self.inks("#8a6a2c"))
        c.setLineWidth(0.4)
        p = c.beginPath()
        p.moveTo(cx - size / 2, cy - size * 0.2)
        p.curveTo(cx - size * 0.2, cy + size * 0.3, cx + size * 0.1, cy + size * 0.3, cx + size / 2, cy - size * 0.2)
        p.close()
        c.drawPath(p, stroke=1, fill=1)

    def _hippo(self, c: Pen, cx: float, cy: float, size: float) -> None:
        hippo(c, self.inks, cx - size * 0.05, cy - size * 0.7, size * 2.0)  # the board's hippo (pnp.art.scenery)

    def _arrow(self, c: Pen, cx: float, cy: float, r: float) -> None:
        ink = self.inks(INK)
        c.setStrokeColor(ink)
        c.setLineWidth(0.8)
        p = c.beginPath()
        p.arc(cx - r, cy - r, cx + r, cy + r, 30, 280)
        c.drawPath(p, stroke=1, fill=0)
        a = math.radians(30)
        triangle(c, ink, cx + r * math.cos(a), cy + r * math.sin(a), 1.6, angle=30 + 90 + 180)
