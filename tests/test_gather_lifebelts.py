"""Land Unter's lifebelts announced one player at a time (issue 22 §4, "half the typing"): each player counts
their own hand and says the number [Setup; Préparation], so each seat's page taps its own count, in any order,
and the host's page any player's; the whole line (``5 3 6``) still reads as the deal, and the record of the
parts is the record of that line (:mod:`scorer.games.land_unter.announce`)."""

from __future__ import annotations

import yaml

from scorer.games.land_unter import notation
from scorer.games.land_unter.engine import LandUnter, Phase
from scorer.games.land_unter.moves import Announce, Deal
from scorer.games.land_unter.record import write_record
from scorer.session import Accepted, Forbidden, Illegal, TableSession
from tests.land_unter_helpers import NAMES, quick  # noqa: F401 (quick: autouse)
from tests.test_session import spec_of


def _game() -> LandUnter:
    return LandUnter(NAMES)


def test_the_parts_come_in_any_order_and_the_last_deals_the_round():
    for order in ((0, 1, 2), (2, 0, 1), (1, 2, 0)):
        state = _game()
        for seat in order:
            assert state.phase == Phase.DEAL
            state.apply(notation.parse(state, f"{NAMES[seat]} {4 + seat}"))
        assert state.phase == Phase.TURN_UP and state.belts == [4, 5, 6] and state.hand_belts == [4, 5, 6]
        whole = _game()
        whole.apply(notation.parse(whole, "4 5 6"))
        assert whole.belts == state.belts and whole.hand_belts == state.hand_belts


def test_a_part_twice_or_by_a_player_already_in_is_refused_naming_the_count():
    state = _game()
    state.apply(Announce(1, 4))
    for text in ("Ben 4", "Ben 5", "4 Ben"):
        problem = state.check(notation.parse(state, text))
        assert problem is not None and "Ben announced 4 lifebelts already" in problem.reason, text
    problem = state.check(notation.parse(state, "5 3 6"))  # the whole line disagreeing with Ben's part
    assert problem is not None and "Ben announced 4 lifebelts already" in problem.reason
    assert state.check(notation.parse(state, "5 4 6")) is None  # agreeing: it deals the round
    state.apply(notation.parse(state, "Anna 5"))
    state.apply(notation.parse(state, "6"))  # the last one awaited: a bare count is Cleo's
    assert state.phase == Phase.TURN_UP and state.belts == [5, 4, 6]
    problem = state.check(Announce(0, 5))  # once dealt
    assert problem is not None and "Anna announced 5 lifebelts already" in problem.reason


def test_the_parts_are_checked_together_as_one_deal():
    state = _game()
    state.apply(Announce(0, 12))
    problem = state.check(Announce(1, 12))
    assert problem is not None and "no deal of the 60 weather cards" in problem.reason
    problem = state.check(Announce(2, 13))
    assert problem is not None and "richest possible hand" in problem.reason


def test_several_parts_in_one_entry_split_and_the_whole_line_still_reads():
    state = _game()
    assert notation.split(state, "Anna 5, Cleo 6") == ["Anna 5", "Cleo 6"]
    assert notation.split(state, "5 3 6") == ["5 3 6"]
    assert notation.parse(state, "5 3 6") == Deal((None,) * 3, (5, 3, 6))
    assert notation.parse(state, "Anna 5, Ben 3, Cleo 6") == Deal((None,) * 3, (5, 3, 6))
    state.apply(Announce(1, 3))
    assert notation.split(state, "5 6") == ["Anna 5", "Cleo 6"]


def test_the_record_of_the_parts_is_the_record_of_the_line_and_a_record_cut_between_them_reads_back():
    parts = [Announce(2, 6), Announce(0, 5), Announce(1, 3)]
    line = write_record(NAMES, [], [Deal((None,) * 3, (5, 3, 6))])
    assert yaml.safe_dump(write_record(NAMES, [], parts), sort_keys=False) == yaml.safe_dump(line, sort_keys=False)
    cut = write_record(NAMES, [], parts[:2])
    assert cut["rounds"] == [{"lifebelts": {"Anna": 5, "Cleo": 6}, "tricks": []}]


def test_each_seat_taps_its_own_count_on_its_own_page_and_not_another(tmp_path):
    session = TableSession.start(spec_of("land-unter"), NAMES, [], tmp_path / "lu.yaml")
    view = session.view(1)
    assert view.pick is not None and view.pick.items[:2] == ["0", "1"] and view.pick.entry == "Ben {}"
    host = session.view(None)
    assert {e.group for e in host.entries} == set(NAMES) and "Cleo 12" in {e.text for e in host.entries}
    assert isinstance(session.enter_as("Anna 5", 1), Forbidden)  # Anna's part, on Ben's page
    ruling = session.enter_as("3", 1)
    assert isinstance(ruling, Accepted) and ruling.entry == "Ben 3"
    assert "Ben announces 3 lifebelts; waiting for Anna and Cleo" in " ".join(ruling.news)
    assert session.view(1).pick is None and "you announced 3" in session.view(1).prompt.text
    assert isinstance(session.enter_as("4", 1), Illegal)  # twice
    assert isinstance(session.enter_as("Cleo 6", None, host=True), Accepted)  # the host enters any
    ruling = session.enter_as("5", 0)
    assert isinstance(ruling, Accepted) and "Round 1: lifebelts Anna 5, Ben 3, Cleo 6" in ruling.news
    record = yaml.safe_load((tmp_path / "lu.yaml").read_text())
    assert record["rounds"][0]["lifebelts"] == {"Anna": 5, "Ben": 3, "Cleo": 6}


def test_a_seat_takes_back_its_own_count_before_the_last_one_is_in(tmp_path):
    from scorer.web.table import SharedTable

    session = TableSession.start(spec_of("land-unter"), NAMES, [], tmp_path / "lu.yaml")
    table = SharedTable(session)
    for text, seat in (("4", 1), ("5", 0)):
        assert isinstance(session.enter_as(text, seat), Accepted)
    assert session.undo_problem(1) is None and session.own_undo(1) == 2  # Ben's part, Anna's after it
    table.undo(table.revision, 1)
    assert session.state.announced == {0: 5} and [str(m) for m in session.moves] == ["seat 0 announces 5 lifebelts"]
    assert isinstance(session.enter_as("3", 1), Accepted)
    assert isinstance(session.enter_as("6", 2), Accepted)  # the last: the round is dealt
    assert session.own_undo(1) is None and session.undo_problem(1) is not None  # now the step is complete
