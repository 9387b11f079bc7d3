"""The games' entries in the reader's words (issue 25 §3): what a French or German table reads in a hint, a list
or a quoted entry is written in its own words, and is read back in that language.

* NIL's compass points per language: ``SO`` is south-west in French and south-east in German; ``O`` is west in
  French, east in German, nothing in English;
* every hint of every game, over simulated games, said in French and German: each example it gives (a value
  said in the reader's words) is an entry the referee accepts there, read in that language, and the hint has
  no English keyword left (its text is as the notation writes it in that language: ``said`` changes nothing);
* the keywords a hint shows in French or German (Land Unter's ``passer``, NILE's ``tient``/``hält``, ``non``/
  ``nicht``, ``a pioché``/``zog``) are read;
* ``nile play --lang fr|de`` lists the entries in the reader's words and reads them back.
"""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from scorer.cli import app
from scorer.engine import CHANCE, InvalidMove
from scorer.engine.said import Said, at_keyboard
from scorer.engine.wording import Typed
from scorer.games import registry
from scorer.i18n import in_words
from tests.conformance import decisions, tables
from scorer.i18n.typography import german as de_typo, french as fr_typo

#: how many steps of each simulated game have their hints read (the rest repeats them)
STEPS = 300


def _nil_at_start():
    from scorer.games.nil.engine import Nil
    from scorer.games.nil.moves import Deal, StartPlayer

    state = Nil(["Anna", "Ben"])
    state.apply(StartPlayer(0))
    state.apply(Deal((("bend",) * 5, ("straight",) * 5)))
    return state


def test_so_is_south_west_in_french_and_south_east_in_german():
    """The compass points as each language writes them (French N NE E SE S SO O NO, German N NO O SO S SW W NW): the
    same letters mean another point in a French and a German session, and English reads neither ``O`` nor ``SO``."""
    from scorer.games.nil import notation

    state = _nil_at_start()
    assert notation.parse(state, "A11 SO", "fr").exit == "SW"
    assert notation.parse(state, "A11 SO", "de").exit == "SE"
    assert notation.parse(state, "A11 O", "fr").exit == "W" and notation.parse(state, "A11 O", "de").exit == "E"
    assert notation.parse(state, "A11 NO", "fr").exit == "NW" and notation.parse(state, "A11 NO", "de").exit == "NE"
    for text in ("A11 O", "A11 SO"):
        with pytest.raises(InvalidMove):
            notation.parse(state, text)
    assert notation.said(state, "A11 SW", "fr") == "A11 SO" and notation.said(state, "A11 SE", "de") == "A11 SO"
    assert notation.said(state, "A11 E", "fr") == "A11 E" and notation.said(state, "A11 W", "de") == "A11 W"


def _examples(value: object) -> list[Typed]:
    """The example entries a hint gives: its values (and its phrases' values) said in the reader's words."""
    if isinstance(value, Said):
        return [t for v in value.values.values() for t in _examples(v)]
    if isinstance(value, (list, tuple)):
        return [t for v in value for t in _examples(v)]
    return [value] if isinstance(value, Typed) else []


def _unchanged(notation, state, text: str, lang: str) -> bool:
    """Whether ``text`` (French or German words) is already as the notation writes an entry in ``lang``: no English
    keyword of the game's is left in it."""
    return notation.said(state, text, lang) == text


@pytest.mark.parametrize("slug", sorted(registry()))
@pytest.mark.parametrize("lang", ["fr", "de"])
def test_every_hint_example_is_read_in_the_readers_language(slug, lang):
    spec = registry()[slug]
    notation = spec.notation
    typed = 0
    for table in tables(spec)[:2]:
        for step, (state, move) in enumerate(decisions(spec, table, 7)):
            if move is None or step > STEPS:
                break
            hint = notation.prompt(state).hint
            if not hint:
                continue
            text = in_words(at_keyboard(hint), lang)
            assert _unchanged(notation, state, text, lang), (lang, text, notation.said(state, text, lang))
            for example in _examples(hint):
                said = example.said(lang)
                assert said in text, (said, text)
                try:
                    err = state.check(notation.parse(state, said, lang))
                except InvalidMove as exc:
                    raise AssertionError(f"{said!r} ({example!r}) unreadable in {lang}: {exc}") from None
                assert err is None or state.current_player == CHANCE, (said, err.reason)
                typed += 1
            auto = notation.automatic(state)
            if auto is not None and auto.said:
                news = in_words(at_keyboard(auto.said), lang)
                assert _unchanged(notation, state, news, lang), news
    assert typed > 20 or slug == "land-unter"  # (its examples are numbers: its words are in the test below)


