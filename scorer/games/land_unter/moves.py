"""Land Unter's moves (small frozen value objects) and the record of a finished trick.

Chance moves: :class:`Deal` (once per round) and :class:`TurnUp` (the two water-level cards of a
trick); a player's moves: :class:`Announce` (the lifebelts of its hand, its part of round 1's deal),
:class:`Play` and :class:`HandWritten` (a hand written down on its holder's page). :class:`TrickResult` is what a trick left behind; :class:`Clash` a claim taken on trust that a
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
class Announce:
    """Seat ``seat`` announces ``belts``, the lifebelts its own hand shows, its own part of round 1's deal
    [Setup; Préparation]: every player counts the hand dealt to them and says the count, all at once, so the
    parts come in any order, each from its own page; the last part in deals the round (a :class:`Deal` of the
    counts announced). The count is public once said."""

    seat: int
    belts: int

    def __str__(self) -> str:
        return f"seat {self.seat} announces {self.belts} lifebelts"


@dataclass(frozen=True, slots=True, eq=False)
class TurnUp:
    """Chance: the two water-level cards turned up for a trick (values 1-12), together: ``5 2`` and ``2 5`` are
    the same step (the table typing again the last water-level cards nile turned up by itself is told so, not
    entered twice: frderev2 C-j), though each keeps the order it was typed in.

    >>> TurnUp((5, 2)) == TurnUp((2, 5)), TurnUp((5, 2)) == TurnUp((5, 3))
    (True, False)
    """

    cards: tuple[int, int]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, TurnUp) and sorted(self.cards) == sorted(other.cards)

    def __hash__(self) -> int:
        return hash(tuple(sorted(self.cards)))

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
    """Two claims that cannot both be true (decision *claims*): in round ``round``, trick ``trick``, seat ``by``
    (holding hand ``by_hand``, a round-1 index) played ``card`` face up (``played``) or wrote it in its own
    hand (not ``played``), while hand ``hand``, held by seat ``owner``, was written down holding it too. A
    card played face up is a fact: the claim of ``hand`` is lost (its holder is told, and writes that card
    again). Two hands as written are each the writer's claim: both stand, and ``nile check`` names them. Where
    ``hand`` is ``by_hand`` the holder played ``card`` itself, which its hand as written did not hold: that hand
    as written gave way (a claim the holder corrects, no finding for ``nile check``)."""

    round: int
    trick: int
    card: int
    by: int
    hand: int
    owner: int
    played: bool
    by_hand: int = -1

    def lost_words(self, players: tuple[str, ...], viewer: int | None) -> Said:
        """The claim lost, for its holder's page (``viewer`` is ``owner``: "your hand") or the referee's (by
        name): ``"9 was played by Ben in trick 1; your hand as written cannot hold it: write that card again"``."""
        said: dict[str, Value] = {"card": self.card, "player": players[self.by], "trick": self.trick}
        if self.by_hand == self.hand:  # the holder's own card: the hand as written gave way
            if viewer == self.owner:
                return say("land-unter.news.gave-way", card=self.card, trick=self.trick)
            return say("land-unter.news.gave-way-named", **said)
        if viewer == self.owner:
            return say("land-unter.news.claim-lost", **said)
        return say("land-unter.news.claim-lost-named", owner=players[self.owner], **said)

    def words(self, players: tuple[str, ...]) -> Said:
        """The finding in words, for ``nile check``: ``"round 1, trick 3: Ben played 9, which Anna's hand as
        written held"`` or ``"... Ben wrote down a hand holding 9, which Anna's hand as written holds too"``."""
        said: dict[str, Value] = {"round": self.round, "card": self.card, "trick": self.trick,
                                  "player": players[self.by], "owner": players[self.owner]}
        return say("land-unter.clash.played" if self.played else "land-unter.clash.wrote", **said)


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
#: :class:`TurnUp`, a player's :class:`Announce`, :class:`Play` and :class:`HandWritten`, and a round given as its
#: end counts (:class:`~scorer.games.land_unter.tally.RoundTally`)
Move = Union[Deal, Announce, TurnUp, Play, HandWritten, RoundTally]
