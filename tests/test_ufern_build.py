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
    on = f"&on={len(moves)}"  # the step the build is built on: the address says it
    page = client.get(f"/?t={own}&b={quote(first)}&add={quote(second)}{on}")
    assert page.status_code == 200 and session.moves == moves  # nothing recorded by building
    assert "Not sent yet:" in page.text and f"<span>{second}</span>" in page.text
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
    assert "section class=\"build\"" not in client.get(f"/?t={other}&b={quote(first)}{on}").text
    assert "section class=\"build\"" not in client.get(f"/?b={quote(first)}{on}").text
    # a refused step is said at once, before anything is sent
    field = first.split()[-1]
    crop = next(c for c in session.state.board.crops if session.state.supply[actor][c])
    wrong = f"sow {crop} {field}"
    page = client.get(f"/?t={own}&b={quote(f'{first}; {wrong}')}{on}")
    assert "Would be refused:" in page.text and session.moves == moves
    # Done with the refused step: the session refuses it all, the build kept on the page to be mended
    sent = client.post("/enter", data={"t": own, "rev": table.revision, "via": "build", "b": f"{first}; {wrong}",
                                       "entry": "done", "on": str(len(moves))}, headers={"HX-Request": "true"})
    # headed by the step refused alone, not the whole turn (fe-table5 problem 5)
    assert f"Not recorded: {wrong}</strong>" in sent.text and "part 2 of 3" not in sent.text
    assert f"Illegal, not recorded" not in sent.text and "Nothing of your turn was recorded" in sent.text
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


def test_a_step_the_rules_refuse_is_not_added_and_is_said_alone(tmp_path):
    """fe-table5 problem 5: a refused tap is headed by that step alone ("Not added: ..."), the build stays as
    it was (the address and Done carry the good steps only)."""
    from starlette.testclient import TestClient

    from scorer.web.app import create_app
    from scorer.web.table import SharedTable

    session, _ = at_actions(tmp_path)
    first, _ = two_steps(session)
    actor, spec = session.state.seat, spec_of(SLUG)
    crop = next(c for c in session.state.board.crops if session.state.supply[actor][c])
    wrong = f"sow {crop} {first.split()[-1]}"  # the player's own plant is there after the first step
    made = rule(spec, session.state, [first], add=wrong, base=len(session.moves), on=str(len(session.moves)))
    assert made.texts == (first,) and made.rejected is not None and made.rejected.text == wrong
    assert "already" in made.rejected.reason and made.rejected.rule.startswith("Sow") and made.open
    client = TestClient(create_app(SharedTable(session), HOST, seats=SEATS))
    page = client.get(f"/?t={SEATS[actor]}&b={quote(first)}&add={quote(wrong)}&on={len(session.moves)}")
    assert f"Not added: {wrong}</strong>" in page.text and first not in page.text.split("Not added:")[1].split("</strong>")[0]
    assert f'name="b" value="{first}"' in page.text and f"<span>{wrong}</span>" not in page.text
    assert 'data-send="now"' not in page.text  # a refused tap sends nothing


def test_an_address_built_on_another_step_starts_no_build_with_its_old_steps(tmp_path):
    """fe-table5 problem 8: the build's address says the step it was built on (``on``); an address left from
    an earlier turn (after Done, a reload a round later) or one that says nothing is dropped, with a word, and
    the turn is built afresh; after Done, the page's address carries no build."""
    from starlette.testclient import TestClient

    from scorer.web.app import create_app
    from scorer.web.table import SharedTable

    session, _ = at_actions(tmp_path)
    first, second = two_steps(session)
    actor, base = session.state.seat, len(session.moves)
    assert rule(spec_of(SLUG), session.state, [first], add=second, base=base, on=str(base - 1)).dropped == (first, second)
    client = TestClient(create_app(SharedTable(session), HOST, seats=SEATS))
    for on in (f"&on={base - 3}", f"&on={base + 3}", ""):
        page = client.get(f"/?t={SEATS[actor]}&b={quote(first)}&add={quote(second)}{on}")
        assert "was dropped, not recorded" in page.text and f"<span>{first}</span>" not in page.text, on
        assert "Build your turn" in page.text and 'name="b" value=""' in page.text, on
    page = client.get(f"/?t={SEATS[actor]}&b={quote(first)}&on={base}")
    assert f"<span>{first}</span>" in page.text and "dropped" not in page.text
    sent = client.post("/enter", data={"t": SEATS[actor], "rev": page.text.split('name="rev" value="')[1].split('"')[0],
                                       "via": "build", "b": first, "on": str(base), "entry": "done"},
                       headers={"HX-Request": "true"})
    assert session.last_step()[1] == f"{first}; done"
    assert sent.headers["HX-Replace-Url"] == f"/?t={SEATS[actor]}"  # the old build leaves the address


