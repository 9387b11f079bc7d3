"""Every text on every face stays inside its card's safe zone at every card size, and reads well."""

import pytest

from pnp.art import art_for
from pnp.art import draw as d
from gamedata.catalogue import load_catalogue, load_paper
from pnp.paper import Inks, PrintOptions, register_fonts
from pnp.build import text_problems
from pnp.textfit import TextProbe, face_texts
from gamedata.catalogue import known_games

SIZES = ["poker", "bridge", "euro", "mini"]


#: the languages every printed word is said in (``nile print --lang``): German and French words are longer
LANGS = ["en", "fr", "de"]


@pytest.mark.parametrize("game", ["land-unter", "nile"])
@pytest.mark.parametrize("card_size", SIZES)
@pytest.mark.parametrize("ink_saver", [False, True])
@pytest.mark.parametrize("lang", LANGS)
def test_every_text_is_inside_the_safe_zone(game, card_size, ink_saver, lang):
    register_fonts()
    assert text_problems(game, PrintOptions(card_size=card_size, greyscale=ink_saver, lang=lang)) == []


@pytest.mark.parametrize("game", known_games())
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("ink_saver", [False, True])
def test_every_game_measures_its_texts_at_its_printed_size(game, lang, ink_saver):
    """Every game's texts checked at the size its pack prints them, in each language and ink: a game
    without cards (NIL) at its tile, not at a card size it does not have."""
    register_fonts()
    assert text_problems(game, PrintOptions(lang=lang, greyscale=ink_saver)) == []


def _art(game, card_size):
    register_fonts()
    return art_for(game)(load_catalogue(game), Inks(False), load_paper().card_sizes[card_size], 0)


@pytest.mark.parametrize("game", ["land-unter", "nile"])
def test_turn_summaries_are_at_least_7_pt_on_poker_cards(game):
    art = _art(game, "poker")
    runs = face_texts(art, "summary", 63, 88)
    assert len(runs) > 20 and min(r.size for r in runs) >= 7.0


@pytest.mark.parametrize("size", ["mini", "bridge", "euro", "poker"])
@pytest.mark.parametrize("game", ["land-unter", "nile"])
def test_every_summary_line_is_printed_at_every_size(game, size):
    """The faces a summary card prints (one, or a front and a back where one face would need text under
    7 pt) carry every word of the summary, each step once, at 7 pt or more."""
    from gamedata.catalogue import load_paper
    from pnp.words import say

    art, card = _art(game, size), load_paper().card_sizes[size]
    (group,) = [g for g in art.groups() if g.name == "Turn summaries"]
    face = group.faces[0]
    keys = [face.front] + ([face.back] if face.back.startswith("summary") else [])
    runs = [r for k in keys for r in face_texts(art, k, card.width, card.height)]
    text = " ".join(" ".join(r.text for r in runs).split())
    for entry in art.summary:  # the summary's lines, their figures filled from data (pnp.art.<game>.summary)
        body = entry[-1]
        if body:
            assert text.count(say(" ".join(body.split()[-3:]))) == 1, (body, text)  # (ranges with an en dash)
    assert ("as many rounds" in text) if game == "land-unter" else ("SMALLEST pile" in text)
    assert min(r.size for r in runs) >= 7.0
    assert (len(keys) == 2) == (size in (("mini",) if game == "land-unter" else ("mini", "bridge", "euro")))


def test_the_flood_text_stays_above_the_waves():
    art = _art("nile", "mini")
    runs = [r for r in face_texts(art, "flood", 44, 67) if r.text != "not part of the draw deck"]
    assert min(r.box[1] for r in runs) >= 67 * art.FLOOD_CREST + 2  # the highest wave crest
    assert min(r.size for r in runs) >= 7.0


def test_the_probe_measures_what_is_drawn():
    probe = TextProbe()
    probe.translate(10, 20)
    probe.rotate(90)
    d.text(probe, 0, 0, "HI", 10, None, align="left")
    (run,) = probe.runs
    width = d.text_width("HI", 10)
    assert run.size == 10 and abs((run.box[3] - run.box[1]) - width) < 1e-6
    assert abs(run.box[2] - (10 + d.DESCENT * 10 * d.PT)) < 1e-3 and abs(run.box[1] - 20) < 1e-6


