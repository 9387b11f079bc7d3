"""NIL (Spear-Spiele 1974): the rules engine.

Facts and decisions: ``shared/games/nil.md``; rules text: ``shared/rules/nil.fr.txt`` (the French section
names below are its headings). Tile and board facts come from ``data/nil.yaml``.

Game facts (the declarative header):

* 2-4 players; 104 printed tiles in a bag; racks of 5.
* The start player: everyone draws 3 tiles, the highest total starts (ties draw again).
* A turn: place one tile or more at the river's open end, stopping when you like; a player who can
  place none shows the rack, scores minus its sum and draws 5 new. Then draw back up to 5.
* Scoring per turn: tile values, green zones, blue squares, +20 for all 5 tiles; minus red zones.
* The game ends after the turn the river reaches a blue square, when the bag and the player's rack
  are empty, or after 2 full rounds of blocked turns; the tiles left on each rack count minus.

Chance is explicit: :class:`StartDraw` (or :class:`StartPlayer`), :class:`Deal`, :class:`Draw` and, at the end,
:class:`Reveal` (the racks left, or their minus: needed when a rack was never seen, checked whenever written).
Player moves: :class:`Place`, :class:`Cross`, :class:`Stop`, :class:`Blocked`. The geometry is
:mod:`scorer.games.nil.river`, the racks (held, shown, counted at the end) :mod:`scorer.games.nil.racks`, the
phases and the rules as cited :mod:`scorer.games.nil.rules`.

Hidden information: a rack is a multiset of seen tiles plus a number of unseen ones; ``seen`` counts
every tile in sight (on the board or known on a rack), which may never exceed the catalogue.

>>> import random
>>> state = Nil(["Anna", "Ben"])
>>> moves = random_playout(state, random.Random(1))
>>> state.is_over, sum(state.bag_counts().values()) == state.in_bag
(True, True)
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, Callable, ClassVar, Mapping, Sequence

from scorer.engine import (CHANCE, TERMINAL, Allowed, IllegalMove, Phased, PhaseRules, Ranking, Said,
                           check_seating, check_variants, random_playout, rank_by_points, say)
from scorer.games.nil.board import NilBoard, nil_board
from scorer.games.nil.claims import ClaimRules, Doubt
from scorer.games.nil.moves import (Blocked, Cross, Deal, Draw, Hold, Kind, Move, Place, RackLeft, Reveal, StartDraw,
                                   StartPlayer, StartTiles, Stop, Tally)
from scorer.games.nil.phases import (check_rack_left_over, check_reveal_over, game_over, out_of_order,
                                     racks_left_only, told_over)
from scorer.games.nil.racks import RackRules
from scorer.games.nil.start import StartRules
from scorer.games.nil.river import River
from scorer.games.nil.trust import Trust, TrustRules
from scorer.games.nil.rules import (DEAL, DRAW, GAME, OVER, R_BLOCKED, R_BLUE, R_DEAL, R_DRAW, R_END,
                                    R_RACK, R_SCORE, R_START_PLAYER, R_TILES, R_TURN, R_UNIVERSAL, REVEAL,
                                    STALL_ROUNDS, STALLED, START, TURN, Phase)
from gamedata.tiles import POINTS, board_point, local_name

def _row(moves: Mapping[type, Allowed], kinds: tuple[type, ...], refuse: Callable[[Any, Any], IllegalMove],
         legal: Callable[[Any], list[Any]] | None = None) -> PhaseRules:
    """One phase's row of :attr:`Nil.PHASES`: the move ``kinds`` it lets come (their check and effect from
    ``moves``), its legal moves (none: a chance step), its ruling on a move that cannot come now, and, for a
    move applied anyway (``--keep-going``), that move's own effect."""
    return PhaseRules({kind: moves[kind] for kind in kinds}, legal or (lambda state: []), refuse,
                      {kind: allowed.effect for kind, allowed in moves.items() if kind not in kinds})


