"""Land Unter's words at the table, s39 frderev2's list (issue 25) and `nile play`'s folding (uferrev3 defect 2):
the other player's example is "e.g. Ben 30" (C-c, tests/test_land_unter_examples.py), the count of cards left (C-d,
tests/test_land_unter_seats.py), the history names whose card it was (C-e), the last trick typed again once nile
took it by itself is said so, not entered twice (C-j), a seat's page asks for its own count first (C-l), and a
question never wraps inside a word; a hand written mid-trick is said plainly to be its writer's claim (R1)."""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from scorer.play_screen import folded
from scorer.session import Accepted, Illegal, TableSession, Unreadable
from tests.land_unter_helpers import NAMES, dealt, hand_text, quick, simulated  # noqa: F401 (quick: autouse)
from tests.test_session import spec_of

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "land-unter" / "three-players.yaml"
TAKE_AUTOMATIC = TableSession._take_automatic  # (the quick fixture turns it off)


def test_the_history_names_whose_card_it_was_not_the_player_asked(tmp_path):
    """C-e: ``Ben 57`` typed while the table was asked Anna's card read "Anna plays a weather card …: Ben 57"."""
    session, moves, hands = dealt(tmp_path, turned_up=True)
    plays = sorted(moves[2:5], key=lambda m: m.player != 1)  # Ben's card first, at Anna's question
    for move in plays:
        assert isinstance(session.enter_as(f"{NAMES[move.player]} {move.card}", None, host=True), Accepted)
    lines = {text: asked for asked, text in session.history_as(None)}
    ben = plays[0]
    assert lines[f"Ben {ben.card}"].startswith("Round 1, trick 1: Ben plays a weather card"), lines


def test_a_last_trick_nile_took_by_itself_typed_again_is_said_so_and_not_entered(tmp_path, monkeypatch):
    """C-j: the game's last trick is taken by itself; ``5 2: 49 30 7`` typed then printed the whole end again and
    added a step, since nile had turned up ``2 5`` (the same two cards)."""
    monkeypatch.setattr(TableSession, "_take_automatic", TAKE_AUTOMATIC)
    record = tmp_path / "end.yaml"
    record.write_text("".join(EXAMPLE.read_text().splitlines(keepends=True)[:-4]))
    session = TableSession.resume(record)
    assert isinstance(session.enter("1 3: 44 53 31"), Accepted) and session.state.is_over
    steps = len(session.moves)
    again = session.enter("5 2: 49 30 7")
    assert isinstance(again, Unreadable) and "is a step nile took by itself" in again.message, again
    assert "nothing entered" in again.message and len(session.moves) == steps


def test_a_seat_page_asks_for_its_own_count_before_its_hand(tmp_path):
    """C-l: a hand typed on a seat's page before the counts said the host's form ("type the lifebelts first
    (e.g. 5 3 6) … or in brackets in the deal"); it now says to tap the page's own count first, then (the count
    in, others' still out) to wait for every count; the host's page keeps its form."""
    moves, hands, belts = simulated()
    session = TableSession.start(spec_of("land-unter"), NAMES, [], tmp_path / "lu.yaml")
    ruling = session.enter_as(hand_text(hands[0]), 0)
    assert isinstance(ruling, Unreadable) and "tap your count first" in ruling.message, ruling
    assert "e.g." not in ruling.message and "in the deal" not in ruling.message, ruling
    assert isinstance(session.enter_as(str(belts[0]), 0), Accepted)
    ruling = session.enter_as(hand_text(hands[0]), 0)
    assert isinstance(ruling, Unreadable) and "your count is in" in ruling.message, ruling
    host = session.enter_as("Anna " + hand_text(hands[0]), None, host=True)
    assert isinstance(host, Unreadable) and "type the lifebelts first" in host.message, host


def test_the_hand_fold_says_a_hand_as_written_never_refuses_another_players_card(tmp_path):
    """R1 (frderev2; the lead's decision after s40 lurev4): a hand written mid-trick is its writer's claim; the
    fold that writes it says so plainly, and another player's card it holds is not refused."""
    session, moves, hands = dealt(tmp_path, turned_up=True)
    pick = session.view(0).more[-1] if session.view(0).more else session.view(0).pick
    assert "it never refuses another player's card" in str(pick.label), pick
    assert isinstance(session.enter_as(hand_text(hands[0]), 0), Accepted)
    other = hands[0][0]
    ruling = session.enter_as(f"Cleo {other}", 2)
    assert isinstance(ruling, Accepted), ruling


