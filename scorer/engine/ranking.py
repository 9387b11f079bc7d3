"""Final standings: points, ranks (ties share a rank) and the tiebreak in words."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from gamedata.templating import join_words as join_names

@dataclass
class Standing:
    """One player's result: ``score`` in the game's points, ``rank`` (1 = best; ties share a rank),
    ``rounds`` the points of each round (empty for games without rounds), ``detail`` game-specific
    facts for the JSON report, ``cells`` the numbers shown under :attr:`Ranking.columns` in the text
    report (the round points by default)."""

    name: str
    score: int
    rank: int
    rounds: list[int] = field(default_factory=list)
    detail: dict[str, Any] = field(default_factory=dict)
    cells: list[int] = field(default_factory=list)


@dataclass
class Ranking:
    """The standings in seating order, the winners (best rank), and the tiebreak explained in words.

    ``over`` is False for standings of a game that is not finished. ``columns`` label the text
    report's per-player ``cells`` ("R1", "R2", ... by default); ``score_label`` heads the score column.
    """

    standings: list[Standing]
    winners: list[str]
    tiebreak: str
    over: bool = True
    columns: list[str] = field(default_factory=list)
    score_label: str = "Total"


def rank_by_points(names: Sequence[str], totals: Sequence[int], rounds: Sequence[Sequence[int]] = (),
                   over: bool = True, tie_rule: str = "the rules give no tiebreak, so they share the win") -> Ranking:
    """Rank players by points, most first; equal points share a rank (1, 1, 3, ...).

    ``rounds[p]`` lists player ``p``'s points per round. ``tie_rule`` explains a shared first place.

    >>> r = rank_by_points(["Anna", "Ben", "Cleo"], [5, 7, 7])
    >>> [s.rank for s in r.standings], r.winners
    ([3, 1, 1], ['Ben', 'Cleo'])
    """
    standings = []
    for p, name in enumerate(names):
        rank = 1 + sum(1 for t in totals if t > totals[p])
        per_round = list(rounds[p]) if rounds else []
        standings.append(Standing(name, totals[p], rank, per_round, cells=per_round))
    winners = [s.name for s in standings if s.rank == 1]
    best = max(totals) if totals else 0
    verb = "share" if over else "share the lead"
    if not names:
        text = "no players"
    elif len(winners) == 1:
        text = (f"{winners[0]} wins outright with {best} points." if over
                else f"{winners[0]} leads with {best} points.")
    else:
        text = f"{join_names(winners)} tie on {best} points: {tie_rule}." if over else \
            f"{join_names(winners)} {verb} with {best} points."
    columns = [f"R{i}" for i in range(1, max((len(r) for r in rounds), default=0) + 1)]
    return Ranking(standings, winners, text, over, columns)
