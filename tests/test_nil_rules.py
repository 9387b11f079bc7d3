"""NIL's rules, one hand-made position per rule; each test fails if its rule were wrong.

Positions are built by laying a river along a path of ``"square exit"`` tiles from the start mark
(without refereeing them) and dealing chosen racks; then one move is checked.
"""

import pytest

from gamedata.tiles import junction_angle, local_name
from scorer.engine import CHANCE, TERMINAL, AmbiguousMove, InvalidMove
from scorer.games.nil.engine import (DRAW, OVER, R_BLOCKED, R_BLUE, R_END, R_RACK, R_START_PLAYER, R_TILES, R_TURN,
                                     R_UNIVERSAL, REVEAL, Nil)
from scorer.games.nil.moves import Blocked, Cross, Deal, Draw, Place, Reveal, StartDraw, StartPlayer, Stop
from scorer.games.nil.notation import NoDraw, read_tile
from scorer.games.nil.river import R_CROSS, R_EDGE, R_ENTRY, R_ONE_LINE, R_OPEN, R_SHARP, R_START
from scorer.games.nil.rules import R_LAST_DRAW

STRAIGHTS = ("straight",) * 5


def table(path=(), racks=(STRAIGHTS, ("bend",) * 5), players=("Anna", "Ben")) -> Nil:
    """A game after the deal (Anna starts) with the river laid along ``path`` (a fixture: a path of more tiles
    of a kind than the game has, 21 straights to the blue column, counts in sight only the game's)."""
    s = Nil(list(players))
    s.apply(StartPlayer(0))
    s.apply(Deal(tuple(tuple(r) for r in racks)))
    for text in path:
        name, exit = text.split()
        square = s.board.parse_square(name)
        entry = local_name(square, s.river.open_end)
        assert entry is not None, f"{text} does not continue the path"
        kind = s.board.kind_for(entry, exit).id
        s.river.place(square, exit, kind)
        s.seen[kind] = min(s.seen[kind] + 1, s.counts[kind])
        s.in_bag -= 1
    return s


def rule_of(s: Nil, move) -> str | None:
    err = s.check(move)
    return None if err is None else err.rule


def sq(s: Nil, name: str):
    return s.board.parse_square(name)


# -- the start ----------------------------------------------------------------------------------------

def test_the_first_tile_touches_the_start_mark():
    s = table()
    err = s.check(Place(sq(s, "B11"), "E"))
    assert err.rule == R_START and "no open end next to this square" in err.reason and "the start mark" in err.reason
    assert s.check(Place(sq(s, "A11"), "E")) is None


def test_only_five_kinds_can_start():
    """Figure 1 of the rules: straight, bend, the two far skews and the universal; never the others."""
    s = table(racks=(("straight", "bend", "diagonal", "arc", "far-left"),
                     ("far-right", "near-left", "near-right", "universal", "bend")))
    kinds = set()
    for seat, rack in ((0, s.racks[0]), (1, s.racks[1])):
        s.turn = seat
        for move in s.legal_moves():
            entry = local_name(move.square, s.river.open_end)
            kinds.add("universal" if move.universal else s.board.kind_for(entry, move.exit).id)
    assert kinds == {"straight", "bend", "far-left", "far-right", "universal"}


def test_a_near_skew_at_the_start_touches_the_board_edge():
    s = table(racks=(("near-left",) * 5, STRAIGHTS))
    err = s.check(Place(sq(s, "A11"), "NW"))
    assert err.rule == R_EDGE and err.reason.startswith("A11: the line would touch the board edge")


def test_start_player_ties_draw_again():
    s = Nil(["Anna", "Ben", "Cleo"])
    s.apply(StartDraw((("arc", "arc", "bend"), ("arc", "near-left", "bend"), ("bend", "bend", "bend"))))
    assert s.drawing == [0, 1] and s.current_player == CHANCE
    assert s.check(StartDraw((("bend",) * 3,) * 3)).rule == R_START_PLAYER  # only the tied two draw again
    s.apply(StartDraw((("bend",) * 3, ("arc",) * 3)))
    assert s.first == 1


