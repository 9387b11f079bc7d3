"""Land Unter in words for the table: :func:`news` (what the rules worked out after an entry) and
:func:`board_text` (a compact view for a terminal or a phone, lines of at most :data:`WIDTH` characters).
Both read the engine's state and its trick results; neither applies a rule of its own.
"""

from __future__ import annotations

import textwrap
from typing import Any, Callable, Sequence

from scorer.engine import Said, say, words
from scorer.engine.said import signed
from scorer.i18n import in_words
from scorer.games.land_unter.engine import HAND_SIZE, TRICKS_PER_ROUND, LandUnter, Phase
from scorer.games.land_unter import announce
from scorer.games.land_unter.moves import FACE_DOWN, Announce, Deal, Play, TrickResult
from scorer.games.land_unter.tally import RoundTally

#: the longest line :func:`board_text` writes
WIDTH = 60


def news(before: LandUnter, move: Any, after: LandUnter) -> list[str]:
    """What the rules worked out when ``move`` took ``before`` to ``after``, one line each: the lifebelts
    of a deal the table did not announce, who took which water-level card, who lost a lifebelt, who is
    out, who leads next (open play), the round's points and the end of the game. Empty when nothing."""
    lines: list[str] = []
    if isinstance(move, Deal) and after.phase == Phase.TURN_UP and before.phase == Phase.DEAL:
        lines += _deal_news(move, after)
    if isinstance(move, Announce):  # a player's own count; the last one deals the round
        lines += announce.news(before, move, after)
        if after.open_play and after.phase != Phase.DEAL:
            lines.append(say("land-unter.news.leads-first", player=after.players[after.leader]))
    if isinstance(move, Play) and len(after.tricks) > len(before.tricks):
        lines += _trick_news(before, after.tricks[-1], after)
    lines += _lost_news(after)
    ended = len(after.round_points) > len(before.round_points)
    if ended:
        lines += _round_news(move, after)
    if after.is_over and not before.is_over:
        lines.append(say("land-unter.news.game-over", tiebreak=after.ranking().tiebreak))
    return lines


def _lost_news(after: LandUnter) -> list[str]:
    """The claims lost at the move (decision *claims*): a card shown face up that a hand as written held, said
    where ``after`` (a seat's copy keeps only its own losses, the table's none) knows of it: on the holder's
    page "your hand", on the referee's by name."""
    return [c.lost_words(after.players, after.viewer) for c in after.lost]


def _belts_line(state: LandUnter, belts: Sequence[int]) -> list[Said]:
    """Each player with a number (``Anna 5``), for a line that lists them."""
    return [say("land-unter.player-number", player=name, number=k) for name, k in zip(state.players, belts)]


def _deal_news(move: Deal, after: LandUnter) -> list[str]:
    lines: list[str] = []
    given = move.lifebelts or (None,) * after.n
    if any(k is None for k in given):
        lines.append(say("land-unter.news.deal-passed" if after.round > 1 else "land-unter.news.deal",
                         round=after.round, belts=_belts_line(after, after.belts)))
    if after.open_play:
        lines.append(say("land-unter.news.leads-first", player=after.players[after.leader]))
    return lines


def _trick_news(before: LandUnter, result: TrickResult, after: LandUnter) -> list[str]:
    """A trick's outcome: its cards, turned up together [Déroulement d'un pli] (in open play each was seen
    as it came), who takes which water-level card, the lifebelts lost and who is out."""
    names = after.players
    lines: list[str] = [] if after.open_play else [say("land-unter.news.trick", trick=result.trick, plays=[
        say("land-unter.player-number", player=names[p], number=c) for p, c in sorted(result.plays.items())])]
    for rank, (seat, value) in enumerate(result.took.items()):
        lines.append(say("land-unter.news.took-highest" if rank == 0 else "land-unter.news.took-second",
                         player=names[seat], card=result.plays[seat], level=value))
    left = list(before.belts)
    for seat, level, eliminated in result.events:
        if eliminated:
            lines.append(say("land-unter.news.out", player=names[seat], level=level, round=result.round))
        else:
            left[seat] -= 1
            lines.append(say("land-unter.news.lost-belt", player=names[seat], level=level, left=left[seat]))
    if after.open_play and not result.round_over:
        lines.append(say("land-unter.news.leads", player=names[after.leader], trick=result.trick + 1))
    return lines


