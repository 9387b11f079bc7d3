"""One conformance suite over every registered game (OpenSpiel's ``random_sim_test``, python-chess's perft).

Every game of :func:`scorer.games.registry` (and the toy fifth game of :mod:`tests.toy_game`, installed for
these tests as a plugin is) is played at every table its data allows (:func:`tests.conformance.tables`):
random legal playouts, their seeds and tables drawn by hypothesis, on which the engine contract
(:mod:`scorer.engine`) must hold:

* ``legal_moves()`` and ``check()`` agree: every legal move checks, and every candidate that checks is legal
  (candidates: the notation's entries, moves met elsewhere in the game, and legal moves with one thing
  changed, :func:`tests.conformance.mutants`); a chance step lists no moves and its drawn move checks;
* ``parse(format(m)) == m`` for every legal move at every decision, and for every chance move; and the entry in
  a French or German table's words reads back in that language: ``parse(said(format(m), lang), lang) == m``;
* a clone is equal and independent: playing on the clone leaves the original unchanged, and the other way
  round; the read-only facts (``_shared``) are shared, not copied;
* an illegal ``apply`` raises :class:`~scorer.engine.IllegalMove` (:class:`~scorer.engine.InvalidMove` for a
  move of no possible shape, which no text reads as) and changes nothing; ``check()`` and an unreadable text
  change nothing;
* the game ends within :data:`tests.conformance.BOUND` steps, scores and ranks are defined once it is over
  (and standings are not final before), and the same seed plays the same game;
* a playout written as a record (``write_record``, YAML) and read back replays, with no violation, to the
  same position, scores and standings, and writes the same record again;
* the legal-move count at each decision of a seeded playout at each table matches the stored counts in
  ``tests/golden/conformance/<slug>.legal.txt`` (perft). After an intended change of the rules, regenerate
  them with ``NILE_UPDATE_GOLDEN=1 python -m pytest tests/test_conformance.py -k counts`` and review the diff.

A new game gets the whole suite by registering (and, once, storing its counts with the command above).
"""

from __future__ import annotations

import os
import random
from dataclasses import dataclass, field
from typing import Any

import pytest
import yaml
from hypothesis import Phase, given, settings
from hypothesis import strategies as st

from gamedata.yamlfile import parse_yaml
from scorer.engine import CHANCE, TERMINAL, GameSpec, IllegalMove, InvalidMove, replay
from scorer.games import registry
from scorer.record import record_from_document
from tests import toy_game
from tests.conformance import (GOLDEN, Pool, Table, counts_text, decisions, first_difference,
                               listed_otherwise, mutants, observed, pool_of, ruling, state_snapshot, tables)

#: every registered game, and the toy fifth game (installed by the fixture for its tests)
SLUGS = list(registry()) + [toy_game.SLUG] * (toy_game.SLUG not in registry())
#: the seed of the playouts whose legal-move counts are stored
PERFT_SEED = 2026
#: how many random (table, seed) pairs each property is tried on, per game
EXAMPLES = 3
#: the games some of whose simulated entries have words (Land Unter's are numbers, but for a later round's ``pass``,
#: a deal a simulation writes out; the toy game's too): the entries of these are said otherwise in French and German
WORDED = ("nil", "nile", "ufern-des-nils")
#: texts no game reads as a move
GARBAGE = ["", "?!", "zzz 99 qq", "-1", "A99 NW NW NW"]
#: hypothesis's settings for the playouts: a few examples, no deadline (a loaded machine), and no shrinking (a
#: failing playout is reported as drawn: shrinking a whole game takes minutes for little gain)
PLAYOUTS = settings(max_examples=EXAMPLES, deadline=None, phases=[Phase.explicit, Phase.reuse, Phase.generate])


@dataclass
class Game:
    """A registered game as the suite plays it: its spec, its tables, and the pool of moves met at each table
    (made when first asked for)."""

    spec: GameSpec
    tables: list[Table]
    pools: dict[Table, Pool] = field(default_factory=dict)

    def pool(self, table: Table) -> Pool:
        """The moves met in a playout of ``table`` (seed 1): what candidates are made of."""
        if table not in self.pools:
            self.pools[table] = pool_of(self.spec, table, 1)
        return self.pools[table]

    def draw(self, data: Any) -> tuple[Table, int]:
        """A table and a seed, drawn by hypothesis."""
        return data.draw(st.sampled_from(self.tables), label="table"), data.draw(st.integers(0, 2**32 - 1), label="seed")


@pytest.fixture(scope="module", params=SLUGS)
def game(request, tmp_path_factory):
    """Each registered game in turn; the toy game installed for its turn (in a temporary folder, as a plugin),
    and forgotten after."""
    if request.param in registry():
        yield Game(registry()[request.param], tables(registry()[request.param]))
        return
    with toy_game.installed(tmp_path_factory.mktemp("site")) as spec:
        yield Game(spec, tables(spec))


