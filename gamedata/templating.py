"""The one jinja2 environment for ``templates/`` (score reports, check reports, contents pages)."""

from __future__ import annotations

from functools import lru_cache
from importlib import resources
from typing import TYPE_CHECKING, Any, Sequence

if TYPE_CHECKING:
    import jinja2


@lru_cache(maxsize=1)
def _environment() -> jinja2.Environment:
    import jinja2

    folder = str(resources.files("nile_templates"))
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(folder), keep_trailing_newline=True,
                             trim_blocks=True, undefined=jinja2.StrictUndefined)
    env.filters["plain"] = plain_words  # a data file's source in a player's words
    return env


def render_template(name: str, **values: Any) -> str:
    """Render ``templates/<name>`` with ``values``. Raises jinja2 errors for a missing value."""
    return _environment().get_template(name).render(**values)


#: the certainty tags of the data files' sources, and what a player reads instead: a fact of the
#: sources goes unmarked (the credits page says so once); what we made up or chose is marked
_TAG_WORDS = {"2+": "", "1": "", "seed": "", "reconstruction": "our reconstruction", "decision": "our choice"}
_TAG = r"\[(2\+|1|seed|reconstruction|decision)\]"


def plain_words(text: str) -> str:
    """A source or note of the data files in a player's words: the certainty tags (``[2+]``, ``[1]``,
    ``[seed]``, ``[reconstruction]``, ``[decision]``) dropped where the sources say so (the credits
    page tells once that an unmarked fact comes from the sources), said in brackets where we made the
    thing up or chose it.

    >>> plain_words("[2+] 24 cards, values 1-12, two of each")
    '24 cards, values 1-12, two of each'
    >>> plain_words("[seed] 104 printed tiles; [reconstruction] the nine kinds' joins")
    "104 printed tiles; the nine kinds' joins (our reconstruction)"
    >>> plain_words("[reconstruction]"), plain_words("French rules translation, figures lost [seed]")
    ('our reconstruction', 'French rules translation, figures lost')
    """
    import re

    parts = []
    for part in text.split("; "):
        tags = re.findall(_TAG, part)
        words = re.sub(r"\s*" + _TAG + r"\s*", " ", part).strip()
        said = [_TAG_WORDS[t] for t in tags if _TAG_WORDS[t]]
        if said and words:
            words = f"{words} ({', '.join(said)})"
        elif said:
            words = ", ".join(said)
        parts.append(words)
    return "; ".join(p for p in parts if p)


def provenance(text: str) -> tuple[str, str]:
    """A tagged source of the data files split into what the sources give and what is ours (made up
    or chosen), each in plain words, ``"; "``-joined; a part without a tag goes with the part before it.

    >>> provenance("[seed] 104 printed tiles; [reconstruction] the nine kinds' joins; counts invented")
    ('104 printed tiles', "the nine kinds' joins; counts invented")
    >>> provenance("[reconstruction] the layout")
    ('', 'the layout')
    """
    import re

    sourced: list[str] = []
    ours: list[str] = []
    side = sourced
    for part in text.split("; "):
        tags = re.findall(_TAG, part)
        if tags:
            side = ours if any(_TAG_WORDS[t] for t in tags) else sourced
        words = re.sub(r"\s*" + _TAG + r"\s*", " ", part).strip()
        if words:
            side.append(words)
    return "; ".join(sourced), "; ".join(ours)


def reconstruction_line(what: str, source: str) -> str:
    """A credits line for a piece we reconstructed: ``what`` (``"the board"``), the parts of its tagged
    ``source`` that are ours, then what the sources give, in the credits' one way of saying so.

    >>> reconstruction_line("the tiles", "[seed] 104 tiles; [reconstruction] the joins; counts invented")
    '<b>Our reconstruction:</b> the tiles: the joins; counts invented. The sources give 104 tiles.'
    >>> reconstruction_line("the cards", "[reconstruction] backs 3 rot")
    '<b>Our reconstruction:</b> the cards: backs 3 rot.'
    """
    sourced, ours = provenance(source)
    line = f"<b>Our reconstruction:</b> {what}: {ours}."
    return f"{line} The sources give {sourced}." if sourced else line


def join_words(words: Sequence[str]) -> str:
    """Words as a sentence lists them: ``'board'``, ``'Anna and Ben'``, ``'a, b and c'`` (players in a
    message, the game's pages on the contents page).

    >>> join_words(["board"]), join_words(["Anna", "Ben"]), join_words(["a", "b", "c"]), join_words([])
    ('board', 'Anna and Ben', 'a, b and c', '')
    """
    words = list(words)
    return " and ".join([", ".join(words[:-1]), words[-1]]) if len(words) > 1 else "".join(words)
