"""The ``nile`` command: print, check, score, simulate, games.

Exit codes: 0 ok; 1 the record breaks a rule (check) or the game is not over (score without
``--partial``); 2 unusable input (bad YAML, unknown game, bad option). Human output goes to stdout,
diagnostics to stderr; ``--json`` prints one JSON document on stdout.

The command stays thin: reportlab is imported only by ``nile print``, the engines only when needed.
"""

from __future__ import annotations

import json
import sys
from enum import Enum
from pathlib import Path
from typing import Optional

import typer

app = typer.Typer(add_completion=False, no_args_is_help=True, pretty_exceptions_enable=False,
                  help="Print-and-play PDFs and a table referee for four Nile games.")


class Paper(str, Enum):
    a4 = "a4"
    letter = "letter"
    a3 = "a3"


class Layout(str, Enum):
    duplex = "duplex"
    gutter_fold = "gutter-fold"


class CardSize(str, Enum):
    poker = "poker"
    bridge = "bridge"
    euro = "euro"
    mini = "mini"


def fail(message: str, code: int = 2) -> None:
    """Print ``message`` on stderr and exit with ``code`` (2: unusable input)."""
    typer.echo(message, err=True)
    raise typer.Exit(code)


def _parse_offset(text: str) -> tuple[float, float]:
    try:
        x, y = (float(v) for v in text.split(","))
    except ValueError:
        fail(f"--back-offset: expected two numbers in millimetres as X,Y (e.g. 0.5,-1), not {text!r}")
    if abs(x) > 20 or abs(y) > 20:
        fail(f"--back-offset: {x},{y} mm is more than any printer drifts (at most 20 mm each way)")
    return x, y


@app.command("print")
def print_(
    games: list[str] = typer.Argument(None, help="Games to print (default: every game)."),
    paper: Paper = typer.Option(Paper.a4, help="Paper size."),
    layout: Layout = typer.Option(Layout.duplex, help="duplex: backs on the following page, mirrored for "
                                  "flip-on-long-edge; gutter-fold: fronts and backs side by side to fold."),
    back_offset: str = typer.Option("0,0", help="Shift of the back pages X,Y in mm (measure it with --calibration)."),
    bleed: float = typer.Option(0.0, min=0.0, max=5.0, help="Bleed in mm around each card (0 for home printing)."),
    greyscale: bool = typer.Option(False, "--greyscale", help="Ink-saver greyscale art."),
    card_size: Optional[CardSize] = typer.Option(None, help="Card size preset (default: the game's own)."),
    calibration: bool = typer.Option(False, "--calibration", help="Print only the duplex calibration page."),
    out: Path = typer.Option(Path("output"), help="Folder for the PDFs."),
) -> None:
    """Print-and-play PDFs: every component, crop marks, backs, contents page, score pad."""
    from pnp.catalogue import known_games

    offset = _parse_offset(back_offset)
    selected = games or known_games()
    for g in selected:
        if g not in known_games():
            fail(f"unknown game {g!r}; this version prints: {', '.join(known_games())}")
    if out.exists() and not out.is_dir():
        fail(f"--out: {out} is a file, not a folder")
    from pnp.build import PrintOptions, build_calibration, build_game

    opts = PrintOptions(paper=paper.value, layout=layout.value, back_offset=offset, bleed=bleed,
                        greyscale=greyscale, card_size=card_size.value if card_size else None)
    out.mkdir(parents=True, exist_ok=True)
    if calibration:
        typer.echo(str(build_calibration(opts, out)))
        return
    for i, g in enumerate(selected, 1):
        typer.echo(f"[{i}/{len(selected)}] printing {g} ({paper.value}, {layout.value}) ...", err=True)
        path = build_game(g, opts, out, progress=lambda msg: typer.echo(f"    {msg}", err=True))
        typer.echo(str(path))


def _replay(record: Path, keep_going: bool = False):
    """Read ``record`` and replay it: (RecordedGame, Replay). Unusable input exits 2."""
    from scorer.engine import InvalidMove, replay
    from scorer.record import RecordError, load_record

    try:
        rec = load_record(record)
        return rec, replay(rec.state, rec.steps, keep_going=keep_going)
    except RecordError as exc:
        fail(f"{exc}\n(the record was not changed)")
    except InvalidMove as exc:
        fail(f"{record}: {exc}")


