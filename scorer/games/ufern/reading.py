"""An item typed at the table (or read from a record) as the move it means where the game stands: a rot choice,
a harvest, and a flood's ``stop`` with the tops of the player's stacks filled in where the tool has seen them or
the rules fix them (:func:`_live_stop`); and the words a table types at each step (a player's name and verb
said first, a bid, a set-up step, an action, a water card) read as the item they mean. Read by
:mod:`scorer.games.ufern.notation`'s ``parse``."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Optional

from gamedata.ufern_catalogue import Front
from gamedata.yamlfile import shown
from scorer.engine import InvalidMove, say
from scorer.games.ufern.board import crop_terms
from scorer.games.ufern.typed_words import wording
from scorer.games.ufern.items import (FIELD, HarvestNotation, RotNotation, StopNotation, WaterItem, field_name,
                                      read_action, read_front, read_plant, read_water)
from scorer.games.ufern.short_forms import flood_by_front, read_short
from scorer.games.ufern.moves import Bid, Done, Ebb, EbbEnd, FloodEnd, Grow, Move, Paid, Rot, SetDesert, ToBoat
from scorer.games.ufern.steps import BOAT, EBB, FLOOD, OPEN_WATER, ROT, SET_DESERT, WATER

if TYPE_CHECKING:
    from scorer.games.ufern.engine import Ufern


def _resolved(state: Ufern, move: WaterItem | Paid | HarvestNotation) -> Move:
    """An item read as the move it means here (a rot choice where none is asked stays a rot choice, for the
    referee to rule on)."""
    if isinstance(move, RotNotation):
        meant = Rot(move.row, move.spaces or ()) if state.step != ROT else move.resolve(state)
        assert isinstance(meant, Rot)  # (a rot choice where one is asked is one)
        return meant
    if isinstance(move, StopNotation) and state.step in (WATER, OPEN_WATER) and state.mode == FLOOD:
        return _live_stop(state, move.tops)
    return move.resolve(state) if isinstance(move, (StopNotation, HarvestNotation)) else move


def _unseen_stacks(state: Ufern) -> list[int]:
    """The player's stacks (0 for A, 1 for B) whose top card the tool has not seen (a face-down deal)."""
    return [i for i, pile in enumerate(state.stacks[state.seat]) if pile and pile[-1].front is None]


def _live_stop(state: Ufern, typed: tuple[Optional[Front], Optional[Front]]) -> FloodEnd:
    """A ``stop`` typed at the table: the tops typed, the tops the tool has seen filled in, and a top the
    rules fix (every stop that could be legal names the same front there: the one front left that fits no
    field) filled in too. A top nobody typed, the tool has not seen and the rules leave open is asked for
    (InvalidMove), so that the referee can rule that no card fits: a bare ``stop`` is read as "not
    checked" in a record only."""
    seen = state.tops(state.seat)
    tops = (typed[0] or seen[0], typed[1] or seen[1])
    missing = [i for i in _unseen_stacks(state) if tops[i] is None]
    if missing:  # a top every legal stop names alike is fixed by the rules (the one front that fits no field)
        tops, missing = _rules_fixed_tops(state, tops, missing)
    if missing:
        raise _ask_for_tops(state, missing)
    return FloodEnd(tops)


def _rules_fixed_tops(state: Ufern, tops: tuple[Optional[Front], Optional[Front]], missing: list[int]
                      ) -> tuple[tuple[Optional[Front], Optional[Front]], list[int]]:
    """``tops`` with each stack of ``missing`` (0 for A, 1 for B) the rules fix filled in: every legal stop
    that agrees with the tops known names the same front there. Returns the tops and the stacks still
    missing."""
    fits = [o.tops for o in _stop_options(state) if all(t is None or t == o.tops[i] for i, t in enumerate(tops))]
    fixed = [i for i in missing if fits and len({f[i] for f in fits}) == 1]
    filled = (fits[0][0] if 0 in fixed else tops[0], fits[0][1] if 1 in fixed else tops[1])
    return filled, [i for i in missing if i not in fixed]


