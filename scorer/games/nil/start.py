"""NIL's start draw [Début de la partie]: every player draws three tiles, the highest total starts, and the
players tied on it draw again. Every player draws at once, so the start draw comes whole (:class:`StartDraw`,
the table's line) or one player's tiles at a time (:class:`StartTiles`, each on its own page, in any order);
the last part awaited draws the round. A record may name the start player instead (:class:`StartPlayer`).
A mixin of :class:`scorer.games.nil.engine.Nil`, which holds the state.

>>> from scorer.games.nil.engine import Nil
>>> s = Nil(["Anna", "Ben", "Cleo"])
>>> s.apply(StartTiles(2, ("arc", "arc", "arc"))); s.apply(StartTiles(0, ("bend", "bend", "bend")))
>>> s.phase.value, s.start_drawn == {2: ("arc", "arc", "arc"), 0: ("bend", "bend", "bend")}
('start', True)
>>> s.apply(StartTiles(1, ("near-left", "near-right", "arc"))); s.phase.value, s.drawing  # 45 each: a tie
('start', [1, 2])
>>> print(s.check(StartTiles(0, ("arc", "arc", "arc"))).reason)
Ben and Cleo tie on the highest start total, 45, and only they draw again: Anna does not draw now
>>> s.apply(StartTiles(2, ("bend", "bend", "bend"))); s.apply(StartTiles(1, ("arc", "arc", "straight")))
>>> s.phase.value, s.players[s.first]
('deal', 'Ben')
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any, Sequence

from scorer.engine import IllegalMove, InvalidMove, Said, say
from scorer.games.nil.board import NilBoard
from scorer.games.nil.moves import Kind, StartDraw, StartPlayer, StartTiles
from scorer.games.nil.rules import DEAL, R_START_PLAYER, Phase


class StartRules:
    """The start draw's rules over the state of :class:`~scorer.games.nil.engine.Nil`."""

    # provided by the state
    players: tuple[str, ...]
    n: int
    board: NilBoard
    seen: Counter[str]
    phase: Phase
    first: int
    turn: int
    drawing: list[int]
    start_told: bool
    start_totals: list[list[tuple[int, int]]]
    start_drawn: dict[int, tuple[Kind, ...]]

    if TYPE_CHECKING:  # provided by the state (scorer.games.nil.racks)
        def _known(self, kinds: Sequence[Kind | None]) -> None: ...

        def _over_count(self, extra: Counter[str], move: Any, less: Counter[str] | None = None,
                        seat: int | None = None) -> IllegalMove | None: ...

        def rack_value(self, rack: Sequence[Kind] | Counter[str]) -> int: ...

    def start_story(self) -> Said:
        """How the start player was chosen, in words: ``"Ben drew the highest start total, 25 (Anna 15)"``."""
        first = self.players[self.first]
        if self.start_told or not self.start_totals:
            return say("nil.start.named", player=first)
        last = dict(self.start_totals[-1])
        others = [say("nil.start.total", player=self.players[s], total=t) for s, t in last.items() if s != self.first]
        if len(self.start_totals) > 1:
            return say("nil.start.highest-again", player=first, draw=len(self.start_totals), total=last[self.first],
                       others=others)
        return say("nil.start.highest", player=first, total=last[self.first], others=others)

    def start_waiting(self) -> list[int]:
        """The drawing players whose tiles of the start draw under way are still to be shown, in seating order."""
        return [s for s in self.drawing if s not in self.start_drawn]

    def _check_start_draw(self, move: StartDraw) -> IllegalMove | None:
        for d in move.draws:
            self._known(d)
        if len(move.draws) != len(self.drawing) or any(len(d) != self.board.start_draw for d in move.draws):
            return IllegalMove(move, R_START_PLAYER, say("nil.start.draw-size", players=[self.players[s] for s in
                                                                                       self.drawing],
                                                         tiles=self.board.start_draw))
        for seat, tiles in zip(self.drawing, move.draws):  # a whole line typed after some players showed theirs
            if seat in self.start_drawn and Counter(tiles) != Counter(self.start_drawn[seat]):
                return self._drew_already(move, seat)
        # every tile is back in the bag for the start draw: count the draw alone, not what is in sight
        return self._over_count(Counter(k for d in move.draws for k in d), move, less=self.seen)

    def _drew_already(self, move: Any, seat: int) -> IllegalMove:
        return IllegalMove(move, R_START_PLAYER, say("nil.start.drew-already", player=self.players[seat],
                                                     tiles=[self.board.term(k) for k in self.start_drawn[seat]]))

    def _check_start_tiles(self, move: StartTiles) -> IllegalMove | None:
        """One player's tiles of the start draw [Début de la partie]: a player drawing now (after a tie, only the
        tied players draw again), once, the rules' count of tiles, and no more copies of a kind, with the tiles
        the others showed in this draw, than the game has."""
        if not 0 <= move.seat < self.n:
            raise InvalidMove(f"seat {move.seat} is not at this table")
        self._known(move.tiles)
        name = self.players[move.seat]
        if move.seat not in self.drawing:
            best = dict(self.start_totals[-1])[self.drawing[0]] if self.start_totals else 0
            return IllegalMove(move, R_START_PLAYER, say("nil.start.not-drawing", player=name, total=best,
                                                         tied=[self.players[s] for s in self.drawing]))
        if move.seat in self.start_drawn:
            return self._drew_already(move, move.seat)
        if len(move.tiles) != self.board.start_draw:
            return IllegalMove(move, R_START_PLAYER, say("nil.start.part-size", player=name, got=len(move.tiles),
                                                         tiles=self.board.start_draw))
        shown = Counter(k for tiles in self.start_drawn.values() for k in tiles) + Counter(move.tiles)
        return self._over_count(shown, move, less=self.seen)

    def _do_start_tiles(self, move: StartTiles) -> None:
        """Note the tiles; the last drawing player's draws the round with every part shown."""
        self.start_drawn[move.seat] = move.tiles
        if not self.start_waiting():
            self._do_start_draw(StartDraw(tuple(self.start_drawn[s] for s in self.drawing)))

    def _check_start_player(self, move: StartPlayer) -> IllegalMove | None:
        if not 0 <= move.seat < self.n:
            raise InvalidMove(f"seat {move.seat} is not at this table")
        if not self.start_totals:
            return None  # the record names the start player instead of the start draw
        tied = [self.players[s] for s in self.drawing]
        best = dict(self.start_totals[-1])[self.drawing[0]]
        return IllegalMove(move, R_START_PLAYER, say("nil.start.tie" if move.seat in self.drawing else
                                                     "nil.start.tie-not-among", tied=tied, total=best,
                                                     tiles=self.board.start_draw, player=self.players[move.seat]))

    def _do_start_draw(self, move: StartDraw) -> None:
        totals = [self.rack_value(d) for d in move.draws]
        self.start_totals.append(list(zip(self.drawing, totals)))
        self.start_drawn = {}
        best = max(totals, default=0)
        self.drawing = [s for s, t in zip(self.drawing, totals) if t == best] or self.drawing
        if len(self.drawing) == 1:
            self._starts(self.drawing[0])

    def _do_start_player(self, move: StartPlayer) -> None:
        self.start_told = True  # the record names the start player; the draw itself was not written
        self._starts(move.seat)

    def _starts(self, seat: int) -> None:
        self.first = self.turn = seat
        self.start_drawn = {}
        self.phase = DEAL
