"""NILE's phase table (``Nile.PHASES``, issue 24): what may come before the deal, at a turn and once the game is
over, and the one ruling on a move that cannot come now; each test fails if its row were wrong."""

from typing import get_args

import pytest

from scorer.engine import InvalidMove
from scorer.games.nile.engine import R_DRAW, R_END, R_SETUP, Deal, DrawOwed, Flood, Nile, Pass, Tally, simulate
from scorer.games.nile.moves import Draw, Hold, Move, Plant, Speculate, Trade
from scorer.games.nile.table import Phase
from tests.nile_helpers import PAPYRUS, WHEAT, game

#: one move of each type, for seat 0 of a two-player game
ONE_OF_EACH: list[Move] = [Deal(None), Flood(WHEAT), Draw(0, None), DrawOwed(0, implied=False), Trade(0, "market", (0, 0)),
                           Plant(0, ((PAPYRUS, 2),)), Speculate(0, (6,)), Pass(0), Hold(0, (WHEAT,)),
                           Tally(((0,) * 5, (0,) * 5))]


def over() -> Nile:
    """A two-player game played to its end."""
    state, _ = simulate(["Anna", "Ben"], 11)
    assert state.is_over and not state.tally
    return state


def test_every_move_type_is_ruled_in_every_phase():
    """Each row either lets a move type come (its own check) or refuses it with a rule: no move type falls through
    (the table names every member of ``Move`` somewhere, and ``Phase`` has no member without a row)."""
    assert set(Nile.PHASES) == set(Phase)
    assert {type(m) for m in ONE_OF_EACH} == set(get_args(Move))
    for state in (Nile(["Anna", "Ben"]), game(2), over()):
        for move in ONE_OF_EACH:
            err = state.check(move)
            assert err is None or err.rule, (state.phase, move)


def test_before_the_deal_only_the_deal_or_a_tally_comes():
    state = Nile(["Anna", "Ben"])
    assert state.legal_moves() == [] and state.check(Deal(None)) is None
    assert state.check(Tally(((1,) * 5, (2,) * 5))) is None
    for move in (Flood(WHEAT), Draw(1, None), DrawOwed(1, implied=False)):
        err = state.check(move)
        assert err.rule == R_SETUP and err.reason == "the cards must be dealt first (five to each player)"
    for move in (Trade(0, "market", (0, 0)), Plant(0, ((PAPYRUS, 2),)), Speculate(0, (6,)), Pass(0)):
        err = state.check(move)
        assert err.rule == R_SETUP and err.reason == "the cards must be dealt before anyone plays"
    err = state.check(Hold(1, (WHEAT,)))
    assert err.rule == R_SETUP and err.reason == "Ben tells the cards held once they are dealt"
    assert state.check(DrawOwed(None)) is None  # "any payout now due": none before the deal


def test_at_a_turn_the_deal_and_a_tally_cannot_come():
    state = game(2)
    err = state.check(Deal(None))
    assert err.rule == R_SETUP and err.reason == "the cards are dealt once, at the start"
    err = state.check(Tally(((0,) * 5, (0,) * 5)))
    assert err.rule == R_END and "cannot follow moves" in err.reason
    state.apply(Flood(WHEAT))  # a player's step is due: nobody called for a card, nor for a deal
    assert state.check(Deal(None)).rule == R_DRAW
    assert Pass(0) in state.legal_moves()


def test_once_over_nothing_is_played_but_what_a_record_implies_is_moot():
    state = over()
    assert state.legal_moves() == []
    for move in ONE_OF_EACH[:-2]:
        err = state.check(move)
        assert err.rule == R_END and err.reason.startswith("the game is over: ") and "nothing more is played" in \
            err.reason, move
    assert "cannot follow moves" in state.check(ONE_OF_EACH[-1]).reason
    before = repr(vars(state))
    for moot in (Pass(1, implied=True), DrawOwed(0), DrawOwed(None, implied=False)):
        assert state.check(moot) is None
        state.apply(moot)
    assert repr(vars(state)) == before


def test_a_tally_only_game_is_over_and_has_no_hands_to_tell():
    state = Nile(["Anna", "Ben"])
    state.apply(Tally(((1,) * 5, (2,) * 5)))
    assert state.is_over and state.check(Hold(0, (WHEAT,))).reason == \
        "only the final storage was recorded: there is no hand to tell"


@pytest.mark.parametrize("state", [Nile(["Anna", "Ben"]), game(2), over()], ids=["setup", "turn", "over"])
def test_what_is_no_nile_move_is_invalid_in_every_phase(state):
    with pytest.raises(InvalidMove, match="not a NILE move"):
        state.check("a pawn")
    with pytest.raises(InvalidMove, match="seat 7 is not at this table"):
        state.check(Hold(7, (WHEAT,)))
