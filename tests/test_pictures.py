"""The pictures of ``nile show`` and ``nile check --show``, read back from the SVG they write: where each
thing is drawn (every water card's river end towards the river), what colour and shape marks the illegal
move, how large and legible the Ufern pawns are, the SVG's fonts and title, and the ``--turn`` and
``check --show`` messages."""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
UFERN = ROOT / "examples" / "ufern-des-nils"
NIL = ROOT / "examples" / "nil"
MM = 72 / 25.4
SVG = "{http://www.w3.org/2000/svg}"

Matrix = tuple[float, float, float, float, float, float]


def _times(m: Matrix, n: Matrix) -> Matrix:
    """``m`` after ``n`` (SVG's order: the rightmost transform applies first)."""
    a, b, c, d, e, f = m
    a2, b2, c2, d2, e2, f2 = n
    return (a * a2 + c * b2, b * a2 + d * b2, a * c2 + c * d2, b * c2 + d * d2, a * e2 + c * f2 + e, b * e2 + d * f2 + f)


def _transform(text: str) -> Matrix:
    m: Matrix = (1, 0, 0, 1, 0, 0)
    for name, args in re.findall(r"(\w+)\s*\(([^)]*)\)", text or ""):
        v = [float(a) for a in re.split(r"[\s,]+", args.strip()) if a]
        if name == "matrix":
            t: Matrix = (v[0], v[1], v[2], v[3], v[4], v[5])
        elif name == "translate":
            t = (1, 0, 0, 1, v[0], v[1] if len(v) > 1 else 0)
        elif name == "scale":
            t = (v[0], 0, 0, v[1] if len(v) > 1 else v[0], 0, 0)
        elif name == "rotate":
            r = math.radians(v[0])
            t = (math.cos(r), math.sin(r), -math.sin(r), math.cos(r), 0, 0)
        else:
            raise AssertionError(f"transform {name} not read by this test")
        m = _times(m, t)
    return m


@dataclass
class Item:
    """One drawn element: its tag, its anchor in mm on the picture (origin lower left, y up: a text's
    start, a circle's centre, a rect's lower-left corner, a path's first point), its size in mm (a
    text's font size in pt), its style, its text, and its document order."""
    tag: str
    x: float
    y: float
    size: float
    style: dict[str, str]
    text: str
    order: int
    points: list[tuple[float, float]] = field(default_factory=list)


def svg_items(path: Path) -> list[Item]:
    """Every text, circle, rect and path of the SVG at ``path``, placed through all the groups' transforms
    (the outer y-flip left out, so y runs up as in the drawing code)."""
    root = ET.parse(path).getroot()
    items: list[Item] = []

    def walk(node, m: Matrix) -> None:
        for child in node:
            tag = child.tag.replace(SVG, "")
            here = m if child.get("id") == "group" else _times(m, _transform(child.get("transform", "")))
            scale = math.sqrt(abs(here[0] * here[3] - here[1] * here[2])) / MM

            def at(x: float, y: float) -> tuple[float, float]:
                a, b, c, d, e, f = here
                return (a * x + c * y + e) / MM, (b * x + d * y + f) / MM

            style = dict(kv.split(":", 1) for kv in (child.get("style") or "").replace(" ", "").split(";") if ":" in kv)
            if tag == "text":
                x, y = at(float(child.get("x", 0)), float(child.get("y", 0)))
                size = float(style["font-size"].rstrip("px")) * scale * MM
                items.append(Item(tag, x, y, size, style, child.text or "", len(items)))
            elif tag == "circle":
                x, y = at(float(child.get("cx")), float(child.get("cy")))
                items.append(Item(tag, x, y, float(child.get("r")) * scale, style, "", len(items)))
            elif tag == "rect" and node.tag != SVG + "clipPath":
                x, y = at(float(child.get("x")), float(child.get("y")))
                items.append(Item(tag, x, y, float(child.get("width")) * scale, style, "", len(items)))
            elif tag == "path":
                numbers = [float(n) for n in re.findall(r"-?\d+(?:\.\d+)?(?:e-?\d+)?", child.get("d", ""))]
                points = [at(numbers[i], numbers[i + 1]) for i in range(0, len(numbers) - 1, 2)]
                if points:
                    items.append(Item(tag, *points[0], 0.0, style, "", len(items), points))
            walk(child, here)

    walk(root, (1, 0, 0, 1, 0, 0))
    return items


