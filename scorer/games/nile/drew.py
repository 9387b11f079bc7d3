"""A draw told where no draw is due (``Ben drew Plague`` at turn 2's flood, Anna having drawn last), part of
:mod:`scorer.games.nile.notation`: the refusal says who drew last and when, and when the named player last drew
(revcards defect 3b: it said "one flood card is turned up at a time"). A player's step typed at the flood card
(``Ben plants 2 Wheat``) says the turn starts with the flood. A card a draw showed is told right after
that draw, where the session takes it in the draw's place (:meth:`~scorer.session.TableSession.told_after`); this
is said only where it answers no such draw.

>>> from scorer.games.nile.engine import Nile
>>> from scorer.games.nile.moves import Deal, Flood, Pass, DrawOwed
>>> s = Nile(["Anna", "Ben", "Cleo"])
>>> s.apply(Deal(None)); s.apply(Flood(0)); s.apply(Pass(0)); s.apply(DrawOwed(0, implied=True))
>>> from scorer.engine import InvalidMove
>>> try:
...     draw_told(s, ["ben", "drew", "plague"])
... except InvalidMove as exc:
...     print(exc.message())
Ben has drawn no card since the deal; Anna drew last (2 cards at the end of the turn, in turn 1)
>>> draw_told(s, ["papyrus"])  # no draw told: read as the step asks
"""

from __future__ import annotations

from typing import Any

from scorer.engine import InvalidMove
from scorer.engine.said import Said, say
from scorer.games.nile.cards import card_set
from scorer.games.nile.entry_words import HAPI_WORDS, MARKET_WORDS
from scorer.games.nile.table import _DRAW_WHY, FLOOD, cards_said

#: the words that tell a card drawn (``Ben drew Plague``; French and German are read to these first)
DREW = ("drew", "draws", "drawn", "draw")
#: the words that open a player's step 3 or 4 (``Ben plants 2 Wheat``, ``market ...``): at a flood card, the flood
#: comes first (it said "one flood card is turned up at a time")
STEPS = ("plant", "plants", "speculate", "speculates", "pass", "passes", "trade", "trades", *MARKET_WORDS, *HAPI_WORDS)


def draw_told(state: Any, words: list[str], need: Any = None) -> None:
    """Raise :class:`InvalidMove` where ``words`` (an entry read where ``need``, the step due, is a flood card or
    None, a player's step: no draw is due) tell a card drawn: whose draw it is not, who drew last and when; or,
    at a flood card, open the active player's step 3 or 4: the flood comes first [1) Inondation]. Returns None
    for any other words, or where a draw is due."""
    if need is not None and need.kind != FLOOD:
        return
    named = next((p for p, name in enumerate(state.players) if words[:len(name.split())] == name.lower().split()), None)
    rest = words[len(state.players[named].split()):] if named is not None else words
    if rest and rest[0] in STEPS and need is not None and named in (None, state.active):  # (another's: _spoken says whose)
        raise InvalidMove(say("nile.turn.flood-first", player=state.players[state.active]))
    if not rest or rest[0] not in DREW:
        return
    if state.drew_last < 0:
        raise InvalidMove(say("nile.read.drew-nobody"))
    turn, cards, reason = state.drew[state.drew_last]
    last = {"last": state.players[state.drew_last], "cards": cards_said(cards), "why": _DRAW_WHY[reason], "turn": turn}
    if named is None or named == state.drew_last:
        raise InvalidMove(say("nile.read.drew-since", **last))
    own = state.drew[named]
    raise InvalidMove(say("nile.read.drew-none", player=state.players[named], **last) if own is None else
                      say("nile.read.drew-before", player=state.players[named], since=own[0], **last))


def not_a_turn_step(state: Any, words: list[str], hint: str) -> Said:
    """Why ``words`` are no step of the turn's player (steps 3 and 4: trade, plant, speculate or pass): the turn's
    choices and ``hint``; for the Plague of Locusts named alone, first where it is entered instead: it is no
    player's step but a flood card or a card drawn, announced where it came up [Invasion de locustes] (review s38
    nilerev2 defect 1: a table that forgot it typed ``Plague`` and heard only the turn's choices)."""
    cs, player = card_set(), state.players[state.active]
    turn = say("nile.read.turn", player=player, hint=hint)
    try:
        named = cs.parse(words[0]) if len(words) == 1 else None
    except KeyError:
        named = None
    if named != cs.plague:
        return turn
    return say("nile.read.plague-not-a-step", plague=cs.term(cs.plague), player=player, turn=turn)
