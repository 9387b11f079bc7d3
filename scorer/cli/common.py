"""What every command of ``nile`` shares: the typer app (plain help, ``-h``, ``--version``), the
:class:`Command` class that shows arguments the usual way, :func:`fail` (a message on stderr, an exit code,
under ``--json`` one JSON error document on stdout), the optional extras, and the helpers that read a game's
name, a file to write and a list of names. The commands register on :data:`app` in their group's module
(:mod:`scorer.cli`)."""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, NoReturn, Optional

import typer
from typer.core import TyperArgument, TyperCommand, TyperGroup

if TYPE_CHECKING:
    from scorer.engine.said import Said

from scorer.cli.help_words import word

class _SaidUsage:
    """The usage line and the help option's help in the reader's language (:mod:`scorer.cli.help_words`):
    what click writes in English whatever the language."""

    def format_usage(self, ctx: Any, formatter: Any) -> None:
        pieces = self.collect_usage_pieces(ctx)  # type: ignore[attr-defined]
        formatter.write_usage(ctx.command_path, " ".join(pieces), prefix=word("Usage:") + " ")

    def get_help_option(self, ctx: Any) -> Any:
        option = super().get_help_option(ctx)  # type: ignore[misc]
        if option is not None:
            option.help = word("Show this message and exit.")
        return option


class Group(_SaidUsage, TyperGroup):
    """nile's group of commands: its usage line in the reader's language."""


# rich_markup_mode=None: plain help, with on/off options shown as flags (and no rich import at start)
app = typer.Typer(cls=Group, no_args_is_help=True, pretty_exceptions_enable=False, rich_markup_mode=None,
                  context_settings={"help_option_names": ["-h", "--help"]},
                  help="Print-and-play PDFs and a table referee for four Nile games.")


class Argument(TyperArgument):
    """An argument shown the usual way: ``RECORD`` when required, ``[GAMES]...`` when optional and
    repeated, with no type label after its metavar in the help (``<list[str]>`` says nothing to a user)."""

    def _usage_display_name(self) -> str:
        name = self.metavar or self.name or ""
        return name + ("..." if self.nargs != 1 and not name.endswith("...") else "")

    def display_type_rich(self, ctx: Any) -> str | None:
        return None


class Command(_SaidUsage, TyperCommand):
    """A command whose arguments are :class:`Argument` s, its usage line in the reader's language."""

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        for param in self.params:
            if type(param) is TyperArgument:
                param.__class__ = Argument


#: set by a command given --json: errors are then one JSON document on stdout too
_json_errors = False


def json_errors(on: bool) -> None:
    """Whether :func:`fail` also prints its error as a JSON document on stdout (a command given ``--json``)."""
    global _json_errors
    _json_errors = on


def _print_version(value: bool) -> None:
    if value:
        from importlib.metadata import PackageNotFoundError, version

        try:
            typer.echo(f"nile {version('nile-games')}")
        except PackageNotFoundError:  # pragma: no cover - run from a source tree that was never installed
            typer.echo("nile (not installed: version unknown)")
        raise typer.Exit(0)


#: the help of a ``--lang`` that says only the help, the usage errors and the command's own lines
WORDS_HELP = ("The language of the help, the usage errors and every command's words: en, fr or de (default: from LC_ALL, "
              "LC_MESSAGES, LANG or LANGUAGE; else English).")

#: the language given to ``nile`` itself (``nile --lang fr check R``), for a command given none (:func:`speaking`)
_run_lang: list[str | None] = [None]


@app.callback()
def _each_run(
    _version: bool = typer.Option(False, "--version", is_eager=True, callback=_print_version,
                                  help="Print the version and exit."),
    lang: Optional[str] = typer.Option(None, "--lang", metavar="en|fr|de", help=WORDS_HELP),
) -> None:
    # runs before every command: a --json given to an earlier command in the same process (tests,
    # scripts calling the app) must not make this one's errors JSON
    json_errors(False)
    _run_lang[0] = None
    _run_lang[0] = speaking(lang) if lang is not None else None  # (frderev A12: `nile --help --lang fr`)


def fail(message: "str | Said", code: int = 2, where: str = "", kind: str = "") -> NoReturn:
    """Print ``message`` on stderr and exit with ``code`` (2: unusable input; 1: an illegal record or
    an unfinished game); a :class:`~scorer.engine.said.Said` (:mod:`scorer.cli.usage`) is said in the language
    of the run (:func:`scorer.cli.help_words.spoken`). Under ``--json`` the error is also printed on stdout as
    one JSON document, ``{"error": {"kind", "message", "where", "exit_code"}}`` (with ``id`` and ``values``
    for a message said by id). A quoted value longer than a line is cut short (:func:`_shorten`)."""
    from scorer.cli.help_words import spoken
    from scorer.i18n import in_words

    text = _shorten(in_words(message, spoken()))
    typer.echo(text, err=True)
    if _json_errors:
        typer.echo(error_document(text, code, where, kind, said=message))
    raise typer.Exit(code)


