"""A hand written down mid-round with only its cards not played yet, read as the seat's page reads the taps of
its hand (issue 22, lurev4 defect 2): the notation's part of :func:`scorer.games.land_unter.notation.parse`; the
rule that a hand is :data:`~scorer.games.land_unter.engine.HAND_SIZE` cards stays the engine's (``written.py``)."""

from __future__ import annotations

from scorer.engine import InvalidMove, say
from scorer.engine.said import Value
from scorer.games.land_unter.engine import HAND_SIZE, LandUnter, Phase
from scorer.games.land_unter.moves import FACE_DOWN


def with_played(state: LandUnter, seat: int, cards: tuple[int, ...]) -> tuple[int, ...]:
    """A hand written down mid-round with only the cards not played yet (``Ben hand [3 7 14 ...]``, 10 cards at
    trick 3) read as the seat's page reads the taps of its hand (``hand [38 50 {}]``): the cards seen played from
    the hand it holds (this round or an earlier one: a hand is dealt once and passed on [Préparation; Fin d'une
    manche]) added before them; where they make :data:`HAND_SIZE` with ``cards``, else ``cards`` as typed. On a
    copy of the game that keeps the seat's card of this trick face down (the host's page, the table's), that card
    is counted as played, unknown: nothing is added there. Raises :class:`InvalidMove` where ``cards`` are fewer
    than a hand and fit neither way, saying which cards to add: the cards played, but one still face down in this
    trick, which is counted, never named (the host's page does not see it).

    >>> from scorer.games.land_unter.moves import Deal, Play, TurnUp
    >>> s = LandUnter(["Anna", "Ben", "Cleo"]); s.apply(Deal(None, (5, 3, 7))); s.apply(TurnUp((1, 2)))
    >>> for play in (Play(1, 38), Play(2, 17), Play(0, 25), TurnUp((3, 4)), Play(1, 50)): s.apply(play)
    >>> with_played(s, 1, (3, 7, 14, 15, 37, 43, 46, 48, 52, 59))
    (38, 50, 3, 7, 14, 15, 37, 43, 46, 48, 52, 59)
    >>> with_played(s, 1, (38, 3, 7, 14, 15, 37, 43, 46, 48, 52, 59))  # one played written: the other added
    (50, 38, 3, 7, 14, 15, 37, 43, 46, 48, 52, 59)
    >>> with_played(s, 1, (3, 7, 14))
    Traceback (most recent call last):
    scorer.engine.InvalidMove: Ben's hand as written has 3 weather cards; a hand is 12, the 2 played from it too, Ben's card of this trick among them (face down): add them, or write only the 10 not played yet
    >>> s.apply(Play(2, 1)); s.apply(Play(0, 2))
    >>> with_played(s, 1, (3, 7, 14))
    Traceback (most recent call last):
    scorer.engine.InvalidMove: Ben's hand as written has 3 weather cards; a hand is 12, the 2 played from it too: add 38 and 50, or write only the 10 not played yet
    """
    if not 0 <= seat < state.n or len(cards) >= HAND_SIZE:
        return cards
    played = state.played_from[state.hand_of(seat)]
    missing = sorted(c for c in played if c not in cards)
    unseen = int(state.phase == Phase.PLAY and state.plays.get(seat) == FACE_DOWN)  # (a copy: its card face down)
    if not unseen and (not missing or len(cards) + len(missing) == HAND_SIZE):
        return (*missing, *cards)
    where: dict[str, Value] = {"player": state.players[seat], "cards": len(cards), "hand_size": HAND_SIZE,
             "count": len(missing) + unseen, "left": HAND_SIZE - len(played) - unseen}
    if unseen or (state.phase == Phase.PLAY and not state.open_play and set(missing) & set(state.plays.values())):
        raise InvalidMove(say("land-unter.read.hand-played-down", **where))  # (face down: counted, never named)
    raise InvalidMove(say("land-unter.read.hand-played", played=missing, **where))
