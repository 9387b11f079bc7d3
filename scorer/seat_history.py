"""The table's past as each seat may read it (:class:`~scorer.views.SeatViews`, split out): the steps with what was
asked, their news, the history's lines, the last step a seat saw and the words of an undo, every other seat's hidden
card shown as ``?`` (the game's :class:`~scorer.engine.Secrets`).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from scorer.engine import GameNotation, GameSpec, GameState, Said, Seat, say
from scorer.positions import Memo
from scorer.rulings import AUTO, TOLD, Undone, taken_back


class SeatHistory:
    """The history half of :class:`~scorer.views.SeatViews`: steps, news, history, last step and undo as a seat
    reads them."""

    # provided by TableSession
    spec: GameSpec
    notation: GameNotation[Any, Any]
    state: GameState[Any]
    moves: list[Any]
    players: list[str]
    path: Path
    kinds: list[str]

    if TYPE_CHECKING:  # provided by TableSession, Turns and SeatViews
        def new_game(self) -> Any: ...
        def _after(self, n: int, fresh: bool = True) -> Any: ...
        def seen_in(self, state: Any, seat: Seat) -> Any: ...
        def hidden(self, state: Any, move: Any, seat: Seat) -> Any: ...
        def _own_moves(self, state: Any, seat: int) -> list[Any] | None: ...
        def entry_spans(self) -> list[tuple[int, int]]: ...
        def undo(self, n: int = 1) -> Undone: ...
        def _written(self, state: Any, move: Any) -> str: ...
        def typed_at(self, state: Any, text: str) -> Any: ...
        def told_now(self, state: Any, move: Any, said: str | None, seat: Seat) -> str: ...

    def _steps_as(self, seat: Seat, start: int = 0, everything: bool = False) -> list[tuple[str, str, str | None, list[str], str | None]]:
        """Steps ``start``.. as ``seat`` reads them (``everything``: as the referee knows them): what was
        asked, the entry, what to put back were it undone (:attr:`~scorer.engine.GameSpec.put_back`), the news,
        and the words of a step the session took by itself (None for a step typed)."""
        state, out = self._after(start), []
        for at, (move, kind) in enumerate(zip(self.moves[start:], self.kinds[start:]), start):
            said = None if everything else self.spec.secrets.asked(self.state, state, move, seat)
            asked = said or self.notation.prompt(state).text
            auto = self.notation.automatic(state)
            told = at == start and kind != AUTO and auto is not None  # a telling undone: the step stays (C-f)
            auto = auto if kind == AUTO else None
            seen, shown = (state, move) if everything else (self.seen_in(state, seat), self.hidden(state, move, seat))
            put = TOLD if told else self.spec.put_back(seen, shown)  # (as the seat reads it: no card hidden from it named)
            text = self._written(seen, shown)
            after = state.clone()
            after.apply(move)
            out.append((asked, self.typed_at(seen, text), put, self.notation.news(seen, shown, after if everything else self.seen_in(after, seat)),
                        (auto.said if everything else self.told_now(state, move, auto.said, seat)) if auto else
                        "" if kind == AUTO else None))
            state = after
        return out

    def news_as(self, seat: Seat, start: int, end: int | None = None) -> tuple[str, ...]:
        """What the rules worked out at the steps from ``start`` on (to ``end``, if given), as ``seat`` may
        read it: for a step the session took by itself, its own words first (public: a count, a card shown),
        as the ruling of the entry said them to the seat that sent it."""
        steps = self._steps_as(seat, start)[:None if end is None else end - start]
        return tuple(line for *_, news, said in steps for line in ([said] if said else []) + news)

    def last_news_as(self, seat: Seat, start: int) -> tuple[str, ...] | None:
        """The news of the last entry ``seat`` saw (:meth:`last_step_as`), its steps and those the session took
        by itself after them, when the entries from ``start`` on (the table's latest) changed nothing the
        seat sees (another player's own tells); None when the seat saw the latest entry."""
        span = self.last_span_seen(seat)
        if span is None or span[1] > start:
            return None
        following = [first for first, _ in self.entry_spans() if first > span[0]]
        return self.news_as(seat, span[0], following[0] if following else None)

    def record_hides(self, seat: Seat) -> bool:
        """True when the record tells a card hidden from ``seat`` (a hand, a rack or a card drawn written
        down by another seat, or a card still face down: Land Unter's card of a trick not yet complete):
        then only a host downloads it before the game is over."""
        state = self.new_game()
        for move in self.moves:
            if self.spec.secrets.owners(state, move) - {seat} or self.spec.secrets.sealed(self.state, state, move, seat) != move:
                return True
            state.apply(move)
        return False

    def history_as(self, seat: Seat, start: int = 0) -> list[tuple[str, str]]:
        """Every accepted step from step ``start`` on (default: all), oldest first, as ``seat`` may read it
        (:meth:`history`'s lines, another player's hidden cards as ``?``): ``history_as(seat, k)`` is
        ``history_as(seat)[k:]``, without replaying the lines before ``k``."""
        return [(asked, text) for asked, text, _, _, _ in self._steps_as(seat, start)]

    def entry_as(self, first: int, end: int, seat: Seat) -> tuple[str, str]:
        """The table entry of steps ``first``..``end`` as ``seat`` may read it: what was asked, and its steps
        written on the seat's copy as the table types them at once (see :meth:`_typed_as`)."""
        state = self._after(first)
        return self._asked_as(state, self.moves[first:end], seat), self._typed_as(state, self.moves[first:end], seat)

    def _asked_as(self, state: Any, moves: list[Any], seat: Seat) -> str:
        """What the step of ``moves`` (one entry, taken at ``state``) asked, as ``seat`` reads it: the table's
        prompt, unless the entry was another player's own step taken meanwhile (Land Unter's card of a trick,
        revealed together while the table is asked about the player to lead): that player's own question,
        on their page as it was put to them, elsewhere in the third person ("Ben's weather card"). A said line keeps
        its id and values (said in the reader's language); the third person's, ``nile-cli.asked.own-step``."""
        said = {self.spec.secrets.asked(self.state, state, move, seat) for move in moves}
        if len(said) == 1 and (only := said.pop()) is not None:  # a step the question does not say (a hand written down)
            return only
        asked = self.notation.prompt(state)
        if asked.seat is None or state.is_over:
            return asked.text
        for owner, name in enumerate(self.players):
            if owner == asked.seat or not self._taken_beside(state, moves, owner, seat):
                continue
            step = self.spec.secrets.own_step(self.seen_in(state, owner), owner)
            text = "" if step is None else step.prompt.text
            theirs = say("nile-cli.asked.own-step", position=state.position(), name=name)  # (English: as the prompt)
            return text if owner == seat else Said(text.replace(f"{name}, your ", f"{name}'s ", 1) if f"{name}, your " in text else theirs, theirs.id, theirs.values)
        return asked.text

    def _taken_beside(self, state: Any, moves: list[Any], owner: int, seat: Seat) -> bool:
        """Whether ``moves`` are ``owner``'s own step at ``state`` taken beside the table's, as ``seat`` can
        tell: on the owner's page, its own entries there; everywhere, steps the game says are the owner's
        (``actor``, which is public: on the owner's page too, a card its hand as written did not hold, revcards
        defect 10), never what the owner's hidden entries were."""
        own = self._own_moves(state, owner) if owner == seat else None
        if own and all(move in own for move in moves):
            return True
        return bool(moves) and self.spec.secrets.own_step(self.seen_in(state, owner), owner) is not None \
            and all(self.spec.secrets.actor(state, move) == owner for move in moves)

    def _typed_as(self, state: Any, moves: list[Any], seat: Seat) -> str:
        """``moves`` (one table entry, legal one after the other from ``state``, unchanged) as ``seat``
        reads them: each hidden as the seat may see it, then written on the seat's copy as the notation
        joins a whole trick or turn (else each written and joined by ``; ``)."""
        seen, hidden, work = self.seen_in(state, seat), [], state.clone()
        for move in moves:
            hidden.append(self.hidden(work, move, seat))
            work.apply(move)
        try:
            return self._entry_text(seen, hidden)  # type: ignore[attr-defined, no-any-return]
        except ValueError:  # a hidden step the seat's copy cannot take in turn: each written apart
            work, texts = state.clone(), []
            for move, shown in zip(moves, hidden):
                texts.append(self._written(self.seen_in(work, seat), shown))
                work.apply(move)
            return "; ".join(texts)

    def last_where(self) -> str:
        """Where the game stood at the table's last entry (its position, a :class:`~scorer.engine.said.Said` a page
        says in its reader's language, cut to its :func:`stage`: "Manche 1, pli 4"), "" before the first."""
        spans = self.entry_spans()
        return self._after(spans[-1][0], fresh=False).position() if spans else ""

    def last_step_as(self, seat: Seat) -> tuple[str, str] | None:
        """The table's last entry that ``seat`` saw (see :meth:`last_step`), as it may read it, or None before
        the first: an entry that changed nothing the seat can see (another player telling their own hidden
        cards or tiles: "Cleo holds ?") is not a step at its table, so the one before it stays the last."""
        span = self.last_span_seen(seat)
        return None if span is None else self.entry_as(span[0], span[1], seat)

    def last_span_seen(self, seat: Seat) -> tuple[int, int] | None:
        """The steps (first, end) of the last entry ``seat`` saw change the game (:meth:`last_step_as`)."""
        spans = self.entry_spans()
        for first, end in reversed(spans):
            if not self._unseen_by(first, end, seat):
                return first, end
        return None

    def _unseen_by(self, first: int, end: int, seat: Seat) -> bool:
        """True when the steps ``first``..``end``, with those taken by itself after them (s38: a rack tapped ruled
        blocked), changed nothing ``seat``'s copy of the game shows (board, question) and told none of the seat's
        own hidden things: another player telling their own cards or tiles. Kept while the steps up to ``end``
        stay the same (:class:`~scorer.positions.Memo`: a page looks back over the same spans at every step)."""
        end = next((i for i in range(end, len(self.kinds)) if self.kinds[i] != AUTO), len(self.kinds))
        def unseen(key: tuple[Any, ...]) -> bool:
            before = self._after(first)
            if seat is not None and any(seat in self.spec.secrets.owners(before, move) for move in self.moves[first:end]):
                return False  # the seat's own tell
            return self._face(first, seat) == self._face(end, seat)
        return bool((self.__dict__.get("_unseen") or self.__dict__.setdefault("_unseen", Memo())).get(
            self.moves, (first, end, seat), unseen))

    def _face(self, n: int, seat: Seat) -> tuple[str, str]:
        """The board text and the question of ``seat``'s copy of the game after its first ``n`` moves (what
        :meth:`_unseen_by` compares), kept while those moves stay the same: a span's end is the next one's start."""
        def face(key: tuple[Any, ...]) -> tuple[str, str]:
            seen = self.seen_in(self._after(n), seat)
            return self.notation.board_text(seen), str(self.notation.prompt(seen).text)
        return (self.__dict__.get("_faces") or self.__dict__.setdefault("_faces", Memo())).get(  # type: ignore[no-any-return]
            self.moves, (seat, n), face)

    def undo_as(self, n: int, seat: Seat) -> Undone:
        """:meth:`undo` as ``seat`` reads it: the entries taken back and the warnings, another player's hidden
        cards as ``?``. Raises :class:`SessionError` as :meth:`undo` does."""

        spans = self.entry_spans()
        n = max(0, min(n, len(spans)))
        if n == 0:
            return self.undo(0)
        keep = spans[-n][0]
        entries = [self.entry_as(first, end, seat)[1] for first, end in spans[-n:]]
        steps = self._steps_as(seat, keep)
        said = sum(len(taken_back(*step)) for step in self._steps_as(seat, keep, everything=True))
        undone = self.undo(n)
        warnings = [w for step in steps for w in taken_back(*step)]
        return Undone(entries, warnings + undone.warnings[said:]) if undone.entries else undone

    def put_back_as(self, seat: Seat, start: int) -> list[str]:
        """What the table puts back where the steps from ``start`` on are undone, as ``seat`` reads it (no hidden
        card named), last step first, the order hands undo them in: each step that drew or showed tiles or cards
        (:attr:`~scorer.engine.GameSpec.put_back`: NIL's tiles drawn back in the bag, a blocked rack shown taken
        out of it again), said as the undoing page says it (:func:`~scorer.rulings.taken_back`) but without the
        news. Every page hears it, not only the one that undid (nilrev3 defect 2: a player blocked by a stop taken
        back was not told to put the new tiles back and take the old rack out of the bag)."""
        steps: list[tuple[str, str, str | None, list[str], str | None]] = [
            (asked, text, put, [], said) for asked, text, put, _, said in self._steps_as(seat, start) if put]
        return [line for step in reversed(steps) for line in taken_back(*step)]
