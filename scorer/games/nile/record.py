"""NILE records: the format, its reader (record -> engine steps) and its writer (simulation).

A record holds what the table saw. Players are listed in seating order, clockwise, first player first::

    game: nile
    players: [Anna, Ben, Cleo]
    deal: {Anna: [Papyrus, Papyrus, Wheat, Flax, Castor/Flax]}   # optional; '?' for a card not seen
    turns:
      - player: Anna
        flood: Wheat                # the flood card; a list when the Plague came up first: [Plague, Wheat]
        trade:                      # optional, in order
          - market: [Flax, Lettuce]         # two cards from the hand; {hand: [..], storage: [..]} to mix
            drew: [?]                       # optional: the card drawn ('?' if unseen), or a count
          - hapi: {storage: [Wheat, Wheat]} # an offering to Hapi: discards, then a new flood
            flood: Lettuce
        plant: {Papyrus: 3}         # or: speculate: [Papyrus/Lettuce]; neither is fine
        drew: 2                     # optional: a count, or the cards ([?, Plague, Wheat])
        holds_after: {Ben: [Wheat]} # optional: cards told after the draws (see below)
    storage: {Anna: {Papyrus: 3, Wheat: 4}, ...}   # optional at the end: checked against the game

Harvests and speculation payouts follow from the rules. They may be typed — ``harvest: {Ben: Wheat}``
and ``payout: {Cleo: [?, ?, ?]}`` beside a ``flood`` — and are then checked. A Plague may be written
``{Plague: [Wheat]}`` to say which fields it destroyed (checked). Draws left out are taken as the
rules' number of unseen cards.

Cards a player told the referee on the own page (``Ben holds Papyrus``: dealt or drawn face down, kept
secret from the other seats) are written ``holds: {Ben: [Papyrus, Wheat]}`` where they were told, since a
card the table sees later may need the copy a claim took (the claim then gives way, :mod:`scorer.games.nile.hidden`):
at the top, told after the deal and before the first flood card; on a turn, told after the turn's flood
and payouts (before its first trade); on a trade, told after its draw or flood; ``holds_after`` on a turn,
told after its draws (before the next turn's flood card); and, told between two cards turned up or drawn
(after the Plague, after an offering, between two draws), as an item of the ``flood``, ``drew`` or
``payout`` list: ``drew: [?, {holds: {Ben: [Papyrus]}}, Plague]``. Where a player told cards again after
another player, the place holds a list that keeps the order (``[{Ben: [Wheat]}, {Cleo: [Wheat]}, {Ben: [Flax]}]``):
a claim gives way to a later one needing its copy. Each is checked against the cards of the hand nobody saw.
A card told by mistake and taken back ("not this one", decision *claims*) is written ``not`` and the card,
before the cards told with it: ``holds: {Ben: [not Lettuce/Castor, Flax]}`` (read in the order written: after
a card told, it is a later step, so it may take that card back).

A game still being played (``nile play`` saves one after every entry) says ``in_progress: true``: its
last turn stops at its last entry and nothing after it is implied (no pass, no draw, no payout); a
``drew`` list there, even empty, says the player has planted, speculated or passed. Without a
``deal`` and without turns, the cards are not dealt yet.

A **tally-only** record has just ``game``, ``players`` and the final ``storage``: enough to score.
Optional ``date``, ``place`` and ``notes`` are kept but not refereed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Union

from pydantic import StrictInt, StrictStr

from gamedata.yamlfile import Path_, SourceError, YamlDocument, shown
from scorer.engine import Checkpoint, Step, say
from scorer.games.nile.checkpoints import DrawsDone, HarvestIs, PayoutDue, PlagueDestroyed, StorageIs, TurnStart
from scorer.games.nile.engine import Nile
from scorer.games.nile.moves import Deal, Draw, DrawOwed, Flood, Hold, Move, Pass, Plant, Speculate, Tally, Trade
from scorer.games.nile.table import _DRAW_WHY, DEAL_SIZE
from scorer.games.nile.cards import card_set
from scorer.record import RecordHeader, RecordedGame, Strict, player_seat, start_state, validate

if TYPE_CHECKING:
    from pnp.canvas import Drawer


Told = Union[dict[StrictStr, list[StrictStr]], list[dict[StrictStr, list[StrictStr]]]]
Card = Union[StrictStr, dict[StrictStr, Union[list[StrictStr], Told]]]
Cards = Union[StrictInt, list[Card]]


class Discards(Strict):
    """The two cards a trade discards: from the hand and/or from the storage."""

    hand: list[StrictStr] = []
    storage: list[StrictStr] = []


class FloodRecord(Strict):
    """A flood card (or a Plague then a flood card) with what followed it, if typed."""

    flood: Union[StrictStr, list[Card], None] = None
    payout: dict[StrictStr, Cards] | None = None
    harvest: dict[StrictStr, Union[StrictStr, list[StrictStr]]] | None = None
    holds: Told | None = None


class TradeRecord(FloodRecord):
    """One trade: ``market`` (and the card ``drew``) or ``hapi`` (and the new ``flood``); ``holds`` the
    cards players told after it."""

    market: Union[list[StrictStr], Discards, None] = None
    hapi: Union[list[StrictStr], Discards, None] = None
    drew: Cards | None = None


class TurnRecord(FloodRecord):
    """One turn: the player, the flood, trades, planting or speculation, the end-of-turn draw."""

    player: StrictStr
    trade: list[TradeRecord] = []
    plant: dict[StrictStr, StrictInt] | None = None
    speculate: list[StrictStr] | None = None
    drew: Cards | None = None
    holds_after: Told | None = None


class NileRecord(RecordHeader):
    """A whole NILE record (see the module docstring)."""

    removed: list[StrictStr] | None = None
    deal: dict[StrictStr, list[StrictStr]] | None = None
    holds: Told | None = None
    turns: list[TurnRecord] = []
    storage: dict[StrictStr, dict[StrictStr, StrictInt]] | None = None
    in_progress: bool = False


# --- the reader -------------------------------------------------------------------------------------
class _Reader:
    def __init__(self, doc: YamlDocument, rec: NileRecord, state: Nile):
        self.doc, self.rec, self.state, self.cards = doc, rec, state, card_set()
        self.seat = {name: i for i, name in enumerate(rec.players)}
        self.steps: list[Step] = []
        self.open = False  # reading the last turn of a game in progress: nothing is implied

    def error(self, path: Path_, message: str) -> SourceError:
        """The error (to raise) at ``path`` of the record, with its ``file:line:column``."""
        return self.doc.error(path, message)

    def seat_of(self, path: Path_, name: str) -> int:
        return player_seat(self.doc, self.rec.players, path, name)

    def maybe_card(self, path: Path_, text: object) -> int | None:
        """The kind named by ``text``, or None for ``?`` (a card nobody saw); anything but a card's name (a
        mapping where a name belongs) is an unknown card."""
        try:
            return self.cards.parse(str(text))
        except KeyError:
            word = shown(text)
            word = word[1:-1] if isinstance(text, str) and word[-1:] == "'" else word  # (the message quotes it)
            raise self.error(path, say("nile.read.unknown-card", word=word, crops=self.cards.crop_terms,
                                             speculation=self.cards.terms[self.cards.n_crops],
                                             plague=self.cards.terms[self.cards.plague])) from None

    def card(self, path: Path_, text: object) -> int:
        """The kind named by ``text``, a card the table saw (so not ``?``)."""
        kind = self.maybe_card(path, text)
        if kind is None:
            raise self.error(path, say("nile.shape.seen"))
        return kind

    def crop(self, path: Path_, text: object) -> int:
        """The crop named by ``text``, a card the table saw."""
        kind = self.card(path, text)
        if not self.cards.is_crop(kind):
            raise self.error(path, say("nile.shape.not-crop", word=shown(text), crops=self.cards.crop_terms))
        return kind

    def add(self, move: Move | Checkpoint, path: Path_, context: str) -> None:
        self.steps.append(Step(move, self.doc.where(path), context))

    def told_item(self, path: Path_, item: Card, context: str) -> bool:
        """True (and the cards read as told) when the list item ``item`` is cards told between two cards
        turned up or drawn (``{holds: {Ben: [Papyrus]}}``); False for a card."""
        if not (isinstance(item, dict) and "holds" in item):
            return False
        if len(item) != 1 or not isinstance(item["holds"], (dict, list)):
            raise self.error(path, say("nile.shape.holds-between", example="{holds: {Ben: [Papyrus]}}"))
        self.holds(path + ("holds",), item["holds"], context)
        return True

    def plague_entry(self, path: Path_, item: Card) -> tuple[int | None, set[int] | None]:
        """A list item: a card name, '?', or {Plague: [crops destroyed]}."""
        if not isinstance(item, dict):
            return self.maybe_card(path, item), None
        key = next(iter(item), None)
        try:
            kind = self.cards.parse(key) if isinstance(key, str) else None
        except KeyError:
            kind = None
        crops = item[key] if isinstance(key, str) else None
        if len(item) != 1 or kind != self.cards.plague or not isinstance(crops, list) or not isinstance(key, str):
            raise self.error(path, say("nile.shape.plague-mapping", open="{Plague: [", close="]}",
                                                 holds="{holds: {Ben: [Papyrus]}}"))
        return kind, {self.crop(path + (key, j), c) for j, c in enumerate(crops)}

    def floods(self, base: Path_, entry: FloodRecord, context: str) -> None:
        """The flood card(s) of a turn or an offering, then payouts and the harvest if typed."""
        if entry.flood is None:
            return
        items = entry.flood if isinstance(entry.flood, list) else [entry.flood]
        if not [item for item in items if not (isinstance(item, dict) and "holds" in item)]:
            raise self.error(base + ("flood",), say("nile.shape.flood-none"))
        for j, item in enumerate(items):
            path = base + ("flood",) + ((j,) if isinstance(entry.flood, list) else ())
            if self.told_item(path, item, context):
                continue
            kind, destroyed = self.plague_entry(path, item)
            if kind is None:
                raise self.error(path, say("nile.shape.flood-unseen"))
            self.add(Flood(kind), path, context)
            if destroyed is not None:
                self.add(PlagueDestroyed(destroyed), path, context)
        for name, cards in (entry.payout or {}).items():
            seat = self.seat_of(base + ("payout", name), name)
            self.add(PayoutDue(seat), base + ("payout", name), context)
            self.draws(base + ("payout", name), seat, cards, _DRAW_WHY["payout"], context)
        if not self.open:
            self.add(DrawOwed(None), base + ("flood",), context)
        if entry.harvest is not None:
            harvest: set[tuple[int, int]] = set()
            for name, written in entry.harvest.items():
                seat = self.seat_of(base + ("harvest", name), name)
                crops: list[str] = written if isinstance(written, list) else [written]
                for j, c in enumerate(crops):
                    harvest.add((seat, self.crop(base + ("harvest", name, j), c)))
            self.add(HarvestIs(harvest), base + ("harvest",), context)

    def draws(self, path: Path_, seat: int, cards: Cards, reason: str, context: str) -> None:
        """A typed draw: a count of unseen cards, or the list of cards ('?' for unseen)."""
        if isinstance(cards, int):
            if cards < 0:
                raise self.error(path, say("nile.shape.negative-cards"))
            if cards > sum(self.cards.total):
                raise self.error(path, say("nile.shape.too-many-cards", cards=cards, total=sum(self.cards.total)))
            for _ in range(cards):
                self.add(Draw(seat, None), path, context)
            typed = cards
        else:
            typed = 0
            for j, item in enumerate(cards):
                if self.told_item(path + (j,), item, context):
                    continue
                kind, destroyed = self.plague_entry(path + (j,), item)
                self.add(Draw(seat, kind), path + (j,), context)
                if destroyed is not None:
                    self.add(PlagueDestroyed(destroyed), path + (j,), context)
                typed += kind != self.cards.plague
        if not self.open:
            self.add(DrawsDone(seat, typed, reason), path, context)

    def holds(self, path: Path_, told: Any, context: str) -> None:
        """Cards players told the referee (``{Ben: [Papyrus]}``), one :class:`Hold` each player in order; a
        list of such mappings where a player told cards again after another player (the order matters: a
        claim gives way to a later one that needs its copy)."""
        if isinstance(told, list):
            for j, part in enumerate(told):
                if not isinstance(part, dict):
                    raise self.error(path + (j,), say("nile.shape.holds-shape", example="{Ben: [Papyrus]}"))
                self.holds(path + (j,), part, context)
            return
        for name, cards in (told or {}).items():
            seat = self.seat_of(path + (name,), name)
            if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
                raise self.error(path + (name,), say("nile.shape.holds-list"))
            if not cards:
                raise self.error(path + (name,), say("nile.shape.holds-none"))
            for hold in self.told_cards(path + (name,), seat, cards):
                self.add(hold, path + (name,), context)

    def told_cards(self, path: Path_, seat: int, cards: list[str]) -> list[Hold]:
        """One player's cards told (``[Papyrus, Wheat]``), with cards taken back (``not Lettuce/Castor``, decision
        *claims*), as :class:`Hold` steps in the order written: a card taken back after cards told is a step
        of its own (it may take back one of them), one before them goes with them (taken back first)."""
        holds: list[Hold] = []
        told: list[int | None] = []
        dropped: list[int] = []
        for j, text in enumerate(cards):
            word, _, rest = text.strip().partition(" ")
            if word.lower() == "not" and rest.strip():
                if told:
                    holds.append(Hold(seat, tuple(told), tuple(dropped)))
                    told, dropped = [], []
                dropped.append(self.card(path + (j,), rest.strip()))
            else:
                told.append(self.maybe_card(path + (j,), text))
        holds.append(Hold(seat, tuple(told), tuple(dropped)))
        return holds

    def turn(self, i: int, turn: TurnRecord) -> None:
        """One turn's steps: its start, its flood, the cards told, its trades, step 4 and the draws."""
        base = ("turns", i)
        seat = self.seat_of(base + ("player",), turn.player)
        context = say("nile-cli.step.turn", turn=i + 1, player=turn.player)
        self.add(TurnStart(seat, i + 1), base + ("player",), context)
        self.floods(base, turn, context)
        self.holds(base + ("holds",), turn.holds, context)
        for j, trade in enumerate(turn.trade):
            self.trade(base + ("trade", j), seat, trade, say("nile-cli.step.nile.trade", step=context, trade=j + 1))
        if turn.plant is not None:
            self.plant(base + ("plant",), seat, turn.plant, context)
        if turn.speculate is not None:
            kinds = tuple(self.card(base + ("speculate", j), c) for j, c in enumerate(turn.speculate))
            self.add(Speculate(seat, kinds), base + ("speculate",), context)
        if turn.plant is None and turn.speculate is None and not (self.open and turn.drew is None):
            self.add(Pass(seat, implied=True), base + ("player",), context)
        if turn.drew is None:
            if not self.open:
                self.add(DrawOwed(seat), base + ("player",), context)
        else:
            self.draws(base + ("drew",), seat, turn.drew, _DRAW_WHY["end"], context)
        self.holds(base + ("holds_after",), turn.holds_after, context)

    def trade(self, tpath: Path_, seat: int, trade: TradeRecord, tcontext: str) -> None:
        """One trade of ``seat``'s turn: at the market (its draw) or an offering to Hapi (its flood card)."""
        if (trade.market is None) == (trade.hapi is None):
            raise self.error(tpath, say("nile.shape.trade"))
        kind = "market" if trade.market is not None else "offering"
        key = "market" if kind == "market" else "hapi"
        raw = trade.market if trade.market is not None else trade.hapi
        assert raw is not None  # one of the two, as checked above
        hand, storage = self._discards(tpath + (key,), raw)
        self.add(Trade(seat, kind, hand, storage), tpath + (key,), tcontext)
        if kind == "market":
            if trade.flood is not None or trade.harvest is not None or trade.payout is not None:
                raise self.error(tpath, say("nile.shape.market-flood"))
            if trade.drew is None:
                if not self.open:
                    self.add(DrawOwed(seat), tpath + (key,), tcontext)
            else:
                self.draws(tpath + ("drew",), seat, trade.drew, _DRAW_WHY["market"], tcontext)
        else:
            if trade.drew is not None:
                raise self.error(tpath + ("drew",), say("nile.shape.hapi-drew"))
            self.floods(tpath, trade, tcontext)
        self.holds(tpath + ("holds",), trade.holds, tcontext)

    def plant(self, path: Path_, seat: int, plant: dict[str, int], context: str) -> None:
        """``seat``'s planting: a count of each crop named (at least one, at most the game's cards of it)."""
        cards = []
        for name, n in plant.items():
            if n < 1:
                raise self.error(path + (name,), say("nile.shape.plant-none"))
            planted = self.card(path + (name,), name)
            if n > self.cards.total[planted]:
                raise self.error(path + (name,), say("nile.shape.plant-many", count=shown(n),
                                                                    crop=self.cards.terms[planted],
                                                                    total=self.cards.total[planted]))
            cards.append((planted, n))
        self.add(Plant(seat, tuple(sorted(cards))), path, context)

    def _discards(self, path: Path_, raw: list[str] | Discards) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """A trade's two cards: from the hand (a list), or ``{hand: [..], storage: [..]}``."""
        if isinstance(raw, list):
            return tuple(sorted(self.card(path + (j,), c) for j, c in enumerate(raw))), ()
        hand = tuple(sorted(self.card(path + ("hand", j), c) for j, c in enumerate(raw.hand)))
        storage = tuple(sorted(self.crop(path + ("storage", j), c) for j, c in enumerate(raw.storage)))
        return hand, storage

    def tally(self) -> None:
        """A tally-only record's step: every player's final storage."""
        storage = self.storage(("storage",))
        missing = [p for p in self.rec.players if self.seat[p] not in storage]
        if missing:
            raise self.error(("storage",), say("nile.shape.tally-missing", players=missing))
        self.add(Tally(tuple(tuple(storage[s]) for s in range(len(self.rec.players)))), ("storage",), say("nile-cli.step.nile.final-tally"))

    def deal(self, step: bool) -> None:
        """The deal, read (each player's cards as far as written, ``?`` unseen, and the cards removed) and,
        where ``step``, its step (a game in progress that has not said it yet has none)."""
        rec, hands = self.rec, None
        if rec.deal is not None:
            dealt: list[list[int | None]] = [[None] * DEAL_SIZE for _ in rec.players]
            for name, cards in rec.deal.items():
                seat = self.seat_of(("deal", name), name)
                if len(cards) > DEAL_SIZE:
                    raise self.error(("deal", name), say("nile.shape.deal-size", cards=len(cards), dealt=DEAL_SIZE))
                for j, c in enumerate(cards):
                    dealt[seat][j] = self.maybe_card(("deal", name, j), c)
            hands = tuple(tuple(h) for h in dealt)
        removed = None
        if rec.removed is not None:
            removed = tuple(self.card(("removed", j), c) for j, c in enumerate(rec.removed))
        if step:
            self.add(Deal(hands, removed), ("deal",) if rec.deal is not None else ("players",), say("nile-cli.step.deal"))

    def storage(self, path: Path_) -> dict[int, list[int]]:
        """Each player's storage as written (per seat, the count of each crop)."""
        out: dict[int, list[int]] = {}
        for name, piles in (self.rec.storage or {}).items():
            seat = self.seat_of(path + (name,), name)
            counts = [0] * self.cards.n_crops
            for crop, m in piles.items():
                if m < 0:
                    raise self.error(path + (name, crop), say("nile.shape.negative-pile"))
                counts[self.crop(path + (name, crop), crop)] = m
            out[seat] = counts
        return out


