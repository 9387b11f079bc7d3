"""Land Unter records: the format, its reader (record -> engine steps) and its writer (simulation).

The format (players in seating order, clockwise; a hand is passed to the next player)::

    game: land-unter
    players: [Anna, Ben, Cleo]
    variants: []                 # or [open-play]; then the order of `played` is the order of play
    rounds:
      - lifebelts: {Anna: 5, Ben: 3, Cleo: 6}   # as announced; needed when hands are not given
        hands: {Anna: [1, 5, ...], Ben: [...], Cleo: [...]}   # optional: the 12 cards each was dealt
        tricks:
          - before_water: {Cleo: [3, 9, ...]}   # optional: a hand written down before the water cards
            water: [4, 11]       # the two water-level cards turned up
            hands: {Ben: [2, 8, ...]}   # optional: a hand its holder wrote down during this trick
            played: {Anna: 41, Ben: 7, Cleo: 33}

A record may stop anywhere (the live referee writes it after every entry): a round without its
tricks yet, a trick with only some cards played, a last trick with only ``before_water`` (hands written
down after the deal, or after the trick before, while its water-level cards are not turned up yet). Only a later step closes a trick, so a missing card
is a breach only in a trick the record has gone past. ``lifebelts`` and ``hands`` may name only some
players, as far as the table announced or wrote them down; from round 2 on both may be left out, as
the hands pass to the left with their lifebelts. A hand a player wrote down on their own page during a
trick (``Ben hand [...]``) is under that trick's ``hands``, read as written right after its water-level
cards (every hand is ruled on its holder's knowledge, the cards played and the hand itself, so where in the
trick it was written changes no ruling of a live game); one written before the trick's water-level cards
were turned up (right after the deal, say: players pick up their cards then) is under its ``before_water``.

A **tally-only** record gives, instead of ``rounds``, what the score pad holds for each round::

    tally:
      - {Anna: {lifebelts: 3, water: 4}, Ben: {out: true}, Cleo: {lifebelts: 0, water: 7}}

Optional top-level ``date``, ``place`` and ``notes`` are kept but not refereed.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Callable, Sequence

from pydantic import Field, StrictBool, StrictInt, StrictStr

from gamedata.yamlfile import YamlDocument
from scorer.engine import Checkpoint, IllegalMove, Step, join_names, say
from scorer.games.land_unter.engine import R_PLAY, Deal, HandWritten, LandUnter, Phase, Play, TurnUp
from scorer.games.land_unter.moves import Announce
from scorer.games.land_unter.rules import WATER_PER_TRICK
from scorer.games.land_unter.notation import water_problem, weather_problem
from scorer.games.land_unter.tally import RoundTally
from scorer.record import RecordHeader, RecordedGame, Strict, player_seat, start_state, validate

#: a player's seat read from the record at a path (``player_seat`` with the document and players given)
SeatOf = Callable[[tuple[Any, ...], str], int]



class TrickRecord(Strict):
    """One trick: the hands written down before its water-level cards, the two water-level cards turned up
    (None only in a record's last trick, not turned up yet), the hands written down then, and each
    player's weather card."""

    before_water: dict[StrictStr, list[StrictInt]] | None = None
    water: list[StrictInt] | None = Field(None, min_length=WATER_PER_TRICK, max_length=WATER_PER_TRICK)
    hands: dict[StrictStr, list[StrictInt]] | None = None
    played: dict[StrictStr, StrictInt] = {}


class RoundRecord(Strict):
    """One round: announced lifebelts, the hands if known, the tricks in order."""

    lifebelts: dict[StrictStr, StrictInt] | None = None
    hands: dict[StrictStr, list[StrictInt]] | None = None
    tricks: list[TrickRecord] = []


class TallyEntry(Strict):
    """One player's end of a round, as a score pad holds it: lifebelts kept, out or not, the water
    level showing (the top water-level card; 0 for none; left out when out of the round)."""

    lifebelts: StrictInt = 0
    water: StrictInt | None = None
    out: StrictBool = False


class LandUnterRecord(RecordHeader):
    """A whole Land Unter record (see the module docstring)."""

    rounds: list[RoundRecord] = []
    tally: list[dict[StrictStr, TallyEntry]] | None = None


class TrickComplete(Checkpoint):
    """Checkpoint after a trick's ``played`` line: every player still in the round played."""

    def __init__(self, rnd: int, trick: int):
        self.round, self.trick = rnd, trick

    def verify(self, state: LandUnter) -> IllegalMove | None:
        """An :class:`IllegalMove` naming the players who did not play, or None."""
        missing = state.missing_players()
        if not missing:
            return None
        names = join_names([state.players[p] for p in missing])
        verb = "is" if len(missing) == 1 else "are"
        return IllegalMove(self, R_PLAY, f"{names} {verb} still in round {self.round} but did not play a "
                           f"card in trick {self.trick}; every player still in plays one card per trick")

    def __str__(self) -> str:
        return f"end of trick {self.trick}"


def read(doc: YamlDocument) -> RecordedGame:
    """Check a Land Unter record's shape and names, and turn it into steps.

    Raises :class:`~gamedata.yamlfile.SourceError` (exit 2) for a wrong shape, unknown player, unknown
    card or wrong player count; rule breaches are left to the replay (exit 1).
    """
    rec: LandUnterRecord = validate(doc, LandUnterRecord)
    state = start_state(doc, LandUnter, rec)
    seat_of = partial(player_seat, doc, rec.players)

    if rec.tally is not None:
        return _read_tally(doc, rec, state, seat_of)

    steps: list[Step] = []
    last_trick = (len(rec.rounds) - 1, len(rec.rounds[-1].tricks) - 1) if rec.rounds else None
    for i, rnd in enumerate(rec.rounds):
        steps += _deal(doc, state, seat_of, rec.players, i, rnd, last=i == len(rec.rounds) - 1 and not rnd.tricks)
        for j, trick in enumerate(rnd.tricks):
            steps += _trick(doc, state, seat_of, (i, j), trick, last=(i, j) == last_trick)
    tricks = sum(1 for r in rec.rounds for t in r.tricks if t.water is not None)
    info = {"players": rec.players, "variants": rec.variants, "rounds": len(rec.rounds), "tricks": tricks,
            "hands_given": any(r.hands or any(t.hands or t.before_water for t in r.tricks) for r in rec.rounds),
            "summary": say("nile-cli.summary.land-unter", rounds=say("nile-cli.summary.rounds", rounds=len(rec.rounds)),
                           tricks=say("nile-cli.summary.tricks", tricks=tricks)) if rec.rounds
            else say("nile-cli.summary.no-round")}
    return RecordedGame("land-unter", state, steps, "moves", info)


def _deal(doc: YamlDocument, state: LandUnter, seat_of: SeatOf, players: Sequence[str], i: int, rnd: RoundRecord,
          last: bool = False) -> list[Step]:
    """Round ``i + 1``'s deal: the hands given and the lifebelts announced [Préparation]; where round 1 is the
    record's ``last`` step and gives only some players' lifebelts (no hand), the deal is waiting for the others'
    announcements: each count given is its player's own :class:`Announce`. Raises
    :class:`~gamedata.yamlfile.SourceError` for an unknown player or card, a card twice in a hand, a negative
    lifebelt count, or a round 1 that gives a player neither (before its tricks)."""
    n, r, base = len(players), i + 1, ("rounds", i)
    hands: list[frozenset[int] | None] = [None] * n
    belts: list[int | None] = [None] * n
    for name, cards in (rnd.hands or {}).items():
        p = seat_of(base + ("hands", name), name)
        for j, c in enumerate(cards):
            _weather_number(doc, base + ("hands", name, j), state, c)
            if cards.index(c) != j:
                raise doc.error(base + ("hands", name, j), say("land-unter.read.listed-twice", card=c, player=name))
        hands[p] = frozenset(cards)
    for name, k in (rnd.lifebelts or {}).items():
        p = seat_of(base + ("lifebelts", name), name)
        if k < 0:
            raise doc.error(base + ("lifebelts", name), say("land-unter.shape.negative-belts"))
        belts[p] = k
    ctx = say("nile-cli.step.land-unter.deal", round=r)
    if r == 1 and last and not rnd.hands and None in belts:  # the announcements so far, in seating order
        return [Step(Announce(p, k), doc.where(base + ("lifebelts", players[p])), ctx)
                for p, k in enumerate(belts) if k is not None]
    if r == 1:
        for p in range(n):
            if hands[p] is None and belts[p] is None:
                raise doc.error(base, say("land-unter.shape.round-one-belts", player=players[p]))
    return [Step(Deal(tuple(hands), tuple(belts)), doc.where(base), ctx)]


def _trick(doc: YamlDocument, state: LandUnter, seat_of: SeatOf, at: tuple[int, int], trick: TrickRecord,
           last: bool) -> list[Step]:
    """The steps of one trick (round ``at[0] + 1``, trick ``at[1] + 1``): hands written before the water-level
    cards, the cards turned up, hands written after them, the weather cards played, and the trick's end
    unless it is the record's ``last`` (a record may stop mid-trick: only a later step closes a trick).
    Raises :class:`~gamedata.yamlfile.SourceError` for a missing or unknown water-level card, an unknown
    player or card."""
    (i, j), tpath = at, ("rounds", at[0], "tricks", at[1])
    ctx = say("nile-cli.step.land-unter.trick", round=i + 1, trick=j + 1)
    steps = _hands_written(doc, state, seat_of, tpath, "before_water", trick.before_water, ctx)
    if trick.water is None:
        if not last or trick.hands or trick.played:
            raise doc.error(tpath, say("land-unter.shape.water-missing"))
        return steps
    for k, v in enumerate(trick.water):
        problem = water_problem(state, v)
        if problem:
            raise doc.error(tpath + ("water", k), problem)
    steps.append(Step(TurnUp((trick.water[0], trick.water[1])), doc.where(tpath + ("water",)), ctx))
    steps += _hands_written(doc, state, seat_of, tpath, "hands", trick.hands, ctx)
    for name, card in trick.played.items():
        p = seat_of(tpath + ("played", name), name)
        _weather_number(doc, tpath + ("played", name), state, card)
        steps.append(Step(Play(p, card), doc.where(tpath + ("played", name)), ctx))
    if not last:
        steps.append(Step(TrickComplete(i + 1, j + 1), doc.where(tpath + ("played",)), ctx))
    return steps


def _read_tally(doc: YamlDocument, rec: LandUnterRecord, state: LandUnter, seat_of: SeatOf) -> RecordedGame:
    """A tally-only record: per round, each player's lifebelts kept, out or not, and water level."""
    if rec.rounds:
        raise doc.error(("tally",), say("land-unter.shape.rounds-or-tally"))
    n, steps = len(rec.players), []
    for i, entries in enumerate(rec.tally or []):
        path = ("tally", i)
        kept, out = [0] * n, [False] * n
        water: list[int | None] = [None] * n
        given = set()
        for name, entry in entries.items():
            p = seat_of(path + (name,), name)
            given.add(p)
            if entry.lifebelts < 0:
                raise doc.error(path + (name, "lifebelts"), say("land-unter.shape.negative-belts"))
            if entry.water is None and not entry.out:
                raise doc.error(path + (name,), say("land-unter.shape.tally-water-missing", player=name))
            if entry.water is not None and entry.water != 0 and entry.water not in state.water_copies:
                raise doc.error(path + (name, "water"), say("land-unter.shape.no-water-card", value=entry.water,
                                                            high=max(state.water_copies)))
            kept[p], out[p], water[p] = entry.lifebelts, entry.out, entry.water
        missing = [rec.players[p] for p in range(n) if p not in given]
        if missing:
            raise doc.error(path, say("land-unter.shape.tally-missing", round=i + 1, players=missing))
        steps.append(Step(RoundTally(tuple(kept), tuple(out), tuple(water)), doc.where(path),
                          say("nile-cli.step.land-unter.round", round=i + 1)))
    rounds = len(rec.tally or [])
    info = {"players": rec.players, "variants": rec.variants, "rounds": rounds, "tricks": 0, "hands_given": False,
            "summary": say("nile-cli.summary.land-unter.tally", rounds=rounds)}
    return RecordedGame("land-unter", state, steps, "tally", info)


def _hands_written(doc: YamlDocument, state: LandUnter, seat_of: SeatOf, tpath: tuple[Any, ...], key: str,
                   hands: dict[str, list[int]] | None, ctx: str) -> list[Step]:
    """The steps of the hands written down by their holders under a trick's ``key`` (``hands``, or
    ``before_water``). Raises :class:`~gamedata.yamlfile.SourceError` for an unknown player or card."""
    steps = []
    for name, cards in (hands or {}).items():
        p = seat_of(tpath + (key, name), name)
        for k, c in enumerate(cards):
            _weather_number(doc, tpath + (key, name, k), state, c)
        steps.append(Step(HandWritten(p, tuple(cards)), doc.where(tpath + (key, name)), say("nile-cli.step.land-unter.hand",
                                                                                              step=ctx, player=name)))
    return steps


def _weather_number(doc: YamlDocument, path: tuple[Any, ...], state: LandUnter, card: int) -> None:
    problem = weather_problem(state, card)
    if problem:
        raise doc.error(path, problem)


def write_record(players: Sequence[str], variants: Sequence[str], moves: Sequence[Any]) -> dict[str, Any]:
    """The record of the engine ``moves`` applied so far, from the first: a mapping ready for
    ``yaml.safe_dump(..., sort_keys=False)`` (in open play the order of ``played`` is the order of play)
    that reads back to the same position, whether the game is over or cut anywhere (mid-trick too).

    A deal writes the lifebelts and hands it names (none for a later round's ``pass``); each player's own
    announcement (:class:`Announce`) the round's lifebelts so far, as a deal of them all writes them; round end counts
    (:class:`RoundTally`) write a ``tally``. Raises TypeError for a move that is not Land Unter's."""
    rounds: list[dict[str, Any]] = []
    tally: list[dict[str, Any]] = []
    state = LandUnter(players, variants)  # where each hand written down was: before the water or in a trick
    for move in moves:
        if isinstance(move, Deal):
            rounds.append(_deal_entry(players, move))
        elif isinstance(move, Announce):  # a player's own count: the round's lifebelts, in seating order
            if not state.announced:
                rounds.append({"lifebelts": {}, "tricks": []})
            said = {**{players.index(name): k for name, k in rounds[-1]["lifebelts"].items()}, move.seat: move.belts}
            rounds[-1]["lifebelts"] = {players[p]: said[p] for p in sorted(said)}
        elif isinstance(move, TurnUp):
            tricks = rounds[-1]["tricks"]
            before = tricks.pop()["before_water"] if tricks and "water" not in tricks[-1] else None
            tricks.append({**({"before_water": before} if before else {}), "water": list(move.cards), "played": {}})
        elif isinstance(move, Play):
            rounds[-1]["tricks"][-1]["played"][players[move.player]] = move.card
        elif isinstance(move, HandWritten):
            if move.cards is not None:  # (a hand as another page read it, not shown, writes nothing)
                _write_hand(rounds[-1]["tricks"], players[move.seat], sorted(move.cards), state.phase == Phase.TURN_UP)
        elif isinstance(move, RoundTally):
            tally.append({players[p]: _tally_entry(move, p) for p in range(len(players))})
        else:
            raise TypeError(f"not a Land Unter move: {move!r}")
        state.apply_ruled(move)  # lenient, unchecked: only its phase is read
    body: dict[str, Any] = {"tally": tally} if tally else {"rounds": rounds}
    return {"game": "land-unter", "players": list(players), "variants": list(variants), **body}


def _write_hand(tricks: list[dict[str, Any]], name: str, cards: list[int], before_water: bool) -> None:
    """Write ``name``'s hand down in the round's ``tricks``: before the next trick's water-level cards
    (a trick entry without ``water`` yet), or in the trick in progress, its keys in the record's order."""
    if before_water:
        if not tricks or "water" in tricks[-1]:
            tricks.append({"before_water": {}})
        tricks[-1]["before_water"][name] = cards
        return
    trick = tricks[-1]
    hands = {**trick.get("hands", {}), name: cards}
    tricks[-1] = {**{k: v for k, v in trick.items() if k in ("before_water", "water")}, "hands": hands,
                  "played": trick["played"]}


def _deal_entry(players: Sequence[str], move: Deal) -> dict[str, Any]:
    n = len(players)
    hands = move.hands or (None,) * n
    belts = move.lifebelts or (None,) * n
    entry: dict[str, Any] = {}
    if any(k is not None for k in belts):
        entry["lifebelts"] = {players[p]: k for p, k in enumerate(belts) if k is not None}
    if any(h is not None for h in hands):
        entry["hands"] = {players[p]: sorted(h) for p, h in enumerate(hands) if h is not None}
    entry["tricks"] = []
    return entry


def _tally_entry(move: RoundTally, p: int) -> dict[str, Any]:
    if move.out[p]:
        return {"out": True} if move.water[p] is None else {"out": True, "water": move.water[p]}
    return {"lifebelts": move.kept[p], "water": move.water[p]}


def picture(state: LandUnter, marked: Any = None, caption: str = "") -> Any:
    """The table as ``state`` has it: ``(width_mm, height_mm, draw)`` (see
    :mod:`scorer.games.land_unter.picture`), with ``marked`` (an illegal move) drawn crossed out, or the
    card of a :class:`~scorer.engine.LastStep` ringed."""
    from scorer.games.land_unter.picture import board_picture

    return board_picture(state, marked, caption)


def steps_until(steps: list[Step], trick: int) -> list[Step]:
    """The steps of the record up to the end of its trick ``trick``, counted through the game (round 2's
    first trick follows round 1's last): everything before the next trick's water cards are turned up
    or the next round is dealt. ``trick`` 0 keeps the first deal only; past the end, every step."""
    seen = 0
    for i, step in enumerate(steps):
        if isinstance(step.move, TurnUp):
            if seen == trick:
                return steps[:i]
            seen += 1
        elif isinstance(step.move, Deal) and seen == trick and i > 0:
            return steps[:i]
    return steps


def tricks_in(steps: list[Step]) -> int:
    """How many tricks the record holds, through the game (0 for one of end counts only).

    >>> tricks_in([Step(TurnUp((1, 2)), "", ""), Step(Play(0, 5), "", "")])
    1
    """
    return sum(1 for step in steps if isinstance(step.move, TurnUp))

