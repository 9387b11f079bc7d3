"""What the table sees of a NIL game in words: :func:`board_text` (the river on the grid, the racks' counts,
the bag and the scores, for a terminal) and :func:`news` (what the rules worked out after a move: a zone
entered, the blue column reached, the turn's points, a blocked rack's minus, the end). Both are part of
:mod:`scorer.games.nil.notation`, NIL's :class:`~scorer.engine.GameNotation`.
"""

from __future__ import annotations

import textwrap
from typing import Any

from scorer.engine import count, join_names
from scorer.games.nil.claims import lost_news
from scorer.games.nil.engine import Nil
from scorer.games.nil.moves import Blocked, Cross, RackLeft, Hold, Place, Reveal, StartDraw, StartPlayer, Stop
from scorer.games.nil.rules import DEAL, OVER, REVEAL
from scorer.games.nil.textboard import WIDTH, fold, grid, kind_letters  # noqa: F401  (read through this module too)

def river_path(state: Nil) -> str:
    """The squares the river passes, in order from the start mark to the open end, each with its tile's
    kind letter (the grid's): ``A11 B > A10 R > B9 U``; a square the river passes twice is named twice.

    >>> from scorer.games.nil.moves import Deal, Place, StartPlayer
    >>> s = Nil(["Anna", "Ben"])
    >>> s.apply(StartPlayer(0)); s.apply(Deal((("straight", "far-left") * 2 + ("bend",), ("bend",) * 5)))
    >>> s.apply(Place((0, 10), "E")); s.apply(Place((1, 10), "NE"))
    >>> river_path(s)
    'A11 S > B11 F'
    """
    letters = kind_letters(state)
    return " > ".join(f"{state.board.name(sq)} {letters.get(state.river.tiles.get(sq, ''), '?')}"
                      for sq, _, _ in state.river.segments)


def board_text(state: Nil, width: int = WIDTH) -> str:
    """The river on the grid (the rows it uses, two more above and below, every column), each tile as its
    kind's letter, the river's path between them and its open end, the zones' and the blue squares' values,
    with a legend (:func:`scorer.games.nil.textboard.grid`); then where the game stands, the open end, each
    rack's count, the bag and the scores. Lines of at most 60 characters (the grid's own), the words folded
    at ``width``."""
    lines = grid(state, width)
    if state.river.segments:
        lines += textwrap.wrap(f"The river from the start: {river_path(state)}", width)
        lines += textwrap.wrap(f"Open end: {state.river.where()}", width)
    lines += textwrap.wrap(state.position()[:1].upper() + state.position()[1:], width)
    racks = ", ".join(f"{p} {state.rack_size(s)}" for s, p in enumerate(state.players))
    lines += textwrap.wrap(f"Racks: {racks}; bag: {state.in_bag}", width)
    for trust in state.trusts:
        lines += textwrap.wrap(f"Taken on trust: {trust.words(state.players)}", width)
    scores = ", ".join(f"{p} {t} ({pl} plus, {mi} minus)"
                       for p, t, pl, mi in zip(state.players, state.totals(), state.plus, state.minus))
    lines += textwrap.wrap(f"Scores: {scores}", width)
    return "\n".join(lines)


def _tile_news(before: Nil, move: Place | Cross, after: Nil) -> list[str]:
    board, who = before.board, before.players[before.turn]
    out = []
    if isinstance(move, Cross):
        replaced = before.river.tiles.get(move.square)
        name = board.kinds[replaced].name if replaced in board.kinds else "tile"
        out.append(f"{who} crosses the river at {board.name(move.square)}; the {name} goes back to the bag")
    zone = board.zone_at.get(move.square)
    if zone is not None and zone.id in after.zones_hit and zone.id not in before.zones_hit:
        sign = "+" if zone.colour == "green" else "minus "
        out.append(f"{who} enters the {zone.colour} zone {zone.id}: {sign}{zone.value}")
    exit = None if isinstance(move, Cross) else move.exit
    if not board.is_blue(move.square) and before.river.end_problem(move.square, exit, 0) is not None \
            and len(after.trusts) == len(before.trusts):  # a loop, and the universal kept is known: no trust
        out.append(f"The river at {board.name(move.square)} is a loop, allowed to {who}, who keeps a universal tile to "
                   f"cross it: the referee knows {who}'s rack holds one")
    if board.is_blue(move.square):
        out.append(f"The river reaches the blue column at {board.name(move.square)}: "
                   f"+{board.goal_value(move.square[1])}; the game ends after this turn")
    return out


