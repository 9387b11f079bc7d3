"""The set-up and the opening: who is first player (or the bid for it), the deal of the water cards, the
desert cards on the board, the plants to the boat, and the opening ripe plant and seed. A mixin of
:class:`scorer.games.ufern.engine.Ufern`, which holds the state; its opening water card is phase 1's
(:mod:`scorer.games.ufern.water`).

Rules: set-up ``[Préparation]``, the opening ``[Déroulement]`` and contents ``[Matériel]`` of
``ufern-des-nils.fr.txt``, and the first-player bid variant; decisions U2-U4 and U26.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement, product
from typing import Callable

from scorer.engine import IllegalMove, InvalidMove
from scorer.engine.said import say
from gamedata.ufern_catalogue import Event, Front, Setup, UfernRules
from scorer.games.ufern.banks import Banks, Growing
from scorer.games.ufern.board import UfernBoard, crop_term, crop_terms
from scorer.games.ufern.moves import Bid, Card, Deal, FirstPlayer, Plant, SetDesert, ToBoat
from scorer.games.ufern.steps import (BOAT, DEAL, FIRST_BID, HIPPO_BID, OPEN_WATER, R_CARDS, R_DEAL, R_FIELD,
                                      R_FIRST_BID, R_HIPPO, R_OPENING, R_SETUP, SET_DESERT, Phase)


class OpeningRules:
    """The set-up's and the opening's rules over the state of :class:`~scorer.games.ufern.engine.Ufern`."""

    # provided by the state
    players: tuple[str, ...]
    n: int
    seat: int
    first: int
    round: int
    step: Phase
    told_first: bool
    ripe_next: bool
    variants: frozenset[str]
    bids: dict[int, tuple[str, ...]]
    auctions: int
    opened: dict[int, tuple[str, ...]]
    order: list[int]
    supply: list[Counter[str]]
    stacks: list[list[list[Card]]]
    water_out: list[Card]
    fronts_seen: Counter[Front]
    backs_seen: Counter[Event]
    banks: Banks
    board: UfernBoard
    rules: UfernRules
    setup: Setup
    _crop: Callable[[str], str]
    _field: Callable[[str], str]
    _advance: Callable[[], bool]
    _seq: Callable[[list[int], Phase], None]
    _from_first: Callable[[], list[int]]
    _to_boat: Callable[[int, str], None]
    _settle_hippo: Callable[[], None]
    _start_phase1: Callable[[], None]

    # -- checks -------------------------------------------------------------------------------------

    def _check_first(self, move: FirstPlayer) -> IllegalMove | None:
        if not 0 <= move.seat < self.n:
            raise InvalidMove(f"seat {move.seat} is not at this table")
        return None

    def _check_deal(self, move: Deal) -> IllegalMove | None:
        k = self.setup.water_deal[self.n]
        if len(move.stacks) != self.n or any(len(a) + len(b) != k for a, b in move.stacks):
            return IllegalMove(move, R_DEAL, say("ufern-des-nils.deal.cards", players=self.n, cards=k))
        if any(len(a) != (k + 1) // 2 for a, _ in move.stacks):
            return IllegalMove(move, R_DEAL, say("ufern-des-nils.deal.stacks", a=(k + 1) // 2, b=k // 2))
        cards = [c for a, b in move.stacks for c in (*a, *b)] + list(move.out)
        if len(cards) > self.board.catalogue.water_total:
            return IllegalMove(move, R_CARDS, say("ufern-des-nils.deal.too-many"))
        fronts = Counter(c.front for c in cards if c.front is not None)
        backs = Counter(c.back for c in cards if c.back is not None)
        if fronts - self.board.fronts or backs - self.board.water_events:
            return IllegalMove(move, R_CARDS, say("ufern-des-nils.deal.unknown-cards"))
        return None

    def _bidder(self, move: Bid) -> int:
        """The seat ``move`` is the bid of: its own, else the seat the table is asked about."""
        return self.seat if move.seat is None else move.seat

    def bids_awaited(self) -> list[int]:
        """The seats still to bid in the auction under way, in seat order from the first bidder (empty
        outside an auction): the hands are opened together, so each bids when ready [Variantes]."""
        if self.step not in (FIRST_BID, HIPPO_BID):
            return []
        return [s for s in self.order if s not in self.bids]

    def _check_bid(self, move: Bid) -> IllegalMove | None:
        for c in move.crops:
            self._crop(c)
        seat = self._bidder(move)
        if not 0 <= seat < self.n:
            raise InvalidMove(f"seat {seat} is not at this table")
        rule = R_HIPPO if self.step == HIPPO_BID else R_FIRST_BID
        name = self.players[seat]
        if seat not in self.order:
            return IllegalMove(move, rule, say("ufern-des-nils.bid.not-in-round", player=name,
                                               tied=[self.players[s] for s in self.order]))
        if seat in self.bids:
            return IllegalMove(move, rule, say("ufern-des-nils.bid.already", player=name))
        short = Counter(move.crops) - self.supply[seat]
        if not short and self._bid_leaves_too_few(seat, move.crops):
            return IllegalMove(move, rule, say("ufern-des-nils.bid.keep-opening", player=name,
                                               plants=self.setup.opening_plants))
        if short:
            return IllegalMove(move, rule, say("ufern-des-nils.bid.not-in-supply", player=name,
                                               crops=crop_terms(short.elements())))
        return None

    def _check_set_desert(self, move: SetDesert) -> IllegalMove | None:
        field = self._field(move.field)
        row = self.board.row_of[field]
        if self.board.rows[row][-1] != field:
            return IllegalMove(move, R_SETUP, say("ufern-des-nils.set-desert.last-field", field=field,
                                                  last=self.board.rows[row][-1]))
        if self.banks.desert[row]:
            return IllegalMove(move, R_SETUP, say("ufern-des-nils.set-desert.row-taken", field=field, row=row,
                                                  cards=self.setup.desert_on_board))
        return None

    def _check_boat(self, move: ToBoat) -> IllegalMove | None:
        for c in move.crops:
            self._crop(c)
        if len(move.crops) != self.setup.opening_boat:
            return IllegalMove(move, R_OPENING, say("ufern-des-nils.boat.count", plants=self.setup.opening_boat))
        short = Counter(move.crops) - self.supply[self.seat]
        if short:
            return IllegalMove(move, R_OPENING, say("ufern-des-nils.boat.short", player=self.players[self.seat],
                                                    crops=crop_terms(short)))
        return None

    def _check_plant(self, move: Plant) -> IllegalMove | None:
        field, crop = self._field(move.field), self._crop(move.crop)
        name = self.players[self.seat]
        if move.ripe != self.ripe_next:
            return IllegalMove(move, R_OPENING, say("ufern-des-nils.opening.ripe-first" if self.ripe_next else
                                                    "ufern-des-nils.opening.seed-now", player=name))
        if not self.supply[self.seat][crop]:
            return IllegalMove(move, R_OPENING, say("ufern-des-nils.opening.no-crop", player=name, crop=crop_term(crop)))
        problem = self.banks.plant_problem(field, self.seat, self.players, self.rules.plants_per_field)
        return IllegalMove(move, R_FIELD, say("ufern-des-nils.opening.field", player=name, field=field,
                                              problem=problem)) if problem else None

    # -- legal moves, one list per step ----------------------------------------------------------------

    def legal_bids(self) -> list[Bid]:
        """Every bid the seat to bid may make: any plants of the own supply, none too (the first-player bid,
        variant [Variantes: Détermination du premier joueur], decision U26; the hippo auction [Variantes:
        Hippopotame], decision U25). The other seats still to bid may bid too (:meth:`bids_of`): the hands
        are opened together, so the bids come in any order; this list is the seat asked's, as
        Land Unter's cards of a trick are."""
        return self.bids_of(self.seat)

    def _bid_leaves_too_few(self, seat: int, crops: tuple[str, ...]) -> bool:
        """True when a first-player bid of ``crops`` leaves ``seat`` fewer plants than it places on the fields in
        the opening (decision U26: the opening could not go on)."""
        return self.step == FIRST_BID and \
            sum(self.supply[seat].values()) - len(crops) < self.setup.opening_plants

    def bids_of(self, seat: int) -> list[Bid]:
        """Every bid ``seat`` may make now, whoever the table is asked about (none once it has bid, or where it
        is not in the bidding round)."""
        if seat not in self.bids_awaited():
            return []
        supply = self.supply[seat]
        crops = self.board.crops
        bids = [Bid(tuple(sorted(c for c, k in zip(crops, ks) for _ in range(k))), seat)
                for ks in product(*(range(supply[c] + 1) for c in crops))]
        return [b for b in bids if not self._bid_leaves_too_few(seat, b.crops)]

    def legal_desert_places(self) -> list[SetDesert]:
        """Set-up: a desert card on the last field (next to the desert) of each row without one yet
        [Préparation] (decision U2)."""
        return [SetDesert(fs[-1]) for fs in self.board.rows.values()
                if not self.banks.desert[self.board.row_of[fs[-1]]]]

    def legal_boat_pairs(self) -> list[ToBoat]:
        """Opening: every choice of the plants each player puts into the boat, from the own supply
        [Déroulement] (decision U4)."""
        supply = self.supply[self.seat]
        have = [c for c in self.board.crops if supply[c]]
        return [ToBoat(tuple(sorted(pair))) for pair in combinations_with_replacement(have, self.setup.opening_boat)
                if all(supply[c] >= pair.count(c) for c in pair)]

    def legal_opening_plants(self) -> list[Plant]:
        """Opening: a ripe plant, then a seed, of a crop in the own supply on a field where the seat may plant
        (at most two plants a field, never two of one player, none on water or desert [Déroulement])."""
        crops = [c for c in self.board.crops if self.supply[self.seat][c]]
        return [Plant(f, c, self.ripe_next) for f in self.board.fields
                if self.banks.plant_problem(f, self.seat, self.players, self.rules.plants_per_field) is None
                for c in crops]

    # -- effects ------------------------------------------------------------------------------------

    def _do_first(self, move: FirstPlayer) -> None:
        self.first = move.seat
        self.told_first = move.seat != 0
        self.step = DEAL

    def _do_deal(self, move: Deal) -> None:
        for seat, (a, b) in enumerate(move.stacks):
            self.stacks[seat] = [list(a), list(b)]
        self.water_out = list(move.out)
        for c in [c for a, b in move.stacks for c in (*a, *b)] + list(move.out):
            if c.front is not None:
                self.fronts_seen[c.front] += 1
            if c.back is not None:
                self.backs_seen[c.back] += 1
        if "first-player-bid" in self.variants:
            self._open_auction(list(range(self.n)), FIRST_BID)
        else:
            self._seq([self.first] * self.setup.desert_on_board, SET_DESERT)

    def _open_auction(self, seats: list[int], step: Phase) -> None:
        """An auction begins: ``seats`` bid (``step``: the first-player bid or the hippo auction), none yet."""
        self.bids = {}
        self.auctions += 1
        self._seq(seats, step)

    def _do_bid(self, move: Bid) -> None:
        seat = self._bidder(move)
        if seat not in self.bids_awaited():
            return  # --keep-going: a bid that cannot come now is skipped
        self.bids[seat] = move.crops
        awaited = self.bids_awaited()
        if awaited:
            self.seat = awaited[0]
            return
        self.opened = dict(self.bids)  # every hand is opened at once
        if self.step == FIRST_BID:
            return self._settle_first_bid()
        self._settle_hippo()

    def _bid_to_boat(self, seat: int, crops: tuple[str, ...]) -> None:
        for c in crops:
            if self.supply[seat][c] > 0:
                self.supply[seat][c] -= 1
                self._to_boat(seat, c)

    def _settle_first_bid(self) -> None:
        for seat, crops in self.bids.items():
            self._bid_to_boat(seat, crops)
        best = max(len(c) for c in self.bids.values())
        tied = sorted(s for s, c in self.bids.items() if len(c) == best)
        if len(tied) > 1 and any(self.supply[s].total() for s in tied):
            return self._open_auction(tied, FIRST_BID)
        self.first = tied[0]
        self._seq([self.first] * self.setup.desert_on_board, SET_DESERT)

    def _do_set_desert(self, move: SetDesert) -> None:
        self.banks.desert[self.board.row_of[move.field]].append(None)
        if self._advance():
            return
        if "first-player-bid" in self.variants:
            self._seq(self._from_first(), OPEN_WATER)
        else:
            self._seq(self._from_first(), BOAT)

    def _do_boat(self, move: ToBoat) -> None:
        self._bid_to_boat(self.seat, move.crops)
        if not self._advance():
            self._seq(self._from_first(), OPEN_WATER)

    def _do_plant(self, move: Plant) -> None:
        if self.supply[self.seat][move.crop] > 0:
            self.supply[self.seat][move.crop] -= 1
            self.banks.plants[move.field].append(Growing(self.seat, move.crop, move.ripe))
        self.ripe_next = not self.ripe_next
        if not self.ripe_next:
            return
        if not self._advance():
            self.round = 1
            self._start_phase1()
