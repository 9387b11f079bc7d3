"""A board larger than the paper, split over pages the way poster tilers do it.

:func:`plan_board` cuts the board into rows of pages by horizontal seams and each row into pages by
vertical seams of its own, each row portrait or landscape, each page showing a window of the board at
full size (1 mm on the board is 1 mm on the page). Neighbouring windows overlap by exactly ``overlap``
mm, and the **seam** runs down the middle of each overlap. The seams go round what must stay whole
(:class:`SeamHints`: first a field or a space a piece stands on, then a word, then a picture), even
at the price of a page, and run on the board's own lines where they can.

On the finished board only the part of each page between its seams stays visible (:meth:`BoardPlan.visible`);
everything else on the page is cut away or glued under, and every mark and word lives there. All
three marks of a seam lie on its one line:

- the board's art runs on, unveiled, :data:`SEAM_GAP` mm past the seam on both pages, so a knife or
  a laying that strays by less than that shows nothing but the board: no line ends on the seam;
- the page to the right of (or below) a seam has a dashed **cut line** beyond that margin, in the strip
  it cuts away, with its words: cut just short of it, in the margin of board art;
- the page to the left of (or above) it has a solid **glue line** as far beyond the seam in the strip
  the cut page covers, with "glue here": the cut edge goes just short of it, hiding the pale strip;
- both strips are veiled in white beyond the margin, so the strip to cut or to cover stands out;
- **registration crosses** are centred on the seam's line just outside the board, where the board's
  outer edge is trimmed last and both pages of the seam have room for them: the cut page's half cross
  is laid on the whole cross beneath, and no cross is printed without its partner.

The pages are laid by the crosses and by the board's own lines, which run on across every seam.

Each page names its place (``row 1 of 2, column 2 of 3``) in the band above the board;
:func:`draw_assembly_map` draws the map of all pages for the contents page.

The board is drawn once, as a PDF form in millimetres with its origin at its lower-left corner, and each
page clips its window out of it: every square is exactly its size on every page.

>>> from gamedata.catalogue import Size
>>> plan = plan_board(460, 446, Size(name="A4", width=210, height=297), margin=6)
>>> len(plan.pages), plan.grid, [p.page_w for p in plan.pages]   # a landscape row over a portrait one
(5, 'rows of 2 and 3 pages', [297.0, 297.0, 210.0, 210.0, 210.0])
>>> set(plan.overlaps()), plan.cuts_y, plan.cuts_x
({10.0}, (274.0,), ((230.0,), (155.0, 305.0)))
>>> plan.pages[1].place
'row 1 of 2, column 2 of 2'
>>> start, goal = (0, 200, 20, 220), (440, 200, 460, 220)   # two squares no seam may cut
>>> hints = SeamHints(keep_whole=(start, goal), lines_x=tuple(10 + 20 * i for i in range(23)))
>>> plan = plan_board(460, 446, Size(name="A4", width=210, height=297), margin=6, hints=hints)
>>> [plan.cut_x(c, row=2) for c in (2, 3)], plan.cut_y(2) < 199 or plan.cut_y(2) > 221
([150.0, 310.0], True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from dataclasses import dataclass

from pnp.words import say
from pnp.board_plan import CROSS_ROOM, HEADER, BoardPage, BoardPlan, Rect, SeamHints, plan_board, single_plan

if TYPE_CHECKING:
    from reportlab.graphics.shapes import Shape

    from pnp.art import ExtraPage
    from pnp.canvas import Canvas, Color, Drawer, FormMaker, Pen
    from pnp.paper import PrintOptions

__all__ = ["BOARD", "CROSS_ROOM", "HEADER", "BoardPage", "BoardPlan", "SEAM_GAP", "SeamHints", "assembly_words", "board_pages",
           "cross_spots",
           "draw_assembly_map", "draw_board_page", "plan_board", "single_plan", "word_boxes"]

#: the component name of a board's pages (the contents table's row, the assembly map's page numbers)
BOARD = "Board"
#: the size (pt) of every word printed on a board page: the house's smallest readable size, and a bit
SEAM_TEXT_PT = 7.5
#: the crosses' radius and arm (mm), and their distance from the board's edge
CROSS_RADIUS, CROSS_ARM, CROSS_OUT = 1.6, 2.6, 4.2
#: the seam lines' width (mm)
SEAM_LINE = 0.25
#: how far (mm) the board's art runs on, unveiled, past the seam into each hidden strip before the
#: seam's line and veil begin: a cut or a laying that strays less than this leaves no line on the board
SEAM_GAP = 0.4
#: how opaque the white veil over a hidden strip is (0 to 1)
VEIL = 0.6


@dataclass(frozen=True)
class _Seam:
    """One side of a seam as one page sees it: ``axis`` "x" (a vertical seam at board x ``at``) or "y";
    ``cut`` True on the page that is cut along it (the strip beyond is cut away), False on the page
    that is glued under (the strip beyond is covered); ``towards`` is +1 or -1, the direction (along
    the axis) of the hidden strip from the seam."""

    axis: str
    at: float
    cut: bool
    towards: int
    words: tuple[str, ...]


#: the smallest size (pt) a board page's words shrink to so that they fit whole: the house's floor
SEAM_TEXT_MIN_PT = 7.0
#: a seam's words in the strip it cuts away, by the seam's axis and what guides the laying on this page:
#: "crosses" where the page prints crosses on the seam, else "edge" where the seam reaches the board's
#: outer edge on the page, else "lines" (the board's lines that run on over it); each the longest first,
#: then shorter ones for a page whose edge has little room; the first that fits whole at
#: :data:`SEAM_TEXT_PT` down to :data:`SEAM_TEXT_MIN_PT` pt is printed.
CUT_WORDS = {
    ("x", "crosses"): ("cut just short of the dashed line; lay on the left page, half crosses on whole, the board's lines running on",
        "cut just short of the dashed line; lay on the left page, half crosses on whole",
        "cut short of the dashes; lay on the left page, half crosses on whole",
        "cut short of the dashes; lay half crosses on whole"),
    ("x", "edge"): ("cut just short of the dashed line; lay on the left page, lining up the board's outer edge and its lines",
        "cut just short of the dashed line; lay on the left page, the board's lines running on",
        "cut short of the dashes; lay on the left page, its lines running on",
        "cut short of the dashes; let the lines run on"),
    ("y", "crosses"): ("cut just short of the dashed line; lay on the page above, half crosses on whole, the board's lines running on",
        "cut just short of the dashed line; lay on the page above, half crosses on whole",
        "cut short of the dashes; lay on the page above, half crosses on whole",
        "cut short of the dashes; lay half crosses on whole"),
    ("y", "edge"): ("cut just short of the dashed line; lay on the page above, lining up the board's outer edge and its lines",
        "cut just short of the dashed line; lay on the page above, the board's lines running on",
        "cut short of the dashes; lay on the page above, its lines running on",
        "cut short of the dashes; let the lines run on"),
    ("x", "lines"): ("cut just short of the dashed line; lay on the left page, the board's lines running on",
        "cut short of the dashes; lay on the left page, its lines running on",
        "cut short of the dashes; let the lines run on"),
    ("y", "lines"): ("cut just short of the dashed line; lay on the page above, the board's lines running on",
        "cut short of the dashes; lay on the page above, its lines running on",
        "cut short of the dashes; let the lines run on"),
}
#: a seam's words in the strip that is glued under, by axis, the longest first as for :data:`CUT_WORDS`
GLUE_WORDS = {"x": ("glue here: the next page covers this pale strip, its cut edge just short of the solid line",
                    "glue here: the next page's cut edge lies just short of the solid line",
                    "glue here, under the next page"),
              "y": ("glue here: the page below covers this pale strip, its cut edge just short of the solid line",
                    "glue here: the cut edge of the page below lies just short of the solid line",
                    "glue here, under the page below")}


def _seams_of(plan: BoardPlan, page: BoardPage) -> list[_Seam]:
    """The seams on ``page``'s edges, each with the side of it that is hidden and its words: a cut
    seam's words speak of crosses only where ``page`` prints crosses on that seam."""
    out = []
    if page.col > 1:
        at = plan.cut_x(page.col, page.row)
        out.append(_Seam("x", at, True, -1, CUT_WORDS["x", _guide(plan, page, "x", at)]))
    if page.col < page.cols:
        out.append(_Seam("x", plan.cut_x(page.col + 1, page.row), False, +1, GLUE_WORDS["x"]))
    if page.row > 1:
        at = plan.cut_y(page.row)
        out.append(_Seam("y", at, True, +1, CUT_WORDS["y", _guide(plan, page, "y", at)]))
    if page.row < plan.rows:
        out.append(_Seam("y", plan.cut_y(page.row + 1), False, -1, GLUE_WORDS["y"]))
    return out


