"""NILE's trade words and the trades of a turn typed at once, part of :mod:`scorer.games.nile.notation` (which
reads and writes every entry): :data:`MARKET_WORDS` and :data:`HAPI_WORDS` open a trade in any language, and
:func:`split` cuts an entry of several trades into its steps."""

from __future__ import annotations

import re
from typing import Any

from scorer.games.nile.table import TURN

#: the words that open a trade at the market or an offering to Hapi: English, French, German (read in any language)
MARKET_WORDS, HAPI_WORDS = ("market", "marché", "marche", "markt"), ("hapi", "offering", "offrande", "opfergabe")


def split(state: Any, text: str) -> list[str]:
    """The steps of one entry: NILE's entries are one step each (a draw of several cards is one step of the
    session's own), but for the trades of a turn typed at once, separated by ``;`` or by a comma before the next
    trade (``market Lettuce Castor, market Lettuce Castor``: revcards defect 10), in the active player's turn.

    >>> from scorer.games.nile.engine import Nile
    >>> s = Nile(["Anna", "Ben"]); s.phase = TURN
    >>> split(s, "market Lettuce Castor, hapi Flax Flax"), split(s, "market Wheat Wheat; plant 2 Flax")
    (['market Lettuce Castor', 'hapi Flax Flax'], ['market Wheat Wheat', 'plant 2 Flax'])
    >>> split(s, "plant 2 Flax")
    ['plant 2 Flax']
    """
    if state.phase != TURN or state.needs:
        return [text]
    trade = "|".join(re.escape(word) for word in (*MARKET_WORDS, *HAPI_WORDS))
    parts = re.split(rf";|,(?=\s*(?:{trade})\b)", text, flags=re.I)
    return [p.strip() for p in parts if p.strip()] or [text]
