"""``nile play``: the live referee in a terminal, a prompt_toolkit front end on
:class:`~scorer.session.TableSession`.

The prompt says whose turn it is and what is expected; Tab completes the legal entries in the record's
notation; ``?`` lists them, grouped; an illegal entry is refused with the rule, the reason and the
alternatives, as ``nile check`` words them. Commands: ``undo [N]``, ``show [FILE]``, ``board``, ``score``,
``history``, ``hand NAME`` (shown above a question that erases it, so that it never stays on the
table's screen), ``save``, ``quit``, ``help``. Ctrl-C asks before quitting; Ctrl-D saves and quits.

The screen is the table's: it shows the table's view (:meth:`~scorer.session.TableSession.view` with no
seat), never a player's hidden hand, rack or storage; ``hand NAME`` shows one player's, to that player
only. What a seat must not miss (:attr:`~scorer.engine.Pick.notice`; NILE: its told cards that gave way,
to tell again) is shown to that seat the same way once it comes up, and by ``hand NAME`` while it stands:
it names the seat's told cards, its secret. Anything may be typed at it (one keyboard for the table), and
is ruled against the whole game.

A player's own step that would make the cards that player told give way (NILE: a planting the hand as told
cannot hold, maybe a slip) is asked of that player first, the same way: ``y`` enters it, anything else does not
(a script is not asked: its writer typed every hand).

Without a terminal (stdin not a TTY) it reads one entry per line with the same rulings and exit codes as
``nile check``: 0 when every entry was legal, 1 at the first illegal entry, 2 at the first unreadable one.
Every rule, word and file operation lives in the session; this module only asks and shows.
"""

from __future__ import annotations

from typing import Any, BinaryIO, Callable, Iterable, Iterator

from prompt_toolkit import PromptSession
from prompt_toolkit.completion import Completer, Completion, DummyCompleter

from scorer.engine.cli_messages import said
from scorer.play_commands import COMMANDS, command_named, command_word
from scorer.i18n import in_words
from scorer.play_screen import Recalled, asked_again, confirm, echo, privately, sure, toolbar, without, wrapping
from scorer.rulings import Accepted, Illegal, Ruling, SessionError, Unreadable
from scorer.session import MAX_ENTRY_CHARS, TableSession
from scorer.referee import Referee, game_over

#: a script's line is read in pieces of at most this many bytes (a line longer than any entry is refused
#: after its first piece, so an endless input such as /dev/zero is never read whole)
MAX_LINE_BYTES = 4 * MAX_ENTRY_CHARS + 4



def play_lines(session: TableSession, lines: Iterable[str], say: Callable[[str], None], lang: str = "en") -> int:
    """Without a terminal: rule one entry (or command) per line, as ``nile check`` would. Returns the exit
    code: 0 all legal (game over or not), 1 at the first illegal entry, 2 at the first unreadable one.
    Blank lines and lines starting with ``#`` are skipped. The game's words are said in ``lang``."""
    session.read_in(lang)  # the entries typed in the referee's language (and English)
    referee = Referee(session, say, lang)
    if session.over:
        say(game_over(session, lang))
    for number, raw in enumerate(lines, 1):
        line = raw.strip()
        if len(line) > MAX_ENTRY_CHARS:
            say(said("nile-cli.play.line-too-long", lang, line=number, chars=MAX_ENTRY_CHARS))
            return 2
        if not _is_text(line):
            say(said("nile-cli.play.not-utf8", lang, line=number))
            return 2
        if not line or line.startswith("#"):
            continue
        stop = referee.command(line)
        if stop:
            return 0
        ruling = referee.enter(line) if stop is None else None
        if ruling is not None and not isinstance(ruling, Accepted):
            say(f"<stdin>:{number}: {referee.heading()}")
        if ruling is not None:
            referee.ruling(ruling)
        for _, lines in referee.new_notices():  # a script's output is its writer's, who typed every hand
            for text in lines:
                say(text)
        if isinstance(ruling, Illegal):
            return 1
        if isinstance(ruling, Unreadable):
            return 2
    if not session.over:
        say(said("nile-cli.play.saved-next", lang, path=str(session.path), heading=referee.heading()))
    return 0


def script_lines(stream: BinaryIO) -> Iterator[str]:
    """The lines of a script read from ``stream`` (bytes), for :func:`play_lines`: decoded as UTF-8 with a
    byte-order mark at the start dropped; a byte that is not UTF-8 kept as a lone surrogate (which
    :func:`play_lines` refuses, naming the line); a line longer than :data:`MAX_LINE_BYTES` cut into
    pieces (the first is refused as longer than any entry)."""
    first = True
    while raw := stream.readline(MAX_LINE_BYTES):
        text = raw.decode("utf-8", "surrogateescape")
        yield text.removeprefix("\ufeff") if first else text
        first = False


def _is_text(line: str) -> bool:
    """False when ``line`` holds a byte that was not UTF-8 (read as a lone surrogate)."""
    try:
        line.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


