"""NILE records written: :func:`write_record` turns the engine moves of a game so far into the record
:mod:`scorer.games.nile.record` reads (the format is described there), one move at a time on a shadow game,
each kind of move by its own writer (:meth:`_Writer._before`)."""

from __future__ import annotations

import copy
from typing import Any, Sequence, assert_never

from scorer.games.nile.cards import card_set
from scorer.games.nile.engine import Nile
from scorer.games.nile.moves import Deal, Draw, DrawOwed, Flood, Hold, Move, Pass, Plant, Speculate, Tally, Trade
from scorer.games.nile.table import DEAL_SIZE

#: a list of a record's cards as written: names (``?`` for a card nobody saw), ``{Plague: [crops]}``, and the
#: cards told between two of them (``{holds: {Ben: [Papyrus]}}``)
Items = list[Any]
#: what a writer of one kind of move gives back (see :meth:`_Writer.add`): the list its card goes to, and for a
#: draw owed, (the seat that draws, the cards in its hand before)
_Written = tuple[Items | None, tuple[int, int] | None]


class _Writer:
    """The record of a game so far, built one engine move at a time on a shadow game."""

    def __init__(self, players: Sequence[str], variants: Sequence[str]):
        self.players, self.variants = tuple(players), tuple(variants)
        self.shadow = Nile(players, variants)
        self.head: dict[str, Any] = {}  # the deal and the removed cards
        self.turns: list[dict[str, Any]] = []
        self.context: dict[str, Any] = {}  # the turn or offering the last flood card belongs to
        self.trade: dict[str, Any] = {}
        self.told: list[Hold] = []  # cards told since the last step written, written before the next one

    def _slot(self) -> tuple[dict[str, Any], str] | None:
        """Where cards told now are written: after the turn's draws once its step 4 is done, else after the
        turn's last trade or its flood; None before the first turn."""
        if not self.turns:
            return None
        turn = self.turns[-1]
        if "drew" in turn or "plant" in turn or "speculate" in turn:
            return turn, "holds_after"
        return (turn["trade"][-1], "holds") if turn.get("trade") else (turn, "holds")

    def _told(self, before: Any = None) -> Any:
        """The cards told since the last step written (forgotten here), after ``before`` (cards told already
        written in the same place), in the order told (:func:`_told_value`)."""
        parts = [] if before is None else before if isinstance(before, list) else [before]
        runs = [(name, list(cards)) for part in parts for name, cards in part.items()]
        runs += [(self.players[move.player], _told_words(move)) for move in self.told]
        self.told = []
        return _told_value(runs)

    def _write_told(self, turn: dict[str, Any] | None = None) -> None:
        """Write the cards told since the last step written where the record reads them back, before the
        step that comes next: a card turned up or drawn may need the copy a claim took, and the claim gives
        way only when it was told before (:mod:`scorer.games.nile.hidden`), so a claim is never moved past one.
        Before a player's step: after the turn's flood or its last trade (``holds``); before a turn's first
        flood card: after the last turn's draws (``holds_after``), or after the deal (the record's ``holds``)."""
        if not self.told:
            return
        if turn is None and not self.turns:
            slot: tuple[dict[str, Any], str] = (self.head, "holds")
        else:
            found = self._slot() if turn is None else (turn, "holds")
            assert found is not None
            slot = found
        slot[0][slot[1]] = self._told(slot[0].get(slot[1]))

    def _told_between(self, cards: Items) -> None:
        """The cards told since the last step written, before the next card of ``cards`` (a flood card after
        the Plague or an offering, a card drawn after another): ``{holds: {Ben: [Papyrus]}}``."""
        if self.told:
            cards.append({"holds": self._told()})

    def _draw_target(self) -> Items:
        """The list the card of the draw due goes to: a payout's under its flood, a market's under its trade, else
        the turn's."""
        due = self.shadow.due_draw()
        reason = due.reason if due else ""
        target: Items
        if due is not None and reason == "payout":
            payouts: dict[str, Items] = self.context.setdefault("payout", {})
            target = payouts.setdefault(self.players[due.seat], [])
        elif reason == "market":
            target = self.trade.setdefault("drew", [])
        else:
            target = self.turns[-1].setdefault("drew", [])
        return target

    def add(self, move: Move) -> None:
        """Write ``move`` (legal in the shadow game) and apply it: what is written before it is applied by the
        writer of its kind (:meth:`_before`), the card it turned up or drew and the harvest it made after."""
        shadow = self.shadow
        if shadow.is_over:  # only a moot step the reader implies follows the end (a draw owed, a pass): the
            shadow.apply(move)  # record ends where the game did, so it reads back to the same record
            return
        harvests = shadow.harvests
        if isinstance(move, (Trade, Plant, Speculate, Pass)):
            self._write_told()
        target, owed = self._before(move)
        shadow.apply(move)
        if target is not None:
            self._card_written(move, target, owed)
        if shadow.harvests != harvests and shadow.last_harvest:
            self._harvest_written()

    def _before(self, move: Move) -> _Written:
        """What is written of ``move`` before it is applied, by its kind (a tally is a record of its own: nothing)."""
        match move:
            case Hold():
                return self._hold(move)
            case Deal():
                return self._deal(move)
            case Flood():
                return self._flood(move)
            case Draw():
                return self._draw(move)
            case DrawOwed():
                return self._draw_owed(move)
            case Trade():
                return self._trade(move)
            case Plant():
                return self._plant(move)
            case Speculate():
                return self._speculate(move)
            case Pass():
                return self._pass(move)
            case Tally():
                return None, None
            case _:
                assert_never(move)

    # each writer of one kind of move, before it is applied: the list its card goes to (or None), and for a
    # draw owed, (the seat that draws, the cards in its hand before)
    def _hold(self, move: Hold) -> _Written:
        self.told.append(move)
        return None, None

    def _deal(self, move: Deal) -> _Written:
        cs = card_set()
        hands = move.hands or tuple((None,) * DEAL_SIZE for _ in self.players)
        self.head["deal"] = {self.players[p]: [cs.name(k) for k in hand] for p, hand in enumerate(hands)}
        if move.removed:
            self.head["removed"] = [cs.name(k) for k in move.removed]
        return None, None

    def _flood(self, move: Flood) -> _Written:
        shadow = self.shadow
        if not shadow.turn_started and (not self.turns or self.turns[-1]["_turn"] != shadow.turn):
            self._write_told()  # told before the turn's first flood card: after the last turn's draws
            self.turns.append({"_turn": shadow.turn, "player": self.players[shadow.active], "flood": []})
            self.context = self.turns[-1]
        target = self.context.setdefault("flood", [])
        self._told_between(target)
        return target, None

    def _draw(self, move: Draw) -> _Written:
        target = self._draw_target()
        self._told_between(target)
        return target, None

    def _draw_owed(self, move: DrawOwed) -> _Written:
        due = self.shadow.due_draw()
        if due is None:
            return None, None
        target = self._draw_target()
        self._told_between(target)
        return target, (due.seat, self.shadow.hand_size(due.seat))

    def _trade(self, move: Trade) -> _Written:
        cs = card_set()
        discards: Any = [cs.name(k) for k in move.hand]
        if move.storage:
            discards = {"hand": discards, "storage": [cs.name(c) for c in move.storage]} if move.hand \
                else {"storage": [cs.name(c) for c in move.storage]}
        self.trade = {"market" if move.kind == "market" else "hapi": discards}
        self.turns[-1].setdefault("trade", []).append(self.trade)
        if move.kind == "offering":
            self.context = self.trade
        return None, None

    def _plant(self, move: Plant) -> _Written:
        self.turns[-1]["plant"] = {card_set().name(c): n for c, n in move.cards}
        return None, None

    def _speculate(self, move: Speculate) -> _Written:
        self.turns[-1]["speculate"] = [card_set().name(k) for k in move.cards]
        return None, None

    def _pass(self, move: Pass) -> _Written:
        self.turns[-1].setdefault("drew", [])  # step 4 is done: the draws are what comes next
        return None, None

    def _card_written(self, move: Move, target: Items, owed: tuple[int, int] | None) -> None:
        """After ``move`` is applied: the card it turned up or drew written to ``target`` (the Plague with the
        cards it destroyed), or for a draw owed (``owed``), as many unseen cards as it drew."""
        cs, shadow = card_set(), self.shadow
        if isinstance(move, DrawOwed):
            if owed is not None:
                seat, before = owed
                target += [cs.name(None)] * (shadow.hand_size(seat) - before)
            return
        assert isinstance(move, (Flood, Draw)), move  # only a card turned up or drawn has a list to go to
        if move.card == cs.plague:
            target.append({"Plague": [cs.name(c) for c, _, _ in shadow.last_plague or ()]})
        else:
            target.append(cs.name(move.card))

    def _harvest_written(self) -> None:
        """The harvest the last move made, under the turn or offering its flood card belongs to."""
        cs, harvest = card_set(), dict[str, list[str]]()
        for p, c in self.shadow.last_harvest:
            harvest.setdefault(self.players[p], []).append(cs.name(c))
        self.context["harvest"] = {k: v[0] if len(v) == 1 else v for k, v in harvest.items()}

    def record(self, notes: str = "") -> dict[str, Any]:
        """The record as it stands, a fresh mapping (later moves do not change it)."""
        cs, shadow = card_set(), self.shadow
        record: dict[str, Any] = {"game": "nile", "players": list(self.players), "variants": list(self.variants)}
        if notes:
            record["notes"] = notes
        head = copy.deepcopy(self.head)
        turns = self.turns[:-1] + [copy.deepcopy(turn) for turn in self.turns[-1:]]
        if self.told:  # told since the last step written: at the end of the record, on copies
            kept = self.told, self.turns, self.head
            self.turns, self.head = turns, head
            self._write_told()
            self.told, self.turns, self.head = kept
        record.update(head)
        record["turns"] = [_finished(turn) for turn in turns]
        if shadow.is_over:
            record["storage"] = {self.players[p]: {cs.crops[c]: m for c, m in enumerate(shadow.storage[p])}
                                 for p in range(len(self.players))}
        else:
            record["in_progress"] = True
        return record


