"""Land Unter's moves (small frozen value objects) and the record of a finished trick.

Chance moves: :class:`Deal` (once per round) and :class:`TurnUp` (the two water-level cards of a
trick); a player's moves: :class:`Play` and :class:`HandWritten` (a hand written down on its holder's
page). :class:`TrickResult` is what a trick left behind; :class:`Clash` a claim taken on trust that a
hand written down contradicts.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Union

from scorer.engine.said import Said, Value, say
from scorer.games.land_unter.tally import RoundTally


@dataclass(frozen=True, slots=True)
class Deal:
    """Chance: the start of a round. ``hands[p]`` is the set of 12 weather numbers seat ``p`` holds
    this round, or None if unseen; ``lifebelts[p]`` what seat ``p`` announced, or None if not recorded.
    Either tuple may be None altogether. From round 2 on the hands follow from passing to the left;
    what is given is checked against that."""

    hands: tuple[frozenset[int] | None, ...] | None = None
    lifebelts: tuple[int | None, ...] | None = None

    def __str__(self) -> str:
        return "deal"


@dataclass(frozen=True, slots=True)
class TurnUp:
    """Chance: the two water-level cards turned up for a trick (values 1-12)."""

    cards: tuple[int, int]

    def __str__(self) -> str:
        return f"water-level cards {self.cards[0]} and {self.cards[1]} turned up"


#: the card of a :class:`Play` as another seat reads it while its trick is in progress: chosen secretly, all
#: the trick's cards are revealed together [Playing a trick; Déroulement d'un pli], so ``Ben ?`` until the last
FACE_DOWN = 0


@dataclass(frozen=True, slots=True)
class Play:
    """Seat ``player`` plays weather card ``card`` (1-60) into the current trick; :data:`FACE_DOWN` (0): a
    card played, as another seat reads it before the trick's last card is in (the step is there, its card
    is not)."""

    player: int
    card: int

    def __str__(self) -> str:
        return f"seat {self.player} plays {self.card}"


@dataclass(frozen=True, slots=True)
class HandWritten:
    """Seat ``seat`` writes down the 12 weather cards of the hand it holds (``cards``, as typed, so that a
    number typed twice can be refused), on its own page, during a trick; None: a hand written on another
    page, as the other seats read that step (the step is there, its cards are not)."""

    seat: int
    cards: tuple[int, ...] | None

    def __str__(self) -> str:
        return f"seat {self.seat} writes down the hand"


@dataclass(frozen=True, slots=True)
class Clash:
    """A claim the live table took on trust that a hand written down contradicts: in round ``round``, trick
    ``trick``, seat ``by`` played ``card`` (``played``) or wrote it in its own hand (not ``played``), while
    the hand ``hand`` (round-1 index), held by seat ``owner``, was written down holding it too. Each claim
    was checked against what its seat may know (the cards played, its own hand), so one of the two is wrong;
    the card is taken out of the earlier hand as written, which its holder may write down again."""

    round: int
    trick: int
    card: int
    by: int
    hand: int
    owner: int
    played: bool

    def words(self, players: tuple[str, ...], public: bool = True) -> Said:
        """The clash in words: ``"Ben played 9 in trick 3, which Anna's hand as written holds"``; a hand
        written down names its writer only when ``public`` (at the round's end: its holder's page hears of it
        before, without learning whose hidden hand claims the card)."""
        said: dict[str, Value] = {"card": self.card, "trick": self.trick, "owner": players[self.owner]}
        if not self.played and not public:
            return say("land-unter.clash.wrote-hidden", **said)
        return say("land-unter.clash.played" if self.played else "land-unter.clash.wrote", player=players[self.by],
                   **said)


@dataclass(frozen=True)
class TrickResult:
    """What happened in one trick: cards played (seat -> weather number, in order of play), who took
    which water-level card, who lost a lifebelt (a seat may appear twice in a cascade), who was out;
    ``events`` the penalties in the order they fell: ``(seat, water level shown, eliminated)``, where
    ``eliminated`` is False for a lifebelt lost and True for a player put out of the round. Frozen: made
    whole when its trick is over and never changed after, so a copy of the game shares it (``_kept``)."""

    round: int
    trick: int
    water: tuple[int, int]
    plays: dict[int, int]
    took: dict[int, int]
    lost: list[int]
    eliminated: list[int]
    round_over: bool = False
    events: list[tuple[int, int, bool]] = field(default_factory=list)


#: every Land Unter move (the ``M`` of its :class:`~scorer.engine.GameState`): the chance steps :class:`Deal` and
#: :class:`TurnUp`, a player's :class:`Play` and :class:`HandWritten`, and a round given as its end counts
#: (:class:`~scorer.games.land_unter.tally.RoundTally`)
Move = Union[Deal, TurnUp, Play, HandWritten, RoundTally]
