"""NIL's racks: what a player holds or could hold, racks shown (a blocked turn, the end of the game),
the minus a rack counts, and every tile in sight counted against the catalogue. A mixin of
:class:`scorer.games.nil.engine.Nil`, which holds the state.

Rules: ``[Début de la partie]``, ``[Contenu]``, ``[Points négatifs, 3]`` of ``nil.fr.txt``.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement
from typing import TYPE_CHECKING, Any, Sequence

from scorer.engine import IllegalMove, InvalidMove, Said, say
from scorer.games.nil.board import NilBoard
from scorer.games.nil.moves import RackLeft, Hold, Kind, Reveal
from scorer.games.nil.rules import OVER, R_END, R_RACK, R_TILES, REVEAL, Phase


class RackRules:
    """The racks' rules over the state of :class:`~scorer.games.nil.engine.Nil`."""

    # provided by the state
    players: tuple[str, ...]
    n: int
    board: NilBoard
    counts: dict[str, int]
    values: dict[str, int]
    racks: list[Counter[str]]
    unseen: list[int]
    seen: Counter[str]
    minus: list[int]
    phase: Phase
    end_told: bool
    turn: int
    placed: list[tuple[Any, str]]
    #: the racks left entered one player at a time at the end: seat -> (rack or None, minus or None)
    end_given: dict[int, tuple[tuple[str, ...] | None, int | None]]
    end_held: set[int]
    hidden_draws: bool
    told: list[Counter[str]]

    if TYPE_CHECKING:  # provided by the state (scorer.games.nil.trust, scorer.games.nil.claims)
        def _shown(self, seat: int, rack: Sequence[str | None], end: bool = False) -> None: ...

        def in_sight(self, kind: str, seat: int | None = None) -> int: ...

        def _secret(self, seat: int) -> Counter[str]: ...

        def _told(self, seat: int) -> Counter[str]: ...

        def _take_back(self, seat: int, dropped: Sequence[Kind | None]) -> None: ...
        def _answered(self, move: Any) -> Any: ...
        def _answer(self, move: Any, doubt: Any) -> None: ...

    def hide_rack(self, seat: int) -> None:
        """Forget the tiles only ``seat`` has shown the referee (:meth:`~scorer.games.nil.claims.ClaimRules._secret`:
        its rack told, a draw written for it): each an unseen rack tile again, as a player who has not seen
        that rack knows it (:func:`scorer.games.nil.seats.seen_by`); a rack shown at the end stays."""
        secret = self._secret(seat)
        if secret:
            self.seen -= secret
            self.unseen[seat] += sum(secret.values())
            self.racks[seat] -= secret
            self.told[seat] = Counter()
            self.hidden_draws = True

    def rack_size(self, seat: int) -> int:
        """Tiles on ``seat``'s rack, seen or not."""
        return sum(self.racks[seat].values()) + self.unseen[seat]

    def bag_counts(self, seat: int | None = None) -> Counter[str]:
        """The tiles not in sight (as ``seat`` counts them: :meth:`in_sight`), by kind: the bag plus unseen
        rack tiles; exactly the bag when every rack is known, as in a simulation."""
        sight = {k: self.in_sight(k, seat) for k in self.counts}
        return Counter({k: c - sight[k] for k, c in self.counts.items() if c > sight[k]})

    def _may_hold(self, seat: int, tile: str) -> bool:
        """True if ``seat`` holds ``tile``, or could: an unseen rack tile of a kind not all in sight, counting
        the public tiles and the seat's own, never another seat's rack told (decision *claims*)."""
        return self.racks[seat][tile] > 0 or bool(self.unseen[seat] and self.in_sight(tile, seat) < self.counts[tile])

    def _tile_problem(self, seat: int, tile: str, move: Any) -> IllegalMove | None:
        """Why ``seat`` cannot have ``tile`` to play, or None."""
        if self._may_hold(seat, tile):
            return None
        name, word = self.players[seat], self.board.term(tile)
        if self.unseen[seat]:  # a count of the components, not a fact about this rack: Contents
            return IllegalMove(move, R_TILES, say("nil.tiles.all-in-sight", player=name, kind=word,
                                                  copies=self.counts[tile]))
        return IllegalMove(move, R_RACK, say("nil.rack.holds-no", player=name, kind=word,
                                             rack=[self.board.typed(k) for k in sorted(self.racks[seat].elements())]))

    def _known(self, kinds: Sequence[Kind | None]) -> None:
        for k in kinds:
            if k is not None and k not in self.counts:
                raise InvalidMove(f"unknown tile kind {k!r}; the kinds are {', '.join(self.counts)}")

    def _over_count(self, extra: Counter[str], move: Any, less: Counter[str] | None = None,
                    seat: int | None = None) -> IllegalMove | None:
        """Why the tiles ``extra`` come into sight in more copies than the game has (``less``: those in sight
        that leave it), or None; counted as ``seat`` may (:meth:`in_sight`): a seat's tiles are checked
        against the public facts and its own rack only (decision *claims*)."""
        less = less or Counter()
        for k, c in extra.items():
            total = self.in_sight(k, seat) - less[k] + c
            if total > self.counts[k]:
                return IllegalMove(move, R_TILES, say("nil.tiles.too-many", total=total,
                                                      kind=self.board.term(k), copies=self.counts[k]))
        return None

    def _shown_problem(self, seat: int, rack: Sequence[Kind], move: Any, rule: str) -> IllegalMove | None:
        """A rack shown by ``seat`` must have the rack's size, hold the tiles known to be on it, and
        not make any kind appear more often than the catalogue has it."""
        self._known(rack)
        shown, known = Counter(rack), self.racks[seat]
        name = self.players[seat]
        if not self.unseen[seat] and shown != known:
            return IllegalMove(move, rule, say("nil.shown.not-the-rack", player=name,
                                               held=[self.board.typed(k) for k in sorted(known.elements())],
                                               shown=[self.board.typed(k) for k in rack]))
        if len(rack) != self.rack_size(seat):
            return IllegalMove(move, rule, say("nil.shown.size", player=name, tiles=self.rack_size(seat),
                                               shown=len(rack)))
        missing = known - shown
        if missing:
            return IllegalMove(move, rule, say("nil.shown.lacks", player=name, missing=sorted(missing.elements())))
        return self._over_count(shown, move, less=known, seat=seat)

    def rack_value(self, rack: Sequence[Kind] | Counter[str]) -> int:
        """The points of the tiles ``rack`` holds (a list of kinds or a multiset)."""
        tiles = rack.elements() if isinstance(rack, Counter) else rack
        return sum(self.values.get(k, 0) for k in tiles)

    def possible_minus(self, seat: int) -> set[int]:
        """Every minus ``seat``'s rack could count: the known tiles plus any unseen ones drawn from the
        tiles not in sight. Empty for more unseen tiles than a rack holds (only after ``--keep-going``)."""
        if self.unseen[seat] > self.board.rack:
            return set()
        pool = self.bag_counts(seat)
        hands = combinations_with_replacement(sorted(pool), self.unseen[seat])
        known = self.rack_value(self.racks[seat])
        return {known + self.rack_value(h) for h in hands if not Counter(h) - pool}

    def _check_reveal(self, move: Reveal) -> IllegalMove | None:
        if len(move.racks) != self.n or len(move.minus) not in (0, self.n):
            return IllegalMove(move, R_END, say("nil.end.every-rack", players=self.n))
        if self.end_given:
            return IllegalMove(move, R_END, say("nil.end.some-in", given=[self.players[s] for s in sorted(self.end_given)],
                                                next=self.players[self._end_missing()[0]]))
        for seat, rack in enumerate(move.racks):
            err = self._end_rack_problem(seat, rack, move.minus[seat] if move.minus else None, move)
            if err:
                return err
        return None

    def _end_missing(self) -> list[int]:
        """The seats whose rack left is still to come at the end: unseen tiles on it, and not entered."""
        return [s for s in range(self.n) if self.unseen[s] and s not in self.end_given]

    def _end_rack_problem(self, seat: int, rack: Sequence[Kind] | None, minus: int | None,
                          move: Any) -> IllegalMove | None:
        """Why ``seat``'s rack left (``None``: not shown) with its ``minus`` (``None``: not written) cannot be
        so, or None [Points négatifs, 3]: a rack shown must fit what is known of it; a rack not shown must
        be known, or have a minus its unseen tiles could make; a minus must be what the rack counts."""
        name = self.players[seat]
        if rack is not None:
            err = self._shown_problem(seat, rack, move, R_END)
            if err:
                return err
            worth = self.rack_value(rack)
        elif not self.unseen[seat]:
            worth = self.rack_value(self.racks[seat])
        elif minus is None:
            return IllegalMove(move, R_END, say("nil.end.never-seen", player=name, unseen=self.unseen[seat]))
        elif minus not in self.possible_minus(seat):
            return IllegalMove(move, R_END, say("nil.end.minus-impossible", player=name, tiles=self.rack_size(seat),
                                                minus=minus, possible=_spans(self.possible_minus(seat))))
        else:
            return None
        if minus is not None and minus != worth:
            held = [self.board.typed(k) for k in (rack if rack is not None else sorted(self.racks[seat].elements()))]
            return IllegalMove(move, R_END, say("nil.end.minus-wrong", player=name, held=held, worth=worth,
                                                minus=minus))
        return None

    def _check_end_rack(self, move: RackLeft) -> IllegalMove | None:
        if not 0 <= move.seat < self.n:
            raise InvalidMove(f"seat {move.seat} is not at this table")
        if move.seat in self.end_given:
            return IllegalMove(move, R_END, say("nil.end.in-already", player=self.players[move.seat]))
        return self._end_rack_problem(move.seat, move.rack, move.minus, move)

    def _do_end_rack(self, move: RackLeft) -> None:
        """Keep one player's rack left; once every rack not known is in, count them all (:meth:`_do_reveal`)."""
        self.end_given[move.seat] = (move.rack, move.minus)
        if move.rack is not None:
            self._shown(move.seat, move.rack, end=True)
        self._end_when_all_in()

    def _end_when_all_in(self) -> None:
        """Count the racks left once every one the referee did not know is in: shown (:class:`RackLeft`), or
        told tile by tile after the last turn (shown with the others then); a rack shown after tiles of it were
        told (their player gave up telling them, or they were lost to a rack shown) is counted as shown."""
        if self.phase == OVER or self._end_missing():
            return
        given = [self.end_given.get(s, (None, None)) for s in range(self.n)]
        racks = tuple(tuple(sorted(self.racks[s].elements())) if s in self.end_held and s not in self.end_given else r
                      for s, (r, _) in enumerate(given))
        self._do_reveal(Reveal(racks, tuple(m for _, m in given)))

    def _check_hold(self, move: Hold) -> IllegalMove | None:
        """A player's tiles told to the referee must be on the rack and not yet told (unseen), told before
        the turn's first tile or after it, and not make a kind appear more often than it exists; the tiles
        taken back (``dropped``, decision *claims*) must be tiles the player told, taken back first."""
        if not 0 <= move.seat < self.n:
            raise InvalidMove(f"seat {move.seat} is not at this table")
        self._known(move.tiles + move.dropped)
        name = self.players[move.seat]
        if move.seat in self.end_given:
            return IllegalMove(move, R_END, say("nil.end.in-already", player=name))
        if self._answered(move) is not None:  # which tile it told by mistake: asked at once, mid-turn too
            return None
        if self.placed and move.seat == self.turn:
            return IllegalMove(move, R_RACK, say("nil.hold.mid-turn", player=name, placed=len(self.placed)))
        mine = self._told(move.seat)
        for k, m in Counter(k for k in move.dropped if k is not None).items():
            if m > mine[k]:
                return IllegalMove(move, R_RACK, say("nil.hold.not-told", player=name, kind=self.board.term(k),
                                                     tiles=m, told=[self.board.typed(k) for k in sorted(mine.elements())]))
        unseen = self.unseen[move.seat] + len(move.dropped)
        if sum(k is not None for k in move.tiles) > unseen:  # a '?' is another seat's reading: it changes nothing
            return IllegalMove(move, R_RACK, say("nil.hold.too-many", player=name, tiles=self.rack_size(move.seat),
                                                 unseen=unseen, told=sum(k is not None for k in move.tiles)))
        less = Counter(k for k in move.dropped if k is not None)
        return self._over_count(Counter(k for k in move.tiles if k), move, less=less, seat=move.seat)

    def _do_hold(self, move: Hold) -> None:
        doubt = self._answered(move)
        if doubt is not None:
            self._answer(move, doubt)
        elif move.dropped:
            self._take_back(move.seat, move.dropped)
        for k in move.tiles:
            if k is not None:  # a tile another seat reads as unseen stays so on its copy
                self.unseen[move.seat] -= 1
                self.racks[move.seat][k] += 1
                self.told[move.seat][k] += 1
                self.seen[k] += 1
        if self.phase == REVEAL:
            self.end_held.add(move.seat)
            if not self.unseen[move.seat]:  # the rack left all told: shown
                self._shown(move.seat, tuple(self.racks[move.seat].elements()), end=True)
            self._end_when_all_in()

    def known_rack(self, seat: int) -> bool:
        """True when the referee knows every tile on ``seat``'s rack (its player entered them, or they were
        seen): a loop is then checked at once and a blocked rack filled in."""
        return not self.unseen[seat]

    def _do_reveal(self, move: Reveal, shown: bool = True) -> None:
        """Count the racks left at the end; ``shown`` False when the referee writes them itself (every tile
        on them was known). Every rack left known is shown to the table and settles its player's loops taken on
        trust (:mod:`scorer.games.nil.trust`)."""
        racks: list[tuple[str, ...] | None] = []
        for seat, rack in enumerate(move.racks[:self.n]):
            if rack is not None and shown:
                self._show(seat, rack)
            if rack is None and not self.unseen[seat]:
                rack = tuple(sorted(self.racks[seat].elements()))
            if rack is not None:
                self._shown(seat, rack, end=True)
            written = move.minus[seat] if len(move.minus) > seat else None
            self.minus[seat] += self.rack_value(rack) if rack is not None else written or 0
            racks.append(rack)
        #: the tiles left on each rack at the end (None: never seen, only its minus is known)
        self.final_racks = tuple(racks)
        self.end_told = True
        self.phase = OVER


    def _show(self, seat: int, rack: Sequence[Kind]) -> None:
        """``seat``'s rack left, shown at the end, is in sight: its tiles are on the rack as the referee knows
        it, none unseen (the same whether they were shown at once or told tile by tile) [Points négatifs]."""
        if self.unseen[seat]:
            self.seen += Counter(k for k in rack if k) - self.racks[seat]
            self.racks[seat], self.unseen[seat] = Counter(k for k in rack if k), 0


def _spans(values: set[int]) -> Said:
    """A short list of numbers, in order: ``0, 5, 10 ... 75`` when there are many."""
    ordered = sorted(values)
    if len(ordered) <= 8:
        return say("nil.numbers.few", numbers=ordered)
    return say("nil.numbers.many", first=ordered[:3], last=ordered[-1])
