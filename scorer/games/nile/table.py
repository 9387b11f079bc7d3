"""The NILE table: every card's place and the work the rules owe, and the bookkeeping that needs no
decision (harvests, the next turn, reshuffles, the Plague, the end).

:class:`NileTable` is the base of :class:`scorer.games.nile.engine.Nile`; the player steps
(:class:`scorer.games.nile.steps.PlayerSteps`) and the simulation policy
(:class:`scorer.games.nile.moves.SimulationMoves`) build on it, so each sees the table's typed fields.
Facts: ``data/nile.yaml``; rules: ``shared/rules/nile.fr.txt`` (sections cited in English first).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from gamedata.catalogue import NileCatalogue, NileVariant, load_catalogue
from scorer.engine import CHANCE, TERMINAL
from scorer.engine.said import Said, say
from scorer.games.nile.messages import CATALOGUE as MESSAGES
from scorer.games.nile.cards import CardSet

assert MESSAGES.prefix == "nile"  # registered as it was made: say() finds the words of every id said
_CATALOGUE = load_catalogue("nile")
assert isinstance(_CATALOGUE, NileCatalogue)  # data/nile.yaml's model
#: the rule figures (``rules`` of ``data/nile.yaml``, each with its rule): the turn summary card prints
#: the same numbers
_FIGURES = _CATALOGUE.rules
#: cards dealt to each player [Mise en place]
DEAL_SIZE: int = _FIGURES.deal
#: cards drawn at the end of a turn [5) Piocher]
END_DRAW: int = _FIGURES.end_draw
#: cards drawn in a market [3.1) Marché]
MARKET_DRAW: int = _FIGURES.market_draw
#: cards paid by each speculation card sharing a crop with the next flood [4.2) Spéculer]
PAYOUT: int = _FIGURES.payout
#: cards discarded (hand and/or storage) for one trade [3.1) Marché; 3.2) Offrandes à Hâpi]
TRADE_COST: int = _FIGURES.trade_cost
#: speculation cards a player lays at most in one turn [4.2) Spéculer]
SPECULATION_MAX: int = _FIGURES.speculation_max
#: the fewest cards of a new field [4.1) Planter]
NEW_FIELD_MIN: int = _FIGURES.new_field_min
#: the planting option of exactly this many cards, each of another crop [4.1) Planter]
MIXED_PLANTING: int = _FIGURES.mixed_planting

#: the rules' sections, as headed in nile.fr.txt: their titles live in ``data/nile.yaml`` (``rule_titles``)
_RULES = _CATALOGUE.rule_titles
R_SETUP, R_FLOOD, R_HARVEST, R_TRADE = _RULES["setup"], _RULES["flood"], _RULES["harvest"], _RULES["trade"]
R_MARKET, R_HAPI, R_STEP4, R_PLANT = _RULES["market"], _RULES["hapi"], _RULES["step4"], _RULES["plant"]
R_SPECULATE, R_DRAW, R_PLAGUE = _RULES["speculate"], _RULES["draw"], _RULES["plague"]
R_END, R_OPTIONAL, R_TURN_ORDER = _RULES["end"], _RULES["optional"], _RULES["turn_order"]



def cards_said(n: int) -> Said:
    """``n`` cards in words ("1 card", "3 cards"), a phrase of its own said inside others."""
    return say("nile.cards", cards=n)


#: why a player draws, in words: ``_DRAW_WHY`` alone, ``_DRAW_REASONS`` with the number of cards
_DRAW_WHY = {"end": say("nile.draw.why-end"), "market": say("nile.draw.why-market"),
             "payout": say("nile.draw.why-payout")}
_DRAW_REASONS = {"end": say("nile.draw.why-counted", why=_DRAW_WHY["end"], cards=cards_said(END_DRAW)),
                 "market": say("nile.draw.why-counted", why=_DRAW_WHY["market"], cards=cards_said(MARKET_DRAW)),
                 "payout": _DRAW_WHY["payout"]}
#: the rule each draw comes from, by its reason: the end of the turn [5) Piocher], a market [3.1) Marché],
#: a speculation payout [4.2) Spéculer]
DRAW_RULES = {"end": R_DRAW, "market": R_MARKET, "payout": R_SPECULATE}



class Phase(Enum):
    """Where a game stands: before the deal, turns being played, over."""

    SETUP = "setup"
    TURN = "turn"
    OVER = "over"


class Owed(Enum):
    """A kind of work the table owes before a player decides again [Les étapes de chaque tour]."""

    FLOOD = "a flood card to turn up"
    DRAW = "cards to draw"
    HARVEST = "a harvest"
    TURN_END = "the end of a turn"
    SPECULATIONS_DONE = "speculation cards to discard"


@dataclass(slots=True)
class Need:
    """One item of the stack of owed work (the last item is due first). A ``DRAW`` names the ``seat``
    drawing, the cards ``left`` of the ``total`` and the ``reason`` (``"end"``, ``"market"``,
    ``"payout"``); a ``HARVEST`` names the flooded ``crops``."""

    kind: Owed
    seat: int = -1
    left: int = 0
    total: int = 0
    reason: str = ""
    crops: tuple[int, ...] = ()


# the members as module constants, for the hot paths: looking a member up on its Enum class costs
# about 90 ns in CPython 3.11, a module global a few (simulations ran 20 % slower without these)
SETUP, TURN, OVER = Phase.SETUP, Phase.TURN, Phase.OVER
FLOOD, DRAW, HARVEST, TURN_END, SPECULATIONS_DONE = (Owed.FLOOD, Owed.DRAW, Owed.HARVEST, Owed.TURN_END,
                                                     Owed.SPECULATIONS_DONE)


def _nth(n: int) -> Said:
    """The ordinal of ``n`` in words ("1st", "4th")."""
    if n in (1, 2, 3):
        return say("nile.ordinal.first") if n == 1 else say("nile.ordinal.second") if n == 2 else \
            say("nile.ordinal.third")
    return say("nile.ordinal.nth", n=n)


class NileTable:
    """The cards on the table and in hand, by kind (small ints, see :mod:`scorer.games.nile.cards`),
    and the stack of owed work. ``unaccounted[k]``: copies of kind ``k`` whose place nobody has seen
    (in the deck or an unseen hand slot); ``hand[p][k]`` the seen cards of seat ``p``, ``hand_unseen[p]``
    its unseen ones; ``storage[p][c]`` its harvested crop ``c``; ``field_owner[c]`` the seat growing crop
    ``c`` (-1 for none) and ``field_size[c]`` its cards; ``speculations`` (seat, kind) waiting for the
    next flood; ``needs`` the owed work, last item first; ``harvests``, ``plagues`` and ``reshuffles``
    count those events so far (``reshuffles``: the discard and flood piles shuffled into a new deck, so
    a front end can warn before an undo crosses one). What the public facts say about the cards nobody
    saw: ``pools[e]`` the cards the ``e``-th reshuffle made the deck of (``pools[0]`` unused: the first
    deck is whatever nobody has seen), ``deck_bound`` the most of each kind the current deck can still
    hold (None for the first deck) and ``unseen_from[p]`` the decks seat ``p``'s unseen cards were drawn
    from (see :mod:`scorer.games.nile.hidden`)."""

    players: tuple[str, ...]
    cards: CardSet
    variant: NileVariant | None
    n: int
    passes: int
    unaccounted: list[int]
    deck_size: int
    hand: list[list[int]]
    hand_unseen: list[int]
    storage: list[list[int]]
    field_owner: list[int]
    field_size: list[int]
    speculations: list[tuple[int, int]]
    flood_pile: list[int]
    discard: list[int]
    removed: list[int]
    removed_unseen: int
    flood: int | None
    phase: Phase
    active: int
    turn: int
    acted: bool
    turn_started: bool
    plague_flooded: bool
    needs: list[Need]
    deck_runs_out: int
    tally: bool
    end_reason: str  # a Said once the game has ended
    last_harvest: list[tuple[int, int]]
    last_plague: list[tuple[int, int, int]] | None
    last_draw: tuple[int, int, str]
    drew: tuple[tuple[int, int, str] | None, ...]
    drew_last: int
    harvests: int
    plagues: int
    reshuffles: int
    last_reshuffle: tuple[int, int | None]
    deck_bound: list[int] | None
    pools: list[list[int]]
    unseen_from: list[set[int]]
    #: per seat and kind, the cards of the hand known only because the player told them (a claim, see
    #: :mod:`scorer.games.nile.hidden`)
    told: list[list[int]]
    #: the claims lost at the last move, (seat, kind, cards): a card of the kind showed face up and the copies
    #: left cannot cover them (:meth:`~scorer.games.nile.hidden.HiddenCards._claims_settle`)
    lost: list[tuple[int, int, int]]
    #: the claims that gave way at the last move to their teller's own face-up step, (seat, kind, cards)
    #: (:meth:`~scorer.games.nile.claims.OwnClaims._yield_claims`)
    yielded: list[tuple[int, int, int]]
    #: per seat, its claims that gave way since it last told (kind, cards, True for its own step, False for a
    #: card shown face up): said on its page until it tells again (:mod:`scorer.games.nile.claims`)
    gave_way: list[list[tuple[int, int, bool]]]
    #: claims of a kind that cannot all be true: kind -> (the claimants' seats, the turn first seen), for
    #: ``nile check`` (never said live)
    clashes: dict[int, tuple[tuple[int, ...], int]]
    #: the seat this copy of the game is the view of (:mod:`scorer.games.nile.seats`), None for the referee's
    #: game and the table's view: its news says "your" for that seat's own claims
    viewer: int | None = None
    #: the seats whose storage this copy of the game does not show (the rules hide it: "Cachez le contenu de
    #: votre stock"): set only on a seat's view (:mod:`scorer.games.nile.seats`), where it reads as empty
    storage_hidden: frozenset[int] = frozenset()
    #: of those, the storages everyone knows are empty (nothing went into them yet: their size is public), whose
    #: zeros this copy may say (:meth:`~scorer.games.nile.hidden.HiddenCards.storage_known_empty`)
    storage_empty: frozenset[int] = frozenset()

    @property
    def flooded(self) -> tuple[int, ...]:
        """The crops the flood card showing floods (none before the first flood)."""
        return () if self.flood is None else self.cards.floods[self.flood]

    def due_draw(self) -> Need | None:
        """The draw the table owes now, if any (its ``seat``, the cards ``left`` of the ``total``, the
        ``reason``: ``"end"``, ``"market"`` or ``"payout"``)."""
        if self.phase != TURN or not self.needs or self.needs[-1].kind != DRAW:
            return None
        return self.needs[-1]

    @property
    def turn_ready(self) -> bool:
        """True between turns: the previous turn is complete and the new turn's flood card is due."""
        return self.phase == TURN and not self.turn_started and bool(self.needs) and self.needs[-1].kind == FLOOD

    def field_total(self) -> int:
        """Cards in all fields on the table."""
        return sum(self.field_size)

    def hand_size(self, seat: int) -> int:
        """Cards in ``seat``'s hand (seen and unseen)."""
        return sum(self.hand[seat]) + self.hand_unseen[seat]

    def _name(self, seat: int) -> str:
        return self.players[seat]

    def _due(self) -> Said:
        """What the table must do now, in words."""
        if not self.needs:
            return say("nile.due.step", player=self._name(self.active))
        need = self.needs[-1]
        if need.kind == FLOOD:
            return say("nile.due.flood")
        return say("nile.due.draw", player=self._name(need.seat), left=need.left, why=_DRAW_WHY[need.reason])

    def due_rule(self) -> str:
        """The rule the work due now comes from (the title of ``data/nile.yaml``'s ``rule_titles``): a
        turn's flood card [1) Inondation], the flood of an offering [3.2) Offrandes à Hâpi], a draw by its
        reason (:data:`DRAW_RULES`), or, with nothing owed, the active player's steps 3 and 4
        [4) Planter ou Spéculer]."""
        if not self.needs:
            return R_STEP4
        need = self.needs[-1]
        if need.kind == FLOOD:
            return R_HAPI if self.turn_started else R_FLOOD
        return DRAW_RULES.get(need.reason, R_DRAW)

    def _start_turn(self, seat: int) -> None:
        self.active = seat
        self.turn += 1
        self.acted = False
        self.turn_started = False
        self.needs.append(Need(FLOOD))

    def _settle(self) -> None:
        """Carry out everything that needs no decision and no card from the deck: harvests, the next
        turn, reshuffles and the end of the game."""
        needs = self.needs
        while needs and self.phase == TURN:
            need = needs[-1]
            code = need.kind
            if code == HARVEST:
                needs.pop()
                self._harvest(need.crops)
            elif code == SPECULATIONS_DONE:
                needs.pop()
                self._discard_speculations()
            elif code == TURN_END:
                needs.pop()
                self._start_turn((self.active + 1) % self.n)
            elif self.deck_size == 0:
                self._deck_runs_out()
            else:
                return

    def _deck_runs_out(self) -> None:
        """[Fin de la Partie; 5) Piocher] The N-th time ends the game; otherwise the discard and flood
        piles become the new deck (an empty new deck counts as running out again). Decision
        ``flood-stays`` (``data/nile.yaml``): the flood card showing stays on the Flood card, out of the
        new deck, so ``flood_pile`` keeps just that card; ``last_reshuffle`` is (cards shuffled into the
        new deck, the card left showing or None)."""
        while self.deck_size == 0 and self.phase == TURN:
            self.deck_runs_out += 1
            if self.deck_runs_out >= self.passes:
                need = self.needs[-1]
                during = say("nile.end.during-flood") if need.kind == FLOOD else \
                    say("nile.end.during-draw", player=self._name(need.seat), why=_DRAW_WHY[need.reason])
                self.end_reason = say("nile.end.deck-ran-out", nth=_nth(self.deck_runs_out), turn=self.turn,
                                      player=self._name(self.active), during=during)
                self.phase = OVER
                self.needs.clear()
                return
            self.reshuffles += 1
            pool = list(self.discard)  # the new deck is made of face-up cards: what it holds is known
            showing = self.flood_pile[-1:]  # the flood showing is the pile's top card
            for k in self.flood_pile[:-1]:
                pool[k] += 1
            for k, m in enumerate(pool):
                self.unaccounted[k] += m
                self.discard[k] = 0
            self.deck_size += sum(pool)
            self.flood_pile[:] = showing
            self.last_reshuffle = (self.deck_size, showing[0] if showing else None)
            self.pools.append(pool)
            self.deck_bound = list(pool)

    def _harvest(self, crops: tuple[int, ...]) -> None:
        """[2) Récolter] One card of each flooded crop's field to its owner's storage."""
        done = []
        for c in crops:
            owner = self.field_owner[c]
            if owner >= 0:
                self.field_size[c] -= 1
                self.storage[owner][c] += 1
                done.append((owner, c))
                if self.field_size[c] == 0:
                    self.field_owner[c] = -1
        self.last_harvest = done
        self.harvests += 1

    def _discard_speculations(self) -> None:
        """[4.2) Speculate] "All speculation cards (successful or not) are then discarded": after the
        payouts of the flood that resolved them."""
        for _, spec in self.speculations:
            self.discard[spec] += 1
        self.speculations.clear()

    def _plague(self) -> None:
        """[Invasion de locustes] The largest field and every field tied with it are discarded."""
        largest = max(self.field_size)
        destroyed = []
        if largest:
            for c, size in enumerate(self.field_size):
                if size == largest:
                    destroyed.append((c, self.field_owner[c], size))
                    self.discard[c] += size
                    self.field_size[c] = 0
                    self.field_owner[c] = -1
        self.last_plague = destroyed
        self.plagues += 1
        self.discard[self.cards.plague] += 1

    def locations(self) -> dict[str, int]:
        """How many cards are where: deck, hands, storage, fields, speculations, flood pile, discard
        pile, removed, the Flood card. The counts always add up to the 92 cards of the game."""
        return {"deck": self.deck_size, "hands": sum(self.hand_size(p) for p in range(self.n)),
                "storage": sum(map(sum, self.storage)), "fields": self.field_total(),
                "speculations": len(self.speculations), "flood pile": len(self.flood_pile),
                "discard pile": sum(self.discard), "removed": sum(self.removed) + self.removed_unseen,
                "Flood card": 1}

    def _whereabouts(self, k: int, seat: int | None = None, others: bool = True) -> Said:
        """Where the copies of kind ``k`` the table has placed are, in words: the public places, ``seat``'s
        own hand (its claims too), and (``others``) the cards other seats hold as their own secret, counted,
        never a claim (decision *claims*)."""
        cs = self.cards
        parts = []
        if cs.is_crop(k):
            stored = sum(s[k] for s in self.storage)
            if stored:
                parts.append(say("nile.where.storage", cards=stored))
            if self.field_size[k]:
                parts.append(say("nile.where.field", cards=self.field_size[k], player=self._name(self.field_owner[k])))
        if seat is not None and self.hand[seat][k]:
            parts.append(say("nile.where.hand", cards=self.hand[seat][k], player=self._name(seat)))
        hands = sum(h[k] - t[k] for p, (h, t) in enumerate(zip(self.hand, self.told)) if p != seat) if others else 0
        if hands:
            parts.append(say("nile.where.hands", cards=hands))
        spec = sum(1 for _, s in self.speculations if s == k)
        if spec:
            parts.append(say("nile.where.speculation", cards=spec))
        pile = self.flood_pile.count(k)
        if pile:
            parts.append(say("nile.where.flood-pile", cards=pile))
        if self.discard[k]:
            parts.append(say("nile.where.discard", cards=self.discard[k]))
        if self.removed[k]:
            parts.append(say("nile.where.removed", cards=self.removed[k]))
        return say("nile.where.list", places=parts)

    @property
    def current_player(self) -> int:
        if self.phase == TURN:
            return CHANCE if self.needs else self.active
        return TERMINAL if self.phase == OVER else CHANCE

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def _after_removal(self) -> list[int]:
        left = list(self.cards.total)
        if self.variant:
            for c in range(self.cards.n_crops):
                left[c] -= self.variant.remove_per_crop
        return left


def drawn_count(state: Any, due: int, why: str) -> dict[str, Any]:
    """The count a draw of ``due`` cards says it draws, and why: all of them, unless the deck, on its last pass
    [Fin de la Partie], holds fewer: then the cards it holds, "of 3 cards due" (nilerev3 defect 5: "draws 3 cards" when 2
    could be drawn)."""
    if state.deck_runs_out + 1 < state.passes or state.deck_size >= due:
        return {"cards": cards_said(due), "why": why}
    return {"cards": cards_said(state.deck_size), "why": say("nile.draw.why-last", why=why, due=cards_said(due))}
