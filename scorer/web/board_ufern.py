"""*An den Ufern des Nils*' tappable board (:func:`scorer.web.board.board_svg`), laid out for a phone: the board
turned a quarter turn, so the Nile runs across the page with the east bank above it and the west bank below,
each row of fields a column from the river out (the rows of 5, 4, 3 and 2 from left to right), each field
86 x 46 px; the market's rows M1..M4 as columns under it, spaces from the top; then the marker, the track,
the boat and a legend in words. ``play`` shows the banks and/or the market where the targets are (both
when there is none), ``whole`` both.

A water card shows its wave at each end, as the table sees its front: one wavy line a single wave, two a
double one, a straight bar a blank end; the river-side end faces the Nile. A plant is a token with its
owner's colour letter and its crop's initial: filled and capital when ripe, white with a dashed ring and
lower case when a seed; a market plant's state is written beside it (``spoiled``, ``rotten``).

>>> from scorer.web.board import PAGE
>>> column_x(3) + FIELD_W <= PAGE
True
"""

from __future__ import annotations

import json
from html import escape
from typing import Any, Sequence

from gamedata.colour import readable_on
from scorer.engine.said import Said, say, words as said
from scorer.games.ufern.board import crop_term
from scorer.games.ufern.market import RIPE, state_word
from scorer.games.ufern.moves import (Done, Ebb, Flood, FloodEnd, Grow, Harvest, Plant, Restore, Reveal, Rot, SetDesert,
                                      Sow)
from scorer.games.ufern.notation import format as written, tapped_with, with_event
from scorer.games.ufern.steps import ACTION_STEPS, MARKER, REVEAL
from scorer.games.ufern.view import _crop_letters, _letter, turned, wave_ends
from scorer.web.board import (CHOICE, FAINT, INK, LAST, PAGE, TAP, TARGET_FILL, Choice, Drawing, Target, attrs,
                              choice_svg, listing, num, paragraph, part_mark, rect, tap_target, text)
from scorer.i18n import in_words
from scorer.web.plants_ufern import plant
from scorer.web.sow_ufern import crop_first, crops as _crops
from scorer.web.wide_ufern import widen
from scorer.web.words_ufern import caption, group, says, typed, wave_said

FIELD_W, FIELD_H, GAP, STEP_Y = 86.0, 46.0, 4.0, 48.0
RIVER_H = 30.0
FIELD, DESERT, WATER, RIVER, SPACE = "#cfe3a4", "#d9b36c", "#4f9bd4", "#9ccbee", "#f0e2bd"
#: the outline of a place a step of the turn being built concerns (not recorded yet): dashed, and said in words
PENDING = "#6a1b9a"


def column_x(k: int) -> float:
    """The left edge of the ``k``-th column (a row of fields, or a market row)."""
    return 4.0 + k * (FIELD_W + GAP)


def places(state: Any, move: Any) -> list[str]:
    """The fields and market rows a move concerns: a flood, an ebb, a desert card, a plant, sow and grow
    their field; the event on a card's back the field that card was turned over from (:func:`turned`: the
    event step has its place on the board, its choices drawn at the board's top); a harvest its field and its
    market row; a rot choice and a restore their market row."""
    if isinstance(move, (Flood, Ebb, SetDesert, Plant, Sow, Grow)):
        return [move.field]
    if isinstance(move, Reveal):
        field = turned(state)
        return [field] if field else []
    if isinstance(move, Harvest):
        return [move.field, move.row]
    if isinstance(move, (Rot, Restore)):
        return [move.row]
    return []


def what(at: str) -> Said:
    """``"field"`` or ``"market row"`` (said in the reader's language where it is shown)."""
    return say("nile-web.board.what.field") if "." in at else say("nile-web.board.what.market-row")


def places_named(state: Any, words: str) -> list[str]:
    """The fields and market rows an entry's words name (``"harvest W4.1 M3"`` -> both)."""
    return [w for w in words.replace(",", " ").split() if w in state.board.row_of or w in state.market]


def _lengths(state: Any) -> list[int]:
    return sorted({int(r[1:]) for r in state.board.catalogue.board.row_ids()}, reverse=True)


def _field_box(state: Any, field: str, river_top: float) -> tuple[float, float, float, float]:
    row, i = state.board.row_of[field], state.board.index_of[field]
    x = column_x(_lengths(state).index(int(row[1:])))
    if row.startswith("E"):
        return x, river_top - (i + 1) * STEP_Y + (STEP_Y - FIELD_H), FIELD_W, FIELD_H
    return x, river_top + RIVER_H + i * STEP_Y + (STEP_Y - FIELD_H), FIELD_W, FIELD_H


