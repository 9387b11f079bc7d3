"""NILE's rules, one hand-made position per rule; each test fails if its rule were wrong."""

import pytest

from scorer.engine import CHANCE, TERMINAL, IllegalMove, SetupError
from scorer.games.nile.engine import (R_DRAW, R_END, R_FLOOD, R_HAPI, R_MARKET, R_OPTIONAL, R_PLAGUE, R_PLANT,
                                      R_SETUP,
                                      R_SPECULATE, R_STEP4, R_TURN_ORDER, Deal, Draw, DrawOwed, Flood, Nile, Pass,
                                      Plant, Speculate, Tally, Trade)
from scorer.games.nile.score import nile_ranking
from tests.nile_helpers import (CASTOR, FLAX, LETTUCE, PAPYRUS, PLAGUE, WHEAT, conserved, field, flood, game,
                                leave_only, set_aside, spec, store)

CROPS = ["Papyrus", "Wheat", "Lettuce", "Castor", "Flax"]


def broken(state, move) -> IllegalMove:
    err = state.check(move)
    assert err is not None, f"{move} should be illegal"
    return err


# --- set-up -----------------------------------------------------------------------------------------
def test_deal_five_each_and_the_plague_goes_into_the_deck_afterwards():
    state = game(4)
    assert state.deck_size == 91 - 20 and state.current_player == CHANCE
    assert state.unaccounted[PLAGUE] == 1 and conserved(state)
    fresh = Nile(["Anna", "Ben"])
    err = broken(fresh, Deal(((PLAGUE, None, None, None, None), (None,) * 5)))
    assert "set aside during the deal" in err.reason
    assert "each player is dealt 5" in broken(fresh, Deal(((None,) * 4, (None,) * 5))).reason


@pytest.mark.parametrize("players,variants", [(1, ()), (6, ()), (3, ("two-player-short",)), (2, ("bogus",))])
def test_wrong_player_count_or_variant(players, variants):
    with pytest.raises(SetupError):
        Nile([f"P{i}" for i in range(players)], variants)


def test_deck_reductions_remove_their_cards():
    two = game(2, variants=("two-player-short",))
    assert two.deck_size == 91 - 10 - 5 - 10 and two.removed_unseen == 5
    assert all(two.removed[c] == 2 for c in range(5)) and conserved(two)
    three = game(3, variants=("three-player-short",))
    assert three.deck_size == 91 - 5 - 15 and conserved(three)


# --- 1) flood and 2) harvest -------------------------------------------------------------------------
def test_a_turn_starts_with_a_flood():
    state = game(3, {0: [PAPYRUS, PAPYRUS]})
    err = broken(state, Plant(0, ((PAPYRUS, 2),)))
    assert err.rule == R_FLOOD and "starts with a flood" in err.reason
    state.apply(Flood(WHEAT))
    assert state.check(Plant(0, ((PAPYRUS, 2),))) is None


def test_harvest_on_every_flood_even_for_players_whose_turn_it_is_not():
    state = game(3)
    field(state, 1, WHEAT, 3)
    field(state, 2, FLAX, 1)
    flood(state, spec(WHEAT, FLAX))  # Anna's turn: a speculation card floods both crops
    assert state.storage[1][WHEAT] == 1 and state.field_size[WHEAT] == 2
    assert state.storage[2][FLAX] == 1 and state.field_owner[FLAX] == -1  # a one-card field is gone
    assert state.storage[0] == [0] * 5


def test_harvest_during_another_players_offering_to_hapi():
    state = game(3, {0: [LETTUCE, CASTOR]})
    field(state, 1, PAPYRUS, 4)
    flood(state, WHEAT)
    state.apply(Trade(0, "offering", (LETTUCE, CASTOR)))
    assert state.current_player == CHANCE
    err = broken(state, Pass(0))
    assert err.rule == R_HAPI and "new flood card" in err.reason
    flood(state, PAPYRUS)
    assert state.storage[1][PAPYRUS] == 1 and state.field_size[PAPYRUS] == 3
    assert state.flooded == (PAPYRUS,) and state.current_player == 0


def test_only_the_active_player_trades_plants_or_speculates():
    state = game(3, {1: [WHEAT, WHEAT, FLAX, FLAX, spec(PAPYRUS, LETTUCE)]})
    flood(state, CASTOR)  # Anna's turn
    for move in (Trade(1, "market", (FLAX, FLAX)), Plant(1, ((WHEAT, 2),)), Speculate(1, (spec(PAPYRUS, LETTUCE),)),
                 Pass(1)):
        err = broken(state, move)
        assert "it is Anna's turn, not Ben's" in err.reason and err.rule == R_TURN_ORDER, move
    assert state.check(Pass(0)) is None


