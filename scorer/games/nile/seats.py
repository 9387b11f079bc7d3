"""What each seat of NILE keeps hidden: its hand and its storage (:data:`SECRETS`, declared on the game's
:class:`~scorer.engine.GameSpec`).

The rules: the cards drawn go into the hand, which the other players never see [Piocher]; the harvest goes
"face cachée" into the storage, and "Cachez le contenu de votre stock aux autres joueurs !" [Récolter].
Public: every flood card, every card planted, speculated or discarded (a trade's discards lie face up),
the Plague and what it destroyed, how many cards each player draws and holds. So a card a player drew is
that player's to enter (or the host's), and a storage is shown only to its owner; the score, which is the
storage's smallest pile, is shown to everyone once the game is over (everyone then sorts the storage).

A player may tell the referee the cards of the hand, dealt or drawn, on the own page, in a section of its own
(:func:`tell`: one tap a card, the cards to tell one entry, ``Ben holds Papyrus Wheat``): they stay that
player's secret (another seat reads ``Ben holds ? ?``), and a hand the referee knows offers only the
plantings, speculations and trades it allows. Telling is optional.

>>> from scorer.games.nile.moves import Draw
>>> from scorer.games.nile.cards import card_set
>>> sorted(owners(None, Draw(1, card_set().parse("Wheat")))), sorted(owners(None, Draw(1, None)))
([1], [])
"""

from __future__ import annotations

from typing import Any

from scorer.engine import Entry, OwnStep, Pick, Prompt, Ranking, Seat, Secrets
from scorer.engine.said import say
from scorer.games.nile.cards import card_set
from scorer.games.nile.engine import Nile
from scorer.games.nile.cards import counted
from scorer.games.nile.moves import Deal, Draw, Flood, Hold, Plant, Speculate, Trade
from scorer.games.nile.notation import _example as example, entries as table_entries, format, parse, prompt as table_prompt
from scorer.games.nile.table import FLOOD, OVER, TURN, cards_said


def seen_by(state: Nile, seat: Seat) -> Nile:
    """``state`` as ``seat`` knows it (None: the table): the other seats' hands unseen (the cards they hold
    as their secret back among those nobody saw; their claims never left them), their claims lost and the
    clashes of claims left out, and their storages hidden (:attr:`~scorer.games.nile.table.NileTable.storage_hidden`,
    read as empty). Once the game is over every storage is shown. A copy; ``state`` is not changed."""
    view = state.clone()
    assert isinstance(view, Nile)
    others = [p for p in range(state.n) if p != seat]
    view.viewer = seat
    view.lost = [lost for lost in view.lost if lost[0] == seat]  # a claim lost is said to its teller only
    view.yielded = [given for given in view.yielded if given[0] == seat]
    view.gave_way = [given if p == seat else [] for p, given in enumerate(view.gave_way)]
    view.clashes = {}
    for p in others:
        if not any(view.hand[p]):
            continue
        for k, m in enumerate(view.hand[p]):
            m -= view.told[p][k]  # a claim never accounted for a card (decision *claims*)
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
        view.storage_empty = frozenset(p for p in others if state.storage_known_empty(p))
    return view


def owners(state: Any, move: Any) -> frozenset[int]:
    """The seat whose hidden cards ``move`` tells: a card drawn and shown to its drawer only (the Plague is
    revealed to all), the hands a deal writes down, the cards a trade takes from the storage (unless everyone knows
    that storage is empty: :meth:`~scorer.games.nile.hidden.HiddenCards.storage_known_empty`). Not a card drawn
    where the deck's last card must be the Plague (nobody entered it since the deck was made): any other card is
    refused there on public facts, which tell nothing of the hand, and its refusal says why on any page (nilerev
    defect 3: a forgotten Plague made a public flood card "what only Ben may see")."""
    if isinstance(move, Draw):
        forced = isinstance(state, Nile) and state.unseen_draw_problem(None, move.player) is not None
        return frozenset() if move.card is None or move.card == card_set().plague or forced else frozenset({move.player})
    if isinstance(move, Deal) and move.hands is not None:
        return frozenset(p for p, hand in enumerate(move.hands) if any(k is not None for k in hand))
    if isinstance(move, Trade) and move.storage:  # (a storage everyone knows is empty tells nothing: said openly)
        known_empty = isinstance(state, Nile) and state.storage_known_empty(move.player)
        return frozenset() if known_empty else frozenset({move.player})
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
    if isinstance(move, Hold) and move.player != seat:  # a card taken back is never said: a tell like any other
        return Hold(move.player, (None,) * max(1, len(move.cards)))
    return move


