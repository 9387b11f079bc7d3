"""The ``nile`` command: print, check, score, simulate, study, games.

Exit codes: 0 ok; 1 the record breaks a rule (check) or the game is not over (score without
``--partial``); 2 unusable input (bad YAML, unknown game, bad option). Human output goes to stdout,
diagnostics to stderr; ``--json`` prints one JSON document on stdout.

The command stays thin: reportlab is imported only by ``nile print``, the engines only when needed.
"""

from __future__ import annotations

import json
import math
import os
import shutil
import sys
import unicodedata
from enum import Enum
from pathlib import Path
from typing import Annotated, Any, NoReturn, Optional

import typer
from typer.core import TyperArgument, TyperCommand

# rich_markup_mode=None: plain help, with on/off options shown as flags (and no rich import at start)
app = typer.Typer(no_args_is_help=True, pretty_exceptions_enable=False, rich_markup_mode=None,
                  context_settings={"help_option_names": ["-h", "--help"]},
                  help="Print-and-play PDFs and a table referee for four Nile games.")


class _Argument(TyperArgument):
    """An argument shown the usual way: ``RECORD`` when required, ``[GAMES]...`` when optional and
    repeated, with no type label after its metavar in the help (``<list[str]>`` says nothing to a user)."""

    def _usage_display_name(self) -> str:
        name = self.metavar or self.name or ""
        return name + ("..." if self.nargs != 1 and not name.endswith("...") else "")

    def display_type_rich(self, ctx: Any) -> str | None:
        return None


class _Command(TyperCommand):
    """A command whose arguments are :class:`_Argument` s."""

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        for param in self.params:
            if type(param) is TyperArgument:
                param.__class__ = _Argument


#: set by a command given --json: errors are then one JSON document on stdout too
_json_errors = False


def _print_version(value: bool) -> None:
    if value:
        from importlib.metadata import PackageNotFoundError, version

        try:
            typer.echo(f"nile {version('nile-games')}")
        except PackageNotFoundError:  # pragma: no cover - run from a source tree that was never installed
            typer.echo("nile (not installed: version unknown)")
        raise typer.Exit(0)


@app.callback()
def _each_run(
    _version: bool = typer.Option(False, "--version", is_eager=True, callback=_print_version,
                                  help="Print the version and exit."),
) -> None:
    # runs before every command: a --json given to an earlier command in the same process (tests,
    # scripts calling the app) must not make this one's errors JSON
    global _json_errors
    _json_errors = False


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


def fail(message: str, code: int = 2, where: str = "", kind: str = "") -> NoReturn:
    """Print ``message`` on stderr and exit with ``code`` (2: unusable input; 1: an illegal record or
    an unfinished game). Under ``--json`` the error is also printed on stdout as one JSON document,
    ``{"error": {"kind", "message", "where", "exit_code"}}``. A quoted value longer than a line is cut
    short (:func:`_shorten`)."""
    message = _shorten(message)
    typer.echo(message, err=True)
    if _json_errors:
        typer.echo(_error_document(message, code, where, kind))
    raise typer.Exit(code)


#: the modules each optional extra of pyproject.toml brings, by the command that needs it (an extra is
#: named after its command): `pip install .` leaves them out, and the command checks them before it starts
EXTRAS: dict[str, tuple[str, ...]] = {"serve": ("starlette", "uvicorn"), "study": ("matplotlib",)}


def _extra_hint(command: str) -> str:
    """How to install ``command``'s extra: ``pip install "nile-games[serve]"``."""
    return f'pip install "nile-games[{command}]"'


def _needs_extra(command: str) -> None:
    """Exit 2 with one line naming the extra to install when a module of ``command``'s extra
    (:data:`EXTRAS`) cannot be imported: not installed, or one of its own dependencies missing."""
    import importlib

    for module in EXTRAS[command]:
        try:
            importlib.import_module(module)
        except ImportError as exc:
            fail(f"nile {command} needs the '{command}' extra ({exc.name or module} is not installed): "
                 f"{_extra_hint(command)}")


