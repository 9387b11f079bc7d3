"""Read the printed PDFs back and measure them: page sizes, card sizes, every card, backs aligned."""

from collections import Counter

import pytest
from helpers import MM, placed_cards
from pypdf import PdfReader

from pnp.build import PrintOptions, build_calibration, build_game
from gamedata.catalogue import Size
from pnp.imposition import grid_layout, gutter_fold_layout

TOL = 0.1  # mm


@pytest.fixture(scope="module")
def a4(prints):
    return prints.path("land-unter")


def _expected_fronts():
    expected = Counter({f"weather-{n}": 1 for n in range(1, 61)})
    expected.update({f"water-{v}": 2 for v in range(1, 13)})
    expected.update({"lifebelt": 24, "summary": 5})
    return expected


def test_every_page_is_a4_and_the_pack_has_the_expected_pages(a4):
    reader = PdfReader(str(a4))
    # contents + score pad, then 7 + 3 + 3 + 1 sheets of fronts and backs, then the credits
    assert len(reader.pages) == 2 + 2 * 14 + 1
    for page in reader.pages:
        assert abs(float(page.mediabox.width) / MM - 210) < TOL
        assert abs(float(page.mediabox.height) / MM - 297) < TOL


def test_every_card_is_printed_once_with_its_back(a4):
    pages = placed_cards(a4)
    fronts = Counter(c["key"] for p in pages for c in p if not c["key"].startswith("back-"))
    backs = Counter(c["key"] for p in pages for c in p if c["key"].startswith("back-"))
    assert fronts == _expected_fronts()
    assert backs == Counter({"back-weather": 60, "back-water": 24, "back-lifebelt": 24, "back-summary": 5})


def test_each_card_measures_exactly_63_by_88_mm(a4):
    cards = [c for p in placed_cards(a4) for c in p]
    assert len(cards) == 2 * 113
    for c in cards:
        assert abs(c["w"] - 63) < TOL and abs(c["h"] - 88) < TOL, c


def test_nine_poker_cards_per_a4_sheet_inside_the_margins(a4):
    pages = placed_cards(a4)
    assert len(pages[2]) == 9
    for c in pages[2]:
        assert c["x"] >= 6 - TOL and c["x"] + c["pw"] <= 210 - 6 + TOL
        assert c["y"] >= 6 - TOL and c["y"] + c["ph"] <= 297 - 6 + TOL


def test_duplex_backs_are_mirrored_for_long_edge_flip(a4):
    pages = placed_cards(a4)
    for front_page in range(2, len(pages) - 1, 2):  # the last page: the credits
        fronts, backs = pages[front_page], pages[front_page + 1]
        assert len(fronts) == len(backs)
        for f, b in zip(fronts, backs):
            assert abs(b["x"] - (210 - f["x"] - f["pw"])) < TOL and abs(b["y"] - f["y"]) < TOL
            deck = f["key"].split("-")[0]
            assert b["key"] == f"back-{deck}"


def test_back_offset_shifts_the_backs_only(tmp_path, a4):
    path = build_game("land-unter", PrintOptions(back_offset=(1.0, -0.5)), tmp_path)
    pages = placed_cards(path)
    for f, b in zip(pages[2], pages[3]):
        assert abs(b["x"] - (210 - f["x"] - f["pw"] + 1.0)) < TOL
        assert abs(b["y"] - (f["y"] - 0.5)) < TOL
    reference = placed_cards(a4)
    assert [(c["x"], c["y"]) for c in pages[2]] == [(c["x"], c["y"]) for c in reference[2]]


