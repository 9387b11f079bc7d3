"""A picture of a game of *An den Ufern des Nils* in progress, drawn with the print's own art (``nile show``,
``nile check --show``).

The printed board with every water card on its field (its inner end towards the river), the desert
cards, the plants on the fields and in the market (a spoiled plant seed side up, a rotten one turned
45°, each tagged with its word, and a legend above), the plants in the boat, the pawns and the obelisk on the track, the flood marker on its circle;
the position and the pawns above; for ``check --show`` the field of the illegal move crossed out in violet
and labelled ILLEGAL (:func:`pnp.picture.mark_illegal`), the reason written above.
"""

from __future__ import annotations

import math
from typing import Any, Callable

from pnp.picture import mark_illegal, mark_last, readable_on
from scorer.engine.cli_messages import breaks_a_rule, said
from scorer.engine.said import Value, words
from scorer.games.ufern.engine import Ufern
from scorer.games.ufern.market import RIPE, ROTTEN, SPOILED, state_word

HEADER = 31.0  # mm above the board for the title, the pawns, the legend and the caption
#: each colour's word in a picture (its id as data/ufern-des-nils.yaml names it)
COLOUR_WORDS = {"red": "ufern-des-nils.picture.red", "blue": "ufern-des-nils.picture.blue",
                "green": "ufern-des-nils.picture.green", "yellow": "ufern-des-nils.picture.yellow",
                "white": "ufern-des-nils.picture.white"}
TAG_PT = 6.5  # a market plant's SPOILED or ROTTEN tag
PAWN_R = 5.0  # mm: a pawn's disc on the track (two abreast fill a track space)
PAWN_PT = 13.0  # the player's letter on it
PAWN_LEAST = 4.0  # mm: the least radius of a pawn drawn inside its space (its letter then at 10 pt or more)


def board_picture(state: Ufern, marked: Any = None, caption: str = "", last: str | None = None
                  ) -> tuple[float, float, Callable[[Any], None]]:
    """``(width_mm, height_mm, draw)``: ``draw(canvas)`` pictures ``state`` on a canvas scaled to mm.
    ``marked`` is a field name (``"W4.2"``) to cross out, ``last`` the field of the step just taken, to
    ring; ``caption`` a line of words above the board."""
    picture = _Picture(state)
    geo = picture.geo

    def draw(c: Any) -> None:
        picture.art.draw_board(c)
        picture.cards(c)
        picture.plants(c)
        picture.track(c)
        if marked is not None and marked in state.board.row_of:
            mark_illegal(c, *geo.field_box(marked), word=said("nile-cli.picture.illegal", _lang()))
        if last is not None and last in state.board.row_of:
            mark_last(c, *geo.field_box(last), word=said("nile-cli.picture.last-step", _lang()))
        picture.header(c, caption, alarm=marked is not None or breaks_a_rule(caption))
    return geo.width, geo.height + HEADER, draw


