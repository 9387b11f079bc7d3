"""``nile serve`` in each phone's language (issue 25 §1-2): the language chosen per phone (the page's ``?lang=``
switch kept in a cookie, else ``Accept-Language`` with its q-values, else ``nile serve --lang``), said in the
answer's headers and kept apart in the read-only page's cache; the page's own words through the ``nile-web``
catalogue (:mod:`scorer.web.messages`), a game's words (rulings, news, prompts) in the reader's language, the
script's words given by the page, and the answers a phone shows in its notice."""

from __future__ import annotations

import html
import json
import re
import string
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from scorer.i18n.catalogues import translations
from scorer.session import TableSession
from scorer.web import messages
from scorer.web.app import create_app
from scorer.web.i18n import SCRIPT, entry_label
from scorer.web.lang import COOKIE, NotSpoken, accepted, chosen, switched
from scorer.web.table import SharedTable
from tests.test_cli_words import ENGLISH, GLUE, TYPED, _words, _words_of
from tests.test_session import spec_of, typed_game

HOST = "h0st-token-0123456789"
SEATS = ("anna-token-0123456789", "ben-token-01234567890", "cleo-token-0123456789")
PAGE_JS = Path(__file__).parent.parent / "scorer" / "web" / "static" / "page.js"

#: the English words of the page's own sentences (the catalogue's English outside its placeholders)
WEB_ENGLISH = {w for entry in messages.CATALOGUE.messages.values() for text in filter(None, (entry.text, entry.plural))
               for w in _words(" ".join(literal for literal, _, _, _ in string.Formatter().parse(text)))}


def english_left(text: str, lang: str) -> set[str]:
    """The English words of ``text`` said in ``lang``: words of nile's own sentences (the terminal's and the
    page's) and the glue of any English sentence that no translation of them uses (names and the words a player
    types may stay): the check ``nile play --lang`` is held to (tests/test_cli_words.py), with the page's words."""
    found = translations("nile-web", lang)
    assert found is not None
    allowed = _words_of(lang) | TYPED | {w for forms in found.templates.values() for form in forms for w in _words(form)}
    lowered = {a.lower() for a in allowed}
    english = ENGLISH | WEB_ENGLISH | GLUE
    return {w for w in _words(text) if (w in english or w.lower() in english) and w.lower() not in lowered}


def untranslated(text: str, lang: str) -> list[str]:
    """The page's own English left in ``text`` said in ``lang``: each piece of a ``nile-web`` message's English
    between its placeholders (a few words at least, or a message of one word, as a word), where the
    translation says otherwise."""
    from scorer.i18n.catalogues import template

    left = []
    for entry in messages.CATALOGUE.messages.values():
        for english in filter(None, (entry.text, entry.plural)):
            if template(entry, lang, 1 if entry.count else None) == english:
                continue  # said the same ("Hapi" in German)
            for literal, _, _, _ in string.Formatter().parse(english):
                piece = literal.strip(" :;,.()“”’'")
                one_word = piece == english.strip(" .:") and re.fullmatch(r"\w+", piece)
                if (len(piece.split()) >= 2 or one_word) and re.search(rf"(?<!\w){re.escape(piece)}(?!\w)", text):
                    left.append(piece)
    return left


def served(tmp_path, slug: str = "land-unter", lang: str = "en", seed: int = 5):
    """A new game served with seat links: (client, table, the texts of a simulated game, one step each)."""
    spec = spec_of(slug)
    names, _, texts = typed_game(slug, seed, 3 if slug == "land-unter" else spec.catalogue.players.min,
                                 grouped=False)
    session = TableSession.start(spec, names, [], tmp_path / "g.yaml")
    table = SharedTable(session, run="a1")
    return TestClient(create_app(table, HOST, seats=SEATS[:len(names)], lang=lang)), table, texts


# --- choosing the language


