"""The words printed on the components are a player's words: nothing of the data model (file names,
commands, certainty tags, record formats, colour names standing in for a picture) is printed on a
card, a tile, a board, a rack or a score sheet. Where our facts come from is said, in plain words, on
the contents page and the credits page."""

from __future__ import annotations

import pypdfium2 as pdfium
import pytest
from helpers import page_parts

from gamedata.catalogue import known_games

GAMES = known_games()

#: words that belong to the data model, never on a component (matched case-sensitively, as printed)
COMPONENT_WORDS = [
    "README", "nile score", "nile check", "nile play", "nile show", "record", "tally", "notation",
    "crop ·", "· red", "· yellow", "· green", "· brown", "· purple",
    "Reconstructed", "reconstruction", "reconstructed", "is lost", "original board",
    "[seed]", "[1]", "[2+]", "[reconstruction]", "[decision]", "YAML", "yaml", "data file", "catalogue",
    "single-single", "single-double", "double-single", "double-double", "WATER CARD", "DESERT CARD",
]
#: the certainty tags of the data files: on no page at all, the contents and credits pages included
TAGS = ["[seed]", "[1]", "[2+]", "[reconstruction]", "[decision]"]
#: words of the data model or of the program's sources on the pages a crafter reads first and last (the
#: contents and credits pages), where provenance is told in a player's words (regular expressions):
#: file names, the data's notation for the water cards' ends, decision numbers, source-code words,
#: the referee and its records
TEXT_PAGE_WORDS = [
    r"\b[\w-]+\.(?:txt|yaml|yml|php|c|java|py|md|json|j2)\b", r"\bsingle-single\b", r"\bsingle-double\b",
    r"\bdouble-double\b", r"\bsingle-blank\b", r"\bdouble-blank\b", r"\bdecision U\d+", r"\bU\d+\b",
    r"\bBGA\b", r"\bimplementation\b", r"\(One source\.\)", r"\breferee\b", r"\brecords?\b", r"\bdata files?\b",
    r"\bYAML\b", r"\bcatalogue\b", r"\bgithub\b", r"\w+/\w+\.\w+",
    # fe-print2: a data log's tags and typing beside a player's words: the database's short name, the
    # sources' tags, "Decision:"/"Reconstruction:" beside "Our choice:", asides on the sources, "12 x 1/2"
    r"\bkeirat\b", r"\(the rules\)", r"\bDecision:", r"(?<!Our )\bReconstruction:", r"\bOnly one source\b",
    r"\(as on Board Game Arena\)", r"\d x \d", r"\b\d/\d\b", r"\brot \d-\d\b",
]
#: the only labels a line of "What we reconstructed or decided" may lead with: one way to say whose it is
CREDIT_LABELS = ("<b>Our reconstruction:</b> ", "<b>Our choice:</b> ", "<b>Art:</b> ")



@pytest.fixture(scope="module")
def printed(prints):
    """game -> (its pack, the text of each page of its default A4 print)."""
    out = {}
    for game in GAMES:
        path, pack = prints(game)
        pdf = pdfium.PdfDocument(str(path))
        try:
            texts = [pdf[i].get_textpage().get_text_range() for i in range(len(pdf))]
        finally:
            pdf.close()
        out[game] = (pack, texts)
    return out


@pytest.mark.parametrize("game", GAMES)
def test_no_data_model_words_on_any_component(printed, game):
    pack, texts = printed[game]
    words = COMPONENT_WORDS
    text_pages = set(range(1, pack.contents_pages + 1)) | set(range(pack.credits_page, len(texts) + 1))
    found = [(number, w) for number, text in enumerate(texts, 1) if number not in text_pages
             for w in words if w in text]
    assert not found, (game, found[:10], {p: page_parts(pack).get(p, "sheet") for p, _ in found[:10]})


@pytest.mark.parametrize("game", GAMES)
def test_contents_and_credits_pages_speak_a_players_words(printed, game):
    """The contents page(s) and the credits page(s) name where our facts come from in a player's words:
    no file name, no notation of the data, no decision number, no program words (fe-print: NILE's
    "16 of each (BGA implementation)", "(nile.fr.txt)", "(One source.)"; Ufern's "single-single" counts,
    "(decision U25)", its rules' file names, "the referee does not rely on it")."""
    import re

    pack, texts = printed[game]
    pages = list(range(1, pack.contents_pages + 1)) + list(range(pack.credits_page, len(texts) + 1))
    found = [(number, m.group(0)) for number in pages for pattern in TEXT_PAGE_WORDS
             for m in re.finditer(pattern, " ".join(texts[number - 1].split()))]
    assert not found, (game, found[:12])
    credits = " ".join(texts[pack.credits_page - 1:])
    assert "Where our facts come from" in credits and "rules" in credits  # the provenance stays, in words


@pytest.mark.parametrize("game", GAMES)
def test_no_certainty_tags_anywhere_and_a_credits_page_last(printed, game):
    """The contents page says where things come from in words; the last page is the credits page:
    the designer, the sources, what we reconstructed or chose, the type and software with licences."""
    pack, texts = printed[game]
    found = [(number, t) for number, text in enumerate(texts, 1) for t in TAGS if t in text]
    assert not found, found
    credits = " ".join(texts[pack.credits_page - 1:])
    for needle in ("Credits", pack.cat.credits.designer, "Where our facts come from",
                   "What we reconstructed or decided", "Bitstream Vera", "licence"):
        assert needle in credits, needle
    contents = " ".join(" ".join(texts[:pack.contents_pages]).split())
    assert f"page {pack.credits_page}" in contents


@pytest.mark.parametrize("game", GAMES)
def test_credits_say_whose_a_fact_is_one_way(printed, game):
    """Every line of "What we reconstructed or decided" leads with one of :data:`CREDIT_LABELS`, and the
    credits say once that an unmarked fact comes from the sources (fe-print2: "Decision:" beside "Our
    choice:", "(the rules)" after every line, NILE's "(Only one source says so.)" three times)."""
    pack, texts = printed[game]
    odd = [line for line in pack.art_reconstructed() if not line.startswith(CREDIT_LABELS)]
    assert not odd, odd
    credits = " ".join(" ".join(texts[pack.credits_page - 1:]).split())
    assert credits.count("comes from the sources above unless it is marked as ours") == 1
    words = " ".join(" ".join(texts[:pack.contents_pages]).split()) + " " + credits
    assert words.count("Board Game Arena") <= 1 and words.count("only source") <= 1


@pytest.mark.parametrize("game", GAMES)
def test_blank_pages_are_announced_only_where_there_are_some(printed, game):
    """The contents page says "Blank pages are there on purpose" exactly when the print has a blank page
    (one that carries only its line saying it is left blank) (fe-print2: Land Unter's page 1 said so of
    a pack without one)."""
    pack, texts = printed[game]
    blank = any("left blank" in text and len(text) < 120 for text in texts)
    contents = " ".join(" ".join(texts[:pack.contents_pages]).split())
    assert ("Blank pages are there on purpose" in contents) == blank, blank
