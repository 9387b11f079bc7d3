"""Reading game records (YAML written by people at or after a real game).

A record names its game; :func:`load_record` reads the file, finds that game's adapter and returns
a :class:`RecordedGame`: a fresh engine state plus the steps to replay, each placed at
``file:line:column``. Every problem with the file itself raises :class:`RecordError` (exit code 2).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, StrictStr, ValidationError

from gamedata.shapes import pydantic_errors
from gamedata.yamlfile import Path_, SourceError, YamlDocument, read_yaml
from gamedata.yamlfile import shown as shown  # the game records read it from here
from scorer.engine import GameState, Said, SetupError, Step, say


class Strict(BaseModel):
    """A record model that refuses unknown keys (a typo is an error, not silently ignored)."""

    model_config = ConfigDict(extra="forbid")


class RecordHeader(Strict):
    """What every record starts with: the game, the players in seating order, the variants played,
    and optional ``date``, ``place`` and ``notes`` (kept, not refereed). Each game's record model
    adds its rounds or turns."""

    game: StrictStr
    players: list[StrictStr] = Field(min_length=1)
    variants: list[StrictStr] = []
    date: Any = None
    place: StrictStr | None = None
    notes: StrictStr | None = None


class RecordError(SourceError):
    """A record that cannot be used: bad YAML, unknown game or player, wrong types, missing fields."""


@dataclass
class RecordedGame:
    """A record ready to replay: the game slug, a fresh ``state``, the ``steps`` to apply, and
    ``kind``: ``"moves"`` (every move or what the table saw) or ``"tally"`` (end-of-game counts);
    ``info``: facts about the record for reports, ``info["summary"]`` a short line such as
    ``"3 rounds, 31 tricks"``; ``header``: the record's ``date``, ``place`` and ``notes`` as it gives them
    (those it leaves out are left out), kept, not refereed; ``variants`` the variants it names;
    ``dated_at`` where its ``date`` is written (``file:line:column``, ``""`` without one)."""

    game: str
    state: GameState[Any]
    steps: list[Step]
    kind: str = "moves"
    info: dict[str, Any] = field(default_factory=dict)
    header: dict[str, Any] = field(default_factory=dict)
    variants: list[str] = field(default_factory=list)
    dated_at: str = ""


#: the longest record read, in bytes: a whole game is under 100 KB; a longer file is refused before
#: it is read (documented in the README)
MAX_RECORD_BYTES = 1_000_000


def load_record(path: str | Path) -> RecordedGame:
    """Read the record at ``path``: a regular file of at most :data:`MAX_RECORD_BYTES`. Raises
    :class:`RecordError` with ``file:line:column``."""
    try:
        doc = read_yaml(path, max_bytes=MAX_RECORD_BYTES)
    except SourceError as exc:
        raise as_record_error(exc) from None
    return record_from_document(doc)


def record_from_document(doc: YamlDocument) -> RecordedGame:
    """Turn a parsed YAML document into a :class:`RecordedGame` (see :func:`load_record`)."""
    from gamedata.catalogue import UnknownGame
    from scorer.games import named

    if not isinstance(doc.data, dict):
        raise as_record_error(doc.error((), "a record is a YAML mapping starting with 'game:'", "nile-cli.source.not-a-record"))
    if doc.data.get("game") is None:
        raise as_record_error(doc.error((), "'game' is missing: name the game, e.g. 'game: land-unter'",
                                        "nile-cli.source.no-game"))
    try:
        spec = named(doc.data["game"])
    except UnknownGame as exc:
        raise as_record_error(doc.error(("game",), unknown_game(exc))) from None
    doc.data["game"] = spec.slug
    try:
        rec: RecordedGame = spec.read_record(doc)
    except SourceError as exc:
        raise as_record_error(exc) from None
    rec.header = {key: doc.data[key] for key in ("date", "place", "notes") if doc.data.get(key) is not None}
    rec.variants = list(doc.data.get("variants") or [])
    rec.dated_at = doc.where(("date",)) if "date" in rec.header else ""
    return rec


def as_record_error(exc: SourceError) -> RecordError:
    """The same error as a :class:`RecordError` (its id and values kept)."""
    return RecordError(exc.file, exc.line, exc.column, exc.message, exc.id, exc.values)


def said_error(exc: SourceError, unchanged: bool = False) -> Said:
    """``exc`` as a line said in the reader's language: ``file:line:column: message``, the place kept, the
    message by its id where it has one (``nile-cli.source.*``; else its English), then, with ``unchanged``,
    that the record was not changed. Its English is the error's own words.

    >>> from scorer.i18n import in_words
    >>> empty = SourceError("r.yaml", None, None, "the file is empty; expected a YAML mapping", "nile-cli.source.empty")
    >>> str(said_error(empty)), in_words(said_error(empty, True), "de")
    ('r.yaml: the file is empty; expected a YAML mapping', 'r.yaml: die Datei ist leer; erwartet wird ein YAML-Mapping\\n(die Aufzeichnung wurde nicht verändert)')
    """
    message = Said(exc.message, exc.id, exc.values) if exc.id else exc.message
    return say("nile-cli.source.at-unchanged" if unchanged else "nile-cli.source.at", place=exc.location(),
               message=message)


#: what a version does with its games (``doing`` of :func:`gamedata.catalogue.resolve_game`): the ids that list them,
#: inside a sentence and starting one
_THESE = {"has": ("nile-cli.game.these.has", "nile-cli.game.these-cap.has"),
          "prints": ("nile-cli.game.these.prints", "nile-cli.game.these-cap.prints"),
          "referees": ("nile-cli.game.these.referees", "nile-cli.game.these-cap.referees"),
          "simulates": ("nile-cli.game.these.simulates", "nile-cli.game.these-cap.simulates"),
          "studies": ("nile-cli.game.these.studies", "nile-cli.game.these-cap.studies")}


def unknown_game(exc: Any) -> str:
    """A :class:`gamedata.catalogue.UnknownGame` said by id (``nile-cli.game.*``), its English as it was."""
    doing, games = exc.values.get("doing"), list(exc.values.get("able", []))
    if doing not in _THESE:
        return str(exc)
    these_id, cap_id = _THESE[doing]
    these = say(these_id, games=games)
    if exc.why == "not-a-word":
        return say("nile-cli.game.not-a-word", these=these)
    if exc.why in ("planned", "not-here"):
        return say("nile-cli.game.planned" if exc.why == "planned" else "nile-cli.game.not-here",
                   title=exc.values["title"], these=these)
    near = exc.values.get("near")
    if near:
        cap = say(cap_id, games=games)
        return say("nile-cli.game.unknown-near", name=exc.values["name"], near=near, these=cap)
    return say("nile-cli.game.unknown", name=exc.values["name"], these=these)


def validate(doc: YamlDocument, model: type[BaseModel]) -> Any:
    """Validate ``doc.data`` with a pydantic ``model``; raise :class:`RecordError` at the first problem."""
    try:
        return model.model_validate(doc.data)
    except ValidationError as exc:
        raise as_record_error(pydantic_errors(doc, exc)[0]) from None


#: the longest player name, in characters (a name is printed in score tables and messages)
MAX_NAME_CHARS = 60


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot be a player's name, or None. A name is written in records and inside moves
    ("buy Anna Maria's flax"), so it must read back the same: some text, no control character, line
    or paragraph break or tab, no space at either end or two in a row, no comma (``--names`` separates
    names with commas), at most :data:`MAX_NAME_CHARS` characters.

    >>> name_problem("Anna Maria"), name_problem("Zoë"), name_problem("")
    (None, None, 'a name cannot be empty')
    >>> name_problem("Anna\\tMaria")
    "'Anna\\\\tMaria' holds a tab, a line break or another control character"
    """
    import unicodedata

    if not name.strip():
        return say("nile-cli.name.empty")
    if len(name) > MAX_NAME_CHARS:
        return say("nile-cli.name.long", name=shown(name), most=MAX_NAME_CHARS)
    if any(unicodedata.category(c)[0] in "CZ" and c != " " for c in name):
        return say("nile-cli.name.control", name=shown(name))
    if name != name.strip() or "  " in name:
        return say("nile-cli.name.spaces", name=shown(name))
    if "," in name:
        return say("nile-cli.name.comma", name=shown(name))
    return None


