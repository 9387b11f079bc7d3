"""``nile print``: the print-and-play PDFs of the games (:mod:`pnp.build`), or the print-on-demand files
of a shop (:mod:`pnp.pod`). reportlab is imported only when the command runs."""

from __future__ import annotations

import math
from enum import Enum
from pathlib import Path
from typing import Any, Optional

import typer

from scorer.cli.common import Command, app, fail, said_output, slug_of, speaking
from scorer.cli.usage import usage
from scorer.engine.cli_messages import said


class Paper(str, Enum):
    a4 = "a4"
    letter = "letter"
    a3 = "a3"


class Layout(str, Enum):
    duplex = "duplex"
    gutter_fold = "gutter-fold"


class BoardLayout(str, Enum):
    pages = "pages"
    single = "single"


class TokenShape(str, Enum):
    square = "square"
    round = "round"


class PodShop(str, Enum):
    tgc = "tgc"
    mpc = "mpc"
    png = "png"


class CardSize(str, Enum):
    poker = "poker"
    bridge = "bridge"
    euro = "euro"
    mini = "mini"


def _finite(option: str, value: float) -> float:
    """``value`` if it is a finite number, else exit 2 naming ``option``."""
    if not math.isfinite(value):
        fail(usage("nile-help.print.millimetres", option=option, value=str(value)))
    return value


def _parse_offset(text: str) -> tuple[float, float]:
    try:
        if "_" in text:  # Python reads 1_0 as 10; nobody means that
            raise ValueError(text)
        x, y = (float(v) for v in text.split(","))
    except ValueError:
        fail(usage("nile-help.print.offset-form", text=repr(text)))
    _finite("--back-offset", x)
    _finite("--back-offset", y)
    if abs(x) > 20 or abs(y) > 20:
        fail(usage("nile-help.print.offset-far", x=f"{x:g}", y=f"{y:g}"))
    return x, y


