"""A record's YAML text, made again after every step with the text of its unchanged parts kept (issue 24).

A table session saves its whole record after every step (:mod:`scorer.session_file`), and turning the record
into YAML was a quarter of a Land Unter entry's time, most of it PyYAML's representer going over the
rounds already played. :class:`RecordText` dumps each item of a record's long lists (the rounds, the turns)
once and keeps its text for the next dump while the item is the same (compared by value); the text is the
one ``yaml.dump`` gives of the whole record, byte for byte, or that dump itself where the record's shape
does not allow the parts to be dumped apart (see :meth:`RecordText.dump`).
"""

from __future__ import annotations

from typing import Any

#: yaml.dump's options for a record (block style but for lists and mappings of plain values)
OPTIONS: dict[str, Any] = {"sort_keys": False, "default_flow_style": None, "allow_unicode": True, "width": 100}


def _dump(data: Any) -> str:
    """``data`` as YAML with :data:`OPTIONS`, by libyaml's emitter where it is built in (4x faster)."""
    import yaml

    text: str = yaml.dump(data, Dumper=getattr(yaml, "CSafeDumper", yaml.SafeDumper), **OPTIONS)
    return text


def _shares_a_part(record: dict[str, Any]) -> bool:
    """True when one list or mapping is found twice in ``record`` (the same object): yaml.dump writes it once
    with an anchor, which dumping the parts apart would not.

    >>> part = [1, 2]
    >>> _shares_a_part({"a": [part, part]}), _shares_a_part({"a": [[1, 2], [1, 2]]})
    (True, False)
    """
    seen: set[int] = set()
    stack: list[Any] = list(record.values())
    while stack:
        item = stack.pop()
        if isinstance(item, (list, tuple, dict)):
            if id(item) in seen:
                return True
            seen.add(id(item))
            stack.extend(item.values() if isinstance(item, dict) else item)
    return False


class RecordText:
    """The YAML text of a session's successive records, with the text of each item of their long top-level
    lists kept from one dump to the next (see the module docstring)."""

    def __init__(self) -> None:
        self._items: dict[str, str] = {}  # an item's repr -> its text as an item of a top-level list

    def dump(self, record: dict[str, Any]) -> str:
        """``yaml.dump(record)`` with :data:`OPTIONS`, the same text byte for byte: the top-level lists of two
        items or more, each a list or a mapping, are written item by item (an item's text kept from the
        last dump where the item is the same), the rest of the record in one dump with those lists empty;
        the whole record in one dump where a list or a mapping is in it twice (an anchor) or a list's
        place is not found.

        >>> text = RecordText()
        >>> record = {"game": "nil", "players": ["Anna", "Ben"], "turns": [{"Anna": "pass"}, {"Ben": ["go", 3]}]}
        >>> print(text.dump(record), end="")
        game: nil
        players: [Anna, Ben]
        turns:
        - {Anna: pass}
        - Ben: [go, 3]
        >>> text.dump(record) == _dump(record)
        True
        """
        split = [key for key, value in record.items() if isinstance(value, list) and len(value) >= 2
                 and all(isinstance(item, (list, dict)) and item for item in value)]
        if not split or _shares_a_part(record):
            self._items = {}
            return _dump(record)
        text = _dump({key: [] if key in split else value for key, value in record.items()})
        kept, self._items = self._items, {}
        for key in split:
            empty = f"\n{key}: []\n"  # (the list's line, at the left margin: found once, or not split)
            if f"\n{text}".count(empty) != 1:
                self._items = {}
                return _dump(record)
            at = f"\n{text}".find(empty)
            items = "".join(self._item(item, kept) for item in record[key])
            text = f"{text[:at]}{key}:\n{items}{text[at + len(empty) - 1:]}"
        return text

    def _item(self, item: Any, kept: dict[str, str]) -> str:
        """``item``'s text as an item of a top-level list (``- ...`` at the left margin), kept from the last
        dump where the same item was in it."""
        key = repr(item)
        found = kept.get(key)
        if found is None:
            found = _dump([item])
        self._items[key] = found
        return found
