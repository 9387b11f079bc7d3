"""The board and the cards as the referee sees them, for one player count: read once from
``data/ufern-des-nils.yaml``.

>>> b = ufern_board(4)
>>> b.rows["W4"], b.row_of["E5.3"], b.index_of["E5.3"], b.palms["W5.2"]
(('W4.1', 'W4.2', 'W4.3', 'W4.4'), 'E5', 2, 4)
>>> "E2" in b.rows, len(b.fields), b.market_rows_for(2)
(False, 26, ('M3', 'M4'))
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable

from gamedata.catalogue import load_catalogue
from gamedata.ufern_catalogue import Event, Front, UfernCatalogue, event_counts
from scorer.engine.said import Term


@dataclass(frozen=True)
class UfernBoard:
    """Static facts for ``players`` players: the uncovered rows (row id -> its fields from the river
    out), each field's row, index in its row (0 = next to the river) and palms; the market rows and
    their sizes; the crops and how many each colour has; the cards' fronts and events as printed."""

    catalogue: UfernCatalogue
    players: int
    rows: dict[str, tuple[str, ...]]
    row_of: dict[str, str]
    index_of: dict[str, int]
    palms: dict[str, int]
    fields: tuple[str, ...]
    covered: tuple[str, ...]
    market: tuple[str, ...]
    market_size: dict[str, int]
    crops: tuple[str, ...]
    crop_count: dict[str, int]
    fronts: Counter[Front]
    water_events: Counter[Event]
    desert_events: Counter[Event]

    def market_rows_for(self, value: int) -> tuple[str, ...]:
        """The market rows a plant of ``value`` palms may go to: the ``value`` rightmost [Récolter]."""
        return self.market[max(0, len(self.market) - value):]

    def water_limits(self) -> tuple[Counter[str], Counter[str]]:
        """The water backs' totals by event (``"rot 2"``) and arrows by kind (rot pooled, decision U3)."""
        return event_counts(self.catalogue.water_cards.cards)

    def desert_limits(self) -> tuple[Counter[str], Counter[str]]:
        """The desert backs' totals by event and arrows by kind."""
        return event_counts(self.catalogue.desert_cards.cards)


@lru_cache(maxsize=None)
def ufern_board(players: int) -> UfernBoard:
    """The board for ``players`` players (covered rows left out, decision U1)."""
    cat: UfernCatalogue = load_catalogue("ufern-des-nils")  # type: ignore[assignment]
    b = cat.board
    covered = tuple(b.covered(players))
    rows = {rid: tuple(f"{rid}.{i}" for i in range(1, b.row(rid).length + 1))
            for rid in b.row_ids() if rid not in covered}
    row_of = {f: rid for rid, fs in rows.items() for f in fs}
    index_of = {f: i for fs in rows.values() for i, f in enumerate(fs)}
    palms = {f: b.palms_of(f) for f in row_of}
    water_events: Counter[Event] = Counter()
    for w in cat.water_cards.cards:
        water_events[w.event] += w.count
    desert_events: Counter[Event] = Counter()
    for d in cat.desert_cards.cards:
        desert_events[d.event] += d.count
    return UfernBoard(cat, players, rows, row_of, index_of, palms, tuple(row_of), covered,
                      tuple(m.id for m in b.market), {m.id: m.spaces for m in b.market},
                      tuple(c.id for c in cat.plants.crops), {c.id: c.count for c in cat.plants.crops},
                      cat.fronts(), water_events, desert_events)


@lru_cache(maxsize=1)
def _crop_terms() -> dict[str, Term]:
    """Each crop (id) as a message names it, with its French and German (``data/ufern-des-nils.yaml``)."""
    cat: UfernCatalogue = load_catalogue("ufern-des-nils")  # type: ignore[assignment]
    return {c.id: Term(c.id, c.translations()) for c in cat.plants.crops}


def crop_term(crop: str) -> Term:
    """The crop ``crop`` (an id, as records write it) as a message's value: said in the reader's language
    (``flax``, ``lin``, ``Hirse``); a word that is no crop as it is.

    >>> crop_term("flax").said("fr"), crop_term("wheat").said("de"), crop_term("wheat")
    ('lin', 'Gerste', 'wheat')
    """
    return _crop_terms().get(crop) or Term(crop, {})


def crop_terms(crops: Iterable[str]) -> list[Term]:
    """Each of ``crops`` as :func:`crop_term` says it."""
    return [crop_term(c) for c in crops]


def crop_of_word(word: str) -> str | None:
    """The crop (id) a French or German word names (``blé``, ``Gerste``; any case), or None.

    >>> crop_of_word("Blé"), crop_of_word("zwiebel"), crop_of_word("flax")
    ('wheat', 'onion', None)
    """
    low = word.lower()
    return next((c for c, term in _crop_terms().items() if low in (w.lower() for w in term.translations.values())),
                None)
