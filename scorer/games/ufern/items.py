"""The items of an *An den Ufern des Nils* record, each read on its own (no position needed): a phase-1
item (:func:`read_water`), an action (:func:`read_action`), an opening plant (:func:`read_plant`), and the
notation objects that a position resolves (a harvest without its row, a rot choice, a stop, the end of a
flood or ebb list). The forms are described in :mod:`scorer.games.ufern.notation`, which reads and writes
whole entries on these readers; the record reader uses them directly.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Optional, Union

from gamedata.ufern_catalogue import Event, Front, parse_front
from scorer.engine import AmbiguousMove, Checkpoint, IllegalMove, InvalidMove, Notation, say
from scorer.games.ufern.market import rot_options
from scorer.games.ufern.moves import (BuyJoker, BuySeed, Ebb, EbbEnd, Flood, FloodEnd, Grow, Harvest, Joker, Paid,
                                      Plant, Restore, Reveal, Rot, Sow)
from scorer.games.ufern.steps import EBB, ROT, WATER
from scorer.games.ufern.typed_words import wording

if TYPE_CHECKING:
    from scorer.games.ufern.engine import Ufern

FIELD = r"[A-Za-z][0-9]\.[0-9]"


def _ambiguous(text: str, candidates: list[str]) -> AmbiguousMove:
    """``text`` could mean each of ``candidates``: said in the reader's words."""
    return AmbiguousMove(text, candidates, say("ufern-des-nils.read.ambiguous", text=wording().term(text),
                                               candidates=[wording().term(c) for c in candidates]))


def read_front(text: str) -> Front:
    """A water card's front (``single-double``, ``sd``). Raises :class:`InvalidMove`."""
    try:
        return parse_front(text)
    except ValueError as exc:
        blank = "blank-blank" in str(exc)
        raise InvalidMove(say("ufern-des-nils.read.front-blank") if blank else
                          say("ufern-des-nils.read.front", text=wording().echo(text.strip()))) from None


def read_event(text: str) -> Event:
    """An event as printed on a card's back (``rot 2 + arrow``). Raises :class:`InvalidMove`."""
    try:
        return Event.parse(text)
    except ValueError:
        raise InvalidMove(say("ufern-des-nils.read.event", text=wording().echo(text.strip()))) from None


def field_name(text: str) -> str:
    """A field's name with its bank's letter in capitals (``w5.3`` is ``W5.3``)."""
    return text[:1].upper() + text[1:]


def read_water(text: str) -> list[WaterItem]:
    """The moves of one phase-1 item (see the module docstring). Raises :class:`InvalidMove`."""
    t = " ".join(text.strip().split())
    m = re.fullmatch(rf"([AaBb])\s+(\S+)\s+(?:on\s+|to\s+)?({FIELD})(?:\s+reveals\s+(.+))?", t)
    if m:
        moves: list[WaterItem] = [Flood(m.group(1).upper(), field_name(m.group(3)), read_front(m.group(2)))]
        if m.group(4):
            moves.append(Reveal(read_event(m.group(4))))
        return moves
    m = re.fullmatch(rf"(?:ebb\s+)?({FIELD})(?:\s*:?\s*(?:reveals\s+)?(.+))?", t, re.I)
    if m:
        ebb: list[WaterItem] = [Ebb(field_name(m.group(1)))]
        return ebb + ([Reveal(read_event(m.group(2)))] if m.group(2) else [])
    m = re.fullmatch(r"rot\s+(M[0-9])((?:\s+[0-9])*)", t, re.I)
    if m:
        spaces = tuple(sorted(int(s) for s in m.group(2).split()))
        return [RotNotation(m.group(1).upper(), spaces if spaces else None)]
    m = re.fullmatch(r"stop(?:\s*:?\s*(.*))?", t, re.I)
    if m:
        tops: list[Optional[Front]] = [None, None]
        for part in filter(None, re.split(r"\s*,\s*", m.group(1) or "")):
            pm = re.fullmatch(r"([AaBb])\s+(\S+)", part)
            if not pm:
                raise InvalidMove(say("ufern-des-nils.read.stack-top", part=_echo(part), example=_eg("A double-double")))
            tops["AB".index(pm.group(1).upper())] = read_front(pm.group(2))
        return [StopNotation((tops[0], tops[1]))]
    examples = {"flood": _eg("A single-double W5.3"), "ebb": _eg("W5.3 rot 2 + arrow"), "rot": _eg("rot M4 1 3"),
                "stop": _eg("stop")}
    if not text.strip():
        raise InvalidMove(say("ufern-des-nils.read.water-empty", **examples))
    raise InvalidMove(say("ufern-des-nils.read.water-item", text=_echo(text), **examples))


