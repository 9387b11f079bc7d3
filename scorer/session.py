"""The table session: one game in progress at a real table, the one object every live front end drives
(``nile play`` in a terminal, ``nile serve`` on the table's phones).

A :class:`TableSession` holds the game (its :class:`~scorer.engine.GameSpec` and state), the engine moves
applied so far, and the record file. It knows what is expected next, in the game's words
(:attr:`TableSession.prompt`); the legal entries as text (:meth:`TableSession.entries`); rules an entry
with :meth:`TableSession.enter`, which returns a ruling as a value (:class:`Accepted`, :class:`Illegal`,
:class:`Unreadable`); undoes steps; and keeps the record on disk. After every accepted step and every undo
the file is a complete, valid record in the ordinary format (``nile check``, ``score`` and ``show`` read
it), written atomically and durably (a temporary file, fsync, rename, fsync of the folder:
:func:`gamedata.outfile.written`). It never prints and never imports a terminal or web library.

What the rules fix is not asked: after each entry (and as a game starts or a record is resumed) the session
takes the steps the notation's ``automatic`` gives (a face-down deal or draw, a step with one legal entry)
and says them as news; they are recorded like any step, marked in :attr:`TableSession.kinds`, and one
``undo`` takes back the table's last entry with them. An entry may hold several steps the table does at
once (the notation's ``split``: a whole trick, a whole turn), applied all or nothing.

Undo replays the kept moves from the start rather than restoring a saved copy: a whole game replays in
a few milliseconds (``benchmarks/``), and a replay cannot drift from the rules.
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

from scorer.engine import TERMINAL, Entry, GameSpec, GameState, InvalidMove, Prompt, Ranking, SetupError
from scorer.engine.said import Said, say
# the rulings and the record file live in modules of their own; their names are the session's API too
from scorer.rulings import (AUTO, Ruled, ENTRY, PART, Accepted, Asked, Forbidden, Illegal, Ruling, SeatView, SessionError,  # noqa: F401
                            TOLD, Undone, Unreadable, taken_back)
from scorer.session_file import RecordFile, default_record_path, free_name  # noqa: F401
from scorer.asking import Asking
from scorer.itself import ByItself
from scorer.overlap import Overlaps
from scorer.peek import HostPeek
from scorer.positions import Positions
from scorer.drawing import Drawings
from scorer.reading import ReadIn
from scorer.readback import ReadBack
from scorer.refusals import KeyboardRefusals
from scorer.views import SeatViews
from scorer.whose import Turns

#: the longest entry read, in characters: the longest legal entry (a NILE deal typed in full) is far shorter
#: the session's own names, and the rulings and record helpers it hands on to the front ends
__all__ = ["TableSession", "grouped", "singles", "MAX_ENTRY_CHARS", "MAX_AUTOMATIC", "AUTO", "ENTRY", "PART",
           "Accepted", "Asked", "Entry", "Forbidden", "Illegal", "Ruled", "Ruling", "SeatView", "SessionError", "Undone",
           "Unreadable", "taken_back", "RecordFile", "default_record_path", "free_name"]

MAX_ENTRY_CHARS = 2000
#: the most automatic steps taken in a row: a bound on a notation that would never stop (a game has fewer)
MAX_AUTOMATIC = 10_000


@dataclass(frozen=True)
class _Read:
    """One part of an entry, read and legal at its position: the ``move``."""

    move: Any


def _alike(players: Sequence[str]) -> Said | None:
    """Why two of ``players`` cannot be told apart at the table, or None: entries read names ignoring
    capitals, so 'start ANNA' would be ruled for whichever of anna and Anna comes first."""
    seen: dict[str, str] = {}
    for name in players:
        other = seen.setdefault(name.casefold(), name)
        if other != name:
            return say("nile-cli.session.alike", other=other, name=name)
    return None


def grouped(entries: Sequence[Entry]) -> dict[str, list[str]]:
    """The entries' texts by group, in order, as a list of buttons or ``list`` shows them: a group of a
    single entry is not folded under a heading of its own but joins the entries without a group (``""``).

    >>> grouped([Entry("41", "37-48"), Entry("3", "1-12"), Entry("5", "1-12")])
    {'': ['41'], '1-12': ['3', '5']}
    """
    groups: dict[str, list[str]] = {}
    for entry in entries:
        groups.setdefault(entry.group, []).append(entry.text)
    single = [texts[0] for group, texts in groups.items() if group and len(texts) == 1]
    if not single:
        return groups
    plain = groups.get("", []) + single
    return {"": plain, **{group: texts for group, texts in groups.items() if group and len(texts) > 1}}


def singles(entries: Sequence[Entry]) -> dict[str, str]:
    """The entries :func:`grouped` moves out of a group of their own into the entries without one, each with
    its group's name, which a list shows beside it (NIL's ``A11 NE`` is a far-left, ``A11 E`` a straight);
    not where the entry already says it (Ufern's ``buy onion`` of the group ``onion``, ``buy joker`` of
    ``jokers``: a button reading "buy onion onion" reads as two onions).

    >>> singles([Entry("41", "37-48"), Entry("3", "1-12"), Entry("5", "1-12"), Entry("stop")])
    {'41': '37-48'}
    >>> singles([Entry("buy onion", "onion"), Entry("buy joker", "jokers"), Entry("A11 NE", "far-left")])
    {'A11 NE': 'far-left'}
    """
    sizes: dict[str, int] = {}
    for entry in entries:
        sizes[entry.group] = sizes.get(entry.group, 0) + 1
    return {entry.text: entry.group for entry in entries
            if entry.group and sizes[entry.group] == 1 and not _says(entry.text, entry.group)}


def _says(text: str, group: str) -> bool:
    """True when the entry ``text`` already names its ``group`` (the word, or its singular: ``jokers``)."""
    words = text.lower().split()
    name = group.lower()
    return name in words or (name.endswith("s") and name[:-1] in words)


class TableSession(SeatViews, KeyboardRefusals, Turns, Overlaps, Asking, HostPeek, ByItself, ReadIn, Drawings,
                   RecordFile):
    """A game in progress and its record file (see the module docstring); what each seat sees of it:
    :class:`~scorer.views.SeatViews`; whose a step is, to answer it or take it back:
    :class:`~scorer.whose.Turns`; whether an entry from a page drawn before the last steps still means
    the same: :class:`~scorer.overlap.Overlaps`; whether an entry is asked to be confirmed first (it would
    throw away cards its seat told): :class:`~scorer.asking.Asking`; a hand the host's page opens for its
    player alone: :class:`~scorer.peek.HostPeek`.

    Build one with :meth:`start` (a new game) or :meth:`resume` (any record). ``players`` are the names in
    seating order, ``variants`` the variants played, ``moves`` the engine moves applied, ``path`` the record.
    """

    def __init__(self, spec: GameSpec, players: Sequence[str], variants: Sequence[str], path: Path,
                 moves: Sequence[Any] = (), header: dict[str, Any] | None = None, state: GameState[Any] | None = None):
        """``moves`` are applied to a new game, unless ``state`` is given: the game they already led to."""
        self.spec, self.notation = spec, spec.notation
        self.players, self.variants = list(players), list(variants)
        self.path = Path(path)
        self.header = dict(header or {})  # date, place, notes: kept as the record had them
        self.moves: list[Any] = list(moves)
        #: per move: ENTRY where a table entry begins, PART for a later step of the same entry, AUTO for a
        #: step the session took by itself (taken back with the entry before it)
        self.kinds: list[str] = []
        replayed = self.new_game()
        for move in self.moves:
            auto = self.notation.automatic(replayed)
            self.kinds.append(AUTO if auto is not None and auto.move == move else ENTRY)
            replayed.apply(move)
        self.state: GameState[Any] = replayed if state is None else state
        self._original: str | None = None  # a resumed record's text, until it is first rewritten
        self._on_disk: bytes | None = None  # what the file held when this session last read or wrote it
        self.kept_as: Path | None = None
        #: where the last accepted entry changed :attr:`moves`: its first step, or the step the session had
        #: taken by itself that it replaced (NILE's ``Ben drew Plague`` after a face-down draw)
        self.changed_at = len(self.moves)
        self.notices: list[str] = []  # what the table must hear that is no ruling (a record moved); cleared when said
        self.readback = ReadBack()  # each record saved is first read back to this game (scorer.readback)

    # --- starting and resuming ----------------------------------------------------------------------
    @classmethod
    def start(cls, spec: GameSpec, players: Sequence[str], variants: Sequence[str] = (),
              path: Path | None = None) -> "TableSession":
        """A new game of ``spec`` for ``players``, its record written at once to ``path`` (default: a new
        dated file in ``output/``). Never overwrites: raises :class:`SessionError` when ``path`` exists,
        for a table the game cannot seat, an unknown variant or a file that cannot be written."""
        from scorer.record import name_problem

        for name in players:
            problem = name_problem(name)
            if problem:
                raise SessionError(say("nile-cli.session.players", problem=problem))
        alike = _alike(players)
        if alike:
            raise SessionError(say("nile-cli.session.players", problem=alike))
        try:
            session = cls(spec, players, variants, path or default_record_path(spec.slug),
                          header={"date": datetime.date.today().isoformat()})
        except SetupError as exc:
            raise SessionError(say("nile-cli.setup.in-game", game=spec.slug, problem=exc.args[0])) from None
        session.go_on()
        if session.path.exists() or session.path.is_symlink():
            raise SessionError(say("nile-cli.session.exists", path=str(session.path)))
        for _ in range(100):
            try:
                session.save(overwrite=False)
                return session
            except SessionError:  # a dated name taken since it was chosen (two tables starting at once): the next
                if path is not None or not (session.path.exists() or session.path.is_symlink()):
                    raise
                session.path = default_record_path(spec.slug)
        raise SessionError(say("nile-cli.session.no-free-name", path=str(session.path)))

    @classmethod
    def resume(cls, path: Path) -> "TableSession":
        """Go on with the game recorded at ``path``: any record, written by ``nile play``, by ``simulate``
        or by hand. Raises :class:`SessionError` for a record that cannot be read, a tally of end counts
        (no moves to go on from), or one that breaks a rule (run ``nile check`` on it)."""
        from gamedata.outfile import remove_stale_temporaries
        from gamedata.yamlfile import SourceError, read_yaml
        from scorer.engine import replay
        from scorer.games import game
        from scorer.record import MAX_RECORD_BYTES, record_from_document, said_error

        if Path(path).is_symlink():  # the game goes on in the file the link names; the link stays a link
            path = Path(path).resolve()
        remove_stale_temporaries(Path(path))  # a save cut short by a kill -9 left its temporary file
        try:
            doc = read_yaml(path, max_bytes=MAX_RECORD_BYTES)
            raw = Path(path).read_bytes()
            text = raw.decode("utf-8")
            rec = record_from_document(doc)
        except SourceError as exc:
            raise SessionError(said_error(exc, unchanged=True)) from None
        except (OSError, UnicodeDecodeError) as exc:  # changed since read_yaml
            raise SessionError(say("nile-cli.session.unread-unchanged", error=str(exc))) from None
        if rec.kind != "moves":
            raise SessionError(say("nile-cli.session.tally-only", path=str(path)))
        data = doc.data
        spec = game(rec.game)
        header = dict(rec.header)
        if isinstance(header.get("date"), (datetime.date, datetime.datetime)):
            header["date"] = header["date"].isoformat()
        alike = _alike(list(data["players"]))
        if alike:
            raise SessionError(say("nile-cli.session.alike-unchanged", path=str(path), problem=alike))
        rec.state.trusting = True  # ruled as it was live (see TableSession.new_game)
        try:
            result = replay(rec.state, rec.steps)
        except InvalidMove as exc:
            place = ": ".join(part for part in (exc.where, exc.context) if part)
            raise SessionError(say("nile-cli.source.at-unchanged", place=place, message=exc.message())
                               if place else say("nile-cli.session.unread-unchanged", error=exc.message())) from None
        if not result.legal:
            step, err = result.violations[0].step, result.violations[0].error
            raise SessionError(say("nile-cli.session.breaks-unchanged", where=step.where, context=step.context,
                                   reason=err.reason, rule=err.rule, path=str(path)))
        session = cls(spec, list(data["players"]), rec.variants, Path(path), result.moves,
                      header, result.state)
        if session.keeps_original(text):
            session._original = text
        session._on_disk = raw
        session.go_on()  # in memory: the file is rewritten at the next entry, never by resuming alone
        return session

    def new_game(self) -> GameState[Any]:
        """A new game of this session's table, ruling as a live table does (``trusting``): each player's step on
        what that player's seat may know, a contradiction with another seat's hidden cards taken on trust and
        recorded (:attr:`~scorer.engine.GameState.trusting`), since a refusal would tell that seat's secret.
        ``nile check`` rules the record on everything it tells."""
        state = self.spec.new_game(self.players, self.variants)
        state.trusting = True
        return state

    # --- what the front ends show -------------------------------------------------------------------
    @property
    def over(self) -> bool:
        """True once the game has ended."""
        return self.state.current_player == TERMINAL

    @property
    def step(self) -> int:
        """How many entries the table has made: what ``undo N`` counts back (the steps the session took by
        itself are not entries; a resumed record counts each step the table typed, :attr:`kinds`)."""
        return self.kinds.count(ENTRY)

    @property
    def prompt(self) -> Prompt:
        """What is expected next, in the game's words (a :class:`~scorer.engine.Prompt`)."""
        if self.over:
            return Prompt("The game is over")
        return self.notation.prompt(self.state)

    def entries(self) -> list[Any]:
        """The legal entries here, as :class:`~scorer.engine.Entry` values (text and group)."""
        return [] if self.over else self.notation.entries(self.state)

    def standings(self) -> Ranking:
        """The running score: final when the game is over, standings so far before."""
        return self.state.ranking()

    def board_text(self, width: int = 60) -> str:
        """A compact text view of the game (the board, or hands, piles and scores), folded at ``width``
        characters where it can be (see :meth:`~scorer.engine.GameNotation.board_text`)."""
        return self.notation.board_text(self.state, width)

    def score_text(self, lang: str = "en") -> str:
        """The score table as ``nile score`` prints it (ranks, winners, the tiebreak in words), in ``lang``, after
        the notes it prints first (:meth:`played_on_notes`)."""
        from scorer.report import score_text

        return "".join(f"{note}\n" for note in self.played_on_notes(lang)) + score_text(self.spec.title, self.standings(), lang)

    def played_on_notes(self, lang: str = "en") -> list[str]:
        """What ``nile score`` says first of this game's record (named as the download names it): each step a later
        one showed to be illegal, which the table heard and played on from, scored as played
        (:func:`scorer.report.played_on_notes`: NIL's loop on trust broken by a rack shown [Boucle])."""
        from scorer.report import record_notes

        if not self.state.overruled():
            return []
        return list(record_notes(self.saved().decode("utf-8"), self.path.name, lang))

    def last_step(self) -> tuple[str, str] | None:
        """The table's last entry: what was asked and the entry as the record writes it (its steps joined
        by ``; `` when it held several), or None before the first; the steps the session took by itself
        after it are not entries."""
        spans = self.entry_spans()
        if not spans:
            return None
        first, end = spans[-1]
        state = self._replayed(first)
        return self.notation.prompt(state).text, self._entry_text(state, self.moves[first:end])

    def _entry_text(self, state: GameState[Any], moves: Sequence[Any]) -> str:
        """The steps of one table entry, legal one after the other from ``state`` (unchanged), written as the
        table types them at once: the notation's ``join`` of them, else each written and joined by ``; ``."""
        if len(moves) == 1:
            return self._written(state, moves[0])
        try:
            text, held = self.notation.join(state, moves)
        except (InvalidMove, ValueError):
            held = 0
        if held == len(moves):
            return text
        work, texts = state.clone(), []
        for move in moves:
            texts.append(self._written(work, move))
            work.apply_ruled(move)
        return "; ".join(texts)

    def entry_spans(self) -> list[tuple[int, int]]:
        """Where each table entry is in :attr:`moves`, oldest first: its first step and one past its last
        (the steps the session took by itself after an entry are not in its span).

        An entry of several steps (a whole trick) spans them all; ``undo 1`` takes back the last span and
        the steps after it."""
        spans: list[tuple[int, int]] = []
        for at, kind in enumerate(self.kinds):
            if kind == ENTRY:
                spans.append((at, at + 1))
            elif kind == PART and spans and spans[-1][1] == at:
                spans[-1] = (spans[-1][0], at + 1)
        return spans

    def history(self) -> list[tuple[str, str]]:
        """Every accepted step so far, oldest first: what was asked (the prompt's words) and the entry as
        the record writes it, e.g. ``("Turn 1: Anna draws 2 tiles, hidden", "?")``."""
        state, steps = self.new_game(), []
        for move in self.moves:
            steps.append((self.notation.prompt(state).text, self._written(state, move)))
            state.apply(move)
        return steps

    def _written(self, state: Any, move: Any) -> str:
        """``move`` in the notation; a step the record implies without an entry of its own (NILE's cards
        owed at the end of a resumed turn) in words."""
        try:
            return self.notation.format(state, move)
        except InvalidMove:
            return str(move)

    # --- ruling --------------------------------------------------------------------------------------
    def enter(self, text: str) -> Ruling:
        """Rule one entry typed by the table: one step, or several the table does at once (a whole trick,
        a whole turn: the notation's ``split``), applied all or nothing (an illegal or unreadable part is
        named, and nothing is recorded). Then the steps nobody needs to type (:meth:`go_on`) are taken
        and said as news. A legal entry is recorded and saved before this returns. An entry that means
        nothing here but answers a step the session took by itself since the last entry (NILE: ``Ben
        drew Plague`` after a face-down draw) replaces that step. Raises :class:`SessionError` only when
        the record cannot be written (the entry is then taken back)."""
        text = text.strip()
        if len(text) > MAX_ENTRY_CHARS:
            return Unreadable(text[:40] + "…", say("nile-cli.session.too-long", chars=len(text)),
                              self.prompt.hint)
        if not text and self.prompt.default is not None:
            text = self.prompt.default
        over = Unreadable(text, say("nile-cli.session.over"), "")
        ruled, cut, told = (over if self.over else self._rule(self.state, text)), len(self.moves), None
        if isinstance(ruled, Unreadable) and text:  # (a Plague drawn at the last draw of the game is told too)
            told = self.told_after(text)
            if told is not None:
                ruled, cut = told[1], told[0]
            elif (itself := self.by_itself_as(text, None)) is not None:  # (scorer.itself)
                return Unreadable(text, itself, ruled.expected)
            elif self._repeats_last(text):
                return Unreadable(text, say("nile-cli.session.again", entry=self.typed_at(self.state, text)),
                                  ruled.expected)
        if not isinstance(ruled, Ruled):
            return ruled
        kept = self.state, self.moves, self.kinds
        self.state, self.moves, self.kinds = ruled.state, self.moves[:cut] + ruled.moves, self.kinds[:cut] + ruled.kinds
        try:
            self.save()
        except SessionError:
            self.state, self.moves, self.kinds = kept
            raise
        self.changed_at = cut
        news = ruled.news
        if told is not None and not news:  # a hidden card told after its draw: the fact said, never the card (D1)
            news = [say("nile-cli.session.told-hidden", step=self.notation.prompt(self._after(cut)).text)]
        return Accepted(ruled.entry, news + self.way_back(kept[0]) + self.take_notices(), self.over)

    def told_after(self, text: str) -> tuple[int, Ruled] | None:
        """Where ``text``, which means nothing at the current position, says what a step the session took
        by itself since the last entry showed (NILE: ``Ben drew Plague`` after a face-down draw): that
        step's place in :attr:`moves` and the entry ruled there; None when it answers none of them."""
        for at, state in self._automatic_steps():
            again = self._rule(state, text)
            if isinstance(again, Ruled) and again.moves[0] not in self.moves[at:]:  # says what the session did not
                return at, again
        return None

    def _repeats_last(self, text: str) -> bool:
        """True when ``text`` is the table's last entry typed again (the same step, where it was taken)."""
        spans = self.entry_spans()
        if not spans:
            return False
        first, end = spans[-1]
        again = self._rule(self._replayed(first), text)
        return isinstance(again, Ruled) and again.moves[:end - first] == self.moves[first:end]

    def _rule(self, state: GameState[Any], text: str) -> Ruled | Illegal | Unreadable:
        """``text`` ruled at ``state`` (unchanged): each part read against the position the parts before
        it lead to; between parts, a step the session would take by itself is taken when the part does
        not answer it; after the last, :meth:`go_on`'s steps."""
        try:
            parts = self.notation.split(state, text)
        except InvalidMove as exc:
            return Unreadable(text, exc.message(), self.notation.prompt(state).hint)
        ruled = Ruled(state.clone(), [], [], "", [])
        written: list[str] = []
        for i, part in enumerate(parts):
            found = self._read(ruled.state, part)
            while not isinstance(found, _Read) and i > 0 and self._take_automatic(ruled):
                found = self._read(ruled.state, part)
            if isinstance(found, Illegal):  # (its reason's id and values kept, to say it in the reader's words)
                reason = Said(found.reason, found.id, found.values) if found.id and found.values is not None else found.reason
                return Illegal(text, found.rule, self._part_of(parts, i, reason), found.alternatives, found.id,
                               found.values)
            if isinstance(found, Unreadable):  # (a message said by id keeps it: said in the reader's words)
                return Unreadable(text, self._part_of(parts, i, found.message), found.expected)
            written.append(self._written(ruled.state, found.move))
            self._step(ruled, found.move, PART if i else ENTRY)
        # as the table types it at once; with a step the session took between the parts, each part apart
        ruled.entry = "; ".join(written) if AUTO in ruled.kinds else self._entry_text(state, ruled.moves)
        while self._take_automatic(ruled):
            pass
        return ruled

    def _part_of(self, parts: list[str], i: int, message: str) -> str:
        """``message`` about the part ``i`` of an entry of ``parts``: named by its place where there are several."""
        if len(parts) == 1:
            return message
        return say("nile-cli.session.part", part=i + 1, parts=len(parts), entry=self.typed_at(self.state, parts[i]),
                   message=message)

    def _read(self, state: GameState[Any], part: str) -> "_Read | Illegal | Unreadable":
        """One part of an entry read and checked at ``state`` (unchanged)."""
        if state.current_player == TERMINAL:
            return Unreadable(part, say("nile-cli.session.over-there"), "")
        try:
            move = self.notation.parse(state, part)
            err = state.check(move)  # a name the notation passed on may be unknown to the rules
        except InvalidMove as exc:
            return Unreadable(part, exc.message(), self.notation.prompt(state).hint)
        if err is not None:
            alternatives = [str(a) for a in err.legal] or [e.text for e in self.notation.entries(state)]
            return Illegal.of(part, err, alternatives)
        return _Read(move)

    def _step(self, ruled: Ruled, move: Any, kind: str, said: str = "") -> None:
        """Apply ``move`` (checked) to ``ruled``'s state, keeping it and what the rules worked out."""
        before = ruled.state.clone()
        ruled.state.apply_ruled(move)
        ruled.moves.append(move)
        ruled.kinds.append(kind)
        ruled.news.extend(([said] if said else []) + self.notation.news(before, move, ruled.state))

    def _take_automatic(self, ruled: Ruled) -> bool:
        """Take the step the rules fix at ``ruled``'s position, if there is one (see :meth:`go_on`)."""
        if ruled.state.current_player == TERMINAL or len(ruled.moves) > MAX_AUTOMATIC:
            return False
        auto = self.notation.automatic(ruled.state)
        if auto is None or ruled.state.check(auto.move) is not None:
            return False
        self._step(ruled, auto.move, AUTO, auto.said)
        return True

    def go_on(self) -> list[str]:
        """Take every step nobody needs to type from here (:meth:`~scorer.engine.GameNotation.automatic`:
        a step with one legal entry, a face-down draw of the count the rules fix, a deal the rules make),
        as a new game starts, a record is resumed, and after each entry and undo; return what they said.
        Not saved here: the caller saves (a resumed record is rewritten only at the next entry)."""
        ruled = Ruled(self.state, [], [], "", [])
        while self._take_automatic(ruled):
            pass
        self.moves += ruled.moves
        self.kinds += ruled.kinds
        return ruled.news

    def _automatic_steps(self) -> list[tuple[int, GameState[Any]]]:
        """The steps the session took by itself since the table's last entry, oldest first: where each
        is in :attr:`moves` and the position it was taken at."""
        first = len(self.kinds)
        while first > 0 and self.kinds[first - 1] == AUTO:
            first -= 1
        if first == len(self.kinds):
            return []
        state, found = self._replayed(first), []
        for at in range(first, len(self.moves)):
            found.append((at, state.clone()))
            state.apply_ruled(self.moves[at])
        return found

    def _replayed(self, n: int) -> GameState[Any]:
        """The game after the first ``n`` moves, replayed as ruled from a new game (a copy of its own), or
        from the nearest position kept on the way (:class:`~scorer.positions.Positions`)."""
        kept = self.__dict__.get("_ruled") or self.__dict__.setdefault("_ruled", Positions(ruled=True))
        return kept.after(self.moves, n, self.new_game).clone()  # type: ignore[no-any-return]

    def undo(self, n: int = 1) -> Undone:
        """Take back the table's last ``n`` entries (all there are, if fewer), each with the steps the
        session took by itself after it, and save. The result names the entries, warns for each card the
        table turned up or drew (it goes back where it came from), and says what the rules had worked out
        at those steps (a reshuffle, a harvest, a payout), which is taken back with them. Raises
        :class:`SessionError` when the record cannot be written."""
        spans = self.entry_spans()
        n = max(0, min(n, len(spans)))
        if n == 0:
            return Undone([])
        keep = spans[-n][0]
        ends = dict(spans)
        state = self._replayed(keep)
        cut = state.clone()
        entries: list[str] = []
        warnings: list[str] = []
        told = False
        for at, (move, kind) in enumerate(zip(self.moves[keep:], self.kinds[keep:]), keep):
            asked, before = self.notation.prompt(state).text, state.clone()
            auto = self.notation.automatic(state) if kind == AUTO or at == keep else None
            if at == keep:  # the entry undone told what a step the session took by itself showed: that step stays
                told = kind != AUTO and auto is not None
            text, put = self._written(state, move), TOLD if told and at == keep else self.spec.put_back(state, move)
            auto = auto if kind == AUTO else None
            if at in ends:
                entries.append(self._entry_text(state, self.moves[at:ends[at]]))
            state.apply(move)
            warnings += taken_back(asked, self.typed_at(before, text), put, self.notation.news(before, move, state),
                                    auto.said if auto is not None else None)
        kept = self.state, self.moves, self.kinds
        self.state, self.moves, self.kinds = cut, self.moves[:keep], self.kinds[:keep]
        again = self.go_on()  # a step the table had typed over (a drawn Plague) is taken by itself again
        again = again[1:] if told else again  # (a telling undone: its step, taken again as it was, is not news)
        try:
            self.save()
        except SessionError:
            self.state, self.moves, self.kinds = kept  # nothing undone: the file and the game still agree
            raise
        return Undone(entries, warnings + [say("nile-cli.undo.then-itself", news=said) for said in again] + self.take_notices())

    def undo_own_as(self, seat: int, back: int) -> Undone | None:
        """Take back ``seat``'s own last step, the table's ``back``-th entry from the end, and keep the entries
        after it, none of them a step on its page (:meth:`~scorer.whose.Turns.own_undo`: another seat telling
        its own cards), entered again after it in their order; save. Said as :meth:`undo_as` says it to
        ``seat``. None, nothing changed, when an entry after it no longer fits without it (cards told that
        it drew). Raises :class:`SessionError` as :meth:`undo` does."""
        spans = self.entry_spans()
        keep, later = spans[-back][0], spans[len(spans) - back + 1:]
        texts = [self._entry_text(self._after(first, fresh=False), self.moves[first:end]) for first, end in later]
        ruled = Ruled(self._after(keep), [], [], "", [])
        while self._take_automatic(ruled):  # as after an undo (go_on)
            pass
        state, moves, kinds = ruled.state, self.moves[:keep] + ruled.moves, self.kinds[:keep] + ruled.kinds
        for text in texts:
            again = self._rule(state, text)
            if not isinstance(again, Ruled):
                return None
            state, moves, kinds = again.state, moves + again.moves, kinds + again.kinds
        mine = [self.entry_as(*spans[-back], seat)[1]]
        steps = self._steps_as(seat, keep)[:(later[0][0] if later else len(self.moves)) - keep]
        kept = self.state, self.moves, self.kinds
        self.state, self.moves, self.kinds = state, moves, kinds
        try:
            self.save()
        except SessionError:
            self.state, self.moves, self.kinds = kept
            raise
        return Undone(mine, [w for step in steps for w in taken_back(*step)] + self.take_notices())
