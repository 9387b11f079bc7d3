"""NIL moves as a player says them at the table, typed on the board's coordinates, and read against the
position (as python-chess's ``parse_san`` reads a move against the board).

A tile is written as

* ``M11 NE``: the square and the boundary point where the river leaves it; the entry is the open end,
  and the kind follows from the two ends;
* ``NE``: the exit alone, when only one empty square next to the open end has that point;
* ``M11 bend``: the square and the kind, when only one way of laying it fits;
* any of these with ``U`` (or ``universal``) after it, or before the kind: a universal tile used as
  that kind, e.g. ``M11 NE U``, ``M11 bend U``, ``M11 U bend`` or ``M11 universal as bend`` (the rules
  ask the player to say which tile it stands for; the exit may be left out when the kind says it);
* ``cross M11`` (or ``cross``): a universal tile crossing the river on the occupied square M11.

A written move that could mean two legal moves raises :class:`~scorer.engine.AmbiguousMove`.

The module is NIL's :class:`~scorer.engine.GameNotation` (``parse``, ``format``, ``entries``, ``prompt``,
``news``, ``board_text``): one notation for the records, ``nile play`` and ``nile serve``. Every step of
the game has a written form, read against the phase (:class:`~scorer.games.nil.rules.Phase`):

* the start draw (shown): each drawing player's 3 tiles, ``Anna: bend arc straight | Ben: ...`` (names
  optional, seat order), or only the start player's name (``start Ben``) when the draw was not noted (not
  after a tie: the tied players draw again);
* the deal (hidden): ``?``, or each rack, ``Anna: bend, ?, arc, ?, ? | Ben: ?``;
* a turn: a tile as above, ``stop``, or ``blocked`` with the rack shown (``blocked bend, arc, ...``;
  ``blocked`` alone when the rack is known);
* the draw after a turn (hidden): ``?`` or the count (``3``), or the tiles (``bend ?``);
* the racks left at the end, one player at a time from that player's page, ``Ben: straight, arc`` (``Ben:
  none``, ``Ben: minus 20``), or all at once, ``Anna: bend arc | Ben: none | Cleo: minus 20`` (``?``: not
  shown); a rack the referee knows is counted without an entry;
* at any turn or draw, a player's tiles told on that player's own page: ``Ben holds straight, bend``
  (one tile per tap): a rack so known is the player's secret, and the referee checks a loop against it
  at once and fills in a blocked rack.

Tile kinds are the catalogue's ids (``straight``, ``far-left``, ...) or its names (``near skew left``), any
case; commas or spaces separate. As the table says it: ``straight on A11``, ``Anna places M11 NE``
(another player's name is refused with whose turn it is), ``Anna stops``.

A whole turn is one entry (:func:`split`, :func:`join`): the tiles in the order laid and ``stop``,
``M11 NE; M12 E; stop`` (or ``M11 NE M12 E stop``: each square starts a tile). ``blocked`` needs only the
tiles nobody has seen yet (the rest of the rack is known). What nobody sees is not asked
(:func:`automatic`): the deal and each draw, face down, and a step with one legal entry (``stop`` when
no tile of the rack fits, ``blocked`` with a known rack).

>>> from scorer.games.nil.engine import Nil
>>> from scorer.games.nil.moves import StartPlayer, Deal
>>> s = Nil(["Anna", "Ben"]); s.apply(StartPlayer(0)); s.apply(Deal((("bend",) * 5, ("straight",) * 5)))
>>> read_tile("A11 N").resolve(s), read_tile("N").resolve(s)
(Place(square=(0, 10), exit='N', universal=False), Place(square=(0, 10), exit='N', universal=False))
>>> read_tile("A11 bend").resolve(s)
Traceback (most recent call last):
...
scorer.engine.AmbiguousMove: 'A11 bend' could mean A11 N or A11 S; write which
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from scorer.engine import Checkpoint, Entry, IllegalMove, InvalidMove, Notation, Prompt, Said, say
from scorer.engine.said import Term
from scorer.games.nil.board import nil_board
from scorer.games.nil.engine import Nil
from scorer.games.nil.moves import (STOP_WORDS, Blocked, Cross, Deal, Draw, Hold, Kind, Move, Place, RackLeft, Reveal, StartDraw,
                                   StartPlayer, StartTiles, Stop, Tally)
from scorer.games.nil.rules import DEAL, DRAW, OVER, R_DRAW, R_LAST_DRAW, REVEAL, START, TURN
from scorer.games.nil.typed_words import wording
from scorer.games.nil.view import board_text, news  # noqa: F401  (part of the notation's interface)
from scorer.games.nil.written_tile import TileNotation, read_tile, shown  # noqa: F401  (a tile as written)

__all__ = ["parse", "said", "read", "format", "entries", "prompt", "news", "board_text", "automatic", "split", "join",  # GameNotation
           "read_tile", "read_kind", "shown", "end_rack_example", "TileNotation", "DrawNotation", "NoDraw"]

#: verbs a table says after the player's name ('Anna places M11 NE', 'Anna stops')
_TURN_VERBS = {"places": "", "plays": "", "lays": "", "stops": "stop", "is": "", "crosses": "cross"}


@dataclass(frozen=True)
class DrawNotation(Notation):
    """The tiles a player drew after the turn, as written (``None`` entries unseen), or nothing written:
    then as many unseen tiles as the rules say. Resolves to :class:`Draw`, or to a no-op checkpoint when
    no draw is due and none was written."""

    tiles: tuple[str | None, ...] | None

    def resolve(self, state: Any) -> Any:
        if state.phase == DRAW:
            return Draw(self.tiles if self.tiles is not None else (None,) * state.draw_count)
        return NoDraw(self.tiles)


@dataclass(frozen=True)
class NoDraw(Checkpoint):
    """No draw is due here: fine if the record wrote none."""

    tiles: tuple[str | None, ...] | None

    def verify(self, state: Any) -> IllegalMove | None:
        if not self.tiles:
            return None
        rule = R_LAST_DRAW if state.phase in (REVEAL, OVER) else R_DRAW
        return IllegalMove(self, rule, say("nil.draw.not-due", position=state.position()))

    def __str__(self) -> str:
        return "drew"


# --- the game's notation, both ways, for every step (scorer.engine.GameNotation) --------------------------

_UNSEEN = "?"
_NONE_WORDS = ("none", "nothing", "-")
_SEPARATORS = re.compile(r"[|;]")


def read_kind(word: str, unseen: bool = False) -> Kind | None:
    """One tile kind as written: its catalogue id in any case (``'Bend'``), or its French or German word
    (``courbe``, ``Kurve``: ``data/nil.yaml``), whatever the session's language, or ``'?'`` for a tile nobody
    saw (``None``) where ``unseen``. Raises :class:`InvalidMove` naming the kinds.

    >>> read_kind("Bend"), read_kind("courbe"), read_kind("KURVE"), read_kind("loin-gauche"), read_kind("Universal")
    ('bend', 'bend', 'bend', 'far-left', 'universal')
    """
    board = nil_board()
    if unseen and word == _UNSEEN:
        return None
    if word.lower() in board.kinds:
        return word.lower()
    spoken = board.kind_of_word(word)
    if spoken is not None:
        return spoken
    raise InvalidMove(say("nil.read.kind-unseen" if unseen else "nil.read.kind", word=shown(word),
                          kinds=[board.typed(k) for k in board.kinds]))


def _kinds(text: str, unseen: bool = False) -> tuple[Kind | None, ...]:
    return tuple(read_kind(w, unseen) for w in text.replace(",", " ").split())


def _kind_list(kinds: Any) -> str:
    return ", ".join(_UNSEEN if k is None else k for k in kinds)


#: the word before a tile told before by mistake and taken back (``Ben holds not bend, straight``)
NOT = "not"


def _held_list(move: Hold) -> str:
    """The tiles of ``Ben holds ...``: those taken back first, each after ``not`` (decision *claims*), then those
    told; to another seat (every tile taken back ``None``) each one more ``?``, as any tell: it never says
    which tile was taken back, nor that one was.

    >>> _held_list(Hold(1, ("straight",), ("bend",))), _held_list(Hold(1, (None,), (None,)))
    ('not bend, straight', '?, ?')
    """
    if all(k is None for k in move.dropped):
        return _kind_list(move.tiles + move.dropped)
    return ", ".join([f"{NOT} {k}" for k in move.dropped] + [_kind_list(move.tiles)] * bool(move.tiles))


def held_kinds(text: str) -> tuple[tuple[Kind | None, ...], tuple[Kind | None, ...]]:
    """The tiles told and those taken back (after ``not``) in ``text``, ``straight, not bend`` (any order;
    those taken back are taken back first). Raises :class:`InvalidMove` for ``not`` with no tile after it.

    >>> held_kinds("not bend, straight")
    (('straight',), ('bend',))
    """
    words = text.replace(",", " ").split()
    told: list[Kind | None] = []
    dropped: list[Kind | None] = []
    i = 0
    while i < len(words):
        if words[i].lower() == NOT:
            if i + 1 == len(words) or words[i + 1].lower() == NOT:
                raise InvalidMove(say("nil.read.not-tile"))
            dropped.append(read_kind(words[i + 1]))
            i += 2
            continue
        told.append(read_kind(words[i], True))
        i += 1
    return tuple(told), tuple(dropped)


def _seat_named(state: Nil, word: str) -> int | None:
    low = word.strip().lower()
    return next((i for i, p in enumerate(state.players) if p.lower() == low), None)


def _echo(state: Nil, text: str) -> Term:
    """What a player typed (read in the record's words), quoted back in the reader's words."""
    return wording().echo(text, state.players)


def _groups(state: Nil, text: str, seats: list[int], what: Said, example: str) -> dict[int, str]:
    """``text`` cut into one group per seat of ``seats``: ``'Anna: bend arc | Ben: ...'`` (a name, with or
    without its colon, before a group gives its seat; unnamed groups take the seats left, in order)."""
    named: dict[int, str] = {}
    loose: list[str] = []
    for part in _SEPARATORS.split(text) if _SEPARATORS.search(text) else _cut_at_names(state, text):
        part = part.strip()
        if not part:
            continue
        head, colon, rest = part.partition(":")
        seat = _seat_named(state, head) if colon else None
        if seat is None and not colon:
            first, _, after = part.partition(" ")
            seat = _seat_named(state, first)
            rest = after if seat is not None else part
        elif seat is None:
            raise InvalidMove(say("nil.read.not-a-player", name=_echo(state, head.strip()), players=state.players))
        if seat is None:
            loose.append(part)
        elif seat not in seats:
            raise InvalidMove(say("nil.read.group-not-here", player=state.players[seat], what=what,
                                  players=[state.players[s] for s in seats], example=_eg(state, example)))
        elif seat in named:
            raise InvalidMove(say("nil.read.group-twice", player=state.players[seat], what=what))
        else:
            named[seat] = rest.strip()
    left = [s for s in seats if s not in named]
    if len(loose) != len(left):
        raise InvalidMove(say("nil.read.groups", text=_echo(state, text), what=what,
                              players=[state.players[s] for s in seats], example=_eg(state, example)))
    named.update(zip(left, loose))
    return named


def _cut_at_names(state: Nil, text: str) -> list[str]:
    """``text`` with no ``|`` cut before each player's name but the first word (``Anna straight arc, Ben bend
    arc``: commas between the groups, as a table writes a list, revboards defect 3), each part without the comma
    that ended it; ``[text]`` where no name but the first starts a part.

    >>> s = Nil(["Anna", "Ben"])
    >>> _cut_at_names(s, "Anna straight arc, Ben: bend, arc"), _cut_at_names(s, "bend, arc")
    (['Anna straight arc', 'Ben: bend, arc'], ['bend, arc'])
    """
    words = text.split()
    starts = [i for i, word in enumerate(words) if i and _seat_named(state, word.rstrip(":")) is not None]
    if not starts:
        return [text]
    cuts = [0, *starts, len(words)]
    return [" ".join(words[a:b]).rstrip(", ") for a, b in zip(cuts, cuts[1:])]


def _named(state: Nil, parts: dict[int, str]) -> str:
    return " | ".join(f"{state.players[seat]}: {text}" for seat, text in sorted(parts.items()))


def _start_example(state: Nil) -> str:
    picks = ("bend arc straight", "straight straight diagonal", "far-left bend universal", "arc arc bend")
    return " | ".join(f"{state.players[s]}: {picks[i % len(picks)]}" for i, s in enumerate(state.drawing))


def _deal_example(state: Nil) -> str:
    return f"{state.players[0]}: bend, straight, ?, ?, ? | " + " | ".join(f"{p}: ?" for p in state.players[1:])


def start_part(state: Nil, text: str) -> StartTiles | None:
    """One drawing player's own tiles of the start draw (:class:`StartTiles`): ``Anna: bend arc straight`` (the
    colon optional) where one player is named, or the tiles alone once every other drawing player's are in;
    None for a line of several players' tiles (the whole draw, or :func:`~scorer.games.nil.turns.split`'s parts).

    >>> s = Nil(["Anna", "Ben", "Cleo"])
    >>> start_part(s, "Ben: arc, bend straight"), start_part(s, "Anna: arc arc arc | Ben: bend bend bend")
    (StartTiles(seat=1, tiles=('arc', 'bend', 'straight')), None)
    """
    if _SEPARATORS.search(text) or len(_cut_at_names(state, text)) > 1:
        return None
    head, colon, rest = text.partition(":")
    seat = _seat_named(state, head) if colon else None
    if seat is None:
        first, _, rest = text.partition(" ")
        seat = _seat_named(state, first)
    if seat is None:
        left = state.start_waiting()
        if not state.start_drawn or len(left) != 1:
            return None
        seat, rest = left[0], text
    return StartTiles(seat, tuple(str(k) for k in _kinds(rest)))


def _parse_start(state: Nil, text: str) -> StartPlayer | StartDraw | StartTiles:
    words = text.split()
    if words and words[0].lower() == "start":
        words = words[1:]
    name = " ".join(words)
    seat = _seat_named(state, name)
    if seat is None and words and words[-1].lower() == "starts":
        seat = _seat_named(state, " ".join(words[:-1]))
    if seat is not None:
        return StartPlayer(seat)
    if text.split()[0].lower() == "start" and len(words) == 1 and not any(c in name for c in ":|"):  # start Dana
        raise InvalidMove(say("nil.read.start-not-a-player", name=_echo(state, name), players=state.players,
                              example=_eg(state, f"start {state.players[0]}")))
    part = start_part(state, text)
    if part is not None:
        return part
    example = _start_example(state)
    parts = _groups(state, text, list(state.drawing), say("nil.read.what.tiles", tiles=state.board.start_draw), example)
    return StartDraw(tuple(_kinds(parts[s]) for s in state.drawing))  # type: ignore[misc]


def _parse_deal(state: Nil, text: str) -> Deal:
    rack = state.board.rack
    if text.strip() == _UNSEEN:
        return Deal(((None,) * rack,) * state.n)
    parts = _groups(state, text, list(range(state.n)), say("nil.read.what.tiles", tiles=rack), _deal_example(state))
    racks = tuple((None,) * rack if parts[s].strip() == _UNSEEN else _kinds(parts[s], unseen=True)
                  for s in range(state.n))
    return Deal(racks)


def _parse_draw(state: Nil, text: str) -> Draw:
    t = text.strip()
    if t == _UNSEEN:
        return Draw((None,) * state.draw_count)
    if t.lower() in _NONE_WORDS:
        return Draw(())
    if t.isdigit() and t.isascii():
        if len(t) > 3:  # never built: a tuple of 10**9 tiles is 8 GB
            raise InvalidMove(say("nil.read.too-many-tiles", count=shown(t)))
        return Draw((None,) * int(t))
    return Draw(_kinds(t, unseen=True))


def _parse_blocked(state: Nil, rest: str) -> Blocked:
    seat = state.turn
    if rest.strip():
        shown_tiles = [k for k in _kinds(rest) if k is not None]
        known = sorted(state.racks[seat].elements())
        if known and len(shown_tiles) == state.unseen[seat] and len(shown_tiles) < state.rack_size(seat):
            return Blocked(tuple(sorted(known + shown_tiles)))  # the tiles nobody had seen; the rest is known
        return Blocked(tuple(shown_tiles))
    if state.unseen[seat]:
        raise InvalidMove(say("nil.read.blocked-rack", blocked=_eg(state, "blocked"), example=_eg(state, _blocked_example(state)),
                              player=state.players[seat], tiles=state.rack_size(seat)))
    return Blocked(tuple(sorted(state.racks[seat].elements())))


def _parse_tally(state: Nil, text: str) -> Tally:
    parts = _groups(state, text, list(range(state.n)), say("nil.read.what.totals"), "Anna: plus 450 minus 120 | Ben: ...")
    plus, minus = [], []
    for seat in range(state.n):
        m = re.fullmatch(r"\s*plus\s+([0-9]+)\s+minus\s+([0-9]+)\s*", parts[seat], re.IGNORECASE)
        if m is None:
            raise InvalidMove(say("nil.read.totals", text=shown(parts[seat])))
        plus.append(int(m[1]))
        minus.append(int(m[2]))
    return Tally(tuple(plus), tuple(minus))


def parse(state: Nil, text: str, lang: str = "en") -> Move:
    """The move ``text`` means at ``state``'s step (see the module docstring for every step's form), typed by a
    reader of ``lang`` (its words: :func:`read`). Raises :class:`InvalidMove` (what was expected, with an example)
    or :class:`AmbiguousMove`."""
    text = " ".join(read(state, text, lang).split())
    low = text.lower()
    phase = state.phase
    if not text and phase not in (TURN, OVER):
        raise InvalidMove(say("nil.read.expected", hint=prompt(state).hint))
    if low.startswith("tally") and phase == START:
        return _parse_tally(state, text[5:])
    if phase == START:
        return _parse_start(state, text)
    if phase == DEAL:
        return _parse_deal(state, text)
    if phase in (TURN, DRAW, REVEAL):
        hold = _parse_hold(state, text)
        if hold is not None:
            return hold
    if phase == DRAW:
        return _parse_draw(state, text)
    if phase == REVEAL or (phase == OVER and not state.end_told):
        return _parse_reveal(state, text)
    if phase == OVER:
        raise InvalidMove(say("nil.read.over", why=state.end_reason))
    text = _spoken_turn(state, text)
    low = text.lower()
    if low in STOP_WORDS:
        return Stop()
    word, _, rest = low.partition(" ")
    if word.rstrip(":") == "blocked":
        return _parse_blocked(state, rest)
    if not text:
        raise InvalidMove(say("nil.read.expected", hint=_turn_hint(state)))
    return read_tile(text).resolve(state)


def _spoken_turn(state: Nil, text: str) -> str:
    """A turn's entry without the player's name and verb a table says before it ('Anna places M11 NE').
    Raises :class:`InvalidMove` naming whose turn it is when the name is another player's."""
    for seat, name in sorted(enumerate(state.players), key=lambda x: -len(x[1])):
        if text.lower() == name.lower() or text.lower().startswith(name.lower() + " "):
            if seat != state.turn:
                raise InvalidMove(say("nil.read.not-yours", player=state.players[state.turn], other=name))
            text = text[len(name):].strip()
            break
    word, _, rest = text.partition(" ")
    if word.lower() in _TURN_VERBS:
        text = " ".join(w for w in (_TURN_VERBS[word.lower()], rest) if w)
    return text


