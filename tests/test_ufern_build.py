"""An den Ufern des Nils: a player's whole turn of actions built on the page and sent as one entry (issue 22,
:mod:`scorer.web.build`): the session applies it step by step, all or nothing, and one undo takes it back
whole; the page keeps the build in its address, records nothing before Done, says at once what the rules
would refuse; only the acting player's page (and the host's) builds. The buttons say each thing once."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import quote

import pytest

from scorer.engine import Entry
from scorer.session import ENTRY, PART, Accepted, Illegal, TableSession, singles
from scorer.web.build import rule
from tests.test_session import spec_of, typed_game

SLUG = "ufern-des-nils"
HOST = "h0st-token-0123456789"
SEATS = ("anna-token-0123456789", "ben-token-01234567890")


def at_actions(tmp_path: Path, seed: int = 43) -> tuple[TableSession, list[str]]:
    """A 2-player game entered (a whole turn an entry) to its first player's actions: the session and the
    actions that player may take there, one of each of two fields (a growing and a sowing where there are)."""
    names, _, texts = typed_game(SLUG, seed, 2)
    session = TableSession.start(spec_of(SLUG), names, [], tmp_path / "g.yaml")
    for text in texts:
        if session.state.step == "actions":
            break
        assert isinstance(session.enter(text), Accepted), text
    return session, [e.text for e in session.entries()]


def two_steps(session: TableSession) -> tuple[str, str]:
    """Two actions of the player at two different fields, legal one after the other."""
    texts = [e.text for e in session.entries() if e.text != "done"]
    first = next(t for t in texts if t.startswith(("grow", "sow")))
    work = session.state.clone()
    work.apply(spec_of(SLUG).notation.parse(work, first))
    field = first.split()[-1]
    second = next(e.text for e in spec_of(SLUG).notation.entries(work)
                  if e.text != "done" and field not in e.text and e.text.startswith(("sow", "grow")))
    return first, second


def test_a_whole_turn_sent_as_one_entry_is_applied_move_by_move_and_one_undo_takes_it_back(tmp_path):
    session, _ = at_actions(tmp_path)
    first, second = two_steps(session)
    before, seat = len(session.moves), session.state.seat
    ruling = session.enter(f"{first}; {second}; done")
    assert isinstance(ruling, Accepted), ruling
    # each step is its own move in the record, the first the entry, the others its parts
    notation = spec_of(SLUG).notation
    replay = session._replayed(before)
    texts = []
    for move in session.moves[before:before + 3]:
        texts.append(notation.format(replay, move))
        replay.apply(move)
    assert texts == [first, second, "done"]
    assert session.kinds[before:before + 3] == [ENTRY, PART, PART]
    assert session.state.seat != seat  # the next player acts
    undone = session.undo()
    assert undone.entries == [f"{first}; {second}; done"] and len(session.moves) == before
    assert session.state.seat == seat and session.state.points == 3


def test_an_illegal_step_in_the_middle_refuses_the_whole_turn_with_its_reason(tmp_path):
    session, _ = at_actions(tmp_path)
    first, second = two_steps(session)
    field = first.split()[-1]
    crop = next(c for c in session.state.board.crops if session.state.supply[session.state.seat][c])
    wrong = f"sow {crop} {field}"  # the player's own plant is there after the first step
    before = list(session.moves)
    ruling = session.enter(f"{first}; {wrong}; {second}; done")
    assert isinstance(ruling, Illegal), ruling
    assert ruling.reason.startswith(f"part 2 of 4 ('{wrong}'): ") and "already" in ruling.reason
    assert ruling.rule.startswith("Sow")
    assert session.moves == before  # nothing applied, not even the first step


def test_the_build_is_ruled_step_by_step_and_says_the_first_refused(tmp_path):
    session, _ = at_actions(tmp_path)
    first, second = two_steps(session)
    spec, state = spec_of(SLUG), session.state
    made = rule(spec, state, [first, second])
    assert made.refused is None and made.open and made.texts == (first, second)
    assert state.points == 3 and made.state.points < 3  # the game itself unchanged
    assert "done" not in [e.text for e in made.entries]  # Done is the page's send
    field = first.split()[-1]
    crop = next(c for c in state.board.crops if state.supply[state.seat][c])
    made = rule(spec, state, [first, f"sow {crop} {field}", second])
    assert [s.refused for s in made.steps] == [False, True, True]
    assert "already" in made.steps[1].reason and made.steps[1].rule.startswith("Sow")
    assert made.steps[2].reason.startswith("not ruled")
    assert not made.open and made.entries == []
    made = rule(spec, state, ["done", first])
    assert made.steps[0].refused and "Done" in made.steps[0].reason
    made = rule(spec, state, ["plant a tree"])
    assert made.steps[0].refused and not made.steps[0].rule  # unreadable: said as the notation says it
    with pytest.raises(ValueError):
        rule(spec, TableSession.start(spec, ["Anna", "Ben"], [], tmp_path / "new.yaml").state, [])


def test_the_page_keeps_the_build_records_nothing_and_done_sends_it(tmp_path):
    from starlette.testclient import TestClient

    from scorer.web.app import create_app
    from scorer.web.table import SharedTable

    session, _ = at_actions(tmp_path)
    first, second = two_steps(session)
    actor = session.state.seat
    table = SharedTable(session)
    client = TestClient(create_app(table, HOST, seats=SEATS))
    moves = list(session.moves)
    own, other = SEATS[actor], SEATS[1 - actor]
    page = client.get(f"/?t={own}&b={quote(first)}&add={quote(second)}")
    assert page.status_code == 200 and session.moves == moves  # nothing recorded by building
    assert "Your turn so far" in page.text and f"<span>{second}</span>" in page.text
    assert 'name="add"' in page.text and 'value="done"' in page.text  # the list adds; Done sends
    assert f"hx-get=\"/part?rev={table.revision}&amp;t={own}&amp;b=" in page.text  # the poll keeps the build
    # the headline is where the build leads, said as not recorded (fe-table5: "3 action points left" above a
    # build that had spent two of them)
    import html
    import re
    headline = html.unescape(re.search(r'<p class="prompt">(.*?)</p>', page.text, re.S).group(1))
    leads = rule(spec_of(SLUG), session.state.clone(), (first, second)).prompt
    assert leads and leads in headline and "not recorded yet" in headline, headline
    assert session.view(actor).prompt.text not in headline, headline
    # the other player's page builds nothing (not its turn); the table's read-only page neither
    assert "section class=\"build\"" not in client.get(f"/?t={other}&b={quote(first)}").text
    assert "section class=\"build\"" not in client.get(f"/?b={quote(first)}").text
    # a refused step is said at once, before anything is sent
    field = first.split()[-1]
    crop = next(c for c in session.state.board.crops if session.state.supply[actor][c])
    wrong = f"sow {crop} {field}"
    page = client.get(f"/?t={own}&b={quote(f'{first}; {wrong}')}")
    assert "Would be refused:" in page.text and session.moves == moves
    # Done with the refused step: the session refuses it all, the build kept on the page to be mended
    sent = client.post("/enter", data={"t": own, "rev": table.revision, "via": "build", "b": f"{first}; {wrong}",
                                       "entry": "done"}, headers={"HX-Request": "true"})
    assert "Illegal, not recorded" in sent.text and f"part 2 of 3 (&#39;{wrong}&#39;)" in sent.text
    assert f"<span>{wrong}</span>" in sent.text and session.moves == moves
    # Done: the steps and done as one entry
    sent = client.post("/enter", data={"t": own, "rev": table.revision, "via": "build", "b": f"{first}; {second}",
                                       "entry": "done"}, follow_redirects=False)
    assert sent.status_code == 303 and session.last_step()[1] == f"{first}; {second}; done"
    assert session.state.seat != actor and len(session.moves) >= len(moves) + 3


def test_a_button_says_its_group_only_where_its_words_do_not():
    """fe-table4: "buy onion onion" and "buy joker jokers" read as two onions, two jokers."""
    entries = [Entry("buy onion", "onion"), Entry("buy joker", "jokers"), Entry("sow flax W4.3", "flax"),
               Entry("sow flax W5.1", "flax"), Entry("A11 NE", "far-left")]
    assert singles(entries) == {"A11 NE": "far-left"}
