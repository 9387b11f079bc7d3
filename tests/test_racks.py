"""NIL's tile racks, read back from the printed PDF, on every paper: no cut-out (a rack, a tile, a token, a
card) overlaps another or a word it does not own; a rack's faces that stay visible once folded carry no
word but the game's name on the back; the folds are valley and mountain folds in the order the stand's
shape needs, told apart by their dash pattern, each pattern explained by the page's legend; the page
carries the side-view fold diagram with its numbered steps; every word on a rack page is at least 7 pt;
the catalogue refuses a stand too low or too flat to hide a tile.

A cut-out is a PDF form named ``card.<key>`` (cards, tiles, tokens on their sheets) or ``cut.<name>``
(a piece cut from a game's own page, such as a rack): its box is the form's box as placed on the page,
and the words it draws are its own. :func:`cut_outs` works for any game's PDF."""

from __future__ import annotations

import math
from collections import Counter

import pytest
from helpers import form_words, operations_with_ctm, page_parts
from pypdf import PdfReader

from gamedata.catalogue import load_catalogue, load_paper
from pnp.paper import MM, PrintOptions

TOL = 0.05  # mm
PAPERS = list(load_paper().papers)
#: the fold at the lower edge of each panel but the last, from the lip's free edge to the tab's: the lip's
#: face folds down over its lining, printed side outside (mountain); the lining and the slope close over
#: the ledge with the printed sides facing (valley); the stand's three corners and the tab keep the
#: printed side outside (mountain)
FOLDS = ["mountain", "valley", "valley", "mountain", "mountain", "mountain"]
SHOWN = ["lip", "lining", "ledge", "slope", "back"]  # visible once folded; the base lies on the table, the tab inside
PANELS = SHOWN + ["base", "tab"]


@pytest.fixture(scope="module")
def packs(prints):
    """``packs(paper, ink_saver)`` -> (pack, path), each drawn once (``prints``)."""

    def get(paper: str, grey: bool = False):
        path, pack = prints("nil", PrintOptions(paper=paper, greyscale=grey))
        return pack, path

    return get


def _box(bbox, ctm) -> tuple[float, float, float, float]:
    """A form's box (points, its own space) placed under ``ctm``: (x0, y0, x1, y1) in page mm."""
    a, b, c, d, e, f = ctm
    pts = [(a * u + c * v + e, b * u + d * v + f) for u in (bbox[0], bbox[2]) for v in (bbox[1], bbox[3])]
    xs, ys = [p[0] / MM for p in pts], [p[1] / MM for p in pts]
    return min(xs), min(ys), max(xs), max(ys)


def _mm(box) -> tuple[float, float, float, float]:
    return tuple(v / MM for v in box)  # type: ignore[return-value]


def cut_outs(path) -> list[dict]:
    """Per page: ``{"cuts": [(name, box)], "words": [(text, pt, box, owner)]}``, boxes (x0, y0, x1, y1) in
    page mm; a word's ``owner`` is the index of the cut-out whose form drew it, or None for the page's own
    words (labels, instructions)."""
    reader = PdfReader(str(path))
    out = []
    for page in reader.pages:
        xobjects = page["/Resources"].get("/XObject", {})
        cuts, owned = [], []
        for operands, op, ctm in operations_with_ctm(reader, page):
            name = str(operands[0])[len("/FormXob."):] if op == b"Do" else ""
            if name.startswith(("card.", "cut.")):
                form = xobjects[operands[0]].get_object()
                box = [float(v) for v in form["/BBox"]]
                if name.startswith("card."):  # a card's cut is its trim box: the form's origin, grown by the bleed
                    box = [0.0, 0.0, box[0] + box[2], box[1] + box[3]]
                cuts.append((name, _box(box, ctm)))
                owned += [(w["text"], round(w["pt"], 2), _mm(w["box"]), len(cuts) - 1) for w in form_words(reader, form, ctm)]
        everything = Counter((w["text"], round(w["pt"], 2), tuple(round(v, 3) for v in _mm(w["box"])))
                             for w in form_words(reader, page))
        for text, pt, box, _ in owned:
            everything[text, pt, tuple(round(v, 3) for v in box)] -= 1
        loose = [(text, pt, box, None) for (text, pt, box), n in everything.items() for _ in range(n)]
        out.append({"cuts": cuts, "words": owned + loose})
    return out


