"""NILE's notation: one entry as the table types it, read (:func:`parse`) and written (:func:`format`)
against the position, with the legal entries, the prompt, the news and a text view of the table
(:func:`board_text`, from :mod:`scorer.games.nile.view`).

The entries, in the record's words (cards by name as :mod:`scorer.games.nile.cards` reads them,
case-insensitive, English or French, separated by spaces or commas):

=====================  ==============================================  =================================
step                   the table types                                 e.g.
=====================  ==============================================  =================================
the deal               ``?`` (hands private) or every hand             ``Anna: Papyrus Wheat ? ? ?; Ben: ?``
flood card turned up   the card                                        ``Wheat``, ``Plague``
a draw                 ``?`` (face down), the card shown, or the       ``?``, ``Plague``, ``2``
                       number of cards still owed (all face down)
trade                  ``market`` or ``hapi`` and two cards; cards     ``market Flax Lettuce``,
                       after ``storage`` come from the storage         ``hapi storage Wheat Wheat``
plant                  ``plant`` and counted crops                     ``plant 3 Papyrus``,
                                                                       ``plant 1 Wheat and 1 Flax``
speculate              ``speculate`` and one or two cards              ``speculate Papyrus/Wheat``
neither                ``pass``                                        ``pass``
cards a player holds   the name, ``holds`` and the cards (any step;    ``Ben holds Papyrus``,
                       on the player's own page: the hand's secret);   ``Ben holds Wheat Castor/Flax``,
                       ``not`` before a card told before, taken back   ``Ben holds not Wheat Flax``
=====================  ==============================================  =================================

A deck reduction's removed speculation cards may follow the deal: ``?; removed: Papyrus/Wheat ...``.

Read as the table says them too: counts in words (``plant two Flax``), a speculation card as its two
crops (``speculate Papyrus Flax``; two cards joined by ``and``), the player's name and the verb before an
entry (``Anna plants 2 Flax``: another player's name is refused with whose turn it is), ``flood Wheat``,
``Ben drew Plague``.

What the rules fix is not asked (:func:`automatic`): the deal (face down, the hands private) and every
card drawn face down, the count the rules give (2 at the end of a turn, 1 for a market, 3 per
speculation paid). Only a drawn Plague is seen: the table types it after the draw (``Ben drew Plague``),
and the live session puts it in the place of the face-down card it took for it.

Every example a prompt gives is worked out from the position, so it is an entry the referee accepts
there: a card still unaccounted for, a planting or speculation of a crop not flooded, a trade of cards
the hand or the storage may hold (see :func:`prompt` and :func:`entries`).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, Callable, Sequence, assert_never

from scorer.engine import AmbiguousMove, Automatic, Entry, InvalidMove, Prompt
from scorer.engine.said import Said, Term, say
from scorer.engine.wording import Wording
from scorer.games.nile.cards import UNSEEN, card_set
from scorer.games.nile.engine import Nile
from scorer.games.nile.drew import draw_told, not_a_turn_step
from scorer.games.nile.entry_words import HAPI_WORDS, MARKET_WORDS, split
from scorer.games.nile.moves import (Deal, Draw, DrawOwed, Flood, Hold, Move, Pass, Plant, Speculate, Tally,
                                     Trade)
from scorer.games.nile.table import _DRAW_WHY, DEAL_SIZE, drawn_count, DRAW, FLOOD, OVER, SETUP, TRADE_COST, TURN
from scorer.games.nile.view import board_text, news  # noqa: F401  # part of the notation
from scorer.i18n.catalogues import number_words

__all__ = ["FLOOD_GROUP", "automatic", "board_text", "entries", "format", "join", "news", "parse", "prompt", "read", "said", "split"]

#: the words that open a player's entry, and what they mean: English, French, German (read in any language)
_MARKET, _HAPI = MARKET_WORDS, HAPI_WORDS
_PLANT = ("plant", "planter", "anbauen", "pflanzen")
_SPECULATE = ("speculate", "spéculer", "speculer", "spekulieren")
_PASS = ("pass", "neither", "passer", "passen")
#: words that join the crops of one planting (``plant 1 Wheat and 1 Flax``)
_AND = ("and", "et", "und", "+", "&")
#: where a trade's cards come from (``market Flax storage Wheat``)
_HAND, _STORAGE = ("hand", "main"), ("storage", "stock", "réserve", "lager")
#: the words an entry is written with in each language but English (the hints' examples, :func:`_example`),
#: each one the notation reads
_WRITTEN = {"fr": {"market": "marché", "hapi": "offrande", "plant": "planter", "speculate": "spéculer",
                   "pass": "passer", "storage": "stock", "and": "et"},
            "de": {"market": "Markt", "hapi": "Opfergabe", "plant": "anbauen", "speculate": "spekulieren",
                   "pass": "passen", "storage": "Lager", "and": "und"}}
#: the groups the entries are listed under (:data:`_GROUPS`), in each language but English (never typed)
_LISTED = {"fr": {"trade": "négocier", "no planting or speculation": "ni planter ni spéculer", "face down": "face cachée",
                  "shown": "montrée", "plant 3 or more": "planter 3 ou plus", "2 speculation cards": "2 cartes Spéculation"},
           "de": {"trade": "tauschen", "no planting or speculation": "weder anbauen noch spekulieren",
                  "face down": "verdeckt", "shown": "gezeigt", "plant 3 or more": "3 oder mehr anbauen",
                  "2 speculation cards": "2 Spekulationskarten"}}
#: the words of a player's tell and draw in each language but English (``Ben tient Blé non Lin``, ``Ben zog
#: Heuschreckenplage``: the news says ``Ben a pioché ...``), read in that language: [ours]
_TOLD = {"fr": {"holds": "tient", "not": "non", "drew": "a pioché", **_LISTED["fr"]},
         "de": {"holds": "hält", "not": "nicht", "drew": "zog", **_LISTED["de"]}}


@lru_cache(maxsize=1)
def _wording() -> Wording:
    """NILE's words in French and German: the entries' keywords (:data:`_WRITTEN`, :data:`_TOLD`) and every card's
    name (``data/nile.yaml``: ``Blé``, ``Invasion de locustes``)."""
    terms = card_set().terms
    return Wording({lang: {k: v for k, v in {**{str(t): t.said(lang) for t in terms}, **_WRITTEN[lang], **_TOLD[lang]}.items()
                           if k.lower() != v.lower()} for lang in _WRITTEN})


def said(state: Nile, text: str, lang: str) -> str:
    """The entry ``text`` (the record's words) as a reader of ``lang`` types it (``planter 2 Blé``, ``Ben hält
    Weizen``); :func:`parse` reads it back in ``lang``."""
    return _wording().said(text, lang, state.players)


def read(state: Nile, text: str, lang: str) -> str:
    """``text`` typed by a reader of ``lang`` in the record's words (the inverse of :func:`said`)."""
    return _wording().read(text, lang, state.players)


