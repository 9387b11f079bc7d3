"""An den Ufern des Nils' pack read back from the PDF: every water and desert card's event printed behind
that very card, and every plant token's ripe side behind its seed side, in duplex and in gutter-fold;
cards at the field size and tokens of their shape at their size (square by default, round with
``--tokens round``); the cover strips at their rows' exact size; the board placed at 100 % on pages
that overlap and cover it; no line painted over a word of the board and no dashed line in its art; no
word of the data model on a component."""

import math
import re
from collections import Counter

import pytest
from helpers import MM, operations_with_ctm, placed_cards
from pypdf import PdfReader

from pnp.art.ufern_board import BoardGeometry
from pnp.art.ufern_cards import event_code
from pnp.build import PrintOptions
from gamedata.catalogue import load_catalogue, load_paper

TOL = 0.1
CAT = load_catalogue("ufern-des-nils")
CARD = load_paper().card_sizes[CAT.card_size]  # type: ignore[index]


@pytest.fixture(scope="module")
def packs(prints):
    return {name: prints.path("ufern-des-nils", opts) for name, opts in {
        "a4": PrintOptions(), "letter": PrintOptions(paper="letter", bleed=3),
        "fold": PrintOptions(layout="gutter-fold"), "single": PrintOptions(board="single"),
        "round": PrintOptions(tokens="round", greyscale=True),
        "letter-plain": PrintOptions(paper="letter")}.items()}


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
            found[(_kind(f["key"]), match[0]["key"])] += 1
    return found


def _kind(front: str) -> str:
    """A card front's key without its picture (water and desert fronts come in several pictures,
    ``water-sd.2``, ``dune-1``): what its back must match."""
    if front.startswith("water-"):
        return front.split(".")[0]
    return "dune" if front.startswith("dune") else front


@pytest.mark.parametrize("name,layout", [("a4", "duplex"), ("letter", "duplex"), ("fold", "gutter-fold")])
def test_every_back_is_printed_behind_its_own_front(packs, name, layout):
    assert pairs_behind(packs[name], layout) == expected_pairs()


def test_cards_are_the_field_size(packs):
    for page in placed_cards(packs["a4"]):
        for c in page:
            if c["key"].startswith(("water-", "wevent-", "dune", "devent-")):
                assert abs(c["w"] - CARD.width) < TOL and abs(c["h"] - CARD.height) < TOL, c


@pytest.mark.parametrize("name,shape", [("a4", "square"), ("round", "round")])
def test_tokens_are_their_shape_at_their_size(packs, name, shape):
    """Every token is placed at its shape's size to 0.05 mm (15 mm square, 20 mm round, from the
    catalogue), and printed in its shape: just inside a corner of its box every token is inked (its colour
    runs to its cut lines and past them, so a drifting cut or punch finds it), and a round token shows the
    circle to cut along, a dark line just inside the middle of its box's foot."""
    import pypdfium2 as pdfium

    size = CAT.plants.size(shape)
    pages = placed_cards(packs[name])
    tokens = [(i, c) for i, page in enumerate(pages) for c in page if c["key"].startswith(("seed-", "ripe-"))]
    assert len(tokens) == 2 * CAT.plants.total
    assert all(abs(c["w"] - size) < 0.05 and abs(c["h"] - size) < 0.05 for _, c in tokens), tokens[0]
    pdf = pdfium.PdfDocument(str(packs[name]))
    dpi = 150
    for number in sorted({i for i, _ in tokens}):
        image = pdf[number].render(scale=dpi / 72).to_pil().convert("L")
        height = float(pdf[number].get_height()) / MM
        def px(x: float, y: float) -> int:
            return image.getpixel((int(x * dpi / 25.4), int((height - y) * dpi / 25.4)))

        for _, c in [t for t in tokens if t[0] == number]:
            left, bottom = c["trim"][:2]
            grey = px(left + 0.5, bottom + 0.5)  # half a millimetre inside the lower-left corner
            # (the white player's tokens, in the ink saver, are as white as the paper)
            assert grey < 250 or "-white." in c["key"], (number + 1, c["key"], grey)
            if shape == "round":  # the circle's line crosses the foot's middle 0.3 mm above the cut line
                darkest = min(px(left + size / 2, bottom + k * 0.05) for k in range(13))
                assert darkest < 120, (number + 1, c["key"], darkest)
    pdf.close()