def test_a_chance_step_out_of_place_cites_the_rule_of_what_is_due():
    """A flood card when nothing calls for one needs an offering [3.2]; a flood card or another player's
    card during a draw breaks the rule of that draw: a market [3.1], a payout [4.2], the end draw [5]."""
    state = game(3, {0: [LETTUCE, CASTOR, spec(PAPYRUS, WHEAT)]})
    state.apply(Flood(FLAX))
    assert broken(state, Flood(WHEAT)).rule == R_HAPI
    assert broken(state, Draw(0, None)).rule == R_DRAW
    state.apply(Trade(0, "market", (LETTUCE, CASTOR)))
    assert broken(state, Flood(WHEAT)).rule == R_MARKET
    assert broken(state, Draw(1, None)).rule == R_MARKET
    state.apply(Draw(0, None))
    assert broken(state, Draw(0, None)).rule == R_MARKET  # one card too many
    state.apply(Speculate(0, (spec(PAPYRUS, WHEAT),)))
    assert broken(state, Flood(WHEAT)).rule == R_DRAW and broken(state, Draw(1, None)).rule == R_DRAW
    state.apply(DrawOwed(0, implied=False))
    assert broken(state, Draw(0, None)).rule == R_DRAW  # one card too many at the end of the turn
    assert broken(state, Draw(1, None)).rule == R_FLOOD  # Ben's turn starts with a flood
    state.apply(Flood(WHEAT))  # pays Anna 3
    for move in (Draw(1, None), Flood(PAPYRUS), Pass(1)):
        assert broken(state, move).rule == R_SPECULATE, move
    state.apply(DrawOwed(None))
    assert broken(state, Draw(0, None)).rule == R_SPECULATE  # a fourth payout card


def test_the_plague_is_never_traded_from_a_hand():
    state = game(2, {0: [LETTUCE]})
    flood(state, FLAX)
    err = broken(state, Trade(0, "market", (LETTUCE, PLAGUE)))
    assert err.rule == R_PLAGUE and "never stays in a hand" in err.reason


# --- 3) trade ------------------------------------------------------------------------------------------
def test_market_costs_two_cards_and_draws_one():
    state = game(2, {0: [LETTUCE, CASTOR, FLAX, FLAX, WHEAT]})
    flood(state, PAPYRUS)
    assert broken(state, Trade(0, "market", (LETTUCE,))).rule == R_MARKET
    state.apply(Trade(0, "market", (LETTUCE, CASTOR)))
    assert state.discard[LETTUCE] == 1 and state.discard[CASTOR] == 1
    state.apply(Draw(0, WHEAT))
    assert state.current_player == 0 and state.hand[0][WHEAT] == 2
    assert "one more is too many" in broken(state, Draw(0, WHEAT)).reason


def test_trading_from_storage_needs_the_cards_in_storage():
    state = game(2, {0: [LETTUCE, CASTOR, FLAX, FLAX, WHEAT]})
    store(state, 0, WHEAT, 1)
    flood(state, PAPYRUS)
    err = broken(state, Trade(0, "market", (), (WHEAT, WHEAT)))
    assert "storage holds 1 Wheat" in err.reason and "harvests minus" in err.reason
    state.apply(Trade(0, "offering", (FLAX,), (WHEAT,)))
    assert state.storage[0][WHEAT] == 0 and state.discard[WHEAT] == 1


def test_trading_cards_the_player_cannot_have_in_hand():
    state = game(2, {0: [LETTUCE, CASTOR, FLAX, FLAX, WHEAT]})
    flood(state, PAPYRUS)
    err = broken(state, Trade(0, "market", (PAPYRUS, PAPYRUS)))
    assert "cannot have 2 Papyrus in hand" in err.reason and "1 Wheat" in err.reason
    unseen = game(2)  # five unseen cards: any card still unaccounted for may be among them
    flood(unseen, WHEAT)
    assert unseen.check(Trade(0, "market", (PAPYRUS, PAPYRUS))) is None


def test_no_trading_after_step_4():
    state = game(2, {0: [LETTUCE, LETTUCE, CASTOR, FLAX, WHEAT]})
    flood(state, PAPYRUS)
    state.apply(Plant(0, ((LETTUCE, 2),)))
    err = broken(state, Trade(0, "market", (CASTOR, FLAX)))
    assert "trading is step 3" in err.reason


# --- 4) plant ----------------------------------------------------------------------------------------
def test_no_planting_or_speculating_on_a_flooded_crop():
    state = game(2, {0: [WHEAT, WHEAT, spec(WHEAT, FLAX), spec(PAPYRUS, LETTUCE), FLAX]})
    flood(state, spec(WHEAT, CASTOR))
    err = broken(state, Plant(0, ((WHEAT, 2),)))
    assert err.rule == R_STEP4 and "Wheat is flooded" in err.reason
    err = broken(state, Speculate(0, (spec(WHEAT, FLAX),)))
    assert err.rule == R_STEP4 and "Wheat" in err.reason
    assert state.check(Speculate(0, (spec(PAPYRUS, LETTUCE),))) is None


