"""The French/German review's wording findings at the table (frderev, session 38, issue 25): what a French or
German table reads in a game's own sentences, each case failing with its fix undone."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorer.i18n import in_words
from scorer.rulings import Accepted
from scorer.session import TableSession
from tests.test_session import spec_of, typed_game


def started(slug: str, tmp_path: Path, steps: int, seed: int = 5, players: int = 2) -> TableSession:
    """A session of ``slug`` after the first ``steps`` entries of a simulated game."""
    names, _, texts = typed_game(slug, seed, players, grouped=False)
    session = TableSession.start(spec_of(slug), names, [], tmp_path / "g.yaml")
    for text in texts[:steps]:
        assert isinstance(session.enter(text), Accepted), text
    return session


def test_a_nil_rack_told_names_its_tiles_in_the_readers_words(tmp_path):
    """NIL: the rack a player tells is said with the tile kinds in the reader's words, never the ids
    (frderev A5: « le chevalet d'Anna contient far-left, … »)."""
    session = started("nil", tmp_path, 2)
    ruling = session.enter_as("Anna holds far-left, far-left, near-right, straight, bend", 0)
    assert isinstance(ruling, Accepted)
    (news,) = ruling.news
    assert "bend, far-left, far-left, near-right, straight" in news  # English as it was
    assert "courbe, loin-gauche, loin-gauche, près-droite, droite" in in_words(news, "fr")
    assert "Kurve, weit-links, weit-links, nah-rechts, Gerade" in in_words(news, "de")
