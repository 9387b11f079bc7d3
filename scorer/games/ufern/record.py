"""*An den Ufern des Nils* records: the format, its reader (record -> engine steps) and its writer (simulation).

The format (players in seating order, the oldest first; the next seat is the left neighbour)::

    game: ufern-des-nils
    players: [Anna, Ben, Cleo]
    first: Anna                  # optional: the first player of round 1 (default: the first listed)
    desert: [W5.5, E4.4, W3.3]   # the 3 set-up desert cards, on the last fields of 3 rows
    opening:
      boat: {Anna: [flax, flax], Ben: [flax, wheat], Cleo: [grape, flax]}
      water: {Anna: A single-double W4.1, Ben: B single-single E5.1, Cleo: stop}
      plants: {Anna: [ripe flax W4.2, seed wheat E3.1], Ben: [...], Cleo: [...]}
    rounds:
      - flood: [A single-single W5.1, B double-single W5.2 reveals rot 2, rot M4 1 3]
        actions:
          Anna: [sow flax W4.3, grow E3.1, harvest W4.2 M2]
          Ben: [joker, buy joker, grow E4.1, harvest E5.2]
        pawns: {Anna: 7, Ben: 3, Cleo: 1}   # optional, checked after the round's scoring
        obelisk: 27                         # optional, checked too
      - ebb: [W5.2 hippo, W5.1 rot 3 + arrow, rot M3]
        actions: {...}

Each round gives its flood and/or ebb (in the order they were played: an ebb played at once after a
flood that placed nothing follows it), then the actions of each player (in any order; the referee
plays them in seat order from the round's first player; a player left out did nothing). Items are
read by :mod:`scorer.games.ufern.notation`. A list that ends before two cards means the player could
not place (remove) more: ``stop`` may say so and name the stacks' tops, which are then checked (quoted
inside ``[...]``: ``'stop A double-double, B double-blank'``, or the comma splits it in two).
With the hippo auction, a flood or ebb item may be ``{hippo: {Anna: [flax], Ben: []}, actions: [...]}``
(the bids, and the winner's actions); with the first-player bid, ``bids: [{Anna: [flax], ...}, ...]``
replaces ``first`` and the opening's boat.

A record saved in the middle of a game (``nile play`` saves after every entry) says
``unfinished: true``: then nothing after its last entry is implied (no ``stop`` ending its last flood
or ebb list, no end to the last player's actions), entries may stop part-way through the set-up or the
opening, and an empty list or mapping (``desert: []``, ``ebb: []``, ``Ben: []``) says that part has
begun. A list of actions may end with ``done``, a hippo's actions too. A last round written with no
``actions``, ``pawns`` or ``obelisk`` (a record cut by hand after its flood or ebb entries) is read the same
way, as the game ends only at a round's scoring: ``- flood: [B single-single W3.2]`` resumes at that flood's
second card, not at the next round. A last round (not ``unfinished``, no ``pawns`` nor ``obelisk``) whose
``actions`` stop before some players is refused, naming them (:class:`CutInActions`: cut there, or did they
do nothing?).

A **tally-only** record gives the end of the game instead::

    tally: {Anna: {pawn: 24, lost: 3}, Ben: {pawn: 24, lost: 5}, Cleo: {pawn: 17, lost: 2}}
"""

from __future__ import annotations

import re
from functools import partial
from typing import Any, Callable, Union

from pydantic import Field, StrictInt, StrictStr

from gamedata.yamlfile import YamlDocument
from scorer.engine import Checkpoint, IllegalMove, InvalidMove, LastStep, Notation, Step
from scorer.engine.said import Value, say
from scorer.games.ufern import steps as E
from scorer.games.ufern.board import crop_terms
from scorer.games.ufern.engine import Ufern
from scorer.games.ufern.steps import step_rule
from scorer.games.ufern.moves import Bid, Done, Ebb, FirstPlayer, Flood, SetDesert, Tally, ToBoat
from scorer.games.ufern import notation as N
from scorer.games.ufern.notation import EndOfList, NothingAsked, StopNotation, read_action, read_plant, read_water
from scorer.record import RecordHeader, RecordedGame, Strict, player_seat, shown, start_state, validate


