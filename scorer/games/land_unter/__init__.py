"""Land Unter (Stefan Dorra): ``engine`` (the rules), ``moves`` (the move types), ``tally`` (end-of-round
counts scored without the tricks) and ``record`` (the record format, its reader and writer)."""

from scorer.engine import GameSpec
from scorer.games.land_unter import engine, record

GAME = GameSpec(
    slug="land-unter",
    new_game=engine.LandUnter,
    read_record=record.read,
    write_record=record.write_record,
    simulate=engine.simulate,
)
