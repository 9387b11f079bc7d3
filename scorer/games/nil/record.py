"""NIL records: the format, its reader (record -> engine steps) and its writer (simulation).

The format (players in seating order; play passes to the next seat)::

    game: nil
    players: [Anna, Ben, Cleo]
    start: Ben                    # the start player; or the start draw, a list of rounds of 3 tiles each:
                                  #   start: [{Anna: [bend, arc, straight], Ben: [...], Cleo: [...]}]
    deal: {Anna: [bend, '?', ...]}   # optional: the 5 tiles each drew ('?' unseen)
    turns:
      - {player: Ben, tiles: [A11 E, B11 NE, C10 E], score: 20}
      - {player: Cleo, tiles: [D10 E U, cross E10], drew: [bend, '?']}
      - {player: Anna, blocked: [bend, arc, arc, near-left, diagonal]}
    end: {Anna: [bend], Ben: [], Cleo: [arc, arc]}   # the racks at the end, if they were not all seen

A tile is written on the board's coordinates (:mod:`scorer.games.nil.notation`): ``M11 NE`` (the
square and where the river leaves it), ``U`` after it for a universal tile, ``cross M11`` for a
crossing. ``score`` (the turn's points, plus minus minus) and ``drew`` are optional and checked when
given. Without ``start``, the first turn's player is taken as the start player.

A **tally-only** record gives the score pad's totals instead of turns::

    tally: {Anna: {plus: 450, minus: 120}, Ben: {plus: 380, minus: 40}}
"""

from __future__ import annotations

from functools import partial
from typing import Any, Union

from pydantic import Field, StrictInt, StrictStr

from pnp.yamlfile import YamlDocument
from scorer.engine import Checkpoint, IllegalMove, InvalidMove, Step, count
from scorer.games.nil.engine import R_SCORE, R_TURN, Nil, simulate
from scorer.games.nil.moves import Blocked, Cross, Deal, Draw, Place, Reveal, StartDraw, StartPlayer, Stop, Tally
from scorer.games.nil.notation import DrawNotation, read_tile
from scorer.record import RecordHeader, RecordedGame, Strict, player_seat, shown, start_state, validate

TITLE = "NIL"
DEFAULT_NAMES = ["Anna", "Ben", "Cleo", "Dana"]

Tiles = list[StrictStr]


class TurnRecord(Strict):
    """One turn: whose it is, the tiles placed in order (or the rack shown when blocked), the tiles
    drawn after it and the turn's points, both optional."""

    player: StrictStr
    tiles: list[StrictStr] = []
    blocked: Tiles | None = None
    drew: Tiles | None = None
    score: StrictInt | None = None


class PadTotals(Strict):
    """One player's score pad totals: the plus column and the minus column (both 0 or more)."""

    plus: StrictInt = Field(ge=0)
    minus: StrictInt = Field(ge=0)


class NilRecord(RecordHeader):
    """A whole NIL record (see the module docstring)."""

    start: Union[StrictStr, list[dict[StrictStr, Tiles]], None] = None
    deal: dict[StrictStr, Tiles] | None = None
    turns: list[TurnRecord] = []
    end: dict[StrictStr, Tiles] | None = None
    tally: dict[StrictStr, PadTotals] | None = None


class TurnOf(Checkpoint):
    """Checkpoint at the start of the record's turn ``number`` (1-based): it is this seat's turn."""

    def __init__(self, seat: int, number: int = 0):
        self.seat, self.number = seat, number

    def verify(self, state: Nil) -> IllegalMove | None:
        """An :class:`IllegalMove` if another player is to play (or nobody), else None."""
        if state.current_player == self.seat:
            return None
        if state.is_over:
            return IllegalMove(self, R_TURN, f"{state.position()}; there is no further turn")
        return IllegalMove(self, R_TURN, f"{state.position()}, not {state.players[self.seat]}'s turn: "
                                         "play passes to the next seat")

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
        how = f"minus the rack's {minus}" if blocked else f"{plus} plus and {minus} minus for {count(placed, 'tile')}"
        return IllegalMove(self, R_SCORE, f"{state.players[seat]}'s turn scores {plus - minus} ({how}), "
                                          f"not {self.points}")

    def __str__(self) -> str:
        return f"score {self.points}"