Item = Union[StrictStr, dict[StrictStr, Any]]


class RoundRecord(Strict):
    """One round: its first player (optional, checked), the flood and/or ebb items, each player's
    actions, and the pawns and obelisk after scoring (optional, checked)."""

    first: StrictStr | None = None
    flood: list[Item] | None = None
    ebb: list[Item] | None = None
    actions: dict[StrictStr, list[StrictStr]] = {}
    pawns: dict[StrictStr, StrictInt] | None = None
    obelisk: StrictInt | None = None


class OpeningRecord(Strict):
    """The opening: each player's two boat plants, water card and two plants."""

    boat: dict[StrictStr, list[StrictStr]] | None = None
    water: dict[StrictStr, StrictStr] = {}
    plants: dict[StrictStr, list[StrictStr]] = {}


class TallyEntry(Strict):
    """One player's end of the game: the pawn's space and the plants lost from the boat."""

    pawn: StrictInt = Field(ge=1)
    lost: StrictInt = Field(ge=0)


class UfernRecord(RecordHeader):
    """A whole record (see the module docstring)."""

    first: StrictStr | None = None
    bids: list[dict[StrictStr, list[StrictStr]]] | None = None
    desert: list[StrictStr] = []
    opening: OpeningRecord | None = None
    rounds: list[RoundRecord] = []
    tally: dict[StrictStr, TallyEntry] | None = None
    unfinished: bool = False


class Expect(Checkpoint):
    """Checkpoint: it is ``seat``'s turn at ``step`` (``"actions"``), or the round's first player is ``seat``."""

    def __init__(self, seat: int, what: str):
        self.seat, self.what = seat, what

    def verify(self, state: Ufern) -> IllegalMove | None:
        """An :class:`IllegalMove` saying what the game waits for instead, or None."""
        name = state.players[self.seat]
        if state.is_over:
            return IllegalMove(self, E.R_END, say("ufern-des-nils.record.game-over", reason=state.end_reason))
        if self.what == "first":
            if state.first == self.seat:
                return None
            return IllegalMove(self, E.R_PILLAR, say("ufern-des-nils.record.first-player",
                                                     first=state.players[state.first], player=name))
        if state.step == E.ACTIONS and state.seat == self.seat:
            return None
        waiting = state.pending()
        if waiting is not None:
            return IllegalMove(self, waiting[0], say("ufern-des-nils.record.not-yet", player=name, why=waiting[1]))
        return IllegalMove(self, step_rule(state.step, state.mode), say("ufern-des-nils.record.not-yet", player=name,
                                                                        why=state.position()))

    def __str__(self) -> str:
        return self.what


class AfterScoring(Checkpoint):
    """Checkpoint after a round's scoring: the pawns (seat -> space) and the obelisk, as given."""

    def __init__(self, pawns: dict[int, int], obelisk: int | None):
        self.pawns, self.obelisk = pawns, obelisk

    def verify(self, state: Ufern) -> IllegalMove | None:
        """An :class:`IllegalMove` giving the right figures, or None."""
        last = state.history[-1] if state.history else None
        for seat, space in self.pawns.items():
            if state.pawns[seat] != space:
                pawn: dict[str, Value] = {"player": state.players[seat], "space": state.pawns[seat], "given": space}
                return IllegalMove(self, E.R_SCORE, say("ufern-des-nils.record.pawn-scored", scored=last["points"][seat],
                                                        **pawn) if last else say("ufern-des-nils.record.pawn", **pawn))
        if self.obelisk is not None and state.obelisk != self.obelisk:
            where: dict[str, Value] = {"space": state.obelisk, "given": self.obelisk}
            return IllegalMove(self, E.R_SCORE, say("ufern-des-nils.record.obelisk-back", back=last["lost_colours"],
                                                    **where) if last else say("ufern-des-nils.record.obelisk", **where))
        return None

    def __str__(self) -> str:
        return "pawns"


