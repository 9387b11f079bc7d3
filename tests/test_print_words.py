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

    from pnp.boards import MAP_MARGIN, page_number_size, place_lines
    from pnp.paper import FONT, FONT_BOLD
    from pnp.words import say

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
        for number, p in enumerate(plan.pages, 3):
            x0, _, x1, _ = plan.visible(p)
            for line in place_lines(p.row, p.col, (x1 - x0) * s - 1.5):
                assert stringWidth(line, FONT, 7.5) / MM < (x1 - x0) * s, (p.row, p.col, line)
            label = say(f"p. {number * 2 + 1}")  # two digits, as the pages of a board after its cards
            size = page_number_size(label, (x1 - x0) * s)  # s37 N5: „S. 15“ touched its window's border
            assert stringWidth(label, FONT_BOLD, size) + 2 * MAP_MARGIN <= (x1 - x0) * s + 1e-6, (p.row, p.col, label)
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


#: English game words that must not be left on a French or German page (the words a player types in English)
ENGLISH_TERMS = {
    "nil": ["straight", "bend", "corner arc", "far skew", "near skew", "universal"],
    "ufern-des-nils": ["flax", "wheat", "(grape)", "(onion)", "(aubergine)"],
}


@pytest.mark.parametrize("game", sorted(ENGLISH_TERMS))
@pytest.mark.parametrize("lang", TWO)
def test_the_contents_name_the_pieces_in_the_readers_words(printed, game, lang):
    """A2, A3, C1: NIL's tile kinds and Ufern's crops on the contents page are the reader's (docs/terms-*.md:
    « loin-gauche », „weit-links“; German Ufern's crops are the German edition's Hirse and Gerste, never
    NILE's Lein and Weizen), with no English left in brackets."""
    text = " ".join(printed(game, lang)[:3])
    assert [word for word in ENGLISH_TERMS[game] if word in text] == []
    expected = {("nil", "fr"): ["droite 20×", "loin-gauche 10×", "universelle 4×"],
                ("nil", "de"): ["Gerade 20×", "weit-links 10×", "Universal 4×"],
                ("ufern-des-nils", "fr"): ["5 de lin, 4 de blé", "le lin une fleur bleue"],
                ("ufern-des-nils", "de"): ["Hirse × 5, Gerste × 4", "Hirse eine blaue Blüte"]}[game, lang]
    assert [words for words in expected if words not in text] == []
    if (game, lang) == ("ufern-des-nils", "de"):
        assert "Lein" not in text.replace("Lein, daher", "") and "Weizen" not in text


@pytest.mark.parametrize("lang,key", [("fr", "1 rouge, 2 bleu, 3 vert, 4 jaune, 5 blanc"),
                                      ("de", "1 Rot, 2 Blau, 3 Grün, 4 Gelb, 5 Weiß")])
def test_ufern_marks_its_colours_in_signs_the_reader_reads(printed, lang, key):
    """A4: a plant token and a score pawn carry their colour's mark (colour is never alone); in French and
    German not the English initials R B G Y W but the colour's number, which the contents page's key names
    in the reader's words. English keeps its letters."""
    from pnp.textfit import face_texts

    assert key in " ".join(printed("ufern-des-nils", lang)[:3])
    register_fonts()
    cat = load_catalogue("ufern-des-nils")
    art = art_for("ufern-des-nils")(cat, Inks(False), load_paper().card_sizes["mini"], 0)
    for lang_, marks in ((lang, ["1", "1"]), ("en", ["R", "R"])):
        with speaking(lang_, "ufern-des-nils"):
            art.choose(PrintOptions(lang=lang_))
            for face in ("seed-red.flax", "ripe-red.flax"):
                assert [r.text for r in face_texts(art, face, 20, 20)] == marks, (lang_, face)
    standees = [page for page in printed("ufern-des-nils", lang) if "Figurines" in page[:40] or "Aufsteller" in page[:40]]
    assert standees and not {"R", "B", "G", "Y", "W"} & set(standees[0].split())


