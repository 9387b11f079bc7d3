"""The prints the tests measure, each drawn once per test process (a pytest-xdist worker is one): drawing
a pack (:class:`pnp.build._Pack`: its pages planned, its board split, every card laid out) takes seconds,
and many test modules measure the same default prints. Use the session fixture ``prints``
(tests/conftest.py); a test that checks how ``nile print`` writes its file (atomically, under its name,
with progress lines) calls :func:`pnp.build.build_game` itself.
"""

from __future__ import annotations

from pathlib import Path

from pnp.build import PrintOptions, _Pack, pdf_name
from pnp.words import strict


class Prints:
    """``prints(game, opts)`` -> (the path of the PDF of ``game`` printed with ``opts``, the pack that
    drew it), drawn the first time it is asked for, into a folder of its own in ``folder``, under the name
    ``nile print`` gives it (:func:`pnp.build.pdf_name`). The tests only read the files
    and the packs: a test that changes either must draw its own. Raises what :class:`pnp.build._Pack`
    raises (KeyError for an unknown game, ValueError when a card does not fit), and
    :class:`pnp.words.Untranslated` when a French or German pack draws a text its catalogue cannot say (drawn
    :func:`pnp.words.strict`: no English fallback passes a test unseen)."""

    def __init__(self, folder: Path):
        self.folder = folder
        self.made: dict[tuple[str, PrintOptions], tuple[Path, _Pack]] = {}

    def __call__(self, game: str, opts: PrintOptions = PrintOptions()) -> tuple[Path, _Pack]:
        key = (game, opts)
        if key not in self.made:
            path = self.folder / str(len(self.made)) / pdf_name(game, opts)  # two options may print alike
            with strict():
                pack = _Pack(game, opts)
                path.parent.mkdir()
                pack.write(path)
            self.made[key] = (path, pack)
        return self.made[key]

    def path(self, game: str, opts: PrintOptions = PrintOptions()) -> Path:
        """The path of the PDF alone (see :meth:`__call__`)."""
        return self(game, opts)[0]