#: the verbs a table says before an entry ("Anna plants 2 Flax"), as the entry's first word
_VERBS = {"turn": {"plants": "plant", "speculates": "speculate", "passes": "pass", "trades": "", "plante": "plant", "passe": "pass",
                   "spécule": "speculate", "négocie": "", "baut": "plant", "spekuliert": "speculate", "passt": "pass", "tauscht": ""},
          "draw": {"draws": "", "drew": "", "drawn": "", "draw": ""},
          "flood": {"flood": "", "floods": "", "plays": "", "reveals": "", "shows": ""}}
#: counts said as words (``plant two Flax``)
_COUNTS = "zero one two three four five six seven eight nine ten eleven twelve".split()
_NUMBERS = {**{number_words(i, lang): i for lang in _WRITTEN for i in range(len(_COUNTS))},
            **{w: i for i, w in enumerate(_COUNTS)}}  # in French and German too (deux, zwei)
_PHRASES = (("plague of locusts", "plague"), ("invasion de locustes", "plague"), ("offering to hapi", "hapi"),
            ("offrande à hâpi", "hapi"), ("opfergabe an hapi", "hapi"))


#: the heading of the flood cards' group, apart in words from the tell section's (:data:`~scorer.games.nile.seats.TELL`,
#: "Tell: I hold"); the page draws its own symbol before it (a card turned up from the deck)
FLOOD_GROUP = say("nile.flood.group")


