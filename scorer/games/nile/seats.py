"""What each seat of NILE keeps hidden: its hand and its storage (:data:`SECRETS`, declared on the game's
:class:`~scorer.engine.GameSpec`).

The rules: the cards drawn go into the hand, which the other players never see [Piocher]; the harvest goes
"face cachée" into the storage, and "Cachez le contenu de votre stock aux autres joueurs !" [Récolter].
Public: every flood card, every card planted, speculated or discarded (a trade's discards lie face up),
the Plague and what it destroyed, how many cards each player draws and holds. So a card a player drew is
that player's to enter (or the host's), and a storage is shown only to its owner; the score, which is the
storage's smallest pile, is shown to everyone once the game is over (everyone then sorts the storage).

A player may tell the referee the cards of the hand on the own page, one tap a card (``Ben holds Papyrus``:
:func:`own_step`), dealt or drawn: they stay that player's secret (another seat reads ``Ben holds ?``), and
a hand the referee knows offers only the plantings, speculations and trades it allows. Telling is optional.

>>> from scorer.games.nile.moves import Draw
>>> from scorer.games.nile.cards import card_set
>>> sorted(owners(None, Draw(1, card_set().parse("Wheat")))), sorted(owners(None, Draw(1, None)))
([1], [])
"""

from __future__ import annotations

from typing import Any

from scorer.engine import Entry, OwnStep, Prompt, Ranking, Seat, Secrets, count
from scorer.games.nile.cards import card_set
from scorer.games.nile.engine import Nile
from scorer.games.nile.moves import Deal, Draw, Hold, Trade
from scorer.games.nile.notation import entries as table_entries, format, prompt as table_prompt
from scorer.games.nile.table import OVER, TURN


def seen_by(state: Nile, seat: Seat) -> Nile:
    """``state`` as ``seat`` knows it (None: the table): the other seats' hands unseen (their cards back
    among those nobody saw) and their storages hidden (:attr:`~scorer.games.nile.table.NileTable.storage_hidden`,
    read as empty). Once the game is over every storage is shown. A copy; ``state`` is not changed."""
    view = state.clone()
    assert isinstance(view, Nile)
    others = [p for p in range(state.n) if p != seat]
    for p in others:
        if not any(view.hand[p]):
            continue
        for k, m in enumerate(view.hand[p]):
            view.unaccounted[k] += m
            if view.deck_bound is not None:  # the seat does not know which deck the card came from: the
                # current deck may still hold it, as far as the seat knows (never more than it was made of)
                view.deck_bound[k] = min(view.deck_bound[k] + m, view.pools[-1][k])
        view.hand_unseen[p] += sum(view.hand[p])
        view.hand[p] = [0] * len(view.hand[p])
        view.told[p] = [0] * len(view.told[p])
        view.unseen_from[p] |= set(range(len(view.pools)))  # drawn from any deck so far, as far as it knows
    if not state.is_over:
        for p in others:
            view.storage[p] = [0] * len(view.storage[p])
        view.storage_hidden = frozenset(others)
    return view


def owners(state: Any, move: Any) -> frozenset[int]:
    """The seat whose hidden cards ``move`` tells: a card drawn and shown to its drawer only (the Plague is
    revealed to all), the hands a deal writes down, the cards a trade takes from the storage."""
    if isinstance(move, Draw):
        return frozenset() if move.card is None or move.card == card_set().plague else frozenset({move.player})
    if isinstance(move, Deal) and move.hands is not None:
        return frozenset(p for p, hand in enumerate(move.hands) if any(k is not None for k in hand))
    if isinstance(move, Trade) and move.storage:
        return frozenset({move.player})
    if isinstance(move, Hold):
        return frozenset({move.player})
    return frozenset()


def hide(state: Any, move: Any, seat: Seat) -> Any:
    """``move`` as ``seat`` may read it: another seat's card drawn as ``?``, a deal without the other hands.
    A trade stays as it is: its discards lie face up."""
    if isinstance(move, Draw) and owners(state, move) - {seat}:
        return Draw(move.player, None)
    if isinstance(move, Deal) and move.hands is not None:
        hands = tuple(hand if p == seat else (None,) * len(hand) for p, hand in enumerate(move.hands))
        return Deal(None if all(k is None for hand in hands for k in hand) else hands, move.removed)
    if isinstance(move, Hold) and move.player != seat:
        return Hold(move.player, (None,) * len(move.cards))
    return move


