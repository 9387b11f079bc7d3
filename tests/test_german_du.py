"""German says "du" everywhere (issue 25, the s38 closing's "Left": the games' catalogues said du, nile-web and the
command line said Sie). German board-game rules address the player with du, and so did our game catalogues, the
phone pages and the German prints: every German message of every catalogue now does, the help and usage errors,
``nile``'s own words, the web page's and the calibration page's too. This test finds the polite form anywhere."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from scorer.i18n.catalogues import po_path

GERMAN = sorted(p.stem for p in po_path("nile-cli", "de").parent.glob("*.po"))
#: the polite form: a verb with "Sie" after it ("nennen Sie", "Meinten Sie"), or "Sie", "Ihr"..., "Ihnen" capitalised
#: after a lower-case word or a comma, or "Ihr"... opening a message ("Ihr eigenes ..."); "Sie" opening a sentence
#: is "she/it/they" ("…: Sie muss 63 × 88 mm groß sein", the card) and is left
POLITE = re.compile(r"\b\w+(?:en|ten) Sie\b|(?<=[a-zäöüß,] )(?:Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)\b"
                    r"|^(?:Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b")


def polite(text: str) -> list[str]:
    """The polite forms in ``text`` (a German message)."""
    return POLITE.findall(text.replace("\u00a0", " "))


def test_the_finder_finds_the_polite_form_and_not_she_it_or_they():
    assert polite("--jobs: verwenden Sie 1 bis 256 Prozesse") and polite("Meinten Sie {x}?")
    assert polite("braucht Ihr Drucker keine Korrektur") and polite("Ihr eigenes „{entry}“ zurücknehmen?")
    assert polite("die Rückseite zu Ihnen") and polite("um fortzusetzen, schreiben Sie ./x")
    assert not polite("Miss eine Karte nach: Sie muss 63 × 88 mm groß sein") and not polite("Deine Karte: Sie kann sein")
    assert not polite("nenne die Aufzeichnung, z. B. x; meintest du y?") and not polite("Sie halten jede Seite")


@pytest.mark.parametrize("domain", GERMAN)
def test_every_german_message_says_du(domain):
    """No German translation of any catalogue (the games', ``nile-cli``, ``nile-help``, ``nile-web``, the prints')
    addresses the reader with Sie."""
    with Path(po_path(domain, "de")).open("rb") as file:
        catalogue = read_po(file, locale="de", domain=domain)
    found = []
    for entry in catalogue:
        forms = [entry.string] if isinstance(entry.string, str) else list(entry.string)
        found += [(entry.context or entry.id, form) for form in forms if entry.id and form and polite(form)]
    assert found == [], found
