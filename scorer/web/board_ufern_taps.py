"""*An den Ufern des Nils*' board, its one-tap rows: every entry at a field or a market row, drawn under the banks
as a cell a single tap enters (issue 22: one tap a step), grouped by what the player decides first, each group
headed by its picture as printed:

* a sowing (and the opening's plants): a row per crop the player holds, the plant drawn, a cell per field;
* a flood card: a row per stack and front the top card may show, the water card drawn with its waves, a
  cell per field it fits (with the event on the back of a desert card it covers, where the table says it);
* an ebb: a row per card that may be removed, drawn crossed out, a cell per event its back may show;
* a harvest: a row per field, the plant drawn, a cell per market row; a growing, a desert card, a rot, a
  restored plant: one row each, a cell per place.

A cell is a link like the board's targets (``class="target"``, at least :data:`~scorer.web.board.TAP` px):
with a script, its ``data-one`` entry is entered (or added to the turn being built) at one tap; without one,
its ``href`` opens the choices at its field, as the field itself does.

>>> from scorer.web.board import TAP
>>> cell_width("W4.2") >= TAP and cell_width("hippo + arrow") > cell_width("W4.2")
True
"""

from __future__ import annotations

import json
from html import escape
from typing import Any

from scorer.games.ufern.moves import Ebb, Flood, Grow, Harvest, Plant, Restore, Rot, SetDesert, Sow
from scorer.web.board import CHOICE, INK, PAGE, TAP, TARGET_FILL, Target, attrs, num, paragraph, rect, text

#: the gap between cells and rows, and the left edge of a group's cells (its picture beside them)
GAP, CELLS_X = 4.0, 8.0 + CHOICE
#: a cell's least side: a tap target's and a little more (a phone's rounding of the drawing's scale)
CELL = TAP + 2


def cell_width(label: str) -> float:
    """The width of a cell for ``label`` (13 px bold text): at least a tap target's side."""
    return max(CELL, 10.0 + 7.8 * len(label))


def _group(state: Any, words: str, move: Any, entry: str) -> tuple[tuple[str, ...], str, str]:
    """(the group's key, its heading in words, the cell's label) of ``entry``, the offer ``words`` makes."""
    said = entry[len(words):].replace(" reveals ", "").strip()  # the event said with a card, if any
    if isinstance(move, Sow):
        return ("sow", move.crop), f"Sow {move.crop}", move.field
    if isinstance(move, Plant):
        kind = "ripe" if move.ripe else "seed"
        return ("plant", kind, move.crop), f"{kind.capitalize()} {move.crop}", move.field
    if isinstance(move, Flood):
        ends = "-".join(sorted(move.front))
        label = f"{move.field} {said}".strip()
        return ("flood", move.stack, ends), f"Stack {move.stack}: {ends.replace('-', ' and ')} waves", label
    if isinstance(move, Ebb):
        return ("ebb", move.field), f"Remove the card on {move.field}; its back shows", said or "remove"
    if isinstance(move, Harvest):
        return ("harvest", move.field), f"Harvest {move.field} to", move.row
    if isinstance(move, Grow):
        return ("grow",), "Grow", move.field
    if isinstance(move, SetDesert):
        return ("desert",), "A desert card on", move.field
    if isinstance(move, Rot):
        return ("rot", move.row), f"Rot on {move.row}, spaces", " ".join(map(str, move.spaces)) or "none"
    if isinstance(move, Restore):
        return ("restore",), "Restore", f"{move.row}.{move.space}"
    return ("other", type(move).__name__), "", entry


def _cell(x: float, y: float, w: float, label: str, entry: str, at: str, href: str) -> str:
    """A cell: a link entering ``entry`` at one tap (its ``data-one``), ``href`` opening the choices at ``at``."""
    link = attrs(href=href.replace("{at}", at), class_="target cell", data_one=entry,
                 data_entries=json.dumps([entry]), aria_label=f"{entry} (one tap enters it)")
    return (f"<a{link}><title>{escape(entry)}</title>"
            + rect(x, y, w, CELL, fill="#ffffff", fill_opacity="0")
            + rect(x + 1, y + 1, w - 2, CELL - 2, fill=TARGET_FILL, stroke=INK, stroke_width="2", rx="6")
            + text(x + w / 2, y + CELL / 2 + 5, label, 13, bold=True) + "</a>")


#: a group of cells: its heading in words, its picture (an inline SVG, "" for none), its cells (label, entry, place)
Group = tuple[str, str, list[tuple[str, str, str]]]


def one_tap(state: Any, targets: list[Target]) -> set[str]:
    """The entries a single tap enters: every cell's (see the module docstring)."""
    return {entry for _, _, cells in groups(state, targets).values() for _, entry, _ in cells}


def groups(state: Any, targets: list[Target]) -> dict[tuple[str, ...], Group]:
    """The cells of ``targets``' entries (each offer of each entry once: an ebb with each event its back may
    show), in groups keyed by what the player decides first (see the module docstring)."""
    from scorer.web.board_ufern import choice, offers

    found: dict[tuple[str, ...], Group] = {}
    seen: set[str] = set()
    for target in targets:
        for words, move in zip(target.entries, target.moves):
            for entry in offers(state, words, move):
                if entry in seen:
                    continue
                seen.add(entry)
                key, heading, label = _group(state, words, move, entry)
                picture = choice(state, words, move, target.at).svg if key[0] != "other" and key not in found else ""
                found.setdefault(key, (heading, picture, []))[2].append((label, entry, target.at))
    return found


def rows(state: Any, targets: list[Target], y: float, href: str) -> tuple[list[str], float]:
    """The one-tap rows of ``targets``' entries (see the module docstring), drawn from ``y`` down: the parts
    and the y under them (``y`` itself where there is nothing to tap)."""
    made = groups(state, targets)
    if not made:
        return [], y
    parts: list[str] = []
    y = paragraph(parts, y, "One tap enters it (or adds it to your turn):", bold=True)
    for heading, picture, cells in made.values():
        if heading:
            y = paragraph(parts, y, heading, size=12, width=58)
        top, x = y, CELLS_X
        if picture:
            parts.append(picture.replace('<svg xmlns="http://www.w3.org/2000/svg"',
                                         f'<svg x="4" y="{num(y)}" aria-hidden="true"', 1))
        for label, entry, at in cells:
            w = cell_width(label)
            if x + w > PAGE - 4 and x > CELLS_X:
                x, y = CELLS_X, y + CELL + GAP
            parts.append(_cell(x, y, w, label, entry, at, href))
            x += w + GAP
        y = max(y + CELL, top + (CHOICE if picture else 0)) + 2 * GAP
    return parts, y
