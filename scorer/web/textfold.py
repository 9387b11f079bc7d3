"""The card games' text view on a phone: :func:`fold` breaks its lines where a value stays beside its name."""

from __future__ import annotations

import re
from typing import Any

#: the card games' text view is folded to this many characters a line: 40 at 13 px fit a 360 px phone
PHONE_COLUMNS = 40
#: ... and to this many on a laptop's left column, where it is shown large beside the controls (its type sized to
#: fit them: ``pre.game.large`` in page.css; frderev B4)
LAPTOP_COLUMNS = 60


def folded(notation: Any, state: Any, width: int, lang: str = "en") -> str:
    """A card game's text view of ``state`` (``notation.board_text``, in ``lang``) made whole and then folded to
    ``width`` by :func:`fold`, between the parts of a line, in every language (the game's own fold breaks between
    words)."""
    return fold(notation.board_text(state, 10_000, lang), width)


def fold(text: str, width: int = PHONE_COLUMNS) -> str:
    """``text`` folded to lines of at most ``width`` characters where it can be, a line broken after a comma or a
    semicolon, never inside a part of it, so that a value stays beside its name (revcards 10: "water level 11, 9 /
    cards (unseen)" read as two water levels); a part longer than a line is broken between its words. A line's
    follow-ups are indented two spaces more than it.

    >>> print(fold("Anna: 5 lifebelts, water level 11, 9 cards (unseen)", 40))
    Anna: 5 lifebelts, water level 11,
      9 cards (unseen)
    >>> fold("short, line", 40)
    'short, line'
    """
    import textwrap

    folded: list[str] = []
    for line in text.splitlines():
        if len(line) <= width:
            folded.append(line)
            continue
        lead = line[:len(line) - len(line.lstrip())]
        lines: list[str] = []
        now = ""
        for part in re.split(r"(?<=[,;]) +", line.strip()):
            indent = lead + "  " if lines else lead
            if len(indent + (f"{now} {part}" if now else part)) <= width:
                now = f"{now} {part}" if now else part
                continue
            if now:
                lines.append(indent + now)
            pieces = textwrap.wrap(part, max(10, width - len(lead) - 2)) or [""]
            lines += [(lead + "  " if lines else lead) + piece for piece in pieces[:-1]]
            now = pieces[-1]
        lines.append((lead + "  " if lines else lead) + now)
        folded += lines
    return "\n".join(folded)