def _round_news(move: Any, after: LandUnter) -> list[str]:
    """The round's points, each player's explained where it is more than the lifebelts kept (the lowest
    water's +1 is included, not added), and the totals so far, from round 1 on."""
    r = len(after.round_points)
    points = after.round_points[-1]
    if isinstance(move, RoundTally):
        out, level, belts = list(move.out), [w or 0 for w in move.water], list(move.kept)
        lines: list[str] = [say("land-unter.news.round-tallied", round=r)]
    else:
        out, level, belts = after.out, after.level, after.belts
        lines = [say("land-unter.news.round-over", round=r, why=after.round_end_reason)]
    lowest = min((level[p] for p in range(after.n) if not out[p]), default=None)
    parts = []
    for p, (name, pts) in enumerate(zip(after.players, points)):
        if out[p]:
            parts.append(say("land-unter.news.points-out", player=name, points=pts))
        elif level[p] == lowest:
            parts.append(say("land-unter.news.points-lowest", player=name, points=pts, belts=belts[p]))
        else:
            parts.append(say("land-unter.player-number", player=name, number=pts))
    lines.append(say("land-unter.news.points", round=r, points=parts))
    lines.append(say("land-unter.news.totals", totals=_belts_line(after, after.totals())))
    return lines


def board_text(state: LandUnter, width: int = WIDTH, lang: str = "en") -> str:
    """The position in a few lines of at most ``width`` characters: the round and trick, the
    water-level cards turned up and the pile, each player's lifebelts, top water-level card and hand
    (the cards the table knows, else their count), the trick so far, and the points by round; in ``lang``
    (``nile-cli.board.land-unter.*``, :mod:`scorer.engine.cli_messages`)."""
    def t(id: str, **values: Any) -> str:
        return words(f"nile-cli.board.land-unter.{id}", values, lang)

    lines = [_header(state, t)]
    if state.phase in (Phase.TURN_UP, Phase.PLAY):
        pile = sum(state.water_left.values())
        lines.append(t("trick-up", trick=state.trick + 1, low=state.water[0], high=state.water[1], pile=pile)
                     if state.water else t("trick", trick=state.trick + 1, pile=pile))
        for p in range(state.n):
            lines += _player_lines(state, p, t)
        if state.phase == Phase.PLAY:
            played = [f"{state.players[p]} {'?' if c == FACE_DOWN else c}" for p, c in state.plays.items()]
            waiting = [state.players[p] for p in state.order if p not in state.plays]
            lines.append(t("played", cards=played, players=waiting))
    lines += _score_lines(state, lang)
    if state.phase == Phase.OVER:
        lines.append(in_words(state.ranking().tiebreak, lang))
    wrapped = []
    for line in lines:
        wrapped += textwrap.wrap(line, width, subsequent_indent="  ") or [""]
    return "\n".join(wrapped)


def _header(state: LandUnter, t: Callable[..., str]) -> str:
    if state.phase == Phase.OVER:
        return t("over", rounds=state.n)
    if state.phase == Phase.DEAL:
        return t("deal", round=state.round, rounds=state.n)
    return t("open" if state.open_play else "head", round=state.round, rounds=state.n, trick=state.trick + 1,
             tricks=TRICKS_PER_ROUND)


def _player_lines(state: LandUnter, p: int, t: Callable[..., str]) -> list[str]:
    name = state.players[p]
    if state.out[p]:
        return [t("out", player=name, trick=state.out_trick[p])]
    belts = t("belts", belts=state.belts[p]) if state.belts[p] else t("no-belt")
    water = t("level", level=state.level[p]) if state.level[p] else t("no-water")
    played = sum(1 for seat, _ in state.seen.values() if seat == p)
    in_hand = HAND_SIZE - played
    known = sorted(state.hand_known[state.hand_of(p)] - state.seen.keys())
    head = t("player", player=name, belts=belts, water=water, cards=in_hand)
    if state.viewer == p and known:  # the seat's own page shows its hand as cards to tap: not twice
        return [t("your-hand", line=head)]
    if len(known) == in_hand:
        return [head, "  " + " ".join(map(str, known))] if known else [head]
    if known:
        return [t("some-known", line=head, known=len(known)), "  " + t("known", cards=" ".join(map(str, known)))]
    return [t("unseen", line=head)]


def _score_lines(state: LandUnter, lang: str) -> list[str]:
    if not state.round_points:
        return []
    points, total = words("nile-cli.board.points", {}, lang), words("nile-cli.score.total", {}, lang)
    width = max(len(points), min(max(len(name) for name in state.players), 12))
    rounds = len(state.round_points)
    last = max(7, len(total) + 2)  # the totals' column: "  Total"
    head = points.ljust(width) + "".join(f"{words('nile-cli.score.round', {'round': r + 1}, lang):>4}"
                                         for r in range(rounds)) + f"{total:>{last}}"
    rows = [head]
    totals = state.totals()
    for p, name in enumerate(state.players):
        cells = "".join(f"{signed(pts[p], lang):>4}" for pts in state.round_points)
        rows.append(name[:width].ljust(width) + cells + f"{signed(totals[p], lang):>{last}}")
    return rows