def _error_document(message: str, code: int, where: str = "", kind: str = "") -> str:
    """The ``--json`` error document: ``{"error": {"kind", "message", "where", "exit_code"}}``."""
    kind = kind or ("unusable input" if code == 2 else "illegal record")
    return json.dumps({"error": {"kind": kind, "message": message, "where": where, "exit_code": code}},
                      ensure_ascii=False, indent=2)


def _shorten(message: str) -> str:
    """``message`` with every quoted value of more than 200 characters cut to its first 40 and its
    length: the last guard for a long value a reader echoed as it was typed.

    >>> _shorten("'" + "x" * 300 + "' is not a card")
    "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…' (300 characters) is not a card"
    """
    import re

    return re.sub(r"'([^'\n]{200,})'", lambda m: f"'{m.group(1)[:40]}…' ({len(m.group(1))} characters)", message)


def _finite(option: str, value: float) -> float:
    """``value`` if it is a finite number, else exit 2 naming ``option``."""
    if not math.isfinite(value):
        fail(f"{option}: expected a number of millimetres, not {value}")
    return value


def _parse_offset(text: str) -> tuple[float, float]:
    try:
        if "_" in text:  # Python reads 1_0 as 10; nobody means that
            raise ValueError(text)
        x, y = (float(v) for v in text.split(","))
    except ValueError:
        fail(f"--back-offset: expected two numbers in millimetres as X,Y (e.g. 0.5,-1), not {text!r}")
    _finite("--back-offset", x)
    _finite("--back-offset", y)
    if abs(x) > 20 or abs(y) > 20:
        fail(f"--back-offset: {x:g},{y:g} mm is more than any printer drifts (at most 20 mm each way)")
    return x, y


def _game(name: str, able: list[str], doing: str) -> str:
    """The slug of ``name`` among ``able`` games, or exit 2 with the reason and a near miss."""
    from gamedata.catalogue import UnknownGame, resolve_game

    try:
        return resolve_game(name, able, doing)
    except UnknownGame as exc:
        fail(str(exc))


@app.command("print", cls=_Command, short_help="Print-and-play PDFs of the games.")
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
) -> None:
    """Print-and-play PDFs: every component, crop marks, backs, contents page, score pad."""
    from gamedata.catalogue import known_games

    if pod is not None:
        return _print_pod(games, pod.value, out, card_size.value if card_size else None,
                          {"--paper": paper != Paper.a4, "--layout": layout != Layout.duplex,
                           "--back-offset": back_offset != "0,0", "--bleed": bleed != 0,
                           "--board": board != BoardLayout.pages, "--tokens": tokens is not None},
                          ink_saver, calibration)
    offset = _parse_offset(back_offset)
    _finite("--bleed", bleed)
    if not 0 <= bleed <= 5:
        fail(f"--bleed: {bleed:g} mm is not a bleed; give 0 to 5 mm (3 is the print shops' usual)")
    if calibration and games:
        fail("--calibration prints only the calibration page; leave out the game names "
             f"({', '.join(games)}) and print the games in a second run")
    from pnp.art import has_art

    printable = [g for g in known_games() if has_art(g)]
    selected = [_game(g, printable, "prints") for g in games] if games else printable
    from pnp.build import PrintOptions, build_calibration, build_game
    from gamedata.outfile import OutputError, prepare_folder

    opts = PrintOptions(paper=paper.value, layout=layout.value, back_offset=offset, bleed=bleed,
                        greyscale=ink_saver, card_size=card_size.value if card_size else None,
                        board=board.value, tokens=tokens.value if tokens else "")
    try:
        prepare_folder(out)
        if calibration:
            typer.echo(str(build_calibration(opts, out)))
            return
        for i, g in enumerate(selected, 1):
            typer.echo(f"[{i}/{len(selected)}] printing {g} ({paper.value}, {layout.value}) ...", err=True)
            for note in _options_not_for(g, opts):
                typer.echo(f"    {note}", err=True)
            path = build_game(g, opts, out, progress=lambda msg: typer.echo(f"    {msg}", err=True))
            typer.echo(str(path))
    except OutputError as exc:
        fail(f"--out: {exc}")
    except ValueError as exc:  # a card that does not fit the paper, a text that does not fit its card
        fail(f"{exc}")


