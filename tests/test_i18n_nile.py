"""NILE in French and German (issue 25): its catalogue complete in both (``FINISHED`` of ``tests/test_i18n.py``),
its rule titles the French rules' own sections, every ruling, news line, prompt and hint of simulated games said
in French and German with none of the English words left, the rule figures said in words of the language, and
``nile check`` speaking both."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from scorer.engine.said import Said, say
from scorer.games.nile import messages as nile_messages
from scorer.games.nile import notation
from scorer.games.nile.engine import Nile
from scorer.i18n import in_words
from scorer.i18n.catalogues import translations
from tests.test_i18n import FINISHED, _english_pieces
from tests.test_nile_messages import lines_of_a_game
from scorer.i18n.typography import german as de_typo, french as fr_typo

EXAMPLES = Path(__file__).parent.parent / "examples" / "nile"
#: English words a French or German line keeps on purpose: what a player types in the record's notation
NOTATION = {"holds not", "drew Plague"}


def test_nile_is_finished_in_french_and_german():
    assert ("nile", "fr") in FINISHED and ("nile", "de") in FINISHED
    assert nile_messages.CATALOGUE.prefix == "nile"


def test_a_nile_rule_title_in_french_is_the_french_rules_section():
    """French: the section of the French rules as it is written there ("4.2) Spéculer"), first; German: our title
    with that section in brackets, as the English has it."""
    french, german = translations("nile", "fr"), translations("nile", "de")
    assert french is not None and german is not None and len(french.rules) == 14
    for english, title in french.rules.items():
        section = english[english.index("[") + 1:english.index("]")]
        assert title.startswith(section), (english, title)
    assert french.rules["step 4.2, Speculate [4.2) Spéculer]"] == "4.2) Spéculer"
    for english, title in german.rules.items():
        assert title.endswith(english[english.index("["):]), (english, title)
    assert german.rules["step 3.2, Offering to Hapi [3.2) Offrandes à Hâpi]"] == \
        "Phase 3.2, Opfergabe an Hapi [3.2) Offrandes à Hâpi]"


def _english_left(line: Said, said: str) -> list[str]:
    return [piece for piece in _english_pieces(line) if piece not in NOTATION
            and re.search(rf"(?<!\w){re.escape(piece)}(?!\w)", said)]


@pytest.mark.parametrize("players, seed, variants, told", [(3, 1, (), True), (2, 2, ("two-player-short",), False)])
def test_every_word_of_a_simulated_nile_game_is_said_in_french_and_german(players, seed, variants, told):
    """Each prompt, hint, note, own-page line, refusal (of moves tried at each step) and news line of a simulated
    game (the hands told on the own pages, so the claims and the trust news come up too), said in French and in
    German: none of its English templates' words left (the values, names and cards, may stay)."""
    state, ids = Nile(["Anna", "Ben", "Cleo", "Dan", "Emil"][:players], variants), set()
    for lines in lines_of_a_game(state, variants, seed, told):
        for line in lines:
            assert isinstance(line, Said), line
            ids.add(line.id)
            for lang in ("fr", "de"):
                said = in_words(line, lang)
                assert not _english_left(line, said), (lang, line.id, said, _english_left(line, said))
    assert len(ids) > 50 and state.is_over


def test_the_rule_figures_are_said_in_words_of_the_language():
    """{least:w}: the figure of data/nile.yaml in the reader's words, never the English word made in code."""
    said = say("nile.plant.new-field-small", player="Emil", crop="Wheat", cards=say("nile.cards", cards=1), least=2,
               mixed=2)
    assert str(said).endswith("a new field needs at least two cards of its crop (or exactly two cards of different "
                              "crops)")
    assert in_words(said, "fr") == (fr_typo("Emil crée un champ de Wheat avec 1 carte : un nouveau champ demande au moins deux "
                                    "cartes de sa culture (ou exactement deux cartes de cultures différentes)"))
    assert in_words(said, "de").endswith("ein neues Feld braucht mindestens zwei Karten seiner Sorte (oder genau zwei "
                                         "Karten verschiedener Sorten)")
    state = Nile(["Anna", "Ben"])
    from scorer.games.nile.moves import Deal, Flood, Speculate

    state.apply(Deal(None))
    state.apply(Flood(state.cards.parse("Flax")))
    err = state.check(Speculate(0, tuple(state.cards.speculations[:3])))
    assert err is not None and str(err.reason).endswith("a player speculates with one or two")
    assert in_words(err.reason, "fr").endswith(fr_typo("le nombre permis pour spéculer : un ou deux"))
    assert in_words(err.reason, "de").endswith("erlaubt sind zum Spekulieren: eins oder zwei")


