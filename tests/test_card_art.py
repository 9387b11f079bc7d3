"""The card art a crafter keeps (issue 23), measured in the drawing rendered at print resolution: each
card's picture leaves room for its words, its parts do not run into one another, and decks of many
cards are not one picture repeated."""

from __future__ import annotations

import io
from typing import Any

import numpy as np
import pypdfium2 as pdfium
import pytest
from reportlab.pdfgen.canvas import Canvas

from pnp.art import art_for
from pnp.catalogue import load_catalogue, load_paper
from pnp.paper import MM, Inks, register_fonts

DPI = 600
PX = DPI / 25.4  # pixels per mm


def make_art(game: str, size: str = "poker", greyscale: bool = False) -> Any:
    """``game``'s art at card size ``size`` (its own card size for Ufern), no bleed."""
    register_fonts()
    cat = load_catalogue(game)
    return art_for(game)(cat, Inks(greyscale), load_paper().card_sizes[size], 0.0)


def render(art: Any, key: str, w: float, h: float, dpi: int = DPI) -> np.ndarray:
    """Face ``key`` of ``art`` on a ``w`` x ``h`` mm page at ``dpi``: an RGB array (float), row 0 at
    the card's top."""
    buf = io.BytesIO()
    c = Canvas(buf, pagesize=(w * MM, h * MM))
    c.scale(MM, MM)
    art.draw(c, key, w, h)
    c.showPage()
    c.save()
    pdf = pdfium.PdfDocument(buf.getvalue())
    try:
        return pdf[0].render(scale=dpi / 72, rev_byteorder=True).to_numpy()[:, :, :3].astype(float)
    finally:
        pdf.close()


def changed(a: np.ndarray, b: np.ndarray, threshold: float = 40) -> np.ndarray:
    """The pixels where two renders differ: what the part left out of one of them inks."""
    return np.abs(a - b).max(axis=2) > threshold


def mm_coords(mask: np.ndarray, h: float, px: float = PX) -> tuple[np.ndarray, np.ndarray]:
    """The (x, y) mm positions, y up from the card's bottom, of the pixel centres set in ``mask``."""
    rows, cols = np.nonzero(mask)
    return (cols + 0.5) / px, h - (rows + 0.5) / px


# --- Land Unter: the water-level badge --------------------------------------------------------------------
@pytest.mark.parametrize("size", ["poker", "mini"])
@pytest.mark.parametrize("value", range(1, 13))
def test_water_level_number_clears_its_ring_and_the_pig_stays_out(size, value, monkeypatch):
    """The big number of every water-level card keeps 0.8 mm or more of white between its ink and the
    ring's inner edge (10-12 once filled it to 0.3 mm), and no part of the pig (its ear at level 12 once
    crossed the ring) comes within 0.5 mm of the ring's outer edge; on poker and mini cards."""
    art = make_art("land-unter", size)
    w, h = art.card.width, art.card.height
    cx, cy, r = art.badge_ring(w, h)
    whole = render(art, f"water-{value}", w, h)
    from pnp.art import draw

    real_text = draw.text
    with monkeypatch.context() as m:  # the face without the badge's number
        m.setattr(draw, "text", lambda c, x, y, s, size_pt, *a, **k: None if s == str(value) and size_pt > 14
                  else real_text(c, x, y, s, size_pt, *a, **k))
        bare = render(art, f"water-{value}", w, h)
    x, y = mm_coords(changed(whole, bare), h)
    assert len(x) > 500, "the number is printed"
    reach = np.hypot(x - cx, y - cy).max()
    assert r - art.BADGE_LINE / 2 - reach >= 0.8, (value, r - art.BADGE_LINE / 2 - reach)
    with monkeypatch.context() as m:  # the pig's ink: the face with it and without it, both without the badge
        m.setattr(type(art), "_badge", lambda *a, **k: None)
        with_pig = render(art, f"water-{value}", w, h)
        m.setattr(type(art), "_pig", lambda *a, **k: None)
        no_pig = render(art, f"water-{value}", w, h)
    x, y = mm_coords(changed(with_pig, no_pig, 20), h)
    assert len(x) > 500, "the pig is drawn"
    gap = np.hypot(x - cx, y - cy).min() - (r + art.BADGE_LINE / 2)
    assert gap >= 0.5, (value, gap)