def rgb(value: str) -> tuple[float, float, float]:
    """An SVG colour as renderSVG writes it, ``rgb(11%,16%,22%)``, as 0..1 fractions."""
    found = re.fullmatch(r"rgb\((\d+)%,(\d+)%,(\d+)%\)", value)
    assert found, value
    r, g, b = (int(v) / 100 for v in found.groups())
    return r, g, b


def luminance(colour: tuple[float, float, float]) -> float:
    """WCAG relative luminance."""
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in colour]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a, b) -> float:
    """WCAG contrast ratio of two colours (1 to 21)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def replayed(record: Path, rnd: int | None = None):
    """The state at the end of ``record`` (or of its round/turn ``rnd``)."""
    from scorer.engine import replay
    from scorer.games import game
    from scorer.record import load_record

    rec = load_record(record)
    turns = game(rec.game).turns
    assert turns is not None
    steps = rec.steps if rnd is None else turns.until(rec.steps, rnd)
    return replay(rec.state, steps).state


def picture_svg(game: str, state, path: Path, marked=None, caption: str = "") -> list[Item]:
    """Write ``game``'s picture of ``state`` as SVG at ``path`` and read it back."""
    from pnp.picture import write_picture
    from scorer.games import registry

    width, height, draw = registry()[game].picture(state, marked, caption)
    write_picture(path, width, height, draw, title="test")
    return svg_items(path)


# --- Ufern: every water card's river end towards the river ------------------------------------------------

def water_ends_drawn(state, items: list[Item]) -> dict[str, tuple[str, str]]:
    """For every field with a water card: the end words drawn on it, (nearer the river, farther)."""
    from pnp.art.ufern_cards import END_WORD
    from pnp.art.ufern_des_nils import Art
    from scorer.games.ufern.picture import art_card
    from pnp.paper import Inks

    cat = state.board.catalogue
    geo = Art(cat, Inks(False), art_card(cat), 0.0).geo
    river = geo.river_x + geo.RIVER / 2
    words = set(END_WORD.values())
    found = {}
    for row, laid in state.banks.water.items():
        for i, _ in enumerate(laid):
            name = state.board.rows[row][i]
            x, y, w, h = geo.field_box(name)
            ends = [t for t in items if t.tag == "text" and t.text in words and x <= t.x <= x + w and y <= t.y <= y + h]
            assert len(ends) == 2, (name, [t.text for t in ends])
            ends.sort(key=lambda t: abs(t.x - river))
            found[name] = (ends[0].text, ends[1].text)
    return found


@pytest.mark.parametrize("record, rnd", [(UFERN / "game.yaml", None), (UFERN / "game.yaml", 3), (UFERN / "illegal.yaml", 1)])
def test_every_water_card_turns_its_river_end_to_the_river(tmp_path, record, rnd):
    """[U5] a card's inner end meets the river (or the card before it): the picture draws that end on the
    river's side of its field, on both banks; a blank end is never drawn facing the river."""
    from pnp.art.ufern_cards import END_WORD

    state = replayed(record, rnd)
    drawn = water_ends_drawn(state, picture_svg("ufern-des-nils", state, tmp_path / "board.svg"))
    mixed = {"W": 0, "E": 0}
    for row, laid in state.banks.water.items():
        for i, card in enumerate(laid):
            name = state.board.rows[row][i]
            assert drawn[name] == (END_WORD[card.inner[0]], END_WORD[card.outer[0]]), name
            assert drawn[name][0] != END_WORD["b"], name
            mixed[row[0]] += card.inner != card.outer
    assert mixed["W"] and mixed["E"], mixed  # both banks hold a card whose two ends differ


# --- the SVG: fonts, title, size, text where the drawing puts it -------------------------------------------

