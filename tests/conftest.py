"""Shared fixtures: paths to the examples, a CLI runner."""

from pathlib import Path

import pytest
from typer.testing import CliRunner

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples" / "land-unter"


@pytest.fixture
def runner():
    return CliRunner()


@pytest.fixture
def nile(runner):
    """Run ``nile ARGS...``; returns the click Result (exit_code, stdout, stderr, exception)."""
    from scorer.cli import app

    def run(*args):
        return runner.invoke(app, [str(a) for a in args], catch_exceptions=True)

    return run
