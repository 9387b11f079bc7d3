"""A small drawing kit in millimetres, shared by every game's art.

All functions take a reportlab canvas already scaled to millimetres (``canvas.scale(MM, MM)``);
font sizes are given in points, as a printer would say them.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from pnp.paper import FONT, FONT_BOLD, MM, fill_ink, text_ink
from pnp.words import say

if TYPE_CHECKING:
    from pnp.canvas import Canvas, Color, Drawer, Pen
    from pnp.paper import Inks

PT = 1 / MM  # one point in millimetres


def define_form(c: Canvas, name: str, w: float, h: float, drawer: Drawer) -> None:
    """Record ``drawer(canvas)`` (drawing in mm inside a ``w`` x ``h`` mm box from its lower-left corner)
    as the PDF form ``name`` of canvas ``c`` (in points), to be placed with ``c.doForm(name)``."""
    c.beginForm(name, 0, 0, w * MM, h * MM)
    c.saveState()
    c.scale(MM, MM)
    drawer(c)
    c.restoreState()
    c.endForm()


def text(c: Pen, x: float, y: float, s: str, size_pt: float, colour: Color, bold: bool = False, align: str = "centre",
         angle: float = 0.0, underline: bool = False) -> None:
    """Draw ``s`` with its baseline at (x, y) mm; ``align``: "left", "centre" or "right"; ``angle`` in
    degrees; ``underline`` draws a bar under the text. ``s`` is said in the pack's language
    (:func:`pnp.words.say`)."""
    _text(c, x, y, say(s), size_pt, colour, bold, align, angle, underline)


def _text(c: Pen, x: float, y: float, s: str, size_pt: float, colour: Color, bold: bool = False,
          align: str = "centre", angle: float = 0.0, underline: bool = False) -> None:
    """:func:`text` of words already in the pack's language."""
    colour = text_ink(colour)  # the ink saver draws light text dark
    c.saveState()
    c.translate(x, y)
    if angle:
        c.rotate(angle)
    c.setFillColor(colour)
    c.setFont(FONT_BOLD if bold else FONT, size_pt * PT)
    {"left": c.drawString, "centre": c.drawCentredString, "right": c.drawRightString}[align](0, 0, s)
    if underline:  # 6 and 9 read alike upside down: underline them, as playing cards do
        width = measure(s, size_pt, bold)
        x0 = {"left": 0, "centre": -width / 2, "right": -width}[align]
        c.setStrokeColor(colour)
        c.setLineWidth(size_pt * PT * 0.07)
        c.line(x0, -size_pt * PT * 0.12, x0 + width, -size_pt * PT * 0.12)
    c.restoreState()


def text_width(s: str, size_pt: float, bold: bool = False) -> float:
    """Width of ``s`` in mm at ``size_pt``, said in the pack's language."""
    return measure(say(s), size_pt, bold)


