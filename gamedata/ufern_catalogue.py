"""The catalogue of *An den Ufern des Nils* (``data/ufern-des-nils.yaml``): board rows and fields, market,
track, cover strips, the plant tokens, and the water and desert cards with their events.

Read through :func:`gamedata.catalogue.load_catalogue` like every game's catalogue; this module holds the
models the game needs beyond cards and tiles (round tokens, strips, domino cards with events).

>>> from gamedata.catalogue import load_catalogue
>>> cat = load_catalogue("ufern-des-nils")
>>> cat.water_total, cat.desert_total, cat.plants.total
(45, 30, 75)
>>> cat.board.field_names(5)[:3], cat.board.palms_of("W5.2"), cat.board.covered(2)
(['W2.1', 'W2.2', 'W3.1'], 4, ['W2', 'E2', 'E3'])
>>> Event.parse("rot 3 + arrow"), str(Event.parse("hippo"))
(Event(kind='rot', palms=3, arrow=True), 'hippo')
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Sequence

from pydantic import Field, field_validator, model_validator

from gamedata.catalogue import Catalogue
from gamedata.models import Model, Worded

#: the ends a water card's front can show
ENDS = ("single", "double", "blank")
Front = tuple[str, str]


@dataclass(frozen=True)
class Event:
    """The event on the back of a water or desert card: ``kind`` is ``rot`` (``palms`` 1-4: the
    rightmost market rows it reaches), ``desert`` or ``hippo``; ``arrow`` moves the flood marker.
    Written ``"rot 2"``, ``"desert + arrow"``, ``"hippo"``."""

    kind: str
    palms: int = 0
    arrow: bool = False

    @staticmethod
    def parse(text: str) -> "Event":
        """The event written as ``text``. Raises ValueError naming what is expected."""
        m = re.fullmatch(r"\s*(rot\s*([1-4])|desert|hippo)\s*(\+\s*arrow|arrow)?\s*", text.lower())
        if not m:
            raise ValueError(f"{text!r} is not an event; write rot 1 .. rot 4, desert or hippo, "
                             "with '+ arrow' when the card shows an arrow")
        kind = "rot" if m.group(2) else m.group(1)
        return Event(kind, int(m.group(2) or 0), bool(m.group(3)))

    @property
    def key(self) -> str:
        """The event without its arrow: ``"rot 2"``, ``"desert"``, ``"hippo"``."""
        return f"rot {self.palms}" if self.kind == "rot" else self.kind

    def __str__(self) -> str:
        return self.key + (" + arrow" if self.arrow else "")


def parse_front(text: str) -> Front:
    """A water card's two ends from ``"single-double"`` (any order; ``"ss"``-style letters too),
    sorted so that equal fronts compare equal. Raises ValueError.

    >>> parse_front("double-single"), parse_front("sb")
    (('double', 'single'), ('blank', 'single'))
    """
    t = text.strip().lower()
    letters = {"s": "single", "d": "double", "b": "blank"}
    parts = [letters[ch] for ch in t] if re.fullmatch(r"[sdb]{2}", t) else re.split(r"\s*[-/]\s*", t)
    if len(parts) != 2 or any(p not in ENDS for p in parts):
        raise ValueError(f"{text!r} is not a water card's front; write its two ends, e.g. single-double "
                         "(single, double or blank)")
    if parts == ["blank", "blank"]:
        raise ValueError("a water card has at least one wave end (blank-blank could never be placed)")
    return (min(parts), max(parts))


def front_name(front: Front) -> str:
    """``('double', 'single')`` -> ``"single-double"`` (the wave nearer the river first, blank last)."""
    order = {e: i for i, e in enumerate(ENDS)}
    a, b = sorted(front, key=order.__getitem__)
    return f"{a}-{b}"


#: the patterns a colour's pawn can wear (:mod:`pnp.art.ufern_des_nils` draws them)
PATTERNS = ("stripes", "dots", "zigzag", "checks", "rings")
#: the shapes a plant token can be printed in
TOKEN_SHAPES = ("square", "round")


class PlantColour(Model):
    """A player colour: its id, name, the letter printed on each token and pawn, its ink, and the
    pattern its pawn wears (one of :data:`PATTERNS`), so that no colour is told by its ink alone."""

    id: str
    name: str
    letter: str = Field(pattern=r"^[A-Z]$")
    colour: str = Field(pattern=r"^#[0-9a-fA-F]{6}$")
    pattern: str

    @field_validator("pattern")
    @classmethod
    def _pattern(cls, v: str) -> str:
        if v not in PATTERNS:
            raise ValueError(f"{v!r} is not a pattern; give one of {', '.join(PATTERNS)}")
        return v


class PlantCrop(Worded):
    """A crop and how many tokens of it each colour has, and its words in French and German
    (:class:`~gamedata.models.Worded`)."""

    id: str
    name: str
    french: str
    count: int = Field(ge=1)


class Plants(Model):
    """The plant tokens: the shape printed unless another is asked for (``token_shape``, one of
    :data:`TOKEN_SHAPES`), a square token's side and a round token's diameter, the market space
    (mm), the colours and crops."""

    token_shape: str = "square"
    square_token: float = Field(gt=0)
    token: float = Field(gt=0)
    market_space: float = Field(gt=0)
    source: str
    colours: list[PlantColour] = Field(min_length=2)
    crops: list[PlantCrop] = Field(min_length=1)

    @property
    def per_colour(self) -> int:
        """Tokens of one colour (15)."""
        return sum(c.count for c in self.crops)

    @property
    def total(self) -> int:
        """Every token in the box."""
        return self.per_colour * len(self.colours)

    def size(self, shape: str) -> float:
        """A token's size in mm: a square's side or a round token's diameter. Raises KeyError for an
        unknown shape.

        >>> from gamedata.catalogue import load_catalogue
        >>> p = load_catalogue("ufern-des-nils").plants
        >>> p.size("square"), p.size("round")
        (15.0, 20.0)
        """
        return {"square": self.square_token, "round": self.token}[shape]

    @model_validator(mode="after")
    def _check(self) -> "Plants":
        if self.token_shape not in TOKEN_SHAPES:
            raise ValueError(f"token_shape {self.token_shape!r}: give one of {', '.join(TOKEN_SHAPES)}")
        if self.market_space < self.token:
            raise ValueError("a market space must hold a plant token")
        if self.square_token * 2 ** 0.5 > self.market_space:
            raise ValueError("a square token turned 45° (a rotten plant) must fit its market space: "
                             f"at most {self.market_space / 2 ** 0.5:.1f} mm a side")
        for what in ("id", "letter"):
            values = [getattr(c, what) for c in self.colours]
            if len(set(values)) != len(values):
                raise ValueError(f"every colour needs its own {what}")
        return self


class BoardRow(Model):
    """A row of fields on each bank: its length and the palms of each field from the river out."""

    length: int = Field(ge=1)
    palms: list[int]


class MarketRow(Model):
    """A market row (left to right M1..M4) and its number of spaces."""

    id: str
    spaces: int = Field(ge=1)


class Bank(Model):
    """A bank of the Nile: ``W`` or ``E`` and its name."""

    id: str = Field(pattern=r"^[A-Z]$")
    name: str


class UfernBoard(Model):
    """The board: banks and rows of fields, the market, the track, the flood circle and the cover
    strips (``cover``: player count -> the row ids hidden, e.g. ``W2``)."""

    source: str
    banks: list[Bank] = Field(min_length=1)
    rows: list[BoardRow] = Field(min_length=1)
    market: list[MarketRow] = Field(min_length=1)
    track: int = Field(ge=2)
    flood_circle: list[str] = Field(min_length=2)
    cover: dict[int, list[str]]
    strips: list[int]

    @model_validator(mode="after")
    def _check(self) -> "UfernBoard":
        lengths = [r.length for r in self.rows]
        if len(set(lengths)) != len(lengths):
            raise ValueError("each row length once per bank (a row is named by its length)")
        for r in self.rows:
            if len(r.palms) != r.length or not all(1 <= p <= len(self.market) for p in r.palms):
                raise ValueError(f"row of {r.length}: one palm count per field, each 1..{len(self.market)}")
        rows = set(self.row_ids())
        for n, hidden in self.cover.items():
            bad = [r for r in hidden if r not in rows]
            if bad:
                raise ValueError(f"cover for {n} players names unknown rows {bad}")
            if len(set(hidden)) != len(hidden):
                raise ValueError(f"cover for {n} players names a row twice")
        return self

    def row_ids(self) -> list[str]:
        """Every row id, bank by bank, shortest row first: ``W2, W3, W4, W5, E2, ...``."""
        return [f"{b.id}{r.length}" for b in self.banks for r in sorted(self.rows, key=lambda r: r.length)]

    def row(self, row_id: str) -> BoardRow:
        """The row of this id's length. Raises KeyError."""
        for r in self.rows:
            if row_id[1:] == str(r.length):
                return r
        raise KeyError(row_id)

    def covered(self, players: int) -> list[str]:
        """The rows the cover strips hide for ``players`` players."""
        return list(self.cover.get(players, []))

    def field_names(self, players: int) -> list[str]:
        """Every field in play for ``players`` players, row by row, from the river out (``W4.2``)."""
        hidden = set(self.covered(players))
        return [f"{rid}.{i}" for rid in self.row_ids() if rid not in hidden
                for i in range(1, self.row(rid).length + 1)]

    def palms_of(self, field: str) -> int:
        """The palms (plant value) of a field by name, e.g. ``"W4.2"``."""
        rid, pos = field.split(".")
        return self.row(rid).palms[int(pos) - 1]