class EntryCompleter(Completer):
    """Tab completion of the legal entries (and the commands): every entry that starts with what is typed,
    ignoring case, completed as a whole line (entries may hold spaces: NIL's ``M11 NE``)."""

    def __init__(self, session: TableSession, lang: str = "en"):
        self.session, self.lang = session, lang

    def get_completions(self, document: Any, complete_event: Any) -> Iterator[Completion]:
        typed = document.text_before_cursor
        low = typed.lower().lstrip()
        entries = self.session.view(None).entries
        short = self.session.typed_short([e.text for e in entries])  # (Ufern's grow flax)
        for entry in entries:  # its short form where what is typed starts it, else its full form (grow W4.2)
            text, form = next(((self.session.entry_said(f, self.lang), f) for f in (short.get(entry.text, entry.text), entry.text)
                               if self.session.entry_said(f, self.lang).lower().startswith(low) or f.lower().startswith(low)), ("", ""))
            if form:  # (in the words the session reads back: read_in)
                yield Completion(text, start_position=-len(typed), display_meta=self.session.entry_said(in_words(entry.group, self.lang), self.lang))
        for name in COMMANDS:
            word = command_word(name, self.lang)
            if low and (word.lower().startswith(low) or name.startswith(low)):
                yield Completion(word if word.lower().startswith(low) else name, start_position=-len(typed), display_meta=said("nile-cli.play.meta-command", self.lang))
        for player in self.session.players:  # an entry naming its player (Land Unter's "Ben 41")
            if low and player.lower().startswith(low) and player.lower() != low:
                yield Completion(f"{player} ", start_position=-len(typed), display_meta=said("nile-cli.play.meta-player", self.lang))


def play_terminal(session: TableSession, say: Callable[[str], None] = print, lang: str = "en") -> int:
    """The interactive prompt (prompt_toolkit) until the game ends, ``quit`` or Ctrl-D. Ctrl-C asks
    before quitting. Returns the exit code (0). The game's words are said in ``lang``."""
    say = wrapping(say)
    session.read_in(lang)  # the entries typed in the referee's language (and English)
    referee = Referee(session, say, lang)
    completer = EntryCompleter(session, lang)
    prompter: PromptSession[str] = PromptSession(history=Recalled(session), completer=completer,
                                                 complete_while_typing=False, bottom_toolbar=lambda: toolbar(session, lang),
                                                 erase_when_done=True)  # each line said again (see below)
    say(said("nile-cli.play.start", lang, title=session.spec.title, players=session.players, path=str(session.path)))
    if session.over:
        say(game_over(session, lang))
    say(said("nile-cli.play.keys", lang))
    repeat = True  # the step is said again, except after a refused entry (it is still on the screen)
    typed: str | None = None  # typed at a question that showed a seat its notice: the next line
    while True:
        if repeat:
            _say_step(session, referee)
        try:
            who, line = _read(session, prompter, completer, lang, typed)
            typed = None
        except EOFError:  # Ctrl-D: save and quit
            referee.quit()
            return 0
        except KeyboardInterrupt:  # Ctrl-C: ask first
            if confirm(prompter, said("nile-cli.play.quit", lang, path=str(session.path))):
                say(said("nile-cli.play.resume", lang, path=str(session.path)))
                return 0
            continue
        if not line.strip():  # a bare Enter: nothing entered, nothing said (lureview defect 3)
            repeat = False
            continue
        line, hidden, shown = _hands_shown(referee, prompter, who, line)
        if shown and not line.strip():
            repeat = False
            continue
        stop, repeat, typed = _entered(referee, prompter, line, hidden)
        if stop:
            return 0


def _say_step(session: TableSession, referee: Referee) -> None:
    """Say the step the table is asked, with its hint (what to type), or that the game is over."""
    lang = referee.lang
    if session.over:
        referee.say(said("nile-cli.play.over-undo", lang))
        return
    prompt = session.view(None).prompt
    referee.say(referee.words(prompt.text))
    if prompt.hint:
        referee.say(f"  {said('nile-cli.play.type', lang, hint=referee.words(prompt.hint))}")
    if (step := session.last_by_itself()) is not None:  # (typed again, it is asked first: asked_again)
        referee.say(f"  {said('nile-cli.play.by-itself-last', lang, step=referee.words(step))}")


def _read(session: TableSession, prompter: Any, completer: Completer, lang: str, typed: str | None) -> tuple[str, str]:
    """Who is asked (a player's name, or the table's word) and the line typed at the prompt (``typed``, when
    a line was already typed at a question, is that line). A sealed bid asked (Ufern's auctions) is typed
    unseen, with nothing completed in sight (never echoed either: :func:`~scorer.play_screen.echo`). Raises
    EOFError (Ctrl-D) and KeyboardInterrupt (Ctrl-C)."""
    asked = session.whose_next()  # whose step is asked: the session's rule (scorer.whose)
    who = said("nile-cli.play.table", lang) if asked is None else session.players[asked]
    if typed is not None:
        return who, typed
    sealed = any(session.sealed_by(e.text) is not None for e in session.view(None).entries[:1])
    return who, prompter.prompt(f"{who}> ", default="", is_password=sealed,
                                completer=DummyCompleter() if sealed else completer)


