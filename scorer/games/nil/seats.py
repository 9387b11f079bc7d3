"""What each seat of NIL keeps hidden: its rack (:data:`SECRETS`, declared on the game's
:class:`~scorer.engine.GameSpec`).

The rules: each player draws tiles from the bag onto a rack the others do not see [Début de la partie];
every tile laid, a rack shown when blocked [Aucune tuile possible] and the racks left at the end [Points
négatifs] are public. A rack is known to the referee only where it was typed (the deal or a draw written
tile by tile, as a simulation does, or told by its player on the player's own page, ``Ben holds straight``:
:func:`own_step`); such a rack is its owner's, and a draw written tile by tile or a tile told is its owner's
entry. At the end each player shows the rack left from that player's own page (``Ben: straight, arc``,
:func:`guarded`); a rack the referee knows is counted without an entry.

>>> from scorer.games.nil.moves import Draw
>>> from scorer.games.nil.engine import Nil
>>> state = Nil(["Anna", "Ben"])
>>> sorted(owners(state, Draw(("bend", None)))), sorted(owners(state, Draw((None, None))))
([0], [])
"""

from __future__ import annotations

from typing import Any

from scorer.engine import Entry, OwnStep, Prompt, Ranking, Seat, Secrets, say
from scorer.games.nil.engine import Nil
from scorer.games.nil.moves import Deal, Draw, RackLeft, Hold, StartTiles
from scorer.games.nil.notation import end_rack_example, entries as turn_entries, format, prompt as table_prompt
from scorer.games.nil.rules import OVER, REVEAL, START, TURN
from scorer.games.nil.start_pages import actor, gathering, own_text, table_pick
from scorer.games.nil.start_pages import own_step as start_step


def seen_by(state: Nil, seat: Seat) -> Nil:
    """``state`` as ``seat`` knows it (None: the table): every other rack's secret tiles unseen, as if they had
    been drawn face down, the told
    tiles lost only the seat's own, no clash of told racks (decision *claims*,
    :mod:`scorer.games.nil.claims`). Once the game is over the racks left have been shown. A copy; ``state``
    is not changed."""
    view = state.clone()
    assert isinstance(view, Nil)
    view.viewer = seat
    view.lost = [lost for lost in view.lost if lost[0] == seat]
    view.yielded = [given for given in view.yielded if given[0] == seat]  # said to its teller only
    view.doubts = [doubt for doubt in view.doubts if doubt.seat == seat]  # asked of it alone
    if state.phase == OVER:
        return view
    view.clashes = {}
    for p in range(state.n):
        if p != seat:
            view.hide_rack(p)
    return view


def owners(state: Nil, move: Any) -> frozenset[int]:
    """The seats whose racks ``move`` writes down: a deal naming tiles, a draw naming tiles (the drawer's,
    the player whose turn it is)."""
    if isinstance(move, Deal):
        return frozenset(p for p, rack in enumerate(move.racks) if any(k is not None for k in rack))
    if isinstance(move, Draw) and any(k is not None for k in move.tiles):
        return frozenset({state.turn})
    if isinstance(move, Hold):
        return frozenset({move.seat})
    return frozenset()


def guarded(state: Nil, move: Any) -> frozenset[int]:
    """The seat whose rack left ``move`` shows at the end (``Ben: straight, arc``): entered on that player's
    own page (or a host's), as a player shows the rack at the table [Points négatifs, 3]."""
    return frozenset({move.seat}) if isinstance(move, RackLeft) else frozenset()


def own(state: Nil, move: Any) -> frozenset[int]:
    """The seat whose rack ``move`` tells or corrects, a claim (``Ben holds bend``, ``Ben holds not bend``):
    entered on that seat's own page (or at ``nile play``'s keyboard), never on a host's shared page, where
    whether ``Ben holds not arc`` is taken would tell Ben's rack to everyone (s34 finding 1; decision *claims*).
    At the end the host's page writes a rack left shown at the table, ``Ben: straight, arc`` (:func:`guarded`).

    >>> sorted(own(Nil(["Anna", "Ben"]), Hold(1, (), ("bend",)))), sorted(own(Nil(["Anna", "Ben"]), Draw(("bend",))))
    ([1], [])
    """
    return frozenset({move.seat}) if isinstance(move, Hold) else frozenset()


def hide(state: Nil, move: Any, seat: Seat) -> Any:
    """``move`` as ``seat`` may read it: the other seats' tiles of a deal or a draw as ``?``."""
    if isinstance(move, Deal):
        return Deal(tuple(rack if p == seat else (None,) * len(rack) for p, rack in enumerate(move.racks)))
    if isinstance(move, Draw) and owners(state, move) - {seat}:
        return Draw((None,) * len(move.tiles))
    if isinstance(move, Hold) and move.seat != seat:  # a tile taken back too: one '?' more, never which
        return Hold(move.seat, (None,) * len(move.tiles), (None,) * len(move.dropped))
    return move


