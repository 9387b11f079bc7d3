"""*An den Ufern des Nils*: the art of the water and desert cards, the round plant tokens, the cover strips,
the standees, the turn summaries and the round log (our own drawings; the board is
:mod:`pnp.art.ufern_board`).

Nothing is told by colour alone: a water card's ends show one wave line (single), two (double) or a
crossed sand end (blank), and say so in words; events are symbols with their names (palms for rot N,
a dune, a hippo, an arrow); a plant token carries its player's letter and its crop's own symbol and
name, its seed side a pale ring with dotted soil, its ripe side a full disc; a notch at the top of
both sides shows the 45° turn of a rotten plant.
"""

from __future__ import annotations

import math
from functools import partial

from pnp.art import CardArt, CardFace, ComponentGroup, ExtraPage
from pnp.art import draw as d
from pnp.art.scenery import hippo
from pnp.art.ufern_board import DESERT, INK, PALM, SAND, WATER, BoardGeometry, palm, triangle
from pnp.catalogue import Size, load_paper
from pnp.ufern_catalogue import Event, UfernCatalogue, front_name, parse_front

CROP_INK = {"flax": "#4a6fc9", "wheat": "#c99a2e", "grape": "#6b3f8f", "onion": "#b5651d", "aubergine": "#4b2a5e"}
END_WORD = {"s": "single wave", "d": "double wave", "b": "blank: closes the row"}

