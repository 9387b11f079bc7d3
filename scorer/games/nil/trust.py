"""NIL's claims taken on trust: a loop by a player whose rack is partly unseen.

A loop (an open end that takes no tile) is allowed only to a player who keeps a universal tile to cross it
[Boucle]; decision loop. When part of that player's rack was never seen, the referee cannot know, so it
takes the claim on trust and **records it**: one unseen tile of that rack becomes a universal known to be
there. From then on the claim is a fact like any other and every later fact is checked against it:

* the universal must be on the rack **right after the loop tile** (the moment decision loop names). It
  may then be played at any later time, in this turn (the crossing of figure 18) or a later one, as a
  crossing or standing for a kind: that play confirms the claim. A universal drawn *after* the loop
  cannot be told apart from the one kept, so a later universal is accepted as the one kept;
* until it is played, a rack shown by that player (a blocked turn, the racks left at the end) must hold it;
* it counts among the catalogue's universals: a universal seen anywhere else (a crossing, a draw
  written, a rack shown) that would make more universals than the game has contradicts it, and so does
  a tile played from the rack that the rack, with the universal kept, has no room for.

The step at which a contradiction first shows is illegal: :meth:`TrustRules._against_trust` finds that
the step would be legal without the claim and cites the loop rule, naming the loop's turn and square.
A mixin of :class:`scorer.games.nil.engine.Nil`, which holds the state.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from scorer.engine import IllegalMove, Said, say
from scorer.games.nil.board import NilBoard
from scorer.games.nil.moves import Blocked, Cross, Place, Reveal
from scorer.games.nil.river import River
from scorer.games.nil.rules import R_LOOP


@dataclass(frozen=True)
class Trust:
    """The claim that ``seat`` kept a universal tile after the loop it made at turn ``turn`` on the square
    named ``square`` (``"B12"``), taken on trust because part of the rack was unseen."""

    seat: int
    turn: int
    square: str

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
    seen: Counter[str]
    turn: int
    turn_number: int
    #: the claims still open, oldest first (each stands for one universal counted on its seat's rack)
    trusts: list[Trust]
    #: every claim ever taken on trust, and whether it was confirmed (played, or shown on a rack)
    trust_log: list[tuple[Trust, bool]]
    start_told: bool
    hidden_draws: bool

    if TYPE_CHECKING:  # provided by the state
        def clone(self) -> Any: ...

        def _check_move(self, move: Any) -> IllegalMove | None: ...

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

    def _take_on_trust(self, seat: int) -> None:
        """Record the claim that ``seat``, having just made a loop, keeps a universal: an unseen tile of the
        rack becomes a universal known to be there."""
        u = self.board.universal
        self.unseen[seat] -= 1
        self.racks[seat][u] += 1
        self.seen[u] += 1
        trust = Trust(seat, self.turn_number, self.board.name(self.river.segments[-1][0]))
        self.trusts.append(trust)

    def _settle(self, seat: int, all_of_them: bool = False) -> None:
        """Confirm ``seat``'s oldest open claim (its universal was played) or, with ``all_of_them``, every one
        (the rack was shown and held them); a claim stays open while the rack still counts its universal."""
        mine = [t for t in self.trusts if t.seat == seat]
        if not all_of_them:
            mine = mine[:max(0, len(mine) - self.racks[seat][self.board.universal])]
        for t in mine:
            self.trusts.remove(t)
            self.trust_log.append((t, True))

    def _without(self, trusts: list[Trust]) -> Any:
        """A copy of the state as if ``trusts`` had never been taken: each one's universal back to an unseen
        tile of its rack."""
        other = self.clone()
        u = self.board.universal
        for t in trusts:
            other.racks[t.seat][u] -= 1
            other.unseen[t.seat] += 1
            other.seen[u] -= 1
            other.trusts.remove(t)
        return other

    def _against_trust(self, move: Any, err: IllegalMove) -> IllegalMove:
        """``err`` restated against the loop rule when ``move`` is illegal only because of claims taken on
        trust (it would be legal without them): the step where a claim is contradicted. Else ``err``."""
        if not self.trusts:
            return err
        for trusts in [[t] for t in self.trusts] + ([list(self.trusts)] if len(self.trusts) > 1 else []):
            if self._without(trusts)._check_move(move) is None:
                claims = trusts[0].words(self.players)
                for t in trusts[1:]:
                    claims = say("nil.trust.and", claims=claims, claim=t.words(self.players))
                return IllegalMove(move, R_LOOP, say("nil.trust.contradicted", claims=claims,
                                                     how=self._contradiction(move, trusts, err)), err.legal)
        return err

    def _contradiction(self, move: Any, trusts: list[Trust], err: IllegalMove) -> Said:
        """How ``move`` contradicts ``trusts``, in words."""
        u = self.board.universal
        seats = {t.seat for t in trusts}
        if isinstance(move, Blocked) and self.turn in seats:
            return say("nil.trust.rack-has-none" if u not in move.rack else "nil.trust.rack-lacks-some")
        if isinstance(move, Reveal):
            bare = [s for s in sorted(seats) if s < len(move.racks) and move.racks[s] is not None
                    and Counter(move.racks[s])[u] < sum(t.seat == s for t in trusts)]
            if bare:
                return say("nil.trust.rack-left-has-none", players=[self.players[s] for s in bare])
        return say("nil.trust.cannot-be", reason=err.reason)

    def trust_notes(self) -> list[str]:
        """The claims never confirmed, in words, for :meth:`unchecked`."""
        return [say("nil.unchecked.trust", claim=t.words(self.players)) for t in self.trusts]

    def unchecked(self) -> list[str]:
        """What the record did not let the referee check, in words: the start draw when only its winner is
        named, a rack left given by its minus alone, the claims never confirmed, the draws (secret)."""
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
