"""A picture of a NILE game as it stands, drawn with the print's own card art (``nile show``, ``nile check
--show``, ``nile play``'s ``show``, ``nile serve``'s page).

Under the heading (the position, the score in words, the caption), the table: the flood card showing on
the Flood card, the deck and the discard pile with their counts, and the speculation cards laid, each
with its player's name. Then a row per player: the storage per crop (its symbol, name and count; the
smallest pile decides), the fields with their crops (a pile per field, its count written under it), and
the hand as far as the table saw it (each kind once with its count, the unseen cards as one back with
theirs). ``check --show`` draws the illegal move's cards where they would have gone, crossed out
(ILLEGAL); the step just taken is ringed (LAST STEP).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from scorer.engine.cli_messages import breaks_a_rule
from scorer.engine import LastStep
from scorer.engine.said import Term, Value, words
from scorer.games.card_table import INK, MARGIN, Box, Heading, around, card_art, label, mark, pile, place
from scorer.games.nile.cards import card_set
from scorer.games.nile.engine import Nile
from scorer.games.nile.moves import Deal, Draw, Flood, Pass, Plant, Speculate, Tally, Trade
from scorer.games.nile.table import SETUP

if TYPE_CHECKING:
    from pnp.canvas import Drawer, Pen

WIDTH = 300.0  # mm: the widest the picture is drawn
#: the narrowest (mm): a picture is as wide as its widest row needs, so that a screen that fits it to its width (a
#: laptop's column of 670 px) draws its words larger (nilerev defect 5: 6 px at 300 mm; 10 px at this width)
MIN_WIDTH = 170.0
BIG = 18.9  # mm: a card on the table (three tenths of the printed card)
FIELD, FIELD_SLOT = 16.0, 24.0  # mm: a field's cards, and the room a field takes
HAND_CARD, HAND_SLOT = 13.0, 16.0  # mm: a card in a hand, and the room a kind takes
STRIP = 48.0  # mm: the table above the rows
ROW = 38.0  # mm: a player's row
#: each column's left edge and width (mm): name, storage, fields (the hand takes the rest of the row)
NAME, STORAGE, FIELDS = (MARGIN, 36.0), (46.0, 32.0), (80.0, 120.0)
#: where the table's things stand (x mm): the flood, the deck, the discard pile, the speculation cards
FLOOD_X, DECK_X, DISCARD_X, SPECS_X = MARGIN, MARGIN + 44.0, MARGIN + 72.0, MARGIN + 104.0


@dataclass
class _Layout:
    """Where things were drawn (boxes in mm, by name), for the marks, and the rows' top."""

    rows_top: float
    strip_y: float
    hand_x: float
    #: the picture's width (mm, :func:`_width`)
    width: float = WIDTH
    #: per seat, the kinds the illegal move adds to the hand's row (a draw, a trade's discards)
    extra: dict[int, int] = field(default_factory=dict)
    boxes: dict[str, Box] = field(default_factory=dict)

    def top_of(self, seat: int) -> float:
        return self.rows_top - seat * ROW

    def column(self, col: tuple[float, float], seat: int) -> Box:
        """The box of column ``col`` in ``seat``'s row."""
        return col[0] - 1.5, self.top_of(seat) - ROW + 1, col[1] + 1, ROW - 1.5


def board_picture(state: Nile, marked: object = None, caption: str = "") -> tuple[float, float, Drawer]:
    """``(width_mm, height_mm, draw)``: ``draw(canvas)`` pictures ``state`` on a canvas scaled to mm.
    ``marked`` is the illegal move whose cards are drawn crossed out where they would have gone, or a
    :class:`~scorer.engine.LastStep` whose cards are ringed; ``caption`` the words under the heading."""
    art = card_art("nile")
    last = marked.move if isinstance(marked, LastStep) else None
    illegal = None if isinstance(marked, LastStep) else marked
    from scorer.i18n import in_words

    heading = Heading(f"{art.cat.title} — {in_words(state.position(), _lang())}", _facts(state), caption,
                      alarm=illegal is not None or breaks_a_rule(caption))
    hand_x = _hand_x(state, illegal)
    extra = {illegal.player: len(_tried(illegal))} if isinstance(illegal, (Draw, Trade)) else {}
    width = _width(state, hand_x, extra, len(illegal.cards) if isinstance(illegal, Speculate) else 0)
    top_h = heading.height(width)
    height = top_h + STRIP + 6 + state.n * ROW + MARGIN
    layout = _Layout(height - top_h - STRIP - 6, height - top_h - STRIP + 14, hand_x, width, extra)

    def draw(c: Pen) -> None:
        heading.draw(c, width, height, art.inks)
        _draw_table(c, art, state, layout)
        _column_heads(c, art.inks, state, layout)
        for seat in range(state.n):
            _draw_row(c, art, state, layout, seat)
        mark(c, _illegal(c, art, state, illegal, layout), _last(state, last, layout))
    return width, height, draw


