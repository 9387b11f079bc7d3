"""Shared fixtures: paths to the examples, a CLI runner; how many worker processes run the suite."""

import functools
import os
import shutil
from collections import Counter
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
    "tests/test_serve_load.py",  # 30 s
    "tests/test_racks.py",  # 30 s
    "tests/test_play_hostile.py",  # 28 s
    "tests/test_fuzz.py",  # 27 s: a campaign of mangled records per game
    "tests/test_card_cut.py",  # 28 s
    "tests/test_play.py",  # 26 s
    "tests/test_serve_hostile.py",  # 24 s
    "tests/test_serve.py",  # 22 s
    "tests/test_conformance.py",  # 18 s
    "tests/test_read_back.py",  # 18 s
    # the browser modules, side by side, the other browser modules next (SharedChromium: one launch for them all)
    "tests/test_serve_browser.py",  # 37 s: whole games tapped in Chromium
    "tests/test_nile_hands_browser.py",  # 18 s
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

    browsing = Counter(item.path for item in items if "chromium" in getattr(item, "fixturenames", ()))
    browsing.subtract(Counter(item.path for item in items if "chromium" not in getattr(item, "fixturenames", ())))
    items.sort(key=lambda item: (first(item), browsing[item.path] < 0))  # (stable: the rest in collection order)


class SharedChromium:
    """Debian's Chromium (``shutil.which("chromium")``, never a downloaded one) through Playwright's sync API,
    headless, launched when a test first asks for it (:func:`chromium`) and kept for the next ones: a launch
    costs about 1.5 s of CPU (Playwright's driver and Chromium), once per browser module before (issue 24).

    Playwright's sync API leaves its event loop set as the thread's running loop while it is started, and
    ``nile play``'s in-process prompt tests then fail on ``asyncio.run()`` ("cannot be called from a running
    event loop", ci39b): so it is stopped (:meth:`stop`) before any test that does not take ``chromium``
    (:func:`pytest_runtest_setup`), and the browser modules are collected side by side
    (:func:`pytest_collection_modifyitems`) so that a worker goes from one to the next with the same browser."""

    def __init__(self) -> None:
        self._playwright: Any = None
        self._browser: Any = None
        self.launches = 0  # (how many times it was launched in this process)

    def browser(self) -> Any:
        """The running browser, launched first if it is not."""
        if self._browser is None:
            from playwright.sync_api import sync_playwright

            self._playwright = sync_playwright().start()
            self._browser = self._playwright.chromium.launch(executable_path=shutil.which("chromium"), headless=True)
            self.launches += 1
        return self._browser

    def close_pages(self) -> None:
        """Close every page and context the tests opened (none goes on polling a server gone in the next test)."""
        if self._browser is not None:
            for context in self._browser.contexts:
                context.close()

    def stop(self) -> None:
        """Close the browser and stop Playwright (its event loop no longer the thread's running loop)."""
        playwright, browser, self._playwright, self._browser = self._playwright, self._browser, None, None
        try:
            if browser is not None:
                browser.close()
        finally:
            if playwright is not None:
                playwright.stop()


CHROMIUM = SharedChromium()


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    """Before a test that does not take ``chromium``, the shared browser is stopped (see :class:`SharedChromium`)."""
    if "chromium" not in getattr(item, "fixturenames", ()):
        CHROMIUM.stop()


def pytest_sessionfinish(session: pytest.Session) -> None:
    """The shared browser stopped when the test process ends."""
    CHROMIUM.stop()


@pytest.fixture
def chromium() -> Any:
    """The test process's shared Chromium (:class:`SharedChromium`), for one test: the pages and contexts it
    opened are closed when it ends."""
    yield CHROMIUM.browser()
    CHROMIUM.close_pages()


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
