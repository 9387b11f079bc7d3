"""NILE's hidden cards: what the public facts say about cards nobody saw, checked on every card shown.

A mixin of :class:`scorer.games.nile.engine.Nile` (through :class:`scorer.games.nile.steps.PlayerSteps`).
The table sees every card that leaves the game's hidden places face up, but not the cards drawn face
down. The facts that still bind those cards, each checked when a card is shown:

* no kind shows more often than the catalogue holds: ``unaccounted[k]`` copies of kind ``k`` are in the
  deck, in an unseen hand slot or removed face down [Mise en place];
* a deck made by a reshuffle is the discard pile and the flood pile, all face-up cards: ``deck_bound[k]``
  is how many of kind ``k`` it can still hold, so a card it never held cannot turn up from it, and
  ``pools[e]`` is what the ``e``-th reshuffle made, so a card drawn face down from that deck can only be
  one of those kinds [5) Piocher];
* the Plague of Locusts is never in a hand (it is revealed when drawn) nor among the removed cards: while
  nobody has seen it, it is in the deck, so the deck's last card is then the Plague [Invasion de locustes];
* a deck reduction's speculation cards removed face down are speculation cards, so no more speculation
  cards can show than the game keeps [Règles optionnelles].

A card a player told the referee on the own page (``Ben holds Papyrus``, ``told``) is that player's claim,
not a card the table saw (decision *claims*, ``data/nile.yaml``): it is checked only against the public
facts and the teller's own claims and moves, never against another seat's claims, and it is kept apart
from the counts of the cards placed (``unaccounted`` is never lowered by a claim), so one seat's claim
never changes what another seat's game, page or entries show (:meth:`_open`, :meth:`_free`). Once a
card shows face up and the copies the public facts leave can no longer cover a seat's own claims of it,
those claims are lost: the cards are not told any more, and the seat alone is told why (``lost``, said by
:func:`scorer.games.nile.view.news`). Claims of different seats that cannot all be true are kept in
``clashes`` for ``nile check`` (:meth:`findings`), never said live: that would tell one seat's claim to
another.

What is taken on trust (a card shown from an unseen hand slot could be any card these facts allow) is
said in the news (:func:`scorer.games.nile.view.news`) and in :meth:`~scorer.games.nile.engine.Nile.unchecked`.
"""

from __future__ import annotations

from scorer.engine import IllegalMove
from scorer.engine.said import Said, say
from scorer.games.nile.table import R_DRAW, R_OPTIONAL, R_PLAGUE, R_SETUP, NileTable, _nth, cards_said


def both(phrases: list[Said]) -> Said:
    """Two or more phrases each joined to the next by "and" ("the 1st reshuffle and the 2nd reshuffle and the
    3rd reshuffle"), as the referee has always said them; one phrase alone as it is."""
    joined = phrases[0]
    for phrase in phrases[1:]:
        joined = say("nile.list.and", first=joined, second=phrase)
    return joined


