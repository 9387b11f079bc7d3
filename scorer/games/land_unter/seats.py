"""What each seat of Land Unter keeps hidden: its hand of weather cards (:data:`SECRETS`, declared on the
game's :class:`~scorer.engine.GameSpec`).

The rules: a player chooses the weather card to play "secretly" and all reveal at once [Déroulement d'un
pli]; a hand is dealt face down [Préparation]. So a hand is its holder's until its cards are played. Every
trick's water-level cards, every weather card played, the lifebelts announced and the points are public.
From round 2 the hands pass to the left [Manche suivante]: the referee knows each hand from the cards played
from it in round 1, but the table's screen never lists them (remembering them is part of the game); only
the seat holding a hand sees it. A hand written down at the deal (``5 [1 4 9 ...]``) or by its holder
during a trick (``Ben hand [1 4 9 ...]``) is that seat's; the other pages read that step as ``Ben hand ?``.
A hand written down is its writer's claim (decision *claims*): another seat's claim is never on a page; a
claim lost to a card shown face up (:class:`~scorer.games.land_unter.moves.Clash`) is told to the holder of
that hand only; claims that cannot all be true are for ``nile check``, never a page.

>>> from scorer.games.land_unter.engine import simulate
>>> state, _ = simulate(["Anna", "Ben", "Cleo"], 3, ())
>>> SECRETS.hand(state, 0)  # the game is over: nothing left in any hand
[('hand', [])]
"""

from __future__ import annotations

import re

from typing import Any

from scorer.engine import Ranking, Seat, Secrets, say
from scorer.engine.said import Value
from scorer.games.land_unter.engine import HAND_SIZE, LandUnter, Phase
from scorer.games.land_unter import announce
from scorer.games.land_unter.own import own_step, own_text, table_pick
from scorer.games.land_unter.moves import FACE_DOWN, Announce, Deal, HandWritten, Play


def _played_from(state: LandUnter, hand: int) -> set[int]:
    """The weather cards played from ``hand`` in the round whose plays ``state.seen`` holds: seen by all."""
    rnd = state.round - 1 if state.phase in (Phase.DEAL, Phase.OVER) and state.round > 1 else state.round
    return {c for c, (seat, _) in state.seen.items() if state.hand_of(seat, rnd) == hand}


def face_down(state: LandUnter, seat: Seat) -> dict[int, int]:
    """The cards of the trick in progress that ``seat`` (None: the table) has not seen, by the seat that
    played them: each player chooses a card secretly and all are revealed together [Playing a trick;
    Déroulement d'un pli], so until the trick's last card is in, only a card's player has seen it. Empty
    in open play (the cards go face up in turn [Variante]) and outside a trick."""
    if state.phase != Phase.PLAY or state.open_play:
        return {}
    return {p: c for p, c in state.plays.items() if p != seat}


def seen_by(state: LandUnter, seat: Seat, sealed: bool = True) -> LandUnter:
    """``state`` as ``seat`` knows it (None: the table): every hand but the seat's own known only by the
    cards played from it this round, and (``sealed``) another seat's card of the trick in progress face down
    (:func:`face_down`: played, as :data:`~scorer.games.land_unter.moves.FACE_DOWN`, but not seen). A copy;
    ``state`` is not changed."""
    view = state.clone()
    mine = None if seat is None else state.hand_of(seat)
    assert isinstance(view, LandUnter)
    for p, c in (face_down(state, seat) if sealed else {}).items():
        view.plays[p] = FACE_DOWN
        del view.seen[c]
        for cards in (view.hand_known[state.hand_of(p)], view.played_from[state.hand_of(p)]):
            cards.discard(c)
    view.cards_hidden = True  # a copy: the referee may know cards it does not (a hand written down elsewhere)
    for hand in range(state.n):
        if hand != mine:
            view.hand_known[hand] = _played_from(view, hand)
            view.played_from[hand] = _played_from(view, hand)
            view.claims[hand] = set()
            view.gave_way[hand] = []
    view.viewer = seat
    view.clashes = []  # claims that cannot all be true: for nile check only (decision *claims*)
    view.lost = [c for c in state.lost if seat is not None and c.owner == seat]  # said to its holder only
    return view