def _hands_shown(referee: Referee, prompter: Any, who: str, line: str) -> tuple[str, bool, bool]:
    """Echo ``line`` typed by ``who``; while it is ``hand NAME``, show that hand at a question that erases it
    (it never stays on the table's screen), and take what is typed there as the next line. Returns the line
    to enter, whether it was hidden from the screen (:func:`~scorer.play_screen.echo`) and whether a hand
    was shown."""
    session, lang, say = referee.session, referee.lang, referee.say
    hidden = echo(session, who, line, say, lang)
    word, _, rest = line.strip().partition(" ")
    shown = False
    while command_named(word, lang) == "hand":  # (« main Anna », „Hand Anna“ too)
        shown, line = True, _privately(prompter, referee.hand_lines(rest.strip()), say, referee)
        if line.strip():  # typed at that question rather than a bare Enter: the next entry (or command)
            say(f"  {said('nile-cli.play.typed-at-hand', lang)}")
            hidden = echo(session, who, line, say, lang)
        word, _, rest = line.strip().partition(" ")
    return line, hidden, shown


def _entered(referee: Referee, prompter: Any, line: str, hidden: bool) -> tuple[bool, bool, str | None]:
    """Do ``line``: a command, or an entry ruled (asked of its seat first where its own told cards would give
    way: :func:`~scorer.play_screen.sure`), then each seat's new notice shown to it alone. Returns whether
    to stop (``quit``), whether to say the step again (not after a refusal: it is still on the screen) and
    what was typed at a question meanwhile (the next line, or None)."""
    session, lang, say = referee.session, referee.lang, referee.say
    try:
        stop = referee.command(line)
        if stop:
            return True, True, None
        then, repeat = None, True
        if stop is None and not hidden:  # a step nile has just taken by itself, typed again: asked first
            entry, then = asked_again(prompter, session, line, say, lang)
            if entry is None:
                return False, False, then
            line = entry
        if stop is None and not sure(prompter, session, line, say, lang):
            say(f"  {said('nile-cli.play.not-entered-hidden', lang) if hidden else said('nile-cli.play.not-entered', lang, entry=line.strip())}")
            repeat = False
        elif stop is None:
            ruling, then = _ruled(referee, prompter, line, hidden)
            repeat = isinstance(ruling, Accepted)
            referee.notices()
        return False, repeat, _seat_notices(prompter, referee, say) or then
    except SessionError as exc:
        say(f"{exc}")
        return False, True, None


def _ruled(referee: Referee, prompter: Any, line: str, hidden: bool) -> tuple[Ruling, str | None]:
    """Rule ``line`` and say its ruling, never quoting it where it was not shown (``hidden``: :func:`echo`); a
    sealed bid refused is said to its bidder only, at a question the terminal erases (its reason names the
    crops bid). Returns the ruling and what was typed at that question, taken as the next line (None when
    nothing was)."""
    bidder = referee.session.sealed_by(line)  # (asked before the ruling: the bid is sealed now)
    ruling = referee.enter(line)
    if bidder is None or isinstance(ruling, Accepted):
        referee.ruling(without(ruling, line.strip(), referee.lang) if hidden else ruling)
        return ruling, None
    name, lines = referee.session.players[bidder], list[str]()
    Referee(referee.session, lines.append, referee.lang).ruling(ruling)
    referee.say(f"  {referee.t('nile-cli.play.bid-refused', player=name)}")
    then = privately(prompter, [referee.t("nile-cli.play.shown-to", player=name), *lines], referee.say, name, referee.lang)
    if then.strip():
        referee.say(f"  {referee.t('nile-cli.play.typed-at-reason')}")
        return ruling, then
    return ruling, None


def _seat_notices(prompter: Any, referee: Referee, say: Callable[[str], None]) -> str | None:
    """Show each seat its new notice (NILE: its told cards that gave way) as :func:`privately` shows a hand:
    the notice names the seat's told cards, its secret, and the screen is the table's, so only the fact that
    there is one stays on it. Returns what was typed at the last such question, taken as the next line (None
    when nothing was)."""
    typed = None
    for seat, lines in referee.new_notices():
        name = referee.session.players[seat]
        say(f"  {referee.t('nile-cli.play.notice-for', player=name)}")
        typed = _privately(prompter, lines, say, referee, seat) or typed
    if typed is not None and typed.strip():
        say(f"  {referee.t('nile-cli.play.typed-at-notice')}")
        return typed
    return None


def _privately(prompter: Any, lines: list[str], say: Callable[[str], None], referee: Referee, seat: int | None = None) -> str:
    """:func:`~scorer.play_screen.privately` in the referee's language: ``lines`` (one player's hidden things)
    shown at a question the terminal erases; ``seat``: whose they are (default: the player ``hand NAME``
    named, whose lines ``referee`` made, the first saying "Shown to NAME only"). Returns what was typed there."""
    if not lines:
        return ""
    players = referee.session.players
    name = players[seat] if seat is not None else next(
        (p for p in players if lines[0] == referee.t("nile-cli.play.shown-to", player=p)), "")
    return privately(prompter, lines, say, name, referee.lang)
