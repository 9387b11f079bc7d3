"""The rules engines, one package per game, and the one registry that finds them.

Each game is a package of its own (``land_unter/``, ``nile/``, ``nil/``, ``ufern/``) whose ``__init__``
exports ``GAME``, its :class:`~scorer.engine.GameSpec`. :func:`registry` finds every such package by
looking, so a new game is a new package here and a data file, and no list elsewhere names it.
Packages are imported on first use, so ``nile --help`` stays fast.
"""

from __future__ import annotations

import pkgutil
from functools import lru_cache
from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from scorer.engine import GameSpec


@lru_cache(maxsize=1)
def registry() -> dict[str, "GameSpec"]:
    """Every game this installation referees: slug -> :class:`~scorer.engine.GameSpec`, in the order of
    the print catalogue (``pnp.catalogue.known_games``). Raises TypeError for a package whose ``GAME``
    is not a GameSpec.

    >>> list(registry())
    ['land-unter', 'nile', 'nil', 'ufern-des-nils']
    """
    from pnp.catalogue import known_games
    from scorer.engine import GameSpec

    found: dict[str, GameSpec] = {}
    for info in pkgutil.iter_modules(__path__):
        if not info.ispkg:
            continue
        spec = getattr(import_module(f"{__name__}.{info.name}"), "GAME", None)
        if not isinstance(spec, GameSpec):
            raise TypeError(f"{__name__}.{info.name} has no GAME = GameSpec(...)")
        found[spec.slug] = spec
    order = known_games()
    return {slug: found[slug] for slug in sorted(found, key=lambda s: (order.index(s) if s in order else len(order), s))}


def game(slug: str) -> "GameSpec":
    """The :class:`~scorer.engine.GameSpec` of ``slug``. Raises KeyError for a game without an engine."""
    return registry()[slug]
