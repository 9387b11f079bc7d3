"""Round 1's lifebelts announced one player at a time (:class:`~scorer.games.land_unter.moves.Announce`): each
player counts the lifebelts the hand dealt to them shows and says the number, all at once [Setup; Préparation],
so each phone taps its own player's count, in any order, and a table with one phone taps every player's. The
whole line (``5 3 6``) still reads as the deal it always was (:mod:`~scorer.games.land_unter.notation`); here is
what reads a player's part (``Anna 5``; ``5`` on Anna's page), lists the counts to tap and says what is awaited.

The count is public once said (the rules have it said aloud to the table), so a part entered is shown to every
page at once, as the whole line always was.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from scorer.engine import Entry, OwnStep, Pick, Prompt, Said, say
from scorer.games.land_unter.moves import Announce
from scorer.games.land_unter.rules import HAND_SIZE, Phase

if TYPE_CHECKING:
    from scorer.games.land_unter.engine import LandUnter


#: the count a seat's hint gives as an example
_EXAMPLE_COUNT = 3


def announcing(state: LandUnter) -> bool:
    """True while round 1's lifebelts are asked (the deal, no end counts given instead): where a player's own
    count may come."""
    return state.phase == Phase.DEAL and state.round == 1 and not state.tallied


def gathering(state: LandUnter) -> str | None:
    """The step each player's own count is part of while round 1's lifebelts are asked
    (:attr:`~scorer.engine.Secrets.gathering`): a seat takes back its own count until the last one is in."""
    return "lifebelts" if announcing(state) else None


def waiting(state: LandUnter) -> list[int]:
    """The seats whose lifebelts are still to be announced, in seating order."""
    return [p for p in range(state.n) if p not in state.announced]


def counts(state: LandUnter) -> list[int]:
    """The lifebelt counts a hand can show, 0 up to the richest hand's (rounded down) [Setup; Préparation]."""
    return list(range(state.most_lifebelts_in_a_hand() + 1))


def read_part(state: LandUnter, atoms: list[tuple[str, Any]]) -> Announce | None:
    """The player's own count ``atoms`` mean at round 1's deal: ``Anna 5`` (or ``5 Anna``), or a bare count once
    every other player's is in (the last one awaited); None for anything else (a whole line, read as the deal).

    >>> from scorer.games.land_unter.engine import LandUnter
    >>> s = LandUnter(["Anna", "Ben", "Cleo"])
    >>> read_part(s, [("name", 1), ("int", 4)]), read_part(s, [("int", 4)])
    (Announce(seat=1, belts=4), None)
    """
    if not announcing(state):
        return None
    kinds = [kind for kind, _ in atoms]
    if kinds in (["name", "int"], ["int", "name"]):
        seat = next(v for k, v in atoms if k == "name")
        return Announce(seat, next(v for k, v in atoms if k == "int"))
    left = waiting(state)
    if kinds == ["int"] and len(left) == 1 and state.announced:
        return Announce(left[0], atoms[0][1])
    return None


def split_parts(state: LandUnter, atoms: list[tuple[str, Any]]) -> list[str] | None:
    """Several players' own counts in one entry, each a step of its own (``Ben 3, Cleo 6``), where they are not
    the whole deal: fewer players named than seated, or, once some are in, the counts of every player still
    awaited in seating order (``3 6``); None otherwise (one step, for :func:`read_part` or the deal).

    >>> from scorer.games.land_unter.engine import LandUnter
    >>> from scorer.games.land_unter.moves import Announce
    >>> s = LandUnter(["Anna", "Ben", "Cleo"])
    >>> split_parts(s, [("name", 0), ("int", 5), ("name", 2), ("int", 6)])
    ['Anna 5', 'Cleo 6']
    >>> s.apply(Announce(0, 5)); split_parts(s, [("int", 3), ("int", 6)])
    ['Ben 3', 'Cleo 6']
    """
    if not announcing(state) or len(atoms) < 2:
        return None
    kinds = [kind for kind, _ in atoms]
    pairs = len(kinds) // 2
    if kinds == ["name", "int"] * pairs and (pairs < state.n or state.announced):
        return [f"{state.players[atoms[i][1]]} {atoms[i + 1][1]}" for i in range(0, len(atoms), 2)]
    left = waiting(state)
    if state.announced and kinds == ["int"] * len(left):
        return [f"{state.players[p]} {k}" for p, (_, k) in zip(left, atoms)]
    return None