def test_a_new_field_needs_two_cards():
    state = game(2, {0: [WHEAT, WHEAT, FLAX, CASTOR, LETTUCE]})
    flood(state, PAPYRUS)
    err = broken(state, Plant(0, ((WHEAT, 1),)))
    assert err.rule == R_PLANT and "at least two cards" in err.reason
    assert state.check(Plant(0, ((WHEAT, 2),))) is None


def test_two_cards_of_different_crops_one_new_the_other_new_or_own():
    state = game(2, {0: [WHEAT, FLAX, CASTOR, LETTUCE, LETTUCE]})
    field(state, 0, CASTOR, 2)
    flood(state, PAPYRUS)
    assert state.check(Plant(0, ((WHEAT, 1), (FLAX, 1)))) is None
    assert state.check(Plant(0, ((WHEAT, 1), (CASTOR, 1)))) is None
    state.apply(Plant(0, ((CASTOR, 1), (FLAX, 1))))
    assert (state.field_owner[FLAX], state.field_size[FLAX], state.field_size[CASTOR]) == (0, 1, 3)


def test_any_number_into_own_fields():
    state = game(2, {0: [WHEAT, WHEAT, WHEAT, FLAX, CASTOR]})
    field(state, 0, WHEAT, 1)
    field(state, 0, FLAX, 2)
    flood(state, PAPYRUS)
    state.apply(Plant(0, ((WHEAT, 3), (FLAX, 1))))
    assert state.field_size[WHEAT] == 4 and state.field_size[FLAX] == 3


def test_mixing_planting_options_is_not_allowed():
    state = game(2, {0: [WHEAT, WHEAT, WHEAT, FLAX, FLAX]})
    field(state, 0, WHEAT, 1)
    flood(state, PAPYRUS)
    err = broken(state, Plant(0, ((WHEAT, 3), (FLAX, 2))))
    assert err.rule == R_PLANT and "mixes planting options" in err.reason
    err = broken(state, Plant(0, ((WHEAT, 1), (FLAX, 2))))  # not "exactly two cards"
    assert "mixes planting options" in err.reason


def test_a_larger_new_field_replaces_the_opponents_field():
    state = game(2, {0: [WHEAT] * 4 + [FLAX]})
    field(state, 1, WHEAT, 3)
    flood(state, PAPYRUS)
    err = broken(state, Plant(0, ((WHEAT, 3),)))
    assert "Ben already grows Wheat (3 cards)" in err.reason and "strictly more" in err.reason
    state.apply(Plant(0, ((WHEAT, 4),)))
    assert (state.field_owner[WHEAT], state.field_size[WHEAT], state.discard[WHEAT]) == (0, 4, 3)
    assert conserved(state)


def test_two_crop_option_cannot_replace_a_field():
    state = game(2, {0: [WHEAT, FLAX, CASTOR, CASTOR, CASTOR]})
    field(state, 1, WHEAT, 1)
    flood(state, PAPYRUS)
    err = broken(state, Plant(0, ((WHEAT, 1), (FLAX, 1))))
    assert "strictly more" in err.reason and "one card" in err.reason


def test_plant_or_speculate_once_and_never_plant_speculation_cards():
    state = game(2, {0: [WHEAT, WHEAT, spec(LETTUCE, FLAX), CASTOR, CASTOR]})
    flood(state, PAPYRUS)
    assert "not a crop card" in broken(state, Plant(0, ((spec(LETTUCE, FLAX), 1),))).reason
    state.apply(Plant(0, ((WHEAT, 2),)))
    assert "once a turn" in broken(state, Speculate(0, (spec(LETTUCE, FLAX),))).reason


# --- 4.2) speculate and the payout ----------------------------------------------------------------------
def test_one_or_two_speculation_cards_never_three():
    cards = [spec(PAPYRUS, WHEAT), spec(LETTUCE, FLAX), spec(CASTOR, FLAX)]
    state = game(2, {0: cards + [WHEAT, WHEAT]})
    flood(state, CASTOR)
    err = broken(state, Speculate(0, (cards[0], cards[1], spec(LETTUCE, FLAX))))
    assert err.rule == R_SPECULATE and "one or two" in err.reason
    assert "not a speculation card" in broken(state, Speculate(0, (WHEAT,))).reason
    assert state.check(Speculate(0, (cards[0], cards[1]))) is None


