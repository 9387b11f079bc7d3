"""Steps entered at once on several phones: when an entry sent from a page drawn before the game's last
steps still means what it meant there (a mixin of :class:`~scorer.session.TableSession`).

At a real table several people enter steps at the same moment: the three weather cards of a Land Unter
trick (chosen in secret, revealed together), a NIL player telling the tiles just drawn while the next player
places one, a NILE flood card typed while the page still shows the turn that just ended. Each page carries
the game as it was drawn; the web table (:class:`~scorer.web.table.SharedTable`) asks
:meth:`Overlaps.stale_problem` before ruling an entry sent from an older page. The rule, in one place:

An entry sent from a page that showed the game after the moves ``seen`` is ruled now as any entry when
every step taken since is independent of it, that is:

1. the moves the page showed are still the game's first moves (no step it showed was taken back), or those
   taken back were other players' steps and the entry meant on the page what it means now (Land Unter's counts:
   Ben takes his back as Cleo taps hers);
2. it answers a step: read at each position the table stood at since the page was drawn (that page's
   position first, then after each entry), as that page means it there (a seat's ``own_text``), the first
   position where it is legal is the step it answers; where it is legal nowhere it answers none, unless it
   reads as the same one step of the same players on the page and now (a card its player may not play): it is
   then ruled now, and refused with the rule's reason, not "the game moved on". A host's
   page (which enters anything for anyone) answers only the step its page showed;
3. it means the same now: read at the position now, it is legal and makes the same moves, the same
   players' step (:func:`scorer.whose.entry_whose`, the rule that also says which page may answer a step
   and take it back);
4. no entry since the step it answers was the same player's step (or another answer to a step no player
   takes) entered from another page: two pages answering the same prompt is a double entry, not two steps
   (the seat's own page entering its own steps one after the other is not).

So a card of a trick tapped as another card came in is applied; a flood card typed while the page still
showed the turn that ended answers the flood step that followed and is applied; the host's bare ``28``
(the player asked's card) sent as that player's own phone entered a card, which now would be the next
player's, is refused, as is a second flood card for one flood or a card no longer legal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Collection, Sequence

from scorer.engine import InvalidMove, Seat, say
from scorer.rulings import AUTO, ENTRY, Ruled
from scorer.whose import SessionParts, entry_whose, step_whose


class Overlaps(SessionParts):
    """:meth:`stale_problem` for :class:`~scorer.session.TableSession` (see the module docstring)."""

    if TYPE_CHECKING:
        def as_meant(self, text: str, seat: Seat) -> str: ...
        def owners_of(self, text: str) -> frozenset[int]: ...
        def guarded_by(self, text: str) -> frozenset[int]: ...

    def stale_problem(self, text: str, seat: Seat, host: bool, seen: Sequence[Any],
                      mine: Collection[int] = (), undone: frozenset[Seat] | None = None) -> str | None:
        """Why ``text``, sent from ``seat``'s page (None: the host's; ``host``: read as typed, not as the seat
        means it) drawn when the game's moves were ``seen``, may not be ruled now, or None when every step
        taken since is independent of it (the module docstring's rule), and also for an entry a seat's page may
        not make now (another seat's hidden cards tell or decide it): it is then refused as any such entry is,
        in the same words whether or not those cards allow it (whether it was legal at an older position would
        tell them). ``mine``: where entries this same
        page sent since begin in :attr:`moves` (a seat's own steps one after the other are no double entry).
        ``undone``: whose steps were taken back since the page was drawn (None: none were): an entry a host's page
        made before, or a step of those players or of the table, is refused (it may be the very step taken back,
        sent again); another seat's own step is ruled by the rule (lurev3 defect 3).
        The reason names players, never a card hidden from the page."""
        if not host and seat is not None and self._others_decide(text, seat):
            return None  # refused now (Forbidden), in words that never depend on another seat's hidden cards
        n = next((k for k, (a, b) in enumerate(zip(self.moves, seen)) if a != b), min(len(seen), len(self.moves)))
        if n < len(seen) and not self._gone_apart(text, seat, host, seen, n) or undone is not None and host:
            return say("nile-cli.session.moved.taken-back")
        spans = self.entry_spans()
        at, answered = self._step_answered(text, seat, host, n, spans)
        if answered is None:
            answered = self._named_alike(text, seat, host, n)
            if answered is None or self._double_entry(n, answered, spans, mine) is not None:
                return say("nile-cli.session.moved.no-step")
            named = True  # illegal now as on its page: the rule says why (lurev3 defect 2)
        else:
            named = False
        if undone is not None and answered[1] & (undone | {None}):
            return say("nile-cli.session.moved.taken-back")
        if named:
            return None
        return self._meaning_changed(text, seat, host, at, answered) or self._double_entry(at, answered, spans, mine)

    def taken_back_whose(self, moves: Sequence[Any], kinds: Sequence[str]) -> frozenset[Seat]:
        """Whose steps an undo took back: those of ``moves`` (with their ``kinds``, as they were before it) past
        the game's moves now (:func:`~scorer.whose.entry_whose`; ``None`` for a step no player takes)."""
        n = next((k for k, (a, b) in enumerate(zip(self.moves, moves)) if a != b), min(len(moves), len(self.moves)))
        return entry_whose(self.spec, self._after(n), moves[n:], kinds[n:]).players

    def _gone_apart(self, text: str, seat: Seat, host: bool, seen: Sequence[Any], n: int) -> bool:
        """Rule 1's exception: the steps the page showed past its first ``n`` moves, all taken back since, were
        other players' steps than ``text`` as the page meant it, and it meant there what it means now (Land Unter:
        Ben took back his own count while Cleo tapped hers, drawn with his; lurev3 defect 3)."""
        if host or seat is None:
            return False
        state = self._after(n)
        gone = entry_whose(self.spec, state, seen[n:], [ENTRY] * (len(seen) - n)).players
        for move in seen[n:]:
            state.apply(move)
        then = self._meant_at(state, text, seat, host)
        return then is not None and not then[1] & gone and then == self._meant_at(self.state, text, seat, host)

    def _named_alike(self, text: str, seat: Seat, host: bool, n: int) -> tuple[tuple[Any, ...], frozenset[Seat]] | None:
        """``text``, legal at no position since its page (after its ``n`` moves), read as one step alike there
        and now, the same players' (a card its player may not play, as on the page): its move and whose step it
        is; else None."""
        found = []
        for state in (self._after(n, fresh=False), self.state):
            if state.is_over:
                return None
            meant = text if host or seat is None else self.spec.secrets.own_text(self.seen_in(state, seat), seat, text)
            try:
                move = self.notation.parse(state, meant.strip())
            except InvalidMove:
                return None
            found.append(((move,), step_whose(self.spec, state, move)))
        return found[0] if found[0] == found[1] else None

    def _others_decide(self, text: str, seat: int) -> bool:
        """Whether ``text`` as ``seat``'s page means it is an entry another seat owns or whose hidden cards
        guard: an entry this page may not make, refused now as any such entry (never ruled as stale)."""
        meant = self.as_meant(text, seat)
        return bool((self.owners_of(meant) | self.guarded_by(meant)) - {seat})

    def _step_answered(self, text: str, seat: Seat, host: bool, n: int, spans: Sequence[tuple[int, int]]
                       ) -> tuple[int, tuple[tuple[Any, ...], frozenset[Seat]] | None]:
        """Rule 2, the step ``text`` answers: the first position since the page's (after its ``n`` moves),
        at the start of an entry of ``spans`` or now, where it is legal as that page means it there, and
        :meth:`_meant_at` there (None where it is legal nowhere; a host's page tries its own position only)."""
        stops = sorted({n, len(self.moves)} | {first for first, _ in spans if first > n})
        if host or seat is None:  # a host's page enters anything for anyone: only what its own page showed
            stops = stops[:1]
        answered = None
        for at in stops:
            state = self._after(at, fresh=False) if at < len(self.moves) else self.state
            answered = self._meant_at(state, text, seat, host)
            if answered is not None:
                break
        return at, answered

    def _meaning_changed(self, text: str, seat: Seat, host: bool, at: int,
                         answered: tuple[tuple[Any, ...], frozenset[Seat]]) -> str | None:
        """Rule 3: why ``text``, which ``answered`` the step at position ``at``, means something else now (no
        entry, another player's step, other moves), or None when it means the same."""
        now = self._meant_at(self.state, text, seat, host) if at < len(self.moves) else answered
        if now is None:
            return say("nile-cli.session.moved.no-entry")
        if now[1] != answered[1]:
            return say("nile-cli.session.moved.other-player", now=self._names(now[1]), then=self._names(answered[1]))
        if now[0] != answered[0]:
            return say("nile-cli.session.moved.other-step")
        return None

    def _double_entry(self, at: int, answered: tuple[tuple[Any, ...], frozenset[Seat]],
                      spans: Sequence[tuple[int, int]], mine: Collection[int]) -> str | None:
        """Rule 4: why an entry answering the step at ``at`` for the players of ``answered`` would answer it
        twice (another page entered those players' step since; entries in ``mine``, from this same page, do
        not count), or None."""
        for first, end in spans:
            if first < at or first in mine:
                continue
            state = self._after(first, fresh=False)
            taken = entry_whose(self.spec, state, self.moves[first:end], self.kinds[first:end]).players
            if taken & answered[1]:
                if answered[1] == {None}:
                    return say("nile-cli.session.moved.twice-table")
                return say("nile-cli.session.moved.twice", names=self._names(taken & answered[1]))
        return None

    def _meant_at(self, state: Any, text: str, seat: Seat, host: bool) -> tuple[tuple[Any, ...], frozenset[Seat]] | None:
        """``text`` read at ``state`` as ``seat``'s page means it there (as typed on a host's): its moves
        typed (not those the session would take by itself) and whose steps they are, or None where it is no
        legal entry there."""
        if state.is_over:
            return None
        meant = text if host or seat is None else self.spec.secrets.own_text(self.seen_in(state, seat), seat, text)
        ruled = self._rule(state, meant.strip())
        if not isinstance(ruled, Ruled):
            return None
        typed = tuple(move for move, kind in zip(ruled.moves, ruled.kinds) if kind != AUTO)
        return typed, entry_whose(self.spec, state, ruled.moves, ruled.kinds).players

    def _names(self, seats: Collection[Seat]) -> list[str]:
        """The players ``seats`` names in alphabetical order, "the table" for None (a step no player takes), for a
        message to join ("Anna and Ben")."""
        table = say("nile-cli.session.moved.the-table")
        return sorted((table if s is None else self.players[s] for s in seats), key=str)
