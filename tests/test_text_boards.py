"""The terminal boards read back: NIL's grid shows the river's path square by square, its open end, the
start mark, the zones' and the blue squares' values where the board has them; Ufern's banks show every
water card's wave ends and what each row's next card must meet. Each test reads the text the way a player
does and compares it with the engine's own state, over simulated games."""

from __future__ import annotations

import pytest

from scorer.games import game
from scorer.games.nil.textboard import kind_letters
from scorer.games.nil.view import board_text as nil_text
from scorer.games.ufern.view import board_text as ufern_text

#: the mark a player reads where the river passes from one square into the next, by the step between them
#: (written out here, not taken from the module under test)
MARK = {(1, 0): "=", (-1, 0): "=", (0, 1): "|", (0, -1): "|", (1, -1): "/", (-1, 1): "/", (1, 1): "\\",
        (-1, -1): "\\"}


def states(slug: str, players: int, seed: int, every: int = 1) -> list:
    """Every ``every``-th position of a simulated game, and the last."""
    spec = game(slug)
    names = list(spec.default_names[:players])
    _, moves = spec.simulate(names, seed, [])
    s, out = spec.new_game(names, []), []
    for k, move in enumerate(moves):
        if k % every == 0:
            out.append(s.clone())
        s.apply(move)
    return out + [s]


