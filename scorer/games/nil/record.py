"""NIL records: the format, its reader (record -> engine steps) and its writer (simulation).

The format (players in seating order; play passes to the next seat)::

    game: nil
    players: [Anna, Ben, Cleo]
    start: Ben                    # the start player; or the start draw, a list of rounds of 3 tiles each:
                                  #   start: [{Anna: [bend, arc, straight], Ben: [...], Cleo: [...]}]
                                  # or both (the player is checked against the draw, or settles its tie):
                                  #   start: {draw: [{Anna: [...], Ben: [...], Cleo: [...]}], player: Ben}
    deal: {Anna: [bend, '?', ...]}   # optional: the 5 tiles each drew ('?' unseen)
    turns:
      - {player: Ben, tiles: [A11 E, B11 NE, C10 E], score: 20}
      - {player: Cleo, tiles: [D10 E U, cross E10], drew: [bend, '?']}
      - {player: Anna, blocked: [bend, arc, arc, near-left, diagonal]}
      - {player: Ben, tiles: [F10 E], pending: tile}   # a record written mid-game (``nile play``)
      - {player: Cleo, holds: {Anna: [bend, arc]}, tiles: [G10 E]}   # tiles a player told on the own page
    end: {Anna: [bend], Ben: {minus: 0}, Cleo: {rack: [arc, arc], minus: 30}}   # the racks left, their minus

A tile is written on the board's coordinates (:mod:`scorer.games.nil.notation`): ``M11 NE`` (the
square and where the river leaves it), ``U`` after it for a universal tile (``M11 bend U`` names the
kind it stands for), ``cross M11`` for a crossing. ``score`` (the turn's points, plus minus minus) and
``drew`` are optional and checked when given; a turn with neither ``tiles`` nor ``blocked`` is left to
the rules (a player must place a tile or be blocked). ``pending`` marks the record's last turn as still
under way, for a record saved mid-game: ``pending: tile`` (the player may place more tiles or stop) or
``pending: draw`` (the turn is over, its draw not yet made); without it the last turn is complete. Without ``start``, the first turn's player is
taken as the start player. ``holds`` gives the tiles each player told the referee on the own page
(``nile serve``) during that turn, before its first tile; tiles told after it are written in ``tiles``
where they were told, in the words of the table (``tiles: [G10 E, Anna holds arc, G9 NE]``); a tile told by
mistake and taken back is written ``not`` and the tile (``holds: {Anna: [bend, not bend, straight]}``, read in
the order written, decision *claims*). A tile placed
may show that a tile told before it cannot be on that rack (decision *claims*), so the order counts. ``end`` is optional: a rack the referee knows (every draw typed) is checked
against what was written, a ``minus`` against its rack; a rack nobody saw needs its tiles or its minus.
While the racks left are shown one player at a time (``nile serve``: each from its own page), ``shown``
holds those in so far, one player's step a line in the order entered, in the words of the table (``shown:
[Anna holds arc, Ben holds bend, 'Anna holds arc, straight', 'Cleo: minus 20']``): a rack all known is in
sight from then on, so the order counts (decision *claims*); a record written before lists them by player in
the form of ``end``, ``held`` for the tiles told so far. Once every rack the referee does not know is in, they
are ``end``, unless a tile told before gave way while they came in (lost to a rack all known, or taken back):
all at once they would not read so, and ``shown`` stays, its last step ending the game.

A **tally-only** record gives the score pad's totals instead of turns::

    tally: {Anna: {plus: 450, minus: 120}, Ben: {plus: 380, minus: 40}}
"""

from __future__ import annotations

from functools import partial
from typing import Annotated, Any, Literal, Union

from pydantic import Discriminator, Field, StrictInt, StrictStr, Tag

from gamedata.yamlfile import YamlDocument
from scorer.engine import Checkpoint, IllegalMove, InvalidMove, LastStep, Notation, Step, say
from scorer.games.nil.engine import Nil
from scorer.games.nil.moves import (Blocked, Cross, Deal, Hold, Place, RackLeft, Reveal, StartDraw, StartPlayer, StartTiles,
                                   Stop, Tally)
from scorer.games.nil.endracks import read_hold, read_shown
from scorer.games.nil.notation import NOT, DrawNotation, read_kind, read_tile
from scorer.games.nil.rules import R_END, R_SCORE, R_START_PLAYER, R_TURN, REVEAL, START, TURN
from scorer.record import RecordHeader, RecordedGame, Strict, player_seat, shown, start_state, validate


