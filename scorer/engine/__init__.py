"""The engine contract every game follows, and the replay loop shared by all games.

A game is a :class:`GameState` (modelled on OpenSpiel's ``State`` with python-chess's error habits):

* :attr:`GameState.current_player` is a seat index (0-based, seating order), :data:`CHANCE` when the
  table must shuffle, deal or turn up a card, or :data:`TERMINAL` when the game is over;
* :meth:`GameState.legal_moves` lists what the current player may do (test a move with ``in``);
* :meth:`GameState.apply` plays a move or raises :class:`IllegalMove`, which names the rule it
  breaks and says why in plain words; notation errors raise :class:`InvalidMove`;
* chance is an explicit move: :meth:`GameState.sample_chance` draws one from a seeded
  ``random.Random`` in a simulation, while a record supplies what the table saw;
* :meth:`GameState.ranking` gives points, ranks (ties share a rank) and the tiebreak in words.

Replaying a record is a left fold of ``apply`` over its moves: :func:`replay`.

The contract is split by what it holds, every name read from here as before (``from scorer.engine import X``):
:mod:`~scorer.engine.contract` (the seats' special values, the errors, :class:`GameState`, the table's
checks), :mod:`~scorer.engine.ranking` (standings), :mod:`~scorer.engine.replaying` (the replay loop),
:mod:`~scorer.engine.front` (the typed game API a front end knows), :mod:`~scorer.engine.hidden` (each
seat's secrets), :mod:`~scorer.engine.spec` (``GameSpec``, the descriptor a game exports),
:mod:`~scorer.engine.phases` (a game run by its phase table: ``Phased``, ``PhaseRules``, ``Allowed``) and
:mod:`~scorer.engine.said` (a ruling, a news line, a hint as a message id plus named values: ``say``,
``words``, ``Said``, a game's ``Catalogue`` of ``Message``).
"""

from __future__ import annotations

from gamedata.templating import join_words as join_names
from scorer.engine.contract import (CHANCE, TERMINAL, AmbiguousMove, Checkpoint, GameState, IllegalMove, InvalidMove,
                                    Notation, SetupError, check_seating, check_variants, count)
from scorer.engine.front import Automatic, Entry, GameNotation, LastStep, Prompt, TurnSlices
from scorer.engine.hidden import NO_SECRETS, OwnStep, Pick, Seat, Secrets
from scorer.engine.ranking import Ranking, Standing, rank_by_points
from scorer.engine.phases import Allowed, Phased, PhaseRules
from scorer.engine.replaying import Replay, Step, Violation, random_playout, replay
from scorer.engine.said import Catalogue, Message, Said, said_json, say, words
from scorer.engine.spec import GameSpec, nobody_began, nothing_told, with_header

# the errors are named as the contract's (``scorer.engine.IllegalMove``) in tracebacks and doctests, wherever they
# are defined
for _error in (AmbiguousMove, IllegalMove, InvalidMove, SetupError):
    _error.__module__ = __name__
del _error

__all__ = ["CHANCE", "NO_SECRETS", "TERMINAL", "AmbiguousMove", "Automatic", "Checkpoint", "Entry", "GameNotation",
           "Allowed", "Catalogue", "GameSpec", "Phased", "PhaseRules", "GameState", "Message", "Said", "said_json", "say", "words", "IllegalMove", "InvalidMove", "LastStep", "Notation", "OwnStep", "Pick", "Prompt",
           "Ranking", "Replay", "Seat", "Secrets", "SetupError", "Standing", "Step", "TurnSlices", "Violation",
           "check_seating", "check_variants", "count", "join_names", "nobody_began", "nothing_told", "random_playout",
           "rank_by_points", "replay", "with_header"]
