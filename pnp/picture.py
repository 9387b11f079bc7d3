"""Write a picture (a game's state, drawn with the print's own art) to a PDF or a PNG file.

The drawing is a function of a reportlab canvas scaled to millimetres, origin at the lower-left
corner. A PDF keeps it as vector art; an SVG is the same drawing recorded as a reportlab ``Drawing``
(:mod:`pnp.svgcanvas`) and written by reportlab's ``renderSVG``; a PNG is rendered from the PDF by
pypdfium2 (a PyPI wheel, no system tool). The file is written under a temporary name and renamed into place
(:func:`pnp.outfile.written`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

#: the picture formats :func:`write_picture` writes, by file suffix
FORMATS = (".pdf", ".svg", ".png")


def write_picture(path: Path, width: float, height: float, draw: Callable[[Any], None], dpi: int = 150,
                  title: str = "") -> Path:
    """Draw a ``width`` x ``height`` mm picture with ``draw(canvas)`` into ``path`` (``.pdf``, ``.svg``
    or ``.png``, at ``dpi`` dots per inch). Raises ValueError for another suffix and
    :class:`pnp.outfile.OutputError` when the file cannot be written."""
    from pnp.outfile import written
    from pnp.paper import FONT, MM, register_fonts

    suffix = path.suffix.lower()
    if suffix not in FORMATS:
        raise ValueError(f"{path}: a picture is written as {' or '.join(FORMATS)}, not '{suffix or path.name}'")
    register_fonts()
    from reportlab.pdfgen.canvas import Canvas

    with written(path) as tmp:
        if suffix == ".svg":
            from pnp.svgcanvas import write_svg

            def scaled(c) -> None:
                c.saveState()
                c.scale(MM, MM)
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