def _width(state: Nile, hand_x: float, extra: dict[int, int], tried: int = 0) -> float:
    """The picture's width (mm): room for the widest hand (each kind its full slot, ``extra`` kinds an illegal move
    adds) and the speculation cards laid (and ``tried``, an illegal speculation's), between :data:`MIN_WIDTH` and :data:`WIDTH` (a hand of more kinds than
    that holds is drawn closer, :func:`_hand_slot`)."""
    kinds = max(len(_hand_groups(state, seat)) + extra.get(seat, 0) for seat in range(state.n)) if state.n else 0
    specs = SPECS_X + max(1, len(state.speculations) + tried) * (BIG + 3)
    return min(WIDTH, max(MIN_WIDTH, hand_x + max(1, kinds) * HAND_SLOT + MARGIN, specs + MARGIN))


def _hand_x(state: Nile, illegal: object) -> float:
    """Where the hands start (mm): after the most fields any player has (at least two, and a planting
    drawn crossed out), so a hand of many kinds has the rest of the row."""
    fields = [sum(1 for owner in state.field_owner if owner == seat) for seat in range(state.n)]
    if isinstance(illegal, Plant) and 0 <= illegal.player < state.n:
        fields[illegal.player] += len(illegal.cards)
    return FIELDS[0] + max(2, *fields) * FIELD_SLOT + 4


def face(art: Any, kind: int | None) -> str:
    """The print's face key of the card kind ``kind`` (a crop, a speculation card, the Plague); the deck's
    back for None (a card nobody saw)."""
    cs = card_set()
    if kind is None:
        return "back-deck"
    if cs.is_crop(kind):
        return f"crop-{cs.crop_ids[kind]}"
    if cs.is_speculation(kind):
        pair = {cs.crop_ids[c] for c in cs.floods[kind]}
        card = next(card for card in art.cat.deck("speculation").cards if set(card.crops or ()) == pair)
        return "spec-" + "-".join(card.crops or ())
    return "plague"


def _lang() -> str:
    """The reader's language, as ``nile show`` draws the picture (:func:`pnp.words.language`)."""
    from pnp.words import language

    return language()


def _w(id: str, **values: Value) -> str:
    """The picture's own words ``id`` (``nile.picture.*``) with ``values``, in the reader's language."""
    return words(id, values, _lang())


def _name(kind: int | None) -> str:
    """A card's name (a crop, a speculation's two crops, the plague) in the reader's words."""
    term = card_set().term(kind)
    return term.said(_lang()) if isinstance(term, Term) else term


def _facts(state: Nile) -> tuple[str, ...]:
    from scorer.i18n import in_words

    if state.phase == SETUP:
        return (_w("nile.picture.setup", players=list(state.players)),)
    if state.storage_hidden:
        return (_w("nile.picture.score-hidden"),)
    ranking = state.ranking()
    return (_w("nile.picture.score", tiebreak=in_words(ranking.tiebreak, _lang())),)


def _card_h(art: Any, width: float) -> float:
    """The height (mm) of a card drawn ``width`` mm wide."""
    height: float = width * art.card.height / art.card.width
    return height


def _discard_pile(c: Pen, art: Any, state: Nile, y: float) -> Box:
    """The discard pile at ``y`` mm, face up (discards are public): its kinds fanned, the most plentiful on top,
    up to six; an empty dashed place only while it is empty (nilerev defect 5: drawn empty while it held cards).
    Returns its box."""
    kinds = sorted((k for k, n in enumerate(state.discard) if n), key=lambda k: (state.discard[k], -k))[-6:]
    if not kinds:
        box = (DISCARD_X, y, BIG, _card_h(art, BIG))
        place(c, art.inks, box, _w("nile.picture.discard-place"))
        return box
    for i, k in enumerate(kinds):
        last = art.draw_card(c, face(art, k), DISCARD_X + i * 1.5, y, BIG)
    return DISCARD_X, y, last[0] + last[2] - DISCARD_X, last[3]


