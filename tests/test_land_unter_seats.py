"""Land Unter at a table of phones: each seat writes its own hand on its own page (``Ben hand [...]``), no seat
learns another's hand by trying its own cards (a clash with a hand as written is taken on trust, told to that
hand's holder, ruled at the round's end and by ``nile check``), a bare card on one's own page is one's own,
and a refusal names the player whose step it is (:mod:`scorer.games.land_unter.written`, :mod:`scorer.views`)."""

from __future__ import annotations

import yaml

from scorer.games.land_unter.moves import Deal, HandWritten, Play, TurnUp
from scorer.session import Accepted, Forbidden, Illegal, TableSession
from tests.test_seats import _play_both
from tests.land_unter_helpers import NAMES, dealt, hand_text, quick  # noqa: F401 (quick: autouse)
from tests.test_session import spec_of


def test_a_seat_writes_its_own_hand_on_its_own_page_and_no_other_page_reads_it(tmp_path):
    session, _, hands = dealt(tmp_path, turned_up=True)
    before = session.view(1)
    assert "write your hand down: hand, then the 12 cards you still hold in brackets" in before.prompt.hint
    assert before.hand == [("hand", ["12 cards not written down"])]
    ruling = session.enter_as(hand_text(hands[1]), 1)  # typed on Ben's page: his hand
    assert isinstance(ruling, Accepted) and ruling.entry == "Ben " + hand_text(hands[1])
    after = session.view(1)
    assert after.hand == [("hand", [str(c) for c in hands[1]])] and "write your hand" not in after.prompt.hint
    assert set(after.taps) == {str(c) for c in hands[1]}  # his cards, to tap
    for seat in (None, 0, 2):  # another page: the step is in the history, its cards are not; it is no step
        view = session.view(seat)  # at that page's table, so the last step stays the water cards turned up
        assert view.last is not None and view.last[1] == before.last[1] != "Ben hand ?"
        assert session.history_as(seat)[-1][1] == "Ben hand ?"
        shown = repr((view, session.history_as(seat), session.news_as(seat, 0)))
        assert hand_text(hands[1])[6:-1] not in shown
    assert not session.record_hides(1) and session.record_hides(0)  # only Ben's page may download it
    # another page cannot write it, nor Ben his hand twice
    assert isinstance(session.enter_as("Ben " + hand_text(hands[1]), 0), Forbidden)
    assert isinstance(session.enter_as(hand_text(hands[1]), 1), Illegal)


def test_a_hand_written_is_checked_against_what_its_seat_knows(tmp_path):
    session, moves, hands = dealt(tmp_path, turned_up=True)
    anna, ben = hands[0], hands[1]
    assert isinstance(session.enter_as(str(moves[2].card), 0), Accepted)  # Anna plays her first card
    played = moves[2].card
    same_kind = next(c for c in range(1, 61) if c not in ben and c not in anna and c != played
                     and session.state.halves[c] == session.state.halves[ben[0]])
    other_kind = next(c for c in range(1, 61) if c not in ben and session.state.halves[c] != session.state.halves[ben[0]]
                      and c not in anna and c not in session.state.seen)
    cases = {
        "11 cards": (ben[:11], "has 11 weather cards"),
        "twice": (ben[:11] + [ben[0]], "written twice"),
        # (Anna's card, face down until the trick's last card is in, is taken on trust: tests/test_land_unter_table.py)
        "lifebelts": ([other_kind] + ben[1:], "were announced for it"),
    }
    for name, (cards, reason) in cases.items():
        ruling = session.enter_as(hand_text(cards), 1)
        assert isinstance(ruling, Illegal) and reason in ruling.reason, (name, ruling)
    assert isinstance(session.enter_as(hand_text([same_kind] + ben[1:]), 1), Accepted)  # it fits all he knows
    # Cleo plays, then writes a hand that lacks the card she played
    assert isinstance(session.enter_as(f"{moves[4].card}", 2), Accepted)
    lacking = [c for c in hands[2] if c != moves[4].card] + [next(c for c in range(1, 61) if c not in set().union(*map(set, hands))
                                                               and session.state.halves[c] == session.state.halves[moves[4].card])]
    assert "lacks" in session.enter_as(hand_text(lacking), 2).reason  # type: ignore[union-attr]


def test_hands_written_on_their_pages_read_back_check_and_resume(tmp_path, nile):
    session, moves, hands = dealt(tmp_path, turned_up=True)
    for seat in (0, 1, 2):
        assert isinstance(session.enter_as(hand_text(hands[seat]), seat), Accepted)
    assert isinstance(session.enter_as(str(moves[2].card), 0), Accepted)
    record = yaml.safe_load(session.path.read_text())
    assert record["rounds"][0]["tricks"][0]["hands"] == {name: hand for name, hand in zip(NAMES, hands)}
    assert nile("check", session.path).exit_code == 0
    again = TableSession.resume(session.path)
    assert again.state.hand_known == session.state.hand_known and again.moves == session.moves


