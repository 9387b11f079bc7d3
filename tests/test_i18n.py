"""The referee in French and German (issue 25's foundation): the .po catalogues complete for every finished
language and in step with the code, every ruling, news line, prompt and hint of simulated Land Unter games said
in French and German with no English left, and ``--lang`` / the environment choosing the language of
``nile check``, ``score``, ``show`` and ``play``."""

from __future__ import annotations

import json
import random
import re
import string
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from hypothesis import Phase, example, given, settings
from hypothesis import strategies as st

from scorer.engine.said import Catalogue, Message, Said, message, say, words
from scorer.games.land_unter import messages as land_unter_messages
from scorer.games.land_unter.engine import LandUnter, simulate
from scorer.games.land_unter.moves import Deal, HandWritten, Play, TurnUp
from scorer.games.land_unter.tally import RoundTally
from scorer.i18n import in_words, language
from scorer.i18n.catalogues import po_path, rule_context, translations
from scorer.i18n.maintain import catalogues, template
from scorer.i18n.typography import french as fr_typo

EXAMPLES = Path(__file__).parent.parent / "examples"
#: the catalogues finished in a language: every entry translated (all four games, nile's own words and the web
#: page's, in French and German)
FINISHED = [(domain, lang) for domain in ("land-unter", "nil", "nile", "ufern-des-nils", "nile-cli", "nile-web")
            for lang in ("fr", "de")]
#: values a translation may leave unsaid, with why: an English word made in code (``number_words``), which a
#: translation says with the number beside it instead; each with the value holding that number, which the
#: translation may say in its place
MAY_LEAVE_OUT = {"takers_words": "takers", "rounds_words": "rounds"}


def _fields(text: str) -> set[tuple[str, str]]:
    """The placeholders of ``text`` with how each is written (a list's join, not its empty word: that is
    a word of the language; nor a name's genitive, ``{player:gen}``: a German form)."""
    return {(name, (spec or "").partition("|")[0].replace("gen", "")) for _, name, spec, _ in
            string.Formatter().parse(text) if name}


def _po(domain: str, lang: str):
    with po_path(domain, lang).open("rb") as file:
        return read_po(file, locale=lang, domain=domain)


CATALOGUES = {catalogue.prefix: (catalogue, source) for catalogue, source in catalogues()}


@pytest.mark.parametrize("domain", sorted(CATALOGUES))
@pytest.mark.parametrize("lang", ["fr", "de"])
def test_every_po_file_is_in_step_with_the_code(domain, lang):
    """Each .po holds exactly the entries of the game's catalogue and rule titles as the code says them now
    (no stale entry, no missing one, the English unchanged): ``python -m scorer.i18n update`` was run."""
    pot = template(*CATALOGUES[domain])
    po = _po(domain, lang)
    expected = {m.context: m.id for m in pot if m.id}
    held = {m.context: m.id for m in po if m.id}
    assert held == expected, "run: python -m scorer.i18n update"
    assert not po.obsolete


@pytest.mark.parametrize("domain,lang", FINISHED, ids=lambda x: x)
def test_a_finished_catalogue_is_complete(domain, lang):
    """Every entry translated and none fuzzy, each plural entry with as many forms as the language has."""
    po = _po(domain, lang)
    entries = [m for m in po if m.id]
    assert len(entries) > 100
    for entry in entries:
        assert not entry.fuzzy, entry.context
        forms = entry.string if isinstance(entry.string, (list, tuple)) else [entry.string]
        assert all(forms), f"{entry.context}: not translated"
        if isinstance(entry.id, (list, tuple)):
            assert len(forms) == po.num_plurals, entry.context


@pytest.mark.parametrize("domain", sorted(CATALOGUES))
@pytest.mark.parametrize("lang", ["fr", "de"])
def test_a_translation_names_the_values_its_message_says(domain, lang):
    """Every translated form names the same values as the English, written the same way (a list joined as
    the English joins it), and its braces are all fields; a rule title names none."""
    for entry in filter(lambda m: m.id, _po(domain, lang)):
        forms = entry.string if isinstance(entry.string, (list, tuple)) else [entry.string]
        english = entry.id[0] if isinstance(entry.id, (list, tuple)) else entry.id
        for form in filter(None, forms):
            if entry.context.startswith(f"{domain}.rule."):
                assert "{" not in form and "}" not in form, entry.context
                continue
            numbers = {(MAY_LEAVE_OUT[name], "") for name, _ in _fields(english) if name in MAY_LEAVE_OUT} - \
                _fields(english)  # the number a word left out stands for, where the English does not say it too
            assert _fields(form) - numbers | {f for f in _fields(english) if f[0] in MAY_LEAVE_OUT} == \
                _fields(english), (entry.context, form)
            specs = {name: how for name, how in _fields(english)}
            values = {name: ["x", "y"] if specs.get(name) in ("and", "comma", "semicolon", "or", "or-all") else 1
                      for name in message(entry.context).needs}
            for n in (0, 1, 2):  # every form formats
                count = message(entry.context).count
                if count is not None:
                    values[count] = ["x"] * n if isinstance(values[count], list) else n
                words(entry.context, values, lang)


