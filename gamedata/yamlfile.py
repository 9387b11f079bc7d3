"""YAML documents that remember where every value was written.

Both the catalogue loader (:mod:`gamedata.catalogue`) and the record reader (:mod:`scorer.record`) read
YAML through this module, so every error they report can point at ``file:line:column``.

>>> doc = parse_yaml("game: land-unter\\nplayers: [Anna, Ben]\\n", "r.yaml")
>>> doc.data["players"][1]
'Ben'
>>> doc.where(("players", 1))
'r.yaml:2:17'
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from datetime import date, time
from pathlib import Path
from typing import Any

import yaml

from gamedata.said import Said
from gamedata.yaml_words import problem

Path_ = tuple[str | int, ...]


class SourceError(ValueError):
    """Unusable input at a known place: ``file:line:column: message``.

    Attributes: ``file`` (str), ``line`` and ``column`` (1-based ints, or None when the place is the
    whole file), ``message`` (what was expected, in words); where the message is said by id (issue 25), ``id``
    and ``values``: the referee's catalogue (``nile-cli.source.*``, :mod:`scorer.engine.cli_messages`) says it in
    the reader's language, ``message`` being its English (None and ``{}`` where it is not said by id yet).
    """

    def __init__(self, file: str, line: int | None, column: int | None, message: str, id: str | None = None,
                 values: dict[str, Any] | None = None) -> None:
        self.file, self.line, self.column, self.message = file, line, column, message
        self.id, self.values = id, dict(values or {})
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

    def error(self, path: Path_, message: str, id: str | None = None, values: dict[str, Any] | None = None
              ) -> SourceError:
        """A :class:`SourceError` placed at ``path`` (said by ``id`` with ``values``, where given; a ``message``
        that keeps its own ``id`` and ``values``, a :class:`~gamedata.said.Said`, is said by them)."""
        if id is None and isinstance(message, Said):
            id, values = message.id, dict(message.values)
        m = self.mark(path)
        return SourceError(self.file, m[0] if m else None, m[1] if m else None, message, id, values)


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


#: the largest whole number a record may hold, in bits (about 10**100: far beyond any count, score or
#: seed, and short of the numbers whose conversion to text Python refuses)
MAX_INT_BITS = 332

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
    >>> shown(date(2026, 11, 27)), shown(time(8, 45))  # as YAML writes them
    ('2026-11-27', '08:45:00')
    """
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 3.33 * limit:
        digits = len(str(abs(value))) if value.bit_length() < 14000 else int(value.bit_length() * 0.30103) + 1
        return Said(f"a number of {digits} digits", "nile-cli.source.digits", {"digits": digits})
    if value is None or isinstance(value, bool):
        return {None: "null", True: "true", False: "false"}[value]
    if isinstance(value, str):
        return repr(value) if len(value) <= limit else f"{value[:limit]!r}"[:-1] + f"…' ({len(value)} characters)"
    if isinstance(value, (bytes, bytearray)):
        return Said(f"binary data ({len(value)} bytes)", "nile-cli.source.binary", {"bytes": len(value)})
    if isinstance(value, (date, time)):  # a date or a time (a datetime is a date), as YAML writes it
        return value.isoformat()
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + "…"


def _at(file: str, mark: Any, message: str, id: str | None = None, **values: Any) -> SourceError:
    """A :class:`SourceError` at a YAML ``mark`` (0-based line and column), or at the whole file; said by ``id``
    with ``values`` where given (the referee's catalogue, ``nile-cli.source.*``)."""
    if mark is None:
        return SourceError(file, None, None, message, id, values)
    return SourceError(file, mark.line + 1, mark.column + 1, message, id, values)


#: PyYAML's words of a tag it has no constructor for (a tag of Python's, or one of the file's own: ``!foo``)
_NO_CONSTRUCTOR = re.compile(r"could not determine a constructor for the tag (.*)")


def _cannot_construct(file: str, mark: Any, problem: str) -> SourceError:
    """A value PyYAML cannot construct (its ``problem``): a tag it has no constructor for said by id with the tag
    (``nile-cli.source.tag``), any other problem by id with PyYAML's own words (``nile-cli.source.cannot-read``).

    >>> _cannot_construct("r.yaml", None, "could not determine a constructor for the tag '!foo'").id
    'nile-cli.source.tag'
    """
    message = f"this value cannot be read: {problem}"
    tag = _NO_CONSTRUCTOR.fullmatch(problem)
    if tag:
        return _at(file, mark, message, "nile-cli.source.tag", tag=tag.group(1))
    return _at(file, mark, message, "nile-cli.source.cannot-read", problem=problem)