def _guide(plan: BoardPlan, page: BoardPage, axis: str, at: float) -> str:
    """What lays ``page``'s cut seam (a key of :data:`CUT_WORDS`): "crosses", "edge" or "lines"."""
    if has_crosses(plan, page, axis, at):
        return "crosses"
    ends = page.row in (1, plan.rows) if axis == "x" else page.col in (1, page.cols)
    return "edge" if ends else "lines"


def has_crosses(plan: BoardPlan, page: BoardPage, axis: str, at: float) -> bool:
    """Whether ``page`` prints registration crosses (:func:`cross_spots`) on its seam ``axis`` ("x", a
    vertical seam at board x ``at``; "y", a horizontal one at board y ``at``)."""
    return any(page in pair and abs((x if axis == "x" else y) - at) < 1e-6 for x, y, pair in cross_spots(plan))


def seam_words(plan: BoardPlan, page: BoardPage) -> list[tuple[str, float, float]]:
    """The words ``page`` prints in each strip its seams hide, as (words, size in pt, room in mm): the
    first of the seam's words that fits whole in the strip's length (less 8 mm each end) at
    :data:`SEAM_TEXT_PT` or, shrunk in steps of 0.1 pt, at no less than :data:`SEAM_TEXT_MIN_PT`. A
    seam whose shortest words do not fit gets them at the smallest size (``tests/test_seams.py`` sees
    that none is so on any paper)."""
    return [_fit_seam(seam.words, (page.h if seam.axis == "x" else page.w) - 16) for seam in _seams_of(plan, page)]


