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
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from scorer.engine import Entry, InvalidMove

#: the most steps a build holds (a turn has at most a dozen: 3 points and the jokers)
MOST = 40
#: how the build's steps are joined in the address and in the entry sent (the notation's own separator)
SEPARATOR = "; "


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


def rule(spec: Any, state: Any, steps: Sequence[str]) -> Built:
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
            out.append(Step(text, "not ruled: a step before it would be refused"))
            continue
        if ending(spec, work) is None or notation.prompt(work).seat != seat:
            why = "the turn is over before this step"
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
