"""NILE's cards told are claims (decision *claims*, ``data/nile.yaml``; fe-table5 problem 2): a claim is checked
only against the public facts and its teller's own claims and moves, never another seat's; it places no card,
so one seat's claim never changes another seat's page, entries or tell section; a card shown face up that
leaves a seat's own claims uncovered makes them lost, said to that seat alone; and ``nile check`` names the
claims that cannot all be true."""

from __future__ import annotations

import json
from pathlib import Path

from scorer.games import game as spec_of
from scorer.games.nile.moves import Hold
from scorer.games.nile.seats import own_step
from scorer.session import Accepted, TableSession
from tests.nile_helpers import CS, FLAX, game

SPEC = spec_of("nile")
LC = CS.parse("Lettuce/Castor")  # the game has one
LOST = "your told Lettuce/Castor cannot be in your hand: tell that card again"


def _session(tmp_path: Path) -> TableSession:
    return TableSession.start(SPEC, ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")


def _enter(session: TableSession, text: str, seat: int | None) -> Accepted:
    ruling = session.enter_as(text, seat)
    assert isinstance(ruling, Accepted), (text, ruling)
    return ruling


def _page(session: TableSession, seat: int) -> tuple:
    """What ``seat``'s page shows of the game but the last step: the prompt, entries and taps, the text
    board, the hand and the tell section; and the counts of the seat's copy."""
    view, seen = session.view(seat), session.seen(seat)
    return (view.prompt, view.entries, view.taps, view.board, view.hand, view.pick, seen.unaccounted,
            seen.hand, seen.hand_unseen)


def test_a_claim_is_never_ruled_against_nor_changed_by_another_seats_claim():
    state = game()
    state.apply(Hold(0, (LC,)))
    assert state.check(Hold(1, (LC,))) is None  # Ben is not refused for Anna's claim (that would tell it)
    state.apply(Hold(1, (LC,)))
    assert (state.hand[0][LC], state.told[0][LC], state.hand[1][LC], state.unaccounted[LC]) == (1, 1, 1, 1)
    assert state.lost == []
    # the teller's own claims still bind: Ben cannot claim a second one
    err = state.check(Hold(1, (LC,)))
    assert err is not None and "already accounted for" in err.reason and "1 in Ben's hand" in err.reason, err


def test_another_seats_claim_changes_nothing_on_a_page(tmp_path):
    """fe-table5 problem 2: Ben's claim of the one Lettuce/Castor once made Anna's page read '1 not told' (telling
    her Ben's claim), left her board and entries with the card and took her tell section away for good."""
    session = _session(tmp_path)
    _enter(session, "Anna holds Lettuce/Castor", 0)
    before = _page(session, 0), _page(session, 2)
    _enter(session, "Ben holds Lettuce/Castor", 1)
    assert (_page(session, 0), _page(session, 2)) == before
    assert "Lettuce/Castor" in SPEC.secrets.hand(session.state, 0)[0][1]


def test_a_claim_a_face_up_card_leaves_uncovered_is_lost_and_said_to_its_teller_only(tmp_path):
    session = _session(tmp_path)
    _enter(session, "Anna holds Lettuce/Castor Papyrus Wheat Flax Castor/Flax", 0)
    _enter(session, "Ben holds Lettuce/Castor", 1)
    _enter(session, "Papyrus", 0)
    start = len(session.moves)
    _enter(session, "speculate Lettuce/Castor", 0)
    said = {seat: session.news_as(seat, start) for seat in (None, 0, 1, 2)}
    lost = [line for line in said[1] if LOST in line]
    assert lost == [f"Lettuce/Castor: the game has 1 (1 laid as speculation); {LOST}"], said[1]
    for seat in (None, 0, 2):  # the table and the other seats learn nothing they could not see
        assert not any("told" in line and "cannot" in line for line in said[seat]), (seat, said[seat])
    assert SPEC.secrets.hand(session.state, 1)[0][1] == ["5 not told"]
    step = own_step(session.seen(1), 1)  # Ben's tell section is back, for his five cards
    assert step is not None and step.pick is not None and step.pick.count == 5
    assert "Lettuce/Castor" not in step.pick.items  # the one copy is face up


def test_a_claim_lost_to_a_flood_card(tmp_path):
    session = _session(tmp_path)
    _enter(session, "Anna holds Lettuce/Castor", 0)
    start = len(session.moves)
    _enter(session, "Lettuce/Castor", 0)  # turned up as the flood: Anna's claim cannot be true
    assert any(LOST in line for line in session.news_as(0, start))
    assert not any("cannot be in" in line for seat in (None, 1, 2) for line in session.news_as(seat, start))
    assert SPEC.secrets.hand(session.state, 0)[0][1] == ["5 not told"]


def test_check_names_the_claims_that_cannot_all_be_true(tmp_path, nile):
    """``nile check`` once said 'Every move is legal' of a record where Anna and Ben both told the game's one
    Lettuce/Castor; it now names the card and the seats (text and --json)."""
    session = _session(tmp_path)
    _enter(session, "Anna holds Lettuce/Castor", 0)
    _enter(session, "Ben holds Lettuce/Castor", 1)
    _enter(session, "Papyrus", 0)
    _enter(session, "speculate Lettuce/Castor", 0)
    result = nile("check", session.path)
    assert result.exit_code == 0, result.output
    assert "Cannot all be true:\n  - Lettuce/Castor: the game has 1, fewer than the cards told by Anna and Ben" \
        in result.stdout, result.stdout
    doc = json.loads(nile("check", "--json", session.path).stdout)
    assert len(doc["findings"]) == 1 and "Anna and Ben" in doc["findings"][0]
    # a record without such claims says nothing of the kind
    other = _session(tmp_path / "b")
    _enter(other, "Anna holds Lettuce/Castor", 0)
    _enter(other, "Papyrus", 0)
    assert "Cannot all be true" not in nile("check", other.path).stdout


def test_claims_of_a_card_with_copies_left_stand_together():
    """Several copies of Flax unseen: Ben's and Cleo's claims both stand after a Flax turns up, and nobody is
    told anything (each claim alone is still possible)."""
    state = game()
    state.unaccounted[FLAX] = 3
    state.apply(Hold(1, (FLAX,)))
    state.apply(Hold(2, (FLAX,)))
    state.apply(SPEC.notation.parse(state, "Flax"))
    assert (state.hand[1][FLAX], state.hand[2][FLAX], state.lost, state.findings()) == (1, 1, [], [])


def test_the_pictures_served_are_drawn_in_a_private_folder_not_beside_the_record(tmp_path):
    """fe-table5 problem 9, fe-table8 problem 9: ``nile serve`` drew ``<record>.seat-N.svg`` (a seat's view,
    its told hand in it) and ``<record>.svg`` beside the record, unexpected files in the players' folder. They are
    drawn in a folder of the table's own, readable by the server's user only (0700, a seat's file 0600 even
    under a lax umask), and removed with the table."""
    import gc
    import os
    import stat

    from scorer.web.table import SharedTable

    session = _session(tmp_path)
    _enter(session, "Anna holds Lettuce/Castor", 0)
    table = SharedTable(session, run="a1")
    mask = os.umask(0o000)
    try:
        anna, ben, shared = table.picture(0), table.picture(1), table.picture(None)
    finally:
        os.umask(mask)
    assert anna is not None and ben is not None and shared is not None
    assert "Lettuce/Castor" in anna.read_text() and "Lettuce/Castor" not in ben.read_text()
    assert not list(tmp_path.glob("*.svg"))
    folder = anna.parent
    assert {anna.parent, ben.parent, shared.parent} == {folder} and not folder.is_relative_to(tmp_path)
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    for path in (anna, ben):
        assert stat.S_IMODE(path.stat().st_mode) == 0o600, (path, oct(path.stat().st_mode))
    del table
    gc.collect()
    assert not folder.exists()
