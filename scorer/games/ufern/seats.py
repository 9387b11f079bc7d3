"""What each seat of An den Ufern des Nils keeps hidden: nothing (:data:`SECRETS`, declared on the game's
:class:`~scorer.engine.GameSpec`).

The rules deal the water cards "wave side up" into each player's stacks, so their fronts are in sight;
their event backs and the desert cards lie face down for everyone, the player too, until turned over
[Préparation; Marée haute, Marée basse]. What lies face down is unseen by every seat alike, so the
referee never asks it and no seat sees more than the table. The market, the boat, the fields, the score
track and the desert jokers (their number) are in sight.

>>> SECRETS.owners(None, None)
frozenset()
"""

from scorer.engine import NO_SECRETS

SECRETS = NO_SECRETS
