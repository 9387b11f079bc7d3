"""NILE: a seat corrects its own claims (decision *claims*, ``data/nile.yaml``; issue 22, fe-table7 problems 1
and 5).

A card a player told on the own page is that player's claim (:mod:`scorer.games.nile.hidden`). A claim may be
wrong (a card tapped by mistake), so:

* the seat takes a told card back at any time, "not this one" (:class:`~scorer.games.nile.moves.Hold`'s
  ``dropped``, ``Ben holds not Lettuce/Castor``, or with the card it holds instead, ``Ben holds Flax not
  Lettuce/Castor``): the card is not told any more, and the seat tells the right one (:meth:`_take_back`);
* the seat's own face-up step wins over its own claims: a plant, a speculation or a trade's discards (cards
  the table sees) that the seat's claims cannot hold is ruled on the public facts alone, as if the seat had
  told nothing; when it is legal so, the seat's claims the step does not show give way (not told any more),
  and the seat alone is told which (:meth:`_yield_claims`, kept in ``yielded`` for the step's news);
* every claim that gave way (to a card shown face up, :meth:`~scorer.games.nile.hidden.HiddenCards._claims_settle`,
  or to the seat's own step) is kept in ``gave_way`` for the seat's page until the seat tells again, so the
  notice stays in sight (:func:`scorer.games.nile.seats.tell`);
* claims of several seats that cannot all be true are kept for ``nile check`` only while they still stand:
  once a claim of the kind gave way or was taken back and the rest fit the copies, the clash is dropped
  (:meth:`_clashes_resolved`).

A mixin of :class:`scorer.games.nile.engine.Nile` (through :class:`scorer.games.nile.steps.PlayerSteps`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from scorer.engine import IllegalMove
from scorer.games.nile.cards import counted
from scorer.engine.said import Said, say
from scorer.games.nile.hidden import HiddenCards
from scorer.games.nile.moves import Hold
from scorer.games.nile.table import R_SETUP


class OwnClaims(HiddenCards):
    """A seat's corrections of its own claims (see the module docstring)."""

    def _take_back(self, seat: int, dropped: tuple[int, ...]) -> None:
        """``seat`` takes back the told cards ``dropped`` ("not this one"): each is unseen again
        (:meth:`_untell`)."""
        for k in dropped:
            if self.told[seat][k] > 0:
                self._untell(seat, k, 1)

    def _dropped_problem(self, move: Hold) -> IllegalMove | None:
        """Why ``move.player`` cannot take back the told cards ``move.dropped``: a card it did not tell (one
        seen otherwise stays: drawn face up, or dealt in a record), or more of a kind than it told."""
        cs, seat, name = self.cards, move.player, self._name(move.player)
        for k, m in enumerate(counted(list(move.dropped), cs.kinds)):
            told = self.told[seat][k]
            if m <= told:
                continue
            seen = say("nile.hold.seen-stays", player=name, card=cs.terms[k]) if self.hand[seat][k] > told else ""
            mine = listing(self.told[seat], cs.terms) if any(self.told[seat]) else say("nile.cards.none")
            return IllegalMove(move, R_SETUP, say("nile.hold.not-told", player=name, taken=m, card=cs.terms[k],
                                                  told=told, mine=mine, seen=seen))
        return None

    def _after_take_back(self, move: Hold) -> IllegalMove | None:
        """``move``'s cards told, ruled once its cards taken back are unseen again (on a copy)."""
        if not move.cards:
            return None
        copy = self.clone()
        assert isinstance(copy, OwnClaims)
        copy._take_back(move.player, move.dropped)
        return copy.check(Hold(move.player, move.cards))

    def _correction_hint(self, seat: int, cards: tuple[int | None, ...]) -> Said | str:
        """How ``seat``, whose told cards leave too few to tell ``cards``, corrects a card told wrong: ``not``
        the card, on its page a tap."""
        told = [k for k, m in enumerate(self.told[seat]) if m]
        if not told:
            return ""
        cs, name = self.cards, self._name(seat)
        card = next((k for k in cards if k is not None), told[0])
        wrong = told[0] if told[0] != card else told[-1]
        return say("nile.hold.correct", player=name, wrong=cs.terms[wrong], card=cs.terms[card])

    def _without_claims(self, seat: int, shown: list[int]) -> "OwnClaims":
        """A copy of the game in which ``seat``'s claims that the cards ``shown`` (per kind) do not show are
        taken back: the hand as the public facts alone know it, for a face-up step its claims cannot hold."""
        copy = self.clone()
        assert isinstance(copy, OwnClaims)
        copy._yield_claims(seat, shown, keep=False)
        return copy

    def _yield_claims(self, seat: int, shown: list[int], keep: bool = True) -> None:
        """``seat``'s face-up step shows the cards ``shown`` (per kind), which its claims cannot hold: its
        claims of a kind shown stay up to the count shown (the table sees them: they were true); every other
        claim gives way (not told any more), kept (``keep``) in ``yielded`` for the step's news and in
        ``gave_way`` for the seat's page."""
        for k, m in enumerate(self.told[seat]):
            over = m - min(m, shown[k])
            if over > 0:
                self._untell(seat, k, over)
                if keep:
                    self.yielded.append((seat, k, over))
                    self.gave_way[seat].append((k, over, True))

    def _claims_hold(self, seat: int, shown: list[int]) -> bool:
        """True when ``seat``'s hand, its claims as told, can show the cards ``shown`` (per kind)."""
        return self._told_hand_problem(None, seat, shown, "") is None

    if TYPE_CHECKING:  # provided by :class:`scorer.games.nile.steps.PlayerSteps` and the state
        def _told_hand_problem(self, move: object, seat: int, counts: list[int], rule: str) -> IllegalMove | None: ...

        def check(self, move: Any) -> IllegalMove | None: ...

        def clone(self) -> Any: ...


def listing(counts: list[int], names: Sequence[str]) -> Said:
    """``"2 Papyrus, 1 Flax"`` from counts per kind; ``"nothing"`` when empty."""
    return say("nile.cards.listing", cards=[say("nile.cards.of", cards=n, card=names[k]) for k, n in enumerate(counts) if n])
