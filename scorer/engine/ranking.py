"""Final standings: points, ranks (ties share a rank) and the tiebreak in words."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from scorer.engine.cli_messages import CATALOGUE
from scorer.engine.said import say

assert CATALOGUE.prefix == "nile-cli"  # registered as it was made: say() finds the words of the ids said here


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
    report's per-player ``cells`` ("R1", "R2", ... by default); ``score_label`` heads the score column. The
    words (``tiebreak``, the labels) are said by id (:mod:`scorer.engine.cli_messages`, or a game's catalogue),
    so a report says them in its reader's language.
    """

    standings: list[Standing]
    winners: list[str]
    tiebreak: str
    over: bool = True
    columns: list[str] = field(default_factory=list)
    score_label: str = field(default_factory=lambda: say("nile-cli.score.total"))


def rank_by_points(names: Sequence[str], totals: Sequence[int], rounds: Sequence[Sequence[int]] = (),
                   over: bool = True, tie_rule: str | None = None) -> Ranking:
    """Rank players by points, most first; equal points share a rank (1, 1, 3, ...).

    ``rounds[p]`` lists player ``p``'s points per round. ``tie_rule`` explains a shared first place (a
    :class:`~scorer.engine.said.Said`; default: the rules give no tiebreak, so they share the win).

    >>> r = rank_by_points(["Anna", "Ben", "Cleo"], [5, 7, 7])
    >>> [s.rank for s in r.standings], r.winners, r.tiebreak
    ([3, 1, 1], ['Ben', 'Cleo'], 'Ben and Cleo tie on 7 points: the rules give no tiebreak, so they share the win.')
    """
    standings = []
    for p, name in enumerate(names):
        rank = 1 + sum(1 for t in totals if t > totals[p])
        per_round = list(rounds[p]) if rounds else []
        standings.append(Standing(name, totals[p], rank, per_round, cells=per_round))
    winners = [s.name for s in standings if s.rank == 1]
    best = max(totals) if totals else 0
    if not names:
        text = say("nile-cli.ranking.nobody")
    elif len(winners) == 1:
        text = say("nile-cli.ranking.wins" if over else "nile-cli.ranking.leads", player=winners[0], points=best)
    else:
        text = say("nile-cli.ranking.tie", players=winners, points=best,
                   rule=tie_rule or say("nile-cli.ranking.no-tiebreak")) if over else \
            say("nile-cli.ranking.share-lead", players=winners, points=best)
    columns: list[str] = [say("nile-cli.score.round", round=i)
                          for i in range(1, max((len(r) for r in rounds), default=0) + 1)]
    return Ranking(standings, winners, text, over, columns)
