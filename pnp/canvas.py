"""The types the drawing code is written against, for the type checker only (nothing here runs).

* :data:`Pen`: what a drawing function draws on: reportlab's PDF ``Canvas``, the
  :class:`pnp.svgcanvas.ShapesCanvas` that records the same calls for an SVG, or the
  :class:`pnp.textfit.TextProbe` that measures the text; a function that needs the PDF alone (forms,
  pages, images) takes ``Canvas`` itself;
* :data:`PenPath`: the path that ``Pen.beginPath()`` gives (reportlab's or
  :class:`pnp.svgcanvas.PathRecorder`);
* :data:`Drawer`: a drawing, ``drawer(canvas)``, on a canvas already scaled to millimetres;
* :data:`FormMaker`: ``form(name, w, h, drawer)``, the name of a PDF form of a ``w`` x ``h`` mm drawing
  (made on first use; :class:`pnp.art.ExtraPage`);
* ``Color``: reportlab's colour (what :class:`pnp.paper.Inks` gives).

reportlab ships no type information of its own and the project installs no stubs for it, so mypy sees
its classes as ``Any`` (``ignore_missing_imports`` in pyproject.toml). What that leaves unchecked: the
arguments of every call on a ``Canvas``, a reportlab path, colour or platypus object (:mod:`pnp.text_pages`
subclasses platypus's ``Flowable``, an ``Any``, under a ``type: ignore[misc]``). What is checked: a call
on a :data:`Pen` against :class:`~pnp.svgcanvas.ShapesCanvas` (the probe takes any call), so art that an SVG
picture may draw uses only what the SVG canvas records, with the arguments it takes. Import these names
under ``typing.TYPE_CHECKING``, so that no module imports reportlab before it draws.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Callable, TypeAlias

    from reportlab.lib.colors import Color as Color
    from reportlab.pdfgen.canvas import Canvas as Canvas
    from reportlab.pdfgen.pathobject import PDFPathObject

    from pnp.svgcanvas import PathRecorder, ShapesCanvas
    from pnp.textfit import TextProbe

    #: a canvas in the art's units: the PDF's, the SVG recorder or the text probe
    Pen: TypeAlias = "Canvas | ShapesCanvas | TextProbe"
    #: what ``Pen.beginPath()`` gives
    PenPath: TypeAlias = "PDFPathObject | PathRecorder"
    #: a drawing in millimetres on a canvas so scaled
    Drawer: TypeAlias = "Callable[[Pen], None]"
    #: ``form(name, w_mm, h_mm, drawer)``: the name of the PDF form of ``drawer``'s drawing
    FormMaker: TypeAlias = "Callable[[str, float, float, Drawer], str]"

    #: the names the drawing code imports from here (``Canvas`` and ``Color`` are reportlab's, named again)
    __all__ = ["Canvas", "Color", "Drawer", "FormMaker", "Pen", "PenPath"]
