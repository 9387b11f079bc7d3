"""A whole turn built on a phone's page before it is sent as one entry (An den Ufern des Nils: a player's
actions, issue 22). Pure functions of a game's state: nothing here records a step.

Where the game's tappable board says a player decides several steps in a row (its drawer's ``builds``:
Ufern's actions), the page of the player who acts (or the host's) keeps the steps tapped so far in its
address (``b``, the steps joined by ``"; "``), so that the page works without scripts and a reload shows
the same build. Each tap asks the server for the board at the position the build leads to (:func:`rule`),
which rules every step as the session would and says the first one it would refuse; nothing is recorded
until "Done" sends the steps and the entry that ends the turn as one entry (:func:`sent`), which the
session rules step by step, all or nothing, and one undo takes back whole.

>>> parts("sow flax W4.3;  grow W4.2 ;"), joined(("sow flax W4.3", "grow W4.2"))
(('sow flax W4.3', 'grow W4.2'), 'sow flax W4.3; grow W4.2')
>>> sent(("sow flax W4.3",), "done"), sent((), "done"), sent(("grow W4.2",), "")
('sow flax W4.3; done', 'done', 'grow W4.2')

The address also carries the step the build was made on (``on``: how many steps the game had recorded, the
:attr:`Built.base`), so that an old address (the one left after Done, a reload a round later) never starts a
new build with old steps: :func:`rule` drops them, and says so (:attr:`Built.dropped`). A step tapped that
the rules refuse is not added: the build stays as it was and says why (:attr:`Built.rejected`).

>>> carried(("sow flax W4.3", "grow W4.2"), 17)
'b=sow%20flax%20W4.3%3B%20grow%20W4.2&on=17'
>>> carried((), 17), stale("17", 17), stale("", 17), stale("16", 17)
('on=17', False, True, True)
>>> refused_part("part 2 of 3 ('grow W4.2'): Anna has 1 action point left"), refused_part("no such field")
(('grow W4.2', 'Anna has 1 action point left'), ('', 'no such field'))
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Sequence
from urllib.parse import quote

from scorer.engine import Entry, InvalidMove
from scorer.engine.said import say
from scorer.web.messages import CATALOGUE as WEB_WORDS

#: the most steps a build holds (a turn has at most a dozen: 3 points and the jokers)
MOST = 40
#: how the build's steps are joined in the address and in the entry sent (the notation's own separator)
SEPARATOR = "; "
assert WEB_WORDS.prefix == "nile-web"  # registered as it was made: say() finds the page's ids said here


@dataclass(frozen=True)
class Step:
    """One step of a build: its ``text`` as tapped, and, for the first the rules would refuse (or one after
    it, not ruled), why (``reason``; ``rule`` the rule it breaks, empty for an entry that means nothing)."""

    text: str
    reason: str = ""
    rule: str = ""

    @property
    def refused(self) -> bool:
        """True for a step the rules would refuse, or one after it."""
        return bool(self.reason)


@dataclass
class Built:
    """A build ruled against the game: its ``steps``, ``state`` the game after the legal steps before the first
    refused one (a copy), ``entries`` the entries there (what the next tap may add; the ending entry left
    out: the page's "Done" sends it), ``ending`` the entry that ends the turn (``done``), ``prompt`` what the
    game waits for there, in its words."""

    steps: list[Step]
    state: Any
    entries: list[Entry] = field(default_factory=list)
    ending: str = ""
    prompt: str = ""
    #: how many steps the game had recorded when the build was ruled: the step it is built on (``on``)
    base: int = 0
    #: the steps of an address built on another step than :attr:`base` (a stale address), dropped
    dropped: tuple[str, ...] = ()
    #: the step just tapped, not added because the rules would refuse it (with why), or None
    rejected: Step | None = None
    #: True where what was just typed ends with the entry that ends the turn (a whole turn typed at once,
    #: ``grow W4.2; sow flax W4.3; done``): the page sends the build as it stands
    send: bool = False
    #: the entries (of :attr:`entries`) that the page's board enters itself at one tap, on cells of their own
    #: (:func:`scorer.web.board.one_tap`): the page lists them nowhere else; set by the page
    on_board: frozenset[str] = frozenset()

    @property
    def texts(self) -> tuple[str, ...]:
        """The steps' texts."""
        return tuple(s.text for s in self.steps)

    @property
    def refused(self) -> Step | None:
        """The first step the rules would refuse, or None."""
        return next((s for s in self.steps if s.refused), None)

    @property
    def open(self) -> bool:
        """True while the same player still builds at the built position (an action point or a joker
        left), so that the page offers taps that add to it."""
        return self.refused is None and bool(self.entries)


def parts(text: str) -> tuple[str, ...]:
    """The steps of a build as the address carries it (``"sow flax W4.3; grow W4.2"``), empty ones
    dropped, at most :data:`MOST`."""
    return tuple(p.strip() for p in text.split(";") if p.strip())[:MOST]


def joined(steps: Sequence[str]) -> str:
    """The steps as the address carries them."""
    return SEPARATOR.join(steps)


def sent(steps: Sequence[str], ending: str) -> str:
    """The entry "Done" sends: the steps and ``ending`` (the entry that ends the turn; none when empty)."""
    return joined([*steps, *([ending] if ending else [])])


def ending(spec: Any, state: Any) -> str | None:
    """The entry that ends a built turn at ``state`` (Ufern's ``done`` at a player's actions), or None where
    the game builds no turn here (its tappable board's ``builds``; a game without a board builds none)."""
    if spec.tap_board is None or state.is_over:
        return None
    result: str | None = spec.tap_board().builds(state)
    return result


def carried(steps: Sequence[str], base: int) -> str:
    """The build as the address carries it: ``b`` its steps (none when empty) and ``on`` the step it is built
    on (see :attr:`Built.base`), percent-encoded, without a leading ``&``."""
    return "&".join([*([f"b={quote(joined(steps), safe='')}"] if steps else []), f"on={base}"])


def stale(on: str | None, base: int) -> bool:
    """True when a build whose address says ``on`` (None or ``""``: it says nothing) was not built on the
    step ``base`` the game is at now: its steps belong to another turn, or to this one before an undo."""
    return on != str(base)


#: how the session heads the reason of one part of an entry it refuses (scorer.session: "part 2 of 3 ('x'): ")
_PART = re.compile(r"part \d+ of \d+ \('(.*?)'\): ")


def refused_part(reason: str) -> tuple[str, str]:
    """The step a refusal of a whole built turn names and the reason without its heading, from the
    session's reason (``"part 2 of 3 ('grow W4.2'): ..."``); ``("", reason)`` for a reason of no part."""
    found = _PART.match(reason)
    return (found.group(1), reason[found.end():]) if found else ("", reason)


def rule(spec: Any, state: Any, steps: Sequence[str], add: str = "", base: int = 0, on: str | None = None
         ) -> Built:
    """The build ``steps`` and the step ``add`` just tapped (none when empty), ruled from ``state``
    (unchanged), :func:`ruled` where ``add`` is legal there; where the rules would refuse it (and every step
    before it is legal), it is not added: the build is ``steps`` alone with ``add`` as its
    :attr:`~Built.rejected`. An ``add`` of several steps (a turn typed at once, ``;``-separated) adds each,
    the last as above, and where it is the entry that ends the turn it is not added but asks the page
    to send the build (:attr:`~Built.send`). ``base`` is the number of steps the game has recorded; where ``on`` is given
    and says another (:func:`stale`), the steps and ``add`` are dropped (:attr:`~Built.dropped`) and the
    build starts empty. Raises ValueError where the game builds no turn at ``state`` (see :func:`ending`)."""
    if on is not None and (steps or add) and stale(on, base):
        made = ruled(spec, state, ())
        made.base, made.dropped = base, (*steps, *([add] if add else []))
        return made
    adds = list(parts(add))  # a whole turn may be typed at once: each step added, its "done" a send
    end = ending(spec, state)
    send = bool(adds) and end is not None and " ".join(adds[-1].lower().split()) == end.lower()
    steps = (*steps, *adds[:-1])
    last = "" if send or not adds else adds[-1]
    made = ruled(spec, state, (*steps, *([last] if last else [])))
    made.base, made.send = base, send
    if last and made.refused is made.steps[-1]:
        rejected = made.steps[-1]
        made = ruled(spec, state, steps)
        made.base, made.rejected = base, rejected
    return made


def ruled(spec: Any, state: Any, steps: Sequence[str]) -> Built:
    """The build ``steps`` ruled from ``state`` (unchanged) as the session rules an entry's parts: each read by
    the game's notation against the position the steps before it lead to and checked by the rules, stopping
    at the first one that cannot be read or is illegal (it and every step after it carry why), or at one
    that is no longer the same player's turn to build. Raises ValueError where the game builds no turn at
    ``state`` (see :func:`ending`)."""
    end = ending(spec, state)
    if end is None:
        raise ValueError(f"{spec.slug}: no turn is built at this step")
    notation, work = spec.notation, state.clone()
    seat = notation.prompt(state).seat
    out: list[Step] = []
    why = rule_broken = ""
    for text in steps:
        if why:
            out.append(Step(text, say("nile-web.build.before-refused")))
            continue
        if ending(spec, work) is None or notation.prompt(work).seat != seat:
            why = say("nile-web.build.turn-over")
        else:
            try:
                move = notation.parse(work, text)
                err = work.check(move)
            except InvalidMove as exc:
                why = str(exc)
            else:
                if err is not None:
                    why, rule_broken = err.reason, err.rule
                elif notation.parse(work, end) == move:
                    why = f"'{text}' ends the turn: tap Done to send it"
                else:
                    work.apply(move)
        out.append(Step(text, why, rule_broken) if why else Step(text))
    still = ending(spec, work) is not None and notation.prompt(work).seat == seat and not why
    entries = [e for e in notation.entries(work) if e.text != end] if still else []
    return Built(out, work, entries, end, notation.prompt(work).text)