def test_accept_language_is_read_with_its_q_values():
    """The most wanted language nile speaks first, by q (ties in the header's order); q=0 refuses one; a
    region is its language; ranges badly written and languages nile does not speak are left out."""
    assert accepted("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5") == ["fr", "en", "de"]
    assert accepted("en;q=0.3, de-AT;q=0.9, es") == ["de", "en"]
    assert accepted("de;q=0, fr;q=0.1") == ["fr"]
    assert accepted("xx-YY, ;;, fr;q=abc, =de, it") == []
    assert accepted("en , DE ; q = 1") == ["en", "de"]
    assert accepted("fr;q=1.5") == [] and accepted("fr" + ", es" * 5000) == ["fr"]


def test_the_switch_then_the_cookie_then_accept_language_then_the_server():
    assert chosen("de", "fr", "fr", "en") == "de"
    assert chosen(None, "fr", "de", "en") == "fr"
    assert chosen(None, "nonsense", "de;q=0.5, es", "fr") == "de"
    assert chosen(None, None, "es, it", "fr") == "fr"
    assert switched("DE") == "de" and switched(None) is None
    with pytest.raises(NotSpoken):
        switched("es")


def test_a_phone_switching_language_keeps_it_in_a_cookie_of_the_language_only(tmp_path):
    client, _, _ = served(tmp_path)
    page = client.get(f"/?lang=de&t={SEATS[0]}", headers={"Accept-Language": "fr"})
    assert page.status_code == 200 and '<html lang="de">' in page.text
    assert page.headers["content-language"] == "de"
    cookie = page.headers["set-cookie"]
    assert cookie.startswith(f"{COOKIE}=de;") and "samesite=strict" in cookie.lower() and "Path=/" in cookie
    assert SEATS[0] not in cookie and HOST not in cookie  # never a token
    # kept: the next page, and the page part a poll asks for, say German whatever the browser prefers
    again = client.get(f"/?t={SEATS[0]}", headers={"Accept-Language": "fr"})
    assert '<html lang="de">' in again.text and "Seite von Anna" in again.text
    assert "set-cookie" not in again.headers
    # switched back: the three links name their language in its own words
    assert re.findall(r'hreflang="(\w\w)" href="/\?lang=\w\w&amp;t=[\w-]+">([^<]+)<', again.text) == \
        [("en", "English"), ("fr", "Français")]
    assert 'aria-current="page">Deutsch<' in again.text
    back = client.get(f"/?lang=en&t={SEATS[0]}")
    assert '<html lang="en">' in back.text and "Anna’s page" in back.text


def test_the_phones_accept_language_else_the_servers_language(tmp_path):
    client, _, _ = served(tmp_path, lang="de")
    french = client.get("/", headers={"Accept-Language": "es, fr-FR;q=0.8, en;q=0.5"})
    assert '<html lang="fr">' in french.text and "Ceci est la page de la table" in french.text
    spanish = client.get("/", headers={"Accept-Language": "es"})  # nile speaks no Spanish: nile serve --lang
    assert '<html lang="de">' in spanish.text and "Dies ist die Seite des Tischs" in spanish.text
    english = client.get("/", headers={"Accept-Language": "en-GB,en;q=0.9"})
    assert "This is the table's page, read-only" in english.text


def test_an_unknown_lang_is_a_400_naming_the_three(tmp_path):
    client, _, _ = served(tmp_path)
    for value in ("es", "", "fr-FR", "<script>"):
        answer = client.get(f"/?lang={value}", headers={"Accept-Language": "de"})
        assert answer.status_code == 400, value
        assert answer.text.startswith("lang: keine Sprache dieser Seite")
        assert all(name in answer.text for name in ("en (English)", "fr (Français)", "de (Deutsch)"))
        assert "set-cookie" not in answer.headers
    assert client.get("/part?rev=a1.0&lang=xx").status_code == 400


def test_every_page_says_what_chose_its_language_and_the_table_page_is_kept_per_language(tmp_path):
    """``Vary: Accept-Language, Cookie`` on the pages and parts (the table's page, kept gzipped per revision,
    too), and the read-only cache holds one page per language."""
    client, table, texts = served(tmp_path)
    for headers in ({"Accept-Language": "fr"}, {"Accept-Language": "de", "Accept-Encoding": "gzip"}):
        for path in ("/", f"/?t={HOST}"):
            answer = client.get(path, headers=headers)
            varies = {v.strip().lower() for v in answer.headers["vary"].split(",")}
            assert {"accept-language", "cookie"} <= varies, (path, answer.headers["vary"])
    french, german = (client.get("/", headers={"Accept-Language": lang}).text for lang in ("fr", "de"))
    assert "Ceci est la page de la table" in french and "Dies ist die Seite des Tischs" in german
    assert client.get("/", headers={"Accept-Language": "fr"}).text == french  # from the cache, still French
    part = client.get("/part?rev=a1.99", headers={"Accept-Language": "de", "HX-Request": "true"})
    assert "Accept-Language" in part.headers["vary"] and part.headers["content-language"] == "de"


