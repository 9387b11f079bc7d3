"""The table session without any terminal: every game typed entry by entry, rulings as values, undo,
the record on disk after every step, starting and resuming."""

from __future__ import annotations

import functools
import html
import tempfile
from pathlib import Path

import pytest
import yaml

import scorer.typed
from scorer.engine import CHANCE, TERMINAL, replay
from scorer.games import registry
from scorer.record import load_record
from scorer.session import AUTO, Accepted, Illegal, SessionError, TableSession, Unreadable

GAMES = list(registry())


def spec_of(slug: str):
    return registry()[slug]


@functools.lru_cache(maxsize=None)
def _typed(slug: str, seed: int, players: int, grouped: bool, automatic: object):
    """The typed game, cached by what decides it: ``automatic`` is the session's rule for the steps it takes
    by itself (a test that switches it off, such as tests/test_seats.py's, gets a game of its own, not one
    another test then reads as typed with the steps taken)."""
    spec = spec_of(slug)
    names = spec.names(players)
    with tempfile.TemporaryDirectory() as folder:
        typed = scorer.typed.typed_game(spec, names, seed, Path(folder) / "game.yaml", grouped=grouped)
    return names, typed.moves, typed.entries


def typed_game(slug: str, seed: int, players: int, grouped: bool = True):
    """A seeded simulated game as the table types it (:func:`scorer.typed.typed_game`): (names, the
    simulation's moves, the texts typed: only the steps the session asks, a whole trick or turn as one
    entry unless not ``grouped``)."""
    names, moves, texts = _typed(slug, seed, players, grouped, TableSession._take_automatic)
    return list(names), list(moves), list(texts)


def seat_counts(slug: str) -> list[int]:
    players = spec_of(slug).catalogue.players
    return [players.min, players.max]


@pytest.mark.parametrize("slug", GAMES)
def test_a_simulated_game_typed_entry_by_entry_ends_as_check_and_score_say(slug, tmp_path):
    """The issue's property: a seeded simulated game typed through a TableSession ends with the same
    verdict and scores as `nile simulate` + `nile check` + `nile score`, and its record reads back the same.
    The table types only what is asked: whole tricks and turns at once (seed 1), or one step an entry
    (seed 2); the steps the session takes by itself are in the record as any other."""
    spec = spec_of(slug)
    for seed, n in ((1, seat_counts(slug)[0]), (2, seat_counts(slug)[1])):
        names, moves, texts = typed_game(slug, seed, n, grouped=seed == 1)
        path = tmp_path / f"{slug}-{seed}.yaml"
        session = TableSession.start(spec, names, [], path)
        for i, text in enumerate(texts):
            ruling = session.enter(text)
            assert isinstance(ruling, Accepted), (i, text, ruling)
            if i % 37 == 0:  # the file on disk is a complete record after every step
                again = replay(*_read(path))
                assert again.legal and again.steps >= 0
        assert session.over and ruling.over
        simulated = spec.simulate_record(names, seed, [])
        check = replay(*_from_text(yaml.safe_dump(simulated, sort_keys=False), tmp_path / "sim.yaml"))
        assert check.legal and check.state.is_over
        assert session.state.scores() == check.state.scores()
        assert session.standings().winners == check.state.ranking().winners
        on_disk = replay(*_read(path))
        assert on_disk.legal and on_disk.state.scores() == check.state.scores()
        assert len(texts) < len(moves)


def _read(path: Path):
    rec = load_record(path)
    return rec.state, rec.steps


def _from_text(text: str, path: Path):
    path.write_text(text, encoding="utf-8")
    return _read(path)


def _walk(slug: str, seed: int, steps: int, tmp_path: Path):
    """A session after ``steps`` entries of a seeded game, with the moves still to come."""
    spec = spec_of(slug)
    names, moves, texts = typed_game(slug, seed, seat_counts(slug)[0])
    session = TableSession.start(spec, names, [], tmp_path / f"{slug}.yaml")
    for text in texts[:steps]:
        assert isinstance(session.enter(text), Accepted)
    return session, texts[steps:]


@pytest.mark.parametrize("slug", GAMES)
def test_an_unreadable_entry_changes_nothing(slug, tmp_path):
    session, _ = _walk(slug, 3, 6, tmp_path)
    before, step = session.path.read_bytes(), session.step
    ruling = session.enter("no such move here")
    assert isinstance(ruling, Unreadable) and ruling.message
    assert session.path.read_bytes() == before and session.step == step


def illegal_entry(session: TableSession, candidates: list[str]) -> str | None:
    """One of ``candidates`` (entries of the same game, typed at other steps, or a step of one that holds
    several) that reads here as a move the rules forbid, or None."""
    parts = []
    for text in candidates:
        try:
            parts += [text] + [part for part in session.notation.split(session.state, text) if part != text]
        except ValueError:
            parts.append(text)
    for text in parts:
        try:
            move = session.notation.parse(session.state, text)
            if session.state.check(move) is not None:  # check too may find a name unknown to the rules
                return text
        except ValueError:
            continue
    return None


