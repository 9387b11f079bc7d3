"""The table session as each seat sees it (the architecture's "Views", boardgame.io's ``playerView``): a
mixin of :class:`~scorer.session.TableSession` that every front end reads through.

A view is a seat index (that player's phone: what the table sees, and that player's hidden things) or
None (the table: what everyone sees: ``nile play``'s screen, the table's read-only page, the host's
phone). What is hidden is decided by one function per game, its :class:`~scorer.engine.Secrets`
(``scorer/games/<game>/seats.py``), here applied to everything a front end shows:

* the board text, the picture, the prompt with its hint's examples and default, and the entries listed
  are made from ``seen_by(state, seat)``, a copy of the game in which every card hidden from the seat is
  unseen; an entry that tells another seat's hidden card (``owners``) is never listed; the table's and the
  host's page list none of a step where the referee may refuse what their copy allows (``unlisted``);
* a ruling is said in the words of the seat that sent the entry: an illegal entry's reason and
  alternatives are those the engine gives on the seat's copy of the game; where the entry breaks a rule
  only hidden cards show, the reason says so without naming them (the player's own page says why);
* the news, the last step and the history read every move as ``hide(state, move, seat)`` on the seat's
  copy: another player's card drawn is ``?``;
* an entry that tells a seat's hidden cards is entered by that seat or a host only (:class:`Forbidden`).

Every entry is still ruled against the whole game the referee knows: a view changes what is said, never
what is legal.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from scorer.engine import Entry, GameNotation, GameSpec, GameState, InvalidMove, LastStep, Prompt, Said, Seat, say, words
from scorer.positions import Positions
from scorer.seat_history import SeatHistory
from scorer.rulings import AUTO, Accepted, Forbidden, Illegal, Ruled, Ruling, SeatView, Undone, Unreadable


#: the rule named where an entry breaks a rule only hidden cards show (which rule would tell them)
HIDDEN_RULE = say("nile-cli.hidden.rule")


def stage(position: str) -> str:
    """The step of the game a position is in, coarsely: its words up to the first colon (Land Unter's round
    and trick, NIL's and NILE's turn, Ufern's round), which stay the same while the players act in it.

    >>> stage("round 1, trick 4: Ben to play"), stage("the game is over")
    ('round 1, trick 4', 'the game is over')
    """
    return position.split(":", 1)[0].strip()


class SeatViews(SeatHistory):
    """The seat-filtered views of a :class:`~scorer.session.TableSession` (see the module docstring)."""

    # provided by TableSession
    spec: GameSpec
    notation: GameNotation[Any, Any]
    state: GameState[Any]
    moves: list[Any]
    players: list[str]
    variants: list[str]
    path: Path

    kinds: list[str]
    changed_at: int

    if TYPE_CHECKING:  # provided by TableSession and Turns
        def new_game(self) -> Any: ...
        def turn_problem(self, text: str, seat: Seat) -> str | None: ...
        def own_problem(self, text: str, seat: Seat = None) -> str | None: ...
        def _own_moves(self, state: Any, seat: int) -> list[Any] | None: ...
        def entry_spans(self) -> list[tuple[int, int]]: ...
        def enter(self, text: str) -> Ruling: ...
        def undo(self, n: int = 1) -> Undone: ...
        def _rule(self, state: GameState[Any], text: str) -> Ruled | Illegal | Unreadable: ...
        def _written(self, state: Any, move: Any) -> str: ...
        def typed_at(self, state: Any, text: str) -> Any: ...
        def told_now(self, state: Any, move: Any, said: str | None, seat: Seat) -> str: ...
        def _repeats_last(self, text: str) -> bool: ...
        def by_itself_as(self, text: str, seat: Seat) -> Said | None: ...
        def repeated_by_itself(self, text: str) -> Said | None: ...
        def _drawing_of(self, state: GameState[Any], marked: LastStep | None, caption: str,
                        target: Path, private: bool = False, lang: str = "en") -> Callable[[], Path]: ...
        def caption(self, last: tuple[str, str] | None, lang: str = "en") -> str: ...
        def keyboard_seen(self) -> Any: ...
        def typed_together(self, ruling: Illegal, move: Any) -> bool: ...
        def unsaid(self, ruling: Illegal, move: Any, listed: list[str], keyboard: bool, seat: Seat = None) -> Illegal: ...

    @property
    def _seat_games(self) -> dict[Seat, tuple[list[Any], Any]]:
        """Per seat, the moves replayed so far and the game they made as the seat read them (:meth:`seen`)."""
        return self.__dict__.setdefault("_seat_games_kept", {})  # type: ignore[no-any-return]

    def _after(self, n: int, fresh: bool = True) -> Any:
        """The game after its first ``n`` moves, replayed from the nearest of the last positions asked on the
        way (:class:`~scorer.positions.Positions`: a page asks the same few positions again and again): a copy
        of its own when ``fresh``, else the kept one, which the caller must not change."""
        kept = self.__dict__.get("_positions") or self.__dict__.setdefault("_positions", Positions())
        state = kept.after(self.moves, n, self.new_game)
        return state.clone() if fresh else state

    def seen(self, seat: Seat) -> Any:
        """The game as ``seat`` knows it (None: the table): a copy, every card hidden from it unseen.

        Where the game's :class:`~scorer.engine.Secrets` say ``replayed``, made by replaying every step as
        the seat read it (another seat's card drawn as ``?``), then hiding what the seat still cannot see: so what the rules let the seat work out is exactly what a game
        told only those steps works out (NILE: which deck a card nobody showed came from). Kept per seat
        and brought up to date step by step; a replay that the hidden steps do not allow (never in a
        legal game) falls back to hiding the referee's game."""
        if not self.spec.secrets.replayed:
            return self.spec.secrets.seen_by(self.state, seat)
        cache = self._seat_games.setdefault(seat, ([], None))
        done, game = cache
        if game is None or self.moves[:len(done)] != done:
            done, game = [], self.new_game()
        try:
            real = self._after(len(done))
            for move in self.moves[len(done):]:
                game.apply(self.spec.secrets.hide(real, move, seat))  # replayed: as each step was read then
                real.apply(move)
        except ValueError:
            self._seat_games.pop(seat, None)
            return self.spec.secrets.seen_by(self.state, seat)
        self._seat_games[seat] = (list(self.moves), game)
        return self.spec.secrets.seen_by(game, seat)

    def _listed(self, seen: Any, seat: Seat) -> list[Entry]:
        """The entries listed to ``seat`` on its copy ``seen``: none that tells another seat's hidden card.
        At a player's step the copy lists only moves its own cards allow (another seat's hand, rack or
        storage is unseen there); at a chance step (a card drawn, a deal) each entry is read and one that
        tells another seat's hidden card is left out."""
        from scorer.engine import CHANCE

        if self.state.is_over:
            return []
        asked = self.notation.prompt(seen).seat
        if seat is not None and asked is not None and asked != seat:
            return []  # another player's step: entered on that player's page (:meth:`~scorer.whose.Turns.turn_problem`)
        entries = self.notation.entries(seen)
        if seen.current_player != CHANCE:
            # the table's and the host's page list nothing where the referee may refuse what the table's copy
            # allows (``unlisted``), as leaving out only those would tell which (issue 22)
            return [] if seat is None and self.spec.secrets.unlisted(seen) else entries
        out = []
        for entry in entries:
            try:
                move = self.notation.parse(seen, entry.text)
            except InvalidMove:
                continue
            if not self.spec.secrets.owners(seen, move) - {seat}:
                out.append(entry)
        return out

    def _from_hand(self, seen: Any, text: str, seat: Seat) -> bool:
        """True when the entry ``text`` plays a card of ``seat``'s hidden hand (the seat owns its secret), so a
        tap on that card in the hand may enter it; not a card of the same name that comes from elsewhere
        (NILE: the flood card turned up from the deck is written as the crop, like a card in hand)."""
        try:
            move = self.notation.parse(seen, text)
        except InvalidMove:
            return False
        return seat in self.spec.secrets.owners(seen, move)

    def view(self, seat: Seat = None, width: int = 60, lang: str = "en") -> SeatView:
        """The game as ``seat`` sees it (None: the table), its text view folded at ``width`` characters in ``lang``."""
        seen = self.seen(seat)
        over = self.state.is_over
        own = None if seat is None or over else self.spec.secrets.own_step(seen, seat)
        entries = (own.entries if own else self._listed(seen, seat)) + self._told_entries(seat)
        hand = [] if seat is None else self.spec.secrets.hand(self.state, seat)
        texts = {entry.text for entry in entries}
        taps = own.taps if own else {item: item for _, items in hand for item in items
                                     if item in texts and self._from_hand(seen, item, seat)}
        return SeatView(seat=seat, prompt=self._prompt_as(seen, seat, own), entries=entries, taps=taps,
                        board=self.notation.board_text(seen, width, lang), standings=self.standings_as(seat),
                        last=self.last_step_as(seat), hand=hand, position=self.state.position(), over=over,
                        pick=own.pick if own else None if seat is not None or over else self.spec.secrets.table_pick(seen),
                        more=own.more if own else (), first=own.first if own else ())

    def _prompt_as(self, seen: Any, seat: Seat, own: Any) -> Prompt:
        """What ``seat``'s page asks on ``seen`` (its own step ``own``, else the table's question), typable there."""
        prompt = Prompt("The game is over") if self.state.is_over else own.prompt if own else self.notation.prompt(seen)
        if prompt.default is not None and not self._readable_default(seen, prompt.default, seat):
            prompt = Prompt(prompt.text, prompt.seat, prompt.hint, None)
        if seat is not None and own is None and prompt.seat is not None and prompt.seat != seat:
            prompt = Prompt(prompt.text, prompt.seat)  # another player's step: nothing to type here
        return prompt

    #: the group of the entries that tell what a step the session took by itself showed (:meth:`_told_entries`)
    TOLD_GROUP = say("nile-cli.told-group")  # (said in the page's language: nilerev defect 6, session 38)

    def _told_entries(self, seat: Seat) -> list[Entry]:
        """What ``seat``'s page (None: the host's) may still tell of a step the session took by itself since
        the table's last entry, where that step is the seat's (:attr:`~scorer.engine.Automatic.seat`): each
        entry the game's ``told`` words for a card that step could have shown (NILE: ``Anna drew Plague``
        after Anna's face-down draw, a card to tap instead of words to type; fe-table5 problem 6), offered
        while it still replaces that step (as :meth:`~scorer.session.TableSession.told_after` rules it)."""
        from scorer.engine.spec import nothing_told

        kinds = self.kinds
        spans = self.entry_spans()
        if self.spec.told is nothing_told or not spans or kinds[-1] != AUTO:
            return []
        first = spans[-1][0]
        typed = max((i for i in range(first, len(kinds)) if kinds[i] != AUTO), default=first - 1)
        state, out = self._after(first), list[Entry]()  # (the position the last entry starts from: kept)
        for at in range(first, len(self.moves)):
            auto = self.notation.automatic(state) if at > typed else None
            if auto is not None and auto.seat is not None and seat in (None, auto.seat):
                for entry in self.notation.entries(state):
                    try:
                        said = self.spec.told(state, self.notation.parse(state, entry.text))
                    except InvalidMove:
                        continue
                    if not said or any(e.text == said for e in out):
                        continue
                    again = self._rule(state, said)
                    if isinstance(again, Ruled) and again.moves[0] != self.moves[at]:
                        out.append(Entry(said, self.TOLD_GROUP))
            state.apply_ruled(self.moves[at])
        return out

    def _readable_default(self, seen: Any, text: str, seat: Seat) -> bool:
        """True when the default entry ``text`` tells nothing hidden from ``seat``."""
        try:
            return not self.spec.secrets.owners(seen, self.notation.parse(seen, text)) - {seat}
        except InvalidMove:
            return False

    def standings_as(self, seat: Seat) -> Any:
        """The standings ``seat`` may see (a :class:`~scorer.engine.Ranking`), or None where the score would
        tell hidden cards (NILE's storages, before the end)."""
        return self.spec.secrets.ranking(self.state, seat)

    def owners_of(self, text: str) -> frozenset[int]:
        """The seats whose hidden cards the entry ``text`` tells here, in any of the steps it holds (a whole
        trick or turn typed at once), legal or not (a hand refused still tells its cards), empty for public
        steps or an entry that cannot be read."""
        if self.state.is_over:
            return frozenset()
        ruled = self._rule(self.state, text.strip())
        if not isinstance(ruled, Ruled):
            try:  # refused: the one step it reads as, unapplied
                return self.spec.secrets.owners(self.state, self.notation.parse(self.state, text.strip()))
            except InvalidMove:
                return frozenset()
        state, owners = self.state.clone(), frozenset[int]()
        for move in ruled.moves:
            owners |= self.spec.secrets.owners(state, move)
            state.apply(move)
        return owners

    def kept_from_table(self, text: str) -> frozenset[int]:
        """The seats whose hidden cards the entry ``text`` tells here (:meth:`owners_of`) in a step the table's screen
        reads otherwise (:attr:`~scorer.engine.Secrets.hide`: a hand written down, a card drawn): what a shared
        screen must not echo. A step only its owner may enter that shows nothing hidden (NILE's trade from storage:
        its discards lie face up) is not kept from it (nilerev3 defect 4: ``nile play`` hid it, its history and
        every page showed it). A refused entry keeps :meth:`owners_of`'s: the cards it tried may tell the hidden ones."""
        ruled = None if self.state.is_over else self._rule(self.state, text.strip())
        if not isinstance(ruled, Ruled):  # refused: what it tried may tell what the storage holds, or a hand mistyped
            return self.owners_of(text) or self.spec.secrets.unread(self.state, text.strip())
        state, kept = self.state.clone(), frozenset[int]()
        for move in ruled.moves:
            if self.spec.secrets.hide(state, move, None) != move:
                kept |= self.spec.secrets.owners(state, move)
            state.apply(move)
        return kept

    def as_meant(self, text: str, seat: Seat) -> str:
        """``text`` typed on ``seat``'s page as the seat means it (:attr:`~scorer.engine.Secrets.own_text`);
        as typed on the table's or the host's page, or once the game is over."""
        if seat is None or self.state.is_over:
            return text
        return self.spec.secrets.own_text(self.seen(seat), seat, text)

    def guarded_by(self, text: str) -> frozenset[int]:
        """The seats whose hidden cards decide the ruling of the entry ``text`` here, legal or not (each of
        its steps read in turn, up to the first that is illegal): see :attr:`~scorer.engine.Secrets.guarded`."""
        if self.state.is_over:
            return frozenset()
        state, found = self.state.clone(), frozenset[int]()
        try:
            parts = self.notation.split(state, text.strip())
        except InvalidMove:
            return found
        for part in parts:
            try:
                move = self.notation.parse(state, part)
            except InvalidMove:
                break
            found |= self.spec.secrets.guarded(state, move)
            try:
                if state.check(move) is not None:
                    break
            except InvalidMove:  # a move no position could take (the ruling says why)
                break
            state.apply(move)
        return found

    def enter_as(self, text: str, seat: Seat, host: bool = False, keyboard: bool = False) -> Ruling:
        """Rule ``text`` sent from ``seat``'s page (None: the table's), as :meth:`enter` does, and say the
        ruling in that seat's words (see the module docstring). Unless ``host`` (a phone that may enter
        anything), an entry telling another seat's hidden cards is refused as :class:`Forbidden` and nothing
        is recorded. On a seat's page (not a host's) ``text`` is first read as the seat means it (the game's
        ``own_text``: Land Unter's bare ``20`` is the seat's own card). Raises :class:`SessionError` as :meth:`enter` does.
        ``keyboard``: the one keyboard every step is typed at (``nile play``): a step of the trick in progress it
        typed is not hidden from it (:meth:`_illegal_as`); a shared host's page enters no seat's claim (:meth:`own_problem`)."""
        text = text if host else self.as_meant(text, seat)
        problem = (None if keyboard else self.own_problem(text, seat)) if host else self.entry_problem(text, seat)
        if problem is not None:
            return Forbidden(text.strip(), problem)
        if keyboard and (again := self.repeated_by_itself(text)) is not None:  # (scorer.itself)
            return Unreadable(text.strip(), again, self.notation.prompt(self.state).hint)
        ruling = self.enter(text)
        if isinstance(ruling, Accepted):
            # from where the game changed: the entry may replace a step the session had taken by itself (a
            # card told after a face-down draw, NILE's Plague)
            done = self.changed_at
            return self._accepted_as(ruling, self._after(done), done, seat)
        if isinstance(ruling, Illegal):
            return self._illegal_as(ruling, seat, host and keyboard)
        if isinstance(ruling, Unreadable):
            return self._unreadable_as(ruling, seat)
        return ruling

    def entry_problem(self, text: str, seat: Seat) -> str | None:
        """Why ``seat``'s page (not a host's; None: the table's) may not enter ``text`` (as the seat means it,
        :meth:`as_meant`) now, or None: it tells what only other seats may see (``owners``), its ruling
        depends on what only they may see (``guarded``), or it is another player's step
        (:meth:`~scorer.whose.Turns.turn_problem`, asked last: the first two answer alike whether or not
        the entry is legal)."""
        owners = self.owners_of(text)
        if owners - {seat}:
            return say("nile-cli.session.tells-hidden", entry=text.strip(), names=[self.players[p] for p in sorted(owners)])
        guarded = self.guarded_by(text) - {seat}
        if guarded:
            return say("nile-cli.session.guarded", entry=text.strip(), names=[self.players[p] for p in sorted(guarded)])
        return self.turn_problem(text, seat)

    def _accepted_as(self, ruling: Accepted, before: Any, done: int, seat: Seat) -> Accepted:
        """An accepted entry's ruling as ``seat`` reads it: the entry (its steps joined as typed) and the news
        of every step it took, those the session took by itself too (from ``before``, the game at ``done``
        steps), read on the seat's copies; notices kept."""

        news, said = [], []
        kinds = self.kinds[done:]
        typed = [m for m, kind in zip(self.moves[done:], kinds) if kind != AUTO]
        between = AUTO in kinds[:max((i for i, kind in enumerate(kinds) if kind != AUTO), default=0)]
        parts: list[str] = []  # each typed step as the seat reads it, where steps were taken between them
        state = before
        for move, kind in zip(self.moves[done:], kinds):
            if between and kind != AUTO:
                parts.append(self._written(self.seen_in(state, seat), self.hidden(state, move, seat)))
            auto = self.notation.automatic(state) if kind == AUTO else None
            told = [auto.said] if auto is not None and auto.said else []  # public words: a count, a card shown
            after = state.clone()
            after.apply(move)
            shown = self.hidden(state, move, seat)
            news += [w for w in told if self.told_now(state, move, w, seat)] + self.notation.news(self.seen_in(state, seat), shown, self.seen_in(after, seat))
            said += told + self.notation.news(state, move, after)
            state = after
        notices = ruling.news[len(said):]
        entry = "; ".join(parts) if between else self._typed_as(before, typed, seat) if typed else ruling.entry
        return Accepted(entry, news + notices, ruling.over)

    def hidden(self, state: Any, move: Any, seat: Seat) -> Any:
        """``move`` (entered at ``state``) as ``seat`` may read it now: every card hidden from the seat unseen
        (:attr:`~scorer.engine.Secrets.hide`), and what stays hidden only for a while still hidden while the
        game stands where it does (:attr:`~scorer.engine.Secrets.sealed`: Land Unter's card of a trick)."""
        return self.spec.secrets.sealed(self.state, state, self.spec.secrets.hide(state, move, seat), seat)

    def seen_in(self, state: Any, seat: Seat) -> Any:
        """``state`` (any position of this game) as ``seat`` knows it."""
        return self.spec.secrets.seen_by(state, seat)

    def _illegal_as(self, ruling: Illegal, seat: Seat, keyboard: bool = False) -> Illegal:
        """An illegal entry's ruling as ``seat`` may read it (the game is unchanged: the entry was refused):
        the entry ruled again on the seat's copy of the game (every part of an entry of several steps), so
        the rule and reason use only what the seat knows (an entry telling another seat's hidden cards too,
        where the copy refuses it by the same rule: NIL's 'Anna holds bend' mid-turn); else, where only cards
        hidden from the seat break it, that is said without naming them. At the ``keyboard`` every step is
        typed at (``nile play``), the entry is ruled again on the copy that keyboard knows (:meth:`keyboard_seen`:
        the trick typed there is no secret to it), so a public reason comes first: ``Cleo 16`` after ``Ben 16``
        typed there says 16 is played, by Ben (face down only for the seats' pages), even where Cleo's hand as
        written lacks 16; a step players take at once (``actor``: Land Unter's card) whose ruling no seat's
        secret decides (not :meth:`guarded_by`) reads the referee's own reason; and a refusal said without its
        reason names whose ``hand NAME`` says it (:mod:`scorer.refusals`)."""
        seen = self.seen(seat)
        listed = [e.text for e in self._listed(seen, seat)]
        try:
            move = self.notation.parse(self.state, ruling.entry)
        except InvalidMove:  # an entry of several steps: its parts are read in turn below
            move = None
        tells = move is not None and bool(self.spec.secrets.owners(self.state, move) - {seat})
        again = self._rule(self.keyboard_seen() if keyboard and seat is None else seen, ruling.entry)
        alike = isinstance(again, Illegal) and again.id is not None and (again.id, again.values) == (ruling.id, ruling.values)
        if isinstance(again, Illegal) and (not tells or alike):  # telling another's secret: said where ruled alike
            shown = [a for a in again.alternatives if a in set(listed)] or listed
            return Illegal(ruling.entry, again.rule, again.reason, shown, again.id, again.values)
        if keyboard and not tells and self.typed_together(ruling, move):
            return ruling
        return self.unsaid(ruling, move, listed, keyboard and seat is None, seat)

    def _unreadable_as(self, ruling: Unreadable, seat: Seat) -> Unreadable | Illegal:
        """An unreadable entry's ruling, its message and the expected form worked out on ``seat``'s copy."""

        seen = self.seen(seat)  # a seat's own step (Land Unter's card beside the player asked): its own hint
        own = None if seat is None or self.state.is_over else self.spec.secrets.own_step(seen, seat)
        hint = (own.prompt if own else self.notation.prompt(seen)).hint if not self.state.is_over else ""
        if self.state.is_over or not ruling.entry:
            return Unreadable(ruling.entry, ruling.message, hint)
        itself = self.by_itself_as(ruling.entry, seat)  # a step taken by itself (scorer.itself), or "already
        if itself is not None or (self._repeats_last(ruling.entry) and not self._last_hidden_from(seat)):  # recorded"
            return Unreadable(ruling.entry, itself or ruling.message, hint)  # : tells nothing hidden
        try:  # one step read whole; an entry of several steps: the part that failed, named (below)
            if len(self.notation.split(seen, ruling.entry)) == 1:
                self.notation.parse(seen, ruling.entry)
        except InvalidMove as exc:
            return Unreadable(ruling.entry, str(exc), hint)
        again = self._rule(seen, ruling.entry)  # read whole on the seat's copy ("'W9.1' is not a field")
        return Unreadable(ruling.entry, again.message if isinstance(again, Unreadable) else
                          say("nile-cli.session.not-here"), hint)

    def _last_hidden_from(self, seat: Seat) -> bool:
        """True when the table's last entry tells a card hidden from ``seat`` (another seat's card drawn)."""
        first, end = self.entry_spans()[-1]
        state, hidden = self._after(first), False
        for move in self.moves[first:end]:
            hidden |= bool(self.spec.secrets.owners(state, move) - {seat})
            state.apply(move)
        return hidden

    def drawing_as(self, seat: Seat, path: Path | None = None, lang: str = "en") -> Callable[[], Path] | None:
        """:meth:`drawing` as ``seat`` sees the game, its words in ``lang`` (default file: the record's name with
        ``.svg`` for the table, ``.seat-N.svg`` for seat ``N - 1``, which holds that seat's secrets: mode 0600 at
        most, so only the server's user reads it; ``/board.svg`` serves it to the seat's link), or None for a game
        without a picture."""
        if self.spec.picture is None:
            return None
        caption = self.caption(self.last_step_as(seat), lang)
        marked, span = None, self.last_span_seen(seat)
        if span:  # the last step the table typed is ringed, not one the session took by itself
            state = self._after(span[1] - 1, fresh=False)
            marked = LastStep(self.hidden(state, self.moves[span[1] - 1], seat))
        target = path or self.path.with_suffix(".svg" if seat is None else f".seat-{seat + 1}.svg")
        return self._drawing_of(self.seen(seat), marked, caption, target,
                                private=seat is not None, lang=lang)

    def hand_text(self, seat: int, lang: str = "en") -> list[str]:
        """``seat``'s hidden things in lines (``"hand: 12 17 41"``), for ``nile play``'s ``hand NAME``, in ``lang``."""
        return [words("nile-cli.hand.line", {"group": g, "items": list(items)}, lang) for g, items in self.spec.secrets.hand(self.state, seat)]
