"""Write a picture (a game's state, drawn with the print's own art) to a PDF or a PNG file.

The drawing is a function of a reportlab canvas scaled to millimetres, origin at the lower-left
corner. A PDF keeps it as vector art; an SVG is the same drawing recorded as a reportlab ``Drawing``
(:mod:`pnp.svgcanvas`) and written by reportlab's ``renderSVG``; a PNG is rendered from the PDF by
pypdfium2 (a PyPI wheel, no system tool). The file is written under a temporary name and renamed into place
(:func:`gamedata.outfile.written`).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from gamedata.colour import LABEL_INK, readable_on

if TYPE_CHECKING:
    from pnp.canvas import Drawer, Pen

__all__ = ["FORMATS", "ILLEGAL", "LAST", "LABEL_INK", "mark_illegal", "mark_last", "readable_on", "write_picture"]

#: the picture formats :func:`write_picture` writes, by file suffix
FORMATS = (".pdf", ".svg", ".png")


def write_picture(path: Path, width: float, height: float, draw: Drawer, dpi: int = 150,
                  title: str = "", private: bool = False) -> Path:
    """Draw a ``width`` x ``height`` mm picture with ``draw(canvas)`` into ``path`` (``.pdf``, ``.svg``
    or ``.png``, at ``dpi`` dots per inch); ``private``: a picture holding a secret (a seat's view), written
    readable by its owner only (mode 0600 at most, the umask still honoured). Raises ValueError for another suffix and
    :class:`gamedata.outfile.OutputError` when the file cannot be written."""
    from gamedata.outfile import written
    from pnp.paper import FONT, MM, register_fonts

    suffix = path.suffix.lower()
    if suffix not in FORMATS:
        raise ValueError(f"{path}: a picture is written as {' or '.join(FORMATS)}, not '{suffix or path.name}'")
    register_fonts()
    from reportlab.pdfgen.canvas import Canvas

    with written(path, private=private) as tmp:
        if suffix == ".svg":
            from pnp.svgcanvas import write_svg

            def scaled(c: Pen) -> None:
                from reportlab.lib.colors import white

                c.saveState()
                c.scale(MM, MM)
                c.setFillColor(white)  # white paper, as the PDF's page: not the viewer's (dark) ground
                c.rect(0, 0, width, height, stroke=0, fill=1)
                draw(c)
                c.restoreState()

            write_svg(tmp, width * MM, height * MM, scaled, title)
            return path
        pdf = tmp if suffix == ".pdf" else tmp.with_name(tmp.name + ".pdf")
        c = Canvas(str(pdf), pagesize=(width * MM, height * MM), initialFontName=FONT, pageCompression=1)
        c.setTitle(title)
        c.saveState()
        c.scale(MM, MM)
        draw(c)
        c.restoreState()
        c.showPage()
        c.save()
        if suffix == ".png":
            import pypdfium2

            doc = pypdfium2.PdfDocument(str(pdf))
            try:
                doc[0].render(scale=dpi / 72).to_pil().save(tmp, format="PNG")
            finally:
                doc.close()
            pdf.unlink()
    return path


#: the illegal move's mark: a vivid violet, far (CIE ΔE over 60) from every zone, ring, river, player and
#: crop colour of the NIL and Ufern pictures, so it is never taken for a red zone or the last turn's ring
ILLEGAL = "#d500f9"
#: the ring of the step just taken (nile play's show, nile serve): blue, apart from the violet of ILLEGAL
LAST = "#1565c0"


def mark_illegal(c: Pen, x: float, y: float, w: float, h: float, word: str = "ILLEGAL") -> None:
    """Cross out the box ``(x, y, w, h)`` mm, the square or field of an illegal move: a frame and a
    diagonal cross in :data:`ILLEGAL` over a white halo (so they show on any ground), and the word
    ``word`` ("ILLEGAL", or the reader's) on a white label at the box's foot, so the mark reads without its colour."""
    _mark(c, x, y, w, h, ILLEGAL, word, cross=True)


def mark_last(c: Pen, x: float, y: float, w: float, h: float, word: str = "LAST STEP") -> None:
    """Ring the box ``(x, y, w, h)`` mm, the square or field of the step just taken: a frame in
    :data:`LAST` over a white halo and ``word`` ("LAST STEP", or the reader's) on a white label at the box's foot."""
    _mark(c, x, y, w, h, LAST, word, cross=False)


def _mark(c: Pen, x: float, y: float, w: float, h: float, ink: str, word: str, cross: bool) -> None:
    from reportlab.lib.colors import HexColor, white

    from pnp.art import draw as d

    inset = 0.8
    arm = min(w, h) / 2 - 3.0  # a square cross in the middle: a wide field keeps its name and value clear
    cx, cy = x + w / 2, y + h / 2
    c.saveState()
    c.setLineCap(1)
    for colour, width in ((white, 2.6), (HexColor(ink), 1.3)):
        c.setStrokeColor(colour)
        c.setLineWidth(width)
        c.rect(x + inset, y + inset, w - 2 * inset, h - 2 * inset, stroke=1, fill=0)
        if cross:
            c.line(cx - arm, cy - arm, cx + arm, cy + arm)
            c.line(cx - arm, cy + arm, cx + arm, cy - arm)
    size = 7.0
    label_w, label_h = d.text_width(word, size, bold=True) + 2.4, 3.8
    lx, ly = x + (w - label_w) / 2, y + inset + 1.4
    d.fill_rect(c, lx, ly, label_w, label_h, white, radius=0.8)
    c.setStrokeColor(HexColor(ink))
    c.setLineWidth(0.5)
    c.roundRect(lx, ly, label_w, label_h, 0.8, stroke=1, fill=0)
    d.text(c, x + w / 2, ly + 1.0, word, size, HexColor(LABEL_INK), bold=True)
    c.restoreState()
