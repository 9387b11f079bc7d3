"""The games' own words in the reader's language (issue 25 §3): a crop, a card or a tile kind a ruling names is
an entry of ``data/<game>.yaml`` with its French and German (:class:`gamedata.models.Worded`), passed as a
:class:`scorer.engine.said.Term` and said in the reader's language; the notation reads it in all three; the
record keeps the English. NILE's are tested in ``tests/test_i18n_nile.py``; here NIL's tile kinds, Ufern's crops
and the data."""

from __future__ import annotations

import copy
import importlib
import pickle
import re

import pytest

from gamedata.catalogue import load_catalogue
from scorer.engine import IllegalMove, InvalidMove
from scorer.engine.said import Term, say, words
from scorer.games.nil import notation as nil_notation
from scorer.games.nil.board import nil_board
from scorer.games.nil.engine import Nil
from scorer.games.nil.moves import Deal, Place, StartPlayer
from scorer.i18n import in_words

importlib.import_module("scorer.games.nile.messages")  # its catalogue, for say


def test_a_term_is_its_english_everywhere_but_in_words():
    """Equal to the English (the engines compare and count with it), copied and pickled whole, said in the reader's
    language by ``words`` and as the English where a language has no word for it."""
    wheat = Term("Wheat", {"fr": "Blé", "de": "Weizen"})
    assert wheat == "Wheat" and hash(wheat) == hash("Wheat") and f"{wheat}" == "Wheat"
    for copied in (copy.deepcopy(wheat), pickle.loads(pickle.dumps(wheat))):
        assert isinstance(copied, Term) and copied.said("de") == "Weizen"
    said = say("nile.news.stores", player="Anna", crop=wheat)
    assert (str(said), words(said.id, said.values, "fr")) == ("Anna stores 1 Wheat", "Anna met 1 Blé en stock")
    assert in_words(say("nile.news.stores", player="Anna", crop=Term("Durum", {})), "de") == "Anna lagert 1 Durum ein"


@pytest.mark.parametrize("game, entries", [
    ("nile", lambda cat: [*cat.crops, cat.deck("plague").cards[0]]),
    ("nil", lambda cat: cat.tile.kinds),
    ("ufern-des-nils", lambda cat: cat.plants.crops),
])
def test_every_word_of_a_game_has_its_french_and_german_each_once(game, entries):
    """Each named entry has a French and a German word, the German with its source (``[ours]`` where no German
    source gives it), and no two entries share a word in a language (a word typed names one thing)."""
    found = list(entries(load_catalogue(game)))
    for entry in found:
        assert entry.french and entry.german and entry.german_source, entry
    for lang in ("fr", "de"):
        said = [entry.translations()[lang].lower() for entry in found]
        assert len(set(said)) == len(said), (lang, said)


def _anna_holds_bends() -> Nil:
    state = Nil(["Anna", "Ben"])
    state.apply(StartPlayer(0))
    state.apply(Deal((("bend",) * 5, ("straight",) * 5)))
    return state


def test_a_nil_ruling_names_the_tile_kinds_in_the_readers_language():
    """'Anna holds no straight (the rack holds bend...)': the kinds said in French and German from data/nil.yaml;
    the English words and the ruling's values (the ids) as they were."""
    err = _anna_holds_bends().check(Place((0, 10), "E"))  # a straight: Anna holds bends only
    assert isinstance(err, IllegalMove)
    assert err.reason == "Anna holds no straight (the rack holds bend, bend, bend, bend, bend)"
    assert dict(err.values) == {"player": "Anna", "kind": "straight", "rack": ["bend"] * 5}
    french, german = in_words(err.reason, "fr"), in_words(err.reason, "de")
    assert "droite" in french and "courbe, courbe" in french and "straight" not in french and "bend" not in french
    assert "Gerade" in german and "Kurve, Kurve" in german and "straight" not in german and "bend" not in german


def test_a_nil_kind_named_by_its_catalogue_name_is_said_in_the_language():
    board = nil_board()
    assert (board.term("arc"), board.term("arc").said("fr"), board.term("arc").said("de")) == ("corner arc", "arc", "Bogen")
    assert (board.typed("far-left"), board.typed("far-left").said("fr")) == ("far-left", "loin-gauche")


@pytest.mark.parametrize("english, french, german", [
    ("A11 bend", "A11 courbe", "A11 Kurve"),
    ("A11 universal as straight", "A11 universelle comme droite", "A11 Universal als Gerade"),
])
def test_a_nil_tile_in_french_or_german_is_read_as_the_english_one(english, french, german):
    """The kinds (and 'as' of a universal played as a kind) are read in English, French and German in every
    session: a record typed in Paris checks in Berlin."""
    def read(text):
        tile = nil_notation.read_tile(text)
        return tile.square, tile.exit, tile.kind, tile.universal, tile.cross

    assert read(french) == read(english) == read(german)
    assert nil_notation.held_kinds("courbe, not Gerade") == nil_notation.held_kinds("bend, not straight")


def test_an_ufern_ruling_and_news_name_the_crops_in_the_readers_language():
    """Ufern's crops (ids, as records write them) said in French (the rules') and German (the German edition's
    Hirse and Gerste, ours for the rest), in the rulings and the news alike."""
    from scorer.games.ufern.board import crop_term, crop_terms

    said = say("ufern-des-nils.sow.no-crop", player="Ben", crop=crop_term("flax"), have=crop_terms(["wheat", "onion"]))
    english = words(said.id, said.values)
    assert english == str(said) and "flax" in english and "wheat, onion" in english
    french, german = words(said.id, said.values, "fr"), words(said.id, said.values, "de")
    assert "lin" in french and "blé, oignon" in french and "flax" not in french
    assert "Hirse" in german and "Gerste, Zwiebel" in german and "flax" not in german


def test_an_ufern_game_typed_in_french_or_german_reads_as_the_english_one():
    """Every entry of a simulated game that names a crop, typed with the French and with the German names, is
    read as the English entry: the same move, so the same record."""
    from scorer.games.ufern import notation as ufern_notation
    from scorer.games.ufern.board import crop_term
    from scorer.games.ufern.engine import Ufern, simulate

    names = ["Anna", "Ben", "Cleo"]
    _, moves = simulate(names, 3)
    state, read = Ufern(names), 0
    crop = re.compile(r"\b(flax|wheat|grape|onion|aubergine)\b")
    for move in moves:
        try:
            text = ufern_notation.format(state, move)
        except InvalidMove:  # a step the table does not type
            text = ""
        if crop.search(text):
            for lang in ("fr", "de"):
                typed = crop.sub(lambda m: crop_term(m.group(1)).said(lang), text)
                assert ufern_notation.parse(state, typed) == ufern_notation.parse(state, text), (lang, typed)
            read += 1
        state.apply(move)
    assert read > 20
