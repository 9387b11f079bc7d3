"""NILE's cards as small pictures for a phone (:func:`pictures`): a card of the hand (``Papyrus``,
``Papyrus/Wheat``), a card a player tells (``Ben holds Papyrus``) and an entry the hand allows (``plant 3
Papyrus``, ``speculate Papyrus/Wheat``, ``market Flax Lettuce``), each as the card(s) it names, a button's
content of :data:`~scorer.web.board.CHOICE` px (at least :data:`~scorer.web.board.TAP`). The page writes
the crop's name under the picture; colour never carries the meaning alone: each crop has its own symbol
(``symbol`` in ``data/nile.yaml``: umbel, ear, rosette, palm leaf, flower), a speculation card shows both
of its crops' symbols, the Plague a locust's "!" mark.

>>> from scorer.games import game
>>> spec = game("nile")
>>> s = spec.new_game(["Anna", "Ben"], [])
>>> for entry in ("?", "Lettuce"): s.apply(spec.notation.parse(s, entry))  # the deal, a flood card
>>> shown = pictures(s, ["Papyrus", "Ben holds Castor/Flax", "plant 3 Wheat", "pass", "2 not told"])
>>> sorted(shown), 'aria-label="a Wheat card, 3 of them"' in shown["plant 3 Wheat"]
(['Ben holds Castor/Flax', 'Papyrus', 'plant 3 Wheat'], True)
"""

from __future__ import annotations

import math
from typing import Any, Sequence

from scorer.engine import InvalidMove
from scorer.engine.said import join, words as said_words
from scorer.games.nile.cards import card_set
from scorer.games.nile.moves import Hold, Plant, Speculate, Trade
from scorer.games.nile.notation import FLOOD_GROUP, parse
from scorer.games.nile.seats import TELL
from scorer.web.board import CHOICE, INK, TAP, choice_svg, num, rect, text

#: a card's size in the picture (px): portrait, as the printed poker card
CARD_W, CARD_H = 34.0, 48.0


def _symbol(name: str, cx: float, cy: float, r: float) -> str:
    """A crop's symbol centred at (``cx``, ``cy``), about ``r`` px in radius, in ink."""
    stroke = f'stroke="{INK}" stroke-width="1.6" fill="none" stroke-linecap="round"'
    if name == "umbel":  # papyrus: a stem under a fan of rays
        rays = "".join(f'<line x1="{num(cx)}" y1="{num(cy)}" x2="{num(cx + r * math.cos(a))}" '
                       f'y2="{num(cy - r * math.sin(a))}" {stroke}/>'
                       for a in (math.radians(d) for d in (20, 55, 90, 125, 160)))
        return rays + f'<line x1="{num(cx)}" y1="{num(cy)}" x2="{num(cx)}" y2="{num(cy + r)}" {stroke}/>'
    if name == "ear":  # wheat: a stem with grains either side
        grains = "".join(f'<ellipse cx="{num(cx + side * r * 0.32)}" cy="{num(cy - r * 0.7 + i * r * 0.45)}" '
                         f'rx="{num(r * 0.22)}" ry="{num(r * 0.34)}" fill="{INK}"/>'
                         for i in range(3) for side in (-1, 1))
        return grains + f'<line x1="{num(cx)}" y1="{num(cy - r)}" x2="{num(cx)}" y2="{num(cy + r)}" {stroke}/>'
    if name == "rosette":  # lettuce: rings of leaves
        return "".join(f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r * f)}" {stroke}/>' for f in (1.0, 0.62, 0.25))
    if name == "palm-leaf":  # castor: a hand-shaped leaf, five lobes from one point
        lobes = "".join(f'<line x1="{num(cx)}" y1="{num(cy + r * 0.4)}" x2="{num(cx + r * math.cos(a))}" '
                        f'y2="{num(cy + r * 0.4 - r * 1.3 * math.sin(a))}" {stroke}/>'
                        for a in (math.radians(d) for d in (15, 52, 90, 128, 165)))
        return lobes + f'<line x1="{num(cx)}" y1="{num(cy + r * 0.4)}" x2="{num(cx)}" y2="{num(cy + r)}" {stroke}/>'
    petals = "".join(f'<circle cx="{num(cx + r * 0.55 * math.cos(a))}" cy="{num(cy - r * 0.55 * math.sin(a))}" '
                     f'r="{num(r * 0.4)}" {stroke}/>' for a in (math.radians(90 + 72 * i) for i in range(5)))
    return petals + f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r * 0.18)}" fill="{INK}"/>'  # flax: a flower


