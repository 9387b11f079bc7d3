"""The one jinja2 environment for ``templates/`` (score reports, check reports, contents pages)."""

from __future__ import annotations

from functools import lru_cache
from importlib import resources
from typing import Any, Sequence


@lru_cache(maxsize=1)
def _environment():
    import jinja2

    folder = str(resources.files("nile_templates"))
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(folder), keep_trailing_newline=True,
                             trim_blocks=True, undefined=jinja2.StrictUndefined)
    env.filters["plain"] = plain_words  # a data file's source in a player's words
    return env


def render_template(name: str, **values: Any) -> str:
    """Render ``templates/<name>`` with ``values``. Raises jinja2 errors for a missing value."""
    return _environment().get_template(name).render(**values)


#: the certainty tags of the data files' sources, and what a player reads instead
_TAG_WORDS = {"2+": "", "1": "", "seed": "the rules", "reconstruction": "our reconstruction", "decision": "our choice"}


def plain_words(text: str) -> str:
    """A source or note of the data files in a player's words: the certainty tags (``[2+]``, ``[1]``,
    ``[seed]``, ``[reconstruction]``, ``[decision]``) dropped, or said in brackets after what they tag.

    >>> plain_words("[2+] 24 cards, values 1-12, two of each")
    '24 cards, values 1-12, two of each'
    >>> plain_words("[seed] 104 printed tiles; [reconstruction] the nine kinds' joins")
    "104 printed tiles (the rules); the nine kinds' joins (our reconstruction)"
    >>> plain_words("[reconstruction]"), plain_words("French rules translation, figures lost [seed]")
    ('our reconstruction', 'French rules translation, figures lost (the rules)')
    """
    import re

    parts = []
    for part in text.split("; "):
        tags = re.findall(r"\[(2\+|1|seed|reconstruction|decision)\]", part)
        words = re.sub(r"\s*\[(2\+|1|seed|reconstruction|decision)\]\s*", " ", part).strip()
        said = [_TAG_WORDS[t] for t in tags if _TAG_WORDS[t]]
        if said and words:
            words = f"{words} ({', '.join(said)})"
        elif said:
            words = ", ".join(said)
        parts.append(words)
    return "; ".join(p for p in parts if p)


def join_words(words: Sequence[str]) -> str:
    """Words as a sentence lists them: ``'board'``, ``'Anna and Ben'``, ``'a, b and c'`` (players in a
    message, the game's pages on the contents page).

    >>> join_words(["board"]), join_words(["Anna", "Ben"]), join_words(["a", "b", "c"]), join_words([])
    ('board', 'Anna and Ben', 'a, b and c', '')
    """
    words = list(words)
    return " and ".join([", ".join(words[:-1]), words[-1]]) if len(words) > 1 else "".join(words)