def hand(state: Nil, seat: int) -> list[tuple[str, list[str]]]:
    """The tiles on ``seat``'s rack as far as the referee knows them (by kind), the unseen ones counted."""
    tiles: list[str] = [state.board.typed(kind) for kind in sorted(state.racks[seat].elements())]
    if state.unseen[seat]:
        tiles.append(say("nile-cli.hand.nil.not-entered", tiles=state.unseen[seat]))
    doubt = state._doubt(seat)  # asked on its page, and by 'hand NAME' at nile play's keyboard
    if doubt:
        tiles.append(say("nile-cli.hand.nil.told-by-mistake", entry=format(state, Hold(seat, (), (doubt.kinds[0],)))))
    return [(say("nile-cli.hand.rack"), tiles)]


#: the group of the tiles a player may tell on the own page, at any turn (the own one too, where a rack that
#: cannot play is then ruled blocked by itself): one control, named in the prompt's words (:data:`TELL`)
HOLD_GROUP = say("nil.own.hold-group")


def _holds(seen: Nil, seat: int, group: str = HOLD_GROUP) -> list[Entry]:
    """A tap for each tile kind ``seat`` could still hold unseen (``Ben holds straight``), in ``group``."""
    return [Entry(format(seen, Hold(seat, (k,))), group) for k in seen.counts if seen.seen[k] < seen.counts[k]]


#: the group of the tiles a player told and may take back, one tap each (decision *claims*)
DROP_GROUP = say("nil.group.drop")


def _drops(seen: Nil, seat: int) -> list[Entry]:
    """A tap for each tile kind ``seat`` told (its own rack as only it showed the referee), taking one back:
    ``Ben holds not bend`` (decision *claims*), in :data:`DROP_GROUP`.

    >>> from scorer.games.nil.moves import StartPlayer, Deal
    >>> s = Nil(["Anna", "Ben"]); s.apply(StartPlayer(0)); s.apply(Deal(((None,) * 5, (None,) * 5)))
    >>> s.apply(Hold(1, ("bend", "arc")))
    >>> [e.text for e in _drops(s, 1)]
    ['Ben holds not arc', 'Ben holds not bend']
    """
    return [Entry(format(seen, Hold(seat, (), (k,))), DROP_GROUP) for k in sorted(seen._told(seat))]


#: the group of the taps answering which told tile was told by mistake (s34 finding 2), first on the page
WHICH_GROUP = say("nil.group.which")


def own_step(seen: Nil, seat: int) -> OwnStep | None:
    """At the start draw, the seat's own tiles to tap (:func:`~scorer.games.nil.start_pages.own_step`); else
    :func:`own_tells`, asked first (its prompt, its taps on top) which tile ``seat`` told by mistake while its
    own tile placed was beyond its rack as told (:meth:`~scorer.games.nil.claims.ClaimRules._yield_claims`): one
    tap per told kind, ``Ben holds not bend``, on its own turn too, after its tile placed.

    >>> from scorer.games.nil.moves import StartPlayer, Deal, Place
    >>> s = Nil(["Anna", "Ben"]); s.apply(StartPlayer(0)); s.apply(Deal(((None,) * 5, (None,) * 5)))
    >>> s.apply(Hold(0, ("bend", "bend", "arc", "arc", "diagonal"))); s.apply(Place((0, 10), "E"))
    >>> [e.text for e in own_step(s, 0).entries[:3]], own_step(s, 1) == own_tells(s, 1)
    (['Anna holds not arc', 'Anna holds not bend', 'Anna holds not diagonal'], True)
    """
    if seen.phase == START:  # each player's own tiles of the start draw, tapped
        return start_step(seen, seat)
    own, doubt = own_tells(seen, seat), seen._doubt(seat) if seen.phase == TURN else None
    if doubt is None:
        return own
    asks = [Entry(format(seen, Hold(seat, (), (k,))), WHICH_GROUP) for k in doubt.kinds]
    rest = own.entries if own is not None else turn_entries(seen) if seen.turn == seat else []
    which = say("nil.claims.which-yours", kind=seen.board.term(doubt.tile),
                rack=[seen.board.typed(k) for k in doubt.kinds])  # as the taps name them
    return OwnStep(Prompt(which, seat, say("nil.own.hint-example", example=asks[0].text)), asks + rest, {},
                   first=(WHICH_GROUP,))


