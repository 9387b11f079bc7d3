"""NIL at the table, s34 finding 1: a rack told on a seat's own page is its secret, and the host's page (a
shared screen) must not tell it. ``Ben holds not bend`` was taken there while ``Ben holds not arc`` was refused,
so anyone at the shared screen could probe which tiles Ben told. A tile of a rack is told, and taken back, on
its seat's own page (or at ``nile play``'s one keyboard); the host's page answers every ``Ben holds ...`` alike,
whatever the tile and whatever Ben told, and changes nothing. Served (the host's token posting to ``/enter``),
with a twin table where Ben told other tiles: the host's and the table's pages read the same."""

from __future__ import annotations

import html
import os
import re
from pathlib import Path

import pytest

from scorer.session import Accepted
from tests.test_host_claims import HOST, SEATS, Served, _page_text

#: Ben's tiles told on his own page at the two twin tables
BENDS, ARCS = ["bend", "bend", "straight"], ["arc", "far-left", "straight"]


@pytest.fixture(autouse=True)
def _quick(monkeypatch):
    monkeypatch.setattr(os, "fsync", lambda fd: None)


def _told(tmp_path: Path, name: str, rack: list[str]) -> Served:
    """A served NIL game, Anna to start, Ben telling ``rack`` on his own page."""
    served = Served(tmp_path, "nil", name)
    assert "Recorded" in served.post(HOST, "start Anna")
    for tile in rack:
        served.seat(1, f"Ben holds {tile}")
    return served


def _answer(served: Served, entry: str) -> tuple[int, str]:
    """The host page's answer to ``entry``: its status and its text, the entry's own words taken out."""
    reply = served.client.post("/enter", data={"t": HOST, "rev": served.table.revision, "entry": entry},
                               headers={"HX-Request": "true"})
    return reply.status_code, _page_text(html.unescape(reply.text).replace(entry, "ENTRY"))


def test_the_hosts_page_answers_every_tile_of_a_told_rack_alike_and_changes_nothing(tmp_path):
    """For every tile kind K, ``Ben holds not K`` (and ``Ben holds K``, ``Ben holds K, not K``) on the host's
    page gets one answer (status and words), at both twin tables, and the game is unchanged: the host's page
    cannot tell which tiles Ben told. (Before: ``not bend`` recorded, ``not arc`` refused.)"""
    tables = [_told(tmp_path, "bends", BENDS), _told(tmp_path, "arcs", ARCS)]
    moves = [list(t.session.moves) for t in tables]
    kinds = list(tables[0].session.state.counts)
    answers = set()
    for served in tables:
        for k in kinds:
            for entry in (f"Ben holds not {k}", f"Ben holds {k}", f"Ben holds {k}, not {k}"):
                answers.add(_answer(served, entry))
    assert len(answers) == 1, answers
    status, words = answers.pop()
    assert status == 403 and "Ben's own page" in words, words
    assert [list(t.session.moves) for t in tables] == moves  # nothing recorded


def test_the_shared_pages_read_alike_whatever_ben_told(tmp_path):
    """The host's page and the table's read-only page (the page, /view.json, the history) are the same at two
    tables where Ben told other tiles: no button, refusal, history line or news tells a told tile."""
    tables = [_told(tmp_path, "bends", BENDS), _told(tmp_path, "arcs", ARCS)]
    for token in (HOST, None):
        pages = [_page_text(t.page(token) if token else t.client.get("/").text) for t in tables]
        assert pages[0] == pages[1]
        views = [t.client.get("/view.json" + (f"?t={token}" if token else "")).json() for t in tables]
        assert views[0] == views[1]
        assert not re.search(r"holds not|holds (bend|arc)", pages[0])
    assert tables[0].session.history_as(None) == tables[1].session.history_as(None)


def test_bens_own_page_and_the_keyboard_still_take_a_told_tile_back(tmp_path):
    """The take-back stays where it belongs: Ben's own page (the tap under the rack) and ``nile play``'s
    keyboard, where one user types everything."""
    served = _told(tmp_path, "bends", BENDS)
    served.seat(1, "Ben holds not bend")
    assert sorted(served.session.state.racks[1].elements()) == ["bend", "straight"]
    ruling = served.session.enter_as("Ben holds not straight", None, host=True, keyboard=True)
    assert isinstance(ruling, Accepted), ruling
    assert sorted(served.session.state.racks[1].elements()) == ["bend"]
    assert "Ben holds not bend" in [e.text for e in served.session.view(1).entries]


def test_niles_told_hand_is_no_probe_of_the_hosts_page_either(tmp_path):
    """NILE's hand told on the own page is a claim too: ``Ben holds not Papyrus`` (told) and ``not Lettuce``
    (not told) get one answer on the host's page, nothing recorded; the keyboard still takes it back."""
    served = Served(tmp_path, "nile", "nile")
    served.seat(1, "Ben holds Papyrus Wheat Wheat Castor Flax")
    moves = list(served.session.moves)
    answers = {_answer(served, f"Ben holds not {card}") for card in ("Papyrus", "Flax", "Lettuce", "Wheat")}
    assert len(answers) == 1 and next(iter(answers))[0] == 403, answers
    assert served.session.moves == moves
    assert isinstance(served.session.enter_as("Ben holds not Flax", None, host=True, keyboard=True), Accepted)