def test_a_refusal_for_another_players_hand_does_not_name_it_on_the_tables_screen(tmp_path):
    """s40 lurev4: ``Cleo 49`` with 49 in Anna's hand given at the deal said "(Anna's)" on the table's screen, so
    the table learnt where 49 is; now whose is not said there, and ``hand Anna`` says why to Anna alone."""
    moves, hands, belts = simulated()
    session = TableSession.start(spec_of("land-unter"), NAMES, [], tmp_path / "lu.yaml")
    deal = f"{belts[0]} [{' '.join(map(str, hands[0]))}] {belts[1]} {belts[2]}"
    assert isinstance(session.enter_as(deal, None, host=True, keyboard=True), Accepted)
    assert isinstance(session.enter_as(" ".join(map(str, moves[1].cards)), None, host=True, keyboard=True), Accepted)
    ruling = session.enter_as(f"Cleo {hands[0][0]}", None, host=True, keyboard=True)
    assert isinstance(ruling, Illegal) and "another player's" in ruling.reason and "Anna" not in ruling.reason, ruling
    told = session.refusal_for(0)
    assert told is not None and str(hands[0][0]) in told.reason


def test_a_question_is_folded_at_spaces_never_inside_a_word():
    """uferrev3 defect 2: "Enter it for Ben too, as 'B" / "en done'?" at 100 columns: every line of the fold is
    whole words, the question's cursor still after its last space."""
    question = ("nile has just taken 'done' by itself (round 1, actions: Anna: done (the only entry here)). "
                "Enter it for Ben too, as 'Ben done'? [y/N] ")
    for columns in range(40, 101):
        lines = folded(question, columns).split("\n")
        assert all(len(line) <= columns + 1 for line in lines), (columns, lines)
        assert " ".join(line.strip() for line in lines) == question.strip(), (columns, lines)
        assert lines[-1].endswith("[y/N] "), lines


@pytest.mark.skipif(shutil.which("tmux") is None, reason="needs tmux")
def test_nile_play_folds_a_question_at_spaces_in_tmux(tmp_path):
    """``nile play``'s questions go through the same fold (``asked_plainly``), seen in tmux at 100 columns: Ctrl-C
    asks "Quit? Every step is saved in PATH. [y/N]", longer than the line; the path stays whole on one line of
    the screen, where the terminal alone cut it at the 100th column."""
    folder = tmp_path / "records"
    folder.mkdir()
    path = folder / ("table-" + "x" * max(1, 85 - len(str(folder)) - 12) + ".yaml")
    assert 80 <= len(str(path)) <= 95, path
    name = f"lufix2-{tmp_path.name}"
    cmd = f"{sys.executable} -m scorer.cli play land-unter -p Anna,Ben,Cleo --out {path}"
    subprocess.run(["tmux", "new-session", "-d", "-s", name, "-x", "100", "-y", "40", cmd], check=True)

    def wait(text: str) -> list[str]:
        end = time.monotonic() + 90
        while time.monotonic() < end:
            shown = subprocess.run(["tmux", "capture-pane", "-p", "-t", name], capture_output=True, text=True).stdout
            if text in shown:
                return shown.splitlines()
            time.sleep(0.1)
        raise AssertionError(f"{text!r} never shown:\n{shown}")

    try:
        wait("table>")
        subprocess.run(["tmux", "send-keys", "-t", name, "C-c"], check=True)
        lines = wait("[y/N]")
        assert any(str(path) in line for line in lines), lines
        assert any(line.rstrip() == "Quit? Every step is saved in" for line in lines), lines
    finally:
        subprocess.run(["tmux", "kill-session", "-t", name])


def test_a_deal_or_hand_line_with_a_card_mistyped_is_not_echoed_on_the_tables_screen(tmp_path):
    """s40 mergerev1: ``5 [6 12 … 99] 3 7`` (a card that does not exist) was refused as unreadable and echoed
    whole, Anna's eleven other cards on the table's screen; now only the fact is said, and the ruling quotes no card."""
    from scorer.play_screen import echo, without

    moves, hands, belts = simulated()
    session = TableSession.start(spec_of("land-unter"), NAMES, [], tmp_path / "lu.yaml")
    hand = [str(c) for c in hands[0][:11]] + ["99"]
    for line in (f"{belts[0]} [{' '.join(hand)}] {belts[1]} {belts[2]}", f"Anna hand [{' '.join(hand)}]"):
        said: list[str] = []
        assert echo(session, "Anna", line, said.append) is True, said
        assert " ".join(hand[:3]) not in said[-1] and "Anna" in said[-1].split(">", 1)[1], said
        ruling = session.enter_as(line, None, host=True, keyboard=True)
        assert isinstance(ruling, (Unreadable, Illegal)), ruling
        shown = without(ruling, line, "en")
        assert " ".join(hand[:3]) not in f"{shown.entry} {getattr(shown, 'message', '')} {getattr(shown, 'reason', '')}", shown
    said = []
    assert echo(session, "Anna", "Ben 99", said.append) is False and said[-1] == "Anna> Ben 99"  # no hand: shown
