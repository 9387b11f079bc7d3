"""Square-tile geometry shared by the printer and the referee (NIL's river tiles).

A river line ends on one of the 8 **boundary points** of a square: the side midpoints ``N E S W`` and
the corners ``NE SE SW NW``. Tiles turn in the plane in quarter turns (they are printed on one face, so
they never flip). A tile kind is the pair of points its line joins in one orientation, read from the
catalogue (``data/nil.yaml``); this module only knows the geometry.

Coordinates. Inside a square, ``local`` gives each point in units of half a square, ``x`` east and
``y`` south from the north-west corner. On a board, a point is a pair of integers on the same
half-square lattice, so a point shared by neighbouring squares has one name: square ``(col, row)``
(0-based, col west to east, row north to south) has its north-west corner at ``(2 col, 2 row)``.

>>> kind_of("W", "E"), kind_of("N", "S")
(('E', 'W'), ('E', 'W'))
>>> rotate("W", 1), rotate("NE", 2)
('N', 'SW')
>>> square_name((0, 10)), parse_square("V21", 22, 21)
('A11', (21, 20))
>>> junction_angle((2, 2), (0, 4), (4, 0))   # a straight run through a corner
180.0
"""

from __future__ import annotations

import math
import re
from functools import lru_cache
from itertools import combinations
from typing import Callable

#: The 8 boundary points, clockwise from north; one quarter turn clockwise moves a point two places on.
POINTS = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")
SIDES = ("N", "E", "S", "W")
CORNERS = ("NE", "SE", "SW", "NW")
#: Each point inside a square, in half squares: x east, y south, from the north-west corner.
LOCAL = {"N": (1, 0), "NE": (2, 0), "E": (2, 1), "SE": (2, 2), "S": (1, 2), "SW": (0, 2), "W": (0, 1),
         "NW": (0, 0)}
_AT = {xy: name for name, xy in LOCAL.items()}

Square = tuple[int, int]
Point = tuple[int, int]


def rotate(point: str, quarter_turns: int) -> str:
    """``point`` after the tile turns ``quarter_turns`` quarter turns clockwise."""
    return POINTS[(POINTS.index(point) + 2 * quarter_turns) % 8]


def opposite(point: str) -> str:
    """The boundary point across the square's centre: ``N``-``S``, ``NE``-``SW``, ..."""
    return rotate(point, 2)


def is_corner(point: str) -> bool:
    """True for ``NE SE SW NW``."""
    return len(point) == 2


def canonical(a: str, b: str) -> tuple[str, str]:
    """A join written in a fixed order (the two points sorted), so ``W-E`` and ``E-W`` compare equal."""
    return (a, b) if a <= b else (b, a)


@lru_cache(maxsize=None)
def orbit(a: str, b: str) -> frozenset[tuple[str, str]]:
    """Every join a tile joining ``a`` and ``b`` shows in its 4 orientations (canonical pairs)."""
    return frozenset(canonical(rotate(a, k), rotate(b, k)) for k in range(4))


@lru_cache(maxsize=None)
def kind_of(a: str, b: str) -> tuple[str, str]:
    """The representative join (the smallest canonical pair of its orbit) of the line ``a``-``b``:
    two lines have the same representative exactly when one tile can show both. Raises ValueError
    for an unknown point or ``a == b``."""
    if a not in LOCAL or b not in LOCAL or a == b:
        raise ValueError(f"a line joins two different boundary points of {', '.join(POINTS)}: {a}-{b}")
    return min(orbit(a, b))


def all_joins() -> list[tuple[str, str]]:
    """The 28 joins of two different boundary points, canonical."""
    return [canonical(a, b) for a, b in combinations(POINTS, 2)]


def column_letter(col: int) -> str:
    """``0 -> 'A'``, ``21 -> 'V'``: columns are lettered west to east."""
    return chr(ord("A") + col)


