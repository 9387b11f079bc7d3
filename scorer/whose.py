"""Whose a step is: which seat's page may answer it and which may take it back, decided in one place (a
mixin of :class:`~scorer.session.TableSession`; the overlap rule of :mod:`scorer.overlap` and ``nile play``
ask it too).

Each player enters their own steps on their own page, so nobody's turn is taken for them unseen; a host's
page (a phone that may enter anything, ``nile play``'s keyboard) enters and takes back any step. One step
(an engine move taken at a position) is, in this order (:func:`step_whose`):

1. the seat the game names as its ``actor`` (:attr:`~scorer.engine.Secrets.actor`), where the rules let
   several players act at once: Land Unter's card of a trick is its player's, a hand written down its
   holder's [Déroulement d'un pli], whoever the table is asked about;
2. else the seats whose hidden things it tells or decide it (``owners``, ``guarded``): a card told of a
   hand or rack (NILE's ``Ben holds Papyrus``, NIL's ``Ben holds bend``), a card drawn, a rack shown;
3. else the player the prompt names (NILE's planting, a NIL tile placed, an Ufern purchase);
4. else the player whose step the session takes by itself there (:attr:`~scorer.engine.Automatic.seat`):
   the one card a face-down draw shows, NILE's Plague, is its drawer's to tell [Invasion de locustes];
5. else no player's: ``{None}``, the table's (Land Unter's water-level cards turned up), which any page
   may answer, once. (NILE's flood card is its ``actor``'s, the player whose turn it is: decision
   ``flood-taker-pages`` in ``data/nile.yaml``.)

An entry (several steps typed at once: a whole trick) is the union of its typed steps' players
(:func:`entry_whose`; the steps the session took by itself after it are nobody's choice and do not count).
A seat's page may answer an entry, and may take back the table's last entry, when that entry is the seat's
or the table's (:func:`may_take`) and tells and depends on no other seat's hidden things (:meth:`Whose.allows`:
a deal with every hand, a whole trick from hands written down, are the host's). So the question "may this
page take back the last step?" is the question "could this page have entered it?" asked of the step as it
was entered. An entry that is no step on a seat's page (another seat telling its own cards, ``Cleo holds ?``)
is not that page's last step: its undo takes back its own last step under it, the tells kept (:meth:`Turns.own_undo`).
``nile play`` names the player asked before its ``>`` (:meth:`Turns.whose_next`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Collection, Sequence

from scorer.engine import NO_SECRETS, InvalidMove, Seat, join_names, say
from scorer.positions import Memo
from scorer.rulings import AUTO, Ruled, Unreadable


def step_whose(spec: Any, state: Any, move: Any) -> frozenset[Seat]:
    """The players whose step ``move`` (legal at ``state``, which is not changed) is, by the module
    docstring's order: the game's ``actor``; else the seats whose hidden things it tells or decide it;
    else the player the prompt names; else the player whose step the session would take by itself there
    (NILE: who draws); else ``{None}`` (the table's: a card turned up).

    >>> from scorer.games import registry
    >>> from scorer.games.nile.moves import Draw, Hold
    >>> nile = registry()["nile"]
    >>> s = nile.new_game(["Anna", "Ben"], []); s.apply(nile.notation.automatic(s).move)
    >>> sorted(step_whose(nile, s, Hold(1, (0,))), key=str), step_whose(nile, s, nile.notation.parse(s, "Wheat"))
    ([1], frozenset({0}))
    """
    actor = spec.secrets.actor(state, move)
    if actor is not None:
        return frozenset({actor})
    hidden = spec.secrets.owners(state, move) | spec.secrets.guarded(state, move)
    if hidden:
        return frozenset(hidden)
    if state.is_over:
        return frozenset({None})
    asked = spec.notation.prompt(state).seat
    if asked is None:
        auto = spec.notation.automatic(state)
        asked = None if auto is None else auto.seat
    return frozenset({asked})


@dataclass(frozen=True)
class Whose:
    """Whose an entry is: ``players`` whose step it is (:func:`step_whose` of each typed step; ``{None}``: the
    table's), ``hidden`` the seats whose hidden things it tells or that decide its ruling (``owners``,
    ``guarded``: only they, or a host, may enter it, since it or its ruling would tell another seat what
    they hold), and ``drawn`` True for an entry telling what a step the session took by itself showed
    (NILE's Plague after a face-down draw: the drawer's draw)."""

    players: frozenset[Seat]
    hidden: frozenset[int] = frozenset()
    drawn: bool = False

    def allows(self, seat: Seat) -> bool:
        """True when ``seat``'s page (None: a host's) may enter this entry, and take it back once entered:
        a host's page any; a seat's page its own steps and the table's (:func:`may_take`) that tell and
        depend on no other seat's hidden things.

        >>> Whose(frozenset({1})).allows(1), Whose(frozenset({1, 2}), frozenset({1, 2})).allows(1)
        (True, False)
        """
        return seat is None or (may_take(self.players, seat) and self.hidden <= {seat})


def entry_whose(spec: Any, state: Any, moves: Sequence[Any], kinds: Sequence[str], drawn: bool = False) -> Whose:
    """Whose the entry of ``moves`` is (:class:`Whose`), taken one after the other from ``state`` (not
    changed; ``kinds`` as :attr:`~scorer.session.TableSession.kinds`): the union of :func:`step_whose` of
    its typed steps (those the session took by itself, ``AUTO``, are nobody's choice; ``{None}`` for an
    entry of none), and the seats whose hidden things its typed steps tell or that decide them."""
    work, players, hidden = state.clone(), set[Seat](), set[int]()
    for move, kind in zip(moves, kinds):
        if kind != AUTO:
            players |= step_whose(spec, work, move)
            hidden |= spec.secrets.owners(work, move) | spec.secrets.guarded(work, move)
        work.apply(move)
    return Whose(frozenset(players) if players else frozenset({None}), frozenset(hidden), drawn)


def may_take(players: Collection[Seat], seat: Seat) -> bool:
    """True when ``seat``'s page (None: a host's) may enter, or take back, a step of ``players``
    (:func:`entry_whose`): a host's page any; a seat's page its own and the table's (``None`` among them).

    >>> may_take({1}, 1), may_take({1}, 0), may_take({None}, 0), may_take({2}, None)
    (True, False, True, True)
    """
    return seat is None or seat in players or None in players


class SessionParts:
    """What the session's mixins (:class:`Turns`, :class:`scorer.overlap.Overlaps`) read of the
    :class:`~scorer.session.TableSession` they are mixed into: declared once, for the type checker."""

    # provided by TableSession and SeatViews
    spec: Any
    notation: Any
    state: Any
    moves: list[Any]
    kinds: list[str]
    players: list[str]

    if TYPE_CHECKING:
        def _rule(self, state: Any, text: str) -> Any: ...
        def _after(self, n: int, fresh: bool = True) -> Any: ...
        def new_game(self) -> Any: ...
        def entry_spans(self) -> list[tuple[int, int]]: ...
        def seen_in(self, state: Any, seat: Seat) -> Any: ...

    def told_now(self, state: Any, move: Any, said: str | None, seat: Seat) -> str:
        """The words ``said`` of a step the session took by itself (``move`` at ``state``:
        :attr:`~scorer.engine.Automatic.said`) as ``seat`` may read them while the game stands where it does:
        "" while that step stays hidden from the seat for a while (:attr:`~scorer.engine.Secrets.sealed`). Land
        Unter's last card of a hand, played by itself, is face down until the trick's last card is in, as every
        card of a trick is revealed together [Playing a trick; Déroulement d'un pli]: its news ("Anna plays the
        last card in the hand, 54") is held until the trick is turned up (lureview defect 2), then said in the
        history and the last step."""
        shown = self.spec.secrets.hide(state, move, seat)
        return said or "" if self.spec.secrets.sealed(self.state, state, shown, seat) == shown else ""


class Turns(SessionParts):
    """Whose a step is, for the session (see the module docstring): :meth:`whose_entry`, :meth:`turn_problem`
    (may a page answer) and :meth:`undo_problem` (may a page take back), one rule for both."""

    if TYPE_CHECKING:
        def told_after(self, text: str) -> tuple[int, Ruled] | None: ...
        def hidden(self, state: Any, move: Any, seat: Seat) -> Any: ...
        def typed_at(self, state: Any, text: str) -> Any: ...
        def _written(self, state: Any, move: Any) -> str: ...
        def entry_as(self, first: int, end: int, seat: Seat) -> tuple[str, str]: ...
        def _unseen_by(self, first: int, end: int, seat: Seat) -> bool: ...
        def last_span_seen(self, seat: Seat) -> tuple[int, int] | None: ...
        def _steps_as(self, seat: Seat, start: int = 0) -> list[tuple[str, str, str | None, list[str], str | None]]: ...

    def whose_next(self) -> Seat:
        """The player whose step the table is asked for now (the prompt's), None at a step no player takes
        or once the game is over: what ``nile play`` names before its ``>``."""
        return None if self.state.is_over else self.notation.prompt(self.state).seat

    def whose_entry(self, text: str) -> Whose | None:
        """Whose the entry ``text`` would be now (:func:`entry_whose`), also where it tells what a step the
        session took by itself showed (NILE's ``Ben drew Plague``: ``drawn``, the drawer's draw); None where
        it is no legal entry now (nor such a telling)."""
        if self.state.is_over:
            return None
        ruled = self._rule(self.state, text.strip())
        if isinstance(ruled, Ruled):
            return entry_whose(self.spec, self.state, ruled.moves, ruled.kinds)
        told = self.told_after(text.strip()) if isinstance(ruled, Unreadable) else None
        if told is None:
            return None
        at, ruled = told
        return entry_whose(self.spec, self._after(at, fresh=False), ruled.moves, ruled.kinds, drawn=True)

    def _own_moves(self, state: Any, seat: int) -> list[Any] | None:
        """The moves of ``seat``'s own step at ``state`` (:attr:`~scorer.engine.Secrets.own_step`: the cards
        of a trick revealed together), or None where the game has no such step there."""
        own = self.spec.secrets.own_step(self.seen_in(state, seat), seat)
        if own is None:
            return None
        moves = []
        for text in own.offered():
            try:
                moves.append(self.notation.parse(state, text))
            except InvalidMove:
                continue
        return moves

    def turn_problem(self, text: str, seat: Seat) -> str | None:
        """Why the page of ``seat`` (a player's, not the host's) may not enter ``text`` now, or None: the entry
        is not the seat's step nor the table's (:meth:`whose_entry`, :func:`may_take`). A step the seat's own
        step offers beside the table's (its card of a trick, a tile of its rack to tell) is the page's; another
        player's step is not, even where the seat has such a step of its own (NIL's ``blocked`` typed on Cleo's
        page in Ben's turn is Ben's, revboards defect 2, not refused as hidden); an entry that reads as no step
        at all is the page's too (refused as unreadable), and so is the seat's own entry that is no legal step
        now (ruled as usual: ``Ben holds far-left`` with Ben's rack told whole reads why); else it is said to
        be the step of the player it names (``actor``) or of the player asked."""
        if seat is None or self.state.is_over:
            return None
        found = self.whose_entry(text)
        mine = self.players[seat]
        if found is not None:
            if may_take(found.players, seat):  # (what tells or depends on hidden things: see entry_problem)
                return None
            names = self._seated(found.players)
            if found.drawn:
                return say("nile-cli.session.their-draw", entry=text.strip(), names=names, mine=mine)
        else:
            asked = self.notation.prompt(self.state).seat
            if asked is None or asked == seat:
                return None
            try:
                move = self.notation.parse(self.state, text.strip())
            except InvalidMove:  # no step at all ('dance'): refused as unreadable, as on any page, not said
                return None  # to be another player's step
            players = step_whose(self.spec, self.state, move)
            if may_take(players, seat):  # the seat's own entry, not legal now: ruled on its page as usual, so
                return None  # it reads the real reason (a rack told whole, a card out of turn), not another's turn
            if move in (self._own_moves(self.state, seat) or ()):  # a step of its own beside the table's
                return None
            names = self._seated(players)
        return say("nile-cli.session.their-step", entry=text.strip(), names=names, mine=mine)

    def own_problem(self, text: str, seat: Seat = None) -> str | None:
        """Why a host's page (a shared screen, not ``nile play``'s one keyboard; ``seat`` its seat, if any) may not
        enter ``text``, or None: a step of it tells or corrects another seat's own claim
        (:attr:`~scorer.engine.Secrets.own`: NIL's ``Ben holds not bend``), which only that seat's page enters. The words name the seats alone, whatever the claim and
        whether the step is legal: the same answer for every tile, so the shared screen learns nothing (s34).

        Each step is read on the game as it stands (an unreadable one is left to the ruling)."""
        if self.state.is_over:
            return None
        try:
            parts = self.notation.split(self.state, text.strip())
        except InvalidMove:
            return None
        seats: set[int] = set()
        for part in parts:
            try:
                seats |= self.spec.secrets.own(self.state, self.notation.parse(self.state, part))
            except InvalidMove:
                continue
        if not seats - {seat}:
            return None
        name = self._name(seats - {seat})
        return (f"{name}'s secret is told, and taken back, on {name}'s own page only (or at nile play's keyboard), "
                f"never on this shared screen, whose answer would tell it to all; the host's page may undo the last step")

    def undo_problem(self, seat: Seat) -> str | None:
        """Why the page of ``seat`` (a player's, not the host's) may not take back the table's last entry, or
        None: only a page that may enter a step may take it back (:meth:`Whose.allows` of the entry as it was
        entered: the seat's own step or the table's, telling nothing hidden from it); the host's page takes
        back anything. Where the last entry is no step on the seat's page (another seat telling its own cards),
        the page's undo is its own last step's, kept under those tells (:meth:`own_undo`), or it is refused as
        the last step the page shows, never naming that tell."""
        spans = self.entry_spans()
        if seat is None or not spans or self.gathered_back(seat) is not None:
            return None
        seen = self._seen_span(seat)  # the last step on this page: the last entry, or the one before another
        if seen is None:  # seat's tells (its undo is then its own last step's, kept under them, or refused as that)
            return f"nothing of {self.players[seat]}'s to undo: no step on {self.players[seat]}'s page yet"
        if seen != spans[-1] and self.own_undo(seat) is not None:
            return None
        first, end = seen
        found = entry_whose(self.spec, self._after(first, fresh=False), self.moves[first:end], self.kinds[first:end])
        if seen != spans[-1] and may_take(found.players, seat):  # the table's step, other seats' tells after it
            mine = self.players[seat]
            return (f"nothing of {mine}'s to undo: other players told their own cards after the last step on {mine}'s "
                    f"page, '{self.entry_as(first, end, seat)[1]}'; the host's page takes back steps in order")
        if found.allows(seat) and self.turned_up(first, end):
            return self.turned_up_problem(first, end, seat)
        if found.allows(seat):
            return None
        if may_take(found.players, seat):  # the seat's step, but it tells or depends on another's hidden things
            names = self._name(found.hidden)
            return (f"the last step, '{self.entry_as(first, end, seat)[1]}', holds what only {names} may see: the "
                    f"host's page takes it back")
        name = self._name(found.players)
        return (f"the last step, '{self.entry_as(first, end, seat)[1]}', is {name}'s: {name} takes it back on "
                f"{name}'s own page (or the host's page does)")

    def own_undo(self, seat: Seat) -> int | None:
        """How many of the table's last entries ``seat``'s undo reaches back (its own last step, then the entries
        after it) when the entries after its last step are none its page shows as steps (another seat telling
        its own cards, "Cleo holds ?": fe-table7, a tell of another seat named as the step to undo) and it may
        take that step back (:meth:`Whose.allows`: its own, not the table's); None otherwise (a host's page; the
        table's last entry is a step on its page; its last step shown is the table's or another player's)."""
        spans = self.entry_spans()
        gathered = self.gathered_back(seat)
        if gathered is not None:
            return gathered
        seen = None if seat is None else self._seen_span(seat)
        if seen is None or seen == spans[-1]:
            return None
        first, end = seen
        found = entry_whose(self.spec, self._after(first, fresh=False), self.moves[first:end], self.kinds[first:end])
        if seat not in found.players or not found.allows(seat) or self.turned_up(first, end):
            return None
        return len(spans) - spans.index(seen)

    def turned_up(self, first: int, end: int) -> bool:
        """True when the table entry of steps ``first``..``end`` turned up what was face down (:attr:`~scorer.engine.
        Secrets.sealed`): a step before it, or in it, that some page (a seat's or the table's) read face down
        before it and reads as made after it. Land Unter's last card of a trick, which turns all its cards up
        together [Playing a trick; Déroulement d'un pli, phase 2], also where it ends the round; An den Ufern des
        Nils' last bid of an auction, which opens every hand at once [Variantes]. Such an entry is final on a
        seat's page: taking it back would turn those cards face down again on every page, after everyone saw
        them, and let each player change a card chosen face down (lurev4 §1); the host's page takes it back
        (:meth:`undo_problem`). A game that seals nothing (NILE, NIL) turns nothing up. Kept while the steps up
        to ``end`` stay the same (one replay of the game each entry asked)."""
        secrets = self.spec.secrets
        if secrets.sealed is NO_SECRETS.sealed:
            return False
        memo = self.__dict__.setdefault("_turned_up", Memo())
        return bool(memo.get(self.moves, (first, end), lambda key: self._turns_up(*key)))

    def _turns_up(self, first: int, end: int) -> bool:
        """:meth:`turned_up`, worked out: every step up to ``end`` read at the game before the entry and after it."""
        secrets = self.spec.secrets
        before, after, state = self._after(first), self._after(end), self.new_game()
        for move in self.moves[:end]:
            for seat in (None, *range(len(self.players))):
                shown = secrets.hide(state, move, seat)
                if secrets.sealed(before, state, shown, seat) != shown and secrets.sealed(after, state, shown, seat) == shown:
                    return True
            state.apply(move)
        return False

    def own_final(self, seat: Seat) -> bool:
        """True when the last step on ``seat``'s page is its player's own (:meth:`own_last`) and turned up what was
        face down (:meth:`turned_up`): final there, so the page says the host's page takes it back; False on a
        host's page (None)."""
        seen = None if seat is None or not self.own_last(seat) else self._seen_span(seat)
        return seen is not None and self.turned_up(*seen)

    def turned_up_problem(self, first: int, end: int, seat: int) -> str:
        """Why ``seat``'s page may not take back its own entry ``first``..``end`` that turned up what was face
        down (:meth:`turned_up`): the host's page takes it back."""
        return (f"the last step, '{self.entry_as(first, end, seat)[1]}', turned up what was face down, for every "
                f"player to see: it is final on {self.players[seat]}'s page; the host's page takes it back")

    def own_part_as(self, seat: Seat) -> tuple[str, str] | tuple[()]:
        """What was asked and the entry, as ``seat`` reads them, that its page's undo takes back where that is its
        own part under other seats' entries after it (:meth:`own_undo`: Land Unter's ``Anna 5`` under ``Ben ?``),
        for the page to name it (issue 22); ``()`` where its undo takes back the last step it shows."""
        back = None if seat is None else self.own_undo(seat)
        return self.entry_as(*self.entry_spans()[-back], seat) if back else ()

    def own_thing_as(self, seat: Seat, back: bool = False) -> str:
        """The step ``seat``'s page takes back, named as the thing its player put down, as that page says it
        (:attr:`~scorer.engine.GameSpec.own_thing`: "your card 5", so "Take back your card 5", not "Take back “Anna
        5”"; issue 22): where ``back``, its own part under other seats' entries after it (:meth:`own_part_as`), else
        its last step shown. "" where the page is no seat's, that step is not its player's alone, or the game names
        no thing for it (the entry is then quoted)."""
        times = None if seat is None else self.own_undo(seat) if back else 0
        span = None if times is None else self.entry_spans()[-times] if times else None if back else self._seen_span(seat)
        if span is None:
            return ""
        first, end = span
        state = self._after(first)
        if entry_whose(self.spec, state, self.moves[first:end], self.kinds[first:end]).players != {seat}:
            return ""
        things = []
        for move, kind in zip(self.moves[first:end], self.kinds[first:end]):
            seen, shown = self.seen_in(state, seat), self.hidden(state, move, seat)
            things += [] if kind == AUTO else [self.spec.own_thing(state, move, self.typed_at(seen, self._written(seen, shown)))]
            state.apply(move)
        return things[0] if len(things) == 1 and things[0] else ""

    def gathered_back(self, seat: Seat) -> int | None:
        """How many of the table's last entries ``seat``'s undo reaches back where its own last entry is its part
        of a step made of each player's own part (:attr:`~scorer.engine.Secrets.gathering`: Land Unter's
        lifebelts announced) that is still gathering, and every entry after it another player's part of it
        (entered again after it, :meth:`~scorer.session.TableSession.undo_own_as`); None otherwise (its part is
        the last entry: the usual undo takes it back)."""
        gathering = self.spec.secrets.gathering
        now = None if seat is None or self.state.is_over else gathering(self.state)
        if now is None:
            return None
        for back, (first, end) in enumerate(reversed(self.entry_spans()), 1):
            before = self._after(first, fresh=False)
            if gathering(before) != now:
                return None
            found = entry_whose(self.spec, before, self.moves[first:end], self.kinds[first:end])
            if seat in found.players:
                return back if back > 1 and found.players == {seat} and found.allows(seat) else None
            if None in found.players:
                return None
        return None

    def sealed_by(self, text: str) -> int | None:
        """The seat whose sealed bid ``text`` is (one step read at the game as it stands, legal or not), that the
        table's screen must not show while its auction is under way (:attr:`~scorer.engine.Secrets.sealed`: An
        den Ufern des Nils' bids, opened together once every bid is in); None for any other text. ``nile play``
        hides it as it is typed and never echoes it. A game whose keyboard sees the cards a seat's page keeps face
        down for a while (:attr:`~scorer.engine.Secrets.typed`: Land Unter's trick, each card typed in the open
        there) seals nothing: ``Anna 6`` after ``Anna 5`` is refused in the open, for the reason the table saw
        typed (lureview defect 3); a reason only a hidden card gives is still not said (:mod:`scorer.refusals`)."""
        if self.state.is_over or self.spec.secrets.typed is not None:
            return None
        try:
            move = self.notation.parse(self.state, text.strip())
        except InvalidMove:
            return None
        sealed = self.spec.secrets.sealed
        if sealed(self.state, self.state, move, None) == move:
            return None
        return next((seat for seat in range(len(self.players)) if sealed(self.state, self.state, move, seat) == move), None)

    def own_last(self, seat: Seat) -> bool:
        """True when the last step on ``seat``'s page is the page's own to take back at one tap, as the record
        tells it (no memory of which page sent it: a server started again on the record still knows): a host's
        page (None) the last step when it is the one the page shows (undo takes back the last entry, so never one
        named "Take back X" while a step the page does not show, a seat's tell, came after X); a seat's page a step
        of its own player (:func:`step_whose`, not the table's alone).
        The page may take it back only where :meth:`undo_problem` says so too (the caller asks it: once a
        drawing). Every page that may take a step back also asks first ("Undo…"); this is the one-tap take
        back beside the last step."""
        spans = self.entry_spans()
        if not spans:
            return False
        if seat is None:
            return self._seen_span(None) == spans[-1]
        seen = self._seen_span(seat)
        if seen is None:
            return False
        first, end = seen
        found = entry_whose(self.spec, self._after(first, fresh=False), self.moves[first:end], self.kinds[first:end])
        return seat in found.players

    def _seen_span(self, seat: Seat) -> tuple[int, int] | None:
        """:meth:`~scorer.views.SeatViews.last_span_seen`, kept per seat while the game's moves stay the same (a
        page asks it for its last step and for its undo at each drawing: each a replay of the game)."""
        kept = self.__dict__.setdefault("_seen_spans", {})
        if seat in kept and kept[seat][0] == self.moves:
            return kept[seat][1]  # type: ignore[no-any-return]
        span = self.last_span_seen(seat)
        kept[seat] = (list(self.moves), span)
        return span

    def way_back(self, before: Any) -> list[str]:
        """For each earlier step the last entry showed to be illegal (:meth:`~scorer.engine.GameState.overruled`:
        NIL's loop taken on trust, a rack shown without the universal), the way back to before it: the undo that
        takes back that step's entry and every one after it, the step named as the table reads it."""
        out: list[str] = []
        spans = self.entry_spans()
        for index, _ in self.state.overruled()[len(before.overruled()):]:
            back = next((len(spans) - i for i, (_, end) in enumerate(spans) if end > index), 0)
            if back:
                entry = self.entry_as(*spans[-back], None)[1]
                out.append(say("nile-cli.session.overruled-undo", entry=entry, entries=back))
        return out

    def taken_with(self, spans: list[tuple[int, int]], seat: Seat) -> list[str]:
        """The steps the session took by itself after the entries ``spans`` (oldest first, to the end) that an
        undo of them takes back too, as ``seat`` reads them, but a draw face down: a turn the rules ruled from a
        tell ("blocked arc, bend"), so that every page hears each turn taken back (s38 defect 2)."""
        first = spans[0][0]
        steps = self._steps_as(seat, first)
        return [text for (_, text, *_), kind in zip(steps, self.kinds[first:])
                if kind == AUTO and text.strip("?, ") and not text.startswith("?")]

    def undo_kept(self, seat: int, back: int) -> str:
        """Why ``seat``'s own last step, the ``back``-th entry from the end (:meth:`own_undo`), was not taken back:
        an entry after it, which its page does not show, no longer fits without it; no word of that entry."""
        first, end = self.entry_spans()[-back]
        name = self.players[seat]
        return (f"{name}'s last step, '{self.entry_as(first, end, seat)[1]}', cannot be taken back alone: what "
                f"another player told after it depends on it; the host's page takes back steps in order")

    def _seated(self, players: Collection[Seat]) -> list[str]:
        """The players of a step, in seat order (a message joins them: "Ben", "Anna and Ben")."""
        return [self.players[p] for p in sorted(p for p in players if p is not None)]

    def _name(self, players: Collection[Seat]) -> str:
        """The players of a step named for the page refused it: "Ben", "Anna and Ben"."""
        return join_names([self.players[p] for p in sorted(p for p in players if p is not None)])