@pytest.mark.parametrize("domain", ["land-unter", "nil"])
def test_a_rule_title_in_french_names_the_french_section_first(domain):
    """French: the French rules' own section first (the first one a title cites); German: every French
    section the English cites, in brackets, as the English has them."""
    titles = translations(domain, "fr")
    assert titles is not None and titles.rules
    for english, french in titles.rules.items():
        section = english[english.index("[") + 1:english.index("]")]
        assert french.startswith(section.split(" (")[0].split(";")[0]), (english, french)
    german = translations(domain, "de")
    assert german is not None
    for english, title in german.rules.items():
        assert re.findall(r"\[[^]]*\]", english) == re.findall(r"\[[^]]*\]", title), (english, title)


def test_words_in_french_and_german():
    said = say("land-unter.trick.incomplete", trick=3, round=2, missing=["Anna", "Ben", "Cleo"])
    assert in_words(said, "fr") == fr_typo("le pli 3 de la manche 2 n'est pas complet : Anna, Ben et Cleo doivent encore jouer")
    assert in_words(said, "de") == "Runde 3 von Durchgang 2 ist nicht vollständig: Anna, Ben und Cleo müssen noch spielen"
    assert in_words(said, "en") == str(said)


def test_the_plural_rule_of_each_language():
    """French says 0 and 1 in the singular, German and English 1 only."""
    def lost(n):
        return say("land-unter.news.lost-belt", player="Ben", level=9, left=n)
    assert in_words(lost(0), "fr").endswith("(il lui reste 0 bouée)")
    assert in_words(lost(2), "fr").endswith("(il lui reste 2 bouées)")
    assert in_words(lost(0), "de").endswith("(noch 0 Rettungsringe)")
    assert in_words(lost(1), "de").endswith("(noch 1 Rettungsring)")
    assert str(lost(0)).endswith("(0 lifebelts left)")


def test_nested_phrases_are_said_in_the_same_language():
    said = say("land-unter.round.over-already", round=2,
               why=say("land-unter.round-end.players-left", left=2, trick=9))
    assert in_words(said, "de") == ("Durchgang 2 ist schon vorbei (nach Runde 9 sind nur noch 2 Spieler dabei); "
                                    "keine weitere Runde gehört zu ihm")


def test_french_elides_before_a_name_that_starts_with_a_vowel():
    said = say("land-unter.play.open-turn", leader="Emil", turn="Ben", player="Anna")
    assert in_words(said, "fr").endswith(fr_typo("à partir d'Emil, qui commence ce pli : c'est au tour de Ben, pas d'Anna"))
    assert in_words(said, "de").endswith("ab Emil gespielt, der diese Runde beginnt: Ben ist an der Reihe, nicht Anna")


def test_an_id_with_no_translation_falls_back_to_english():
    Catalogue("toy-fallback", [Message("toy-fallback.kept", "{names:and} kept {n} lifebelt", "{names:and} kept {n} "
                                       "lifebelts", count="n")])
    said = say("toy-fallback.kept", names=["Anna", "Ben"], n=0)
    assert in_words(said, "fr") == "Anna et Ben kept 0 lifebelts"  # the English words, the list joined in French


def _english_pieces(said: Said) -> list[str]:
    """The words of the English templates ``said`` (and each nested phrase) was said with: literal pieces
    with a word of three letters or more."""
    entry = message(said.id)
    pieces = []
    for text in (entry.text, entry.plural or ""):
        for literal, _, _, _ in string.Formatter().parse(text):
            piece = literal.strip(" ,;:()")
            if any(len(word) >= 3 for word in piece.replace("'", " ").split() if word.isalpha()):
                pieces.append(piece)
    for value in said.values.values():
        for item in value if isinstance(value, (list, tuple)) else [value]:
            if isinstance(item, Said):
                pieces += _english_pieces(item)
    return pieces