@pytest.mark.parametrize("next_flood,owed", [(WHEAT, 3), (LETTUCE, 0), (spec(WHEAT, FLAX), 6), (FLAX, 3)])
def test_speculation_pays_three_cards_per_matching_card_at_the_next_flood(next_flood, owed):
    state = game(2, {0: [spec(PAPYRUS, WHEAT), spec(CASTOR, FLAX), WHEAT, WHEAT, FLAX]})
    flood(state, LETTUCE)
    state.apply(Speculate(0, (spec(PAPYRUS, WHEAT), spec(CASTOR, FLAX))))
    state.apply(Draw(0, None))
    state.apply(Draw(0, None))
    before = state.hand_size(0)
    state.apply(Flood(next_flood))  # Ben's turn
    if owed:  # the cards stay on the table until the payout is drawn [4.2]
        assert state.current_player == CHANCE and state.needs[-1].left == owed
        assert len(state.speculations) == 2 and state.discard[spec(PAPYRUS, WHEAT)] == 0
    state.apply(DrawOwed(None))
    assert state.hand_size(0) == before + owed and state.current_player == 1
    assert state.speculations == [] and state.discard[spec(PAPYRUS, WHEAT)] == 1


def test_plague_during_a_speculation_payout_strikes_before_the_harvest():
    state = game(2, {0: [spec(PAPYRUS, WHEAT), FLAX, FLAX, FLAX, LETTUCE]})
    field(state, 1, WHEAT, 4)
    field(state, 0, FLAX, 2)
    flood(state, CASTOR)
    state.apply(Speculate(0, (spec(PAPYRUS, WHEAT),)))
    state.apply(Draw(0, LETTUCE))
    state.apply(Draw(0, LETTUCE))
    state.apply(Flood(WHEAT))  # Ben's flood: Anna's speculation matches, she draws 3
    state.apply(Draw(0, CASTOR))
    state.apply(Draw(0, PLAGUE))  # the Plague: Ben's 4-card Wheat field is the largest
    assert state.field_owner[WHEAT] == -1 and state.discard[WHEAT] == 4 and state.field_size[FLAX] == 2
    assert state.needs[-1].left == 2, "the Plague is not one of the 3 cards: a replacement is drawn"
    state.apply(Draw(0, CASTOR))
    state.apply(Draw(0, FLAX))
    assert state.hand[0][CASTOR] == 2 and state.hand[0][FLAX] == 3 + 1
    assert state.storage[1][WHEAT] == 0, "the field was gone before the harvest"
    assert state.current_player == 1 and conserved(state)


# --- the Plague of Locusts ------------------------------------------------------------------------------
def test_plague_as_flood_destroys_the_largest_field_and_ties_then_a_new_flood():
    state = game(3)
    field(state, 0, WHEAT, 3)
    field(state, 1, FLAX, 3)
    field(state, 2, CASTOR, 2)
    state.apply(Flood(PLAGUE))
    assert state.field_owner[WHEAT] == state.field_owner[FLAX] == -1 and state.field_size[CASTOR] == 2
    assert state.discard[PLAGUE] == 1 and state.current_player == CHANCE
    assert state.check(Pass(0)) is not None, "a replacement flood card is due"
    flood(state, CASTOR)
    assert state.storage[2][CASTOR] == 1 and conserved(state)


def test_plague_with_no_field_does_nothing_and_the_draw_is_completed():
    state = game(2)
    flood(state, WHEAT)
    state.apply(Pass(0))
    state.apply(Draw(0, PLAGUE))
    state.apply(Draw(0, WHEAT))
    assert state.current_player == CHANCE, "the Plague does not count as one of the two cards"
    state.apply(Draw(0, LETTUCE))
    assert state.active == 1 and state.hand[0][WHEAT] == 1 and state.last_plague == []


def test_seventeenth_card_of_a_crop_is_refused():
    state = game(2)
    field(state, 1, PAPYRUS, 10)
    store(state, 0, PAPYRUS, 6)
    err = broken(state, Flood(PAPYRUS))
    assert "already accounted for" in err.reason and "only 16" in err.reason
    assert "10 in Ben's field" in err.reason and "6 in storage" in err.reason


