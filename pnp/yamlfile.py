"""YAML documents that remember where every value was written.

Both the catalogue loader (:mod:`pnp.catalogue`) and the record reader (:mod:`scorer.record`) read
YAML through this module, so every error they report can point at ``file:line:column``.

>>> doc = parse_yaml("game: land-unter\\nplayers: [Anna, Ben]\\n", "r.yaml")
>>> doc.data["players"][1]
'Ben'
>>> doc.where(("players", 1))
'r.yaml:2:17'
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


#: the deepest nesting of lists and mappings a document may have (a record needs about 8)
MAX_DEPTH = 40

#: libyaml's loader where it is installed (7-12x faster, same marks), else the pure-Python one
_LOADERS: tuple[type, ...] = ((yaml.CSafeLoader, yaml.SafeLoader) if getattr(yaml, "__with_libyaml__", False)
                              else (yaml.SafeLoader,))

_SCALAR_WORDS = {
    "tag:yaml.org,2002:int": "a whole number",
    "tag:yaml.org,2002:float": "a number",
    "tag:yaml.org,2002:bool": "true or false",
    "tag:yaml.org,2002:timestamp": "a date",
}


#: the most characters of a value echoed in a message (see :func:`shown`)
SHOWN_CHARS = 40


def shown(value: Any, limit: int = SHOWN_CHARS) -> str:
    """``value`` as a message echoes it: text quoted, anything else as written, cut to about ``limit``
    characters with an ellipsis (a 5,000-character value is not echoed whole, a number of thousands of
    digits is named by its length).

    >>> shown("A11 E"), shown(7), shown(None), shown([5])
    ("'A11 E'", '7', 'null', '[5]')
    >>> shown("x" * 100)
    "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…' (100 characters)"
    >>> shown(2 ** 20000)
    'a number of 6021 digits'
    """
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 3.33 * limit:
        digits = len(str(abs(value))) if value.bit_length() < 14000 else int(value.bit_length() * 0.30103) + 1
        return f"a number of {digits} digits"
    if value is None or isinstance(value, bool):
        return {None: "null", True: "true", False: "false"}[value]
    if isinstance(value, str):
        return repr(value) if len(value) <= limit else f"{value[:limit]!r}"[:-1] + f"…' ({len(value)} characters)"
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + "…"


def _at(file: str, mark: Any, message: str) -> SourceError:
    """A :class:`SourceError` at a YAML ``mark`` (0-based line and column), or at the whole file."""
    if mark is None:
        return SourceError(file, None, None, message)
    return SourceError(file, mark.line + 1, mark.column + 1, message)


def _is_bare_question_mark(node: yaml.Node, lines: list[str]) -> bool:
    """True for a lone ``?`` written as a value (``[?, Plague]``): YAML reads it as an empty explicit key,
    i.e. a mapping ``{null: null}`` starting with ``?``. Records use ``?`` for a card nobody saw."""
    if not isinstance(node, yaml.MappingNode) or len(node.value) != 1:
        return False
    key, value = node.value[0]
    empty = all(isinstance(n, yaml.ScalarNode) and n.tag == "tag:yaml.org,2002:null" and n.value == ""
                for n in (key, value))
    line, col = node.start_mark.line, node.start_mark.column
    return empty and line < len(lines) and lines[line][col:col + 1] == "?"


def _scalar(node: yaml.Node, doc: YamlDocument, constructor: yaml.SafeLoader) -> Any:
    """Construct one scalar, turning the constructors' plain Python errors into a placed error."""
    try:
        return constructor.construct_object(node)
    except yaml.constructor.ConstructorError as exc:
        raise _at(doc.file, exc.problem_mark or node.start_mark, f"this value cannot be read: {exc.problem}") from None
    except (ValueError, TypeError, KeyError, IndexError, OverflowError, AttributeError):
        what = _SCALAR_WORDS.get(node.tag, f"a value of type {node.tag.rsplit(':', 1)[-1]}")
        hint = " (write a date as YYYY-MM-DD, a day that exists)" if "timestamp" in node.tag else ""
        raise _at(doc.file, node.start_mark, f"{shown(node.value)} cannot be read as {what}{hint}; "
                  "put it in quotes if it is meant as text") from None