# --- what a page says


def test_a_refusal_is_said_in_the_phones_language_and_the_record_is_the_same(tmp_path):
    """An illegal entry: refused in French on a French phone (the reason and the rule the game's, said in
    French), in German on a German one; an accepted one recorded as typed, its news in the phone's language."""
    client, table, texts = served(tmp_path)
    data = {"t": HOST, "rev": table.revision, "entry": "deal 1 1"}
    french = client.post("/enter", data=data, headers={"HX-Request": "true", "Accept-Language": "fr"}).text
    assert "Non enregistré" in french or "Illégal, non enregistré" in french or "Pas une saisie possible ici" in french
    german = client.post("/enter", data=data, headers={"HX-Request": "true", "Accept-Language": "de"}).text
    assert "Regelwidrig, nicht eingetragen" in german or "Hier keine gültige Eingabe" in german
    first = texts[0]
    answer = client.post("/enter", data={**data, "entry": first}, headers={"HX-Request": "true", "Accept-Language": "de"})
    assert "Eingetragen: " in html.unescape(answer.text) and "Recorded" not in answer.text
    assert table.session.moves  # recorded as typed: the record is the same in every language


def test_an_illegal_step_gives_its_reason_and_rule_in_french(tmp_path):
    client, table, texts = served(tmp_path)
    for text in texts:  # to the first trick: a card the player does not hold is refused by a rule
        if table.session.view(None).prompt.seat is not None and "play" in str(table.session.view(None).prompt.hint):
            break
        table.enter(text, table.revision)
    seat = table.session.view(None).prompt.seat
    name = table.session.players[seat]
    answer = client.post("/enter", data={"t": HOST, "rev": table.revision, "entry": f"{name} 99"},
                         headers={"HX-Request": "true", "Accept-Language": "fr"}).text
    refusal = html.unescape(re.search(r'<section id="refusal".*?</section>', answer, re.S).group(0))
    text = re.sub(r"<[^>]+>", " ", refusal)
    # the page's words French (the notation's own error, "there is no weather card 99", is still English)
    assert "Not an entry" not in text and "Expected" not in text and "Rule:" not in text
    assert "Pas une saisie possible ici\xa0: Anna 99" in text and "Attendu\xa0: la carte temps" in text


def test_a_4xx_a_phone_shows_is_in_its_language(tmp_path):
    client, table, _ = served(tmp_path)
    read_only = client.post("/enter", data={"t": "wrong", "rev": table.revision, "entry": "x"},
                            headers={"Accept-Language": "fr", "HX-Request": "true"})
    assert read_only.status_code == 403 and read_only.text.startswith("cette page est en lecture seule")
    assert read_only.headers["content-language"] == "fr"
    stale = client.get("/part?rev=nonsense", headers={"Accept-Language": "de"})
    assert stale.status_code == 400 and stale.text.startswith("rev: erwartet wird die Revision")
    assert client.get("/qr.svg?t=" + SEATS[0], headers={"Accept-Language": "de"}).text.startswith("die QR-Codes")


def test_the_scripts_words_are_given_by_the_page_in_its_language(tmp_path):
    """page.js shows no English of its own: each line it says is a template the page gives it (a JSON
    attribute: no inline script), in the page's language, with the forms for 0, 1 and more."""
    client, _, _ = served(tmp_path)
    page = client.get("/", headers={"Accept-Language": "de"}).text
    given = json.loads(html.unescape(re.search(r"data-words='([^']*)'", page).group(1)))
    assert set(given) == set(SCRIPT)
    assert given["bidSend"] == ["{count} Früchte bieten", "{count} Frucht bieten", "{count} Früchte bieten"]
    script = PAGE_JS.read_text(encoding="utf-8")
    for english in ("cannot reach the referee", "the server answered", "Tapped ", "kept through your entry", "Picked: ",
                    "Tap 2 cards", "Not allowed", "Your bid", '" plant', "Bid nothing"):
        assert english not in script, english


