"""*An den Ufern des Nils*: the drawings of the secondary pieces, in millimetres: the cover strips (the
fields of a row laid fallow in the board's desert), the standees (a farmer per colour wearing the
colour's pattern, with its letter; the obelisk with its carved signs; the flood marker, a Nilometer
in the water; the first-player pillar, a papyrus column) and the square plant tokens.

Nothing is told by colour alone: a pawn carries its colour's letter and pattern (``data/``); a token its
player's letter twice and its crop's symbol and name. In the ink saver the fills turn pale and the
outlines, patterns and letters carry every meaning.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, Callable

from pnp.art import draw as d
from pnp.art import scenery as sc
from pnp.art.ufern_board import DESERT, INK, PALM, WATER

if TYPE_CHECKING:
    from pnp.canvas import Color, Pen
    from pnp.paper import Inks

#: each crop's ink (its symbol on the tokens)
CROP_INK = {"flax": "#4a6fc9", "wheat": "#c99a2e", "grape": "#6b3f8f", "onion": "#b5651d", "aubergine": "#4b2a5e"}
SKIN = "#b5774a"
SKY = "#e8f1f4"
STONE = "#e2c68c"
STONE_DARK = "#c49a52"
GILT = "#e3b81d"
CARVING = "#5e3d1d"


# --- cover strips ------------------------------------------------------------------------------------------
def cover_strip(c: Pen, inks: Inks, fl: float, fw: float, bleed: float, plots: list[str], words: str) -> None:
    """A cover strip of ``len(plots)`` fields, each ``fl`` x ``fw`` mm, from (0, 0), its art ``bleed`` mm
    past the cut line: the row laid fallow in the board's desert (its sand and ripples), each field a
    sunken plot where the board's field lies (the same inset and corners) with a dune and stones, and
    the names of the fields it covers on the board's name tab (``plots``, left to right, e.g. ``"E2.1 ·
    W2.2"``); in the middle, on a tab, DESERT and ``words`` (which rows it hides, with how many players)."""
    w = len(plots) * fl
    ink = inks(INK)
    d.fill_rect(c, -bleed, -bleed, w + 2 * bleed, fw + 2 * bleed, inks(DESERT))
    for i, names in enumerate(plots):
        x = i * fl
        d.fill_rect(c, x + 0.6, 0, fl - 1.2, fw, inks("#e6c987"), radius=1.5)  # the field's place, as on the board
        if not getattr(inks, "greyscale", False):
            sc.dune_lines(c, inks("#d9b36c"), x + 2, 2, fl - 4, fw - 4, seed=7 + i, spacing=9.0)
        c.setStrokeColor(inks("#9b7a3c"))
        c.setLineWidth(0.4)
        c.roundRect(x + 0.6, 0, fl - 1.2, fw, 1.5, stroke=1, fill=0)
        sc.dune(c, inks, x + fl * (0.3 if i % 2 else 0.7), 2.5, fl * 0.5, 8)
        _rocks(c, inks, x + fl * (0.82 if i % 2 else 0.16), 4)
        d.fill_rect(c, x + 2, fw - 7.2, d.text_width(names, 8, bold=True) + 2.4, 5.2, inks("#f7f2dc"), radius=1)
        d.text(c, x + 3.2, fw - 5.6, names, 8, ink, bold=True, align="left")
    tw = max(d.text_width(words, 8, bold=True), d.text_width("DESERT", 12, bold=True)) + 6
    box = (w - tw) / 2, fw / 2 - 6.5, tw, 11.5
    d.fill_rect(c, *box, inks("#fbf3dc"), radius=1.5)
    c.setStrokeColor(inks("#9b7a3c"))
    c.setLineWidth(0.3)
    c.roundRect(*box, 1.5, stroke=1, fill=0)
    d.text(c, w / 2, fw / 2 - 4.6, words, 8, ink, bold=True)
    d.text(c, w / 2, fw / 2 + 0.4, "DESERT", 12, inks("#6b5430"), bold=True)