def split_text(state: LandUnter, text: str, atoms_of: Callable[[LandUnter, str], list[tuple[str, Any]]]) -> list[str]:
    """The steps of ``text`` outside a trick (``atoms_of`` cuts it into atoms): several players' own counts at
    round 1's deal (:func:`split_parts`), else ``[text]``."""
    return (split_parts(state, atoms_of(state, text)) if announcing(state) else None) or [text]


def entries(state: LandUnter) -> list[Entry]:
    """Every count of every player still awaited, grouped by player (``Ben 4`` under ``Ben``): the table's
    and the host's page tap any player's (a table with one phone)."""
    return [Entry(f"{state.players[p]} {k}", state.players[p]) for p in waiting(state) for k in counts(state)]


def _said(state: LandUnter) -> list[Said]:
    return [say("land-unter.player-number", player=state.players[p], number=k) for p, k in sorted(state.announced.items())]


def prompt(state: LandUnter, example: str) -> Prompt | None:
    """What the table is asked while some players' counts are in and others' awaited (None before the first:
    the deal's own question, with the whole line's ``example``)."""
    if not state.announced:
        return None
    left = [state.players[p] for p in waiting(state)]
    return Prompt(say("land-unter.ask.deal-waiting", belts=_said(state), waiting=left), None,
                  say("land-unter.hint.deal-part", player=left[0], example=example))


def news(before: LandUnter, move: Announce, after: LandUnter) -> list[str]:
    """A player's count said to the table, and who is still awaited (the last count's news is the deal's:
    every player's lifebelts)."""
    if after.phase != Phase.DEAL:
        return [say("land-unter.news.deal", round=before.round, belts=[
            say("land-unter.player-number", player=name, number=k) for name, k in zip(after.players, after.belts)])]
    return [say("land-unter.news.announced", player=after.players[move.seat], belts=move.belts,
                waiting=[after.players[p] for p in waiting(after)])]


def own_step(state: LandUnter, seat: int) -> OwnStep | None:
    """What a player's page asks at round 1's deal: its own count, a tap among the counts a hand can show
    (``Anna 5``, one tap); once its count is in, whose are awaited. None outside round 1's deal.

    >>> from scorer.games.land_unter.engine import LandUnter
    >>> s = LandUnter(["Anna", "Ben", "Cleo"])
    >>> step = own_step(s, 1)
    >>> step.pick.items[:3], step.pick.entry, step.pick.count, step.prompt.seat
    (['0', '1', '2'], 'Ben {}', 1, 1)
    >>> s.apply(Announce(1, 4)); own_step(s, 1).prompt.text
    'Round 1: you announced 4 lifebelts; waiting for Anna and Cleo'
    """
    if not announcing(state):
        return None
    name = state.players[seat]
    if seat in state.announced:
        return OwnStep(Prompt(say("land-unter.own.announced", belts=state.announced[seat],
                                  waiting=[state.players[p] for p in waiting(state)]), seat), [], {})
    pick = Pick(say("land-unter.own.announce", hand_size=HAND_SIZE), say("land-unter.own.announce-button"), 1,
                [str(k) for k in counts(state)], f"{name} {{}}", repeat=True)
    return OwnStep(Prompt(say("land-unter.ask.announce", player=name), seat,
                          say("land-unter.own.hint-announce", example=_EXAMPLE_COUNT)), [], {}, pick)


def own_text(state: LandUnter, seat: int, atoms: list[tuple[str, Any]], text: str) -> str:
    """A bare count typed on ``seat``'s page at round 1's deal (``5``) is the seat's own (``Anna 5``), once its
    count is in too (then refused as announced twice)."""
    if announcing(state) and [kind for kind, _ in atoms] == ["int"]:
        return f"{state.players[seat]} {atoms[0][1]}"
    return text


__all__ = ["announcing", "counts", "entries", "gathering", "split_text", "news", "own_step", "own_text", "prompt", "read_part", "split_parts",
           "waiting"]
