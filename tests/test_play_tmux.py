"""``nile play`` in a real terminal (tmux): for every game, start, see the prompt, complete with Tab, get
an illegal entry refused with its rule, undo, ``kill -9`` mid-game, resume, and play to the final scores.

The entries typed are a seeded simulated game's, written in the game's notation; after each one the test
waits for the record on disk to change (it is rewritten after every accepted step)."""

from __future__ import annotations

import os
import shlex
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from scorer.games import registry
from scorer.session import TableSession
from tests.test_session import GAMES, _position, _walk, illegal_entry, typed_game

TMUX = shutil.which("tmux")
pytestmark = pytest.mark.skipif(TMUX is None and not os.environ.get("CI"), reason="tmux is not installed (CI installs it)")


class Terminal:
    """One tmux server on its own socket, running one command at a time in a 120 x 40 window.

    Every command gets a session (and so a screen) of its own: text a killed program left on the screen
    can never satisfy a wait meant for the new one. Waits are for events: words that appear *after* a
    mark taken before the key was pressed, or the line the cursor is on."""

    def __init__(self, folder: Path):
        self.socket = str(folder / "tmux.sock")
        self.folder = folder
        self.runs = 0

    @property
    def name(self) -> str:
        return f"play{self.runs}"

    def tmux(self, *args: str) -> str:
        return subprocess.run([TMUX or "tmux", "-S", self.socket, *args], capture_output=True, text=True,
                              check=True, timeout=30).stdout

    def start(self, args: list[str]) -> None:
        command = "exec " + " ".join(shlex.quote(a) for a in [sys.executable, "-m", "scorer.cli", *args])
        env = f"cd {shlex.quote(str(self.folder))} && TERM=xterm-256color {command}"
        old = self.name if self.runs else None
        self.runs += 1
        # the window stays after the program ends, so its last screen (the final scores) can be read
        self.tmux("new-session", "-d", "-x", "120", "-y", "40", "-s", self.name, env, ";",
                  "set-option", "-t", self.name, "remain-on-exit", "on")
        if old is not None:  # killed only once the new session keeps the tmux server alive
            self.tmux("kill-session", "-t", old)

    def screen(self) -> str:
        return self.tmux("capture-pane", "-p", "-t", self.name, "-S", "-")

    def mark(self) -> str:
        """The screen and its history now: :meth:`wait_for` ``since`` it waits for words shown after."""
        return self.screen()

    def keys(self, *keys: str) -> None:
        self.tmux("send-keys", "-t", self.name, *keys)

    def type(self, text: str) -> None:
        self.tmux("send-keys", "-t", self.name, "-l", text)

    def wait_for(self, words: str, since: str | None = None, timeout: float = 30) -> str:
        """Wait until ``words`` is on the screen, or, given a :meth:`mark`, shown more often than then."""
        seen = since.count(words) if since is not None else 0
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            screen = self.screen()
            if screen.count(words) > seen:
                return screen
            time.sleep(0.05)
        raise AssertionError(f"{words!r} never appeared; the screen:\n{self.screen()}")

    def wait_for_prompt(self) -> str:
        """Wait until the prompt is up: its bottom toolbar (" · step N · scores") is drawn, so the keys typed
        next reach the prompt, not the terminal before the prompt takes it (under load they came back
        scrambled: "first A table>nnarst A")."""
        self.wait_for("Tab completes")
        return self.wait_for(" · step ")

    def wait_for_input(self, text: str, timeout: float = 30) -> None:
        """Wait until the line the cursor is on ends with ``text`` (what Tab completed, not a hint)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            row = int(self.tmux("display-message", "-p", "-t", self.name, "#{cursor_y}").strip())
            lines = self.tmux("capture-pane", "-p", "-t", self.name).split("\n")
            if row < len(lines) and lines[row].rstrip().endswith(text):
                return
            time.sleep(0.05)
        raise AssertionError(f"the entry line never read {text!r}; the screen:\n{self.screen()}")

    def pid(self) -> int:
        return int(self.tmux("list-panes", "-t", self.name, "-F", "#{pane_pid}").split()[0])

    def alive(self) -> bool:
        return self.tmux("list-panes", "-t", self.name, "-F", "#{pane_dead}").split()[0] == "0"

    def close(self) -> None:
        subprocess.run([TMUX or "tmux", "-S", self.socket, "kill-server"], capture_output=True)


def enter(term: Terminal, record: Path, text: str, timeout: float = 20) -> None:
    """Type ``text`` and Enter, then wait until the record on disk has changed (the step was accepted)."""
    before = record.read_bytes()
    term.type(text)
    term.keys("Enter")
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if record.read_bytes() != before:
            return
        time.sleep(0.02)
    raise AssertionError(f"{text!r} was not recorded; the screen:\n{term.screen()}")


@pytest.mark.parametrize("slug", GAMES)
def test_a_whole_game_in_a_real_terminal(slug, tmp_path):
    spec = registry()[slug]
    names, _, texts = typed_game(slug, 21, spec.catalogue.players.min)
    record = tmp_path / "game.yaml"
    term = Terminal(tmp_path)
    try:
        term.start(["play", slug, "--players", ",".join(names), "--out", str(record)])
        term.wait_for_prompt()
        # Tab completes the first entry from its first characters, where they say which entry it is
        session = TableSession.resume(record)
        entries = [e.text for e in session.entries()]
        first = texts[0]
        prefix = next((first[:n] for n in range(1, len(first) + 1)
                       if sum(e.lower().startswith(first[:n].lower()) for e in entries) == 1), None)
        if first in entries and prefix is not None:
            before = record.read_bytes()
            term.type(prefix)
            term.keys("Tab")
            term.wait_for_input(first)
            term.keys("Enter")
            _wait_changed(record, before)
        else:
            enter(term, record, first)
        for text in texts[1:8]:
            enter(term, record, text)
        # an illegal entry is refused with its rule, and not recorded
        session = TableSession.resume(record)
        bad = illegal_entry(session, texts)
        assert bad is not None, "no illegal entry found to type"
        before = record.read_bytes()
        mark = term.mark()
        term.type(bad)
        term.keys("Enter")
        term.wait_for("rule: ", since=mark)
        term.wait_for("(not recorded)", since=mark)
        assert record.read_bytes() == before
        # undo the last step, then enter it again
        last = _undone(record, texts[7])
        mark = term.mark()
        term.type("undo")
        term.keys("Enter")
        term.wait_for(("undone: " + last)[:60], since=mark)  # (a long entry wraps on the screen)
        enter(term, record, texts[7])
        for text in texts[8:12]:
            enter(term, record, text)
        # kill -9 mid-game: nothing is lost, the file is a whole record
        os.kill(term.pid(), signal.SIGKILL)
        _wait(lambda: not term.alive())
        (tmp_path / "walk").mkdir()
        assert _position(TableSession.resume(record)) == _position(_walk(slug, 21, 12, tmp_path / "walk")[0])
        # resume and play to the end
        term.start(["play", str(record)])
        term.wait_for_prompt()
        for text in texts[12:-1]:
            enter(term, record, text)
        enter(term, record, texts[-1])
        final = term.wait_for("The game is over: undo takes back the last step")
        # a mistaken last step can still be taken back, and entered again
        last = _undone(record, texts[-1])
        mark = term.mark()
        term.type("undo")
        term.keys("Enter")
        term.wait_for(("undone: " + last)[:60], since=mark)  # (a long entry wraps on the screen)
        enter(term, record, texts[-1])
        term.type("quit")
        term.keys("Enter")
        _wait(lambda: not term.alive(), timeout=30)
        final = term.screen()
        session = TableSession.resume(record)
        assert session.over
        assert all(name in final for name in names) and "Rank" in final, final
    finally:
        term.close()


def _undone(record: Path, typed: str) -> str:
    """What ``undo`` names after ``typed`` was entered: the entry itself, or, for a card told after the
    session drew face down (NILE: 'Anna drew Plague'), the card as the record writes it."""
    return TableSession.resume(record).last_step()[1] if " drew " in typed else typed


def _wait_changed(path: Path, before: bytes, timeout: float = 20) -> None:
    _wait(lambda: path.read_bytes() != before, timeout)


def _wait(condition, timeout: float = 20) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if condition():
            return
        time.sleep(0.05)
    raise AssertionError("timed out")


def test_a_hand_written_down_at_the_deal_leaves_the_tables_screen(tmp_path):
    """The terminal is the table's screen: a Land Unter deal typed with the hands in brackets is erased
    once entered and said again without them; the record keeps the hands."""
    spec = registry()["land-unter"]
    names = ["Anna", "Ben", "Cleo"]
    _, moves = spec.simulate(names, 7, ())
    deal = spec.notation.format(spec.new_game(names, ()), moves[0])
    assert "[" in deal  # the simulated deal writes every hand down
    hand = deal[deal.index("[") + 1:deal.index("]")]
    record = tmp_path / "game.yaml"
    term = Terminal(tmp_path)
    try:
        term.start(["play", "land-unter", "--players", ",".join(names), "--out", str(record)])
        term.wait_for_prompt()
        mark = term.mark()
        enter(term, record, deal)
        screen = term.wait_for("(an entry with the hidden cards of", since=mark)
        assert hand not in screen, screen
        assert hand.split()[0] in record.read_text()  # the record has them (it is the table's own file)
    finally:
        term.close()


def test_a_players_hand_shown_on_request_goes_away_from_the_tables_screen(tmp_path):
    """``hand Anna`` shows Anna's hand above a question; Enter hides it: it is erased from the screen and
    from the terminal's scrolled-back text (never printed there), and the table's screen says it was hidden."""
    spec = registry()["land-unter"]
    names = ["Anna", "Ben", "Cleo"]
    _, moves = spec.simulate(names, 7, ())
    deal = spec.notation.format(spec.new_game(names, ()), moves[0])
    hand = deal[deal.index("[") + 1:deal.index("]")].split()  # Anna's, written down at the deal
    record = tmp_path / "game.yaml"
    term = Terminal(tmp_path)
    try:
        term.start(["play", "land-unter", "--players", ",".join(names), "--out", str(record)])
        term.wait_for_prompt()
        enter(term, record, deal)
        mark = term.mark()
        term.type("hand Anna")
        term.keys("Enter")
        shown = term.wait_for("press Enter to hide it", since=mark)
        assert "Shown to Anna only" in shown and f"hand: {', '.join(hand)}" in shown, shown
        term.keys("Enter")
        screen = term.wait_for("(shown to Anna, then hidden", since=mark)
        assert "Shown to Anna only" not in screen and ", ".join(hand) not in screen, screen
    finally:
        term.close()


def test_an_entry_typed_while_a_hand_is_shown_is_taken_not_dropped(tmp_path):
    """An entry typed at "press Enter to hide it" (fe-table4: "B11 E", then dropped without a word) hides the
    hand and is taken as the next entry, and the table's screen says so; a bare Enter only hides it."""
    spec = registry()["land-unter"]
    names = ["Anna", "Ben", "Cleo"]
    _, moves = spec.simulate(names, 7, ())
    state = spec.new_game(names, ())
    deal = spec.notation.format(state, moves[0])
    state.apply(moves[0])
    water = spec.notation.format(state, moves[1])
    hand = deal[deal.index("[") + 1:deal.index("]")].split()
    record = tmp_path / "game.yaml"
    term = Terminal(tmp_path)
    try:
        term.start(["play", "land-unter", "--players", ",".join(names), "--out", str(record)])
        term.wait_for("Tab completes")
        enter(term, record, deal)
        mark = term.mark()
        term.type("hand Anna")
        term.keys("Enter")
        term.wait_for("press Enter to hide it", since=mark)
        enter(term, record, water)  # typed at the hand's question: recorded
        term.wait_for("taken as the next entry", since=mark)
        # the next question is drawn after that line: wait for it (an event), not for the line alone
        screen = term.wait_for("trick 1: Anna plays a weather card", since=mark)
        assert f"table> {water}" in screen and ", ".join(hand) not in screen, screen
        assert "trick 1: Anna plays a weather card" in screen.split("taken as the next entry")[-1], screen
    finally:
        term.close()


