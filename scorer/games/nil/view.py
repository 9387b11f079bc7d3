"""What the table sees of a NIL game in words: :func:`board_text` (the river on the grid, the racks' counts,
the bag and the scores, for a terminal) and :func:`news` (what the rules worked out after a move: a zone
entered, the blue column reached, the turn's points, a blocked rack's minus, the end). Both are part of
:mod:`scorer.games.nil.notation`, NIL's :class:`~scorer.engine.GameNotation`.
"""

from __future__ import annotations

import textwrap
from typing import assert_never

from scorer.engine import Said, say, words
from scorer.engine.said import Value
from scorer.i18n import in_words
from scorer.games.nil.claims import lost_news, yielded_news
from scorer.games.nil.engine import Nil
from scorer.games.nil.moves import (Blocked, Cross, Deal, Draw, Hold, Move, Place, RackLeft, Reveal, StartDraw, StartTiles,
                                   StartPlayer, Stop, Tally)
from scorer.games.nil.rules import DEAL, OVER, REVEAL
from scorer.games.nil.textboard import WIDTH, grid, kind_letters

def river_path(state: Nil, lang: str = "en") -> str:
    """The squares the river passes, in order from the start mark to the open end, each with its tile's
    kind letter (the grid's and its legend's, in ``lang``: :func:`~scorer.games.nil.textboard.kind_letters`):
    ``A11 B > A10 R > B9 U``; a square the river passes twice is named twice.

    >>> from scorer.games.nil.moves import Deal, Place, StartPlayer
    >>> s = Nil(["Anna", "Ben"])
    >>> s.apply(StartPlayer(0)); s.apply(Deal((("straight", "far-left") * 2 + ("bend",), ("bend",) * 5)))
    >>> s.apply(Place((0, 10), "E")); s.apply(Place((1, 10), "NE"))
    >>> river_path(s)
    'A11 S > B11 F'
    >>> river_path(s, "fr"), river_path(s, "de")
    ('A11 D > B11 L', 'A11 G > B11 L')
    """
    letters = kind_letters(state, lang)
    return " > ".join(f"{state.board.name(sq)} {letters.get(state.river.tiles.get(sq, ''), '?')}"
                      for sq, _, _ in state.river.segments)


def board_text(state: Nil, width: int = WIDTH, lang: str = "en") -> str:
    """The river on the grid (the rows it uses, two more above and below, every column), each tile as its
    kind's letter, the river's path between them and its open end, the zones' and the blue squares' values,
    with a legend (:func:`scorer.games.nil.textboard.grid`); then where the game stands, the open end, each
    rack's count, the bag and the scores. Lines of at most 60 characters (the grid's own), the words folded
    at ``width``; in ``lang`` (``nile-cli.board.nil.*``)."""
    def t(id: str, **values: Value) -> str:
        return words(f"nile-cli.board.nil.{id}", values, lang)

    lines = grid(state, width, lang)
    if state.river.segments:
        lines += textwrap.wrap(t("path", path=river_path(state, lang)), width)
        lines += textwrap.wrap(t("open-end", where=state.river.where()), width)
    position = in_words(state.position(), lang)
    lines += textwrap.wrap(position[:1].upper() + position[1:], width)
    racks = [f"{p} {state.rack_size(s)}" for s, p in enumerate(state.players)]
    lines += textwrap.wrap(t("racks", racks=racks, bag=state.in_bag), width)
    for trust in state.trusts:
        lines += textwrap.wrap(t("trust", claim=trust.words(state.players)), width)
    scores = [t("score", player=p, total=total, plus=pl, minus=mi)
              for p, total, pl, mi in zip(state.players, state.totals(), state.plus, state.minus)]
    lines += textwrap.wrap(t("scores", scores=scores), width)
    return "\n".join(lines)


def _tile_news(before: Nil, move: Place | Cross, after: Nil) -> list[Said]:
    board, who = before.board, before.players[before.turn]
    out = []
    if isinstance(move, Cross):
        replaced = before.river.tiles.get(move.square)
        name = board.term(replaced) if replaced in board.kinds else say("nil.news.a-tile")
        out.append(say("nil.news.cross", player=who, square=board.name(move.square), kind=name))
    zone = board.zone_at.get(move.square)
    if zone is not None and zone.id in after.zones_hit and zone.id not in before.zones_hit:
        out.append(say("nil.news.green-zone" if zone.colour == "green" else "nil.news.red-zone", player=who,
                       zone=zone.id, value=zone.value))
    exit = None if isinstance(move, Cross) else move.exit
    if not board.is_blue(move.square) and before.river.end_problem(move.square, exit, 0) is not None \
            and len(after.trusts) == len(before.trusts):  # a loop, and the universal kept is known: no trust
        out.append(say("nil.news.loop-known", square=board.name(move.square), player=who))
    if board.is_blue(move.square):
        out.append(say("nil.news.blue", square=board.name(move.square), value=board.goal_value(move.square[1])))
    return out