def said(state: Nil, text: str, lang: str) -> str:
    """The entry ``text`` (the record's words) as a reader of ``lang`` types it: its keywords, compass points and
    tile kinds in that language (:mod:`scorer.games.nil.typed_words`); :func:`parse` reads it back in ``lang``."""
    return wording().said(text, lang, state.players)


def read(state: Nil, text: str, lang: str) -> str:
    """``text`` typed by a reader of ``lang`` in the record's words (the inverse of :func:`said`)."""
    return wording().read(text, lang, state.players)


def format(state: Nil, move: Move) -> str:
    """``move`` written as the table types it at ``state`` (and as the record writes it):
    ``parse(state, format(state, move)) == move``; one writer per kind of move (:data:`_WRITERS`). Raises
    :class:`TypeError` for what is no NIL move."""
    writer = _WRITERS.get(type(move))
    if writer is None:
        raise TypeError(f"not a NIL move: {move!r}")
    return str(writer(state, move))


def _write_deal(state: Nil, move: Deal) -> str:
    """The deal: ``?`` when nobody saw a tile, else each rack (``?`` for a rack nobody saw)."""
    if all(k is None for r in move.racks for k in r) and len(move.racks) == state.n:
        return _UNSEEN
    return _named(state, {s: _UNSEEN if r and all(k is None for k in r) else _kind_list(r)
                          for s, r in enumerate(move.racks)})


