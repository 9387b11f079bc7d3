"""Card art, one module per game, and the small drawing kit they share.

A game's art module exposes ``Art(catalogue, inks, card_size_mm, bleed_mm)`` with:

* ``groups()`` -> list of :class:`ComponentGroup`: the components printed on card sheets, each card
  as a :class:`CardFace` (a front key and a back key);
* ``draw(canvas, key, w, h)``: draw face ``key`` with the canvas in millimetres, origin at the
  lower-left corner of the trim box, the bleed extending below zero and beyond ``w``/``h``;
* ``score_pad(canvas, page_w, page_h)``: draw a score pad on a whole page (mm);
* ``score_pad_note``: how many sheets the score-pad page holds and how to use it (contents page);
* ``credits_note`` and ``reconstructed()``: lines for the contents page.

Every face is drawn once into a PDF form and reused, however many copies the deck holds.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module


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


def art_for(game: str):
    """The ``Art`` class of ``game`` (module ``pnp.art.<game with underscores>``)."""
    return import_module(f"pnp.art.{game.replace('-', '_')}").Art
