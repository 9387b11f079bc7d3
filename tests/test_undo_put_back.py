"""Undo names what the table puts back, per game and step (issue 22, lureview defect 6a): undoing Land Unter's
lifebelts announced (``Anna 6``) said "if a card or tile was turned up, dealt or drawn there, put it back as it
was", and NIL's start draw said "card or tile" too; each game now says the thing (:attr:`GameSpec.put_back`),
or nothing where no card or tile was turned up, dealt or drawn."""

from __future__ import annotations

import os

import pytest

from scorer.session import TableSession
from tests.test_session import spec_of

GENERIC = "card or tile"


@pytest.fixture(autouse=True)
def _quick(monkeypatch):
    monkeypatch.setattr(os, "fsync", lambda fd: None)


def _undone(tmp_path, game: str, entries: list[str], seat=None) -> list[str]:
    """``entries`` typed at a new game of Anna, Ben and Cleo, then the last taken back on ``seat``'s page (None:
    the table's): the warnings said."""
    session = TableSession.start(spec_of(game), ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    for entry in entries:
        session.enter(entry)
    undone = session.undo_as(1, seat)
    assert undone.entries, undone
    return [str(w) for w in undone.warnings]


def test_undoing_land_unter_lifebelts_announced_puts_nothing_back(tmp_path):
    said = _undone(tmp_path, "land-unter", ["Anna 6"])
    assert not any(GENERIC in w or "put" in w for w in said), said
    assert any("Anna announces 6 lifebelts" in w for w in said), said  # what the rules worked out still goes


def test_undoing_land_unter_water_cards_puts_them_back_on_the_pile(tmp_path):
    for seat in (None, 1):  # the table's page and a seat's say it alike (the water cards are public)
        said = _undone(tmp_path / str(seat), "land-unter", ["4 5 5", "7 1"], seat)
        assert any("if the water-level cards 7 and 1 were turned up there, put them back on top of the pile" in w
                   for w in said), said
        assert not any(GENERIC in w for w in said), said


def test_undoing_nil_start_draw_puts_the_tiles_back_in_the_bag(tmp_path):
    said = _undone(tmp_path, "nil", ["Anna: bend, arc, straight | Ben: bend, bend, straight | Cleo: arc, arc, bend"])
    assert any("put the tiles drawn there to choose the start player back in the bag" in w for w in said), said
    assert not any(GENERIC in w for w in said), said


def test_undoing_nile_flood_card_puts_it_back_on_the_deck(tmp_path):
    deal = "Anna: Wheat Wheat Lettuce Lettuce Castor; Ben: Papyrus Lettuce Castor Castor Flax; " \
           "Cleo: Papyrus Papyrus Flax Flax Wheat"
    said = _undone(tmp_path, "nile", [deal, "Castor"])
    assert any("put the card turned up onto the flood pile there back on top of the deck" in w for w in said), said
    assert not any(GENERIC in w for w in said), said
