"""*An den Ufern des Nils*: one hand-made position per rule, each test failing if its rule were wrong.

Rules: ``shared/rules/ufern-des-nils.fr.txt``; decisions U1-U28 of ``shared/games/ufern-des-nils.md``.
"""

import re

import pytest

from gamedata.ufern_catalogue import Event, parse_front
from scorer.engine import AmbiguousMove, InvalidMove
from scorer.games.ufern import steps as S
from scorer.games.ufern.actions import R_BOUGHT_SEED, R_BUY_JOKER, R_HARVEST, R_JOKER_PILE, R_ONCE, R_POINTS, R_SOW
from scorer.games.ufern.board import ufern_board
from scorer.games.ufern.market import ROTTEN, SPOILED, RIPE
from scorer.games.ufern.moves import (Bid, BuyJoker, BuySeed, Done, Ebb, EbbEnd, Flood, FloodEnd, Grow, Harvest,
                                      Joker, Plant, Restore, Reveal, Rot, SetDesert, Sow, Tally, ToBoat)
from scorer.games.ufern.notation import read_action
from scorer.games.ufern.moves import Card
from tests.ufern_helpers import at_actions, at_water, card, grow, sell, table

SS, SD, DD, SB, DB = (parse_front(f) for f in ("ss", "sd", "dd", "sb", "db"))


def lay(state, *fields):
    """Single-single water cards whose backs nobody has seen, on ``fields`` (in order from the river)."""
    for f in fields:
        state.banks.lay(f, ("single", "single"), Card())


def rule_of(state, move):
    err = state.check(move)
    return err.rule if err else None


def reason(state, move):
    err = state.check(move)
    return err.reason if err else ""