def _rocks(c: Pen, inks: Inks, x: float, y: float) -> None:
    """Three stones lying on the sand at (x, y)."""
    c.setStrokeColor(inks("#6b5430"))
    c.setLineWidth(0.25)
    c.setFillColor(sc.fill(inks, "#b8a07a"))
    for dx, dy, r in ((0, 0, 1.6), (2.6, -0.4, 1.1), (-2.2, -0.6, 0.9)):
        c.ellipse(x + dx - r, y + dy - r * 0.7, x + dx + r, y + dy + r * 0.7, stroke=1, fill=1)


# --- standees ----------------------------------------------------------------------------------------------
def standee_half(c: Pen, inks: Inks, x: float, y: float, w: float, h: float, figure: Callable[[float, float],
                 None]) -> None:
    """One half of a standee: a panel (x, y, w, h) with the sky, the sand at the bottom and ``figure(cx,
    ground)``: the piece standing on the sand, clipped to the panel."""
    c.saveState()
    p = c.beginPath()
    p.rect(x, y, w, h)
    c.clipPath(p, stroke=0, fill=0)
    d.fill_rect(c, x, y, w, h, inks(SKY))
    d.fill_rect(c, x, y, w, 5.0, inks("#ecd9a6"))
    c.setStrokeColor(inks("#c9a360"))
    c.setLineWidth(0.3)
    sc.wave(c, x, y + 5.0, w, 0.4, 9.0)
    figure(x + w / 2, y + 3.2)
    c.restoreState()


def pattern(c: Pen, inks: Inks, kind: str, x: float, y: float, w: float, h: float, colour: Color) -> None:
    """``kind`` (stripes, dots, zigzag, checks, rings) over the (x, y, w, h) box in ``colour`` (clip it
    first)."""
    c.setStrokeColor(colour)
    c.setFillColor(colour)
    c.setLineWidth(0.5)
    if kind == "stripes":
        for k in range(int(h / 2.2) + 1):
            c.line(x, y + 1 + k * 2.2, x + w, y + 1 + k * 2.2)
    elif kind == "dots":
        for j in range(int(h / 2.2) + 1):
            for i in range(int(w / 2.2) + 1):
                c.circle(x + 0.8 + i * 2.2 + (1.1 if j % 2 else 0), y + 0.8 + j * 2.2, 0.45, stroke=0, fill=1)
    elif kind == "zigzag":
        for k in range(int(h / 3) + 1):
            p = c.beginPath()
            p.moveTo(x, y + 1 + k * 3)
            for i in range(1, int(w / 1.5) + 2):
                p.lineTo(x + i * 1.5, y + 1 + k * 3 + (1.0 if i % 2 else 0))
            c.drawPath(p, stroke=1, fill=0)
    elif kind == "checks":
        for j in range(int(h / 1.8) + 1):
            for i in range(int(w / 1.8) + 1):
                if (i + j) % 2:
                    c.rect(x + i * 1.8, y + j * 1.8, 1.8, 1.8, stroke=0, fill=1)
    else:  # rings
        c.setLineWidth(0.3)
        for j in range(int(h / 2.6) + 1):
            for i in range(int(w / 2.6) + 1):
                c.circle(x + 1.2 + i * 2.6 + (1.3 if j % 2 else 0), y + 1.2 + j * 2.6, 0.8, stroke=1, fill=0)


