"""``nile print GAME --lang fr|de|en`` (issue 25 §2, §4): every printed word through the game's print catalogue
(``scorer/i18n/locale/<lang>/LC_MESSAGES/print-<game>.po``, :mod:`pnp.words`), the language in the file name,
the catalogues in step with what the print says and complete, and nothing left in English."""

from __future__ import annotations

import string
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from babel.messages.pofile import read_po

from pnp.build import PrintOptions, build_game
from pnp.words import po_path, recording, say, speaking, template_of, translations

GAMES = ["land-unter", "nile", "nil", "ufern-des-nils"]
#: the print catalogues finished: every entry translated, none fuzzy (the others fall back to English)
FINISHED = [(game, lang) for game in GAMES for lang in ("fr", "de")]


def _po(game: str, lang: str):
    with po_path(game, lang).open("rb") as file:
        return read_po(file, locale=lang)


def _text(path: Path) -> str:
    pdf = pdfium.PdfDocument(str(path))
    try:
        return "\n".join(pdf[i].get_textpage().get_text_range() for i in range(len(pdf)))
    finally:
        pdf.close()


def test_a_text_is_said_with_its_numbers_put_back():
    """An entry says every number of its English in its place; a text with no entry stays English."""
    with speaking("fr", "land-unter"):
        assert say("Round 4") == "Manche 4"
        assert say("sheet 3 of 14") == "feuille 3 sur 14"
        assert say("Anna's own words") == "Anna's own words"
    with speaking("de", "nile"):
        assert say("PAPYRUS") == "PAPYRUS" and say("WHEAT") == "WEIZEN"
    assert say("Round 4") == "Round 4"  # outside a pack: English
    assert template_of("A4 paper, 2.5 mm, {x}") == ("A4 paper, {0} mm, {{x}}", ["2.5"])


@pytest.mark.parametrize("game", GAMES)
def test_every_print_catalogue_is_in_step_with_what_the_print_says(game):
    """Each print-<game>.po holds exactly the texts the game's print says in English (no stale entry, no
    missing one): ``python -m scorer.i18n update`` was run after a printed word changed."""
    from scorer.i18n.maintain import print_template

    expected = {m.id for m in print_template(game) if m.id}
    for lang in ("fr", "de"):
        po = _po(game, lang)
        assert {m.id for m in po if m.id} == expected, f"{game} {lang}: run python -m scorer.i18n update"
        assert not po.obsolete


@pytest.mark.parametrize("game,lang", FINISHED, ids=lambda x: x)
def test_a_finished_print_catalogue_is_complete_with_its_numbers(game, lang):
    """Every entry translated, none fuzzy, each saying every ``{i}`` of its English (no number lost)."""
    for entry in _po(game, lang):
        if not entry.id:
            continue
        assert entry.string and not entry.fuzzy, (game, lang, entry.id)
        fields = {name for _, name, _, _ in string.Formatter().parse(entry.id) if name}
        said = {name for _, name, _, _ in string.Formatter().parse(entry.string) if name}
        assert said == fields, (game, lang, entry.id, entry.string)


@pytest.mark.parametrize("game,lang", [("land-unter", "fr"), ("nile", "de"), ("nil", "de"), ("ufern-des-nils", "fr")],
                         ids=lambda x: x)
def test_no_printed_word_is_left_in_english(game, lang, tmp_path):
    """Printing a finished game in French or German, every text the print says has a translation (each
    layout and option's words: the default pack and a gutter-fold ink-saver pack with bleed)."""
    with recording() as said:
        for opts in (PrintOptions(lang=lang), PrintOptions(lang=lang, layout="gutter-fold", greyscale=True, bleed=3)):
            build_game(game, opts, tmp_path)
    table = translations(game, lang)
    assert said[game] and [text for text in said[game] if text not in table] == []


def test_print_lang_names_its_file_and_prints_in_that_language(runner, tmp_path):
    """``--lang fr`` writes land-unter-a4-fr.pdf, in French; the environment's German, -de; English keeps
    today's name and words; an unknown language exits 2 naming the three, writing nothing."""
    from scorer.cli import app

    env = {"LC_ALL": None, "LC_MESSAGES": None, "LANGUAGE": None, "LANG": "C"}
    french = runner.invoke(app, ["print", "land-unter", "--lang", "fr", "--out", str(tmp_path)], env=env)
    assert french.exit_code == 0, french.stderr
    assert french.stdout.strip() == str(tmp_path / "land-unter-a4-fr.pdf")
    text = _text(tmp_path / "land-unter-a4-fr.pdf")
    assert "Cartes temps" in text and "Feuille de compte" in text and "Weather cards" not in text
    german = runner.invoke(app, ["print", "land-unter", "--out", str(tmp_path)], env={**env, "LANG": "de_DE.UTF-8"})
    assert german.exit_code == 0 and german.stdout.strip() == str(tmp_path / "land-unter-a4-de.pdf")
    assert "Wetterkarten" in _text(tmp_path / "land-unter-a4-de.pdf")
    english = runner.invoke(app, ["print", "land-unter", "--out", str(tmp_path)], env=env)
    assert english.stdout.strip() == str(tmp_path / "land-unter-a4.pdf")
    assert "Weather cards" in _text(tmp_path / "land-unter-a4.pdf")
    bad = runner.invoke(app, ["print", "land-unter", "--lang", "xx", "--out", str(tmp_path / "none")], env=env)
    assert bad.exit_code == 2
    assert "choose en (English), fr (French) or de (German)" in bad.stderr
    assert not (tmp_path / "none").exists()


#: a hyphen-minus standing as a number's sign (``-1``), not inside a word, range or thing to type (``A-1``, ``0.5,-1``)
_SIGN = __import__("re").compile(r"(?<![\w.,\-+\u2212])-(?=\d)")


@pytest.mark.parametrize("game", GAMES)
def test_a_negative_number_is_printed_with_the_minus_sign_in_french_and_german(game, prints):
    """frderev C16: the screen says « −1 » in French and German (U+2212, :data:`scorer.engine.said.MINUS`), the
    print said "-1" (a hyphen-minus): every PDF of every game in French and German now prints the sign U+2212
    (Land Unter's "−{2} si éliminé", Ufern's "−{0} par plante pourrie"), English keeps its hyphen."""
    signs = {}
    for lang in ("fr", "de"):
        text = _text(prints.path(game, PrintOptions(lang=lang)))
        left = [text[max(0, m.start() - 20):m.end() + 10] for m in _SIGN.finditer(text)]
        assert lang == "en" or left == [], (game, lang, left)
        signs[lang] = "\u2212" in text
    if game in ("land-unter", "ufern-des-nils"):
        assert signs["fr"] and signs["de"], signs
