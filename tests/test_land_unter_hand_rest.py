"""A Land Unter hand written mid-round with only its cards not played yet (issue 22, lurev4 defect 2).

At trick 3 Ben's page folds out "Tap the 10 cards of your hand not played yet", and its taps go in as ``hand [38
50 …]``, the cards played from the hand added. Typed, the same ten cards were refused ("Ben's hand as written has
10 weather cards; each player is dealt 12"). Now the notation reads them as the taps are, on the seat's page and at
``nile play``'s keyboard alike; a count that fits neither way says which cards to add, never naming a card still
face down in the trick in progress."""

from __future__ import annotations

import os

import pytest

from scorer.games import game as spec_of
from scorer.session import Accepted, TableSession

NAMES = ["Anna", "Ben", "Cleo"]
#: Ben plays 38 in trick 1 and 50 in trick 2; his ten cards not played yet
START = ["Anna 5", "Ben 3", "Cleo 7", "1 2", "Ben 38", "Cleo 17", "Anna 25", "3 4", "Ben 50"]
REST = "3 7 14 15 37 43 46 48 52 59"


@pytest.fixture(autouse=True)
def quick(monkeypatch):
    monkeypatch.setattr(os, "fsync", lambda fd: None)


def _said(ruling) -> str:
    """What a refusal says (an entry unreadable here: its message)."""
    return str(getattr(ruling, "message", None) or getattr(ruling, "reason", ruling))


def _session(tmp_path, entries=START) -> TableSession:
    session = TableSession.start(spec_of("land-unter"), NAMES, [], tmp_path / "g.yaml")
    for entry in entries:
        assert isinstance(session.enter(entry), Accepted), entry
    return session


@pytest.mark.parametrize("text,seat", [(f"hand [{REST}]", 1), (f"Ben hand [{REST}]", None)])
def test_the_cards_not_played_yet_are_read_as_the_hand(text, seat, tmp_path):
    """Typed on Ben's page (a bare ``hand [...]``) or at the keyboard (``Ben hand [...]``): the hand is the ten
    cards and the two played from it, 38 (turned up) and 50 (face down in this trick)."""
    session = _session(tmp_path)
    ruling = session.enter_as(text, seat) if seat is not None else session.enter(text)
    assert isinstance(ruling, Accepted), getattr(ruling, "reason", ruling)
    h = session.state.hand_of(1)
    assert session.state.hand_known[h] == {38, 50, *map(int, REST.split())}


def test_a_count_that_fits_neither_way_says_which_cards_to_add(tmp_path):
    """Three cards typed: the refusal says the 2 played from the hand must be added (or only the 10 not played
    written); while Ben's 50 is face down it is counted, not named (the host's page does not see it); once the
    trick is turned up, both are named."""
    session = _session(tmp_path)
    ruling = session.enter_as("hand [3 7 14]", 1)
    said = _said(ruling)
    assert "the 2 played from it too, Ben's card of this trick among them (face down)" in said, said
    assert "50" not in said and "write only the 10 not played yet" in said
    for entry in ("Cleo 1", "Anna 2"):
        assert isinstance(session.enter(entry), Accepted), entry
    said = _said(session.enter("Ben hand [3 7 14]"))
    assert "the 2 played from it too: add 38 and 50, or write only the 10 not played yet" in said, said


def test_a_whole_hand_is_read_as_before(tmp_path):
    """Twelve cards, the played ones among them: as typed (the rule of written.py rules it)."""
    session = _session(tmp_path)
    ruling = session.enter_as(f"hand [38 50 {REST}]", 1)
    assert isinstance(ruling, Accepted), getattr(ruling, "reason", ruling)
