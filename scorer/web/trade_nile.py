"""NILE's trade picker for a player's own page (fe-table7 problem 3): the player taps the two cards to discard (of
the hand, or of the storage), then "Market" or "Hapi", three taps, where the page listed every market and Hapi
pair as a button of its own (32 with six cards and a storage card, a page of 3,251 px).

The rules [3) Négocier]: a trade discards two cards (crop or speculation) from the hand and/or the storage; the
market [3.1) Marché] draws one card into the hand, an offering to Hapi [3.2) Offrandes à Hâpi] turns up a new
flood card. :func:`picker` offers the cards the seat may discard: the cards of its hand it told, the kinds its
cards not told yet may be (the tell section's: a hand not told still trades), the crops of its storage; and, for
every two of them, the entry each trade makes, written by the game's notation (the very text the list of entries
sent, so the referee rules it as before), or why the rules refuse it, as the referee words it (the same
``check()`` that rules the entry when it is sent). Nothing is recorded here; the page's script enables the two
buttons a pair allows.

>>> from scorer.games import game
>>> spec = game("nile")
>>> s = spec.new_game(["Anna", "Ben"], [])
>>> for entry in ("Anna: Papyrus Papyrus Wheat Flax Castor/Flax; Ben: ?", "Lettuce"):
...     s.apply(spec.notation.parse(s, entry))
>>> from scorer.web.cards_nile import card_svg
>>> p = picker(s, 0, (), card_svg)
>>> [(c.key, c.most) for c in p.cards]
[('hand:Papyrus', 2), ('hand:Wheat', 1), ('hand:Flax', 1), ('hand:Castor/Flax', 1)]
>>> p.entry("hand:Papyrus+hand:Papyrus", "market"), p.entry("hand:Flax+hand:Wheat", "hapi")
('market Papyrus Papyrus', 'hapi Wheat Flax')
>>> p.entry("hand:Wheat+hand:Wheat", "market") is None  # one Wheat only: never offered as a pair
True
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from itertools import combinations_with_replacement
from typing import Any, Callable, Sequence

from scorer.engine import InvalidMove
from scorer.engine.said import say
from scorer.games.nile.cards import card_set
from scorer.games.nile.moves import Trade
from scorer.games.nile.notation import format as written
from scorer.games.nile.table import TRADE_COST
from scorer.web.messages import CATALOGUE as WEB_WORDS

assert WEB_WORDS.prefix == "nile-web"  # registered as it was made: say() finds the page's ids said here

#: the two trades, as the page's buttons say them and the move names them
KINDS = (("market", "market"), ("hapi", "offering"))


@dataclass(frozen=True)
class TradeCard:
    """One card the seat may discard: ``key`` ``"hand:Papyrus"`` or ``"storage:Flax"``, ``source`` ``"hand"``
    or ``"storage"``, ``name`` the card's name, ``most`` how many of it two picks may take (1 or 2), ``held``
    how many the seat is known to hold there (0: a kind its cards not told yet may be), ``svg`` its picture."""

    key: str
    source: str
    name: str
    most: int
    held: int
    svg: str


@dataclass(frozen=True)
class TradePicker:
    """The cards to tap (:class:`TradeCard`, the hand's first, then the storage's) and, for each two of them
    (their keys sorted and joined by ``+``), per trade (``market``, ``hapi``) the entry it makes or the reason
    the rules refuse it; ``listed`` the trade entries of the list (kept folded on the page: its fallback without
    a script); ``untold`` the seat's cards not told yet."""

    cards: tuple[TradeCard, ...]
    pairs: dict[str, dict[str, tuple[str, str]]] = field(default_factory=dict)
    listed: tuple[str, ...] = ()
    untold: int = 0

    def entry(self, pair: str, kind: str) -> str | None:
        """The entry of trade ``kind`` (``market``, ``hapi``) with the two cards ``pair`` (``"hand:A+storage:B"``),
        or None where the rules refuse it or the pair cannot be picked."""
        found = self.pairs.get(pair, {}).get(kind)
        return found[0] if found and found[0] else None

    def why(self, pair: str, kind: str) -> str:
        """Why the rules refuse trade ``kind`` with ``pair`` ("" where they allow it or the pair is none)."""
        found = self.pairs.get(pair, {}).get(kind)
        return found[1] if found else ""

    def rows(self) -> list[tuple[str, list[TradeCard]]]:
        """The cards in the rows the page draws them in: the hand's told cards, the kinds the cards not told yet
        may be, the storage's crops (rows without a card left out), each under its title (a message of the page,
        :mod:`scorer.web.messages`, said in the phone's language where the page shows it)."""
        told = [c for c in self.cards if c.source == "hand" and c.held]
        maybe = [c for c in self.cards if c.source == "hand" and not c.held]
        store = [c for c in self.cards if c.source == "storage"]
        n = self.untold
        return [(title, cards) for title, cards in (
            (say("nile-web.trade.hand"), told), (say("nile-web.trade.untold", count=n), maybe),
            (say("nile-web.trade.storage"), store)) if cards]

    def as_json(self) -> str:
        """The pairs as the page's script reads them: ``{pair: {"market": [entry, why], "hapi": [...]}}``, the
        reasons said once (``why`` an index into ``"why"``)."""
        reasons: list[str] = []
        out: dict[str, dict[str, list[object]]] = {}
        for pair, kinds in self.pairs.items():
            out[pair] = {}
            for kind, (entry, why) in kinds.items():
                if why and why not in reasons:
                    reasons.append(why)
                out[pair][kind] = [entry, reasons.index(why) if why else -1]
        return json.dumps({"pairs": out, "why": reasons}, separators=(",", ":"), ensure_ascii=False)


