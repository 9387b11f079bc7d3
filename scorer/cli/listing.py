"""``nile games``: the games, what ``nile`` can do with each, and the extras installed."""

from __future__ import annotations

import typer

from scorer.cli.common import EXTRAS, Command, app, extra_hint


@app.command(cls=Command, short_help="List the games and what nile can do with each.")
def games() -> None:
    """List the games, their player counts and variants, and the games still planned; then whether the
    extras of `nile serve` and `nile study` are installed."""
    from pnp.art import has_art
    from gamedata.catalogue import known_games, load_catalogue, planned_games
    from scorer.games import registry

    refereed = registry()
    for g in known_games():
        cat = load_catalogue(g)
        spec = refereed.get(g)
        can = ", ".join(([] if not has_art(g) else ["print"]) + (["check, score, simulate, play"] if spec else [])
                        + (["show"] if spec and spec.picture is not None else [])
                        + (["study"] if spec and spec.study is not None else []))
        variants = f"; variants: {', '.join(cat.variant_ids)}" if cat.variants else ""
        typer.echo(f"{g:16} {cat.title} ({cat.players.min}-{cat.players.max} players){variants} — {can}")
    for g, title in planned_games().items():
        typer.echo(f"{g:16} {title} — planned, not in this version yet")
    from importlib.util import find_spec

    for extra, modules in EXTRAS.items():
        there = all(find_spec(m) is not None for m in modules)
        state = "installed" if there else f"not installed: {extra_hint(extra)}"
        typer.echo(f"{'[' + extra + ']':16} nile {extra} — {state}")
