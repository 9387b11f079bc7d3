"""``nile study``: many seeded simulated games of a reconstructed board game, and what they show.

A study plays ``games`` games for each player count with the game's own simulated player
(:attr:`~scorer.engine.GameSpec.simulate`, the games ``nile simulate`` writes: game ``i`` uses the seed
``seed + i``, the same seeds for every player count), spread over processes with
:mod:`concurrent.futures`. Each game is replayed once to see what was used; the figures are gathered per
player count (:class:`CountSummary`) and written as a Markdown report with plots by
:mod:`scorer.study_report`.

What a game yields is :class:`GameFacts`; how to read one game's facts is its :class:`Lens`, the
``study`` of its :class:`~scorer.engine.GameSpec` (the reconstructions have one: :func:`lenses`). Same seed, same games, same report, whatever
``jobs``.

>>> study = run_study("nil", [2], games=3, jobs=1)
>>> s = study.counts[0]
>>> s.games, sum(s.causes.values()), 0.0 <= s.first_wins / s.games <= 1.0
(3, 3, True)
"""

from __future__ import annotations

import math
import statistics
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

#: games handed to a worker process at a time (large enough that starting a task costs little)
CHUNK = 25


@dataclass
class GameFacts:
    """What one simulated game showed: its ``seed``, ``length`` (turns or rounds), the ``cause`` of its
    end (a key of :attr:`Lens.causes`), ``stuck`` (blocked turns or dead rounds), ``uses`` (category ->
    item -> how often), ``scores`` and ``winners`` (seats, rank 1, shared included), the seat of the
    ``first`` player, and ``extras`` (name -> number, e.g. plants lost)."""

    seed: int
    length: int
    cause: str
    stuck: int
    uses: dict[str, Counter[str]]
    scores: list[int]
    winners: list[int]
    first: int
    extras: dict[str, float] = field(default_factory=dict)


@dataclass(frozen=True)
class Lens:
    """How a study reads one game: ``length_word`` ("turn", "round"), ``stuck_word`` ("blocked turns"),
    ``causes`` (key -> the game's words for that end, in the order the engine checks them), ``said`` (key -> its first
    words, before any parenthesis, said by id: the summary's line in the reader's language),
    ``categories`` (key -> heading of a usage table), ``score_word`` ("points", "track space"),
    ``extras`` (key -> what it means), ``facts(spec, names, seed)`` -> :class:`GameFacts`, ``items(players)``
    (category -> every item that exists at that player count, in the game's order, so that an item
    never used still shows) and ``plotted`` (the categories drawn)."""

    length_word: str
    stuck_word: str
    stuck_text: str
    causes: dict[str, str]
    categories: dict[str, str]
    score_word: str
    extras: dict[str, str]
    facts: Callable[[Any, Sequence[str], int], GameFacts]
    items: Callable[[int], dict[str, list[str]]]
    plotted: tuple[str, ...]
    said: dict[str, str] = field(default_factory=dict)
    #: one of ``stuck_word`` ("blocked turn"); its words and the others' are the game's catalogue's where they are a
    #: :class:`~scorer.engine.said.Said` (the report in the reader's language: :mod:`scorer.study_report`)
    stuck_one: str = ""
    #: ``item_said(category, item)``: an item of a usage table as the reader's words say it (a Term, a Said: NIL's tile
    #: kinds, Ufern's actions), or the item as it is (a field, a market row, an event: written as the table writes it)
    item_said: Callable[[str, str], str] = lambda key, item: item


# -- running ---------------------------------------------------------------------------------------

def lenses() -> dict[str, Lens]:
    """The games a study covers (those whose :class:`~scorer.engine.GameSpec` has a ``study`` lens: the
    reconstructions), slug -> lens, in the registry's order."""
    from scorer.games import registry

    return {slug: spec.study for slug, spec in registry().items() if spec.study is not None}


def _play_chunk(slug: str, players: int, seeds: Sequence[int]) -> list[GameFacts]:
    """The facts of the games with ``seeds`` (runs in a worker process)."""
    from scorer.games import registry

    spec = registry()[slug]
    names = spec.names(players)
    return [lenses()[slug].facts(spec, names, seed) for seed in seeds]


