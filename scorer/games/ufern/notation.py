"""*An den Ufern des Nils* moves as a record writes them, on the board's names.

Phase 1 (flood and ebb), one item each:

* ``A single-double W5.3``: the top card of stack A, showing a single and a double wave, laid on W5.3
  (ends in any order; ``sd`` for short); ``... reveals rot 2 + arrow`` when it covers a desert card;
* ``W5.3 rot 2 + arrow`` (or ``ebb W5.3 reveals rot 2 + arrow``): the water card on W5.3 removed and
  the event on its back;
* ``rot M4 2 5``: the first player's choice for a rot event: the market row and the spaces (from the
  top) of the plants that rot; the spaces may be left out when the row has two or fewer that can rot;
* ``stop`` or ``stop A double-double, B double-blank``: no card fits (with the tops seen), or no
  water is left to remove.

Actions: ``sow flax W4.3``, ``grow W4.2``, ``harvest W4.1 M2`` (the row may be left out when only
one is possible), ``buy flax``, ``buy Ben's flax`` (variant), ``buy joker``, ``joker``,
``restore M3 2`` (variant). Opening: ``ripe flax W4.2``, ``seed wheat E3.1``.

>>> read_water("A sd W5.1 reveals hippo + arrow")
[Flood(stack='A', field='W5.1', front=('double', 'single')), Reveal(event=Event(kind='hippo', palms=0, arrow=True))]
>>> read_water("W5.3 rot 2"), read_water("stop A dd")
([Ebb(field='W5.3'), Reveal(event=Event(kind='rot', palms=2, arrow=False))], [StopNotation(tops=(('double', 'double'), None))])
>>> read_action("harvest W4.1 M2", {}), read_action("buy Ben's flax", {"Ben": 1})
(Harvest(field='W4.1', row='M2'), BuySeed(crop='flax', owner=1))
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Optional

from pnp.ufern_catalogue import Event, Front, parse_front
from pnp.yamlfile import shown
from scorer.engine import AmbiguousMove, Checkpoint, IllegalMove, InvalidMove, Notation
from scorer.games.ufern.market import rot_options
from scorer.games.ufern.moves import (BuyJoker, BuySeed, Ebb, EbbEnd, Flood, FloodEnd, Grow, Harvest, Joker, Plant,
                                      Restore, Reveal, Rot, Sow)
from scorer.games.ufern.steps import EBB, ROT, WATER

FIELD = r"[A-Za-z][0-9]\.[0-9]"


def _front(text: str) -> Front:
    try:
        return parse_front(text)
    except ValueError as exc:
        raise InvalidMove(str(exc)) from None


def _event(text: str) -> Event:
    try:
        return Event.parse(text)
    except ValueError as exc:
        raise InvalidMove(str(exc)) from None


def _field(text: str) -> str:
    return text[0].upper() + text[1:]


def read_water(text: str) -> list[Any]:
    """The moves of one phase-1 item (see the module docstring). Raises :class:`InvalidMove`."""
    t = " ".join(text.strip().split())
    m = re.fullmatch(rf"([AaBb])\s+(\S+)\s+(?:on\s+|to\s+)?({FIELD})(?:\s+reveals\s+(.+))?", t)
    if m:
        moves: list[Any] = [Flood(m.group(1).upper(), _field(m.group(3)), _front(m.group(2)))]
        if m.group(4):
            moves.append(Reveal(_event(m.group(4))))
        return moves
    m = re.fullmatch(rf"(?:ebb\s+)?({FIELD})\s*:?\s*(?:reveals\s+)?(.+)", t, re.I)
    if m:
        return [Ebb(_field(m.group(1))), Reveal(_event(m.group(2)))]
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
                raise InvalidMove(f"{shown(part)}: write a stack's top as 'A double-double'")
            tops["AB".index(pm.group(1).upper())] = _front(pm.group(2))
        return [StopNotation((tops[0], tops[1]))]
    raise InvalidMove(f"{shown(text)} is not a flood or ebb item; write e.g. 'A single-double W5.3', "
                      "'W5.3 rot 2 + arrow', 'rot M4 1 3' or 'stop'")


def read_action(text: str, seats: dict[str, int]) -> Any:
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
        return Sow(_field(m.group(2)), m.group(1).lower())
    m = re.fullmatch(rf"grow\s+({FIELD})", t, re.I)
    if m:
        return Grow(_field(m.group(1)))
    m = re.fullmatch(rf"harvest\s+({FIELD})(?:\s+(?:to\s+)?(M[0-9]))?", t, re.I)
    if m:
        field = _field(m.group(1))
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
        if owner not in seats:
            raise InvalidMove(f"{shown(owner)} is not one of the players ({', '.join(seats)})")
        return BuySeed(m.group(2).lower(), seats[owner])
    m = re.fullmatch(r"restore\s+(M[0-9])\s+([0-9])", t, re.I)
    if m:
        return Restore(m.group(1).upper(), int(m.group(2)))
    raise InvalidMove(f"{shown(text)} is not an action; write e.g. 'sow flax W4.3', 'grow W4.2', 'harvest W4.1 M2', "
                      "'buy flax', 'buy joker' or 'joker'")


def read_plant(text: str) -> Plant:
    """An opening plant: ``ripe flax W4.2`` or ``seed wheat E3.1``. Raises :class:`InvalidMove`."""
    m = re.fullmatch(rf"(ripe|seed)\s+(\w+)\s+(?:on\s+)?({FIELD})", " ".join(text.strip().split()), re.I)
    if not m:
        raise InvalidMove(f"{shown(text)}: write an opening plant as 'ripe flax W4.2' or 'seed wheat E3.1'")
    return Plant(_field(m.group(3)), m.group(2).lower(), m.group(1).lower() == "ripe")


@dataclass(frozen=True)
class HarvestNotation(Notation):
    """``harvest W4.1`` without a market row: the one row it can go to."""

    text: str
    field: str

    def resolve(self, state: Any) -> Any:
        """The :class:`Harvest` meant; AmbiguousMove if the plant could go to several rows."""
        rows = [m.row for m in state.legal_moves() if isinstance(m, Harvest) and m.field == self.field]
        if len(rows) > 1:
            raise AmbiguousMove(self.text, [f"harvest {self.field} {r}" for r in rows])
        return Harvest(self.field, rows[0] if rows else "M4")


@dataclass(frozen=True)
class RotNotation(Notation):
    """``rot M4`` or ``rot M4 2 5``: the rot choice; without spaces, the plants that rot when the choice
    leaves none open. Written where no choice was asked (no plant could rot), it is still checked: it
    must follow the rot event, name a row the event reaches (an empty one too) and no plant (U13)."""

    row: str
    spaces: Optional[tuple[int, ...]]

    def resolve(self, state: Any) -> Any:
        """The :class:`Rot` meant, or a :class:`RotUnasked` checkpoint when the state asks for no rot choice."""
        if state.step != ROT:
            return RotUnasked(Rot(self.row, self.spaces or ()))
        if self.spaces is not None:
            return Rot(self.row, self.spaces)
        options = rot_options(state.market.get(self.row, []), state.rules.rot_plants) if self.row in state.market else [()]
        if len(options) > 1:
            raise AmbiguousMove(f"rot {self.row}", [" ".join(["rot", self.row, *map(str, o)]) for o in options[:6]])
        return Rot(self.row, options[0])


@dataclass(frozen=True)
class StopNotation(Notation):
    """``stop``: no card fits (flood) or no water is left (ebb), whichever phase 1 is in."""

    tops: tuple[Optional[Front], Optional[Front]]

    def resolve(self, state: Any) -> Any:
        """:class:`FloodEnd` or :class:`EbbEnd` for the phase the state is in."""
        if state.step == WATER and state.mode == EBB:
            if any(self.tops):
                raise InvalidMove("an ebb stops without cards: write 'stop' alone")
            return EbbEnd()
        return FloodEnd(self.tops)


@dataclass(frozen=True)
class EndOfList(Notation):
    """The end of a round's ``flood:`` or ``ebb:`` list: if that phase still waits for a card, the
    player could place (remove) no more (an implicit ``stop``); otherwise nothing."""

    mode: str

    def resolve(self, state: Any) -> Any:
        """:class:`FloodEnd`, :class:`EbbEnd`, or a no-op checkpoint."""
        if state.step == WATER and state.mode == self.mode:
            return EbbEnd() if self.mode == "ebb" else FloodEnd()
        return NothingAsked("")


@dataclass(frozen=True)
class RotUnasked(Checkpoint):
    """A rot choice written where none was asked: checked against the rot event just turned up."""

    rot: Rot

    def verify(self, state: Any) -> IllegalMove | None:
        """The rule the choice breaks (no rot event, a row the event does not reach, a plant named), or None."""
        return state.check_unasked_rot(self.rot)

    def __str__(self) -> str:
        return str(self.rot)


class NothingAsked(Checkpoint):
    """A record item that asks nothing of this position (a rot choice where nothing could rot)."""

    def __init__(self, text: str):
        self.text = text

    def verify(self, state: Any) -> IllegalMove | None:
        """Always None."""
        return None

    def __str__(self) -> str:
        return self.text
