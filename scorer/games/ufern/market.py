"""The market: where a harvested plant may go, what rot does, and how a full row scores.

A market row is a list of :class:`Sold` plants from the top space down. The rules: ``[Récolter]``,
``[Pourriture]`` and ``[Décompte]`` of ``ufern-des-nils.fr.txt``; decisions U13, U14 and U21.

The rules' own scoring examples (red R, blue B, green G, yellow Y, white W; spoiled ``*``, rotten ``!``):

>>> def row(text):
...     return [Sold(p[0], "flax", {"": RIPE, "*": SPOILED, "!": ROTTEN}[p[1:]]) for p in text.split()]
>>> awards = {1: [6], 2: [4, 2], 3: [3, 2, 1]}
>>> score_row(row("R B* R B* G"), awards, 1)
{'B': 3, 'R': 2, 'G': 1}
>>> score_row(row("R G* Y! B* W"), awards, 1)
{'W': 3, 'B': 2, 'G': 1, 'R': 0, 'Y': -1}
>>> score_row(row("B! B! R"), awards, 1)
{'R': 6, 'B': -2}
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from scorer.engine.said import Said, say
from scorer.games.ufern.board import crop_terms

RIPE, SPOILED, ROTTEN = "ripe", "spoiled", "rotten"
#: one rot step [Pourriture]: ripe -> spoiled (seed side up) -> rotten (turned 45°)
ROT_STEP = {RIPE: SPOILED, SPOILED: ROTTEN}


@dataclass
class Sold:
    """A plant on a market space: its owner (a seat, or any label), crop and state."""

    owner: Any
    crop: str
    state: str = RIPE


def market_problem(row: Sequence[Sold], size: int, crop: str, above: int) -> Said | None:
    """Why ``crop`` cannot go into this market row (``size`` spaces), or None: a full row takes
    nothing; the plant may not be the same crop as any of the ``above`` plants (two: ``market_above`` of
    the catalogue's rules) just above the highest empty space, whoever owns them and whatever their state
    (decision U14).

    >>> market_problem([Sold(0, "flax"), Sold(1, "wheat")], 4, "flax", 2)
    'the plants above it are flax and wheat'
    >>> market_problem([Sold(0, "flax"), Sold(1, "wheat"), Sold(0, "grape")], 4, "flax", 2) is None
    True
    """
    if len(row) >= size:
        return say("ufern-des-nils.market.full", size=size)
    crops = [p.crop for p in row[len(row) - above:]] if above else []
    if crop in crops:
        return say("ufern-des-nils.market.above", crops=crop_terms(crops))
    return None


def state_word(state: str) -> Said:
    """A market plant's state in words (``ripe``, ``spoiled``, ``rotten``) [Pourriture].

    >>> state_word(SPOILED)
    'spoiled'
    """
    said = _STATE_WORDS[state]
    return say(said)


_STATE_WORDS = {RIPE: "ufern-des-nils.plant.ripe", SPOILED: "ufern-des-nils.plant.spoiled",
                ROTTEN: "ufern-des-nils.plant.rotten"}


def rot_options(row: Sequence[Sold], plants: int) -> list[tuple[int, ...]]:
    """The ways to pick the plants that rot in a row (spaces from 1): every set of ``plants``
    different plants that are not rotten, or all of them if there are fewer (decision U13).

    >>> rot_options([Sold(0, "a"), Sold(1, "b", ROTTEN), Sold(2, "c")], 2)
    [(1, 3)]
    """
    from itertools import combinations

    able = [i + 1 for i, p in enumerate(row) if p.state != ROTTEN]
    if len(able) <= plants:
        return [tuple(able)]
    return list(combinations(able, plants))


def score_row(row: Sequence[Sold], awards: dict[int, list[int]], penalty: int) -> dict[Any, int]:
    """The points of a full row by owner: owners with a plant that is not rotten are ranked by how
    many they have, ties by who placed the later plant of any state; the awards go by how many are
    ranked (``awards[min(k, 3)]``); each rotten plant costs ``penalty`` (decision U21). Owners in the
    order they are ranked, then those with rotten plants only."""
    count: dict[Any, int] = {}
    latest: dict[Any, int] = {}
    rotten: dict[Any, int] = {}
    for i, p in enumerate(row):
        latest[p.owner] = i
        if p.state == ROTTEN:
            rotten[p.owner] = rotten.get(p.owner, 0) + 1
        else:
            count[p.owner] = count.get(p.owner, 0) + 1
    ranked = sorted(count, key=lambda o: (count[o], latest[o]), reverse=True)
    table = awards[min(len(ranked), max(awards))] if ranked else []
    points: dict[Any, int] = {}
    for place, owner in enumerate(ranked):
        points[owner] = table[place] if place < len(table) else 0
    for owner, k in rotten.items():
        points[owner] = points.get(owner, 0) - penalty * k
    return points
