"""Cards of a trick tapped at once on three phones: how many taps ``nile serve`` bounces ("the game moved
on") in whole simulated Land Unter games (issue 22; not a test: nothing here asserts a count or a time).

Run: ``python benchmarks/collide.py [SEEDS] [--source=DIR]``

For each seed (default 3 games: seeds 7, 8 and 9, three players), the simulated game is served on
127.0.0.1 (uvicorn in a thread, as tests/test_serve_collide.py serves it; the session takes no step by
itself, every step is entered); every step but the weather cards is posted from the host's page; at every
trick the three seats' threads wait at one barrier and post their cards from the revision their pages
showed (:func:`tests.serving.tricks_tapped_at_once`); a bounced tap is tapped again on the page it answered
with. Printed per game: the taps, the taps bounced, and the load average before and after.

``--source=DIR``: the ``scorer`` package of another checkout (e.g. ``/work/main``, the code before a change)
is served instead of this one's; the driver is this checkout's ``tests/serving.py`` either way.
"""

from __future__ import annotations

import importlib.util
import os
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent


def main(argv: list[str]) -> None:
    source = next((a.split("=", 1)[1] for a in argv if a.startswith("--source=")), None)
    seeds = next((int(a) for a in argv if a.isdigit()), 3)
    sys.path.insert(0, source or str(HERE))
    import scorer

    spec_loader = importlib.util.spec_from_file_location("collide_serving", HERE / "tests" / "serving.py")
    assert spec_loader is not None and spec_loader.loader is not None
    serving = sys.modules["collide_serving"] = importlib.util.module_from_spec(spec_loader)
    spec_loader.loader.exec_module(serving)

    from scorer.games import registry
    from scorer.games.land_unter.engine import simulate
    from scorer.session import TableSession

    TableSession._take_automatic = lambda self, ruled: False  # type: ignore[method-assign, assignment]
    spec = registry()["land-unter"]
    host, seats = "h0st-token-0123456789", ("anna-token-0123456789", "ben-token-01234567890", "cleo-token-0123456789")
    print(f"scorer from {Path(scorer.__file__).parent}")
    total = bounced_total = 0
    for seed in range(7, 7 + seeds):
        names = ["Anna", "Ben", "Cleo"]
        _, moves = simulate(names, seed, ())
        before = os.getloadavg()[0]
        started = time.perf_counter()
        with tempfile.TemporaryDirectory() as folder:
            session = TableSession.start(spec, names, [], Path(folder) / "lu.yaml")
            with serving.serving(session, host, seats) as (url, table):
                taps, bounced = serving.tricks_tapped_at_once(url.split("/?")[0], table, moves, host, seats)
        total, bounced_total = total + taps, bounced_total + len(bounced)
        print(f"seed {seed}: {taps} taps, {len(bounced)} bounced ({100 * len(bounced) / taps:.0f} %), "
              f"{time.perf_counter() - started:.1f} s, load {before:.2f} -> {os.getloadavg()[0]:.2f}")
    print(f"all: {total} taps, {bounced_total} bounced ({100 * bounced_total / total:.1f} %)")


if __name__ == "__main__":
    main(sys.argv[1:])
