"""Imposition: where cards go on a sheet, where the crop marks go, where the backs go.

A :class:`SheetLayout` is data (in the spirit of Squib's sprues): the page size, the card size, the
slot of every card (its trim box) and the crop marks, all in millimetres from the page's lower-left
corner. Cards sit edge to edge (or bleed to bleed) in a grid centred on the page; the art of the
cards at the grid's edge runs ``outer_bleed`` past the outer trim lines, so a cut that drifts outwards
still finds art; crop marks are short lines in the margin on the extension of every trim line,
beyond that bleed, never lines around the cards.

Nothing is printed nearer the paper's edge than the minimum margin: not a card, not a crop mark,
not the sheet's label. The label is set at 7 pt between the crop marks, shortened where they leave
little room; a grid of narrow pieces (20 mm tokens, marks on every cut line) keeps room for it under
the grid, where the bottom crop marks stop (:func:`with_label_room`). The grid leaves room for crop marks of at least ``mark_min`` mm; where the
cards do not fit upright with that room, they are laid turned a quarter (and the backs turned the
other way, so each back still lies behind its front), whichever holds more cards.

>>> from gamedata.catalogue import Size
>>> a4, poker = Size(name="A4", width=210, height=297), Size(name="Poker", width=63, height=88)
>>> sheet = grid_layout(a4, poker, bleed=0, margin=6)
>>> sheet.cols, sheet.rows, sheet.capacity, sheet.turned
(3, 3, 9, False)
>>> sheet.slots[0]
(10.5, 192.5)
>>> sheet = grid_layout(a4, poker, bleed=0, margin=6, mark_gap=0.5, mark_min=2.5, outer_bleed=1.5)
>>> sheet.capacity, sheet.art_box(0, filled=9)  # the top-left card: bleed above and to the left only
(9, (9.0, 192.5, 73.5, 282.0))
>>> letter = Size(name="US Letter", width=215.9, height=279.4)
>>> sheet = grid_layout(letter, poker, bleed=0, margin=6)
>>> sheet.cols, sheet.rows, sheet.turned
(2, 4, True)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from pnp.art.draw import PT, measure
from gamedata.catalogue import Size

Line = tuple[float, float, float, float]  # x1, y1, x2, y2 in mm


@dataclass(frozen=True)
class SheetLayout:
    """One sheet's geometry (mm). ``slots[i]`` is the lower-left corner of card ``i``'s trim box, in
    reading order (left to right, top to bottom); ``back_slots[i]`` where its back goes (the mirrored
    position on the back page for duplex, or across the fold line for gutter-fold);
    ``crop_marks`` the marks to draw; ``fold`` the x of the fold line (gutter-fold only);
    ``turned``: the cards lie a quarter turn (fronts turned anticlockwise, backs clockwise), so a
    slot is ``card_height`` wide and ``card_width`` high; ``margin`` the clear edge of the paper."""

    page_width: float
    page_height: float
    card_width: float
    card_height: float
    bleed: float
    cols: int
    rows: int
    slots: list[tuple[float, float]]
    back_slots: list[tuple[float, float]]
    crop_marks: list[Line] = field(default_factory=list)
    fold: float | None = None
    turned: bool = False
    margin: float = 0.0
    #: how far (mm) the art runs past the grid's outer trim lines (at least ``bleed``): the outer
    #: cards' bleed, so a cut that drifts outwards still finds art, never white paper
    outer_bleed: float = 0.0
    #: the height (mm) kept free above the bottom margin for the sheet's label, under every crop mark
    label_room: float = 0.0
    #: some of the cards lie a gutter apart (a double cut, :mod:`pnp.cutting`)
    gutters: bool = False

    @property
    def outer(self) -> float:
        """The art's reach past the grid's outer trim lines (mm): the outer bleed, at least the bleed."""
        return max(self.bleed, self.outer_bleed)

    @property
    def capacity(self) -> int:
        """How many cards one sheet holds."""
        return len(self.slots)

    @property
    def landscape(self) -> bool:
        """True if the page is printed landscape."""
        return self.page_width > self.page_height

    @property
    def slot_width(self) -> float:
        """The width of a card's trim box as it lies on the page (mm)."""
        return self.card_height if self.turned else self.card_width

    @property
    def slot_height(self) -> float:
        """The height of a card's trim box as it lies on the page (mm)."""
        return self.card_width if self.turned else self.card_height

    def grid_bottom(self) -> float:
        """The lowest edge of the printed cards, bleed included (mm)."""
        return min(y for _, y in self.slots) - self.outer

    def grid_top(self) -> float:
        """The highest edge of the printed cards, bleed included (mm)."""
        return max(y for _, y in self.slots) + self.slot_height + self.outer

    def art_box(self, i: int, filled: int, back: bool = False) -> tuple[float, float, float, float]:
        """``(left, bottom, right, top)`` (mm, on the page) of what card ``i`` of a sheet holding ``filled``
        cards prints: its trim box, grown by the outer bleed on every side where no card of the sheet
        lies next to it (the grid's edge, or an empty slot), and by the bleed elsewhere (the cut line it
        shares with its neighbour). ``back``: the card's back, at its back slot."""
        slots = (self.back_slots if back else self.slots)[:filled]
        x, y = slots[i]
        sw, sh, b = self.slot_width, self.slot_height, self.bleed
        step_x, step_y = sw + 2 * b, sh + 2 * b

        def taken(dx: float, dy: float) -> bool:
            return any(abs(u - x - dx) < 1e-3 and abs(v - y - dy) < 1e-3 for u, v in slots)

        grow = [b if taken(-step_x, 0) else self.outer, b if taken(0, -step_y) else self.outer,
                b if taken(step_x, 0) else self.outer, b if taken(0, step_y) else self.outer]
        return x - grow[0], y - grow[1], x + sw + grow[2], y + sh + grow[3]


