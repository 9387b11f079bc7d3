"""Every notation and record error in the reader's language (issue 25 §1/§3, session 37): a sweep that finds the
English sentences a French or German user can still get from ``nile check``/``score``/``play``.

Two campaigns, each keeping what it finds said in French and German equal to the English:

* **records**: the mangled records of the fuzz campaign (``tests/fuzz_campaign.py``: text and structure damage of
  ``examples/``) read and replayed as ``nile check`` does; every record that cannot be used raises a
  :class:`~gamedata.yamlfile.SourceError` or an :class:`~scorer.engine.InvalidMove`, whose message must be said by
  id (so the catalogues say it in French and German);
* **entries**: wrong entries typed at every game's notation (junk words, numbers out of range, a legal entry
  mangled: a word dropped, doubled or swapped, a name or a number changed) at steps along a simulated game, each
  :class:`~scorer.rulings.Unreadable` whose message must be said by id.

A new message that is a plain English string fails here, with the text it said. What is left English on
purpose (the YAML reader's own words about the file, a few of PyYAML's and pydantic's; names, coordinates and
the record's keys in any message) is :data:`LEFT`.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from gamedata.yamlfile import SourceError
from scorer.engine import InvalidMove, replay
from scorer.engine.said import Said

from scorer.i18n import in_words
from scorer.record import load_record, said_error
from scorer.rulings import Accepted, Unreadable
from scorer.session import TableSession
from tests.fuzz_campaign import campaign
from tests.test_session import spec_of, typed_game

GAMES = ["land-unter", "nile", "nil", "ufern-des-nils"]

#: the English that may stay (issue 25 "left"): none of the YAML reader's words or pydantic's shapes since session 38
#: (a number too long to read, binary data, a tag PyYAML cannot construct, a list or mapping of too many or too few
#: items, a boolean, a key that is not text, one of a few values: each said by id); each a pattern of the English
LEFT: list[re.Pattern[str]] = []


def _left(english: str) -> bool:
    return any(p.search(english) for p in LEFT)


def _english_only(message: str) -> bool:
    """True when ``message`` is not said by id (a plain string) or says the same in French or German as in English."""
    if not isinstance(message, Said):
        return True
    english = in_words(message, "en")
    return in_words(message, "fr") == english or in_words(message, "de") == english


def record_findings(game: str, count: int, seed: int, folder: Path) -> dict[str, str]:
    """The English-only errors of ``count`` mangled records of ``game``: {the message with its numbers as N: the
    message}."""
    found: dict[str, str] = {}
    path = folder / "r.yaml"
    for _, text in campaign(game, count, seed):
        path.write_bytes(text.encode("utf-8", "replace"))
        try:
            replay(*_read(path))
        except SourceError as exc:
            message = said_error(exc) if exc.id else exc.message  # (a value quoted in words, by id too)
            if _english_only(message) and not _left(exc.message):
                found.setdefault(re.sub(r"\d+", "N", exc.message)[:80], str(exc))
        except InvalidMove as exc:
            if _english_only(exc.message()) and not _left(str(exc)):
                found.setdefault(re.sub(r"\d+", "N", str(exc))[:80], exc.placed())
    return found


def _read(path: Path):
    """(the game's state, the steps) as ``nile check`` replays them."""
    rec = load_record(path)
    return rec.state, rec.steps


@pytest.mark.parametrize("game", GAMES)
def test_every_error_of_a_mangled_record_is_said_in_french_and_german(game, tmp_path):
    """The record campaign: no error of a mangled record is said in English to a French or German reader."""
    found = record_findings(game, 240, 37, tmp_path)
    assert not found, "\n".join(found.values())


#: wrong entries typed at any step
JUNK = ["", "x", "?", "Zed", "Zed 41", "99", "0", "-3", "41 41", "water", "hand", "hand [1 x]", "[1 2", "tally",
        "tally 3/4", "tally x", "pass", "A11", "A11 Q", "Z99 N", "cross", "cross A11", "bend", "universal", "stop",
        "end", "end [bend]", "end Zed", "rot", "rot M9 1 2", "sow", "sow rice W4.1", "harvest W9.9", "buy", "buy x",
        "joker x", "W4", "flood", "plant", "plant 0 Wheat", "trade", "market x", "hapi", "speculate", "drew", "drew x",
        "Papyrus/Papyrus", "Plague Plague", "holds", "not", "blank-blank W5.1", "A sd W5.1", "hippo", "desert x",
        "ripe", "seed", "first", "bid", "41 Ben Ben", "3/4 out", "Anna hand ?", "Anna 5, 3", "5 [1 4 9] [2]"]


def _mangled(text: str, names: list[str], rng: random.Random) -> str:
    """``text`` with one thing changed: a word dropped, doubled or swapped, a name, a number or a letter."""
    words = text.split()
    if not words:
        return "x"
    i = rng.randrange(len(words))
    kind = rng.randrange(6)
    if kind == 0 and len(words) > 1:
        del words[i]
    elif kind == 1:
        words.insert(i, words[i])
    elif kind == 2:
        words[i] = rng.choice(names + ["Zed"])
    elif kind == 3:
        words[i] = re.sub(r"\d+", lambda m: str(int(m.group()) * 7 + 13), words[i]) if re.search(r"\d", words[i]) \
            else words[i][::-1]
    elif kind == 4:
        words.append(rng.choice(JUNK))
    else:
        j = rng.randrange(len(words))
        words[i], words[j] = words[j], words[i]
    return " ".join(words)


def entry_findings(game: str, seed: int, players: int, every: int, folder: Path) -> dict[str, str]:
    """The English-only messages of wrong entries typed every ``every`` steps of a simulated ``game``: {the message
    with its numbers as N: 'entry -> message'}."""
    rng = random.Random(f"{game}-{seed}")
    names, _, texts = typed_game(game, seed, players, grouped=False)
    session = TableSession.start(spec_of(game), names, [], folder / f"{game}-{seed}.yaml")
    found: dict[str, str] = {}
    for i, text in enumerate(texts):
        if i % every == 0 and not session.over:
            tries = rng.sample(JUNK, 4) + [_mangled(text, names, rng) for _ in range(4)]
            for wrong in tries:
                ruling = session.enter(wrong)
                if isinstance(ruling, Accepted):
                    session.undo()
                elif isinstance(ruling, Unreadable) and _english_only(ruling.message):
                    found.setdefault(re.sub(r"\d+", "N", ruling.message)[:80], f"{wrong!r} -> {ruling.message}")
        assert isinstance(session.enter(text), Accepted), (i, text)
    return found


@pytest.mark.parametrize("game", GAMES)
def test_every_wrong_entry_is_said_in_french_and_german(game, tmp_path):
    """The entry campaign: every message of an entry the notation cannot read is said by id, in French and German
    other than the English, at the fewest and the most seats."""
    seats = spec_of(game).catalogue.players
    found = {**entry_findings(game, 3, seats.min, 6, tmp_path), **entry_findings(game, 4, seats.max, 15, tmp_path)}
    assert not found, "\n".join(found.values())


# --- one French and one German case per form family: the English as it was, the place kept, exit 2

#: name: (record text, its English error after the place, a French and a German piece of the error)
RECORDS = {
    "lu-negative": ("game: land-unter\nplayers: [Anna, Ben, Cleo]\ntally:\n  - Anna: {lifebelts: -1, water: 3}\n",
                    "4:23", "a lifebelt count cannot be negative", "ne peut pas être négatif", "kann nicht negativ sein"),
    "lu-tally-missing": ("game: land-unter\nplayers: [Anna, Ben, Cleo]\ntally:\n  - Anna: {lifebelts: 1, water: 3}\n",
                         "4:5", "round 1: give every player's end of the round; Ben and Cleo are missing",
                         "il manque Ben et Cleo", "Ben und Cleo fehlen"),
    "nil-start": ("game: nil\nplayers: [Anna, Ben]\nstart: {}\n", "3:8",
                  "give the start player ('player: Ben'), the start draw ('draw: [...]') or both",
                  "donnez le premier joueur", "gib den Startspieler"),
    "nile-plant": ("game: nile\nplayers: [Anna, Ben]\nturns:\n  - player: Anna\n    flood: Wheat\n    plant: {Wheat: 0}\n",
                   "6:20", "plant at least one card of a crop you name", "plantez au moins une carte",
                   "pflanze mindestens eine Karte"),
    "nile-card": ("game: nile\nplayers: [Anna, Ben]\nturns:\n  - player: Anna\n    flood: Rice\n", "5:12",
                  "unknown card 'Rice'; the cards are Papyrus, Wheat, Lettuce, Castor, Flax, a speculation card such as "
                  "Papyrus/Wheat, Plague or ?", "carte inconnue", "unbekannte Karte"),
    "ufern-track": ("game: ufern-des-nils\nplayers: [Anna, Ben]\ntally:\n  Anna: {pawn: 31, lost: 0}\n"
                    "  Ben: {pawn: 3, lost: 0}\n", "4:16", "Anna's pawn on space 31: the track runs 1 to 30",
                    "le tableau de décompte va de 1 à 30", "die Wertungsleiste reicht von 1 bis 30"),
    "name-comma": ("game: nil\nplayers: [Anna, 'A,B']\n", "2:17", "'A,B' holds a comma: write each player's name as a "
                   "word or words", "contient une virgule", "enthält ein Komma"),
    "seating": ("game: nil\nplayers: [Anna]\n", "2:10", "NIL is for 2 to 4 players, not 1", "se joue de 2 à 4 joueurs",
                "ist für 2 bis 4 Spieler"),
    "variant": ("game: land-unter\nplayers: [Anna, Ben, Cleo]\nvariants: [x]\n", "3:11",
                "Land Unter has no variant 'x' (it has: open-play)", "n'a pas de variante", "hat keine Variante"),
    "not-a-player": ("game: nil\nplayers: [Anna, Ben]\nstart: Zed\n", "3:8", "'Zed' is not one of the players (Anna, Ben)",
                     "n'est pas l'un des joueurs", "ist keiner der Spieler"),
    # pydantic's rarer shapes and PyYAML's tags (session 38: no longer LEFT)
    "tag": ("game: nil\nplayers: [Anna, Ben]\nplace: !foo 3\n", "3:8",
            "this value cannot be read: could not determine a constructor for the tag '!foo'",
            "la balise «\u00a0!foo\u00a0» est inconnue", "das Tag „!foo“ ist unbekannt"),
    "python-tag": ("game: nil\nplayers: [Anna, Ben]\nplace: !!python/object:os.system x\n", "3:8",
                   "this value cannot be read: could not determine a constructor for the tag "
                   "'tag:yaml.org,2002:python/object:os.system'", "cette valeur ne peut pas être lue",
                   "dieser Wert kann nicht gelesen werden"),
    "binary": ("game: nil\nplayers: [Anna, Ben]\nplace: !!binary aGk=\n", "3:8",
               "place: input should be a valid string (found binary data (2 bytes))", "des données binaires (2 octets)",
               "Binärdaten (2 Bytes)"),
    "digits": ("game: nil\nplayers: [Anna, Ben]\nplace: " + "9" * 200 + "\n", "3:8",
               "a number of 200 digits: no count, score or seed of any game is that large", "un nombre de 200 chiffres",
               "eine Zahl mit 200 Ziffern"),
    "too-few": ("game: nil\nplayers: []\n", "2:10", "players: list should have at least 1 item, not 0",
                "la liste doit avoir au moins 1 élément, pas 0", "die Liste muss mindestens 1 Eintrag haben"),
    "too-many": ("game: land-unter\nplayers: [Anna, Ben, Cleo]\nrounds:\n  - tricks:\n      - water: [1, 2, 3]\n",
                 "5:16", "rounds[0].tricks[0].water: list should have at most 2 items, not 3",
                 "la liste doit avoir au plus 2 éléments, pas 3", "die Liste darf höchstens 2 Einträge haben"),
    "one-of": ("game: nil\nplayers: [Anna, Ben]\nturns:\n  - {player: Anna, pending: x}\n", "4:29",
               "turns[0].pending: input should be 'tile' or 'draw' (found 'x')", "attendu\u00a0: «\u00a0tile\u00a0» ou «\u00a0draw\u00a0»",
               "erwartet wird „tile“ oder „draw“"),
    "bool": ("game: land-unter\nplayers: [Anna, Ben, Cleo]\ntally:\n  - Anna: {lifebelts: 1, water: 3, out: [x]}\n",
             "4:41", "tally[0].Anna.out: input should be a valid boolean", "attendu\u00a0: vrai ou faux",
             "erwartet wird wahr oder falsch"),
    "keys": ("game: nil\nplayers: [Anna, Ben]\nturns:\n  - {player: Anna, 7: x}\n", "4:23",
             "turns[0][7]: keys should be strings (found 7)",
             "les clés doivent être du texte", "die Schlüssel müssen Text sein"),
    "unknown-game": ("game: land-untr\nplayers: [Anna, Ben, Cleo]\n", "1:7", "unknown game 'land-untr'; did you mean "
                     "land-unter? This version referees: land-unter, nile, nil, ufern-des-nils", "jeu inconnu",
                     "unbekanntes Spiel"),
}


def _check(capsys, lang: str, path: Path) -> tuple[int, str]:
    """``nile check --lang LANG PATH`` in this process: (exit code, stderr)."""
    from scorer.cli import main

    with pytest.raises(SystemExit) as stop:
        main(["check", "--lang", lang, str(path)])
    return int(stop.value.code or 0), capsys.readouterr().err


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_a_record_of_a_wrong_shape_is_said_in_french_and_german(capsys, tmp_path, name):
    """``nile check --lang fr|de`` of a record that reads but holds a wrong shape: the place (file:line:col) kept,
    the reason in French and in German, exit 2; the English as it was."""
    text, place, english, french, german = RECORDS[name]
    path = tmp_path / "r.yaml"
    path.write_text(text)
    said = {lang: _check(capsys, lang, path) for lang in ("en", "fr", "de")}
    assert {code for code, _ in said.values()} == {2}, said
    assert said["en"][1] == f"{path}:{place}: {english}\n(the record was not changed)\n"
    for lang, piece in (("fr", french), ("de", german)):
        assert said[lang][1].startswith(f"{path}:{place}"), said[lang]
        assert piece in said[lang][1] and english not in said[lang][1], said[lang]


#: name: (a function raising the error, its English, a French and a German piece)
def _entries():
    from scorer.games.land_unter.engine import LandUnter
    from scorer.games.land_unter.notation import parse as lu
    from scorer.games.nil.endracks import read_shown
    from scorer.games.nil.engine import Nil
    from scorer.games.nil.notation import read_tile
    from scorer.games.ufern import deal_text
    from scorer.games.ufern.items import read_event, read_front

    lu_state = LandUnter(["Anna", "Ben", "Cleo"])
    return {
        "lu-hand-in-deal": (lambda: lu(lu_state, "Anna hand [1 2 3]"), "a hand is written down once round 1 is dealt",
                            "une main s'écrit une fois la manche 1 distribuée", "eine Hand wird aufgeschrieben"),
        "lu-hand-numbers": (lambda: lu(lu_state, "5 [1 x] 3 6"), "a hand in brackets lists weather card numbers, not 'x'",
                            "numéros de cartes temps", "Nummern von Wetterkarten"),
        "lu-tally": (lambda: lu(lu_state, "tally 3/4"), "give each of the 3 players' end counts once",
                     "donnez le bilan de chacun des 3 joueurs", "gib die Endstände jedes der 3 Spieler"),
        "nil-tile": (lambda: read_tile("A11"), "'A11': say where the river leaves the square (e.g. 'M11 NE') or which "
                     "kind of tile it is (e.g. 'M11 bend')", "M11 courbe", "M11 Kurve"),
        "nil-crossing": (lambda: read_tile("cross A11 N"), "a crossing is written 'cross' and the square",
                         "croisement M11", "Kreuzung M11"),
        "nil-universal": (lambda: read_tile("A11 U U"), "'A11 U U': say 'U' (or 'universal') once", "une seule fois",
                          "nur einmal"),
        "nil-end-rack": (lambda: read_shown(Nil(["Anna", "Ben"]), "Anna holds"), "'Anna holds': name the tiles",
                         "nommez les tuiles", "nenne die Steine"),
        "ufern-front": (lambda: read_front("zz"), "'zz' is not a water card's front", "recto d'une carte eau",
                        "Vorderseite eines Wasserkärtchens"),
        "ufern-event": (lambda: read_event("rot 9"), "'rot 9' is not an event", "n'est pas un événement",
                        "ist kein Ereignis"),
        "ufern-deal": (lambda: deal_text._read_card("x"), "'x': write a dealt card as front:back",
                       "carte distribuée", "verteiltes Kärtchen"),
    }


@pytest.mark.parametrize("name", ["lu-hand-in-deal", "lu-hand-numbers", "lu-tally", "nil-tile", "nil-crossing",
                                  "nil-universal", "nil-end-rack", "ufern-front", "ufern-event", "ufern-deal"])
def test_a_rarer_notation_error_is_said_in_french_and_german(name):
    """Each family of the rarer notation errors (Land Unter's deal, hand and tally forms, NIL's written tile, crossing,
    universal and end racks, Ufern's fronts, events and deal text): said by id, its English as it was, in French
    and in German."""
    raises, english, french, german = _entries()[name]
    with pytest.raises(InvalidMove) as err:
        raises()
    message = err.value.message()
    assert isinstance(message, Said) and english in str(message), message
    assert french in in_words(message, "fr") and english not in in_words(message, "fr")
    assert german in in_words(message, "de") and english not in in_words(message, "de")


def test_the_pod_lines_are_said_in_french_and_german():
    """``nile print --pod``'s lines (:mod:`scorer.cli.printing`): a component (named as the game's print catalogue
    says it) and its canvas, a safe-zone check inside and outside, the progress and the files, in French and
    German with the decimal comma; the English as it was (:meth:`pnp.pod.Canvas.words`,
    :meth:`pnp.pod.SafeCheck.words`)."""
    from types import SimpleNamespace as S

    from pnp.pod import Canvas, SafeCheck
    from scorer.cli.printing import _check_words, _pod_lines, _progress_words

    store = S(name="The Game Crafter", bleed_mm=3.175, products=[S(name="Poker Deck", trim_mm=(63.5, 88.9))])
    canvas = Canvas(None, (825, 1125), (63.0, 88.0), (3.2, 3.2), (63.0, 88.0), (3.2, 3.2), 300, store.products[0])
    inside = SafeCheck("Crop cards", 5.84, "crop-papyrus", "PAPYRUS", 3.175, 300)
    outside = SafeCheck("Crop cards", 1.5, "crop-papyrus", "PAPYRUS", 3.175, 300)
    result = S(components=[S(name="Crop cards", faces=[S(count=80)], canvas=canvas)], skipped=[],
               checks=[inside, outside], files=36, seconds=7.25)
    english = _pod_lines(result, store, "en", "nile")
    assert english == [f"Crop cards: 80 × 63 × 88 mm -> {canvas.words(store)}", inside.words(),
                       "WARNING: " + outside.words(), "36 files in 7.2 s"]
    assert _progress_words("36 files from 23 distinct faces, 2 workers", "en") == \
        "36 files from 23 distinct faces, 2 workers"
    french, german = _pod_lines(result, store, "fr", "nile"), _pod_lines(result, store, "de", "nile")
    from scorer.i18n.typography import typeset  # French and German tie a number to its unit and to ×

    assert french[0].startswith(typeset("Cartes Culture : 80 × 63 × 88 mm -> aucun produit The Game Crafter", "fr")), french
    assert french[1].startswith("Cartes Culture\u00a0: texte dans la zone sûre")
    assert typeset("5,84 mm à l'intérieur de la coupe", "fr") in french[1] and french[2].startswith("ATTENTION")
    assert typeset("5,84 mm innerhalb des Schnitts", "de") in german[1] and german[2].startswith("WARNUNG"), german
    assert french[3] == "36 fichiers en 7,2 s" and german[3] == "36 Dateien in 7,2 s"
    assert _progress_words("36 files from 23 distinct faces, 2 workers", "de") == \
        "36 Dateien aus 23 verschiedenen Seiten, 2 Prozesse"
    assert _check_words(S(closest=None, component="Board"), "fr") == "Board\u00a0: pas de texte"


def test_a_table_the_game_cannot_seat_is_said_in_french_and_german(capsys, tmp_path, monkeypatch):
    """``nile play GAME --players`` with too few players (the engine's :class:`~scorer.engine.SetupError`, by id): the
    English as it was, French and German, exit 2."""
    from scorer.cli import main

    monkeypatch.chdir(tmp_path)
    said = {}
    for lang in ("en", "fr", "de"):
        with pytest.raises(SystemExit) as stop:
            main(["play", "nil", "--players", "Anna", "--lang", lang])
        said[lang] = (stop.value.code, capsys.readouterr().err)
    assert said["en"] == (2, "nil: NIL is for 2 to 4 players, not 1\n")
    assert said["fr"] == (2, "nil\u00a0: NIL se joue de 2 à 4 joueurs, pas 1\n")
    assert said["de"] == (2, "nil: NIL ist für 2 bis 4 Spieler, nicht 1\n")
