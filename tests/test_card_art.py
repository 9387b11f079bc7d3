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
from gamedata.catalogue import load_catalogue, load_paper
from pnp.paper import MM, Inks, register_fonts

DPI = 400
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


# --- NILE: speculation cards, crop cards, the Plague ------------------------------------------------------
def _rgb(hex_colour: str) -> np.ndarray:
    return np.array([int(hex_colour[i:i + 2], 16) for i in (1, 3, 5)], dtype=float)


def _nile_specs():
    return [c.crops for c in load_catalogue("nile").deck("speculation").cards]


@pytest.mark.parametrize("size", ["poker", "mini"])
def test_speculation_cards_have_a_corner_index_of_both_crops(size):
    """In a fanned hand only a card's corner shows: each speculation card prints both its crops' symbols
    (in their own colours) within 12 mm of its left edge and 26 mm of its top, where the crop cards show
    theirs, and the same turned in the bottom-right corner (they had none)."""
    art = make_art("nile", size)
    w, h = art.card.width, art.card.height
    px = 200 / 25.4
    for pair in _nile_specs():
        img = render(art, "spec-" + "-".join(pair), w, h, dpi=200)
        corners = {"top left": img[:int(26 * px), :int(12 * px)], "bottom right": img[-int(26 * px):, -int(12 * px):]}
        for where, region in corners.items():
            for crop in pair:
                colour = _rgb(art.crops[crop].colour)
                seen = (np.abs(region - colour).max(axis=2) < 14).sum() / px ** 2
                assert seen >= 0.4, (pair, where, crop, f"{seen:.2f} mm² of its colour")


@pytest.mark.parametrize("size", ["poker", "bridge", "euro", "mini"])
def test_speculation_and_plague_words_are_seven_points_on_every_card_size(size):
    """The corner index takes room from the speculation card's header: its words stay 7 pt or more on
    every card size (a subtitle that no longer fits is left out, not shrunk), the Plague's too."""
    from pnp.textfit import face_texts

    art = make_art("nile", size)
    w, h = art.card.width, art.card.height
    for key in ["plague"] + ["spec-" + "-".join(pair) for pair in _nile_specs()]:
        runs = face_texts(art, key, w, h)
        assert runs and min(r.size for r in runs) >= 7 - 1e-6, (key, [(r.text, r.size) for r in runs if r.size < 7])


@pytest.mark.parametrize("size", ["poker", "mini"])
def test_speculation_rule_text_keeps_clear_of_the_picture_panel(size, monkeypatch):
    """The rule under a speculation card's picture starts 1.5 mm or more below the panel (it once touched
    it): measured from the text's highest ink to the lowest panel ink above it, over the text's width."""
    from pnp.art import draw
    from pnp.art.nile import SAND

    art = make_art("nile", size)
    w, h = art.card.width, art.card.height
    key = "spec-papyrus-flax"
    whole = render(art, key, w, h)
    real = draw.paragraph
    with monkeypatch.context() as m:
        m.setattr(draw, "paragraph", lambda c, x, y, s, *a, **k: y if s == art.spec_rule else real(c, x, y, s, *a, **k))
        bare = render(art, key, w, h)
    rows, cols = np.nonzero(changed(whole, bare))
    assert len(rows) > 500, "the rule is printed"
    top = rows.min()
    above = np.abs(bare[:top, cols.min():cols.max() + 1] - _rgb(SAND)).max(axis=2) > 30
    panel_bottom = np.nonzero(above.any(axis=1))[0].max()
    gap = (top - panel_bottom - 1) / PX
    assert gap >= 1.5, gap


def test_crop_cards_carry_no_unexplained_french_word():
    """A crop card says its crop in English only, at the top and upside down at the bottom (the French
    names, "Blé", "Laitue", stood unexplained in the bottom band; a French print is issue 25's)."""
    from pnp.textfit import face_texts

    art = make_art("nile")
    w, h = art.card.width, art.card.height
    for crop in art.crops.values():
        words = [r.text for r in face_texts(art, f"crop-{crop.id}", w, h)]
        assert words.count(crop.name.upper()) == 2, (crop.id, words)
        assert crop.french in (crop.name, crop.name.upper()) or crop.french not in words, (crop.id, words)