Tiles = list[StrictStr]


class TurnRecord(Strict):
    """One turn: whose it is, the tiles placed in order (or the rack shown when blocked), the tiles
    drawn after it and the turn's points, both optional."""

    player: StrictStr
    holds: dict[StrictStr, Tiles] = {}
    tiles: list[StrictStr] = []
    blocked: Tiles | None = None
    drew: Tiles | None = None
    score: StrictInt | None = None
    pending: Literal["tile", "draw"] | None = None


class PadTotals(Strict):
    """One player's score pad totals: the plus column and the minus column (both 0 or more)."""

    plus: StrictInt = Field(ge=0)
    minus: StrictInt = Field(ge=0)


Draws = list[dict[StrictStr, Tiles]]


class StartRecord(Strict):
    """The start draw (rounds of 3 tiles each, the tied players drawing again) and the start player."""

    draw: Draws = []
    player: StrictStr | None = None


class EndRack(Strict):
    """One player's rack at the end: the tiles left, the minus they count on the score pad, or both."""

    rack: Tiles | None = None
    minus: StrictInt | None = Field(default=None, ge=0)
    #: in ``shown`` only: the tiles of the rack left its player told so far, tile by tile, on the own page
    held: Tiles | None = None


def _shape(value: Any) -> str:
    """Which form of a field was written: a mapping, a list or a single text (pydantic's discriminator,
    so that an error speaks of the form the user chose)."""
    return "mapping" if isinstance(value, dict) else "list" if isinstance(value, list) else "text"


#: ``start``: the start player's name, the start draw's rounds, or both in a mapping
Start = Annotated[Union[Annotated[StrictStr, Tag("text")], Annotated[Draws, Tag("list")],
                        Annotated[StartRecord, Tag("mapping")]], Discriminator(_shape)]
#: one player's ``end`` entry: the rack as a list, or a mapping with the rack and/or its minus
EndEntry = Annotated[Union[Annotated[Tiles, Tag("list")], Annotated[EndRack, Tag("mapping")],
                           Annotated[Tiles, Tag("text")]], Discriminator(_shape)]
#: ``shown``: the racks left shown so far as entered, one player's step a line in the order entered (a list),
#: or (as records were written before) one entry a player in the form of ``end``, ``held`` for tiles told
Shown = Annotated[Union[Annotated[list[StrictStr], Tag("list")], Annotated[dict[StrictStr, EndEntry], Tag("mapping")]],
                  Discriminator(_shape)]


class NilRecord(RecordHeader):
    """A whole NIL record (see the module docstring)."""

    start: Start | None = None
    deal: dict[StrictStr, Tiles] | None = None
    turns: list[TurnRecord] = []
    end: dict[StrictStr, EndEntry] | None = None
    shown: Shown | None = None
    tally: dict[StrictStr, PadTotals] | None = None


class TurnOf(Checkpoint):
    """Checkpoint at the start of the record's turn ``number`` (1-based): it is this seat's turn."""

    def __init__(self, seat: int, number: int = 0):
        self.seat, self.number = seat, number

    def verify(self, state: Nil) -> IllegalMove | None:
        """An :class:`IllegalMove` if another player is to play (or nobody), else None; the first
        turn's player is checked against the start draw (or the start player the record names)."""
        if state.current_player == self.seat:
            return None
        name = state.players[self.seat]
        if state.is_over or state.phase == REVEAL:
            return IllegalMove(self, R_END, say("nil.record.no-more-turns", why=state.end_reason, player=name))
        if state.phase == TURN and state.turn_number == 1 and not state.history:
            return IllegalMove(self, R_START_PLAYER, say("nil.record.first-turn", story=state.start_story(),
                                                         first=state.players[state.first], player=name))
        return IllegalMove(self, R_TURN, say("nil.record.not-the-turn", position=state.position(), player=name))

    def __str__(self) -> str:
        return "turn"


