"""Land Unter's facts the engine counts with, its phases (what the engine waits for), and its rules as
cited in messages: in English with the French section of ``land-unter.fr.txt`` after them, read from
``rule_titles`` in ``data/land-unter.yaml``."""

from __future__ import annotations

from enum import Enum

from gamedata.catalogue import load_catalogue

GAME = "land-unter"
TRICKS_PER_ROUND = 12
HAND_SIZE = 12


#: the rules as the referee cites them (``rule_titles`` of ``data/land-unter.yaml``): id -> title in English
#: with the French section after it; a title the catalogue lacks is a KeyError naming it, at import
_RULES = load_catalogue(GAME).rule_titles
R_CONTENTS = _RULES["contents"]
R_SETUP = _RULES["setup"]
R_TURN_UP = _RULES["turn-up"]
R_PLAY = _RULES["play"]
R_TAKE = _RULES["take"]
R_PENALTY = _RULES["penalty"]
R_ELIMINATION = _RULES["elimination"]
R_ROUND_END = _RULES["round-end"]
R_NEXT_ROUND = _RULES["next-round"]
R_GAME_END = _RULES["game-end"]
R_OPEN_PLAY = _RULES["open-play"]


class Phase(str, Enum):
    """Where a round stands: the deal is due, the two water-level cards of a trick are to be turned up,
    the weather cards of the trick are being played, or the game is over."""

    DEAL = "deal"
    TURN_UP = "turn up"
    PLAY = "play"
    OVER = "over"


# the members as module constants, for the hot paths (a module global is cheaper than Phase.DEAL)
_DEAL, _TURN_UP, _PLAY, _OVER = Phase.DEAL, Phase.TURN_UP, Phase.PLAY, Phase.OVER