def _print_pod(games: list[str], shop: str, out: Path, card_size: Optional[str], ignored: dict[str, bool],
               ink_saver: bool, calibration: bool) -> None:
    """``nile print --pod SHOP``: the print-on-demand files of each game (:mod:`pnp.pod`), with what
    each component became at the shop, the safe-zone check and the time taken."""
    if calibration or ink_saver:
        fail(f"--pod writes full-colour files for a shop; leave out {'--calibration' if calibration else '--ink-saver'}")
    from pnp.art import has_art
    from gamedata.catalogue import known_games
    from gamedata.outfile import OutputError
    from pnp.pod import load_shops, write_pod

    printable = [g for g in known_games() if has_art(g)]
    selected = [_game(g, printable, "prints") for g in games] if games else printable
    store = load_shops()[shop]
    for option in (o for o, given in ignored.items() if given):
        typer.echo(f"{option} does not apply to --pod (the shop's canvas sets the size and bleed); ignored", err=True)
    try:
        for i, g in enumerate(selected, 1):
            typer.echo(f"[{i}/{len(selected)}] {g} for {store.name} ...", err=True)
            result = write_pod(g, shop, out, card_size, progress=lambda msg: typer.echo(f"    {msg}", err=True))
            for comp in result.components:
                count = sum(f.count for f in comp.faces)
                typer.echo(f"    {comp.name}: {count} × {comp.canvas.trim[0]:g} × {comp.canvas.trim[1]:g} mm -> "
                           f"{comp.canvas.words(store)}", err=True)
            for line in result.skipped:
                typer.echo(f"    {line}", err=True)
            for check in result.checks:
                typer.echo(f"    {'' if check.ok else 'WARNING: '}{check.words()}", err=True)
            typer.echo(f"    {result.files} files in {result.seconds:.1f} s", err=True)
            typer.echo(str(result.folder))
    except OutputError as exc:
        fail(f"--out: {exc}")


def _options_not_for(game: str, opts: Any) -> list[str]:
    """A line for each option given to ``nile print`` that does not apply to ``game`` (it is ignored)."""
    from gamedata.catalogue import load_catalogue

    cat = load_catalogue(game)
    notes = []
    if opts.card_size and (cat.card_size is None or cat.card_size_fixed):
        why = ("its cards are the size of the board's fields" if cat.card_size is not None
               else "it has no cards")
        notes.append(f"--card-size {opts.card_size} does not apply to {cat.title} ({why}); ignored")
    if opts.board == "single" and not cat.has_board:
        notes.append(f"--board single does not apply to {cat.title} (it has no board); ignored")
    if opts.tokens and cat.token_shape is None:
        notes.append(f"--tokens {opts.tokens} does not apply to {cat.title} (its pieces have one shape); ignored")
    return notes


def _replay(record: Path, keep_going: bool = False, turn: int | None = None):
    """Read ``record`` and replay it (up to the end of its turn ``turn``, if given, for a game that cuts
    its records in turns): (RecordedGame, Replay). Unusable input exits 2."""
    from scorer.engine import InvalidMove, count, replay
    from scorer.games import game
    from scorer.record import RecordError, load_record

    try:
        rec = load_record(record)
        steps, spec = rec.steps, game(rec.game)
        if turn is not None and spec.turns is not None:
            last, word = spec.turns.count(steps), spec.turn_word
            if rec.kind == "tally":
                fail(f"--turn {turn}: {record} is a tally-only record: it holds the final counts, no {word}s",
                     where=str(record))
            if turn > last:
                held = f"holds {count(last, word)} (--turn 0 to {last})" if last else f"holds no {word}s (--turn 0 only)"
                fail(f"--turn {turn}: {record} {held}", where=str(record))
            steps = spec.turns.until(steps, turn)
        return rec, replay(rec.state, steps, keep_going=keep_going)
    except RecordError as exc:
        unchanged = "\n(the record was not changed)" if record.is_file() else ""
        fail(f"{exc}{unchanged}", where=exc.location())
    except InvalidMove as exc:
        fail(exc.placed() if exc.where else f"{record}: {exc}", where=exc.where or str(record))


