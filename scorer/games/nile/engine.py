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

import copy
import random
from typing import ClassVar, Mapping, Sequence

from gamedata.catalogue import NileVariant, load_catalogue
from scorer.engine import (Allowed, check_seating, IllegalMove, InvalidMove, Phased, PhaseRules, Ranking, SetupError,
                           random_playout)
from scorer.engine.said import say
from scorer.games.nile.cards import CardSet, card_set
from scorer.games.nile.moves import (Deal, Draw, DrawOwed, Flood, Hold, Move, Pass, Plant,
                                     SimulationMoves, Speculate, Tally, Trade)
from scorer.games.nile.phases import after_end, moot, not_now, owed_after_end, owed_before_deal, pass_after_end
from scorer.games.nile.score import nile_ranking
from scorer.games.nile.steps import PlayerSteps
from scorer.games.nile.table import (_DRAW_REASONS, DEAL_SIZE, DRAW_RULES, PAYOUT, R_DRAW, R_END, R_FLOOD, R_HAPI,
                                     R_HARVEST, R_MARKET, R_OPTIONAL, R_PLAGUE, R_PLANT, R_SETUP, R_SPECULATE, R_STEP4,
                                     R_TRADE, R_TURN_ORDER, DRAW, FLOOD, HARVEST, OVER, SETUP, SPECULATIONS_DONE, TURN,
                                     Need, Phase, cards_said)

GAME = "nile"

