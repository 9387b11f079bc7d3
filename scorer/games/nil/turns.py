"""NIL's entries of several steps and the steps the session takes by itself, part of NIL's notation
(:mod:`scorer.games.nil.notation` exports them): :func:`split` cuts a whole turn typed at once into its
steps, :func:`join` writes one, :func:`automatic` names the step nobody needs to type."""

from __future__ import annotations

import re
from typing import Sequence

from gamedata import tiles
from scorer.engine import Automatic, InvalidMove, say
from scorer.games.nil.engine import Nil
from scorer.games.nil.moves import STOP_WORDS, Blocked, Cross, Move, Place, Stop
from scorer.games.nil.notation import _SEPARATORS, _UNSEEN, _cut_at_names, _parse_deal, _parse_draw, format, start_part
from scorer.games.nil.rules import DEAL, DRAW, R_BLUE, START, TURN
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
        return _start_parts(state, text)
    parts = [p.strip() for p in re.split(r";|\bthen\b", text, flags=re.I) if p.strip()]
    if len(parts) > 1:
        return parts
    words = text.replace(",", " ").split()
    starts = [i for i, w in enumerate(words)
              if _SQUARE.fullmatch(w) or w.lower() in (*STOP_WORDS, "cross", "stops")]
    cut: list[list[str]] = []
    for i, word in enumerate(words):
        previous = words[i - 1].lower() if i else ""
        if i in starts and cut and previous not in ("cross", "on", "at", "to") and \
                any(_SQUARE.fullmatch(w) or w.lower() in (*STOP_WORDS, "stops") or w.upper() in tiles.LOCAL for w in cut[-1]):
            cut.append([word])
        elif cut:
            cut[-1].append(word)
        else:
            cut.append([word])
    return [" ".join(c) for c in cut] if len(cut) > 1 else [text]


def _start_parts(state: Nil, text: str) -> list[str]:
    """Several drawing players' own tiles of the start draw in one entry, a step each (``Anna: arc arc bend |
    Cleo: bend bend bend``), where they are not the whole draw: fewer players named than draw, or some shown
    already; else ``[text]`` (outside the start draw too).

    >>> s = Nil(["Anna", "Ben", "Cleo"])
    >>> _start_parts(s, "Anna: arc arc bend | Cleo bend, bend, bend"), len(_start_parts(s, "bend arc | a | b"))
    (['Anna: arc arc bend', 'Cleo bend, bend, bend'], 1)
    """
    if state.phase != START:
        return [text]
    cut = _SEPARATORS.split(text) if _SEPARATORS.search(text) else _cut_at_names(state, text)
    parts = [p.strip().rstrip(",") for p in cut if p.strip()]
    if len(parts) < 2 or (len(parts) >= len(state.drawing) and not state.start_drawn):
        return [text]
    try:
        named = all(start_part(state, p) is not None and not (state.start_drawn and len(state.start_waiting()) == 1)
                    for p in parts)
    except InvalidMove:
        return [text]  # a tile that is none: read whole, for parse to say so
    return parts if named else [text]


def join(state: Nil, moves: Sequence[Move]) -> tuple[str, int]:
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


def _stop(state: Nil) -> Automatic[Move] | None:
    """The stop the session takes by itself when no tile may follow, if the table can see why: the rack is
    empty, or the board alone leaves no tile a place (the river in the blue column with no blue square
    open, [Fin du tour] and decision blue-lock). Where only the player's own tiles rule the rest out (a rack
    told on the player's own page), stopping is the player's own tap, as at a real table: a step the
    session took, and its reason, would tell every page that no tile of that rack fits. None then."""
    name = state.players[state.turn]
    if state.rack_size(state.turn) == 0:
        return Automatic(Stop(), say("nil.auto.stop-empty", player=name))
    public = state.clone()
    for seat in range(state.n):
        public.hide_rack(seat)
    if public.legal_moves() != [Stop()]:
        return None
    if state.blue_this_turn:
        return Automatic(Stop(), say("nil.auto.stop-blue", player=name, rule=R_BLUE))
    return Automatic(Stop(), say("nil.auto.stop-no-square", player=name))


def automatic(state: Nil) -> Automatic[Move] | None:
    """The step the session takes by itself: the deal and each draw, face down (nobody sees the tiles
    [Mise en place; Fin du tour]), and a turn's only legal step (``stop`` when no tile of the rack fits,
    ``blocked`` with a rack every tile of which is known, which the rules show). None where the table must
    say."""
    names, phase = state.players, state.phase
    if phase == DEAL:
        return Automatic(_parse_deal(state, _UNSEEN), say("nil.auto.deal", tiles=state.board.rack))
    if phase == DRAW:
        move = _parse_draw(state, _UNSEEN)
        return Automatic(move, say("nil.auto.draw", player=names[state.turn], tiles=len(move.tiles)))
    if phase != TURN:
        return None
    moves = state.legal_moves()
    if len(moves) != 1 or not isinstance(moves[0], (Stop, Blocked)):
        return None
    if isinstance(moves[0], Stop):
        return _stop(state)
    rack = [state.board.typed(k) for k in moves[0].rack]
    return Automatic(moves[0], say("nil.auto.blocked", player=names[state.turn], rack=rack))
