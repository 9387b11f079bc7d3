"""A whole turn typed on one line at ``nile play`` (``grow flax, grow wheat, grow wheat, done``), its short forms
read together (uferrev2: 10 of 60 turn lines were refused for a crop named with two plants that could act). A
part that could mean several moves (:class:`~scorer.engine.AmbiguousMove`: ``grow wheat`` with seeds on W4.3 and
E4.2) is written out where the rest of the line leaves one choice: the only one after which every later part
reads and is legal, or one of several that grow the same seeds in another order (``grow wheat, grow wheat``:
both) [Actions: Faire pousser]. Where the line leaves more than one, its parts stay as typed and the session names
the choices, as before. No rule here: each part is read and checked by the game's own ``parse`` and ``check``."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any, Callable

from scorer.engine import AmbiguousMove, InvalidMove
from scorer.games.ufern.moves import Grow

if TYPE_CHECKING:
    from scorer.games.ufern.engine import Ufern

#: the most ways of reading a line that are followed (each ambiguous part multiplies them)
MOST_WAYS = 64


def settled(state: Ufern, parts: list[str], parse: Callable[[Any, str], Any]) -> list[str]:
    """``parts`` (a turn line's, at ``state``) with each part that could mean several moves replaced by the one
    move's full form where the rest of the line leaves one choice (see the module docstring); ``parts`` as they
    are otherwise (nothing ambiguous, or several different readings, or none that reads)."""
    ways = _ways(state, parts, parse, [0])
    if not ways or ways[0][0] == parts:
        return parts
    first = Counter(map(str, ways[0][1]))
    if len(ways) > 1 and not all(Counter(map(str, w[1])) == first and _order_free(ways[0][1], w[1]) for w in ways):
        return parts
    return ways[0][0]


def _order_free(one: list[Any], other: list[Any]) -> bool:
    """Whether the moves that stand at different places in two readings are all seeds grown (their order changes
    nothing: a harvest's order would change the market spaces)."""
    return all(isinstance(a, Grow) and isinstance(b, Grow) for a, b in zip(one, other) if a != b)


def _ways(state: Ufern, parts: list[str], parse: Callable[[Any, str], Any], seen: list[int]) -> list[tuple[list[str], list[Any]]]:
    """Every reading of ``parts`` from ``state`` in which each part reads and is legal: (the texts, the moves);
    at most :data:`MOST_WAYS` followed (``seen`` counts them)."""
    if not parts:
        return [([], [])]
    seen[0] += 1
    if seen[0] > MOST_WAYS:
        return []
    try:
        texts, moves = [parts[0]], [parse(state, parts[0])]
    except AmbiguousMove as exc:
        texts = list(exc.candidates)
        try:
            moves = [parse(state, c) for c in texts]
        except InvalidMove:
            return []
    except InvalidMove:
        return []
    out: list[tuple[list[str], list[Any]]] = []
    for text, move in zip(texts, moves):
        if state.check(move) is not None:
            continue
        after = state.clone()
        after.apply(move)
        out += [([text, *rest], [move, *more]) for rest, more in _ways(after, parts[1:], parse, seen)]
    return out
