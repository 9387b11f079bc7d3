"""One NIL tile as written at the table (``M11 NE``, ``NE``, ``M11 bend U``, ``cross M11``; the grammar is
in :mod:`scorer.games.nil.notation`'s docstring): :func:`read_tile` reads the words, and
:class:`TileNotation` resolves them against the river's open end to one :class:`Place` or :class:`Cross`.

>>> read_tile("M11 universal as bend")
TileNotation(text='M11 universal as bend', square=(12, 10), exit=None, kind='bend', universal=True, cross=False)
>>> read_tile("M11 universelle comme courbe").kind, read_tile("M11 Universal als Kurve").universal
('bend', True)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from gamedata import tiles
from gamedata.tiles import Square
from gamedata.yamlfile import shown as _shown
from scorer.engine import AmbiguousMove, InvalidMove, Notation, Said, say
from scorer.games.nil.board import nil_board
from scorer.games.nil.moves import Cross, Place
from scorer.games.nil.typed_words import wording

#: how much of a refused entry a message echoes: a whole entry a table types (a rack of 5 kinds named, a
#: turn of 5 tiles), not cut short; a longer value is cut with its length
ENTRY_ECHO = 160


def shown(value: Any) -> str:
    """``value`` as a message echoes it (:func:`gamedata.yamlfile.shown`), up to :data:`ENTRY_ECHO` characters.

    >>> shown("Ben: straight straight arc far-right far-right")
    "'Ben: straight straight arc far-right far-right'"
    """
    return _shown(value, ENTRY_ECHO)


_UNIVERSAL_WORDS = ("u", "universal")
#: the word before the kind a universal is played as (``M11 universal as bend``, ``M11 universelle comme courbe``,
#: ``M11 Universal als Kurve``)
_AS = ("as", "comme", "als")
#: words a table says around a tile that mean nothing more ('straight on A11')
_TILE_FILLERS = ("on", "at", "to")
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

    def resolve(self, state: Any) -> Place | Cross:
        """The :class:`Place` or :class:`Cross` this means in ``state``: the one reading of the tile next to
        the river's open end, or the one of several that is legal. Raises InvalidMove (no reading) /
        AmbiguousMove (several, naming them)."""
        if self.cross and self.square is not None:
            return Cross(self.square)
        if not self.cross and self.square is not None and self.exit is not None:
            return Place(self.square, self.exit, self.universal)
        readings, what = self._crossings(state) if self.cross else self._placings(state)
        if not readings:
            raise InvalidMove(say("nil.read.no-reading", text=wording().echo(self.text), why=what))
        if len(readings) == 1:
            return readings[0]
        legal = [m for m in readings if state.check(m) is None]
        if len(legal) == 1:
            return legal[0]
        candidates = [str(m) for m in (legal or readings)]
        raise AmbiguousMove(self.text, candidates, say("nil.read.ambiguous", text=wording().term(self.text),
                                                       candidates=[wording().term(c) for c in candidates]))

    def _crossings(self, state: Any) -> tuple[list[Place | Cross], Said]:
        """A crossing without its square: every tile next to the river's open end it could cross, and why
        there is none."""
        river = state.river
        return ([Cross(sq) for sq in state.board.squares_at(river.open_end) if sq in river.tiles],
                say("nil.read.none-to-cross"))

    def _placings(self, state: Any) -> tuple[list[Place | Cross], Said]:
        """A tile without its square or exit: every placing next to the river's open end (on the square
        written, else on each empty one) that leaves by the exit or is of the kind written, and why there is
        none."""
        river = state.river
        squares = [self.square] if self.square is not None else \
            [sq for sq in state.board.squares_at(river.open_end) if sq not in river.tiles]
        readings: list[Place | Cross] = []
        for sq in squares:
            entry = tiles.local_name(sq, river.open_end)
            if entry is not None:
                readings += [Place(sq, exit, self.universal) for exit in self._exits(state, entry)]
        if self.square is not None and tiles.local_name(self.square, river.open_end) is None:
            return readings, say("nil.read.not-next", square=tiles.square_name(self.square), where=river.where())
        return readings, (say("nil.read.no-exit", where=river.where(), exit=self.exit) if self.exit else
                          say("nil.read.no-square", where=river.where()))

    def _exits(self, state: Any, entry: str) -> list[str]:
        """The points a tile entered at ``entry`` may leave by: the exit written, or those giving the kind
        written, or any other point."""
        return [exit for exit in tiles.POINTS if exit != entry and (self.exit is None or exit == self.exit)
                and (self.kind is None or state.board.kind_for(entry, exit).id == self.kind)]


def read_tile(text: str) -> TileNotation:
    """Read one written tile (see the module docstring): the catalogue's tile names read as their ids,
    fillers dropped, then 'U' (universal) and 'cross', then the square, exit and kind in any order. Raises
    :class:`InvalidMove` naming what was expected."""
    words = _tile_words(text)
    words, universal = _universal_said(text, words)
    cross = bool(words) and words[0].lower() == "cross"
    square, exit, kind = _square_exit_kind(text, words[1:] if cross else words)
    _check_tile_parts(text, cross, exit, kind, universal)
    return TileNotation(text, square, exit, kind, universal, cross)


def _tile_words(text: str) -> list[str]:
    """The words of a written tile, the catalogue's tile names ('near skew left') read as their ids and the
    fillers dropped."""
    spoken = text
    for tile in nil_board().kinds.values():
        if tile.name != tile.id and " " in tile.name:
            spoken = re.sub(r"\b" + r"\s+".join(map(re.escape, tile.name.split())) + r"\b", tile.id, spoken, flags=re.I)
    board = nil_board()
    return [board.kind_of_word(w) or w for w in spoken.replace(",", " ").split() if w.lower() not in _TILE_FILLERS]


def _universal_said(text: str, words: list[str]) -> tuple[list[str], bool]:
    """The words without 'U' (or 'universal', said once, anywhere) and an 'as' before the kind ('M11
    universal as bend'), and whether the tile is a universal one. Raises :class:`InvalidMove` if said
    twice."""
    said = sum(w.lower() in _UNIVERSAL_WORDS for w in words)
    if not said:
        return words, False
    if said > 1:
        raise InvalidMove(say("nil.read.universal-once", text=text))
    return [w for w in words if w.lower() not in _UNIVERSAL_WORDS and w.lower() not in _AS], True


def _square_exit_kind(text: str, words: list[str]) -> tuple[Square | None, str | None, str | None]:
    """The square, the exit point and the tile kind among ``words`` (each at most once, in any order).
    Raises :class:`InvalidMove` for a word that is none of them, or a square off the board."""
    board = nil_board()
    square = exit = kind = None
    for word in words:
        up, lw = word.upper(), word.lower()
        if up in tiles.LOCAL and exit is None:
            exit = up
        elif lw in board.kinds and kind is None and lw != board.universal:
            kind = lw
        elif square is None and re.fullmatch(r"[A-Za-z][0-9]+", word):  # ASCII digits only (not 'A١١', 'A²1')
            try:
                square = board.parse_square(word)
            except ValueError:
                last = f"{tiles.column_letter(board.columns - 1)}{board.rows}"
                raise InvalidMove(say("nil.read.square", square=wording().echo(word), last=last)) from None
        else:
            typed = wording().term
            raise InvalidMove(say("nil.read.tile", text=wording().echo(text), word=wording().echo(word), example=typed("M11 NE"),
                                  points=typed(" ".join(tiles.POINTS)), cross=typed("cross M11")))
    return square, exit, kind


def _check_tile_parts(text: str, cross: bool, exit: str | None, kind: str | None, universal: bool) -> None:
    """Raise :class:`InvalidMove` for parts that do not make one tile: a crossing with an exit, a kind or a
    'U' (it is always a universal tile running straight across); a tile with neither exit nor kind (a
    universal one must say what it stands for); a tile with both (the kind follows from the ends)."""
    if cross and (exit or kind or universal):
        raise InvalidMove(say("nil.read.cross-form", text=shown(text), cross=wording().term("cross"),
                              example=wording().term("cross M11")))
    if not cross and exit is None and kind is None and universal:
        raise InvalidMove(say("nil.read.universal-form", text=text, kind=wording().term("M11 bend U"),
                              exit=wording().term("M11 NE U")))
    if not cross and exit is None and kind is None:
        raise InvalidMove(say("nil.read.exit-or-kind", text=shown(text), exit=wording().term("M11 NE"),
                              kind=wording().term("M11 bend")))
    if exit is not None and kind is not None:
        raise InvalidMove(say("nil.read.exit-and-kind", text=shown(text)))
