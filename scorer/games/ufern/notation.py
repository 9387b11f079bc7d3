"""*An den Ufern des Nils* moves as the table types them and a record writes them, on the board's names:
the game's :class:`~scorer.engine.GameNotation` (``parse``, ``format``, ``entries``, ``prompt``; ``news``
and ``board_text`` come from :mod:`scorer.games.ufern.view`), and the readers of a record's items.

One entry a step, as the table types it at ``nile play``:

* the set-up: ``first Anna`` (the oldest player), the deal ``?`` (face down; a simulation's full deal
  is ``deal | A ss:hippo, sd:rot 2 | B ... | ... | out ...``, a card ``front:back``, ``?`` unseen),
  ``bid flax, wheat`` or ``bid nothing``, ``desert W5.5``; the opening ``boat flax, wheat``;
* phase 1 one card at a time: ``A single-double W5.3`` (flood), ``W5.3`` (ebb), the event turned up
  (``rot 2 + arrow``, ``desert``, ``hippo``), the rot choice ``rot M4 1 3``, ``stop`` (naming each top
  the tool has not seen, ``stop A double-double, B single-blank``: a bare ``stop`` is then asked to say
  them, so that the referee rules that no card fits; the tops it has seen are filled in);
* actions one at a time, as below, and ``done`` to end them.

Several steps of one player are one entry where the table does them at once (:func:`split` reads them,
:func:`join` writes them), separated by ``;`` (actions also by commas): a player's actions and ``done``
(``sow flax W4.3, grow W4.2, done``), a player's water cards with the events they reveal
(``A sd W5.1 reveals rot 2; B ss E3.1``, ``W4.2 hippo; W5.3``). Read as the table says them too:
``grow flax on E4.1`` (the plant is checked), ``plant flax on W5.4`` (a sowing, or an opening plant),
``pass`` or ``no card fits`` for ``stop``, ``reveals rot 2``, the player's name before an entry
(``Anna sow flax W4.3``; another player's name is refused with whose turn it is). What the rules fix is
not asked (:func:`automatic`): the face-down deal, a step with one legal entry (a forced ``stop`` or
``done``), the back of a card already seen.

A record writes a flood or ebb item with its event (the record's form, read by :func:`read_water`):

* ``A single-double W5.3``: the top card of stack A, showing a single and a double wave, laid on W5.3
  (ends in any order; ``sd`` for short); ``... reveals rot 2 + arrow`` when it covers a desert card;
* ``W5.3 rot 2 + arrow`` (or ``ebb W5.3 reveals rot 2 + arrow``): the water card on W5.3 removed and
  the event on its back;
* ``rot M4 2 5``: the first player's choice for a rot event: the market row and the spaces (from the
  top) of the plants that rot; the spaces may be left out when the row has two or fewer that can rot;
* ``stop`` or ``stop A double-double, B double-blank``: no card fits (with the tops seen), or no
  water is left to remove. A record typed by hand may leave the tops out even where nobody had seen
  them: it is read, and whether they fitted is noted as not checked.

Actions: ``sow flax W4.3``, ``grow W4.2``, ``harvest W4.1 M2`` (the row may be left out when only
one is possible), ``buy flax``, ``buy Ben's flax`` (variant), ``buy joker``, ``joker``,
``restore M3 2`` (variant). Opening: ``ripe flax W4.2``, ``seed wheat E3.1``.

>>> read_water("A sd W5.1 reveals hippo + arrow")
[Flood(stack='A', field='W5.1', front=('double', 'single')), Reveal(event=Event(kind='hippo', palms=0, arrow=True))]
>>> read_water("W5.3 rot 2"), read_water("stop A dd")
([Ebb(field='W5.3'), Reveal(event=Event(kind='rot', palms=2, arrow=False))], [StopNotation(tops=(('double', 'double'), None))])
>>> read_action("harvest W4.1 M2", {}), read_action("buy Ben's flax", {"Ben": 1})
(Harvest(field='W4.1', row='M2'), BuySeed(crop='flax', owner=1))
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Callable, Optional, Sequence, assert_never

from gamedata.ufern_catalogue import Event
from scorer.engine import Automatic, Entry, InvalidMove, Prompt
from scorer.engine.said import Said, Term, Value, say
from scorer.games.ufern.board import crop_of_word
from scorer.games.ufern.items import (FIELD, EndOfList, HarvestNotation, NothingAsked, RotNotation, StopNotation,
                                      field_name, read_action, read_event, read_front, read_plant, read_water)
from scorer.games.ufern.moves import (Bid, BuyJoker, BuySeed, Deal, Done, Ebb, EbbEnd, FirstPlayer, Flood, FloodEnd,
                                      Grow, Harvest, Joker, Move, Plant, Restore, Reveal, Rot, SetDesert, Sow, Tally, ToBoat)
from scorer.games.ufern.auction import bid_text, bids_in
from scorer.games.ufern.reading import (_action, _bid, _seat, _set_up, _spoken, _stop_options, _unseen_stacks,
                                        _water, forced_move)
from scorer.games.ufern.view import board_text, news  # (the GameNotation's last two)
from scorer.games.ufern.hints import action_hint, likeliest
from scorer.games.ufern.short_forms import forms, short, water_form
from scorer.games.ufern.skipped import skipped
from scorer.games.ufern.turn_lines import settled
from scorer.games.ufern.typed_words import worded, wording
from scorer.games.ufern.deal_text import _format_deal, _parse_deal, unseen_deal
from scorer.games.ufern.steps import (ACTION_STEPS, ACTIONS, BOAT, DEAL, FIRST_BID, FLOOD, HIPPO_ACT, HIPPO_BID, MARKER,
                                      OPEN_PLANT, OPEN_WATER, OVER, REVEAL, ROT, SET_DESERT, START, WATER)

if TYPE_CHECKING:
    from scorer.games.ufern.engine import Ufern

__all__ = ["parse", "said", "read", "format", "entries", "prompt", "news", "automatic", "split", "join", "board_text",  # GameNotation
           "examples", "revealed_with", "tapped_with", "with_event", "tap", "join_short",  # the hints' examples and the phone's board
           # the record's item readers, read through this module too
           "FIELD", "EndOfList", "HarvestNotation", "NothingAsked", "RotNotation", "StopNotation", "field_name",
           "read_action", "read_event", "read_front", "read_plant", "read_water", "unseen_deal"]

# -- the game's notation, one entry at a time (scorer.engine.GameNotation) ----------------------------

def _words(text: str) -> str:
    """``text`` with spaces squeezed and commas as separators."""
    return " ".join(text.replace(",", " , ").split()).replace(" ,", ",")


def _crop_ids(state: Ufern, text: str) -> str:
    """``text`` with each crop said in French or German (``blé``, ``Gerste``) written as its id (``wheat``), as the
    record writes it, whatever the session's language; a player's name stays as it is."""
    names = {p.lower() for p in state.players}

    def crop(word: str) -> str:
        core = word.rstrip(",")
        said = None if core.lower() in names else crop_of_word(core)
        return word if said is None else said + word[len(core):]

    return " ".join(crop(w) for w in text.split(" "))


def said(state: Ufern, text: str, lang: str) -> str:
    """The entry ``text`` (the record's words) as a reader of ``lang`` types it (``pousser lin W4.2``; the words:
    :mod:`scorer.games.ufern.typed_words`); :func:`parse` reads it back in ``lang``."""
    return wording().said(text, lang, state.players)


def read(state: Ufern, text: str, lang: str) -> str:
    """``text`` typed by a reader of ``lang`` in the record's words (the inverse of :func:`said`)."""
    return wording().read(text, lang, state.players)


