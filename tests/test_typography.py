"""French and German typography in every catalogue (issue 25 §1/§5, review-frde B4/B5): a French msgstr has a
no-break space before ``; : ? !`` and inside « », a number is tied to its unit in both languages
(:mod:`scorer.i18n.typography`), so no wrapped line (terminal, print, phone) starts with « ; » or splits ``20 mm``.
A helper who adds a translation runs ``/work/notes/s37/nbsp_fr.py`` (or writes the no-break spaces) after
``python -m scorer.i18n update``."""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from scorer.i18n.typography import NBSP, typeset

LOCALE = Path(__file__).resolve().parent.parent / "scorer" / "i18n" / "locale"
CATALOGUES = sorted(LOCALE.glob("[fd][re]/LC_MESSAGES/*.po"))


def test_every_french_and_german_catalogue_is_checked() -> None:
    assert {p.parent.parent.name for p in CATALOGUES} == {"fr", "de"}
    assert len(CATALOGUES) >= 22  # 11 domains a language


@pytest.mark.parametrize("po", CATALOGUES, ids=lambda p: f"{p.parent.parent.name}/{p.name}")
def test_every_translation_is_in_its_languages_typography(po: Path) -> None:
    lang = po.parent.parent.name
    with po.open("rb") as file:
        catalog = read_po(file, locale=lang)
    wrong = []
    for message in catalog:
        if not message.id:
            continue
        for text in message.string if isinstance(message.string, tuple) else (message.string,):
            if text and typeset(text, lang) != text:
                wrong.append(f"{message.context or message.id!r}: {text!r}")
    assert not wrong, (f"{len(wrong)} msgstr(s) of {po.name} ({lang}) want a no-break space (run "
                       f"/work/notes/s37/nbsp_fr.py on the tree): " + "\n".join(wrong[:10]))


def test_a_list_joined_by_semicolons_in_french_ties_each_semicolon() -> None:
    from scorer.engine.said import join

    assert join(["a", "b", "c"], "semicolon", "fr") == f"a{NBSP}; b{NBSP}; c"
    assert join(["a", "b"], "semicolon", "de") == join(["a", "b"], "semicolon") == "a; b"