def test_a_text_that_cannot_fit_is_refused():
    with pytest.raises(d.TextDoesNotFit):
        d.fitted_paragraph(TextProbe(), 0, 10, 5, "far too many words " * 20, 20, 7, None)


class _ClipRecorder(TextProbe):
    def __init__(self):
        super().__init__()
        self.clips = []

    def clipPath(self, path, **kwargs):  # noqa: N802
        self.clips.append(path.getCode())


@pytest.mark.parametrize("game,back", [("land-unter", "back-weather"), ("nile", "back-deck")])
def test_backs_are_printed_to_the_edge_without_a_white_border(game, back):
    """A back is a printed pattern to its bleed, with or without bleed: its art is never clipped to a
    panel inside a white border (the sheet clips each card to its own share, see test_card_cut)."""
    register_fonts()
    card = load_paper().card_sizes["poker"]
    for bleed in (0, 2):
        art = art_for(game)(load_catalogue(game), Inks(False), card, bleed)
        canvas = _ClipRecorder()
        art.draw(canvas, back, card.width, card.height)
        assert not canvas.clips


# --- faces that read well: looked at as printed (rendered with pdfium) or as drawn (a probe) -----------------

def render_face(game: str, key: str, w: float, h: float, ink_saver: bool = False, dpi: int = 600, tokens: str = ""):
    """Face ``key`` of ``game`` drawn alone on a ``w`` x ``h`` mm page and rendered at ``dpi`` (``tokens``:
    the token shape asked for, as ``nile print --tokens``): a PIL RGB image, and a function giving the
    pixel at (x, y) mm from the face's lower-left corner."""
    import io

    import pypdfium2 as pdfium
    from reportlab.pdfgen.canvas import Canvas

    from pnp.paper import MM

    register_fonts()
    cat = load_catalogue(game)
    art = art_for(game)(cat, Inks(ink_saver), load_paper().card_sizes[cat.card_size or "poker"], 0)
    art.choose(PrintOptions(tokens=tokens))
    out = io.BytesIO()
    c = Canvas(out, pagesize=(w * MM, h * MM))
    c.scale(MM, MM)
    art.draw(c, key, w, h)
    c.save()
    image = pdfium.PdfDocument(out.getvalue())[0].render(scale=dpi / 72).to_pil().convert("RGB")
    px = dpi / 25.4

    def at(x: float, y: float) -> tuple[int, int, int]:
        return image.getpixel((min(int(x * px), image.width - 1), min(int((h - y) * px), image.height - 1)))

    return image, at


def _luminance(rgb) -> float:
    r, g, b = (v / 255 for v in rgb)
    return 0.299 * r + 0.587 * g + 0.114 * b


UFERN_COLOURS = [c.id for c in load_catalogue("ufern-des-nils").plants.colours]


@pytest.mark.parametrize("colour", UFERN_COLOURS)
@pytest.mark.parametrize("ink_saver", [False, True])
def test_every_seed_ring_stands_out_from_the_paper(colour, ink_saver):
    """Along a radius of the round seed side, the ring is closed off by a dark line on both sides (so a white
    ring is seen on white paper); in the ink saver the ring is a pale fill, as the help and the README say."""
    size = load_catalogue("ufern-des-nils").plants.token
    _, at = render_face("ufern-des-nils", f"seed-{colour}.flax", size, size, ink_saver, tokens="round")
    r = size / 2
    profile = [_luminance(at(r + k * 0.02, r)) for k in range(int(r / 0.02))]  # centre to edge, 0.02 mm steps
    ring = [i for i, v in enumerate(profile) if abs(i * 0.02 - (r - 1.4)) < 0.3]
    inside = [v for i, v in enumerate(profile) if r - 2.6 < i * 0.02 < r - 2.0]
    outside = [v for i, v in enumerate(profile) if r - 0.6 < i * 0.02 < r - 0.1]
    assert min(inside) < 0.35 and min(outside) < 0.35, (inside, outside)  # the two outlines
    ring_grey = sum(profile[i] for i in ring) / len(ring)
    if ink_saver:
        assert ring_grey > 0.6, ring_grey  # pale, not the dark grey of a colour's luminance


