"""What a NILE record asserts without changing the game (:class:`~scorer.engine.Checkpoint`): the turn's
player, a draw complete, a payout due, a harvest, what a Plague destroyed, the final storage. Each
``verify`` returns the :class:`~scorer.engine.IllegalMove` with the rule it breaks (``data/nile.yaml``,
``rule_titles``), or None. Read by :mod:`scorer.games.nile.record`."""

from __future__ import annotations

from typing import Iterable

from scorer.engine import Checkpoint, IllegalMove
from scorer.engine.said import Said, say
from scorer.games.nile.engine import Nile
from scorer.games.nile.table import DRAW_RULES, R_END, R_HARVEST, R_PLAGUE, R_SPECULATE, R_TURN_ORDER, cards_said


class TurnStart(Checkpoint):
    """A turn's ``player:`` line: the game is not over, and it is this player's turn."""

    def __init__(self, seat: int, number: int):
        self.seat, self.number = seat, number

    def verify(self, state: Nile) -> IllegalMove | None:
        """An :class:`IllegalMove` for a turn after the end or out of turn order, or None."""
        name = state.players[self.seat]
        if state.is_over:
            return IllegalMove(self, R_END, say("nile.check.turn-after-end", why=state.end_reason, player=name,
                                                number=self.number))
        if not state.turn_ready:
            return IllegalMove(self, state.due_rule(), say("nile.check.turn-unfinished", position=state.position()))
        if state.active != self.seat:
            return IllegalMove(self, R_TURN_ORDER, say("nile.check.turn-order", turn=state.turn,
                                                       active=state.players[state.active], player=name))
        return None

    def __str__(self) -> str:
        return "start of turn"


class DrawsDone(Checkpoint):
    """After a typed ``drew``/``payout`` list: the draw it belongs to is complete."""

    def __init__(self, seat: int, typed: int, reason: str):
        self.seat, self.typed, self.reason = seat, typed, reason

    def verify(self, state: Nile) -> IllegalMove | None:
        """An :class:`IllegalMove` when the draw still owes cards, or None."""
        due = state.due_draw()
        if due is None or due.seat != self.seat:
            return None
        return IllegalMove(self, DRAW_RULES[due.reason], say("nile.check.draw-short", player=state.players[self.seat],
                                                             cards=cards_said(self.typed), reason=self.reason,
                                                             total=due.total, left=due.left))

    def __str__(self) -> str:
        return "end of a draw"


class PayoutDue(Checkpoint):
    """A typed ``payout`` for ``seat``: a speculation payout of that player's is due now [4.2) Spéculer]."""

    def __init__(self, seat: int):
        self.seat = seat

    def verify(self, state: Nile) -> IllegalMove | None:
        """An :class:`IllegalMove` when no payout of ``seat``'s is due (none at all, or another player's),
        or None."""
        due = state.due_draw()
        if due is not None and due.reason == "payout" and due.seat == self.seat:
            return None
        name, cs = state.players[self.seat], state.cards
        flood = say("nile.check.no-flood") if state.flood is None else say("nile.check.flood-is",
                                                                            flood=cs.term(state.flood))
        if due is not None and due.reason == "payout":
            why = say("nile.check.payout-other", other=state.players[due.seat], player=name, flood=flood)
        else:
            why = say("nile.check.payout-none", flood=flood)
        return IllegalMove(self, R_SPECULATE, say("nile.check.payout", player=name, why=why))

    def __str__(self) -> str:
        return "speculation payout"


class HarvestIs(Checkpoint):
    """A typed ``harvest``: who moved which crops to storage after the last flood card."""

    def __init__(self, harvest: set[tuple[int, int]]):
        self.harvest = harvest

    def verify(self, state: Nile) -> IllegalMove | None:
        """An :class:`IllegalMove` when the derived harvest differs, or None."""
        actual = set(state.last_harvest)
        if actual == self.harvest:
            return None
        return IllegalMove(self, R_HARVEST, say("nile.check.harvest", said=_harvest_words(state, self.harvest),
                                                flood=state.cards.term(state.flood), actual=_harvest_words(state, actual)))

    def __str__(self) -> str:
        return "harvest"


class PlagueDestroyed(Checkpoint):
    """A typed ``{Plague: [crops]}``: the fields the last Plague destroyed."""

    def __init__(self, crops: set[int]):
        self.crops = crops

    def verify(self, state: Nile) -> IllegalMove | None:
        """An :class:`IllegalMove` when the Plague destroyed other fields, or None."""
        actual = {c for c, _, _ in state.last_plague or ()}
        if actual == self.crops:
            return None
        cs = state.cards
        done = [say("nile.check.destroyed", player=state.players[o], crop=cs.crop_terms[c], cards=n)
                for c, o, n in state.last_plague or ()]
        return IllegalMove(self, R_PLAGUE, say("nile.check.plague", said=[cs.crop_terms[c] for c in sorted(self.crops)],
                                               done=done))

    def __str__(self) -> str:
        return "Plague of Locusts"


class StorageIs(Checkpoint):
    """A typed final ``storage`` after the turns: it must match the harvests minus storage discards."""

    def __init__(self, storage: dict[int, list[int]]):
        self.storage = storage

    def verify(self, state: Nile) -> IllegalMove | None:
        """An :class:`IllegalMove` naming the first storage that differs, or None."""
        cs = state.cards
        for seat, counts in self.storage.items():
            for c, m in enumerate(counts):
                if state.storage[seat][c] != m:
                    return IllegalMove(self, R_HARVEST, say("nile.check.storage", player=state.players[seat], stored=m,
                                                            crop=cs.crop_terms[c], actual=state.storage[seat][c]))
        return None

    def __str__(self) -> str:
        return "final storage"


def _harvest_words(state: Nile, harvest: Iterable[tuple[int, int]]) -> list[Said]:
    cs = state.cards
    return [say("nile.check.harvested", player=state.players[p], crop=cs.crop_terms[c]) for p, c in sorted(harvest)]