def test_letter_paper_and_other_card_sizes(tmp_path):
    path = build_game("land-unter", PrintOptions(paper="letter", card_size="bridge"), tmp_path)
    assert path.name == "land-unter-letter-bridge.pdf"
    reader = PdfReader(str(path))
    assert abs(float(reader.pages[0].mediabox.width) / MM - 215.9) < TOL
    assert abs(float(reader.pages[0].mediabox.height) / MM - 279.4) < TOL
    cards = [c for p in placed_cards(path) for c in p]
    assert all(abs(c["w"] - 57) < TOL and abs(c["h"] - 89) < TOL for c in cards)
    fronts = Counter(c["key"] for c in cards if not c["key"].startswith("back-"))
    assert fronts == _expected_fronts()


def test_bleed_extends_the_art_around_the_trim(tmp_path):
    path = build_game("land-unter", PrintOptions(bleed=3), tmp_path)
    cards = [c for p in placed_cards(path) for c in p]
    assert all(abs(min(c["pw"], c["ph"]) - 69) < TOL and abs(max(c["pw"], c["ph"]) - 94) < TOL for c in cards)
    assert all(abs(c["w"] - 63) < TOL and abs(c["h"] - 88) < TOL for c in cards)
    layout = grid_layout(Size(name="A4", width=210, height=297), Size(name="P", width=63, height=88), 3, 6)
    # the trim box (art box minus 3 mm) is where the crop marks point
    first = placed_cards(path)[2][0]
    assert abs(first["x"] + 3 - layout.slots[0][0]) < TOL
    xs = {round(m[0], 3) for m in layout.crop_marks if m[0] == m[2]}
    assert round(layout.slots[0][0], 3) in xs and round(layout.slots[0][0] + layout.slot_width, 3) in xs


def test_gutter_fold_puts_each_back_across_the_fold(tmp_path):
    path = build_game("land-unter", PrintOptions(layout="gutter-fold"), tmp_path)
    assert path.name == "land-unter-a4-gutter-fold.pdf"
    reader = PdfReader(str(path))
    pages = placed_cards(path)
    fronts = Counter(c["key"] for p in pages for c in p if not c["key"].startswith("back-"))
    assert fronts == _expected_fronts()
    sheet = pages[2]
    width = float(reader.pages[2].mediabox.width) / MM
    fold = width / 2
    fronts_on_page = [c for c in sheet if not c["key"].startswith("back-")]
    backs_on_page = [c for c in sheet if c["key"].startswith("back-")]
    assert len(fronts_on_page) == len(backs_on_page) > 0
    for f, b in zip(fronts_on_page, backs_on_page):
        assert f["x"] + f["pw"] <= fold and b["x"] >= fold
        assert abs((fold - (f["x"] + f["pw"] / 2)) - ((b["x"] + b["pw"] / 2) - fold)) < TOL


def test_crop_marks_stay_in_the_margin_outside_every_card():
    paper, card = Size(name="A4", width=210, height=297), Size(name="P", width=63, height=88)
    for layout in (grid_layout(paper, card, 0, 6), grid_layout(paper, card, 2, 6), gutter_fold_layout(paper, card, 0, 6)):
        sw, sh = layout.slot_width, layout.slot_height
        boxes = [(x, y, x + sw, y + sh) for x, y in layout.slots + layout.back_slots]
        for x1, y1, x2, y2 in layout.crop_marks:
            for bx0, by0, bx1, by1 in boxes:
                inside_x = max(x1, x2) > bx0 - layout.bleed and min(x1, x2) < bx1 + layout.bleed
                inside_y = max(y1, y2) > by0 - layout.bleed and min(y1, y2) < by1 + layout.bleed
                assert not (inside_x and inside_y), ((x1, y1, x2, y2), (bx0, by0))
            assert 0 < x1 < paper.width + 90 and 0 < y1 < paper.height + 90
        # every trim line has a mark: each card edge x appears among the vertical marks
        xs = {round(m[0], 3) for m in layout.crop_marks if m[0] == m[2]}
        for x, _ in layout.slots:
            assert round(x, 3) in xs and round(x + sw, 3) in xs