@pytest.mark.parametrize("slug", GAMES)
def test_an_illegal_entry_is_refused_with_its_rule_and_not_recorded(slug, tmp_path):
    """Entries legal a few steps earlier are typed again later; one that reads as a move the rules now
    forbid is refused with a rule and a reason, and neither the state nor the file changes."""
    spec = spec_of(slug)
    names, moves, texts = typed_game(slug, 4, seat_counts(slug)[0], grouped=False)
    session = TableSession.start(spec, names, [], tmp_path / "game.yaml")
    earlier: list[str] = []
    refused = 0
    for text in texts:
        if session.state.current_player >= 0:
            old = illegal_entry(session, earlier[-6:])
            if old is not None:
                before, step = session.path.read_bytes(), session.step
                ruling = session.enter(old)
                assert isinstance(ruling, Illegal), ruling
                assert ruling.rule and ruling.reason
                assert session.path.read_bytes() == before and session.step == step
                refused += 1
            earlier.append(text)
        assert isinstance(session.enter(text), Accepted)
        if refused >= 3:
            break
    assert refused, "no illegal entry was found to type"


@pytest.mark.parametrize("slug", GAMES)
def test_undo_goes_back_to_the_same_position_and_file(slug, tmp_path):
    spec = spec_of(slug)
    session, rest = _walk(slug, 5, 12, tmp_path)
    (tmp_path / "again").mkdir()
    at_10 = _walk(slug, 5, 10, tmp_path / "again")[0]
    legal_at_10 = _position(at_10)
    undone = session.undo(2)  # two entries, with the steps the session took after each
    assert len(undone.entries) == 2 and session.step == at_10.step and session.moves == at_10.moves
    assert _position(session) == legal_at_10
    state, steps = _read(session.path)
    assert _position_of(replay(state, steps).state, spec) == legal_at_10
    assert session.undo(0).entries == []
    (tmp_path / "new").mkdir()
    new = TableSession.start(spec, session.players, [], tmp_path / "new" / "game.yaml")
    assert len(session.undo(99).entries) == 10 and session.moves == new.moves  # the steps before any entry stay


def _position(session: TableSession):
    return _position_of(session.state, session.spec)


def _position_of(state, spec):
    player = state.current_player
    moves = state.legal_moves() if player not in (CHANCE, TERMINAL) else []
    return player, sorted(spec.notation.format(state, m) for m in moves), state.scores()


@pytest.mark.parametrize("slug", GAMES)
def test_undoing_a_chance_step_says_what_goes_back(slug, tmp_path):
    session, _ = _walk(slug, 6, 3, tmp_path)
    undone = session.undo(3)
    assert undone.warnings, "the deal or a card turned up was undone without a word"


@pytest.mark.parametrize("slug", GAMES)
def test_resume_goes_on_from_the_record_and_keeps_a_hand_typed_original(slug, tmp_path):
    spec = spec_of(slug)
    session, rest = _walk(slug, 7, 8, tmp_path)
    resumed = TableSession.resume(session.path)
    assert _position(resumed) == _position(session)  # (a step the record implies may count as one more)
    assert len(resumed.history()) == len(resumed.moves)
    assert (AUTO in resumed.kinds) == (AUTO in session.kinds)  # the steps nobody typed are known again
    assert [entry for _, entry in resumed.history()][-3:] == [entry for _, entry in session.history()][-3:]
    assert resumed.kept_as is None  # nile wrote it: nothing to keep
    # the same record as a person might type it: other spacing, a comment, notes
    data = yaml.safe_load(session.path.read_text(encoding="utf-8"))
    data["notes"] = "played at Cleo's"
    hand = tmp_path / "typed.yaml"
    hand.write_text("# our game\n" + yaml.safe_dump(data, sort_keys=False, default_flow_style=False), encoding="utf-8")
    original = hand.read_text(encoding="utf-8")
    typed = TableSession.resume(hand)
    assert hand.read_text(encoding="utf-8") == original  # reading never changes the record
    assert isinstance(typed.enter(rest[0]), Accepted)
    assert typed.kept_as is not None and typed.kept_as.read_text(encoding="utf-8") == original
    assert yaml.safe_load(hand.read_text(encoding="utf-8"))["notes"] == "played at Cleo's"


def test_start_never_overwrites_and_refuses_a_bad_table(tmp_path):
    spec = spec_of("land-unter")
    path = tmp_path / "game.yaml"
    path.write_text("keep me", encoding="utf-8")
    with pytest.raises(SessionError, match="already exists"):
        TableSession.start(spec, ["Anna", "Ben", "Cleo"], [], path)
    assert path.read_text(encoding="utf-8") == "keep me"
    with pytest.raises(SessionError, match="players"):
        TableSession.start(spec, ["Anna"], [], tmp_path / "one.yaml")
    with pytest.raises(SessionError, match="variant"):
        TableSession.start(spec, ["Anna", "Ben", "Cleo"], ["no-such-variant"], tmp_path / "v.yaml")
    with pytest.raises(SessionError, match="comma"):
        TableSession.start(spec, ["Anna,Ben", "Cleo", "Dana"], [], tmp_path / "c.yaml")


