"""Refusals at ``nile play``'s one keyboard that hidden cards give (issue 22, revcards defect 2): the public
reason first (``Cleo 16`` after ``Ben 16``, though Cleo's hand as written lacks 16 too), and a reason only a
hand tells named by whose ``hand NAME`` says it, which then does, to that player alone
(:mod:`scorer.refusals`)."""

from __future__ import annotations

from scorer.play import Referee
from scorer.session import Accepted, Illegal, TableSession
from tests.test_session import spec_of

#: revcards' Land Unter game at round 3, trick 4 (lu-tmux-r2.yaml): Cleo's hand is the one Anna held in round 1
#: and Ben in round 2, every card of it known to the referee by the cards played from it, none on the screen
ROUND_3 = """game: land-unter
players: [Anna, Ben, Cleo]
variants: []
rounds:
- lifebelts: {Anna: 4, Ben: 4, Cleo: 4}
  tricks:
  - {water: [4, 11], played: {Anna: 44, Ben: 39, Cleo: 57}}
  - {water: [3, 9], played: {Anna: 40, Ben: 46, Cleo: 59}}
  - {water: [12, 3], played: {Anna: 50, Ben: 55, Cleo: 17}}
  - {water: [8, 11], played: {Anna: 9, Ben: 11, Cleo: 54}}
  - {water: [9, 10], played: {Anna: 20, Ben: 60, Cleo: 43}}
- tricks:
  - {water: [4, 9], played: {Anna: 34, Ben: 20, Cleo: 39}}
  - {water: [12, 2], played: {Anna: 23, Ben: 15, Cleo: 53}}
  - {water: [7, 8], played: {Anna: 25, Ben: 21, Cleo: 31}}
  - {water: [3, 11], played: {Anna: 7, Ben: 9, Cleo: 29}}
  - {water: [8, 1], played: {Anna: 54, Ben: 13, Cleo: 45}}
  - {water: [12, 5], played: {Anna: 26, Ben: 3, Cleo: 38}}
  - {water: [10, 5], played: {Anna: 49, Ben: 58, Cleo: 60}}
- tricks:
  - {water: [7, 5], played: {Anna: 31, Ben: 59, Cleo: 58}}
  - {water: [6, 3], played: {Anna: 10, Ben: 49, Cleo: 14}}
  - {water: [11, 8], played: {Anna: 39, Ben: 34, Cleo: 30}}
  - {water: [12, 10], played: {Anna: 55, Ben: 56}}
"""


def test_the_public_reason_comes_first_at_the_keyboard_though_a_hand_written_lacks_the_card(tmp_path):
    """revcards 2b: Cleo's hand written at the deal, ``Ben 16`` then ``Cleo 16`` typed at the keyboard was "does
    not fit what is hidden here" with 60 entries instead; the table saw Ben's 16 typed, so that is the reason."""
    session = TableSession.start(spec_of("land-unter"), ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    for text in ("4 4 4 [3 9 13 14 15 20 21 30 40 44 50 58]", "7 7", "Ben 16"):
        assert isinstance(session.enter_as(text, None, host=True, keyboard=True), Accepted)
    refused = session.enter_as("Cleo 16", None, host=True, keyboard=True)
    assert isinstance(refused, Illegal) and refused.reason == (
        "weather card 16 is already played in this trick, by Ben; each weather number exists once"), refused
    on_a_host_phone = session.enter_as("Cleo 16", None, host=True)  # Ben's 16 face down there: no reason
    assert isinstance(on_a_host_phone, Illegal) and "Ben" not in on_a_host_phone.reason, on_a_host_phone


def test_hand_name_says_why_a_card_was_refused_for_the_hand_it_names(tmp_path):
    """revcards 2a: ``Cleo 1`` (not in Cleo's hand, which the screen does not keep) is refused without its
    reason, which named 'hand NAME' as where to learn it; ``hand Cleo`` listed the cards and never said why.
    Now the refusal names ``hand Cleo``, which says why, to Cleo alone, while the game stands there."""
    record = tmp_path / "r3.yaml"
    record.write_text(ROUND_3)
    session, said = TableSession.resume(record), []
    referee = Referee(session, said.append)
    referee.ruling(referee.enter("Cleo 1"))
    assert "'hand Cleo' shows it, to Cleo alone" in " ".join(said) and "not in Cleo's hand" not in " ".join(said), said
    shown = " ".join(" ".join(referee.hand_lines("Cleo")).split())  # (a line wraps at the terminal's width)
    assert "'Cleo 1' was refused: Cleo played 1, which is not in Cleo's hand (3, 9, 13, 15, 20, 21, 40, 44, 50" \
        in shown, shown
    assert "refused" not in " ".join(referee.hand_lines("Anna"))  # Anna's hand tells nothing of it
    assert isinstance(referee.enter("Cleo 3"), Accepted)
    assert "refused" not in " ".join(referee.hand_lines("Cleo"))  # the game moved on: forgotten
