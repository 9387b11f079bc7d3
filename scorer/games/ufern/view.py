"""What the table sees of a game of *An den Ufern des Nils* in a terminal: :func:`board_text` (the banks,
the market, the track, the boat and each player's supply) and :func:`news` (what the rules worked out
after an entry: a harvest, rot, the marker, the end of phase 1, scoring, the pillar, the end).

Both read the engine's state and history only; no rule is worked out here.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Callable, TYPE_CHECKING

from scorer.engine.said import Said, Value, say, words
from scorer.games.ufern.auction import first_bid_result, hippo_result
from gamedata.ufern_catalogue import front_name
from scorer.games.ufern.banks import BLANK
from scorer.games.ufern.board import crop_term
from scorer.games.ufern.market import RIPE, ROTTEN, SPOILED, state_word
from scorer.games.ufern.moves import Bid, Flood, FloodEnd, Harvest, Move, Reveal, Rot
from scorer.games.ufern.skipped import skip_news, skipped
from scorer.games.ufern.steps import EBB, FIRST_BID, HIPPO_BID, MARKER, REVEAL
from scorer.games.ufern.typed_words import WAVE_LETTERS, worded
from scorer.games.ufern.water import when

if TYPE_CHECKING:
    from scorer.games.ufern.engine import Ufern

#: how a market plant's state is marked (colour never alone: the owner's letter is printed too)
_MARKET_MARK = {RIPE: "", SPOILED: "*", ROTTEN: "!"}


def _crop_letters(state: Ufern, lang: str = "en") -> dict[str, str]:
    """One letter per crop, the initial of its word in ``lang`` (``f`` flax, French ``l`` lin, German ``h``
    Hirse), two when initials clash.

    >>> from scorer.games.ufern.engine import Ufern
    >>> s = Ufern(["Anna", "Ben"])
    >>> [_crop_letters(s, lang)["flax"] for lang in ("en", "fr", "de")]
    ['f', 'l', 'h']
    """
    said = {c: crop_term(c).said(lang).lower() for c in state.board.crops}
    size = 1 if len({w[0] for w in said.values()}) == len(said) else 2
    return {c: w[:size] for c, w in said.items()}


def _letter(state: Ufern, seat: int, lang: str = "en") -> str:
    """The mark of ``seat``'s colour on the text board: its English letter (``R`` red), or in French and
    German, whose initials would collide (bleu/blanc, grün/gelb), the colour's number as the printed tokens
    and pawns carry it (1 red ... 5 white: the data's order); each player's line of the board says it."""
    colour = state.colours[seat]
    if lang == "en":
        return str(colour.letter)
    return str([c.id for c in state.board.catalogue.plants.colours].index(colour.id) + 1)


def turned(state: Ufern) -> str | None:
    """The field of the card whose back the table says now, at the event step: the water card just removed
    at an ebb (the field it freed, just outside its row's water), the desert card a flood card just covered
    (under its row's outermost card); None at any other step (Events, Flood, Ebb [Événements; Flux; Reflux]).

    >>> from scorer.games.ufern.engine import Ufern
    >>> turned(Ufern(["Anna", "Ben"])) is None
    True
    """
    if state.step != REVEAL or state.revealing is None:
        return None
    kind, row, _ = state.revealing
    laid = len(state.banks.water[row])
    field: str = state.board.rows[row][laid - 1 if kind == "desert" else laid]
    return field


def wave_ends(state: Ufern, row: str, lang: str = "en") -> tuple[list[str], str]:
    """A row's water cards as the table sees their fronts, from the river out, each ``~`` and the initials
    of its inner (river-side) and outer end (``~sd``: a single wave towards the river, a double one out;
    ``b`` a blank end), and what the row's next card must meet: ``next: s`` (a single wave, also the
    Nile's own), ``next: d``, ``closed`` (a blank end) or ``full`` [Déroulement; decision U5].

    >>> from scorer.games.ufern.engine import Ufern
    >>> from scorer.games.ufern.moves import Card
    >>> s = Ufern(["Anna", "Ben", "Cleo", "Dana"])
    >>> wave_ends(s, "W4")
    ([], 'next: s')
    >>> s.banks.lay("W4.1", ("single", "double"), Card(("double", "single")))
    >>> wave_ends(s, "W4")
    (['~sd'], 'next: d')
    >>> wave_ends(s, "W4", "de")  # the German initials: Einzelwelle, Doppelwelle
    (['~ed'], 'next: d')
    """
    letter = WAVE_LETTERS.get(lang, WAVE_LETTERS["en"])
    laid = [f"~{letter[card.inner]}{letter[card.outer]}" for card in state.banks.water[row]]
    if state.banks.next_field(row) is None:
        return laid, "full"
    need = state.banks.needs(row)
    return laid, "closed" if need == BLANK else f"next: {letter[need]}"


def _field_text(state: Ufern, field: str, crops: dict[str, str], lang: str = "en") -> str:
    """What lies on ``field`` in a few characters: a water card ``s~~d`` (its river-side end first),
    ``desert`` (in ``lang``), ``.`` (empty), or the plants (``Bf+Gw``, see :func:`board_text`)."""
    if state.banks.has_water(field):
        ends = wave_ends(state, state.board.row_of[field], lang)[0][state.board.index_of[field]]
        return f"{ends[1]}~~{ends[2]}"
    if state.banks.has_desert(field):
        return _t("desert", lang)
    plants = state.banks.plants[field]
    if not plants:
        return "."
    return "+".join(_letter(state, g.owner, lang) + (crops[g.crop].upper() if g.ripe else crops[g.crop]) for g in plants)


def _t(id: str, lang: str, **values: Value) -> str:
    """The board's words ``nile-cli.board.ufern.<id>`` in ``lang`` (:mod:`scorer.engine.cli_messages`)."""
    return words(f"nile-cli.board.ufern.{id}", values, lang)


#: a field's column on the banks: ``E5.1 4p Bf+Gw`` and the space after it
CELL = 15


def _bank(state: Ufern, bank: str, crops: dict[str, str], lang: str = "en") -> list[str]:
    """One bank drawn as the table sees it from the west: each row of fields a column (rows of 5, 4, 3 and 2
    from the left), headed by the row and what its next water card must meet; each field a line ``W4.2 3p
    Bf+Gw`` (its name, its palms, what lies there); the fields by the Nile next to it (the east bank
    above the river, so its rows read upwards; the west bank below, downwards)."""
    lengths = sorted({len(f) for f in state.board.rows.values()} | {int(r[1:]) for r in state.board.covered},
                     reverse=True)
    rows = [f"{bank}{n}" for n in lengths]
    head = "".join((f"{row} ({_t('covered', lang)})" if row in state.board.covered else
                    f"{row} ({_next_words(wave_ends(state, row, lang)[1], lang)})").ljust(CELL) for row in rows)
    lines = []
    for i in range(lengths[0]):
        cells = []
        for row in rows:
            fields: tuple[str, ...] = state.board.rows.get(row, ())
            cell = f"{fields[i]} {state.board.palms[fields[i]]}p {_field_text(state, fields[i], crops, lang)}" \
                if i < len(fields) else ""
            cells.append(cell.ljust(CELL))
        lines.append("".join(cells).rstrip())
    if bank == "E":
        return [head.rstrip(), *reversed(lines)]
    return [*lines, head.rstrip()]


def _next_words(nxt: str, lang: str = "en") -> str:
    """What :func:`wave_ends` says of a row's next card, as its column's heading says it (``next s``), in ``lang``."""
    if nxt.startswith("next: "):
        return _t("next", lang, wave=nxt[len("next: "):])
    return _t(nxt, lang)  # full, closed


def board_text(state: Ufern, width: int = 60, lang: str = "en") -> str:
    """A text view of ``state`` in lines of at most ``width`` characters, 60 to 100 (a phone's page folds it
    again; a terminal of 100 columns keeps a player's line whole), laid out as the
    board lies between the players: the east bank, the Nile, the west bank, each row of fields a column
    headed by the row and the wave its next water card must meet (``next s``, ``closed``: a blank end,
    ``full``), each field a line with its name as the table says it (``W4.2``: west bank, row of 4, the 2nd
    field from the Nile), its palms (``3p``) and what lies there: a water card with its wave ends, the
    river-side one first (``s~~d``: a single wave to the river, a double one out; ``b`` a blank end),
    ``desert``, ``.`` empty, or the plants, each its owner's colour letter and its crop's initial, a
    capital when ripe (``Bf+Gw``); the rows covered at this table; the market rows with their spaces
    (``*`` spoiled, ``!`` rotten) and the palms each row takes; the marker, the track with the obelisk, the
    boat (each plant its owner's name and crop), and each player's supply (crops in words), jokers and plants lost,
    and under it the player's plants on the banks in words (``plants: ripe aubergine E5.2, grape seed E4.2``: whose
    each field's plant is at a glance, without the letters' key); the market's plants too, by name and crop
    (``1 Anna aubergine*``). In ``lang`` (``nile-cli.board.ufern.*``): the
    crops' and wave ends' letters are the initials of the reader's words (French ``l`` lin, ``v`` vide;
    German ``h`` Hirse, ``e`` Einzelwelle) and the colours' marks in French and German their numbers, as
    the print's (:func:`_letter`); the legend and each player's line say them."""
    crops = _crop_letters(state, lang)
    legend = [f"{v} {crop_term(c).said(lang)}" for c, v in crops.items()]
    lines = [_t("east", lang), *_bank(state, "E", crops, lang), f" {_t('nile', lang)} ".center(54, "~"),
             *_bank(state, "W", crops, lang), _t("west", lang), _t("key-field", lang), _t("key-water", lang),
             _t("key-plant", lang, crops=legend)]
    if state.board.covered:
        lines.append(_t("covered-rows", lang, players=state.n, rows=list(state.board.covered)))
    lines.append(_t("market", lang))
    takes = {row: len(state.board.market) - k for k, row in enumerate(state.board.market)}  # M1: 4 palms only
    for row, sold in state.market.items():
        cells = [f"{k + 1} " + (f"{state.players[sold[k].owner]} {_crop(sold[k].crop, lang)}{_MARKET_MARK[sold[k].state]}"
                                if k < len(sold) else ".") for k in range(state.board.market_size[row])]
        most = len(state.board.market)  # the most palms a field has: a plant of that value takes any row
        palms = f"{takes[row]}-{most}p" if takes[row] < most else f"{most}p"
        lines.append("  " + _t("market-row", lang, row=row, palms=palms, sold=len(sold),
                               size=state.board.market_size[row], cells=cells))
    where: dict[str, Value] = {"marker": MARKER[state.marker], "player": state.players[state.first]}
    lines.append(_t("round", lang, round=state.round, **where) if state.round else _t("opening", lang, **where))
    lines.append(_t("track", lang, pawns=[f"{p} {state.pawns[s]}" for s, p in enumerate(state.players)],
                    obelisk=state.obelisk))
    boat = Counter({(o, c): k for (o, c), k in state.boat.items() if k})
    lines.append(_t("boat", lang, plants=[f"{state.players[o]} {_crop(c, lang)}" + (f" x{k}" if k > 1 else "")
                                          for (o, c), k in sorted(boat.items())]))
    for s, name in enumerate(state.players):
        supply = ", ".join(f"{_crop(c, lang)} {k}" for c, k in state.supply[s].items() if k) or _t("empty", lang)
        lines.append(_t("supply", lang, player=name, letter=_letter(state, s, lang), supply=supply,
                        jokers=len(state.jokers[s]), lost=state.lost[s]))
        lines.append("    " + _t("plants", lang, plants=_plants_of(state, s, lang)))
    return "\n".join(_fit(line, min(max(width, 60), 100)) for line in lines)


def _crop(crop: str, lang: str) -> str:
    """A crop's word in ``lang`` (``flax``, ``lin``, ``Hirse``)."""
    return crop_term(crop).said(lang)


def _plants_of(state: Ufern, seat: int, lang: str = "en") -> list[str]:
    """``seat``'s plants on the banks in words, by field: ``ripe aubergine E5.2``, ``grape seed E4.2``."""
    return [_t("ripe-on" if g.ripe else "seed-on", lang, crop=_crop(g.crop, lang), field=field)
            for field in state.board.fields for g in state.banks.plants[field] if g.owner == seat]


def _fit(line: str, width: int = 60) -> str:
    """A line cut to ``width`` characters at a space (the rest on indented lines)."""
    out: list[str] = []
    while len(line) > width:
        cut = line.rfind(" ", 0, width)
        cut = cut if cut > 0 else width
        out.append(line[:cut])
        line = "    " + line[cut:].lstrip()
    out.append(line)
    return "\n".join(out)


def news(before: Ufern, move: Move, after: Ufern) -> list[str]:
    """What the rules worked out when ``move`` took ``before`` to ``after``, one line each, naming the
    players: a harvest's market space, plants washed to the boat, rot, the marker, the end of phase 1, a
    bid's or a hippo auction's winner, a round's scoring (rows, pawns, the obelisk), the pillar and the end;
    one function per rule, in the order of :data:`NEWS`."""
    if skipped(before):  # a phase 1 skipped whole: one line for all its forced stops (and the claims they took)
        return [*_told_news(before, move, after), *skip_news(before, after)]
    return [line for said in NEWS for line in said(before, move, after)]


def _harvest_news(before: Ufern, move: Move, after: Ufern) -> list[Said]:
    """Harvest [Récolter]: the market row and space the harvested plant went to."""
    if not isinstance(move, Harvest):
        return []
    row = after.market.get(move.row, [])
    if len(row) <= len(before.market.get(move.row, [])):
        return []
    return [say("ufern-des-nils.news.harvest", player=after.players[before.seat], crop=crop_term(row[-1].crop), row=move.row,
                space=len(row))]


def _joker_news(before: Ufern, move: Move, after: Ufern) -> list[Said]:
    """Flood [Flux]: a desert card covered and turned up stays with the first player as a joker."""
    if isinstance(move, Reveal) and before.revealing is not None and before.revealing[0] == "desert":
        return [say("ufern-des-nils.news.joker", player=after.players[before.first])]
    return []


def _washed_news(before: Ufern, move: Move, after: Ufern) -> list[Said]:
    """Flood [Flux] and events: the plants a water card (or its event) washed into the boat, by owner."""
    washed = Counter(after.boat) - Counter(before.boat)
    if not washed or not isinstance(move, (Flood, Reveal)):
        return []
    players = after.players
    return [say("ufern-des-nils.news.washed", plants=[
        say("ufern-des-nils.news.plant", player=players[o], crop=crop_term(c)) if k == 1 else
        say("ufern-des-nils.news.plants", player=players[o], crop=crop_term(c), plants=k) for (o, c), k in sorted(washed.items())])]


def _rot_news(before: Ufern, move: Move, after: Ufern) -> list[Said]:
    """Rot [Événements, Pourriture]: each market plant whose state the rot changed (decision U13)."""
    if not isinstance(move, Rot):
        return []
    return [say("ufern-des-nils.news.rot", player=after.players[a.owner], crop=crop_term(a.crop), row=move.row, space=i + 1,
                state=state_word(a.state))
            for i, (b, a) in enumerate(zip(before.market.get(move.row, []), after.market.get(move.row, [])))
            if a.state != b.state]


def _marker_news(before: Ufern, move: Move, after: Ufern) -> list[Said]:
    """Events [Événements]: an arrow moved the marker on the flood and ebb circle (decisions U7, U8)."""
    if after.marker != before.marker and after.round == before.round:
        return [say("ufern-des-nils.news.marker", marker=MARKER[after.marker])]
    return []


def _switch_news(before: Ufern, move: Move, after: Ufern) -> list[Said]:
    """Phase 1 switched from flood to ebb or back because no card could be laid or removed (decision U9)."""
    if after.mode == before.mode or after.round != before.round or not after.switched:
        return []
    return [say("ufern-des-nils.news.to-ebb" if after.mode == EBB else "ufern-des-nils.news.to-flood",
                player=after.players[after.first])]


def _told_news(before: Ufern, move: Move, after: Ufern) -> list[Said]:
    """A flood that stops [Flux] (decision U9) on tops nile knows only from a ``stop`` of an earlier round: the
    claim and its round, each time nile acts on it, so that a table whose stop was a slip (four like buttons)
    sees what to put right (uferrev defect 4). A stop with the tops told now says nothing more."""
    if not isinstance(move, FloodEnd):
        return []
    told: dict[int, list[Said]] = {}
    for round_, stack, front in before.told_tops(before.seat):
        told.setdefault(round_, []).append(say("ufern-des-nils.news.told-top", stack=stack,
                                               top=worded(front_name(front))))
    return [say("ufern-des-nils.news.told-tops", player=before.players[before.seat], when=when(round_), tops=tops)
            for round_, tops in sorted(told.items())]


def _phase1_news(before: Ufern, move: Move, after: Ufern) -> list[Said]:
    """Why phase 1 of the round ended, when it just did: the words of the ruling on a water item written after
    it, as a sentence of its own (an arrow's words begin with a capital)."""
    if after.phase1_why is not None and before.phase1_why is None and after.round == before.round:
        why = after.phase1_why[1]
        start = _SENTENCE_START.get(why.id)
        return [why if start is None else say(start, **why.values)]
    return []


#: the words of a ruling that begin with a small letter, and the same words as a sentence (a news line)
_SENTENCE_START = {"ufern-des-nils.phase1.arrow-flood": "ufern-des-nils.news.arrow-flood",
                   "ufern-des-nils.phase1.arrow-ebb": "ufern-des-nils.news.arrow-ebb"}


def _bid_news(before: Ufern, move: Move, after: Ufern) -> list[Said]:
    """The first-player bid [Variantes: Détermination du premier joueur] (decision U26), once every bid is
    in: its winner with the bids against, or the tied players who bid again."""
    if before.step != FIRST_BID or not isinstance(move, Bid) or after.auctions == before.auctions and \
            after.step == FIRST_BID:
        return []
    return [first_bid_result(after.players, after.opened, after.first if after.step != FIRST_BID else None)]


def _hippo_news(before: Ufern, move: Move, after: Ufern) -> list[Said]:
    """The hippo [Événements, Hippopotame]: without the auction variant it does nothing, and says so; with it
    (decision U25), once every bid is in, the winner or nobody, with the totals the rules decide on."""
    if isinstance(move, Reveal) and move.event.kind == "hippo" and "hippo-auction" not in before.variants:
        return [say("ufern-des-nils.news.hippo-idle")]
    if before.step == HIPPO_BID and after.step != HIPPO_BID and isinstance(move, Bid):
        return [hippo_result(after.players, after.opened, before.boat)]
    return []


def _round_news(before: Ufern, move: Move, after: Ufern) -> list[Said]:
    """Phases 3 and 4 [Déroulement; Décompte]: a round's scoring and the pillar, when a round was scored."""
    return _scoring(after, after.history[-1]) if len(after.history) > len(before.history) else []


def _end_news(before: Ufern, move: Move, after: Ufern) -> list[Said]:
    """End of the game [Fin du jeu]: why it ended and who wins (decisions U22, U23)."""
    if after.is_over and not before.is_over and after.history:
        return [say("ufern-des-nils.news.game-over", reason=after.end_reason, tiebreak=after.ranking().tiebreak)]
    return []


def _desert_news(before: Ufern, move: Move, after: Ufern) -> list[Said]:
    """Where the desert card of a desert event during an ebb goes (decision U10), or why none comes
    (an empty pile, decision U12); nothing for other moves."""
    if not (isinstance(move, Reveal) and move.event.kind == "desert" and before.revealing is not None
            and before.revealing[0] == "water" and before.mode == EBB):
        return []
    row = before.revealing[1]
    if len(after.banks.desert[row]) > len(before.banks.desert[row]):
        return [say("ufern-des-nils.news.desert-card", field=before.banks.desert_target(row), row=row)]
    return [say("ufern-des-nils.news.desert-none", row=row)]


def _scoring(state: Ufern, h: dict[str, Any]) -> list[Said]:
    """The lines of a round's scoring (from the engine's history entry ``h``)."""
    players = state.players
    obelisk = say("ufern-des-nils.news.obelisk-back", back=h["lost_colours"], space=h["obelisk"]) \
        if h["lost_colours"] else say("ufern-des-nils.news.obelisk-stays", space=h["obelisk"])
    out = [say("ufern-des-nils.news.scored", round=h["round"], obelisk=obelisk)]
    for row, got in h["rows"].items():
        out.append(say("ufern-des-nils.news.row-full", row=row, points=[
            say("ufern-des-nils.news.row-points", player=players[o], points=p) for o, p in got.items()]))
    moved = [say("ufern-des-nils.news.pawn", player=players[s], moved=m, space=h["pawns"][s])
             for s, m in enumerate(h["moved"]) if m]
    if moved:
        out.append(say("ufern-des-nils.news.pawns", pawns=moved))
    if not state.is_over:
        out.append(say("ufern-des-nils.news.pillar", player=players[state.first]))
    return out


#: the news of one step, one rule each, in the order they are said
NEWS: tuple[Callable[[Any, Any, Any], list[Said]], ...] = (
    _harvest_news, _joker_news, _desert_news, _washed_news, _rot_news, _hippo_news, _marker_news, _switch_news,
    _told_news, _phase1_news, _bid_news, _round_news, _end_news)
