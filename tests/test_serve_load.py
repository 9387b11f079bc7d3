"""``nile serve`` under a bounded load, on 127.0.0.1 only: six phones (httpx clients in threads) each make
exactly 500 requests to a real uvicorn server, mixing page loads, polls, moves, forms of a passed
revision, forms sent twice and undos, and racing each other for the same step now and then. No answer
is a 5xx or unexpected; every change of the game was told to exactly one phone; the record on disk,
read back, holds exactly the entries the phones were told were recorded, minus those undone."""

from __future__ import annotations

import pytest

from scorer.session import TableSession
from tests.serving import accepted_sequence, check_repeats, load, races_won, serving
from tests.test_session import _position, spec_of

REQUESTS = 500  # per phone, as the issue asks


def _typed_entries(session: TableSession) -> list[str]:
    """The table's entries of ``session``, oldest first, as the host's page says them."""
    return [session.entry_as(first, end, None)[1] for first, end in session.entry_spans()]


@pytest.mark.parametrize("slug,seed", [("ufern-des-nils", 61), ("nil", 62)])
def test_six_phones_at_once_lose_and_double_nothing(slug, seed, tmp_path):
    spec = spec_of(slug)
    session = TableSession.start(spec, spec.names(2), [], tmp_path / "game.yaml")
    with serving(session) as (address, table):
        answers, _ = load(address, seed, phones=6, requests=REQUESTS, deadline=300)
        changes = table.changes
    assert [sum(1 for a in answers if a.phone == n) for n in range(6)] == [REQUESTS] * 6
    assert not [a for a in answers if a.status >= 500]
    expected = accepted_sequence(answers, changes)
    live = table.session
    assert _typed_entries(live) == expected  # the table's entries (a step taken by the session itself is none)
    on_disk = TableSession.resume(session.path)
    assert _position(on_disk) == _position(live)  # the record holds every step, those taken by the session too
    assert on_disk.standings() == table.session.standings() and on_disk.prompt == table.session.prompt
    # the load did what it is for: moves recorded, forms refused as stale, repeats answered once, undos
    said = [a.said for a in answers]
    assert sum(s.startswith("Recorded: ") for s in said) >= 30 and sum(s.startswith("Undone: ") for s in said) >= 1
    assert any(a.action == "stale" and a.status == 409 for a in answers)
    assert check_repeats(answers) >= 1  # a form sent twice: recorded once, the second told so
    won = races_won(answers)  # one form of each race recorded, unless the game was over then
    assert len(won) == 8 and sum(won) >= 1
