"""The words printed on the components are a player's words: nothing of the data model (file names,
commands, certainty tags, record formats, colour names standing in for a picture) is printed on a
card, a tile, a board, a rack or a score sheet. Where our facts come from is said, in plain words, on
the contents page and the credits page."""

from __future__ import annotations

import pypdfium2 as pdfium
import pytest
from helpers import page_parts

from pnp.build import PrintOptions, _Pack
from pnp.catalogue import known_games

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



@pytest.fixture(scope="module")
def prints(tmp_path_factory):
    """game -> (its pack, the text of each page of its default A4 print)."""
    out = {}
    for game in GAMES:
        opts = PrintOptions()
        pack = _Pack(game, opts)
        path = tmp_path_factory.mktemp(game) / "pack.pdf"
        pack.write(path)
        pdf = pdfium.PdfDocument(str(path))
        try:
            texts = [pdf[i].get_textpage().get_text_range() for i in range(len(pdf))]
        finally:
            pdf.close()
        out[game] = (pack, texts)
    return out


@pytest.mark.parametrize("game", GAMES)
def test_no_data_model_words_on_any_component(prints, game):
    pack, texts = prints[game]
    words = COMPONENT_WORDS
    text_pages = set(range(1, pack.contents_pages + 1)) | set(range(pack.credits_page, len(texts) + 1))
    found = [(number, w) for number, text in enumerate(texts, 1) if number not in text_pages
             for w in words if w in text]
    assert not found, (game, found[:10], {p: page_parts(pack).get(p, "sheet") for p, _ in found[:10]})


@pytest.mark.parametrize("game", GAMES)
def test_no_certainty_tags_anywhere_and_a_credits_page_last(prints, game):
    """The contents page says where things come from in words; the last page is the credits page:
    the designer, the sources, what we reconstructed or chose, the type and software with licences."""
    pack, texts = prints[game]
    found = [(number, t) for number, text in enumerate(texts, 1) for t in TAGS if t in text]
    assert not found, found
    credits = " ".join(texts[pack.credits_page - 1:])
    for needle in ("Credits", pack.cat.credits.designer, "Where our facts come from",
                   "What we reconstructed or decided", "Bitstream Vera", "licence"):
        assert needle in credits, needle
    contents = " ".join(" ".join(texts[:pack.contents_pages]).split())
    assert f"page {pack.credits_page}" in contents