def test_the_page_words_hold_no_markup_and_an_entry_label_is_the_entry():
    """The templates write a message's words as they are (its values escaped): none holds markup or a double
    quote (an attribute's); a button's label is the entry's text for now (the record's, in every language)."""
    for entry in messages.CATALOGUE.messages.values():
        for lang in ("en", "fr", "de"):
            from scorer.i18n.catalogues import template

            for n in ((0, 1, 2) if entry.count else (None,)):
                said = template(entry, lang, n)
                assert not set(said) & set('<>&"'), (entry.id, lang, said)
    assert entry_label(None, "Anna 31", "fr") == "Anna 31"


@pytest.mark.parametrize("slug", ["land-unter", "nile", "nil", "ufern-des-nils"])
def test_a_french_seat_page_says_the_pages_own_words_in_french(tmp_path, slug):
    """A few steps into each game, a seat's page in French and in German: none of the page's own English
    words (the catalogue's) is left in it, the score, the prompt and the news said in the language, the board's
    drawn words, the text board and the last step's context too (session 36); the game views' words still English
    (the entries' groups: scorer/views.py and the games' notations) are taken out first."""
    client, table, texts = served(tmp_path, slug, seed=41)
    for text in texts[:6]:
        table.enter(text, table.revision)
    for lang in ("fr", "de"):
        page = client.get(f"/?t={SEATS[0]}", headers={"Accept-Language": lang}).text
        page = re.sub(r'<form[^>]*class="entries".*?</form>'
                      r'|<span class="group">.*?</span>|<button[^>]*name="entry"[^>]*>.*?</button>', " ", page, flags=re.S)
        labels = " ".join(re.findall(r'aria-label="([^"]*)"', page))  # a board's targets, its pictures
        text = html.unescape(re.sub(r"<[^>]+>", " ", page) + " " + labels)
        assert not untranslated(text, lang), (slug, lang, untranslated(text, lang), text)
    assert set(untranslated(text + " Last step: Anna 3 · Cancel", lang)) == {"Cancel", "Last step"}  # it sees English


def test_nile_serve_lang_is_the_default_and_an_unknown_one_exits_2(nile, tmp_path):
    """``nile serve --lang``: the pages' language for a phone that asks for none nile speaks; another exits 2
    naming the three, before any record is made or port taken."""
    result = nile("serve", "nil", "--players", "Anna,Ben", "--out", tmp_path / "g.yaml", "--lang", "xx")
    assert result.exit_code == 2
    assert "--lang xx: not a language nile speaks; choose en (English), fr (French) or de (German)" in result.stderr
    assert not (tmp_path / "g.yaml").exists()


@pytest.mark.parametrize("slug", ["land-unter", "nile", "nil", "ufern-des-nils"])
@pytest.mark.parametrize("lang", ["fr", "de"])
def test_the_recorded_box_says_where_the_entry_was_taken_in_the_readers_language(tmp_path, slug, lang):
    """The "Recorded" box's stage line ("Round 1, the deal", "Turn 1, Anna's turn", "The opening") is said in
    the reader's language, as the "Last step" box beside it (frderev A1); the script's ``data-stage`` stays the
    record's English it compares with the table's."""
    client, table, texts = served(tmp_path, slug)
    english = table.session.state.position().split(":", 1)[0].strip()
    answer = client.post("/enter", data={"t": HOST, "rev": table.revision, "entry": texts[0]},
                         headers={"HX-Request": "true", "Accept-Language": lang}).text
    box = re.search(r'<section class="ruling accepted" role="status" data-stage="([^"]*)">.*?<p class="step">([^<]*)</p>',
                    answer, re.S)
    assert box, answer
    assert html.unescape(box.group(1)) == english
    said = html.unescape(box.group(2))
    assert said and said.lower() != english.lower() and not english_left(said, lang), said