def _words(text: str) -> list[str]:
    """The entry's words, lower case: commas are spaces, ``A / B`` is one card, a phrase one word."""
    text = " ".join(str(text).replace(",", " ").split()).lower().replace(" / ", "/").replace("/ ", "/") \
        .replace(" /", "/")
    for phrase, word in _PHRASES:
        text = text.replace(phrase, word)
    return text.split()


def _card(word: str) -> int | None:
    """The kind one word names (None for ``?``). Raises InvalidMove naming the cards."""
    try:
        return card_set().parse(word)
    except KeyError:
        cs = card_set()
        raise InvalidMove(say("nile.read.unknown-card", word=_wording().echo(word), crops=cs.crop_terms,
                              speculation=cs.terms[cs.n_crops], plague=cs.terms[cs.plague])) from None


def _seen(word: str, what: Callable[[], Said], example: str) -> int:
    """The kind of a card the table saw (``?`` is refused; ``what()``: which card, ``nile.read.what.*``, said
    only for a refusal)."""
    kind = _card(word)
    if kind is None:
        raise InvalidMove(say("nile.read.seen", what=what(), example=_wording().term(example)))
    return kind


# --- parse ------------------------------------------------------------------------------------------
def parse(state: Nile, text: str, lang: str = "en") -> Move:
    """The move ``text`` means in ``state`` (a :class:`~scorer.games.nile.engine.Nile`): the deal, a
    flood card, a draw, or the active player's trade, planting, speculation or pass, typed by a reader of ``lang``
    (its words too: :func:`read`). Raises :class:`InvalidMove` (what was expected, with an example) or
    :class:`AmbiguousMove`."""
    text = read(state, text, lang)
    words = _words(text)
    if state.phase == OVER:
        raise InvalidMove(say("nile.read.over", why=state.end_reason))
    held = _parse_hold(state, words)
    if held is not None:
        return held
    if state.phase == SETUP:
        return _parse_deal(state, text)
    if not words:
        raise InvalidMove(say("nile.read.empty", hint=prompt(state).hint))
    need = state.needs[-1] if state.needs else None
    draw_told(state, words, need)  # a draw told where none is due: who drew last (revcards defect 3b)
    words = _spoken(state, words, state.active if need is None or need.kind == FLOOD else need.seat,
                    "turn" if need is None else "flood" if need.kind == FLOOD else "draw")
    if need is None:
        return _parse_player(state, words)
    if need.kind == FLOOD:
        example = (_flood_examples(state) or card_set().crops)[0]
        if len(words) != 1:
            raise InvalidMove(say("nile.read.one-flood", example=example))
        return Flood(_seen(words[0], lambda: say("nile.read.what.flood"), example))
    return _parse_draw(state, need, words)


def _spoken(state: Any, words: list[str], seat: int, what: str) -> list[str]:
    """``words`` without the player's name and the verb a table says before an entry (``Anna plants``,
    ``Ben drew``, ``Anna plays Wheat``, ``flood``). Raises :class:`InvalidMove` naming whose turn it is when the
    name is another player's (``seat``: who acts, the active player turning up the flood card; ``what``:
    ``"turn"``, ``"draw"`` or ``"flood"``: revcards defect 3, ``Ben plays Wheat`` at Anna's flood card was told
    "one flood card is turned up at a time")."""
    named = next((p for p, name in enumerate(state.players) if words[:len(name.split())] == name.lower().split()), None)
    if named is not None:
        if named != seat:
            raise InvalidMove(say("nile.read.not-yours-turn" if what == "turn" else "nile.read.not-yours-draw"
                                  if what == "draw" else "nile.read.not-yours-flood",
                                  player=state.players[seat], other=state.players[named]))
        words = words[len(state.players[named].split()):]
    verbs = _VERBS[what]
    if words and words[0] in verbs and (len(words) > 1 or verbs[words[0]] in _PASS):  # (Anna passes)
        verb = verbs[words[0]]
        words = ([verb] if verb else []) + words[1:len(words) - (words[0] == "baut" and words[-1] == "an")]
    if not words:
        raise InvalidMove(say("nile.read.name-alone", hint=prompt(state).hint))
    return words


