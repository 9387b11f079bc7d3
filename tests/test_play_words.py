"""``nile play --lang fr|de`` says what a table meets at the prompt in the reader's words (issue 25's done-when,
review s36 A5-A8, A14, C17): the lists' headings, an entry quoted back (by ``undo``, in a refusal), the notation's
errors, the commands. English stays as it was."""

from __future__ import annotations

import pytest

from tests.test_cli_words import _english_left

pytestmark = pytest.mark.usefixtures("no_fsync")


def _play(runner, tmp_path, slug: str, players: str, lang: str, typed: str) -> str:
    """What ``nile play`` says reading ``typed`` as a script (it stops at the first refusal)."""
    from scorer.cli import app

    out = tmp_path / f"{slug}-{lang}-{len(list(tmp_path.iterdir()))}.yaml"  # a new record each time
    result = runner.invoke(app, ["play", slug, "--players", players, "--out", str(out), "--lang", lang], input=typed)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    return result.output.replace(str(out), "OUT").replace("\u00a0", " ")  # a French no-break space as a space


@pytest.mark.parametrize("lang, heading", [("en", "Flood card: turn one up from the deck:"),
                                           ("fr", "Carte Inondation : retournez-en une de la pioche :"),
                                           ("de", "Flutkarte: eine vom Stapel aufdecken:")])
def test_nile_lists_the_flood_cards_under_a_heading_in_the_readers_words(runner, tmp_path, lang, heading):
    """NILE's ``?`` at a flood card: its heading said, not the English (s36 A5)."""
    said = _play(runner, tmp_path, "nile", "Anna,Ben", lang, "?\n")
    assert heading in said, said


@pytest.mark.parametrize("lang, untold", [("en", "(the cards Ben told: none)"),
                                          ("fr", "(les cartes annoncées par Ben : aucune)"),
                                          ("de", "(die von Ben angesagten Karten: keine)")])
def test_a_take_back_of_nothing_told_says_none_in_the_readers_words(runner, tmp_path, lang, untold):
    """NILE: Ben takes back a card he never told: the list of his told cards is empty, said « aucune » (s36 A6)."""
    take_back = {"en": "Ben holds not Wheat", "fr": "Ben tient non Blé", "de": "Ben hält nicht Weizen"}[lang]
    said = _play(runner, tmp_path, "nile", "Anna,Ben", lang, f"Lettuce/Castor\n{take_back}\n")
    assert untold in said, said


@pytest.mark.parametrize("lang, quoted, card", [("en", "'Flax'", "Flax"), ("fr", "« Lin »", "Flax"),
                                                ("de", "„Lein“", "Flax")])
def test_undo_quotes_the_entry_in_the_readers_words(runner, tmp_path, lang, quoted, card):
    """``undo`` of a flood card: the warning quotes the card as the reader typed it, not the record's English
    (s36 A7)."""
    said = _play(runner, tmp_path, "nile", "Anna,Ben", lang, "Flax\nundo\n")
    assert said.count(quoted) == 2, said  # "... 'Flax' is taken back ..." and "undoing 'Flax' also takes back"
    assert lang == "en" or card not in said, said


@pytest.mark.parametrize("lang, groups", [
    ("en", ["1–12, no lifebelt:", "13–24, half lifebelt:", "25–36, whole lifebelt:"]),
    ("fr", ["1–12, sans bouée :", "13–24, demi-bouée :", "25–36, bouée entière :"]),
    ("de", ["1–12, ohne Rettungsring:", "13–24, halber Rettungsring:", "25–36, ganzer Rettungsring:"])])
def test_land_unter_lists_the_weather_cards_by_lifebelt_in_the_readers_words(runner, tmp_path, lang, groups):
    """Land Unter's ``?`` with the whole deck to play from (every player's hand unknown): the groups by lifebelt
    symbol, each heading in the reader's words."""
    said = _play(runner, tmp_path, "land-unter", "Anna,Ben,Cleo", lang, "4 4 6\n5 6\n?\n")
    assert all(group in said for group in groups), said


@pytest.mark.parametrize("lang, refusal", [("en", "not an entry here: '5 3 3': "),
                                           ("fr", "pas une entrée possible ici : « 5 3 3 » : "),
                                           ("de", "hier keine gültige Eingabe: „5 3 3“: ")])
def test_an_unreadable_entry_is_quoted_in_the_readers_quotes(runner, tmp_path, lang, refusal):
    """What the table typed, quoted back in « » / „ “ (s36 C17), English as before."""
    said = _play(runner, tmp_path, "nile", "Anna,Ben", lang, "Lettuce/Castor\n5 3 3\n")
    assert refusal in said, said
    assert lang == "en" or not _english_left(said, lang), said


