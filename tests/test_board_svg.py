"""The tappable board (:mod:`scorer.web.board`) read back as a phone's browser and a screen reader would:
a self-contained SVG 100 % wide whose viewBox is 360 units (one unit a CSS px on a 360 px page); every legal
entry that concerns a place of the board is on a target named for that place, each a link of at least
44 x 44 px with an accessible name, ``data-entries`` and a plain ``?at=`` link; no text under 12 px; a text
alternative naming the open end (NIL), the targets and the last step; under 100 KB gzipped. Over every
tenth position of simulated games at every table size, at both zooms."""

from __future__ import annotations

import gzip
import json
import re
import xml.etree.ElementTree as ET

import pytest

from scorer.games import game
from scorer.games.ufern.engine import Ufern
from scorer.games.ufern.moves import Card
from scorer.web import board as B

NS = "{http://www.w3.org/2000/svg}"
#: the places of the board an entry names, read from its words the way a player reads them
PLACE = {"nil": re.compile(r"\b[A-V](?:[1-9]|1[0-9]|2[01])\b"),
         "ufern-des-nils": re.compile(r"\b(?:[WE][2-5]\.[1-5]|M[1-4])\b")}


def positions(slug: str, tables: tuple[int, ...], seeds: tuple[int, ...], every: int):
    """Every ``every``-th position of simulated games with the session's inputs: (state, entries, last)."""
    spec = game(slug)
    out = []
    for n in tables:
        for seed in seeds:
            names = list(spec.default_names[:n])
            _, moves = spec.simulate(names, seed, [])
            state, last = spec.new_game(names, []), None
            for k, move in enumerate(moves):
                if k % every == 0 or k == len(moves) - 1:
                    out.append((state.clone(), spec.notation.entries(state), last))
                asked, written = spec.notation.prompt(state).text, spec.notation.format(state, move)
                state.apply(move)
                last = (asked, written)
    return out


NIL = positions("nil", (2, 3, 4), (5,), 4)
UFERN = positions("ufern-des-nils", (2, 3, 4, 5), (6,), 25)


def scale(root) -> float:
    """CSS px per viewBox unit on a 360 px page."""
    assert root.get("width") == "100%"
    x, y, w, h = map(float, root.get("viewBox").split())
    return 360 / w


def extent(t) -> tuple[float, float, float, float]:
    """A text's box, roughly (glyphs 0.6 of the size wide, the cap height 0.7 of it)."""
    size, x, y = float(t.get("font-size")), float(t.get("x")), float(t.get("y"))
    w = 0.6 * size * len(t.text)
    x0 = {"start": x, "middle": x - w / 2, "end": x - w}[t.get("text-anchor")]
    return x0, y - 0.7 * size, x0 + w, y


