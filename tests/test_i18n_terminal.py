"""What the terminal says around a game's words, in French and German (issue 25 §1-2): a ruling's numbers with
the language's decimal comma, the punctuation of a step's context, ``nile play``'s ``history``, ``hand NAME`` and
``board`` in the reader's words. English stays exactly as it was."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from scorer.i18n.typography import french as fr_typo

EXAMPLES = Path(__file__).parent.parent / "examples"


@pytest.mark.parametrize("lang, angle", [("en", "(26.6°)"), ("fr", "(26,6°)"), ("de", "(26,6°)")])
def test_a_rulings_decimal_is_written_as_the_reader_writes_it(nile, lang, angle):
    """NIL's sharp angle: 26.6° in English, 26,6° in French and German (Babel's decimal comma)."""
    result = nile("check", EXAMPLES / "nil" / "illegal.yaml", "--lang", lang)
    assert angle in result.stderr, result.stderr


GAMES = [("land-unter", "Anna,Ben,Cleo"), ("nile", "Anna,Ben"), ("nil", "Anna,Ben"), ("ufern-des-nils", "Anna,Ben")]
#: what nile play is asked to show, after a part of the typed example and at its end
SHOWN = "board\nhistory\nhand Anna\nhand Ben\n"


@pytest.mark.parametrize("lang", ["fr", "de"])
@pytest.mark.parametrize("slug, players", GAMES)
def test_board_history_and_hand_say_no_english_sentence(runner, slug, players, lang, tmp_path):
    """``board``, ``history`` and ``hand NAME`` of every game, half-way through the typed example and at its end,
    in the reader's language: no English word of nile's own sentences left (the boards' words are nile-cli's)."""
    from scorer.cli import app
    from tests.test_cli_words import _english_left

    lines = (EXAMPLES / slug / "typed.txt").read_text(encoding="utf-8").splitlines(keepends=True)
    for part, typed in (("half", lines[:len(lines) // 2]), ("end", lines)):
        out = tmp_path / f"{part}.yaml"
        result = runner.invoke(app, ["play", slug, "--players", players, "--out", str(out), "--lang", lang],
                               input="".join(typed) + SHOWN)
        assert result.exit_code == 0, result.output
        text = result.output.replace(str(out), "OUT")
        assert not _english_left(text, lang), (part, sorted(_english_left(text, lang)), text)


def test_history_says_the_step_in_the_readers_words_and_punctuation(runner, tmp_path):
    """``history``: what was asked in the reader's words, a French space before the colon (the colon is the
    message's, not glued after it)."""
    from scorer.cli import app

    typed = "".join((EXAMPLES / "land-unter" / "typed.txt").read_text(encoding="utf-8").splitlines(keepends=True)[:2])
    result = runner.invoke(app, ["play", "land-unter", "--players", "Anna,Ben,Cleo", "--out", str(tmp_path / "g.yaml"),
                                 "--lang", "fr"], input=typed + "history\n")
    assert fr_typo("   1  Manche 1 : chaque joueur reçoit 12 cartes temps et annonce ses bouées : 4 4 6\n") in result.output


@pytest.mark.parametrize("lang, caption", [("en", "the board after turn 2 of the record"),
                                           ("fr", "le plateau après le tour 2 de la partie notée"),
                                           ("de", "der Spielplan nach Zug 2 der Aufzeichnung")])
def test_show_captions_the_picture_in_the_readers_words(nile, lang, caption, tmp_path):
    out = tmp_path / "p.svg"
    assert nile("show", EXAMPLES / "nil" / "game.yaml", "--turn", 2, "--lang", lang, "--out", out).exit_code == 0
    assert caption in out.read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_a_picture_of_a_record_that_breaks_a_rule_is_headed_in_the_alarm_colour(nile, lang, tmp_path):
    """The caption says the record breaks a rule in the reader's words; the heading is still the alarm's colour."""
    from scorer.games.card_table import ALARM

    out = tmp_path / "p.svg"
    nile("show", EXAMPLES / "ufern-des-nils" / "illegal.yaml", "--lang", lang, "--out", out)
    red = "rgb({}%,{}%,{}%)".format(*(int(int(ALARM[i:i + 2], 16) * 100 / 255) for i in (1, 3, 5)))  # as the SVG writes it
    assert f"fill: {red}" in out.read_text(encoding="utf-8")


