"""Phase 2, the actions: sow, grow, harvest, buy a seed, buy a joker, spend a joker, and the variants'
extra actions. A mixin of :class:`scorer.games.ufern.engine.Ufern`, which holds the state.

One rule, one place: :meth:`ActionRules._action_problem` is the only judge of an action; the options
:meth:`ActionRules._action_options` lists are exactly the actions it accepts (a property test says so).
Rules: ``[Actions]``, ``[Semer]``, ``[Faire pousser]``, ``[Récolter]``, ``[Acheter des semences]``,
``[Acheter un joker]`` of ``ufern-des-nils.fr.txt``; decisions U14-U18, U25, U27, U28.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Any, Callable, Optional, assert_never

from scorer.engine import IllegalMove, InvalidMove
from scorer.engine.said import Said, say
from gamedata.ufern_catalogue import Event, UfernRules
from scorer.games.ufern.banks import Banks, Growing
from scorer.games.ufern.board import UfernBoard, crop_term, crop_terms
from scorer.games.ufern.market import RIPE, SPOILED, Sold, market_problem, state_word
from scorer.games.ufern.moves import Action, BuyJoker, BuySeed, Done, Grow, Harvest, Joker, Paid, Restore, Sow
from scorer.games.ufern.steps import RULES

R_POINTS = RULES["points"]
R_ONCE = RULES["once"]
R_SOW = RULES["sow"]
R_GROW = RULES["grow"]
R_HARVEST = RULES["harvest"]
R_BUY_SEED = RULES["buy_seed"]
R_BUY_JOKER = RULES["buy_joker"]
R_JOKER_PILE = RULES["joker_pile"]
R_BOUGHT_SEED = RULES["bought_seed"]
R_JOKER = RULES["joker"]
R_HIPPO_ACT = RULES["hippo_act"]
R_BUY_OTHER = RULES["buy_other"]
R_RESTORE = RULES["restore"]

#: the kinds of action, as :meth:`ActionRules._action_options` groups them
ACTION_KINDS = ("harvest", "grow", "sow", "buy", "joker", "buy joker", "restore", "done")


@lru_cache(maxsize=None)
def _sow(field: str, crop: str) -> Sow:
    """The move sowing ``crop`` on ``field``, made once (the action options list it again and again)."""
    return Sow(field, crop)


class ActionRules:
    """The action phase's rules over the state of :class:`~scorer.games.ufern.engine.Ufern`."""

    # provided by the state
    players: tuple[str, ...]
    seat: int
    points: int
    activated: set[str]
    bought: list[Counter[str]]
    joker_bought: bool
    supply: list[Counter[str]]
    boat: Counter[tuple[int, str]]
    jokers: list[list[Optional[Event]]]
    desert_pile: int
    desert_discards: list[Optional[Event]]
    market: dict[str, list[Sold]]
    variants: frozenset[str]
    round_active: bool
    banks: Banks
    board: UfernBoard
    rules: UfernRules

    _hippo_turn: Callable[[], bool]
    _draw_desert: Callable[[], bool]
    _field: Callable[[str], str]
    colour_name: Callable[[int], str]

    # -- costs and lookups --------------------------------------------------------------------------

    def _own(self, field: str, seat: int) -> Optional[Growing]:
        for g in self.banks.plants[field]:
            if g.owner == seat:
                return g
        return None

    def _cost(self, field: str, seat: int) -> int:
        """Sow, grow or harvest on ``field``: 2 if another player's plant is there now, else 1 (U15)."""
        crowded = any(g.owner != seat for g in self.banks.plants[field])
        return self.rules.crowded_cost if crowded else self.rules.plain_cost

    def _afford(self, move: Any, cost: int, what: Said, rule: str = R_POINTS) -> IllegalMove | None:
        """The points ``what`` (an action in words) costs, if the player to act has fewer left [Actions]."""
        if cost <= self.points:
            return None
        return IllegalMove(move, rule, say("ufern-des-nils.points.short", player=self.players[self.seat],
                                           points=self.points, what=what, cost=cost))

    def _crop(self, crop: str) -> str:
        if crop not in self.board.crop_count:
            raise InvalidMove(say("ufern-des-nils.read.not-a-crop", word=repr(crop), crops=crop_terms(self.board.crops)))
        return crop

    def _market_row(self, row: str) -> str:
        if row not in self.market:
            raise InvalidMove(say("ufern-des-nils.read.market-row", row=repr(row), rows=list(self.market)))
        return row

    # -- the judge ----------------------------------------------------------------------------------

    def _action_problem(self, move: Action) -> IllegalMove | None:
        """The rule the action ``move`` of the player to act breaks, or None. Raises :class:`InvalidMove`
        for a field, crop, row or seat that does not exist."""
        match move:
            case Done():
                return None
            case Sow():
                return self._sow_problem(move)
            case Grow() | Harvest():
                return self._tend_problem(move)
            case BuySeed():
                return self._buy_seed_problem(move)
            case BuyJoker() | Joker() | Restore() if self._hippo_turn():
                return IllegalMove(move, R_HIPPO_ACT, say("ufern-des-nils.hippo.no-jokers",
                                                          points=self.rules.action_points))
            case BuyJoker():
                return self._buy_joker_problem(move)
            case Joker() | Restore():
                return self._joker_problem(move)
            case _:
                assert_never(move)

    def _buy_joker_problem(self, move: BuyJoker) -> IllegalMove | None:
        """Buying a joker [Acheter un joker]: once per phase, while the desert pile or its discards hold a card,
        for its point (decision U12)."""
        if self.joker_bought:
            return IllegalMove(move, R_BUY_JOKER, say("ufern-des-nils.buy-joker.twice", player=self.players[self.seat]))
        if self.desert_pile + len(self.desert_discards) == 0:
            return IllegalMove(move, R_JOKER_PILE, say("ufern-des-nils.buy-joker.none-left"))
        return self._afford(move, self.rules.buy_joker, say("ufern-des-nils.cost.joker"), R_BUY_JOKER)

    def _sow_problem(self, move: Sow) -> IllegalMove | None:
        """Sowing [Semer]: a seed of the own supply, not one bought back from the boat this phase (decision
        U16), on a field a plant may go to, for its cost."""
        seat, name = self.seat, self.players[self.seat]
        field, crop = self._field(move.field), self._crop(move.crop)
        if self.supply[seat][crop] == 0:
            return IllegalMove(move, R_SOW, say("ufern-des-nils.sow.no-crop", player=name, crop=crop_term(crop),
                                                have=crop_terms(sorted(self.supply[seat].elements()))))
        if self.supply[seat][crop] <= self.bought[seat][crop]:
            return IllegalMove(move, R_BOUGHT_SEED, say("ufern-des-nils.sow.bought-back", player=name, crop=crop_term(crop)))
        problem = self.banks.plant_problem(field, seat, self.players, self.rules.plants_per_field)
        if problem:
            return IllegalMove(move, R_SOW, say("ufern-des-nils.sow.field", player=name, field=field, problem=problem))
        return self._afford(move, self._cost(field, seat), say("ufern-des-nils.cost.sow", field=field))

    def _tend_problem(self, move: Grow | Harvest) -> IllegalMove | None:
        """Growing [Faire pousser] or harvesting [Récolter] an own plant that has not acted this phase: a
        seed grows; a ripe plant goes to a market row its field's palms allow, where it fits."""
        seat, name = self.seat, self.players[self.seat]
        field = self._field(move.field)
        plant = self._own(field, seat)
        grow = isinstance(move, Grow)
        rule = R_GROW if grow else R_HARVEST
        if plant is None:
            return IllegalMove(move, rule, say("ufern-des-nils.grow.no-plant" if grow else "ufern-des-nils.harvest.no-plant",
                                               player=name, field=field))
        if field in self.activated:
            return IllegalMove(move, R_ONCE, say("ufern-des-nils.plant.acted", player=name, crop=crop_term(plant.crop), field=field))
        if grow and plant.ripe:
            return IllegalMove(move, R_GROW, say("ufern-des-nils.grow.ripe", player=name, crop=crop_term(plant.crop), field=field))
        if isinstance(move, Harvest):
            problem = self._harvest_problem(move, plant)
            if problem:
                return problem
        return self._afford(move, self._cost(field, seat), say("ufern-des-nils.cost.grow" if grow else
                                                               "ufern-des-nils.cost.harvest", field=field))

    def _harvest_problem(self, move: Harvest, plant: Growing) -> IllegalMove | None:
        """A ripe plant to a market row its field's palms allow, where it fits [Récolter] (decision U14)."""
        field, name = move.field, self.players[self.seat]
        if not plant.ripe:
            return IllegalMove(move, R_HARVEST, say("ufern-des-nils.harvest.seed", player=name, crop=crop_term(plant.crop),
                                                    field=field))
        row = self._market_row(move.row)
        value = self.board.palms[field]
        allowed = self.board.market_rows_for(value)
        if row not in allowed:
            return IllegalMove(move, R_HARVEST, say("ufern-des-nils.harvest.palms", crop=crop_term(plant.crop), palms=value,
                                                    row=row, rows=list(allowed)))
        problem = market_problem(self.market[row], self.board.market_size[row], plant.crop, self.rules.market_above)
        if problem:
            return IllegalMove(move, R_HARVEST, say("ufern-des-nils.harvest.market", crop=crop_term(plant.crop), row=row,
                                                    problem=problem))
        return None

    def _buy_seed_problem(self, move: BuySeed) -> IllegalMove | None:
        """Buying a seed [Acheter des semences]: an own plant from the boat; another player's only in the
        variant ``buy-other-seed``, at its price."""
        seat, name = self.seat, self.players[self.seat]
        crop = self._crop(move.crop)
        owner = seat if move.owner is None else move.owner
        if not 0 <= owner < len(self.players):
            raise InvalidMove(f"seat {owner} is not at this table")
        rule = R_BUY_SEED
        if move.owner == seat:
            return IllegalMove(move, R_BUY_SEED, say("ufern-des-nils.buy-seed.own-named", crop=crop_term(crop)))
        if owner != seat:
            rule = R_BUY_OTHER
            if "buy-other-seed" not in self.variants:
                return IllegalMove(move, R_BUY_SEED, say("ufern-des-nils.buy-seed.other-variant", player=name,
                                                         owner=self.players[owner]))
        if self.boat[(owner, crop)] == 0:
            return IllegalMove(move, rule, say("ufern-des-nils.buy-seed.not-in-boat", colour=self.colour_name(owner),
                                               crop=crop_term(crop)))
        cost = self.rules.buy_seed if owner == seat else self.rules.buy_other_seed
        return self._afford(move, cost, say("ufern-des-nils.cost.seed"), rule)

    def _joker_problem(self, move: Joker | Restore) -> IllegalMove | None:
        """Spending a joker for a point, or (variant ``joker-restores``) to restore a spoiled plant of the
        market: the player must hold one."""
        rule = R_JOKER if isinstance(move, Joker) else R_RESTORE
        if isinstance(move, Restore) and "joker-restores" not in self.variants:
            return IllegalMove(move, R_RESTORE, say("ufern-des-nils.restore.variant"))
        if not self.jokers[self.seat]:
            return IllegalMove(move, rule, say("ufern-des-nils.joker.none", player=self.players[self.seat]))
        if isinstance(move, Restore):
            row = self._market_row(move.row)
            if not 1 <= move.space <= len(self.market[row]):
                return IllegalMove(move, R_RESTORE, say("ufern-des-nils.restore.no-plant", row=row, space=move.space))
            sold = self.market[row][move.space - 1]
            if sold.state != SPOILED:
                return IllegalMove(move, R_RESTORE, say("ufern-des-nils.restore.not-spoiled", crop=crop_term(sold.crop), row=row,
                                                        space=move.space, state=state_word(sold.state)))
        return None

    # -- the options --------------------------------------------------------------------------------

    def _action_options(self) -> dict[str, list[Action]]:
        """Every legal action of the player to act, by kind (``"sow"``, ``"grow"``, ``"harvest"``,
        ``"buy"``, ``"buy joker"``, ``"joker"``, ``"restore"``, ``"done"``), each kind listed by its rule's
        method below; the hippo's points buy no joker (decision U25)."""
        out: dict[str, list[Action]] = {k: [] for k in ACTION_KINDS}
        out["done"].append(Done())
        seat = self.seat
        sowable = [c for c in self.board.crops if self.supply[seat][c] > self.bought[seat][c]]  # U16
        for field in self.board.fields:
            self._field_options(field, sowable, out)
        out["buy"] += self._seed_options()
        if not self._hippo_turn():
            out["buy joker"] += self._buy_joker_options()
            out["joker"] += self._joker_options()
            out["restore"] += self._restore_options()
        return out

    def _field_options(self, field: str, sowable: list[str], out: dict[str, list[Action]]) -> None:
        """Add to ``out`` the player to act's actions on ``field`` they can pay for (1 point, 2 where another
        player's plant grows, decision U15): sow one of the ``sowable`` crops where they have no plant, else
        grow their seed or harvest their ripe plant, once per phase (decision U16)."""
        seat, here = self.seat, self.banks.plants[field]
        mine = None
        for g in here:
            if g.owner == seat:
                mine = g
        crowded = here and any(g.owner != seat for g in here)
        if (self.rules.crowded_cost if crowded else self.rules.plain_cost) > self.points:
            return
        if mine is None:
            out["sow"] += self._sow_options(field, sowable)
        elif field not in self.activated:
            if mine.ripe:
                out["harvest"] += self._harvest_options(field, mine.crop)
            else:
                out["grow"].append(Grow(field))

    def _sow_options(self, field: str, sowable: list[str]) -> list[Sow]:
        """Sowing [Semer]: each ``sowable`` crop (of the own supply, not bought back this phase: decision
        U16) on ``field`` if it has room and is neither water nor desert."""
        banks = self.banks
        if not sowable or len(banks.plants[field]) >= self.rules.plants_per_field or banks.has_water(field) or banks.has_desert(field):
            return []
        return [_sow(field, c) for c in sowable]

    def _harvest_options(self, field: str, crop: str) -> list[Harvest]:
        """Harvesting [Récolter]: the ripe ``crop`` on ``field`` into each market row its palms reach whose
        next space takes it (decision U14)."""
        board = self.board
        return [Harvest(field, row) for row in board.market_rows_for(board.palms[field])
                if market_problem(self.market[row], board.market_size[row], crop, self.rules.market_above) is None]

    def _seed_options(self) -> list[BuySeed]:
        """Buying seed [Acheter des semences]: an own plant back from the boat (1 point); with the variant,
        another player's (2 points) [Variantes, Achat de semences] (decision U27)."""
        seat, points, other = self.seat, self.points, "buy-other-seed" in self.variants
        out = []
        for (owner, crop), k in sorted(self.boat.items()):
            if not k:
                continue
            if owner == seat and points >= self.rules.buy_seed:
                out.append(BuySeed(crop))
            elif owner != seat and other and points >= self.rules.buy_other_seed:
                out.append(BuySeed(crop, owner))
        return out

    def _buy_joker_options(self) -> list[BuyJoker]:
        """Buying a joker [Acheter un joker]: once per phase, for its point, while the desert pile or its
        discards hold a card (decision U12)."""
        left = self.desert_pile + len(self.desert_discards)
        return [BuyJoker()] if not self.joker_bought and self.points >= self.rules.buy_joker and left else []

    def _joker_options(self) -> list[Joker]:
        """A joker spent for one more point [Actions] (decision U18), while the player holds one."""
        return [Joker()] if self.jokers[self.seat] else []

    def _restore_options(self) -> list[Restore]:
        """With the variant, a joker turns a spoiled market plant ripe again [Variantes, Joker] (decision
        U28): each spoiled plant, while the player holds a joker."""
        if not self.jokers[self.seat] or "joker-restores" not in self.variants:
            return []
        return [Restore(row, i + 1) for row, sold in self.market.items() for i, p in enumerate(sold) if p.state == SPOILED]

    # -- the effects --------------------------------------------------------------------------------

    def _spend_joker(self, seat: int) -> None:
        """Discard one of ``seat``'s jokers, a card whose event is known first (see decision U12)."""
        hand = self.jokers[seat]
        known = [i for i, e in enumerate(hand) if e is not None]
        self.desert_discards.append(hand.pop(known[0] if known else len(hand) - 1))

    def _do_action(self, move: Paid) -> None:
        """Carry out an action the judge accepted (with ``--keep-going``, as much of it as can be done)."""
        seat = self.seat
        match move:
            case Sow():
                self._do_sow(move)
            case Grow() | Harvest():
                self._do_tend(move)
            case BuySeed():
                owner = seat if move.owner is None else move.owner
                if self.boat[(owner, move.crop)] <= 0:
                    return
                self.points -= self.rules.buy_seed if owner == seat else self.rules.buy_other_seed
                self.boat[(owner, move.crop)] -= 1
                self.supply[owner][move.crop] += 1
                self.bought[owner][move.crop] += 1
                self.round_active = True
            case BuyJoker():
                self.joker_bought = True
                self.points -= self.rules.buy_joker
                if self._draw_desert():
                    self.jokers[seat].append(None)
            case Joker():
                if self.jokers[seat]:
                    self._spend_joker(seat)
                    self.points += 1
            case Restore():
                self._do_restore(move)
            case _:
                assert_never(move)

    def _do_sow(self, move: Sow) -> None:
        """A seed from the supply onto the field [Semer]."""
        seat = self.seat
        if self.supply[seat][move.crop] <= 0:
            return
        self.points -= self._cost(move.field, seat)
        self.supply[seat][move.crop] -= 1
        self.banks.plants[move.field].append(Growing(seat, move.crop, False))
        self.activated.add(move.field)
        self.round_active = True

    def _do_tend(self, move: Grow | Harvest) -> None:
        """The own seed turned ripe [Faire pousser], or the ripe plant taken to the market row [Récolter]."""
        seat = self.seat
        plant = self._own(move.field, seat)
        if plant is None:
            return
        self.points -= self._cost(move.field, seat)
        self.activated.add(move.field)
        self.round_active = True
        if isinstance(move, Grow):
            plant.ripe = True
        else:
            self.banks.plants[move.field].remove(plant)
            self.market[move.row].append(Sold(seat, plant.crop, RIPE))

    def _do_restore(self, move: Restore) -> None:
        """A joker spent to turn a spoiled market plant ripe again (variant, decision U28)."""
        seat = self.seat
        if self.jokers[seat]:
            self._spend_joker(seat)
            sold = self.market[move.row]
            if 1 <= move.space <= len(sold) and sold[move.space - 1].state == SPOILED:
                sold[move.space - 1].state = RIPE
