"""Steps entered at once on several phones (issue 22): an entry sent from a page drawn before another
phone's step is applied when that step is independent of it (:mod:`scorer.overlap`), and refused with "the
game moved on" and why when it is not. Real concurrency: threads posting to a served game at one barrier,
each waiting for its answer (never for a fixed time)."""

from __future__ import annotations

import html
import itertools
import re
import threading
from collections import Counter

import httpx
import pytest
from starlette.testclient import TestClient

from scorer.games.land_unter.engine import Phase
from scorer.games.land_unter.moves import Play
from scorer.games.nil.moves import Place
from scorer.session import TableSession
from scorer.web.app import create_app
from scorer.web.table import SharedTable
from tests.serving import serving, tricks_tapped_at_once
from tests.test_serve_seats import HOST, SEATS, offered, served, until
from tests.test_serve_browser import browser, looked_at, phone  # noqa: F401  (the fixture)
from tests.test_serve_browser import pytestmark as needs_chromium
from tests.test_session import spec_of, typed_game

RUN = "c1"


def at(client: TestClient, token: str, rev: str, entry: str):
    """Post ``entry`` from ``token``'s page drawn at revision ``rev`` (htmx's post); the page, unescaped."""
    reply = client.post("/enter", data={"t": token, "rev": rev, "entry": entry}, headers={"HX-Request": "true"})
    return reply.status_code, html.unescape(reply.text)


def live(slug: str, tmp_path, names=("Anna", "Ben", "Cleo")):
    """A new game of ``slug`` with the session's own steps (a face-down deal or draw), served with seat links."""
    table = SharedTable(TableSession.start(spec_of(slug), list(names), [], tmp_path / f"{slug}.yaml"), run=RUN)
    return TestClient(create_app(table, HOST, seats=SEATS[:len(names)])), table


@pytest.fixture
def typed_steps(monkeypatch):
    """Every step typed from a link (the cards a simulation saw), none taken by the session itself."""
    monkeypatch.setattr(TableSession, "_take_automatic", lambda self, ruled: False)


@pytest.mark.parametrize("order", list(itertools.permutations(range(3))))
def test_the_cards_of_a_trick_sent_from_one_revision_are_all_recorded_in_any_order(order, tmp_path, typed_steps):
    """Each seat taps its card on a page drawn before any card came in: whoever is first, the others' cards
    (``Ben 3`` though Ben is now the player asked, whose card the page of the moment writes ``3``) are
    recorded."""
    client, table, names, moves, texts = served("land-unter", 5, tmp_path)
    until(client, table, moves, texts, lambda s: s.phase == Phase.PLAY)
    sent = table.revision
    mine = {seat: offered(table, seat)[0] for seat in range(3)}
    for seat in order:
        status, page = at(client, SEATS[seat], sent, mine[seat])
        assert status == 200 and "Recorded" in page, (seat, mine[seat], page[:400])
    assert table.session.state.trick == 1 and len(table.session.state.seen) == 3


def test_three_phones_tapping_every_trick_of_a_game_at_once_lose_no_tap(tmp_path, typed_steps):
    """A whole simulated Land Unter game served on a real server: at every trick the three seats' threads
    wait at one barrier and post their cards from the same revision; every tap is recorded and the game
    ends as the simulation did."""
    spec = spec_of("land-unter")
    names, moves, _ = typed_game("land-unter", 7, 3)
    session = TableSession.start(spec, names, [], tmp_path / "lu.yaml")
    with serving(session, HOST, SEATS) as (url, table):
        taps, bounced = tricks_tapped_at_once(url.split("/?")[0], table, moves, HOST, SEATS)
    assert taps > 30 and bounced == [], bounced
    # each trick's cards in the order they came in: the same cards as the simulation's, and the same scores
    plays = [repr(m) for m in table.session.moves if isinstance(m, Play)]
    assert table.session.state.is_over and Counter(plays) == Counter(repr(m) for m in moves if isinstance(m, Play))
    assert table.session.state.ranking() == replay_of(spec, names, moves).ranking()


