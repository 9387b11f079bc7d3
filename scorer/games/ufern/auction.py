"""The two auctions of the variants, as rules over plain values (the engine settles them with these, the news
says them with these: one rule, one place).

* The hippo auction [Variantes, Hippopotame] (decision U25): each player takes any number of own plants from
  the supply in hand, "each opens the hand at the same time" and adds the own plants in the boat; the highest
  total wins; on a tie the bigger bid wins; if still tied, nobody.
* The first-player bid [Variantes, Détermination du premier joueur] (decision U26): the biggest bid is first
  player; a tie bids again.

>>> from collections import Counter
>>> bids = {0: ("flax",), 1: ("flax", "wheat"), 2: ("grape",)}
>>> boat = Counter({(2, "onion"): 1, (0, "flax"): 1})
>>> hippo_totals(bids, boat)
{0: 2, 1: 2, 2: 2}
>>> hippo_winner(bids, boat)  # three totals of 2: Ben's bid of 2 is the biggest
1
>>> hippo_result(["Anna", "Ben", "Cleo"], bids, boat)
'Ben wins the hippo auction: 2 (bid 2 + 0 in the boat) against Anna 2 (1 + 1), Cleo 2 (1 + 1); on equal totals the bigger bid wins'
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Mapping, Sequence

from scorer.engine.said import Said, say
from scorer.games.ufern.moves import SEALED, Bid
from scorer.games.ufern.steps import FIRST_BID, HIPPO_BID


def in_boat(boat: Counter[tuple[int, str]], seat: int) -> int:
    """How many of ``seat``'s own plants are in the boat (``boat``: (owner, crop) -> count)."""
    return sum(k for (owner, _), k in boat.items() if owner == seat)


def hippo_totals(bids: Mapping[int, Sequence[str]], boat: Counter[tuple[int, str]]) -> dict[int, int]:
    """Each bidder's total at a hippo auction: the plants bid plus the own plants in the boat [Variantes,
    Hippopotame], by seat, in the order of ``bids``."""
    return {seat: len(crops) + in_boat(boat, seat) for seat, crops in bids.items()}


def hippo_winner(bids: Mapping[int, Sequence[str]], boat: Counter[tuple[int, str]]) -> int | None:
    """The seat that wins a hippo auction (:func:`hippo_totals`): the highest total; among equal totals the
    biggest bid; None where that is still tied (nobody wins) [Variantes, Hippopotame] (decision U25)."""
    totals = hippo_totals(bids, boat)
    best = max(totals.values())
    tied = [seat for seat in totals if totals[seat] == best]
    most = max(len(bids[seat]) for seat in tied)
    tied = [seat for seat in tied if len(bids[seat]) == most]
    return tied[0] if len(tied) == 1 else None


def _entry(players: Sequence[str], bids: Mapping[int, Sequence[str]], boat: Counter[tuple[int, str]], seat: int,
           totals: Mapping[int, int]) -> Said:
    """One bidder's total and its parts, as the result lists it: "Ben 4 (4 + 0)"."""
    return say("ufern-des-nils.hippo.entry", player=players[seat], total=totals[seat], bid=len(bids[seat]),
               boat=in_boat(boat, seat))


def hippo_result(players: Sequence[str], bids: Mapping[int, Sequence[str]], boat: Counter[tuple[int, str]]) -> Said:
    """The hippo auction's result in words, with the totals the rules decide on (bid + own plants in the
    boat), the winner's first, the others in seat order: "Anna wins the hippo auction: 5 (bid 3 + 2 in the
    boat) against Ben 4 (4 + 0), Cleo 2 (1 + 1)", or who tied where nobody wins."""
    totals = hippo_totals(bids, boat)
    winner = hippo_winner(bids, boat)
    others = [s for s in sorted(bids) if s != winner]
    against = [_entry(players, bids, boat, s, totals) for s in others]
    if winner is not None:
        best = totals[winner]
        tie = any(totals[s] == best for s in others)
        return say("ufern-des-nils.news.hippo-won-on-bid" if tie else "ufern-des-nils.news.hippo-won",
                   player=players[winner], total=best, bid=len(bids[winner]), boat=in_boat(boat, winner),
                   others=against)
    best = max(totals.values())
    most = max(len(bids[s]) for s in bids if totals[s] == best)
    tied = [players[s] for s in sorted(bids) if totals[s] == best and len(bids[s]) == most]
    return say("ufern-des-nils.news.hippo-tied", tied=tied, total=best, bid=most,
               every=[_entry(players, bids, boat, s, totals) for s in sorted(bids)])


def first_bid_result(players: Sequence[str], bids: Mapping[int, Sequence[str]], first: int | None) -> Said:
    """The first-player bid's result in words [Variantes, Détermination du premier joueur] (decision U26): the
    winner (``first``) with the bids against, or, with ``first`` None, who tied and bids again."""
    if first is not None:
        sizes = [say("ufern-des-nils.bid.size", player=players[s], bid=len(bids[s])) for s in sorted(bids) if s != first]
        return say("ufern-des-nils.news.first-bid", player=players[first], bid=len(bids[first]), others=sizes)
    best = max(len(c) for c in bids.values())
    tied = [players[s] for s in sorted(bids) if len(bids[s]) == best]
    return say("ufern-des-nils.news.bid-again", players=tied, bid=best)


# -- the auction in words (the notation's and the pages') ----------------------------------------------

def auction_name(state: Any) -> Said:
    """The auction ``state`` is in, as a prompt begins: "Bid for first player", "Round 5, hippo auction"."""
    return say("ufern-des-nils.auction.first-bid") if state.step == FIRST_BID else \
        say("ufern-des-nils.auction.hippo", round=state.round)


def bids_in(state: Any) -> Said | str:
    """Who has bid already in the auction under way, said without the bids (opened together once all are in),
    to follow the prompt: " (Cleo has bid; all bids are opened together)"; "" before the first bid."""
    done = [state.players[s] for s in state.order if s in state.bids]
    if not done or state.step not in (FIRST_BID, HIPPO_BID):
        return ""
    if len(done) == 1:
        return say("ufern-des-nils.auction.has-bid", player=done[0])
    return say("ufern-des-nils.auction.have-bid", players=done)


def bid_text(state: Any, move: Bid) -> str:
    """A bid as the table writes it, with the bidder's name (``Ben bid grape, wheat``, ``Ben bid nothing``),
    or ``Ben bid ?`` while it is sealed (:data:`~scorer.games.ufern.moves.SEALED`)."""
    seat = state.seat if move.seat is None else move.seat
    crops = "?" if move.crops == SEALED else ", ".join(move.crops) or "nothing"
    return f"{state.players[seat]} bid {crops}"
