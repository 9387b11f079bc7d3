"""Measure the text a face prints: every run of text, its size and its box on the card.

The art is drawn onto a :class:`TextProbe`, a stand-in for a reportlab canvas that follows the
transformations (translate, rotate, scale, save and restore) and records each string drawn, with the
box it covers on the card: its advance width, from the font's descender to its ascender. Nothing
else is drawn. :func:`art_text_problems` then names every run that leaves the card's safe zone, so a
card size at which a text does not fit is refused before anything is printed (:func:`pnp.build.text_problems`
for a game and print options).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from reportlab.pdfbase.pdfmetrics import getAscentDescent, stringWidth

from pnp.paper import MM, FONT

if TYPE_CHECKING:
    from reportlab.pdfgen.pathobject import PDFPathObject

    from pnp.art import CardArt


@dataclass(frozen=True)
class TextRun:
    """A string as printed: ``face`` (its key), ``text``, ``size`` in points, ``box`` (x0, y0, x1, y1)
    in mm on the card, origin at the trim box's lower-left corner."""

    face: str
    text: str
    size: float
    box: tuple[float, float, float, float]

    def inside(self, w: float, h: float, safe: float) -> bool:
        """True when the run lies ``safe`` mm or more inside a ``w`` x ``h`` mm card's trim line."""
        x0, y0, x1, y1 = self.box
        eps = 1e-6
        return x0 >= safe - eps and y0 >= safe - eps and x1 <= w - safe + eps and y1 <= h - safe + eps


#: a transform (a, b, c, d, e, f) as PDF writes it: x' = a x + c y + e, y' = b x + d y + f
Matrix = tuple[float, float, float, float, float, float]


class TextProbe:
    """A canvas that records text instead of drawing (see the module docstring). Units are those of
    the art: millimetres on the card."""

    def __init__(self, face: str = "") -> None:
        self.face = face
        self.runs: list[TextRun] = []
        self._ctm: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
        self._stack: list[tuple[Matrix, str, float]] = []
        self._font, self._size = FONT, 10.0

    # --- the state the art changes ---------------------------------------------------------------------
    def saveState(self) -> None:  # noqa: N802 (reportlab's names)
        """Save the transform and the font; :meth:`restoreState` brings them back."""
        self._stack.append((self._ctm, self._font, self._size))

    def restoreState(self) -> None:  # noqa: N802
        """Bring back the transform and the font of the matching :meth:`saveState`."""
        self._ctm, self._font, self._size = self._stack.pop()

    def _concat(self, a: float, b: float, c: float, d: float, e: float, f: float) -> None:
        A, B, C, D, E, F = self._ctm
        self._ctm = (a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F)

    def translate(self, dx: float, dy: float) -> None:
        """Move the origin by (dx, dy) mm."""
        self._concat(1, 0, 0, 1, dx, dy)

    def scale(self, sx: float, sy: float) -> None:
        """Scale the units by ``sx`` across and ``sy`` up."""
        self._concat(sx, 0, 0, sy, 0, 0)

    def rotate(self, degrees: float) -> None:
        """Turn the axes ``degrees`` anticlockwise."""
        r = math.radians(degrees)
        self._concat(math.cos(r), math.sin(r), -math.sin(r), math.cos(r), 0, 0)

    def setFont(self, name: str, size: float, leading: float | None = None) -> None:  # noqa: N802
        """The font and size (in the art's units, mm) the next strings are measured in."""
        self._font, self._size = name, size

    def beginPath(self) -> PDFPathObject:  # noqa: N802
        """A reportlab path, drawn nowhere (the art builds paths; only text is recorded)."""
        from reportlab.pdfgen.pathobject import PDFPathObject

        return PDFPathObject()

    # --- text --------------------------------------------------------------------------------------------
    def _record(self, x: float, y: float, s: str, align: float) -> None:
        width = stringWidth(s, self._font, self._size)
        ascent, descent = getAscentDescent(self._font, self._size)
        x0 = x - width * align
        corners = [(u, v) for u in (x0, x0 + width) for v in (y + descent, y + ascent)]
        A, B, C, D, E, F = self._ctm
        pts = [(A * u + C * v + E, B * u + D * v + F) for u, v in corners]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        size_pt = self._size * math.hypot(C, D) * MM
        self.runs.append(TextRun(self.face, s, round(size_pt, 2), (min(xs), min(ys), max(xs), max(ys))))

    def drawString(self, x: float, y: float, s: str, *args: Any, **kwargs: Any) -> None:  # noqa: N802
        """Record ``s`` with its baseline starting at (x, y)."""
        self._record(x, y, s, 0.0)

    def drawCentredString(self, x: float, y: float, s: str, *args: Any, **kwargs: Any) -> None:  # noqa: N802
        """Record ``s`` with its baseline centred on (x, y)."""
        self._record(x, y, s, 0.5)

    def drawRightString(self, x: float, y: float, s: str, *args: Any, **kwargs: Any) -> None:  # noqa: N802
        """Record ``s`` with its baseline ending at (x, y)."""
        self._record(x, y, s, 1.0)

    def __getattr__(self, name: str) -> Callable[..., None]:
        """Every other canvas call (colours, lines, shapes, paths) draws nothing here."""
        return _nothing


def _nothing(*args: Any, **kwargs: Any) -> None:
    """What the probe does for a call that draws no text."""


def face_texts(art: CardArt[Any], key: str, w: float, h: float) -> list[TextRun]:
    """Every text run of face ``key`` drawn by ``art`` on a ``w`` x ``h`` mm card."""
    probe = TextProbe(key)
    art.draw(probe, key, w, h)
    return probe.runs


def art_text_problems(art: CardArt[Any]) -> list[str]:
    """Every text of a game's ``Art`` already made (its card, inks and bleed) that leaves its card's safe
    zone (the catalogue's ``safe_zone`` mm inside the trim line), in words; empty when all fit."""
    sized = {}
    for g in art.groups():  # a group of its own size (tokens, summaries) is probed at that size
        for f in g.faces:
            for k in (f.front, f.back):
                sized[k] = (g.size or art.card, 0.0 if g.butted else art.safe_zone)
    problems = []
    for key in sorted(sized):
        card, safe = sized[key]
        for run in face_texts(art, key, card.width, card.height):
            x0, y0, x1, y1 = run.box
            if not run.inside(card.width, card.height, safe):
                problems.append(f"{key}: {run.text!r} ({run.size:g} pt) reaches "
                                f"({x0:.1f}, {y0:.1f})-({x1:.1f}, {y1:.1f}) mm, outside the safe zone "
                                f"{safe:g} mm inside the {card.width:g} x {card.height:g} mm card")
    return problems
