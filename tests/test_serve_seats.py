"""``nile serve``'s seat links through Starlette's TestClient: one link per player showing that player's
hidden cards, the table's read-only page and the host's showing none, another seat's hidden entry refused
with a 403, ``/view.json`` per link, the record kept from the links it would tell hidden cards, and the
tokens kept beside the record."""

from __future__ import annotations

import html
import re
import stat

import pytest
from starlette.testclient import TestClient

from scorer.games.land_unter.engine import Phase
from scorer.games.nile.moves import Draw
from scorer.session import TableSession
from scorer.web.app import create_app
from scorer.web.server import ServeError, table_token, table_tokens
from scorer.web.table import SharedTable
from tests.test_session import spec_of, typed_game

HOST = "h0st-token-0123456789"
SEATS = ("anna-token-0123456789", "ben-token-01234567890", "cleo-token-0123456789")
RUN = "a1"


@pytest.fixture(autouse=True)
def every_step_typed(monkeypatch):
    """Every step is entered from a link, none taken by the session itself: these tests enter the cards a
    simulation saw (a card drawn face up, a rack), which a table tells in place of a face-down draw."""
    monkeypatch.setattr(TableSession, "_take_automatic", lambda self, ruled: False)


def served(slug: str, seed: int, tmp_path, players: int = 3):
    """A new game of ``slug`` served with seat links: (client, table, names, moves, texts), one text per
    move of the simulated game."""
    spec = spec_of(slug)
    names, moves, _ = typed_game(slug, seed, players)
    state, texts = spec.new_game(names, []), []
    for move in moves:
        texts.append(spec.notation.format(state, move))
        state.apply(move)
    table = SharedTable(TableSession.start(spec, names, [], tmp_path / f"{slug}.yaml"), run=RUN)
    return TestClient(create_app(table, HOST, seats=SEATS[:players])), table, names, moves, texts


def post(client: TestClient, token: str, table: SharedTable, entry: str, **headers):
    return client.post("/enter", data={"t": token, "rev": table.revision, "entry": entry},
                       headers={"HX-Request": "true"} | headers)


def cards_on(page: str) -> list[str]:
    """The cards a page shows in its seat's hand (buttons or not)."""
    return [html.unescape(c) for c in re.findall(r'class="card"[^>]*>([^<]*)<', page)]


def offered(table, seat: int) -> list[str]:
    """The entries ``seat``'s page offers now: those listed, then each card of its hand shown as a tap
    (a hand written down is tapped there, not listed again)."""
    view = table.session.view(seat)
    return [entry.text for entry in view.entries] + list(view.taps.values())


def until(client, table, moves, texts, done) -> int:
    """Enter the game's steps from the host's link until ``done(state)``; the number entered."""
    for i, text in enumerate(texts):
        if done(table.session.state):
            return i
        assert "Recorded" in post(client, HOST, table, text).text, (i, text)
    raise AssertionError("no such step")


def test_a_seat_page_shows_its_own_hand_as_cards_to_tap_and_no_other(tmp_path):
    client, table, names, moves, texts = served("land-unter", 5, tmp_path)
    # round 2: every hand is known to the referee (its cards were all played in round 1)
    until(client, table, moves, texts, lambda s: s.round == 2 and s.phase == Phase.PLAY)
    state = table.session.state
    turn = state.current_player
    hands = {seat: [item for _, items in table.session.spec.secrets.hand(state, seat) for item in items]
             for seat in range(3)}
    assert all(len(hand) == 12 for hand in hands.values())
    for seat, token in enumerate(SEATS):
        page = client.get(f"/?t={token}").text
        assert f"{names[seat]}’s page" in html.unescape(page)
        assert cards_on(page) == hands[seat]  # its own hand, in order
        # its cards are its entries, each a button to tap, whoever the table is asked about (the cards of a
        # trick are revealed together): written with the seat's name where the table is asked about another
        said = [f"{names[seat]} {c}" for c in hands[seat]]  # each card named, the player asked's too
        assert all(f'class="card" name="entry" value="{entry}"' in html.unescape(page) for entry in said)
        json = client.get(f"/view.json?t={token}").json()
        assert json["seat"] == names[seat] and json["hand"] == [{"group": "hand", "items": hands[seat]}]
        assert json["prompt"]["player"] == names[seat] and json["revision"] == table.revision
        assert json["taps"] == dict(zip(hands[seat], said))
        others = {c for other, hand in hands.items() if other != seat for c in hand}
        assert not others & set(cards_on(page))
    for token in ("", HOST):  # the table's page and the host's: nobody's hand, entries that tell none
        page = client.get(f"/?t={token}").text
        # but the host's (a table with one phone) folds the hand of the player asked away, for that player to
        # open and tap (nile-lu problem 2, tests/test_land_unter_host_peek.py); the table's never
        fold = re.search(r'<details class="peek">.*?</details>', page, re.S)
        assert (fold is not None) == (token == HOST)
        if fold is not None:
            assert cards_on(fold.group(0)) == hands[turn]
            page = page.replace(fold.group(0), "")
        assert cards_on(page) == [] and "’s page" not in html.unescape(page)
        json = client.get(f"/view.json?t={token}").json()
        assert json["seat"] is None and json["hand"] == []
        listed = {e["text"] for e in json["entries"]}
        # no card: the referee knows the player's hand by round 1 and refuses a card it lacks, which the table does
        # not keep; listing only the hand's cards would tell it, listing the others would offer what is refused
        # (issue 22, Secrets.unlisted)
        assert listed == set()
    # the seat taps a card of its hand: recorded, and every page shows it as played
    card = hands[turn][0]
    reply = post(client, SEATS[turn], table, card)
    assert reply.status_code == 200 and f"Recorded: {names[turn]} {card}" in html.unescape(reply.text)
    assert card not in cards_on(client.get(f"/?t={SEATS[turn]}").text)