def _ask_for_tops(state: Ufern, missing: list[int]) -> InvalidMove:
    """The question for the tops of the player's stacks ``missing`` (0 for A, 1 for B) nobody typed and the
    tool has not seen, with a legal stop as example (or, when every front left fits a field, that the flood
    goes on while a card fits: phase 1, Flood [1) Flux et reflux, Flux])."""
    name = state.players[state.seat]
    question = say("ufern-des-nils.read.top-one", player=name, stack="AB"[missing[0]]) if len(missing) == 1 \
        else say("ufern-des-nils.read.top-both", player=name)
    options = _stop_options(state)
    ask = say("ufern-des-nils.read.top-example", example=str(options[0])) if options else \
        say("ufern-des-nils.read.top-lay")
    return InvalidMove(say("ufern-des-nils.read.stop-alone", question=question, ask=ask))


def _stop_options(state: Ufern) -> list[FloodEnd]:
    """Every legal stop with its tops named: a top the tool has seen as it is, a top it has not seen as
    each front still in the game that fits no field. Empty when some top (or every possible one) fits."""
    opening = state.step == OPEN_WATER
    left = +(state.board.fronts - state.fronts_seen)
    free = [f for f in sorted(left) if not state.banks.fields_for(f, opening)]
    seen = state.tops(state.seat)
    unseen = _unseen_stacks(state)
    choices = [free if i in unseen else [seen[i]] for i in range(2)]
    out = []
    for a in choices[0]:
        for b in choices[1]:
            if 0 in unseen and 1 in unseen and a == b and a is not None and left[a] < 2:
                continue  # one card of that front is left: it cannot top both stacks
            stop = FloodEnd((a, b))
            if state.check(stop) is None:
                out.append(stop)
    return out



def forced_move(state: Ufern) -> Optional[Move]:
    """The move the rules force here (the only legal one, every fact of it known: a stop, the end of an ebb,
    a turn's end), else None."""
    moves = state.legal_moves()
    if len(moves) != 1:
        return None
    move = moves[0]
    if isinstance(move, FloodEnd) and any(p and p[-1].front is None for p in state.stacks[state.seat]):
        return None  # a top nobody has seen: the table says what it shows
    return move if isinstance(move, (FloodEnd, EbbEnd, Done)) else None

# -- the words a table types at a step (scorer.games.ufern.notation.parse) ----------------------------

_DONE_WORDS = ("done", "pass", "end", "end turn")
#: what a table says for ``stop`` in the water phase: no card fits, or no water is left to remove
_STOP_WORDS = ("pass", "no card fits", "nothing fits", "none fits")


#: the words a list is joined with, as a table says it (``boat onion and wheat``, revboards defect 7)
_AND = ("and", "&", "et", "und")


def _crops(state: Ufern, text: str, examples: list[str]) -> tuple[str, ...]:
    """Crop ids from ``"flax, wheat"``, ``"flax wheat"``, ``"flax and wheat"``, ``"nothing"`` or ``""`` (sorted).
    Raises :class:`InvalidMove` quoting a word that is no crop as typed, with ``examples`` (entries: said in the
    reader's words)."""
    typed = [w for w in re.split(r"[\s,]+", text.strip()) if w and w.lower() not in _AND]
    names = [w.lower() for w in typed]
    if names in ([], ["nothing"], ["none"], ["-"]):
        return ()
    for c, word in zip(names, typed):
        if c not in state.board.crops:
            raise InvalidMove(say("ufern-des-nils.read.not-a-crop-eg", word=wording().echo(word, state.players),
                                  crops=crop_terms(state.board.crops),
                                  examples=[wording().term(e, state.players) for e in examples]))
    return tuple(sorted(names))


def _seat(state: Ufern, name: str) -> int:
    for i, p in enumerate(state.players):
        if p.lower() == name.strip().lower():
            return i
    raise InvalidMove(say("ufern-des-nils.read.not-a-player", name=wording().echo(name.strip(), state.players), players=list(state.players)))


def _set_up(state: Ufern, t: str) -> Move:
    """A step of the set-up and opening typed as ``t`` (the player's name and verb taken off): a desert card
    placed, plants put in the boat, an opening plant."""
    if state.step == SET_DESERT:
        return SetDesert(field_name(re.sub(r"^desert\s+", "", t, flags=re.I)))
    if state.step == BOAT:
        return ToBoat(_crops(state, re.sub(r"^boat\b", "", t, flags=re.I), ["boat flax, wheat"]))
    t = re.sub(r"^(?:plants?|sows?)\s+", "", t, flags=re.I)  # (plant flax on W5.4)
    if not re.match(r"(ripe|seed)\b", t.lower()):
        t = ("ripe " if state.ripe_next else "seed ") + t
    return read_plant(t)


