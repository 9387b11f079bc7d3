"""The hint of an *An den Ufern des Nils* player's actions at `nile play` (issue 22): the few likeliest entries
of the turn, each in its short form (:func:`~scorer.games.ufern.short_forms.forms`, the crop's where it reads)
and with what it does (``harvest aubergine M1 (E5.2 to the market)``, ``grow wheat (W4.3 ripens)``,
``buy grape (back from the boat)``), then ``done``. Likeliest: one of each kind the turn allows, in the order a
player's points buy most [Actions]: a harvest (the field with the most palms), a plant bought back, a seed
grown, a seed sown (the free field with the most palms, the crop the supply holds most of), a joker.

>>> from scorer.games.ufern.engine import Ufern
>>> likeliest(Ufern(["Anna", "Ben"]))  # (the set-up: no action asked)
[]
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional, Sequence

from scorer.engine.said import Said, say
from scorer.games.ufern.board import crop_term
from scorer.games.ufern.moves import BuyJoker, BuySeed, Done, Grow, Harvest, Joker, Move, Sow
from scorer.games.ufern.short_forms import forms
from scorer.games.ufern.steps import ACTION_STEPS
from scorer.games.ufern.typed_words import wording

if TYPE_CHECKING:
    from scorer.games.ufern.engine import Ufern

#: the kinds of action a hint shows, likeliest first, and at most how many
ORDER = (Harvest, BuySeed, Grow, Sow, Joker, BuyJoker)
SHOWN = 4


def _pick(state: Ufern, kind: type, moves: Sequence[Move]) -> Optional[Move]:
    """The likeliest move of ``kind`` among ``moves``: the most palms (a harvest, a sowing), then the crop the
    supply holds most of (a sowing); else the first."""
    mine = [m for m in moves if isinstance(m, kind)]
    if not mine:
        return None
    palms, supply = state.board.palms, state.supply[state.seat]
    return max(mine, key=lambda m: (palms.get(getattr(m, "field", ""), 0),
                                    supply[m.crop] if isinstance(m, Sow) else 0), default=None)


def likeliest(state: Ufern) -> list[Move]:
    """The moves the hint shows at ``state`` (see the module docstring), Done left out; [] outside the actions."""
    if state.step not in ACTION_STEPS:
        return []
    moves = [m for m in state.legal_moves() if not isinstance(m, Done)]
    picked = [_pick(state, kind, moves) for kind in ORDER]
    return [m for m in picked if m is not None][:SHOWN]


def _own_crop(state: Ufern, field: str) -> str:
    return next((g.crop for g in state.banks.plants[field] if g.owner == state.seat), "")


def does(state: Ufern, move: Move) -> Said | str:
    """``move`` in its short form with what it does, in the reader's words; ``2 points`` added where another
    player's plant makes it cost more (decision U15)."""
    entry = forms(state, move)[0]
    shown = wording().term(entry, state.players)
    field = getattr(move, "field", "")
    named = "." in entry  # the field named in the entry: the gloss names the crop, else the field
    match move:
        case Harvest() if named:
            said = say("ufern-des-nils.hint.does-harvest-crop", entry=shown, crop=crop_term(_own_crop(state, field)))
        case Harvest():
            said = say("ufern-des-nils.hint.does-harvest", entry=shown, field=field)
        case Grow() if named:
            said = say("ufern-des-nils.hint.does-grow-crop", entry=shown, crop=crop_term(_own_crop(state, field)))
        case Grow():
            said = say("ufern-des-nils.hint.does-grow", entry=shown, field=field)
        case Sow():
            said = say("ufern-des-nils.hint.does-sow", entry=shown)
        case BuySeed():
            said = say("ufern-des-nils.hint.does-buy", entry=shown)
        case Joker():
            said = say("ufern-des-nils.hint.does-joker", entry=shown)
        case BuyJoker():
            said = say("ufern-des-nils.hint.does-buy-joker", entry=shown)
        case _:
            return shown  # (the entry alone)
    cost = state._cost(field, state.seat) if field else 0
    return say("ufern-des-nils.hint.costs", what=said, points=cost) if cost > state.rules.plain_cost else said


def action_hint(state: Ufern) -> Said:
    """The hint of a player's actions: the likeliest entries with what each does, then ``done``."""
    shown = [does(state, m) for m in likeliest(state)]
    return say("ufern-des-nils.hint.likely", examples=shown) if shown else say("ufern-des-nils.hint.done")