def test_nil_tiles_told_beside_a_placement_are_all_recorded(tmp_path):
    """NIL: Ben tells a tile of his rack, then Anna's page, drawn before it, places her second tile of the
    turn: recorded. Then Anna stops while Ben and Cleo tell tiles, all from pages of one revision, posted
    by three threads at once; and Ben taps one more tile on his page before it was drawn again (his own
    steps, one after the other): everything is recorded."""
    client, table = live("nil", tmp_path)
    assert "Recorded" in at(client, HOST, table.revision, "start Anna")[1]
    assert "Recorded" in at(client, SEATS[0], table.revision, "A11 E")[1]
    old = table.revision
    assert "Recorded" in at(client, SEATS[1], old, "Ben holds bend")[1]
    status, page = at(client, SEATS[0], old, "B11 SW")
    assert status == 200 and "Recorded: B11 SW" in page, re.findall("was not applied[^<]*", page)
    with serving(table.session, HOST, SEATS) as (url, served_table):
        base, sent = url.split("/?")[0], served_table.revision
        entries = {SEATS[0]: "stop", SEATS[1]: "Ben holds arc", SEATS[2]: "Cleo holds straight"}
        answers = at_once(base, sent, entries)
        assert all(code == 200 and "Recorded" in page for code, page in answers.values()), answers
        code, page = post_live(base, SEATS[1], sent, "Ben holds straight")
        assert code == 200 and "Recorded" in page, page[:400]
        state = served_table.session.state
        placed = [m for m in served_table.session.moves if isinstance(m, Place)]
        assert len(placed) == 2 and state.turn == 1, placed
        assert sorted(state.racks[1].elements()) == ["arc", "bend", "straight"] and sum(state.racks[2].values()) == 1


def test_nile_flood_typed_on_the_page_of_the_turn_just_ended_and_the_turn_on_the_flood_page(tmp_path):
    """NILE: Ben ends his turn on his phone; Cleo, whose page still shows Ben's turn, types the flood card she
    turns up for her turn (hers only: decision flood-taker): it answers the flood step that followed and is
    recorded. Cleo then enters her turn from a page that still shows the flood to come: recorded too. A
    second flood card typed on a page of that same old revision (Ben's) would answer the flood already
    entered, Cleo's, or now Anna's: refused, saying so."""
    client, table = live("nile", tmp_path)
    texts = typed_game("nile", 3, 3)[2]  # a flood, a turn, a flood, ...: the steps the session asks
    for text in texts[:3]:
        assert at(client, HOST, table.revision, text)[0] == 200
    assert table.session.prompt.seat == 1  # Ben's turn
    bens_turn, flood, cleos_turn = texts[3:6]
    old = table.revision
    assert at(client, SEATS[1], old, bens_turn)[0] == 200
    flood_page = table.revision
    status, page = at(client, SEATS[2], old, flood)
    assert status == 200 and f"Recorded: {flood}" in page, page[:500]
    status, page = at(client, SEATS[2], flood_page, cleos_turn)
    assert status == 200 and f"Recorded: {cleos_turn}" in page, page[:500]
    status, page = at(client, SEATS[1], old, flood)
    assert status == 409 and f"so '{flood}' was not applied: it would now be Anna's step, not Cleo's as on this page" \
        in page, re.findall("was not applied[^<]*", page)


def test_a_stale_entry_that_depends_on_the_step_between_is_still_refused(tmp_path, typed_steps):
    """Land Unter: the host's bare card (the card of the player asked, Anna) sent as Anna's own phone entered
    a card is refused (it would now be the next player's); so is a second card of Anna's from her own old
    page, and Ben's own tap of the card the host entered for him meanwhile. After an undo, no form drawn
    before it is ruled, even where the game is back to what that page showed."""
    client, table, names, moves, texts = served("land-unter", 5, tmp_path)
    until(client, table, moves, texts, lambda s: s.phase == Phase.PLAY)
    old = table.revision
    anna, ben = offered(table, 0), offered(table, 1)
    assert at(client, SEATS[0], old, anna[0])[0] == 200
    bare = anna[1].split()[-1]  # "Anna 12" -> "12"
    status, page = at(client, HOST, old, bare)  # a bare number: the card of the player asked on that page
    assert status == 409 and f"so '{bare}' was not applied: " in page
    # on Anna's page the bare number is now Ben's card, from Ben's written hand: refused as such (403), in the
    # words any try at Ben's hidden cards gets
    status, page = at(client, SEATS[0], old, bare)
    assert status == 403 and "Not for this page" in page and len(table.session.state.plays) == 1
    bens = ben[0]  # "Ben 20"
    assert at(client, HOST, table.revision, bens)[0] == 200  # the host enters Ben's card
    status, page = at(client, SEATS[1], old, bens)  # Ben's own tap of the same card, from the old page
    assert status == 409 and "was not applied: it is no entry now" in page
    assert table.session.state.plays == {0: int(anna[0].split()[-1]), 1: int(bens.split()[1])}
    drawn = table.revision
    client.post("/undo", data={"t": HOST, "rev": drawn}, headers={"HX-Request": "true"})
    status, page = at(client, SEATS[1], drawn, bens)  # the same game as that page showed, but an undo since
    assert status == 409 and 1 not in table.session.state.plays