@app.command(cls=_Command, short_help="Referee a recorded game, move by move.")
def check(
    record: Path = typer.Argument(..., metavar="RECORD", help="The record (YAML) to referee."),
    keep_going: bool = typer.Option(False, "--keep-going", help="List every illegal step, not just the first."),
    as_json: bool = typer.Option(False, "--json", help="One JSON document on stdout."),
    show: Optional[Path] = typer.Option(None, "--show", help="Also write a picture (.pdf, .svg or .png) of the "
                                        "game before the first illegal move, the move crossed out (its square, "
                                        "field or card)."),
) -> None:
    """Referee a recorded game: exit 0 if every move is legal, 1 with the first illegal step."""
    global _json_errors
    _json_errors = as_json
    from scorer.games import game
    from scorer.report import check_json, check_text

    if show is not None:
        _picture_target(show, record, "--show")
    rec, result = _replay(record, keep_going)
    spec = game(rec.game)
    if show is not None and not result.legal:
        if spec.picture is None:
            fail(f"--show: {record}: {spec.title} has no picture in this version", where=str(record))
        first = result.violations[0]
        # without --keep-going the replay stops before the illegal move: its state is the position
        fresh = result.state if not keep_going else _state_before(record, first.step)
        _write_picture(show, spec.picture(fresh, first.error.move, f"{first.step.where}: {first.error.reason}"),
                       f"{spec.title} — {fresh.position()}")
        typer.echo(f"picture of the illegal move: {show}", err=True)
    elif show is not None:
        why = (f"{spec.title} has no picture in this version" if spec.picture is None else
               f"every move is legal, so there is no illegal move to picture (nile show {record} --out {show} "
               "pictures the game)")
        typer.echo(f"--show: nothing drawn, {show} not written: {why}", err=True)
    if as_json:
        typer.echo(json.dumps(check_json(str(record), rec.game, result), ensure_ascii=False, indent=2))
    else:
        text = check_text(str(record), spec.title, result, rec.info, keep_going)
        typer.echo(text, nl=False, err=not result.legal)
    raise typer.Exit(0 if result.legal else 1)


class SendTo(str, Enum):
    bgstats = "bgstats"


@app.command(cls=_Command, short_help="Final scores, ranks and winners of a record.")
def score(
    record: Path = typer.Argument(..., metavar="RECORD", help="A full record, or a tally-only record of the end counts."),
    partial: bool = typer.Option(False, "--partial", help="Standings so far of a game that is not over."),
    as_json: bool = typer.Option(False, "--json", help="One JSON document on stdout."),
    to: Optional[SendTo] = typer.Option(None, "--to", case_sensitive=False, help="Also log the finished play in an "
                                        "app: bgstats writes BG Stats' push-play file and prints its link and QR code."),
    out: Optional[Path] = typer.Option(None, "--out", metavar="FILE", help="With --to bgstats: the .json file to "
                                       "write (default: <record>.bgstats.json beside the record). Never overwrites."),
) -> None:
    """Final scores, ranks, winners and the tiebreak in words; with --to bgstats, the play for BG Stats."""
    global _json_errors
    _json_errors = as_json
    from scorer.games import game
    from scorer.report import score_json, score_text

    if to is None and out is not None:
        fail("--out: names the file --to writes; add --to bgstats (or leave --out out)")
    if to is not None and partial:
        fail("--partial --to bgstats: BG Stats logs a finished play, with its winners; send it once the game is over")
    if out is not None:
        _names_a_file(out, "--out", "BG Stats play", "play.bgstats.json")
        if out.suffix.lower() != ".json":
            fail(f"--out: {out}: a BG Stats play is written as a .json file (e.g. {out.with_suffix('.json').name})")
    rec, result = _replay(record)
    if not result.legal:
        v = result.violations[0]
        fail(f"{v.step.where}: {v.step.context}: {v.error.reason}\n  rule: {v.error.rule}\n"
             f"cannot score a game that breaks the rules; run 'nile check {record}' for details", 1,
             where=v.step.where, kind="illegal record")
    state = result.state
    if not state.is_over and not partial:
        fail(f"{record}: the game is not over ({state.position()}); use --partial for the standings so far", 1,
             where=str(record), kind="game not over")
    ranking = state.ranking()
    if to is not None:
        _send_to_bgstats(record, rec, result, ranking, out, as_json)
    elif as_json:
        typer.echo(json.dumps(score_json(rec.game, ranking), ensure_ascii=False, indent=2))
    else:
        typer.echo(score_text(game(rec.game).title, ranking), nl=False)


