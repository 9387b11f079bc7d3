"""Issue 22: a NILE game served with the hands told on the players' pages saves, after every step, a record
that ``nile check`` accepts and that replays to the live game: the same hands (cards told, cards not told),
the same counts of the cards nobody saw, the same decks.

Random games through a :class:`~scorer.session.TableSession`: the table's entries at random, the seats
telling random cards of their hands at random moments (any card the rules let the seat claim, so false
claims too, which a card the table sees later makes give way), taking told cards back ("not this one"), and
sometimes a face-down draw told as the Plague. CI runs a few short games; for a long local run set ``NILE_TELL_EXAMPLES`` (games),
``NILE_TELL_STEPS`` (entries a game, 2000 plays them to the end) and ``NILE_TELL_EVERY`` (the whole game's
check interval), with ``--hypothesis-seed`` for new games. (The session itself reads each record back
before saving it, :mod:`scorer.readback`: a divergence fails there first, as a ``SessionError``.)"""

from __future__ import annotations

import os
import random
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gamedata.yamlfile import read_yaml
from scorer.engine import replay
from scorer.games import game as spec_of
from scorer.games.nile.cards import card_set
from scorer.games.nile.engine import Nile
from scorer.record import record_from_document
from scorer.session import Accepted, TableSession

SPEC = spec_of("nile")
CS = card_set()
NAMES = ["Anna", "Ben", "Cleo", "Dana", "Emil"]
pytestmark = pytest.mark.usefixtures("no_fsync")  # what is written and read back is tested, not the disk
#: what a replay must give back as the live game had it: the hands, what the public facts say about the cards
#: nobody saw, and the table
SAME = ("hand", "hand_unseen", "told", "unaccounted", "unseen_from", "deck_size", "deck_bound", "pools",
        "storage", "field_owner", "field_size", "speculations", "flood_pile", "discard", "phase", "active",
        "turn", "reshuffles", "deck_runs_out")


def replays_as_live(session: TableSession) -> None:
    """The record on disk, read and replayed as ``nile check`` does, has no violation and gives back the live
    game (:data:`SAME`)."""
    read = record_from_document(read_yaml(session.path))
    result = replay(read.state, read.steps)
    assert result.legal, f"{result.violations[0].step.where}: {result.violations[0].error.reason}"
    live, again = session.state, result.state
    assert isinstance(again, Nile)
    differ = [name for name in SAME if getattr(again, name) != getattr(live, name)]
    assert not differ, {name: (getattr(live, name), getattr(again, name)) for name in differ}


def entry(session: TableSession, rng: random.Random, tell: float) -> tuple[str, int | None]:
    """A random entry and the seat whose page sends it: a seat telling a card of its hand (any kind: the
    rules refuse what the seat cannot claim) or taking a told card back (maybe telling another in its place),
    a face-down draw told as the Plague, or one of the table's
    entries (from the page of the seat the step is asked of)."""
    state = session.state
    unseen = [p for p in range(state.n) if state.hand_unseen[p]]
    told = [p for p in range(state.n) if any(state.told[p])]
    if told and rng.random() < tell / 4:  # a card told by mistake taken back, maybe with another told in its place
        seat = rng.choice(told)
        wrong = CS.names[rng.choice([k for k, m in enumerate(state.told[seat]) if m])]
        instead = f" {CS.names[rng.choice([k for k in range(CS.kinds) if k != CS.plague])]}" if rng.random() < 0.5 else ""
        return f"{NAMES[seat]} holds not {wrong}{instead}", seat
    if unseen and rng.random() < tell:
        seat = rng.choice(unseen)
        return f"{NAMES[seat]} holds {CS.names[rng.choice([k for k in range(CS.kinds) if k != CS.plague])]}", seat
    if rng.random() < 0.03:
        return f"{rng.choice(NAMES[:state.n])} drew Plague", None
    entries = [e.text for e in session.notation.entries(state)]
    asked = session.notation.prompt(state).seat
    return (rng.choice(entries) if entries else "pass"), asked


def play(players: int, seed: int, tell: float, steps: int, every: int = 1) -> TableSession:
    """A game of ``players`` played by ``seed``'s entries, ``steps`` accepted entries at most (or to its end),
    the record checked after every ``every``-th and after the last."""
    rng = random.Random(seed)
    variants = {2: ["two-player-short"], 3: ["three-player-short"]}.get(players, []) if seed % 3 == 0 else []
    path = Path(tempfile.mkdtemp(prefix="nile-told-")) / "game.yaml"
    session = TableSession.start(SPEC, NAMES[:players], variants, path)
    accepted = 0
    for _ in range(steps * 4):
        if session.over or accepted >= steps:
            break
        text, seat = entry(session, rng, tell)
        if isinstance(session.enter_as(text, seat), Accepted):
            accepted += 1
            if accepted % every == 0:
                replays_as_live(session)
    replays_as_live(session)
    return session


@settings(max_examples=int(os.environ.get("NILE_TELL_EXAMPLES", "3")), deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(players=st.integers(2, 5), seed=st.integers(0, 2**32 - 1), tell=st.sampled_from([0.3, 0.6]))
def test_a_served_game_with_hands_told_saves_a_record_that_replays_to_it(players, seed, tell):
    play(players, seed, tell, steps=int(os.environ.get("NILE_TELL_STEPS", "30")))


def test_a_whole_game_with_hands_told_replays_to_its_end():
    """One whole game (a 2-player short one: a reshuffle, two Plagues, the end), cards told at random
    moments, the record checked every few steps (every step costs too much for CI; NILE_TELL_EVERY=1 checks
    them all) and at the end."""
    session = play(2, 3, 0.5, steps=2000, every=int(os.environ.get("NILE_TELL_EVERY", "25")))
    assert session.over and session.state.reshuffles >= 1 and session.state.plagues >= 1
