"""NIL's entries in the reader's words (issue 25 §3): the keywords, the compass points and the tile kinds a French
or German table types, read and written by :mod:`scorer.games.nil.notation` (``said``, ``read``,
``parse(state, text, lang)``) with one :class:`~scorer.engine.wording.Wording`.

The compass points as each language writes them: French N, NE, E, SE, S, SO, O, NO (``O``: ouest, west); German N,
NO, O, SO, S, SW, W, NW (``O``: Osten, east). ``O``, ``SO`` and ``NO`` so mean one point in a French session and
another in a German one, and none in English: they are read in the session's language only.

>>> wording().said("M11 W", "fr"), wording().said("M11 E", "de"), wording().read("M11 SO", "fr"), wording().read("M11 SO", "de")
('M11 O', 'M11 O', 'M11 SW', 'M11 SE')
>>> wording().said("blocked far-left, bend", "de"), wording().said("Ben holds not bend, straight", "fr", ["Ben"])
('blockiert weit-links, Kurve', 'Ben tient non courbe, droite')
>>> wording().said("far-left (far skew left)", "fr"), wording().read("loin-gauche", "fr")  # a group's label
('loin-gauche', 'far-left')
>>> wording().read("A11 arc", "fr"), wording().said("arc (corner arc)", "de")  # (the kind read first: its id)
('A11 arc', 'Bogen')
"""

from __future__ import annotations

from functools import lru_cache

from scorer.engine.wording import SPOKEN, Wording
from scorer.games.nil.board import nil_board

#: the compass points each language writes differently from English (the others are the same letters)
COMPASS = {"fr": {"W": "O", "SW": "SO", "NW": "NO"}, "de": {"E": "O", "SE": "SO", "NE": "NO"}}
#: the keywords of an entry (``start Ben``, ``stop``, ``blocked ...``, ``cross M11``, ``Ben holds not ...``, a draw
#: of ``none``, a rack left ``minus 20``): [ours] (the French rules' verbs: « arrêter », « croisement du fleuve »)
KEYWORDS = {"fr": {"start": "premier", "stop": "arrêt", "blocked": "bloqué", "cross": "croisement", "holds": "tient",
                   "not": "non", "none": "aucune", "minus": "moins"},
            "de": {"start": "Beginn", "stop": "Schluss", "blocked": "blockiert", "cross": "Kreuzung", "holds": "hält",
                   "not": "nicht", "none": "keine"}}


@lru_cache(maxsize=1)
def wording() -> Wording:
    """NIL's words in French and German: :data:`KEYWORDS`, :data:`COMPASS` and each tile kind's id as the reader's
    language names it (``data/nil.yaml``: ``courbe``, ``Kurve``)."""
    board = nil_board()
    kinds = {lang: {k: board.typed(k).said(lang) for k in board.kinds} for lang in SPOKEN}
    labels = {lang: {f"{k} ({kind.name})": kinds[lang][k] for k, kind in board.kinds.items() if kind.name != k}
              for lang in SPOKEN}  # the groups ``?`` lists the entries under (never typed: read as the kind)
    return Wording({lang: {**kinds[lang], **KEYWORDS[lang], **COMPASS[lang], **labels[lang]} for lang in SPOKEN})
