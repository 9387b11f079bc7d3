"""Land Unter's seat pages after lurev3 (issue 22): a refused card leaves the grid to write the hand folded
(defect 1); the hand not written yet at the deal is not "nothing" (4a)."""

from __future__ import annotations

from starlette.testclient import TestClient

from scorer.session import Accepted, TableSession
from scorer.web.table import SharedTable
from tests.land_unter_helpers import dealt, quick  # noqa: F401 (quick: autouse)
from tests.seat_pages import SEATS, client_of, rev_of
from tests.test_session import spec_of


def _post(client: TestClient, seat: int, page: str, entry: str, via: str) -> str:
    return client.post("/enter", data={"t": SEATS[seat], "rev": rev_of(page), "entry": entry, "via": via},
                       headers={"HX-Request": "true"}).text


def _pick(page: str) -> str:
    """The fold of the grid to write the hand, whole."""
    start = page.index('<details class="pick"')
    return page[start:page.index("</details>", start)]


def test_a_card_refused_leaves_the_grid_to_write_the_hand_folded(tmp_path):
    """lurev3 defect 1: Cleo (hand not written) typed a card Ben had played (here Anna, Ben's card); the refusal was right, but the
    page came back with the 58 numbers to write her hand open above it and above her cards to play. Now the
    fold stays shut and the refusal is beside the field; a refusal of the hand written from the fold itself
    opens it again, with the refusal under the grid."""
    session, moves, hands = dealt(tmp_path, turned_up=True)
    played = hands[1][0]
    assert isinstance(session.enter_as(str(played), 1), Accepted)
    client = client_of(session)
    page = client.get(f"/?t={SEATS[0]}").text
    answer = _post(client, 0, page, f"Anna {played}", "entry")
    assert "Illegal, not recorded: Anna " in answer and 'class="ruling refused"' in answer
    fold = _pick(answer)
    assert fold.startswith('<details class="pick">') and 'class="ruling refused"' not in fold
    assert answer.index('class="ruling refused"') > answer.index("</details>", answer.index('<details class="pick"'))
    short = "hand [" + " ".join(map(str, hands[0][:11])) + "]"
    answer = _post(client, 0, client.get(f"/?t={SEATS[0]}").text, short, "more1")
    fold = _pick(answer)
    assert fold.startswith('<details class="pick" open>') and 'class="ruling refused"' in fold, fold[:300]
    assert 'name="via" value="more1"' in fold


def test_the_hand_at_the_deal_is_not_written_yet_rather_than_nothing(tmp_path):
    """lurev3 4a: at the deal every page read "Your hand: nothing"; the hand is dealt, only not written."""
    session = TableSession.start(spec_of("land-unter"), ["Anna", "Ben", "Cleo"], [], tmp_path / "lu.yaml")
    assert session.view(1).hand == [("hand", ["12 cards not written down"])]
    page = client_of(session).get(f"/?t={SEATS[1]}").text
    assert "12 cards not written down" in page and '<span class="empty">nothing</span>' not in page


def test_an_illegal_card_from_a_page_a_moment_old_gets_the_rule_not_the_game_moved_on(tmp_path):
    """lurev3 defect 2: trick 2, Anna and Ben tapped their cards; Cleo's page, drawn before, typed a card Ben
    played in trick 1: "the game moved on … it answers no step", though it answers her own card, only illegally.
    Now it is ruled on the game as it is: refused with the rule's reason, nothing recorded."""
    from tests.test_serve_seats import HOST as HOST3, SEATS as SEATS3, offered, served, until

    from scorer.games.land_unter.engine import Phase

    client, table, names, moves, texts = served("land-unter", 5, tmp_path)
    until(client, table, moves, texts, lambda s: s.phase == Phase.PLAY and s.trick == 1)
    state = table.session.state
    gone = next(c for c, (seat, trick) in state.seen.items() if seat == 1 and trick == 1)  # Ben's, trick 1
    old = table.revision
    for seat in (0, 1):
        ruling = table.enter(offered(table, seat)[0], table.revision, seat, host=False)
        assert type(ruling).__name__ == "Accepted", ruling
    start = len(table.session.moves)
    ruling = table.enter(f"Cleo {gone}", old, 2, host=False)
    assert type(ruling).__name__ == "Illegal" and f"{gone} was already played this round" in ruling.reason, ruling
    assert len(table.session.moves) == start
    ruling = table.enter("Ben 1", old, 1, host=False)  # Ben's second card from his page of then: refused too
    assert type(ruling).__name__ == "Illegal" and ruling.id == "land-unter.play.twice" and len(table.session.moves) == start
    anna = [c for c in range(1, 61) if c not in table.session.state.seen][0]
    ruling = table.enter(f"Anna {anna}", old, None, host=True)  # the host's page answers only its own step
    assert type(ruling).__name__ == "MovedOn", ruling
    assert HOST3 and SEATS3


def test_a_count_tapped_as_another_player_took_theirs_back_is_kept(tmp_path):
    """lurev3 defect 3: at the deal Ben tapped 5, took it back and tapped 4; Cleo's page, drawn with Ben's 5,
    tapped 5 a moment later: "the game moved on … not applied", though the counts do not depend on each other.
    Now it is recorded; Ben's own page drawn before his take back still may not count again."""
    session = TableSession.start(spec_of("land-unter"), ["Anna", "Ben", "Cleo"], [], tmp_path / "lu.yaml")
    table = SharedTable(session)
    first = table.revision  # Anna's page, drawn before all of it
    assert type(table.enter("5", table.revision, 1, host=False)).__name__ == "Accepted"
    drawn = table.revision
    assert type(table.undo(table.revision, 1)).__name__ == "Undone"
    assert type(table.enter("4", table.revision, 1, host=False)).__name__ == "Accepted"
    ruling = table.enter("5", drawn, 2, host=False)
    assert type(ruling).__name__ == "Accepted" and session.state.announced == {1: 4, 2: 5}, ruling
    assert type(table.enter("5", drawn, 1, host=False)).__name__ == "MovedOn"
    assert type(table.enter("5", first, 1, host=False)).__name__ == "MovedOn"  # maybe the 5 taken back, sent again
    ruling = table.enter("3", first, 0, host=False)
    assert type(ruling).__name__ == "Accepted" and "Anna 3, Ben 4, Cleo 5" in ruling.news[0], ruling