def hand(state: Nile, seat: int) -> list[tuple[str, list[str]]]:
    """``seat``'s hand (each card seen, by name; the unseen ones counted) and storage (crop and count;
    ``hidden`` on a copy that does not show it)."""
    cs = card_set()
    cards: list[str] = [cs.term(k) for k, m in enumerate(state.hand[seat]) for _ in range(m)]
    if state.hand_unseen[seat]:
        cards.append(say("nile-cli.hand.nile.not-told", cards=state.hand_unseen[seat]))
    store: list[str] = [say("nile-cli.hand.nile.hidden")] if seat in state.storage_hidden else \
        [say("nile-cli.hand.nile.pile", crop=cs.crop_terms[c], cards=m) for c, m in enumerate(state.storage[seat])]
    return [(say("nile-cli.hand.hand"), cards), (say("nile-cli.hand.storage"), store)]


def ranking(state: Nile, seat: Seat) -> Ranking | None:
    """The standings once the game is over; None before: the score is the storage's smallest pile, hidden."""
    return state.ranking() if state.is_over else None


#: the words that head the seat's own section for telling its hand, the deed it does (the page draws its symbol
#: before them: a hand of cards held, :func:`scorer.web.cards_nile.hand_svg`)
TELL = say("nile.tell.heading")


def _holdable(seen: Nile, seat: int) -> list[int]:
    """The kinds of card ``seat`` could hold among its cards not told yet, on ``seen`` (the game as the seat
    knows it): a crop or speculation card still unaccounted for that the decks the seat drew from could
    hold; none once the hand is all told or the game is over."""
    if seen.phase == OVER or not seen.hand_unseen[seat]:
        return []
    cs = card_set()
    return [k for k in range(cs.kinds) if k != cs.plague and seen.check(Hold(seat, (k,))) is None]


def tell(seen: Nile, seat: int) -> Pick | None:
    """The seat's own section for telling the cards of its hand not told yet (on ``seen``, the game as the
    seat knows it), or None once they are all told: each kind it could hold a picture to tap, as often as
    it holds it; the cards tapped make one entry, ``Ben holds Papyrus Wheat``, sent when the last card not
    told is tapped (so the two cards drawn at the end of a turn are told in two taps and one entry; a page
    without a script tells one card a tap). The rules keep the hand secret [5) Piocher]: the section is on
    the owner's page only.

    >>> from scorer.games.nile.moves import Deal
    >>> s = Nile(["Anna", "Ben"]); s.apply(Deal(None))
    >>> pick = tell(s, 1)
    >>> pick.entry, pick.count, pick.repeat, pick.items[0], pick.items[-1], pick.label.split(":")[0]
    ('Ben holds {}', 5, True, 'Papyrus', 'Castor/Flax', 'Tell')
    """
    kinds = _holdable(seen, seat)
    drops, notice = _drops(seen, seat), gave_way_notice(seen, seat)
    if not kinds and not drops and not notice:
        return None
    cs, n = card_set(), seen.hand_unseen[seat] if kinds else 0
    label = say("nile.tell.one", tell=TELL) if n == 1 else say("nile.tell.many", tell=TELL, cards=n) if n \
        else say("nile.tell.all-told", tell=TELL)
    return Pick(label, say("nile.tell.send"), n, [cs.names[k] for k in kinds],
                f"{seen.players[seat]} holds {{}}", repeat=True, notice=notice, drops=drops, drop_label=NOT_THIS_ONE)