def test_svg_keeps_bold_faces_a_real_title_and_the_size_in_mm(nile, tmp_path):
    """renderSVG names fonts by reportlab's font name (``font-family: VeraBd``), which no viewer knows, so
    bold came out regular; its ``<title>`` and ``<desc>`` were a literal ``...``."""
    svg = tmp_path / "end.svg"
    assert nile("show", UFERN / "game.yaml", "--out", svg).exit_code == 0
    root = ET.parse(svg).getroot()
    titles = root.findall(SVG + "title")
    assert len(titles) == 1 and titles[0].text.startswith("An den Ufern des Nils — the game is over"), titles
    assert root.find(SVG + "desc") is None and "..." not in svg.read_text(encoding="utf-8")
    assert root.get("width") == "724.00mm" and root.get("height").endswith("mm")
    texts = [t for t in svg_items(svg) if t.tag == "text"]
    assert {t.style["font-family"] for t in texts} == {"'BitstreamVeraSans','DejaVuSans',Verdana,sans-serif"}
    weight = {t.text: t.style["font-weight"] for t in texts}
    assert weight["AN DEN UFERN DES NILS"] == "bold"   # bold in the PDF too
    assert weight["W5.2"] == "normal"  # a field's name, a small coordinate in regular type
    assert weight["the pawns start on 1"] == "normal"
    headline = max(texts, key=lambda t: t.y)
    assert headline.text == titles[0].text and weight[headline.text] == "bold"


def test_svg_text_stands_where_the_drawing_puts_it(tmp_path):
    """renderSVG flips each string about ``2 * y`` cut to a whole unit: in a drawing scaled to mm a string
    drawn at y = 7.7 mm landed at 7.3 mm."""
    from pnp.paper import FONT, FONT_BOLD, MM as PT_PER_MM
    from pnp.picture import write_picture
    from reportlab.lib.colors import black

    def draw(c) -> None:
        c.setFillColor(black)
        c.setFont(FONT, 8 / PT_PER_MM)
        c.drawString(10.5, 7.7, "left")
        c.setFont(FONT_BOLD, 8 / PT_PER_MM)
        c.drawCentredString(30.25, 12.45, "middle")

    path = write_picture(tmp_path / "t.svg", 50, 20, draw)
    at = {t.text: (t.x, t.y, t.size) for t in svg_items(path)}
    assert at["left"] == pytest.approx((10.5, 7.7, 8), abs=0.01)
    assert at["middle"][1:] == pytest.approx((12.45, 8), abs=0.01)


# --- the show and check --show commands -----------------------------------------------------------------

@pytest.mark.parametrize("record, last, word", [(NIL / "game.yaml", 44, "turns"), (UFERN / "game.yaml", 15, "rounds"),
                                                (ROOT / "examples" / "land-unter" / "three-players.yaml", 31, "tricks")])
def test_turn_past_the_record_is_refused_with_the_count(nile, tmp_path, record, last, word):
    """``--turn 99`` on a 44-turn record pictured the end labelled "after turn 99" and exited 0."""
    out = tmp_path / "x.png"
    result = nile("show", record, "--turn", last + 1, "--out", out)
    assert result.exit_code == 2 and not out.exists()
    assert f"--turn {last + 1}: {record} holds {last} {word} (--turn 0 to {last})" in result.stderr
    assert nile("show", record, "--turn", last, "--out", out).exit_code == 0 and out.exists()
    negative = nile("show", record, "--turn", -1, "--out", out)
    assert negative.exit_code == 2 and "--turn" in negative.stderr and "Traceback" not in negative.output


def test_turn_0_is_the_board_before_the_first_turn(nile, tmp_path):
    svg = tmp_path / "x.svg"
    assert nile("show", NIL / "game.yaml", "--turn", 0, "--out", svg).exit_code == 0
    texts = [t.text for t in svg_items(svg) if t.tag == "text"]
    assert "the board before turn 1" in texts and not any("after turn 0" in t for t in texts)
    assert ET.parse(svg).getroot().find(SVG + "title").text.startswith("NIL — turn 1: Anna to play")


def test_turn_on_a_tally_only_record_says_there_are_no_turns(nile, tmp_path):
    result = nile("show", UFERN / "tally.yaml", "--turn", 0, "--out", tmp_path / "x.png")
    assert result.exit_code == 2 and "is a tally-only record: it holds the final counts, no rounds" in result.stderr