def check_svg(svg: str, spec, state, entries, last) -> dict[str, list[str]]:
    """Every rule of the module docstring on one drawing; returns the targets' entries by place."""
    assert len(gzip.compress(svg.encode())) <= 100 * 1024
    own = svg.replace('xmlns="http://www.w3.org/2000/svg"', "", 1)
    for banned in ("<script", "<image", "<foreignObject", "xlink:href", "url(", "http:", "https:", "style="):
        assert banned not in own, banned
    root = ET.fromstring(svg)
    assert not [k for el in root.iter() for k in el.attrib if k.lower().startswith("on")]  # no script handlers
    k = scale(root)
    for t in root.iter(NS + "text"):
        assert float(t.get("font-size")) * k >= 12, t.text
    found, cells = {}, set()
    for a in root.iter(NS + "a"):
        if "crop" in a.get("class", "").split():  # (s39) a crop to sow, then its field: its sowings in data-sow
            box = a.find(NS + "rect")
            assert float(box.get("width")) * k >= 44 and float(box.get("height")) * k >= 44, a.get("data-crop")
            assert a.get("aria-label").startswith(a.find(NS + "title").text) and "?at=" in a.get("href")
            cells.update(json.loads(a.get("data-sow")).values())
            continue
        if "cell" in a.get("class", "").split():  # Ufern's one-tap rows: a cell enters its entry at one tap
            box = a.find(NS + "rect")
            assert float(box.get("width")) * k >= 44 and float(box.get("height")) * k >= 44, a.get("data-one")
            assert a.get("aria-label").startswith(a.get("data-one")) and "?at=" in a.get("href")
            cells.add(a.get("data-one"))
            continue
        at = a.get("data-at")
        box = a.find(NS + "rect")
        assert float(box.get("width")) * k >= 44 and float(box.get("height")) * k >= 44, at
        assert a.get("href").endswith(f"at={at}")
        assert a.get("aria-label").startswith(at) and a.find(NS + "title").text.startswith(at)
        assert any(t.text == at for t in a.iter(NS + "text")), f"{at} is not labelled"
        found[at] = json.loads(a.get("data-entries"))
    # a picture drawn in its own box (Ufern's one-tap rows: a group's picture, a crop's cell) has its own coordinates
    nested = {id(t) for box in root.iter(NS + "svg") if box is not root for t in box.iter(NS + "text")}
    labels = [(extent(t), t.text) for a in root.iter(NS + "a") for t in a.iter(NS + "text") if id(t) not in nested]
    inside = {id(t) for a in root.iter(NS + "a") for t in a.iter(NS + "text")} | nested
    for t in root.iter(NS + "text"):  # no other words written over a target's name
        if id(t) not in inside:
            x0, y0, x1, y1 = extent(t)
            assert not [w for (a0, b0, a1, b1), w in labels
                        if a0 < x1 and x0 < a1 and b0 < y1 and y0 < b1 and w != t.text], t.text
    expected: dict[str, list[str]] = {}
    for e in entries:
        if e.text.startswith(("start ", "first ", "blocked", "bid ", "boat ")):
            continue
        for at in PLACE[spec.slug].findall(e.text):
            expected.setdefault(at, []).append(e.text)
    if spec.slug == "ufern-des-nils" and state.step == "reveal" and entries:  # the event step: at the card turned over
        from scorer.games.ufern.view import turned

        expected = {turned(state): [e.text for e in entries]}
    assert found == expected
    if spec.slug == "ufern-des-nils" and found:  # every entry at a place, entered by a cell at one tap
        from scorer.web.board import targets
        from scorer.web.board_ufern import offers

        located = {o for t in targets(spec, state, entries) for w, m in zip(t.entries, t.moves)
                   for o in offers(state, w, m)}
        assert cells == located
    desc = root.find(NS + "desc").text
    assert root.get("aria-describedby") == root.find(NS + "desc").get("id")
    for at in found:
        assert at in desc
    if last:
        assert f"Last step: {last[0]}: {last[1]}." in desc
    return found


@pytest.mark.parametrize("zoom", B.ZOOMS)
def test_nil_board_targets_labels_and_words(zoom):
    spec = game("nil")
    with_targets = 0
    for state, entries, last in NIL:
        svg = B.board_svg(spec, state, entries, last, zoom=zoom)
        found = check_svg(svg, spec, state, entries, last)
        with_targets += bool(found)
        desc = ET.fromstring(svg).find(NS + "desc").text
        assert state.river.where() in desc
    assert with_targets > len(NIL) // 3


def test_nil_play_zoom_is_round_the_open_end_at_a_thumbs_size():
    spec = game("nil")
    for state, entries, last in NIL[::3]:
        svg = B.board_svg(spec, state, entries, last, zoom="play")
        root = ET.fromstring(svg)
        shown = re.search(r"squares ([A-V])(\d+) to ([A-V])(\d+)", root.find(NS + "desc").text)
        c0, r0, c1, r1 = ord(shown[1]) - 65, int(shown[2]) - 1, ord(shown[3]) - 65, int(shown[4]) - 1
        ex, ey = state.river.open_end
        assert 2 * c0 <= ex <= 2 * c1 + 2 and 2 * r0 <= ey <= 2 * r1 + 2
        assert (c1 - c0 + 1) * B.TAP <= 360  # the window's squares are each a tap target's size
        for a in root.iter(NS + "a"):
            assert float(a.find(NS + "rect").get("width")) >= B.TAP


