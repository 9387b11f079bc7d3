"""A Land Unter seat's own page: what it asks of its player (:func:`own_step`) and how it reads what is
typed there (:func:`own_text`). Every player chooses a weather card in secret and all are revealed together
[Playing a trick; Déroulement d'un pli], and each hand is dealt face down [Setup; Préparation], so each
phone enters its own player's card and writes its own hand down, whoever the table's screen names.
"""

from __future__ import annotations

from scorer.engine import Entry, InvalidMove, OwnStep, Pick, Prompt, Said, say
from scorer.games.land_unter import announce
from scorer.games.land_unter.engine import HAND_SIZE, LandUnter, Phase
from scorer.games.land_unter.rules import WATER_PER_TRICK
from scorer.games.land_unter.moves import Play
from scorer.games.land_unter.notation import _atoms, _card_groups, format, prompt
from scorer.games.land_unter.notation import entries as table_entries
from scorer.games.land_unter.typed_words import WORDING


def _hand_pick(state: LandUnter, seat: int) -> Pick | None:
    """The weather numbers to write ``seat``'s hand down with, while the round's hand it holds is not all known
    and the seat is still in the round; else None. The cards its page knows of the hand (played from it, or
    written before: a card of it lost to a card shown face up, decision *claims*) are written already: only
    the rest is tapped (one tap for a card lost), among the numbers nobody was seen playing. The page names
    the cards still in the hand (not one played from it, in this very trick too).

    >>> from scorer.games.land_unter.moves import Deal, HandWritten, TurnUp, Play
    >>> s = LandUnter(["Anna", "Ben", "Cleo"]); s.apply(Deal(None, (4, 4, 5)))
    >>> s.apply(HandWritten(0, (9, 10, 12, 26, 32, 36, 38, 43, 44, 50, 55, 56)))
    >>> s.apply(TurnUp((7, 5))); s.apply(Play(0, 9))
    >>> s.hand_known[0].discard(56); s.claims[0].discard(56)  # the 56 lost to a card shown face up
    >>> pick = _hand_pick(s, 0)
    >>> pick.label.startswith("Your hand as written holds 10, 12, 26,"), pick.count, pick.entry  # not the 9 played
    (True, 1, 'hand [9 10 12 26 32 36 38 43 44 50 55 {}]')

    Once the hand as written gave way to the seat's own card (it played 13, which the hand did not hold), its
    cards come ticked: one tap, on the card written wrong, writes the hand again.

    >>> s = LandUnter(["Anna", "Ben", "Cleo"]); s.apply(Deal(None, (4, 4, 5)))
    >>> s.apply(HandWritten(0, (9, 10, 12, 26, 32, 36, 38, 43, 44, 50, 55, 56)))
    >>> s.apply(TurnUp((7, 5))); s.apply(Play(0, 13))
    >>> pick = _hand_pick(s, 0)
    >>> pick.label.split(":")[0], pick.count, len(pick.chosen), pick.entry
    ('Your hand as written did not hold 13, which you played', 11, 12, 'hand [13 {}]')
    """
    h = state.hand_of(seat)
    if state.out[seat] or state.hand_complete(h):
        return None
    known = sorted(state.hand_known[h])
    rest = HAND_SIZE - len(known)
    items = [str(c) for c in range(1, state.max_card + 1) if c not in state.hand_known[h] and c not in state.seen]
    if not known:  # written the first time: what it does and does not do (decision *claims*; s39 frderev2 R1)
        return Pick(say("land-unter.own.pick-claim", pick=say("land-unter.own.pick", hand_size=HAND_SIZE)),
                    say("land-unter.own.pick-button"), HAND_SIZE, items, "hand [{}]")
    held = [c for c in known if c not in state.seen]
    entry = "hand [" + " ".join(map(str, known)) + " {}]"
    gave = [c for c in state.gave_way[h] if c not in state.seen]
    if gave:  # the hand as written gave way to the seat's own card: its cards ticked again, the wrong one unticked
        played = max(state.played_from[h], key=lambda c: state.seen.get(c, (0, 0))[1])
        trick = state.seen.get(played, (0, state.trick + 1))[1]
        return Pick(say("land-unter.own.pick-gave-way", card=played), say("land-unter.own.pick-button"), rest,
                    items, entry, chosen=tuple(str(c) for c in gave),
                    notice=say("land-unter.news.gave-way", card=played, trick=trick))
    said = say("land-unter.own.pick-rest", cards=rest, known=held) if held else \
        say("land-unter.own.pick-claim", pick=say("land-unter.own.pick-rest-played", cards=rest))  # (each card
    # written down is played: none to list; written the first time, mid-round)
    return Pick(said, say("land-unter.own.pick-button"), rest,
                items, entry)


