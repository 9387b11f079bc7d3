"""NILE's moves (small frozen value objects) and the random policy used by simulations.

Chance moves: :class:`Deal`, :class:`Flood`, :class:`Draw`, :class:`DrawOwed`; player moves:
:class:`Trade`, :class:`Plant`, :class:`Speculate`, :class:`Pass`; :class:`Hold` (a player tells the
referee cards of the hand nobody saw, at any step); :class:`Tally` stands for a whole game of which only
the final storage is known. Card kinds are those of :mod:`scorer.games.nile.cards`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import combinations, combinations_with_replacement, product
from typing import TYPE_CHECKING, Sequence, Union

from scorer.games.nile.cards import card_set
from scorer.games.nile.hidden import HiddenCards
# DEAL_SIZE: read from here by the engine, the notation, the record and the view
from scorer.games.nile.table import (DEAL_SIZE, FLOOD, MIXED_PLANTING, NEW_FIELD_MIN, SETUP,  # noqa: F401
                                     SPECULATION_MAX, TRADE_COST)

#: chance of a trade at each decision of a simulated player, and of an offering rather than a market
TRADE_RATE, OFFERING_SHARE = 0.1, 0.4
#: weights of planting, speculating and doing neither when a simulated player reaches step 4
STEP4_WEIGHTS = (0.7, 0.15, 0.15)


@dataclass(frozen=True, slots=True)
class Deal:
    """Chance: the deal. ``hands[p]`` holds the kinds dealt to seat ``p`` (``None`` for a card nobody
    saw); ``hands`` may be None altogether (nothing seen). ``removed``: the speculation kinds a deck
    reduction removed at random, or None if not seen."""

    hands: tuple[tuple[int | None, ...], ...] | None = None
    removed: tuple[int, ...] | None = None

    def __str__(self) -> str:
        return "the deal"


@dataclass(frozen=True, slots=True)
class Flood:
    """Chance: the top card of the deck turned up onto the flood pile (a kind; the Plague is possible)."""

    card: int

    def __str__(self) -> str:
        return f"flood card {card_set().name(self.card)}"


@dataclass(frozen=True, slots=True)
class Draw:
    """Chance: seat ``player`` draws one card into the hand; ``card`` is its kind, or None if unseen.
    A Plague drawn is always seen: it is revealed at once and a replacement is drawn."""

    player: int
    card: int | None

    def __str__(self) -> str:
        return f"seat {self.player} draws {card_set().name(self.card)}"


@dataclass(frozen=True, slots=True)
class DrawOwed:
    """Chance, for records that leave draws out: every card still owed in the current draw, unseen.

    ``player`` is whose draw it is, or None for "any speculation payout now due, if there is one".
    ``implied`` marks a draw the record did not write: it is a harmless no-op when nothing is owed."""

    player: int | None
    implied: bool = True

    def __str__(self) -> str:
        return "the cards owed, drawn unseen"


@dataclass(frozen=True, slots=True)
class Trade:
    """Step 3: seat ``player`` discards two cards — ``hand`` kinds from the hand, ``storage`` crops from
    the storage, each tuple sorted — in the ``market`` (draw one card) or as an ``offering`` to Hapi
    (a new flood)."""

    player: int
    kind: str
    hand: tuple[int, ...]
    storage: tuple[int, ...] = ()

    def __str__(self) -> str:
        return "market" if self.kind == "market" else "offering to Hapi"


@dataclass(frozen=True, slots=True)
class Plant:
    """Step 4.1: seat ``player`` plants ``cards``: (crop, count) pairs, sorted by crop, counts >= 1."""

    player: int
    cards: tuple[tuple[int, int], ...]

    def __str__(self) -> str:
        return "plant " + ", ".join(f"{n} {card_set().name(c)}" for c, n in self.cards)


@dataclass(frozen=True, slots=True)
class Speculate:
    """Step 4.2: seat ``player`` lays speculation cards (kinds) face up."""

    player: int
    cards: tuple[int, ...]

    def __str__(self) -> str:
        return "speculate on " + " and ".join(card_set().name(k) for k in self.cards)


@dataclass(frozen=True, slots=True)
class Pass:
    """Step 4: seat ``player`` neither plants nor speculates. ``implied`` marks a pass the record did
    not write (a turn without planting or speculating): harmless after the game has ended."""

    player: int
    implied: bool = False

    def __str__(self) -> str:
        return "neither plant nor speculate"


@dataclass(frozen=True, slots=True)
class Hold:
    """Seat ``player`` tells the referee, on the player's own page, cards of the hand that nobody saw
    (``cards``: kinds, ``None`` for a card another seat reads as told but unknown): the hand is the
    player's secret [5) Piocher], and a hand the referee knows lets it offer only what the hand allows and
    refuse at once what it cannot do. Telling is optional and changes nothing at the table.

    ``dropped``: cards the player told before and takes back ("not this one", ``Ben holds Flax not
    Lettuce/Castor``), taken back before ``cards`` are told: the player corrects the own claims at any time
    (decision *claims*; another seat reads the step as a tell of ``?``, :func:`scorer.games.nile.seats.hide`)."""

    player: int
    cards: tuple[int | None, ...]
    dropped: tuple[int, ...] = ()

    def __str__(self) -> str:
        again = f", not {len(self.dropped)} told before" if self.dropped else ""
        return f"seat {self.player} holds {len(self.cards)}{again}"


@dataclass(frozen=True, slots=True)
class Tally:
    """A tally-only record: each seat's final storage (counts per crop). Ends the game at once."""

    storage: tuple[tuple[int, ...], ...]

    def __str__(self) -> str:
        return "final storage"