def owners(state: LandUnter, move: Any) -> frozenset[int]:
    """The seats whose hands a deal writes down (a hand in brackets); no other step tells a hidden card."""
    if isinstance(move, Deal) and move.hands is not None:
        return frozenset(p for p, hand in enumerate(move.hands) if hand is not None)
    if isinstance(move, HandWritten) and move.cards is not None:
        return frozenset({move.seat})
    return frozenset()


def guarded(state: LandUnter, move: Any) -> frozenset[int]:
    """The player of a weather card where the referee knows cards of that player's hand nobody has seen
    played (written down at the deal, or passed on from round 2): the card's ruling (in the hand or not)
    would tell what the hand holds, so another phone trying cards could learn it card by card; that
    player's page (or the host) enters it. A card from a hand nobody wrote down tells nothing hidden. A hand
    written down is its holder's to enter, legal or not."""
    if isinstance(move, HandWritten) and 0 <= move.seat < state.n:  # its ruling would tell what it holds
        return frozenset({move.seat})
    if isinstance(move, Play) and state.phase == Phase.PLAY and 0 <= move.player < state.n \
            and state.hand_known[state.hand_of(move.player)] - state.seen.keys():
        return frozenset({move.player})
    return frozenset()


def hide(state: LandUnter, move: Any, seat: Seat) -> Any:
    """``move`` as ``seat`` may read it: a deal without the hands of the other seats (their lifebelts, which
    the players announce, stay); another seat's hand written down without its cards (``Ben hand ?``)."""
    if isinstance(move, HandWritten):
        return move if move.seat == seat else HandWritten(move.seat, None)
    if not isinstance(move, Deal) or move.hands is None:
        return move
    belts = move.lifebelts or (None,) * state.n
    hands = tuple(hand if p == seat else None for p, hand in enumerate(move.hands))
    lifebelts = tuple(k if k is not None or hand is None else state.lifebelts_of(hand)
                      for k, hand in zip(belts, move.hands))
    return Deal(None if all(h is None for h in hands) else hands, lifebelts)


def sealed(now: LandUnter, state: LandUnter, move: Any, seat: Seat) -> Any:
    """``move`` (entered at ``state``) as ``seat`` reads it while the game stands at ``now``: another seat's
    card of the trick still in progress at ``now`` face down (``Ben ?``, :func:`face_down`); once the
    trick's last card is in, as played."""
    if isinstance(move, Play) and state.phase == Phase.PLAY and (state.round, state.trick) == (now.round, now.trick) \
            and move.player in face_down(now, seat):
        return Play(move.player, FACE_DOWN)
    return move


def asked(now: LandUnter, state: LandUnter, move: Any, seat: Seat) -> str | None:
    """What ``move`` (entered at ``state``) was, in words for ``seat`` while the game stands at ``now``, where
    the table's question (the card of the player asked) does not say it: a hand written down ("Round 1,
    trick 2: Cleo wrote down their own hand (shown on Cleo's page only)"), another seat's card still face down
    ("Round 1, trick 2: Ben has chosen a weather card (face down until all are in)"), another player's card
    than the one asked, its player named ("Round 1, trick 1: Ben plays a weather card (water 7 and 8)"); else
    None."""
    where: dict[str, Value] = {"round": state.round, "trick": state.trick + 1}
    if isinstance(move, HandWritten) and 0 <= move.seat < state.n:
        return say("land-unter.asked.own-hand", **where) if move.seat == seat \
            else say("land-unter.asked.hand", player=state.players[move.seat], **where)
    if isinstance(move, Play) and sealed(now, state, move, seat) != move:
        return say("land-unter.asked.chosen", player=state.players[move.player], **where)
    if isinstance(move, Play) and state.phase == Phase.PLAY and state.water and move.player != state.current_player:
        low, high = sorted(state.water)  # another player's card than the one asked: whose it is (frderev2 C-e)
        return say("land-unter.ask.play", player=state.players[move.player], low=low, high=high, **where)
    return None