def _wronghand_text(hands: list[list[int]], halves: list[int], theirs: int, keep: int) -> tuple[list[int], int]:
    """Anna's hand as she mistypes it: one of her cards (not ``keep``) swapped for Ben's ``theirs`` of the same
    lifebelts (her announced lifebelts still fit): (the hand written, her card left out)."""
    mine = next(c for c in hands[0] if c != keep and halves[c] == halves[theirs])
    return sorted(set(hands[0]) - {mine} | {theirs}), mine


def test_a_seat_trying_its_own_cards_learns_nothing_of_a_hand_written_elsewhere(tmp_path, nile):
    """fe-table2 problem 1: Ben tapping his card that Anna's hand, as written, holds is answered as a card in
    no hand is: accepted (a hand as written is its writer's claim, decision *claims*). Nobody hears of it
    while it is face down (fe-table6 problem 1); once the trick is turned up only Anna's page is told; and
    ``nile check`` names the claim lost (a finding: each step was legal as ruled)."""
    session, moves, hands = dealt(tmp_path, turned_up=True)
    first = {move.player: move.card for move in moves[2:5]}  # the simulated first trick
    clash = first[1]
    written, left_out = _wronghand_text(hands, session.state.halves, clash, first[0])
    assert isinstance(session.enter_as(hand_text(written), 0), Accepted)
    halves = session.state.halves
    free = max((c for c in hands[1] if c not in written), key=lambda c: halves[c] == halves[clash])  # in no hand
    answers = []
    for card in (clash, free):
        ruling = session.enter_as(f"Ben {card}", 1)
        assert isinstance(ruling, Accepted), ruling
        mine = session.view(1)
        answers.append([repr(x).replace(f"Ben {card}", "Ben #").replace(f"card {card} ", "card # ")
                        for x in (ruling, session.news_as(1, session.changed_at), mine.prompt, mine.hand)])
        heard = " ".join(line for seat in (None, 0, 1, 2) for line in session.news_as(seat, 0))
        assert "hand as written" not in heard and "trust" not in heard, heard
        assert session.undo_problem(1) is None and session.undo_as(1, 1).entries
    assert answers[0] == answers[1]
    # played as it was: Ben's card, Anna's and Cleo's; the trick turned up tells Anna alone
    assert isinstance(session.enter_as(f"Ben {clash}", 1), Accepted)
    assert isinstance(session.enter_as(str(first[0]), 0), Accepted)
    start = len(session.moves)
    assert isinstance(session.enter_as(str(first[2]), 2), Accepted)
    lost = f"{clash} was played by Ben in trick 1; your hand as written cannot hold it: write that card again"
    assert lost in session.news_as(0, start)
    assert not any("hand as written" in line for seat in (None, 1, 2) for line in session.news_as(seat, start))
    assert left_out in session.seen(0).playable(0) or session.view(0).pick is not None  # she writes it again
    recorded = session.path.read_text()
    result = nile("check", session.path)
    assert result.exit_code == 0 and f"Ben played {clash}, which Anna's hand as written held" in result.stdout, result.output
    assert session.path.read_text() == recorded  # check changes nothing
    said = _play_round_out(session, moves)
    assert "hand as written" not in said  # the round's end says nothing of it


def _play_round_out(session: TableSession, moves: list) -> str:
    """Enter the simulated round 1 from where the session stands (host's page), skipping the cards already in;
    everything the table's page heard, joined."""
    heard = []
    for move in moves[2:]:
        if isinstance(move, Deal):
            break
        if isinstance(move, Play) and move.card in session.state.seen:
            continue
        if isinstance(move, Play) and move.player in session.state.plays:
            continue
        text = spec_of("land-unter").notation.format(session.state, move)
        ruling = session.enter_as(text, None, host=True)
        assert isinstance(ruling, Accepted), (text, ruling)
        heard += ruling.news
    return " ".join(heard)


def test_a_bare_card_on_ones_own_page_is_ones_own_and_a_refusal_names_whose_step_it_is(tmp_path):
    session, moves, hands = dealt(tmp_path, turned_up=True)
    assert session.state.current_player == 0  # the table is asked for Anna's card
    card = moves[3].card if moves[3].player == 1 else next(m.card for m in moves[2:5] if m.player == 1)
    refused = session.enter_as(f"Ben {card}", 2)  # fe-table2 problem 4: typed on Cleo's page
    assert isinstance(refused, Forbidden) and refused.message.startswith(f"'Ben {card}' is Ben's step: Ben enters it")
    ruling = session.enter_as(str(card), 1)  # fe-table2 problem 6: Ben types his card, bare, on his page
    assert isinstance(ruling, Accepted) and session.state.plays == {1: card}
    assert "Cleo" not in session.view(1).prompt.hint  # his card is in: nothing asks him to enter another's
    hint = session.view(2).prompt.hint  # fe-table2 problem 5: a sentence after the page's "Type"
    # (no number: Ben's card is face down and Cleo's hand not written, so any number could be Ben's card)
    assert hint.startswith("your card, its number, 1-60, or tap it in your hand"), hint


