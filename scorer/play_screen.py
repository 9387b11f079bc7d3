"""What ``nile play``'s one screen, the table's, shows and keeps of a line typed (:mod:`scorer.play`): a line that
tells hidden things (a hand written down, a sealed bid) is never echoed nor recalled with the arrow keys, and
its ruling never quotes it; one player's hidden things are shown at a question the terminal erases; a question
asked before quitting; a question for one seat alone (NILE: its own step would make its told cards give way). It asks the session (:class:`~scorer.session.TableSession`) what is hidden: no rule here."""

from __future__ import annotations

import shutil
import textwrap
from typing import Any, Callable

from prompt_toolkit.history import InMemoryHistory

from scorer.engine import join_names
from scorer.rulings import Accepted, Ruling
from scorer.session import TableSession


class Recalled(InMemoryHistory):
    """The lines typed at the prompt, recalled with the arrow keys, but for a sealed bid (typed unseen: it is
    never shown again on the table's screen)."""

    def __init__(self, session: TableSession) -> None:
        super().__init__()
        self.session = session

    def append_string(self, string: str) -> None:
        if self.session.sealed_by(string) is None:  # (asked before the line is ruled: the bid still sealed)
            super().append_string(string)


def without(ruling: Ruling, text: str) -> Ruling:
    """``ruling`` with the entry ``text`` (one telling hidden cards, erased from the table's screen) not
    quoted in any of its words: a refusal of a hand written down says "that entry", not the hand.

    >>> from scorer.rulings import Illegal
    >>> without(Illegal("Ben hand [1 2]", "r", "'Ben hand [1 2]' does not fit"), "Ben hand [1 2]").reason
    "'that entry' does not fit"
    """
    import dataclasses

    if isinstance(ruling, Accepted) or not text or not dataclasses.is_dataclass(ruling):
        return ruling
    words = {f.name: getattr(ruling, f.name).replace(text, "that entry") for f in dataclasses.fields(ruling)
             if isinstance(getattr(ruling, f.name), str) and text in getattr(ruling, f.name)}  # the others keep their ids
    return dataclasses.replace(ruling, **words)


def width() -> int:
    """The terminal's width in characters, less one (as :mod:`scorer.play` folds its lines)."""
    return max(40, shutil.get_terminal_size().columns - 1)


def privately(prompter: Any, lines: list[str], say: Callable[[str], None]) -> str:
    """Show ``lines`` (one player's hidden things) as the message of a prompt the terminal erases once it
    is answered (Enter, Ctrl-C or Ctrl-D): they are never printed to the screen's scrolling text, so they do
    not stay on the table's screen; then say that they were hidden. Returns what was typed at that prompt
    before Enter ("" for a bare Enter, Ctrl-C or Ctrl-D), which the caller takes as the next line typed
    rather than drop it unheard. Nothing shown, and "", when ``lines`` is empty."""
    if not lines:
        return ""
    name = lines[0].removeprefix("Shown to ").split(" only", 1)[0]
    try:
        typed = prompter.prompt("\n".join([*lines, "  press Enter to hide it "]), default="", completer=None,
                                bottom_toolbar=None, is_password=False)
    except (EOFError, KeyboardInterrupt):
        typed = ""
    say(f"  (shown to {name}, then hidden: 'hand {name}' shows it again)")
    return str(typed)


def echo(session: TableSession, who: str, line: str, say: Callable[[str], None]) -> bool:
    """Say ``line`` again after the prompt (the terminal erases what was typed), unless it tells hidden cards
    (a hand written down at the deal) or is a sealed bid (Ufern's, until every bid of its auction is in: it
    was typed unseen): the screen is the table's, so only the fact stays on it. Returns True when the line
    was not shown (its ruling must not quote it: :func:`without`)."""
    hidden, bidder = session.owners_of(line), session.sealed_by(line)
    if bidder is not None:
        name = session.players[bidder]
        say(f"{who}> ({name}'s bid, sealed: not shown on the table's screen; every bid is opened together once "
            "the last is in)")
    else:
        say(f"{who}> {line}" if not hidden else
            f"{who}> (an entry with the hidden cards of {join_names([session.players[p] for p in sorted(hidden)])}: "
            "not shown on the table's screen)")
    return bool(hidden) or bidder is not None


def sure(prompter: Any, session: TableSession, line: str, say: Callable[[str], None]) -> bool:
    """True to enter ``line``: unless its own step would make a seat's told cards give way (NILE: a planting its
    hand as told cannot hold, :meth:`~scorer.asking.Asking.asks`), which is asked of that seat first, as
    :func:`privately` shows a hand (the question names its told cards): y enters it, anything else does not."""
    asked = session.asks(line, None)
    if asked is None:
        return True
    name = session.players[asked.seat]
    say(f"  {name}: a question for {name} only (everyone else looks away)")
    lines = [f"Asked of {name} only (everyone else looks away):",
             *textwrap.wrap(asked.question, width(), initial_indent="  ", subsequent_indent="    ")]
    try:
        answer = prompter.prompt("\n".join([*lines, "  enter it? [y/N] "]), default="", completer=None,
                                 bottom_toolbar=None, is_password=False)
    except (EOFError, KeyboardInterrupt):
        answer = ""
    say(f"  (asked of {name}, then hidden)")
    return str(answer).strip().lower() in ("y", "yes")


def confirm(prompter: Any, question: str) -> bool:
    """Ask ``question`` (Quit?); True for y or yes, and for Ctrl-C or Ctrl-D at it."""
    try:
        answer = prompter.prompt(question, default="", completer=None, bottom_toolbar=None, is_password=False)
    except (EOFError, KeyboardInterrupt):
        return True
    return answer.strip().lower() in ("y", "yes")