@app.command("print", cls=Command, short_help="Print-and-play PDFs of the games.")
def print_(
    games: list[str] = typer.Argument(None, metavar="[GAMES]...", show_default=False,
                                      help="Games to print (default: every game)."),
    paper: Paper = typer.Option(Paper.a4, case_sensitive=False, help="Paper size."),
    layout: Layout = typer.Option(Layout.duplex, case_sensitive=False,
                                  help="duplex: backs on the following page, mirrored for flip-on-long-edge; "
                                  "gutter-fold: fronts and backs side by side to fold."),
    back_offset: str = typer.Option("0,0", metavar="X,Y",
                                    help="Shift of the back pages X,Y in mm (measure it with --calibration)."),
    bleed: float = typer.Option(0.0, metavar="MM", help="Bleed in mm around each card, 0 to 5 (0 for home "
                                "printing)."),
    ink_saver: bool = typer.Option(False, "--ink-saver", "--greyscale",
                                   help="Ink saver: greys only, pale fills, pale hatched backs, dark text."),
    card_size: Optional[CardSize] = typer.Option(None, case_sensitive=False,
                                                 help="Card size preset (default: the game's own)."),
    board: BoardLayout = typer.Option(BoardLayout.pages, case_sensitive=False,
                                      help="pages: a board larger than the paper is split over pages to glue "
                                      "together; single: the board on one page of its own size, for a print shop."),
    tokens: Optional[TokenShape] = typer.Option(None, case_sensitive=False, help="An den Ufern des Nils' plant "
                                                "tokens: square (straight cuts, the default) or round (for a circle punch)."),
    calibration: bool = typer.Option(False, "--calibration", help="Print only the duplex calibration page "
                                     "(name no game)."),
    pod: Optional[PodShop] = typer.Option(None, case_sensitive=False, metavar="tgc|mpc|png",
                                          help="Print-on-demand files instead of a PDF: one PNG per face at the "
                                          "shop's canvas (tgc: The Game Crafter, mpc: MakePlayingCards, png: trim "
                                          "+ 3 mm bleed), front/back pairs and a manifest.csv."),
    out: Path = typer.Option(Path("output"), metavar="FOLDER", help="Folder for the PDFs (or the --pod folders)."),
    lang: Optional[str] = typer.Option(None, "--lang", metavar="en|fr|de", help="The language of every printed "
                                       "word: en, fr or de (default: from LC_ALL, LC_MESSAGES, LANG or LANGUAGE; "
                                       "else English); French and German say it in the file name (-fr, -de)."),
) -> None:
    """Print-and-play PDFs: every component, crop marks, backs, contents page, score pad."""
    from gamedata.catalogue import known_games

    if pod is not None:
        return _print_pod(games, pod.value, out, card_size.value if card_size else None,
                          {"--paper": paper != Paper.a4, "--layout": layout != Layout.duplex,
                           "--back-offset": back_offset != "0,0", "--bleed": bleed != 0,
                           "--board": board != BoardLayout.pages, "--tokens": tokens is not None,
                           "--lang": lang is not None},
                          ink_saver, calibration, speaking(lang))
    language = speaking(lang)
    offset = _parse_offset(back_offset)
    _finite("--bleed", bleed)
    if not 0 <= bleed <= 5:
        fail(usage("nile-help.print.bleed", bleed=f"{bleed:g}"))
    if calibration and games:
        fail(usage("nile-help.print.calibration-games", games=list(games)))
    from pnp.art import has_art

    printable = [g for g in known_games() if has_art(g)]
    selected = [slug_of(g, printable, "prints") for g in games] if games else printable
    from pnp.build import PrintOptions, build_calibration, build_game
    from gamedata.outfile import OutputError, prepare_folder

    opts = PrintOptions(paper=paper.value, layout=layout.value, back_offset=offset, bleed=bleed,
                        greyscale=ink_saver, card_size=card_size.value if card_size else None,
                        board=board.value, tokens=tokens.value if tokens else "", lang=language)
    try:
        prepare_folder(out)
        if calibration:
            typer.echo(str(build_calibration(opts, out)))
            return
        for i, g in enumerate(selected, 1):
            options = [paper.value, layout.value] + ([] if language == "en" else [language])
            typer.echo(said("nile-cli.print.printing", language, number=i, games=len(selected), game=g, options=options),
                       err=True)
            for note in _options_not_for(g, opts, language):
                typer.echo(f"    {note}", err=True)
            path = build_game(g, opts, out, progress=lambda msg: typer.echo(f"    {msg}", err=True))
            typer.echo(str(path))
    except OutputError as exc:
        fail(said_output(exc))
    except ValueError as exc:  # a card that does not fit the paper, a text that does not fit its card
        fail(f"{exc}")


def _print_pod(games: list[str], shop: str, out: Path, card_size: Optional[str], ignored: dict[str, bool],
               ink_saver: bool, calibration: bool, lang: str = "en") -> None:
    """``nile print --pod SHOP``: the print-on-demand files of each game (:mod:`pnp.pod`), with what
    each component became at the shop, the safe-zone check and the time taken."""
    if calibration or ink_saver:
        fail(usage("nile-help.print.pod-colour", option='--calibration' if calibration else '--ink-saver'))
    from pnp.art import has_art
    from gamedata.catalogue import known_games
    from gamedata.outfile import OutputError
    from pnp.pod import load_shops, write_pod

    printable = [g for g in known_games() if has_art(g)]
    selected = [slug_of(g, printable, "prints") for g in games] if games else printable
    store = load_shops()[shop]
    for option in (o for o, given in ignored.items() if given):
        why = said("nile-cli.pod.why-lang" if option == "--lang" else "nile-cli.pod.why-canvas", lang)
        typer.echo(said("nile-cli.pod.ignored", lang, option=option, why=why), err=True)
    try:
        for i, g in enumerate(selected, 1):
            typer.echo(said("nile-cli.pod.game", lang, number=i, games=len(selected), game=g, shop=store.name), err=True)
            result = write_pod(g, shop, out, card_size,
                               progress=lambda msg: typer.echo(f"    {_progress_words(msg, lang)}", err=True))
            for line in _pod_lines(result, store, lang, g):
                typer.echo(f"    {line}", err=True)
            typer.echo(str(result.folder))
    except OutputError as exc:
        fail(said_output(exc))


