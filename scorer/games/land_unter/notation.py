"""Land Unter's notation: one entry as the table types it, read (:func:`parse`) and written
(:func:`format`) against the position, for ``nile play``, ``nile serve`` and the records alike.

=================  ===========================================================  ==========================
step               the table types                                              example
=================  ===========================================================  ==========================
deal, round 1      the lifebelts each player announced, in seating order        ``5 3 6``
                   or named, in any order                                       ``Anna 5, Ben 3, Cleo 6``
                   with a hand the table wrote down: its 12 cards in brackets   ``5 [1 4 9 ...] 3 6``
                   a hand without its lifebelts (they follow from the cards)    ``[1 4 9 ...] 3 6``
                   or each player's own count, a step each, in any order        ``Anna 5``, ``Ben 3``
deal, round 2+     ``pass``: the hands and their lifebelts pass to the left     ``pass``
                   (or any of the forms above, checked against the passing)
round end counts   ``tally``, then per player kept/water level, or ``out``      ``tally 3/4 out 0/7``
turn-up            the two water-level cards turned up                          ``4 11``, ``water 4 and 11``
play               the weather card played by the player asked for             ``41``, ``Anna plays 41``
                   or by a player named (simultaneous play)                     ``Ben 41``, ``41 Ben``
a hand written     from the deal on, a player's 12 cards, on their own page     ``Ben hand [1 4 9 ...]``
                   (as another page reads that step: the cards not shown)       ``Ben hand ?``
a whole trick      the two water-level cards, then the weather cards in the    ``4 11: 41 23 7``
                   order asked, or named in any order                           ``4 11: Ben 23, Anna 41``
=================  ===========================================================  ==========================

A trick is one entry (:func:`split` cuts it into its steps, :func:`join` writes it): the water-level
cards then every weather card, as the table sees them turned up; the cards not typed are asked after it.
The session takes by itself what the rules decide (:func:`automatic`): a later round's deal (the hands
pass to the left), the last two water-level cards, a play whose card is the only one the player can have.

Case, extra spaces, commas, semicolons and colons do not matter; ``plays``, ``water`` and ``and`` are
read as the table says them. ``?`` stands for what the table did not
see (a player's lifebelts in a deal that names the hand instead). A deal is always read as one entry
per seat (tuples of ``n``), as the record reader builds it.
"""

from __future__ import annotations

import re
from typing import Any, Sequence, assert_never

from scorer.engine import Automatic, Entry, InvalidMove, Prompt, Said, say
from scorer.games.land_unter.engine import HAND_SIZE, LandUnter, Phase
from scorer.games.land_unter.rules import WATER_PER_TRICK
from scorer.games.land_unter import announce
from scorer.games.land_unter.hand_rest import with_played
from scorer.games.land_unter.moves import FACE_DOWN, Announce, Deal, HandWritten, Move, Play, TurnUp
from scorer.games.land_unter.tally import RoundTally
from scorer.games.land_unter.tally_text import parse_tally as _parse_tally, unknown_word as _unknown_word
from scorer.games.land_unter.typed_words import WORDING
from scorer.games.land_unter.view import board_text, news  # noqa: F401  (part of the notation's API)

#: the chance entries listed at a turn-up when there are at most this many (else the hint says what to type)
SHORT_LIST = 15
#: example lifebelt counts for a hint, one per seat: a deal can give them together at 3, 4 and 5 players
#: (with 5 all 60 weather cards are dealt, so the hands show 22 to 24 lifebelts between them)
_EXAMPLE_BELTS = (5, 3, 6, 4, 4)

_ATOM = re.compile(r"""
    (?P<hand>\[[^\[\]]*\])
  | (?P<pair>(?:\d+|out)/\d+)(?![\w/])
  | (?P<int>\d+)(?![\w/])
  | (?P<unknown>\?)
  | (?P<word>[^\W\d_][\w'.-]*)
""", re.X | re.I)
_SEPARATORS = re.compile(r"[\s,;:]+")
#: words a table says around its entries that mean nothing more ("Anna plays 41", "water 4 and 11")
_FILLERS = frozenset({"plays", "play", "played", "water", "and", "then"})


