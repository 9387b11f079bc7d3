"""NILE's picture on a laptop (issue 22, nilerev defect 5, session 38): the host's and the table's pages at 1280 x 800
fit the picture to their left column (about 670 px), and a picture 300 mm wide drew its counts and labels ("deck:
44", "discard: 5", "hand: 8 cards") about 6 px tall there, its right half empty. The picture is as wide as its
widest row needs now (170 mm at least), so the same column draws its words about 10 px tall; a hand of many kinds
still widens it up to 300 mm."""

from __future__ import annotations

import re

from scorer.games.card_table import LABEL_PT
from scorer.games.nile.moves import Hold
from tests.test_nile_table_fixes import _session

#: the left column's width on a laptop (px), measured at 1280 x 800 (the host's and the table's pages)
COLUMN_PX = 671.0


def _width_mm(session, tmp_path, name: str) -> float:
    svg = session.drawing_as(None, tmp_path / f"{name}.svg")().read_text()  # type: ignore[misc]
    found = re.search(r'<svg width="([\d.]+)mm"', svg)
    assert found, svg[:300]
    return float(found[1])


def test_the_pictures_labels_are_about_10_px_in_a_laptops_column(tmp_path):
    session = _session(tmp_path, ("Castor", 0), ("plant 2 Papyrus", 0), ("Wheat", 1), ("plant 2 Flax", 1))
    width = _width_mm(session, tmp_path, "mid")
    assert width <= 180, width
    label_px = LABEL_PT / 72 * 25.4 * COLUMN_PX / width  # a card's label (pt) in mm, on the column's px
    assert label_px >= 9.5, label_px


def test_a_hand_of_many_kinds_still_has_its_room(tmp_path):
    session = _session(tmp_path / "a")
    session.enter_as("?", None)
    cards = ["Papyrus", "Wheat", "Lettuce", "Castor", "Flax"]
    for card in cards:
        assert session.enter_as(f"Anna holds {card}", 0).__class__.__name__ == "Accepted"
    assert sum(isinstance(m, Hold) for m in session.moves) == 5
    # the host's picture draws Anna's hand as told: five kinds, each its full slot
    svg = session.drawing_as(0, tmp_path / "told.svg")().read_text()  # type: ignore[misc]
    width = float(re.search(r'<svg width="([\d.]+)mm"', svg)[1])  # type: ignore[index]
    assert 180 <= width <= 300, width
