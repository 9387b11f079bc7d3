"""NILE's cards as the engine sees them: small integer kinds read from ``data/nile.yaml``.

Kinds are numbered crops first (0 .. C-1, catalogue order), then the speculation cards, then the
Plague of Locusts. A crop kind is also the index of that crop's field and storage pile.

>>> cards = card_set()
>>> cards.name(cards.parse("papyrus")), cards.name(cards.parse("Wheat/Papyrus")), cards.parse("?")
('Papyrus', 'Papyrus/Wheat', None)
>>> cards.floods[cards.parse("Papyrus/Wheat")], cards.parse("Weizen/papyrus") == cards.parse("blé/Papyrus")
((0, 1), True)
>>> cards.term(cards.parse("Papyrus/Wheat")).said("de"), cards.term(cards.plague).said("fr")
('Papyrus/Weizen', 'Invasion de locustes')
"""

from __future__ import annotations

from functools import lru_cache
from typing import Iterable

from gamedata.catalogue import NileCatalogue, load_catalogue
from scorer.engine.said import Term

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
        #: each crop's and card's name as a message says it, in the reader's language (``data/nile.yaml``)
        self.crop_terms = [Term(c.name, c.translations()) for c in cat.crops]
        self.crops = [str(c) for c in self.crop_terms]
        self.n_crops = len(crop_ids)
        counts = {c.crop: c.count for c in cat.deck("crop").cards}
        self.terms: list[Term] = list(self.crop_terms)
        self.total: list[int] = [counts[i] for i in crop_ids]
        self.floods: list[tuple[int, ...]] = [(i,) for i in range(self.n_crops)]
        self.speculations: list[int] = []
        for card in cat.deck("speculation").cards:
            pair = tuple(sorted(crop_ids.index(k) for k in card.crops or ()))
            self.speculations.append(len(self.terms))
            self.terms.append(Term.joined("/", [self.crop_terms[i] for i in pair]))
            self.total.append(1)
            self.floods.append(pair)
        self.plague = len(self.terms)
        self.terms.append(Term("Plague", cat.deck("plague").cards[0].translations()))
        self.total.append(1)
        self.floods.append(())
        self.kinds = len(self.terms)
        #: the names as records write them (English)
        self.names: list[str] = [str(t) for t in self.terms]
        self._lookup = self._names_read(cat)

    def _names_read(self, cat: NileCatalogue) -> dict[str, int]:
        """Every way a card may be named, lower-case, to its kind: each name in English, French and German,
        a crop's id, a speculation card's crops either way round in any of the languages, the Plague's
        aliases."""
        lookup: dict[str, int] = {}
        for k, term in enumerate(self.terms):
            for name in term.spellings():
                lookup[name.lower()] = k
        for i, crop in enumerate(cat.crops):
            lookup[crop.id] = i
        for k in self.speculations:
            a, b = self.floods[k]
            for x, y in ((a, b), (b, a)):
                for first in self.crop_terms[x].spellings():
                    for second in self.crop_terms[y].spellings():
                        lookup[f"{first}/{second}".lower()] = k
        plague = cat.deck("plague").cards[0]
        for alias in ("plague of locusts", "locusts", *(w.lower() for w in (plague.name, plague.french, plague.german) if w)):
            lookup[alias] = self.plague
        return lookup

    def parse(self, text: str) -> int | None:
        """The kind named by ``text`` (a crop, ``Crop/Crop`` for a speculation card, ``Plague``),
        case-insensitive, in English, French or German (``Blé``, ``Weizen/Lein``, ``Heuschreckenplage``),
        whatever the session's language: a record typed in one language checks in another; None for ``?``
        (unseen). Raises KeyError."""
        key = " ".join(str(text).split()).lower().replace(" / ", "/")
        if key == UNSEEN:
            return None
        return self._lookup[key]

    def name(self, kind: int | None) -> str:
        """The card's name as records write it (``Papyrus``, ``Papyrus/Wheat``, ``Plague``, ``?``)."""
        return UNSEEN if kind is None else self.names[kind]

    def term(self, kind: int | None) -> str:
        """The card's name as a message's value: a :class:`~scorer.engine.said.Term`, said in the reader's
        language (``Papyrus/Blé``, ``Heuschreckenplage``); ``?`` for an unseen card."""
        return UNSEEN if kind is None else self.terms[kind]

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

