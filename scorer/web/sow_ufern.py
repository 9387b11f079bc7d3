"""*An den Ufern des Nils*' board on a phone, its sowings crop first (:func:`crop_first`): where a cell for each
crop x each free field would make the page long (uferrev2 defect 5: the actions page was 3,353 px at 360 px), a
cell a crop, tapped, rings the fields where it may be sown, and a field tapped on the board then sows it there
(page.js). Used by :func:`scorer.web.board_ufern.rows`; a group is :data:`scorer.web.board_ufern.Group`."""

from __future__ import annotations

import json
from html import escape
from typing import Any

from scorer.engine.said import words as said
from scorer.web.board import CHOICE, INK, PAGE, TARGET_FILL, attrs, listing, num, paragraph, rect

#: the gap between crop cells (as between the one-tap rows' cells)
CELL_GAP = 4.0

#: the most sow cells (a crop x a free field) drawn as cells of their own: more, and a sowing is a crop tapped, then
#: its field on the board (uferrev2 defect 5: a cell for each crop x each free field made the actions page 3,353 px).
#: Each sowing so drawn costs a tap more: benchmarks/taps.py, 3 seeds at 3 players, 310.3 taps a game with every
#: sowing a cell; 361.7 at 14, 341.7 at 28, 327.0 at 42 (the biggest grids only, where the page is longest)
SOW_CELLS = 42


def crop_first(made: dict[tuple[str, ...], Any]) -> bool:
    """Whether the sowings of ``made`` (:func:`groups`) are drawn crop first (:data:`SOW_CELLS`): a cell a crop,
    tapped, rings the fields where it may be sown, and a field tapped then sows it there (two taps a sowing,
    where the crop x field cells took one, on a page half as long). One crop alone keeps its cells.

    >>> crop_first({("sow", "flax"): ("", "", [("W4.2", "sow flax W4.2", ["W4.2"])] * 22),
    ...             ("sow", "wheat"): ("", "", [("W4.2", "sow wheat W4.2", ["W4.2"])] * 22)})
    True
    >>> crop_first({("sow", "flax"): ("", "", [("W4.2", "sow flax W4.2", ["W4.2"])] * 50)})
    False
    """
    sowings = [cells for key, (_, _, cells) in made.items() if key[0] == "sow"]
    return len(sowings) > 1 and sum(map(len, sowings)) > SOW_CELLS


def crops(parts: list[str], made: dict[tuple[str, ...], Any], y: float, href: str, lang: str = "en") -> float:
    """The sowings of ``made`` crop first (:func:`crop_first`), drawn from ``y`` down: their heading, then a cell
    a crop (its plant as drawn, its name under it), left to right; each cell's ``data-sow`` the entry at each
    field (page.js: tapped, the cell is picked and those fields ringed; a field tapped then enters its entry),
    its ``href`` (no script) the choices at its first field. Return the y under them."""
    y = paragraph(parts, y, said("nile-web.board.ufern.sow-crop-first", {}, lang), size=12, width=58)
    x = 4.0
    for key, (heading, picture, cells) in made.items():
        if key[0] != "sow":
            continue
        if x + CHOICE > PAGE - 4:
            x, y = 4.0, y + CHOICE + CELL_GAP
        fields = [at[0] for _, _, at in cells]
        link = attrs(href=href.replace("{at}", fields[0]), class_="target cell crop", data_crop=key[1],
                     data_places=" ".join(fields), data_sow=json.dumps({at[0]: entry for _, entry, at in cells}),
                     role="button", aria_pressed="false",
                     aria_label=said("nile-web.board.ufern.sow-crop", {"what": heading, "fields": listing(fields, lang=lang)},
                                     lang))
        inner = picture.replace('<svg xmlns="http://www.w3.org/2000/svg"', f'<svg x="{num(x)}" y="{num(y)}" aria-hidden="true"', 1)
        parts.append(f"<a{link}><title>{escape(heading)}</title>"
                     + rect(x, y, CHOICE, CHOICE, fill="#ffffff", fill_opacity="0")  # (the second rect: ringed when picked)
                     + rect(x + 1, y + 1, CHOICE - 2, CHOICE - 2, fill=TARGET_FILL, stroke=INK, stroke_width="2", rx="6")
                     + inner + "</a>")
        x += CHOICE + CELL_GAP
    return y + CHOICE + 2 * CELL_GAP