#: the id of each scalar kind's "cannot be read as" (``nile-cli.source.scalar.*``)
_SCALAR_IDS = {
    "tag:yaml.org,2002:int": "nile-cli.source.scalar.int",
    "tag:yaml.org,2002:float": "nile-cli.source.scalar.float",
    "tag:yaml.org,2002:bool": "nile-cli.source.scalar.bool",
    "tag:yaml.org,2002:timestamp": "nile-cli.source.scalar.date",
}


def _scalar(event: Any, loader: Any, file: str) -> Any:
    """Construct one scalar from its parser ``event`` (its tag resolved as PyYAML's composer does),
    turning the constructors' plain Python errors into a placed error."""
    tag = event.tag
    if tag is None or tag == "!":
        tag = loader.resolve(yaml.ScalarNode, event.value, event.implicit)
    node = yaml.ScalarNode(tag, event.value, event.start_mark, event.end_mark, style=event.style)
    try:
        value = loader.construct_object(node)
    except yaml.constructor.ConstructorError as exc:
        raise _cannot_construct(file, exc.problem_mark or node.start_mark, str(exc.problem)) from None
    except (ValueError, TypeError, KeyError, IndexError, OverflowError, AttributeError):
        what = _SCALAR_WORDS.get(node.tag, f"a value of type {node.tag.rsplit(':', 1)[-1]}")
        hint = " (write a date as YYYY-MM-DD, a day that exists)" if "timestamp" in node.tag else ""
        raise _at(file, node.start_mark, f"{shown(node.value)} cannot be read as {what}{hint}; "
                  "put it in quotes if it is meant as text", _SCALAR_IDS.get(node.tag, "nile-cli.source.scalar.other"),
                  value=shown(node.value), **({} if node.tag in _SCALAR_IDS else {"type": node.tag.rsplit(":", 1)[-1]})
                  ) from None
    finally:
        loader.constructed_objects.clear()  # nothing is shared between scalars: keep no node alive
    if isinstance(value, str):  # one spelling of each text, however it was typed (NFC: Zoë as one letter)
        return unicodedata.normalize("NFC", value)
    if isinstance(value, int) and not isinstance(value, bool):
        if ":" in event.value:  # YAML 1.1 reads 1:30:00 as a base-60 number (5400)
            raise _at(file, node.start_mark, f"{shown(event.value)} would be read as a base-60 number; put it "
                      "in quotes if it is meant as text, or write the number itself", "nile-cli.source.base-60",
                      value=shown(event.value))
        if value.bit_length() > MAX_INT_BITS:
            raise _at(file, node.start_mark, f"{shown(value)}: no count, score or seed of any game is that large",
                      "nile-cli.source.too-large", value=shown(value))
    return value


@dataclass
class _Open:
    """A list or mapping being read: its value, its path, and for a mapping the key read last (waiting
    for its value) and whether it may still be a bare ``?`` (one empty key with an empty value)."""

    value: Any
    path: Path_
    key: Any = None
    has_key: bool = False
    empty_pairs: int = 0
    pairs: int = 0


_NULL = "tag:yaml.org,2002:null"