#: the words over the seat's told cards it may take back, one tap each (decision *claims*)
NOT_THIS_ONE = say("nile.tell.not-this-one")


def _drops(seen: Nile, seat: int) -> tuple[tuple[str, str], ...]:
    """The seat's told cards (its claims, on ``seen``), one of each kind, each with the entry that takes it
    back: ``("Lettuce/Castor", "Ben holds not Lettuce/Castor")`` (decision *claims*); none once the game is
    over."""
    if seen.phase == OVER:
        return ()
    cs = card_set()
    return tuple((cs.names[k], format(seen, Hold(seat, (), (k,)))) for k, m in enumerate(seen.told[seat]) if m)


def gave_way_notice(seen: Nile, seat: int) -> str:
    """What the seat must not miss, on its own page until it tells again (decision *claims*; fe-table7 problem
    5): its told cards that gave way since it last told, to a card shown face up (with where the game's copies
    are) or to its own face-up step, and to tell them again; "" when none did (or the game is over).

    >>> from scorer.games.nile.moves import Deal, Flood
    >>> s = Nile(["Anna", "Ben"]); s.apply(Deal(None))
    >>> lc = card_set().parse("Lettuce/Castor")
    >>> s.apply(Hold(0, (lc,))); s.apply(Flood(lc))
    >>> gave_way_notice(seen_by(s, 0), 0)
    'Your told Lettuce/Castor cannot be in your hand (the game has 1: 1 on the flood pile). Tell that card again (your hand has 5 cards not told).'
    >>> gave_way_notice(seen_by(s, 1), 1)
    ''
    """
    given = seen.gave_way[seat]
    if not given or seen.phase == OVER:
        return ""
    cs, parts = card_set(), list[str]()
    for k in dict.fromkeys(k for k, _, own in given if not own):
        parts.append(say("nile.notice.lost", card=cs.terms[k], total=cs.total[k],
                         where=seen._whereabouts(k, seat, others=False)))
    mine = {k: 0 for k, _, own in given if own}
    for k, n, own in given:
        if own:
            mine[k] += n
    if mine:
        cards = [cs.terms[k] if n == 1 else say("nile.cards.of", cards=n, card=cs.terms[k]) for k, n in mine.items()]
        parts.append(say("nile.notice.gave-way", cards=cards))
    left = seen.hand_unseen[seat]
    again = say("nile.notice.again-one", left=left) if sum(n for _, n, _ in given) == 1 else \
        say("nile.notice.again-many", left=left)
    return ". ".join(parts) + ". " + again


def _taker(seen: Nile) -> int | None:
    """Who turns up the card the table is asked about when it is a flood card: the active player [1) Inondation];
    None at any other step."""
    return seen.active if seen.needs and seen.needs[-1].kind == FLOOD else None


def own_step(seen: Nile, seat: int) -> OwnStep | None:
    """What ``seat``'s own page asks beside the table's step (on ``seen``, the game as the seat knows it):
    while cards of its hand are not told, its tell section (:func:`tell`, the step's ``pick``) at every
    step of the game, beside the table's entries where the step is the seat's or nobody's (a card drawn);
    the flood cards only on the page of the player who turns the card up (:func:`_taker`), so a seat
    telling its hand never turns up the flood for another by a slip (the table's page and the host's list
    them too; only that player's page and the host's may enter it, :func:`actor`). None where the seat has
    neither.

    >>> from scorer.games.nile.moves import Deal
    >>> s = Nile(["Anna", "Ben"]); s.apply(Deal(None))
    >>> anna, ben = own_step(s, 0), own_step(s, 1)
    >>> len(anna.entries) > 10, ben.entries, ben.pick.count, ben.prompt.seat
    (True, [], 5, 0)
    >>> ben.prompt.text.split(". ")[1]
    'Ben: tap the 5 cards of your hand not told yet, and the referee keeps your hand'

    """
    if seen.phase != TURN:
        return None
    pick = tell(seen, seat)
    table = table_prompt(seen)
    taker = _taker(seen) if table.seat is None else None
    if pick is None and (table.seat is not None or taker in (None, seat)):
        return None
    name, n = seen.players[seat], seen.hand_unseen[seat]
    # the player's own step (the entries a known hand allows), the flood card it turns up, a card drawn
    mine = table.seat == seat or (table.seat is None and taker in (None, seat))
    text = table.text if mine or taker is None else say("nile.own.taker", prompt=table.text, player=seen.players[taker])
    if pick is not None and pick.count and table.seat != seat:  # (its own step: the tell folded below it)
        text = say("nile.own.tell", prompt=text, player=name, cards=cards_said(n))
    if mine:
        return OwnStep(Prompt(text, table.seat, table.hint, table.default), _own_entries(seen, seat), {}, pick)
    # another player's step, or the card another player turns up: entered there (or typed here)
    return OwnStep(Prompt(text, table.seat if taker is None else taker), [], {}, pick)


