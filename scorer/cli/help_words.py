"""``nile --help`` and the usage errors in the reader's language (issue 25 §1): the domain ``nile-help``.

Every help text of the commands (each command's help and short help, each argument's and option's help, the
app's) and the words click and typer write around them (``Usage:``, ``Options``, ``[required]``, ``Try 'nile
check -h' for help.``, ``No such option``...) are entries of one gettext catalogue keyed by their English text
(no ``msgctxt``, as the printed words'): ``scorer/i18n/locale/nile-help.pot`` and
``<lang>/LC_MESSAGES/nile-help.po``, made by ``python -m scorer.i18n update`` from the command tree itself
(:func:`help_texts`) and :data:`LIBRARY_WORDS`.

The language is the one the command is given (``--lang fr`` anywhere on the line) else the environment's, as
the commands' own output (:func:`scorer.i18n.language`); an English run loads nothing more (``nile --help``
stays fast). The command names and option names stay as they are: they are what a user types; a metavar
(``RECORD``, ``<path>``, :func:`metavars`) is said in the reader's words (« PARTIE », „AUFZEICHNUNG“), a value typed
as it is (``en|fr|de``, ``tgc|mpc|png``) kept so by its translation.

>>> from_arguments(["check", "game.yaml", "--lang", "de"], {}), from_arguments(["print", "--lang=fr"], {})
('de', 'fr')
>>> from_arguments(["check", "--lang", "xx"], {"LANG": "fr_FR.UTF-8"})  # not spoken: the command refuses it
'en'
"""

from __future__ import annotations

import gettext
import inspect
import re
import string
from contextlib import contextmanager
from functools import lru_cache
from typing import TYPE_CHECKING, Iterator, Mapping

if TYPE_CHECKING:
    from typer._click import ClickException, Command

#: the domain of the help catalogue
DOMAIN = "nile-help"

#: the words typer writes in nile's help through its gettext (``_``): headings, ``[required]``...
TYPER_WORDS: tuple[str, ...] = (
    "Arguments", "Options", "Commands", "required", "default: {default}", "(dynamic)", "env var: {var}",
    "Aborted!", "Missing command.", "No such command {name!r}.")
#: the words nile writes around a usage error, as click does (:func:`shown`), and the help option's help
FRAME_WORDS: tuple[str, ...] = ("Usage:", "Try '{command} {option}' for help.", "Error: {message}",
                                "Show this message and exit.")
#: the usage errors click and typer write (with nile's own words for the validation of a number:
#: :func:`scorer.cli.process._option_words`), read back by their shape to be said in the reader's words
#: (:func:`say`); a value is said again, as it may be a message itself
ERROR_WORDS: tuple[str, ...] = (
    "No such option: {name}", "{message} (Possible options: {possibilities})", "{message} Did you mean {possibility}?",
    "{message}. Did you mean {suggestions}?", "Missing argument {name}.", "Missing option {name}.",
    "Got unexpected extra argument(s) ({args})", "Invalid value for {param_hint}: {message}",
    "Invalid value: {message}", "Option {name} requires an argument.", "Option {name} requires {nargs} arguments.",
    "Option {name} does not take a value.", "{value} is not one of {choices}.", "{value} is not {choice}.",
    "expected a whole number", "expected a number", "should be less than or equal to {limit}",
    "should be greater than or equal to {limit}", "should be less than {limit}", "should be greater than {limit}")
#: every library or frame word of the catalogue, in the order of the ``.pot``
LIBRARY_WORDS: tuple[str, ...] = (*FRAME_WORDS, *TYPER_WORDS, *ERROR_WORDS)

#: the reader's translations of this run (English -> translation), set by :func:`speaking`
_table: dict[str, str] = {}
#: the reader's language of this run (:func:`speaking`), in a list changed in place
_spoken: list[str] = ["en"]


def from_arguments(args: list[str], environ: Mapping[str, str] | None = None) -> str:
    """The language of a run of ``nile`` with ``args``: its ``--lang`` (``--lang fr`` or ``--lang=fr``) when
    that is a language nile speaks (English when it is not: the command says so itself), else the
    environment's (:func:`scorer.i18n.language_of_environment`)."""
    from scorer.i18n import LANGUAGES, language_of_environment

    for index, arg in enumerate(args):
        given = arg[len("--lang="):] if arg.startswith("--lang=") else (
            args[index + 1] if arg == "--lang" and index + 1 < len(args) else None)
        if given is not None:
            return given if given in LANGUAGES else "en"
    return language_of_environment(environ)


def _commands(group: "Command") -> Iterator["Command"]:
    """``group`` and every command under it (a group's ``commands``)."""
    yield group
    for command in getattr(group, "commands", {}).values():
        yield from _commands(command)


def help_texts(group: "Command") -> list[str]:
    """Every help text of ``group``'s command tree as ``--help`` shows it (a command's help cleaned as click
    cleans it), each once, in the order ``nile --help`` and each command's help show them."""
    found: dict[str, None] = {}
    for command in _commands(group):
        for text in (command.help, command.short_help, *(getattr(p, "help", None) for p in command.params)):
            if text:
                found.setdefault(inspect.cleandoc(text), None)
    return list(found)


