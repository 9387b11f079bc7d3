"""The steps of a game of *An den Ufern des Nils* (what the engine waits for) and the rules as cited
in messages: in English, with the French section of ``ufern-des-nils.fr.txt`` after them and the
decision of ``games/ufern-des-nils.md`` that settles it. The rule titles live in ``rule_titles`` of
``data/ufern-des-nils.yaml``; this module is the one place that reads them (the ``R_...`` names).

The steps form :class:`Phase`, a ``str`` enum (``state.phase``), so they compare equal to their words."""

from enum import StrEnum

from gamedata.catalogue import load_catalogue
from scorer.games.ufern.messages import CATALOGUE as MESSAGES

GAME = "ufern-des-nils"
assert MESSAGES.prefix == GAME  # registered as it was made: say() finds the words of every id said
#: rule id -> the rule as messages cite it (``data/ufern-des-nils.yaml``, ``rule_titles``)
RULES: dict[str, str] = load_catalogue(GAME).rule_titles


class Phase(StrEnum):
    """What the engine waits for (``Ufern.step``, also ``Ufern.phase``): each member is its word."""

    START = "start"
    DEAL = "deal"
    FIRST_BID = "first bid"
    SET_DESERT = "set desert"
    BOAT = "boat"
    OPEN_WATER = "opening water"
    OPEN_PLANT = "opening plants"
    WATER = "water"
    REVEAL = "reveal"
    ROT = "rot"
    HIPPO_BID = "hippo bid"
    HIPPO_ACT = "hippo actions"
    ACTIONS = "actions"
    OVER = "over"


START, DEAL, FIRST_BID, SET_DESERT, BOAT, OPEN_WATER, OPEN_PLANT = (
    Phase.START, Phase.DEAL, Phase.FIRST_BID, Phase.SET_DESERT, Phase.BOAT, Phase.OPEN_WATER, Phase.OPEN_PLANT)
WATER, REVEAL, ROT, HIPPO_BID, HIPPO_ACT, ACTIONS, OVER = (
    Phase.WATER, Phase.REVEAL, Phase.ROT, Phase.HIPPO_BID, Phase.HIPPO_ACT, Phase.ACTIONS, Phase.OVER)
FLOOD, EBB = "flood", "ebb"
CHANCE_STEPS = (START, DEAL, REVEAL)
ACTION_STEPS = (ACTIONS, HIPPO_ACT)

R_SETUP = RULES["setup"]
R_DEAL = RULES["deal"]
R_CARDS = RULES["cards"]
R_OPENING = RULES["opening"]
R_DOMINO = RULES["domino"]
R_FLOOD = RULES["flood"]
R_COVER = RULES["cover"]
R_EBB = RULES["ebb"]
R_ARROW = RULES["arrow"]
R_ROT = RULES["rot"]
R_FIELD = RULES["field"]
R_TURN = RULES["turn"]
R_PILLAR = RULES["pillar"]
R_SCORE = RULES["score"]
R_END = RULES["end"]
R_HIPPO = RULES["hippo"]
R_FIRST_BID = RULES["first_bid"]
R_ACTION_ORDER = RULES["action_order"]
MARKER = ("Flut", "Ebbe 1", "Ebbe 2")


def step_rule(step: Phase, mode: str) -> str:
    """The rule of what ``step`` waits for (``mode``: ``"flood"`` or ``"ebb"``, for phase 1): the rule a
    move that cannot come now breaks. Phase 1 is [Flux] or [Reflux] by ``mode``; the actions are
    played in seat order [Actions] (decision U18); any other step cites its own rule, and the start and
    the end the order of a round [Déroulement].

    >>> step_rule(Phase.WATER, EBB) == R_EBB, step_rule(Phase.ACTIONS, FLOOD) == R_ACTION_ORDER
    (True, True)
    """
    if step == WATER:
        return R_FLOOD if mode == FLOOD else R_EBB
    return {DEAL: R_DEAL, FIRST_BID: R_FIRST_BID, SET_DESERT: R_SETUP, BOAT: R_OPENING, OPEN_WATER: R_OPENING,
            OPEN_PLANT: R_OPENING, REVEAL: R_CARDS, ROT: R_ROT, HIPPO_BID: R_HIPPO, HIPPO_ACT: RULES["hippo_act"],
            ACTIONS: R_ACTION_ORDER}.get(step, R_TURN)
