"""The ``nile`` process around the typer app of :mod:`scorer.cli` (its commands registered by the
package, imported before this module): Ctrl-C and SIGTERM, a closed or full stdout, click's usage errors in the house's words, and the exit codes (0 ok, 1 an illegal record or an
unfinished game, 2 unusable input, 128 + the signal when interrupted)."""

from __future__ import annotations

import sys
from typing import Any, NoReturn

import typer

from scorer.cli.common import app, error_document


class Interrupted(BaseException):
    """Raised by the signal handlers of :func:`main` on Ctrl-C (SIGINT) and SIGTERM instead of
    ``KeyboardInterrupt``, which typer turns into a silent exit: it unwinds every ``with`` and ``finally``
    (the temporary files are removed) and reaches :func:`main`. ``code`` is the exit code, 128 + signal."""

    def __init__(self, signum: int):
        super().__init__(signum)
        self.code = 128 + signum


def _interrupted(signum: int, _frame: Any) -> NoReturn:
    raise Interrupted(signum)


def _catch_signals() -> dict[int, Any]:
    """Turn SIGINT and SIGTERM into :class:`Interrupted` (only in the main thread, where Python allows
    it); returns the handlers they had, to put back."""
    import signal
    import threading

    if threading.current_thread() is not threading.main_thread():
        return {}
    return {sig: signal.signal(sig, _interrupted) for sig in (signal.SIGINT, signal.SIGTERM)}


def _run(args: list[str]) -> Any:
    """Run the app on ``args`` with SIGINT and SIGTERM caught as :class:`Interrupted`, then put the
    signal handlers back (for a caller such as a test that runs :func:`main` in its own process)."""
    import signal

    from scorer.cli import help_words

    command = typer.main.get_command(app)
    help_words.translate(command)  # --help in the reader's words
    before = _catch_signals()
    try:
        return command(args=args, prog_name="nile", standalone_mode=False)
    finally:
        for sig, handler in before.items():
            signal.signal(sig, handler)


def _quiet_stdout() -> None:
    """Point stdout at the null device, so the output that could not be written is not tried again
    (with a second error) when Python exits."""
    import os

    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)
    except (OSError, ValueError):  # pragma: no cover - stdout without a file descriptor (a test's capture)
        pass


def main(argv: list[str] | None = None) -> None:
    """Entry point of the ``nile`` console script. Usage errors (an unknown option, a bad choice) exit
    2 like any unusable input; with ``--json`` they are printed as a JSON error document too. Ctrl-C
    and SIGTERM stop the run with a word on stderr and exit 130 / 143, leaving no temporary file. The help and
    the usage errors are said in the language of ``--lang`` or the environment (:mod:`scorer.cli.help_words`)."""
    from scorer.cli import help_words

    args = sys.argv[1:] if argv is None else argv
    with help_words.speaking(help_words.from_arguments(args)):
        _main(args)


def _main(args: list[str]) -> NoReturn:
    """:func:`main` in the reader's language."""
    import errno

    from gamedata.shapes import plain_words
    from gamedata.yamlfile import SourceError

    from scorer.cli import help_words

    try:
        code = _run(args)
        if sys.stdout is not None:  # None when the shell closed it (`nile check R >&-`)
            sys.stdout.flush()
    except OSError as exc:  # stdout on a full disk (`nile simulate ... > /dev/full`); files are handled inside
        if exc.errno == errno.EPIPE:  # the reader went away (`nile games | head -1`): stop quietly, exit 1
            _quiet_stdout()  # as click does for a broken pipe met inside a command
            sys.exit(1)
        if exc.errno in (errno.ENAMETOOLONG, errno.ELOOP):  # a path the system cannot even look up
            from gamedata.yamlfile import shown

            _unusable(f"{shown(str(exc.filename or ''))}: {(exc.strerror or 'cannot be used').lower()}", args)
        if exc.errno not in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO):
            raise
        _quiet_stdout()
        typer.echo(_said("nile-help.run.cannot-write", reason=exc.strerror or ""), err=True)
        sys.exit(2)
    except SourceError as exc:  # a broken catalogue: name the file, line and field
        typer.echo(f"{exc}", err=True)
        sys.exit(2)
    except (Interrupted, typer.Abort, KeyboardInterrupt) as exc:
        typer.echo(_said("nile-help.run.interrupted"), err=True)
        sys.exit(exc.code if isinstance(exc, Interrupted) else 130)
    except Exception as exc:  # click's usage errors: show them as click would, exit 2
        if not (hasattr(exc, "show") and hasattr(exc, "exit_code")):
            raise
        if isinstance(getattr(exc, "message", None), str):  # typer's validation words, in ours
            exc.message = _option_words(plain_words(exc.message))  # type: ignore[attr-defined]
        typer.echo(help_words.shown(exc), err=True)  # as click shows it, in the reader's words
        if "--json" in args:
            typer.echo(error_document(help_words.message_of(exc), exc.exit_code, kind="unusable input"))
        sys.exit(exc.exit_code)
    sys.exit(code if isinstance(code, int) else 0)


def _said(id: str, **values: str) -> str:
    """The message ``id`` of :mod:`scorer.cli.usage` in the run's language (:func:`scorer.cli.help_words.spoken`:
    a French or German console hears « interrompu » too)."""
    from scorer.cli.help_words import spoken
    from scorer.cli.usage import usage
    from scorer.i18n import in_words

    return in_words(usage(id, **values), spoken())


def _option_words(message: str) -> str:
    """An option's error (already without the validation labels: :func:`gamedata.shapes.plain_words`)
    without the parsing jargon either.

    >>> _option_words("Input should be a valid integer, unable to parse string as an integer")
    'expected a whole number'
    >>> _option_words("Input should be less than or equal to 5")
    'should be less than or equal to 5'
    """
    import re

    message = message.replace("Input should be a valid integer, unable to parse string as an integer",
                              "expected a whole number")
    message = message.replace("Input should be a valid number, unable to parse string as a number", "expected a number")
    return re.sub(r"^Input should be ", "should be ", message)


def _unusable(message: str, args: list[str]) -> NoReturn:
    """Outside any command (in :func:`main`): say ``message`` on stderr, and under ``--json`` as the
    JSON error document on stdout too; exit 2."""
    typer.echo(message, err=True)
    if "--json" in args:
        typer.echo(error_document(message, 2))
    sys.exit(2)
