"""NIL's board in text for a terminal: the river's path square by square, the open end, the zones' values
and the blue squares' values, on a grid of at most 52 columns (:func:`grid`, used by
:func:`scorer.games.nil.view.board_text`).

The grid is drawn on the half-square lattice of :mod:`gamedata.tiles`: a square's centre is a character on its
row's line, the points between squares are the characters between them (a side between two columns on the
row's line, a side between two rows and a corner on the line between two rows). So a row's line reads as
before (``11>s * ``: the start mark, a tile, the next tile's square) and the river's path shows where it
passes from one square to the next:

* ``=`` across a side between two columns, ``|`` across a side between two rows, ``/`` or ``\\`` through a
  corner to the square diagonally beyond (a corner joining two squares of one row or column shows ``=`` or
  ``|``, the way the river goes on);
* ``@`` the open end, ``>`` the start mark;
* a signed number on a square: the value of its zone, written once per zone on its first square with room
  for it (``-40`` a red zone, minus; ``+240`` a green one, plus: a value of four characters also covers
  the square beside it when that square is empty and of the same zone or of none), or below the grid where the
  zone's squares are covered or lie only beside another zone's (``v+240v`` would read as a red zone);
  right of the grid each blue square's value.

>>> from scorer.games.nil.engine import Nil
>>> from scorer.games.nil.moves import Deal, Place, StartPlayer
>>> s = Nil(["Anna", "Ben"])
>>> s.apply(StartPlayer(0)); s.apply(Deal((("straight", "far-left") * 2 + ("bend",), ("bend",) * 5)))
>>> s.apply(Place((0, 10), "E")); s.apply(Place((1, 10), "NE"))
>>> lines = grid(s)
>>> lines[0][:12], next(line for line in lines if line.startswith("11"))[:8]
('   A B C D E', '11>s=f *')
>>> next(line for line in lines if "@" in line)  # the open end: B11's north-east corner
'      @'
"""

from __future__ import annotations

import textwrap
from typing import Any

from gamedata.tiles import Point, Square
from scorer.engine import words
from scorer.games.nil.rules import OVER

WIDTH = 60  # characters per line at most
MARGIN = 2  # rows shown above and below the river

#: the legend of the grid's symbols (folded to the width asked; :mod:`scorer.engine.cli_messages`)
LEGEND = "nile-cli.board.nil.legend"


def kind_letters(state: Any, lang: str = "en") -> dict[str, str]:
    """One capital letter per tile kind, in catalogue order: the first letter of its word in ``lang`` that no kind
    before it took (``straight`` S, ``bend`` B, ``far-right`` R, ...; French ``droite`` D, ``courbe`` C...), in
    French and German never a compass point's letter typed in the same session (frderev C17); German's skewed
    kinds are read from their side first (:data:`SIDE_FIRST`: ``weit-links`` L, ``nah-links`` I, frderev2 N6).

    >>> from scorer.games.nil.engine import Nil
    >>> " ".join(kind_letters(Nil(["Anna", "Ben"]), "de").values())
    'G K D B L R I E U'
    """
    letters: dict[str, str] = {}
    skip = "" if lang == "en" else COMPASS_LETTERS[lang]
    for kind in state.board.kinds:
        word = state.board.typed(kind).said(lang)
        if lang in SIDE_FIRST and "-" in word:
            word = word.split("-", 1)[1] + word.split("-", 1)[0]
        letters[kind] = next((c.upper() for c in word if "A" <= c.upper() <= "Z" and c.upper() not in letters.values()
                              and c.upper() not in skip), "?")
    return letters


#: the languages whose skewed kinds' letters come from their side's word first (German ``weit-links`` L,
#: ``weit-rechts`` R, then ``nah-links`` I, ``nah-rechts`` E: links and rechts, where ``weit-links`` gave W, taken by
#: west, then E; the German reader's guess, frderev2 N6)
SIDE_FIRST = ("de",)

#: the compass points' letters a French or German table types (``A11 O``, ``A11 NO``): no tile kind's letter
COMPASS_LETTERS = {"fr": "NSEO", "de": "NSOW"}


def fold(items: list[str], width: int) -> list[str]:
    """``items`` joined by spaces into lines of at most ``width`` characters, never splitting an item (a
    legend's ``R far-right`` stays on one line); an item longer than ``width`` gets a line of its own."""
    lines: list[str] = []
    for item in items:
        if lines and len(lines[-1]) + 1 + len(item) <= width:
            lines[-1] += " " + item
        else:
            lines.append(item)
    return lines


def passage(a: Square, b: Square) -> str:
    """The mark of the river passing from square ``a`` into square ``b`` (see the module docstring).

    >>> passage((0, 10), (1, 10)), passage((1, 10), (1, 9)), passage((1, 10), (2, 9)), passage((1, 10), (2, 11))
    ('=', '|', '/', '\\\\')
    """
    dx, dy = b[0] - a[0], b[1] - a[1]
    if dy == 0:
        return "="
    if dx == 0:
        return "|"
    return "/" if dx * dy < 0 else "\\"


def river_marks(river: Any) -> dict[Point, str]:
    """The mark at each lattice point the river passes: ``>`` the start mark, a :func:`passage` mark at
    each junction of two tiles, ``@`` the open end."""
    marks = {river.points[0]: ">"}
    for (sq_a, _, out), (sq_b, _, _) in zip(river.segments, river.segments[1:]):
        marks[out] = passage(sq_a, sq_b)
    if river.segments:
        marks[river.open_end] = "@"
    return marks


def _zone_text(zone: Any) -> str:
    """A zone's value as written on the grid, always signed: ``-40`` red, ``+240`` green."""
    return f"{'-' if zone.colour == 'red' else '+'}{zone.value}"


