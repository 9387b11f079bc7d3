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

from pnp.build import PrintOptions, build_game
from pnp.catalogue import known_games, load_catalogue

BOARD_MIN_PT, TILE_MIN_PT = 7.0, 6.0
BOARD_GAMES = [g for g in known_games() if load_catalogue(g).has_board]  # the games with a board


@pytest.fixture(scope="module")
def packs(tmp_path_factory):
    out = tmp_path_factory.mktemp("boards")
    return {(game, grey): build_game(game, PrintOptions(board="single", greyscale=grey), out)
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


def test_no_word_lies_on_the_nil_start_mark(packs):
    """The Nile's inlet at the start mark is drawn from the board's edge to the start point, as wide as a
    tile's river, and no word (the row number beside it, START) touches it."""
    from pnp.art.nil import Art
    from pnp.paper import MM, Inks

    cat = load_catalogue("nil")
    side = cat.tile.size  # type: ignore[attr-defined]
    art = Art(cat, Inks(False), cat.tile, 0.0)  # type: ignore[attr-defined]
    px, py = (v * MM for v in art.start_point())
    reader = PdfReader(str(packs["nil", False]))
    page = next(p for p in reader.pages if "/FormXob.board" in p["/Resources"].get("/XObject", {}))
    board = page["/Resources"]["/XObject"]["/FormXob.board"].get_object()
    inlet = []
    for operands, op, m in operations_with_ctm(reader, board):
        if op == b"re":
            x, y, w, h = (float(v) for v in operands)
            x0, y0, x1, y1 = (m[0] * x + m[4], m[3] * y + m[5], m[0] * (x + w) + m[4], m[3] * (y + h) + m[5])
            if abs(x0) < 0.01 and abs(x1 - px) < 0.01 and abs((y0 + y1) / 2 - py) < 0.01:
                inlet.append((x0, y0, x1, y1))
    assert inlet and max(y1 - y0 for _, y0, _, y1 in inlet) >= 0.26 * side * MM - 0.01
    x0, y0 = min(r[0] for r in inlet), min(r[1] for r in inlet)
    x1, y1 = max(r[2] for r in inlet), max(r[3] for r in inlet)
    pad = 0.5 * MM
    for w in board_words(packs["nil", False]):
        bx0, by0, bx1, by1 = w["box"]
        assert bx1 < x0 - pad or bx0 > x1 + pad or by1 < y0 - pad or by0 > y1 + pad, w


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


def test_tile_words_are_at_least_6_pt_and_only_blanks_say_spare(tmp_path):
    cat = load_catalogue("nil")
    words = tile_words(build_game("nil", PrintOptions(), tmp_path))
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


def test_each_rack_carries_its_own_number_once(tmp_path):
    reader = PdfReader(str(build_game("nil", PrintOptions(), tmp_path)))
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


def tile_rivers(path, kind: str) -> tuple[list[list[tuple[float, float]]], list[tuple[float, float]]]:
    """The centre lines of the rivers of NIL tile form ``kind`` in a PDF: each stroked path of moves and
    curves, sampled (24 points a curve) in mm from the tile's lower-left corner (a river is drawn twice,
    bank then water; both are returned); and the centres of its filled and stroked shapes (the value's
    disc), in mm from the same corner."""
    from pnp.paper import MM

    reader = PdfReader(str(path))
    form = next(page["/Resources"]["/XObject"][f"/FormXob.card.tile-{kind}"].get_object() for page in reader.pages
                if f"/FormXob.card.tile-{kind}" in page["/Resources"].get("/XObject", {}))
    origin = None
    rivers, current, discs = [], [], []
    for operands, op, m in operations_with_ctm(reader, form):
        if op not in (b"re", b"m", b"c", b"S", b"n", b"f", b"B", b"B*"):
            continue
        pts = [(m[0] * float(x) + m[2] * float(y) + m[4], m[1] * float(x) + m[3] * float(y) + m[5])
               for x, y in zip(operands[::2], operands[1::2])]
        if op == b"re" and origin is None:  # the tile's clip: its own square
            origin = (m[0] * float(operands[0]) + m[4], m[3] * float(operands[1]) + m[5])
        elif op == b"m":
            current = pts
        elif op == b"c" and current:
            (x0, y0), ((x1, y1), (x2, y2), (x3, y3)) = current[-1], pts
            current += [((1 - t) ** 3 * x0 + 3 * (1 - t) ** 2 * t * x1 + 3 * (1 - t) * t * t * x2 + t ** 3 * x3,
                         (1 - t) ** 3 * y0 + 3 * (1 - t) ** 2 * t * y1 + 3 * (1 - t) * t * t * y2 + t ** 3 * y3)
                        for t in (i / 24 for i in range(1, 25))]
        elif op == b"S" and len(current) > 2:
            rivers.append(current)
            current = []
        elif op in (b"B", b"B*") and current:
            xs, ys = [x for x, _ in current], [y for _, y in current]
            discs.append(((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2))
            current = []
        elif op in (b"n", b"f"):
            current = []
    assert origin is not None
    return ([[((x - origin[0]) / MM, (y - origin[1]) / MM) for x, y in r] for r in rivers],
            [((x - origin[0]) / MM, (y - origin[1]) / MM) for x, y in discs])


@pytest.mark.parametrize("kind", ["near-left", "near-right"])
def test_a_near_skew_river_swings_round_a_sand_peninsula(packs, kind):
    """A near skew joins a side's midpoint to a corner of that side, half a tile apart: its river must
    swing well into the tile (its centre line 10 mm or more from the chord between its ends) and come
    back round a peninsula of sand, so that 7 mm into the tile its two arms, banks included (7 mm wide),
    leave 2 mm of sand or more between them, and not meet in a sliver at the tile's edge. Its value's
    disc (2.6 mm in radius) stays off the bank (3.5 mm either side of the centre line)."""
    side = load_catalogue("nil").tile.size  # type: ignore[attr-defined]
    rivers, discs = tile_rivers(packs["nil", False], kind)
    ((dx, dy),) = discs
    assert min(math.hypot(dx - x, dy - y) for x, y in rivers[0]) >= (0.35 / 2 + 0.13) * side, (kind, dx, dy)
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
