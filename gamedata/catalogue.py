"""The one loader for ``data/*.yaml``: typed, validated catalogues used by the printer and the referee.

Every fact about a component (count, number, value, lifebelts, provenance) lives in the YAML files;
code reads it through :func:`load_catalogue` and :func:`load_paper` only.

>>> cat = load_catalogue("land-unter")
>>> cat.deck("weather").total, cat.deck("water").total, cat.deck("lifebelt").total
(60, 24, 24)
>>> load_paper().card_sizes["poker"].width
63.0
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any, Literal

from pydantic import Field, StrictInt, ValidationError, ValidationInfo, field_validator, model_validator

from gamedata.games import game_files, games_index
from gamedata.models import CatalogueError, Model, Worded, data_path, load_file
from gamedata.rule_figures import LandUnterRules, NileRules, NilRules, Summary, check_quotes
from gamedata.shapes import pydantic_errors
from gamedata.yamlfile import YamlDocument, read_yaml



class Credits(Model):
    """Who made the game, its editions, and a word on this pack's artwork."""

    designer: str
    editions: list[str]
    artwork: str


class PlayerRange(Model):
    """The player counts a game supports (inclusive)."""

    min: int = Field(ge=1)
    max: int = Field(ge=1)


class CardSpec(Worded):
    """One kind of card in a deck: its printed facts and how many copies the deck holds, and a named card's
    words in French and German (:class:`~gamedata.models.Worded`: NILE's Plague).

    ``number`` is a card's unique printed number (Land Unter weather cards), ``value`` a printed value
    shared by copies (water-level cards), ``lifebelts`` the lifebelt symbols it shows (0, 0.5 or 1),
    ``crop`` the crop id of a NILE crop card, ``crops`` the two crop ids of a NILE speculation card.
    """

    number: int | None = None
    value: int | None = None
    lifebelts: float | None = None
    name: str | None = None
    crop: str | None = None
    crops: list[str] | None = None
    count: int = Field(default=1, ge=1)


class Deck(Model):
    """A deck of cards sharing one back. ``total`` is the number of physical cards."""

    id: str
    name: str
    plural: str
    back: str
    source: str
    cards: list[CardSpec] = Field(min_length=1)

    @property
    def total(self) -> int:
        """Number of physical cards in the deck (sum of the copies)."""
        return sum(c.count for c in self.cards)


class Decision(Model):
    """A rule choice this project made where no source settles it. ``scope``: ``game`` for a choice about the
    game itself, printed with the pack's credits; ``referee`` for how nile's live referee treats what a table
    takes on trust (phones, pages, claims), which concerns no printed component and is left off the print."""

    id: str
    text: str
    scope: Literal["game", "referee"] = "game"


class Variant(Model):
    """An optional rule the engine offers, with its source."""

    id: str
    name: str
    source: str
    text: str


class Catalogue(Model):
    """Everything the project knows about one game's components, credits and rule decisions."""

    game: str
    #: the model that checks the file, ``"module:Class"`` (:func:`load_catalogue`); None for the plain one
    model: str | None = None
    title: str
    subtitle: str = ""
    credits: Credits
    players: PlayerRange
    rules_text: str
    sources: list[str]
    card_size: str | None = None
    #: the cards must be the size of the board's fields, so ``--card-size`` does not apply
    card_size_fixed: bool = False
    decks: list[Deck] = []
    decisions: list[Decision] = []
    variants: list[Variant] = []
    #: what ``nile show --turn N`` counts: "turn" or "round"
    turn_word: str = "turn"
    #: the rules as the referee cites them: id -> title in English, the French section after it
    rule_titles: dict[str, str] = {}
    #: the game's BoardGameGeek id, a number (BG Stats matches a logged play by it), and where it was
    #: found; left out where no stored reference establishes it (BG Stats then matches by the title)
    bgg_id: StrictInt | None = Field(default=None, ge=1)
    bgg_id_source: str | None = None

    @model_validator(mode="after")
    def _bgg_id_has_a_source(self) -> "Catalogue":
        if (self.bgg_id is None) != (self.bgg_id_source is None):
            raise ValueError("bgg_id and bgg_id_source go together: give the BoardGameGeek id with where it "
                             "was found, or neither")
        return self

    def deck(self, deck_id: str) -> Deck:
        """The deck with this id. Raises KeyError naming the decks that exist."""
        for deck in self.decks:
            if deck.id == deck_id:
                return deck
        raise KeyError(f"{self.game} has no deck '{deck_id}' (it has {', '.join(d.id for d in self.decks)})")

    @property
    def variant_ids(self) -> list[str]:
        """The ids of the variants the game offers."""
        return [v.id for v in self.variants]

    @property
    def has_board(self) -> bool:
        """True for a game with a board (``nile print --board`` applies); a game's model with one says so."""
        return False

    @property
    def token_shape(self) -> str | None:
        """The shape (``square``, ``round``) its tokens are printed in by default where they come in two
        (``nile print --tokens`` applies), else None; a game's model with such tokens says so."""
        return None


