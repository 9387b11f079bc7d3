"""The French/German review's wording findings at the table (frderev, session 38, issue 25): what a French or
German table reads in a game's own sentences, each case failing with its fix undone."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorer.i18n import in_words
from scorer.rulings import Accepted
from scorer.session import TableSession
from tests.test_session import spec_of, typed_game


def started(slug: str, tmp_path: Path, steps: int, seed: int = 5, players: int = 2) -> TableSession:
    """A session of ``slug`` after the first ``steps`` entries of a simulated game."""
    names, _, texts = typed_game(slug, seed, players, grouped=False)
    session = TableSession.start(spec_of(slug), names, [], tmp_path / "g.yaml")
    for text in texts[:steps]:
        assert isinstance(session.enter(text), Accepted), text
    return session


def test_a_nil_rack_told_names_its_tiles_in_the_readers_words(tmp_path):
    """NIL: the rack a player tells is said with the tile kinds in the reader's words, never the ids
    (frderev A5: « le chevalet d'Anna contient far-left, … »)."""
    session = started("nil", tmp_path, 2)
    ruling = session.enter_as("Anna holds far-left, far-left, near-right, straight, bend", 0)
    assert isinstance(ruling, Accepted)
    (news,) = ruling.news
    assert "bend, far-left, far-left, near-right, straight" in news  # English as it was
    assert "courbe, loin-gauche, loin-gauche, près-droite, droite" in in_words(news, "fr")
    assert "Kurve, weit-links, weit-links, nah-rechts, Gerade" in in_words(news, "de")


def test_nile_s_pending_plague_is_said_and_prefilled_in_the_readers_words(tmp_path):
    """NILE: the Plague a draw showed, tapped on the drawer's French or German page, is asked first under a
    heading in the reader's words, its field prefilled in the reader's notation, which is read back (frderev A6:
    « Pas encore enregistré : Cleo drew Plague »)."""
    import html
    import re

    from starlette.testclient import TestClient

    from scorer.web.app import create_app
    from scorer.web.table import SharedTable

    seats = ("anna-token-0123456789", "ben-token-01234567890", "cleo-token-0123456789")
    for lang, said in (("fr", "Anna a pioché Invasion de locustes"), ("de", "Anna zog Heuschreckenplage")):
        session = TableSession.start(spec_of("nile"), ["Anna", "Ben", "Cleo"], [], tmp_path / f"{lang}.yaml")
        for text in ("Castor", "plant 2 Papyrus"):
            assert isinstance(session.enter_as(text, 0), Accepted)
        table = SharedTable(session)
        client = TestClient(create_app(table, "h0st-token-0123456789", seats=seats))
        headers = {"HX-Request": "true", "Accept-Language": lang}
        page = html.unescape(client.get(f"/?t={seats[0]}", headers=headers).text)
        rev = re.search(r'name="rev" value="([^"]+)"', page)[1]
        asked = html.unescape(client.post("/enter", data={"t": seats[0], "rev": rev, "entry": "Anna drew Plague",
                                                          "via": "list"}, headers=headers).text)
        heading = re.search(r'<section id="refusal" class="ruling asked"[^>]*><strong>([^<]*)</strong>', asked)
        assert heading and "drew Plague" not in heading[1] and said in heading[1], heading
        field = re.search(r'<input type="text" id="entry" name="entry" value="([^"]*)"', asked)
        assert field and field[1] == said, field
        done = client.post("/enter", data={"t": seats[0], "rev": table.revision, "entry": field[1], "sure": "yes"},
                           headers=headers)
        assert session.state.plagues == 1, html.unescape(done.text)[:600]  # the reader's words read back


def _translations(lang: str):
    """Every (catalogue, msgctxt, form) of the ``lang`` catalogues."""
    from babel.messages.pofile import read_po

    folder = Path(__file__).parent.parent / "scorer" / "i18n" / "locale" / lang / "LC_MESSAGES"
    for path in sorted(folder.glob("*.po")):
        with open(path, "rb") as f:
            catalogue = read_po(f, locale=lang)
        for m in catalogue:
            if m.id:
                for form in (m.string if isinstance(m.string, (tuple, list)) else [m.string]):
                    yield path.stem, m.context, form


@pytest.mark.parametrize("lang,command,name", [("fr", "main", "NOM"), ("de", "Hand", "NAME")])
def test_a_hidden_card_refusal_names_the_command_as_the_session_s_language_says_it(lang, command, name):
    """The refusal of a hidden card sends the player to ``main Anna`` / ``Hand Anna`` (the command a French or
    German session reads), « main NOM », never the English ``hand`` (frderev A8)."""
    said = in_words(_say("nile-cli.hidden.reason-hand", entry="Anna 3", player="Anna"), lang)
    assert f"{command} Anna" in said and "hand Anna" not in said, said
    left = [(cat, ctx) for cat, ctx, form in _translations(lang) if "hand NAME" in form or "hand {player}" in form]
    assert not left, left
    assert all(f"{command} {name}" in in_words(_say(id, entry="Anna 3", **extra), lang) for id, extra in (
        ("nile-cli.hidden.reason", {}), ("nile-cli.hidden.reason-of", {"player": "Anna"}),
        ("nile-cli.hidden.reason-any", {})))


def _say(id: str, **values):
    from scorer.engine import say

    return say(id, **values)


def test_ufern_s_joker_and_start_player_are_german_words():
    """Ufern in German: „Joker“ with its capital (a cell ``kaufen Joker``, the group „Joker“, never the English
    plural ``jokers``), and „Startspieler Anna“, not „erster Anna“ (frderev A13, C7); both read back."""
    from scorer.games.ufern.typed_words import wording
    from scorer.web.i18n import game_terms, said_in

    w = wording()
    assert w.said("buy joker", "de") == "kaufen Joker" and w.said("joker", "de") == "Joker"
    assert w.said("first Anna", "de", ["Anna"]) == "Startspieler Anna"
    assert w.read("kaufen Joker", "de") == "buy joker" and w.read("Startspieler Anna", "de", ["Anna"]) == "first Anna"
    assert said_in("jokers", "de", game_terms("ufern-des-nils")) == "Joker"
    assert w.said("buy joker", "fr") == "acheter joker" and w.said("first Anna", "fr", ["Anna"]) == "premier Anna"


@pytest.mark.parametrize("lang,said,wrong", [("fr", "Le fleuve part du point de départ (à côté d'A11).", "de le"),
                                             ("de", "Der Fluss beginnt bei der Startmarkierung (neben A11).", "bei die"),
                                             ("en", "The river starts at the start mark (next to A11).", "at at")])
def test_nil_s_start_mark_sentence_is_said_whole(tmp_path, lang, said, wrong):
    """NIL's page, before the first tile: where the river starts is one sentence of its own, never a sentence
    glued round the start mark's name (frderev E1: « part de le point de départ », „bei die Startmarkierung“)."""
    import html

    from starlette.testclient import TestClient

    from scorer.web.app import create_app
    from scorer.web.table import SharedTable

    session = TableSession.start(spec_of("nil"), ["Anna", "Ben"], [], tmp_path / "g.yaml")
    client = TestClient(create_app(SharedTable(session), "h0st-token-0123456789",
                                   seats=("anna-token-0123456789", "ben-token-01234567890")))
    page = html.unescape(client.get("/?t=anna-token-0123456789", headers={"Accept-Language": lang}).text)
    assert said in page.replace("\u00a0", " ") and wrong not in page, page[:200]


def test_nile_s_trade_step_has_one_verb_per_language():
    """NILE's step 3 is « Négocier » in French (the rules' « 3) Négocier », as ``nile play`` says « Anna négocie,
    plante ou spécule »), „tauschen“ in German (docs/terms-nile.md), wherever a NILE sentence names it
    (frderev C1, C2: « Échanger … », „Ben handelt …“ beside „Anna tauscht …“)."""
    import re

    french = [(cat, ctx, form) for cat, ctx, form in _translations("fr")
              if (cat in ("nile", "nile-cli") or (ctx or "").startswith("nile-web.trade")) and re.search(r"[ée]chang", form, re.I)]
    assert not french, french
    german = [(cat, ctx, form) for cat, ctx, form in _translations("de")
              if (cat == "nile" or (ctx or "").startswith(("nile-web.trade", "nile-cli.step.nile"))) and re.search(r"handel", form, re.I)]
    assert not german, german


@pytest.mark.parametrize("lang,typed,recorded", [
    ("fr", "Ben plante 2 Laitue", "plant 2 Lettuce"), ("fr", "Ben passe", "pass"),
    ("fr", "Ben spécule Papyrus/Lin", "speculate Papyrus/Flax"),
    ("de", "Ben baut 2 Salat an", "plant 2 Lettuce"), ("de", "Ben passt", "pass"),
    ("de", "Ben spekuliert Papyrus/Lein", "speculate Papyrus/Flax"), ("en", "Ben plants 2 Lettuce", "plant 2 Lettuce")])
def test_nile_reads_the_conjugated_verb_a_french_or_german_table_types(tmp_path, lang, typed, recorded):
    """NILE: the player's name and the verb as a French or German table says them (``Ben plante 2 Laitue``,
    ``Anna passe``, ``Ben baut 2 Salat an``) are read as ``Ben plants 2 Flax`` is, and written in the record's
    notation (frderev C6)."""
    session = TableSession.start(spec_of("nile"), ["Anna", "Ben"], [], tmp_path / "g.yaml")
    for text in ("Castor", "pass", "Wheat"):
        assert isinstance(session.enter(text), Accepted), text
    with session.reading(lang):
        ruling = session.enter(typed)
    assert isinstance(ruling, Accepted) and ruling.entry == recorded, ruling


def _words(id: str, lang: str, **values) -> str:
    from scorer.engine.said import words
    import scorer.web.messages  # noqa (the page's catalogue registered)

    return words(id, values, lang).replace("\u00a0", " ")


def test_a_count_takes_its_plural_form_a_negative_one_its_size_s():
    """Plurals by count (frderev C3, C4): « Points après 1 manche sur 3 », « −1 point jusqu'ici » (a negative count
    takes the form of its size, as CLDR's plural operand is the absolute value), the print's « 1 pièce »."""
    import scorer.games.land_unter  # noqa (its catalogue registered)
    from pnp.words import say, speaking

    assert "Points après 1 manche sur 3 :" in _words("land-unter.picture.points", "fr", done=1, rounds=3, totals=["Anna 0"])
    assert "Points après 2 manches sur 3 :" in _words("land-unter.picture.points", "fr", done=2, rounds=3, totals=["Anna 0"])
    for lang, said in (("fr", "1 point jusqu'ici"), ("de", "1 Punkt bisher"), ("en", "1 points so far")):  # (English as ever)
        assert _words("land-unter.picture.so-far", lang, points=-1).endswith(said)
    for game in ("nile", "land-unter"):
        with speaking("fr", game):
            assert say("sheet 13 of 13: 1 piece") == "feuille 13 sur 13 : 1 pièce".replace(" :", "\u00a0:")
            assert say("sheet 12 of 13: 9 pieces") == "feuille 12 sur 13 : 9 pièces".replace(" :", "\u00a0:")
        with speaking("de", game):
            assert say("sheet 13 of 13: 1 piece") == "Bogen 13 von 13: 1 Teil"


def test_undoing_a_planting_puts_back_the_cards_drawn_after_it_in_the_plural(tmp_path):
    """NILE: undoing ``plant 2 Lettuce`` takes back the 2 cards drawn face down after it: « les 2 cartes piochées »,
    not « la carte piochée là » (frderev C5)."""
    session = TableSession.start(spec_of("nile"), ["Anna", "Ben"], [], tmp_path / "g.yaml")
    for text in ("Castor", "plant 2 Lettuce"):
        assert isinstance(session.enter(text), Accepted)
    undone = session.undo().warnings
    assert "put the 2 cards drawn there back" in " ".join(undone), undone
    assert "les 2 cartes piochées là" in " ".join(in_words(w, "fr") for w in undone)
    assert "die 2 dort gezogenen Karten" in " ".join(in_words(w, "de") for w in undone)


@pytest.mark.parametrize("id,values,lang,said", [
    ("land-unter.news.last-card", {"player": "Julia", "card": "3"}, "fr", "Julia joue la dernière carte de sa main, 3"),
    ("land-unter.news.last-card", {"player": "Julia", "card": "3"}, "de", "Julia spielt die letzte Handkarte, 3"),
    ("nil.news.turn-score", {"player": "Anna", "points": 20, "plus": 20, "minus": 0}, "de",
     "Anna erzielt in diesem Zug 20 Punkte (20 Pluspunkte, 0 Minuspunkte)"),
    ("nil.news.turn-score", {"player": "Anna", "points": 1, "plus": 1, "minus": 0}, "fr",
     "Anna marque 1 point ce tour-ci (1 en positif, 0 en négatif)"),
    ("nile-cli.play.press-enter", {}, "de", "drücke Enter, um sie zu verbergen "),
    ("nile.tell.not-this-one", {}, "fr",
     "Une carte annoncée par erreur ? Touchez-la sous « pas celle-ci », puis annoncez la carte que vous avez"),
    ("nile.tell.not-this-one", {}, "de",
     "Eine Karte aus Versehen angesagt? Tippe sie unter „nicht diese“ an und sag dann die Karte an, die du hast"),
    ("nil.group.drop", {}, "fr", "Une tuile saisie par erreur ? Touchez-la sous « pas celle-ci » : elle est reprise"),
    ("land-unter.own.hint-write", {"cards": 11}, "de",
     "deine Hand als „Hand“ und die 11 Karten, die du noch hältst, in eckigen Klammern"),
])
def test_the_wording_the_review_proposed(id, values, lang, said):
    """frderev C9-C12, C14: « de sa main », „die letzte Handkarte“; „20 Punkte“; „um sie zu verbergen“ (the hand);
    « Touchez-la sous « pas celle-ci » » (the button's words quoted, not "not this one" of the sentence); one
    colon after „Antippen oder eingeben:“."""
    import scorer.games.land_unter, scorer.games.nil, scorer.games.nile  # noqa (their catalogues registered)

    assert _words(id, lang, **values).startswith(said.replace("\u00a0", " ")), _words(id, lang, **values)


def test_a_negative_number_has_a_minus_sign_in_french_and_german():
    """frderev C16, decided: a negative number a French or German sentence says is written with the minus sign
    (U+2212: « −1 point jusqu'ici », « Ben −1 » in a Land Unter picture's points), English keeps the hyphen-minus it
    always wrote; „Zurücknehmen…“ with no space before the ellipsis."""
    import scorer.games.land_unter  # noqa (its catalogue registered)

    assert _words("land-unter.picture.so-far", "fr", points=-1) == "\u22121 point jusqu'ici"
    assert _words("land-unter.picture.so-far", "de", points=-3) == "\u22123 Punkte bisher"
    assert _words("land-unter.picture.so-far", "en", points=-3) == "-3 points so far"
    from scorer.engine import say

    totals = [say("land-unter.picture.total", player="Anna", points=2), say("land-unter.picture.total", player="Ben", points=-1)]
    assert _words("land-unter.picture.points", "fr", done=1, rounds=3, totals=totals).endswith("Anna 2, Ben \u22121.")
    assert _words("land-unter.picture.points", "en", done=1, rounds=3, totals=totals).endswith("Anna 2, Ben -1.")
    assert _words("nile-web.undo.summary", "de") == "Zurücknehmen…"


def test_show_and_save_are_read_in_the_session_s_words_and_listed_so():
    """frderev A7, decided: a French table types « image » and « enregistrer », a German one „Bild“ and „speichern“
    (English always read); ``bgstats`` is the app's name and stays; ``aide``/``Hilfe`` lists them so."""
    from scorer.play_commands import command_named, help_lines

    assert [command_named(w, "fr") for w in ("image", "Enregistrer", "show", "bgstats")] == ["show", "save", "show", "bgstats"]
    assert [command_named(w, "de") for w in ("Bild", "speichern", "save")] == ["show", "save", "save"]
    french = "\n".join(help_lines("fr", 100))
    assert "  image " in french and "  enregistrer " in french and "  show " not in french and "  bgstats " in french
    assert "  Bild " in "\n".join(help_lines("de", 100))


@pytest.mark.parametrize("lang,said", [("en", "Anna draws a card from the market: noted, the card kept hidden"),
                                       ("fr", "la carte reste cachée"), ("de", "die Karte bleibt verdeckt")])
def test_a_card_typed_after_a_market_draw_is_said_noted_never_named(tmp_path, lang, said):
    """NILE (issue 22, frderev D1): a bare card name typed at the trade prompt after the player's market draw is
    taken as the card drawn face down: the table's screen says so, never the card, instead of saying nothing."""
    session = TableSession.start(spec_of("nile"), ["Anna", "Ben"], [], tmp_path / "g.yaml")
    for text in ("Castor", "market Wheat Castor"):
        assert isinstance(session.enter(text), Accepted)
    ruling = session.enter_as("Papyrus/Flax", None, host=True, keyboard=True)
    assert isinstance(ruling, Accepted) and ruling.news, ruling
    shown = " ".join(in_words(line, lang) for line in ruling.news)
    assert said in shown and "Papyrus" not in shown and "Flax" not in shown and "Lin" not in shown, shown


def test_nil_s_text_board_gives_each_kind_the_reader_s_letter():
    """NIL's text board in French and German: each tile kind's letter is the first free one of its word in the
    reader's language, never a compass letter typed in the same session (frderev C17: « S droite … E près-droite »);
    English as it was."""
    from scorer.games.nil.engine import Nil
    from scorer.games.nil.textboard import grid

    state = Nil(["Anna", "Ben"])
    assert "S straight" in "\n".join(grid(state, 100, "en")) and "E near-right" in "\n".join(grid(state, 100, "en"))
    french, german = "\n".join(grid(state, 100, "fr")), "\n".join(grid(state, 100, "de"))
    assert "D droite" in french and "C courbe" in french and "T près-droite" in french and "S droite" not in french
    assert "G Gerade" in german and "K Kurve" in german and "S Gerade" not in german
    for text, compass in ((french, "NSEO"), (german, "NSOW")):
        legend = [line for line in text.splitlines() if "courbe" in line or "Kurve" in line]
        assert legend and not any(f"{c} " in line.split("  ")[0][:2] for line in legend for c in compass), legend


@pytest.mark.parametrize("lang,lines", [
    ("en", ["Land Unter: Anna, Ben, Cleo. Record: ", "Each player opens their own link (it shows their hand, rack or "
            "storage to them only):", "The table (read-only, what everyone sees): http",
            "Host (enters any step for any player: a table with one phone): http",
            "Ctrl-C stops the server; every step is saved, and nile serve RECORD goes on."]),
    ("fr", ["Land Unter : Anna, Ben, Cleo. Partie enregistrée : ", "Chaque joueur ouvre son propre lien",
            "La table (en lecture seule, ce que tout le monde voit) : http", "Hôte (saisit toute étape",
            "Ctrl-C arrête le serveur"]),
    ("de", ["Land Unter: Anna, Ben, Cleo. Aufzeichnung: ", "Jeder Spieler öffnet seinen eigenen Link",
            "Der Tisch (nur lesen, was alle sehen): http", "Gastgeber (gibt jeden Schritt", "Strg-C beendet den Server"])])
def test_nile_serve_s_console_speaks_the_server_s_language(tmp_path, monkeypatch, lang, lines):
    """``nile serve --lang fr|de``: the lines the host reads to hand out the links are said by id, in the server's
    language (frderev A9); English as it was."""
    import uvicorn

    from scorer.web.server import serve_table, table_tokens

    monkeypatch.setattr(uvicorn, "run", lambda *a, **k: None)
    session = TableSession.start(spec_of("land-unter"), ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    said: list[str] = []
    serve_table(session, table_tokens(session.path, 3), "127.0.0.1", 0, said.append, lang)
    text = "\n".join(said).replace("\u00a0", " ")
    assert all(line in text for line in lines), text
