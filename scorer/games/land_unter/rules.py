"""Land Unter's facts the engine counts with, its phases (what the engine waits for), and its rules as
cited in messages: in English with the French section of ``land-unter.fr.txt`` after them, read from
``rule_titles`` in ``data/land-unter.yaml``."""

from __future__ import annotations

from enum import Enum

from gamedata.catalogue import LandUnterCatalogue, load_catalogue
from scorer.games.land_unter.messages import CATALOGUE as MESSAGES

GAME = "land-unter"
assert MESSAGES.prefix == GAME  # registered as it was made: say() finds the words of every id said
#: the rule figures (``rules`` of ``data/land-unter.yaml``, each with its rule): the turn summary card
#: prints the same numbers
_CATALOGUE = load_catalogue(GAME)
assert isinstance(_CATALOGUE, LandUnterCatalogue)  # data/land-unter.yaml's model
_FIGURES = _CATALOGUE.rules
#: weather cards dealt to each player [Préparation]
HAND_SIZE: int = _FIGURES.hand_size
#: tricks in a round [Déroulement du jeu; Fin d'une manche]
TRICKS_PER_ROUND: int = _FIGURES.tricks_per_round
#: water-level cards turned up for a trick [Déroulement du jeu, 1]
WATER_PER_TRICK: int = _FIGURES.water_per_trick
#: a round ends at once when no more players than this are still in [Fin d'une manche; decision two-left]
PLAYERS_LEFT: int = _FIGURES.players_left
#: a round's points: per lifebelt kept, for a player out of the round, the lowest water level's bonus [Marque]
LIFEBELT_POINTS: int = _FIGURES.lifebelt_points
OUT_POINTS: int = _FIGURES.out_points
LOWEST_BONUS: int = _FIGURES.lowest_bonus


#: the rules as the referee cites them (``rule_titles`` of ``data/land-unter.yaml``): id -> title in English
#: with the French section after it; a title the catalogue lacks is a KeyError naming it, at import
_RULES = _CATALOGUE.rule_titles
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
