"""pydantic's validation errors on a YAML document as placed :class:`~gamedata.yamlfile.SourceError` s: each at
``file:line:column``, naming the field (``rounds[1].tricks[0].water``) and what was expected, said by id where the
referee says that kind of error in words (``nile-cli.source.shape.*``; issue 25).

>>> plain_words("Value error, 'A5' is not one of 'a4', 'letter', 'a3'.")
"'A5' is not one of 'a4', 'letter', 'a3'."
"""

from __future__ import annotations

import re
from typing import Any

from gamedata.yamlfile import SHOWN_CHARS, Path_, SourceError, YamlDocument, shown


def pydantic_errors(doc: YamlDocument, exc: Any, prefix: Path_ = ()) -> list[SourceError]:
    """Turn a :class:`pydantic.ValidationError` on ``doc.data`` into placed :class:`SourceError` s.

    Each error names the field (``rounds[1].tricks[0].water``) and says what was expected.
    """
    out = []
    for err in exc.errors(include_url=False):
        loc = prefix + tuple(p for p in err["loc"] if not (isinstance(p, str) and p.startswith("function-")))
        out.append(_placed_error(doc, err, _real_keys(doc, loc, err["type"] == "missing")))
    return out


def _real_keys(doc: YamlDocument, loc: Path_, missing: bool) -> list[str | int]:
    """The keys and indices of ``loc`` that are in ``doc.data`` (pydantic adds union-branch names such as
    ``list[int]`` or ``int`` to its locations; those are left out), with a ``missing`` field's own key last."""
    real: list[str | int] = []
    node = doc.data
    for part in loc:
        if isinstance(node, dict) and part in node:
            real.append(part)
            node = node[part]
        elif isinstance(node, list) and isinstance(part, int) and 0 <= part < len(node):
            real.append(part)
            node = node[part]
        elif isinstance(node, dict) and missing and part == loc[-1]:
            real.append(part)
            break
    return real


def _placed_error(doc: YamlDocument, err: Any, real: list[str | int]) -> SourceError:
    """One pydantic error ``err`` at the field ``real`` as a :class:`SourceError`: a missing field placed at
    the mapping that lacks it, a key that is no field at the key itself, any other at its value, the message
    naming the field and the value found (cut short)."""
    id: str | None
    if err["type"] == "missing":
        message = f"'{real[-1]}' is missing" if real else "a field is missing"
        id, values = ("nile-cli.source.missing", {"field": str(real[-1])}) if real else ("nile-cli.source.a-field-missing", {})
        where = doc.error(tuple(real[:-1]), "")
    elif err["type"] == "extra_forbidden":
        key_mark = doc.key_marks.get(tuple(real))
        message = f"'{real[-1]}' is not a field here"
        id, values = "nile-cli.source.not-a-field", {"field": str(real[-1])}
        where = SourceError(doc.file, *(key_mark or (None, None)), "") if key_mark else doc.error(tuple(real), "")
    else:
        said = _without_input(err)
        message = f"{_dotted(real) or 'the document'}: {said[0].lower() + said[1:]}"
        found = "input" in err and not isinstance(err["input"], (dict, list))
        if found:
            message += f" (found {shown(err['input'])})"
        where = doc.error(tuple(real), "")
        id, values = _shape_id(err, real, found)
    return SourceError(where.file, where.line, where.column, message, id, values)


#: pydantic's error types said by id: (the id, the id where the value found is shown)
_MAPPING = ("nile-cli.source.shape.mapping", "nile-cli.source.shape.mapping-found")
_SHAPES = {"model_type": _MAPPING, "dict_type": _MAPPING, "model_attributes_type": _MAPPING,
           "list_type": ("nile-cli.source.shape.list", "nile-cli.source.shape.list-found"),
           "int_type": ("nile-cli.source.shape.int", "nile-cli.source.shape.int-found"),
           "int_parsing": ("nile-cli.source.shape.int", "nile-cli.source.shape.int-found"),
           "string_type": ("nile-cli.source.shape.string", "nile-cli.source.shape.string-found"),
           "bool_parsing": ("nile-cli.source.shape.bool", "nile-cli.source.shape.bool-found"),
           "bool_type": ("nile-cli.source.shape.bool-type", "nile-cli.source.shape.bool-type-found"),
           "invalid_key": ("nile-cli.source.shape.keys", "nile-cli.source.shape.keys-found"),
           "float_type": ("nile-cli.source.shape.number", "nile-cli.source.shape.number-found"),
           "tuple_type": ("nile-cli.source.shape.tuple", "nile-cli.source.shape.tuple-found"),
           "literal_error": ("nile-cli.source.shape.one-of", "nile-cli.source.shape.one-of-found"),
           "greater_than_equal": ("nile-cli.source.shape.ge", "nile-cli.source.shape.ge-found")}


