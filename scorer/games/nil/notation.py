"""NIL moves as a player says them at the table, typed on the board's coordinates, and read against the
position (as python-chess's ``parse_san`` reads a move against the board).

A tile is written as

* ``M11 NE``: the square and the boundary point where the river leaves it; the entry is the open end,
  and the kind follows from the two ends;
* ``NE``: the exit alone, when only one empty square next to the open end has that point;
* ``M11 bend``: the square and the kind, when only one way of laying it fits;
* any of these with ``U`` (or ``universal``) after it, or before the kind: a universal tile used as
  that kind, e.g. ``M11 NE U``, ``M11 bend U``, ``M11 U bend`` or ``M11 universal as bend`` (the rules
  ask the player to say which tile it stands for; the exit may be left out when the kind says it);
* ``cross M11`` (or ``cross``): a universal tile crossing the river on the occupied square M11.

A written move that could mean two legal moves raises :class:`~scorer.engine.AmbiguousMove`.

>>> from scorer.games.nil.engine import Nil
>>> from scorer.games.nil.moves import StartPlayer, Deal
>>> s = Nil(["Anna", "Ben"]); s.apply(StartPlayer(0)); s.apply(Deal((("bend",) * 5, ("straight",) * 5)))
>>> read_tile("A11 N").resolve(s), read_tile("N").resolve(s)
(Place(square=(0, 10), exit='N', universal=False), Place(square=(0, 10), exit='N', universal=False))
>>> read_tile("A11 bend").resolve(s)
Traceback (most recent call last):
...
scorer.engine.AmbiguousMove: 'A11 bend' could mean A11 N or A11 S; write which
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from pnp import tiles
from pnp.tiles import Square
from pnp.yamlfile import shown
from scorer.engine import AmbiguousMove, Checkpoint, IllegalMove, InvalidMove, Notation
from scorer.games.nil.board import nil_board
from scorer.games.nil.engine import DRAW, R_DRAW
from scorer.games.nil.moves import Cross, Draw, Place

_UNIVERSAL_WORDS = ("u", "universal")


@dataclass(frozen=True)
class TileNotation(Notation):
    """A tile as written: any of ``square``, ``exit`` and ``kind`` (catalogue id) may be missing, as
    the module docstring says. ``cross`` marks a crossing."""

    text: str
    square: Square | None = None
    exit: str | None = None
    kind: str | None = None
    universal: bool = False
    cross: bool = False

    def resolve(self, state: Any) -> Any:
        """The :class:`Place` or :class:`Cross` this means in ``state``. Raises InvalidMove /
        AmbiguousMove."""
        river = state.river
        if self.cross:
            if self.square is not None:
                return Cross(self.square)
            readings: list[Any] = [Cross(sq) for sq in state.board.squares_at(river.open_end) if sq in river.tiles]
            what = "no square next to the open end holds a tile to cross"
        elif self.square is not None and self.exit is not None:
            return Place(self.square, self.exit, self.universal)
        else:
            readings = []
            squares = [self.square] if self.square is not None else \
                [sq for sq in state.board.squares_at(river.open_end) if sq not in river.tiles]
            for sq in squares:
                entry = tiles.local_name(sq, river.open_end)
                if entry is None:
                    continue
                for exit in tiles.POINTS:
                    if exit == entry or (self.exit is not None and exit != self.exit):
                        continue
                    if self.kind is not None and state.board.kind_for(entry, exit).id != self.kind:
                        continue
                    readings.append(Place(sq, exit, self.universal))
            what = (f"no empty square next to the open end ({river.where()}) "
                    + (f"has a point {self.exit} to leave by" if self.exit else "takes that tile"))
            if self.square is not None and tiles.local_name(self.square, river.open_end) is None:
                what = f"{tiles.square_name(self.square)} is not next to the open end ({river.where()})"
        if not readings:
            raise InvalidMove(f"'{self.text}': {what}")
        if len(readings) == 1:
            return readings[0]
        legal = [m for m in readings if state.check(m) is None]
        if len(legal) == 1:
            return legal[0]
        raise AmbiguousMove(self.text, [str(m) for m in (legal or readings)])


def read_tile(text: str) -> TileNotation:
    """Read one written tile (see the module docstring). Raises :class:`InvalidMove` naming what was
    expected."""
    board = nil_board()
    words = text.replace(",", " ").split()
    low = [w.lower() for w in words]
    said = sum(w in _UNIVERSAL_WORDS for w in low)
    universal = said > 0
    if universal:  # 'U' or 'universal' anywhere, and an 'as' before the kind: 'M11 universal as bend'
        if said > 1:
            raise InvalidMove(f"'{text}': say 'U' (or 'universal') once")
        keep = [i for i, w in enumerate(low) if w not in _UNIVERSAL_WORDS and w != "as"]
        words, low = [words[i] for i in keep], [low[i] for i in keep]
    cross = bool(low) and low[0] == "cross"
    if cross:
        words, low = words[1:], low[1:]
    square = exit = kind = None
    for word, lw in zip(words, low):
        up = word.upper()
        if up in tiles.LOCAL and exit is None:
            exit = up
        elif lw in board.kinds and kind is None and lw != board.universal:
            kind = lw
        elif square is None and re.fullmatch(r"[A-Za-z][0-9]+", word):  # ASCII digits only (not 'A١١', 'A²1')
            try:
                square = board.parse_square(word)
            except ValueError as exc:
                raise InvalidMove(str(exc)) from None
        else:
            raise InvalidMove(f"{shown(text)}: cannot read {shown(word)}; write a tile as a square and the point where the "
                              f"river leaves it, e.g. 'M11 NE' (points: {' '.join(tiles.POINTS)}), add 'U' for a "
                              "universal tile, or 'cross M11' for a crossing")
    if cross and (exit or kind or universal):
        raise InvalidMove(f"{shown(text)}: a crossing is written 'cross' and the square, e.g. 'cross M11'; it always "
                          "uses a universal tile and runs straight across")
    if not cross and exit is None and kind is None and universal:
        raise InvalidMove(f"'{text}': say which tile the universal stands for (e.g. 'M11 bend U') or where the "
                          "river leaves the square (e.g. 'M11 NE U')")
    if not cross and exit is None and kind is None:
        raise InvalidMove(f"{shown(text)}: say where the river leaves the square (e.g. 'M11 NE') or which kind of "
                          "tile it is (e.g. 'M11 bend')")
    if exit is not None and kind is not None:
        raise InvalidMove(f"{shown(text)}: give the exit point or the kind, not both (the kind follows from the ends)")
    return TileNotation(text, square, exit, kind, universal, cross)


@dataclass(frozen=True)
class DrawNotation(Notation):
    """The tiles a player drew after the turn, as written (``None`` entries unseen), or nothing written:
    then as many unseen tiles as the rules say. Resolves to :class:`Draw`, or to a no-op checkpoint when
    no draw is due and none was written."""

    tiles: tuple[str | None, ...] | None

    def resolve(self, state: Any) -> Any:
        if state.phase == DRAW:
            return Draw(self.tiles if self.tiles is not None else (None,) * state.draw_count)
        return NoDraw(self.tiles)


@dataclass(frozen=True)
class NoDraw(Checkpoint):
    """No draw is due here: fine if the record wrote none."""

    tiles: tuple[str | None, ...] | None

    def verify(self, state: Any) -> IllegalMove | None:
        if not self.tiles:
            return None
        return IllegalMove(self, R_DRAW, f"no draw is due here ({state.position()})")

    def __str__(self) -> str:
        return "drew"