#: the name of the group of a player's hidden cards (``hand NAME``)
HAND = say("nile-cli.hand.hand")


def hand(state: LandUnter, seat: int) -> list[tuple[str, list[str]]]:
    """The weather cards ``seat`` holds as far as the referee knows them (numbers, in order); the cards not
    written down are counted (``"8 cards not written down"``), from round 1's deal on: the hand is dealt before
    the lifebelts are announced [Préparation], so it is not empty then, only not written yet (lurev3 4a).

    >>> s = LandUnter(["Anna", "Ben", "Cleo"])
    >>> hand(s, 0)
    [('hand', ['12 cards not written down'])]
    """
    dealing = state.phase == Phase.DEAL and state.round == 1
    if state.phase != Phase.PLAY and state.phase != Phase.TURN_UP and not dealing:
        return [(HAND, [])]
    if state.out[seat]:
        return [(HAND, [])]
    h = state.hand_of(seat)
    played = 0 if dealing else sum(1 for p, _ in state.seen.values() if p == seat)
    # not "minus every card seen": another seat's card face down may be one this hand as written holds (a claim
    # settled only once the trick is turned up, decision *claims*), and dropping it would tell it
    known = sorted(c for c in state.hand_known[h] if state.seen.get(c, (-1, 0))[0] != seat)
    rest = HAND_SIZE - played - len(known)
    return [(HAND, [str(c) for c in known] + ([say("land-unter.hand.not-written", cards=rest)] if rest > 0 else []))]


def ranking(state: LandUnter, seat: Seat) -> Ranking:
    """The points are public (each round's lifebelts and water levels are in sight)."""
    return state.ranking()


def unlisted(seen: LandUnter) -> bool:
    """True at a trick (on the table's copy ``seen``) where the player asked holds a hand that cards were played
    from in an earlier round [Manche suivante]: the referee knows that hand by them and refuses a card it lacks,
    while the table's screen does not keep them (remembering them is part of the game), so the table's and the
    host's page list no card for that player (listing only the hand's would tell it; a card typed is ruled).

    >>> from scorer.games.land_unter.engine import simulate
    >>> state, moves = simulate(["Anna", "Ben", "Cleo"], 3, ())
    >>> unlisted(seen_by(state, None))  # the game is over
    False
    """
    if seen.phase != Phase.PLAY or seen.round == 1:
        return False
    hand = seen.hand_of(seen.current_player)
    return any(t.round < seen.round and seen.hand_of(p, t.round) == hand for t in seen.tricks for p in t.plays)


def actor(state: LandUnter, move: Any) -> int | None:
    """The seat whose step ``move`` is: the player of a card, the holder of a hand written down (every card
    of a trick is chosen at once [Déroulement d'un pli], so it need not be the player the table is asked), the
    player announcing the lifebelts of its own hand (all count at once [Préparation])."""
    if isinstance(move, Play):
        return move.player
    if isinstance(move, (HandWritten, Announce)):
        return move.seat
    return None


def gives_way(state: LandUnter, move: Any) -> tuple[int, str] | None:
    """The seat whose hand as written its own card ``move`` (legal at ``state``, which is not changed) would make
    give way, and the question that asks it first: a card its hand as written does not hold (revcards defect 6:
    a one-digit slip on its own page was recorded at once and cleared the hand written, where NILE asks). The
    rules let a player's own card shown win over its claims (decision *claims*, :meth:`WrittenHands._give_way`);
    this only asks first, on that seat's page or to that seat alone at ``nile play``'s keyboard. None where the
    hand as written holds the card, or where the hand was not written (nothing to lose).

    >>> s = LandUnter(["Anna", "Ben", "Cleo"])
    >>> s.apply(Deal(None, (4, 5, 4)))
    >>> s.apply(HandWritten(1, (1, 2, 3, 13, 14, 15, 16, 25, 26, 37, 38, 49)))
    >>> seat, question = gives_way(s, Play(1, 5))
    >>> seat, question.split("?")[0]
    (1, 'Your hand as written holds no 5: play 5 all the same')
    >>> gives_way(s, Play(1, 13)) is None, gives_way(s, Play(0, 5)) is None
    (True, True)
    """
    if not isinstance(move, Play) or move.card == FACE_DOWN:
        return None
    hand = state.hand_of(move.player)
    if not state.claims[hand] or move.card in state.hand_known[hand]:
        return None
    return move.player, say("land-unter.ask.gives-way", card=move.card)


