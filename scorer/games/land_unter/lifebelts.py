"""Which lifebelt counts one deal of the weather cards can give several hands together [Préparation].

Each hand announces the lifebelts its 12 weather cards show: half-lifebelt symbols added up, rounded down.
A card is in one hand only, so the announcements are checked together, not one by one: the weather cards
are of three kinds (no lifebelt, half a lifebelt, a whole one; how many of each is in
``data/land-unter.yaml``), and only how many cards of each kind a hand takes matters. A counting argument
over those three numbers decides it exactly, without trying deals:

A hand with ``free`` cards not yet known and ``have`` half-symbols on its known cards, announcing ``b``
lifebelts, must take ``s`` more half-symbols, ``s = 2b - have`` or ``s + 1`` (the odd half is rounded
away). Taking ``x1`` half cards and ``x2`` whole ones (``x1 + 2 x2 = s``), the rest blank, it needs at
least ``max(0, s - free)`` whole cards (more symbols than cards), at least ``max(0, free - s)`` blank cards
(more cards than symbols), and a half card if ``s`` is odd. For a choice of every hand's ``s``, the hands
fit the unseen cards (``blank``, ``half``, ``whole`` of each kind) exactly when

* their whole cards needed add up to at most ``whole``, their blank cards needed to at most ``blank``,
  their odd ``s`` to at most ``half``;
* the symbols ``S`` they take are at most ``half + 2 whole``, and at least ``2 F - 2 blank - half``
  (``F`` the cards they take: what the blank cards cannot fill holds a symbol, two on a whole card).

(Proof: the totals are ``X2`` whole, ``S - 2 X2`` half and ``F - S + X2`` blank cards, for any ``X2``
between the sums of the hands' own bounds; these inequalities say that interval meets the deck's.)
Each hand has two choices of ``s``, so at most 2^5 choices are tried. A hand with no announcement
takes whatever is left: there are always enough cards for it.

>>> deck = (24, 24, 12)   # blank, half, whole weather cards
>>> joint_problem([HandNeed("Anna", 0, 12, 9), HandNeed("Ben", 0, 12, 9)], deck) is None
True
>>> print(joint_problem([HandNeed("Anna", 0, 12, 10), HandNeed("Ben", 0, 12, 10), HandNeed("Cleo", 0, 12, 10)], deck))
Anna, Ben and Cleo announced 10, 10 and 10 lifebelts: their hands need 30 lifebelts' worth of symbols at least, but the weather cards they can hold show only 24
>>> print(joint_problem([HandNeed(p, 0, 12, 0) for p in "ABCDE"], deck))
A, B, C, D and E announced 0, 0, 0, 0 and 0 lifebelts: their hands need at least 55 cards without a lifebelt between them, but only 24 such cards are left for them
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product
from typing import Sequence

from scorer.engine import Said, say
from scorer.engine.said import Value

#: the weather cards left for the hands, by kind: (blank, half, whole)
Pool = tuple[int, int, int]


@dataclass(frozen=True)
class HandNeed:
    """One hand as the referee knows it: ``who`` holds it (for messages), ``have`` the half-lifebelt
    symbols on its known cards, ``free`` how many of its cards are not known, ``belts`` the lifebelts
    announced for it (None: not announced)."""

    who: str
    have: int
    free: int
    belts: int | None


def _choices(h: HandNeed) -> list[int]:
    """The symbols ``h`` may still take: ``2b - have`` or one more, within 0 .. 2 * free."""
    assert h.belts is not None
    t = 2 * h.belts - h.have
    return [s for s in (t, t + 1) if 0 <= s <= 2 * h.free]


def _fits(hands: Sequence[HandNeed], symbols: Sequence[int], pool: Pool) -> bool:
    blank, half, whole = pool
    wholes = sum(max(0, s - h.free) for h, s in zip(hands, symbols))
    blanks = sum(max(0, h.free - s) for h, s in zip(hands, symbols))
    odd = sum(s % 2 for s in symbols)
    total, cards = sum(symbols), sum(h.free for h in hands)
    return (wholes <= whole and blanks <= blank and odd <= half
            and 2 * cards - 2 * blank - half <= total <= half + 2 * whole)


def joint_problem(needs: Sequence[HandNeed], pool: Pool) -> Said | None:
    """None if one deal of the ``pool`` cards gives every hand of ``needs`` its announced lifebelts together;
    else why not, in words (the first counting reason that holds, see the module docstring)."""
    hands = [h for h in needs if h.belts is not None]
    options = [_choices(h) for h in hands]
    for h, opts in zip(hands, options):
        if not opts:
            assert h.belts is not None
            if 2 * h.belts - h.have > 2 * h.free:
                return say("land-unter.lifebelts.known-short", player=h.who, belts=h.belts, have=h.have / 2,
                           free=h.free)
            return say("land-unter.lifebelts.known-more", player=h.who, belts=h.belts, have=h.have / 2)
    if any(_fits(hands, symbols, pool) for symbols in product(*options)):
        return None
    return _why(hands, options, pool)


def _why(hands: list[HandNeed], options: list[list[int]], pool: Pool) -> Said:
    """The counting reason that no choice fits, from the bounds every choice shares."""
    blank, half, whole = pool
    said: dict[str, Value] = {"players": [h.who for h in hands], "belts": [h.belts or 0 for h in hands]}
    low, high = [min(o) for o in options], [max(o) for o in options]
    symbols, most = sum(low), sum(high)
    wholes = sum(max(0, s - h.free) for h, s in zip(hands, low))
    blanks = sum(max(0, h.free - s) for h, s in zip(hands, high))
    cards = sum(h.free for h in hands)
    if symbols > half + 2 * whole:
        return say("land-unter.lifebelts.symbols", need=symbols / 2, can=(half + 2 * whole) / 2, **said)
    if wholes > whole:
        return say("land-unter.lifebelts.wholes", wholes=wholes, left=whole, **said)
    if blanks > blank:
        return say("land-unter.lifebelts.blanks", blanks=blanks, left=blank, **said)
    if most < 2 * cards - 2 * blank - half:
        return say("land-unter.lifebelts.too-few", most=most / 2, cards=cards, least=(2 * cards - 2 * blank - half) / 2,
                   blank=blank, half=half, **said)
    return say("land-unter.lifebelts.some-kind", **said)


def most_lifebelts(ranges: Sequence[tuple[int, int]], free: int, pool: Pool) -> int | None:
    """The most lifebelts ``len(ranges)`` hands of ``free`` unknown cards each can show together in one deal
    of the ``pool`` cards, each hand showing between its ``(low, high)`` lifebelts; None when no deal gives
    every hand its range. Exact, by the same count as :func:`joint_problem`: each hand picks its symbols
    ``s``; the totals of whole and blank cards needed fix the symbols taken (``S = F + wholes - blanks``),
    and the lifebelts shown are ``(S - odd) / 2``, so a dynamic programme keeps, for each pair (whole cards
    needed, blank cards needed), the fewest hands with an odd ``s`` (a few hundred states).

    >>> most_lifebelts([(0, 12)] * 3, 12, (24, 24, 12)), most_lifebelts([(0, 12)] * 5, 12, (24, 24, 12))
    (24, 24)
    >>> most_lifebelts([(0, 0)] * 3 + [(0, 12)] * 2, 12, (24, 24, 12)) is None   # 3 hands of 0 need 33 blanks
    True
    """
    blank, half, whole = pool
    fewest_odd: dict[tuple[int, int], int] = {(0, 0): 0}  # (whole cards needed, blank cards needed) -> odd s
    for low, high in ranges:
        choices = [s for s in range(2 * low, 2 * high + 2) if 0 <= s <= 2 * free]
        after: dict[tuple[int, int], int] = {}
        for (wholes, blanks), odd in fewest_odd.items():
            for s in choices:
                key = (wholes + max(0, s - free), blanks + max(0, free - s))
                if key[0] <= whole and key[1] <= blank and after.get(key, len(ranges) + 1) > odd + s % 2:
                    after[key] = odd + s % 2
        fewest_odd = after
        if not fewest_odd:
            return None
    cards = free * len(ranges)
    totals = [(cards + wholes - blanks - odd) // 2 for (wholes, blanks), odd in fewest_odd.items()
              if odd <= half and 2 * cards - 2 * blank - half <= cards + wholes - blanks <= half + 2 * whole]
    return max(totals) if totals else None
