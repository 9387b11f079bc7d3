"""NILE's steps 3 and 4 — trade, plant, speculate — and the bookkeeping of hands nobody fully saw.

A mixin of :class:`scorer.games.nile.engine.Nile`: the checks and effects of :class:`Trade`, :class:`Plant`,
:class:`Speculate` and :class:`Pass`, with the rule sections (the headings of ``nile.fr.txt``) and
the numbers of the rules they rest on.
"""

from __future__ import annotations

from typing import Any

from scorer.engine import IllegalMove, InvalidMove
from scorer.engine.said import Said, Value, say
from scorer.games.nile.cards import counted
from scorer.games.nile.claims import OwnClaims, listing as _listing
from scorer.games.nile.moves import Hold, Pass, Plant, Speculate, Trade
from scorer.games.nile.table import (END_DRAW, MARKET_DRAW, MIXED_PLANTING, NEW_FIELD_MIN, R_DRAW, R_FLOOD, R_HAPI,
                                     R_MARKET, R_PLAGUE, R_PLANT, R_SETUP, R_SPECULATE, R_STEP4, R_TRADE, R_TURN_ORDER,
                                     SPECULATION_MAX, TRADE_COST, DRAW, FLOOD, TURN, TURN_END, Need, cards_said)

class PlayerSteps(OwnClaims):
    """Steps 3 and 4 of a turn, for :class:`scorer.games.nile.engine.Nile`."""

    def _hand_problem(self, move: object, seat: int, counts: list[int], rule: str) -> IllegalMove | None:
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

    def _told_hand_problem(self, move: object, seat: int, counts: list[int], rule: str) -> IllegalMove | None:
        """Whether ``seat`` can show the cards ``counts`` (per kind) from the hand as it stands, its claims
        as told."""
        cs, name = self.cards, self._name(seat)
        hand = self.hand[seat]
        rests = [m - hand[k] if m > hand[k] else 0 for k, m in enumerate(counts)]
        for k, rest in enumerate(rests):
            if counts[k] > cs.total[k]:  # more than the game holds: nothing else to say (revcards 10)
                return IllegalMove(move, R_SETUP, say("nile.hand.more-than-the-game", player=name, shows=counts[k],
                                                      card=cs.terms[k], total=cs.total[k]))
            if rest > self._free(k, seat):
                return IllegalMove(move, R_SETUP, say("nile.hand.accounted", player=name, shows=counts[k], card=cs.terms[k],
                                                      where=self._whereabouts(k, seat), total=cs.total[k]))
        if sum(rests) > self.hand_unseen[seat]:
            known = _listing(hand, cs.terms)
            if self.hand_unseen[seat]:
                known = say("nile.hand.known-unseen", known=known, unseen=self.hand_unseen[seat])
            return IllegalMove(move, rule, say("nile.hand.cannot-have", player=name, wanted=_listing(counts, cs.terms),
                                               known=known))
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

    def _turn_problem(self, move: object, seat: int) -> IllegalMove | None:
        """The error for a player move out of turn or out of step at a turn, or None: steps 3 and 4 once they are
        done, before the flood card and the work owed [Les étapes de chaque tour], by another player than the one
        whose turn it is [Ordre du tour]."""
        if self.acted and seat == self.active:
            trade = isinstance(move, Trade)
            return IllegalMove(move, R_TRADE if trade else R_STEP4, say(
                "nile.turn.trade-after-step4" if trade else "nile.turn.step4-again", player=self._name(seat)))
        if self.needs:
            need = self.needs[-1]
            if need.kind == FLOOD:
                if self.turn_started:
                    return IllegalMove(move, R_HAPI, say("nile.turn.hapi-flood"))
                return IllegalMove(move, R_FLOOD, say("nile.turn.flood-first", player=self._name(self.active)))
            return IllegalMove(move, self.due_rule(), say("nile.turn.due-first", due=self._due()))
        if seat != self.active:
            return IllegalMove(move, R_TURN_ORDER, say("nile.turn.not-yours", active=self._name(self.active),
                                                       player=self._name(seat)))
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
            return IllegalMove(move, rule, say("nile.trade.cost", player=name,
                                               cards=cards_said(len(move.hand) + len(move.storage)), cost=TRADE_COST))
        cs = self.cards
        store = counted(move.storage, cs.n_crops) if move.storage else None
        # a copy without that storage cannot tell (revcards 4), unless everyone knows it is empty (nilerev 6)
        if store and (move.player not in self.storage_hidden or self.storage_known_empty(move.player)):
            for c, m in enumerate(store):
                if m > self.storage[move.player][c]:
                    return IllegalMove(move, rule, say("nile.trade.storage", player=name, discards=m, crop=cs.crop_terms[c],
                                                       holds=self.storage[move.player][c]))
        if move.hand:
            if cs.plague in move.hand:
                return IllegalMove(move, R_PLAGUE, say("nile.plague.never-in-hand"))
            return self._hand_problem(move, move.player, counted(move.hand, cs.kinds), rule)
        return None

    def _do_trade(self, move: Trade) -> None:
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
        """A planting [4.1) Planter]: in turn, of crops not flooded [4) Planter ou Spéculer], by one of the three
        options (:meth:`_field_problem`), from the hand (raises :class:`InvalidMove` for a crop named twice or a
        count under 1)."""
        err = self._turn_problem(move, move.player)
        if err:
            return err
        crops = [c for c, _ in move.cards]
        if not move.cards or any(n < 1 for _, n in move.cards) or len(set(crops)) != len(crops):
            raise InvalidMove(say("nile.read.planting"))
        err = self._crops_problem(move) or self._field_problem(move)
        if err:
            return err
        counts = [0] * self.cards.kinds
        for c, n in move.cards:
            counts[c] = n
        return self._hand_problem(move, move.player, counts, R_PLANT)

    def _crops_problem(self, move: Plant) -> IllegalMove | None:
        """Only crops are planted [4.1) Planter], none the flood card showing floods [4) Planter ou Spéculer]."""
        cs = self.cards
        for c, _ in move.cards:
            if not cs.is_crop(c):
                return IllegalMove(move, R_PLANT, say("nile.plant.not-crop", card=cs.term(c)))
            if c in self.flooded:
                return IllegalMove(move, R_STEP4, say("nile.plant.flooded", crop=cs.crop_terms[c], flood=cs.term(self.flood)))
        return None

    def _field_problem(self, move: Plant) -> IllegalMove | None:
        """The three options [4.1) Planter]: a new field of :data:`NEW_FIELD_MIN` cards or more, one card each of
        :data:`MIXED_PLANTING` crops, any cards into the own fields; a field taken from another player only with
        more cards than it has."""
        cs, p, name = self.cards, move.player, self._name(move.player)
        new = [(c, n) for c, n in move.cards if self.field_owner[c] != p]
        total = sum(n for _, n in move.cards)
        if len(new) == 1 and len(move.cards) == 1:
            c, n = new[0]
            if n < NEW_FIELD_MIN:
                return IllegalMove(move, R_PLANT, say("nile.plant.new-field-small", player=name, crop=cs.crop_terms[c],
                                                      cards=cards_said(n), least=NEW_FIELD_MIN, mixed=MIXED_PLANTING))
        elif new and not _mixed(move.cards, total):
            planted = [say("nile.cards.of", cards=n, card=cs.crop_terms[c]) for c, n in move.cards]
            return IllegalMove(move, R_PLANT, say("nile.plant.mixed-options", player=name, planted=planted,
                                                  least=NEW_FIELD_MIN, mixed=MIXED_PLANTING))
        for c, n in new:
            owner = self.field_owner[c]
            if owner >= 0 and n <= self.field_size[c]:
                values: dict[str, Value] = dict(owner=self._name(owner), crop=cs.crop_terms[c], size=cards_said(self.field_size[c]),
                              player=name, cards=n)
                refusal = say("nile.plant.not-larger-mixed", mixed=MIXED_PLANTING, **values) \
                    if _mixed(move.cards, total) else say("nile.plant.not-larger", **values)
                return IllegalMove(move, R_PLANT, self._plague_missed(c, refusal, name))
        return None

    def _plague_missed(self, crop: int, refusal: Said, player: str) -> Said:
        """``refusal`` of a planting blocked by ``crop``'s field, with a hint when a Plague of Locusts not yet
        entered would have destroyed that field (the largest) [Invasion de locustes]: a missed Plague is the
        usual reason a table thinks the field is gone (review s38, defect 1)."""
        cs = self.cards
        if not self.unaccounted[cs.plague] or self.field_size[crop] < max(self.field_size):
            return refusal
        return say("nile.plant.plague-pending", refusal=refusal, **missed_values(self))

    def missed_plague(self) -> Said | None:
        """A small note for the step of the player whose turn it is (trade, plant or speculate), while a Plague of
        Locusts nobody has entered since the deck was made would destroy another player's field of two cards or more
        (the largest): plantings refused now would be allowed had it come up and been missed, so the note says how
        to enter it where it came up [Invasion de locustes] (nilerev3 defect 2: a tapping table never saw the
        refusal's hint, the planting was simply not offered). None elsewhere. Public facts only (the fields, and
        whether the Plague was entered)."""
        cs, largest = self.cards, max(self.field_size)
        if self.phase != TURN or self.needs or not self.unaccounted[cs.plague] or largest < NEW_FIELD_MIN:
            return None
        hit = [say("nile.news.plague-field", player=self._name(self.field_owner[c]), crop=cs.crop_terms[c],
                   cards=cards_said(n)) for c, n in enumerate(self.field_size) if n == largest]
        if all(self.field_owner[c] == self.active for c, n in enumerate(self.field_size) if n == largest):
            return None
        return say("nile.missed.field", hit=hit, **missed_values(self))

    def _do_plant(self, move: Plant) -> None:
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
            return IllegalMove(move, R_SPECULATE, say("nile.speculate.count", player=name, laid=len(move.cards),
                                                      allowed=_SPECULATION_COUNTS))
        for k in move.cards:
            if not cs.is_speculation(k):
                return IllegalMove(move, R_SPECULATE, say("nile.speculate.not-speculation", card=cs.term(k)))
            hit = [c for c in cs.floods[k] if c in self.flooded]
            if hit:
                return IllegalMove(move, R_STEP4, say("nile.speculate.flooded", card=cs.terms[k], crop=cs.crop_terms[hit[0]],
                                                      flood=cs.term(self.flood)))
        return self._hand_problem(move, move.player, counted(move.cards, cs.kinds), R_SPECULATE)

    def _do_speculate(self, move: Speculate) -> None:
        self._take_from_hand(move.player, counted(move.cards, self.cards.kinds))
        self.speculations.extend((move.player, k) for k in move.cards)
        self._end_step4(move.player)

    def _check_pass(self, move: Pass) -> IllegalMove | None:
        """Step 4 done without planting or speculating [4) Planter ou Spéculer]: the player's own, in turn."""
        return self._turn_problem(move, move.player)

    def _do_pass(self, move: Pass) -> None:
        self._end_step4(move.player)

    # --- a hand told on the player's own page ---------------------------------------------------------
    def _read_hold(self, move: Hold) -> None:
        """A hand told names a seat at the table and a card at least (else :class:`InvalidMove`), whatever the
        phase (``READS`` of :attr:`~scorer.games.nile.engine.Nile.PHASES`)."""
        if not 0 <= move.player < self.n:
            raise InvalidMove(f"seat {move.player} is not at this table")
        if not move.cards and not move.dropped:
            raise InvalidMove(say("nile.read.held-none"))

    def _check_hold(self, move: Hold) -> IllegalMove | None:
        """Cards a player tells the referee (after the deal: :func:`~scorer.games.nile.phases.not_now`) must be
        in the hand among the cards nobody saw; a card may not show more often than the game holds it, nor come
        from a deck that held none [Mise en place; 5) Piocher]; the Plague is never in a hand [Invasion de
        locustes]; a tally-only game has no hands."""
        cs, seat = self.cards, move.player
        name = self._name(seat)
        if self.tally:
            return IllegalMove(move, R_SETUP, say("nile.hold.tally"))
        if move.dropped:
            return self._dropped_problem(move) or self._after_take_back(move)
        if len(move.cards) > self.hand_unseen[seat]:
            known = sum(self.hand[seat])
            values: dict[str, Value] = dict(player=name, told=cards_said(len(move.cards)), holds=cards_said(self.hand_size(seat)),
                          unseen=self.hand_unseen[seat], hint=self._correction_hint(seat, move.cards))
            return IllegalMove(move, R_DRAW, say("nile.hold.too-many-some-told", known=known, **values) if known
                               else say("nile.hold.too-many", **values))
        kinds = [k for k in move.cards if k is not None]
        if cs.plague in kinds:
            return IllegalMove(move, R_PLAGUE, say("nile.hold.plague", player=name))
        counts = counted(kinds, cs.kinds)
        for k, m in enumerate(counts):
            if m > cs.total[k]:
                return IllegalMove(move, R_SETUP, say("nile.hold.more-than-the-game", player=name, holds=m, card=cs.terms[k],
                                                      total=cs.total[k]))
            if m and m > self._open(k, seat):
                return IllegalMove(move, R_SETUP, say("nile.hold.accounted", player=name, holds=m, card=cs.terms[k],
                                                      where=self._whereabouts(k, seat, others=False), total=cs.total[k]))
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


#: how many speculation cards a player may lay, each a number said in words ("one or two")
_SPECULATION_COUNTS = [say("nile.number", n=k) for k in range(1, SPECULATION_MAX + 1)]


def _mixed(cards: tuple[tuple[int, int], ...], total: int) -> bool:
    """True for the planting option of exactly :data:`MIXED_PLANTING` cards, each of another crop [4.1) Planter]."""
    return len(cards) == MIXED_PLANTING and total == MIXED_PLANTING


def missed_values(state: Any) -> dict[str, Any]:
    """The values of the words on entering a Plague of Locusts missed (``_MISSED`` in the messages): the card's name,
    and an example of a draw's entry naming the player before the one whose turn it is (any drawer may have drawn it:
    nilerev3 defect 2 saw the hint always name the player now)."""
    cs = state.cards
    plague = cs.term(cs.plague)
    return {"plague": plague, "example": f"{state.players[(state.active - 1) % state.n]} drew {plague}"}
