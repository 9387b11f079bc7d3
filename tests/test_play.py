"""``nile play``: the prompt_toolkit front end through a pipe input, and the line mode a script drives."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from scorer.games import registry
from scorer.session import TableSession
from tests.test_session import GAMES, _position, _walk, typed_game


def _terminal(session: TableSession, keys: str) -> list[str]:
    """Run the interactive prompt on ``keys`` (a pipe input, no real terminal); the lines it said."""
    from prompt_toolkit.application import create_app_session
    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output import DummyOutput

    from scorer.play import play_terminal

    said: list[str] = []
    with create_pipe_input() as pipe, create_app_session(input=pipe, output=DummyOutput()):
        pipe.send_text(keys)
        assert play_terminal(session, said.append) == 0
    return said


def _unique_prefix(text: str, others: list[str]) -> str:
    """The shortest start of ``text`` that no other entry shares (Tab then completes it alone)."""
    for n in range(1, len(text) + 1):
        if sum(1 for o in others if o.lower().startswith(text[:n].lower())) == 1:
            return text[:n]
    return text


@pytest.mark.parametrize("slug", GAMES)
def test_the_prompt_rules_entries_completes_with_tab_and_saves_on_ctrl_d(slug, tmp_path):
    session, rest = _walk(slug, 11, 4, tmp_path)
    target = rest[0]
    # the screen is the table's: a card a player drew is said as '?'
    move = session.notation.parse(session.state, target)
    public = session.notation.format(session.seen(None), session.spec.secrets.hide(session.state, move, None))
    keys = "list\r" + "zzz\r" + target + "\r" + "board\rscore\rundo\rhelp\r\x04"  # Ctrl-D: save and quit
    said = _terminal(session, keys)
    text = "\n".join(said)
    assert session.prompt.text[:30] in text
    groups = {e.group for e in session.view(None).entries}
    assert all(f"{g}:" in said for g in groups if g)  # list shows the entries under their groups
    assert "not an entry here: " in text and "'zzz'" in text and "expected:" in text
    assert "undone: " + public in text
    assert "undo" in text and "take back the last step" in text  # help
    assert "resume with: nile play" in said[-1]
    assert session.step == 4 and _position(TableSession.resume(session.path)) == _position(session)


@pytest.mark.parametrize("slug", GAMES)
def test_tab_completes_the_legal_entries_and_the_commands(slug, tmp_path):
    """What Tab offers: every legal entry starting with what is typed, whatever its case, as a whole line
    (entries hold spaces), and the commands. (In a real terminal: tests/test_play_tmux.py.)"""
    from prompt_toolkit.completion import CompleteEvent
    from prompt_toolkit.document import Document

    from scorer.play import EntryCompleter

    spec = registry()[slug]
    names, _, texts = typed_game(slug, 11, spec.catalogue.players.min)
    session = TableSession.start(spec, names, [], tmp_path / "g.yaml")
    completer = EntryCompleter(session)
    for text in texts[:30]:
        entries = [e.text for e in session.view(None).entries]  # the table's: no player's hidden cards
        for entry in entries[:20]:
            prefix = _unique_prefix(entry, entries)
            offered = [c.text for c in completer.get_completions(Document(prefix.lower()), CompleteEvent())]
            assert entry in offered and all(o.lower().startswith(prefix.lower()) for o in offered)
        session.enter(text)
    assert "undo" in [c.text for c in completer.get_completions(Document("un"), CompleteEvent())]


@pytest.mark.parametrize("slug", GAMES)
def test_ctrl_c_asks_before_quitting(slug, tmp_path):
    spec = registry()[slug]
    names, _, texts = typed_game(slug, 12, spec.catalogue.players.min)
    session = TableSession.start(spec, names, [], tmp_path / "g.yaml")
    said = _terminal(session, "\x03n\r" + texts[0] + "\r\x03y\r")
    assert session.step == 1
    assert "resume with" in said[-1]


def _nile(args: list[str], stdin: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "scorer.cli", *args], input=stdin, capture_output=True, text=True,
                          cwd=cwd, timeout=300)


@pytest.mark.parametrize("slug", GAMES)
def test_a_script_plays_a_whole_game_and_exits_as_check_does(slug, tmp_path):
    spec = registry()[slug]
    names, _, texts = typed_game(slug, 13, spec.catalogue.players.min)
    out = tmp_path / "game.yaml"
    done = _nile(["play", slug, "--players", ",".join(names), "--out", str(out)], "\n".join(texts) + "\n", tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Rank" in done.stdout or "rank" in done.stdout.lower()
    check = _nile(["check", str(out)], "", tmp_path)
    assert check.returncode == 0 and "The game is over" in check.stdout
    score = _nile(["score", str(out)], "", tmp_path)
    assert score.returncode == 0


@pytest.mark.parametrize("slug", GAMES)
def test_a_script_stops_at_the_first_illegal_or_unreadable_entry(slug, tmp_path):
    spec = registry()[slug]
    names, _, texts = typed_game(slug, 14, spec.catalogue.players.min)
    out = tmp_path / "game.yaml"
    unreadable = _nile(["play", slug, "--players", ",".join(names), "--out", str(out)],
                       "\n".join(texts[:3] + ["no such move"] + texts[3:6]) + "\n", tmp_path)
    assert unreadable.returncode == 2, unreadable.stdout + unreadable.stderr
    assert "<stdin>:4:" in unreadable.stdout
    # what came before is saved; nothing after the refused line
    assert _position(TableSession.resume(out)) == _position(_walk(slug, 14, 3, tmp_path / "a")[0])
    again = _nile(["play", str(out)], "\n".join(texts[3:5]) + "\n", tmp_path)
    assert again.returncode == 0, again.stdout + again.stderr
    assert _position(TableSession.resume(out)) == _position(_walk(slug, 14, 5, tmp_path / "b")[0])


def test_play_refuses_bad_options_with_exit_2(tmp_path):
    record = tmp_path / "r.yaml"
    record.write_text(yaml.safe_dump(registry()["nil"].simulate_record(["Anna", "Ben"], 1)), encoding="utf-8")
    cases = [
        (["play", "nil"], "--players: name the players"),
        (["play", "nul", "--players", "A,B"], "unknown game"),
        (["play", str(record), "--players", "A,B"], "already names its players"),
        (["play", str(tmp_path / "missing.yaml")], "no such record"),
        (["play", "nil", "--players", "Anna", "--out", str(tmp_path / "x.yaml")], "2 to 4 players"),
        (["play", "nil", "--players", "A,B", "--out", str(record)], "already exists"),
    ]
    for args, words in cases:
        done = _nile(args, "", tmp_path)
        assert done.returncode == 2, (args, done.stdout, done.stderr)
        assert words in done.stderr, (args, done.stderr)
        assert "Traceback" not in done.stderr


def test_the_readme_script_example_runs_as_written(tmp_path):
    """The README's `printf ... | nile play ...` line plays and saves a legal record."""
    import re
    import shlex

    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    line = next(l for l in readme.splitlines() if l.startswith("printf ") and "nile play" in l)
    printed, command = line.split(" | ")
    stdin = shlex.split(printed)[1].encode().decode("unicode_escape")
    args = shlex.split(command)[1:]
    done = _nile(args, stdin, tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    out = tmp_path / args[args.index("--out") + 1]
    assert _nile(["check", str(out)], "", tmp_path).returncode == 0
    assert re.search(r"loses a lifebelt", done.stdout)


@pytest.mark.parametrize("slug", GAMES)
def test_show_writes_the_picture_of_every_game(slug, tmp_path):
    spec = registry()[slug]
    session, _ = _walk(slug, 15, 10, tmp_path)
    said = _terminal(session, f"show {tmp_path / 'board.png'}\rshow\rshow {tmp_path / 'board.txt'}\r\x04")
    text = " ".join(" ".join(said).split())  # lines folded at the terminal's width, joined again
    assert spec.picture is not None  # every game has its picture: the board, or a card game's table
    assert (tmp_path / "board.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert str(tmp_path / "board.png") in text and session.path.with_suffix(".svg").read_text(encoding="utf-8").startswith("<")
    assert "not 'board.txt'" in text and not (tmp_path / "board.txt").exists()