def test_a_plant_tokens_letters_are_clear_of_the_soil_and_the_ring():
    """The player's letters sit inside the round seed ring (the crop is told by its symbol, with no name),
    and the soil furrow below touches no letter."""
    art = _art("ufern-des-nils", "poker")
    art.choose(PrintOptions(tokens="round"))
    size = art.token_size.width
    r = size / 2
    for crop in ("aubergine", "flax"):
        for side in ("seed", "ripe"):
            letters = [t for t in face_texts(art, f"{side}-red.{crop}", size, size)]
            assert [t.text for t in letters] == ["R", "R"]
            for letter in letters:
                x0, y0, x1, y1 = letter.box
                corners = [(x, y) for x in (x0, x1) for y in (y0, y1)]
                limit = art.ROUND_INNER * r if side == "seed" else r - 0.3
                assert all(((x - r) ** 2 + (y - r) ** 2) ** 0.5 < limit for x, y in corners), (side, crop, letter.box)
                if side == "seed":
                    assert y0 > r - 4.6 + 0.28 + 0.2  # the furrow's dots lie below the letters' descenders


def test_rot_cards_name_their_rows_in_good_english():
    art = _art("ufern-des-nils", "poker")
    w, h = art.cards_size.width, art.cards_size.height
    for palms in (1, 2, 4):
        text = " ".join(r.text for r in face_texts(art, f"wevent-rot{palms}", w, h))
        assert "the 1 " not in text
        if palms == 1:
            assert "the rightmost market row (first player)" in text
        else:
            assert f"one of the {palms} rightmost market rows (first player)" in text


@pytest.mark.parametrize("palms", [1, 2, 3, 4])
def test_the_rot_palms_stay_inside_the_card(monkeypatch, palms):
    """Each palm drawn on a rot card (about 0.92 of its height wide, its crown 0.08 of its height right of
    its foot) lies inside the card's safe zone."""
    from pnp.art import ufern_cards

    drawn = []
    monkeypatch.setattr(ufern_cards, "palm", lambda c, inks, x, y, h: drawn.append((x, h)))
    art = _art("ufern-des-nils", "poker")
    w, h = art.cards_size.width, art.cards_size.height
    art.draw(TextProbe(), f"wevent-rot{palms}", w, h)
    assert len(drawn) == palms
    for x, size in drawn:
        assert art.safe_zone - 1e-6 <= x + 0.08 * size - 0.46 * size
        assert x + 0.08 * size + 0.46 * size <= w - art.safe_zone + 1e-6


def test_the_ufern_summary_is_set_out_in_numbered_phases(monkeypatch):
    """Like the other games' summaries: numbered phase headings, each with its symbol, short lines."""
    art = _art("ufern-des-nils", "poker")
    symbols = []
    monkeypatch.setattr(art, "_summary_symbol", lambda c, kind, x, y: symbols.append(kind))
    runs = face_texts(art, "summary", 63, 88)
    heads = [r.text for r in runs if r.text[:2] in ("1.", "2.", "3.", "4.")]
    assert [h[:2] for h in heads] == ["1.", "2.", "3.", "4."], heads
    assert len(set(symbols)) == 4
    assert min(r.size for r in runs) >= 7.0
    assert max(len(r.text) for r in runs) <= 45 and len(runs) >= 20  # lines, not one block