def test_while_a_turn_is_built_undo_is_said_to_take_back_a_recorded_step_away_from_the_box(tmp_path):
    """fe-table5 problem 5: the "Undo" right under the build box took back the last recorded step, not a
    built one; now, with steps built, it is under the list, named as a recorded step."""
    from starlette.testclient import TestClient

    from scorer.web.app import create_app
    from scorer.web.table import SharedTable

    session, _ = at_actions(tmp_path)
    first, _ = two_steps(session)
    actor, base = session.state.seat, len(session.moves)
    client = TestClient(create_app(SharedTable(session), HOST, seats=SEATS))
    page = client.get(f"/?t={SEATS[actor]}&b={quote(first)}&on={base}").text
    assert "Undo… (a step already recorded, not your turn so far)" in page and "already recorded before your turn so far" in page
    box, undo, entries = page.index('class="build"'), page.index('action="/undo"'), page.index('class="entries"')
    assert box > undo > entries  # under the list, outside the build's bar (the part's last child: the screen's foot)
    empty = client.get(f"/?t={SEATS[actor]}").text
    assert empty.index('action="/undo"') < empty.index('class="entries"')  # no build yet: where it was


def test_the_board_marks_the_places_of_the_steps_built_as_not_recorded(tmp_path):
    """fe-table5 problem 5: the board drew the built steps as if done; now each place a built step concerns
    is outlined in long dashes (not colour alone) and named in words as not recorded yet."""
    import re

    from scorer.web.board import board_svg
    from scorer.web.board_ufern import PENDING

    session, _ = at_actions(tmp_path)
    first, second = two_steps(session)
    spec = spec_of(SLUG)
    made = rule(spec, session.state, [first, second])
    entries = [e.text for e in made.entries]
    svg = board_svg(spec, made.state, entries, None, seat=session.state.seat, pending=made.texts)
    fields = [first.split()[-1], second.split()[-1]]
    assert svg.count('class="pending"') == 2 and f'stroke="{PENDING}"' in svg and 'stroke-dasharray="7 4"' in svg
    said = f"not recorded yet ({fields[0]} and {fields[1]})"
    assert said in svg and said in re.search(r"<desc[^>]*>(.*?)</desc>", svg, re.S).group(1)
    plain = board_svg(spec, made.state, entries, None, seat=session.state.seat)
    assert 'class="pending"' not in plain and "not recorded" not in plain


def test_a_step_typed_while_a_turn_is_built_is_added_to_it_and_every_group_is_open(tmp_path):
    """The entry field adds to the turn being built (a GET, nothing recorded), as a tap does, instead of
    sending the build so far with it; and the list's groups (a crop the player may sow) are all open."""
    import re

    from starlette.testclient import TestClient

    from scorer.web.app import create_app
    from scorer.web.table import SharedTable

    session, _ = at_actions(tmp_path)
    first, second = two_steps(session)
    actor, base, moves = session.state.seat, len(session.moves), list(session.moves)
    client = TestClient(create_app(SharedTable(session), HOST, seats=SEATS))
    page = client.get(f"/?t={SEATS[actor]}&b={quote(first)}&on={base}").text
    field = re.search(r'<form class="entry"[^>]*>.*?</form>', page, re.S).group(0)
    assert 'method="get"' in field and 'name="add"' in field and f'name="on" value="{base}"' in field
    typed = client.get(f"/?t={SEATS[actor]}&b={quote(first)}&on={base}&add={quote('  ' + second.upper() + ' ')}").text
    assert f"<span>{first}</span>" in typed and session.moves == moves
    assert "<span>" + second.upper() + "</span>" in typed or f"<span>{second}</span>" in typed
    details = re.findall(r"<details[^>]*>", page.split('class="entries"', 1)[1].split("</form>", 1)[0])
    assert details and all(" open" in d for d in details), details
    # a step at a field or a market row is a cell of the board, listed nowhere else (uferpage2: one way)
    listed = re.findall(r'name="add" value="([^"]*)"', page.split('class="entries"', 1)[1].split("</form>", 1)[0])
    assert listed and not any(t.startswith(("sow ", "grow ", "harvest ")) for t in listed), listed
    assert f'<option value="{second}">' in page  # still completed when typed