class TurnScore(Checkpoint):
    """Checkpoint after a turn with ``score:``: the turn's points (plus minus minus) match the rules."""

    def __init__(self, points: int):
        self.points = points

    def verify(self, state: Nil) -> IllegalMove | None:
        """An :class:`IllegalMove` giving the right figure, or None."""
        if not state.history:
            return None
        seat, plus, minus, placed, blocked = state.history[-1]
        if plus - minus == self.points:
            return None
        if blocked:
            return IllegalMove(self, R_SCORE, say("nil.record.blocked-score", player=state.players[seat],
                                                  points=plus - minus, minus=minus, written=self.points))
        return IllegalMove(self, R_SCORE, say("nil.record.turn-score", player=state.players[seat], points=plus - minus,
                                              plus=plus, minus=minus, placed=placed, written=self.points))

    def __str__(self) -> str:
        return f"score {self.points}"


class StartNamed(Notation):
    """The start player the record names beside its start draw (a seat)."""

    def __init__(self, seat: int):
        self.seat = seat

    def resolve(self, state: Nil) -> Any:
        """:class:`StartPlayer` while the draw is still tied (refused: a tie draws again, decision
        start-player), else a :class:`StartWinner` checkpoint on the draw's winner."""
        return StartPlayer(self.seat) if state.phase == START else StartWinner(self.seat)


class StartWinner(Checkpoint):
    """Checkpoint after the start draw: it chose the player the record names (a seat)."""

    def __init__(self, seat: int):
        self.seat = seat

    def verify(self, state: Nil) -> IllegalMove | None:
        """An :class:`IllegalMove` naming the draw's winner and totals, or None."""
        if state.first == self.seat:
            return None
        return IllegalMove(self, R_START_PLAYER, say("nil.record.start-player", story=state.start_story(),
                                                     first=state.players[state.first],
                                                     player=state.players[self.seat]))

    def __str__(self) -> str:
        return "the start player"