def wave(cx: float, y: float, end: str, ink: str = "#ffffff") -> str:
    """A water card's end at height ``y``: one wavy line (single), two (double) or a bar (blank)."""
    if end == "blank":
        return f'<path d="M{num(cx - 16)} {num(y)}H{num(cx + 16)}" stroke="{ink}" stroke-width="3"/>'
    lines = (0.0,) if end == "single" else (-3.5, 3.5)
    d = "".join(f"M{num(cx - 16)} {num(y + dy)}q4 -5 8 0t8 0t8 0t8 0" for dy in lines)
    return f'<path d="{d}" stroke="{ink}" stroke-width="2.2" fill="none"/>'


def water_card(x: float, y: float, w: float, h: float, inner: str, outer: str, inner_at_top: bool) -> str:
    """A water card filling the box, its inner (river-side) end at the top or the bottom."""
    top, bottom = (inner, outer) if inner_at_top else (outer, inner)
    return (rect(x + 2, y + 2, w - 4, h - 4, fill=WATER, stroke="#1f5f8b", rx="3")
            + wave(x + w / 2, y + h * 0.5, top) + wave(x + w / 2, y + h - 8, bottom))


def token(state: Any, cx: float, cy: float, owner: int, crop: str, ripe: bool, r: float = 11.0, lang: str = "en") -> str:
    """A plant token: the owner's colour mark and crop initial in ``lang``, as the text board's (French, German: a colour's
    number, frderev A11), filled and capital when ripe, white with a dashed ring in the owner's colour, lower case, a seed."""
    colour, mark = state.colours[owner], _letter(state, owner, lang)
    initial = _crop_letters(state, lang)[crop]
    if ripe:
        body = f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" fill="{colour.colour}" stroke="{INK}"/>'
        ink, label = readable_on(colour.colour), mark + initial.upper()
    else:
        body = (f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" fill="#ffffff" stroke="{colour.colour}" '
                f'stroke-width="2.5" stroke-dasharray="3 2"/>')
        ink, label = INK, mark + initial.lower()
    return body + text(cx, cy + 4.3, label, 12, bold=True, fill=ink)


#: a palm tree in 16 units (its trunk's foot at 0,0): the board's palms, not a card suit's club
_PALM = ('<path d="M0 0 C0.5 -5 1 -9 0.5 -12" fill="none" stroke="#7a5a2c" stroke-width="1.8" stroke-linecap="round"/>'
         '<path d="M0.5 -12 C-2 -15 -5 -14 -7 -11 C-4 -13 -2 -12.5 0.5 -12 Z M0.5 -12 C3 -15 6 -14 7.5 -11 '
         'C5 -13 3 -12.5 0.5 -12 Z M0.5 -12 C-1 -16 1 -18 3 -17 C1 -15.5 1 -14 0.5 -12 Z M0.5 -12 C-3 -12 -5 -9 '
         '-5 -7 C-3 -9.5 -1.5 -11 0.5 -12 Z M0.5 -12 C3.5 -12 5.5 -9 5.5 -7 C3.5 -9.5 2 -11 0.5 -12 Z" '
         'fill="#3e7b2a" stroke="#fdfbf3" stroke-width="0.6" paint-order="stroke"/>')  # (no wave's white)


def palm(x: float, y: float) -> str:
    """A palm tree drawn with its foot at ``x``, ``y`` (in the board's units), 16 units tall: beside a
    field's number of palms, as the printed board draws them."""
    return f'<g transform="translate({num(x)} {num(y)})" aria-hidden="true">{_PALM}</g>'


def pending_outline(box: tuple[float, float, float, float]) -> str:
    """The outline of a place a built step concerns, inside the box (a long dash, not the last step's solid
    ring: told apart by its pattern as well as its colour)."""
    x, y, w, h = box
    return rect(x + 4, y + 4, w - 8, h - 8, fill="none", stroke=PENDING, stroke_width="3", stroke_dasharray="7 4",
                rx="3", class_="pending")


