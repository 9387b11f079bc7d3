"""NIL's racks told on the players' own pages are claims (decision *claims*, ``data/nil.yaml``).

A tile a player tells the referee on the own page (``Ben holds universal``), like a draw written tile by tile
for that player, is that player's secret: nobody at the table saw it [Début de la partie: the rack is hidden
from the others]. So it is checked only against the public facts (the tiles on the board, a rack shown at a
blocked turn or at the end) and the teller's own rack, never against
another seat's (:meth:`ClaimRules.in_sight`): a refusal would tell that seat's tiles, and a wrong tap on one
page would block another. Nothing one seat tells changes what another seat's page, entries or messages show.

When a public fact later leaves too few copies of a kind for a seat's own told tiles (a tile placed face up,
a rack shown), those tiles are lost (:attr:`ClaimRules.lost`): they are unseen again on the rack, the seat
alone is told why (:func:`lost_news`) and taps them again. Told racks of several seats that cannot all be
true are never said live (that would tell one seat's tiles to another); ``nile check`` names the kind and the
seats (:meth:`ClaimRules.findings`). A mixin of :class:`scorer.games.nil.engine.Nil`, which holds the state.

>>> from scorer.games.nil.engine import Nil
>>> from scorer.games.nil.moves import Deal, Hold, StartPlayer
>>> s = Nil(["Anna", "Ben"]); s.apply(StartPlayer(0)); s.apply(Deal(((None,) * 5, (None,) * 5)))
>>> s.apply(Hold(1, ("universal",) * 4)); s.apply(Hold(0, ("universal",)))  # Anna's is ruled without Ben's
>>> s.findings()
['universal: the game has 4, fewer than the tiles told by Anna and Ben and those in sight (turn 1): the tiles told cannot all be true']
"""

from __future__ import annotations

from collections import Counter
from typing import Any, NamedTuple

from scorer.engine import Said, say
from scorer.games.nil.board import NilBoard
from scorer.games.nil.rules import OVER, REVEAL, Phase


class Doubt(NamedTuple):
    """A question standing (:meth:`ClaimRules._yield_claims`): ``seat``'s ``tile`` placed was beyond its rack as
    told, one tile of each of ``kinds`` told is out of sight until the seat says which one was told by mistake."""

    seat: int
    tile: str
    kinds: tuple[str, ...]