def farmer(c: Pen, inks: Inks, cx: float, ground: float, colour: str, kind: str, letter: str) -> None:
    """A farmer ``about 25`` mm tall standing on ``ground`` at ``cx``, hoe on the shoulder: a robe of
    ``colour`` wearing the pattern ``kind``, a headcloth, and the colour's ``letter`` on a disc on the
    chest."""
    ink = inks(INK)
    robe = sc.fill(inks, colour)
    light = getattr(inks, "greyscale", False) or colour.lower() in ("#f4f1e8", "#e3b81d")
    mark = inks("#5b6b7b") if light else inks("#ffffff")
    c.saveState()
    c.setLineJoin(1)
    c.setLineWidth(0.35)
    c.setStrokeColor(ink)
    c.setFillColor(sc.fill(inks, SKIN))
    for side in (-1, 1):  # legs and feet
        c.rect(cx + side * 2.2 - 0.9, ground, 1.8, 3.4, stroke=1, fill=1)
        c.ellipse(cx + side * 2.2 - 1.6 + side * 0.5, ground - 0.2, cx + side * 2.2 + 1.6 + side * 0.5, ground + 0.9,
                  stroke=1, fill=1)
    c.setStrokeColor(inks("#6b4a2a"))  # the hoe behind the figure: a shaft and a blade
    c.setLineWidth(0.8)
    c.line(cx + 7.5, ground + 2, cx + 2.5, ground + 24.5)
    c.setFillColor(sc.fill(inks, "#8a8f96"))
    c.setStrokeColor(ink)
    c.setLineWidth(0.3)
    p = c.beginPath()
    p.moveTo(cx + 2.5, ground + 24.5)
    p.lineTo(cx - 1.8, ground + 23.0)
    p.lineTo(cx - 1.6, ground + 21.6)
    p.lineTo(cx + 2.7, ground + 23.2)
    p.close()
    c.drawPath(p, stroke=1, fill=1)
    body = c.beginPath()  # the robe, from the shoulders to the hem
    body.moveTo(cx - 4.2, ground + 17.5)
    body.lineTo(cx + 4.2, ground + 17.5)
    body.curveTo(cx + 5.0, ground + 12, cx + 6.0, ground + 6, cx + 6.3, ground + 3.2)
    body.lineTo(cx - 6.3, ground + 3.2)
    body.curveTo(cx - 6.0, ground + 6, cx - 5.0, ground + 12, cx - 4.2, ground + 17.5)
    body.close()
    c.setFillColor(robe)
    c.drawPath(body, stroke=0, fill=1)
    c.saveState()
    c.clipPath(body, stroke=0, fill=0)
    pattern(c, inks, kind, cx - 7, ground + 3, 14, 15, mark)
    c.restoreState()
    c.setStrokeColor(ink)
    c.setLineWidth(0.4)
    c.drawPath(body, stroke=1, fill=0)
    c.setFillColor(sc.fill(inks, "#f4ecd8"))  # the sash
    c.rect(cx - 4.6, ground + 10.8, 9.2, 1.3, stroke=1, fill=1)
    c.setFillColor(sc.fill(inks, SKIN))  # the arms: one hanging, one up to the hoe
    c.setLineWidth(0.35)
    c.roundRect(cx - 5.9, ground + 9.8, 1.8, 7.2, 0.9, stroke=1, fill=1)
    arm = c.beginPath()
    arm.moveTo(cx + 3.7, ground + 17.0)
    arm.lineTo(cx + 5.8, ground + 14.0)
    arm.lineTo(cx + 5.0, ground + 19.2)
    arm.lineTo(cx + 3.4, ground + 18.0)
    arm.close()
    c.drawPath(arm, stroke=1, fill=1)
    c.circle(cx + 5.3, ground + 18.6, 0.9, stroke=1, fill=1)  # the hand on the shaft
    c.circle(cx, ground + 20.4, 2.5, stroke=1, fill=1)  # the head
    c.setFillColor(sc.fill(inks, "#f4ecd8"))  # the headcloth, falling to the shoulders
    cloth = c.beginPath()
    cloth.moveTo(cx - 2.8, ground + 20.8)
    cloth.curveTo(cx - 2.6, ground + 24.2, cx + 2.6, ground + 24.2, cx + 2.8, ground + 20.8)
    cloth.lineTo(cx + 3.2, ground + 17.6)
    cloth.lineTo(cx + 2.1, ground + 17.8)
    cloth.lineTo(cx + 2.0, ground + 21.0)
    cloth.lineTo(cx - 2.0, ground + 21.0)
    cloth.lineTo(cx - 2.1, ground + 17.8)
    cloth.lineTo(cx - 3.2, ground + 17.6)
    cloth.close()
    c.drawPath(cloth, stroke=1, fill=1)
    c.setFillColor(ink)
    c.circle(cx + 0.9, ground + 20.2, 0.25, stroke=0, fill=1)  # the eye
    c.setFillColor(sc.fill(inks, "#ffffff"))  # the letter on a disc on the chest
    c.setLineWidth(0.35)
    c.circle(cx, ground + 7.3, 2.9, stroke=1, fill=1)
    c.restoreState()
    d.text(c, cx, ground + 6.0, letter, 10, ink, bold=True)


