"""A picture of a Land Unter game as it stands, drawn with the print's own card art (``nile show``,
``nile check --show``, ``nile play``'s ``show``, ``nile serve``'s page).

Under the heading (the position, the points so far, the caption), the table: the two water-level cards
turned up for the trick (or their empty places), the water pile with its count and, in words, what the
last trick did. Then a row per player: the lifebelt cards left (and, face down, those lost), the
water-level card showing, the card played in the trick, and the hand as far as the table knows it
(the known cards small, the unknown ones as one back with their count). ``check --show`` crosses out the
illegal card where it was played (ILLEGAL); the step just taken is ringed (LAST STEP).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from scorer.engine.cli_messages import breaks_a_rule
from scorer.engine import LastStep
from scorer.engine.said import Value, words as said_words
from scorer.games.card_table import (ALARM, INK, LABEL_PT, MARGIN, Box, Heading, around, card_art, label, mark,
                                     pile, place)
from scorer.games.land_unter.engine import HAND_SIZE, TRICKS_PER_ROUND, LandUnter, Phase
from scorer.games.land_unter.moves import FACE_DOWN, Deal, Play, TurnUp
from scorer.games.land_unter.tally import RoundTally

WIDTH = 300.0  # mm
BIG = 18.9  # mm: a water-level card or a trick's card (three tenths of the printed card)
SMALL, STEP = 11.4, 12.4  # mm: a card in a hand, and the step from one to the next (12 fit a row)
BELT, BELT_STEP = 11.0, 2.0  # mm: a lifebelt card, and the step of its pile
STRIP = 36.0  # mm: the table above the rows
ROW = 37.0  # mm: a player's row
COLUMNS_HEAD = 6.0  # mm: the columns' titles above the rows
#: each column's left edge and width (mm): name, lifebelts, water level, the trick's card, the hand
NAME, BELTS, WATER, TRICK, HAND = (MARGIN, 42.0), (52.0, 38.0), (92.0, 23.0), (117.0, 24.0), (143.0, 149.0)


@dataclass(frozen=True)
class _Rows:
    """Where the rows stand: the top of the first (mm), and the round whose cards they show (None when no
    round is on the table: before the deal, or after rounds given as end counts)."""

    top: float
    shown: int | None

    def top_of(self, seat: int) -> float:
        return self.top - seat * ROW

    def card_y(self, seat: int, height: float) -> float:
        """The lower edge of a card ``height`` mm high in ``seat``'s row, below the row's top."""
        return self.top_of(seat) - 2.5 - height

    def column(self, col: tuple[float, float], n: int) -> Box:
        """The box of column ``col`` over the ``n`` rows."""
        return col[0] - 2.5, self.top - n * ROW + 1, col[1] + 4, n * ROW - 1


def board_picture(state: LandUnter, marked: Any = None, caption: str = "") -> tuple[float, float, Callable[[Any], None]]:
    """``(width_mm, height_mm, draw)``: ``draw(canvas)`` pictures ``state`` on a canvas scaled to mm.
    ``marked`` is the illegal move to draw crossed out (a card played, the water-level cards turned up, a
    deal or a round's counts), or a :class:`~scorer.engine.LastStep` whose card is ringed; ``caption``
    the words under the heading (the reason of the illegal move)."""
    art = card_art("land-unter")
    inks = art.inks
    last = marked.move if isinstance(marked, LastStep) else None
    illegal = None if isinstance(marked, LastStep) else marked
    from scorer.i18n import in_words

    lang = language()
    facts = (_points(state),) + ((in_words(state.ranking().tiebreak, lang),) if state.is_over else ())
    heading = Heading(f"{art.cat.title} — {in_words(state.position(), lang)}", facts, caption,
                      alarm=illegal is not None or breaks_a_rule(caption))
    top_h = heading.height(WIDTH)
    height = top_h + STRIP + COLUMNS_HEAD + state.n * ROW + MARGIN
    rows = _Rows(height - top_h - STRIP - COLUMNS_HEAD, _shown_round(state))
    water_spot = (MARGIN, height - top_h - STRIP + 6)

    def draw(c: Any) -> None:
        heading.draw(c, WIDTH, height, inks)
        boxes: dict[str, Box | None] = {"water": _draw_strip(c, art, state, water_spot, rows.shown,
                                                             isinstance(illegal, TurnUp))}
        _column_heads(c, inks, state, rows)
        for seat in range(state.n):
            boxes[f"trick-{seat}"] = _draw_row(c, art, state, rows, seat)
        boxes["hands"] = rows.column(HAND, state.n)
        boxes["counts"] = around([rows.column(BELTS, state.n), rows.column(WATER, state.n)])
        mark(c, _illegal_box(c, art, state, illegal, boxes, rows, water_spot), _last_box(last, boxes))
    return WIDTH, height, draw


def _shown_round(state: LandUnter) -> int | None:
    """The round whose cards are on the table: the round being played, or the round just finished
    trick by trick; None before the first deal and after a tallied round."""
    if state.phase in (Phase.TURN_UP, Phase.PLAY):
        return state.round
    if state.tricks and state.tricks[-1].round == state.round - 1 and len(state.round_points) == state.round - 1:
        return state.round - 1
    return None


def language() -> str:
    """The reader's language, as ``nile show`` draws the picture (:func:`pnp.words.language`)."""
    from pnp.words import language as printing

    return printing()


def _w(id: str, **values: Value) -> str:
    """The picture's own words ``id`` (``land-unter.picture.*``) with ``values``, in the reader's language."""
    return said_words(id, values, language())


def _points(state: LandUnter) -> str:
    if not state.round_points:
        return _w("land-unter.picture.no-round", rounds=state.n)
    totals = [_w("land-unter.picture.total", player=name, points=total) for name, total in zip(state.players, state.totals())]
    return _w("land-unter.picture.points", done=len(state.round_points), rounds=state.n, totals=totals)


def _draw_strip(c: Any, art: Any, state: LandUnter, at: tuple[float, float], shown: int | None, room: bool) -> Box | None:
    """The water-level cards turned up for the trick, the water pile and the last trick in words (after
    the room for two cards turned up illegally, when ``room``); the turned-up cards' box (None when none
    are turned up)."""
    from pnp.art import draw as d

    inks = art.inks
    x, y = at
    card_h = BIG * art.card.height / art.card.width
    turned = None
    if state.tallied:
        d.text(c, x, y + card_h - 4, _w("land-unter.picture.tallied", rounds=state.tallied), 9, inks(INK), align="left")
        return None
    if state.phase == Phase.PLAY and state.water is not None:
        boxes = [art.draw_card(c, f"water-{v}", x + i * (BIG + 2), y, BIG) for i, v in enumerate(state.water)]
        turned = around(boxes)
        words = _w("land-unter.picture.turned-up", trick=state.trick + 1)
    else:
        for i in range(2):
            place(c, inks, (x + i * (BIG + 2), y, BIG, card_h), _w("land-unter.picture.water-place"))
        words = _w("land-unter.picture.to-turn-up" if state.phase == Phase.TURN_UP else "land-unter.picture.none-turned-up")
    label(c, inks, x + BIG + 1, y - 3.5, words, 2 * BIG + 2)
    px = x + 2 * BIG + 9
    if shown is not None:
        left = sum(state.water_left.values()) if shown == state.round else 0
        if left:
            pile(c, art, "back-water", px, y, BIG, max(1, left // 4), step=1.0)
        else:
            place(c, inks, (px, y, BIG, card_h), _w("land-unter.picture.pile-place"))
        label(c, inks, px + BIG / 2 + 1, y - 3.5, _w("land-unter.picture.pile-left", left=left) if left else _w("land-unter.picture.pile-empty"), BIG + 8)
    lines = _trick_words(state, shown)
    tx, ty = _attempt_x(at) + (2 * BIG + 10 if room else 0), y + card_h - 3
    for line in lines:
        ty = d.paragraph(c, tx, ty, line, WIDTH - MARGIN - tx, 8, inks(INK)) - 0.8
    return turned


def _trick_words(state: LandUnter, shown: int | None) -> list[str]:
    """What the last trick of the round shown did, and how the round ended, in words."""
    names = state.players
    done = [t for t in state.tricks if t.round == shown]
    lines = []
    if done:
        t = done[-1]
        took = [_w("land-unter.picture.took-highest" if i == 0 else "land-unter.picture.took-second",
                   player=names[seat], card=t.plays[seat], level=value) for i, (seat, value) in enumerate(t.took.items())]
        lines.append(_w("land-unter.picture.trick", trick=t.trick, tricks=TRICKS_PER_ROUND, took=took))
        for seat, level, out in t.events:
            lines.append(_w("land-unter.picture.out" if out else "land-unter.picture.lost", player=names[seat],
                            level=level))
        if not t.events:
            lines.append(_w("land-unter.picture.nobody"))
    if shown is not None and shown < state.round:
        from scorer.i18n import in_words

        lines.append(_w("land-unter.picture.round-over", round=shown, reason=in_words(state.round_end_reason, language())))
    elif state.open_play and state.phase in (Phase.TURN_UP, Phase.PLAY):
        lines.append(_w("land-unter.picture.open-play",
                        player=names[state.order[0] if state.phase == Phase.PLAY else state.leader]))
    return lines


def _column_heads(c: Any, inks: Any, state: LandUnter, rows: _Rows) -> None:
    from pnp.art import draw as d

    y = rows.top + 1.5
    end = rows.shown is not None and rows.shown < state.round
    trick = _w("land-unter.picture.head-trick-n", trick=state.trick + 1) if state.phase == Phase.PLAY else \
        _w("land-unter.picture.head-trick-n", trick=state.trick) if state.plays else _w("land-unter.picture.head-trick")
    heads = [(NAME, _w("land-unter.picture.head-player")), (BELTS, _w("land-unter.picture.head-belts")),
             (WATER, _w("land-unter.picture.head-water")), (TRICK, trick),
             (HAND, _w("land-unter.picture.head-hand-end" if end else "land-unter.picture.head-hand"))]
    for (x, w), words in heads:
        d.text(c, x, y, words, 8, inks(INK), bold=True, align="left")
    c.setStrokeColor(inks("#c5ccd4"))
    c.setLineWidth(0.25)
    for seat in range(state.n + 1):
        c.line(MARGIN, rows.top_of(seat), WIDTH - MARGIN, rows.top_of(seat))


def _draw_row(c: Any, art: Any, state: LandUnter, rows: _Rows, seat: int) -> Box | None:
    """One player's row; returns the box of the card the player played in the trick (None if none)."""
    inks = art.inks
    _name_block(c, inks, state, rows, seat)
    if rows.shown is None:
        if state.phase == Phase.DEAL:
            place(c, inks, (HAND[0], rows.card_y(seat, 14.0), 3 * STEP, 14.0), _w("land-unter.picture.to-deal", round=state.round))
        return None
    hand = state.hand_of(seat, rows.shown)
    left = state.belts[seat]
    announced = state.hand_belts[hand]
    lost = max(0, (announced if announced is not None else left) - left)
    y = rows.card_y(seat, BELT * art.card.height / art.card.width)
    shown = min(left, 6)  # a pile of six shows what a pile of more would; the label gives the count
    piles = [pile(c, art, "lifebelt", BELTS[0], y, BELT, left, BELT_STEP)] if left else []
    if lost:  # face down on the pile's right, at most three of them
        x = BELTS[0] + (shown - 1) * BELT_STEP + BELT if left else BELTS[0]
        piles.append(pile(c, art, "back-lifebelt", x, y, BELT, lost, BELT_STEP, most=3 if left else 6))
    words = (_w("land-unter.picture.belts-left-lost", left=left, lost=lost) if lost else
             _w("land-unter.picture.belts-left", left=left)) if left else \
        _w("land-unter.picture.belts-none-lost", lost=lost) if lost else _w("land-unter.picture.belts-none")
    both = around(piles) or (BELTS[0], y, BELTS[1] - 4, 0.0)
    label(c, inks, both[0] + both[2] / 2, y - 3.5, words, BELTS[1] - 2, bold=True)
    card_h = BIG * art.card.height / art.card.width
    y = rows.card_y(seat, card_h)
    level = state.level[seat]
    if level:
        art.draw_card(c, f"water-{level}", WATER[0], y, BIG)
    else:
        place(c, inks, (WATER[0], y, BIG, card_h), _w("land-unter.picture.no-water-place"))
    label(c, inks, WATER[0] + BIG / 2, y - 3.5, _w("land-unter.picture.level", level=level) if level else _w("land-unter.picture.no-card"), WATER[1])
    played = _trick_card(c, art, state, rows, seat, y, card_h)
    _hand(c, art, state, rows, seat, hand)
    return played


def _name_block(c: Any, inks: Any, state: LandUnter, rows: _Rows, seat: int) -> None:
    from pnp.art import draw as d

    x, w = NAME
    y = rows.top_of(seat) - 6
    name = state.players[seat]
    d.text(c, x, y, name, d.fit_size(name, w - 2, 10, bold=True), inks(INK), bold=True, align="left")
    lines: list[tuple[str, str, bool]] = []
    if state.phase == Phase.PLAY and state.current_player == seat:
        lines.append((_w("land-unter.picture.to-play"), INK, True))
    if rows.shown is not None and state.out[seat]:
        lines.append((_w("land-unter.picture.out-since", trick=state.out_trick[seat]), ALARM, True))
    totals = state.totals()
    if state.round_points:
        lines.append((_w("land-unter.picture.so-far", points=totals[seat]), INK, False))
    if rows.shown is not None and rows.shown < state.round and state.round_points:
        lines.append((_w("land-unter.picture.round-points", round=rows.shown, points=state.round_points[-1][seat]), INK,
                      False))
    elif state.tallied:
        lines.append((_w("land-unter.picture.by-round", points=[str(r[seat]) for r in state.round_points]), INK, False))
    for words, ink, bold in lines:
        y -= 4.2
        d.text(c, x, y, words, d.fit_size(words, w - 2, LABEL_PT, bold), inks(ink), bold=bold, align="left")


def _trick_card(c: Any, art: Any, state: LandUnter, rows: _Rows, seat: int, y: float, card_h: float) -> Box | None:
    inks = art.inks
    x = TRICK[0]
    if seat in state.plays:
        card = state.plays[seat]  # face down (its back) until the trick's last card is in
        box: Box | None = art.draw_card(c, "back-weather" if card == FACE_DOWN else f"weather-{card}", x, y, BIG)
        label(c, inks, x + BIG / 2, y - 3.5, _w("land-unter.picture.played-hidden") if card == FACE_DOWN else _w("land-unter.picture.played", card=card), TRICK[1])
        return box
    if rows.shown == state.round and state.out[seat]:
        place(c, inks, (x, y, BIG, card_h), _w("land-unter.picture.out-place"))
    elif state.phase == Phase.PLAY and seat in state.order:
        place(c, inks, (x, y, BIG, card_h), _w("land-unter.picture.to-play"), bold=state.current_player == seat)
    return None


def _hand(c: Any, art: Any, state: LandUnter, rows: _Rows, seat: int, hand: int) -> None:
    """The cards ``seat`` still holds: the known ones small, in order, then one back with the number of
    the unknown ones."""
    inks = art.inks
    played = sum(1 for who, _ in state.seen.values() if who == seat) if rows.shown == state.round else HAND_SIZE
    in_hand = HAND_SIZE - played
    known = sorted(state.hand_known[hand] - state.seen.keys()) if rows.shown == state.round else []
    h = SMALL * art.card.height / art.card.width
    y = rows.card_y(seat, h)
    x = HAND[0]
    for card in known:
        art.draw_card(c, f"weather-{card}", x, y, SMALL)
        x += STEP
    unseen = in_hand - len(known)
    if unseen > 0:
        pile(c, art, "back-weather", x, y, SMALL, min(unseen, 3), step=1.2)
        label(c, inks, x + SMALL / 2 + 1, y - 3.5, _w("land-unter.picture.unseen", unseen=unseen), 2 * STEP)
    if rows.shown != state.round:
        place(c, inks, (x, y, 3 * STEP, h), _w("land-unter.picture.round-over-place", round=rows.shown or 0))
    elif not in_hand:
        place(c, inks, (x, y, 3 * STEP, h), _w("land-unter.picture.no-card-left"))
    elif known:
        label(c, inks, HAND[0] + len(known) * STEP / 2, y - 3.5,
              _w("land-unter.picture.known", cards=len(known)) if unseen else _w("land-unter.picture.cards", cards=len(known)),
              len(known) * STEP,
              LABEL_PT)


def _illegal_box(c: Any, art: Any, state: LandUnter, move: Any, boxes: dict[str, Box | None], rows: _Rows,
                 water_spot: tuple[float, float]) -> Box | None:
    """Draw the illegal ``move``'s cards where they would have gone and return the box to cross out."""
    if move is None:
        return None
    card_h = BIG * art.card.height / art.card.width
    if isinstance(move, Play) and 0 <= move.player < state.n:
        shift = 4.0 if boxes.get(f"trick-{move.player}") else 0.0
        y = rows.card_y(move.player, card_h) - shift / 2
        label(c, art.inks, TRICK[0] + BIG / 2, y - 3.5 - shift / 2, _w("land-unter.picture.tried", card=move.card), TRICK[1], bold=True, ink=ALARM)
        if move.card in art.lifebelts:
            tried: Box | None = art.draw_card(c, f"weather-{move.card}", TRICK[0] + shift, y, BIG)
            return tried
        place(c, art.inks, (TRICK[0] + shift, y, BIG, card_h), _w("land-unter.picture.no-such-card", card=move.card))
        return TRICK[0] + shift, y, BIG, card_h
    if isinstance(move, TurnUp):  # beside the pile, the cards on the table left to be seen
        values = {card.value for card in art.cat.deck("water").cards}
        x, y = _attempt_x(water_spot), water_spot[1]
        drawn = []
        for i, v in enumerate(move.cards):
            box = (x + i * (BIG + 2), y, BIG, card_h)
            drawn.append(art.draw_card(c, f"water-{v}", x + i * (BIG + 2), y, BIG) if v in values else box)
            if v not in values:
                place(c, art.inks, box, _w("land-unter.picture.no-such-card", card=v))
        label(c, art.inks, x + BIG + 1, y - 3.5, _w("land-unter.picture.tried-two", first=move.cards[0], second=move.cards[1]), 2 * BIG + 2, bold=True,
              ink=ALARM)
        return around(drawn)
    if isinstance(move, Deal):
        return boxes["hands"]
    if isinstance(move, RoundTally):
        return boxes["counts"]
    return None


def _attempt_x(water_spot: tuple[float, float]) -> float:
    """Where the table's words start, right of the water pile (mm): two cards turned up illegally go there."""
    return water_spot[0] + 3 * BIG + 17


def _last_box(move: Any, boxes: dict[str, Box | None]) -> Box | None:
    """The box to ring for the step just taken: the card played, the water-level cards turned up, the
    hands of a deal."""
    if isinstance(move, Play):
        return boxes.get(f"trick-{move.player}")
    if isinstance(move, TurnUp):
        return boxes.get("water")
    if isinstance(move, Deal):
        return boxes.get("hands")
    return None

