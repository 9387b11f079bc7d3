"""Undo and Take back say what they take back, on every page, in all four games (issue 22, s37 lurefuse's
report): the page's "Undo…" question and button (and its one-tap "Take back") name exactly the entry the
button takes back; a seat's page names its own part where that is what goes (Land Unter: its card of a trick
face down, or its lifebelts, under another seat's entered after it), the host's page the last step, another
seat's hidden cards as ``?``. Each test taps the button (Starlette's TestClient) and reads what was undone."""

from __future__ import annotations

import html
import re
from pathlib import Path

from starlette.testclient import TestClient

from scorer.games import game as spec_of
from scorer.session import Accepted, TableSession
from scorer.web.app import create_app
from scorer.web.table import SharedTable

HOST = "h0st-token-0123456789"
SEATS = ("anna-token-0123456789", "ben-token-01234567890", "cleo-token-0123456789")
NAMES = ["Anna", "Ben", "Cleo"]


def _served(tmp_path: Path, slug: str, *entries: tuple[str, int | None]) -> tuple[TestClient, SharedTable]:
    """``slug``'s game for Anna, Ben and Cleo, served, with ``entries`` entered on the seat's page (None: the host's)."""
    tmp_path.mkdir(exist_ok=True)
    session = TableSession.start(spec_of(slug), NAMES, [], tmp_path / "g.yaml")
    table = SharedTable(session, run="a1")
    client = TestClient(create_app(table, HOST, seats=SEATS))
    for entry, seat in entries:
        reply = client.post("/enter", data={"t": HOST if seat is None else SEATS[seat], "rev": table.revision,
                                            "entry": entry}, headers={"HX-Request": "true"})
        assert "Recorded:" in html.unescape(reply.text), (entry, html.unescape(reply.text)[:2000])
    return client, table


def _undo(client: TestClient, table: SharedTable, token: str) -> tuple[set[str], str]:
    """The entries the page of ``token`` names on its undo buttons and question (the one-tap "Take back" too),
    then what its "Undo" button took back ("Undone: …")."""
    page = html.unescape(client.get("/", params={"t": token}).text)
    forms = re.findall(r'<form method="post" action="/undo".*?</form>', page, re.S)
    assert forms, page[page.find("<main"):][:3000]
    named = {found for form in forms for found in re.findall(r"(?:Take back|Undo)(?: your own| your)? “([^”]*)”", form)}
    # (a seat's own step is named in its game's noun since session 38: "Take back your count 4"; NILE's flood card,
    # turned up for the table whoever entered it, since session 40: "Take back the flood card Wheat")
    texts = [" ".join(re.sub(r"<[^>]+>", " ", form).split()) for form in forms]
    named |= {found.strip() for text in texts for found in re.findall(r"(?:Take back|Undo) ((?:your|the flood card) [^(?]+?)(?= \(|\?| Undo|$)", text)}
    reply = html.unescape(client.post("/undo", data={"t": token, "rev": table.revision},
                                      headers={"HX-Request": "true"}).text)
    undone = re.search(r"<strong>Undone: ([^<]*)</strong>", reply)
    assert undone, reply[:2000]
    return named, undone[1]


def test_land_unter_a_seat_takes_back_its_own_card_face_down_and_says_so(tmp_path):
    """Anna's card then Ben's, face down until the trick is in: Anna's page named "Ben ?" and took back her
    "Anna 5" (a seat takes back its own card until the trick is turned up). Now it names "Anna 5"; the
    host's names "Ben ?", Ben's "Ben 6", each what goes."""
    for token, named, entry, gone in ((SEATS[0], "your card 5", "Anna 5", 0), (HOST, "Ben ?", "Ben ?", 1),
                                      (SEATS[1], "your card 6", "Ben 6", 1)):
        client, table = _served(tmp_path / token[:4], "land-unter", ("4 5 4", None), ("7 3", None), ("5", 0), ("6", 1))
        said, undone = _undo(client, table, token)
        assert said == {named} and undone == entry, (token, said, undone)
        left = [getattr(m, "player", None) for m in table.session.moves[2:]]
        assert left == [1 - gone], (token, table.session.moves)