def _write_draw(state: Nil, move: Draw) -> str:
    """A draw after a turn: ``none``, ``?`` for the count the rules say all unseen, else the tiles."""
    if not move.tiles:
        return "none"
    return _UNSEEN if all(k is None for k in move.tiles) and len(move.tiles) == state.draw_count \
        else _kind_list(move.tiles)


def _write_reveal(state: Nil, move: Reveal) -> str:
    """The racks left at the end, every player's at once."""
    return _named(state, {seat: _end_text(rack, move.minus[seat] if move.minus else None)
                          for seat, rack in enumerate(move.racks)})


def _write_tally(state: Nil, move: Tally) -> str:
    """A tally-only record's points, each player's plus and minus."""
    return "tally " + _named(state, {s: f"plus {p} minus {m}" for s, (p, m) in enumerate(zip(move.plus, move.minus))})


#: how each kind of move is written (:func:`format`)
_WRITERS: dict[type, Any] = {
    Place: lambda state, move: str(move), Cross: lambda state, move: str(move), Stop: lambda state, move: str(move),
    Blocked: lambda state, move: " ".join(("blocked", _kind_list(move.rack))).strip(),
    StartPlayer: lambda state, move: f"start {state.players[move.seat]}",
    StartTiles: lambda state, move: _named(state, {move.seat: _kind_list(move.tiles)}),
    StartDraw: lambda state, move: _named(state, {s: _kind_list(d) for s, d in zip(state.drawing, move.draws)}),
    Deal: _write_deal, Draw: _write_draw, Reveal: _write_reveal,
    RackLeft: lambda state, move: _named(state, {move.seat: _end_text(move.rack, move.minus)}),
    Hold: lambda state, move: f"{state.players[move.seat]} holds {_held_list(move)}",
    Tally: _write_tally,
}


