"""What the conformance suite (:mod:`tests.test_conformance`) needs of any game, read from its
:class:`~scorer.engine.GameSpec` and its catalogue alone, so that a game gets the whole suite by registering.

* :func:`tables`: every table the game's data allows (each player count, without variants, with each variant
  alone and with all of them), the ones its ``new_game`` refuses left out;
* :func:`snapshot`: a state's whole content as a comparable value (what "the state is unchanged" means);
* :func:`mutants`: moves of the kinds met in a playout, rebuilt with other values met there (illegal ones,
  mostly, but of the game's own shapes), for ``check()`` to rule on;
* :func:`legal_counts`: the perft-like figures of a seeded playout, as stored in ``tests/golden/conformance``.
"""

from __future__ import annotations

import dataclasses
import enum
import random
from collections import defaultdict
from pathlib import Path
from typing import Any, Hashable, Iterator, Sequence

from scorer.engine import CHANCE, TERMINAL, GameSpec, GameState, IllegalMove, InvalidMove, SetupError

#: where the per-game legal-move counts are stored (one file per game, ``<slug>.legal.txt``)
GOLDEN = Path(__file__).parent / "golden" / "conformance"
#: no game of the suite may need more steps (chance steps included) than this to end: the longest
#: playout measured (a 5-player Ufern game with variants) takes about 600
BOUND = 20_000


@dataclasses.dataclass(frozen=True)
class Table:
    """One table the suite plays: ``players`` (names) and ``variants``."""

    players: tuple[str, ...]
    variants: tuple[str, ...]

    @property
    def name(self) -> str:
        """``"4p"``, ``"2p two-player-short"``: how the stored counts name the table."""
        return " ".join([f"{len(self.players)}p", *self.variants])


def tables(spec: GameSpec) -> list[Table]:
    """Every table ``spec``'s catalogue allows: each player count from its ``players.min`` to ``max``, with
    no variant, each variant alone, and every variant together; a table the game refuses (``SetupError``: a
    variant for another player count) is left out, as is a repeat."""
    cat = spec.catalogue
    offered = list(cat.variant_ids)
    choices: list[tuple[str, ...]] = [()] + [(v,) for v in offered] + ([tuple(offered)] if len(offered) > 1 else [])
    found = []
    for n in range(cat.players.min, cat.players.max + 1):
        for variants in choices:
            try:
                spec.new_game(spec.names(n), variants)
            except SetupError:
                continue
            found.append(Table(tuple(spec.names(n)), variants))
    return found


_ATOMS = (type(None), bool, int, float, str, bytes)


def snapshot(value: Any, shared: Sequence[Any] = ()) -> Hashable:
    """``value`` (a state, a move, anything a state holds) as nested tuples that compare equal exactly when
    the two values hold the same things: dicts and sets compared as sets of their items (whatever order they
    were filled in), objects by their type and attributes (``__dict__`` or ``__slots__``); an object of
    ``shared`` (a state's read-only facts, :attr:`GameState._shared`), wherever it is met, by its place in
    that list alone."""
    marks = {id(v): ("shared", i) for i, v in enumerate(shared)}
    done: dict[int, Hashable] = {}
    keep: list[Any] = []  # what ``done`` is keyed by stays alive while it is used

    def walk(v: Any) -> Hashable:
        if type(v) in _ATOMS or isinstance(v, enum.Enum):
            return v
        key = id(v)
        if key in marks:
            return marks[key]
        if key in done:
            return done[key]
        marks[key] = ("cycle", len(marks))  # met again while walked: a cycle
        out: Hashable
        if isinstance(v, dict):
            out = ("dict", frozenset((walk(k), walk(x)) for k, x in v.items()))
        elif isinstance(v, (set, frozenset)):
            out = ("set", frozenset(walk(x) for x in v))
        elif isinstance(v, (list, tuple)):
            out = (type(v).__name__, tuple(x if type(x) in _ATOMS else walk(x) for x in v))
        else:
            names = set(getattr(v, "__dict__", ()))
            for klass in type(v).__mro__:
                names.update(s for s in getattr(klass, "__slots__", ()) if s not in ("__dict__", "__weakref__"))
            out = (type(v).__qualname__, tuple((n, walk(getattr(v, n, None))) for n in sorted(names)))
        del marks[key]
        done[key] = out
        keep.append(v)
        return out

    return walk(value)


_FACTS: dict[type, tuple[str, ...]] = {}