def word(text: str) -> str:
    """``text`` (an entry of the catalogue, English) in the reader's language of this run, as it is where
    the catalogue has no translation."""
    return _table.get(text, text)


@lru_cache(maxsize=None)
def _shape(template: str) -> re.Pattern[str]:
    """A pattern that reads back a text written from ``template``: each ``{field}`` one group."""
    parts = []
    for literal, field, _spec, _conversion in string.Formatter().parse(template):
        parts.append(re.escape(literal))
        if field is not None:
            parts.append(f"(?P<{field}>.+?)")
    return re.compile("".join(parts) + r"\Z", re.S)


def say(text: str) -> str:
    """``text``, a usage error as click or typer wrote it in English, in the reader's language of this run:
    its whole text where the catalogue has it, else the first shape of :data:`ERROR_WORDS` it has, its values
    said the same way; as it is where none fits or the run is English.

    >>> say("Missing argument 'RECORD'.")  # an English run
    "Missing argument 'RECORD'."
    """
    if not _table or text in _table:
        return _table.get(text, text)
    for template in ERROR_WORDS:
        found = _shape(template).match(text) if template in _table else None
        if found:
            values = {name: say(value) for name, value in found.groupdict().items()}
            return _table[template].replace("!r}", "}").format(**values)
    return text


def message_of(error: "ClickException | Exception") -> str:
    """The message of a usage error (click's ``format_message``), said in the reader's language of this run."""
    format_message = getattr(error, "format_message", None)
    return say(format_message() if callable(format_message) else str(error))


def shown(error: "ClickException | Exception") -> str:
    """A usage error as click shows it (the command's usage, how to ask for help, ``Error: …``), said in the
    reader's language of this run."""
    message = message_of(error)
    context = getattr(error, "ctx", None)
    if context is None:
        return word("Error: {message}").format(message=message)
    hint = ""
    if context.command.get_help_option(context) is not None:
        hint = word("Try '{command} {option}' for help.").format(command=context.command_path,
                                                                 option=context.help_option_names[0]) + "\n"
    return f"{context.get_usage()}\n{hint}\n" + word("Error: {message}").format(message=message)


@contextmanager
def speaking(lang: str) -> Iterator[None]:
    """Inside the ``with`` block, click's and typer's words and :func:`word`/:func:`say` are in ``lang``
    (where the catalogue has them); English again after it, whatever happened inside (a test's next run
    in the same process is not said in another's language)."""
    import importlib

    _table.clear()
    _spoken[:] = [lang]
    if lang != "en":
        from scorer.i18n.catalogues import plain_translations

        found = plain_translations(DOMAIN, lang)
        _table.update({english: forms[0] for english, forms in (found.templates if found else {}).items()})
    typer_core = importlib.import_module("typer.core")
    setattr(typer_core, "_", word if _table else gettext.gettext)
    try:
        yield
    finally:
        _table.clear()
        _spoken[:] = ["en"]
        setattr(typer_core, "_", gettext.gettext)


def spoken() -> str:
    """The reader's language of this run (``en`` outside :func:`speaking`: a command called from Python)."""
    return _spoken[0]


def metavar(param: object, command: "Command") -> str | None:
    """What the help shows for ``param``'s value (its metavar: ``RECORD``, ``FOLDER``; else the type typer
    writes, ``<path>``, ``<int range>``), or None for a flag."""
    given = getattr(param, "metavar", None)
    if given is not None or getattr(param, "is_flag", False) or getattr(param, "count", False):
        return str(given) if given is not None else None
    if getattr(param, "param_type_name", "") == "argument":
        return str(getattr(param, "name", "") or "").upper() or None
    from typer._click import Context

    shown = getattr(param, "display_type_rich", lambda ctx: None)(Context(command))
    return str(shown) if shown else None


def metavars(group: "Command") -> list[str]:
    """Every metavar the help of ``group``'s command tree shows (:func:`metavar`, a command's ``[OPTIONS]``, a
    group's ``COMMAND [ARGS]...``), each once, in the order the help shows them (frderev A12: they were English in
    a French help: « Utilisation : nile show [OPTIONS] RECORD », « --turn <int range> »)."""
    found: dict[str, None] = {}
    for command in _commands(group):
        for shown in (getattr(command, "options_metavar", None), getattr(command, "subcommand_metavar", None),
                      *(metavar(p, command) for p in command.params)):
            if shown:
                found.setdefault(shown, None)
    return list(found)


def translate(group: "Command") -> None:
    """Put the help texts of ``group``'s command tree (each command's help and short help, each parameter's
    help and metavar, the usage line's ``[OPTIONS]`` and ``COMMAND [ARGS]...``) into the language being spoken
    (:func:`speaking`); nothing changes in English."""
    for command in _commands(group) if _table else ():
        if command.help:
            command.help = word(inspect.cleandoc(command.help))
        if command.short_help:
            command.short_help = word(inspect.cleandoc(command.short_help))
        for name in ("options_metavar", "subcommand_metavar"):
            if getattr(command, name, None):
                setattr(command, name, word(getattr(command, name)))
        for param in command.params:
            if getattr(param, "help", None):
                setattr(param, "help", word(inspect.cleandoc(getattr(param, "help"))))
            shown = metavar(param, command)
            if shown and word(shown) != shown:
                setattr(param, "metavar", word(shown))
