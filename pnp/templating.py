"""The one jinja2 environment for ``templates/`` (score reports, check reports, contents pages)."""

from __future__ import annotations

from functools import lru_cache
from importlib import resources
from typing import Any, Sequence


@lru_cache(maxsize=1)
def _environment():
    import jinja2

    folder = str(resources.files("nile_templates"))
    return jinja2.Environment(loader=jinja2.FileSystemLoader(folder), keep_trailing_newline=True,
                              trim_blocks=True, undefined=jinja2.StrictUndefined)


def render_template(name: str, **values: Any) -> str:
    """Render ``templates/<name>`` with ``values``. Raises jinja2 errors for a missing value."""
    return _environment().get_template(name).render(**values)


def join_words(words: Sequence[str]) -> str:
    """Words as a sentence lists them: ``'board'``, ``'Anna and Ben'``, ``'a, b and c'`` (players in a
    message, the game's pages on the contents page).

    >>> join_words(["board"]), join_words(["Anna", "Ben"]), join_words(["a", "b", "c"]), join_words([])
    ('board', 'Anna and Ben', 'a, b and c', '')
    """
    words = list(words)
    return " and ".join([", ".join(words[:-1]), words[-1]]) if len(words) > 1 else "".join(words)