def own_tells(seen: Nil, seat: int) -> OwnStep | None:
    """What ``seat``'s own page asks beside the table's step (on ``seen``, the game as the seat knows it):
    while tiles of its rack are not entered, a tap per tile kind it could hold (``Ben holds straight``), at
    any turn or draw but in its own turn after its first tile; on its own turn, the turn's entries too; out of
    its own turn (or with its rack all told), a tap per tile kind it told, to take one back (:func:`_drops`,
    decision *claims*: on its own turn its tile placed wins over its rack as told anyway). At the end, the
    rack left, unless the referee knows it or it is in. None where there is nothing of its own.

    >>> from scorer.games.nil.moves import StartPlayer, Deal
    >>> s = Nil(["Anna", "Ben"]); s.apply(StartPlayer(0)); s.apply(Deal(((None,) * 5, (None,) * 5)))
    >>> step = own_step(s, 1)
    >>> step.entries[0].text, step.prompt.seat
    ('Ben holds straight', 0)
    """
    name = seen.players[seat]
    table = table_prompt(seen)
    if seen.phase == REVEAL:
        if seat not in seen._end_missing():
            return OwnStep(Prompt(say("nil.own.rack-left-in", why=seen.end_reason,
                                      players=[seen.players[s] for s in seen._end_missing()])), [], {})
        return OwnStep(Prompt(say("nil.own.show-rack-left", why=seen.end_reason, player=name,
                                  tiles=seen.rack_size(seat), unseen=seen.unseen[seat]), seat,
                              say("nil.own.hint-rack-left", example=end_rack_example(seen, seat))),
                       _holds(seen, seat), {})
    if seen.phase != TURN or (seen.placed and seen.turn == seat):
        return None
    drops, mine = _drops(seen, seat), seen.turn == seat
    if not seen.unseen[seat]:  # all told: the table's step, and the tiles told to take back if any
        return OwnStep(table, (turn_entries(seen) if mine else []) + drops, {}) if drops else None
    holds = _holds(seen, seat)
    tell = say("nil.own.tell", tiles=seen.unseen[seat])
    if mine:
        return OwnStep(Prompt(table.text, seat, say("nil.own.hint-mine", hint=table.hint, tell=tell), table.default),
                       turn_entries(seen) + holds, {}, first=(HOLD_GROUP,))  # its own tile wins over its rack as told
    return OwnStep(Prompt(say("nil.own.ask-other", asked=table.text, player=name, tell=tell), table.seat,
                          say("nil.own.hint-example", example=holds[0].text) if holds else ""), holds + drops, {},
                   first=(HOLD_GROUP,))


def asked(now: Nil, state: Nil, move: Any, seat: Seat) -> str | None:
    """What ``seat``'s own tell ``move`` (a tile of its rack told or taken back, entered at ``state``) left its
    page asking: the question under the tap in the "Last step" box, and in the history, is the game's just
    after it (fe-table8 problem 7: the prompt before it asked for a tile already told), whatever the game
    stands at ``now``; a player's start tiles shown, the start draw's round as it was asked, without who was
    still awaited then (s38 defect 6); None for any other step (the table's question, as it was asked).

    >>> from scorer.games.nil.moves import StartPlayer, Deal
    >>> s = Nil(["Anna", "Ben"]); s.apply(StartPlayer(0)); s.apply(Deal(((None,) * 5, (None,) * 5)))
    >>> before = s.clone(); s.apply(Hold(1, ("bend",)))
    >>> print(asked(s, before, Hold(1, ("bend",)), 1))
    Turn 1: Anna places a tile. Ben: tap the 4 tiles of your rack not entered yet, and the referee keeps your rack
    >>> asked(s, before, Hold(1, ("bend",)), 0) is None
    True
    """
    if isinstance(move, StartTiles):  # the round's question, not who was still awaited then (s38 defect 6)
        round_ = state.clone()
        round_.start_drawn = {}
        return str(table_prompt(round_).text)
    if not isinstance(move, Hold) or move.seat != seat:
        return None
    after = state.clone()  # the game just after the tell (a step of the history as it was, not as it stands now)
    after.apply_ruled(move)
    seen = seen_by(after, seat)
    own = own_step(seen, seat)
    return str(own.prompt.text if own is not None else table_prompt(seen).text)


def ranking(state: Nil, seat: Seat) -> Ranking:
    """The score pad is public (every tile laid is in sight)."""
    return state.ranking()


SECRETS = Secrets(seen_by=seen_by, owners=owners, hide=hide, hand=hand, ranking=ranking, own_step=own_step,
                  guarded=guarded, asked=asked, own=own, actor=actor, own_text=own_text, table_pick=table_pick,
                  gathering=gathering)