def _progress_words(message: str, lang: str) -> str:
    """A line of :func:`pnp.pod.write_pod`'s progress (``36 files from 23 distinct faces, 2 workers``) in ``lang``."""
    import re

    found = re.fullmatch(r"(\d+) files from (\d+) distinct faces, (\d+) workers?", message)
    if found is None:
        return message
    return said("nile-cli.pod.progress", lang, files=int(found[1]), faces=int(found[2]), workers=int(found[3]))


def _pod_lines(result: Any, store: Any, lang: str, game: str) -> list[str]:
    """What ``nile print --pod`` says of ``game``'s files (:class:`pnp.pod.PodResult`) in ``lang``: each component
    (named as the game's print catalogue says it) and the canvas it became at the shop ``store``, the components
    left out, each safe-zone check, the files and time."""
    from pnp.words import translations

    names = translations(game, lang) if lang != "en" else {}
    lines = []
    for comp in result.components:
        lines.append(said("nile-cli.pod.component", lang, name=names.get(comp.name, comp.name),
                          count=sum(f.count for f in comp.faces),
                          width=float(comp.canvas.trim[0]), height=float(comp.canvas.trim[1]),
                          canvas=_canvas_words(comp.canvas, store, lang)))
    lines += list(result.skipped)
    for check in result.checks:
        lines.append(_check_words(check, lang, names.get(check.component, check.component)))
    lines.append(said("nile-cli.pod.done", lang, files=result.files, seconds=float(result.seconds)))
    return lines


def _canvas_words(canvas: Any, store: Any, lang: str) -> str:
    """:meth:`pnp.pod.Canvas.words` in ``lang``: the product and its pixels, or why there is none."""
    size = f"{canvas.px[0]} × {canvas.px[1]} px"
    if canvas.product is not None:
        return f"{canvas.product.name} ({size})"
    written = said("nile-cli.pod.trim", lang, width=float(canvas.trim[0]), height=float(canvas.trim[1]),
                   bleed=float(store.bleed_mm), size=size)
    if not store.products:
        return written
    if canvas.nearest is None:
        return said("nile-cli.pod.no-product", lang, shop=store.name, written=written)
    return said("nile-cli.pod.no-product-nearest", lang, shop=store.name, nearest=canvas.nearest.name,
                width=float(canvas.nearest.trim_mm[0]), height=float(canvas.nearest.trim_mm[1]), written=written)


def _check_words(check: Any, lang: str, name: str = "") -> str:
    """:meth:`pnp.pod.SafeCheck.words` in ``lang`` (a warning when a text is outside the shop's safe area), the
    component called ``name`` (its English where not given)."""
    if check.closest is None:
        return said("nile-cli.pod.no-text", lang, component=name or check.component)
    values = dict(component=name or check.component, text=repr(check.text), face=check.face, closest=float(check.closest),
                  needed=float(check.needed))
    if check.ok:
        return said("nile-cli.pod.inside", lang, **values)
    by = check.needed - check.closest
    from pnp.pod import MM_PER_INCH

    return said("nile-cli.pod.outside", lang, by=float(by), px=float(by / MM_PER_INCH * check.px), **values)


def _options_not_for(game: str, opts: Any, lang: str = "en") -> list[str]:
    """A line for each option given to ``nile print`` that does not apply to ``game`` (it is ignored), in ``lang``."""
    from gamedata.catalogue import load_catalogue

    cat = load_catalogue(game)
    notes = []
    if opts.card_size and (cat.card_size is None or cat.card_size_fixed):
        why = "nile-cli.print.fields-size" if cat.card_size is not None else "nile-cli.print.no-cards"
        notes.append(said("nile-cli.print.card-size", lang, size=opts.card_size, title=cat.title, why=said(why, lang)))
    if opts.board == "single" and not cat.has_board:
        notes.append(said("nile-cli.print.board-single", lang, title=cat.title))
    if opts.tokens and cat.token_shape is None:
        notes.append(said("nile-cli.print.tokens", lang, shape=opts.tokens, title=cat.title))
    return notes
