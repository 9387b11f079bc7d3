"""The package list, found by looking: every package under ``gamedata/``, ``pnp/`` and ``scorer/`` (a new game's
package needs no line anywhere), plus ``data/`` and ``templates/`` as ``nile_data`` and
``nile_templates`` (mapped in pyproject.toml). Everything else is in pyproject.toml."""

from setuptools import find_packages, setup

setup(packages=find_packages(include=["gamedata", "gamedata.*", "pnp", "pnp.*", "scorer", "scorer.*"]) + ["nile_data", "nile_templates"])
