"""The label under every sheet of cards or tiles: it names the game (a loose page from a mixed pile of
four games' sheets is told apart), it lies in the same place on a full sheet and on a partial one,
and it keeps 2 mm clear of every crop mark, so that no cut along a mark runs into it (fe-print:
Ufern's label squeezed 0.5-1 mm between two marks, LU's full sheets without the game's name)."""

from __future__ import annotations

import math
import re

import pytest
from helpers import crop_mark_lines, page_parts, text_box

from pnp.build import PrintOptions, _Pack
from gamedata.catalogue import known_games

GAMES = known_games()


def _distance(box, line) -> float:
    """The distance (mm) between a box ``(left, bottom, right, top)`` and a segment (x1, y1, x2, y2)
    that is vertical or horizontal."""
    x1, y1, x2, y2 = line
    left, bottom, right, top = box
    dx = max(left - max(x1, x2), min(x1, x2) - right, 0.0)
    dy = max(bottom - max(y1, y2), min(y1, y2) - top, 0.0)
    return math.hypot(dx, dy)


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("game", GAMES)
def test_every_sheet_label_names_the_game_in_one_place_clear_of_the_marks(tmp_path, game, paper):
    pack = _Pack(game, PrintOptions(paper=paper))
    path = tmp_path / "pack.pdf"
    total = pack.write(path)
    parts = page_parts(pack)
    title = re.escape(pack.cat.title)
    places, full, partial = set(), 0, 0
    for number in range(parts and max(parts) + 1, pack.credits_page):
        if number in parts:
            continue
        side = r"sheet \d+ of \d+(?: · (?:fronts|backs))?"
        found = text_box(path, number - 1, rf"{title} · [^\r\n]*?{side}")
        if found is None:
            unnamed = text_box(path, number - 1, side)
            assert unnamed is None, (game, paper, number, "a label without the game's name", unnamed)
            assert text_box(path, number - 1, r"This page is left blank"), (game, paper, number, "no label")
            continue
        label, box = found
        for line in crop_mark_lines(path, number - 1):
            assert _distance(box, line) >= 2.0 - 0.05, (game, paper, number, label, box, line)
        sheet = next(s for s in pack.sheets if f"sheet {s.number} of" in label)
        # its centre, and its capitals' top on a sheet with a label strip (a sheet that would lose a row of
        # cards to the strip has none: its label goes between the marks, still centred and clear of them)
        places.add((round((box[0] + box[2]) / 2), round(box[3], 1) if sheet.layout.label_room else None))
        full += len(sheet.faces) == sheet.layout.cols * sheet.layout.rows
        partial += len(sheet.faces) < sheet.layout.cols * sheet.layout.rows
    assert total >= pack.credits_page
    assert len({x for x, _ in places}) == 1 and len({y for _, y in places if y is not None}) <= 1, (game, paper, places)
    assert full or partial
