"""nile's own sentences in French and German (issue 25 §1-2): ``nile check``, ``score``, ``show`` and ``play``
say the words around a game's words (``rule:``, ``legal instead:``, the count of illegal steps, the summary,
the score table and tiebreak, a step's context, the prompt's own lines) through the ``nile-cli`` catalogue
(:mod:`scorer.engine.cli_messages`), so that a French or German table reads no English sentence, and an
English one reads exactly what it read before."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from scorer.engine import cli_messages
from scorer.i18n.catalogues import translations
from scorer.i18n.typography import french as fr_typo

EXAMPLES = Path(__file__).parent.parent / "examples"
RECORDS = sorted(EXAMPLES.glob("*/*.yaml"))
#: the words a player types, the games' titles and the example's names: the same in every language
TYPED = {"nile", "check", "score", "play", "keep", "going", "partial", "list", "help", "undo", "quit", "hand", "board",
         "save", "show", "history", "bgstats", "stop", "blocked", "Land", "Unter", "NIL", "NILE", "An", "den", "Ufern", "des", "Nils",
         "Anna", "Ben", "Cleo", "Dana", "Emil", "Julia", "Frank", "Sarah", "Tom", "BG", "Stats", "json", "yaml",
         # entries as typed (NILE's action, Ufern's wave ends and set-up, in `history`), also English words of the
         # boards' keys (said in the reader's language there)
         "plant", "single", "double", "blank", "first", "desert", "ripe"}
#: English words of every sentence in the sentences' way
GLUE = {"the", "and", "with", "not", "that", "for", "from", "was", "are", "has", "have", "cannot", "only", "every",
        "nobody", "which", "their", "both", "next", "its", "his", "her", "they", "them", "been", "could", "would"}


def _words(text: str) -> set[str]:
    return {w for w in re.findall(r"[^\W\d_]{3,}", text)}


def _english() -> set[str]:
    """The words of nile's own sentences in English (each template's words outside its placeholders), and the
    little words any English sentence holds."""
    found = set(GLUE)
    for entry in cli_messages.CATALOGUE.messages.values():
        for text in filter(None, (entry.text, entry.plural)):
            found |= _words(" ".join(literal for literal, _, _, _ in string.Formatter().parse(text)))
    return found


def _words_of(lang: str) -> set[str]:
    """The words the translation itself uses (``Total``, ``Minimum``, a French ``table``: words of that language)."""
    found = translations("nile-cli", lang)
    assert found is not None
    return {w for forms in found.templates.values() for form in forms for w in _words(form)}


def _english_left(text: str, lang: str) -> set[str]:
    """The English words of ``text`` (said in ``lang``): nile's own words no translation uses, and the glue."""
    allowed = _words_of(lang) | TYPED
    return {w for w in _words(text) if (w in ENGLISH or w.lower() in ENGLISH) and w not in allowed
            and w.lower() not in {a.lower() for a in allowed}}


ENGLISH = _english()