def _swap_pick(state: LandUnter, seat: int) -> Pick | None:
    """A hand as written to fix: while ``seat``'s hand is all known and some of it is only its holder's claim
    (written down, not seen played: decision *claims*), the cards of the claim come ticked among the numbers
    nobody was seen playing; untick the wrong card and tick the right one and the whole hand is written again
    (``hand [...]``, the cards played from it kept); else None.

    >>> from scorer.games.land_unter.moves import Deal, HandWritten, TurnUp, Play
    >>> s = LandUnter(["Anna", "Ben", "Cleo"]); s.apply(Deal(None, (4, 4, 5)))
    >>> _swap_pick(s, 0) is None  # nothing written
    True
    >>> s.apply(HandWritten(0, (9, 10, 12, 26, 32, 36, 38, 43, 44, 50, 55, 56)))
    >>> s.apply(TurnUp((7, 5))); s.apply(Play(0, 9))
    >>> pick = _swap_pick(s, 0)
    >>> pick.chosen[:3], pick.count, pick.entry, "9" in pick.items, "13" in pick.items
    (('10', '12', '26'), 11, 'hand [9 {}]', False, True)
    """
    h = state.hand_of(seat)
    if state.out[seat] or not state.hand_complete(h) or not state.claims[h]:
        return None
    fixed = sorted(state.hand_known[h] - state.claims[h])
    items = [str(c) for c in range(1, state.max_card + 1) if c not in fixed and c not in state.seen]
    entry = "hand [" + "".join(f"{c} " for c in fixed) + "{}]"
    return Pick(say("land-unter.own.swap"), say("land-unter.own.swap-button"), HAND_SIZE - len(fixed), items,
                entry, chosen=tuple(str(c) for c in sorted(state.claims[h])))


def water_pick(state: LandUnter) -> Pick:
    """The water-level cards still in the pile, one button a value, to tap the two turned up (a value tapped
    twice where two of it are left): sent as one entry (``4 11``) at the second tap [Déroulement du jeu, 1].
    At ``nile play``'s keyboard its words list the pile, each value with its count (every card turned up was
    seen by all), for ``?``.

    >>> from scorer.games.land_unter.moves import Deal
    >>> s = LandUnter(["Anna", "Ben", "Cleo"]); s.apply(Deal(None, (5, 5, 5)))
    >>> pick = water_pick(s)
    >>> pick.count, pick.items[:3], pick.entry, pick.repeat
    (2, ['1', '2', '3'], '{}', True)
    """
    left = [(v, state.water_left[v]) for v in state.water_values if state.water_left.get(v, 0)]
    pile = ", ".join(f"{v}\u00a0×{k}" if k > 1 else str(v) for v, k in left)  # said at ?: all seen; "6 ×2" unbroken
    return Pick(say("land-unter.own.water"), say("land-unter.own.water-button"), WATER_PER_TRICK, [str(v) for v, _ in left],
                "{}", repeat=True, left=say("land-unter.own.water-left", cards=sum(k for _, k in left), pile=pile))


def table_pick(state: LandUnter) -> Pick | None:
    """The pick of the table's own page (and a host's): the water-level cards to tap while they are to be
    turned up [Déroulement du jeu, 1], else None (:attr:`~scorer.engine.Secrets.table_pick`).

    >>> from scorer.games.land_unter.moves import Deal
    >>> s = LandUnter(["Anna", "Ben", "Cleo"]); table_pick(s) is None
    True
    >>> s.apply(Deal(None, (5, 5, 5))); table_pick(s).count
    2
    """
    return water_pick(state) if state.phase == Phase.TURN_UP else None


