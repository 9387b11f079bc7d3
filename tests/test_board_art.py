"""The two boards and NIL's tiles and racks read back from the printed PDF: every word on a board is at
least 7 pt and no two words on a board overlap (so the start mark's words and the row numbers stay
apart), in colour and in the ink saver; every word on a 20 mm tile is at least 6 pt; a universal tile
shows "U" and its value and never "spare", which only the blank spares say; each rack carries its own
number once in the pack; the board keeps its scenery drawn once (forms) however often it repeats."""

import itertools
import math
import re

import pytest
from helpers import form_words, operations_with_ctm
from pypdf import PdfReader

from pnp.build import PrintOptions
from gamedata.catalogue import known_games, load_catalogue

BOARD_MIN_PT, TILE_MIN_PT = 7.0, 6.0
BOARD_GAMES = [g for g in known_games() if load_catalogue(g).has_board]  # the games with a board


@pytest.fixture(scope="module")
def packs(prints):
    return {(game, grey): prints.path(game, PrintOptions(board="single", greyscale=grey))
            for game in BOARD_GAMES for grey in (False, True)}


def board_words(path) -> list[dict]:
    """Every word of the board form of a PDF, in points on the board."""
    reader = PdfReader(str(path))
    page = next(p for p in reader.pages if "/FormXob.board" in p["/Resources"].get("/XObject", {}))
    return form_words(reader, page["/Resources"]["/XObject"]["/FormXob.board"].get_object())


@pytest.mark.parametrize("game,grey", list(itertools.product(BOARD_GAMES, [False, True])))
def test_every_word_on_a_board_is_at_least_7_pt(packs, game, grey):
    words = board_words(packs[game, grey])
    assert len(words) > 100
    small = [(w["text"], round(w["pt"], 2)) for w in words if w["pt"] < BOARD_MIN_PT - 1e-3]
    assert not small, small


@pytest.mark.parametrize("game", BOARD_GAMES)
def test_no_two_words_on_a_board_overlap(packs, game):
    words = board_words(packs[game, False])
    clashes = []
    for a, b in itertools.combinations(words, 2):
        (ax0, ay0, ax1, ay1), (bx0, by0, bx1, by1) = a["box"], b["box"]
        if min(ax1, bx1) - max(ax0, bx0) > 0.3 and min(ay1, by1) - max(ay0, by0) > 0.3:
            clashes.append((a["text"], b["text"]))
    assert not clashes, clashes


def test_the_nil_board_names_its_start_and_its_zones(packs):
    texts = [w["text"] for w in board_words(packs["nil", False])]
    cat = load_catalogue("nil")
    assert "START" in texts and cat.title.upper() in texts  # type: ignore[attr-defined]
    for zone in cat.board.zones:  # type: ignore[attr-defined]
        assert f"{'−' if zone.colour == 'red' else '+'}{zone.value}" in texts
    for value in set(cat.board.goal.values):  # type: ignore[attr-defined]
        assert str(value) in texts


def board_rects(path) -> list[tuple[float, float, float, float]]:
    """Every rectangle (``re``) the board form of a PDF draws: (x0, y0, x1, y1) mm on the board."""
    from pnp.paper import MM

    reader = PdfReader(str(path))
    page = next(p for p in reader.pages if "/FormXob.board" in p["/Resources"].get("/XObject", {}))
    board = page["/Resources"]["/XObject"]["/FormXob.board"].get_object()
    out = []
    for operands, op, m in operations_with_ctm(reader, board):
        if op == b"re":
            x, y, w, h = (float(v) for v in operands)
            xs, ys = (m[0] * x + m[4], m[0] * (x + w) + m[4]), (m[3] * y + m[5], m[3] * (y + h) + m[5])
            out.append((min(xs) / MM, min(ys) / MM, max(xs) / MM, max(ys) / MM))
    return out


def start_inlet(path) -> tuple[float, float, float, float]:
    """The box (mm) of the Nile's inlet at NIL's start mark: the rectangles drawn from the board's edge to
    the start point, centred on it, as read from the printed board."""
    from pnp.art.nil import Art
    from pnp.paper import Inks

    cat = load_catalogue("nil")
    art = Art(cat, Inks(False), cat.tile, 0.0)  # type: ignore[attr-defined]
    px, py = art.start_point()
    inlet = [r for r in board_rects(path) if abs(r[0]) < 0.01 and abs(r[2] - px) < 0.01 and abs((r[1] + r[3]) / 2 - py) < 0.01]
    assert inlet and max(y1 - y0 for _, y0, _, y1 in inlet) >= 0.26 * cat.tile.size - 0.01  # type: ignore[attr-defined]
    return min(r[0] for r in inlet), min(r[1] for r in inlet), max(r[2] for r in inlet), max(r[3] for r in inlet)


