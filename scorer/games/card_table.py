"""What the pictures of the card games (Land Unter, NILE) share: the print's own card art set up to be
laid small on a table (:func:`card_art`), a pile of cards, an empty place with its words, a label under a
card, and the heading (title, lines of facts, the caption).

Every drawing function takes a reportlab canvas scaled to millimetres, origin at the lower-left corner
(as :func:`pnp.picture.write_picture` gives it); font sizes are in points. Text the picture writes itself
is at least :data:`SMALL_PT` (7 pt) so that it reads when printed; the card art keeps its own proportions.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pnp.canvas import Pen

#: mm around the picture
MARGIN = 8.0
#: the ink of the picture's own words, and of a caption that reports a broken rule
INK, ALARM = "#1d2b3a", "#b3261e"
#: the smallest text the picture writes (pt), and the size of a card's label
SMALL_PT, LABEL_PT = 7.0, 7.5
#: the title's, the facts' and the caption's sizes (pt) and their line steps (mm)
TITLE_PT, FACTS_PT, CAPTION_PT = 11.0, 8.5, 8.0
_FACTS_STEP, _CAPTION_STEP = 4.2, 3.6

Box = tuple[float, float, float, float]


def card_art(slug: str) -> Any:
    """The print's ``Art`` of game ``slug`` at its card size, without bleed (a card on the table shows its
    whole back). Registers the fonts, so text can be measured."""
    from pnp.art import art_for
    from gamedata.catalogue import load_catalogue, load_paper
    from pnp.paper import Inks, register_fonts

    register_fonts()
    cat = load_catalogue(slug)
    art = art_for(slug)(cat, Inks(False), load_paper().card_sizes[cat.card_size or "poker"], 0.0)
    return art


@dataclass(frozen=True)
class Heading:
    """The words above a picture: the ``title`` (bold), ``facts`` (one line each, wrapped to the width)
    and the ``caption`` (the reason of an illegal move, or the last step), in :data:`ALARM` when
    ``alarm`` (and then the words say it too)."""

    title: str
    facts: tuple[str, ...] = ()
    caption: str = ""
    alarm: bool = False

    def lines(self, width: float) -> tuple[list[str], list[str]]:
        """The facts' and the caption's lines, wrapped to ``width`` mm."""
        from pnp.art import draw as d

        facts = [line for fact in self.facts for line in d.wrap(fact, width, FACTS_PT)]
        return facts, d.wrap(self.caption, width, CAPTION_PT) if self.caption else []

    def height(self, width: float) -> float:
        """The heading's height (mm) in a picture ``width`` mm wide."""
        facts, caption = self.lines(width - 2 * MARGIN)
        return MARGIN + 6 + len(facts) * _FACTS_STEP + len(caption) * _CAPTION_STEP + 3

    def draw(self, c: Pen, width: float, top: float, inks: Any) -> None:
        """Draw the heading from ``top`` (mm, the picture's top edge) down."""
        from pnp.art import draw as d

        facts, caption = self.lines(width - 2 * MARGIN)
        y = top - MARGIN
        d.text(c, MARGIN, y, self.title, TITLE_PT, inks(INK), bold=True, align="left")
        y -= 6
        for line in facts:
            d.text(c, MARGIN, y, line, FACTS_PT, inks(INK), align="left")
            y -= _FACTS_STEP
        for line in caption:
            d.text(c, MARGIN, y, line, CAPTION_PT, inks(ALARM if self.alarm else INK), bold=self.alarm, align="left")
            y -= _CAPTION_STEP


def label(c: Pen, inks: Any, x: float, y: float, words: str, width: float, size: float = LABEL_PT, bold: bool = False,
          ink: str = INK) -> None:
    """``words`` centred at ``x`` on the baseline ``y`` (mm), at ``size`` pt or smaller to fit ``width`` mm,
    never below :data:`SMALL_PT`: words that would need less are cut with an ellipsis."""
    from pnp.art import draw as d

    size = max(SMALL_PT, d.fit_size(words, width, size, bold))
    while d.text_width(words, size, bold) > width and len(words) > 2:
        words = words[:-2].rstrip() + "…"
    d.text(c, x, y, words, size, inks(ink), bold=bold)


def pile(c: Pen, art: Any, key: str, x: float, y: float, width: float, n: int, step: float = 2.0, most: int = 6) -> Box:
    """A pile of ``n`` cards of face ``key``, each ``width`` mm wide, from (x, y) mm: up to ``most`` drawn,
    each ``step`` mm right of the one under it. Returns the pile's box (x, y, w, h)."""
    box: Box = (x, y, width, width * art.card.height / art.card.width)
    for i in range(max(1, min(n, most))):
        box = art.draw_card(c, key, x + i * step, y, width)
    return x, y, box[0] + box[2] - x, box[3]


def place(c: Pen, inks: Any, box: Box, words: str, bold: bool = False) -> None:
    """An empty place on the table: a dashed outline of ``box`` (x, y, w, h mm) with ``words`` in it (one
    or two lines, split at " / ")."""
    from pnp.art import draw as d

    x, y, w, h = box
    c.saveState()
    c.setStrokeColor(inks("#8a96a3"))
    c.setLineWidth(0.3)
    c.setDash(1.2, 0.9)
    c.rect(x, y, w, h, stroke=1, fill=0)
    c.restoreState()
    lines = words.split(" / ")
    for i, line in enumerate(lines):
        label(c, inks, x + w / 2, y + h / 2 + (len(lines) / 2 - i - 0.8) * SMALL_PT * d.PT * 1.25, line, w - 1.5,
              SMALL_PT, bold)


def around(boxes: list[Box], pad: float = 0.0) -> Box | None:
    """The smallest box holding every box of ``boxes`` (x, y, w, h mm), grown by ``pad`` mm on each side;
    None for no box."""
    if not boxes:
        return None
    x0, y0 = min(b[0] for b in boxes) - pad, min(b[1] for b in boxes) - pad
    x1, y1 = max(b[0] + b[2] for b in boxes) + pad, max(b[1] + b[3] for b in boxes) + pad
    return x0, y0, x1 - x0, y1 - y0


def mark(c: Pen, illegal: Box | None, last: Box | None) -> None:
    """Cross out the ``illegal`` box and ring the ``last`` box (either may be None): the marks of
    :func:`pnp.picture.mark_illegal` and :func:`pnp.picture.mark_last`, each with its word."""
    from pnp.picture import mark_illegal, mark_last
    from pnp.words import language
    from scorer.engine.cli_messages import said

    if illegal is not None:
        mark_illegal(c, *illegal, word=said("nile-cli.picture.illegal", language()))
    if last is not None:
        mark_last(c, *last, word=said("nile-cli.picture.last-step", language()))