def hand(state: Nile, seat: int) -> list[tuple[str, list[str]]]:
    """``seat``'s hand (each card seen, by name; the unseen ones counted) and storage (crop and count;
    ``hidden`` on a copy that does not show it)."""
    cs = card_set()
    cards = [cs.names[k] for k, m in enumerate(state.hand[seat]) for _ in range(m)]
    if state.hand_unseen[seat]:
        cards.append(f"{state.hand_unseen[seat]} not told")
    store = ["hidden"] if seat in state.storage_hidden else [f"{cs.crops[c]} {m}" for c, m in enumerate(state.storage[seat])]
    return [("hand", cards), ("storage", store)]


def ranking(state: Nile, seat: Seat) -> Ranking | None:
    """The standings once the game is over; None before: the score is the storage's smallest pile, hidden."""
    return state.ranking() if state.is_over else None


#: the group of the cards a player may tell on the own page
HOLD_GROUP = "your hand: tap each card you hold that is not told yet"


def holds(seen: Nile, seat: int) -> list[Entry]:
    """A tap for each kind of card ``seat`` could hold among its cards not told yet (``Ben holds
    Papyrus``), on ``seen`` (the game as the seat knows it): a crop or speculation card still unaccounted
    for that the decks the seat drew from could hold; none once the hand is all told."""
    if seen.phase == OVER or not seen.hand_unseen[seat]:
        return []
    cs = card_set()
    return [Entry(format(seen, Hold(seat, (k,))), HOLD_GROUP) for k in range(cs.kinds)
            if k != cs.plague and seen.check(Hold(seat, (k,))) is None]


def own_step(seen: Nile, seat: int) -> OwnStep | None:
    """What ``seat``'s own page asks beside the table's step (on ``seen``, the game as the seat knows it):
    while cards of its hand are not told, a tap per card it could hold (``Ben holds Papyrus``), at every
    step of the game, beside the table's entries where the step is the seat's or nobody's (a flood card);
    None once the hand is all told (the page then lists what the hand allows, as any step does).

    >>> from scorer.games.nile.moves import Deal
    >>> s = Nile(["Anna", "Ben"]); s.apply(Deal(None))
    >>> step = own_step(s, 1)
    >>> step.entries[-1].text, step.prompt.seat
    ('Ben holds Castor/Flax', None)
    >>> step.prompt.text.split(". ")[1]
    'Ben: tap the 5 cards of your hand not told yet, and the referee keeps your hand'

    """
    tell = holds(seen, seat)
    if seen.phase != TURN or not tell:
        return None
    table = table_prompt(seen)
    name, n = seen.players[seat], seen.hand_unseen[seat]
    words = f"tap the {count(n, 'card')} of your hand not told yet, and the referee keeps your hand"
    text = f"{table.text}. {name}: {words}"
    if table.seat == seat:  # the player's own step: the cards first (then the entries shrink to the hand)
        return OwnStep(Prompt(text, seat, table.hint, table.default), tell + table_entries(seen), {})
    if table.seat is None:  # nobody's step (a flood card): the table's entries, then the cards
        return OwnStep(Prompt(text, None, table.hint, table.default), table_entries(seen) + tell, {})
    return OwnStep(Prompt(text, table.seat, f"e.g. '{tell[0].text}'"), tell, {})


SECRETS = Secrets(seen_by=seen_by, owners=owners, hide=hide, hand=hand, ranking=ranking, replayed=True,
                  own_step=own_step)


def cards_to_tell(simulated: Nile, state: Nile) -> list[str]:
    """The entries with which every player tells the referee, one card a tap, the cards of the hand that
    ``state`` (the session's game) does not know yet and ``simulated`` (the same game with every card
    seen, as a simulation plays it) holds: ``Ben holds Papyrus``, seat by seat (see
    :func:`scorer.typed.typed_game`, the entry-count benchmark)."""
    if state.phase != TURN:
        return []
    out = []
    for p in range(state.n):
        if not state.hand_unseen[p]:
            continue
        for k, m in enumerate(simulated.hand[p]):
            for _ in range(max(0, m - state.hand[p][k])):
                out.append(format(state, Hold(p, (k,))))
    return out
