"""The words both of ``nile play``'s modes say (:mod:`scorer.play`): rulings, the listed entries and the commands
(``undo``, ``show``, ``hand``, ``bgstats``...), written one line at a time through the front end's ``say``.

Every rule, word and file operation lives in the session; this module only shows what it answers.
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from gamedata.yamlfile import shown
from scorer.engine.cli_messages import said
from scorer.play_commands import COMMANDS, command_named, help_lines
from scorer.engine.said import at_keyboard
from scorer.i18n import in_words
from scorer.i18n.typography import quotes
from scorer.play_screen import in_columns, width as _width
from scorer.rulings import Accepted, Illegal, Ruling, SessionError, Unreadable
from scorer.session import TableSession, grouped, singles


#: at most this many entries are printed under one group by ``?`` before "... and N more"
LIST_PER_GROUP = 24
#: an illegal entry's alternatives are shown when there are at most this many, else counted
ALTERNATIVES_SHOWN = 12


def bgstats_hint(session: TableSession, lang: str = "en") -> str:
    """How to log the finished game in BG Stats, said after the final scores (in ``lang``)."""
    return said("nile-cli.play.bgstats-hint", lang, path=str(session.path))


def game_over(session: TableSession, lang: str = "en") -> str:
    """What is said when a game already over is opened: that it is, the final scores and how to log them."""
    return f"{said('nile-cli.play.over', lang)}\n{session.score_text(lang).rstrip()}\n{bgstats_hint(session, lang)}"




@dataclass
class Referee:
    """The words both modes share: rulings, lists and commands, written through ``say`` (a line of
    output)."""

    session: TableSession
    say: Callable[[str], None]
    #: the language the game's words are said in (``--lang``): rulings, rules, news, prompts and hints
    lang: str = "en"
    #: per seat, its notice last said (what the seat must not miss, :attr:`~scorer.engine.Pick.notice`)
    notices_said: dict[int, str] = field(default_factory=dict)

    def words(self, text: str) -> str:
        """``text`` in the referee's language (:func:`scorer.i18n.in_words`), in the words said at a keyboard where
        the game has them (:func:`~scorer.engine.said.at_keyboard`: "type ..." where a page says "tap ...")."""
        return in_words(at_keyboard(text), self.lang)

    def entry(self, text: str) -> str:
        """The entry ``text`` (the record's words) as the table types it in the referee's language."""
        return self.session.entry_said(text, self.lang)

    def t(self, id: str, **values: Any) -> str:
        """nile's own message ``id`` in the referee's language (:mod:`scorer.engine.cli_messages`)."""
        return said(id, self.lang, **values)

    def enter(self, line: str) -> Ruling:
        """Rule ``line`` typed at the table's keyboard (which may enter any step), said in the table's words."""
        return self.session.enter_as(line, None, host=True, keyboard=True)

    def ruling(self, ruling: Ruling) -> None:
        """Say a ruling: the news of an accepted step, or why an entry was refused."""
        if isinstance(ruling, Accepted):
            for line in ruling.news:
                self.say(f"  {self.words(line)}")
            if ruling.over:
                self.say("")
                self.say(self.session.score_text(self.lang).rstrip())
                self.say(bgstats_hint(self.session, self.lang))
        elif isinstance(ruling, Illegal):
            self.say(self.t("nile-cli.play.illegal", reason=in_words(ruling.reason, self.lang, ruling.id, ruling.values)))
            self.say(f"  {self.t('nile-cli.check.rule', rule=self.words(ruling.rule))}")
            many = len(ruling.alternatives)
            if many > ALTERNATIVES_SHOWN:
                self.say(f"  {self.t('nile-cli.play.many-instead', entries=many)}")
            elif many:
                self.say(f"  {self.t('nile-cli.play.instead')}")
                for line in in_columns([self.entry(a) for a in ruling.alternatives], _width(), "    "):
                    self.say(line)
            self.say(f"  {self.t('nile-cli.play.not-recorded')}")
        elif isinstance(ruling, Unreadable):
            # a control character or a stray byte is never echoed as it is (an escape would drive the terminal)
            printable = ruling.entry.isprintable()
            message = self.words(ruling.message)
            e = ruling.entry  # the message names the entry (in English quotes, or the reader's: the typography rule's)
            said = not e or any(q in message for q in (f"'{e}'", quotes(f"'{e}'", self.lang)))
            if said:
                self.say(self.t("nile-cli.play.not-an-entry", message=message))
            else:  # quoted in the reader's quotes (« », „ “); a stray byte shown as an escape
                self.say(self.t("nile-cli.play.not-an-entry-quoted", entry=ruling.entry, message=message) if printable
                         else self.t("nile-cli.play.not-an-entry-shown", entry=shown(ruling.entry), message=message))
            if ruling.expected and ruling.expected not in ruling.message:
                self.say(f"  {self.t('nile-cli.play.expected', what=self.words(ruling.expected))}")

    def listing(self) -> None:
        """``?``: the legal entries, grouped where the game groups them, or what to type."""
        view = self.session.view(None)
        entries, hint = view.entries, view.prompt.hint
        if not entries:  # and what is left to pick from (Land Unter: the water-level cards in the pile)
            left = textwrap.wrap(self.words(view.pick.left), _width(), initial_indent="  ", subsequent_indent="    ") if view.pick else []
            for line in [self.t("nile-cli.play.type", hint=self.words(hint)) if hint else self.t("nile-cli.play.nothing-to-list"), *left]:
                self.say(line)
            return
        named, short = singles(entries), self.session.typed_short([e.text for e in entries])  # (Ufern's grow flax)
        for group, texts in grouped(entries).items():  # a group of one entry is not folded under a heading
            if group:
                self.say(self.t("nile-cli.play.group", group=self.entry(self.words(group))))  # (NIL's tile kinds: typed)
            else:
                texts = [f"{t} ({named[t]})" if t in named else t for t in texts]
            for line in in_columns([self.entry(short.get(t, t)) for t in texts[:LIST_PER_GROUP]], _width()):
                self.say(line)
            if len(texts) > LIST_PER_GROUP:
                self.say(f"  {self.t('nile-cli.play.more', more=len(texts) - LIST_PER_GROUP)}")

    def command(self, line: str) -> bool | None:
        """Carry out ``line`` if it is a command; True to stop (quit), False to go on, None when ``line``
        is not a command (it is an entry)."""
        word, _, rest = line.strip().partition(" ")
        word, rest = command_named(word, self.lang), rest.strip()
        if word not in COMMANDS or (word == "?" and any(e.text == "?" for e in self.session.view(None).entries)):
            return None
        if word in ("?", "list"):
            self.listing()
        elif word == "help":
            for line in help_lines(self.lang, _width()):
                self.say(line)
            hint = self.words(self.session.view(None).prompt.hint)
            self.say(textwrap.fill(self.t("nile-cli.play.anything-else", hint=hint), _width(), initial_indent="  ",
                                   subsequent_indent="    "))
        elif word == "undo":
            self.undo(rest)
        elif word == "show":
            self.show(rest)
        elif word == "board":
            self.say(self.session.view(None, _width(), self.lang).board.rstrip())
        elif word == "score":
            if self.session.standings_as(None) is None:
                self.say(self.t("nile-cli.play.score-hidden"))
            else:
                self.say(self.session.score_text(self.lang).rstrip())
        elif word == "history":
            for i, (asked, text) in enumerate(self.session.history_as(None), 1):
                self.say(self.t("nile-cli.play.history", step=i, asked=self.words(asked), entry=self.entry(text)))
        elif word == "hand":
            self.hand(rest)
        elif word == "bgstats":
            self.bgstats(rest)
        elif word == "save":
            self.session.save()
            self.notices()
            self.say(self.t("nile-cli.play.saved", path=str(self.session.path)))
        elif word == "quit":
            self.quit()
            return True
        return False

    def hand(self, rest: str) -> None:
        """``hand NAME``: one player's hidden things (hand, rack, storage), for that player's eyes only."""
        for line in self.hand_lines(rest):
            self.say(line)

    def hand_lines(self, rest: str) -> list[str]:
        """The lines ``hand NAME`` shows (the player ``rest`` names: a heading, a line per hidden group, why an entry was
        refused for its hidden cards, :meth:`~scorer.refusals.KeyboardRefusals.refusal_for`),
        or none, having said why (no such player, a game that hides nothing)."""
        players = self.session.players
        seat = next((p for p, name in enumerate(players) if name.casefold() == rest.casefold()), None)
        if seat is None:
            self.say(self.t("nile-cli.play.hand-who-not", players=players, typed=shown(rest)) if rest else
                     self.t("nile-cli.play.hand-who", players=players))
            return []
        lines = self.session.hand_text(seat, self.lang)
        if not lines:
            self.say(self.t("nile-cli.play.hides-nothing", title=self.session.spec.title))
            return []
        why = self.session.refusal_for(seat)  # the last entry refused here for this seat's hidden cards: why
        refused = textwrap.wrap(self.t("nile-cli.play.refused-why", entry=self.entry(why.entry), reason=in_words(
            why.reason, self.lang, why.id, why.values)), _width(), initial_indent="  ", subsequent_indent="    ") if why else []
        return [self.t("nile-cli.play.shown-to", player=players[seat]), *(f"  {line}" for line in lines), *refused,
                *self.notice_lines(seat)]

    def _own_pick(self, seat: int) -> Any:
        """What ``seat`` may tell of its hidden things (:class:`~scorer.engine.Pick`, on its own copy of the game):
        the first of its picks with a notice (Land Unter: a hand as written that gave way, among its folded
        picks), else its pick; or None (none now, or the game is over)."""
        if self.session.over:
            return None
        own = self.session.spec.secrets.own_step(self.session.seen(seat), seat)
        if own is None:
            return None
        return next((p for p in (own.pick, *own.more) if p is not None and p.notice), own.pick)

    def notice_lines(self, seat: int, pick: Any = None) -> list[str]:
        """The lines of what ``seat`` must not miss (:attr:`~scorer.engine.Pick.notice`; NILE: told cards that
        gave way, and to tell them again), with how to type the tell; none when there is no notice."""
        pick = pick or self._own_pick(seat)
        if pick is None or not pick.notice:
            return []
        tell = self.t("nile-cli.play.to-tell-eg", entry=pick.entry.replace("{}", pick.items[0])) if pick.items else \
            self.t("nile-cli.play.to-tell")
        return [*textwrap.wrap(self.words(pick.notice), _width(), initial_indent="  ", subsequent_indent="    "),
                f"  {tell}"]

    def new_notices(self) -> list[tuple[int, list[str]]]:
        """The seats whose notice is new since it was last said (a notice said once is not said again while it
        stands: ``hand NAME`` shows it; one gone is forgotten, so it is said again if it comes back), each with
        the lines saying it to that seat only."""
        out = []
        for seat in range(len(self.session.players)):
            pick = self._own_pick(seat)
            notice = "" if pick is None else pick.notice
            if not notice:
                self.notices_said.pop(seat, None)
            elif self.notices_said.get(seat) != notice:
                self.notices_said[seat] = notice
                name = self.session.players[seat]
                out.append((seat, [self.t("nile-cli.play.shown-to", player=name), *self.notice_lines(seat, pick)]))
        return out

    def quit(self) -> None:
        """Stop: the record is saved after every step, so it is written again only when it is missing
        or another program changed it (a hand-typed record only read is left as it was)."""
        if self.session.unsaved:
            self.session.save()
            self.notices()
        self.say(self.t("nile-cli.play.saved-resume", path=str(self.session.path)))

    def bgstats(self, rest: str) -> None:
        """``bgstats [FILE]``: once the game is over, write the play in BG Stats' push-play format and print
        its link and QR code (scorer/bgstats.py)."""
        from scorer import bgstats

        if not self.session.over:
            self.say(self.t("nile-cli.play.bgstats-not-over"))
            return
        path = Path(rest) if rest else bgstats.default_path(self.session.path)
        if path.suffix.lower() != ".json" or not rest.isprintable():
            self.say(self.t("nile-cli.play.bgstats-json", name=bgstats.default_path(self.session.path).name))
            return
        try:
            play = bgstats.session_play(self.session)
            where, new = bgstats.write_play(play, path, chosen=bool(rest))
        except bgstats.BgStatsError as exc:
            self.say(str(exc))
            return
        for line in bgstats.send_lines(where, bgstats.play_link(play), new, _width(), self.lang):
            self.say(line)

    def notices(self) -> None:
        """Say what the session has to tell that is no ruling (the record moved to a new file)."""
        for notice in self.session.take_notices():
            self.say(notice)

    def undo(self, rest: str) -> None:
        """``undo`` or ``undo N``."""
        if rest and not (rest.isascii() and rest.isdigit() and rest.strip("0")):
            self.say(self.t("nile-cli.play.undo-number", typed=shown(rest)))
            return
        steps, entered = (int(rest) if len(rest) <= 9 else 10 ** 9) if rest else 1, self.session.step
        if steps > entered > 0:  # a typo would take back the whole game, and undo cannot be undone
            self.say(self.t("nile-cli.play.undo-too-many", entered=entered))
            return
        typed, asked = self.session.typed_entries(steps), self.session.typed_asked(steps)  # (as typed here)
        undone = self.session.undo_as(steps, None)
        if not undone.entries:
            self.say(self.t("nile-cli.play.nothing-to-undo"))
            return
        named = typed if len(typed) == len(undone.entries) else undone.entries
        self.say(self.t("nile-cli.play.undone", entries=[self.t("nile-cli.play.undone-at", entry=self.entry(e), step=self.words(a))
                                                         for e, a in zip(named, asked)]))
        for warning in undone.warnings:
            self.say(f"  {self.words(warning)}")

    def show(self, rest: str) -> None:
        """``show [FILE]``: write the picture of the game (the board, or a card game's table) and print its path."""
        from pnp.picture import FORMATS

        spec = self.session.spec
        if spec.picture is None:
            self.say(self.t("nile-cli.play.no-picture", title=spec.title))
            return
        path = Path(rest) if rest else self.session.path.with_suffix(".svg")
        if not rest.isprintable():
            self.say(self.t("nile-cli.play.control-character", name=shown(rest)))
            return
        try:
            folder = path.is_dir() or rest.endswith("/")
        except OSError as exc:  # a name longer than the system allows
            self.say(self.t("nile-cli.play.cannot-write", why=str(exc.strerror or exc)))
            return
        if folder:
            self.say(self.t("nile-cli.play.folder", name=rest, example=str(path / self.session.path.with_suffix(".svg").name)))
            return
        if not path.parent.is_dir():  # a typo in a folder's name never makes folders
            self.say(self.t("nile-cli.play.no-folder", folder=str(path.parent)))
            return
        if path.suffix.lower() not in FORMATS:
            self.say(self.t("nile-cli.play.suffix", formats=list(FORMATS), name=repr(path.name)))
            return
        try:
            write = self.session.drawing_as(None, path, self.lang)  # the table's view: no player's hidden cards
            if write is not None:
                write()
        except SessionError as exc:
            self.say(str(exc))
            return
        self.say(str(path))

    def heading(self) -> str:
        """The prompt's question: the step in the game's words and how to write it."""
        prompt = self.session.view(None).prompt
        text = self.words(prompt.text)
        return self.t("nile-cli.play.heading", text=text, hint=self.words(prompt.hint)) if prompt.hint else text