@app.command()
def check(
    record: Path = typer.Argument(..., help="The record (YAML) to referee."),
    keep_going: bool = typer.Option(False, "--keep-going", help="List every illegal step, not just the first."),
    as_json: bool = typer.Option(False, "--json", help="One JSON document on stdout."),
) -> None:
    """Referee a recorded game: exit 0 if every move is legal, 1 with the first illegal step."""
    from scorer.games import record_module
    from scorer.report import check_json, check_text

    rec, result = _replay(record, keep_going)
    if as_json:
        typer.echo(json.dumps(check_json(str(record), rec.game, result), ensure_ascii=False, indent=2))
    else:
        text = check_text(str(record), record_module(rec.game).TITLE, result, rec.info, keep_going)
        typer.echo(text, nl=False, err=not result.legal)
    raise typer.Exit(0 if result.legal else 1)


@app.command()
def score(
    record: Path = typer.Argument(..., help="A full record, or a tally-only record of the end counts."),
    partial: bool = typer.Option(False, "--partial", help="Standings so far of a game that is not over."),
    as_json: bool = typer.Option(False, "--json", help="One JSON document on stdout."),
) -> None:
    """Final scores, ranks, winners and the tiebreak in words."""
    from scorer.games import record_module
    from scorer.report import score_json, score_text

    rec, result = _replay(record)
    if not result.legal:
        v = result.violations[0]
        fail(f"{v.step.where}: {v.step.context}: {v.error.reason}\n  rule: {v.error.rule}\n"
             f"cannot score a game that breaks the rules; run 'nile check {record}' for details", 1)
    state = result.state
    if not state.is_over and not partial:
        fail(f"{record}: the game is not over ({state.position()}); use --partial for the standings so far", 1)
    ranking = state.ranking()
    if as_json:
        typer.echo(json.dumps(score_json(rec.game, ranking), ensure_ascii=False, indent=2))
    else:
        typer.echo(score_text(record_module(rec.game).TITLE, ranking), nl=False)


@app.command()
def simulate(
    game: str = typer.Argument(..., help="The game to simulate."),
    players: int = typer.Option(..., "--players", "-n", help="Number of players."),
    seed: int = typer.Option(0, help="Random seed: the same seed gives the same game."),
    out: Optional[Path] = typer.Option(None, help="Write the record here (default: stdout). Never overwrites."),
    variant: list[str] = typer.Option([], help="A variant to play (repeatable), e.g. open-play."),
    names: Optional[str] = typer.Option(None, help="Player names, comma-separated (default: Anna, Ben, ...)."),
) -> None:
    """Write a complete random legal game as a record that check and score accept."""
    import yaml

    from scorer.engine import SetupError
    from scorer.games import RECORD_MODULES, record_module

    if game not in RECORD_MODULES:
        fail(f"unknown game {game!r}; this version simulates: {', '.join(RECORD_MODULES)}")
    mod = record_module(game)
    defaults = mod.DEFAULT_NAMES + [f"Player {i}" for i in range(len(mod.DEFAULT_NAMES) + 1, players + 1)]
    player_names = [s.strip() for s in names.split(",")] if names else defaults[:players]
    if len(player_names) != players:
        fail(f"--names: {len(player_names)} names for --players {players}")
    if out is not None and out.exists():
        fail(f"{out} already exists; nile never overwrites a file (choose another --out)")
    try:
        record = mod.simulate_record(player_names, seed, variant)
    except SetupError as exc:
        fail(f"{game}: {exc}")
    text = f"# A random legal game of {mod.TITLE}, simulated by `nile simulate` (seed {seed}).\n"
    text += yaml.safe_dump(record, sort_keys=False, default_flow_style=None, allow_unicode=True, width=100)
    if out is None:
        typer.echo(text, nl=False)
    else:
        out.parent.mkdir(parents=True, exist_ok=True)
        with open(out, "x", encoding="utf-8") as fh:
            fh.write(text)
        typer.echo(str(out))


@app.command()
def games() -> None:
    """List the games, their player counts and variants."""
    from pnp.catalogue import known_games, load_catalogue
    from scorer.games import RECORD_MODULES

    for g in known_games():
        cat = load_catalogue(g)
        can = "print, check, score, simulate" if g in RECORD_MODULES else "print"
        variants = f"; variants: {', '.join(cat.variant_ids)}" if cat.variants else ""
        typer.echo(f"{g:16} {cat.title} ({cat.players.min}-{cat.players.max} players){variants} — {can}")


def main() -> None:
    """Entry point of the ``nile`` console script."""
    from pnp.yamlfile import SourceError

    try:
        app()
    except SourceError as exc:  # a broken catalogue: name the file, line and field
        typer.echo(f"{exc}", err=True)
        sys.exit(2)


if __name__ == "__main__":
    main()
