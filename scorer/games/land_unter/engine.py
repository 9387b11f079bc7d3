"""Land Unter (Stefan Dorra): the rules engine.

Facts and decisions: ``shared/games/land-unter.md``; rules text: ``shared/rules/land-unter.fr.txt``
(section names below are that text's headings). Card facts come from ``data/land-unter.yaml``.

Game facts (the declarative header):

* 3-5 players; as many rounds as players; a round is 12 tricks.
* 60 weather cards (1-60, each once) with 0, ½ or 1 lifebelt; 24 water-level cards (1-12, two each).
* Hands are dealt once; before each later round every player passes the hand they were dealt, with
  its lifebelts, to the left. So in round ``r`` seat ``p`` holds the hand dealt to seat
  ``(p - (r - 1)) mod n`` in round 1 — "hand ``h``" below always means that round-1 index.

Moves: :class:`Deal` (chance, once per round; or, in round 1, made of each player's :class:`Announce`),
:class:`TurnUp` (chance: the two water-level cards of a trick), :class:`Play` (a player's weather card). A trick resolves itself when the last card is played.
``state.phase`` (:class:`Phase`) says which of them is due: the deal, the turn-up, the plays, or none.

>>> state = LandUnter(["Anna", "Ben", "Cleo"])
>>> state.current_player == CHANCE
True
>>> import random
>>> moves = random_playout(state, random.Random(1))
>>> state.is_over, len(state.round_points)
(True, 3)
"""

from __future__ import annotations

import copy
import random
from typing import Any, Sequence

from gamedata.catalogue import load_catalogue
from scorer.engine import (CHANCE, TERMINAL, Allowed, IllegalMove, InvalidMove, Phased, PhaseRules, Ranking, Said,
                           check_seating, check_variants, random_playout, rank_by_points, say)
from scorer.games.land_unter.deal import DealRules
from scorer.games.land_unter.moves import FACE_DOWN, Announce, Clash, Deal, HandWritten, Move, Play, TrickResult, TurnUp
from scorer.games.land_unter.rules import (_DEAL, _OVER, _PLAY, _TURN_UP, GAME, HAND_SIZE,
                                          LIFEBELT_POINTS, LOWEST_BONUS, OUT_POINTS, PLAYERS_LEFT, R_CONTENTS,
                                          R_ELIMINATION, R_GAME_END, R_NEXT_ROUND, R_OPEN_PLAY, R_PENALTY, R_PLAY,
                                          R_ROUND_END, R_SETUP, R_TURN_UP, TRICKS_PER_ROUND, WATER_PER_TRICK, Phase)
from scorer.games.land_unter.phases import (at_the_deal, at_the_turn_up, eliminated, game_over, in_the_trick,
                                           read_announce, read_hand, read_play, read_tally)
from scorer.games.land_unter.tally import RoundTally, tally_problem
from scorer.games.land_unter.written import WrittenHands


def round_points(belts: Sequence[int], out: Sequence[bool], level: Sequence[int]) -> list[int]:
    """A round's points per seat [Marque]: :data:`LIFEBELT_POINTS` (+1) per lifebelt kept (0 with none),
    :data:`OUT_POINTS` (-1) if out of the round, and :data:`LOWEST_BONUS` (+1) to the lowest water level
    showing among those still in (no card counts as the lowest; tied players all get it).

    >>> round_points([3, 0, 2], [False, True, False], [4, 9, 7])
    [4, -1, 2]
    """
    lowest = min((level[p] for p in range(len(belts)) if not out[p]), default=None)
    return [OUT_POINTS if out[p] else belts[p] * LIFEBELT_POINTS + (LOWEST_BONUS if level[p] == lowest else 0)
            for p in range(len(belts))]


