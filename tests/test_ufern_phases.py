"""An den Ufern des Nils' phase table (``Ufern.PHASES``, issue 24 item 2): every phase has its row, every move
type comes in some phase, a move a phase does not let come gets the phase's one ruling (``phases.not_now``), a
water card of the other mode is refused by the marker's rule, a tally refused later still ends the game under
``--keep-going``, and ``legal_moves`` and ``check`` agree in every phase of simulated games."""

from __future__ import annotations

import random
from typing import get_args

import pytest

from scorer.engine import CHANCE, TERMINAL, IllegalMove
from scorer.games.ufern.engine import Ufern
from scorer.games.ufern.moves import Done, Ebb, EbbEnd, FirstPlayer, FloodEnd, Move, Sow, Tally
from scorer.games.ufern.steps import EBB, FLOOD, R_EBB, R_END, R_FLOOD, Phase


def test_every_phase_has_a_row_and_every_move_a_phase():
    assert set(Ufern.PHASES) == set(Phase)
    allowed = {kind for rules in Ufern.PHASES.values() for kind in rules.moves}
    assert allowed == set(get_args(Move))
    assert Ufern.PHASES[Phase.OVER].moves == {}


def test_the_phase_is_stored_as_phase_and_read_as_step_too():
    state = Ufern(["Anna", "Ben"])
    assert state.phase == state.step == Phase.START
    state.apply(FirstPlayer(1))
    assert state.phase == state.step == Phase.DEAL and "phase" in vars(state)


def to_phase(phase: Phase, seed: int = 1, mode: str | None = None) -> Ufern:
    """A simulated game walked to the first step of ``phase`` (in phase 1's ``mode``, if given)."""
    rng = random.Random(seed)
    state = Ufern(["Anna", "Ben", "Cleo"])
    while not (state.phase == phase and mode in (None, state.mode)):
        assert not state.is_over, f"no {phase} ({mode}) in game {seed}"
        state.apply(state.sample_chance(rng) if state.current_player == CHANCE else state.sample_move(rng))
    return state


def test_a_move_that_cannot_come_now_gets_the_phases_ruling():
    state = Ufern(["Anna", "Ben"])
    err = state.check(Done())
    assert isinstance(err, IllegalMove) and err.id == "ufern-des-nils.step.not-now"
    actions = to_phase(Phase.ACTIONS)
    err = actions.check(Tally((1, 1, 1), (0, 0, 0)))
    assert err is not None and (err.id, err.rule) == ("ufern-des-nils.tally.not-now", R_END)
    err = actions.check(FirstPlayer(0))
    assert err is not None and err.id == "ufern-des-nils.step.not-now"


def test_a_water_card_of_the_other_mode_is_refused_by_the_markers_rule():
    flood = to_phase(Phase.WATER, mode=FLOOD)
    err = flood.check(EbbEnd())
    assert err is not None and (err.id, err.rule) == ("ufern-des-nils.water.ebb-at-flood", R_FLOOD)
    ebb = to_phase(Phase.WATER, seed=2, mode=EBB)
    err = ebb.check(FloodEnd())
    assert err is not None and (err.id, err.rule) == ("ufern-des-nils.water.flood-at-ebb", R_EBB)
    before = ebb.clone()
    assert ebb.apply_lenient(FloodEnd()) is not None  # --keep-going: the card of the other mode does nothing
    assert (ebb.phase, ebb.mode, ebb.marker, ebb.moved) == (before.phase, before.mode, before.marker, before.moved)
    legal = ebb.legal_moves()
    assert legal and all(isinstance(m, (Ebb, EbbEnd)) for m in legal)


def test_a_tally_refused_later_still_ends_the_game_under_keep_going():
    state = to_phase(Phase.ACTIONS)
    assert state.apply_lenient(Tally((4, 9, 2), (1, 0, 3))) is not None
    assert state.is_over and state.pawns == [4, 9, 2] and state.ranking().winners == ["Ben"]
    err = state.check(Sow("W4.2", "flax"))
    assert err is not None and err.id == "ufern-des-nils.game.over"


@pytest.mark.parametrize("seed, variants", [(5, []), (6, ["hippo-auction", "first-player-bid", "joker-restores",
                                                           "buy-other-seed"])])
def test_legal_moves_and_check_agree_in_every_phase(seed, variants):
    """Every legal move passes ``check``, a made-up action at a player's step passes only if it is listed, and
    the chance steps and the end list none; every phase of the game is met."""
    rng = random.Random(seed)
    state = Ufern(["Anna", "Ben", "Cleo"], variants)
    seen = set()
    while not state.is_over:
        seen.add(state.phase)
        legal = state.legal_moves()
        if state.current_player in (CHANCE, TERMINAL):
            assert legal == []
            move = state.sample_chance(rng)
        else:
            assert legal and all(state.check(m) is None for m in legal)
            made = Sow(rng.choice(state.board.fields), rng.choice(state.board.crops))
            assert (state.check(made) is None) == (made in legal)
            move = state.sample_move(rng)
        state.apply(move)
    assert state.phase == Phase.OVER and state.legal_moves() == []
    assert seen >= set(Phase) - {Phase.OVER, Phase.START if "first-player-bid" in variants else Phase.FIRST_BID,
                                 Phase.HIPPO_BID, Phase.HIPPO_ACT, Phase.ROT, Phase.BOAT}
