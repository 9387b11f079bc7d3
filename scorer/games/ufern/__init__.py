"""An den Ufern des Nils (Abacus 1994): the rules engine, the record format and the board picture."""

from scorer.engine import GameSpec, TurnSlices
from scorer.games.ufern import engine, notation, record, seats

GAME = GameSpec(
    slug="ufern-des-nils",
    new_game=engine.Ufern,
    read_record=record.read,
    write_record=record.write_record,
    simulate=engine.simulate,
    notation=notation,
    picture=record.picture,
    turns=TurnSlices(record.steps_until, record.turns_in),
    secrets=seats.SECRETS,
)
