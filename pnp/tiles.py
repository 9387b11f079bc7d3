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
    from pnp.yamlfile import shown

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
