"""An den Ufern des Nils' entries in the reader's words (issue 25 §3): the keywords (``sow``, ``grow``, ``done``...),
the water cards' wave ends (``single``, ``double``, ``blank``), the events (``rot 2 + arrow``, ``hippo``,
``desert``) and the crops, read and written by :mod:`scorer.games.ufern.notation` (``said``, ``read``,
``parse(state, text, lang)``). French from the French rules (« semer », « faire pousser », « récolter »,
« acheter », « pourriture », « flèche », « hippopotame », « bateau », « plante mûre », « semences »; a blank end is
« sans vague », typed ``vide``), German from ``docs/terms-ufern-des-nils.md`` (säen, wachsen, ernten, kaufen, Boot,
reif, Saat, Fäulnis, Pfeil, Nilpferd, Wüste, Startspieler, Joker: a noun's capital is said too; the waves Einzelwelle, Doppelwelle, leer: [ours]).

>>> wording().said("grow flax W4.2", "fr"), wording().said("A single-blank W5.3 reveals rot 2 + arrow", "de")
('pousser lin W4.2', 'A Einzelwelle-leer W5.3 zeigt Fäulnis 2 + Pfeil')
>>> wording().read("semer blé E3.1", "fr"), wording().read("A Doppelwelle-leer W5.1", "de")
('sow wheat E3.1', 'A double-blank W5.1')
>>> wording().said("A sb W3.1", "fr"), wording().said("stop A db, B sd", "de"), wording().read("A el W3.1", "de")
('A sv W3.1', 'Stopp A dl, B ed', 'A sb W3.1')
"""

from __future__ import annotations

from functools import lru_cache

from scorer.engine.said import Term
from scorer.engine.wording import SPOKEN, Wording
from scorer.games.ufern.board import _crop_terms

#: the wave ends of a water card's front, as each language types them
ENDS = {"fr": {"single": "simple", "blank": "vide"}, "de": {"single": "Einzelwelle", "double": "Doppelwelle", "blank": "leer"}}
#: a water card's wave ends as letters, by language: the initial of the reader's word (English single, double,
#: blank; French « simple, double, vide »; German „Einzelwelle, Doppelwelle, leer“), as the text board's legend
#: says them and as a front is typed by its two letters (``A sb W5.1``, French ``A sv W5.1``, German ``A el W5.1``)
WAVE_LETTERS = {"en": {"single": "s", "double": "d", "blank": "b"},
                "fr": {"single": "s", "double": "d", "blank": "v"},
                "de": {"single": "e", "double": "d", "blank": "l"}}
#: the events on a card's back (``rot 2 + arrow``, ``hippo``, ``desert``)
EVENTS = {"fr": {"rot": "pourriture", "arrow": "flèche", "hippo": "hippopotame", "desert": "désert"},
          "de": {"rot": "Fäulnis", "arrow": "Pfeil", "hippo": "Nilpferd", "desert": "Wüste"}}
#: the other keywords of an entry, and the words of the groups entries are listed under (``row W4``, ``stack A``)
KEYWORDS = {"fr": {"first": "premier", "boat": "bateau", "ripe": "mûre", "seed": "semence", "sow": "semer",
                   "grow": "pousser", "harvest": "récolter", "buy": "acheter", "restore": "restaurer", "done": "fini",
                   "reveals": "révèle", "bid": "mise", "nothing": "rien", "row": "rangée", "stack": "pile",
                   "no top fits": "aucune carte du dessus ne se pose"},
            "de": {"first": "Startspieler", "boat": "Boot", "joker": "Joker", "jokers": "Joker", "ripe": "reif", "seed": "Saat", "sow": "säen", "grow": "wachsen",
                   "harvest": "ernten", "buy": "kaufen", "restore": "erneuern", "done": "fertig", "reveals": "zeigt",
                   "bid": "Gebot", "nothing": "nichts", "stop": "Stopp", "row": "Reihe", "stack": "Stapel",
                   "no top fits": "kein oberstes Kärtchen passt"}}


@lru_cache(maxsize=1)
def wording() -> Wording:
    """The game's words in French and German: :data:`KEYWORDS`, :data:`ENDS`, :data:`EVENTS` and the crops
    (``data/ufern-des-nils.yaml``: ``lin``, ``Hirse``)."""
    return Wording({lang: {k: v for k, v in {**{str(c): c.said(lang) for c in _crop_terms().values()}, **KEYWORDS[lang],
                                             **ENDS[lang], **EVENTS[lang], **front_letters(lang)}.items() if k != v}
                    for lang in SPOKEN})


def front_letters(lang: str) -> dict[str, str]:
    """A water card's front by its two letters (either order), English to ``lang`` (:data:`WAVE_LETTERS`): the
    letters the notation reads, as a reader of ``lang`` types them; English still reads (no letter of one is
    another's: ``s``/``e``, ``b``/``v``/``l``).

    >>> front_letters("fr")["sb"], front_letters("de")["sb"], front_letters("de")["bd"]
    ('sv', 'el', 'ld')
    """
    english, own = WAVE_LETTERS["en"], WAVE_LETTERS[lang]
    return {english[a] + english[b]: own[a] + own[b] for a in english for b in english}


@lru_cache(maxsize=None)  # (the fronts and events: a few dozen)
def worded(text: str) -> Term:
    """``text`` (a card's front ``single-double``, an event ``rot 2 + arrow``: the record's words) as a message's
    value, said in the reader's words.

    >>> worded("single-double").said("fr"), worded("hippo + arrow").said("de")
    ('simple-double', 'Nilpferd + Pfeil')
    """
    return wording().term(text)
