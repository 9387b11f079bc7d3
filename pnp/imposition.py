"""Imposition: where cards go on a sheet, where the crop marks go, where the backs go.

A :class:`SheetLayout` is data (in the spirit of Squib's sprues): the page size, the card size, the
slot of every card (its trim box) and the crop marks, all in millimetres from the page's lower-left
corner. Cards sit edge to edge (or bleed to bleed) in a grid centred on the page; crop marks are
short lines in the margin on the extension of every trim line, never lines around the cards.

>>> from pnp.catalogue import Size
>>> a4, poker = Size(name="A4", width=210, height=297), Size(name="Poker", width=63, height=88)
>>> sheet = grid_layout(a4, poker, bleed=0, margin=6)
>>> sheet.cols, sheet.rows, sheet.capacity
(3, 3, 9)
>>> sheet.slots[0]
(10.5, 192.5)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pnp.catalogue import Size

Line = tuple[float, float, float, float]  # x1, y1, x2, y2 in mm


@dataclass(frozen=True)
class SheetLayout:
    """One sheet's geometry (mm). ``slots[i]`` is the lower-left corner of card ``i``'s trim box, in
    reading order (left to right, top to bottom); ``back_slots[i]`` where its back goes (the mirrored
    position on the back page for duplex, or across the fold line for gutter-fold);
    ``crop_marks`` the marks to draw; ``fold`` the x of the fold line (gutter-fold only)."""

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

    @property
    def capacity(self) -> int:
        """How many cards one sheet holds."""
        return len(self.slots)

    @property
    def landscape(self) -> bool:
        """True if the page is printed landscape."""
        return self.page_width > self.page_height


def _fit(space: float, slot: float) -> int:
    return max(0, int((space + 1e-9) // slot))


def _crop_marks(xs: list[float], ys: list[float], box: tuple[float, float, float, float],
                page_w: float, page_h: float, gap: float, length: float) -> list[Line]:
    """Marks on the extension of each trim line ``xs`` (vertical) and ``ys`` (horizontal), starting
    ``gap`` mm outside ``box`` (the outer edge of the printed grid, bleed included) and running
    ``length`` mm towards the paper's edge (stopping 1 mm short of it)."""
    left, bottom, right, top = box
    marks: list[Line] = []
    for x in sorted(set(round(v, 4) for v in xs)):
        marks.append((x, top + gap, x, min(top + gap + length, page_h - 1)))
        marks.append((x, bottom - gap, x, max(bottom - gap - length, 1)))
    for y in sorted(set(round(v, 4) for v in ys)):
        marks.append((left - gap, y, max(left - gap - length, 1), y))
        marks.append((right + gap, y, min(right + gap + length, page_w - 1), y))
    return [m for m in marks if abs(m[0] - m[2]) + abs(m[1] - m[3]) > 0.5]


def _grid(x0: float, y0: float, cols: int, rows: int, card: Size, bleed: float, mirror_x: float):
    """Slots of a cols x rows grid whose outer lower-left corner is (x0, y0), in reading order, with
    each back reflected across the vertical line x = ``mirror_x``; plus every trim line's x and y."""
    slot_w, slot_h = card.width + 2 * bleed, card.height + 2 * bleed
    slots, backs, xs, ys = [], [], [], []
    for r in range(rows):
        for c in range(cols):
            x = x0 + c * slot_w + bleed
            y = y0 + (rows - 1 - r) * slot_h + bleed
            bx = 2 * mirror_x - x - card.width
            slots.append((round(x, 4), round(y, 4)))
            backs.append((round(bx, 4), round(y, 4)))
            xs += [x, x + card.width]
            ys += [y, y + card.height]
    return slots, backs, xs, ys


def grid_layout(paper: Size, card: Size, bleed: float, margin: float, mark_gap: float = 1.0,
                mark_length: float = 5.0) -> SheetLayout:
    """The duplex/single-sided grid: as many cards as fit on the portrait page inside ``margin`` mm.

    Backs go to the mirrored slot for flip-on-long-edge: a card at distance d from the left edge of
    the front has its back at distance d from the right edge of the back page.
    Raises ValueError if not even one card fits.
    """
    slot_w, slot_h = card.width + 2 * bleed, card.height + 2 * bleed
    pw, ph = paper.width, paper.height
    cols, rows = _fit(pw - 2 * margin, slot_w), _fit(ph - 2 * margin, slot_h)
    if cols == 0 or rows == 0:
        raise ValueError(f"a {card.width:g} x {card.height:g} mm card does not fit on {paper.name} paper")
    x0 = (pw - cols * slot_w) / 2
    y0 = (ph - rows * slot_h) / 2
    slots, backs, xs, ys = _grid(x0, y0, cols, rows, card, bleed, mirror_x=pw / 2)
    box = (x0, y0, x0 + cols * slot_w, y0 + rows * slot_h)
    marks = _crop_marks(xs, ys, box, pw, ph, mark_gap, mark_length)
    return SheetLayout(pw, ph, card.width, card.height, bleed, cols, rows, slots, backs, marks)


def gutter_fold_layout(paper: Size, card: Size, bleed: float, margin: float, gutter: float = 12.0,
                       mark_gap: float = 1.0, mark_length: float = 5.0) -> SheetLayout:
    """Fronts on the left half, backs on the right half, mirrored across a vertical fold line.

    The page is turned landscape when that holds more cards. The gutter (mm) between the two halves
    keeps the fold off the art. Raises ValueError if not even one card fits.
    """
    slot_w, slot_h = card.width + 2 * bleed, card.height + 2 * bleed
    best = None
    for pw, ph in ((paper.width, paper.height), (paper.height, paper.width)):
        half = (pw - gutter) / 2 - margin
        cols, rows = _fit(half, slot_w), _fit(ph - 2 * margin, slot_h)
        if best is None or cols * rows > best[2] * best[3]:
            best = (pw, ph, cols, rows)
    pw, ph, cols, rows = best
    if cols == 0 or rows == 0:
        raise ValueError(f"a {card.width:g} x {card.height:g} mm card does not fit a gutter-fold "
                         f"sheet of {paper.name} paper")
    fold = pw / 2
    x_right = fold - gutter / 2  # fronts end here
    x0 = x_right - cols * slot_w
    y0 = (ph - rows * slot_h) / 2
    slots, backs, xs, ys = _grid(x0, y0, cols, rows, card, bleed, mirror_x=fold)
    xs += [2 * fold - x for x in xs]  # the backs' trim lines, across the fold
    box = (x0, y0, 2 * fold - x0, y0 + rows * slot_h)
    marks = _crop_marks(xs, ys, box, pw, ph, mark_gap, mark_length)
    return SheetLayout(pw, ph, card.width, card.height, bleed, cols, rows, slots, backs, marks, fold)