def test_a_nile_claim_given_way_is_shown_to_its_seat_then_leaves_the_tables_screen(tmp_path):
    """fe-table7/8: "nile play says a lost claim nowhere". In a real terminal: Ben's told Lettuce/Castor gives
    way to Anna's speculation; the terminal shows it to Ben above a question (it names his told cards, his
    secret) and Enter erases it from the screen and its scrolled-back text; the table's screen keeps only that
    Ben was shown something."""
    record = tmp_path / "game.yaml"
    term = Terminal(tmp_path)
    notice = "Your told Lettuce/Castor cannot be in your hand"
    try:
        term.start(["play", "nile", "--players", "Anna,Ben,Cleo", "--out", str(record)])
        term.wait_for_prompt()
        for text in ("Ben holds Papyrus Wheat Wheat Castor Lettuce/Castor",
                     "Anna holds Lettuce/Castor Papyrus Papyrus Papyrus Papyrus", "Papyrus"):
            enter(term, record, text)
        mark = term.mark()
        enter(term, record, "speculate Lettuce/Castor")
        shown = term.wait_for("press Enter to hide it", since=mark)
        assert "Shown to Ben only" in shown and notice in shown, shown
        term.keys("Enter")
        screen = term.wait_for("(shown to Ben, then hidden", since=mark)
        assert notice not in screen and "Shown to Ben only" not in screen, screen
        assert "Ben: a notice for Ben only (everyone else looks away)" in screen
    finally:
        term.close()