def _field(state: Any, field: str, box: tuple[float, float, float, float], ring: bool, lang: str = "en") -> str:
    x, y, w, h = box
    banks = state.banks
    out = rect(x, y, w, h, fill=FIELD, stroke="#8aa867", rx="3")
    row, i = state.board.row_of[field], state.board.index_of[field]
    if banks.has_water(field):
        card = banks.water[row][i]
        out += water_card(x, y, w, h, card.inner, card.outer, inner_at_top=row.startswith("W"))
    elif banks.has_desert(field):
        out += rect(x + 2, y + 2, w - 4, h - 4, fill=DESERT, stroke="#8a6a2c", rx="3")
        out += text(x + w / 2, y + h - 8, said("nile-web.board.ufern.caption-desert", {}, lang), 12, fill=INK)
    for k, g in enumerate(banks.plants[field]):
        out += token(state, x + 25 + 36 * k, y + 30, g.owner, g.crop, g.ripe, lang=lang)
    out += text(x + 4, y + 14, field, 12, anchor="start", bold=True, halo=True)
    out += text(x + w - 17, y + 14, f"{state.board.palms[field]}", 12, anchor="end", halo=True)
    out += palm(x + w - 10, y + 16)  # the field's palms: the number by a palm tree
    if ring:
        out += rect(x + 1.5, y + 1.5, w - 3, h - 3, fill="none", stroke=LAST, stroke_width="3", rx="3")
    return out


def _banks(state: Any, y: float, targets: dict[str, Target], last: set[str], href: str, pending: set[str],
           lang: str = "en") -> tuple[list[str], float]:
    """The east bank, the Nile, the west bank from ``y`` down, in ``lang``: the parts and the y under them."""
    board, lengths = state.board, _lengths(state)
    parts = [text(6, y + 15, said("nile-web.board.ufern.east", {}, lang), 13, anchor="start", bold=True)]
    river_top = y + 22 + lengths[0] * STEP_Y
    for k, length in enumerate(lengths):
        for bank in "EW":
            row = f"{bank}{length}"
            if row in board.covered:
                top = river_top - length * STEP_Y if bank == "E" else river_top + RIVER_H
                parts.append(rect(column_x(k), top + 2, FIELD_W, length * STEP_Y - 2, fill="#e4ddd0", stroke=FAINT,
                                  stroke_dasharray="4 3"))
                parts.append(text(column_x(k) + FIELD_W / 2, top + 24, said("nile-web.board.ufern.covered", {"row": row}, lang), 12,
                                  fill=INK))
    parts.append(rect(0, river_top, 360, RIVER_H, fill=RIVER))
    parts.append(text(180, river_top + 20, said("nile-web.board.ufern.nile", {}, lang), 13, bold=True))
    for field in board.fields:
        box = _field_box(state, field, river_top)
        parts.append(_field(state, field, box, field in last, lang))
        if field in pending:
            parts.append(pending_outline(box))
        if field in targets:
            parts.append(tap_target(targets[field], box, href, field, opacity=0.45, corner=True, lang=lang))
    bottom = river_top + RIVER_H + lengths[0] * STEP_Y
    parts.append(text(6, bottom + 17, said("nile-web.board.ufern.west", {}, lang), 13, anchor="start", bold=True))
    return parts, bottom + 24


def _market(state: Any, y: float, targets: dict[str, Target], last: set[str], href: str, pending: set[str],
            lang: str = "en") -> tuple[list[str], float]:
    board = state.board
    parts: list[str] = []
    y = paragraph(parts, y, said("nile-web.board.ufern.market", {}, lang), bold=True)
    top = y + 18
    for k, row in enumerate(board.market):
        x = column_x(k)
        sold = state.market[row]
        parts.append(text(x + FIELD_W / 2, top - 5, f"{row} ({len(sold)}/{board.market_size[row]})", 13, bold=True))
        for j in range(board.market_size[row]):
            sy = top + j * STEP_Y
            parts.append(rect(x, sy, FIELD_W, FIELD_H, fill=SPACE, stroke="#a38b5a", rx="3"))
            parts.append(text(x + FIELD_W - 4, sy + 14, str(j + 1), 12, anchor="end", fill=FAINT))
            if j < len(sold):
                p = sold[j]
                parts.append(token(state, x + 18, sy + 24, p.owner, p.crop, p.state == RIPE, lang=lang))
                if p.state != RIPE:
                    parts.append(text(x + 32, sy + 40, in_words(state_word(p.state), lang), 12, anchor="start", bold=True))
        if row in last:
            parts.append(rect(x + 1.5, top + 1.5, FIELD_W - 3, board.market_size[row] * STEP_Y - 5, fill="none",
                              stroke=LAST, stroke_width="3", rx="3"))
        if row in pending:
            parts.append(pending_outline((x, top, FIELD_W, board.market_size[row] * STEP_Y - 2)))
        if row in targets:
            t = targets[row]
            spaces = board.market_size[row]
            only_harvest = all(isinstance(m, Harvest) for m in t.moves) and len(sold) < spaces
            box = (x, top + len(sold) * STEP_Y, FIELD_W, FIELD_H) if only_harvest else \
                (x, top, FIELD_W, spaces * STEP_Y - GAP / 2)
            parts.append(tap_target(t, box, href, row, opacity=0.8 if only_harvest else 0.35, lang=lang))
    return parts, top + max(board.market_size.values()) * STEP_Y + 4


