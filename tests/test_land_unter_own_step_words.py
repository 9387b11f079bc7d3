"""Land Unter: a seat's own card, played beside the player the table is asked about, is named as its own step on
its own page (issue 22, revcards defect 10: Ben's Undo confirm for "Ben 13", a card his hand as written did not
hold, named the step "Anna plays a weather card", and his "Expected:" spoke of Anna's card)."""

from __future__ import annotations

from scorer.session import Accepted, TableSession, Unreadable
from tests.test_session import spec_of


def _trick_1(tmp_path):
    session = TableSession.start(spec_of("land-unter"), ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    for text in ("4 4 4", "7 7"):
        assert isinstance(session.enter_as(text, None, host=True), Accepted)
    return session


def test_the_step_taken_back_on_its_players_page_is_that_players_card(tmp_path):
    session = _trick_1(tmp_path)
    assert isinstance(session.enter_as("Ben hand [1 2 3 14 15 16 25 26 37 38 49 50]", 1), Accepted)
    assert isinstance(session.enter_as("Ben 13", 1), Accepted)  # a slip: the hand as written gives way
    asked, entry = session.last_step_as(1)
    assert entry == "Ben 13" and asked.startswith("Round 1, trick 1: Ben plays a weather card"), asked  # (whose card: frderev2 C-e)
    assert session.view(1).last == (asked, entry)  # what the Undo confirm says


def test_an_entry_unread_on_a_seats_page_expects_that_seats_own_card(tmp_path):
    session = _trick_1(tmp_path)
    ruling = session.enter_as("Ben 99", 1)  # the table is asked Anna's card; Ben's page asks Ben's
    assert isinstance(ruling, Unreadable) and ruling.expected.startswith("your card"), ruling