@pytest.mark.parametrize("lang, words", [
    ("fr", {"help": "aide", "undo": "annuler", "board": "plateau", "history": "historique", "hand": "main",
            "quit": "quitter", "list": "liste", "score": "score", "show": "image", "save": "enregistrer"}),
    ("de", {"help": "Hilfe", "undo": "rückgängig", "board": "Brett", "history": "Verlauf", "hand": "Hand",
            "quit": "Ende", "list": "Liste", "score": "Punkte", "show": "Bild", "save": "speichern"})])
def test_the_commands_are_read_and_listed_in_the_readers_words(runner, tmp_path, lang, words):
    """``nile play --lang fr|de``: ``help`` lists the commands in the reader's words, and each is read so (English
    is always read too) (s36 A14)."""
    from scorer.play import COMMANDS

    typed = "\n".join([words["help"], "Lettuce/Castor", words["board"], words["history"], f"{words['hand']} Anna",
                       words["list"], words["undo"], "undo", "Lettuce/Castor", words["quit"], "Wheat", ""])
    said = _play(runner, tmp_path, "nile", "Anna,Ben", lang, typed)
    listed = [line.split()[0] for line in said.splitlines() if line.startswith("  ") and not line.startswith("   ")]
    assert listed[:len(COMMANDS)] == [words.get(name, name) for name in COMMANDS], said
    assert said.count("Salat/Rizinus" if lang == "de" else "Laitue/Ricin") >= 6, said  # board, history, undo...
    assert ("Montré à Anna seulement" if lang == "fr" else "Nur für Anna") in said, said
    assert ("repris" if lang == "fr" else "zurückgenommen") in said, said
    assert said.rstrip().splitlines()[-1].startswith(("enregistré", "gespeichert")), said  # quit: Wheat not read
    assert not _english_left(said, lang), said


def test_german_nouns_of_an_entry_are_capitalised(runner, tmp_path):
    """NILE's German hint: ``Markt``, ``Opfergabe``, nouns, with their capital (s36 C16); read in any case."""
    said = _play(runner, tmp_path, "nile", "Anna,Ben", "de", "Lettuce/Castor\n5 3\n")
    assert "Markt Papyrus Papyrus, Opfergabe Weizen Weizen" in said, said
    assert "Ernte" in _play(runner, tmp_path, "nile", "Anna,Ben", "de", "Lettuce/Castor\nmarkt Papyrus Papyrus\n")


def _english_of_game(text: str, slug: str, lang: str) -> set[str]:
    """The English words of ``text`` (said in ``lang``): those of nile's own sentences and of the game's catalogue
    that no translation of either uses, and the glue (:func:`tests.test_cli_words._english_left`)."""
    import string

    from scorer.engine.said import _CATALOGUES
    from scorer.games import game
    from scorer.i18n.catalogues import translations
    from tests.test_cli_words import _words, _words_of

    english, theirs = set(), set()
    game(slug)  # its catalogue registered
    for entry in _CATALOGUES[slug].messages.values():
        for template in filter(None, (entry.text, entry.plural)):
            english |= _words(" ".join(literal for literal, _, _, _ in string.Formatter().parse(template)))
    found = translations(slug, lang)
    theirs = {w.lower() for forms in found.templates.values() for form in forms for w in _words(form)}
    theirs |= {w.lower() for w in _words_of(lang)}  # (« permis à la place »: French too)
    return _english_left(text, lang) | {w for w in _words(text) if w in english and w.lower() not in theirs}


#: per game, what a table types wrong at the start and later (the second list after the first entry of the game's
#: typed example; Ufern's at its first flood): each refused in the reader's words, echoing what was typed in them
WRONG = {"nil": ("", "premier Zoe", "Beginn Zoe", "Z99 N", "bloqué", "blockiert", "Anna: droite | Zoe: Bogen"),
         "nile": ("", "Zoe tient Blé", "Zoe hält Weizen"),
         "ufern-des-nils": ("", "premier Zoe", "Startspieler Zoe"),
         "land-unter": ("", "Zoe 4", "main [1 2]")}
WRONG_LATER = {"nil": ("Z99 N", "bloqué", "blockiert", "A11 Q", "A11 N; arrêt; arrêt"),
               "nile": ("", "planter 0 Blé", "anbauen 0 Weizen", "Zoe tient Blé"),
               "ufern-des-nils": ("", "Zoe W4.1", "semer lin W4.1", "säen Hirse W4.1", "A xyz"),
               "land-unter": ("Zoe 4", "")}
PLAYERS = {"land-unter": "Anna,Ben,Cleo", "nile": "Anna,Ben", "nil": "Anna,Ben", "ufern-des-nils": "Anna,Ben"}


