"""Every word a game's print says, found by printing it (the messages of its print catalogue).

:func:`printed_words` builds the game's packs in English into a folder of its own, with
:func:`pnp.words.recording` on, under the options that change the words printed (the default pack; a
gutter-fold, bleed, ink-saver pack with the board on one page; the default pack in French and German; round
tokens, without and with bleed and in French, for a game that has them; then every other paper and card size, in
French and German: :func:`variants`; a size too small for a card's words, which ``nile print`` refuses, says nothing), and returns every text said on the way, as its
template (numbers as ``{0}``). ``python -m scorer.i18n update`` makes each game's ``print-<game>.pot`` from it (:mod:`scorer.i18n.maintain`).
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from gamedata.catalogue import load_catalogue, load_paper
from pnp.build import PrintOptions, build_calibration, build_game
from pnp.words import recording

#: the packs whose words make the catalogue: between them every sentence the contents page can say; then the
#: default pack in French and German, whose longer words may take another path (a turn summary that runs
#: on to its back says so in the contents table)
WORDING_PACKS = (
    PrintOptions(),
    PrintOptions(layout="gutter-fold", bleed=3, greyscale=True, board="single"),
    PrintOptions(lang="fr"),
    PrintOptions(lang="de"),
)
#: and for a game whose tokens come in two shapes, its round tokens, without and with bleed, and in French (whose
#: notes add the key to the tokens' marks, :meth:`pnp.art.ufern_des_nils.Art.mark`)
TOKEN_PACKS = (PrintOptions(tokens="round"), PrintOptions(tokens="round", layout="gutter-fold", bleed=3),
               PrintOptions(tokens="round", lang="fr"))


#: the calibration page's words (``nile print --calibration``) are a catalogue of their own, ``print-calibration``,
#: made like a game's (:func:`printed_words`)
CALIBRATION = "calibration"
#: the languages a pack is translated into (an English pack needs no catalogue)
LANGS = ("fr", "de")


def sizes(game: str) -> tuple[list[str], list[str | None]]:
    """The papers and card sizes ``game`` prints on (``data/paper.yaml``): every paper; every card size for a
    game whose cards take ``--card-size`` (its own first, as None), else only its own.

    >>> sizes("nil")
    (['a4', 'letter', 'a3'], [None])
    >>> sizes("land-unter")[1]
    [None, 'bridge', 'euro', 'mini']
    """
    cat, paper = load_catalogue(game), load_paper()
    cards: list[str | None] = [None]
    if cat.card_size is not None and not cat.card_size_fixed:
        cards += [size for size in paper.card_sizes if size != cat.card_size]
    return list(paper.papers), cards


def variants(game: str) -> list[PrintOptions]:
    """Every paper × card size ``game`` prints on (:func:`sizes`), in French and German (an English pack is drawn
    as it is said), but the default pack: the words that depend on the paper (the board's assembly, its seam strips) or on the card size
    (the card's name in the contents and credits, a summary that runs on to its back). ``tests/test_print_strict.py``
    prints each one with :func:`pnp.words.strict` on."""
    papers, cards = sizes(game)
    return [PrintOptions(paper=paper, card_size=card, lang=lang) for paper in papers for card in cards
            for lang in LANGS if (paper, card) != ("a4", None)]


def printed_words(game: str) -> list[str]:
    """The templates of every text ``game``'s print says, in English (:data:`WORDING_PACKS`, then
    :func:`variants`; a pack in French or German records each text in English, before it is translated), in the
    order first said; for :data:`CALIBRATION`, the calibration page's on every paper, with and without a back
    offset. Raises KeyError for a game that has no art."""
    with tempfile.TemporaryDirectory(prefix="nile-words-") as folder, recording() as said:
        if game == CALIBRATION:
            for paper in load_paper().papers:
                for offset in ((0.0, 0.0), (1.5, -0.5)):
                    build_calibration(PrintOptions(paper=paper, back_offset=offset), Path(folder))
            return list(said.get(game, {}))
        shapes = load_catalogue(game).token_shape is not None
        for opts in WORDING_PACKS + (TOKEN_PACKS if shapes else ()) + tuple(variants(game)):
            try:
                build_game(game, opts, Path(folder))
            except ValueError:  # a card size too small for the card's words: refused, nothing printed
                continue
    return list(said.get(game, {}))