def _status(state: Any, y: float, parts: list[str], tappable: bool, lang: str = "en") -> float:
    names = state.players
    y = paragraph(parts, y, said("nile-web.board.ufern.marker", {"marker": MARKER[state.marker], "name": names[state.first]}, lang))
    track = ", ".join(f"{p} ({_letter(state, s, lang)}) {state.pawns[s]}" for s, p in enumerate(names))
    y = paragraph(parts, y, said("nile-web.board.ufern.track", {"track": track, "obelisk": state.obelisk}, lang))
    crops = _crop_letters(state, lang)
    boat = ", ".join(f"{_letter(state, o, lang)}{crops[c].upper()}" + (f" x{k}" if k > 1 else "")
                     for (o, c), k in sorted(state.boat.items()) if k)
    y = paragraph(parts, y, said("nile-web.board.ufern.boat", {"boat": boat or said("nile-web.board.ufern.empty", {}, lang)}, lang))
    legend = said("nile-web.board.ufern.legend", {"crops": [f"{v} {crop_term(c).said(lang)}" for c, v in crops.items()]}, lang) \
        + " " + said("nile-web.board.ufern.legend-tap" if tappable else "nile-web.board.ufern.legend-ringed", {}, lang)
    return paragraph(parts, y, legend, size=12, width=58)


def _water_words(state: Any, lang: str = "en") -> str:
    """The water cards in words (in ``lang``), row by row from the river out, each as its river-side end then its
    outer end, and what the row's next card must meet (from :func:`scorer.games.ufern.view.wave_ends`)."""
    ends = {e: said(i, {}, lang) for e, i in (("s", "nile-web.board.ufern.single"), ("d", "nile-web.board.ufern.double"),
                                                ("b", "nile-web.board.ufern.blank"))}
    rows = []
    for row in state.board.rows:
        laid, nxt = wave_ends(state, row)
        if laid:
            cards = ", ".join(f"{ends[c[1]]}-{ends[c[2]]}" for c in laid)
            then = said("nile-web.board.ufern.full", {}, lang) if nxt == "full" else said("nile-web.board.ufern.closed", {}, lang) \
                if nxt == "closed" else said("nile-web.board.ufern.next", {"wave": ends[nxt[-1]]}, lang)
            rows.append(said("nile-web.board.ufern.water-row", {"row": row, "cards": cards, "then": then}, lang))
    return said("nile-web.board.ufern.water", {"rows": rows}, lang)


def draw(state: Any, targets: list[Target], last: list[str], zoom: str, href: str, pending: Sequence[str] = (),
         lang: str = "en") -> Drawing:
    """The drawing of the board at ``zoom`` with ``targets`` as links (see the module docstring); ``pending``
    the fields and market rows the steps of a turn built on the page concern (not recorded yet): outlined in
    long dashes, and named in words above the board and in its text alternative."""
    by_at = {t.at: t for t in targets}
    on_fields = any("." in t.at for t in targets)
    on_market = any("." not in t.at for t in targets)
    if zoom == "whole" or not (on_fields or on_market):
        on_fields = on_market = True
    parts: list[str] = []
    position = in_words(state.position(), lang)
    y = paragraph(parts, 0, position[:1].upper() + position[1:], bold=True)
    built = said("nile-web.board.ufern.pending", {"listed": listing(list(pending), lang=lang)}, lang) if pending else ""
    y = paragraph(parts, y, built, size=12, width=58) if built else y
    ringed = set(last)
    shown = []
    if state.step == REVEAL and targets:  # the event step: its choices at the board's top, over the banks (uferevent)
        cells, after = rows(state, targets, y + 4, href, lang)
        parts += [part_mark("cells", y)] + cells
        y = after
        targets_below: list[Target] = []
    else:
        targets_below = targets
    if on_fields:
        parts.append(part_mark("banks", y))
        more, y = _banks(state, y, by_at, ringed, href, set(pending), lang)
        parts += more
        shown.append(said("nile-web.board.ufern.banks", {}, lang))
    # every entry of the targets once more, a cell each, entered at one tap, under the first part shown
    cells, after = rows(state, targets_below, y + 4, href, lang)
    parts += ([part_mark("cells", y)] if cells else []) + cells
    y = after
    if on_market:
        parts.append(part_mark("market", y))
        more, y = _market(state, y, by_at, ringed, href, set(pending), lang)
        parts += more
        shown.append(said("nile-web.board.ufern.the-market", {}, lang))
    parts.append(part_mark("status", y))
    y = _status(state, y, parts, bool(targets), lang)  # "tap" only where there is something to tap
    listed = listing([said("nile-web.board.nil.at", {"at": t.at, "count": len(t.entries)}, lang) for t in targets],
                     len(targets), lang)
    values = {"title": state.board.catalogue.title, "position": state.position()}
    desc = (said("nile-web.board.ufern.desc", {**values, "shown": shown, "listed": listed}, lang) if targets else
            said("nile-web.board.ufern.desc-none", {**values, "shown": shown}, lang)) + " " + (built + " " if built else "")
    market = None if on_market else lambda at: _market(state, at, by_at, ringed, href, set(pending), lang)  # (a laptop's)
    return widen(Drawing(y + 4, parts, said("nile-web.board.ufern.title", values, lang), desc + _water_words(state, lang)), market)


