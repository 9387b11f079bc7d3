"""Benchmarks for nile (not tests: nothing here asserts a time). Run: python benchmarks/bench.py

(a) ``nile print land-unter`` against a minimal reportlab script drawing the same number of cards
    (a filled rectangle and a number per card, fronts and backs): target <= 3x.
(b) simulate + replay of complete 5-player Land Unter games: target >= 200 games per second.
(c) ``nile --help`` start-up: target < 0.25 s.
(d) peak memory (max RSS) of ``nile print land-unter``: target < 150 MB.
"""

from __future__ import annotations

import io
import os
import platform
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

NILE = [sys.executable, "-c", "from scorer.cli import main; main()"]


def best_of(fn, runs: int = 5) -> float:
    """The fastest of ``runs`` wall-clock timings of ``fn()``, in seconds."""
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times)


def minimal_reportlab(cards: int) -> None:
    """The baseline: a bare reportlab canvas, 9 poker cards per A4 page, fronts and backs."""
    from minimal_print import draw

    draw(io.BytesIO(), cards)


def same_art_reportlab() -> None:
    """A second baseline: a bare canvas drawing the same Land Unter art for all 113 cards and their
    backs, straight onto 9-up pages (no forms, no contents page, no crop marks, no score pad)."""
    from reportlab.pdfgen.canvas import Canvas

    from pnp.art import art_for
    from gamedata.catalogue import load_catalogue, load_paper
    from pnp.paper import FONT, MM, Inks, register_fonts

    register_fonts()
    cat = load_catalogue("land-unter")
    card = load_paper().card_sizes["poker"]
    art = art_for("land-unter")(cat, Inks(), card, 0)
    faces = [f for g in art.groups() for f in g.faces]
    c = Canvas(io.BytesIO(), pagesize=(210 * MM, 297 * MM), initialFontName=FONT)
    for start in range(0, len(faces), 9):
        for side in ("front", "back"):
            for i, face in enumerate(faces[start:start + 9]):
                c.saveState()
                c.scale(MM, MM)
                c.translate(10.5 + (i % 3) * 63, 192.5 - (i // 3) * 88)
                art.draw(c, face.front if side == "front" else face.back, 63, 88)
                c.restoreState()
            c.showPage()
    c.save()


def bench_print() -> dict:
    from pnp.build import PrintOptions, build_game

    out = Path(tempfile.mkdtemp())
    build_game("land-unter", PrintOptions(), out)  # warm imports and font loading
    ours = best_of(lambda: build_game("land-unter", PrintOptions(), out))
    base = best_of(lambda: minimal_reportlab(113))
    same = best_of(lambda: same_art_reportlab())
    return {"nile print land-unter (s)": ours, "bare rect+number script (s)": base, "ratio to it": ours / base,
            "bare script with the same art (s)": same, "ratio to that": ours / same}


def bench_games(n_games: int = 300, game: str = "land-unter", players: int = 5) -> dict:
    """Simulate ``n_games`` complete games and replay each move list through a fresh state."""
    from importlib import import_module

    from scorer.engine import Step, replay

    package = {"ufern-des-nils": "ufern"}.get(game, game.replace("-", "_"))
    module = import_module(f"scorer.games.{package}.engine")
    state_class = {"land-unter": "LandUnter", "nile": "Nile", "nil": "Nil", "ufern-des-nils": "Ufern"}[game]
    names = ["Anna", "Ben", "Cleo", "Dana", "Emil"][:players]
    moves_total = 0
    t = time.perf_counter()
    for seed in range(n_games):
        _, moves = module.simulate(names, seed)
        result = replay(getattr(module, state_class)(names), [Step(m, "", "") for m in moves])
        assert result.legal and result.state.is_over
        moves_total += len(moves)
    elapsed = time.perf_counter() - t
    return {"games": n_games, "moves per game": moves_total // n_games, "seconds": elapsed,
            "games per second": n_games / elapsed}


def bench_nile_games() -> dict:
    return bench_games(300, "nile", 4)


def bench_nil_games() -> dict:
    return bench_games(200, "nil", 4)


def bench_ufern_games() -> dict:
    return bench_games(100, "ufern-des-nils", 4)


def bench_nile_records(n_games: int = 30) -> dict:
    """The whole path of ``nile check``: write the YAML record of a simulated game, read it back
    (line numbers kept), replay it. Slower than (b): YAML parsing dominates."""
    import yaml

    from gamedata.yamlfile import parse_yaml
    from scorer.engine import replay
    from scorer.games.nile import GAME
    from scorer.games.nile import record as nile_record

    names = ["Anna", "Ben", "Cleo", "Dana"]
    texts = [yaml.safe_dump(GAME.simulate_record(names, seed), sort_keys=False) for seed in range(n_games)]
    t = time.perf_counter()
    for text in texts:
        rec = nile_record.read(parse_yaml(text, "game.yaml"))
        assert replay(rec.state, rec.steps).legal
    elapsed = time.perf_counter() - t
    return {"records": n_games, "seconds": elapsed, "records per second": n_games / elapsed}


def bench_help() -> dict:
    env = dict(os.environ)
    run = lambda: subprocess.run(NILE + ["--help"], capture_output=True, check=True, env=env)  # noqa: E731
    startup = best_of(run, 7)
    bare = best_of(lambda: subprocess.run([sys.executable, "-c", "pass"], check=True), 7)
    return {"nile --help (s)": startup, "bare python (s)": bare, "ratio": startup / bare}


def bench_processes(runs: int = 9) -> dict:
    """Whole processes, measured side by side in one run (best of ``runs``, alternating):
    ``nile print land-unter`` against a minimal reportlab script drawing 113 cards front and back, and
    ``nile check`` of a 5-player Land Unter game against ``nile --help``."""
    out = Path(tempfile.mkdtemp())
    record = out / "game.yaml"
    subprocess.run(NILE + ["simulate", "land-unter", "-n", "5", "--seed", "1", "--out", str(record)],
                   check=True, capture_output=True)
    commands = {
        "print": NILE + ["print", "land-unter", "--out", str(out)],
        "minimal": [sys.executable, str(Path(__file__).with_name("minimal_print.py")), str(out / "minimal.pdf")],
        "check": NILE + ["check", str(record)],
        "help": NILE + ["--help"],
    }
    best = {k: float("inf") for k in commands}
    for _ in range(runs):
        for name, command in commands.items():
            t = time.perf_counter()
            subprocess.run(command, check=True, capture_output=True)
            best[name] = min(best[name], time.perf_counter() - t)
    return {"nile print land-unter (s)": best["print"], "minimal script (s)": best["minimal"],
            "print ratio": best["print"] / best["minimal"], "nile check, 5 players (s)": best["check"],
            "nile --help (s)": best["help"], "check ratio": best["check"] / best["help"]}


def bench_memory() -> dict:
    out = tempfile.mkdtemp()
    code = ("import resource; from pathlib import Path; from pnp.build import PrintOptions, build_game; "
            f"build_game('land-unter', PrintOptions(), Path({out!r})); "
            "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)")
    kb = int(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout)
    return {"peak RSS while printing (MB)": kb / 1024}


def main() -> None:
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}, "
          f"{platform.system()} {platform.release()}")
    random.seed(0)
    for name, fn, target in (("(a) print", bench_print, "ratio <= 3"),
                             ("(b) simulate + replay, Land Unter, 5 players", bench_games, ">= 200 games/s"),
                             ("(b') simulate + replay, NILE, 4 players", bench_nile_games, ">= 100 games/s"),
                             ("(b'') read + check a NILE record, 4 players", bench_nile_records, "none"),
                             ("(b3) simulate + replay, NIL, 4 players", bench_nil_games, ">= 100 games/s"),
                             ("(b4) simulate + replay, An den Ufern des Nils, 4 players", bench_ufern_games,
                              ">= 50 games/s"),
                             ("(c) start-up", bench_help, "< 0.25 s"),
                             ("(e) whole processes", bench_processes, "print ratio <= 3, check ratio <= 1.3"),
                             ("(d) memory", bench_memory, "< 150 MB")):
        figures = fn()
        shown = ", ".join(f"{k}: {v:.3f}" if isinstance(v, float) else f"{k}: {v}" for k, v in figures.items())
        print(f"{name}: {shown}   [target {target}]")


if __name__ == "__main__":
    main()
