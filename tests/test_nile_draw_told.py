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


def test_a_players_step_typed_at_the_flood_card_says_the_flood_comes_first(tmp_path):
    """Found in a ``nile play`` session (issue 22 item 8): ``Ben plants 2 Wheat`` at Ben's flood card said "one
    flood card is turned up at a time"; another player's step still says whose flood card it is."""
    session = _turn_2(tmp_path)
    for text in ("Ben plants 2 Wheat", "market Castor Castor", "speculate Castor/Flax"):
        ruling = session.enter(text)
        assert isinstance(ruling, Unreadable) and ruling.message.startswith("Ben's turn starts with a flood"), ruling
    other = session.enter("Cleo plants 2 Wheat")
    assert isinstance(other, Unreadable) and "the flood card is Ben's to turn up now" in other.message, other