def bids(state: Any, seat: int, entries: Sequence[str], lang: str = "en") -> Any:
    """The bid picker of ``seat``'s page at an auction of the variants (:func:`scorer.web.bid_ufern.picker`: a
    count per crop, each crop drawn as its plant, titled in ``lang``), None where ``entries`` hold no bid of that
    seat."""
    from scorer.web.bid_ufern import picker

    return picker(state, seat, entries, lambda crop: choice_svg(plant(crop, CHOICE / 2, 44), crop_term(crop).said(lang)))


def builds(state: Any) -> str | None:
    """Where a phone builds a whole turn before sending it: at a player's actions (or a hippo's points), which
    that player decides one after the other with no other player and no card deciding between them ("a
    player spends all their points before the next may play" [Actions]; a joker bought is a face-down desert
    card whose event is ignored): the entry that ends the turn, ``done``, which the page sends after the
    steps built. None at any other step (a water card turns up an event; the opening and the bids alternate
    players).

    >>> from scorer.games.ufern.engine import Ufern
    >>> builds(Ufern(["Anna", "Ben"])) is None
    True
    """
    return written(state, Done()) if state.step in ACTION_STEPS else None


# -- the entries at a target as pictures ----------------------------------------------------------------

def _caption(words: str) -> str:
    """A choice's caption along its lower edge, 12 px, squeezed to the picture's width when long."""
    fit = ' textLength="50" lengthAdjust="spacingAndGlyphs"' if len(words) > 7 else ""
    return text(CHOICE / 2, CHOICE - 4, words, 12, bold=True).replace("<text ", f"<text{fit} ", 1)


def stop_tops(move: FloodEnd) -> str:
    """A ``stop``'s tops (stack A left, B right) drawn as water cards with their waves, each lettered, so the
    stops a table chooses among differ at a glance, not in their last words only (uferrev defect 4); an empty
    stack (no top) a dashed outline.

    >>> stop_tops(FloodEnd((("double", "blank"), None))).count("<rect")
    2
    """
    out = ""
    for k, front in enumerate(move.tops):
        x = 3 + 27 * k
        if front is None:
            out += rect(x + 2, 4, 22, 48, fill="none", stroke=INK, stroke_dasharray="3 3")
        else:
            out += f'<g transform="translate({x} 2) scale(0.62 1)">{water_card(0, 0, 40, 52, front[0], front[1], True)}</g>'
        out += text(x + 13, 17, "AB"[k], 13, bold=True, halo=True)
    return out


def choices(state: Any, words: str, move: Any, at: str, lang: str = "en") -> list[Choice]:
    """The entry ``words`` at ``at`` as the pictures to tap: its :func:`choice`, or, where the card it lays or
    removes is turned over and its back can show one event only, the card and that event at one tap
    (``W4.2 hippo``: :func:`scorer.games.ufern.notation.tapped_with`); a back that may show several is asked
    next, at the event step, its choices at the board's top (uferevent)."""
    events = tapped_with(state, move)
    if not events:
        return [choice(state, words, move, at, lang=lang)]
    return [choice(state, with_event(move, words, e), move, at, e, lang) for e in events]


def offers(state: Any, words: str, move: Any) -> list[str]:
    """The entries the choices of ``words`` enter (:func:`choices`, without their pictures): the entry, or
    the card with the one event its back may show."""
    return [with_event(move, words, e) for e in tapped_with(state, move)] or [words]