# --- Ufern: the turn summaries' back and the plant tokens ------------------------------------------------
def _band(img: np.ndarray, side: int, d0: float, d1: float, px: float) -> np.ndarray:
    """The median colour of the band ``d0``-``d1`` mm inside side ``side`` (0 left, 1 bottom, 2 right,
    3 top) of a card rendered at ``px`` pixels a mm, over the middle 70 % of that side."""
    rows, cols = img.shape[:2]
    a, b = int(d0 * px), max(int(d1 * px), int(d0 * px) + 1)
    if side in (0, 2):
        band = img[int(0.15 * rows):int(0.85 * rows), a:b] if side == 0 else img[int(0.15 * rows):int(0.85 * rows), cols - b:cols - a]
    else:
        band = img[rows - b:rows - a, int(0.15 * cols):int(0.85 * cols)] if side == 1 else img[a:b, int(0.15 * cols):int(0.85 * cols)]
    return np.median(band.reshape(-1, 3), axis=0)


@pytest.mark.parametrize("greyscale", [False, True], ids=["colour", "ink-saver"])
def test_ufern_summary_back_has_no_frame_near_its_edge(greyscale):
    """A duplex print drifts by a millimetre: the turn summaries' back (a poker card) shows no frame line
    within 8 mm of its edge, so nothing tells a lopsided drift (it had a gilt frame 5 mm inside): every
    band parallel to an edge down to 8 mm has the colour of the edge band."""
    art = make_art("ufern-des-nils", greyscale=greyscale)
    w, h = art.summary_size.width, art.summary_size.height
    img, px = render(art, "back-summary", w, h, dpi=200), 200 / 25.4
    for side in range(4):
        edge = _band(img, side, 0.2, 0.5, px)
        depth = 0.5
        while depth < 8:
            band = _band(img, side, depth, depth + 0.15, px)
            assert np.abs(band - edge).max() < 40, (side, depth, edge, band)
            depth += 0.15


class _FontProbe:
    """A :class:`pnp.textfit.TextProbe` that also notes each font set."""

    def __new__(cls, face: str):
        from pnp.textfit import TextProbe

        class Probe(TextProbe):
            fonts: set[str] = set()

            def setFont(self, name, size, leading=None):  # noqa: N802
                self.fonts = self.fonts | {name}
                super().setFont(name, size, leading)

        return Probe(face)


@pytest.mark.parametrize("shape", ["square", "round"])
def test_ufern_token_words_are_seven_points_one_weight_and_clear_of_the_frame(shape):
    """Every word on a plant token (both sides, every colour and crop): 7 pt or more (the names were
    6 pt on the 15 mm square tokens), all in one weight ("aubergine" was set lighter), and its box 1 mm
    or more inside the token's inner frame: the square token's band, the round seed token's inner ring,
    the round ripe token's outline (the name once sat 0.4 mm from the frame). The crop is told by its
    symbol."""
    from pnp.art import ufern_pieces as pieces

    art = make_art("ufern-des-nils", "mini")
    art.token_shape = shape
    w = art.token_size.width
    fonts: set[str] = set()
    runs = 0
    for face in art.groups()[2].faces:
        for key in (face.front, face.back):
            probe = _FontProbe(key)
            art.draw(probe, key, w, w)
            fonts |= probe.fonts if probe.runs else set()
            for run in probe.runs:
                runs += 1
                assert run.size >= 7.0, (key, run)
                x0, y0, x1, y1 = run.box
                if shape == "square":
                    lo, hi = pieces.TOKEN_BAND + pieces.TOKEN_AIR, w - pieces.TOKEN_BAND - pieces.TOKEN_AIR
                    assert lo - 1e-6 <= x0 and x1 <= hi + 1e-6 and lo - 1e-6 <= y0 and y1 <= hi + 1e-6, (key, run)
                else:
                    frame = art.ROUND_INNER * w / 2 if key.startswith("seed") else w / 2 - 0.3
                    reach = max(np.hypot(x - w / 2, y - w / 2) for x in (x0, x1) for y in (y0, y1))
                    assert reach <= frame - 1.0 + 1e-6, (key, run, frame - reach)
    assert runs >= 2 * 75 and len(fonts) == 1, (runs, fonts)
