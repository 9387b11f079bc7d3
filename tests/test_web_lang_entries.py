"""A French or German phone's entries in its own words (issue 25 §3): the buttons of ``nile serve``'s page are
labelled as the phone's reader types them (``premier Anna``, ``Startspieler Anna``), they still post the record's
English, and an entry typed on the page in the phone's words is read (``premier Anna`` on a French phone), the
record written in English as ever; an English phone reads and sees English."""

from __future__ import annotations

import html
from pathlib import Path

from starlette.testclient import TestClient

from scorer.games import game as spec_of
from scorer.session import TableSession
from scorer.web.app import create_app
from scorer.web.table import SharedTable

HOST = "h0st-token-0123456789"
SEATS = ("anna-token-0123456789", "ben-token-01234567890", "cleo-token-0123456789")


def _served(tmp_path: Path) -> tuple[TestClient, SharedTable]:
    session = TableSession.start(spec_of("ufern-des-nils"), ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    table = SharedTable(session, run="a1")
    return TestClient(create_app(table, HOST, seats=SEATS)), table


def test_the_buttons_speak_the_phone_s_words_and_post_the_record_s(tmp_path):
    client, table = _served(tmp_path)
    french = html.unescape(client.get("/", params={"t": HOST}, headers={"Accept-Language": "fr-FR"}).text)
    assert 'value="first Anna"' in french and ">premier Anna<" in french
    german = html.unescape(client.get("/", params={"t": HOST}, headers={"Accept-Language": "de"}).text)
    assert 'value="first Anna"' in german and ">Startspieler Anna<" in german
    english = html.unescape(client.get("/", params={"t": HOST}, headers={"Accept-Language": "en"}).text)
    assert ">first Anna<" in english and "premier" not in english


def test_an_entry_typed_in_the_phone_s_words_is_read_and_recorded_in_english(tmp_path):
    client, table = _served(tmp_path)
    reply = client.post("/enter", data={"t": HOST, "rev": table.revision, "entry": "premier Ben"},
                        headers={"HX-Request": "true", "Accept-Language": "fr-FR"})
    assert reply.status_code == 200, reply.text
    steps = table.session.step
    assert "first Ben" in [text for _, text in table.session.history()]  # the record's words
    record = (tmp_path / "g.yaml").read_text(encoding="utf-8")
    assert "first: Ben" in record and "premier" not in record
    refused = client.post("/enter", data={"t": HOST, "rev": table.revision, "entry": "semer lin W4.2"},
                          headers={"HX-Request": "true", "Accept-Language": "en"})
    assert "semer" in html.unescape(refused.text) and table.session.step == steps  # English reads no French
