"""NIL's phase table (``Nil.PHASES``, issue 24 item 2, on Land Unter's pattern): every phase has its row, every
move type comes in some phase, a move a phase does not let come gets that phase's one ruling, a move applied
past a refusal (``--keep-going``) still does what it does, and ``legal_moves`` and ``check`` agree in every
phase of simulated games."""

from __future__ import annotations

import random
from typing import get_args

from scorer.engine import CHANCE, TERMINAL, IllegalMove
from scorer.games.nil.engine import Nil, simulate
from scorer.games.nil.moves import (Blocked, Cross, Deal, Draw, Hold, Move, Place, RackLeft, Reveal, StartDraw,
                                    StartPlayer, StartTiles, Stop, Tally)
from scorer.games.nil.rules import Phase

EVERY_KIND = [StartDraw((("bend",) * 3,) * 2), StartPlayer(0), StartTiles(0, ("bend",) * 3), Tally((0, 0), (0, 0)), Deal(((None,) * 5,) * 2),
              Place((0, 10), "E"), Cross((0, 10)), Stop(), Blocked(("bend",)), Hold(0, ("bend",)), Draw((None,)),
              Reveal((None, None)), RackLeft(0, ("bend",))]


def test_every_phase_has_a_row_and_every_move_a_phase():
    assert set(Nil.PHASES) == set(Phase)
    allowed = {kind for rules in Nil.PHASES.values() for kind in rules.moves}
    assert allowed == set(get_args(Move)) == set(Nil.MOVES) == {type(m) for m in EVERY_KIND}
    assert set(Nil.PHASES[Phase.OVER].moves) == {Reveal, RackLeft}  # the racks left, written once the game is over
    for phase, rules in Nil.PHASES.items():  # what a phase does not let come still has its effect past a refusal
        assert set(rules.moves) | set(rules.lenient) == set(Nil.MOVES), phase
        assert not set(rules.moves) & set(rules.lenient), phase


def _at_each_phase() -> dict[Phase, Nil]:
    """A two-player game at each phase: the start draw, the deal, a turn, the draw after it, the racks left
    still to show (a rack unseen), and over (every rack shown)."""
    states = {}
    s = Nil(["Anna", "Ben"])
    states[Phase.START] = s.clone()
    s.apply(StartPlayer(0))
    states[Phase.DEAL] = s.clone()
    s.apply(Deal(((None,) * 5, (None,) * 5)))
    states[Phase.TURN] = s.clone()
    s.apply(Place((0, 10), "E"))
    s.apply(Stop())
    states[Phase.DRAW] = s.clone()
    over = Nil(["Anna", "Ben"])
    over.apply(Tally((10, 20), (0, 5)))
    states[Phase.OVER] = over
    reveal = s.clone()
    reveal._finish("the test ends it")
    states[Phase.REVEAL] = reveal
    assert {p: st.phase for p, st in states.items()} == {p: p for p in states}
    return states


def test_a_move_that_cannot_come_now_gets_the_phases_ruling():
    """Each phase refuses every move type it does not let come with its one ruling: before the end, the rule
    that places the move in the game; after the last turn, that only the racks left come; once over, that the
    game is over."""
    said = {Phase.REVEAL: {"nil.end.only-racks-left"}, Phase.OVER: {"nil.game.over"}}
    before_the_end = {"nil.end.not-ended", "nil.start.once", "nil.deal.once", "nil.tally.after-moves",
                      "nil.draw.not-now", "nil.turn.before-the-deal"}
    for phase, state in _at_each_phase().items():
        refused = [m for m in EVERY_KIND if type(m) not in Nil.PHASES[phase].moves]
        assert refused
        ids = set()
        for move in refused:
            err = state.check(move)
            assert isinstance(err, IllegalMove), (phase, move)
            ids.add(err.id)
        assert ids <= said.get(phase, before_the_end), phase
    err = _at_each_phase()[Phase.TURN].check(Deal(((None,) * 5,) * 2))
    assert err is not None and err.id == "nil.deal.once" and err.values["next"].startswith("turn 1: Anna to play")


def test_the_racks_left_written_once_the_game_is_over_are_checked_once():
    state = Nil(["Anna", "Ben"])
    state.apply(StartPlayer(0))
    state.apply(Deal((("bend",) * 5, ("arc",) * 5)))
    state._finish("the test ends it")  # every rack known: over at once, the racks still to be written
    assert state.phase == Phase.OVER and not state.end_told
    assert state.check(Reveal((("bend",) * 5, ("arc",) * 4))).id == "nil.shown.not-the-rack"
    assert state.check(Reveal((("bend",) * 5, ("arc",) * 5))) is None
    state.apply(Reveal((("bend",) * 5, ("arc",) * 5)))
    assert state.end_told and state.check(Reveal((("bend",) * 5, ("arc",) * 5))).id == "nil.game.over"


def test_a_move_past_a_refusal_does_what_it_does():
    """``--keep-going``: a draw told during a turn still draws and passes the turn (the row's lenient effect),
    and any step past the game's end marks the racks left as told."""
    state = _at_each_phase()[Phase.TURN]
    assert state.apply_lenient(Draw((None,) * 2)) is not None
    assert state.turn == 1 and state.unseen[0] == 7 and state.phase == Phase.TURN
    over = _at_each_phase()[Phase.OVER]
    assert over.apply_lenient(Stop()) is not None and over.end_told and over.phase == Phase.OVER


def test_legal_moves_and_check_agree_in_every_phase():
    """Every legal move passes ``check``; a random tile next to the open end that is not listed is refused;
    the chance steps and the end list none."""
    for n, seed in ((2, 5), (3, 6), (4, 7)):
        _, moves = simulate(["Anna", "Ben", "Cleo", "Dana"][:n], seed)
        state = Nil(["Anna", "Ben", "Cleo", "Dana"][:n])
        rng = random.Random(seed)
        seen = set()
        for move in moves:
            seen.add(state.phase)
            legal = state.legal_moves()
            if state.current_player in (CHANCE, TERMINAL):
                assert legal == []
            else:
                assert legal and all(state.check(m) is None for m in legal)
                near = state.board.squares_at(state.river.open_end)
                other = Place(rng.choice(near), rng.choice(("N", "NE", "E", "SE", "S", "SW", "W", "NW")))
                if other not in legal:
                    assert state.check(other) is not None
            state.apply(move)
        assert state.phase == Phase.OVER and state.legal_moves() == []
        assert seen == {Phase.START, Phase.DEAL, Phase.TURN, Phase.DRAW}
