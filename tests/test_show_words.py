"""``nile show --lang``'s pictures in the reader's words (issue 25 §1, review-frde A11): the print's own art (a
board's legend, title and words) drawn as ``nile print --lang`` draws it, and each picture's own words (where the
game stands, the scores, the table's labels: ``<game>.picture.*``, NIL's ``nile-cli.picture.nil.*``; the marks
ILLEGAL and LAST STEP, ``nile-cli.picture.*``) said by id."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def _drawn_text(svg: Path) -> str:
    return "\n".join(html.unescape(t) for t in re.findall(r"<text[^>]*>([^<]*)</text>", svg.read_text(encoding="utf-8")))


@pytest.mark.parametrize("lang, words", [
    ("fr", ["DÉPART", "zone rouge", "NIL — la partie est finie", "Anna\u00a0: \u221245 (340 en positif, 385 en négatif)"]),
    ("de", ["Pluspunkte", "Anna: \u221245 (340 Pluspunkte, 385 Minuspunkte)"]),
    ("en", ["START", "red zone", "NIL — the game is over", "Anna: -45 (340 plus, 385 minus)"])])
def test_nils_picture_is_drawn_in_the_readers_words(nile, tmp_path, lang, words):
    from tests.test_cli_words import _english_left

    out = tmp_path / "nil.svg"
    result = nile("show", EXAMPLES / "nil" / "game.yaml", "--lang", lang, "--out", out)
    assert result.exit_code == 0, result.output
    text = _drawn_text(out)
    assert all(w in text for w in words), text
    if lang != "en":  # (a word of the print's own French, « but » the goal, is no English left)
        from pnp.words import translations
        from tests.test_cli_words import _words

        printed = {w for said in translations("nil", lang).values() for w in _words(said)}
        left = _english_left(text, lang) - printed
        assert not left, (sorted(left), text)


def test_the_print_art_in_a_picture_speaks_the_readers_language(nile, tmp_path):
    """Ufern's board art in French: the banks, the boat, the market as the French print names them."""
    out = tmp_path / "ufern.svg"
    assert nile("show", EXAMPLES / "ufern-des-nils" / "game.yaml", "--lang", "fr", "--out", out).exit_code == 0
    text = _drawn_text(out)
    assert "RIVE OUEST" in text and "BATEAU" in text and "MARCHÉ" in text and "WEST BANK" not in text.upper()


def _pictures(nile, tmp_path, record: Path, lang: str) -> str:
    """The words drawn by ``nile show`` of ``record`` in ``lang``: at its end, after its first step (the game under
    way) and, for a record that breaks a rule, ``nile check --show``'s picture of the illegal move."""
    drawn = []
    for i, args in enumerate([("show", record, "--out"), ("show", record, "--turn", "1", "--out"),
                              ("check", record, "--show")]):
        out = tmp_path / f"{i}.svg"
        result = nile(*args, out, "--lang", lang)
        assert result.exit_code in ((0, 1, 2) if "--turn" in args else (0, 1)), result.output
        if out.exists():  # (check --show draws nothing for a legal record, --turn nothing where turns are not cut)
            drawn.append(_drawn_text(out))
    return "\n".join(drawn).replace(str(record), "")


def _translated_words(game: str, lang: str) -> set[str]:
    """The words ``lang``'s own translations use: the game's catalogue, its print, nile's own sentences (a word
    that is also English there, ``Papyrus``, ``Lager``, ``Hand``, is the reader's word)."""
    from pnp.words import translations as printed
    from scorer.i18n.catalogues import translations
    from tests.test_cli_words import TYPED, _words

    words = set(TYPED)
    for domain in (game, "nile-cli"):
        found = translations(domain, lang)
        assert found is not None
        words |= {w for forms in found.templates.values() for form in forms for w in _words(form)}
    return words | {w for said in printed(game, lang).values() for w in _words(said)}


SHOWN = sorted(p for p in EXAMPLES.glob("*/*.yaml") if p.parent.name != "nil" or p.stem != "tally")


@pytest.mark.parametrize("lang", ["fr", "de"])
@pytest.mark.parametrize("record", SHOWN, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_no_english_word_left_on_a_picture(nile, tmp_path, record, lang):
    """Every example's pictures (the end, the first step, the illegal move) in French and German: no word the
    English picture draws is drawn again, but the names, coordinates and the words the translations use
    themselves (issue 25 §5: "no English word left", an allowed list)."""
    from tests.test_cli_words import _words

    english = _words(_pictures(nile, tmp_path / "en", record, "en"))
    text = _pictures(nile, tmp_path, record, lang)
    left = (_words(text) & english) - _translated_words(record.parent.name, lang)
    assert not left, (sorted(left), text)