def stacked(n, a, b, rest_front="ss"):
    """Water stacks: seat 0's tops are ``a`` (stack A) and ``b`` (stack B), every other card shows
    ``rest_front``."""
    k = ufern_board(n).catalogue.setup.water_deal[n]
    rest = [card(rest_front)]
    return [([*rest * ((k + 1) // 2 - 1), a], [*rest * (k // 2 - 1), b])] + \
        [(rest * ((k + 1) // 2), rest * (k // 2)) for _ in range(n - 1)]


# -- the board and set-up ---------------------------------------------------------------------------

def test_cover_strips_hide_rows_by_player_count():
    assert set(ufern_board(2).covered) == {"W2", "E2", "E3"}
    assert set(ufern_board(3).covered) == {"W2", "E2"}
    assert ufern_board(4).covered == ("E2",) and ufern_board(5).covered == ()
    s = at_actions(table(4))
    with pytest.raises(InvalidMove, match="under a cover strip with 4 players"):
        s.check(Sow("E2.1", "flax"))


def test_set_up_desert_cards_go_on_last_fields_of_different_rows():
    from scorer.games.ufern.engine import Ufern
    from scorer.games.ufern.moves import FirstPlayer
    import random
    s = Ufern(["Anna", "Ben", "Cleo"])
    s.apply(FirstPlayer(0))
    s.apply(s.sample_chance(random.Random(1)))
    assert s.step == S.SET_DESERT
    assert rule_of(s, SetDesert("W5.4")) == S.R_SETUP
    s.apply(SetDesert("W5.5"))
    assert "already has its desert card" in reason(s, SetDesert("W5.5"))
    assert rule_of(s, SetDesert("E4.4")) is None


def test_opening_plants_two_per_field_never_two_of_one_player():
    s = table(3)
    s._seq([0, 1, 2], S.OPEN_PLANT)
    s.ripe_next = True
    assert rule_of(s, Plant("W5.1", "flax", False)) == S.R_OPENING   # the ripe plant comes first
    s.apply(Plant("W5.1", "flax", True))
    assert "already grows" in reason(s, Plant("W5.1", "wheat", False))
    s.apply(Plant("W5.2", "wheat", False))
    s.apply(Plant("W5.1", "grape", True))       # Ben joins Anna on W5.1
    s.apply(Plant("W4.1", "grape", False))
    assert "already holds 2 plants (Anna and Ben)" in reason(s, Plant("W5.1", "flax", True))


# -- the domino rule ----------------------------------------------------------------------------------

@pytest.mark.parametrize("front,ok", [(SS, True), (SD, True), (SB, True), (DD, False), (DB, False)])
def test_the_nile_offers_a_single_wave(front, ok):
    s = table(3, stacks=stacked(3, card(front[0][0] + front[1][0]), card("ss")))
    move = Flood("A", "E5.1", front)
    assert (rule_of(s, move) is None) == ok
    if not ok:
        assert reason(s, move) == "E5.1: a double wave cannot meet the single wave of the Nile"


@pytest.mark.parametrize("front,ok,outer", [(DD, True, "double"), (SD, True, "single"), (DB, True, "blank"),
                                            (SS, False, None), (SB, False, None)])
def test_a_double_wave_takes_only_a_double_wave(front, ok, outer):
    s = table(3, stacks=stacked(3, card(front[0][0] + front[1][0]), card("sd")))
    s.apply(Flood("B", "E5.1", SD))                # inner single, outer double
    assert s.banks.water["E5"][0].outer == "double"
    move = Flood("A", "E5.2", front)
    assert (rule_of(s, move) is None) == ok, reason(s, move)
    if ok:
        s.apply(move)
        assert s.banks.water["E5"][1].outer == outer
    else:
        assert "cannot meet the double wave of the card on E5.1" in reason(s, move)


def test_a_blank_end_closes_the_row_and_water_advances_from_the_river():
    s = table(3, stacks=stacked(3, card("ss"), card("sb")))
    assert "the next field of W5 is W5.1" in reason(s, Flood("A", "W5.2", SS))
    s.apply(Flood("B", "W5.1", SB))
    assert "W5 is closed" in reason(s, Flood("A", "W5.2", SS))


def test_a_full_row_takes_no_water():
    s = table(2, stacks=stacked(2, card("ss"), card("ss")))
    for f in ("W3.1", "W3.2", "W3.3"):
        s.banks.lay(f, ("single", "single"), card("ss"))
    assert "full of water" in reason(s, Flood("A", "W3.1", SS))


def test_water_sends_plants_to_the_boat_and_turns_up_a_covered_desert_card():
    s = table(3, stacks=stacked(3, card("ss"), card("ss")))
    grow(s, "W3.1", 1, "wheat", ripe=True)
    s.banks.desert["W3"] = [None, None]           # W3.3 and W3.2
    s.apply(Flood("A", "W3.1", SS))
    assert s.boat[(1, "wheat")] == 1 and not s.banks.plants["W3.1"]
    s.apply(Flood("B", "W3.2", SS))
    assert s.step == S.REVEAL and len(s.banks.desert["W3"]) == 1
    s.apply(Reveal(Event.parse("hippo")))
    assert s.jokers[0][-1] == Event("hippo") and len(s.jokers[0]) == 3


def test_flood_is_compulsory_while_a_top_fits():
    s = table(3, stacks=stacked(3, card("dd"), card("sd")))
    err = s.check(FloodEnd((DD, SD)))
    assert err is not None and err.rule == S.R_FLOOD and "fits" in err.reason
    assert rule_of(s, FloodEnd((SS, SD))) == S.R_FLOOD   # stack A shows double-double, not single-single


# -- flood and ebb: the marker ----------------------------------------------------------------------------

def test_flood_with_one_card_placeable_leaves_ebb_for_the_next_round():
    s = table(3, stacks=stacked(3, card("dd"), card("sb"), rest_front="dd"))
    s.apply(Flood("B", "W5.1", SB))
    assert s.legal_moves() == [FloodEnd((DD, DD))]
    s.apply(FloodEnd((DD, DD)))
    assert s.marker == 1 and s.step == S.ACTIONS


def test_flood_with_no_card_placeable_plays_ebb_at_once():
    s = table(3, stacks=stacked(3, card("dd"), card("db")))
    s.banks.lay("W5.1", ("single", "single"), card("ss", "rot 1"))
    s.banks.lay("W5.2", ("single", "blank"), card("sb", "hippo"))
    s.apply(FloodEnd((DD, DB)))
    assert s.marker == 1 and s.mode == S.EBB and s.step == S.WATER
    assert rule_of(s, Ebb("W5.1")) == S.R_EBB          # the outermost card of W5 is on W5.2
    s.apply(Ebb("W5.2"))
    s.apply(Reveal(Event("hippo")))
    s.apply(Ebb("W5.1"))
    s.apply(Reveal(Event("rot", 1)))
    assert s.step == S.ACTIONS and s.marker == 1        # two removed: the marker stays


def test_an_at_once_switch_happens_once_a_round():
    s = table(3, stacks=stacked(3, card("dd"), card("db")))
    s.apply(FloodEnd((DD, DB)))                          # no water on the board: ebb at once removes nothing
    s.apply(EbbEnd())
    assert s.marker == 0 and s.step == S.ACTIONS


def test_ebb_reversed_by_an_arrow():
    s = at_water(table(3), marker=1)
    lay(s, "W5.1", "W5.2", "W5.3")
    s.apply(Ebb("W5.3"))
    s.apply(Reveal(Event("hippo", arrow=True)))          # Ebbe 1 -> Ebbe 2: the ebb goes on
    assert s.marker == 2 and s.step == S.WATER
    s.apply(Ebb("W5.2"))
    s.apply(Reveal(Event("hippo")))
    assert s.step == S.ACTIONS and s.marker == 2
    s = at_water(table(3), marker=2)
    lay(s, "W5.1", "W5.2")
    s.apply(Ebb("W5.2"))
    s.apply(Reveal(Event("desert", arrow=True)))          # Ebbe 2 -> Flut ends the ebb at once
    assert s.marker == 0 and s.step == S.ACTIONS and s.banks.water["W5"]


def test_an_arrow_under_a_covered_desert_card_ends_the_flood():
    s = table(5, stacks=stacked(5, card("ss"), card("ss")))
    s.banks.desert["W2"] = [None, None]
    s.apply(Flood("A", "W2.1", SS))
    s.apply(Reveal(Event("hippo", arrow=True)))
    assert s.marker == 1 and s.step == S.ACTIONS


def test_ebb_with_no_water_at_all_ends_with_stop():
    s = at_water(table(3), marker=1)
    assert s.legal_moves() == [EbbEnd()]
    s.banks.lay("E4.1", ("single", "single"), card("ss"))
    assert "water is left to remove (E4.1)" in reason(s, EbbEnd())


# -- events -----------------------------------------------------------------------------------------------

def rot_position():
    s = at_water(table(4), marker=1)
    lay(s, "W5.1", "W5.2")
    sell(s, "M4", (0, "flax"), (1, "wheat", SPOILED), (2, "flax", ROTTEN), (3, "wheat"))
    sell(s, "M2", (1, "flax"))
    return s


def test_rot_turns_ripe_to_spoiled_and_spoiled_to_rotten():
    s = rot_position()
    s.apply(Ebb("W5.2"))
    s.apply(Reveal(Event("rot", 2)))
    assert s.step == S.ROT
    assert rule_of(s, Rot("M2", (1,))) == S.R_ROT        # rot 2 reaches M3 and M4 only
    assert rule_of(s, Rot("M4", (1, 3))) == S.R_ROT      # space 3 is rotten already
    assert Rot("M3", ()) in s.legal_moves()              # an empty row may be chosen
    s.apply(Rot("M4", (1, 2)))
    assert [p.state for p in s.market["M4"]] == [SPOILED, ROTTEN, ROTTEN, RIPE]


def test_rot_with_fewer_than_two_plants_rots_them_all():
    s = rot_position()
    s.apply(Ebb("W5.2"))
    s.apply(Reveal(Event("rot", 3)))
    assert [m for m in s.legal_moves() if m.row == "M2"] == [Rot("M2", (1,))]


def test_rot_with_nothing_to_rot_asks_nothing():
    s = at_water(table(3), marker=1)
    lay(s, "W5.1")
    s.apply(Ebb("W5.1"))
    s.apply(Reveal(Event("rot", 4)))
    assert s.step == S.WATER


def test_a_rot_choice_nobody_was_asked_for_is_still_checked():
    """U13: rot 2 reaches M3 and M4 only, an empty row too; with nothing to rot the choice names no plant.
    Written all the same, the choice is checked (through the record's notation, as a record gives it)."""
    from scorer.games.ufern.notation import RotNotation

    s = at_water(table(3), marker=1)
    lay(s, "W5.1", "W5.2")
    sell(s, "M1", (1, "flax"))                           # a plant that rot 2 cannot reach
    sell(s, "M4", (2, "flax", ROTTEN))                   # rotten: it cannot rot further
    s.apply(Ebb("W5.2"))
    s.apply(Reveal(Event("rot", 2)))
    assert s.step == S.WATER                             # nothing could rot: no choice asked

    def check(text_row, spaces=None):
        err = RotNotation(text_row, spaces).resolve(s).verify(s)
        return err.reason if err else None

    assert check("M3") is None and check("M4") is None   # an allowed row, empty or all rotten
    assert check("M1") == "rot 2 reaches only market rows M3, M4, not M1"
    assert check("M2", (1,)) == "rot 2 reaches only market rows M3, M4, not M2"
    assert check("M4", (1,)) == "no plant in M4 can rot (every plant there is rotten): write 'rot M4'"
    assert check("M3", (1, 2)) == "no plant in M3 can rot (it is empty): write 'rot M3'"
    assert RotNotation("M1", None).resolve(s).verify(s).rule == S.R_ROT
    s.apply(Ebb("W5.1"))                                 # the next card: the rot is behind us
    s.apply(Reveal(Event("hippo")))
    assert "no rot event was just turned up" in check("M4")


def test_a_water_card_after_phase_1_says_why_it_ended():
    """A third flood card: two were laid (U9). A card after an arrow: the arrow ended the phase (U7, U8)."""
    s = table(3)
    s.apply(Flood("A", "W5.1", SS))
    s.apply(Flood("B", "W4.1", SS))
    err = s.check(Flood("A", "E5.1", SS))
    assert err.rule == S.R_FLOOD and "Anna has laid 2 water cards this round (decision U9)" in err.reason
    assert "cannot come now" not in err.reason and "actions" not in err.reason
    s = table(5, stacks=stacked(5, card("ss"), card("ss")))
    s.banks.desert["W2"] = [None, None]
    s.apply(Flood("A", "W2.1", SS))
    s.apply(Reveal(Event("hippo", arrow=True)))
    err = s.check(Flood("B", "W5.1", SS))
    assert err.rule == S.R_ARROW and "the arrow on the desert card covered in row W2 moved the marker to Ebbe 1 " \
        "and ended the flood at once (decision U7)" in err.reason
    s = at_water(table(3), marker=2)
    lay(s, "W5.1", "W5.2")
    s.apply(Ebb("W5.2"))
    s.apply(Reveal(Event("desert", arrow=True)))
    err = s.check(Ebb("W5.1"))
    assert err.rule == S.R_ARROW and "moved the marker to Flut and ended the ebb at once (decision U8)" in err.reason
    s = at_water(table(3, stacks=stacked(3, card("dd"), card("dd"), rest_front="dd")), marker=1)
    s.apply(EbbEnd())                                    # no water: the flood is played at once
    s.apply(FloodEnd((DD, DD)))                          # and no double wave meets the river
    assert "Anna's flood stopped: no card fitted" in s.check(EbbEnd()).reason


def test_an_event_where_no_card_is_turned_up():
    """[Flux] turns up a desert card only when water covers it; [Reflux] turns up the water card removed."""
    s = table(3)
    err = s.check(Reveal(Event("rot", 2)))
    assert err.rule == S.R_COVER and "no card is turned up here" in err.reason
    err = at_water(table(3), marker=1).check(Reveal(Event("rot", 2)))
    assert err.rule == S.R_EBB and "no card is turned up here" in err.reason


def test_desert_event_goes_on_the_outermost_free_field_and_sends_plants_to_the_boat():
    s = at_water(table(3), marker=1)
    lay(s, "W5.1", "W5.2")
    s.banks.desert["W5"] = [None]                         # on W5.5
    grow(s, "W5.4", 2, "grape")
    pile = s.desert_pile
    s.apply(Ebb("W5.2"))
    s.apply(Reveal(Event("desert")))
    assert s.banks.has_desert("W5.4") and not s.banks.plants["W5.4"] and s.boat[(2, "grape")] == 1
    assert s.desert_pile == pile - 1


def test_an_empty_desert_pile_takes_in_the_discards():
    s = at_actions(table(3))
    s.desert_pile, s.desert_discards = 0, [Event("hippo")]
    s.apply(BuyJoker())
    assert s.desert_pile == 0 and not s.desert_discards and len(s.jokers[0]) == 3
    s.desert_discards = []
    s.joker_bought = False
    assert rule_of(s, BuyJoker()) == R_JOKER_PILE and R_JOKER_PILE.endswith("decision U12")


# -- actions ----------------------------------------------------------------------------------------------

def test_action_costs_double_next_to_another_players_plant():
    s = at_actions(table(4), seat=1)
    grow(s, "E4.2", 2, "onion")
    s.apply(Sow("E4.2", "flax"))
    assert s.points == 1
    assert rule_of(s, Sow("W4.3", "wheat")) is None and s.points == 1
    grow(s, "W4.3", 3, "flax")
    err = s.check(Sow("W4.3", "wheat"))
    assert err.rule == R_POINTS and "costs 2" in err.reason


def test_sowing_needs_room_on_the_field():
    s = at_actions(table(4), seat=1)
    grow(s, "W5.4", 2, "onion")
    grow(s, "W5.4", 3, "flax")
    err = s.check(Sow("W5.4", "flax"))
    assert err.rule == R_SOW and "Ben cannot sow on W5.4: W5.4 already holds 2 plants (Cleo and Dana)" in err.reason
    s.banks.lay("W4.1", ("single", "single"), card("ss"))
    assert "under water" in reason(s, Sow("W4.1", "flax"))


def test_a_plant_acts_once_per_phase():
    s = at_actions(table(3))
    s.apply(Sow("W4.1", "flax"))
    assert rule_of(s, Grow("W4.1")) == R_ONCE and "decision" not in R_ONCE  # (revboards 6: it cited U16, the seed)
    grow(s, "W4.2", 0, "wheat", ripe=True)
    s.apply(Joker())
    assert s.points == 3
    s.apply(Harvest("W4.2", "M2"))
    assert s.market["M2"][0].crop == "wheat"


def test_a_seed_bought_back_cannot_be_sown_in_the_same_phase():
    s = at_actions(table(3))
    s.supply[0]["aubergine"] = 0
    s.boat[(0, "aubergine")] = 1
    s.apply(BuySeed("aubergine"))
    assert rule_of(s, Sow("W4.1", "aubergine")) == R_BOUGHT_SEED and R_BOUGHT_SEED.endswith("decision U16")
    assert rule_of(s, BuySeed("aubergine")) is not None   # the boat holds no more


def test_a_joker_is_bought_once_per_phase():
    s = at_actions(table(3))
    s.apply(BuyJoker())
    assert rule_of(s, BuyJoker()) == R_BUY_JOKER and "decision" not in R_BUY_JOKER  # (revboards 6: it cited U12)


def test_unspent_points_are_lost_and_the_next_player_acts():
    s = at_actions(table(3))
    s.apply(Done())
    assert s.seat == 1 and s.points == 3


def test_market_value_rows_and_not_like_the_two_above():
    s = at_actions(table(3))
    grow(s, "W5.4", 0, "flax", ripe=True)                # 2 palms: M3 or M4
    err = s.check(Harvest("W5.4", "M1"))
    assert err.rule == R_HARVEST and err.reason == "flax from a 2-palm field cannot go to market row M1 (only M3, M4)"
    sell(s, "M4", (1, "flax"), (2, "wheat"))
    assert "the plants above it are flax and wheat" in reason(s, Harvest("W5.4", "M4"))
    sell(s, "M3", (1, "flax"), (2, "wheat"), (1, "grape"))
    assert rule_of(s, Harvest("W5.4", "M3")) is None     # flax is three spaces up: allowed
    s.apply(Harvest("W5.4", "M3"))
    assert [p.crop for p in s.market["M3"]] == ["flax", "wheat", "grape", "flax"]
    grow(s, "W4.1", 0, "onion", ripe=True)
    assert "full" in reason(s, Harvest("W4.1", "M3"))


# -- scoring ----------------------------------------------------------------------------------------------

def finish_round(s):
    """Everybody ends the actions: phase 3 and 4 follow."""
    while s.step == S.ACTIONS:
        s.apply(Done())


def test_majority_ties_go_to_the_later_plant_and_rotten_plants_cost_a_point():
    s = at_actions(table(3))
    sell(s, "M1", (0, "flax"), (1, "wheat", SPOILED), (0, "grape"))      # Anna 2
    sell(s, "M4", (0, "flax"), (1, "wheat"), (2, "flax", ROTTEN), (1, "onion"), (0, "wheat"))  # tie: Anna later
    finish_round(s)
    rows = s.history[-1]["rows"]
    assert rows["M1"] == {0: 4, 1: 2} and rows["M4"] == {0: 4, 1: 2, 2: -1}
    assert s.pawns == [9, 5, 1]
    assert s.boat[(0, "flax")] == 2 and not s.market["M1"] and not s.market["M4"]


def test_negative_net_points_leave_the_pawn():
    s = at_actions(table(3))
    s.pawns[2] = 5
    sell(s, "M1", (2, "flax", ROTTEN), (2, "wheat", ROTTEN), (0, "grape"))
    finish_round(s)
    assert s.history[-1]["points"][2] == -2 and s.pawns[2] == 5 and s.pawns[0] == 7


def test_the_boat_is_cleared_and_the_obelisk_moves_back_per_colour():
    s = at_actions(table(4))
    s.boat.update({(0, "flax"): 2, (2, "wheat"): 1})
    finish_round(s)
    assert s.obelisk == 28 and s.lost == [2, 0, 1, 0] and not s.boat


def test_the_game_ends_when_a_pawn_meets_the_obelisk():
    s = at_actions(table(3))
    s.pawns[1], s.obelisk = 20, 21
    s.boat[(2, "flax")] = 1                       # the obelisk comes back to 20: it meets Ben
    finish_round(s)
    assert s.is_over and s.ranking().winners == ["Ben"]


def test_the_game_ends_when_a_pawn_crosses_the_obelisk():
    s = at_actions(table(3))
    s.pawns[2], s.obelisk = 18, 21
    sell(s, "M1", (2, "flax"), (2, "wheat"), (2, "grape"))     # Cleo alone: 6 points, from 18 to 24
    finish_round(s)
    assert s.pawns[2] == 24 and s.obelisk == 21 and s.is_over and s.ranking().winners == ["Cleo"]


def test_the_game_goes_on_while_every_pawn_is_below_the_obelisk():
    s = at_actions(table(3))
    s.pawns[2], s.obelisk = 14, 21
    sell(s, "M1", (2, "flax"), (2, "wheat"), (2, "grape"))
    finish_round(s)
    assert s.pawns[2] == 20 and not s.is_over and s.round == 2


def test_ties_go_to_the_fewest_plants_lost_then_shared():
    from scorer.games.ufern.engine import Ufern
    s = Ufern(["Anna", "Ben", "Cleo"])
    s.apply(Tally((20, 20, 12), (4, 2, 0)))
    assert s.ranking().winners == ["Ben"] and "lost the fewest plants (2)" in s.ranking().tiebreak
    s = Ufern(["Anna", "Ben", "Cleo"])
    s.apply(Tally((20, 20, 12), (3, 3, 0)))
    assert s.ranking().winners == ["Anna", "Ben"]


def test_dead_rounds_end_the_game():
    k = ufern_board(2).catalogue.setup.water_deal[2]
    s = table(2, stacks=[([card("dd")] * ((k + 1) // 2), [card("db")] * (k // 2))] * 2)
    rounds = 0
    while not s.is_over:
        rounds += 1
        while s.step == S.WATER:             # flood: stop; ebb at once: stop
            s.apply(s.legal_moves()[0])
        finish_round(s)
    assert rounds == 2 and "in a row" in s.end_reason


# -- hidden information ----------------------------------------------------------------------------------

def test_revealed_events_are_counted_against_the_catalogue():
    s = at_water(table(3), marker=1)
    s.backs_seen[Event("rot", 2)] = 5
    lay(s, "W5.1")
    s.apply(Ebb("W5.1"))
    assert "all 5 water cards with rot 2" in reason(s, Reveal(Event("rot", 2)))
    assert rule_of(s, Reveal(Event("rot", 1, arrow=True))) is None


def test_a_stack_top_front_is_counted_against_the_catalogue():
    from scorer.games.ufern.moves import Card
    k = ufern_board(3).catalogue.setup.water_deal[3]
    s = table(3, stacks=[([Card()] * ((k + 1) // 2), [Card()] * (k // 2)) for _ in range(3)])
    s.fronts_seen[DB] = 6
    assert "all 6 single-double" not in reason(s, Flood("A", "W5.1", SD))
    s.fronts_seen[SD] = 9
    assert "all 9 single-double water cards are already in sight" in reason(s, Flood("A", "W5.1", SD))


# -- variants ---------------------------------------------------------------------------------------------

def test_hippo_auction_the_winner_plays_three_points_at_once():
    s = at_water(table(3, ["hippo-auction"]), marker=1)
    lay(s, "W5.1")
    s.boat[(2, "onion")] = 1
    s.apply(Ebb("W5.1"))
    s.apply(Reveal(Event("hippo")))
    assert s.step == S.HIPPO_BID
    s.apply(Bid(("flax",)))          # Anna 1
    s.apply(Bid(("flax", "wheat")))  # Ben 2
    s.apply(Bid(("grape",)))         # Cleo 1 + 1 in the boat = 2; tie with Ben: Ben's bid is bigger
    assert s.step == S.HIPPO_ACT and s.seat == 1 and s.points == 3
    assert s.boat[(1, "flax")] == 1 and s.boat[(1, "wheat")] == 1
    assert rule_of(s, Joker()) is not None
    s.apply(Sow("E4.1", "grape"))
    s.apply(Done())
    assert s.step == S.WATER and s.seat == 0


def test_hippo_auction_with_a_full_tie_has_no_winner():
    s = at_water(table(2, ["hippo-auction"]), marker=1)
    lay(s, "W5.1")
    s.apply(Ebb("W5.1"))
    s.apply(Reveal(Event("hippo")))
    s.apply(Bid(("flax",)))
    s.apply(Bid(("wheat",)))
    assert s.step == S.WATER and s.supply[0]["flax"] == 5


def test_first_player_bid_rebids_on_a_tie_and_puts_bids_in_the_boat():
    import random
    from scorer.games.ufern.engine import Ufern
    s = Ufern(["Anna", "Ben", "Cleo"], ["first-player-bid"])
    s.apply(s.sample_chance(random.Random(2)))
    assert s.step == S.FIRST_BID
    s.apply(Bid(("flax",)))
    s.apply(Bid(("wheat",)))
    s.apply(Bid(()))
    assert s.step == S.FIRST_BID and s.order == [0, 1]
    s.apply(Bid(()))
    s.apply(Bid(("grape",)))
    assert s.first == 1 and s.step == S.SET_DESERT
    assert sum(s.boat.values()) == 3
    for f in ("W5.5", "E5.5", "W4.4"):
        s.apply(SetDesert(f))
    assert s.step == S.OPEN_WATER and s.seat == 1      # no opening boat plants with this variant
    assert rule_of(s, ToBoat(("flax", "flax"))) is not None


def test_buying_another_players_seed_is_a_variant():
    s = at_actions(table(3))
    s.boat[(2, "onion")] = 1
    assert "variant" in reason(s, BuySeed("onion", 2))
    s = at_actions(table(3, ["buy-other-seed"]))
    s.boat[(2, "onion")] = 1
    s.apply(BuySeed("onion", 2))
    assert s.points == 1 and s.supply[2]["onion"] == 3 and s.bought[2]["onion"] == 1


def test_joker_restores_a_spoiled_plant_in_the_variant():
    s = at_actions(table(3))
    sell(s, "M2", (1, "flax", SPOILED))
    assert "variant" in reason(s, Restore("M2", 1))
    s = at_actions(table(3, ["joker-restores"]))
    sell(s, "M2", (1, "flax", SPOILED), (1, "wheat", ROTTEN))
    assert "rotten, not spoiled" in reason(s, Restore("M2", 2))
    s.apply(Restore("M2", 1))
    assert s.market["M2"][0].state == RIPE and len(s.jokers[0]) == 1 and s.points == 3


# -- notation ---------------------------------------------------------------------------------------------

def test_harvest_without_a_row_is_read_against_the_market():
    from scorer.games.ufern.notation import HarvestNotation
    s = at_actions(table(3))
    grow(s, "W5.5", 0, "flax", ripe=True)                # 1 palm: only M4
    assert HarvestNotation("harvest W5.5", "W5.5").resolve(s) == Harvest("W5.5", "M4")
    grow(s, "W5.4", 0, "wheat", ripe=True)
    with pytest.raises(AmbiguousMove, match="harvest W5.4 M3 or harvest W5.4 M4"):
        HarvestNotation("harvest W5.4", "W5.4").resolve(s)


def test_unreadable_actions_and_unknown_fields_say_what_is_expected():
    with pytest.raises(InvalidMove, match="is not an action"):
        read_action("plant flax", {})
    s = at_actions(table(3))
    with pytest.raises(InvalidMove, match="is not a field"):
        s.check(Sow("X9.9", "flax"))
    with pytest.raises(InvalidMove, match="is not a crop"):
        s.check(Sow("W4.1", "rice"))


# -- rules checked once more, each with a test of its own -------------------------------------------

def test_the_opening_water_card_avoids_desert_fields_and_may_be_skipped():
    s = table(3, stacks=stacked(3, card("ss"), card("dd"), rest_front="dd"))
    s.banks.desert["W3"] = [None, None, None]          # W3 is desert from end to end
    s._seq([0, 1, 2], S.OPEN_WATER)
    assert "holds a desert card; the opening card goes on a free field" in reason(s, Flood("A", "W3.1", SS))
    assert rule_of(s, Flood("A", "W4.1", SS)) is None
    s.apply(Flood("A", "W4.1", SS))
    assert s.seat == 1
    s.apply(FloodEnd((DD, DD)))                         # Ben's tops fit nowhere: no opening card
    assert s.seat == 2 and s.banks.water_count() == 1
    s.stacks[2][1][-1] = card("ss")
    err = s.check(FloodEnd((DD, SS)))                   # Cleo's stack B would fit: she must place it (U4)
    assert err.rule == S.R_OPENING and err.reason.endswith("at the opening a card that fits is placed; a player "
                                                           "places none only when neither top fits")


def test_a_desert_event_under_a_covered_desert_card_does_nothing():
    s = table(5, stacks=stacked(5, card("ss"), card("ss")))
    s.banks.desert["W2"] = [None, None]
    pile = s.desert_pile
    s.apply(Flood("A", "W2.1", SS))
    s.apply(Reveal(Event("desert")))
    assert s.desert_pile == pile and len(s.banks.desert["W2"]) == 1 and s.banks.has_water("W2.1")


def test_a_desert_event_with_no_desert_card_left_does_nothing():
    s = at_water(table(3), marker=1)
    lay(s, "W5.1", "W5.2")
    s.desert_pile, s.desert_discards = 0, []
    grow(s, "W5.5", 1, "grape")
    s.apply(Ebb("W5.2"))
    s.apply(Reveal(Event("desert")))
    assert not s.banks.desert["W5"] and s.banks.plants["W5.5"]


def test_the_first_player_pillar_passes_left_every_round():
    s = at_actions(table(3), seat=2)
    finish_round(s)
    assert s.first == 0 and s.round == 2 and s.seat == 0


def test_the_deal_gives_each_player_two_stacks_of_the_right_size():
    from scorer.games.ufern.engine import Ufern
    from scorer.games.ufern.moves import Deal, FirstPlayer
    s = Ufern(["Anna", "Ben", "Cleo"])
    s.apply(FirstPlayer(0))
    assert rule_of(s, Deal(((tuple([Card()] * 8), tuple([Card()] * 7)),) * 2)) == S.R_DEAL   # 2 stacks, 3 players
    assert rule_of(s, Deal(((tuple([Card()] * 7), tuple([Card()] * 8)),) * 3)) == S.R_DEAL   # A takes the larger half
    assert rule_of(s, Deal(((tuple([Card()] * 8), tuple([Card()] * 7)),) * 3)) is None


def test_each_player_puts_two_own_plants_into_the_boat():
    s = table(3)
    s._seq([0, 1, 2], S.BOAT)
    assert rule_of(s, ToBoat(("flax",))) == S.R_OPENING
    s.supply[0]["aubergine"] = 0
    assert rule_of(s, ToBoat(("aubergine", "flax"))) == S.R_OPENING
    s.apply(ToBoat(("flax", "flax")))
    assert s.boat[(0, "flax")] == 2 and s.supply[0]["flax"] == 3 and s.seat == 1


# --- the rule a move that cannot come now breaks -------------------------------------------------------
def test_a_flood_item_on_an_ebb_and_an_ebb_item_on_a_flood_cite_flux_or_reflux():
    """Phase 1 is [Flux] while the marker is on Flut, [Reflux] on Ebbe 1 or 2: the item of the other
    phase breaks the rule of the phase the marker says, not the order of the actions (decision U18)."""
    state = at_water(table(), marker=0)
    for move in (Ebb("W5.1"), EbbEnd()):
        err = state.check(move)
        assert err.rule == S.R_FLOOD and "this round is a flood: the marker is on Flut" in err.reason, move
    for marker in (1, 2):
        state = at_water(table(), marker=marker)
        for move in (Flood("A", "W5.1", parse_front("ss")), FloodEnd()):
            err = state.check(move)
            assert err.rule == S.R_EBB and f"this round is an ebb: the marker is on Ebbe {marker}" in err.reason


def test_a_move_out_of_its_phase_cites_the_rule_of_what_is_due():
    """An action while phase 1 waits for water breaks [Flux]; a move that is no action while the actions
    are played breaks their order [Actions] (decision U18); a card's event turned up where no card is
    turned breaks the rule of the water laid: the opening's, or the covered desert card's [Flux]."""
    state = at_water(table(), marker=0)
    assert state.check(Sow("W5.1", "flax")).rule == S.R_FLOOD
    assert at_water(table(), marker=1).check(Sow("W5.1", "flax")).rule == S.R_EBB
    err = at_actions(table()).check(Bid(("flax",)))
    assert err.rule == S.R_ACTION_ORDER and "decision U18" in err.rule and "cannot come now" in err.reason
    assert "U18" not in S.R_TURN


def _mutable_parts(value, path="state"):
    """Every mutable object inside ``value`` (lists, dicts, sets, Counters, the fields' and market's plants,
    the banks), with where it is, walking containers and dataclasses; frozen ones are walked, not listed."""
    import dataclasses

    from scorer.games.ufern.banks import Banks

    if isinstance(value, (list, dict, set)) or (dataclasses.is_dataclass(value) and not value.__dataclass_params__.frozen) \
            or isinstance(value, Banks):
        yield path, value
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _mutable_parts(item, f"{path}[{key!r}]")
    elif isinstance(value, (list, tuple, set, frozenset)):
        for i, item in enumerate(value):
            yield from _mutable_parts(item, f"{path}[{i}]")
    elif isinstance(value, Banks) or (dataclasses.is_dataclass(value) and not isinstance(value, type)):
        for name, item in vars(value).items():
            if name != "board":  # the board is read-only and shared
                yield from _mutable_parts(item, f"{path}.{name}")


@pytest.mark.parametrize("variants", [(), ("hippo-auction", "buy-other-seed", "joker-restores")])
def test_a_clone_shares_nothing_that_changes(variants):
    """Ufern's own clone (field by field, not the generic deep copy): at every tenth step of a simulated
    game, no list, dict, set, Counter or plant of the clone is the original's (only the read-only facts of
    ``_shared`` are, and the scorings of the rounds played, each written once, as Land Unter shares its
    finished tricks); so a field added to the state and forgotten by the clone fails here, not in a game.
    (That playing a clone leaves the original unchanged is tests/test_conformance.py's.)"""
    from scorer.games.ufern.engine import Ufern, simulate

    names = ["Anna", "Ben", "Cleo"]
    _, moves = simulate(names, 5, variants)
    state = Ufern(names, variants)
    checked = 0
    for i, move in enumerate(moves):
        if i % 10 == 0:
            twin = state.clone()
            ours = {id(part): where for name, value in vars(state).items() if name not in Ufern._shared
                    for where, part in _mutable_parts(value, name)}
            shared = [(ours[id(part)], where) for name, value in vars(twin).items() if name not in Ufern._shared
                      for where, part in _mutable_parts(value, name) if id(part) in ours
                      and not re.match(r"history\[\d+\]", where)]  # a round's scoring, written once
            assert not shared, shared[:5]
            checked += 1
        state.apply(move)
    assert checked > 20