def _action(state: Ufern, t: str) -> Move:
    """An action of a turn typed as ``t``: ``done``, ``grow flax on E4.1`` or an action of the notation."""
    if t.lower() in _DONE_WORDS:
        return Done()
    shorter = read_short(state, t)  # grow flax, sow flax, harvest aubergine
    if shorter is not None:
        return shorter
    grow = re.fullmatch(rf"grows?\s+(\w+)\s+(?:on\s+|at\s+)?({FIELD})", t, re.I)
    if grow:
        return _grown(state, grow.group(1).lower(), field_name(grow.group(2)))
    return _resolved(state, read_action(t, {p: i for i, p in enumerate(state.players)}))


def _water(state: Ufern, t: str, text: str) -> Move:
    """A step of the water phase (or a rot) typed as ``t`` (``text`` as the table typed it): a water card
    laid, a field ebbed, a stop, a rot."""
    step, low = state.step, t.lower()
    if step in (WATER, OPEN_WATER) and low in _STOP_WORDS:  # no card fits (flood), no water left (ebb)
        t = "stop"
    if step == ROT and re.fullmatch(r"M[0-9].*", t, re.I):
        t = "rot " + t
    if step == WATER and state.mode == EBB:
        m = re.fullmatch(rf"(?:ebb\s+)?({FIELD})", t, re.I)
        if m:
            return Ebb(field_name(m.group(1)))
    lay = re.fullmatch(r"(?P<stack>[AaBb])\s+(?P<front>\S+)", t)
    if step in (WATER, OPEN_WATER) and state.mode == FLOOD and lay:  # A sd: the one field its front fits
        return flood_by_front(state, lay["stack"].upper(), read_front(lay["front"]), t)
    moves = read_water(t)
    if len(moves) > 1:  # split() cuts the card and its event apart; here only when one is asked alone
        raise InvalidMove(say("ufern-des-nils.read.two-steps", text=wording().echo(text)))
    return _resolved(state, moves[0])


#: verbs a table says after the player's name ("Anna sows flax W4.3"), as the notation's words
_VERBS = {"plant": "sow", "plants": "sow", "sows": "sow", "grows": "grow", "harvests": "harvest", "buys": "buy", "plays": "", "lays": "",
          "removes": "", "bids": "bid", "places": ""}


def _spoken(state: Ufern, text: str) -> str:
    """``text`` without the acting player's name and verb said before it (``Anna sows flax W4.3``).
    Raises :class:`InvalidMove` naming whose turn it is when the name is another player's."""
    for seat, name in sorted(enumerate(state.players), key=lambda x: -len(x[1])):
        if text.lower().startswith(name.lower() + " ") and not re.match(rf"{re.escape(name)}'s?\b", text, re.I):
            if seat != state.seat:
                raise InvalidMove(say("ufern-des-nils.read.not-yours", player=state.players[state.seat], other=name))
            text = text[len(name):].strip()
            break
    word, _, rest = text.partition(" ")
    if word.lower() in _VERBS and rest:
        text = " ".join(w for w in (_VERBS[word.lower()], rest) if w)
    return text


def _bid(state: Ufern, typed: str) -> Bid:
    """A bid as typed: ``bid flax, wheat``, ``bid nothing``, ``flax wheat``, each of the seat asked; with a
    bidder's name first (``Cleo bid onion``, ``Cleo bids nothing``) that bidder's: the hands are opened
    together, so every seat still to bid may bid now [Variantes]."""
    seat, low = state.seat, typed.lower()
    for i, name in sorted(enumerate(state.players), key=lambda x: -len(x[1])):
        if low.startswith(name.lower() + " ") or low == name.lower():
            seat, typed = i, typed[len(name):].strip()
            break
    return Bid(_crops(state, re.sub(r"^bids?\b", "", typed, flags=re.I), ["bid flax, wheat", "bid nothing"]), seat)


def _grown(state: Ufern, crop: str, field: str) -> Grow:
    """``grow flax on E4.1``: the growing of the player's plant on ``field``, which must be ``crop``."""
    if crop not in state.board.crops:
        raise InvalidMove(say("ufern-des-nils.read.not-a-crop", word=shown(crop), crops=crop_terms(state.board.crops)))
    own = [g.crop for g in state.banks.plants.get(field, []) if g.owner == state.seat]
    if own and crop not in own:
        raise InvalidMove(say("ufern-des-nils.read.own-plant", player=state.players[state.seat], field=field,
                              own=crop_terms([own[0]])[0], crop=crop_terms([crop])[0]))
    return Grow(field)