def parse(state: Ufern, text: str, lang: str = "en") -> Move:
    """The move ``text`` means at ``state``'s step (see the module docstring), chance steps included, typed by a
    reader of ``lang`` (its words too: :func:`read`); a crop in English, French or German (``flax``, ``lin``,
    ``Hirse``). Raises :class:`InvalidMove` (what was expected, with an example) or :class:`AmbiguousMove`."""
    text = read(state, text, lang)
    t = _crop_ids(state, _words(text))
    step = state.step
    if step == OVER:
        raise InvalidMove(say("ufern-des-nils.read.over", why=state.end_reason))
    if step == START:
        m = re.fullmatch(r"(?:first(?: player)?:?\s+)?(.+)", t, re.I)
        return FirstPlayer(_seat(state, m.group(1) if m else t))
    if step == DEAL:
        return _parse_deal(state, t)
    if step == REVEAL:
        return Reveal(read_event(re.sub(r"^(reveals|event|shows)\s+", "", t, flags=re.I)))
    if step in (FIRST_BID, HIPPO_BID):
        return _bid(state, t)
    t = _spoken(state, t)
    if step in (SET_DESERT, BOAT, OPEN_PLANT):
        return _set_up(state, t)
    if step in ACTION_STEPS:
        return _action(state, t)
    return _water(state, t, text)