def test_nile_prints_console_lines_in_french(nile, tmp_path):
    """``nile print --lang fr``: what it prints and writes said in French (the pack's sheets, its pages, the file)."""
    result = nile("print", "nil", "--lang", "fr", "--card-size", "poker", "--out", tmp_path)
    assert result.exit_code == 0, result.output
    said = result.stderr
    assert said.startswith("[1/1] impression de nil (a4, duplex, fr)…\n    --card-size poker ne s'applique pas à NIL (")
    assert "feuille 1 sur " in said and " pages écrites dans " in said and " pieces" not in said, said


def test_french_and_german_quotes_in_nile_cli_and_print_catalogues():
    """French « » with no-break spaces inside, German „ “: no ASCII quotes around words (an apostrophe stays)."""
    from babel.messages.pofile import read_po

    from scorer.i18n.catalogues import LOCALE

    for path in sorted(LOCALE.glob("*/LC_MESSAGES/*.po")):
        if not (path.stem == "nile-cli" or path.stem.startswith("print-")):
            continue
        lang = path.parent.parent.name
        with path.open("rb") as file:
            for entry in read_po(file):
                for text in (entry.string if isinstance(entry.string, (list, tuple)) else [entry.string]):
                    assert not re.search(r"(^|[\s(])'[^']+'", text or ""), (path.name, text)
                    if lang == "fr":
                        assert not re.search("« | »", text or ""), (path.name, text)
                    if lang == "de":
                        assert "«" not in (text or "") and '"' not in (text or ""), (path.name, text)


def test_a_refusal_that_would_tell_hidden_cards_is_said_in_the_readers_words(tmp_path):
    """Where only hidden cards break a rule, neither rule nor reason is said: that sentence, too, is nile's own and
    said in French and German (English as before)."""
    from scorer.i18n import in_words
    from scorer.rulings import Illegal
    from scorer.session import Accepted, TableSession
    from tests.test_session import spec_of

    session = TableSession.start(spec_of("land-unter"), ["Anna", "Ben", "Cleo", "Dana"], [], tmp_path / "g.yaml")
    for text in ("4 5 4 5", "4 11", "Ben 16"):
        assert isinstance(session.enter_as(text, None, host=True), Accepted)
    refused = session.enter_as("Cleo 16", None, host=True)  # a host's phone: Ben's card is face down
    assert isinstance(refused, Illegal)
    assert refused.rule == "not named here: the rule it breaks would tell what is hidden"
    assert refused.reason.startswith("'Cleo 16' does not fit what is hidden here")
    assert in_words(refused.rule, "fr") == fr_typo("non nommée ici : la règle enfreinte dirait ce qui est caché")
    assert in_words(refused.reason, "de").startswith("„Cleo 16“ passt nicht zu dem, was hier verdeckt ist")


def test_bgstats_lines_in_the_readers_words(tmp_path):
    from scorer.bgstats import send_lines

    fr = send_lines(tmp_path / "p.json", "https://example.org", True, 4, "fr")
    assert fr[:2] == [fr_typo(f"écrit : {tmp_path / 'p.json'}"), fr_typo("Ouvrez ce lien sur le téléphone avec BG Stats, ou scannez le "
                      "code ci-dessous, pour enregistrer la partie :")] and fr[3].startswith("(le QR code fait")
    assert send_lines(tmp_path / "p.json", "https://example.org", False, None)[0] == f"already written: {tmp_path / 'p.json'}"
