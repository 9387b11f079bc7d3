"""Land Unter's end counts as typed (a game scored from its tallies, not trick by trick): :func:`parse_tally`."""

from __future__ import annotations

from typing import Any

from scorer.engine import InvalidMove, say
from scorer.games.land_unter.engine import LandUnter
from scorer.games.land_unter.tally import RoundTally


def unknown_word(state: LandUnter, word: str) -> InvalidMove:
    """The error of a word that is no player of ``state`` (nor a word the notation knows)."""
    return InvalidMove(say("land-unter.read.not-a-player", word=word, players=list(state.players)))


def parse_tally(state: LandUnter, atoms: list[tuple[str, Any]]) -> RoundTally:
    """A round's end counts as typed (``tally 3/4 out 0/7``, each player's lifebelts kept and water level
    showing, or ``out``), read from ``atoms`` (the notation's words of the entry after ``tally``), in seating order or
    each named. Raises :class:`InvalidMove` for a word that is no player, a count missing, or one given twice."""
    n = state.n
    example = "tally " + " ".join(["3/4", "out", "0/7", "2/9", "1/5"][:n])
    parts: list[tuple[int | None, tuple[int | None, int | None]]] = []
    seat: int | None = None
    for kind, value in atoms:
        if kind == "name" and seat is None:
            seat = value
        elif kind == "pair" or (kind, value) == ("word", "out"):
            parts.append((seat, value if kind == "pair" else (None, None)))
            seat = None
        elif kind == "word":
            raise unknown_word(state, value)
        else:
            raise InvalidMove(say("land-unter.read.tally-form", example=example))
    named = [s for s, _ in parts if s is not None]
    if seat is not None or (named and len(named) != len(parts)) or len(parts) != n or len(set(named)) != len(named):
        raise InvalidMove(say("land-unter.read.tally-count", n=n, example=example))
    kept: list[int] = [0] * n
    out: list[bool] = [False] * n
    water: list[int | None] = [None] * n
    for i, (s, (k, w)) in enumerate(parts):
        p = i if s is None else s
        out[p] = k is None
        kept[p], water[p] = k or 0, w
    return RoundTally(tuple(kept), tuple(out), tuple(water))
