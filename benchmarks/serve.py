"""``nile serve`` under six phones at once (not a test: nothing here asserts a time).

Run: ``python benchmarks/serve.py [REQUESTS] [--thread] [--phones=N]``

For NIL and An den Ufern des Nils at 2 players, ``nile serve`` is started as a user starts it (its own
process, 127.0.0.1, a record in a temporary folder; with ``--thread``: uvicorn in a thread of this process,
as tests/test_serve_load.py serves it, so the phones' Python competes with the server's), and six phones
(httpx clients, a thread each; ``--phones=1``: one alone, the time a request takes without a queue) play it
at once, each making REQUESTS requests (default 500): the load of
tests/test_serve_load.py (:func:`tests.serving.load`): page loads, polls, moves, forms of a passed
revision, forms sent twice, undos, and a race of all six for the same step every 60 requests. Each
request is timed from sending to its whole answer read (``time.perf_counter``).

Printed per game: p50 / p95 / p99 / max in milliseconds of a page load (``GET /``), a move POST (every
``POST /enter``: recorded, refused by the rules or as stale), the recorded moves alone, a poll (``GET /part``)
and an undo; requests per second over the whole load. Afterwards the record on disk is read back and
checked against what the phones were told (:func:`tests.serving.accepted_sequence`).

Target (issue 16): p95 <= 50 ms for a move POST and for a page load.
"""

from __future__ import annotations

import os
import platform
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scorer.session import TableSession  # noqa: E402
from tests.serving import Answer, accepted_sequence, count_of, load, serving  # noqa: E402

GAMES = ("nil", "ufern-des-nils")
#: the kinds of request reported, each with how it is picked from the log
KINDS = {
    "page load (GET /)": lambda a: a.route == "GET /",
    "move POST (all)": lambda a: a.route == "POST /enter",
    "move recorded": lambda a: a.route == "POST /enter" and a.said.startswith("Recorded: ") and not a.again,
    "poll (GET /part)": lambda a: a.route == "GET /part",
    "undo POST": lambda a: a.route == "POST /undo",
}


@contextmanager
def nile_serve(slug: str, record: Path) -> Iterator[str]:
    """``nile serve SLUG --players Anna,Ben --out RECORD`` on a free port of 127.0.0.1, in its own process,
    until the block ends (then Ctrl-C, as a user stops it): yields the address it printed."""
    from tests.serving import free_port

    nile = Path(sys.executable).with_name("nile")
    command = [str(nile)] if nile.exists() else [sys.executable, "-c", "from scorer.cli import app; app()"]
    process = subprocess.Popen(command + ["serve", slug, "--players", "Anna,Ben", "--out", str(record),
                                          "--port", str(free_port())],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    assert process.stdout is not None
    address = None
    for line in process.stdout:
        found = re.search(r"http://127\.0\.0\.1:\d+/\?t=[\w-]+", line)
        if found:
            address = found.group(0)
            break
    try:
        if address is None:
            raise RuntimeError(f"nile serve printed no address (exit {process.wait(timeout=10)})")
        import httpx

        deadline = time.monotonic() + 20
        while True:  # the address is printed before uvicorn listens
            try:
                httpx.get(address, timeout=2)
                break
            except httpx.TransportError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.05)
        yield address
    finally:
        process.send_signal(signal.SIGINT)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@contextmanager
def in_thread(slug: str, record: Path) -> Iterator[str]:
    """A new 2-player game of ``slug`` served by uvicorn in a thread of this process, as the load test
    serves it: yields its address."""
    from tests.test_session import spec_of

    with serving(TableSession.start(spec_of(slug), ["Anna", "Ben"], [], record)) as (address, _):
        yield address


def figures(answers: list[Answer]) -> dict[str, tuple[int, float, float, float, float]]:
    """Per kind of :data:`KINDS`: (how many, p50, p95, p99, max) in milliseconds."""
    out = {}
    for kind, picked in KINDS.items():
        ms = [a.seconds * 1000 for a in answers if picked(a)]
        if len(ms) >= 2:
            q = statistics.quantiles(ms, n=100, method="inclusive")
            out[kind] = (len(ms), q[49], q[94], q[98], max(ms))
    return out


def run(slug: str, requests: int, seed: int, thread: bool, phones: int = 6) -> None:
    """Serve a new 2-player game of ``slug``, load it with ``phones`` phones, print the figures, check
    the record."""
    import httpx

    from tests.test_session import spec_of

    spec = spec_of(slug)
    with tempfile.TemporaryDirectory() as folder:
        record = Path(folder) / "game.yaml"
        with (in_thread if thread else nile_serve)(slug, record) as address:
            answers, seconds = load(address, seed, phones=phones, requests=requests, deadline=30 * requests)
            shown = re.search(r'hx-get="/part\?rev=([0-9a-f]+\.[0-9]+)', httpx.get(address, timeout=30).text)
        assert shown, "the page shows no revision"
        expected = accepted_sequence(answers, count_of(shown.group(1)))
        again = TableSession.resume(record)
        assert [entry for _, entry in again.history()] == expected, "the record differs from what the phones were told"
    where_served = "uvicorn in a thread of the benchmark" if thread else "nile serve in its own process"
    print(f"\n{spec.title}, 2 players, {where_served}, {phones} phone{'s' if phones != 1 else ''}: {len(answers)} requests in {seconds:.1f} s = "
          f"{len(answers) / seconds:.0f} requests/s; the game stood at step {again.step}"
          f"{', over' if again.over else ''}, {len(expected)} entries on record, as the phones were told")
    print(f"  {'ms':<20} {'count':>6} {'p50':>7} {'p95':>7} {'p99':>7} {'max':>7}")
    for kind, (n, p50, p95, p99, top) in figures(answers).items():
        print(f"  {kind:<20} {n:>6} {p50:>7.1f} {p95:>7.1f} {p99:>7.1f} {top:>7.1f}")


def main() -> None:
    """Each game of :data:`GAMES` under the load; the arguments as the module docstring says."""
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    requests = int(args[0]) if args else 500
    phones = int(next((a.split("=", 1)[1] for a in sys.argv if a.startswith("--phones=")), 6))
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}; "
          f"{phones} phone{'s' if phones != 1 else ''} x {requests} requests; load average {os.getloadavg()[0]:.1f}")
    for seed, slug in enumerate(GAMES, start=71):
        run(slug, requests, seed, "--thread" in sys.argv, phones)
    print("\ntarget: p95 <= 50 ms for a move POST and for a page load")


if __name__ == "__main__":
    main()