def _end_news(before: Nil, after: Nil) -> list[str]:
    out = []
    if after.phase in (OVER, REVEAL) and before.phase not in (OVER, REVEAL):
        out.append(f"The game ends: {after.end_reason}")
    if after.phase == REVEAL and before.phase != REVEAL:
        known = [s for s in range(after.n) if not after.unseen[s]]
        if known:  # a rack the referee knows is shown by itself: its player enters nothing
            out.append("The racks left that are known count by themselves: " + ", ".join(
                f"{after.players[s]} {', '.join(sorted(after.racks[s].elements())) or 'none'} "
                f"({after.rack_value(after.racks[s])} minus)" for s in known))
        out.append(f"Still to show the rack left: {join_names([after.players[s] for s in after._end_missing()])}, "
                   "each on their own page")
    if after.phase == OVER and before.phase != OVER:
        minus = [a - b for a, b in zip(after.minus, before.minus)]
        if before.phase != REVEAL and after.history:  # the last turn's own minus is in its line already
            seat = after.history[-1][0]
            minus[seat] -= after.history[-1][2]
        out.append("The racks left count minus: " + ", ".join(f"{p} {m}" for p, m in zip(after.players, minus)))
    return out


def _trust_news(before: Nil, after: Nil) -> list[str]:
    """A claim taken on trust by the move (a loop by a player whose universal nobody saw), and claims it
    confirmed (the universal played, or shown on a rack)."""
    names, out = after.players, []
    for t in after.trusts:
        if t not in before.trusts:
            who = names[t.seat]
            out.append(f"{who} keeps a universal tile, taken on trust: the river at {t.square} is a loop, allowed "
                       f"only to a player who keeps a universal to cross it; every tile of {who}'s shown later is "
                       "checked against it")
    for t, confirmed in after.trust_log[len(before.trust_log):]:
        if confirmed:
            out.append(f"{names[t.seat]}'s universal tile, taken on trust at turn {t.turn} (the loop at {t.square}), "
                       "is confirmed")
    return out


def _hold_news(move: Hold, after: Nil) -> str:
    """A player's tiles told on that player's page: the rack as known now to its player; to anyone else (the
    tiles unseen, ``None``) only how many were told."""
    who = after.players[move.seat]
    if None in move.tiles:
        return f"{who} enters {count(len(move.tiles), 'tile')} of the rack on {who}'s own page (shown only there)"
    rack = ", ".join(sorted(after.racks[move.seat].elements()))
    left = after.unseen[move.seat]
    if after.phase in (REVEAL, OVER):  # the rack left, told tile by tile at the end
        return f"{who}'s rack left holds {rack}" + (f"; {count(left, 'tile')} still to enter" if left else ": all in")
    more = f"; {count(left, 'tile')} still to enter" if left else \
        ": known to the referee now, so a loop is checked at once and a blocked rack filled in"
    return f"{who}'s rack holds {rack}{more} (shown only on {who}'s page)"


def news(before: Nil, move: Any, after: Nil) -> list[str]:
    """What the rules worked out when ``move`` took ``before`` to ``after``, one line each: who starts (or a
    tie in the start draw), a crossing, a zone entered, the blue column reached, a universal taken on trust
    for a loop (and later confirmed), the turn's points (with the bonus for all 5 tiles), a blocked rack's
    minus, the end and the racks' minus. Empty when nothing."""
    names = after.players
    out: list[str] = []
    if isinstance(move, StartDraw) and after.phase == DEAL:
        story = after.start_story()
        out.append(story[:1].upper() + story[1:] + f": {names[after.first]} starts")
    elif isinstance(move, StartDraw):
        best = dict(after.start_totals[-1])[after.drawing[0]]
        out.append(f"{join_names([names[s] for s in after.drawing])} tie on {best}: they draw again")
    elif isinstance(move, StartPlayer):
        out.append(f"{names[move.seat]} starts")
    elif isinstance(move, (Place, Cross)):
        out += _tile_news(before, move, after)
    elif isinstance(move, (Stop, Blocked)) and len(after.history) > len(before.history):
        seat, plus, minus, placed, blocked = after.history[-1]
        if blocked:
            out.append(f"{names[seat]} is blocked: the rack shown counts {minus} minus and goes back to the bag")
        else:
            bonus = f", with {before.board.bonus} for all {placed} tiles" if placed == before.board.rack else ""
            out.append(f"{names[seat]} scores {plus - minus} this turn ({plus} plus, {minus} minus{bonus})")
    elif isinstance(move, Hold):
        out.append(_hold_news(move, after))
    elif isinstance(move, RackLeft):
        worth = f"{before.rack_value(move.rack)} minus" if move.rack is not None else f"minus {move.minus}"
        out.append(f"{names[move.seat]} shows the rack left: {', '.join(move.rack or ()) or 'none'} ({worth})"
                   if move.rack is not None else f"{names[move.seat]}'s rack left counts {worth}")
    out += _trust_news(before, after) + lost_news(after)
    if isinstance(move, (Stop, Blocked, Reveal, RackLeft, Hold)):
        out += _end_news(before, after)
    return out