def test_a_tied_start_draw_is_not_settled_by_naming_a_start_player():
    """A tie draws again (decision start-player): a start player named after a tied draw is refused, even one
    of the tied players, and the live entries offer no name to pick."""
    from scorer.games.nil.notation import entries, prompt
    s = Nil(["Anna", "Ben", "Cleo"])
    s.apply(StartDraw((("arc", "arc", "bend"), ("arc", "near-left", "bend"), ("bend", "bend", "bend"))))
    for seat in (0, 1, 2):
        err = s.check(StartPlayer(seat))
        assert err is not None and err.rule == R_START_PLAYER and "a tie draws again" in err.reason
    assert "naming Ben does not settle it" in s.check(StartPlayer(1)).reason
    assert entries(s) == [] and "start Anna" not in prompt(s).hint and "'start" not in prompt(s).hint
    fresh = Nil(["Anna", "Ben"])
    assert fresh.check(StartPlayer(1)) is None  # with no draw written, the record's name is the start player


# -- junctions ----------------------------------------------------------------------------------------

def test_sharp_angle_at_a_corner_shared_with_a_side_neighbour():
    """After A11 W-NE the open end is the corner A11 NE; the back chord points to A11 W."""
    s = table(["A11 NE"])
    err = s.check(Place(sq(s, "A10"), "S"))  # north neighbour, turning back south-west
    assert err.rule == R_SHARP and "sharp angle (26.6°)" in err.reason
    assert junction_angle((2, 20), (0, 21), (1, 20)) == 26.6
    err = s.check(Place(sq(s, "B11"), "W"))  # east neighbour, turning back down to A11 E
    assert err.rule == R_SHARP


def test_a_right_angle_at_a_corner_is_allowed():
    s = table(["A11 NE"], racks=(("bend", "near-right", "far-left", "far-right", "straight"), STRAIGHTS))
    assert junction_angle((2, 20), (0, 21), (1, 18)) == 90.0
    assert s.check(Place(sq(s, "A10"), "N")) is None


def test_the_square_across_a_corner_never_makes_a_sharp_angle_here():
    s = table(["A11 NE"], racks=(("universal",) + ("straight",) * 4, STRAIGHTS))
    exits = {m.exit for m in s.legal_moves() if m.square == sq(s, "B10")}
    assert exits == {"N", "NE", "E", "SE", "S", "W", "NW"}


def test_a_side_midpoint_junction_has_no_angle_test():
    s = table(["A11 E"], racks=(("near-right",) * 5, STRAIGHTS))
    assert s.check(Place(sq(s, "B11"), "SW")) is None  # W-SW would be 45° if it were measured


# -- one line, edges, open ends --------------------------------------------------------------------------

def test_the_river_may_not_run_into_itself():
    s = table(["A11 NE", "B10 W"], racks=(("near-right",) * 5, STRAIGHTS))
    err = s.check(Place(sq(s, "A10"), "SE"))
    assert err.rule == R_ONE_LINE and "A10 SE" in err.reason


def test_a_tile_may_not_go_on_a_tile():
    s = table(["A11 E", "B11 N"])
    err = s.check(Place(sq(s, "A11"), "N"))
    assert err.rule in (R_ENTRY, "Important rules 1: no tile on another tile [Règles importantes, 1]")


def test_the_north_edge_is_forbidden_the_east_edge_is_the_goal():
    north = table(["A11 N"] + [f"A{r} N" for r in range(10, 1, -1)])
    assert north.check(Place(sq(north, "A1"), "N")).rule == R_EDGE
    east = table([f"{c}11 E" for c in "ABCDEFGHIJKLMNOPQRSTU"])
    assert east.check(Place(sq(east, "V11"), "E")) is None


def test_the_open_end_must_still_take_a_tile():
    s = table(["A11 E", "B11 SW"], racks=(("near-right",) * 5, STRAIGHTS))
    err = s.check(Place(sq(s, "B12"), "N"))
    assert err.rule == R_OPEN and "no tile could continue the river from B12 N" in err.reason


