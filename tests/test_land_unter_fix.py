"""Land Unter's seat pages after fe-table8 (issue 22): the water-level cards are buttons on every page that
is asked them, a hand not written too (problems 4, 5); a hand mis-written by its holder is fixed by swapping
one card, two taps (problem 3); open play's step reads with its player's name (problem 4). Problem 6 (the
card to write again asked among the cards still held) is in test_land_unter_claims."""

from __future__ import annotations


import pytest
from starlette.testclient import TestClient

from scorer.games import game as spec_of
from scorer.session import Accepted, Illegal, TableSession, Unreadable
from scorer.web.app import create_app
from scorer.web.table import SharedTable
from tests.land_unter_helpers import dealt, hand_text, quick, simulated  # noqa: F401 (quick: autouse)
from tests.seat_pages import HOST, SEATS, client_of, rev_of

SPEC = spec_of("land-unter")


def _mistyped(tmp_path) -> tuple[TableSession, list, list[list[int]], int, int]:
    """Anna writes her hand with a card nobody was dealt (of the same lifebelt halves) in place of one of hers,
    then the water is turned up: the session, the moves, the hands, her real card and the wrong one."""
    session, moves, hands = dealt(tmp_path, turned_up=False)
    halves, dealt_cards = session.state.halves, {c for hand in hands for c in hand}
    real = hands[0][0]
    wrong = next(c for c in range(1, 61) if c not in dealt_cards and halves[c] == halves[real])
    written = sorted(set(hands[0]) - {real} | {wrong})
    assert isinstance(session.enter_as(hand_text(written), 0), Accepted)
    assert isinstance(session.enter_as(" ".join(map(str, moves[1].cards)), 1), Accepted)
    return session, moves, hands, real, wrong


def test_the_water_buttons_are_on_a_page_whose_hand_is_not_written(tmp_path):
    """Problem 5: a page with its hand to write showed the 60-card grid and no water buttons. Now the water's
    buttons are the page's tell section and the grid is folded beside them; both are drawn and both work."""
    session, moves, hands = dealt(tmp_path, turned_up=False)
    client = client_of(session)
    page = client.get(f"/?t={SEATS[0]}").text
    assert 'class="tell" data-entry="{}" data-count="2"' in page  # the water, 2 taps
    folded = page[page.index('<details class="pick">'):]
    assert "<summary>Your hand is not written down" in folded and 'id="picked"' in folded
    assert 'value="hand [] "' not in page and "Write my hand</button>" in folded
    water = " ".join(map(str, moves[1].cards))
    answer = client.post("/enter", data={"t": SEATS[0], "rev": rev_of(page), "entry": water, "via": "tell"},
                         headers={"HX-Request": "true"}).text
    assert f"Recorded: {water}" in answer and session.state.water is not None


def test_a_hand_mis_written_by_its_holder_gives_way_to_her_real_card_and_is_fixed_in_one_tap(tmp_path, nile):
    """Problem 3: Anna wrote an undealt card for her real one; her real card was refused with no word of a
    fix, and only typing the 12 cards again helped. Before she plays, her page offers her hand as written
    ticked (untick the wrong card, tick the right one). And her real card played wins over her hand as written
    (decision *claims*, issue 22: her own card shown is stronger than her claim): it is recorded, her hand as
    written gives way, she alone is told, and her page ticks the cards she wrote: one tap, on the wrong one,
    writes her hand again."""
    session, moves, hands, real, wrong = _mistyped(tmp_path)
    fix, = session.view(0).more
    assert fix.chosen == tuple(str(c) for c in sorted(set(hands[0]) - {real} | {wrong})) and fix.count == 12
    assert str(real) in fix.items and fix.entry == "hand [{}]"
    client = client_of(session)
    start = len(session.moves)
    rev = rev_of(client.get(f"/?t={SEATS[0]}").text)
    page = client.post("/enter", data={"t": SEATS[0], "rev": rev, "entry": str(real), "via": "typed"},
                       headers={"HX-Request": "true"}).text
    assert f"Your hand as written holds no {real}: play {real} all the same?" in page and len(session.moves) == start
    page = client.post("/enter", data={"t": SEATS[0], "rev": rev, "entry": str(real), "via": "typed", "sure": "yes"},
                       headers={"HX-Request": "true"}).text  # asked first, then played (tests/test_land_unter_ask_first.py)
    assert f"Recorded: Anna {real}" in page, page
    assert session.state.plays[0] == real
    told = [line for line in session.news_as(0, start) if "hand as written did not hold" in line]
    assert told == [f"You played {real} in trick 1, which your hand as written did not hold, so it was written wrong: "
                    "write it again (the cards you wrote are ticked: untick the wrong one)"], session.news_as(0, start)
    for seat in (None, 1, 2):
        assert not any("hand as written" in line for line in session.news_as(seat, start)), seat
    pick = session.view(0).pick
    assert pick is not None and pick.count == 11 and pick.entry == f"hand [{real} {{}}]"
    assert pick.chosen == tuple(str(c) for c in sorted(set(hands[0]) - {real} | {wrong}))
    page = client.get(f"/?t={SEATS[0]}").text
    assert f'data-chosen="{" ".join(pick.chosen)}"' in page
    assert f'<input type="checkbox" value="{wrong}" checked>' in page
    kept = [c for c in pick.chosen if c != str(wrong)]  # the one tap: the wrong card unticked
    assert isinstance(session.enter_as(pick.entry.replace("{}", " ".join(kept)), 0), Accepted)
    assert session.view(0).hand == [("hand", [str(c) for c in sorted(set(hands[0]) - {real})])]
    assert session.state.hand_known[0] == set(hands[0])
    result = nile("check", session.path)
    assert result.exit_code == 0 and "Cannot all be true" not in result.stdout, result.stdout


