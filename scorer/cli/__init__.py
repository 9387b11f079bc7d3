"""The ``nile`` command: print, check, score, show, play, serve, simulate, study, games.

Exit codes: 0 ok; 1 the record breaks a rule (check) or the game is not over (score without
``--partial``); 2 unusable input (bad YAML, unknown game, bad option). Human output goes to stdout,
diagnostics to stderr; ``--json`` prints one JSON document on stdout.

One module per command group, each registering its commands on the one typer app of
:mod:`scorer.cli.common` (imported here in the order ``nile --help`` lists them): :mod:`~scorer.cli.printing`
(print), :mod:`~scorer.cli.records` (check, score, show), :mod:`~scorer.cli.table` (play, serve),
:mod:`~scorer.cli.simulation` (simulate, study), :mod:`~scorer.cli.listing` (games); the process around the
app (signals, broken pipes, usage errors as exit 2) is :mod:`scorer.cli.process`.

The command stays thin: reportlab is imported only by ``nile print`` and the pictures, the engines only
when needed, so ``nile --help`` loads typer and these modules and no more.
"""

from __future__ import annotations

# each module registers its commands on the app as it is imported: in the order `nile --help` lists them
from scorer.cli import printing  # noqa: I001  (print)
from scorer.cli import records  # (check, score, show)
from scorer.cli import table  # (play, serve)
from scorer.cli import simulation  # (simulate, study)
from scorer.cli import listing  # (games)
from scorer.cli.common import EXTRAS, app, fail
from scorer.cli.process import Interrupted, main

#: the app and its entry point, and the command modules (each a group of the app's commands)
__all__ = ["EXTRAS", "Interrupted", "app", "fail", "main", "listing", "printing", "records", "simulation", "table"]
