"""Cards a crafter can cut at home: measured in the default prints of every game with cards.

A home cut drifts by up to a millimetre. So the cards at a sheet's edge carry art past the outer
crop marks (bleed), the cards inside the grid run their art to the cut line they share, nothing on a
card's edge (a frame rule, a white border) shows how far the cut drifted, and every card measures
exactly its size between its crop marks.
"""

from __future__ import annotations

import functools

import numpy as np
import pypdfium2 as pdfium
import pytest
from helpers import MM, crop_mark_lines, placed_cards
from pypdf import PdfReader

from pnp.build import PrintOptions, component_size
from gamedata.catalogue import load_catalogue, load_paper

GAMES_WITH_CARDS = ["land-unter", "nile", "ufern-des-nils"]
DPI = 200
PX = DPI / 25.4  # pixels per mm
OUTER = load_paper().margins.outer_bleed


class _Prints(dict):
    """(game, ink saver[, paper, layout, card size]) -> (path of the print, its pack, the card size),
    drawn once (``prints``, tests/prints.py) when first asked for (A4, duplex and the game's own cards
    unless said)."""

    def __init__(self, prints):
        super().__init__()
        self.prints = prints

    def __missing__(self, key):
        game, saver, paper, layout, size = key + ("a4", "duplex", None)[len(key) - 2:]
        opts = PrintOptions(greyscale=saver, paper=paper, layout=layout, **({"card_size": size} if size else {}))
        path, pack = self.prints(game, opts)
        self[key] = (path, pack, component_size(pack.cat, opts))
        return self[key]


@pytest.fixture(scope="module")
def packs(prints):
    return _Prints(prints)


@functools.cache
def _placed(path) -> list[list[dict]]:
    """:func:`placed_cards` of the print at ``path``, read once per test process (the prints are drawn once,
    ``prints``, and only read; reading a print's content streams again took an eighth of this module's time)."""
    return placed_cards(path)


def _cards(path, card) -> list[tuple[int, list[dict]]]:
    """(page index, the cards of the game's card size on it) for every page holding cards."""
    out = []
    for index, page in enumerate(_placed(path)):
        cards = [c for c in page if abs(c["w"] - card.width) < 0.05 and abs(c["h"] - card.height) < 0.05]
        if cards:
            out.append((index, cards))
    return out


def _neighbour(card: dict, others: list[dict], side: int) -> bool:
    """True if another card's trim box shares side ``side`` (0 left, 1 bottom, 2 right, 3 top) of ``card``."""
    t = card["trim"]
    for o in others:
        u = o["trim"]
        if o is card:
            continue
        if side in (0, 2):
            touching = abs(t[side] - u[2 - side]) < 0.05
            overlap = min(t[3], u[3]) - max(t[1], u[1]) > 1
        else:
            touching = abs(t[side] - u[4 - side]) < 0.05
            overlap = min(t[2], u[2]) - max(t[0], u[0]) > 1
        if touching and overlap:
            return True
    return False


def _render(path, index: int) -> np.ndarray:
    """Page ``index`` of the PDF at ``path`` at :data:`DPI`, as RGB bytes (rows top down): each band measured
    is its median (``np.median`` gives it as floats, the same as over the page made floats, a sixth of the
    time; a page of A4 at 200 dpi is 93 MB as floats)."""
    pdf = pdfium.PdfDocument(str(path))
    try:
        return pdf[index].render(scale=DPI / 72, rev_byteorder=True).to_numpy()[:, :, :3].copy()  # (its own bytes)
    finally:
        pdf.close()


def _strip(img: np.ndarray, page_h: float, trim, side: int, depth0: float, depth1: float,
           stat=np.median) -> np.ndarray:
    """The median colour (or ``stat``'s) of the band parallel to ``side`` of the trim box ``trim`` (mm) from
    ``depth0`` to ``depth1`` mm inside it (negative: outside), over the middle 70 % of that side."""
    left, bottom, right, top = trim
    if side in (0, 2):
        y0, y1 = bottom + 0.15 * (top - bottom), top - 0.15 * (top - bottom)
        edge, sign = (left, 1) if side == 0 else (right, -1)
        xa, xb = sorted((edge + sign * depth0, edge + sign * depth1))
        ya, yb = y0, y1
    else:
        x0, x1 = left + 0.15 * (right - left), right - 0.15 * (right - left)
        edge, sign = (bottom, 1) if side == 1 else (top, -1)
        ya, yb = sorted((edge + sign * depth0, edge + sign * depth1))
        xa, xb = x0, x1
    rows = slice(int(round((page_h - yb) * PX)), int(round((page_h - ya) * PX)))
    cols = slice(int(round(xa * PX)), int(round(xb * PX)))
    band = img[rows, cols].reshape(-1, 3)
    return stat(band, axis=0)