def _fit(space: float, slot: float) -> int:
    return max(0, int((space + 1e-9) // slot))


def _crop_marks(xs: list[float], ys: list[float], box: tuple[float, float, float, float],
                page_w: float, page_h: float, gap: float, length: float, margin: float,
                label_room: float = 0.0) -> list[Line]:
    """Marks on the extension of each trim line ``xs`` (vertical) and ``ys`` (horizontal), starting
    ``gap`` mm outside ``box`` (the outer edge of the printed grid, bleed included) and running up to
    ``length`` mm towards the paper's edge, stopping at the ``margin`` (at the bottom, ``label_room`` mm
    above it, where the sheet's label goes)."""
    left, bottom, right, top = box
    marks: list[Line] = []
    for x in sorted(set(round(v, 4) for v in xs)):
        marks.append((x, top + gap, x, min(top + gap + length, page_h - margin)))
        marks.append((x, bottom - gap, x, max(bottom - gap - length, margin + label_room)))
    for y in sorted(set(round(v, 4) for v in ys)):
        marks.append((left - gap, y, max(left - gap - length, margin), y))
        marks.append((right + gap, y, min(right + gap + length, page_w - margin), y))
    return [m for m in marks if abs(m[0] - m[2]) + abs(m[1] - m[3]) > 0.5]


def _grid(x0: float, y0: float, cols: int, rows: int, w: float, h: float, bleed: float, mirror_x: float,
          col_gap: float = 0.0, row_gaps: list[float] | None = None, counts: list[int] | None = None
          ) -> tuple[list[tuple[float, float]], list[tuple[float, float]], list[float], list[float]]:
    """Slots of a cols x rows grid of ``w`` x ``h`` trim boxes whose outer lower-left corner is
    (x0, y0), in reading order, with each back reflected across the vertical line x = ``mirror_x``;
    plus every trim line's x and y. ``col_gap`` (mm) lies between every two columns and ``row_gaps[r]``
    between rows r and r + 1 (a gutter: the cards on either side are cut apart by two cuts);
    ``counts[r]`` cards fill row r from the left (all ``cols`` by default)."""
    slot_w, slot_h = w + 2 * bleed, h + 2 * bleed
    gaps = list(row_gaps or [0.0] * (rows - 1))
    slots: list[tuple[float, float]] = []
    backs: list[tuple[float, float]] = []
    xs: list[float] = []
    ys: list[float] = []
    for r in range(rows):
        below = sum(gaps[r:])  # the gutters under row r
        for c in range((counts or [cols] * rows)[r]):
            x = x0 + c * (slot_w + col_gap) + bleed
            y = y0 + (rows - 1 - r) * slot_h + below + bleed
            bx = 2 * mirror_x - x - w
            slots.append((round(x, 4), round(y, 4)))
            backs.append((round(bx, 4), round(y, 4)))
            xs += [x, x + w]
            ys += [y, y + h]
    return slots, backs, xs, ys


def _orientations(card: Size) -> list[tuple[bool, float, float]]:
    """(turned, width, height) of a card lying upright, then turned a quarter."""
    return [(False, card.width, card.height), (True, card.height, card.width)]


def _rows(rows: int, max_rows: int | None, row_gaps: list[float] | None, counts: list[int] | None
          ) -> tuple[int, list[float], list[int] | None]:
    """The rows a grid keeps, its gutters and its cards a row: ``counts`` (one a row) when given, else
    ``rows`` (at most ``max_rows``); ``row_gaps`` (one between every two rows) or none."""
    if counts is not None:
        rows = len(counts)
    elif max_rows is not None:
        rows = min(rows, max_rows)
    gaps = list(row_gaps) if row_gaps is not None else [0.0] * max(0, rows - 1)
    if len(gaps) != max(0, rows - 1):
        raise ValueError(f"{rows} rows take {rows - 1} row gaps, not {len(gaps)}")
    return rows, gaps, counts


def _too_many(counts: list[int] | None, cols: int, rows: int, tall: float, room: float) -> bool:
    """True if rows of ``counts`` cards (a ``cols``-wide grid of ``rows`` rows, ``tall`` mm with its
    gutters) do not fit a page whose grid has ``room`` mm of height."""
    return tall > room + 1e-9 or (counts is not None and (max(counts, default=0) > cols or min(counts, default=1) < 1))


def grid_layout(paper: Size, card: Size, bleed: float, margin: float, mark_gap: float = 1.0,
                mark_length: float = 5.0, mark_min: float = 3.0, label_room: float = 0.0,
                max_rows: int | None = None, outer_bleed: float = 0.0, turned: bool | None = None,
                col_gap: float = 0.0, row_gaps: list[float] | None = None,
                counts: list[int] | None = None) -> SheetLayout:
    """The duplex/single-sided grid: as many cards as fit on the portrait page inside ``margin`` mm
    plus room for crop marks of at least ``mark_min`` mm, upright or turned (upright on a tie;
    ``turned`` True or False to choose), and
    ``label_room`` mm kept free above the bottom margin for the sheet's label (the crop marks stop there).
    ``max_rows`` keeps only that many rows of the grid, centred on the page, for a sheet that is not
    full (its crop marks then stop at its last row).

    ``outer_bleed``: the art's reach past the grid's outer trim lines (mm), when more than ``bleed``;
    the crop marks start ``mark_gap`` mm beyond it.

    Gutters (a double cut, each card with its own bleed on both sides: see :mod:`pnp.cutting`):
    ``col_gap`` mm between every two columns, ``row_gaps[r]`` mm between rows r and r + 1; ``counts``
    the cards of each row (from the left), which sets the number of rows.

    Backs go to the mirrored slot for flip-on-long-edge: a card at distance d from the left edge of
    the front has its back at distance d from the right edge of the back page.
    Raises ValueError if not even one card fits, or if the rows asked for do not fit.
    """
    pw, ph = paper.width, paper.height
    extra = max(0.0, outer_bleed - bleed)
    edge = margin + mark_gap + mark_min + extra
    candidates: list[tuple[int, int, bool, float, float, int, int]] = []
    for i, (turn, w, h) in enumerate(_orientations(card)):
        if turned is not None and turn != turned:
            continue
        cols = _fit(pw - 2 * edge + col_gap, w + 2 * bleed + col_gap)
        rows = _fit(ph - 2 * edge - label_room, h + 2 * bleed)
        candidates.append((cols * rows, -i, turn, w, h, cols, rows))
    _, _, turn, w, h, cols, rows = max(candidates)  # the most cards; upright on a tie
    rows, gaps, counts = _rows(rows, max_rows, row_gaps, counts)
    slot_w, slot_h = w + 2 * bleed, h + 2 * bleed
    wide, tall = cols * slot_w + (cols - 1) * col_gap, rows * slot_h + sum(gaps)
    if cols == 0 or rows == 0 or _too_many(counts, cols, rows, tall, ph - 2 * edge - label_room):
        raise ValueError(f"a {card.width:g} x {card.height:g} mm card (bleed {bleed:g} mm) does not fit on "
                         f"{paper.name} paper with {margin:g} mm margins and room for crop marks")
    x0 = (pw - wide) / 2
    y0 = label_room + (ph - label_room - tall) / 2
    slots, backs, xs, ys = _grid(x0, y0, cols, rows, w, h, bleed, pw / 2, col_gap, gaps, counts)
    box = (x0 - extra, y0 - extra, x0 + wide + extra, y0 + tall + extra)
    marks = _crop_marks(xs, ys, box, pw, ph, mark_gap, mark_length, margin, label_room)
    return SheetLayout(pw, ph, card.width, card.height, bleed, cols, rows, slots, backs, marks,
                       turned=turn, margin=margin, outer_bleed=bleed + extra, label_room=label_room,
                       gutters=col_gap > 0 or any(g > 0 for g in gaps))


def gutter_fold_layout(paper: Size, card: Size, bleed: float, margin: float, gutter: float = 12.0,
                       mark_gap: float = 1.0, mark_length: float = 5.0, mark_min: float = 3.0,
                       label_room: float = 0.0, max_rows: int | None = None, outer_bleed: float = 0.0,
                       turned: bool | None = None, col_gap: float = 0.0, row_gaps: list[float] | None = None,
                       counts: list[int] | None = None) -> SheetLayout:
    """Fronts on the left half, backs on the right half, mirrored across a vertical fold line.

    The page is turned landscape, and the cards a quarter, when that holds more cards (``turned``
    True or False: the cards so). The gutter
    (mm) between the two halves keeps the fold off the art; ``label_room``, ``max_rows``,
    ``outer_bleed``, ``col_gap``, ``row_gaps`` and ``counts`` as for :func:`grid_layout` (the outer
    bleed reaches into the gutter too).
    Raises ValueError if not even one card fits, or if the rows asked for do not fit.
    """
    extra = max(0.0, outer_bleed - bleed)
    edge = margin + mark_gap + mark_min + extra
    candidates: list[tuple[int, int, float, float, bool, float, float, int, int]] = []
    for pw, ph in ((paper.width, paper.height), (paper.height, paper.width)):
        for turn, w, h in _orientations(card):
            if turned is not None and turn != turned:
                continue
            half = (pw - gutter) / 2 - edge  # towards the fold, the outer bleed runs into the gutter
            cols = _fit(half + col_gap, w + 2 * bleed + col_gap)
            rows = _fit(ph - 2 * edge - label_room, h + 2 * bleed)
            candidates.append((cols * rows, -len(candidates), pw, ph, turn, w, h, cols, rows))
    _, _, pw, ph, turn, w, h, cols, rows = max(candidates)  # the most cards; the first found on a tie
    rows, gaps, counts = _rows(rows, max_rows, row_gaps, counts)
    slot_w, slot_h = w + 2 * bleed, h + 2 * bleed
    wide, tall = cols * slot_w + (cols - 1) * col_gap, rows * slot_h + sum(gaps)
    if cols == 0 or rows == 0 or _too_many(counts, cols, rows, tall, ph - 2 * edge - label_room):
        raise ValueError(f"a {card.width:g} x {card.height:g} mm card (bleed {bleed:g} mm) does not fit a "
                         f"gutter-fold sheet of {paper.name} paper with {margin:g} mm margins")
    fold = pw / 2
    x_right = fold - gutter / 2  # the fronts' trim (inner bleed included) ends here
    x0 = x_right - wide
    y0 = label_room + (ph - label_room - tall) / 2
    slots, backs, xs, ys = _grid(x0, y0, cols, rows, w, h, bleed, fold, col_gap, gaps, counts)
    xs += [2 * fold - x for x in xs]  # the backs' trim lines, across the fold
    box = (x0 - extra, y0 - extra, 2 * fold - x0 + extra, y0 + tall + extra)
    marks = _crop_marks(xs, ys, box, pw, ph, mark_gap, mark_length, margin, label_room)
    return SheetLayout(pw, ph, card.width, card.height, bleed, cols, rows, slots, backs, marks, fold,
                       turned=turn, margin=margin, outer_bleed=bleed + extra, label_room=label_room,
                       gutters=col_gap > 0 or any(g > 0 for g in gaps))


#: the sheet label's size (pt): the smallest size for any printed text
LABEL_PT = 7.0
#: how far (mm) the sheet's label keeps clear of every crop mark
LABEL_CLEAR = 2.0
#: the label's height (mm), descender to ascender
LABEL_HEIGHT = 1.2 * LABEL_PT * PT
#: the room (mm) a sheet keeps above its bottom margin for its label, under the crop marks: the
#: label's height and its clearance
LABEL_ROOM = LABEL_HEIGHT + LABEL_CLEAR


def label_place(lay: SheetLayout, candidates: list[str], width_of: Callable[[str, float], float],
                size_pt: float = LABEL_PT) -> tuple[str, float, float] | None:
    """Where the sheet's label goes in the bottom margin: ``(text, x of its centre, baseline)`` in mm, for
    the first of ``candidates`` (the full label first, then shorter ones) that fits at ``size_pt``;
    ``width_of(text, size_pt)`` gives a text's width in mm. None if not even the last one fits.

    On a sheet with :data:`LABEL_ROOM` under its crop marks (most sheets) the label lies in it, centred
    on the page, its descender on the clear margin: the same place on every sheet of the paper, full or
    not, :data:`LABEL_CLEAR` mm under the lowest mark. Elsewhere (a grid that would lose a row to that
    room) it goes between the vertical crop marks (and the fold) that reach down to its line, at least
    :data:`LABEL_CLEAR` mm from each, and at least that far under the side marks.
    """
    lowest = lay.margin + 0.25 * size_pt * PT
    if lay.label_room >= LABEL_ROOM - 1e-6:
        room = lay.page_width - 2 * lay.margin
        text = next((t for t in candidates if width_of(t, size_pt) <= room), None)
        return None if text is None else (text, lay.page_width / 2, lowest)
    for baseline in (max(lowest, min(lay.grid_bottom() - LABEL_CLEAR - 0.95 * size_pt * PT, lay.margin + 2)), lowest):
        bottom, top = baseline - 0.25 * size_pt * PT, baseline + 0.95 * size_pt * PT
        xs = {m[0] for m in lay.crop_marks
              if m[0] == m[2] and min(m[1], m[3]) <= top + LABEL_CLEAR and max(m[1], m[3]) >= bottom - LABEL_CLEAR}
        if lay.fold is not None:
            xs.add(lay.fold)
        edges = [lay.margin] + sorted(xs) + [lay.page_width - lay.margin]
        a, b = max(zip(edges, edges[1:]), key=lambda e: e[1] - e[0])
        for text in candidates:
            if width_of(text, size_pt) <= (b - a) - 2 * LABEL_CLEAR:
                return text, (a + b) / 2, baseline
    return None


#: the shortest label a sheet carries, at its longest (see :meth:`pnp.build._Pack._label`)
SHORTEST_LABEL = "An den Ufern des Nils · sheet 00 of 00 · fronts"


def label_width(text: str, size_pt: float) -> float:
    """The width (mm) of a sheet label ``text`` (already in the pack's language) set in the regular font
    at ``size_pt``."""
    from pnp.paper import register_fonts

    register_fonts()
    return measure(text, size_pt)


def with_label_room(build: Callable[..., SheetLayout], *args: Any, shortest: str = SHORTEST_LABEL,
                    **kwargs: Any) -> SheetLayout:
    """``build(*args, **kwargs)`` (:func:`grid_layout` or :func:`gutter_fold_layout`) with
    :data:`LABEL_ROOM` kept under the grid for the sheet's label wherever the page's whole grid (all its
    rows, no gutters) holds as many cards with it as without, or where the crop marks leave no room
    between them for even the ``shortest`` label; without it otherwise (the label then goes between the
    marks). Raises ValueError as ``build`` does."""
    whole = {k: v for k, v in kwargs.items() if k not in ("counts", "row_gaps", "max_rows")}
    plain = build(*args, **whole)
    try:
        roomy = build(*args, **whole, label_room=LABEL_ROOM).capacity >= plain.capacity
    except ValueError:
        roomy = False
    if not roomy:
        try:
            lay = build(*args, **kwargs)
        except ValueError:  # the rows asked for fit only the other way round, the one with label room
            lay = None
        if lay is not None and label_place(lay, [shortest], label_width) is not None:
            return lay
    return build(*args, **kwargs, label_room=LABEL_ROOM)
