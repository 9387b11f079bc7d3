"""*An den Ufern des Nils*: the pack (what is printed and how), the plant tokens, the cover strips, the
standees, the turn summaries and the round log (our own drawings; the water and desert cards are
:mod:`pnp.art.ufern_cards`, the board :mod:`pnp.art.ufern_board`).

Nothing is told by colour alone: a water card's ends show one wave line (single), two (double) or a
crossed sand end (blank), and say so in words; events are symbols with their names (palms for rot N,
a dune, a hippo, an arrow); a plant token carries its player's letter and its crop's own symbol (no
word under 7 pt), its seed side a pale ring with dotted soil, its ripe side a full disc; a notch at the top of
both sides shows the 45° turn of a rotten plant.
"""

from __future__ import annotations

import math
from functools import partial
from typing import TYPE_CHECKING, Callable

from pnp.art import CardFace, ComponentGroup, ExtraPage
from pnp.art import draw as d
from pnp.art import ufern_pieces as pieces
from pnp.art.ufern_board import INK, WATER, BoardGeometry, triangle
from gamedata.catalogue import Size, load_paper
from gamedata.templating import reconstruction_line
from gamedata.ufern_catalogue import UfernCatalogue, UfernRules
from pnp.art.ufern_cards import DESERT_SCENES, WATER_SCENES, CardFaces, event_code
from pnp.paper import fill_ink
from pnp.words import language

if TYPE_CHECKING:
    from pnp.boards import SeamHints
    from pnp.canvas import Canvas, FormMaker, Pen
    from pnp.paper import Inks, PrintOptions

#: how far the cover strips' art runs past their cut line (mm)
STRIP_BLEED = 1.5


def summary(rules: UfernRules) -> list[tuple[str, str, str, list[str]]]:
    """The round summary: (number, heading, symbol, lines) for the rules' four phases of a round, its
    numbers read from the catalogue's ``rules`` (water cards a round, action points, costs, row awards, the
    rotten penalty)."""
    awards = ", ".join("/".join(map(str, rules.row_awards[k])) for k in sorted(rules.row_awards))
    return [
        ("1", "Flood or ebb (first player)", "waves", [
            f"Flut: lay {rules.water_cards} water cards from your stacks, like dominoes from the river. Covered "
            "plants go to the boat; a covered desert card shows its event and becomes your joker.",
            f"Ebbe: remove the {rules.water_cards} outermost water cards; apply their events."]),
        ("2", "Actions, in turn", "plant", [
            f"{rules.action_points} points, +1 per joker.",
            f"Sow, grow, harvest: {rules.plain_cost} ({rules.crowded_cost} on a field with another's plant).",
            f"Buy a seed from the boat: {rules.buy_seed}. Buy a joker: {rules.buy_joker}, once.",
            "A plant acts once a round."]),
        ("3", "The pillar passes left", "pillar", ["The player on the left is first player next round."]),
        ("4", "Scoring", "obelisk", [
            "The boat's plants leave the game: the obelisk goes back 1 per colour.",
            f"Full market rows score {awards}.", f"-{rules.rotten_penalty} per rotten plant."]),
    ]



#: mm kept at the right of a summary heading: its symbol (4 mm wide, 0.2 mm in from the safe zone) and 1 mm before it
SYMBOL_ROOM = 5.2
#: mm kept clear on each side of a score-pad heading, inside its cell's borders
PAD_MARGIN = 1.5
SUMMARY_END = "The game ends when a pawn meets the obelisk."
#: how a plant token tells its crop, for the contents page
CROP_KEY = ("The symbol tells the crop: flax a blue flower, wheat an ear, grape a bunch, onion a bulb, aubergine a "
            "long purple fruit")