def test_a_rotten_square_token_fits_its_market_space():
    """A square token turned 45° (rotten) fits the market space the board gives it."""
    assert CAT.plants.square_token * math.sqrt(2) <= CAT.plants.market_space
    assert BoardGeometry(CAT).market_box("M1", 1)[2] == CAT.plants.market_space


@pytest.mark.parametrize("name,words", [("a4", "cut from mark to mark; a gutter parts two colours"),
                                        ("round", f"a {CAT.plants.token:g} mm circle punch cuts these tokens")])
def test_the_token_sheets_say_how_to_cut_them(packs, name, words):
    texts = page_texts(packs[name])
    sheets = [t for t in texts if "Plant tokens · " in t]
    assert sheets and all(words in t for t in sheets)
    contents = " ".join(texts[:texts.index(sheets[0])]).replace("\r\n", " ")  # the pages before the first sheet
    assert words.split(" cuts")[0] in contents or "a gutter parts two colours" in contents  # the contents too


def page_texts(path) -> list[str]:
    import pypdfium2 as pdfium

    pdf = pdfium.PdfDocument(str(path))
    texts = [page.get_textpage().get_text_range() for page in pdf]
    pdf.close()
    return texts


def test_cover_strips_are_their_rows_exact_size(packs):
    """The crop marks of the cover strips' page frame each strip at its row's exact size (0.05 mm): a
    pair of vertical marks the row's length apart, a pair of horizontal ones a field's width apart."""
    reader = PdfReader(str(packs["a4"]))
    (number,) = [i for i, t in enumerate(page_texts(packs["a4"])) if t.startswith("Cover strips")]
    marks = [e for e in drawn(reader.pages[number]) if e[0] == "line" and abs(e[2] - 0.1) < 0.01]
    xs = sorted({round(x0, 3) for _, (x0, y0, x1, y1), *_ in marks if abs(x0 - x1) < 1e-6})
    ys = sorted({round(y0, 3) for _, (x0, y0, x1, y1), *_ in marks if abs(y0 - y1) < 1e-6})
    widths = [b - a for i, a in enumerate(xs) for b in xs[i + 1:]]
    heights = [b - a for i, a in enumerate(ys) for b in ys[i + 1:]]
    for n in set(CAT.board.strips):
        assert any(abs(w - n * CARD.height) < 0.05 for w in widths), (n, xs)
    assert sum(abs(h - CARD.width) < 0.05 for h in heights) >= len(CAT.board.strips), ys


def drawn(page) -> list[tuple]:
    """What ``page`` paints, in painting order, in mm on the page (forms followed): ``("line", (x0, y0,
    x1, y1), width_mm, dashed)`` for each straight stroked segment (a rectangle's four sides too; curves
    are left out), ``("dash", pattern)`` for each dash set, and ``("text", words, (x0, y0, x1, y1))`` for
    each run of text, its box from its font's widths, descender to ascender."""
    from reportlab.pdfbase.pdfmetrics import getAscentDescent, stringWidth

    from pnp.paper import FONT, FONT_BOLD, register_fonts

    register_fonts()
    out: list[tuple] = []
    state: dict = {"width": 1.0, "dash": False, "path": [], "start": None, "at": None}
    saved: list[tuple] = []

    def point(cm, x, y):
        return ((cm[0] * x + cm[2] * y + cm[4]) / MM, (cm[1] * x + cm[3] * y + cm[5]) / MM)

    def before(op, args, cm, tm):
        a = [float(v) for v in args] if op in (b"m", b"l", b"re", b"c", b"v", b"y", b"w") else []
        if op == b"q":
            saved.append((state["width"], state["dash"]))
        elif op == b"Q" and saved:
            state["width"], state["dash"] = saved.pop()
        elif op == b"w":
            state["width"] = a[0] * math.hypot(cm[0], cm[1]) / MM
        elif op == b"d":
            state["dash"] = bool(args[0])
            out.append(("dash", [float(v) for v in args[0]]))
        elif op == b"m":
            state["start"] = state["at"] = point(cm, *a)
        elif op == b"l":
            p = point(cm, *a)
            state["path"].append((*state["at"], *p))
            state["at"] = p
        elif op in (b"c", b"v", b"y"):
            state["at"] = point(cm, *a[-2:])
        elif op == b"re":
            x, y, w, h = a
            corners = [point(cm, x, y), point(cm, x + w, y), point(cm, x + w, y + h), point(cm, x, y + h)]
            state["path"] += [(*corners[k], *corners[(k + 1) % 4]) for k in range(4)]
            state["start"] = state["at"] = corners[0]
        elif op == b"h" and state["start"] is not None:
            state["path"].append((*state["at"], *state["start"]))
            state["at"] = state["start"]
        elif op in (b"S", b"s", b"B", b"B*", b"b", b"b*"):
            out.extend(("line", seg, state["width"], state["dash"]) for seg in state["path"])
            state["path"] = []
        elif op in (b"f", b"F", b"f*", b"n"):
            state["path"] = []

    def text(words, cm, tm, font, size):
        if not words.strip() or not font:
            return
        name = FONT_BOLD if "Bold" in str(font.get("/BaseFont")) else FONT
        words = words.rstrip("\n")
        width = stringWidth(words, name, size)
        up, down = getAscentDescent(name, size)
        m = [tm[0] * cm[0] + tm[1] * cm[2], tm[0] * cm[1] + tm[1] * cm[3], tm[2] * cm[0] + tm[3] * cm[2],
             tm[2] * cm[1] + tm[3] * cm[3], tm[4] * cm[0] + tm[5] * cm[2] + cm[4], tm[4] * cm[1] + tm[5] * cm[3] + cm[5]]
        corners = [point(m, x, y) for x in (0, width) for y in (down, up)]
        xs, ys = [p[0] for p in corners], [p[1] for p in corners]
        out.append(("text", words, (min(xs), min(ys), max(xs), max(ys))))

    page.extract_text(visitor_operand_before=before, visitor_text=text)
    return out