def measure(s: str, size_pt: float, bold: bool = False) -> float:
    """Width of ``s`` in mm at ``size_pt``, as it is (words already in the pack's language)."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    width_pt: float = stringWidth(s, FONT_BOLD if bold else FONT, size_pt)
    return width_pt * PT


def wrap(s: str, width_mm: float, size_pt: float, bold: bool = False) -> list[str]:
    """Split ``s`` (said in the pack's language) into lines no wider than ``width_mm`` at ``size_pt``."""
    return _wrap(say(s), width_mm, size_pt, bold)


def _wrap(s: str, width_mm: float, size_pt: float, bold: bool = False) -> list[str]:
    from reportlab.lib.utils import simpleSplit

    font = FONT_BOLD if bold else FONT
    if "\u00a0" not in s:
        lines: list[str] = simpleSplit(s, font, size_pt, width_mm * MM)
        return lines
    return _wrap_tied(s, font, size_pt, width_mm * MM)


def _wrap_tied(s: str, font: str, size_pt: float, width_pt: float) -> list[str]:
    """``s`` wrapped greedily at its plain spaces only: a no-break space (``20\u00a0mm``, French ``\u00a0;``)
    holds its words on one line, which reportlab's ``simpleSplit`` would break.

    >>> _wrap_tied("a b 460\u00a0×\u00a0476\u00a0mm c", "Helvetica", 10, 40)
    ['a b', '460\xa0×\xa0476\xa0mm', 'c']
    """
    from reportlab.pdfbase.pdfmetrics import stringWidth

    lines: list[str] = []
    for paragraph in s.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            wider = f"{line} {word}" if line else word
            if line and stringWidth(wider, font, size_pt) > width_pt:
                lines.append(line)
                line = word
            else:
                line = wider
        lines.append(line)
    return lines


def paragraph(c: Pen, x: float, y: float, s: str, width: float, size_pt: float, colour: Color, bold: bool = False,
              leading: float = 1.25, align: str = "left") -> float:
    """Draw ``s`` (said in the pack's language) wrapped to ``width`` mm from the top baseline y; return the y
    below the last line."""
    return _paragraph(c, x, y, say(s), width, size_pt, colour, bold, leading, align)


def _paragraph(c: Pen, x: float, y: float, s: str, width: float, size_pt: float, colour: Color,
               bold: bool = False, leading: float = 1.25, align: str = "left") -> float:
    step = size_pt * PT * leading
    for line in _wrap(s, width, size_pt, bold):
        xx = x + (width / 2 if align == "centre" else 0)
        _text(c, xx, y, line, size_pt, colour, bold, align)
        y -= step
    return y


#: Vera's ascender and descender, as fractions of the font size (reportlab's font metrics)
ASCENT, DESCENT = 0.76, 0.24
#: the height of Vera's capitals and digits, as a fraction of the font size
CAP = 0.73


class TextDoesNotFit(ValueError):
    """A text that cannot be set at a readable size in the space its card gives it."""


def fit_size(s: str, width_mm: float, max_pt: float, bold: bool = False) -> float:
    """The largest size (pt, at most ``max_pt``) at which ``s`` (said in the pack's language) is no wider
    than ``width_mm``."""
    width = text_width(s, max_pt, bold)
    return max_pt if width <= width_mm else max_pt * width_mm / width


def fitted_paragraph(c: Pen, x: float, top: float, bottom: float, s: str, width: float, max_pt: float, colour: Color,
                     min_pt: float = 4.5, bold: bool = False, leading: float = 1.25, align: str = "left") -> float:
    """Draw ``s`` wrapped to ``width`` mm at the largest size (at most ``max_pt``) whose lines fit
    between ``top`` and ``bottom`` (mm, ascender and descender included); return the size used.

    Raises :class:`TextDoesNotFit` when even ``min_pt`` does not fit.
    """
    said = say(s)  # measured as printed; drawn by paragraph, which says the English the same way
    size = max_pt
    while size >= min_pt - 1e-9:
        lines = _wrap(said, width, size, bold)
        step = size * PT * leading
        first = top - ASCENT * size * PT
        if first - (len(lines) - 1) * step - DESCENT * size * PT >= bottom - 1e-9:
            paragraph(c, x, first, s, width, size, colour, bold, leading, align)
            return size
        size = round(size - 0.1, 2)
    raise TextDoesNotFit(f"{said[:40]!r}... needs more room than {width:.0f} x {top - bottom:.0f} mm at {min_pt:g} pt")


def column_blocks(c: Pen, x0: float, block_w: float, blocks: int, parts: int, top: float, parts_top: float,
                  bottom: float, thick: float = 0.6, thin: float = 0.2) -> None:
    """The vertical rules of a score table's ``blocks`` side-by-side column blocks, each ``block_w`` mm
    wide from ``x0``: a ``thick`` rule (mm) at each block's edge from ``top`` to ``bottom``, and ``thin``
    rules splitting each block into ``parts`` columns from ``parts_top`` down."""
    for b in range(blocks + 1):
        x = x0 + b * block_w
        c.setLineWidth(thick)
        c.line(x, top, x, bottom)
        if b < blocks:
            c.setLineWidth(thin)
            for j in range(1, parts):
                c.line(x + j * block_w / parts, parts_top, x + j * block_w / parts, bottom)


def fill_rect(c: Pen, x: float, y: float, w: float, h: float, colour: Color, radius: float = 0) -> None:
    """A filled rectangle (mm), optionally with rounded corners (pale in the ink saver)."""
    c.setFillColor(fill_ink(colour))
    if radius:
        c.roundRect(x, y, w, h, radius, stroke=0, fill=1)
    else:
        c.rect(x, y, w, h, stroke=0, fill=1)


def lifebelt(c: Pen, cx: float, cy: float, r: float, inks: Inks, half: bool = False, faded: bool = False) -> None:
    """A lifebelt ring centred at (cx, cy), outer radius ``r`` mm: eight segments alternating red and
    white. ``half`` draws the upper half solid and the lower half as a dashed outline only, so a half
    lifebelt reads as half by its shape, not by colour."""
    inner = r * 0.55
    red, white, ink = inks("#d7322b"), inks("#ffffff"), inks("#1d2b3a")
    if faded:
        red, white = inks("#aab4bf"), inks("#e6eaee")
    segments = 4 if half else 8
    c.setLineWidth(0.25)
    c.setStrokeColor(ink)
    for i in range(segments):
        c.setFillColor(red if i % 2 == 0 else white)
        _ring_segment(c, cx, cy, inner, r, i * 45, 45)
    if half:
        c.setDash(0.8, 0.6)
        c.setLineWidth(0.2)
        p = c.beginPath()
        p.arc(cx - r, cy - r, cx + r, cy + r, 180, 180)
        c.drawPath(p, stroke=1, fill=0)
        p = c.beginPath()
        p.arc(cx - inner, cy - inner, cx + inner, cy + inner, 180, 180)
        c.drawPath(p, stroke=1, fill=0)
        c.setDash()


def _ring_segment(c: Pen, cx: float, cy: float, r_in: float, r_out: float, start: float, extent: float) -> None:
    p = c.beginPath()
    a0, a1 = math.radians(start), math.radians(start + extent)
    p.moveTo(cx + r_out * math.cos(a0), cy + r_out * math.sin(a0))
    p.arcTo(cx - r_out, cy - r_out, cx + r_out, cy + r_out, start, extent)
    p.lineTo(cx + r_in * math.cos(a1), cy + r_in * math.sin(a1))
    p.arcTo(cx - r_in, cy - r_in, cx + r_in, cy + r_in, start + extent, -extent)
    p.close()
    c.drawPath(p, stroke=1, fill=1)


def cloud(c: Pen, cx: float, cy: float, s: float, colour: Color, outline: Color | None = None) -> None:
    """A cloud of width about 2s mm centred at (cx, cy)."""
    c.setFillColor(colour)
    if outline is not None:
        c.setStrokeColor(outline)
        c.setLineWidth(0.25)
    stroke = 1 if outline is not None else 0
    for dx, dy, r in ((-0.55, -0.1, 0.42), (0.0, 0.15, 0.58), (0.55, -0.05, 0.45)):
        c.circle(cx + dx * s, cy + dy * s, r * s, stroke=stroke, fill=1)
    c.rect(cx - 0.55 * s, cy - 0.52 * s, 1.1 * s, 0.45 * s, stroke=0, fill=1)
    if stroke:  # repaint the inside so only the outer outline shows
        for dx, dy, r in ((-0.55, -0.1, 0.42), (0.0, 0.15, 0.58), (0.55, -0.05, 0.45)):
            c.circle(cx + dx * s, cy + dy * s, r * s - 0.25, stroke=0, fill=1)
        c.line(cx - 0.55 * s, cy - 0.52 * s, cx + 0.55 * s, cy - 0.52 * s)


def sun(c: Pen, cx: float, cy: float, r: float, colour: Color, rays: int = 12) -> None:
    """A sun: a disc of radius ``r`` mm with ``rays`` short rays."""
    c.setFillColor(colour)
    c.setStrokeColor(colour)
    c.setLineWidth(r * 0.16)
    c.setLineCap(1)
    for i in range(rays):
        a = 2 * math.pi * i / rays
        c.line(cx + 1.3 * r * math.cos(a), cy + 1.3 * r * math.sin(a),
               cx + 1.75 * r * math.cos(a), cy + 1.75 * r * math.sin(a))
    c.circle(cx, cy, r, stroke=0, fill=1)


def wave_band(c: Pen, x: float, y: float, w: float, amplitude: float, wavelength: float, colour: Color,
              bottom: float) -> None:
    """Fill from a wavy line at height ``y`` down to ``bottom`` across ``x``..``x + w`` (mm); pale in
    the ink saver."""
    p = c.beginPath()
    p.moveTo(x, bottom)
    p.lineTo(x, y)
    steps = max(8, int(w / wavelength * 8))
    for i in range(1, steps + 1):
        xx = x + w * i / steps
        p.lineTo(xx, y + amplitude * math.sin(2 * math.pi * (xx - x) / wavelength))
    p.lineTo(x + w, bottom)
    p.close()
    c.setFillColor(fill_ink(colour))
    c.drawPath(p, stroke=0, fill=1)