def test_a_loop_needs_a_universal_kept_for_the_crossing():
    kept = table(["A11 E", "B11 SW"], racks=(("near-right",) * 4 + ("universal",), STRAIGHTS))
    assert kept.check(Place(sq(kept, "B12"), "N")) is None
    spent = table(["A11 E", "B11 SW"], racks=(("universal",) + ("arc",) * 4, STRAIGHTS))
    assert spent.check(Place(sq(spent, "B12"), "N", universal=True)).rule == R_OPEN


def test_the_crossing_closes_the_loop_and_sends_the_tile_back_to_the_bag():
    s = table(["A11 E", "B11 SW", "B12 N"], racks=(("universal",) * 2 + ("bend",) * 3, STRAIGHTS))
    bag, seen = s.in_bag, s.seen["near-right"]
    s.apply(Cross(sq(s, "B11")))
    assert s.river.tiles[sq(s, "B11")] == "universal" and s.in_bag == bag + 1
    assert s.board.point_name(s.river.open_end) == "B10 S" and s.seen["near-right"] == seen - 1


def test_a_crossing_cannot_use_a_point_of_the_crossed_line():
    s = table(["A11 E"], racks=(("universal",) * 2 + ("bend",) * 3, STRAIGHTS))
    err = s.check(Cross(sq(s, "A11")))
    assert err.rule == R_CROSS and "already uses E" in err.reason


def test_a_universal_cannot_be_crossed():
    s = table(["A11 E", "B11 SW", "B12 N"], racks=(("universal",) * 3 + ("bend",) * 2, STRAIGHTS))
    s.river.tiles[sq(s, "B11")] = "universal"
    assert s.check(Cross(sq(s, "B11"))).rule == R_CROSS


# -- racks ---------------------------------------------------------------------------------------------

def test_a_player_plays_only_tiles_on_the_rack():
    s = table()
    err = s.check(Place(sq(s, "A11"), "N"))  # a bend, but Anna holds straights
    assert err.rule == R_RACK and "holds no bend" in err.reason


def test_a_universal_may_stand_for_a_kind_the_player_holds():
    s = table(racks=(("universal",) + ("straight",) * 4, STRAIGHTS))
    assert s.check(Place(sq(s, "A11"), "E", universal=True)) is None


def test_blocked_is_refused_when_a_tile_fits():
    s = table(racks=(("arc", "arc", "diagonal", "bend", "near-left"), STRAIGHTS))
    err = s.check(Blocked(("arc", "arc", "bend", "diagonal", "near-left")))
    assert err.rule == R_BLOCKED and "the bend on the rack can be placed" in err.reason


def test_a_universal_must_be_played_when_it_is_the_only_playable_tile():
    s = table(racks=(("universal", "arc", "arc", "diagonal", "near-left"), STRAIGHTS))
    err = s.check(Blocked(("universal", "arc", "arc", "diagonal", "near-left")))
    assert err.rule == R_UNIVERSAL


def test_a_blocked_rack_scores_minus_its_sum_and_is_redrawn():
    s = table(racks=(("arc", "arc", "diagonal", "diagonal", "near-left"), STRAIGHTS))
    bag = s.in_bag
    s.apply(Blocked(("arc", "arc", "diagonal", "diagonal", "near-left")))
    assert s.minus[0] == 15 + 15 + 10 + 10 + 15 and s.phase == DRAW and s.draw_count == 5 and s.in_bag == bag + 5


def test_the_shown_rack_must_be_the_rack():
    s = table(racks=(("arc",) * 5, STRAIGHTS))
    assert s.check(Blocked(("arc",) * 4)).rule == R_BLOCKED
    assert "rack holds arc, arc, arc, arc, arc (every tile on it was seen)" in s.check(Blocked(("diagonal",) * 5)).reason


def test_at_least_one_tile_per_turn():
    s = table()
    assert s.check(Stop()).rule == R_TURN


