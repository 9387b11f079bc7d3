"""A board a player can read and tap on a phone: an inline SVG of NIL's or Ufern's board, drawn for a page
360 CSS px wide, zoomed to where play is, each legal target (a square, a field, a market space) a link of
at least :data:`TAP` px carrying the entries there (:func:`board_svg`), and the entries at one target as
small pictures, each a button of at least :data:`TAP` px (:func:`target_choices_svg`).

Pure functions of a game's state: no Starlette, no files, no scripts, nothing fetched. The SVG's width is
100 % of its container and its ``viewBox`` is :data:`PAGE` units wide, so one unit is one CSS px on a
360 px page (and more on a wider one): the sizes below are what a player's thumb and eyes get at least.

How a page uses it (the page's template is not wired here)::

    from scorer.web.board import board_svg, has_board, target_choices_svg, targets
    if has_board(session.spec):
        svg = board_svg(session.spec, session.state, session.entries(), session.last_step(),
                        seat=seat, zoom="play", href="?t=" + token + "&at={at}")
        # put ``svg`` in the page as is (Markup(svg) in Jinja2); a tap on a target opens ``?...&at=B14``;
        # for ``at`` the page lists target_choices_svg(spec, state, entries, at): one form button per
        # choice, ``<button name="entry" value="{c.entry}" aria-label="{c.label}">{c.svg}</button>``

A script may read each target's ``data-entries`` (a JSON list of the entries' texts) to open them in place.
To look at it without a server: ``python benchmarks/board.py 1 --preview DIR`` writes phone pages of a few
positions of each game (the board at both zooms and the choices at a target) to DIR.

>>> from scorer.games import game
>>> spec = game("nil")
>>> s = spec.new_game(["Anna", "Ben"], [])
>>> for m in ("start Anna", "?"): s.apply(spec.notation.parse(s, m))
>>> svg = board_svg(spec, s, spec.notation.entries(s), None)
>>> svg.startswith('<svg xmlns="http://www.w3.org/2000/svg"') and 'href="?at=A11"' in svg
True
>>> [(t.at, len(t.entries)) for t in targets(spec, s, spec.notation.entries(s))]
[('A11', 10)]
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from html import escape
from types import ModuleType
from typing import Any, Iterable, Sequence

from scorer.engine.said import join, words
from scorer.i18n import in_words
from scorer.web import messages

assert messages.CATALOGUE.prefix == "nile-web"  # the boards' words are the page's (nile-web.board.*)

#: the page width the drawing is made for, in CSS px: one viewBox unit is one CSS px on it
PAGE = 360.0
#: the least side of a tap target, in CSS px at :data:`PAGE` (WCAG 2.5.5, Apple's and Android's guides)
TAP = 44.0
#: the least size of a text, in CSS px at :data:`PAGE`
SMALLEST_TEXT = 12.0
#: the zooms: ``play`` shows where play is, ``whole`` the whole board
ZOOMS = ("play", "whole")

INK = "#1d2b3a"
FAINT = "#5b6b7b"
TARGET_FILL = "#fff2a8"
LAST = "#c2410c"


@dataclass(frozen=True)
class Target:
    """A place of the board where legal entries are: ``at`` its name (``"B14"``, ``"W4.2"``, ``"M3"``),
    ``what`` it is in words (``"square"``, ``"field"``, ``"market row"``), ``entries`` the entries' texts
    there (an entry may be at two places: a harvest at its field and at its market row), ``moves`` the
    moves they mean."""

    at: str
    what: str
    entries: tuple[str, ...]
    #: the entries' moves, read against the position (for a drawer that boxes a target by what it does)
    moves: tuple[Any, ...] = field(default=(), compare=False, repr=False)
    #: the entry one tap on the target enters at once, where it offers a single choice ("" where the tap
    #: opens the choices): a field with one thing to do there, a market row one harvest may reach
    one: str = ""
    #: the entries as a reader of the page's language types them (``entries`` itself in English; the
    #: accessible name lists these, the links carry the record's texts)
    shown: tuple[str, ...] = field(default=(), compare=False, repr=False)


@dataclass
class Drawing:
    """What a game's drawer gives back: the SVG elements (``parts``, in painting order) of a drawing
    :data:`PAGE` units wide and ``height`` high, its ``title`` and its text alternative ``desc`` (the
    position, the open end, the targets, the last step); ``wide`` its size laid out for a laptop's page (Ufern:
    ``"width height fit"``, :func:`scorer.web.wide_ufern.widen`), "" for none."""

    height: float
    parts: list[str] = field(default_factory=list)
    title: str = ""
    desc: str = ""
    wide: str = ""


@dataclass(frozen=True)
class Choice:
    """One entry at a target as a picture: ``entry`` the text to send, ``label`` its accessible name in
    words, ``svg`` a small inline SVG (:data:`CHOICE` px square) picturing it."""

    entry: str
    label: str
    svg: str


#: the side of a choice's picture, in CSS px (a button at least :data:`TAP` px)
CHOICE = 56


# -- SVG pieces, shared by the games' drawers -----------------------------------------------------------

def num(v: float) -> str:
    """A coordinate to a tenth, short: ``12``, ``12.5``.

    >>> num(12.0), num(12.46), num(-0.04), num(7)
    ('12', '12.5', '0', '7')
    """
    r = round(v, 1)
    return str(int(r)) if r == int(r) else str(r)


@lru_cache(maxsize=None)
def _key(name: str) -> str:
    return name.rstrip("_").replace("_", "-")


def _value(v: Any) -> str:
    if isinstance(v, float):
        return num(v)
    words = str(v)
    return escape(words) if ("&" in words or "<" in words or ">" in words or '"' in words or "'" in words) \
        else words


def attrs(**kw: Any) -> str:
    """``key="value"`` pairs, escaped; ``_`` in a key becomes ``-`` (a trailing one is dropped: ``class_``);
    None values are left out.

    >>> attrs(x=1.5, class_="target", aria_label='a "b"', fill=None)
    ' x="1.5" class="target" aria-label="a &quot;b&quot;"'
    """
    return "".join(f' {_key(k)}="{_value(v)}"' for k, v in kw.items() if v is not None)


def rect(x: float, y: float, w: float, h: float, **kw: Any) -> str:
    """A ``<rect>``; ``kw`` as :func:`attrs`."""
    return f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}"{attrs(**kw) if kw else ""}/>'


_BOLD = ' font-weight="bold"'
_HALO = ' stroke="#ffffff" stroke-width="3" paint-order="stroke" stroke-linejoin="round"'


def text(x: float, y: float, words: str, size: float = 13.0, anchor: str = "middle", bold: bool = False,
         fill: str = INK, halo: bool = False) -> str:
    """A ``<text>`` whose baseline is at ``y``; ``halo`` paints a white outline under it (readable over
    tiles and water). Raises ValueError for a size under :data:`SMALLEST_TEXT`."""
    if size < SMALLEST_TEXT:
        raise ValueError(f"text of {size} px: the board's texts are at least {SMALLEST_TEXT} px")
    return (f'<text x="{num(x)}" y="{num(y)}" font-size="{num(size)}" text-anchor="{anchor}" fill="{fill}"'
            f'{_BOLD if bold else ""}{_HALO if halo else ""}>{escape(words)}</text>')


def wrap(words: str, width: int = 54) -> list[str]:
    """``words`` folded to lines of at most ``width`` characters (13 px text fits 54 on 360 px)."""
    import textwrap

    return textwrap.wrap(words, width) or [""]


def paragraph(parts: list[str], y: float, words: str, size: float = 13.0, width: int = 54, x: float = 6.0,
              bold: bool = False) -> float:
    """Append ``words`` folded into lines, left-aligned from ``x``, first baseline at ``y`` + ``size``;
    return the y under the last line."""
    for line in wrap(words, width):
        y += size * 1.3
        parts.append(text(x, y, line, size, anchor="start", bold=bold))
    return y + size * 0.3


def tap_target(target: Target, box: tuple[float, float, float, float], href: str, label: str,
               shape: str = "", dashed: bool = True, opacity: float = 0.8, corner: bool = False,
               lang: str = "en") -> str:
    """A target as a link: its box (all of it takes the tap; drawn as a light fill in a dashed ring, not
    colour alone), ``label`` (the
    coordinates) in bold, an accessible name naming the place and its entries, ``data-entries`` (JSON) and
    ``href`` with ``{at}`` filled in. ``shape`` is drawn under the label (e.g. a tile's picture);
    ``opacity`` is the fill's (lower over a box whose contents must stay visible), ``corner`` puts the
    label in the top left corner instead of the middle (over a box whose own name is there); its words in ``lang``.
    Raises ValueError for a box smaller than :data:`TAP` either way."""
    x, y, w, h = box
    if min(w, h) < TAP - 1e-6:
        raise ValueError(f"{target.at}: a tap target of {w:g} x {h:g} px is smaller than {TAP:g} px")
    name = words("nile-web.board.target", {"at": target.at, "what": in_words(target.what, lang),
                                           "count": len(target.entries)}, lang)
    shown = target.shown or target.entries
    sep = "\u00a0; " if lang == "fr" else "; "  # (French sets a no-break space before its semicolon)
    listed = sep.join(shown[:12]) + (sep + "..." if len(shown) > 12 else "")
    values = {"name": name, "listed": listed}
    link = attrs(href=href.replace("{at}", target.at), class_="target", data_at=target.at,
                 data_entries=json.dumps(list(target.entries)), data_one=target.one or None,
                 aria_label=words("nile-web.board.target-one" if target.one else "nile-web.board.target-listed",
                                  values, lang))
    return (f"<a{link}>"
            f"<title>{escape(words('nile-web.board.target-listed', values, lang))}</title>"
            + rect(x, y, w, h, fill="#ffffff", fill_opacity="0")  # the whole box takes the tap
            + rect(x + 1.5, y + 1.5, w - 3, h - 3, fill=TARGET_FILL, fill_opacity=num(opacity), stroke=INK, stroke_width="2.5",
                   stroke_dasharray="6 4" if dashed else None, rx="4")
            + shape + (text(x + 4, y + 14, label, 13, anchor="start", bold=True, halo=True) if corner else
                       text(x + w / 2, y + h / 2 + 5, label, 14, bold=True, halo=True)) + "</a>")


def svg_document(drawing: Drawing, ids: str = "board") -> str:
    """The ``<svg>`` element of ``drawing``: 100 % wide, ``viewBox`` :data:`PAGE` units wide, a ``<title>``
    and a ``<desc>`` named by ``aria-labelledby`` / ``aria-describedby`` (``ids`` prefixes their ids); its wide
    layout's size in ``data-wide`` where it has one (for the page's script, ``static/fit.js``)."""
    h = num(drawing.height)
    head = attrs(viewBox=f"0 0 {num(PAGE)} {h}", width="100%", role="group", aria_labelledby=f"{ids}-title",
                 aria_describedby=f"{ids}-desc", font_family="sans-serif", class_="board", data_wide=drawing.wide or None)
    return (f'<svg xmlns="http://www.w3.org/2000/svg"{head}>'
            f'<title id="{escape(ids)}-title">{escape(drawing.title)}</title>'
            f'<desc id="{escape(ids)}-desc">{escape(drawing.desc)}</desc>'
            + "".join(drawing.parts) + "</svg>")


def part_mark(name: str, y: float) -> str:
    """An invisible mark at the top of a part of a board's drawing (Ufern: ``banks``, ``cells``, ``market``,
    ``status``): the page's script keeps the part under the middle of the screen where it was when the board is
    drawn again with a part above it grown or shrunk (Ufern: a turn's cells put in above the market, fe-table7
    #8: the market read jumped from y 198 to 1,251). No tap target, no words: ``aria-hidden``.

    >>> part_mark("market", 412.5)
    '<rect class="part" data-part="market" x="0" y="412.5" width="1" height="1" fill="none" aria-hidden="true"/>'
    """
    return f'<rect class="part" data-part="{name}" x="0" y="{num(y)}" width="1" height="1" fill="none" aria-hidden="true"/>'


def choice_svg(body: str, title: str) -> str:
    """A choice's picture: :data:`CHOICE` px square, ``body`` drawn in a 56-unit box, ``title`` its name."""
    head = attrs(viewBox=f"0 0 {CHOICE} {CHOICE}", width=CHOICE, height=CHOICE, role="img", aria_label=title,
                 font_family="sans-serif")
    return (f'<svg xmlns="http://www.w3.org/2000/svg"{head}>'
            f"<title>{escape(title)}</title>{body}</svg>")


def listing(items: Sequence[str], most: int = 8, lang: str = "en") -> str:
    """``'A, B and C'``, the first ``most`` items and how many more, in ``lang``.

    >>> listing(["A", "B", "C"], 2), listing(["A", "B"], lang="fr"), listing([], lang="de")
    ('A, B and 1 more', 'A et B', 'keine')
    """
    shown = list(items[:most]) + ([words("nile-web.board.more", {"count": len(items) - most}, lang)]
                                  if len(items) > most else [])
    if not shown:
        return words("nile-web.board.none", {}, lang)
    if lang != "en":
        return join(shown, "and", lang)
    return shown[0] if len(shown) == 1 else ", ".join(shown[:-1]) + " and " + shown[-1]


# -- the games ---------------------------------------------------------------------------------------------

def has_board(spec: Any) -> bool:
    """True for a game with a tappable board (its :class:`~scorer.engine.GameSpec` has a ``tap_board``)."""
    return spec.tap_board is not None


def _drawer(spec: Any) -> ModuleType:
    if spec.tap_board is None:
        raise ValueError(f"{spec.slug} has no tappable board")
    drawer: ModuleType = spec.tap_board()
    return drawer


def located(spec: Any, state: Any, entries: Iterable[Any]) -> list[tuple[str, Any, list[str]]]:
    """Each entry (an :class:`~scorer.engine.Entry` or its text) read against ``state`` by the game's
    notation: ``(text, move, places)``, ``places`` the names of the board's places it concerns (none for
    ``stop``, a deal...). An entry the notation cannot read here has no place."""
    from scorer.engine import InvalidMove

    draw = _drawer(spec)
    out: list[tuple[str, Any, list[str]]] = []
    for entry in entries:
        typed = entry if isinstance(entry, str) else entry.text
        try:
            move = spec.notation.parse(state, typed)
        except (InvalidMove, ValueError):
            out.append((typed, None, []))
            continue
        out.append((typed, move, draw.places(state, move)))
    return out


def targets(spec: Any, state: Any, entries: Iterable[Any], lang: str = "en") -> list[Target]:
    """The board's places with legal entries, in the entries' order, each with its entries' texts (and as a
    reader of ``lang`` types them: ``shown``) and, where the place offers one choice only (the game's
    ``offers``), that entry as its one-tap entry (``one``)."""
    draw = _drawer(spec)
    found: dict[str, list[tuple[str, Any]]] = {}
    for typed, move, places in located(spec, state, entries):
        for at in places:
            found.setdefault(at, []).append((typed, move))
    out = []
    for at, here in found.items():
        offered = [text for w, m in here for text in draw.offers(state, w, m)]
        shown = tuple(str(spec.notation.said(state, w, lang)) for w, _ in here) if lang != "en" else ()
        out.append(Target(at, draw.what(at), tuple(w for w, _ in here), tuple(m for _, m in here),
                          offered[0] if len(offered) == 1 else "", shown))
    return out


def acting(spec: Any, state: Any, seat: int | None) -> bool:
    """Whether a page for ``seat`` (None: the table's page) may tap targets now: the table's page always,
    a seat's page at its own turn and at a step the table reports (a card turned up)."""
    if seat is None:
        return True
    who = spec.notation.prompt(state).seat if not state.is_over else None
    return who is None or who == seat


def board_svg(spec: Any, state: Any, entries: Iterable[Any], last_step: tuple[str, str] | None,
              seat: int | None = None, zoom: str = "play", href: str = "?at={at}", ids: str = "board",
              pending: Sequence[str] = (), lang: str = "en") -> str:
    """The board of ``state`` as an inline SVG for a phone (see the module docstring).

    ``entries`` are the legal entries (:meth:`~scorer.session.TableSession.entries`), ``last_step`` the last
    step as :meth:`~scorer.session.TableSession.last_step` gives it (what was asked, the entry) or None;
    ``seat`` the seat whose page it is (None: the table's): a seat waiting for another player sees the
    board without targets; ``zoom`` ``"play"`` (where play is: NIL the river's open end and the squares
    round it, Ufern the fields and market rows with targets) or ``"whole"``; ``href`` each target's link,
    ``{at}`` replaced by its name; ``ids`` the prefix of the title's and description's ids; ``pending`` the
    steps of a turn built on the page, not recorded yet (:mod:`scorer.web.build`), which a game that builds
    turns marks on the board as such; ``lang`` the language of its words (its labels, legends, headings, accessible
    names and text alternative; the entries as a reader of it types them). Raises ValueError for a game without a
    tappable board or an unknown zoom."""
    if zoom not in ZOOMS:
        raise ValueError(f"zoom is one of {', '.join(ZOOMS)}, not {zoom!r}")
    draw = _drawer(spec)
    places = targets(spec, state, entries, lang) if acting(spec, state, seat) else []
    last = draw.places_named(state, last_step[1]) if last_step else []
    built = [at for step in pending for at in draw.places_named(state, step)]
    drawing = draw.draw(state, places, last, zoom, href, lang=lang,
                        **({"pending": list(dict.fromkeys(built))} if pending else {}))
    if last_step:
        entry = str(spec.notation.said(state, last_step[1], lang)) if lang != "en" else last_step[1]
        drawing.desc += " " + words("nile-web.board.last-step", {"asked": last_step[0], "entry": entry}, lang)
    if not acting(spec, state, seat):
        drawing.desc += " " + words("nile-web.board.waiting", {}, lang)
    return svg_document(drawing, ids)


def one_tap(spec: Any, state: Any, entries: Iterable[Any], seat: int | None = None) -> set[str]:
    """The entries among ``entries`` that the board drawn for ``seat`` enters itself at one tap, each on a cell
    of its own (Ufern's one-tap rows; none on NIL's board): the page lists them nowhere else, so that a step
    is entered one way (uferpage2). Empty where the page may tap nothing now (:func:`acting`).

    >>> from scorer.games import game
    >>> spec = game("nil")
    >>> s = spec.new_game(["Anna", "Ben"], [])
    >>> for m in ("start Anna", "?"): s.apply(spec.notation.parse(s, m))
    >>> one_tap(spec, s, spec.notation.entries(s))
    set()
    """
    if not acting(spec, state, seat):
        return set()
    found: set[str] = _drawer(spec).one_tap(state, targets(spec, state, entries))
    return found


def bid_picker(spec: Any, state: Any, seat: int, entries: Sequence[str], lang: str = "en") -> Any:
    """The bid picker of ``seat``'s own page (Ufern's auctions: a count per crop and one Bid button,
    :mod:`scorer.web.bid_ufern`), its plants titled in ``lang``; None where ``entries`` hold no bid of that seat or
    the game has no board."""
    return _drawer(spec).bids(state, seat, entries, lang) if has_board(spec) else None


def pictures(spec: Any, state: Any, texts: Iterable[str], lang: str = "en") -> dict[str, str]:
    """The ``texts`` (entries, a seat's hidden things) that the game draws as a small picture (NIL: a tile
    kind, ``straight`` or ``Ben holds straight``; NILE: a card, ``Ben holds Papyrus``, ``plant 3 Papyrus``),
    each with its inline SVG of :data:`CHOICE` px, titled in ``lang``; empty for a game that draws none."""
    drawn: dict[str, str] = _drawer(spec).pictures(state, list(texts), lang) if has_board(spec) else \
        spec.card_pictures().pictures(state, list(texts), lang) if spec.card_pictures is not None else {}
    return drawn


def target_choices_svg(spec: Any, state: Any, entries: Iterable[Any], at: str, lang: str = "en") -> list[Choice]:
    """The entries at the place ``at`` (``"B14"``, ``"W4.2"``, ``"M3"``) as pictures, in the entries'
    order: NIL's tiles as small tiles with their line, Ufern's plants as plants and water cards with
    their waves; each :data:`CHOICE` px square, a button's content. Empty where ``at`` has no entry. An entry
    may be offered as several choices, each one tap saying it with what the table says with it in one
    breath (Ufern: an ebb with each event the card's back may show, the game's ``choices``); each labelled in
    ``lang``, the entry as a reader of it types it."""
    draw = _drawer(spec)
    return [c for typed, move, places in located(spec, state, entries) if at in places
            for c in draw.choices(state, typed, move, at, lang)]