def obelisk(c: Pen, inks: Inks, cx: float, ground: float, h: float) -> None:
    """An obelisk ``h`` mm tall on ``ground`` at ``cx``: a plinth, a tapering shaft with a lit and a
    shaded face, a gilt pyramidion, and a column of carved signs framed by two grooves (an ankh, an
    eye, a reed, water, a sun disc, a bird, a loaf and a cartouche), as on the obelisks of Karnak."""
    w = h * 0.32
    c.saveState()
    c.setLineJoin(1)
    c.setStrokeColor(inks("#6b5430"))
    c.setLineWidth(0.35)
    c.setFillColor(sc.fill(inks, "#b08d57"))
    c.rect(cx - w * 0.75, ground, w * 1.5, h * 0.05, stroke=1, fill=1)
    foot, top = ground + h * 0.05, ground + h * 0.86
    for face, colour in ((-1, STONE), (1, STONE_DARK)):
        p = c.beginPath()
        p.moveTo(cx, foot)
        p.lineTo(cx + face * w / 2, foot)
        p.lineTo(cx + face * w * 0.33, top)
        p.lineTo(cx, top)
        p.close()
        c.setFillColor(sc.fill(inks, colour))
        c.drawPath(p, stroke=1, fill=1)
    p = c.beginPath()
    p.moveTo(cx - w * 0.33, top)
    p.lineTo(cx, ground + h)
    p.lineTo(cx + w * 0.33, top)
    p.close()
    c.setFillColor(sc.fill(inks, GILT))
    c.drawPath(p, stroke=1, fill=1)
    carve = inks(CARVING)
    c.setStrokeColor(carve)
    c.setLineWidth(0.3)
    gx = cx - w * 0.04  # the column of signs, on the lit face and across the ridge
    col = w * 0.24
    c.line(gx - col, foot + 1.2, gx - col * 0.75, top - 1.0)
    c.line(gx + col, foot + 1.2, gx + col * 0.75, top - 1.0)
    signs = ["ankh", "eye", "reed", "water", "sun", "bird", "loaf", "cartouche"]
    step = (top - foot - 3.0) / len(signs)
    for k, sign in enumerate(signs):
        sy = top - 2.0 - (k + 0.5) * step
        _glyph(c, inks, sign, gx, sy, min(step * 0.42, col * 0.8), carve)
    c.restoreState()


