"""Land Unter (Stefan Dorra): ``engine`` (the rules), ``deal`` (the hands and their lifebelts, checked
together by the counting of ``lifebelts``), ``moves`` (the move types), ``tally`` (end-of-round
counts scored without the tricks), ``notation`` (one entry as the table types it, both directions),
``view`` (the news after an entry and the board as text) and ``record`` (the record format, its reader
and writer)."""

from scorer.engine import GameNotation, GameSpec, TurnSlices
from scorer.games.land_unter import engine, notation, put_back, record, seats
from scorer.games.land_unter.moves import Move

#: the notation module, checked by mypy against the protocol over Land Unter's own state and moves
NOTATION: GameNotation[engine.LandUnter, Move] = notation

GAME = GameSpec(
    slug="land-unter",
    new_game=engine.LandUnter,
    read_record=record.read,
    write_record=record.write_record,
    simulate=engine.simulate,
    notation=NOTATION,
    picture=record.picture,
    turns=TurnSlices(record.steps_until, record.tricks_in),
    secrets=seats.SECRETS,
    put_back=put_back.put_back,
    own_thing=put_back.own_thing,
)