def test_another_seats_hidden_entry_is_a_403_and_its_own_seat_or_the_host_enters_it(tmp_path):
    client, table, names, moves, texts = served("nile", 3, tmp_path)
    # the first card drawn face up (a simulation sees every card): private to its drawer
    at = until(client, table, moves, texts,
               lambda s: s.due_draw() is not None and any(isinstance(m, Draw) and m.card is not None
                                                            and m.card != s.cards.plague
                                                            for m in [moves[len(table.session.moves)]]))
    drawer, text = moves[at].player, texts[at]
    other = (drawer + 1) % 3
    before, step = table.session.path.read_bytes(), table.session.step
    for headers in ({"HX-Request": "true"}, {}):  # htmx, and a plain form without scripts
        reply = client.post("/enter", data={"t": SEATS[other], "rev": table.revision, "entry": text}, headers=headers)
        assert reply.status_code == 403 and names[drawer] in reply.text and "own page" in reply.text
    assert table.session.path.read_bytes() == before and table.session.step == step
    # the table's page and the other seats' list no such entry; the drawer's does
    for token in ("", HOST, SEATS[other]):
        listed = [e["text"] for e in client.get(f"/view.json?t={token}").json()["entries"]]
        assert text not in listed and "?" in listed
    assert text in [e["text"] for e in client.get(f"/view.json?t={SEATS[drawer]}").json()["entries"]]
    reply = post(client, SEATS[drawer], table, text)
    assert reply.status_code == 200 and f"Recorded: {text}" in html.unescape(reply.text)
    # the others read the draw as '?', and never see the card in the drawer's hand
    for token in ("", HOST, SEATS[other]):
        view = client.get(f"/view.json?t={token}").json()
        assert view["last"]["entry"] == "?"
        line = next(x for x in view["board"].splitlines() if x.startswith(f"{names[drawer]}: hand"))
        assert re.fullmatch(rf"{names[drawer]}: hand (\d+) \(\1 unseen\)", line), line
    assert client.get(f"/view.json?t={SEATS[drawer]}").json()["last"]["entry"] == text


def test_a_storage_shows_on_its_owners_page_only(tmp_path):
    client, table, names, moves, texts = served("nile", 8, tmp_path, players=2)
    until(client, table, moves, texts, lambda s: sum(map(sum, s.storage)) >= 4 and min(map(sum, s.storage)) > 0)
    for token in ("", HOST):
        view = client.get(f"/view.json?t={token}").json()
        assert view["board"].count("storage: hidden") == 2 and view["standings"] is None
        page = html.unescape(client.get(f"/?t={token}").text)
        assert "storage: Papyrus" not in page and "score stays hidden" in page
    for seat in range(2):
        board = client.get(f"/view.json?t={SEATS[seat]}").json()["board"]
        assert board.count("storage: hidden") == 1 and "storage: Papyrus" in board
        svg = client.get(f"/board.svg?t={SEATS[seat]}").text
        assert svg.count(">hidden<") == 1
    assert client.get("/board.svg").text.count(">hidden<") == 2


