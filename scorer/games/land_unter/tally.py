"""Land Unter scored from what a table writes down: each round's end counts, no tricks.

Per round and player: the lifebelts kept, whether the player was out of the round, and the water
level showing (the top water-level card, 0 for none). :class:`RoundTally` is that round as one move;
the engine scores it with the same rule as a played round (:func:`scorer.games.land_unter.engine.round_points`)
and :func:`tally_problem` refuses what no real round can end with.

>>> from scorer.games.land_unter.engine import LandUnter
>>> state = LandUnter(["Anna", "Ben", "Cleo"])
>>> state.apply(RoundTally(kept=(3, 0, 2), out=(False, True, False), water=(4, None, 7)))
>>> state.round_points[0]
[4, -1, 2]
>>> state.check(RoundTally(kept=(1, 0, 0), out=(False, True, True), water=(4, None, None))).reason
'Ben and Cleo are out of round 2, but a round ends at once when only two players are left: at most 1 of 3 players can be out'
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from scorer.engine import IllegalMove, InvalidMove, count, join_names
from scorer.games.land_unter.rules import R_ELIMINATION, R_GAME_END, R_ROUND_END, R_SETUP, R_TURN_UP, _DEAL, _OVER

if TYPE_CHECKING:
    from scorer.games.land_unter.engine import LandUnter


@dataclass(frozen=True, slots=True)
class RoundTally:
    """One round's end counts, per seat: ``kept`` lifebelts, ``out`` of the round or not, ``water``
    the value of the top water-level card showing (0 for none; None when out, the cards face down)."""

    kept: tuple[int, ...]
    out: tuple[bool, ...]
    water: tuple[int | None, ...]

    def __str__(self) -> str:
        return "round tally"


def tally_problem(state: LandUnter, move: RoundTally) -> IllegalMove | None:
    """The rule ``move`` breaks as the next round of ``state``, or None. Raises :class:`InvalidMove`
    when the tuples do not hold one entry per player."""
    n, names, r = state.n, state.players, state.round
    if not len(move.kept) == len(move.out) == len(move.water) == n:
        raise InvalidMove(f"a round tally needs one entry per player ({n})")
    if state.phase == _OVER:
        return IllegalMove(move, R_GAME_END, f"the game is over: {n} players play {n} rounds")
    if state.phase != _DEAL or state.tricks:
        return IllegalMove(move, R_ROUND_END, "a round is either tallied or played trick by trick, not both")
    outs = [p for p in range(n) if move.out[p]]
    if len(outs) > n - 2:
        verb = "is" if len(outs) == 1 else "are"
        return IllegalMove(move, R_ROUND_END, f"{join_names([names[p] for p in outs])} {verb} out of round {r}, "
                           "but a round ends at once when only two players are left: at most "
                           f"{n - 2} of {n} players can be out")
    most = state.most_lifebelts_in_a_hand()
    for p in range(n):
        if move.kept[p] < 0:
            return IllegalMove(move, R_SETUP, f"{names[p]} kept {move.kept[p]} lifebelts in round {r}; a count "
                               "cannot be negative")
        if move.out[p] and move.kept[p]:
            return IllegalMove(move, R_ELIMINATION, f"{names[p]} is out of round {r} but kept "
                               f"{count(move.kept[p], 'lifebelt')}: a player is out only when a lifebelt is due "
                               "and none is left")
        if move.kept[p] > most:
            return IllegalMove(move, R_SETUP, f"{names[p]} kept {count(move.kept[p], 'lifebelt')} in round {r}, "
                               f"but the richest possible hand of 12 weather cards gives {most}")
        level = move.water[p]
        if move.out[p] and level not in (None, 0):
            return IllegalMove(move, R_ELIMINATION, f"{names[p]} is out of round {r}, so their water-level "
                               "cards are face down: leave the water level out")
        if not move.out[p] and (level is None or not (level == 0 or level in state.water_copies)):
            top = max(state.water_copies)
            return IllegalMove(move, R_TURN_UP, f"{names[p]} shows water level {level} in round {r}; give the "
                               f"top water-level card, 1 to {top} (0 when {names[p]} took none)")
    total = state.total_lifebelts()
    if sum(move.kept) > total:
        return IllegalMove(move, R_SETUP, f"the players kept {sum(move.kept)} lifebelts in round {r}, but the "
                           f"whole deck shows only {total}")
    shown = Counter(v for p, v in enumerate(move.water) if not move.out[p] and v)
    for value, k in sorted(shown.items()):
        if k > state.water_copies[value]:
            return IllegalMove(move, R_TURN_UP, f"{k} players show water level {value} in round {r}, but there are "
                               f"only {state.water_copies[value]} cards of each value")
    return None