def format(state: Ufern, move: Move) -> str:  # noqa: A001 (the GameNotation name)
    """``move`` as the table types it at ``state``: ``parse(state, format(state, move)) == move``."""
    match move:
        case FirstPlayer():
            return f"first {state.players[move.seat]}"
        case Deal():
            return _format_deal(state, move)
        case Reveal():
            return str(move.event)
        case Ebb():
            return move.field
        case BuySeed(owner=int() as owner):
            return f"buy {state.players[owner]}'s {move.crop}"
        case Bid():
            return bid_text(state, move)
        case (BuySeed() | SetDesert() | ToBoat() | Plant() | Flood() | FloodEnd() | EbbEnd() | Rot() | Sow()
              | Grow() | Harvest() | BuyJoker() | Joker() | Restore() | Done() | Tally()):
            return str(move)  # the record's own words
        case _:
            assert_never(move)


def _plant_group(state: Ufern, move: Move) -> str:
    """The plant an action concerns (Ufern's entries are grouped by plant), or ``"jokers"``."""
    if isinstance(move, (Sow, BuySeed)):
        return move.crop
    if isinstance(move, (Grow, Harvest)):
        own = [g for g in state.banks.plants[move.field] if g.owner == state.seat]
        return own[0].crop if own else ""
    if isinstance(move, Restore):
        return state.market[move.row][move.space - 1].crop
    if isinstance(move, (Joker, BuyJoker)):
        return "jokers"
    return ""


def _unseen_floods(state: Ufern) -> list[Flood]:
    """The cards a stack whose top nobody has seen may show, on every field each would fit."""
    left = +(state.board.fronts - state.fronts_seen)
    opening = state.step == OPEN_WATER
    return [Flood(letter, f, front) for letter, pile in zip("AB", state.stacks[state.seat])
            if pile and pile[-1].front is None for front in sorted(left) for f in state.banks.fields_for(front, opening)]


def _reveal_pool(state: Ufern) -> list[Event]:
    """The events the card turned up may show: the back already seen, else every event still unseen."""
    assert state.revealing is not None
    kind, _, card = state.revealing
    if kind == "water" and card.back is not None:
        return [card.back]
    pool = state.board.desert_events - state.desert_known() if kind == "desert" else \
        state.board.water_events - state.backs_seen
    return sorted(+pool, key=str)


def entries(state: Ufern) -> list[Entry]:
    """The legal entries at ``state`` as text, grouped by plant for actions and by stack for a flood; at
    a chance step the short list of what may be turned up (the events left, the players for first
    player, ``?`` for the face-down deal). A stack top nobody has seen lists every front still in the
    game; a face-down card is never listed as if known."""
    step = state.step
    if step == START:
        return [Entry(f"first {p}") for p in state.players]
    if step == DEAL:
        return [Entry("?")]
    if step == REVEAL:
        return [Entry(str(e), "event") for e in _reveal_pool(state)]
    if step in ACTION_STEPS:
        return [Entry(format(state, m), _plant_group(state, m)) for m in state.legal_moves()]
    moves = list(state.legal_moves())
    if step in (OPEN_WATER, WATER) and state.mode == FLOOD:
        unseen = _unseen_floods(state)
        if _unseen_stacks(state):
            moves = [m for m in moves if not isinstance(m, FloodEnd)] + unseen + _stop_options(state)
        return [Entry(format(state, m), f"stack {m.stack}" if isinstance(m, Flood) else "stop (no top fits)")
                for m in moves]
    return [Entry(format(state, m), _opening_group(m)) for m in moves]


def _opening_group(move: Move) -> str:
    """The group of an entry outside the actions and the flood (the opening's plants, the boat, the
    desert): the plant it puts down, else the bank row of its field, else none."""
    crop = getattr(move, "crop", None)
    if isinstance(crop, str):
        return crop
    field = getattr(move, "field", None)
    return f"row {field.split('.')[0]}" if isinstance(field, str) else ""




