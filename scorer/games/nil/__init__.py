"""NIL (Spear-Spiele 1974): ``board`` (the board and tiles as the referee sees them), ``moves`` (the
move types), ``river`` (the geometric placement rules), ``racks`` (what a rack holds, racks shown, the end's minus),
``trust`` (a loop's universal taken on trust, checked later), ``rules`` (the phases and the rules as cited), ``engine`` (turns, scoring, the end),
``notation`` (every step written and read against the position; ``view``: the board in text and the
news; ``endracks``: a player's tiles told and the racks left at the end), ``record`` (the record format)
and ``study`` (how ``nile study`` reads a simulated game); ``GAME`` carries the hooks the shared modules ask
of NIL."""

from types import ModuleType
from typing import Any, Sequence

from scorer.engine import GameNotation, GameSpec, TurnSlices
from scorer.engine.said import Term
from scorer.games.nil import engine, notation, put_back, record, seats, study, writer
from scorer.games.nil.moves import Move

#: the notation module, checked by mypy against the protocol over NIL's own state and moves
NOTATION: GameNotation[engine.Nil, Move] = notation


def first_seat(state: Any, moves: Sequence[Any] | None) -> int | None:
    """Who began: whoever won the start draw or the record names (Start of the game, Début de la partie);
    None for a tally-only record, which does not say."""
    return None if moves is None else int(state.first)


def racks_shown(final: Any, state: Any) -> str:
    """The racks left, shown at the end of a simulated game (the simulation knew them, so its moves hold
    no such step), as the table types them at ``state``."""
    from scorer.games.nil.moves import Reveal

    return notation.format(state, Reveal(tuple(tuple(sorted(rack.elements())) for rack in final.racks)))


def terms() -> dict[str, Term]:
    """The tile kinds a page names in plain words (a rack's ``straight``, a group's ``corner arc``), each by its
    English with the reader's word (``droite``, ``Bogen``: ``data/nil.yaml``), as the notation reads them: the
    GameSpec's ``terms`` hook (issue 25 §3).

    >>> terms()["far-left"].said("fr"), terms()["corner arc"].said("de")
    ('loin-gauche', 'Bogen')
    """
    from scorer.games.nil.board import nil_board

    board = nil_board()
    groups = {f"{k} ({kind.name})": Term(f"{k} ({kind.name})", kind.translations()) for k, kind in board.kinds.items()
              if kind.name != k}  # the groups entries are listed under (``far-left (far skew left)``: ``loin-gauche``)
    return {**{kind.name: board.term(k) for k, kind in board.kinds.items()}, **{k: board.typed(k) for k in board.kinds},
            **groups}


def tap_board() -> ModuleType:
    """The module that draws NIL's tappable board on a phone (``nile serve``)."""
    from scorer.web import board_nil

    return board_nil


GAME = GameSpec(
    slug="nil",
    new_game=engine.Nil,
    read_record=record.read,
    write_record=writer.write_record,
    notation=NOTATION,
    simulate=engine.simulate,
    default_names=("Anna", "Ben", "Cleo", "Dana"),
    picture=record.picture,
    turns=TurnSlices(record.steps_until, record.turns_in),
    secrets=seats.SECRETS,
    put_back=put_back.put_back,
    own_thing=put_back.own_thing,
    start_seat=first_seat,
    study=study.LENS,
    tap_board=tap_board,
    told_last=racks_shown,
    terms=terms,
)
