"""Asking a seat before its own step throws away what it told (a mixin of :class:`~scorer.session.TableSession`).

A seat tells the referee cards of its hand on its own page (NILE's ``Ben holds Papyrus``); they are its claims,
taken on trust, and its own face-up step wins over them: a planting its hand as told cannot hold is ruled on the
public facts alone, and its told cards give way (decision *claims*, :mod:`scorer.games.nile.claims`). A slip of
the finger on its own page (Flax tapped for Wheat) would so throw its told hand away without a word. So such a
step is asked first (:meth:`Asking.asks`: the game's :attr:`~scorer.engine.Secrets.gives_way`), where the one
who asks may know the hand: on that seat's own page, and at ``nile play``'s keyboard, to that seat alone. The
host's page (a phone passed around: it cannot know whose hand is told what) and another seat's page enter as
before. The question names the seat's told cards: it is said to that seat only, never on another page.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from scorer.engine import NO_SECRETS, Seat
from scorer.rulings import AUTO, Asked, Ruled, Unreadable
from scorer.whose import SessionParts


class Asking(SessionParts):
    """:meth:`asks`: whether an entry is asked to be confirmed first (see the module docstring)."""

    if TYPE_CHECKING:
        def as_meant(self, text: str, seat: Seat) -> str: ...
        def entry_problem(self, text: str, seat: Seat) -> str | None: ...
        def told_after(self, text: str) -> tuple[int, Ruled] | None: ...
        def _after(self, n: int, fresh: bool = True) -> Any: ...

    def asks(self, text: str, seat: Seat) -> Asked | None:
        """The question to ask before ``text`` is entered from ``seat``'s own page (None: ``nile play``'s
        keyboard, where any seat's question is asked of that seat alone), or None to rule it at once: an entry
        legal now whose own step would make its seat's claims give way (:attr:`~scorer.engine.Secrets.gives_way`),
        on a seat's page only where that seat is the page's; on a seat's page, also what a draw the session took
        by itself showed, told after it (NILE: ``Anna drew Plague``, one tap that destroys the largest fields:
        nilerev defect 2), where the game asks it. An entry refused (illegal, unreadable, not this page's) is
        never asked: it is ruled, and refused, as before. Nothing is changed."""
        if self.spec.secrets.gives_way is NO_SECRETS.gives_way:  # (most games: at once)
            return None
        meant = text.strip() if seat is None else self.as_meant(text, seat).strip()
        if seat is not None and self.entry_problem(meant, seat) is not None:
            return None
        ruled = self._rule(self.state, meant) if not self.state.is_over else None
        work: Any = self.state.clone()
        if (ruled is None or isinstance(ruled, Unreadable)) and seat is not None:  # (as enter reads it; at the end too)
            told = self.told_after(meant)
            if told is None:
                return None
            ruled, work = told[1], self._after(told[0])
        if not isinstance(ruled, Ruled):
            return None
        for move, kind in zip(ruled.moves, ruled.kinds):
            if kind != AUTO:
                given = self.spec.secrets.gives_way(work, move)
                if given is not None and seat in (None, given[0]):
                    return Asked(meant, given[1], given[0])
            work.apply_ruled(move)
        return None