@pytest.mark.parametrize("lang", ["fr", "de"])
@pytest.mark.parametrize("record", RECORDS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_check_score_and_show_say_no_english_sentence(nile, record, lang, tmp_path):
    """Every example checked (first illegal step, and --keep-going), scored (and --partial), and shown: each line
    in the reader's language, no English word of nile's own sentences left (names, the file's path and the
    words a player types may stay)."""
    runs = [("check",), ("check", "--keep-going"), ("score",), ("score", "--partial"),
            ("show", "--out", tmp_path / "p.svg")]
    said = []
    for args in runs:
        result = nile(args[0], record, *args[1:], "--lang", lang)
        assert result.exit_code in (0, 1), result.output
        said.append((result.stdout + result.stderr).replace(str(record), "RECORD").replace(str(tmp_path), "OUT"))
    text = "\n".join(said)
    assert not _english_left(text, lang), (sorted(_english_left(text, lang)), text)


def test_english_is_said_as_before(nile):
    """The English words are the catalogue's English text: the report reads as it always did."""
    record = EXAMPLES / "land-unter" / "illegal.yaml"
    result = nile("check", record, "--keep-going")
    assert f"{record}: 3 illegal steps (after the first, a step may be flagged only because of an earlier mistake).\n" \
        in result.stderr
    assert "  rule: Play, step 2: everyone plays one weather card [Déroulement du jeu, phase 2]" in result.stderr
    score = nile("score", EXAMPLES / "land-unter" / "tally.yaml").stdout
    assert score.startswith("Land Unter — final scores\nPlayer    R1   R2   R3   R4  Total  Rank\n")
    assert score.endswith("Winner: Tom\nTom wins outright with 10 points.\n")


def test_the_score_table_and_the_tiebreak_in_french_and_german(nile):
    """The headings, the winners and the tiebreak in words; a column as wide as its heading."""
    fr = nile("score", EXAMPLES / "land-unter" / "tally.yaml", "--lang", "fr").stdout
    assert fr.startswith("Land Unter — scores finaux\nJoueur    M1   M2   M3   M4  Total  Rang\n")
    assert fr.endswith(fr_typo("Gagnant : Tom\nTom gagne avec 10 points, sans ex æquo.\n"))
    de = nile("score", EXAMPLES / "nil" / "tally.yaml", "--lang", "de").stdout
    assert de.startswith("NIL — Endstand\nSpieler   Plus  Minus  Summe  Platz\n")
    from scorer.engine import rank_by_points
    from scorer.i18n import in_words

    tie = rank_by_points(["Anna", "Ben"], [3, 3]).tiebreak
    assert in_words(tie, "de") == ("Anna und Ben liegen mit 3 Punkten gleichauf: die Regeln sehen keinen "
                                   "Stichentscheid vor, also teilen sie sich den Sieg.")
    assert in_words(rank_by_points(["Anna"], [1], over=False).tiebreak, "fr") == "Anna mène avec 1 point."


def test_a_step_is_named_in_the_readers_words(nile):
    """A record's step context: a Land Unter round is a manche / Durchgang, its trick a pli / Runde."""
    record = EXAMPLES / "land-unter" / "illegal.yaml"
    assert fr_typo(f"{record}:20:32: manche 1, pli 4 : Frank a joué") in nile("check", record, "--lang", "fr").stderr
    assert f"{record}:20:32: Durchgang 1, Runde 4: Frank hat" in nile("check", record, "--lang", "de").stderr
    result = nile("check", "--json", "--lang", "de", record)
    assert '"context": "Durchgang 1, Runde 4"' in result.stdout


@pytest.mark.parametrize("slug, players", [("land-unter", "Anna,Ben,Cleo"), ("nile", "Anna,Ben"), ("nil", "Anna,Ben"),
                                           ("ufern-des-nils", "Anna,Ben")])
def test_play_as_a_script_says_no_english_sentence(runner, slug, players, tmp_path):
    """``nile play --lang de`` reading the typed example, then its commands: the news, the refusals and nile's
    own lines (help, undo, hand NAME, the closing line) in German."""
    from scorer.cli import app

    lines = (EXAMPLES / slug / "typed.txt").read_text(encoding="utf-8")
    script = lines + "help\nundo\nhand Zoe\nundo 99999\nscore\nsave\n"
    for lang in ("de", "fr"):
        out = tmp_path / f"{lang}.yaml"
        result = runner.invoke(app, ["play", slug, "--players", players, "--out", str(out), "--lang", lang],
                               input=script)
        assert result.exit_code == 0, result.output
        text = result.output.replace(str(out), "OUT")
        assert not _english_left(text, lang), (sorted(_english_left(text, lang)), text)
    assert "nimmt den letzten Schritt zurück (rückgängig 3: die letzten drei)" in result.output or lang == "fr"
