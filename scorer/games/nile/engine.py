"""NILE (Minion Games 2009, Daniel Callister): the rules engine.

Facts and decisions: ``shared/games/nile.md``; rules text: ``shared/rules/nile.fr.txt`` (the section
names below are its headings). Card facts come from ``data/nile.yaml``.

Game facts (the declarative header):

* 2-5 players; 5 cards dealt to each; the Plague is shuffled in after the deal.
* A turn: 1 flood, 2 harvest, 3 trade (market / offering to Hapi, any number), 4 plant or
  speculate (or neither), 5 draw two cards.
* Every flood card harvests one card from each flooded field, whoever's turn it is.
* The game ends when a draw finds the deck empty for the N-th time (N = number of players).
* Scoring: each storage sorted into five piles; the largest smallest pile wins, ties go to the next pile.

Chance is explicit: :class:`Deal`, :class:`Flood` (a card turned up as the flood) and :class:`Draw`
(one card into a hand, ``None`` when nobody saw it). Harvests, the Plague's damage, reshuffles and
the end follow from the rules and happen by themselves. Player moves: :class:`Trade`,
:class:`Plant`, :class:`Speculate`, :class:`Pass`.

Hidden information: a hand is a multiset of seen cards plus a number of unseen ones. ``unaccounted[k]``
counts the cards of kind ``k`` whose place nobody has seen (in the deck, an unseen hand slot, or
removed face down); a card shown from an unseen slot or turned up must be one of them, so the table can
never show a 17th Papyrus. In a simulation every draw is seen and ``unaccounted`` is the deck.

>>> import random
>>> state = Nile(["Anna", "Ben", "Cleo"])
>>> moves = random_playout(state, random.Random(3))
>>> state.is_over, state.deck_runs_out
(True, 3)
"""

from __future__ import annotations

import random
from typing import Sequence

from gamedata.catalogue import NileVariant, load_catalogue
from scorer.engine import (check_seating, GameState, IllegalMove, InvalidMove, Ranking, SetupError, count,
                           join_names, random_playout)
from scorer.games.nile.cards import CardSet, card_set
from scorer.games.nile.moves import (DEAL_SIZE, Deal, Draw, DrawOwed, Flood, Hold, Pass, Plant,
                                     SimulationMoves, Speculate, Tally, Trade)
from scorer.games.nile.score import nile_ranking
from scorer.games.nile.steps import PlayerSteps
from scorer.games.nile.table import (_DRAW_REASONS, DRAW_RULES, END_DRAW, MARKET_DRAW, PAYOUT, R_DRAW,  # noqa: F401
                                     R_END, R_FLOOD, R_HAPI, R_HARVEST, R_MARKET, R_OPTIONAL, R_PLAGUE, R_PLANT,
                                     R_SETUP, R_SPECULATE, R_STEP4, R_TRADE, R_TURN_ORDER, TRADE_COST, DRAW, FLOOD,
                                     HARVEST, OVER, SETUP, SPECULATIONS_DONE, TURN, Need)

GAME = "nile"