def _draw_table(c: Pen, art: Any, state: Nile, layout: _Layout) -> None:
    """The flood card on the Flood card, the deck, the discard pile, the speculation cards."""
    from pnp.art import draw as d

    cs, inks, y = card_set(), art.inks, layout.strip_y
    h = _card_h(art, BIG)
    if state.tally:
        d.text(c, MARGIN, y + h - 4, _w("nile.picture.tallied"), 9, inks(INK), align="left")
        return
    art.draw_card(c, "flood", FLOOD_X, y, BIG)
    if state.flood is not None:
        layout.boxes["flood"] = art.draw_card(c, face(art, state.flood), FLOOD_X + 6, y - 3, BIG)
        floods = _w("nile.picture.floods", crops=[cs.crop_terms[k] for k in state.flooded]) if state.flooded else \
            _w("nile.picture.floods-nothing")
        label(c, inks, FLOOD_X + 17, y - 6.5, _w("nile.picture.flood", card=cs.term(state.flood)), 40, bold=True)
        label(c, inks, FLOOD_X + 17, y - 10, floods, 40)
    else:
        layout.boxes["flood"] = (FLOOD_X, y, BIG, h)
        label(c, inks, FLOOD_X + BIG / 2, y - 3.5, _w("nile.picture.no-flood"), 30)
    if state.deck_size:
        layout.boxes["deck"] = pile(c, art, "back-deck", DECK_X, y, BIG, max(1, state.deck_size // 15), step=1.0)
    else:
        layout.boxes["deck"] = (DECK_X, y, BIG, h)
        place(c, inks, layout.boxes["deck"], _w("nile.picture.deck-place"))
    label(c, inks, DECK_X + BIG / 2 + 1, y - 3.5, _w("nile.picture.deck", cards=state.deck_size), 26, bold=True)
    label(c, inks, DECK_X + BIG / 2 + 1, y - 7, _w("nile.picture.ran-out", runs=state.deck_runs_out, passes=state.passes), 26)
    layout.boxes["discard"] = _discard_pile(c, art, state, y)
    label(c, inks, DISCARD_X + BIG / 2, y - 3.5, _w("nile.picture.discard", cards=sum(state.discard)), 28, bold=True)
    label(c, inks, DISCARD_X + BIG / 2, y - 7, _w("nile.picture.flood-pile", cards=len(state.flood_pile)), 28)
    d.text(c, SPECS_X, y + h + 1.5, _w("nile.picture.speculations"), 8, inks(INK), bold=True, align="left")
    if not state.speculations:
        place(c, inks, (SPECS_X, y, BIG, h), _w("nile.picture.none"))
    for i, (seat, kind) in enumerate(state.speculations):
        layout.boxes[f"spec-{i}"] = _card_with_label(c, art, kind, SPECS_X + i * (BIG + 3), y, BIG,
                                                     [state.players[seat]])


def _card_with_label(c: Pen, art: Any, kind: int | None, x: float, y: float, width: float, words: list[str],
                     bold: bool = True) -> Box:
    """A card of ``kind`` with lines of ``words`` under it; its box."""
    box: Box = art.draw_card(c, face(art, kind), x, y, width)
    for i, line in enumerate(words):
        label(c, art.inks, x + width / 2, y - 3.3 - i * 3.1, line, width + 2.5, bold=bold and i == 0)
    return box


def _kind_words(kind: int | None, n: int) -> list[str]:
    """A card's label: its count and name, a speculation card's two crops on two lines."""
    cs = card_set()
    if kind is None:
        return [_w("nile.picture.unseen", cards=n)]
    name = _name(kind)
    if cs.is_speculation(kind):
        a, b = name.split("/")
        return [f"{n} × {a}/" if n > 1 else f"{a}/", b]
    return [f"{n} {name}" if n > 1 else name]


def _column_heads(c: Pen, inks: Any, state: Nile, layout: _Layout) -> None:
    from pnp.art import draw as d

    y = layout.rows_top + 1.5
    for x, head in ((NAME[0], _w("nile.picture.head-player")), (STORAGE[0], _w("nile.picture.head-storage")),
                    (FIELDS[0], _w("nile.picture.head-fields")), (layout.hand_x, _w("nile.picture.head-hand"))):
        d.text(c, x, y, head, 8, inks(INK), bold=True, align="left")
    c.setStrokeColor(inks("#c5ccd4"))
    c.setLineWidth(0.25)
    for seat in range(state.n + 1):
        c.line(MARGIN, layout.top_of(seat), layout.width - MARGIN, layout.top_of(seat))


def _draw_row(c: Pen, art: Any, state: Nile, layout: _Layout, seat: int) -> None:
    from pnp.art import draw as d

    cs, inks, top = card_set(), art.inks, layout.top_of(seat)
    name = state.players[seat]
    d.text(c, NAME[0], top - 6, name, d.fit_size(name, NAME[1] - 2, 10, bold=True), inks(INK), bold=True, align="left")
    lines = []  # (words, bold): whose turn it is in bold
    if state.phase != SETUP and state.active == seat and not state.is_over:
        lines.append((_w("nile.picture.to-play" if state.current_player == seat else "nile.picture.this-turn"), True))
    hidden = seat in state.storage_hidden
    if state.phase != SETUP:
        if not state.storage_hidden:
            lines.append((_w("nile.picture.rank", rank=state.ranking().standings[seat].rank), False))
        if not hidden:
            lines.append((_w("nile.picture.smallest", cards=min(state.storage[seat])), False))
        if not state.tally:
            lines.append((_w("nile.picture.hand", cards=state.hand_size(seat)), False))
    for i, (said_line, bold) in enumerate(lines):
        d.text(c, NAME[0], top - 10.5 - i * 4, said_line, 7.5, inks(INK), bold=bold, align="left")
    for k in range(len(cs.crops)):
        crop = _name(k)
        y = top - 6 - k * 5.6
        if hidden:  # the rules hide a storage from the other players
            if k == 0:
                d.text(c, STORAGE[0] + 2, y, _w("nile.picture.hidden"), 7.5, inks(INK), align="left")
            continue
        art.symbol(c, cs.crop_ids[k], STORAGE[0] + 2, y + 1, 1.9)
        d.text(c, STORAGE[0] + 5.5, y, _w("nile.picture.crop-count", crop=crop, cards=state.storage[seat][k]), 7.5, inks(INK),
               bold=state.storage[seat][k] == min(state.storage[seat]), align="left")
    layout.boxes[f"name-{seat}"] = layout.column(NAME, seat)
    layout.boxes[f"storage-{seat}"] = layout.column(STORAGE, seat)
    layout.boxes[f"hand-{seat}"] = layout.column((layout.hand_x, layout.width - MARGIN - layout.hand_x), seat)
    if state.tally:
        return
    y = top - 3 - _card_h(art, FIELD)
    fields = [k for k in range(cs.n_crops) if state.field_owner[k] == seat]
    for i, k in enumerate(fields):
        x = FIELDS[0] + i * FIELD_SLOT
        layout.boxes[f"field-{k}"] = pile(c, art, face(art, k), x, y, FIELD, state.field_size[k], step=1.2, most=5)
        label(c, inks, x + FIELD / 2 + 2, y - 3.3, _w("nile.picture.crop-count", crop=_name(k), cards=state.field_size[k]), FIELD_SLOT, bold=True)
    if not fields:
        place(c, inks, (FIELDS[0], y, FIELD, _card_h(art, FIELD)), _w("nile.picture.no-field"))
    _hand(c, art, state, seat, top, layout.hand_x, layout.extra.get(seat, 0), layout.width)


def _hand_groups(state: Nile, seat: int) -> list[tuple[int | None, int]]:
    groups: list[tuple[int | None, int]] = [(k, n) for k, n in enumerate(state.hand[seat]) if n]
    if state.hand_unseen[seat]:
        groups.append((None, state.hand_unseen[seat]))
    return groups


def _hand_slot(state: Nile, seat: int, x: float, extra: int = 0, width: float = WIDTH) -> float:
    """The room (mm) a kind takes in ``seat``'s hand from ``x`` mm in a picture ``width`` mm wide, ``extra`` more
    kinds to come: less when many."""
    kinds = len(_hand_groups(state, seat)) + extra
    return min(HAND_SLOT, (width - MARGIN - x) / max(1, kinds))


def _hand(c: Pen, art: Any, state: Nile, seat: int, top: float, x0: float, extra: int, width: float) -> None:
    """``seat``'s hand from ``x0`` mm, with room for ``extra`` kinds after it (the picture ``width`` mm wide)."""
    groups = _hand_groups(state, seat)
    slot = _hand_slot(state, seat, x0, extra, width)
    width = min(HAND_CARD, slot - 2.5)
    y = top - 3 - _card_h(art, HAND_CARD)
    for i, (kind, n) in enumerate(groups):
        x = x0 + i * slot
        pile(c, art, face(art, kind), x, y, width, n, step=0.8, most=3)
        for j, line in enumerate(_kind_words(kind, n)):
            label(c, art.inks, x + width / 2 + 1, y - 3.3 - j * 3.1, line, slot - 0.5, bold=j == 0)
    if not groups and state.phase != SETUP:
        place(c, art.inks, (x0, y, HAND_CARD * 2, _card_h(art, HAND_CARD)), _w("nile.picture.no-card"))


def _illegal(c: Pen, art: Any, state: Nile, move: object, layout: _Layout) -> Box | None:
    """Draw the illegal ``move``'s cards where they would have gone; the box to cross out."""
    if move is None:
        return None
    if isinstance(move, (Plant, Speculate, Draw, Trade, Pass)) and not 0 <= move.player < state.n:
        return None
    if isinstance(move, Plant):
        x0 = FIELDS[0] + sum(1 for owner in state.field_owner if owner == move.player) * FIELD_SLOT
        y = layout.top_of(move.player) - 3 - _card_h(art, FIELD)
        return around([_card_with_label(c, art, k, x0 + i * FIELD_SLOT, y, FIELD,
                                                         [f"+{n} {_name(k)}"])
                       for i, (k, n) in enumerate(move.cards)])
    if isinstance(move, Speculate):
        x0 = SPECS_X + len(state.speculations) * (BIG + 3)
        return around([_card_with_label(c, art, k, x0 + i * (BIG + 3), layout.strip_y, BIG,
                                        [state.players[move.player]]) for i, k in enumerate(move.cards)])
    if isinstance(move, Flood):
        box = layout.boxes["flood"]
        return _card_with_label(c, art, move.card, box[0] + box[2] + 1.5, layout.strip_y - 3, BIG, [])
    if isinstance(move, (Draw, Trade)):
        kinds = _tried(move)
        slot = _hand_slot(state, move.player, layout.hand_x, len(kinds), layout.width)
        x0 = layout.hand_x + len(_hand_groups(state, move.player)) * slot
        y = layout.top_of(move.player) - 3 - _card_h(art, HAND_CARD)
        return around([_card_with_label(c, art, k, x0 + i * slot, y, min(HAND_CARD, slot - 2.5), _kind_words(k, 1))
                       for i, k in enumerate(kinds)])
    if isinstance(move, Pass):
        return layout.boxes[f"name-{move.player}"]
    if isinstance(move, Deal):
        return layout.boxes["deck"]
    if isinstance(move, Tally):
        return around([layout.boxes[f"storage-{s}"] for s in range(state.n)])
    return None


def _tried(move: Draw | Trade) -> list[int | None]:
    """The cards an illegal draw or trade names: the card drawn, or the cards discarded."""
    return [move.card] if isinstance(move, Draw) else [*move.hand, *move.storage]


#: mm a ring keeps clear of the words around what it rings (its frame and white halo are 2.6 mm wide, drawn 0.8 mm
#: inside its box): the label under a field or a speculation card ("Papyrus: 2", "Anna"), the heading above the
#: speculations, a player's name at the left of its column (review s38 nilerev2 defect 8, frderev B3)
RING_CLEAR = 2.2


def _clear(box: Box | None, bottom: float = 0.0, top: float = 0.0, left: float = 0.0) -> Box | None:
    """``box`` with its foot raised by ``bottom`` mm, its top lowered by ``top`` mm and its left side moved out by
    ``left`` mm; None for None."""
    if box is None:
        return None
    x, y, w, h = box
    return x - left, y + bottom, w + left, h - bottom - top


def _last(state: Nile, move: object, layout: _Layout) -> Box | None:
    """The box to ring for the step just taken, clear of the words around it (:data:`RING_CLEAR`)."""
    boxes = layout.boxes
    if isinstance(move, Flood):
        return boxes.get("flood")
    if isinstance(move, Plant):
        return _clear(around([boxes[f"field-{k}"] for k, _ in move.cards if f"field-{k}" in boxes], pad=1.0),
                      bottom=RING_CLEAR)
    if isinstance(move, Speculate):
        mine = [i for i, (s, _) in enumerate(state.speculations) if s == move.player][-len(move.cards):]
        return _clear(around([boxes[f"spec-{i}"] for i in mine], pad=1.0), bottom=RING_CLEAR, top=0.5)
    if isinstance(move, Draw):
        return boxes.get(f"hand-{move.player}")
    if isinstance(move, Trade):
        return boxes.get("discard")
    if isinstance(move, Pass):
        return _clear(boxes.get(f"name-{move.player}"), left=RING_CLEAR)
    if isinstance(move, Deal):
        return around([boxes[f"hand-{s}"] for s in range(state.n)])
    return None