class LandUnterCatalogue(Catalogue):
    """Land Unter's catalogue, checked for the facts of ``games/land-unter.md``: its rule figures
    (``rules``, :class:`gamedata.rule_figures.LandUnterRules`) and the turn summary quoting them."""

    rules: LandUnterRules
    summary: Summary
    #: the line under a lifebelt card's picture, with placeholders like the summary's
    lifebelt_card: str

    @field_validator("summary", "lifebelt_card")
    @classmethod
    def _quotes_figures(cls, printed: Summary | str, info: ValidationInfo) -> Summary | str:
        return check_quotes(printed, info.data.get("rules"))

    @model_validator(mode="after")
    def _check_decks(self) -> "LandUnterCatalogue":
        if self.rules.hand_size * self.players.max > self.deck("weather").total:
            raise ValueError(f"{self.players.max} hands of {self.rules.hand_size} need more weather cards than the deck")
        weather, water, lifebelt = self.deck("weather"), self.deck("water"), self.deck("lifebelt")
        numbers = [c.number for c in weather.cards if c.number is not None]
        if len(numbers) != len(weather.cards) or sorted(numbers) != list(range(1, weather.total + 1)):
            raise ValueError("weather cards must be numbered 1..N, each number once")
        for c in weather.cards:
            if c.count != 1 or c.lifebelts not in (0, 0.5, 1):
                raise ValueError(f"weather card {c.number}: one copy with lifebelts 0, 0.5 or 1 expected")
        if any(c.value is None for c in water.cards):
            raise ValueError("every water-level card needs a value")
        belts = sum(c.lifebelts or 0 for c in weather.cards)
        if belts != lifebelt.total:
            raise ValueError(f"the weather cards show {belts} lifebelts but there are {lifebelt.total} lifebelt cards")
        return self


class Crop(Worded):
    """A NILE crop: its id, English, French and German names (:class:`~gamedata.models.Worded`), colour
    (hex and in words) and the symbol that tells it apart without colour."""

    id: str
    name: str
    french: str
    colour: str = Field(pattern=r"^#[0-9a-fA-F]{6}$")
    colour_name: str
    symbol: str


class NileVariant(Variant):
    """A NILE deck reduction: for which player counts, how many crop cards of each crop and how many
    (randomly chosen) speculation cards are removed before the deal."""

    players: list[int]
    remove_per_crop: int = Field(ge=0)
    remove_speculation: int = Field(ge=0)