def test_contents_page_lists_components_pages_and_decisions(a4):
    reader = PdfReader(str(a4))
    text = " ".join(reader.pages[0].extract_text().split())  # table cells wrap
    for needle in ("100 %", "Weather cards", "Water-level cards", "Lifebelt cards", "3–16", "17–22",
                   "Stefan Dorra", "63 × 88 mm", "flip on long edge", "60 cards numbered 1–60",
                   "turn one face down when it is lost", "the credits, page 31"):
        assert needle in text, needle
    credits = " ".join(reader.pages[-1].extract_text().split())
    for needle in ("Credits", "Stefan Dorra", "Gamewright", "Our choice:", "Bitstream Vera", "reportlab"):
        assert needle in credits, needle


def test_fonts_are_embedded_truetype(a4):
    reader = PdfReader(str(a4))
    fonts = {}
    for page in reader.pages[:3]:
        for name, ref in page["/Resources"].get("/Font", {}).items():
            fonts[name] = ref.get_object()
    assert fonts
    for font in fonts.values():
        descendant = font.get("/DescendantFonts")
        desc = (descendant[0].get_object() if descendant else font).get("/FontDescriptor")
        assert desc is not None and "/FontFile2" in desc.get_object(), font.get("/BaseFont")


def test_calibration_page(tmp_path):
    path = build_calibration(PrintOptions(paper="letter"), tmp_path)
    reader = PdfReader(str(path))
    assert len(reader.pages) == 2
    assert "back-offset" in reader.pages[0].extract_text()


def test_cli_print_writes_into_the_output_folder(nile, tmp_path):
    result = nile("print", "land-unter", "--paper", "letter", "--greyscale", "--out", tmp_path)
    assert result.exit_code == 0, result.output
    assert (tmp_path / "land-unter-letter-ink-saver.pdf").exists()
    assert "printing land-unter" in result.stderr


def test_calibration_back_numbers_every_half_millimetre(tmp_path):
    """The back page has a number for every half millimetre from -6 to +6, twice per spot (X and Y)."""
    path = build_calibration(PrintOptions(), tmp_path)
    text = PdfReader(str(path)).pages[1].extract_text()
    for value in ("-6.0", "-0.5", "+0.5", "+2.5", "+6.0"):
        assert text.count(value) == 4, value  # two spots x (X staircase + Y staircase)


@pytest.mark.parametrize("lang,title,scale", [("fr", "Étalonnage recto verso — recto", "+6,0"),
                                              ("de", "Duplex-Kalibrierung — Vorderseite", "+6,0"),
                                              ("en", "Duplex calibration — front", "+6.0")])
def test_the_calibration_page_speaks_the_readers_language(nile, tmp_path, lang, title, scale):
    """Review s37 N2: ``nile print --calibration --lang fr|de`` printed English with a decimal point under an English
    file name: its words come from the catalogue (print-calibration, every entry there, strict), its name says the
    language, its scale has the reader's decimal comma, and the typed option keeps its point (1.5,-0.5)."""
    from pnp.words import strict

    result = nile("print", "--calibration", "--lang", lang, "--out", tmp_path)
    assert result.exit_code == 0, result.output
    name = "calibration-a4.pdf" if lang == "en" else f"calibration-a4-{lang}.pdf"
    assert result.stdout.strip().endswith(name) and (tmp_path / name).is_file()
    with strict():  # a French or German text the catalogue lacks raises
        path = build_calibration(PrintOptions(lang=lang, back_offset=(1.0, -0.5)), tmp_path)
    front, back = (" ".join(page.extract_text().replace("\u00a0", " ").split()) for page in PdfReader(str(path)).pages)
    assert front.startswith(title) and "--back-offset 1.5,-0.5" in front and "X,Y" in front
    assert back.count(scale) == 4 and "--back-offset 1,-0.5" in back
    if lang != "en":
        assert "Print" not in front and "calibration" not in front + back.replace("--calibration", "")
