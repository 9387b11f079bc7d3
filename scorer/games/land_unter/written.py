"""Land Unter's hands written down by their holders, and the claims a live table takes on trust.

A hand is dealt face down and each player chooses a card in secret [Préparation; Déroulement d'un pli], so
at a live table each seat writes its own hand on its own page (:class:`HandWritten`, ``Ben hand [1 4 9 ...]``)
at any moment of the round once it is dealt: right after the deal (players pick up their cards then), before
a trick's water-level cards are turned up, or during a trick before or after its own card. The hand must hold
every card already played from it.

What a seat's step is ruled on: in a live session (``trusting``) a seat's card, or its hand written down,
is ruled on what that seat may know, the cards played (this round and before) and its own hand, never on
another hand written down, whose ruling would tell that hand card by card. Where another hand as written
holds the same card, the step is taken on trust and the :class:`Clash` recorded: the card leaves the earlier
hand as written (its holder may write it down again, or the table undoes the step that was wrong), the
holder of that hand hears of it on their own page, and the round's end says it to everyone. ``nile check``
(not ``trusting``) rules on everything the record tells: there the step is illegal, at its own line.
Another seat's card of the trick in progress is face down [Déroulement d'un pli], so live it is not what a
seat may know either: a hand written down holding it is taken on trust too, and the clash noted (and told
to that hand's holder) once the trick's cards are all in, turned up together.
A mixin of :class:`scorer.games.land_unter.engine.LandUnter`, which holds the state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

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
    #: the claims taken on trust that a hand as written contradicts, oldest first
    clashes: list[Clash]
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

    def _public_owner(self, card: int, hand: int) -> int | None:
        """Another hand than ``hand`` that ``card`` was seen played from (this round or before) by the
        holder of ``hand`` (not a card still :meth:`face_down`), or None."""
        if card in self.face_down(hand):
            return None
        return next((o for o in range(self.n) if o != hand and card in self.played_from[o]), None)

    def _written_owner(self, card: int, hand: int) -> int | None:
        """Another hand than ``hand`` written down holding ``card``, not yet seen played, or None."""
        return next((o for o in range(self.n) if o != hand and card in self.written_only(o)), None)

    def seat_known(self, hand: int) -> list[set[int]]:
        """Per hand, the cards the holder of ``hand`` knows it holds: all of its own hand known, of every other
        hand only the cards seen played from it (what a live seat's step is ruled on)."""
        hidden = self.face_down(hand)
        return [self.hand_known[o] | self.played_from[o] if o == hand else self.played_from[o] - hidden
                for o in range(self.n)]

    def _check_hand_written(self, move: HandWritten) -> IllegalMove | None:
        """A hand written down by its holder [Préparation]: 12 different weather cards, every card played from
        it, none played from another hand, the lifebelts announced for it, and a deal of the weather cards
        that gives every hand its lifebelts with it. Live (``trusting``), another hand as written holding one
        of its cards is no ruling (see the module docstring); in ``nile check`` it is."""
        p, cards = move.seat, move.cards
        name = self.players[p]
        if self.out[p]:
            return IllegalMove(move, R_ELIMINATION, say("land-unter.hand.out", player=name, round=self.round,
                                                        trick=self.out_trick[p]))
        if cards is None:
            return None
        for c in cards:
            if not 1 <= c <= self.max_card:
                raise InvalidMove(f"there is no weather card {c} (they are numbered 1 to {self.max_card})")
        h = self.hand_of(p)
        if self.hand_complete(h):
            return IllegalMove(move, R_SETUP, say("land-unter.hand.known", hand_size=HAND_SIZE, player=name))
        twice = sorted({c for i, c in enumerate(cards) if c in cards[:i]})
        if twice:
            return IllegalMove(move, R_CONTENTS, say("land-unter.hand.twice", cards=twice, player=name))
        if len(cards) != HAND_SIZE:
            return IllegalMove(move, R_SETUP, say("land-unter.hand.size", player=name, cards=len(cards),
                                                  hand_size=HAND_SIZE))
        return self._hand_against_known(move, h, set(cards))

    def _hand_against_known(self, move: HandWritten, h: int, given: set[int]) -> IllegalMove | None:
        """The hand written down against the cards played, the other hands and the lifebelts announced."""
        name = self.players[move.seat]
        lacking = sorted(self.played_from[h] - given)
        if lacking:
            return IllegalMove(move, R_PLAY, say("land-unter.hand.lacks", player=name, cards=lacking,
                                                 when=_when(self, lacking[0])))
        for c in sorted(given):
            other = self._public_owner(c, h)
            if other is not None:
                return IllegalMove(move, R_CONTENTS, say("land-unter.hand.played-elsewhere", player=name, card=c,
                                                         when=_when(self, c)))
            other = None if self.trusting else self._written_owner(c, h)
            if other is not None:
                return IllegalMove(move, R_CONTENTS, say("land-unter.hand.written-elsewhere", player=name, card=c,
                                                         other=self.players[self.holder(other)]))
        belts, shown = self.hand_belts[h], self.lifebelts_of(given)
        if belts is not None and shown != belts:
            return IllegalMove(move, R_SETUP, say("land-unter.hand.announced-wrong", player=name, shown=shown,
                                                  halves=sum(self.halves[c] for c in given) / 2, announced=belts))
        after = self.clone()
        after._do_hand_written(move)
        why = after.deal_problem(known=after.seat_known(h) if self.trusting else None)
        if why is not None:
            return IllegalMove(move, R_SETUP, say("land-unter.hand.no-deal", cards=self.max_card, player=name, why=why))
        return None

    def _do_hand_written(self, move: HandWritten) -> None:
        """Write the hand down (lenient: a hand known already, or a move before the deal, changes nothing)."""
        p = move.seat
        if move.cards is None or self.phase not in (_PLAY, _TURN_UP) or not 0 <= p < self.n:
            return
        h = self.hand_of(p)
        if self.hand_complete(h):
            return
        for c in sorted(set(move.cards)):
            other = self._written_owner(c, h)
            if other is not None:
                self._note_clash(c, p, other, played=False)
        cards = set(move.cards) | self.played_from[h]
        self.hand_known[h] = cards if len(cards) <= HAND_SIZE else set(move.cards)
        if self.hand_belts[h] is None:
            self.hand_belts[h] = self.lifebelts_of(self.hand_known[h])

    def _note_face_down_clashes(self) -> None:
        """The trick's cards are all in and turned up together: each card played that a hand written down
        meanwhile holds (taken on trust while it was face down, :meth:`face_down`) is a clash, noted now."""
        for p, c in self.plays.items():
            other = self._written_owner(c, self.hand_of(p))
            if other is not None:
                self._note_clash(c, p, other, played=True)

    def _note_clash(self, card: int, by: int, hand: int, played: bool) -> None:
        """Record that seat ``by`` played ``card`` (or wrote it down) while ``hand`` was written down holding
        it: taken on trust, the card leaves that hand as written (see the module docstring)."""
        self.clashes.append(Clash(self.round, self.trick + 1, card, by, hand, self.holder(hand), played))
        self.hand_known[hand].discard(card)


def _when(state: WrittenHands, card: int) -> Said:
    """When ``card`` was seen played: ``"(by Anna in trick 3 of this round)"``, or in an earlier round."""
    if card in state.seen:
        seat, trick = state.seen[card]
        return say("land-unter.when.this-round", player=state.players[seat], trick=trick)
    return say("land-unter.when.earlier")
