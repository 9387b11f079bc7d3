"""What a NILE record asserts without changing the game (:class:`~scorer.engine.Checkpoint`): the turn's
player, a draw complete, a payout due, a harvest, what a Plague destroyed, the final storage. Each
``verify`` returns the :class:`~scorer.engine.IllegalMove` with the rule it breaks (``data/nile.yaml``,
``rule_titles``), or None. Read by :mod:`scorer.games.nile.record`."""

from __future__ import annotations

from scorer.engine import Checkpoint, IllegalMove, count
from scorer.games.nile.engine import DRAW_RULES, R_END, R_HARVEST, R_PLAGUE, R_SPECULATE, R_TURN_ORDER, Nile


class TurnStart(Checkpoint):
    """A turn's ``player:`` line: the game is not over, and it is this player's turn."""

    def __init__(self, seat: int, number: int):
        self.seat, self.number = seat, number

    def verify(self, state: Nile) -> IllegalMove | None:
        """An :class:`IllegalMove` for a turn after the end or out of turn order, or None."""
        name = state.players[self.seat]
        if state.is_over:
            return IllegalMove(self, R_END, f"the game is over: {state.end_reason}; {name}'s turn "
                               f"(turn {self.number} of the record) comes after the end")
        if not state.turn_ready:
            return IllegalMove(self, state.due_rule(), f"the previous turn is not finished: {state.position()}")
        if state.active != self.seat:
            return IllegalMove(self, R_TURN_ORDER, f"turn {state.turn} is {state.players[state.active]}'s turn "
                               f"(clockwise from the first player), not {name}'s")
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
        return IllegalMove(self, DRAW_RULES[due.reason], f"{state.players[self.seat]} drew {count(self.typed, 'card')} {self.reason}; "
                           f"the rules give {due.total}, so {due.left} more {'is' if due.left == 1 else 'are'} missing")

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
        flood = "no flood card is showing" if state.flood is None else f"the flood card is {cs.name(state.flood)}"
        if due is not None and due.reason == "payout":
            why = f"this flood card pays {state.players[due.seat]}'s speculation, not {name}'s ({flood})"
        else:
            why = (f"none is due: a speculation card pays only when the next flood card after it shares a crop "
                   f"with it ({flood})")
        return IllegalMove(self, R_SPECULATE, f"the record gives {name} a speculation payout, but {why}")

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
        return IllegalMove(self, R_HARVEST, f"the record says the harvest was {_harvest_words(state, self.harvest)}, "
                           f"but the flood card {state.cards.name(state.flood)} harvests "
                           f"{_harvest_words(state, actual)}: one card from each flooded field, whoever's turn it is")

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
        said = ", ".join(cs.crops[c] for c in sorted(self.crops)) or "nothing"
        done = ", ".join(f"{state.players[o]}'s {cs.crops[c]} ({n} cards)" for c, o, n in state.last_plague or ()) \
            or "nothing (there was no field)"
        return IllegalMove(self, R_PLAGUE, f"the record says the Plague destroyed {said}, but it destroys the "
                           f"largest field and every field tied with it: {done}")

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
                    return IllegalMove(self, R_HARVEST, f"the record gives {state.players[seat]} {m} {cs.crops[c]} in "
                                       f"storage, but the harvests minus the cards traded from storage give "
                                       f"{state.storage[seat][c]}")
        return None

    def __str__(self) -> str:
        return "final storage"


def _harvest_words(state: Nile, harvest) -> str:
    cs = state.cards
    return ", ".join(f"{state.players[p]} {cs.crops[c]}" for p, c in sorted(harvest)) or "nothing"