def _flood_examples(state: Ufern) -> tuple[list[str], list[str]]:
    """A flood card that may be laid here (a seen top's first field, else the first front an unseen top
    may show on its first field) and a legal stop with its tops; each an empty list when there is none."""
    lays = [m for m in state.legal_moves() if isinstance(m, Flood)] or _unseen_floods(state)
    stops = _stop_options(state) if _unseen_stacks(state) else \
        [m for m in state.legal_moves() if isinstance(m, FloodEnd)]
    return [water_form(m) for m in lays[:1]], [water_form(m) for m in stops[:1]]  # (A sd W5.1: the letters)


def _bid_example(state: Ufern, seat: Optional[int] = None) -> str:
    """A bid of (up to) two plants from the supply of ``seat`` (default: the bidder asked), or ``bid nothing``
    with an empty one."""
    seat = state.seat if seat is None else seat
    crops = [c for c in state.board.crops for _ in range(min(2, state.supply[seat][c]))][:2]
    return "bid " + ", ".join(crops) if crops else "bid nothing"


def examples(state: Ufern) -> list[str]:
    """The example entries the prompt's hint shows at ``state``: each one legal here, worked out from
    the position (the first legal flood card, the field an ebb must take, a stop with the real tops, an
    event still in the game, a bid from the bidder's own supply); each said in the reader's words (:func:`_eg`)."""
    return [_eg(state, example) for example in _examples(state)]


def _eg(state: Ufern, example: str) -> Term:
    """An example entry of a hint, said in the reader's words (:func:`said`)."""
    return wording().term(example, state.players)


def _examples(state: Ufern) -> list[str]:
    step = state.step
    if step == OVER:
        return []
    if step == START:
        return [f"first {state.players[0]}"]
    if step == DEAL:
        return ["?"]
    if step == REVEAL:
        kinds: dict[str, str] = {}
        for event in _reveal_pool(state):
            kinds.setdefault(event.kind, str(event))
        return list(kinds.values())[:3]
    if step in (FIRST_BID, HIPPO_BID):
        bid = _bid_example(state)
        return [bid] if bid == "bid nothing" else [bid, "bid nothing"]
    if step in ACTION_STEPS:  # the hint's likeliest entries, in their short forms
        return [forms(state, move)[0] for move in likeliest(state)] + ["done"]
    if step in (OPEN_WATER, WATER) and state.mode == FLOOD:
        lay, stop = _flood_examples(state)
        return lay + stop
    moves = state.legal_moves()
    return [format(state, moves[0])] if moves else []


def _water_hint(state: Ufern) -> Said | str:
    """How to write a flood card or a stop here, with the examples of :func:`examples` ("" when there is
    neither)."""
    lay, stop = _flood_examples(state)
    unseen = _unseen_stacks(state)
    parts = []
    if lay:
        parts.append(say("ufern-des-nils.hint.lay", example=_eg(state, lay[0])))
    if stop and not unseen:
        parts.append(say("ufern-des-nils.hint.stop", example=_eg(state, stop[0])))
    elif stop:
        tops = say("ufern-des-nils.hint.the-tops") if len(unseen) != 1 else \
            say("ufern-des-nils.hint.the-top", stack="AB"[unseen[0]])
        parts.append(say("ufern-des-nils.hint.stop-if-none-fits" if lay else "ufern-des-nils.hint.stop-none-fits",
                         tops=tops, example=_eg(state, stop[0])))
    if len(parts) == 2:
        return say("ufern-des-nils.hint.lay-or-stop", lay=parts[0], stop=parts[1])
    return parts[0] if parts else ""


def _where(state: Ufern) -> Said:
    """The round, or the opening, as a prompt begins with it."""
    return say("ufern-des-nils.where.round-start", round=state.round) if state.round else \
        say("ufern-des-nils.where.opening-start")


def _forced(state: Ufern) -> Optional[str]:
    """The entry the rules force here (:func:`~scorer.games.ufern.reading.forced_move`), else None."""
    move = forced_move(state)
    return None if move is None else format(state, move)


def prompt(state: Ufern) -> Prompt:
    """What the game waits for, in its words, naming who acts; the hint gives an example; the default is
    what the rules give: the oldest player first, the face-down deal, a forced stop or done, the back of
    a card the table has already seen. One function per step (:data:`_PROMPTS`)."""
    return _PROMPTS[state.step](state)


def _ask_over(state: Ufern) -> Prompt:
    return Prompt(say("ufern-des-nils.ask.over", reason=state.end_reason))


def _ask_first(state: Ufern) -> Prompt:
    first = f"first {state.players[0]}"
    return Prompt(say("ufern-des-nils.ask.first"), None, say("ufern-des-nils.hint.first", example=_eg(state, first)), first)