def _page_height(path, index: int) -> float:
    return _page_heights(path)[index]


@functools.cache
def _page_heights(path) -> tuple[float, ...]:
    """The height (mm) of every page of the print at ``path``, read once per test process (a reader made for
    each page took a tenth of this module's time)."""
    return tuple(float(page.mediabox.height) / MM for page in PdfReader(str(path)).pages)


@pytest.mark.parametrize("paper,layout", [("a4", "duplex"), ("letter", "duplex"), ("a4", "gutter-fold")])
@pytest.mark.parametrize("game", GAMES_WITH_CARDS)
def test_outer_cards_carry_art_past_the_trim_on_every_sheet(packs, game, paper, layout):
    """On every sheet (fronts and backs) each side of a card with no card beside it prints at least the
    outer bleed past the trim line, and the art there is the card's own (the colour just inside the trim
    continues outside); a side shared with a neighbour prints exactly to the cut line."""
    path, _, card = packs[game, False, paper, layout]
    checked = 0
    for index, cards in _cards(path, card):
        img, page_h = _render(path, index), _page_height(path, index)
        for c in cards:
            for side in range(4):
                sign = -1 if side < 2 else 1
                reach = sign * (c["art"][side] - c["trim"][side])
                if _neighbour(c, cards, side):
                    assert abs(reach) < 0.05, (game, index + 1, c["key"], side, reach)
                    continue
                assert reach >= OUTER - 0.05, (game, index + 1, c["key"], side, reach)
                inside = _strip(img, page_h, c["trim"], side, 0.2, 0.9)
                outside = _strip(img, page_h, c["trim"], side, -0.9, -0.2)
                assert np.abs(inside - outside).max() < 40, (game, index + 1, c["key"], side, inside, outside)
                checked += 1
    assert checked > 20


@pytest.mark.parametrize("saver", [False, True], ids=["colour", "ink-saver"])
@pytest.mark.parametrize("game", GAMES_WITH_CARDS)
def test_no_frame_rule_or_white_border_near_the_trim(packs, game, saver):
    """A home cut drifts: within the safe zone (3 mm inside the trim line, where no text goes) every band
    parallel to a card's edge has the colour of the band at the edge itself, on fronts and backs, so no
    frame rule or white border shows which way the cut went (the speculation cards' frame, whose top
    corners vanished under the header, is gone with the others); on a back, 1.5 mm deeper. The ink
    saver's backs too: a pale hatch to the edge, not an outline panel 3 mm inside it."""
    path, _, card = packs[game, saver]
    safe = load_paper().margins.safe_zone
    for index, cards in _cards(path, card):
        img, page_h = _render(path, index), _page_height(path, index)
        for c in cards:
            for side in range(4):
                edge = _strip(img, page_h, c["trim"], side, 0.3, 0.6)  # clear of the cut line's blended pixels
                if edge.min() > 245 and not saver:  # white at the edge: only on a card white inside too
                    within = _strip(img, page_h, c["trim"], side, safe + 0.3, safe + 0.6)
                    assert within.min() > 245, (game, index + 1, c["key"], side, "a white border", within)
                depth = 0.6
                # the safe zone, less the blended pixels at its line; a back (no words near its edges) deeper
                reach = safe + 1.5 if c["key"].startswith("back-") else safe - 0.2
                while depth + 0.15 < reach:
                    band = _strip(img, page_h, c["trim"], side, depth, depth + 0.15)
                    assert np.abs(band - edge).max() < 40, (game, index + 1, c["key"], side, depth, edge, band)
                    depth += 0.15


