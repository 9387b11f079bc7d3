"""How ``nile study`` reads a simulated game of An den Ufern des Nils (:class:`scorer.study.Lens`): the
actions, fields, market rows, water and desert cards, how the game ended and the dead rounds."""

from __future__ import annotations

from collections import Counter
from typing import Any, Sequence

from scorer.engine.said import say
from scorer.games.ufern.messages import CATALOGUE
from scorer.games.ufern.typed_words import worded
from scorer.study import GameFacts, Lens


def _ufern_facts(spec: Any, names: Sequence[str], seed: int) -> GameFacts:
    """The facts the study keeps of one simulated game (``seed``): its moves counted by kind (actions, fields,
    market rows, water and desert card events, water cards laid or removed by row, full rows scored), the
    dead rounds, who began the first round, how it ended and who won."""
    final, moves = spec.simulate(names, seed, [])
    state = spec.new_game(names, [])
    uses: dict[str, Counter[str]] = {key: Counter() for key in LENS.categories}
    dead, first = 0, None
    for move in moves:  # the moves are legal (simulate applied them), so replay them without checking
        _count_move(uses, state, move)
        active, scored = state.round_active, len(state.history)
        state.apply_ruled(move)
        if len(state.history) > scored:
            dead += not active
        if first is None and state.round == 1:
            first = state.first
    for entry in final.history:
        for row in entry["rows"]:
            uses["scored"][row] += 1
    ranking = final.ranking()
    cause = "obelisk" if any(p >= final.obelisk for p in final.pawns) else "dead"
    return GameFacts(seed, final.round, cause, dead, uses, list(final.pawns),
                     [s for s, st in enumerate(ranking.standings) if st.rank == 1], first or 0,
                     {"lost": float(sum(final.lost)), "obelisk": float(final.obelisk)})


def _count_move(uses: dict[str, Counter[str]], state: Any, move: Any) -> None:
    """Count ``move``, about to be applied to ``state``, in ``uses``: an action by kind, the field it sows,
    grows or harvests, the market row a harvest fills, the event a revealed water or desert card shows, the
    row of a water card laid or removed in phase 1 (water)."""
    from scorer.games.ufern.moves import Ebb, Flood, Grow, Harvest, Reveal, Sow
    from scorer.games.ufern.steps import WATER

    kind = UFERN_ACTIONS.get(type(move).__name__)
    if kind:
        uses["actions"][str(kind)] += 1  # (plain text: the facts cross to the parent process)
    if isinstance(move, (Sow, Grow, Harvest)):
        uses["fields"][move.field] += 1
    if isinstance(move, Harvest):
        uses["market"][move.row] += 1
    if isinstance(move, Reveal):
        source = "water card" if state.revealing and state.revealing[0] == "water" else "desert card"
        uses[source][str(move.event)] += 1
    if isinstance(move, (Flood, Ebb)) and state.step == WATER:
        uses["water"][state.board.row_of[move.field]] += 1


#: the actions of the action phase as the study names them, by move type name (said by id in the report)
UFERN_ACTIONS = {"Sow": say("ufern-des-nils.study.action.sow"), "Grow": say("ufern-des-nils.study.action.grow"),
                 "Harvest": say("ufern-des-nils.study.action.harvest"),
                 "BuySeed": say("ufern-des-nils.study.action.buy-seed"),
                 "BuyJoker": say("ufern-des-nils.study.action.buy-joker"),
                 "Joker": say("ufern-des-nils.study.action.joker"), "Restore": say("ufern-des-nils.study.action.restore"),
                 "Done": say("ufern-des-nils.study.action.done")}
_ACTION_SAID = {str(action): action for action in UFERN_ACTIONS.values()}


def _ufern_items(players: int) -> dict[str, list[str]]:
    from scorer.games.ufern.board import ufern_board

    board = ufern_board(players)
    cat = board.catalogue
    events = sorted({str(c.event) for c in cat.water_cards.cards}, key=_event_order)
    deserts = sorted({str(c.event) for c in cat.desert_cards.cards}, key=_event_order)
    actions = [str(a) for a in UFERN_ACTIONS.values() if a != "restore"]  # restoring is a variant's action
    return {"actions": actions, "fields": list(board.fields), "market": list(board.market),
            "scored": list(board.market), "water": list(board.rows), "water card": events, "desert card": deserts}


def _event_order(text: str) -> tuple[int, str]:
    return (["rot", "desert", "hippo"].index(text.split()[0]), text)


LENS = Lens(
    length_word="round", stuck_word=say("ufern-des-nils.study.stuck"), stuck_one=say("ufern-des-nils.study.stuck-one"),
    stuck_text=say("ufern-des-nils.study.stuck-text"),
    causes={"obelisk": say("ufern-des-nils.study.end.obelisk"), "dead": say("ufern-des-nils.study.cause.dead")},
    categories={"actions": say("ufern-des-nils.study.category.actions"),
                "fields": say("ufern-des-nils.study.category.fields"),
                "market": say("ufern-des-nils.study.category.market"),
                "scored": say("ufern-des-nils.study.category.scored"),
                "water": say("ufern-des-nils.study.category.water"),
                "water card": say("ufern-des-nils.study.category.water-card"),
                "desert card": say("ufern-des-nils.study.category.desert-card")},
    score_word=say("ufern-des-nils.study.score"), extras={"lost": say("ufern-des-nils.study.extra.lost"),
                                                          "obelisk": say("ufern-des-nils.study.extra.obelisk")},
    facts=_ufern_facts, items=_ufern_items, plotted=("actions", "market", "water card"),
    item_said=lambda key, item: _ACTION_SAID.get(item, item) if key == "actions" else worded(item) if key in (
        "water card", "desert card") else item,
    said={"obelisk": say("ufern-des-nils.study.end.obelisk"), "dead": say("ufern-des-nils.study.end.dead")})
assert CATALOGUE.messages["ufern-des-nils.study.end.dead"]  # (the game's catalogue says the ends: loaded first)