def _translated_words(said: Said, lang: str) -> set[str]:
    """The words of the translations ``said`` (and each nested phrase) was said with in ``lang``: a word English
    shares with the language ("points" in French) is the language's own there."""
    domain = said.id.split(".", 1)[0]
    found = translations(domain, lang)
    words = {w for form in (found.templates.get(said.id, ()) if found else ()) for w in re.findall(r"\w+", form)}
    for value in said.values.values():
        for item in value if isinstance(value, (list, tuple)) else [value]:
            if isinstance(item, Said):
                words |= _translated_words(item, lang)
    return words


def _lines_of_a_game(seed: int, players: int, variants: tuple[str, ...]) -> list[str]:
    """Every prompt, hint, refusal (of random tries at each step) and news line of a simulated game."""
    from scorer.games.land_unter import notation

    names = ["Anna", "Ben", "Cleo", "Dan", "Emil"][:players]
    _, moves = simulate(names, seed, variants)
    state = LandUnter(names, variants)
    rng = random.Random(seed)
    lines: list[str] = []
    for move in moves:
        asked = notation.prompt(state)
        lines += [asked.text, asked.hint]
        tries: list = [Play(seat, rng.randint(1, 60)) for seat in range(state.n)]
        tries += [TurnUp((rng.randint(1, 12), rng.randint(1, 12))), Deal((None,) * players, tuple(
            rng.randint(0, 9) for _ in names)), HandWritten(rng.randrange(players), tuple(rng.sample(range(1, 61), 12))),
            RoundTally(tuple(rng.randint(0, 3) for _ in names), tuple(rng.random() < .3 for _ in names),
                       tuple(rng.randint(0, 12) for _ in names))]
        lines += [err.reason for err in map(state.check, tries) if err is not None]
        before = state.clone()
        state.apply(move)
        lines += notation.news(before, move, state)
    lines += [state.position(), *state.unchecked()]
    return [line for line in lines if line]


@settings(max_examples=5, deadline=None, phases=(Phase.explicit, Phase.generate))  # a game is long: no shrinking
@given(seed=st.integers(0, 2 ** 31), players=st.integers(3, 5), open_play=st.booleans())
@example(seed=1, players=4, open_play=True)
@example(seed=2, players=3, open_play=False)
def test_every_word_of_a_simulated_game_is_said_in_french_and_german(seed, players, open_play):
    """Each line said by id, in French and in German: no error, and none of its English templates' words left
    (the values, names and numbers, may stay)."""
    ids = set()
    for line in _lines_of_a_game(seed, players, ("open-play",) if open_play else ()):
        assert isinstance(line, Said), line
        ids.add(line.id)
        _said_without_english(line)
    assert len(ids) > 15


def _said_without_english(line: Said) -> list[str]:
    """``line`` said in French and in German (returned), each with none of its English template's words left
    but those its translation keeps (the values, names and numbers may stay)."""
    out = []
    pieces = _english_pieces(line)
    for lang in ("fr", "de"):
        said = in_words(line, lang)
        left = [piece for piece in pieces if re.search(rf"(?<!\w){re.escape(piece)}(?!\w)", said)
                and piece not in _translated_words(line, lang)]
        assert not left, (lang, line.id, said, left)
        out.append(said)
    return out


@pytest.mark.parametrize("n, seed, hidden", [(2, 1, False), (3, 2, True), (4, 3, True), (2, 7, True)])
def test_every_word_of_a_simulated_nil_game_is_said_in_french_and_german(n, seed, hidden):
    """NIL as Land Unter above: every refusal, news line, prompt and hint of simulated games (racks seen, and
    entered on the seats' own pages), in French and German, with none of its English templates' words left."""
    from tests.test_nil_messages import _lines_of_a_game as nil_lines

    ids = set()
    for line in filter(None, nil_lines(n, seed, hidden)):
        ids.add(line.id)
        for said in _said_without_english(line):
            assert "start mark" not in said, said
    assert len(ids) > 40


def test_check_in_french(nile):
    result = nile("check", "--lang", "fr", EXAMPLES / "land-unter" / "illegal.yaml")
    assert result.exit_code == 1
    assert (fr_typo("manche 1, pli 4 : Frank a joué la carte 18, mais la carte 18 appartient à la main de Sarah, pas à celle de "
            "Frank\n  règle : Déroulement du jeu, phase 2 : chacun joue une carte temps")) in result.stderr


def test_check_json_in_german_keeps_the_id_and_values(nile):
    result = nile("check", "--json", "--lang", "de", EXAMPLES / "land-unter" / "illegal.yaml")
    violation = json.loads(result.stdout)["violations"][0]
    assert violation["reason"] == "Frank hat 18 gespielt, aber 18 gehört in die Hand von Sarah, nicht in die von Frank"
    assert violation["rule"].startswith("Spielablauf, Schritt 2:")
    assert violation["id"] == "land-unter.play.other-hand"
    assert violation["values"]["hand"] == {"text": "die Hand von Sarah", "id": "land-unter.hand.own",
                                           "values": {"player": "Sarah"}}