def _glyph(c: Pen, inks: Inks, sign: str, x: float, y: float, s: float, colour: Color) -> None:
    """One carved sign about ``2 s`` mm tall centred at (x, y)."""
    c.setStrokeColor(colour)
    c.setFillColor(colour)
    c.setLineWidth(0.35)
    if sign == "ankh":
        c.ellipse(x - s * 0.45, y + s * 0.2, x + s * 0.45, y + s, stroke=1, fill=0)
        c.line(x, y + s * 0.2, x, y - s)
        c.line(x - s * 0.7, y + s * 0.1, x + s * 0.7, y + s * 0.1)
    elif sign == "eye":
        p = c.beginPath()
        p.moveTo(x - s, y)
        p.curveTo(x - s * 0.4, y + s * 0.6, x + s * 0.4, y + s * 0.6, x + s, y)
        p.curveTo(x + s * 0.4, y - s * 0.5, x - s * 0.4, y - s * 0.5, x - s, y)
        c.drawPath(p, stroke=1, fill=0)
        c.circle(x, y, s * 0.22, stroke=0, fill=1)
        c.line(x - s * 0.2, y - s * 0.4, x - s * 0.5, y - s)
    elif sign == "reed":
        c.line(x, y - s, x, y + s)
        c.ellipse(x, y + s * 0.1, x + s * 0.6, y + s, stroke=1, fill=0)
    elif sign == "water":
        p = c.beginPath()
        p.moveTo(x - s, y)
        for i in range(1, 9):
            p.lineTo(x - s + i * s / 4, y + (s * 0.3 if i % 2 else -s * 0.3))
        c.drawPath(p, stroke=1, fill=0)
    elif sign == "sun":
        c.circle(x, y, s * 0.7, stroke=1, fill=0)
        c.circle(x, y, s * 0.15, stroke=0, fill=1)
    elif sign == "bird":
        p = c.beginPath()
        p.moveTo(x - s, y - s * 0.2)
        p.curveTo(x - s * 0.4, y + s * 0.2, x + s * 0.2, y + s * 0.6, x + s * 0.5, y + s * 0.9)
        p.lineTo(x + s * 0.9, y + s * 0.7)
        p.moveTo(x + s * 0.2, y + s * 0.4)
        p.lineTo(x + s * 0.1, y - s * 0.9)
        c.drawPath(p, stroke=1, fill=0)
    elif sign == "loaf":
        p = c.beginPath()
        p.moveTo(x - s * 0.8, y - s * 0.4)
        p.curveTo(x - s * 0.8, y + s * 0.5, x + s * 0.8, y + s * 0.5, x + s * 0.8, y - s * 0.4)
        p.close()
        c.drawPath(p, stroke=1, fill=1)
    else:  # a cartouche: a rounded frame with a bar below
        c.roundRect(x - s * 0.55, y - s, s * 1.1, s * 2, s * 0.5, stroke=1, fill=0)
        c.line(x - s * 0.75, y - s, x + s * 0.75, y - s)
        c.circle(x, y + s * 0.3, s * 0.2, stroke=1, fill=0)


def flood_marker(c: Pen, inks: Inks, cx: float, ground: float) -> None:
    """The flood marker: a Nilometer, a stone staff with its cubit marks, standing in the Nile's water
    with a lotus on the water, waves rising round it (the flood) and a falling line below (the ebb)."""
    ink = inks(INK)
    water_top = ground + 12.0
    c.saveState()
    sc.water(c, inks, cx - 12, ground - 4, 24, water_top - ground + 4, WATER, "#d6ecfa", seed=3, rows_per_10mm=2.0)
    c.setStrokeColor(inks("#2b6e9f"))
    c.setLineWidth(0.6)
    sc.wave(c, cx - 12, water_top, 24, 0.7, 6.0)
    c.setStrokeColor(inks("#6b5430"))
    c.setLineWidth(0.35)
    c.setFillColor(sc.fill(inks, STONE))
    c.rect(cx - 2.4, ground, 4.8, 24.5, stroke=1, fill=1)
    c.setFillColor(sc.fill(inks, STONE_DARK))
    c.rect(cx + 0.8, ground, 1.6, 24.5, stroke=0, fill=1)
    c.rect(cx - 3.2, ground + 24.5, 6.4, 1.6, stroke=1, fill=1)
    c.setStrokeColor(inks(CARVING))
    for k in range(12):  # the cubit marks, every third one long
        yy = ground + 1.5 + k * 1.9
        c.setLineWidth(0.35 if k % 3 == 0 else 0.2)
        c.line(cx - 2.4, yy, cx - (0.2 if k % 3 == 0 else 1.2), yy)
    c.setFillColor(sc.fill(inks, "#f4f6fb"))  # the lotus afloat beside the staff
    c.setStrokeColor(ink)
    c.setLineWidth(0.25)
    lx, ly = cx - 7.0, water_top + 0.2
    for a in (-50, -20, 20, 50, 0):
        c.saveState()
        c.translate(lx, ly)
        c.rotate(a)
        c.ellipse(-0.9, 0, 0.9, 3.6, stroke=1, fill=1)
        c.restoreState()
    c.setFillColor(sc.fill(inks, "#3d8f3a"))
    c.ellipse(cx + 4.0, water_top - 0.6, cx + 10.0, water_top + 0.6, stroke=1, fill=1)  # a lily pad
    from pnp.art.ufern_board import triangle

    triangle(c, ink, cx + 7.0, ground + 20.0, 1.8, up=True)  # the flood rises
    triangle(c, ink, cx + 7.0, ground + 16.2, 1.8, up=False)  # and the ebb falls
    c.restoreState()


