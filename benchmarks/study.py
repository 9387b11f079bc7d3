"""The study's speed (not a test: nothing here asserts a time). Run: python benchmarks/study.py [GAMES] [JOBS]

For each reconstruction (NIL at 2-4 players, An den Ufern des Nils at 2-5), ``GAMES`` seeded games per
player count (default 1,000) are played and summed up as ``nile study`` does, in ``JOBS`` processes
(default 2). Reported per game: wall time, the CPU time of all processes, and the CPU time per game
split into the simulated game (``spec.simulate``) and the study's replay of it, measured on a sample in
this process. Target (issue 17): 1,000 games per player count of each board game within a minute on
two cores.
"""

from __future__ import annotations

import os
import platform
import resource
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scorer.games import registry  # noqa: E402
from scorer.study import lenses, run_study  # noqa: E402


def cpu_seconds() -> float:
    """CPU time (user + system) of this process and of its finished children."""
    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def split(slug: str, players: int, sample: int = 40) -> tuple[float, float]:
    """Milliseconds per game: the simulated game alone, and the whole study of one game (simulate +
    replay), over ``sample`` seeds in this process."""
    spec, lens = registry()[slug], lenses()[slug]
    names = spec.names(players)
    began = time.process_time()
    for seed in range(sample):
        spec.simulate(names, seed, [])
    simulate = time.process_time() - began
    began = time.process_time()
    for seed in range(sample):
        lens.facts(spec, names, seed)
    whole = time.process_time() - began
    return 1000 * simulate / sample, 1000 * whole / sample


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    jobs = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    print(f"{platform.machine()}, {os.cpu_count()} cores, CPython {platform.python_version()}, "
          f"load average {os.getloadavg()[0]:.1f}; {games} games per count, {jobs} processes")
    total_wall = 0.0
    for slug in lenses():
        cat = registry()[slug].catalogue
        counts = list(range(cat.players.min, cat.players.max + 1))
        wall, cpu = time.perf_counter(), cpu_seconds()
        run_study(slug, counts, games, jobs)
        wall, cpu = time.perf_counter() - wall, cpu_seconds() - cpu
        total_wall += wall
        n = games * len(counts)
        print(f"{slug}: {n} games in {wall:.1f} s wall, {cpu:.1f} s CPU ({1000 * cpu / n:.1f} ms CPU per game)")
        for players in counts:
            sim, whole = split(slug, players)
            print(f"  {players} players: simulate {sim:.1f} ms, + replay for the study {whole - sim:.1f} ms per game")
    print(f"both games: {total_wall:.1f} s wall (target: 60 s on two cores)")


if __name__ == "__main__":
    main()