def _own_entries(seen: Nile, seat: int) -> list[Entry]:
    """The table's entries ``seat``'s page lists beside its tell section: at a card drawn, none that tells
    another seat's hidden card (a card another player drew, shown to that player only: entered on that
    player's page), as the page lists them without a tell section; at a flood card, none its own told hand holds
    every copy of that the table has not placed (nilerev defect 7: the only Wheat/Lettuce, told, was offered as
    the flood: by the seat's own claims, the deck cannot hold it; typed, the referee rules it on the public facts)."""
    entries = table_entries(seen)
    if _taker(seen) == seat and any(seen.told[seat]):
        return [e for e in entries if not _all_told(seen, seat, e.text)]
    if seen.due_draw() is None:
        return entries
    return [e for e in entries if not owners(seen, parse(seen, e.text)) - {seat}]


def _all_told(seen: Nile, seat: int, card: str) -> bool:
    """True when ``seat``'s told hand holds every copy of ``card`` the table has not placed."""
    try:
        k = card_set().parse(card)
    except KeyError:
        return False
    return k is not None and 0 < seen.unaccounted[k] <= seen.hand[seat][k]


def actor(state: Any, move: Any) -> int | None:
    """The seat whose step ``move`` is although the table is asked about another player, or nobody: the
    cards a player tells of the own hand (``Ben holds Papyrus``), any time; a flood card, turned up by the
    player whose turn it is [1) Inondation] (decision *flood-taker-pages*: only that player's page, or the host's,
    enters it and takes it back, one rule for both, :mod:`scorer.whose`; fe-table5 problem 7: every seat
    could undo the flood card that only the active player's page had offered); None for every other step.

    >>> from scorer.games.nile.moves import Pass
    >>> s = Nile(["Anna", "Ben"]); s.apply(Deal(None))
    >>> actor(s, Flood(0)), actor(s, Hold(1, (0,))), actor(s, Pass(0))
    (0, 1, None)
    """
    if isinstance(move, Hold):
        return move.player
    return state.active if isinstance(move, Flood) else None


