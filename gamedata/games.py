"""Where each game's files are: its catalogue (data) and the module that draws it (art), found by looking.

A game of this distribution is a catalogue ``data/<slug>.yaml`` that starts ``game: <slug>`` (installed as
the package ``nile_data``), drawn by the module ``pnp.art.<slug with underscores>``; its referee is the
package under ``scorer/games/`` whose ``GAME`` has that slug. A game installed from another distribution (a
plugin) is one package named by an entry point of the group :data:`ENTRY_POINTS` (``slug = package``, in its
``pyproject.toml``: ``[project.entry-points."nile.games"]``), holding its catalogue ``<slug>.yaml``, its art
module ``art`` and its ``GAME``. Either way no shared file names the game: this module finds both kinds,
and :func:`scorer.games.registry` the referees.

The order games are listed in is ``data/games.yaml``'s ``order``; a game it does not name comes after,
alphabetically.

>>> list(game_files())
['land-unter', 'nile', 'nil', 'ufern-des-nils']
>>> game_files()["nil"].art, game_files()["nil"].package is None
('pnp.art.nil', True)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import metadata, resources
from importlib.util import find_spec
from pathlib import Path

from gamedata.models import Model, data_path, load_file

#: the entry-point group an installed game registers its package under (name: the slug)
ENTRY_POINTS = "nile.games"

#: a catalogue's ``game:`` line (the first key of every game's YAML)
_GAME_LINE = re.compile(r"^game:\s*['\"]?([a-z0-9-]+)['\"]?\s*$", re.MULTILINE)


@dataclass(frozen=True)
class GameFiles:
    """One game's files: ``slug``; ``data`` its catalogue file; ``shown`` the catalogue's name in messages
    (``data/nil.yaml``); ``art`` the module that draws it (its class ``Art``); ``package`` the installed
    package that brings it (its referee is that package's ``GAME``), None for a game of this distribution."""

    slug: str
    data: Path
    shown: str
    art: str
    package: str | None = None

    @property
    def has_art(self) -> bool:
        """True if the game can be printed (its art module exists), without importing it (nor a plugin's
        package, which may import the referee)."""
        if self.package is None:
            return find_spec(self.art) is not None
        return (self.data.parent / "art.py").is_file() or (self.data.parent / "art" / "__init__.py").is_file()


def data_dir() -> Path:
    """The installed ``data/`` folder (works from any working directory)."""
    return Path(str(resources.files("nile_data")))


def _own_games() -> list[GameFiles]:
    found = []
    for path in sorted(data_dir().glob("*.yaml")):
        head = _GAME_LINE.search(path.read_text(encoding="utf-8"))
        if head is not None and head.group(1) == path.stem:
            found.append(GameFiles(path.stem, path, f"data/{path.name}", f"pnp.art.{path.stem.replace('-', '_')}"))
    return found


def _installed_games() -> list[GameFiles]:
    found = []
    for point in metadata.entry_points(group=ENTRY_POINTS):
        spec = find_spec(point.module)
        if spec is None or not spec.submodule_search_locations:
            raise ImportError(f"the game {point.name!r} names {point.module!r}, which is no installed package")
        data = Path(list(spec.submodule_search_locations)[0]) / f"{point.name}.yaml"
        found.append(GameFiles(point.name, data, str(data), f"{point.module}.art", point.module))
    return found


def _order() -> list[str]:
    return list(games_index().order)


@lru_cache(maxsize=1)
def game_files() -> dict[str, GameFiles]:
    """Every game this installation knows: slug -> :class:`GameFiles`, in the listing order (see the module
    docstring). A plugin with the slug of a game of this distribution is left out. Raises ImportError for an
    entry point naming no package."""
    games = {g.slug: g for g in _own_games()}
    for g in _installed_games():
        games.setdefault(g.slug, g)
    order = _order()
    return {slug: games[slug] for slug in sorted(games, key=lambda s: (order.index(s) if s in order else len(order), s))}


class GamesIndex(Model):
    """``data/games.yaml``: the order games are listed in (slugs; a game not named comes after) and the
    games still planned (slug -> title), so they are named, not unknown."""

    order: list[str] = []
    planned: dict[str, str]


@lru_cache(maxsize=1)
def games_index() -> GamesIndex:
    """``data/games.yaml``, validated."""
    return load_file(data_path("games.yaml"), GamesIndex, "data/games.yaml")