class LandUnter(DealRules, WrittenHands, Phased[Phase, Move]):
    """A game of Land Unter for 3-5 players (``players``: names in seating order, clockwise).

    ``variants``: ``["open-play"]`` for the French rules' variant (cards played face up in turn).
    Raises :class:`SetupError` for a wrong player count, repeated names or an unknown variant.
    """

    game = GAME
    #: read-only facts a :meth:`clone` shares with the original instead of copying
    _shared = ("halves", "water_copies", "water_values")

    def __init__(self, players: Sequence[str], variants: Sequence[str] = ()):
        cat = load_catalogue(GAME)
        check_seating(cat.title, cat.players.min, cat.players.max, players)
        check_variants(cat.title, cat.variant_ids, variants)
        weather = cat.deck("weather").cards
        #: half-lifebelts shown by each weather number (index 0 unused)
        self.halves = [0] * (len(weather) + 1)
        for c in weather:  # the catalogue checks that every weather card has its number and lifebelts
            self.halves[c.number or 0] = round((c.lifebelts or 0) * 2)
        self.max_card = len(weather)
        #: copies of each water-level value (the catalogue checks that every card has its value)
        self.water_copies: dict[int, int] = {c.value or 0: c.count for c in cat.deck("water").cards}
        self.water_values = sorted(self.water_copies)
        self.players = tuple(players)
        self.n = len(players)
        self.open_play = "open-play" in variants
        self.round = 1
        self.phase: Phase = _DEAL
        # per hand (round-1 seat index): known cards, whether all 12 are known, its lifebelts
        self.hand_known: list[set[int]] = [set() for _ in range(self.n)]
        self.hand_belts: list[int | None] = [None] * self.n
        self.played_from: list[set[int]] = [set() for _ in range(self.n)]  # per hand: cards seen played from it
        self.claims: list[set[int]] = [set() for _ in range(self.n)]  # per hand: cards known only as written (written.py)
        self.clashes: list[Clash] = []  # claims that cannot all be true, for nile check (written.py)
        self.lost: list[Clash] = []  # claims lost at the last move (written.py)
        #: the seat whose copy this is (:func:`~scorer.games.land_unter.seats.seen_by`), None for the referee's
        #: game or the table's copy
        self.viewer: int | None = None
        #: True on a seat's copy (:func:`~scorer.games.land_unter.seats.seen_by`), where the referee may know
        #: weather cards the copy does not (a hand written down on another page, a card of the trick face
        #: down): an example card is named there only from a hand the copy knows whole, as any other number
        #: could be one of those cards (and skipping them would tell which)
        self.cards_hidden = False
        self.round_points: list[list[int]] = []
        self.tallied = 0  # rounds given as end counts only (RoundTally)
        self.tallies: list[RoundTally] = []  # those rounds' end counts, in order
        self.tricks: list[TrickResult] = []
        self.round_end_reason: Said | str = ""  # why the last round ended (said in its news)
        self._start_round_state()

    def _kept(self) -> list[object]:
        """What :meth:`clone` shares: the facts, and the results of the tricks played (each frozen once its
        trick is over, three quarters of a late game's copying)."""
        return [*super()._kept(), *self.tricks]

    def clone(self) -> "LandUnter":
        """An independent copy (:meth:`GameState.clone`), made field by field: every list, set and dict copied,
        and each list, set or dict inside one; the numbers, strings, tuples, frozen results (tricks, tallies,
        clashes) and read-only facts (:attr:`_shared`) shared. A session and each seat's view copy the game at
        every step: the generic deep copy was two thirds of the seat-secret property's time (issue 24)."""
        new = copy.copy(self)
        for name, value in vars(self).items():
            if isinstance(value, (list, set, dict)) and name not in self._shared:
                setattr(new, name, _copied(value))
        return new

    # --- state helpers -------------------------------------------------------------------------
    def _start_round_state(self) -> None:
        n = self.n
        self.trick = 0  # tricks completed this round
        #: per hand (round-1 index): the cards of its hand as written that gave way to its holder's own card
        #: this round (written.py), ticked again on the holder's page until the hand is written again
        self.gave_way: list[list[int]] = [[] for _ in range(n)]
        self.belts = [0] * n
        self.out = [False] * n
        self.out_trick: list[int | None] = [None] * n
        self.announced: dict[int, int] = {}  # the lifebelts announced so far, while the deal waits (deal.py)
        self.level = [0] * n
        self.water_left = dict(self.water_copies)
        self.water_seen: dict[int, list[int]] = {}
        self.water: tuple[int, int] | None = None
        self.seen: dict[int, tuple[int, int]] = {}  # card -> (seat, trick) this round
        self.plays: dict[int, int] = {}
        self.order: list[int] = []
        self.leader = 0

    def hand_of(self, seat: int, rnd: int | None = None) -> int:
        """The hand (round-1 seat index) that ``seat`` holds in round ``rnd`` (default: now)."""
        return (seat - ((rnd or self.round) - 1)) % self.n

    def holder(self, hand: int, rnd: int | None = None) -> int:
        """The seat holding ``hand`` in round ``rnd`` (default: now)."""
        return (hand + (rnd or self.round) - 1) % self.n

    def hand_complete(self, hand: int) -> bool:
        """True when all 12 cards of ``hand`` are known."""
        return len(self.hand_known[hand]) == HAND_SIZE

    def active(self) -> list[int]:
        """Seats still in the current round."""
        return [p for p in range(self.n) if not self.out[p]]

    def _owner(self, card: int) -> int | None:
        for h, known in enumerate(self.hand_known):
            if card in known:
                return h
        return None

    def _hand_name(self, hand: int) -> Said:
        if self.round == 1:
            return say("land-unter.hand.own", player=self.players[hand])
        return say("land-unter.hand.passed", holder=self.players[self.holder(hand)], player=self.players[hand])

    # --- the contract ---------------------------------------------------------------------------
    @property
    def current_player(self) -> int:
        if self.phase == _PLAY:
            for p in self.order:
                if p not in self.plays:
                    return p
        if self.phase == _OVER:
            return TERMINAL
        return CHANCE

    @property
    def is_over(self) -> bool:
        return self.phase == _OVER

    def legal_plays(self) -> list[Play]:
        """The weather cards the current player may play (sorted), as :class:`Play` moves.

        With a fully known hand these are its unplayed cards; with an unseen hand, every card not
        played this round, not known to be in another hand, and consistent with the lifebelts announced.
        """
        if self.phase != _PLAY:
            return []
        p = self.current_player
        return [Play(p, c) for c in self._candidates(p)]

    def playable(self, p: int) -> list[int]:
        """The weather cards seat ``p`` may play in this trick, whoever the table is asked about (the
        cards are revealed together [Déroulement d'un pli]), sorted; empty when ``p`` played already, is
        out, or no trick is being played. A card of a hand not written down is one nobody has played
        this round and no other hand is known to hold that keeps the lifebelts announced possible."""
        if self.phase != _PLAY or p not in self.order or p in self.plays:
            return []
        return self._candidates(p)

    def _candidates(self, p: int) -> list[int]:
        h = self.hand_of(p)
        known = self.hand_known[h]
        if self.claims[h]:  # the own card wins over the own claims: the hand's cards and what the facts allow
            mine = {c for c in known if c not in self.seen}
            with self._claims_aside(h):
                return sorted(mine | set(self._candidates(p)))
        if len(known) == HAND_SIZE:
            return sorted(c for c in known if c not in self.seen)
        # only what the seat is ruled on: the other hands' facts, never their claims (written.py), and the cards
        # the table saw played from another hand in an earlier round (a seat's copy knows them by its tricks)
        taken = set().union(*self.seat_known(h), {c for t in self.tricks if t.round < self.round
                                                   for s, c in t.plays.items() if self.hand_of(s, t.round) != h})
        fits: dict[int, bool] = {}  # a card's kind (its half-lifebelts) -> may the hand hold one more of it?
        out = []
        for c in range(1, self.max_card + 1):
            if c in self.seen or (c in taken and c not in known):
                continue
            if c not in known:  # every card of a kind that no hand is known to hold is alike here
                kind = self.halves[c]
                if kind not in fits:
                    fits[kind] = self._feasible(h, c)
                if not fits[kind]:
                    continue
            out.append(c)
        return out

    def sample_chance(self, rng: random.Random) -> Deal | TurnUp:
        """Deal (round 1: shuffle and deal 12 each; later: the passed hands) or turn up two cards."""
        if self.phase == _DEAL:
            hands: tuple[frozenset[int] | None, ...]
            if self.round == 1:
                deck = list(range(1, self.max_card + 1))
                rng.shuffle(deck)
                hands = tuple(frozenset(deck[i * HAND_SIZE:(i + 1) * HAND_SIZE]) for i in range(self.n))
            else:
                hands = tuple(frozenset(self.hand_known[self.hand_of(p, self.round)])
                              if self.hand_complete(self.hand_of(p, self.round)) else None
                              for p in range(self.n))
            belts = tuple(self.lifebelts_of(h) if h is not None else None for h in hands)
            return Deal(hands, belts)
        if self.phase == _TURN_UP:
            pile = [v for v, k in self.water_left.items() for _ in range(k)]
            a, b = rng.sample(pile, WATER_PER_TRICK)
            return TurnUp((a, b))
        raise ValueError("not a chance node")

    # --- checking (each move in the phases that let it come: PHASES below) -----------------------
    def _check_turn_up(self, move: TurnUp) -> IllegalMove | None:
        a, b = move.cards
        for v in (a, b):
            if v not in self.water_copies:
                raise InvalidMove(say("land-unter.read.no-water-card", value=v, low=self.water_values[0],
                                      high=self.water_values[-1]))
        need = {a: 1 + (a == b)} if a == b else {a: 1, b: 1}
        for v, k in need.items():
            if self.water_left[v] < k:
                seen = self.water_seen.get(v, [])
                if not seen:
                    return IllegalMove(move, R_TURN_UP, say("land-unter.turn-up.taken-earlier", value=v,
                                                            copies=self.water_copies[v]))
                return IllegalMove(move, R_TURN_UP, say("land-unter.turn-up.taken", value=v, copies=self.water_copies[v],
                                                        tricks=[say("land-unter.trick", trick=t) for t in seen]))
        return None

    def _check_play(self, move: Play) -> IllegalMove | None:
        p, c = move.player, move.card
        name = self.players[p]
        if self.out[p]:
            return eliminated(self, move)
        if p in self.plays:
            if self.plays[p] == FACE_DOWN:  # a seat's copy: another seat's card, face down
                return IllegalMove(move, R_PLAY, say("land-unter.play.twice-face-down", player=name))
            return IllegalMove(move, R_PLAY, say("land-unter.play.twice", player=name, card=self.plays[p]))
        if self.open_play and p != self.current_player:
            turn = self.players[self.current_player]
            return IllegalMove(move, R_OPEN_PLAY, say("land-unter.play.open-turn", leader=self.players[self.order[0]],
                                                      turn=turn, player=name))
        if c in self.seen:
            who, t = self.seen[c]
            if t == self.trick + 1:  # in the trick in progress
                return IllegalMove(move, R_PLAY, say("land-unter.play.in-this-trick", card=c, by=self.players[who]))
            return IllegalMove(move, R_PLAY, say("land-unter.play.discarded", card=c, by=self.players[who], trick=t))
        h = self.hand_of(p)
        if c in self.hand_known[h]:
            return None
        err = self._card_problem(move, h)
        if err is not None and self.claims[h]:  # the own face-up card wins over the own claims (written.py)
            with self._claims_aside(h):
                return self._card_problem(move, h)
        return err

    def passed_on(self, card: int) -> tuple[int, int] | None:
        """The round before this one and the seat that played ``card`` face up in it, the latest such round, or
        None: the hands pass on with their cards from round to round [Next round; Manche suivante], so the whole
        table saw which hand holds it now (the one its player held then).

        >>> from scorer.games.land_unter.moves import Deal, Play, TurnUp
        >>> s = LandUnter(["Anna", "Ben", "Cleo"])
        >>> s.apply(Deal(None, (4, 5, 4))); s.apply(TurnUp((7, 1))); s.apply(Play(2, 3))
        >>> s.passed_on(3) is None  # played this round: not an earlier one
        True
        """
        rounds = [(t.round, seat) for t in self.tricks if t.round < self.round
                  for seat, played in t.plays.items() if played == card]
        return max(rounds, default=None)

    def _card_problem(self, move: Play, h: int) -> IllegalMove | None:
        """Why ``move.player`` cannot play ``move.card``, a card not known in ``h``, the hand it holds: the card
        is another hand's as far as the player may know, or the hand known whole lacks it, or the deal could
        not give the hand the card with the lifebelts announced [Préparation]; else None."""
        p, c = move.player, move.card
        name = self.players[p]
        known = self.hand_known[h]

        def legal() -> list[int]:
            return sorted(self._candidates(p))[:20]

        earlier = self.passed_on(c)
        if earlier is not None and self.hand_of(earlier[1], earlier[0]) != h:  # seen by all: said as it is
            return IllegalMove(move, R_NEXT_ROUND, say("land-unter.play.passed-on", player=name, card=c, round=earlier[0],
                                                       by=self.players[earlier[1]], holder=self.players[
                                                           self.holder(self.hand_of(earlier[1], earlier[0]))]), legal())
        # a card another hand holds only as written down is no ruling: that hand's claim (written.py)
        owner = self._fact_owner(c, h)
        if owner is not None and owner != h:
            return IllegalMove(move, R_PLAY, say("land-unter.play.other-hand", player=name, card=c,
                                                 hand=self._hand_name(owner)), legal())
        if len(known) == HAND_SIZE:  # known whole as facts (a hand as written gives way: _check_play)
            left = sorted(known - set(self.seen))
            return IllegalMove(move, R_PLAY, say("land-unter.play.not-in-hand", player=name, card=c, left=left), legal())
        why = self.deal_problem(h, c, self.seat_known(h))
        if why is not None:
            return IllegalMove(move, R_SETUP, say("land-unter.play.no-deal", player=name, card=c, why=why,
                                                  seen=sorted(known)), legal())  # (not the card refused)
        return None

    # --- doing (each move's effect in the phases that let it come: PHASES below) ------------------
    def _do_deal(self, move: Deal) -> None:
        if self.phase == _OVER:
            return
        if self.phase != _DEAL:  # lenient: close the unfinished round as it stands
            self._end_round(say("land-unter.round-end.started-early", round=self.round + 1))
            if self.phase == _OVER:
                return
        n = self.n
        hands = move.hands or (None,) * n
        belts = tuple(self.announced.get(p) if k is None else k for p, k in enumerate(move.lifebelts or (None,) * n))
        for p in range(n):
            h = self.hand_of(p)
            given = hands[p]
            if given is not None and (self.round == 1 or not self.hand_complete(h)):
                self.hand_known[h] |= set(given)
                self.claims[h] -= set(given)
                if len(self.hand_known[h]) > HAND_SIZE:  # lenient: a contradictory record
                    self.hand_known[h] = set(given)
            if self.hand_complete(h):
                self.hand_belts[h] = self.lifebelts_of(self.hand_known[h])
            elif self.hand_belts[h] is None:
                self.hand_belts[h] = belts[p]
        self._start_round_state()
        self.belts = [self.hand_belts[self.hand_of(p)] or 0 for p in range(n)]
        self.phase = _TURN_UP
        if self.open_play:
            first = (self.round - 1) % n
            seats = [(first + i) % n for i in range(n)]
            self.leader = max(seats, key=lambda s: (self.belts[s], -seats.index(s)))

    def _do_turn_up(self, move: TurnUp) -> None:
        for v in move.cards:
            self.water_left[v] = max(0, self.water_left.get(v, 0) - 1)
            self.water_seen.setdefault(v, []).append(self.trick + 1)
        self.water = move.cards
        self.plays = {}
        act = self.active()
        if self.open_play:
            i = act.index(self.leader) if self.leader in act else 0
            self.order = act[i:] + act[:i]
        else:
            self.order = act
        self.phase = _PLAY

    def _do_play(self, move: Play) -> None:
        p, c = move.player, move.card
        if self.phase != _PLAY or self.out[p] or p in self.plays or p not in self.order:
            return
        h = self.hand_of(p)
        if c not in self.hand_known[h] and self.claims[h] and self._card_problem(move, h) is not None:
            self._give_way(p, h, c)  # the own face-up card wins: the hand as written gives way (written.py)
        self.plays[p] = c
        self.seen[c] = (p, self.trick + 1)
        self.played_from[h].add(c)
        self.claims[h].discard(c)
        if len(self.hand_known[h]) < HAND_SIZE:
            self.hand_known[h].add(c)
        if self.open_play:  # face up as it comes [Variante]
            self._settle_claims({p: c})
        if len(self.plays) == len(self.order):
            if not self.open_play:  # turned up together [Déroulement d'un pli]
                self._settle_claims(self.plays)
            self._resolve_trick()

    def _resolve_trick(self) -> None:
        """Phases 3-4: hand out the water-level cards, take lifebelts, eliminate, cascade."""
        assert self.water is not None
        ranked = sorted(self.plays, key=self.plays.__getitem__, reverse=True)
        low, high = sorted(self.water)
        took = {ranked[0]: low, ranked[1]: high}  # phase 3: highest card takes the lower water card
        for p, value in took.items():  # it goes on top: only the top card counts
            self.level[p] = value
        self.trick += 1
        lost: list[int] = []
        eliminated: list[int] = []
        events: list[tuple[int, int, bool]] = []
        while True:
            act = self.active()
            top = max(self.level[p] for p in act)
            if top == 0:  # [decision] nobody shows a card: nobody loses
                break
            newly_out = []
            for p in act:
                if self.level[p] == top:
                    if self.belts[p] > 0:
                        self.belts[p] -= 1
                        lost.append(p)
                    else:
                        newly_out.append(p)
                    events.append((p, top, p in newly_out))
            for p in newly_out:
                self.out[p] = True
                self.out_trick[p] = self.trick
            eliminated += newly_out
            # the penalty passes on only when somebody went out, and stops once two are left
            if not newly_out or len(act) - len(newly_out) <= PLAYERS_LEFT:
                break
        remaining = len(self.active())
        # a round is 12 tricks; it may end early when only two players are left in it [Fin d'une manche]: after
        # the 12th trick it ends because the tricks are played, whoever is left
        ends = (say("land-unter.round-end.all-tricks", tricks=TRICKS_PER_ROUND) if self.trick == TRICKS_PER_ROUND
                else say("land-unter.round-end.players-left", left=remaining, trick=self.trick)
                if remaining <= PLAYERS_LEFT else None)
        self.tricks.append(TrickResult(self.round, self.trick, self.water, dict(self.plays), took, lost, eliminated,
                                       round_over=ends is not None, events=events))
        if self.open_play:
            self._next_leader(lost, eliminated)
        self.water = None
        if ends is not None:
            self._end_round(ends)
        else:
            self.phase = _TURN_UP

    def _next_leader(self, lost: list[int], eliminated: list[int]) -> None:
        """[Variante] The next trick is led by the player left of the one who lost a lifebelt (of
        several, the one with fewest lifebelts; [decision] ties: first in playing order)."""
        still_in = [p for p in dict.fromkeys(lost) if not self.out[p]]
        if still_in:
            unlucky = min(still_in, key=lambda p: (self.belts[p], self.order.index(p)))
        elif eliminated:
            unlucky = eliminated[-1]
        else:
            return
        for i in range(1, self.n + 1):
            seat = (unlucky + i) % self.n
            if not self.out[seat]:
                self.leader = seat
                return

    def _end_round(self, reason: Said) -> None:
        """Score the round (:func:`round_points`) and move on to the next round or the end."""
        self.round_points.append(round_points(self.belts, self.out, self.level))
        self.round_end_reason = reason
        self.round += 1
        self.phase = _OVER if len(self.round_points) == self.n else _DEAL

    def _do_tally(self, move: RoundTally) -> None:
        self.belts = list(move.kept)
        self.out = list(move.out)
        self.level = [v or 0 for v in move.water]
        self.tallied += 1
        self.tallies.append(move)
        self._end_round(say("land-unter.round-end.tallied"))
        self._start_round_state()

    # --- the phases [Déroulement du jeu]: what may come in each, its check and effect ------------
    #: a trick's cards and a hand written down may be told in any order while the trick is on; a deal told
    #: before its round is over closes the round as it stands (``nile check --keep-going``)
    PHASES = {
        Phase.DEAL: PhaseRules({Deal: Allowed(DealRules._check_deal, _do_deal),
                                Announce: Allowed(DealRules._check_announce, DealRules._do_announce),
                                RoundTally: Allowed(tally_problem, _do_tally)}, refuse=at_the_deal),
        Phase.TURN_UP: PhaseRules({TurnUp: Allowed(_check_turn_up, _do_turn_up),
                                   HandWritten: Allowed(WrittenHands._check_hand_written,
                                                        WrittenHands._do_hand_written)},
                                  refuse=at_the_turn_up, lenient={Deal: _do_deal}),
        Phase.PLAY: PhaseRules({Play: Allowed(_check_play, _do_play),
                                HandWritten: Allowed(WrittenHands._check_hand_written, WrittenHands._do_hand_written)},
                               legal=lambda state: state.legal_plays(), refuse=in_the_trick, lenient={Deal: _do_deal}),
        Phase.OVER: PhaseRules({}, refuse=game_over),
    }
    READS = {Play: read_play, HandWritten: read_hand, RoundTally: read_tally, Announce: read_announce}

    def _do(self, move: Move) -> None:
        """Apply ``move`` by its phase's row (:attr:`PHASES`); the claims lost at the move before are said."""
        if self.lost:
            self.lost = []
        super()._do(move)

    # --- results --------------------------------------------------------------------------------
    def totals(self) -> list[int]:
        """Points per seat over the rounds played so far."""
        return [sum(r[p] for r in self.round_points) for p in range(self.n)]

    def ranking(self) -> Ranking:
        per_round = [[r[p] for r in self.round_points] for p in range(self.n)]
        return rank_by_points(self.players, self.totals(), per_round, over=self.is_over,
                              tie_rule=say("nile-cli.ranking.no-tiebreak-ours"))

    def missing_players(self) -> list[int]:
        """Seats still in that have not played in the current trick (empty outside a trick)."""
        return [p for p in self.order if p not in self.plays] if self.phase == _PLAY else []

    def unchecked(self) -> list[str]:
        notes: list[str] = []
        if self.tallied:
            notes.append(say("land-unter.unchecked.tallied", rounds=self.tallied))
        for h in range(self.n):
            known, belts = self.hand_known[h], self.hand_belts[h]
            if len(known) < HAND_SIZE and belts is not None:
                notes.append(say("land-unter.unchecked.trusted", player=self.players[h], seen=len(known),
                                 hand_size=HAND_SIZE, belts=belts))
        return notes

    def findings(self) -> list[str]:
        """The claims that cannot all be true although each step was legal as ruled (decision *claims*), while
        they still stand: a card played face up that another hand as written held, until that hand is written
        again (its holder corrected it), and a card two hands as written both still hold, one line each, in
        words (:meth:`~scorer.games.land_unter.moves.Clash.words`); ``nile check`` reports them.

        >>> from scorer.games.land_unter.moves import Deal, TurnUp
        >>> s = LandUnter(["Anna", "Ben", "Cleo"]); s.apply(Deal(None, (5, 5, 5))); s.apply(TurnUp((3, 5)))
        >>> s.apply(HandWritten(0, (5, 9, 16, 20, 25, 34, 39, 41, 44, 48, 52, 59)))
        >>> s.apply(Play(1, 9)); s.findings()
        []
        >>> s.apply(Play(0, 5)); s.apply(Play(2, 30)); s.findings()
        ["round 1, trick 1: Ben played 9, which Anna's hand as written held (that card of the hand as written was wrong)"]
        >>> s.apply(HandWritten(0, (5, 10, 16, 20, 25, 34, 39, 41, 44, 48, 52, 59))); s.findings()
        []
        """
        return [c.words(self.players) for c in self.clashes if self.standing(c)]

    def position(self) -> str:
        """Where the game stands, in words ("round 2, trick 5: Ben to play"; "round 1, the deal: the cards are
        to be dealt", whose stage before the colon still reads well once the deal is done: "Recorded: 3 4 8,
        Round 1, the deal")."""
        if self.phase == _OVER:
            return say("land-unter.position.over")
        if self.phase == _DEAL:
            return say("land-unter.position.deal", round=self.round)
        if self.phase == _TURN_UP:
            return say("land-unter.position.turn-up", round=self.round, trick=self.trick + 1)
        return say("land-unter.position.play", round=self.round, trick=self.trick + 1,
                   player=self.players[self.current_player])


def simulate(players: Sequence[str], seed: int, variants: Sequence[str] = ()) -> tuple[LandUnter, list[Move]]:
    """A complete random legal game: the final state and the moves, chance drawn from ``seed``."""
    state = LandUnter(players, variants)
    moves = random_playout(state, random.Random(seed))
    return state, moves


__all__ = ["HAND_SIZE", "R_CONTENTS", "R_ELIMINATION", "R_GAME_END", "R_NEXT_ROUND", "R_OPEN_PLAY", "R_PENALTY", "R_PLAY",
           "R_ROUND_END", "R_SETUP", "R_TURN_UP", "TRICKS_PER_ROUND", "Deal", "HandWritten", "LandUnter", "Move", "Phase",
           "Play", "TurnUp", "round_points", "simulate"]


def _copied(value: Any) -> Any:
    """``value`` with every list, set and dict in it copied, anything else shared (:meth:`LandUnter.clone`)."""
    if isinstance(value, list):
        return [_copied(v) for v in value]
    if isinstance(value, dict):
        return {k: _copied(v) for k, v in value.items()}
    if isinstance(value, set):
        return set(value)  # (of numbers)
    return value
