"""NIL (Spear-Spiele 1974): ``board`` (the board and tiles as the referee sees them), ``moves`` (the
move types), ``river`` (the geometric placement rules), ``racks`` (what a rack holds, racks shown, the end's minus),
``trust`` (a loop's universal taken on trust, checked later), ``rules`` (the phases and the rules as cited), ``engine`` (turns, scoring, the end),
``notation`` (every step written and read against the position; ``view``: the board in text and the
news; ``endracks``: a player's tiles told and the racks left at the end) and ``record``
(the record format)."""

from scorer.engine import GameSpec, TurnSlices
from scorer.games.nil import engine, notation, record, seats

GAME = GameSpec(
    slug="nil",
    new_game=engine.Nil,
    read_record=record.read,
    write_record=record.write_record,
    notation=notation,
    simulate=engine.simulate,
    default_names=("Anna", "Ben", "Cleo", "Dana"),
    picture=record.picture,
    turns=TurnSlices(record.steps_until, record.turns_in),
    secrets=seats.SECRETS,
)