#: the verb of cards a player tells the referee on the own page (``Ben holds Papyrus``)
_HOLDS = ("holds", "hold", "has")


def _parse_hold(state: Any, words: list[str]) -> Hold | None:
    """``Ben holds Papyrus Wheat`` (``?`` for a card told but hidden from the reader) as a :class:`Hold`,
    or None when ``words`` are not a player's name and ``holds``."""
    for p, name in enumerate(state.players):
        n = len(name.split())
        if words[:n] == name.lower().split() and len(words) > n and words[n] in _HOLDS:
            rest = words[n + 1:]
            if not rest:
                raise InvalidMove(say("nile.read.hold-none", player=name,
                                      example=_wording().term(f"{name} holds {card_set().crops[0]}", state.players)))
            return _hold_cards(p, rest, name)
    return None


#: the word before a card told before and taken back (``Ben holds Flax not Lettuce/Castor``)
_NOT = "not"


def _hold_cards(seat: int, words: list[str], name: str) -> Hold:
    """The cards of ``Ben holds ...``: each card told, and each card after ``not`` taken back (told before
    by mistake, decision *claims*), in any order: the cards are taken back first (``Ben holds not Wheat
    Flax``, ``Ben holds Flax not Wheat``: one step)."""
    cards, dropped = [], []
    i = 0
    while i < len(words):
        if words[i] == _NOT:
            if i + 1 == len(words) or words[i + 1] == _NOT:
                raise InvalidMove(say("nile.read.hold-not", word=_wording().term(_NOT), example=_wording().term(
                    f"{name} holds {card_set().crops[4]} not {card_set().crops[0]}", [name])))
            dropped.append(_seen(words[i + 1], lambda: say("nile.read.what.taken-back"), f"{name} holds not {card_set().crops[0]}"))
            i += 2
            continue
        cards.append(_card(words[i]))
        i += 1
    return Hold(seat, tuple(cards), tuple(dropped))


def _parse_draw(state: Nile, need: Any, words: list[str]) -> Move:
    """One card drawn (``?``, the card), or ``N``/``? ? ...`` for all ``N`` cards still owed, unseen."""
    seat, left = need.seat, need.left
    if len(words) == 1 and words[0].isdigit() and words[0].isascii():
        n = int(words[0])
        if n == 1:
            return Draw(seat, None)
        if n == left:
            return DrawOwed(seat, implied=False)
        raise InvalidMove(say("nile.read.draw-left", left=left, example=_shown_example(state)))
    if len(words) > 1 and len(words) == left and all(w == UNSEEN for w in words):
        return DrawOwed(seat, implied=False)
    if len(words) != 1:
        raise InvalidMove(say("nile.read.draw-one", left=left, example=_shown_example(state)))
    return Draw(seat, _card(words[0]))


def _parse_player(state: Nile, words: list[str]) -> Move:
    seat, head, rest = state.active, words[0].rstrip(":"), words[1:]
    if head in _MARKET or head in _HAPI:
        return _parse_trade(seat, "market" if head in _MARKET else "offering", rest)
    if head in _PLANT:
        return Plant(seat, _counted_crops(rest))
    if head in _SPECULATE:
        if not rest:
            raise InvalidMove(say("nile.read.speculate-none", example=_wording().term("speculate Papyrus/Wheat")))
        return Speculate(seat, _speculation_cards(rest))
    if head in _PASS and not rest:
        return Pass(seat)
    raise InvalidMove(not_a_turn_step(state, words, prompt(state).hint))  # (the Plague named alone: where it goes)


def _ambiguous(text: str, candidates: list[str]) -> AmbiguousMove:
    """``text`` could mean each of ``candidates``, said in the reader's words."""
    return AmbiguousMove(text, candidates, say("nile.read.ambiguous", text=_wording().term(text),
                                               candidates=[_wording().term(c) for c in candidates]))


