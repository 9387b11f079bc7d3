"""One game shared by every phone at the table: a :class:`~scorer.session.TableSession` behind a lock,
with a revision number that every write form carries.

The revision counts every change (an accepted entry, an undo), so it never repeats: after an undo the
step number goes back, but the revision goes on, and a form made before the undo is refused. It is
written ``E.N``: ``N`` the count of changes, ``E`` a random name of this server's run, so that a page
made before the server was restarted (its count started again at 0) is never taken for a current one. An entry
sent for a revision that has passed may be the very entry that was accepted at that revision (a phone that
lost its connection and sent again): then it is answered as accepted, once, without being applied twice.
Otherwise it is ruled now when every step taken or taken back since its page was drawn is independent of it, as the
session decides (:meth:`~scorer.overlap.Overlaps.stale_problem`: the cards of a trick tapped on three
phones at once, a tile told beside a placement, a count tapped as another player took theirs back); else it is refused with "the game moved on" and why, and
never applied to the new position. Two entries for the same revision at the same moment: the lock lets one
through, then the other is ruled so.
"""

from __future__ import annotations

import re
import secrets
import shutil
import tempfile
import threading
import weakref
from dataclasses import dataclass, field, replace
from html import escape
from pathlib import Path
from typing import Any, Union

from scorer.engine import NO_SECRETS, Seat
from scorer.engine.said import say
from scorer.session import Accepted, Asked, Forbidden, Illegal, Ruling, TableSession, Undone, Unreadable, grouped, singles
from scorer.views import stage
from scorer.web.board import Choice, bid_picker, pictures
from scorer.web.build import Built
from scorer.web.i18n import quoted_entry
from scorer.web.table_view import TableView, recent_as, unlisted
from scorer.web.textfold import LAPTOP_COLUMNS, PHONE_COLUMNS, folded

#: how many accepted entries are remembered to answer a retried form
REMEMBERED = 64


#: what a revision looks like: this run's name, a dot, the count of changes
REVISION = re.compile(r"[0-9a-f]{1,16}\.[0-9]{1,9}")


@dataclass(frozen=True)
class MovedOn:
    """The form was made at revision ``sent`` but the game is at ``now``: nothing was applied; ``why``
    the step entered since that the entry depends on, in words ("" where the revision is not remembered)."""

    sent: str
    now: str
    entry: str = ""
    why: str = ""


@dataclass(frozen=True)
class Repeated:
    """The form repeats an entry already accepted at its revision (a retried request): ``ruling`` is the
    answer it had then; nothing was applied again."""

    ruling: Accepted


Outcome = Union[Ruling, Asked, MovedOn, Repeated, Undone]



def _pictured(seen: Any) -> list[str]:
    """The words of a page that may have a picture (:func:`~scorer.web.board.pictures`): its entries and
    their groups, the seat's hidden things, its pick's label and items."""
    return ([e.text for e in seen.entries] + sorted({e.group for e in seen.entries if e.group})
            + [item for _, items in seen.hand for item in items]
            + ([seen.pick.label, *seen.pick.items] if seen.pick is not None else []))