def _send_to_bgstats(record: Path, rec, result, ranking, out: Optional[Path], as_json: bool) -> None:
    """``score --to bgstats``: write the play (scorer/bgstats.py) and print the scores, the file, the link
    and its QR code; under ``--json`` one document ``{"file", "written", "link", "play"}``."""
    from scorer import bgstats
    from scorer.games import game
    from scorer.report import score_text

    spec = game(rec.game)
    try:
        play, notes = bgstats.record_play(record, rec, ranking, result.state, result.moves)
        path, new = bgstats.write_play(play, out or bgstats.default_path(record), chosen=out is not None)
    except bgstats.BgStatsError as exc:  # a date that is none (placed in the record), a file in the way
        fail(f"--out: {exc}" if out is not None and str(out) in str(exc) else str(exc), where=str(record))
    link = bgstats.play_link(play)
    for note in notes:
        typer.echo(f"note: {note}", err=True)
    if as_json:
        typer.echo(json.dumps({"file": str(path), "written": new, "link": link, "play": play}, ensure_ascii=False,
                              indent=2))
        return
    typer.echo(score_text(spec.title, ranking))
    tty = sys.stdout is not None and sys.stdout.isatty()
    for line in bgstats.send_lines(path, link, new, shutil.get_terminal_size().columns if tty else None):
        typer.echo(line)


def _picture_target(path: Path, record: Path | None = None, option: str = "--out") -> None:
    """Exit 2 unless ``path`` can name a picture: a file (not a folder or a device) ending in a picture
    suffix, and never the ``record`` itself."""
    import os

    from pnp.picture import FORMATS

    formats = ", ".join(FORMATS[:-1]) + f" or {FORMATS[-1]}"
    bare = path.name.lstrip(".")
    _names_a_file(path, option, "picture", "board.pdf", f" ({formats})")
    if path.exists() and not path.is_file():
        fail(f"{option}: {path} is not a regular file; write the picture to a file ending in {formats}")
    if not path.suffix and f".{bare}".lower() in FORMATS:
        fail(f"{option}: {path.name!r} is only a suffix; name the picture, e.g. {path.with_name('board' + path.name)}")
    if not path.suffix:
        fail(f"{option}: {path} has no suffix; a picture is written as a file ending in {formats} (e.g. {path}.pdf)")
    if path.suffix.lower() not in FORMATS:
        fail(f"{option}: {path}: a picture is written as a file ending in {formats}, not {path.suffix}")
    if record is not None and path.exists() and record.exists() and os.path.samefile(path, record):
        fail(f"{option}: {path} is the record itself; a picture is never written onto the record (choose another name)")


def _names_a_file(path: Path, option: str, what: str, example: str, hint: str = "") -> None:
    """Exit 2 unless ``path`` (given to ``option``) can name the ``what`` file to write: a name is given
    (not empty, not ``.``) and it is not a folder; ``example`` is a file name to suggest."""
    if str(path) in ("", ".") or path.name in ("", ".", ".."):
        fail(f"{option}: no file name given; name the {what}, e.g. {example}{hint}")
    if path.is_dir():
        fail(f"{option}: {path} is a folder; name the {what} file in it, e.g. {path / example}")