def choice(state: Any, words: str, move: Any, at: str, event: Any = None, lang: str = "en") -> Choice:
    """An entry at a field or a market row as a picture: a water card with its waves (a flood), the card to
    remove (an ebb), a desert card, a plant (sow, grow, harvest, the opening's plants), the spaces that rot;
    its label and captions in ``lang`` (:mod:`scorer.web.words_ufern`)."""
    mid, entry = CHOICE / 2, typed(state, words, lang)
    if isinstance(move, Flood):
        ends = state.banks.fit(move.field, move.front) or move.front
        body = water_card(8, 2, 40, 52, ends[0], ends[1], inner_at_top=move.field.startswith("W"))
        body += text(mid, 19, move.stack, 14, bold=True, halo=True)
        label = said("nile-web.board.ufern.flood", {"entry": entry, "stack": move.stack, "inner": wave_said(ends[0], lang),
                                                    "outer": wave_said(ends[1], lang), "field": move.field}, lang)
    elif isinstance(move, Ebb):
        row, i = state.board.row_of[move.field], state.board.index_of[move.field]
        card = state.banks.water[row][i]
        body = water_card(8, 2, 40, 52, card.inner, card.outer, inner_at_top=row.startswith("W"))
        body += f'<path d="M14 10L42 46M42 10L14 46" stroke="{INK}" stroke-width="4"/>'
        label = said("nile-web.board.ufern.ebb", {"entry": entry, "field": move.field}, lang)
    elif isinstance(move, FloodEnd):  # a stop: the two tops it tells, drawn side by side as the stacks lie
        body, label = stop_tops(move), entry
    elif isinstance(move, SetDesert):
        body = rect(4, 4, 48, 48, fill=DESERT, stroke="#8a6a2c", rx="3") + _caption(said("nile-web.board.ufern.caption-desert", {}, lang))
        label = said("nile-web.board.ufern.desert", {"entry": entry, "field": move.field}, lang)
    elif isinstance(move, Rot):
        size = state.board.market_size[move.row]
        step = 48 / size
        body = "".join(rect(16, 4 + k * step, 24, step - 2, fill=SPACE, stroke=INK) for k in range(size))
        body += "".join(f'<path d="M18 {num(5 + (k - 1) * step)}l20 {num(step - 4)}m0 -{num(step - 4)}l-20 {num(step - 4)}" '
                        f'stroke="{LAST}" stroke-width="2.5"/>' for k in move.spaces)
        label = said("nile-web.board.ufern.rot", {"entry": entry, "row": move.row,
                                                  "spaces": listing([str(k) for k in move.spaces], lang=lang)}, lang)
    elif isinstance(move, (Sow, Plant, Grow, Harvest, Restore)):
        crop, under = caption(state, move, lang)
        body = plant(crop, mid, 40) + _caption(under)
        label = said("nile-web.board.ufern.said", {"entry": entry, "what": says(move, crop, lang)}, lang)
    else:
        body, label = _caption(entry), entry
    if event is not None:  # the event its back shows, said with it: a band over the card, in words
        shown = typed(state, str(event), lang)
        body += rect(0, CHOICE - 18, CHOICE, 18, fill="#ffffff", stroke=INK) + _caption(shown)
        label = said("nile-web.board.ufern.back", {"label": label, "event": shown}, lang)
    return Choice(words, label, choice_svg(body, label))


def back_card(state: Any, lang: str = "en") -> str:
    """The card turned over at the event step (:func:`~scorer.games.ufern.view.turned`), drawn as a choice's
    picture with a "?" over it: the water card removed with its waves, or the desert card covered."""
    kind, _, card = state.revealing
    if kind == "desert" or card.front is None:
        body = rect(4, 4, 48, 48, fill=DESERT, stroke="#8a6a2c", rx="3")
    else:
        body = water_card(8, 2, 40, 52, card.front[0], card.front[1], inner_at_top=True)
    body += text(CHOICE / 2, 38, "?", 28, bold=True, halo=True)
    return choice_svg(body, said("nile-web.board.ufern.group-reveal-desert" if kind == "desert" else
                                 "nile-web.board.ufern.group-reveal-water", {"field": turned(state)}, lang))


def pictures(state: Any, texts: Any, lang: str = "en") -> dict[str, str]:
    """The water cards among the entries ``texts`` (a flood card laid, a card removed at an ebb, with the event
    its back shows where one is said with it) drawn as the table sees them, with their waves (:func:`choice`),
    so that the list shows the card as printed, not its name only. Nothing is hidden from one seat that
    another sees: no hidden thing is pictured."""
    from scorer.engine import InvalidMove
    from scorer.games.ufern.notation import parse, split

    out: dict[str, str] = {}
    for words in texts:
        try:
            first = split(state, words)[0]
            move = parse(state, first)
        except (InvalidMove, ValueError):
            continue
        if isinstance(move, (Flood, Ebb)):
            out[words] = choice(state, words, move, move.field, lang=lang).svg
        elif isinstance(move, FloodEnd) and any(move.tops):  # a stop naming its tops: the tops drawn
            out[words] = choice(state, words, move, "", lang=lang).svg
    return out