@pytest.mark.parametrize("game", ["land-unter", "nile", "nil", "ufern-des-nils"])
@pytest.mark.parametrize("lang", TWO)
def test_one_score_pad_word_and_the_credits_say_which_words_are_ours(printed, game, lang):
    """C2: one word for the score pad in a game's pack (French the NIL rules' « feuille de compte »; German
    Wertungsblatt, NIL's edition's Zählblock); C21: the credits say which terms are the rules' and editions'
    and which are ours; C5, C6: the German subtitles say neither French nor the title again."""
    text = " ".join(printed(game, lang))
    if lang == "fr":
        assert "de marque" not in text.lower() and "feuille de compte" in text.lower()
        assert "Les termes de cette traduction : les mots des règles françaises" in text
    else:
        word, others = ("Zählblock", ["Spielblock", "Zählblatt", "Wertungsbl"]) if game == "nil" else \
            ("Wertungsblatt", ["Spielblock", "Wertungsblock", "Zählbl"])
        assert word in text and [other for other in others if other in text] == []
        assert "Die Begriffe dieser Übersetzung:" in text and "unsere Übersetzung:" in text
    first = printed(game, lang)[0]
    if (game, lang) == ("nil", "de"):
        assert "Das Spiel der Pharaonen — lege den Fluss" in first and "Le Jeu des Pharaons — lege" not in first
    if (game, lang) == ("land-unter", "de"):
        assert "Das Wetterkartenspiel" in first and "Land unter — das" not in first


@pytest.mark.parametrize("game", ["land-unter", "nile", "nil", "ufern-des-nils"])
@pytest.mark.parametrize("lang", TWO)
def test_no_line_breaks_a_number_from_its_unit(tmp_path, game, lang):
    """B5, B4: a number and its unit or ``×`` stay on one line (« 460 × 476 mm », „12 × ½“), and French
    ``; :`` never starts a line: the print ties them with a no-break space."""
    import re

    from pnp.build import build_game

    path = build_game(game, PrintOptions(lang=lang), tmp_path)
    for number, page in enumerate(_pages(path), 1):
        split = re.findall(r"[\d½][ \u00a0]*[\r\n]+\s*(?:mm|×)|×[ \u00a0]*[\r\n]+\s*[\d½]", page)
        assert split == [], (number, split)
        assert not re.findall(r"[\r\n]\s*[;:?!]", page), number


def test_a_summary_steps_number_stands_apart_from_its_text(printed):
    """B6: Land Unter's French summary reads « 1. Dévoilez », not « 1.Dévoilez » (the step's text clears
    its bold number at every size)."""
    text = " ".join(printed("land-unter", "fr"))
    assert "1. Dévoilez" in text and "1.Dévoilez" not in text


def test_a_components_name_is_not_broken_inside_a_word(printed):
    """B2: the contents table's first column is as wide as a component's longest word (German
    „Wasserstandskarten“ was broken „Wasserstandskarte / n“)."""
    assert "Wasserstandskarten 24" in printed("land-unter", "de")[0]


@pytest.mark.parametrize("lang", ["en", *TWO])
def test_nile_score_pads_pile_labels_fit_their_columns(lang):
    """B1: each pile's label on NILE's score pad (« min. », „kleinster“...) is narrower than its column (the
    French « plus petite » ran over the cell borders)."""
    from pnp.textfit import TextProbe
    from pnp.words import say

    register_fonts()
    cat = load_catalogue("nile")
    art = art_for("nile")(cat, Inks(False), load_paper().card_sizes["poker"], 0)
    with speaking(lang, "nile"):
        probe = TextProbe("pad")
        art.score_pad(probe, 210, 297)
        piles = sorted({round((r.box[0] + r.box[2]) / 2, 3) for r in probe.runs if r.text == say("pile")})
        labels = {say(word) for word in ("smallest", "2nd", "3rd", "4th", "largest")}
        column = piles[1] - piles[0]
        wide = [(r.text, r.box[2] - r.box[0]) for r in probe.runs if r.text in labels and r.box[2] - r.box[0] > column - 1]
    assert len(piles) == 5 and wide == []