def test_a_tile_of_a_kind_all_in_sight_breaks_the_component_count():
    """The 21st straight: the catalogue has 20, so an unseen rack cannot hold another (Contents, not the rack
    rule, which is for a rack that is known)."""
    s = Nil(["Anna", "Ben"])
    s.apply(StartPlayer(0))
    s.apply(Deal((("straight",) * 5, ("straight",) * 5)))
    s.seen["straight"] = 20  # all 20 straights went to the board, in sight of all (none is a rack's secret)
    for seat in (0, 1):
        s.racks[seat], s.unseen[seat] = __import__("collections").Counter(), 5
    err = s.check(Place(sq(s, "A11"), "E"))
    assert err.rule == R_TILES and "the game has only 20 straight tiles and all 20 are already in sight" in err.reason


def test_no_kind_more_often_than_the_catalogue_has_it():
    s = Nil(["Anna", "Ben"])
    s.apply(StartPlayer(0))
    err = s.check(Deal((("universal",) * 5, STRAIGHTS)))
    assert err.rule == R_TILES and "only 4" in err.reason


# -- scoring -------------------------------------------------------------------------------------------

def test_a_red_zone_is_paid_once_per_turn():
    s = table(["A11 NE"] + [f"{c}10 E" for c in "BCDEFGHIJ"])
    for c in "KLM":
        s.apply(Place(sq(s, f"{c}10"), "E"))
    assert s.turn_minus == 40 and s.turn_plus == 15
    s.apply(Stop())
    assert s.minus[0] == 40 and s.plus[0] == 15


def test_a_green_zone_is_paid_once_per_turn_and_all_five_tiles_earn_20():
    s = table(["A11 NE"] + [f"{c}10 E" for c in "BCDEFGHIJKLM"] + ["N10 S"],
              racks=(("straight",) * 3 + ("bend",) * 2, STRAIGHTS))
    s.apply(Place(sq(s, "N11"), "S"))    # straight N-S
    s.apply(Place(sq(s, "N12"), "S"))    # straight
    s.apply(Place(sq(s, "N13"), "S"))    # straight, green N13 (240)
    s.apply(Place(sq(s, "N14"), "E"))    # bend, green N13 again: not paid twice
    s.apply(Place(sq(s, "O14"), "N"))    # bend
    s.apply(Stop())
    assert s.plus[0] == 5 * 5 + 240 + 20


def test_a_blue_square_pays_its_value_and_ends_the_game_after_the_turn():
    s = table([f"{c}11 E" for c in "ABCDEFGHIJKLMNOPQRSTU"])
    s.apply(Place(sq(s, "V11"), "E"))
    assert s.turn_plus == 5 + 500 and s.phase != OVER
    s.apply(Stop())
    assert s.phase == OVER and "blue" in s.end_reason
    assert s.minus == [4 * 5, 5 * 5]  # the tiles left on each rack count minus


def test_once_in_the_blue_column_the_river_stays_there():
    s = table([f"{c}11 E" for c in "ABCDEFGHIJKLMNOPQRSTU"],
              racks=(("near-right", "far-left", "bend", "straight", "straight"), STRAIGHTS))
    s.apply(Place(sq(s, "V11"), "SW"))   # W-SW: a near skew, back towards U12
    err = s.check(Place(sq(s, "U12"), "W"))
    assert err.rule == R_BLUE


# -- the end -------------------------------------------------------------------------------------------

def test_two_full_rounds_of_blocked_turns_end_the_game():
    s = table(racks=(("arc",) * 5, ("arc",) * 3 + ("diagonal",) * 2))
    for turn in range(4):
        rack = tuple(sorted(s.racks[s.turn].elements()))
        s.apply(Blocked(rack))
        if turn < 3:
            s.apply(Draw(rack))
    assert s.current_player == TERMINAL and "two full rounds" in s.end_reason


def test_the_game_ends_when_the_bag_and_the_rack_are_empty():
    s = table(racks=(STRAIGHTS, ("bend",) * 5))
    s.in_bag = 0
    for c in "ABCDE":
        s.apply(Place(sq(s, f"{c}11"), "E"))
    s.apply(Stop())
    assert s.is_over and "every tile is played" in s.end_reason and s.minus[1] == 25