def read_grid(text: str) -> tuple[dict[tuple[int, int], str], dict[int, str]]:
    """The grid of NIL's text board as ``{lattice point: character}`` and each shown row's line's right
    end (the blue square's value), read from the lines as printed."""
    lines = text.splitlines()[1:]
    canvas: dict[tuple[int, int], str] = {}
    right: dict[int, str] = {}
    last = None
    for line in lines:
        if line[:2].strip().isdigit():
            last = y = 2 * (int(line[:2]) - 1) + 1
            cells, right[y // 2] = line[2:47], line[47:].strip()
        elif line.startswith("  ") and (last is not None or "@" in line or ">" in line):
            y = (last + 1) if last is not None else None
            if y is None:  # a line above the first row shown: only a mark of the river can be there
                continue
            cells = line[2:]
        else:
            break
        for x, ch in enumerate(cells):
            canvas[(x, y)] = ch
    return canvas, right


def nil_positions() -> list:
    return states("nil", 2, 3) + states("nil", 3, 8, 2) + states("nil", 4, 21, 3)


@pytest.mark.parametrize("state", nil_positions()[::5], ids=lambda s: s.position()[:30])
def test_nil_grid_draws_the_river_path_its_ends_and_the_values(state):
    text = nil_text(state)
    assert all(len(line) <= 60 for line in text.splitlines()), text
    canvas, right = read_grid(text)
    river, board = state.river, state.board
    letters = kind_letters(state)
    for square, tile in river.tiles.items():
        assert canvas[(2 * square[0] + 1, 2 * square[1] + 1)].upper() == letters[tile], (square, text)
    for (sq_a, _, out), (sq_b, _, _) in zip(river.segments, river.segments[1:]):
        step = (sq_b[0] - sq_a[0], sq_b[1] - sq_a[1])
        assert canvas.get(out) == MARK[step], (board.name(sq_a), board.name(sq_b), text)
    assert canvas[board.start] == ">"
    if river.segments:
        assert canvas[river.open_end] == "@", text
    for row, value in right.items():
        assert value == str(board.goal_value(row))
    shown_rows = set(right)
    for zone in board.catalogue.board.zones:
        squares = [board.parse_square(n) for n in zone.squares]
        if not any(sq[1] in shown_rows for sq in squares):
            continue
        written = ("-" if zone.colour == "red" else "+") + str(zone.value)  # signed, on the grid and below it
        span = range(-(len(written) // 2), len(written) - len(written) // 2)
        on_grid = [sq for sq in squares if sq[1] in shown_rows and "".join(
            canvas.get((2 * sq[0] + 1 + k, 2 * sq[1] + 1), "") for k in span) == written]
        listed = f"{zone.id} {written}" in " ".join(text.split())
        assert len(on_grid) + listed == 1, (zone.id, written, text)


def test_nil_grid_of_a_game_in_progress_reads_like_the_table():
    """A hand-checked position: the first tiles of a simulated game, the way a player reads them."""
    s = next(s for s in states("nil", 2, 3) if len(s.river.segments) >= 3)
    lines = nil_text(s).splitlines()
    assert lines[0].startswith("   A B C D E F")
    assert any(line.startswith("11>") for line in lines)
    assert "The river: = | / \\ where it passes" in " ".join(lines)
    assert "@ its open end" in " ".join(lines)


def ufern_positions() -> list:
    return states("ufern-des-nils", 2, 4, 37) + states("ufern-des-nils", 4, 9, 53) + states("ufern-des-nils", 5, 2, 61)


@pytest.mark.parametrize("state", ufern_positions()[::3], ids=lambda s: s.position()[:30])
def test_ufern_banks_show_each_field_by_name_with_its_palms_wave_ends_and_the_next_wave(state):
    """Every field is printed once under its own name (``W4.2``) with its palms and what lies there: a water
    card as its wave ends, the river-side end first (``s~~d``), ``desert``, ``.`` or its plants; each row's
    heading says what its next card must meet; the east bank's fields run upwards to the Nile, the west
    bank's downwards from it, each row a column."""
    import re

    text = ufern_text(state)
    lines = text.splitlines()
    assert all(len(line) <= 60 for line in lines), text
    nile = next(i for i, line in enumerate(lines) if "the Nile" in line and line.startswith("~"))
    ends = {"single": "s", "double": "d", "blank": "b"}
    for row, fields in state.board.rows.items():
        laid = state.banks.water[row]
        for k, field in enumerate(fields):
            found = [(i, m) for i, line in enumerate(lines) for m in re.finditer(rf"\b{re.escape(field)} (\d)p (\S+)", line)]
            assert len(found) == 1, (field, text)
            i, m = found[0]
            assert int(m.group(1)) == state.board.palms[field]
            # the east bank above the Nile, its .1 right above it; the west bank below, .1 right below
            assert i == (nile - 1 - k if row.startswith("E") else nile + 1 + k), (field, text)
            if k < len(laid):
                assert m.group(2) == f"{ends[laid[k].inner]}~~{ends[laid[k].outer]}", (field, text)
            elif state.banks.has_desert(field):
                assert m.group(2) == "desert"
            elif not state.banks.plants[field]:
                assert m.group(2) == "."
            else:
                assert len(m.group(2).split("+")) == len(state.banks.plants[field])
        if len(laid) == len(fields):
            heading = "full"
        elif laid and laid[-1].outer == "blank":
            heading = "closed"
        else:
            heading = f"next {ends[laid[-1].outer if laid else 'single']}"  # the Nile offers a single wave
        assert f"{row} ({heading})" in text, (row, text)
    for row in state.board.covered:
        assert f"{row} (covered)" in text
    if state.board.covered:
        assert f"Covered at {state.n} players (not in play): {', '.join(state.board.covered)}" in text


def test_ufern_positions_include_water_of_every_kind():
    """The positions above are worth testing: they hold cards with double and blank ends."""
    seen = {(c.inner, c.outer) for s in ufern_positions() for laid in s.banks.water.values() for c in laid}
    assert any("double" in e for e in seen) and any("blank" in e for e in seen)


def test_nil_grid_writes_no_green_value_between_red_markers():
    """A green zone's value is written on one of its squares with no other zone's marker right beside it:
    ``v240v`` would read as a red zone worth 240. Where every shown square of the zone lies beside another
    zone's, the value goes below the grid, signed (``N13 +240``)."""
    import re

    from scorer.games.nil.textboard import grid

    spec = game("nil")
    _, moves = spec.simulate(["Anna", "Ben", "Cleo"], 3, ())
    state = spec.new_game(["Anna", "Ben", "Cleo"], ())
    below = 0
    for move in moves[:40]:
        state.apply(move)
        lines = grid(state)
        assert not [line for line in lines if re.search(r"v\+?\d+v|\^-\d+\^", line)], lines
        below += any("+240" in line for line in lines if line.startswith("Zone values below the grid"))
    assert below  # N13's 240 sits between two red zones' squares: said below the grid


def test_nil_grid_signs_every_zone_value_and_names_the_river_path():
    """Every zone value on NIL's grid is signed (``+240`` green, ``-40`` red: an unsigned ``.240.`` reads as
    neither), and the board names the river's squares from the start to the open end, in order."""
    import re

    from scorer.games.nil.textboard import grid
    from scorer.games.nil.view import board_text

    spec = game("nil")
    _, moves = spec.simulate(["Anna", "Ben", "Cleo"], 3, ())
    state = spec.new_game(["Anna", "Ben", "Cleo"], ())
    greens = 0
    for move in moves[:40]:
        state.apply(move)
        rows = [line for line in grid(state) if re.match(r"[ 0-9]{2}[ .>]", line) and "~" in line]
        for line in rows:
            cells = line[3:-5]  # the grid, without the row number and the blue value
            assert not re.search(r"(?<![+\-0-9])\d", cells), line
            greens += len(re.findall(r"\+\d+", cells))
    assert greens  # green zones were written on the grid, signed
    text = board_text(state)
    squares = [state.board.name(sq) for sq, _, _ in state.river.segments]
    path = " ".join(text.split("The river from the start: ")[1].split("Open end")[0].split())
    assert [part.split()[0] for part in path.split(" > ")] == squares


@pytest.mark.parametrize("lang,crops,waves,mark", [
    ("en", "f flax, w wheat, g grape, o onion, a aubergine", "(s single wave, d double, b blank)", "Anna (R)"),
    ("fr", "l lin, b blé, r raisin, o oignon, a aubergine", "(s vague simple, d vague double, v sans vague)", "Anna (1)"),
    ("de", "h Hirse, g Gerste, t Traube, z Zwiebel, a Aubergine", "(e Einzelwelle, d Doppelwelle, l leer)", "Anna (1)"),
])
def test_ufern_board_marks_are_the_readers_letters(lang, crops, waves, mark):
    """A4 (review s36): the text board marks crops and wave ends by the initials of the reader's words and a
    player's colour, in French and German, by its number as on the printed tokens (the English initials
    R B G Y W collide in the readers' words: bleu/blanc, grün/gelb); the legend and each player's line say
    them. Each mark on the banks is one the legend names."""
    import re

    state = ufern_positions()[-1]
    text = " ".join(ufern_text(state, 60, lang).split())
    assert crops in text and waves in text and mark in text
    letters = {part.split()[0] for part in crops.split(", ")}
    ends = {part.split()[0] for part in waves.strip("()").split(", ")}
    colours = {"en": set("RBGYW"), "fr": set("12345"), "de": set("12345")}[lang]
    for field in re.findall(r"\b[EW]\d\.\d \dp (\S+)", ufern_text(state, 60, lang)):
        if "~~" in field:
            assert set(field.split("~~")) <= ends, field
        elif field != "." and "+" in field or field[:1] in colours:
            for plant in field.split("+"):
                assert plant[0] in colours and plant[1:].lower() in letters, (field, lang)
