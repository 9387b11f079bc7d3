"""The rules engines, one package per game, and the one registry that finds them.

Each game is a package of its own (one folder here) whose ``__init__`` exports ``GAME``, its
:class:`~scorer.engine.GameSpec`, which carries every per-game hook the shared modules use. :func:`registry`
finds every such package by looking (and the package of a game installed as a plugin: :mod:`gamedata.games`),
so a new game is a new package here, its data file and its art module, and no list elsewhere names it.
Packages are imported on first use, so ``nile --help`` stays fast.
"""

from __future__ import annotations

import os
import pkgutil
from functools import lru_cache
from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from scorer.engine import GameSpec


@lru_cache(maxsize=1)
def registry() -> dict[str, "GameSpec"]:
    """Every game this installation referees: slug -> :class:`~scorer.engine.GameSpec`, in the order of
    the print catalogue (:func:`gamedata.games.game_files`): the packages here, and the package of each game
    installed as a plugin (:data:`gamedata.games.ENTRY_POINTS`). Raises TypeError for a package whose ``GAME``
    is not a GameSpec (or a plugin's whose slug is not the one it is registered under).

    >>> list(registry())
    ['land-unter', 'nile', 'nil', 'ufern-des-nils']
    """
    from gamedata.games import game_files

    packages = [f"{__name__}.{info.name}" for info in pkgutil.iter_modules(__path__) if info.ispkg]
    plugins = {g.package: g.slug for g in game_files().values() if g.package is not None}
    found: dict[str, GameSpec] = {}
    for name in packages + list(plugins):
        spec = _spec_of(name)
        if name in plugins and spec.slug != plugins[name]:
            raise TypeError(f"{name} is registered as the game {plugins[name]!r} but its GAME is {spec.slug!r}")
        found.setdefault(spec.slug, spec)
    order = list(game_files())
    return {slug: found[slug] for slug in sorted(found, key=lambda s: (order.index(s) if s in order else len(order), s))}


def _spec_of(package: str) -> "GameSpec":
    """The ``GAME`` of ``package``. Raises TypeError when it has none."""
    from scorer.engine import GameSpec

    try:
        spec = import_module(package).GAME
    except AttributeError:
        spec = None
    if not isinstance(spec, GameSpec):
        raise TypeError(f"{package} has no GAME = GameSpec(...)")
    return spec


@lru_cache(maxsize=None)
def game(slug: str) -> "GameSpec":
    """The :class:`~scorer.engine.GameSpec` of ``slug``, importing as few game packages as it can (a plugin's
    own, else the packages here by how much of the slug their name begins, ``ufern`` first for
    ``ufern-des-nils``): starting ``nile play`` or ``nile serve`` on one game loads one engine, not four.
    Raises KeyError for a game without an engine.

    >>> game("ufern-des-nils").title, game("nile").slug
    ('An den Ufern des Nils', 'nile')
    """
    from gamedata.games import game_files

    if registry.cache_info().currsize:  # every game is imported already
        return registry()[slug]
    files = game_files().get(slug)
    if files is not None and files.package is not None:
        return registry()[slug]  # a plugin: the registry checks its slug against its entry point
    stem = slug.replace("-", "_")
    names = sorted((info.name for info in pkgutil.iter_modules(__path__) if info.ispkg),
                   key=lambda name: -len(os.path.commonprefix([name, stem])))
    for name in names:
        spec = _spec_of(f"{__name__}.{name}")
        if spec.slug == slug:
            return spec
    raise KeyError(slug)


def named(name: object, doing: str = "referees") -> "GameSpec":
    """The :class:`~scorer.engine.GameSpec` of the game called ``name`` as a player types it (any case,
    spaces for hyphens: :func:`gamedata.catalogue.resolve_game`), loading that game's engine only where the name
    is a game's; ``doing`` the verb of the message. Raises :class:`gamedata.catalogue.UnknownGame` naming the
    games refereed and a near miss.

    >>> named("Land Unter").slug
    'land-unter'
    """
    from gamedata.catalogue import UnknownGame, known_games, resolve_game

    try:
        return game(resolve_game(name, known_games(), doing))
    except (UnknownGame, KeyError):  # a misspelling, or a game printed but not refereed: said among those refereed
        return registry()[resolve_game(name, list(registry()), doing)]
