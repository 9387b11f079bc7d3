"""NIL's claims taken on trust: a loop by a player whose rack is partly unseen.

A loop (an open end that takes no tile) is allowed only to a player who keeps a universal tile to cross it
[Boucle]; decision loop. When part of that player's rack was never seen, the referee cannot know, so it
takes the claim on trust and **records it** (:class:`Trust`). A claim is a claim, not a tile: nothing is put
on the rack for it, and every later fact is a fact, accepted as the rules take it. The claim is settled by
the first of these (decision *loop-trust*, ``data/nil.yaml``):

* that player plays a universal (a crossing, or standing for a kind), in that turn or a later one: every
  claim of that player still open is **confirmed** (a universal drawn after the loop cannot be told apart
  from the one kept, so it is accepted as that one);
* that player shows the rack (a blocked turn, the rack left at the end, told tile by tile or at once): with
  a universal on it, every claim still open is confirmed; with none, every one is **broken**: the loop was
  not allowed. The rack shown is counted as it is, the table hears so on every page, and ``nile check``
  reports the loop's step as the illegal one (:meth:`TrustRules.overruled`).

A rack left given by its minus alone cannot settle a claim: it stays open, and ``nile check`` says the
universal was never shown (:meth:`TrustRules.unchecked`). A mixin of :class:`scorer.games.nil.engine.Nil`,
which holds the state.

>>> from scorer.games.nil.engine import Nil
>>> from scorer.games.nil.moves import Blocked, Deal, StartPlayer
>>> s = Nil(["Anna", "Ben"]); s.apply(StartPlayer(0)); s.apply(Deal(((None,) * 5, ("bend",) * 5)))
>>> s.trusts.append(Trust(0, 1, "B12", 2))  # (as after Anna's loop at B12, taken on trust)
>>> s._shown(0, ("bend", "bend", "arc", "arc", "diagonal")); s.trusts, [t.square for t, _ in s.broken]
([], ['B12'])
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Sequence

from scorer.engine import IllegalMove, Said, say
from scorer.games.nil.board import NilBoard
from scorer.games.nil.moves import Cross, Place
from scorer.games.nil.river import River
from scorer.games.nil.rules import R_LOOP


@dataclass(frozen=True)
class Trust:
    """The claim that ``seat`` kept a universal tile after the loop it made at turn ``turn`` on the square
    named ``square`` (``"B12"``), taken on trust because part of the rack was unseen; ``step``: the loop's
    move's place among the moves applied to the game (0 the first), ``move`` that move."""

    seat: int
    turn: int
    square: str
    step: int = -1
    move: Any = field(default=None, compare=False)

    def words(self, players: tuple[str, ...]) -> Said:
        """The claim in words: ``"at turn 14 Ben's loop at B12 was taken on trust that Ben kept a universal
        tile"``."""
        return say("nil.trust.claim", turn=self.turn, player=players[self.seat], square=self.square)


class TrustRules:
    """The claims taken on trust over the state of :class:`~scorer.games.nil.engine.Nil`."""

    # provided by the state
    players: tuple[str, ...]
    board: NilBoard
    river: River
    racks: list[Counter[str]]
    unseen: list[int]
    phase: Any
    turn: int
    turn_number: int
    #: the moves applied to the game so far (the next one's place: :attr:`Trust.step`)
    moves_done: int
    #: the claims still open, oldest first
    trusts: list[Trust]
    #: every claim settled, and whether it was confirmed (a universal played, or shown on a rack)
    trust_log: list[tuple[Trust, bool]]
    #: the claims a rack shown without a universal broke, oldest first, each with why in words
    broken: list[tuple[Trust, Said]]
    start_told: bool
    hidden_draws: bool

    if TYPE_CHECKING:  # provided by the state
        def river_entry(self, square: Any) -> str: ...

    def needs_trust(self, move: Any) -> bool:
        """True if ``move`` (a :class:`Place` or :class:`Cross` of the player to play) makes a loop that is
        allowed only by taking on trust that the player keeps a universal: no universal is known to stay on
        the rack after it. False for any other move."""
        if not isinstance(move, (Place, Cross)):
            return False
        u = self.board.universal
        universal = isinstance(move, Cross) or move.universal
        tile = u if universal else self.board.kind_for(self.river_entry(move.square), move.exit).id  # type: ignore[union-attr]
        seat = self.turn
        kept = self.racks[seat][u] - (tile == u and self.racks[seat][u] > 0)
        if kept > 0 or not self.unseen[seat] - (self.racks[seat][tile] == 0):
            return False
        if self.board.is_blue(move.square):
            return False
        exit = None if isinstance(move, Cross) else move.exit
        return self.river.end_problem(move.square, exit, 0) is not None

    def _take_on_trust(self, seat: int, move: Any) -> None:
        """Record the claim that ``seat``, having just made a loop with ``move``, keeps a universal."""
        square = self.board.name(self.river.segments[-1][0])
        self.trusts.append(Trust(seat, self.turn_number, square, self.moves_done, move))

    def _settle(self, seat: int, confirmed: bool, why: Said | None = None) -> None:
        """Settle every claim of ``seat`` still open: ``confirmed`` (a universal played or shown), else broken
        for the reason ``why`` (a rack shown without a universal)."""
        for t in [t for t in self.trusts if t.seat == seat]:
            self.trusts.remove(t)
            self.trust_log.append((t, confirmed))
            if not confirmed and why is not None:
                self.broken.append((t, why))

    def _shown(self, seat: int, rack: Sequence[str | None], end: bool = False) -> None:
        """``seat`` shows ``rack`` (a blocked turn; ``end``: the rack left at the end): it settles every claim of
        ``seat`` still open [Boucle; decision loop-trust]."""
        if not any(t.seat == seat for t in self.trusts):
            return
        u = self.board.universal
        if u in rack:
            return self._settle(seat, True)
        tiles = sorted(k for k in rack if k is not None)
        name = self.players[seat]
        why = say("nil.trust.broken-end", player=name, rack=tiles) if end else \
            say("nil.trust.broken-blocked", player=name, rack=tiles, turn=self.turn_number)
        self._settle(seat, False, why)

    def overruled(self) -> list[tuple[int, IllegalMove]]:
        """The loops a rack shown later found not allowed (:attr:`broken`): each loop's move's place among the
        moves applied, and the ruling on it, citing the loop rule [Boucle], for ``nile check``."""
        out = []
        for t, why in self.broken:
            reason = say("nil.trust.not-allowed", why=why, claim=t.words(self.players), player=self.players[t.seat])
            out.append((t.step, IllegalMove(t.move, R_LOOP, reason)))
        return out

    def trust_notes(self) -> list[str]:
        """The claims never settled, in words, for :meth:`unchecked`."""
        return [say("nil.unchecked.trust", claim=t.words(self.players)) for t in self.trusts]

    def unchecked(self) -> list[str]:
        """What the record did not let the referee check, in words: the start draw when only its winner is
        named, a rack left given by its minus alone, the claims never settled, the draws (secret)."""
        notes: list[str] = []
        if self.start_told:
            notes.append(say("nil.unchecked.start-draw"))
        racks = getattr(self, "final_racks", ())
        if any(r is None for r in racks):
            notes.append(say("nil.unchecked.minus-only", players=[self.players[s] for s, r in enumerate(racks) if r is None]))
        notes += self.trust_notes()
        if self.hidden_draws:
            notes.append(say("nil.unchecked.draws"))
        return notes
