"""The base of every data model and the loading of one YAML file into it, with the file, line and field
of the first problem: what :mod:`gamedata.catalogue`, :mod:`gamedata.games` and :mod:`pnp.pod` read with.

>>> data_path("paper.yaml").name
'paper.yaml'
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError

from gamedata.yamlfile import SourceError, YamlDocument, pydantic_errors, read_yaml


class CatalogueError(SourceError):
    """A catalogue file that does not hold what the models expect (names the file, line and field)."""


class Model(BaseModel):
    """A data model: no field it does not name, and frozen once read."""

    model_config = ConfigDict(extra="forbid", frozen=True)


def data_path(name: str) -> Path:
    """The installed path of a file in ``data/`` (works from any working directory)."""
    return Path(str(resources.files("nile_data").joinpath(name)))


#: the model a file is read into
M = TypeVar("M", bound=Model)


def load_file(path: str | Path, model: type[M], display_name: str | None = None) -> M:
    """Read a YAML file and validate it with ``model``; the ``model`` read.

    Raises :class:`CatalogueError` naming the file, the line and the field of the first problem.
    """
    doc: YamlDocument = read_yaml(path, display_name)
    try:
        return model.model_validate(doc.data)
    except ValidationError as exc:
        first = pydantic_errors(doc, exc)[0]
        raise CatalogueError(first.file, first.line, first.column, first.message) from None
