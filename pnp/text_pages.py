"""The pages of words of a print-and-play pack: the contents page(s) (what you need, printing, cutting,
the components table with their pages, the board's assembly map) and the credits page(s), written in the
templates' small Markdown (``templates/contents.md.j2``, ``credits.md.j2``) and set with reportlab's
platypus on pages of the paper's size. :class:`TextPages` is mixed into the pack (:class:`pnp.build._Pack`),
whose catalogue, options, art, groups, sheets and pages it reads.
"""

from __future__ import annotations

import html
import re
from typing import TYPE_CHECKING, Any

from pnp.art import ComponentGroup, ExtraPage
from pnp.boards import BOARD
from gamedata.catalogue import Catalogue, Size
from pnp.paper import FONT, FONT_BOLD, MM, Inks, PrintOptions, outer_bleed
from gamedata.templating import join_words, plain_words, render_template
from pnp.words import language, say

if TYPE_CHECKING:
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.platypus import Flowable, Frame, Table, TableStyle

    from pnp.art import CardArt
    from pnp.build import Sheet
    from pnp.canvas import Canvas


class TextPages:
    """The contents and credits pages of a pack (a mixin of :class:`pnp.build._Pack`, which sets what
    is declared here)."""

    cat: Catalogue
    opts: PrintOptions
    card: Size
    inks: Inks
    art: CardArt[Any]
    groups: list[ComponentGroup]
    sheets: list[Sheet]
    extras: list[ExtraPage]
    #: the page number of each of ``extras`` (after the pack's page plan)
    extra_numbers: list[int]
    contents_pages: int
    credits_page: int

    def pages_of(self, name: str) -> list[int]:
        """The page numbers of the game's own pages of component ``name`` (after the pack's page plan)."""
        return [number for number, extra in zip(self.extra_numbers, self.extras) if extra.name == name]

    # --- contents -------------------------------------------------------------------------------
    def _contents(self, c: Canvas, pages: dict[str, list[int]] | None = None, leading: int = 2) -> int:
        """Lay out the contents page(s) on ``c``; return how many pages they took."""
        return self._text_pages(c, self._contents_flowables(pages or {}, leading), 1)

    def _text_pages(self, c: Canvas, flow: list[Flowable], first: int) -> int:
        """Lay out ``flow`` (flowables) on pages of the paper's size numbered from ``first``; return how
        many pages they took."""
        from reportlab.platypus import Frame

        paper = self.opts.paper_size()
        used = 0
        while flow:
            c.setPageSize((paper.width * MM, paper.height * MM))
            frame = Frame(15 * MM, 12 * MM, (paper.width - 30) * MM, (paper.height - 24) * MM,
                          leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)
            before = len(flow)
            _fill_frame(frame, flow, c)
            used += 1
            c.setFont(FONT, 7)
            c.setFillColor(self.inks("#5b6b7b"))
            c.drawRightString((paper.width - 15) * MM, 8 * MM, say(f"page {first + used - 1}"))
            c.showPage()
            if len(flow) == before:  # a flowable too big for any page: drop it rather than loop
                flow.pop(0)
        return used

    def _contents_flowables(self, pages: dict[str, list[int]], leading: int) -> list[Flowable]:
        text = render_template(
            "contents.md.j2", title=self.cat.title, subtitle=self.cat.subtitle, credits=self.cat.credits,
            card_w=f"{self.card.width:g}", card_h=f"{self.card.height:g}", card_name=self.card.name,
            layout=self.opts.layout, back_offset=tuple(self.opts.back_offset), leading_pages=leading,
            bleed=self.opts.bleed, outer_bleed=f"{outer_bleed(self.opts):g}", greyscale=self.opts.greyscale,
            components_table="@TABLE@", thing="card" if self.cat.card_size else "tile",
            board_pages=self._board_words(), butted=[g.name for g in self.groups if g.edge_to_edge],
            matched=[g.name for g in self.groups if g.edge_matched],
            round_pieces=[g.name for g in self.groups if g.round], board_check=self.art.board_check,
            own_pages=join_words(sorted({e.name.lower() for e in self.extras})), credits_page=self.credits_page, has_cards=any(not g.butted for g in self.groups),
            gutters=any(s.layout.gutters for s in self.sheets),
            gutter_mm=f"{2 * (outer_bleed(self.opts) - self.opts.bleed):g}")
        return self._flowables(text, pages)

    def _credits_flowables(self) -> list[Flowable]:
        """The credits page: who made the game, where our facts come from, the variants of the rules, in
        French and German which of the words are the rules' and editions' and which are ours (issue 25 §3;
        the catalogue says them for its language, from ``docs/terms-<game>.md``), what we reconstructed or
        decided, and what this pack is made with (and under which licences), in a player's words."""
        text = render_template(
            "credits.md.j2", title=self.cat.title, credits=self.cat.credits,
            sources=[plain_words(s) for s in self.cat.sources], reconstructed=self.art_reconstructed(),
            variants=self.cat.variants,
            terms="" if language() == "en" else f"docs/terms-{self.cat.game}.md")
        return self._flowables(text, {})

    def _flowables(self, text: str, pages: dict[str, list[int]]) -> list[Flowable]:
        """The flowables of a page written in the templates' small Markdown: ``#`` and ``##`` headings,
        ``-`` bullets, ``**bold**``; ``@TABLE@`` the components table, ``@MAP@`` the board's assembly map.
        Each heading, bullet and paragraph is said in the pack's language (:func:`pnp.words.say`)."""
        from reportlab.lib.styles import ParagraphStyle
        from reportlab.platypus import Paragraph, Spacer, Table, TableStyle

        ink = self.inks("#1d2b3a")
        body = ParagraphStyle("body", fontName=FONT, bulletFontName=FONT, fontSize=8.6, leading=11, textColor=ink)
        bullet = ParagraphStyle("bullet", parent=body, leftIndent=9, bulletIndent=0, spaceAfter=1.5)
        h1 = ParagraphStyle("h1", parent=body, fontName=FONT_BOLD, fontSize=18, leading=22, spaceAfter=2)
        h2 = ParagraphStyle("h2", parent=body, fontName=FONT_BOLD, fontSize=11, leading=14, spaceBefore=7,
                            spaceAfter=3, textColor=self.inks("#2f6db5"))
        out: list[Flowable] = []
        for line in text.splitlines():
            line = line.rstrip()
            if not line:
                continue
            if line == "@MAP@":  # the map stays on the page of its heading and words
                out[-2:] = [_Block(out[-2:] + [self._assembly_map()])]
            elif line == "@TABLE@":
                out.append(self._components_table(pages, body, Table, TableStyle))
                out.append(Spacer(1, 4))
            elif line.startswith("## "):
                out.append(Paragraph(_inline(say(line[3:])), h2))
            elif line.startswith("# "):
                out.append(Paragraph(_inline(say(line[2:])), h1))
            elif line.startswith("- "):
                out.append(Paragraph(_inline(say(line[2:])), bullet, bulletText="•"))
            else:
                out.append(Paragraph(_inline(say(line)), body))
        return out

    def _board_words(self) -> str:
        from pnp.boards import assembly_words

        plan = self.art.board_plan
        return "" if plan is None else assembly_words(plan)

    def _assembly_map(self) -> Flowable:
        """The board's assembly map as a flowable: every page's window with its page number."""
        from reportlab.platypus import Flowable

        from pnp.boards import draw_assembly_map

        plan, numbers = self.art.board_plan, self.pages_of(BOARD)
        if plan is None:  # the contents template asks for the map only where the board is split
            raise ValueError(f"{self.cat.title} has no board plan to draw an assembly map of")
        board = plan
        ink = self.inks("#1d2b3a")
        height = 62.0

        class _Map(Flowable):  # type: ignore[misc]  # reportlab has no types: its Flowable is Any
            def wrap(self, avail_w: float, avail_h: float) -> tuple[float, float]:
                self.width = avail_w
                return avail_w, height * MM

            def draw(self) -> None:
                c = self.canv
                c.saveState()
                c.scale(MM, MM)
                draw_assembly_map(c, board, 0, 1, self.width / MM, height - 2, numbers, ink)
                c.restoreState()

        return _Map()

    def art_reconstructed(self) -> list[str]:
        """Lines for "reconstructed or decided by us": the catalogue's decisions about the game (not those of
        the live referee: ``scope: referee``) and art choices."""
        lines = [plain_words(line) for line in self.art.reconstructed()]
        lines += [f"<b>Our choice:</b> {plain_words(d.text)}" for d in self.cat.decisions if d.scope == "game"]
        if self.cat.card_size:
            lines.append("<b>Art:</b> every picture, symbol and layout in this pack is our own; the card size "
                         f"({self.card.name}, {self.card.width:g} × {self.card.height:g} mm) is a standard size "
                         "we chose, not a measurement of a published edition.")
        else:
            lines.append("<b>Art:</b> every picture, symbol and layout in this pack is our own.")
        return lines

    def _components_table(self, pages: dict[str, list[int]], style: ParagraphStyle, Table: type[Table],
                          TableStyle: type[TableStyle]) -> Table:
        from reportlab.lib.styles import ParagraphStyle
        from reportlab.platypus import Paragraph

        small = ParagraphStyle("cell", parent=style, fontSize=8.2, leading=10)

        def cell(text: str) -> Paragraph:  # a cell that wraps within its column instead of running into the next
            return Paragraph(html.escape(say(text)), small)

        head = [say(word) for word in ("Component", "Count", "Size", "Pages", "Notes")]
        rows: list[list[Paragraph | str]] = [head]
        for g in self.groups:
            own = g.size or self.card
            rows.append([cell(g.name), str(len(g.faces)), cell(f"{own.width:g} × {own.height:g} mm"),
                         cell(_page_ranges(pages.get(g.name, []), self.opts.layout == "duplex")),
                         cell(plain_words(g.note))])
        rows.append([cell("Score pad"), say("1 page"), cell(paper_name(self.opts)), cell(str(self.contents_pages + 1)),
                     cell(self.art.score_pad_note)])
        for extra in self.extras:
            if extra.count:  # the component's first page carries its row
                rows.append([cell(extra.name), say(extra.count), cell(extra.size), cell(_page_list(self.pages_of(extra.name))),
                             cell(plain_words(extra.note))])
        for name, count_, note in self.art.unprinted():
            rows.append([cell(name), say(count_), "", "", cell(plain_words(note))])
        t = Table(rows, colWidths=[_column(rows, 0, 33), _column(rows, 1, 14), _column(rows, 2, 23), 22 * MM, None],
                  repeatRows=1, hAlign="LEFT")
        t.setStyle(TableStyle([
            ("FONT", (0, 0), (-1, -1), FONT, 8.2),
            ("FONT", (0, 0), (-1, 0), FONT_BOLD, 8.2),
            ("TEXTCOLOR", (0, 0), (-1, -1), self.inks("#1d2b3a")),
            ("LINEBELOW", (0, 0), (-1, 0), 0.6, self.inks("#1d2b3a")),
            ("LINEBELOW", (0, 1), (-1, -1), 0.25, self.inks("#aab4bf")),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ]))
        return t


