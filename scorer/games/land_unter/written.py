"""Land Unter's hands written down by their holders, and the claims a live table takes on trust.

A hand is dealt face down and each player chooses a card in secret [Préparation; Déroulement d'un pli], so
at a live table each seat writes its own hand on its own page (:class:`HandWritten`, ``Ben hand [1 4 9 ...]``)
at any moment of the round once it is dealt: right after the deal (players pick up their cards then), before
a trick's water-level cards are turned up, or during a trick before or after its own card. The hand must hold
every card already played from it.

What a seat's step is ruled on (decision *claims*, ``data/land-unter.yaml``): a hand written down is that
seat's claim, not cards the table saw. It is checked only against the public facts (the cards played face up,
this round and before; the lifebelts announced) and the writer's own hand (the cards played from it), never
against another seat's hand as written, and it takes no card out of another hand: one seat's claim never
changes what another seat's page shows, nor is it refused for another's (a refusal would tell that hand).
A seat's card is ruled the same way (live, on what that seat may know, :meth:`seat_known`). Claims of two
seats holding the same card are kept for ``nile check`` (:attr:`clashes`, said by ``findings`` while both
claims stand), never said live. Once a card shows face up (a trick's cards turned up together [Déroulement
d'un pli]; in open play, as
it is played [Variante]) that another hand as written holds, that claim is lost: the card leaves that hand
as written, its holder alone is told (:attr:`lost`) and writes that card again; ``nile check`` names it too,
until the hand is written again. A seat's own card shown wins over its own claims: a card its hand as written cannot hold is ruled on the facts
alone (what the table saw, whoever entered it: its own page, the host's, ``nile play``), and when they allow it
the hand as written gives way (:meth:`_give_way`): its holder alone is told, and writes it again with one tap.
A hand given at the deal in a record (``5 [1 4 9 ...]``, ``nile play``'s deal line) is the record's fact,
not a claim: every seat's card is ruled on it, live as in ``nile check`` (:meth:`seat_known`).
A mixin of :class:`scorer.games.land_unter.engine.LandUnter`, which holds the state.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Iterator

from scorer.engine import IllegalMove, InvalidMove, Said, say
from scorer.games.land_unter.moves import Clash, HandWritten
from scorer.games.land_unter.rules import (_PLAY, _TURN_UP, HAND_SIZE, R_CONTENTS, R_ELIMINATION, R_PLAY, R_SETUP, Phase)


class WrittenHands:
    """The hands written down and the claims taken on trust, over the state of
    :class:`~scorer.games.land_unter.engine.LandUnter`."""

    # provided by the state
    players: tuple[str, ...]
    n: int
    round: int
    trick: int
    phase: Phase
    max_card: int
    halves: list[int]
    hand_known: list[set[int]]
    hand_belts: list[int | None]
    #: per hand (round-1 index): the cards seen played from it, in any round (public)
    played_from: list[set[int]]
    #: per hand (round-1 index): the cards known of it only because its holder wrote the hand down (claims),
    #: not yet seen played
    claims: list[set[int]]
    #: the claims that cannot all be true (findings for ``nile check``), oldest first
    clashes: list[Clash]
    #: the claims lost at the last move (a card of the hand as written shown face up by another seat, or the
    #: hand as written given way to its holder's own card)
    lost: list[Clash]
    gave_way: list[list[int]]
    seen: dict[int, tuple[int, int]]
    plays: dict[int, int]
    open_play: bool
    out: list[bool]
    out_trick: list[int | None]
    trusting: bool

    if TYPE_CHECKING:  # provided by the state
        def clone(self) -> Any: ...

        def hand_of(self, seat: int, rnd: int | None = None) -> int: ...

        def holder(self, hand: int, rnd: int | None = None) -> int: ...

        def hand_complete(self, hand: int) -> bool: ...

        def lifebelts_of(self, cards: frozenset[int] | set[int]) -> int: ...

        def deal_problem(self, hand: int | None = None, card: int | None = None,
                         known: list[set[int]] | None = None) -> Said | None: ...

    def written_only(self, hand: int) -> set[int]:
        """The cards of ``hand`` known only because a hand was written down, not yet seen played."""
        return self.hand_known[hand] - self.played_from[hand]

    def face_down(self, hand: int) -> set[int]:
        """The cards of the trick in progress played from hands other than ``hand``, while the holder of
        ``hand`` has not seen them: live (``trusting``) and not in open play, until the trick's last card
        is in [Déroulement d'un pli]; else empty."""
        if not self.trusting or self.open_play or self.phase != _PLAY:
            return set()
        return {c for p, c in self.plays.items() if self.hand_of(p) != hand}

    def _fact_owner(self, card: int, hand: int) -> int | None:
        """Another hand than ``hand`` that holds ``card`` as far as the holder of ``hand`` may know it
        (:meth:`seat_known`: never by another seat's claim), or None."""
        known = self.seat_known(hand)
        return next((o for o in range(self.n) if o != hand and card in known[o]), None)

    def seat_known(self, hand: int) -> list[set[int]]:
        """Per hand, the cards the holder of ``hand`` is ruled on (decision *claims*): all of its own hand
        known; of every other hand its facts, never its claims: the cards seen played from it and a hand
        given at the deal (the record's fact: ``nile play``'s ``4 [2 3 ...] 5 6``), live (``trusting``) as in
        ``nile check``, so both rule alike (issue 22, lurev3 §1); live, a card of the trick in progress still
        face down is left out of a hand not known whole (:meth:`face_down`: the holder has not seen it; a hand
        known whole tells nothing more by it)."""
        hidden = self.face_down(hand)
        facts = [self.hand_known[o] - self.claims[o] for o in range(self.n)]
        return [self.hand_known[o] | self.played_from[o] if o == hand
                else facts[o] if len(facts[o]) == HAND_SIZE else facts[o] - hidden
                for o in range(self.n)]

    @contextmanager
    def _claims_aside(self, hand: int) -> Iterator[None]:
        """While in the block, the claims of ``hand`` are set aside: the hand as the facts alone know it, for
        its holder's own card that the hand as written cannot hold (:meth:`_give_way`); put back after it
        (a check never changes the game; a copy would cost a deep copy per card asked)."""
        known, claims = self.hand_known[hand], self.claims[hand]
        self.hand_known[hand], self.claims[hand] = known - claims, set()
        try:
            yield
        finally:
            self.hand_known[hand], self.claims[hand] = known, claims

    def _give_way(self, seat: int, hand: int, card: int) -> None:
        """``seat`` plays ``card``, which ``hand`` (the hand it holds) as written cannot hold (decision *claims*:
        a player's own card shown wins over the player's own claims, and the rules and the facts alone refuse
        it): every card of the hand as written not seen played gives way (which one was written wrong nobody
        knows), kept in :attr:`gave_way` for the holder's page, which ticks them again to write the hand with
        one tap (the wrong card unticked); the holder alone is told (:attr:`lost`, the news of the move)."""
        self.gave_way[hand] = sorted(self.claims[hand])
        self.hand_known[hand] -= self.claims[hand]
        self.claims[hand] = set()
        self.lost.append(Clash(self.round, self.trick + 1, card, seat, hand, seat, True, hand))

    def _rewritable(self, hand: int) -> bool:
        """True when ``hand`` may be written down (again): not all its cards known, or some known only as its
        holder's claims (a hand as written may be corrected by its holder)."""
        return not self.hand_complete(hand) or bool(self.claims[hand])

    def _check_hand_written(self, move: HandWritten) -> IllegalMove | None:
        """A hand written down by its holder [Préparation]: 12 different weather cards, every card played from
        it, none another hand is known to hold as a fact (played face up; in ``nile check`` also dealt), the
        lifebelts announced for it, and a deal of the weather cards that gives every hand its lifebelts with
        it. Another hand as written holding one of its cards is no ruling (decision *claims*)."""
        p, cards = move.seat, move.cards
        name = self.players[p]
        if self.out[p]:
            return IllegalMove(move, R_ELIMINATION, say("land-unter.hand.out", player=name, round=self.round,
                                                        trick=self.out_trick[p]))
        if cards is None:
            return None
        for c in cards:
            if not 1 <= c <= self.max_card:
                raise InvalidMove(say("land-unter.read.no-weather-card", card=c, top=self.max_card))
        h = self.hand_of(p)
        if not self._rewritable(h) or set(cards) == self.hand_known[h]:
            return IllegalMove(move, R_SETUP, say("land-unter.hand.known", hand_size=HAND_SIZE, player=name))
        twice = sorted({c for i, c in enumerate(cards) if c in cards[:i]})
        if twice:
            return IllegalMove(move, R_CONTENTS, say("land-unter.hand.twice", cards=twice, player=name))
        if len(cards) != HAND_SIZE:
            return IllegalMove(move, R_SETUP, say("land-unter.hand.size", player=name, cards=len(cards),
                                                  hand_size=HAND_SIZE))
        return self._hand_against_known(move, h, set(cards))

    def _hand_against_known(self, move: HandWritten, h: int, given: set[int]) -> IllegalMove | None:
        """The hand written down against the cards played, the facts of the other hands (:meth:`seat_known`)
        and the lifebelts announced."""
        name = self.players[move.seat]
        lacking = sorted(self.played_from[h] - given)
        if lacking:
            return IllegalMove(move, R_PLAY, say("land-unter.hand.lacks", player=name, cards=lacking,
                                                 when=_when(self, lacking[0])))
        for c in sorted(given):
            other = self._fact_owner(c, h)
            if other is not None and c in self.played_from[other]:
                return IllegalMove(move, R_CONTENTS, say("land-unter.hand.played-elsewhere", player=name, card=c,
                                                         when=_when(self, c)))
            if other is not None:  # a hand given at the deal (nile check)
                return IllegalMove(move, R_CONTENTS, say("land-unter.hand.dealt-elsewhere", player=name, card=c,
                                                         other=self.players[self.holder(other)]))
        belts, shown = self.hand_belts[h], self.lifebelts_of(given)
        if belts is not None and shown != belts:
            return IllegalMove(move, R_SETUP, say("land-unter.hand.announced-wrong", player=name, shown=shown,
                                                  announced=belts))
        after = self.clone()
        after._do_hand_written(move)
        why = after.deal_problem(known=after.seat_known(h))
        if why is not None:
            return IllegalMove(move, R_SETUP, say("land-unter.hand.no-deal", cards=self.max_card, player=name, why=why))
        return None

    def _do_hand_written(self, move: HandWritten) -> None:
        """Write the hand down: its cards are the writer's claims, replacing any it wrote before (lenient: a
        hand known already, or a move before the deal, changes nothing). A card another hand as written holds
        too is kept in :attr:`clashes` for ``nile check``; neither hand changes. The hand's claims lost before
        are corrected by it: they leave :attr:`clashes`."""
        p = move.seat
        if move.cards is None or self.phase not in (_PLAY, _TURN_UP) or not 0 <= p < self.n:
            return
        h = self.hand_of(p)
        if not self._rewritable(h):
            return
        for c in sorted(set(move.cards)):
            other = next((o for o in range(self.n) if o != h and c in self.claims[o]), None)
            if other is not None and not any(k.card == c and {k.hand, k.by_hand} == {h, other} for k in self.clashes):
                self.clashes.append(Clash(self.round, self.trick + 1, c, p, other, self.holder(other), False, h))
        self.clashes = [k for k in self.clashes if not (k.played and k.hand == h)]  # its lost claims corrected
        self.gave_way[h] = []
        cards = set(move.cards) | self.played_from[h]
        self.hand_known[h] = cards if len(cards) <= HAND_SIZE else set(move.cards)
        self.claims[h] = self.hand_known[h] - self.played_from[h]
        if self.hand_belts[h] is None:
            self.hand_belts[h] = self.lifebelts_of(self.hand_known[h])

    def standing(self, clash: Clash) -> bool:
        """Whether ``clash`` still stands for ``nile check``: a claim lost to a card played face up stands
        until its hand is written again (:meth:`_do_hand_written` drops it then); two hands as written holding
        one card stand while both still hold it (neither was corrected, nor the card seen played)."""
        return clash.played or clash.card in self.claims[clash.hand] and clash.card in self.claims[clash.by_hand]

    def _settle_claims(self, plays: dict[int, int]) -> None:
        """Cards ``plays`` (seat -> card) now show face up: each that another hand as written holds is a claim
        lost (decision *claims*): the card leaves that hand as written (its holder writes it again), the loss
        is kept in :attr:`lost` (for its holder's news) and :attr:`clashes` (for ``nile check``)."""
        for p, c in plays.items():
            h = self.hand_of(p)
            for o in range(self.n):
                if o != h and c in self.claims[o]:
                    self.claims[o].discard(c)
                    self.hand_known[o].discard(c)
                    clash = Clash(self.round, self.seen[c][1], c, p, o, self.holder(o), True, h)
                    self.clashes.append(clash)
                    self.lost.append(clash)


def _when(state: WrittenHands, card: int) -> Said:
    """When ``card`` was seen played: ``"(by Anna in trick 3 of this round)"``, or in an earlier round."""
    if card in state.seen:
        seat, trick = state.seen[card]
        return say("land-unter.when.this-round", player=state.players[seat], trick=trick)
    return say("land-unter.when.earlier")