def test_a_stale_try_at_another_seats_hidden_card_teaches_nothing(tmp_path, typed_steps):
    """Land Unter, every hand written: Anna's page, drawn before her own card went in, tries Ben's cards: one
    in his hand and one in nobody's get the same answer (not "moved on" for one and "Ben's to enter" for
    the other: whether it was legal on the old page would tell Ben's hand)."""
    client, table, names, moves, texts = served("land-unter", 5, tmp_path)
    until(client, table, moves, texts, lambda s: s.phase == Phase.PLAY)
    old = table.revision
    assert at(client, SEATS[0], old, offered(table, 0)[0])[0] == 200
    state = table.session.state
    held = min(state.hand_known[state.hand_of(1)] - state.seen.keys())
    nobodys = next(c for c in range(1, 61) if all(c not in state.hand_known[h] for h in range(3)) and c not in state.seen)
    answers = []
    for card in (held, nobodys):
        status, page = at(client, SEATS[0], old, f"Ben {card}")
        answers.append((status, re.sub(r"\d+", "N", re.search(r'id="refusal".*?</section>', page, re.S).group(0))))
    assert answers[0] == answers[1] and answers[0][0] == 403, answers


def test_two_pages_answering_one_players_step_is_a_double_entry_refused(tmp_path):
    """NIL: Ben's page and the host's both tell a tile of Ben's rack from one revision: the second is
    refused as answering Ben's step twice; Ben's own page telling a second tile from that revision (his own
    steps, one after the other) is recorded."""
    client, table = live("nil", tmp_path)
    assert "Recorded" in at(client, HOST, table.revision, "start Anna")[1]
    old = table.revision
    assert at(client, SEATS[1], old, "Ben holds bend")[0] == 200
    status, page = at(client, HOST, old, "Ben holds arc")
    assert status == 409 and "another page entered Ben's step meanwhile: this entry would answer it twice" in page
    status, page = at(client, SEATS[1], old, "Ben holds arc")
    assert status == 200 and "Recorded" in page
    assert sorted(table.session.state.racks[1].elements()) == ["arc", "bend"]


def replay_of(spec, names, moves):
    """The game ``moves`` make from a new game of ``spec`` for ``names``."""
    state = spec.new_game(names, [])
    for move in moves:
        state.apply(move)
    return state


def at_once(base: str, rev: str, entries: dict[str, str]) -> dict[str, tuple[int, str]]:
    """Post each token's entry from a page at ``rev``, one thread each, all released at one barrier; each
    answer (status, page) once every thread has it."""
    barrier, answers = threading.Barrier(len(entries)), {}

    def send(token: str, entry: str) -> None:
        with httpx.Client(timeout=30) as phone:
            barrier.wait(timeout=30)
            reply = phone.post(f"{base}/enter", data={"t": token, "rev": rev, "entry": entry},
                               headers={"HX-Request": "true"})
            answers[token] = (reply.status_code, html.unescape(reply.text))

    threads = [threading.Thread(target=send, args=item) for item in entries.items()]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    return answers


def post_live(base: str, token: str, rev: str, entry: str) -> tuple[int, str]:
    """One post to a served game, as htmx sends it."""
    reply = httpx.post(f"{base}/enter", data={"t": token, "rev": rev, "entry": entry},
                       headers={"HX-Request": "true"}, timeout=30)
    return reply.status_code, html.unescape(reply.text)


def recorded_box(page: str) -> str:
    """The text of a page's "Recorded" box, '' when it has none."""
    found = re.search(r'<section class="ruling accepted" role="status"[^>]*>(.*?)</section>', page, re.S)
    return re.sub(r"<[^>]+>", " ", found.group(1)) if found else ""



# --- the "Recorded" box: the entry and where it was taken, never the question asked before it -----------

def test_a_recorded_box_names_where_its_entry_was_taken_not_the_question_before_it(tmp_path):
    """NIL: Ben's tile told reads "Recorded: Ben holds bend" and "Turn 1", not the question he answered
    ("Ben: tap the 5 tiles of your rack"); at the end Ben's own rack left reads "Recorded: Ben: minus 75"
    and the stage, not the racks still to come before it (Anna's and his own). Both boxes carry the stage
    their entry was taken in, which the page's script compares with the page's to let the box go."""
    from tests.test_nil_racks import table as nil_table, tell

    session = nil_table(tmp_path, ("Anna", "Ben", "Cleo"))
    table = SharedTable(session, run=RUN)
    client = TestClient(create_app(table, HOST, seats=SEATS))
    status, page = at(client, SEATS[1], table.revision, "Ben holds bend")
    box = recorded_box(page)
    assert "Recorded: Ben holds bend" in box and "Turn 1" in box and "tap the" not in box, box
    assert 'data-stage="turn 1"' in page and 'id="table"' in page and 'data-stage="turn 1">' in page
    (tmp_path / "end").mkdir()
    session = nil_table(tmp_path / "end", ("Anna", "Ben", "Cleo"))  # three racks that cannot start the river
    table = SharedTable(session, run=RUN)
    client = TestClient(create_app(table, HOST, seats=SEATS))
    for seat, tiles in ((0, ["arc"] * 5), (1, ["arc"] * 3 + ["near-left"] * 2), (2, ["diagonal"] * 5),
                        (0, ["diagonal"] * 5), (1, ["diagonal"] * 2 + ["near-left"] * 3), (2, ["near-left"] * 5)):
        tell(session, seat, tiles)
    assert session.state._end_missing() == [0, 1]
    asked = table.view(1).prompt.text
    status, page = at(client, SEATS[1], table.revision, "Ben: minus 75")
    box = recorded_box(page)
    assert status == 200 and "Recorded: Ben: minus 75" in box and "The last turn has been played" in box, box
    assert "still to come" not in box and "show the rack left" not in box and asked not in box, (asked, box)