def square_name(square: Square) -> str:
    """``(col, row)`` (0-based) as written on the board: column letter, row number from 1."""
    return f"{column_letter(square[0])}{square[1] + 1}"


def parse_square(text: str, columns: int, rows: int) -> Square:
    """``'M11'`` -> ``(12, 10)``. Raises ValueError naming the board's range for a square off it."""
    from gamedata.yamlfile import shown

    t = text.strip().upper()
    last = f"{column_letter(columns - 1)}{rows}"
    m = re.fullmatch(r"([A-Z])([0-9]{1,4})", t)  # ASCII only: '²1' and 'A١١' are not row numbers
    if m:
        col, row = ord(m.group(1)) - ord("A"), int(m.group(2)) - 1
        if 0 <= col < columns and 0 <= row < rows:
            return col, row
    raise ValueError(f"{shown(text)} is not a square of the board (A1 to {last}: a column letter and a row number)")


def board_point(square: Square, point: str) -> Point:
    """The lattice point of ``point`` on the boundary of ``square``."""
    dx, dy = LOCAL[point]
    return 2 * square[0] + dx, 2 * square[1] + dy


def local_name(square: Square, at: Point) -> str | None:
    """The name of lattice point ``at`` as seen from ``square``, or None if it is not on its boundary."""
    return _AT.get((at[0] - 2 * square[0], at[1] - 2 * square[1]))


