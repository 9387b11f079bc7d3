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
    variants = list(variants)
    record: dict[str, Any] = {"game": E.GAME, "players": list(players)}
    if variants:
        record["variants"] = variants
    opening: dict[str, Any] = {}
    rounds: list[dict[str, Any]] = []
    state = Ufern(players, variants)  # replayed alongside, so whose move it is comes from the rules themselves
    items: list[Any] = []
    hippo: dict[str, Any] = {}
    for move in moves:
        step, name = state.step, players[state.seat]
        if isinstance(move, Bid) and move.seat is not None:
            name = players[move.seat]  # (the bids of an auction come in any order)
        if isinstance(move, FirstPlayer):
            record["first"] = players[move.seat]
        elif step == E.FIRST_BID:
            if not state.bids:
                record.setdefault("bids", []).append({})
            record["bids"][-1][name] = list(move.crops)
        elif step == E.SET_DESERT:
            record.setdefault("desert", []).append(move.field)
        elif step == E.BOAT:
            opening.setdefault("boat", {})[name] = list(move.crops)
        elif step == E.OPEN_WATER:
            opening.setdefault("water", {})[name] = N.format(state, move)
        elif step == E.OPEN_PLANT:
            opening.setdefault("plants", {}).setdefault(name, []).append(N.format(state, move))
        elif step in (E.WATER, E.REVEAL, E.ROT, E.HIPPO_BID, E.HIPPO_ACT):
            if not rounds or rounds[-1]["number"] != state.round:
                rounds.append({"number": state.round})
            items = rounds[-1].setdefault(state.mode, [])
            if isinstance(move, Reveal):
                covered = state.revealing is not None and state.revealing[0] == "desert"  # a flood card's cover
                items[-1] += (" reveals " if covered else " ") + N.format(state, move)
            elif step == E.HIPPO_BID:
                if not state.bids:
                    hippo = {"hippo": {}, "actions": []}
                    items.append(hippo)
                hippo["hippo"][name] = list(move.crops)
            elif step == E.HIPPO_ACT:
                if not isinstance(move, Done):
                    hippo["actions"].append(N.format(state, move))
            else:
                items.append(N.format(state, move))
        elif step == E.ACTIONS:
            acts = rounds[-1].setdefault("actions", {}).setdefault(name, [])
            if not isinstance(move, Done):
                acts.append(N.format(state, move))
        before = len(state.history)
        state._do(move)  # the moves were ruled on when they were played
        if len(state.history) > before:
            rounds[-1]["pawns"] = {players[s]: p for s, p in enumerate(state.pawns)}
            rounds[-1]["obelisk"] = state.obelisk
    if not state.is_over:
        _mark_unfinished(state, record, opening, rounds)
    if opening:
        record["opening"] = opening
    for rnd in rounds:
        del rnd["number"]
    if rounds or "opening" in record:
        record["rounds"] = rounds
    return record


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