def _atoms(state: LandUnter, text: str) -> list[tuple[str, Any]]:
    """``text`` cut into atoms: ``("name", seat)``, ``("int", k)``, ``("unknown", None)``,
    ``("hand", [cards])``, ``("pair", (kept or None for out, water))``, ``("word", lower-case word)``.
    Player names are matched first, longest first, case-insensitively. Raises :class:`InvalidMove`."""
    names = [(re.compile(r"\s+".join(map(re.escape, name.split())) + r"(?![^\W_])", re.I), p)
             for p, name in sorted(enumerate(state.players), key=lambda x: -len(x[1])) if not name.isdigit()]
    atoms: list[tuple[str, Any]] = []
    i = 0
    while i < len(text):
        gap = _SEPARATORS.match(text, i)
        if gap:
            i = gap.end()
            continue
        named = next(((p, m.end()) for pattern, p in names if (m := pattern.match(text, i))), None)
        if named is not None:
            atoms.append(("name", named[0]))
            i = named[1]
            continue
        m = _ATOM.match(text, i)
        if not m:
            bad = text[i:].split()[0]
            raise InvalidMove(say("land-unter.read.open-bracket" if bad.startswith("[") else "land-unter.read.cannot",
                                  word=bad))
        kind, value = m.lastgroup or "", m.group()
        if kind == "hand":
            atoms.append(("hand", _hand_cards(value[1:-1])))
        elif kind == "pair":
            kept, water = value.lower().split("/")
            atoms.append(("pair", (None if kept == "out" else int(kept), int(water))))
        elif kind == "int":
            atoms.append(("int", int(value)))
        elif kind == "unknown":
            atoms.append(("unknown", None))
        elif value.lower() not in _FILLERS:
            atoms.append(("word", value.lower()))
        i = m.end()
    return atoms


def _hand_cards(inner: str) -> list[int]:
    parts = [w for w in _SEPARATORS.split(inner) if w]
    bad = [w for w in parts if not (w.isdigit() and w.isascii())]
    if bad:
        raise InvalidMove(say("land-unter.read.hand-numbers", word=bad[0]))
    return [int(w) for w in parts]


def weather_problem(state: LandUnter, card: int) -> str | None:
    """Why ``card`` is no weather card of the game (``"there is no weather card 61 (...)"``), or None."""
    if 1 <= card <= state.max_card:
        return None
    return say("land-unter.read.no-weather-card", card=card, top=state.max_card)


def water_problem(state: LandUnter, value: int) -> str | None:
    """Why ``value`` is no water-level card of the game, or None."""
    if value in state.water_copies:
        return None
    return say("land-unter.read.no-water-card", value=value, low=state.water_values[0], high=state.water_values[-1])


# --- parse ------------------------------------------------------------------------------------------

def said(state: LandUnter, text: str, lang: str) -> str:
    """The entry ``text`` (the record's words) as a reader of ``lang`` types it (:mod:`~.typed_words`)."""
    return WORDING.said(text, lang, state.players)


def read(state: LandUnter, text: str, lang: str) -> str:
    """``text`` typed by a reader of ``lang`` in the record's words (the inverse of :func:`said`)."""
    return WORDING.read(text, lang, state.players)


def parse(state: LandUnter, text: str, lang: str = "en") -> Deal | Announce | TurnUp | Play | HandWritten | RoundTally:
    """The move ``text`` means at the current step of ``state`` (see the module docstring), typed by a reader of
    ``lang`` (its words too: :func:`read`).

    Raises :class:`InvalidMove` naming what was expected, with an example, when ``text`` means nothing
    here. Legality is left to ``state.check`` (a card already played reads fine and is refused there).
    """
    phase = state.phase
    if phase == Phase.OVER:
        raise InvalidMove(say("land-unter.read.over"))
    atoms = _atoms(state, read(state, text, lang))
    if phase == Phase.DEAL:
        if ("word", "hand") in atoms:
            # [Préparation]: the cards are dealt, then each player counts the hand's lifebelts and announces them;
            # a hand written down is checked against the lifebelts announced for it, so they come first
            example = " ".join(map(str, _EXAMPLE_BELTS[:state.n]))
            if state.viewer is not None:  # a seat's own page: its own count, not the host's form (frderev2 C-l)
                raise InvalidMove(say("land-unter.read.hand-after-all-counts" if state.viewer in state.announced
                                      else "land-unter.read.hand-after-count", round=state.round))
            raise InvalidMove(say("land-unter.read.hand-in-deal", round=state.round, example=example))
        if atoms[:1] == [("word", "tally")]:
            return _parse_tally(state, atoms[1:])
        return announce.read_part(state, atoms) or _parse_deal(state, atoms)
    if ("word", "hand") in atoms:
        return _parse_hand(state, atoms)
    if phase == Phase.TURN_UP:
        return _parse_turn_up(state, atoms)
    _water_again(state, read(state, text, lang))
    return _parse_play(state, atoms)