class Nile(PlayerSteps, SimulationMoves, GameState):
    """A game of NILE for 2-5 players (``players``: names in seating order, the first player first).

    ``variants``: ``two-player-short`` / ``three-player-short`` (the deck reductions of the rules'
    optional rules). Raises :class:`SetupError` for a wrong player count, repeated names, an unknown
    variant or a variant for another player count.
    """

    game = GAME
    _shared = ("cards", "variant")  # read-only facts, shared by clones

    def __init__(self, players: Sequence[str], variants: Sequence[str] = ()):
        cat = load_catalogue(GAME)
        check_seating(cat.title, cat.players.min, cat.players.max, players)
        self.variant: NileVariant | None = None
        for v in variants:
            found = [x for x in cat.variants if isinstance(x, NileVariant) and x.id == v]
            if not found:
                raise SetupError(f"{cat.title} has no variant {v!r} (it has: {', '.join(cat.variant_ids)})")
            if len(players) not in found[0].players:
                raise SetupError(f"variant {v!r} is for {' or '.join(map(str, found[0].players))} players, "
                                 f"not {len(players)}")
            if self.variant is not None:
                raise SetupError("choose one deck reduction at most")
            self.variant = found[0]
        self.cards: CardSet = card_set()
        cs = self.cards
        self.players = tuple(players)
        self.n = len(players)
        self.passes = self.n  # the deck is played through N times
        k = cs.kinds
        self.unaccounted = list(cs.total)
        self.deck_size = sum(cs.total)
        self.hand = [[0] * k for _ in range(self.n)]
        self.hand_unseen = [0] * self.n
        self.told = [[0] * k for _ in range(self.n)]  # per seat and kind, cards of the hand known only as told
        self.lost: list[tuple[int, int, int]] = []  # claims lost at the last move (seat, kind, cards)
        self.yielded: list[tuple[int, int, int]] = []  # claims given way to their teller's own step (seat, kind, cards)
        self.gave_way: list[list[tuple[int, int, bool]]] = [[] for _ in range(self.n)]  # per seat, since it last told
        self.clashes: dict[int, tuple[tuple[int, ...], int]] = {}  # claims that cannot all be true: kind -> seats, turn
        self.storage = [[0] * cs.n_crops for _ in range(self.n)]
        self.field_owner = [-1] * cs.n_crops
        self.field_size = [0] * cs.n_crops
        self.speculations: list[tuple[int, int]] = []  # (seat, kind) waiting for the next flood
        self.flood_pile: list[int] = []
        self.discard = [0] * k
        self.removed = [0] * k
        self.removed_unseen = 0
        self.flood: int | None = None  # the flood card showing (a kind), None before the first
        self.phase = SETUP
        self.active = 0
        self.turn = 0
        self.acted = False
        self.turn_started = False  # the turn's first flood card is down
        self.needs: list[Need] = []
        self.deck_runs_out = 0
        self.tally = False
        self.end_reason = ""
        self.last_harvest: list[tuple[int, int]] = []
        self.last_plague: list[tuple[int, int, int]] | None = None
        self.last_draw: tuple[int, int, str] = (0, 0, "")  # seat, cards drawn, reason of the last draw
        self.harvests = 0  # harvests so far (each flood card's, even of no field): news tells them apart
        self.plagues = 0  # Plagues of Locusts so far
        self.reshuffles = 0  # times the discard and flood piles became the deck: undo warns before crossing one
        self.last_reshuffle: tuple[int, int | None] = (0, None)  # cards shuffled in, the flood card left showing
        self.deck_bound: list[int] | None = None  # per kind, the most a reshuffled deck can still hold
        self.pools: list[list[int]] = [[]]  # what each reshuffle made the deck of (index 0: the first deck)
        self.unseen_from: list[set[int]] = [set() for _ in range(self.n)]  # the decks unseen cards came from

    # --- the contract ---------------------------------------------------------------------------
    def check(self, move) -> IllegalMove | None:
        handler = self._checks.get(type(move))
        if handler is None:
            raise InvalidMove(f"not a NILE move: {move!r}")
        return handler(self, move)  # type: ignore[operator]  # a table of plain functions

    def possible_moves(self) -> list:
        """The moves the player to move may make as far as the table knows, plantings first, then
        speculations, trades and Pass (the order a player thinks in). With every card of the hand seen,
        exactly :meth:`legal_moves`. When the hand holds cards nobody saw, also the short forms those
        cards could make legal, each passing ``check()`` (a crop or card still unaccounted for, no more
        cards than the hand holds): per crop not flooded its smallest planting (one card into the
        player's own field; else a new field of two, or one card more than the field it replaces), one
        card each of two such crops, each speculation card showing no flooded crop, and two cards of a
        crop to the market or to Hapi. Empty at chance and terminal nodes. A hand told is offered as told:
        a face-up step its told cards cannot hold, which ``check()`` accepts on the public facts (decision
        *claims*, :mod:`scorer.games.nile.claims`), is typed, not listed."""
        moves = self.legal_moves()
        if moves and self.hand_unseen[self.active]:
            seen = set(moves)
            moves += [m for m in self._unseen_forms(self.active) if m not in seen and self.check(m) is None]
        order = {Plant: 0, Speculate: 1, Trade: 2, Pass: 3}
        return sorted(moves, key=lambda m: order[type(m)])

    def _do(self, move) -> None:
        if self.lost:
            self.lost = []
        if self.yielded:
            self.yielded = []
        self._doers[type(move)](self, move)  # type: ignore[operator]
        if self.clashes or any(map(any, self.told)):
            self._claims_settle()

    def ranking(self) -> Ranking:
        return nile_ranking(self.players, self.storage, self.cards.crops, self.is_over)

    # --- helpers ----------------------------------------------------------------------------------
    def _chance_error(self, move) -> IllegalMove | None:
        """The error for a chance move that is not the one due now (or None if it is)."""
        if self.phase == OVER:
            return self._over_error(move)
        if self.phase == SETUP:
            return None if isinstance(move, (Deal, Tally)) else IllegalMove(
                move, R_SETUP, "the cards must be dealt first (five to each player)")
        if not self.needs:
            who = self._name(self.active)
            what = "a flood card" if isinstance(move, Flood) else "a card"
            return IllegalMove(move, R_HAPI if isinstance(move, Flood) else R_DRAW,
                               f"{what} turned up or drawn now, but nothing calls for one: it is {who}'s step "
                               "3 or 4 (trade, then plant or speculate); a flood comes at the start of a turn "
                               "or after an offering to Hapi, draws after a market or at the end of the turn")
        return None

    # --- setup ----------------------------------------------------------------------------------
    def _check_deal(self, move: Deal) -> IllegalMove | None:
        err = self._chance_error(move)
        if err:
            return err
        if self.phase != SETUP:
            return IllegalMove(move, R_SETUP, "the cards are dealt once, at the start")
        cs = self.cards
        left = self._after_removal()
        if move.removed is not None:
            want = self.variant.remove_speculation if self.variant else 0
            if len(move.removed) != want or len(set(move.removed)) != want or \
                    any(not cs.is_speculation(k) for k in move.removed):
                return IllegalMove(move, R_OPTIONAL, f"the deck reduction removes {want} different speculation "
                                   "cards, no other cards")
            for k in move.removed:
                left[k] -= 1
        if move.hands is not None:
            if len(move.hands) != self.n:
                return IllegalMove(move, R_SETUP, f"one hand per player: {self.n} hands, not {len(move.hands)}")
            dealt = [0] * cs.kinds
            for p, given in enumerate(move.hands):
                hand: tuple[int | None, ...] = given
                if len(hand) != DEAL_SIZE:
                    return IllegalMove(move, R_SETUP, f"{self._name(p)} was dealt {len(hand)} cards; each "
                                       f"player is dealt {DEAL_SIZE}")
                for card in hand:
                    if card is None:
                        continue
                    if card == cs.plague:
                        return IllegalMove(move, R_SETUP, "the Plague of Locusts is set aside during the deal "
                                           "and shuffled in only afterwards: nobody can be dealt it")
                    dealt[card] += 1
            for k, m in enumerate(dealt):
                if m > left[k]:
                    return IllegalMove(move, R_SETUP, f"{m} {cs.names[k]} were dealt, but the deck holds only "
                                       f"{left[k]}")
        return None

    def _do_deal(self, move: Deal) -> None:
        cs = self.cards
        if self.variant:
            for c in range(cs.n_crops):
                self.removed[c] += self.variant.remove_per_crop
                self.unaccounted[c] -= self.variant.remove_per_crop
                self.deck_size -= self.variant.remove_per_crop
            if move.removed is not None:
                for k in move.removed:
                    self.removed[k] += 1
                    self.unaccounted[k] -= 1
            else:
                self.removed_unseen = self.variant.remove_speculation
            self.deck_size -= self.variant.remove_speculation
        for p in range(self.n):
            hand: tuple[int | None, ...] = move.hands[p] if move.hands is not None else (None,) * DEAL_SIZE
            for card in hand:
                if card is None:
                    self.hand_unseen[p] += 1
                    self.unseen_from[p].add(0)
                elif self.unaccounted[card] > 0:
                    self.hand[p][card] += 1
                    self.unaccounted[card] -= 1
            self.deck_size -= DEAL_SIZE
        self.phase = TURN
        self._start_turn(0)
        self._settle()

    def _check_tally(self, move: Tally) -> IllegalMove | None:
        if self.phase != SETUP:
            return IllegalMove(move, R_END, "a final tally replaces the whole game; it cannot follow moves")
        if len(move.storage) != self.n:
            return IllegalMove(move, R_END, f"one storage per player: {self.n}, not {len(move.storage)}")
        left = self._after_removal()
        cs = self.cards
        for c in range(cs.n_crops):
            together = sum(s[c] for s in move.storage)
            if together > left[c]:
                return IllegalMove(move, R_SETUP, f"the storages hold {together} {cs.crops[c]} together, but "
                                   f"the game has only {left[c]}")
        return None

    def _do_tally(self, move: Tally) -> None:
        self.storage = [list(s) for s in move.storage]
        self.tally = True
        self.phase = OVER
        self.end_reason = "only the final storage was recorded"

    # --- the flow of a turn -------------------------------------------------------------------------
    # --- chance: floods and draws -------------------------------------------------------------------
    def _card_problem(self, move, k: int, how: str) -> IllegalMove | None:
        if not 0 <= k < self.cards.kinds:
            raise InvalidMove(f"unknown card kind {k}")
        return self.deck_problem(move, k, how)

    def _check_flood(self, move: Flood) -> IllegalMove | None:
        err = self._chance_error(move)
        if err:
            return err
        need = self.needs[-1]
        if need.kind != FLOOD:
            return IllegalMove(move, self.due_rule(), f"a flood card turned up, but {self._due()} first")
        return self._card_problem(move, move.card, "turned up as the flood")

    def _do_flood(self, move: Flood) -> None:
        if self.phase != TURN or not self.needs or self.needs[-1].kind != FLOOD:
            return
        k = move.card
        self._from_deck(k)
        if k == self.cards.plague:
            self._plague()
            self._settle()
            return
        self.needs.pop()
        self.last_draw = (0, 0, "")
        self.turn_started = True
        self.flood_pile.append(k)
        self.flood = k
        flooded = self.cards.floods[k]
        owed: dict[int, int] = {}
        for seat, spec in self.speculations:
            a, b = self.cards.floods[spec]
            if a in flooded or b in flooded:
                owed[seat] = owed.get(seat, 0) + PAYOUT
        self.needs.append(Need(HARVEST, crops=flooded))
        if self.speculations:
            # [4.2] the speculation cards stay on the table while the payouts are drawn and are
            # discarded only after them, so a reshuffle during a payout does not take them in
            self.needs.append(Need(SPECULATIONS_DONE))
        for seat in reversed(list(owed)):
            self.needs.append(Need(DRAW, seat, owed[seat], owed[seat], "payout"))
        self._settle()

    def _check_draw(self, move: Draw) -> IllegalMove | None:
        err = self._too_many(move, move.player) or self._chance_error(move)
        if err:
            return err
        err = self._draw_due(move, move.player)
        if err:
            return err
        if move.card is None:
            return self.unseen_draw_problem(move, move.player)
        return self._card_problem(move, move.card, f"drawn by {self._name(move.player)}")

    def _too_many(self, move, seat: int) -> IllegalMove | None:
        """A draw by ``seat`` just after its last draw was complete: one card too many."""
        due = self.needs and self.needs[-1].kind == DRAW and self.needs[-1].seat == seat
        if self.phase != TURN or due or self.last_draw[0] != seat or not self.last_draw[1]:
            return None
        _, total, reason = self.last_draw
        cards = f"{total} card{'s' if total > 1 else ''}"
        return IllegalMove(move, DRAW_RULES[reason], f"{self._name(seat)} has drawn the {cards} due "
                           f"{_DRAW_REASONS[reason]}; one more is too many (now: {self._due()})")

    def _draw_due(self, move, seat: int) -> IllegalMove | None:
        err = self._too_many(move, seat)
        if err:
            return err
        need = self.needs[-1]
        if need.kind == FLOOD:
            return IllegalMove(move, self.due_rule(), f"{self._name(seat)} draws a card, but a flood card is due "
                               "first (the start of a turn, or an offering to Hapi)")
        if need.seat != seat:
            return IllegalMove(move, self.due_rule(), f"{self._name(seat)} draws a card, but {self._due()}")
        return None

    def _do_draw(self, move: Draw) -> None:
        if self.phase != TURN or not self.needs or self.needs[-1].kind != DRAW:
            return
        need = self.needs[-1]
        seat, k = need.seat, move.card
        if k is None:
            self._unseen_to_hand(seat)
        else:
            self._from_deck(k)
            if k == self.cards.plague:
                self._plague()
                self._settle()
                return
            self.hand[seat][k] += 1
        need.left -= 1
        if need.left == 0:
            self.needs.pop()
            self.last_draw = (seat, need.total, need.reason)
        self._settle()

    def _check_draw_owed(self, move: DrawOwed) -> IllegalMove | None:
        if move.implied and self.phase == OVER:
            return None  # an implied draw after the end is moot
        if move.player is None:  # "any payout now due": nothing due is fine
            due = self.due_draw()
            return self.unseen_draw_problem(move, due.seat, due.left) if due and due.reason == "payout" else None
        return self._chance_error(move) or self._draw_due(move, move.player) or \
            self.unseen_draw_problem(move, move.player, self.needs[-1].left)

    def _do_draw_owed(self, move: DrawOwed) -> None:
        """Draw unseen cards until the draw due is complete: ``move.player``'s one draw, or (player
        None) every speculation payout now due."""
        while (due := self.due_draw()) is not None:
            wanted = due.seat == move.player if move.player is not None else due.reason == "payout"
            if not wanted:
                return
            seat = due.seat
            for _ in range(due.left):
                self._do_draw(Draw(seat, None))
            if move.player is not None:
                return

    _checks = {Deal: _check_deal, Tally: _check_tally, Flood: _check_flood, Draw: _check_draw,
               DrawOwed: _check_draw_owed, Trade: PlayerSteps._check_trade,
               Plant: PlayerSteps._check_plant, Speculate: PlayerSteps._check_speculate, Pass: PlayerSteps._check_pass,
               Hold: PlayerSteps._check_hold}
    _doers = {Deal: _do_deal, Tally: _do_tally, Flood: _do_flood, Draw: _do_draw, DrawOwed: _do_draw_owed,
              Trade: PlayerSteps._do_trade, Plant: PlayerSteps._do_plant, Speculate: PlayerSteps._do_speculate,
              Pass: PlayerSteps._do_pass, Hold: PlayerSteps._do_hold}

    # --- reports --------------------------------------------------------------------------------------
    def position(self) -> str:
        """Where the game stands, in words ("turn 12, Cleo's turn: a flood card to turn up")."""
        if self.phase == OVER:
            return "the game is over"
        if self.phase == SETUP:
            return "the cards are to be dealt"
        return f"turn {self.turn}, {self._name(self.active)}'s turn: {self._due()}"

    def unchecked(self) -> list[str]:
        if self.tally:
            return ["only the final storage was recorded: no move of the game could be checked"]
        notes = []
        for p in range(self.n):
            if self.hand_unseen[p]:
                notes.append(f"{self._name(p)} holds {count(self.hand_unseen[p], 'card')} nobody saw; cards shown from "
                             "them were taken on trust, checked against the cards not yet accounted for and the "
                             "decks they could come from, not against the draws")
        if self.removed_unseen:
            notes.append(f"which {self.removed_unseen} speculation cards were removed before the deal")
        return notes

    def findings(self) -> list[str]:
        """The cards told that cannot all be true, one line a kind and its claimants: the game's copies
        fewer than the claims and the cards placed (decision *claims*: each claim was ruled alone, against the
        public facts and its teller's own claims and moves, so live nobody was told of the others').

        >>> s = Nile(["Anna", "Ben"]); s.apply(Deal(None))
        >>> lc = s.cards.parse("Lettuce/Castor")
        >>> s.apply(Hold(0, (lc,))); s.apply(Hold(1, (lc,)))
        >>> s.findings()
        ['Lettuce/Castor: the game has 1, fewer than the cards told by Anna and Ben and those placed (turn 1): the cards told cannot all be true']
        """
        out = []
        for k, (seats, turn) in self.clashes.items():
            names = join_names([self._name(p) for p in seats])
            out.append(f"{self.cards.names[k]}: the game has {self.cards.total[k]}, fewer than the cards told by {names} "
                       f"and those placed (turn {turn}): the cards told cannot all be true")
        return out

def simulate(players: Sequence[str], seed: int, variants: Sequence[str] = ()) -> tuple[Nile, list]:
    """A complete random legal game: the final state and the moves, chance drawn from ``seed``."""
    state = Nile(players, variants)
    moves = random_playout(state, random.Random(seed))
    return state, moves