@pytest.mark.parametrize("english, french, german", [
    ("Ben holds not Wheat Flax", "Ben tient non Blé Lin", "Ben hält nicht Weizen Lein"),
    ("Anna drew Plague", "Anna a pioché Invasion de locustes", "Anna zog Heuschreckenplage"),
])
def test_nile_tells_and_draws_are_read_in_french_and_german(english, french, german):
    """The tell and the draw as NILE's French and German hints show them (« Ben tient non Blé Lin », „Ben zog
    Heuschreckenplage“) mean the English entry."""
    from scorer.games.nile import notation
    from scorer.games.nile.engine import Nile
    from scorer.games.nile.moves import Deal, Flood, Pass

    state = Nile(["Anna", "Ben"])
    state.apply(Deal(None))
    state.apply(Flood(state.cards.parse("Papyrus")))
    state.apply(Pass(0))
    assert notation.parse(state, french, "fr") == notation.parse(state, english)
    assert notation.parse(state, german, "de") == notation.parse(state, english)
    assert notation.said(state, english, "fr") == french and notation.said(state, english, "de") == german


def test_land_unter_words_are_read_in_french_and_german():
    from scorer.games.land_unter import notation
    from scorer.games.land_unter.engine import LandUnter
    from scorer.games.land_unter.tally import RoundTally

    tallied = LandUnter(["Anna", "Ben", "Cleo"])  # a game entered as end counts: the next round's are asked
    tallied.apply(RoundTally((0, 0, 0), (False, False, False), (1, 2, 3)))
    hint = notation.prompt(tallied).hint
    assert in_words(hint, "fr").startswith("«\u00a0décompte\u00a0», puis") and fr_typo("p. ex. décompte 3/4 éliminé 0/7") in \
        in_words(hint, "fr")
    assert in_words(hint, "de").startswith("„Abrechnung“, dann") and de_typo("z. B. Abrechnung 3/4 raus 0/7") in in_words(hint, "de")
    state = LandUnter(["Anna", "Ben", "Cleo"])
    tally = RoundTally((3, 0, 2), (False, True, False), (4, None, 9))
    for lang, text in (("en", "tally 3/4 out 2/9"), ("fr", "décompte 3/4 éliminé 2/9"), ("de", "Abrechnung 3/4 raus 2/9")):
        assert notation.parse(state, text, lang) == tally
    with pytest.raises(InvalidMove):
        notation.parse(state, "décompte 3/4 éliminé 2/9")  # French words in an English session: not read


@pytest.mark.parametrize("lang, listed, typed", [
    ("fr", "premier Anna", "premier Ben\n?\nA11 S\narrêt\n"),
    ("de", "Beginn Anna", "Beginn Ben\n?\nA11 S\nSchluss\n"),
])
def test_nile_play_lists_and_reads_the_entries_in_the_readers_words(tmp_path, lang, listed, typed):
    """``?`` lists NIL's entries as a French or German table types them, and the same words are read back: the
    record is written in English."""
    out = tmp_path / "nil.yaml"
    result = CliRunner().invoke(app, ["play", "nil", "-p", "2", "--lang", lang, "--out", str(out)],
                                input="?\n" + typed)
    assert listed in result.stdout and "start Anna" not in result.stdout, result.stdout
    record = out.read_text(encoding="utf-8")
    assert "tiles: [A11 S]" in record and "drew: ['?']" in record, record  # the turn ended: the stop was read
    assert "premier" not in record and "Beginn" not in record and "start: Ben" in record, record