def _card(kind: int, x: float, y: float, w: float = CARD_W, h: float = CARD_H) -> str:
    """One card of ``kind`` with its top left corner at (``x``, ``y``): a crop card in its crop's colour with
    its symbol; a speculation card split in two, each half a crop; the Plague in grey with a "!"."""
    cs = card_set()
    crops = cs.catalogue.crops
    edge = rect(x, y, w, h, rx="4", fill="none", stroke=INK, stroke_width="1.5")
    if kind == cs.plague:
        return rect(x, y, w, h, rx="4", fill="#d6d3cd") + text(x + w / 2, y + h / 2 + 7, "!", 20, bold=True) + edge
    if cs.is_crop(kind):
        crop = crops[kind]
        return (rect(x, y, w, h, rx="4", fill=crop.colour) + rect(x + 4, y + 6, w - 8, h - 12, rx="3", fill="#ffffff")
                + _symbol(crop.symbol, x + w / 2, y + h / 2, min(w, h) * 0.3) + edge)
    a, b = (crops[c] for c in cs.floods[kind])
    half = h / 2
    out = rect(x, y, w, half, rx="4", fill=a.colour) + rect(x, y + half, w, half, rx="4", fill=b.colour)
    for i, crop in enumerate((a, b)):
        top = y + i * half
        out += rect(x + 4, top + 3, w - 8, half - 6, rx="3", fill="#ffffff")
        out += _symbol(crop.symbol, x + w / 2, top + half / 2, half * 0.28)
    return out + f'<line x1="{num(x)}" y1="{num(y + half)}" x2="{num(x + w)}" y2="{num(y + half)}" stroke="{INK}"/>' + edge


def card_svg(kinds: Sequence[int], counts: Sequence[int] = (), lang: str = "en") -> str:
    """One or two cards (``kinds``) as a picture of :data:`CHOICE` px, with a count in a corner where
    ``counts`` gives more than one; titled with the cards' names in ``lang``."""
    cs = card_set()
    counts = list(counts) or [1] * len(kinds)
    if len(kinds) == 1:
        body = _card(kinds[0], (CHOICE - CARD_W) / 2, (CHOICE - CARD_H) / 2)
    else:
        w, h = CARD_W * 0.78, CARD_H * 0.78
        body = _card(kinds[0], 2, 2, w, h) + _card(kinds[1], CHOICE - w - 2, CHOICE - h - 2, w, h)
    for i, (k, n) in enumerate(zip(kinds, counts)):
        if n > 1:
            x = CHOICE - 8 if len(kinds) == 1 or i else 12
            body += text(x, CHOICE - 5 if len(kinds) == 1 or i else 18, f"{n}", 14, bold=True, halo=True)
    title = join([said_words("nile-web.cards.many", {"card": cs.terms[k], "count": n}, lang) if n > 1 else
                  said_words("nile-web.cards.one", {"card": cs.terms[k]}, lang) for k, n in zip(kinds, counts)], "and", lang)
    assert CHOICE >= TAP
    return choice_svg(body, title)


def hand_svg(lang: str = "en") -> str:
    """The symbol of telling one's hand (the tell section's heading): a hand of three cards held fanned, backs
    up, 32 px, in ink; titled "your hand, told" (in ``lang``)."""
    title = said_words("nile-web.cards.hand", {}, lang)
    size, w, h = 32.0, 13.0, 19.0
    backs = "".join(
        f'<g transform="rotate({a} {num(size / 2)} {num(size - 3)})">'
        + rect(size / 2 - w / 2, size - 3 - h - 4, w, h, rx="2", fill="#f1e7cf", stroke=INK, stroke_width="1.4")
        + rect(size / 2 - w / 2 + 3, size - 3 - h - 1, w - 6, h - 6, rx="1", fill="none", stroke=INK, stroke_width="0.8")
        + "</g>" for a in (-24, 0, 24))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {num(size)} {num(size)}" width="{num(size)}" '
            f'height="{num(size)}" role="img" aria-label="{title}" class="symbol">'
            f"<title>{title}</title>{backs}</svg>")


