"""A record that cannot be read, said in the reader's language (issue 25, session 36): ``nile check --lang fr|de``
of a missing, empty, broken or misnamed record says why in French or German by message id
(``nile-cli.source.*``: :class:`gamedata.yamlfile.SourceError` keeps the id and values, :func:`scorer.record.said_error`
says it), the place (``file:line:column``) kept, exit 2; ``--json`` carries the id; the English is as it was."""

from __future__ import annotations

import json
import re

import pytest

from gamedata.yamlfile import SourceError, parse_yaml
from scorer.engine.said import words
from scorer.record import load_record
from tests.test_web_lang import english_left

#: each record, its text (None: no file) and the place and English its error names
RECORDS = {
    "broken": ("game: nil\nplayers: [Anna, Ben]\nturns: [\n", "broken.yaml:4:1: this is not valid YAML"),
    "empty": ("", "empty.yaml: the file is empty; expected a YAML mapping"),
    "nogame": ("players: [Anna]\n", "nogame.yaml:1:1: 'game' is missing: name the game"),
    "extra": ("game: nil\nplayers: [Anna, Ben]\ncolour: red\n", "extra.yaml:3:1: 'colour' is not a field here"),
    "list": ("- game\n", "list.yaml:1:1: a record is a YAML mapping starting with 'game:'"),
    "missing": (None, "missing.yaml: no such file"),
    "bell": ("game: nil\x07\n", "bell.yaml:1:10: the character U+0007 is a control character"),
}


def run(capsys, *args: str) -> tuple[int, str, str]:
    """``nile ARGS`` as the console script runs it (:func:`scorer.cli.main`: its language set from ``--lang``), in
    this process: (exit code, stdout, stderr)."""
    from scorer.cli import main

    with pytest.raises(SystemExit) as stop:
        main(list(args))
    out = capsys.readouterr()
    return int(stop.value.code or 0), out.out, out.err


@pytest.mark.parametrize("name", sorted(RECORDS))
def test_a_record_that_cannot_be_read_is_said_in_french_and_german(capsys, tmp_path, monkeypatch, name):
    """Each in English as before, then in French and German: the place first, no English left, exit 2."""
    text, english = RECORDS[name]
    monkeypatch.chdir(tmp_path)
    if text is not None:
        (tmp_path / f"{name}.yaml").write_text(text)
    said = {}
    for lang in ("en", "fr", "de"):
        code, _, said[lang] = run(capsys, "check", "--lang", lang, f"{name}.yaml")
        assert code == 2, said[lang]
    assert said["en"].startswith(english), said["en"]
    place = english.split(": ", 1)[0]
    for lang in ("fr", "de"):
        assert said[lang].startswith(place), said[lang]
        # the place, the words the record itself holds and PyYAML's words of what it met stay as they are
        own = re.sub(r"while parsing .*", "", said[lang][len(place):])
        assert not english_left(own, lang) - set(re.findall(r"\w+", text or "")), (lang, said[lang])
        assert said[lang] != said["en"]
    if text is not None:  # the record is there: it was not changed, in each language
        assert "(the record was not changed)" in said["en"] and "(la partie n'a pas été modifiée)" in said["fr"]