def test_resume_refuses_what_cannot_go_on(tmp_path):
    tally = tmp_path / "tally.yaml"
    tally.write_text("game: land-unter\nplayers: [Anna, Ben, Cleo]\ntally:\n  - {Anna: {lifebelts: 1, water: 3}, "
                     "Ben: {out: true}, Cleo: {lifebelts: 0, water: 5}}\n", encoding="utf-8")
    with pytest.raises(SessionError, match="end counts"):
        TableSession.resume(tally)
    broken = tmp_path / "broken.yaml"
    broken.write_text("game: nil\nplayers: [Anna, Anna]\n", encoding="utf-8")
    with pytest.raises(SessionError, match="broken.yaml:2"):
        TableSession.resume(broken)
    assert broken.read_text(encoding="utf-8") == "game: nil\nplayers: [Anna, Anna]\n"


def test_a_record_that_breaks_a_rule_is_not_resumed(tmp_path):
    from scorer.games import registry

    spec = registry()["land-unter"]
    record = spec.simulate_record(["Anna", "Ben", "Cleo"], 1, [])
    trick = record["rounds"][0]["tricks"][0]["played"]
    trick["Anna"], trick["Ben"] = trick["Ben"], trick["Anna"]  # each plays the other's card
    path = tmp_path / "bad.yaml"
    path.write_text(yaml.safe_dump(record, sort_keys=False), encoding="utf-8")
    with pytest.raises(SessionError, match="breaks a rule"):
        TableSession.resume(path)


@pytest.mark.parametrize("slug", GAMES)
def test_prompt_entries_and_board_text_at_every_step(slug, tmp_path):
    """What a front end shows is there at every step: a prompt naming the player who acts, entries that
    the session accepts, a board text of short lines."""
    spec = spec_of(slug)
    names, moves, texts = typed_game(slug, 8, seat_counts(slug)[1], grouped=False)
    session = TableSession.start(spec, names, [], tmp_path / "g.yaml")
    for i, text in enumerate(texts[:80]):
        prompt = session.prompt
        assert prompt.text
        if prompt.seat is not None:
            assert names[prompt.seat] in prompt.text
            for entry in session.entries()[:8]:  # (a hand nobody saw lists the forms it could make legal)
                assert session.state.check(session.notation.parse(session.state, entry.text)) is None, entry
        if i % 10 == 0:
            assert all(len(line) <= 60 for line in session.board_text().splitlines())
            if getattr(spec.catalogue, "board", None) is None:  # a card game's view, folded for a phone (nile serve)
                assert all(len(line) <= 40 for line in session.board_text(40).splitlines())
        assert isinstance(session.enter(text), Accepted)


def test_resume_removes_what_a_save_cut_short_by_a_kill_left_behind(tmp_path):
    """A kill -9 during a save leaves the record whole and a hidden temporary file beside it; resuming
    removes such a file once it is older than a minute (a younger one may be another writer's)."""
    import os
    import time

    session, _ = _walk("nil", 3, 4, tmp_path)
    stale = session.path.with_name(f".{session.path.name}.x1y2.part")
    fresh = session.path.with_name(f".{session.path.name}.a3b4.part")
    other = session.path.with_name(".other.yaml.c5d6.part")
    for part in (stale, fresh, other):
        part.write_text("half a rec", encoding="utf-8")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    os.utime(other, (old, old))
    TableSession.resume(session.path)
    assert not stale.exists() and fresh.exists() and other.exists()


@pytest.mark.parametrize("slug", ["nil", "ufern-des-nils"])
def test_the_picture_rings_the_last_step_and_never_calls_it_illegal(slug, tmp_path):
    """The board picture of a game in progress (``nile play``'s show, ``nile serve``'s page) names the
    last step above the board and rings its field (Ufern; NIL rings the last turn's tiles), where
    ``check --show`` crosses an illegal move out."""
    spec = spec_of(slug)
    names, moves, texts = typed_game(slug, 43, 2, grouped=False)
    session = TableSession.start(spec, names, [], tmp_path / "g.yaml")
    ringed = 0
    for i, text in enumerate(texts[:60]):
        session.enter(text)
        last = session.moves[session.kinds.index("entry", len(session.kinds) - session.kinds[::-1].index("entry") - 1)]
        if i % 12 == 11 or (slug == "ufern-des-nils" and getattr(last, "field", None) and not ringed):
            svg = session.picture().read_text(encoding="utf-8")
            assert "ILLEGAL" not in svg and f"Last step: {text}" in html.unescape(svg)
            if getattr(last, "field", None):
                assert "LAST STEP" in svg
                ringed += 1
    assert slug == "nil" or ringed