def facts(state: GameState) -> tuple[str, ...]:
    """The names of ``state``'s read-only facts: those its type declares (:attr:`GameState._shared`) and the
    objects a clone shares with it rather than copying (NIL's board, whose lookups are cached as they are first
    asked for): worked out once per game, from a clone of the first state met."""
    kind = type(state)
    if kind not in _FACTS:
        copy = state.clone()
        shared = [name for name, value in vars(state).items()
                  if type(value) not in _ATOMS and not isinstance(value, enum.Enum) and getattr(copy, name) is value
                  and not (isinstance(value, (tuple, frozenset)) and _immutable(value))]
        _FACTS[kind] = tuple(sorted(set(state._shared) | set(shared)))
    return _FACTS[kind]


def _immutable(value: Any) -> bool:
    if type(value) in _ATOMS or isinstance(value, enum.Enum):
        return True
    return isinstance(value, (tuple, frozenset)) and all(_immutable(v) for v in value)


def state_snapshot(state: GameState) -> Hashable:
    """:func:`snapshot` of a whole state, less its read-only facts (:func:`facts`)."""
    return snapshot(state, [getattr(state, name) for name in facts(state)])


def observed(spec: GameSpec, state: GameState) -> tuple[Any, ...]:
    """What the table can see of ``state`` through the contract: whose turn, the legal moves (as written),
    the position in words, the points, and the notation's text board."""
    notation = spec.notation
    return (state.current_player, [notation.format(state, m) for m in state.legal_moves()], state.position(),
            state.scores(), notation.board_text(state))


def ruling(state: GameState, move: Any) -> IllegalMove | InvalidMove | None:
    """``check()``'s ruling on ``move``: the :class:`IllegalMove` it returns, the :class:`InvalidMove` it
    raises for a move of no possible shape (NILE: a planting naming a crop twice, which no text reads as),
    or None for a legal move."""
    try:
        return state.check(move)
    except InvalidMove as exc:
        return exc


def listed_otherwise(spec: GameSpec, state: GameState, move: Any, legal: list[Any]) -> bool:
    """True when ``move``, which ``check()`` accepts but :meth:`legal_moves` does not list, is still one the
    game offers: written, it reads back as a listed move (it differs from one only in what the notation does
    not tell: NILE's ``Pass(implied=True)``, a pass a record leaves unwritten), or it is not the player to
    move's but, where the rules let several players act at once, an entry of its actor's own step
    (:attr:`Secrets.actor`, :attr:`Secrets.own_step`: Land Unter's weather cards, chosen by all at once),
    listed there or a card of its hand tapped (:attr:`OwnStep.taps`)."""
    notation = spec.notation
    try:
        if notation.parse(state, notation.format(state, move)) in legal:
            return True
    except InvalidMove:
        pass
    secrets = spec.secrets
    seat = secrets.actor(state, move)
    if seat is None or seat == state.current_player:
        return False
    own = secrets.own_step(secrets.seen_by(state, seat), seat)
    return own is not None and move in [notation.parse(state, text) for text in own.offered()]


# --- moves of the game's own shapes -------------------------------------------------------------------------

def _parts(move: Any) -> list[tuple[str, Any]]:
    if dataclasses.is_dataclass(move) and not isinstance(move, type):
        return [(f.name, getattr(move, f.name)) for f in dataclasses.fields(move)]
    return []


class Pool:
    """The values met in a playout's moves, by move type and field (``(Trade, "hand")``): whole values, the
    lengths and elements of tuple-valued fields, and whether a field's tuples are always sorted: what
    :func:`mutants` rebuilds moves from, so that a mutant keeps the shapes the game's moves have (a square
    stays a pair, a sorted hand stays sorted)."""

    def __init__(self) -> None:
        self.moves: dict[Any, None] = {}
        self.values: dict[tuple[type, str], dict[Any, None]] = defaultdict(dict)
        self.elements: dict[tuple[type, str], dict[Any, None]] = defaultdict(dict)
        self.lengths: dict[tuple[type, str], set[int]] = defaultdict(set)
        self.unsorted: set[tuple[type, str]] = set()

    def add(self, move: Any) -> None:
        """Remember ``move`` and its values (moves are hashable: frozen dataclasses, ints)."""
        if move in self.moves:
            return
        self.moves[move] = None
        for name, value in _parts(move):
            key = (type(move), name)
            self.values[key][value] = None
            if isinstance(value, tuple):
                self.lengths[key].add(len(value))
                try:
                    if list(value) != sorted(value):
                        self.unsorted.add(key)
                except TypeError:
                    self.unsorted.add(key)
                for element in value:
                    self.elements[key][element] = None


