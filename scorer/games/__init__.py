"""The rules engines, one package per game, and the registry that finds a game's record adapter.

Each game is a package (``land_unter/``, ``nile/``, ``nil/``) holding at least an ``engine`` module
(the rules) and a ``record`` module (the record format, its reader and writer). Modules are imported
lazily so ``nile --help`` stays fast.
"""

from __future__ import annotations

from importlib import import_module
from types import ModuleType

#: slug -> module holding the record adapter (``read``, ``simulate_record``, ``TITLE``)
RECORD_MODULES = {
    "land-unter": "scorer.games.land_unter.record",
    "nile": "scorer.games.nile.record",
    "nil": "scorer.games.nil.record",
    "ufern-des-nils": "scorer.games.ufern.record",
}


def record_module(game: str) -> ModuleType:
    """The record adapter module of ``game``. Raises KeyError for a game without an engine."""
    return import_module(RECORD_MODULES[game])
