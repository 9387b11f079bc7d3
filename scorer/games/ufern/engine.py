"""An den Ufern des Nils (Abacus 1994): the rules engine.

Facts and decisions: ``shared/games/ufern-des-nils.md`` (decisions U1-U28); rules text:
``shared/rules/ufern-des-nils.fr.txt`` (its French headings are cited after the English rule). Every
count and size comes from ``data/ufern-des-nils.yaml``.

Game facts (the declarative header):

* 2-5 players; seat 0 is the oldest player and first player of round 1 (or the record names one).
* Set-up: cover strips by player count; 3 desert cards on the board; 2 jokers each; the water cards
  dealt into two stacks each; then the opening: 2 plants each to the boat, a water card each, a ripe
  plant and a seed each.
* A round: 1 flood or ebb (the first player), 2 actions (everyone, 3 points each), 3 the first-player
  pillar passes left, 4 scoring (the boat is cleared, full market rows are scored).
* The game ends after a scoring phase in which a pawn meets or passes the obelisk.

Chance is explicit: :class:`~scorer.games.ufern.moves.FirstPlayer`, :class:`~scorer.games.ufern.moves.Deal`
and :class:`~scorer.games.ufern.moves.Reveal` (a card's event, when ebb removes a water card or flood
covers a desert card). Hidden information: the water cards' fronts below each stack's top, the water
cards' backs and the desert cards' backs; what the table sees is counted against the catalogue
(:mod:`scorer.games.ufern.cards`).

>>> import random
>>> state = Ufern(["Anna", "Ben", "Cleo"])
>>> moves = random_playout(state, random.Random(3))
>>> state.is_over, sum(state.plants_of(0).values())
(True, 15)
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from dataclasses import replace
from typing import Any, Optional, Sequence

from gamedata.catalogue import load_catalogue
from gamedata.ufern_catalogue import Event, Front
from scorer.engine import (CHANCE, TERMINAL, IllegalMove, InvalidMove, Ranking, Standing, check_seating, check_variants,
                           random_playout)
from scorer.engine.phases import Allowed, Phased, PhaseRules
from scorer.engine.said import Said, say
from scorer.games.ufern.actions import ActionRules
from scorer.games.ufern.banks import Banks
from scorer.games.ufern.board import ufern_board
from scorer.games.ufern.market import Sold, score_row
from scorer.games.ufern.moves import (Action, Bid, BuyJoker, BuySeed, Card, Deal, Done, Ebb, EbbEnd, FirstPlayer,
                                      Flood, FloodEnd, Grow, Harvest, Joker, Move, Plant, Restore, Reveal, Rot,
                                      SetDesert, Sow, Tally, ToBoat)
from scorer.games.ufern.steps import (ACTION_STEPS, ACTIONS, BOAT, CHANCE_STEPS, DEAL, EBB, FIRST_BID, FLOOD, GAME,
                                      HIPPO_ACT, HIPPO_BID, MARKER, OPEN_PLANT, OPEN_WATER, OVER, R_END, REVEAL, ROT,
                                      SET_DESERT, START, WATER, Phase)
from scorer.games.ufern.opening import OpeningRules
from scorer.games.ufern.phases import done_in_mode, game_over, in_mode, not_now
from scorer.games.ufern.player import choose_action, choose_rot
from scorer.games.ufern.water import WaterPhase


class Ufern(OpeningRules, WaterPhase, ActionRules, Phased[Phase, Move]):
    """A game of *An den Ufern des Nils* for 2-5 players (``players``: names in seating order, the oldest
    first; the next seat is the left neighbour). ``variants``: ids from the catalogue. Raises
    :class:`SetupError` for a wrong player count, repeated names or an unknown variant."""

    game = GAME
    #: read-only facts a clone shares with the original (the board and the rules)
    _shared = ("board", "rules", "setup", "colours")

    def __init__(self, players: Sequence[str], variants: Sequence[str] = ()):
        cat = load_catalogue(GAME)
        check_seating(cat.title, cat.players.min, cat.players.max, players)
        check_variants(cat.title, cat.variant_ids, variants)
        self.players = tuple(players)
        self.n = n = len(players)
        self.variants = frozenset(variants)
        self.board = board = ufern_board(n)
        self.rules = board.catalogue.rules
        self.setup = board.catalogue.setup
        self.colours = list(board.catalogue.plants.colours)[:n]
        self.banks = Banks(board)
        self.market: dict[str, list[Sold]] = {m: [] for m in board.market}
        self.supply = [Counter(board.crop_count) for _ in range(n)]
        self.boat: Counter[tuple[int, str]] = Counter()
        self.gone: Counter[tuple[int, str]] = Counter()
        self.lost = [0] * n
        self.stacks: list[list[list[Card]]] = [[[], []] for _ in range(n)]
        #: the round (0: the opening) in which a ``stop`` told the front of a stack's top, keyed (seat, stack,
        #: the stack's height then): a claim nile acts on later, and names when it does (uferrev defect 4)
        self.told: dict[tuple[int, int, int], int] = {}
        self.water_out: list[Card] = []
        self.water_discards: list[Card] = []
        self.fronts_seen: Counter[Front] = Counter()
        self.backs_seen: Counter[Event] = Counter()
        self.jokers: list[list[Optional[Event]]] = [[None] * self.setup.jokers for _ in range(n)]
        self.desert_pile = board.catalogue.desert_total - self.setup.desert_on_board - self.setup.jokers * n
        self.desert_discards: list[Optional[Event]] = []
        self.reshuffled = False
        self.marker = 0
        self.pawns = [1] * n
        self.obelisk = board.catalogue.board.track
        self.first = 0
        self.round = 0
        self.order: list[int] = []
        self.at = 0
        self.seat = 0
        self.bids: dict[int, tuple[str, ...]] = {}
        #: how many auctions have begun (a bid stays sealed while the auction it was made in is under way)
        self.auctions = 0
        #: the bids of the last auction whose bids were all in, opened together (by seat)
        self.opened: dict[int, tuple[str, ...]] = {}
        self.hippo_winner: Optional[int] = None
        self.ripe_next = True
        # phase 1
        self.mode = FLOOD
        self.moved = 0
        self.switched = False
        self.phase1_over = False
        #: why phase 1 of this round ended: (rule, words), for a water item written after its end
        self.phase1_why: Optional[tuple[str, Said]] = None
        #: a rot event was just turned up where no plant could rot: no choice was asked (decision U13)
        self.rot_unasked = False
        self.event: Optional[tuple[Event, str, str]] = None   # (event, flood/ebb, row)
        self.revealing: Optional[tuple[str, str, Card]] = None  # (water/desert, row, card)
        self.saw_tops = True
        # phase 2
        self.points = 0
        self.activated: set[str] = set()
        self.bought = [Counter() for _ in range(n)]
        self.joker_bought = False
        self.round_active = False
        self.dead_streak = 0
        self.history: list[dict[str, Any]] = []
        self.end_reason: Said | str = ""
        self.tally = False
        self.told_first = False
        self.phase: Phase = DEAL if "first-player-bid" in self.variants else START

    def clone(self) -> "Ufern":
        """An independent copy (:meth:`GameState.clone`), made field by field: every container copied, the
        plants on the fields and in the market (which change: a seed grows ripe, a plant rots) copied, the
        cards and events (frozen), the scorings of the rounds played (each written once) and the board and
        rules (read-only, :attr:`_shared`) shared. A session
        copies the game at every step; the generic deep copy was four fifths of a served game's time."""
        new = copy.copy(self)
        new.banks = self.banks.clone()
        new.banks.water = {r: [replace(laid) for laid in row] for r, row in self.banks.water.items()}
        new.banks.plants = {f: [replace(g) for g in here] for f, here in self.banks.plants.items()}
        new.market = {m: [replace(sold) for sold in row] for m, row in self.market.items()}
        new.supply, new.bought = [Counter(c) for c in self.supply], [Counter(c) for c in self.bought]
        new.boat, new.gone = Counter(self.boat), Counter(self.gone)
        new.fronts_seen, new.backs_seen = Counter(self.fronts_seen), Counter(self.backs_seen)
        new.stacks = [[list(stack) for stack in both] for both in self.stacks]
        new.told = dict(self.told)
        new.jokers = [list(hand) for hand in self.jokers]
        new.lost, new.pawns, new.order = list(self.lost), list(self.pawns), list(self.order)
        new.water_out, new.water_discards = list(self.water_out), list(self.water_discards)
        new.desert_discards, new.bids, new.activated = list(self.desert_discards), dict(self.bids), set(self.activated)
        new.opened = dict(self.opened)
        new.history = list(self.history)  # a round's scoring, once written, never changes: shared
        return new

    # -- small helpers --------------------------------------------------------------------------------

    def colour_name(self, seat: int) -> str:
        """The colour of ``seat``'s plants, e.g. ``"red"``."""
        return self.colours[seat].name

    def plants_of(self, seat: int) -> Counter[str]:
        """Where ``seat``'s 15 plants are: supply, fields, market, boat, gone (out of the game)."""
        out: Counter[str] = Counter()
        out["supply"] = sum(self.supply[seat].values())
        out["fields"] = sum(1 for gs in self.banks.plants.values() for g in gs if g.owner == seat)
        out["market"] = sum(1 for row in self.market.values() for p in row if p.owner == seat)
        out["boat"] = sum(k for (o, _), k in self.boat.items() if o == seat)
        out["gone"] = sum(k for (o, _), k in self.gone.items() if o == seat)
        return out

    def _field(self, name: str) -> str:
        if name in self.board.row_of:
            return name
        row = name.split(".")[0]
        if row in self.board.covered:
            raise InvalidMove(say("ufern-des-nils.read.covered", field=name, players=self.n))
        raise InvalidMove(say("ufern-des-nils.read.field", field=name))

    def _hippo_turn(self) -> bool:
        return self.step == HIPPO_ACT

    def _seq(self, seats: list[int], step: Phase) -> None:
        self.order, self.at, self.step = seats, 0, step
        self.seat = seats[0]

    def _from_first(self) -> list[int]:
        return [(self.first + i) % self.n for i in range(self.n)]

    def _advance(self) -> bool:
        """Next seat of the current sequence; False when the sequence is over."""
        self.at += 1
        if self.at < len(self.order):
            self.seat = self.order[self.at]
            return True
        return False

    def _to_boat(self, owner: int, crop: str) -> None:
        self.boat[(owner, crop)] += 1

    def _draw_desert(self) -> bool:
        """Take a desert card from the pile, shuffling the discards into a new pile when it is empty
        (decision U12). False if there is none."""
        if self.desert_pile == 0 and self.desert_discards:
            self.desert_pile, self.desert_discards = len(self.desert_discards), []
            self.reshuffled = True
        if self.desert_pile == 0:
            return False
        self.desert_pile -= 1
        return True

    def desert_known(self) -> Counter[Event]:
        """The events of the desert cards whose back the table has seen and that are still told apart
        (in a hand as jokers or in the discards, before a reshuffle)."""
        known: Counter[Event] = Counter(e for hand in self.jokers for e in hand if e is not None)
        known.update(e for e in self.desert_discards if e is not None)
        return known

    def tops(self, seat: int) -> tuple[Optional[Front], Optional[Front]]:
        """The fronts on top of ``seat``'s stacks A and B (None: empty or not seen)."""
        return tuple(s[-1].front if s else None for s in self.stacks[seat])  # type: ignore[return-value]

    # -- the contract -------------------------------------------------------------------------------

    @property
    def step(self) -> Phase:
        """The step the game waits at: :attr:`phase` (a :class:`~scorer.games.ufern.steps.Phase`), by the name the
        record, the notation and the pages read it."""
        return self.phase

    @step.setter
    def step(self, value: Phase) -> None:
        self.phase = value

    @property
    def current_player(self) -> int:
        if self.step == OVER:
            return TERMINAL
        return CHANCE if self.step in CHANCE_STEPS else self.seat

    @property
    def is_over(self) -> bool:
        return self.step == OVER

    def legal_actions(self) -> list[Move]:
        """Phase 2 (and the hippo's points): every action the seat can pay for now, Done included
        ([Actions]; the lists by kind: :meth:`ActionRules._action_options`)."""
        return [m for ms in self._action_options().values() for m in ms]

    def sample_move(self, rng: random.Random) -> Move:
        """The simulated player's legal move, drawn from ``rng``: in the action phase and the rot choice
        a sensible player's (:mod:`scorer.games.ufern.player`), in bids a small random bid, elsewhere a
        random legal move."""
        if self.step in ACTION_STEPS:
            return choose_action(self, rng)
        if self.step == ROT:
            return choose_rot(self, self.legal_rots(), rng)
        if self.step in (FIRST_BID, HIPPO_BID):
            pool = list(self.supply[self.seat].elements())
            return Bid(tuple(sorted(rng.sample(pool, min(len(pool), rng.randint(0, 2))))), self.seat)
        return rng.choice(self.legal_moves())

    def sample_chance(self, rng: random.Random) -> Move:
        if self.step == START:
            return FirstPlayer(0)
        if self.step == DEAL:
            cat = self.board.catalogue
            fronts = [w.ends for w in cat.water_cards.cards for _ in range(w.count)]
            backs = [w.event for w in cat.water_cards.cards for _ in range(w.count)]
            rng.shuffle(fronts)
            rng.shuffle(backs)
            cards = [Card(f, b) for f, b in zip(fronts, backs)]
            k = self.setup.water_deal[self.n]
            a = (k + 1) // 2
            stacks = tuple((tuple(cards[i * k:i * k + a]), tuple(cards[i * k + a:(i + 1) * k])) for i in range(self.n))
            return Deal(stacks, tuple(cards[self.n * k:]))
        if self.step == REVEAL:
            assert self.revealing is not None
            kind, _, card = self.revealing
            if kind == "water" and card.back is not None:
                return Reveal(card.back)
            pool = self.board.desert_events - self.desert_known() if kind == "desert" else \
                self.board.water_events - self.backs_seen
            return Reveal(rng.choice(sorted(pool.elements(), key=str)))
        raise RuntimeError(f"no chance move at step {self.step}")

    # -- checks -------------------------------------------------------------------------------------

    def _check_tally(self, move: Tally) -> IllegalMove | None:
        """A tally-only record [Fin du jeu]: a final pawn and plants lost for every player."""
        if len(move.pawns) != self.n or len(move.lost) != self.n:
            return IllegalMove(move, R_END, say("ufern-des-nils.tally.players", players=self.n))
        return None

    # -- effects ------------------------------------------------------------------------------------

    def _do(self, move: Move) -> None:
        """The move's effect in the current phase (:attr:`PHASES`); a rot choice is asked for by the next step only."""
        self.rot_unasked = False
        super()._do(move)

    def _do_tally(self, move: Tally) -> None:
        """The final pawns and plants lost of a tally-only record end the game at once (also under
        ``--keep-going`` at a later step, where the tally was refused)."""
        if len(move.pawns) != self.n or len(move.lost) != self.n:
            return
        self.pawns, self.lost = list(move.pawns), list(move.lost)
        self.tally = True
        self._finish(say("ufern-des-nils.end.tally"))

    def _do_action_or_done(self, move: Action) -> None:
        """An action carried out, or ``done``: the next player's turn (or phase 1 goes on after the hippo's)."""
        if isinstance(move, Done):
            return self._end_turn()
        self._do_action(move)

    # -- phase 2 to 4 -------------------------------------------------------------------------------

    def _begin_turn(self) -> None:
        self.points = self.rules.action_points
        self.activated = set()
        self.joker_bought = False
        if self.step == HIPPO_ACT:
            self.bought = [Counter() for _ in range(self.n)]

    def _end_turn(self) -> None:
        if self.step == HIPPO_ACT:
            self.bought = [Counter() for _ in range(self.n)]
            return self._after_event()
        if self._advance():
            return self._begin_turn()
        self.first = (self.first + 1) % self.n   # phase 3: the pillar passes left (decision U19)
        self._score_phase()

    def _score_phase(self) -> None:
        """Phase 4 (decisions U20-U23)."""
        colours = sorted({o for (o, _), k in self.boat.items() if k > 0})
        for (o, c), k in self.boat.items():
            self.lost[o] += k
            self.gone[(o, c)] += k
        self.boat = Counter()
        self.obelisk = max(1, self.obelisk - len(colours))
        points = [0] * self.n
        rows: dict[str, dict[int, int]] = {}
        sold: list[Sold] = []
        for m, row in self.market.items():
            if len(row) >= self.board.market_size[m]:
                got = score_row(row, self.rules.row_awards, self.rules.rotten_penalty)
                rows[m] = got
                for o, p in got.items():
                    points[o] += p
                sold += row
                self.market[m] = []
        track = self.board.catalogue.board.track
        moved = [max(0, p) for p in points]
        self.pawns = [min(track, pawn + m) for pawn, m in zip(self.pawns, moved)]
        for s in sold:
            self._to_boat(s.owner, s.crop)
        self.history.append({"round": self.round, "lost_colours": len(colours), "obelisk": self.obelisk,
                             "rows": rows, "points": points, "moved": moved, "pawns": list(self.pawns)})
        self.dead_streak = 0 if self.round_active else self.dead_streak + 1
        if any(p >= self.obelisk for p in self.pawns):
            return self._finish(say("ufern-des-nils.end.obelisk", round=self.round, space=self.obelisk))
        if self.dead_streak >= self.n:
            return self._finish(say("ufern-des-nils.end.dead-rounds", rounds=self.n))
        self.round += 1
        self._start_phase1()

    def _finish(self, reason: Said) -> None:
        self.end_reason = reason
        self.step = OVER

    # -- the phases as data (scorer.engine.phases): per phase, the moves it lets come with their check and effect,
    # the legal moves, and the one ruling on a move that cannot come now ([Déroulement]; scorer/games/ufern/phases.py)
    _ACTIONS = PhaseRules(dict.fromkeys((Sow, Grow, Harvest, BuySeed, BuyJoker, Joker, Restore, Done),
                                        Allowed(ActionRules._action_problem, _do_action_or_done)),
                          legal_actions, not_now, {Tally: _do_tally})
    _BIDS = PhaseRules({Bid: Allowed(OpeningRules._check_bid, OpeningRules._do_bid)}, OpeningRules.legal_bids, not_now,
                       {Tally: _do_tally})
    PHASES = {
        START: PhaseRules({FirstPlayer: Allowed(OpeningRules._check_first, OpeningRules._do_first),
                           Tally: Allowed(_check_tally, _do_tally)}, refuse=not_now),
        DEAL: PhaseRules({Deal: Allowed(OpeningRules._check_deal, OpeningRules._do_deal),
                          Tally: Allowed(_check_tally, _do_tally)}, refuse=not_now),
        FIRST_BID: _BIDS,
        SET_DESERT: PhaseRules({SetDesert: Allowed(OpeningRules._check_set_desert, OpeningRules._do_set_desert)},
                               OpeningRules.legal_desert_places, not_now, {Tally: _do_tally}),
        BOAT: PhaseRules({ToBoat: Allowed(OpeningRules._check_boat, OpeningRules._do_boat)},
                         OpeningRules.legal_boat_pairs, not_now, {Tally: _do_tally}),
        OPEN_WATER: PhaseRules({Flood: Allowed(WaterPhase._check_flood, WaterPhase._do_flood),
                                FloodEnd: Allowed(WaterPhase._check_flood_end, WaterPhase._do_flood_end)},
                               WaterPhase.legal_floods, not_now, {Tally: _do_tally}),
        OPEN_PLANT: PhaseRules({Plant: Allowed(OpeningRules._check_plant, OpeningRules._do_plant)},
                               OpeningRules.legal_opening_plants, not_now, {Tally: _do_tally}),
        WATER: PhaseRules({Flood: Allowed(in_mode(FLOOD, WaterPhase._check_flood), done_in_mode(FLOOD, WaterPhase._do_flood)),
                           FloodEnd: Allowed(in_mode(FLOOD, WaterPhase._check_flood_end),
                                             done_in_mode(FLOOD, WaterPhase._do_flood_end)),
                           Ebb: Allowed(in_mode(EBB, WaterPhase._check_ebb), done_in_mode(EBB, WaterPhase._do_ebb)),
                           EbbEnd: Allowed(in_mode(EBB, WaterPhase._check_ebb_end),
                                           done_in_mode(EBB, WaterPhase._do_ebb_end))},
                          WaterPhase.legal_water, not_now, {Tally: _do_tally}),
        REVEAL: PhaseRules({Reveal: Allowed(WaterPhase._check_reveal, WaterPhase._do_reveal)}, refuse=not_now,
                           lenient={Tally: _do_tally}),
        ROT: PhaseRules({Rot: Allowed(WaterPhase._check_rot, WaterPhase._do_rot)}, WaterPhase.legal_rots, not_now,
                        {Tally: _do_tally}),
        HIPPO_BID: _BIDS,
        HIPPO_ACT: _ACTIONS,
        ACTIONS: _ACTIONS,
        OVER: PhaseRules({}, refuse=game_over),
    }

    # -- reports ------------------------------------------------------------------------------------

    def ranking(self) -> Ranking:
        """Pawns, most first; ties by the fewest plants lost to boat clearing; then shared (U22)."""
        key = [(self.pawns[s], -self.lost[s]) for s in range(self.n)]
        standings = []
        for s, name in enumerate(self.players):
            rank = 1 + sum(1 for k in key if k > key[s])
            per_round = [h["moved"][s] for h in self.history]
            standings.append(Standing(name, self.pawns[s], rank, per_round,
                                      {"pawn": self.pawns[s], "lost": self.lost[s], "colour": self.colour_name(s)},
                                      cells=[self.lost[s]]))
        winners = [st.name for st in standings if st.rank == 1]
        return Ranking(standings, winners, self._ranking_words(winners), self.is_over, [say("nile-cli.score.lost")],
                       say("nile-cli.score.pawn"))

    def _ranking_words(self, winners: list[str]) -> Said:
        """Who wins or leads, in words: the pawn furthest on the track, ties by the fewest plants lost,
        then shared (decision U22)."""
        best = max(self.pawns)
        on_best = [s for s in range(self.n) if self.pawns[s] == best]
        over = self.is_over
        if len(winners) > 1:
            return say("ufern-des-nils.ranking.tie", players=winners, space=best, lost=self.lost[on_best[0]]) if over \
                else say("ufern-des-nils.ranking.tie-lead", players=winners, space=best)
        if len(on_best) > 1:
            return say("ufern-des-nils.ranking.wins-fewest-lost" if over else "ufern-des-nils.ranking.leads-fewest-lost",
                       player=winners[0], players=[self.players[s] for s in on_best], space=best,
                       lost=min(self.lost[s] for s in on_best))
        return say("ufern-des-nils.ranking.wins" if over else "ufern-des-nils.ranking.leads", player=winners[0],
                   space=best)

    def unchecked(self) -> list[str]:
        notes: list[str] = []
        if self.told_first:
            notes.append(say("ufern-des-nils.unchecked.first"))
        if not self.saw_tops:
            notes.append(say("ufern-des-nils.unchecked.tops"))
        notes.append(say("ufern-des-nils.unchecked.face-down-reshuffled" if self.reshuffled else
                         "ufern-des-nils.unchecked.face-down"))
        return notes if not self.tally else []

    def position(self) -> Said:
        """Where the game stands, in words (``"round 3, actions: Ben to act, 2 action points left"``)."""
        if self.step == OVER:
            return say("ufern-des-nils.position.over", reason=self.end_reason)
        if self.step in (START, DEAL):
            return say("ufern-des-nils.position.start" if self.step == START else "ufern-des-nils.position.deal")
        where = say("ufern-des-nils.where.round", round=self.round) if self.round else say("ufern-des-nils.where.opening")
        if self.step == REVEAL:
            return say("ufern-des-nils.position.reveal", where=where)
        who = self.players[self.seat]
        if self.step in _POSITION:
            said = _POSITION[self.step]
            return say(said, player=who)
        if self.step in (ROT, HIPPO_BID):
            return say("ufern-des-nils.position.rot" if self.step == ROT else "ufern-des-nils.position.hippo-bid",
                       where=where, player=who)
        if self.step == BOAT:
            return say("ufern-des-nils.position.boat", player=who, plants=self.setup.opening_boat)
        if self.step == OPEN_PLANT:
            return say("ufern-des-nils.position.ripe-plant" if self.ripe_next else "ufern-des-nils.position.seed",
                       player=who)
        if self.step in (HIPPO_ACT, ACTIONS):
            return say("ufern-des-nils.position.hippo-act" if self.step == HIPPO_ACT else "ufern-des-nils.position.actions",
                       where=where, player=who, points=self.points)
        return say("ufern-des-nils.position.flood" if self.mode == FLOOD else "ufern-des-nils.position.ebb",
                   where=where, marker=MARKER[self.marker], player=who, cards=self.moved)


#: where the game stands at a step of the set-up or the opening said with the player only: the message id
_POSITION = {FIRST_BID: "ufern-des-nils.position.first-bid", SET_DESERT: "ufern-des-nils.position.set-desert",
             OPEN_WATER: "ufern-des-nils.position.open-water"}


def simulate(players: Sequence[str], seed: int, variants: Sequence[str] = ()) -> tuple[Ufern, list[Any]]:
    """Play a whole game with random legal moves from ``random.Random(seed)``: the final state and the
    moves applied (chance moves included). Raises :class:`SetupError` for a bad table or variant."""
    state = Ufern(players, variants)
    moves = random_playout(state, random.Random(seed))
    return state, moves
