"""An den Ufern des Nils in French and German (issue 25): every ruling, news line, prompt and hint of simulated
games said with no English left, the rule titles led by the French rules' own sections, and ``nile check
--lang`` on an Ufern record. The catalogues' completeness is ``FINISHED`` in ``tests/test_i18n.py``; the words
chosen are in ``docs/terms-ufern-des-nils.md``."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from gamedata.ufern_catalogue import parse_front

from scorer.engine.said import Said
from scorer.games.ufern.moves import Flood
from scorer.i18n import in_words
from scorer.i18n.catalogues import translations
from tests.test_i18n import _english_pieces
from tests.test_ufern_messages import rulings_news_and_prompts
from tests.ufern_helpers import table
from scorer.i18n.typography import french as fr_typo

EXAMPLES = Path(__file__).parent.parent / "examples" / "ufern-des-nils"
#: English words of the catalogue that are the language's own word too (the French rules' phase "2) Actions")
SAME_WORD = {"fr": {"actions"}, "de": set()}


@pytest.mark.parametrize("seed, players, variants", [
    (1, 2, []), (2, 3, ["hippo-auction", "joker-restores"]), (3, 4, ["first-player-bid", "buy-other-seed"]),
    (5, 2, ["first-player-bid", "hippo-auction", "joker-restores", "buy-other-seed"])])
def test_every_word_of_a_simulated_game_is_said_in_french_and_german(seed, players, variants):
    """Each line said by id, in French and in German, with none of its English templates' words left (the
    values, names, numbers and the notation's words, may stay)."""
    ids = set()
    for line in rulings_news_and_prompts(seed, players, variants):
        if not line:  # a step the session takes by itself without a word (a phase 1 skipped whole)
            continue
        assert isinstance(line, Said), line
        ids.add(line.id)
        pieces = _english_pieces(line)
        for lang in ("fr", "de"):
            said = in_words(line, lang)
            left = [piece for piece in pieces if piece not in SAME_WORD[lang]
                    and re.search(rf"(?<!\w){re.escape(piece)}(?!\w)", said)]
            assert not left, (lang, line.id, said, left)
    assert len(ids) > 60


def _decisions(title: str) -> list[str]:
    return re.findall(r"\bU\d+\b", title)


def test_a_rule_title_in_french_names_the_french_section_first():
    """French: the French sheet's section as cited in the English brackets (with French no-break space before ';'),
    then what the rule says; German: our words with the French section in brackets, as the English."""
    french, german = translations("ufern-des-nils", "fr"), translations("ufern-des-nils", "de")
    assert french is not None and german is not None and len(french.rules) == len(german.rules) > 25
    for english, title in french.rules.items():
        section = english[english.index("[") + 1:english.index("]")].replace("; ", "\u00a0; ")
        assert title.startswith(section), (english, title)
        assert "decision" not in title and _decisions(english) == _decisions(title), title
    for english, title in german.rules.items():
        assert english[english.index("["):english.index("]") + 1] in title, (english, title)
        assert _decisions(english) == _decisions(title), title


def test_the_cards_of_phase_1_are_counted_in_numbers_in_every_language():
    """A third flood card is refused because two were laid (decision U9): the count is a number, not the
    English word 'two' said inside a French or German sentence."""
    state = table(3)
    ss = parse_front("ss")
    state.apply(Flood("A", "W5.1", ss))
    state.apply(Flood("B", "W4.1", ss))
    err = state.check(Flood("A", "E5.1", ss))
    assert err is not None
    assert in_words(err.reason, "fr").endswith(fr_typo(" : Anna a posé 2 cartes eau dans ce tour (décision U9)"))
    assert in_words(err.reason, "de").endswith(": Anna hat in dieser Runde 2 Wasserkärtchen angelegt (Entscheidung U9)")


def test_check_an_ufern_record_in_french(nile):
    """The nested phrase ('de la carte sur E3.1') and the rule title are said in French too."""
    result = nile("check", "--lang", "fr", EXAMPLES / "illegal.yaml")
    assert result.exit_code == 1
    assert (fr_typo("E3.2 : une vague double ne peut pas toucher la vague simple de la carte sur E3.1\n"
            "  règle : Déroulement ; Flux : les cartes eau se posent depuis le fleuve selon le principe des dominos ; "
            "décision U5")) in result.stderr


def test_check_an_ufern_record_in_german(nile):
    result = nile("check", "--lang", "de", "--keep-going", EXAMPLES / "illegal.yaml")
    assert result.exit_code == 1
    assert "E3.2: eine Doppelwelle passt nicht an die Einzelwelle des Kärtchens auf E3.1\n" in result.stderr
    assert ("„B single-single W4.1“ legt Wasser an, aber diese Runde ist Ebbe: der Marker steht auf Ebbe 1, also "
            "entfernt Cleo Wasserkärtchen") in result.stderr
