"""The board and the tiles as the referee sees them: everything read once from ``data/nil.yaml``.

>>> b = nil_board()
>>> b.columns, b.rows, b.start, b.zone_at[(11, 9)].id, b.goal_value(10)
(22, 21, (0, 21), 'L10', 500)
>>> b.kind_for("W", "S").id, b.kind_for("NE", "SW").id
('bend', 'diagonal')
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from gamedata import tiles
from gamedata.catalogue import NilCatalogue, TileKind, Zone, load_catalogue
from gamedata.tiles import Point, Square
from scorer.engine.said import Term, say
from scorer.games.nil.messages import CATALOGUE as MESSAGES

assert MESSAGES.prefix == "nil"  # registered as it was made: say() finds the words of the start mark


@dataclass(frozen=True)
class NilBoard:
    """The static facts: board size in squares, the start mark as a lattice point, the zone of each
    zoned square, the goal values, the tile kinds (by the join they show) and the rack size."""

    catalogue: NilCatalogue
    columns: int
    rows: int
    start: Point
    zone_at: dict[Square, Zone]
    goal_values: tuple[int, ...]
    kinds: dict[str, TileKind]
    by_join: dict[tuple[str, str], TileKind]
    universal: str
    rack: int
    start_draw: int
    bonus: int
    #: squares around each lattice point, filled as they are asked for (see :meth:`squares_at`)
    around: dict[Point, list[Square]] = field(default_factory=dict, compare=False)

    @property
    def goal_column(self) -> int:
        """The 0-based index of the blue goal column (the last one)."""
        return self.columns - 1

    def goal_value(self, row: int) -> int:
        """The value of the blue square in ``row`` (0-based)."""
        return self.goal_values[row]

    def is_blue(self, square: Square) -> bool:
        """True for a square of the goal column."""
        return square[0] == self.goal_column

    def term(self, kind: str) -> Term:
        """The tile kind ``kind`` (an id) as a message names it: its name, said in the reader's language
        (``corner arc``, ``arc``, ``Bogen``; ``data/nil.yaml``)."""
        entry = self.kinds[kind]
        return Term(entry.name, entry.translations())

    def typed(self, kind: str) -> Term:
        """The tile kind ``kind`` as typed (its id), said in the reader's language with the word the notation
        reads in it (``arc``, ``Bogen``; ``far-left``, ``loin-gauche``)."""
        return Term(kind, self.kinds[kind].translations())

    def kind_of_word(self, word: str) -> str | None:
        """The tile kind (id) a French or German word names (``courbe``, ``Kurve``; any case), or None."""
        return next((k for k, entry in self.kinds.items()
                     if word.lower() in (w.lower() for w in entry.translations().values())), None)

    def kind_for(self, a: str, b: str) -> TileKind:
        """The plain kind whose line joins boundary points ``a`` and ``b`` in some rotation."""
        return self.by_join[tiles.kind_of(a, b)]

    def edge_allowed(self, at: Point) -> bool:
        """True unless ``at`` is an edge point the river may not touch: the only edge points allowed
        are the start mark and the east edge strictly between the two board corners [decision edge]."""
        if not tiles.on_edge(at, self.columns, self.rows):
            return True
        return at == self.start or (at[0] == 2 * self.columns and 0 < at[1] < 2 * self.rows)

    def squares_at(self, at: Point) -> list[Square]:
        """The board squares with ``at`` on their boundary (computed once per point)."""
        found = self.around.get(at)
        if found is None:
            found = self.around[at] = tiles.squares_at(at, self.columns, self.rows)
        return found

    def name(self, square: Square) -> str:
        """``'M11'``."""
        return tiles.square_name(square)

    def point_name(self, at: Point) -> str:
        """A lattice point in words: ``'M11 NE'`` (a name a record writes, the same in every language), or
        ``'the start mark'`` (said by id, so in the reader's language)."""
        return say("nil.point.start-mark") if at == self.start else tiles.point_name(at, self.columns, self.rows)

    def parse_square(self, text: str) -> Square:
        """``'M11'`` -> ``(12, 10)``. Raises ValueError for a name off the board."""
        return tiles.parse_square(text, self.columns, self.rows)


@lru_cache(maxsize=1)
def nil_board() -> NilBoard:
    """The board and tiles of ``data/nil.yaml`` (read once)."""
    cat = load_catalogue("nil")
    assert isinstance(cat, NilCatalogue)
    b = cat.board
    zone_at = {tiles.parse_square(s, b.columns, b.rows): z for z in b.zones for s in z.squares}
    start = tiles.board_point(tiles.parse_square(b.start.square, b.columns, b.rows), b.start.point)
    plain = [k for k in cat.tile.in_play if isinstance(k.joins, list)]
    by_join = {tiles.kind_of(k.joins[0], k.joins[1]): k for k in plain}
    universal = next(k.id for k in cat.tile.kinds if k.universal)
    return NilBoard(cat, b.columns, b.rows, start, zone_at, tuple(b.goal.values),
                    {k.id: k for k in cat.tile.in_play}, by_join, universal, cat.tile.rack,
                    cat.tile.start_draw, cat.tile.all_five_bonus)
