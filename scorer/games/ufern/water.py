"""Phase 1, flood and ebb: laying and removing water cards, turning up events and resolving them, and the
flood marker. A mixin of :class:`scorer.games.ufern.engine.Ufern`, which holds the state.

Rules: ``[Flux]``, ``[Reflux]`` and ``[Événements]`` of ``ufern-des-nils.fr.txt``; decisions U5-U13.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Callable, Optional

from gamedata.ufern_catalogue import Event, Front, UfernRules, front_name
from scorer.engine import IllegalMove, InvalidMove
from scorer.engine.said import Said, say
from scorer.games.ufern.auction import hippo_winner
from scorer.games.ufern.cards import event_problem, front_problem
from scorer.games.ufern.banks import Banks
from scorer.games.ufern.board import UfernBoard
from scorer.games.ufern.market import ROT_STEP, Sold, rot_options
from scorer.games.ufern.moves import Card, Ebb, EbbEnd, Flood, FloodEnd, Reveal, Rot
from scorer.games.ufern.typed_words import worded
from scorer.games.ufern.steps import (ACTIONS, Phase, EBB, FLOOD, HIPPO_ACT, HIPPO_BID, MARKER, OPEN_PLANT, OPEN_WATER,
                                      R_ARROW, R_CARDS, R_COVER, R_DOMINO, R_EBB, R_FLOOD, R_OPENING, R_ROT, REVEAL, ROT, WATER)



def when(round_: int) -> Said:
    """The round a claim was made in, in words: "round 6", or "the opening" (round 0).

    >>> str(when(6)), str(when(0))
    ('round 6', 'the opening')
    """
    return say("ufern-des-nils.where.round", round=round_) if round_ else say("ufern-des-nils.where.opening")

class WaterPhase:
    """Phase 1's rules over the state of :class:`~scorer.games.ufern.engine.Ufern`."""

    # provided by the state
    players: tuple[str, ...]
    seat: int
    first: int
    step: Phase
    mode: str
    moved: int
    switched: bool
    phase1_over: bool
    phase1_why: Optional[tuple[str, Said]]
    rot_unasked: bool
    marker: int
    round_active: bool
    saw_tops: bool
    event: Optional[tuple[Event, str, str]]
    revealing: Optional[tuple[str, str, Card]]
    stacks: list[list[list[Card]]]
    told: dict[tuple[int, int, int], int]
    round: int
    banks: Banks
    board: UfernBoard
    rules: UfernRules
    market: dict[str, list[Sold]]
    jokers: list[list[Optional[Event]]]
    water_discards: list[Card]
    fronts_seen: Counter[Front]
    backs_seen: Counter[Event]
    variants: frozenset[str]
    bids: dict[int, tuple[str, ...]]
    boat: Counter[tuple[int, str]]
    bought: list[Counter[str]]
    n: int
    hippo_winner: Optional[int]
    _field: Callable[[str], str]
    _advance: Callable[[], bool]
    _market_row: Callable[[str], str]
    _seq: Callable[[list[int], Phase], None]
    _from_first: Callable[[], list[int]]
    _to_boat: Callable[[int, str], None]
    _draw_desert: Callable[[], bool]
    _begin_turn: Callable[[], None]
    _bid_to_boat: Callable[[int, tuple[str, ...]], None]
    _open_auction: Callable[[list[int], Phase], None]
    desert_known: Callable[[], Counter[Event]]
    tops: Callable[[int], tuple[Optional[Front], Optional[Front]]]

    def _check_reveal(self, move: Reveal) -> IllegalMove | None:
        assert self.revealing is not None
        kind, _, card = self.revealing
        if kind == "water":
            if card.back is not None:
                if card.back != move.event:
                    return IllegalMove(move, R_CARDS, say("ufern-des-nils.reveal.seen-back", back=worded(str(card.back)),
                                                          event=worded(str(move.event))))
                return None
            problem = event_problem(self.backs_seen, move.event, self.board.water_limits(), "water")
        else:
            problem = event_problem(self.desert_known(), move.event, self.board.desert_limits(), "desert")
        return IllegalMove(move, R_CARDS, problem) if problem else None

    def _top_problem(self, move: Any, stack: int, front: Optional[Front]) -> IllegalMove | None:
        """Whether the top of the player's ``stack`` can show ``front`` (None: not written)."""
        name, letter = self.players[self.seat], "AB"[stack]
        pile = self.stacks[self.seat][stack]
        rule = R_OPENING if self.step == OPEN_WATER else R_FLOOD
        if not pile:
            if front is None:
                return None
            return IllegalMove(move, rule, say("ufern-des-nils.stack.empty", player=name, stack=letter))
        top = pile[-1].front
        if front is None or top == front:
            return None
        told = self.told.get((self.seat, stack, len(pile)))
        if top is not None and told is not None:  # a claim shown false: say where it came from, and the way back
            return IllegalMove(move, rule, say("ufern-des-nils.stack.told-top", when=when(told), player=name,
                                               stack=letter, top=worded(front_name(top)),
                                               front=worded(front_name(front))))
        if top is not None:
            return IllegalMove(move, rule, say("ufern-des-nils.stack.other-top", player=name, stack=letter,
                                               top=worded(front_name(top)), front=worded(front_name(front))))
        problem = front_problem(self.fronts_seen, front, self.board.fronts)
        return IllegalMove(move, R_CARDS, problem) if problem else None

    def told_tops(self, seat: int) -> list[tuple[int, str, Front]]:
        """The tops of ``seat``'s stacks that nile knows only from a ``stop`` of an earlier round (its claim of
        what lay face up, taken on trust [Flux]: the table sees the cards, nile does not): (that round, 0 for
        the opening; the stack's letter; the front told), stack A first. ``self`` is not changed."""
        out = []
        for i, pile in enumerate(self.stacks[seat]):
            told = self.told.get((seat, i, len(pile)))
            front = pile[-1].front if pile else None
            if told is not None and told < self.round and front is not None:
                out.append((told, "AB"[i], front))
        return out

    def _check_flood(self, move: Flood) -> IllegalMove | None:
        if move.stack not in ("A", "B"):
            raise InvalidMove(f"stack {move.stack!r}: a player's water stacks are A and B")
        field = self._field(move.field)
        err = self._top_problem(move, "AB".index(move.stack), move.front)
        if err:  # also an empty stack: a written card cannot come from it
            return err
        problem = self.banks.domino_problem(field, move.front, opening=self.step == OPEN_WATER)
        return IllegalMove(move, R_DOMINO, problem) if problem else None

    def _check_flood_end(self, move: FloodEnd) -> IllegalMove | None:
        opening = self.step == OPEN_WATER
        for i, given in enumerate(move.tops):
            err = self._top_problem(move, i, given)
            if err:
                return err
            pile = self.stacks[self.seat][i]
            front = (pile[-1].front or given) if pile else None
            if front is not None:
                fields = self.banks.fields_for(front, opening)
                if fields:
                    return IllegalMove(move, R_OPENING if opening else R_FLOOD,
                                       say("ufern-des-nils.flood-end.opening-fits" if opening else
                                           "ufern-des-nils.flood-end.fits", player=self.players[self.seat],
                                           stack="AB"[i], front=worded(front_name(front)), fields=fields),
                                       [f"{'AB'[i]} {front_name(front)} {f}" for f in fields])
        return None

    def _check_ebb(self, move: Ebb) -> IllegalMove | None:
        field = self._field(move.field)
        row = self.board.row_of[field]
        out = self.banks.outermost(row)
        if out is None:
            return IllegalMove(move, R_EBB, say("ufern-des-nils.ebb.no-water", field=field, row=row))
        if out != field:
            return IllegalMove(move, R_EBB, say("ufern-des-nils.ebb.outermost", field=field, row=row, out=out))
        return None

    def _check_ebb_end(self, move: EbbEnd) -> IllegalMove | None:
        left = self._outermost()
        if left:
            return IllegalMove(move, R_EBB, say("ufern-des-nils.ebb-end.water-left", fields=left,
                                                more=self.rules.water_cards - self.moved), [f"ebb {f}" for f in left])
        return None

    def _outermost(self) -> list[str]:
        """The field of each row's outermost water card, where a row holds water (what the ebb may remove)."""
        return [f for f in map(self.banks.outermost, self.board.rows) if f is not None]

    def _rot_rows(self) -> tuple[str, ...]:
        assert self.event is not None
        return self.board.market_rows_for(self.event[0].palms)

    def pending(self) -> Optional[tuple[str, Said]]:
        """What phase 1 waits for before anything else can come, as (rule, words): the event of a
        desert card just covered, or the rot choice; None otherwise."""
        first = self.players[self.first]
        if self.step == REVEAL and self.revealing is not None:
            kind, row, _ = self.revealing
            if kind == "desert":
                return R_COVER, say("ufern-des-nils.pending.desert-event", row=row)
            return R_EBB, say("ufern-des-nils.pending.water-event", row=row)
        if self.step == ROT and self.event is not None:
            rows = self._rot_rows()
            return R_ROT, say("ufern-des-nils.pending.rot", player=first, palms=self.event[0].palms, rows=list(rows),
                              example=f"rot {rows[-1]} 1 2")
        return None

    def wrong_water(self, move: Any) -> IllegalMove | None:
        """A flood item while phase 1 is an ebb, or an ebb item while it is a flood: the rule of the
        phase the marker is on ([Flux] on Flut, [Reflux] on Ebbe 1 or Ebbe 2); None otherwise."""
        if self.step != WATER:
            return None
        first, marker = self.players[self.first], MARKER[self.marker]
        if self.mode == FLOOD and isinstance(move, (Ebb, EbbEnd)):
            return IllegalMove(move, R_FLOOD, say("ufern-des-nils.water.ebb-at-flood", move=str(move), marker=marker,
                                                  player=first, ebbs=list(MARKER[1:])))
        if self.mode == EBB and isinstance(move, (Flood, FloodEnd)):
            return IllegalMove(move, R_EBB, say("ufern-des-nils.water.flood-at-ebb", move=str(move), marker=marker,
                                                player=first, flood=MARKER[0]))
        return None

    def check_unasked_rot(self, move: Rot) -> IllegalMove | None:
        """A rot choice written where nobody was asked (no plant in the rows the event reaches can rot):
        it must follow a rot event, name a row that event reaches (an empty one too) and no plant."""
        if not self.rot_unasked:
            return IllegalMove(move, R_ROT, say("ufern-des-nils.rot.unasked"))
        return self._check_rot(move)

    def _check_rot(self, move: Rot) -> IllegalMove | None:
        row = self._market_row(move.row)
        allowed = self._rot_rows()
        if row not in allowed:
            return IllegalMove(move, R_ROT, say("ufern-des-nils.rot.row", palms=self.event[0].palms if self.event else "?",
                                                rows=list(allowed), row=row))
        options = rot_options(self.market[row], self.rules.rot_plants)
        if options == [()] and move.spaces:
            return IllegalMove(move, R_ROT, say("ufern-des-nils.rot.empty-row" if not self.market[row] else
                                                "ufern-des-nils.rot.all-rotten", row=row))
        if tuple(sorted(move.spaces)) not in options or len(set(move.spaces)) != len(move.spaces):
            return IllegalMove(move, R_ROT, say("ufern-des-nils.rot.choice", row=row, plants=self.rules.rot_plants,
                                                options=[" ".join(map(str, o)) or say("ufern-des-nils.rot.none")
                                                         for o in options[:6]]))
        return None

    # -- legal moves, one list per step ----------------------------------------------------------------

    def legal_floods(self) -> list[Flood | FloodEnd]:
        """The flood (and the opening's water card): the top card of either own stack laid on a field it fits
        like a domino [Flux] (decision U5); the end of the flood only when no top fits (decisions U6, U9)."""
        opening = self.step == OPEN_WATER
        moves: list[Flood | FloodEnd] = [Flood(s, f, top.front) for s, stack in zip("AB", self.stacks[self.seat])
                                         if stack for top in [stack[-1]] if top.front is not None
                                         for f in self.banks.fields_for(top.front, opening)]
        return moves or [FloodEnd(self.tops(self.seat))]

    def legal_ebbs(self) -> list[Ebb | EbbEnd]:
        """The ebb: the outermost water card of a row that holds water [Reflux]; its end only once no water
        is left (decisions U8, U9)."""
        removable = self._outermost()
        return [Ebb(f) for f in removable] if removable else [EbbEnd()]

    def legal_water(self) -> list[Any]:
        """Phase 1 of a round: the flood's or the ebb's moves, by the marker's mode [Flux; Reflux]."""
        return list(self.legal_floods() if self.mode == FLOOD else self.legal_ebbs())

    def legal_rots(self) -> list[Rot]:
        """Rot: the plants that rot in one of the market rows the event reaches [Événements, Pourriture]
        (decision U13)."""
        return [Rot(row, spaces) for row in self._rot_rows()
                for spaces in rot_options(self.market[row], self.rules.rot_plants)]

    # -- phase 1 ------------------------------------------------------------------------------------

    def _start_phase1(self) -> None:
        self.mode = FLOOD if self.marker == 0 else EBB
        self.moved, self.switched, self.phase1_over = 0, False, False
        self.phase1_why = None
        self.round_active = False
        self.step, self.seat = WATER, self.first

    def _take_top(self, stack: int, front: Optional[Front]) -> Card:
        pile = self.stacks[self.seat][stack]
        card = pile.pop()
        if card.front is None and front is not None:
            card = Card(front, card.back)
            self.fronts_seen[front] += 1
        return card

    def _do_flood(self, move: Flood) -> None:
        stack = "AB".index(move.stack)
        if not self.stacks[self.seat][stack] or self.banks.fit(move.field, move.front) is None:
            self.saw_tops = False  # --keep-going: a card that cannot be laid is skipped
            if self.step == OPEN_WATER and not self._advance():
                self._seq(self._from_first(), OPEN_PLANT)
            return
        card = self._take_top(stack, move.front)
        ends = self.banks.fit(move.field, move.front)
        assert ends is not None
        for g in self.banks.clear(move.field):
            self._to_boat(g.owner, g.crop)
        covered = self.banks.take_desert(move.field) if self.step == WATER else False
        self.banks.lay(move.field, ends, card)
        if self.step == OPEN_WATER:
            if not self._advance():
                self.ripe_next = True
                self._seq(self._from_first(), OPEN_PLANT)
            return
        self.moved += 1
        self.round_active = True
        if covered is not False:
            self.revealing = ("desert", self.board.row_of[move.field], Card())
            self.step = REVEAL
            return
        self._phase1_next()

    def _do_flood_end(self, move: FloodEnd) -> None:
        for i, given in enumerate(move.tops):
            pile = self.stacks[self.seat][i]
            if pile and pile[-1].front is None:
                if given is None:
                    self.saw_tops = False
                else:
                    pile[-1] = Card(given, pile[-1].back)
                    self.fronts_seen[given] += 1
                    self.told[(self.seat, i, len(pile))] = self.round
        if self.step == OPEN_WATER:
            if not self._advance():
                self.ripe_next = True
                self._seq(self._from_first(), OPEN_PLANT)
            return
        self.marker = 1
        if self.moved == 0 and not self.switched:
            self.switched, self.mode = True, EBB
            return
        self.phase1_over = True
        self._ended(R_FLOOD, say("ufern-des-nils.phase1.flood-stopped", player=self.players[self.first]))
        self._phase1_next()

    def _do_ebb(self, move: Ebb) -> None:
        row = self.board.row_of[move.field]
        if self.banks.outermost(row) != move.field:
            return
        laid = self.banks.lift(row)
        self.moved += 1
        self.round_active = True
        self.revealing = ("water", row, laid.card)
        self.step = REVEAL

    def _do_ebb_end(self, move: EbbEnd) -> None:
        self.marker = 0
        if self.moved == 0 and not self.switched:
            self.switched, self.mode = True, FLOOD
            return
        self.phase1_over = True
        self._ended(R_EBB, say("ufern-des-nils.phase1.ebb-stopped", player=self.players[self.first]))
        self._phase1_next()

    def _do_reveal(self, move: Reveal) -> None:
        assert self.revealing is not None
        kind, row, card = self.revealing
        self.revealing = None
        event = move.event
        if kind == "water":
            if card.back is None:
                self.backs_seen[event] += 1
            self.water_discards.append(Card(card.front, event))
        else:
            self.jokers[self.first].append(event)
        self.event = (event, self.mode, row)
        self.step = WATER
        if event.kind == "rot":
            if any(p.state in ROT_STEP for r in self._rot_rows() for p in self.market[r]):
                self.step, self.seat = ROT, self.first
                return
            self.rot_unasked = True  # nothing can rot: a choice written all the same is checked (U13)
        if event.kind == "desert" and self.mode == EBB:
            self._desert_event(row)
        if event.kind == "hippo" and "hippo-auction" in self.variants:
            return self._open_auction(self._from_first(), HIPPO_BID)
        self._after_event()

    def _desert_event(self, row: str) -> None:
        """A desert card from the pile on the outermost field of ``row`` without one; its plants go to
        the boat (decisions U10, U12)."""
        if not self._draw_desert():
            return
        target = self.banks.desert_target(row)
        for g in self.banks.clear(target):
            self._to_boat(g.owner, g.crop)
        self.banks.desert[row].append(None)

    def _do_rot(self, move: Rot) -> None:
        sold = self.market.get(move.row, [])
        for space in set(move.spaces):
            if 1 <= space <= len(sold) and sold[space - 1].state in ROT_STEP:
                sold[space - 1].state = ROT_STEP[sold[space - 1].state]
        self._after_event()

    def _settle_hippo(self) -> None:
        """Every bid is in: the winner (:func:`~scorer.games.ufern.auction.hippo_winner`) puts the bid in
        the boat and spends 3 action points at once, without jokers (decision U25)."""
        self.hippo_winner = hippo_winner(self.bids, self.boat)
        if self.hippo_winner is None:
            return self._after_event()
        self._bid_to_boat(self.hippo_winner, self.bids[self.hippo_winner])
        self._seq([self.hippo_winner], HIPPO_ACT)
        self._begin_turn()

    def _after_event(self) -> None:
        """The event's arrow, then phase 1 goes on (decisions U7, U8)."""
        assert self.event is not None
        event, mode, row = self.event
        self.step, self.seat = WATER, self.first
        if event.arrow:
            if mode == FLOOD:
                self.marker, self.phase1_over = 1, True
                self._ended(R_ARROW, say("ufern-des-nils.phase1.arrow-flood", row=row, marker=MARKER[1]))
            elif self.marker == 1:
                self.marker = 2
            else:
                self.marker, self.phase1_over = 0, True
                self._ended(R_ARROW, say("ufern-des-nils.phase1.arrow-ebb", row=row, marker=MARKER[0]))
        self._phase1_next()

    def _ended(self, rule: str, why: Said) -> None:
        """Say why phase 1 of this round ended, for a water item written after it (the rule, in words)."""
        if self.phase1_why is None:
            self.phase1_why = (rule, why)

    def _phase1_next(self) -> None:
        self.step, self.seat = WATER, self.first
        if self.moved >= self.rules.water_cards:
            self._ended(R_FLOOD if self.mode == FLOOD else R_EBB,
                        say("ufern-des-nils.phase1.laid" if self.mode == FLOOD else "ufern-des-nils.phase1.removed",
                            player=self.players[self.first], cards=self.rules.water_cards))
        if self.phase1_over or self.moved >= self.rules.water_cards:
            self._seq(self._from_first(), ACTIONS)
            self.bought = [Counter() for _ in range(self.n)]
            self._begin_turn()

