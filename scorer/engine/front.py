"""The typed game API: what a front end (the CLI, ``nile play``, ``nile serve``) knows of a game's moves:
its notation (:class:`GameNotation`), an entry, the prompt, a step taken by itself, the last step, turns."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Generic, Protocol, Sequence, TypeVar

from scorer.engine.replaying import Step

@dataclass(frozen=True)
class Entry:
    """One entry the table may type at this step, written in the game's notation (``text``), with the
    ``group`` it is listed under when there are many (NIL: the tile kind; Ufern: the plant)."""

    text: str
    group: str = ""


@dataclass(frozen=True)
class Prompt:
    """What the game waits for, in the game's words.

    ``text``: the step and who acts, e.g. ``"Round 2, trick 5: Ben plays a weather card"``;
    ``seat``: the seat that acts, or None when the table reports chance (a card turned up, a deal);
    ``hint``: how to write the entry, with an example (``"two water-level cards, e.g. 4 11"``);
    ``default``: the entry to take when the table just presses Enter, where the rules give one, else None.
    """

    text: str
    seat: int | None = None
    hint: str = ""
    default: str | None = None


#: a game's state type (read by its notation, never returned: contravariant) and its move type
S = TypeVar("S", contravariant=True)
M = TypeVar("M")


class GameNotation(Protocol[S, M]):
    """One game's notation over its state ``S`` and moves ``M`` (Land Unter's: ``GameNotation[LandUnter,
    Move]``), read and written by one module (the game's ``notation``), used by its records, ``nile play``
    and ``nile serve`` alike. Modelled on python-chess's ``parse_san``/``san``.

    Every text is one entry as the table types it; a chance step (a card turned up, a deal, a draw) is
    entered as the table saw it, and what nobody saw is never asked (a face-down draw is ``?``).
    """

    def parse(self, state: S, text: str, lang: str = "en") -> M:
        """The move ``text`` means in ``state`` (current player or chance), typed by a reader of ``lang``: the
        record's words (English) and that language's (:meth:`read`). Raises :class:`InvalidMove` when it means
        nothing here and :class:`AmbiguousMove` when it could mean several moves."""
        ...

    def said(self, state: S, text: str, lang: str) -> str:
        """The entry ``text`` (in the record's words, English, as :meth:`format` and :meth:`entries` write it)
        as a reader of ``lang`` types it (``grow flax W4.2``, French ``pousser lin W4.2``): ``parse(state,
        said(state, text, lang), lang)`` means what ``parse(state, text)`` does. ``text`` itself for ``en``.
        ``state`` is any position of the game (the words do not change with it; its players' names stay)."""
        ...

    def read(self, state: S, text: str, lang: str) -> str:
        """``text`` as typed by a reader of ``lang``, with that language's words written in the record's
        (English); the inverse of :meth:`said`."""
        ...

    def format(self, state: S, move: M) -> str:
        """``move`` (legal in ``state``) written as the table types it: ``parse(state, format(state,
        move)) == move``."""
        ...

    def entries(self, state: S) -> list[Entry]:
        """The legal entries here as text, grouped where there are many; at a chance step, what the
        table may turn up where that list is short (else empty: the prompt's hint says what to type).
        Where a player's cards are hidden from the referee, the entries those unseen cards could make
        legal are listed too (each passes ``check``); a hidden card is never shown as known."""
        ...

    def prompt(self, state: S) -> Prompt:
        """What is expected next, in words (see :class:`Prompt`). Every example in the hint is an entry
        the referee accepts in this position (tests type them all over simulated games)."""
        ...

    def news(self, before: S, move: M, after: S) -> list[str]:
        """What the rules worked out when ``move`` took ``before`` to ``after``, one line each, in the
        game's words (a trick taken, a harvest, a payout, the water level); empty when nothing."""
        ...

    def automatic(self, state: S) -> "Automatic[M] | None":
        """The step the session takes by itself here, or None when the table must say it: a step with one
        legal entry, a face-down draw of the count the rules fix, a deal the rules make (see
        :class:`Automatic`). Never a step where the table saw something it must report."""
        ...

    def split(self, state: S, text: str) -> list[str]:
        """The parts of one entry that holds several steps the table does at once (a whole trick, a whole
        turn), each one entry as :meth:`parse` reads it at the position the parts before it lead to;
        ``[text]`` for an entry of one step. Raises :class:`InvalidMove` for a malformed entry."""
        ...

    def join(self, state: S, moves: Sequence[M]) -> tuple[str, int]:
        """The entry a table types for the steps ``moves`` (legal one after the other from ``state``) taken
        as they come at once: the text and how many of the leading ``moves`` it holds (at least one).
        ``split`` and ``parse`` read the text back to those moves."""
        ...

    def board_text(self, state: S, width: int = 60, lang: str = "en") -> str:
        """A compact text view of ``state`` for a terminal or a phone (python-chess's ``print(board)``):
        the board for a board game; hands known, piles, water levels or storage for a card game. Lines
        of at most ``width`` characters (60 for a terminal; ``nile serve`` asks 40 for a phone) where
        they can be folded; a board game's grid keeps its own columns (the page shows its picture). Its
        words in ``lang`` (``nile-cli.board.<game>.*`` of :mod:`scorer.engine.cli_messages`)."""
        ...


@dataclass(frozen=True)
class Automatic(Generic[M]):
    """A step the live session takes by itself (:meth:`GameNotation.automatic`): the ``move`` the rules
    fix or their default gives, and ``said``, the news line the table hears ("Ben draws 2 cards face
    down"). It is recorded like any step and taken back with the entry that led to it. ``seat`` is the
    player whose step it is (NILE: who draws), whose page (or the host's) tells what it showed instead (a
    Plague drawn); None for a step no player takes."""

    move: M
    said: str
    seat: int | None = None


@dataclass(frozen=True)
class LastStep:
    """A picture's ``marked`` for the step just taken, to be ringed as the last step, where an illegal
    move (``marked`` as the move itself) is crossed out: ``nile play``'s ``show`` and ``nile serve``."""

    move: Any


@dataclass(frozen=True)
class TurnSlices:
    """How ``nile show --turn N`` cuts a record: ``until(steps, n)`` keeps the steps up to the end of
    turn ``n``, ``count(steps)`` is the number of the record's last turn."""

    until: Callable[[list[Step], int], list[Step]]
    count: Callable[[list[Step]], int]