def test_a_hand_nobody_wrote_is_refused_as_before_with_no_fix_offered(tmp_path):
    """A hand given at the deal in a record is the record's fact, not a claim: no swap is offered, and a card
    not in it is refused in the old words."""
    moves, hands, belts = simulated()
    session = TableSession.start(SPEC, ["Anna", "Ben", "Cleo"], [], tmp_path / "lu.yaml")
    deal = " ".join(f"{b} [{' '.join(map(str, h))}]" for b, h in zip(belts, hands))
    assert isinstance(session.enter_as(deal, None, host=True), Accepted)
    assert isinstance(session.enter_as(" ".join(map(str, moves[1].cards)), None, host=True), Accepted)
    other = hands[1][0]
    refused = session.enter_as(f"Anna {other}", None, host=True)
    assert isinstance(refused, Illegal) and "write it again" not in refused.reason, refused
    assert session.view(0).more == ()


def test_open_play_pages_have_the_water_buttons_the_hand_and_read_the_step_named(tmp_path):
    """Problem 4: in open play no seat page had the water buttons nor the hand to write, and the last step
    read '28' where it should say whose card it was."""
    moves, hands, belts = simulated()
    session = TableSession.start(SPEC, ["Anna", "Ben", "Cleo"], ["open-play"], tmp_path / "luo.yaml")
    assert isinstance(session.enter_as(" ".join(map(str, belts)), None, host=True), Accepted)
    for seat in (0, 1, 2):
        view = session.view(seat)
        assert view.pick is not None and view.pick.repeat and view.pick.button == "Turn them up", seat
        assert [p.button for p in view.more] == ["Write my hand"]
    assert isinstance(session.enter_as(hand_text(hands[1]), 1), Accepted)
    assert isinstance(session.enter_as(" ".join(map(str, moves[1].cards)), 2), Accepted)
    first = session.state.current_player
    other = next(p for p in (0, 1, 2) if p != first)
    waiting = session.view(other)
    assert waiting.entries == [] and f"{session.players[first]} plays now" in waiting.prompt.text
    if other == 1:
        assert waiting.taps == {}  # not Ben's turn: his cards are not tapped
    card = hands[first][0]
    refused = session.enter_as(str(hands[other][0]), other)  # a bare card on a page: its own seat's, not the turn's
    assert isinstance(refused, Unreadable) and f"it is {session.players[first]}'s turn" in refused.message, refused
    assert isinstance(session.enter_as(str(card), first), Accepted)
    for seat in (None, 0, 1, 2):
        assert session.view(seat).last[1] == f"{session.players[first]} {card}", seat
    assert session.state.plays == {first: card}


@pytest.mark.parametrize("seat", [0, 1])
def test_a_page_with_its_hand_written_offers_no_grid_to_write_it(tmp_path, seat):
    """A page whose hand is written has the water buttons and only the fix, folded (never the grid to write)."""
    session, moves, hands = dealt(tmp_path, turned_up=False)
    assert isinstance(session.enter_as(hand_text(hands[seat]), seat), Accepted)
    page = client_of(session).get(f"/?t={SEATS[seat]}").text
    assert 'class="tell"' in page and "Write my hand</button>" not in page and "Write my hand again</button>" in page
    assert page.count(">Your hand as written is wrong?") == 1  # the fold's title once (review s33 finding 10)


def test_a_hand_not_written_is_folded_beside_the_cards_to_play(tmp_path):
    """fe-table9 problem 5: with the hand not written, the player asked for a card saw two 60-number grids on
    one screen (the hand to write above the cards to play) and a tap on the first only ticked a card. The
    grid to write the hand is folded beside the cards then; a hand given way to fix stays open (its cards
    ticked)."""
    session, moves, hands = dealt(tmp_path, turned_up=True)
    view = session.view(0)
    assert len(view.entries) > 12 and view.pick is None
    assert [p.button for p in view.more][-1] == "Write my hand"
    page = TestClient(create_app(SharedTable(session, run="ab12"), HOST, seats=SEATS)).get(f"/?t={SEATS[0]}").text
    assert '<details class="pick"' in page and "Write my hand</button>" in page
