"""What the table session answers (its rulings and what an undo took back) and how its steps are marked:
the values every front end shows, kept apart from the session that makes them (:mod:`scorer.session`) so
the views (:mod:`scorer.views`) and the front ends read them without importing the session."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Union

from scorer.engine import Entry, GameState, IllegalMove, Pick, Prompt, Ranking, Seat
from scorer.engine.said import Value, say


class SessionError(ValueError):
    """A session that cannot start or go on: an unknown game, a record that cannot be resumed (unreadable,
    a tally of end counts, a rule broken), a file that cannot be written. The message says why and what
    to do; front ends show it and exit 2."""


@dataclass(frozen=True)
class Accepted:
    """The entry was legal and is recorded: ``entry`` as the record writes it, ``news`` what the rules
    worked out (one line each), ``over`` True when it ended the game."""

    entry: str
    news: list[str] = field(default_factory=list)
    over: bool = False


@dataclass(frozen=True)
class Illegal:
    """The entry reads as a move the rules forbid here; nothing was recorded. ``rule`` the section it
    breaks, ``reason`` why in plain words, ``alternatives`` legal entries instead: those the rule names, or
    else every entry of the step (may be empty; a front end shows a few or says how many); ``id`` and
    ``values`` the reason as a message id and its named values (:class:`~scorer.engine.IllegalMove`'s; None
    and none for a game that still says its reasons in plain words, or a reason the session words itself)."""

    entry: str
    rule: str
    reason: str
    alternatives: list[str] = field(default_factory=list)
    id: str | None = None
    values: Mapping[str, Value] = field(default_factory=dict)

    @classmethod
    def of(cls, entry: str, err: IllegalMove, alternatives: list[str], label: str = "") -> "Illegal":
        """The ruling on ``entry`` that ``err`` made, ``label`` before its reason (which part of an entry)."""
        return cls(entry, err.rule, label + err.reason, alternatives, err.id, err.values)


@dataclass(frozen=True)
class Unreadable:
    """The entry means no move here; nothing was recorded. ``message`` says why, ``expected`` what to type."""

    entry: str
    message: str
    expected: str = ""


@dataclass(frozen=True)
class Forbidden:
    """The entry tells cards hidden from the seat that sent it (another player's draw, rack or storage):
    only that player's seat, or the host, enters it; nothing was recorded. ``message`` says whose it is."""

    entry: str
    message: str


@dataclass(frozen=True)
class Asked:
    """The entry is legal, but it would make its own seat's claims give way (NILE: a planting the hand as told
    cannot hold, maybe a slip of the finger): nothing was recorded yet; ``question`` asks the seat ``seat`` to
    confirm it, in its own words (its told cards, its secret: said on that seat's page, or to it alone at the
    keyboard); the entry is sent again, confirmed, to be applied (:meth:`~scorer.asking.Asking.asks`)."""

    entry: str
    question: str
    seat: int


Ruling = Union[Accepted, Illegal, Unreadable, Forbidden]


@dataclass(frozen=True)
class SeatView:
    """The game as one seat sees it (``seat``; None: the table, what everyone sees), made by
    :meth:`TableSession.view` from the game's :class:`~scorer.engine.Secrets` (boardgame.io's
    ``playerView``): nothing in it tells a card hidden from that seat.

    ``prompt`` what is expected, its hint's examples and default worked out from what the seat knows;
    ``entries`` the entries listed to the seat (none that tells another seat's hidden card); ``board`` the
    text view folded at the width asked; ``standings`` the score the seat may see (None where it would
    tell hidden cards); ``last`` the last step (what was asked, the entry as the seat may read it) or None;
    ``hand`` the seat's hidden things in the game's words (empty for the table); ``position`` where the game
    stands, in words; ``over`` True once the game has ended; ``taps`` each item of ``hand`` that is an entry
    now, with the entry tapping it makes (Land Unter: ``"23"`` -> ``"Cleo 23"`` while the table is asked
    about another player: every card of a trick is revealed together); ``pick`` an entry the seat makes by
    picking several items (Land Unter: its hand, from a grid of the weather numbers), or None; ``more``
    further picks offered beside it, folded (:attr:`~scorer.engine.OwnStep.more`); ``first`` the groups of
    ``entries`` shown right under the question, open (:attr:`~scorer.engine.OwnStep.first`)."""

    seat: Seat
    prompt: Prompt
    entries: list[Entry]
    board: str
    standings: Ranking | None
    last: tuple[str, str] | None
    hand: list[tuple[str, list[str]]]
    position: str
    over: bool
    taps: dict[str, str] = field(default_factory=dict)
    pick: Pick | None = None
    more: tuple[Pick, ...] = ()
    first: tuple[str, ...] = ()


#: what each step of :attr:`TableSession.kinds` is: the first step of a table entry, a later step of an
#: entry of several steps, a step the session took by itself
ENTRY, PART, AUTO = "entry", "part", "auto"


@dataclass(frozen=True)
class Undone:
    """What :meth:`TableSession.undo` took back: the ``entries`` (latest last) and ``warnings`` for the
    table (a card turned up or drawn goes back: put it back as it was, :func:`taken_back`)."""

    entries: list[str]
    warnings: list[str] = field(default_factory=list)


#: ``put`` of an entry that told what a step the session took by itself showed (NILE: the card Anna drew at the
#: market, named on her page after the face-down draw; :meth:`~scorer.session.TableSession.told_after`): undone, the
#: telling goes and the step stays as the session took it, so nothing is put back (frderev2 C-f)
TOLD = "\x00told"


def taken_back(asked: str, text: str, put: str | None, news: list[str], said: str | None = None) -> list[str]:
    """What the table must hear when the step ``text`` (asked as ``asked``) is undone: ``put``, what to put back
    that was turned up, dealt or drawn there, in the game's words (:attr:`~scorer.engine.GameSpec.put_back`:
    "if the water-level cards 7 and 1 were turned up there, put them back on top of the pile"), None where
    nothing was (Land Unter's lifebelts announced); what the rules had worked out (a reshuffle, a harvest, a
    payout) goes too. ``said``: the news of a step the session took by itself (None for a step the table typed;
    "" for one taken silently), which is what the table is reminded of instead.

    >>> taken_back("Ben's step", "?", None, ["a payout of 3 cards"])
    ['undoing that step also takes back: a payout of 3 cards']

    ``put`` :data:`TOLD`: only what was told of a step the session took by itself is taken back, the step stays.

    >>> taken_back("Turn 4: Anna draws a card", "Flax", TOLD, [])
    ["Turn 4: Anna draws a card: 'Flax', as told, is taken back; the card stays drawn, face down, its face untold"]
    """
    warnings: list[str] = []  # each said by id (nile's own words: scorer.engine.cli_messages)
    if put == TOLD:  # the card told is named to whoever may read it (its teller), else only the fact
        warnings.append(say("nile-cli.undo.told-own", asked=asked, entry=text) if text.strip("?, ") else
                        say("nile-cli.undo.told", asked=asked))
    elif said:
        warnings.append(say("nile-cli.undo.followed-put", news=said, put=put) if put else
                        say("nile-cli.undo.followed", news=said))
    elif put and said is None:
        warnings.append(say("nile-cli.undo.put-back", asked=asked, entry=text, put=put))
    if news:  # a reshuffle, a harvest, a payout: said, never taken back silently ('?': a step hidden from the page)
        warnings.append(say("nile-cli.undo.also", entry=text, news=list(news)) if text.strip("?, ") else
                        say("nile-cli.undo.also-that-step", news=list(news)))
    return warnings


@dataclass
class Ruled:
    """An entry the session ruled legal, not yet kept (:class:`scorer.session.TableSession` keeps it): the ``state`` it leads to, its ``moves`` and their ``kinds``,
    the ``entry`` as the record writes it and the ``news``."""

    state: GameState[Any]
    moves: list[Any]
    kinds: list[str]
    entry: str
    news: list[str]