def test_nile_play_in_german(tmp_path):
    """``nile play --lang de``: nile's own lines in German in a real terminal (the keys, the toolbar, a refusal's
    rule and "not recorded", ``hand NAME``'s question, ``undo``, ``quit``), no English sentence of its own left."""
    from tests.test_cli_words import _english_left

    names, _, texts = typed_game("land-unter", 21, 3)
    record = tmp_path / "game.yaml"
    term = Terminal(tmp_path)
    try:
        term.start(["play", "land-unter", "--players", ",".join(names), "--out", str(record), "--lang", "de"])
        term.wait_for("Tab ergänzt; Liste (oder ?) zeigt die erlaubten Eingaben")
        term.wait_for(" · Schritt ")
        for text in texts[:8]:
            enter(term, record, text)
        bad = illegal_entry(TableSession.resume(record), texts)
        assert bad is not None, "no illegal entry found to type"
        mark = term.mark()
        term.type(bad)
        term.keys("Enter")
        term.wait_for("Regel: ", since=mark)
        term.wait_for("(nicht aufgezeichnet)", since=mark)
        mark = term.mark()
        term.type(f"hand {names[0]}")
        term.keys("Enter")
        shown = term.wait_for("drücke Enter, um sie zu verbergen", since=mark)
        assert f"Nur für {names[0]} (alle anderen schauen weg):" in shown, shown
        term.keys("Enter")
        term.wait_for(f"(für {names[0]} gezeigt, dann verborgen: „Hand {names[0]}“ zeigt sie wieder)", since=mark)
        mark = term.mark()
        term.type("rückgängig")  # (the command in German; English is read too)
        term.keys("Enter")
        term.wait_for("zurückgenommen: ", since=mark)
        term.type("quit")
        term.keys("Enter")
        _wait(lambda: not term.alive(), timeout=30)
        screen = term.screen()
        assert f"gespeichert: {record}; weiter mit: nile play {record}" in " ".join(screen.split()), screen
        said = screen.replace(str(record), "RECORD")
        assert not _english_left(said, "de"), (sorted(_english_left(said, "de")), said)
    finally:
        term.close()