def _state_before(record: Path, stop):
    """The state of ``record`` just before its step ``stop`` (read and replayed again)."""
    from scorer.engine import replay
    from scorer.record import load_record

    rec = load_record(record)
    index = next(i for i, s in enumerate(rec.steps) if s.where == stop.where and s.context == stop.context)
    return replay(rec.state, rec.steps[:index]).state


def _write_picture(path: Path, picture, title: str) -> None:
    from gamedata.outfile import OutputError, prepare_folder
    from pnp.picture import write_picture

    width, height, draw = picture
    try:
        prepare_folder(path.parent if str(path.parent) else Path("."))
        write_picture(path, width, height, draw, title=title)
    except OutputError as exc:  # named by its path: the picture may be show's --out or check's --show
        fail(f"{exc}")


@app.command(cls=_Command, short_help="A picture of a game's record.")
def show(
    record: Path = typer.Argument(..., metavar="RECORD", help="The record (YAML) of a game."),
    turn: Optional[int] = typer.Option(None, "--turn", min=0, help="Picture the board after this turn or round; "
                                       "0: before the first (default: the end of the record)."),
    out: Optional[Path] = typer.Option(None, help="The picture to write: .pdf, .svg or .png (default: "
                                       "output/<record>.pdf)."),
) -> None:
    """A picture of the game after a turn, drawn with the print's own art: for a board game the board (the
    last turn's tiles ringed, the score so far); for a card game the table (Land Unter: lifebelts, water
    levels, the trick, the hands as known; NILE: the flood card, the piles, speculations, fields, storage
    and hands as known)."""
    from scorer.games import game

    target = out or Path("output") / f"{record.stem}{'' if turn is None else f'-turn-{turn}'}.pdf"
    _picture_target(target, record)
    rec, result = _replay(record, turn=turn)
    spec = game(rec.game)
    if spec.picture is None:
        fail(f"{record}: {spec.title} has no picture in this version")
    if turn is not None and spec.turns is None:
        fail(f"--turn {turn}: {spec.title}'s records are not cut in turns here; nile show {record} pictures the "
             "end of the record", where=str(record))
    word = spec.turn_word
    caption = "" if turn is None else f"the board after {word} {turn} of the record" if turn else f"the board before {word} 1"
    if not result.legal:
        v = result.violations[0]
        caption = f"the record breaks a rule at {v.step.where}: {v.error.reason} (shown: the board before it)"
    _write_picture(target, spec.picture(result.state, None, caption), f"{spec.title} — {result.state.position()}")
    typer.echo(str(target))


# the options nile play and nile serve share: the game to start or the record to go on with
_Target = Annotated[str, typer.Argument(metavar="GAME|RECORD", help="A game to start (e.g. nil), or a record to "
                                        "go on with.")]
_Players = Annotated[Optional[str], typer.Option("--players", "-p", metavar="A,B,...|N",
                                                 help="A new game's players in seating order, comma-separated "
                                                 "(or a count, for Anna, Ben, ...).")]
_Variants = Annotated[list[str], typer.Option(metavar="VARIANT", help="A variant to play (repeatable), e.g. open-play.")]
_Out = Annotated[Optional[str], typer.Option(metavar="RECORD", help="A new game's record (default: "
                                             "output/<game>-<date>.yaml). Never overwrites.")]