class NileCatalogue(Catalogue):
    """NILE's catalogue, checked for the facts of ``games/nile.md``: five crops with distinct colours and
    symbols, crop cards of known crops, one speculation card per pair of crops, one Plague, one Flood."""

    crops: list[Crop] = Field(min_length=2)
    variants: list[NileVariant] = []  # type: ignore[assignment]  # pydantic: a NILE variant is a Variant
    #: the rule figures (:class:`gamedata.rule_figures.NileRules`) and the turn summary quoting them
    rules: NileRules
    summary: Summary
    #: the rule printed on every speculation card, with placeholders like the summary's
    speculation_card: str

    @field_validator("summary", "speculation_card")
    @classmethod
    def _quotes_figures(cls, printed: Summary | str, info: ValidationInfo) -> Summary | str:
        return check_quotes(printed, info.data.get("rules"))

    @model_validator(mode="after")
    def _check_decks(self) -> "NileCatalogue":
        """The crops and the deck agree (see :meth:`_check_crops`, :meth:`_check_speculations`,
        :meth:`_check_deal`), checked in that order. Raises ValueError."""
        self._check_crops()
        pairs = self._check_speculations()
        self._check_deal(pairs)
        return self

    def _check_crops(self) -> None:
        """Every crop has its own id, colour and symbol, and the crop deck lists each crop once (with its
        count). Raises ValueError."""
        for what in ("id", "colour", "symbol"):
            values = [getattr(c, what) for c in self.crops]
            if len(set(values)) != len(values):
                raise ValueError(f"every crop needs its own {what}")
        ids = [c.id for c in self.crops]
        crop_cards = [c.crop for c in self.deck("crop").cards]
        if sorted(crop_cards, key=str) != sorted(ids):
            raise ValueError(f"the crop deck must list each crop once with its count ({', '.join(ids)})")

    def _check_speculations(self) -> list[frozenset[str]]:
        """Each speculation card shows two different known crops, once, and there is one for each pair of
        crops. Returns the pairs. Raises ValueError."""
        ids = [c.id for c in self.crops]
        pairs = []
        for c in self.deck("speculation").cards:
            if c.crops is None or len(c.crops) != 2 or c.crops[0] == c.crops[1] or c.count != 1 \
                    or any(k not in ids for k in c.crops):
                raise ValueError(f"a speculation card shows two different known crops, once: {c.crops}")
            pairs.append(frozenset(c.crops))
        if len(set(pairs)) != len(pairs) or len(pairs) != len(ids) * (len(ids) - 1) // 2:
            raise ValueError("there must be one speculation card for each pair of crops")
        return pairs

    def _check_deal(self, pairs: list[frozenset[str]]) -> None:
        """One Plague of Locusts and one Flood card; enough crop and speculation cards for the most players'
        hands (the Plague goes in after the deal); no variant removing more cards than the deck holds
        (``pairs``: the speculation cards). Raises ValueError."""
        if self.deck("plague").total != 1 or self.deck("flood").total != 1:
            raise ValueError("NILE has one Plague of Locusts and one Flood card")
        dealt = self.deck("crop").total + self.deck("speculation").total  # the Plague goes in after the deal
        if self.rules.deal * self.players.max > dealt:
            raise ValueError(f"{self.players.max} hands of {self.rules.deal} need more cards than the deck's {dealt}")
        for v in self.variants:
            if v.remove_speculation > len(pairs) or any(v.remove_per_crop >= c.count for c in self.deck("crop").cards):
                raise ValueError(f"variant {v.id} removes more cards than the deck holds")

    def crop(self, crop_id: str) -> Crop:
        """The crop with this id. Raises KeyError."""
        for c in self.crops:
            if c.id == crop_id:
                return c
        raise KeyError(crop_id)


class TileKind(Worded):
    """A kind of square tile: the two boundary points its line joins in one orientation (see
    :mod:`gamedata.tiles`), or ``all`` (the universal tile) or ``none`` (a blank spare, not in play)."""

    id: str
    name: str
    joins: list[str] | Literal["all", "none"]
    count: int = Field(ge=1)
    value: int = Field(ge=0)
    spare: bool = False
    source: str

    @property
    def universal(self) -> bool:
        """True for the tile that joins all 8 boundary points."""
        return self.joins == "all"

    def lines(self) -> list[tuple[str, str]]:
        """The lines printed on the tile in its catalogue orientation, as pairs of boundary points:
        one for a plain kind, the 4 sides' and 4 corners' crossing lines for the universal, none for a
        blank."""
        if self.joins == "none":
            return []
        if self.joins == "all":
            return [("W", "E"), ("N", "S"), ("SW", "NE"), ("NW", "SE")]
        return [(self.joins[0], self.joins[1])]


class TileSet(Model):
    """The square tiles of a game: their size in millimetres, the rack and draw sizes, the bonus for a
    full rack, the back's word and the kinds."""

    size: float = Field(gt=0)
    size_source: str
    rack: int = Field(ge=1)
    start_draw: int = Field(ge=1)
    all_five_bonus: int = Field(ge=0)
    back: str
    source: str
    kinds: list[TileKind] = Field(min_length=1)

    @property
    def in_play(self) -> list[TileKind]:
        """The kinds that go into the bag (spares excluded)."""
        return [k for k in self.kinds if not k.spare]

    @property
    def total(self) -> int:
        """Every physical tile, spares included."""
        return sum(k.count for k in self.kinds)


class StartMark(Model):
    """Where the river starts: a square's name and one of its boundary points."""

    square: str
    point: str


class Goal(Model):
    """The goal column (a letter) and the value of each of its squares, north to south."""

    column: str = Field(pattern=r"^[A-Z]$")
    values: list[int]


class Zone(Model):
    """A coloured zone of the board: ``red`` costs its value, ``green`` pays it, once per turn."""

    id: str
    colour: Literal["red", "green"]
    value: int = Field(gt=0)
    squares: list[str] = Field(min_length=1)


