"""Scenery shared by the two boards (NIL and *An den Ufern des Nils*): the title cartouche, sand
wind lines, dunes, pyramids, an obelisk, rocks, palms, papyrus, waves, the hippo, a felucca, a
lighthouse, a temple front and a camel, all vector art in millimetres on a canvas scaled to mm (the
frame's ornaments are in :mod:`pnp.art.ornament`).

Every function takes the game's :class:`pnp.paper.Inks`, so the same drawing prints in colour and in
the ink saver (pale fills, dark outlines). Art that a board repeats many times (a palm, a rock pile) is
drawn through :func:`reuse`: once into a PDF form per document, then placed wherever it is needed; on a
canvas without forms (the SVG pictures) it is simply drawn each time.
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

from pnp.art import draw as d
from pnp.paper import MM, fill_ink

if TYPE_CHECKING:
    from pnp.canvas import Color, Drawer, Pen, PenPath
    from pnp.paper import Inks

INK = "#1d2b3a"
PALM = "#3d7a35"
TRUNK = "#7a5a2e"
SAND_LINE = "#d9bf86"
STONE = "#b9a27a"
HIPPO = "#8a7f95"


def reuse(c: Pen, name: str, w: float, h: float, drawer: Drawer, x: float, y: float,
          scale: float = 1.0) -> None:
    """Draw ``drawer(canvas)`` (its art inside a ``w`` x ``h`` mm box from its lower-left corner) with
    that corner at (``x``, ``y``) mm, ``scale`` times its size. On a PDF canvas the art becomes the form
    ``art.<name>`` the first time and is placed by reference after that; elsewhere it is drawn again."""
    from pnp.svgcanvas import ShapesCanvas

    if isinstance(c, ShapesCanvas):
        c.saveState()
        c.translate(x, y)
        c.scale(scale, scale)
        drawer(c)
        c.restoreState()
        return
    form = f"art.{name}"
    if not c.hasForm(form):
        d.define_form(c, form, w, h, drawer)
    c.saveState()
    c.translate(x, y)
    c.scale(scale / MM, scale / MM)
    c.doForm(form)
    c.restoreState()


def rounded_path(c: Pen, x: float, y: float, w: float, h: float, r: float) -> PenPath:
    """A closed path of the (``x``, ``y``, ``w``, ``h``) mm box with corners rounded to ``r`` mm, made of
    lines and curves only (so every canvas, the SVG one too, can draw or clip with it)."""
    k = r * 0.5523  # a quarter circle as a cubic curve
    p = c.beginPath()
    p.moveTo(x + r, y)
    p.lineTo(x + w - r, y)
    p.curveTo(x + w - r + k, y, x + w, y + r - k, x + w, y + r)
    p.lineTo(x + w, y + h - r)
    p.curveTo(x + w, y + h - r + k, x + w - r + k, y + h, x + w - r, y + h)
    p.lineTo(x + r, y + h)
    p.curveTo(x + r - k, y + h, x, y + h - r + k, x, y + h - r)
    p.lineTo(x, y + r)
    p.curveTo(x, y + r - k, x + r - k, y, x + r, y)
    p.close()
    return p


def fill(inks: Inks, colour: str) -> Color:
    """The ink for a large fill: ``colour``, or its pale grey in the ink saver."""
    ink = inks(colour)
    filled: Color = fill_ink(ink)
    return filled


def cartouche(c: Pen, inks: Inks, x: float, y: float, w: float, h: float, title: str, subtitle: str,
              title_pt: float, subtitle_pt: float) -> None:
    """A title cartouche filling the (``x``, ``y``, ``w``, ``h``) mm box and nothing outside it: a
    papyrus-coloured oval ring with a double border, a winged sun disc at each end, the ``title`` in
    bold capitals over the ``subtitle``, each shrunk to fit (never below 7 pt)."""
    ink, gold = inks(INK), inks("#9a6b1f")
    c.saveState()
    c.setFillColor(fill(inks, "#f4e5bc"))
    c.setStrokeColor(gold)
    c.setLineWidth(1.4)
    c.roundRect(x + 0.7, y + 0.7, w - 1.4, h - 1.4, h / 2 - 0.7, stroke=1, fill=1)  # the stroke stays in the box
    c.setStrokeColor(ink)
    c.setLineWidth(0.35)
    c.roundRect(x + 2.2, y + 2.2, w - 4.4, h - 4.4, h / 2 - 2.2, stroke=1, fill=0)
    for k, side in enumerate((x + h * 0.5, x + w - h * 0.5)):
        _sun_disc(c, inks, side, y + h / 2, h * 0.2, flip=k == 1)
    room = w - 1.7 * h - 4  # between the two sun discs
    size = max(7.0, d.fit_size(title, room, title_pt, bold=True))
    d.text(c, x + w / 2, y + h * 0.46, title, size, ink, bold=True)
    sub = max(7.0, d.fit_size(subtitle, room, subtitle_pt))
    d.text(c, x + w / 2, y + h * 0.2, subtitle, sub, ink)
    c.restoreState()


def _sun_disc(c: Pen, inks: Inks, cx: float, cy: float, r: float, flip: bool) -> None:
    """A winged sun disc: a red-gold disc with two swept wings (a cartouche's end ornament)."""
    c.setFillColor(fill(inks, "#c8702f"))
    c.setStrokeColor(inks(INK))
    c.setLineWidth(0.3)
    c.circle(cx, cy + r * 0.2, r * 0.55, stroke=1, fill=1)
    c.setFillColor(fill(inks, "#2f6f8f"))
    for side in (-1, 1):
        p = c.beginPath()
        p.moveTo(cx + side * r * 0.5, cy + r * 0.2)
        p.curveTo(cx + side * r * 1.1, cy + r * 0.9, cx + side * r * 1.6, cy + r * 0.6, cx + side * r * 1.7, cy + r * 0.4)
        p.curveTo(cx + side * r * 1.2, cy + r * 0.1, cx + side * r * 0.9, cy - r * 0.3, cx + side * r * 0.4, cy - r * 0.2)
        p.close()
        c.drawPath(p, stroke=1, fill=1)


def dune_lines(c: Pen, colour: Color, x: float, y: float, w: float, h: float, seed: int, spacing: float = 28.0) -> None:
    """Long soft wind lines across sand in the (``x``, ``y``, ``w``, ``h``) mm box, about ``spacing`` mm
    apart, in ``colour`` (a reportlab colour), shaped by a seeded generator (the same every print).
    Drawn as curves only, never as straight segments."""
    rng = random.Random(seed)
    c.saveState()
    c.setStrokeColor(colour)
    c.setLineWidth(0.6)
    c.setLineCap(1)
    rows = max(1, int(h / spacing))
    for r in range(rows):
        yy = y + (r + rng.uniform(0.25, 0.75)) * h / rows
        xx = x + rng.uniform(2, 30)
        while xx < x + w - 40:
            span = min(rng.uniform(50, 110), x + w - 2 - xx)
            amp = rng.uniform(1.5, 4.0) * rng.choice((-1, 1))
            p = c.beginPath()
            p.moveTo(xx, yy)
            p.curveTo(xx + span * 0.3, yy + amp, xx + span * 0.6, yy - amp * 0.6, xx + span, yy + amp * 0.3)
            c.drawPath(p, stroke=1, fill=0)
            xx += span + rng.uniform(15, 45)
            yy += amp * 0.3
    c.restoreState()


def dune(c: Pen, inks: Inks, cx: float, base: float, w: float, h: float) -> None:
    """A dune ``w`` x ``h`` mm standing on ``base`` around ``cx``: a lit slope and a shaded one."""
    c.saveState()
    c.setLineWidth(0.3)
    c.setStrokeColor(inks("#9b7a3c"))
    p = c.beginPath()
    p.moveTo(cx - w / 2, base)
    p.curveTo(cx - w * 0.25, base + h * 0.5, cx - w * 0.1, base + h, cx + w * 0.05, base + h)
    p.curveTo(cx + w * 0.2, base + h * 0.9, cx + w * 0.35, base + h * 0.3, cx + w / 2, base)
    p.close()
    c.setFillColor(fill(inks, "#e6c987"))
    c.drawPath(p, stroke=1, fill=1)
    p = c.beginPath()
    p.moveTo(cx + w * 0.05, base + h)
    p.curveTo(cx + w * 0.2, base + h * 0.9, cx + w * 0.35, base + h * 0.3, cx + w / 2, base)
    p.lineTo(cx + w * 0.12, base)
    p.curveTo(cx + w * 0.12, base + h * 0.4, cx + w * 0.1, base + h * 0.8, cx + w * 0.05, base + h)
    p.close()
    c.setFillColor(fill(inks, "#c9a360"))
    c.drawPath(p, stroke=0, fill=1)
    c.restoreState()


def pyramid(c: Pen, inks: Inks, cx: float, base: float, w: float) -> None:
    """A pyramid ``w`` mm wide standing on ``base`` around ``cx``: a lit face, a shaded face and the
    courses of its stones."""
    h = w * 0.62
    apex = (cx + w * 0.08, base + h)
    c.saveState()
    c.setLineWidth(0.35)
    c.setStrokeColor(inks("#6b5430"))
    c.setFillColor(fill(inks, "#e9cf8e"))
    p = c.beginPath()
    p.moveTo(cx - w / 2, base)
    p.lineTo(*apex)
    p.lineTo(cx + w * 0.2, base)
    p.close()
    c.drawPath(p, stroke=1, fill=1)
    c.setFillColor(fill(inks, "#c49a52"))
    p = c.beginPath()
    p.moveTo(cx + w * 0.2, base)
    p.lineTo(*apex)
    p.lineTo(cx + w / 2, base)
    p.close()
    c.drawPath(p, stroke=1, fill=1)
    c.setLineWidth(0.2)
    for k in range(1, 5):
        t = k / 5
        y = base + h * t
        left = cx - w / 2 + (apex[0] - (cx - w / 2)) * t
        mid = cx + w * 0.2 + (apex[0] - (cx + w * 0.2)) * t
        c.line(left, y, mid, y)
    c.restoreState()


def obelisk(c: Pen, inks: Inks, cx: float, base: float, h: float) -> None:
    """An obelisk ``h`` mm tall standing on ``base`` around ``cx``: a tapering shaft on a plinth, a gilt
    pyramidion, a lit and a shaded face and a column of carved signs."""
    w = h * 0.13
    c.saveState()
    c.setStrokeColor(inks("#6b5430"))
    c.setLineWidth(0.35)
    c.setFillColor(fill(inks, "#b08d57"))
    c.rect(cx - w * 0.9, base, w * 1.8, h * 0.05, stroke=1, fill=1)
    top = base + h * 0.88
    for face, colour in ((-1, "#e2c68c"), (1, "#c49a52")):
        p = c.beginPath()
        p.moveTo(cx, base + h * 0.05)
        p.lineTo(cx + face * w / 2, base + h * 0.05)
        p.lineTo(cx + face * w * 0.32, top)
        p.lineTo(cx, top)
        p.close()
        c.setFillColor(fill(inks, colour))
        c.drawPath(p, stroke=1, fill=1)
    p = c.beginPath()
    p.moveTo(cx - w * 0.32, top)
    p.lineTo(cx, base + h)
    p.lineTo(cx + w * 0.32, top)
    p.close()
    c.setFillColor(fill(inks, "#e3b81d"))
    c.drawPath(p, stroke=1, fill=1)
    c.setStrokeColor(inks("#7a5a2e"))
    c.setLineWidth(0.3)
    for k in range(7):  # carved signs: a bird, a reed, an eye, by turns
        y = top - h * 0.09 * (k + 1)
        s = w * 0.16
        if k % 3 == 0:
            c.circle(cx - w * 0.12, y, s * 0.6, stroke=1, fill=0)
            c.line(cx - w * 0.12, y - s * 0.6, cx - w * 0.12, y - s * 1.4)
        elif k % 3 == 1:
            c.line(cx - w * 0.12, y - s, cx - w * 0.12, y + s)
            c.line(cx - w * 0.12, y + s, cx - w * 0.02, y + s * 0.5)
        else:
            c.ellipse(cx - w * 0.24, y - s * 0.4, cx, y + s * 0.4, stroke=1, fill=0)
    c.restoreState()


def rocks(c: Pen, inks: Inks) -> None:
    """Three boulders in a 10 x 6 mm box (a cataract's rocks), for :func:`reuse`."""
    c.setStrokeColor(inks("#4a3b2a"))
    c.setLineWidth(0.3)
    for (x, y, rx, ry), shade in zip(((3.2, 2.6, 2.8, 2.2), (7.0, 2.2, 2.5, 1.8), (5.2, 4.0, 2.2, 1.7)),
                                     ("#a08a66", "#8c7655", "#b9a27a")):
        c.setFillColor(fill(inks, shade))
        c.ellipse(x - rx, y - ry, x + rx, y + ry, stroke=1, fill=1)
        c.setStrokeColor(inks("#f0e4c8"))
        c.setLineWidth(0.35)
        c.line(x - rx * 0.5, y + ry * 0.4, x - rx * 0.1, y + ry * 0.6)
        c.setStrokeColor(inks("#4a3b2a"))
        c.setLineWidth(0.3)


def palm(c: Pen, inks: Inks, x: float, y: float, h: float) -> None:
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


def papyrus(c: Pen, inks: Inks, x: float, y: float, h: float) -> None:
    """A clump of three papyrus stems ``h`` mm tall rising from (x, y), each with its fan of a head."""
    c.saveState()
    c.setLineCap(1)
    for dx, lean, k in ((-0.12, -0.18, 0.85), (0.0, 0.02, 1.0), (0.12, 0.2, 0.75)):
        top = (x + dx * h + lean * h, y + k * h)
        c.setStrokeColor(inks("#4f7a2a"))
        c.setLineWidth(h * 0.05)
        c.line(x + dx * h * 0.3, y, *top)
        c.setFillColor(fill(inks, "#7fae3f"))
        c.setStrokeColor(inks("#3f6322"))
        c.setLineWidth(0.2)
        p = c.beginPath()
        p.moveTo(*top)
        p.arcTo(top[0] - h * 0.16, top[1] - h * 0.02, top[0] + h * 0.16, top[1] + h * 0.26, 30, 120)
        p.close()
        c.drawPath(p, stroke=1, fill=1)
    c.restoreState()


def wave(c: Pen, x: float, y: float, w: float, amplitude: float, wavelength: float) -> None:
    """A wavy line from (x, y) ``w`` mm to the right (stroke colour and width as set)."""
    p = c.beginPath()
    p.moveTo(x, y)
    steps = max(6, int(w / wavelength * 8))
    for i in range(1, steps + 1):
        xx = x + w * i / steps
        p.lineTo(xx, y + amplitude * math.sin(2 * math.pi * (xx - x) / wavelength))
    c.drawPath(p, stroke=1, fill=0)


def water(c: Pen, inks: Inks, x: float, y: float, w: float, h: float, colour: str, crest: str, seed: int,
          rows_per_10mm: float = 1.0) -> None:
    """Water filling the (``x``, ``y``, ``w``, ``h``) mm box: ``colour`` with short wave crests in
    ``crest``, staggered by a seeded generator; in the ink saver a pale fill with the crests."""
    d.fill_rect(c, x, y, w, h, inks(colour))
    rng = random.Random(seed)
    c.saveState()
    c.setStrokeColor(inks(crest))
    c.setLineWidth(0.35)
    c.setLineCap(1)
    rows = max(1, int(h / 10 * rows_per_10mm))
    for r in range(rows):
        yy = y + (r + 0.5) * h / rows
        xx = x + rng.uniform(1, 5)
        while xx < x + w - 6:
            span = min(rng.uniform(4, 7), x + w - 1.5 - xx)
            wave(c, xx, yy + rng.uniform(-0.8, 0.8), span, 0.5, 3.0)
            xx += span + rng.uniform(3, 7)
    c.restoreState()


def hippo(c: Pen, inks: Inks, cx: float, base: float, size: float) -> None:
    """A hippopotamus ``size`` mm long, standing on ``base`` around ``cx``, facing right: a heavy body,
    the broad head with its muzzle, nostrils, eye and small ears, four stout legs, a short tail."""
    s = size
    x0 = cx - s / 2
    body, shade, muzzle = fill(inks, HIPPO), fill(inks, "#6d6379"), fill(inks, "#c9a3a8")
    c.saveState()
    c.setStrokeColor(inks(INK))
    c.setLineWidth(max(0.25, s * 0.012))
    c.setLineJoin(1)
    c.setFillColor(shade)
    for lx in (0.16, 0.32, 0.56, 0.68):  # legs, the far ones first
        c.roundRect(x0 + lx * s, base, s * 0.1, s * 0.2, s * 0.03, stroke=1, fill=1)
    c.setFillColor(body)
    p = c.beginPath()  # the body, from the tail round the back to the neck and the belly
    p.moveTo(x0 + s * 0.05, base + s * 0.22)
    p.curveTo(x0, base + s * 0.36, x0 + s * 0.1, base + s * 0.48, x0 + s * 0.32, base + s * 0.5)
    p.curveTo(x0 + s * 0.5, base + s * 0.52, x0 + s * 0.66, base + s * 0.48, x0 + s * 0.74, base + s * 0.4)
    p.lineTo(x0 + s * 0.74, base + s * 0.18)
    p.curveTo(x0 + s * 0.5, base + s * 0.1, x0 + s * 0.25, base + s * 0.1, x0 + s * 0.05, base + s * 0.22)
    p.close()
    c.drawPath(p, stroke=1, fill=1)
    c.setStrokeColor(inks("#b9aec4"))  # light on the back
    c.setLineWidth(max(0.35, s * 0.02))
    c.setLineCap(1)
    p = c.beginPath()
    p.moveTo(x0 + s * 0.14, base + s * 0.42)
    p.curveTo(x0 + s * 0.25, base + s * 0.47, x0 + s * 0.42, base + s * 0.48, x0 + s * 0.55, base + s * 0.45)
    c.drawPath(p, stroke=1, fill=0)
    c.setStrokeColor(inks(INK))
    c.setLineWidth(max(0.25, s * 0.012))
    c.setFillColor(body)
    p = c.beginPath()  # the head: brow with the eye's bump, the broad muzzle with its nostril bump, the jaw
    p.moveTo(x0 + s * 0.64, base + s * 0.46)
    p.curveTo(x0 + s * 0.72, base + s * 0.53, x0 + s * 0.8, base + s * 0.53, x0 + s * 0.84, base + s * 0.48)
    p.curveTo(x0 + s * 0.88, base + s * 0.44, x0 + s * 0.94, base + s * 0.43, x0 + s * 0.98, base + s * 0.45)
    p.curveTo(x0 + s * 1.03, base + s * 0.46, x0 + s * 1.07, base + s * 0.4, x0 + s * 1.07, base + s * 0.32)
    p.curveTo(x0 + s * 1.07, base + s * 0.22, x0 + s * 1.03, base + s * 0.15, x0 + s * 0.95, base + s * 0.15)
    p.curveTo(x0 + s * 0.86, base + s * 0.15, x0 + s * 0.74, base + s * 0.15, x0 + s * 0.68, base + s * 0.2)
    p.close()
    c.drawPath(p, stroke=1, fill=1)
    c.setFillColor(muzzle)
    p = c.beginPath()  # the open mouth's line and a tusk
    p.moveTo(x0 + s * 1.06, base + s * 0.26)
    p.curveTo(x0 + s * 1.0, base + s * 0.23, x0 + s * 0.92, base + s * 0.23, x0 + s * 0.86, base + s * 0.26)
    c.drawPath(p, stroke=1, fill=0)
    c.setFillColor(inks("#ffffff"))
    p = c.beginPath()
    p.moveTo(x0 + s * 0.99, base + s * 0.24)
    p.lineTo(x0 + s * 1.0, base + s * 0.28)
    p.lineTo(x0 + s * 1.015, base + s * 0.24)
    p.close()
    c.drawPath(p, stroke=1, fill=1)
    c.setFillColor(body)
    for ex in (0.7, 0.745):  # ears
        c.ellipse(x0 + s * ex, base + s * 0.48, x0 + s * (ex + 0.035), base + s * 0.545, stroke=1, fill=1)
    c.setFillColor(inks("#ffffff"))
    c.circle(x0 + s * 0.8, base + s * 0.445, s * 0.028, stroke=1, fill=1)  # eye
    c.setFillColor(inks(INK))
    c.circle(x0 + s * 0.806, base + s * 0.445, s * 0.015, stroke=0, fill=1)
    for nx in (0.985, 1.03):  # nostrils
        c.ellipse(x0 + s * nx - s * 0.012, base + s * 0.4, x0 + s * nx + s * 0.012, base + s * 0.42, stroke=0, fill=1)
    c.setFillColor(body)
    for lx in (0.22, 0.6):  # near legs
        c.roundRect(x0 + lx * s, base, s * 0.11, s * 0.22, s * 0.03, stroke=1, fill=1)
    c.setLineCap(1)
    c.line(x0 + s * 0.05, base + s * 0.3, x0 - s * 0.02, base + s * 0.24)  # tail
    c.restoreState()


def felucca(c: Pen, inks: Inks, x: float, y: float, w: float) -> None:
    """A felucca ``w`` mm long with its hull's keel at (x, y), bow to the right: a dark hull, a mast and
    its great slanting lateen sail."""
    c.saveState()
    c.setStrokeColor(inks("#3a2a1a"))
    c.setLineWidth(0.3)
    c.setLineJoin(1)
    c.setFillColor(fill(inks, "#7a4a26"))
    p = c.beginPath()
    p.moveTo(x, y + w * 0.14)
    p.curveTo(x + w * 0.2, y, x + w * 0.75, y, x + w, y + w * 0.16)
    p.lineTo(x + w * 0.86, y + w * 0.13)
    p.lineTo(x + w * 0.1, y + w * 0.11)
    p.close()
    c.drawPath(p, stroke=1, fill=1)
    mast = x + w * 0.45
    c.line(mast, y + w * 0.11, mast, y + w * 0.62)
    c.setFillColor(fill(inks, "#fbf4e2"))
    p = c.beginPath()
    p.moveTo(x + w * 0.12, y + w * 0.2)
    p.lineTo(x + w * 0.78, y + w * 0.85)
    p.curveTo(x + w * 0.74, y + w * 0.6, x + w * 0.68, y + w * 0.35, x + w * 0.62, y + w * 0.18)
    p.close()
    c.drawPath(p, stroke=1, fill=1)
    c.restoreState()


def lighthouse(c: Pen, inks: Inks, cx: float, base: float, h: float) -> None:
    """A lighthouse ``h`` mm tall standing on ``base`` around ``cx`` (the Pharos: three stepped towers
    on a rock, a fire on top)."""
    c.saveState()
    c.setStrokeColor(inks("#4a3b2a"))
    c.setLineWidth(0.3)
    c.setFillColor(fill(inks, "#a08a66"))
    c.ellipse(cx - h * 0.28, base - h * 0.05, cx + h * 0.28, base + h * 0.08, stroke=1, fill=1)
    y = base + h * 0.03
    for wfrac, hfrac, colour in ((0.3, 0.42, "#efe2c2"), (0.21, 0.26, "#e4d3ad"), (0.13, 0.16, "#d9c498")):
        c.setFillColor(fill(inks, colour))
        p = c.beginPath()
        p.moveTo(cx - h * wfrac / 2, y)
        p.lineTo(cx - h * wfrac * 0.42, y + h * hfrac)
        p.lineTo(cx + h * wfrac * 0.42, y + h * hfrac)
        p.lineTo(cx + h * wfrac / 2, y)
        p.close()
        c.drawPath(p, stroke=1, fill=1)
        y += h * hfrac
    c.setFillColor(fill(inks, "#f2a23a"))
    p = c.beginPath()
    p.moveTo(cx - h * 0.05, y)
    p.curveTo(cx - h * 0.07, y + h * 0.07, cx - h * 0.01, y + h * 0.1, cx, y + h * 0.14)
    p.curveTo(cx + h * 0.02, y + h * 0.09, cx + h * 0.08, y + h * 0.06, cx + h * 0.05, y)
    p.close()
    c.drawPath(p, stroke=1, fill=1)
    c.restoreState()


def temple(c: Pen, inks: Inks, cx: float, base: float, w: float) -> None:
    """A temple front ``w`` mm wide standing on ``base`` around ``cx``: two sloping pylon towers with a
    cornice, the gate between them, and a row of carved signs on each tower."""
    h = w * 0.55
    c.saveState()
    c.setStrokeColor(inks("#6b5430"))
    c.setLineWidth(0.35)
    for side in (-1, 1):
        inner, outer = cx + side * w * 0.1, cx + side * w / 2
        p = c.beginPath()
        p.moveTo(inner, base)
        p.lineTo(outer, base)
        p.lineTo(outer - side * w * 0.06, base + h)
        p.lineTo(inner, base + h)
        p.close()
        c.setFillColor(fill(inks, "#e9cf8e" if side < 0 else "#c49a52"))
        c.drawPath(p, stroke=1, fill=1)
        c.setFillColor(fill(inks, "#b08d57"))
        c.rect(min(inner, outer - side * w * 0.08), base + h, abs(outer - inner) - w * 0.02, h * 0.07, stroke=1, fill=1)
        c.setLineWidth(0.25)
        for k in range(3):  # carved signs
            sx = inner + side * w * (0.1 + 0.1 * k)
            c.line(sx, base + h * 0.45, sx, base + h * 0.75)
            c.circle(sx, base + h * 0.82, w * 0.012, stroke=1, fill=0)
        c.setLineWidth(0.35)
    c.setFillColor(fill(inks, "#d8bb7b"))
    c.rect(cx - w * 0.1, base, w * 0.2, h * 0.72, stroke=1, fill=1)
    c.setFillColor(fill(inks, "#5a4630"))
    c.rect(cx - w * 0.055, base, w * 0.11, h * 0.5, stroke=1, fill=1)
    c.restoreState()


def camel(c: Pen, inks: Inks, x: float, base: float, size: float, rider: bool = False) -> None:
    """A camel ``size`` mm long standing on ``base`` from ``x``, facing right: its hump, the neck
    curving up to the head, four long legs and a tail; ``rider`` seats a robed driver on the hump."""
    s = size
    c.saveState()
    c.setStrokeColor(inks("#4a3420"))
    c.setLineWidth(max(0.2, s * 0.018))
    c.setLineJoin(1)
    c.setLineCap(1)
    body = fill(inks, "#c08a4e")
    c.setStrokeColor(inks("#4a3420"))
    for lx, shade in ((0.22, "#9c6b38"), (0.62, "#9c6b38"), (0.3, "#c08a4e"), (0.7, "#c08a4e")):  # far legs first
        c.setFillColor(fill(inks, shade))
        p = c.beginPath()
        p.moveTo(x + s * lx, base + s * 0.42)
        p.lineTo(x + s * (lx - 0.02), base)
        p.lineTo(x + s * (lx + 0.05), base)
        p.lineTo(x + s * (lx + 0.07), base + s * 0.42)
        p.close()
        c.drawPath(p, stroke=1, fill=1)
    c.setFillColor(body)
    p = c.beginPath()  # the body with its hump, the neck and the head
    p.moveTo(x + s * 0.12, base + s * 0.5)
    p.curveTo(x + s * 0.14, base + s * 0.66, x + s * 0.3, base + s * 0.84, x + s * 0.44, base + s * 0.82)
    p.curveTo(x + s * 0.56, base + s * 0.8, x + s * 0.66, base + s * 0.62, x + s * 0.76, base + s * 0.58)
    p.curveTo(x + s * 0.84, base + s * 0.56, x + s * 0.86, base + s * 0.76, x + s * 0.9, base + s * 0.82)
    p.lineTo(x + s * 1.0, base + s * 0.8)
    p.lineTo(x + s * 1.0, base + s * 0.75)
    p.lineTo(x + s * 0.93, base + s * 0.73)
    p.curveTo(x + s * 0.9, base + s * 0.6, x + s * 0.88, base + s * 0.46, x + s * 0.76, base + s * 0.42)
    p.curveTo(x + s * 0.56, base + s * 0.36, x + s * 0.3, base + s * 0.36, x + s * 0.12, base + s * 0.5)
    p.close()
    c.drawPath(p, stroke=1, fill=1)
    c.line(x + s * 0.12, base + s * 0.52, x + s * 0.06, base + s * 0.36)  # tail
    c.setFillColor(inks(INK))
    c.circle(x + s * 0.935, base + s * 0.79, s * 0.012, stroke=0, fill=1)  # eye
    if rider:
        c.setFillColor(fill(inks, "#f4efe2"))
        p = c.beginPath()
        p.moveTo(x + s * 0.36, base + s * 0.8)
        p.lineTo(x + s * 0.4, base + s * 1.08)
        p.lineTo(x + s * 0.5, base + s * 1.08)
        p.lineTo(x + s * 0.54, base + s * 0.8)
        p.close()
        c.drawPath(p, stroke=1, fill=1)
        c.setFillColor(fill(inks, "#3f7fb5"))
        c.circle(x + s * 0.45, base + s * 1.13, s * 0.055, stroke=1, fill=1)
    c.restoreState()