@pytest.mark.parametrize("zoom", B.ZOOMS)
def test_ufern_board_targets_labels_and_words(zoom):
    spec = game("ufern-des-nils")
    kinds = set()
    for state, entries, last in UFERN:
        svg = B.board_svg(spec, state, entries, last, zoom=zoom)
        found = check_svg(svg, spec, state, entries, last)
        kinds |= {"field" if "." in at else "market" for at in found}
        text = ET.fromstring(svg).find(NS + "desc").text
        for row in state.board.rows:
            if state.banks.water[row]:
                cards = ", ".join(f"{c.inner}-{c.outer}" for c in state.banks.water[row])
                assert f"{row}: {cards}, " in text
    assert kinds == {"field", "market"}


def test_ufern_palms_are_palm_trees_not_a_card_suit():
    """A field's palms are its number beside a palm tree (as the printed board draws them), never "♣"."""
    spec = game("ufern-des-nils")
    state, entries, last = UFERN[0]
    svg = B.board_svg(spec, state, entries, last)
    assert "♣" not in svg and "club" not in svg
    assert svg.count('aria-hidden="true"><path') >= len(state.board.palms), "a palm tree drawn for every field"


def test_a_seat_waiting_for_another_player_sees_no_target():
    spec = game("nil")
    state, entries, last = next(p for p in NIL if p[0].phase == "turn" and p[1])
    mover = spec.notation.prompt(state).seat
    other = (mover + 1) % state.n
    idle = B.board_svg(spec, state, entries, last, seat=other)
    assert "<a" not in idle and "Waiting for another player" in idle
    assert "<a" in B.board_svg(spec, state, entries, last, seat=mover)


def wave_paths(svg: str) -> list[tuple[float, str]]:
    """The white wave glyphs of the water cards: (y, "single" | "double" | "blank"), top to bottom."""
    out = []
    root = ET.fromstring(svg)
    # not a group's picture of Ufern's one-tap rows (a card drawn in its own box, not on the board)
    pictured = {id(p) for box in root.iter(NS + "svg") if box is not root for p in box.iter(NS + "path")}
    for p in root.iter(NS + "path"):
        d = p.get("d")
        if p.get("stroke") != "#ffffff" or not d or id(p) in pictured:
            continue
        y = float(d.split()[1].rstrip("Hq").split("H")[0].split("q")[0])
        out.append((y, "blank" if "H" in d else ("double" if d.count("M") == 2 else "single")))
    return sorted(out)


@pytest.mark.parametrize("row, inner_on_top", [("W4", True), ("E4", False)])
def test_a_water_card_shows_its_wave_ends_its_river_end_towards_the_nile(row, inner_on_top):
    state = Ufern(["Anna", "Ben", "Cleo", "Dana"])
    state.banks.lay(f"{row}.1", ("single", "double"), Card(("double", "single")))
    state.banks.lay(f"{row}.2", ("double", "blank"), Card(("blank", "double")))
    svg = B.board_svg(game("ufern-des-nils"), state, [], None, zoom="whole")
    ends = [kind for _, kind in wave_paths(svg)]
    # W: the river above, so from the top: card 1's inner, its outer, card 2's inner, its outer; E mirrored
    order = ["single", "double", "double", "blank"]
    assert ends == (order if inner_on_top else order[::-1])


def test_every_water_end_on_the_board_is_drawn():
    spec = game("ufern-des-nils")
    for state, entries, last in UFERN[::2]:
        svg = B.board_svg(spec, state, entries, last, zoom="whole")
        drawn = sorted(kind for _, kind in wave_paths(svg))
        laid = sorted(end for cards in state.banks.water.values() for c in cards for end in (c.inner, c.outer))
        assert drawn == laid


