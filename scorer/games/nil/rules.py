"""NIL's phases (what the engine waits for) and its rules as cited in messages: in English, with the
French section of ``nil.fr.txt`` after them and the decision of ``data/nil.yaml`` that settles it.
The titles are read, in this one place, from ``rule_titles`` of ``data/nil.yaml``."""

from enum import Enum

from gamedata.catalogue import NilCatalogue, load_catalogue
from gamedata.rule_figures import number_words
from scorer.engine.said import say
from scorer.games.nil.messages import CATALOGUE as MESSAGES

GAME = "nil"
assert MESSAGES.prefix == GAME  # registered as it was made: say() finds the words of every id said below
_CATALOGUE = load_catalogue(GAME)
assert isinstance(_CATALOGUE, NilCatalogue)  # data/nil.yaml's model
#: full rounds of blocked turns in a row that end the game (``rules`` of ``data/nil.yaml``) [Fin de la
#: partie, 3; decision two-rounds]
STALL_ROUNDS: int = _CATALOGUE.rules.stall_rounds
#: the stall rule in words, as the end of a game says it
STALLED = say("nil.end.stalled", rounds=STALL_ROUNDS, rounds_words=number_words(STALL_ROUNDS))


class Phase(str, Enum):
    """What the engine waits for: the start draw, the deal, a player's turn, the draw after it, the racks
    left at the end, or nothing (the game is over). A ``str`` enum, so ``Phase.TURN == "turn"``."""

    START = "start"
    DEAL = "deal"
    TURN = "turn"
    DRAW = "draw"
    REVEAL = "reveal"
    OVER = "over"

    def __str__(self) -> str:
        return self.value


START, DEAL, TURN, DRAW, REVEAL, OVER = Phase.START, Phase.DEAL, Phase.TURN, Phase.DRAW, Phase.REVEAL, Phase.OVER

#: every rule title of ``data/nil.yaml`` by id (``"start-player"``, ``"sharp"``, ...)
RULES: dict[str, str] = dict(_CATALOGUE.rule_titles)

R_START_PLAYER = RULES["start-player"]
R_DEAL = RULES["deal"]
R_TURN = RULES["turn"]
R_DRAW = RULES["draw"]
R_LAST_DRAW = RULES["last-draw"]
R_TILES = RULES["tiles"]
R_RACK = RULES["rack"]
R_BLUE = RULES["blue"]
R_BLOCKED = RULES["blocked"]
R_UNIVERSAL = RULES["universal"]
R_END = RULES["end"]
R_SCORE = RULES["score"]
# the geometric rules, cited by scorer.games.nil.river
R_START = RULES["start"]
R_ENTRY = RULES["entry"]
R_ON_TILE = RULES["on-tile"]
R_ONE_LINE = RULES["one-line"]
R_SHARP = RULES["sharp"]
R_EDGE = RULES["edge"]
R_OPEN = RULES["open"]
R_LOOP = RULES["loop"]
R_CROSS = RULES["cross"]
