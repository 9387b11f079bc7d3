"""``nile serve`` under six phones at once (not a test: nothing here asserts a time).

Run: ``python benchmarks/serve.py [REQUESTS] [--thread] [--phones=N] [--readers=N] [--every=SECONDS]``

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

With ``--readers=N`` (default 8; 0 for none), each game is played twice: by the phones alone, then by the
phones beside N read-only screens (the table's page, no token), each polling ``GET /part`` as its htmx
does, every ``--every`` seconds (default 0.25: six times a real page's 1.5 s, to stress the server; in a
process of their own, as screens are devices of their own),
and on each new revision taking the whole part (the board with it), as htmx swaps it in. Printed: the
move POST's p95 without and with them, their ratio (target <= 1.5), and the readers' own poll times.
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
from typing import Any, Iterator

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


def _read(base: str, readers: int, every: float, ready: Any, stop: Any, out: Any) -> None:
    """In a process of its own (as the screens are devices of their own): ``readers`` threads, each a
    read-only screen polling as htmx does (see :func:`reading`) until ``stop`` is set; then every poll's
    seconds are put in ``out``."""
    import threading

    import httpx

    times: list[float] = []
    started = threading.Barrier(readers + 1)

    def read() -> None:
        with httpx.Client(base_url=base, timeout=30, headers={"accept-encoding": "gzip"}) as client:
            page = client.get("/").text
            rev = re.search(r'hx-get="/part\?rev=([0-9a-f]+\.[0-9]+)', page)
            revision = rev.group(1) if rev else "0.0"
            started.wait()
            while not stop.wait(every):
                began = time.perf_counter()
                answer = client.get("/part", params={"rev": revision})
                times.append(time.perf_counter() - began)
                found = re.search(r'hx-get="/part\?rev=([0-9a-f]+\.[0-9]+)', answer.text) \
                    if answer.status_code == 200 else None
                revision = found.group(1) if found else revision

    threads = [threading.Thread(target=read, daemon=True) for _ in range(readers)]
    for thread in threads:
        thread.start()
    started.wait()
    ready.set()
    for thread in threads:
        thread.join()
    out.put(times)


@contextmanager
def reading(address: str, readers: int, every: float) -> Iterator[list[float]]:
    """``readers`` read-only screens (the table's page: ``address`` without its token), in a process of
    their own, polling every ``every`` seconds while the block runs, as htmx polls: ``GET /part?rev=R``
    (204 while nothing changed; the new part, which carries the next revision, when the game moved on).
    Yields the list their requests' seconds are put in once the block ends."""
    times: list[float] = []
    if not readers:
        yield times
        return
    import multiprocessing

    context = multiprocessing.get_context("spawn")
    ready, stop, out = context.Event(), context.Event(), context.Queue()
    process = context.Process(target=_read, args=(address.split("/?t=")[0], readers, every, ready, stop, out))
    process.start()
    ready.wait(timeout=60)
    try:
        yield times
    finally:
        stop.set()
        times.extend(out.get(timeout=60))
        process.join(timeout=30)


def run(slug: str, requests: int, seed: int, thread: bool, phones: int = 6, readers: int = 0,
        every: float = 0.25) -> dict[str, tuple[int, float, float, float, float]]:
    """Serve a new 2-player game of ``slug``, load it with ``phones`` phones (beside ``readers`` read-only
    screens polling every ``every`` s), print the figures, check the record; return the figures."""
    import httpx

    from tests.test_session import spec_of

    spec = spec_of(slug)
    with tempfile.TemporaryDirectory() as folder:
        record = Path(folder) / "game.yaml"
        with (in_thread if thread else nile_serve)(slug, record) as address:
            with reading(address, readers, every) as polls:
                answers, seconds = load(address, seed, phones=phones, requests=requests, deadline=30 * requests)
            shown = re.search(r'hx-get="/part\?rev=([0-9a-f]+\.[0-9]+)', httpx.get(address, timeout=30).text)
        assert shown, "the page shows no revision"
        expected = accepted_sequence(answers, count_of(shown.group(1)))
        again = TableSession.resume(record)
        assert [entry for _, entry in again.history()] == expected, "the record differs from what the phones were told"
    where_served = "uvicorn in a thread of the benchmark" if thread else "nile serve in its own process"
    beside = f" beside {readers} read-only screens polling every {every:g} s" if readers else ""
    print(f"\n{spec.title}, 2 players, {where_served}, {phones} phone{'s' if phones != 1 else ''}{beside}: {len(answers)} requests in {seconds:.1f} s = "
          f"{len(answers) / seconds:.0f} requests/s; the game stood at step {again.step}"
          f"{', over' if again.over else ''}, {len(expected)} entries on record, as the phones were told")
    print(f"  {'ms':<20} {'count':>6} {'p50':>7} {'p95':>7} {'p99':>7} {'max':>7}")
    found = figures(answers)
    for kind, (n, p50, p95, p99, top) in found.items():
        print(f"  {kind:<20} {n:>6} {p50:>7.1f} {p95:>7.1f} {p99:>7.1f} {top:>7.1f}")
    if len(polls) >= 2:
        q = statistics.quantiles([t * 1000 for t in polls], n=100, method="inclusive")
        print(f"  {'read-only poll':<20} {len(polls):>6} {q[49]:>7.1f} {q[94]:>7.1f} {q[98]:>7.1f} {max(polls) * 1000:>7.1f}")
    return found


def updates(slug: str, seed: int, every: int = 1) -> None:
    """One update's cost, at every ``every``-th step of a simulated 2-player game of ``slug``: the board
    drawn for the moving phone (the host's view, targets, play zoom; CPU time, the cache emptied first) and
    the page part the answer carries (its size gzipped, as the server sends it)."""
    import gzip

    from starlette.testclient import TestClient

    from scorer.web.app import create_app
    from scorer.web.table import SharedTable
    from tests.test_session import spec_of, typed_game

    names, _, texts = typed_game(slug, seed, 2)
    with tempfile.TemporaryDirectory() as folder:
        table = SharedTable(TableSession.start(spec_of(slug), names, [], Path(folder) / "g.yaml"))
        client = TestClient(create_app(table, "t" * 16))
        drawn, sizes = [], []
        for i, text in enumerate(texts):
            if i % every == 0:
                table.boards.clear()
                began = time.process_time()
                table.board(None, "play", True, "?at={at}&t=" + "t" * 16 + "#tapped")
                drawn.append((time.process_time() - began) * 1000)
                part = client.get("/part", params={"rev": "0.0", "t": "t" * 16}, headers={"HX-Request": "true"})
                sizes.append(len(gzip.compress(part.content)))
            table.enter(text, table.revision)
    q = statistics.quantiles(drawn, n=100, method="inclusive")
    print(f"{slug}: {len(drawn)} positions: board drawn (CPU) p50 {q[49]:.1f} ms, p95 {q[94]:.1f} ms, max "
          f"{max(drawn):.1f} ms; an update's part gzipped: median {statistics.median(sizes) / 1000:.1f} KB, "
          f"max {max(sizes) / 1000:.1f} KB (targets: <= 50 ms, <= 100 KB)")


def main() -> None:
    """Each game of :data:`GAMES` under the load; the arguments as the module docstring says."""
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    requests = int(args[0]) if args else 500
    phones = int(next((a.split("=", 1)[1] for a in sys.argv if a.startswith("--phones=")), 6))
    readers = int(next((a.split("=", 1)[1] for a in sys.argv if a.startswith("--readers=")), 8))
    every = float(next((a.split("=", 1)[1] for a in sys.argv if a.startswith("--every=")), 0.25))
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}; "
          f"{phones} phone{'s' if phones != 1 else ''} x {requests} requests; load average {os.getloadavg()[0]:.1f}")
    for seed, slug in enumerate(GAMES, start=71):
        updates(slug, seed)
    ratios = []
    for seed, slug in enumerate(GAMES, start=71):
        alone = run(slug, requests, seed, "--thread" in sys.argv, phones)
        if readers:
            crowded = run(slug, requests, seed, "--thread" in sys.argv, phones, readers, every)
            kind = "move POST (all)"
            ratios.append((slug, alone[kind][2], crowded[kind][2]))
    print(f"\nload average at the end {os.getloadavg()[0]:.1f}")
    for slug, p95, beside in ratios:
        print(f"{slug}: move POST p95 {p95:.1f} ms alone, {beside:.1f} ms beside {readers} read-only screens: "
              f"x{beside / p95:.2f} (target <= 1.5)")
    print("\ntarget: p95 <= 50 ms for a move POST and for a page load")


if __name__ == "__main__":
    main()