class CutInActions(Notation):
    """A record cut by hand in the middle of a round's actions (uferrev2 defect 2): its last round (not
    ``unfinished``, no ``pawns`` nor ``obelisk``) writes no actions for ``missing``, the players after the last
    one written. "A player left out did nothing" would drop their turns unsaid, and resuming at the first one's
    turn would make up turns where they did nothing: nile cannot tell the two, whole turns hang on it, and the
    writer knows. So the record is refused there (exit 2, at its ``actions``), naming them and the one edit to
    make: ``unfinished: true`` (resumed after the last action written), or ``Ben: []`` for nothing. The steps
    written before it are ruled first (an illegal action, a round after the end, is said as such). nile's own
    saves never meet it: they write every player's turn, and ``unfinished: true`` while a game goes on."""

    def __init__(self, seat: int, missing: list[str]):
        self.seat, self.missing = seat, missing

    def resolve(self, state: Ufern) -> Expect:
        """The first missing player's turn, checked as written (:class:`Expect`) where the game is over; raises
        :class:`InvalidMove` naming the players left out otherwise."""
        if state.is_over:
            return Expect(self.seat, "actions")
        raise InvalidMove(say("ufern-des-nils.shape.cut-in-actions", players=self.missing, player=self.missing[0]))


class HippoDone(Notation):
    """The end of the hippo winner's actions, if anybody won the auction."""

    def resolve(self, state: Ufern) -> Any:
        """:class:`Done` while the winner acts, else nothing."""
        return Done() if state.step == E.HIPPO_ACT else NothingAsked("")


def read(doc: YamlDocument) -> RecordedGame:
    """Check a record's shape, names and notation, and turn it into steps.

    Raises :class:`~gamedata.yamlfile.SourceError` (exit 2) for a wrong shape, an unknown player, field or
    crop, unreadable notation or a wrong player count; rule breaches are left to the replay (exit 1).
    """
    _split_opening_stop(doc)
    return _Reader(doc).game()


