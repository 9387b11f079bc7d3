"""The shorter forms a table says for an *An den Ufern des Nils* action (issue 22, `nile play`), read and written
on the position: a plant named by its crop where one of the player's plants of that crop can act (``grow flax``,
``harvest aubergine``), a sowing named by its crop where one field takes it (``sow flax``), a harvest's market
row left out where one row takes the plant (``harvest W3.3``, ``harvest flax``), and a bare ``grow`` or
``harvest`` where the player has one such action. Each is read as the full move (:func:`read_short`) and the
record writes that move in full (``grow W4.2``, ``harvest E5.2 M2``); a short form that could mean several is
refused with every entry it could mean (:class:`~scorer.engine.AmbiguousMove`). :func:`short` writes the
shortest form that reads back to a move, for the prompt's hints and the benchmark of characters typed. In a
flood, a water card's field may be left out where one field takes its front (``A sd``: :func:`flood_by_front`).

>>> from scorer.games.ufern.engine import Ufern
>>> read_short(Ufern(["Anna", "Ben"]), "buy flax") is None  # not a short form: the notation reads it
True
"""

from __future__ import annotations

import re

from typing import TYPE_CHECKING, Optional, Sequence

from gamedata.yamlfile import shown
from scorer.engine import AmbiguousMove, InvalidMove, say
from scorer.games.ufern.board import crop_term, crop_terms
from gamedata.ufern_catalogue import Front, front_name
from scorer.games.ufern.moves import Flood, FloodEnd, Grow, Harvest, Move, Sow
from scorer.games.ufern.steps import OPEN_WATER
from scorer.games.ufern.typed_words import worded, wording

if TYPE_CHECKING:
    from scorer.games.ufern.engine import Ufern

#: the verbs whose object may be a crop instead of a field
VERBS = ("sow", "grow", "harvest")
#: at most this many entries are named when a short form could mean more (the rest are counted)
NAMED = 6


def _own_crop(state: Ufern, field: str) -> Optional[str]:
    """The crop of the player to act's plant on ``field``, or None."""
    own = [g.crop for g in state.banks.plants.get(field, []) if g.owner == state.seat]
    return own[0] if own else None


def _is_row(word: str) -> bool:
    """Whether ``word`` names a market row (``M2``)."""
    return re.fullmatch(r"[Mm][0-9]", word) is not None


def read_short(state: Ufern, text: str) -> Optional[Move]:
    """The action ``text`` means where it is one of the short forms (see the module docstring), at ``state``'s
    action step; None where ``text`` is no short form (a field named, or another verb: the notation reads it).
    Raises :class:`~scorer.engine.AmbiguousMove` naming every entry it could mean, and
    :class:`~scorer.engine.InvalidMove` for a word that is no crop or a crop the player cannot act with
    [Actions: Semer, Faire pousser, Récolter]."""
    words = text.split()
    if not words or words[0].lower() not in VERBS:
        return None
    verb, rest = words[0].lower(), words[1:]
    row = rest.pop().upper() if rest and _is_row(rest[-1]) and verb == "harvest" else None
    if rest and rest[-1].lower() == "to" and row is not None:
        rest = rest[:-1]
    if len(rest) > 1 or (verb == "sow" and len(rest) != 1):
        return None
    crop = rest[0].lower() if rest else None
    if crop is not None and ("." in crop or _is_row(crop)) and crop not in state.board.crops:
        return None  # a field (or a row) named: the notation's own forms
    if crop is not None and crop not in state.board.crops:
        raise InvalidMove(say("ufern-des-nils.read.not-a-crop", word=shown(crop), crops=crop_terms(state.board.crops)))
    return _resolve(state, text, verb, crop, row)


def _fitting(state: Ufern, verb: str, crop: Optional[str], row: Optional[str]) -> list[Sow | Grow | Harvest]:
    """The legal moves the short form ``verb crop row`` may mean."""
    kind = {"sow": Sow, "grow": Grow, "harvest": Harvest}[verb]
    out: list[Sow | Grow | Harvest] = []
    for move in state.legal_moves():
        if not isinstance(move, (Sow, Grow, Harvest)) or not isinstance(move, kind):
            continue
        if isinstance(move, Harvest) and row is not None and move.row != row:
            continue
        if crop is None or crop == (move.crop if isinstance(move, Sow) else _own_crop(state, move.field)):
            out.append(move)
    return out


def _resolve(state: Ufern, text: str, verb: str, crop: Optional[str], row: Optional[str]) -> Move:
    """The one move of ``state.legal_moves()`` the short form means, else the one the referee is to rule on
    (the player's only plant of that crop, to be refused with its rule; a harvest to the last market row, the
    one every field's palms reach, as ``harvest W4.1`` is), else an error naming the choices."""
    legal = _fitting(state, verb, crop, row)
    if len(legal) == 1:
        return legal[0]
    if legal:
        raise ambiguous(state, text, legal)
    if verb != "sow":  # no legal one: the player's own plant of that crop, for the referee to say why not
        fields = [f for f in state.board.fields if _own_crop(state, f) is not None
                  and (crop is None or _own_crop(state, f) == crop)]
        if len(fields) == 1:
            return Grow(fields[0]) if verb == "grow" else Harvest(fields[0], row or list(state.market)[-1])
        if fields:
            raise ambiguous(state, text, [Grow(f) if verb == "grow" else Harvest(f, row or "") for f in fields])
    raise _none(state, verb, crop)


