"""Every word a game's print says, found by printing it (the messages of its print catalogue).

:func:`printed_words` builds the game's packs in English into a folder of its own, with
:func:`pnp.words.recording` on, under the options that change the words printed (the default pack; a
gutter-fold, bleed, ink-saver pack with the board on one page; the default pack in French and German; round
tokens, without and with bleed and in French, for a game that has them), and returns every text said on the way, as its
template (numbers as ``{0}``). ``python -m scorer.i18n update`` makes each game's ``print-<game>.pot`` from it (:mod:`scorer.i18n.maintain`).
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from gamedata.catalogue import load_catalogue
from pnp.build import PrintOptions, build_game
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


def printed_words(game: str) -> list[str]:
    """The templates of every text ``game``'s print says, in English (:data:`WORDING_PACKS`; a pack in
    French or German records each text in English, before it is translated), in the order first said. Raises KeyError for a game that has no art."""
    shapes = load_catalogue(game).token_shape is not None
    with tempfile.TemporaryDirectory(prefix="nile-words-") as folder, recording() as said:
        for opts in WORDING_PACKS + (TOKEN_PACKS if shapes else ()):
            build_game(game, opts, Path(folder))
    return list(said.get(game, {}))