def _ask_deal(state: Ufern) -> Prompt:
    return Prompt(say("ufern-des-nils.ask.deal"), None, say("ufern-des-nils.hint.deal"), "?")


def _ask_reveal(state: Ufern) -> Prompt:
    assert state.revealing is not None
    kind, row, _ = state.revealing
    pool = _reveal_pool(state)
    return Prompt(say("ufern-des-nils.ask.reveal-desert" if kind == "desert" else "ufern-des-nils.ask.reveal-water",
                      where=_where(state), row=row), None, say("ufern-des-nils.hint.examples", examples=examples(state)),
                  str(pool[0]) if kind == "water" and len(pool) == 1 else None)


def _ask_bid(state: Ufern) -> Prompt:
    name, hint = state.players[state.seat], say("ufern-des-nils.hint.examples", examples=examples(state))
    if state.step == FIRST_BID:
        return Prompt(say("ufern-des-nils.ask.first-bid", player=name, bids=bids_in(state)), state.seat, hint)
    return Prompt(say("ufern-des-nils.ask.hippo-bid", where=_where(state), player=name, bids=bids_in(state)),
                  state.seat, hint)


def _ask_desert(state: Ufern) -> Prompt:
    placed = len([d for ds in state.banks.desert.values() for d in ds])
    return Prompt(say("ufern-des-nils.ask.set-desert", player=state.players[state.seat], nth=placed + 1,
                      cards=state.setup.desert_on_board), state.seat,
                  say("ufern-des-nils.hint.set-desert", example=_eg(state, f"desert {state.legal_desert_places()[0].field}")))


def _ask_boat(state: Ufern) -> Prompt:
    return Prompt(say("ufern-des-nils.ask.boat", player=state.players[state.seat], plants=state.setup.opening_boat),
                  state.seat, say("ufern-des-nils.hint.example", example=_eg(state, format(state, state.legal_moves()[0]))))


def _ask_plant(state: Ufern) -> Prompt:
    return Prompt(say("ufern-des-nils.ask.ripe-plant" if state.ripe_next else "ufern-des-nils.ask.seed",
                      player=state.players[state.seat]), state.seat,
                  say("ufern-des-nils.hint.plant", example=examples(state)[0]))


def _ask_rot(state: Ufern) -> Prompt:
    assert state.event is not None
    return Prompt(say("ufern-des-nils.ask.rot", where=_where(state), player=state.players[state.seat],
                      palms=state.event[0].palms, rows=list(state._rot_rows())), state.seat,
                  say("ufern-des-nils.hint.rot", example=examples(state)[0]))


def _ask_actions(state: Ufern) -> Prompt:
    return Prompt(say("ufern-des-nils.ask.hippo-act" if state.step == HIPPO_ACT else "ufern-des-nils.ask.actions",
                      where=_where(state), player=state.players[state.seat], points=state.points), state.seat,
                  action_hint(state), _forced(state))


def _ask_open_water(state: Ufern) -> Prompt:
    return Prompt(say("ufern-des-nils.ask.open-water", player=state.players[state.seat]), state.seat,
                  _water_hint(state), _forced(state))


def _ask_water(state: Ufern) -> Prompt:
    card: dict[str, Value] = {"where": _where(state), "marker": MARKER[state.marker], "player": state.players[state.seat],
                              "nth": state.moved + 1, "cards": state.rules.water_cards}
    if state.mode == FLOOD:
        return Prompt(say("ufern-des-nils.ask.flood", **card), state.seat, _water_hint(state), _forced(state))
    example = examples(state)[0]
    hint = say("ufern-des-nils.hint.ebb-stop") if example == "stop" else say("ufern-des-nils.hint.ebb", example=example)
    return Prompt(say("ufern-des-nils.ask.ebb", **card), state.seat, hint, _forced(state))


#: the prompt of each step, one function each
_PROMPTS = {OVER: _ask_over, START: _ask_first, DEAL: _ask_deal, REVEAL: _ask_reveal, FIRST_BID: _ask_bid,
            HIPPO_BID: _ask_bid, SET_DESERT: _ask_desert, BOAT: _ask_boat, OPEN_PLANT: _ask_plant, ROT: _ask_rot,
            ACTIONS: _ask_actions, HIPPO_ACT: _ask_actions, OPEN_WATER: _ask_open_water, WATER: _ask_water}


