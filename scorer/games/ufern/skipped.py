"""A round's phase 1 (the water) skipped whole: no water card can be laid or removed, so each of its steps is a
``stop`` the rules force [Marée haute; Marée basse] (decision U9: an ebb with nothing to remove floods instead,
and a flood with nothing to lay ends phase 1). The session takes those stops by itself; the table hears one line,
"Round 10's water phase was skipped: no water card could be laid or removed (the marker moves to Ebbe 1)",
where it heard a "(the only entry here)" line and the marker's, the switch's and the end's lines for each stop
(fe-table7 #8: an 11-line box).
"""

from __future__ import annotations

from typing import Any

from scorer.engine.said import Said, say
from scorer.games.ufern.moves import EbbEnd, FloodEnd
from scorer.games.ufern.reading import forced_move
from scorer.games.ufern.steps import MARKER, WATER


def skipped(state: Any) -> bool:
    """True where the round's phase 1 at ``state`` is skipped whole: nothing laid or removed yet this round, and
    each step from here to the phase's end is a stop the rules force (the only legal entry, every stack's top
    known). ``state`` is not changed."""
    if state.step != WATER or state.moved:
        return False
    work = state.clone()
    while work.step == WATER and not work.phase1_over:
        moves = work.legal_moves()
        if forced_move(work) is None or not isinstance(moves[0], (FloodEnd, EbbEnd)):
            return False
        work.apply(moves[0])
    return bool(work.phase1_over and not work.moved)


def skip_news(before: Any, after: Any) -> list[Said]:
    """The news of a stop taken at ``before`` in a phase 1 skipped whole (:func:`skipped`), giving ``after``: the
    one line, said by the stop that ends the phase; nothing for the stops before it."""
    if not after.phase1_over:
        return []
    return [say("ufern-des-nils.news.water-skipped", round=before.round, marker=MARKER[after.marker])]