@pytest.mark.parametrize("lang", ["en", *TWO])
def test_ufern_round_logs_headings_keep_a_margin_in_their_cells(lang):
    """s37 N5: each heading of the Ufern round log's first columns (« obélisque » ran from border to border) lies
    1.5 mm or more inside its cell's lines."""
    from pnp.art.ufern_des_nils import PAD_MARGIN
    from pnp.textfit import TextProbe
    from pnp.words import say

    register_fonts()
    cat = load_catalogue("ufern-des-nils")
    art = art_for("ufern-des-nils")(cat, Inks(False), load_paper().card_sizes["mini"], 0)
    lines: list[float] = []

    class Lines(TextProbe):
        def line(self, x1, y1, x2, y2):  # the columns' borders: vertical lines
            if abs(x1 - x2) < 1e-6:
                lines.append(x1)

    with speaking(lang, "ufern-des-nils"):
        probe = Lines("pad")
        art.score_pad(probe, 210, 297)
        heads = [r for r in probe.runs if r.text in {say(w) for w in ("round", "first", "flood / ebb", "obelisk")}]
    borders = sorted(set([14.0] + [round(x, 3) for x in lines]))
    assert len(heads) == 4
    for r in heads:
        left = max(b for b in borders if b <= r.box[0] + 1e-6)
        right = min(b for b in borders if b >= r.box[2] - 1e-6)
        assert r.box[0] - left >= PAD_MARGIN - 1e-3 and right - r.box[2] >= PAD_MARGIN - 1e-3, (r.text, left, r.box, right)


@pytest.mark.parametrize("lang", ["en", *TWO])
def test_the_contents_tables_columns_hold_their_longest_words(lang):
    """B2 and its kin: each of the contents table's first three columns is at least as wide as its longest
    unbreakable run plus the cells' padding, in every language (German „Wasserstandskarten“; the French
    heading « Nombre » ran into « Taille »)."""
    from reportlab.pdfbase.pdfmetrics import stringWidth
    from reportlab.platypus import Table

    from pnp.build import _Pack
    from pnp.paper import FONT, FONT_BOLD

    register_fonts()
    for game in ("land-unter", "ufern-des-nils"):
        pack = _Pack(game, PrintOptions(lang=lang))
        with speaking(lang, game):
            pack.page_plan(1)
            from reportlab.lib.styles import ParagraphStyle
            from reportlab.platypus import TableStyle

            table = pack._components_table({}, ParagraphStyle("b", fontName=FONT, fontSize=8.6), Table, TableStyle)
        captured = table._colWidths
        for index in range(3):
            for i, row in enumerate(table._cellvalues):
                cell = row[index]
                text = cell.text if hasattr(cell, "text") else str(cell)
                font = FONT_BOLD if i == 0 else FONT
                widest = max((stringWidth(run, font, 8.2) for run in text.split(" ")), default=0)
                assert widest + 12 <= captured[index], (game, lang, index, text)


def test_the_readme_gives_the_board_page_counts_each_language_prints():
    """Review s37 N6/D: the README said 8 pages for the Ufern board where the German A4 print has 9 and Letter 10 (the
    seams go round the longer German words): its counts are the plans' own, language by language."""
    register_fonts()
    counts = {}
    for game in ("nil", "ufern-des-nils"):
        cat = load_catalogue(game)
        for paper in ("a4", "letter", "a3"):
            for lang in ("en", *TWO):
                opts = PrintOptions(lang=lang, paper=paper)
                art = art_for(game)(cat, Inks(False), opts.card(cat.card_size) if cat.card_size else
                                    load_paper().card_sizes["poker"], 0)
                with speaking(lang, game):
                    art.extra_pages(opts)
                counts[game, paper, lang] = len(art.board_plan.pages)
    said = {(g, p, lang): n for (g, p, lang), n in counts.items() if n != counts[g, p, "en"]}
    assert said == {("ufern-des-nils", "a4", "de"): 9, ("ufern-des-nils", "letter", "de"): 10}, said
    readme = " ".join((Path(__file__).resolve().parents[1] / "README.md").read_text().split())
    assert (f"({counts['nil', 'a4', 'en']} pages on A4 or Letter and {counts['nil', 'a3', 'en']} on A3 for NIL; "
            f"{counts['ufern-des-nils', 'a4', 'en']} on A4 or Letter and {counts['ufern-des-nils', 'a3', 'en']} on A3 "
            f"for Ufern, in German {counts['ufern-des-nils', 'a4', 'de']} on A4 and "
            f"{counts['ufern-des-nils', 'letter', 'de']} on Letter") in readme
    assert counts["nil", "letter", "en"] == counts["nil", "a4", "en"]
    assert counts["ufern-des-nils", "letter", "en"] == counts["ufern-des-nils", "a4", "en"]