def _water_again(state: LandUnter, text: str) -> None:
    """Raise :class:`InvalidMove` when ``text`` (the record's words) says water-level cards (``water 7 and 9``) while
    the trick's weather cards are played: its water-level cards are turned up already, and the numbers are not
    weather cards [Déroulement du jeu, phase 1]."""
    if state.phase == Phase.PLAY and state.water and re.match(r"\s*water(?![^\W_])", text, re.I):
        raise InvalidMove(say("land-unter.read.water-turned", cards=list(state.water)))


def _parse_hand(state: LandUnter, atoms: list[tuple[str, Any]]) -> HandWritten:
    """``Ben hand [1 4 9 ...]`` (or ``Ben hand ?``): a hand written down on its holder's page: its 12 cards, or
    the cards it still holds (the ones its holder played this round are added)."""
    kinds = [k for k, _ in atoms]
    if kinds not in (["name", "word", "hand"], ["name", "word", "unknown"]):
        raise InvalidMove(say("land-unter.read.hand-expected", example=_example_hand(state, atoms)))
    cards = atoms[2][1]
    for c in cards or ():
        problem = weather_problem(state, c)
        if problem:
            raise InvalidMove(problem)
    return HandWritten(atoms[0][1], None if cards is None else with_played(state, atoms[0][1], tuple(cards)))


def _example_hand(state: LandUnter, atoms: list[tuple[str, Any]]) -> str:
    """How a hand is written down, for a refusal of ``atoms``: with the name typed (on a seat's own page,
    :func:`own_text` puts the seat's name before ``hand``, so no other seat is named there), else with the
    name of the player the table is asked about (the first player before a trick)."""
    named = next((v for k, v in atoms if k == "name"), None)
    if named is None:
        named = state.current_player if state.phase == Phase.PLAY else 0
    return say("land-unter.example.hand", player=state.players[named], cards=HAND_SIZE)


def _parse_play(state: LandUnter, atoms: list[tuple[str, Any]]) -> Play:
    seats = [v for k, v in atoms if k == "name"]
    cards = [v for k, v in atoms if k == "int"]
    player = state.players[state.current_player]
    for kind, value in atoms:
        if kind == "word":
            raise _unknown_word(state, value)
        if kind not in ("name", "int"):
            raise InvalidMove(say("land-unter.read.expected-card", player=player, example=_example_card(state)))
    if state.open_play and seats and seats[0] != state.current_player:
        raise InvalidMove(say("land-unter.read.open-turn", player=player, other=state.players[seats[0]]))
    if len(seats) > 1 or len(cards) != 1:
        raise InvalidMove(say("land-unter.read.one-card" if state.open_play else "land-unter.read.one-card-or-named",
                              player=player, example=_example_card(state), **({} if state.open_play else
                                                                               {"first": state.players[0]})))
    problem = weather_problem(state, cards[0])
    if problem:
        raise InvalidMove(problem)
    return Play(seats[0] if seats else state.current_player, cards[0])


def _parse_turn_up(state: LandUnter, atoms: list[tuple[str, Any]]) -> TurnUp:
    values = [v for k, v in atoms if k == "int"]
    others = [(k, v) for k, v in atoms if k != "int"]
    if others and others[0][0] == "word":
        raise InvalidMove(say("land-unter.read.water-numbers", word=others[0][1]))
    if others and others[0][0] == "name":
        raise InvalidMove(say("land-unter.read.water-first", player=state.players[others[0][1]],
                              example=_example_water(state)))
    if others or len(values) != WATER_PER_TRICK:
        raise InvalidMove(say("land-unter.read.water-expected", example=_example_water(state)))
    for v in values:
        problem = water_problem(state, v)
        if problem:
            raise InvalidMove(problem)
    return TurnUp((values[0], values[1]))