# --- hidden cards: what the public facts still say about cards nobody saw ---------------------------
def test_a_reshuffled_deck_holds_only_the_face_up_cards_shuffled_into_it():
    """[5) Piocher] The new deck is the discard and flood piles, all seen: a card it never held cannot
    turn up from it, nor be among the cards drawn from it face down, although some hand nobody saw (Cleo's)
    could hold one."""
    state = game(3, {0: [WHEAT, CASTOR, PAPYRUS, PAPYRUS, FLAX], 1: [PAPYRUS, PAPYRUS, PAPYRUS, CASTOR, CASTOR]})
    flood(state, LETTUCE)
    leave_only(state, *[FLAX] * 5)  # the deck is used up; Cleo's five unseen cards may all be Flax
    state.apply(Trade(0, "market", (WHEAT, CASTOR)))  # the market draw reshuffles: the deck is Wheat and Castor
    assert state.deck_size == 2 and state.unaccounted[FLAX] == 5
    err = broken(state, Draw(0, FLAX))
    assert err.rule == R_DRAW and "shuffled from the discard and flood piles, which held 0 Flax" in err.reason
    state.apply(Draw(0, None))  # Wheat or Castor, face down
    err = broken(state, Plant(0, ((FLAX, 2),)))  # one Flax seen, the other from the card drawn face down
    assert err.rule == R_DRAW and "Anna drew them all from the deck of the 1st reshuffle" in err.reason
    assert state.check(Plant(0, ((WHEAT, 1), (FLAX, 1)))) is None
    state.apply(Plant(0, ((CASTOR, 1), (FLAX, 1))))  # the Castor came face down, so the deck holds Wheat
    assert "already accounted for" in broken(state, Draw(0, CASTOR)).reason
    state.apply(Draw(0, WHEAT))  # the deck's last card; an empty reshuffle, and the game is over
    assert state.is_over and conserved(state)


def test_the_plague_nobody_has_seen_is_in_the_deck_so_it_is_its_last_card():
    """[Invasion de locustes] The Plague is revealed as soon as it is drawn, so no hand holds it: a deck
    of one card with the Plague unseen is the Plague. Nothing else turns up, no card is drawn face down,
    and the table is told to enter it."""
    state = game(3, {0: [WHEAT, CASTOR]})
    flood(state, LETTUCE)
    set_aside(state, 1, plague=True)
    assert state.deck_size == 1 and state.unaccounted[PLAGUE] == 1
    state.apply(Pass(0))
    for move in (Draw(0, FLAX), Draw(0, None), DrawOwed(0, implied=False)):
        err = broken(state, move)
        assert err.rule == R_PLAGUE and "the deck's last card" in err.reason, move
    assert state.deck_kinds() == [PLAGUE]
    from scorer.games.nile import notation
    assert [e.text for e in notation.entries(state)] == ["Plague"] and notation.prompt(state).default == "Plague"
    state.apply(Draw(0, PLAGUE))  # revealed; the deck is reshuffled for the replacement
    assert state.plagues == 1 and state.deck_runs_out == 1 and conserved(state)


def test_no_more_speculation_cards_show_than_a_deck_reduction_keeps():
    """[Règles optionnelles] The shorter 2-player game removes 5 speculation cards face down: the other
    5 are all that can ever show, whichever they are."""
    state = game(2, variants=["two-player-short"])
    specs = [spec(PAPYRUS, WHEAT), spec(PAPYRUS, LETTUCE), spec(PAPYRUS, CASTOR), spec(WHEAT, LETTUCE),
             spec(WHEAT, CASTOR), spec(LETTUCE, CASTOR)]
    for turn, k in enumerate(specs[:5]):
        state.apply(Flood(k))
        state.apply(Pass(turn % 2))
        state.apply(DrawOwed(turn % 2, implied=False))
    err = broken(state, Flood(specs[5]))
    assert err.rule == R_OPTIONAL and "removed 5 speculation cards face down, so only 5 are in the game, and 5 of " \
        "them have shown already" in err.reason
    assert state.check(Flood(specs[0])) is not None and state.check(Flood(WHEAT)) is None
    assert not any(state.cards.is_speculation(k) for k in state.deck_kinds())


# --- reshuffles and the end --------------------------------------------------------------------------------
def test_deck_runs_out_reshuffles_discards_and_flood_pile_and_the_flood_stays():
    state = game(3, {0: [LETTUCE, CASTOR]})
    flood(state, WHEAT)
    state.apply(Trade(0, "market", (LETTUCE, CASTOR)))
    set_aside(state, 1)
    state.apply(Draw(0, FLAX))
    assert state.deck_size == 0 and state.deck_runs_out == 0
    state.apply(Pass(0))  # the end-of-turn draw finds the deck empty: reshuffle
    # [decision flood-stays] Lettuce and Castor; the flood card Wheat stays showing, out of the new deck
    assert state.deck_runs_out == 1 and state.deck_size == 2
    assert state.flood == WHEAT and state.flood_pile == [WHEAT] and state.flooded == (WHEAT,)
    assert state.last_reshuffle == (2, WHEAT)
    assert conserved(state)


