"""``nile play``: the prompt_toolkit front end through a pipe input, and the line mode a script drives."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from scorer.games import registry
from scorer.session import TableSession, grouped
from tests.nile_helpers import FLAX
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
    copy = tmp_path / "copy.yaml"  # the entry as the table reads it, from a copy of the game that takes it
    copy.write_bytes(session.path.read_bytes())
    again = TableSession.resume(copy)
    again.enter(target)
    public = again.last_step_as(None)[1]
    keys = "list\r" + "zzz\r" + target + "\r" + "board\rscore\rundo\rhelp\r\x04"  # Ctrl-D: save and quit
    said = _terminal(session, keys)
    text = "\n".join(said)
    assert session.prompt.text[:30] in text
    groups = grouped(session.view(None).entries)
    assert all(f"{g}:" in said for g in groups if g)  # list shows the entries under their groups
    single = {e.group for e in session.entries()} - set(groups)  # a group of one entry: no heading of its own
    assert all(f"{g}:" not in said for g in single if g)
    assert "not an entry here: " in text and "'zzz'" in text and "expected:" in text
    assert "undone: " + public in text
    assert "undo" in text and "take back the last step" in text  # help
    assert "resume with: nile play" in said[-1]
    assert session.kinds.count("entry") == 4 and _position(TableSession.resume(session.path)) == _position(session)


@pytest.mark.parametrize("slug", GAMES)
def test_tab_completes_the_legal_entries_and_the_commands(slug, tmp_path):
    """What Tab offers: every legal entry starting with what is typed, whatever its case, as a whole line
    (entries hold spaces), in its short form where that starts so (Ufern), and the commands. (In a real terminal: tests/test_play_tmux.py.)"""
    from prompt_toolkit.completion import CompleteEvent
    from prompt_toolkit.document import Document

    from scorer.play import EntryCompleter

    spec = registry()[slug]
    names, _, texts = typed_game(slug, 11, spec.catalogue.players.min)
    session = TableSession.start(spec, names, [], tmp_path / "g.yaml")
    completer = EntryCompleter(session)
    for text in texts[:30]:
        entries = [e.text for e in session.view(None).entries]  # the table's: no player's hidden cards
        short = session.typed_short(entries)  # (Ufern: its short form where it starts so, ``grow flax``)
        for entry in entries[:20]:
            prefix = _unique_prefix(entry, entries)
            offered = [c.text for c in completer.get_completions(Document(prefix.lower()), CompleteEvent())]
            assert (entry in offered or short.get(entry) in offered) and all(o.lower().startswith(prefix.lower()) for o in offered)
        session.enter(text)
    assert "undo" in [c.text for c in completer.get_completions(Document("un"), CompleteEvent())]


@pytest.mark.parametrize("slug", GAMES)
def test_ctrl_c_asks_before_quitting(slug, tmp_path):
    spec = registry()[slug]
    names, _, texts = typed_game(slug, 12, spec.catalogue.players.min)
    session = TableSession.start(spec, names, [], tmp_path / "g.yaml")
    said = _terminal(session, "\x03n\r" + texts[0] + "\r\x03y\r")
    assert session.kinds.count("entry") == 1
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


def test_a_nile_claim_given_way_is_shown_to_its_seat_alone_and_again_by_hand(tmp_path):
    """fe-table7/fe-table8: "nile play says a lost claim nowhere". Ben told Lettuce/Castor for his Flax at the
    table's keyboard; Anna's speculation shows the one Lettuce/Castor. The terminal shows Ben, privately (as
    ``hand NAME`` shows a hand: the question erased once answered, never in the screen's scrolled text, since
    it names his told cards), that his told card gave way and how to tell it again; the table's text says only
    that there was something for Ben. ``hand Ben`` shows it again while it stands; once Ben tells again it is
    gone. What is typed at that question is taken as the next entry."""
    import io

    from prompt_toolkit.application import create_app_session
    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output.plain_text import PlainTextOutput

    from scorer.play import play_terminal

    session = TableSession.start(registry()["nile"], ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    entries = ["Ben holds Papyrus Wheat Wheat Castor Lettuce/Castor", "Anna holds Lettuce/Castor Papyrus Papyrus "
               "Papyrus Papyrus", "Cleo holds Wheat Wheat Flax Flax Castor", "Papyrus", "speculate Lettuce/Castor"]
    # at Ben's question `hand Ben` is typed: taken as the next line, it shows the notice again; then Ben tells
    keys = "".join(f"{t}\r" for t in entries + ["hand Ben", "", "Ben holds Flax", "hand Ben", ""]) + "\x04"
    said: list[str] = []
    screen = io.StringIO()
    with create_pipe_input() as pipe, create_app_session(input=pipe, output=PlainTextOutput(screen)):
        pipe.send_text(keys)
        assert play_terminal(session, said.append) == 0
    text, shown = "\n".join(said), screen.getvalue()
    notice = "Your told Lettuce/Castor cannot be in your hand"
    assert "Shown to Ben only (everyone else looks away):" in shown and notice in shown, shown
    assert "to tell, type e.g. Ben holds Papyrus" in shown
    assert notice not in text and "Lettuce/Castor cannot" not in text, text  # never in the table's text
    assert "Ben: a notice for Ben only (everyone else looks away)" in text
    assert "(shown to Ben, then hidden: 'hand Ben' shows it again)" in text
    assert "taken as the next entry" in text and session.state.told[1][FLAX] == 1
    assert shown.count(notice) == 2  # shown, shown again by `hand Ben`; told again, `hand Ben` shows it no more
    for seat in (0, 2):  # only Ben's notice was said
        assert f"Shown to {session.players[seat]} only" not in shown


def test_a_nile_claim_given_way_is_said_in_a_scripts_output(tmp_path):
    """Without a terminal the lines come from a script its writer typed, every hand in it: the claim that gave
    way is said there, to that writer, as ``nile check`` names a clash (no table's screen to keep it from)."""
    from scorer.play import play_lines

    session = TableSession.start(registry()["nile"], ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    said: list[str] = []
    lines = ["Ben holds Papyrus Wheat Wheat Castor Lettuce/Castor", "Anna holds Lettuce/Castor Papyrus Papyrus "
             "Papyrus Papyrus", "Papyrus", "speculate Lettuce/Castor", "Ben holds Flax", "undo"]
    assert play_lines(session, lines, said.append) == 0
    notices = [line for line in said if "Your told Lettuce/Castor cannot be in your hand" in line]
    assert len(notices) == 2 and said[said.index(notices[0]) - 1] == "Shown to Ben only (everyone else looks away):"


def test_a_land_unter_hand_given_way_is_said_to_its_seat_in_a_script(tmp_path):
    """fe-table9 problem 4: at ``nile play`` a hand as written that gave way to its holder's own card vanished
    silently (``hand Anna`` then showed only the cards not written down). The notice is said to Anna, as
    NILE's told cards that gave way are."""
    from scorer.play import play_lines
    from tests.land_unter_helpers import hand_text, simulated

    moves, hands, belts = simulated()
    session = TableSession.start(registry()["land-unter"], ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    halves = session.state.halves
    real = hands[0][0]
    wrong = next(c for c in range(1, 61) if halves[c] == halves[real] and all(c not in h for h in hands))
    written = sorted(set(hands[0]) - {real} | {wrong})
    said: list[str] = []
    lines = [" ".join(map(str, belts)), "Anna " + hand_text(written), " ".join(map(str, moves[1].cards)),
             f"Anna {real}", f"Ben {hands[1][0]}", f"Cleo {hands[2][0]}", "hand Anna"]
    assert play_lines(session, lines, said.append) == 0
    notices = [line for line in said if f"You played {real} in trick 1, which your hand as written did not hold" in line]
    assert notices and said[said.index(notices[0]) - 1] == "Shown to Anna only (everyone else looks away):", said
    # trick 2's water-level cards are asked, the hand to write folded beside them: `hand Anna` still says it
    assert session.state.trick == 1 and len(notices) == 2, said