def _held(seen: Any, seat: int) -> tuple[dict[str, int], int, dict[str, int]]:
    """What ``seat`` holds on ``seen`` (the game as the seat knows it): the hand's told cards counted by name,
    its cards not told, and the storage's crops counted (none where hidden)."""
    cs = card_set()
    cards = {cs.names[k]: m for k, m in enumerate(seen.hand[seat]) if m}
    store = {} if seat in seen.storage_hidden else {cs.crops[c]: m for c, m in enumerate(seen.storage[seat]) if m}
    return cards, int(seen.hand_unseen[seat]), store


def picker(seen: Any, seat: int, maybe: Sequence[str], card_svg: Callable[[list[int], list[int]], str],
           listed: Sequence[str] = ()) -> TradePicker:
    """The trade picker of ``seat`` on ``seen`` (the game as the seat knows it, at the seat's step 3: what it
    holds read from it), ``maybe`` the kinds its cards not told yet may be (the tell section's items), ``listed`` the trade entries of the page's list. Each two cards' entries are checked as
    the referee checks them (``seen.check``). ``card_svg(kinds, counts)`` draws a card (the NILE cards'
    picture, :func:`scorer.web.cards_nile.card_svg`, given by the caller)."""
    cs = card_set()
    cards, untold, store = _held(seen, seat)
    offered: list[TradeCard] = []
    for k, name in enumerate(cs.names):
        if k == cs.plague:
            continue
        held = cards.get(name, 0)
        most = min(TRADE_COST, held + (untold if name in maybe else 0))
        if most:
            offered.append(TradeCard(f"hand:{name}", "hand", name, most, held, card_svg([k], [max(held, 1)])))
    for c, name in enumerate(cs.crops):
        if store.get(name):
            offered.append(TradeCard(f"storage:{name}", "storage", name, min(TRADE_COST, store[name]), store[name],
                                     card_svg([c], [store[name]])))
    pairs: dict[str, dict[str, tuple[str, str]]] = {}
    for a, b in combinations_with_replacement(offered, 2):
        if a is b and a.most < 2:
            continue
        picked = (a, b)
        from_hand = tuple(sorted(cs.parse(c.name) or 0 for c in picked if c.source == "hand"))
        from_store = tuple(sorted(cs.parse(c.name) or 0 for c in picked if c.source == "storage"))
        said: dict[str, tuple[str, str]] = {}
        for button, kind in KINDS:
            move = Trade(seat, kind, from_hand, from_store)
            try:
                err = seen.check(move)
                said[button] = (written(seen, move), "") if err is None else ("", f"{err.reason}")
            except InvalidMove as exc:
                said[button] = ("", f"{exc}")
        pairs["+".join(sorted((a.key, b.key)))] = said
    return TradePicker(tuple(offered), pairs, tuple(listed), untold)
