"""The engine contract every game follows (modelled on OpenSpiel's ``State`` with python-chess's error
habits): the seats' special values, the errors, :class:`GameState`, and the checks of a table every game
makes (seating, variants). See :mod:`scorer.engine`."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import Any, Generic, Mapping, Self, Sequence, TypeVar

from scorer.engine.ranking import Ranking
from scorer.engine.said import Said, Value, say

#: ``current_player`` at a chance node (a deal, a shuffle, a card turned up).
CHANCE = -1
#: ``current_player`` once the game is over.
TERMINAL = -4


class IllegalMove(ValueError):
    """A move the rules forbid in this position.

    Attributes: ``move`` (the move object), ``rule`` (the section of the rules it breaks, e.g.
    ``"Déroulement du jeu, phase 2"``), ``reason`` (why, in plain words, naming players and cards),
    ``legal`` (a short list of legal alternatives as a record would write them, e.g. card numbers as
    ints, or empty). A ``reason`` made by :func:`~scorer.engine.said.say` (a :class:`~scorer.engine.said.Said`)
    also gives the ruling's message ``id`` and named ``values`` (for ``--json`` and other languages); a
    game that still writes its reasons as plain text has ``id`` None and no values.
    """

    def __init__(self, move: Any, rule: str, reason: str, legal: Sequence[Any] = ()):
        self.move, self.rule, self.reason, self.legal = move, rule, reason, list(legal)
        self.id: str | None = reason.id if isinstance(reason, Said) else None
        self.values: Mapping[str, Value] = reason.values if isinstance(reason, Said) else {}
        super().__init__(f"{reason} [rule: {rule}]")


class InvalidMove(ValueError):
    """A move that cannot even be read: an unknown card, an unknown player, a malformed move.

    :func:`replay` fills ``where`` (``file:line:column`` of the record's step) and ``context`` (the
    step in the game's words, ``"turn 3 (Ben)"``) before passing it on; both are ``""`` until then.
    """

    where: str = ""
    context: str = ""

    def message(self) -> str:
        """What cannot be read: the :class:`~scorer.engine.said.Said` it was raised with (a message id and values,
        said in the reader's language where it is shown), else its text."""
        first = self.args[0] if self.args else ""
        return first if isinstance(first, Said) else super().__str__()

    def __str__(self) -> str:
        """:meth:`message`: ``str(error)`` keeps the message's id and values."""
        return self.message()

    def placed(self) -> str:
        """``file:line:column: context: message``, as far as it is known."""
        return ": ".join(part for part in (self.where, self.context, str(self)) if part)


class AmbiguousMove(InvalidMove):
    """A written move that could mean more than one legal move here (``candidates``, as a record
    would write each of them); the message lists them so the user can say which: ``said``, the game's words of it
    (a message id with ``text`` and ``candidates``, said in the reader's language), where the game gives them."""

    def __init__(self, text: str, candidates: Sequence[str], said: Said | None = None):
        self.candidates = list(candidates)
        super().__init__(said or f"'{text}' could mean {' or '.join(self.candidates)}; write which")


class SetupError(ValueError):
    """A game that cannot be set up: a wrong player count, duplicate names, an unknown variant."""


def count(n: int, word: str, plural: str | None = None) -> str:
    """``n`` and the noun, singular or plural as ``n`` needs: ``count(1, "card")`` is ``"1 card"``.

    >>> count(1, "round"), count(0, "trick"), count(3, "belt", "lifebelts")
    ('1 round', '0 tricks', '3 lifebelts')
    """
    return f"{n} {word if n == 1 else plural or word + 's'}"


def check_seating(title: str, low: int, high: int, players: Sequence[str]) -> None:
    """Refuse a table the game cannot seat: raises :class:`SetupError` for a player count outside
    ``low..high`` or two players with the same name.

    >>> check_seating("NIL", 2, 4, ["Anna"])
    Traceback (most recent call last):
    ...
    scorer.engine.SetupError: NIL is for 2 to 4 players, not 1
    """
    if not low <= len(players) <= high:
        raise SetupError(say("nile-cli.setup.players", title=title, low=low, high=high, given=len(players)))
    if len(set(players)) != len(players):
        raise SetupError(say("nile-cli.setup.same-name"))


def check_variants(title: str, offered: Sequence[str], chosen: Sequence[str]) -> None:
    """Refuse a variant the game does not offer: raises :class:`SetupError` naming it and the ones it has.

    >>> check_variants("NIL", [], ["x"])
    Traceback (most recent call last):
    ...
    scorer.engine.SetupError: NIL has no variants (not x)
    >>> check_variants("Land Unter", ["open-play"], ["open-play", "open-play"])
    Traceback (most recent call last):
    ...
    scorer.engine.SetupError: the variant 'open-play' is named twice
    """
    if not offered and chosen:
        raise SetupError(say("nile-cli.setup.no-variants", title=title, chosen=list(chosen)))
    unknown = [v for v in chosen if v not in offered]
    if unknown:
        raise SetupError(say("nile-cli.setup.no-variant", title=title, variant=repr(unknown[0]), offered=list(offered)))
    twice = [v for i, v in enumerate(chosen) if v in chosen[:i]]
    if twice:
        raise SetupError(say("nile-cli.setup.variant-twice", variant=repr(twice[0])))


#: a game's move type: the union of its move classes (Land Unter's ``Move``), ``Any`` for a game not yet typed
M = TypeVar("M")


class GameState(ABC, Generic[M]):
    """The state of one game in progress. Subclasses implement one game's rules over its moves ``M`` (a
    union of frozen dataclasses: ``class LandUnter(GameState[Move])``; a game that names no ``M`` is a
    ``GameState[Any]``).

    ``players`` are the names in seating order (clockwise: a player's left neighbour is the next one).
    """

    game: str = ""
    players: tuple[str, ...] = ()
    #: False (``nile check``): every step is ruled on everything the record tells. True (a live session, set by
    #: :class:`~scorer.session.TableSession`): a player's step is ruled on what that player's seat may know,
    #: and a contradiction with another seat's hidden cards is taken on trust and recorded (Land Unter: a card
    #: played that another hand, as written down, holds), so that no ruling tells one seat another's secret
    trusting: bool = False

    @property
    @abstractmethod
    def current_player(self) -> int:
        """Seat index of the player to move, :data:`CHANCE`, or :data:`TERMINAL`."""

    @abstractmethod
    def legal_moves(self) -> list[M]:
        """The moves the current player may make (empty at chance and terminal nodes)."""

    @abstractmethod
    def check(self, move: M) -> IllegalMove | None:
        """The rule ``move`` would break here, or None if it is legal. Never changes the state. Raises
        :class:`InvalidMove` for a move that means nothing in this game (a seat or card that does not exist)."""

    @abstractmethod
    def _do(self, move: M) -> None:
        """Carry ``move`` out. Must tolerate a move that :meth:`check` rejected (for ``--keep-going``):
        do what can be done and skip what cannot."""

    @abstractmethod
    def sample_chance(self, rng: random.Random) -> M:
        """Draw the chance move (deal, card turned up) at a chance node from ``rng``."""

    @property
    @abstractmethod
    def is_over(self) -> bool:
        """True once the game has ended."""

    @abstractmethod
    def ranking(self) -> Ranking:
        """Scores and ranks (final, or standings so far if the game is not over)."""

    def sample_move(self, rng: random.Random) -> M:
        """A random legal move for the current player (for simulations). The default picks uniformly
        from :meth:`legal_moves`; a game with very many moves may draw more cleverly, but must only
        return legal moves."""
        return rng.choice(self.legal_moves())

    def position(self) -> str:
        """Where the game stands, in words, for reports ("round 2, trick 5: Ben to play")."""
        return "the game is over" if self.is_over else "the game is in progress"

    def unchecked(self) -> list[str]:
        """What the record did not let the referee check (hidden information), in words."""
        return []

    def findings(self) -> list[str]:
        """What the record says that cannot all be true although each step was legal as ruled (NILE: cards
        told by several players that the game's copies cannot cover, each ruled alone), in words; ``nile
        check`` reports them."""
        return []

    def overruled(self) -> list[tuple[int, IllegalMove]]:
        """Earlier moves a later fact showed to be illegal although each was legal as ruled then (NIL: a loop
        taken on trust that its player kept a universal, and a rack shown later without one), oldest first:
        each move's place among the moves applied to this game (0 the first) and the ruling on it. A live
        table hears it in the news and plays on (or takes the game back); ``nile check`` reports that move as
        the illegal step (:func:`~scorer.engine.replay`)."""
        return []

    def apply(self, move: M) -> None:
        """Apply ``move``. Raises :class:`IllegalMove` (the state is then unchanged), :class:`InvalidMove` for
        a move that means nothing in this game."""
        err = self.check(move)
        if err is not None:
            raise err
        self._do(move)

    def apply_ruled(self, move: M) -> None:
        """Carry out ``move``, already ruled on (a record replayed as it was ruled, a session's steps, a copy
        kept alongside), without checking it again: the public door to :meth:`_do`, like python-chess's
        ``push`` beside ``push_san``. A move :meth:`check` would refuse is done as far as it can be."""
        self._do(move)

    def apply_lenient(self, move: M) -> IllegalMove | None:
        """Apply ``move`` even if illegal, as far as it can be; return the rule it broke, if any."""
        err = self.check(move)
        self._do(move)
        return err

    def scores(self) -> list[int]:
        """Points per seat, in seating order."""
        return [s.score for s in self.ranking().standings]

    #: attributes shared, not copied, by :meth:`clone`: read-only facts such as the catalogue
    _shared: tuple[str, ...] = ()

    def _kept(self) -> list[object]:
        """The objects :meth:`clone` shares with the copy instead of copying them: the attributes named in
        ``_shared``; a game may add values it never changes once made."""
        return [getattr(self, name) for name in self._shared]

    def clone(self) -> Self:
        """An independent copy of the game (OpenSpiel's ``State.clone``): moves applied to the copy leave
        this one unchanged. The default deep-copies everything but :meth:`_kept`; a game may override it
        with a faster copy."""
        import copy

        memo: dict[int, Any] = {id(kept): kept for kept in self._kept()}
        return copy.deepcopy(self, memo)


class Checkpoint(ABC):
    """A step of a record that asserts something about the state without changing it
    (e.g. "this trick is complete: everybody still in played")."""

    @abstractmethod
    def verify(self, state: Any) -> IllegalMove | None:
        """The rule the record breaks at this point, or None."""


class Notation(ABC):
    """A move as written in a record that only means something against the position (python-chess's
    ``parse_san``): NIL's ``"M11 NE"`` needs the river's open end. :func:`replay` calls
    :meth:`resolve` on the state it has reached."""

    @abstractmethod
    def resolve(self, state: Any) -> Any:
        """The move this notation means in ``state``. Raises :class:`InvalidMove` when it means no
        move and :class:`AmbiguousMove` when it could mean several."""