def test_a_reshuffle_leaves_the_showing_flood_card_out_and_the_table_plays_on_truthfully():
    """The refused-card scenario: the flood card showing at a reshuffle was counted both as showing and
    in the new deck, so the engine's deck outlived the table's by one card and the first card of the
    table's next reshuffle was refused as "already accounted for". Every hand is known, so every card's
    place is, and the whole rest of the game is turned up card by card."""
    state = game(3, {0: [WHEAT, CASTOR, PAPYRUS, PAPYRUS, FLAX], 1: [PAPYRUS, PAPYRUS, FLAX, FLAX, CASTOR],
                     2: [PAPYRUS, WHEAT, WHEAT, CASTOR, CASTOR]})
    flood(state, LETTUCE)
    last = spec(WHEAT, FLAX)
    leave_only(state, last)  # every Lettuce but the showing one is out of the game: its 16 are accounted for
    state.apply(Trade(0, "market", (WHEAT, CASTOR)))
    state.apply(Draw(0, last))  # the deck is empty now
    state.apply(Trade(0, "market", (PAPYRUS, PAPYRUS)))  # its draw finds the deck empty: reshuffle
    assert (state.deck_runs_out, state.deck_size, state.flood, state.flood_pile) == (1, 4, LETTUCE, [LETTUCE])
    assert conserved(state)
    err = broken(state, Draw(0, LETTUCE))  # the 16th Lettuce is the one showing, not in the new deck
    assert err.rule == R_SETUP and "already accounted for" in err.reason and "1 on the flood pile" in err.reason
    state.apply(Draw(0, PAPYRUS))
    state.apply(Trade(0, "offering", (FLAX, last)))
    state.apply(Flood(WHEAT))  # the Lettuce joins the flood pile under the new flood card
    assert state.flood_pile == [LETTUCE, WHEAT] and state.deck_size == 2
    state.apply(Pass(0))
    state.apply(Draw(0, CASTOR))
    state.apply(Draw(0, PAPYRUS))  # the new deck is used up; Ben's flood reshuffles Flax, the last card, Lettuce
    assert (state.deck_runs_out, state.deck_size, state.flood_pile) == (2, 3, [WHEAT])
    state.apply(Flood(FLAX))  # a card the table really turned up: it was refused before the fix
    state.apply(Pass(1))
    state.apply(Draw(1, LETTUCE))
    state.apply(Draw(1, last))  # the third deck is used up: the game ends
    assert state.is_over and state.deck_runs_out == 3 and conserved(state)


def test_speculation_cards_are_not_reshuffled_when_their_payout_empties_the_deck():
    """[4.2] the payout is drawn at once and the speculation cards are discarded after it: a reshuffle
    during the payout finds them still on the table, so the new deck is the discards and flood pile."""
    state = game(3, {0: [spec(PAPYRUS, WHEAT), LETTUCE, CASTOR]})
    flood(state, FLAX)
    state.apply(Trade(0, "market", (LETTUCE, CASTOR)))
    state.apply(Draw(0, None))
    state.apply(Speculate(0, (spec(PAPYRUS, WHEAT),)))
    state.apply(Draw(0, None))
    state.apply(Draw(0, None))
    set_aside(state, 2)
    state.apply(Flood(WHEAT))  # Ben's flood: Anna is owed 3, the deck holds 1
    state.apply(Draw(0, None))  # the last card: the deck runs out and the discards come back
    assert state.deck_runs_out == 1
    # Lettuce, Castor and the flood pile's Flax; not the speculation card, nor Wheat (the flood showing)
    assert state.deck_size == 3 and state.flood_pile == [WHEAT]
    assert state.speculations == [(0, spec(PAPYRUS, WHEAT))]
    state.apply(Draw(0, None))
    state.apply(Draw(0, None))
    assert state.speculations == [] and state.discard[spec(PAPYRUS, WHEAT)] == 1 and state.deck_size == 1
    assert conserved(state)


def test_the_game_ends_when_the_deck_runs_out_for_the_nth_time():
    state = game(2, {0: [PAPYRUS, CASTOR]})
    flood(state, WHEAT)
    set_aside(state, 0)
    state.apply(Trade(0, "market", (PAPYRUS, CASTOR)))  # the first time: Papyrus and Castor become the deck
    assert state.deck_runs_out == 1 and not state.is_over and state.deck_size == 2
    state.apply(Draw(0, PAPYRUS))
    state.apply(Pass(0))
    state.apply(Draw(0, CASTOR))  # the second card finds the deck empty for the 2nd time
    assert state.is_over and state.current_player == TERMINAL and "2nd time" in state.end_reason
    err = broken(state, Draw(0, None))
    assert err.rule == R_END and "game is over" in err.reason


