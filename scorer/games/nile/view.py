"""NILE for a terminal: :func:`board_text` (the table in a few lines of at most 60 characters) and
:func:`news` (what the rules worked out after an entry: harvests, payouts, the Plague, reshuffles,
the next turn, the end). Both only read the engine's state; they are part of the notation
(:mod:`scorer.games.nile.notation`)."""

from __future__ import annotations

import re
import textwrap
from typing import Any

from scorer.engine import count, join_names
from scorer.games.nile.cards import card_set
from scorer.games.nile.moves import DEAL_SIZE, Deal, Flood
from scorer.games.nile.table import _nth, DRAW, SETUP

WIDTH = 60  # characters a line of board_text may take


def _wrap(text: str, indent: str = "") -> list[str]:
    """``text`` in lines of at most WIDTH characters; a ``"2 Wheat"``-like pair (number, word) is
    never split across two lines."""
    glued = re.sub(r"(?<![\w/])(\d+) (?=\w)", "\\1\u00a0", text)
    return [line.replace("\u00a0", " ") for line in
            textwrap.wrap(glued, WIDTH, subsequent_indent=indent or "  ", initial_indent=indent)]


def _hand(state: Any, seat: int) -> str:
    cs = card_set()
    parts = [f"{m} {cs.names[k]}" if m > 1 else cs.names[k] for k, m in enumerate(state.hand[seat]) if m]
    if state.hand_unseen[seat]:
        parts.append(f"{state.hand_unseen[seat]} unseen")
    return ", ".join(parts) or "empty"


def board_text(state: Any) -> str:
    """The table as text, lines of at most :data:`WIDTH` characters: where the game stands, the flood
    card showing, the piles (deck, flood pile, discard, removed) and the reshuffles, the speculation
    cards laid, then per player the hand (cards seen, the rest counted as unseen), fields, storage
    per crop and the smallest pile, and the running score in words."""
    cs = card_set()
    lines = _wrap(f"NILE: {state.position()}")
    if state.phase == SETUP:
        return "\n".join(lines + _wrap(f"Players: {', '.join(state.players)}"))
    flood = "none yet" if state.flood is None else \
        f"{cs.name(state.flood)} (floods {' and '.join(cs.crops[c] for c in state.flooded)})"
    lines += _wrap(f"Flood card: {flood}")
    removed = sum(state.removed) + state.removed_unseen
    lines += _wrap(f"Deck {state.deck_size}, flood pile {len(state.flood_pile)}, discard {sum(state.discard)}"
                   + (f", removed {removed}" if removed else "")
                   + f"; reshuffled {state.reshuffles} of {state.passes - 1} times")
    if state.speculations:
        lines += _wrap("Speculating: " + ", ".join(f"{state.players[p]} {cs.names[k]}" for p, k in state.speculations))
    ranking = state.ranking()
    for p, name in enumerate(state.players):
        fields = ", ".join(f"{cs.crops[c]} {state.field_size[c]}" for c in range(cs.n_crops)
                           if state.field_owner[c] == p)
        store = ", ".join(f"{cs.crops[c]} {m}" for c, m in enumerate(state.storage[p]))
        lines += _wrap(f"{name}: hand {state.hand_size(p)} ({_hand(state, p)})")
        lines += _wrap(f"fields: {fields or 'none'}", "  ")
        lines += _wrap(f"storage: {store}; smallest {min(state.storage[p])}, rank {ranking.standings[p].rank}", "  ")
    lines += _wrap(f"Score: {ranking.tiebreak}")
    return "\n".join(lines)


def news(before: Any, move: Any, after: Any) -> list[str]:
    """What the rules worked out when ``move`` took ``before`` to ``after``, one line each: the deck
    after the deal, the Plague's damage, the payouts a flood owes, the harvest, the speculation cards
    discarded, a reshuffle, the next turn and the end with the result. Empty when nothing else happened."""
    cs = card_set()
    names = after.players
    out: list[str] = []
    if isinstance(move, Deal) and before.phase == SETUP:
        out.append(f"Dealt {count(DEAL_SIZE, 'card')} to each player; the Plague of Locusts is shuffled in: "
                   f"{count(after.deck_size, 'card')} in the deck")
    if after.plagues > before.plagues:
        hit = ", ".join(f"{names[o]}'s {cs.crops[c]} field ({count(n, 'card')})" for c, o, n in after.last_plague or ())
        out.append(f"The Plague of Locusts destroys {hit or 'nothing (no field is planted)'}; a card is turned up "
                   "in its place")
    if isinstance(move, Flood):
        for need in reversed(after.needs):
            if need.kind == DRAW and need.reason == "payout":
                out.append(f"{names[need.seat]}'s speculation pays {count(need.total, 'card')} (the flood card "
                           f"{cs.name(after.flood)} shares a crop)")
    if after.harvests > before.harvests:
        got = ", ".join(f"{names[p]} stores 1 {cs.crops[c]}" for p, c in after.last_harvest)
        crops = " and ".join(cs.crops[c] for c in after.flooded)
        out.append(f"Harvest: {got}" if got else f"Harvest: no {crops} field is planted")
    if before.speculations and not after.speculations:
        out.append("The speculation cards are discarded: " + ", ".join(
            f"{names[p]}'s {cs.names[k]}" for p, k in before.speculations))
    if after.reshuffles > before.reshuffles:
        out.append(f"The deck ran out ({_nth(after.deck_runs_out)} time of {after.passes}): the discard and flood "
                   f"piles are shuffled into a new deck of {count(after.deck_size, 'card')}")
    if after.is_over and not before.is_over:
        ranking = after.ranking()
        out.append(f"The game is over: {after.end_reason}")
        out.append(f"Result: {ranking.tiebreak}" if ranking.tiebreak else f"Winners: {join_names(ranking.winners)}")
    elif after.turn > before.turn and before.phase != SETUP:
        out.append(f"{names[before.active]}'s turn is over; turn {after.turn} is {names[after.active]}'s")
    return out