def test_land_unter_a_seat_takes_back_its_own_lifebelts_and_says_so(tmp_path):
    """Round 1's lifebelts, each seat's own part: Anna's page named Ben's "Ben 5" and took back her "Anna 4"."""
    client, table = _served(tmp_path, "land-unter", ("4", 0), ("5", 1))
    said, undone = _undo(client, table, SEATS[0])
    assert said == {"your count 4"} and undone == "Anna 4", (said, undone)
    assert [(m.seat, m.belts) for m in table.session.moves] == [(1, 5)]


def test_nile_a_seat_takes_back_its_flood_card_under_another_seats_tell(tmp_path):
    client, table = _served(tmp_path, "nile", ("Wheat", 0), ("Cleo holds Flax", 2))
    said, undone = _undo(client, table, SEATS[0])
    assert said == {"the flood card Wheat"} and undone == "Wheat", (said, undone)
    assert table.session.state.flood is None and [type(m).__name__ for m in table.session.moves][-1:] == ["Hold"]


def test_nil_a_seat_takes_back_its_own_tile_told_under_anothers(tmp_path):
    client, table = _served(tmp_path, "nil", ("start Anna", None), ("Anna holds straight", 0), ("Ben holds bend", 1))
    said, undone = _undo(client, table, SEATS[0])
    assert said == {"your tiles as told"} and undone == "Anna holds straight", (said, undone)
    told = [str(m) for m in table.session.moves if "holds" in str(m)]
    assert told == ["seat 1 holds 1"], table.session.moves  # Ben's tell kept


def test_ufern_the_hosts_undo_takes_back_the_step_it_names(tmp_path):
    session = TableSession.start(spec_of("ufern-des-nils"), NAMES, [], tmp_path / "first.yaml")
    first = session.view(None).entries[0].text
    client, table = _served(tmp_path, "ufern-des-nils", (first, None))
    said, undone = _undo(client, table, HOST)
    assert said == {first} and undone == first and not table.session.moves, (said, undone)


def test_nile_play_quotes_an_undone_card_as_typed_there_and_a_hand_still_hidden(tmp_path):
    """``nile play``'s undo of a card of a trick typed at its keyboard said "undone: Anna ?" though the table
    saw 5 typed: it quotes it as typed. A hand written down there is no public step: it stays ``?``."""
    from tests.land_unter_helpers import dealt, hand_text
    from tests.test_play import _terminal

    session = TableSession.start(spec_of("land-unter"), NAMES, [], tmp_path / "g.yaml")
    for entry in ("4 5 4", "7 3"):
        assert isinstance(session.enter(entry), Accepted)
    said = "\n".join(_terminal(session, "Anna 5\rundo\r\x04"))
    assert "undone: Anna 5" in said and "Anna ?" not in said, said
    session, _, hands = dealt(tmp_path / "hand", turned_up=True)
    said = "\n".join(_terminal(session, f"Ben {hand_text(hands[1])}\rundo\r\x04"))
    assert "undone: Ben hand ?" in said and hand_text(hands[1])[6:-1] not in said.split("undone:")[1], said


def test_nile_play_says_each_entry_undone_with_the_step_it_was_typed_at(tmp_path):
    """s38 closing: ``nile play``'s undo quoted the raw entry ("undone: done": whose?). It says each entry with
    the step it was typed at, in the game's words, as the host's page names the step it takes back
    (:meth:`~scorer.views.SeatViews.entry_as`): "undone: done (Round 1, actions: Ben acts, 3 action points left)"."""
    from tests.test_by_itself import _done_by_itself
    from tests.test_play import _terminal

    session = _done_by_itself(tmp_path)
    player = session.players[session.notation.prompt(session.state).seat]
    asked = session.view(None).prompt.text
    assert f"{player} acts" in asked
    said = "\n".join(_terminal(session, f"{player} done\rundo\r\x04"))
    assert f"undone: done ({asked})" in said, said
