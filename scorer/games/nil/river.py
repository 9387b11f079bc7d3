"""The river on the board and the geometric placement rules of NIL [Placement des tuiles].

:class:`River` holds the line (its points in order from the start mark), the tiles on the board and
the line segments each square carries. Its ``*_problem`` methods say which rule a placement breaks,
as ``(rule, reason)``, without changing anything; the engine turns that into an
:class:`~scorer.engine.IllegalMove` and adds the rules about racks, turns and the blue column.

Points are lattice points (:mod:`gamedata.tiles`); a segment is ``(square, entry, exit)``.

>>> from scorer.games.nil.board import nil_board
>>> r = River(nil_board())
>>> r.place_problem((0, 10), "W") is not None, r.place_problem((0, 10), "E")
(True, None)
>>> r.place((0, 10), "E", "straight"); r.board.point_name(r.open_end)
'A11 E'
"""

from __future__ import annotations

from functools import lru_cache
from typing import Iterator

from gamedata import tiles
from gamedata.tiles import Point, Square
from scorer.engine.said import Said, say
from scorer.games.nil.board import NilBoard
from scorer.games.nil.typed_words import wording
from scorer.games.nil.rules import (R_CROSS, R_EDGE, R_ENTRY, R_LOOP, R_ON_TILE,  # noqa: F401  (cited here)
                                    R_ONE_LINE, R_OPEN, R_SHARP, R_START)

#: a rule broken: ``(rule title, reason said by id)``
Problem = tuple[str, Said]


def _point(name: str | None) -> str | None:
    """A boundary point (``W``, ``A11 W``) as a ruling's value: said in the reader's compass (French ``O``)."""
    return name if not name or isinstance(name, Said) else _point_term(name)  # (a phrase: "the start mark")


@lru_cache(maxsize=None)  # (at most a point name per square: a few thousand)
def _point_term(name: str) -> str:
    """:func:`_point` made once per name (a ruling is made for every move a legal-move list tries)."""
    return wording().term(name)


@lru_cache(maxsize=None)
def _POINTS_OF(square: Square) -> tuple[tuple[str, Point], ...]:
    """Each boundary point of ``square`` with its lattice point (computed once per square)."""
    return tuple((name, tiles.board_point(square, name)) for name in tiles.POINTS)