class Art(CardFaces):
    """The pack of *An den Ufern des Nils* (see :mod:`pnp.art`). ``card`` is the water card's size."""

    #: a round seed token's inner ring, as a fraction of its radius
    ROUND_INNER = 0.78
    score_pad_note = "a round log: first player, flood or ebb, each player's points and pawn, the obelisk"
    back_labels = {"summary": "turn summary"}
    board_check = "Every field of the board measures the same as a water card; every market space holds a plant token."

    def __init__(self, catalogue: UfernCatalogue, inks: Inks, card: Size, bleed: float) -> None:
        super().__init__(catalogue, inks, card, bleed)
        self.geo = BoardGeometry(catalogue)
        papers = load_paper().card_sizes
        self.cards_size = papers[catalogue.card_size or "mini"]
        self.summary_size = papers["poker"]
        #: the plant tokens' shape, ``square`` or ``round`` (the catalogue's, unless :meth:`choose` changes it)
        self.token_shape = catalogue.plants.token_shape
        self.colours = {c.id: c for c in catalogue.plants.colours}
        self.crops = {c.id: c for c in catalogue.plants.crops}

    def choose(self, opts: PrintOptions) -> None:
        """The plant tokens' shape of ``opts.tokens`` (``square`` or ``round``; ``""`` keeps the
        catalogue's)."""
        if opts.tokens:
            self.token_shape = opts.tokens

    @property
    def token_size(self) -> Size:
        """A plant token's square box in mm: a square token's side or a round token's diameter."""
        t = self.cat.plants.size(self.token_shape)
        return Size(name="plant token", width=t, height=t)

    # --- what is printed --------------------------------------------------------------------------
    def groups(self) -> list[ComponentGroup]:
        """Water cards (each event behind its own card), desert cards, plant tokens, turn summaries."""
        cat = self.cat
        seen: dict[str, int] = {}

        def variant(front: str) -> str:
            """``front`` with the next of its pictures, in turn (:data:`WATER_SCENES`, :data:`DESERT_SCENES`)."""
            k = seen[front] = seen.get(front, -1) + 1
            return f"{front}.{k % len(WATER_SCENES)}" if front.startswith("water") else f"{front}-{k % len(DESERT_SCENES)}"

        water = [CardFace(variant("water-" + "".join(e[0] for e in w.front.split("-"))), "wevent-" + event_code(w.event))
                 for w in cat.water_cards.cards for _ in range(w.count)]
        desert = [CardFace(variant("dune"), "devent-" + event_code(c.event)) for c in cat.desert_cards.cards
                  for _ in range(c.count)]
        tokens = [CardFace(f"seed-{col.id}.{crop.id}", f"ripe-{col.id}.{crop.id}")
                  for col in cat.plants.colours for crop in cat.plants.crops for _ in range(crop.count)]
        size = f"{self.cards_size.name} cards, {self.cards_size.width:g} × {self.cards_size.height:g} mm: a field's size"
        return [
            ComponentGroup("Water cards", water, f"{cat.water_cards.source}. {size}; each card's event is printed "
                           "behind that card. Keep them wave side up", size=self.cards_size),
            ComponentGroup("Desert cards", desert, f"{cat.desert_cards.source}. The dune side is the front; "
                           "the event is on the back", size=self.cards_size),
            self._token_group(tokens),
            ComponentGroup("Turn summaries", [CardFace("summary", "back-summary")] * cat.summaries,
                           "the four phases of a round", size=self.summary_size),
        ]

    def _token_group(self, faces: list[CardFace]) -> ComponentGroup:
        """The plant tokens as the chosen shape prints them, with how to cut them and how a rotten plant
        shows."""
        plants, size = self.cat.plants, self.token_size.width
        if self.token_shape == "round":
            note = (f"Round, {size:g} mm across: a {size:g} mm circle punch cuts them, or cut along the marks and then "
                    "each circle; each colour's tokens share their cuts, a gutter parts two colours; seed side in "
                    "front, ripe side behind. Spoiled: seed side up; rotten: turned 45° (the notch points to the corner)")
            sheet = f"a {size:g} mm circle punch cuts these tokens"
        else:
            note = (f"Square, {size:g} mm: cut along the marks (each colour's tokens share their cuts, a gutter "
                    "parts two colours); seed side in front, ripe side "
                    f"behind. Spoiled: seed side up; rotten: turned 45°, a diamond ({size * 2 ** 0.5:.1f} mm, "
                    f"it fits its {plants.market_space:g} mm market space). Round tokens, {plants.token:g} mm for a circle punch: "
                    "nile print --tokens round")
            sheet = "cut from mark to mark; a gutter parts two colours"
        note += ". " + CROP_KEY
        if language() != "en":
            note += ". " + self._mark_key()
        return ComponentGroup("Plant tokens", faces, f"{plants.source}. {note}", butted=True, edge_matched=True,
                              round=self.token_shape == "round", size=self.token_size, sheet_note=sheet)

    def mark(self, colour_id: str) -> str:
        """The mark a plant token and a score pawn of colour ``colour_id`` carry, so that no colour is told by
        its ink alone: in English the colour's letter (``R`` red, data/), in French and German, where those
        initials would be English (and the readers' own collide: bleu/blanc, grün/gelb), the colour's
        number, 1 to 5 in the data's order, which the contents page's key (:meth:`_mark_key`) names."""
        if language() == "en":
            return str(self.colours[colour_id].letter)
        return str([c.id for c in self.cat.plants.colours].index(colour_id) + 1)

    def _mark_key(self) -> str:
        """The contents page's key to the marks of :meth:`mark` in French and German (said by the
        catalogue: "1 red, 2 blue..." in the reader's words)."""
        marks = ", ".join(f"{self.mark(c.id)} {c.name}" for c in self.cat.plants.colours)
        return f"The number on a token or a pawn is its player's colour: {marks}"

    def extra_pages(self, opts: PrintOptions) -> list[ExtraPage]:
        """The board, the cover strips and the standees."""
        from pnp.boards import board_pages

        g = self.geo
        self.board_plan, pages = board_pages(g.width, g.height, opts, self.draw_board, self.inks(INK),
                                             self.inks("#5b6b7b"), self.cat.title,
                                             f"2 banks of rows of {', '.join(map(str, sorted(g.lengths)))} fields of "
                                             f"{g.fl:g} × {g.fw:g} mm (a card's size), market, boat, flood circle, "
                                             "track 1-30,", hints=self.seam_hints())
        paper = opts.paper_size()
        land = (max(paper.width, paper.height), min(paper.width, paper.height))
        strips = ", ".join(f"{n} fields ({n * self.geo.fl:g} mm)" for n in self.cat.board.strips)
        pages.append(ExtraPage("Cover strips", *land, partial(self._strips_page, land), count=str(len(self.cat.board.strips)),
                               size=f"{self.geo.fw:g} mm wide",
                               note=f"{strips}: the exact size of the rows they hide, drawn as those fields "
                                    "left to the desert; which rows: on each strip"))
        pages.append(ExtraPage("Standees", paper.width, paper.height, partial(self._standees_page, paper),
                               count=str(self.cat.players.max + 3),
                               size=f"{self.cat.standee.width:g} × {self.cat.standee.half:g} mm",
                               note=f"{self.cat.players.max} score pawns (a farmer in each colour, with its "
                                    f"{'letter' if language() == 'en' else 'number'} and "
                                    "the pattern of its robe), the obelisk, the flood marker (a Nilometer) and the "
                                    "first-player pillar: cut, fold at the middle, glue the halves, fold the feet"))
        return pages

    def reconstructed(self) -> list[str]:
        """What this pack reconstructs or chooses, for the credits page, each line led by "Our
        reconstruction:" or "Our choice:" (the credits' one way of saying so), with what the sources give."""
        b = self.cat.board
        return [reconstruction_line("the board", b.source),
                reconstruction_line("the water cards", self.cat.water_cards.source) + " Which front goes with "
                "which back is our choice; any pairing plays the same.",
                reconstruction_line("the desert cards", self.cat.desert_cards.source),
                "<b>Our choice:</b> the French rules say a rot turns a ripe plant to its seed side (spoiled) and a "
                "spoiled plant a 45° turn further (rotten): a square token shows it as a diamond, a round one by its notch."]

    def _cover_notes(self) -> dict[str, str]:
        """Row id -> the player counts whose cover strip hides it, in words (``"2-3 players"``)."""
        covers: dict[str, list[int]] = {}
        for n, rows in sorted(self.cat.board.cover.items()):
            for r in rows:
                covers.setdefault(r, []).append(n)
        return {r: (f"{ns[0]} players" if len(ns) == 1 else f"{ns[0]}-{ns[-1]} players") for r, ns in covers.items()}

    def seam_hints(self) -> SeamHints:
        """Where the split board's seams may run: :meth:`pnp.art.ufern_board.BoardGeometry.seam_hints`."""
        return self.geo.seam_hints()

    def draw_board(self, c: Pen) -> None:
        """The whole board (mm, from its lower-left corner)."""
        self.geo.draw(c, self.inks, self._cover_notes())

    # --- plant tokens ------------------------------------------------------------------------------------
    def _token(self, c: Pen, arg: str, w: float, ripe: bool) -> None:
        """A plant token ``w`` mm across, square (:func:`pnp.art.ufern_pieces.square_token`) or round: the
        player's letter twice (7 pt bold, 1 mm or more inside the ring's inner edge) beside the crop's
        symbol, which tells the crop without a word. Seed side: a pale field in a ring of the player's
        colour, outlined on both edges so that a white ring stands out from the paper, and a furrow of
        soil dots under the symbol. Ripe side: a full disc of the colour with the symbol on a white spot."""
        colour_id, crop_id = arg.split(".")
        col = self.colours[colour_id]
        if self.token_shape == "square":
            pieces.square_token(c, self.inks, w, ripe, col.colour, self.mark(col.id), col.id in ("white", "yellow"),
                                lambda x, y, s: pieces.crop_symbol(c, self.inks, crop_id, x, y, s), self.bleed)
            return
        ink, r = self.inks(INK), w / 2
        cx = cy = r
        fill = self.inks(col.colour)
        fill = fill_ink(fill)  # a pale grey in the ink saver, like every large fill
        b = self.bleed  # the colour fills the token's square and its bleed: a cut or punch that drifts finds it
        c.setFillColor(fill)
        c.rect(-b, -b, w + 2 * b, w + 2 * b, stroke=0, fill=1)
        c.setStrokeColor(ink)
        c.setLineWidth(0.25)
        if ripe:
            c.circle(cx, cy, r - 0.3, stroke=1, fill=0)
            d.fill_rect(c, cx - 3.7, cy + 0.6 - 3.7, 7.4, 7.4, self.inks("#ffffff"), radius=3.7)
            symbol_y, symbol_s, letter_x = cy + 0.6, 2.7, 5.7
        else:
            c.circle(cx, cy, r - 0.3, stroke=1, fill=0)  # the circle to cut along
            c.setFillColor(fill_ink(self.inks("#fbf6e8")))
            c.circle(cx, cy, self.ROUND_INNER * r, stroke=1, fill=1)  # the pale field inside the ring
            c.setFillColor(self.inks("#8a6a2c"))
            for k in range(5):  # a furrow of soil dots under the symbol: the seed side
                c.circle(cx + (k - 2) * 1.2, cy - 4.6, 0.28, stroke=0, fill=1)
            symbol_y, symbol_s, letter_x = cy + 0.9, 3.0, 5.2
        pieces.crop_symbol(c, self.inks, crop_id, cx, symbol_y, symbol_s)
        label_ink = ink if not ripe or col.id in ("white", "yellow") else self.inks("#ffffff")
        size = pieces.TOKEN_LETTER_PT
        for side in (-1, 1):
            d.text(c, cx + side * letter_x, cy - d.CAP * size * d.PT / 2, self.mark(col.id), size, label_ink, bold=True)
        triangle(c, ink, cx, cy + r - 1.1, 0.9, up=False)  # the notch: a 45° turn moves it off the top

    def _face_seed(self, c: Pen, arg: str, w: float, h: float) -> None:
        self._token(c, arg, w, False)

    def _face_ripe(self, c: Pen, arg: str, w: float, h: float) -> None:
        self._token(c, arg, w, True)

    # --- summaries ---------------------------------------------------------------------------------------
    def _face_summary(self, c: Pen, arg: str, w: float, h: float) -> None:
        self._card_frame(c, w, h, "#f7f1e1")
        size = self._largest_size(lambda probe, pt: self._summary_text(probe, w, h, pt), w, h, max_pt=8.0)
        self._summary_text(c, w, h, size)

    def _summary_text(self, c: Pen, w: float, h: float, size: float) -> None:
        """The round summary set at ``size`` pt: the four phases, numbered, each with its symbol drawn at
        the right of its heading, then the end of the game in bold."""
        ink, head = self.inks(INK), self.inks("#2f6f9f")
        m = self.safe_zone + 0.5
        width = w - 2 * m
        y = h - m - 4.2
        self._title(c, w / 2, y, "A ROUND", 10, ink, w)
        y -= 4.4
        for number, title, symbol, body in summary(self.cat.rules):
            heading = f"{number}. {title}"  # no wider than the room left of its symbol, a margin between them
            head_pt = max(size, d.fit_size(heading, width - SYMBOL_ROOM, size + 0.6, bold=True))
            d.text(c, m, y, heading, head_pt, head, bold=True, align="left")
            self._summary_symbol(c, symbol, w - m - 2.2, y + 1.0)
            y -= size * d.PT * 1.25
            for line in body:
                y = d.paragraph(c, m + 2, y, line, width - 2, size, ink, leading=1.15)
            y -= 0.6
        d.paragraph(c, m, y - 0.2, SUMMARY_END, width, size, ink, bold=True, leading=1.15)

    def _summary_symbol(self, c: Pen, kind: str, cx: float, cy: float) -> None:
        """A small symbol (about 4 mm) for a summary heading: waves, a plant, the pillar, the obelisk."""
        ink = self.inks(INK)
        if kind == "waves":
            c.setStrokeColor(self.inks(WATER))
            c.setLineWidth(0.5)
            for dy in (-0.8, 0.8):
                p = c.beginPath()
                p.moveTo(cx - 2, cy + dy)
                for i in range(1, 13):
                    p.lineTo(cx - 2 + 4 * i / 12, cy + dy + 0.5 * math.sin(2 * math.pi * i / 6))
                c.drawPath(p, stroke=1, fill=0)
        elif kind == "plant":
            pieces.crop_symbol(c, self.inks, "flax", cx, cy, 1.9)
        elif kind == "pillar":
            d.fill_rect(c, cx - 0.8, cy - 1.9, 1.6, 3.6, self.inks("#9c6b3c"))
            triangle(c, ink, cx - 2.0, cy, 0.8, angle=180)  # passes left
        else:  # the obelisk
            c.setFillColor(ink)
            p = c.beginPath()
            p.moveTo(cx - 1.0, cy - 2)
            p.lineTo(cx + 1.0, cy - 2)
            p.lineTo(cx + 0.6, cy + 1.2)
            p.lineTo(cx, cy + 2)
            p.lineTo(cx - 0.6, cy + 1.2)
            p.close()
            c.drawPath(p, stroke=0, fill=1)

    def _face_back(self, c: Pen, arg: str, w: float, h: float) -> None:
        """The turn summaries' back, printed to the edge with no frame for a cut to show up: the Nile at
        night-blue with rows of waves above and below running into the bleed, and the game's name on a
        papyrus plate between two lotus flowers."""
        self._bg(c, w, h, "#2f6f9f")
        wave = self.inks("#8fc0e8")
        for k in (0, 1, 2, 5, 6, 7):  # the waves run into the bleed, as the background does
            y = h * (0.1 + 0.1 * k)
            d.wave_band(c, -self.bleed, y, w + 2 * self.bleed, 1.2, 12, wave, y - 0.8)
        gilt = self.inks("#d9b45a")
        pw, ph = w - 16, 22.0
        x0, y0 = (w - pw) / 2, h / 2 - ph / 2
        d.fill_rect(c, x0, y0, pw, ph, self.inks("#f4e5bc"), radius=2)
        c.setStrokeColor(gilt)
        c.setLineWidth(0.8)
        c.roundRect(x0, y0, pw, ph, 2, stroke=1, fill=0)
        c.setStrokeColor(self.inks(INK))
        c.setLineWidth(0.25)
        c.roundRect(x0 + 1.2, y0 + 1.2, pw - 2.4, ph - 2.4, 1.4, stroke=1, fill=0)
        ink = self.inks(INK)
        self._title(c, w / 2, y0 + ph - 8.2, "AN DEN UFERN", 11, ink, w - 8)
        self._title(c, w / 2, y0 + ph - 14.0, "DES NILS", 11, ink, w - 8)
        d.text(c, w / 2, y0 + 3.0, self.back_labels.get(arg, ""), 7, ink)
        for cx in (w / 2 - pw / 2 + 5.5, w / 2 + pw / 2 - 5.5):
            pieces.lotus(c, self.inks, cx, y0 + ph + 1.6, 1.1)

    # --- strips, standees, round log ---------------------------------------------------------------------
    def _strip_words(self, n: int) -> tuple[list[str], str]:
        """A strip of ``n`` fields: the names of the fields under each of its plots, left to right (a west
        row counts from the river at its right end), and where it goes, in words (``"lay on row E2 with
        2-4 players, on W2 with 2-3 players"``)."""
        rows = sorted(r for r in self._cover_notes() if int(r[1:]) == n)
        notes = self._cover_notes()
        plots = [" · ".join(f"{r}.{i + 1 if r[0] != 'W' else n - i}" for r in rows) for i in range(n)]
        words = "lay on row " + ", on ".join(f"{r} with {notes[r]}" for r in rows) if rows else "a spare strip"
        return plots if rows else [""] * n, words

    def _strips_page(self, land: tuple[float, float], c: Canvas, form: FormMaker) -> None:
        """The cover strips, one under the other, each the exact size of its row with its art
        :data:`STRIP_BLEED` mm past the cut and crop marks outside it (:func:`pnp.art.ufern_pieces.cover_strip`)."""
        pw, ph = land
        g, ink = self.geo, self.inks(INK)
        margins = load_paper().margins
        gap, length = STRIP_BLEED + margins.crop_mark_gap, margins.crop_mark_length
        d.text(c, pw / 2, ph - 12, "Cover strips: cut along the crop marks; each is exactly the size of the row it "
               "hides", 9, ink, bold=True)
        y = ph - 18 + gap + length
        for n in self.cat.board.strips:
            w, h = n * g.fl, g.fw
            x = (pw - w) / 2
            y -= h + 2 * (gap + length) + 2
            c.saveState()
            p = c.beginPath()
            p.rect(x - STRIP_BLEED, y - STRIP_BLEED, w + 2 * STRIP_BLEED, h + 2 * STRIP_BLEED)
            c.clipPath(p, stroke=0, fill=0)
            c.translate(x, y)
            pieces.cover_strip(c, self.inks, g.fl, g.fw, STRIP_BLEED, *self._strip_words(n))
            c.restoreState()
            c.setStrokeColorRGB(0, 0, 0)
            c.setLineWidth(0.1)
            for cx in (x, x + w):
                c.line(cx, y - gap, cx, y - gap - length)
                c.line(cx, y + h + gap, cx, y + h + gap + length)
            for cy in (y, y + h):
                c.line(x - gap, cy, x - gap - length, cy)
                c.line(x + w + gap, cy, x + w + gap + length, cy)

    def _standees_page(self, paper: Size, c: Canvas, form: FormMaker) -> None:
        """The standees: each a strip of a foot, two halves and a foot, cut on its outline and folded on
        the dashed lines. Each half's figure stands on its foot's fold (the upper one upside down), so
        that once folded at the middle and glued both faces stand upright on the feet."""
        ink = self.inks(INK)
        figures: list[Callable[[float, float], None]] = [partial(pieces.farmer, c, self.inks, colour=col.colour, kind=col.pattern, letter=self.mark(col.id))
                   for col in self.cat.plants.colours[:self.cat.players.max]]
        figures += [lambda cx, ground: pieces.obelisk(c, self.inks, cx, ground, 29.0),
                    partial(pieces.flood_marker, c, self.inks), partial(pieces.pillar, c, self.inks)]
        w, half, foot = self.cat.standee.width, self.cat.standee.half, self.cat.standee.foot
        d.text(c, paper.width / 2, paper.height - 12, "Standees: cut the outline, fold on the dashed lines, glue "
               "the two halves back to back, fold the feet out", 8.5, ink, bold=True)
        per_row = int((paper.width - 12) // (w + 4))
        for i, figure in enumerate(figures):
            x = 6 + 2 + (i % per_row) * (w + 4)
            top = paper.height - 20 - (i // per_row) * (2 * half + 2 * foot + 10)
            for k, yb in enumerate((top - foot - half, top - foot - 2 * half)):
                c.saveState()
                if k == 0:  # the upper half stands on the upper foot: upside down until folded behind
                    c.translate(2 * x + w, 2 * yb + half)
                    c.rotate(180)
                pieces.standee_half(c, self.inks, x, yb, w, half, figure)
                c.restoreState()
            c.setStrokeColor(ink)
            c.setLineWidth(0.3)
            c.rect(x, top - 2 * half - 2 * foot, w, 2 * half + 2 * foot, stroke=1, fill=0)
            c.setDash(1.5, 1)
            for yy in (top - foot, top - foot - half, top - foot - 2 * half):
                c.line(x, yy, x + w, yy)
            c.setDash()

    def score_pad(self, c: Pen, page_w: float, page_h: float) -> None:
        """The round log: a row per round with the first player, flood or ebb and the marker, each
        player's points and pawn after scoring, and the obelisk."""
        ink, light = self.inks(INK), self.inks("#efe6d2")
        m = 14.0
        players = self.cat.players.max
        d.text(c, m, page_h - m - 5, "AN DEN UFERN DES NILS — round log", 13, ink, bold=True, align="left")
        d.text(c, page_w - m, page_h - m - 5, "date: ____________", 9, ink, align="right")
        d.paragraph(c, m, page_h - m - 11, "After each round's scoring write each player's points and pawn space and "
                    "the obelisk's space.", page_w - 2 * m, 7.5, ink)
        top = page_h - m - 24
        lead = [(word, max(w, d.text_width(word, 7, bold=True) + 2 * PAD_MARGIN))  # each word a margin inside its cell
                for word, w in (("round", 10), ("first", 16), ("flood / ebb", 18), ("obelisk", 14))]
        lead_w = sum(w for _, w in lead)
        block = (page_w - 2 * m - lead_w) / players
        head_h, row_h = 12, 6.2
        rows = int((top - head_h - m - 4) // row_h)
        d.fill_rect(c, m, top - head_h, page_w - 2 * m, head_h, light)
        x = m
        for word, w in lead:
            d.text(c, x + w / 2, top - head_h + 3, word, 7, ink, bold=True)
            x += w
        for p in range(players):
            xb = m + lead_w + p * block
            d.text(c, xb + block / 2, top - 5, "player: ________", 7, ink)
            for i, word in enumerate(("points", "pawn")):
                d.text(c, xb + (i + 0.5) * block / 2, top - head_h + 2.5, word, 7, ink, bold=True)
        bottom = top - head_h - rows * row_h
        c.setStrokeColor(ink)
        for r in range(rows + 1):
            y = top - head_h - r * row_h
            c.setLineWidth(0.2)
            c.line(m, y, page_w - m, y)
            if r < rows:
                d.text(c, m + 5, y - row_h + 1.8, str(r + 1), 7, ink)
        x = m
        for _, w in lead:
            x += w
            c.line(x, top, x, bottom)
        d.column_blocks(c, m + lead_w, block, players, 2, top, top - head_h, bottom)
        c.setLineWidth(0.6)
        c.rect(m, bottom, page_w - 2 * m, top - bottom, stroke=1, fill=0)
