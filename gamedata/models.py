"""The base of every data model and the loading of one YAML file into it, with the file, line and field
of the first problem: what :mod:`gamedata.catalogue`, :mod:`gamedata.games` and :mod:`pnp.pod` read with.

>>> data_path("paper.yaml").name
'paper.yaml'
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError, model_validator

from gamedata.shapes import pydantic_errors
from gamedata.yamlfile import SourceError, YamlDocument, read_yaml


class CatalogueError(SourceError):
    """A catalogue file that does not hold what the models expect (names the file, line and field)."""


class Model(BaseModel):
    """A data model: no field it does not name, and frozen once read."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class Worded(Model):
    """An entry of a game's own words (issue 25 §3): a crop, a card, a tile kind, an item. ``name`` is the
    English (what records write), ``french`` the French rules' word (``../shared/rules/*.fr.txt``; where the
    rules give none, ours, and ``french_source`` says so: ``[ours]``), ``german`` the German edition's word
    where a source gives it, else ours; ``german_source`` says which, with the
    certainty tags of the fact sheets (``[1] spieletest.at``, ``[ours]``). A word not given is said in
    English. :meth:`translations` gives them by language code. (``name`` is the entry's own field: a card's
    may be left out.) Raises ValueError for a German word without its source.

    >>> try:
    ...     Worded(german="Weizen")
    ... except ValueError as error:
    ...     print(error.errors()[0]["msg"])  # type: ignore[attr-defined]
    Value error, a German word needs german_source: where it comes from, or [ours]
    """

    french: str | None = None
    french_source: str | None = None
    german: str | None = None
    german_source: str | None = None

    @model_validator(mode="after")
    def _german_has_a_source(self) -> "Worded":
        if self.german is not None and not self.german_source:
            raise ValueError("a German word needs german_source: where it comes from, or [ours]")
        return self

    def translations(self) -> dict[str, str]:
        """The entry's words by language code, the ones given (``{"fr": "Blé", "de": "Weizen"}``).

        >>> Worded(french="Blé").translations()
        {'fr': 'Blé'}
        """
        return {lang: word for lang, word in (("fr", self.french), ("de", self.german)) if word}


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
