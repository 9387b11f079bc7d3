"""Refusals whose reason hidden cards give, and which words say them (a mixin of
:class:`~scorer.session.TableSession`; issue 22, revcards defect 2).

An entry refused where only cards hidden from the screen that sent it break a rule is said without its reason
(the reason would tell the cards, :meth:`~scorer.views.SeatViews._illegal_as`). Two things follow here:

* **The public reason first.** At ``nile play``'s one keyboard the table saw every step typed there, the cards
  a seat's page keeps face down for a while too (Land Unter's trick in progress: :attr:`~scorer.engine.Secrets.typed`).
  Where that copy of the game refuses the entry, its reason is said, though the referee's own reason may be a
  hidden one too: ``Cleo 16`` after ``Ben 16`` is "16 is already played in this trick, by Ben", even with
  Cleo's hand written down (whose lack of 16 stays her secret).
* **Who may learn why, and how.** Where only hidden cards refuse it, the keyboard's refusal names the player
  whose own cards tell why and how to ask (only where the entry is that player's own step: another player's
  hidden cards refusing it are "another player's", each player's ``hand NAME`` saying whether they are theirs;
  s40 lurev4): ``hand Cleo`` (shown to Cleo alone, at a question the terminal
  erases) then says the reason as Cleo's own page words it (:meth:`KeyboardRefusals.refusal_for`), while the
  game has not moved since. A table at one keyboard would rather that than the reason on the shared screen:
  the player who typed may have slipped, and the player whose hand it is learns why at once, nobody else.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from scorer.engine import IllegalMove, InvalidMove, Seat, say
from scorer.rulings import AUTO, Illegal
from scorer.views import HIDDEN_RULE
from scorer.whose import SessionParts


class KeyboardRefusals(SessionParts):
    """:meth:`keyboard_seen`, :meth:`typed_entries`, :meth:`hidden_refusal` and :meth:`refusal_for` (see the module
    docstring)."""

    if TYPE_CHECKING:
        def seen(self, seat: Seat) -> Any: ...
        def _entry_text(self, state: Any, moves: Sequence[Any]) -> str: ...
        def entry_as(self, first: int, end: int, seat: Seat) -> tuple[str, str]: ...
        def guarded_by(self, text: str) -> frozenset[int]: ...
        def _illegal_as(self, ruling: Illegal, seat: Seat, keyboard: bool = False) -> Illegal: ...

    #: the last entry refused at the keyboard for hidden cards, and the moves of the game it was refused in
    _refused_hidden: tuple[list[Any], str] | None = None

    def keyboard_seen(self) -> Any:
        """The game as ``nile play``'s one keyboard knows it (:attr:`~scorer.engine.Secrets.typed`): a copy; the
        table's copy where a step of the part in progress was taken by itself, unseen (:meth:`untyped`)."""
        typed = self.spec.secrets.typed
        return self.seen(None) if typed is None or self.untyped() else typed(self.state)

    def untyped(self) -> bool:
        """True where the step players take at once that the game is gathering (:attr:`~scorer.engine.Secrets.
        gathering`: Land Unter's trick) holds a step the session took by itself that the table's screen keeps face
        down (a hand's last card, played by itself): nobody typed it at the keyboard, so a refusal there must not
        tell it ("Anna already played 18" to ``Anna 17``; lurev2 defect 1)."""
        gathering = self.spec.secrets.gathering
        now = gathering(self.state)
        at = len(self.moves) - 1
        while now is not None and at >= 0 and gathering(state := self._after(at, fresh=False)) == now:
            if self.kinds[at] == AUTO and self.spec.secrets.sealed(self.state, state, self.moves[at], None) != self.moves[at]:
                return True
            at -= 1
        return False

    def typed_entries(self, n: int) -> list[str]:
        """The table's last ``n`` entries (fewer where there are fewer), oldest first, as ``nile play``'s one
        keyboard saw them typed (:meth:`keyboard_seen`): a card a seat's page keeps face down for a while as typed
        there (Land Unter's ``Anna 5`` of a trick in progress, not ``Anna ?``: the table saw 5 typed; issue 22),
        what the table's screen never shows (a hand written down) hidden as there; as
        :meth:`~scorer.views.SeatViews.entry_as` words them for the table in a game without such a copy."""
        typed, named = self.spec.secrets.typed, []
        for first, end in self.entry_spans()[-n:] if n > 0 else []:
            state = self._after(first)
            work, shown = state.clone(), []
            for move in self.moves[first:end]:
                shown.append(self.spec.secrets.hide(work, move, None))
                work.apply(move)
            try:
                named.append(self.entry_as(first, end, None)[1] if typed is None else self._entry_text(typed(state), shown))
            except ValueError:  # a step the keyboard's copy cannot take in turn: as the table's screen says it
                named.append(self.entry_as(first, end, None)[1])
        return named

    def typed_asked(self, n: int) -> list[str]:
        """What was asked at each of the table's last ``n`` entries (:meth:`typed_entries`), as the table's screen
        said it (:meth:`~scorer.views.SeatViews.entry_as`, as the host's page names the step it takes back):
        ``nile play``'s undo says each entry with its step ("done (Round 1, actions: Ben acts, 3 action points
        left)": whose ``done`` it was; s38 closing)."""
        return [self.entry_as(first, end, None)[0] for first, end in (self.entry_spans()[-n:] if n > 0 else [])]

    def typed_together(self, ruling: Illegal, move: Any) -> bool:
        """Whether ``ruling.entry`` (``move``, or None for one of several steps), refused at the keyboard and telling
        no seat's secret, is a step players take at once (``actor``: Land Unter's card) whose ruling no seat's
        secret decides (not :meth:`~scorer.views.SeatViews.guarded_by`, nor another seat's own cards: ruled alike
        on that seat's copy, not on the actor's, as Land Unter's ``Cleo 12`` where Anna's hand given at the deal
        holds 12; lurev3 §1): the referee's own reason is then said there."""
        actor = None if move is None else self.spec.secrets.actor(self.state, move)
        if actor is None or self.guarded_by(ruling.entry) or self.untyped():
            return False
        return self._for_seat(ruling, actor) is not None or \
            not any(self._for_seat(ruling, s) is not None for s in range(len(self.players)) if s != actor)

    def unsaid(self, ruling: Illegal, move: Any, listed: list[str], keyboard: bool, seat: Seat = None) -> Illegal:
        """``ruling`` said without its reason, which only hidden cards give (``listed``: the entries to offer
        instead): at the ``keyboard`` (the table's, ``nile play``), naming whose ``hand NAME`` says it
        (:meth:`hidden_refusal`); elsewhere naming whose hidden cards it may concern (:meth:`whose_hidden`), on
        ``seat``'s page (None: the host's)."""
        why = self.hidden_refusal(ruling, move) if keyboard else self.whose_hidden(ruling.entry, move, seat)
        return Illegal(ruling.entry, HIDDEN_RULE, why, listed)

    def whose_hidden(self, entry: str, move: Any, seat: Seat = None) -> str:
        """Why the refused ``entry`` (``move``, or None for one of several steps) is not said on ``seat``'s page
        (None: the host's), naming whose hidden cards it may concern. On a seat's own page, for its own step
        (the actor's, else the player asked), whose own cards allow the entry (else the page says the reason itself, :meth:`~scorer.views.SeatViews._illegal_as`),
        another player's hidden card refuses it: said so, without sending the player to the page they are on
        (frderev C13: Ben's 51 tapped on Ben's page while Anna's 51 lies face down). On the host's page: the
        player asked, else "a player"; nobody where the entry is a step of its own that players take at once
        (``actor``: Land Unter's card or hand, which may clash with any other seat's card face down), as naming
        the player asked would point at the wrong one."""
        actor = self.spec.secrets.actor(self.state, move) if move is not None else None
        asked = self.notation.prompt(self.state).seat if not self.state.is_over else None
        if seat is not None and seat == (asked if actor is None else actor):
            return say("nile-cli.hidden.reason-own", entry=entry)
        if actor is not None:
            return say("nile-cli.hidden.reason", entry=entry)
        return say("nile-cli.hidden.reason-of", entry=entry, player=self.players[asked]) if asked is not None else \
            say("nile-cli.hidden.reason-any", entry=entry)

    def hidden_refusal(self, ruling: Illegal, move: Any = None) -> str:
        """Why ``ruling`` (the referee's, of an entry typed at the keyboard that only hidden cards refuse) is not
        said on the table's screen, and who may learn it: ``hand NAME`` of the first player whose own copy of the
        game refuses it (the player the entry names first), kept for :meth:`refusal_for`; or, where no one
        player's cards alone refuse it, that it is what the players hold together. The direct reason first: a
        player whose own copy refuses it for the referee's own reason (Land Unter's ``Anna 3`` in round 3, 3 played
        from the hand Ben holds now: ``hand Ben`` says "3 belongs to the hand Ben holds this round", where Anna's
        copy, which forgets earlier rounds, could only reckon lifebelts; lureview defect 4), else the player the
        entry names, else the first whose copy refuses it. That player is named only where the entry is that
        player's own step (``move``'s ``actor``, or none): another's hidden cards refusing a player's own step
        (Land Unter's ``Cleo 14``, 14 in Anna's hand written at the deal) are said without naming whose, since
        the table's screen would learn where that card is (s40 lurev4); each player's ``hand NAME`` then says
        whether it is theirs."""
        self._refused_hidden = (list(self.moves), ruling.entry)
        said = {s: self._for_seat(ruling, s) for s in range(len(self.players))}
        seats = [s for s, why in said.items() if why is not None]
        if not seats:
            return say("nile-cli.hidden.reason-together", entry=ruling.entry)
        alike = [s for s, why in said.items() if why is not None and ruling.id is not None
                 and (why.id, why.values) == (ruling.id, ruling.values)]
        named = [s for s in seats if self.players[s].casefold() in ruling.entry.casefold()]
        whose = (alike or named or seats)[0]
        actor = self.spec.secrets.actor(self.state, move) if move is not None else self._refused_actor(ruling.entry)
        if actor is not None and actor != whose:  # the card's place would show: whose is not said (lurev4)
            return say("nile-cli.hidden.reason-hand-unnamed", entry=ruling.entry)
        return say("nile-cli.hidden.reason-hand", entry=ruling.entry, player=self.players[whose])

    def _refused_actor(self, entry: str) -> int | None:
        """The ``actor`` (:attr:`~scorer.engine.Secrets.actor`) of the part of ``entry``, an entry of several steps
        (a whole trick: ``6 5: 3 25 12``), that the referee refuses, its parts read in turn; None where no part
        is refused or read so, or the refused part has no actor of its own."""
        state = self.state.clone()
        try:
            parts = self.notation.split(state, entry)
            for part in parts:
                move = self.notation.parse(state, part)
                if state.check(move) is not None:
                    actor: int | None = self.spec.secrets.actor(state, move)
                    return actor
                state.apply(move)
        except (InvalidMove, IllegalMove):
            return None
        return None

    def _for_seat(self, ruling: Illegal, seat: int) -> Illegal | None:
        """``ruling`` as ``seat``'s own page says it, or None where that page would not say why either."""
        said = self._illegal_as(ruling, seat)
        return None if said.rule == HIDDEN_RULE else said

    def refusal_for(self, seat: int) -> Illegal | None:
        """The last entry refused at the keyboard for hidden cards (:meth:`hidden_refusal`), as ``seat``'s own
        page words its refusal, while the game stands where it was refused; None when there is none, the game
        moved on, or ``seat``'s own cards do not tell why (``nile play``'s ``hand NAME`` says it to that seat
        alone)."""
        if self._refused_hidden is None or self._refused_hidden[0] != self.moves:
            return None
        ruling = self._rule(self.state, self._refused_hidden[1])
        return self._for_seat(ruling, seat) if isinstance(ruling, Illegal) else None