class _Reader:
    """What :func:`read` needs at every part of the record: the document, its player lookup and the
    tile kinds."""

    def __init__(self, doc: YamlDocument, rec: NilRecord, state: Nil):
        self.doc, self.rec, self.state = doc, rec, state
        self.seat_of = partial(player_seat, doc, rec.players)
        self.kinds = state.board.kinds

    def kinds_at(self, path: tuple[Any, ...], names: list[str], unseen: bool = False) -> tuple[Any, ...]:
        """The tile kinds written at ``path`` (``'?'``: a tile nobody saw, where ``unseen``)."""
        out: list[str | None] = []
        for j, k in enumerate(names):
            try:
                out.append(read_kind(k, unseen))
            except InvalidMove as exc:
                raise self.doc.error(path + (j,), exc.message()) from None
        return tuple(out)

    def told_tiles(self, path: tuple[Any, ...], seat: int, names: list[str]) -> list[Hold]:
        """One player's tiles told (``[bend, arc]``), with tiles taken back (``not bend``, decision *claims*), as
        :class:`Hold` steps in the order written: a tile taken back after tiles told is a step of its own (it
        may take back one of them); one before them goes with them (taken back first)."""
        holds: list[Hold] = []
        told: list[str | None] = []
        dropped: list[str | None] = []
        for j, text in enumerate(names):
            word, _, rest = text.strip().partition(" ")
            if word.lower() == NOT and rest.strip():
                if told:
                    holds.append(Hold(seat, tuple(told), tuple(dropped)))
                    told, dropped = [], []
                dropped.append(self._kind(path + (j,), rest.strip(), unseen=False))
            else:
                told.append(self._kind(path + (j,), text))
        holds.append(Hold(seat, tuple(told), tuple(dropped)))
        return holds

    def _kind(self, path: tuple[Any, ...], name: str, unseen: bool = True) -> str | None:
        """One tile kind written at ``path`` (``'?'``: a tile nobody saw, where ``unseen``)."""
        try:
            return read_kind(name, unseen)
        except InvalidMove as exc:
            raise self.doc.error(path, exc.message()) from None

    def start(self) -> list[Step]:
        """The start player, the start draw, or both; or the first turn's player when neither is given."""
        rec, doc, where = self.rec, self.doc, self.doc.where
        start = rec.start
        if isinstance(start, str):
            return [Step(StartPlayer(self.seat_of(("start",), start)), where(("start",)), say("nile-cli.step.nil.start-player"))]
        if isinstance(start, StartRecord):
            if not start.draw and start.player is None:
                raise doc.error(("start",), say("nil.shape.start"))
            steps = self.start_draw(start.draw, ("start", "draw"))
            if start.player is not None:
                seat = self.seat_of(("start", "player"), start.player)
                steps.append(Step(StartNamed(seat), where(("start", "player")), say("nile-cli.step.nil.start-player")))
            return steps
        if start:
            return self.start_draw(start, ("start",))
        if rec.turns:
            first = self.seat_of(("turns", 0, "player"), rec.turns[0].player)
            return [Step(StartPlayer(first), where(("turns", 0, "player")), say("nile-cli.step.nil.start-player"))]
        return []

    def start_draw(self, rounds: Draws, at: tuple[Any, ...]) -> list[Step]:
        """The rounds of the start draw written at ``at``: everyone's first, then the tied players'. A record that
        stops in its last round, before the deal, with fewer players' tiles than draw in it, gives the tiles each
        player showed so far on its own page (:class:`StartTiles`), the draw waiting for the others'."""
        steps: list[Step] = []
        drawing = list(range(self.state.n))
        for i, rnd in enumerate(rounds):
            path = at + (i,)
            names = sorted((self.seat_of(path + (name,), name), name) for name in rnd)
            draws = tuple(self.kinds_at(path + (name,), rnd[name]) for _, name in names)
            ctx = say("nile-cli.step.nil.start-draw", draw=i + 1)
            seats = [s for s, _ in names]
            if i == len(rounds) - 1 and self.rec.deal is None and not self.rec.turns and set(seats) < set(drawing):
                return steps + [Step(StartTiles(s, d), self.doc.where(path + (name,)), ctx)
                                for (s, name), d in zip(names, draws)]
            if i == 0 and seats != drawing:
                raise self.doc.error(path, say("nil.shape.first-draw", players=list(self.rec.players)))
            steps.append(Step(StartDraw(draws), self.doc.where(path), ctx))
            totals = [self.state.rack_value([k for k in d if k]) for d in draws]
            drawing = [s for s, t in zip(seats, totals) if t == max(totals, default=0)]
        return steps

    def turn(self, i: int, turn: TurnRecord) -> list[Step]:
        """One turn: whose it is, the tiles (a turn with none is left to the rules), the score, the draw;
        only as far as ``pending`` says the last turn has got."""
        doc, path = self.doc, ("turns", i)
        self._check_pending(i, turn)
        ctx = say("nile-cli.step.turn", turn=i + 1, player=turn.player)
        steps = [Step(TurnOf(self.seat_of(path + ("player",), turn.player), i + 1), doc.where(path + ("player",)), ctx)]
        steps += self._turn_holds(path, turn, ctx)
        steps += self._turn_tiles(path, turn, ctx)
        if turn.pending == "tile":
            return steps
        steps += self._turn_score(path, turn, ctx)
        if turn.pending == "draw":
            return steps
        drew = self.kinds_at(path + ("drew",), turn.drew, unseen=True) if turn.drew is not None else None
        steps.append(Step(DrawNotation(drew), doc.where(path + ("drew",) if turn.drew is not None else path), ctx))
        return steps

    def _check_pending(self, i: int, turn: TurnRecord) -> None:
        """Refuse a ``pending`` anywhere but on the record's last turn, or ahead of what the turn gives: a
        turn still placing tiles has no blocked rack, score or draw; one waiting for its draw has no draw.

        Raises the document's error at ``pending``."""
        if turn.pending is None:
            return
        last = i == len(self.rec.turns) - 1 and self.rec.end is None
        early = turn.pending == "tile" and (turn.score is not None or turn.blocked is not None)
        if not last or early or turn.drew is not None:
            raise self.doc.error(("turns", i, "pending"), say("nil.shape.pending"))

    def _turn_holds(self, path: tuple[Any, ...], turn: TurnRecord, ctx: str) -> list[Step]:
        """The tiles players told they hold during the turn at ``path`` (its ``holds``), a step each."""
        steps = []
        for name, held in turn.holds.items():
            at = path + ("holds", name)
            steps += [Step(hold, self.doc.where(at), ctx) for hold in self.told_tiles(at, self.seat_of(at, name), held)]
        return steps

    def _turn_tiles(self, path: tuple[Any, ...], turn: TurnRecord, ctx: str) -> list[Step]:
        """The placing part of the turn at ``path``: its player blocked (the rack shown, no tile placed), or
        the tiles placed (and tiles told on the way) followed by the stop, unless the turn is still placing
        (``pending: tile``). Raises the document's error for a blocked turn with tiles or an unreadable tile."""
        doc = self.doc
        if turn.blocked is not None:
            if turn.tiles:
                raise doc.error(path + ("blocked",), say("nil.shape.blocked-tiles"))
            rack = self.kinds_at(path + ("blocked",), turn.blocked)
            return [Step(Blocked(rack), doc.where(path + ("blocked",)), ctx)]
        steps = []
        for j, text in enumerate(turn.tiles):
            try:
                notation = read_hold(self.rec.players, text) or read_tile(text)
            except InvalidMove as exc:
                raise doc.error(path + ("tiles", j), exc.message()) from None
            steps.append(Step(notation, doc.where(path + ("tiles", j)), ctx))
        if turn.pending != "tile":
            steps.append(Step(Stop(), doc.where(path + (("tiles",) if "tiles" in turn.model_fields_set else ())), ctx))
        return steps

    def _turn_score(self, path: tuple[Any, ...], turn: TurnRecord, ctx: str) -> list[Step]:
        """The turn's score as written (none: left to the rules), refused past the most a turn can win or lose
        on the board as it stands."""
        if turn.score is None:
            return []
        most = most_in_a_turn(self.state.board)
        if abs(turn.score) > most:
            raise self.doc.error(path + ("score",), say("nil.shape.turn-most", score=shown(turn.score), most=most))
        return [Step(TurnScore(turn.score), self.doc.where(path + ("score",)), ctx)]

    def end(self, given: dict[str, Any], key: str = "end") -> list[Step]:
        """The racks left at the end and/or their minus, each player's as written (None: not written): one
        step for everyone's (``end``), or one per player named, in the record's order (``shown``: the racks
        shown so far, one player at a time, while others are still to come)."""
        racks: list[tuple[str, ...] | None] = [None] * self.state.n
        minus: list[int | None] = [None] * self.state.n
        held: dict[int, tuple[str, ...]] = {}
        for name, entry in given.items():
            seat = self.seat_of((key, name), name)
            if isinstance(entry, EndRack) and entry.held is not None:
                if key != "shown" or entry.rack is not None or entry.minus is not None:
                    raise self.doc.error((key, name, "held"), say("nil.shape.held"))
                held[seat] = self.kinds_at((key, name, "held"), entry.held)
            elif isinstance(entry, EndRack):
                if entry.rack is None and entry.minus is None:
                    raise self.doc.error((key, name), say("nil.shape.rack-or-minus"))
                minus[seat] = entry.minus
                racks[seat] = self.kinds_at((key, name, "rack"), entry.rack) if entry.rack is not None else None
            else:
                racks[seat] = self.kinds_at((key, name), entry)
        if key == "end":
            return [Step(Reveal(tuple(racks), tuple(minus)), self.doc.where(("end",)), say("nile-cli.step.nil.racks-at-end"))]
        return [Step(Hold(s, held[s]) if s in held else RackLeft(s, racks[s], minus[s]), self.doc.where((key, name)),
                     say("nile-cli.step.nil.rack-at-end", player=name)) for name, s in ((name, self.seat_of((key, name), name)) for name in given)]

    def shown(self, given: list[str]) -> list[Step]:
        """The racks left shown so far, one player's step a line in the order entered (``Ben holds arc``, ``Ben:
        arc, bend``, ``Ben: minus 20``): a rack all known at the end is in sight from then on, so a tile told
        by another player after it is ruled with it, as it was live (decision *claims*)."""
        steps = []
        for j, text in enumerate(given):
            try:
                move = read_shown(self.state, text)
            except InvalidMove as exc:
                raise self.doc.error(("shown", j), exc.message()) from None
            steps.append(Step(move, self.doc.where(("shown", j)), say("nile-cli.step.nil.rack-at-end", player=self.rec.players[move.seat])))
        return steps

    def tally(self, given: dict[str, PadTotals]) -> Step:
        """The score pad's totals, every player's."""
        rec, doc = self.rec, self.doc
        if rec.turns or rec.start or rec.deal or rec.end:
            raise doc.error(("tally",), say("nil.shape.turns-or-tally"))
        plus, minus = [0] * self.state.n, [0] * self.state.n
        board = self.state.board
        # every turn lays at least one tile, so no game has more turns than tiles (and the racks at the end)
        most = (sum(k.count for k in board.kinds.values()) + 1) * most_in_a_turn(board)
        for name, t in given.items():
            p = self.seat_of(("tally", name), name)
            for column, value in (("plus", t.plus), ("minus", t.minus)):
                if value > most:
                    raise doc.error(("tally", name, column), say("nil.shape.plus-column" if column == "plus" else "nil.shape.minus-column", value=shown(value), most=most))
            plus[p], minus[p] = t.plus, t.minus
        missing = [p for p in rec.players if p not in given]
        if missing:
            raise doc.error(("tally",), say("nil.shape.tally-missing", players=missing))
        return Step(Tally(tuple(plus), tuple(minus)), doc.where(("tally",)), say("nile-cli.step.nil.score-pad"))


