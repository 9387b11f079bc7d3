"""What ``nile play``'s terminal shows one player alone, or asks (:mod:`scorer.play`): the screen is the table's,
so a player's hidden things and a question naming them are the message of a prompt the terminal erases once it
is answered, never the screen's scrolling text."""

from __future__ import annotations

import shutil
import textwrap
from typing import Any, Callable

from scorer.session import TableSession


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
                                bottom_toolbar=None)
    except (EOFError, KeyboardInterrupt):
        typed = ""
    say(f"  (shown to {name}, then hidden: 'hand {name}' shows it again)")
    return str(typed)


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
                                 bottom_toolbar=None)
    except (EOFError, KeyboardInterrupt):
        answer = ""
    say(f"  (asked of {name}, then hidden)")
    return str(answer).strip().lower() in ("y", "yes")


def confirm(prompter: Any, question: str) -> bool:
    """Ask ``question`` (Quit?); True for y or yes, and for Ctrl-C or Ctrl-D at it."""
    try:
        answer = prompter.prompt(question, default="", completer=None, bottom_toolbar=None)
    except (EOFError, KeyboardInterrupt):
        return True
    return answer.strip().lower() in ("y", "yes")