def _speculation_cards(words: list[str]) -> tuple[int, ...]:
    """The speculation cards named: ``Papyrus/Wheat``, or a card as its two crops (``Papyrus Wheat``), two
    cards joined by ``and``. Four crops without ``and`` could pair two ways: :class:`AmbiguousMove`."""
    cs = card_set()
    groups: list[list[str]] = [[]]
    for word in words:
        if word in _AND:
            groups.append([])
        else:
            groups[-1].append(word)
    cards: list[int] = []
    for group in groups:
        kinds = [_card(w) for w in group]
        if group and all(k is not None and cs.is_crop(k) for k in kinds):
            if len(group) == 2:
                cards.append(_seen("/".join(group), lambda: say("nile.read.what.speculation"), "Papyrus/Wheat"))
                continue
            if len(group) == 4:
                a, b, c, d = group
                raise _ambiguous(" ".join(group), [f"speculate {a}/{b} and {c}/{d}", f"speculate {a}/{c} and {b}/{d}",
                                                      f"speculate {a}/{d} and {b}/{c}"])
        cards.extend(_seen(w, lambda: say("nile.read.what.speculation"), "Papyrus/Wheat") for w in group)
    return tuple(cards)


def _parse_trade(seat: int, kind: str, words: list[str]) -> Trade:
    """``market``/``hapi`` then the cards; ``storage`` switches to cards from the storage, ``hand`` back."""
    hand: list[int] = []
    storage: list[int] = []
    into = hand
    for word in words:
        word = word.rstrip(":")
        if word in _HAND:
            into = hand
        elif word in _STORAGE:
            into = storage
        else:
            k = _seen(word, lambda: say("nile.read.what.traded"), "Wheat")
            if into is storage and not card_set().is_crop(k):
                raise InvalidMove(say("nile.read.storage-crops", card=card_set().terms[k]))
            into.append(k)
    if not hand and not storage:
        raise InvalidMove(say("nile.read.trade-none", cards=TRADE_COST, storage=_wording().term("storage Wheat Wheat"),
                              example=_wording().term(f"{'market' if kind == 'market' else 'hapi'} Flax Lettuce")))
    return Trade(seat, kind, tuple(sorted(hand)), tuple(sorted(storage)))


def _counted_crops(words: list[str]) -> tuple[tuple[int, int], ...]:
    """``3 Papyrus``, ``Papyrus: 3``, ``Papyrus Papyrus``, ``1 Wheat and 1 Flax`` -> sorted (crop, count)."""
    text = re.sub(r"(\S+?):\s*(\d+)", r"\2 \1", " ".join(w for w in words if w not in _AND))
    counts: dict[int, int] = {}
    number: int | None = None
    for word in text.split():
        word = str(_NUMBERS[word]) if word in _NUMBERS else word
        if word.isdigit() and word.isascii():
            if number is not None:
                raise InvalidMove(say("nile.read.count-before", example=_wording().term("plant 3 Papyrus")))
            number = int(word)
            if number < 1:
                raise InvalidMove(say("nile.read.plant-zero"))
            continue
        k = _seen(word, lambda: say("nile.read.what.planted"), "Papyrus")
        counts[k] = counts.get(k, 0) + (number or 1)
        number = None
    if number is not None or not counts:
        raise InvalidMove(say("nile.read.plant-none", example=_wording().term("plant 3 Papyrus")))
    return tuple(sorted(counts.items()))


def _parse_deal(state: Any, text: str) -> Deal:
    """``?``, or ``Name: cards; Name: cards; removed: cards`` (``?`` for a card not seen)."""
    hands: list[tuple[int | None, ...]] | None = None
    removed: tuple[int, ...] | None = None
    seats = {name.lower(): p for p, name in enumerate(state.players)}
    parts = [part.strip() for part in re.split(r"[;\n]", str(text)) if part.strip()]
    hint = _deal_hint(state)
    if not parts:
        raise InvalidMove(say("nile.read.deal-empty", hint=hint))
    for part in parts:
        name, colon, cards = part.partition(":")
        key = " ".join(name.split()).lower()
        if not colon:
            if _words(part) == [UNSEEN]:
                continue
            raise InvalidMove(say("nile.read.deal", hint=hint))
        words = _words(cards)
        if key == "removed":
            removed = tuple(_seen(w, lambda: say("nile.read.what.removed"), "Papyrus/Wheat") for w in words)
            continue
        if key not in seats:
            raise InvalidMove(say("nile.read.deal-not-a-player", name=_wording().echo(name.strip(), state.players),
                                  players=state.players, hint=hint))
        if len(words) > DEAL_SIZE:
            raise InvalidMove(say("nile.read.deal-too-many", cards=len(words), player=state.players[seats[key]],
                                  dealt=DEAL_SIZE))
        if hands is None:
            hands = [(None,) * DEAL_SIZE for _ in state.players]
        hands[seats[key]] = tuple([_card(w) for w in words] + [None] * (DEAL_SIZE - len(words)))
    return Deal(None if hands is None else tuple(hands), removed)