def candidates(game: Game, table: Table, state: Any, legal: list, rng: random.Random) -> list:
    """Moves to ask ``check()`` about at a player's decision: the notation's entries read back, moves met
    elsewhere in the game, and a few legal moves with one thing changed."""
    notation = game.spec.notation
    pool = game.pool(table)
    found = [notation.parse(state, entry.text) for entry in notation.entries(state)]
    met = list(pool.moves)
    found += rng.sample(met, min(20, len(met)))
    for move in rng.sample(legal, min(4, len(legal))):
        found += mutants(move, pool, rng)
    return found


def test_every_table_the_data_allows_is_played(game):
    cat = game.spec.catalogue
    counts = {len(t.players) for t in game.tables}
    assert counts == set(range(cat.players.min, cat.players.max + 1))
    assert {v for t in game.tables for v in t.variants} == set(cat.variant_ids)


@PLAYOUTS
@given(data=st.data())
def test_legal_moves_and_check_agree(game, data):
    """Every legal move checks; every candidate that checks is legal (or reads back as a legal move, or,
    where the rules let several players act at once, is an entry of its player's own step); every entry of the notation is legal here; a chance
    step lists no moves and the move drawn there checks."""
    table, seed = game.draw(data)
    rng = random.Random(seed)
    for state, move in decisions(game.spec, table, seed):
        if move is None:
            break
        legal = state.legal_moves()
        if state.current_player == CHANCE:
            assert legal == [] and state.check(move) is None, (state.position(), move)
            continue
        assert move in legal, (state.position(), move)
        for m in legal:
            assert state.check(m) is None, (state.position(), m, state.check(m))
        for m in candidates(game, table, state, legal, rng):
            if m not in legal and ruling(state, m) is None:
                assert listed_otherwise(game.spec, state, m, legal), (state.position(), m, "checks but is not listed")


@PLAYOUTS
@given(data=st.data())
def test_every_move_reads_back_from_its_text(game, data):
    """``parse(state, format(state, m)) == m`` for every legal move at every decision and every chance move; and
    ``parse(state, said(state, format(state, m), lang), lang) == m`` in French and German."""
    table, seed = game.draw(data)
    notation = game.spec.notation
    reworded = set()  # the languages some entry of the game is written in otherwise than in English
    for state, move in decisions(game.spec, table, seed):
        if move is None:
            break
        for m in state.legal_moves() if state.current_player != CHANCE else [move]:
            text = notation.format(state, m)
            assert notation.parse(state, text) == m, (state.position(), text, m)
            for lang in ("fr", "de"):  # the entry in a French or German table's words reads back in that language
                said = notation.said(state, text, lang)
                assert notation.parse(state, said, lang) == m, (lang, state.position(), said, m)
                reworded.update([lang] * (said != text))
            assert notation.said(state, text, "en") == text
    if game.spec.slug in WORDED:
        assert reworded == {"fr", "de"}


@PLAYOUTS
@given(data=st.data())
def test_a_clone_is_equal_and_independent(game, data):
    """At some decisions: the clone equals the original and shares its read-only facts; playing the clone on
    to the end leaves the original unchanged, and a clone kept aside is unchanged by the original going on."""
    table, seed = game.draw(data)
    rng = random.Random(seed)
    kept: list[tuple[Any, Any]] = []
    offset = rng.randrange(10)
    for step, (state, move) in enumerate(decisions(game.spec, table, seed)):
        for twin, before in kept:
            assert state_snapshot(twin) == before, "the original going on changed a clone"
        kept = []
        if move is None:
            break
        if (step + offset) % 10:  # every tenth step
            continue
        before, seen = state_snapshot(state), observed(game.spec, state)
        copy = state.clone()
        assert type(copy) is type(state) and state_snapshot(copy) == before
        for name in state._shared:
            assert getattr(copy, name) is getattr(state, name), f"{name} is copied, not shared"
        steps = 0
        while copy.current_player != TERMINAL and steps < 200:
            copy.apply(copy.sample_chance(rng) if copy.current_player == CHANCE else copy.sample_move(rng))
            steps += 1
        assert state_snapshot(state) == before and observed(game.spec, state) == seen, "playing a clone changed the original"
        twin = state.clone()
        kept.append((twin, state_snapshot(twin)))


