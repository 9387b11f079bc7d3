"""*An den Ufern des Nils*' bid picker for a seat's own page (issue 22; fe-table7 problem 2's auctions): a bid made
with a count per crop, where the page listed every mix of plants of the supply as a button of its own (96 to 144
buttons at a hippo auction or a first-player bid; 192 on a page of 12,469 px at 360 px).

The rules [Variantes, Hippopotame; Détermination du premier joueur]: each player takes any number of own plants
from the supply in hand, and the hands are opened together. On the page, the player taps a crop's plant (or its
``+``) once per plant taken, ``-`` to put one back, sees the bid grow in words, and sends it with one Bid button.
Only legal bids can be made: :func:`picker` gives, for every count of each crop the rules allow together (the
seat's own entries, :meth:`~scorer.games.ufern.opening.OpeningMixin.bids_of`: its supply, and a first-player bid
keeping the plants the opening places, decision U26), the entry the notation writes for it, the very text the
list sent; the page's script offers a ``+`` only where one more plant still makes a legal bid. Nothing leaves the
page until Bid is tapped, so nothing of a bid is seen elsewhere before it is made (and the sealing of
:mod:`scorer.games.ufern.sealed_bids` holds it until the last bid is in).

>>> import random
>>> from scorer.games.ufern.engine import Ufern
>>> from scorer.games.ufern.notation import format as written
>>> from scorer.games.ufern.steps import FIRST_BID
>>> s = Ufern(["Anna", "Ben"], ["first-player-bid"])
>>> while s.step != FIRST_BID:
...     s.apply(s.sample_chance(random.Random(1)) if s.current_player < 0 else s.legal_moves()[0])
>>> p = picker(s, 0, [written(s, b) for b in s.bids_of(0)], lambda crop: "")
>>> [(c.name, c.most) for c in p.crops]
[('flax', 5), ('wheat', 4), ('grape', 3), ('onion', 2), ('aubergine', 1)]
>>> len(p.bids), p.bids["1,0,0,0,1"]  # 6 x 5 x 4 x 3 x 2 counts, less the 6 that keep too few plants for the opening (U26)
(714, 'Anna bid aubergine, flax')
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from scorer.engine import InvalidMove
from scorer.engine.said import Term
from scorer.games.ufern.board import crop_term
from scorer.games.ufern.moves import Bid
from scorer.games.ufern.notation import parse


@dataclass(frozen=True)
class BidCrop:
    """A crop the seat may bid: ``name`` its id (``flax``), ``most`` the most plants of it a legal bid holds,
    ``supply`` how many the seat's supply holds, ``svg`` its plant drawn (an inline SVG)."""

    name: str
    most: int
    supply: int
    svg: str

    @property
    def word(self) -> Term:
        """The crop as a player reads it, in the page's language (``lin``, ``Lein``)."""
        return crop_term(self.name)


@dataclass(frozen=True)
class BidPicker:
    """The crops to count (:class:`BidCrop`, in the board's order), and ``bids``: each legal bid's counts, one
    number per crop of ``crops`` joined by ``,`` (``"2,0,1"``), with the entry it makes (``Cleo bid flax, flax,
    onion``); ``listed`` the bid entries of the page's list (folded on the page: its way without a script)."""

    crops: tuple[BidCrop, ...]
    bids: dict[str, str]
    listed: tuple[str, ...]

    def as_json(self) -> str:
        """The legal bids as the page's script reads them: ``{counts: entry}``."""
        return json.dumps(self.bids, separators=(",", ":"), ensure_ascii=False)


def picker(seen: Any, seat: int, entries: Sequence[str], draw: Callable[[str], str]) -> BidPicker | None:
    """The bid picker of ``seat``'s page, ``seen`` the game as the seat knows it, ``entries`` the page's entries:
    None where none of them is a bid of ``seat`` (no auction under way, or its bid is in). ``draw(crop)`` draws a
    crop's plant (an inline SVG). Each bid is read back by the game's notation, so the picker offers exactly
    the entries the list does."""
    counted: dict[str, Counter[str]] = {}
    for words in entries:
        if "bid" not in words.lower().split():  # (at once: most steps' entries are no bid)
            continue
        try:
            move = parse(seen, words)
        except (InvalidMove, ValueError):
            continue
        if isinstance(move, Bid) and move.seat in (seat, None):
            counted[words] = Counter(move.crops)
    if not counted:
        return None
    names = [c for c in seen.board.crops if any(k[c] for k in counted.values())]
    crops = tuple(BidCrop(c, max(k[c] for k in counted.values()), seen.supply[seat][c], draw(c)) for c in names)
    bids = {",".join(str(k[c]) for c in names): words for words, k in counted.items()}
    return BidPicker(crops, dict(sorted(bids.items(), key=lambda kv: [int(n) for n in kv[0].split(",") if n])),
                     tuple(counted))
