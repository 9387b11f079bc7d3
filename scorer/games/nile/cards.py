"""NILE's cards as the engine sees them: small integer kinds read from ``data/nile.yaml``.

Kinds are numbered crops first (0 .. C-1, catalogue order), then the speculation cards, then the
Plague of Locusts. A crop kind is also the index of that crop's field and storage pile.

>>> cards = card_set()
>>> cards.name(cards.parse("papyrus")), cards.name(cards.parse("Wheat/Papyrus")), cards.parse("?")
('Papyrus', 'Papyrus/Wheat', None)
>>> cards.floods[cards.parse("Papyrus/Wheat")]
(0, 1)
"""

from __future__ import annotations

from functools import lru_cache
from typing import Iterable

from gamedata.catalogue import NileCatalogue, load_catalogue

#: what a record writes for a card nobody saw
UNSEEN = "?"


class CardSet:
    """The kinds of card in the NILE deck and their facts.

    ``crops``: crop names in catalogue order; ``total[k]``: copies of kind ``k`` in the game;
    ``floods[k]``: the crops a kind floods as a flood card (one for a crop card, two for a
    speculation card, none for the Plague); ``speculations``: the speculation kinds; ``plague``: the
    Plague's kind.
    """

    def __init__(self, cat: NileCatalogue):
        self.catalogue = cat
        crop_ids = [c.id for c in cat.crops]
        self.crop_ids = crop_ids
        self.crops = [c.name for c in cat.crops]
        self.n_crops = len(crop_ids)
        counts = {c.crop: c.count for c in cat.deck("crop").cards}
        self.names: list[str] = list(self.crops)
        self.total: list[int] = [counts[i] for i in crop_ids]
        self.floods: list[tuple[int, ...]] = [(i,) for i in range(self.n_crops)]
        self.speculations: list[int] = []
        for card in cat.deck("speculation").cards:
            pair = tuple(sorted(crop_ids.index(k) for k in card.crops or ()))
            self.speculations.append(len(self.names))
            self.names.append("/".join(self.crops[i] for i in pair))
            self.total.append(1)
            self.floods.append(pair)
        self.plague = len(self.names)
        self.names.append("Plague")
        self.total.append(1)
        self.floods.append(())
        self.kinds = len(self.names)
        self._lookup: dict[str, int] = {}
        for k, name in enumerate(self.names):
            self._lookup[name.lower()] = k
        for i, crop in enumerate(cat.crops):
            self._lookup[crop.id] = i
            self._lookup[crop.french.lower()] = i
        for k in self.speculations:
            a, b = self.floods[k]
            for x, y in ((a, b), (b, a)):
                for names in (self.crops, [c.french for c in cat.crops]):
                    self._lookup[f"{names[x]}/{names[y]}".lower()] = k
        for alias in ("plague of locusts", "locusts", "invasion de locustes"):
            self._lookup[alias] = self.plague

    def parse(self, text: str) -> int | None:
        """The kind named by ``text`` (a crop, ``Crop/Crop`` for a speculation card, ``Plague``),
        case-insensitive, English or French; None for ``?`` (unseen). Raises KeyError."""
        key = " ".join(str(text).split()).lower().replace(" / ", "/")
        if key == UNSEEN:
            return None
        return self._lookup[key]

    def name(self, kind: int | None) -> str:
        """The card's name as records write it (``Papyrus``, ``Papyrus/Wheat``, ``Plague``, ``?``)."""
        return UNSEEN if kind is None else self.names[kind]

    def is_crop(self, kind: int) -> bool:
        """True for a crop card."""
        return 0 <= kind < self.n_crops

    def is_speculation(self, kind: int) -> bool:
        """True for a speculation card."""
        return self.n_crops <= kind < self.plague

    def describe(self) -> str:
        """The card names a record may use, for error messages."""
        return f"{', '.join(self.crops)}, a speculation card such as {self.names[self.n_crops]}, Plague or ?"


@lru_cache(maxsize=1)
def card_set() -> CardSet:
    """The NILE card kinds from the catalogue (read once)."""
    return CardSet(load_catalogue("nile"))  # type: ignore[arg-type]


def counted(cards: Iterable[int], kinds: int) -> list[int]:
    """Counts per kind of an iterable of kinds."""
    out = [0] * kinds
    for k in cards:
        out[k] += 1
    return out