def _fit_seam(choices: tuple[str, ...], room: float) -> tuple[str, float, float]:
    """The first of ``choices`` that fits whole in ``room`` mm at a size from :data:`SEAM_TEXT_PT`
    down to :data:`SEAM_TEXT_MIN_PT` pt (the largest that does), else the last at the smallest size; each
    said in the pack's language."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    from pnp.paper import FONT, MM

    choices = tuple(say(words) for words in choices)
    for words in choices:
        size = SEAM_TEXT_PT
        while size >= SEAM_TEXT_MIN_PT - 1e-9:
            if stringWidth(words, FONT, size) / MM <= room:
                return words, round(size, 1), room
            size -= 0.1
    return choices[-1], SEAM_TEXT_MIN_PT, room


def _seam_marks(c: Canvas, page: BoardPage, seam: _Seam, overlap: float) -> None:
    """Draw one seam's line and words on ``c`` (page mm), all within the strip that ``seam`` hides. The
    line (:data:`SEAM_LINE` wide, dashed on the cut page, solid on the glue page) begins
    :data:`SEAM_GAP` mm beyond the seam, so the board's art alone lies within that margin on both
    pages: a knife that strays into it, or a cut edge laid a little off, shows only the board."""
    from reportlab.pdfbase.pdfmetrics import getAscentDescent, stringWidth

    from pnp.paper import FONT, MM

    dx, dy = page.at_x - page.x, page.at_y - page.y
    words, pt, _ = _fit_seam(seam.words, (page.h if seam.axis == "x" else page.w) - 16)
    size = pt / MM
    ascent, descent = (v / MM for v in getAscentDescent(FONT, pt))
    _veil(c, page, seam, overlap)
    at = seam.at + seam.towards * (SEAM_GAP + SEAM_LINE / 2)
    c.saveState()
    if seam.cut:
        c.setDash(2, 1.2)
    c.setLineWidth(SEAM_LINE)
    c.setLineCap(0)
    if seam.axis == "x":
        c.line(at + dx, page.at_y, at + dx, page.at_y + page.h)
    else:
        c.line(page.at_x, at + dy, page.at_x + page.w, at + dy)
    c.restoreState()
    # the words' baseline: the text's full height centred in the strip, half the overlap wide
    middle = seam.at + seam.towards * overlap / 4
    c.saveState()
    if seam.axis == "x":
        # turned a quarter anticlockwise: the glyphs rise towards -x
        c.translate(middle + (ascent + descent) / 2 + dx, page.at_y + 8)
        c.rotate(90)
    else:
        c.translate(page.at_x + 8, middle - (ascent + descent) / 2 + dy)
    # on a white ground, so that the board's own words beneath the veil do not blur them
    c.saveState()
    c.setFillColorRGB(1, 1, 1)
    c.rect(-0.6, descent - 0.3, stringWidth(words, FONT, pt) / MM + 1.2, ascent - descent + 0.6, stroke=0, fill=1)
    c.restoreState()
    c.setFont(FONT, size)
    c.drawString(0, 0, words)
    c.restoreState()


def _veil(c: Canvas, page: BoardPage, seam: _Seam, overlap: float) -> None:
    """Pale the strip that ``seam`` hides with a veil of white (:data:`VEIL` opaque) from
    :data:`SEAM_GAP` mm beyond the seam, so the strip to cut away or to cover stands out from the board
    that stays, whatever board art (a dashed outline, a line of the board's own) lies in it."""
    dx, dy = page.at_x - page.x, page.at_y - page.y
    near, far = sorted((seam.at + seam.towards * SEAM_GAP, seam.at + seam.towards * overlap / 2))
    c.saveState()
    c.setFillColorRGB(1, 1, 1)
    c.setFillAlpha(VEIL)
    if seam.axis == "x":
        c.rect(near + dx, page.at_y, far - near, page.h, stroke=0, fill=1)
    else:
        c.rect(page.at_x, near + dy, page.w, far - near, stroke=0, fill=1)
    c.restoreState()


def _fit(words: str, width: Callable[[str, str, float], float], font: str, size: float, room: float) -> str:
    """``words``, cut at a word and ended with an ellipsis where they are longer than ``room`` mm."""
    from pnp.paper import MM

    if width(words, font, size) / MM <= room:
        return words
    parts = words.split(" ")
    while len(parts) > 1 and width(" ".join(parts) + " …", font, size) / MM > room:
        parts.pop()
    return " ".join(parts) + " …"


def cross_spots(plan: BoardPlan) -> list[tuple[float, float, tuple[BoardPage, BoardPage]]]:
    """The registration crosses of ``plan``: (x, y) board mm and the two pages of the seam that both
    print it, one for each end of a seam at the board's outer edge (just outside the board, centred on
    the seam's line) where both pages have room for the whole cross. A spot where only one page has
    room gets no cross at all: a cross without its partner is a mark nothing lands on.

    >>> from gamedata.catalogue import Size
    >>> plan = plan_board(460, 446, Size(name="A4", width=210, height=297), margin=6)
    >>> [(x, y) for x, y, _ in cross_spots(plan)]
    [(230.0, 450.2), (-4.2, 274.0), (464.2, 274.0)]
    """
    ends = []
    for r in range(1, plan.rows + 1):
        for col in range(2, plan.cols(r) + 1):
            sx, pair = plan.cut_x(col, r), (plan.at(r, col - 1), plan.at(r, col))
            if r == 1:
                ends.append((sx, plan.board_h + CROSS_OUT, pair))
            if r == plan.rows:
                ends.append((sx, -CROSS_OUT, pair))
    for r in range(2, plan.rows + 1):
        sy = plan.cut_y(r)
        ends.append((-CROSS_OUT, sy, (plan.at(r - 1, 1), plan.at(r, 1))))
        ends.append((plan.board_w + CROSS_OUT, sy, (plan.at(r - 1, plan.cols(r - 1)), plan.at(r, plan.cols(r)))))
    return [(x, y, pair) for x, y, pair in ends if all(_room(plan, p, x, y) for p in pair)]


def _room(plan: BoardPlan, page: BoardPage, x: float, y: float) -> bool:
    """Whether a whole cross at board (``x``, ``y``) lies on ``page``'s paper, inside its margin and
    under its label band."""
    reach = CROSS_ARM + SEAM_LINE
    px, py = x + page.at_x - page.x, y + page.at_y - page.y
    return plan.margin <= px - reach and px + reach <= page.page_w - plan.margin and \
        plan.margin <= py - reach and py + reach <= page.page_h - plan.margin - HEADER


def _crosses(c: Pen, plan: BoardPlan, page: BoardPage) -> None:
    """The registration crosses of :func:`cross_spots` that ``page`` prints."""
    dx, dy = page.at_x - page.x, page.at_y - page.y
    for x, y, pair in cross_spots(plan):
        if page in pair:
            c.circle(x + dx, y + dy, CROSS_RADIUS, stroke=1, fill=0)
            c.line(x + dx - CROSS_ARM, y + dy, x + dx + CROSS_ARM, y + dy)
            c.line(x + dx, y + dy - CROSS_ARM, x + dx, y + dy + CROSS_ARM)


def draw_board_page(c: Canvas, plan: BoardPlan, page: BoardPage, form: str, ink: Color, faint: Color,
                    title: str) -> None:
    """Draw ``page`` of ``plan`` on canvas ``c`` (scaled to mm): the board window (form ``form``, drawn
    in board mm), each seam's line and words in the strip it hides, the registration crosses outside
    the board, and the page's label in the band above. ``ink`` and ``faint`` are reportlab colours for
    the lines and the words. Every text is :data:`SEAM_TEXT_PT` pt."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    from pnp.paper import FONT, MM

    c.saveState()
    p = c.beginPath()
    p.rect(page.at_x, page.at_y, page.w, page.h)
    c.clipPath(p, stroke=0, fill=0)
    c.saveState()
    c.translate(page.at_x - page.x, page.at_y - page.y)
    c.scale(1 / MM, 1 / MM)  # the form is drawn in points of its own mm-scaled space
    c.doForm(form)
    c.restoreState()
    c.restoreState()

    c.setStrokeColor(ink)
    for seam in _seams_of(plan, page):
        c.setFillColor(faint)
        _seam_marks(c, page, seam, plan.overlap)
    c.setLineWidth(SEAM_LINE)
    _crosses(c, plan, page)
    label = " · ".join([title, say(f"board page {plan.pages.index(page) + 1} of {len(plan.pages)}"), say(page.place),
                        say("print at 100 %")])
    c.setFillColor(ink)
    c.setFont(FONT, SEAM_TEXT_PT / MM)
    c.drawString(plan.margin, page.page_h - plan.margin - HEADER / 2,
                 _fit(label, stringWidth, FONT, SEAM_TEXT_PT, page.page_w - 2 * plan.margin))


def assembly_words(plan: BoardPlan) -> str:
    """How to put the board together, in a crafter's words, for the contents page."""
    if len(plan.pages) == 1:
        return "The board is printed on one page of its own size: have it printed at 100 % by a print shop."
    rows = "; each row has seams of its own, so they do not line up from row to row" \
        if len(set(plan.cuts_x)) > 1 else ""
    return (f"The board is split over {len(plan.pages)} pages ({plan.grid}{rows}); only the part of each page "
            "between its seams shows on the finished board. Cut each strip with a dashed line off just short of "
            "the line: the board's picture runs on a little past every seam, so a cut that wanders shows no line. "
            "Lay the cut edge on the page to its left (or above), over the pale strip that reads \"glue here\", "
            "just short of the solid line there, with the board's lines running on and the half crosses outside "
            f"the board on the whole crosses beneath{_crossless(plan)}; glue. Join the pages of each row first, "
            "then the rows; trim the board's outer edge last, which takes the crosses away.")


def _crossless(plan: BoardPlan) -> str:
    """The words for the seams of ``plan`` that have no registration crosses (no room for a pair): where
    they are laid by the board's outer edge instead; ``""`` when every seam has crosses."""
    spots = cross_spots(plan)
    within = any(not any(abs(x - plan.cut_x(col, r)) < 1e-6 and plan.at(r, col) in pair for x, _, pair in spots)
                 for r in range(1, plan.rows + 1) for col in range(2, plan.cols(r) + 1))
    between = any(not any(abs(y - plan.cut_y(r)) < 1e-6 for _, y, _ in spots) for r in range(2, plan.rows + 1))
    seams = [w for flag, w in ((within, "a seam within a row"), (between, "a seam between the rows")) if flag]
    if not seams:
        return ""
    return f" (where {' or '.join(seams)} has none, line up the board's outer edge and its lines instead)"


def place_lines(row: int, col: int, room: float) -> list[str]:
    """The assembly map's words for the page in row ``row``, column ``col`` of the board, in the pack's
    language, as the lines (at 7.5 pt) drawn under its page number in a window ``room`` mm wide: one line
    where it fits (``row 1, col 2``), else two (``row 1,`` / ``col 2``: a language's translation of these
    two is short enough for the narrowest window, German ``R. 1,``)."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    from pnp.paper import FONT, MM

    place = say(f"row {row}, col {col}")
    if stringWidth(place, FONT, 7.5) / MM < room:
        return [place]
    return [say(f"row {row},"), say(f"col {col}")]


#: mm kept clear between a page number on the assembly map and its window's sides (its border, a seam)
MAP_MARGIN = 1.5


def page_number_size(label: str, window: float) -> float:
    """The size (mm of type, bold) of the page number ``label`` (already said: ``S. 15``) on the assembly map, in
    a page's window ``window`` mm wide: a sixth of the window, at most 4.2 mm and at least 9 pt, but narrower than
    the window by :data:`MAP_MARGIN` on each side, never under 7 pt (``S. 15`` sat 0.6 mm from the border, review
    s37 N5).

    >>> [round(page_number_size(label, window), 2) for label, window in (("p. 5", 60), ("S. 15", 14), ("S. 17", 10.5))]
    [4.2, 3.17, 2.64]
    """
    from reportlab.pdfbase.pdfmetrics import stringWidth

    from pnp.paper import FONT_BOLD, MM, register_fonts

    register_fonts()
    per_mm: float = stringWidth(label, FONT_BOLD, 1)  # its width at 1 mm of type
    return max(7 / MM, min(max(9 / MM, min(4.2, window / 6)), (window - 2 * MAP_MARGIN) / per_mm))


def draw_assembly_map(c: Pen, plan: BoardPlan, x: float, y: float, w: float, h: float, page_numbers: list[int],
                      ink: Color) -> None:
    """The assembly map in the box (``x``, ``y``, ``w``, ``h``; mm on a canvas scaled to mm): the board
    outline, the seams as one kind of line, and the part of every page that stays visible, numbered
    with its page number in the PDF (``page_numbers``, one per board page) and its row and column;
    a legend under it says what the lines are. Texts are at least 7 pt."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    from pnp.paper import FONT, FONT_BOLD, MM

    key_h = 5.0
    h -= key_h
    y += key_h
    s = min(w / plan.board_w, h / plan.board_h)
    ox, oy = x + (w - plan.board_w * s) / 2, y + (h - plan.board_h * s) / 2
    c.setStrokeColor(ink)
    c.setFillColor(ink)
    c.setLineWidth(0.9)
    c.rect(ox, oy, plan.board_w * s, plan.board_h * s, stroke=1, fill=0)
    c.setLineWidth(0.3)
    for axis, at, lo, hi in plan.seams():
        if axis == "x":
            c.line(ox + at * s, oy + lo * s, ox + at * s, oy + hi * s)
        else:
            c.line(ox + lo * s, oy + at * s, ox + hi * s, oy + at * s)
    for number, p in zip(page_numbers, plan.pages):
        x0, y0, x1, y1 = plan.visible(p)
        cx, cy = ox + (x0 + x1) / 2 * s, oy + (y0 + y1) / 2 * s
        label = say(f"p. {number}")
        big = page_number_size(label, (x1 - x0) * s)
        c.setFont(FONT_BOLD, big)
        c.drawCentredString(cx, cy, label)
        c.setFont(FONT, 7.5 / MM)
        for i, line in enumerate(place_lines(p.row, p.col, (x1 - x0) * s - 1.5)):
            c.drawCentredString(cx, cy - max(big, 9 / MM) * 0.95 - 3.0 * i, line)  # as far below as under 9 pt
    # the legend: what the two kinds of line are, centred under the map
    items = [(0.9, say("the board's outer edge")), (0.3, say("a seam: where one page's cut edge meets the next"))]
    widths = [10 + stringWidth(words, FONT, 7.5) / MM for _, words in items]
    kx, ky = x + (w - sum(widths) - 6 * (len(items) - 1)) / 2, y - key_h + 1.2
    c.setFont(FONT, 7.5 / MM)
    for (width, words), room in zip(items, widths):
        c.setLineWidth(width)
        c.line(kx, ky + 0.9, kx + 8, ky + 0.9)
        c.drawString(kx + 10, ky, words)
        kx += room + 6


def board_pages(board_w: float, board_h: float, opts: PrintOptions, drawer: Drawer, ink: Color, faint: Color,
                title: str, what: str, hints: SeamHints = SeamHints()) -> tuple[BoardPlan, list[ExtraPage]]:
    """A game's board as :class:`pnp.art.ExtraPage` objects: split over pages of ``opts``'s paper by
    :func:`plan_board` (seams placed by ``hints``, and kept off every word the board's drawing
    writes: :func:`word_boxes`), or on one page of its own (``opts.board == "single"``).
    ``drawer(canvas)`` draws the whole ``board_w`` x ``board_h`` mm board once, into the PDF form
    ``"board"``; ``ink`` and ``faint`` colour the marks; ``what`` starts the contents page's note (e.g.
    "22 × 21 squares of 20 mm"). Returns the plan (for the assembly map) and the pages."""
    from dataclasses import replace
    from functools import partial

    from pnp.art import ExtraPage
    from gamedata.catalogue import load_paper

    margin = load_paper().margins.minimum
    if opts.board == "single":
        plan = single_plan(board_w, board_h, margin)
    else:
        hints = replace(hints, words=hints.words + tuple(word_boxes(drawer, board_w, board_h)))
        plan = plan_board(board_w, board_h, opts.paper_size(), margin, hints=hints)
    how = ("one page of the board's own size, for a print shop" if opts.board == "single" else
           f"{len(plan.pages)} pages ({plan.grid}) that overlap by {plan.overlap:g} mm: see the assembly map")

    def draw_page(page: BoardPage, c: Canvas, form: FormMaker) -> None:
        draw_board_page(c, plan, page, form("board", board_w, board_h, drawer), ink, faint, title)

    pages = [ExtraPage(BOARD, page.page_w, page.page_h, partial(draw_page, page), count="1" if i == 0 else "",
                       size=f"{board_w:g} × {board_h:g} mm", note=f"{what} on {how}. Reconstructed layout.")
             for i, page in enumerate(plan.pages)]
    return plan, pages


def word_boxes(drawer: Drawer, board_w: float, board_h: float) -> list[Rect]:
    """The box (board mm, y up) of every word ``drawer(canvas)`` writes on the board, found by drawing
    the board once on a :class:`pnp.svgcanvas.ShapesCanvas` and following its transforms (a turned
    word gets the box round it)."""
    from reportlab.graphics.shapes import Group, String
    from reportlab.pdfbase.pdfmetrics import getAscentDescent, stringWidth

    from pnp.svgcanvas import ShapesCanvas

    canvas = ShapesCanvas(board_w, board_h)
    drawer(canvas)
    out: list[Rect] = []

    def walk(node: Shape, m: tuple[float, float, float, float, float, float]) -> None:
        if isinstance(node, Group):
            t = node.transform or (1, 0, 0, 1, 0, 0)
            m = (m[0] * t[0] + m[2] * t[1], m[1] * t[0] + m[3] * t[1], m[0] * t[2] + m[2] * t[3],
                 m[1] * t[2] + m[3] * t[3], m[0] * t[4] + m[2] * t[5] + m[4], m[1] * t[4] + m[3] * t[5] + m[5])
            for child in node.contents:
                walk(child, m)
        elif isinstance(node, String) and node.text.strip():
            w = stringWidth(node.text, node.fontName, node.fontSize)
            up, down = getAscentDescent(node.fontName, node.fontSize)
            x0 = {"start": 0.0, "middle": -w / 2, "end": -w}[node.textAnchor]
            corners = [(m[0] * px + m[2] * py + m[4], m[1] * px + m[3] * py + m[5]) for px in (x0, x0 + w)
                       for py in (down, up)]
            out.append((min(p[0] for p in corners), min(p[1] for p in corners),
                        max(p[0] for p in corners), max(p[1] for p in corners)))

    walk(canvas.drawing, (1, 0, 0, 1, 0, 0))
    return out
