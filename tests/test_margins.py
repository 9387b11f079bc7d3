"""Every mark and every word on a card sheet stays the catalogue's minimum margin from the paper's
edge, for every paper, card size, bleed and layout: measured in the printed PDF."""

import itertools

import pytest
from helpers import MM, concat, operations_with_ctm, placed_cards
from pypdf import PdfReader
from reportlab.pdfbase.pdfmetrics import stringWidth

from pnp.build import PrintOptions, build_game
from pnp.catalogue import load_paper
from pnp.paper import register_fonts

TOL = 0.05  # mm


def page_ink(reader, page):
    """Points (mm) reached by the page's own lines, and the boxes (mm) of its own words, outside forms."""
    points, words = [], []
    tm, size = [1, 0, 0, 1, 0, 0], 0.0
    for operands, op, ctm in operations_with_ctm(reader, page):
        if op in (b"m", b"l"):
            x, y = (float(v) for v in operands)
            points.append(((ctm[0] * x + ctm[2] * y + ctm[4]) / MM, (ctm[1] * x + ctm[3] * y + ctm[5]) / MM))
        elif op == b"Tf":
            size = float(operands[1])
        elif op == b"Tm":
            tm = [float(v) for v in operands]
        elif op == b"Td":
            tm = concat([1, 0, 0, 1, float(operands[0]), float(operands[1])], tm)
        elif op == b"Tj":
            text = operands[0] if isinstance(operands[0], str) else operands[0].decode("latin-1")
            m = concat(tm, ctm)
            width = stringWidth(text, "Vera", size) * m[0]
            x0, y0 = m[4] / MM, m[5] / MM
            words.append((x0, y0 - 0.25 * size * m[3] / MM, x0 + width / MM, y0 + 0.95 * size * m[3] / MM))
    return points, words


CASES = list(itertools.product(["a4", "letter", "a3"], ["poker", "bridge", "euro", "mini"], [0, 3],
                               ["duplex", "gutter-fold"]))


@pytest.mark.parametrize("paper,card,bleed,layout", CASES)
def test_marks_words_and_cards_keep_the_minimum_margin(tmp_path, paper, card, bleed, layout):
    register_fonts()
    margin = load_paper().margins.minimum
    path = build_game("land-unter", PrintOptions(paper=paper, card_size=card, bleed=bleed, layout=layout), tmp_path)
    reader = PdfReader(str(path))
    cards = placed_cards(path)
    for number, page in enumerate(reader.pages):
        if not cards[number]:
            continue  # the contents page and the score pad have their own wide margins
        w, h = float(page.mediabox.width) / MM, float(page.mediabox.height) / MM
        points, words = page_ink(reader, page)
        assert words, number  # every sheet has its label; back pages have no crop marks
        for x, y in points:
            assert margin - TOL <= x <= w - margin + TOL and margin - TOL <= y <= h - margin + TOL, (number, x, y)
        for x0, y0, x1, y1 in words:
            assert x0 >= margin - TOL and x1 <= w - margin + TOL and y0 >= margin - TOL and y1 <= h - margin + TOL, \
                (number, x0, y0, x1, y1)
        for c in cards[number]:
            if c["key"].startswith("back-") and layout == "duplex":
                continue  # the backs move with the back offset; the fronts fix the grid
            assert c["x"] >= margin - TOL and c["x"] + c["pw"] <= w - margin + TOL, (number, c)
            assert c["y"] >= margin - TOL and c["y"] + c["ph"] <= h - margin + TOL, (number, c)
