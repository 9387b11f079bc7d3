"""The words printed along a board page's seams (``pnp.boards``): whole on every paper, never cut off
with "…", at no less than 7 pt, and speaking of crosses only where the page's seam has crosses
(fe-print2: NIL's row-2 words ended "…" on A4 p13 and p15; Ufern's row-2 pages promised "half crosses
on whole" on a row seam that has none)."""

from __future__ import annotations

import pypdfium2 as pdfium
import pytest
from reportlab.pdfbase.pdfmetrics import stringWidth

from pnp.boards import BOARD, SEAM_TEXT_MIN_PT, _seams_of, cross_spots, seam_words
from pnp.build import PrintOptions, _Pack
from gamedata.catalogue import known_games, load_catalogue, load_paper
from pnp.paper import FONT, MM

GAMES = [g for g in known_games() if load_catalogue(g).has_board]  # the games with a board
PAPERS = sorted(load_paper().papers)


def _crosses_on(plan, page, seam) -> bool:
    """Whether ``page`` prints a registration cross centred on ``seam``'s line (what ``_crosses`` draws)."""
    return any(page in pair and abs((x if seam.axis == "x" else y) - seam.at) < 1e-6
               for x, y, pair in cross_spots(plan))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("paper", PAPERS)
def test_seam_words_fit_whole_and_speak_of_crosses_only_where_there_are_some(game, paper):
    plan = _Pack(game, PrintOptions(paper=paper)).art.board_plan
    for number, page in enumerate(plan.pages, 1):
        for seam, (words, pt, room) in zip(_seams_of(plan, page), seam_words(plan, page)):
            where = (game, paper, number, seam.axis, words)
            assert "…" not in words and pt >= SEAM_TEXT_MIN_PT, where
            assert stringWidth(words, FONT, pt) / MM <= room, where
            assert ("cross" in words) == (seam.cut and _crosses_on(plan, page, seam)), where
            if seam.cut and "outer edge" in words:  # the seam runs to the board's outer edge on this page
                assert (page.row in (1, plan.rows)) if seam.axis == "x" else (page.col in (1, page.cols)), where


@pytest.mark.parametrize("game", GAMES)
def test_no_board_page_word_is_cut_off_in_the_print(game, tmp_path):
    """The default print's board pages carry no "…" and every cut seam's whole words."""
    pack = _Pack(game, PrintOptions())
    path = tmp_path / "pack.pdf"
    pack.write(path)
    pdf = pdfium.PdfDocument(str(path))
    try:
        texts = {n: " ".join(pdf[n - 1].get_textpage().get_text_range().split()) for n in pack.pages_of(BOARD)}
    finally:
        pdf.close()
    plan = pack.art.board_plan
    for (number, text), page in zip(sorted(texts.items()), plan.pages):
        assert "…" not in text, (number, text)
        for seam, (words, _, _) in zip(_seams_of(plan, page), seam_words(plan, page)):
            assert words in text, (number, words)
