"""NILE at the table, session 39 (review s38 nilerev2 section 4): a forgotten Plague's hint, ... ."""

from scorer.games.nile.engine import Plant
from tests.nile_helpers import FLAX, PAPYRUS, PLAGUE, WHEAT, field, flood, game
from tests.test_nile_rules import broken


def test_a_refusal_by_the_largest_field_says_a_missed_plague_would_have_destroyed_it():
    """Defect 1: Cleo's planting refused by Anna's Wheat field, which a Plague nobody entered would have
    destroyed: the refusal says so and how to enter it."""
    state = game(2, {0: [WHEAT] * 4 + [FLAX]})
    field(state, 1, WHEAT, 3)
    flood(state, PAPYRUS)
    err = broken(state, Plant(0, ((WHEAT, 3),)))
    assert err.reason.startswith("Ben already grows Wheat (3 cards)")
    assert "Nobody has entered the Plague of Locusts since the deck was made" in err.reason
    assert "undo back to that step and enter it there (the flood card Plague, or a draw: Anna drew Plague)" \
        in err.reason


def test_no_plague_hint_once_the_plague_is_entered_or_for_a_smaller_field():
    state = game(2, {0: [WHEAT] * 4 + [FLAX]})
    flood(state, PLAGUE, PAPYRUS)  # the Plague came up (nothing planted) and was entered
    field(state, 1, WHEAT, 3)
    err = broken(state, Plant(0, ((WHEAT, 3),)))
    assert "strictly more" in err.reason and "Plague" not in err.reason
    state = game(2, {0: [WHEAT] * 4 + [FLAX]})
    field(state, 1, WHEAT, 3)
    field(state, 1, FLAX, 4)  # the Plague would destroy Flax, not Wheat
    flood(state, PAPYRUS)
    err = broken(state, Plant(0, ((WHEAT, 3),)))
    assert "strictly more" in err.reason and "Plague" not in err.reason
