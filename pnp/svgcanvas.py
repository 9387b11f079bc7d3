"""A stand-in for reportlab's PDF canvas that records the art as a reportlab ``Drawing``, so the same
drawing code can be written as SVG by reportlab's own ``renderSVG``.

It covers what the art of this package uses: the graphics state (save, restore, translate, scale,
rotate, colours, line width, caps, joins, dashes, fonts), paths (move, line, curve, close, rect), clip
paths, lines, rectangles, rounded rectangles, circles and strings (left, centred, right).

>>> from reportlab.lib.colors import red
>>> c = ShapesCanvas(20, 10)
>>> c.setFillColor(red); c.rect(1, 1, 5, 5, stroke=0, fill=1); c.drawCentredString(10, 5, "NIL")
>>> [type(n).__name__ for n in c.drawing.contents[0].contents]
['Rect', 'Group']
>>> c.drawing.contents[0].contents[1].contents[0].text
'NIL'
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:
    from pathlib import Path

    from reportlab.graphics.shapes import Path as ShapePath, Shape

    from pnp.canvas import Color


@dataclass
class _State:
    fill: Color | None = None
    stroke: Color | None = None
    width: float = 1.0
    cap: int = 0
    join: int = 0
    dash: list[float] | None = None
    font: str = "Helvetica"
    size: float = 12.0
    extra: dict[str, Any] = field(default_factory=dict)


class PathRecorder:
    """What ``canvas.beginPath()`` returns: records the path's operations."""

    def __init__(self) -> None:
        self.ops: list[tuple[str, tuple[float, ...]]] = []

    def moveTo(self, x: float, y: float) -> None:
        """Start a new subpath at (x, y)."""
        self.ops.append(("moveTo", (x, y)))

    def lineTo(self, x: float, y: float) -> None:
        """A straight line from the current point to (x, y)."""
        self.ops.append(("lineTo", (x, y)))

    def curveTo(self, x1: float, y1: float, x2: float, y2: float, x3: float, y3: float) -> None:
        """A cubic Bézier curve from the current point to (x3, y3), with control points (x1, y1) and (x2, y2)."""
        self.ops.append(("curveTo", (x1, y1, x2, y2, x3, y3)))

    def close(self) -> None:
        """Close the current subpath with a line back to its start."""
        self.ops.append(("closePath", ()))

    def arcTo(self, x1: float, y1: float, x2: float, y2: float, start: float = 0, extent: float = 90) -> None:
        """An elliptic arc in the box (x1, y1)-(x2, y2) from ``start`` degrees over ``extent``, joined by
        a line from the current point (as pdfgen's ``arcTo``), as cubic curves of at most 90° each."""
        self._arc(x1, y1, x2, y2, start, extent, join=True)

    def arc(self, x1: float, y1: float, x2: float, y2: float, start: float = 0, extent: float = 90) -> None:
        """The same arc starting a new subpath (as pdfgen's ``arc``)."""
        self._arc(x1, y1, x2, y2, start, extent, join=False)

    def _arc(self, x1: float, y1: float, x2: float, y2: float, start: float, extent: float, join: bool) -> None:
        import math

        cx, cy, rx, ry = (x1 + x2) / 2, (y1 + y2) / 2, abs(x2 - x1) / 2, abs(y2 - y1) / 2
        pieces = max(1, math.ceil(abs(extent) / 90))
        step = math.radians(extent / pieces)
        a = math.radians(start)
        point = (cx + rx * math.cos(a), cy + ry * math.sin(a))
        (self.lineTo if join and self.ops else self.moveTo)(*point)
        k = 4 / 3 * math.tan(step / 4)
        for _ in range(pieces):
            b = a + step
            self.curveTo(cx + rx * (math.cos(a) - k * math.sin(a)), cy + ry * (math.sin(a) + k * math.cos(a)),
                         cx + rx * (math.cos(b) + k * math.sin(b)), cy + ry * (math.sin(b) - k * math.cos(b)),
                         cx + rx * math.cos(b), cy + ry * math.sin(b))
            a = b

    def rect(self, x: float, y: float, w: float, h: float) -> None:
        """A closed rectangle subpath: lower-left corner (x, y), ``w`` wide and ``h`` high."""
        self.moveTo(x, y)
        self.lineTo(x + w, y)
        self.lineTo(x + w, y + h)
        self.lineTo(x, y + h)
        self.close()