# --- format -----------------------------------------------------------------------------------------
def format(state: Nile, move: Move) -> str:  # noqa: A001  # the GameNotation protocol's name
    """``move`` written as the table types it (see the module docstring): ``parse(state, format(state,
    move)) == move``. Raises InvalidMove for a move that has no entry (a tally, an implied draw)."""
    return _text(state, move, "en")


def _example(state: Nile, move: Move) -> Term:
    """``move`` as a hint's example: the entry (:func:`format`), said in the reader's language with the words
    the notation reads in it (``anbauen 2 Lein``, ``marché Lin Laitue``)."""
    return _wording().term(format(state, move), state.players)


def _text(state: Nile, move: Move, lang: str) -> str:
    """``move`` written in ``lang``'s words (:func:`format` in English, the record's words)."""
    cs, word = card_set(), _WRITTEN.get(lang, {})

    def name(kind: int | None) -> str:
        return cs.terms[kind].said(lang) if kind is not None else UNSEEN

    match move:
        case Deal():
            return _deal_text(state, move)
        case Flood() | Draw():
            return name(move.card)
        case DrawOwed():
            due = state.due_draw()
            if move.player is not None and due is not None:
                return str(due.left)
        case Trade():
            return _trade_text(move, name, word)
        case Plant():
            return word.get("plant", "plant") + " " + f" {word.get('and', 'and')} ".join(
                f"{n} {name(c)}" for c, n in move.cards)
        case Speculate():
            return word.get("speculate", "speculate") + " " + " ".join(name(k) for k in move.cards)
        case Pass():
            return word.get("pass", "pass")
        case Hold():
            return f"{state.players[move.player]} holds " + " ".join(  # taken back first, as the step does
                [f"{_NOT} {cs.name(k)}" for k in move.dropped] + [cs.name(k) for k in move.cards])
        case Tally():
            pass
        case _:
            assert_never(move)
    raise InvalidMove(f"{move} has no entry of its own in NILE's notation")


def _deal_text(state: Nile, move: Deal) -> str:
    """The deal as typed: each player's cards (``Anna: Papyrus Wheat ...``; ``?`` for a deal nobody saw), then
    the cards a deck reduction removed."""
    cs = card_set()
    parts = [UNSEEN] if move.hands is None else \
        [f"{state.players[p]}: {' '.join(cs.name(k) for k in hand)}" for p, hand in enumerate(move.hands)]
    if move.removed is not None:
        parts.append("removed: " + " ".join(cs.name(k) for k in move.removed))
    return "; ".join(parts)


def _trade_text(move: Trade, name: Any, word: dict[str, str]) -> str:
    """A trade as typed: ``market`` or ``hapi``, the cards from the hand, then ``storage`` and the crops (each
    card by ``name``, each word by ``word``, a language's)."""
    head = "market" if move.kind == "market" else "hapi"
    words = [word.get(head, head)] + [name(k) for k in move.hand]
    if move.storage:
        words += [word.get("storage", "storage")] + [name(c) for c in move.storage]
    return " ".join(words)


# --- entries and prompt -----------------------------------------------------------------------------
#: the group of each kind of a player's entry; a group of one entry is glossed beside it, so Pass reads
#: "pass (no planting or speculation)", as a player says it, never "pass neither"
_GROUPS = {Trade: "trade", Plant: "plant", Speculate: "speculate", Pass: "no planting or speculation"}
#: the groups of the larger steps a hand nobody saw may make (:meth:`~Nile.larger_forms`), no button else (nilerev 4)
_LARGER, _KINDS = {Plant: "plant 3 or more", Speculate: "2 speculation cards"}, (Plant, Speculate, Trade, Pass)


