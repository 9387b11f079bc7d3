"""The house's size limits (issue 24, item 5): no source file of ``scorer/``, ``gamedata/`` or ``pnp/`` over
:data:`MAX_FILE` lines, no function or method over :data:`MAX_FUNCTION` lines (from its ``def`` to its
last line, its docstring and any function nested in it included). A file or function past them wants a
split; the few left are in :data:`FILES_ALLOWED` and :data:`FUNCTIONS_ALLOWED`, each with why, and an
entry whose file or function no longer offends must go (the lists only shrink).

Run as a script (``python tests/test_sizes.py [LINES]``) to list every file and function over the limits,
or over ``LINES`` for functions, longest first."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: the packages measured
PACKAGES = ("scorer", "gamedata", "pnp")
MAX_FILE = 600
MAX_FUNCTION = 80

#: files over :data:`MAX_FILE` lines still to split, and why they are not yet
FILES_ALLOWED: dict[str, str] = {}
#: (file, function) over :data:`MAX_FUNCTION` lines still to split, and why they are not yet
FUNCTIONS_ALLOWED: dict[tuple[str, str], str] = {}


def file_lengths(root: Path = ROOT, packages: tuple[str, ...] = PACKAGES) -> dict[str, int]:
    """Lines of every ``.py`` file under ``packages`` of ``root``, by path relative to ``root`` (``/``)."""
    return {path.relative_to(root).as_posix(): len(path.read_text(encoding="utf-8").splitlines())
            for package in packages for path in sorted((root / package).rglob("*.py"))}


def function_lengths(source: str) -> list[tuple[str, int, int]]:
    """``(name, first line, lines)`` of every function and method in ``source``, nested ones too, each
    measured from its ``def`` line (decorators left out) to its last line.

    >>> function_lengths("def f():\\n    def g():\\n        pass\\n    return 1\\n")
    [('f', 1, 4), ('g', 2, 2)]
    """
    return [(node.name, node.lineno, (node.end_lineno or node.lineno) - node.lineno + 1)
            for node in ast.walk(ast.parse(source))
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))]


def offenders(limit: int = MAX_FUNCTION, root: Path = ROOT) -> tuple[dict[str, int], dict[tuple[str, str], int]]:
    """The files over :data:`MAX_FILE` lines and the functions over ``limit`` lines under :data:`PACKAGES`:
    ``({file: lines}, {(file, function): lines})``."""
    files = file_lengths(root)
    functions = {(path, name): lines for path in files
                 for name, _, lines in function_lengths((root / path).read_text(encoding="utf-8"))
                 if lines > limit}
    return {path: lines for path, lines in files.items() if lines > MAX_FILE}, functions


def test_the_measure_counts_a_function_from_def_to_its_last_line(tmp_path):
    """A function of 81 lines offends, one of 80 does not; a long file offends; nested functions count
    inside theirs and on their own."""
    body = "\n".join(f"    x{i} = {i}" for i in range(79))
    (tmp_path / "scorer").mkdir()
    (tmp_path / "scorer" / "a.py").write_text(f"def short():\n{body}\n\n\ndef long():\n{body}\n    return 1\n"
                                              + "\n" * MAX_FILE)
    files, functions = offenders(root=tmp_path)
    assert files == {"scorer/a.py": 2 * 80 + 3 + MAX_FILE} and functions == {("scorer/a.py", "long"): 81}


def test_no_file_or_function_over_the_limits_but_those_allowed():
    """A new offender fails here: split it (or, when it cannot be split yet, allow it and say why)."""
    files, functions = offenders()
    assert set(files) - set(FILES_ALLOWED) == set(), {f: files[f] for f in set(files) - set(FILES_ALLOWED)}
    assert set(functions) - set(FUNCTIONS_ALLOWED) == set(), \
        {f: functions[f] for f in set(functions) - set(FUNCTIONS_ALLOWED)}


def test_every_allowed_offender_still_offends():
    """An entry of the allow-lists whose file or function was split (or is gone) is taken out of them."""
    files, functions = offenders()
    assert set(FILES_ALLOWED) - set(files) == set() and set(FUNCTIONS_ALLOWED) - set(functions) == set()


if __name__ == "__main__":
    files, functions = offenders(int(sys.argv[1]) if len(sys.argv) > 1 else MAX_FUNCTION)
    for path, lines in sorted(files.items(), key=lambda item: -item[1]):
        print(f"{lines:5}  {path}{'  (allowed)' if path in FILES_ALLOWED else ''}")
    for (path, name), lines in sorted(functions.items(), key=lambda item: -item[1]):
        print(f"{lines:5}  {path}: {name}(){'  (allowed)' if (path, name) in FUNCTIONS_ALLOWED else ''}")
