"""Card art, one module per game, and the small drawing kit they share.

A game's art module exposes ``Art(catalogue, inks, card_size_mm, bleed_mm)``, a :class:`CardArt`, with:

* ``groups()`` -> list of :class:`ComponentGroup`: the components printed on card sheets, each card
  as a :class:`CardFace` (a front key and a back key);
* ``draw(canvas, key, w, h)`` (from :class:`CardArt`): draw face ``key`` with the canvas in
  millimetres, origin at the lower-left corner of the trim box, the bleed extending below zero and
  beyond ``w``/``h``, through the game's ``_face_<kind>`` methods;
* ``score_pad(canvas, page_w, page_h)``: draw a score pad on a whole page (mm);
* ``score_pad_note``: how many sheets the score-pad page holds and how to use it (contents page);
* ``reconstructed()``: lines for the credits page.

Every face is drawn once into a PDF form and reused, however many copies the deck holds.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from typing import TYPE_CHECKING, Any, Callable, Generic, TypeVar

from gamedata.catalogue import Catalogue
from pnp.art.draw import fill_rect

if TYPE_CHECKING:
    from gamedata.catalogue import Size
    from pnp.boards import BoardPlan
    from pnp.canvas import Canvas, Color, FormMaker, Pen
    from pnp.paper import Inks, PrintOptions

#: the catalogue class of a game's art (:class:`gamedata.catalogue.Catalogue` or one of its subclasses)
CatalogueT = TypeVar("CatalogueT", bound=Catalogue)


@dataclass(frozen=True)
class CardFace:
    """One physical card: the key of its front art and of its back art."""

    front: str
    back: str


@dataclass(frozen=True)
class ComponentGroup:
    """A component printed on card sheets: its name, the cards (one face each) and its note on the
    contents page (where the count comes from, the deck's source, how to use it). ``shares_sheet``
    lets its cards fill the free slots of the previous group's last sheet instead of starting a new
    sheet (so a single Plague card does not take a sheet of its own)."""

    name: str
    faces: list[CardFace]
    note: str = ""
    shares_sheet: bool = False
    #: the components lie edge to edge and share their cut lines (tiles, counters): no bleed between them
    butted: bool = False
    #: butted pieces drawn with bleed of their own (tokens whose edges differ in colour): laid as cards are,
    #: sharing a cut only where their edges match and parted by a gutter elsewhere (:mod:`pnp.cutting`)
    edge_matched: bool = False
    #: the components are round (tokens): cut out square from the crop marks, then round along the circle
    round: bool = False
    #: the group's own size (a :class:`gamedata.catalogue.Size` in mm); None for the game's component size
    size: Size | None = None
    #: words for the label of each sheet the group is on (how to cut it), after the group's name
    sheet_note: str = ""

    @property
    def edge_to_edge(self) -> bool:
        """True for pieces laid edge to edge with no bleed at all (tiles): every cut shared, whatever the
        edges; False for cards and for butted pieces with bleed of their own (``edge_matched`` tokens)."""
        return self.butted and not self.edge_matched


@dataclass(frozen=True)
class ExtraPage:
    """A page that is not a card sheet (a board page, a page of tile racks): the component ``name`` it
    belongs to, its page size in mm, and ``draw(canvas, form)`` drawing it on a canvas scaled to mm.
    ``form(name, w, h, drawer)`` gives the name of a PDF form drawn once by ``drawer(canvas)`` in a
    ``w`` x ``h`` mm box (created on first use); a piece to cut out of the page (a rack) is drawn as
    the form ``cut.<name>`` whose box is the piece's, so that a test can tell it overlaps nothing.
    ``count``, ``size`` and ``note`` fill the contents table's row (on the component's first page)."""

    name: str
    width: float
    height: float
    draw: Callable[[Canvas, FormMaker], None]
    count: str = ""
    size: str = ""
    note: str = ""


class CardArt(Generic[CatalogueT]):
    """The base of every game's ``Art``: keeps the catalogue (a ``CatalogueT``, the game's own class), the
    inks, the card size (mm) and the bleed (mm), and draws a face from its key. A key is ``"<kind>"`` or
    ``"<kind>-<arg>"``, drawn by the method ``_face_<kind>(canvas, arg, w, h)`` (``arg`` is ``""`` when
    there is none)."""

    #: the score pad's line on the contents page
    score_pad_note = ""
    #: the split board's page plan (:class:`pnp.boards.BoardPlan`) once :meth:`extra_pages` made one
    board_plan: BoardPlan | None = None
    #: the contents page's sentence on checking the board's scale (a game with a board)
    board_check = ""
    #: what each back says under the game's name in the ink saver (back key argument -> words)
    back_labels: dict[str, str] = {}
    #: how far inside the trim line (mm) the sides of the ink saver's title plate on a back lie, at most
    ink_saver_inset = 5.0

    def ink_saver_plate_inset(self, w: float, h: float) -> float:
        """How far inside the trim line (mm) the sides of the ink saver's title plate lie on a ``w`` x ``h``
        mm back: :attr:`ink_saver_inset`, less on a small piece (a 20 mm tile: 3 mm)."""
        return min(self.ink_saver_inset, 0.15 * min(w, h))

    def __init__(self, catalogue: CatalogueT, inks: Inks, card: Size, bleed: float) -> None:
        from gamedata.catalogue import load_paper

        self.cat, self.inks, self.card, self.bleed = catalogue, inks, card, bleed
        self.safe_zone = load_paper().margins.safe_zone

    def draw(self, c: Pen, key: str, w: float, h: float) -> None:
        """Draw face ``key`` in a ``w`` x ``h`` mm trim box, bleed included. Raises KeyError for a key
        the game does not have.

        Every face runs to the edge of its bleed, backs too (a back is a printed pattern, not a panel
        in a white border): the sheet clips each card to its own share of the art, so a cut that drifts
        shows more of the card's own art, never a frame line moving or white paper. In the ink saver a
        back is a pale hatch to the edge, little ink, with the game's name and what the back says on a
        white plate in the middle."""
        kind, _, arg = key.partition("-")
        face = getattr(self, f"_face_{kind}", None)
        if face is None:
            raise KeyError(key)
        if kind == "back" and self.inks.greyscale:
            self._ink_saver_back(c, arg, w, h)
        else:
            face(c, arg, w, h)

    def draw_card(self, c: Pen, key: str, x: float, y: float, width: float) -> tuple[float, float, float, float]:
        """Draw face ``key`` as printed, scaled down to ``width`` mm wide with its lower-left corner at
        (x, y) mm and edged with a thin line: a card lying on the table in a picture of a game (``nile
        show``). Returns the card's box ``(x, y, w, h)`` in mm. Raises KeyError for a key the game does
        not have."""
        from pnp.art.draw import PT

        k = width / self.card.width
        w, h = width, self.card.height * k
        c.saveState()
        p = c.beginPath()
        p.rect(x, y, w, h)
        c.clipPath(p, stroke=0, fill=0)
        c.translate(x, y)
        c.scale(k, k)
        self.draw(c, key, self.card.width, self.card.height)
        c.restoreState()
        c.setStrokeColor(self.inks("#5a6470"))
        c.setLineWidth(0.6 * PT)
        c.rect(x, y, w, h, stroke=1, fill=0)
        return x, y, w, h

    def groups(self) -> list[ComponentGroup]:
        """The components printed on card sheets, in the pack's order: each game's own."""
        raise NotImplementedError(f"{type(self).__name__} prints no card sheets")

    def score_pad(self, c: Pen, page_w: float, page_h: float) -> None:
        """Draw the game's score pad on a whole ``page_w`` x ``page_h`` mm page: each game's own."""
        raise NotImplementedError(f"{type(self).__name__} has no score pad")

    def draw_board(self, c: Pen) -> None:
        """Draw the whole board (mm, from its lower-left corner): each game with a board (its catalogue's
        ``has_board``)."""
        raise NotImplementedError(f"{type(self).__name__} has no board")

    def choose(self, opts: PrintOptions) -> None:
        """Take the print options that change what this game draws besides its size, inks and bleed
        (Ufern's ``opts.tokens``); nothing by default."""

    def reconstructed(self) -> list[str]:
        """Lines for the credits page: what this pack reconstructs where no source survives; none by
        default."""
        return []

    def unprinted(self) -> list[tuple[str, str, str]]:
        """Components the pack does not print, for the contents table: (name, count, what to use)."""
        return []

    def extra_pages(self, opts: PrintOptions) -> list[ExtraPage]:
        """Pages of their own printed after the score pad (a board, racks); none by default."""
        return []

    def summary_face(self, w: float, h: float) -> CardFace:
        """The faces of one turn summary on a ``w`` x ``h`` mm card: the whole summary on the front and
        the summary back (``summary``, ``back-summary``) where it fits there at the smallest text size
        (:data:`pnp.imposition.LABEL_PT`, 7 pt); else its first part on the front and the rest on the
        back (``summary-1``, ``summary-2``), a card printed on both sides. The game draws part ``p`` (0
        the whole) with ``_summary_text(canvas, w, h, size, p)``."""
        from pnp.art.draw import TextDoesNotFit
        from pnp.imposition import LABEL_PT

        try:
            self._summary_size(w, h, 0, LABEL_PT)
        except TextDoesNotFit:
            return CardFace("summary-1", "summary-2")
        return CardFace("summary", "back-summary")

    def summaries(self, count: int, **kwargs: Any) -> ComponentGroup:
        """The group of ``count`` turn summaries on the game's cards (:meth:`summary_face`), "one per
        player", saying so where a summary runs on to its back; ``kwargs`` as for :class:`ComponentGroup`."""
        face = self.summary_face(self.card.width, self.card.height)
        note = "one per player" + ("; each runs on to its back" if face.back.startswith("summary") else "")
        return ComponentGroup("Turn summaries", [face] * count, note, **kwargs)

    def _summary_size(self, w: float, h: float, part: int, min_pt: float = 4.5) -> float:
        """The size (pt, at most 8) the turn summary's part ``part`` is set at (0: the whole on one
        face); both parts of a summary split over two faces are set at one size, the smaller of their
        largest. Raises :class:`pnp.art.draw.TextDoesNotFit` below ``min_pt``."""
        parts = (part,) if part == 0 else (1, 2)

        def part_text(p: int) -> Callable[[Pen, float], None]:
            return lambda probe, s: self._summary_text(probe, w, h, s, p)  # type: ignore[attr-defined]

        return min(self._largest_size(part_text(p), w, h, max_pt=8.0, min_pt=min_pt) for p in parts)

    def _largest_size(self, draw: Callable[[Pen, float], None], w: float, h: float, max_pt: float,
                      min_pt: float = 4.5) -> float:
        """The largest text size (pt, at most ``max_pt``, in steps of 0.1) at which ``draw(canvas, size)``
        keeps all its text inside the safe zone of a ``w`` x ``h`` mm card (tried on a
        :class:`pnp.textfit.TextProbe`). Raises :class:`pnp.art.draw.TextDoesNotFit` below ``min_pt``."""
        from pnp.art.draw import TextDoesNotFit
        from pnp.textfit import TextProbe

        size = max_pt
        while size >= min_pt - 1e-9:
            probe = TextProbe()
            draw(probe, size)
            if all(r.inside(w, h, self.safe_zone) for r in probe.runs):
                return size
            size = round(size - 0.1, 2)
        raise TextDoesNotFit(f"the text of a {w:g} x {h:g} mm card does not fit at {min_pt:g} pt")

    def _title(self, c: Pen, x: float, y: float, s: str, max_pt: float, colour: Color, w: float) -> None:
        """A bold title centred at ``x``, as large as ``max_pt`` but no wider than the safe zone."""
        from pnp.art import draw as d

        d.text(c, x, y, s, d.fit_size(s, w - 2 * self.safe_zone - 1, max_pt, bold=True), colour, bold=True)

    def _ink_saver_back(self, c: Pen, arg: str, w: float, h: float) -> None:
        from pnp.art import draw as d

        if arg not in self.back_labels:
            raise KeyError(f"back-{arg}")
        ink = self.inks("#1d2b3a")
        bd, b = self.ink_saver_plate_inset(w, h), self.bleed
        c.saveState()  # a pale hatch at 45° over the whole back, bleed included: printed, with little ink
        c.setStrokeColor(self.inks("#c3ccd6"))
        c.setLineWidth(0.25)
        x = -b - (h + 2 * b)
        while x < w + b:
            c.line(x, -b, x + h + 2 * b, h + b)
            x += 2.2
        c.restoreState()
        room = w - 2 * (bd + 1.2) - 6  # inside the plate's inner rule, with air on both sides
        title = self.cat.title.upper()
        words = title.split()
        lines = [title]
        if d.fit_size(title, room, 14, bold=True) < 11 and len(words) > 1:  # small on one line: two lines
            half = min(range(1, len(words)), key=lambda k: abs(len(" ".join(words[:k])) - len(title) / 2))
            lines = [" ".join(words[:half]), " ".join(words[half:])]
        size = min(d.fit_size(line, room, 14, bold=True) for line in lines)
        step = size * d.PT * 1.2
        top = h / 2 + (len(lines) - 1) * step / 2
        plate_top = top + size * d.PT * d.ASCENT + 4
        plate_bottom = top - (len(lines) - 1) * step - (10 if self.back_labels[arg] else size * d.PT * d.DESCENT + 4)
        c.setFillColor(self.inks("#ffffff"))
        c.setStrokeColor(ink)
        c.setLineWidth(0.4)
        c.roundRect(bd, plate_bottom, w - 2 * bd, plate_top - plate_bottom, 2, stroke=1, fill=1)
        c.setLineWidth(0.2)
        c.roundRect(bd + 1.2, plate_bottom + 1.2, w - 2 * bd - 2.4, plate_top - plate_bottom - 2.4, 1.4, stroke=1,
                    fill=0)
        for k, line in enumerate(lines):
            d.text(c, w / 2, top - k * step, line, size, ink, bold=True)
        if self.back_labels[arg]:
            d.text(c, w / 2, top - (len(lines) - 1) * step - 6, self.back_labels[arg], 8, ink)

    def _bg(self, c: Pen, w: float, h: float, colour: str) -> None:
        """Fill the whole card, bleed included, with ``colour`` (a hex string); nothing in the ink saver."""
        if self.inks.greyscale:
            return
        b = self.bleed
        fill_rect(c, -b, -b, w + 2 * b, h + 2 * b, self.inks(colour))


def has_art(game: str) -> bool:
    """True if this version can print ``game`` (it has an art module), without importing it. Raises
    KeyError for an unknown game."""
    from gamedata.games import game_files

    return game_files()[game].has_art


def art_for(game: str) -> type[CardArt[Any]]:
    """The ``Art`` class of ``game`` (module ``pnp.art.<game with underscores>``, or a plugin's ``art``:
    :func:`gamedata.games.game_files`). Raises KeyError for an unknown game."""
    from gamedata.games import game_files

    art: type[CardArt[Any]] = import_module(game_files()[game].art).Art
    return art