def test_no_word_lies_on_the_nil_start_mark_but_its_rows_number_on_the_pointer(packs):
    """The Nile's inlet at the start mark is drawn from the board's edge to the start point, as wide as a
    tile's river, and no word (START, the other row numbers) touches it; the start row's own number
    stands on the white pointer whose tip is the start point, centred on its row."""
    from pnp.paper import MM

    cat = load_catalogue("nil")
    b = cat.board  # type: ignore[attr-defined]
    start_row = str(int(b.start.square[1:]))
    x0, y0, x1, y1 = start_inlet(packs["nil", False])
    pad = 0.5
    on = []
    for w in board_words(packs["nil", False]):
        bx0, by0, bx1, by1 = (v / MM for v in w["box"])
        if not (bx1 < x0 - pad or bx0 > x1 + pad or by1 < y0 - pad or by0 > y1 + pad):
            on.append(w["text"])
    assert on == [start_row]


@pytest.mark.parametrize("grey", [False, True])
def test_the_nil_row_numbers_are_centred_on_their_rows_clear_of_the_gold_rule(packs, grey):
    """Every row number, the start row's too, is centred on its row (to 0.1 mm) in the band left of the
    squares, 0.5 mm or more clear of the gold rule round them (the rule read from the print: the long
    thin band just outside the grid's left edge) and clear of the frieze's inner edge."""
    from pnp.art.nil_board import CAP_EM, FRAME, FRIEZE_AT, FRIEZE_H
    from pnp.paper import MM

    cat = load_catalogue("nil")
    b, side = cat.board, cat.tile.size  # type: ignore[attr-defined]
    path = packs["nil", grey]
    rules = [r for r in board_rects(path) if 5 < r[0] < FRAME[0] and r[2] - r[0] < 0.6 and r[3] - r[1] > b.rows * side]
    assert len(rules) == 1, rules
    rule = rules[0][0]
    words = board_words(path)
    for row in range(1, b.rows + 1):
        (w,) = [w for w in words if w["text"] == str(row) and w["box"][2] / MM < FRAME[0]]
        x0, y0, x1, _ = (v / MM for v in w["box"])
        middle = y0 + (0.2 + CAP_EM / 2) * w["pt"] / MM  # the box runs 0.2 em below the baseline
        assert middle == pytest.approx(FRAME[3] + (b.rows - row + 0.5) * side, abs=0.1), (row, middle)
        assert x1 <= rule - 0.5 and x0 >= FRIEZE_AT + FRIEZE_H + 0.25, (row, x0, x1, rule)


@pytest.mark.parametrize("grey", [False, True])
def test_the_nil_frame_has_its_frieze_on_all_four_sides(packs, grey):
    """The painted frieze (blocks FRIEZE_H mm deep) runs along each of the board's four edges, the right
    one too (where the sea beyond the goal meets it): its blocks cover 90 % of each side or more (the
    left side is open where the Nile flows in)."""
    from pnp.art.nil_board import FRAME, FRIEZE_AT, FRIEZE_H

    cat = load_catalogue("nil")
    b, side = cat.board, cat.tile.size  # type: ignore[attr-defined]
    bw, bh = FRAME[0] + b.columns * side + FRAME[1], FRAME[3] + b.rows * side + FRAME[2]
    rects = board_rects(packs["nil", grey])

    def near(a: float, v: float) -> bool:
        return abs(a - v) < 0.01
    sides = {"left": sum(r[3] - r[1] for r in rects if near(r[0], FRIEZE_AT) and near(r[2] - r[0], FRIEZE_H)),
             "right": sum(r[3] - r[1] for r in rects if near(r[2], bw - FRIEZE_AT) and near(r[2] - r[0], FRIEZE_H)),
             "bottom": sum(r[2] - r[0] for r in rects if near(r[1], FRIEZE_AT) and near(r[3] - r[1], FRIEZE_H)),
             "top": sum(r[2] - r[0] for r in rects if near(r[3], bh - FRIEZE_AT) and near(r[3] - r[1], FRIEZE_H))}
    for name, length in sides.items():
        assert length >= 0.9 * (bh if name in ("left", "right") else bw) - 20, (name, length)


