"""An entry that types again a step the session took by itself (a mixin of :class:`~scorer.session.TableSession`;
issue 22, lurev2 defect 1).

What the rules fix is not asked (a hand's last card, the last water-level cards, a face-down draw): the session
takes it right after the entry before it and says it as news. A table that did not catch the news types it all
the same: Land Unter's ``Cleo 6`` after the game's last trick, where Cleo's 6 was her hand's last card. That
answer was "the game is over" for one card, the whole trick's news again for the other (the entry ruled as a new
step put in place of one the session had taken), and "already recorded (the last step)" the next time. It is now
one plain answer, in every game and at every step: the entry is that step, taken by itself, and nothing is
entered (:meth:`ByItself.by_itself`), and the game is over where it is. Looked for among the steps the session
took by itself since the table's entry before its last one (the last trick's cards, once the next is asked), and
said only where the entry means nothing at the position the game stands at (a card of a new trick is a new card).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from scorer.engine import Said, Seat, say
from scorer.rulings import AUTO, Asked, Ruled
from scorer.whose import SessionParts


class ByItself(SessionParts):
    """:meth:`by_itself` and :meth:`by_itself_as` (see the module docstring)."""

    if TYPE_CHECKING:  # provided by TableSession
        def typed_at(self, state: Any, text: str) -> Any: ...
        def _written(self, state: Any, move: Any) -> str: ...

    def taken_by_itself(self, text: str) -> tuple[int, Any] | None:
        """Where the entry ``text`` is a step the session took by itself since the table's entry before its last
        one: that step's place in :attr:`moves` and the position it was taken at (a copy), the latest first;
        None where it is none of them (ruled at each such position, it must make exactly that step)."""
        spans = self.entry_spans()
        first = spans[-2][1] if len(spans) > 1 else 0
        autos = [at for at in range(first, len(self.moves)) if self.kinds[at] == AUTO]
        for at in reversed(autos):
            state = self._after(at)
            again = self._rule(state, text)
            if isinstance(again, Ruled) and again.moves[0] == self.moves[at]:
                return at, state
        return None

    def by_itself(self, text: str) -> Said | None:
        """What to answer the entry ``text`` where it is a step the session took by itself (:meth:`taken_by_itself`):
        that it was, where and what it said, and that nothing is entered (the game being over where it is); None
        where it is not such a step."""
        found = self.taken_by_itself(text)
        return None if found is None else self.by_itself_said(text, *found)

    def by_itself_said(self, text: str, at: int, state: Any, seat: Seat = None) -> Said:
        """The answer of :meth:`by_itself` for the step ``at`` (taken at ``state``), as ``seat`` may read it."""
        where = state.position().split(":", 1)[0].strip()
        return say("nile-cli.session.by-itself-over" if self.state.is_over else "nile-cli.session.by-itself",
                   entry=self.typed_at(state, text), where=where, step=self._step_said(at, state, seat))

    def _step_said(self, at: int, state: Any, seat: Seat = None) -> str:
        """The step ``at`` (taken by itself at ``state``) as its news said it, as ``seat`` may read it."""
        auto = self.notation.automatic(state)
        return self.told_now(state, self.moves[at], auto.said if auto is not None else None, seat) or \
            self.typed_at(state, self._written(self.seen_in(state, seat), self.spec.secrets.hide(state, self.moves[at], seat)))

    def repeated_by_itself(self, text: str) -> Said | None:
        """At the one keyboard (``nile play``): the answer where ``text`` is, word for word, the step the session
        has just taken by itself (the last step; Ufern's ``done`` that ended Anna's turn when her action points
        ran out), though it would now be the next player's step as well: the table typed again what it had just
        heard, far likelier than that player making the same step unnamed (uferrev2 defect 1: Ben's whole turn
        lost, unsaid). Nothing is entered; the answer says how that player makes it (``Ben done``). None where
        the last step was typed, or ``text`` differs from it. A seat's own page never asks this: its buttons are
        its own player's, and a page drawn before the step is ruled stale (:mod:`scorer.overlap`). The terminal
        asks first instead (:meth:`repeat_asked`), and enters the player's own step on a yes."""
        if self._repeat(text) is None:
            return None
        at = len(self.moves) - 1
        said = self.by_itself_said(text, at, self._after(at))
        seat = self.notation.prompt(self.state).seat
        if seat is None:
            return said
        return say("nile-cli.session.by-itself-next", said=said, player=self.players[seat],
                   named=f"{self.players[seat]} {text.strip()}")

    def repeat_asked(self, text: str) -> Asked | None:
        """At ``nile play``'s terminal, before :meth:`repeated_by_itself` refuses ``text``: the question to ask in
        place (s38 closing: Ben, who meant to pass at his own ``Ben>`` prompt, was refused once): whether to
        enter it as the step of the player asked now, named (``Ben done``: :attr:`Asked.entry`), the step taken
        by itself said (``nile has just taken 'done' by itself (round 1, actions: Anna: done …). Enter it for
        Ben too, as 'Ben done'? [y/N]``). None where ``text`` is no such repeat, or no one player is asked now
        (the refusal stands). A repeat is never entered without a yes."""
        seat = self.notation.prompt(self.state).seat
        if seat is None or self._repeat(text) is None:
            return None
        at = len(self.moves) - 1
        state = self._after(at)
        named = f"{self.players[seat]} {text.strip()}"
        question = say("nile-cli.session.by-itself-ask", entry=self.typed_at(state, text), named=named,
                       step=self._step_said(at, state), player=self.players[seat])
        return Asked(named, question, seat)

    def last_by_itself(self) -> str | None:
        """The last step as its news said it, where the session took it by itself and typing it again now would
        be asked (:meth:`repeat_asked`): said once more right above the prompt, so the table sees that the step
        was taken before it types it; None otherwise."""
        if not self.moves or self.kinds[-1] != AUTO or self.state.is_over:
            return None
        at = len(self.moves) - 1
        state = self._after(at)
        if self.repeat_asked(self._written(state, self.moves[at])) is None:
            return None
        return self._step_said(at, state)

    def _repeat(self, text: str) -> int | None:
        """The place of the last step where ``text`` types it again word for word, it was taken by itself and
        ``text`` is legal now as well (:meth:`repeated_by_itself`); None otherwise."""
        if not self.moves or self.kinds[-1] != AUTO or self.state.is_over:
            return None
        at = len(self.moves) - 1
        written = self._written(self._after(at), self.moves[at]).casefold().split()
        read = self.notation.read(self.state, text, getattr(self.notation, "lang", "en"))  # (« fini »: done)
        if written not in (text.casefold().split(), read.casefold().split()):
            return None
        if not isinstance(self._rule(self.state, text), Ruled):  # (meaning nothing now: :meth:`by_itself` answers)
            return None
        return at

    def by_itself_as(self, text: str, seat: Seat) -> Said | None:
        """:meth:`by_itself` as ``seat`` may read it: None where that step is still hidden from the seat (another
        seat's card face down until its trick is turned up, a card drawn face down), as saying it would tell it."""
        found = self.taken_by_itself(text)
        if found is None:
            return None
        at, state = found
        move = self.moves[at]
        if self.spec.secrets.owners(state, move) - {seat} or self.spec.secrets.sealed(self.state, state, move, seat) != move:
            return None
        return self.by_itself_said(text, at, state, seat)
