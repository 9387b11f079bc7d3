"""What ``nile play`` shows one player alone (:func:`scorer.play_screen.privately`) is folded to the terminal's
width as the scrolling text is (revcards defect 1: a long reason for a sealed card refused ran off a 100-column
screen at "each player plays on")."""

from __future__ import annotations

import os

from scorer.play_screen import privately


class _Prompter:
    """A prompt that records the message it was asked with and answers Enter."""

    def __init__(self) -> None:
        self.asked: list[str] = []

    def prompt(self, message: str, **_settings: object) -> str:
        self.asked.append(message)
        return ""


def test_a_long_private_line_is_folded_to_the_terminal(monkeypatch):
    monkeypatch.setenv("COLUMNS", "60")  # (shutil.get_terminal_size reads it first)
    monkeypatch.setattr(os, "get_terminal_size", lambda *a: os.terminal_size((60, 24)))
    reason = "  illegal: Anna already played a card in this trick (face down until all are in); each player plays " \
             "one card a trick, and hers is in"
    prompter, said = _Prompter(), []
    assert privately(prompter, ["shown to Anna only:", reason], said.append, "Anna") == ""
    shown = prompter.asked[0].split("\n")
    assert all(len(line) <= 59 for line in shown), shown
    assert " ".join(w for line in shown for w in line.split()).startswith(" ".join(["shown", "to", "Anna", "only:",
                                                                                       *reason.split()]))
    assert shown[2].startswith("    ")  # a continued line indented two more than its own
    assert said == ["  (shown to Anna, then hidden: 'hand Anna' shows it again)"]