def own_step(state: LandUnter, seat: int) -> OwnStep | None:
    """What a player's own page asks, whoever the table's screen names (None where it asks nothing of its
    own: before a later round's deal, or once the game is over). At round 1's deal, its own lifebelts to
    announce, one tap (:func:`~scorer.games.land_unter.announce.own_step`).

    In a trick, the player's weather card: each phone enters its own player's card (written with the name,
    ``Cleo 23``: read so on every page; a bare ``23`` typed there means the same, :func:`own_text`), by
    tapping it in the hand shown (the cards of the hand it knows are tapped there only, not listed again as
    entries; a hand not written down lists every card it may hold). Once the player's card is in (or the
    player is out of the round) it says whose cards are awaited, and lists none: another player's card is
    entered on that player's page. In open play [Variante] the cards go round in turn: a page lists its
    player's cards on that player's turn only, and says whose turn it is meanwhile.

    The water-level cards are tapped on every page while they are asked (:func:`water_pick`). A hand not
    written down yet is offered to be written (``hand [...]``: the seat's own secret, written on its own page)
    from the deal on: the players pick up their cards when they are dealt, so a page offers it before the
    water-level cards are turned up too, folded beside their buttons (:attr:`~scorer.engine.OwnStep.more`).
    A hand as written that holds its holder's claims may be fixed, a card swapped (:func:`_swap_pick`),
    folded likewise.

    >>> from scorer.games.land_unter.moves import Deal, TurnUp
    >>> s = LandUnter(["Anna", "Ben", "Cleo"])
    >>> s.apply(Deal(None, (5, 5, 5)))
    >>> dealt = own_step(s, 1)
    >>> dealt.prompt.text, dealt.entries, dealt.pick.button, [p.button for p in dealt.more]
    ('Round 1, trick 1: turn up the two water-level cards', [], 'Turn them up', ['Write my hand'])
    >>> s.apply(TurnUp((3, 9)))
    >>> step = own_step(s, 2)
    >>> step.prompt.text, step.entries[0].text, own_step(s, 0).entries[0].text  # each named, Anna's too
    ('Round 1, trick 1: Cleo, your weather card (water 3 and 9; all are revealed together)', 'Cleo 1', 'Anna 1')
    >>> step.prompt.hint
    'your card, e.g. 31, or tap it in your hand; or first write your hand down: hand, then the 12 cards you still hold in brackets'
    """
    if state.phase not in (Phase.PLAY, Phase.TURN_UP):
        return announce.own_step(state, seat)  # round 1's deal: the seat's own lifebelts, tapped
    pick = _hand_pick(state, seat)
    more = tuple(p for p in (_swap_pick(state, seat),) if p is not None)
    left = HAND_SIZE - sum(1 for p, _ in state.seen.values() if p == seat)  # the count left (frderev2 C-d)
    write = say("land-unter.own.write", cards=left) if pick else ""
    if state.phase == Phase.TURN_UP:  # the table's step, on every page: the water-level cards tapped
        asked = prompt(state)
        hint = say("land-unter.own.hint-or-write", hint=asked.hint, write=write) if pick else asked.hint
        return OwnStep(Prompt(asked.text, None, hint, asked.default), table_entries(state), {}, water_pick(state),
                       more + ((pick,) if pick else ()))
    cards = state.playable(seat) if not state.open_play or seat == state.current_player else []
    h = state.hand_of(seat)
    if state.hand_complete(h):  # its hand written down: the page offers its cards (another, typed, wins over it)
        cards = [c for c in cards if c in state.hand_known[h]]
    if not cards:
        alone = say("land-unter.own.hint-write", cards=left) if pick else ""  # (after "Tap or type")
        return OwnStep(Prompt(_waiting(state, seat), state.current_player, alone), [], {}, pick, more)
    return _card_step(state, seat, cards, write, pick, more)


def _waiting(state: LandUnter, seat: int) -> Said:
    """What the page of ``seat`` says in a trick while it has no card to play: its card is in, it is out of
    the round, or (open play) another player's turn; and whose cards are awaited."""
    where = {"round": state.round, "trick": state.trick + 1}
    waiting = [state.players[p] for p in state.missing_players()]
    if seat in state.plays:
        return say("land-unter.own.card-in", card=state.plays[seat], waiting=waiting, **where)
    if state.out[seat]:
        return say("land-unter.own.out", waiting=waiting, **where)
    return say("land-unter.own.open-wait", turn=state.players[state.current_player], **where)