def _build(node: yaml.Node, path: Path_, doc: YamlDocument, constructor: yaml.SafeLoader, lines: list[str]) -> Any:
    doc.marks[path] = (node.start_mark.line + 1, node.start_mark.column + 1)
    if _is_bare_question_mark(node, lines):
        return "?"
    if isinstance(node, yaml.MappingNode):
        out: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode):
                raise _at(doc.file, key_node.start_mark, "a mapping key must be a plain name or number")
            if key_node.tag == "tag:yaml.org,2002:merge":
                raise _at(doc.file, key_node.start_mark, "'<<' merge keys are not supported; write the values out")
            key = _scalar(key_node, doc, constructor)
            if key in out:
                first = doc.key_marks[path + (key,)]
                raise _at(doc.file, key_node.start_mark,
                          f"'{key}' is written twice in this mapping (first at line {first[0]})")
            doc.key_marks[path + (key,)] = (key_node.start_mark.line + 1, key_node.start_mark.column + 1)
            out[key] = _build(value_node, path + (key,), doc, constructor, lines)
        return out
    if isinstance(node, yaml.SequenceNode):
        return [_build(item, path + (i,), doc, constructor, lines) for i, item in enumerate(node.value)]
    return _scalar(node, doc, constructor)


def _scan(text: str, loader: type, file: str) -> None:
    """Walk the parser's events (no recursion, nothing expanded) and refuse what a record never needs
    and an attacker would use: aliases (``*a``, which can multiply a small file into gigabytes),
    nesting deeper than :data:`MAX_DEPTH`, and several documents."""
    depth = documents = 0
    for event in yaml.parse(text, Loader=loader):
        if isinstance(event, yaml.AliasEvent):
            raise _at(file, event.start_mark, f"'*{event.anchor}' repeats a value by alias; records do not "
                      "support anchors and aliases (&name / *name): write the values out")
        if isinstance(event, yaml.CollectionStartEvent):
            depth += 1
            if depth > MAX_DEPTH:
                raise _at(file, event.start_mark, f"lists and mappings are nested more than {MAX_DEPTH} deep here; "
                          "a record is never nested like that")
        elif isinstance(event, yaml.CollectionEndEvent):
            depth -= 1
        elif isinstance(event, yaml.DocumentStartEvent):
            documents += 1
            if documents > 1:
                raise _at(file, event.start_mark, "the file holds several YAML documents ('---'); expected one")


def _compose(text: str, file: str) -> yaml.Node | None:
    """The document's node tree, read by libyaml where possible. libyaml refuses a few forms the YAML
    spec allows (a bare ``?`` in a flow list), so a document it rejects is read again in pure Python,
    whose message is reported if it fails too."""
    for i, loader in enumerate(_LOADERS):
        try:
            _scan(text, loader, file)
            return yaml.compose(text, Loader=loader)
        except yaml.reader.ReaderError:
            bad = yaml.reader.Reader.NON_PRINTABLE.search(text)
            if bad is None:
                raise SourceError(file, None, None, "this is not readable YAML text") from None
            line = text.count("\n", 0, bad.start()) + 1
            column = bad.start() - (text.rfind("\n", 0, bad.start()) + 1) + 1
            raise SourceError(file, line, column, f"the character U+{ord(bad.group()):04X} is a control character; "
                              "a record holds only printable text") from None
        except yaml.MarkedYAMLError as exc:
            if i + 1 < len(_LOADERS):
                continue
            what = exc.problem or "YAML syntax error"
            if exc.context:
                what = f"{exc.context}, {what}"
            raise _at(file, exc.problem_mark or exc.context_mark, f"this is not valid YAML: {what}") from None
        except yaml.YAMLError as exc:
            raise SourceError(file, None, None, f"this is not readable YAML: {exc}") from None
    return None  # pragma: no cover - the loop always returns or raises