class _Reader:
    """One record read into steps, part by part (set-up, opening, rounds), each item through
    :mod:`scorer.games.ufern.notation`. Every error is a :class:`~gamedata.yamlfile.SourceError` at its item."""

    def __init__(self, doc: YamlDocument):
        self.doc = doc
        self.rec: UfernRecord = validate(doc, UfernRecord)
        self.state = start_state(doc, Ufern, self.rec)
        self.players = self.rec.players
        self.n = len(self.players)
        self.seats = {name: i for i, name in enumerate(self.players)}
        self.seat_of = partial(player_seat, doc, self.players)
        self.steps: list[Step] = []
        self.open_end = self.rec.unfinished
        self.written = 0  # the end of the last step the record writes (an unfinished record stops there)

    # -- small readers --------------------------------------------------------------------------------

    def add(self, path: tuple[str | int, ...], moves: list[Any], ctx: str) -> None:
        """Steps the record writes at ``path``."""
        self.steps.extend(Step(m, self.doc.where(path), ctx) for m in moves)
        self.written = len(self.steps)

    def implied(self, path: tuple[str | int, ...], move: Any, ctx: str) -> None:
        """A step the record implies (the deal, the end of a list); an unfinished record drops it at its end."""
        self.steps.append(Step(move, self.doc.where(path), ctx))

    def begun(self, path: tuple[str | int, ...], ctx: str) -> None:
        """A part of the record that has begun (an empty list or mapping counts), as a written step."""
        self.add(path, [NothingAsked("")], ctx)

    def parsed(self, path: tuple[str | int, ...], reader: Any, *args: Any) -> Any:
        """``reader(*args)``, its :class:`InvalidMove` as an error at ``path``."""
        try:
            return reader(*args)
        except InvalidMove as exc:
            raise self.doc.error(path, exc.message()) from None

    def on_track(self, path: tuple[str | int, ...], space: int, what: str) -> None:
        """Refuse a space off the track."""
        track = self.state.board.catalogue.board.track
        if not 1 <= space <= track:
            raise self.doc.error(path, say("ufern-des-nils.shape.track", what=what, space=shown(space), track=track))

    def crop_list(self, path: tuple[str | int, ...], names: list[Any]) -> tuple[str, ...]:
        """The crop ids of a list of crop names (sorted)."""
        crops = self.state.board.crops
        for j, c in enumerate(names):
            if not isinstance(c, str):
                raise self.doc.error(path + (j,), say("ufern-des-nils.shape.crop-word", value=shown(c)))
            if c.lower() not in crops:
                raise self.doc.error(path + (j,), say("ufern-des-nils.read.not-a-crop", word=shown(c), crops=crop_terms(crops)))
        return tuple(sorted(c.lower() for c in names))

    def by_seat(self, path: tuple[str | int, ...], mapping: dict[str, Any], first: int, every: bool = True) -> list[tuple[int, str, Any]]:
        """``mapping``'s entries (name -> value) in seat order from ``first``; with ``every``, all players'."""
        players, n = self.players, self.n
        for name in mapping:
            self.seat_of(path + (name,), name)
        missing = [players[s] for s in range(n) if players[s] not in mapping]
        if every and missing and not self.open_end:
            raise self.doc.error(path, say("ufern-des-nils.shape.missing", players=missing))
        order = [(first + i) % n for i in range(n)]
        return [(s, players[s], mapping[players[s]]) for s in order if players[s] in mapping]

    def in_written_order(self, path: tuple[str | int, ...], mapping: dict[str, Any]) -> list[tuple[int, str, Any]]:
        """``mapping``'s entries (name -> value) in the order written: the bids of an auction, which the
        players make in any order (the hands are opened together [Variantes])."""
        return [(self.seat_of(path + (name,), name), name, value) for name, value in mapping.items()]

    def result(self, info: dict[str, Any]) -> RecordedGame:
        """The game read (an unfinished record's steps end with its last written one)."""
        steps = self.steps[:self.written] if self.open_end else self.steps
        return RecordedGame(E.GAME, self.state, steps, "moves", {"players": self.players, **info})

    # -- the parts --------------------------------------------------------------------------------------

    def game(self) -> RecordedGame:
        """The whole record: a tally, or set-up, opening and rounds."""
        rec = self.rec
        if rec.tally is not None:
            return self.tally(rec.tally)
        first = self.setup()
        if rec.opening is None and not rec.rounds:
            if rec.desert:
                self.add(("desert",), [SetDesert(f[0].upper() + f[1:]) for f in rec.desert], say("nile-cli.step.ufern.set-up"))
            return self.result({"summary": say("nile-cli.summary.ufern.no-round")})
        if len(rec.desert) != self.state.setup.desert_on_board and not (self.open_end and not rec.rounds):
            raise self.doc.error(("desert",), say("ufern-des-nils.shape.desert",
                                                   cards=self.state.setup.desert_on_board))
        for j, f in enumerate(rec.desert):
            self.add(("desert", j), [SetDesert(f[0].upper() + f[1:])], say("nile-cli.step.ufern.set-up"))
        self.opening(first)
        for r, rnd in enumerate(rec.rounds):
            if r == len(rec.rounds) - 1 and self.cut_short(r):
                self.open_end = True  # nothing implied after its last entry, as with ``unfinished: true``
            self.round(r, rnd, (first + r) % self.n)
        return self.result({"rounds": len(rec.rounds),
                            "summary": say("nile-cli.summary.ufern", rounds=len(rec.rounds)) if rec.rounds
                            else say("nile-cli.summary.ufern.no-round")})

    def cut_short(self, r: int) -> bool:
        """Whether round ``r + 1`` stops before its actions: written with no ``actions``, ``pawns`` or
        ``obelisk`` (a record cut by hand after a flood or ebb entry, without ``unfinished: true``). A game
        ends only at a round's scoring (End of the game [Fin du jeu]), so a finished game's last round has its actions;
        such a last round is read as the writer's unfinished one (nothing after its last entry implied: no
        ``stop`` ending its list, no actions of nobody), and resumes where its last entry left it (uferfix)."""
        raw = (self.doc.data.get("rounds") or [])[r]
        return isinstance(raw, dict) and not any(key in raw for key in ("actions", "pawns", "obelisk"))

    def tally(self, tally: dict[str, TallyEntry]) -> RecordedGame:
        """A tally-only record: the final pawns and plants lost."""
        rec, doc = self.rec, self.doc
        if rec.rounds or rec.opening or rec.desert or rec.bids:
            raise doc.error(("tally",), say("ufern-des-nils.shape.game-or-tally"))
        plants = sum(c.count for c in self.state.board.catalogue.plants.crops)
        pawns, lost = [1] * self.n, [0] * self.n
        for s, name, t in self.by_seat(("tally",), tally, 0):
            self.on_track(("tally", name, "pawn"), t.pawn, say("nile-cli.step.ufern.pawn", player=name))
            if t.lost > plants:
                raise doc.error(("tally", name, "lost"), say("ufern-des-nils.shape.lost", player=name,
                                                                      lost=shown(t.lost), plants=plants))
            pawns[s], lost[s] = t.pawn, t.lost
        return RecordedGame(E.GAME, self.state, [Step(Tally(tuple(pawns), tuple(lost)), doc.where(("tally",)),
                                                      say("nile-cli.step.ufern.tally"))],
                            "tally", {"players": self.players, "summary": say("nile-cli.summary.ufern.tally")})

    def setup(self) -> int:
        """The first player, the deal and the bids for first player; returns round 1's first player."""
        rec = self.rec
        first = self._first_given()
        if "first-player-bid" not in rec.variants:
            if rec.first is not None:
                self.add(("first",), [FirstPlayer(first)], say("nile-cli.step.ufern.set-up"))
            else:
                self.implied(("players",), FirstPlayer(first), say("nile-cli.step.ufern.set-up"))
        self.implied(("players",), N.unseen_deal(self.state), say("nile-cli.step.deal"))
        first = self._first_bids(first)
        if "desert" in self.doc.data:
            self.begun(("desert",), say("nile-cli.step.ufern.set-up"))
        return first

    def _first_given(self) -> int:
        """The first player the record names (seat 0 where it names none), once ``first`` and ``bids`` are
        checked against the variant 'first-player-bid'."""
        rec, doc = self.rec, self.doc
        if rec.bids is not None:
            if "first-player-bid" not in rec.variants:
                raise doc.error(("bids",), say("ufern-des-nils.shape.bids-variant"))
            if rec.first is not None:
                raise doc.error(("first",), say("ufern-des-nils.shape.bids-first"))
        elif "first-player-bid" in rec.variants and (rec.opening or rec.rounds):
            raise doc.error(("variants",), say("ufern-des-nils.shape.bids-missing"))
        return 0 if rec.first is None else self.seat_of(("first",), rec.first)

    def _first_bids(self, first: int) -> int:
        """The bidding rounds for first player (variant 'first-player-bid'), each among the highest bidders of
        the round before; returns the first player they decide (``first`` where there are none)."""
        bidders = list(range(self.n))
        rounds = self.rec.bids or []
        for i, bidding in enumerate(rounds):
            bpath: tuple[str | int, ...] = ("bids", i)
            entries = self.in_written_order(bpath, bidding)
            if sorted(s for s, _, _ in entries) != bidders and not (self.open_end and i == len(rounds) - 1):
                raise self.doc.error(bpath, say("ufern-des-nils.shape.bidding-round", round=i + 1,
                                                players=[self.players[s] for s in bidders]))
            bids = {s: self.crop_list(bpath + (name,), v) for s, name, v in entries}
            self.begun(bpath, say("nile-cli.step.ufern.bid"))
            for s, name, _ in entries:
                self.add(bpath + (name,), [Bid(bids[s], s)], say("nile-cli.step.ufern.bid-of", player=name))
            if sorted(bids) != bidders:
                break  # an unfinished record, saved part-way through a bidding round
            best = max(len(b) for b in bids.values())
            bidders = [s for s in bidders if len(bids[s]) == best]
            first = bidders[0]
        return first

    def opening(self, first: int) -> None:
        """The opening: boat plants, a water card and two plants each, in seat order from ``first``."""
        rec, doc = self.rec, self.doc
        opening = rec.opening or OpeningRecord()
        raw = doc.data.get("opening") if isinstance(doc.data.get("opening"), dict) else {}
        if "first-player-bid" in rec.variants:
            if opening.boat:
                raise doc.error(("opening", "boat"), say("ufern-des-nils.shape.bid-boat"))
        else:
            if opening.boat is not None:
                self.begun(("opening", "boat"), say("nile-cli.step.ufern.opening"))
            for s, name, crops_given in self.by_seat(("opening", "boat"), opening.boat or {}, first):
                self.add(("opening", "boat", name), [ToBoat(self.crop_list(("opening", "boat", name), crops_given))],
                         say("nile-cli.step.ufern.opening-of", player=name))
        if "water" in raw:
            self.begun(("opening", "water"), say("nile-cli.step.ufern.opening"))
        for s, name, text in self.by_seat(("opening", "water"), opening.water, first):
            path: tuple[str | int, ...] = ("opening", "water", name)
            moves = self.parsed(path, read_water, text)
            if not isinstance(moves[0], (Flood, StopNotation)) or len(moves) > 1:
                raise doc.error(path, say("ufern-des-nils.shape.opening-water"))
            self.add(path, moves, say("nile-cli.step.ufern.opening-of", player=name))
        if "plants" in raw:
            self.begun(("opening", "plants"), say("nile-cli.step.ufern.opening"))
        for s, name, texts in self.by_seat(("opening", "plants"), opening.plants, first):
            path = ("opening", "plants", name)
            if len(texts) != 2 and not (self.open_end and len(texts) < 2 and not rec.rounds):
                raise doc.error(path, say("ufern-des-nils.shape.opening-plants"))
            plants = [self.parsed(path + (j,), read_plant, t) for j, t in enumerate(texts)]
            plants.sort(key=lambda p: not p.ripe)
            for j, p in enumerate(plants):
                self.add(path + (j,), [p], say("nile-cli.step.ufern.opening-of", player=name))

    def round(self, r: int, rnd: RoundRecord, round_first: int) -> None:
        """Round ``r + 1``: its flood and ebb lists in the order written, the actions in seat order from
        ``round_first``, the pawns and obelisk after scoring."""
        path, number = ("rounds", r), r + 1
        if rnd.first is not None:
            self.add(path + ("first",), [Expect(self.seat_of(path + ("first",), rnd.first), "first")], say("nile-cli.step.ufern.round", round=number))
        self._water_lists(r, rnd)
        for name in rnd.actions:
            self.seat_of(path + ("actions", name), name)
        cut = self._cut_in_actions(r, rnd, round_first)
        for i in range(self.n):
            s = (round_first + i) % self.n
            name = self.players[s]
            given = name in rnd.actions
            apath = path + ("actions", name) if given else path
            ctx = say("nile-cli.step.ufern.actions", round=number, player=name)
            if given:
                self.add(apath, [Expect(s, "actions")], ctx)
            elif cut and name == cut[0]:
                self.implied(path + ("actions",), CutInActions(s, cut), ctx)
            else:
                self.implied(apath, Expect(s, "actions"), ctx)
            self.actions(apath, rnd.actions.get(name, []), ctx)
        self._after_scoring(path, rnd, number)

    def _cut_in_actions(self, r: int, rnd: RoundRecord, round_first: int) -> list[str]:
        """The players whose actions a last round (not ``unfinished``, no ``pawns`` nor ``obelisk``) leaves out
        after the last one written, in seat order from ``round_first`` (:class:`CutInActions`); [] for any
        other round."""
        if r != len(self.rec.rounds) - 1 or self.open_end or rnd.pawns is not None or rnd.obelisk is not None:
            return []
        order = [self.players[(round_first + i) % self.n] for i in range(self.n)]
        written = [i for i, name in enumerate(order) if name in rnd.actions]
        return order[written[-1] + 1:] if written else order

    def _water_lists(self, r: int, rnd: RoundRecord) -> None:
        """Round ``r + 1``'s flood and ebb lists, in the order written: water cards, backs, rots and hippo
        auctions, each list ended."""
        path, number = ("rounds", r), r + 1
        raw = (self.doc.data.get("rounds") or [])[r]
        for key in [key for key in raw if key in ("flood", "ebb")] if isinstance(raw, dict) else []:
            items = getattr(rnd, key) or []
            ctx = say("nile-cli.step.ufern.flood" if key == "flood" else "nile-cli.step.ufern.ebb", round=number)
            self.begun(path + (key,), ctx)
            for j, item in enumerate(items):
                if isinstance(item, dict):
                    self.hippo(path + (key, j), item, ctx)
                else:
                    self.add(path + (key, j), _water_item(self.doc, path + (key, j), items, j, key), ctx)
            self.implied(path + (key,), EndOfList(key), ctx)

    def _after_scoring(self, path: tuple[str | int, ...], rnd: RoundRecord, number: int) -> None:
        """The pawns and obelisk written after the round's scoring, checked against the game's."""
        for nm, space in (rnd.pawns or {}).items():
            self.on_track(path + ("pawns", nm), space, say("nile-cli.step.ufern.pawn", player=nm))
        if rnd.obelisk is not None:
            self.on_track(path + ("obelisk",), rnd.obelisk, say("nile-cli.step.ufern.obelisk"))
        if rnd.pawns is not None or rnd.obelisk is not None:
            typed = {self.seat_of(path + ("pawns", nm), nm): v for nm, v in (rnd.pawns or {}).items()}
            self.add(path + ("pawns",) if rnd.pawns else path + ("obelisk",), [AfterScoring(typed, rnd.obelisk)],
                     say("nile-cli.step.ufern.round", round=number))

    def actions(self, path: tuple[str | int, ...], texts: list[Any], ctx: str, end: Any = Done()) -> None:
        """A list of actions written at ``path``, then ``end`` (written when the list ends with ``done``).
        Raises the document's error (file:line:col) when ``texts`` is no list."""
        if not isinstance(texts, list):
            raise self.doc.error(path, say("ufern-des-nils.shape.actions-list", value=shown(texts)))
        closed = bool(texts) and _says_done(texts[-1])
        for j, text in enumerate(texts[:-1] if closed else texts):
            if not isinstance(text, str):
                raise self.doc.error(path + (j,), say("ufern-des-nils.shape.action-text"))
            self.add(path + (j,), [self.parsed(path + (j,), read_action, text, self.seats)], ctx)
        if closed:
            self.add(path, [end], ctx)
        else:
            self.implied(path, end, ctx)

    def hippo(self, path: tuple[str | int, ...], item: dict[str, Any], ctx: str) -> None:
        """A hippo auction written in a flood or ebb list: the bids in the order written (the hands are
        opened together, so they come in any order [Variantes, Hippopotame]), the winner's actions (an
        unfinished record may stop part-way through the bids)."""
        doc, players = self.doc, self.players
        if set(item) - {"hippo", "actions"} or not isinstance(item.get("hippo"), dict):
            raise doc.error(path, say("ufern-des-nils.shape.hippo",
                                      example="{hippo: {Anna: [flax], Ben: []}, actions: [...]}"))
        bids = item["hippo"]
        for seat, name, bid in self.in_written_order(path + ("hippo",), bids):
            if not isinstance(bid, list):
                raise doc.error(path + ("hippo", name), say("ufern-des-nils.shape.hippo-bid", player=name))
        missing = [name for name in players if name not in bids]
        if missing and not (self.open_end and not item.get("actions")):
            raise doc.error(path + ("hippo",), say("ufern-des-nils.shape.hippo-missing", players=missing))
        for seat, name, bid in self.in_written_order(path + ("hippo",), bids):
            self.add(path + ("hippo", name), [Bid(self.crop_list(path + ("hippo", name), bid), seat)],
                     say("nile-cli.step.ufern.hippo", step=ctx))
        acts = item.get("actions")
        if isinstance(acts, dict):
            raise doc.error(path + ("actions",), say("ufern-des-nils.shape.hippo-actions",
                                                     example="{hippo: {...}, actions: [sow flax W4.3, grow W4.1]}"))
        self.actions(path + ("actions",), [] if acts is None else acts, say("nile-cli.step.ufern.hippo-actions", step=ctx), HippoDone())