# -- the one-tap rows ---------------------------------------------------------------------------------
# *An den Ufern des Nils*' board, its one-tap rows: every entry at a field or a market row, drawn under the banks
# as a cell a single tap enters (issue 22: one tap a step), grouped by what the player decides first, each group
# headed by its picture as printed:
#
# * a sowing (and the opening's plants): a row per crop the player holds, the plant drawn, a cell per field;
# * a flood card: a row per stack and front the top card may show, the water card drawn with its waves, a
#   cell per field it fits, once (a desert card it covers: its back is asked next, unless it can show one event
#   only, which the cell then says with it: :func:`scorer.games.ufern.notation.tapped_with`);
# * an ebb: one row, a cell per card that may be removed, labelled by its field (the board above draws the
#   card), its back asked next as a flood's desert card is (uferevent: a cell per card and event made
#   pages of 3-4,000 px at 360 px wide);
# * the event step (what a card's back shows): one row, the card turned over drawn with a "?", a cell per event,
#   drawn at the board's top, over the banks, where the finger is (not 1,750 px down under the board);
# * a harvest: a row per field, the plant drawn, a cell per market row; a growing, a desert card, a rot, a
#   restored plant: one row each, a cell per place.
#
# A cell is a link like the board's targets (``class="target"``, at least :data:`~scorer.web.board.TAP` px):
# with a script, its ``data-one`` entry is entered (or added to the turn being built) at one tap; without one,
# its ``href`` opens the choices at its field, as the field itself does.
#

#: the gap between cells and rows, and the left edge of a group's cells (its picture beside them)
CELL_GAP, CELLS_X = 4.0, 8.0 + CHOICE
#: a cell's least side: a tap target's and a little more (a phone's rounding of the drawing's scale)
CELL = TAP + 2


def cell_width(label: str) -> float:
    """The width of a cell for ``label`` (13 px bold text): at least a tap target's side.

    >>> cell_width("W4.2") >= TAP and cell_width("hippo + arrow") > cell_width("W4.2")
    True
    """
    return max(CELL, 10.0 + 7.8 * len(label))


def _cell(x: float, y: float, w: float, label: str, entry: str, places: Sequence[str], href: str, lang: str = "en",
          shown: str = "") -> str:
    """A cell: a link entering ``entry`` at one tap (its ``data-one``), ``href`` opening the choices at its first
    place (without a script); ``data-places`` the fields and market rows it concerns (a tap on one of them on the
    board shows its cells); ``shown`` the entry as the reader types it (its name and title, in ``lang``)."""
    shown = shown or entry
    link = attrs(href=href.replace("{at}", places[0]), class_="target cell", data_one=entry,
                 data_places=" ".join(places), data_entries=json.dumps([entry]),
                 aria_label=said("nile-web.board.ufern.one-tap", {"entry": shown}, lang))
    return (f"<a{link}><title>{escape(shown)}</title>"
            + rect(x, y, w, CELL, fill="#ffffff", fill_opacity="0")
            + rect(x + 1, y + 1, w - 2, CELL - 2, fill=TARGET_FILL, stroke=INK, stroke_width="2", rx="6")
            + text(x + w / 2, y + CELL / 2 + 5, label, 13, bold=True) + "</a>")


#: a group of cells: its heading in words, its picture (an inline SVG, "" for none), its cells (label, entry, the
#: places the entry concerns: a harvest its field and its market row)
Group = tuple[str, str, list[tuple[str, str, list[str]]]]


def one_tap(state: Any, targets: list[Target]) -> set[str]:
    """The entries a single tap enters: every cell's (see the module docstring)."""
    return {entry for _, _, cells in groups(state, targets).values() for _, entry, _ in cells}


def groups(state: Any, targets: list[Target], lang: str = "en") -> dict[tuple[str, ...], Group]:
    """The cells of ``targets``' entries (each offer of each entry once: an ebb with each event its back may
    show), in groups keyed by what the player decides first (see the module docstring); their words in ``lang``."""
    found: dict[tuple[str, ...], Group] = {}
    seen: dict[str, list[str]] = {}  # each entry's places, as its cells hold them
    for target in targets:
        for words, move in zip(target.entries, target.moves):
            for entry in offers(state, words, move):
                if entry in seen:
                    seen[entry].append(target.at)
                    continue
                seen[entry] = [target.at]
                key, heading, label = group(state, words, move, entry, lang)
                picture = "" if key[0] in ("other", "ebb") or key in found else \
                    back_card(state, lang) if key[0] == "reveal" else choice(state, words, move, target.at, lang=lang).svg
                found.setdefault(key, (heading, picture, []))[2].append((label, entry, seen[entry]))
    for key, (_, _, cells) in found.items():  # a harvest's rows M1..M4 left to right, as the market draws them
        if key[0] in ("harvest", "restore"):  # (else a row first met at an earlier field's harvest came first)
            cells.sort(key=lambda cell: cell[0])
    return found


