"""Land Unter scored from what a table writes down: each round's end counts, no tricks.

Per round and player: the lifebelts kept, whether the player was out of the round, and the water
level showing (the top water-level card, 0 for none). :class:`RoundTally` is that round as one move;
the engine scores it with the same rule as a played round (:func:`scorer.games.land_unter.engine.round_points`)
and :func:`tally_problem` refuses what no real round can end with.

Which end counts a round can have, from the rules (each refused tally names the rule it breaks):

* **Out.** A player is out only when a lifebelt is due and none is left, so keeps none. A loss falls on the
  players showing the highest water level; at most two show the same value (two cards of each), so one loss
  puts out at most two players, and the round ends as soon as two or fewer are left: at most ``n - 1`` are
  out (``n - 1`` only when two tied players go out together with three left).
* **Water.** Every trick gives its two water-level cards to two players still in it, and a card stays
  showing until its player goes out. Nobody out: the last trick's two takers still show water, so at least
  two players do. One player out: at least one other player still shows water. Two or more out: the last
  trick's takers may both have gone out in it, so nobody else need show any. At most two players show the
  same value.
* **Lifebelts lost.** A player who shows no water never took a card, so was never highest, and kept every
  lifebelt of the hand. With three or more players still in, the round went all 12 tricks and each cost a
  lifebelt or put a player out (the takers show water, so somebody is highest). Hands pass to the left with
  their lifebelts, so a hand shows the same number every round. With ``M`` the most lifebelts the hands
  can show together in one deal that fits every round's counts so far
  (:func:`scorer.games.land_unter.lifebelts.most_lifebelts`; a hand whose player showed no water holds
  exactly what was kept), a round with ``m`` out and three or more in keeps at most ``M + m - 12``.
  (Every hand fixed by a round without water is fixed for all rounds, so the one deal that shows most
  lifebelts leaves the most room in every round at once: the rounds are checked together exactly.)

>>> from scorer.games.land_unter.engine import LandUnter
>>> state = LandUnter(["Anna", "Ben", "Cleo"])
>>> state.apply(RoundTally(kept=(3, 0, 2), out=(False, True, False), water=(4, None, 7)))
>>> state.round_points[0]
[4, -1, 2]
>>> print(state.check(RoundTally(kept=(10, 1, 2), out=(False, False, False), water=(0, 3, 5))).reason)
nobody is out of round 2, so it went all 12 tricks and each cost a lifebelt (or put a player out): the hands can show at most 24 lifebelts together in one deal that fits the counts so far (a hand whose player showed no water kept all of its own), so at most 12 can be kept, but 13 were, in round 2
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from gamedata.rule_figures import number_words
from scorer.engine import IllegalMove, say
from scorer.engine.said import Value
from scorer.games.land_unter.lifebelts import HandNeed, joint_problem, most_lifebelts
from scorer.games.land_unter.rules import (HAND_SIZE, PLAYERS_LEFT, R_ELIMINATION, R_NEXT_ROUND, R_PENALTY,
                                          R_ROUND_END, R_SETUP, R_TAKE, R_TURN_UP, TRICKS_PER_ROUND, WATER_PER_TRICK)

if TYPE_CHECKING:
    from scorer.games.land_unter.engine import LandUnter


@dataclass(frozen=True, slots=True)
class RoundTally:
    """One round's end counts, per seat: ``kept`` lifebelts, ``out`` of the round or not, ``water``
    the value of the top water-level card showing (0 for none; None when out, the cards face down)."""

    kept: tuple[int, ...]
    out: tuple[bool, ...]
    water: tuple[int | None, ...]

    def __str__(self) -> str:
        return "round tally"


def tally_problem(state: LandUnter, move: RoundTally) -> IllegalMove | None:
    """The rule ``move`` breaks as the next round of ``state`` (at a deal: the phases that let a tally come,
    :attr:`~scorer.games.land_unter.engine.LandUnter.PHASES`), or None (the module docstring says which end
    counts a round can have)."""
    if state.tricks:
        return IllegalMove(move, R_ROUND_END, say("land-unter.tally.mixed"))
    n = state.n
    if sum(move.out) > n - 1:
        return IllegalMove(move, R_ROUND_END, say("land-unter.tally.all-out", players=n, round=state.round, most=n - 1))
    most = state.most_lifebelts_in_a_hand()
    return (next((err for p in range(n) if (err := _player_problem(state, move, p, most)) is not None), None)
            or _deck_problem(state, move) or _water_problem(state, move) or _lifebelts_problem(state, move))


def _player_problem(state: LandUnter, move: RoundTally, p: int, most: int) -> IllegalMove | None:
    """Seat ``p``'s own counts: lifebelts kept between 0 and what a hand can show (none when out), the water
    level of a card that exists (none showing when out)."""
    name, r, kept, level = state.players[p], state.round, move.kept[p], move.water[p]
    if kept < 0:
        return IllegalMove(move, R_SETUP, say("land-unter.tally.negative", player=name, kept=kept, round=r))
    if move.out[p] and kept:
        return IllegalMove(move, R_ELIMINATION, say("land-unter.tally.out-kept", player=name, round=r, kept=kept))
    if kept > most:
        return IllegalMove(move, R_SETUP, say("land-unter.tally.kept-too-many", player=name, kept=kept, round=r,
                                              hand_size=HAND_SIZE, most=most))
    if move.out[p] and level not in (None, 0):
        return IllegalMove(move, R_ELIMINATION, say("land-unter.tally.out-water", player=name, round=r))
    if not move.out[p] and (level is None or not (level == 0 or level in state.water_copies)):
        return IllegalMove(move, R_TURN_UP, say("land-unter.tally.water-value", player=name, level=level, round=r,
                                                top=max(state.water_copies)))
    return None


def _deck_problem(state: LandUnter, move: RoundTally) -> IllegalMove | None:
    """More lifebelts kept than the deck shows, more players on one water level than it has cards of it."""
    r, total = state.round, state.total_lifebelts()
    if sum(move.kept) > total:
        return IllegalMove(move, R_SETUP, say("land-unter.tally.deck-belts", kept=sum(move.kept), round=r, total=total))
    shown = Counter(v for p, v in enumerate(move.water) if not move.out[p] and v)
    for value, k in sorted(shown.items()):
        if k > state.water_copies[value]:
            return IllegalMove(move, R_TURN_UP, say("land-unter.tally.water-copies", shown=k, value=value, round=r,
                                                    copies=state.water_copies[value]))
    return None


def _water_problem(state: LandUnter, move: RoundTally) -> IllegalMove | None:
    """Too few players still showing water for the players out (the module docstring, *Water*)."""
    n, names, r = state.n, state.players, state.round
    outs = [p for p in range(n) if move.out[p]]
    showing = [p for p in range(n) if not move.out[p] and move.water[p]]
    if not outs and len(showing) < WATER_PER_TRICK:
        said: dict[str, Value] = {"round": r, "tricks": TRICKS_PER_ROUND, "takers_words": number_words(WATER_PER_TRICK),
                "takers": WATER_PER_TRICK}
        if not showing:
            return IllegalMove(move, R_TAKE, say("land-unter.tally.water-nobody", **said))
        return IllegalMove(move, R_TAKE, say("land-unter.tally.water-few", showing=[names[p] for p in showing], **said))
    if len(outs) == 1 and not showing:
        return IllegalMove(move, R_TAKE, say("land-unter.tally.one-out-no-water", out=names[outs[0]], round=r))
    return None


def _lifebelts_problem(state: LandUnter, move: RoundTally) -> IllegalMove | None:
    """The lifebelts kept against the lifebelts lost and one deal for every round so far (the module
    docstring, *Lifebelts lost*)."""
    rounds = list(state.tallies) + [move]
    low, exact, how = _hand_bounds(state, rounds)
    err = _fixed_problem(state, move, rounds, low, exact, how)
    if err is not None:
        return err
    pool = _deck(state)
    ranges = [(e, e) if e is not None else (lo, state.most_lifebelts_in_a_hand()) for lo, e in zip(low, exact)]
    best = most_lifebelts(ranges, HAND_SIZE, pool)
    if best is None:
        held = [HandNeed(state.players[h], 0, HAND_SIZE, e) for h, e in enumerate(exact)]  # the others: any number
        why = joint_problem(held, pool) or say("land-unter.tally.no-deal-least", least=low)
        return IllegalMove(move, R_SETUP, say("land-unter.tally.no-deal", cards=state.max_card, why=why))
    return next((err for i, t in enumerate(rounds, 1) if (err := _kept_problem(state, move, i, t, best)) is not None),
                None)


#: per hand (its round-1 seat): the lifebelts it has at least, exactly (when a round showed it), and the
#: (round, seat) that showed it
_Bounds = tuple[list[int], list[int | None], list[tuple[int, int] | None]]


def _hand_bounds(state: LandUnter, rounds: list[RoundTally]) -> _Bounds:
    """What the rounds so far tell of each hand's lifebelts: at least the most any holder kept, exactly what a
    holder kept without taking a water-level card (no lifebelt lost)."""
    n = state.n
    low: list[int] = [0] * n
    exact: list[int | None] = [None] * n
    how: list[tuple[int, int] | None] = [None] * n
    for i, t in enumerate(rounds, 1):
        for p in (p for p in range(n) if not t.out[p]):
            h = state.hand_of(p, i)
            low[h] = max(low[h], t.kept[p])
            if not t.water[p] and exact[h] is None:
                exact[h], how[h] = t.kept[p], (i, p)
    return low, exact, how


def _fixed_problem(state: LandUnter, move: RoundTally, rounds: list[RoundTally], low: list[int],
                   exact: list[int | None], how: list[tuple[int, int] | None]) -> IllegalMove | None:
    """A hand kept more lifebelts in one round than a round without water showed it has [Manche suivante]."""
    names = state.players
    for h in range(state.n):
        fixed, fixer = exact[h], how[h]
        if fixed is not None and fixer is not None and low[h] > fixed:
            i, p = fixer
            j, q = next((j, q) for j, t in enumerate(rounds, 1) for q in range(state.n)
                        if not t.out[q] and state.hand_of(q, j) == h and t.kept[q] > fixed)
            return IllegalMove(move, R_NEXT_ROUND, say("land-unter.tally.hand-belts", dealt=names[h], round=i,
                                                       player=names[p], kept=fixed, later=j, holder=names[q],
                                                       more=rounds[j - 1].kept[q]))
    return None


def _kept_problem(state: LandUnter, move: RoundTally, i: int, t: RoundTally, best: int) -> IllegalMove | None:
    """Round ``i`` (counts ``t``) kept more lifebelts than its 12 tricks can have left, with ``best`` the most
    the hands can show together [Déroulement du jeu, Important]."""
    out = sum(t.out)
    room = best + out - TRICKS_PER_ROUND
    if state.n - out <= PLAYERS_LEFT or sum(t.kept) <= room:
        return None
    said: dict[str, Value] = {"round": i, "tricks": TRICKS_PER_ROUND, "best": best, "room": max(room, 0),
                              "kept": sum(t.kept)}
    if not out:
        return IllegalMove(move, R_PENALTY, say("land-unter.tally.kept-nobody-out", **said))
    return IllegalMove(move, R_PENALTY, say("land-unter.tally.kept-some-out",
                                            out=[state.players[p] for p in range(state.n) if t.out[p]], **said))


def _deck(state: LandUnter) -> tuple[int, int, int]:
    """The weather cards by kind: (no lifebelt, half a lifebelt, a whole one)."""
    kinds = Counter(state.halves[1:])
    return kinds[0], kinds[1], kinds[2]