def test_the_nil_legend_leaves_its_gaps_free_for_seams(packs):
    from pnp.art.nil_board import BAND, FRAME, LEGEND_GAPS
    from pnp.paper import MM

    side = load_catalogue("nil").tile.size  # type: ignore[attr-defined]
    for lo, hi in LEGEND_GAPS:
        assert any(lo < FRAME[0] + k * side < hi for k in range(23))  # a grid line to cut along
        for w in board_words(packs["nil", False]):
            x0, y0, x1, y1 = (v / MM for v in w["box"])
            if y1 > BAND[0] and y0 < BAND[1]:
                assert x1 <= lo or x0 >= hi, (w["text"], lo, hi)


@pytest.mark.parametrize("game", BOARD_GAMES)
def test_the_boards_seam_lines_cut_no_word(packs, game):
    """Each board names lines that cross no word (for a split board's seams): checked on the print."""
    from pnp.paper import MM, Inks

    cat = load_catalogue(game)
    if game == "nil":
        from pnp.art.nil import Art

        art = Art(cat, Inks(False), cat.tile, 0.0)  # type: ignore[attr-defined]
        (xs, ys), height = art.seams(), art.board_size()[1]
    else:
        from pnp.art.ufern_board import BoardGeometry

        geo = BoardGeometry(cat)
        (xs, ys), height = geo.seams(), geo.height
    assert xs and ys
    for w in board_words(packs[game, False]):
        x0, y0, x1, y1 = (v / MM for v in w["box"])
        for x in xs:
            assert not x0 < x < x1, (w["text"], x)
        for y in ys:
            assert not height - y1 < y < height - y0, (w["text"], y)


def tile_words(path) -> dict[str, list[tuple[str, float]]]:
    """Each NIL tile form's words with their size in pt."""
    reader = PdfReader(str(path))
    out: dict[str, list[tuple[str, float]]] = {}
    for page in reader.pages:
        for name, ref in page["/Resources"].get("/XObject", {}).items():
            if name.startswith("/FormXob.card.tile-") and name not in out:
                out[name] = [(w["text"], w["pt"]) for w in form_words(reader, ref.get_object())]
    return {name[len("/FormXob.card.tile-"):]: words for name, words in out.items()}


def test_tile_words_are_at_least_6_pt_and_only_blanks_say_spare(prints):
    cat = load_catalogue("nil")
    words = tile_words(prints.path("nil"))
    assert set(words) == {k.id for k in cat.tile.kinds}  # type: ignore[attr-defined]
    for kind in cat.tile.kinds:  # type: ignore[attr-defined]
        texts = [t for t, _ in words[kind.id]]
        assert all(pt >= TILE_MIN_PT - 1e-3 for _, pt in words[kind.id]), (kind.id, words[kind.id])
        if kind.spare:
            assert texts == ["spare"]
        elif kind.universal:
            assert sorted(texts) == sorted(["U", str(kind.value)]), texts
        else:
            assert texts == [str(kind.value)]


def test_each_rack_carries_its_own_number_once(prints):
    reader = PdfReader(str(prints.path("nil")))
    numbers = [line.strip() for page in reader.pages for line in page.extract_text().splitlines()
               if re.fullmatch(r"rack \d+", line.strip())]
    racks = load_catalogue("nil").players.max
    assert sorted(numbers) == [f"rack {k}" for k in range(1, racks + 1)], numbers


def test_repeated_scenery_is_drawn_once_as_a_form(packs):
    for game in BOARD_GAMES:
        reader = PdfReader(str(packs[game, False]))
        page = next(p for p in reader.pages if "/FormXob.board" in p["/Resources"].get("/XObject", {}))
        board = page["/Resources"]["/XObject"]["/FormXob.board"].get_object()
        inner = board["/Resources"]["/XObject"]
        placed = sum(1 for _, op, _ in operations_with_ctm(reader, board) if op == b"Do")
        assert any(str(n).startswith("/FormXob.art.") for n in inner) and placed > len(inner) * 3, (game, placed)