@app.command(cls=_Command, short_help="Referee a game live at the table, step by step.")
def play(
    target: _Target,
    players: _Players = None,
    variant: _Variants = [],  # noqa: B006  (typer reads the default; it is never changed)
    out: _Out = None,
) -> None:
    """Referee a game live: one prompt per step, Tab completes the legal entries, an illegal entry is
    refused with its rule. The record is saved after every step; resume with nile play RECORD. Without a
    terminal, reads one entry per line and exits as nile check does (0 legal, 1 illegal, 2 unreadable)."""
    from scorer.cli_table import table_session
    from scorer.play import play_lines, play_terminal, script_lines
    from scorer.session import SessionError

    session = table_session(target, players, variant, out)

    try:
        if sys.stdin is None:  # stdin closed (<&-): a script of no lines
            code = play_lines(session, [], typer.echo)
        elif sys.stdin.isatty() and sys.stdout is not None and sys.stdout.isatty():
            code = play_terminal(session, typer.echo)
        else:
            code = play_lines(session, script_lines(sys.stdin.buffer), typer.echo)
    except SessionError as exc:
        fail(str(exc))
    raise typer.Exit(code)


def _split_names(text: str) -> list[str]:
    """The names of ``--players`` or ``--names``: comma-separated, spaces around each dropped, each in one
    spelling however it was typed (Zoë as one letter or as e plus an accent).

    >>> _split_names(" Anna , Zoe\u0308")
    ['Anna', 'Zoë']
    """
    return [unicodedata.normalize("NFC", name.strip()) for name in text.split(",")]


@app.command(cls=_Command, short_help="The live referee as a web page for the table's phones.")
def serve(
    target: _Target,
    players: _Players = None,
    variant: _Variants = [],  # noqa: B006  (typer reads the default; it is never changed)
    out: _Out = None,
    host: str = typer.Option("127.0.0.1", metavar="HOST", help="Listen on this address (0.0.0.0: every "
                             "network of this machine, for the table's phones)."),
    port: int = typer.Option(8000, min=1, max=65535, metavar="PORT", help="Listen on this port."),
) -> None:
    """Serve the game on a small web page that every phone on the table's Wi-Fi can open: the legal
    entries as buttons, each ruled at once, the board, the score. Prints one link per player (their page
    shows their hand, rack or storage to them only), the table's (read-only, what everyone sees) and the
    host's with its QR code (enters any step: a table with one phone). The record is saved after every
    step; nile serve RECORD goes on, with the same links (their tokens are kept in RECORD.token).

    Needs the serve extra: pip install "nile-games[serve]"."""
    _needs_extra("serve")  # before a record is made for a server that could not start
    from scorer.cli_table import table_session
    from scorer.session import SessionError
    from scorer.web.server import ServeError, check_port, serve_table, table_tokens

    try:
        check_port(host, port)  # before a new record is made for a server that could not start
    except ServeError as exc:
        fail(f"--port: {exc}")
    session = table_session(target, players, variant, out)
    try:
        serve_table(session, table_tokens(session.path, len(session.players)), host, port, typer.echo)
    except (ServeError, SessionError) as exc:
        fail(str(exc))


@app.command(cls=_Command, short_help="Write a random legal game as a record.")
def simulate(
    game: str = typer.Argument(..., metavar="GAME", help="The game to simulate."),
    players: int = typer.Option(..., "--players", "-n", metavar="N", help="Number of players."),
    seed: int = typer.Option(0, metavar="N", help="Random seed: the same seed gives the same game."),
    out: Optional[Path] = typer.Option(None, metavar="RECORD",
                                       help="Write the record here (default: stdout). Never overwrites."),
    variant: list[str] = typer.Option([], metavar="VARIANT", help="A variant to play (repeatable), e.g. open-play."),
    names: Optional[str] = typer.Option(None, metavar="A,B,...",
                                        help="Player names, comma-separated (default: Anna, Ben, ...)."),
) -> None:
    """Write a complete random legal game as a record that check and score accept."""
    from gamedata.catalogue import load_catalogue
    from scorer.engine import SetupError
    from scorer.games import registry

    slug = _game(game, list(registry()), "simulates")
    cat = load_catalogue(slug)
    if not cat.players.min <= players <= cat.players.max:
        fail(f"--players: {cat.title} is for {cat.players.min} to {cat.players.max} players, not {players}")
    spec = registry()[slug]
    player_names = _split_names(names) if names is not None else spec.names(players)
    if len(player_names) != players:
        fail(f"--names: {len(player_names)} names given for --players {players}")
    from scorer.record import name_problem

    for name in player_names:
        if name_problem(name):
            fail(f"--names: {name_problem(name)}; give the names as words separated by commas, e.g. 'Anna,Ben Lee'")
    if out is not None:
        _names_a_file(out, "--out", "record", "game.yaml")
    if out is not None and (out.exists() or out.is_symlink()):
        fail(f"{out} already exists; nile never overwrites a file (choose another --out)")
    try:
        record = spec.simulate_record(player_names, seed, variant)
    except SetupError as exc:
        fail(f"{slug}: {exc}")
    text = _record_text(record, spec.title, seed)
    if out is None:
        typer.echo(text, nl=False)
        return
    from gamedata.outfile import OutputError, written

    try:
        with written(out, overwrite=False) as tmp:
            tmp.write_text(text, encoding="utf-8")
    except OutputError as exc:
        fail(f"--out: {exc}")
    typer.echo(str(out))