def _told_words(move: Hold) -> list[str]:
    """The cards of a tell as the record writes them: ``not`` and each card taken back, then each card told
    (``[not Lettuce/Castor, Flax]``: taken back first, as the step does; read back in the order written,
    :meth:`scorer.games.nile.record.Reader.told_cards`)."""
    cs = card_set()
    return [f"not {cs.name(k)}" for k in move.dropped] + [cs.name(k) for k in move.cards]


def _told_value(runs: list[tuple[str, list[str]]]) -> Any:
    """Cards told, ``(player, cards)`` in the order told, as the record writes them: ``{Ben: [Papyrus, Wheat],
    Cleo: [Flax]}``, or, where a player told cards again after another player, a list of such mappings that
    keeps the order (a claim gives way to a later one needing its copy, so the order is part of the game)."""
    merged: list[tuple[str, list[str]]] = []
    for name, cards in runs:
        if merged and merged[-1][0] == name:
            merged[-1][1].extend(cards)
        else:
            merged.append((name, list(cards)))
    names = [name for name, _ in merged]
    return dict(merged) if len(set(names)) == len(names) else [{name: cards} for name, cards in merged]


def _finished(turn: dict[str, Any]) -> dict[str, Any]:
    """A turn as the record writes it (a single flood card as a plain name), as a new mapping."""
    out = _plain(turn)
    if "trade" in out:
        out["trade"] = [_plain(trade) for trade in out["trade"]]
    return out


