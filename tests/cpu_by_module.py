"""A pytest plugin that measures the CPU each test module takes, for the suite's time (issue 24 §6): wall
time (``--durations``) depends on what else the machine runs, CPU much less.

    NILE_CPU_REPORT=/tmp/cpu python -m pytest -p tests.cpu_by_module
    python -m tests.cpu_by_module /tmp/cpu          # the modules, most CPU first, and the total

Each process that runs tests (each pytest-xdist worker) appends a line for each module it ran, as it ends, to the file named
by ``NILE_CPU_REPORT`` (``module<TAB>seconds``): the user and system CPU of the process and of the child
processes it waited for (a server, ``nile`` in tmux, Chromium through Playwright), from the module's first
test's setup to its last test's teardown. Not loaded unless asked (``-p``). The one Chromium a process shares
among its browser modules (tests/conftest.py's ``chromium``) is waited for when the process ends: its CPU counts in
that process's last module, not in each browser module's (compare a browser module's CPU with the total).
"""

from __future__ import annotations

import os
import resource
import sys
from collections import defaultdict
from pathlib import Path

import pytest


def _cpu() -> float:
    """User and system CPU seconds of this process and its waited-for children so far."""
    me, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + children.ru_utime + children.ru_stime


_spent: dict[str, float] = defaultdict(float)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None):  # type: ignore[no-untyped-def]
    """Adds the CPU of one test's setup, call and teardown to its module's."""
    start = _cpu()
    yield
    module = item.nodeid.split("::")[0]
    _spent[module] += _cpu() - start
    if nextitem is None or nextitem.nodeid.split("::")[0] != module:
        _write()


def _write() -> None:
    """Appends the modules measured since the last time to the report file (a run stopped midway keeps them)."""
    target = os.environ.get("NILE_CPU_REPORT")
    if target and _spent:
        with open(target, "a", encoding="utf-8") as out:
            out.writelines(f"{module}\t{seconds:.2f}\n" for module, seconds in _spent.items())
    _spent.clear()


def pytest_sessionfinish(session: pytest.Session) -> None:
    """Appends what is left (a module whose last test was not followed by another's) to the report file."""
    _write()


def main(path: str) -> None:
    """Prints the modules of the report at ``path``, most CPU first, and the total."""
    spent: dict[str, float] = defaultdict(float)
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        module, seconds = line.rsplit("\t", 1)
        spent[module] += float(seconds)
    for module, seconds in sorted(spent.items(), key=lambda kv: -kv[1]):
        print(f"{seconds:8.1f} s  {module}")
    print(f"{sum(spent.values()):8.1f} s  in all ({len(spent)} modules)")


if __name__ == "__main__":
    main(sys.argv[1])
