"""What the table knows about the cards' hidden sides, counted against the catalogue.

A water card's front is seen when it tops a stack, its back when ebb removes it; a desert card's back
when flood covers it. Nobody sees the rest, so the referee checks what it can: no front, event or arrow
may appear more often than the printed cards allow (decision U3: fronts and backs are counted apart,
the arrows of all rot cards together).

>>> from scorer.games.ufern.board import ufern_board
>>> from gamedata.ufern_catalogue import Event
>>> from collections import Counter
>>> b = ufern_board(3)
>>> seen = Counter({Event("rot", 2): 5})
>>> event_problem(seen, Event("rot", 2), b.water_limits(), "water")
'all 5 water cards with rot 2 are already in sight'
>>> event_problem(Counter({Event("rot", 1, True): 3}), Event("rot", 4, True), b.water_limits(), "water")
'all 3 water cards with rot and an arrow are already in sight'
"""

from __future__ import annotations

from collections import Counter

from gamedata.ufern_catalogue import Event, Front, front_name
from scorer.engine.said import Said, say
from scorer.games.ufern.typed_words import worded


def event_problem(seen: Counter[Event], event: Event, limits: tuple[Counter[str], Counter[str]],
                  deck: str) -> Said | None:
    """Why one more card of ``deck`` (``"water"``/``"desert"``) showing ``event`` cannot exist when
    ``seen`` are already known, or None. ``limits``: totals by event and arrows by kind."""
    totals, arrows = limits
    same = sum(c for e, c in seen.items() if e.key == event.key)
    if same + 1 > totals[event.key]:
        said = _SEEN[deck][0]
        return say(said, total=totals[event.key], event=worded(event.key))
    kind_total = sum(t for k, t in totals.items() if k.split()[0] == event.kind)
    with_arrow = sum(c for e, c in seen.items() if e.kind == event.kind and e.arrow)
    if event.arrow and with_arrow + 1 > arrows[event.kind]:
        said = _SEEN[deck][1]
        return say(said, total=arrows[event.kind], kind=worded(event.kind))
    without = sum(c for e, c in seen.items() if e.kind == event.kind and not e.arrow)
    if not event.arrow and without + 1 > kind_total - arrows[event.kind]:
        said = _SEEN[deck][2]
        return say(said, total=kind_total - arrows[event.kind], kind=worded(event.kind))
    return None


#: by deck, what is said of one card too many: with the event, with its kind and an arrow, without one
_SEEN = {"water": ("ufern-des-nils.cards.water-event-seen", "ufern-des-nils.cards.water-arrow-seen",
                   "ufern-des-nils.cards.water-plain-seen"),
         "desert": ("ufern-des-nils.cards.desert-event-seen", "ufern-des-nils.cards.desert-arrow-seen",
                    "ufern-des-nils.cards.desert-plain-seen")}


def front_problem(seen: Counter[Front], front: Front, limits: Counter[Front]) -> Said | None:
    """Why one more water card showing ``front`` cannot exist when ``seen`` fronts are known, or None."""
    if seen[front] + 1 > limits[front]:
        return say("ufern-des-nils.cards.front-seen", total=limits[front], front=worded(front_name(front)))
    return None
