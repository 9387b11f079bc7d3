"""NILE: a seat's own step that would throw away the cards it told is asked first on its own page (nile-lu
problem 1). The rules let its own face-up card win over its claims, which then give way without a word: a slip
of the finger (Flax tapped for the Castor it told) threw the told hand away. Now its own page, and ``nile
play``'s keyboard (to that seat alone), ask "plant ... all the same?" first: one tap confirms, one goes back; the
host's page and the steps that keep the claims are ruled at once, as before. The confirmation is stale-safe (it
counts only at the revision it was asked at) and the question, which names the told cards, is on no other page."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from scorer.games import game as spec_of
from scorer.session import Asked, TableSession
from scorer.web.app import create_app
from scorer.web.table import SharedTable
from tests.nile_helpers import FLAX

SPEC = spec_of("nile")
HOST = "h0st-token-0123456789"
SEATS = ("anna-token-0123456789", "ben-token-01234567890", "cleo-token-0123456789")
#: Ben told Lettuce/Castor for the Flax he holds (fe-table7); his turn comes, his flood card is turned up
BEFORE = [("Ben holds Papyrus Wheat Wheat Castor Lettuce/Castor", 1), ("Papyrus", 0), ("pass", 0), ("Lettuce", 1)]
PLANT = "plant 1 Castor and 1 Flax"  # the Flax he holds, not told: his told cards would give way
QUESTION = ("Your hand as you told it holds no Flax: plant 1 Castor and 1 Flax all the same? Your told Papyrus, "
            "2 Wheat and Lettuce/Castor would give way (not told any more), to be told again")


def _served(tmp_path: Path) -> tuple[TestClient, SharedTable]:
    table = SharedTable(TableSession.start(SPEC, ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml"), run="a1")
    client = TestClient(create_app(table, HOST, seats=SEATS))
    for entry, seat in BEFORE:
        _post(client, table, SEATS[seat], entry)
    return client, table


def _post(client: TestClient, table: SharedTable, token: str, entry: str, rev: str | None = None, **more: str) -> str:
    reply = client.post("/enter", data={"t": token, "rev": rev or table.revision, "entry": entry, **more},
                        headers={"HX-Request": "true"})
    assert reply.status_code == 200, reply.text
    return html.unescape(reply.text)


def _confirm_form(page: str) -> dict[str, str]:
    form = re.search(r'<form [^>]*class="confirm">(.*?)</form>', page, re.S)
    assert form, page
    return dict(re.findall(r'<input type="hidden" name="([^"]*)" value="([^"]*)">', form.group(1)))


def test_the_session_asks_only_the_seat_whose_told_cards_would_give_way(tmp_path):
    session = TableSession.start(SPEC, ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    for entry, seat in BEFORE:
        session.enter_as(entry, seat)
    asked = session.asks(PLANT, 1)
    assert asked == Asked(PLANT, QUESTION, 1)
    assert session.asks(PLANT, None) == asked  # the keyboard: asked of Ben alone (nile play)
    assert session.asks(PLANT, 0) is None  # Anna's page may not enter Ben's step: refused as before, not asked
    assert session.asks("plant 2 Wheat", 1) is None  # his told cards hold it: ruled at once
    assert session.asks("plant 1 Castor and 1 Flaxx", 1) is None  # unreadable: ruled (and refused) as before


@pytest.mark.parametrize("entry, missing, given", [
    ("market Papyrus Flax", "no Flax", "2 Wheat, Castor and Lettuce/Castor"),  # a trade's discards from the hand
    ("speculate Papyrus/Flax", "no Papyrus/Flax", "Papyrus, 2 Wheat, Castor and Lettuce/Castor"),
    ("plant 3 Wheat", "only 2 Wheat", "Papyrus, Castor and Lettuce/Castor"),
])
def test_every_face_up_step_of_the_hand_is_asked(tmp_path, entry, missing, given):
    session = TableSession.start(SPEC, ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    for text, seat in BEFORE:
        session.enter_as(text, seat)
    asked = session.asks(entry, 1)
    assert asked is not None and asked.question == (f"Your hand as you told it holds {missing}: {entry} all the same? "
                                                    f"Your told {given} would give way (not told any more), to be "
                                                    "told again"), asked
    assert session.asks("market Papyrus Wheat", 1) is None and session.asks("speculate Lettuce/Castor", 1) is None


def test_a_seats_own_step_that_throws_away_its_told_cards_is_asked_first_then_one_tap_confirms(tmp_path):
    client, table = _served(tmp_path)
    moves, record = list(table.session.moves), table.session.path.read_bytes()
    page = _post(client, table, SEATS[1], PLANT)
    assert "Not recorded yet: " + PLANT in page and QUESTION in page, page
    assert table.session.moves == moves and table.session.path.read_bytes() == record  # nothing applied, nor saved
    assert table.session.state.told[1] != [0] * len(table.session.state.told[1])
    form = _confirm_form(page)
    assert form == {"t": SEATS[1], "rev": table.revision, "via": "entry", "entry": PLANT, "sure": "yes"}
    assert re.search(r'<a class="button cancel" role="button" href="/\?t=' + SEATS[1] + '">Cancel</a>', page), page
    for token in ("", HOST, SEATS[0], SEATS[2]):  # the question names Ben's told cards: on no other page
        other = html.unescape(client.get(f"/?t={token}").text)
        assert "would give way" not in other and "as you told it" not in other, token
    done = _post(client, table, form["t"], form["entry"], form["rev"], sure="yes", via="entry")
    assert "Recorded: " + PLANT in done and "gave way" in done, done
    assert table.session.state.told[1] == [0] * len(table.session.state.told[1])  # they gave way, said to Ben


def test_the_host_page_and_a_step_the_told_cards_hold_are_ruled_at_once(tmp_path):
    client, table = _served(tmp_path)
    page = _post(client, table, HOST, PLANT)  # the host cannot know Ben's hand: as before
    assert "Recorded: " + PLANT in page and "would give way" not in page, page
    client, table = _served(tmp_path / "again")
    page = _post(client, table, SEATS[1], "plant 2 Wheat")
    assert "Recorded: plant 2 Wheat" in page and "would give way" not in page, page


def test_a_confirmation_counts_only_at_the_revision_it_was_asked_at(tmp_path):
    client, table = _served(tmp_path)
    form = _confirm_form(_post(client, table, SEATS[1], PLANT))
    _post(client, table, SEATS[2], "Cleo holds Flax")  # another seat's tell since: the game moved on
    again = _post(client, table, form["t"], form["entry"], form["rev"], sure="yes")
    assert "Recorded" not in again and QUESTION in again, again  # asked again, at the revision now
    assert _confirm_form(again)["rev"] == table.revision != form["rev"]
    assert table.session.state.told[1][FLAX] == 0 and any(table.session.state.told[1])
    _post(client, table, SEATS[1], "Ben holds not Lettuce/Castor Flax")  # Ben mends his tell instead
    page = _post(client, table, SEATS[1], PLANT)
    assert "Recorded: " + PLANT in page and "gave way" not in page, page  # his told cards held it


def test_at_the_keyboard_the_question_is_asked_of_that_seat_alone_and_erased(tmp_path):
    """``nile play``: the screen is the table's, so the question (it names Ben's told cards) is the message of a
    prompt the terminal erases; ``n`` enters nothing, ``y`` enters it."""
    import io

    from prompt_toolkit.application import create_app_session
    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output.plain_text import PlainTextOutput

    from scorer.play import play_terminal

    session = TableSession.start(SPEC, ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    keys = "".join(f"{t}\r" for t in [entry for entry, _ in BEFORE] + [PLANT, "n"])
    said: list[str] = []
    screen = io.StringIO()
    with create_pipe_input() as pipe, create_app_session(input=pipe, output=PlainTextOutput(screen)):
        pipe.send_text(keys + f"{PLANT}\ry\r\r\x04")  # (then Enter hides the notice of his told cards)
        assert play_terminal(session, said.append) == 0
    text, shown = "\n".join(said), " ".join(screen.getvalue().split())
    assert "Asked of Ben only (everyone else looks away):" in shown and QUESTION in shown, shown
    assert "would give way" not in text and "as you told it" not in text, text  # never in the table's text
    assert text.count("Ben: a question for Ben only (everyone else looks away)") == 2
    assert f"(not entered: {PLANT}; type the step again, or another)" in text
    assert session.last_step() is not None and session.last_step()[1] == PLANT  # the second time, y
    assert session.state.told[1] == [0] * len(session.state.told[1])
