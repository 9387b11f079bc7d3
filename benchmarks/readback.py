"""What reading each record back costs a live session (not a test: nothing here asserts a time). Run:
python benchmarks/readback.py [GAMES]

For each game at its largest player count, ``GAMES`` seeded simulated games (3 by default) are typed entry
by entry through a :class:`~scorer.session.TableSession` (:func:`scorer.typed.typed_game`), saves without
fsync. Measured at every save: the read-back alone (:meth:`scorer.readback.ReadBack.problem`: the record
read from its data, replayed from the last position kept, compared with the live game), in milliseconds,
as percentiles over all the saves and over the last quarter of each game (the longest records), and the
whole save beside it.
"""

from __future__ import annotations

import os
import platform
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.session import percentile  # noqa: E402
from scorer.games import registry  # noqa: E402
from scorer.readback import ReadBack  # noqa: E402
from scorer.session_file import RecordFile  # noqa: E402
from scorer.typed import typed_game  # noqa: E402


def measure(slug: str, seeds: range) -> dict[str, float]:
    """The read-back's and the save's timings (ms) over the typed games of ``seeds``, at the largest table."""
    spec = registry()[slug]
    names = spec.names(spec.catalogue.players.max)
    checks: list[tuple[int, float]] = []  # (steps in the record, seconds)
    saves: list[float] = []
    problem, save = ReadBack.problem, RecordFile.save

    def timed_problem(self, spec, live, record, file):  # type: ignore[no-untyped-def]
        t = time.perf_counter()
        try:
            return problem(self, spec, live, record, file)
        finally:
            checks.append((len(self.moves), time.perf_counter() - t))

    def timed_save(self, overwrite=True):  # type: ignore[no-untyped-def]
        t = time.perf_counter()
        try:
            return save(self, overwrite)
        finally:
            saves.append(time.perf_counter() - t)

    ReadBack.problem, RecordFile.save = timed_problem, timed_save  # type: ignore[method-assign]
    lengths = []
    try:
        for seed in seeds:
            with tempfile.TemporaryDirectory() as folder:
                before = len(checks)
                typed_game(spec, names, seed, Path(folder) / "game.yaml")
                lengths.append(max(n for n, _ in checks[before:]))
                last = checks[before:]
                checks[before:] = [(n, t) if n < 3 * lengths[-1] // 4 else (-1, t) for n, t in last]
    finally:
        ReadBack.problem, RecordFile.save = problem, save  # type: ignore[method-assign]
    ms = 1000.0
    every = [t * ms for _, t in checks]
    late = [t * ms for n, t in checks if n == -1]
    return {"saves": len(every), "steps a game (median)": statistics.median(lengths),
            "read-back p50": percentile(every, 50), "p90": percentile(every, 90), "p99": percentile(every, 99),
            "max": max(every), "last quarter p50": percentile(late, 50), "last quarter p99": percentile(late, 99),
            "whole save p50": percentile([t * ms for t in saves], 50)}


def main() -> None:
    """Each game's figures on one line (ms)."""
    import gamedata.outfile

    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}")
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    gamedata.outfile._sync = lambda path: None  # the disk is not measured here
    for slug, spec in registry().items():
        figures = measure(slug, range(games))
        shown = ", ".join(f"{k}: {v:.2f}" if isinstance(v, float) else f"{k}: {v}" for k, v in figures.items())
        print(f"{spec.title}, {spec.catalogue.players.max} players, {games} games: {shown} (ms)", flush=True)


if __name__ == "__main__":
    main()