def read(doc: YamlDocument) -> RecordedGame:
    """Check a NILE record's shape and names, and turn it into steps.

    Raises :class:`~gamedata.yamlfile.SourceError` (exit 2) for a wrong shape, an unknown player or card, or
    a wrong player count; rule breaches are left to the replay (exit 1).
    """
    rec: NileRecord = validate(doc, NileRecord)
    state = start_state(doc, Nile, rec)
    reader = _Reader(doc, rec, state)
    info = {"players": rec.players, "variants": rec.variants, "turns": len(rec.turns)}
    if rec.storage is not None and not rec.turns and rec.deal is None and not rec.in_progress:
        reader.tally()
        info["summary"] = say("nile-cli.summary.nile.tally")
        return RecordedGame("nile", state, reader.steps, "tally", info)
    reader.deal(rec.deal is not None or bool(rec.turns) or bool(rec.holds) or not rec.in_progress)
    reader.holds(("holds",), rec.holds, say("nile-cli.step.nile.after-deal"))
    for i, turn in enumerate(rec.turns):
        reader.open = rec.in_progress and i == len(rec.turns) - 1
        reader.turn(i, turn)
    if rec.storage is not None:
        reader.add(StorageIs(reader.storage(("storage",))), ("storage",), say("nile-cli.step.nile.final-storage"))
    info["summary"] = say("nile-cli.summary.turns", turns=len(rec.turns)) if rec.turns else \
        say("nile-cli.summary.no-turn")
    return RecordedGame("nile", state, reader.steps, "moves", info)


def picture(state: Nile, marked: object = None, caption: str = "") -> tuple[float, float, Drawer]:
    """The table as ``state`` has it: ``(width_mm, height_mm, draw)`` (see :mod:`scorer.games.nile.picture`),
    with ``marked`` (an illegal move) drawn crossed out, or the cards of a
    :class:`~scorer.engine.LastStep` ringed."""
    from scorer.games.nile.picture import board_picture

    return board_picture(state, marked, caption)
