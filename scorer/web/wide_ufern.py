"""*An den Ufern des Nils*' board laid out wide, for a laptop's page (issue 22 item 5: at 1,000 px and more the board
beside the controls; uferrev3 defect 3: at 1280 x 800 the phone's drawing, a column of banks then market, was fitted
to the screen's height as a strip about 300 px wide with 9 px labels, two thirds of the width left to the last step).

The drawing (:func:`scorer.web.board_ufern.draw`) is made for a 360 px phone, its parts one under the other, each
headed by its :func:`~scorer.web.board.part_mark`: the position, the banks, the one-tap cells, the market, the status
words. :func:`widen` wraps the market and the status words each in a group that the page's script
(``static/fit.js``) moves, on a screen at least 1,000 px wide, into a second column beside the banks (the market at
the banks' top, the status words under it), and gives the drawing's wide size: the banks and the market side by
side, the cells still under the banks (where a phone has them, and in the order a keyboard reaches them). A phone,
or a page without its script, draws the phone's layout unchanged: the groups are moved only by the script.

Nothing is drawn twice: one set of targets, one text alternative, whatever the layout.
"""

from __future__ import annotations

import re

from dataclasses import replace
from typing import Callable

from scorer.web.board import PAGE, Drawing, num

#: the gap between the banks' column and the market's, and the market's column's left edge, in the drawing's units
GAP = 12.0
RIGHT = PAGE + GAP
#: the parts moved into the second column, in the order they stack there
MOVED = ("market", "status")

#: the mark of a market drawn for the wide layout only (:func:`widen`), at its top: not drawn (and not a part mark,
#: which the page's script would measure hidden: page.js)
_EXTRA = '<!-- wide-market {} -->'
_MARK = re.compile(r'<rect class="part" data-part="(\w+)" x="0" y="([-\d.]+)"|<!-- wide-(market) ([-\d.]+) -->')


def _segments(parts: list[str], end: float) -> list[tuple[str, float, float, list[str]]]:
    """``parts`` cut at their part marks: (name, top, bottom, parts) in drawing order, the first ``"top"`` (what
    comes before the first mark), the last one's bottom ``end``."""
    cut: list[tuple[str, float, list[str]]] = [("top", 0.0, [])]
    for part in parts:
        mark = _MARK.match(part)
        if mark:
            name, top = (mark.group(1), mark.group(2)) if mark.group(1) else (mark.group(3), mark.group(4))
            cut.append((name, float(top), []))
        cut[-1][2].append(part)
    tops = [top for _, top, _ in cut[1:]] + [end]
    return [(name, top, bottom, kept) for (name, top, kept), bottom in zip(cut, tops)]


def widen(drawing: Drawing, market: Callable[[float], tuple[list[str], float]] | None = None) -> Drawing:
    """``drawing`` with its parts laid out wide as well (:func:`wide_parts`); ``market`` draws the market from a
    given y down (its parts, the y under it) where the drawing shows the banks without it (a turn with targets on
    the fields only): on a laptop the market is then beside the banks all the same, not there one step and gone
    the next (and the board with it twice as large or half as large); a phone's drawing does not show it."""
    parts, end = list(drawing.parts), drawing.height
    if market is not None and any('data-part="banks"' in part for part in parts):
        extra, bottom = market(end)
        parts += [_EXTRA.format(num(end)), *extra]
        end = bottom
    laid, size = wide_parts(parts, end)
    return replace(drawing, parts=laid, wide=size) if size else drawing


def wide_parts(parts: list[str], end: float) -> tuple[list[str], str]:
    """The drawing's ``parts`` (down to ``end``) with the market and the status words each wrapped in a group
    the page's script moves beside the banks on a wide screen (``data-wide-at``: its move ``dx dy`` in units),
    and the drawing's wide size for the ``<svg>``'s ``data-wide``: ``"width height fit"``, ``fit`` the height
    down to the foot of the banks or of the second column, whichever is lower (a turn's cells under the banks
    may run below it). Where the banks or the market are not drawn, the parts unchanged and ``""``: one
    column, as on a phone. A market drawn for the wide layout only (:func:`widen`) follows its :data:`_EXTRA`
    mark, a group shown by the script on a wide screen only.

    >>> from scorer.web.board import part_mark
    >>> parts = ["<text/>", part_mark("banks", 40), "<b/>", part_mark("market", 600), "<m/>",
    ...          part_mark("status", 900), "<s/>"]
    >>> moved, size = wide_parts(parts, 1000)
    >>> size
    '732 600 600'
    >>> moved[3:]
    ['<g class="wide-move" data-wide-at="372 -560">', '<rect class="part" data-part="market" x="0" y="600" width="1" height="1" fill="none" aria-hidden="true"/>', '<m/>', '</g>', '<g class="wide-move" data-wide-at="372 -560">', '<rect class="part" data-part="status" x="0" y="900" width="1" height="1" fill="none" aria-hidden="true"/>', '<s/>', '</g>']
    >>> wide_parts(parts[:3], 600)[1]
    ''
    """
    cut = _segments(parts, end)
    names = [name for name, _, _, _ in cut]
    if "banks" not in names or "market" not in names:
        return parts, ""
    banks = next((top, bottom) for name, top, bottom, _ in cut if name == "banks")
    moved = sorted((k for k, (name, top, _, _) in enumerate(cut) if name in MOVED and top >= banks[1]),
                   key=lambda k: MOVED.index(cut[k][0]))
    at, column = {}, banks[0]  # the second column from the banks' top down: the market, then the status words
    for k in moved:
        at[k] = column - cut[k][1]
        column += cut[k][2] - cut[k][1]
    out: list[str] = []
    kept_foot = banks[1]  # the foot of what stays in the first column
    for k, (name, top, bottom, kept) in enumerate(cut):
        if k in at:
            extra = kept[0].startswith("<!--")
            head = f'<g class="wide-move{" wide-only" if extra else ""}" data-wide-at="{num(RIGHT)} {num(at[k])}"'
            out += [head + (' display="none">' if extra else ">"), *kept[extra:], "</g>"]
        else:
            out += kept
            kept_foot = max(kept_foot, bottom) if top >= banks[0] else kept_foot
    return out, f"{num(RIGHT + PAGE)} {num(max(kept_foot, column))} {num(max(banks[1], column))}"
