"""Land Unter's rule titles say the words every message says (issue 22, revcards defect 10: "turn up two tide
level cards" and "life preserver", the English edition's words, where every message says water-level card and
lifebelt; docs/terms-land-unter.md), in English, French and German."""

from __future__ import annotations

from gamedata.catalogue import load_catalogue
from scorer.i18n.catalogues import rule_title


def test_the_rule_titles_say_water_level_and_lifebelt_in_every_language():
    titles = load_catalogue("land-unter").rule_titles
    english = " ".join(titles.values())
    assert "tide" not in english and "preserver" not in english, english
    assert "water-level card" in titles["turn-up"] and "lifebelt" in titles["penalty"], titles
    for lang, words in (("fr", ("niveau d'eau", "bouée")), ("de", ("Wasserstand", "Rettungsring"))):
        said = {key: rule_title(titles[key], lang) or "" for key in ("turn-up", "penalty", "elimination")}
        assert words[0] in said["turn-up"] and words[1] in said["penalty"] and words[1] in said["elimination"], said