@PLAYOUTS
@given(data=st.data())
def test_an_illegal_move_or_an_unreadable_text_changes_nothing(game, data):
    """At some steps: ``check()`` of legal and illegal moves changes nothing; applying an illegal move (a
    player's or a chance move) raises IllegalMove (InvalidMove for a move of no possible shape) and changes
    nothing; a text no game means is unreadable (InvalidMove) or read as a move ``check()`` refuses (or, empty,
    as the step's default), and changes nothing."""
    table, seed = game.draw(data)
    rng = random.Random(seed)
    pool = game.pool(table)
    notation = game.spec.notation
    offset = rng.randrange(4)
    for step, (state, move) in enumerate(decisions(game.spec, table, seed)):
        if move is None:
            break
        if (step + offset) % 4:  # every fourth step
            continue
        before = state_snapshot(state)
        legal = state.legal_moves()
        tried = legal if legal else [move]
        wrong = [m for m in mutants(rng.choice(tried), pool, rng) + rng.sample(list(pool.moves), min(10, len(pool.moves)))
                 if m not in legal and ruling(state, m) is not None]
        for m in tried:
            state.check(m)
        assert state_snapshot(state) == before, "check() changed the state"
        for m in wrong[:3]:
            with pytest.raises((IllegalMove, InvalidMove)):
                state.apply(m)
            assert state_snapshot(state) == before, f"the illegal {m!r} changed the state"
        for text in GARBAGE:
            try:
                read = notation.parse(state, text)
            except InvalidMove:
                continue
            assert text == "" or ruling(state, read) is not None, (state.position(), text, read)
        assert state_snapshot(state) == before, "reading a text changed the state"


@PLAYOUTS
@given(data=st.data())
def test_the_game_ends_and_is_scored_once_over(game, data):
    """The playout ends within the bound; before the end the standings are not final; at the end nobody is
    to move, no move is legal or accepted, and the ranking is final: every player once, in seating order,
    ranks 1..n with more points never ranked worse, the winners those ranked first; the same seed plays the
    same game to the same state."""
    table, seed = game.draw(data)
    spec = game.spec
    moves = []
    final = None
    for state, move in decisions(spec, table, seed):
        if move is None:
            final = state
            break
        if len(moves) % 25 == 0:
            assert not state.is_over and state.ranking().over is False, state.position()
        moves.append(move)
    assert final is not None and final.is_over and final.current_player == TERMINAL
    assert final.legal_moves() == [] and isinstance(final.check(moves[-1]), IllegalMove)
    ranking = final.ranking()
    n = len(table.players)
    assert ranking.over and [s.name for s in ranking.standings] == list(table.players)
    assert final.scores() == [s.score for s in ranking.standings] and all(isinstance(p, int) for p in final.scores())
    ranks = [s.rank for s in ranking.standings]
    assert all(1 <= r <= n for r in ranks) and 1 in ranks
    assert ranking.winners == [s.name for s in ranking.standings if s.rank == 1]
    for a in ranking.standings:
        for b in ranking.standings:
            assert not (a.score > b.score and a.rank > b.rank), (a, b)
    again, simulated = spec.simulate(list(table.players), seed, list(table.variants))
    assert simulated == moves and state_snapshot(again) == state_snapshot(final)


def _read_back(spec: GameSpec, table: Table, moves: list) -> tuple[Any, dict]:
    record = spec.write_record(list(table.players), list(table.variants), moves)
    text = yaml.safe_dump(record, sort_keys=False, allow_unicode=True)
    recorded = record_from_document(parse_yaml(text, "x.yaml"))
    return replay(recorded.state, recorded.steps), record


@PLAYOUTS
@given(data=st.data())
def test_a_playout_written_as_a_record_reads_back_to_the_same_game(game, data):
    """The whole playout and a few of its beginnings, written as records and read back, replay with no
    violation to the same position: the player to move, the position in words, the scores and standings (a
    record holds what the table saw, so a face-down card dealt in the simulation is unseen when read back:
    the per-game record tests compare what each game's records keep); the whole playout's moves read back
    write the same record again."""
    table, seed = game.draw(data)
    spec = game.spec
    rng = random.Random(seed)
    _, moves = spec.simulate(list(table.players), seed, list(table.variants))
    for cut in sorted({len(moves), *rng.sample(range(len(moves)), min(3, len(moves)))}):
        state = spec.new_game(list(table.players), list(table.variants))
        for move in moves[:cut]:
            state.apply(move)
        result, record = _read_back(spec, table, moves[:cut])
        assert result.legal, (cut, result.violations[0].error)
        got = result.state
        assert (got.current_player, got.position(), got.scores()) == (state.current_player, state.position(),
                                                                     state.scores()), cut
        assert got.ranking() == state.ranking(), cut
        if cut == len(moves):  # (a beginning may read back with the steps its reader implies: NILE's draws owed)
            assert spec.write_record(list(table.players), list(table.variants), result.moves) == record


def test_legal_move_counts_match_the_stored_counts(game):
    """perft along one line: the number of legal moves at every decision of a seeded playout at every table."""
    text = counts_text(game.spec, PERFT_SEED)
    path = GOLDEN / f"{game.spec.slug}.legal.txt"
    if os.environ.get("NILE_UPDATE_GOLDEN"):
        path.parent.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.is_file(), f"no stored counts for {game.spec.slug}: store them with NILE_UPDATE_GOLDEN=1"
    stored = path.read_text(encoding="utf-8")
    assert stored == text, f"{path.name} changed: {first_difference(stored.splitlines(), text.splitlines())}"