def _echo(text: str) -> Any:
    """What a player typed (read in the record's words), quoted back in the reader's words."""
    return wording().echo(text)


def _eg(example: str) -> Any:
    """An example entry of a message, said in the reader's words."""
    return wording().term(example)


def read_action(text: str, seats: dict[str, int]) -> Paid | HarvestNotation:
    """The action written as ``text`` (see the module docstring); ``seats`` maps names to seats (for
    buying another player's seed). Raises :class:`InvalidMove`."""
    t = " ".join(text.strip().split())
    low = t.lower()
    if low in ("joker", "spend joker", "joker +1"):
        return Joker()
    if low == "buy joker":
        return BuyJoker()
    m = re.fullmatch(rf"sow\s+(\w+)\s+(?:on\s+)?({FIELD})", t, re.I)
    if m:
        return Sow(field_name(m.group(2)), m.group(1).lower())
    m = re.fullmatch(rf"grow\s+({FIELD})", t, re.I)
    if m:
        return Grow(field_name(m.group(1)))
    m = re.fullmatch(rf"harvest\s+({FIELD})(?:\s+(?:to\s+)?(M[0-9]))?", t, re.I)
    if m:
        field = field_name(m.group(1))
        return Harvest(field, m.group(2).upper()) if m.group(2) else HarvestNotation(t, field)
    for name in sorted((s for s in seats if " " in s), key=len, reverse=True):  # "buy Anna Maria's flax"
        m = (re.fullmatch(rf"(?i:buy)\s+{re.escape(name)}'s?\s+(\w+)", t)
             or re.fullmatch(rf"(?i:buy)\s+(\w+)\s+(?i:of)\s+{re.escape(name)}", t))
        if m:
            return BuySeed(m.group(1).lower(), seats[name])
    m = re.fullmatch(r"buy\s+(?:(\S+)'s?\s+)?(\w+)(?:\s+of\s+(\S+))?", t, re.I)
    if m:
        owner = m.group(1) or m.group(3)
        if owner is None:
            return BuySeed(m.group(2).lower())
        named = {name.lower(): seat for name, seat in seats.items()}
        if owner.lower() not in named:
            raise InvalidMove(say("ufern-des-nils.read.not-a-player", name=_echo(owner), players=list(seats)))
        return BuySeed(m.group(2).lower(), named[owner.lower()])
    m = re.fullmatch(r"restore\s+(M[0-9])\s+([0-9])", t, re.I)
    if m:
        return Restore(m.group(1).upper(), int(m.group(2)))
    raise InvalidMove(say("ufern-des-nils.read.action", text=_echo(text), sow=_eg("sow flax W4.3"), grow=_eg("grow W4.2"),
                          harvest=_eg("harvest W4.1 M2"), buy=_eg("buy flax"), buy_joker=_eg("buy joker"),
                          joker=_eg("joker")))


def read_plant(text: str) -> Plant:
    """An opening plant: ``ripe flax W4.2`` or ``seed wheat E3.1``. Raises :class:`InvalidMove`."""
    m = re.fullmatch(rf"(ripe|seed)\s+(\w+)\s+(?:on\s+)?({FIELD})", " ".join(text.strip().split()), re.I)
    if not m:
        raise InvalidMove(say("ufern-des-nils.read.plant", text=_echo(text), ripe=_eg("ripe flax W4.2"),
                              seed=_eg("seed wheat E3.1")))
    return Plant(field_name(m.group(3)), m.group(2).lower(), m.group(1).lower() == "ripe")