class _Builder:
    """Plain data and marks from a stream of parser events, one event at a time: no node tree is
    built, so memory stays near the size of the data itself. Refuses what a record never needs and an
    attacker would use: aliases (``*a``, which can multiply a small file into gigabytes), nesting deeper
    than :data:`MAX_DEPTH`, several documents, complex and merge keys, duplicated keys."""

    def __init__(self, text: str, loader: Any, doc: YamlDocument) -> None:
        self.text, self.loader, self.doc, self.file = text, loader, doc, doc.file
        self.open: list[_Open] = []
        self.root: Any = None
        self.documents = 0
        self._lines: list[str] | None = None

    def run(self) -> bool:
        """Read every event; True if the stream held a document."""
        while True:
            event = self.loader.get_event()
            if isinstance(event, yaml.StreamEndEvent):
                return self.documents > 0
            if isinstance(event, yaml.DocumentStartEvent):
                self.documents += 1
                if self.documents > 1:
                    raise _at(self.file, event.start_mark, "the file holds several YAML documents ('---'); expected one",
                              "nile-cli.source.documents")
            elif isinstance(event, yaml.AliasEvent):
                raise _at(self.file, event.start_mark, f"'*{event.anchor}' repeats a value by alias; records do not "
                          "support anchors and aliases (&name / *name): write the values out", "nile-cli.source.alias",
                          alias=f"*{event.anchor}")
            elif isinstance(event, yaml.ScalarEvent):
                self._scalar(event)
            elif isinstance(event, yaml.CollectionStartEvent):
                self._start(event)
            elif isinstance(event, yaml.CollectionEndEvent):
                self._end()

    def _place(self) -> Path_ | None:
        """The path of the next value, or None when the next event of a mapping is a key."""
        if not self.open:
            return ()
        top = self.open[-1]
        if isinstance(top.value, list):
            return top.path + (len(top.value),)
        return top.path + (top.key,) if top.has_key else None

    def _put(self, value: Any, path: Path_) -> None:
        if not self.open:
            self.root = value
            return
        top = self.open[-1]
        if isinstance(top.value, list):
            top.value.append(value)
        else:
            top.value[top.key] = value
            top.has_key = False

    def _scalar(self, event: Any) -> None:
        path = self._place()
        if path is None:  # a mapping key
            self._key(event)
            return
        self.doc.marks[path] = (event.start_mark.line + 1, event.start_mark.column + 1)
        top = self.open[-1] if self.open else None
        if top is not None and isinstance(top.value, dict) and top.key is None and event.tag is None \
                and event.value == "" and event.implicit[0]:
            top.empty_pairs += 1
        self._put(_scalar(event, self.loader, self.file), path)

    def _key(self, event: Any) -> None:
        top = self.open[-1]
        key_tag = event.tag or self.loader.resolve(yaml.ScalarNode, event.value, event.implicit)
        if key_tag == "tag:yaml.org,2002:merge":
            raise _at(self.file, event.start_mark, "'<<' merge keys are not supported; write the values out",
                      "nile-cli.source.merge")
        key = _scalar(event, self.loader, self.file)
        if key in top.value:
            first = self.doc.key_marks[top.path + (key,)]
            raise _at(self.file, event.start_mark, f"the key {shown(event.value)} repeats a key of this mapping "
                      f"(first at line {first[0]})", "nile-cli.source.key-twice", key=shown(event.value), line=first[0])
        self.doc.key_marks[top.path + (key,)] = (event.start_mark.line + 1, event.start_mark.column + 1)
        top.key, top.has_key = key, True
        top.pairs += 1
        if key is None and event.value == "" and key_tag == _NULL:
            top.empty_pairs += 1

    def _start(self, event: Any) -> None:
        path = self._place()
        if path is None:
            raise _at(self.file, event.start_mark, "a mapping key must be a plain name or number", "nile-cli.source.key-plain")
        if len(self.open) >= MAX_DEPTH:
            raise _at(self.file, event.start_mark, f"lists and mappings are nested more than {MAX_DEPTH} deep here; "
                      "a record is never nested like that", "nile-cli.source.nested", most=MAX_DEPTH)
        self.doc.marks[path] = (event.start_mark.line + 1, event.start_mark.column + 1)
        value: Any = {} if isinstance(event, yaml.MappingStartEvent) else []
        self._put(value, path)
        self.open.append(_Open(value, path))

    def _end(self) -> None:
        done = self.open.pop()
        if isinstance(done.value, dict) and done.pairs == 1 and done.empty_pairs == 2 and self._bare_question(done.path):
            # a lone '?' written as a value ([?, Plague]): YAML reads an empty explicit key {null: null};
            # records use '?' for a card nobody saw
            empty: Any = None
            self.doc.key_marks.pop(done.path + (empty,), None)
            self.doc.marks.pop(done.path + (empty,), None)
            if self.open:
                parent = self.open[-1].value
                parent[done.path[-1]] = "?"
            else:
                self.root = "?"

    def _bare_question(self, path: Path_) -> bool:
        line, col = self.doc.marks[path]
        if self._lines is None:
            self._lines = self.text.splitlines()
        return line - 1 < len(self._lines) and self._lines[line - 1][col - 1:col] == "?"


