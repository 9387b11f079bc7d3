"""Land Unter at a table with one phone (the host's page only) from round 2 (nile-lu problem 2): the hands passed
on are known to the referee by the cards played from them in round 1, so the host's page lists no card for the
player asked (the list would tell the hand) and hid a refusal's reason: nothing to tap. Now the player asked
opens their own hand behind a fold ("Show Anna's hand (only Anna looks)"), taps the card there, and the fold is
closed again once it is recorded; a refusal of a card tapped there is said inside the fold, in that player's words
(:mod:`scorer.peek`). The table's read-only page and the seats' pages show no fold and no other hand."""

from __future__ import annotations

import html
import re
from pathlib import Path

from starlette.testclient import TestClient

from scorer.games.land_unter.moves import Deal
from scorer.session import Accepted, TableSession
from scorer.web.app import create_app
from scorer.web.table import SharedTable
from tests.land_unter_helpers import NAMES, SEED, quick  # noqa: F401 (autouse: every step typed)
from tests.test_session import spec_of

HOST = "h0st-token-0123456789"
SEATS = ("anna-token-0123456789", "ben-token-01234567890", "cleo-token-0123456789")
FOLD = re.compile(r'<details class="peek"( open)?><summary>Show (\w+)’s hand \(only \2 looks\)</summary>(.*?)</details>', re.S)


def round_two(path: Path) -> TableSession:
    """The seeded game typed at the host's page (the deals by their lifebelts alone, no hand written down) up to
    round 2's first card."""
    spec = spec_of("land-unter")
    _, moves = spec.simulate(NAMES, SEED, ())
    session, state = TableSession.start(spec, NAMES, [], path), spec.new_game(NAMES, [])
    for move in moves:
        if state.round == 2 and state.phase.name == "PLAY":
            return session
        text = " ".join(map(str, move.lifebelts)) if isinstance(move, Deal) else spec.notation.format(state, move)
        assert isinstance(session.enter_as(text, None, host=True), Accepted), text
        state.apply(move)
    raise AssertionError("the game never reached round 2")


def _served(tmp_path: Path) -> tuple[TestClient, SharedTable]:
    table = SharedTable(round_two(tmp_path / "lu.yaml"), run="a1")
    return TestClient(create_app(table, HOST, seats=SEATS)), table


def _page(client: TestClient, token: str) -> str:
    return html.unescape(client.get(f"/?t={token}" if token else "/").text)


def _post(client: TestClient, table: SharedTable, entry: str, **more: str) -> str:
    reply = client.post("/enter", data={"t": HOST, "rev": table.revision, "entry": entry, **more},
                        headers={"HX-Request": "true"})
    assert reply.status_code == 200, reply.text
    return html.unescape(reply.text)


def _buttons(fold: str, kind: str) -> list[str]:
    return re.findall(rf'<button type="submit" class="{kind}" name="entry" value="([^"]*)">', fold)


def test_the_player_asked_opens_their_own_hand_on_the_host_page_and_taps_the_card(tmp_path):
    client, table = _served(tmp_path)
    session = table.session
    assert session.view(None).entries == []  # the list would tell Anna's hand: none (as before)
    fold = FOLD.search(_page(client, HOST))
    assert fold and fold.group(1) is None and fold.group(2) == "Anna", "a closed fold, Anna's"
    anna = session.view(0)
    mine = [anna.taps[item] for _, items in anna.hand for item in items if item in anna.taps]
    assert mine and _buttons(fold.group(3), "card") == mine  # her hand's cards, as her own page taps them
    assert set(_buttons(fold.group(3), "other")) == {e.text for e in anna.entries} - set(mine)
    page = _post(client, table, mine[0], via="peek", peek="0")
    assert "Recorded: Anna ?" in page, page  # face down until the trick's last card is in
    fold = FOLD.search(page)
    assert fold and fold.group(1) is None and fold.group(2) == "Ben", "closed again, and it is Ben's turn"


def test_no_other_page_shows_the_fold_or_the_hand(tmp_path):
    client, table = _served(tmp_path)
    anna = [item for _, items in table.session.view(0).hand for item in items if item in table.session.view(0).taps]
    for token in ("", SEATS[1], SEATS[2]):  # the table's read-only page, the other seats' pages
        page = _page(client, token)
        assert 'class="peek"' not in page and "Anna’s hand" not in page, token
        assert not set(anna) & set(re.findall(r'class="card"[^>]*>([^<]*)<', page)), token
    assert 'class="peek"' not in _page(client, SEATS[0])  # Anna's own page shows her hand as ever, no fold


def test_a_card_refused_in_the_fold_is_said_there_in_that_players_words_and_nothing_of_another_hand(tmp_path):
    """A card of another hand is no longer offered in the fold (the table saw it played from that hand in round 1:
    lupolish); typed there all the same, it is refused inside the open fold by what the table saw, naming no other
    card, and typed in the field the whole table reads the same reason (issue 22, lurev2 defect 2)."""
    client, table = _served(tmp_path)
    session = table.session
    _post(client, table, _buttons(FOLD.search(_page(client, HOST)).group(3), "card")[0], via="peek", peek="0")
    ben = _buttons(FOLD.search(_page(client, HOST)).group(3), "other")
    known = set().union(*(session.state.hand_known[h] for h in range(3) if h != session.state.hand_of(1)))
    assert ben and not [e for e in ben if int(e.split()[-1]) in known], ben  # no card of another hand offered
    card = min(known - set(session.state.seen))
    elsewhere = f"Ben {card}"
    page = _post(client, table, elsewhere, via="peek", peek="1")
    fold = FOLD.search(page)
    assert fold and fold.group(1) == " open" and 'id="refusal"' in fold.group(3), page  # said inside the open fold
    said = re.sub(r"<[^>]*>", " ", re.search(r'<section id="refusal".*?</section>', fold.group(3), re.S).group(0))
    assert f"{card} is in the hand" in said and "played it from that hand in round 1" in said, said
    assert "Legal instead" not in said and not set(re.findall(r"\d+", said)) - {str(card), "1"}, said
    typed = _post(client, table, elsewhere, via="entry")  # typed in the field: the same reason, for the whole table
    assert f"{card} is in the hand" in typed and "does not fit what is hidden here" not in typed, typed
