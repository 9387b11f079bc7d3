"""The words of An den Ufern des Nils' tappable board (:mod:`scorer.web.board_ufern`) in the reader's language
(issue 25 §1, session 36): a choice's label (what a tap on its picture enters, in words), its caption, the
one-tap rows' group headings and cells' labels. Each by message id (``nile-web.board.ufern.*``,
:mod:`scorer.web.messages`), the crops as game terms, an entry and an event as a reader of the language types
them (:func:`scorer.games.ufern.notation.said`); the English is the board's as it always was.

>>> from scorer.games.ufern.moves import Sow
>>> says(Sow("W3.2", "onion"), "onion", "en"), says(Sow("W3.2", "flax"), "flax", "fr")
('sow an onion seed on W3.2', 'semer une semence de lin sur W3.2')
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from scorer.engine.said import words
from scorer.games.ufern.board import crop_term
from scorer.games.ufern.moves import Ebb, Flood, Grow, Harvest, Plant, Restore, Reveal, Rot, SetDesert, Sow
from scorer.games.ufern.typed_words import wording
from scorer.games.ufern.view import turned
from scorer.web import messages

assert messages.CATALOGUE.prefix == "nile-web"  # the words are the page's (nile-web.board.ufern.*)


def typed(state: Any, text: str, lang: str) -> str:
    """An entry, an event or a cell's label (``W4.2 hippo``) as a reader of ``lang`` types it
    (:func:`scorer.games.ufern.notation.said`, kept: a board names each many times, a cell and its target).

    >>> from scorer.games.ufern.engine import Ufern
    >>> typed(None, "W4.2", "en"), typed(Ufern(["Anna", "Ben"]), "sow flax W3.2", "fr")
    ('W4.2', 'semer lin W3.2')
    """
    return text if lang == "en" else _typed(text, lang, tuple(state.players))


@lru_cache(maxsize=4096)
def _typed(text: str, lang: str, players: tuple[str, ...]) -> str:
    return str(wording().said(text, lang, players))


def wave_said(end: str, lang: str) -> str:
    """A water card's end (``single``, ``double``, ``blank``) in words.

    >>> wave_said("blank", "fr"), wave_said("single", "de"), wave_said("double", "en")
    ('sans vague', 'einfach', 'double')
    """
    return words("nile-web.board.ufern.single" if end == "single" else "nile-web.board.ufern.double"
                 if end == "double" else "nile-web.board.ufern.blank", {}, lang)


def says(move: Any, crop: str, lang: str) -> str:
    """A plant move in words (``crop`` its crop's id)."""
    term = crop_term(crop)
    if isinstance(move, Sow):
        return words("nile-web.board.ufern.sow-an" if crop[:1] in "aeiou" else "nile-web.board.ufern.sow-a",
                     {"crop": term, "field": move.field}, lang)
    if isinstance(move, Plant):
        return words("nile-web.board.ufern.plant-ripe" if move.ripe else "nile-web.board.ufern.plant-seed",
                     {"crop": term, "field": move.field}, lang)
    if isinstance(move, Grow):
        return words("nile-web.board.ufern.grows", {"crop": term, "field": move.field}, lang)
    if isinstance(move, Harvest):
        return words("nile-web.board.ufern.harvests", {"crop": term, "field": move.field, "row": move.row}, lang)
    if isinstance(move, Restore):
        return words("nile-web.board.ufern.restores", {"crop": term, "row": move.row, "space": move.space}, lang)
    return str(move)


def caption(state: Any, move: Any, lang: str) -> tuple[str, str]:
    """The crop a plant move concerns and the caption under its picture, in ``lang``."""
    if isinstance(move, Sow):  # (always a seed: its crop named, as the one-tap rows head no sowing in words)
        return move.crop, crop_term(move.crop).said(lang)
    if isinstance(move, Plant):
        return move.crop, words("nile-web.board.ufern.caption-ripe" if move.ripe else "nile-web.board.ufern.caption-seed",
                                {}, lang)
    if isinstance(move, Restore):
        return state.market[move.row][move.space - 1].crop, words("nile-web.board.ufern.caption-ripe", {}, lang)
    own = [g for g in state.banks.plants[move.field] if g.owner == state.seat]
    crop = own[0].crop if own else "?"
    if isinstance(move, Harvest):
        return crop, f"{move.field}>{move.row}"
    return crop, words("nile-web.board.ufern.caption-grow", {}, lang)


def group(state: Any, offer: str, move: Any, entry: str, lang: str = "en") -> tuple[tuple[str, ...], str, str]:
    """(the group's key, its heading in words, the cell's label) of ``entry``, the offer ``offer`` makes, in
    ``lang`` (the key in the record's words)."""
    event = entry[len(offer):].replace(" reveals ", "").strip()  # the event said with a card, if any
    if isinstance(move, Sow):
        return ("sow", move.crop), words("nile-web.board.ufern.group-sow", {"crop": crop_term(move.crop)}, lang), move.field
    if isinstance(move, Plant):
        kind = "ripe" if move.ripe else "seed"
        return ("plant", kind, move.crop), words("nile-web.board.ufern.group-ripe" if move.ripe else
                                                 "nile-web.board.ufern.group-seed", {"crop": crop_term(move.crop)}, lang), move.field
    if isinstance(move, Flood):
        ends = sorted(move.front)
        label = typed(state, f"{move.field} {event}".strip(), lang)
        return ("flood", move.stack, "-".join(ends)), words("nile-web.board.ufern.group-stack", {
            "stack": move.stack, "first": wave_said(ends[0], lang), "second": wave_said(ends[1], lang)}, lang), label
    if isinstance(move, Ebb):  # each card once, a cell labelled by its field (with the one event its back may show)
        return ("ebb",), words("nile-web.board.ufern.group-remove", {}, lang), typed(state, f"{move.field} {event}".strip(), lang)
    if isinstance(move, Reveal):  # the event step: what the back of the card turned over shows
        return ("reveal",), words("nile-web.board.ufern.group-reveal-desert" if state.revealing[0] == "desert" else
                                  "nile-web.board.ufern.group-reveal-water", {"field": turned(state)}, lang), typed(state, entry, lang)
    if isinstance(move, Harvest):
        return ("harvest", move.field), words("nile-web.board.ufern.group-harvest", {"field": move.field}, lang), move.row
    if isinstance(move, Grow):
        return ("grow",), words("nile-web.board.ufern.group-grow", {}, lang), move.field
    if isinstance(move, SetDesert):
        return ("desert",), words("nile-web.board.ufern.group-desert", {}, lang), move.field
    if isinstance(move, Rot):
        return ("rot", move.row), words("nile-web.board.ufern.group-rot", {"row": move.row}, lang), \
            " ".join(map(str, move.spaces)) or words("nile-web.board.none", {}, lang)
    if isinstance(move, Restore):
        return ("restore",), words("nile-web.board.ufern.group-restore", {}, lang), f"{move.row}.{move.space}"
    return ("other", type(move).__name__), "", typed(state, entry, lang)
