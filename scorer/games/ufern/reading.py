"""An item typed at the table (or read from a record) as the move it means where the game stands: a rot choice,
a harvest, and a flood's ``stop`` with the tops of the player's stacks filled in where the tool has seen them or
the rules fix them (:func:`_live_stop`). Read by :mod:`scorer.games.ufern.notation`'s ``parse``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from gamedata.ufern_catalogue import Front
from scorer.engine import InvalidMove
from scorer.games.ufern.items import HarvestNotation, RotNotation, StopNotation, WaterItem
from scorer.games.ufern.moves import FloodEnd, Move, Paid, Rot
from scorer.games.ufern.steps import FLOOD, OPEN_WATER, ROT, WATER

if TYPE_CHECKING:
    from scorer.games.ufern.engine import Ufern


def _resolved(state: Ufern, move: WaterItem | Paid | HarvestNotation) -> Move:
    """An item read as the move it means here (a rot choice where none is asked stays a rot choice, for the
    referee to rule on)."""
    if isinstance(move, RotNotation):
        meant = Rot(move.row, move.spaces or ()) if state.step != ROT else move.resolve(state)
        assert isinstance(meant, Rot)  # (a rot choice where one is asked is one)
        return meant
    if isinstance(move, StopNotation) and state.step in (WATER, OPEN_WATER) and state.mode == FLOOD:
        return _live_stop(state, move.tops)
    return move.resolve(state) if isinstance(move, (StopNotation, HarvestNotation)) else move


def _unseen_stacks(state: Ufern) -> list[int]:
    """The player's stacks (0 for A, 1 for B) whose top card the tool has not seen (a face-down deal)."""
    return [i for i, pile in enumerate(state.stacks[state.seat]) if pile and pile[-1].front is None]


def _live_stop(state: Ufern, typed: tuple[Optional[Front], Optional[Front]]) -> FloodEnd:
    """A ``stop`` typed at the table: the tops typed, the tops the tool has seen filled in, and a top the
    rules fix (every stop that could be legal names the same front there: the one front left that fits no
    field) filled in too. A top nobody typed, the tool has not seen and the rules leave open is asked for
    (InvalidMove), so that the referee can rule that no card fits: a bare ``stop`` is read as "not
    checked" in a record only."""
    seen = state.tops(state.seat)
    tops = (typed[0] or seen[0], typed[1] or seen[1])
    missing = [i for i in _unseen_stacks(state) if tops[i] is None]
    if missing:  # a top every legal stop names alike is fixed by the rules (the one front that fits no field)
        fits = [o.tops for o in _stop_options(state) if all(t is None or t == o.tops[i] for i, t in enumerate(tops))]
        fixed = [i for i in missing if fits and len({f[i] for f in fits}) == 1]
        tops = tuple(fits[0][i] if i in fixed else t for i, t in enumerate(tops))  # type: ignore[assignment]
        missing = [i for i in missing if i not in fixed]
    if missing:
        name = state.players[state.seat]
        question = f"what does the top of {name}'s stack {'AB'[missing[0]]} show? The tool has not seen it" \
            if len(missing) == 1 else f"what do the tops of {name}'s stacks A and B show? The tool has not seen them"
        options = _stop_options(state)
        ask = f"type the stop with the tops, e.g. {options[0]}" if options else \
            "but every front still in the game fits a field: flood is compulsory while a card fits; lay one"
        raise InvalidMove(f"'stop' alone is not enough here: {question}; {ask}")
    return FloodEnd(tops)


def _stop_options(state: Ufern) -> list[FloodEnd]:
    """Every legal stop with its tops named: a top the tool has seen as it is, a top it has not seen as
    each front still in the game that fits no field. Empty when some top (or every possible one) fits."""
    opening = state.step == OPEN_WATER
    left = +(state.board.fronts - state.fronts_seen)
    free = [f for f in sorted(left) if not state.banks.fields_for(f, opening)]
    seen = state.tops(state.seat)
    unseen = _unseen_stacks(state)
    choices = [free if i in unseen else [seen[i]] for i in range(2)]
    out = []
    for a in choices[0]:
        for b in choices[1]:
            if 0 in unseen and 1 in unseen and a == b and a is not None and left[a] < 2:
                continue  # one card of that front is left: it cannot top both stacks
            stop = FloodEnd((a, b))
            if state.check(stop) is None:
                out.append(stop)
    return out