def _shape_id(err: Any, real: list[str | int], found: bool) -> tuple[str | None, dict[str, Any]]:
    """The message id and values of a pydantic error of a kind the referee says in words (``_SHAPES``, and a list
    or mapping of too few or too many items, at a field named: ``real``), else (None, {})."""
    if err["type"] in ("too_short", "too_long") and real:
        return _length_id(err, real)
    ids = _SHAPES.get(err["type"])
    if ids is None or not real:
        return None, {}
    values: dict[str, Any] = {"field": _dotted(real)}
    if found:
        values["found"] = shown(err["input"])
    if err["type"] == "greater_than_equal":
        values["least"] = (err.get("ctx") or {}).get("ge")
    if err["type"] == "literal_error":  # pydantic's "'tile' or 'draw'": the values, joined in the reader's words
        expected = str((err.get("ctx") or {}).get("expected", ""))
        values["expected"] = re.findall(r"'(?:[^'\\]|\\.)*'|\S+(?=,| or |$)", expected)
        if " or ".join(values["expected"]) != expected.replace(", ", " or "):
            return None, {}
    return ids[1] if found else ids[0], values


def _length_id(err: Any, real: list[str | int]) -> tuple[str | None, dict[str, Any]]:
    """A list's or a mapping's too few or too many items (pydantic's ``too_short``, ``too_long``) by id, else
    (None, {}) (another kind of field)."""
    ctx = err.get("ctx") or {}
    kind = ctx.get("field_type")
    if kind not in ("List", "Dictionary"):
        return None, {}
    short = err["type"] == "too_short"
    values = {"field": _dotted(real), "count": ctx.get("actual_length"),
              "most" if not short else "least": ctx.get("min_length" if short else "max_length")}
    if kind == "List":
        return ("nile-cli.source.shape.list-short" if short else "nile-cli.source.shape.list-long"), values
    return ("nile-cli.source.shape.dict-short" if short else "nile-cli.source.shape.dict-long"), values


def _without_input(err: Any) -> str:
    """pydantic's message for ``err`` with any long value it quotes cut short (the value is shown once,
    shortened, after the message)."""
    if err["type"] in ("model_type", "dict_type", "model_attributes_type"):  # pydantic names its classes here
        return "input should be a mapping of fields (name: value lines), not a list or a single value"
    message = str(err["msg"])
    value = err.get("input")
    if isinstance(value, str) and len(value) > SHOWN_CHARS and value in message:
        message = message.replace(value, value[:SHOWN_CHARS] + "…")
    return plain_words(message)


def plain_words(message: str) -> str:
    """A validation message (pydantic's, or typer's for an option) without the library's own labels:
    no "Value error, " before it, no "after validation" in it.

    >>> plain_words("Value error, 'A5' is not one of 'a4', 'letter', 'a3'.")
    "'A5' is not one of 'a4', 'letter', 'a3'."
    >>> plain_words("List should have at least 2 items after validation, not 1")
    'List should have at least 2 items, not 1'
    """
    return re.sub(r"^(Value|Assertion) error, ", "", message).replace(" after validation", "")


def _dotted(path: list[str | int]) -> str:
    """``path`` as a message names a field: ``turns[8].plant.Flax``; a key longer than a message echoes
    is cut as :func:`shown` cuts a value."""
    text = ""
    for part in path:
        key = str(part) if len(str(part)) <= SHOWN_CHARS else shown(str(part))
        text += f"[{part}]" if isinstance(part, int) else (("." if text else "") + key)
    return text
