"""What each seat keeps hidden: :class:`Secrets` (a seat's view of the state, who owns a step, a step
hidden from another seat, a seat's hand in words), and :data:`NO_SECRETS` for a game without."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Union

from scorer.engine.front import Entry, Prompt
from scorer.engine.ranking import Ranking

#: a view of the game: a seat index (that player's phone: the table's view and that player's hidden things), or
#: None (the table's view: what everyone at the table sees)
Seat = Union[int, None]


@dataclass(frozen=True)
class Pick:
    """Several items a seat picks on its own page to make one entry (Land Unter: the 12 cards of its hand,
    tapped in a grid of the weather numbers): ``label`` what the page asks, ``button`` the words of the
    button that sends the entry, ``count`` how many items, ``items`` the items offered, and ``entry`` the
    entry's text with ``{}`` where the picked items go, separated by spaces (``"hand [{}]"``). ``repeat``:
    an item may be picked more than once (NILE: two Flax told), each item a picture to tap, and the entry is
    sent as soon as ``count`` items are tapped (a page without a script enters each item on its own).
    ``notice``: what the seat must not miss, said first in the section until it picks again (NILE: told cards
    that gave way); ``drops``: items picked before that the seat may take back, one tap each, as (item, the
    entry that takes it back), under ``drop_label`` (NILE: "not this one").
    ``chosen``: the items picked already when the page is drawn (Land Unter: the hand as written, to swap a
    card of it: untick the wrong one, tick the right one); the entry is sent once ``count`` items are picked
    again and they differ from ``chosen`` (a page without a script sends it by its button). ``left``: the items
    still to pick from in words, said where no button shows them (``nile play``'s ``?``; Land Unter: the
    water-level cards left in the pile, each value with its count)."""

    label: str
    button: str
    count: int
    items: list[str]
    entry: str
    repeat: bool = False
    notice: str = ""
    drops: tuple[tuple[str, str], ...] = ()
    drop_label: str = ""
    chosen: tuple[str, ...] = ()
    left: str = ""


@dataclass(frozen=True)
class OwnStep:
    """What a seat's own page asks of that seat where the rules let players act at once (Land Unter: every
    weather card of a trick is chosen in secret and revealed together), whoever the table's screen names:
    ``prompt`` in the game's words, ``entries`` the seat's own entries (written with its name where the
    notation needs it, ``Cleo 23``), and ``taps`` each of the seat's hidden things (a card of its hand, as
    :attr:`Secrets.hand` words it) that is an entry now, with the entry tapping it makes; ``pick`` an entry
    the seat may make by picking several items (:class:`Pick`), or None; ``more`` further picks offered
    beside it, each folded under its label (Land Unter: the hand to write while the water-level cards are
    asked; at most one of them a ``repeat`` pick, and none where ``pick`` is one). ``first``: the groups of
    ``entries`` the page shows right under its question, open, where the eye is (NIL: the tile just drawn to
    tell, on the own turn too: s34 finding 3); the others stay in the list below."""

    prompt: Prompt
    entries: list[Entry]
    taps: dict[str, str]
    pick: Pick | None = None
    more: tuple[Pick, ...] = ()
    first: tuple[str, ...] = ()

    def offered(self) -> list[str]:
        """Every entry the seat's page offers for this step, as texts: the entries listed, then the entry of
        each item tapped (a card of a hand shown is tapped there, not listed again).

        >>> OwnStep(Prompt("Ben?"), [Entry("Ben 3")], {"20": "Ben 20"}).offered()
        ['Ben 3', 'Ben 20']
        """
        return [entry.text for entry in self.entries] + [t for t in self.taps.values() if t not in
                                                          {entry.text for entry in self.entries}]


def _no_own_step(state: Any, seat: int) -> OwnStep | None:
    return None


@dataclass(frozen=True)
class Secrets:
    """What each seat of one game keeps hidden, and how the game looks from a seat (boardgame.io's
    ``playerView``): one per game, in its package (``seats.py``), declared on its :class:`GameSpec`.

    ``seen_by(state, seat)`` the game as ``seat`` knows it (``None``: the table): a copy of ``state``
    in which every card hidden from that seat is unseen, as in a record that never wrote it down, so that
    the notation's entries, prompt, text view and picture of that copy, and ``check()``'s reasons on it,
    tell nothing hidden from the seat; ``state`` is never changed.
    ``owners(state, move)`` the seats whose hidden cards ``move`` (an entry at ``state``) tells: a
    card drawn, a rack or hand written down, cards taken from a hidden storage; empty for a public step.
    Such an entry is listed only to its owner and entered only by its owner (or a host who may enter
    anything). ``hide(state, move, seat)`` ``move`` (entered at ``state``) as ``seat`` may read it in the
    history: every card hidden from ``seat`` unseen (``?``). ``hand(state, seat)`` the seat's hidden things
    in the game's words, one group a line (``("hand", ["12", "41"])``), for the seat's own page and
    ``nile play``'s ``hand NAME``. ``ranking(state, seat)`` the standings ``seat`` may see, or None
    where the score would tell hidden cards (NILE's storage) before the end. ``replayed``: True where what
    a seat may work out depends on the order things were shown (NILE: which deck a card nobody showed came
    from), so the session builds the seat's copy by replaying every step as the seat read it (``hide``)
    before ``seen_by``; False where ``seen_by`` of the game as it stands is exact.
    ``own_step(seen, seat)`` the seat's own step (:class:`OwnStep`) on its copy ``seen`` where the rules
    let it act beside the player the table is asked about, else None (the default: one player at a time).
    ``guarded(state, move)`` the seats whose hidden cards decide whether ``move`` is legal although it
    tells none (Land Unter: a card played from a hand written down): legal or not, only they (or a host)
    enter it, since its ruling would tell another seat what they hold (the default: nobody's).
    ``actor(state, move)`` the seat whose step ``move`` is where the rules let several players act at once
    (Land Unter: the player of a card, the holder of a hand written down), named when another page tries it;
    None (the default): the player the prompt names. ``own_text(seen, seat, text)`` ``text`` typed on
    ``seat``'s own page as the seat means it (Land Unter: a bare ``20`` is ``Ben 20`` while Ben's card of the
    trick is still to come, ``hand [...]`` is ``Ben hand [...]``); the default leaves it as typed.
    ``sealed(now, state, move, seat)`` ``move`` (entered at ``state``, as ``hide`` left it) as ``seat`` reads
    it while the game stands at ``now``, for what stays hidden only for a while (Land Unter: another seat's
    card of a trick is ``Ben ?`` until the trick's last card is in); the default leaves it as it is.
    ``table_pick(seen)`` the :class:`Pick` the table's page (and a host's) offers for the table's own step on
    its copy ``seen`` (Land Unter: the two water-level cards turned up, tapped), or None (the default): a
    seat's page gets its pick from ``own_step``.
    ``asked(now, state, move, seat)`` what ``move`` (entered at ``state``) was, in words for ``seat`` while the
    game stands at ``now``, where the question the table was asked does not say it (Land Unter: a hand
    written down, another seat's card still face down: "Ben has chosen a weather card"), or None (the
    default): that question.
    ``unlisted(seen)`` True where, at the player's step the table's copy ``seen`` asks, the referee may refuse an
    entry that copy allows, on what the table's screen does not keep but is no seat's claim (Land Unter: a hand
    passed on, known to the referee by its cards played in an earlier round): the table's and the host's page
    then list none of the step's entries, since a list that left out only those would tell them (issue 22;
    a claim never refuses a step the table sees, so it is never such a reason). False (the default): the copy's
    entries are the referee's.
    ``gives_way(state, move)`` the seat whose own claims (cards it told on its own page, taken on trust) its own
    step ``move`` (legal at ``state``, not changed) would make give way, and the question that asks it first,
    in its own words (NILE: a planting its hand as told cannot hold); None (the default): nothing gives way.
    The question names the seat's claims, its secret: it is said to that seat alone.
    ``own(state, move)`` the seats whose own claim ``move`` tells or corrects (NIL: a tile of a rack told on its
    player's page, or taken back): entered on their own page or at the table's one keyboard (``nile play``),
    never on a host's page, a shared screen whose answer (legal or not) would tell the claim to everyone who
    sees it (the default: nobody's).
    ``typed(state)`` the game as the table's one keyboard knows it (``nile play``): what the table sees, and
    what was typed there that a seat's page keeps face down for a while (Land Unter: the cards of the trick in
    progress), so a refusal whose reason that gives says it there (issue 22, revcards defect 2b); None (the
    default): the table's copy, ``seen_by(state, None)``.
    ``gathering(state)`` the step made of each player's own part, entered in any order, that ``state`` is
    gathering (Land Unter: round 1's lifebelts, each player announcing its own), as a key that stays the same
    while its parts come in, or None (the default): while it stays the same, a seat's page takes back its own
    part, the other seats' parts entered after it entered again.
    ``sealing(state)`` True where a game whose seats hold nothing hidden (no ``hand``) still keeps a seat's step
    from the others for a while at some step of this game (An den Ufern des Nils' auction variants: a bid until
    every bid is in), so a seat's page never says that nothing is hidden, even before the first bid (issue 22,
    uferrev defect 6); False (the default).
    ``unread(state, text)`` the seats whose hidden cards an entry that cannot be read still shows as typed (Land
    Unter: a hand or a deal line with one card mistyped, ``5 [6 12 ... 99] 3 7``: its other eleven cards), so the
    table's screen does not echo it (s40 mergerev1); empty (the default): such a line tells nothing hidden.
    """

    seen_by: Callable[[Any, Seat], Any]
    owners: Callable[[Any, Any], frozenset[int]]
    hide: Callable[[Any, Any, Seat], Any]
    hand: Callable[[Any, int], list[tuple[str, list[str]]]]
    ranking: Callable[[Any, Seat], Ranking | None]
    replayed: bool = False
    own_step: Callable[[Any, int], OwnStep | None] = _no_own_step
    guarded: Callable[[Any, Any], frozenset[int]] = lambda state, move: frozenset()
    actor: Callable[[Any, Any], int | None] = lambda state, move: None
    own_text: Callable[[Any, int, str], str] = lambda state, seat, text: text
    sealed: Callable[[Any, Any, Any, Seat], Any] = lambda now, state, move, seat: move
    asked: Callable[[Any, Any, Any, Seat], str | None] = lambda now, state, move, seat: None
    table_pick: Callable[[Any], Pick | None] = lambda seen: None
    unlisted: Callable[[Any], bool] = lambda seen: False
    gives_way: Callable[[Any, Any], tuple[int, str] | None] = lambda state, move: None
    own: Callable[[Any, Any], frozenset[int]] = lambda state, move: frozenset()
    typed: Callable[[Any], Any] | None = None
    gathering: Callable[[Any], Any] = lambda state: None
    sealing: Callable[[Any], bool] = lambda state: False
    unread: Callable[[Any, str], frozenset[int]] = lambda state, text: frozenset()


def _nothing_hidden_hand(state: Any, seat: int) -> list[tuple[str, list[str]]]:
    return []


#: the secrets of a game in which nothing is hidden from one seat that another sees (An den Ufern des Nils:
#: what lies face down is unseen by everyone, so it is never asked)
NO_SECRETS = Secrets(seen_by=lambda state, seat: state, owners=lambda state, move: frozenset(),
                     hide=lambda state, move, seat: move, hand=_nothing_hidden_hand,
                     ranking=lambda state, seat: state.ranking())
