"""How ``nile study`` reads a simulated game of NIL (:class:`scorer.study.Lens`): the tiles placed by kind,
the zones scored, the blue squares reached, how the game ended and the turns blocked."""

from __future__ import annotations

from collections import Counter
from typing import Any, Sequence

from scorer.games.nil.board import nil_board
from scorer.engine.said import say
from scorer.games.nil.rules import STALLED
from scorer.study import GameFacts, Lens


def _nil_facts(spec: Any, names: Sequence[str], seed: int) -> GameFacts:
    from scorer.games.nil.moves import Cross, Place

    final, moves = spec.simulate(names, seed, [])
    state = spec.new_game(names, [])
    board = state.board
    zones = {z.id: z for z in board.catalogue.board.zones}
    uses: dict[str, Counter[str]] = {key: Counter() for key in LENS.categories}
    for move in moves:  # the moves are legal (simulate applied them), so replay them without checking
        if isinstance(move, (Place, Cross)):
            square = move.square
            if isinstance(move, Cross):
                kind = "universal, crossing the river"
            elif move.universal:
                kind = "universal"
            else:
                kind = board.kind_for(state.river_entry(square), move.exit).name
            uses["tiles"][kind] += 1
            before = set(state.zones_hit)
            state.apply_ruled(move)
            for zone_id in state.zones_hit - before:
                uses["zones"][_zone_label(zones[zone_id])] += 1
            if board.is_blue(square):
                uses["goal"][f"{board.name(square)} ({board.goal_value(square[1])})"] += 1
        else:
            state.apply_ruled(move)
    if any(board.is_blue(sq) for sq in final.river.tiles):
        cause = "blue"
    elif final.stalled:
        cause = "stalled"
    else:
        cause = "tiles out"
    history = final.history
    ranking = final.ranking()
    return GameFacts(seed, len(history), cause, sum(1 for h in history if h[4]), uses, final.totals(),
                     [s for s, st in enumerate(ranking.standings) if st.rank == 1], final.first,
                     {"tiles": float(sum(h[3] for h in history)),
                      "bonus": float(sum(1 for h in history if h[3] == board.rack))})


def _zone_label(zone: Any) -> str:
    return f"{zone.id} ({zone.colour}, {'+' if zone.colour == 'green' else '−'}{zone.value})"


def _nil_items(players: int) -> dict[str, list[str]]:
    from scorer.games.nil.board import nil_board

    board = nil_board()
    cat = board.catalogue
    return {"tiles": [k.name for k in cat.tile.in_play] + ["universal, crossing the river"],
            "zones": [_zone_label(z) for z in cat.board.zones],
            "goal": [f"{board.name((board.goal_column, row))} ({board.goal_value(row)})" for row in range(board.rows)]}


def _nil_said(key: str, item: str) -> str:
    """An item of the report's usage tables in the reader's words: a tile kind its Term, a zone's colour."""
    import re

    from scorer.games.nil.board import nil_board

    board = nil_board()
    if key == "tiles":
        kind = next((k for k, entry in board.kinds.items() if entry.name == item), None)
        return board.term(kind) if kind is not None else say("nil.study.item.universal-crossing") \
            if item == "universal, crossing the river" else item
    zone = re.fullmatch(r"(?P<id>\S+) \((?P<colour>red|green), (?P<value>\S+)\)", item) if key == "zones" else None
    return item if zone is None else say("nil.study.item.zone-red" if zone["colour"] == "red"
                                         else "nil.study.item.zone-green", zone=zone["id"], value=zone["value"])


LENS = Lens(
    length_word="turn", stuck_word=say("nil.study.stuck"), stuck_one=say("nil.study.stuck-one"),
    stuck_text=say("nil.study.stuck-text"),
    causes={"blue": say("nil.study.end.blue"), "tiles out": say("nil.study.end.tiles-out"), "stalled": STALLED},
    categories={"tiles": say("nil.study.category.tiles"), "zones": say("nil.study.category.zones"),
                "goal": say("nil.study.category.goal")},
    score_word=say("nil.study.score"), extras={"tiles": say("nil.study.extra.tiles"),
                                               "bonus": say("nil.study.extra.bonus", rack=nil_board().rack)},
    facts=_nil_facts, items=_nil_items, plotted=("tiles", "zones", "goal"), item_said=_nil_said,
    said={"blue": say("nil.study.end.blue"), "tiles out": say("nil.study.end.tiles-out"), "stalled": STALLED})
