"""``nile games``: the games, what ``nile`` can do with each, and the extras installed."""

from __future__ import annotations

import typer

from scorer.cli.common import EXTRAS, Command, Words, app, extra_hint, speaking


@app.command(cls=Command, short_help="List the games and what nile can do with each.")
def games(lang: Words = None) -> None:
    """List the games, their player counts and variants, and the games still planned; then whether the
    extras of `nile serve` and `nile study` are installed."""
    speaking(lang)  # (a language nile does not speak exits 2)
    from pnp.art import has_art
    from gamedata.catalogue import known_games, load_catalogue, planned_games
    from scorer.cli.help_words import spoken
    from scorer.cli.usage import usage
    from scorer.games import registry
    from scorer.i18n import in_words

    lang = spoken()

    refereed = registry()
    for g in known_games():
        cat = load_catalogue(g)
        spec = refereed.get(g)
        can = ", ".join(([] if not has_art(g) else ["print"]) + (["check, score, simulate, play"] if spec else [])
                        + (["show"] if spec and spec.picture is not None else [])
                        + (["study"] if spec and spec.study is not None else []))
        variants = in_words(usage("nile-help.games.variants", variants=list(cat.variant_ids)), lang) \
            if cat.variants else ""
        typer.echo(in_words(usage("nile-help.games.line", slug=f"{g:16}", title=cat.title, least=cat.players.min,
                                  most=cat.players.max, variants=variants, can=can), lang))
    for g, title in planned_games().items():
        typer.echo(in_words(usage("nile-help.games.planned", slug=f"{g:16}", title=title), lang))
    from importlib.util import find_spec

    for extra, modules in EXTRAS.items():
        there = all(find_spec(m) is not None for m in modules)
        state = in_words(usage("nile-help.extra.installed") if there else
                         usage("nile-help.extra.not-installed", install=extra_hint(extra)), lang)
        typer.echo(f"{'[' + extra + ']':16} nile {extra} — {state}")
