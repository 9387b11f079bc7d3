"""NILE's scoring [Décompte des points]: each storage sorted into piles by crop, smallest first; the
largest smallest pile wins, tied players compare their next pile, and so on; tied on every pile, they
share the win (the rules say: play again).

>>> r = nile_ranking(["Anna", "Ben", "Cleo"], [[2, 5, 5, 6, 7], [3, 4, 9, 3, 5], [3, 3, 3, 8, 9]],
...                  ["Papyrus", "Wheat", "Lettuce", "Castor", "Flax"])
>>> [s.rank for s in r.standings], r.tiebreak
([3, 1, 2], "Ben and Cleo both have 3 as their smallest pile (Anna 2); both have 3 as their next pile too; Ben's third is 4, Cleo's 3: Ben wins.")
"""

from __future__ import annotations

from typing import Sequence

from scorer.engine import Ranking, Standing, join_names

_ORDINAL = ["smallest", "next", "third", "fourth", "fifth", "sixth", "seventh"]


def nile_ranking(players: Sequence[str], storage: Sequence[Sequence[int]], crops: Sequence[str],
                 over: bool = True) -> Ranking:
    """Rank ``players`` by their ``storage`` (cards per crop, in the order of ``crops``).

    ``Standing.score`` is the smallest pile; ``detail`` holds ``storage`` (crop -> cards) and ``piles``
    (the pile sizes, smallest first); ``cells`` the storage per crop for the text table.
    """
    piles = [sorted(s) for s in storage]
    n = len(players)
    standings = []
    for p in range(n):
        rank = 1 + sum(1 for q in range(n) if piles[q] > piles[p])
        standings.append(Standing(players[p], piles[p][0] if piles[p] else 0, rank, [],
                                  detail={"storage": dict(zip(crops, storage[p])), "piles": piles[p]},
                                  cells=list(storage[p])))
    winners = [s.name for s in standings if s.rank == 1]
    return Ranking(standings, winners, explain(players, piles, over), over, list(crops), "Smallest")


def explain(players: Sequence[str], piles: Sequence[Sequence[int]], over: bool = True) -> str:
    """The decision in words, pile by pile, as far as needed to separate the best player(s)."""
    if not players:
        return "no players"
    contenders = list(range(len(players)))
    parts: list[str] = []
    verb = "wins" if over else "leads"
    for level in range(len(piles[0])):
        best = max(piles[p][level] for p in contenders)
        top = [p for p in contenders if piles[p][level] == best]
        if level == 0:
            others = sorted((p for p in contenders if p not in top), key=lambda q: -piles[q][0])
            lower = f" ({', '.join(f'{players[q]} {piles[q][0]}' for q in others)})" if others else ""
            if len(top) == 1:
                parts.append(f"{players[top[0]]}'s smallest pile, {best}, is the largest{lower}")
            else:
                word = "both" if len(top) == 2 else "all"
                parts.append(f"{join_names([players[p] for p in top])} {word} have {best} as their smallest "
                             f"pile{lower}")
        else:
            word = "largest" if level == len(piles[0]) - 1 else _ORDINAL[level]
            if len(top) == len(contenders):
                parts.append(f"{'both' if len(top) == 2 else 'all'} have {best} as their {word} pile too")
                continue
            first, *rest = contenders
            said = f"{players[first]}'s {word} is {piles[first][level]}"
            parts.append(", ".join([said] + [f"{players[q]}'s {piles[q][level]}" for q in rest]))
        if len(top) == 1:
            return "; ".join(parts) + f": {players[top[0]]} {verb}."
        contenders = top
    shown = ", ".join(map(str, piles[contenders[0]]))
    share = "share the win (the rules say: play again)" if over else "share the lead"
    return "; ".join(parts) + f": {join_names([players[p] for p in contenders])} are tied on every pile " \
        f"({shown}) and {share}."
