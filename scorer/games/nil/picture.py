"""A picture of a NIL game in progress, drawn with the print's own art (``nile show``, ``nile check --show``).

The board as printed, every tile on its square with its line as laid, the last turn's tiles ringed, the
open end marked, the score so far above the board, and, for ``check --show``, the square of the illegal
move crossed out in violet and labelled ILLEGAL (:func:`pnp.picture.mark_illegal`), the reason written above.
"""

from __future__ import annotations

from typing import Any, Callable

from gamedata import tiles
from gamedata.catalogue import Size
from pnp.picture import mark_illegal
from scorer.engine.cli_messages import breaks_a_rule, said
from scorer.games.nil.engine import Nil

HEADER = 24.0  # mm above the board for the title, the scores and the caption


def board_picture(state: Nil, marked: Any = None, caption: str = "") -> tuple[float, float, Callable[[Any], None]]:
    """``(width_mm, height_mm, draw)``: ``draw(canvas)`` pictures ``state`` on a canvas scaled to mm.
    ``marked`` is a square (col, row) to cross out; ``caption`` a line of words above the board."""
    from pnp.art import draw as d
    from pnp.art.nil import INK, Art
    from pnp.paper import Inks
    from pnp.words import language
    from scorer.engine import words
    from scorer.i18n import in_words

    board = state.board
    side = board.catalogue.tile.size
    art = Art(board.catalogue, Inks(False), Size(name="tile", width=side, height=side), 0.0)
    bw, bh = art.board_size()
    recent = set(state.placed_squares() if state.placed else state.last_turn)

    def draw(c: Any) -> None:
        art.draw_board(c)
        for square, segments in state.river.lines.items():
            tile_id = state.river.tiles[square]
            lines = [(tiles.local_name(square, a) or "N", tiles.local_name(square, b) or "S") for a, b in segments]
            x, y = art.square_origin(square)
            kind = board.kinds.get(tile_id)
            art.draw_line_tile(c, x, y, side, lines, kind, universal=tile_id == board.universal, marked=square in recent)
        ink = art.inks(INK)
        ox, oy = art.square_origin((0, board.rows - 1))
        ex, ey = state.river.open_end
        px, py = ox + ex * side / 2, oy + board.rows * side - ey * side / 2
        c.setStrokeColor(art.inks("#e0463a"))
        c.setFillColor(art.inks("#ffffff"))
        c.setLineWidth(0.8)
        c.circle(px, py, 1.8, stroke=1, fill=1)
        if marked is not None:
            mark_illegal(c, *art.square_origin(marked), side, side, word=said("nile-cli.picture.illegal", language()))
        lang = language()  # the reader's, as nile show draws the picture (scorer.cli.records)
        d.text(c, 10, bh + HEADER - 8, f"{board.catalogue.title} — {in_words(state.position(), lang)}", 11, ink,
               bold=True, align="left")
        scores = "   ".join(words("nile-cli.picture.nil.score", {"player": name, "total": total, "plus": plus,
                                                                 "minus": minus}, lang)
                            for name, total, plus, minus in zip(state.players, state.totals(), state.plus, state.minus))
        d.text(c, 10, bh + HEADER - 14, scores, 8.5, ink, align="left")
        if caption:
            alarm = marked is not None or breaks_a_rule(caption)
            d.paragraph(c, 10, bh + HEADER - 19.5, caption, bw - 20, 8, art.inks("#b3261e" if alarm else INK))
    return bw, bh + HEADER, draw