def test_land_unter_water_value_is_dark_on_the_sky():
    """The small value beside the ticks stands above the water, on the pale sky: dark for every value."""
    card = load_paper().card_sizes["poker"]
    for value in (1, 9, 10, 12):
        image, at = render_face("land-unter", f"water-{value}", card.width, card.height)
        art = _art("land-unter", "poker")
        (run,) = [r for r in face_texts(art, f"water-{value}", card.width, card.height)
                  if r.text == str(value) and r.size == 8]
        x0, y0, x1, y1 = run.box
        darkest = min(_luminance(at(x0 + (x1 - x0) * i / 20, y0 + (y1 - y0) * j / 20))
                      for i in range(21) for j in range(21))
        assert darkest < 0.35, (value, darkest)


def test_nile_crop_frame_does_not_cross_the_colour_bands():
    """Where the frame line would run through the header band, the band shows its own colour."""
    from reportlab.lib.colors import HexColor

    card = load_paper().card_sizes["poker"]
    for crop in load_catalogue("nile").crops:
        _, at = render_face("nile", f"crop-{crop.id}", card.width, card.height)
        band = HexColor(crop.colour)
        for y in (card.height - 8, 5):  # in the header band and in the foot band, on the frame's line
            assert all(abs(v / 255 - b) < 0.03 for v, b in zip(at(2.5, y), (band.red, band.green, band.blue))), \
                (crop.id, y, at(2.5, y))


@pytest.mark.parametrize("game", known_games())
def test_ink_saver_backs_keep_their_words_inside_the_inner_frame(game):
    """The ink saver's backs draw two frames; every word stays inside the inner one, with air (the
    Ufern summary's long title ran across both frames on one line)."""
    register_fonts()
    cat = load_catalogue(game)
    opts = PrintOptions(greyscale=True)
    art = art_for(game)(cat, Inks(True), opts.card(cat.card_size) if cat.card_size else
                        load_paper().card_sizes["poker"], 0)
    framed = {f"back-{label}" for label in art.back_labels}  # the backs the ink saver frames
    drawn = 0
    for group in art.groups():
        size = group.size or art.card
        for key in {face.back for face in group.faces} & framed:
            drawn += 1
            inner = art.ink_saver_plate_inset(size.width, size.height) + 1.2
            for run in face_texts(art, key, size.width, size.height):
                x0, y0, x1, y1 = run.box
                assert inner + 1 < x0 and x1 < size.width - inner - 1, (game, key, run.text, run.box, size)
                assert inner < y0 and y1 < size.height - inner, (game, key, run.text, run.box, size)
    assert drawn


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_an_ufern_summary_heading_keeps_clear_of_its_symbol(monkeypatch, lang):
    """Review s37 N5: « 1. Flux ou reflux (premier joueur) » ran into its waves (0.06 mm apart): every heading
    ends at least 0.8 mm left of its 4 mm symbol, in every language."""
    from pnp.words import speaking

    art = _art("ufern-des-nils", "poker")
    symbols: list[float] = []
    monkeypatch.setattr(art, "_summary_symbol", lambda c, kind, x, y: symbols.append(x - 2.0))
    with speaking(lang, "ufern-des-nils"):
        runs = face_texts(art, "summary", 63, 88)
    heads = [r for r in runs if r.text[:2] in ("1.", "2.", "3.", "4.")]
    left = symbols[-len(heads):]  # the last drawing, at the size chosen
    assert len(heads) == 4 and all(r.box[2] <= x - 0.8 for r, x in zip(heads, left)), \
        [(r.text, round(x - r.box[2], 2)) for r, x in zip(heads, left)]
    assert min(r.size for r in runs) >= 7.0


@pytest.mark.parametrize("lang,words", [("en", ["DESERT", "Wüste"]), ("fr", ["DÉSERT"]), ("de", ["WÜSTE"])])
def test_an_ufern_desert_card_says_one_word_a_language(lang, words):
    """Review s37 N4: the desert card's front read « DÉSERT » over "Wüste" in French and „WÜSTE / Wüste“ in German.
    The small word is the German edition's, under the English only; a French or German card says its own word once."""
    from pnp.words import speaking

    art = _art("ufern-des-nils", "mini")
    with speaking(lang, "ufern-des-nils"):
        runs = face_texts(art, "dune-0", 44, 67)
    assert [r.text for r in runs] == words
