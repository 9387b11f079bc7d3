"""Ufern's score pad names its column of the round's first player in the rules' own words (issue 25 §3): French
« premier joueur » (the French rules: « Changement du premier joueur »; not the abbreviation « 1er »), German
„Startspieler“ (docs/terms-ufern-des-nils.md: the German edition's word)."""

from __future__ import annotations

from pathlib import Path

import pytest

RULES = Path(__file__).resolve().parent.parent.parent / "shared" / "rules" / "ufern-des-nils.fr.txt"


@pytest.mark.parametrize("lang, term", [("fr", "premier joueur"), ("de", "Startspieler")])
def test_the_pads_first_player_column_says_the_rules_term(lang, term):
    from pnp.words import translations

    assert translations("ufern-des-nils", lang)["first"] == term
    if lang == "fr" and RULES.is_file():
        assert "Changement du premier joueur" in RULES.read_text(encoding="utf-8")
