"""The fields of both banks: water cards laid like dominoes from the river, desert cards from the desert,
and the plants growing between them.

In every row the water cards fill the fields next to the river and the desert cards the fields next to
the desert; they never share a field (decisions U5, U10). Rules: ``[Flux]``, ``[Reflux]`` and
``[Déroulement]`` of ``ufern-des-nils.fr.txt``.

>>> from scorer.games.ufern.board import ufern_board
>>> banks = Banks(ufern_board(4))
>>> banks.fit("W4.1", ("double", "single")), banks.fit("W4.1", ("double", "double"))
(('single', 'double'), None)
>>> banks.lay("W4.1", ("single", "double"), Card(("double", "single")))
>>> banks.next_field("W4"), banks.needs("W4")
('W4.2', 'double')
>>> banks.domino_problem("W4.2", ("blank", "single"))
'W4.2: a single wave cannot meet the double wave of the card on W4.1'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from gamedata.ufern_catalogue import Event, Front, front_name
from scorer.engine.said import Said, say
from scorer.games.ufern.board import UfernBoard
from scorer.games.ufern.moves import Card
from scorer.games.ufern.typed_words import worded

BLANK = "blank"
#: what the Nile offers a row's first card [Déroulement: "à côté d'une vague (Nil ou autre carte)"]
NILE_WAVE = "single"


@dataclass
class Laid:
    """A water card on a field: its inner end (towards the river), outer end, and the card."""

    inner: str
    outer: str
    card: Card


@dataclass
class Growing:
    """A plant on a field: owner (seat), crop, and whether it shows its ripe side."""

    owner: int
    crop: str
    ripe: bool = False


class Banks:
    """Water, desert cards and plants on the fields of ``board``.

    ``water[row]``: the laid cards from the river out; ``desert[row]``: the desert cards from the
    outermost field in (their events, ``None`` face down); ``plants[field]``: at most two plants.
    """

    def __init__(self, board: UfernBoard):
        self.board = board
        self.water: dict[str, list[Laid]] = {r: [] for r in board.rows}
        self.desert: dict[str, list[Optional[Event]]] = {r: [] for r in board.rows}
        self.plants: dict[str, list[Growing]] = {f: [] for f in board.fields}

    def clone(self) -> "Banks":
        """An independent copy."""
        other = Banks.__new__(Banks)
        other.board = self.board
        other.water = {r: list(v) for r, v in self.water.items()}
        other.desert = {r: list(v) for r, v in self.desert.items()}
        other.plants = {f: list(v) for f, v in self.plants.items()}
        return other

    # -- what is where ------------------------------------------------------------------------------

    def has_water(self, field: str) -> bool:
        """True if a water card lies on ``field``."""
        return self.board.index_of[field] < len(self.water[self.board.row_of[field]])

    def has_desert(self, field: str) -> bool:
        """True if a desert card lies on ``field``."""
        row = self.board.row_of[field]
        return self.board.index_of[field] >= len(self.board.rows[row]) - len(self.desert[row])

    def next_field(self, row: str) -> str | None:
        """The field the next water card of ``row`` goes on, or None if the row is full of water."""
        fields, k = self.board.rows[row], len(self.water[row])
        return fields[k] if k < len(fields) else None

    def needs(self, row: str) -> str:
        """The wave the next card of ``row`` must meet: the Nile's single wave for the first card, else
        the outer end of the last card (``"blank"``: the row is closed)."""
        laid = self.water[row]
        return laid[-1].outer if laid else NILE_WAVE

    def outermost(self, row: str) -> str | None:
        """The field of the outermost water card of ``row`` (the one ebb removes), or None."""
        k = len(self.water[row])
        return self.board.rows[row][k - 1] if k else None

    def desert_target(self, row: str) -> str:
        """Where a desert event of ``row`` puts its card: the outermost field without one (U10)."""
        fields = self.board.rows[row]
        return fields[len(fields) - len(self.desert[row]) - 1]

    def water_count(self) -> int:
        """Water cards on the board."""
        return sum(len(v) for v in self.water.values())

    # -- the domino rule ----------------------------------------------------------------------------

    def fit(self, field: str, front: Front) -> tuple[str, str] | None:
        """The (inner, outer) ends of a card showing ``front`` laid on ``field``, or None if it cannot go
        there: ``field`` must be its row's next field and the card must have an end matching the wave
        it meets; a blank end is never inner (decision U5)."""
        row = self.board.row_of[field]
        if self.next_field(row) != field:
            return None
        need = self.needs(row)
        if need == BLANK:
            return None
        a, b = front
        if a == need:
            return a, b
        if b == need:
            return b, a
        return None

    def domino_problem(self, field: str, front: Front, opening: bool = False) -> Said | None:
        """Why a card showing ``front`` cannot go on ``field``, in words naming the field, or None.
        In the opening the field must also be free of desert (decision U4)."""
        row = self.board.row_of[field]
        nxt = self.next_field(row)
        if nxt is None:
            return say("ufern-des-nils.domino.row-full", field=field, row=row)
        need = self.needs(row)
        if need == BLANK:
            return say("ufern-des-nils.domino.row-closed", field=field, row=row, last=self.outermost(row))
        if nxt != field:
            return say("ufern-des-nils.domino.not-next", field=field, row=row, next=nxt)
        if opening and self.has_desert(field):
            return say("ufern-des-nils.domino.opening-desert", field=field)
        if self.fit(field, front) is None:
            waves = sorted({e for e in front if e != BLANK})
            meets = say("ufern-des-nils.domino.the-nile") if not self.water[row] else \
                say("ufern-des-nils.domino.the-card-on", field=self.outermost(row))
            if len(waves) > 1:
                return say("ufern-des-nils.domino.waves-mismatch", field=field, wave=worded(waves[0]),
                           other=worded(waves[1]), need=worded(need), meets=meets, front=worded(front_name(front)))
            return say("ufern-des-nils.domino.wave-mismatch", field=field, wave=worded(waves[0]), need=worded(need),
                       meets=meets)
        return None

    def fields_for(self, front: Front, opening: bool = False) -> list[str]:
        """Every field a card showing ``front`` may go on now."""
        out = []
        for row in self.board.rows:
            f = self.next_field(row)
            if f is not None and self.fit(f, front) is not None and not (opening and self.has_desert(f)):
                out.append(f)
        return out

    # -- changes ------------------------------------------------------------------------------------

    def lay(self, field: str, ends: tuple[str, str], card: Card) -> None:
        """Lay ``card`` on ``field`` with its (inner, outer) ``ends``. The caller first takes away the
        plants and the desert card there (see :meth:`clear`, :meth:`take_desert`)."""
        self.water[self.board.row_of[field]].append(Laid(ends[0], ends[1], card))

    def lift(self, row: str) -> Laid:
        """Take the outermost water card of ``row`` away."""
        return self.water[row].pop()

    def take_desert(self, field: str) -> Optional[Event] | bool:
        """Take away the desert card on ``field`` (the innermost of its row): its event (``None``: face
        down), or False if there is none."""
        if not self.has_desert(field):
            return False
        return self.desert[self.board.row_of[field]].pop()

    def clear(self, field: str) -> list[Growing]:
        """Take every plant off ``field`` and return them."""
        gone, self.plants[field] = self.plants[field], []
        return gone

    def plant_problem(self, field: str, seat: int, players: tuple[str, ...], per_field: int) -> Said | None:
        """Why ``seat`` cannot put a plant on ``field``, or None: not on water or desert, at most
        ``per_field`` plants, never two of one player [Déroulement; Semer]."""
        if self.has_water(field):
            return say("ufern-des-nils.field.under-water", field=field)
        if self.has_desert(field):
            return say("ufern-des-nils.field.desert", field=field)
        here = self.plants[field]
        if any(g.owner == seat for g in here):
            return say("ufern-des-nils.field.own-plant", player=players[seat], field=field)
        if len(here) >= per_field:
            return say("ufern-des-nils.field.full", field=field, plants=per_field,
                       owners=[players[g.owner] for g in here])
        return None