def parse_yaml(text: str, file: str = "<string>") -> YamlDocument:
    """Parse one YAML document from ``text``; ``file`` names it in error messages.

    A bare ``?`` written as a value reads as the text ``"?"`` (a card nobody saw).
    Raises :class:`SourceError` for a YAML syntax error, a control character, an empty document,
    several documents, an alias, nesting deeper than :data:`MAX_DEPTH`, a duplicated or complex key,
    or a scalar its tag cannot read (``2026-02-30``, ``!!int abc``).

    >>> parse_yaml("drew: [?, Plague, ?]", "r.yaml").data
    {'drew': ['?', 'Plague', '?']}
    >>> parse_yaml("date: 2026-02-30", "r.yaml").data
    Traceback (most recent call last):
    ...
    pnp.yamlfile.SourceError: r.yaml:1:7: '2026-02-30' cannot be read as a date (write a date as YYYY-MM-DD, a day that exists); put it in quotes if it is meant as text
    """
    doc = YamlDocument(file=file, data=None)
    root = _compose(text, file)
    if root is None:
        raise SourceError(file, None, None, "the file is empty; expected a YAML mapping")
    constructor = yaml.SafeLoader("")
    doc.data = _build(root, (), doc, constructor, text.splitlines())
    return doc


def read_yaml(path: str | Path, display_name: str | None = None, max_bytes: int | None = None) -> YamlDocument:
    """Read and parse the YAML file at ``path`` (see :func:`parse_yaml`).

    Only a regular file is read: a FIFO, a device (``/dev/zero``) or a socket is refused without
    waiting for it (it is opened non-blocking and looked at before anything is read). With
    ``max_bytes``, a longer file is refused before it is read. Raises :class:`SourceError` when the file
    is missing, unreadable, not a regular file, too long or not UTF-8 text.
    """
    name = display_name or str(path)
    raw = _read_regular_file(Path(path), name, max_bytes)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise SourceError(name, line, None, "the file is not UTF-8 text") from None
    del raw
    return parse_yaml(text, name)


def _read_regular_file(path: Path, name: str, max_bytes: int | None) -> bytes:
    """The bytes of the regular file ``path`` (at most ``max_bytes``); see :func:`read_yaml`."""
    import os
    import stat

    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except FileNotFoundError:
        raise SourceError(name, None, None, "no such file") from None
    except IsADirectoryError:
        raise SourceError(name, None, None, "this is a folder; expected a YAML file") from None
    except OSError as exc:
        raise SourceError(name, None, None, f"cannot read the file: {exc.strerror or exc}") from None
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):
        os.close(fd)
        kind = ("a folder" if stat.S_ISDIR(mode) else "a pipe (FIFO)" if stat.S_ISFIFO(mode)
                else "a device" if stat.S_ISCHR(mode) or stat.S_ISBLK(mode)
                else "a socket" if stat.S_ISSOCK(mode) else "not a regular file")
        raise SourceError(name, None, None, f"this is {kind}; expected a YAML file")
    with os.fdopen(fd, "rb") as handle:
        try:
            raw = handle.read() if max_bytes is None else handle.read(max_bytes + 1)
        except OSError as exc:
            raise SourceError(name, None, None, f"cannot read the file: {exc.strerror or exc}") from None
    if max_bytes is not None and len(raw) > max_bytes:
        raise SourceError(name, None, None, f"the file is longer than {max_bytes:,} bytes; a record is never "
                          "that long (a whole game is under 100 KB)")
    return raw


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
        message = _without_input(err)
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
                message += f" (found {shown(err['input'])})"
            where = doc.error(tuple(real), "")
        out.append(SourceError(where.file, where.line, where.column, message))
    return out


def _without_input(err: Any) -> str:
    """pydantic's message for ``err`` with any long value it quotes cut short (the value is shown once,
    shortened, after the message)."""
    message = str(err["msg"])
    value = err.get("input")
    if isinstance(value, str) and len(value) > SHOWN_CHARS and value in message:
        message = message.replace(value, value[:SHOWN_CHARS] + "…")
    return message


def _dotted(path: list[str | int]) -> str:
    text = ""
    for part in path:
        text += f"[{part}]" if isinstance(part, int) else (("." if text else "") + str(part))
    return text
