"""The moves of *An den Ufern des Nils*: small frozen value objects, compared with ``==`` and found with ``in``.

Fields are named as on the board (``"W4.2"``: west bank, row of 4, second field from the river),
market rows ``"M1"``..``"M4"`` and their spaces 1.. from the top, crops by id (``"flax"``), fronts as
sorted pairs of ends (see :func:`gamedata.ufern_catalogue.parse_front`), events as
:class:`gamedata.ufern_catalogue.Event`. ``str(move)`` is the move as a record writes it.

>>> Sow("W4.2", "flax"), str(Harvest("W4.1", "M3")), str(Flood("A", "E5.1", ("double", "single")))
(Sow(field='W4.2', crop='flax'), 'harvest W4.1 M3', 'A single-double E5.1')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Union

from gamedata.ufern_catalogue import Event, Front, front_name


@dataclass(frozen=True)
class Card:
    """A water card as the engine knows it: its front and its back, ``None`` while nobody has seen them."""

    front: Optional[Front] = None
    back: Optional[Event] = None


# -- chance and table facts ------------------------------------------------------------------------

@dataclass(frozen=True)
class FirstPlayer:
    """Table fact: who is first player (the oldest player) [Préparation]; a seat index."""

    seat: int

    def __str__(self) -> str:
        return f"first player {self.seat}"


@dataclass(frozen=True)
class Deal:
    """Chance: each seat's two water stacks, ``(A, B)`` with the top card last, and the cards left
    out of the game [Préparation; decision U3]. Cards nobody has seen are ``Card()``."""

    stacks: tuple[tuple[tuple[Card, ...], tuple[Card, ...]], ...]
    out: tuple[Card, ...] = ()

    def __str__(self) -> str:
        return "deal"


@dataclass(frozen=True)
class Reveal:
    """Chance: the event on the back of the card just removed at ebb, or of the desert card just
    covered at flood [Événements]."""

    event: Event

    def __str__(self) -> str:
        return f"reveals {self.event}"


# -- set-up and opening ----------------------------------------------------------------------------

@dataclass(frozen=True)
class SetDesert:
    """Set-up: the first player puts a desert card face down on the last field of a row [decision U2]."""

    field: str

    def __str__(self) -> str:
        return f"desert {self.field}"


@dataclass(frozen=True)
class Bid:
    """A bid of plants (crop ids, sorted) from the own supply: for first player (variant, decision U26)
    or at a hippo auction (variant, decision U25). ``seat``: the bidder (the hands are opened together, so
    the bids of one auction come in any order); None: the seat the table is asked about. ``crops`` is
    :data:`SEALED` in a bid read while its auction is still open by a seat that is not the bidder."""

    crops: tuple[str, ...]
    seat: Optional[int] = None

    def __str__(self) -> str:
        return "bid " + (", ".join(self.crops) or "nothing")


#: the crops of a bid not opened yet, as another seat reads it (``Ben bid ?``)
SEALED: tuple[str, ...] = ("?",)


@dataclass(frozen=True)
class ToBoat:
    """Opening: a player puts two own plants (crop ids, sorted) into the boat, seed side up [Déroulement]."""

    crops: tuple[str, ...]

    def __str__(self) -> str:
        return "boat " + ", ".join(self.crops)


@dataclass(frozen=True)
class Plant:
    """Opening: put an own plant on a field, ripe side up (``ripe``) or as a seed [Déroulement]."""

    field: str
    crop: str
    ripe: bool

    def __str__(self) -> str:
        return f"{'ripe' if self.ripe else 'seed'} {self.crop} {self.field}"


# -- phase 1: flood and ebb ------------------------------------------------------------------------

@dataclass(frozen=True)
class Flood:
    """Place the top card of the own stack ``stack`` (``"A"`` or ``"B"``), showing ``front``, on
    ``field`` by the domino rule [Flux; decision U5]. Also the opening water card (decision U4)."""

    stack: str
    field: str
    front: Front

    def __str__(self) -> str:
        return f"{self.stack} {front_name(self.front)} {self.field}"


@dataclass(frozen=True)
class FloodEnd:
    """No stack top can be placed [Flux]: the tops as the table saw them (``None``: not written, or
    the stack is empty)."""

    tops: tuple[Optional[Front], Optional[Front]] = (None, None)

    def __str__(self) -> str:
        shown = [f"{s} {front_name(t)}" for s, t in zip("AB", self.tops) if t is not None]
        return "stop" + (" " + ", ".join(shown) if shown else "")


@dataclass(frozen=True)
class Ebb:
    """Remove the water card on ``field``, the outermost of its row [Reflux; decision U8]."""

    field: str

    def __str__(self) -> str:
        return f"ebb {self.field}"


@dataclass(frozen=True)
class EbbEnd:
    """No water card is left to remove [Reflux]."""

    def __str__(self) -> str:
        return "stop"


@dataclass(frozen=True)
class Rot:
    """The first player's choice for a rot event: the market row and the spaces (1 from the top) of
    the plants that rot [Pourriture; decision U13]."""

    row: str
    spaces: tuple[int, ...]

    def __str__(self) -> str:
        return " ".join(["rot", self.row, *map(str, self.spaces)])


# -- phase 2: actions ------------------------------------------------------------------------------

@dataclass(frozen=True)
class Sow:
    """Sow an own plant from the supply, seed side up, on ``field`` [Semer]."""

    field: str
    crop: str

    def __str__(self) -> str:
        return f"sow {self.crop} {self.field}"


@dataclass(frozen=True)
class Grow:
    """Turn the own seed on ``field`` to its ripe side [Faire pousser]."""

    field: str

    def __str__(self) -> str:
        return f"grow {self.field}"


@dataclass(frozen=True)
class Harvest:
    """Take the own ripe plant from ``field`` to the highest empty space of market row ``row`` [Récolter]."""

    field: str
    row: str

    def __str__(self) -> str:
        return f"harvest {self.field} {self.row}"


@dataclass(frozen=True)
class BuySeed:
    """Take an own plant of ``crop`` from the boat into the supply [Acheter des semences]; with
    ``owner`` (a seat), another player's plant back to that player (variant, decision U27)."""

    crop: str
    owner: Optional[int] = None

    def __str__(self) -> str:
        return f"buy {self.crop}" + ("" if self.owner is None else f" of {self.owner}")