class River:
    """The line on the board. ``points`` run from the start mark to the open end; ``tiles`` maps a
    square to the id of the physical tile on it; ``lines`` maps it to the segments it carries (two
    after a crossing)."""

    def __init__(self, board: NilBoard):
        self.board = board
        self.points: list[Point] = [board.start]
        self.used: set[Point] = {board.start}
        self.segments: list[tuple[Square, Point, Point]] = []
        self.tiles: dict[Square, str] = {}
        self.lines: dict[Square, list[tuple[Point, Point]]] = {}

    def clone(self) -> "River":
        """An independent copy, for looking ahead."""
        other = River.__new__(River)
        other.board = self.board
        other.points, other.used, other.segments = list(self.points), set(self.used), list(self.segments)
        other.tiles = dict(self.tiles)
        other.lines = {sq: list(v) for sq, v in self.lines.items()}
        return other

    @property
    def open_end(self) -> Point:
        """The lattice point where the next tile must join the line."""
        return self.points[-1]

    def _back(self) -> Point | None:
        """The other end of the last tile's line (None before the first tile)."""
        return self.segments[-1][1] if self.segments else None

    def where(self) -> Said:
        """The open end in words, with the empty squares next to it: ``'A11 E (next to B11)'``."""
        free = [self.board.name(sq) for sq in self.board.squares_at(self.open_end) if sq not in self.tiles]
        if self.segments:  # named from the last tile's square, as a player sees it
            square = self.segments[-1][0]
            point = f"{self.board.name(square)} {tiles.local_name(square, self.open_end)}"
        else:
            point = self.board.point_name(self.open_end)
        return say("nil.open-end.next-to", point=_point(point), squares=free) if free else \
            say("nil.open-end.no-square", point=_point(point))

    # -- rules -------------------------------------------------------------------------------------

    def _exit_problem(self, square: Square, at: Point, out: Point, back: Point | None) -> Problem | None:
        """The rule a line from ``at`` to ``out`` inside ``square`` breaks at its far end or at the
        junction: the board edge, the line met again, a sharp angle."""
        if not self.board.edge_allowed(out):
            return R_EDGE, say("nil.line.edge", square=self.board.name(square), point=_point(tiles.local_name(square, out)))
        if out in self.used:
            return R_ONE_LINE, say("nil.line.meets-itself", square=self.board.name(square),
                                   point=_point(self.board.point_name(out)))
        if back is not None and at[0] % 2 == 0 and at[1] % 2 == 0 and tiles.is_sharp(at, back, out):  # a corner
            name, angle = self.board.name(square), tiles.junction_angle(at, back, out)
            last_square = self.segments[-1][0]
            last = self.board.name(last_square)
            return R_SHARP, say("nil.line.sharp", square=name, last=last, angle=angle,
                                corner=_point(tiles.local_name(last_square, at)))
        return None

    def place_problem(self, square: Square, exit: str) -> Problem | None:
        """The geometric rule a tile on ``square`` leaving at ``exit`` breaks, or None. Checks: the
        square is on the board, empty and next to the open end; the exit differs from the entry; the
        edge, one-line and sharp-angle rules. Not the open-end look-ahead (:meth:`end_problem`)."""
        at = self.open_end
        entry = tiles.local_name(square, at)
        name = self.board.name(square) if entry is None or square in self.tiles or exit == entry else ""
        if entry is None:
            rule = R_START if not self.segments else R_ENTRY
            return rule, say("nil.place.no-open-end", square=name, end=self.where())
        if square in self.tiles:  # the crossing is offered only where it is legal (nilrev3 defect 5)
            crossing = self.cross_problem(square)
            return R_ON_TILE, (say("nil.place.on-a-tile", square=name) if crossing is None else
                               say("nil.place.on-a-tile-no-cross", square=name, why=crossing[1]))
        if exit == entry:
            return R_ENTRY, say("nil.place.exit-is-entry", square=name, entry=_point(entry))
        return self._exit_problem(square, at, tiles.board_point(square, exit), self._back())

    def cross_problem(self, square: Square) -> Problem | None:
        """The geometric rule a crossing on ``square`` breaks, or None [Croisement du fleuve]."""
        name = self.board.name(square)
        at = self.open_end
        entry = tiles.local_name(square, at)
        if entry is None:
            return R_CROSS, say("nil.place.no-open-end", square=name, end=self.where())
        held = self.tiles.get(square)
        if held is None:
            return R_CROSS, say("nil.cross.empty", square=name)
        if held == self.board.universal:
            return R_CROSS, say("nil.cross.universal", square=name)
        out = tiles.board_point(square, tiles.opposite(entry))
        if any(p in (at, out) for seg in self.lines[square] for p in seg):
            return R_CROSS, say("nil.cross.line-taken", square=name, entry=_point(entry), opposite=_point(tiles.opposite(entry)))
        return self._exit_problem(square, at, out, self._back())

    def exits(self, at: Point | None = None, back: Point | None = None,
              also_taken: Square | None = None) -> Iterator[tuple[Square, str]]:
        """Every ``(square, exit)`` that a plain tile could take from ``at`` (default: the open end)
        by the geometric rules, in a fixed order. ``also_taken`` is a square to treat as occupied
        (for a look-ahead after a tile not yet placed)."""
        if at is None:
            at, back = self.open_end, self._back()
        for square in self.board.squares_at(at):
            if square in self.tiles or square == also_taken:
                continue
            for exit, out in _POINTS_OF(square):
                if out != at and self._exit_problem(square, at, out, back) is None:
                    yield square, exit

    def crossings(self) -> list[Square]:
        """The squares where a crossing is geometrically possible from the open end."""
        return [sq for sq in self.board.squares_at(self.open_end) if sq in self.tiles and self.cross_problem(sq) is None]

    def takes_a_tile_after(self, square: Square, exit: str) -> bool:
        """Would the open end still take some tile after a tile on ``square`` leaving at ``exit``?
        (the one-step test of decision open-end; the tile is not placed)"""
        out = tiles.board_point(square, exit)
        self.used.add(out)
        try:
            return next(self.exits(out, self.open_end, also_taken=square), None) is not None
        finally:
            self.used.discard(out)

    def end_problem(self, square: Square, exit: str | None, universals_after: int) -> Problem | None:
        """The open-end rule for a tile on ``square`` leaving at ``exit`` (``None``: a crossing there):
        waived on a blue square; otherwise the open end must take a tile, or form a loop that the player,
        holding ``universals_after`` universals, could cross legally."""
        if self.board.is_blue(square):
            return None
        crossing = exit is None
        if exit is None:
            exit = tiles.opposite(tiles.local_name(square, self.open_end) or "N")
            after = self.clone()
            after.cross(square)
            if next(after.exits(), None) is not None:
                return None
        elif self.takes_a_tile_after(square, exit):
            return None
        name = self.board.name(square)
        if universals_after <= 0:
            return R_OPEN, say("nil.open-end.dead-end", square=name, exit=_point(exit))
        if not crossing:
            after = self.clone()
            after.place(square, exit, "?")
        for sq in after.crossings():
            crossed = after.clone()
            crossed.cross(sq)
            if self.board.is_blue(sq) or next(crossed.exits(), None) is not None:
                return None
        return R_LOOP, say("nil.open-end.no-crossing", square=name, exit=_point(exit))

    # -- changes ------------------------------------------------------------------------------------

    def place(self, square: Square, exit: str, tile: str) -> None:
        """Put ``tile`` (a kind id) on ``square``, its line from the open end to ``exit``."""
        at, out = self.open_end, tiles.board_point(square, exit)
        self._extend(square, at, out)
        self.tiles[square] = tile

    def cross(self, square: Square) -> str:
        """Put the universal on ``square``, the new line straight across; returns the replaced tile's id."""
        at = self.open_end
        out = tiles.board_point(square, tiles.opposite(tiles.local_name(square, at) or "N"))
        replaced = self.tiles[square]
        self._extend(square, at, out)
        self.tiles[square] = self.board.universal
        return replaced

    def _extend(self, square: Square, at: Point, out: Point) -> None:
        self.points.append(out)
        self.used.add(out)
        self.segments.append((square, at, out))
        self.lines.setdefault(square, []).append((at, out))