def pillar(c: Pen, inks: Inks, cx: float, ground: float) -> None:
    """The first-player pillar: a papyrus column on a round base, its shaft bound with bands, an open
    papyrus capital and an abacus on top, and its name, "first player", above it."""
    ink = inks(INK)
    c.saveState()
    c.setLineJoin(1)
    c.setStrokeColor(ink)
    c.setLineWidth(0.35)
    c.setFillColor(sc.fill(inks, "#b08d57"))
    c.ellipse(cx - 5.5, ground - 0.4, cx + 5.5, ground + 2.2, stroke=1, fill=1)
    c.setFillColor(sc.fill(inks, STONE))
    shaft = c.beginPath()
    shaft.moveTo(cx - 3.2, ground + 1.2)
    shaft.curveTo(cx - 4.0, ground + 4, cx - 3.2, ground + 12, cx - 2.8, ground + 17)
    shaft.lineTo(cx + 2.8, ground + 17)
    shaft.curveTo(cx + 3.2, ground + 12, cx + 4.0, ground + 4, cx + 3.2, ground + 1.2)
    shaft.close()
    c.drawPath(shaft, stroke=1, fill=1)
    c.setStrokeColor(inks(CARVING))
    c.setLineWidth(0.25)
    for dx in (-1.4, 0.0, 1.4):  # the stems of the bundle
        c.line(cx + dx, ground + 2, cx + dx * 0.9, ground + 16.5)
    c.setFillColor(sc.fill(inks, "#c8412f"))
    c.setStrokeColor(ink)
    for yy in (ground + 14.6, ground + 15.6):  # the bands
        c.rect(cx - 3.0, yy, 6.0, 0.7, stroke=1, fill=1)
    cap = c.beginPath()  # the open papyrus capital
    cap.moveTo(cx - 2.8, ground + 17)
    cap.curveTo(cx - 4.5, ground + 18.5, cx - 6.8, ground + 20.5, cx - 6.5, ground + 22.5)
    cap.lineTo(cx + 6.5, ground + 22.5)
    cap.curveTo(cx + 6.8, ground + 20.5, cx + 4.5, ground + 18.5, cx + 2.8, ground + 17)
    cap.close()
    c.setFillColor(sc.fill(inks, "#7fae3f"))
    c.drawPath(cap, stroke=1, fill=1)
    c.setStrokeColor(inks("#3f6322"))
    for k in range(-3, 4):
        c.line(cx + k * 0.6, ground + 17.4, cx + k * 1.8, ground + 22.2)
    c.setStrokeColor(ink)
    c.setFillColor(sc.fill(inks, "#b08d57"))
    c.rect(cx - 4.5, ground + 22.5, 9.0, 1.6, stroke=1, fill=1)
    c.restoreState()
    d.text(c, cx, ground + 26.3, "first player", 7, ink, bold=True)