def _overlap(a, b) -> bool:
    return min(a[2], b[2]) - max(a[0], b[0]) > TOL and min(a[3], b[3]) - max(a[1], b[1]) > TOL


def _inside(inner, outer) -> bool:
    return (inner[0] >= outer[0] - TOL and inner[1] >= outer[1] - TOL and inner[2] <= outer[2] + TOL
            and inner[3] <= outer[3] + TOL)


def clashes(page: dict) -> list[str]:
    """What overlaps on a page of :func:`cut_outs`: two cut-outs, a word on a cut-out not its own, a
    cut-out's word running out of it."""
    cuts, found = page["cuts"], []
    for i, (name, box) in enumerate(cuts):
        found += [f"{name} overlaps {other}" for other, obox in cuts[i + 1:] if _overlap(box, obox)]
    for text, _, box, owner in page["words"]:
        if owner is not None and not _inside(box, cuts[owner][1]):
            found.append(f"{text!r} runs out of {cuts[owner][0]}")
        found += [f"{text!r} lies on {name}" for i, (name, cbox) in enumerate(cuts) if i != owner and _overlap(box, cbox)]
    return found


@pytest.mark.parametrize("paper", PAPERS)
def test_no_cut_out_overlaps_another_or_a_word(packs, paper):
    pack, path = packs(paper)
    pages = cut_outs(path)
    racks = [name for page in pages for name, _ in page["cuts"] if name.startswith("cut.rack-")]
    players = load_catalogue("nil").players.max
    assert sorted(racks) == sorted(f"cut.rack-{k}" for k in range(1, players + 1)), racks
    assert sum(len(p["cuts"]) for p in pages) > 100  # the tiles are measured too
    for number, page in enumerate(pages, 1):
        assert not clashes(page), (paper, number, clashes(page)[:5])


@pytest.mark.parametrize("game,opts", [
    ("nil", PrintOptions(paper="letter", card_size="mini")), ("nil", PrintOptions(layout="gutter-fold", bleed=3)),
    ("land-unter", PrintOptions()), ("nile", PrintOptions(paper="letter")), ("ufern-des-nils", PrintOptions())])
def test_no_card_or_piece_overlaps_another_or_a_word_in_any_game(prints, game, opts):
    """The same measure for the other options and games (their cards, tiles and tokens; a game's own
    pages are measured where their pieces are ``cut.`` forms, as NIL's racks are)."""
    pages = cut_outs(prints.path(game, opts))
    assert sum(len(p["cuts"]) for p in pages) > 50
    for number, page in enumerate(pages, 1):
        assert not clashes(page), (game, number, clashes(page)[:5])


def test_the_clash_finder_sees_an_overlap():
    rack = ("cut.rack-1", (10.0, 10.0, 123.0, 102.0))
    assert clashes({"cuts": [rack, ("cut.rack-2", (10.0, 97.3, 123.0, 190.0))], "words": []}) == \
        ["cut.rack-1 overlaps cut.rack-2"]
    assert clashes({"cuts": [rack], "words": [("Cut along", 7.0, (14.0, 11.0, 40.0, 13.5), None)]}) == \
        ["'Cut along' lies on cut.rack-1"]
    assert not clashes({"cuts": [rack, ("card.tile-a", (123.0, 10.0, 143.0, 30.0))], "words": []})  # butted


def rack_forms(path) -> list[tuple[int, object, object, list]]:
    """(page number, reader, rack form, its words) for every rack of the PDF."""
    reader = PdfReader(str(path))
    found = []
    for number, page in enumerate(reader.pages, 1):
        xobjects = page["/Resources"].get("/XObject", {})
        for name in xobjects:
            if str(name).startswith("/FormXob.cut.rack-"):
                form = xobjects[name].get_object()
                found.append((number, reader, form, form_words(reader, form)))
    return found


