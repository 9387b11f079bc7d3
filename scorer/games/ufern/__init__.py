"""An den Ufern des Nils (Abacus 1994): the rules engine, the record format, the board picture and ``study``
(how ``nile study`` reads a simulated game); ``GAME`` carries the hooks the shared modules ask of it."""

from types import ModuleType
from typing import Any, Sequence

from scorer.engine import GameNotation, GameSpec, TurnSlices
from scorer.engine.said import Term
from scorer.games.ufern import engine, notation, put_back, record, seats, study, writer
from scorer.games.ufern.board import _crop_terms, crop_term
from scorer.games.ufern.moves import Move

#: the notation module, checked by mypy against the protocol over the game's own state and moves
NOTATION: GameNotation[engine.Ufern, Move] = notation


def first_seat(state: Any, moves: Sequence[Any] | None) -> int | None:
    """Who began: the first player of round 1 (the oldest player, the one the record names, or the bid's
    winner); the pillar passes on every round, so the moves are replayed up to round 1. None for a
    tally-only record (no moves) or a game that never reached round 1."""
    if moves is None:
        return None
    fresh = engine.Ufern(state.players, sorted(state.variants))
    for move in moves:
        if fresh.round >= 1:
            break
        fresh.apply(move)
    return int(fresh.first) if fresh.round >= 1 else None


def tap_board() -> ModuleType:
    """The module that draws An den Ufern des Nils' tappable board on a phone (``nile serve``)."""
    from scorer.web import board_ufern

    return board_ufern


def terms() -> dict[str, Term]:
    """An den Ufern des Nils' crops by their ids (``flax``), said in the reader's words (``lin``, ``Hirse``), and the
    group the jokers are listed under (``jokers``, German ``Joker``)."""
    return {**{crop: crop_term(crop) for crop in _crop_terms()}, "jokers": Term("jokers", {"fr": "jokers", "de": "Joker"})}


GAME = GameSpec(
    slug="ufern-des-nils",
    new_game=engine.Ufern,
    read_record=record.read,
    write_record=writer.write_record,
    simulate=engine.simulate,
    notation=NOTATION,
    picture=record.picture,
    turns=TurnSlices(record.steps_until, record.turns_in),
    secrets=seats.SECRETS,
    put_back=put_back.put_back,
    own_thing=put_back.own_thing,
    short_entries=notation.short_entries,
    start_seat=first_seat,
    study=study.LENS,
    tap_board=tap_board,
    terms=terms,
)