@pytest.mark.parametrize("lang", ["fr", "de"])
@pytest.mark.parametrize("slug", list(WRONG))
def test_the_notations_errors_are_said_in_the_readers_words(runner, tmp_path, slug, lang):
    """Every game, an empty entry, an unknown player, a square off the board, ``bloqué`` with no rack...: each
    refusal in the reader's words, with no English word of nile's or the game's sentences (s36 A8)."""
    from pathlib import Path

    typed = (Path(__file__).parent.parent / "examples" / slug / "typed.txt").read_text(encoding="utf-8").splitlines()
    first = "\n".join(typed[:6 if slug == "ufern-des-nils" else 1])  # (Ufern: to its first flood)
    said = []
    for wrong, before in [(w, "") for w in WRONG[slug]] + [(w, first + "\n") for w in WRONG_LATER[slug]]:
        said.append(_play(runner, tmp_path, slug, PLAYERS[slug], lang, before + wrong + "\n"))
    text = "\n".join(said)
    assert not _english_of_game(text, slug, lang), (sorted(_english_of_game(text, slug, lang)), text)
    assert "«  »" not in text and "„“" not in text, text  # an empty entry is said empty, not quoted


@pytest.mark.parametrize("lang, typed, refusal", [
    ("en", "water 7 and 9", "the water-level cards of this trick are already turned up: 5 and 6"),
    ("fr", "eau 7 et 9", "les cartes niveau d'eau de ce pli sont déjà retournées : 5 et 6"),
    ("de", "Wasser 7 und 9", "die Wasserstandskarten dieser Runde sind schon aufgedeckt: 5 und 6")])
def test_water_cards_typed_at_a_weather_card_are_refused(runner, tmp_path, lang, typed, refusal):
    """Land Unter: ``water 7 and 9`` once the trick's water-level cards are up is no pair of weather cards (Anna 7,
    Ben 9): refused, saying which are up (s36 D) [Déroulement du jeu, phase 1]."""
    said = _play(runner, tmp_path, "land-unter", "Anna,Ben,Cleo", lang, f"4 4 6\n5 6\n{typed}\nhistory\n")
    assert refusal in said, said
    assert "Anna 7" not in said and "Ben 9" not in said, said


@pytest.mark.parametrize("lang, corner", [("en", "at the corner A11 NE;"), ("fr", "au coin A11 NE\u00a0;"),
                                          ("de", "an der Ecke A11 NO treffen")])
def test_a_nil_ruling_names_a_corner_in_the_readers_compass(nile, lang, corner):
    """NIL's sharp angle: the corner in the reader's compass, German NO for north-east (s36 C4)."""
    from pathlib import Path

    record = Path(__file__).parent.parent / "examples" / "nil" / "illegal.yaml"
    assert corner in nile("check", record, "--lang", lang).stderr


def test_french_and_german_wordings_of_the_review(nile, runner, tmp_path):
    """s36 C7, C8, C10, C19, C20: « en a 1 en tout » (not « n'en a que 1 »), „1 × Weizen aus der Ansage“, no gendered
    « seul », « Tour 1, Anna joue », „Jeder Schritt ist regelkonform“."""
    from pathlib import Path

    from scorer.i18n import in_words
    from scorer.engine import rank_by_points

    examples = Path(__file__).parent.parent / "examples"
    assert in_words(rank_by_points(["Tom"], [10]).tiebreak, "fr") == "Tom gagne avec 10 points, sans ex æquo."
    said = _play(runner, tmp_path, "nile", "Anna,Ben", "de", "Lettuce/Castor\nBen hält nicht Weizen\n")
    assert "Ben nimmt 1 × Weizen aus der Ansage zurück, hat aber 0 × Weizen angesagt" in said, said
    said = _play(runner, tmp_path, "nile", "Anna,Ben", "fr", "Lettuce/Castor\n")
    assert "Tour 1, Anna joue" in said and "au tour d" not in said, said
    assert "Jeder Schritt ist regelkonform." in nile("check", examples / "nile" / "opening.yaml", "--lang", "de").stdout


@pytest.mark.parametrize("lang, typed, refusal", [
    ("en", "plant 2 Rice", "unknown card 'rice'; the cards are Papyrus"),
    ("fr", "planter 'Lin'", "carte inconnue « 'Lin' » ; les cartes sont Papyrus"),
    ("de", "anbauen 2 Reis", "unbekannte Karte „reis“; die Karten sind Papyrus")])
def test_an_unknown_card_is_quoted_back_in_the_readers_quotes_and_words(runner, tmp_path, lang, typed, refusal):
    """NILE: a card the notation cannot read is quoted by its message in the reader's quotes, in the reader's words
    (« 'Lin' », not "'flax'" in straight quotes: s36 C17)."""
    said = _play(runner, tmp_path, "nile", "Anna,Ben", lang, f"Lettuce/Castor\n{typed}\n")
    assert refusal in said and "flax" not in said.lower().replace("flax,", ""), said
