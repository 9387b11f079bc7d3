"""NIL's racks in writing beyond a turn: a player's tiles told on the own page (``Ben holds straight,
bend``) and the racks left at the end, one player's (``Ben: straight, arc``, ``Ben: none``, ``Ben: minus
20``) or everyone's at once (``Anna: bend arc | Ben: none | Cleo: minus 20``). Part of
:mod:`scorer.games.nil.notation`, which reads and writes every step through these.

>>> from scorer.games.nil.engine import Nil
>>> s = Nil(["Anna", "Ben"])
>>> _parse_hold(s, "Ben holds straight, bend"), _end_text(("arc",), 15)
(Hold(seat=1, tiles=('straight', 'bend'), dropped=()), 'arc minus 15')
"""

from __future__ import annotations

from typing import Sequence

from scorer.engine import InvalidMove, say
from scorer.games.nil.engine import Nil
from scorer.games.nil.moves import Hold, RackLeft, Reveal
from scorer.games.nil.notation import _NONE_WORDS, _SEPARATORS, _UNSEEN, _groups, _kind_list, _kinds, _named, \
    _seat_named, held_kinds, shown


def _reveal_example(state: Nil) -> str:
    """The racks left written out for a hint, each as the table may write it here: a rack every tile of
    which was seen as it is (or ``none``); a rack with unseen tiles as the known ones and, for each unseen
    one, a kind still out of sight, or (every other such rack) as its smallest possible minus."""
    pool = state.bag_counts()
    parts, hidden = {}, 0
    for seat in range(state.n):
        rack = list(state.racks[seat].elements())
        hidden += bool(state.unseen[seat])
        if state.unseen[seat] and hidden % 2 == 0:  # the smallest minus: the cheapest tiles out of sight
            cheapest = sorted(state.bag_counts().elements(), key=lambda k: state.values[k])[:state.unseen[seat]]
            parts[seat] = f"minus {state.rack_value(rack + cheapest)}"
            continue
        for _ in range(state.unseen[seat]):
            kind = pool.most_common(1)[0][0] if +pool else None
            if kind is None:
                break
            pool[kind] -= 1
            rack.append(kind)
        parts[seat] = _kind_list(sorted(rack)) or "none"
    return _named(state, parts)


def _end_group(state: Nil, seat: int, text: str, example: str) -> tuple[tuple[str, ...] | None, int | None]:
    """One player's rack left as written (``bend arc``, ``none``, ``?``, ``minus 20``, ``arc minus 15``): the
    tiles (None: not shown) and the minus (None: not written)."""
    words = text.replace(",", " ").split()
    low = [w.lower() for w in words]
    value: int | None = None
    if "minus" in low:
        i = low.index("minus")
        if i + 2 != len(low) or not low[i + 1].isdigit() or not low[i + 1].isascii():
            raise InvalidMove(say("nil.read.minus-last", text=shown(text)))
        value, words, low = int(low[i + 1]), words[:i], low[:i]
    if low in ([], [_UNSEEN]):
        if value is None and low == []:
            raise InvalidMove(say("nil.read.rack-left", player=state.players[seat], example=repr(example)))
        return None, value
    if len(low) == 1 and low[0] in _NONE_WORDS:
        return (), value
    return tuple(k for k in _kinds(" ".join(words)) if k is not None), value


def end_rack_example(state: Nil, seat: int) -> str:
    """One player's rack left written out for a hint (``Ben: straight, arc``)."""
    full = _reveal_example(state)
    return next(part for part in full.split(" | ") if part.startswith(f"{state.players[seat]}:"))