# --- several steps at once, and what the session takes by itself ------------------------------------
def split(state: Ufern, text: str) -> list[str]:
    """The steps of one entry: parts separated by ``;`` or ``then`` (at an action, by commas too), and a
    water card with the event it reveals cut into the card and the event (``W4.2 hippo``, ``A sd W5.1
    reveals rot 2``); each part one entry as :func:`parse` reads it. Else ``[text]``.

    >>> from scorer.games.ufern.engine import Ufern
    >>> s = Ufern(["Anna", "Ben"])
    >>> split(s, "first Anna")  # the set-up: one step
    ['first Anna']
    """
    if state.step in (START, DEAL, FIRST_BID, HIPPO_BID, BOAT):  # their lists are comma-separated
        return [text]
    cut = r";|\bthen\b" + ("|," if state.step in ACTION_STEPS else "")
    parts = [p.strip() for p in re.split(cut, text, flags=re.I) if p.strip()]
    out: list[str] = []
    for part in parts:
        try:
            moves = read_water(_words(part))
        except InvalidMove:
            moves = []
        lay = re.fullmatch(r"([AaBb]\s+\S+)\s+reveals\s+(.+)", _words(part))  # A sd reveals rot 2: its field by the rules
        if len(moves) == 2 and isinstance(moves[1], Reveal):
            first = moves[0]
            out += [first.field if isinstance(first, Ebb) else str(first), str(moves[1].event)]
        elif not moves and lay:
            out += [lay.group(1), lay.group(2)]
        else:
            out.append(part)
    if len(out) > 1 and state.step in ACTION_STEPS:  # a part the rest of the line settles (grow wheat, grow wheat)
        return settled(state, out, parse)
    return out if len(out) > 1 else [text]


def _turn_kind(state: Ufern) -> str:
    """What a player's run of steps at ``state`` belongs to: ``"actions"``, ``"water"``, or ``""``."""
    if state.step in ACTION_STEPS:
        return "actions"
    if state.step in (WATER, OPEN_WATER, REVEAL):
        return "water"
    return ""


def join(state: Ufern, moves: Sequence[Move], write: Callable[[Ufern, Move], str] | None = None) -> tuple[str, int]:
    """The entry for ``moves`` as a player's steps typed at once: the actions up to ``done``
    (``sow flax W4.3; grow W4.2; done``), the water cards laid or removed with the events they reveal
    (``A double-single W5.1 reveals rot 2; W4.2 hippo``); any other step alone. Each step as ``write``
    writes it (default :func:`format`)."""
    write = write or format
    kind, seat = _turn_kind(state), state.seat
    if not kind or state.step == REVEAL:
        return write(state, moves[0]), 1
    work, texts, taken = state.clone(), list[str](), 0
    for move in moves:
        if _turn_kind(work) != kind or work.seat != seat or (taken and isinstance(move, FirstPlayer)):
            break
        text = write(work, move)
        if isinstance(move, Reveal) and texts:
            texts[-1] += f" reveals {text}" if not re.fullmatch(FIELD, texts[-1]) else f" {text}"
        elif isinstance(move, Reveal):
            break
        else:
            texts.append(text)
        work.apply(move)
        taken += 1
        if isinstance(move, (Done, FloodEnd, EbbEnd)):
            break
    return "; ".join(texts), taken


def join_short(state: Ufern, moves: Sequence[Move]) -> tuple[str, int]:
    """:func:`join` with each action and water card in the shortest form that reads back to it (``grow flax;
    harvest W3.3; sow flax W4.1; done``, ``A sd W5.1``, ``A sd`` where one field takes it:
    :func:`~scorer.games.ufern.short_forms.short`), as a table that knows the short forms types it; the
    record still writes every step in full."""
    return join(state, moves, _short_step)


def short_entries(state: Ufern, texts: list[str]) -> list[str]:
    """Each legal entry of ``texts`` (the record's words, at ``state``) as a player types it at the keyboard:
    an action or a water card in the first of its short forms, the hint's (:func:`~scorer.games.ufern.short_forms.
    forms`: ``grow flax``, ``harvest wheat M2``, ``sow flax``, ``A sd``, ``stop A dd, B sb``), where that form reads
    back to the same step; any other entry as written (:attr:`~scorer.engine.GameSpec.short_entries`: ``nile
    play``'s ``?`` and Tab; uferrev2: they offered only the full coordinates)."""
    out = []
    for text in texts:
        try:
            move = parse(state, text)
            typed = forms(state, move)[0] if isinstance(move, (Flood, FloodEnd, Sow, Grow, Harvest)) else text
            out.append(typed if typed == text or parse(state, typed) == move else text)
        except InvalidMove:  # (an entry no move of this step: as written)
            out.append(text)
    return out