def _load(text: str, doc: YamlDocument) -> bool:
    """Fill ``doc`` from ``text``, read by libyaml where possible; True if ``text`` held a document.
    libyaml refuses a few forms the YAML spec allows (a bare ``?`` in a flow list), so a document it
    rejects is read again in pure Python, whose message is reported if it fails too."""
    file = doc.file
    for i, loader_class in enumerate(_LOADERS):
        doc.marks.clear()
        doc.key_marks.clear()
        loader = loader_class(text)
        try:
            builder = _Builder(text, loader, doc)
            found = builder.run()
            doc.data = builder.root
            return found
        except yaml.reader.ReaderError:
            bad = yaml.reader.Reader.NON_PRINTABLE.search(text)
            if bad is None:
                raise SourceError(file, None, None, "this is not readable YAML text", "nile-cli.source.not-text") from None
            line = text.count("\n", 0, bad.start()) + 1
            column = bad.start() - (text.rfind("\n", 0, bad.start()) + 1) + 1
            code = f"{ord(bad.group()):04X}"
            raise SourceError(file, line, column, f"the character U+{code} is a control character; a record holds only "
                              "printable text", "nile-cli.source.control", {"code": code}) from None
        except yaml.MarkedYAMLError as exc:
            if i + 1 < len(_LOADERS):
                continue
            what = problem(exc)
            placed = _at(file, exc.problem_mark or exc.context_mark, f"this is not valid YAML: {what}")
            raise SourceError(placed.file, placed.line, placed.column, placed.message, "nile-cli.source.invalid",
                              {"what": what}) from None
        except yaml.YAMLError as exc:
            raise SourceError(file, None, None, f"this is not readable YAML: {exc}") from None
        finally:
            loader.dispose()
    return False  # pragma: no cover - the loop always returns or raises


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
    gamedata.yamlfile.SourceError: r.yaml:1:7: '2026-02-30' cannot be read as a date (write a date as YYYY-MM-DD, a day that exists); put it in quotes if it is meant as text
    """
    doc = YamlDocument(file=file, data=None)
    if not _load(text, doc):
        raise SourceError(file, None, None, "the file is empty; expected a YAML mapping", "nile-cli.source.empty")
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
        raise SourceError(name, line, None, "the file is not UTF-8 text", "nile-cli.source.not-utf8") from None
    del raw
    return parse_yaml(text, name)


def _read_regular_file(path: Path, name: str, max_bytes: int | None) -> bytes:
    """The bytes of the regular file ``path`` (at most ``max_bytes``); see :func:`read_yaml`."""
    import os
    import stat

    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except FileNotFoundError:
        raise SourceError(name, None, None, "no such file", "nile-cli.source.no-file") from None
    except IsADirectoryError:
        raise SourceError(name, None, None, "this is a folder; expected a YAML file", "nile-cli.source.folder") from None
    except OSError as exc:
        reason = str(exc.strerror or exc)
        raise SourceError(name, None, None, f"cannot read the file: {reason}", "nile-cli.source.unreadable",
                          {"reason": reason}) from None
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):
        os.close(fd)
        kind, id = (("a folder", "nile-cli.source.folder") if stat.S_ISDIR(mode) else
                    ("a pipe (FIFO)", "nile-cli.source.pipe") if stat.S_ISFIFO(mode) else
                    ("a device", "nile-cli.source.device") if stat.S_ISCHR(mode) or stat.S_ISBLK(mode) else
                    ("a socket", "nile-cli.source.socket") if stat.S_ISSOCK(mode) else
                    ("not a regular file", "nile-cli.source.not-regular"))
        raise SourceError(name, None, None, f"this is {kind}; expected a YAML file", id)
    with os.fdopen(fd, "rb") as handle:
        try:
            raw = handle.read() if max_bytes is None else handle.read(max_bytes + 1)
        except OSError as exc:
            reason = str(exc.strerror or exc)
            raise SourceError(name, None, None, f"cannot read the file: {reason}", "nile-cli.source.unreadable",
                              {"reason": reason}) from None
    if max_bytes is not None and len(raw) > max_bytes:
        raise SourceError(name, None, None, f"the file is longer than {max_bytes:,} bytes; a record is never "
                          "that long (a whole game is under 100 KB)", "nile-cli.source.too-long", {"most": max_bytes})
    return raw
