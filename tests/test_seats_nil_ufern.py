"""Seats that keep secrets, NIL and An den Ufern des Nils: the property of tests/test_seats.py (its module
docstring says what it is) over their tables, and over NIL's racks told on the players' own pages. A module
of its own so that pytest-xdist (``--dist loadscope``: a module on one worker) runs these beside the Land
Unter and NILE ones."""

from __future__ import annotations

import pytest

from tests.test_seats import TABLES, _play_both, check_a_table, quick_saves  # noqa: F401 (a fixture)


@pytest.mark.parametrize("slug, seed, players", [table for table in TABLES if table[0] in ("nil", "ufern-des-nils")])
def test_no_view_shows_a_card_hidden_from_it(slug, seed, players, tmp_path, quick_saves):
    check_a_table(slug, seed, players, tmp_path)


def test_no_view_shows_a_nil_rack_its_player_told(tmp_path, quick_saves):
    """NIL's racks kept on the players' own pages (``Ben holds bend``): the same property, and each tile
    told is an entry only its player makes."""
    counts = _play_both("nil", 5, 3, tmp_path, told=True)
    assert counts["steps"] > 20 and counts["forbidden"] > 0