def _short_step(state: Ufern, move: Move) -> str:
    """A step in its shortest form (:func:`join_short`)."""
    return short(state, move) if isinstance(move, (Flood, FloodEnd, Sow, Grow, Harvest)) else format(state, move)


def revealed_with(state: Ufern, move: Move) -> list[Event]:
    """The events the table may say with ``move`` in one breath, as one entry (``W4.2 hippo``, ``A sd W5.1
    reveals rot 2``): where ``move`` (an ebb, or a flood card covering a desert card) turns a card over whose
    back the table must say, the events that card may show; else ``[]`` (no card turned over, or its back
    already seen: the session says it by itself) [Événements; Flux; Reflux].

    >>> from scorer.games.ufern.engine import Ufern
    >>> revealed_with(Ufern(["Anna", "Ben"]), Grow("W4.2"))
    []
    """
    if not (isinstance(move, Ebb) or (isinstance(move, Flood) and state.banks.has_desert(move.field))):
        return []
    after = state.clone()
    after.apply(move)
    if after.step != REVEAL or automatic(after) is not None:
        return []
    return _reveal_pool(after)


def tapped_with(state: Ufern, move: Move) -> list[Event]:
    """The event a phone's tap on ``move``'s cell enters with it: the one event its card's back may show
    (:func:`revealed_with`), ``[]`` where it may show several, so that each card is one cell and the event
    step then asks its back, its choices one tap each (uferevent: a cell per card and event made pages of
    3-4,000 px), or where no card is turned over.

    >>> from scorer.games.ufern.engine import Ufern
    >>> tapped_with(Ufern(["Anna", "Ben"]), Grow("W4.2"))
    []
    """
    events = revealed_with(state, move)
    return events if len(events) == 1 else []


def with_event(move: Move, words: str, event: Event) -> str:
    """``words`` (the entry of ``move``) and the ``event`` it turns up, as one entry: ``W4.2 hippo`` after an
    ebb, ``A sd W5.1 reveals rot 2`` after a flood card (:func:`split` cuts it in two again).

    >>> with_event(Ebb("W4.2"), "W4.2", read_event("hippo")), with_event(Grow("W4.2"), "A sd W5.1", read_event("rot 2"))
    ('W4.2 hippo', 'A sd W5.1 reveals rot 2')
    """
    return f"{words} {event}" if isinstance(move, Ebb) else f"{words} reveals {event}"


def tap(state: Ufern, moves: Sequence[Move]) -> tuple[str, int]:
    """What one tap on a phone's board enters for the next of ``moves``: the card laid or removed with the
    event its back shows, where the board offers them together (:func:`tapped_with`), else the one
    step; and how many steps it takes."""
    move = moves[0]
    if len(moves) > 1 and isinstance(moves[1], Reveal) and moves[1].event in tapped_with(state, move):
        return with_event(move, format(state, move), moves[1].event), 2
    return format(state, move), 1


def automatic(state: Ufern) -> Automatic[Move] | None:
    """The step the session takes by itself: the face-down deal [Préparation], a step whose one legal
    entry is known in full (a forced ``stop`` or ``done``), and the event on the back of a water card
    whose back the table has already seen. None where the table must say."""
    step = state.step
    if step == DEAL:
        return Automatic(unseen_deal(state), say("ufern-des-nils.news.dealt"))
    if step == REVEAL:
        assert state.revealing is not None
        kind, row, card = state.revealing
        pool = _reveal_pool(state)
        if kind == "water" and len(pool) == 1 and card.back is not None:
            return Automatic(Reveal(pool[0]), say("ufern-des-nils.news.seen-back", row=row, event=worded(str(pool[0]))))
        return None
    if step in ACTION_STEPS or step in (WATER, OPEN_WATER):
        forced = _forced(state)
        if forced is not None:
            said = "" if skipped(state) else say("ufern-des-nils.news.only-entry", player=state.players[state.seat], entry=_eg(state, forced))
            return Automatic(parse(state, forced), said)  # (a phase 1 skipped whole is said once: view.news)
    return None
