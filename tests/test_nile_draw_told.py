"""NILE: a draw told where none is due says who drew last and when (issue 22, revcards defect 3b: ``Ben drew
Plague`` at turn 2's flood, Anna having drawn last, was told "one flood card is turned up at a time")."""

from __future__ import annotations

from scorer.session import Accepted, TableSession, Unreadable
from tests.test_session import spec_of


def _turn_2(tmp_path):
    session = TableSession.start(spec_of("nile"), ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    for text in ("Papyrus", "pass"):  # Anna's turn 1; her 2 cards drawn face down by the session
        assert isinstance(session.enter(text), Accepted)
    return session


def test_a_draw_told_by_a_player_who_did_not_draw_says_who_drew_last(tmp_path):
    session = _turn_2(tmp_path)
    for who in ("Ben", "Cleo"):
        ruling = session.enter(f"{who} drew Plague")
        assert isinstance(ruling, Unreadable) and ruling.message == (
            f"{who} has drawn no card since the deal; Anna drew last (2 cards at the end of the turn, in turn 1)"), ruling
    assert isinstance(session.enter("Wheat"), Accepted)
    late = session.enter("Anna drew Plague")  # her draw is no longer the last entry's: undo to tell it
    assert isinstance(late, Unreadable) and "Anna drew last" in late.message and "undo back to it" in late.message, late


def test_a_draw_told_right_after_it_still_takes_the_draws_place(tmp_path):
    session = _turn_2(tmp_path)
    ruling = session.enter("Anna drew Plague")
    assert isinstance(ruling, Accepted) and "Anna drew the Plague of Locusts" in ruling.news, ruling