def test_json_carries_the_errors_id_and_its_english_is_its_messages(capsys, tmp_path, monkeypatch):
    """``--json``: the error's id and values; every error said by id has the words of its message in English."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "empty.yaml").write_text("")
    document = json.loads(run(capsys, "check", "--json", "--lang", "de", "empty.yaml")[1])
    assert document["error"]["id"] == "nile-cli.source.at-unchanged", document
    for name, (text, _) in RECORDS.items():
        if text is None or name == "list":
            continue
        try:
            parse_yaml(text, "r.yaml") if name in ("broken", "empty", "bell") else load_record(tmp_path / "x.yaml") \
                if (tmp_path / "x.yaml").write_text(text) else None
        except SourceError as exc:
            assert exc.id and words(exc.id, exc.values) == exc.message, (name, exc.id, exc.message)
        else:
            raise AssertionError(f"{name} was read")


def test_an_output_path_that_cannot_be_written_is_said_in_french_and_german(capsys, tmp_path, monkeypatch):
    """``nile print --out`` naming a file, not a folder: said by id (``nile-cli.output.*``) in French and German,
    the English as it was, exit 2; every such message of gamedata's table is in the referee's catalogue."""
    from gamedata.outfile import WORDS
    from scorer.engine.said import message

    monkeypatch.chdir(tmp_path)
    (tmp_path / "afile").write_text("")
    said = {lang: run(capsys, "print", "nil", "--lang", lang, "--out", "afile") for lang in ("en", "fr", "de")}
    assert {code for code, _, _ in said.values()} == {2}
    assert said["en"][2] == "--out: afile is a file, not a folder\n"
    assert said["fr"][2] == "--out\u00a0: afile est un fichier, pas un dossier\n"
    assert said["de"][2] == "--out: afile ist eine Datei, kein Ordner\n"
    assert all(message(id).text == text for id, text in WORDS.items())


#: ``nile play`` of a record it cannot go on from (session 38): the file, its text, the command's arguments after
#: ``play``, and the start of its English message
RESUMED = {
    "alike": ("a.yaml", "game: nil\nplayers: [Anna, anna]\n", ["a.yaml"],
              "a.yaml: players: 'Anna' and 'anna' differ only in capitals"),
    "tally": ("t.yaml", "game: nil\nplayers: [Anna, Ben]\ntally:\n  Anna: {plus: 1, minus: 0}\n  Ben: {plus: 0, minus: 0}\n",
              ["t.yaml"], "t.yaml holds the end counts of a game, not its moves"),
    "unread": ("u.yaml", "game: nil\nplayers: [Anna, Ben]\nturns:\n  - Anna: A11 SE\n  - Ben: A11 SE\n", ["u.yaml"],
               "u.yaml:4:5: 'player' is missing"),
    "breaks": ("illegal.yaml", None, ["illegal.yaml"], "illegal.yaml:9:25: turn 2 (Ben): A10: the river would meet"),
    "exists": ("e.yaml", "game: nil\nplayers: [Anna, Ben]\n", ["nil", "--players", "Anna,Ben", "--out", "e.yaml"],
               "e.yaml already exists; nile never overwrites a record"),
}


@pytest.mark.parametrize("name", sorted(RESUMED))
def test_a_record_play_cannot_go_on_from_is_said_in_french_and_german(capsys, tmp_path, monkeypatch, name):
    """A record whose players differ only in capitals, a tally, a record that cannot be read or breaks a rule, a
    record ``--out`` would overwrite: said by id, the English as it was, exit 2, the record not changed."""
    from pathlib import Path

    file, text, args, english = RESUMED[name]
    monkeypatch.chdir(tmp_path)
    source = Path(__file__).parent.parent / "examples" / "nil" / "illegal.yaml"
    (tmp_path / file).write_text(text if text is not None else source.read_text(encoding="utf-8"), encoding="utf-8")
    before = (tmp_path / file).read_bytes()
    said = {}
    for lang in ("en", "fr", "de"):
        code, _, said[lang] = run(capsys, "play", *args, "--lang", lang)
        assert code == 2, said[lang]
    assert said["en"].startswith(english), said["en"]
    for lang in ("fr", "de"):
        own = said[lang].replace(file, "")
        assert not english_left(own, lang) - set(re.findall(r"\w+", text or source.read_text())), (lang, said[lang])
    if name not in ("exists", "tally"):
        assert "(the record was not changed)" in said["en"] and "(la partie n'a pas été modifiée)" in said["fr"] \
            and "(die Aufzeichnung wurde nicht verändert)" in said["de"]
    assert (tmp_path / file).read_bytes() == before