def said_output(exc: Any, option: str = "--out") -> "str | Said":
    """An :class:`~gamedata.outfile.OutputError` as :func:`fail` says it, after ``option`` (none: ``""``): by its
    message id where it has one (``nile-cli.output.*``, in the run's language), else its English."""
    from scorer.engine.said import Said, say

    message = Said(str(exc), exc.id, exc.values) if getattr(exc, "id", None) else str(exc)
    return say("nile-cli.output.at", option=option, message=message) if option else message


#: the modules each optional extra of pyproject.toml brings, by the command that needs it (an extra is
#: named after its command): `pip install .` leaves them out, and the command checks them before it starts
EXTRAS: dict[str, tuple[str, ...]] = {"serve": ("starlette", "uvicorn"), "study": ("matplotlib",)}


def extra_hint(command: str) -> str:
    """How to install ``command``'s extra: ``pip install "nile-games[serve]"``."""
    return f'pip install "nile-games[{command}]"'


def needs_extra(command: str) -> None:
    """Exit 2 with one line naming the extra to install when a module of ``command``'s extra
    (:data:`EXTRAS`) cannot be imported: not installed, or one of its own dependencies missing."""
    import importlib

    for module in EXTRAS[command]:
        try:
            importlib.import_module(module)
        except ImportError as exc:
            from scorer.cli.usage import usage

            fail(usage("nile-help.extra.missing", command=command, module=exc.name or module,
                       install=extra_hint(command)))


def error_document(message: str, code: int, where: str = "", kind: str = "", said: "str | Said" = "") -> str:
    """The ``--json`` error document: ``{"error": {"kind", "message", "where", "exit_code"}}``, with the
    ``id`` and ``values`` of ``said`` when it is a message said by id."""
    from scorer.engine.said import Said, said_json

    kind = kind or ("unusable input" if code == 2 else "illegal record")
    error: dict[str, object] = {"kind": kind, "message": message, "where": where, "exit_code": code}
    if isinstance(said, Said):
        error.update(said_json(said))
    return json.dumps({"error": error}, ensure_ascii=False, indent=2)


def _shorten(message: str) -> str:
    """``message`` with every quoted value of more than 200 characters cut to its first 40 and its
    length: the last guard for a long value a reader echoed as it was typed.

    >>> _shorten("'" + "x" * 300 + "' is not a card")
    "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…' (300 characters) is not a card"
    """
    import re

    return re.sub(r"'([^'\n]{200,})'", lambda m: f"'{m.group(1)[:40]}…' ({len(m.group(1))} characters)", message)


#: ``--lang``: the language rulings, news and prompts are said in (:func:`speaking`)
Lang = Annotated[Optional[str], typer.Option("--lang", metavar="en|fr|de", help="The language of the rulings, "
                                             "news and prompts: en, fr or de (default: from LC_ALL, LC_MESSAGES, "
                                             "LANG or LANGUAGE; else English).")]


#: ``--lang`` of a command whose words are only its help, usage errors and own lines (``simulate``, ``games``)
Words = Annotated[Optional[str], typer.Option("--lang", metavar="en|fr|de", help=WORDS_HELP)]


def speaking(given: str | None) -> str:
    """The language a command speaks: ``--lang`` (``given``), else the one given to ``nile`` itself
    (``nile --lang fr check R``), else the environment's (:func:`scorer.i18n.language`); a language nile does not
    speak exits 2 naming the three it does."""
    from scorer.i18n import UnknownLanguage, language

    try:
        return language(given if given is not None else _run_lang[0])
    except UnknownLanguage as exc:
        fail(str(exc))


def slug_of(name: str, able: list[str], doing: str) -> str:
    """The slug of ``name`` among ``able`` games, or exit 2 with the reason and a near miss (in the reader's
    language: :func:`scorer.record.unknown_game`)."""
    from gamedata.catalogue import UnknownGame, resolve_game
    from scorer.record import unknown_game

    try:
        return resolve_game(name, able, doing)
    except UnknownGame as exc:
        fail(unknown_game(exc))


def names_a_file(path: Path, option: str, what: str, example: str, **values: str) -> None:
    """Exit 2 unless ``path`` (given to ``option``) can name the ``what`` file to write (``record``,
    ``report``, ``picture`` or ``play``: a BG Stats play): a name is given (not empty, not ``.``) and it is not
    a folder; ``example`` is a file name to suggest, ``values`` what else the message says (a picture's
    ``formats``)."""
    from scorer.cli.usage import usage

    if str(path) in ("", ".") or path.name in ("", ".", ".."):
        fail(usage(f"nile-help.file.no-name.{what}", option=option, example=example, **values))
    if path.is_dir():
        fail(usage(f"nile-help.file.folder.{what}", option=option, path=str(path), example=str(path / example)))


def split_names(text: str) -> list[str]:
    """The names of ``--players`` or ``--names``: comma-separated, spaces around each dropped, each in one
    spelling however it was typed (Zoë as one letter or as e plus an accent).

    >>> split_names(" Anna , Zoe\u0308")
    ['Anna', 'Zoë']
    """
    return [unicodedata.normalize("NFC", name.strip()) for name in text.split(",")]