@app.command(cls=_Command, short_help="Play many simulated games and write a report with plots.")
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
) -> None:
    """Play seeded simulated games of a reconstructed board game at each player count, in parallel, and
    write a Markdown report with plots: game length, how games end, blocked turns or dead rounds, what
    is used, the spread of scores and the first player's win rate.

    Needs the study extra: pip install "nile-games[study]"."""
    _needs_extra("study")  # before the games are played for a report that could not be drawn
    import time

    from gamedata.catalogue import load_catalogue
    from scorer.study import lenses, parse_counts, run_study

    slug = _game(game, list(lenses()), "studies")
    cat = load_catalogue(slug)
    seats = range(cat.players.min, cat.players.max + 1)
    try:
        asked = parse_counts(players) if players is not None else list(seats)
    except ValueError as exc:
        fail(f"--players: {exc}")
    counts = [n for n in asked if n in seats]
    if not counts:
        fail(f"--players: {cat.title} is for {cat.players.min} to {cat.players.max} players, not {players}")
    if len(counts) < len(asked):
        left = ", ".join(str(n) for n in asked if n not in seats)
        typer.echo(f"{cat.title} seats {cat.players.min} to {cat.players.max} players: {left} left out", err=True)
    if not 1 <= games <= 1_000_000:
        fail(f"--games: play 1 to 1,000,000 games per player count, not {games}")
    jobs = jobs if jobs is not None else (os.cpu_count() or 1)
    if not 1 <= jobs <= 256:
        fail(f"--jobs: use 1 to 256 processes, not {jobs}")
    out = out if out is not None else Path("docs") / f"study-{slug}.md"
    _names_a_file(out, "--out", "report", f"study-{slug}.md")
    if out.suffix.lower() != ".md":
        fail(f"--out: the report is Markdown, a file ending in .md, not {out.name}")
    began = time.perf_counter()
    result = run_study(slug, counts, games, jobs, seed,
                       progress=lambda n: typer.echo(f"{n} players: {games} games", err=True))
    took = time.perf_counter() - began
    from gamedata.outfile import OutputError
    from scorer.study_report import headline, write_report

    command = f"nile study {slug} --games {games} --players {_counts_text(counts)}" + (f" --seed {seed}" if seed else "")
    try:
        files = write_report(result, out, command)
    except OutputError as exc:
        fail(f"--out: {exc}")
    for line in headline(result):
        typer.echo(line)
    typer.echo(f"{len(counts) * games:,} games in {took:.1f} s with {jobs} processes; report: {files[0]} "
               f"(plots in {files[1].parent})")


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


@app.command(cls=_Command, short_help="List the games and what nile can do with each.")
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
        state = "installed" if there else f"not installed: {_extra_hint(extra)}"
        typer.echo(f"{'[' + extra + ']':16} nile {extra} — {state}")


# the process around the app (signals, broken pipes, usage errors as exit 2): scorer/process.py
from scorer.process import Interrupted, main  # noqa: E402  (the console script's entry point)

__all__ = ["app", "fail", "main", "Interrupted"]


if __name__ == "__main__":
    main()
