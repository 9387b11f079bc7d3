"""NILE (Minion Games 2009): ``engine`` (the rules), ``table`` (the state's fields and bookkeeping),
``steps`` (trade, plant, speculate), ``moves`` (the move types and the simulation policy), ``cards``
(card kinds as small ints), ``score`` (the ranking), ``notation`` and ``view`` (one entry as the table
types it, the prompt, the news and a text view) and ``record`` (the record format)."""

from scorer.engine import GameSpec
from scorer.games.nile import engine, notation, record, seats

GAME = GameSpec(
    slug="nile",
    new_game=engine.Nile,
    read_record=record.read,
    write_record=record.write_record,
    simulate=engine.simulate,
    notation=notation,
    picture=record.picture,
    secrets=seats.SECRETS,
)