def most_in_a_turn(board: Any) -> int:
    """A bound on the points one turn can win or lose: a full rack of the dearest tile, every zone, the
    dearest blue square and the bonus (a score beyond it is impossible, not merely wrong: exit 2)."""
    zones = {z.id: z.value for z in board.zone_at.values()}
    return (board.rack * max(k.value for k in board.kinds.values()) + sum(zones.values())
            + max(board.goal_values) + board.bonus)


def read(doc: YamlDocument) -> RecordedGame:
    """Check a NIL record's shape, names and notation, and turn it into steps.

    Raises :class:`~pnp.yamlfile.SourceError` (exit 2) for a wrong shape, an unknown player or tile
    kind, unreadable notation or a wrong player count; rule breaches are left to the replay (exit 1).
    """
    rec: NilRecord = validate(doc, NilRecord)
    state = start_state(doc, Nil, rec)
    kinds = state.board.kinds
    seat_of = partial(player_seat, doc, rec.players)

    def kind_list(path: tuple, names: list[str], unseen: bool = False) -> tuple[Any, ...]:
        out: list[str | None] = []
        for j, k in enumerate(names):
            if unseen and k == "?":
                out.append(None)
            elif k.lower() in kinds:
                out.append(k.lower())
            else:
                seen = " ('?' for a tile nobody saw)" if unseen else ""
                raise doc.error(path + (j,), f"{shown(k)} is not a tile kind; the kinds are {', '.join(kinds)}{seen}")
        return tuple(out)

    if rec.tally is not None:
        if rec.turns or rec.start or rec.deal or rec.end:
            raise doc.error(("tally",), "a record gives either the turns or 'tally' (the score pad's totals), not both")
        plus, minus = [0] * state.n, [0] * state.n
        for name, t in rec.tally.items():
            p = seat_of(("tally", name), name)
            plus[p], minus[p] = t.plus, t.minus
        missing = [p for p in rec.players if p not in rec.tally]
        if missing:
            raise doc.error(("tally",), f"give every player's totals; missing: {', '.join(missing)}")
        pad = [Step(Tally(tuple(plus), tuple(minus)), doc.where(("tally",)), "the score pad")]
        return RecordedGame("nil", state, pad, "tally", {"players": rec.players, "summary": "the score pad's totals"})

    steps: list[Step] = []
    most = most_in_a_turn(state.board)
    if isinstance(rec.start, str):
        steps.append(Step(StartPlayer(seat_of(("start",), rec.start)), doc.where(("start",)), "the start player"))
    elif rec.start:
        drawing = list(range(state.n))
        for i, rnd in enumerate(rec.start):
            path = ("start", i)
            names = sorted((seat_of(path + (name,), name), name) for name in rnd)
            if [s for s, _ in names] != drawing and i == 0:
                raise doc.error(path, f"the first start draw is everyone's: {', '.join(rec.players)}")
            draws = tuple(kind_list(path + (name,), rnd[name]) for _, name in names)
            steps.append(Step(StartDraw(draws), doc.where(path), f"start draw {i + 1}"))
    elif rec.turns:
        first = seat_of(("turns", 0, "player"), rec.turns[0].player)
        steps.append(Step(StartPlayer(first), doc.where(("turns", 0, "player")), "the start player"))
    if rec.turns or rec.deal:
        racks = [(None,) * state.board.rack for _ in rec.players]
        for name, tiles in (rec.deal or {}).items():
            racks[seat_of(("deal", name), name)] = kind_list(("deal", name), tiles, unseen=True)
        steps.append(Step(Deal(tuple(racks)), doc.where(("deal",) if rec.deal else ("turns",)), "the deal"))
    for i, turn in enumerate(rec.turns):
        path = ("turns", i)
        p = seat_of(path + ("player",), turn.player)
        ctx = f"turn {i + 1} ({turn.player})"
        steps.append(Step(TurnOf(p, i + 1), doc.where(path + ("player",)), ctx))
        if turn.blocked is not None:
            if turn.tiles:
                raise doc.error(path + ("blocked",), "a blocked turn places no tile: give 'tiles' or 'blocked'")
            steps.append(Step(Blocked(kind_list(path + ("blocked",), turn.blocked)), doc.where(path + ("blocked",)), ctx))
        else:
            if not turn.tiles:
                raise doc.error(path, "a turn places tiles ('tiles: [M11 NE, ...]') or shows a blocked rack "
                                "('blocked: [...]')")
            for j, text in enumerate(turn.tiles):
                try:
                    notation = read_tile(text)
                except InvalidMove as exc:
                    raise doc.error(path + ("tiles", j), str(exc)) from None
                steps.append(Step(notation, doc.where(path + ("tiles", j)), ctx))
            steps.append(Step(Stop(), doc.where(path + ("tiles",)), ctx))
        if turn.score is not None:
            if abs(turn.score) > most:
                raise doc.error(path + ("score",), f"no turn scores {shown(turn.score)}: a turn wins or loses "
                                f"at most {most} points")
            steps.append(Step(TurnScore(turn.score), doc.where(path + ("score",)), ctx))
        drew = kind_list(path + ("drew",), turn.drew, unseen=True) if turn.drew is not None else None
        steps.append(Step(DrawNotation(drew), doc.where(path + ("drew",) if turn.drew is not None else path), ctx))
    if rec.end is not None:
        racks_end: list[tuple[str, ...]] = [()] * state.n
        for name, tiles in rec.end.items():
            racks_end[seat_of(("end", name), name)] = kind_list(("end", name), tiles)
        steps.append(Step(Reveal(tuple(racks_end)), doc.where(("end",)), "the end"))
    info = {"players": rec.players, "turns": len(rec.turns),
            "summary": count(len(rec.turns), "turn") if rec.turns else "no turn was played yet"}
    return RecordedGame("nil", state, steps, "moves", info)


