"""An den Ufern des Nils' pack read back from the PDF: every water and desert card's event printed behind
that very card, and every plant token's ripe side behind its seed side, in duplex and in gutter-fold;
cards at the field size and tokens at their diameter; the cover strips at their rows' exact size; the
board placed at 100 % on pages that overlap and cover it."""

from collections import Counter

import pytest
from helpers import MM, operations_with_ctm, placed_cards
from pypdf import PdfReader

from pnp.art.ufern_board import BoardGeometry
from pnp.art.ufern_des_nils import event_code
from pnp.build import PrintOptions, build_game
from pnp.catalogue import load_catalogue, load_paper

TOL = 0.1
CAT = load_catalogue("ufern-des-nils")
CARD = load_paper().card_sizes[CAT.card_size]  # type: ignore[index]


@pytest.fixture(scope="module")
def packs(tmp_path_factory):
    out = tmp_path_factory.mktemp("ufern")
    return {name: build_game("ufern-des-nils", opts, out) for name, opts in {
        "a4": PrintOptions(), "letter": PrintOptions(paper="letter", bleed=3),
        "fold": PrintOptions(layout="gutter-fold"), "single": PrintOptions(board="single")}.items()}


def expected_pairs() -> Counter:
    water = Counter(("water-" + "".join(e[0] for e in w.front.split("-")), "wevent-" + event_code(w.event))
                    for w in CAT.water_cards.cards for _ in range(w.count))
    desert = Counter(("dune", "devent-" + event_code(c.event)) for c in CAT.desert_cards.cards for _ in range(c.count))
    tokens = Counter((f"seed-{col.id}.{crop.id}", f"ripe-{col.id}.{crop.id}")
                     for col in CAT.plants.colours for crop in CAT.plants.crops for _ in range(crop.count))
    return water + desert + tokens


def pairs_behind(path, layout: str) -> Counter:
    """(front key, back key) of every card, matching each front with the back printed behind it: in
    duplex the back on the next page at the front's place mirrored left to right; in gutter-fold the
    back mirrored across the fold."""
    pages = placed_cards(path)
    sizes = [(float(p.mediabox.width) / MM) for p in PdfReader(str(path)).pages]
    found: Counter = Counter()
    keys = ("water-", "dune", "seed-")
    for i, cards in enumerate(pages):
        fronts = [c for c in cards if c["key"].startswith(keys)]
        if not fronts:
            continue
        pw = sizes[i]
        backs = pages[i + 1] if layout == "duplex" else [c for c in cards if not c["key"].startswith(keys)]
        for f in fronts:
            x = pw - f["x"] - f["pw"]
            match = [b for b in backs if abs(b["x"] - x) < TOL and abs(b["y"] - f["y"]) < TOL]
            assert len(match) == 1, (i + 1, f)
            found[(f["key"], match[0]["key"])] += 1
    return found


@pytest.mark.parametrize("name,layout", [("a4", "duplex"), ("letter", "duplex"), ("fold", "gutter-fold")])
def test_every_back_is_printed_behind_its_own_front(packs, name, layout):
    assert pairs_behind(packs[name], layout) == expected_pairs()


def test_cards_are_the_field_size_and_tokens_their_diameter(packs):
    for page in placed_cards(packs["a4"]):
        for c in page:
            if c["key"].startswith(("water-", "wevent-", "dune", "devent-")):
                assert abs(c["w"] - CARD.width) < TOL and abs(c["h"] - CARD.height) < TOL, c
            if c["key"].startswith(("seed-", "ripe-")):
                assert abs(c["w"] - CAT.plants.token) < TOL and abs(c["h"] - CAT.plants.token) < TOL, c


def test_cover_strips_are_their_rows_exact_size(packs):
    reader = PdfReader(str(packs["a4"]))
    rects = []
    for page in reader.pages:
        ops = list(operations_with_ctm(reader, page))
        texts = [o for o in ops if o[1] == b"Tj"]
        if not any(b"COVER" in bytes(str(t[0]), "utf-8") or "COVER" in str(t[0]) for t in texts):
            continue
        for operands, op, ctm in ops:
            if op == b"re":
                a, _, _, d, _, _ = ctm
                rects.append((round(a * float(operands[2]) / MM, 2), round(d * float(operands[3]) / MM, 2)))
    want = Counter((n * CARD.height, CARD.width) for n in CAT.board.strips)
    assert all(rects.count(size) >= k for size, k in want.items()), (rects, want)


def test_the_board_is_placed_at_100_percent_and_its_pages_cover_it(packs):
    geo = BoardGeometry(CAT)
    for name in ("a4", "single"):
        reader = PdfReader(str(packs[name]))
        seen = 0
        for page in reader.pages:
            for operands, op, ctm in operations_with_ctm(reader, page):
                if op == b"Do" and str(operands[0]) == "/FormXob.board":
                    seen += 1
                    form = page["/Resources"]["/XObject"][operands[0]].get_object()
                    bbox = [float(v) / MM for v in form["/BBox"]]
                    assert abs(ctm[0] - 1) < 1e-5 and abs(ctm[3] - 1) < 1e-5, ctm  # 100 %
                    assert abs(bbox[2] - geo.width) < TOL and abs(bbox[3] - geo.height) < TOL
        assert seen == (1 if name == "single" else len(build_pages(packs[name])))


def build_pages(path) -> list:
    reader = PdfReader(str(path))
    return [p for p in reader.pages if "/XObject" in p.get("/Resources", {}) and
            "/FormXob.board" in p["/Resources"]["/XObject"]]


def test_a_field_on_the_board_is_a_water_card():
    geo = BoardGeometry(CAT)
    for f in ("W2.1", "W5.5", "E3.2"):
        x, y, w, h = geo.field_box(f)
        assert (w, h) == (CARD.height, CARD.width)
    assert geo.market_box("M1", 1)[2] == CAT.plants.market_space >= CAT.plants.token


def test_the_card_size_option_does_not_resize_cards_that_lie_on_fields():
    from pnp.build import component_size, pdf_name

    opts = PrintOptions(card_size="poker")
    assert pdf_name("ufern-des-nils", opts) == "ufern-des-nils-a4.pdf"
    assert (component_size(CAT, opts).width, component_size(CAT, opts).height) == (CARD.width, CARD.height)


def test_water_cards_are_named_as_the_contents_name_them(packs):
    """A water card's front prints its two ends in the words the contents page uses (single-double,
    not double-single)."""
    import re

    import pypdfium2 as pdfium

    pdf = pdfium.PdfDocument(str(packs["a4"]))
    texts = [page.get_textpage().get_text_range() for page in pdf]
    pdf.close()
    pattern = r"\b(single|double|blank)-(single|double|blank)\b"
    listed = {m.group(0) for m in re.finditer(pattern, texts[0])}
    printed = {m.group(0) for t in texts[1:] if t.startswith("WATER") for m in re.finditer(pattern, t)}
    assert len(listed) >= 5 and printed == listed
