"""Every character of every default PDF is printed at a readable size: at least 7 pt, or 6 pt on a piece of
20 mm or less (a tile, a token). Measured in the PDF itself, with pdfium's text page: each character's font
size times the scale of its text matrix (the page's, the form's and the text's own transformations).

Each pack is built once per session, in colour and in the ink saver, and split into its parts (contents,
score pad, each kind of extra page, the card and tile sheets), so that a failure names the part it is in."""

from __future__ import annotations

import pypdfium2 as pdfium
import pytest
from helpers import Char, page_parts, placed_cards, printed_chars

from pnp.paper import PrintOptions
from gamedata.catalogue import known_games

#: the smallest size (pt) for any text, and for a text on a piece no larger than ``SMALL_PIECE`` mm
MIN_PT, MIN_PT_SMALL_PIECE, SMALL_PIECE = 7.0, 6.0, 20.5
GAMES = known_games()


_BUILT: dict[tuple[str, bool, str], tuple[dict[int, str], list[Char], list[list[dict]]]] = {}


@pytest.fixture(scope="session")
def built(prints):
    """``built(game, ink_saver, lang)`` -> (page parts, printed characters, placed pieces), each pack drawn
    once."""

    def get(game: str, ink_saver: bool, lang: str = "en"):
        if (game, ink_saver, lang) not in _BUILT:
            path, pack = prints(game, PrintOptions(greyscale=ink_saver, lang=lang))
            _BUILT[game, ink_saver, lang] = (page_parts(pack), printed_chars(path), placed_cards(path))
        return _BUILT[game, ink_saver, lang]

    return get


def small_text(chars: list[Char], pieces: list[list[dict]]) -> list[str]:
    """The runs of characters printed below the minimum, in words: ``page 3: 'belts' 5.6 pt``. A character
    inside a placed piece of at most ``SMALL_PIECE`` mm a side needs only ``MIN_PT_SMALL_PIECE``."""
    runs: list[list] = []
    for ch in chars:
        small_piece = any(p["x"] <= ch.x <= p["x"] + p["pw"] and p["y"] <= ch.y <= p["y"] + p["ph"]
                          and max(p["w"], p["h"]) <= SMALL_PIECE for p in pieces[ch.page - 1])
        if ch.size >= (MIN_PT_SMALL_PIECE if small_piece else MIN_PT) - 0.01:
            continue
        if runs and runs[-1][0] == ch.page and abs(runs[-1][1] - ch.size) < 0.01:
            runs[-1][2] += ch.char
        else:
            runs.append([ch.page, ch.size, ch.char])
    return [f"page {page}: {text[:40]!r} {size:.1f} pt" for page, size, text in runs]


PARTS = {
    "land-unter": ["contents", "score pad", "sheets"],
    "nile": ["contents", "score pad", "sheets"],
    "nil": ["contents", "score pad", "Board", "Tile racks", "sheets"],
    "ufern-des-nils": ["contents", "score pad", "Board", "Cover strips", "Standees", "sheets"],
}
#: English in colour and in the ink saver; French and German (longer words, the same inks) in colour
CASES = [pytest.param(game, part, ink, lang, id=f"{game}-{part.replace(' ', '_')}-{ink}-{lang}")
         for game in GAMES for part in PARTS[game]
         for ink, lang in (("colour", "en"), ("ink-saver", "en"), ("colour", "fr"), ("colour", "de"))]


@pytest.mark.parametrize("game,part,ink,lang", CASES)
def test_every_character_is_readable(built, game, part, ink, lang):
    parts, chars, pieces = built(game, ink == "ink-saver", lang)
    mine = [ch for ch in chars if parts.get(ch.page, "sheets") == part]
    assert mine, f"nothing printed in {part}"  # the part exists and has text
    assert small_text(mine, pieces) == []


def test_every_page_is_in_a_listed_part(built):
    """A new kind of page is measured too: the list of parts above covers every page of every pack."""
    for game in GAMES:
        parts, _, _ = built(game, False)
        assert set(parts.values()) <= set(PARTS[game]), game


