"""Ornaments of the painted boards, after Egyptian tomb painting: the frieze of coloured blocks along a
board's edges, the lotus border under its scenes and the engraved stone plaque that carries a value.
Vector art in millimetres on a canvas scaled to mm; every function takes the game's
:class:`pnp.paper.Inks`, so it prints in colour and in the ink saver. Long edges are drawn as thin
filled bands, never as lines (a board's only long lines are its grid, which the tests measure).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pnp.art import draw as d
from pnp.art.scenery import fill

if TYPE_CHECKING:
    from pnp.canvas import Pen
    from pnp.paper import Inks

#: a tomb frieze's colours, in turn: lapis, red ochre, gold, malachite
FRIEZE = ("#2f5f8f", "#b5532f", "#d9a441", "#4f8a4a")


def frieze(c: Pen, inks: Inks, x: float, y: float, length: float, h: float, vertical: bool = False) -> None:
    """A painted tomb frieze ``length`` x ``h`` mm from (``x``, ``y``) (upwards when ``vertical``): blocks
    of :data:`FRIEZE` colours by turns, each about ``h`` wide, outlined in dark brown and set with a cream
    lozenge, between two gilt rules. In the ink saver the blocks are pale greys with their outlines."""
    n = max(1, round(length / (h * 1.2)))
    step = length / n
    c.saveState()
    c.setStrokeColor(inks("#4a2f1a"))
    c.setLineWidth(0.2)
    for i in range(n):
        c.setFillColor(fill(inks, FRIEZE[i % len(FRIEZE)]))
        if vertical:
            c.rect(x, y + i * step, h, step, stroke=1, fill=1)
        else:
            c.rect(x + i * step, y, step, h, stroke=1, fill=1)
        c.setFillColor(fill(inks, "#f4e5bc"))
        cx, cy = (x + h / 2, y + (i + 0.5) * step) if vertical else (x + (i + 0.5) * step, y + h / 2)
        r = h * 0.2
        p = c.beginPath()
        p.moveTo(cx - r, cy)
        p.lineTo(cx, cy + r)
        p.lineTo(cx + r, cy)
        p.lineTo(cx, cy - r)
        p.close()
        c.drawPath(p, stroke=1, fill=1)
    gold = inks("#9a6b1f")  # the gilt rules, as thin bands (a board's long lines are its grid alone)
    for off in (-0.25, h - 0.25):
        if vertical:
            d.fill_rect(c, x + off, y, 0.5, length, gold)
        else:
            d.fill_rect(c, x, y + off, length, 0.5, gold)
    c.restoreState()


def plaque(c: Pen, inks: Inks, x: float, y: float, w: float, h: float, face: str = "#efe6cf",
           edge: str = "#7d6a4a") -> None:
    """An engraved stone plaque filling the (``x``, ``y``, ``w``, ``h``) mm box: a bevelled tablet (light
    upper and left edges, dark lower and right ones) round a sunken face of ``face`` colour. Its words
    are the caller's."""
    r = min(1.4, h * 0.25)
    c.saveState()
    c.setFillColor(inks(face) if not inks.greyscale else inks("#ffffff"))
    c.setStrokeColor(inks(edge))
    c.setLineWidth(0.45)
    c.roundRect(x, y, w, h, r, stroke=1, fill=1)
    i = 0.6
    c.setLineWidth(0.3)
    c.setStrokeColor(inks("#b9a77f"))  # the bevel in shadow: the sunken face's upper and left edges
    c.line(x + i, y + h - i, x + w - i, y + h - i)
    c.line(x + i, y + i, x + i, y + h - i)
    c.setStrokeColor(inks("#fffaf0") if not inks.greyscale else inks("#ffffff"))  # in light: lower, right
    c.line(x + i, y + i, x + w - i, y + i)
    c.line(x + w - i, y + i, x + w - i, y + h - i)
    c.restoreState()


def lotus_border(c: Pen, inks: Inks, x: float, y: float, length: float, h: float) -> None:
    """A border of lotus ``length`` x ``h`` mm from (``x``, ``y``): open flowers and buds by turns on
    curved stems over a gilt base rule, as painted under a tomb's scenes."""
    n = max(2, round(length / (h * 1.1)))
    step = length / n
    c.saveState()
    c.setLineCap(1)
    c.setLineJoin(1)
    d.fill_rect(c, x, y, length, 0.45, inks("#9a6b1f"))
    for i in range(n):
        cx = x + (i + 0.5) * step
        flower = i % 2 == 0
        top = y + h * (0.42 if flower else 0.5)
        c.setStrokeColor(inks("#4f7a2a"))
        c.setLineWidth(0.4)
        p = c.beginPath()
        p.moveTo(cx + (step * 0.3 if flower else -step * 0.3), y + 0.45)
        p.curveTo(cx, y + h * 0.1, cx, top - h * 0.2, cx, top)
        c.drawPath(p, stroke=1, fill=0)
        c.setStrokeColor(inks("#1f3f5f"))
        c.setLineWidth(0.2)
        if flower:  # an open flower: a green calyx and three blue petals fanned out
            for lean, colour in ((-1, "#3f7fb5"), (1, "#3f7fb5"), (0, "#7fb2dc")):
                p = c.beginPath()
                p.moveTo(cx, top)
                p.curveTo(cx + lean * h * 0.12, top + h * 0.1, cx + lean * h * 0.36, top + h * 0.3, cx + lean * h * 0.34, top + h * 0.56)
                p.curveTo(cx + lean * h * 0.18, top + h * 0.4, cx + lean * h * 0.02 + h * 0.04, top + h * 0.25, cx, top)
                if lean == 0:
                    p = c.beginPath()
                    p.moveTo(cx, top)
                    p.curveTo(cx - h * 0.14, top + h * 0.2, cx - h * 0.08, top + h * 0.45, cx, top + h * 0.58)
                    p.curveTo(cx + h * 0.08, top + h * 0.45, cx + h * 0.14, top + h * 0.2, cx, top)
                c.setFillColor(fill(inks, colour))
                c.drawPath(p, stroke=1, fill=1)
            c.setFillColor(fill(inks, "#4f8a4a"))
            c.circle(cx, top, h * 0.07, stroke=0, fill=1)
        else:  # a bud
            p = c.beginPath()
            p.moveTo(cx, top)
            p.curveTo(cx - h * 0.16, top + h * 0.12, cx - h * 0.06, top + h * 0.32, cx, top + h * 0.42)
            p.curveTo(cx + h * 0.06, top + h * 0.32, cx + h * 0.16, top + h * 0.12, cx, top)
            c.setFillColor(fill(inks, "#d97a8a"))
            c.drawPath(p, stroke=1, fill=1)
    c.restoreState()