def _parse_deal(state: LandUnter, atoms: list[tuple[str, Any]]) -> Deal:
    n, r = state.n, state.round
    belts_eg = " ".join(map(str, _EXAMPLE_BELTS[:n]))
    example = f"e.g. {belts_eg}"
    if atoms == [("word", "pass")]:
        if r == 1:
            raise InvalidMove(say("land-unter.read.round-one-pass", example=belts_eg))
        return Deal((None,) * n, (None,) * n)
    parts = _deal_parts(state, atoms, example)
    named = [seat for seat, _, _ in parts if seat is not None]
    if named and len(named) != len(parts):
        raise InvalidMove(say("land-unter.read.name-all", example=belts_eg, named=_named_example(state)))
    if not named and len(parts) != n:
        raise InvalidMove(say("land-unter.read.deal-count", n=n, players=list(state.players), example=belts_eg,
                              got=len(parts)))
    hands: list[frozenset[int] | None] = [None] * n
    belts: list[int | None] = [None] * n
    for i, (seat, k, cards) in enumerate(parts):
        p = i if seat is None else seat
        name = state.players[p]
        if seat is not None and named.count(seat) > 1:
            raise InvalidMove(say("land-unter.read.named-twice", player=name))
        if cards is not None:
            hands[p] = _dealt_hand(state, name, cards)
        belts[p] = k
    for p in range(n):
        if r == 1 and hands[p] is None and belts[p] is None:
            raise InvalidMove(say("land-unter.read.round-one-belts", player=state.players[p], example=belts_eg))
    return Deal(tuple(hands), tuple(belts))


def _dealt_hand(state: LandUnter, name: str, cards: list[int]) -> frozenset[int]:
    """The hand in brackets for ``name`` in a deal: weather cards that exist, each once. Raises
    :class:`InvalidMove`."""
    for c in cards:
        problem = weather_problem(state, c)
        if problem:
            raise InvalidMove(problem)
        if cards.count(c) > 1:
            raise InvalidMove(say("land-unter.read.listed-twice", card=c, player=name))
    return frozenset(cards)


def _deal_parts(state: LandUnter, atoms: list[tuple[str, Any]],
                example: str) -> list[tuple[int | None, int | None, list[int] | None]]:
    """The deal's atoms grouped per seat: ``(seat named or None, lifebelts or None, hand or None)``. A part
    is ``[name] [lifebelts | ?] [[hand]]``; a number or ``?`` after a hand starts the next part."""
    parts: list[list[Any]] = []  # [seat, belts, hand, has_belts]
    for kind, value in atoms:
        last = parts[-1] if parts else None
        if kind == "name":
            parts.append([value, None, None, False])
        elif kind in ("int", "unknown"):
            if last is not None and not last[3] and last[2] is None:
                last[1], last[3] = value, True
            else:
                parts.append([None, value, None, True])
        elif kind == "hand":
            if last is not None and last[2] is None:
                last[2] = value
            else:
                parts.append([None, None, value, False])
        elif kind == "word":
            raise _unknown_word(state, value)
        else:
            raise InvalidMove(say("land-unter.read.belts-expected", example=example.removeprefix("e.g. ")))
    for seat, k, hand, has in parts:
        if seat is not None and not has and hand is None:
            raise InvalidMove(say("land-unter.read.belts-after-name", player=state.players[seat],
                                  named=_named_example(state)))
    return [(seat, k, hand) for seat, k, hand, _ in parts]


# --- format -----------------------------------------------------------------------------------------

def format(state: LandUnter, move: Move) -> str:  # noqa: A001  (the GameNotation protocol's name)
    """``move`` written as the table types it; ``parse(state, format(state, move)) == move``."""
    match move:
        case Play():
            card = "?" if move.card == FACE_DOWN else str(move.card)
            # always named: a card of a trick revealed together is its player's own step, whoever the table was
            # asked about; in open play the bare card typed is the card of the player whose turn it is, but the
            # step read afterwards ("Last step: Ben 28") names its player too
            return f"{state.players[move.player]} {card}"
        case TurnUp():
            return f"{move.cards[0]} {move.cards[1]}"
        case RoundTally():
            parts = [("out" if w is None else f"out/{w}") if o else f"{k}/{w}"
                     for k, o, w in zip(move.kept, move.out, move.water)]
            return "tally " + " ".join(parts)
        case Deal():
            return _format_deal(state, move)
        case HandWritten():
            cards = "?" if move.cards is None else "[" + " ".join(map(str, sorted(move.cards))) + "]"
            return f"{state.players[move.seat]} hand {cards}"
        case Announce():
            return f"{state.players[move.seat]} {move.belts}"
        case _:
            assert_never(move)