@dataclass(frozen=True)
class BuyJoker:
    """Buy a desert card from the pile as a joker [Acheter un joker]."""

    def __str__(self) -> str:
        return "buy joker"


@dataclass(frozen=True)
class Joker:
    """Spend a joker for one more action point [Actions]."""

    def __str__(self) -> str:
        return "joker"


@dataclass(frozen=True)
class Restore:
    """Spend a joker to turn the spoiled plant on market ``row``, ``space`` ripe again (variant, U28)."""

    row: str
    space: int

    def __str__(self) -> str:
        return f"restore {self.row} {self.space}"


@dataclass(frozen=True)
class Done:
    """End the own actions; points not spent are lost [Actions]."""

    def __str__(self) -> str:
        return "done"


@dataclass(frozen=True)
class Tally:
    """A tally-only record: each seat's final pawn space and plants lost. Ends the game at once."""

    pawns: tuple[int, ...]
    lost: tuple[int, ...]

    def __str__(self) -> str:
        return "final pawns"


#: every move of An den Ufern des Nils (the ``M`` of its :class:`~scorer.engine.GameState`): the chance steps and
#: table facts (:class:`FirstPlayer`, :class:`Deal`, :class:`Reveal`), the set-up and opening, phase 1's water
#: cards and rot choice, phase 2's actions, and a game given as its final pawns (:class:`Tally`)
Move = Union[FirstPlayer, Deal, Reveal, SetDesert, Bid, ToBoat, Plant, Flood, FloodEnd, Ebb, EbbEnd, Rot, Sow, Grow,
             Harvest, BuySeed, BuyJoker, Joker, Restore, Done, Tally]
#: an action of phase 2 (and of the hippo's points) that is carried out [Actions]
Paid = Union[Sow, Grow, Harvest, BuySeed, BuyJoker, Joker, Restore]
#: a move of the action phase: an action or :class:`Done`
Action = Union[Paid, Done]
