"""Set-ups shared by the Land Unter seat tests: a seeded three-player game typed through a
:class:`~scorer.session.TableSession` on the seats' pages."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from scorer.games.land_unter.moves import Deal
from scorer.session import Accepted, TableSession
from tests.test_session import spec_of

NAMES = ["Anna", "Ben", "Cleo"]
SEED = 5


@pytest.fixture(autouse=True)
def quick(monkeypatch):
    """Saves without fsync, and every step typed (none taken by the session itself): autouse in every test
    module that imports it."""
    monkeypatch.setattr(os, "fsync", lambda fd: None)
    monkeypatch.setattr(TableSession, "_take_automatic", lambda self, ruled: False)


def simulated():
    """The seeded game's moves, its round-1 hands (each sorted) and lifebelts."""
    _, moves = spec_of("land-unter").simulate(NAMES, SEED, ())
    deal = moves[0]
    assert isinstance(deal, Deal) and deal.hands is not None and deal.lifebelts is not None
    return moves, [sorted(h) for h in deal.hands if h is not None], deal.lifebelts


def dealt(tmp_path: Path, turned_up: bool) -> tuple[TableSession, list, list[list[int]]]:
    """A game whose deal gives the lifebelts only (no hand written), with the first water-level cards
    turned up when ``turned_up``; the session, the simulated moves and the round-1 hands."""
    moves, hands, belts = simulated()
    session = TableSession.start(spec_of("land-unter"), NAMES, [], tmp_path / "lu.yaml")
    texts = [" ".join(map(str, belts))] + ([" ".join(map(str, moves[1].cards))] if turned_up else [])
    for text in texts:
        assert isinstance(session.enter_as(text, None, host=True), Accepted)
    return session, moves, hands


def mis_written(tmp_path: Path) -> tuple[TableSession, list, list[list[int]], int, int]:
    """A game whose lifebelts are dealt, Anna's hand written with an undealt card (``wrong``, of the same
    lifebelt halves) for her real one (``real``), and the first water-level cards turned up: the session, the
    simulated moves, the round-1 hands, ``real`` and ``wrong``."""
    moves, hands, belts = simulated()
    session = TableSession.start(spec_of("land-unter"), NAMES, [], tmp_path / "lu.yaml")
    session.enter(" ".join(map(str, belts)))
    halves, dealt = session.state.halves, {c for hand in hands for c in hand}
    real = hands[0][0]
    wrong = next(c for c in range(1, 61) if c not in dealt and halves[c] == halves[real])
    session.enter_as(hand_text(sorted(set(hands[0]) - {real} | {wrong})), 0)
    session.enter(" ".join(map(str, moves[1].cards)))
    return session, moves, hands, real, wrong


def hand_text(cards) -> str:
    """``hand [1 4 9 ...]``: a hand written down as a seat types it on its own page."""
    return "hand [" + " ".join(map(str, cards)) + "]"
