"""The types the drawing code is written against, for the type checker only (nothing here runs).

* :data:`Pen`: what a drawing function draws on, reportlab's PDF ``Canvas`` or the
  :class:`pnp.svgcanvas.ShapesCanvas` that records the same calls for an SVG; a function that needs the
  PDF alone (forms, pages, images) takes ``Canvas`` itself;
* ``Color``: reportlab's colour (what :class:`pnp.paper.Inks` gives).

reportlab ships no type information, so mypy sees its classes as ``Any`` (``ignore_missing_imports`` in
pyproject.toml): a call on a ``Canvas`` is not checked, a call on a :data:`Pen` is checked against
:class:`~pnp.svgcanvas.ShapesCanvas`, so art that an SVG picture may draw uses only what the SVG
canvas records. Import these names under ``typing.TYPE_CHECKING``, so that no module imports reportlab
before it draws.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import TypeAlias

    from reportlab.lib.colors import Color as Color
    from reportlab.pdfgen.canvas import Canvas as Canvas

    from pnp.svgcanvas import ShapesCanvas

    #: a canvas in the art's units: the PDF's or the SVG recorder
    Pen: TypeAlias = "Canvas | ShapesCanvas"