def test_plural_forms_in_french_and_german():
    """French says 0 and 1 in the singular, German 1 only."""
    def draw(n):
        return say("nile.due.draw", player="Ben", left=n, why=say("nile.draw.why-end"))
    assert in_words(draw(1), "fr") == "à Ben de piocher encore 1 carte en fin de tour"
    assert in_words(draw(0), "fr") == "à Ben de piocher encore 0 carte en fin de tour"
    assert in_words(draw(2), "fr") == "à Ben de piocher encore 2 cartes en fin de tour"
    assert in_words(draw(0), "de") == "Ben zieht noch 0 Karten am Ende des Zuges"
    assert in_words(draw(1), "de") == "Ben zieht noch 1 Karte am Ende des Zuges"


def test_check_a_nile_record_in_french(nile):
    result = nile("check", "--lang", "fr", EXAMPLES / "illegal.yaml")
    assert result.exit_code == 1
    assert (fr_typo("la culture Laitue est inondée (la carte Inondation est Papyrus/Laitue) : aucune carte Laitue ne peut "
            "être plantée ce tour-ci\n  règle : 4) Planter ou Spéculer")) in result.stderr
    assert "Anna a en main 7 cartes que personne n'a vues" in result.stdout + result.stderr


def test_check_json_of_a_nile_record_in_german_keeps_the_id_and_values(nile):
    result = nile("check", "--json", "--lang", "de", EXAMPLES / "illegal.yaml")
    violation = json.loads(result.stdout)["violations"][0]
    assert violation["reason"] == ("Salat ist überflutet (die Flutkarte ist Papyrus/Salat): in diesem Zug darf "
                                   "keine Karte Salat angebaut werden")
    assert violation["rule"] == "Phase 4, Anbauen oder Spekulieren [4) Planter ou Spéculer]"
    assert violation["id"] == "nile.plant.flooded" and violation["values"]["crop"] == "Lettuce"


def test_a_short_draw_of_a_record_is_said_whole_in_french_and_german(nile, tmp_path):
    """The draw a record's ``drew`` list belongs to is said in the reader's words ("en fin de tour"), not the
    English the record reader used to pass ("at the end of the turn")."""
    from tests.test_nile_records import write

    turns = [{"player": "Anna", "flood": "Castor", "plant": {"Wheat": 3}, "drew": ["Flax"]}]
    path = write(tmp_path, turns)
    french = nile("check", "--lang", "fr", path)
    assert french.exit_code == 1
    assert (fr_typo("Anna a pioché 1 carte en fin de tour ; les règles en donnent 2, il en manque donc encore 1\n"
            "  règle : 5) Piocher")) in french.stderr
    german = nile("check", "--lang", "de", path)
    assert "Anna hat 1 Karte am Ende des Zuges gezogen; die Regeln geben 2, also fehlt noch 1" in german.stderr
    assert "1 more is missing" in nile("check", "--lang", "en", path).stderr


def test_a_ruling_names_the_crops_and_cards_in_the_readers_language():
    """The crops and cards are values of the rulings (data/nile.yaml's names), said in the reader's language:
    French from the French rules, German from the German review (or ours, labelled in data/nile.yaml); the
    English and the ruling's values as they were."""
    state = Nile(["Anna", "Ben"])
    from scorer.games.nile.moves import Deal, Flood, Plant

    state.apply(Deal(None))
    state.apply(Flood(state.cards.parse("Papyrus/Flax")))
    err = state.check(Plant(0, ((state.cards.parse("Flax"), 2),)))
    assert err is not None and err.reason.values["crop"] == "Flax" and err.reason.values["flood"] == "Papyrus/Flax"
    assert str(err.reason) == "Flax is flooded (the flood card is Papyrus/Flax): no Flax card may be planted this turn"
    assert in_words(err.reason, "fr").startswith("la culture Lin est inondée (la carte Inondation est Papyrus/Lin)")
    assert in_words(err.reason, "de").startswith("Lein ist überflutet (die Flutkarte ist Papyrus/Lein)")
    plague = say("nile.news.plague-told", player="Ben", card=state.cards.term(state.cards.plague))
    assert (str(plague), in_words(plague, "fr"), in_words(plague, "de")) == \
        ("Ben drew Plague", "Ben a pioché Invasion de locustes", "Ben hat Heuschreckenplage gezogen")


