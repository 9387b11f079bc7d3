"""The test suite's own rules: tests wait for events, never for a fixed time; the whole suite runs on one
worker per core, a run that names its tests in one process; the CI profile of the property tests keeps
their examples; a print the tests measure is drawn once per process."""

from __future__ import annotations

import ast
import types
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

import conftest
from pnp.paper import PrintOptions
from tests import prints as prints_module

TESTS = Path(__file__).resolve().parent

#: the ``time.sleep`` calls outside a polling loop that are not waits, each with what it is for
NOT_WAITS = {
    ("test_output.py", "interrupt"): "stands for the work the SIGINT interrupts (the handler raises first)",
    ("test_serve_hostile_server.py", "test_a_phone_that_hangs_up_mid_form_leaves_no_traceback_on_the_terminal"):
        "lets the server read the half form before the phone hangs up: it shapes the case, and the test "
        "holds whichever comes first",
    ("test_shared_browser.py", "answer"): "a coroutine that yields to the loop once (sleep(0)): it waits for nothing",
}


def _sleeps_outside_a_loop(tree: ast.AST) -> list[tuple[str, int]]:
    """(the function, the line) of every ``time.sleep(...)``/``sleep(...)`` call not inside a ``while``
    loop of its own function: a wait for a fixed time rather than a poll for a condition."""
    found: list[tuple[str, int]] = []

    def visit(node: ast.AST, function: str, polling: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                visit(child, getattr(child, "name", function), False)
                continue
            if isinstance(child, ast.Call):
                name = child.func.attr if isinstance(child.func, ast.Attribute) else getattr(child.func, "id", "")
                if name == "sleep" and not polling:
                    found.append((function, child.lineno))
            visit(child, function, polling or isinstance(child, ast.While))

    visit(tree, "<module>", False)
    return found


def test_the_detector_tells_a_poll_from_a_fixed_wait():
    tree = ast.parse("import time\n"
                     "def poll(ready):\n    while not ready():\n        time.sleep(0.05)\n"
                     "def fixed():\n    time.sleep(3)\n"
                     "def each(delays):\n    for d in delays:\n        time.sleep(d)\n"
                     "def inner():\n    while True:\n        def f():\n            time.sleep(1)\n")
    assert _sleeps_outside_a_loop(tree) == [("fixed", 6), ("each", 9), ("f", 13)]


def test_no_test_waits_for_a_fixed_time():
    """Every sleep in tests/ is a poll inside a loop that waits for a condition (with a deadline), or
    one of :data:`NOT_WAITS`."""
    found = [(path.name, function, line) for path in sorted(TESTS.glob("*.py"))
             for function, line in _sleeps_outside_a_loop(ast.parse(path.read_text(encoding="utf-8")))]
    assert [f for f in found if f[:2] not in NOT_WAITS] == []
    assert {f[:2] for f in found} == set(NOT_WAITS)  # no stale exception


def _config(args_source: pytest.Config.ArgsSource) -> pytest.Config:
    return types.SimpleNamespace(args_source=args_source)  # type: ignore[return-value]


def test_the_whole_suite_gets_a_worker_per_core_a_named_test_one_process(monkeypatch):
    monkeypatch.delenv("PYTEST_XDIST_AUTO_NUM_WORKERS", raising=False)
    assert conftest.pytest_xdist_auto_num_workers(_config(pytest.Config.ArgsSource.TESTPATHS)) is None
    assert conftest.pytest_xdist_auto_num_workers(_config(pytest.Config.ArgsSource.INVOCATION_DIR)) is None
    assert conftest.pytest_xdist_auto_num_workers(_config(pytest.Config.ArgsSource.ARGS)) == 0
    monkeypatch.setenv("PYTEST_XDIST_AUTO_NUM_WORKERS", "3")  # said outright: pytest-xdist reads it
    assert conftest.pytest_xdist_auto_num_workers(_config(pytest.Config.ArgsSource.ARGS)) is None


def test_the_ci_profile_keeps_every_example_and_replays_a_failure():
    ci = settings.get_profile("ci")
    assert ci.max_examples == settings.get_profile("default").max_examples
    assert ci.deadline is None and ci.print_blob and ci.derandomize  # a landing is not decided by the draw
    assert HealthCheck.too_slow in ci.suppress_health_check
    assert set(ci.suppress_health_check) == {HealthCheck.too_slow}  # the other checks still fail a test


def test_a_print_is_drawn_once_per_options(tmp_path, monkeypatch):
    drawn: list[tuple[str, PrintOptions]] = []

    class Pack:
        def __init__(self, game: str, opts: PrintOptions):
            drawn.append((game, opts))

        def write(self, path: Path) -> int:
            path.write_bytes(b"%PDF-1.4\n%%EOF\n")
            return 1

    monkeypatch.setattr(prints_module, "_Pack", Pack)
    prints = prints_module.Prints(tmp_path)
    first, pack = prints("nile")
    assert prints("nile", PrintOptions()) == (first, pack) and prints.path("nile") == first
    assert first.name == "nile-a4.pdf" and first.read_bytes().startswith(b"%PDF")
    square = prints.path("ufern-des-nils", PrintOptions(tokens="square"))
    own = prints.path("ufern-des-nils")
    assert square != own and square.name == own.name  # printed alike, named alike, kept apart
    assert drawn == [("nile", PrintOptions()), ("ufern-des-nils", PrintOptions(tokens="square")),
                     ("ufern-des-nils", PrintOptions())]


def test_the_slowest_modules_are_handed_out_first(monkeypatch):
    """The modules of ``SLOW_FIRST`` come first, in its order, each module's tests kept together and in
    their order, the others after them as collected (a doctest outside the repository stays in place)."""
    monkeypatch.setattr(conftest, "SLOW_FIRST", ("tests/test_slowest.py", "tests/test_slow.py"))
    root = conftest.ROOT
    collected = ["tests/test_a.py", "tests/test_slow.py", "tests/test_b.py", "tests/test_slowest.py",
                 "tests/test_slow.py", "tests/test_slowest.py", "/elsewhere/x.py", "scorer/x.py"]
    items = [types.SimpleNamespace(path=root / path, n=n) for n, path in enumerate(collected)]
    conftest.pytest_collection_modifyitems(None, items)  # type: ignore[arg-type]
    assert [item.n for item in items] == [3, 5, 1, 4, 0, 2, 6, 7]


def test_every_slow_module_named_exists():
    assert conftest.SLOW_FIRST and len(set(conftest.SLOW_FIRST)) == len(conftest.SLOW_FIRST)
    assert all((conftest.ROOT / path).is_file() for path in conftest.SLOW_FIRST)