def entries(state: Any) -> list[Entry]:
    """The entries the table may type here, grouped. At the player's step, the moves of
    ``state.possible_moves()`` grouped plant, speculate, trade, neither: with every card of the hand
    seen, exactly the legal moves; with cards nobody saw, also the short forms those cards could make
    legal (a planting of each crop not flooded, each speculation card not flooded, two cards of a
    crop traded; then, in groups of their own, its larger plantings and double speculations: :meth:`~Nile.larger_forms`),
    each passing ``check()``, so the hand's cards are never shown as known and the referee rules the entry
    against the cards the player shows. At a flood or a draw, the cards that
    may still turn up (and ``?``, and the count owed, for a draw); at the deal, ``?``. Empty when the
    game is over."""
    if state.phase == OVER:
        return []
    if state.phase == SETUP:
        return [Entry(UNSEEN, "the deal")]
    if not state.needs:
        moves = state.possible_moves()  # (each larger form after the listed ones of its kind)
        pairs = [(m, _GROUPS[type(m)]) for m in moves] + [(m, _LARGER[type(m)]) for m in state.larger_forms(moves)]
        return [Entry(format(state, m), g) for m, g in sorted(pairs, key=lambda p: _KINDS.index(type(p[0])))]
    possible = [card_set().name(k) for k in state.deck_kinds()]
    need = state.needs[-1]
    if need.kind == FLOOD:
        return [Entry(name, FLOOD_GROUP) for name in possible]
    out = [] if state.unseen_draw_problem(None, need.seat) else [Entry(UNSEEN, "face down")]
    if need.left > 1 and not state.unseen_draw_problem(None, need.seat, need.left):
        out.append(Entry(str(need.left), "face down"))
    return out + [Entry(name, "shown") for name in possible]


def _flood_examples(state: Any) -> list[str]:
    """Cards that may turn up as the flood: the first crop and speculation card still unaccounted for,
    and the Plague while it is."""
    cs, kinds = card_set(), state.deck_kinds()
    picks = [next((k for k in kinds if cs.is_crop(k)), None), next((k for k in kinds if cs.is_speculation(k)), None)]
    return [cs.term(k) for k in picks if k is not None] + ([cs.term(cs.plague)] if cs.plague in kinds else [])


def _shown_example(state: Any) -> str:
    """A card a draw may show: the Plague (the one card a face-down draw reveals) while it may turn up."""
    cs, kinds = card_set(), state.deck_kinds()
    return cs.term(cs.plague if cs.plague in kinds or not kinds else kinds[0])


def _player_examples(state: Any) -> list[str]:
    """One possible entry of each kind (see :func:`entries`): a planting, a speculation, a market (of
    two different cards where it can), an offering to Hapi (from the storage when it holds two cards,
    else of other cards than the market's where it can), and ``pass``."""
    moves = state.possible_moves()

    def first(kind: type, wanted: Any = lambda m: True) -> Any:
        return next((m for m in moves if isinstance(m, kind) and wanted(m)), None)

    market = first(Trade, lambda m: m.kind == "market" and len(set(m.hand + m.storage)) > 1) or \
        first(Trade, lambda m: m.kind == "market")
    offering = first(Trade, lambda m: m.kind == "offering" and not m.hand) or \
        first(Trade, lambda m: m.kind == "offering" and market is not None and m.hand != market.hand) or \
        first(Trade, lambda m: m.kind == "offering")
    picks = [first(Plant), first(Speculate), market, offering, first(Pass)]
    return [_example(state, m) for m in picks if m is not None]


def _deal_hint(state: Any) -> Said:
    cs, names = card_set(), state.players
    return say("nile.hint.deal", first=names[0], crop=cs.crop_terms[0], other=cs.crop_terms[1], second=names[1])


def _turn(state: Any) -> Said:
    return say("nile.ask.turn", turn=state.turn, player=state.players[state.active])