def _group(state: Nil, move: Move) -> str:
    """The tile kind a placement uses, as it is typed, with its catalogue name after it where that differs
    (``bend``, ``arc (corner arc)``); ``universal`` for a crossing or a universal; ``""`` else."""
    if isinstance(move, Cross) or (isinstance(move, Place) and move.universal):
        kind = state.board.kinds[state.board.universal]
    elif isinstance(move, Place):
        kind = state.board.kind_for(state.river_entry(move.square), move.exit)
    else:
        return ""
    return kind.id if kind.name == kind.id else f"{kind.id} ({kind.name})"


def entries(state: Nil) -> list[Entry]:
    """The legal entries as text, grouped by tile kind: every placement, crossing, ``stop`` or ``blocked``
    at a turn; ``start Anna`` for each player who may start at the start draw, before any draw (or a player's
    own tiles of it) was written
    (the tiles drawn are too many to list: the prompt's hint says how to write them); ``?`` at the hidden deal and draws; nothing at the
    racks left."""
    if state.phase == TURN:
        return [Entry(format(state, m), _group(state, m)) for m in state.legal_moves()]
    if state.phase == START:  # after a tie the tied players draw again: no name settles it
        return [] if state.start_totals or state.start_drawn else [Entry(format(state, StartPlayer(seat)))
                                                                   for seat in state.drawing]
    if state.phase in (DEAL, DRAW):
        return [Entry(_UNSEEN)]
    return []


