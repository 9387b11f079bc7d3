"""``nile show --lang``'s pictures in the reader's words (issue 25 §1, review-frde A11): the print's own art (a
board's legend, title and words) drawn as ``nile print --lang`` draws it, and NIL's picture's own lines (where the
game stands, the scores) said by id. The other games' pictures still draw their own headings and score lines in
English (README's "still English")."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def _drawn_text(svg: Path) -> str:
    return "\n".join(html.unescape(t) for t in re.findall(r"<text[^>]*>([^<]*)</text>", svg.read_text(encoding="utf-8")))


@pytest.mark.parametrize("lang, words", [
    ("fr", ["DÉPART", "zone rouge", "NIL — la partie est finie", "Anna\u00a0: -45 (340 en positif, 385 en négatif)"]),
    ("de", ["Pluspunkte", "Anna: -45 (340 Pluspunkte, 385 Minuspunkte)"]),
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
