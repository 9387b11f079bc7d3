"""The French and German words left English in session 39's review (frderev2, issue 25): Ufern's wave letters
(N1), the unreadable entries' examples (N2), ``nile study``'s plots (N3), the help's picture command (N5), PyYAML's
syntax errors (A10), the minus sign in score tables (N4), NIL's German tile letters (N6), « DERNIÈRE ÉTAPE » (C-a),
„zeigt sie wieder“ (C-g) and the plural of „1 Prozess“ (C-i)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from scorer.engine import InvalidMove
from scorer.engine.cli_messages import said
from scorer.i18n import in_words
from tests.ufern_helpers import table

ROOT = Path(__file__).parent.parent


def _reason(exc: InvalidMove, lang: str) -> str:
    """A refusal of the notation, in ``lang``."""
    return in_words(exc.reason if hasattr(exc, "reason") else exc.args[0], lang)


# -- N1: Ufern's wave letters --------------------------------------------------------------------------------------

@pytest.mark.parametrize("lang, typed", [("en", "A sb W5.1"), ("fr", "A sv W5.1"), ("de", "A el W5.1"),
                                         ("fr", "A sb W5.1"), ("de", "A sb W5.1"), ("de", "A le W5.1")])
def test_a_water_card_is_typed_with_the_letters_of_the_readers_words_and_englishs(lang, typed):
    """French « v » vide, German „e“ Einzelwelle and „l“ leer, as the board's legend says them; English still read."""
    from scorer.games.ufern import notation

    move = notation.parse(table(3), typed, lang)
    assert notation.format(table(3), move) == "A single-blank W5.1"


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_the_flood_hint_names_the_letters_the_legend_names_and_its_example_reads_back(lang):
    """The hint's key (« s simple, d double, v vide ») has the text board's letters, and its example is written with
    them (German „A ee W3.1“, not „A ss W3.1“) and read back."""
    from scorer.games.ufern import notation
    from scorer.games.ufern.typed_words import WAVE_LETTERS

    state = table(3)
    hint = in_words(notation.prompt(state).hint, lang)
    key = re.search(r"\((\w) [^,]+, (\w) [^,]+, (\w) [^)]+\)", hint)
    assert key is not None, hint
    letters = WAVE_LETTERS[lang]
    assert key.groups() == (letters["single"], letters["double"], letters["blank"]), hint
    example = re.search(r"(A \w\w W\d\.\d)$", hint)
    assert example is not None and example[1][2:4] == 2 * letters["single"], hint
    assert notation.parse(state, example[1], lang) == notation.parse(state, "A ss W3.1")


# -- N2: the unreadable entries' examples in the reader's words, the typed word as typed ------------------------

def _at_boat():
    from scorer.games.ufern import notation
    from scorer.games.ufern import steps
    from scorer.games.ufern.engine import Ufern

    state = Ufern(["Anna", "Ben"])
    while state.step != steps.BOAT:
        moves = state.legal_moves()
        state.apply(moves[0] if moves else notation.parse(state, notation.prompt(state).default or "?"))
    return state


@pytest.mark.parametrize("lang, typed, said_back, example", [
    ("de", "Boot Ding", "„Ding“", "z.\u00a0B. Boot Hirse, Gerste"),
    ("fr", "bateau Joker, blé", "«\u00a0Joker\u00a0»", "p.\u00a0ex. bateau lin, blé"),
    ("en", "boat Thing", "'Thing'", "e.g. boat flax, wheat")])
def test_a_word_that_is_no_crop_is_quoted_as_typed_with_an_example_in_the_readers_words(lang, typed, said_back, example):
    from scorer.games.ufern import notation

    with pytest.raises(InvalidMove) as refused:
        notation.parse(_at_boat(), typed, lang)
    reason = _reason(refused.value, lang)
    assert reason.startswith(said_back) and reason.endswith(example), reason