def gathering(state: LandUnter) -> str | None:
    """The step made of each player's own part that ``state`` gathers (:attr:`~scorer.engine.Secrets.gathering`):
    round 1's lifebelts (:func:`~scorer.games.land_unter.announce.gathering`), and a trick's weather cards. The
    rules: "each player chooses a weather card from the hand and lays it face down; once everyone has finished
    choosing, all the cards are turned face up together" [Playing a trick; Déroulement d'un pli, 2]: until the
    last card is in, a card laid face down is still being chosen, unseen by anyone, so its player takes it back
    (and lays another) from its own page, the cards laid after it kept. Once the last card is in, the trick is
    turned up and every card of it is final. In open play the cards go face up in turn [Variante]: final as
    played.

    >>> s = LandUnter(["Anna", "Ben", "Cleo"])
    >>> s.apply(Deal(None, (4, 5, 4)))
    >>> gathering(s) is None  # the water-level cards are the table's step
    True
    >>> from scorer.games.land_unter.moves import TurnUp
    >>> s.apply(TurnUp((7, 1)))
    >>> gathering(s)
    'round 1, trick 1'
    """
    if state.phase == Phase.PLAY and not state.open_play:
        return f"round {state.round}, trick {state.trick + 1}"
    return announce.gathering(state)


def typed(state: LandUnter) -> LandUnter:
    """``state`` as ``nile play``'s one keyboard knows it: the table's copy, but every card of the trick in
    progress as typed there (everyone at that screen saw it typed; only a seat's page keeps it face down)."""
    return seen_by(state, None, sealed=False)


def unread(state: LandUnter, text: str) -> frozenset[int]:
    """The seats whose hand a line that cannot be read still shows as typed (:attr:`~scorer.engine.Secrets.unread`):
    a hand between brackets with a card mistyped is its holder's, named before it (``Anna hand [... 99]``) or placed
    by its count in a deal line (``5 3 [6 12 ... 99] 7``: the second player's); every seat where the line does not
    say whose. Nothing for a line without brackets.

    >>> s = LandUnter(["Anna", "Ben", "Cleo"])
    >>> sorted(unread(s, "5 3 [6 12 99] 7")), sorted(unread(s, "Cleo hand [1 2 x]")), sorted(unread(s, "Ben 99"))
    ([1], [2], [])
    """
    if "[" not in text:
        return frozenset()
    names = {name.casefold(): seat for seat, name in enumerate(state.players)}
    seats, before, counts, depth = set[int](), list[str](), 0, 0
    for token in re.findall(r"\[|\]|[^\s\[\]]+", text):
        if token == "[":
            if depth == 0:
                named = [names[t.casefold()] for t in before if t.casefold() in names][-1:]  # (the last name before it)
                seats.update(named or ([counts - 1] if 0 < counts <= state.n else range(state.n)))
            depth += 1
        elif token == "]":
            depth = max(0, depth - 1)
        elif depth == 0:
            before.append(token)
            counts += token.isdigit()
    return frozenset(seats or range(state.n))


SECRETS = Secrets(seen_by=seen_by, owners=owners, hide=hide, hand=hand, ranking=ranking, own_step=own_step,
                  guarded=guarded, actor=actor, own_text=own_text, sealed=sealed, asked=asked, table_pick=table_pick,
                  unlisted=unlisted, gives_way=gives_way, typed=typed, gathering=gathering, unread=unread)