def _heading(parts: list[str], y: float, made: dict[tuple[str, ...], Group], key: tuple[str, ...], heading: str,
             compact: bool, lang: str = "en") -> float:
    """A group's heading in words (12 px), drawn from ``y`` down; a sowing's (``compact``) is said once, over
    the first sowing only, as "Sow a seed: tap its field in the row of its crop"; a group without words
    (``heading`` empty) has none. Return the y under it."""
    if heading and (not compact or key == next(k for k in made if k[0] == "sow")):  # the first sowing: "Sow"
        y = paragraph(parts, y, said("nile-web.board.ufern.sow", {}, lang) if compact else heading, size=12, width=58)
    return y


def _placed(picture: str, y: float, compact: bool) -> str:
    """A group's picture (its :func:`choice`'s inline SVG) placed at the page's left edge at ``y``, hidden from
    a screen reader (its cells say it): a cell's size for a sowing (``compact``: its caption's text scaled up
    to stay 12 px), a choice's size otherwise."""
    side = CELL if compact else CHOICE
    if compact:
        picture = picture.replace('font-size="12"', f'font-size="{num(12 * CHOICE / CELL + 0.05)}"')
    return (picture.replace('<svg xmlns="http://www.w3.org/2000/svg"', f'<svg x="4" y="{num(y)}" aria-hidden="true"', 1)
            .replace(f'width="{CHOICE}" height="{CHOICE}"', f'width="{num(side)}" height="{num(side)}"', 1))


def _laid(parts: list[str], cells: list[tuple[str, str, list[str]]], x: float, y: float, left: float,
          href: str, lang: str = "en", state: Any = None) -> float:
    """A group's cells (:func:`_cell`, each as wide as its label) laid out from ``x`` at ``y``, left to right,
    a cell that would pass the page's width wrapping to a new line from ``left``; return the y of the last
    line."""
    start = x
    for label, entry, at in cells:
        w = cell_width(label)
        if x + w > PAGE - 4 and x > start:
            x, y = left, y + CELL + CELL_GAP
            start = x
        parts.append(_cell(x, y, w, label, entry, at, href, lang, typed(state, entry, lang)))
        x += w + CELL_GAP
    return y


def rows(state: Any, targets: list[Target], y: float, href: str, lang: str = "en") -> tuple[list[str], float]:
    """The one-tap rows of ``targets``' entries (see the module docstring), drawn from ``y`` down: the parts
    and the y under them (``y`` itself where there is nothing to tap). Each group: its heading
    (:func:`_heading`), its picture (:func:`_placed`), its cells (:func:`_laid`); the sowings crop first where
    they are many (:func:`crop_first`, :func:`_crops`), in the place of the first."""
    made = groups(state, targets, lang)
    if not made:
        return [], y
    by_crop, parts = crop_first(made), list[str]()
    # said as what the tap does here: at a player's actions it adds a step to the turn being built (no turn is
    # built at a flood, an ebb or the opening: the tap enters its step)
    y = paragraph(parts, y, said("nile-web.board.ufern.rows-build" if builds(state) is not None
                                 else "nile-web.board.ufern.rows", {}, lang), bold=True)
    for key, (heading, picture, cells) in made.items():
        if by_crop and key[0] == "sow":  # (the crops drawn once, in the place of the first)
            y = _crops(parts, made, y, href, lang) if key == next(k for k in made if k[0] == "sow") else y
            continue
        compact = key[0] == "sow" and bool(picture)  # a sowing: its plant a cell's size, then its lines of cells
        y = _heading(parts, y, made, key, heading, compact, lang)
        top, left = y, (4.0 if compact or not picture else CELLS_X)  # (no picture: an ebb's cards, from the edge)
        x = left + CELL + CELL_GAP if compact else left
        if picture:
            parts.append(_placed(picture, y, compact))
        y = _laid(parts, cells, x, y, left, href, lang, state)
        y = max(y + CELL, top + (CHOICE if picture and not compact else 0)) + 2 * CELL_GAP
    return parts, y
