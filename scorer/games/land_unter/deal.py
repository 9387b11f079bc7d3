"""Land Unter's deal and lifebelts [Préparation; Manche suivante]: the hands dealt (or passed to the left),
the lifebelts each hand shows and was announced with, and whether one deal of the weather cards can give
every hand its known cards and announced lifebelts together (:mod:`scorer.games.land_unter.lifebelts`).
A mixin of :class:`scorer.games.land_unter.engine.LandUnter`, which holds the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from scorer.engine import IllegalMove, InvalidMove, Said, say
from scorer.engine.said import Value
from scorer.games.land_unter.lifebelts import HandNeed, joint_problem
from scorer.games.land_unter.moves import Announce, Deal
from scorer.games.land_unter.rules import HAND_SIZE, R_CONTENTS, R_NEXT_ROUND, R_ROUND_END, R_SETUP, Phase


class DealRules:
    """The deal's rules over the state of :class:`~scorer.games.land_unter.engine.LandUnter`."""

    # provided by the state
    players: tuple[str, ...]
    n: int
    round: int
    phase: Phase
    tallied: int
    max_card: int
    #: half-lifebelts shown by each weather number (index 0 unused)
    halves: list[int]
    hand_known: list[set[int]]
    hand_belts: list[int | None]
    claims: list[set[int]]
    #: the lifebelts announced so far, by seat, while round 1's deal waits for the others' (:class:`Announce`)
    announced: dict[int, int]

    if TYPE_CHECKING:  # provided by the state
        def clone(self) -> Any: ...

        def hand_of(self, seat: int, rnd: int | None = None) -> int: ...

        def holder(self, hand: int, rnd: int | None = None) -> int: ...

        def _owner(self, card: int) -> int | None: ...

        def seat_known(self, hand: int) -> list[set[int]]: ...

        def _do_deal(self, move: Deal) -> None: ...

    trusting: bool

    def lifebelts_of(self, cards: frozenset[int] | set[int]) -> int:
        """Lifebelts a hand earns: its lifebelt symbols added up, rounded down (3.5 -> 3). [Préparation]"""
        return sum(self.halves[c] for c in cards) // 2

    def _check_deal(self, move: Deal) -> IllegalMove | None:
        n, r = self.n, self.round
        hands = move.hands or (None,) * n
        belts = move.lifebelts or (None,) * n
        if len(hands) != n or len(belts) != n:
            raise InvalidMove(f"a deal needs one entry per player ({n})")
        if self.tallied:
            return IllegalMove(move, R_ROUND_END, say("land-unter.deal.after-tally", round=r))
        for p, k in self.announced.items():  # a whole line typed after some players announced on their pages
            if belts[p] is not None and belts[p] != k:
                return IllegalMove(move, R_SETUP, say("land-unter.announce.twice", player=self.players[p], belts=k))
        return (self._check_announced(move, belts) or self._check_hands(move, hands, belts)
                or self._check_together(move))

    def _announced_with(self, move: Announce | None) -> tuple[int | None, ...]:
        """The lifebelts announced so far, one per seat (None: not yet), with ``move``'s."""
        said = {**self.announced, **({move.seat: move.belts} if move else {})}
        return tuple(said.get(p) for p in range(self.n))

    def _check_announce(self, move: Announce) -> IllegalMove | None:
        """A player's own count of the lifebelts its hand shows [Setup; Préparation]: in round 1 only (later
        rounds' lifebelts pass with the hands [Next round; Manche suivante]), once per player, no more than a
        hand can show, and, with the counts announced before it, one a deal of the weather cards can give."""
        name = self.players[move.seat]
        if self.tallied:
            return IllegalMove(move, R_ROUND_END, say("land-unter.deal.after-tally", round=self.round))
        if self.round > 1:
            return IllegalMove(move, R_NEXT_ROUND, say("land-unter.announce.passed", player=name, round=self.round))
        if move.seat in self.announced:
            return IllegalMove(move, R_SETUP, say("land-unter.announce.twice", player=name,
                                                  belts=self.announced[move.seat]))
        belts = self._announced_with(move)
        err = self._check_announced(move, belts) or self._check_together(Deal(None, belts))
        return None if err is None else IllegalMove(move, err.rule, err.reason, err.legal)

    def _do_announce(self, move: Announce) -> None:
        """Note the count; the last player's deals the round with every count announced."""
        self.announced[move.seat] = move.belts
        if len(self.announced) == self.n:
            self._do_deal(Deal(None, self._announced_with(None)))

    def _check_announced(self, move: Deal | Announce, belts: Sequence[int | None]) -> IllegalMove | None:
        """Lifebelts announced beyond what any hand can show. [Préparation]"""
        most = self.most_lifebelts_in_a_hand()
        for p, k in enumerate(belts):
            if k is not None and k > most:
                return IllegalMove(move, R_SETUP, say("land-unter.deal.announced-too-many", player=self.players[p],
                                                      belts=k, hand_size=HAND_SIZE, most=most))
        return None

    def _check_together(self, move: Deal) -> IllegalMove | None:
        """The hands and lifebelts of the deal, with what is known from earlier rounds, must come from one
        deal of the weather cards: a card is in one hand only (:mod:`scorer.games.land_unter.lifebelts`).
        [Préparation]"""
        after = self.clone()
        after._do_deal(move)
        why = after.deal_problem()
        if why is None:
            return None
        return IllegalMove(move, R_SETUP, say("land-unter.deal.no-deal", cards=self.max_card, why=why))

    def deal_problem(self, hand: int | None = None, card: int | None = None,
                     known: list[set[int]] | None = None) -> Said | None:
        """Why no deal of the weather cards gives every hand its known cards (and ``card`` in ``hand``, if
        given) together with the lifebelts announced for it, or None when one does. [Préparation]
        ``known``: the cards known of each hand, if not the referee's facts (every hand's known cards but its
        holder's claims, which bind nobody else: decision *claims*; what one seat is ruled on: ``seat_known``)."""
        known = [k - c for k, c in zip(self.hand_known, self.claims)] if known is None else [set(k) for k in known]
        if hand is not None and card is not None:
            known[hand].add(card)
        taken = set().union(*known)
        pool = [0, 0, 0]
        for c in range(1, self.max_card + 1):
            if c not in taken:
                pool[self.halves[c]] += 1
        needs = [HandNeed(self.players[self.holder(h)], sum(self.halves[c] for c in cards), HAND_SIZE - len(cards),
                          self.hand_belts[h]) for h, cards in enumerate(known)]
        return joint_problem(needs, (pool[0], pool[1], pool[2]))

    def _check_hands(self, move: Deal, hands: Sequence[frozenset[int] | None],
                     belts: Sequence[int | None]) -> IllegalMove | None:
        """The hands given against each other, the passing to the left and the lifebelts announced."""
        taken: dict[int, int] = {}  # card -> the seat whose hand, given before, holds it
        for p, hand in enumerate(hands):
            if hand is not None:
                err = self._hand_problem(move, p, hand, belts[p], taken)
                if err is not None:
                    return err
        return self._announced_problem(move, hands, belts)

    def _hand_problem(self, move: Deal, p: int, hand: frozenset[int], announced: int | None,
                      taken: dict[int, int]) -> IllegalMove | None:
        """Seat ``p``'s hand as given: 12 cards, none in a hand given before it (``taken``, which it joins), the
        hand passed to it [Manche suivante], the lifebelts it shows [Préparation]."""
        name, r = self.players[p], self.round
        if len(hand) != HAND_SIZE:
            return IllegalMove(move, R_SETUP, say("land-unter.deal.hand-size", player=name, cards=len(hand),
                                                  hand_size=HAND_SIZE))
        for c in sorted(hand):
            if c in taken:
                return IllegalMove(move, R_CONTENTS, say("land-unter.deal.card-twice", card=c,
                                                         first=self.players[taken[c]], player=name))
            taken[c] = p
        h = self.hand_of(p)
        passed = self._passing_problem(move, p, hand) if r > 1 else None
        if passed is not None:
            return passed
        expected = self.lifebelts_of(hand)
        if r > 1 and self.hand_belts[h] is not None and expected != self.hand_belts[h]:
            return IllegalMove(move, R_SETUP, say("land-unter.deal.passed-shows", player=name, round=r,
                                                  shown=expected, announced=self.hand_belts[h]))
        if announced is not None and announced != expected:
            return IllegalMove(move, R_SETUP if r == 1 else R_NEXT_ROUND,
                               say("land-unter.deal.announced-wrong", player=name, announced=announced,
                                   shown=expected))
        return None

    def _passing_problem(self, move: Deal, p: int, hand: frozenset[int]) -> IllegalMove | None:
        """From round 2, seat ``p`` holds the hand its right neighbour played last round [Manche suivante]: no
        card of it missing, none it did not hold."""
        r, h = self.round, self.hand_of(p)
        known = self.hand_known[h]
        missing = sorted(known - hand)
        extra = sorted(hand - known) if len(known) == HAND_SIZE else []
        foreign = sorted(c for c in hand if (o := self._owner(c)) is not None and o != h)
        holds = sorted(set(extra) | set(foreign))
        if not missing and not holds:
            return None
        said: dict[str, Value] = {"round": r, "player": self.players[p], "passer": self.players[(p - 1) % self.n],
                                  "before": r - 1}
        if missing and holds:
            return IllegalMove(move, R_NEXT_ROUND, say("land-unter.deal.not-passed.both", lacks=missing, holds=holds,
                                                       **said))
        if missing:
            return IllegalMove(move, R_NEXT_ROUND, say("land-unter.deal.not-passed.lacks", lacks=missing, **said))
        return IllegalMove(move, R_NEXT_ROUND, say("land-unter.deal.not-passed.holds", holds=holds, **said))

    def _announced_problem(self, move: Deal, hands: Sequence[frozenset[int] | None],
                           belts: Sequence[int | None]) -> IllegalMove | None:
        """Each seat's lifebelts known (announced, or shown by its hand), and from round 2 the ones its hand
        came with [Manche suivante]. Raises :class:`InvalidMove` for a seat with neither hand nor lifebelts."""
        r = self.round
        for p in range(self.n):
            h = self.hand_of(p)
            name = self.players[p]
            if hands[p] is None and belts[p] is None and self.hand_belts[h] is None:
                raise InvalidMove(say("land-unter.read.belts-needed", round=r, player=name))
            if r > 1 and belts[p] is not None and self.hand_belts[h] is not None and belts[p] != self.hand_belts[h]:
                return IllegalMove(move, R_NEXT_ROUND, say("land-unter.deal.passed-announced", player=name,
                                                           announced=belts[p], round=r, belts=self.hand_belts[h]))
        return None

    def _feasible(self, h: int, extra: int) -> bool:
        """Could hand ``h`` hold its known cards plus ``extra``, with every hand still showing the lifebelts
        announced for it in one deal (:meth:`deal_problem`)?"""
        return len(self.hand_known[h] | {extra}) <= HAND_SIZE and self.deal_problem(h, extra, self.seat_known(h)) is None

    def most_lifebelts_in_a_hand(self) -> int:
        """The most lifebelts any 12 weather cards can show (rounded down). [Préparation]"""
        return sum(sorted(self.halves)[-HAND_SIZE:]) // 2

    def total_lifebelts(self) -> int:
        """The lifebelt symbols of the whole weather deck. [Contenu]"""
        return sum(self.halves) // 2
