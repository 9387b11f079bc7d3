"""The tappable board (:func:`scorer.web.board.board_svg`) drawn at every position of simulated games (not a
test: nothing here asserts a time).

Run: ``python benchmarks/board.py [GAMES_PER_TABLE] [--preview DIR] [--lang fr|de]``

For NIL and An den Ufern des Nils at 2 to 4 (NIL) or 2 to 5 (Ufern) players, GAMES_PER_TABLE (default 3)
simulated games each; at every position the session's inputs are made as ``nile serve`` would make them
(the legal entries, the last step) and the board is drawn at both zooms, then the entries at each target as
pictures (:func:`scorer.web.board.target_choices_svg`). Each draw is timed (``time.perf_counter``) after one
warm-up draw (the imports); the SVG's size is measured as it is and gzipped (level 6, as Starlette's
GZipMiddleware sends it).

Printed per game and zoom: p50 / p95 / p99 / max milliseconds to draw (wall clock, and the CPU time of
this process, which other programs on a shared machine do not inflate), max KB and max gzip KB, and the
same for the choices of one target. ``--preview DIR`` also writes, per game, phone pages (360 px wide)
of a few positions with targets to DIR, to look at (``chromium --headless --screenshot``).

``--lang`` draws the boards in that language (a French or German phone's; default English).

Budgets (the table's phones): <= 50 ms to draw and <= 100 KB gzip, for any position.
"""

from __future__ import annotations

import gzip
import platform
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scorer.games import game  # noqa: E402
from scorer.web.board import board_svg, target_choices_svg, targets  # noqa: E402

TABLES = {"nil": (2, 3, 4), "ufern-des-nils": (2, 3, 4, 5)}


def positions(slug: str, players: int, seed: int):
    """Every position of a simulated game with the session's inputs: (state, entries, last step)."""
    spec = game(slug)
    names = list(spec.default_names[:players])
    _, moves = spec.simulate(names, seed, [])
    state, last = spec.new_game(names, []), None
    for move in moves:
        yield state, spec.notation.entries(state), last
        asked = spec.notation.prompt(state).text
        written = spec.notation.format(state, move)
        state.apply(move)
        last = (asked, written)
    yield state, [], last


def percentiles(values: list[float]) -> str:
    q = statistics.quantiles(values, n=100, method="inclusive")
    return f"p50 {q[49]:6.2f}  p95 {q[94]:6.2f}  p99 {q[98]:6.2f}  max {max(values):6.2f} ms"


def page(svg: str, title: str) -> str:
    return (f'<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width">'
            f'<title>{title}</title><body style="margin:0">{svg}</body>')


def main(argv: list[str]) -> None:
    per_table = int(next((a for a in argv if a.isdigit()), "3"))
    preview = Path(argv[argv.index("--preview") + 1]) if "--preview" in argv else None
    lang = argv[argv.index("--lang") + 1] if "--lang" in argv else "en"
    print(f"{platform.machine()}, {platform.python_implementation()} {platform.python_version()}, "
          f"{per_table} games per table")
    for slug, tables in TABLES.items():
        spec = game(slug)
        times: dict[str, list[float]] = {"play": [], "whole": [], "choices": []}
        sizes: dict[str, list[tuple[int, int]]] = {"play": [], "whole": [], "choices": []}
        cpu: dict[str, list[float]] = {"play": [], "whole": []}
        warm = next(positions(slug, 2, 1))
        board_svg(spec, warm[0], warm[1], warm[2], lang=lang)
        shown = 0
        for n in tables:
            for seed in range(1, per_table + 1):
                for state, entries, last in positions(slug, n, seed):
                    for zoom in ("play", "whole"):
                        t0, c0 = time.perf_counter(), time.process_time()
                        svg = board_svg(spec, state, entries, last, zoom=zoom, lang=lang)
                        times[zoom].append((time.perf_counter() - t0) * 1000)
                        cpu[zoom].append((time.process_time() - c0) * 1000)
                        sizes[zoom].append((len(svg.encode()), len(gzip.compress(svg.encode(), 6))))
                    places = targets(spec, state, entries)
                    if places:
                        t0 = time.perf_counter()
                        choices = target_choices_svg(spec, state, entries, places[0].at, lang)
                        times["choices"].append((time.perf_counter() - t0) * 1000)
                        blob = "".join(c.svg for c in choices).encode()
                        sizes["choices"].append((len(blob), len(gzip.compress(blob, 6))))
                        if preview is not None and shown < 6 and len(times["play"]) % 17 == 0:
                            preview.mkdir(parents=True, exist_ok=True)
                            buttons = "".join(f'<button aria-label="{c.label}">{c.svg}</button>' for c in choices)
                            for zoom in ("play", "whole"):
                                svg = board_svg(spec, state, entries, last, zoom=zoom, lang=lang)
                                (preview / f"{slug}-{shown}-{zoom}.html").write_text(
                                    page(svg + f"<p>At {places[0].at}:</p>" + buttons, slug), encoding="utf-8")
                            shown += 1
        for kind in ("play", "whole", "choices"):
            big = max(sizes[kind])
            print(f"{slug:15} {kind:8} {len(times[kind]):5} draws  {percentiles(times[kind])}  "
                  f"largest {big[0] / 1024:6.1f} KB, {max(g for _, g in sizes[kind]) / 1024:5.1f} KB gzip")
            if kind in cpu:
                print(f"{'':15} {'cpu':8} {'':5}        {percentiles(cpu[kind])}  (CPU time of this process)")


if __name__ == "__main__":
    main(sys.argv[1:])
