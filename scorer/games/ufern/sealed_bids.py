"""An auction's bids are sealed until every bid is in: the hooks of An den Ufern des Nils' :class:`~scorer.engine.
Secrets` (:data:`scorer.games.ufern.seats.SECRETS`) for the two auctions of the variants, the only thing a seat
of this game keeps from the others, and only for a while.

The rules: at the hippo auction each player takes plants in hand and "each opens the hand at the same time"
[Variantes, Hippopotame]; at the first-player bid "everybody opens the hand at the same time" [Variantes,
Détermination du premier joueur]. So each seat enters its own bid on its own page, in any order, whoever the
table's screen names (:func:`own_step`, :func:`actor`); until the auction's last bid is in, another seat's bid
reads ``Ben bid ?`` on every other page, the table's too (:func:`sealed`, :func:`asked`, :func:`seen_by`): the
history, the last step, the picture's caption, a refusal. The last bid opens them all: the news then gives the
totals. Nothing else of the game is hidden from anyone.

"""

from __future__ import annotations

from typing import Any

from scorer.engine import Entry, InvalidMove, OwnStep, Prompt, Seat
from scorer.engine.said import say
from scorer.games.ufern.auction import auction_name, bid_text, bids_in
from scorer.games.ufern.moves import SEALED, Bid
from scorer.games.ufern.notation import _bid_example, parse
from scorer.games.ufern.notation import format as written
from scorer.games.ufern.steps import FIRST_BID, HIPPO_BID

#: the steps at which bids are made
BID_STEPS = (FIRST_BID, HIPPO_BID)


def _bidder(state: Any, move: Bid) -> int:
    """The seat ``move`` is the bid of (a bid without a seat: the seat asked)."""
    return int(state.seat) if move.seat is None else move.seat


def seen_by(state: Any, seat: Seat) -> Any:
    """``state`` as ``seat`` knows it (None: the table): during an auction, every other seat's bid sealed
    (:data:`~scorer.games.ufern.moves.SEALED`: it has bid, its plants unknown); else ``state`` itself, which
    hides nothing from anyone. ``state`` is not changed."""
    if state.step not in BID_STEPS or not any(s != seat for s in state.bids):
        return state
    view = state.clone()
    view.bids = {s: crops if s == seat else SEALED for s, crops in state.bids.items()}
    return view


def sealing(state: Any) -> bool:
    """Whether a seat's bid may still be sealed in this game: with the variant 'hippo-auction' always (a hippo may
    turn up any round), with 'first-player-bid' until its auction is over. A seat's page then says what is hidden,
    never that nothing is (uferrev defect 6, issue 22). ``state`` is not changed."""
    return "hippo-auction" in state.variants or state.step in BID_STEPS \
        or ("first-player-bid" in state.variants and state.auctions == 0)


def sealed(now: Any, state: Any, move: Any, seat: Seat) -> Any:
    """``move`` (entered at ``state``) as ``seat`` reads it while the game stands at ``now``: another seat's
    bid of the auction still under way at ``now`` sealed (``Ben bid ?``); once its last bid is in, as made."""
    if isinstance(move, Bid) and state.step in BID_STEPS and now.step in BID_STEPS \
            and now.auctions == state.auctions and _bidder(state, move) != seat and move.crops != SEALED:
        return Bid(SEALED, _bidder(state, move))
    return move


def asked(now: Any, state: Any, move: Any, seat: Seat) -> str | None:
    """What a bid (entered at ``state``) was, for ``seat`` while the game stands at ``now``, where the table's
    question may name another bidder (the bids come in any order): while sealed, "Round 5, hippo auction: Ben
    has bid (...)"; else "Round 5, hippo auction: Ben's bid" ("Ben, your bid" on Ben's page); None for any
    other step."""
    if not isinstance(move, Bid) or state.step not in BID_STEPS:
        return None
    bidder = _bidder(state, move)
    name = state.players[bidder]
    auction = auction_name(state)
    if sealed(now, state, move, seat) != move:
        return say("ufern-des-nils.own.has-bid", auction=auction, player=name)
    return say("ufern-des-nils.own.your-bid" if bidder == seat else "ufern-des-nils.own.their-bid", auction=auction,
               player=name)


def actor(state: Any, move: Any) -> int | None:
    """The bidder of a bid: every seat bids when ready (the hands are opened together), whoever the table is
    asked about; None for any other step (the player the prompt names)."""
    if isinstance(move, Bid) and state.step in BID_STEPS:
        return _bidder(state, move)
    return None


def own_step(seen: Any, seat: int) -> OwnStep | None:
    """What ``seat``'s own page asks during an auction (None outside one): its bid, each bid it may make an
    entry (``Cleo bid onion``), while it is still to bid; else its bid in words and whose bids are awaited.

    >>> from scorer.games.ufern.engine import simulate
    >>> state, _ = simulate(["Anna", "Ben"], 1, ["first-player-bid"])
    >>> own_step(state, 0) is None  # the game is over: no auction under way
    True
    """
    if seen.step not in BID_STEPS:
        return None
    name, awaited = seen.players[seat], seen.bids_awaited()
    where = auction_name(seen)
    if seat in awaited:
        example = _bid_example(seen, seat)
        hint = say("ufern-des-nils.own.bid-hint-nothing" if example == "bid nothing" else "ufern-des-nils.own.bid-hint",
                   example=example)
        entries = [Entry(written(seen, m)) for m in seen.bids_of(seat)]
        return OwnStep(Prompt(say("ufern-des-nils.own.bid", auction=where, player=name, bids=bids_in(seen)), seat, hint),
                       entries, {})
    waiting = [seen.players[s] for s in awaited]
    if seat in seen.bids:
        mine = bid_text(seen, Bid(seen.bids[seat], seat)).split(" bid ", 1)[1]
        return OwnStep(Prompt(say("ufern-des-nils.own.bid-in", auction=where, bid=mine, waiting=waiting), seen.seat),
                       [], {})
    return OwnStep(Prompt(say("ufern-des-nils.own.bid-again", auction=where,
                              tied=[seen.players[s] for s in seen.order], waiting=waiting), seen.seat), [], {})


def own_text(seen: Any, seat: int, text: str) -> str:
    """``text`` typed on ``seat``'s own page as the seat means it: during an auction in which the seat is still
    to bid, a bid without a name (``bid onion``, ``onion``, ``nothing``) is the seat's own (``Cleo bid
    onion``), whoever the table is asked about; anything else as typed."""
    if seen.step not in BID_STEPS or seat not in seen.bids_awaited() or not text.strip():
        return text
    low = text.strip().lower()
    if any(low == p.lower() or low.startswith(p.lower() + " ") for p in seen.players):
        return text
    try:
        parse(seen, text)
    except InvalidMove:
        return text
    return f"{seen.players[seat]} {text.strip()}"
