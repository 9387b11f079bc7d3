"""NIL's tappable board (:func:`scorer.web.board.board_svg`): the river's open end and the 7 x 7 squares round
it at 46 px a square (``play``), or the whole board at 14 px a square with the targets as a row of buttons
under it (``whole``); the tiles drawn with the print's river geometry (:func:`gamedata.tiles.line_path`), the
zones with their values, the goal column with its values, the open end ringed, this turn's tiles ringed.

>>> from scorer.games import game
>>> s = game("nil").new_game(["Anna", "Ben"], [])
>>> window(s)
(range(0, 7), range(7, 14))
"""

from __future__ import annotations

from typing import Any

from gamedata import tiles
from gamedata.tiles import Square, line_path
from scorer.engine.said import Said, say, words
from scorer.games.nil import notation
from scorer.games.nil.moves import Cross, Place
from scorer.games.nil.typed_words import COMPASS
from scorer.web.board import (CHOICE, FAINT, INK, LAST, PAGE, SMALLEST_TEXT, TAP, TARGET_FILL, Choice, Drawing, Target,
                              choice_svg, listing, num, paragraph, rect, tap_target, text)

SAND, FIELD, GRID = "#f3e6c4", "#f5ead0", "#b9a47c"
WATER, BANK = "#3f8fc9", "#6b5430"
ZONE_FILL = {"red": "#f1c2b9", "green": "#cfe8bf"}
ZONE_MARK = {"red": "#b0584a", "green": "#4f8f3f"}
GOAL = "#a9cfee"
#: the window of the ``play`` zoom, in squares
SPAN = 7
#: (square side, left margin, top margin) in px, per zoom
SIZES = {"play": (46.0, 28.0, 22.0), "whole": (13.5, 28.0, 18.0)}
#: a target button under the whole board: its side and the step between two
CHIP, CHIP_STEP = 48.0, 56.0


def places(state: Any, move: Any) -> list[str]:
    """The square a placement or a crossing goes on (``["B14"]``); nothing for other moves."""
    return [state.board.name(move.square)] if isinstance(move, (Place, Cross)) else []


def one_tap(state: Any, targets: list[Target]) -> set[str]:
    """The entries the board enters itself at one tap, on cells of their own: none (NIL's steps are entered at
    its targets and in the list; :func:`scorer.web.board.one_tap`)."""
    return set()


def bids(state: Any, seat: int, entries: Any, lang: str = "en") -> None:
    """A seat's bid picker: none (NIL has no auction; :func:`scorer.web.board.bid_picker`)."""
    return None


def what(at: str) -> Said:
    """Every target of NIL is a square (in words, said in the reader's language where it is shown)."""
    return say("nile-web.board.what.square")


def places_named(state: Any, words: str) -> list[str]:
    """The squares an entry's words name (``"B14 SW U"`` -> ``["B14"]``), to ring the last step's."""
    found = []
    for word in words.replace(",", " ").split():
        try:
            found.append(state.board.name(state.board.parse_square(word)))
        except ValueError:
            continue
    return found


