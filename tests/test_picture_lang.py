"""The picture of a game under way in the reader's language (issue 25, session 38): ``nile play --lang``'s ``show``
and the page's ``/board.svg`` draw the print's art, the picture's own words and the "Last step" caption as
``nile show --lang`` does (:meth:`~scorer.session.TableSession.drawing_as` with ``lang``), the page for each phone's
own language (its switch, else Accept-Language), each language's picture kept apart."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from scorer.play import play_lines
from scorer.session import TableSession
from scorer.web.lang import COOKIE
from tests.test_session import spec_of, typed_game
from tests.test_show_words import _translated_words
from tests.test_web_lang import HOST, SEATS, served

GAMES = ["land-unter", "nile", "nil", "ufern-des-nils"]

#: the caption of the last step, by language
CAPTION = {"en": "Last step:", "fr": "Dernière étape\u00a0:", "de": "Letzter Schritt:"}


def _drawn(svg: str) -> str:
    """The words an SVG picture draws (its ``<text>`` and ``<title>``)."""
    return "\n".join(html.unescape(t) for t in re.findall(r"<(?:text|title)[^>]*>([^<]*)</(?:text|title)>", svg))


def _session(game: str, folder: Path, steps: int = 5) -> TableSession:
    """A new game of ``game`` after its first ``steps`` entries."""
    players = 3 if game == "land-unter" else spec_of(game).catalogue.players.min
    names, _, texts = typed_game(game, 3, players)
    session = TableSession.start(spec_of(game), names, [], folder / "g.yaml")
    for text in texts[:steps]:
        session.enter(text)
    return session


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["fr", "de"])
def test_a_sessions_picture_speaks_the_readers_language(game, lang, tmp_path):
    """The table's picture and a seat's, in French and German: the caption in the reader's words, and no English
    word the English picture draws is drawn again, but the names, coordinates and the words the translations use."""
    from tests.test_cli_words import _words

    session = _session(game, tmp_path)
    for seat in (None, 0):
        english = _drawn(session.drawing_as(seat, tmp_path / "en.svg")().read_text(encoding="utf-8"))
        text = _drawn(session.drawing_as(seat, tmp_path / f"{lang}.svg", lang)().read_text(encoding="utf-8"))
        assert CAPTION["en"] in english and CAPTION[lang] in text and CAPTION["en"] not in text, text
        left = (_words(text) & _words(english)) - _translated_words(game, lang) - set(session.players)
        assert not left, (sorted(left), text)


def test_the_english_caption_is_as_it_was(tmp_path):
    """English stays byte for byte: "Last step: ENTRY (QUESTION)"."""
    session = _session("nil", tmp_path)
    asked, entry = session.last_step()  # type: ignore[misc]
    assert session.caption((asked, entry)) == f"Last step: {entry} ({asked})"
    assert session.caption(None, "fr") == ""


def test_play_show_draws_in_the_referees_language(tmp_path):
    """``show`` at ``nile play --lang de``: the picture it writes speaks German."""
    session = _session("nile", tmp_path)
    said: list[str] = []
    play_lines(session, [f"show {tmp_path / 'p.svg'}"], said.append, "de")
    text = _drawn((tmp_path / "p.svg").read_text(encoding="utf-8"))
    assert CAPTION["de"] in text and "Flut" in text and CAPTION["en"] not in text, (said, text)


def test_the_pages_picture_is_drawn_for_each_phones_language(tmp_path):
    """``/board.svg`` as each phone asks it (Accept-Language, else the switch's cookie): each its own language,
    kept apart (a French phone never gets the German picture drawn for the same step, nor the English)."""
    client, table, texts = served(tmp_path, "nil")
    for text in texts[:3]:
        table.session.enter(text)
    seen = {}
    for lang in ("de", "fr", "en", "de"):
        answer = client.get(f"/board.svg?t={SEATS[0]}", headers={"Accept-Language": lang})
        assert answer.status_code == 200
        seen[lang] = _drawn(answer.text)
        assert CAPTION[lang] in seen[lang], (lang, seen[lang])
    assert "DÉPART" in seen["fr"] and "START" in seen["en"]
    client.cookies.set(COOKIE, "fr")  # the page's switch, kept in its cookie, before Accept-Language
    switched = client.get(f"/board.svg?t={HOST}", headers={"Accept-Language": "de"})
    assert CAPTION["fr"] in _drawn(switched.text)