class ClaimRules:
    """The claims of the racks told over the state of :class:`~scorer.games.nil.engine.Nil`."""

    # provided by the state
    players: tuple[str, ...]
    n: int
    board: NilBoard
    counts: dict[str, int]
    racks: list[Counter[str]]
    unseen: list[int]
    seen: Counter[str]
    phase: Phase
    turn_number: int
    #: the tiles told that were lost at the last move: (seat, kind, tiles, tiles of the kind seen elsewhere
    #: then), said to that seat alone
    lost: list[tuple[int, str, int, int]]
    #: the told tiles that gave way at the last move to their teller's own tile placed face up, which they
    #: could not hold: (seat, the tiles, the tile placed), said to that seat alone
    yielded: list[tuple[int, tuple[str, ...], str]]
    #: the questions standing, each a told tile placed beyond: (seat, the tile placed, the kinds told, one
    #: tile of each out of sight until the seat says which of them was told by mistake: :meth:`_answered`)
    doubts: list[Doubt]
    #: per seat, the tiles of its rack known only as its player told them on the own page
    told: list[Counter[str]]
    #: the told tiles of several seats that cannot all be true: kind -> (the tellers' seats, the turn first
    #: seen), for ``nile check`` (never said live)
    clashes: dict[str, tuple[tuple[int, ...], int]]
    #: the seat this copy of the game is the view of (:func:`scorer.games.nil.seats.seen_by`), None for the
    #: referee's game and the table's: its news says "your" to that seat
    viewer: int | None = None

    def _secret(self, seat: int) -> Counter[str]:
        """The tiles of ``seat``'s rack only that seat has shown the referee (told on its page, or a draw
        written for it): every known tile. None once the racks left are shown (a rack all known at the end
        counts in sight)."""
        if self.phase == OVER or (self.phase == REVEAL and not self.unseen[seat]) or not self.racks[seat]:
            return Counter()
        return Counter(self.racks[seat])

    def _told(self, seat: int) -> Counter[str]:
        """The tiles ``seat``'s player told on the own page still on its rack as a claim (:meth:`_secret`): those
        it may take back, and those that give way to its own tile placed; none once the racks left are shown."""
        return self.told[seat] & self._secret(seat)

    def in_sight(self, kind: str, seat: int | None = None) -> int:
        """Tiles of ``kind`` in sight as ``seat`` may count them: the public ones and ``seat``'s own rack,
        never another seat's secret (None: every tile the referee knows of, as a record written in full).

        >>> from scorer.games.nil.engine import Nil
        >>> from scorer.games.nil.moves import Deal, Hold, StartPlayer
        >>> s = Nil(["Anna", "Ben"]); s.apply(StartPlayer(0)); s.apply(Deal(((None,) * 5, (None,) * 5)))
        >>> s.apply(Hold(1, ("arc", "arc")))
        >>> s.in_sight("arc", 0), s.in_sight("arc", 1), s.in_sight("arc")
        (0, 2, 2)
        """
        if seat is None:
            return self.seen[kind]
        return self.seen[kind] - sum(self._secret(p)[kind] for p in range(self.n) if p != seat and self.racks[p][kind])

    def _claims_settle(self, shown: Counter[str] | None = None) -> None:
        """After a move: a seat's secret tiles of a kind beyond the copies the public facts leave it are lost
        (unseen again on its rack, kept in :attr:`lost` for its news); secret tiles of several seats beyond the
        copies are a clash, kept in :attr:`clashes` once per kind with its tellers. ``shown``: tiles that were
        in sight at the move and left it at once (a blocked rack shown, back to the bag), public facts all
        the same. Nothing to do while no kind has more tiles known than the game holds (the common case:
        one comparison per kind)."""
        shown = shown or Counter()
        over = [k for k, c in self.counts.items() if self.seen[k] + shown[k] > c]
        for k in over:
            for p in range(self.n):
                extra = self.in_sight(k, p) + shown[k] - self.counts[k]
                mine = self._secret(p)[k]
                if extra > 0 and mine:
                    gone = min(extra, mine)
                    self.lost.append((p, k, gone, self.in_sight(k, p) + shown[k] - self.racks[p][k]))
                    self.racks[p][k] -= gone
                    self.unseen[p] += gone
                    self.seen[k] -= gone
            if self.seen[k] > self.counts[k]:  # each seat's within the copies, all together beyond them
                tellers = [p for p in range(self.n) if (self.racks[p] if self.phase == OVER else self._secret(p))[k]]
                seats, turn = self.clashes.get(k, ((), self.turn_number))
                self.clashes[k] = (tuple(sorted({*seats, *tellers})), turn)

    def _untell(self, seat: int, tiles: Counter[str]) -> None:
        """``seat``'s told ``tiles`` are not told any more: unseen on its rack again, out of sight."""
        self.racks[seat] -= tiles
        self.told[seat] -= tiles
        self.seen -= tiles
        self.unseen[seat] += sum(tiles.values())

    def _take_back(self, seat: int, dropped: Any) -> None:
        """``seat`` takes back its told tiles ``dropped`` ("not this one", a tile told by mistake; a ``None`` is
        another seat's reading, changing nothing): unseen on its rack again; a clash of told tiles it so
        corrected is no longer one (:meth:`_clashes_resolved`)."""
        tiles = Counter(k for k in dropped if k is not None)
        if tiles:
            self._untell(seat, tiles)
            self._clashes_resolved()

    def _yield_claims(self, seat: int, tile: str, keep: bool = True) -> None:
        """``seat`` places face up ``tile``, which its rack as told cannot hold (every tile told, none of that
        kind): its own tile wins over its own claim, and exactly one tile it told (:meth:`_told`) was told by
        mistake. Where its told tiles are of one kind, one of them gives way at once; else one tile of each
        told kind is out of sight (unseen on its rack: nothing it told is counted twice) and the seat is asked
        which one it told by mistake (:attr:`doubts`), the others told again by its answer (s34 finding 2).
        Kept (``keep``) in :attr:`yielded` for its news alone.

        >>> from scorer.games.nil.engine import Nil
        >>> from scorer.games.nil.moves import Deal, Hold, Place, StartPlayer
        >>> s = Nil(["Anna", "Ben"]); s.apply(StartPlayer(0)); s.apply(Deal(((None,) * 5, (None,) * 5)))
        >>> s.apply(Hold(0, ("bend", "bend", "arc", "arc", "diagonal"))); s.apply(Place((0, 10), "E"))
        >>> s.doubts, sorted(s.racks[0].elements()), s.unseen[0]
        ([Doubt(seat=0, tile='straight', kinds=('arc', 'bend', 'diagonal'))], ['arc', 'bend'], 2)
        >>> s.apply(Hold(0, (), ("diagonal",))); s.doubts, sorted(s.racks[0].elements()), s.unseen[0]
        ([], ['arc', 'arc', 'bend', 'bend'], 0)
        """
        out = Counter(set(self._told(seat)))
        self._untell(seat, out)
        if keep:
            self.yielded.append((seat, tuple(sorted(out)), tile))
            if len(out) > 1:
                self.doubts.append(Doubt(seat, tile, tuple(sorted(out))))
            self._clashes_resolved()

    def _doubt(self, seat: int) -> Doubt | None:
        """``seat``'s first question standing (:attr:`doubts`): which tile it told by mistake, or None."""
        return next((d for d in self.doubts if d.seat == seat), None)

    def _answered(self, move: Any) -> Doubt | None:
        """The question ``move`` answers: ``Ben holds not bend`` (a tap of the question's, bend among the kinds
        out of sight) while Ben is asked which tile he told by mistake (:meth:`_yield_claims`); else None."""
        doubt = self._doubt(move.seat)
        if doubt is None or move.tiles or len(move.dropped) != 1 or move.dropped[0] not in doubt.kinds:
            return None
        return doubt

    def _answer(self, move: Any, doubt: Doubt) -> None:
        """``move`` answers ``doubt``: its tile named was told by mistake; the others are told again."""
        self.doubts.remove(doubt)
        again = Counter(k for k in doubt.kinds if k not in move.dropped)
        self.racks[move.seat] += again
        self.told[move.seat] += again
        self.seen += again
        self.unseen[move.seat] -= sum(again.values())

    def _doubts_settle(self) -> None:
        """After a move: a question whose answer cannot be told any more is dropped (its tiles stay unseen, to
        tap again): the rack left too few unseen tiles (another tile placed from them), the turns are over, or a
        told kind came into sight beyond the game's copies."""
        self.doubts = [Doubt(p, t, kinds) for p, t, kinds in self.doubts if self.phase not in (OVER, REVEAL)
                       and self.unseen[p] >= len(kinds) - 1
                       and all(self.in_sight(k, p) < self.counts[k] for k in kinds)]

    def _clashes_resolved(self) -> None:
        """Drop each clash of told tiles (kept for ``nile check``) whose tellers corrected it: a tile taken back
        or given way to its teller's own tile, so that the tiles of the kind known now fit the game's copies.
        (A clash whose tiles were lost to a public fact stays: nobody corrected it.)"""
        for k in [k for k in self.clashes if self.seen[k] <= self.counts[k]]:
            del self.clashes[k]

    def findings(self) -> list[str]:
        """The told tiles that cannot all be true, one line a kind with its tellers (decision *claims*: each
        was ruled alone, against the public facts and its teller's own rack, so live nobody heard of the
        others'); ``nile check`` reports them."""
        out: list[str] = []
        for k, (seats, turn) in self.clashes.items():
            out.append(say("nil.claims.clash", kind=self.board.term(k), copies=self.counts[k],
                           players=[self.players[p] for p in seats], turn=turn))
        return out