@pytest.mark.parametrize("lang, typed, words", [
    ("fr", "A XX W5.1", ["«\u00a0XX\u00a0»", "simple-double", "vide"]),
    ("de", "A Einzelwelle-XX W5.1", ["„Einzelwelle-XX“", "Einzelwelle-Doppelwelle", "leer"]),
    ("en", "A XX W5.1", ["'XX'", "single-double", "blank"])])
def test_an_unreadable_front_is_quoted_in_the_readers_words_with_their_example(lang, typed, words):
    from scorer.games.ufern import notation

    with pytest.raises(InvalidMove) as refused:
        notation.parse(table(3), typed, lang)
    reason = _reason(refused.value, lang)
    assert all(w in reason for w in words), reason
    if lang != "en":
        assert not re.search(r"\b(single|double-|blank)\b", reason), reason


# -- N3: nile study's plots ---------------------------------------------------------------------------------------

def test_the_study_plots_say_their_words_in_the_readers_language(monkeypatch):
    """Every text a plot draws (titles, axes, ticks, legends) is the reader's: none of the English words left,
    Ufern's actions and events in the reader's words."""
    pytest.importorskip("matplotlib")
    from scorer.games.ufern.study import LENS
    from scorer.study import run_study
    from scorer import study_report

    study = run_study("ufern-des-nils", [2], 2, 1, 1)
    for lang, words in [("fr", ["durée des parties", "2 joueurs", "% des parties", "semer", "pourriture"]),
                        ("de", ["Partielänge", "2 Spieler", "% der Partien", "säen", "Fäulnis"])]:
        texts = []
        for name in study_report.PLOTS:
            fig = study_report._figure()
            getattr(study_report, f"_plot_{name}")(fig, study, lang)
            for ax in fig.axes:
                texts += [ax.get_title(), ax.get_xlabel(), ax.get_ylabel()]
                texts += [t.get_text() for t in ax.get_xticklabels()]
                legend = ax.get_legend()
                texts += [t.get_text() for t in legend.get_texts()] if legend else []
        drawn = "\n".join(texts)
        assert all(w in drawn for w in words), (lang, words, drawn)
        left = {"players", "game length", "games", "per game", "sow", "rot", "hippo", "first player", "fair share"}
        assert not [w for w in left if re.search(rf"\b{w}\b", drawn)], drawn
    assert LENS.plotted


# -- N5, C-a, C-g, C-i: the help's picture command, the ring's label, the hand shown again, a plural ------------

@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_the_help_names_the_picture_command_as_it_is_typed(lang):
    """« image FICHIER.svg », „Bild DATEI.svg“: the command's own word in the reader's language, not "show"."""
    command = said("nile-cli.command.show", lang)
    assert re.search(rf"\({command} \w+\.svg", said("nile-cli.help.show", lang)), said("nile-cli.help.show", lang)


def test_the_last_steps_ring_and_the_hand_shown_again_read_as_elsewhere():
    assert said("nile-cli.picture.last-step", "fr") == "DERNIÈRE ÉTAPE"
    assert "zeigt sie wieder" in said("nile-cli.play.was-shown", "de", player="Anna")


@pytest.mark.parametrize("jobs, games, lang, words", [
    (1, 1, "de", "1 Partie in 0,2 s mit 1 Prozess;"), (2, 10, "de", "10 Partien in 0,2 s mit 2 Prozessen;"),
    (1, 1, "en", "1 game in 0.2 s with 1 process;"), (3, 10, "fr", "10 parties en 0,2 s avec 3 processus")])
def test_the_study_counts_its_games_and_processes_in_the_singular_and_the_plural(jobs, games, lang, words):
    from scorer.cli.usage import usage

    line = in_words(usage("nile-help.study.done", played=usage("nile-help.study.played", games=games), seconds=0.2,
                          jobs=jobs, report="r.md", plots="study"), lang)
    assert line.startswith(words), line


# -- A10: PyYAML's syntax errors in our words ----------------------------------------------------------------------

