"""A game's print-and-play pack: contents page, score pad, pages of their own (a board split over
pages, tile racks), sheets of cards or tiles with crop marks and backs, and a credits page.

Page order (duplex): the contents page(s), the score pad and the game's own pages come first (padded
with a blank page to an even count, so the first sheet starts on a fresh sheet of paper), then every
sheet of fronts followed by its sheet of backs, mirrored for flip-on-long-edge and shifted by the back
offset. Gutter-fold: the same leading pages, then one page per sheet with fronts and backs side by side.
The credits page(s) come last, on a fresh sheet.

Each component group has its own size: a sheet holds one group's size (cards, or square tiles laid
butted, sharing their cut lines). Cards lie edge to edge too, sharing their cut lines, and the cards at
the edge of a sheet carry the outer bleed (:func:`pnp.paper.outer_bleed`) past the outer crop marks. Each distinct
face is drawn once as a PDF form (XObject) named ``card.<key>`` whose origin is the trim box's corner and
whose bounding box is the trim box plus the outer bleed, and placed wherever a copy is printed, clipped
to its own share of the art (:meth:`pnp.imposition.SheetLayout.art_box`).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from pnp.art import CardFace, ComponentGroup, ExtraPage, art_for
from pnp.art.draw import define_form
from gamedata.catalogue import Catalogue, Size, load_catalogue, load_paper
from gamedata.outfile import written
from pnp.cutting import EdgeReader
from pnp.imposition import (LABEL_PT, SheetLayout, grid_layout, gutter_fold_layout, label_place, label_width,
                             with_label_room)
# PrintOptions is re-exported: `nile print` and the tests take it from here, with build_game
from pnp.paper import FONT, MM, Inks, PrintOptions as PrintOptions, outer_bleed, register_fonts
from pnp.text_pages import TextPages
from pnp.words import say, speaking

if TYPE_CHECKING:
    from pnp.canvas import Canvas, Drawer, Pen


#: how every page left blank on purpose begins (a test finds them by it)
BLANK_NOTE = "This page is left blank"


@dataclass
class Sheet:
    """One sheet of cards or tiles: the faces on it (at most the layout's capacity), the names of the
    component groups they belong to, its geometry, the bleed its faces carry (mm), and the sheet's
    number among the pack's sheets (1-based) of ``of``."""

    faces: list[CardFace]
    names: list[str]
    layout: SheetLayout
    bleed: float = 0.0
    number: int = 0
    of: int = 0
    #: the layout was made for exactly these faces (:func:`paginate`'s ``fill_sheet``), rows and gutters
    fitted: bool = False


def pdf_name(game: str, opts: PrintOptions) -> str:
    """The file name of a pack: the game and the paper, then whatever else changes what is printed, so
    that two different prints never replace one another.

    >>> pdf_name("land-unter", PrintOptions())
    'land-unter-a4.pdf'
    >>> pdf_name("nile", PrintOptions(paper="letter", card_size="mini", bleed=3, back_offset=(0.5, -1),
    ...                               layout="gutter-fold", greyscale=True))
    'nile-letter-mini-bleed3-back0.5_-1-gutter-fold-ink-saver.pdf'
    >>> pdf_name("ufern-des-nils", PrintOptions(tokens="round")), pdf_name("ufern-des-nils", PrintOptions(tokens="square"))
    ('ufern-des-nils-a4-round-tokens.pdf', 'ufern-des-nils-a4.pdf')

    A pack in French or German says its language last (English keeps its names):

    >>> pdf_name("land-unter", PrintOptions(lang="fr")), pdf_name("nil", PrintOptions(paper="a3", lang="de"))
    ('land-unter-a4-fr.pdf', 'nil-a3-de.pdf')
    """
    cat = load_catalogue(game)
    suffix = geometry_suffix(opts, cat.card_size, has_cards=cat.card_size is not None and not cat.card_size_fixed)
    board = "-board-single" if opts.board == "single" and cat.has_board else ""
    shape = cat.token_shape  # a game whose tokens come in two shapes
    tokens = f"-{opts.tokens}-tokens" if opts.tokens and shape is not None and opts.tokens != shape else ""
    lang = "" if opts.lang == "en" else f"-{opts.lang}"
    return f"{game}-{opts.paper}{suffix}{board}{tokens}{lang}.pdf"


def geometry_suffix(opts: PrintOptions, default_card: str | None = None, has_cards: bool = True) -> str:
    """``-mini-bleed3-back0.5_-1-gutter-fold-ink-saver``: every option that changes the printed
    geometry or ink, as it differs from the defaults (``default_card`` is the game's own card size;
    a game without cards, ``has_cards`` False, ignores the card size)."""
    parts = []
    if has_cards and opts.card_size and opts.card_size != default_card:
        parts.append(opts.card_size)
    if opts.bleed:
        parts.append(f"bleed{opts.bleed:g}")
    if tuple(opts.back_offset) != (0, 0):
        parts.append(back_offset_name(opts.back_offset))
    if opts.layout != "duplex":
        parts.append(opts.layout)
    if opts.greyscale:
        parts.append("ink-saver")
    return "".join(f"-{p}" for p in parts)


def back_offset_name(offset: tuple[float, float]) -> str:
    """``back0.5_-1``: a back offset as it appears in a file name."""
    return f"back{offset[0]:g}_{offset[1]:g}"


def component_size(cat: Catalogue, opts: PrintOptions) -> Size:
    """The size (mm) of a game's own component: its card size (or the chosen ``--card-size``), or for
    a game without cards, its square tile."""
    if cat.card_size is not None:
        return load_paper().card_sizes[cat.card_size] if cat.card_size_fixed else opts.card(cat.card_size)
    side = cat.tile.size  # type: ignore[attr-defined]  # a game without cards has tiles
    return Size(name=f"{cat.title} tile", width=side, height=side)


def text_problems(game: str, opts: PrintOptions) -> list[str]:
    """Every text of ``game``'s faces, printed with ``opts``, that leaves its card's safe zone (the
    catalogue's ``safe_zone`` mm inside the trim line), in words; empty when all fit
    (:func:`pnp.textfit.art_text_problems`). The faces are measured at the size the pack prints them
    (:func:`component_size`: a game's fixed card size, or its tile).

    >>> text_problems("land-unter", PrintOptions(card_size="mini"))
    []
    """
    from pnp.textfit import art_text_problems

    register_fonts()  # the faces measure their words in the fonts they print with
    cat = load_catalogue(game)
    with speaking(opts.lang, game):
        return art_text_problems(art_for(game)(cat, Inks(opts.greyscale), component_size(cat, opts), opts.bleed))


def sheet_words(number: int, of: int, side: str | None) -> str:
    """The end of a sheet's label: its number and, in duplex, its side ("fronts" or "backs"; a
    gutter-fold sheet, ``side`` None, holds both), in the pack's language.

    >>> sheet_words(3, 14, "fronts"), sheet_words(3, 14, None)
    ('sheet 3 of 14 · fronts', 'sheet 3 of 14')
    """
    return say(f"sheet {number} of {of}") + (f" · {say(side)}" if side else "")


def sheet_layout(opts: PrintOptions, card: Size, bleed: float | None = None, max_rows: int | None = None,
                 butted: bool = False, title: str = "An den Ufern des Nils",
                 **gutters: Any) -> SheetLayout:
    """The sheet geometry for ``opts`` and components of size ``card`` with ``bleed`` between them
    (default: the options' bleed) and :func:`outer_bleed` past the grid's outer cut lines; ``butted``
    pieces (tiles, counters) lie edge to edge with no bleed at all. ``max_rows`` keeps that many rows of
    the grid, centred, for a sheet not full; ``gutters``: ``turned``, ``col_gap``, ``row_gaps`` and
    ``counts`` of :func:`pnp.imposition.grid_layout`; ``title`` the game's name, which every sheet's
    label carries (the longest by default)."""
    margins = load_paper().margins
    shortest = f"{title} · " + sheet_words(99, 99, "fronts" if opts.layout == "duplex" else None)
    build = grid_layout if opts.layout == "duplex" else gutter_fold_layout
    inner = 0.0 if butted else (opts.bleed if bleed is None else bleed)
    return with_label_room(build, opts.paper_size(), card, inner, margins.minimum, shortest=shortest,
                           mark_gap=margins.crop_mark_gap, mark_length=margins.crop_mark_length,
                           mark_min=margins.crop_mark_min_length, max_rows=max_rows,
                           outer_bleed=inner if butted else outer_bleed(opts), **gutters)


def fit_rows(sheet: Sheet, layout_with_rows: Callable[[int], SheetLayout]) -> None:
    """Give a sheet that is not full the rows it needs and no more: ``layout_with_rows(n)`` is the
    sheet's geometry kept to ``n`` rows, centred, so its crop marks stop at its last row."""
    lay = sheet.layout
    needed = -(-len(sheet.faces) // lay.cols)
    if needed < lay.rows:
        fitted = layout_with_rows(needed)
        # the same grid, less its empty rows (a layout that turned or lost a column keeps the full sheet)
        if (fitted.cols, fitted.turned, fitted.page_width) == (lay.cols, lay.turned, lay.page_width) \
                and fitted.capacity >= len(sheet.faces):
            sheet.layout = fitted


#: lays a queue of faces (each with its group's index) on sheets: for each sheet, the indices of the
#: faces it takes, in the order they lie, and the sheet's layout
SheetFiller = Callable[[list[CardFace], list[int]], list[tuple[list[int], SheetLayout]]]


def paginate(groups: list[ComponentGroup], layout_of: Callable[[ComponentGroup], tuple[SheetLayout, float]],
             fill_sheet: Callable[[ComponentGroup], SheetFiller | None] | None = None) -> list[Sheet]:
    """Cut the groups' faces into sheets; ``layout_of(group)`` gives a group's sheet geometry and bleed.
    A group starts on a new sheet unless it ``shares_sheet`` (and has the same geometry), in which case
    it first fills the free slots of the sheet before.

    ``fill_sheet(group)``, where it gives a filler (:data:`SheetFiller`), lays the group's sheets out
    itself, the groups that share its sheets with it included: which faces lie where, with gutters where
    a shared cut would show a sliver of the neighbour (:mod:`pnp.cutting`)."""
    sheets: list[Sheet] = []
    chain: list[ComponentGroup] = []  # groups laid by one filler, and the filler
    filler: SheetFiller | None = None

    def flush() -> None:
        if filler is None or not chain:
            return
        queue = [f for g in chain for f in g.faces]
        group_of = [i for i, g in enumerate(chain) for _ in g.faces]
        bleed = layout_of(chain[0])[1]
        for taken, layout in filler(queue, group_of):
            names = list(dict.fromkeys(chain[group_of[i]].name for i in taken))
            sheets.append(Sheet([queue[i] for i in taken], names, layout, bleed, fitted=True))
        chain.clear()

    for g in groups:
        faces = list(g.faces)
        layout, bleed = layout_of(g)
        if filler is not None and chain and g.shares_sheet and layout_of(chain[0])[0] == layout:
            chain.append(g)
            continue
        flush()
        own = fill_sheet(g) if fill_sheet is not None else None
        if own is not None:
            filler, chain[:] = own, [g]
            continue
        filler = None
        capacity = layout.capacity
        if g.shares_sheet and sheets and sheets[-1].layout == layout and len(sheets[-1].faces) < capacity and faces:
            room = capacity - len(sheets[-1].faces)
            sheets[-1].faces += faces[:room]
            sheets[-1].names.append(g.name)
            faces = faces[room:]
        sheets += [Sheet(faces[i:i + capacity], [g.name], layout, bleed) for i in range(0, len(faces), capacity)]
    flush()
    for i, sheet in enumerate(sheets):
        sheet.number, sheet.of = i + 1, len(sheets)
    return sheets


class _Pack(TextPages):
    def __init__(self, game: str, opts: PrintOptions) -> None:
        """The pack of ``game`` printed with ``opts``, its words in ``opts.lang`` (:mod:`pnp.words`)."""
        register_fonts()
        self.game, self.opts = game, opts
        with speaking(opts.lang, game):
            self._plan()

    def _plan(self) -> None:
        """Make the art, check its texts fit, lay the sheets and the pages of the game's own."""
        game, opts = self.game, self.opts
        self.cat = load_catalogue(game)
        self.card = component_size(self.cat, opts)
        self.inks = Inks(opts.greyscale)
        self.art = art_for(game)(self.cat, self.inks, self.card, outer_bleed(opts))
        self.art.choose(opts)
        #: the edge readers of the pack's card sizes (:mod:`pnp.cutting`), by (width, height) in mm
        self._edge_readers: dict[tuple[float, float], EdgeReader] = {}
        from pnp.textfit import art_text_problems

        problems = art_text_problems(self.art)
        if problems:
            raise ValueError(f"{self.cat.title} at {self.card.name} size ({self.card.width:g} x {self.card.height:g} "
                             f"mm): {len(problems)} texts do not fit their cards, e.g. {problems[0]}; "
                             "choose a larger --card-size")
        self.groups = self.art.groups()
        self.sheets = paginate(self.groups, self._layout_of, self._filler)
        group_of = {g.name: g for g in self.groups}
        for sheet in [s for s in self.sheets if not s.fitted]:
            group = group_of[sheet.names[0]]
            fit_rows(sheet, lambda rows: sheet_layout(opts, group.size or self.card, sheet.bleed, max_rows=rows,
                                                      butted=group.edge_to_edge, title=self.cat.title))
        self.extras: list[ExtraPage] = self.art.extra_pages(opts)
        self.forms: set[str] = set()
        self.contents_pages = 1

    def _filler(self, group: ComponentGroup) -> SheetFiller | None:
        """The sheet filler of a group of cards (:func:`pnp.cutting.lay_sheets`): shared cuts only between
        equal edges, gutters elsewhere (tokens with bleed of their own too); None for pieces laid butted
        with no bleed (tiles)."""
        if group.edge_to_edge:
            return None
        from pnp.cutting import DRIFT, EdgeReader, lay_sheets

        size, bleed, outer = group.size or self.card, self.opts.bleed, outer_bleed(self.opts)
        reader = None
        if bleed < DRIFT:  # a card with less bleed of its own than a cut drifts: its edges must match
            reader = self._edge_readers.setdefault((size.width, size.height),
                                                   EdgeReader(self.art.draw, size.width, size.height, outer))

        def layout(**kw: Any) -> SheetLayout:
            return sheet_layout(self.opts, size, bleed, title=self.cat.title, **kw)

        return lambda queue, group_of: lay_sheets([(f.front, f.back) for f in queue], group_of, layout, reader,
                                                  2 * (outer - bleed))

    def _layout_of(self, group: ComponentGroup) -> tuple[SheetLayout, float]:
        bleed = 0.0 if group.edge_to_edge else self.opts.bleed
        return sheet_layout(self.opts, group.size or self.card, bleed, butted=group.edge_to_edge,
                            title=self.cat.title), bleed

    # --- pages ---------------------------------------------------------------------------------
    def page_plan(self, contents_pages: int) -> tuple[int, dict[str, list[int]]]:
        """(pages before the first card sheet, group name -> the pages its cards are on). In duplex, the
        game's own pages (board, racks, strips) each start a sheet and have a blank back, so that nothing
        is printed behind a piece that is cut out or glued: the contents and the score pad, padded to an
        even count, then each own page and its blank back."""
        self.contents_pages = contents_pages
        duplex = self.opts.layout == "duplex"
        page = contents_pages + 2  # the first page after the contents and the score pad
        if duplex and page % 2 == 0:
            page += 1
        #: the page number of each of the game's own pages (``self.extras``)
        self.extra_numbers: list[int] = []
        for _ in self.extras:
            self.extra_numbers.append(page)
            page += 2 if duplex else 1
        leading = page - 1
        pages: dict[str, list[int]] = {}
        for sheet in self.sheets:
            for name in sheet.names:
                pages.setdefault(name, []).append(page)
            page += 2 if duplex else 1
        #: the credits page: the last page, on a fresh sheet of paper
        self.credits_page = page
        return leading, pages

    def write(self, path: Path, progress: Callable[[str], None] | None = None) -> int:
        """Draw the pack into ``path`` in its language; return the page count (:meth:`_write`)."""
        with speaking(self.opts.lang, self.game):
            return self._write(path, progress)

    def _write(self, path: Path, progress: Callable[[str], None] | None = None) -> int:
        """Draw the pack into ``path``; return the page count. The contents page is laid out once,
        assuming it fits one page; if it runs over, the pack is drawn again with page numbers moved."""
        from reportlab import rl_config
        from reportlab.pdfgen.canvas import Canvas

        rl_config.useA85 = 0  # binary compressed streams: smaller files, faster writing
        paper = self.opts.paper_size()
        contents_pages = 1
        while True:
            self.forms = set()
            leading, pages = self.page_plan(contents_pages)
            c = Canvas(str(path), pagesize=(paper.width * MM, paper.height * MM), pageCompression=1,
                       initialFontName=FONT)
            used = self._contents(c, pages=pages, leading=leading)
            if used == contents_pages:
                break
            contents_pages = used
        c.setTitle(f"{self.cat.title} — print-and-play ({paper.name}, {self.opts.layout})")
        c.setAuthor("nile print-and-play")
        c.setSubject("Print at 100 % (actual size)")
        c.setPageSize((paper.width * MM, paper.height * MM))
        c.saveState()
        c.scale(MM, MM)
        self.art.score_pad(c, paper.width, paper.height)
        c.restoreState()
        c.showPage()
        before: tuple[int, ExtraPage] | None = None  # the game's own page drawn last, and its number
        for number, extra in zip(self.extra_numbers, self.extras):
            self._blanks_until(c, number, before)
            said = f"{say(f'page {number}:')} {say(extra.name)}"  # (said, so the catalogue holds it)
            if progress:
                progress(said)
            c.setPageSize((extra.width * MM, extra.height * MM))
            c.saveState()
            c.scale(MM, MM)
            extra.draw(c, lambda name, w, h, drawer: self._own_form(c, name, w, h, drawer))
            c.restoreState()
            c.showPage()
            before = (number, extra)
        self._blanks_until(c, leading + 1, before)
        for sheet in self.sheets:
            pieces = "1 piece" if len(sheet.faces) == 1 else f"{len(sheet.faces)} pieces"  # « 1 pièce »
            said = f"{say(f'sheet {sheet.number} of {sheet.of}: {pieces}')} " \
                f"({', '.join(say(name) for name in sheet.names)})"
            if progress:
                progress(said)
            if self.opts.layout == "duplex":
                self._sheet(c, sheet, backs=False)
                self._sheet(c, sheet, backs=True)
            else:
                self._sheet(c, sheet, backs=None)
        self._text_pages(c, self._credits_flowables(), self.credits_page)
        total: int = c.getPageNumber() - 1
        c.save()
        return total

    def _blanks_until(self, c: Canvas, page: int, before: tuple[int, ExtraPage] | None) -> None:
        """Blank pages up to page ``page`` of :meth:`page_plan`: the back of the game's own page
        ``before`` (its number and page), or, after the score pad, a page that brings the next one to a
        fresh sheet of paper."""
        while c.getPageNumber() < page:
            if before is None:
                paper = self.opts.paper_size()
                self._blank(c, paper.width, paper.height,
                            say(f"{BLANK_NOTE} so that the next page starts a fresh sheet of paper."))
            else:
                number, extra = before
                self._blank(c, extra.width, extra.height, say(
                    f"{BLANK_NOTE} as the back of page {number} ({extra.name.lower()}), which is cut out or glued."))

    def _blank(self, c: Canvas, width: float, height: float, line: str) -> None:
        """A page of ``width`` x ``height`` mm left blank but for one small grey ``line`` saying why (so
        that no printer driver drops it as empty and the duplex sheets stay paired). The line is one
        message, said whole (the back's component named in it, one entry each)."""
        c.setPageSize((width * MM, height * MM))
        c.setFont(FONT, 8)
        c.setFillColor(self.inks("#8695a5"))
        c.drawCentredString(width * MM / 2, height * MM / 2, line)
        c.showPage()

    # --- forms ---------------------------------------------------------------------------------
    def _own_form(self, c: Canvas, name: str, w: float, h: float, drawer: Drawer) -> str:
        """The PDF form ``name`` of a ``w`` x ``h`` mm drawing made by ``drawer(canvas)`` in mm; drawn
        the first time it is asked for."""
        if name not in self.forms:
            define_form(c, name, w, h, drawer)
            self.forms.add(name)
        return name

    def _form(self, c: Canvas, key: str, b: float, w: float, h: float) -> str:
        """The PDF form ``card.<key>`` of a face: its origin is the trim box's lower-left corner and its
        bounding box the trim box grown by ``b`` mm of bleed on every side (so the trim size reads
        from the form as ``BBox[0] + BBox[2]`` by ``BBox[1] + BBox[3]``)."""
        name = f"card.{key}"
        if key not in self.forms:
            c.beginForm(name, -b * MM, -b * MM, (w + b) * MM, (h + b) * MM)
            c.saveState()
            c.scale(MM, MM)
            self.art.draw(c, key, w, h)
            c.restoreState()
            c.endForm()
            self.forms.add(key)
        return name

    def _place(self, c: Canvas, sheet: Sheet, key: str, i: int, back: bool = False) -> None:
        """Place face ``key`` of the sheet's card ``i`` in its slot (front) or back slot, clipped to its
        share of the art (:meth:`pnp.imposition.SheetLayout.art_box`): the outer bleed where it lies at the
        edge of the sheet's cards, the bleed (none by default) where it shares a cut line. On a layout
        whose cards lie turned, a front turns a quarter anticlockwise and a back a quarter clockwise,
        so that after the sheet is flipped each back stands the same way up as its front."""
        lay = sheet.layout
        x, y = (lay.back_slots if back else lay.slots)[i]
        name = self._form(c, key, lay.outer, lay.card_width, lay.card_height)
        left, bottom, right, top = lay.art_box(i, len(sheet.faces), back)
        c.saveState()
        clip = c.beginPath()
        clip.rect(left * MM, bottom * MM, (right - left) * MM, (top - bottom) * MM)
        c.clipPath(clip, stroke=0, fill=0)
        if not lay.turned:
            c.translate(x * MM, y * MM)
        elif not back:
            c.translate((x + lay.slot_width) * MM, y * MM)
            c.rotate(90)
        else:
            c.translate(x * MM, (y + lay.slot_height) * MM)
            c.rotate(-90)
        c.doForm(name)
        c.restoreState()

    # --- card sheets ---------------------------------------------------------------------------
    def _sheet(self, c: Canvas, sheet: Sheet, backs: bool | None) -> None:
        lay = sheet.layout
        c.setPageSize((lay.page_width * MM, lay.page_height * MM))
        c.saveState()
        side = {False: "fronts", True: "backs", None: None}[backs]
        if backs:
            ox, oy = self.opts.back_offset
            c.translate(ox * MM, oy * MM)
        for i, face in enumerate(sheet.faces):
            if backs is not True:
                self._place(c, sheet, face.front, i)
            if backs is not False:
                self._place(c, sheet, face.back, i, back=True)
        c.restoreState()
        c.saveState()
        c.scale(MM, MM)
        if not backs:
            c.setStrokeColorRGB(0, 0, 0)
            c.setLineWidth(0.1)  # 0.1 mm hairline
            for x1, y1, x2, y2 in lay.crop_marks:
                c.line(x1, y1, x2, y2)
        if lay.fold is not None:
            self._fold_marks(c, lay)
        notes = [g.sheet_note for g in self.groups if g.name in sheet.names and g.sheet_note]
        self._label(c, lay, self.cat.title, [" + ".join(say(n) for n in sheet.names), *(say(n) for n in notes)],
                    sheet_words(sheet.number, sheet.of, side))
        c.restoreState()
        c.showPage()

    def _fold_marks(self, c: Pen, lay: SheetLayout) -> None:
        c.setStrokeColor(self.inks("#5b6b7b"))
        c.setLineWidth(0.2)
        c.setDash(1.5, 1)
        top, bottom, m, fold = lay.grid_top(), lay.grid_bottom(), lay.margin, lay.fold or 0.0
        c.line(fold, top + 1, fold, lay.page_height - m)
        c.line(fold, bottom - 1, fold, m + lay.label_room)
        c.setDash()
        c.setFillColor(self.inks("#5b6b7b"))
        c.setFont(FONT, LABEL_PT / MM)
        c.drawString(fold + 1, lay.page_height - m - 2.2, say("fold"))

    def _label(self, c: Pen, lay: SheetLayout, game: str, words: list[str], sheet: str) -> None:
        """The sheet's label in the bottom margin at 7 pt (:func:`label_place`): the ``game``'s name,
        ``words`` (what the sheet holds, how to cut it) and ``sheet`` (its number and side), dropping
        words from the last of ``words`` where the whole does not fit, never the game's name (a loose
        page from a mixed pile is told apart by it)."""
        candidates = [" · ".join([game, *words[:i], sheet]) for i in range(len(words), -1, -1)]
        place = label_place(lay, candidates, label_width)
        if place is None:
            return  # no room at a readable size: the sheet is known by its place in the pack
        text, x, baseline = place
        c.setFillColor(self.inks("#5b6b7b"))
        c.setFont(FONT, LABEL_PT / MM)
        c.drawCentredString(x, baseline, text)


def build_game(game: str, opts: PrintOptions, out_dir: Path,
               progress: Callable[[str], None] | None = None) -> Path:
    """Write ``<out_dir>/<pdf_name>`` (see :func:`pdf_name`) and return its path. The PDF is written
    under a temporary name and renamed into place when complete (:func:`gamedata.outfile.written`).

    Raises KeyError for an unknown game, ValueError when the card does not fit the paper, and
    :class:`gamedata.outfile.OutputError` when the file cannot be written.
    """
    path = Path(out_dir) / pdf_name(game, opts)
    replaced = path.is_file() and not path.is_symlink()
    pack = _Pack(game, opts)  # every word drawn in opts.lang (pnp.words)
    with written(path) as tmp:
        pages = pack.write(tmp, progress)
    with speaking(opts.lang, game):  # the console's line in the pack's language (said, so the catalogue holds it)
        said, again = say(f"{pages} pages written to"), say("(it replaces the earlier print of that name)")
    if progress:
        progress(f"{said} {path}" + (f" {again}" if replaced else ""))
    return path


def build_calibration(opts: PrintOptions, out_dir: Path) -> Path:
    """Write ``calibration-<paper>[-back<X>_<Y>][-<lang>].pdf``: a front page with crosshairs and a back page
    with millimetre scales at the mirrored spots, to read the printer's back offset (X,Y in mm).
    Raises :class:`gamedata.outfile.OutputError` when the file cannot be written."""
    from pnp.calibration import draw_calibration

    register_fonts()
    back = "" if tuple(opts.back_offset) == (0, 0) else "-" + back_offset_name(opts.back_offset)
    lang = "" if opts.lang == "en" else f"-{opts.lang}"  # the language last, as a game's pack says it
    path = Path(out_dir) / f"calibration-{opts.paper}{back}{lang}.pdf"
    with written(path) as tmp:
        draw_calibration(tmp, opts)
    return path
