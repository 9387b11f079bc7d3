"""What ``nile play``'s one screen, the table's, shows and keeps of a line typed (:mod:`scorer.play`): a line that
tells hidden things (a hand written down, a sealed bid) is never echoed nor recalled with the arrow keys, and
its ruling never quotes it; one player's hidden things are shown at a question the terminal erases; a question
asked before quitting; a question for one seat alone (NILE: its own step would make its told cards give way). It asks the session (:class:`~scorer.session.TableSession`) what is hidden: no rule here."""

from __future__ import annotations

import shutil
import textwrap
from typing import Any, Callable

from prompt_toolkit.history import InMemoryHistory

from scorer.engine.cli_messages import said
from scorer.i18n import in_words
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


def without(ruling: Ruling, text: str, lang: str = "en") -> Ruling:
    """``ruling`` with the entry ``text`` (one telling hidden cards, erased from the table's screen) not
    quoted in any of its words: a refusal of a hand written down says "that entry" (in ``lang``), not the hand.

    >>> from scorer.rulings import Illegal
    >>> without(Illegal("Ben hand [1 2]", "r", "'Ben hand [1 2]' does not fit"), "Ben hand [1 2]").reason
    "'that entry' does not fit"
    """
    import dataclasses

    if isinstance(ruling, Accepted) or not text or not dataclasses.is_dataclass(ruling):
        return ruling
    that = said("nile-cli.play.that-entry", lang)
    words = {f.name: getattr(ruling, f.name).replace(text, that) for f in dataclasses.fields(ruling)
             if isinstance(getattr(ruling, f.name), str) and text in getattr(ruling, f.name)}  # the others keep their ids
    return dataclasses.replace(ruling, **words)


def width() -> int:
    """The terminal's width in characters, less one (as :mod:`scorer.play` folds its lines)."""
    return max(40, shutil.get_terminal_size().columns - 1)


def privately(prompter: Any, lines: list[str], say: Callable[[str], None], name: str, lang: str = "en") -> str:
    """Show ``lines`` (the hidden things of the player ``name``) as the message of a prompt the terminal erases
    once it is answered (Enter, Ctrl-C or Ctrl-D): they are never printed to the screen's scrolling text, so
    they do not stay on the table's screen; then say, in ``lang``, that they were hidden. Returns what was typed
    at that prompt before Enter ("" for a bare Enter, Ctrl-C or Ctrl-D), which the caller takes as the next
    line typed rather than drop it unheard. Nothing shown, and "", when ``lines`` is empty."""
    if not lines:
        return ""
    folded: list[str] = []  # folded as the scrolling text is (revcards 1: a long reason ran off the screen)
    wrapping(folded.append)("\n".join(lines))
    typed = asked_plainly(prompter, "\n".join([*folded, f"  {said('nile-cli.play.press-enter', lang)}"])) or ""
    say(f"  {said('nile-cli.play.was-shown', lang, player=name)}")
    return typed


def echo(session: TableSession, who: str, line: str, say: Callable[[str], None], lang: str = "en") -> bool:
    """Say ``line`` again after the prompt (the terminal erases what was typed), unless it tells hidden cards the
    table may not see (a hand written down at the deal: :meth:`~scorer.views.SeatViews.kept_from_table`) or is a sealed bid (Ufern's, until every bid of its auction is in: it
    was typed unseen): the screen is the table's, so only the fact stays on it, said in ``lang``. Returns True when the line
    was not shown (its ruling must not quote it: :func:`without`)."""
    hidden, bidder = session.kept_from_table(line), session.sealed_by(line)
    if bidder is not None:
        name = session.players[bidder]
        say(f"{who}> {said('nile-cli.play.sealed-bid', lang, player=name)}")
    else:
        say(f"{who}> {line}" if not hidden else
            f"{who}> {said('nile-cli.play.hidden-entry', lang, players=[session.players[p] for p in sorted(hidden)])}")
    return bool(hidden) or bidder is not None


def sure(prompter: Any, session: TableSession, line: str, say: Callable[[str], None], lang: str = "en") -> bool:
    """True to enter ``line``: unless its own step would make a seat's told cards give way (NILE: a planting its
    hand as told cannot hold, :meth:`~scorer.asking.Asking.asks`), which is asked of that seat first, as
    :func:`privately` shows a hand (the question names its told cards), in ``lang``: yes enters it (:func:`yes`),
    anything else does not."""
    asked = session.asks(line, None)
    if asked is None:
        return True
    name = session.players[asked.seat]
    say(f"  {said('nile-cli.play.question-for', lang, player=name)}")
    lines = [said("nile-cli.play.asked-of", lang, player=name),
             *textwrap.wrap(in_words(asked.question, lang), width(), initial_indent="  ", subsequent_indent="    ")]
    answer = asked_plainly(prompter, "\n".join([*lines, f"  {said('nile-cli.play.enter-it', lang)}"])) or ""
    say(f"  {said('nile-cli.play.was-asked', lang, player=name)}")
    return yes(answer)


