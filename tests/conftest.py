"""Shared fixtures: paths to the examples, a CLI runner; how many worker processes run the suite."""

import functools
import os
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from typer.testing import CliRunner

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples" / "land-unter"


# CI (and any run with CI set): the property tests keep the number of examples each asks for, the same
# every run (a run drawing new ones found a NILE record rewrite bug: see the stop-29 note); a failure prints the blob that replays it (`@reproduce_failure`), and, as two workers
# share two cores with the browsers and servers of other tests, neither a slow example (deadline) nor
# slow data generation (too_slow) fails a test: only a property that does not hold does.
settings.register_profile("ci", deadline=None, print_blob=True, derandomize=True,  # the same examples every run: CI decides a landing
                          suppress_health_check=[HealthCheck.too_slow])
if os.environ.get("CI"):
    settings.load_profile("ci")


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int | None:
    """``-n auto`` (pyproject.toml's addopts): the whole suite, or a run that selects with ``-k``/``-m``
    only, gets one worker per core (None: pytest-xdist's own count, which also reads
    ``PYTEST_XDIST_AUTO_NUM_WORKERS``); a run that names its files or tests (``pytest tests/test_cli.py``)
    runs in this one process, as starting and collecting in two workers would cost it more than it saves."""
    named = config.args_source == pytest.Config.ArgsSource.ARGS
    return 0 if named and not os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS") else None


#: the test modules that take longest, most CPU first (see :func:`pytest_collection_modifyitems`): every module
#: of 15 s or more, by its CPU (``-p tests.cpu_by_module``, one process, 28 November 2026, sessions 36 and 37),
#: so that the two workers end within a module of 15 s of each other, on the short modules and the doctests
SLOW_FIRST = (
    "tests/test_seats.py",  # 72 s: the seat-secret property over Land Unter and NILE, NILE's told hands
    "tests/test_margins.py",  # 65 s: every print's every page rendered
    "tests/test_seats_nil_ufern.py",  # 44 s: the same property over NIL and Ufern, NIL's told racks
    "tests/test_session.py",  # 41 s
    "tests/test_serve_browser.py",  # 37 s: whole games tapped in Chromium
    "tests/test_serve_load.py",  # 30 s
    "tests/test_racks.py",  # 30 s
    "tests/test_play_hostile.py",  # 28 s
    "tests/test_fuzz.py",  # 27 s: a campaign of mangled records per game
    "tests/test_card_cut.py",  # 28 s
    "tests/test_play.py",  # 26 s
    "tests/test_serve_hostile.py",  # 24 s
    "tests/test_serve.py",  # 22 s
    "tests/test_conformance.py",  # 18 s
    "tests/test_nile_hands_browser.py",  # 18 s
    "tests/test_read_back.py",  # 18 s
    "tests/test_serve_board_browser.py",  # 15 s
)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The modules of :data:`SLOW_FIRST` collected first, in that order, the others after them as collected
    (each module's tests kept together and in their order): pytest-xdist hands out whole modules in
    collection order (``--dist loadscope --no-loadscope-reorder``, pyproject.toml), so the longest start
    at once on the two workers and the short ones (the doctest modules last) fill in the ends, rather than
    a long module started late running on one worker while the other has nothing left (longest first)."""
    rank = {path: i for i, path in enumerate(SLOW_FIRST)}

    def first(item: pytest.Item) -> int:
        path = Path(item.path)
        return rank.get(path.relative_to(ROOT).as_posix(), len(rank)) if path.is_relative_to(ROOT) else len(rank)

    items.sort(key=first)  # (stable: the rest in collection order)


@pytest.fixture
def runner():
    return CliRunner()


@pytest.fixture
def no_fsync(monkeypatch):
    """Records saved without fsync, for a test of what a session writes and reads, not of the disk (on this
    shared disk one fsync takes 0.2 to 12 ms): ``pytestmark = pytest.mark.usefixtures("no_fsync")``."""
    monkeypatch.setattr(os, "fsync", lambda fd: None)


@functools.cache
def _nile_command() -> Any:
    """The click command of ``nile``'s app, made once per test process: typer makes it anew at each
    ``CliRunner.invoke`` (4 ms, a fifth of a fuzz campaign's time); the command keeps no state between runs."""
    import typer.main

    from scorer.cli import app

    return typer.main.get_command(app)


@pytest.fixture
def nile(runner, monkeypatch):
    """Run ``nile ARGS...``; returns the click Result (exit_code, stdout, stderr, exception)."""
    import typer.testing

    from scorer.cli import app

    made = typer.testing._get_command
    monkeypatch.setattr(typer.testing, "_get_command", lambda typer_app: _nile_command() if typer_app is app else made(typer_app))

    def run(*args):
        return runner.invoke(app, [str(a) for a in args], catch_exceptions=True)

    return run


@pytest.fixture(scope="session")
def prints(tmp_path_factory):
    """``prints(game, opts)`` -> (path of the PDF, its pack), each drawn once per test process
    (:class:`tests.prints.Prints`)."""
    from tests.prints import Prints

    return Prints(tmp_path_factory.mktemp("prints"))