@pytest.mark.parametrize("game,lang,english,says,not_says", [
    ("ufern-des-nils", "fr", "{0} points, +{1} per joker.", "points d'action", None),
    ("ufern-des-nils", "de", "{0} points, +{1} per joker.", "Aktionspunkte", None),
    ("ufern-des-nils", "fr", "row (first player)", "(premier joueur)", "1er"),
    ("ufern-des-nils", "fr", "Cover strips", "Bandes", None),
    ("ufern-des-nils", "fr", "Cover strips: cut along the crop marks; each is exactly the size of the row it hides",
     "chacune a exactement la taille de la rangée qu'elle cache", "Caches"),
    ("ufern-des-nils", "fr", "AN DEN UFERN DES NILS — round log", "feuille de compte", None),
    ("land-unter", "de", "Highest water level showing loses a lifebelt (ties: all of them). None left? Out of the "
     "round; the highest of the rest loses one.", "Kein Ring? Raus", "Keiner"),
    ("nile", "de", "Deck ran out (tick; the game ends at the N-th time, N = players):", "Nachziehstapel leer", None),
    ("nile", "fr", "No flooded crop. A new field of {0}+ cards (more than an opponent's field of that crop, which is "
     "discarded); or exactly {1} cards of different crops; or any number into your fields. Or lay {2}–{3} "
     "speculation cards.", "{1} cartes différentes ; ou à volonté dans vos champs. Ou {2} ou {3} Spéculations.",
     "toutes"),
])
def test_the_reviews_wording_is_the_readers(game, lang, english, says, not_says):
    """Review s37 N6, N7: action points said as such (not the victory points' word), one « premier joueur », the
    rules' « bandes », one score-pad word, „Kein Ring?“ (not „Keiner“: nobody), NILE's „Nachziehstapel“ (C20),
    « 2 cartes différentes », « 1 ou 2 Spéculations »."""
    from pnp.words import translations
    from scorer.i18n.typography import typeset

    said = translations(game, lang)[english]
    assert typeset(says, lang) in said and (not_says is None or not_says not in said), said
    assert not [t for t in translations(game, lang).values() if "1er joueur" in t]


@pytest.mark.parametrize("context,says", [("nile-cli.session.part", "élément {part} sur {parts}"),
                                          ("nile-cli.board.ufern.key-plant", "la culture en majuscule")])
def test_the_referees_french_says_an_entrys_part_and_a_capital_letter(context, says):
    """Review s37 N6: « partie 2 sur 4 » read as the game; a ripe crop is in « majuscule », not « capitale »."""
    from babel.messages.pofile import read_po

    from scorer.i18n.maintain import po_path

    with po_path("nile-cli", "fr").open("rb") as file:
        (found,) = [m.string for m in read_po(file, locale="fr") if m.context == context]
    assert says in found, found


def test_nils_french_contents_run_on_to_the_tiles_after_a_colon():
    """Review s37 N6: « nombres et valeurs inventés. droite 20× … » ran a full stop into a lower-case list."""
    from pnp.words import translations
    from scorer.i18n.typography import french

    said = [t for t in translations("nil", "fr").values() if "valeurs inventés" in t and "droite {2}×" in t]
    assert len(said) == 1 and french("inventés : droite {2}×") in said[0], said


@pytest.mark.parametrize("game, says", [("ufern-des-nils", "palms 3–4"), ("land-unter", "numbered 1–60"),
                                        ("nile", "lay 1–2 speculation cards"), ("nil", "2–4 players")])
def test_an_english_print_writes_a_range_of_numbers_with_an_en_dash(printed, game, says):
    """The English print's ranges take an en dash as the French and German do (``palms 3–4``, not ``palms 3-4``):
    :func:`pnp.words.say`; no number-hyphen-number is left on any page (none there is a coordinate or notation)."""
    import re

    text = " ".join(printed(game, "en"))
    assert says in text and not re.findall(r"\d-\d", text), re.findall(r".{20}\d-\d.{20}", text)