def asked_again(prompter: Any, session: TableSession, line: str, say: Callable[[str], None],
                lang: str = "en") -> tuple[str | None, str | None]:
    """Where ``line`` types again, word for word, the step nile has just taken by itself though it would now be
    the next player's step too (Ufern's bare ``done`` at ``Ben>`` right after Anna's turn ended by itself), ask
    in place whether it is that player's own (:meth:`~scorer.itself.ByItself.repeat_asked`), in ``lang``, the
    question and its answer left on the screen: a yes (:func:`yes`) enters the player's step named (``Ben
    done``); no, a bare Enter, Ctrl-C or Ctrl-D enter nothing; any other answer enters nothing and is taken as
    the next line typed. Returns the line to enter (``line`` where nothing is asked; None: nothing) and that
    next line (or None)."""
    asked = session.repeat_asked(line)
    if asked is None:
        return line, None
    question = in_words(asked.question, lang)
    answer = (asked_plainly(prompter, question) or "").strip()
    say(f"  {question}{answer}")
    if yes(answer):
        return asked.entry, None
    say(f"  {said('nile-cli.play.not-entered', lang, entry=line.strip())}")
    return None, (answer or None) if answer.lower() not in ("n", "no", "non", "nein") else None


def yes(answer: str) -> bool:
    """True for a yes typed in English, French or German (``y``, ``yes``, ``o``, ``oui``, ``j``, ``ja``).

    >>> yes(" Oui "), yes("n"), yes("")
    (True, False, False)
    """
    return answer.strip().lower() in ("y", "yes", "o", "oui", "j", "ja")


def confirm(prompter: Any, question: str) -> bool:
    """Ask ``question`` (Quit?); True for a yes (:func:`yes`), and for Ctrl-C or Ctrl-D at it."""
    answer = asked_plainly(prompter, question)
    return answer is None or yes(answer)


def asked_plainly(prompter: Any, message: str) -> str | None:
    """What is typed at a question ``message`` asked without completion, toolbar or hidden input (whatever the
    prompt last asked with: prompt_toolkit keeps a prompt's settings), its lines folded at spaces as the scrolling
    text is (:func:`folded`: the terminal alone would cut a word, "as 'B" / "en done'?"; uferrev3 defect 2);
    None when Ctrl-C or Ctrl-D answers it."""
    try:
        return str(prompter.prompt(folded(message), default="", completer=None, bottom_toolbar=None, is_password=False))
    except (EOFError, KeyboardInterrupt):
        return None


def wrapping(say: Callable[[str], None]) -> Callable[[str], None]:
    """``say`` with each line longer than the terminal folded at spaces (:func:`folded`)."""

    def wrapped(text: str) -> None:
        say(folded(text))

    return wrapped


def folded(text: str, columns: int | None = None) -> str:
    """``text`` with each line longer than ``columns`` (default: the terminal's :func:`width`) folded at spaces
    only, never inside a word (a word longer than a line stays whole), its indentation kept and two more spaces
    before the lines it continues on; the spaces a line ends with are kept (a question's cursor goes after them).

    >>> question = "nile has just taken 'done' by itself. Enter it for Ben too, as 'Ben done'? [y/N] "
    >>> for line in folded(question, 40).splitlines():
    ...     print(repr(line))
    "nile has just taken 'done' by itself."
    "  Enter it for Ben too, as 'Ben done'?"
    '  [y/N] '
    >>> folded("  short ", 40)
    '  short '
    """
    columns = width() if columns is None else columns
    lines = []
    for line in text.split("\n"):
        if len(line) <= columns:
            lines.append(line)
            continue
        indent, tail = " " * (len(line) - len(line.lstrip(" "))), line[len(line.rstrip(" ")):]
        lines.append(textwrap.fill(line, columns, initial_indent="", subsequent_indent=indent + "  ",
                                   break_long_words=False, break_on_hyphens=False, drop_whitespace=True) + tail)
    return "\n".join(lines)


def toolbar(session: TableSession, lang: str = "en") -> str:
    """The bottom line: the step and the running score, every player on it: the title is left out and
    then the names cut short (to their first letters) when the line is wider than the terminal."""
    shown, columns = session.standings_as(None), width()
    standings = [] if shown is None else shown.standings
    for cut in (None, 8, 5, 3, 1):
        scores = "  ".join(f"{s.name[:cut]} {s.score}" for s in standings) if shown is not None else \
            said("nile-cli.play.score-hidden-short", lang)
        for line in (said("nile-cli.play.toolbar", lang, title=session.spec.title, step=session.step, scores=scores),
                     said("nile-cli.play.toolbar-short", lang, step=session.step, scores=scores)):
            if len(line) <= columns:
                return line
    return line


def in_columns(texts: list[str], width: int, indent: str = "  ") -> list[str]:
    """``texts`` laid out in aligned columns, down then across (as ``ls`` does), in lines of at most
    ``width`` characters: an entry that holds spaces or commas is never split or run into the next.

    >>> in_columns(["M11 NE", "M11 E", "stop"], 30)
    ['  M11 NE  M11 E  stop']
    >>> in_columns(["M11 NE", "M11 E", "stop"], 16)
    ['  M11 NE  stop', '  M11 E']
    """
    rows, widths = len(texts), [max((len(t) for t in texts), default=0) + 2]
    for tried in range(len(texts), 1, -1):  # the most columns that fit
        down = -(-len(texts) // tried)
        across = [max(len(t) for t in texts[c:c + down]) + 2 for c in range(0, len(texts), down)]
        if len(indent) + sum(across) - 2 <= width:
            rows, widths = down, across
            break
    return [indent + "".join(texts[c * rows + r].ljust(w) for c, w in enumerate(widths) if c * rows + r < len(texts)).rstrip()
            for r in range(rows)]