def test_three_players_play_through_three_decks():
    state = game(3, {0: [LETTUCE, CASTOR, FLAX, FLAX, WHEAT]})
    flood(state, WHEAT)
    state.apply(Trade(0, "market", (LETTUCE, CASTOR)))
    state.apply(Draw(0, PAPYRUS))
    set_aside(state, 0)
    state.apply(Trade(0, "offering", (FLAX, FLAX)))  # 1st time: Lettuce, Castor, Flax, Flax; Wheat stays showing
    assert (state.deck_runs_out, state.deck_size, state.flood_pile) == (1, 4, [WHEAT])
    state.apply(Flood(LETTUCE))
    state.apply(Pass(0))
    for k in (CASTOR, FLAX):
        state.apply(Draw(0, k))
    flood(state, FLAX)  # Ben's flood: the last card of the second deck
    state.apply(Pass(1))  # 2nd time: the flood pile but the showing Flax (Wheat, Lettuce) is the third deck
    assert (state.deck_runs_out, state.deck_size, state.is_over, state.flood_pile) == (2, 2, False, [FLAX])
    state.apply(Draw(1, WHEAT))
    state.apply(Draw(1, LETTUCE))  # Cleo's flood finds the third deck empty: the game is over
    assert state.is_over and state.deck_runs_out == 3 and conserved(state)


def test_an_empty_reshuffle_counts_as_running_out_again():
    state = game(3)
    set_aside(state, 0)
    state._settle()  # the first flood finds the deck empty; nothing to reshuffle, twice; the 3rd ends it
    assert state.is_over and state.deck_runs_out == 3


# --- scoring ----------------------------------------------------------------------------------------------
def test_the_largest_smallest_pile_wins():
    r = nile_ranking(["Anna", "Ben"], [[9, 9, 9, 9, 1], [2, 2, 2, 2, 2]], CROPS)
    assert r.winners == ["Ben"] and [s.rank for s in r.standings] == [2, 1]
    assert "Ben's smallest pile, 2, is the largest (Anna 1): Ben wins." == r.tiebreak


def test_a_missing_crop_is_a_pile_of_zero():
    r = nile_ranking(["Anna", "Ben"], [[9, 9, 9, 9, 0], [1, 1, 1, 1, 1]], CROPS)
    assert r.winners == ["Ben"] and r.standings[0].score == 0


def test_tied_smallest_piles_go_to_the_next_pile():
    r = nile_ranking(["Anna", "Ben", "Cleo"], [[2, 2, 2, 2, 2], [3, 4, 5, 5, 5], [3, 3, 9, 9, 9]], CROPS)
    assert r.winners == ["Ben"] and [s.rank for s in r.standings] == [3, 1, 2]
    assert r.tiebreak == "Ben and Cleo both have 3 as their smallest pile (Anna 2); Ben's next is 4, Cleo's 3: Ben wins."


def test_tiebreak_down_to_the_last_pile_and_a_shared_win():
    r = nile_ranking(["Anna", "Ben"], [[1, 2, 3, 4, 6], [1, 2, 3, 4, 5]], CROPS)
    assert r.winners == ["Anna"] and "Anna's largest is 6, Ben's 5" in r.tiebreak
    assert r.tiebreak == "Anna and Ben both have 1, 2, 3, 4 as their four smallest piles; Anna's largest is 6, Ben's 5: " \
                         "Anna wins."
    r = nile_ranking(["Anna", "Ben"], [[5, 4, 3, 2, 1], [1, 2, 3, 4, 5]], CROPS)
    assert r.winners == ["Anna", "Ben"] and [s.rank for s in r.standings] == [1, 1]
    assert r.tiebreak == "Anna and Ben are tied on every pile (1, 2, 3, 4, 5) and share the win (the rules say: play again)."


def test_a_tie_is_said_once_not_pile_by_pile():
    """Piles tied one after another are said together; a tie on every pile left is said once."""
    r = nile_ranking(["Anna", "Ben", "Cleo"], [[0] * 5, [0] * 5, [0] * 5], CROPS, over=False)
    assert r.tiebreak == "Anna, Ben and Cleo are tied on every pile (0, 0, 0, 0, 0) and share the lead."
    r = nile_ranking(["Anna", "Ben", "Cleo"], [[3, 3, 4, 5, 6], [3, 3, 4, 6, 6], [2, 9, 9, 9, 9]], CROPS)
    assert r.tiebreak == "Anna and Ben both have 3, 3, 4 as their three smallest piles (smallest pile: Cleo 2); " \
                         "Anna's fourth is 5, Ben's 6: Ben wins."
    r = nile_ranking(["Anna", "Ben", "Cleo"], [[3, 3, 4, 5, 6], [3, 3, 4, 5, 6], [2, 9, 9, 9, 9]], CROPS)
    assert r.tiebreak == "Anna and Ben both have 3 as their smallest pile (Cleo 2): Anna and Ben are tied on every " \
                         "pile (3, 3, 4, 5, 6) and share the win (the rules say: play again)."
    r = nile_ranking(["Anna", "Ben", "Cleo"], [[1, 2, 3, 4, 5], [1, 2, 4, 4, 6], [1, 2, 4, 4, 7]], CROPS)
    assert r.tiebreak == "Anna, Ben and Cleo all have 1, 2 as their two smallest piles; Anna's third is 3, Ben's 4, " \
                         "Cleo's 4; both have 4 as their fourth pile too; Ben's largest is 6, Cleo's 7: Cleo wins. " \
                         "Ben and Anna both have 1, 2 as their two smallest piles; Ben's third is 4, Anna's 3: Ben " \
                         "ranks ahead of Anna."  # (every place a tie decides: s38 nilerev2 defect 7)
    r = nile_ranking(["Anna", "Ben", "Cleo"], [[1, 2, 3, 4, 5], [1, 2, 4, 4, 4], [1, 2, 4, 4, 4]], CROPS)
    assert r.tiebreak.endswith("Anna's third is 3, Ben's 4, Cleo's 4: Ben and Cleo are tied on every pile "
                               "(1, 2, 4, 4, 4) and share the win (the rules say: play again).")