class Nile(PlayerSteps, SimulationMoves, Phased[Phase, Move]):
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
                raise SetupError(say("nile-cli.setup.no-variant", title=cat.title, variant=repr(v),
                                     offered=list(cat.variant_ids)))
            if len(players) not in found[0].players:
                raise SetupError(say("nile-cli.setup.variant-players", variant=repr(v),
                                     counts=[str(k) for k in found[0].players], given=len(players)))
            if self.variant is not None:
                raise SetupError(say("nile-cli.setup.one-reduction"))
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
        self.plague_flooded = False  # the last flood card turned up was the Plague: the next is turned up in its place
        self.needs: list[Need] = []
        self.deck_runs_out = 0
        self.tally = False
        self.end_reason = ""
        self.last_harvest: list[tuple[int, int]] = []
        self.last_plague: list[tuple[int, int, int]] | None = None
        self.last_draw: tuple[int, int, str] = (0, 0, "")  # seat, cards drawn, reason of the last draw
        # per seat, its last draw done (turn, cards, reason), and who drew last: said to a draw told out of turn
        self.drew: tuple[tuple[int, int, str] | None, ...] = (None,) * self.n
        self.drew_last = -1
        self.harvests = 0  # harvests so far (each flood card's, even of no field): news tells them apart
        self.plagues = 0  # Plagues of Locusts so far
        self.reshuffles = 0  # times the discard and flood piles became the deck: undo warns before crossing one
        self.last_reshuffle: tuple[int, int | None] = (0, None)  # cards shuffled in, the flood card left showing
        self.deck_bound: list[int] | None = None  # per kind, the most a reshuffled deck can still hold
        self.pools: list[list[int]] = [[]]  # what each reshuffle made the deck of (index 0: the first deck)
        self.unseen_from: list[set[int]] = [set() for _ in range(self.n)]  # the decks unseen cards came from

    def clone(self) -> "Nile":
        """An independent copy (:meth:`GameState.clone`), made field by field: every list, set, dict and owed
        :class:`~scorer.games.nile.table.Need` (a draw counts its cards down in place) copied, the tuples and
        the read-only facts (:attr:`_shared`: the card set, the variant) shared. A session and each seat's
        view copy the game at every step; the generic deep copy was most of a told-hands game's time."""
        new = copy.copy(self)
        new.unaccounted, new.hand_unseen = list(self.unaccounted), list(self.hand_unseen)
        new.hand, new.told = [list(h) for h in self.hand], [list(t) for t in self.told]
        new.storage = [list(s) for s in self.storage]
        new.field_owner, new.field_size = list(self.field_owner), list(self.field_size)
        new.speculations, new.flood_pile = list(self.speculations), list(self.flood_pile)
        new.discard, new.removed = list(self.discard), list(self.removed)
        new.needs = [Need(n.kind, n.seat, n.left, n.total, n.reason, n.crops) for n in self.needs]
        new.lost, new.clashes = list(self.lost), dict(self.clashes)
        new.yielded, new.gave_way = list(self.yielded), [list(g) for g in self.gave_way]
        new.last_harvest = list(self.last_harvest)
        new.last_plague = None if self.last_plague is None else list(self.last_plague)
        new.deck_bound = None if self.deck_bound is None else list(self.deck_bound)
        new.pools = [list(pool) for pool in self.pools]
        new.unseen_from = [set(decks) for decks in self.unseen_from]
        return new

    # --- the contract (checks and effects by the phase table, :attr:`PHASES`) ---------------------------
    def possible_moves(self) -> list[Move]:
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

    def _do(self, move: Move) -> None:
        """The move's effect by the phase table (:attr:`PHASES`); the claims lost or given way at the move before
        are said no more, and the claims the move leaves no copy for are settled."""
        if self.lost:
            self.lost = []
        if self.yielded:
            self.yielded = []
        Phased._do(self, move)
        if self.clashes or any(map(any, self.told)):
            self._claims_settle()

    def ranking(self) -> Ranking:
        return nile_ranking(self.players, self.storage, self.cards.crop_terms, self.is_over)  # headed in the reader's words

    # --- helpers ----------------------------------------------------------------------------------
    def _chance_due(self, move: Move) -> IllegalMove | None:
        """At a turn, the error for a card turned up or drawn when the table owes none (a player's step is due:
        nobody called for a card), or None."""
        if not self.needs:
            flood = isinstance(move, Flood)
            return IllegalMove(move, R_HAPI if flood else R_DRAW, say(
                "nile.chance.flood-not-called" if flood else "nile.chance.card-not-called", player=self._name(self.active)))
        return None

    # --- setup ----------------------------------------------------------------------------------
    def _check_deal(self, move: Deal) -> IllegalMove | None:
        """The deal [Mise en place]: a hand of :data:`DEAL_SIZE` cards to each player, never the Plague, no card
        more often than the game holds it; a deck reduction's speculation cards removed [Règles optionnelles]."""
        cs = self.cards
        left = self._after_removal()
        if move.removed is not None:
            want = self.variant.remove_speculation if self.variant else 0
            if len(move.removed) != want or len(set(move.removed)) != want or \
                    any(not cs.is_speculation(k) for k in move.removed):
                return IllegalMove(move, R_OPTIONAL, say("nile.deal.removal", removed=want))
            for k in move.removed:
                left[k] -= 1
        if move.hands is not None:
            if len(move.hands) != self.n:
                return IllegalMove(move, R_SETUP, say("nile.deal.hands", players=self.n, hands=len(move.hands)))
            dealt = [0] * cs.kinds
            for p, given in enumerate(move.hands):
                hand: tuple[int | None, ...] = given
                if len(hand) != DEAL_SIZE:
                    return IllegalMove(move, R_SETUP, say("nile.deal.hand-size", player=self._name(p), cards=len(hand),
                                                          deal=DEAL_SIZE))
                for card in hand:
                    if card is None:
                        continue
                    if card == cs.plague:
                        return IllegalMove(move, R_SETUP, say("nile.deal.plague"))
                    dealt[card] += 1
            for k, m in enumerate(dealt):
                if m > left[k]:
                    return IllegalMove(move, R_SETUP, say("nile.deal.too-many", dealt=m, card=cs.terms[k],
                                                          left=left[k]))
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
        """A tally-only game [Fin de la Partie]: a storage per player, no crop more often than the game holds it."""
        if len(move.storage) != self.n:
            return IllegalMove(move, R_END, say("nile.tally.storages", players=self.n, storages=len(move.storage)))
        left = self._after_removal()
        cs = self.cards
        for c in range(cs.n_crops):
            together = sum(s[c] for s in move.storage)
            if together > left[c]:
                return IllegalMove(move, R_SETUP, say("nile.tally.too-many", together=together, crop=cs.crop_terms[c],
                                                      left=left[c]))
        return None

    def _do_tally(self, move: Tally) -> None:
        self.storage = [list(s) for s in move.storage]
        self.tally = True
        self.phase = OVER
        self.end_reason = say("nile.end.tally")

    # --- the flow of a turn -------------------------------------------------------------------------
    # --- chance: floods and draws -------------------------------------------------------------------
    def _card_problem(self, move: Move, k: int, how: str) -> IllegalMove | None:
        if not 0 <= k < self.cards.kinds:
            raise InvalidMove(f"unknown card kind {k}")
        return self.deck_problem(move, k, how)

    def _check_flood(self, move: Flood) -> IllegalMove | None:
        err = self._chance_due(move)
        if err:
            return err
        need = self.needs[-1]
        if need.kind != FLOOD:
            return IllegalMove(move, self.due_rule(), say("nile.flood.not-due", due=self._due()))
        return self._card_problem(move, move.card, say("nile.how.flood"))

    def _do_flood(self, move: Flood) -> None:
        if not self.needs or self.needs[-1].kind != FLOOD:
            return
        k = move.card
        self._from_deck(k)
        self.plague_flooded = k == self.cards.plague
        if self.plague_flooded:
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
        err = self._too_many(move, move.player) or self._chance_due(move)
        if err:
            return err
        err = self._draw_due(move, move.player)
        if err:
            return err
        if move.card is None:
            return self.unseen_draw_problem(move, move.player)
        return self._card_problem(move, move.card, say("nile.how.drawn", player=self._name(move.player)))

    def _too_many(self, move: Move, seat: int) -> IllegalMove | None:
        """A draw by ``seat`` just after its last draw was complete: one card too many."""
        due = self.needs and self.needs[-1].kind == DRAW and self.needs[-1].seat == seat
        if self.phase != TURN or due or self.last_draw[0] != seat or not self.last_draw[1]:
            return None
        _, total, reason = self.last_draw
        return IllegalMove(move, DRAW_RULES[reason], say("nile.draw.too-many", player=self._name(seat),
                                                         cards=cards_said(total), reason=_DRAW_REASONS[reason],
                                                         due=self._due()))

    def _draw_due(self, move: Move, seat: int) -> IllegalMove | None:
        err = self._too_many(move, seat)
        if err:
            return err
        need = self.needs[-1]
        if need.kind == FLOOD:
            return IllegalMove(move, self.due_rule(), say("nile.draw.flood-first", player=self._name(seat)))
        if need.seat != seat:
            return IllegalMove(move, self.due_rule(), say("nile.draw.not-yours", player=self._name(seat),
                                                          due=self._due()))
        return None

    def _do_draw(self, move: Draw) -> None:
        if not self.needs or self.needs[-1].kind != DRAW:
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
            self.drew, self.drew_last = self.drew[:seat] + ((self.turn, need.total, need.reason),) + self.drew[seat + 1:], seat
        self._settle()

    def _check_draw_owed(self, move: DrawOwed) -> IllegalMove | None:
        if move.player is None:  # "any payout now due": nothing due is fine
            due = self.due_draw()
            return self.unseen_draw_problem(move, due.seat, due.left) if due and due.reason == "payout" else None
        return self._chance_due(move) or self._draw_due(move, move.player) or \
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

    # --- reports --------------------------------------------------------------------------------------
    def position(self) -> str:
        """Where the game stands, in words ("turn 12, Cleo's turn: a flood card to turn up")."""
        if self.phase == OVER:
            return say("nile.position.over")
        if self.phase == SETUP:
            return say("nile.position.deal")
        return say("nile.position.turn", turn=self.turn, player=self._name(self.active), due=self._due())

    def unchecked(self) -> list[str]:
        """The cards nobody saw, taken on trust, and the deck reduction's cards removed face down, in words."""
        if self.tally:
            return [say("nile.unchecked.tally")]
        notes: list[str] = []
        for p in range(self.n):
            if self.hand_unseen[p]:
                notes.append(say("nile.unchecked.unseen", player=self._name(p), cards=cards_said(self.hand_unseen[p])))
        if self.removed_unseen:
            notes.append(say("nile.unchecked.removed", removed=self.removed_unseen))
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
        return [say("nile.findings.clash", card=self.cards.terms[k], total=self.cards.total[k],
                    players=[self._name(p) for p in seats], turn=turn) for k, (seats, turn) in self.clashes.items()]

    # --- the phase table --------------------------------------------------------------------------------
    #: per phase, the move types that may come, each with its check and effect, the legal moves and the one
    #: ruling on a move that cannot come now (:mod:`scorer.games.nile.phases`): before the deal the deal or a
    #: tally [Mise en place]; at the turns the cards turned up and drawn, a player's steps 3 and 4 and a hand
    #: told [Les étapes de chaque tour]; once over, a hand told and what a record implies (moot) [Fin de la
    #: Partie]. A move applied anyway (``--keep-going``) still deals, tallies or tells where it is refused.
    PHASES: ClassVar[Mapping[Phase, PhaseRules]] = {
        SETUP: PhaseRules({Deal: Allowed(_check_deal, _do_deal), Tally: Allowed(_check_tally, _do_tally),
                           DrawOwed: Allowed(owed_before_deal, moot)}, refuse=not_now,
                          lenient={Hold: PlayerSteps._do_hold}),
        TURN: PhaseRules({Flood: Allowed(_check_flood, _do_flood), Draw: Allowed(_check_draw, _do_draw),
                          DrawOwed: Allowed(_check_draw_owed, _do_draw_owed),
                          Trade: Allowed(PlayerSteps._check_trade, PlayerSteps._do_trade),
                          Plant: Allowed(PlayerSteps._check_plant, PlayerSteps._do_plant),
                          Speculate: Allowed(PlayerSteps._check_speculate, PlayerSteps._do_speculate),
                          Pass: Allowed(PlayerSteps._check_pass, PlayerSteps._do_pass),
                          Hold: Allowed(PlayerSteps._check_hold, PlayerSteps._do_hold)},
                         SimulationMoves._legal_turn, not_now, {Deal: _do_deal, Tally: _do_tally}),
        OVER: PhaseRules({Hold: Allowed(PlayerSteps._check_hold, PlayerSteps._do_hold),
                          Pass: Allowed(pass_after_end, moot), DrawOwed: Allowed(owed_after_end, moot)},
                         refuse=after_end, lenient={Deal: _do_deal, Tally: _do_tally}),
    }
    #: what a hand told must mean before any phase looks at it: a seat at the table, a card named
    READS = {Hold: PlayerSteps._read_hold}

def simulate(players: Sequence[str], seed: int, variants: Sequence[str] = ()) -> tuple[Nile, list[Move]]:
    """A complete random legal game: the final state and the moves, chance drawn from ``seed``."""
    state = Nile(players, variants)
    moves = random_playout(state, random.Random(seed))
    return state, moves


#: the engine's public face: the game, its moves, its phases, the rules its rulings cite (defined in
#: :mod:`scorer.games.nile.table`), a random playout
__all__ = ["GAME", "R_DRAW", "R_END", "R_FLOOD", "R_HAPI", "R_HARVEST", "R_MARKET", "R_OPTIONAL", "R_PLAGUE", "R_PLANT",
           "R_SETUP", "R_SPECULATE", "R_STEP4", "R_TRADE", "R_TURN_ORDER", "Deal", "Draw", "DrawOwed", "Flood", "Hold",
           "Move", "Nile", "Pass", "Phase", "Plant", "Speculate", "Tally", "Trade", "simulate"]
