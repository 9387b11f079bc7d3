"""NIL's moves: small frozen value objects, compared with ``==`` and found with ``in``.

Squares are ``(col, row)`` 0-based (see :mod:`gamedata.tiles`); tile kinds are the catalogue's ids
(``"straight"``, ``"bend"``, ..., ``"universal"``); ``None`` stands for a tile nobody saw.

>>> from scorer.games.nil.moves import Place, Stop
>>> Place((0, 10), "E") == Place((0, 10), "E", universal=False), Stop() == Stop()
(True, True)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from gamedata.tiles import Square, square_name

Kind = str


@dataclass(frozen=True)
class StartDraw:
    """Chance: the tiles each drawing player took to choose the start player [Début de la partie].
    ``draws`` has one tuple of kinds per player still drawing, in seat order."""

    draws: tuple[tuple[Kind, ...], ...]

    def __str__(self) -> str:
        return "start draw " + " | ".join(", ".join(d) for d in self.draws)


@dataclass(frozen=True)
class StartTiles:
    """A drawing player's own part of the start draw [Début de la partie]: seat ``seat`` shows the tiles it drew
    (``tiles``, kinds). Every player draws at once, so the parts come in any order, each from its own page; the
    last part awaited draws the round (a :class:`StartDraw` of them all, the tied players again after a tie)."""

    seat: int
    tiles: tuple[Kind, ...]

    def __str__(self) -> str:
        return f"seat {self.seat} shows {', '.join(self.tiles)} in the start draw"


@dataclass(frozen=True)
class StartPlayer:
    """Chance: the start player, when the record does not give the start draw (seat index)."""

    seat: int

    def __str__(self) -> str:
        return f"start player {self.seat}"


@dataclass(frozen=True)
class Deal:
    """Chance: the 5 tiles each player draws onto the rack, one tuple per seat (``None`` = unseen)."""

    racks: tuple[tuple[Kind | None, ...], ...]

    def __str__(self) -> str:
        return "deal"


@dataclass(frozen=True)
class Place:
    """Put a tile on the empty ``square`` so that its line runs from the river's open end to the
    boundary point ``exit`` (``"N"`` ... ``"NW"``). The kind follows from the two ends; ``universal``
    says the player uses a universal tile as that kind [Tuile universelle]."""

    square: Square
    exit: str
    universal: bool = False

    def __str__(self) -> str:
        return f"{square_name(self.square)} {self.exit}" + (" U" if self.universal else "")


@dataclass(frozen=True)
class Cross:
    """Put a universal tile on the occupied ``square`` touching the open end: the river crosses its
    line straight through [Croisement du fleuve]."""

    square: Square

    def __str__(self) -> str:
        return f"cross {square_name(self.square)}"


#: the words that end a turn (``stop``, and ``done``, which An den Ufern des Nils ends its actions with: a table
#: playing both says it, revboards defect 4), the first the one written
STOP_WORDS = ("stop", "done")


@dataclass(frozen=True)
class Stop:
    """End the turn after placing at least one tile (typed as one of :data:`STOP_WORDS`)."""

    def __str__(self) -> str:
        return "stop"


@dataclass(frozen=True)
class Blocked:
    """No tile of the rack can be placed: the player shows the rack (its kinds) [Aucune tuile possible]."""

    rack: tuple[Kind, ...]

    def __str__(self) -> str:
        return "blocked " + ", ".join(self.rack)


@dataclass(frozen=True)
class Draw:
    """Chance: the tiles the player who just played draws back onto the rack (``None`` = unseen)."""

    tiles: tuple[Kind | None, ...]

    def __str__(self) -> str:
        return f"draw {len(self.tiles)}"


@dataclass(frozen=True)
class Reveal:
    """Chance, at the end: the tiles left on each rack, one tuple per seat, ``None`` for a rack not
    shown; and, optionally, the minus each rack counts on the score pad (``None`` where not written)
    [Points négatifs, 3]. A rack not shown must be known (every tile on it seen) or have its minus."""

    racks: tuple[tuple[Kind, ...] | None, ...]
    minus: tuple[int | None, ...] = ()

    def __str__(self) -> str:
        return "the racks at the end"


@dataclass(frozen=True)
class Tally:
    """A tally-only record: the score pad's plus and minus totals, one per seat. Ends the game at once."""

    plus: tuple[int, ...]
    minus: tuple[int, ...]

    def __str__(self) -> str:
        return "score pad totals"


@dataclass(frozen=True)
class Hold:
    """A player tells the referee, on the player's own page, tiles on the rack that nobody had seen
    (``None`` for a tile another seat reads as unseen): the rack is the player's secret [Début de la
    partie], and a rack the referee knows lets it check a loop at once and fill in a blocked rack. The tiles
    are the player's claim, checked against the public facts and that player's own rack only (decision
    claims, :mod:`scorer.games.nil.claims`).

    ``dropped``: tiles the player told before by mistake and takes back ("not this one", ``Ben holds not bend,
    straight``), taken back before ``tiles`` are told: unseen on the rack again (decision *claims*); ``None``
    for a tile another seat reads as taken back but unknown."""

    seat: int
    tiles: tuple[Kind | None, ...]
    dropped: tuple[Kind | None, ...] = ()

    def __str__(self) -> str:
        again = f", not {len(self.dropped)} told before" if self.dropped else ""
        return f"seat {self.seat} holds {len(self.tiles)}{again}"


@dataclass(frozen=True)
class RackLeft:
    """At the end, one player's rack left, shown by that player (``None``: not shown, only its
    ``minus``), and the minus it counts where written [Points négatifs, 3]. The end is complete when
    every rack the referee does not know is in."""

    seat: int
    rack: tuple[Kind, ...] | None
    minus: int | None = None

    def __str__(self) -> str:
        return f"the rack left of seat {self.seat}"


#: every NIL move (the ``M`` of its :class:`~scorer.engine.GameState`): the chance steps :class:`StartDraw`,
#: :class:`StartPlayer`, :class:`Deal`, :class:`Draw` and :class:`Reveal`; a player's :class:`StartTiles`, :class:`Place`,
#: :class:`Cross`, :class:`Stop`, :class:`Blocked`, the tiles told on the own page (:class:`Hold`) and the rack
#: left shown at the end (:class:`RackLeft`); and a game given as its score pad's totals (:class:`Tally`)
Move = Union[StartDraw, StartPlayer, StartTiles, Deal, Place, Cross, Stop, Blocked, Draw, Reveal, Tally, Hold, RackLeft]