@pytest.mark.parametrize("record, why", [
    (NIL / "game.yaml", "every move is legal, so there is no illegal move to picture"),
    (UFERN / "game.yaml", "every move is legal, so there is no illegal move to picture"),
    (ROOT / "examples" / "land-unter" / "three-players.yaml", "every move is legal, so there is no illegal move")])
def test_check_show_on_a_legal_record_says_it_drew_nothing_and_why(nile, tmp_path, record, why):
    out = tmp_path / "bad.png"
    result = nile("check", record, "--show", out)
    assert result.exit_code == 0 and not out.exists()
    assert f"--show: nothing drawn, {out} not written: {why}" in result.stderr


# --- the illegal move's mark ----------------------------------------------------------------------------

def delta_e(a, b) -> float:
    """CIE76 colour difference of two sRGB colours (0..1 fractions): above ~25 two colours are told apart
    at a glance."""
    def lab(colour):
        lin = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in colour]
        xyz = [(0.4124 * lin[0] + 0.3576 * lin[1] + 0.1805 * lin[2]) / 0.95047,
               0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2],
               (0.0193 * lin[0] + 0.1192 * lin[1] + 0.9505 * lin[2]) / 1.08883]
        f = [t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116 for t in xyz]
        return 116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])
    return math.dist(lab(a), lab(b))


def stroke(item: Item) -> tuple[float, float, float] | None:
    value = item.style.get("stroke", "none")
    return rgb(value) if value.startswith("rgb") else None


def colours(items: list[Item]) -> set[tuple[float, float, float]]:
    return {rgb(v) for t in items for k, v in t.style.items() if k in ("fill", "stroke") and v.startswith("rgb")}


@pytest.mark.parametrize("record", [NIL / "illegal.yaml", UFERN / "illegal.yaml"])
def test_the_illegal_mark_differs_from_every_colour_and_is_a_shape_too(nile, tmp_path, record):
    """The mark was drawn in the red of the last turn's ring, of NIL's red zones and of Ufern's red player:
    it must stand apart from every colour of the picture, and be a cross with a word besides."""
    marked, plain = tmp_path / "marked.svg", tmp_path / "plain.svg"
    assert nile("check", record, "--show", marked).exit_code == 1
    assert nile("show", record, "--out", plain).exit_code == 0   # the same position, nothing marked
    before = svg_items(plain)
    seen = {(t.tag, round(t.x, 2), round(t.y, 2), t.text, tuple(sorted(t.style.items()))) for t in before}
    mark = [t for t in svg_items(marked) if t.tag != "text" or t.text == "ILLEGAL"
            if (t.tag, round(t.x, 2), round(t.y, 2), t.text, tuple(sorted(t.style.items()))) not in seen]
    inks = colours(mark) - {(1.0, 1.0, 1.0)}
    assert inks and len(colours(before)) > 10
    for ink in inks - colours([t for t in mark if t.tag == "text"]):
        nearest = min(colours(before), key=lambda c: delta_e(ink, c))
        assert delta_e(ink, nearest) > 40, (ink, nearest)
    frame = [t for t in mark if t.tag == "rect" and stroke(t) in inks]
    assert frame, "no frame around the square"
    x0, y0, w = frame[0].x, frame[0].y, frame[0].size
    strokes = [t.points for t in mark if t.tag == "path" and stroke(t) in inks]
    slopes = sorted((b[1] - a[1]) / (b[0] - a[0]) for a, b in (p[:2] for p in strokes))
    assert len(slopes) == 2 and slopes[0] < 0 < slopes[1], "no cross"
    centres = {(round((a[0] + b[0]) / 2, 1), round((a[1] + b[1]) / 2, 1)) for a, b in (p[:2] for p in strokes)}
    assert len(centres) == 1 and x0 < next(iter(centres))[0] < x0 + w, centres
    label = [t for t in mark if t.tag == "text"]
    assert len(label) == 1 and x0 < label[0].x < x0 + w and y0 < label[0].y and label[0].size >= 7


# --- Ufern pawns on the track ---------------------------------------------------------------------------

@pytest.fixture(scope="module")
def five_players(tmp_path_factory) -> Path:
    """A simulated 5-player Ufern game (every colour, white and yellow included)."""
    from typer.testing import CliRunner

    from scorer.cli import app

    path = tmp_path_factory.mktemp("five") / "five.yaml"
    result = CliRunner().invoke(app, ["simulate", "ufern-des-nils", "-n", "5", "--seed", "3", "--out", str(path)])
    assert result.exit_code == 0, result.output
    return path