def _split_opening_stop(doc: YamlDocument) -> None:
    """Refuse an opening ``water: {Cleo: stop A x, B y}`` whose ``{...}`` comma made ``B y`` a key of its
    own, saying to quote the stop (:func:`_water_item` does the same for a ``[...]`` list)."""
    opening = doc.data.get("opening") if isinstance(doc.data, dict) else None
    water = opening.get("water") if isinstance(opening, dict) else None
    if not isinstance(water, dict):
        return
    entries = list(water.items())
    for (name, text), (key, value) in zip(entries, entries[1:]):
        if value is None and isinstance(text, str) and text.strip().lower().startswith("stop") and \
                isinstance(key, str) and re.fullmatch(r"\s*[AaBb]\s+\S+\s*", key):
            raise doc.error(("opening", "water", key), say("ufern-des-nils.shape.split-mapping", braces="{...}", key=key, text=text, player=name,
                                                           whole=f"{text.strip()}, {key.strip()}"))


def _water_item(doc: YamlDocument, path: tuple[str | int, ...], items: list[Any], j: int, key: str) -> list[Any]:
    """The moves of item ``j`` of the ``key`` list (``flood`` or ``ebb``) ``items`` (written at ``path``).
    A water card laid written in an ``ebb:`` list, or one removed in a ``flood:`` list, contradicts
    its list: refused, never guessed. A stack's top with no field right after a ``stop`` is the second
    half of an unquoted ``stop A x, B y`` that the comma of a ``[...]`` list split in two: the message
    says to quote it."""
    try:
        moves = read_water(items[j])
    except InvalidMove as exc:
        prev = items[j - 1] if j else None
        if isinstance(prev, str) and prev.strip().lower().startswith("stop") and \
                re.fullmatch(r"\s*[AaBb]\s+\S+\s*", items[j]):
            raise doc.error(path, say("ufern-des-nils.shape.split-list", item=items[j], prev=prev,
                                      whole=f"{prev.strip()}, {items[j].strip()}")) from None
        raise doc.error(path, exc.message()) from None
    laid = isinstance(moves[0], Flood)
    if laid != (key == "flood") and isinstance(moves[0], (Flood, Ebb)):
        raise doc.error(path, say("ufern-des-nils.shape.in-flood" if laid else "ufern-des-nils.shape.in-ebb",
                                  item=shown(items[j])))
    return moves