def _end_news(before: Nil, after: Nil) -> list[Said]:
    out = []
    if after.phase in (OVER, REVEAL) and before.phase not in (OVER, REVEAL):
        out.append(say("nil.news.game-ends", why=after.end_reason))
    if after.phase == REVEAL and before.phase != REVEAL:
        known = [s for s in range(after.n) if not after.unseen[s]]
        if known:  # a rack the referee knows is shown by itself: its player enters nothing
            out.append(say("nil.news.known-racks", racks=[
                say("nil.news.known-rack", player=after.players[s], rack=[after.board.typed(k) for k in sorted(after.racks[s].elements())],
                    minus=after.rack_value(after.racks[s])) for s in known]))
        out.append(say("nil.news.still-to-show", players=[after.players[s] for s in after._end_missing()]))
    if after.phase == OVER and before.phase != OVER:
        minus = [a - b for a, b in zip(after.minus, before.minus)]
        if before.phase != REVEAL and after.history:  # the last turn's own minus is in its line already
            seat = after.history[-1][0]
            minus[seat] -= after.history[-1][2]
        out.append(say("nil.news.racks-minus", racks=[say("nil.news.rack-minus", player=p, minus=m)
                                                      for p, m in zip(after.players, minus)]))
    return out


def _trust_news(before: Nil, after: Nil) -> list[Said]:
    """A claim taken on trust by the move (a loop by a player whose universal nobody saw), and claims it
    settled: confirmed (the universal played, or shown on a rack) or broken (a rack shown without one: the
    loop was not allowed, said on every page)."""
    names, out = after.players, []
    for t in after.trusts:
        if t not in before.trusts:
            out.append(say("nil.news.trust-taken", player=names[t.seat], square=t.square))
    for t, confirmed in after.trust_log[len(before.trust_log):]:
        out.append(say("nil.news.trust-confirmed" if confirmed else "nil.news.trust-broken", player=names[t.seat],
                       turn=t.turn, square=t.square))
    return out


def _hold_news(move: Hold, after: Nil) -> Said:
    """A player's tiles told on that player's page: the rack as known now to its player; to anyone else (the
    tiles unseen, ``None``) only how many were told."""
    who = after.players[move.seat]
    if None in move.tiles + move.dropped:  # a tile taken back reads as one more told: it never says which
        return say("nil.news.hold-hidden", player=who, tiles=len(move.tiles) + len(move.dropped))
    rack = [after.board.typed(k) for k in sorted(after.racks[move.seat].elements())]  # in the reader's words
    left = after.unseen[move.seat]
    if after.phase in (REVEAL, OVER):  # the rack left, told tile by tile at the end
        return say("nil.news.rack-left-part", player=who, rack=rack, left=left) if left else \
            say("nil.news.rack-left-all", player=who, rack=rack)
    return say("nil.news.hold-part", player=who, rack=rack, left=left) if left else \
        say("nil.news.hold-all", player=who, rack=rack)


def _start_news(move: StartDraw | StartPlayer, after: Nil) -> Said:
    """Who starts: named, or the start draw's winner; or the tie that draws again."""
    names = after.players
    if isinstance(move, StartPlayer):
        return say("nil.news.starts", player=names[move.seat])
    if after.phase == DEAL:
        return say("nil.news.starts-after-draw", story=after.start_story(), player=names[after.first])
    best = dict(after.start_totals[-1])[after.drawing[0]]
    return say("nil.news.start-tie", players=[names[s] for s in after.drawing], total=best)


def _turn_news(before: Nil, after: Nil) -> list[Said]:
    """The turn's points once it ends (with the bonus for a whole rack placed), or a blocked rack's minus."""
    if len(after.history) == len(before.history):
        return []
    seat, plus, minus, placed, blocked = after.history[-1]
    name = after.players[seat]
    if blocked:
        return [say("nil.news.blocked", player=name, minus=minus)]
    if placed == before.board.rack:
        return [say("nil.news.turn-score-bonus", player=name, points=plus - minus, plus=plus, minus=minus,
                    bonus=before.board.bonus, placed=placed)]
    return [say("nil.news.turn-score", player=name, points=plus - minus, plus=plus, minus=minus)]


def news(before: Nil, move: Move, after: Nil) -> list[str]:
    """What the rules worked out when ``move`` took ``before`` to ``after``, one line each: who starts (or a
    tie in the start draw), a crossing, a zone entered, the blue column reached, a universal taken on trust
    for a loop (and later confirmed), the turn's points (with the bonus for all 5 tiles), a blocked rack's
    minus, the end and the racks' minus. Empty when nothing."""
    out: list[str] = []
    match move:
        case StartDraw() | StartPlayer():
            out.append(_start_news(move, after))
        case StartTiles():  # a player's own tiles; the last one awaited draws the round
            out.append(_start_news(StartDraw(()), after) if after.start_drawn == {} else say(
                "nil.news.start-shown", player=after.players[move.seat], tiles=[after.board.term(k) for k in move.tiles],
                total=after.rack_value(move.tiles), waiting=[after.players[s] for s in after.start_waiting()]))
        case Place() | Cross():
            out += _tile_news(before, move, after)
        case Stop() | Blocked():
            out += _turn_news(before, after)
        case Hold():
            out.append(_hold_news(move, after))
        case RackLeft():
            out.append(say("nil.news.shows-rack-left", player=after.players[move.seat], rack=list(move.rack),
                           minus=before.rack_value(move.rack)) if move.rack is not None else
                       say("nil.news.rack-left-minus", player=after.players[move.seat], minus=move.minus))
        case Deal() | Draw() | Reveal() | Tally():
            pass  # the deal and a draw are face down; the racks left and a tally are said at the end
        case _:
            assert_never(move)
    out += yielded_news(after) + _trust_news(before, after) + lost_news(after)
    if isinstance(move, (Stop, Blocked, Reveal, RackLeft, Hold)):
        out += _end_news(before, after)
    return out
