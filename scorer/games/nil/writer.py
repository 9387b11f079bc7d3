"""NIL's record written from the engine's moves (:func:`write_record`), in the form :mod:`scorer.games.nil.record`
reads back (its module docstring describes the form)."""

from __future__ import annotations

from typing import Any, Callable, Sequence

from scorer.games.nil.engine import Nil
from scorer.games.nil.moves import (Blocked, Cross, Deal, Draw, Hold, Place, RackLeft, Reveal, StartDraw,
                                   StartPlayer, StartTiles, Stop, Tally)
from scorer.games.nil.notation import NOT, format
from scorer.games.nil.rules import DRAW, OVER, REVEAL, TURN


def write_record(players: Sequence[str], variants: Sequence[str], moves: Sequence[Any]) -> dict[str, Any]:
    """The record of the engine ``moves`` applied so far, from the first (a whole game or any prefix of
    one: a turn under way is marked ``pending``), a mapping ready for ``yaml.safe_dump`` that reads back to
    the same position. Every move is written by :func:`scorer.games.nil.notation.format` or as the tiles it
    names; draws nobody saw are ``'?'``. The moves must have been accepted by the rules (they are replayed
    without being checked again)."""
    writer = _Writer(players)
    for move in moves:
        writer.add(move)
    return writer.record()


def _unseen(tiles: Sequence[str | None]) -> list[str]:
    """Tiles as the record writes them, those nobody saw as ``'?'``."""
    return ["?" if k is None else k for k in tiles]