def gives_way(state: Nile, move: Any) -> tuple[int, str] | None:
    """The seat whose told cards (its claims) its own face-up step ``move`` (a planting, a speculation, a trade's
    discards from the hand; legal at ``state``, which is not changed) would make give way, and the question that
    asks it first (nile-lu problem 1: a typo on its own page silently threw its told hand away): the cards its hand
    as told holds too few of, the step, and the told cards that would give way, to tell again. None where the
    claims hold the step (or the seat told nothing). The rules let the seat's own card win over its claim (decision
    *claims*, :mod:`scorer.games.nile.claims`); this only asks first. Names the seat's claims: for its eyes only.

    >>> from scorer.games.nile.moves import Deal
    >>> cs = card_set(); s = Nile(["Anna", "Ben"]); s.apply(Deal(None))
    >>> s.apply(Hold(0, tuple(cs.parse(n) for n in ("Papyrus", "Papyrus", "Wheat", "Wheat", "Wheat"))))
    >>> seat, question = gives_way(s, Plant(0, ((cs.parse("Flax"), 2),)))
    >>> seat, question.split("?")[0]
    (0, 'Your hand as you told it holds no Flax: plant 2 Flax all the same')
    >>> gives_way(s, Plant(0, ((cs.parse("Wheat"), 2),))) is None
    True
    """
    if isinstance(move, Draw) and move.card == card_set().plague:
        return move.player, plague_question(state, move.player)
    if not isinstance(move, (Plant, Speculate, Trade)) or not any(state.told[move.player]):
        return None
    cs, seat = card_set(), move.player
    trial = state.clone()
    trial.apply_ruled(move)
    given = [(k, n) for p, k, n in trial.yielded if p == seat]
    if not given:
        return None
    if isinstance(move, Plant):
        shown = [0] * cs.kinds
        for c, n in move.cards:
            shown[c] = n
    else:
        shown = counted(list(move.cards if isinstance(move, Speculate) else move.hand), cs.kinds)
    held = state.hand[seat]
    missing = [say("nile.ask.none", card=cs.terms[k]) if not held[k] else
               say("nile.ask.only", cards=held[k], card=cs.terms[k]) for k, m in enumerate(shown) if m > held[k]]
    cards = [cs.terms[k] if n == 1 else say("nile.cards.of", cards=n, card=cs.terms[k]) for k, n in given]
    return seat, say("nile.ask.gives-way", missing=missing, entry=example(state, move), cards=cards)


def plague_question(state: Nile, seat: int) -> str:
    """What ``seat``'s page asks before its one tap tells that its draw, taken face down at ``state`` (before
    it), showed the Plague of Locusts (nilerev defect 2: a stray tap destroyed the largest field, anyone's): the
    Plague is announced at once by its drawer [Invasion de locustes], and it destroys the largest fields, named.

    >>> from scorer.games.nile.moves import Deal
    >>> s = Nile(["Anna", "Ben"]); s.apply(Deal(None))
    >>> plague_question(s, 1)
    "Did Ben's draw show the Plague of Locusts? It is announced at once; it destroys nothing (no field is planted)"
    >>> s.field_size[card_set().parse("Flax")], s.field_owner[card_set().parse("Flax")] = 3, 0
    >>> plague_question(s, 1).split("? ")[1]
    "It is announced at once; it destroys Anna's Flax field (3 cards)"
    """
    cs, largest = card_set(), max(state.field_size)
    hit = [say("nile.news.plague-field", player=state.players[state.field_owner[c]], crop=cs.crop_terms[c],
               cards=cards_said(size)) for c, size in enumerate(state.field_size) if largest and size == largest]
    return say("nile.ask.plague", player=state.players[seat], hit=hit)


def own(state: Nile, move: Any) -> frozenset[int]:
    """The seat whose hand ``move`` tells or corrects, a claim (``Ben holds Flax``, ``Ben holds not Flax``):
    entered on its own page (or at ``nile play``'s keyboard), never on the host's shared page, where whether
    ``Ben holds not Lettuce`` is taken would tell Ben's hand to everyone (as NIL's racks, s34 finding 1)."""
    return frozenset({move.player}) if isinstance(move, Hold) else frozenset()


SECRETS = Secrets(seen_by=seen_by, owners=owners, hide=hide, hand=hand, ranking=ranking, replayed=True,
                  own_step=own_step, actor=actor, gives_way=gives_way, own=own)


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


def hands_to_tell(simulated: Nile, state: Nile) -> list[str]:
    """:func:`cards_to_tell` as the tell section sends them (:func:`tell`): every card a seat has to tell in
    one entry, ``Ben holds Papyrus Wheat`` (one tap a card, one entry a seat)."""
    told: dict[str, list[str]] = {}
    for text in cards_to_tell(simulated, state):
        name, _, card = text.rpartition(" holds ")
        told.setdefault(name, []).append(card)
    return [f"{name} holds {' '.join(cards)}" for name, cards in told.items()]
