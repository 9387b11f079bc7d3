"""No English on a French or German print, whatever the options (issue 25 §1, review s37 N1): every game printed
on every paper and card size (:func:`pnp.wordlist.variants`) in French and German with :func:`pnp.words.strict` on,
so a text the catalogue has no entry for fails here instead of being drawn in English."""

from __future__ import annotations

import pytest

from pnp.build import PrintOptions
from pnp.words import speaking, strict, say, Untranslated
from pnp.wordlist import sizes

GAMES = ("land-unter", "nile", "nil", "ufern-des-nils")
CASES = [(game, paper, card, lang) for game in GAMES for paper in sizes(game)[0] for card in sizes(game)[1]
         for lang in ("fr", "de")]


@pytest.mark.parametrize("game,paper,card,lang", CASES)
def test_every_option_prints_in_the_readers_language(prints, game, paper, card, lang):
    """The pack is drawn strict (tests/prints.py): any English fallback raises :class:`pnp.words.Untranslated`."""
    opts = PrintOptions(paper=paper, card_size=card, lang=lang)
    try:
        path, _ = prints(game, opts)
    except ValueError as exc:  # a card size too small for the card's words: nile print refuses it so
        if card is None:  # the game's own size always prints
            raise
        pytest.skip(f"refused: {exc}")
    assert path.is_file()


def test_strict_refuses_a_text_without_an_entry():
    """The check itself: a French text the catalogue lacks raises; a text with no words (a number) does not."""
    with strict(), speaking("fr", "land-unter"):
        assert say("12") == "12"
        with pytest.raises(Untranslated, match="no entry"):
            say("a sentence no pack prints")


OTHER = [PrintOptions(layout="gutter-fold", bleed=3, greyscale=True, board="single"),
         PrintOptions(paper="letter", greyscale=True), PrintOptions(tokens="round", bleed=3)]


OTHERS = [(game, i, lang) for game in GAMES for i, opts in enumerate(OTHER) for lang in ("fr", "de")
          if not opts.tokens or game == "ufern-des-nils"]  # round tokens are Ufern's


@pytest.mark.parametrize("game,other,lang", OTHERS)
def test_the_other_options_print_in_the_readers_language(prints, game, other, lang):
    """The options beside paper and card size (gutter-fold, bleed, ink saver, the board on one page, round tokens):
    no English either (the review found NIL's ink saver on Letter English)."""
    path, _ = prints(game, PrintOptions(**{**OTHER[other].__dict__, "lang": lang}))
    assert path.is_file()
