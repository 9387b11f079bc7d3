"""YAML documents that remember where every value was written.

Both the catalogue loader (:mod:`pnp.catalogue`) and the record reader (:mod:`scorer.record`) read
YAML through this module, so every error they report can point at ``file:line:column``.

>>> doc = parse_yaml("game: land-unter\\nplayers: [Anna, Ben]\\n", "r.yaml")
>>> doc.data["players"][1]
'Ben'
>>> doc.where(("players", 1))
'r.yaml:2:16'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

Path_ = tuple[str | int, ...]


class SourceError(ValueError):
    """Unusable input at a known place: ``file:line:column: message``.

    Attributes: ``file`` (str), ``line`` and ``column`` (1-based ints, or None when the place is the
    whole file), ``message`` (what was expected, in words).
    """

    def __init__(self, file: str, line: int | None, column: int | None, message: str):
        self.file, self.line, self.column, self.message = file, line, column, message
        super().__init__(self.location() + ": " + message)

    def location(self) -> str:
        """``file:line:column``, ``file:line`` or ``file``, whichever is known."""
        parts = [self.file]
        if self.line is not None:
            parts.append(str(self.line))
            if self.column is not None:
                parts.append(str(self.column))
        return ":".join(parts)


@dataclass
class YamlDocument:
    """Plain Python data (dicts keep the order they were written in) plus the place of each value.

    ``marks`` maps a path of keys and list indices, e.g. ``("rounds", 0, "tricks", 2)``, to the
    1-based ``(line, column)`` where that value starts; ``key_marks`` does the same for mapping keys.
    """

    file: str
    data: Any
    marks: dict[Path_, tuple[int, int]] = field(default_factory=dict)
    key_marks: dict[Path_, tuple[int, int]] = field(default_factory=dict)

    def mark(self, path: Path_) -> tuple[int, int] | None:
        """The ``(line, column)`` of ``path``, or of its nearest written ancestor."""
        path = tuple(path)
        while path:
            if path in self.marks:
                return self.marks[path]
            path = path[:-1]
        return self.marks.get((), None)

    def where(self, path: Path_) -> str:
        """``file:line:column`` of ``path`` (see :meth:`mark`)."""
        m = self.mark(path)
        return f"{self.file}:{m[0]}:{m[1]}" if m else self.file

    def error(self, path: Path_, message: str) -> SourceError:
        """A :class:`SourceError` placed at ``path``."""
        m = self.mark(path)
        return SourceError(self.file, m[0] if m else None, m[1] if m else None, message)


def _build(node: yaml.Node, path: Path_, doc: YamlDocument, constructor: yaml.SafeLoader) -> Any:
    doc.marks[path] = (node.start_mark.line + 1, node.start_mark.column + 1)
    if isinstance(node, yaml.MappingNode):
        out: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode):
                raise SourceError(doc.file, key_node.start_mark.line + 1, key_node.start_mark.column + 1,
                                  "a mapping key must be a plain name or number")
            if key_node.tag == "tag:yaml.org,2002:merge":
                raise SourceError(doc.file, key_node.start_mark.line + 1, key_node.start_mark.column + 1,
                                  "'<<' merge keys are not supported; write the values out")
            key = constructor.construct_object(key_node)
            if key in out:
                first = doc.key_marks[path + (key,)]
                raise SourceError(doc.file, key_node.start_mark.line + 1, key_node.start_mark.column + 1,
                                  f"'{key}' is written twice in this mapping (first at line {first[0]})")
            doc.key_marks[path + (key,)] = (key_node.start_mark.line + 1, key_node.start_mark.column + 1)
            out[key] = _build(value_node, path + (key,), doc, constructor)
        return out
    if isinstance(node, yaml.SequenceNode):
        return [_build(item, path + (i,), doc, constructor) for i, item in enumerate(node.value)]
    return constructor.construct_object(node)


def parse_yaml(text: str, file: str = "<string>") -> YamlDocument:
    """Parse one YAML document from ``text``; ``file`` names it in error messages.

    Raises :class:`SourceError` for a YAML syntax error, an empty document, several documents, a
    duplicated key or a complex key.
    """
    doc = YamlDocument(file=file, data=None)
    try:
        nodes = list(yaml.compose_all(text, Loader=yaml.SafeLoader))
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        what = exc.problem or "YAML syntax error"
        if exc.context:
            what = f"{exc.context}, {what}"
        raise SourceError(file, mark.line + 1 if mark else None, mark.column + 1 if mark else None,
                          f"this is not valid YAML: {what}") from None
    except yaml.YAMLError as exc:  # reader errors: bad bytes, control characters
        raise SourceError(file, None, None, f"this is not readable YAML: {exc}") from None
    if not nodes or nodes[0] is None:
        raise SourceError(file, None, None, "the file is empty; expected a YAML mapping")
    if len(nodes) > 1:
        second = nodes[1].start_mark if nodes[1] is not None else None
        raise SourceError(file, second.line + 1 if second else None, None,
                          "the file holds several YAML documents ('---'); expected one")
    constructor = yaml.SafeLoader("")
    try:
        doc.data = _build(nodes[0], (), doc, constructor)
    except yaml.constructor.ConstructorError as exc:
        mark = exc.problem_mark
        raise SourceError(file, mark.line + 1 if mark else None, mark.column + 1 if mark else None,
                          f"this value cannot be read: {exc.problem}") from None
    return doc


def read_yaml(path: str | Path, display_name: str | None = None) -> YamlDocument:
    """Read and parse the YAML file at ``path`` (see :func:`parse_yaml`).

    Raises :class:`SourceError` when the file is missing, unreadable or not UTF-8 text.
    """
    name = display_name or str(path)
    try:
        raw = Path(path).read_bytes()
    except FileNotFoundError:
        raise SourceError(name, None, None, "no such file") from None
    except IsADirectoryError:
        raise SourceError(name, None, None, "this is a folder; expected a YAML file") from None
    except OSError as exc:
        raise SourceError(name, None, None, f"cannot read the file: {exc.strerror}") from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise SourceError(name, line, None, "the file is not UTF-8 text") from None
    return parse_yaml(text, name)


def pydantic_errors(doc: YamlDocument, exc: Any, prefix: Path_ = ()) -> list[SourceError]:
    """Turn a :class:`pydantic.ValidationError` on ``doc.data`` into placed :class:`SourceError` s.

    Each error names the field (``rounds[1].tricks[0].water``) and says what was expected.
    """
    out = []
    for err in exc.errors(include_url=False):
        loc = prefix + tuple(p for p in err["loc"] if not (isinstance(p, str) and p.startswith("function-")))
        # pydantic adds union-branch names ("list[int]", "int", ...) to locations; keep real keys
        real: list[str | int] = []
        node = doc.data
        for part in loc:
            if isinstance(node, dict) and part in node:
                real.append(part)
                node = node[part]
            elif isinstance(node, list) and isinstance(part, int) and 0 <= part < len(node):
                real.append(part)
                node = node[part]
            elif isinstance(node, dict) and err["type"] in ("missing",) and part == loc[-1]:
                real.append(part)
                break
        field_name = _dotted(real) or "the document"
        message = err["msg"]
        if err["type"] == "missing":
            message = f"'{real[-1]}' is missing" if real else "a field is missing"
            where = doc.error(tuple(real[:-1]), "")
        elif err["type"] == "extra_forbidden":
            key_mark = doc.key_marks.get(tuple(real))
            message = f"'{real[-1]}' is not a field here"
            where = SourceError(doc.file, *(key_mark or (None, None)), "") if key_mark else doc.error(tuple(real), "")
        else:
            message = f"{field_name}: {message[0].lower() + message[1:]}"
            if "input" in err and not isinstance(err["input"], (dict, list)):
                message += f" (found {err['input']!r})"
            where = doc.error(tuple(real), "")
        out.append(SourceError(where.file, where.line, where.column, message))
    return out


def _dotted(path: list[str | int]) -> str:
    text = ""
    for part in path:
        text += f"[{part}]" if isinstance(part, int) else (("." if text else "") + str(part))
    return text
