"""A seat's Undo and Take back name its own step as the thing its player put down, in the game's noun (issue 22:
"Undo your own “Anna 5”" read as a quote of the record; now "Take back your card 5", "your count 4", NIL's "your
start tiles"), from the game's :attr:`~scorer.engine.GameSpec.own_thing`, in the page's language; the host's and the
table's pages quote the entry as before."""

from __future__ import annotations

import html
import re

from starlette.testclient import TestClient

from scorer.session import Accepted, TableSession
from scorer.web.app import create_app
from scorer.web.table import SharedTable
from tests.test_session import spec_of

HOST = "h0st-token-0123456789"
SEATS = ("anna-token-0123456789", "ben-token-01234567890", "cleo-token-0123456789")
NAMES = ["Anna", "Ben", "Cleo"]


def _served(tmp_path, game: str = "land-unter") -> tuple[TestClient, SharedTable]:
    table = SharedTable(TableSession.start(spec_of(game), NAMES, [], tmp_path / "g.yaml"), run="a1")
    return TestClient(create_app(table, HOST, seats=SEATS)), table


def _page(client: TestClient, token: str, lang: str = "en") -> str:
    return html.unescape(client.get(f"/?t={token}&lang={lang}").text)


def _buttons(page: str) -> list[str]:
    """The texts of the page's undo and take-back buttons."""
    return [re.sub(r"\s+", " ", b).strip() for b in re.findall(r'<button type="submit">([^<]*(?:Undo|Take back|'
                                                               r'Annuler|Reprendre|Rückgängig|Zurücknehmen)[^<]*)</button>', page)]


def _enter(table: SharedTable, text: str, seat: int | None) -> None:
    assert isinstance(table.enter(text, table.revision, seat, host=seat is None), Accepted), text


def test_a_seats_own_count_and_card_are_taken_back_by_their_names(tmp_path):
    client, table = _served(tmp_path)
    _enter(table, "4", 0)  # Anna's own count, on her page
    anna = _page(client, SEATS[0])
    assert "Take back your count 4" in _buttons(anna) and "Undo your count 4" in _buttons(anna), _buttons(anna)
    assert not [b for b in _buttons(anna) if "“" in b], _buttons(anna)
    for text, seat in (("5", 1), ("4", 2), ("7 1", None), ("5", 0)):
        _enter(table, text, seat)
    anna = _page(client, SEATS[0])
    assert "Take back your card 5" in _buttons(anna) and "Undo your card 5" in _buttons(anna), _buttons(anna)
    _enter(table, "6", 1)  # Ben's card after it: Anna's undo takes back her own part under it
    anna = _page(client, SEATS[0])
    assert "Undo your card 5" in _buttons(anna), _buttons(anna)
    assert "Take back your card 5 (" in anna and "What the others entered after it stays" in anna, anna
    host = _page(client, HOST)
    assert not [b for b in _buttons(host) if "your" in b] and [b for b in _buttons(host) if "“" in b], _buttons(host)


def test_the_noun_is_said_in_the_pages_language(tmp_path):
    client, table = _served(tmp_path)
    for text, seat in (("4", 0), ("5", 1), ("4", 2), ("7 1", None), ("5", 0)):
        _enter(table, text, seat)
    french, german = _buttons(_page(client, SEATS[0], "fr")), _buttons(_page(client, SEATS[0], "de"))
    assert any("votre carte 5" in b for b in french), french
    assert any("deine Karte 5" in b for b in german), german


def test_nils_start_tiles_are_taken_back_as_such(tmp_path):
    client, table = _served(tmp_path, "nil")
    _enter(table, "Anna: bend arc straight", 0)
    anna = _page(client, SEATS[0])
    assert "Take back your start tiles" in _buttons(anna) and "Undo your start tiles" in _buttons(anna), _buttons(anna)
