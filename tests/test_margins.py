"""Nothing is printed nearer the paper's edge than the catalogue's minimum margin (data/paper.yaml): not a
card, a crop mark, a line or a glyph, on any page of any game, for every paper, bleed, layout and card size.

Each PDF of the sweep is built once and every page is rendered (pdfium, 120 dpi): the strips of paper
within the margin must stay blank. The rendering sees what a printer prints, forms, clips and all. Card
sheets are also read back: every card lies inside the margin and every sheet carries its label at 7 pt."""

from __future__ import annotations

import itertools
import math

import pypdfium2 as pdfium
import pytest
from helpers import page_parts, placed_cards, printed_chars

from pnp.build import _Pack, pdf_name
from gamedata.catalogue import load_catalogue, load_paper
from pnp.imposition import LABEL_PT
from pnp.paper import PrintOptions
from gamedata.catalogue import known_games

TOL = 0.05  # mm, for measured geometry
DPI = 120
PX = 25.4 / DPI  # one pixel in mm
#: a pixel counts as printed below this grey level (0 black, 255 white): anti-aliasing of a mark at the
#: margin's edge reaches at most one pixel into the strip, which is left out of it
INKED = 250


def _card_sizes(game: str) -> list[str | None]:
    cat = load_catalogue(game)
    return [None] if cat.card_size is None or cat.card_size_fixed else ["poker", "bridge", "euro", "mini"]


CASES = [(game, paper, card, bleed, layout, "en")
         for game in known_games()
         for paper, bleed, layout in itertools.product(["a4", "letter", "a3"], [0, 3], ["duplex", "gutter-fold"])
         for card in _card_sizes(game)]
#: the longer words of French and German (sheet labels, board page headers), on the narrowest papers
CASES += [(game, paper, None, 0, layout, lang) for game in known_games()
          for paper, layout, lang in (("a4", "duplex", "de"), ("letter", "gutter-fold", "fr"))]
#: how a sheet's label names it, in each language
SHEET_WORD = {"en": "sheet", "fr": "feuille", "de": "Bogen"}


def ink_in_margin(path, margin: float) -> list[tuple[int, str, float]]:
    """Every page side whose margin strip carries ink: (page, side, the ink's distance from the paper's
    edge in mm), the nearest ink per side. Each strip is rendered alone, on the pixels a render of the whole
    page puts there (pypdfium2 crops in whole pixels of that render): a quarter of the pixels to draw."""
    found = []
    pdf = pdfium.PdfDocument(str(path))
    scale = DPI / 72
    try:
        for number in range(len(pdf)):
            page = pdf[number]
            w, h = math.ceil(page.get_width() * scale), math.ceil(page.get_height() * scale)  # the page's pixels
            band = int((margin - TOL) / PX) - 1  # whole pixels inside the strip, one left for anti-aliasing
            # the pixels cut off each side of the page (left, bottom, right, top) to leave one strip
            crops = {"left": (0, 0, w - band, 0), "right": (w - band, 0, 0, 0), "top": (0, h - band, 0, 0),
                     "bottom": (0, 0, 0, h - band)}
            for side, crop in crops.items():
                image = page.render(scale=scale, grayscale=True, crop=[(px - 0.25) / scale if px else 0 for px in crop])
                bbox = image.to_pil().point(lambda v: 255 if v < INKED else 0).getbbox()
                if bbox is None:
                    continue
                x0, y0, x1, y1 = bbox
                gap = {"left": x0, "right": band - x1, "top": y0, "bottom": band - y1}[side]
                found.append((number + 1, side, round(gap * PX, 1)))
    finally:
        pdf.close()
    return found


@pytest.mark.parametrize("game,paper,card,bleed,layout,lang", CASES)
def test_nothing_is_printed_in_the_margin(tmp_path, game, paper, card, bleed, layout, lang):
    margin = load_paper().margins.minimum
    opts = PrintOptions(paper=paper, card_size=card, bleed=bleed, layout=layout, lang=lang)
    pack = _Pack(game, opts)
    path = tmp_path / pdf_name(game, opts)
    pack.write(path)
    assert ink_in_margin(path, margin) == []
    parts = page_parts(pack)
    cards = placed_cards(path)
    chars = printed_chars(path)
    for number, placed in enumerate(cards, start=1):
        if parts.get(number, "sheets") != "sheets" or not placed:
            continue
        page = pdfium.PdfDocument(str(path))[number - 1]
        w, h = page.get_size()
        w, h = w * 25.4 / 72, h * 25.4 / 72
        label = "".join(ch.char for ch in chars if ch.page == number and ch.size >= LABEL_PT - 0.01)
        assert SHEET_WORD[lang] in label, (number, label)  # every sheet names itself, at a readable size
        for c in placed:
            if c["key"].startswith("back-") and layout == "duplex":
                continue  # the backs move with the back offset; the fronts fix the grid
            assert c["x"] >= margin - TOL and c["x"] + c["pw"] <= w - margin + TOL, (number, c)
            assert c["y"] >= margin - TOL and c["y"] + c["ph"] <= h - margin + TOL, (number, c)


def test_the_margin_measure_sees_a_mark_near_the_edge(tmp_path):
    """The rendering check is not blind: a short line 4 mm from each edge is found there, at 4 mm (each
    side's strip is rendered on its own), and a mark at the margin itself is not."""
    from reportlab.pdfgen.canvas import Canvas

    mm = 72 / 25.4
    path = tmp_path / "probe.pdf"
    c = Canvas(str(path), pagesize=(100 * mm, 90 * mm))
    c.setLineWidth(0.1 * mm)
    c.line(6 * mm, 50 * mm, 6 * mm, 60 * mm)
    c.line(94 * mm, 50 * mm, 94 * mm, 60 * mm)
    c.line(40 * mm, 6 * mm, 50 * mm, 6 * mm)
    c.showPage()
    c.line(4 * mm, 50 * mm, 4 * mm, 60 * mm)
    c.line(96 * mm, 20 * mm, 96 * mm, 30 * mm)
    c.line(40 * mm, 86 * mm, 50 * mm, 86 * mm)
    c.line(60 * mm, 4 * mm, 70 * mm, 4 * mm)
    c.save()
    found = ink_in_margin(path, 6)
    assert sorted((page, side) for page, side, _ in found) == [(2, "bottom"), (2, "left"), (2, "right"), (2, "top")]
    assert all(abs(gap - 4) < 0.5 for _, _, gap in found), found