class ShapesCanvas:
    """Records pdfgen-style drawing calls, in the canvas's units, into :attr:`drawing` (a reportlab
    ``Drawing`` of ``width`` x ``height``)."""

    def __init__(self, width: float, height: float) -> None:
        from reportlab.graphics.shapes import Drawing, Group

        self.drawing = Drawing(width, height)
        self.group = Group()
        self.drawing.add(self.group)
        self.state = _State()
        self._stack: list[tuple[Group, _State]] = []

    # -- state and transforms ---------------------------------------------------------------------
    def saveState(self) -> None:
        """Save the graphics state (colours, line, font, transform); :meth:`restoreState` brings it back."""
        from reportlab.graphics.shapes import Group

        self._stack.append((self.group, replace(self.state)))
        child = Group()
        self.group.add(child)
        self.group = child

    def restoreState(self) -> None:
        """Bring back the graphics state of the matching :meth:`saveState`."""
        self.group, self.state = self._stack.pop()

    def _transform(self, matrix: tuple[float, float, float, float, float, float]) -> None:
        from reportlab.graphics.shapes import Group

        child = Group(transform=matrix)
        self.group.add(child)
        self.group = child

    def translate(self, x: float, y: float) -> None:
        """Move the origin to (x, y)."""
        self._transform((1, 0, 0, 1, x, y))

    def scale(self, sx: float, sy: float) -> None:
        """Scale the units by ``sx`` across and ``sy`` up."""
        self._transform((sx, 0, 0, sy, 0, 0))

    def rotate(self, degrees: float) -> None:
        """Turn the axes ``degrees`` anticlockwise."""
        from reportlab.graphics.shapes import rotate

        self._transform(rotate(degrees))

    def setFillColor(self, colour: Color) -> None:
        """The colour of fills and of text."""
        self.state.fill = colour

    def setStrokeColor(self, colour: Color) -> None:
        """The colour of lines and outlines."""
        self.state.stroke = colour

    def setLineWidth(self, width: float) -> None:
        """The width of lines, in the canvas's units."""
        self.state.width = width

    def setLineCap(self, cap: int) -> None:
        """The line ends: 0 butt, 1 round, 2 square (as PDF)."""
        self.state.cap = cap

    def setLineJoin(self, join: int) -> None:
        """The line joins: 0 mitre, 1 round, 2 bevel (as PDF)."""
        self.state.join = join

    def setDash(self, on: float | list[float] | None = None, off: float | None = None) -> None:
        """Dashes of ``on`` then ``off`` units (``off`` defaults to ``on``), or a list of lengths; none: solid lines."""
        self.state.dash = None if on is None else ([on, off if off is not None else on] if not isinstance(on, list) else on)

    def setFont(self, name: str, size: float) -> None:
        """The font (a registered reportlab font name) and its size in the canvas's units."""
        self.state.font, self.state.size = name, size

    # -- shapes ---------------------------------------------------------------------------------
    def _style(self, shape: Shape, stroke: int, fill: int) -> None:
        from reportlab.graphics.shapes import Line

        s = self.state
        if fill or not isinstance(shape, Line):
            shape.fillColor = s.fill if fill else None
        shape.strokeColor = s.stroke if stroke else None
        shape.strokeWidth = s.width
        shape.strokeLineCap, shape.strokeLineJoin = s.cap, s.join
        shape.strokeDashArray = s.dash
        self.group.add(shape)

    def beginPath(self) -> PathRecorder:
        """A new, empty path to draw with :meth:`drawPath` or clip with :meth:`clipPath`."""
        return PathRecorder()

    def _path(self, p: PathRecorder, **kw: Any) -> ShapePath:
        from reportlab.graphics.shapes import Path

        path = Path(**kw)
        for op, args in p.ops:
            getattr(path, op)(*args)
        return path

    def drawPath(self, p: PathRecorder, stroke: int = 1, fill: int = 0, fillMode: int | None = None) -> None:
        """Draw path ``p``: outlined when ``stroke``, filled when ``fill`` (``fillMode`` is ignored)."""
        self._style(self._path(p), stroke, fill)

    def clipPath(self, p: PathRecorder, stroke: int = 0, fill: int = 0, fillMode: int | None = None) -> None:
        """Clip what follows (until :meth:`restoreState`) to path ``p``; ``stroke``, ``fill`` and ``fillMode`` are
        ignored, as the art never draws a clip path."""
        self.group.add(self._path(p, isClipPath=1, fillColor=None, strokeColor=None))

    def line(self, x1: float, y1: float, x2: float, y2: float) -> None:
        """A straight line from (x1, y1) to (x2, y2)."""
        from reportlab.graphics.shapes import Line

        self._style(Line(x1, y1, x2, y2), 1, 0)

    def rect(self, x: float, y: float, w: float, h: float, stroke: int = 1, fill: int = 0) -> None:
        """A rectangle from its lower-left corner (x, y), ``w`` x ``h``."""
        from reportlab.graphics.shapes import Rect

        self._style(Rect(x, y, w, h), stroke, fill)

    def roundRect(self, x: float, y: float, w: float, h: float, radius: float, stroke: int = 1,
                  fill: int = 0) -> None:
        """A rectangle as :meth:`rect` with corners rounded to ``radius``."""
        from reportlab.graphics.shapes import Rect

        self._style(Rect(x, y, w, h, rx=radius, ry=radius), stroke, fill)

    def ellipse(self, x1: float, y1: float, x2: float, y2: float, stroke: int = 1, fill: int = 0) -> None:
        """The ellipse inside the box (x1, y1)-(x2, y2)."""
        from reportlab.graphics.shapes import Ellipse

        self._style(Ellipse((x1 + x2) / 2, (y1 + y2) / 2, abs(x2 - x1) / 2, abs(y2 - y1) / 2), stroke, fill)

    def circle(self, x: float, y: float, r: float, stroke: int = 1, fill: int = 0) -> None:
        """A circle of radius ``r`` centred at (x, y)."""
        from reportlab.graphics.shapes import Circle

        self._style(Circle(x, y, r), stroke, fill)

    def _string(self, x: float, y: float, text: str, anchor: str) -> None:
        from reportlab.graphics.shapes import Group, String

        # placed by a group at (x, y), the string itself at (0, 0): renderSVG flips a string about
        # ``2 * y`` cut to a whole unit, which in a drawing scaled to mm moves text by up to 1 mm
        self.group.add(Group(String(0, 0, text, fontName=self.state.font, fontSize=self.state.size,
                                    fillColor=self.state.fill, textAnchor=anchor), transform=(1, 0, 0, 1, x, y)))

    def drawString(self, x: float, y: float, text: str) -> None:
        """``text`` with its baseline starting at (x, y)."""
        self._string(x, y, text, "start")

    def drawCentredString(self, x: float, y: float, text: str) -> None:
        """``text`` with its baseline centred on (x, y)."""
        self._string(x, y, text, "middle")

    def drawRightString(self, x: float, y: float, text: str) -> None:
        """``text`` with its baseline ending at (x, y)."""
        self._string(x, y, text, "end")

    def setTitle(self, title: str) -> None:
        """A PDF document's title: nothing to record in a drawing (:func:`write_svg` takes the title)."""
        pass


