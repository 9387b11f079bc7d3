"""An den Ufern des Nils' record written from the engine's moves (:func:`write_record`), in the form
:mod:`scorer.games.ufern.record` reads back (its module docstring describes the form)."""

from __future__ import annotations

from typing import Any, Sequence

from scorer.games.ufern import notation as N
from scorer.games.ufern import steps as E
from scorer.games.ufern.engine import Ufern
from scorer.games.ufern.moves import Bid, Done, FirstPlayer, Reveal


def write_record(players: Sequence[str], variants: Sequence[str], moves: Sequence[Any]) -> dict[str, Any]:
    """The record of the engine ``moves`` applied so far (what the table saw: every card's front as it
    was laid, every back as it was turned up, the stacks' tops when a flood stopped), a mapping ready for
    ``yaml.safe_dump`` that reads back to the same game."""
    writer = _Writer(players, variants)
    for move in moves:
        writer.add(move)
    return writer.record()


class _Writer:
    """The record being written, one move at a time (:meth:`add`), over the game replayed alongside, so
    whose move it is comes from the rules themselves."""

    def __init__(self, players: Sequence[str], variants: Sequence[str]):
        self.players = list(players)
        self.out: dict[str, Any] = {"game": E.GAME, "players": self.players}
        if variants:
            self.out["variants"] = list(variants)
        self.opening: dict[str, Any] = {}
        self.rounds: list[dict[str, Any]] = []
        self.hippo: dict[str, Any] = {}  # the hippo auction being written, in its round's items
        self.state = Ufern(players, variants)

    def add(self, move: Any) -> None:
        """Write ``move`` where the record keeps it, then play it on the game alongside (it was ruled on when
        it was played)."""
        state, step = self.state, self.state.step
        name = self.players[move.seat if isinstance(move, Bid) and move.seat is not None else state.seat]
        if isinstance(move, FirstPlayer):  # (the bids of an auction come in any order)
            self.out["first"] = self.players[move.seat]
        elif step in (E.FIRST_BID, E.SET_DESERT, E.BOAT, E.OPEN_WATER, E.OPEN_PLANT):
            self._setup(step, name, move)
        elif step in (E.WATER, E.REVEAL, E.ROT, E.HIPPO_BID, E.HIPPO_ACT):
            self._round_item(step, name, move)
        elif step == E.ACTIONS:
            acts = self.rounds[-1].setdefault("actions", {}).setdefault(name, [])
            if not isinstance(move, Done):
                acts.append(N.format(state, move))
        before = len(state.history)
        state.apply_ruled(move)
        if len(state.history) > before:
            self.rounds[-1]["pawns"] = {self.players[s]: p for s, p in enumerate(state.pawns)}
            self.rounds[-1]["obelisk"] = state.obelisk

    def _setup(self, step: Any, name: str, move: Any) -> None:
        """A move of the game's start: the first-player bid, the desert, the boat, the opening's water and
        plants."""
        if step == E.FIRST_BID:
            if not self.state.bids:
                self.out.setdefault("bids", []).append({})
            self.out["bids"][-1][name] = list(move.crops)
        elif step == E.SET_DESERT:
            self.out.setdefault("desert", []).append(move.field)
        elif step == E.BOAT:
            self.opening.setdefault("boat", {})[name] = list(move.crops)
        elif step == E.OPEN_WATER:
            self.opening.setdefault("water", {})[name] = N.format(self.state, move)
        else:
            self.opening.setdefault("plants", {}).setdefault(name, []).append(N.format(self.state, move))

    def _round_item(self, step: Any, name: str, move: Any) -> None:
        """A move of a round's flood or ebb: a water card, a back turned up (after its front), a rot, a hippo
        auction's bid or action."""
        state = self.state
        if not self.rounds or self.rounds[-1]["number"] != state.round:
            self.rounds.append({"number": state.round})
        items = self.rounds[-1].setdefault(state.mode, [])
        if isinstance(move, Reveal):
            covered = state.revealing is not None and state.revealing[0] == "desert"  # a flood card's cover
            items[-1] += (" reveals " if covered else " ") + N.format(state, move)
        elif step == E.HIPPO_BID:
            if not state.bids:
                self.hippo = {"hippo": {}, "actions": []}
                items.append(self.hippo)
            self.hippo["hippo"][name] = list(move.crops)
        elif step == E.HIPPO_ACT:
            if not isinstance(move, Done):
                self.hippo["actions"].append(N.format(state, move))
        else:
            items.append(N.format(state, move))

    def record(self) -> dict[str, Any]:
        """The record as written so far (an unfinished game marked so: :func:`_mark_unfinished`)."""
        if not self.state.is_over:
            _mark_unfinished(self.state, self.out, self.opening, self.rounds)
        if self.opening:
            self.out["opening"] = self.opening
        for rnd in self.rounds:
            del rnd["number"]
        if self.rounds or "opening" in self.out:
            self.out["rounds"] = self.rounds
        return self.out


def _mark_unfinished(state: Ufern, record: dict[str, Any], opening: dict[str, Any], rounds: list[dict[str, Any]]) -> None:
    """A game saved part-way: ``unfinished: true``, and the part the game waits in begun (an empty list or
    mapping), so that the record reads back to exactly this position (see the module docstring)."""
    record["unfinished"] = True
    step = state.step
    if step == E.SET_DESERT:
        record.setdefault("desert", [])
    elif step == E.FIRST_BID and not state.bids:
        record.setdefault("bids", []).append({})
    elif step in (E.BOAT, E.OPEN_WATER, E.OPEN_PLANT):
        opening.setdefault({E.BOAT: "boat", E.OPEN_WATER: "water", E.OPEN_PLANT: "plants"}[step], {})
    elif step in (E.WATER, E.REVEAL, E.ROT, E.HIPPO_BID, E.HIPPO_ACT, E.ACTIONS):
        if not rounds or rounds[-1]["number"] != state.round:
            rounds.append({"number": state.round})
        if step == E.ACTIONS:
            rounds[-1].setdefault("actions", {}).setdefault(state.players[state.seat], [])
            return
        items = rounds[-1].setdefault(state.mode, [])
        if step == E.HIPPO_BID and not state.bids:
            items.append({"hippo": {}, "actions": []})
        elif items and isinstance(items[-1], dict) and step not in (E.HIPPO_BID, E.HIPPO_ACT):
            items[-1]["actions"].append("done")