def window(state: Any) -> tuple[range, range]:
    """The columns and rows of the ``play`` zoom: :data:`SPAN` squares each way round the open end,
    kept on the board."""
    board = state.board
    px, py = state.river.open_end
    cx, cy = min(px // 2, board.columns - 1), min(py // 2, board.rows - 1)
    c0 = max(0, min(cx - SPAN // 2, board.columns - SPAN))
    r0 = max(0, min(cy - SPAN // 2, board.rows - SPAN))
    return range(c0, c0 + SPAN), range(r0, r0 + SPAN)


class _Frame:
    """Where squares and lattice points are in the drawing."""

    def __init__(self, cols: range, rows: range, size: tuple[float, float, float]):
        self.cols, self.rows = cols, rows
        self.s, self.left, self.top = size

    def box(self, sq: tuple[int, int]) -> tuple[float, float, float, float]:
        return self.left + (sq[0] - self.cols.start) * self.s, self.top + (sq[1] - self.rows.start) * self.s, self.s, self.s

    def point(self, p: tuple[int, int]) -> tuple[float, float]:
        return self.left + (p[0] / 2 - self.cols.start) * self.s, self.top + (p[1] / 2 - self.rows.start) * self.s

    def shows(self, sq: tuple[int, int]) -> bool:
        return sq[0] in self.cols and sq[1] in self.rows

    @property
    def width(self) -> float:
        return len(self.cols) * self.s

    @property
    def height(self) -> float:
        return len(self.rows) * self.s


def river_path(lines: list[tuple[str, str]], x: float, y: float, s: float, universal: bool = False) -> str:
    """A tile's lines (pairs of boundary points as laid) in the ``s`` px square at (x, y): the bank, then
    the water, as the print draws them."""
    d = []
    for a, b in lines:
        p = line_path(a, b, s)
        d.append("M" + " ".join(f"{num(x + px)} {num(y + s - py)}" for px, py in p[:1]) + " C"
                 + " ".join(f"{num(x + px)} {num(y + s - py)}" for px, py in p[1:]))
    path = " ".join(d)
    width = s * (0.13 if universal else 0.26)
    return (f'<path d="{path}" fill="none" stroke="{BANK}" stroke-width="{num(width + s * 0.09)}"/>'
            f'<path d="{path}" fill="none" stroke="{WATER}" stroke-width="{num(width)}"/>')


def _tile(state: Any, sq: tuple[int, int], f: _Frame, ring: bool) -> str:
    river, board = state.river, state.board
    x, y, s, _ = f.box(sq)
    lines = [(tiles.local_name(sq, a) or "N", tiles.local_name(sq, b) or "S") for a, b in river.lines.get(sq, [])]
    universal = river.tiles[sq] == board.universal
    out = rect(x, y, s, s, fill=SAND, stroke=GRID, stroke_width="0.5") + river_path(lines, x, y, s, universal)
    if ring:
        w = 3.0 if s >= 40 else 2.0
        out += rect(x + w / 2, y + w / 2, s - w, s - w, fill="none", stroke=LAST, stroke_width=num(w))
    return out


def _ground(state: Any, f: _Frame) -> list[str]:
    """The squares' ground: field, zones, the goal column, and the grid over them."""
    board = state.board
    parts = [rect(f.left, f.top, f.width, f.height, fill=FIELD)]
    marks: dict[str, list[str]] = {"red": [], "green": []}  # not colour alone: red zones hatched, green zones dotted, as printed
    for sq, zone in board.zone_at.items():
        if f.shows(sq):
            x, y, s, _ = f.box(sq)
            parts.append(rect(x, y, s, s, fill=ZONE_FILL[zone.colour]))
            if zone.colour == "red":
                marks["red"] += [f"M{num(x + max(0, d - s))} {num(y + min(s, d))}L{num(x + min(s, d))} "
                                 f"{num(y + max(0, d - s))}" for d in (s / 2, s, 1.5 * s)]
            else:
                marks["green"] += [f"M{num(x + s * i / 4)} {num(y + s * j / 4)}h1" for i in (1, 3) for j in (1, 3)]
    parts.append(f'<path d="{"".join(marks["red"])}" stroke="{ZONE_MARK["red"]}" stroke-width="1"/>')
    parts.append(f'<path d="{"".join(marks["green"])}" stroke="{ZONE_MARK["green"]}" stroke-width="2.5" '
                 f'stroke-linecap="round"/>')
    if board.goal_column in f.cols:
        x, _, s, _ = f.box((board.goal_column, f.rows.start))
        parts.append(rect(x, f.top, s, f.height, fill=GOAL))
    grid = [f"M{num(f.left + k * f.s)} {num(f.top)}V{num(f.top + f.height)}" for k in range(len(f.cols) + 1)]
    grid += [f"M{num(f.left)} {num(f.top + k * f.s)}H{num(f.left + f.width)}" for k in range(len(f.rows) + 1)]
    parts.append(f'<path d="{"".join(grid)}" stroke="{GRID}" stroke-width="0.6" fill="none"/>')
    return parts


def _universals(state: Any, f: _Frame) -> list[str]:
    """A white disc with its "U" on each universal tile shown, at every size (nilrev2 defect 4: on the whole board,
    a bare disc read as one more open end beside the legend's "white disc in a ring"); the letter says it, not the
    disc. Drawn above the zones' values (nilrev3 defect 1: a value label on the square hid the U)."""
    parts = []
    for sq, kind in state.river.tiles.items():
        if kind == state.board.universal and f.shows(sq):
            x, y, s, _ = f.box(sq)
            big = s >= 40
            r = s * 0.22 if big else s * 0.46
            parts.append(f'<circle cx="{num(x + s / 2)}" cy="{num(y + s / 2)}" r="{num(r)}" fill="#ffffff" stroke="{INK}"/>')
            parts.append(text(x + s / 2, y + s / 2 + (4.5 if big else 4.3), "U", 13 if big else SMALLEST_TEXT, bold=True))
    return parts


def _values(state: Any, f: _Frame, play: bool, tapped: set[Square]) -> list[str]:
    """Each zone's value on its first square shown (its named square first, an empty square that is no
    target before one that is, before a tile), and the goal column's values (in its squares, or right of a
    whole board)."""
    board, parts = state.board, []
    size = 13.0 if play else 12.0
    for zone in board.catalogue.board.zones:
        names = sorted(zone.squares, key=lambda n: n != zone.id)
        shown = [board.parse_square(n) for n in names if f.shows(board.parse_square(n))]
        if not shown:
            continue
        sq = min(shown, key=lambda q: (q in state.river.tiles, q in tapped))
        x, y, s, _ = f.box(sq)
        sign = "−" if zone.colour == "red" else "+"
        # on a target's square the value goes under its name, which stays in the middle
        # (and on a universal's, under its "U": nilrev3 defect 1)
        base = y + s - 4 if play and sq in tapped else y + s / 2 + size * 0.35
        if state.river.tiles.get(sq) == board.universal:  # below its disc, straddling the square's lower edge
            base = y + s + (size * 0.35 if s < 40 else -4)
        parts.append(text(x + s / 2, base, f"{sign}{zone.value}", size, bold=True, halo=True))
    if board.goal_column in f.cols:
        for row in f.rows:
            x, y, s, _ = f.box((board.goal_column, row))
            value = str(board.goal_value(row))
            if play:
                parts.append(text(x + s / 2, y + s - 6, value, 13, bold=True, halo=True))
            else:
                parts.append(text(x + s + 2, y + s / 2 + 4.5, value, 12, anchor="start"))
    return parts


def _labels(state: Any, f: _Frame, play: bool) -> list[str]:
    size = 13.0 if play else 12.0
    parts = []
    for c in f.cols:
        x, _, s, _ = f.box((c, f.rows.start))
        parts.append(text(x + s / 2, f.top - 5, tiles.column_letter(c), size, bold=play, fill=FAINT))
    start_row = state.board.start[1] // 2
    for r in f.rows:
        _, y, s, _ = f.box((f.cols.start, r))
        gap = 11 if play and r == start_row and f.cols.start == 0 else 9 if not play else 3  # clear of the start mark's arrow
        parts.append(text(f.left - gap, y + s / 2 + size * 0.35, str(r + 1), size, anchor="end", fill=FAINT))
    return parts


def _marks(state: Any, f: _Frame) -> list[str]:
    """The start mark (an arrow into the board) and the open end (a white disc in a thick ring)."""
    river, parts = state.river, []
    sx, sy = f.point(river.points[0])
    if f.left - 1 <= sx <= f.left + f.width and f.top <= sy <= f.top + f.height:
        a = 5.0
        parts.append(f'<path d="M{num(sx - a * 1.4)} {num(sy - a)}L{num(sx)} {num(sy)}L{num(sx - a * 1.4)} {num(sy + a)}Z" '
                     f'fill="{INK}"/>')
    ex, ey = f.point(river.open_end)
    r = max(5.0, f.s * 0.16)
    parts.append(f'<circle cx="{num(ex)}" cy="{num(ey)}" r="{num(r)}" fill="#ffffff" stroke="{LAST}" '
                 f'stroke-width="{num(max(2.0, r * 0.45))}"/>')
    return parts


def _lines(state: Any, move: Place | Cross) -> tuple[list[tuple[str, str]], bool]:
    """The lines a placement or a crossing lays on its square (a crossing's old river too), as pairs of its
    boundary points, and whether the tile is a universal."""
    sq, entry = move.square, state.river_entry(move.square)
    if isinstance(move, Cross):
        old = [(tiles.local_name(sq, a) or "N", tiles.local_name(sq, b) or "S") for a, b in state.river.lines[sq]]
        return old + [(entry, tiles.opposite(entry))], True
    return [(entry, move.exit)], move.universal


def _preview(state: Any, target: Target, f: _Frame) -> str:
    """On a square where one tile only may go (a tap there places it at once: the target's ``one``), that
    tile drawn faintly in place, so the one tap is never blind (fe-table6 problem 6); nothing elsewhere."""
    if not target.one or len(target.moves) != 1:
        return ""
    x, y, s, _ = f.box(target.moves[0].square)
    lines, universal = _lines(state, target.moves[0])
    return f'<g opacity="0.6" class="preview">{river_path(lines, x, y, s, universal)}</g>'


def _targets(state: Any, targets: list[Target], f: _Frame, play: bool, href: str, lang: str) -> list[str]:
    """The tap targets on the board: zoomed in to ``play``, each square a link showing a preview of its tile
    (:func:`_preview`; a crossing's square shows its tile through a lighter fill); on the whole board, each a
    dashed square (too small to tap: the chips under the board, :func:`_chips`, take the taps)."""
    board, river = state.board, state.river
    parts: list[str] = []
    for t in targets:
        if play:
            sq = board.parse_square(t.at)
            parts.append(tap_target(t, f.box(sq), href, t.at, shape=_preview(state, t, f),
                                    opacity=0.45 if sq in river.tiles else 0.8, lang=lang))
            continue
        x, y, s, _ = f.box(board.parse_square(t.at))
        parts.append(rect(x - 1, y - 1, s + 2, s + 2, fill=TARGET_FILL, stroke=INK, stroke_width="2",
                          stroke_dasharray="3 2"))
    return parts


def _chips(parts: list[str], y: float, targets: list[Target], href: str, lang: str) -> float:
    """The grid of tap chips under the whole board, from ``y`` down: a heading, then a chip (:data:`CHIP` px,
    named for its square) per target, as many a row as the page holds; return the y under them."""
    y = paragraph(parts, y, words("nile-web.board.nil.chips", {}, lang), bold=True)
    per_row = int((PAGE - 12) // CHIP_STEP)
    for k, t in enumerate(targets):
        x0, y0 = 6 + (k % per_row) * CHIP_STEP, y + (k // per_row) * CHIP_STEP
        parts.append(tap_target(t, (x0, y0, CHIP, CHIP), href, t.at, lang=lang))
    return y + ((len(targets) - 1) // per_row + 1) * CHIP_STEP


def _words(state: Any, parts: list[str], y: float, targets: list[Target], f: _Frame, play: bool, lang: str
           ) -> tuple[float, str]:
    """The words under the board, from ``y`` down: where the river's open end is (or starts), then the legend
    (the squares to tap named only where this page may tap one: its player's step, the game not over); return
    the y under them and the board's text alternative (the part of the board shown, the position, the open
    end, the squares to tap), in ``lang``."""
    river = state.river
    told = river.where()
    if river.segments or told.id != "nil.open-end.next-to":
        where = words("nile-web.board.nil.open-end", {"where": told}, lang)
    else:  # a sentence of its own: « part du point de départ », „bei der Startmarkierung“ (frderev E1)
        where = words("nile-web.board.nil.starts", {"squares": told.values["squares"]}, lang)
    y = paragraph(parts, y, where)
    legend = " ".join(([words("nile-web.board.nil.legend-targets", {}, lang)] if targets else [])
                      + ([words("nile-web.board.nil.legend-one", {}, lang)] if any(t.one for t in targets) else [])
                      + [words("nile-web.board.nil.legend", {}, lang)])
    y = paragraph(parts, y, legend, size=12, width=58)
    listed = listing([words("nile-web.board.nil.at", {"at": t.at, "count": len(t.entries)}, lang) for t in targets],
                     len(targets), lang)
    cols, rows = f.cols, f.rows
    span = words("nile-web.board.nil.span", {"first": f"{tiles.column_letter(cols.start)}{rows.start + 1}",
                                             "last": f"{tiles.column_letter(cols[-1])}{rows[-1] + 1}"}, lang) \
        if play else words("nile-web.board.nil.whole", {}, lang)
    values = {"span": span, "position": state.position(), "where": where}
    desc = words("nile-web.board.nil.desc", {**values, "listed": listed}, lang) if targets else \
        words("nile-web.board.nil.desc-none", values, lang)
    return y, desc


def draw(state: Any, targets: list[Target], last: list[str], zoom: str, href: str, lang: str = "en") -> Drawing:
    """The drawing of NIL's board at ``zoom`` with ``targets`` as links (see the module docstring): the ground,
    the tiles, the tap targets (:func:`_targets`), the values, marks and labels; under the whole board the tap
    chips (:func:`_chips`); then the words (:func:`_words`), in ``lang``."""
    board, river = state.board, state.river
    play = zoom == "play"
    cols, rows = window(state) if play else (range(board.columns), range(board.rows))
    f = _Frame(cols, rows, SIZES[zoom])
    parts = _ground(state, f)
    recent = set(state.placed_squares() if state.placed else state.last_turn) | \
        {board.parse_square(n) for n in last}
    for sq in river.tiles:
        if f.shows(sq):
            parts.append(_tile(state, sq, f, sq in recent))
    y = f.top + f.height + 4
    parts += _targets(state, targets, f, play, href, lang)
    tapped = {board.parse_square(t.at) for t in targets}
    parts += ['<g pointer-events="none">', *_values(state, f, play, tapped), *_universals(state, f), *_marks(state, f),
              *_labels(state, f, play), "</g>"]
    if targets and not play:
        y = _chips(parts, y, targets, href, lang)
    y, desc = _words(state, parts, y, targets, f, play, lang)
    return Drawing(y + 4, parts, words("nile-web.board.nil.title", {"position": state.position()}, lang), desc)


def choice(state: Any, entry_text: str, move: Any, at: str, lang: str = "en") -> Choice:
    """A placement or a crossing as a small tile: its line from the open end (a white disc) to its exit,
    the river already on a crossed square, "U" on a universal, the kind's value in a corner; labelled in
    ``lang`` (the entry, the compass points and the tile kind as its reader writes them)."""
    board = state.board
    sq = move.square
    entry = state.river_entry(sq)
    s, o = 48.0, 4.0
    lines, universal = _lines(state, move)
    said = entry_text if lang == "en" else str(notation.said(state, entry_text, lang))
    if isinstance(move, Cross):
        exit_ = tiles.opposite(entry)
        kind = board.kinds[board.universal]
        label = words("nile-web.board.nil.cross", {"entry": said, "at": at, "start": _point(entry, lang),
                                                  "end": _point(exit_, lang)}, lang)
    else:
        exit_ = move.exit
        kind = board.kind_for(entry, move.exit)
        label = words("nile-web.board.nil.tile-universal" if universal else "nile-web.board.nil.tile",
                      {"entry": said, "kind": board.term(kind.id), "start": _point(entry, lang),
                       "end": _point(exit_, lang), "worth": 0 if universal else kind.value}, lang)
    body = rect(o, o, s, s, fill=SAND, stroke=INK, stroke_width="1") + river_path(lines, o, o, s, universal)
    lx, ly = tiles.LOCAL[entry]
    body += (f'<circle cx="{num(o + lx * s / 2)}" cy="{num(o + ly * s / 2)}" r="5" fill="#ffffff" stroke="{LAST}" '
             f'stroke-width="2.5"/>')
    if universal:
        body += f'<circle cx="{num(o + s / 2)}" cy="{num(o + s / 2)}" r="10" fill="#ffffff" stroke="{INK}"/>'
        body += text(o + s / 2, o + s / 2 + 4.5, "U", 13, bold=True)
    else:
        body += text(CHOICE - 6, CHOICE - 7, str(kind.value), 12, anchor="end", bold=True, halo=True)
    assert CHOICE >= TAP
    return Choice(entry_text, label, choice_svg(body, label))


def _point(point: str, lang: str) -> str:
    """A compass point (``"SW"``) as a reader of ``lang`` writes it (French ``SO``, German ``SW``).

    >>> _point("SW", "fr"), _point("E", "de"), _point("NE", "en")
    ('SO', 'O', 'NE')
    """
    return point if lang == "en" else COMPASS[lang].get(point, point)


def offers(state: Any, words: str, move: Any) -> list[str]:
    """The entries a tap on ``words``' target may enter for it: the entry itself."""
    return [words]


def choices(state: Any, entry_text: str, move: Any, at: str, lang: str = "en") -> list[Choice]:
    """The entry ``entry_text`` at ``at`` as the pictures to tap: one, its :func:`choice` (a tile says it all),
    labelled in ``lang``."""
    return [choice(state, entry_text, move, at, lang)]


def kind_svg(state: Any, kind_id: str, lang: str = "en") -> str:
    """One tile kind as a small tile (:data:`CHOICE` px, a button's content): its line in one orientation,
    "U" on the universal (its lines join all four sides), the value in a corner; titled with the kind's name
    in ``lang``."""
    board = state.board
    kind = board.kinds[kind_id]
    s, o = 48.0, 4.0
    universal = kind_id == board.universal
    lines = [("W", "E"), ("N", "S")] if universal else [(kind.joins[0], kind.joins[1])]
    body = rect(o, o, s, s, fill=SAND, stroke=INK, stroke_width="1") + river_path(lines, o, o, s, universal)
    if universal:
        body += f'<circle cx="{num(o + s / 2)}" cy="{num(o + s / 2)}" r="10" fill="#ffffff" stroke="{INK}"/>'
        body += text(o + s / 2, o + s / 2 + 4.5, "U", 13, bold=True)
    else:
        body += text(CHOICE - 6, CHOICE - 7, str(kind.value), 12, anchor="end", bold=True, halo=True)
    return choice_svg(body, words("nile-web.board.nil.kind", {"kind": board.term(kind_id), "worth": kind.value}, lang))


def pictures(state: Any, texts: Any, lang: str = "en") -> dict[str, str]:
    """The texts that name one tile kind, a rack's tile (``straight``) or a tile a player tells on the own
    page (``Ben holds straight``), each with the kind as a small tile (:func:`kind_svg`), titled in ``lang``."""
    board, out = state.board, {}
    for t in texts:
        kind = t.rsplit(" ", 1)[-1] if " holds " in t and t.count(" ") >= 2 else t
        if kind in board.kinds and (kind == t or t.endswith(f" holds {kind}")):
            out[t] = kind_svg(state, kind, lang)
    return out


def builds(state: Any) -> str | None:
    """None: NIL's steps are one tile each, every player in turn; no turn is built on the page
    (:mod:`scorer.web.build`)."""
    return None
