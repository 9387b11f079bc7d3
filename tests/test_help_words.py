"""``nile --help`` and the usage errors in French and German (issue 25 §1): the ``nile-help`` catalogue
(:mod:`scorer.cli.help_words`) complete and in step with the commands, the help and the errors said in the
language of ``--lang`` or the environment, and English exactly as click and typer write it."""

from __future__ import annotations

import re
import string

import pytest
import typer
from babel.messages.pofile import read_po

from scorer.cli import app, main
from scorer.cli.help_words import DOMAIN, help_texts
from scorer.i18n.catalogues import po_path
from scorer.i18n.maintain import help_template

COMMANDS = ["print", "check", "score", "show", "play", "serve", "simulate", "study", "games"]


def _run(capsys, monkeypatch, args, env=None):
    """``nile ARGS`` as the console script runs it (its language from ``--lang`` or ``env``): (exit code, stdout,
    stderr)."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    for name, value in (env or {}).items():
        monkeypatch.setenv(name, value)
    with pytest.raises(SystemExit) as stopped:
        main(list(args))
    out = capsys.readouterr()
    return stopped.value.code, out.out, out.err


def _po(lang):
    with po_path(DOMAIN, lang).open("rb") as file:
        return read_po(file, locale=lang, domain=DOMAIN)


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_the_help_catalogue_is_in_step_and_complete(lang):
    """Every help text and library word of the commands, as the code says them now, translated, none fuzzy,
    each translation naming the same values (``python -m scorer.i18n update`` was run)."""
    po = _po(lang)
    held = {(m.context, str(m.id)) for m in po if m.id}
    assert held == {(m.context, str(m.id)) for m in help_template() if m.id}, "run: python -m scorer.i18n update"
    assert not po.obsolete
    for entry in filter(lambda m: m.id, po):
        english = entry.id if isinstance(entry.id, str) else entry.id[0]
        forms = [entry.string] if isinstance(entry.string, str) else list(entry.string)
        assert all(forms) and not entry.fuzzy, entry.id
        fields = {f for _, f, _, _ in string.Formatter().parse(english) if f}
        for form in forms:
            assert {f for _, f, _, _ in string.Formatter().parse(form) if f} == fields, entry.id


_WORD = re.compile(r"[^\W\d_]{3,}")


def _english_words(text: str, lang: str) -> set[str]:
    """The words of ``text`` that are words of the English help (three letters or more) and no word of the
    translation (``Options``, ``installation``, ``page``: French words too), but the names a user types
    (commands, options, metavars, file names, variables) and the names of things."""
    typed = {"nile", "print", "check", "score", "show", "play", "serve", "simulate", "study", "games", "bgstats",
             "duplex", "gutter", "fold", "pages", "single", "open", "Land", "Unter", "NILE", "NIL", "Ufern", "des",
             "Nils", "den", "Anna", "Ben", "Game", "Crafter", "MakePlayingCards", "BG", "Stats", "Markdown", "Wi",
             "Fi", "pip", "install", "output", "docs", "date", "game", "record", "token"}
    translated = {w for entry in _po(lang) if entry.id for w in _WORD.findall(str(entry.string))}
    english = {w for entry in help_template() if entry.id for w in _WORD.findall(str(entry.id))}
    stripped = re.sub(r"--?[\w-]+|<[^>]*>|\[[A-Z .]+\]|\b[A-Z_]{3,}\b|\S+\.(?:yaml|json|md|pdf|token|csv)\b|\S*/\S*",
                      " ", text)
    return {w for w in _WORD.findall(stripped) if w in english and w not in typed | translated}


@pytest.mark.parametrize("lang,usage", [("fr", "Utilisation\u00a0: nile"), ("de", "Aufruf: nile")])
def test_every_command_s_help_in_french_and_german(capsys, monkeypatch, lang, usage):
    """``nile CMD --help`` in a French (and German) environment: the usage line, the headings, every help text in the
    language, no English word of the help left."""
    for command in ["", *COMMANDS]:
        code, out, _ = _run(capsys, monkeypatch, [command, "--help"] if command else ["--help"],
                            env={"LANG": f"{lang}_XX.UTF-8"})
        assert code == 0 and out.startswith(usage), (command, out)
        assert not _english_words(out, lang), (command, _english_words(out, lang), out)


def test_the_language_comes_from_the_environment(capsys, monkeypatch):
    code, out, _ = _run(capsys, monkeypatch, ["--help"], env={"LANGUAGE": "de:fr", "LANG": "es_ES.UTF-8"})
    assert code == 0 and "Befehle:" in out and "Prüft eine aufgezeichnete Partie Zug für Zug." in out
    code, out, _ = _run(capsys, monkeypatch, ["check", "--help", "--lang=fr"], env={"LANG": "de_DE.UTF-8"})
    assert "Arbitre une partie enregistrée" in out and "[obligatoire]" in out  # --lang first


def test_english_help_is_as_click_writes_it_even_after_a_french_run(capsys, monkeypatch):
    """English is untouched: the help typer writes from the code, the same after a French run in the same
    process (the library's words put back), and the help option said as click says it."""
    _, expected, _ = _run(capsys, monkeypatch, ["check", "--help"])
    _run(capsys, monkeypatch, ["check", "--help", "--lang", "fr"])
    code, out, _ = _run(capsys, monkeypatch, ["check", "--help"])
    assert code == 0 and out == expected
    assert out.startswith("Usage: nile check [OPTIONS] RECORD") and "Show this message and exit." in out
    assert "[required]" in out and "Options:" in out


@pytest.mark.parametrize("args,env,said", [
    (["check", "--zz", "--lang", "fr"], {}, ["Utilisation\u00a0: nile check [OPTIONS] PARTIE",
                                            "Essayez «\u00a0nile check -h\u00a0» pour l'aide.",
                                            "Erreur\u00a0: Option inconnue\u00a0: --zz"]),
    (["chek"], {"LANG": "de_DE.UTF-8"}, ["Aufruf: nile [OPTIONEN] BEFEHL", "Hilfe mit „nile -h“.",
                                         "Fehler: Unbekannter Befehl 'chek'. Meintest du 'check'?"]),
    (["print", "--paper", "zz"], {"LANG": "fr_FR.UTF-8"},
     ["Erreur\u00a0: Valeur non valable pour '--paper'\u00a0: 'zz' n'est pas parmi 'a4', 'letter', 'a3'."]),
    (["simulate", "nil", "-n", "x"], {"LANG": "de_DE.UTF-8"}, ["Fehler: Ungültiger Wert für '--players' / '-n': "
                                                         "ganze Zahl erwartet"]),
    (["check", "--lang", "de"], {}, ["Fehler: Argument 'AUFZEICHNUNG' fehlt."]),
    (["check", "a", "b", "--lang", "fr"], {}, ["Erreur\u00a0: Argument(s) en trop (b)"]),
    (["check", "--zz"], {}, ["Usage: nile check [OPTIONS] RECORD\nTry 'nile check -h' for help.\n\n"
                             "Error: No such option: --zz"]),
])
def test_usage_errors_in_the_reader_s_words(capsys, monkeypatch, args, env, said):
    """A usage error exits 2 with click's three lines in the reader's language (English as click writes it)."""
    code, out, err = _run(capsys, monkeypatch, args, env)
    assert code == 2 and out == ""
    for line in said:
        assert line in err, err


def test_every_help_text_of_the_command_tree_is_found():
    """:func:`help_texts` walks the whole tree: each command's help and each option's."""
    found = help_texts(typer.main.get_command(app))
    assert "Referee a recorded game, move by move." in found and "Listen on this port." in found
    assert "Print the version and exit." in found and len(found) > 50


@pytest.mark.parametrize("args,env,said", [
    (["simulate", "nil", "-n", "9"], {"LANG": "de_DE.UTF-8"}, "--players: NIL ist für 2 bis 4 Spieler, nicht 9"),
    (["play", "nowhere.yaml"], {"LANG": "fr_FR.UTF-8"},
     "nowhere.yaml\u00a0: pas de partie enregistrée de ce nom (nile play JEU commence une nouvelle partie)"),
    (["print", "--bleed", "7", "--lang", "fr"], {}, "--bleed\u00a0: 7\u00a0mm n'est pas un fond perdu\u00a0; donnez de 0 à 5\u00a0mm"),
    (["simulate", "nil", "-n", "2", "--names", "Anna"], {"LANGUAGE": "de"},
     "--names: 1 Name angegeben für --players 2"),
    (["simulate", "nil", "-n", "2", "--names", "Anna"], {},
     "--names: 1 name given for --players 2"),
    (["simulate", "nil", "-n", "9"], {}, "--players: NIL is for 2 to 4 players, not 9"),
])
def test_a_command_s_own_errors_in_the_reader_s_words(capsys, monkeypatch, args, env, said):
    """What a command says about how it was called (:mod:`scorer.cli.usage`): in the run's language, exit 2."""
    code, out, err = _run(capsys, monkeypatch, args, env)
    assert code == 2 and said in err, err


def test_a_command_s_error_in_json_keeps_its_id_and_values(capsys, monkeypatch):
    import json

    code, out, err = _run(capsys, monkeypatch, ["check", "--show", "x.txt", "--json", "--lang", "de",
                                                "examples/nil/game.yaml"])
    error = json.loads(out)["error"]
    assert code == 2 and error["id"] == "nile-help.picture.suffix" and error["values"]["suffix"] == ".txt"
    assert error["message"].startswith("--show: x.txt: ein Bild wird in eine Datei mit der Endung")


def test_nile_games_in_french(capsys, monkeypatch):
    code, out, _ = _run(capsys, monkeypatch, ["games"], {"LANG": "fr_FR.UTF-8"})
    assert code == 0 and "NIL (2 à 4 joueurs) — print, check" in out and "variantes\u00a0: open-play" in out
    _, english, _ = _run(capsys, monkeypatch, ["games"])
    assert "NIL (2–4 players) — print, check" in english and "; variants: open-play" in english


#: the metavars of the English help, none of which a French or German help shows (frderev A12), but the values typed
#: as they are (``en|fr|de``, ``<a4|letter|a3>``) and the letters (``N``, ``X,Y``, ``MM``)
ENGLISH_METAVARS = re.compile(r"\b(?:RECORD|GAMES?|FOLDER|FILE|VARIANT|HOST|REPORT|COMMAND|ARGS)\b|<(?:path|int range|"
                              r"record|game)>|\[OPTIONS\](?=.*(?:AUFZEICHNUNG|SPIEL|BEFEHL))")


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_nile_help_lang_at_the_top_and_for_every_command(capsys, monkeypatch, lang):
    """frderev A12: ``nile --help --lang fr`` said « Erreur : Option inconnue : --lang » then the English help, and
    every help showed click's English metavars (« Utilisation : nile show [OPTIONS] RECORD », « --turn <int
    range> »). Now ``nile --help --lang fr``, ``nile --lang fr --help``, ``nile CMD --help --lang fr`` and
    ``LANG=fr_FR.UTF-8 nile CMD --help`` all answer in French, with the metavars in the reader's words
    (« PARTIE », „AUFZEICHNUNG“), for the top level and every command; German alike."""
    usage = {"fr": "Utilisation\u00a0: nile", "de": "Aufruf: nile"}[lang]
    for command in ["", *COMMANDS]:
        head = [command] if command else []
        for args, env in (([*head, "--help", "--lang", lang], {}), (["--lang", lang, *head, "--help"], {}),
                          ([*head, "--help"], {"LANG": f"{lang}_XX.UTF-8"})):
            code, out, err = _run(capsys, monkeypatch, args, env)
            assert code == 0 and out.startswith(usage) and err == "", (args, err, out)
            lines = [line for line in out.splitlines() if not line.lstrip().startswith("--lang")]
            english = [line for line in lines if ENGLISH_METAVARS.search(line)]
            assert not english, (args, english)
    code, out, _ = _run(capsys, monkeypatch, ["show", "--help", "--lang", lang])
    assert {"fr": "--turn <entier>", "de": "--turn <Ganzzahl>"}[lang] in out
    assert {"fr": "PARTIE", "de": "AUFZEICHNUNG"}[lang] in out.splitlines()[0]


def test_nile_lang_is_every_command_s_language_and_is_checked(capsys, monkeypatch, tmp_path):
    """``nile --lang de check R`` checks in German (the command's own ``--lang`` first); ``nile --lang xx ...`` exits
    2 naming the three languages."""
    record = tmp_path / "none.yaml"
    code, _, err = _run(capsys, monkeypatch, ["--lang", "de", "check", str(record)])
    assert code == 2 and "keine solche Datei" in err, err
    code, _, err = _run(capsys, monkeypatch, ["--lang", "xx", "games"])
    assert code == 2 and "choose en (English), fr (French) or de (German)" in err, err