def _format_deal(state: LandUnter, move: Deal) -> str:
    n = state.n
    hands = move.hands or (None,) * n
    belts = move.lifebelts or (None,) * n
    if state.round > 1 and all(h is None for h in hands) and all(k is None for k in belts):
        return "pass"
    parts = []
    for hand, k in zip(hands, belts):
        words = [] if k is None and hand is not None else ["?" if k is None else str(k)]
        if hand is not None:
            words.append("[" + " ".join(map(str, sorted(hand))) + "]")
        parts.append(" ".join(words))
    return (", " if any(h is not None for h in hands) else " ").join(parts)


# --- entries and prompt -----------------------------------------------------------------------------

def _card_groups(state: LandUnter) -> dict[int, str]:
    """Each weather number's group label: the run of numbers with the same lifebelt symbol, from the
    catalogue ("13–24, half lifebelt": a range with an en dash), said in the reader's words."""
    labels: dict[int, str] = {}
    start = 1
    for c in range(1, state.max_card + 1):
        if c == state.max_card or state.halves[c + 1] != state.halves[c]:
            halves = state.halves[c]
            label = (say("land-unter.group.none", first=start, last=c) if halves == 0 else
                     say("land-unter.group.half", first=start, last=c) if halves == 1 else
                     say("land-unter.group.whole", first=start, last=c) if halves == 2 else
                     say("land-unter.group.more", first=start, last=c, belts=f"{halves / 2:g}"))
            labels.update((d, label) for d in range(start, c + 1))
            start = c + 1
    return labels


def _water_pairs(state: LandUnter) -> list[tuple[int, int]]:
    left = [v for v in state.water_values if state.water_left.get(v, 0)]
    return [(a, b) for i, a in enumerate(left) for b in left[i:] if a != b or state.water_left[a] >= WATER_PER_TRICK]


def entries(state: LandUnter) -> list[Entry]:
    """The legal entries as text: the weather cards the player may play (grouped by lifebelt symbol when
    more than a hand's worth), the pairs of water-level cards still in the pile when few are left,
    ``pass`` at a later round's deal; else empty (the prompt's hint says what to type)."""
    phase = state.phase
    if phase == Phase.PLAY:
        cards = [m.card for m in state.legal_plays()]
        if len(cards) <= HAND_SIZE:
            return [Entry(str(c)) for c in cards]
        groups = _card_groups(state)
        return [Entry(str(c), groups[c]) for c in cards]
    if phase == Phase.TURN_UP:
        pairs = _water_pairs(state)
        return [Entry(f"{a} {b}") for a, b in pairs] if len(pairs) <= SHORT_LIST else []
    if phase == Phase.DEAL and state.round > 1 and not state.tallied:
        return [Entry("pass")]
    return announce.entries(state) if announce.announcing(state) else []


def _by_middle(state: LandUnter) -> list[int]:
    """The weather numbers from the middle of the deck outwards: the order examples are picked in."""
    middle = state.max_card // 2
    return sorted(range(1, state.max_card + 1), key=lambda c: (abs(c - middle), c))


def _example_card(state: LandUnter) -> Said:
    """A card the current player may play, the one nearest the middle of the deck (41 outside play); on a
    seat's copy (:attr:`~scorer.games.land_unter.engine.LandUnter.cards_hidden`), which may know fewer cards
    than the referee (a hand written down elsewhere, a card face down), only from the player's hand if the
    copy knows it whole: any other number could be one of those cards, and picking another would tell
    which, so then no card is named, only what to type ("its number, 1-60")."""
    if state.cards_hidden and not (state.phase == Phase.PLAY and state.hand_complete(state.hand_of(state.current_player))):
        return say("land-unter.example.card-number", cards=state.max_card)
    cards = {m.card for m in state.legal_plays()} if state.phase == Phase.PLAY else set()
    return say("land-unter.example.card", card=next((c for c in _by_middle(state) if c in cards), 41))