class HiddenCards(NileTable):
    """The checks of cards shown from the deck or from unseen hand slots (see the module docstring)."""

    def deck_problem(self, move: object, k: int, how: str) -> IllegalMove | None:
        """Why kind ``k`` cannot come from the top of the deck now (``how``: "turned up as the flood",
        "drawn by Anna", said by ids ``nile.how.*``), or None: every copy accounted for, a reshuffled deck that never held it, the
        Plague that must be the deck's last card, or one speculation card more than a deck reduction
        leaves."""
        cs = self.cards
        if self._free(k) <= 0:
            return IllegalMove(move, R_SETUP, say("nile.deck.accounted", card=cs.terms[k], how=how,
                                                  where=self._whereabouts(k), total=cs.total[k]))
        if self.deck_bound is not None and self.deck_bound[k] <= 0:
            held = self.pools[-1][k]
            return IllegalMove(move, R_DRAW, say("nile.deck.reshuffled-gone" if held else "nile.deck.reshuffled-without",
                                                 card=cs.terms[k], how=how, held=held))
        if k != cs.plague and self.unaccounted[cs.plague] >= self.deck_size > 0:
            return IllegalMove(move, R_PLAGUE, say("nile.deck.plague-last", card=cs.terms[k], how=how))
        return self._speculation_problem(move, [k] if cs.is_speculation(k) else [], how)

    def deck_kinds(self) -> list[int]:
        """The kinds that may come from the top of the deck now (each passing :meth:`deck_problem`), in
        card order."""
        return [k for k in range(self.cards.kinds) if self.deck_problem(None, k, "") is None]

    def unseen_draw_problem(self, move: object, seat: int, cards: int = 1) -> IllegalMove | None:
        """Why ``seat`` cannot draw ``cards`` cards face down from the deck now, or None: the unseen Plague
        would be among them (it is revealed when drawn, so the record must show it)."""
        if self.unaccounted[self.cards.plague] and cards >= self.deck_size > 0:
            left = say("nile.deck.last-is") if self.deck_size == 1 else say("nile.deck.cards-hold", cards=self.deck_size)
            return IllegalMove(move, R_PLAGUE, say("nile.draw.unseen-plague", player=self._name(seat),
                                                   cards=cards_said(cards), left=left))
        return None

    def shown_problem(self, move: object, seat: int, rest: list[int]) -> IllegalMove | None:
        """Why ``seat`` cannot show the cards ``rest`` (per kind) from its unseen hand slots, or None:
        cards all drawn from reshuffled decks that held none of a kind, or more speculation cards than a
        deck reduction leaves. (Each kind's count against ``unaccounted`` is checked by the caller.)"""
        cs, name = self.cards, self._name(seat)
        drawn = self.unseen_from[seat]
        for k, m in enumerate(rest):
            if m and 0 not in drawn and not any(self.pools[e][k] for e in drawn):
                decks = both([say("nile.reshuffle.nth", nth=_nth(e)) for e in sorted(drawn)])
                return IllegalMove(move, R_DRAW, say("nile.shown.reshuffled", player=name, card=cs.terms[k],
                                                     decks=decks, reshuffles=len(drawn)))
        specs = [k for k, m in enumerate(rest) if m and cs.is_speculation(k) for _ in range(m)]
        return self._speculation_problem(move, specs, say("nile.how.shown", player=name), seat)

    def _speculation_problem(self, move: object, specs: list[int], how: str, seat: int | None = None) -> IllegalMove | None:
        """``specs`` shown from hidden places (by ``seat``, whose own claims count as facts, as in
        :meth:`_free`) would leave too few unseen speculation cards to be the ones a deck reduction removed
        face down. (So cards told at once are ruled as told one by one: each claim leaves one fewer.)"""
        if not specs or not self.removed_unseen:
            return None
        cs = self.cards
        unseen = sum(self._free(k, seat) for k in cs.speculations)
        if unseen - len(specs) >= self.removed_unseen:
            return None
        kept = sum(cs.total[k] for k in cs.speculations) - self.removed_unseen
        shown = kept - (unseen - self.removed_unseen)
        return IllegalMove(move, R_OPTIONAL, say("nile.shown.speculations", card=cs.terms[specs[-1]], how=how,
                                                 removed=self.removed_unseen, kept=kept, shown=shown))

    def storage_known_empty(self, seat: int) -> bool:
        """Whether everyone knows ``seat``'s storage is empty, so that what an entry says of it tells no secret:
        its size is public (each harvest and payout is said in the news, a trade's discards lie face up), and it
        holds no card (at turn 1, nothing harvested yet: nilerev defect 6). A storage this copy of the game hides
        (a seat's view of another's, :attr:`~scorer.games.nile.table.NileTable.storage_hidden`) is known empty
        where the copy was made from a game whose storage was empty (``storage_empty``). The contents of a storage holding cards stay its owner's secret [Récolter: "Cachez le contenu
        de votre stock"]."""
        return seat in self.storage_empty or (seat not in self.storage_hidden and not any(self.storage[seat]))

    # --- the bookkeeping ----------------------------------------------------------------------------
    def _free(self, k: int, seat: int | None = None) -> int:
        """Copies of kind ``k`` a card shown now from a hidden place may be (by ``seat``, whose own claims
        count as facts): those unaccounted for (another player's claim never accounts for one) less the
        ones ``seat`` itself told."""
        return self.unaccounted[k] - (self.told[seat][k] if seat is not None else 0)

    def _open(self, k: int, seat: int) -> int:
        """Copies of kind ``k`` ``seat`` may still claim: :meth:`_free` and the cards other seats hold as
        their own secret (dealt or drawn and written down on their page, never public): the seat's claim is
        checked against the public facts and its own claims and moves only, as the seat's own game shows
        them (decision *claims*)."""
        return self._free(k, seat) + sum(h[k] - t[k] for p, (h, t) in enumerate(zip(self.hand, self.told))
                                         if p != seat)

    def _claims_settle(self) -> None:
        """After a move: claims of a kind more than the copies unaccounted for are a clash (kept in
        ``clashes`` once per kind and claimants, with the turn); a seat's own claims more than it may still
        claim (:meth:`_open`: a card of the kind showed face up since) are lost, that many cards of its hand
        not told any more, from any deck so far, and kept in ``lost`` (seat, kind, cards) for the seat's
        news, and in ``gave_way`` for its page; a clash that no longer stands is dropped."""
        told, hand = self.told, self.hand
        for k, claims in enumerate(zip(*told)):  # per kind, each seat's claims (most kinds: none)
            if not any(claims):
                continue
            claimed = [p for p, m in enumerate(claims) if m]
            if sum(claims) > self.unaccounted[k]:
                seats, turn = self.clashes.get(k, ((), self.turn))
                self.clashes[k] = (tuple(sorted({*seats, *claimed})), turn)
            # :meth:`_open` of each claimant, the secret cards of all seats counted once (a claim lost
            # below lowers a seat's hand and its claims alike, so the secret cards stay as counted)
            secret = sum(h[k] - t[k] for h, t in zip(hand, told))
            for p in claimed:
                over = hand[p][k] - self.unaccounted[k] - secret  # its claims beyond the copies it may claim
                if over > 0:
                    self._untell(p, k, over)
                    self.lost.append((p, k, over))
                    self.gave_way[p].append((k, over, False))
        self._clashes_resolved()

    def _untell(self, seat: int, k: int, n: int) -> None:
        """``n`` of ``seat``'s claims of kind ``k`` are not told any more: those cards of its hand are unseen
        again, from any deck so far (the claim said nothing true of where they came from)."""
        self.told[seat][k] -= n
        self.hand[seat][k] -= n
        self.hand_unseen[seat] += n
        self.unseen_from[seat] |= set(range(len(self.pools)))

    def _clashes_resolved(self) -> None:
        """Drop each clash of claims (kept for ``nile check``) its tellers have corrected: the claims of the
        kind still told fit the copies the public facts leave, and each claimant whose claim of it gave way
        (to a card shown face up, or to its own step) has told again since (``gave_way``; a card taken back,
        "not this one", is a tell)."""
        for k, (seats, _) in list(self.clashes.items()):
            if sum(t[k] for t in self.told) <= self.unaccounted[k] and \
                    not any(kind == k for p in seats for kind, _, _ in self.gave_way[p]):
                del self.clashes[k]

    def _from_deck(self, k: int) -> None:
        """Kind ``k`` left the deck face up."""
        if self.unaccounted[k] > 0:
            self.unaccounted[k] -= 1
        if self.deck_bound is not None and self.deck_bound[k] > 0:
            self.deck_bound[k] -= 1
        self.deck_size -= 1

    def _unseen_to_hand(self, seat: int) -> None:
        """A card went from the deck into ``seat``'s hand face down."""
        self.hand_unseen[seat] += 1
        self.unseen_from[seat].add(self.reshuffles)
        self.deck_size -= 1

    def _unseen_shown(self, seat: int, n: int) -> None:
        """``n`` of ``seat``'s unseen cards were shown: with none left, where they came from is moot."""
        self.hand_unseen[seat] = max(0, self.hand_unseen[seat] - n)
        if not self.hand_unseen[seat]:
            self.unseen_from[seat].clear()