def prompt(state: Any) -> Prompt:
    """What is expected next: the deal, the flood card turned up, a card drawn (default ``?``: face
    down), or the active player's trade, planting or speculation (default ``pass``: step 4 is optional).
    Every example in the hint is an entry accepted here (worked out from the position)."""
    if state.phase == OVER:
        return Prompt(say("nile.ask.over", why=state.end_reason))
    if state.phase == SETUP:
        return Prompt(say("nile.ask.deal", deal=DEAL_SIZE), None, _deal_hint(state), UNSEEN)
    if not state.needs:
        return Prompt(say("nile.ask.step", turn=_turn(state), player=state.players[state.active]),
                      state.active, say("nile.hint.examples", entries=_player_examples(state)), "pass")
    need = state.needs[-1]
    if need.kind == FLOOD:
        cards = _flood_examples(state)
        hint = say("nile.hint.flood-some", cards=cards[:-1], last=cards[-1]) if len(cards) > 1 else \
            say("nile.hint.flood-one", card=cards[0]) if cards else say("nile.hint.flood")
        return Prompt(say("nile.ask.flood-hapi" if state.turn_started else "nile.ask.flood-start", turn=_turn(state)),
                      None, hint)
    if need.kind == DRAW:
        name, why = state.players[need.seat], _DRAW_WHY[need.reason]
        what = say("nile.ask.draw-nth", turn=_turn(state), player=name, nth=need.total - need.left + 1,
                   total=need.total, why=why) if need.total > 1 else \
            say("nile.ask.draw-one", turn=_turn(state), player=name, why=why)
        if state.unseen_draw_problem(None, need.seat):  # the deck's last card is the Plague: it shows
            plague = _shown_example(state)
            return Prompt(what, None, say("nile.hint.draw-plague", plague=plague), plague)
        all_down = need.left > 1 and not state.unseen_draw_problem(None, need.seat, need.left)
        hint = say("nile.hint.draw-all", left=need.left, card=_shown_example(state)) if all_down else \
            say("nile.hint.draw", card=_shown_example(state))
        return Prompt(what, None, hint, UNSEEN)
    return Prompt(state.position().capitalize())  # the table settles every other need by itself


# --- what the session takes by itself ---------------------------------------------------------------
def automatic(state: Nile) -> Automatic[Move] | None:
    """The step the rules fix here, taken by the session: the deal, face down (each hand private) [Mise
    en place], each card of a draw, face down, as many as the rules give [5) Piocher; Marché; Spéculer], and
    step 4 of a player who holds no card and stores fewer than two, for whom Pass is the one legal entry [3)
    Négocier; 4) Planter ou Spéculer] (public facts: the hand's size and the storage's, from the harvests
    and discards; a hand told on the own page never decides it, as the table would learn what it holds).
    The first card of a draw says the count and, while the Plague may still be drawn, how to tell it (the
    one card a draw shows: ``Ben drew Plague``, told on the drawer's page or the host's: the step is the
    drawer's). None at a flood card or a player's step: the table says those."""
    if state.phase == SETUP:
        hands = tuple((None,) * DEAL_SIZE for _ in state.players)  # as a record reads a deal of '?' back
        return Automatic(Deal(hands, None), say("nile.auto.deal", deal=DEAL_SIZE))
    if state.phase == TURN and not state.needs and not state.hand_size(state.active) \
            and sum(state.storage[state.active]) < TRADE_COST:  # nothing to trade, plant or speculate: Pass, the one entry
        name = state.players[state.active]
        return Automatic(Pass(state.active), say("nile.auto.pass", player=name, cost=TRADE_COST),
                         state.active)
    need = state.due_draw()
    if need is None:
        return None
    name = state.players[need.seat]
    # the Plague is told only while it may still be drawn (not under the entry that told it)
    said = "" if need.left < need.total else say(
        "nile.auto.draw-plague" if state.unaccounted[card_set().plague] else "nile.auto.draw", player=name,
        **drawn_count(state, need.total, _DRAW_WHY[need.reason]))
    return Automatic(Draw(need.seat, None), said, need.seat)


def join(state: Nile, moves: Sequence[Move]) -> tuple[str, int]:
    """The entry for the first of ``moves``: NILE's entries are one step each."""
    return format(state, moves[0]), 1