class _Picture:
    """The parts of :func:`board_picture`'s drawing of ``state``, with the print's art (its geometry in mm,
    its tokens as printed: square, or round with ``--tokens round``)."""

    def __init__(self, state: Ufern):
        from pnp.art.ufern_des_nils import Art
        from pnp.paper import Inks

        self.state = state
        self.cat = state.board.catalogue
        self.art = Art(self.cat, Inks(False), art_card(self.cat), 0.0)
        self.geo = self.art.geo
        self.tok = self.art.token_size.width

    def token(self, c: Any, x: float, y: float, owner: int, crop: str, ripe: bool, turn: float = 0.0) -> None:
        """A plant token of seat ``owner``, its lower left corner at ``(x, y)`` mm, turned ``turn`` degrees
        about its centre."""
        tok = self.tok
        c.saveState()
        c.translate(x + tok / 2, y + tok / 2)
        c.rotate(turn)
        c.translate(-tok / 2, -tok / 2)
        self.art.draw(c, f"{'ripe' if ripe else 'seed'}-{self.state.colours[owner].id}.{crop}", tok, tok)
        c.restoreState()

    def cards(self, c: Any) -> None:
        """The cover strips of this player count on their rows, the water cards and the desert cards."""
        from pnp.art.ufern_pieces import cover_strip

        state, art, geo = self.state, self.art, self.geo
        for row in state.board.covered:  # the cover strips of this player count, on their rows, as printed
            n = int(row[1:])
            fields = [geo.field_box(f"{row}.{i}") for i in (1, n)]
            c.saveState()
            c.translate(min(b[0] for b in fields), fields[0][1])
            names = [f"{row}.{i + 1 if row[0] != 'W' else n - i}" for i in range(n)]
            cover_strip(c, art.inks, geo.fl, geo.fw, 0.0, names, _w("ufern-des-nils.picture.covered", players=state.n))
            c.restoreState()
        for row, laid in state.banks.water.items():
            for i, card in enumerate(laid):
                x, y, w, h = geo.field_box(state.board.rows[row][i])
                c.saveState()
                # the card's art puts its first end at the top: turn that top towards the river, which
                # runs east of the west bank's fields and west of the east bank's
                if row.startswith("W"):
                    c.translate(x, y + h)
                    c.rotate(-90)
                else:
                    c.translate(x + w, y)
                    c.rotate(90)
                art.draw(c, f"water-{card.inner[0]}{card.outer[0]}", h, w)
                c.restoreState()
        for row, cards in state.banks.desert.items():
            row_fields = state.board.rows[row]
            for k in range(len(cards)):
                x, y, w, h = geo.field_box(row_fields[len(row_fields) - 1 - k])
                c.saveState()
                c.translate(x, y + h)
                c.rotate(-90)
                art.draw(c, "dune", h, w)
                c.restoreState()

    def plants(self, c: Any) -> None:
        """The plants on the fields, in the market (tagged when not ripe) and in the boat."""
        from pnp.art import draw as d
        from pnp.art.ufern_board import INK
        from scorer.i18n import in_words

        state, art, geo, tok, token = self.state, self.art, self.geo, self.tok, self.token
        for field, plants in state.banks.plants.items():
            x, y, w, h = geo.field_box(field)
            for k, g in enumerate(plants):
                token(c, x + 6 + k * (tok + 6), y + 4, g.owner, g.crop, g.ripe)
        for row, sold in state.market.items():
            for s, p in enumerate(sold, start=1):
                x, y, w, h = geo.market_box(row, s)
                token(c, x + (w - tok) / 2, y + (h - tok) / 2, p.owner, p.crop, p.state == RIPE,
                      45.0 if p.state == ROTTEN else 0.0)
                if p.state != RIPE:
                    state_tag(c, art.inks, x + w / 2, y + 0.8, in_words(state_word(p.state), _lang()))
        bx, by, bw, bh = geo.spots()["boat"]
        aboard = [key for key, n in sorted(state.boat.items()) for _ in range(n)]
        for i, (owner, crop) in enumerate(aboard[:12]):
            token(c, bx + 8 + (i % 6) * (tok + 1), by + bh * 0.45 + 2 - (i // 6) * (tok + 1), owner, crop, False)
        if len(aboard) > 12:
            d.text(c, bx + bw / 2, by + 2, _w("ufern-des-nils.picture.more", more=len(aboard) - 12), 7, art.inks(INK))

    def track(self, c: Any) -> None:
        """The pawns and the obelisk on the track, the flood marker on its circle."""
        from pnp.art.ufern_board import INK, triangle
        from scorer.games.ufern.view import _letter

        state, art, geo = self.state, self.art, self.geo
        boxes = geo.track_boxes()
        # (the spaces under the board's "how to read the board", which ends with the card places: their pawns
        # inside the space, not over the legend's words, frderev B1)
        legend = max(b[0] + b[2] for k, b in geo.spots().items() if k not in ("flood circle", "boat"))
        for seat, pawn in enumerate(state.pawns):
            here = [s for s in range(state.n) if state.pawns[s] == pawn]
            pawn_disc(c, art.inks, boxes[pawn - 1], here.index(seat), len(here), state.colours[seat].colour,
                      _letter(state, seat, _lang()), inside=boxes[pawn - 1][0] < legend + 2)
        x, y, w, h = boxes[state.obelisk - 1]
        triangle(c, art.inks(INK), x + w / 2, y + 3.6, 2.6, up=True)  # inside its space, below the number, clear of the label
        fx, fy, fw, fh = geo.spots()["flood circle"]
        n = len(self.cat.board.flood_circle)
        a = math.radians(90 - (state.marker + 0.5) * 360 / n)
        c.setFillColor(art.inks("#e0463a"))
        # (on the rim, clear of the sector's words: "flux : l'eau monte" was covered, frderev B1)
        c.circle(fx + fw / 2 + 0.93 * fw / 2 * math.cos(a), fy + fh / 2 + 0.93 * fh / 2 * math.sin(a), 3, stroke=1, fill=1)

    def header(self, c: Any, caption: str, alarm: bool) -> None:
        """Above the board: the title and position, the pawns, the legend and ``caption`` (red when
        ``alarm``)."""
        from pnp.art import draw as d
        from pnp.art.ufern_board import INK
        from scorer.games.ufern.view import _letter
        from scorer.i18n import in_words

        state, cat, art, geo, lang = self.state, self.cat, self.art, self.geo, _lang()
        ink = art.inks(INK)
        top = geo.height + HEADER
        d.text(c, 10, top - 8, f"{cat.title} — {in_words(state.position(), lang)}", 11, ink, bold=True, align="left")
        pawns = [_w("ufern-des-nils.picture.pawn", player=name, letter=_letter(state, s, lang), pawn=state.pawns[s],
                    colour=_w(COLOUR_WORDS[state.colours[s].id]) if state.colours[s].id in COLOUR_WORDS
                    else state.colour_name(s), lost=state.lost[s]) for s, name in enumerate(state.players)]
        track = _w("ufern-des-nils.picture.track", obelisk=state.obelisk, marker=cat.board.flood_circle[state.marker])
        d.text(c, 10, top - 14, "   ".join(pawns + [track]), 8.5, ink, align="left")
        tags = {tag: in_words(state_word(tag), lang).upper() for tag in (SPOILED, ROTTEN)}
        d.text(c, 10, top - 19.5, _w("ufern-des-nils.picture.legend", **tags), 8, ink, align="left")
        if caption:
            d.paragraph(c, 10, top - 25, caption, geo.width - 20, 8, art.inks("#b3261e" if alarm else INK))


def _lang() -> str:
    """The reader's language, as ``nile show`` draws the picture (:func:`pnp.words.language`)."""
    from pnp.words import language

    return language()


def _w(id: str, **values: Value) -> str:
    """The picture's own words ``id`` (``ufern-des-nils.picture.*``) with ``values``, in the reader's language."""
    return words(id, values, _lang())


def state_tag(c: Any, inks: Any, cx: float, y: float, state: str) -> None:
    """The word ``state`` (``spoiled``, ``rotten``, in the reader's words) in capitals on a dark tag centred at ``cx``, its
    bottom at ``y`` (mm), over a market plant's token: a spoiled plant lies seed side up and would
    otherwise look like a seed."""
    from pnp.art import draw as d
    from pnp.art.ufern_board import INK

    word = state.upper()
    w = d.text_width(word, TAG_PT, bold=True) + 2.4
    d.fill_rect(c, cx - w / 2, y, w, TAG_PT * d.PT + 1.6, inks(INK), radius=0.8)
    d.text(c, cx, y + 0.9, word, TAG_PT, inks("#ffffff"), bold=True)


def pawn_disc(c: Any, inks: Any, box: tuple[float, float, float, float], k: int, n: int, colour: str,
              letter: str, inside: bool = False) -> None:
    """The ``k``-th of the ``n`` pawns on the track space ``box`` (x, y, w, h mm): a disc of
    :data:`PAWN_R` mm in the player's ``colour`` above the space (two abreast, rows upwards, a pawn
    alone in its row centred), with the player's ``letter`` at :data:`PAWN_PT` in whichever of dark ink
    and white reads better on that colour (:func:`pnp.picture.readable_on`); ``inside``: within the space
    instead (rows downwards, the discs smaller where the rows would not fit), over its number, where what is
    above the space must stay readable (the board's legend)."""
    from pnp.art import draw as d
    from pnp.art.ufern_board import INK

    x, y, w, h = box
    rows = (n + 1) // 2
    fits = (h - 1.2 - 0.8 * (rows - 1)) / (2 * rows)  # (the largest disc that fits the rows inside)
    inside = inside and fits >= PAWN_LEAST  # (five on one space: above it, large enough to read, as before)
    r = min(PAWN_R, fits) if inside else PAWN_R
    step = 2 * r + 0.8
    alone = k == n - 1 and k % 2 == 0
    cx = x + w / 2 + (0 if alone else (k % 2 - 0.5) * step)
    cy = y + h - 0.6 - r - (k // 2) * step if inside else y + h + 1.5 + PAWN_R + (k // 2) * step
    size = PAWN_PT * r / PAWN_R
    c.setFillColor(inks(colour))
    c.setStrokeColor(inks(INK))
    c.setLineWidth(0.4)
    c.circle(cx, cy, r, stroke=1, fill=1)
    d.text(c, cx, cy - size * 0.36 * d.PT, letter, size, inks(readable_on(colour)), bold=True)


def art_card(cat: Any) -> Any:
    """The water card's size (the pack's component size)."""
    from gamedata.catalogue import load_paper

    return load_paper().card_sizes[cat.card_size or "mini"]