@functools.cache
def _crop_marks(path, index: int) -> tuple[list[float], list[float]]:
    """The x of every vertical and the y of every horizontal crop mark (mm) on a page (read once per test
    process: the prints are only read)."""
    lines = crop_mark_lines(path, index)
    xs = [x1 for x1, y1, x2, y2 in lines if abs(x1 - x2) < 1e-6]
    ys = [y1 for x1, y1, x2, y2 in lines if abs(y1 - y2) < 1e-6]
    return sorted(set(xs)), sorted(set(ys))


@pytest.mark.parametrize("game", GAMES_WITH_CARDS)
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_card_measures_its_size_between_its_crop_marks(packs, game, paper):
    """Cut from mark to mark, each card is its size to 0.05 mm (63 x 88 mm for poker): each trim line of
    each card on a sheet of fronts is a crop mark's line, and the form's trim is the card's size."""
    path, _, card = packs[game, False, paper]
    measured = 0
    for index, cards in _cards(path, card):
        xs, ys = _crop_marks(path, index)
        if not xs:
            continue  # a page of backs: its cards are cut along the marks of its fronts
        measured += 1
        for c in cards:
            left, bottom, right, top = c["trim"]
            across, up = (card.height, card.width) if c["turn"] else (card.width, card.height)
            assert abs(right - left - across) < 0.05 and abs(top - bottom - up) < 0.05, (index + 1, c)
            for x in (left, right):
                assert min(abs(x - m) for m in xs) < 0.05, (game, index + 1, c["key"], x, xs)
            for y in (bottom, top):
                assert min(abs(y - m) for m in ys) < 0.05, (game, index + 1, c["key"], y, ys)
    assert measured


@pytest.mark.parametrize("game", GAMES_WITH_CARDS)
def test_duplex_backs_line_up_with_their_fronts(packs, game):
    """Each back's trim box and printed art lie at the mirror image of its front's (flip on the long
    edge), so after the cut the back's art covers the card as the front's does."""
    path, _, card = packs[game, False]
    pages = dict(_cards(path, card))
    width = float(PdfReader(str(path)).pages[0].mediabox.width) / MM
    pairs = 0
    for index, fronts in pages.items():
        if not _crop_marks(path, index)[0]:
            continue  # a page of backs
        backs = pages[index + 1]
        assert len(backs) == len(fronts)
        for f, b in zip(fronts, backs):
            for box in ("trim", "art"):
                mirrored = (width - f[box][2], f[box][1], width - f[box][0], f[box][3])
                assert max(abs(u - v) for u, v in zip(mirrored, b[box])) < 0.05, (game, index + 1, box, f, b)
        pairs += 1
    assert pairs


def _shared_cuts(cards: list[dict]):
    """Every pair of cards on a page that share a cut: (card on the left or below, the other, side)
    with side 2 (a vertical cut, the first card's right edge) or 3 (a horizontal cut, its top edge)."""
    for a in cards:
        for b in cards:
            t, u = a["trim"], b["trim"]
            if abs(t[2] - u[0]) < 0.05 and min(t[3], u[3]) - max(t[1], u[1]) > 1:
                yield a, b, 2
            if abs(t[3] - u[1]) < 0.05 and min(t[2], u[2]) - max(t[0], u[0]) > 1:
                yield a, b, 3


def _segments(img, page_h: float, a: dict, b: dict, side: int, depth: float = 1.0, step: float = 4.0):
    """The median colours of the bands ``depth`` mm deep on either side of the cut between ``a`` and
    ``b`` (a's edge ``side``), in pieces of ``step`` mm along the cut: [(a's colour, b's colour)]."""
    t, u = a["trim"], b["trim"]
    out = []
    if side == 2:
        x, lo, hi = t[2], max(t[1], u[1]), min(t[3], u[3])
    else:
        x, lo, hi = t[3], max(t[0], u[0]), min(t[2], u[2])
    n = max(1, round((hi - lo) / step))
    for i in range(n):
        s0, s1 = lo + (hi - lo) * i / n, lo + (hi - lo) * (i + 1) / n

        def band(d0: float, d1: float):
            if side == 2:
                xa, xb, ya, yb = x + d0, x + d1, s0, s1
            else:
                xa, xb, ya, yb = s0, s1, x + d0, x + d1
            rows = slice(int(round((page_h - yb) * PX)), int(round((page_h - ya) * PX)))
            cols = slice(int(round(xa * PX)), int(round(xb * PX)))
            return np.median(img[rows, cols].reshape(-1, 3), axis=0)

        out.append((band(-depth, -0.25), band(0.25, depth)))
    return out