def test_the_record_is_the_hosts_while_it_tells_hidden_cards(tmp_path):
    client, table, names, moves, texts = served("nil", 3, tmp_path)
    secrets = table.session.spec.secrets
    at = until(client, table, moves, texts, lambda s: bool(secrets.owners(s, moves[len(table.session.moves)])))
    assert client.get("/record").status_code == 200  # nothing hidden written down yet: any page downloads it
    post(client, HOST, table, texts[at])  # a rack written down (a simulation sees every tile)
    assert client.get(f"/record?t={HOST}").status_code == 200
    owners = secrets.owners(table.session._after(at), moves[at])
    for token in ("", *(t for seat, t in enumerate(SEATS) if owners - {seat})):
        reply = client.get(f"/record?t={token}")
        assert reply.status_code == 403 and "host" in reply.text
        assert client.get(f"/view.json?t={token}").json()["record"] is False
    assert 'href="/record' not in client.get("/").text and 'href="/record' in client.get(f"/?t={HOST}").text


def test_read_only_and_seat_links_and_the_tokens_beside_the_record(tmp_path):
    client, table, names, moves, texts = served("land-unter", 6, tmp_path)
    page = client.get("/").text
    assert "the table's page, read-only" in html.unescape(page) and 'action="/enter"' not in page
    assert post(client, "", table, texts[0]).status_code == 403
    host = html.unescape(client.get(f"/?t={HOST}").text)
    for name, token in zip(names, SEATS):  # the host's page hands each player their link
        assert f"?t={token}" in host and name in host
    assert client.get(f"/qr.svg?t={HOST}&seat=2").headers["content-type"].startswith("image/svg+xml")
    assert client.get(f"/qr.svg?t={SEATS[0]}&seat=1").status_code == 403  # a seat never shows another's link
    assert client.get(f"/qr.svg?t={HOST}&seat=9").status_code == 400
    assert "Seat links" not in client.get(f"/?t={SEATS[0]}").text
    with pytest.raises(ValueError):
        create_app(table, HOST, seats=(SEATS[0], SEATS[0]))
    record = tmp_path / "g.yaml"
    first = table_tokens(record, 3)
    assert len(set(first)) == 4 and table_tokens(record, 3) == first and table_token(record) == first[0]
    kept = record.with_name("g.yaml.token")
    assert stat.S_IMODE(kept.stat().st_mode) == 0o600 and kept.read_text().split() == first
    legacy = tmp_path / "old.yaml"  # a token file of one line, from before the seat links: the host's stays
    legacy.with_name("old.yaml.token").write_text(first[0] + "\n")
    again = table_tokens(legacy, 2)
    assert again[0] == first[0] and len(set(again)) == 3
    legacy.with_name("old.yaml.token").write_text("not a token\n")
    with pytest.raises(ServeError):
        table_tokens(legacy, 2)


def test_every_answer_carries_the_security_headers(tmp_path):
    """No framing, no guessed types, and no address sent on to another site as a referrer: a seat's link
    holds its token."""
    client, table, names, moves, texts = served("nil", 4, tmp_path)
    for reply in (client.get("/"), client.get(f"/?t={SEATS[0]}"), client.get("/view.json"), client.get("/nosuch"),
                  client.get("/static/htmx.min.js"), client.get("/board.svg"), post(client, "", table, texts[0]),
                  client.get(f"/record?t={HOST}")):
        assert reply.headers["referrer-policy"] == "no-referrer", reply.url
        assert reply.headers["x-content-type-options"] == "nosniff" and reply.headers["x-frame-options"] == "DENY"
        assert "frame-ancestors 'none'" in reply.headers["content-security-policy"]


def test_another_players_step_is_refused_in_the_page_where_it_was_entered(tmp_path):
    """A phone entering another player's step gets the refusal where its entry was, the page swapped in
    (403: the htmx settings swap it), saying whose step it is; nothing is recorded."""
    client, table, names, moves, texts = served("ufern-des-nils", 5, tmp_path)
    i = until(client, table, moves, texts, lambda s: table.session.view(None).prompt.seat is not None)
    asked = table.session.view(None).prompt.seat
    other = (asked + 1) % 3
    step = table.session.step
    reply = post(client, SEATS[other], table, texts[i])
    page = html.unescape(reply.text)
    assert reply.status_code == 403 and "Not for this page" in page and f"is {names[asked]}'s step" in page
    assert 'id="table"' in page and table.session.step == step  # the page's part, to swap in; nothing recorded
    assert "Recorded" in post(client, SEATS[asked], table, texts[i]).text