def _column(rows: list[list[Any]], index: int, least: float) -> float:
    """The width in points of column ``index`` of the contents table (``rows``: its bold heading first):
    ``least`` mm, or wider where a cell has a longer unbreakable run in the pack's language (German
    „Wasserstandskarten“, a size tied to its unit, « 724 × 403 mm », the French heading « Nombre »), so that
    no cell breaks inside a word or a measure nor runs into the next; its padding (6 pt a side) included. A
    run is what lies between two plain spaces (a no-break space holds its words together)."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    cells = [(FONT_BOLD if i == 0 else FONT, row[index].text if hasattr(row[index], "text") else str(row[index]))
             for i, row in enumerate(rows)]
    longest = max((stringWidth(run, font, 8.2) for font, cell in cells for run in cell.split(" ")), default=0.0)
    return max(least * MM, longest + 12.5)


def _Block(content: list[Flowable]) -> Flowable:
    """A flowable of ``content`` (flowables) set one under another that never splits: a heading, its
    words and the picture they speak of stay on one page. (reportlab's KeepTogether asks to be split,
    which the contents page's frame filling does not do.)"""
    from reportlab.platypus import Flowable

    class Block(Flowable):  # type: ignore[misc]  # reportlab has no types: its Flowable is Any
        def wrap(self, avail_w: float, avail_h: float) -> tuple[float, float]:
            self.sizes = [f.wrap(avail_w, avail_h) for f in content]
            self.width = avail_w
            self.height = sum(h + f.getSpaceBefore() + f.getSpaceAfter() for f, (_, h) in zip(content, self.sizes))
            return avail_w, self.height

        def draw(self) -> None:
            y = self.height
            for f, (_, h) in zip(content, self.sizes):
                y -= f.getSpaceBefore() + h
                f.drawOn(self.canv, 0, y)
                y -= f.getSpaceAfter()

    return Block()


def _fill_frame(frame: Frame, flow: list[Flowable], c: Canvas) -> None:
    """Add flowables from the front of ``flow`` to ``frame`` while they fit (as ``addFromList``), but
    never end the frame on a heading: a flowable is never split here, so a heading goes to the next
    page unless what follows it fits below it whole (or, if that is taller than a page, its first
    3 lines do)."""
    while flow:
        head = flow[0]
        if getattr(getattr(head, "style", None), "name", "") == "h2" and len(flow) > 1:
            room = frame._y - frame._y1p
            after = flow[1].wrap(frame._aW, frame._aH)[1]
            need = (head.getSpaceBefore() + head.wrap(frame._aW, room)[1] + head.getSpaceAfter()
                    + flow[1].getSpaceBefore() + (after if after <= frame._aH else 36))  # as frame.add counts
            if need > room:
                return
        if not frame.add(head, c, trySplit=0):
            return
        del flow[0]


def paper_name(opts: PrintOptions) -> str:
    """The paper's display name."""
    return opts.paper_size().name


def _inline(s: str) -> str:
    s = html.escape(s, quote=False) if "<b>" not in s else s
    s = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", s)
    return re.sub(r"`(.+?)`", r"<b>\1</b>", s)


def _page_list(pages: list[int]) -> str:
    """Page numbers as a reader looks them up: ``'5'``, ``'5, 7'``, ``'5–7'`` (every page from 5 to 7)
    or ``'5, 7, …, 15'`` (every other page).

    >>> _page_list([5]), _page_list([5, 7]), _page_list([5, 6, 7]), _page_list([5, 7, 9, 11])
    ('5', '5, 7', '5–7', '5, 7, …, 11')
    """
    if len(pages) < 3:
        return ", ".join(map(str, pages))
    steps = {b - a for a, b in zip(pages, pages[1:])}
    if steps == {1}:
        return f"{pages[0]}–{pages[-1]}"
    if steps == {2}:
        return f"{pages[0]}, {pages[1]}, …, {pages[-1]}"
    return ", ".join(map(str, pages))


def _page_ranges(pages: list[int], duplex: bool) -> str:
    if not pages:
        return ""
    if duplex:
        return ", ".join(f"{p}–{p + 1}" for p in pages) if len(pages) <= 2 else f"{pages[0]}–{pages[-1] + 1}"
    return f"{pages[0]}–{pages[-1]}" if len(pages) > 1 else str(pages[0])
