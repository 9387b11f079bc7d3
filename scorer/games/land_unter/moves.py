"""Land Unter's moves (small frozen value objects) and the record of a finished trick.

Chance moves: :class:`Deal` (once per round) and :class:`TurnUp` (the two water-level cards of a
trick); a player's move: :class:`Play`. :class:`TrickResult` is what a trick left behind.
"""

from __future__ import annotations

from dataclasses import dataclass, field


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


@dataclass(frozen=True, slots=True)
class Play:
    """Seat ``player`` plays weather card ``card`` (1-60) into the current trick."""

    player: int
    card: int

    def __str__(self) -> str:
        return f"seat {self.player} plays {self.card}"


@dataclass
class TrickResult:
    """What happened in one trick: cards played (seat -> weather number, in order of play), who took
    which water-level card, who lost a lifebelt (a seat may appear twice in a cascade), who was out;
    ``events`` the penalties in the order they fell: ``(seat, water level shown, eliminated)``, where
    ``eliminated`` is False for a lifebelt lost and True for a player put out of the round."""

    round: int
    trick: int
    water: tuple[int, int]
    plays: dict[int, int]
    took: dict[int, int]
    lost: list[int]
    eliminated: list[int]
    round_over: bool = False
    events: list[tuple[int, int, bool]] = field(default_factory=list)