@pytest.mark.parametrize("command", ["check", "score", "show", "play"])
def test_an_unknown_language_exits_2_naming_the_three(nile, command, tmp_path):
    args = [EXAMPLES / "land-unter" / "tally.yaml"] if command != "play" else ["land-unter", "--out", tmp_path / "g.yaml"]
    result = nile(command, *args, "--lang", "xx")
    assert result.exit_code == 2
    assert "--lang xx: not a language nile speaks; choose en (English), fr (French) or de (German)" in result.stderr
    assert not (tmp_path / "g.yaml").exists()


def test_the_environment_picks_the_language(runner):
    from scorer.cli import app

    env = {"LC_ALL": None, "LC_MESSAGES": None, "LANGUAGE": None}
    record = str(EXAMPLES / "land-unter" / "tally.yaml")
    german = runner.invoke(app, ["check", record], env={**env, "LANG": "de_DE.UTF-8"})
    assert "4 Durchgänge nur als Endstände (Abrechnung) angegeben" in german.stdout
    english = runner.invoke(app, ["check", record, "--lang", "en"], env={**env, "LANG": "de_DE.UTF-8"})
    assert "4 rounds given as end counts only" in english.stdout
    assert "4 manches données" in runner.invoke(app, ["check", record], env={**env, "LANG": "C",
                                                                              "LC_ALL": "fr_FR.UTF-8"}).stdout


def test_the_language_of_the_environment_as_gettext_reads_it():
    assert language(None, {"LANG": "de_DE.UTF-8"}) == "de"
    assert language(None, {"LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"}) == "fr"
    assert language(None, {"LANG": "de_DE.UTF-8", "LC_ALL": "C"}) == "en"
    assert language(None, {"LANG": "de_DE", "LANGUAGE": "es:fr:de"}) == "fr"
    assert language(None, {"LANG": "es_ES.UTF-8"}) == "en"


def test_play_says_the_prompt_and_the_ruling_in_french(nile, tmp_path):
    from scorer.cli import app
    from typer.testing import CliRunner

    result = CliRunner().invoke(app, ["play", "land-unter", "-p", "3", "--lang", "fr", "--out",
                                      str(tmp_path / "g.yaml")], input="5 4 3\n1 2\nAnna 41\nBen 41\n")
    assert result.exit_code == 1
    assert "la carte temps 41 est déjà jouée dans ce pli, par Anna" in result.stdout
    assert fr_typo("règle : Déroulement du jeu, phase 2 : chacun joue une carte temps") in result.stdout


def test_nil_in_french_and_german():
    """NIL's words: the French rules' terms (angle pointu, tuile universelle, chevalet), and a rule title cited
    inside a ruling's words said in the reader's language too."""
    from scorer.games.nil.rules import R_BLUE

    sharp = say("nil.line.sharp", square="M11", last="A11", angle=45.0, corner="NE")
    assert in_words(sharp, "fr") == (fr_typo("M11 : le fleuve rencontrerait A11 selon un angle pointu (45°) au coin A11 NE ; à "
                                     "un coin, l'angle doit être de 90° ou plus"))
    stop = say("nil.auto.stop-blue", player="Ben", rule=R_BLUE)
    assert in_words(stop, "fr").endswith(fr_typo("(Règles importantes, 5 : une fois sur une case bleue, le fleuve ne peut plus "
                                         "quitter la zone bleue ; décision verrou-bleu)"))


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_nils_decisions_are_named_in_the_readers_words(lang):
    """Review s37 N3: « décision sharp-angle » / „Entscheidung sharp-angle“ put English in a French or German
    ruling: every NIL rule title names its decision in the reader's language (data/nil.yaml's ids stay English)."""
    from gamedata.catalogue import load_catalogue

    ids = {d.id for d in load_catalogue("nil").decisions}
    titles = [m.string for m in _po("nil", lang) if m.context and m.context.startswith("nil.rule.")]
    word = {"fr": "décision", "de": "Entscheidung"}[lang]
    named = [t.split(f"{word} ")[-1] for t in titles if f"{word} " in t]
    assert len(named) >= 10 and not [n for n in named if n in ids], named


def test_the_catalogue_module_is_the_one_the_po_files_are_made_from():
    assert CATALOGUES["land-unter"][0] is land_unter_messages.CATALOGUE
    assert rule_context("land-unter", "setup") in {m.context for m in _po("land-unter", "fr")}