def start_state(doc: YamlDocument, make: Any, rec: RecordHeader) -> Any:
    """``make(rec.players, rec.variants)``: a game's fresh state for a record. Raises
    :class:`~gamedata.yamlfile.SourceError` at ``variants`` (an unknown variant or deck reduction) or at
    ``players`` (a wrong count, repeated names, a name that is not one: :func:`name_problem`) instead
    of :class:`~scorer.engine.SetupError`."""
    for i, name in enumerate(rec.players):
        problem = name_problem(name)
        if problem:
            raise doc.error(("players", i), say("nile-cli.name.write", problem=problem))
    try:
        return make(rec.players, rec.variants)
    except SetupError as exc:
        bad = ("variants",) if "variant" in str(exc) or "reduction" in str(exc) else ("players",)
        first = exc.args[0] if exc.args else ""
        raise doc.error(bad, first if isinstance(first, str) else str(exc)) from None


def player_seat(doc: YamlDocument, players: list[str], path: Path_, name: str) -> int:
    """The seat of ``name`` among ``players``. Raises :class:`~gamedata.yamlfile.SourceError` at ``path``
    naming the players when it is not one of them."""
    if name not in players:
        raise doc.error(path, say("nile-cli.record.not-a-player", name=shown(name), players=list(players)))
    return players.index(name)