@pytest.mark.parametrize("text, place, english, french", [
    ("game: nile\nplayers: [Anna, Ben\n  turns: : x\n", "3:8", "the list in brackets [ ] opened on line 2",
     "la liste entre crochets [ ] ouverte ligne 2"),
    ("game: nile\nplayers: 'Anna\n", "3:1", "the quote opened on line 2 is never closed",
     "le guillemet ouvert ligne 2 n'est jamais fermé"),
    ("game: nile\n  players: [Anna]\n", "2:10", "a colon ':' is not allowed here", "un deux-points «\u00a0:\u00a0»"),
    ("game: nile\nplayers:\n\t- Anna\n", "3:1", "a tab cannot indent a line", "une tabulation"),
    ("game: nile\nplayers:\n  - Anna\n turns: []\n", "4:2", "a new key does not line up",
     "une nouvelle clé ne s'aligne pas"),
])
def test_a_yaml_syntax_error_is_said_in_the_readers_words_at_its_place(capsys, tmp_path, monkeypatch, text, place,
                                                                        english, french):
    """``nile check --lang fr`` of a broken record: ``file:line:col``, then PyYAML's problem in French, with none of
    PyYAML's own English (``while parsing``, ``expected``, ``but got``)."""
    from tests.test_record_lang import run

    monkeypatch.chdir(tmp_path)
    (tmp_path / "bad.yaml").write_text(text)
    english_said = run(capsys, "check", "--lang", "en", "bad.yaml")[2]
    assert english_said.startswith(f"bad.yaml:{place}: this is not valid YAML: {english}"), english_said
    said_fr = run(capsys, "check", "--lang", "fr", "bad.yaml")[2]
    assert said_fr.startswith(f"bad.yaml:{place}\u00a0: ce n'est pas du YAML valide\u00a0: {french}"), said_fr
    said_de = run(capsys, "check", "--lang", "de", "bad.yaml")[2]
    assert said_de.startswith(f"bad.yaml:{place}: "), said_de
    for said_ in (said_fr, said_de):
        assert not re.search(r"while |expected|but (got|found)|mapping values|block end", said_), said_


# -- N4: the minus sign in score tables ----------------------------------------------------------------------------

@pytest.mark.parametrize("record, line", [
    ("nil/game.yaml", r"Anna\s+340\s+385\s+{m}45\s+3"),
    ("land-unter/three-players.yaml", r"Frank\s+{m}1\s+3\s+{m}1\s+1\s+3")])
def test_a_score_table_writes_a_negative_number_with_the_readers_minus_sign(nile, record, line):
    """U+2212 in French and German, as the lines above the table; English keeps its hyphen."""
    for lang, minus in (("en", "-"), ("fr", "\u2212"), ("de", "\u2212")):
        out = nile("score", "--lang", lang, ROOT / "examples" / record).stdout
        assert re.search(line.format(m=minus), out), (lang, out)
        assert lang == "en" or not re.search(r"(?<![\w-])-\d", out), out


def test_land_unters_board_writes_its_round_points_with_the_readers_minus_sign():
    from scorer.games.land_unter.view import _score_lines

    class Round:
        round_points = [[4, -1], [-1, 3]]
        players = ["Julia", "Frank"]

        def totals(self):
            return [3, 2]

    assert "\u2212" in "\n".join(_score_lines(Round(), "de")) and "-1" in "\n".join(_score_lines(Round(), "en"))


# -- N6: NIL's German tile letters -----------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_nils_river_line_names_each_tile_by_the_letter_of_the_grid_and_its_legend(lang):
    """The river line ``A11 L > B11 G`` uses the legend's letters (German ``L weit-links``: links), not the English
    ones."""
    from scorer.games.nil.engine import Nil
    from scorer.games.nil.moves import Deal, Place, StartPlayer
    from scorer.games.nil.textboard import kind_letters
    from scorer.games.nil.view import board_text

    s = Nil(["Anna", "Ben"])
    s.apply(StartPlayer(0))
    s.apply(Deal((("far-left", "straight") * 2 + ("bend",), ("bend",) * 5)))
    s.apply(Place((0, 10), "NE"))
    letters = kind_letters(s, lang)
    text = " ".join(board_text(s, 60, lang).split())
    assert f"A11 {letters['far-left']}" in text, text
    legend = f"{letters['far-left']} {s.board.typed('far-left').said(lang)}"
    assert legend in text, (legend, text)
    if lang == "de":
        assert [letters[k] for k in ("far-left", "far-right", "near-left", "near-right")] == ["L", "R", "I", "E"]


