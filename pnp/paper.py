"""Units, print options, colours and fonts for the print-and-play generator.

All geometry in this package is in millimetres; :data:`MM` converts to PDF points at the last moment.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from gamedata.catalogue import Size, load_paper

if TYPE_CHECKING:
    from pnp.canvas import Color

#: PDF points per millimetre (1 pt = 1/72 inch = 25.4/72 mm)
MM = 72 / 25.4

FONT = "Vera"
FONT_BOLD = "VeraBd"


@dataclass(frozen=True)
class PrintOptions:
    """How to print a pack.

    ``paper``: a key of ``data/paper.yaml`` papers; ``layout``: ``"duplex"`` or ``"gutter-fold"``;
    ``back_offset``: (x, y) mm added to every back page (duplex) to correct a printer's drift;
    ``bleed``: mm of art beyond the trim line on each side; ``greyscale``: ink-saver art;
    ``card_size``: a key of the card-size presets, or None for the game's own; ``board``:
    ``"pages"`` (a board larger than the paper split over pages) or ``"single"`` (one page of the
    board's own size, for a print shop); ``tokens``: the shape of a game's tokens where it offers a
    choice (``"square"`` or ``"round"``), ``""`` for the game's own; ``lang``: the language of every
    printed word, ``"en"``, ``"fr"`` or ``"de"`` (:mod:`pnp.words`).
    """

    paper: str = "a4"
    layout: str = "duplex"
    back_offset: tuple[float, float] = (0.0, 0.0)
    bleed: float = 0.0
    greyscale: bool = False
    card_size: str | None = None
    board: str = "pages"
    tokens: str = ""
    lang: str = "en"

    def paper_size(self) -> Size:
        """The paper (portrait), in mm. Raises KeyError for an unknown paper."""
        return load_paper().papers[self.paper]

    def card(self, default: str) -> Size:
        """The card size in mm: the chosen preset, or the game's ``default``."""
        return load_paper().card_sizes[self.card_size or default]


@lru_cache(maxsize=1)
def register_fonts() -> None:
    """Register the Bitstream Vera TrueType fonts that ship with reportlab (embedded in every PDF)."""
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont

    pdfmetrics.registerFont(TTFont(FONT, "Vera.ttf"))
    pdfmetrics.registerFont(TTFont(FONT_BOLD, "VeraBd.ttf"))


#: below this luminance a colour is "ink" (text, outlines) and stays dark in the ink saver
DARK = 0.35


class Inks:
    """Colours for drawing: ``inks("#1f6fb2")`` gives a reportlab colour.

    With ``greyscale`` (the ink saver) a colour becomes a grey of its luminance, and carries two
    variants that :mod:`pnp.art.draw` uses (:func:`fill_ink`, :func:`text_ink`): the fill, faded to a pale grey, for every large fill
    (so a dark band prints as a light one), and the text variant, dark, for text (so a word written in
    white or gold on a band stays readable once the band is pale). Outlines keep the grey itself.

    >>> saver = Inks(True)
    >>> text_ink(saver("#ffffff")).red, round(fill_ink(saver("#4a3b2a")).red, 2), round(saver("#1d2b3a").red, 2)
    (0.15, 0.77, 0.16)
    """

    def __init__(self, greyscale: bool = False) -> None:
        self.greyscale = greyscale
        self._cache: dict[str, Color] = {}

    def __call__(self, hex_colour: str) -> Color:
        """The reportlab colour of ``hex_colour`` (``"#rrggbb"``), a grey with its fill and text
        variants in the ink saver; made once per colour."""
        if hex_colour not in self._cache:
            from reportlab.lib.colors import Color, HexColor

            c = HexColor(hex_colour)
            if self.greyscale:
                y = 0.299 * c.red + 0.587 * c.green + 0.114 * c.blue
                pale, dark = 1 - (1 - y) * 0.3, min(y, 0.15)
                c = _saver_grey(y, Color(pale, pale, pale), Color(dark, dark, dark))
            self._cache[hex_colour] = c
        return self._cache[hex_colour]


def _saver_grey(y: float, fill: Color, text: Color) -> Color:
    """The ink saver's grey of luminance ``y`` (0-1) carrying its ``fill`` and ``text`` variants, read back
    by :func:`fill_ink` and :func:`text_ink` (reportlab's ``Color`` takes no fields of its own)."""
    from reportlab.lib.colors import Color

    grey = Color(y, y, y)
    _VARIANTS[id(grey)] = (grey, fill, text)
    return grey


#: id of an ink saver grey -> (that grey, its fill variant, its text variant); the grey is kept so its id stays its own
_VARIANTS: dict[int, tuple[Color, Color, Color]] = {}


def fill_ink(colour: Color) -> Color:
    """The colour a large fill of ``colour`` is drawn in: itself, or in the ink saver (:class:`Inks` with
    ``greyscale``) its pale grey, so a dark band prints light.

    >>> saver, full = Inks(True), Inks()
    >>> round(fill_ink(saver("#4a3b2a")).red, 2), fill_ink(full("#4a3b2a")) == full("#4a3b2a")
    (0.77, True)
    """
    return _VARIANTS.get(id(colour), (colour, colour, colour))[1]


def text_ink(colour: Color) -> Color:
    """The colour text in ``colour`` is drawn in: itself, or in the ink saver its dark grey, so a word
    written in white or gold on a band stays readable once the band is pale.

    >>> text_ink(Inks(True)("#ffffff")).red
    0.15
    """
    return _VARIANTS.get(id(colour), (colour, colour, colour))[2]


def outer_bleed(opts: PrintOptions) -> float:
    """How far (mm) the art of the cards at a sheet's edge runs past its outer cut lines: the options'
    bleed, and at least the paper's ``outer_bleed`` (``data/paper.yaml``). The cards' art is drawn with
    this bleed."""
    return max(opts.bleed, load_paper().margins.outer_bleed)
