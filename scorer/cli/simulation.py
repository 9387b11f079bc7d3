"""``nile simulate`` (a random legal game as a record) and ``nile study`` (many simulated games, a
report with plots)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Optional

import typer

from scorer.cli.common import (Command, Lang, Words, app, fail, said_output, names_a_file, needs_extra, slug_of, speaking,
                               split_names)
from scorer.cli.usage import usage


@app.command(cls=Command, short_help="Write a random legal game as a record.")
def simulate(
    game: str = typer.Argument(..., metavar="GAME", help="The game to simulate."),
    players: int = typer.Option(..., "--players", "-n", metavar="N", help="Number of players."),
    seed: int = typer.Option(0, metavar="N", help="Random seed: the same seed gives the same game."),
    out: Optional[Path] = typer.Option(None, metavar="RECORD",
                                       help="Write the record here (default: stdout). Never overwrites."),
    variant: list[str] = typer.Option([], metavar="VARIANT", help="A variant to play (repeatable), e.g. open-play."),
    names: Optional[str] = typer.Option(None, metavar="A,B,...",
                                        help="Player names, comma-separated (default: Anna, Ben, ...)."),
    lang: Words = None,
) -> None:
    """Write a complete random legal game as a record that check and score accept."""
    speaking(lang)  # its errors in the reader's words (the record is English, as every record)
    from gamedata.catalogue import load_catalogue
    from scorer.engine import SetupError
    from scorer.games import registry

    slug = slug_of(game, list(registry()), "simulates")
    cat = load_catalogue(slug)
    if not cat.players.min <= players <= cat.players.max:
        fail(usage("nile-help.players.range", option="--players", title=cat.title, least=cat.players.min,
                   most=cat.players.max, given=str(players)))
    spec = registry()[slug]
    player_names = split_names(names) if names is not None else spec.names(players)
    if len(player_names) != players:
        fail(usage("nile-help.names.count", given=len(player_names), players=players))
    from scorer.record import name_problem

    for name in player_names:
        if name_problem(name):
            fail(usage("nile-help.names.problem", problem=name_problem(name)))
    if out is not None:
        names_a_file(out, "--out", "record", "game.yaml")
    if out is not None and (out.exists() or out.is_symlink()):
        fail(usage("nile-help.file.exists", path=str(out)))
    try:
        record = spec.simulate_record(player_names, seed, variant)
    except SetupError as exc:
        from scorer.engine import say

        fail(say("nile-cli.setup.in-game", game=slug, problem=exc.args[0]))
    text = _record_text(record, spec.title, seed)
    if out is None:
        typer.echo(text, nl=False)
        return
    from gamedata.outfile import OutputError, written

    try:
        with written(out, overwrite=False) as tmp:
            tmp.write_text(text, encoding="utf-8")
    except OutputError as exc:
        fail(said_output(exc))
    typer.echo(str(out))


@app.command(cls=Command, short_help="Play many simulated games and write a report with plots.")
def study(
    game: str = typer.Argument(..., metavar="GAME", help="The game to study (nile games lists which: the "
                                "reconstructed board games)."),
    games: int = typer.Option(1000, "--games", metavar="N", help="Games per player count."),
    players: Optional[str] = typer.Option(None, "--players", "-n", metavar="N|A..B",
                                          help="Player counts, e.g. 2..5 or 2,4 (default: every count the game "
                                          "seats; counts it does not seat are left out)."),
    jobs: Optional[int] = typer.Option(None, "--jobs", "-j", metavar="N",
                                       help="Processes to play in (default: the machine's cores)."),
    seed: int = typer.Option(0, metavar="N", help="First seed: game i of every count is seed N+i."),
    out: Optional[Path] = typer.Option(None, metavar="REPORT.md",
                                       help="The Markdown report (default: docs/study-GAME.md); the plots go "
                                       "into study/ beside it. Replaces an earlier report."),
    lang: Lang = None,
) -> None:
    """Play seeded simulated games of a reconstructed board game at each player count, in parallel, and
    write a Markdown report with plots: game length, how games end, blocked turns or dead rounds, what
    is used, the spread of scores and the first player's win rate.

    Needs the study extra: pip install "nile-games[study]"."""
    needs_extra("study")  # before the games are played for a report that could not be drawn
    import time

    from gamedata.catalogue import load_catalogue
    from scorer.i18n import in_words
    from scorer.study import lenses, parse_counts, run_study

    language = speaking(lang)  # what it says on the terminal, and the Markdown report's words
    slug = slug_of(game, list(lenses()), "studies")
    cat = load_catalogue(slug)
    seats = range(cat.players.min, cat.players.max + 1)
    try:
        asked = parse_counts(players) if players is not None else list(seats)
    except ValueError as exc:
        fail(usage("nile-help.study.players", problem=exc.args[0]))
    counts = [n for n in asked if n in seats]
    if not counts:
        fail(usage("nile-help.players.range", option="--players", title=cat.title, least=cat.players.min,
                   most=cat.players.max, given=str(players)))
    if len(counts) < len(asked):
        left = [str(n) for n in asked if n not in seats]
        typer.echo(in_words(usage("nile-help.players.left-out", title=cat.title, least=cat.players.min,
                                  most=cat.players.max, left=left), language), err=True)
    if not 1 <= games <= 1_000_000:
        fail(usage("nile-help.study.games", games=games))
    jobs = jobs if jobs is not None else (os.cpu_count() or 1)
    if not 1 <= jobs <= 256:
        fail(usage("nile-help.study.jobs", jobs=jobs))
    out = out if out is not None else Path("docs") / f"study-{slug}.md"
    names_a_file(out, "--out", "report", f"study-{slug}.md")
    if out.suffix.lower() != ".md":
        fail(usage("nile-help.study.markdown", name=out.name))
    began = time.perf_counter()
    result = run_study(slug, counts, games, jobs, seed,
                       progress=lambda n: typer.echo(in_words(usage("nile-help.study.progress", players=n, games=games),
                                                              language), err=True))
    took = time.perf_counter() - began
    from gamedata.outfile import OutputError
    from scorer.study_report import headline, write_report

    command = f"nile study {slug} --games {games} --players {_counts_text(counts)}" + (f" --seed {seed}" if seed else "")
    try:
        files = write_report(result, out, command, language)
    except OutputError as exc:
        fail(said_output(exc))
    for line in headline(result, language):
        typer.echo(line)
    typer.echo(in_words(usage("nile-help.study.done", played=usage("nile-help.study.played", games=len(counts) * games),
                              seconds=took, jobs=jobs,
                              report=str(files[0]), plots=str(files[1].parent)), language))


def _counts_text(counts: list[int]) -> str:
    """Player counts as --players takes them: ``2..5`` for a run, ``2,4`` otherwise."""
    if counts == list(range(counts[0], counts[-1] + 1)) and len(counts) > 1:
        return f"{counts[0]}..{counts[-1]}"
    return ",".join(map(str, counts))


def _record_text(record: dict[str, Any], title: str, seed: int) -> str:
    """A simulated record as YAML text, with a first line saying where it came from."""
    import yaml

    text = f"# A random legal game of {title}, simulated by `nile simulate` (seed {seed}).\n"
    return text + yaml.safe_dump(record, sort_keys=False, default_flow_style=None, allow_unicode=True, width=100)