def summary(rules) -> list[tuple[str, str, str, list[str]]]:
    """The round summary: (number, heading, symbol, lines) for the rules' four phases of a round, its
    numbers read from the catalogue's ``rules`` (action points, costs, row awards, the rotten penalty)."""
    awards = ", ".join("/".join(map(str, rules.row_awards[k])) for k in sorted(rules.row_awards))
    return [
        ("1", "Flood or ebb (first player)", "waves", [
            "Flut: lay 2 water cards from your stacks, like dominoes from the river. Covered plants go to "
            "the boat; a covered desert card shows its event and becomes your joker.",
            "Ebbe: remove the 2 outermost water cards; apply their events."]),
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


SUMMARY_END = "The game ends when a pawn meets the obelisk."


def event_code(e: Event) -> str:
    """A key-safe name of an event: ``rot2a`` is rot 2 with an arrow."""
    return (f"rot{e.palms}" if e.kind == "rot" else e.kind) + ("a" if e.arrow else "")


def event_of(code: str) -> Event:
    """The event of :func:`event_code`'s name."""
    arrow = code.endswith("a") and code != "a"
    base = code[:-1] if arrow else code
    return Event("rot", int(base[3:]), arrow) if base.startswith("rot") else Event(base, 0, arrow)


class Art(CardArt):
    """The pack of *An den Ufern des Nils* (see :mod:`pnp.art`). ``card`` is the water card's size."""

    score_pad_note = "a round log: first player, flood or ebb, each player's points and pawn, the obelisk"
    back_labels = {"summary": "turn summary"}
    board_check = "Every field of the board measures the same as a water card; every market space holds a plant token."

    def __init__(self, catalogue: UfernCatalogue, inks, card: Size, bleed: float):
        super().__init__(catalogue, inks, card, bleed)
        self.geo = BoardGeometry(catalogue)
        papers = load_paper().card_sizes
        self.cards_size = papers[catalogue.card_size or "mini"]
        self.summary_size = papers["poker"]
        t = catalogue.plants.token
        self.token_size = Size(name="plant token", width=t, height=t)
        self.colours = {c.id: c for c in catalogue.plants.colours}
        self.crops = {c.id: c for c in catalogue.plants.crops}

    # --- what is printed --------------------------------------------------------------------------
    def groups(self) -> list[ComponentGroup]:
        """Water cards (each event behind its own card), desert cards, plant tokens, turn summaries."""
        cat = self.cat
        water = [CardFace("water-" + "".join(e[0] for e in w.front.split("-")), "wevent-" + event_code(w.event))
                 for w in cat.water_cards.cards for _ in range(w.count)]
        desert = [CardFace("dune", "devent-" + event_code(c.event)) for c in cat.desert_cards.cards for _ in range(c.count)]
        tokens = [CardFace(f"seed-{col.id}.{crop.id}", f"ripe-{col.id}.{crop.id}")
                  for col in cat.plants.colours for crop in cat.plants.crops for _ in range(crop.count)]
        size = f"{self.cards_size.name} cards, {self.cards_size.width:g} × {self.cards_size.height:g} mm: a field's size"
        return [
            ComponentGroup("Water cards", water, f"{cat.water_cards.source}. {size}; each card's event is printed "
                           "behind that card. Keep them wave side up", size=self.cards_size),
            ComponentGroup("Desert cards", desert, f"{cat.desert_cards.source}. The dune side is the front; "
                           "the event is on the back", size=self.cards_size),
            ComponentGroup("Plant tokens", tokens, f"{cat.plants.source}. Round, {cat.plants.token:g} mm: cut the "
                           "circle; seed side in front, ripe side behind. Spoiled: seed side up; rotten: turned 45° "
                           "(the notch points to the corner)", butted=True, round=True, size=self.token_size),
            ComponentGroup("Turn summaries", [CardFace("summary", "back-summary")] * cat.summaries,
                           "the four phases of a round", size=self.summary_size),
        ]

    def extra_pages(self, opts) -> list[ExtraPage]:
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
                               note=f"{strips}: the exact size of the rows they hide; which rows: on each strip"))
        pages.append(ExtraPage("Standees", paper.width, paper.height, partial(self._standees_page, paper),
                               count=str(self.cat.players.max + 3), size="24 × 34 mm",
                               note="5 score pawns (colour and letter), the obelisk, the flood marker and the "
                                    "first-player pillar: cut, fold at the middle, glue the halves, fold the feet"))
        return pages

    def reconstructed(self) -> list[str]:
        """What this pack reconstructs, for the contents page."""
        b = self.cat.board
        return [f"<b>Reconstruction:</b> the board's layout and palms ({b.source}).",
                f"<b>Reconstruction:</b> the water cards' ends and events ({self.cat.water_cards.source}); which "
                "front goes with which back is our choice, and the referee does not rely on it.",
                f"<b>Reconstruction:</b> the desert cards' events ({self.cat.desert_cards.source}).",
                "<b>Decision:</b> the French rules say a rot turns a ripe plant to its seed side (spoiled) and a "
                "spoiled plant a 45° turn further (rotten); the tokens' notch shows that turn."]

    def _cover_notes(self) -> dict[str, str]:
        """Row id -> the player counts whose cover strip hides it, in words (``"2-3 players"``)."""
        covers: dict[str, list[int]] = {}
        for n, rows in sorted(self.cat.board.cover.items()):
            for r in rows:
                covers.setdefault(r, []).append(n)
        return {r: (f"{ns[0]} players" if len(ns) == 1 else f"{ns[0]}-{ns[-1]} players") for r, ns in covers.items()}

    def seam_hints(self):
        """Where the split board's seams may run: :meth:`pnp.art.ufern_board.BoardGeometry.seam_hints`."""
        return self.geo.seam_hints()

    def draw_board(self, c) -> None:
        """The whole board (mm, from its lower-left corner)."""
        self.geo.draw(c, self.inks, self._cover_notes())

    # --- water and desert cards -----------------------------------------------------------------------
    def _card_frame(self, c, w: float, h: float, fill: str) -> None:
        self._bg(c, w, h, fill)  # full bleed and no frame line: a cut may drift by a millimetre

    def _face_water(self, c, code: str, w: float, h: float) -> None:
        """A water card's front: water in the middle, one end at the top and one at the bottom."""
        self._card_frame(c, w, h, "#d6ebf8")
        d.fill_rect(c, 3, 19, w - 6, h - 38, self.inks(WATER), radius=2)
        d.text(c, w / 2, h / 2 + 1, "WATER", 9, self.inks("#ffffff"), bold=True)
        d.text(c, w / 2, h / 2 - 4.5, front_name(parse_front(code)), 7, self.inks("#ffffff"))  # as the contents name it
        for end, top in ((code[0], True), (code[1], False)):
            self._end(c, end, w, h, top)

    def _end(self, c, end: str, w: float, h: float, top: bool) -> None:
        ink = self.inks(INK)
        y0 = h - 17.5 if top else 3.5
        box_h = 14.0
        if end == "b":
            d.fill_rect(c, 3, y0, w - 6, box_h, self.inks(SAND), radius=1.5)
            c.setStrokeColor(ink)
            c.setLineWidth(0.6)
            c.line(w / 2 - 5, y0 + 4, w / 2 + 5, y0 + 12)
            c.line(w / 2 - 5, y0 + 12, w / 2 + 5, y0 + 4)
        else:
            d.fill_rect(c, 3, y0, w - 6, box_h, self.inks("#a9d2ef"), radius=1.5)
            lines = 1 if end == "s" else 2
            c.setStrokeColor(self.inks("#14456e"))
            c.setLineWidth(1.1)
            for k in range(lines):
                yy = y0 + 9.0 + (0 if lines == 1 else (2.5 if k else -2.5))  # clear of the word below
                p = c.beginPath()
                p.moveTo(6, yy)
                for i in range(1, 33):
                    xx = 6 + (w - 12) * i / 32
                    p.lineTo(xx, yy + 1.4 * math.sin(2 * math.pi * i / 11))
                c.drawPath(p, stroke=1, fill=0)
        d.text(c, w / 2, y0 + 1.2, END_WORD[end], 7, ink, bold=True)

    def _event_face(self, c, code: str, w: float, h: float, deck: str) -> None:
        e = event_of(code)
        ink = self.inks(INK)
        self._card_frame(c, w, h, "#f4ead0" if deck == "desert card" else "#e4f0f7")
        d.text(c, w / 2, h - 7, deck.upper(), 7, ink, bold=True)
        cx, cy = w / 2, h / 2 + 10
        if e.kind == "rot":
            self._palms(c, e.palms, w, cy - 4)
            title = f"ROT {e.palms}"
            lines = (["2 plants rot in", "the rightmost market", "row (first player)"] if e.palms == 1 else
                     ["2 plants rot in one of", f"the {e.palms} rightmost market", "rows (first player)"])
        elif e.kind == "desert":
            self._dune(c, cx, cy - 2, 26)
            title, lines = "DESERT", ["a desert card goes", "into this row"]
        else:
            self._hippo(c, cx, cy, 14)
            title, lines = "HIPPO", ["no effect", "(variant: an auction)"]
        d.text(c, w / 2, h / 2 - 5, title, 11, ink, bold=True)
        for i, line in enumerate(lines):
            d.text(c, w / 2, h / 2 - 10 - 3.2 * i, line, 7, ink)
        if e.arrow:
            self._arrow(c, w / 2 - 7, 10.3, 2.6)
            d.text(c, w / 2 - 1.8, 9.5, "ARROW", 7, ink, bold=True, align="left")
            d.text(c, w / 2, 4.2, "the marker moves on", 7, ink)

    def _palms(self, c, n: int, w: float, y: float) -> None:
        """``n`` palms side by side standing on the line ``y``, all inside the card's frame (a palm ``h``
        mm tall is about 0.92 h wide, its crown 0.08 h right of its foot)."""
        h = 12.0
        room = w - 2 * self.safe_zone - 0.92 * h
        step = min(10.0, room / max(n - 1, 1))
        for k in range(n):
            palm(c, self.inks, w / 2 + (k - (n - 1) / 2) * step - 0.08 * h, y, h)

    def _face_wevent(self, c, code: str, w: float, h: float) -> None:
        self._event_face(c, code, w, h, "water card")

    def _face_devent(self, c, code: str, w: float, h: float) -> None:
        self._event_face(c, code, w, h, "desert card")

    def _face_dune(self, c, arg: str, w: float, h: float) -> None:
        """A desert card's front: the dunes."""
        self._card_frame(c, w, h, "#f0dca6")
        for k in range(3):
            self._dune(c, w / 2 + (k - 1) * 9, h / 2 - 10 + k * 9, 22)
        d.text(c, w / 2, h - 9, "DESERT", 10, self.inks(INK), bold=True)
        d.text(c, w / 2, 6, "Wüste", 7, self.inks(INK))

    def _dune(self, c, cx: float, cy: float, size: float) -> None:
        c.setFillColor(getattr(self.inks(DESERT), "fill_ink", self.inks(DESERT)))
        c.setStrokeColor(self.inks("#8a6a2c"))
        c.setLineWidth(0.4)
        p = c.beginPath()
        p.moveTo(cx - size / 2, cy - size * 0.2)
        p.curveTo(cx - size * 0.2, cy + size * 0.3, cx + size * 0.1, cy + size * 0.3, cx + size / 2, cy - size * 0.2)
        p.close()
        c.drawPath(p, stroke=1, fill=1)

    def _hippo(self, c, cx: float, cy: float, size: float) -> None:
        hippo(c, self.inks, cx - size * 0.05, cy - size * 0.7, size * 2.0)  # the board's hippo (pnp.art.scenery)

    def _arrow(self, c, cx: float, cy: float, r: float) -> None:
        ink = self.inks(INK)
        c.setStrokeColor(ink)
        c.setLineWidth(0.8)
        p = c.beginPath()
        p.arc(cx - r, cy - r, cx + r, cy + r, 30, 280)
        c.drawPath(p, stroke=1, fill=0)
        a = math.radians(30)
        triangle(c, ink, cx + r * math.cos(a), cy + r * math.sin(a), 1.6, angle=30 + 90 + 180)

    # --- plant tokens ------------------------------------------------------------------------------------
    def _token(self, c, arg: str, w: float, ripe: bool) -> None:
        """A plant token ``w`` mm across: the player's letter twice, the crop's symbol and its name (6.5 pt,
        clear of everything else). Seed side: a pale field in a ring of the player's colour, outlined on
        both edges so that a white ring stands out from the paper, and a furrow of soil dots under the
        name. Ripe side: a full disc of the colour with the symbol on a white spot."""
        colour_id, crop_id = arg.split(".")
        col, crop = self.colours[colour_id], self.crops[crop_id]
        ink, r = self.inks(INK), w / 2
        cx = cy = r
        fill = self.inks(col.colour)
        fill = getattr(fill, "fill_ink", fill)  # a pale grey in the ink saver, like every large fill
        c.setStrokeColor(ink)
        c.setLineWidth(0.25)
        if ripe:
            c.setFillColor(fill)
            c.circle(cx, cy, r - 0.3, stroke=1, fill=1)
            d.fill_rect(c, cx - 4.2, cy + 2.4 - 4.2, 8.4, 8.4, self.inks("#ffffff"), radius=4.2)
            symbol_y, symbol_s, name_y, letter_x = cy + 2.4, 3.0, cy - 4.6, 6.3
        else:
            c.setFillColor(getattr(self.inks("#fbf6e8"), "fill_ink", self.inks("#fbf6e8")))
            c.circle(cx, cy, r - 0.3, stroke=1, fill=1)
            c.setStrokeColor(fill)
            c.setLineWidth(1.6)
            c.circle(cx, cy, r - 1.4, stroke=1, fill=0)
            c.setStrokeColor(ink)
            c.setLineWidth(0.25)
            c.circle(cx, cy, r - 2.2, stroke=1, fill=0)  # the ring's inner edge
            c.setFillColor(self.inks("#8a6a2c"))
            for k in range(7):  # a furrow of soil dots under the name: the seed side
                c.circle(cx + (k - 3) * 1.2, cy - 5.3, 0.28, stroke=0, fill=1)
            symbol_y, symbol_s, name_y, letter_x = cy + 2.6, 2.6, cy - 2.9, 5.4
        self._crop_symbol(c, crop_id, cx, symbol_y, symbol_s)
        label_ink = ink if not ripe or col.id in ("white", "yellow") else self.inks("#ffffff")
        d.text(c, cx, name_y, crop.name, 6.5, label_ink, bold=True)
        for side in (-1, 1):
            d.text(c, cx + side * letter_x, cy + 1.6, col.letter, 7, label_ink, bold=True)
        triangle(c, ink, cx, cy + r - 1.1, 0.9, up=False)  # the notch: a 45° turn moves it off the top

    def _face_seed(self, c, arg: str, w: float, h: float) -> None:
        self._token(c, arg, w, False)

    def _face_ripe(self, c, arg: str, w: float, h: float) -> None:
        self._token(c, arg, w, True)

    def _crop_symbol(self, c, crop: str, cx: float, cy: float, s: float) -> None:
        """Each crop's own shape: flax a five-petalled flower, wheat an ear, grape a cluster, onion a
        bulb, aubergine a long fruit with its cap."""
        ink = self.inks(CROP_INK[crop])
        c.setFillColor(ink)
        c.setStrokeColor(self.inks(INK))
        c.setLineWidth(0.15)
        if crop == "flax":
            for k in range(5):
                a = math.pi / 2 + 2 * math.pi * k / 5
                c.circle(cx + 0.5 * s * math.cos(a), cy + 0.5 * s * math.sin(a), 0.36 * s, stroke=1, fill=1)
            c.setFillColor(self.inks("#f2d14b"))
            c.circle(cx, cy, 0.25 * s, stroke=0, fill=1)
        elif crop == "wheat":
            c.setStrokeColor(ink)
            c.setLineWidth(0.3)
            c.line(cx, cy - s, cx, cy + s)
            for k in range(4):
                y = cy - 0.5 * s + k * 0.42 * s
                c.ellipse(cx - 0.55 * s, y - 0.14 * s, cx - 0.05 * s, y + 0.14 * s, stroke=0, fill=1)
                c.ellipse(cx + 0.05 * s, y - 0.14 * s, cx + 0.55 * s, y + 0.14 * s, stroke=0, fill=1)
        elif crop == "grape":
            for row, n in enumerate((3, 2, 1)):
                for k in range(n):
                    c.circle(cx + (k - (n - 1) / 2) * 0.5 * s, cy + 0.45 * s - row * 0.45 * s, 0.26 * s, stroke=1, fill=1)
        elif crop == "onion":
            p = c.beginPath()
            p.moveTo(cx, cy + s)
            p.curveTo(cx + 0.2 * s, cy + 0.4 * s, cx + 0.8 * s, cy + 0.2 * s, cx + 0.6 * s, cy - 0.4 * s)
            p.curveTo(cx + 0.4 * s, cy - 0.8 * s, cx - 0.4 * s, cy - 0.8 * s, cx - 0.6 * s, cy - 0.4 * s)
            p.curveTo(cx - 0.8 * s, cy + 0.2 * s, cx - 0.2 * s, cy + 0.4 * s, cx, cy + s)
            c.drawPath(p, stroke=1, fill=1)
        else:  # aubergine
            c.saveState()
            c.translate(cx, cy)
            c.rotate(-35)
            c.ellipse(-0.35 * s, -s, 0.35 * s, 0.55 * s, stroke=1, fill=1)
            c.setFillColor(self.inks(PALM))
            c.rect(-0.3 * s, 0.45 * s, 0.6 * s, 0.3 * s, stroke=0, fill=1)
            c.restoreState()

    # --- summaries ---------------------------------------------------------------------------------------
    def _face_summary(self, c, arg: str, w: float, h: float) -> None:
        self._card_frame(c, w, h, "#f7f1e1")
        size = self._largest_size(lambda probe, pt: self._summary_text(probe, w, h, pt), w, h, max_pt=8.0)
        self._summary_text(c, w, h, size)

    def _summary_text(self, c, w: float, h: float, size: float) -> None:
        """The round summary set at ``size`` pt: the four phases, numbered, each with its symbol drawn at
        the right of its heading, then the end of the game in bold."""
        ink, head = self.inks(INK), self.inks("#2f6f9f")
        m = self.safe_zone + 0.5
        width = w - 2 * m
        y = h - m - 4.2
        self._title(c, w / 2, y, "A ROUND", 10, ink, w)
        y -= 4.4
        for number, title, symbol, body in summary(self.cat.rules):
            d.text(c, m, y, f"{number}. {title}", size + 0.6, head, bold=True, align="left")
            self._summary_symbol(c, symbol, w - m - 2.2, y + 1.0)
            y -= size * d.PT * 1.25
            for line in body:
                y = d.paragraph(c, m + 2, y, line, width - 2, size, ink, leading=1.15)
            y -= 0.6
        d.paragraph(c, m, y - 0.2, SUMMARY_END, width, size, ink, bold=True, leading=1.15)

    def _summary_symbol(self, c, kind: str, cx: float, cy: float) -> None:
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
            self._crop_symbol(c, "flax", cx, cy, 1.9)
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

    def _face_back(self, c, arg: str, w: float, h: float) -> None:
        self._bg(c, w, h, "#2f6f9f")
        wave = self.inks("#8fc0e8")
        for k in range(6):  # the waves run into the bleed, as the background does
            d.wave_band(c, -self.bleed, h * (0.15 + 0.12 * k), w + 2 * self.bleed, 1.2, 12, wave,
                        h * (0.15 + 0.12 * k) - 0.8)
        self._title(c, w / 2, h / 2 - 3, "AN DEN UFERN", 11, self.inks("#ffffff"), w)
        self._title(c, w / 2, h / 2 - 9, "DES NILS", 11, self.inks("#ffffff"), w)

    # --- strips, standees, round log ---------------------------------------------------------------------
    def _strips_page(self, land: tuple[float, float], c, form) -> None:
        pw, ph = land
        g, ink = self.geo, self.inks(INK)
        notes = self._cover_notes()
        hides: dict[int, list[str]] = {}
        for row, words in notes.items():
            hides.setdefault(int(row[1:]), []).append(f"{row} with {words}")
        y = ph - 16
        d.text(c, pw / 2, ph - 10, "Cover strips: cut on the outline; each is exactly the size of the row it hides",
               9, ink, bold=True)
        for k, n in enumerate(self.cat.board.strips):
            w, h = n * g.fl, g.fw
            x = (pw - w) / 2
            y -= h + 8
            d.fill_rect(c, x, y, w, h, self.inks(SAND))
            c.setStrokeColor(self.inks("#8a6a2c"))
            c.setLineWidth(0.25)
            for i in range(int(w // 6)):
                c.line(x + 3 + i * 6, y + 2, x + i * 6, y + h - 2)
            c.setStrokeColor(ink)
            c.setLineWidth(0.3)
            c.rect(x, y, w, h, stroke=1, fill=0)
            d.text(c, x + w / 2, y + h / 2 + 2, f"COVER — a row of {n} fields", 10, ink, bold=True)
            d.text(c, x + w / 2, y + h / 2 - 4, "covers " + " · ".join(sorted(hides.get(n, []))) if n in hides
                   else "spare", 7.5, ink)

    def _standees_page(self, paper: Size, c, form) -> None:
        ink = self.inks(INK)
        items = [(col.letter, col.name + " pawn", col.colour) for col in self.cat.plants.colours[:self.cat.players.max]]
        items += [("", "obelisk", "#c9b58a"), ("", "flood marker", "#4f9bd4"), ("", "first player", "#9c6b3c")]
        w, half, foot = 24.0, 34.0, 10.0
        d.text(c, paper.width / 2, paper.height - 12, "Standees: cut the outline, fold on the dashed lines, glue "
               "the two halves back to back, fold the feet out", 8.5, ink, bold=True)
        per_row = int((paper.width - 12) // (w + 4))
        for i, (letter, name, colour) in enumerate(items):
            x = 6 + 2 + (i % per_row) * (w + 4)
            top = paper.height - 20 - (i // per_row) * (2 * half + 2 * foot + 10)
            for k, yb in enumerate((top - foot - half, top - foot - 2 * half)):
                self._standee_half(c, x, yb, w, half, letter, name, colour, upside=k == 1)
            c.setStrokeColor(ink)
            c.setLineWidth(0.3)
            c.rect(x, top - 2 * half - 2 * foot, w, 2 * half + 2 * foot, stroke=1, fill=0)
            c.setDash(1.5, 1)
            for yy in (top - foot, top - foot - half, top - foot - 2 * half):
                c.line(x, yy, x + w, yy)
            c.setDash()

    def _standee_half(self, c, x: float, y: float, w: float, h: float, letter: str, name: str, colour: str,
                      upside: bool) -> None:
        ink = self.inks(INK)
        c.saveState()
        if upside:
            c.translate(x + w, y + h)
            c.rotate(180)
            x0, y0 = 0.0, 0.0
        else:
            x0, y0 = x, y
        d.fill_rect(c, x0 + 1, y0 + 1, w - 2, h - 2, self.inks(colour))
        text_ink = ink if colour in ("#f4f1e8", "#e3b81d", "#c9b58a") else self.inks("#ffffff")
        if letter:
            d.text(c, x0 + w / 2, y0 + h / 2 - 2, letter, 22, text_ink, bold=True)
        elif name == "obelisk":
            c.setFillColor(self.inks(INK))
            p = c.beginPath()
            p.moveTo(x0 + w / 2 - 4, y0 + 6)
            p.lineTo(x0 + w / 2 + 4, y0 + 6)
            p.lineTo(x0 + w / 2 + 2.5, y0 + h - 9)
            p.lineTo(x0 + w / 2, y0 + h - 5)
            p.lineTo(x0 + w / 2 - 2.5, y0 + h - 9)
            p.close()
            c.drawPath(p, stroke=0, fill=1)
        elif name == "flood marker":
            d.wave_band(c, x0 + 2, y0 + h / 2, w - 4, 1.2, 8, self.inks("#ffffff"), y0 + h / 2 - 2)
        else:
            d.text(c, x0 + w / 2, y0 + h / 2 - 3, "1st", 14, text_ink, bold=True)
        d.text(c, x0 + w / 2, y0 + 2.5, name, 7, text_ink, bold=True)
        c.restoreState()

    def score_pad(self, c, page_w: float, page_h: float) -> None:
        """The round log: a row per round with the first player, flood or ebb and the marker, each
        player's points and pawn after scoring, and the obelisk."""
        ink, light = self.inks(INK), self.inks("#efe6d2")
        m = 14
        players = self.cat.players.max
        d.text(c, m, page_h - m - 5, "AN DEN UFERN DES NILS — round log", 13, ink, bold=True, align="left")
        d.text(c, page_w - m, page_h - m - 5, "date: ____________", 9, ink, align="right")
        d.paragraph(c, m, page_h - m - 11, "After each round's scoring write each player's points and pawn space and "
                    "the obelisk's space.", page_w - 2 * m, 7.5, ink)
        top = page_h - m - 24
        lead = [("round", 10), ("first", 16), ("flood / ebb", 18), ("obelisk", 14)]
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
