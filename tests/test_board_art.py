"""The two boards and NIL's tiles and racks read back from the printed PDF: every word on a board is at
least 7 pt and no two words on a board overlap (so the start mark's words and the row numbers stay
apart), in colour and in the ink saver; every word on a 20 mm tile is at least 6 pt; a universal tile
shows "U" and its value and never "spare", which only the blank spares say; each rack carries its own
number once in the pack; the board keeps its scenery drawn once (forms) however often it repeats."""

import itertools
import re

import pytest
from helpers import form_words, operations_with_ctm
from pypdf import PdfReader

from pnp.build import PrintOptions, build_game
from pnp.catalogue import load_catalogue

BOARD_MIN_PT, TILE_MIN_PT = 7.0, 6.0


@pytest.fixture(scope="module")
def packs(tmp_path_factory):
    out = tmp_path_factory.mktemp("boards")
    return {(game, grey): build_game(game, PrintOptions(board="single", greyscale=grey), out)
            for game in ("nil", "ufern-des-nils") for grey in (False, True)}


def board_words(path) -> list[dict]:
    """Every word of the board form of a PDF, in points on the board."""
    reader = PdfReader(str(path))
    page = next(p for p in reader.pages if "/FormXob.board" in p["/Resources"].get("/XObject", {}))
    return form_words(reader, page["/Resources"]["/XObject"]["/FormXob.board"].get_object())


@pytest.mark.parametrize("game,grey", list(itertools.product(["nil", "ufern-des-nils"], [False, True])))
def test_every_word_on_a_board_is_at_least_7_pt(packs, game, grey):
    words = board_words(packs[game, grey])
    assert len(words) > 100
    small = [(w["text"], round(w["pt"], 2)) for w in words if w["pt"] < BOARD_MIN_PT - 1e-3]
    assert not small, small


@pytest.mark.parametrize("game", ["nil", "ufern-des-nils"])
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


@pytest.mark.parametrize("game", ["nil", "ufern-des-nils"])
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
    for game in ("nil", "ufern-des-nils"):
        reader = PdfReader(str(packs[game, False]))
        page = next(p for p in reader.pages if "/FormXob.board" in p["/Resources"].get("/XObject", {}))
        board = page["/Resources"]["/XObject"]["/FormXob.board"].get_object()
        inner = board["/Resources"]["/XObject"]
        placed = sum(1 for _, op, _ in operations_with_ctm(reader, board) if op == b"Do")
        assert any(str(n).startswith("/FormXob.art.") for n in inner) and placed > len(inner) * 3, (game, placed)
