"""NILE (Minion Games 2009): ``engine`` (the rules), ``table`` (the state's fields and bookkeeping),
``hidden`` (what the public facts say about cards nobody saw), ``steps`` (trade, plant, speculate),
``moves`` (the move types and the simulation policy), ``cards`` (card kinds as small ints), ``score``
(the ranking), ``notation`` and ``view`` (one entry as the table types it, the prompt, the news and a
text view), ``record`` (the record format) and ``checkpoints`` (what a record asserts)."""

from types import ModuleType
from typing import Any, Sequence

from scorer.engine import GameNotation, GameSpec
from scorer.engine.said import Term, say
from scorer.games.nile.cards import card_set
from scorer.games.nile import engine, notation, put_back, record, seats, writer
from scorer.games.nile.moves import Move

#: the notation module, checked by mypy against the protocol over NILE's own state and moves
NOTATION: GameNotation[engine.Nile, Move] = notation


def first_seat(state: Any, moves: Sequence[Any] | None) -> int:
    """Who began: seat 0, as a record lists the players first player first, a tally-only one too."""
    return 0


def plague_told(state: Any, move: Any) -> str | None:
    """A Plague drawn is shown to everyone, so the table says it (``Ben drew Plague``); else None."""
    from scorer.games.nile.cards import card_set
    from scorer.games.nile.moves import Draw

    if isinstance(move, Draw) and move.card == card_set().plague:
        return say("nile.news.plague-told", player=state.players[move.player], card=card_set().term(move.card))
    return None


def missed_plague(state: Any) -> tuple[str, str] | None:
    """A Plague of Locusts nobody entered that would have destroyed the field blocking a planting, said at the step
    (:meth:`~scorer.games.nile.steps.PlayerSteps.missed_plague`) under "A Plague missed?", else None."""
    said = state.missed_plague()
    return None if said is None else (say("nile.missed.summary"), said)


def card_pictures() -> ModuleType:
    """The drawer of NILE's cards as small pictures on a phone (:mod:`scorer.web.cards_nile`)."""
    from scorer.web import cards_nile

    return cards_nile


def terms() -> dict[str, Term]:
    """NILE's cards by their English (``Papyrus``, ``Papyrus/Wheat``, ``Plague``), said in the reader's words."""
    return {str(term): term for term in card_set().terms}


GAME = GameSpec(
    slug="nile",
    new_game=engine.Nile,
    read_record=record.read,
    write_record=writer.write_record,
    simulate=engine.simulate,
    notation=NOTATION,
    picture=record.picture,
    secrets=seats.SECRETS,
    put_back=put_back.put_back,
    own_thing=put_back.own_thing,
    start_seat=first_seat,
    told=plague_told,
    card_pictures=card_pictures,
    terms=terms,
    record_writer=writer.record_writer,
    missed=missed_plague,
)