def simulate_record(players: list[str], seed: int, variants: list[str] | None = None) -> dict[str, Any]:
    """A complete random legal game as a record (every draw named), ready for ``yaml.safe_dump``.

    Raises :class:`~scorer.engine.SetupError` for a wrong player count or any variant.
    """
    _, moves = simulate(players, seed, variants or ())
    record: dict[str, Any] = {"game": "nil", "players": list(players), "notes": f"simulated by nile (seed {seed})"}
    start: list[dict[str, list[str]]] = []
    turns: list[dict[str, Any]] = []
    state = Nil(players)  # replayed alongside, so whose draw and turn it is come from the rules themselves
    for move in moves:
        if isinstance(move, StartDraw):
            start.append({players[s]: list(d) for s, d in zip(state.drawing, move.draws)})
        elif isinstance(move, Deal):
            record["start"] = start
            record["deal"] = {players[s]: list(r) for s, r in enumerate(move.racks)}
            record["turns"] = turns
        elif isinstance(move, (Place, Cross, Blocked)) and not state.placed:
            turns.append({"player": players[state.turn], "tiles": []})
        if isinstance(move, (Place, Cross)):
            turns[-1]["tiles"].append(str(move))
        elif isinstance(move, Blocked):
            del turns[-1]["tiles"]
            turns[-1]["blocked"] = list(move.rack)
        elif isinstance(move, Draw):
            turns[-1]["drew"] = list(move.tiles)
        state.apply(move)
        if isinstance(move, (Stop, Blocked)):
            _, plus, minus, _, _ = state.history[-1]
            turns[-1]["score"] = plus - minus
    return record


def steps_until(steps: list[Step], turn: int) -> list[Step]:
    """The steps of the record up to the end of its turn ``turn`` (all of them for a turn past the end)."""
    for i, step in enumerate(steps):
        if isinstance(step.move, TurnOf) and step.move.number > turn:
            return steps[:i]
    return steps


def picture(state: Nil, marked: Any = None, caption: str = ""):
    """The board as ``state`` has it: ``(width_mm, height_mm, draw)`` (see :mod:`scorer.games.nil.picture`)."""
    from scorer.games.nil.picture import board_picture

    return board_picture(state, marked, caption)