@needs_chromium
def test_a_recorded_box_stays_through_the_trick_and_goes_once_the_game_is_past_it(browser, tmp_path):  # noqa: F811
    """Land Unter at phone size: Ben taps his card; Anna's card comes in by a poll (same trick): Ben's
    "Recorded" stays beside the new last step; Cleo's card ends the trick and the next trick's water is
    turned up: at the next poll Ben's box is gone (it was "Round 2, trick 1"'s, not the game's now)."""
    spec = spec_of("land-unter")
    names, moves, texts = typed_game("land-unter", 5, 3, grouped=False)
    session = TableSession.start(spec, names, [], tmp_path / "g.yaml")
    for text in texts:  # to round 2's first play: every hand is known (all of round 1 was played)
        if session.state.round == 2 and session.state.phase == Phase.PLAY:
            break
        session.enter(text)
    order = [p for p in session.state.order]
    ben = next(p for p in order if p != session.state.current_player)  # a seat other than the one asked
    with serving(session, HOST, SEATS) as (address, table):
        base = address.split("?")[0]
        page = phone(browser)
        page.goto(f"{base}?t={SEATS[ben]}")
        card = page.locator("form.hand button.card").first.inner_text()
        following = f"{table.run}.{table.changes + 1}"
        page.locator("form.hand").get_by_role("button", name=card, exact=True).click()
        page.wait_for_selector(f'main#table[hx-get^="/part?rev={following}&"]', state="attached")
        assert f"Recorded: {names[ben]} {card}" in page.inner_text("main .ruling.accepted") or \
            f"Recorded: {card}" in page.inner_text("main .ruling.accepted")
        others = [p for p in order if p != ben]
        hands = {p: spec.secrets.hand(table.session.state, p)[0][1] for p in others}
        assert type(table.enter(f"{names[others[0]]} {hands[others[0]][0]}", table.revision, others[0], False)).__name__ == "Accepted"
        page.wait_for_selector(f'main#table[hx-get^="/part?rev={table.revision}&"]', state="attached", timeout=10_000)
        assert page.locator("main .ruling.accepted").count() == 1, "the poll in the same trick took Ben's box away"
        assert type(table.enter(f"{names[others[1]]} {hands[others[1]][0]}", table.revision, others[1], False)).__name__ == "Accepted"
        page.wait_for_selector(f'main#table[hx-get^="/part?rev={table.revision}&"]', state="attached", timeout=10_000)
        assert table.session.state.phase == Phase.TURN_UP
        assert page.locator("main .ruling.accepted").count() == 0, page.inner_text("main")[:400]
        assert "Last step:" in page.inner_text("main")
        looked_at(page, tmp_path, "recorded-box-gone")


def test_a_tap_answered_after_other_phones_steps_shows_the_last_step_and_its_news(tmp_path, typed_steps):
    """fe-table4 problem 2: three seats tap a trick's cards at once; a phone whose answer is drawn after the
    others' cards came in (here Anna's form sent again, answered as already recorded) is at the newest
    revision, so no poll redraws it: beside its "Recorded" it shows the last step and the trick's news
    (the cards turned up together), as every other page does."""
    client, table, names, moves, texts = served("land-unter", 5, tmp_path)
    until(client, table, moves, texts, lambda s: s.phase == Phase.PLAY)
    sent = table.revision
    mine = {seat: offered(table, seat)[0] for seat in range(3)}
    for seat in range(3):
        assert at(client, SEATS[seat], sent, mine[seat])[0] == 200
    status, page = at(client, SEATS[0], sent, mine[0])  # Anna's form again: its answer is drawn now
    assert status == 200 and "already recorded" in page, page[:400]
    last = table.session.view(0).last
    assert last is not None and f"Last step: {last[1] if isinstance(last, tuple) else last}" in page, page[:600]
    assert "turned up together" in page, page[:600]