class Board(Model):
    """A board of ``columns`` x ``rows`` squares, each the size of a tile: its start mark, goal column
    and zones. Squares are named as in :func:`gamedata.tiles.square_name` (``A11``)."""

    columns: int = Field(ge=2, le=26)
    rows: int = Field(ge=2)
    source: str
    start: StartMark
    goal: Goal
    zones: list[Zone]

    @model_validator(mode="after")
    def _check(self) -> "Board":
        from gamedata import tiles

        if ord(self.goal.column) - ord("A") != self.columns - 1 or len(self.goal.values) != self.rows:
            raise ValueError(f"the goal is the last column ({tiles.column_letter(self.columns - 1)}) "
                             f"with one value per row ({self.rows})")
        start = tiles.parse_square(self.start.square, self.columns, self.rows)
        at = tiles.board_point(start, self.start.point) if self.start.point in tiles.LOCAL else (1, 1)
        if not tiles.on_edge(at, self.columns, self.rows):
            raise ValueError(f"the start mark {self.start.square} {self.start.point} must be on the board edge")
        seen: dict[tuple[int, int], str] = {}
        for zone in self.zones:
            for name in zone.squares:
                square = tiles.parse_square(name, self.columns, self.rows)
                if square in seen or square[0] == self.columns - 1:
                    raise ValueError(f"zone {zone.id}: {name} is already in zone {seen.get(square, 'goal')}")
                seen[square] = zone.id
        return self


class RackStand(Model):
    """The fold-and-glue tile rack (mm across the strip): the lip, the ledge the tiles stand on, the
    base under the stand, its back (the height that hides the tiles) and the glue tab; the strip is
    ``spare_length`` longer than the tiles side by side. The slope is the hypotenuse of back and base."""

    spare_length: float = Field(ge=0)
    lip: float = Field(gt=0)
    ledge: float = Field(gt=0)
    base: float = Field(gt=0)
    back: float = Field(gt=0)
    tab: float = Field(gt=0)


class NilCatalogue(Catalogue):
    """NIL's catalogue, checked for the facts of ``games/nil.md``: each way to join two boundary points
    is one kind (up to rotation), one universal, and the board's zones on the board."""

    tile: TileSet
    rack_stand: RackStand
    board: Board
    #: the rule figures beyond the tiles' (:class:`gamedata.rule_figures.NilRules`)
    rules: NilRules

    @property
    def has_board(self) -> bool:
        """NIL has a board."""
        return True

    @model_validator(mode="after")
    def _check_tiles(self) -> "NilCatalogue":
        from gamedata import tiles

        ids = [k.id for k in self.tile.kinds]
        if len(set(ids)) != len(ids):
            raise ValueError("every tile kind needs its own id")
        joins = [k.joins for k in self.tile.kinds if isinstance(k.joins, list)]
        reps = []
        for j in joins:
            if len(j) != 2 or not all(p in tiles.LOCAL for p in j) or j[0] == j[1]:
                raise ValueError(f"a tile joins two different points of {' '.join(tiles.POINTS)}: {j}")
            reps.append(tiles.kind_of(j[0], j[1]))
        if len(set(reps)) != len(reps) or len(reps) != len({tiles.kind_of(*j) for j in tiles.all_joins()}):
            raise ValueError("the plain kinds must be the 8 ways to join two boundary points, each once up to rotation")
        if sum(1 for k in self.tile.kinds if k.universal) != 1:
            raise ValueError("one kind must be the universal tile (joins: all)")
        r = self.rack_stand
        if math.hypot(r.back, r.base) < self.tile.size or r.back <= r.base:
            raise ValueError(f"rack_stand: a {self.tile.size:g} mm tile must lie on the slope, below the back's top, "
                             f"and lean back more steeply than 45 degrees (back {r.back:g}, base {r.base:g})")
        return self

    def kind(self, kind_id: str) -> TileKind:
        """The tile kind with this id. Raises KeyError."""
        for k in self.tile.kinds:
            if k.id == kind_id:
                return k
        raise KeyError(kind_id)


class Size(Model):
    """A width and height in millimetres, with a display name."""

    name: str
    width: float = Field(gt=0)
    height: float = Field(gt=0)


class Margins(Model):
    """Sheet margins and crop-mark geometry in millimetres."""

    minimum: float = Field(ge=0)
    crop_mark_length: float = Field(gt=0)
    crop_mark_min_length: float = Field(gt=0)
    crop_mark_gap: float = Field(ge=0)
    outer_bleed: float = Field(ge=0)
    safe_zone: float = Field(ge=0)


class PaperCatalogue(Model):
    """Paper sizes, card-size presets and default margins (``data/paper.yaml``)."""

    papers: dict[str, Size]
    card_sizes: dict[str, Size]
    margins: Margins