@pytest.mark.parametrize("paper,layout,size", [("a4", "duplex", None), ("letter", "duplex", None),
                                               ("a4", "gutter-fold", None), ("a4", "duplex", "mini")])
@pytest.mark.parametrize("game", GAMES_WITH_CARDS)
def test_a_drifting_cut_shows_no_sliver_of_the_neighbour(packs, game, paper, layout, size):
    """Where two cards share a cut, a knife that drifts by 1 mm leaves the neighbour's edge on the card:
    so on every sheet, fronts and backs, the bands 1 mm either side of every shared cut are the same
    colour all along it (to 12 in any channel, 0-255): LU's cream, blue and grey rows, NILE's crop
    bands and speculation panels meet only their equals; unequal edges lie apart, each card with its
    own bleed (a gutter), so 1 mm past its cut is its own art (checked by the outer-bleed test)."""
    if size and load_catalogue(game).card_size_fixed:
        pytest.skip("the game's cards have one size")
    path, _, card = packs[game, False, paper, layout, size]
    cuts, pages = 0, 0
    for index, cards in _cards(path, card):
        pages += 1
        img, page_h = _render(path, index), _page_height(path, index)
        for a, b, side in _shared_cuts(cards):
            for mine, theirs in _segments(img, page_h, a, b, side):
                assert np.abs(mine - theirs).max() <= 12, (game, paper, layout, size, index + 1, a["key"], b["key"], side,
                                                          mine, theirs)
            cuts += 1
    assert pages and (cuts > 10 or size)  # the default cards share most of their cuts (NILE's mini backs: none)


#: the pieces that are not cards, each printed as its game's default print does or with ``--tokens``:
#: (game, tokens option, the piece's side in mm)
PIECES = [("ufern-des-nils", "square", 15.0), ("ufern-des-nils", "round", 20.0), ("nil", "", 20.0)]


@pytest.fixture(scope="module")
def piece_prints(prints):
    """(game, tokens, paper) -> the path of that print, drawn once (``prints``) when first asked for."""
    return lambda game, tokens, paper: prints.path(game, PrintOptions(paper=paper, tokens=tokens))


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("game,tokens,side", PIECES, ids=["ufern-square", "ufern-round", "nil-tiles"])
def test_tokens_and_tiles_show_no_sliver_of_the_neighbour(piece_prints, game, tokens, side, paper):
    """Tokens and tiles lie edge to edge as cards do: where two share a cut, the bands 1 mm either side of
    it are the same colour all along (a red-ringed token never beside a blue one: each colour's tokens
    share their cuts, a gutter parts two colours); where a side has no neighbour, the piece's own art
    runs at least the outer bleed past its cut line and the colour just inside continues outside."""
    path = piece_prints(game, tokens, paper)
    size = type("S", (), {"width": side, "height": side})
    cuts = outer = 0
    for index, pieces in _cards(path, size):
        img, page_h = _render(path, index), _page_height(path, index)
        for a, b, s in _shared_cuts(pieces):
            for mine, theirs in _segments(img, page_h, a, b, s):
                assert np.abs(mine - theirs).max() <= 12, (game, tokens, paper, index + 1, a["key"], b["key"], s,
                                                          mine, theirs)
            cuts += 1
        for p in pieces:
            for s in range(4):
                if _neighbour(p, pieces, s):
                    continue
                sign = -1 if s < 2 else 1
                assert sign * (p["art"][s] - p["trim"][s]) >= OUTER - 0.05, (game, tokens, index + 1, p["key"], s)
                # a tile's river crossing the band mixes three colours, whose medians flip: the mean; a round
                # token's circle touching the band is a thin line, which the median leaves out
                # (a river running on along its tangent shifts the mean a little: 50, where white paper
                # beside sand is 59 apart)
                stat, limit = (np.mean, 50) if game == "nil" else (np.median, 40)
                inside = _strip(img, page_h, p["trim"], s, 0.2, 0.9, stat)
                outside = _strip(img, page_h, p["trim"], s, -0.9, -0.2, stat)
                assert np.abs(inside - outside).max() < limit, (game, tokens, index + 1, p["key"], s, inside, outside)
                outer += 1
    assert cuts > 10 and outer > 10, (cuts, outer)
