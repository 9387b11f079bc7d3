"""PyYAML's syntax errors in our words (issue 25, A10): the parser's problem (``while parsing a flow sequence,
expected ',' or ']', but got ':'``) read back by its kind and said by message id (:data:`WORDS`, English here,
in the referee's catalogue ``nile-cli`` as ``nile-cli.source.yaml.*``), so that ``nile check --lang fr`` says
it in French; a problem of a kind not listed keeps PyYAML's English inside our sentence.

>>> import yaml
>>> try:
...     yaml.safe_load("players: [Anna, Ben\\n  turns: : x\\n")
... except yaml.MarkedYAMLError as exc:
...     print(problem(exc))
the list in brackets [ ] opened on line 1 needs a comma between its items and ] at its end; found ':'
"""

from __future__ import annotations

import re
from typing import Any, Callable

from gamedata.said import Said

#: each message's English (its id less ``nile-cli.source.yaml.``); the catalogue reads them from here
WORDS = {
    "flow-list": "the list in brackets [ ] opened on line {line} needs a comma between its items and ] at its end; "
                 "found {found}",
    "flow-map": "the mapping in braces opened on line {line} needs a comma between its items and a closing brace at "
                "its end; found {found}",
    "indent": "{found} does not line up with the lines above it; check this line's indentation",
    "expected-key": "a key (name: value) is expected here; check this line's indentation",
    "expected-item": "a list item (- value) is expected here; check this line's indentation",
    "expected-value": "a value is expected here, not {found}",
    "colon": "a colon ':' is not allowed here: a new key starts its own line, lined up with the keys of its "
             "mapping, and a value holding ': ' goes in quotes",
    "no-colon": "a key must be followed by ':' (name: value)",
    "quote": "the quote opened on line {line} is never closed",
    "tab": "a tab cannot indent a line; indent with spaces",
    "character": "the character {char} cannot start a value; put the value in quotes",
    "escape": "{char} is not an escape in double quotes; put the value in single quotes",
    "alias": "{alias} names an anchor that does not exist; records do not use anchors and aliases",
    "other": "the YAML parser stops here ({what})",
    # what the parser found, where it names no character
    "found.end": "the end of the file",
    "found.key": "a new key",
    "found.item": "a list item '-'",
    "found.value": "a value",
    "found.list": "a list",
}

_ID = "nile-cli.source.yaml."


def _said(kind: str, **values: Any) -> Said:
    """The message ``kind`` of :data:`WORDS` with ``values``, its English filled in."""
    return Said(WORDS[kind].format(**{k: str(v) for k, v in values.items()}), _ID + kind, values)


_TOKENS = {"<stream end>": "found.end", "<block mapping start>": "found.key", "?": "found.key", "-": "found.item",
           "<scalar>": "found.value", "<block sequence start>": "found.list"}


def _found(token: str) -> str:
    """What the parser found (``'<stream end>'``, ``':'``): a word of :data:`WORDS`, or the character quoted."""
    bare = token.strip("'")
    return _said(_TOKENS[bare]) if bare in _TOKENS else f"'{bare}'"


def _line(exc: Any) -> int:
    """The line (1-based) where what the error is about began."""
    mark = exc.context_mark or exc.problem_mark
    return int(mark.line) + 1 if mark is not None else 1


#: the problems read back: a pattern of PyYAML's problem text, and the message it is said by
_KINDS: list[tuple[str, Callable[[re.Match[str], Any], Said]]] = [
    (r"expected ',' or '\]', but got (.+)", lambda m, e: _said("flow-list", line=_line(e), found=_found(m[1]))),
    (r"expected ',' or '\}', but got (.+)", lambda m, e: _said("flow-map", line=_line(e), found=_found(m[1]))),
    (r"expected <block end>, but found (.+)", lambda m, e: _said("indent", found=_found(m[1]))),
    (r"did not find expected key", lambda m, e: _said("expected-key")),
    (r"did not find expected '-' indicator", lambda m, e: _said("expected-item")),
    (r"expected the node content, but found (.+)", lambda m, e: _said("expected-value", found=_found(m[1]))),
    (r"mapping values are not allowed here", lambda m, e: _said("colon")),
    (r"could not find expected ':'", lambda m, e: _said("no-colon")),
    (r"found unexpected end of stream", lambda m, e: _said("quote", line=_line(e))),
    (r"found character '\\t' that cannot start any token|found a tab character.*", lambda m, e: _said("tab")),
    (r"found character '(.)' that cannot start any token", lambda m, e: _said("character", char=f"'{m[1]}'")),
    (r"found unknown escape character '?(.+?)'?", lambda m, e: _said("escape", char=f"'\\{m[1]}'")),
    (r"found undefined alias '?(.+?)'?", lambda m, e: _said("alias", alias=f"'*{m[1]}'")),
]


def problem(exc: Any) -> Said:
    """PyYAML's ``exc`` (a ``MarkedYAMLError``) said as one of our messages (see the module docstring); a problem
    of another kind: ``other``, with PyYAML's own words."""
    text = exc.problem or "YAML syntax error"
    for pattern, said in _KINDS:
        m = re.fullmatch(pattern, text)
        if m:
            return said(m, exc)
    return _said("other", what=f"{exc.context}, {text}" if exc.context else text)