def _plain(entry: dict[str, Any]) -> dict[str, Any]:
    """A single flood card as a plain name; draws nobody saw as a count (``drew: 2``)."""
    out: dict[str, Any] = {k: _count(v) if k == "drew" else v for k, v in entry.items() if k != "_turn"}
    flood = out.get("flood")
    if isinstance(flood, list) and len(flood) == 1 and isinstance(flood[0], str):
        out["flood"] = flood[0]
    if "payout" in out:
        out["payout"] = {name: _count(cards) for name, cards in out["payout"].items()}
    return out


def _count(cards: Items) -> int | Items:
    """Cards drawn as the record writes them: a count where nobody saw any, else the list."""
    unseen = card_set().name(None)
    return len(cards) if cards and all(c == unseen for c in cards) else cards


def write_record(players: Sequence[str], variants: Sequence[str], moves: Sequence[Move], notes: str = "") -> dict[str, Any]:
    """The record of the engine ``moves`` applied so far (a whole game or any prefix of one; cards the
    table did not see written ``?``), a mapping ready for ``yaml.safe_dump`` that reads back to the same
    game; ``in_progress: true`` while the game is not over. Replays the moves on a shadow game, all
    of them at each call: a session saving after every entry keeps a :func:`record_writer` instead."""
    writer = _Writer(players, variants)
    for move in moves:
        writer.add(move)
    return writer.record(notes)


def record_writer(players: Sequence[str], variants: Sequence[str]) -> _Writer:
    """A writer of the record of a new game of ``players``, one engine move at a time (``add(move)``, each legal
    where it is added), whose ``record()`` at any point is :func:`write_record` of the moves added so far, as a
    fresh mapping: a session saving after every entry keeps it and adds only the new moves, rather than replaying
    the whole game at each save (:attr:`scorer.engine.GameSpec.record_writer`)."""
    return _Writer(players, variants)