# --- the Nile on the water cards ---------------------------------------------------------------------------
def fish(c: Pen, inks: Inks, cx: float, cy: float, length: float) -> None:
    """A Nile perch ``length`` mm long swimming left, centred at (cx, cy): body, tail, fins, gill, eye and
    a few scales."""
    s = length
    ink = inks(INK)
    c.saveState()
    c.setLineJoin(1)
    c.setStrokeColor(ink)
    c.setLineWidth(0.3)
    c.setFillColor(sc.fill(inks, "#9fb7c8"))
    tail = c.beginPath()
    tail.moveTo(cx + s * 0.3, cy)
    tail.lineTo(cx + s * 0.52, cy + s * 0.18)
    tail.curveTo(cx + s * 0.46, cy + s * 0.06, cx + s * 0.46, cy - s * 0.06, cx + s * 0.52, cy - s * 0.18)
    tail.close()
    c.drawPath(tail, stroke=1, fill=1)
    fin = c.beginPath()
    fin.moveTo(cx - s * 0.12, cy + s * 0.15)
    fin.curveTo(cx - s * 0.02, cy + s * 0.3, cx + s * 0.16, cy + s * 0.26, cx + s * 0.24, cy + s * 0.1)
    fin.close()
    c.drawPath(fin, stroke=1, fill=1)
    c.setFillColor(sc.fill(inks, "#c9d8e2"))
    body = c.beginPath()
    body.moveTo(cx - s * 0.5, cy)
    body.curveTo(cx - s * 0.35, cy + s * 0.22, cx + s * 0.15, cy + s * 0.2, cx + s * 0.34, cy)
    body.curveTo(cx + s * 0.15, cy - s * 0.18, cx - s * 0.35, cy - s * 0.18, cx - s * 0.5, cy)
    body.close()
    c.drawPath(body, stroke=1, fill=1)
    c.setStrokeColor(inks("#5b6b7b"))
    c.setLineWidth(0.2)
    p = c.beginPath()
    p.arc(cx - s * 0.36, cy - s * 0.1, cx - s * 0.22, cy + s * 0.1, -60, 120)
    c.drawPath(p, stroke=1, fill=0)
    for k in range(4):  # scales
        x = cx - s * 0.12 + k * s * 0.09
        p = c.beginPath()
        p.arc(x - s * 0.04, cy - s * 0.06, x + s * 0.04, cy + s * 0.06, -70, 140)
        c.drawPath(p, stroke=1, fill=0)
    c.setFillColor(ink)
    c.circle(cx - s * 0.4, cy + s * 0.03, s * 0.022, stroke=0, fill=1)
    c.restoreState()


def lotus(c: Pen, inks: Inks, x: float, y: float, k: float) -> None:
    """A lotus flower afloat at (x, y), ``k`` times 7 mm across, with its pad."""
    c.saveState()
    c.setStrokeColor(inks(INK))
    c.setLineWidth(0.2)
    c.setFillColor(sc.fill(inks, "#3d8f3a"))
    c.ellipse(x - 3.5 * k, y - 0.8 * k, x + 3.5 * k, y + 0.8 * k, stroke=1, fill=1)
    c.setFillColor(sc.fill(inks, "#f6e3ea"))
    for a in (-55, -25, 25, 55, 0):
        c.saveState()
        c.translate(x, y)
        c.rotate(a)
        c.ellipse(-0.8 * k, 0, 0.8 * k, 3.4 * k, stroke=1, fill=1)
        c.restoreState()
    c.restoreState()


# --- plant tokens -----------------------------------------------------------------------------------
def crop_symbol(c: Pen, inks: Inks, crop: str, cx: float, cy: float, s: float) -> None:
    """Crop ``crop``'s own shape, about ``2 s`` mm across, centred at (cx, cy): flax a five-petalled flower, wheat an ear, grape a cluster, onion a
    bulb, aubergine a long fruit with its cap."""
    ink = inks(CROP_INK[crop])
    c.setFillColor(ink)
    c.setStrokeColor(inks(INK))
    c.setLineWidth(0.15)
    if crop == "flax":
        for k in range(5):
            a = math.pi / 2 + 2 * math.pi * k / 5
            c.circle(cx + 0.5 * s * math.cos(a), cy + 0.5 * s * math.sin(a), 0.36 * s, stroke=1, fill=1)
        c.setFillColor(inks("#f2d14b"))
        c.circle(cx, cy, 0.25 * s, stroke=0, fill=1)
    elif crop == "wheat":
        c.setStrokeColor(ink)
        c.setLineWidth(0.3)
        c.line(cx, cy - s, cx, cy + s)
        for k in range(4):
            y = cy - 0.5 * s + k * 0.42 * s
            c.ellipse(cx - 0.55 * s, y - 0.14 * s, cx - 0.05 * s, y + 0.14 * s, stroke=0, fill=1)
            c.ellipse(cx + 0.05 * s, y - 0.14 * s, cx + 0.55 * s, y + 0.14 * s, stroke=0, fill=1)
    elif crop == "grape":
        for row, n in enumerate((3, 2, 1)):
            for k in range(n):
                c.circle(cx + (k - (n - 1) / 2) * 0.5 * s, cy + 0.45 * s - row * 0.45 * s, 0.26 * s, stroke=1, fill=1)
    elif crop == "onion":
        p = c.beginPath()
        p.moveTo(cx, cy + s)
        p.curveTo(cx + 0.2 * s, cy + 0.4 * s, cx + 0.8 * s, cy + 0.2 * s, cx + 0.6 * s, cy - 0.4 * s)
        p.curveTo(cx + 0.4 * s, cy - 0.8 * s, cx - 0.4 * s, cy - 0.8 * s, cx - 0.6 * s, cy - 0.4 * s)
        p.curveTo(cx - 0.8 * s, cy + 0.2 * s, cx - 0.2 * s, cy + 0.4 * s, cx, cy + s)
        c.drawPath(p, stroke=1, fill=1)
    else:  # aubergine
        c.saveState()
        c.translate(cx, cy)
        c.rotate(-35)
        c.ellipse(-0.35 * s, -s, 0.35 * s, 0.55 * s, stroke=1, fill=1)
        c.setFillColor(inks(PALM))
        c.rect(-0.3 * s, 0.45 * s, 0.6 * s, 0.3 * s, stroke=0, fill=1)
        c.restoreState()


