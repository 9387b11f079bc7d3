"""What the tests of a game's message catalogue share (``tests/test_<game>_messages.py``): the message ids a
game package's code names, read from its source."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from scorer.engine.said import Catalogue


def said_ids(package: Path, slug: str) -> dict[str, str]:
    """Every message id (``<slug>.<about>.<what>``) the code of ``package`` names outside its catalogue
    (``messages.py``), each string that is a whole id, with where it is first named (``file:line``)."""
    pattern = re.compile(re.escape(slug) + r"(\.[a-z0-9-]+)+")
    found: dict[str, str] = {}
    for path in sorted(package.glob("*.py")):
        if path.name == "messages.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and pattern.fullmatch(node.value):
                found.setdefault(node.value, f"{path.name}:{node.lineno}")
    return found


def assert_every_id_in_the_catalogue(catalogue: Catalogue, package: Path, slug: str) -> None:
    """Every id the package says has its words in ``catalogue`` (a :class:`~scorer.engine.said.Catalogue`), and
    every entry of it is said somewhere: no words missing, none left over."""
    said, catalogued = said_ids(package, slug), set(catalogue.messages)
    assert not {i: where for i, where in said.items() if i not in catalogued}, "ids said with no words"
    assert not catalogued - said.keys(), "catalogue entries nothing says"
    assert len(catalogued) > 100