@dataclass(frozen=True)
class HarvestNotation(Notation):
    """``harvest W4.1`` without a market row: the one row it can go to."""

    text: str
    field: str

    def resolve(self, state: Ufern) -> Harvest:
        """The :class:`Harvest` meant; AmbiguousMove if the plant could go to several rows."""
        rows = [m.row for m in state.legal_moves() if isinstance(m, Harvest) and m.field == self.field]
        if len(rows) > 1:
            raise _ambiguous(self.text, [f"harvest {self.field} {r}" for r in rows])
        return Harvest(self.field, rows[0] if rows else "M4")


@dataclass(frozen=True)
class RotNotation(Notation):
    """``rot M4`` or ``rot M4 2 5``: the rot choice; without spaces, the plants that rot when the choice
    leaves none open. Written where no choice was asked (no plant could rot), it is still checked: it
    must follow the rot event, name a row the event reaches (an empty one too) and no plant (U13)."""

    row: str
    spaces: Optional[tuple[int, ...]]

    def resolve(self, state: Ufern) -> Rot | RotUnasked:
        """The :class:`Rot` meant, or a :class:`RotUnasked` checkpoint when the state asks for no rot choice."""
        if state.step != ROT:
            return RotUnasked(Rot(self.row, self.spaces or ()))
        if self.spaces is not None:
            return Rot(self.row, self.spaces)
        options = rot_options(state.market.get(self.row, []), state.rules.rot_plants) if self.row in state.market else [()]
        if len(options) > 1:
            raise _ambiguous(f"rot {self.row}", [" ".join(["rot", self.row, *map(str, o)]) for o in options[:6]])
        return Rot(self.row, options[0])


@dataclass(frozen=True)
class StopNotation(Notation):
    """``stop``: no card fits (flood) or no water is left (ebb), whichever phase 1 is in."""

    tops: tuple[Optional[Front], Optional[Front]]

    def resolve(self, state: Ufern) -> FloodEnd | EbbEnd:
        """:class:`FloodEnd` or :class:`EbbEnd` for the phase the state is in."""
        if state.step == WATER and state.mode == EBB:
            if any(self.tops):
                raise InvalidMove(say("ufern-des-nils.read.ebb-stop", stop=_eg("stop")))
            return EbbEnd()
        return FloodEnd(self.tops)


@dataclass(frozen=True)
class EndOfList(Notation):
    """The end of a round's ``flood:`` or ``ebb:`` list: if that phase still waits for a card, the
    player could place (remove) no more (an implicit ``stop``); otherwise nothing."""

    mode: str

    def resolve(self, state: Ufern) -> FloodEnd | EbbEnd | NothingAsked:
        """:class:`FloodEnd`, :class:`EbbEnd`, or a no-op checkpoint."""
        if state.step == WATER and state.mode == self.mode:
            return EbbEnd() if self.mode == "ebb" else FloodEnd()
        return NothingAsked("")


@dataclass(frozen=True)
class RotUnasked(Checkpoint):
    """A rot choice written where none was asked: checked against the rot event just turned up."""

    rot: Rot

    def verify(self, state: Ufern) -> IllegalMove | None:
        """The rule the choice breaks (no rot event, a row the event does not reach, a plant named), or None."""
        return state.check_unasked_rot(self.rot)

    def __str__(self) -> str:
        return str(self.rot)


#: one item of a flood or ebb list as read before a position gives it its meaning
WaterItem = Union[Flood, Reveal, Ebb, "RotNotation", "StopNotation"]


class NothingAsked(Checkpoint):
    """A record item that asks nothing of this position (a rot choice where nothing could rot)."""

    def __init__(self, text: str):
        self.text = text

    def verify(self, state: Any) -> IllegalMove | None:
        """Always None."""
        return None

    def __str__(self) -> str:
        return self.text
