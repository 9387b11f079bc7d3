"""NIL's entries of several steps and the steps the session takes by itself, part of NIL's notation
(:mod:`scorer.games.nil.notation` exports them): :func:`split` cuts a whole turn typed at once into its
steps, :func:`join` writes one, :func:`automatic` names the step nobody needs to type."""

from __future__ import annotations

import re
from typing import Any

from gamedata import tiles
from scorer.engine import Automatic, count
from scorer.games.nil.engine import Nil
from scorer.games.nil.moves import Blocked, Cross, Place, Stop
from scorer.games.nil.notation import _UNSEEN, _kind_list, _parse_deal, _parse_draw, format
from scorer.games.nil.rules import DEAL, DRAW, TURN
_SQUARE = re.compile(r"[A-Za-z][0-9]+")


def split(state: Nil, text: str) -> list[str]:
    """The steps of one turn typed at once: parts separated by ``;`` or ``then``, or else a new part at
    each square (``M11 NE M12 E stop``), ``cross`` and ``stop``; each part one entry as :func:`parse`
    reads it. Outside a turn, or with one step, ``[text]``.

    >>> s = Nil(["Anna", "Ben"])
    >>> s.phase = TURN
    >>> split(s, "M11 NE; M12 E; stop"), split(s, "Anna places M11 NE M12 E stop"), split(s, "M11 bend")
    (['M11 NE', 'M12 E', 'stop'], ['Anna places M11 NE', 'M12 E', 'stop'], ['M11 bend'])
    """
    if state.phase != TURN:
        return [text]
    parts = [p.strip() for p in re.split(r";|\bthen\b", text, flags=re.I) if p.strip()]
    if len(parts) > 1:
        return parts
    words = text.replace(",", " ").split()
    starts = [i for i, w in enumerate(words)
              if _SQUARE.fullmatch(w) or w.lower() in ("stop", "cross", "stops")]
    cut: list[list[str]] = []
    for i, word in enumerate(words):
        previous = words[i - 1].lower() if i else ""
        if i in starts and cut and previous not in ("cross", "on", "at", "to") and \
                any(_SQUARE.fullmatch(w) or w.lower() in ("stop", "stops") or w.upper() in tiles.LOCAL for w in cut[-1]):
            cut.append([word])
        elif cut:
            cut[-1].append(word)
        else:
            cut.append([word])
    return [" ".join(c) for c in cut] if len(cut) > 1 else [text]


def join(state: Nil, moves: Any) -> tuple[str, int]:
    """The entry for ``moves`` as a turn typed at once: the tiles laid and the ``stop`` that ends the
    turn (``M11 NE; M12 E; stop``); any other step alone."""
    if not isinstance(moves[0], (Place, Cross)):
        return format(state, moves[0]), 1
    work, texts = state.clone(), []
    for move in moves:
        if not isinstance(move, (Place, Cross, Stop)):
            break
        texts.append(format(work, move))
        work.apply(move)
        if isinstance(move, Stop):
            break
    return "; ".join(texts), len(texts)


def automatic(state: Nil) -> Automatic | None:
    """The step the session takes by itself: the deal and each draw, face down (nobody sees the tiles
    [Mise en place; Fin du tour]), and a turn's only legal step (``stop`` when no tile of the rack fits,
    ``blocked`` with a rack every tile of which is known). None where the table must say. Its words are
    what every page hears, so a stop says why only when the reason is public (the rack is empty): a rack
    told on its player's own page is known to the referee, and "no tile fits" would tell it to the table."""
    names, phase = state.players, state.phase
    if phase == DEAL:
        return Automatic(_parse_deal(state, _UNSEEN), f"The deal: each player draws {state.board.rack} tiles onto "
                                                       "the rack, face down")
    if phase == DRAW:
        move = _parse_draw(state, _UNSEEN)
        return Automatic(move, f"{names[state.turn]} draws {count(len(move.tiles), 'tile')}, face down")
    if phase != TURN:
        return None
    moves = state.legal_moves()
    if len(moves) != 1 or not isinstance(moves[0], (Stop, Blocked)):
        return None
    if isinstance(moves[0], Stop):  # the words are the table's: why no tile fits would tell the rack
        empty = ": the rack is empty" if state.rack_size(state.turn) == 0 else ""
        return Automatic(moves[0], f"{names[state.turn]} stops{empty}")
    return Automatic(moves[0], f"{names[state.turn]} is blocked: no tile of the rack ({_kind_list(moves[0].rack)}) fits")
