"""``nile play``'s commands and their words (issue 25 §3): typed in English in every language, and in the
session's language too (« annuler », „rückgängig“): :func:`command_named` reads a command's word, :func:`command_word`
says it (``help`` lists them so)."""

from __future__ import annotations

import textwrap

from scorer.engine.cli_messages import said

#: the commands (typed as they are in every language), each with the id of its help line (``help`` prints them,
#: in the referee's language: :mod:`scorer.engine.cli_messages`)
COMMANDS = {name: f"nile-cli.help.{name}" for name in ("?", "list", "undo", "show", "board", "score", "history",
                                                      "hand", "save", "bgstats", "quit", "help")}

#: the commands a reader of French or German types in its own words too (English is always read), each with the
#: id of its word (``annuler``, „rückgängig“): :func:`command_word`
COMMAND_WORDS = {"list": "nile-cli.command.list", "undo": "nile-cli.command.undo", "board": "nile-cli.command.board",
                 "score": "nile-cli.command.score", "history": "nile-cli.command.history",
                 "hand": "nile-cli.command.hand", "quit": "nile-cli.command.quit", "help": "nile-cli.command.help",
                 "show": "nile-cli.command.show", "save": "nile-cli.command.save"}  # (bgstats: the app's name, as it is)


def command_word(name: str, lang: str) -> str:
    """The word a reader of ``lang`` types for the command ``name`` (English: ``name``).

    >>> command_word("undo", "fr"), command_word("history", "de"), command_word("save", "fr"), command_word("bgstats", "de")
    ('annuler', 'Verlauf', 'enregistrer', 'bgstats')
    """
    return said(COMMAND_WORDS[name], lang) if name in COMMAND_WORDS else name


def command_named(word: str, lang: str) -> str:
    """The command (its English name) ``word`` names, typed in English or in ``lang``'s words, any case; ``word``
    lower-cased when it names none.

    >>> command_named("Annuler", "fr"), command_named("undo", "de"), command_named("Hilfe", "de")
    ('undo', 'undo', 'help')
    """
    low = word.lower()
    return next((name for name in COMMAND_WORDS if command_word(name, lang).lower() == low), low)


def help_lines(lang: str, width: int) -> list[str]:
    """``help``'s lines in ``lang``: each command as the reader types it, and what it does, wrapped to ``width``."""
    typed = {name: command_word(name, lang) for name in COMMANDS}
    column = max(8, *map(len, typed.values()))
    return [line for name, id in COMMANDS.items()
            for line in textwrap.wrap(said(id, lang), width, initial_indent=f"  {typed[name]:{column}} ",
                                      subsequent_indent=" " * (column + 3))]