def yielded_news(after: Any) -> list[Said]:
    """The told tile that gave way to its teller's own tile placed, said to that seat ("your"; on the
    referee's game by name): the one taken back, or the question which one was told by mistake. (A seat's view
    keeps only its own, the table's none.)"""
    out = []
    for seat, tiles, tile in after.yielded:
        kind, names = after.board.term(tile), [after.board.typed(k) for k in tiles]
        mine, name = after.viewer == seat, after.players[seat]
        if len(tiles) == 1:
            out.append(say("nil.claims.dropped-yours", kind=kind, told=names[0]) if mine else
                       say("nil.claims.dropped", player=name, kind=kind, told=names[0]))
        else:
            out.append(say("nil.claims.which-yours", kind=kind, rack=names) if mine else
                       say("nil.claims.which", player=name, kind=kind, rack=names))
    return out


def lost_news(after: Any) -> list[Said]:
    """The told tiles lost at the move, said to their teller ("your"; on the referee's game by name): the
    game's count of the kind and how many were seen elsewhere (on the board, on a rack shown). (A seat's view
    keeps only its own, the table's none: :func:`scorer.games.nil.seats.seen_by`.)"""
    out = []
    for seat, k, n, public in after.lost:
        name = after.board.term(k)
        copies, others = say("nil.claims.copies", copies=after.counts[k], kind=name), \
            say("nil.claims.seen-elsewhere", others=public)
        out.append(say("nil.claims.lost-yours", copies=copies, others=others, tiles=n, kind=name)
                   if after.viewer == seat else
                   say("nil.claims.lost", player=after.players[seat], copies=copies, others=others, tiles=n, kind=name))
    return out
