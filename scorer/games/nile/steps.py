"""NILE's steps 3 and 4 — trade, plant, speculate — and the bookkeeping of hands nobody fully saw.

A mixin of :class:`scorer.games.nile.engine.Nile`: the checks and effects of :class:`Trade`, :class:`Plant`,
:class:`Speculate` and :class:`Pass`, with the rule sections (the headings of ``nile.fr.txt``) and
the numbers of the rules they rest on.
"""

from __future__ import annotations

from gamedata.rule_figures import number_words
from scorer.engine import IllegalMove, InvalidMove, count
from scorer.games.nile.cards import CardSet, counted, listing
from scorer.games.nile.claims import OwnClaims
from scorer.games.nile.moves import Hold, Pass, Plant, Speculate, Trade
from scorer.games.nile.table import (END_DRAW, MARKET_DRAW, MIXED_PLANTING, NEW_FIELD_MIN,  # noqa: F401
                                     R_DRAW, R_FLOOD, R_HAPI, R_MARKET, R_PLAGUE, R_PLANT, R_SETUP, R_TURN_ORDER,
                                     R_SPECULATE, R_STEP4, R_TRADE, SPECULATION_MAX, TRADE_COST, DRAW, FLOOD, OVER,
                                     SETUP, TURN, TURN_END, Need)