def strokes(reader, source) -> list[dict]:
    """The straight strokes of a page or form: ``{"a": (x, y), "b": (x, y), "dash": (...), "width"}`` in
    mm of its own space (the width in its user units)."""
    out, dash, width, start, path = [], (), 0.0, None, []
    for operands, op, ctm in operations_with_ctm(reader, source):
        if op == b"d":
            dash = tuple(round(float(v), 3) for v in operands[0])
        elif op == b"w":
            width = float(operands[0])
        elif op == b"m":
            start = [float(v) for v in operands]
            path = [start]
        elif op == b"l" and start is not None:
            path.append([float(v) for v in operands])
        elif op in (b"S", b"s"):
            a, _, _, d, e, f = ctm
            pts = [((a * x + e) / MM, (d * y + f) / MM) for x, y in path]
            out += [{"a": p, "b": q, "dash": dash, "width": width} for p, q in zip(pts, pts[1:])]
            path = []
        elif op in (b"n", b"f", b"B", b"b", b"f*", b"re"):
            path = []
    return out


def folds_and_panels(reader, form) -> tuple[list[tuple[float, tuple]], list[tuple[float, float]]]:
    """A rack form's fold lines (y mm, dash pattern) from the lip's side down, and its panels'
    (top, bottom) in mm, measured from the dashed strokes across the whole strip and the outline."""
    lines = strokes(reader, form)
    box = _box([float(v) for v in form["/BBox"]], (1, 0, 0, 1, 0, 0))
    across = [s for s in lines if abs(s["a"][1] - s["b"][1]) < 1e-6 and abs(s["b"][0] - s["a"][0]) > 0.8 * (box[2] - box[0])]
    folds = sorted({(round(s["a"][1], 3), s["dash"]) for s in across if s["dash"]}, reverse=True)
    cut_ys = [s["a"][1] for s in across if not s["dash"]]  # the outline's top and bottom edges among them
    edges = [max(cut_ys)] + [y for y, _ in folds] + [min(cut_ys)]
    return folds, list(zip(edges, edges[1:]))


@pytest.mark.parametrize("paper,grey", [(p, False) for p in PAPERS] + [("a4", True)])
def test_a_rack_folds_valley_and_mountain_and_shows_no_word(packs, paper, grey):
    _, path = packs(paper, grey)
    title = load_catalogue("nil").title
    racks = rack_forms(path)
    assert racks
    for _, reader, form, words in racks:
        folds, panels = folds_and_panels(reader, form)
        assert len(panels) == len(PANELS), folds
        dashes = [dash for _, dash in folds]
        kinds = {kind: {dashes[i] for i, k in enumerate(FOLDS) if k == kind} for kind in set(FOLDS)}
        assert all(len(v) == 1 for v in kinds.values()) and kinds["valley"] != kinds["mountain"], folds
        shown = []
        for w in words:
            x0, y0, x1, y1 = _mm(w["box"])
            centre = (y0 + y1) / 2
            panel = next(PANELS[i] for i, (top, bottom) in enumerate(panels) if bottom <= centre <= top)
            if panel in SHOWN:
                shown.append((panel, w["text"]))
            else:
                assert bottom_clear(w, panels), w
        assert shown == [("back", title)], shown
        assert any(w["text"].startswith("rack ") for w in words)


def bottom_clear(word, panels) -> bool:
    """The word lies wholly inside one panel (does not cross a fold)."""
    _, y0, _, y1 = _mm(word["box"])
    return any(bottom - TOL <= y0 and y1 <= top + TOL for top, bottom in panels)


@pytest.mark.parametrize("paper", PAPERS)
def test_the_legend_and_the_fold_diagram_are_on_every_rack_page(packs, paper):
    pack, path = packs(paper)
    reader = PdfReader(str(path))
    parts = page_parts(pack)
    rack_pages = [n for n, part in parts.items() if part == "Tile racks"]
    assert rack_pages
    for number in rack_pages:
        page = reader.pages[number - 1]
        forms = [f for n, _, f, _ in rack_forms(path) if n == number]
        assert forms
        fold_dashes = {dash for dash in (d for _, d in folds_and_panels(reader, forms[0])[0])}
        words = form_words(reader, page)
        legend = {}
        for s in strokes(reader, page):  # a short sample line with its meaning just right of it
            ax, ay = s["a"]
            bx, by = s["b"]
            if abs(ay - by) > 1e-6 or not 8 <= bx - ax <= 20:
                continue
            label = [w["text"] for w in words if abs(_mm(w["box"])[0] - bx) < 4 and abs(_mm(w["box"])[1] - ay) < 3]
            if label:
                legend[s["dash"]] = label[0]
        assert any(text.startswith("cut") for dash, text in legend.items() if not dash), legend
        valley = [dash for dash, text in legend.items() if text.startswith("valley fold")]
        mountain = [dash for dash, text in legend.items() if text.startswith("mountain fold")]
        assert len(valley) == len(mountain) == 1 and {valley[0], mountain[0]} == fold_dashes, (legend, fold_dashes)
        texts = Counter(w["text"] for w in words)
        assert texts["glue: the hatched tab"] == 1
        assert all(texts[str(n)] >= 1 for n in range(1, 5)) and sum(texts[str(n)] for n in range(2, 5)) >= 6, texts
        assert all(texts[name] == 1 for name in PANELS + ["tile"]), texts  # the side view names every panel
        assert texts["side view of a folded rack"] == 1