class Setup(Model):
    """Set-up counts: desert cards on the board, jokers, opening boat plants and opening field plants per
    player, and the water cards dealt to each player by player count."""

    desert_on_board: int = Field(ge=0)
    jokers: int = Field(ge=0)
    opening_boat: int = Field(ge=0)
    opening_plants: int = Field(ge=0)
    water_deal: dict[int, int]


class UfernRules(Model):
    """The numbers of the rules: action points and costs, rot, field capacity, water cards a round, the
    market's neighbours a crop may not repeat, row awards (by how many players share a row), the penalty
    per rotten plant."""

    action_points: int = Field(ge=1)
    crowded_cost: int = Field(ge=1)
    plain_cost: int = Field(ge=1)
    buy_seed: int = Field(ge=1)
    buy_joker: int = Field(ge=1)
    buy_other_seed: int = Field(ge=1)
    rot_plants: int = Field(ge=1)
    plants_per_field: int = Field(ge=1)
    #: water cards the first player lays in a flood or removes in an ebb, a round (decision U9)
    water_cards: int = Field(ge=1)
    #: the plants just above a market space whose crops a harvested plant may not repeat (decision U14)
    market_above: int = Field(ge=0)
    row_awards: dict[int, list[int]]
    rotten_penalty: int = Field(ge=0)