def crosses(seg, width: float, box, clear: float = 0.3) -> bool:
    """True if the stroke of the segment ``(x0, y0, x1, y1)``, ``width`` mm wide, comes within ``clear`` mm
    of the box ``(x0, y0, x1, y1)`` (Liang-Barsky clipping of the segment by the box grown by both)."""
    x0, y0, x1, y1 = seg
    grow = clear + width / 2
    bx0, by0, bx1, by1 = box[0] - grow, box[1] - grow, box[2] + grow, box[3] + grow
    t0, t1 = 0.0, 1.0
    dx, dy = x1 - x0, y1 - y0
    for p, q in ((-dx, x0 - bx0), (dx, bx1 - x0), (-dy, y0 - by0), (dy, by1 - y0)):
        if p == 0:
            if q < 0:
                return False
        else:
            t = q / p
            if p < 0:
                t0 = max(t0, t)
            else:
                t1 = min(t1, t)
    return t0 <= t1


def board_page(path):
    reader = PdfReader(str(path))
    (page,) = [p for p in reader.pages if "/XObject" in p.get("/Resources", {})
               and "/FormXob.board" in p["/Resources"]["/XObject"]]
    return page


def painted_over(events: list[tuple]) -> list[tuple]:
    """The (words, segment) of every straight line painted after a run of text and within 0.3 mm of its
    letters."""
    texts = [(i, e) for i, e in enumerate(events) if e[0] == "text"]
    return [(words, seg) for i, (_, words, box) in texts for kind, seg, width, *_ in
            (e for e in events[i + 1:] if e[0] == "line") if crosses(seg, width, box)]


def test_no_line_is_painted_over_a_word_of_the_board(packs):
    """On the whole board (printed on one page), no straight line painted after a word crosses it or
    comes within 0.3 mm of its letters (descender to ascender): the cover strips' frames leave their labels
    whole (the dashed frame of E3 ran through the top of the label of E2)."""
    events = drawn(board_page(packs["single"]))
    assert any(e[0] == "text" and "cover strip" in e[1] for e in events)
    assert painted_over(events) == []


@pytest.mark.parametrize("heading", ["Cover strips", "Standees"])
def test_no_line_is_painted_over_a_word_of_the_pieces(packs, heading):
    """The strips' and standees' words are clear of every line painted after them (crop marks, outlines,
    folds)."""
    reader = PdfReader(str(packs["a4"]))
    (number,) = [i for i, t in enumerate(page_texts(packs["a4"])) if t.startswith(heading)]
    events = drawn(reader.pages[number])
    assert sum(e[0] == "text" for e in events) > 3
    assert painted_over(events) == []


def test_the_board_art_has_no_dashed_line(packs):
    """Dashes mean "cut here": the board's own art draws none (its printed frames and card places are
    solid); on the split board's pages the dashed lines are the seams' cut lines, outside the art."""
    page = board_page(packs["single"])
    dashes = [e[1] for e in drawn(page) if e[0] == "dash" and e[1]]
    assert dashes == []


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


