"""Words said from a message id: :class:`Said`, the one shape the referee's rulings (:mod:`scorer.engine.said`)
and the data layer's phrases (:func:`gamedata.yamlfile.shown`'s "a number of 6021 digits") share, so that a
phrase made below the referee is said in the reader's language as any ruling is.
"""

from __future__ import annotations

from typing import Any, Mapping


class Said(str):
    """A line for the table in words (the ``str`` itself, English), with the message ``id`` it was said
    from and its named ``values`` (:func:`scorer.engine.said.say` makes one; the values are those of
    :data:`scorer.engine.said.Value`). Equal to the plain text; a plain ``str`` where a game still writes its
    words itself.

    >>> phrase = Said("binary data (2 bytes)", "nile-cli.source.binary", {"bytes": 2})
    >>> phrase, phrase.id, phrase == "binary data (2 bytes)"
    ('binary data (2 bytes)', 'nile-cli.source.binary', True)
    >>> import copy; copy.deepcopy(phrase).values
    {'bytes': 2}
    """

    id: str
    values: Mapping[str, Any]

    def __new__(cls, text: str, id: str, values: Mapping[str, Any]) -> "Said":
        said = super().__new__(cls, text)
        said.id, said.values = id, values
        return said

    def __reduce__(self) -> tuple[type["Said"], tuple[str, str, dict[str, Any]]]:
        """Copied and pickled whole (``copy.deepcopy`` of a game's state keeps its words' ids)."""
        return Said, (str(self), self.id, dict(self.values))