#: every NILE move: the chance moves, a player's steps, a hand told, a tally-only game (what ``GameState[Move]``,
#: the notation and the records read and write)
Move = Union[Deal, Flood, Draw, DrawOwed, Trade, Plant, Speculate, Pass, Hold, Tally]


class SimulationMoves(HiddenCards):
    """Mixin for :class:`scorer.games.nile.engine.Nile`: the legal moves at a turn, and random chance and moves for
    simulations. Only cards known to be in the hand are offered (in a simulation, all of them)."""

    if TYPE_CHECKING:
        def check(self, move: Move) -> object: ...  # (the engine's: the reason a move is illegal, or None)

    def _legal_turn(self) -> list[Move]:
        """At a turn (the legal moves of its row of :attr:`~scorer.games.nile.engine.Nile.PHASES`), every legal
        move of the player to move: trades (market and offering, every choice of
        :data:`TRADE_COST` cards from hand and storage), plantings of the three options, one to
        :data:`SPECULATION_MAX` speculation cards, and Pass.
        Empty at chance and terminal nodes."""
        if self.current_player < 0:
            return []
        p = self.active
        moves: list[Move] = []
        sources = [("hand", k) for k, m in enumerate(self.hand[p]) if m] + \
                  [("storage", c) for c, m in enumerate(self.storage[p]) if m]
        for picked in combinations_with_replacement(sources, TRADE_COST):
            if any(picked.count((s, k)) > (self.hand[p][k] if s == "hand" else self.storage[p][k]) for s, k in picked):
                continue
            hand = tuple(k for s, k in picked if s == "hand")
            store = tuple(k for s, k in picked if s == "storage")
            moves.append(Trade(p, "market", hand, store))
            moves.append(Trade(p, "offering", hand, store))
        moves += self._plantings(p)
        moves += self._speculations(p)
        moves.append(Pass(p))
        return moves

    def _unseen_forms(self, p: int) -> list[Move]:
        """The short forms a hand with unseen cards could make legal, not yet checked (see
        :meth:`scorer.games.nile.engine.Nile.possible_moves`)."""
        cs, owner, size = self.cards, self.field_owner, self.field_size
        open_crops = [c for c in range(cs.n_crops) if c not in self.flooded]
        out: list[Move] = [Plant(p, ((c, 1 if owner[c] == p else max(NEW_FIELD_MIN, size[c] + 1)),)) for c in open_crops]
        out += [Plant(p, tuple((c, 1) for c in crops)) for crops in combinations(open_crops, MIXED_PLANTING)]
        out += [Speculate(p, (k,)) for k in cs.speculations if not any(c in self.flooded for c in cs.floods[k])]
        out += [Trade(p, kind, (c,) * TRADE_COST) for c in range(cs.n_crops) for kind in ("market", "offering")]
        return out

    def larger_forms(self, listed: Sequence[Move]) -> list[Move]:
        """Where the active player's hand holds cards nobody saw, the steps :meth:`possible_moves` (``listed``)
        leaves out that those cards could make legal, each passing ``check()``: a new field of 3 cards or more, up
        to the hand's size, and 2 speculation cards [4.1) Planter; 4.2) Spéculer], so that nobody types them on a
        phone (nilerev defect 4: ``plant 4 Flax``, ``speculate Wheat/Castor and Papyrus/Wheat`` were typed);
        none for a hand all told (its legal moves are all listed).

        >>> from scorer.games.nile.engine import Nile
        >>> s = Nile(["Anna", "Ben"]); s.apply(Deal(None)); s.apply(Flood(card_set().parse("Castor")))
        >>> forms = s.larger_forms(s.possible_moves())
        >>> [str(m) for m in forms[:2]], sum(isinstance(m, Speculate) for m in forms)
        (['plant 3 Papyrus', 'plant 4 Papyrus'], 15)
        """
        p, cs = self.active, self.cards
        if not self.hand_unseen[p]:
            return []
        size, seen = self.hand_size(p), set(listed)
        plants: list[Move] = [Plant(p, ((c, n),)) for c in range(cs.n_crops) if c not in self.flooded
                              for n in range(NEW_FIELD_MIN + 1, size + 1)]
        open_specs = [k for k in cs.speculations if not any(c in self.flooded for c in cs.floods[k])]
        doubles: list[Move] = [Speculate(p, pair) for pair in combinations(open_specs, SPECULATION_MAX)] \
            if size >= SPECULATION_MAX else []
        return [m for m in plants + doubles if m not in seen and self.check(m) is None]

    def _plantings(self, p: int) -> list[Plant]:
        """Seat ``p``'s legal plantings from the cards known in its hand, of crops not flooded, by the three
        options [4.1) Planter]: a new field, one card each of :data:`MIXED_PLANTING` crops, cards into the own
        fields."""
        hand = self.hand[p]
        avail = [c for c in range(self.cards.n_crops) if hand[c] and c not in self.flooded]
        return self._new_fields(p, avail) + self._mixed_plantings(p, avail) + self._into_own_fields(p, avail)

    def _new_fields(self, p: int, avail: list[int]) -> list[Plant]:
        """One new field of :data:`NEW_FIELD_MIN` or more cards (more than the field it replaces)."""
        hand, owner, size = self.hand[p], self.field_owner, self.field_size
        out = []
        for c in avail:
            if owner[c] != p:
                low = max(NEW_FIELD_MIN, size[c] + 1) if owner[c] >= 0 else NEW_FIELD_MIN
                out += [Plant(p, ((c, n),)) for n in range(low, hand[c] + 1)]
        return out

    def _mixed_plantings(self, p: int, avail: list[int]) -> list[Plant]:
        """Exactly :data:`MIXED_PLANTING` cards of different crops, at least one a new field, none taking
        another player's."""
        owner = self.field_owner
        out = []
        for crops in combinations(avail, MIXED_PLANTING):
            new = [c for c in crops if owner[c] != p]
            if new and all(owner[c] < 0 for c in new):
                out.append(Plant(p, tuple((c, 1) for c in crops)))
        return out

    def _into_own_fields(self, p: int, avail: list[int]) -> list[Plant]:
        """Any number of cards into the fields already ``p``'s."""
        hand = self.hand[p]
        own = [c for c in avail if self.field_owner[c] == p]
        out = []
        for counts in product(*(range(hand[c] + 1) for c in own)):
            cards = tuple((c, n) for c, n in zip(own, counts) if n)
            if cards:
                out.append(Plant(p, cards))
        return out

    def _speculations(self, p: int) -> list[Speculate]:
        floods, flooded = self.cards.floods, self.flooded
        specs = [k for k in self.cards.speculations
                 if self.hand[p][k] and not any(c in flooded for c in floods[k])]
        return [Speculate(p, laid) for n in range(1, SPECULATION_MAX + 1) for laid in combinations(specs, n)]

    def sample_move(self, rng: random.Random) -> Move:
        """A random legal move: now and then a trade of two random cards from hand and storage; otherwise
        step 4 — a planting, a speculation or neither (weights :data:`STEP4_WEIGHTS`)."""
        p = self.active
        if rng.random() < TRADE_RATE:
            pool = [("h", k) for k, m in enumerate(self.hand[p]) for _ in range(m)] + \
                   [("s", c) for c, m in enumerate(self.storage[p]) for _ in range(m)]
            if len(pool) >= TRADE_COST:
                pair = rng.sample(pool, TRADE_COST)
                kind = "offering" if rng.random() < OFFERING_SHARE else "market"
                return Trade(p, kind, tuple(sorted(k for s, k in pair if s == "h")),
                             tuple(sorted(k for s, k in pair if s == "s")))
        choice = rng.choices((0, 1, 2), STEP4_WEIGHTS)[0]
        options: Sequence[Move] = self._plantings(p) if choice == 0 else self._speculations(p) if choice == 1 else ()
        return rng.choice(options) if options else Pass(p)

    def sample_chance(self, rng: random.Random) -> Move:
        """The deal (with the random removals of a deck reduction), or the top card of the deck drawn
        from the cards that may be there (:meth:`deck_kinds`, each as often as it can be: in a
        simulation, exactly the deck)."""
        cs = self.cards
        if self.phase == SETUP:
            left = self._after_removal()
            removed = None
            if self.variant is not None:
                removed = tuple(sorted(rng.sample(cs.speculations, self.variant.remove_speculation)))
                for k in removed:
                    left[k] -= 1
            pool = [k for k in range(cs.kinds) if k != cs.plague for _ in range(left[k])]
            rng.shuffle(pool)
            hands = tuple(tuple(sorted(pool[i * DEAL_SIZE:(i + 1) * DEAL_SIZE])) for i in range(self.n))
            return Deal(hands, removed)
        weights = [0] * cs.kinds
        for k in self.deck_kinds():
            weights[k] = self.unaccounted[k] if self.deck_bound is None else min(self.unaccounted[k], self.deck_bound[k])
        i = rng.randrange(sum(weights))
        for k, m in enumerate(weights):
            if i < m:
                break
            i -= m
        need = self.needs[-1]
        return Flood(k) if need.kind == FLOOD else Draw(need.seat, k)