def test_a_whole_turn_typed_at_once_while_building_is_added_step_by_step_and_sent(tmp_path):
    """A turn typed in one breath in the field (``grow W4.2; sow flax W4.3; done``, as at ``nile play``): its
    steps are added to the build and its ``done`` asks the page to send it (a script sends it at once)."""
    session, _ = at_actions(tmp_path)
    first, second = two_steps(session)
    spec, base = spec_of(SLUG), len(session.moves)
    made = rule(spec, session.state, [], add=f"{first}; {second};  DONE ", base=base, on=str(base))
    assert made.texts == (first, second) and made.send and made.rejected is None
    made = rule(spec, session.state, [first], add=second, base=base, on=str(base))
    assert made.texts == (first, second) and not made.send
    from starlette.testclient import TestClient

    from scorer.web.app import create_app
    from scorer.web.table import SharedTable

    client = TestClient(create_app(SharedTable(session), HOST, seats=SEATS))
    page = client.get(f"/?t={SEATS[session.state.seat]}&on={base}&add={quote(f'{first}; {second}; done')}").text
    assert 'data-send="now"' in page and f'name="b" value="{first}; {second}"' in page


def test_the_sowing_rows_are_compact(tmp_path):
    """uferpage3 item 2: a sowing's cells at 360 px take two lines a crop, its plant (captioned with the crop) the
    first of them, no heading line; before, a heading, a picture column and three lines took ~170 px a crop
    (~870 px for five crops). Every sowing is still one cell, one tap; where they are many (s39 uferpage2,
    scorer/web/sow_ufern.py), a cell a crop holding its sowings."""
    import html
    import json
    import re

    from scorer.web.board import CHOICE, targets
    from scorer.web.board_ufern import CELL, CELL_GAP, groups, rows
    from scorer.web.sow_ufern import crop_first

    session, texts = at_actions(tmp_path)
    state = session.state
    sowings = [t for t in texts if t.startswith("sow ")]
    crops = sorted({t.split()[1] for t in sowings})
    assert len(crops) >= 3 and len(sowings) >= 30
    parts, bottom = rows(state, targets(spec_of(SLUG), state, texts), 0.0, "?at={at}")
    drawn = "".join(parts)
    assert not any(f">Sow {c}</text>" in drawn for c in crops)  # no heading line: the plant says the crop
    if crop_first(groups(state, targets(spec_of(SLUG), state, texts))):  # (s39: many sowings, a cell a crop)
        for crop in crops:
            found = re.search(rf'data-crop="{crop}"[^>]*data-sow="([^"]*)"', drawn)
            assert found and len(json.loads(html.unescape(found.group(1)))) == sum(t.split()[1] == crop for t in sowings)
        assert 'data-one="sow ' not in drawn
        return
    for crop in crops:
        ys = [float(y) for y in re.findall(rf'data-one="sow {crop} [^"]*".*?<rect x="[\d.]+" y="([\d.]+)"', drawn)]
        assert len(ys) == sum(t.split()[1] == crop for t in sowings)  # a cell each, as before
        assert max(ys) - min(ys) < CELL + CELL_GAP + 1, (crop, sorted(set(ys)))  # two lines at most
        assert f'>{crop}</text>' in drawn  # its plant's caption
    assert f'width="{CHOICE}" height="{CHOICE}"' in drawn  # (other groups' pictures keep their size)


def test_the_last_point_sends_the_turn_unless_a_joker_is_held(tmp_path):
    """fe-table7 #8: with a joker still to play, the tap that spends the last action point leaves the turn open
    (Done sends it), and the build box says so: "(or by the tap that spends your last point, unless you hold a
    joker)"."""
    from starlette.testclient import TestClient

    from scorer.web.app import create_app
    from scorer.web.table import SharedTable

    session, _ = at_actions(tmp_path)
    spec, state = spec_of(SLUG), session.state
    steps = ["buy joker"]
    made = rule(spec, state, steps)
    while (step := next((e.text for e in made.entries if e.text.split()[0] not in ("joker", "buy")), None)):
        steps.append(step)
        made = rule(spec, state, steps)
    assert "0 action points left" in made.prompt and made.open and [e.text for e in made.entries] == ["joker"]
    client = TestClient(create_app(SharedTable(session), HOST, seats=SEATS))
    page = client.get(f"/?t={SEATS[state.seat]}").text
    assert "sent by Done (or by the tap that spends your last point, unless you hold a joker)" in page
