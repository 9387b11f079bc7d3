"""The duplex calibration page: measure how far a printer shifts the back of a sheet.

Page 1 (front) has five crosshairs. Page 2 (back) has, at the mirrored spot of each crosshair, a
pair of millimetre scales. Printed double-sided (flip on long edge) and held against a light, each
front crosshair shows through onto the scales: the numbers it meets are the X and Y to pass as
``--back-offset X,Y``. The scales are drawn in the back page's own frame (X to the right and Y up as
you look at the back), which is the frame the offset is applied in.
"""

from __future__ import annotations

from pathlib import Path

from pnp.art import draw as d
from pnp.paper import FONT, MM, Inks, PrintOptions

SPAN = 6  # the scales run from -SPAN to +SPAN mm


def calibration_points(width: float, height: float) -> list[tuple[float, float]]:
    """The crosshair centres on the front page (mm from the lower-left corner)."""
    return [(width / 2, height / 2), (30, 40), (width - 30, 40), (30, height - 40), (width - 30, height - 40)]


def draw_calibration(path: Path, opts: PrintOptions) -> None:
    """Write the two-page calibration PDF for ``opts.paper`` to ``path`` (back offset applied)."""
    from reportlab.pdfgen.canvas import Canvas

    paper = opts.paper_size()
    inks = Inks(False)
    ink, red = inks("#1d2b3a"), inks("#d7322b")
    c = Canvas(str(path), pagesize=(paper.width * MM, paper.height * MM), initialFontName=FONT)
    c.setTitle(f"nile duplex calibration ({paper.name})")
    w, h = paper.width, paper.height
    # front
    c.scale(MM, MM)
    y = h - 80
    d.text(c, w / 2, y, "Duplex calibration — front", 14, ink, bold=True)
    lines = [
        "1. Print this file double-sided, flip on long edge, at 100 % (actual size).",
        "2. Hold the sheet against a window or a lamp, back side towards you.",
        "3. Each red cross of this side shows through onto the scales of the back.",
        "   Read the X scale and the Y scale where the cross falls (in mm; halves are fine).",
        "4. Print with: nile print --back-offset X,Y   (e.g. --back-offset 1.5,-0.5)",
        "   If the crosses sit on 0,0 your printer needs no correction.",
    ]
    for i, line in enumerate(lines):
        d.text(c, 25, y - 10 - i * 5.5, line, 9.5, ink, align="left")
    c.setStrokeColor(red)
    c.setLineWidth(0.2)
    for x, yy in calibration_points(w, h):
        c.line(x - 8, yy, x + 8, yy)
        c.line(x, yy - 8, x, yy + 8)
        c.circle(x, yy, 2, stroke=1, fill=0)
    c.showPage()
    # back: scales at the mirrored spots, shifted by the current offset
    ox, oy = opts.back_offset
    c.scale(MM, MM)
    c.translate(ox, oy)
    d.text(c, w / 2, h - 80, "Duplex calibration — back", 14, ink, bold=True)
    if (ox, oy) != (0, 0):
        d.text(c, w / 2, h - 87, f"(printed with --back-offset {ox:g},{oy:g}: read the extra correction "
               "and add it)", 8.5, ink)
    c.setStrokeColor(ink)
    for x, yy in calibration_points(w, h):
        bx = w - x
        for k in range(-SPAN * 2, SPAN * 2 + 1):
            v = k / 2
            long = k % 2 == 0
            c.setLineWidth(0.15 if not long else 0.25)
            size = 2.2 if v == 0 else (1.6 if long else 0.9)
            c.line(bx + v, yy - size, bx + v, yy + size)   # X scale: ticks along the horizontal
            c.line(bx - size, yy + v, bx + size, yy + v)   # Y scale: ticks along the vertical
            if long and v != 0 and abs(v) % 2 == 0:
                d.text(c, bx + v, yy - 4.8, f"{v:+g}", 5, ink)
                d.text(c, bx + 3.2, yy + v - 0.6, f"{v:+g}", 5, ink, align="left")
        c.setLineWidth(0.25)
        c.line(bx - SPAN, yy, bx + SPAN, yy)
        c.line(bx, yy - SPAN, bx, yy + SPAN)
        d.text(c, bx + SPAN + 1.5, yy - 0.8, "X", 6, ink, bold=True, align="left")
        d.text(c, bx, yy + SPAN + 1.5, "Y", 6, ink, bold=True)
    c.showPage()
    c.save()
