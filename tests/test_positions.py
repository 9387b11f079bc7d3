"""The positions a table session keeps to answer its pages (:mod:`scorer.positions`): every page still reads
what a session that kept nothing would say, also after steps are taken back and others entered in their
place, and a page asking its last step no longer replays the game from its start each time (issue 24 §6: that
replay made every view cost the whole game, and the seat-secret properties quadratic)."""

from __future__ import annotations

import pytest

from scorer.session import Accepted, TableSession
from tests.test_session import spec_of, typed_game

pytestmark = pytest.mark.usefixtures("no_fsync")

#: what a session keeps between calls (:class:`~scorer.positions.Positions`, :class:`~scorer.positions.Memo`)
KEPT = ("_positions", "_ruled", "_unseen", "_faces", "_seat_games_kept", "_seen_spans")


def _pages(session: TableSession) -> list:
    """Everything every page (the table's and each seat's) shows, with its last step and its history."""
    return [(session.view(seat), session.last_step_as(seat), session.history_as(seat))
            for seat in (None, *range(len(session.players)))]


def _kept_nothing(session: TableSession) -> list:
    """:func:`_pages` as a session that kept nothing works them out (then what it keeps is dropped again)."""
    kept = {name: session.__dict__.pop(name) for name in KEPT if name in session.__dict__}
    try:
        return _pages(session)
    finally:
        for name in KEPT:
            session.__dict__.pop(name, None)
        session.__dict__.update(kept)


@pytest.mark.parametrize("slug, seed, players", [("nile", 3, 3), ("nil", 4, 2), ("land-unter", 4, 3)])
def test_every_page_reads_as_if_nothing_were_kept_after_undos(slug, seed, players, tmp_path):
    """A game typed with its last entries taken back now and then (and entered again: the same steps as new
    objects, so a kept position is used only where its steps are still the game's): each page, its last step
    and its history are what a session that kept nothing shows."""
    names, _, texts = typed_game(slug, seed, players, grouped=False)
    session = TableSession.start(spec_of(slug), names, [], tmp_path / "game.yaml")
    undone = 0
    for i, text in enumerate(texts[:60]):
        assert isinstance(session.enter_as(text, None, host=True), Accepted), text
        if i % 7 == 6:
            _pages(session)  # (what is kept now includes the entries about to be taken back)
            back = session.undo_as(2, None).entries
            undone += len(back)
            assert _pages(session) == _kept_nothing(session), (i, back)
            for again in texts[i - len(back) + 1:i + 1]:
                assert isinstance(session.enter_as(again, None, host=True), Accepted), again
        if i % 3 == 0:
            assert _pages(session) == _kept_nothing(session), i
    assert undone > 8


def test_a_page_asking_its_last_step_seldom_replays_the_game_from_its_start(tmp_path, monkeypatch):
    """Along a game of NILE typed entry by entry, every page shown after each entry (the table's and each
    seat's, with its last step) seldom makes a new game to replay: the positions asked are kept or a few steps on
    from one kept. (Kept one at a time, each page's last step replayed the game from its start twice.)"""
    names, _, texts = typed_game("nile", 3, 3)
    session = TableSession.start(spec_of("nile"), names, [], tmp_path / "game.yaml")
    made = 0
    new_game = session.new_game

    def counted():
        nonlocal made
        made += 1
        return new_game()

    monkeypatch.setattr(session, "new_game", counted)
    steps = replays = 0
    for text in texts:
        assert isinstance(session.enter_as(text, None, host=True), Accepted), text
        steps, before = steps + 1, made
        _pages(session)
        replays += made - before
    assert steps > 60 and replays < steps // 3, (steps, replays)  # (kept one at a time: 1,094 for 90 steps)
