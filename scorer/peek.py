"""A hand opened on the host's page for its player alone (a mixin of :class:`~scorer.session.TableSession`;
nile-lu problem 2).

A table with one phone passes the host's page around. Where the table's copy of the game lists no card for the
player asked because the list would tell that player's hand (:attr:`~scorer.engine.Secrets.unlisted`: Land
Unter from round 2, the hands passed on, known to the referee by the cards played from them in round 1), that
page had nothing to tap, and a card typed there and refused was refused without its reason (the reason could
tell the hand). So the host's page offers the player asked their own hand behind a fold ("Show Anna's hand (only
Anna looks)"), closed until that player opens it and closed again once the card is recorded: the cards of the
hand and the other cards that player may still play (a card of the hand nobody knows) are its buttons, as on
that player's own page (:meth:`HostPeek.peek`).

What a refusal in the fold says (:meth:`HostPeek.enter_peeked`): the card is ruled on the whole game, as every
entry of the host's page is, but its reason is worded on *that player's* copy of the game, as the player's own
page words it (:meth:`~scorer.views.SeatViews._illegal_as`): that copy holds the player's own hand and what the
table saw, never another player's hand, so the reason tells no card of another hand ("Anna must follow ..."
names Anna's own cards, which the fold shows anyway). Where that copy allows the card, only another player's
cards refuse it (their hand, known to the referee, or a card face down): the fold says so and no more, which the
player's own page says too (its refusal is the same). It is said inside the fold, for the player who opened it; the host's page's
other refusals stay as they were. The table's read-only page never has the fold (it is no host's).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from scorer.engine import NO_SECRETS, Seat, say
from scorer.rulings import Accepted, Illegal, Ruling, Unreadable
from scorer.views import HIDDEN_RULE
from scorer.whose import SessionParts


@dataclass(frozen=True)
class Peek:
    """The hand the host's page may open for its player: ``seat`` and ``name`` the player asked, ``hand`` the
    hand as the player's own page shows it, each item with the entry tapping it makes (None: not a card to play
    now, such as "1 card not written down"), ``others`` the further cards that player may play (a card of the
    hand nobody knows), as entries."""

    seat: int
    name: str
    hand: tuple[tuple[str, str | None], ...]
    others: tuple[str, ...] = ()


class HostPeek(SessionParts):
    """:meth:`peek` and :meth:`enter_peeked` (see the module docstring)."""

    if TYPE_CHECKING:
        def seen(self, seat: Seat) -> Any: ...
        def enter(self, text: str) -> Ruling: ...
        def _accepted_as(self, ruling: Accepted, before: Any, done: int, seat: Seat) -> Accepted: ...
        def _illegal_as(self, ruling: Illegal, seat: Seat, keyboard: bool = False) -> Illegal: ...
        def _unreadable_as(self, ruling: Unreadable, seat: Seat) -> Unreadable | Illegal: ...
        changed_at: int

    def peek(self) -> Peek | None:
        """The hand the host's page offers behind a fold now (see the module docstring), or None: only at a
        step whose player the table's copy lists no card for because the list would tell that player's hand
        (:attr:`~scorer.engine.Secrets.unlisted`), and only a hand that player's own page shows cards to tap of."""
        secrets = self.spec.secrets
        if self.state.is_over or secrets.unlisted is NO_SECRETS.unlisted:  # (most games: at once)
            return None
        table = self.seen(None)
        seat = self.notation.prompt(table).seat
        if seat is None or not secrets.unlisted(table):
            return None
        own = secrets.own_step(self.seen(seat), seat)
        if own is None or not own.taps:
            return None
        hand = tuple((item, own.taps.get(item)) for _, items in secrets.hand(self.state, seat) for item in items)
        shown = {entry for _, entry in hand if entry}
        others = tuple(e.text for e in own.entries if e.text not in shown)
        return Peek(seat, self.players[seat], hand, others)

    def enter_peeked(self, text: str, seat: int) -> Ruling:
        """Rule ``text`` tapped in ``seat``'s hand opened on the host's page (:meth:`peek`), as the host's entry:
        accepted, said in the table's words (:meth:`~scorer.views.SeatViews.enter_as` for a host); refused, its
        reason worded on ``seat``'s own copy of the game (see the module docstring). Raises
        :class:`~scorer.rulings.SessionError` as :meth:`~scorer.session.TableSession.enter` does."""
        ruling = self.enter(text)
        if isinstance(ruling, Accepted):
            done = self.changed_at
            return self._accepted_as(ruling, self._after(done), done, None)
        if isinstance(ruling, Illegal):  # the fold shows the cards to tap: no list of them again
            said = self._illegal_as(ruling, seat)
            if said.rule != HIDDEN_RULE:
                return Illegal(said.entry, said.rule, said.reason, [], said.id, said.values)
            name = self.players[seat]
            return Illegal(said.entry, HIDDEN_RULE, say("nile-cli.hidden.not-yours", entry=said.entry, player=name))
        if isinstance(ruling, Unreadable):
            return self._unreadable_as(ruling, seat)
        return ruling