def most_in_a_turn(board: Any) -> int:
    """A bound on the points one turn can win or lose: a full rack of the dearest tile, every zone, the
    dearest blue square and the bonus (a score beyond it is impossible, not merely wrong: exit 2)."""
    zones = {z.id: z.value for z in board.zone_at.values()}
    return int(board.rack * max(k.value for k in board.kinds.values()) + sum(zones.values())
            + max(board.goal_values) + board.bonus)


def read(doc: YamlDocument) -> RecordedGame:
    """Check a NIL record's shape, names and notation, and turn it into steps.

    Raises :class:`~gamedata.yamlfile.SourceError` (exit 2) for a wrong shape, an unknown player or tile
    kind, unreadable notation or a wrong player count; rule breaches are left to the replay (exit 1).
    """
    rec: NilRecord = validate(doc, NilRecord)
    state = start_state(doc, Nil, rec)
    reader = _Reader(doc, rec, state)
    if rec.tally is not None:
        pad = [reader.tally(rec.tally)]
        return RecordedGame("nil", state, pad, "tally", {"players": rec.players, "summary": say("nile-cli.summary.nil.tally")})
    steps = reader.start()
    if rec.turns or rec.deal:
        racks = [(None,) * state.board.rack for _ in rec.players]
        for name, tiles in (rec.deal or {}).items():
            racks[reader.seat_of(("deal", name), name)] = reader.kinds_at(("deal", name), tiles, unseen=True)
        steps.append(Step(Deal(tuple(racks)), doc.where(("deal",) if rec.deal else ("turns",)), say("nile-cli.step.deal")))
    for i, turn in enumerate(rec.turns):
        steps.extend(reader.turn(i, turn))
    if rec.shown is not None and rec.end is not None:
        raise doc.error(("shown",), say("nil.shape.shown-and-end"))
    if isinstance(rec.shown, dict):
        steps.extend(reader.end(rec.shown, "shown"))
    elif rec.shown is not None:
        steps.extend(reader.shown(rec.shown))
    if rec.end is not None:
        steps.extend(reader.end(rec.end))
    info = {"players": rec.players, "turns": len(rec.turns),
            "summary": say("nile-cli.summary.turns", turns=len(rec.turns)) if rec.turns
            else say("nile-cli.summary.no-turn")}
    return RecordedGame("nil", state, steps, "moves", info)


def steps_until(steps: list[Step], turn: int) -> list[Step]:
    """The steps of the record up to the end of its turn ``turn`` (all of them for a turn past the end)."""
    for i, step in enumerate(steps):
        if isinstance(step.move, TurnOf) and step.move.number > turn:
            return steps[:i]
    return steps


def turns_in(steps: list[Step]) -> int:
    """How many turns the record holds: the number of its last turn (0 when it holds none)."""
    return max((step.move.number for step in steps if isinstance(step.move, TurnOf)), default=0)


def picture(state: Nil, marked: Any = None, caption: str = "") -> Any:
    """The board as ``state`` has it: ``(width_mm, height_mm, draw)`` (see :mod:`scorer.games.nil.picture`),
    with ``marked`` crossed out: a square, or the move whose square it is (an illegal placement). A
    :class:`~scorer.engine.LastStep` marks nothing more: the last turn's tiles are always ringed."""
    from scorer.games.nil.picture import board_picture

    if isinstance(marked, LastStep):
        marked = None
    elif not isinstance(marked, tuple):  # a move: only a placement has a square to ring
        marked = marked.square if isinstance(marked, (Place, Cross)) else None
    return board_picture(state, marked, caption)
