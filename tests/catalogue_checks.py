"""What every game's message catalogue test checks (``tests/test_<game>_messages.py``): the ids a package's code
names against its catalogue, and an entry's placeholders (:mod:`scorer.engine.said`)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from scorer.engine.said import KEYBOARD, Catalogue, Message, Said, placeholders, said_json, words


def said_ids(package: Path, prefix: str) -> dict[str, str]:
    """Every message id the package's code names (each string that is a whole ``<prefix>.`` id), with where it
    is named; the catalogue module (``messages.py``) itself left out."""
    whole_id = re.compile(re.escape(prefix) + r"(\.[a-z0-9-]+)+")
    found = {}
    for path in sorted(package.glob("*.py")):
        if path.name == "messages.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and whole_id.fullmatch(node.value):
                found.setdefault(node.value, f"{path.name}:{node.lineno}")
    return found


def check_ids_said(package: Path, catalogue: Catalogue) -> int:
    """Asserts that every id the package names is in ``catalogue`` and every entry of it is named; the
    number of entries."""
    said, catalogued = said_ids(package, catalogue.prefix), set(catalogue.messages)
    assert not {i: where for i, where in said.items() if i not in catalogued}, "ids said with no words"
    # a message's words at nile play's keyboard (scorer.engine.said.at_keyboard) are said where the message is
    keyboard = {i for i in catalogued if i.endswith(KEYBOARD) and i.removesuffix(KEYBOARD) in said}
    assert not catalogued - said.keys() - keyboard, "catalogue entries nothing says"
    return len(catalogued)


def check_placeholders(entry: Message, counted_said: bool = True) -> None:
    """Asserts that both texts of ``entry`` name the same values, that the value counted is said in them
    (``counted_said``; else only one of its values: "the deck of ..." / "the decks of ...", as gettext's
    ``n``), and that its braces are all fields."""
    if entry.plural is not None:
        assert placeholders(entry.plural) == placeholders(entry.text)
        assert entry.count in (placeholders(entry.text) if counted_said else entry.needs)
    for text in (entry.text, entry.plural or ""):
        assert "{}" not in text and text.count("{") == text.count("}") == len(re.findall(r"\{[a-z_]+(:[^}]*)?\}", text))


def check_said(line: str) -> str:
    """Asserts that ``line`` is said by a message id whose words, with its values, are the line again; its id."""
    assert said_json(line)["id"], line
    assert isinstance(line, Said) and words(line.id, line.values) == line
    return line.id


def _literal_ids(node: ast.expr, names: bool) -> bool:
    """The id argument is a literal, or a choice between literals (``a if x else b if y else c``); with
    ``names``, also a name (holding an id taken from a table of literals, which :func:`check_ids_said` sees)."""
    if isinstance(node, ast.IfExp):
        return _literal_ids(node.body, names) and _literal_ids(node.orelse, names)
    return isinstance(node, ast.Constant) or names and isinstance(node, ast.Name)


def check_ids_written_whole(package: Path, prefix: str, names: bool = False) -> int:
    """Asserts that every ``say(...)`` of the package names its id whole (:func:`_literal_ids`), and that no
    f-string glues an id from pieces, so :func:`check_ids_said` sees every id the package can say; the number
    of ``say`` calls."""
    calls = 0
    for path in sorted(package.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "say":
                assert _literal_ids(node.args[0], names), f"{path.name}:{node.lineno}: say() with an id made at run time"
                calls += 1
            if isinstance(node, ast.JoinedStr):
                glued = re.compile(rf"(?<![\w.-]){re.escape(prefix)}\.")  # (not nile-cli.board.nil.: another's)
                assert not any(isinstance(v, ast.Constant) and glued.search(str(v.value)) for v in node.values), \
                    f"{path.name}:{node.lineno}: an id glued in an f-string"
    return calls
