"""The printed French and German a table keeps (issue 25's done-when, print part; the review
``/work/notes/s36/review-frde.md``): no English left on a French or German page, no number split from its
unit, the assembly map's words inside their windows, the games' own terms."""

from __future__ import annotations

from pathlib import Path

import pypdfium2 as pdfium
import pytest

from gamedata.catalogue import load_catalogue, load_paper
from pnp.art import art_for
from pnp.paper import MM, Inks, PrintOptions, register_fonts
from pnp.words import NBSP, speaking

TWO = ("fr", "de")


def _pages(path: Path) -> list[str]:
    pdf = pdfium.PdfDocument(str(path))
    try:
        return [pdf[i].get_textpage().get_text_range() for i in range(len(pdf))]
    finally:
        pdf.close()


@pytest.fixture(scope="module")
def printed(tmp_path_factory):
    """The default pack of a game in a language, its text page by page (built once per module)."""
    from pnp.build import build_game

    made: dict[tuple[str, str], list[str]] = {}

    def text(game: str, lang: str) -> list[str]:
        if (game, lang) not in made:
            folder = tmp_path_factory.mktemp(f"{game}-{lang}")
            build_game(game, PrintOptions(lang=lang), folder)
            (pdf,) = folder.glob("*.pdf")
            made[game, lang] = [" ".join(page.replace(NBSP, " ").split()) for page in _pages(pdf)]
        return made[game, lang]

    return text


@pytest.mark.parametrize("game,lang,says", [
    ("nil", "fr", "Cette page est laissée blanche : c'est le verso de la page"),
    ("nil", "de", "Diese Seite bleibt leer: die Rückseite von Seite"),
    ("ufern-des-nils", "fr", "Cette page est laissée blanche : c'est le verso de la page"),
    ("ufern-des-nils", "de", "Diese Seite bleibt leer: die Rückseite von Seite"),
])
def test_a_blank_back_says_why_in_the_readers_language(printed, game, lang, says):
    """A1: the blank back of a board or rack page says why whole in the reader's language (its tail was an
    English f-string never said)."""
    blanks = [page for page in printed(game, lang) if page.startswith(says.split(":")[0])]
    backs = [page for page in blanks if ":" in page]
    assert backs and all(page.startswith(says) for page in backs), blanks[:2]
    assert not [page for page in blanks if "as the back of" in page or "which is cut" in page or "so that" in page]


@pytest.mark.parametrize("game", ["nil", "ufern-des-nils"])
@pytest.mark.parametrize("paper", ["a4", "letter", "a3"])
@pytest.mark.parametrize("lang", ["en", *TWO])
def test_the_assembly_maps_words_stay_in_their_page_windows(game, paper, lang):
    """B3, C3: every line under a page number on the assembly map is narrower than that page's window on
    the map (German „Reihe 1,“ spilled out of p. 5's), and the page number is said in the reader's
    abbreviation (German „S. 5“)."""
    from reportlab.pdfbase.pdfmetrics import stringWidth

    from pnp.boards import place_lines
    from pnp.paper import FONT

    register_fonts()
    cat = load_catalogue(game)
    opts = PrintOptions(lang=lang, paper=paper)
    art = art_for(game)(cat, Inks(False), opts.card(cat.card_size) if cat.card_size else
                        load_paper().card_sizes["poker"], 0)
    with speaking(lang, game):
        art.extra_pages(opts)
        plan = art.board_plan
        w, h = opts.paper_size().width - 30 - 12 / MM, 60 - 5  # the contents frame's width, the map's height
        s = min(w / plan.board_w, h / plan.board_h)
        for p in plan.pages:
            x0, _, x1, _ = plan.visible(p)
            for line in place_lines(p.row, p.col, (x1 - x0) * s - 1.5):
                assert stringWidth(line, FONT, 7.5) / MM < (x1 - x0) * s, (p.row, p.col, line)
        from pnp.words import say
        assert say("p. 5") == {"en": "p. 5", "fr": "p. 5", "de": "S. 5"}[lang]


@pytest.mark.parametrize("lang,header", [("fr", "Papyrus Blé Laitue Ricin Lin"), ("de", "Papyrus Weizen Salat Rizinus Lein"),
                                         ("en", "Papyrus Wheat Lettuce Castor Flax")])
def test_nile_scores_crop_columns_are_headed_in_the_readers_words(runner, lang, header):
    """A10: ``nile score --lang fr|de`` heads NILE's crop columns with the French rules' and German crops
    (the table's words), English as before."""
    from scorer.cli import app

    done = runner.invoke(app, ["score", "--lang", lang, "examples/nile/tally.yaml"])
    assert done.exit_code == 0, done.stderr
    assert header in " ".join(done.stdout.splitlines()[1].split())
