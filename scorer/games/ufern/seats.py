"""What each seat of An den Ufern des Nils keeps hidden: only its bid at an auction of the variants, until
every bid is in (:data:`SECRETS`, declared on the game's :class:`~scorer.engine.GameSpec`; the hooks are in
:mod:`scorer.games.ufern.sealed_bids`).

The rules deal the water cards "wave side up" into each player's stacks, so their fronts are in sight;
their event backs and the desert cards lie face down for everyone, the player too, until turned over
[Préparation; Marée haute, Marée basse]. What lies face down is unseen by every seat alike, so the
referee never asks it and no seat sees more than the table. The market, the boat, the fields, the score
track and the desert jokers (their number) are in sight. The bids of an auction are opened together
[Variantes]: each seat bids on its own page, and another seat's bid reads ``Ben bid ?`` until the last is in.

>>> SECRETS.owners(None, None)
frozenset()
"""

from dataclasses import replace

from scorer.engine import NO_SECRETS
from scorer.games.ufern import sealed_bids

#: nothing a seat holds is hidden (no hand, no rack: :data:`~scorer.engine.NO_SECRETS`' owners, hand and
#: ranking), but a bid until its auction's last bid is in
SECRETS = replace(NO_SECRETS, seen_by=sealed_bids.seen_by, own_step=sealed_bids.own_step, actor=sealed_bids.actor,
                  own_text=sealed_bids.own_text, sealed=sealed_bids.sealed, asked=sealed_bids.asked,
                  sealing=sealed_bids.sealing)