def test_tally_checks_the_catalogue_counts():
    state = Nile(["Anna", "Ben"])
    assert "only 16" in broken(state, Tally(((9, 0, 0, 0, 0), (8, 0, 0, 0, 0)))).reason
    state.apply(Tally(((8, 1, 1, 1, 1), (8, 2, 2, 2, 2))))
    assert state.is_over and state.ranking().winners == ["Ben"]
    reduced = Nile(["Anna", "Ben"], ["two-player-short"])
    assert reduced.check(Tally(((8, 0, 0, 0, 0), (7, 0, 0, 0, 0)))) is not None  # 14 Papyrus with 2 removed


# --- the game's own clone ------------------------------------------------------------------------------
def _mutable_parts(value, path: str):
    """Every list, dict, set and mutable dataclass (an owed :class:`~scorer.games.nile.table.Need`) inside
    ``value``, with where it is."""
    import dataclasses

    if isinstance(value, (list, dict, set)) or (dataclasses.is_dataclass(value) and not value.__dataclass_params__.frozen):
        yield path, value
    items = value.items() if isinstance(value, dict) else enumerate(value) \
        if isinstance(value, (list, tuple, set, frozenset)) else \
        ((f.name, getattr(value, f.name)) for f in dataclasses.fields(value)) if dataclasses.is_dataclass(value) else ()
    for key, item in items:
        yield from _mutable_parts(item, f"{path}[{key!r}]")


@pytest.mark.parametrize("players, variants", [(3, ()), (2, ("two-player-short",))])
def test_a_clone_shares_nothing_that_changes(players, variants):
    """NILE's own clone (field by field, not the generic deep copy): at every step of a simulated game, the
    deal and each draw face down and the cards told by their players (so the claims, the cards nobody saw,
    the decks they came from and the reshuffles all have state), no list, dict, set or owed work of the
    clone is the original's; only the read-only facts of ``_shared`` are. So a field added to the state and
    forgotten by the clone fails here, not in a game. (That playing a clone leaves the original unchanged
    is tests/test_conformance.py's.)"""
    from scorer.games.nile.engine import simulate
    from tests.test_seats import _told_nile

    names = ["Anna", "Ben", "Cleo"][:players]
    _, moves = simulate(names, 4, variants)
    state = Nile(names, variants)
    for move in _told_nile(moves):
        twin = state.clone()
        assert vars(twin).keys() == vars(state).keys()
        ours = {id(part): where for name, value in vars(state).items() if name not in Nile._shared
                for where, part in _mutable_parts(value, name)}
        shared = [(ours[id(part)], where) for name, value in vars(twin).items() if name not in Nile._shared
                  for where, part in _mutable_parts(value, name) if id(part) in ours]
        assert not shared, shared[:5]
        state.apply(move)
    assert state.is_over and state.reshuffles and state.pools[1:]


def test_a_move_of_no_nile_type_means_nothing():
    """The dispatch by move type (``match`` over :data:`~scorer.games.nile.moves.Move`) ends in InvalidMove, as the
    contract says, for anything that is no NILE move (another game's, a record's checkpoint), checked or
    applied, and the state is unchanged."""
    from scorer.engine import InvalidMove
    from scorer.games.land_unter.moves import TurnUp

    state = game(3)
    before = state.clone()
    for stranger in (TurnUp((3, 4)), object()):
        with pytest.raises(InvalidMove, match="not a NILE move"):
            state.check(stranger)
        with pytest.raises(InvalidMove, match="not a NILE move"):
            state.apply(stranger)
    assert vars(state) == vars(before)