# -- NILE: C-f undoing only a telling, C-k the flood card's name, C-b German genitives -------------------------------

def _told_market_draw(tmp_path, seat):
    """A NILE game of Anna and Ben where Anna drew a card at the market face down, then told it (``Flax``) on her
    page (``seat`` 0) or the host's (None)."""
    from scorer.rulings import Accepted
    from scorer.session import TableSession
    from tests.test_session import spec_of

    session = TableSession.start(spec_of("nile"), ["Anna", "Ben"], [], tmp_path / "g.yaml")
    for text in ("Castor", "market Wheat Castor"):
        assert isinstance(session.enter(text), Accepted)
    drawn = list(session.moves)
    assert isinstance(session.enter_as("Flax", seat, host=seat is None, keyboard=True), Accepted)
    return session, drawn


@pytest.mark.parametrize("seat, lang, named", [(0, "en", "'Flax', as told,"), (0, "fr", "«\u00a0Lin\u00a0», tel que dit,"),
                                               (None, "en", "what was told of the card drawn there"),
                                               (None, "de", "was über die dort gezogene Karte gesagt wurde")])
def test_undoing_a_telling_takes_back_the_telling_only(tmp_path, seat, lang, named):
    """frderev2 C-f: the card stays drawn, face down, as before it was told; nobody is told to put it back on the deck
    nor that it was drawn again; the card is named only on the page of the seat that told it."""
    session, drawn = _told_market_draw(tmp_path, seat)
    undone = session.undo_as(1, seat)
    said = [in_words(w, lang) for w in undone.warnings]
    assert session.moves == drawn, (session.moves, drawn)  # the draw stays, untold
    assert len(said) == 1 and named in said[0], said
    assert not re.search(r"back on top|dessus de la pioche|oben auf|by itself|d'elle-même|von selbst", said[0]), said
    if seat is None:
        assert not re.search(r"Flax|Lin|Lein", " ".join(said + undone.entries)), said


@pytest.mark.parametrize("lang, thing", [("en", "the flood card Castor"), ("fr", "la carte Inondation Ricin"),
                                         ("de", "die Flutkarte Rizinus")])
def test_the_flood_card_is_named_the_tables_whoever_entered_it(lang, thing):
    """frderev2 C-k: the flood card turned up for Anna's turn, entered from the host's page, is not "your" card on
    Anna's page: « Reprendre la carte Inondation Ricin »."""
    from scorer.games.nile.moves import Flood
    from scorer.games.nile.put_back import own_thing

    assert in_words(own_thing(None, Flood(3), "Castor"), lang).replace("Castor", "") == \
        thing.replace("Castor", "").replace("Ricin", "").replace("Rizinus", "")


@pytest.mark.parametrize("name, owner", [("Anna", "Annas"), ("Hans", "Hans\u2019"), ("Max", "Max\u2019")])
def test_german_says_a_players_things_in_the_genitive(tmp_path, name, owner):
    """frderev2 C-b: „Annas Zug ist vorbei“, „Annas neues Lein-Feld hat 2 Karten“, „Hans’ Zug“; never „von Anna“ for
    what is hers."""
    from scorer.rulings import Accepted
    from scorer.session import TableSession
    from tests.test_session import spec_of

    session = TableSession.start(spec_of("nile"), [name, "Ben"], [], tmp_path / "g.yaml")
    news = []
    for text in ("Castor", f"{name} plants 2 Flax"):
        ruling = session.enter(text)
        assert isinstance(ruling, Accepted), ruling
        news += [in_words(line, "de") for line in ruling.news]
    said = "\n".join(news)
    assert f"{owner} neues Lein-Feld hat 2 Karten" in said and f"{owner} Zug ist vorbei" in said, said
    assert not re.search(rf"von {name}(?![\u2019s])", said.replace(f"von {name} gezogen", "")), said
