"""The duplex calibration page: measure how far a printer shifts the back of a sheet.

Page 1 (front) has two red crosses, each a long vertical and a long horizontal line. Page 2 (back)
has, behind each cross, two staircases of ticks: the X staircase is 25 rows, one tick per row, each
tick half a millimetre further right than the row below (-6 to +6 mm) and each with its own number
at the end of its row; the Y staircase is the same turned a quarter, one column per tick. Printed
double-sided (flip on long edge) and held against a light, the red vertical line covers exactly one
tick of the X staircase and the red horizontal line one tick of the Y staircase: their numbers are
the X and Y to pass as ``--back-offset X,Y``. Every number has a row of its own, so none overlaps
another and the offset reads to 0.5 mm at a glance. The staircases are drawn in the back page's own
frame (X to the right and Y up as you look at the back), the frame the offset is applied in.

Its words are said in the pack's language (``--lang``: :mod:`pnp.words`, the catalogue ``print-calibration``),
its numbers with the reader's decimal comma (``+1,5``); the option and its values are typed, so they stay as
they are (``--back-offset 1.5,-0.5``).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from pnp.art import draw as d
from pnp.paper import FONT, MM, Inks, PrintOptions
from pnp.words import language, say, speaking

if TYPE_CHECKING:
    from pnp.canvas import Color, Pen

SPAN = 6  # the staircases run from -SPAN to +SPAN mm
STEP = 0.5  # mm between neighbouring ticks
ROW = 2.4  # mm between the rows (columns) of a staircase
START = SPAN + 3  # mm from the cross to the first row (column) of a staircase
REACH = START + (2 * int(SPAN / STEP) + 1) * ROW + 1  # mm from the cross to beyond the last row


def calibration_points(width: float, height: float) -> list[tuple[float, float]]:
    """The centres of the crosses on the back page (mm from its lower-left corner), one above the
    other below the instructions; on the front each is at the mirrored spot (width - x, y)."""
    first = height - 75 - REACH
    return [(width / 2 - REACH / 2, first), (width / 2 - REACH / 2, first - REACH - 22)]


#: the catalogue of the page's words (:func:`pnp.words.speaking`), ``print-calibration``
WORDS = "calibration"
#: the steps on the front, each said whole and wrapped (the 4th ends in the typed option)
STEPS = (
    "1. Print this file double-sided, flip on long edge, at 100 % (actual size).",
    "2. Hold the sheet against a window or a lamp, back side towards you.",
    "3. Each red vertical line covers one tick of the X staircase on the back, and each red horizontal line "
    "one tick of the Y staircase. Read the number printed with that tick.",
)


def scale_number(v: float) -> str:
    """A tick's number as the staircase prints it, with the decimal comma in French and German.

    >>> scale_number(6.0), scale_number(-0.5), scale_number(0)
    ('+6.0', '-0.5', '0')
    >>> with speaking("de", WORDS):
    ...     scale_number(6.0)
    '+6,0'
    """
    text = f"{v:+.1f}" if v else "0"
    return text.replace(".", ",") if language() in ("fr", "de") else text


def _as_is(c: Pen, x: float, y: float, s: str, size_pt: float, ink: Color) -> None:
    """``s`` drawn left-aligned at (x, y) mm as it is: words already said, with a typed option in them."""
    c.setFillColor(ink)
    c.setFont(FONT, size_pt / MM)
    c.drawString(x, y, s)


def _values() -> list[float]:
    n = int(round(SPAN / STEP))
    return [k * STEP for k in range(-n, n + 1)]


def _staircases(c: Pen, bx: float, y: float, ink: Color, mark: Color) -> None:
    """The X staircase above and right of (bx, y), the Y staircase below and right of it."""
    values = _values()
    c.setStrokeColor(ink)
    # X: row k (from the cross upwards) holds one vertical tick at bx + v, its number at the row's end
    x_label = bx + SPAN + 2.5
    for k, v in enumerate(values):
        row = y + START + k * ROW
        c.setLineWidth(0.25 if v % 1 == 0 else 0.15)
        c.line(bx + v, row - 0.9, bx + v, row + 0.9)
        c.setLineWidth(0.08)
        c.setDash(0.3, 0.5)
        c.line(bx + v + 0.4, row, x_label - 0.6, row)
        c.setDash()
        d.text(c, x_label, row - 0.7, scale_number(v), 5.5, mark if v == 0 else ink,
               bold=v % 1 == 0, align="left")
    d.text(c, bx, y + START + len(values) * ROW + 1, "X (mm)", 7, ink, bold=True)
    # Y: column k (from the cross rightwards) holds one horizontal tick at y + v, its number below
    y_label = y - SPAN - 2.5
    for k, v in enumerate(values):
        col = bx + START + k * ROW
        c.setLineWidth(0.25 if v % 1 == 0 else 0.15)
        c.line(col - 0.9, y + v, col + 0.9, y + v)
        c.setLineWidth(0.08)
        c.setDash(0.3, 0.5)
        c.line(col, y + v - 0.4, col, y_label + 0.6)
        c.setDash()
        d.text(c, col + 0.7, y_label, scale_number(v), 5.5, mark if v == 0 else ink,
               bold=v % 1 == 0, align="right", angle=90)
    d.text(c, bx + START + len(values) * ROW + 1.5, y - 1, "Y (mm)", 7, ink, bold=True, align="left")


def draw_calibration(path: Path, opts: PrintOptions) -> None:
    """Write the two-page calibration PDF for ``opts.paper`` to ``path`` (back offset applied), its words in
    ``opts.lang``. Raises :class:`pnp.words.Untranslated` inside :func:`pnp.words.strict` for a French or German
    text the catalogue lacks."""
    with speaking(opts.lang, WORDS):
        _draw(path, opts)


def _draw(path: Path, opts: PrintOptions) -> None:
    """:func:`draw_calibration` in the language already spoken."""
    from reportlab.pdfgen.canvas import Canvas

    paper = opts.paper_size()
    inks = Inks(False)
    ink, red = inks("#1d2b3a"), inks("#d7322b")
    c = Canvas(str(path), pagesize=(paper.width * MM, paper.height * MM), initialFontName=FONT)
    c.setTitle(f"nile — {say('Duplex calibration')} ({paper.name})")
    w, h = paper.width, paper.height
    # front
    c.scale(MM, MM)
    y = h - 20
    d.text(c, w / 2, y, "Duplex calibration — front", 14, ink, bold=True)
    lines = [line for step in STEPS for line in d.wrap(step, w - 50, 9.5)]
    lines += [f"{say('4. Print with:')} nile print --back-offset X,Y   ({say('for example')} --back-offset 1.5,-0.5)"]
    lines += d.wrap("If both read 0, your printer needs no correction. Both crosses should agree.", w - 50, 9.5)
    for i, line in enumerate(lines):
        _as_is(c, 25, y - 10 - i * 5.5, line, 9.5, ink)
    c.setStrokeColor(red)
    c.setLineWidth(0.2)
    for x, yy in calibration_points(w, h):
        xf = w - x  # the mirrored spot: behind it, after the flip, lie the back's staircases
        c.line(xf, yy - 8, xf, yy + REACH)  # crosses every row of the X staircase
        c.line(xf + 8, yy, xf - REACH, yy)  # crosses every column of the Y staircase (mirrored: leftwards)
    c.showPage()
    # back: staircases behind the crosses, shifted by the current offset
    ox, oy = opts.back_offset
    c.scale(MM, MM)
    c.translate(ox, oy)
    d.text(c, w / 2, h - 20, "Duplex calibration — back", 14, ink, bold=True)
    if (ox, oy) != (0, 0):
        c.setFillColor(ink)
        c.setFont(FONT, 8.5 / MM)  # the offset as typed, then what to do with it
        c.drawCentredString(w / 2, h - 27, f"{say('(printed with')} --back-offset {ox:g},{oy:g}:")
        d.text(c, w / 2, h - 31, "read the extra correction and add it)", 8.5, ink)
    for x, yy in calibration_points(w, h):
        _staircases(c, x, yy, ink, red)
    c.showPage()
    c.save()