def test_choices_are_pictures_a_thumb_can_press():
    for slug, states in (("nil", NIL), ("ufern-des-nils", UFERN)):
        spec = game(slug)
        pictured = 0
        for state, entries, _ in states:
            for target in B.targets(spec, state, entries):
                choices = B.target_choices_svg(spec, state, entries, target.at)
                # each entry once, in order, or (Ufern: an ebb, a flood card on a desert card) once per event
                # its back may show, each entry with its event
                left = [c.entry for c in choices]
                for e in target.entries:
                    if left and left[0] == e:
                        left.pop(0)
                        continue
                    said = [t for t in left if t.startswith(e + " ")]
                    assert slug == "ufern-des-nils" and said and left[:len(said)] == said, (e, left)
                    del left[:len(said)]
                assert not left
                # a target of one choice is entered at one tap: its link carries that entry
                assert target.one == (choices[0].entry if len(choices) == 1 else ""), (target.at, target.one)
                for c in choices:
                    root = ET.fromstring(c.svg)
                    assert float(root.get("width")) >= B.TAP and float(root.get("height")) >= B.TAP
                    assert c.label.startswith(c.entry) and root.find(NS + "title").text == c.label
                    assert all(float(t.get("font-size")) >= 12 for t in root.iter(NS + "text"))
                    pictured += 1
        assert pictured > 20, slug
    assert B.target_choices_svg(game("nil"), NIL[0][0], NIL[0][1], "V21") == []


def test_a_nil_choice_draws_the_tile_from_the_open_end_to_its_exit():
    spec = game("nil")
    s = spec.new_game(["Anna", "Ben"], [])
    for text in ("start Anna", "Anna straight, straight, bend, bend, bend | Ben bend, bend, bend, bend, bend"):
        s.apply(spec.notation.parse(s, text))
    (choice,) = B.target_choices_svg(spec, s, ["A11 E"], "A11")
    assert "straight from W to E" in choice.label and "worth 5" in choice.label
    water = [p for p in ET.fromstring(choice.svg).iter(NS + "path") if p.get("stroke") == "#3f8fc9"]
    assert water and water[0].get("d").startswith("M4 28 C")  # from the west side's midpoint of the tile


def test_an_unknown_game_or_zoom_is_refused():
    with pytest.raises(ValueError, match="no tappable board"):
        B.board_svg(game("nile"), None, [], None)
    with pytest.raises(ValueError, match="zoom"):
        B.board_svg(game("nil"), NIL[0][0], [], None, zoom="half")


def test_a_zones_value_on_a_target_square_leaves_the_squares_name_readable():
    """I11 is a zone of one square (green, 100): as the next tile's square its name and its value both show."""
    from scorer.games.nil.moves import Deal, StartPlayer

    spec = game("nil")
    s = spec.new_game(["Anna", "Ben"], [])
    s.apply(StartPlayer(0))
    s.apply(Deal((("straight",) * 5, ("bend",) * 5)))
    for col in range(8):  # A11 to H11, straight east (laid on the board, not played)
        s.river.place((col, 10), "E", "straight")
    entries = spec.notation.entries(s)
    svg = B.board_svg(spec, s, entries, None)
    found = check_svg(svg, spec, s, entries, None)
    assert "I11" in found and ">+100</text>" in svg


def test_nil_zones_read_without_colour():
    """Every red zone square is hatched (3 lines) and every green one dotted (4 dots), as printed."""
    from scorer.web.board_nil import ZONE_MARK

    state = NIL[0][0]
    root = ET.fromstring(B.board_svg(game("nil"), state, [], None, zoom="whole"))
    strokes = {p.get("stroke"): p.get("d").count("M") for p in root.iter(NS + "path")}
    colours = [z.colour for z in state.board.zone_at.values()]
    assert strokes[ZONE_MARK["red"]] == 3 * colours.count("red")
    assert strokes[ZONE_MARK["green"]] == 4 * colours.count("green")