def test_the_measure_sees_a_small_text(tmp_path):
    """The measure is not blind: a 5 pt word on a page is found, at its size, under a scaled form."""
    from reportlab.pdfgen.canvas import Canvas

    path = tmp_path / "probe.pdf"
    c = Canvas(str(path))
    c.beginForm("f")
    c.setFont("Helvetica", 10)
    c.drawString(0, 0, "tiny")
    c.endForm()
    c.translate(100, 100)
    c.scale(0.5, 0.5)
    c.doForm("f")
    c.setFont("Helvetica", 14)
    c.drawString(0, 100, "big")
    c.save()
    chars = printed_chars(path)
    assert {(ch.char, round(ch.size, 2)) for ch in chars} == {("t", 5), ("i", 5), ("n", 5), ("y", 5), ("b", 7),
                                                              ("i", 7), ("g", 7)}
    assert small_text(chars, [[]]) == ["page 1: 'tiny' 5.0 pt"]


def _first_page_text(prints, game: str, opts: PrintOptions) -> str:
    path = prints.path(game, opts)
    pdf = pdfium.PdfDocument(str(path))
    try:
        return " ".join(pdf[0].get_textpage().get_text_range().split())
    finally:
        pdf.close()


@pytest.mark.parametrize("game,butted,matched", [("land-unter", False, False), ("nil", False, True),
                                                 ("ufern-des-nils", False, True)])
def test_the_contents_page_says_how_pieces_are_cut(prints, game, butted, matched):
    """Cards carry no line around them; butted tiles share their cut lines, carried by the crop marks (no
    hairline is printed round them); tokens share a cut only where their colours match, a gutter parts
    the others; and the contents page says which."""
    text = _first_page_text(prints, game, PrintOptions())
    assert ("neighbours share their cut lines, and the crop marks in the margins carry every one" in text) == butted
    assert ("Neighbours whose edges are the same colour share one cut line; a 3 mm gutter parts the others"
            in text) == matched
    assert "hairline" not in text
    assert ("no line is printed around the cards" in text) == (game != "nil")
    assert "no line is printed around the tiles" not in text


def test_the_ink_saver_is_described_as_it_prints(prints):
    """The help, the README and the contents page say what the ink saver prints: greys, pale fills, pale
    hatched backs, dark text (the seed rings' paleness is measured in test_text_fit)."""
    from pathlib import Path

    from typer.testing import CliRunner

    from scorer.cli import app

    help_text = " ".join(CliRunner().invoke(app, ["print", "--help"], terminal_width=200).output.split())
    readme = (Path(__file__).parent.parent / "README.md").read_text()
    contents = _first_page_text(prints, "ufern-des-nils", PrintOptions(greyscale=True))
    for words in (help_text, readme, contents):
        assert "pale fills" in words and "pale hatched backs" in words
        assert "outlines instead of" not in words and "no colour" not in words


def _sizes_of(game: str) -> list[str]:
    """Every card size a game's cards can be printed at (``--card-size``): none for a game whose cards have
    one size, or no cards."""
    from gamedata.catalogue import load_catalogue, load_paper

    cat = load_catalogue(game)
    return [] if cat.card_size is None or cat.card_size_fixed else sorted(load_paper().card_sizes)


#: every size in English, French and German (whose words are longer: a summary may take another path)
SIZED = [pytest.param(game, size, lang, id=f"{game}-{size}-{lang}") for game in GAMES for size in _sizes_of(game)
         for lang in ("en", "fr", "de")]


@pytest.mark.parametrize("game,size,lang", SIZED)
def test_every_card_size_prints_readable_cards(prints, game, size, lang):
    """At every ``--card-size``, every character on the card sheets is at least 7 pt (a turn summary too
    long for one face goes on to its back; the Flood card's words are fewer): measured in the PDF."""
    path, pack = prints(game, PrintOptions(card_size=size, lang=lang))
    parts = page_parts(pack)
    chars = [ch for ch in printed_chars(path) if parts.get(ch.page, "sheets") == "sheets"]
    assert chars
    assert small_text(chars, placed_cards(path)) == []


#: every other paper (the default A4 is measured above), in French and German: the contents page, the score
#: pad and a board split over other pages say their longer words in other boxes
PAPERS = [pytest.param(game, paper, lang, id=f"{game}-{paper}-{lang}") for game in GAMES
          for paper in ("letter", "a3") for lang in ("fr", "de")]


@pytest.mark.parametrize("game,paper,lang", PAPERS)
def test_every_paper_prints_readable_text_in_french_and_german(prints, game, paper, lang):
    """On US Letter and A3, in French and German, every character of the pack is at least 7 pt (6 pt on a
    piece of 20 mm): measured in the PDF (issue 25 §4)."""
    path, _ = prints(game, PrintOptions(paper=paper, lang=lang))
    chars = printed_chars(path)
    assert chars
    assert small_text(chars, placed_cards(path)) == []