def mutants(move: Any, pool: Pool, rng: random.Random, limit: int = 12) -> list[Any]:
    """Up to ``limit`` moves like ``move`` with one thing changed, each of a shape the game's moves have: a
    field given another value met in the playout, a boolean flipped, a tuple field of varying length with an
    element dropped, doubled or replaced (kept sorted where the field always is); for a move that is no
    dataclass (a toy game's int), the other such moves met, one more and one less."""
    parts = _parts(move)
    out: list[Any] = []
    if not parts:
        out = [m for m in pool.moves if not _parts(m)]
        if isinstance(move, int) and not isinstance(move, bool):
            out += [move - 1, move + 1]
    for name, value in parts:
        key = (type(move), name)
        others = [v for v in pool.values[key] if v != value]
        out += [dataclasses.replace(move, **{name: v}) for v in rng.sample(others, min(3, len(others)))]
        if isinstance(value, bool):
            out.append(dataclasses.replace(move, **{name: not value}))
        if isinstance(value, tuple) and value and len(pool.lengths[key]) > 1:
            i = rng.randrange(len(value))
            changed = [value[:i] + value[i + 1:], value[:i + 1] + value[i:]]
            if pool.elements[key]:
                changed.append(value[:i] + (rng.choice(list(pool.elements[key])),) + value[i + 1:])
            for new in changed:
                if key not in pool.unsorted:
                    new = tuple(sorted(new))
                if len(new) in pool.lengths[key]:
                    out.append(dataclasses.replace(move, **{name: new}))
    unique = []
    for m in out:
        if m not in unique and m != move:
            unique.append(m)
    return rng.sample(unique, min(limit, len(unique)))


def pool_of(spec: GameSpec, table: Table, seed: int) -> Pool:
    """Every move met in the seeded playout of ``table``: each decision's legal moves and each chance move."""
    pool = Pool()
    for state, move in decisions(spec, table, seed):
        if move is None:
            break
        for m in (state.legal_moves() if state.current_player != CHANCE else [move]):
            pool.add(m)
    return pool


# --- playouts -------------------------------------------------------------------------------------------------

def decisions(spec: GameSpec, table: Table, seed: int) -> Iterator[tuple[GameState, Any]]:
    """The seeded random playout of ``table`` (chance from ``random.Random(seed)``, moves from the state's own
    ``sample_move``): yields ``(state, move)`` before each step is applied (the same state object, changed
    after each yield: a test clones what it keeps), and finally ``(final state, None)``. Fails the test when
    the game has not ended after :data:`BOUND` steps."""
    state = spec.new_game(list(table.players), list(table.variants))
    rng = random.Random(seed)
    for _ in range(BOUND):
        if state.current_player == TERMINAL:
            yield state, None
            return
        move = state.sample_chance(rng) if state.current_player == CHANCE else state.sample_move(rng)
        yield state, move
        state.apply(move)
    raise AssertionError(f"{spec.slug} {table.name} seed {seed}: no end after {BOUND} steps")


def legal_counts(spec: GameSpec, table: Table, seed: int) -> list[int]:
    """The number of legal moves at each player's decision of the seeded playout (python-chess's perft, along
    one line of play)."""
    return [len(state.legal_moves()) for state, move in decisions(spec, table, seed)
            if move is not None and state.current_player != CHANCE]


def counts_text(spec: GameSpec, seed: int) -> str:
    """The stored form of :func:`legal_counts` over every table of ``spec``: for each table a heading with its
    number of decisions and their total, then the counts, 20 to a line."""
    lines = [f"# {spec.slug}: legal moves at each player decision of the playout of seed {seed} at every table",
             "# (regenerate: NILE_UPDATE_GOLDEN=1 python -m pytest tests/test_conformance.py -k counts)"]
    for table in tables(spec):
        counts = legal_counts(spec, table, seed)
        lines.append(f"== {table.name}: {len(counts)} decisions, total {sum(counts)}")
        lines += [" ".join(map(str, counts[i:i + 20])) for i in range(0, len(counts), 20)]
    return "\n".join(lines) + "\n"


def first_difference(expected: Sequence[str], actual: Sequence[str]) -> str:
    """Where two stored texts (as lines) first differ, for a failing comparison's message."""
    for i, (a, b) in enumerate(zip(expected, actual)):
        if a != b:
            return f"line {i + 1}: stored {a!r}, now {b!r}"
    return f"stored {len(expected)} lines, now {len(actual)}"