def deck_svg(lang: str = "en") -> str:
    """The symbol of the flood cards' group (:data:`~scorer.games.nile.notation.FLOOD_GROUP`): the deck, backs
    up, its top card turned face up beside it with a wave on it, 32 px, in ink; titled "a card turned up from
    the deck" (in ``lang``; so the group differs from the tell section's hand by its symbol too, never by colour
    alone)."""
    size, title = 32.0, said_words("nile-web.cards.deck", {}, lang)
    deck = "".join(rect(2 + i * 1.5, 8 - i * 1.5, 13, 19, rx="2", fill="#f1e7cf", stroke=INK, stroke_width="1.2")
                   for i in range(3))
    up = rect(17, 4, 13, 19, rx="2", fill="#ffffff", stroke=INK, stroke_width="1.4")
    wave = (f'<path d="M18.5 15 q2 -3 4 0 t4 0" fill="none" stroke="{INK}" stroke-width="1.3"/>'
            f'<path d="M18.5 19 q2 -3 4 0 t4 0" fill="none" stroke="{INK}" stroke-width="1.3"/>')
    arrow = f'<path d="M9 30 q8 4 14 -5" fill="none" stroke="{INK}" stroke-width="1.3"/>'
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {num(size)} {num(size)}" width="{num(size)}" '
            f'height="{num(size)}" role="img" aria-label="{title}" class="symbol">'
            f"<title>{title}</title>{deck}{up}{wave}{arrow}</svg>")


def _cards_of(state: Any, words: str) -> tuple[list[int], list[int]] | None:
    """The card kinds (and counts) ``words`` names, as a hand's card or an entry read against ``state``;
    None for words that name no cards (``pass``, ``3 not told``) or more than two kinds."""
    cs = card_set()
    try:
        kind = cs.parse(words.rpartition(" drew ")[2])  # a card, or a card drawn and shown (Anna drew Plague)
    except KeyError:
        kind = None
    if kind is not None:
        return [kind], [1]
    try:
        move = parse(state, words)
    except InvalidMove:
        return None
    if isinstance(move, Hold) and len(move.cards) == 1 and move.cards[0] is not None:
        return [move.cards[0]], [1]
    if isinstance(move, Plant) and len(move.cards) <= 2:
        return [c for c, _ in move.cards], [n for _, n in move.cards]
    if isinstance(move, Speculate):
        return list(move.cards), [1] * len(move.cards)
    if isinstance(move, Trade) and not move.storage:
        kinds = sorted(set(move.hand))
        return kinds, [move.hand.count(k) for k in kinds]
    return None


def pictures(state: Any, texts: Sequence[str], lang: str = "en") -> dict[str, str]:
    """The ``texts`` (a seat's cards, entries) that name one or two kinds of card, each with its picture
    (:func:`card_svg`), the tell section's heading (:data:`~scorer.games.nile.seats.TELL`) with its
    symbol (:func:`hand_svg`) and the flood cards' (:data:`~scorer.games.nile.notation.FLOOD_GROUP`) with its own
    (:func:`deck_svg`), titled in ``lang``; the others are left out (they stay plain buttons)."""
    out = {}
    for words in texts:
        if words.startswith(TELL):  # the tell section's heading: its symbol
            out[words] = hand_svg(lang)
            continue
        if words == FLOOD_GROUP:  # the flood cards' heading: its own symbol
            out[words] = deck_svg(lang)
            continue
        found = _cards_of(state, words)
        if found is not None and found[0]:
            out[words] = card_svg(*found, lang=lang)
    return out


def trades(seen: Any, seat: int, pick: Any, entries: Sequence[str], lang: str = "en") -> Any:
    """The trade picker of ``seat``'s own page (:func:`scorer.web.trade_nile.picker`) where ``entries`` (the
    page's) hold a trade, the seat's step 3, else None: ``seen`` the game as the seat knows it (what it holds
    is read from it), ``pick`` its tell section (its items the kinds its cards not told yet may be) or None; its
    cards' pictures titled in ``lang``."""
    from scorer.web.trade_nile import picker

    listed = []
    for words in entries:
        try:
            if isinstance(parse(seen, words), Trade):
                listed.append(words)
        except InvalidMove:
            continue
    if not listed:
        return None
    maybe = list(pick.items) if pick is not None and pick.repeat else []
    return picker(seen, seat, maybe, lambda kinds, counts: card_svg(kinds, counts, lang), listed)