class _Writer:
    """The record of a game so far, built one engine move at a time (each kind by its own writer,
    :attr:`_WRITERS`), replayed alongside on a game of its own so that whose draw and turn it is come from
    the rules themselves."""

    def __init__(self, players: Sequence[str]):
        self.players = players
        self.out: dict[str, Any] = {"game": "nil", "players": list(players)}
        self.draws: list[dict[str, list[str]]] = []
        self.named: str | None = None
        self.turns: list[dict[str, Any]] = []
        self.holds: dict[str, list[str]] = {}  # told before the turn under way has a record of its own
        self.shown: list[Hold | RackLeft] = []  # the racks left shown so far, one player's step at a time, in order
        self.before_shown: Nil | None = None  # the game before the first of them
        self.state = Nil(players)

    def add(self, move: Any) -> None:
        """Write ``move`` and apply it to the game alongside."""
        writer = self._WRITERS.get(type(move))
        if writer is not None:
            writer(self, move)
        self.state.apply_ruled(move)
        if isinstance(move, (RackLeft, Hold)) and self.shown and self.state.end_told and self.state.phase == OVER:
            end = self._end_of_shown()
            if end is not None:
                self.out["end"] = end
                self.shown = []
        if isinstance(move, (Stop, Blocked)):
            _, plus, minus, _, _ = self.state.history[-1]
            self.turns[-1]["score"] = plus - minus
            self.turns[-1].pop("pending", None)
            if self.state.phase == DRAW:
                self.turns[-1]["pending"] = "draw"

    # each writer of one kind of move, before it is applied
    def _start_draw(self, move: StartDraw) -> None:
        self.draws.append({self.players[s]: list(d) for s, d in zip(self.state.drawing, move.draws)})

    def _start_tiles(self, move: StartTiles) -> None:
        """A player's own tiles of the start draw: the draw under way so far, in seating order."""
        if not self.state.start_drawn:
            self.draws.append({})
        said = {**{self.players.index(name): d for name, d in self.draws[-1].items()}, move.seat: list(move.tiles)}
        self.draws[-1] = {self.players[s]: said[s] for s in sorted(said)}

    def _start_player(self, move: StartPlayer) -> None:
        self.named = self.players[move.seat]

    def _deal(self, move: Deal) -> None:
        self.out["deal"] = {self.players[s]: _unseen(r) for s, r in enumerate(move.racks)}
        self.out["turns"] = self.turns

    def _tally(self, move: Tally) -> None:
        self.out["tally"] = {self.players[s]: {"plus": p, "minus": m}
                             for s, (p, m) in enumerate(zip(move.plus, move.minus))}

    def _reveal(self, move: Reveal) -> None:
        self.out["end"] = _end_entries(self.players, move)

    def _rack_left(self, move: RackLeft) -> None:
        self._shown(move)

    def _shown(self, move: Hold | RackLeft) -> None:
        """One player's step of the racks left shown one at a time, kept in order (:meth:`_shown_lines`)."""
        if self.before_shown is None:
            self.before_shown = self.state.clone()
        self.shown.append(move)

    def _end_of_shown(self) -> dict[str, Any] | None:
        """``end:`` once the last rack left is in: each player's as shown, a rack told tile by tile as the tiles
        it held, where all at once they read as they came in one at a time; None where they do not (a tile told
        before gave way while they came in: lost to a rack all known, or taken back), so ``shown`` stays."""
        racks: list[tuple[str, ...] | None] = [None] * self.state.n
        minus: list[int | None] = [None] * self.state.n
        for move in self.shown:
            if isinstance(move, Hold):
                racks[move.seat] = self.state.final_racks[move.seat]
            else:
                racks[move.seat], minus[move.seat] = move.rack, move.minus
        every = Reveal(tuple(racks), tuple(minus))
        assert self.before_shown is not None
        self.before_shown.trusting = True  # (ruled as a record is read back)
        if self.before_shown.check(every) is not None:
            return None
        return _end_entries(self.players, every)

    def _shown_lines(self) -> list[str]:
        """``shown:`` while the racks left come in one player at a time: one player's step a line, in the order
        entered (a rack all known is in sight from then on, so the order counts, decision *claims*); one
        player's tiles told in a row on one line."""
        lines: list[str] = []
        last: Hold | RackLeft | None = None
        for move in self.shown:
            if isinstance(move, Hold) and isinstance(last, Hold) and last.seat == move.seat and not move.dropped:
                move = Hold(move.seat, last.tiles + move.tiles, last.dropped)  # (told in a row: the same ruling)
                lines.pop()
            lines.append(format(self.state, move))
            last = move
        return lines

    def _hold(self, move: Hold) -> None:
        name = self.players[move.seat]
        if self.state.phase == REVEAL:  # the rack left, told tile by tile
            self._shown(move)
            return
        if self.state.phase == TURN and self.state.placed:  # between two tiles: in its place, as at the table
            self.turns[-1]["tiles"].append(format(self.state, move))
            return
        dropped = [f"{NOT} {k}" for k in move.dropped if k is not None]  # another seat's reading: one '?' each
        self.holds.setdefault(name, []).extend(dropped + _unseen(move.tiles + tuple(k for k in move.dropped if k is None)))

    def _turn_begun(self) -> dict[str, Any]:
        """The turn under way, its record begun at its first tile (or its rack shown when blocked), with the
        tiles told before it."""
        if not self.state.placed:
            self.turns.append({"player": self.players[self.state.turn], **({"holds": self.holds} if self.holds else {}),
                               "tiles": []})
            self.holds = {}
        return self.turns[-1]

    def _tile(self, move: Place | Cross) -> None:
        turn = self._turn_begun()
        turn["tiles"].append(format(self.state, move))
        turn["pending"] = "tile"

    def _blocked(self, move: Blocked) -> None:
        turn = self._turn_begun()
        del turn["tiles"]
        turn["blocked"] = list(move.rack)

    def _draw(self, move: Draw) -> None:
        self.turns[-1].pop("pending", None)
        self.turns[-1]["drew"] = _unseen(move.tiles)

    _WRITERS: dict[type, Callable[["_Writer", Any], None]] = {
        StartDraw: _start_draw, StartPlayer: _start_player, StartTiles: _start_tiles, Deal: _deal, Tally: _tally, Reveal: _reveal,
        RackLeft: _rack_left, Hold: _hold, Place: _tile, Cross: _tile, Blocked: _blocked, Draw: _draw}

    def record(self) -> dict[str, Any]:
        """The record as it stands: the tiles told before a turn not begun yet, the start, the keys in the
        order of the game."""
        record, turns = self.out, self.turns
        if self.holds:  # told before the first tile of a turn not begun yet
            turns.append({"player": self.players[self.state.turn], "holds": self.holds, "tiles": [], "pending": "tile"})
        if self.shown:
            record["shown"] = self._shown_lines()
        draws, named = self.draws, self.named
        if draws or named:
            record["start"] = (draws if named is None else {"draw": draws, "player": named}) if draws else named
        if "start" in record or "deal" in record:  # the record's keys in the order of the game
            record = {k: record[k] for k in ("game", "players", "start", "deal", "turns", "shown", "end", "tally")
                      if k in record}
        return record


def _end_entries(players: Sequence[str], move: Reveal) -> dict[str, Any]:
    """``end:`` of the record: each player's rack left (a list), its minus, or both (a mapping)."""
    out: dict[str, Any] = {}
    for seat, rack in enumerate(move.racks):
        minus = move.minus[seat] if move.minus else None
        if minus is None and rack is not None:
            out[players[seat]] = list(rack)
        elif minus is not None:
            out[players[seat]] = {"minus": minus} if rack is None else {"rack": list(rack), "minus": minus}
    return out
