"""The print-and-play packages stay readable: no module of pnp/ or gamedata/ past 600 lines, no function
(methods and nested functions included) past 80 (the house rule; issue 24, item 5)."""

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("pnp", "gamedata")
MAX_FILE_LINES = 600
MAX_FUNCTION_LINES = 80


def _modules() -> list[Path]:
    return sorted(p for package in PACKAGES for p in (ROOT / package).rglob("*.py"))


def oversized(path: Path, root: Path = ROOT) -> list[str]:
    """What in the module at ``path`` is past the limits, in words (paths from ``root``): the file's
    lines, each function's."""
    text = path.read_text(encoding="utf-8")
    where = path.relative_to(root).as_posix()
    out = []
    lines = len(text.splitlines())
    if lines > MAX_FILE_LINES:
        out.append(f"{where}: {lines} lines (at most {MAX_FILE_LINES})")
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            length = node.end_lineno - node.lineno + 1
            if length > MAX_FUNCTION_LINES:
                out.append(f"{where}:{node.lineno}: {node.name} is {length} lines (at most {MAX_FUNCTION_LINES})")
    return out


def test_the_packages_have_modules_to_measure():
    names = {p.relative_to(ROOT).as_posix() for p in _modules()}
    assert {"pnp/build.py", "pnp/art/ufern_des_nils.py", "gamedata/catalogue.py"} <= names


@pytest.mark.parametrize("path", _modules(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_no_module_or_function_is_too_long(path):
    assert oversized(path) == []


def test_a_long_module_and_a_long_function_are_named(tmp_path):
    body = "\n".join(f"    x{i} = {i}" for i in range(MAX_FUNCTION_LINES))
    module = tmp_path / "long.py"
    module.write_text("def long():\n" + body + "\n" + "\n" * MAX_FILE_LINES, encoding="utf-8")
    assert oversized(module, tmp_path) == [f"long.py: {MAX_FILE_LINES + MAX_FUNCTION_LINES + 1} lines (at most {MAX_FILE_LINES})",
                     f"long.py:1: long is {MAX_FUNCTION_LINES + 1} lines (at most {MAX_FUNCTION_LINES})"]
