"""The command line's last English (issue 25 §1-2): a game typed on the command line that is no game (``nile play
GAME``, ``print``, ``simulate``, ``study``: :func:`scorer.cli.common.slug_of`) and a name ``--players`` or
``--names`` cannot take are said in the reader's language, by id (``nile-cli.game.*``, ``nile-cli.session.*``,
``nile-help.names.problem``), the option first; English as it was."""

from __future__ import annotations

import pytest

from tests.test_help_words import _run

NBSP = "\u00a0"
ENV = {"fr": {"LANG": "fr_FR.UTF-8"}, "de": {"LANG": "de_DE.UTF-8"}, "en": {}}

UNKNOWN = {"fr": ("jeu inconnu «\u00a0lnd-unter\u00a0»", "vouliez-vous dire land-unter\u00a0?"),
           "de": ("unbekanntes Spiel „lnd-unter“", "meintest du land-unter?"),
           "en": ("unknown game 'lnd-unter'", "did you mean land-unter?")}
DOING = {"play": {"fr": "Cette version arbitre\u00a0:", "de": "Diese Version leitet:", "en": "This version referees:"},
         "simulate": {"fr": "Cette version simule\u00a0:", "de": "Diese Version simuliert:",
                      "en": "This version simulates:"},
         "print": {"fr": "Cette version imprime\u00a0:", "de": "Diese Version druckt:", "en": "This version prints:"}}


@pytest.mark.parametrize("lang", ["fr", "de", "en"])
@pytest.mark.parametrize("command", ["play", "simulate", "print"])
def test_a_game_that_is_no_game_is_said_in_the_readers_language(capsys, monkeypatch, command, lang):
    """(``simulate`` has no ``--lang``: each command here speaks the environment's language.)"""
    args = {"play": ("play", "lnd-unter"), "simulate": ("simulate", "lnd-unter", "--players", "3"),
            "print": ("print", "lnd-unter")}[command]
    code, _, err = _run(capsys, monkeypatch, args, ENV[lang])
    said = err.strip()
    assert code == 2, err
    assert said == f"{UNKNOWN[lang][0]}{NBSP if lang == 'fr' else ''}; {UNKNOWN[lang][1]} {DOING[command][lang]} " \
                   "land-unter, nile, nil, ufern-des-nils", said


@pytest.mark.parametrize("lang, said", [
    ("fr", "--players\u00a0: «\u00a0Anna\u00a0» et «\u00a0anna\u00a0» ne diffèrent que par les majuscules"),
    ("de", "--players: „Anna“ und „anna“ unterscheiden sich nur in der Groß- und Kleinschreibung"),
    ("en", "--players: 'Anna' and 'anna' differ only in capitals")])
def test_players_told_apart_only_by_capitals_are_refused_in_the_readers_language(capsys, monkeypatch, tmp_path, lang,
                                                                                 said):
    code, _, err = _run(capsys, monkeypatch, ["play", "land-unter", "--players", "Anna,anna,Ben", "--lang", lang,
                                              "--out", str(tmp_path / "r.yaml")])
    assert code == 2 and err.startswith(said), err
    assert not (tmp_path / "r.yaml").exists()


@pytest.mark.parametrize("lang, said", [
    ("fr", "--players\u00a0: un nom ne peut pas être vide"), ("de", "--players: ein Name kann nicht leer sein"),
    ("en", "--players: a name cannot be empty")])
def test_a_name_that_cannot_be_one_is_refused_in_the_readers_language(capsys, monkeypatch, tmp_path, lang, said):
    code, _, err = _run(capsys, monkeypatch, ["play", "land-unter", "--players", "Anna,,Ben", "--lang", lang, "--out",
                                              str(tmp_path / "r.yaml")])
    assert code == 2 and err.strip() == said, err


@pytest.mark.parametrize("lang, said", [
    ("fr", "--names\u00a0: «\u00a0Ben\\tLee\u00a0» contient"), ("de", "--names: „Ben\\tLee“ enthält"),
    ("en", "--names: 'Ben\\tLee' holds a tab, a line break or another control character; give the names as words "
           "separated by commas, e.g. 'Anna,Ben Lee'")])
def test_simulates_names_are_refused_in_the_readers_language(capsys, monkeypatch, lang, said):
    code, _, err = _run(capsys, monkeypatch, ["simulate", "land-unter", "--players", "3", "--names", "Anna,Ben\tLee,Cleo"],
                        ENV[lang])
    assert code == 2 and err.startswith(said), err
    assert ("p.\u00a0ex. «\u00a0Anna,Ben Lee\u00a0»" if lang == "fr" else "z.\u00a0B. „Anna,Ben Lee“" if lang == "de"
            else "e.g. 'Anna,Ben Lee'") in err, err


@pytest.mark.parametrize("lang, said", [
    ("fr", ["--turn 1\u00a0: examples/land-unter/tally.yaml est un relevé de décompte seul\u00a0: il ne tient que les "
            "comptes finaux, aucun pli",
            "--turn 1\u00a0: les relevés de NILE ne sont pas découpés en tours ici\u00a0; nile show "
            "examples/nile/opening.yaml montre la fin du relevé",
            "--turn 99\u00a0: examples/ufern-des-nils/game.yaml tient 15 tours (--turn 0 à 15)"]),
    ("de", ["--turn 1: examples/land-unter/tally.yaml ist ein Protokoll nur mit Wertungen: es hält nur die Endstände, "
            "keine Runden",
            "--turn 1: die Protokolle von NILE werden hier nicht in Züge geteilt; nile show examples/nile/opening.yaml "
            "zeigt das Ende des Protokolls",
            "--turn 99: examples/ufern-des-nils/game.yaml hält 15 Runden (--turn 0 bis 15)"]),
    ("en", ["--turn 1: examples/land-unter/tally.yaml is a tally-only record: it holds the final counts, no tricks",
            "--turn 1: NILE's records are not cut in turns here; nile show examples/nile/opening.yaml pictures the end "
            "of the record",
            "--turn 99: examples/ufern-des-nils/game.yaml holds 15 rounds (--turn 0 to 15)"])])
def test_a_turn_show_cannot_picture_is_said_in_the_readers_language(capsys, monkeypatch, tmp_path, lang, said):
    """``nile show --turn N`` of a tally-only record, of a game whose records are not cut in turns, and past the
    record's last: by id (``nile-help.turn.*``, one per turn word: trick, turn, round)."""
    from pathlib import Path

    monkeypatch.chdir(Path(__file__).resolve().parent.parent)
    for (record, turn), line in zip([("examples/land-unter/tally.yaml", "1"), ("examples/nile/opening.yaml", "1"),
                                     ("examples/ufern-des-nils/game.yaml", "99")], said):
        code, _, err = _run(capsys, monkeypatch, ["show", record, "--turn", turn, "--lang", lang, "--out",
                                                  str(tmp_path / "p.svg")])
        assert code == 2 and err.strip() == line, err