#: a square plant token's band of the player's colour along its cut line, inside which its words keep
#: :data:`TOKEN_AIR` mm clear (mm)
TOKEN_BAND, TOKEN_AIR = 1.2, 1.0
#: the size (pt, bold) of the player's letter on a plant token: its only words
TOKEN_LETTER_PT = 7.0


def square_token(c: Pen, inks: Inks, w: float, ripe: bool, colour: str, letter: str, light: bool,
                 symbol: Callable[[float, float, float], Any], bleed: float = 0.0) -> None:
    """A square plant token ``w`` mm a side, its colour running ``bleed`` mm past its cut line (every edge
    is the player's colour, so tokens of one colour share their cuts and a drifting cut shows more of
    the same colour; :mod:`pnp.cutting` parts two colours by a gutter): the
    player's ``letter`` in the two upper corners (:data:`TOKEN_LETTER_PT`, bold, :data:`TOKEN_AIR` mm
    inside the band) and the crop's ``symbol(cx, cy, size)`` large below them: the symbol tells the
    crop, no word too small to read. Seed side: a pale field in a band of the player's colour running
    to the cut, its inner edge outlined, and a furrow of soil dots under the symbol. Ripe side: the
    colour all over with the symbol on a white disc. ``light``: the colour is pale, so its letters are
    dark. Turned 45°, a token stands as a diamond: a rotten plant."""
    ink = inks(INK)
    fill = sc.fill(inks, colour)
    band = TOKEN_BAND
    c.setFillColor(fill)
    c.rect(-bleed, -bleed, w + 2 * bleed, w + 2 * bleed, stroke=0, fill=1)
    cy = w * 0.44
    if ripe:
        c.setFillColor(sc.fill(inks, "#ffffff"))
        c.setStrokeColor(ink)
        c.setLineWidth(0.25)
        c.circle(w / 2, cy, w * 0.27, stroke=1, fill=1)
        label = ink if light or getattr(inks, "greyscale", False) else inks("#ffffff")
        symbol(w / 2, cy, w * 0.18)
    else:
        c.setFillColor(sc.fill(inks, "#fbf6e8"))
        c.setStrokeColor(ink)
        c.setLineWidth(0.25)
        c.roundRect(band, band, w - 2 * band, w - 2 * band, 1.2, stroke=1, fill=1)
        c.setFillColor(inks("#8a6a2c"))
        for k in range(7):  # a furrow of soil dots under the symbol: the seed side
            c.circle(w / 2 + (k - 3) * 1.1, band + 1.0, 0.25, stroke=0, fill=1)
        label = ink
        symbol(w / 2, cy + 0.3, w * 0.19)
    size = TOKEN_LETTER_PT
    half = d.text_width(letter, size, bold=True) / 2
    top = w - band - TOKEN_AIR - d.ASCENT * size * d.PT  # the baseline: the letter's ascender clears the band
    for x in (band + TOKEN_AIR + 0.2 + half, w - band - TOKEN_AIR - 0.2 - half):
        d.text(c, x, top, letter, size, label, bold=True)