def test_the_locust_has_its_legs_on_its_thorax_and_none_across_its_body(monkeypatch):
    """The Plague's locust: its legs (ink of the legs alone) meet its thorax on both sides and cover no
    pixel of its abdomen and wings (they once crossed the body)."""
    art = make_art("nile")
    w, h = art.card.width, art.card.height
    cls = type(art)

    def part(*names):
        monkeypatch.setattr(cls, "LOCUST_PARTS", names)
        return render(art, "plague", w, h, dpi=300)

    none = part()
    legs, body, thorax = (changed(part(name), none, 20) for name in ("legs", "body", "thorax"))
    assert legs.sum() > 2000 and body.sum() > 2000 and thorax.sum() > 1000
    assert (legs & body).sum() == 0, f"{(legs & body).sum()} leg pixels on the abdomen and wings"
    rows, cols = np.nonzero(legs & thorax)
    middle = w / 2 * 300 / 25.4
    assert (cols < middle).sum() > 20 and (cols > middle).sum() > 20, "legs spring from both sides of the thorax"


# --- decks of many cards: not one picture repeated ---------------------------------------------------------
def _weather_pictures(monkeypatch, dpi: int = 100) -> list[np.ndarray]:
    """The weather picture of each of Land Unter's 60 weather cards (the top 40 % of the card, its words
    left out), rendered at ``dpi``."""
    from pnp.art import draw

    art = make_art("land-unter")
    w, h = art.card.width, art.card.height
    with monkeypatch.context() as m:
        m.setattr(draw, "text", lambda *a, **k: None)
        images = [render(art, f"weather-{n}", w, h, dpi=dpi) for n in range(1, 61)]
    return [img[int(0.04 * img.shape[0]):int(0.4 * img.shape[0])] for img in images]


def test_weather_cards_show_sixty_pictures_whose_weather_grows_with_the_number(monkeypatch):
    """The 60 weather cards were four identical icons: now no two cards show the same picture (they
    differ by 0.5 % of the picture area or more), and within each band of 12 (sun, sun and cloud,
    cloud, rain, storm) the weather covers more of the sky on every higher card."""
    from pnp.art.land_unter import WEATHER_SKY

    pictures = _weather_pictures(monkeypatch)
    weather = []
    for n, img in enumerate(pictures, start=1):
        sky = _rgb(WEATHER_SKY[min((n - 1) // 12, 4)])
        weather.append(int((np.abs(img - sky).max(axis=2) > 8).sum()))  # a white cloud too
    for i in range(60):
        for j in range(i + 1, 60):
            if i // 12 == j // 12:
                differ = (np.abs(pictures[i] - pictures[j]).max(axis=2) > 25).mean()
                assert differ >= 0.005, (i + 1, j + 1, differ)
    for band in range(5):
        counts = weather[band * 12:band * 12 + 12]
        assert all(a < b for a, b in zip(counts, counts[1:])), (band, counts)


@pytest.mark.parametrize("group, window", [("Water cards", (3, 19, 3, 19)), ("Desert cards", (3, 12, 3, 10))])
def test_ufern_water_and_desert_cards_show_several_pictures(group, window):
    """Ufern's 45 water cards all showed one fish and its 30 desert cards one dune: now the picture
    (each card's middle, its ends and words left out: ``window`` = left, top, right, bottom margins in mm)
    comes in four or more kinds, each on at least five cards; and the water cards of one kind of ends
    (single-double, ...) show different pictures too."""
    art = make_art("ufern-des-nils", "mini")
    (faces,) = [g.faces for g in art.groups() if g.name == group]
    w, h = art.cards_size.width, art.cards_size.height
    px = 100 / 25.4
    left, top, right, bottom = window
    pictures: dict[str, np.ndarray] = {}
    for key in {f.front for f in faces}:
        img = render(art, key, w, h, dpi=100)
        pictures[key] = img[int(top * px):int((h - bottom) * px), int(left * px):int((w - right) * px)]
    kinds: list[np.ndarray] = []
    kind_of: dict[str, int] = {}
    for key, img in sorted(pictures.items()):
        for k, other in enumerate(kinds):
            if (np.abs(img - other).max(axis=2) > 25).mean() < 0.05:  # the same picture (the water's waves aside)
                kind_of[key] = k
                break
        else:
            kind_of[key] = len(kinds)
            kinds.append(img)
    uses = [sum(1 for f in faces if kind_of[f.front] == k) for k in range(len(kinds))]
    assert len(kinds) >= 4 and min(uses) >= 5, uses
    if group == "Water cards":
        by_ends: dict[str, set[int]] = {}
        for f in faces:
            by_ends.setdefault(f.front.split(".")[0], set()).add(kind_of[f.front])
        assert all(len(k) >= 2 for k in by_ends.values()), by_ends