@pytest.mark.parametrize("paper,grey", [(p, False) for p in PAPERS] + [("a4", True)])
def test_every_word_on_a_rack_page_is_at_least_7_pt(packs, paper, grey):
    pack, path = packs(paper, grey)
    reader = PdfReader(str(path))
    for number in (n for n, part in page_parts(pack).items() if part == "Tile racks"):
        small = [(w["text"], round(w["pt"], 2)) for w in form_words(reader, reader.pages[number - 1]) if w["pt"] < 7 - 1e-3]
        assert not small, (number, small)


def test_each_paper_holds_the_racks_on_as_few_pages_as_fit():
    from pnp.art import art_for
    from pnp.art.nil_rack import GAP, MARGIN, PAD

    cat = load_catalogue("nil")
    art = art_for("nil")(cat, None, None, 0)
    length, depth = art.rack_size()
    for paper in load_paper().papers.values():
        per_page = art.rack_plan(paper)
        assert per_page * (depth + 2 * PAD) + (per_page - 1) * GAP <= paper.height - 2 * MARGIN
        assert (per_page + 1) * (depth + 2 * PAD) + per_page * GAP > paper.height - 2 * MARGIN
        assert math.isclose(length, cat.tile.rack * cat.tile.size + cat.rack_stand.spare_length)


@pytest.mark.parametrize("back,base", [(15.0, 10.0), (15.0, 16.0)])
def test_a_rack_too_low_or_too_flat_to_hide_a_tile_is_refused(back, base):
    from pydantic import ValidationError

    from gamedata.catalogue import NilCatalogue

    data = load_catalogue("nil").model_dump()
    NilCatalogue.model_validate(data)
    data["rack_stand"].update(back=back, base=base)
    with pytest.raises(ValidationError, match="rack_stand"):
        NilCatalogue.model_validate(data)


def test_the_lips_printed_face_turns_to_the_player(prints):
    """Fold the strip from the ledge up to the lip's free edge, in the side view of ``pnp.art.nil_rack``
    (the player at +x, the ledge on the table running towards the player, printed side up): the fold at
    the ledge stands the next panel up (90°), each fold after it lays the panel flat back on the one
    before (180°); a valley fold turns the panel towards its printed side, a mountain fold away. The
    lip, which carries the art, must show its printed side to the player (fe-print2: a single lip folded
    up from the ledge showed the player its blank back)."""
    art = prints("nil")[1].art
    panels = art.rack_panels()
    ledge = [p.id for p in panels].index("ledge")
    direction, normal = (1.0, 0.0), (0.0, 1.0)  # along the strip away from the ledge; the printed side
    for i, panel in enumerate(reversed(panels[:ledge])):
        angle = math.radians(90 if i == 0 else 180)
        # towards the printed side is the turn that carries direction onto normal (here anticlockwise)
        turn = direction[0] * normal[1] - direction[1] * normal[0]
        a = angle * math.copysign(1, turn) * (1 if panel.fold == "valley" else -1)
        rot = lambda v: (v[0] * math.cos(a) - v[1] * math.sin(a), v[0] * math.sin(a) + v[1] * math.cos(a))  # noqa: E731
        direction, normal = rot(direction), rot(normal)
        assert panel.shown, panel
    assert panels[0].id == "lip" and normal[0] > 0.99, (panels[0], normal)
