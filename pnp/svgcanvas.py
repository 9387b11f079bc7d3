"""A stand-in for reportlab's PDF canvas that records the art as a reportlab ``Drawing``, so the same
drawing code can be written as SVG by reportlab's own ``renderSVG``.

It covers what the art of this package uses: the graphics state (save, restore, translate, scale,
rotate, colours, line width, caps, joins, dashes, fonts), paths (move, line, curve, close, rect), clip
paths, lines, rectangles, rounded rectangles, circles and strings (left, centred, right).

>>> from reportlab.lib.colors import red
>>> c = ShapesCanvas(20, 10)
>>> c.setFillColor(red); c.rect(1, 1, 5, 5, stroke=0, fill=1); c.drawCentredString(10, 5, "NIL")
>>> [type(n).__name__ for n in c.drawing.contents[0].contents]
['Rect', 'String']
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any


@dataclass
class _State:
    fill: Any = None
    stroke: Any = None
    width: float = 1.0
    cap: int = 0
    join: int = 0
    dash: Any = None
    font: str = "Helvetica"
    size: float = 12.0
    extra: dict = field(default_factory=dict)


class _PathRecorder:
    """What ``canvas.beginPath()`` returns: records the path's operations."""

    def __init__(self):
        self.ops: list[tuple[str, tuple[float, ...]]] = []

    def moveTo(self, x, y):
        self.ops.append(("moveTo", (x, y)))

    def lineTo(self, x, y):
        self.ops.append(("lineTo", (x, y)))

    def curveTo(self, x1, y1, x2, y2, x3, y3):
        self.ops.append(("curveTo", (x1, y1, x2, y2, x3, y3)))

    def close(self):
        self.ops.append(("closePath", ()))

    def arcTo(self, x1, y1, x2, y2, start=0, extent=90):
        """An elliptic arc in the box (x1, y1)-(x2, y2) from ``start`` degrees over ``extent``, joined by
        a line from the current point (as pdfgen's ``arcTo``), as cubic curves of at most 90° each."""
        self._arc(x1, y1, x2, y2, start, extent, join=True)

    def arc(self, x1, y1, x2, y2, start=0, extent=90):
        """The same arc starting a new subpath (as pdfgen's ``arc``)."""
        self._arc(x1, y1, x2, y2, start, extent, join=False)

    def _arc(self, x1, y1, x2, y2, start, extent, join):
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

    def rect(self, x, y, w, h):
        self.moveTo(x, y)
        self.lineTo(x + w, y)
        self.lineTo(x + w, y + h)
        self.lineTo(x, y + h)
        self.close()


def _line_class():
    from reportlab.graphics.shapes import Line

    return Line


class ShapesCanvas:
    """Records pdfgen-style drawing calls, in the canvas's units, into :attr:`drawing` (a reportlab
    ``Drawing`` of ``width`` x ``height``)."""

    def __init__(self, width: float, height: float):
        from reportlab.graphics.shapes import Drawing, Group

        self.drawing = Drawing(width, height)
        self.group = Group()
        self.drawing.add(self.group)
        self.state = _State()
        self._stack: list[tuple[Any, _State]] = []

    # -- state and transforms ---------------------------------------------------------------------
    def saveState(self):
        from reportlab.graphics.shapes import Group

        self._stack.append((self.group, replace(self.state)))
        child = Group()
        self.group.add(child)
        self.group = child

    def restoreState(self):
        self.group, self.state = self._stack.pop()

    def _transform(self, matrix):
        from reportlab.graphics.shapes import Group

        child = Group(transform=matrix)
        self.group.add(child)
        self.group = child

    def translate(self, x, y):
        self._transform((1, 0, 0, 1, x, y))

    def scale(self, sx, sy):
        self._transform((sx, 0, 0, sy, 0, 0))

    def rotate(self, degrees):
        from reportlab.graphics.shapes import rotate

        self._transform(rotate(degrees))

    def setFillColor(self, colour):
        self.state.fill = colour

    def setStrokeColor(self, colour):
        self.state.stroke = colour

    def setLineWidth(self, width):
        self.state.width = width

    def setLineCap(self, cap):
        self.state.cap = cap

    def setLineJoin(self, join):
        self.state.join = join

    def setDash(self, on=None, off=None):
        self.state.dash = None if on is None else ([on, off if off is not None else on] if not isinstance(on, list) else on)

    def setFont(self, name, size):
        self.state.font, self.state.size = name, size

    # -- shapes ---------------------------------------------------------------------------------
    def _style(self, shape, stroke: int, fill: int):
        s = self.state
        if fill or not isinstance(shape, _line_class()):
            shape.fillColor = s.fill if fill else None
        shape.strokeColor = s.stroke if stroke else None
        shape.strokeWidth = s.width
        shape.strokeLineCap, shape.strokeLineJoin = s.cap, s.join
        shape.strokeDashArray = s.dash
        self.group.add(shape)

    def beginPath(self) -> _PathRecorder:
        return _PathRecorder()

    def _path(self, p: _PathRecorder, **kw):
        from reportlab.graphics.shapes import Path

        path = Path(**kw)
        for op, args in p.ops:
            getattr(path, op)(*args)
        return path

    def drawPath(self, p, stroke=1, fill=0, fillMode=None):
        self._style(self._path(p), stroke, fill)

    def clipPath(self, p, stroke=0, fill=0, fillMode=None):
        self.group.add(self._path(p, isClipPath=1, fillColor=None, strokeColor=None))

    def line(self, x1, y1, x2, y2):
        from reportlab.graphics.shapes import Line

        self._style(Line(x1, y1, x2, y2), 1, 0)

    def rect(self, x, y, w, h, stroke=1, fill=0):
        from reportlab.graphics.shapes import Rect

        self._style(Rect(x, y, w, h), stroke, fill)

    def roundRect(self, x, y, w, h, radius, stroke=1, fill=0):
        from reportlab.graphics.shapes import Rect

        self._style(Rect(x, y, w, h, rx=radius, ry=radius), stroke, fill)

    def ellipse(self, x1, y1, x2, y2, stroke=1, fill=0):
        from reportlab.graphics.shapes import Ellipse

        self._style(Ellipse((x1 + x2) / 2, (y1 + y2) / 2, abs(x2 - x1) / 2, abs(y2 - y1) / 2), stroke, fill)

    def circle(self, x, y, r, stroke=1, fill=0):
        from reportlab.graphics.shapes import Circle

        self._style(Circle(x, y, r), stroke, fill)

    def _string(self, x, y, text, anchor):
        from reportlab.graphics.shapes import String

        self.group.add(String(x, y, text, fontName=self.state.font, fontSize=self.state.size,
                              fillColor=self.state.fill, textAnchor=anchor))

    def drawString(self, x, y, text):
        self._string(x, y, text, "start")

    def drawCentredString(self, x, y, text):
        self._string(x, y, text, "middle")

    def drawRightString(self, x, y, text):
        self._string(x, y, text, "end")

    def setTitle(self, title):
        pass


def write_svg(path, width_pt: float, height_pt: float, draw) -> None:
    """Run ``draw(canvas)`` on a :class:`ShapesCanvas` of ``width_pt`` x ``height_pt`` points and
    write the result as SVG to ``path``."""
    from reportlab.graphics import renderSVG

    c = ShapesCanvas(width_pt, height_pt)
    draw(c)
    renderSVG.drawToFile(c.drawing, str(path))