def tile_rivers(path, kind: str) -> tuple[list[list[tuple[float, float]]], list[tuple[float, float, float, float]],
                                          list[float]]:
    """The centre lines of the rivers of NIL tile form ``kind`` in a PDF: each stroked path of moves and
    curves, sampled (24 points a curve) in mm from the tile's lower-left corner (a river is drawn twice,
    bank then water; both are returned); its filled and stroked shapes (the value's disc) as centre (mm
    from the same corner), radius and line width (mm); and each river's stroke width (mm)."""
    from pnp.paper import MM

    reader = PdfReader(str(path))
    form = next(page["/Resources"]["/XObject"][f"/FormXob.card.tile-{kind}"].get_object() for page in reader.pages
                if f"/FormXob.card.tile-{kind}" in page["/Resources"].get("/XObject", {}))
    origin = None
    rivers, current, discs, widths, width = [], [], [], [], 0.0
    for operands, op, m in operations_with_ctm(reader, form):
        if op == b"w":
            width = float(operands[0]) * m[0] / MM
        if op not in (b"re", b"m", b"l", b"c", b"S", b"n", b"f", b"B", b"B*"):
            continue
        pts = [(m[0] * float(x) + m[2] * float(y) + m[4], m[1] * float(x) + m[3] * float(y) + m[5])
               for x, y in zip(operands[::2], operands[1::2])]
        if op == b"re" and origin is None:  # the tile's clip: its own square and its bleed on every side
            bleed = (float(operands[2]) - load_catalogue("nil").tile.size) / 2  # type: ignore[attr-defined]
            origin = (m[0] * (float(operands[0]) + bleed) + m[4], m[3] * (float(operands[1]) + bleed) + m[5])
        elif op == b"m":
            current = pts
        elif op == b"l" and len(current) == 1:  # a river's run into the bleed: its line starts at the edge
            current = pts
        elif op == b"c" and current:
            (x0, y0), ((x1, y1), (x2, y2), (x3, y3)) = current[-1], pts
            current += [((1 - t) ** 3 * x0 + 3 * (1 - t) ** 2 * t * x1 + 3 * (1 - t) * t * t * x2 + t ** 3 * x3,
                         (1 - t) ** 3 * y0 + 3 * (1 - t) ** 2 * t * y1 + 3 * (1 - t) * t * t * y2 + t ** 3 * y3)
                        for t in (i / 24 for i in range(1, 25))]
        elif op == b"S" and len(current) > 2:
            rivers.append(current)
            widths.append(width)
            current = []
        elif op in (b"B", b"B*") and current:
            xs, ys = [x for x, _ in current], [y for _, y in current]
            discs.append(((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2, (max(xs) - min(xs)) / 2 / MM, width))
            current = []
        elif op in (b"n", b"f"):
            current = []
    assert origin is not None
    return ([[((x - origin[0]) / MM, (y - origin[1]) / MM) for x, y in r] for r in rivers],
            [((x - origin[0]) / MM, (y - origin[1]) / MM, r, w) for x, y, r, w in discs], widths)


def test_every_value_disc_keeps_clear_of_the_cut_edge_and_the_bank(packs):
    """On every tile that carries its value in a disc (read from the printed tile forms), the disc's
    ring, line included, lies 1.5 mm or more inside the tile's cut edge (a cut that drifts a millimetre
    clips nothing) and 0.2 mm or more off the river's bank (the bank stroke's edge), the near skews'
    meanders included."""
    cat = load_catalogue("nil")
    side = cat.tile.size  # type: ignore[attr-defined]
    checked = 0
    for kind in cat.tile.kinds:  # type: ignore[attr-defined]
        if kind.universal or kind.spare:
            continue
        rivers, discs, widths = tile_rivers(packs["nil", False], kind.id)
        ((dx, dy, r, w),) = discs
        reach = r + w / 2
        assert min(dx, dy, side - dx, side - dy) - reach >= 1.5 - 1e-3, (kind.id, dx, dy, reach)  # the PDF's precision
        bank = max(widths) / 2
        gap = min(math.hypot(dx - x, dy - y) for river in rivers for x, y in river) - bank - reach
        assert gap >= 0.2, (kind.id, round(gap, 2))
        checked += 1
    assert checked == 8


@pytest.mark.parametrize("kind", ["near-left", "near-right"])
def test_a_near_skew_river_swings_round_a_sand_peninsula(packs, kind):
    """A near skew joins a side's midpoint to a corner of that side, half a tile apart: its river must
    swing well into the tile (its centre line 10 mm or more from the chord between its ends) and come
    back round a peninsula of sand, so that 7 mm into the tile its two arms, banks included (7 mm wide),
    leave 2 mm of sand or more between them, and not meet in a sliver at the tile's edge. Its value's
    disc (2 mm in radius) stays off the bank (3.5 mm either side of the centre line)."""
    side = load_catalogue("nil").tile.size  # type: ignore[attr-defined]
    rivers, discs, _ = tile_rivers(packs["nil", False], kind)
    ((dx, dy, r, _),) = discs
    assert min(math.hypot(dx - x, dy - y) for x, y in rivers[0]) >= 0.35 / 2 * side + r, (kind, dx, dy)
    assert len(rivers) == 2  # bank and water
    for river in rivers:
        (ax, ay), (bx, by) = river[0], river[-1]
        chord = math.hypot(bx - ax, by - ay)
        ux, uy = (bx - ax) / chord, (by - ay) / chord
        nx, ny = -uy, ux
        if (side / 2 - ax) * nx + (side / 2 - ay) * ny < 0:  # the normal into the tile
            nx, ny = -nx, -ny
        depth = [(x - ax) * nx + (y - ay) * ny for x, y in river]
        along = [(x - ax) * ux + (y - ay) * uy for x, y in river]
        assert max(depth) >= 10.0, (kind, max(depth))
        cut = 7.0
        crossings = [along[i] + (along[i + 1] - along[i]) * (cut - depth[i]) / (depth[i + 1] - depth[i])
                     for i in range(len(river) - 1) if (depth[i] - cut) * (depth[i + 1] - cut) < 0]
        assert len(crossings) >= 2, (kind, crossings)
        sand = max(crossings) - min(crossings) - 0.35 * side
        assert sand >= 2.0, (kind, sand)


def _inside_stadium(x: float, y: float, box: tuple[float, float, float, float], pad: float) -> bool:
    """Whether (x, y) mm lies within ``pad`` mm of the stadium (a box with fully rounded ends) ``box``."""
    bx, by, bw, bh = box
    r = bh / 2
    cx = min(max(x, bx + r), bx + bw - r)
    return math.hypot(x - cx, y - (by + r)) <= r + pad


@pytest.mark.parametrize("grey", [False, True])
def test_the_cartouche_draws_nothing_beside_its_frame(tmp_path, grey):
    """The title cartouche both boards share (:func:`pnp.art.scenery.cartouche`) draws only inside its
    oval frame: a 150 x 30 mm cartouche printed alone on a page, rendered at 300 dpi, has every inked
    pixel within 0.2 mm of the oval (nothing beside it, such as a bar at its end), and the oval fills
    its box (ink within 0.5 mm of the box's two ends)."""
    import pypdfium2 as pdfium
    from reportlab.pdfgen import canvas

    from pnp.art import scenery
    from pnp.paper import MM, Inks, register_fonts

    register_fonts()
    box = (20.0, 20.0, 150.0, 30.0)
    path = tmp_path / "cartouche.pdf"
    c = canvas.Canvas(str(path), pagesize=(190 * MM, 70 * MM))
    c.scale(MM, MM)
    scenery.cartouche(c, Inks(grey), *box, "NIL", "Le Jeu des Pharaons", 30, 10)
    c.save()
    dpi = 300
    image = pdfium.PdfDocument(str(path))[0].render(scale=dpi / 72).to_pil().convert("L")
    width, height = image.size
    px = image.load()
    inked = [(i * 25.4 / dpi, 70 - j * 25.4 / dpi) for j in range(0, height, 2) for i in range(0, width, 2)
             if px[i, j] < 245]
    assert inked
    stray = [(round(x, 1), round(y, 1)) for x, y in inked if not _inside_stadium(x, y, box, 0.2)]
    assert not stray, stray[:10]
    xs = [x for x, _ in inked]
    assert min(xs) < box[0] + 0.5 and max(xs) > box[0] + box[2] - 0.5


@pytest.mark.parametrize("grey", [False, True])
def test_the_nil_board_names_its_columns_above_and_its_rows_on_the_left_once(packs, grey):
    """The coordinates stay, lighter and on two sides only: each column letter once, above the squares,
    and each row number once, left of them."""
    from pnp.art.nil_board import FRAME
    from pnp.paper import MM

    cat = load_catalogue("nil")
    b, side = cat.board, cat.tile.size  # type: ignore[attr-defined]
    words = board_words(packs["nil", grey])
    top = FRAME[3] + b.rows * side
    for col in range(b.columns):
        found = [w for w in words if w["text"] == chr(ord("A") + col)]
        assert len(found) == 1 and found[0]["box"][1] / MM > top, (col, found)
    for row in range(1, b.rows + 1):
        found = [w for w in words if w["text"] == str(row)]
        assert len(found) == 1 and found[0]["box"][2] / MM < FRAME[0], (row, found)


def _luminance(rgb) -> float:
    """The relative luminance (WCAG) of an (r, g, b) colour, 0-255 each."""
    def lin(v: float) -> float:
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(v) for v in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


@pytest.mark.parametrize("grey", [False, True])
def test_ufern_field_names_read_as_small_coordinates(packs, grey):
    """Each of the 28 field names (W5.5 ... E2.2, which records use) is printed once, read from the
    printed board: at least 7 pt and no bigger than 7.5, in regular weight, in its field's top corner
    (within 12 x 6 mm of it), lighter than the board's ink (in colour) and still legible on the field
    (a contrast of 4.5:1 or more with the field's green)."""
    import ctypes

    import pypdfium2 as pdfium
    import pypdfium2.raw as raw

    from pnp.art.ufern_board import FIELD, INK, BoardGeometry
    from pnp.paper import MM

    cat = load_catalogue("ufern-des-nils")
    g = BoardGeometry(cat)
    names = {f"{row}.{i}" for row in cat.board.row_ids() for i in range(1, int(row[1:]) + 1)}  # type: ignore[attr-defined]
    assert len(names) == 28
    pdf = pdfium.PdfDocument(str(packs["ufern-des-nils", grey]))
    page = next(p for p in pdf if p.get_size()[0] > 1000)
    text = page.get_textpage()
    from gamedata.catalogue import load_paper

    margin = load_paper().margins.minimum
    found: dict[str, list] = {}
    n = text.count_chars()
    i = 0
    while i < n:
        word = text.get_text_range(i, 4)
        if word in names and (i + 4 >= n or not text.get_text_range(i + 4, 1).strip()):
            boxes = [text.get_charbox(k) for k in range(i, i + 4)]
            r, gg, b, a = (ctypes.c_uint() for _ in range(4))
            raw.FPDFText_GetFillColor(text.raw, i, r, gg, b, a)
            m = raw.FS_MATRIX()
            raw.FPDFText_GetMatrix(text.raw, i, m)  # the size on the page: the font's size times its matrix's scale
            found.setdefault(word, []).append({
                "pt": raw.FPDFText_GetFontSize(text.raw, i) * math.sqrt(abs(m.a * m.d - m.b * m.c)),
                "weight": raw.FPDFText_GetFontWeight(text.raw, i),
                "rgb": (r.value, gg.value, b.value),
                "box": (min(bx[0] for bx in boxes) / MM - margin, max(bx[3] for bx in boxes) / MM - margin)})
            i += 4
        else:
            i += 1
    pdf.close()
    def inside(name: str, w: dict) -> bool:
        x, y, fw, fh = g.field_box(name)
        return x <= w["box"][0] <= x + fw and y <= w["box"][1] <= y + fh

    found = {name: [w for w in ws if inside(name, w)] for name, ws in found.items()}  # the legend names one too
    assert set(found) == names and all(len(v) == 1 for v in found.values()), sorted(found.items())
    ink = _luminance(tuple(int(INK[k:k + 2], 16) for k in (1, 3, 5)))
    field = _luminance(tuple(int(FIELD[k:k + 2], 16) for k in (1, 3, 5)))
    for name, (w,) in found.items():
        assert 7.0 - 1e-3 <= w["pt"] <= 7.5, (name, w["pt"])
        assert w["weight"] < 600, (name, w["weight"])
        lum = _luminance(w["rgb"])
        if not grey:
            assert lum > 2 * ink and (field + 0.05) / (lum + 0.05) >= 4.5, (name, w["rgb"])
        x, y, fw, fh = g.field_box(name)
        left, top = w["box"]
        assert x <= left <= x + 12 and y + fh - 6 <= top <= y + fh, (name, w["box"], (x, y, fw, fh))
