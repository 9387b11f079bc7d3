"""``nile play`` and ``nile serve``: the live referee at the table, in a terminal or as a web page for the
table's phones, driving a :class:`~scorer.session.TableSession`: a new game, or a record resumed
(:func:`table_session`). The session, the terminal and the web server are imported when the command runs."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Optional

import typer

from scorer.cli.common import Command, Lang, app, fail, names_a_file, needs_extra, speaking, split_names
from scorer.cli.usage import usage

if TYPE_CHECKING:
    from scorer.session import TableSession


# the options nile play and nile serve share: the game to start or the record to go on with
_Target = Annotated[str, typer.Argument(metavar="GAME|RECORD", help="A game to start (e.g. nil), or a record to "
                                        "go on with.")]
_Players = Annotated[Optional[str], typer.Option("--players", "-p", metavar="A,B,...|N",
                                                 help="A new game's players in seating order, comma-separated "
                                                 "(or a count, for Anna, Ben, ...).")]
_Variants = Annotated[list[str], typer.Option(metavar="VARIANT", help="A variant to play (repeatable), e.g. open-play.")]
_Out = Annotated[Optional[str], typer.Option(metavar="RECORD", help="A new game's record (default: "
                                             "output/<game>-<date>.yaml). Never overwrites.")]


@app.command(cls=Command, short_help="Referee a game live at the table, step by step.")
def play(
    target: _Target,
    players: _Players = None,
    variant: _Variants = [],  # noqa: B006  (typer reads the default; it is never changed)
    out: _Out = None,
    lang: Lang = None,
) -> None:
    """Referee a game live: one prompt per step, Tab completes the legal entries, an illegal entry is
    refused with its rule. The record is saved after every step; resume with nile play RECORD. Without a
    terminal, reads one entry per line and exits as nile check does (0 legal, 1 illegal, 2 unreadable)."""
    from scorer.play import play_lines, play_terminal, script_lines
    from scorer.rulings import SessionError

    language = speaking(lang)
    session = table_session(target, players, variant, out)

    try:
        if sys.stdin is None:  # stdin closed (<&-): a script of no lines
            code = play_lines(session, [], typer.echo, language)
        elif sys.stdin.isatty() and sys.stdout is not None and sys.stdout.isatty():
            code = play_terminal(session, typer.echo, language)
        else:
            code = play_lines(session, script_lines(sys.stdin.buffer), typer.echo, language)
    except SessionError as exc:
        fail(exc.args[0] if exc.args and isinstance(exc.args[0], str) else str(exc))
    raise typer.Exit(code)


@app.command(cls=Command, short_help="The live referee as a web page for the table's phones.")
def serve(
    target: _Target,
    players: _Players = None,
    variant: _Variants = [],  # noqa: B006  (typer reads the default; it is never changed)
    out: _Out = None,
    host: str = typer.Option("127.0.0.1", metavar="HOST", help="Listen on this address (0.0.0.0: every "
                             "network of this machine, for the table's phones)."),
    port: int = typer.Option(8000, min=1, max=65535, metavar="PORT", help="Listen on this port."),
    lang: Lang = None,
) -> None:
    """Serve the game on a small web page that every phone on the table's Wi-Fi can open: the legal
    entries as buttons, each ruled at once, the board, the score. Prints one link per player (their page
    shows their hand, rack or storage to them only), the table's (read-only, what everyone sees) and the
    host's with its QR code (enters any step: a table with one phone). The record is saved after every
    step; nile serve RECORD goes on, with the same links (their tokens are kept in RECORD.token). Each phone's
    page speaks the phone's language (its switch, else its browser's), else --lang's, else the environment's.

    Needs the serve extra: pip install "nile-games[serve]"."""
    needs_extra("serve")  # before a record is made for a server that could not start
    language = speaking(lang)
    from scorer.rulings import SessionError
    from scorer.web.server import ServeError, check_port, serve_table, table_tokens

    try:
        check_port(host, port)  # before a new record is made for a server that could not start
    except ServeError as exc:
        fail(f"--port: {exc}")
    session = table_session(target, players, variant, out)
    try:
        serve_table(session, table_tokens(session.path, len(session.players)), host, port, typer.echo, language)
    except (ServeError, SessionError) as exc:
        fail(str(exc))


def table_session(target: str, players: Optional[str], variant: list[str], out: Optional[str]) -> "TableSession":
    """The :class:`~scorer.session.TableSession` ``nile play`` and ``nile serve`` drive: a new game of
    ``target``, or the record ``target`` resumed. Unusable options exit 2."""
    from scorer.rulings import SessionError

    try:
        if out is not None and out.endswith(("/", os.sep)):  # Path() would drop the slash and write a file
            fail(usage("nile-help.play.out-folder", path=out, example=f"{out.rstrip('/' + os.sep)}/game.yaml"))
        if not target.strip():
            fail(usage("nile-help.play.nothing"))
        if any(not v.strip() for v in variant):
            fail(usage("nile-help.play.no-variant"))
        where = None if out is None else Path(out)
        return _resume(Path(target), players, variant, where) if _names_record(target) else \
            _start(target, players, variant, where)
    except SessionError as exc:
        fail(exc.args[0] if exc.args and isinstance(exc.args[0], str) else str(exc))


def _names_record(target: str) -> bool:
    """True when ``nile play``'s argument names a record (a file, or a path or YAML name) and not a game.
    A game's own name is a game even when a file of that name is in the folder (``./nil`` is the file)."""
    from gamedata.catalogue import known_games

    path = Path(target)
    if target.lower() in known_games():
        return False
    return path.exists() or path.is_symlink() or "/" in target or path.suffix.lower() in (".yaml", ".yml")


def _resume(path: Path, players: Optional[str], variants: list[str], out: Optional[Path]) -> "TableSession":
    from scorer.session import TableSession

    if path.is_dir():
        fail(usage("nile-help.play.folder", path=str(path)))
    if path.exists() and not path.is_file():
        fail(usage("nile-help.play.not-regular", path=str(path)))
    if not path.is_file():
        fail(usage("nile-help.play.no-record", path=str(path)))
    given = [name for name, value in (("--players", players), ("--variant", variants), ("--out", out)) if value]
    if given:
        fail(usage("nile-help.play.record-names-all", options=" and ".join(given), path=str(path)))
    return TableSession.resume(path)


def _start(name: str, players: Optional[str], variants: list[str], out: Optional[Path]) -> "TableSession":
    from gamedata.catalogue import UnknownGame
    from scorer.games import named
    from scorer.record import unknown_game
    from scorer.session import TableSession

    try:
        spec = named(name)
    except UnknownGame as exc:
        fail(unknown_game(exc))
    seats = spec.catalogue.players
    if players is None:
        example = f"nile play {spec.slug} --players {','.join(spec.names(seats.min))}"
        fail(usage("nile-help.players.resume-or-name", example=example, name=name) if Path(name).is_file() else
             usage("nile-help.players.name-them", example=example))
    count = players.strip()
    if count.isdigit():  # a count: checked before any name is made up (99999... would never end)
        if not (count.isascii() and seats.min <= int(count[:6]) <= seats.max and len(count) <= 6):
            fail(usage("nile-help.players.range", option="--players", title=spec.title, least=seats.min,
                       most=seats.max, given=repr(count)))
        names = spec.names(int(count))
    else:
        names = split_names(players)
    if out is not None:
        names_a_file(out, "--out", "record", f"{spec.slug}.yaml")
    return TableSession.start(spec, names, variants, out)