#: words of the data model, which no component shows a player: a water card's front by its two ends'
#: names, a deck's name as a heading, a pawn by its model name, a rank as a number
MODEL_WORDS = re.compile(r"\b(single|double|blank)-(single|double|blank)\b|\bWATER CARD\b|\bDESERT CARD\b|"
                         r"\b(red|blue|green|yellow|white) pawn\b|\b1st\b|\bCOVER\b|\bWATER\b")


@pytest.mark.parametrize("name", ["a4", "round"])
def test_no_component_shows_a_word_of_the_data_model(packs, name):
    """Cards, tokens, strips, standees and the board speak a player's words; so does the contents page,
    which names the water cards' fronts by their waves, not by the catalogue's 'single-single'."""
    texts = page_texts(packs[name])
    pad = min(n for n, t in enumerate(texts) if "round log" in t and "date:" in t)  # the score pad
    credits = min(n for n, t in enumerate(texts) if t.startswith("Credits"))  # provenance, in its own words
    components = range(pad + 1, credits)  # every page after the contents and the score pad, before the credits
    found = [(n + 1, m.group(0)) for n in components for m in MODEL_WORDS.finditer(texts[n])]
    assert found == []
    contents = " ".join(" ".join(texts[:pad]).split())  # the contents may run on to a second page
    assert "14 with a single wave at both ends" in contents and not MODEL_WORDS.search(contents)


def test_round_tokens_are_readable(packs):
    """With --tokens round every word is at least 7 pt (the tokens' crop names, once 6 pt, are gone: the
    symbol tells the crop), measured as tests/test_text_size.py measures the default print."""
    from helpers import printed_chars
    from test_text_size import small_text

    chars, pieces = printed_chars(packs["round"]), placed_cards(packs["round"])
    assert any(ch.char == "R" for ch in chars)  # the tokens' letters are there, and measured
    assert min(ch.size for ch in chars) >= 7 - 1e-3 and small_text(chars, pieces) == []


def test_standees_are_their_size_and_fold_where_their_halves_meet(packs):
    """Each standee's outline is the catalogue's width by two halves and two feet (0.05 mm), and its three
    dashed fold lines lie a foot, a foot and a half, and a foot and two halves from its top."""
    s = CAT.standee
    reader = PdfReader(str(packs["a4"]))
    (number,) = [i for i, t in enumerate(page_texts(packs["a4"])) if t.startswith("Standees")]
    lines = [e for e in drawn(reader.pages[number]) if e[0] == "line"]
    sides = [seg for _, seg, _, dashed in lines if not dashed and abs(seg[0] - seg[2]) < 1e-6
             and abs(abs(seg[1] - seg[3]) - (2 * s.half + 2 * s.foot)) < 0.05]
    assert len(sides) == 2 * (CAT.players.max + 3)
    lefts = sorted({round(seg[0], 3) for seg in sides})
    assert all(any(abs(b - a - s.width) < 0.05 for b in lefts) for a in lefts[::2])
    tops = {round(max(seg[1], seg[3]), 3) for seg in sides}
    folds = {round(seg[1], 3) for _, seg, _, dashed in lines if dashed and abs(abs(seg[2] - seg[0]) - s.width) < 0.05}
    assert folds == {round(t - k, 3) for t in tops for k in (s.foot, s.foot + s.half, s.foot + 2 * s.half)}


@pytest.mark.parametrize("name", ["a4", "letter", "fold", "single", "round", "letter-plain"])
def test_no_contents_or_credits_page_ends_on_its_heading(packs, name):
    """A heading stays with what it heads: no text page ends on one (the ink-saver contents once left
    'Contents' alone at the foot of page 1, its table on page 2)."""
    from pathlib import Path

    heads = {line[3:].split("{")[0].strip() for t in ("contents", "credits")
             for line in (Path(__file__).parents[1] / "templates" / f"{t}.md.j2").read_text().splitlines()
             if line.startswith("## ")}
    texts = page_texts(packs[name])
    for n, text in enumerate(texts):
        lines = [line.strip() for line in text.splitlines() if line.strip()]
        if lines and lines[-1].startswith("page ") and len(lines) > 1:
            assert lines[-2] not in heads, f"page {n + 1} ends on the heading {lines[-2]!r}"