@lru_cache(maxsize=None)
def load_catalogue(game: str) -> Catalogue:
    """The validated catalogue of ``game`` (a slug such as ``"land-unter"``), found by
    :func:`gamedata.games.game_files` and checked by the model its ``model:`` names (``"module:Class"``, a
    :class:`Catalogue`; the plain :class:`Catalogue` where it names none).

    Raises KeyError for an unknown game and :class:`CatalogueError` for a broken catalogue or model name.
    """
    files = game_files()[game]
    doc: YamlDocument = read_yaml(files.data, files.shown)
    model = _model_named(doc)
    try:
        return model.model_validate(doc.data)
    except ValidationError as exc:
        first = pydantic_errors(doc, exc)[0]
        raise CatalogueError(first.file, first.line, first.column, first.message) from None


def _model_named(doc: YamlDocument) -> type[Catalogue]:
    """The model a catalogue's ``model:`` names, or :class:`Catalogue`. Raises :class:`CatalogueError`."""
    from importlib import import_module

    name = doc.data.get("model") if isinstance(doc.data, dict) else None
    if name is None:
        return Catalogue
    module, _, attr = str(name).partition(":")
    try:
        model = getattr(import_module(module), attr, None) if attr else None
    except ImportError:
        model = None
    if not (isinstance(model, type) and issubclass(model, Catalogue)):
        err = doc.error(("model",), f"model: {name!r} names no catalogue model; write it as 'module:Class', "
                        "e.g. 'gamedata.catalogue:NilCatalogue'")
        raise CatalogueError(err.file, err.line, err.column, err.message)
    return model


@lru_cache(maxsize=None)
def load_paper() -> PaperCatalogue:
    """The paper and card-size presets (``data/paper.yaml``)."""
    return load_file(data_path("paper.yaml"), PaperCatalogue, "data/paper.yaml")


def known_games() -> list[str]:
    """Slugs of the games this installation can print and referee, in a fixed order (see
    :func:`gamedata.games.game_files`)."""
    return list(game_files())


def planned_games() -> dict[str, str]:
    """The games this version does not have yet: slug -> title."""
    return dict(games_index().planned)


class UnknownGame(ValueError):
    """A game name that is not one this version can use; the message says why and what it can use. ``why`` names
    the reason (``not-a-word``, ``planned``, ``not-here``, ``unknown``) and ``values`` what the message says, so
    that the referee says it in the reader's language (``nile-cli.game.*``)."""

    def __init__(self, message: str, why: str = "unknown", **values: Any) -> None:
        super().__init__(message)
        self.why, self.values = why, values


def resolve_game(name: object, able: list[str] | None = None, doing: str = "has") -> str:
    """The slug of the game called ``name``, read as a player would type it: any case, spaces or
    underscores for hyphens (``"Land Unter"`` -> ``"land-unter"``).

    ``able`` lists the slugs acceptable here (default: every game this version has); ``doing`` is the
    verb for the message (``"prints"``, ``"referees"``). Raises :class:`UnknownGame` with a message
    that names a planned game as planned and suggests a near miss.

    >>> resolve_game("Land_Unter")
    'land-unter'
    >>> resolve_game("land-untr")
    Traceback (most recent call last):
    ...
    gamedata.catalogue.UnknownGame: unknown game 'land-untr'; did you mean land-unter? This version has: land-unter, nile, nil, ufern-des-nils
    >>> resolve_game("Ufern des Nils")
    'ufern-des-nils'
    >>> resolve_game("ufern", doing="prints")
    Traceback (most recent call last):
    ...
    gamedata.catalogue.UnknownGame: unknown game 'ufern'; did you mean ufern-des-nils? This version prints: land-unter, nile, nil, ufern-des-nils
    """
    import difflib

    able = known_games() if able is None else able
    these = f"this version {doing}: {', '.join(able)}"
    if not isinstance(name, str) or not name.strip():
        raise UnknownGame(f"name the game as a word, e.g. 'land-unter'; {these}", "not-a-word", doing=doing, able=able)
    slug = "-".join(name.strip().lower().replace("_", " ").split())
    if slug in able:
        return slug
    planned = planned_games()
    if slug in planned or slug in known_games():
        title = planned.get(slug) or load_catalogue(slug).title
        state = "is planned but not in this version yet" if slug in planned else "cannot be used here"
        raise UnknownGame(f"{title} {state}; {these}", "planned" if slug in planned else "not-here", title=title,
                          doing=doing, able=able)
    # a game's first word(s) ("ufern" for ufern-des-nils), else the nearest spelling
    near = [g for g in able if g.startswith(slug + "-")] or difflib.get_close_matches(slug, able, n=1, cutoff=0.6)
    hint = f"; did you mean {near[0]}? This" if near else "; this"
    raise UnknownGame(f"unknown game {name!r}{hint} version {doing}: {', '.join(able)}", "unknown", name=repr(name),
                      near=near[0] if near else "", doing=doing, able=able)