def test_no_view_shows_a_hand_written_on_its_own_page(tmp_path):
    """The property test of secrets (tests/test_seats.py) over a game whose hands are written by their own
    seats during the first tricks (before and after their first card) instead of at the deal."""
    def written_by_their_seats(moves):
        out, hands = [], None
        for move in moves:
            if isinstance(move, Deal) and hands is None:
                hands = move.hands
                out.append(Deal(None, move.lifebelts))
                continue
            out.append(move)
            if isinstance(move, TurnUp) and sum(isinstance(m, TurnUp) for m in out) == 1:
                out.append(HandWritten(0, tuple(sorted(hands[0]))))
            if isinstance(move, Play) and move.player == 1 and not any(isinstance(m, HandWritten) and m.seat == 1 for m in out):
                out.append(HandWritten(1, tuple(sorted(hands[1]))))
            if isinstance(move, TurnUp) and sum(isinstance(m, TurnUp) for m in out) == 2:
                out.append(HandWritten(2, tuple(sorted(hands[2]))))
        return out

    counts = _play_both("land-unter", 3, 3, tmp_path, pictures=1, rewrite=written_by_their_seats)
    assert counts["steps"] > 20 and counts["forbidden"] >= 3 * 2


def test_a_hand_refused_still_counts_as_telling_its_cards(tmp_path):
    """``nile play`` erases from the table's screen a typed line that tells hidden cards (``owners_of``):
    a hand written down that is refused (here its lifebelts are not the 3 announced) tells them as well."""
    session = TableSession.start(spec_of("land-unter"), ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    session.enter("4 3 7")
    session.enter("5 1")
    typed = "Ben hand [1 4 9 13 17 21 25 29 33 37 41 45]"
    assert isinstance(session.enter(typed), Illegal)
    assert session.owners_of(typed) == {1}
    assert session.owners_of("Ben 20") == frozenset()  # a card of a trick tells no hidden card


def _everything(session: TableSession, seat) -> str:
    """All a page of ``seat`` shows (its view, history, news from the start, and the picture's words)."""
    view = session.view(seat)
    return repr((view, session.history_as(seat), session.news_as(seat, 0), session.last_step_as(seat)))


def test_a_card_of_a_trick_is_hidden_from_the_other_pages_until_the_last_card_is_in(tmp_path):
    """Issue 22 (fe-table3 problem 1): each player chooses a weather card secretly and all are revealed at
    once [Playing a trick; Déroulement d'un pli]. Until the trick's last card is in, another seat's card
    reads ``Ben ?`` on every page but Ben's (the table's too); once it is in, every page shows them all."""
    session, moves, hands = dealt(tmp_path, turned_up=True)
    plays = [m for m in moves[2:5] if isinstance(m, Play)]
    ben = next(m.card for m in plays if m.player == 1)
    assert isinstance(session.enter_as(str(ben), 1), Accepted)
    assert f"Ben {ben}" in _everything(session, 1) or str(ben) in session.view(1).prompt.text  # his own page
    for seat in (None, 0, 2):
        view = session.view(seat)
        assert view.last is not None and view.last[1] == "Ben ?", view.last
        assert session.history_as(seat)[-1][1] == "Ben ?"
        assert "Played: Ben ?" in view.board
        assert f"Ben {ben}" not in _everything(session, seat)
        seen = session.seen(seat)
        assert ben not in seen.seen and all(ben not in known for known in seen.hand_known)
    assert str(ben) in session.view(2).taps  # Cleo's unwritten hand still offers it: no count drops by one
    assert session.record_hides(0) and session.record_hides(None) and not session.record_hides(1)  # no download
    # an undo on Ben's page names no card on the others'
    undone = session.undo_as(1, 0)
    assert undone.entries == ["Ben ?"], undone.entries
    assert isinstance(session.enter_as(str(ben), 1), Accepted)
    for move in plays:
        if move.player != 1:
            assert isinstance(session.enter_as(str(move.card), move.player), Accepted)
    for seat in (None, 0, 2):  # the trick is complete: all shown together
        shown = _everything(session, seat)
        assert f"Ben {ben}" in shown or f"Ben played the" in shown and f"({ben})" in shown, shown
        assert "Ben ?" not in repr(session.history_as(seat))
        assert not session.record_hides(seat)


def test_after_a_card_the_page_asks_for_the_cards_left_and_reads_them(tmp_path):
    """frderev2 C-d (lurev4 defect 2): after Ben's first card his page said "11 cards not written down" but asked
    for "its 12 cards"; it now asks for the 11 he still holds, and reads them (the card played added), while the
    12 with it still read the same."""
    session, moves, hands = dealt(tmp_path, turned_up=True)
    ben = next(m for m in moves[2:5] if m.player == 1)
    assert isinstance(session.enter_as(str(ben.card), 1), Accepted)
    view = session.view(1)
    assert view.hand == [("hand", ["11 cards not written down"])]
    assert "hand, then the 11 cards you still hold in brackets" in view.prompt.hint, view.prompt.hint
    left = [c for c in hands[1] if c != ben.card]
    ruling = session.enter_as(hand_text(left), 1)
    assert isinstance(ruling, Accepted), ruling
    assert session.state.hand_known[session.state.hand_of(1)] == set(hands[1])