class Nil(StartRules, RackRules, TrustRules, ClaimRules, Phased[Phase, Move]):
    """A game of NIL for 2-4 players (``players``: names in seating order; play passes to the next seat).
    Raises :class:`SetupError` for a wrong player count, repeated names or any variant (NIL has none)."""

    game = GAME
    #: how strongly :meth:`sample_move` prefers tiles that lead east, towards the goal (0: uniformly
    #: random placements); a simulation setting, not a rule
    east_lean = 0.3

    def __init__(self, players: Sequence[str], variants: Sequence[str] = ()):
        self.board: NilBoard = nil_board()
        cat = self.board.catalogue
        check_seating(cat.title, cat.players.min, cat.players.max, players)
        check_variants(cat.title, cat.variant_ids, variants)
        self.players = tuple(players)
        self.n = len(players)
        self.river = River(self.board)
        self.counts = {k: v.count for k, v in self.board.kinds.items()}
        self.values = {k: v.value for k, v in self.board.kinds.items()}
        self.phase: Phase = START
        self.drawing: list[int] = list(range(self.n))
        self.first = 0
        self.turn = 0
        self.turn_number = 0
        self.racks: list[Counter[str]] = [Counter() for _ in players]
        self.unseen = [0] * self.n
        self.seen: Counter[str] = Counter()
        self.in_bag = sum(self.counts.values())
        self.plus = [0] * self.n
        self.minus = [0] * self.n
        #: one entry per finished turn: (seat, plus, minus, tiles placed, blocked)
        self.history: list[tuple[int, int, int, int, bool]] = []
        self.blocked_streak = 0
        #: the squares of the tiles placed in the last finished turn
        self.last_turn: list[Any] = []
        self.draw_count, self.end_reason, self.hidden_draws, self.start_told = 0, "", False, False
        #: the racks left at the end have been shown (or the game ended without racks to show)
        self.end_told = False
        #: each round of the start draw: (seat, total) for every player drawing
        self.start_totals: list[list[tuple[int, int]]] = []
        #: the tiles each drawing player showed so far in the start draw under way, by seat (start.py)
        self.start_drawn: dict[int, tuple[Kind, ...]] = {}
        self.trusts: list[Trust] = []  # loops taken on trust: scorer.games.nil.trust
        self.trust_log: list[tuple[Trust, bool]] = []
        self.broken: list[tuple[Trust, Said]] = []
        self.moves_done = 0
        self.end_given: dict[int, tuple[tuple[str, ...] | None, int | None]] = {}
        #: the seats that told tiles of the rack left after the last turn (the end's taps)
        self.end_held: set[int] = set()
        self.lost: list[tuple[int, str, int, int]] = []  # racks told: scorer.games.nil.claims
        self.yielded: list[tuple[int, tuple[str, ...], str]] = []
        self.doubts: list[Doubt] = []  # questions asked of a seat alone: scorer.games.nil.claims
        #: per seat, the tiles of its rack known only as its player told them on the own page (a claim)
        self.told: list[Counter[str]] = [Counter() for _ in players]
        self.clashes: dict[str, tuple[tuple[int, ...], int]] = {}
        self._new_turn()

    def _new_turn(self) -> None:
        self.placed: list[tuple[Any, str]] = []
        self.zones_hit: set[str] = set()
        self.turn_plus = self.turn_minus = 0
        self.blue_this_turn = False

    def clone(self) -> "Nil":
        """An independent copy of the state, for looking ahead without touching this one."""
        other = Nil.__new__(Nil)
        other.__dict__.update(self.__dict__)
        other.river = self.river.clone()
        other.drawing, other.racks, other.unseen = list(self.drawing), [Counter(r) for r in self.racks], list(self.unseen)
        other.seen, other.plus, other.minus = Counter(self.seen), list(self.plus), list(self.minus)
        other.history, other.placed, other.zones_hit = list(self.history), list(self.placed), set(self.zones_hit)
        other.start_totals, other.start_drawn = list(self.start_totals), dict(self.start_drawn)
        other.trusts, other.trust_log, other.broken = list(self.trusts), list(self.trust_log), list(self.broken)
        other.end_given, other.end_held = dict(self.end_given), set(self.end_held)
        other.lost, other.clashes, other.yielded = list(self.lost), dict(self.clashes), list(self.yielded)
        other.doubts = list(self.doubts)
        other.told = [Counter(t) for t in self.told]
        return other

    # -- the contract -------------------------------------------------------------------------------

    @property
    def current_player(self) -> int:
        if self.phase == OVER:
            return TERMINAL
        return self.turn if self.phase == TURN else CHANCE

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def stalled(self) -> bool:
        """True once every player has been blocked :data:`STALL_ROUNDS` full rounds in a row: the game ends
        [End of the game, 3: Fin de la partie, 3; decision two-rounds]."""
        return self.blocked_streak >= STALL_ROUNDS * self.n

    def _universals_after(self, seat: int, tile: str) -> int:
        """How many universals ``seat`` holds after playing a ``tile`` (a kind id): the known ones left, or 1
        if none is known but an unseen rack tile left could still be one (a claim then taken on trust, see
        :mod:`scorer.games.nil.trust`). A tile not known on the rack comes from an unseen one, and a
        universal so played comes into sight."""
        u = self.board.universal
        from_known = self.racks[seat][tile] > 0
        known = self.racks[seat][u] - (tile == u and from_known)
        unseen = self.unseen[seat] - (not from_known)
        if known <= 0 and unseen > 0 and self.in_sight(u, seat) + (tile == u and not from_known) < self.counts[u]:
            return 1
        return known

    def _candidates(self, seat: int, first_only: bool = False, rng: random.Random | None = None) -> list[Move]:
        """The legal placements and crossings for ``seat`` now (in a fixed order, or shuffled by
        ``rng``); the first one only if ``first_only``. One rule, one place: every candidate passes the
        same tests as :meth:`check`."""
        river = self.river
        found: list[Move] = []
        for square, exit in self._spots(rng):
            if self.blue_this_turn and not self.board.is_blue(square):
                continue  # once on a blue square the river stays blue [Règles importantes, 5] (blue-lock)
            options = self._tiles_for(seat, square, exit)
            if not options or (rng is not None and (river.cross_problem(square) if exit is None
                                                    else river.place_problem(square, exit))):
                continue
            for move, tile in options:
                if river.end_problem(square, exit, self._universals_after(seat, tile)) is None:
                    found.append(move)
                    if first_only:
                        return found
        return found

    def _spots(self, rng: random.Random | None) -> list[tuple[Any, str | None]]:
        """Where a tile may go next to the river's open end: ``(square, exit)`` for a placing, ``(square,
        None)`` for a crossing; in the river's fixed order, or (``rng``) every point of every square next to
        the open end in a random order leaning east, towards the goal, as a player plays (the geometry then
        tested only as far as needed)."""
        river = self.river
        if rng is None:
            return list(river.exits()) + [(sq, None) for sq in river.crossings()]
        near = self.board.squares_at(river.open_end)
        spots: list[tuple[Any, str | None]] = [(sq, e) for sq in near if sq not in river.tiles for e in POINTS]
        spots += [(sq, None) for sq in near if sq in river.tiles]
        x0 = river.open_end[0]
        spots.sort(key=lambda spot: rng.random() - self.east_lean * (board_point(spot[0], spot[1])[0] - x0
                                                                 if spot[1] else 0))
        return spots

    def _tiles_for(self, seat: int, square: Any, exit: str | None) -> list[tuple[Place | Cross, str]]:
        """The moves at a spot and the tile kind each uses, those ``seat`` may hold: a crossing uses a
        universal tile [Croisement du fleuve]; a placing the tile of its two ends, or a universal standing for
        it [Tuile universelle] (decision universal-as-kind); none where the exit is the entry."""
        u = self.board.universal
        if exit is None:
            options: list[tuple[Place | Cross, str]] = [(Cross(square), u)]
        else:
            entry = self.river_entry(square)
            if entry == exit:
                return []
            options = [(Place(square, exit), self.board.kind_for(entry, exit).id), (Place(square, exit, True), u)]
        return [(m, t) for m, t in options if self._may_hold(seat, t)]

    def placed_squares(self) -> list[Any]:
        """The squares of the tiles placed so far in the turn under way."""
        return [square for square, _ in self.placed]

    def river_entry(self, square: Any) -> str:
        """The boundary point of ``square`` where the river's open end is (``'W'`` ...)."""
        return local_name(square, self.river.open_end) or "?"

    def _legal_turn(self) -> list[Move]:
        """The legal moves of the player to play (the turn's row of :attr:`PHASES`): every tile and crossing that
        may go next, ``stop`` once a tile is placed, ``blocked`` with the rack when none may and it is known."""
        moves = self._candidates(self.turn)
        if self.placed:
            moves.append(Stop())
        elif not moves and not self.unseen[self.turn]:
            moves.append(Blocked(tuple(sorted(self.racks[self.turn].elements()))))
        return moves

    def sample_move(self, rng: random.Random) -> Move:
        """A random legal move: stop after each tile with probability 1/4, else a random placement."""
        if self.placed and (rng.random() < 0.25 or not self.rack_size(self.turn)):
            return Stop()
        found = self._candidates(self.turn, first_only=True, rng=rng)
        if found:
            return found[0]
        return Stop() if self.placed else Blocked(tuple(sorted(self.racks[self.turn].elements())))

    def sample_chance(self, rng: random.Random) -> Move:
        pool = list(self.bag_counts().elements())
        need = {DEAL: self.board.rack * self.n, DRAW: self.draw_count}.get(self.phase, 0)
        bag = rng.sample(pool, min(need, len(pool)))
        if self.phase == START:
            full = [k for k, c in self.counts.items() for _ in range(c)]
            rng.shuffle(full)
            k = self.board.start_draw
            return StartDraw(tuple(tuple(full[i * k:(i + 1) * k]) for i in range(len(self.drawing))))
        if self.phase == DEAL:
            r = self.board.rack
            order = [(self.first + i) % self.n for i in range(self.n)]
            racks: list[tuple[str | None, ...]] = [()] * self.n
            for i, seat in enumerate(order):
                racks[seat] = tuple(bag[i * r:(i + 1) * r])
            return Deal(tuple(racks))
        if self.phase == DRAW:
            return Draw(tuple(bag[:self.draw_count]))
        raise RuntimeError(f"no chance move in phase {self.phase}")

    # -- checks -------------------------------------------------------------------------------------

    def check(self, move: Move) -> IllegalMove | None:
        """The rule ``move`` breaks, by the phase table (:attr:`PHASES`), or None. A loop taken on trust is never a
        tile on its player's rack: no later step is refused for it (:mod:`scorer.games.nil.trust`)."""
        return Phased.check(self, move)

    def _check_tally(self, move: Tally) -> IllegalMove | None:
        if len(move.plus) != self.n or len(move.minus) != self.n:
            return IllegalMove(move, R_SCORE, say("nil.tally.every-player", players=self.n))
        return None

    def _check_deal(self, move: Deal) -> IllegalMove | None:
        for r in move.racks:
            self._known(r)
        if len(move.racks) != self.n or any(len(r) != self.board.rack for r in move.racks):
            return IllegalMove(move, R_DEAL, say("nil.deal.size", players=self.n, tiles=self.board.rack))
        return self._over_count(Counter(k for r in move.racks for k in r if k), move)

    def _check_draw(self, move: Draw) -> IllegalMove | None:
        self._known(move.tiles)
        if len(move.tiles) != self.draw_count:
            return IllegalMove(move, R_DRAW, say("nil.draw.size", player=self.players[self.turn], tiles=self.draw_count,
                                                 rack=self.rack_size(self.turn), bag=self.in_bag, drawn=len(move.tiles)))
        return self._over_count(Counter(k for k in move.tiles if k), move, seat=self.turn)

    def _check_stop(self, move: Stop) -> IllegalMove | None:
        if not self.placed:
            return IllegalMove(move, R_TURN, say("nil.stop.nothing-placed", player=self.players[self.turn]))
        return None

    def _check_blocked(self, move: Blocked) -> IllegalMove | None:
        seat, name = self.turn, self.players[self.turn]
        if self.placed:
            return IllegalMove(move, R_BLOCKED, say("nil.blocked.placed", player=name, placed=len(self.placed)))
        err = self._shown_problem(seat, move.rack, move, R_BLOCKED)
        if err:
            return err
        trial = self.clone()
        trial.racks[seat], trial.unseen[seat] = Counter(move.rack), 0
        if not trial._candidates(seat, first_only=True):
            return None
        found = trial._candidates(seat)
        plain = [m for m in found if isinstance(m, Place) and not m.universal]
        legal = [str(m) for m in found]  # every one: the entries the page offers under it (s38 defect 6)
        if not plain:
            return IllegalMove(move, R_UNIVERSAL, say("nil.blocked.universal", player=name, move=str(found[0])), legal)
        play = plain[0]
        kind = self.board.term(self.board.kind_for(self.river_entry(play.square), play.exit).id)
        return IllegalMove(move, R_BLOCKED, say("nil.blocked.can-place", player=name, kind=kind, move=str(play)), legal)

    def _check_tile(self, move: Place | Cross) -> IllegalMove | None:
        seat = self.turn
        problem = self.river.cross_problem(move.square) if isinstance(move, Cross) else \
            self.river.place_problem(move.square, move.exit)
        if problem:
            return IllegalMove(move, *problem)
        u = self.board.universal
        tile = u if isinstance(move, Cross) or move.universal else \
            self.board.kind_for(self.river_entry(move.square), move.exit).id
        err = self._tile_problem(seat, tile, move)
        if err:
            return self._own_tile_wins(seat, tile, move, err)
        if self.blue_this_turn and not self.board.is_blue(move.square):
            return IllegalMove(move, R_BLUE, say("nil.blue.stay", square=self.board.name(move.square)))
        exit = None if isinstance(move, Cross) else move.exit
        problem = self.river.end_problem(move.square, exit, self._universals_after(seat, tile))
        return IllegalMove(move, *problem) if problem else None

    def _own_tile_wins(self, seat: int, tile: str, move: Place | Cross, err: IllegalMove) -> IllegalMove | None:
        """``seat``'s own tile placed face up wins over its own rack as told (decision *claims*): a tile its told
        tiles cannot hold (``err``) is ruled on the public facts alone, as if it had told nothing; ``err``
        stands where it told nothing, or where the tile is refused so too."""
        if not self._told(seat):
            return err
        trial = self.clone()
        trial._yield_claims(seat, tile, keep=False)
        return trial._check_tile(move)

    # -- effects ------------------------------------------------------------------------------------

    def _do(self, move: Move) -> None:
        """The move's effect by the phase table, then the tiles told that it leaves no copy for are lost."""
        self.lost, self.yielded = [], []
        Phased._do(self, move)
        self._claims_settle()
        self._doubts_settle()
        for seat, rack in enumerate(self.racks):  # a tile told and gone from the rack is told no more
            if self.told[seat]:
                self.told[seat] &= rack
        self.moves_done += 1

    def _take(self, seat: int, tiles: Sequence[Kind | None]) -> None:
        for k in tiles:
            if k is None:
                self.unseen[seat] += 1
                self.hidden_draws = True
            else:
                self.racks[seat][k] += 1
                self.seen[k] += 1
        self.in_bag -= len(tiles)

    def _do_deal(self, move: Deal) -> None:
        for seat, rack in enumerate(move.racks):
            self._take(seat, rack)
        self.phase = TURN
        self.turn_number = 1

    def _do_draw(self, move: Draw) -> None:
        self._take(self.turn, move.tiles)
        self._next_player()

    def _remove(self, seat: int, tile: str) -> None:
        """Take ``tile`` from ``seat``'s rack to the board: a known tile stays in sight; one from an unseen slot
        comes into sight; a universal confirms the player's loops taken on trust. (With ``--keep-going`` a tile
        the player cannot have still comes into sight on the board.)"""
        if tile == self.board.universal:
            self._settle(seat, True)
        if self.racks[seat][tile] > 0:
            self.racks[seat][tile] -= 1
            return
        if self.unseen[seat]:
            self.unseen[seat] -= 1
        self.seen[tile] += 1

    def _do_tile(self, move: Place | Cross) -> None:
        seat, u = self.turn, self.board.universal
        if self.river.cross_problem(move.square) if isinstance(move, Cross) else \
                self.river.place_problem(move.square, move.exit):
            return  # --keep-going: a tile that cannot go where it was written is skipped
        tile = u if isinstance(move, Cross) or move.universal else \
            self.board.kind_for(self.river_entry(move.square), move.exit).id
        if not self._may_hold(seat, tile) and self._told(seat):  # its own tile wins over its rack as told
            self._yield_claims(seat, tile)
        on_trust = self.needs_trust(move)
        self._remove(seat, tile)
        if isinstance(move, Cross):
            replaced = self.river.cross(move.square)
            self.seen[replaced] -= 1
            self.in_bag += 1
        else:
            self.river.place(move.square, move.exit, tile)
        if on_trust and self.unseen[seat] and self.in_sight(u, seat) < self.counts[u]:
            self._take_on_trust(seat, move)
        self.placed.append((move.square, tile))
        self.turn_plus += self.values[tile]
        zone = self.board.zone_at.get(move.square)
        if zone is not None and zone.id not in self.zones_hit:
            self.zones_hit.add(zone.id)
            if zone.colour == "green":
                self.turn_plus += zone.value
            else:
                self.turn_minus += zone.value
        if self.board.is_blue(move.square):
            self.blue_this_turn = True
            self.turn_plus += self.board.goal_value(move.square[1])

    def _do_stop(self, move: Stop) -> None:
        self._end_turn(False)

    def _do_blocked(self, move: Blocked) -> None:
        seat = self.turn
        shown = Counter(move.rack)
        self._shown(seat, move.rack)  # the rack is shown: it settles the loops taken on trust
        self.seen -= self.racks[seat]
        self.turn_minus += sum(self.values.get(k, 0) * c for k, c in shown.items())
        self.in_bag += self.rack_size(seat)
        self.racks[seat], self.unseen[seat] = Counter(), 0
        self._claims_settle(shown)  # the rack was in sight: told tiles it leaves no copy for are lost
        self._end_turn(True)

    def _end_turn(self, blocked: bool) -> None:
        seat = self.turn
        if len(self.placed) == self.board.rack:
            self.turn_plus += self.board.bonus
        self.plus[seat] += self.turn_plus
        self.minus[seat] += self.turn_minus
        self.history.append((seat, self.turn_plus, self.turn_minus, len(self.placed), blocked))
        self.last_turn = [square for square, _ in self.placed]
        self.blocked_streak = self.blocked_streak + 1 if blocked else 0
        reached_blue = self.blue_this_turn
        self._new_turn()
        if reached_blue:
            return self._finish(say("nil.end.blue", player=self.players[seat]))
        if self.in_bag == 0 and self.rack_size(seat) == 0:
            return self._finish(say("nil.end.every-tile", player=self.players[seat]))
        if self.stalled:
            return self._finish(STALLED)
        self.draw_count = min(self.board.rack - self.rack_size(seat), self.in_bag)
        if self.draw_count > 0:
            self.phase = DRAW
        else:
            self._next_player()

    def _next_player(self) -> None:
        self.turn = (self.turn + 1) % self.n
        self.turn_number += 1
        self.phase = TURN

    def _finish(self, reason: str) -> None:
        self.end_reason = reason
        if any(self.unseen):
            self.phase = REVEAL
            return
        self._do_reveal(Reveal(tuple(tuple(sorted(r.elements())) for r in self.racks)), shown=False)
        self.end_told = False  # every rack was seen: the record may still write them, and they are checked

    def _do_tally(self, move: Tally) -> None:
        self.plus, self.minus = list(move.plus), list(move.minus)
        self.end_reason = say("nil.end.tally")
        self.end_told = True
        self.phase = OVER

    # -- the phase table -----------------------------------------------------------------------------

    #: every move's check and effect (a phase lets some of them come: :attr:`PHASES`)
    MOVES: ClassVar[Mapping[type, Allowed]] = {
        StartDraw: Allowed(StartRules._check_start_draw, StartRules._do_start_draw),
        StartPlayer: Allowed(StartRules._check_start_player, StartRules._do_start_player),
        StartTiles: Allowed(StartRules._check_start_tiles, StartRules._do_start_tiles),
        Tally: Allowed(_check_tally, _do_tally), Deal: Allowed(_check_deal, _do_deal),
        Place: Allowed(_check_tile, _do_tile), Cross: Allowed(_check_tile, _do_tile), Stop: Allowed(_check_stop, _do_stop),
        Blocked: Allowed(_check_blocked, _do_blocked), Hold: Allowed(RackRules._check_hold, RackRules._do_hold),
        Draw: Allowed(_check_draw, _do_draw), Reveal: Allowed(RackRules._check_reveal, RackRules._do_reveal),
        RackLeft: Allowed(RackRules._check_end_rack, RackRules._do_end_rack)}
    PHASES = {
        Phase.START: _row(MOVES, (StartDraw, StartPlayer, StartTiles, Tally), out_of_order),
        Phase.DEAL: _row(MOVES, (Deal,), out_of_order),
        Phase.TURN: _row(MOVES, (Place, Cross, Stop, Blocked, Hold), out_of_order, legal=_legal_turn),
        Phase.DRAW: _row(MOVES, (Draw,), out_of_order),
        Phase.REVEAL: _row(MOVES, (Reveal, RackLeft, Hold), racks_left_only),
        Phase.OVER: PhaseRules({Reveal: Allowed(check_reveal_over, told_over),
                                RackLeft: Allowed(check_rack_left_over, told_over)}, refuse=game_over,
                               lenient={kind: told_over for kind in MOVES if kind not in (Reveal, RackLeft)}),
    }

    # -- reports ------------------------------------------------------------------------------------

    def totals(self) -> list[int]:
        """Points per seat: plus minus minus."""
        return [p - m for p, m in zip(self.plus, self.minus)]

    def ranking(self) -> Ranking:
        r = rank_by_points(self.players, self.totals(), over=self.is_over,
                           tie_rule=say("nile-cli.ranking.no-tiebreak-decision", decision="tie"))
        for seat, (s, p, m) in enumerate(zip(r.standings, self.plus, self.minus)):
            s.cells = [p, m]
            turns = [plus - minus for who, plus, minus, _, _ in self.history if who == seat]
            # each turn's points, then what the rack left at the end cost (a tally has no turns)
            s.detail = {"plus": p, "minus": m, "turns": turns, "racks": p - m - sum(turns) if self.history else 0}
        r.columns = [say("nile-cli.score.plus"), say("nile-cli.score.minus")]
        return r

    def position(self) -> Said:
        """Where the game stands, in words (``"turn 3: Ben draws 2 tiles"``)."""
        if self.phase == OVER:
            return say("nil.position.over", why=self.end_reason)
        if self.phase == START:
            return say("nil.position.start")
        if self.phase == DEAL:
            return say("nil.position.deal")
        if self.phase == REVEAL:
            return say("nil.position.reveal", why=self.end_reason)
        who = self.players[self.turn]
        if self.phase == DRAW:
            return say("nil.position.draw", turn=self.turn_number, player=who, tiles=self.draw_count)
        return say("nil.position.turn", turn=self.turn_number, player=who, placed=len(self.placed),
                   end=self.river.where())


def simulate(players: Sequence[str], seed: int, variants: Sequence[str] = ()) -> tuple[Nil, list[Move]]:
    """Play a whole game with random legal moves from ``random.Random(seed)``: the final state and the
    moves applied (chance moves included). Raises :class:`SetupError` for any variant."""
    state = Nil(players, variants)
    moves = random_playout(state, random.Random(seed))
    return state, moves


#: the engine's public face: the game, its moves, its phases, the rules its rulings cite (from ``rules``), a playout
__all__ = ["DEAL", "DRAW", "GAME", "OVER", "R_BLOCKED", "R_BLUE", "R_DEAL", "R_DRAW", "R_END", "R_RACK", "R_SCORE",
           "R_START_PLAYER", "R_TILES", "R_TURN", "R_UNIVERSAL", "REVEAL", "STALL_ROUNDS", "STALLED", "START", "TURN",
           "Move", "Nil", "Phase", "simulate"]