def start_waiting(state: Nil) -> Prompt:
    """What the table is asked while some drawing players showed their start tiles and others are awaited."""
    shown = [say("nil.start.total", player=state.players[s], total=state.rack_value(t))
             for s, t in sorted(state.start_drawn.items())]
    left = [state.players[s] for s in state.start_waiting()]
    return Prompt(say("nil.ask.start-waiting", shown=shown, waiting=left), None,
                  say("nil.hint.start-part", example=_eg(state, f"{left[0]}: bend arc straight")))


def _tile_example(state: Nil, kind: type = object) -> str | None:
    """The first legal placement or crossing (only crossings with ``kind=Cross``) written out, for a hint,
    one that needs no claim taken on trust (a loop by a player whose universal is not known) whenever
    another exists; None when there is none."""
    legal = [m for m in state.legal_moves() if isinstance(m, (Place, Cross)) and isinstance(m, kind)] \
        if state.phase == TURN else []
    sure = next((m for m in legal if not state.needs_trust(m)), None)
    example = sure if sure is not None else legal[0] if legal else None
    return format(state, example) if example is not None else None


def _blocked_example(state: Nil) -> str:
    """A rack to show when no tile fits, for a hint: ``'blocked'`` when the rack is known, else the known
    tiles and, for each unseen one, the kind most often still out of sight."""
    seat = state.turn
    if not state.unseen[seat]:
        return "blocked"
    pool = state.bag_counts()
    rack = list(state.racks[seat].elements())
    while len(rack) < state.rack_size(seat) and +pool:
        kind = pool.most_common(1)[0][0]
        pool[kind] -= 1
        rack.append(kind)
    return format(state, Blocked(tuple(rack)))