# -- notation ------------------------------------------------------------------------------------------

def test_a_bare_exit_at_a_corner_can_be_ambiguous():
    """From the corner A11 NE, 'S' is the south side of B10 (a near skew) or of B11 (a far skew, at
    exactly 90°); A10 S is a third reading but sharp, so not offered."""
    s = table(["A11 NE"], racks=(("near-left", "far-left", "near-right", "straight", "bend"), STRAIGHTS))
    with pytest.raises(AmbiguousMove) as exc:
        read_tile("S").resolve(s)
    assert exc.value.candidates == ["B10 S", "B11 S"]
    assert read_tile("B10 S").resolve(s) == Place(sq(s, "B10"), "S")
    assert read_tile("W").resolve(s) == Place(sq(s, "B10"), "W")  # B11 W is sharp, A10 W the board edge


def test_unreadable_notation_names_what_was_expected():
    with pytest.raises(InvalidMove, match="a square and the point where the river leaves it"):
        read_tile("M11 north-east")
    with pytest.raises(InvalidMove, match="not a square of the board"):
        read_tile("Z99 N")


def test_a_crossing_is_a_placed_tile_worth_0_whose_zone_counts():
    """Crossing the red zone B8 (20) straight across: the zone is paid, the tile is worth 0, and the
    crossing counts towards the 5 placements of the +20 bonus."""
    s = table(["A11 N", "A10 N", "A9 E", "B9 N", "B8 SW", "A8 E"],
              racks=(("universal",) * 2 + ("bend",) * 3, STRAIGHTS))
    s.placed = [((0, 0), "straight")] * 4  # four tiles already laid this turn
    s.apply(Cross(sq(s, "B8")))
    assert s.turn_plus == 0 and s.turn_minus == 20 and s.zones_hit == {"B8"}
    s.apply(Stop())
    assert s.plus[0] == 20 and s.minus[0] == 20


def test_racks_never_seen_are_shown_at_the_end_and_count_minus():
    s = table([f"{c}11 E" for c in "ABCDEFGHIJKLMNOPQRSTU"], racks=((None,) * 5, (None,) * 5))
    s.apply(Place(sq(s, "V11"), "E", universal=True))
    s.apply(Stop())
    assert s.phase == REVEAL and s.current_player == CHANCE
    assert NoDraw(("bend",)).verify(s).rule == R_LAST_DRAW and NoDraw(None).verify(s) is None  # no draw at the end
    assert s.check(Reveal((("bend",) * 3, ("arc",) * 5))).rule == R_END  # Anna has 4 tiles left
    s.apply(Reveal((("bend",) * 4, ("arc",) * 5)))
    assert s.is_over and s.minus == [4 * 5, 5 * 15]


def test_a_stop_only_the_rack_forces_is_the_players_own_tap():
    """When the tiles a player told on their own page are what rules every placement out, the session does
    not stop the turn by itself: that step and its words ("no tile of the rack fits") would tell every page
    about the rack (fe-table6 problem 3). It stops by itself only where the table sees why: the rack is empty,
    or no square is open to any tile. Seeds 0-9 of the simulation (which knows every rack) reach both."""
    from scorer.games.nil.engine import simulate
    from scorer.games.nil.seats import seen_by
    from scorer.games.nil.turns import automatic

    players, own, public = ["Anna", "Ben", "Cleo"], 0, 0
    for seed in range(10):
        _, moves = simulate(players, seed)
        state = Nil(players)
        for move in moves:
            if state.phase == "turn" and state.legal_moves() == [Stop()] and state.rack_size(state.turn):
                auto = automatic(state)
                if seen_by(state, None).legal_moves() == [Stop()]:
                    public += 1
                    assert auto is not None and "fits" not in auto.said, auto
                else:
                    own += 1
                    assert auto is None, auto.said
            state.apply(move)
    assert own and public, (own, public)
