"""What the pages of one seat show of the game at one revision (:class:`TableView`), as
:class:`~scorer.web.table.SharedTable` reads it from the session under its lock; kept apart from the table
itself only for the size of one module."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, NamedTuple

from scorer.engine import Pick, Prompt, Ranking, Seat, said_json
from scorer.whose import entry_whose

@dataclass(frozen=True)
class TableView:
    """What the pages of one seat (``seat``; None: the table's and the host's) show of the game at one
    revision, read from the session's view of that seat (:meth:`~scorer.session.TableSession.view`) under
    the lock (so a page is never drawn from a game half-way through a step) and shared by the pages that
    ask for it. Nothing in it tells a card hidden from that seat.

    ``groups`` maps each group of legal entries (``""`` for entries without one) to their texts, in the
    session's order; ``board`` is the game's text view where it folds to :data:`PHONE_COLUMNS` (a card game's;
    None for a board game's grid, whose picture says it all); ``picture`` whether the game has a picture (``/board.svg``); ``report`` the final report once the game is ``over``; ``step`` and ``last`` what was
    asked at the last step and its entry (what undo would take back), ``""`` before the first; ``news`` what the rules worked out at it, when
    it was entered through this server (the other phones show it too); ``bgstats`` the finished game's
    BG Stats push-play link (None before the end, or for a resumed record whose date is none); ``standings``
    None where the score would tell hidden cards (NILE's storages, before the end); ``hand`` the seat's
    hidden things (its hand, rack or storage) in the game's words, ``taps`` those that are an entry now
    with the entry tapping one makes, ``pick`` an entry made by picking several items (a grid of
    checkboxes: Land Unter's hand written down), ``more`` further picks, each drawn folded, ``first`` the groups
    drawn right under the question, open (:attr:`~scorer.engine.OwnStep.first`), ``name`` the seat's player (``""`` for
    the table); ``record`` whether the record may be downloaded from this seat (it tells no card hidden
    from it); ``players`` the names in seating order; ``undo`` whether this seat's page may take back the
    last entry (its own step, or one no player takes); ``secret`` whether a seat holds things hidden from
    the others now (a hand, a rack, a storage; An den Ufern des Nils none: every page shows the same game, but
    while a bid is sealed until every bid of its auction is in: ``sealed``); ``stage`` the step the game
    is in now and ``last_stage`` the one the last entry was taken in (:func:`~scorer.views.stage`: "round 1,
    trick 4"): a page's own "Recorded" box stays while they are the same, and goes once the game is past it."""

    revision: str
    title: str
    prompt: Prompt
    groups: dict[str, list[str]]
    count: int
    standings: Ranking | None
    board: str | None
    picture: bool
    position: str
    over: bool
    report: str
    step: str
    last: str
    news: tuple[str, ...] = ()
    bgstats: str | None = None
    seat: Seat = None
    name: str = ""
    hand: tuple[tuple[str, tuple[str, ...]], ...] = ()
    taps: dict[str, str] = field(default_factory=dict)
    #: entries and hidden things drawn as a small picture (NIL's tiles), with its inline SVG
    pictures: dict[str, str] = field(default_factory=dict)
    #: the entries without a group that a group of their own was moved out of, with its name (shown beside)
    labels: dict[str, str] = field(default_factory=dict)
    pick: Pick | None = None
    more: tuple[Pick, ...] = ()
    first: tuple[str, ...] = ()
    record: bool = True
    players: tuple[str, ...] = ()
    undo: bool = True
    #: whether the last step is this page's own to take back at one tap (:meth:`~scorer.whose.Turns.own_last`)
    mine: bool = False
    #: what was asked and the entry this seat's undo takes back where that is not ``last``: its own part under
    #: other seats' after it (:meth:`~scorer.whose.Turns.own_undo`: "Anna 5" under "Ben ?"), else ``()`` (issue 22)
    back: tuple[str, str] | tuple[()] = ()
    #: the last step and ``back`` named as the thing this seat's player put down ("your card 5"), "" to quote the
    #: entry (:meth:`~scorer.whose.Turns.own_thing_as`: "Take back your card 5"; issue 22)
    own: str = ""
    own_back: str = ""
    #: how many of the entries tell what a draw the session took by itself showed (NILE: ``Anna drew Plague``,
    #: :attr:`~scorer.views.SeatViews.TOLD_GROUP`): never "Your step now" (nilerev defect 2)
    told: int = 0
    #: the list is the one group the board's one-tap cells leave over (:func:`unlisted`; Ufern's stop when no top
    #: fits): drawn folded, a tap away, under the cells that are the step (uferrev3 defect 4: 4 stops, 340 px)
    rest: bool = False
    secret: bool = True
    sealed: bool = False
    stage: str = ""
    last_stage: str = ""
    #: where the game stood when the last entry was taken (its position, said in the reader's language and cut
    #: to its stage on the "Recorded" box: "Manche 1, pli 4"; ``last_stage`` is the English the script compares)
    last_where: str = ""
    #: every legal entry, for the typed field's completions, where the list shows fewer (the board's cells enter
    #: the others: :func:`unlisted`); empty where the list shows them all
    completions: tuple[str, ...] = ()
    #: ``board`` folded to :data:`~scorer.web.textfold.LAPTOP_COLUMNS` for the laptop's left column, where it is
    #: shown large (frderev B4: folded to a phone's 40 columns there, it broke mid-phrase in a box of 60)
    wide: str | None = None
    #: the seat's trade picker at its own step 3 (NILE: two cards tapped, then Market or Hapi;
    #: :mod:`scorer.web.trade_nile`), None elsewhere
    trade: Any = None
    #: the seat's bid picker at an auction (Ufern: a count per crop, one Bid button; :mod:`scorer.web.bid_ufern`),
    #: None elsewhere
    bid: Any = None
    #: whether the step asked now is this seat's own (the prompt names it, or the step's entries are its: NILE's flood
    #: card is the turn's player's), so that its page says "Your turn" where its controls are off-screen (page.js)
    yours: bool = False
    #: the entries before the last step (newest first, back to the seat's own last turn: :func:`recent_as`): what was
    #: asked, the entry and its news as this seat may read them, so that a step's news (NILE's Plague and what it
    #: destroyed) stays readable once the next step is entered (review s38 nilerev2 defect 2, nilerev3 defect 1)
    recent: tuple[Recent, ...] = ()
    #: the host's undo: the other seats' tells after the last step it names, which it takes back too, each quoted as
    #: the table reads it (``“Cleo holds ? ? ? ? ?”``: no card hidden from the table), so its question names them (nilerev2
    #: defect 3); ``()`` on a seat's page
    undo_after: tuple[Any, ...] = ()
    #: a step the table may have missed that would change what is legal now, with the way back to enter it (the game's
    #: :attr:`~scorer.engine.GameSpec.missed`: NILE's Plague nobody entered), shown folded at the step on the page of the
    #: seat it is asked of and the host's, as (summary, words); ``()`` elsewhere (nilerev3 defect 2)
    missed: tuple[str, str] | tuple[()] = ()
    #: the steps the rules took by themselves after what the host's undo takes back (Land Unter: the rest of a round
    #: played by itself, the hands passed on), which it takes back too, each quoted as the table reads them: its
    #: one-tap "Take back" then asks first, naming them (lurev4 defect 3); ``()`` on a seat's page
    undo_itself: tuple[Any, ...] = ()
    #: whether this seat's own last step turned up what was face down (:meth:`~scorer.whose.Turns.own_final`: Land
    #: Unter's last card of a trick): final on its page, which says the host's page takes it back (lurev4 §1)
    final: bool = False

    def as_json(self) -> dict[str, object]:
        """The view as ``GET /view.json`` gives it (plain JSON values); ``said`` the prompt, its hint and each
        news line as a message id and named values (:func:`~scorer.engine.said_json`; ``null`` ids where the game
        still says them in plain words)."""
        return {
            "revision": self.revision, "title": self.title, "seat": self.name or None,
            "prompt": {"text": self.prompt.text, "player": None if self.prompt.seat is None else self.players[self.prompt.seat],
                       "hint": self.prompt.hint, "default": self.prompt.default},
            "entries": [{"text": text, "group": group} for group, texts in self.groups.items() for text in texts],
            "board": self.board, "position": self.position, "over": self.over,
            "standings": None if self.standings is None else [
                {"name": s.name, "score": s.score, "rank": s.rank} for s in self.standings.standings],
            "last": {"asked": self.step, "entry": self.last} if self.last else None, "news": list(self.news),
            "hand": [{"group": group, "items": list(items)} for group, items in self.hand], "taps": dict(self.taps),
            "report": self.report or None, "record": self.record,
            "said": {"prompt": said_json(self.prompt.text), "hint": said_json(self.prompt.hint),
                     "news": [said_json(line) for line in self.news]},
        }


#: how many entries before the last step a page lists under "Recent steps" at least, and at most (:func:`recent_as`)
RECENT = 4
MOST_RECENT = 30


class Recent(NamedTuple):
    """One entry under "Recent steps" (:func:`recent_as`): what was asked, the entry and its news as the page's seat
    may read them; ``back`` how many of the table's entries ``undo N`` takes back to take this one back too, and on
    the host's page ``after`` every entry that takes back with it (newest last, as the table reads them: another
    seat's tell as ``Anna holds ? ?``), which its "Take back to here" names (nilerev3 defect 2)."""

    asked: str
    entry: str
    news: tuple[str, ...]
    back: int
    after: tuple[str, ...] = ()


def recent_as(session: Any, seat: Seat, count: int = RECENT, host: bool = False) -> tuple[Recent, ...]:
    """The table entries before the last one ``seat`` saw (:meth:`~scorer.views.SeatViews.last_span_seen`), newest
    first (:class:`Recent`), each as that seat may read it (another seat's hidden cards as ``?``; the news of the steps
    the session took by itself after the entry too, as :meth:`~scorer.views.SeatViews.news_as` says them, filed as
    :func:`_filed` says); entries that changed nothing the seat sees (another player telling their own cards) left
    out; ``()`` before the second entry. They reach back to the seat's own last turn (:func:`_since_own_turn`), so
    that what hurt a seat while it was away (NILE's Plague and the field it destroyed) stays on its page until it has
    had a turn (nilerev3 defect 1); the table's page (``seat`` None) through the whole last turn of the seat that
    played longest ago, where a step missed a round ago is still found and, on the ``host``'s page, taken back to:
    at least ``count`` of them, at most :data:`MOST_RECENT`."""
    spans = session.entry_spans()
    seen = session.last_span_seen(seat)
    end = spans.index(seen) if seen in spans else len(spans)
    shown = [at for at in range(end) if not session._unseen_by(*spans[at], seat)][-MOST_RECENT:]
    window = shown + [end] * (seen in spans)  # with the last step: a turn the seat is taking now is not one it had
    since = min(_since_own_turn(session, spans, window, s, whole=seat is None) for s in
                ([seat] if seat is not None else range(len(session.players))))
    shown = shown[-max(count, len(shown) - since):]
    if not shown:
        return ()
    start = spans[shown[0]][0]
    steps = session._steps_as(seat, start)  # one replay for them all (news_as would replay for each)
    entries = [session.entry_as(*span, seat) for span in spans[shown[0]:]] if host else []
    out = []
    for at in shown:
        news = tuple(line for first, stop in _filed(session, spans, at) for *_, lines, said in steps[first - start:stop - start]
                     for line in ([said] if said else []) + lines)
        after = tuple(text for _, text in entries[at - shown[0] + 1:])
        asked, entry = entries[at - shown[0]] if host else session.entry_as(*spans[at], seat)
        out.append(Recent(asked, entry, news, len(spans) - at, after))
    return tuple(reversed(out))


def _since_own_turn(session: Any, spans: list[tuple[int, int]], visible: list[int], seat: int, whole: bool = False) -> int:
    """Where in ``visible`` (indices of ``spans`` a page shows, oldest first) the entries since ``seat``'s own last
    turn start: after the last of its own entries (:func:`~scorer.whose.entry_whose`) that another's entry followed
    (those of its turn now, at the end, are not a turn it has had), or, ``whole``, at the first of that turn's
    entries; 0 if it had none."""
    mine = [seat in entry_whose(session.spec, session._after(spans[at][0], fresh=False),
                                session.moves[slice(*spans[at])], session.kinds[slice(*spans[at])]).players
            for at in visible]
    at = len(mine)
    while at and mine[at - 1]:  # its turn now
        at -= 1
    while at and not mine[at - 1]:  # the others' entries since its last turn
        at -= 1
    while whole and at and mine[at - 1]:  # that turn itself
        at -= 1
    return at


def _filed(session: Any, spans: list[tuple[int, int]], at: int) -> list[tuple[int, int]]:
    """The steps (first, end) whose news is filed under entry ``at`` of ``spans``: its own, then those the session
    took by itself after it, unless the entry told what such a step showed in its place (NILE's ``Cleo drew Plague``,
    :meth:`~scorer.session.TableSession.told_after`): the steps taken after that one carry on the step it interrupted,
    so their news ("Cleo draws 2 cards …", "Cleo's turn is over") is the entry's before it (nilerev3 defect 3)."""
    def following(n: int) -> int:
        return spans[n + 1][0] if n + 1 < len(spans) else len(session.moves)

    def in_place(n: int) -> bool:
        return n < len(spans) and session.notation.automatic(session._after(spans[n][0], fresh=False)) is not None

    out = [spans[at] if in_place(at) else (spans[at][0], following(at))]
    while in_place(at + 1) and spans[at + 1][0] == out[-1][1]:
        at += 1
        out.append((spans[at][1], following(at)))
    return out


def unlisted(view: TableView, cells: set[str]) -> TableView:
    """``view`` with the entries its board's cells enter (:func:`scorer.web.board.one_tap`) left out of its list,
    so that each step is entered one way on the page (uferpage2); every entry stays in its completions. Where one
    named group is left (Ufern's stop when no top fits), it is the :attr:`~TableView.rest`, drawn folded."""
    if not cells:
        return view
    groups = {g: kept for g, texts in view.groups.items() if (kept := [t for t in texts if t not in cells])}
    return replace(view, groups=groups, count=sum(map(len, groups.values())), rest=len(groups) == 1 and "" not in groups,
                   completions=tuple(t for texts in view.groups.values() for t in texts))