def _centre(state: Any, square: Square, letters: dict[str, str], recent: set[Square], nxt: set[Square]) -> str:
    board = state.board
    tile = state.river.tiles.get(square)
    if tile is not None:
        letter = letters.get(tile, "?")
        return letter.lower() if square in recent else letter
    if square in nxt:
        return "*"
    if board.is_blue(square):
        return "~"
    zone = board.zone_at.get(square)
    if zone is not None:
        return "^" if zone.colour == "green" else "v"
    return "."


def _values(state: Any, canvas: dict[Point, str], rows: range, nxt: set[Square], lang: str = "en") -> list[str]:
    """Write each zone's value on its first shown, empty square whose sides are free (its named square
    first) and that has no other zone's marker right beside it; return the zones shown on the grid whose
    value found no such room, as ``'L10 -40 (under the river)'`` or ``'N9 +240'`` (written below the grid), in
    ``lang``."""
    board, river = state.board, state.river
    left = []
    for zone in board.catalogue.board.zones:
        names = [zone.id] + [name for name in zone.squares if name != zone.id] if zone.id in zone.squares \
            else list(zone.squares)
        squares = [board.parse_square(name) for name in names]
        if not any(sq[1] in rows for sq in squares):
            continue
        text = _zone_text(zone)
        clear_spots = [span for crowded, span in _spots(state, canvas, rows, nxt, zone, squares, text) if not crowded]
        if clear_spots:  # a square with no other zone's marker beside it: the value reads as its zone's
            for p, ch in zip(clear_spots[0], text):
                canvas[p] = ch
        else:  # under the river, or only beside another zone's squares (v240v would read as red): below the grid
            under = all(sq in river.tiles for sq in squares if sq[1] in rows)
            left.append(words("nile-cli.board.nil.under", {"zone": f"{zone.id} {text}"}, lang) if under else
                        f"{zone.id} {text}")
    return left


def _spots(state: Any, canvas: dict[Point, str], rows: range, nxt: set[Square], zone: Any, squares: list[Square],
           text: str) -> list[tuple[bool, list[Point]]]:
    """Where ``zone``'s value ``text`` may be written, square by square of ``squares`` (in order): the span
    of grid points it covers, and whether another zone's marker is right beside it (``crowded``)."""
    board, river = state.board, state.river

    def own(p: Point) -> bool:
        """``p`` is the centre of an empty square of ``zone`` or of no zone (a plain ``.``, not blue): a value of
        four characters may cover it."""
        sq = ((p[0] - 1) // 2, p[1] // 2)
        return p[0] % 2 == 1 and board.zone_at.get(sq) in (zone, None) and not board.is_blue(sq) \
            and sq not in river.tiles and sq not in nxt

    def crowded(span: list[Point]) -> bool:
        """Another zone's marker right beside the value: ``v240v`` would read as a red zone of 240."""
        ends = [(span[0][0] - 1, span[0][1]), (span[-1][0] + 1, span[-1][1])]
        return any(canvas.get(p) in ("^", "v") and board.zone_at.get(((p[0] - 1) // 2, p[1] // 2)) is not zone
                   for p in ends)

    spots = []
    for sq in squares:
        x, y = 2 * sq[0] + 1, 2 * sq[1] + 1
        span = [(x + k, y) for k in range(-(len(text) // 2), len(text) - len(text) // 2)]
        if sq[1] in rows and sq not in river.tiles and sq not in nxt and len(text) <= 4 and \
                all(canvas.get(p, " ") == " " or p == (x, y) or own(p) for p in span):
            spots.append((crowded(span), span))
    return spots


def grid(state: Any, width: int = WIDTH, lang: str = "en") -> list[str]:
    """The grid's lines: the column letters, then for each row shown (those the river and the next
    tile's squares use, :data:`MARGIN` more above and below) its line, the blue square's value at the
    right, and the line of the points below it where the river passes them; then the kinds' letters (each with the
    kind as typed in ``lang``) and the legend folded at ``width``.
    Lines of the grid are ``3 + 2 * columns + 5`` characters (52 on NIL's board)."""
    board, river = state.board, state.river
    letters = kind_letters(state, lang)
    recent = set(state.placed_squares() if state.placed else state.last_turn)
    nxt = {sq for sq in board.squares_at(river.open_end) if sq not in river.tiles} if state.phase != OVER else set()
    start_row = board.start[1] // 2
    used = [sq[1] for sq in list(river.tiles) + list(nxt)] or [start_row]
    top, bottom = max(0, min(used) - MARGIN), min(board.rows - 1, max(used) + MARGIN)
    canvas: dict[Point, str] = {}
    for row in range(top, bottom + 1):
        for col in range(board.columns):
            canvas[(2 * col + 1, 2 * row + 1)] = _centre(state, (col, row), letters, recent, nxt)
    canvas.update({p: m for p, m in river_marks(river).items() if top * 2 <= p[1] <= bottom * 2 + 2})
    covered = _values(state, canvas, range(top, bottom + 1), nxt, lang)
    lines = ["   " + " ".join(chr(ord("A") + c) for c in range(board.columns))]
    for y in range(2 * top, 2 * bottom + 3):
        cells = "".join(canvas.get((x, y), " ") for x in range(2 * board.columns + 1))
        if y % 2:
            row = y // 2
            lines.append(f"{row + 1:>2}{cells} {board.goal_value(row):>4}")
        elif cells.strip():  # a line between two rows, where the river passes it
            lines.append(f"  {cells}".rstrip())
    lines += fold([f"{letters[k]} {board.typed(k).said(lang)}" for k in board.kinds], width)
    if covered:
        lines += textwrap.wrap(words("nile-cli.board.nil.below", {"zones": covered}, lang), width)
    lines += textwrap.wrap(words(LEGEND, {}, lang), width)
    return lines