def _example_water(state: LandUnter) -> str:
    """Two water-level cards that may be turned up: a pair of values none of whose cards was turned up yet
    this round where there is one (a value already taken reads as a mistake), from the middle of the pairs."""
    pairs = _water_pairs(state)
    fresh = [(a, b) for a, b in pairs if a != b and state.water_left[a] == state.water_left[b] == state.water_copies[a]]
    pairs = fresh or pairs
    a, b = pairs[len(pairs) // 2] if pairs else (4, 11)
    return f"{a} {b}"


def _other_play(state: LandUnter, seat: int, avoid: str) -> Said | None:
    """A card ``seat`` may play now, written with the name (``e.g. Cleo 23``), the one nearest the middle of the
    deck but the example card of the player asked (``avoid``, as :func:`_example_card` says it: one card is
    in one hand only), as ``state`` knows it: on a seat's copy (``cards_hidden``) the number may be in a hand
    hidden from it, but it is picked without them, so it tells nothing (the example shows the form: frderev2
    C-c, where "Ben and the card's number" read stiffly); None when there is none (never, in a legal game)."""
    playable = set(state.playable(seat))  # the cards check lets the seat play now
    card = next((c for c in _by_middle(state) if f"e.g. {c}" != avoid and c in playable), None)
    return None if card is None else say("land-unter.example.card", card=format(state, Play(seat, card)))


def _named_example(state: LandUnter) -> str:
    return ", ".join(f"{name} {k}" for name, k in zip(state.players, _EXAMPLE_BELTS))


def prompt(state: LandUnter) -> Prompt:
    """What the table enters next, in the game's words, naming the player; a default only where the
    rules force the entry (a later round's deal, the last two water-level cards, a player's last card)."""
    r, phase = state.round, state.phase
    if phase == Phase.OVER:
        return Prompt(say("land-unter.ask.over"))
    if phase == Phase.DEAL:
        if state.tallied:
            return Prompt(say("land-unter.ask.tally", round=r), None, say(
                "land-unter.hint.tally", example=WORDING.term("tally " + " ".join(["3/4", "out", "0/7", "2/9", "1/5"][:state.n]))))
        if r == 1:
            example = " ".join(map(str, _EXAMPLE_BELTS[:state.n]))
            waiting = announce.prompt(state, " ".join(map(str, _EXAMPLE_BELTS[:len(announce.waiting(state))])))
            return waiting or Prompt(say("land-unter.ask.deal", hand_size=HAND_SIZE), None,
                          say("land-unter.hint.deal", example=example))
        return Prompt(say("land-unter.ask.pass", round=r), None, say("land-unter.hint.pass"), "pass")
    if phase == Phase.TURN_UP:
        pairs = _water_pairs(state)
        forced = f"{pairs[0][0]} {pairs[0][1]}" if len(pairs) == 1 else None
        return Prompt(say("land-unter.ask.turn-up", round=r, trick=state.trick + 1), None,
                      say("land-unter.hint.turn-up", example=_example_water(state)), forced)
    seat = state.current_player
    name = state.players[seat]
    cards = [m.card for m in state.legal_plays()]
    assert state.water is not None
    low, high = sorted(state.water)
    card = _example_card(state)
    others = [p for p in state.order if p not in state.plays and p != seat]
    other = _other_play(state, others[0], card) if others and not state.open_play else None
    hint = (say("land-unter.hint.play-or-other", player=name, card=card, other=other) if other  # revealed together:
            else say("land-unter.hint.play", player=name, card=card))  # the table may enter them in any order
    return Prompt(say("land-unter.ask.play", round=r, trick=state.trick + 1, player=name, low=low, high=high), seat,
                  hint, str(cards[0]) if len(cards) == 1 else None)


# --- a whole trick at once, and what the rules decide -------------------------------------------------

def split(state: LandUnter, text: str) -> list[str]:
    """The steps of one entry: at a turn-up, ``4 11`` then each weather card played (``4 11: 41 23 7``,
    ``4 11, Ben 23, Anna 41``); at a play, each weather card (``41 23``); each part as :func:`parse` reads
    it. Anything else is one step (``[text]``). Raises :class:`InvalidMove` for a word that is no player.

    >>> from scorer.games.land_unter.moves import Deal
    >>> s = LandUnter(["Anna", "Ben", "Cleo"]); s.apply(Deal((None,) * 3, (5, 3, 6)))
    >>> split(s, "water 4 and 11: Anna plays 41, Cleo 7, 23")
    ['4 11', 'Anna 41', 'Cleo 7', '23']
    >>> split(s, "4 11")
    ['4 11']
    >>> split(s, "4 11: 41 Anna, 7 Cleo")  # each card before its player, as said aloud
    ['4 11', 'Anna 41', 'Cleo 7']
    """
    if state.phase not in (Phase.TURN_UP, Phase.PLAY):
        return announce.split_text(state, text, _atoms)
    _water_again(state, text)
    atoms = _atoms(state, text)
    if ("word", "hand") in atoms:
        return [text]  # a hand written down: one step, for parse to read
    parts: list[str] = []
    rest = atoms
    if state.phase == Phase.TURN_UP:
        if len(atoms) < 3 or [k for k, _ in atoms[:2]] != ["int", "int"]:
            return [text]
        parts.append(f"{atoms[0][1]} {atoms[1][1]}")
        rest = atoms[2:]
    kinds = [k for k, _ in rest]
    if kinds and kinds == ["int", "name"] * (len(kinds) // 2):  # each card before its player: 13 Dana, 7 Ben
        parts += [f"{state.players[rest[i + 1][1]]} {rest[i][1]}" for i in range(0, len(rest), 2)]
        return parts if len(parts) > 1 else [text]
    named: str | None = None
    for kind, value in rest:
        if kind == "name" and named is None:
            named = state.players[value]
        elif kind == "int":
            parts.append(f"{named} {value}" if named else str(value))
            named = None
        elif kind == "word":
            raise _unknown_word(state, value)
        else:
            return [text]  # a hand or a pair: one entry, for parse to explain
    if named is not None:
        raise InvalidMove(say("land-unter.read.card-after-name", player=named))
    return parts if len(parts) > 1 else [text]


def join(state: LandUnter, moves: Sequence[Any]) -> tuple[str, int]:
    """The entry for ``moves`` as a table types them at once: a turn-up with the weather cards of its
    trick that follow (``4 11: 41 23 7``), or the plays of a trick; any other step alone."""
    first = moves[0]
    if not isinstance(first, (TurnUp, Play)):
        return format(state, first), 1
    work = state.clone()
    assert isinstance(work, LandUnter)
    texts: list[str] = []
    for move in moves:
        if texts and not (isinstance(move, Play) and work.phase == Phase.PLAY):
            break
        texts.append(format(work, move))
        work.apply(move)
    head = texts[0] + (":" if isinstance(first, TurnUp) and len(texts) > 1 else "")
    return " ".join([head] + texts[1:]), len(texts)


def automatic(state: LandUnter) -> Automatic[Move] | None:
    """The step the rules decide here, taken by the session: a later round's deal (every hand passes to
    the left with its lifebelts [Déroulement du jeu, 2e manche]), the last two water-level cards (the pile
    holds nothing else), a play with only one card the player can have. None when the table must say."""
    phase = state.phase
    if phase == Phase.DEAL and state.round > 1 and not state.tallied:
        return Automatic(Deal((None,) * state.n, (None,) * state.n), "")  # said once, by its news: "Round 2: the hands pass to the left; lifebelts ..."
    if phase == Phase.TURN_UP:
        pairs = _water_pairs(state)
        if len(pairs) == 1:
            a, b = pairs[0]
            return Automatic(TurnUp((a, b)), say("land-unter.news.last-water", low=a, high=b))
    if phase == Phase.PLAY:
        player = state.current_player
        h = state.hand_of(player)
        held = [c for c in state.hand_known[h] if c not in state.seen]
        # a hand known whole holds one card more: that one (a hand as written too, its holder's claim: a card
        # the holder plays instead wins over it, but nobody types the last card of a trick, decision *claims*)
        plays = [Play(player, held[0])] if state.hand_complete(h) and len(held) == 1 else state.legal_plays()
        if len(plays) == 1:
            play = plays[0]
            name = state.players[play.player]
            said = "land-unter.news.last-card" if len(held) == 1 else "land-unter.news.only-card"
            return Automatic(play, say(said, player=name, card=play.card))
    return None


__all__ = ["parse", "said", "read", "format", "split", "join", "automatic", "entries", "prompt", "news", "board_text", "weather_problem", "water_problem"]