class EventCard(Model):
    """A card with an event on its back (``count`` copies), e.g. ``back: rot 2 + arrow``."""

    back: str
    count: int = Field(default=1, ge=1)

    @field_validator("back")
    @classmethod
    def _back(cls, v: str) -> str:
        Event.parse(v)
        return v

    @property
    def event(self) -> Event:
        """The event on the back."""
        return Event.parse(self.back)


class WaterCard(EventCard):
    """A water card: its front (two ends) and the event on its back."""

    front: str

    @field_validator("front")
    @classmethod
    def _front(cls, v: str) -> str:
        parse_front(v)
        return v

    @property
    def ends(self) -> Front:
        """The two ends, sorted (see :func:`parse_front`)."""
        return parse_front(self.front)


class DesertCard(EventCard):
    """A desert card: the dune in front, the event on its back."""


class WaterDeck(Model):
    """The water cards as printed."""

    source: str
    cards: list[WaterCard] = Field(min_length=1)


class DesertDeck(Model):
    """The desert cards as printed."""

    source: str
    cards: list[DesertCard] = Field(min_length=1)


def event_counts(cards: Sequence[EventCard]) -> tuple[Counter[str], Counter[str]]:
    """How many backs show each event (``"rot 2"``) and how many arrows each event kind carries
    (``"rot"``: all rot cards pooled, decision U3)."""
    events: Counter[str] = Counter()
    arrows: Counter[str] = Counter()
    for c in cards:
        e = c.event
        events[e.key] += c.count
        if e.arrow:
            arrows[e.kind] += c.count
    return events, arrows


class Standee(Model):
    """A standee's strip in mm: its width, each half's height (front and back) and each foot's."""

    width: float = Field(gt=0)
    half: float = Field(gt=0)
    foot: float = Field(gt=0)


class UfernCatalogue(Catalogue):
    """The catalogue of *An den Ufern des Nils*, checked for the facts of ``games/ufern-des-nils.md``:
    rows and market consistent, a cover for every player count, a water deal that the deck allows,
    rot events within the market."""

    plants: Plants
    board: UfernBoard
    setup: Setup
    rules: UfernRules
    water_cards: WaterDeck
    desert_cards: DesertDeck
    summaries: int = Field(ge=0)
    standee: Standee

    @property
    def has_board(self) -> bool:
        """The game has a board."""
        return True

    @property
    def token_shape(self) -> str | None:
        """The plant tokens come square or round: the catalogue's default shape."""
        return str(self.plants.token_shape)

    @model_validator(mode="after")
    def _check_game(self) -> "UfernCatalogue":
        counts = range(self.players.min, self.players.max + 1)
        for n in counts:
            if n not in self.board.cover or n not in self.setup.water_deal:
                raise ValueError(f"give the cover strips and the water deal for {n} players")
            if n * self.setup.water_deal[n] > self.water_total:
                raise ValueError(f"{n} players x {self.setup.water_deal[n]} water cards is more than the deck")
            free_rows = len(self.board.row_ids()) - len(self.board.covered(n))
            if free_rows < self.setup.desert_on_board:
                raise ValueError(f"{n} players: fewer uncovered rows than set-up desert cards")
        if len(self.plants.colours) < self.players.max:
            raise ValueError("one plant colour per player")
        if self.setup.desert_on_board + self.setup.jokers * self.players.max > self.desert_total:
            raise ValueError("not enough desert cards for the set-up")
        cards: list[EventCard] = [*self.water_cards.cards, *self.desert_cards.cards]
        for c in cards:
            if c.event.kind == "rot" and c.event.palms > len(self.board.market):
                raise ValueError(f"{c.back}: rot reaches at most {len(self.board.market)} market rows")
        return self

    @property
    def water_total(self) -> int:
        """Every water card."""
        return sum(c.count for c in self.water_cards.cards)

    @property
    def desert_total(self) -> int:
        """Every desert card."""
        return sum(c.count for c in self.desert_cards.cards)

    def fronts(self) -> Counter[Front]:
        """How many water cards show each front."""
        out: Counter[Front] = Counter()
        for c in self.water_cards.cards:
            out[c.ends] += c.count
        return out

    def colour(self, colour_id: str) -> PlantColour:
        """The plant colour with this id. Raises KeyError."""
        for c in self.plants.colours:
            if c.id == colour_id:
                return c
        raise KeyError(colour_id)