@pytest.mark.parametrize("english, french, german", [
    ("plant 2 Flax", "planter deux Lin", "anbauen 2 Lein"),
    ("plant 1 Wheat and 1 Castor", "planter 1 Blé et 1 Ricin", "pflanzen eins Weizen und 1 Rizinus"),
    ("market Lettuce storage Wheat", "marché Laitue stock Blé", "Markt Salat Lager Weizen"),
    ("hapi Flax Flax", "offrande Lin Lin", "Opfergabe an Hapi Lein Lein"),
    ("speculate Papyrus/Wheat", "spéculer Papyrus/Blé", "spekulieren Weizen Papyrus"),
    ("pass", "passer", "passen"),
])
def test_an_entry_in_french_or_german_is_read_as_the_english_one(english, french, german):
    """The notation reads the names (and its keywords) in English, French and German, whatever the session's
    language, so a record typed in Paris checks in Berlin."""
    from scorer.games.nile.moves import Deal, Flood

    state = Nile(["Anna", "Ben"])
    state.apply(Deal(None))
    state.apply(Flood(state.cards.parse("Papyrus")))
    move = notation.parse(state, english)
    assert notation.parse(state, french) == move and notation.parse(state, german) == move
    assert notation.format(state, move) == english  # the record's words: English


def test_a_hints_examples_are_entries_in_the_readers_words():
    """'e.g. plant 2 Papyrus' is said 'z. B. anbauen 2 Papyrus...' in German: each example
    an entry the notation reads, meaning the English one."""
    from scorer.games.nile.moves import Deal, Flood

    state = Nile(["Anna", "Ben"])
    state.apply(Deal(None))
    state.apply(Flood(state.cards.parse("Wheat")))
    hint = notation.prompt(state).hint
    assert isinstance(hint, Said) and str(hint) == \
        "e.g. plant 2 Papyrus, speculate Papyrus/Lettuce, market Papyrus Papyrus, hapi Wheat Wheat, pass"
    assert in_words(hint, "fr") == \
        fr_typo("p. ex. planter 2 Papyrus, spéculer Papyrus/Laitue, marché Papyrus Papyrus, offrande Blé Blé, passer")
    assert in_words(hint, "de") == \
        de_typo("z. B. anbauen 2 Papyrus, spekulieren Papyrus/Salat, Markt Papyrus Papyrus, Opfergabe Weizen Weizen, passen")
    for example in hint.values["entries"]:  # type: ignore[union-attr]
        for lang in ("fr", "de"):
            assert notation.parse(state, example.said(lang)) == notation.parse(state, example), (lang, example)


def test_a_game_typed_in_german_writes_the_record_typed_in_english(tmp_path):
    """The same game typed at a German table (``--lang de``, the German names and words) and at an English one
    writes the same record, in the one spelling records use (English); it checks in every language."""
    from scorer.cli import app
    from typer.testing import CliRunner

    typed = {"en": "Wheat\nplant 2 Lettuce\nFlax\nmarket Papyrus Wheat\nspeculate Papyrus/Wheat\n",
             "de": "Weizen\nanbauen 2 Salat\nLein\nmarkt Papyrus Weizen\nspekulieren Papyrus/Blé\n",
             "fr": "Blé\nplanter deux Laitue\nLin\nmarché Papyrus Blé\nspéculer Papyrus Weizen\n"}
    written = {}
    for lang, lines in typed.items():
        out = tmp_path / f"{lang}.yaml"
        result = CliRunner().invoke(app, ["play", "nile", "-p", "2", "--lang", lang, "--out", str(out)], input=lines)
        assert out.exists(), result.output
        written[lang] = out.read_text(encoding="utf-8").split("\n", 1)[1]  # after the line naming the file
        assert "illegal" not in result.stdout, result.stdout
    assert written["de"] == written["en"] == written["fr"]
    assert "plant: {Lettuce: 2}" in written["en"] and "speculate: [Papyrus/Wheat]" in written["en"]
    for lang in ("en", "fr", "de"):
        assert CliRunner().invoke(app, ["check", "--lang", lang, str(tmp_path / "de.yaml")]).exit_code == 0
