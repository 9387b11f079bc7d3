"""The packages' layers and their imports (issue 24, item 5): no import cycle among the project's modules,
the shared data access (:mod:`gamedata`) importing neither side, the printer (:mod:`pnp`) never importing
the referee, and the referee (:mod:`scorer`) reading its data without loading the printer: it draws with
the print's art (``nile print``, ``nile show``, the pictures) only inside the functions that draw.

The imports are read from the source with :mod:`ast` (every ``import`` and ``from ... import`` naming a
module of the project), so a test names the file and line of an import that breaks a layer.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("gamedata", "pnp", "scorer")

#: the cycles left, each with why and what would end it; a cycle found and not here fails the test, and so
#: does one here that is gone (take it out). Module level: imports run when the module is imported.
KNOWN_MODULE_LEVEL: dict[frozenset[str], str] = {
    frozenset({"scorer.games.nil.notation", "scorer.games.nil.turns", "scorer.games.nil.endracks"}):
        "NIL's notation re-exports turns and endracks (at its bottom), which import its private helpers; ended "
        "by moving those helpers into a module of their own (NIL's engine is another helper's at the moment)",
}
#: and counting the imports inside functions too (run when the function is called)
KNOWN_ANY: dict[frozenset[str], str] = {
    **KNOWN_MODULE_LEVEL,
}


@dataclass(frozen=True)
class Import:
    """One import of a project module: who imports what, where, and whether it runs at import time."""

    importer: str
    imported: str
    where: str
    module_level: bool


def _modules() -> dict[str, Path]:
    """Every module of the three packages: dotted name -> file."""
    found = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def _walk(body: list[ast.stmt], module_level: bool):
    """The import statements of ``body`` that run, each with whether it runs at import time (not inside a
    function); one under ``if TYPE_CHECKING`` never runs (the type checker reads it) and is left out."""
    for node in body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node, module_level
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            yield from _walk(node.body, False)
        elif isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            yield from _walk(node.orelse, module_level)
        else:
            for child in ast.iter_child_nodes(node):
                if isinstance(child, ast.stmt):
                    yield from _walk([child], module_level)
                elif isinstance(child, (ast.ExceptHandler, ast.match_case)):
                    yield from _walk(child.body, module_level)


def imports() -> list[Import]:
    """Every import of a project module by a project module (``from p import m`` names the module ``p.m``
    when there is one, else ``p``)."""
    modules = _modules()
    found = []
    for name, path in modules.items():
        package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
        for node, module_level in _walk(ast.parse(path.read_text(encoding="utf-8")).body, True):
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            else:
                base = node.module or ""
                if node.level:
                    base = ".".join(package[:len(package) - node.level + 1] + ([base] if base else []))
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base for a in node.names]
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            found += [Import(name, t, where, module_level) for t in targets if t in modules and t != name]
    return found


def cycles(edges: list[Import]) -> dict[frozenset[str], list[str]]:
    """The import cycles among ``edges`` (Tarjan's strongly connected components of two modules or more):
    the modules of each -> the imports that make it."""
    graph: dict[str, set[str]] = {}
    for e in edges:
        graph.setdefault(e.importer, set()).add(e.imported)
        graph.setdefault(e.imported, set())
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[frozenset[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = stack[stack.index(v):]
            del stack[stack.index(v):]
            if len(part) > 1:
                found.append(frozenset(part))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return {c: sorted({f"{e.where}: {e.importer} -> {e.imported}" for e in edges if e.importer in c and e.imported in c})
            for c in found}


def test_the_import_reader_sees_a_cycle_and_its_lines():
    """The reader itself: a cycle through a function's import is one only when those count; a
    TYPE_CHECKING import is none."""
    a = Import("x.a", "x.b", "x/a.py:3", True)
    b = Import("x.b", "x.a", "x/b.py:9", False)
    c = Import("x.b", "x.c", "x/b.py:2", True)
    assert cycles([a, b, c]) == {frozenset({"x.a", "x.b"}): ["x/a.py:3: x.a -> x.b", "x/b.py:9: x.b -> x.a"]}
    assert cycles([e for e in (a, b, c) if e.module_level]) == {}
    source = "import typing\nif typing.TYPE_CHECKING:\n    import q\ntry:\n    import r\nexcept ImportError:\n" \
             "    import s\ndef f():\n    import t\nclass K:\n    import u\n"
    assert [(n.names[0].name, top) for n, top in _walk(ast.parse(source).body, True)] == \
        [("typing", True), ("r", True), ("s", True), ("t", False), ("u", True)]


@pytest.mark.parametrize("module_level", [True, False], ids=["module level", "inside functions too"])
def test_no_import_cycle(module_level):
    found = cycles([e for e in imports() if e.module_level or not module_level])
    known = KNOWN_MODULE_LEVEL if module_level else KNOWN_ANY
    new = {tuple(sorted(c)): lines for c, lines in found.items() if c not in known}
    gone = [sorted(c) for c in known if c not in found]
    assert not new, f"import cycles: {json.dumps({' <-> '.join(c): lines for c, lines in new.items()}, indent=2)}"
    assert not gone, f"these cycles are gone: take them out of the known ones: {gone}"


def _breaking(rule, edges: list[Import]) -> list[str]:
    return [f"{e.where}: {e.importer} imports {e.imported}" for e in edges if rule(e)]


def test_gamedata_imports_neither_the_printer_nor_the_referee():
    edges = imports()
    assert _breaking(lambda e: e.importer.split(".")[0] == "gamedata" and e.imported.split(".")[0] != "gamedata",
                     edges) == []


def test_the_printer_never_imports_the_referee():
    assert _breaking(lambda e: e.importer.split(".")[0] == "pnp" and e.imported.split(".")[0] == "scorer",
                     imports()) == []


def _draws(module: str) -> bool:
    """A module that draws a game's picture with the print's art (``scorer/games/<game>/picture.py``),
    itself imported only when a picture is drawn."""
    parts = module.split(".")
    return parts[:2] == ["scorer", "games"] and parts[-1] == "picture"


def test_the_referee_loads_the_printer_only_to_draw():
    """No module of scorer imports pnp when it is imported, but a picture module; its data (catalogues,
    tiles, YAML, templates, file writing) comes from gamedata."""
    assert _breaking(lambda e: e.importer.split(".")[0] == "scorer" and e.imported.split(".")[0] == "pnp"
                     and e.module_level and not _draws(e.importer), imports()) == []


#: run in a process where any import of pnp fails: every example refereed and scored, a game of each
#: simulated, and the game list; prints [(args, exit code, stdout)] and whether pnp was loaded
_WITHOUT_PNP = """
import importlib.abc, json, sys
class NoPrinter(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name == "pnp" or name.startswith("pnp."):
            raise ImportError(f"the referee imported the printer: {name}")
sys.meta_path.insert(0, NoPrinter())
from typer.testing import CliRunner
from scorer.cli import app
runs = []
for args in json.loads(sys.argv[1]):
    result = CliRunner().invoke(app, args)
    runs.append([args, result.exit_code, result.stdout, repr(result.exception) if result.exit_code > 2 else ""])
print(json.dumps({"runs": runs, "loaded": sorted(m for m in sys.modules if m.split(".")[0] == "pnp")}))
"""


def test_check_score_and_simulate_run_without_the_printer():
    """Refereeing, scoring and simulating never load pnp: the same answers with pnp unimportable as with
    it (so a bug in the print cannot stop the referee, and the referee starts without reportlab)."""
    from typer.testing import CliRunner

    from scorer.cli import app
    from scorer.games import registry

    records = sorted(str(p) for p in (ROOT / "examples").rglob("*.yaml"))
    assert len(records) >= 8
    argv = [[command, r, "--json"] for r in records for command in ("check", "score")] + \
        [["simulate", slug, "--players", str(spec.catalogue.players.min), "--seed", "3"] for slug, spec in registry().items()]
    done = subprocess.run([sys.executable, "-c", _WITHOUT_PNP, json.dumps(argv)], capture_output=True, text=True,
                          cwd=ROOT, timeout=600)
    assert done.returncode == 0, done.stderr
    got = json.loads(done.stdout)
    assert got["loaded"] == []
    for args, code, out, error in got["runs"]:
        assert not error, (args, error)
        result = CliRunner().invoke(app, args)
        assert (code, out) == (result.exit_code, result.stdout), args


def test_nothing_outside_a_game_calls_its_private_do():
    """Issue 24: a move already ruled on is carried out by ``apply_ruled`` (the contract's public door); a
    game's ``_do`` is called only by the game itself (``self._do``, ``super()._do``, ``Phased._do``)."""
    import re

    root = ROOT
    calls = re.compile(r"(\w+(?:\(\))?)\._do\(")
    found = [f"{path.relative_to(root)}:{n}: {line.strip()}"
             for path in sorted((root / "scorer").rglob("*.py")) + sorted((root / "tests").glob("*.py"))
             for n, line in enumerate(path.read_text().splitlines(), 1)
             for who in calls.findall(line) if who not in ("self", "super()", "Phased")]
    assert not found, found