def _none(state: Ufern, verb: str, crop: Optional[str]) -> InvalidMove:
    """The player has no such action now."""
    player = state.players[state.seat]
    if verb == "sow":
        assert crop is not None
        return InvalidMove(say("ufern-des-nils.read.sow-nowhere", player=player, crop=crop_term(crop)))
    if crop is None:
        return InvalidMove(say("ufern-des-nils.read.grow-none" if verb == "grow" else "ufern-des-nils.read.harvest-none",
                               player=player))
    return InvalidMove(say("ufern-des-nils.read.grow-no-crop" if verb == "grow" else "ufern-des-nils.read.harvest-no-crop",
                           player=player, crop=crop_term(crop)))


def ambiguous(state: Ufern, text: str, moves: Sequence[Move]) -> AmbiguousMove:
    """``text`` could mean each of ``moves``: refused naming them (the first :data:`NAMED`, each in the first of
    its :func:`forms`: ``harvest aubergine M1``, ``grow W4.2``, ``sow flax W4.3``; and how many more), in the
    reader's words."""
    candidates = [forms(state, m)[0] for m in moves]
    echo, shown_ = wording().term(text, state.players), [wording().term(c, state.players) for c in candidates[:NAMED]]
    if len(candidates) <= NAMED:
        return AmbiguousMove(text, candidates, say("ufern-des-nils.read.ambiguous", text=echo, candidates=shown_))
    return AmbiguousMove(text, candidates, say("ufern-des-nils.read.ambiguous-many", text=echo, candidates=shown_,
                                               more=len(candidates) - NAMED))


def forms(state: Ufern, move: Move) -> list[str]:
    """The entries that read back to the legal action ``move`` at ``state`` (see the module docstring), the one
    that names the plant by its crop first where there is one: ``["grow flax", "grow W4.2"]``,
    ``["harvest W3.3", "harvest W3.3 M2"]``, ``["sow flax", "sow flax W4.1"]``; the notation's own words for any
    other move (a water card's front by its letters: ``A sd W5.1``).

    >>> from scorer.games.ufern.engine import Ufern
    >>> from scorer.games.ufern.moves import Done
    >>> forms(Ufern(["Anna", "Ben"]), Done())
    ['done']
    """
    if isinstance(move, Flood) and state.banks.fields_for(move.front, state.step == OPEN_WATER) == [move.field]:
        return [f"{move.stack} {_letters(move.front)}", water_form(move)]
    if isinstance(move, (Flood, FloodEnd)):
        return [water_form(move)]
    if isinstance(move, Sow):
        sows = [m for m in state.legal_moves() if isinstance(m, Sow) and m.crop == move.crop]
        return [f"sow {move.crop}", str(move)] if sows == [move] else [str(move)]
    if isinstance(move, (Grow, Harvest)):
        return _tend_forms(state, move)
    return [str(move)]


def water_form(move: Flood | FloodEnd) -> str:
    """A water card laid, or a stop's tops, with each front by its letters (``A sd W5.1``, ``stop A dd, B sb``):
    the hint's examples and :func:`forms`."""
    if isinstance(move, Flood):
        return f"{move.stack} {_letters(move.front)} {move.field}"
    tops = [f"{s} {_letters(t)}" for s, t in zip("AB", move.tops) if t is not None]
    return "stop" + (" " + ", ".join(tops) if tops else "")


def _tend_forms(state: Ufern, move: Grow | Harvest) -> list[str]:
    """A seed grown or a plant harvested: by its crop where one of the player's plants of that crop can, else by
    its field; a harvest's row where its field has several."""
    verb, crop = "grow" if isinstance(move, Grow) else "harvest", _own_crop(state, move.field)
    same = _fitting(state, verb, crop, None)
    bases = ([f"{verb} {crop}"] if {m.field for m in same} == {move.field} else []) + [f"{verb} {move.field}"]
    if isinstance(move, Harvest) and len([m for m in same if m.field == move.field]) > 1:
        return [f"{base} {move.row}" for base in bases]
    return bases + ([str(move)] if isinstance(move, Harvest) else [])


def flood_by_front(state: Ufern, stack: str, front: Front, text: str) -> Flood:
    """``A sd`` typed (``text``) in a flood: the top of ``stack`` showing ``front`` laid on the one field that takes
    it [Flux; decision U5]. Raises :class:`~scorer.engine.AmbiguousMove` naming each field where several do, and
    :class:`~scorer.engine.InvalidMove` where none does (then no top of that front fits: a stop)."""
    fields = state.banks.fields_for(front, state.step == OPEN_WATER)
    if len(fields) == 1:
        return Flood(stack, fields[0], front)
    if fields:
        raise ambiguous(state, text, [Flood(stack, f, front) for f in fields])
    raise InvalidMove(say("ufern-des-nils.read.lay-nowhere", front=worded(front_name(front)),
                          stop=wording().term("stop", state.players)))


def _letters(front: Front) -> str:
    """A water card's front by its ends' letters, the wave nearer the river first (``sd``, ``sb``)."""
    return "".join(end[0] for end in front_name(front).split("-"))


def short(state: Ufern, move: Move) -> str:
    """The shortest of :func:`forms` (the crop's where as short): the entry a table that knows the short forms
    types for ``move``."""
    return min(forms(state, move), key=len)