def play_games(slug: str, players: int, seeds: Sequence[int], jobs: int = 1) -> list[GameFacts]:
    """The facts of one game per seed, in seed order, played in ``jobs`` processes (1: in this one)."""
    chunks = [list(seeds[i:i + CHUNK]) for i in range(0, len(seeds), CHUNK)]
    if jobs <= 1 or len(chunks) <= 1:
        return [f for chunk in chunks for f in _play_chunk(slug, players, chunk)]
    with ProcessPoolExecutor(max_workers=min(jobs, len(chunks))) as pool:
        done = pool.map(_play_chunk, [slug] * len(chunks), [players] * len(chunks), chunks)
        return [f for chunk in done for f in chunk]


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (95 % by default) of a rate ``successes / n``; ``(0, 1)`` for ``n = 0``.

    >>> [round(x, 3) for x in wilson(50, 100)]
    [0.404, 0.596]
    """
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def spread(values: Sequence[float]) -> dict[str, float]:
    """``mean``, ``sd``, ``min``, ``p10``, ``median``, ``p90``, ``max`` of ``values`` (not empty); the
    percentiles by nearest rank.

    >>> spread([1, 2, 3, 4])["median"]
    2.5
    """
    ordered = sorted(values)

    def rank(p: float) -> float:  # the nearest-rank percentile: always one of the values
        return ordered[max(0, math.ceil(p * len(ordered)) - 1)]

    return {"mean": statistics.fmean(ordered), "sd": statistics.pstdev(ordered), "min": ordered[0],
            "p10": rank(0.1), "median": statistics.median(ordered), "p90": rank(0.9), "max": ordered[-1]}


@dataclass
class CountSummary:
    """The figures of the games at one player count: ``lengths`` (one per game), ``causes`` (key ->
    games, every cause listed), ``stuck`` (per game), ``uses`` (category -> item -> total), ``scores``
    (every player's final score), ``margins`` (winner's lead over the runner-up), ``first_wins`` (games
    the first player won or shared), ``seat_wins`` (per seat in playing order, the first player first), ``shared`` (games with a shared win),
    ``extras`` (key -> one value per game), ``seeds`` (key -> a few seeds worth a look)."""

    players: int
    games: int
    lengths: list[int]
    causes: dict[str, int]
    stuck: list[int]
    uses: dict[str, Counter[str]]
    scores: list[int]
    margins: list[int]
    first_wins: int
    seat_wins: list[int]
    shared: int
    extras: dict[str, list[float]]
    seeds: dict[str, list[int]]

    @property
    def first_rate(self) -> float:
        """The first player's win rate (shared wins count), 0..1."""
        return self.first_wins / self.games

    @property
    def first_interval(self) -> tuple[float, float]:
        """The 95 % Wilson interval of :attr:`first_rate`."""
        return wilson(self.first_wins, self.games)


def summarise(lens: Lens, players: int, facts: Sequence[GameFacts]) -> CountSummary:
    """The :class:`CountSummary` of ``facts`` (the games at one player count, not empty)."""
    causes = {key: 0 for key in lens.causes}
    uses: dict[str, Counter[str]] = {key: Counter() for key in lens.categories}
    seat_wins = [0] * players
    margins = []
    for f in facts:
        causes[f.cause] += 1
        for key, counter in f.uses.items():
            uses[key].update(counter)
        for seat in f.winners:
            seat_wins[(seat - f.first) % players] += 1  # in playing order, the first player first
        ordered = sorted(f.scores, reverse=True)
        margins.append(ordered[0] - ordered[1])
    return CountSummary(players, len(facts), [f.length for f in facts], causes, [f.stuck for f in facts], uses,
                        [s for f in facts for s in f.scores], margins,
                        sum(1 for f in facts if f.first in f.winners), seat_wins,
                        sum(1 for f in facts if len(f.winners) > 1),
                        {key: [f.extras[key] for f in facts] for key in lens.extras}, _seeds(lens, facts))


def _seeds(lens: Lens, facts: Sequence[GameFacts]) -> dict[str, list[int]]:
    """Seeds worth a look (up to three each): the shortest and longest games, and games ended each way."""
    by_length = sorted(facts, key=lambda f: (f.length, f.seed))
    seeds = {"shortest": [f.seed for f in by_length[:3]], "longest": [f.seed for f in by_length[-3:]][::-1]}
    for key in lens.causes:
        seeds[key] = [f.seed for f in facts if f.cause == key][:3]
    return seeds


@dataclass
class Study:
    """A finished study: the game (``slug``, ``title``), how it was run (``games`` per count, first
    ``seed``) and a :class:`CountSummary` per player count."""

    slug: str
    title: str
    games: int
    seed: int
    counts: list[CountSummary]

    @property
    def lens(self) -> Lens:
        """How this game's games were read."""
        return lenses()[self.slug]


def run_study(slug: str, counts: Sequence[int], games: int, jobs: int = 1, seed: int = 0,
              progress: Callable[[int], None] | None = None) -> Study:
    """Play ``games`` seeded games (seeds ``seed`` .. ``seed + games - 1``) at each player count of
    ``counts`` in ``jobs`` processes and sum them up. ``progress(players)`` is called when a count is
    done. Raises KeyError for a game no study covers (see :func:`lenses`)."""
    from scorer.games import registry

    lens, spec = lenses()[slug], registry()[slug]
    seeds = range(seed, seed + games)
    summaries = []
    for players in counts:
        summaries.append(summarise(lens, players, play_games(slug, players, seeds, jobs)))
        if progress is not None:
            progress(players)
    return Study(slug, spec.title, games, seed, summaries)


def parse_counts(text: str) -> list[int]:
    """Player counts written as ``"3"``, ``"2..5"`` or ``"2,4"`` (or both: ``"2..3,5"``), sorted without
    repeats. Raises ValueError saying what is expected (its argument a message of ``nile-help.study.counts-*``,
    said in the reader's language).

    >>> parse_counts("2..4"), parse_counts("4,2"), parse_counts("2..3,5")
    ([2, 3, 4], [2, 4], [2, 3, 5])
    """
    from scorer.cli.usage import usage

    found: set[int] = set()
    for part in text.replace(" ", "").split(","):
        low, dots, high = part.partition("..")
        if not (low.isdigit() and (high.isdigit() if dots else not high)):
            raise ValueError(usage("nile-help.study.counts-form", text=repr(text)))
        a, b = int(low), int(high) if dots else int(low)
        if a > b:
            raise ValueError(usage("nile-help.study.counts-down", part=repr(part), high=a, low=b))
        if b > 99:
            raise ValueError(usage("nile-help.study.counts-many", part=repr(part), players=b))
        found.update(range(a, b + 1))
    return sorted(found)
