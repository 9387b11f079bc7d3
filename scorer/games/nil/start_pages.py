"""NIL's start draw on the players' pages [Début de la partie]: every player draws three tiles at once, so each
phone taps its own player's tiles as pictures (:func:`own_step`), in any order, and a table with one phone (the
host's page) taps each player's in turn (:func:`table_pick`); after a tie, the tied players only, the same way.
The tiles of the start draw are public as soon as shown (the rules have them shown to the table); the rules of
the step stay in :mod:`scorer.games.nil.start`.
"""

from __future__ import annotations

from typing import Any

from scorer.engine import OwnStep, Pick, Prompt, Seat, say
from scorer.games.nil.engine import Nil
from scorer.games.nil.moves import StartTiles
from scorer.games.nil.notation import _SEPARATORS, _eg, _seat_named
from scorer.games.nil.rules import START


def _pick(seen: Nil, seat: int, label: str, button: str) -> Pick:
    """The tile kinds to tap, as pictures, ``start_draw`` of them (a kind twice where two came up), sent as
    ``Ben: arc bend straight`` at the last tap."""
    return Pick(label, button, seen.board.start_draw, list(seen.counts),
                f"{seen.players[seat]}: {{}}", repeat=True)


def own_step(seen: Nil, seat: int) -> OwnStep | None:
    """What ``seat``'s page asks at the start draw: its own tiles, tapped; once shown (or when it is not among the
    tied players drawing again), whose tiles are awaited. None outside the start draw.

    >>> s = Nil(["Anna", "Ben", "Cleo"])
    >>> step = own_step(s, 1)
    >>> step.pick.count, step.pick.entry, step.pick.items[:2], step.prompt.seat
    (3, 'Ben: {}', ['straight', 'bend'], 1)
    >>> s.apply(StartTiles(1, ("arc", "arc", "bend"))); own_step(s, 1).prompt.text
    'Start draw: you showed corner arc, corner arc, bend (35); waiting for Anna and Cleo'
    """
    if seen.phase != START:
        return None
    waiting = [seen.players[s] for s in seen.start_waiting()]
    if seat in seen.start_drawn:
        tiles = seen.start_drawn[seat]
        return OwnStep(Prompt(say("nil.own.start-shown", tiles=[seen.board.term(k) for k in tiles],
                                  total=seen.rack_value(tiles), waiting=waiting)), [], {})
    if seat not in seen.drawing:
        return OwnStep(Prompt(say("nil.own.start-not-drawing", waiting=waiting)), [], {})
    again = say("nil.own.start-again", draw=len(seen.start_totals) + 1) if seen.start_totals else ""
    label = say("nil.own.start-pick", tiles=seen.board.start_draw, again=again)
    return OwnStep(Prompt(say("nil.own.start", player=seen.players[seat], tiles=seen.board.start_draw), seat,
                          say("nil.own.start-hint", example=_eg(seen, "arc bend straight"))), [], {}, _pick(seen, seat, label, say("nil.own.start-button")))


def table_pick(seen: Nil) -> Pick | None:
    """The pick of the host's page at the start draw (a table with one phone): the tiles of the first player
    awaited, then the next one's; None elsewhere."""
    if seen.phase != START or not seen.start_waiting():
        return None
    seat = seen.start_waiting()[0]
    return _pick(seen, seat, say("nil.own.start-pick-for", player=seen.players[seat], tiles=seen.board.start_draw),
                 say("nil.own.start-button-for", player=seen.players[seat]))


def own_text(seen: Nil, seat: int, text: str) -> str:
    """Tiles typed on ``seat``'s page at the start draw without a name (``arc bend straight``) are the seat's own
    (``Ben: arc bend straight``); anything else as typed."""
    words = text.split()
    if seen.phase != START or not words or _SEPARATORS.search(text) or ":" in text:
        return text
    if words[0].lower() in ("start", "tally") or _seat_named(seen, words[0]) is not None:
        return text
    return f"{seen.players[seat]}: {text.strip()}"


def actor(state: Nil, move: Any) -> Seat:
    """The player whose own tiles of the start draw ``move`` shows (all draw at once); None for any other."""
    return move.seat if isinstance(move, StartTiles) else None


def gathering(state: Nil) -> tuple[str, int] | None:
    """The start draw under way (:attr:`~scorer.engine.Secrets.gathering`), a key per draw (a tie's redraw is
    another): a player takes back its own tiles until the last player's are in."""
    return ("start", len(state.start_totals)) if state.phase == START else None