@pytest.mark.parametrize("rnd", [0, None])
def test_pawns_are_large_discs_with_letters_that_read(tmp_path, five_players, rnd):
    """The pawns were 2 mm discs with 5 pt dark letters, dark on the blue and green discs. Each pawn must be
    a disc of its player's colour, at least 4 mm in radius, above its own space (or inside it, under the board's
    legend, s39 frderev B1), apart from the others, with its letter at 10 pt or more in a colour that reads on the
    disc (WCAG contrast 3 for large text)."""
    from pnp.art.ufern_des_nils import Art
    from pnp.paper import Inks
    from scorer.games.ufern.picture import art_card

    state = replayed(five_players, rnd)
    items = picture_svg("ufern-des-nils", state, tmp_path / "pawns.svg")
    boxes = Art(state.board.catalogue, Inks(False), art_card(state.board.catalogue), 0.0).geo.track_boxes()
    top = boxes[0][1] + boxes[0][3]
    discs = []
    for seat in range(state.n):
        colour = state.colours[seat]
        x, _, w, _ = boxes[state.pawns[seat] - 1]
        letters = [t for t in items if t.tag == "text" and t.text == colour.letter and x <= t.x <= x + w
                   and boxes[0][1] < t.y < top + 40]
        assert len(letters) == 1, (colour.letter, state.pawns[seat])
        letter = letters[0]
        disc = max((t for t in items if t.tag == "circle" and t.order < letter.order
                    and math.dist((t.x, t.y), (letter.x, letter.y + 1.5)) < t.size), key=lambda t: t.order)
        assert disc.size >= 4.0 and letter.size >= 10
        assert x <= disc.x <= x + w and (disc.y - disc.size >= top or boxes[0][1] <= disc.y - disc.size)
        fill = rgb(disc.style["fill"])
        assert fill == pytest.approx(tuple(int(colour.colour[i:i + 2], 16) / 255 for i in (1, 3, 5)), abs=0.011)
        assert contrast(rgb(letter.style["fill"]), fill) >= 3.0, colour.name
        discs.append(disc)
    for a in discs:
        assert all(math.dist((a.x, a.y), (b.x, b.y)) >= a.size + b.size for b in discs if b is not a)
    if rnd == 0:
        assert len({state.pawns[s] for s in range(state.n)}) == 1   # all five on space 1, stacked


def test_svg_is_drawn_on_white_paper(nile, tmp_path):
    """Where the art draws nothing (the header) the SVG was transparent: dark in a dark viewer."""
    svg = tmp_path / "end.svg"
    assert nile("show", NIL / "game.yaml", "--out", svg).exit_code == 0
    first = next(t for t in svg_items(svg) if t.tag == "rect")
    root = ET.parse(svg).getroot()
    size = float(root.get("width").removesuffix("mm")), float(root.get("height").removesuffix("mm"))
    assert (first.x, first.y) == pytest.approx((0, 0), abs=0.01) and first.size == pytest.approx(size[0], abs=0.01)
    assert rgb(first.style["fill"]) == (1, 1, 1)


def test_land_unter_is_pictured_after_trick_n_counted_through_the_game():
    """``nile show --turn N`` on Land Unter: the steps through the N-th trick of the game (round 2's first
    trick follows round 1's last), cut before the next trick's water cards or the next round's deal."""
    from scorer.games import game
    from scorer.games.land_unter.engine import Deal, TurnUp
    from scorer.record import load_record

    spec = game("land-unter")
    steps = load_record(ROOT / "examples" / "land-unter" / "three-players.yaml").steps
    total = spec.turns.count(steps)
    for n in range(total + 1):
        kept = spec.turns.until(steps, n)
        assert spec.turns.count(kept) == n
        if n < total:
            assert isinstance(steps[len(kept)].move, (TurnUp, Deal)) and not isinstance(kept[-1].move, TurnUp)
    assert spec.turns.until(steps, total) == steps and len(spec.turns.until(steps, 0)) == 1  # the first deal