@dataclass
class SharedTable:
    """The session every request reads and writes, one request at a time (``lock``).

    ``changes`` starts at 0 and grows by one at every accepted entry or undo; ``latest`` the step the last
    entry accepted through this server started at and its notices (its news is said on every page);
    ``heard`` after an undo, what each seat's page (None: the table's) hears of it (and what to put back);
    ``accepted`` remembers,
    for the last :data:`REMEMBERED` revisions, the entry text accepted there, its ruling, its step and
    move (a retried form is answered "already recorded" only while that move is still in the game) and the
    seat whose page sent it (None: a host's); ``positions`` the game's moves at each of those revisions
    (what a page drawn then showed); ``undos`` the count of changes after each undo and whose steps it took back
    (a form made before an undo is refused unless it is a seat's own step and the undos took back only other
    players' steps: :meth:`~scorer.overlap.Overlaps.stale_problem`);
    ``boards`` the boards drawn (:meth:`board`), each with the revision it was drawn at; ``pictures`` the
    folder the pictures of the game are drawn into for ``/board.svg`` (:meth:`picture`): a private one of its
    own (mode 0700), removed with the table, never the players' folder beside the record (fe-table8 problem 9).

    >>> import tempfile
    >>> from scorer.games import game
    >>> record = Path(tempfile.mkdtemp()) / "game.yaml"
    >>> table = SharedTable(TableSession.start(game("nil"), ["Anna", "Ben"], [], record), run="ab12")
    >>> table.revision
    'ab12.0'
    """

    session: TableSession
    run: str = field(default_factory=lambda: secrets.token_hex(4))
    changes: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)
    drawing_lock: threading.Lock = field(default_factory=threading.Lock)
    accepted: dict[str, tuple[str, Accepted, tuple[int, int], object, Seat]] = field(default_factory=dict)
    positions: dict[str, tuple[object, ...]] = field(default_factory=dict)
    undos: list[tuple[int, frozenset[Seat]]] = field(default_factory=list)
    drawn: dict[tuple[Seat, str], tuple[str, Path]] = field(default_factory=dict)
    shown: dict[Seat, TableView] = field(default_factory=dict)
    boards: dict[tuple[object, ...], tuple[str, tuple[str, list[Choice], set[str]]]] = field(default_factory=dict)
    #: the views' pictures titled in another language than English (:meth:`_in`), by seat and language
    pictured: dict[tuple[Seat, str], tuple[str, tuple[dict[str, str], Any, Any, tuple[str | None, str | None]]]] = field(default_factory=dict)
    latest: tuple[int, tuple[str, ...]] | None = None
    heard: dict[Seat, tuple[str, ...]] = field(default_factory=dict)
    pictures: Path = field(default_factory=lambda: Path(tempfile.mkdtemp(prefix="nile-serve-")))

    def __post_init__(self) -> None:
        self.positions[self.revision] = tuple(self.session.moves)
        weakref.finalize(self, shutil.rmtree, self.pictures, True)

    @property
    def revision(self) -> str:
        """The game's revision as the page's forms carry it: ``"<run>.<changes>"``."""
        return f"{self.run}.{self.changes}"

    def enter(self, text: str, sent: str, seat: Seat = None, host: bool = True, sure: bool = False,
              peek: Seat = None, lang: str = "en") -> Outcome:
        """Rule ``text`` sent from ``seat``'s page (None: the host's) at revision ``sent`` (see the module
        docstring), the ruling in that seat's words; unless ``host``, an entry telling another seat's hidden
        cards is :class:`~scorer.session.Forbidden`. On a seat's own page an entry that would make the seat's
        told cards give way is first :class:`~scorer.session.Asked` (nothing recorded) unless ``sure``: the
        page's confirmation, which counts only at the revision it was asked at (a confirmation sent after the
        game moved on is ruled as a new entry, and asked again if it still gives way). ``peek``: the player
        whose hand the host's page opened, where the entry was tapped (:meth:`~scorer.peek.HostPeek.enter_peeked`:
        a refusal in that player's words). ``text`` is read in the page's language ``lang`` and in English."""
        with self.lock, self.session.reading(lang):
            if sent != self.revision:
                earlier = self.accepted.get(sent)
                if earlier is not None and earlier[0] == text.strip() and self._still_played(earlier[2][0], earlier[3]):
                    return Repeated(self._as_seen(earlier[1], earlier[2], seat))
                seen = self.positions.get(sent)
                # ruled now where every step since is independent of it (a card of a trick, tapped as another came in)
                undone = self._undone_since(sent)
                why = "" if seen is None else self.session.stale_problem(text, seat, host, seen, self._sent_by(seat),
                                                                         undone)
                if why is not None:
                    return MovedOn(sent, self.revision, text, why)
                sure = False
            asked = None if host or sure else self.session.asks(text, seat)
            if asked is not None:
                return asked
            peeked = host and peek is not None and 0 <= peek < len(self.session.players)
            ruling = self.session.enter_peeked(text, peek) if peeked and peek is not None \
                else self.session.enter_as(text, seat, host)
            if isinstance(ruling, Accepted):
                # where the entry is among the moves (the steps the session then took by itself are not it)
                spans = self.session.entry_spans()
                span = spans[-1] if spans else (len(self.session.moves) - 1, len(self.session.moves))
                self.accepted[self.revision] = (text.strip(), ruling, span, self.session.moves[span[0]],
                                                None if host else seat)
                self._changed()
                # the news is said on every page in its seat's words; a notice (the record moved) as it is
                done = self.session.changed_at
                self.latest = (done, tuple(ruling.news[len(self.session.news_as(seat, done)):]))
                self.heard = {}
            return ruling

    def _undone_since(self, sent: str) -> frozenset[Seat] | None:
        """Whose steps the undos since revision ``sent`` took back (None: no undo since)."""
        after = int(sent.rpartition(".")[2]) if sent.rpartition(".")[2].isdigit() else -1
        whose = [players for changes, players in self.undos if changes > after]
        return frozenset().union(*whose) if whose else None

    def _sent_by(self, seat: Seat) -> set[int]:
        """Where the entries ``seat``'s page sent (a seat's, not a host's) begin in the game's moves, those
        still in the game and remembered (:attr:`accepted`)."""
        if seat is None:
            return set()
        return {span[0] for _, _, span, move, sender in self.accepted.values()
                if sender == seat and self._still_played(span[0], move)}

    def _as_seen(self, ruling: Accepted, span: tuple[int, int], seat: Seat) -> Accepted:
        """An entry accepted earlier (its steps ``span``: first, one past the last), as ``seat`` reads it:
        its text as written there."""
        first, end = span
        if end > len(self.session.moves):
            return Accepted(ruling.entry, [], ruling.over)
        return Accepted(self.session.entry_as(first, end, seat)[1], [], ruling.over)

    def _still_played(self, step: int, move: object) -> bool:
        """True while the move accepted as step ``step`` is still in the game (not undone)."""
        return step < len(self.session.moves) and self.session.moves[step] is move

    def _changed(self) -> None:
        """One more change: the revision moves on, and the oldest remembered entry beyond
        :data:`REMEMBERED` is forgotten."""
        self.changes += 1
        self.positions[self.revision] = tuple(self.session.moves)
        for kept in (self.accepted, self.positions):
            while len(kept) > REMEMBERED:
                kept.pop(next(iter(kept)))

    def peek(self) -> Any:
        """The hand the host's page may open for the player asked (:meth:`~scorer.peek.HostPeek.peek`), or None;
        for a host's page only (never the table's read-only page)."""
        with self.lock:
            return self.session.peek()

    def saved(self) -> tuple[str, bytes]:
        """The record's file name and its text as the session last wrote it (a download)."""
        with self.lock:
            return self.session.path.name, self.session.saved()

    def report(self, lang: str) -> str:
        """The final report as ``nile score`` prints it, in ``lang`` (``""`` before the end)."""
        with self.lock:
            return self.session.score_text(lang) if self.session.over else ""

    def notes(self, lang: str) -> list[str]:
        """The notes the final report starts with, in ``lang`` (:meth:`~scorer.session.TableSession.played_on_notes`:
        a loop found not allowed that the table played on from), which the final page says in the open too
        (``[]`` before the end)."""
        with self.lock:
            return self.session.played_on_notes(lang) if self.session.over else []

    def view(self, seat: Seat = None) -> TableView:
        """The game as ``seat``'s pages show it now (None: the table's and the host's), made once per
        revision and seat."""
        with self.lock:
            return self._shown(seat)

    def _shown(self, seat: Seat) -> TableView:
        """:meth:`view`, the lock held."""
        shown = self.shown.get(seat)
        if shown is None or shown.revision != self.revision:
            if shown is None and len(self.shown) > len(self.session.players):  # never: seats are the players'
                self.shown.clear()
            shown = self.shown[seat] = self._view(seat)
        return shown

    def board(self, seat: Seat = None, zoom: str = "play", tappable: bool = True, href: str = "?at={at}",
              at: str | None = None, lang: str = "en") -> tuple[TableView, str | None, list[Choice]]:
        """The view of ``seat`` (as :meth:`view`), its tappable board as inline SVG
        (:func:`~scorer.web.board.board_svg`; None for a game without one) and, for ``at``, the entries at
        that target as pictures (:func:`~scorer.web.board.target_choices_svg`), all of the same revision.
        Drawn from the seat's copy of the game (never the raw state) and its listed entries, once per
        revision for each seat, zoom, ``tappable`` (False: no targets, a read-only page), ``href`` and language:
        the board's words and the view's pictures are said in ``lang`` (a French phone never gets the German
        board); the drawing happens outside :attr:`lock` (a few milliseconds), so entries go on meanwhile."""
        from scorer.web.board import board_svg, has_board, one_tap, target_choices_svg

        spec = self.session.spec
        key: tuple[object, ...] = (seat, zoom, tappable, href, at, lang)
        with self.lock:
            view = self._shown(seat)
            if not has_board(spec):
                return self._in(view, lang), None, []
            kept = self.boards.get(key)
            if kept is not None and kept[0] == view.revision:
                svg, choices, cells = kept[1]
                return unlisted(self._in(view, lang), cells), svg, choices
            seen = self.session.seen(seat)
            if seen is self.session.state:  # drawn outside the lock: never the game a step may change
                seen = seen.clone()
        entries = [text for texts in view.groups.values() for text in texts] if tappable else []
        last = (view.step, view.last) if view.last else None
        svg = board_svg(spec, seen, entries, last, seat=seat, zoom=zoom, href=href, lang=lang)
        choices = target_choices_svg(spec, seen, entries, at, lang) if at and tappable else []
        cells = one_tap(spec, seen, entries, seat)
        if choices and at:  # the target whose entries are open is marked (drawn thicker, named current)
            svg = svg.replace(f' data-at="{escape(at)}"', f' data-at="{escape(at)}" aria-current="true"', 1)
        with self.lock:
            if len(self.boards) > 8 * (len(self.session.players) + 2):  # old revisions' go, then all
                self.boards = {k: v for k, v in self.boards.items() if v[0] == self.revision}
                if len(self.boards) > 8 * (len(self.session.players) + 2):  # a flood of made-up targets
                    self.boards.clear()
            self.boards[key] = (view.revision, (svg, choices, cells))
            view = self._in(view, lang)
        return unlisted(view, cells), svg, choices

    def _in(self, view: TableView, lang: str) -> TableView:
        """``view`` with its pictures titled in ``lang`` (:func:`~scorer.web.board.pictures`, the trade and bid
        pickers' too) and its text board said in it (the game's ``board_text``), made once per revision, seat and
        language (the lock held)."""
        if lang == "en" or not (view.pictures or view.trade is not None or view.bid is not None or view.board):
            return view
        key = (view.seat, lang)
        kept = self.pictured.get(key)
        if kept is None or kept[0] != view.revision:
            if len(self.pictured) > 3 * (len(self.session.players) + 1):  # old revisions' go
                self.pictured = {k: v for k, v in self.pictured.items() if v[0] == self.revision}
            kept = self.pictured[key] = (view.revision, self._said_in(view, lang))
        drawn, trade, bid, (board, wide) = kept[1]
        return replace(view, pictures=drawn, trade=trade, bid=bid, board=board, wide=wide)

    def _said_in(self, view: TableView, lang: str) -> tuple[dict[str, str], Any, Any, tuple[str | None, str | None]]:
        """What :meth:`_in` says again in ``lang``: the pictures, the trade and bid pickers (where ``view`` has them:
        a seat's own page), the text board."""
        spec, texts = self.session.spec, [text for group in view.groups.values() for text in group]
        seen, seat, cards = self.session.seen(view.seat), view.seat, spec.card_pictures
        # (a picker is a seat's own page's: made only there)
        trade = cards().trades(seen, seat, view.pick, texts, lang) if view.trade is not None and cards else None
        bid = bid_picker(spec, seen, seat, texts, lang) if seat is not None and view.bid is not None else None
        board = folded(spec.notation, seen, PHONE_COLUMNS, lang) if view.board else view.board
        wide = folded(spec.notation, seen, LAPTOP_COLUMNS, lang) if view.wide else view.wide
        return pictures(spec, self.session.state, list(view.pictures), lang), trade, bid, (board, wide)

    def built(self, seat: Seat, steps: tuple[str, ...], zoom: str = "play", href: str = "?at={at}",
              at: str | None = None, add: str = "", on: str | None = None, lang: str = "en"
              ) -> tuple[TableView, str, list[Choice], Built] | None:
        """A turn being built on ``seat``'s page (None: the host's; :mod:`scorer.web.build`): the view (as
        :meth:`view`), the board drawn at the position the build ``steps`` and the step ``add`` just tapped
        lead to with the targets there (``href`` as :meth:`board`, ``{b}`` in it replaced by the build as
        the address carries it, :func:`~scorer.web.build.carried`, and ``&``), the choices at ``at`` and the
        build ruled (:func:`~scorer.web.build.rule`: ``add`` not added where refused, the steps dropped where
        ``on`` is not the step the game is at); None where no turn is built now for that page (another
        player's turn, a step of one entry, a game without a board). The words in ``lang``, as :meth:`board`.
        Nothing is recorded; drawn outside :attr:`lock`."""
        from scorer.web.board import acting, board_svg, one_tap, target_choices_svg
        from scorer.web.build import carried, ending, rule

        spec = self.session.spec
        with self.lock:
            if ending(spec, self.session.state) is None:  # (at once: most steps and games build nothing)
                return None
            view = self._in(self._shown(seat), lang)
            seen = self.session.seen(seat)
            base = len(self.session.moves)
            if seen is self.session.state:  # ruled outside the lock: never the game a step may change
                seen = seen.clone()
        if view.over or ending(spec, seen) is None or not acting(spec, seen, seat):
            return None
        made = rule(spec, seen, steps, add, base, on)
        entries = [entry.text for entry in made.entries]
        last = (view.step, view.last) if view.last else None
        href = href.replace("{b}", carried(made.texts, base) + "&" if made.texts else "")
        svg = board_svg(spec, made.state, entries, last, seat=seat, zoom=zoom, href=href, pending=made.texts, lang=lang)
        made.on_board = frozenset(one_tap(spec, made.state, entries, seat))
        choices = target_choices_svg(spec, made.state, entries, at, lang) if at else []
        if choices and at:
            svg = svg.replace(f' data-at="{escape(at)}"', f' data-at="{escape(at)}" aria-current="true"', 1)
        return view, svg, choices, made

    def _wide(self, seat: Seat, folds: bool, drawn: bool) -> str | None:
        """The text view for a laptop's left column (:attr:`TableView.wide`): where it folds to a phone's width and
        the game has a picture (a card game's table, shown large there), folded to :data:`LAPTOP_COLUMNS`."""
        if not (folds and drawn):
            return None
        return folded(self.session.notation, self.session.seen(seat), LAPTOP_COLUMNS)

    def _view(self, seat: Seat) -> TableView:
        session = self.session
        seen = session.view(seat, PHONE_COLUMNS)
        groups = grouped(seen.entries)  # a group of one entry is a button among the others, not folded
        drawn, last = session.spec.picture is not None, seen.last
        # the text view is shown where it folds to a phone's width (a card game's table, which reads best
        # as text beside its picture); a board's grid keeps its own columns: its picture says it all
        text = seen.board
        folds = all(len(line) <= PHONE_COLUMNS for line in text.splitlines())
        if folds:  # folded again between its parts, never inside one (the game's own fold breaks between words)
            text = folded(session.notation, session.seen(seat), PHONE_COLUMNS)
        hooks = session.spec.secrets  # a game hiding nothing but for a while a sealed bid: "sealed"
        sealed = hooks.hand is NO_SECRETS.hand and (hooks.sealing(session.state)
                                                    or hooks.seen_by(session.state, None) is not session.state)
        over, undo = session.over, session.undo_problem(seat) is None
        return TableView(
            revision=self.revision, title=session.spec.title, prompt=seen.prompt, groups=groups,
            count=len(seen.entries), standings=seen.standings, picture=drawn,
            board=text if folds or not drawn else None, position=seen.position,
            wide=self._wide(seat, folds, drawn),
            over=seen.over, report=session.score_text() if over else "",
            step=last[0] if last else "", last=last[1] if last else "", news=self._news(seat),
            bgstats=_bgstats_link(session) if over else None, seat=seat,
            name="" if seat is None else session.players[seat], players=tuple(session.players),
            hand=tuple((group, tuple(items)) for group, items in seen.hand), taps=dict(seen.taps), pick=seen.pick,
            more=seen.more, first=tuple(g for g in seen.first if g in groups), pictures=pictures(session.spec, session.state, _pictured(seen)),
            labels=singles(seen.entries),
            record=over or not session.record_hides(seat), undo=undo,
            mine=undo and session.own_last(seat), back=session.own_part_as(seat), own=session.own_thing_as(seat),
            own_back=session.own_thing_as(seat, back=True), told=sum(e.group == session.TOLD_GROUP for e in seen.entries),
            secret=hooks.hand is not NO_SECRETS.hand or sealed, sealed=sealed,
            stage="over" if over else stage(session.state.position()), last_stage=stage(session.last_where()), last_where=session.last_where(),
            trade=self._trade(seat, seen), bid=self._bid(seat, seen), yours=self._yours(seat, seen),
            recent=recent_as(session, seat, host=seat is None), undo_after=self._host_tells(seat),
            undo_itself=self._host_itself(seat), missed=self._missed(), final=session.own_final(seat))

    def _missed(self) -> tuple[str, str] | tuple[()]:
        """A step the table may have missed that would change what is legal now (:attr:`TableView.missed`), ``()``
        where there is none, or once the game is over."""
        session = self.session
        return () if session.over else session.spec.missed(session.state) or ()

    def _yours(self, seat: Seat, seen: Any) -> bool:
        """Whether the step asked of ``seat``'s page (its view ``seen``) is that seat's own: its prompt names the
        seat, or, at a step the prompt names no player for, the first entry it lists (not a card a draw showed) is that seat's
        (:meth:`~scorer.whose.Turns.whose_entry`: NILE's flood card is the turn's player's)."""
        if seat is None or seen.over:
            return False
        steps = [e for e in seen.entries if e.group != self.session.TOLD_GROUP]  # (a Plague a draw showed: no turn)
        if seen.prompt.seat is not None or not steps:
            return bool(seen.prompt.seat == seat)
        whose = self.session.whose_entry(steps[0].text)
        return whose is not None and whose.players == {seat}

    def _news(self, seat: Seat) -> tuple[str, ...]:
        """The news ``seat``'s page says: the latest entry's (another's own tells since leave the seat's last),
        and what it heard of an undo."""
        news: tuple[str, ...] = ()
        if self.latest is not None:
            earlier = self.session.last_news_as(seat, self.latest[0])
            news = earlier if earlier is not None else self.session.news_as(seat, self.latest[0]) + self.latest[1]
        return news + self.heard.get(seat, ())

    def _trade(self, seat: Seat, seen: Any) -> Any:
        """The trade picker of ``seat``'s page (its view ``seen``) where the game's card pictures give one (NILE's
        :func:`scorer.web.cards_nile.trades`, at the seat's own step 3), else None."""
        spec = self.session.spec
        if seat is None or seen.over or spec.card_pictures is None:
            return None
        return spec.card_pictures().trades(self.session.seen(seat), seat, seen.pick, [e.text for e in seen.entries])

    def _bid(self, seat: Seat, seen: Any) -> Any:
        """The bid picker of ``seat``'s page (its view ``seen``) at an auction (:func:`scorer.web.board.bid_picker`),
        else None."""

        if seat is None or seen.over or not seen.entries:
            return None
        return bid_picker(self.session.spec, self.session.seen(seat), seat, [e.text for e in seen.entries])

    def picture(self, seat: Seat = None, lang: str = "en") -> Path | None:
        """The picture of the game as ``seat`` sees it, its words in ``lang`` (the phone's language), drawn again
        only when the game has changed since it was last drawn for that seat in that language, in :attr:`pictures`
        (one file per seat and language), or None for a game without one. Drawing takes a few tenths of a second:
        it happens outside :attr:`lock`, so entries go on meanwhile (one drawing at a time). Raises
        :class:`~scorer.session.SessionError`."""
        with self.drawing_lock:
            with self.lock:
                drawn = self.drawn.get((seat, lang))
                if drawn is not None and drawn[0] == self.revision and drawn[1].is_file() \
                        and not drawn[1].is_symlink():  # never serve what another program put there
                    return drawn[1]
                name = ("table" if seat is None else f"seat-{seat + 1}") + ("" if lang == "en" else f".{lang}") + ".svg"
                revision, write = self.revision, self.session.drawing_as(seat, self.pictures / name, lang)
            if write is None:
                return None
            path = write()
            with self.lock:
                self.drawn[(seat, lang)] = (revision, path)
            return path

    def undo(self, sent: str, seat: Seat = None, entries: int = 1) -> Outcome:
        """Take back the last step, if the page that asked (``seat``'s; None: the host's) saw the game as it
        is (revision ``sent``); what was undone said in that seat's words. The host's page may take back the
        last ``entries`` entries at once (``undo 5`` typed: the way back from a step found illegal later)."""
        with self.lock:
            if sent != self.revision:
                return MovedOn(sent, self.revision)
            problem = self.session.undo_problem(seat)
            if problem is not None:
                return Forbidden("undo", problem)
            back = (self._host_back() if entries <= 1 else min(entries, len(self.session.entry_spans()))) \
                if seat is None else self.session.own_undo(seat)  # (own last step, under tells)
            said = self._taken_back(seat, back or 1)
            before = (list(self.session.moves), list(self.session.kinds))
            if seat is None or back is None:
                undone = self.session.undo_as(back or 1, seat)
            else:
                kept = self.session.undo_own_as(seat, back)
                if kept is None:
                    return Forbidden("undo", self.session.undo_kept(seat, back))
                undone = kept
            if undone.entries:
                self._changed()
                # a form made before an undo is ruled on the game after it only where the steps taken back were
                # other players' and it means now what it meant there (stale_problem; lurev3 defect 3)
                self.undos = [*self.undos[-REMEMBERED:], (self.changes, self.session.taken_back_whose(*before))]
                # every page hears what was taken back and by whom, in its own words (no card hidden from it)
                self.latest, self.heard = (len(self.session.moves), ()), said
            return undone

    def _host_back(self) -> int:
        """How many of the table's last entries the host's undo takes back: the last step its page shows and
        names in "Undo…" ("Take back “plant 2 Papyrus”"), with the seats' tells after it (``Anna holds ? ?``,
        no step on the host's page), so what the question names is what goes (issue 22, nilerev defect 1: it
        named the planting and took back Anna's tell); 1 where the last entry is a step it shows."""
        spans, seen = self.session.entry_spans(), self.session.last_span_seen(None)
        return len(spans) - spans.index(seen) if seen in spans else 1

    def _host_tells(self, seat: Seat) -> tuple[Any, ...]:
        """The entries the host's undo takes back after the step its question names (:meth:`_host_back`: the seats'
        tells), each quoted as the table reads them; ``()`` for a seat's page (``seat`` not None)."""
        if seat is not None:
            return ()
        spans = self.session.entry_spans()
        return tuple(quoted_entry(self.session, self.session.entry_as(a, b, None)[1])
                     for a, b in spans[len(spans) - self._host_back() + 1:])

    def _host_itself(self, seat: Seat) -> tuple[Any, ...]:
        """The steps the rules took by themselves after the entries the host's undo takes back (:meth:`_host_back`),
        which it takes back too, each quoted as the table reads them (Land Unter: a trick played by itself, the hands
        passed on: lurev4 defect 3); ``()`` for a seat's page (``seat`` not None) or where there are none."""
        spans = self.session.entry_spans()
        if seat is not None or not spans:
            return ()
        return tuple(quoted_entry(self.session, text) for text in self.session.taken_with(spans[-self._host_back():], None))

    def _taken_back(self, seat: Seat, back: int = 1) -> dict[Seat, tuple[str, ...]]:
        """What each page (None: the table's and the host's) hears when ``seat``'s page (None: the host's)
        takes back the ``back``-th entry from the end (the last, or the seat's own last under other seats'
        tells): "Ben took back “Ben 20”", the entry as that page may read it; the host's undo also names the
        tells it took back after that step (:meth:`_host_back`): "… took back “plant 2 Papyrus” and “Anna holds
        ? ?” after it"; then what the table puts back (:meth:`~scorer.seat_history.SeatHistory.put_back_as`: the
        tiles drawn back in the bag, a blocked rack out of it), said on every page but the undoing seat's own (its
        answer says it)."""
        spans = self.session.entry_spans()
        if not spans:
            return {}
        first, end = spans[-back]
        after = spans[len(spans) - back + 1:] if seat is None else []
        who: Any = say("nile-web.undo.host-page") if seat is None else self.session.players[seat]
        heard: dict[Seat, str] = {}
        for s in (None, *range(len(self.session.players))):
            tells = [quoted_entry(self.session, self.session.entry_as(a, b, s)[1]) for a, b in after]
            entry = quoted_entry(self.session, self.session.entry_as(first, end, s)[1])
            itself = self.session.taken_with([(first, end)] + after, s)  # the turns the rules ruled by themselves
            steps = [quoted_entry(self.session, text) for text in itself]
            heard[s] = (say("nile-web.undo.heard-after-itself", who=who, entry=entry, tells=tells, steps=steps)
                        if tells and steps else
                        say("nile-web.undo.heard-after", who=who, entry=entry, tells=tells) if tells else
                        say("nile-web.undo.heard-itself", who=who, entry=entry, steps=steps) if steps else
                        say("nile-web.undo.heard-first" if back == len(spans) else "nile-web.undo.heard", who=who,
                            entry=entry))  # (the first entry taken back: no step above it, nilerev2 defect 6)
        # and what to put back, on every page but the one undoing (its answer says it with the news: nilrev3 D2)
        return {s: (line, *([] if s == seat is not None else self.session.put_back_as(s, first)))
                for s, line in heard.items()}


def _bgstats_link(session: TableSession) -> str | None:
    """The finished game's BG Stats push-play link (:mod:`scorer.bgstats`), or None when it cannot be made."""
    from scorer import bgstats

    try:
        return bgstats.play_link(bgstats.session_play(session))
    except bgstats.BgStatsError:  # a resumed record whose date is none
        return None


def refused(outcome: Outcome) -> bool:
    """True when nothing was recorded (an illegal, unreadable, forbidden or stale entry, or one asked to be
    confirmed first)."""
    return isinstance(outcome, (Illegal, Unreadable, MovedOn, Forbidden, Asked))
