"""Land Unter's entries in the reader's words (issue 25 §3): the few words an entry has (``pass``, ``tally``,
``out``, ``hand``, and the fillers ``plays``, ``water``, ``and``), read and written by
:mod:`scorer.games.land_unter.notation` (``said``, ``read``, ``parse(state, text, lang)``). The words are the
French rules' where they say them (« les passe au joueur à sa gauche », « éliminé de la manche ») and ours else.

>>> WORDING.said("tally 3/4 out 0/7", "fr"), WORDING.said("Ben hand [1 4 9]", "de", ["Ben"])
('décompte 3/4 éliminé 0/7', 'Ben Hand [1 4 9]')
>>> WORDING.read("Anna joue 41", "fr"), WORDING.read("weitergeben", "de")
('Anna plays 41', 'pass')
"""

from __future__ import annotations

from scorer.engine.wording import Wording

WORDING = Wording({
    "fr": {"pass": "passer", "tally": "décompte", "out": "éliminé", "hand": "main", "plays": "joue", "water": "eau",
           "and": "et", "then": "puis"},
    "de": {"pass": "weitergeben", "tally": "Abrechnung", "out": "raus", "hand": "Hand", "plays": "spielt",
           "water": "Wasser", "and": "und", "then": "dann"},
})