@pytest.mark.parametrize("slug, typed, french, german", [
    ("nil", "start Anna\nA11 Q\n", "impossible de lire «\u00a0Q\u00a0»", "„Q“ ist nicht lesbar"),
    ("land-unter", "5 3 6\n4 zz\n", "impossible de lire « zz »", "„zz“ ist nicht lesbar"),
    ("nile", "Wheat\nZzz\n", "Anna négocie, plante, spécule ou passe : p. ex.", "Anna tauscht, baut an, spekuliert oder passt: z. B."),
    ("ufern-des-nils", "first Zoe\n", "«\u00a0Zoe\u00a0» n'est pas un des joueurs (Anna, Ben, Cleo)", "„Zoe“ ist keiner der Spieler"),
])
def test_an_entry_that_cannot_be_read_is_said_in_the_readers_language(tmp_path, slug, typed, french, german):
    """``cannot read 'x'`` and the notation's other reasons are message ids of the game's catalogue, said in the
    reader's language where ``nile play`` shows them."""
    for lang, words in (("fr", french), ("de", german)):
        result = CliRunner().invoke(app, ["play", slug, "-p", "3", "--lang", lang, "--out", str(tmp_path / f"{lang}.yaml")],
                                    input=typed)
        assert words.replace(" ", "\u00a0") in result.stdout.replace(" ", "\u00a0"), result.stdout


def test_a_decimal_is_written_with_a_comma_in_french_and_german():
    """A value with decimals (a size in mm, an angle) is written 63,5 and 26,6° in French and German, 6.5 in English."""
    from scorer.engine.said import words

    values = {"width": 63.5, "height": 88, "bleed": 3.5, "size": "poker"}
    assert "63.5" in words("nile-cli.pod.trim", values) and "3.5" in words("nile-cli.pod.trim", values)
    assert "63,5" in words("nile-cli.pod.trim", values, "fr") and "3,5" in words("nile-cli.pod.trim", values, "fr")
    assert "63,5" in words("nile-cli.pod.trim", values, "de") and "3,5" in words("nile-cli.pod.trim", values, "de")


def test_an_ambiguous_entry_is_said_in_the_readers_words():
    """'A11 courbe' could mean two placings: the question names them, and the entry, in the reader's words."""
    from scorer.engine import AmbiguousMove
    from scorer.games.nil import notation

    state = _nil_at_start()
    with pytest.raises(AmbiguousMove) as caught:
        notation.parse(state, "A11 courbe", "fr")
    assert str(caught.value) == "'A11 bend' could mean A11 N or A11 S; write which"
    assert in_words(caught.value.message(), "fr") == fr_typo("«\u00a0A11 courbe\u00a0» peut vouloir dire A11 N ou A11 S ; écrivez lequel")
    with pytest.raises(AmbiguousMove) as caught:
        notation.parse(state, "A11 Kurve", "de")
    assert in_words(caught.value.message(), "de") == "„A11 Kurve“ kann A11 N oder A11 S bedeuten; schreib, welches"


def test_niles_are_you_sure_question_quotes_the_entry_in_the_readers_words():
    """The question asked before a step that would make a seat's told cards give way quotes the step as that seat
    types it (« planter 2 Lin »), not in the record's English."""
    from scorer.games.nile.cards import card_set
    from scorer.games.nile.engine import Nile
    from scorer.games.nile.moves import Deal, Hold, Plant
    from scorer.games.nile.seats import gives_way

    cs = card_set()
    state = Nile(["Anna", "Ben"])
    state.apply(Deal(None))
    state.apply(Hold(0, tuple(cs.parse(n) for n in ("Papyrus", "Papyrus", "Wheat", "Wheat", "Wheat"))))
    _, question = gives_way(state, Plant(0, ((cs.parse("Flax"), 2),)))
    assert "plant 2 Flax all the same?" in question
    assert "planter 2 Lin" in in_words(question, "fr") and "anbauen 2 Lein" in in_words(question, "de")


def test_niles_card_seen_by_the_table_is_asked_for_in_the_readers_language():
    from scorer.games.nile import notation
    from scorer.games.nile.engine import Nile
    from scorer.games.nile.moves import Deal

    state = Nile(["Anna", "Ben"])
    state.apply(Deal(None))
    with pytest.raises(InvalidMove) as caught:
        notation.parse(state, "?", "fr")
    assert str(caught.value).startswith("the flood card is seen by the table: name it, e.g. Papyrus")
    assert in_words(caught.value.message(), "fr").startswith(fr_typo("la carte Inondation est vue par la table : nommez-la"))
    assert in_words(caught.value.message(), "de").startswith("die Flutkarte hat der Tisch gesehen: nenn sie")