def _eg(state: Nil, example: str) -> Term:
    """An example entry of a hint, said in the reader's words (:func:`said`)."""
    return wording().term(example, state.players)


def _turn_hint(state: Nil) -> Said:
    example = _tile_example(state)
    if state.placed:
        if example:
            return say("nil.hint.another-tile", example=_eg(state, example))
        return say("nil.hint.stop-empty" if state.rack_size(state.turn) == 0 else "nil.hint.stop-nothing-fits")
    if example:
        cross = _tile_example(state, Cross)
        if cross and cross != example:
            return say("nil.hint.tile-or-cross", example=_eg(state, example), cross=_eg(state, cross))
        return say("nil.hint.tile", example=_eg(state, example))
    return say("nil.hint.blocked", example=_eg(state, _blocked_example(state)))


def _draw_example(state: Nil) -> str:
    """The draw written with one tile shown, the rest unseen (``'bend ? ?'`` for 3 tiles): the kind most
    often still out of sight, so the example is always a draw the bag allows."""
    pool = state.bag_counts()
    if not pool or state.draw_count < 1:
        return _UNSEEN
    first = pool.most_common(1)[0][0]
    return " ".join([first] + [_UNSEEN] * (state.draw_count - 1))


def prompt(state: Nil) -> Prompt:
    """What is expected next, in NIL's words, naming the player; the hidden deal and draws default to
    ``?`` (nobody saw them)."""
    phase, names = state.phase, state.players
    if phase == START:
        if state.start_drawn:  # some players showed their tiles on their own pages
            return start_waiting(state)
        if state.start_totals:
            return Prompt(say("nil.ask.start-again", draw=len(state.start_totals) + 1,
                              players=[names[s] for s in state.drawing], tiles=state.board.start_draw), None,
                          say("nil.hint.start-again", example=_eg(state, _start_example(state))))
        return Prompt(say("nil.ask.start", tiles=state.board.start_draw), None,
                      say("nil.hint.start", example=_eg(state, _start_example(state)), player=names[state.drawing[0]]))
    if phase == DEAL:
        return Prompt(say("nil.ask.deal", tiles=state.board.rack), None,
                      say("nil.hint.deal", example=_eg(state, _deal_example(state))), _UNSEEN)
    if phase == DRAW:
        return Prompt(say("nil.ask.draw", turn=state.turn_number, player=names[state.turn], tiles=state.draw_count),
                      None, say("nil.hint.draw", tiles=state.draw_count, example=_eg(state, _draw_example(state))), _UNSEEN)
    if phase == REVEAL:
        missing = state._end_missing()
        return Prompt(say("nil.ask.reveal", why=state.end_reason, players=[names[s] for s in missing]), None,
                      say("nil.hint.reveal", one=_eg(state, end_rack_example(state, missing[0])),
                                  all=_eg(state, _reveal_example(state))))
    if phase == OVER:
        return Prompt(say("nil.ask.over", why=state.end_reason))
    who, placed = names[state.turn], len(state.placed)
    text = say("nil.ask.another-tile", turn=state.turn_number, player=who, placed=placed) if placed \
        else say("nil.ask.tile", turn=state.turn_number, player=who)
    return Prompt(text, state.turn, _turn_hint(state))


# --- a whole turn at once, and what the session takes by itself: scorer.games.nil.turns ---------------
from scorer.games.nil.turns import automatic, join, split  # noqa: E402,F401  (part of the notation)
from scorer.games.nil.endracks import (_end_text, _parse_hold, _parse_reveal, _reveal_example,  # noqa: E402
                                       end_rack_example)
