"""Land Unter's phase table (``LandUnter.PHASES``, issue 24 item 2): every phase has its row, every move type
comes in some phase, a move a phase does not let come gets that phase's one ruling, and ``legal_moves`` and
``check`` agree in every phase of simulated games."""

from __future__ import annotations

import random
from typing import get_args

import pytest

from scorer.engine import CHANCE, TERMINAL, IllegalMove
from scorer.games.land_unter.engine import LandUnter, Phase, simulate
from scorer.games.land_unter.moves import Deal, HandWritten, Move, Play, TurnUp
from scorer.games.land_unter.tally import RoundTally


def test_every_phase_has_a_row_and_every_move_a_phase():
    assert set(LandUnter.PHASES) == set(Phase)
    allowed = {kind for rules in LandUnter.PHASES.values() for kind in rules.moves}
    assert allowed == set(get_args(Move))
    assert LandUnter.PHASES[Phase.OVER].moves == {}


def test_a_move_that_cannot_come_now_gets_the_phases_ruling():
    state = LandUnter(["Anna", "Ben", "Cleo"])
    deal = Deal((None,) * 3, (5, 3, 6))
    refused = {  # phase -> (a move it does not let come, the id of the ruling)
        Phase.DEAL: (TurnUp((4, 11)), "land-unter.round.over-already"),
        Phase.TURN_UP: (Play(0, 41), "land-unter.trick.turn-up-first"),
        Phase.PLAY: (TurnUp((4, 11)), "land-unter.trick.incomplete"),
    }
    for step in (None, deal, TurnUp((4, 11))):
        if step is not None:
            state.apply(step)
        move, said = refused[state.phase]
        err = state.check(move)
        assert isinstance(err, IllegalMove) and err.id == said
    err = state.check(deal)  # a deal during a trick: the trick's cards come first
    assert err is not None and err.id == "land-unter.trick.incomplete"
    err = state.check(RoundTally((0, 0, 0), (False,) * 3, (0, 3, 5)))
    assert err is not None and err.id == "land-unter.tally.mixed"
    err = LandUnter(["Anna", "Ben", "Cleo"]).check(HandWritten(1, tuple(range(1, 13))))
    assert err is not None and err.id == "land-unter.hand.not-dealt"


def test_a_deal_past_a_refusal_closes_the_round_as_it_stands():
    """``--keep-going``: a deal told during a trick still closes the round (the table's lenient row)."""
    state = LandUnter(["Anna", "Ben", "Cleo"])
    state.apply(Deal((None,) * 3, (5, 3, 6)))
    state.apply(TurnUp((4, 11)))
    assert state.apply_lenient(Deal((None,) * 3, (None,) * 3)) is not None
    assert state.round == 2 and state.phase == Phase.TURN_UP and len(state.round_points) == 1
    assert state.round_end_reason == "the record started round 2 early"


@pytest.mark.parametrize("variants", [(), ("open-play",)])
def test_legal_moves_and_check_agree_in_every_phase(variants):
    """Every legal move passes ``check``; every other card of the deck is refused; the phases without a
    player's choice list none."""
    _, moves = simulate(["Anna", "Ben", "Cleo", "Dan"], 5, variants)
    state = LandUnter(["Anna", "Ben", "Cleo", "Dan"], variants)
    rng = random.Random(5)
    for move in moves:
        legal = state.legal_moves()
        if state.current_player in (CHANCE, TERMINAL):
            assert legal == []
        else:
            assert legal and all(state.check(m) is None for m in legal)
            seat = state.current_player
            other = rng.choice([c for c in range(1, 61) if Play(seat, c) not in legal])
            assert state.check(Play(seat, other)) is not None
        state.apply(move)
    assert state.phase == Phase.OVER and state.legal_moves() == []
