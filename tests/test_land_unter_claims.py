"""Land Unter's hands written down are claims (decision *claims*, ``data/land-unter.yaml``; fe-table6 problems
1 and 2): two hands as written sharing a card (a mis-tap in the 60-card picker) teach nobody anything. Writing
a hand never takes a card out of another seat's hand as written; no page learns another seat's face-down card
before the trick is turned up; once it is, only the page whose hand as written held it is told, and writes
that card again (one tap); ``nile check`` names the claims that cannot all be true."""

from __future__ import annotations

import json
from pathlib import Path

from scorer.games import game as spec_of
from scorer.session import Accepted, TableSession
from tests.land_unter_helpers import quick  # noqa: F401 (quick: autouse)

SPEC = spec_of("land-unter")
BEN = [4, 8, 9, 23, 30, 33, 45, 46, 47, 50, 55, 60]
ANNA = [5, 9, 16, 20, 25, 34, 39, 41, 44, 48, 52, 59]  # her 9 is the mis-tap
LOST = "9 was played by Ben in trick 1; your hand as written cannot hold it: write that card again"


def _hand(cards: list[int]) -> str:
    return "hand [" + " ".join(map(str, cards)) + "]"


def _enter(session: TableSession, text: str, seat: int | None) -> Accepted:
    ruling = session.enter_as(text, seat)
    assert isinstance(ruling, Accepted), (text, ruling)
    return ruling


def _page(session: TableSession, seat: int, board: bool = True) -> tuple:
    """What ``seat``'s page shows but its last step: prompt, entries, taps, hand, pick, and the text board
    (unless not ``board``: it shows 'Played: Ben ?' once Ben's card is in, on every page alike)."""
    view = session.view(seat)
    return view.prompt, view.entries, view.taps, view.board if board else "", view.hand, view.pick


def _fe6(tmp_path: Path) -> TableSession:
    """fe-table6's set-up: lifebelts 5 4 5, Ben writes his hand, then Anna hers holding Ben's 9."""
    session = TableSession.start(SPEC, ["Anna", "Ben", "Cleo"], [], tmp_path / "lu3.yaml")
    _enter(session, "5 4 5", None)
    _enter(session, _hand(BEN), 1)
    return session


def test_writing_a_hand_never_changes_another_seats_hand_as_written(tmp_path):
    """Problem 2: Anna's hand as written holding Ben's 9 took the 9 out of Ben's page ('1 card not written
    down', the picker back, 'Ben 9' gone)."""
    session = _fe6(tmp_path)
    before = _page(session, 1), _page(session, 2)
    ruling = _enter(session, _hand(ANNA), 0)
    assert not any("9" in line for line in ruling.news), ruling.news
    assert (_page(session, 1), _page(session, 2)) == before
    assert session.view(1).hand == [("hand", [str(c) for c in BEN])]
    assert session.state.hand_known[1] == set(BEN) and session.state.hand_known[0] == set(ANNA)


def test_no_page_learns_a_face_down_card_a_hand_as_written_holds_until_the_trick_is_turned_up(tmp_path):
    """Problem 1: Ben's 9 played face down was told at once on Anna's page ('Taken on trust: Ben played 9')
    and left her hand as written. Now nothing changes on any page until the trick's last card is in; then
    Anna's page alone is told, and she writes that one card again."""
    session = _fe6(tmp_path)
    _enter(session, _hand(ANNA), 0)
    _enter(session, "3 5", 2)
    before = {seat: _page(session, seat, board=False) for seat in (0, 2)}
    start = len(session.moves)
    _enter(session, "9", 1)  # Ben taps his 9, face down
    assert {seat: _page(session, seat, board=False) for seat in (0, 2)} == before
    assert session.view(0).taps["9"] == "Anna 9"  # still Anna's to tap, as she wrote
    for seat in (None, 0, 2):
        assert not any("9" in line for line in session.news_as(seat, start)), session.news_as(seat, start)
    _enter(session, "5", 0)
    start = len(session.moves)
    _enter(session, "1", 2)  # the last card: the trick is turned up
    said = {seat: session.news_as(seat, start) for seat in (None, 0, 1, 2)}
    assert [line for line in said[0] if "hand as written" in line] == [LOST], said[0]
    for seat in (None, 1, 2):
        assert not any("hand as written" in line for line in said[seat]), (seat, said[seat])
    hand = session.view(0).hand[0][1]
    assert "9" not in hand and hand[-1] == "1 card not written down", hand
    assert session.view(0).pick.button == "Turn them up"  # the water's buttons, and beside them (fe-table8 problem 5):
    pick, = session.view(0).more
    assert pick.count == 1 and "9" not in pick.items and "5" not in pick.items
    # her 5 was played in that very trick: in the entry (the hand must hold it), not among the cards still held
    # the words name (fe-table8 problem 6)
    assert "[5 " in pick.entry and pick.label.startswith("Your hand as written holds 16, 20,"), pick.label
    assert pick.entry == "hand [" + " ".join(str(c) for c in sorted(set(ANNA) - {9})) + " {}]"
    halves = session.state.halves
    again = next(c for c in range(1, 61) if halves[c] == halves[9] and c not in ANNA + BEN + [1])
    _enter(session, pick.entry.replace("{}", str(again)), 0)  # one tap on the page
    assert str(again) in session.view(0).hand[0][1] and session.view(0).pick.button == "Turn them up"
    assert [p.button for p in session.view(0).more] == ["Write my hand again"]  # no hand to write, one to fix