def test_cards_of_a_trick_tapped_at_once_on_three_phones_are_all_recorded(tmp_path):
    """The cards of a trick are chosen in secret and revealed together: a phone whose page was drawn before
    another's card came in still enters its own card (it does not depend on theirs); any other stale entry
    is told the game moved on."""
    client, table, names, moves, texts = served("land-unter", 5, tmp_path)
    until(client, table, moves, texts, lambda s: s.phase == Phase.PLAY)
    sent = table.revision
    mine = {seat: offered(table, seat)[0] for seat in range(3)}
    for seat in (1, 2, 0):
        reply = client.post("/enter", data={"t": SEATS[seat], "rev": sent, "entry": mine[seat]},
                            headers={"HX-Request": "true"})
        assert "Recorded" in html.unescape(reply.text), (seat, html.unescape(reply.text)[:300])
    assert table.session.state.phase != Phase.PLAY or table.session.state.trick >= 1  # the trick is complete
    stale = client.post("/enter", data={"t": HOST, "rev": sent, "entry": texts[0]}, headers={"HX-Request": "true"})
    assert stale.status_code == 409


@pytest.mark.parametrize("slug", ["ufern-des-nils", "nil"])
def test_a_page_that_cannot_enter_the_step_invites_no_entry_and_no_tap(slug, tmp_path):
    """On another player's step a seat's page shows no "an entry, as above" (there is nothing above), no
    "tap one" nor "tap to act" in the board's legend (it has no target), and the field says whose step it
    is; the player's own page invites both. Ufern's pages say nothing is hidden, never "your hand" (the
    game hides nothing: its seats.py)."""
    client, table, names, moves, texts = served(slug, 5, tmp_path)
    until(client, table, moves, texts, lambda s: table.session.view(None).prompt.seat is not None)
    asked = table.session.view(None).prompt.seat
    other = (asked + 1) % 3
    waiting = html.unescape(client.get(f"/?t={SEATS[other]}").text)
    own = html.unescape(client.get(f"/?t={SEATS[asked]}").text)
    assert "as above" not in waiting and "tap one" not in waiting and "tap to act" not in waiting
    assert 'class="hint"' not in waiting and 'class="hint"' in own  # no "Type e.g. ..." it would refuse
    assert f'placeholder="{names[asked]}’s step: entered on {names[asked]}’s page"' in waiting
    assert "tap one" in own or "tap to act" in own
    if slug == "ufern-des-nils":
        for page in (waiting, own):
            assert "your hand" not in page and "Nothing in this game is hidden" in page


def test_an_undo_says_on_every_page_what_was_taken_back_and_by_whom(tmp_path):
    """Land Unter: Ben enters his card of the trick while the table is asked about Anna's; his undo question
    describes his own step (his weather card), not the trick's prompt about Anna; after his undo every other
    page says "Ben took back “Ben ?”", his card never shown face up there (the host's undo: "The host's page took back ...")."""
    client, table, names, moves, texts = served("land-unter", 5, tmp_path)
    until(client, table, moves, texts, lambda s: s.phase == Phase.PLAY)
    assert table.session.view(None).prompt.seat == 0
    card = offered(table, 1)[0]  # e.g. "Ben 20"
    assert "Recorded" in html.unescape(post(client, SEATS[1], table, card).text)
    mine = html.unescape(client.get(f"/?t={SEATS[1]}").text)
    question = re.search(r"Take back your card (\d+) \(([^)]*)", mine)  # his step in the game's noun (issue 22)
    assert question and f"Ben {question.group(1)}" == card, question
    assert "Ben plays a weather card" in question.group(2) and "Anna plays" not in question.group(2), question.group(2)  # (whose card: frderev2 C-e)
    host_page = html.unescape(client.get(f"/?t={HOST}").text)
    # the step (face down on the host's page, which shows the table's view); the prompt
    assert "Ben has chosen a weather card" in host_page and "Anna plays a weather card" in host_page
    undone = client.post("/undo", data={"t": SEATS[1], "rev": table.revision}, headers={"HX-Request": "true"})
    assert f"Undone: {card}" in html.unescape(undone.text)
    for token in (SEATS[0], SEATS[2], HOST, ""):  # Ben's card was face down there: it stays unnamed
        page = html.unescape(client.get(f"/?t={token}").text)
        assert "Ben took back “Ben ?”" in page and f"“{card}”" not in page, token
    assert "Recorded" in html.unescape(post(client, HOST, table, card).text)  # the host enters Ben's card
    client.post("/undo", data={"t": HOST, "rev": table.revision}, headers={"HX-Request": "true"})
    assert f"The host's page took back “{card}”" in html.unescape(client.get(f"/?t={SEATS[1]}").text)
