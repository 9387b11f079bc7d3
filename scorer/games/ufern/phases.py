"""What An den Ufern des Nils says of a move that cannot come in the phase the game is in (the ``refuse`` of each
row of :attr:`~scorer.games.ufern.engine.Ufern.PHASES`: :func:`not_now`, :func:`game_over`), and the two modes
of phase 1 (:func:`in_mode`, :func:`done_in_mode`): a round's water phase is a flood or an ebb by the marker
[Flux; Reflux], so a flood's card comes only in a flood and an ebb's only in an ebb.

The phases (:class:`~scorer.games.ufern.steps.Phase`) [Préparation; Déroulement]: who is first player, the deal,
the bid for first player (variant), the set-up's desert cards, the opening (plants to the boat, a water card, a
ripe plant and a seed), then each round's phase 1 (water cards, the events they turn up, a rot choice, a hippo
auction and its points: variant) and phase 2 (the actions); phases 3 and 4 follow by themselves when the last
player is done; the end.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, TypeVar

from scorer.engine import IllegalMove
from scorer.engine.said import say
from scorer.games.ufern.moves import Ebb, EbbEnd, Flood, FloodEnd, Move, Reveal, Rot, Tally
from scorer.games.ufern.steps import ACTION_STEPS, FLOOD, OPEN_WATER, R_COVER, R_EBB, R_END, R_OPENING, WATER, step_rule

if TYPE_CHECKING:
    from scorer.games.ufern.engine import Ufern

#: a move type of one phase (its check and effect take that type only)
X = TypeVar("X")


def game_over(state: Ufern, move: Move) -> IllegalMove:
    """Nothing comes once the game is over [Fin du jeu], saying why it ended."""
    return IllegalMove(move, R_END, say("ufern-des-nils.game.over", reason=state.end_reason))


def not_now(state: Ufern, move: Move) -> IllegalMove:
    """Why ``move`` cannot come in this phase: a tally only replaces a whole game [Fin du jeu]; a water item after
    phase 1 ended says how it ended; an event where no card was turned up, what phase 1 waits for first (an event,
    the rot choice), a flood's card in an ebb or an ebb's in a flood [Flux; Reflux]; else where the game stands,
    citing the rule of what it waits for (:func:`~scorer.games.ufern.steps.step_rule`)."""
    if isinstance(move, Tally):
        return IllegalMove(move, R_END, say("ufern-des-nils.tally.not-now"))
    water = isinstance(move, (Flood, FloodEnd, Ebb, EbbEnd, Rot))
    if water and state.phase1_why is not None and state.phase in ACTION_STEPS:
        rule, why = state.phase1_why
        return IllegalMove(move, rule, say("ufern-des-nils.water.after-phase1", move=str(move), round=state.round,
                                           why=why))
    if isinstance(move, Reveal) and state.phase in (WATER, OPEN_WATER):
        rule = R_OPENING if state.phase == OPEN_WATER else R_COVER if state.mode == FLOOD else R_EBB
        return IllegalMove(move, rule, say("ufern-des-nils.reveal.nothing-turned", move=str(move)))
    waiting = state.pending()
    if waiting is not None:
        return IllegalMove(move, waiting[0], say("ufern-des-nils.step.not-yet", move=str(move), why=waiting[1]))
    return state.wrong_water(move) or IllegalMove(move, step_rule(state.phase, state.mode),
                                                  say("ufern-des-nils.step.not-now", move=str(move),
                                                      position=state.position()))


def in_mode(mode: str, check: Callable[[Ufern, X], IllegalMove | None]) -> Callable[[Ufern, X], IllegalMove | None]:
    """``check`` of a water card while phase 1 is in ``mode`` (``"flood"`` or ``"ebb"``); in the other mode the
    move cannot come (:func:`not_now`: the marker's rule)."""
    def checked(state: Ufern, move: X) -> IllegalMove | None:
        return check(state, move) if state.mode == mode else not_now(state, move)  # type: ignore[arg-type]
    return checked


def done_in_mode(mode: str, effect: Callable[[Ufern, X], None]) -> Callable[[Ufern, X], None]:
    """``effect`` of a water card while phase 1 is in ``mode``; in the other mode (``--keep-going``) nothing."""
    def done(state: Ufern, move: X) -> None:
        if state.mode == mode:
            effect(state, move)
    return done