def _card_step(state: LandUnter, seat: int, cards: list[int], write: Said | str, pick: Pick | None,
               more: tuple[Pick, ...]) -> OwnStep:
    """The page of ``seat`` asked for its weather card, one of ``cards``: those of the hand shown tapped
    there, the others listed; ``write`` how to write the hand down where it is not (else empty)."""
    assert state.water is not None
    low, high = sorted(state.water)
    h = state.hand_of(seat)
    groups = _card_groups(state) if len(cards) > HAND_SIZE else {}
    entries = [Entry(format(state, Play(seat, c)), groups.get(c, "")) for c in cards]
    # a card of the hand shown is tapped there: listed once, not again as an entry (fe-table6 item 11)
    shown = {c for c in cards if c in state.hand_known[h]}
    listed = [entry for c, entry in zip(cards, entries) if c not in shown]
    known = state.hand_complete(h)  # its hand written down: every card listed is in it
    example = say("land-unter.example.card", card=cards[len(cards) // 2]) if known or not state.cards_hidden \
        else say("land-unter.example.card-number", cards=state.max_card)
    hint = say("land-unter.own.hint-card-or-write", example=example, write=write) if write \
        else say("land-unter.own.hint-card", example=example)
    ask = "land-unter.own.ask-open" if state.open_play else "land-unter.own.ask"
    return OwnStep(Prompt(say(ask, player=state.players[seat], low=low, high=high, round=state.round,
                              trick=state.trick + 1), seat, hint, entries[0].text if len(entries) == 1 else None),
                   listed, {str(c): entry.text for c, entry in zip(cards, entries)}, *_beside(pick, more, listed))


def _beside(pick: Pick | None, more: tuple[Pick, ...], listed: list[Entry]) -> tuple[Pick | None, tuple[Pick, ...]]:
    """The taps and picks beside the cards asked: the grid to write the hand folded where the cards are listed
    as a grid of their own too (a hand not written: two 60-number grids on one screen, a tap on the first only
    ticking a card; fe-table9 problem 5), open where it is the hand given way to fix (its cards ticked)."""
    if pick is not None and not pick.chosen and len(listed) > HAND_SIZE:
        return None, more + (pick,)
    return pick, more


#: the word ``hand`` as a reader of each language types it (:data:`~scorer.games.land_unter.typed_words.WORDING`)
_HAND_WORDS = frozenset({"hand", *(words["hand"].lower() for words in WORDING.words.values())})


def own_text(state: LandUnter, seat: int, text: str) -> str:
    """``text`` typed on ``seat``'s own page as the seat means it: a bare count at round 1's deal (``5``) is the
    seat's own lifebelts (``Ben 5``); a bare card (``20``) is the seat's own
    card (``Ben 20``) while it is still to come in a trick revealed together, whoever the table is asked
    about; ``hand [...]`` is the seat's hand written down (``Ben hand [...]``), in a trick or before its
    water-level cards are turned up. Anything else as typed.

    >>> from scorer.games.land_unter.moves import Deal, TurnUp
    >>> s = LandUnter(["Anna", "Ben", "Cleo"])
    >>> s.apply(Deal(None, (5, 5, 5)))
    >>> own_text(s, 1, "hand [1 2]"), own_text(s, 1, "4 11"), own_text(s, 1, "main [1 2]")
    ('Ben hand [1 2]', '4 11', 'Ben main [1 2]')
    >>> s.apply(TurnUp((3, 9)))
    >>> own_text(s, 1, "20"), own_text(s, 1, "hand [1 2]"), own_text(s, 1, "Cleo 20")
    ('Ben 20', 'Ben hand [1 2]', 'Cleo 20')
    """
    if state.phase not in (Phase.PLAY, Phase.TURN_UP, Phase.DEAL):
        return text
    try:
        atoms = _atoms(state, text)
    except InvalidMove:
        return text
    if state.phase == Phase.DEAL:
        return announce.own_text(state, seat, atoms, text)
    name = state.players[seat]
    if atoms[:1] and atoms[0][0] == "word" and atoms[0][1] in _HAND_WORDS:  # (« main [...] », „Hand [...]“ too)
        return f"{name} {text.strip()}"
    if state.phase == Phase.PLAY and [kind for kind, _ in atoms] == ["int"] and seat in state.missing_players():
        return f"{name} {atoms[0][1]}"
    return text