def test_check_names_the_claims_that_cannot_all_be_true_while_they_stand(tmp_path, nile):
    """``nile check`` rules each step as the live table did (a hand as written is a claim): the record is
    legal, and the claims on Ben's 9 are named (text and --json) while they stand: two hands as written holding
    it until the card is played (Ben's claim then is a fact, Anna's is lost), Anna's lost claim until she
    writes her hand again (fe-table8 problem 8: a correction leaves nothing to report)."""
    session = _fe6(tmp_path)
    _enter(session, _hand(ANNA), 0)
    _enter(session, "3 5", 2)
    wrote = "Cannot all be true:\n  - round 1, trick 1: Anna wrote down a hand holding 9, which Ben's hand as " \
            "written holds too"
    assert wrote in nile("check", session.path).stdout
    for text, seat in (("9", 1), ("5", 0), ("1", 2)):
        _enter(session, text, seat)
    recorded = session.path.read_text()
    result = nile("check", session.path)
    assert result.exit_code == 0, result.output
    assert ("Cannot all be true:\n  - round 1, trick 1: Ben played 9, which Anna's hand as written held"
            in result.stdout), result.stdout
    assert "Anna wrote down" not in result.stdout
    doc = json.loads(nile("check", "--json", session.path).stdout)
    assert len(doc["findings"]) == 1
    assert session.path.read_text() == recorded
    halves = session.state.halves
    real = next(c for c in range(1, 61) if halves[c] == halves[9] and c not in ANNA + BEN + [1])  # Cleo's 1
    _enter(session, _hand(sorted(set(ANNA) - {9} | {real})), 0)
    assert "Cannot all be true" not in nile("check", session.path).stdout
    other = TableSession.start(SPEC, ["Anna", "Ben", "Cleo"], [], tmp_path / "b.yaml")
    _enter(other, "5 4 5", None)
    _enter(other, _hand(BEN), 1)
    assert "Cannot all be true" not in nile("check", other.path).stdout


def test_in_open_play_a_claim_is_lost_as_the_card_is_played_face_up():
    """[Variante] the cards go face up one after another: a hand as written holding a card played is settled
    at once (nothing is face down), and only its holder's copy hears of it."""
    from scorer.games.land_unter.engine import LandUnter
    from scorer.games.land_unter.moves import Deal, HandWritten, Play, TurnUp
    from scorer.games.land_unter.seats import seen_by
    from scorer.games.land_unter.view import news

    state = LandUnter(["Anna", "Ben", "Cleo"], ["open-play"])
    state.trusting = True
    state.apply(Deal(None, (5, 6, 5)))  # Ben has the most lifebelts: he leads
    state.apply(TurnUp((3, 5)))
    state.apply(HandWritten(0, tuple(ANNA)))
    leader = state.current_player
    assert leader != 0  # Anna does not lead: her 9 is played by another first
    before = state.clone()
    state.apply(Play(leader, 9))
    assert 9 not in state.hand_known[0] and [c.card for c in state.lost] == [9]
    said = news(seen_by(before, 0), Play(leader, 9), seen_by(state, 0))
    assert any("your hand as written cannot hold it" in line for line in said), said
    assert not any("hand as written" in line for line in news(seen_by(before, 2), Play(leader, 9), seen_by(state, 2)))


def test_a_hand_as_written_may_be_written_again_to_correct_it(tmp_path):
    """Anna's hand as written holds Ben's 9, and her real card (16 here stands for it) is not in it: she may
    write her hand again (a correction), not the same hand twice."""
    session = _fe6(tmp_path)
    _enter(session, _hand(ANNA), 0)
    again = session.enter_as(_hand(ANNA), 0)
    assert not isinstance(again, Accepted) and "written down once, and again only to correct it" in again.reason
    halves = session.state.halves
    real = next(c for c in range(1, 61) if halves[c] == halves[9] and c not in ANNA + BEN)
    fixed = sorted(set(ANNA) - {9} | {real})
    _enter(session, _hand(fixed), 0)
    assert session.view(0).hand == [("hand", [str(c) for c in fixed])]
    assert session.state.hand_known[1] == set(BEN)  # Ben's page never changed
