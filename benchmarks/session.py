"""The live referee's speed (not a test: nothing here asserts a time). Run: python benchmarks/session.py

For each game at its largest player count, a seeded simulated game is typed entry by entry through a
:class:`~scorer.session.TableSession` writing its record to a real folder (atomic and durable: fsync of the
file and of the folder after every step). Measured per step:

* the ruling: ``enter(text)`` — parse, referee, apply, the news, and the autosave;
* the completions: ``entries()`` — every legal entry as text, what Tab and ``?`` list;
* undo of one step (a replay from the start), at a few points of the game.

Targets (issue 15): ruling p99 <= 10 ms, completions <= 30 ms on NIL's and Ufern's busiest positions.
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

from scorer.games import registry  # noqa: E402
from scorer.session import Accepted, TableSession  # noqa: E402


def percentile(values: list[float], p: float) -> float:
    """The ``p``-th percentile (0-100) of ``values``, nearest rank."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(p / 100 * len(ordered)) - 1))]


def measure(slug: str, seeds: range) -> dict[str, float]:
    """Per-step timings, in milliseconds, over the games of ``seeds`` at the largest player count."""
    spec = registry()[slug]
    names = spec.names(spec.catalogue.players.max)
    ruling, listing, undo, saves = [], [], [], []
    busiest = 0
    for seed in seeds:
        _, moves = spec.simulate(names, seed, [])
        state, texts = spec.new_game(names, []), []
        for move in moves:
            texts.append(spec.notation.format(state, move))
            state.apply(move)
        with tempfile.TemporaryDirectory() as folder:
            session = TableSession.start(spec, names, [], Path(folder) / "game.yaml")
            for i, text in enumerate(texts):
                t = time.perf_counter()
                entries = session.entries()
                listing.append(time.perf_counter() - t)
                busiest = max(busiest, len(entries))
                t = time.perf_counter()
                result = session.enter(text)
                ruling.append(time.perf_counter() - t)
                assert isinstance(result, Accepted), (slug, seed, i, text, result)
                if i % 50 == 25:
                    t = time.perf_counter()
                    session.save()
                    saves.append(time.perf_counter() - t)
                    t = time.perf_counter()
                    session.undo(1)
                    undo.append(time.perf_counter() - t)
                    session.enter(text)
    ms = 1000.0
    return {"steps": len(ruling), "ruling median": statistics.median(ruling) * ms, "ruling p99": percentile(ruling, 99) * ms,
            "ruling max": max(ruling) * ms, "save alone median": statistics.median(saves) * ms if saves else 0.0,
            "entries median": statistics.median(listing) * ms, "entries p99": percentile(listing, 99) * ms,
            "entries max": max(listing) * ms, "most entries": busiest,
            "undo median": statistics.median(undo) * ms if undo else 0.0}


def main() -> None:
    """Each game twice: as shipped (every save fsyncs the file and its folder), then with the fsyncs
    skipped, which leaves the work of the referee and the writer alone (the disk's share is the
    difference; on this shared virtual disk one fsync takes 0.2 to 12 ms from minute to minute)."""
    import gamedata.outfile

    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}")
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    durable_sync = gamedata.outfile._sync
    for slug, spec in registry().items():
        for label, sync in (("durable", durable_sync), ("no fsync", lambda path: None)):
            gamedata.outfile._sync = sync
            figures = measure(slug, range(games))
            shown = ", ".join(f"{k}: {v:.2f}" if isinstance(v, float) else f"{k}: {v}" for k, v in figures.items())
            print(f"{spec.title}, {spec.catalogue.players.max} players, {games} games, {label}: {shown} (ms)")
    gamedata.outfile._sync = durable_sync
    print("targets: ruling p99 <= 10 ms (autosave included), entries <= 30 ms")


if __name__ == "__main__":
    main()
