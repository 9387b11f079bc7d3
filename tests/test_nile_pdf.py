"""NILE's pack read back from the PDF: every card once with the right back, 63 x 88 mm, backs mirrored,
small groups sharing sheets, both crops on each speculation card, fonts embedded, gutter-fold and Letter."""

from collections import Counter

import pytest
from helpers import MM, placed_cards
from pypdf import PdfReader

from pnp.build import PrintOptions, build_game
from gamedata.catalogue import load_catalogue

TOL = 0.1
CROPS = ["papyrus", "wheat", "lettuce", "castor", "flax"]


@pytest.fixture(scope="module")
def a4(prints):
    return prints.path("nile")


def expected_fronts() -> Counter:
    cat = load_catalogue("nile")
    fronts = Counter({f"crop-{c.crop}": c.count for c in cat.deck("crop").cards})
    fronts.update({f"spec-{a}-{b}": 1 for i, a in enumerate(CROPS) for b in CROPS[i + 1:]})
    fronts.update({"plague": 1, "flood": 1, "summary": 5})
    return fronts


def test_all_92_cards_and_five_summaries_once_with_the_right_back(a4):
    pages = placed_cards(a4)
    fronts = Counter(c["key"] for p in pages for c in p if not c["key"].startswith("back-"))
    backs = Counter(c["key"] for p in pages for c in p if c["key"].startswith("back-"))
    assert fronts == expected_fronts() and sum(fronts.values()) == 92 + 5
    assert backs == Counter({"back-deck": 91, "back-flood": 1, "back-summary": 5})


def test_each_card_is_63_by_88_and_backs_are_mirrored(a4):
    pages = placed_cards(a4)
    first = next(i for i, p in enumerate(pages) if p)
    assert first == 2, "contents and score pad first, no blank page needed"
    assert not pages[-1] and pages[-2], "the credits on the one page after the cards"
    for i in range(first, len(pages) - 1, 2):  # the last page: the credits
        fronts, backs = pages[i], pages[i + 1]
        assert fronts and len(fronts) == len(backs)
        for f, b in zip(fronts, backs):
            assert abs(f["w"] - 63) < TOL and abs(f["h"] - 88) < TOL, f
            assert abs(b["x"] - (210 - f["x"] - f["pw"])) < TOL and abs(b["y"] - f["y"]) < TOL
            want = {"flood": "back-flood", "summary": "back-summary"}.get(f["key"], "back-deck")
            assert b["key"] == want


def test_small_groups_fill_free_slots(a4):
    """The Plague, the Flood card and the turn summaries fill the free slots of the sheet before
    theirs: every sheet but the last is full. (A sheet holds 8 cards, turned, a gutter between its two
    columns, so that no crop's band meets another crop's: pnp.cutting.)"""
    pages = placed_cards(a4)
    sheets = [p for p in pages[2:-1:2] if p]  # the last page: the credits
    full = len(sheets[0])
    assert len(sheets) == -(-97 // full), f"97 cards on {-(-97 // full)} sheets of {full}, not one a group"
    assert all(len(s) == full for s in sheets[:-1])
    assert any({"plague", "flood"} <= {c["key"] for c in s} and len(s) == full for s in sheets)


def test_crop_names_and_the_variants_are_printed(a4):
    reader = PdfReader(str(a4))
    credits = reader.pages[-1].extract_text()  # the variants of the rules are on the credits page (one page)
    assert "Shorter 2-player game" in credits and "Shorter 3-player game" in credits
    assert "five speculation cards" in credits
    assert "own page" not in credits and "phones" not in credits  # the live referee's decisions: not printed
    text = " ".join(page.extract_text() for page in reader.pages)
    for crop in ("PAPYRUS", "WHEAT", "LETTUCE", "CASTOR", "FLAX", "SPECULATION", "PLAGUE", "FLOOD"):
        assert crop in text
    fonts = {str(f) for page in reader.pages for f in (page["/Resources"].get("/Font") or {}).values()
             for f in [f.get_object()["/BaseFont"]]}
    assert fonts and all("Vera" in f for f in fonts), fonts


@pytest.mark.parametrize("paper,layout,width", [("letter", "duplex", 215.9), ("a4", "gutter-fold", 210)])
def test_letter_and_gutter_fold(tmp_path, paper, layout, width):
    path = build_game("nile", PrintOptions(paper=paper, layout=layout, greyscale=True, bleed=2), tmp_path)
    pages = placed_cards(path)
    fronts = Counter(c["key"] for p in pages for c in p if not c["key"].startswith("back-"))
    assert fronts == expected_fronts()
    cards = [c for p in pages for c in p]
    assert all(abs(c["w"] - 63) < TOL and abs(c["h"] - 88) < TOL for c in cards), "63 x 88 mm trim"
    assert all(abs(sorted((c["pw"], c["ph"]))[0] - 67) < TOL and abs(sorted((c["pw"], c["ph"]))[1] - 92) < TOL
               for c in cards), "63 x 88 + 2 mm bleed"
    widths = {round(float(p.mediabox.width) / MM, 1) for p in PdfReader(str(path)).pages[2:]}
    assert widths == {width}