#: the CSS family an SVG viewer uses for the print's Bitstream Vera: Vera itself where installed, else
#: DejaVu Sans (Vera's successor, with the same Latin metrics, so centred and right-aligned text stays put)
FAMILY = "'Bitstream Vera Sans', 'DejaVu Sans', Verdana, sans-serif"


def font_styles() -> dict[str, dict[str, str]]:
    """The SVG font attributes of each reportlab font the art uses (``{"VeraBd": {"family": ...,
    "weight": "bold"}}``): reportlab's ``renderSVG`` would otherwise write the bare font name
    (``font-family: VeraBd``), which no viewer knows, and every bold word would come out regular."""
    from pnp.paper import FONT, FONT_BOLD

    return {FONT: {"family": FAMILY, "weight": "normal"}, FONT_BOLD: {"family": FAMILY, "weight": "bold"}}


def write_svg(path: Path | str, width_pt: float, height_pt: float, draw: Callable[[ShapesCanvas], None],
              title: str = "") -> None:
    """Run ``draw(canvas)`` on a :class:`ShapesCanvas` of ``width_pt`` x ``height_pt`` points and
    write the result as SVG to ``path``: sized in millimetres (a viewer prints it at its real size),
    the print's fonts named as CSS families with their weight (:func:`font_styles`), and ``title`` as
    the document's ``<title>`` (no ``<desc>`` placeholder)."""
    from reportlab.graphics import renderSVG

    from pnp.paper import MM

    c = ShapesCanvas(width_pt, height_pt)
    draw(c)
    svg = renderSVG.SVGCanvas((width_pt, height_pt), fontHacks=font_styles(), svgAttrs={
        "width": f"{width_pt / MM:.2f}mm", "height": f"{height_pt / MM:.2f}mm",
        "viewBox": f"0 0 {width_pt:.3f} {height_pt:.3f}"})
    for tag, text in (("title", title), ("desc", "")):
        node = svg.svg.getElementsByTagName(tag)[0]
        if text:
            node.firstChild.data = text
        else:
            svg.svg.removeChild(node)
    # renderSVG flips y about the height cut to whole points; flip about the exact height instead
    svg.groupTree.setAttribute("transform", f"scale(1,-1) translate(0,-{height_pt:.3f})")
    renderSVG.draw(c.drawing, svg, 0, 0, showBoundary=False)
    svg.save(str(path))