def _says_done(text: Any) -> bool:
    """True for an actions list's closing ``done`` (optional; a saved game in progress writes it)."""
    return isinstance(text, str) and text.strip().lower() == "done"


def steps_until(steps: list[Step], rnd: int) -> list[Step]:
    """The steps of the record up to the end of its round ``rnd`` (all of them for a round past the end)."""
    for i, step in enumerate(steps):
        if step.context.startswith(f"round {rnd + 1},") or step.context == f"round {rnd + 1}":
            return steps[:i]
    return steps


def turns_in(steps: list[Step]) -> int:
    """How many rounds the record holds: the number of its last round (0 when it holds none)."""
    rounds = (re.match(r"round (\d+)(,|$)", step.context) for step in steps)
    return max((int(r.group(1)) for r in rounds if r), default=0)




def picture(state: Ufern, marked: Any = None, caption: str = "") -> tuple[float, float, Callable[[Any], None]]:
    """The board as ``state`` has it: ``(width_mm, height_mm, draw)`` (see :mod:`scorer.games.ufern.picture`),
    with ``marked`` crossed out: a field's name, or the move whose field it is (an illegal sowing); or,
    for a :class:`~scorer.engine.LastStep`, the field of the step just taken ringed."""
    from scorer.games.ufern.picture import board_picture

    last = None
    if isinstance(marked, LastStep):
        last, marked = getattr(marked.move, "field", None), None
    elif marked is not None and not isinstance(marked, str):
        marked = getattr(marked, "field", None)
    return board_picture(state, marked, caption, last)