class PlayerSteps(OwnClaims):
    """Steps 3 and 4 of a turn, for :class:`scorer.games.nile.engine.Nile`."""

    def _hand_problem(self, move, seat: int, counts: list[int], rule: str) -> IllegalMove | None:
        """Whether ``seat`` can show the cards ``counts`` (per kind) from the hand, face up: with its claims
        as told (:meth:`_told_hand_problem`), else on the public facts alone (decision *claims*: the seat's
        own face-up step wins over its own claims, which then give way, :meth:`_take_from_hand`). So only
        the public facts and the rules refuse a face-up step; the reason is theirs."""
        err = self._told_hand_problem(move, seat, counts, rule)
        if err is None or not any(self.told[seat]):
            return err
        bare = self._without_claims(seat, counts)
        assert isinstance(bare, PlayerSteps)
        return bare._told_hand_problem(move, seat, counts, rule)

    def _told_hand_problem(self, move, seat: int, counts: list[int], rule: str) -> IllegalMove | None:
        """Whether ``seat`` can show the cards ``counts`` (per kind) from the hand as it stands, its claims
        as told."""
        cs, name = self.cards, self._name(seat)
        hand = self.hand[seat]
        rests = [m - hand[k] if m > hand[k] else 0 for k, m in enumerate(counts)]
        for k, rest in enumerate(rests):
            if rest > self._free(k, seat):
                return IllegalMove(move, R_SETUP, f"{name} shows {counts[k]} {cs.names[k]} from the hand, but every "
                                   f"{cs.names[k]} card is already accounted for ({self._whereabouts(k, seat)}); "
                                   f"the game has only {cs.total[k]}")
        if sum(rests) > self.hand_unseen[seat]:
            known = listing(hand, cs.names)
            if self.hand_unseen[seat]:
                known += f" and {self.hand_unseen[seat]} unseen card{'s' if self.hand_unseen[seat] > 1 else ''}"
            wanted = listing(counts, cs.names)
            return IllegalMove(move, rule, f"{name} cannot have {wanted} in hand: the hand holds {known}")
        return self.shown_problem(move, seat, rests) if any(rests) else None

    def _take_from_hand(self, seat: int, counts: list[int]) -> None:
        """The cards ``counts`` (per kind) leave ``seat``'s hand face up: the cards known otherwise first,
        then its claims, then its unseen cards; claims the step shows that its claims could not hold give
        way first (:meth:`_yield_claims`)."""
        if any(self.told[seat]) and not self._claims_hold(seat, counts):
            self._yield_claims(seat, counts)
        hand = self.hand[seat]
        for k, m in enumerate(counts):
            if not m:
                continue
            known = m if m <= hand[k] else hand[k]
            hand[k] -= known
            told = min(self.told[seat][k], hand[k])  # the cards known otherwise shown first
            shown = self.told[seat][k] - told + m - known  # claims and unseen cards now face up: placed
            self.told[seat][k] = told
            if m > known:
                self._unseen_shown(seat, m - known)
            self.unaccounted[k] = max(0, self.unaccounted[k] - shown)

    def _turn_problem(self, move, seat: int) -> IllegalMove | None:
        """The error for a player move out of turn or out of step, or None."""
        if self.phase == OVER:
            return self._over_error(move)
        if self.phase == SETUP:
            return IllegalMove(move, R_SETUP, "the cards must be dealt before anyone plays")
        if self.acted and seat == self.active:
            what = "trading is step 3, before planting or speculating" if isinstance(move, Trade) else \
                "a player plants or speculates once a turn (or neither)"
            return IllegalMove(move, R_TRADE if isinstance(move, Trade) else R_STEP4,
                               f"{self._name(seat)} has already finished step 4 this turn: {what}")
        if self.needs:
            need = self.needs[-1]
            if need.kind == FLOOD:
                if self.turn_started:
                    return IllegalMove(move, R_HAPI, "an offering to Hapi turns up a new flood card before the "
                                       "turn goes on; no flood card was recorded after it")
                return IllegalMove(move, R_FLOOD, f"{self._name(self.active)}'s turn starts with a flood: the "
                                   "top card of the deck is turned up before trading, planting or drawing, and "
                                   "no flood card was recorded for this turn")
            return IllegalMove(move, self.due_rule(), f"{self._due()} first")
        if seat != self.active:
            return IllegalMove(move, R_TURN_ORDER, f"it is {self._name(self.active)}'s turn, not {self._name(seat)}'s")
        return None

    # --- step 3: trade ------------------------------------------------------------------------------
    def _check_trade(self, move: Trade) -> IllegalMove | None:
        err = self._turn_problem(move, move.player)
        if err:
            return err
        rule = R_MARKET if move.kind == "market" else R_HAPI
        if move.kind not in ("market", "offering"):
            raise InvalidMove(f"a trade is 'market' or 'offering', not {move.kind!r}")
        name = self._name(move.player)
        if len(move.hand) + len(move.storage) != TRADE_COST:
            return IllegalMove(move, rule, f"{name} discards {count(len(move.hand) + len(move.storage), 'card')}; a trade "
                               f"costs exactly {TRADE_COST} cards from hand and/or storage")
        cs = self.cards
        store = counted(move.storage, cs.n_crops) if move.storage else None
        if store:
            for c, m in enumerate(store):
                if m > self.storage[move.player][c]:
                    return IllegalMove(move, rule, f"{name} discards {m} {cs.crops[c]} from storage, but the storage "
                                       f"holds {self.storage[move.player][c]} {cs.crops[c]} (storage = harvests "
                                       "minus cards traded from it); planted cards cannot be traded")
        if move.hand:
            if cs.plague in move.hand:
                return IllegalMove(move, R_PLAGUE, "the Plague of Locusts never stays in a hand: it is revealed "
                                   "as soon as it is drawn, then discarded")
            return self._hand_problem(move, move.player, counted(move.hand, cs.kinds), rule)
        return None

    def _do_trade(self, move: Trade) -> None:
        if self.phase != TURN:
            return
        p = move.player
        if move.hand:
            counts = counted(move.hand, self.cards.kinds)
            self._take_from_hand(p, counts)
            for k, m in enumerate(counts):
                self.discard[k] += m
        for c in move.storage:
            if self.storage[p][c] > 0:
                self.storage[p][c] -= 1
            self.discard[c] += 1
        if move.kind == "market":
            self.needs.append(Need(DRAW, p, MARKET_DRAW, MARKET_DRAW, "market"))
        else:
            self.needs.append(Need(FLOOD))
        self._settle()

    # --- step 4: plant or speculate ---------------------------------------------------------------------

    def _check_plant(self, move: Plant) -> IllegalMove | None:
        err = self._turn_problem(move, move.player)
        if err:
            return err
        cs, p, name = self.cards, move.player, self._name(move.player)
        crops = [c for c, _ in move.cards]
        if not move.cards or any(n < 1 for _, n in move.cards) or len(set(crops)) != len(crops):
            raise InvalidMove("a planting names each crop once with a count of at least 1")
        for c in crops:
            if not cs.is_crop(c):
                return IllegalMove(move, R_PLANT, f"only crop cards are planted; {cs.name(c)} is not a crop card")
            if c in self.flooded:
                return IllegalMove(move, R_STEP4, f"{cs.crops[c]} is flooded (the flood card is "
                                   f"{cs.name(self.flood)}): no {cs.crops[c]} card may be planted this turn")
        new = [(c, n) for c, n in move.cards if self.field_owner[c] != p]
        total = sum(n for _, n in move.cards)
        if len(new) == 1 and len(move.cards) == 1:
            c, n = new[0]
            if n < NEW_FIELD_MIN:
                return IllegalMove(move, R_PLANT, f"{name} starts a {cs.crops[c]} field with {count(n, 'card')}: a new "
                                   f"field needs at least {_MIN_WORDS} cards of its crop (or exactly {_MIXED_WORDS} "
                                   "cards of different crops)")
        elif new and not _mixed(move.cards, total):
            return IllegalMove(move, R_PLANT, f"{name} mixes planting options ({_planting_words(move, cs)}): plant "
                               f"either one new field of {_MIN_WORDS} or more cards, or exactly {_MIXED_WORDS} cards "
                               "of different crops, or any number of cards into fields already yours — one option a "
                               "turn")
        for c, n in new:
            owner = self.field_owner[c]
            if owner >= 0 and n <= self.field_size[c]:
                extra = (f" (with {_MIXED_WORDS} cards of different crops, each new field has one card)"
                         if _mixed(move.cards, total) else "")
                return IllegalMove(move, R_PLANT, f"{self._name(owner)} already grows {cs.crops[c]} "
                                   f"({self.field_size[c]} card{'s' if self.field_size[c] > 1 else ''}); a new "
                                   f"{cs.crops[c]} field must have strictly more cards, and {name}'s has {n}{extra}")
        counts = [0] * cs.kinds
        for c, n in move.cards:
            counts[c] = n
        return self._hand_problem(move, p, counts, R_PLANT)

    def _do_plant(self, move: Plant) -> None:
        if self.phase != TURN:
            return
        p = move.player
        counts = [0] * self.cards.kinds
        for c, n in move.cards:
            counts[c] = n
        self._take_from_hand(p, counts)
        for c, n in move.cards:
            if not self.cards.is_crop(c):  # --keep-going after an illegal planting: no field for it
                continue
            owner = self.field_owner[c]
            if owner == p:
                self.field_size[c] += n
            else:
                if owner >= 0:
                    self.discard[c] += self.field_size[c]
                self.field_owner[c] = p
                self.field_size[c] = n
        self._end_step4(p)

    def _check_speculate(self, move: Speculate) -> IllegalMove | None:
        err = self._turn_problem(move, move.player)
        if err:
            return err
        cs, name = self.cards, self._name(move.player)
        if not 1 <= len(move.cards) <= SPECULATION_MAX:
            return IllegalMove(move, R_SPECULATE, f"{name} lays {len(move.cards)} speculation cards; a player "
                               f"speculates with {_SPECULATION_WORDS}")
        for k in move.cards:
            if not cs.is_speculation(k):
                return IllegalMove(move, R_SPECULATE, f"{cs.name(k)} is not a speculation card")
            hit = [c for c in cs.floods[k] if c in self.flooded]
            if hit:
                return IllegalMove(move, R_STEP4, f"{cs.names[k]} shows {cs.crops[hit[0]]}, which is flooded (the "
                                   f"flood card is {cs.name(self.flood)}): it may not be played this turn")
        return self._hand_problem(move, move.player, counted(move.cards, cs.kinds), R_SPECULATE)

    def _do_speculate(self, move: Speculate) -> None:
        if self.phase != TURN:
            return
        self._take_from_hand(move.player, counted(move.cards, self.cards.kinds))
        self.speculations.extend((move.player, k) for k in move.cards)
        self._end_step4(move.player)

    def _check_pass(self, move: Pass) -> IllegalMove | None:
        if move.implied and self.phase == OVER:
            return None
        return self._turn_problem(move, move.player)

    def _do_pass(self, move: Pass) -> None:
        if self.phase == TURN:
            self._end_step4(move.player)

    # --- a hand told on the player's own page ---------------------------------------------------------
    def _check_hold(self, move: Hold) -> IllegalMove | None:
        """Cards a player tells the referee must be in the hand among the cards nobody saw, told after the
        deal; a card may not show more often than the game holds it, nor come from a deck that held none
        [Mise en place; 5) Piocher]; the Plague is never in a hand [Invasion de locustes]."""
        cs, seat = self.cards, move.player
        if not 0 <= seat < self.n:
            raise InvalidMove(f"seat {seat} is not at this table")
        if not move.cards and not move.dropped:
            raise InvalidMove("name the cards held, e.g. Ben holds Papyrus")
        name = self._name(seat)
        if self.phase == SETUP:
            return IllegalMove(move, R_SETUP, f"{name} tells the cards held once they are dealt")
        if self.tally:
            return IllegalMove(move, R_SETUP, "only the final storage was recorded: there is no hand to tell")
        if move.dropped:
            return self._dropped_problem(move) or self._after_take_back(move)
        if len(move.cards) > self.hand_unseen[seat]:
            known = sum(self.hand[seat])
            told = f", {known} of them told already" if known else ""
            return IllegalMove(move, R_DRAW, f"{name} tells {count(len(move.cards), 'card')} held, but the hand holds "
                               f"{count(self.hand_size(seat), 'card')}{told}: {self.hand_unseen[seat]} still to tell"
                               f"{self._correction_hint(seat, move.cards)}")
        kinds = [k for k in move.cards if k is not None]
        if cs.plague in kinds:
            return IllegalMove(move, R_PLAGUE, "the Plague of Locusts never stays in a hand: it is revealed as soon "
                               "as it is drawn, then discarded (tell it as drawn: "
                               f"{name} drew Plague)")
        counts = counted(kinds, cs.kinds)
        for k, m in enumerate(counts):
            if m > self._open(k, seat):
                return IllegalMove(move, R_SETUP, f"{name} holds {m} {cs.names[k]}, but every {cs.names[k]} card is "
                                   f"already accounted for ({self._whereabouts(k, seat, others=False)}); the game has only {cs.total[k]}")
        return self.shown_problem(move, seat, counts) if kinds else None

    def _do_hold(self, move: Hold) -> None:
        """The cards told move from the unseen part of the hand to its known part, as the player's claim
        (:attr:`told`), apart from the counts of the cards placed (``unaccounted`` stays: decision *claims*),
        after the cards taken back (``dropped``) are unseen again; a card another seat reads as ``None`` stays
        unseen on that seat's copy. The seat's claims that gave way are said no more (``gave_way``)."""
        seat = move.player
        self._take_back(seat, move.dropped)
        if move.dropped or any(k is not None for k in move.cards):
            self.gave_way[seat] = []  # the seat told again: the claims that gave way are said no more
        for k in move.cards:
            if k is None or self.hand_unseen[seat] <= 0:
                continue
            self._unseen_shown(seat, 1)
            self.hand[seat][k] += 1
            self.told[seat][k] += 1

    def _end_step4(self, seat: int) -> None:
        self.acted = True
        self.needs.append(Need(TURN_END))
        self.needs.append(Need(DRAW, seat, END_DRAW, END_DRAW, "end"))
        self._settle()


#: the figures of the planting options in words, for messages
_MIN_WORDS, _MIXED_WORDS = number_words(NEW_FIELD_MIN), number_words(MIXED_PLANTING)
#: how many speculation cards a player may lay, in words ("one or two")
_SPECULATION_WORDS = " or ".join(number_words(k) for k in range(1, SPECULATION_MAX + 1))


def _mixed(cards: tuple[tuple[int, int], ...], total: int) -> bool:
    """True for the planting option of exactly :data:`MIXED_PLANTING` cards, each of another crop [4.1) Planter]."""
    return len(cards) == MIXED_PLANTING and total == MIXED_PLANTING


def _planting_words(move: Plant, cs: CardSet) -> str:
    return ", ".join(f"{n} {cs.crops[c]}" for c, n in move.cards)
