"""A game's print-and-play pack: contents page, score pad, card sheets with crop marks and backs.

Page order (duplex): the contents page(s) and the score pad come first (padded with a blank page to
an even count, so the first card sheet starts on a fresh sheet of paper), then every sheet of fronts
followed by its sheet of backs, mirrored for flip-on-long-edge and shifted by the back offset.
Gutter-fold: the same leading pages, then one page per sheet with fronts and backs side by side.

Each distinct face is drawn once as a PDF form (XObject) named ``card.<key>`` whose bounding box is
the card's trim box plus bleed, and placed wherever a copy is printed.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from pnp.art import ComponentGroup, art_for
from pnp.catalogue import load_catalogue, load_paper
from pnp.outfile import written
from pnp.imposition import SheetLayout, grid_layout, gutter_fold_layout
from pnp.paper import FONT, FONT_BOLD, MM, Inks, PrintOptions, register_fonts
from pnp.templating import render_template


@dataclass
class Sheet:
    """One sheet of cards: the faces on it (at most the layout's capacity), the names of the component
    groups they belong to, and the sheet's number among the pack's card sheets (1-based) of ``of``."""

    faces: list
    names: list[str]
    number: int = 0
    of: int = 0


def pdf_name(game: str, opts: PrintOptions) -> str:
    """The file name of a pack: the game and the paper, then whatever else changes what is printed, so
    that two different prints never replace one another.

    >>> pdf_name("land-unter", PrintOptions())
    'land-unter-a4.pdf'
    >>> pdf_name("nile", PrintOptions(paper="letter", card_size="mini", bleed=3, back_offset=(0.5, -1),
    ...                               layout="gutter-fold", greyscale=True))
    'nile-letter-mini-bleed3-back0.5_-1-gutter-fold-ink-saver.pdf'
    """
    return f"{game}-{opts.paper}{geometry_suffix(opts, load_catalogue(game).card_size)}.pdf"


def geometry_suffix(opts: PrintOptions, default_card: str | None = None) -> str:
    """``-mini-bleed3-back0.5_-1-gutter-fold-ink-saver``: every option that changes the printed
    geometry or ink, as it differs from the defaults (``default_card`` is the game's own card size)."""
    parts = []
    if opts.card_size and opts.card_size != default_card:
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


def sheet_layout(opts: PrintOptions, card_size: str) -> SheetLayout:
    """The sheet geometry for ``opts`` and a game's default ``card_size``."""
    margins = load_paper().margins
    build = grid_layout if opts.layout == "duplex" else gutter_fold_layout
    return build(opts.paper_size(), opts.card(card_size), opts.bleed, margins.minimum,
                 mark_gap=margins.crop_mark_gap, mark_length=margins.crop_mark_length,
                 mark_min=margins.crop_mark_min_length)


def paginate(groups: list[ComponentGroup], capacity: int) -> list[Sheet]:
    """Cut the groups' faces into sheets of ``capacity``. A group starts on a new sheet unless it
    ``shares_sheet``, in which case it first fills the free slots of the sheet before."""
    sheets: list[Sheet] = []
    for g in groups:
        faces = list(g.faces)
        if g.shares_sheet and sheets and len(sheets[-1].faces) < capacity and faces:
            room = capacity - len(sheets[-1].faces)
            sheets[-1].faces += faces[:room]
            sheets[-1].names.append(g.name)
            faces = faces[room:]
        sheets += [Sheet(faces[i:i + capacity], [g.name]) for i in range(0, len(faces), capacity)]
    for i, sheet in enumerate(sheets):
        sheet.number, sheet.of = i + 1, len(sheets)
    return sheets


class _Pack:
    def __init__(self, game: str, opts: PrintOptions):
        register_fonts()
        self.game, self.opts = game, opts
        self.cat = load_catalogue(game)
        if self.cat.card_size is None:
            raise ValueError(f"{self.cat.title} has no card sheets")
        self.card = opts.card(self.cat.card_size)
        self.inks = Inks(opts.greyscale)
        self.art = art_for(game)(self.cat, self.inks, self.card, opts.bleed)
        self.layout = sheet_layout(opts, self.cat.card_size)
        from pnp.textfit import art_text_problems

        problems = art_text_problems(self.art)
        if problems:
            raise ValueError(f"{self.cat.title} at {self.card.name} size ({self.card.width:g} x {self.card.height:g} "
                             f"mm): {len(problems)} texts do not fit their cards, e.g. {problems[0]}; "
                             "choose a larger --card-size")
        self.groups = self.art.groups()
        self.sheets = paginate(self.groups, self.layout.capacity)
        self.forms: set[str] = set()
        self.contents_pages = 1

    # --- pages ---------------------------------------------------------------------------------
    def page_plan(self, contents_pages: int) -> tuple[int, dict[str, list[int]]]:
        """(pages before the first card sheet, group name -> the pages its cards are on)."""
        self.contents_pages = contents_pages
        leading = contents_pages + 1  # + the score pad
        duplex = self.opts.layout == "duplex"
        if duplex and leading % 2:
            leading += 1
        pages: dict[str, list[int]] = {}
        page = leading + 1
        for sheet in self.sheets:
            for name in sheet.names:
                pages.setdefault(name, []).append(page)
            page += 2 if duplex else 1
        return leading, pages

    def write(self, path: Path, progress: Callable[[str], None] | None = None) -> int:
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
        for _ in range(leading - contents_pages - 1):
            self._blank(c, paper)
        for sheet in self.sheets:
            if progress:
                progress(f"sheet {sheet.number} of {sheet.of}: {len(sheet.faces)} cards ({', '.join(sheet.names)})")
            if self.opts.layout == "duplex":
                self._sheet(c, sheet, backs=False)
                self._sheet(c, sheet, backs=True)
            else:
                self._sheet(c, sheet, backs=None)
        total = c.getPageNumber() - 1
        c.save()
        return total

    def _blank(self, c, paper) -> None:
        c.setPageSize((paper.width * MM, paper.height * MM))
        c.setFont(FONT, 8)
        c.setFillColor(self.inks("#8695a5"))
        c.drawCentredString(paper.width * MM / 2, paper.height * MM / 2,
                            "This page is left blank so that the card sheets start on a fresh sheet of paper.")
        c.showPage()

    # --- forms ---------------------------------------------------------------------------------
    def _form(self, c, key: str) -> str:
        name = f"card.{key}"
        if key not in self.forms:
            b, w, h = self.opts.bleed, self.card.width, self.card.height
            c.beginForm(name, 0, 0, (w + 2 * b) * MM, (h + 2 * b) * MM)
            c.saveState()
            c.scale(MM, MM)
            c.translate(b, b)
            self.art.draw(c, key, w, h)
            c.restoreState()
            c.endForm()
            self.forms.add(key)
        return name

    def _place(self, c, key: str, x: float, y: float, back: bool = False) -> None:
        """Place face ``key`` with its trim box's lower-left corner at (x, y) mm. On a layout whose
        cards lie turned, a front turns a quarter anticlockwise and a back a quarter clockwise, so
        that after the sheet is flipped each back stands the same way up as its front."""
        name = self._form(c, key)
        b, lay = self.opts.bleed, self.layout
        c.saveState()
        if not lay.turned:
            c.translate((x - b) * MM, (y - b) * MM)
        elif not back:
            c.translate((x + lay.slot_width + b) * MM, (y - b) * MM)
            c.rotate(90)
        else:
            c.translate((x - b) * MM, (y + lay.slot_height + b) * MM)
            c.rotate(-90)
        c.doForm(name)
        c.restoreState()

    # --- card sheets ---------------------------------------------------------------------------
    def _sheet(self, c, sheet: Sheet, backs: bool | None) -> None:
        lay = self.layout
        c.setPageSize((lay.page_width * MM, lay.page_height * MM))
        c.saveState()
        side = {False: "fronts", True: "backs", None: "fronts | backs"}[backs]
        if backs:
            ox, oy = self.opts.back_offset
            c.translate(ox * MM, oy * MM)
        for i, face in enumerate(sheet.faces):
            if backs is not True:
                self._place(c, face.front, *lay.slots[i])
            if backs is not False:
                self._place(c, face.back, *lay.back_slots[i], back=True)
        c.restoreState()
        c.saveState()
        c.scale(MM, MM)
        if not backs:
            c.setStrokeColorRGB(0, 0, 0)
            c.setLineWidth(0.1)  # 0.1 mm hairline
            for x1, y1, x2, y2 in lay.crop_marks:
                c.line(x1, y1, x2, y2)
        if lay.fold is not None:
            self._fold_marks(c)
        label = f"{self.cat.title} · {' + '.join(sheet.names)} · sheet {sheet.number} of {sheet.of} · {side}"
        self._label(c, label)
        c.restoreState()
        c.showPage()

    def _fold_marks(self, c) -> None:
        lay = self.layout
        c.setStrokeColor(self.inks("#5b6b7b"))
        c.setLineWidth(0.2)
        c.setDash(1.5, 1)
        top, bottom, m, fold = lay.grid_top(), lay.grid_bottom(), lay.margin, lay.fold or 0.0
        c.line(fold, top + 1, fold, lay.page_height - m)
        c.line(fold, bottom - 1, fold, m)
        c.setDash()
        c.setFillColor(self.inks("#5b6b7b"))
        c.setFont(FONT, 6 / MM)
        c.drawString(fold + 1, lay.page_height - m - 2.2, "fold")

    def _label(self, c, label: str) -> None:
        """A small label in the bottom margin, in the widest gap between crop marks."""
        lay = self.layout
        a, b = label_span(lay)
        size = 6.0
        from reportlab.pdfbase.pdfmetrics import stringWidth

        while size > 4 and stringWidth(label, FONT, size) / MM > (b - a) - 4:
            size -= 0.5
        c.setFillColor(self.inks("#5b6b7b"))
        c.setFont(FONT, size / MM)
        c.drawCentredString((a + b) / 2, label_baseline(lay), label)

    # --- contents -------------------------------------------------------------------------------
    def _contents(self, c, pages: dict | None = None, leading: int = 2) -> int:
        """Lay out the contents page(s) on ``c``; return how many pages they took."""
        from reportlab.platypus import Frame

        paper = self.opts.paper_size()
        flow = self._contents_flowables(pages or {}, leading)
        used = 0
        while flow:
            c.setPageSize((paper.width * MM, paper.height * MM))
            frame = Frame(15 * MM, 12 * MM, (paper.width - 30) * MM, (paper.height - 24) * MM,
                          leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)
            before = len(flow)
            frame.addFromList(flow, c)
            used += 1
            c.setFont(FONT, 7)
            c.setFillColor(self.inks("#5b6b7b"))
            c.drawRightString((paper.width - 15) * MM, 8 * MM, f"page {used}")
            c.showPage()
            if len(flow) == before:  # a flowable too big for any page: drop it rather than loop
                flow.pop(0)
        return used

    def _contents_flowables(self, pages: dict[str, list[int]], leading: int) -> list:
        from reportlab.lib.styles import ParagraphStyle
        from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

        ink = self.inks("#1d2b3a")
        body = ParagraphStyle("body", fontName=FONT, bulletFontName=FONT, fontSize=8.6, leading=11, textColor=ink)
        bullet = ParagraphStyle("bullet", parent=body, leftIndent=9, bulletIndent=0, spaceAfter=1.5)
        h1 = ParagraphStyle("h1", parent=body, fontName=FONT_BOLD, fontSize=18, leading=22, spaceAfter=2)
        h2 = ParagraphStyle("h2", parent=body, fontName=FONT_BOLD, fontSize=11, leading=14, spaceBefore=7,
                            spaceAfter=3, textColor=self.inks("#2f6db5"))
        text = render_template(
            "contents.md.j2", title=self.cat.title, subtitle=self.cat.subtitle, credits=self.cat.credits,
            card_w=f"{self.card.width:g}", card_h=f"{self.card.height:g}", card_name=self.card.name,
            layout=self.opts.layout, back_offset=tuple(self.opts.back_offset), leading_pages=leading,
            bleed=self.opts.bleed, greyscale=self.opts.greyscale, components_table="@TABLE@",
            variants=self.cat.variants,
            reconstructed=self.art_reconstructed())
        out: list = []
        for line in text.splitlines():
            line = line.rstrip()
            if not line:
                continue
            if line == "@TABLE@":
                out.append(self._components_table(pages, body, Table, TableStyle))
                out.append(Spacer(1, 4))
            elif line.startswith("## "):
                out.append(Paragraph(_inline(line[3:]), h2))
            elif line.startswith("# "):
                out.append(Paragraph(_inline(line[2:]), h1))
            elif line.startswith("- "):
                out.append(Paragraph(_inline(line[2:]), bullet, bulletText="•"))
            else:
                out.append(Paragraph(_inline(line), body))
        return out

    def art_reconstructed(self) -> list[str]:
        """Lines for "reconstructed or decided by us": catalogue decisions and art choices."""
        lines = [f"<b>Decision:</b> {d.text}" for d in self.cat.decisions]
        lines.append("<b>Art:</b> every picture, symbol and layout in this pack is our own; the card size "
                     f"({self.card.name}, {self.card.width:g} × {self.card.height:g} mm) is a standard size "
                     "we chose, not a measurement of a published edition.")
        return lines

    def _components_table(self, pages: dict[str, list[int]], style, Table, TableStyle):
        from reportlab.platypus import Paragraph

        size = f"{self.card.width:g} × {self.card.height:g} mm"
        head = ["Component", "Count", "Size", "Pages", "Notes"]
        rows = [head]
        for g in self.groups:
            rows.append([g.name, str(len(g.faces)), size, _page_ranges(pages.get(g.name, []),
                         self.opts.layout == "duplex"), Paragraph(html.escape(g.note), style)])
        rows.append(["Score pad", "1 page", paper_name(self.opts), str(self.contents_pages + 1), Paragraph(
            html.escape(self.art.score_pad_note), style)])
        t = Table(rows, colWidths=[32 * MM, 18 * MM, 24 * MM, 20 * MM, None], repeatRows=1, hAlign="LEFT")
        t.setStyle(TableStyle([
            ("FONT", (0, 0), (-1, -1), FONT, 8.2),
            ("FONT", (0, 0), (-1, 0), FONT_BOLD, 8.2),
            ("TEXTCOLOR", (0, 0), (-1, -1), self.inks("#1d2b3a")),
            ("LINEBELOW", (0, 0), (-1, 0), 0.6, self.inks("#1d2b3a")),
            ("LINEBELOW", (0, 1), (-1, -1), 0.25, self.inks("#aab4bf")),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ]))
        return t


def label_span(lay: SheetLayout) -> tuple[float, float]:
    """The widest stretch (x from, x to, mm) of the bottom margin between two vertical crop marks (or
    the fold), inside the paper's clear margin: where the sheet's label goes."""
    xs = sorted({m[0] for m in lay.crop_marks if m[0] == m[2]} | ({lay.fold} if lay.fold else set()))
    edges = [lay.margin] + xs + [lay.page_width - lay.margin]
    return max(zip(edges, edges[1:]), key=lambda e: e[1] - e[0])


def label_baseline(lay: SheetLayout) -> float:
    """The baseline of the sheet's label (mm): in the bottom margin, below the cards and at least the
    clear margin plus a descender above the paper's edge."""
    return max(lay.margin + 0.6, min(lay.grid_bottom() - 3.5, lay.margin + 2))


def paper_name(opts: PrintOptions) -> str:
    """The paper's display name."""
    return opts.paper_size().name


def _inline(s: str) -> str:
    s = html.escape(s, quote=False) if "<b>" not in s else s
    s = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", s)
    return re.sub(r"`(.+?)`", r"<b>\1</b>", s)


def _page_ranges(pages: list[int], duplex: bool) -> str:
    if not pages:
        return ""
    if duplex:
        return ", ".join(f"{p}–{p + 1}" for p in pages) if len(pages) <= 2 else f"{pages[0]}–{pages[-1] + 1}"
    return f"{pages[0]}–{pages[-1]}" if len(pages) > 1 else str(pages[0])


def build_game(game: str, opts: PrintOptions, out_dir: Path,
               progress: Callable[[str], None] | None = None) -> Path:
    """Write ``<out_dir>/<pdf_name>`` (see :func:`pdf_name`) and return its path. The PDF is written
    under a temporary name and renamed into place when complete (:func:`pnp.outfile.written`).

    Raises KeyError for an unknown game, ValueError when the card does not fit the paper, and
    :class:`pnp.outfile.OutputError` when the file cannot be written.
    """
    pack = _Pack(game, opts)
    path = Path(out_dir) / pdf_name(game, opts)
    replaced = path.is_file() and not path.is_symlink()
    with written(path) as tmp:
        pages = pack.write(tmp, progress)
    if progress:
        progress(f"{pages} pages written to {path}" + (" (it replaces the earlier print of that name)"
                                                       if replaced else ""))
    return path


def build_calibration(opts: PrintOptions, out_dir: Path) -> Path:
    """Write ``calibration-<paper>[-back<X>_<Y>].pdf``: a front page with crosshairs and a back page
    with millimetre scales at the mirrored spots, to read the printer's back offset (X,Y in mm).
    Raises :class:`pnp.outfile.OutputError` when the file cannot be written."""
    from pnp.calibration import draw_calibration

    register_fonts()
    back = "" if tuple(opts.back_offset) == (0, 0) else "-" + back_offset_name(opts.back_offset)
    path = Path(out_dir) / f"calibration-{opts.paper}{back}.pdf"
    with written(path) as tmp:
        draw_calibration(tmp, opts)
    return path
