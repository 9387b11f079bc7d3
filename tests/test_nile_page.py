"""NILE's trade picker (scorer/web/trade_nile.py, fe-table7 problem 3) without a browser: the pairs it enables are
exactly the legal trades (``legal_moves()`` and ``check()`` agree), written as the notation writes them (the text
the list sent), storage cards included; a hand not told reaches every trade its page listed."""

from __future__ import annotations

from scorer.games.nile.moves import Trade
from scorer.games.nile.notation import entries, format as written
from scorer.games.nile.seats import tell
from scorer.web.cards_nile import card_svg
from scorer.web.trade_nile import picker
from tests.nile_helpers import CASTOR, FLAX, LETTUCE, PAPYRUS, WHEAT, flood, game, spec, store


def _enabled(p) -> set[str]:
    """Every entry the picker's Market and Hapi buttons may send."""
    return {p.entry(pair, kind) for pair in p.pairs for kind in ("market", "hapi")} - {None}


def test_a_told_hand_and_its_storage_enable_exactly_the_legal_trades():
    state = game(2, {0: [PAPYRUS, PAPYRUS, WHEAT, FLAX, spec(CASTOR, FLAX)]})
    store(state, 0, FLAX, 3)
    store(state, 0, WHEAT, 1)
    flood(state, LETTUCE)
    p = picker(state, 0, [], card_svg)
    assert [(c.key, c.most, c.held) for c in p.cards] == [
        ("hand:Papyrus", 2, 2), ("hand:Wheat", 1, 1), ("hand:Flax", 1, 1), ("hand:Castor/Flax", 1, 1),
        ("storage:Wheat", 1, 1), ("storage:Flax", 2, 3)]
    legal = {written(state, m) for m in state.legal_moves() if isinstance(m, Trade)}
    assert _enabled(p) == legal and len(legal) == 2 * 17  # 6 cards: 15 two different, Papyrus and stored Flax twice
    assert p.entry("hand:Flax+storage:Flax", "market") == "market Flax storage Flax"
    assert p.entry("storage:Flax+storage:Flax", "hapi") == "hapi storage Flax Flax"
    assert p.entry("storage:Wheat+storage:Wheat", "market") is None  # one Wheat stored: never a pair
    assert [title for title, _ in p.rows()] == ["Your hand", "Your storage (face down)"]


def test_a_hand_not_told_reaches_every_trade_its_page_listed_and_says_why_not():
    state = game(2)
    flood(state, LETTUCE)
    maybe = tell(state, 0).items
    p = picker(state, 0, maybe, card_svg)
    listed = {e.text for e in entries(state) if e.group == "trade"}
    assert listed and listed <= _enabled(p)  # every trade the list offered, and the pairs of two kinds besides
    assert p.entry("hand:Flax+hand:Papyrus", "market") == "market Papyrus Flax"
    assert p.entry("hand:Papyrus/Wheat+hand:Papyrus/Wheat", "hapi") is None  # the game has one Papyrus/Wheat card
    assert "Papyrus/Wheat" in p.why("hand:Papyrus/Wheat+hand:Papyrus/Wheat", "hapi")
    assert [title for title, _ in p.rows()] == ["Your 5 cards not told yet: each may be"]