def squares_at(at: Point, columns: int, rows: int) -> list[Square]:
    """The board squares that have lattice point ``at`` on their boundary (1, 2 or 4 of them), in
    reading order (north before south, west before east)."""
    x, y = at
    cols = [x // 2] if x % 2 else [x // 2 - 1, x // 2]
    rws = [y // 2] if y % 2 else [y // 2 - 1, y // 2]
    return [(c, r) for r in rws for c in cols if 0 <= c < columns and 0 <= r < rows and (x % 2 == 0 or y % 2 == 0)]


def on_edge(at: Point, columns: int, rows: int) -> bool:
    """True if lattice point ``at`` lies on the board's outer edge."""
    return at[0] in (0, 2 * columns) or at[1] in (0, 2 * rows)


def point_name(at: Point, columns: int, rows: int) -> str:
    """A lattice point in words, by the first square that has it: ``'M11 NE'``."""
    square = squares_at(at, columns, rows)[0]
    return f"{square_name(square)} {local_name(square, at)}"


def junction_angle(at: Point, back: Point, onward: Point) -> float:
    """The angle in degrees at ``at`` between the chord back to ``back`` and the chord on to
    ``onward`` (180 for a straight run, 90 for a right angle, under 90 for a sharp angle)."""
    ux, uy = back[0] - at[0], back[1] - at[1]
    vx, vy = onward[0] - at[0], onward[1] - at[1]
    cos = (ux * vx + uy * vy) / math.hypot(ux, uy) / math.hypot(vx, vy)
    return round(math.degrees(math.acos(max(-1.0, min(1.0, cos)))), 1)


def is_sharp(at: Point, back: Point, onward: Point) -> bool:
    """True when the angle at ``at`` is under 90° (exactly 90° is not sharp). Exact integer test."""
    return (back[0] - at[0]) * (onward[0] - at[0]) + (back[1] - at[1]) * (onward[1] - at[1]) > 0


# --- the river's centre line in a tile: drawn by the print (pnp.art.nil) and the web board alike ------

def _xy(point: str, size: float) -> tuple[float, float]:
    """A boundary point in a ``size`` mm tile, y up from the lower-left corner."""
    lx, ly = LOCAL[point]
    return lx * size / 2, size - ly * size / 2


def _inward(point: str) -> tuple[float, float]:
    """The unit direction from ``point`` into the tile (y up)."""
    lx, ly = LOCAL[point]
    dx, dy = 1 - lx, -(1 - ly)
    n = math.hypot(dx, dy)
    return dx / n, dy / n


#: The near skew's river (a side midpoint to a corner beside it) in its own orientation, W to NW, as a
#: chain of Hermite nodes in a tile of side 1 (x east, y north; a unit tangent; the handle lengths into
#: and out of the node): a horseshoe meander that dips south, swings round a sand peninsula and leaves
#: through the corner along the diagonal, as every river meeting a corner does.
_MEANDER = ((0.0, 0.5, 1.0, 0.0, 0.0, 0.175),
            (0.39, 0.27, 1.0, 0.0, 0.175, 0.145),
            (0.64, 0.53, 0.0, 1.0, 0.145, 0.145),
            (0.39, 0.8, -1.0, 0.0, 0.145, 0.175),
            (0.0, 1.0, -math.sqrt(0.5), math.sqrt(0.5), 0.175, 0.0))


def _near_skew(a: str, b: str) -> bool:
    """Whether ``a`` and ``b`` are a side midpoint and a corner of the same side."""
    (ax, ay), (bx, by) = LOCAL[a], LOCAL[b]
    return abs(ax - bx) + abs(ay - by) == 1


def _meander(a: str, b: str, size: float) -> list[tuple[float, float]]:
    """The near skew's centre line from ``a`` to ``b`` in a ``size`` mm tile: :data:`_MEANDER` turned or
    mirrored onto the two points (one of the square's 8 symmetries takes W to the side midpoint and NW
    to the corner), as poly-Bézier points."""
    side, corner = (a, b) if b in CORNERS else (b, a)
    pts: list[tuple[float, float]] = [_MEANDER[0][:2]]
    for (x0, y0, dx0, dy0, _, h0), (x1, y1, dx1, dy1, h1, _) in zip(_MEANDER, _MEANDER[1:]):
        pts += [(x0 + dx0 * h0, y0 + dy0 * h0), (x1 - dx1 * h1, y1 - dy1 * h1), (x1, y1)]
    maps: list[Callable[[float, float], tuple[float, float]]] = [
        lambda x, y: (x, y), lambda x, y: (1 - x, y), lambda x, y: (x, 1 - y), lambda x, y: (1 - x, 1 - y),
        lambda x, y: (y, x), lambda x, y: (1 - y, x), lambda x, y: (y, 1 - x), lambda x, y: (1 - y, 1 - x)]
    want = (_xy(side, 1.0), _xy(corner, 1.0))
    f = next(f for f in maps if (f(0.0, 0.5), f(0.0, 1.0)) == want)
    out = [(x * size, y * size) for x, y in (f(*p) for p in pts)]
    return out if side == a else out[::-1]


def line_path(a: str, b: str, size: float) -> tuple[tuple[float, float], ...]:
    """The river's centre line from ``a`` to ``b`` in a ``size`` mm tile as poly-Bézier points: the
    start, then three points (two controls and an end) per cubic segment. One segment for every join
    (a straight segment when both ends face each other) except the near skews (a side midpoint and a
    corner of that side), whose river is a horseshoe meander of four segments round a sand peninsula:
    the two ends are only half a tile apart, too close for one curve to show water between banks.

    >>> len(line_path("W", "E", 20)), len(line_path("W", "NW", 20))
    (4, 13)
    >>> line_path("W", "NW", 20)[0], line_path("W", "NW", 20)[-1], line_path("SW", "S", 20)[-1]
    ((0.0, 10.0), (0.0, 20.0), (10.0, 0.0))
    """
    if _near_skew(a, b):
        return tuple(_meander(a, b, size))
    (ax, ay), (bx, by) = _xy(a, size), _xy(b, size)
    same_edge = (ax == bx and ax in (0, size)) or (ay == by and ay in (0, size))
    k = 0.5 * size if same_edge else 0.36 * math.hypot(bx - ax, by - ay)
    (ux, uy), (vx, vy) = _inward(a), _inward(b)
    return (ax, ay), (ax + k * ux, ay + k * uy), (bx + k * vx, by + k * vy), (bx, by)
