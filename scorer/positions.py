"""The positions a table session replayed last, kept to replay the next one asked from (the views ask the same
few positions again and again: where the last entry began and ended, as each seat saw it).

A session asks the game after its first ``n`` steps (:meth:`~scorer.views.SeatViews._after`) many times a
step: each page's last step (its first and last positions), the news, the history, the picture. One kept
position made the pages that ask two positions in turn replay the whole game each time (an entry's cost grew
with the game's length); :class:`Positions` keeps the last :data:`KEPT` positions asked, and replays a new one
from the longest of them on its way.
"""

from __future__ import annotations

from typing import Any, Callable

from scorer.engine import GameState

#: how many positions are kept (a page asks about four a step; the table and each seat's pages, up to eight)
KEPT = 8


class Positions:
    """The last :data:`KEPT` positions replayed, each with the steps that led to it (compared before it is
    used: a step taken back or changed makes a position no longer on the way); each step applied checked
    (:meth:`~scorer.engine.GameState.apply`), or, ``ruled``, as it was ruled (``apply_ruled``)."""

    def __init__(self, ruled: bool = False) -> None:
        self.kept: list[tuple[tuple[Any, ...], GameState[Any]]] = []  # (the steps, the game), last used last
        self.ruled = ruled

    def after(self, moves: list[Any], n: int, new_game: Callable[[], GameState[Any]]) -> GameState[Any]:
        """The game after ``moves[:n]`` (a new game from ``new_game``, its moves applied), replayed from the
        longest kept position on the way: the kept game itself, which the caller must not change.

        >>> from scorer.games import registry
        >>> spec = registry()["land-unter"]
        >>> _, moves = spec.simulate(["Anna", "Ben", "Cleo"], 5, ())
        >>> kept, made = Positions(), []
        >>> def new_game():
        ...     made.append(spec.new_game(["Anna", "Ben", "Cleo"], []))
        ...     return made[-1]
        >>> at30 = kept.after(moves, 30, new_game)
        >>> kept.after(moves, 30, new_game) is at30, len(made)  # the kept game itself
        (True, 1)
        >>> kept.after(moves, 32, new_game) is not at30, len(made)  # from a copy of the 30th: two steps more
        (True, 1)
        >>> kept.after(moves, 10, new_game).position() == kept.after(moves[:10], 10, new_game).position(), len(made)
        (True, 2)
        >>> _, other = spec.simulate(["Anna", "Ben", "Cleo"], 6, ())  # another game: none kept on its way
        >>> kept.after(other, 31, new_game).position() == kept.after(other[:31], 31, new_game).position(), len(made)
        (True, 3)
        """
        prefix = tuple(moves[:n])
        start: tuple[tuple[Any, ...], GameState[Any]] | None = None
        for i, (steps, game) in enumerate(self.kept):
            if steps == prefix:
                self.kept.append(self.kept.pop(i))
                return game
            if len(steps) < n and (start is None or len(steps) > len(start[0])) and prefix[:len(steps)] == steps:
                start = (steps, game)
        state, done = (start[1].clone(), len(start[0])) if start is not None else (new_game(), 0)
        for move in prefix[done:]:
            state.apply_ruled(move) if self.ruled else state.apply(move)
        self.kept = [*self.kept[1 - KEPT:], (prefix, state)]
        return state


class Memo:
    """Answers that depend only on the game's first steps (``key[1]`` of them, the end of a span of steps), kept
    while those steps stay the same: an answer is dropped once a step before its end is taken back or changed.

    >>> memo, asked = Memo(), []
    >>> def answer(key):
    ...     asked.append(key)
    ...     return sum(key)
    >>> [memo.get(["a", "b", "c"], key, answer) for key in ((0, 1), (1, 3), (0, 1))], asked
    ([1, 4, 1], [(0, 1), (1, 3)])
    >>> memo.get(["a", "b", "c", "d"], (1, 3), answer), asked  # a step added: kept
    (4, [(0, 1), (1, 3)])
    >>> memo.get(["a", "b", "x"], (1, 3), answer), memo.get(["a", "b", "x"], (0, 1), answer), asked  # the 3rd changed
    (4, 1, [(0, 1), (1, 3), (1, 3)])
    """

    def __init__(self) -> None:
        self.moves: list[Any] = []  # the steps the answers kept were made from
        self.kept: dict[tuple[Any, ...], Any] = {}

    def get(self, moves: list[Any], key: tuple[Any, ...], answer: Callable[[tuple[Any, ...]], Any]) -> Any:
        """``answer(key)``, kept from the last time it was asked while ``moves[:key[1]]`` stayed the same."""
        if moves[:len(self.moves)] != self.moves:  # a step taken back or changed: the answers after it go
            same = next((i for i, (a, b) in enumerate(zip(moves, self.moves)) if a != b), len(moves))
            self.kept = {k: v for k, v in self.kept.items() if k[1] <= same}
            self.moves = list(moves)
        elif len(moves) != len(self.moves):  # steps added
            self.moves = list(moves)
        if key not in self.kept:
            self.kept[key] = answer(key)
        return self.kept[key]
