"""Helpers for NILE tests: card kinds by name, and positions built by hand.

The position helpers move cards from the deck (the cards not yet accounted for) to where a test
wants them, so the 92 cards stay conserved and the referee's counts stay right.
"""

from __future__ import annotations

from scorer.games.nile.engine import Deal, DrawOwed, Flood, Nile
from scorer.games.nile.cards import card_set

CS = card_set()
PAPYRUS, WHEAT, LETTUCE, CASTOR, FLAX = range(5)
PLAGUE = CS.plague
NAMES = ["Anna", "Ben", "Cleo", "Dana", "Emil"]


def spec(a: int, b: int) -> int:
    """The speculation card of crops ``a`` and ``b``."""
    return CS.parse(f"{CS.crops[a]}/{CS.crops[b]}")


def _from_deck(state: Nile, kind: int) -> None:
    assert state.unaccounted[kind] > 0 and state.deck_size > 0, f"no {CS.names[kind]} left in the deck"
    state.unaccounted[kind] -= 1
    state.deck_size -= 1


def game(players: int = 3, hands: dict[int, list[int]] | None = None, variants=()) -> Nile:
    """A dealt game, the first flood due: seat p was dealt ``hands[p]``, padded to five with cards
    nobody saw (so only a hand given in full is fully known)."""
    state = Nile(NAMES[:players], variants)
    hands = hands or {}
    dealt = tuple(tuple((list(hands.get(p, [])) + [None] * 5)[:5]) for p in range(players))
    state.apply(Deal(dealt))
    return state


def field(state: Nile, seat: int, crop: int, size: int) -> None:
    """Give ``seat`` a field of ``size`` cards of ``crop`` (cards from the deck)."""
    for _ in range(size):
        _from_deck(state, crop)
    state.field_owner[crop] = seat
    state.field_size[crop] += size


def store(state: Nile, seat: int, crop: int, count: int) -> None:
    """Put ``count`` cards of ``crop`` from the deck into ``seat``'s storage."""
    for _ in range(count):
        _from_deck(state, crop)
    state.storage[seat][crop] += count


def set_aside(state: Nile, keep: int, plague: bool = False) -> None:
    """Take cards out of the deck (as if removed from the game) until ``keep`` remain: to reach the
    end of a deck quickly. Leaves at least one of each kind still in the deck when it can; the Plague
    of Locusts is taken out first unless ``plague`` (while nobody has seen it, it is in the deck, so a
    short deck would have to end with it)."""
    if not plague and state.unaccounted[PLAGUE] and state.deck_size > keep:
        state.unaccounted[PLAGUE] -= 1
        state.deck_size -= 1
        state.removed[PLAGUE] += 1
    while state.deck_size > keep:
        k = max(range(CS.kinds), key=lambda kind: state.unaccounted[kind])
        state.unaccounted[k] -= 1
        state.deck_size -= 1
        state.removed[k] += 1


def leave_only(state: Nile, *kinds: int) -> None:
    """Take every card out of the game (as if removed before the deal) but ``kinds`` (one card each):
    those are the deck and the hands' unseen cards (with every hand known, the deck)."""
    assert len(kinds) >= sum(state.hand_unseen) + state.removed_unseen, "the unseen hand cards are among them"
    for k in range(CS.kinds):
        extra = state.unaccounted[k] - kinds.count(k)
        assert extra >= 0, f"no {CS.names[k]} left in the deck"
        state.unaccounted[k] -= extra
        state.removed[k] += extra
    state.deck_size = len(kinds) - sum(state.hand_unseen) - state.removed_unseen


def flood(state: Nile, *cards: int) -> None:
    """Turn up flood card(s); any payouts owed are drawn unseen."""
    for k in cards:
        state.apply(Flood(k))
    state.apply(DrawOwed(None))


def conserved(state: Nile) -> bool:
    """All 92 cards somewhere, and the unseen pool matching the deck and unseen hands."""
    total = sum(state.locations().values())
    unseen = state.deck_size + sum(state.hand_unseen) + state.removed_unseen
    return total == 92 and sum(state.unaccounted) == unseen