def _parse_reveal(state: Nil, text: str) -> Reveal | RackLeft:
    """The racks left: one player's (``Ben: straight, arc``: an :class:`RackLeft`) or everyone's at once."""
    parts = [p for p in _SEPARATORS.split(text) if p.strip()]
    if len(parts) == 1 and state.n > 1:
        head, colon, rest = parts[0].partition(":")
        seat = _seat_named(state, head) if colon else None
        if seat is None and not colon:
            first, _, after = parts[0].strip().partition(" ")
            seat, rest = _seat_named(state, first), after
        if seat is not None:
            rack, value = _end_group(state, seat, rest, end_rack_example(state, seat))
            return RackLeft(seat, rack, value)
    example = _reveal_example(state)
    groups = _groups(state, text, list(range(state.n)), say("nil.read.what.rack-left"), example)
    ends = [_end_group(state, seat, groups[seat], example) for seat in range(state.n)]
    minus = tuple(m for _, m in ends)
    return Reveal(tuple(r for r, _ in ends), minus if any(m is not None for m in minus) else ())


#: the verbs that tell a player's own tiles ('Ben holds straight, bend')
_HOLD_VERBS = ("holds", "has", "drew", "keeps")


def _parse_hold(state: Nil, text: str) -> Hold | None:
    """``Ben holds straight, bend``: tiles on Ben's rack told on Ben's page, or None when ``text`` is not so."""
    return read_hold(state.players, text)


def read_hold(players: Sequence[str], text: str) -> Hold | None:
    """``text`` read as tiles told by one of ``players`` (``Ben holds straight, bend``, ``?`` a tile not
    told), by the player's seat, or None when it is not so written: the same words at the table and inside a
    record's turn (a tile told between two tiles, :mod:`scorer.games.nil.record`). Raises
    :class:`InvalidMove` for no tile named or a kind the game does not have.

    >>> read_hold(["Anna", "Ben"], "Ben holds straight, ?")
    Hold(seat=1, tiles=('straight', None), dropped=())
    >>> read_hold(["Anna", "Ben"], "Ben holds not bend, straight")  # a tile told by mistake taken back
    Hold(seat=1, tiles=('straight',), dropped=('bend',))
    >>> read_hold(["Anna", "Ben"], "B10 SW") is None
    True
    """
    for seat, name in sorted(enumerate(players), key=lambda x: -len(x[1])):
        if text.lower().startswith(name.lower() + " "):
            verb, _, rest = text[len(name):].strip().partition(" ")
            if verb.lower() in _HOLD_VERBS:
                if not rest.strip():
                    raise InvalidMove(say("nil.read.name-tiles", text=shown(text), player=name))
                told, dropped = held_kinds(rest)
                if not told and not dropped:
                    raise InvalidMove(say("nil.read.name-tiles", text=shown(text), player=name))
                return Hold(seat, told, dropped)
            return None
    return None


def read_shown(state: Nil, text: str) -> Hold | RackLeft:
    """One player's step of the racks left shown one at a time, as the table enters it and a record's
    ``shown:`` writes it in the order entered (:mod:`scorer.games.nil.record`): tiles told on the own page
    (``Ben holds straight``, ``Ben holds not bend``) or the rack left at once (``Ben: arc, bend``, ``Ben:
    minus 20``). Raises :class:`InvalidMove` for anything else (everyone's racks at once belong in ``end``).

    >>> s = Nil(["Anna", "Ben"])
    >>> read_shown(s, "Ben holds arc"), read_shown(s, "Anna: minus 20")
    (Hold(seat=1, tiles=('arc',), dropped=()), RackLeft(seat=0, rack=None, minus=20))
    """
    hold = read_hold(state.players, text)
    if hold is not None:
        return hold
    step = _parse_reveal(state, text)
    if isinstance(step, Reveal):
        raise InvalidMove(say("nil.read.one-rack", text=shown(text), example=repr(end_rack_example(state, 0)),
                              player=state.players[0]))
    return step


def _end_text(rack: tuple[str, ...] | None, minus: int | None) -> str:
    """A rack left as written: its tiles (``none``; ``?`` not shown), then its minus where written."""
    shown_rack = _UNSEEN if rack is None else _kind_list(rack) or "none"
    return shown_rack if minus is None else (f"{shown_rack} minus {minus}" if rack is not None else f"minus {minus}")
