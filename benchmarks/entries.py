"""How many entries the table types in a whole game, before and after the typing was halved (not a test:
nothing here asserts a time). Run: ``python benchmarks/entries.py [GAMES_PER_COUNT]`` (default 20).

For every game and every player count, seeded simulated games are played through a
:class:`~scorer.session.TableSession` as a table plays them:

* **before**: one entry per engine move, as ``nile play`` asked until now (every face-down draw, every
  weather card, every tile and ``stop`` typed on its own);
* **after**: the table types only what the session asks: the steps the session takes by itself (the
  notation's ``automatic``: face-down deals and draws, steps with one legal entry) are not entries, and
  the steps a table does at once (a trick, a player's turn: the notation's ``join``) are one entry. What
  the table saw and must say although the session went on by itself (NILE: a Plague drawn) is one entry
  more, typed as a table types it (``Ben drew Plague``).

Each accepted :meth:`~scorer.session.TableSession.enter` is one entry. The game typed must end as the
simulation did (same scores), or the count is refused.
"""

from __future__ import annotations

import os
import platform
import statistics
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scorer.engine import GameSpec  # noqa: E402
from scorer.games import registry  # noqa: E402
from scorer.session import AUTO, Accepted, TableSession  # noqa: E402


def _nile_told(state: Any, move: Any) -> str | None:
    """NILE: a Plague drawn is shown to everyone, so the table says it (``Ben drew Plague``)."""
    from scorer.games.nile.cards import card_set
    from scorer.games.nile.moves import Draw

    if isinstance(move, Draw) and move.card == card_set().plague:
        return f"{state.players[move.player]} drew {card_set().name(move.card)}"
    return None


#: per game: what the table must say at a step the session took by itself (the entry, or None)
TOLD: dict[str, Callable[[Any, Any], str | None]] = {"nile": _nile_told}


def _nil_racks(final: Any, state: Any) -> str:
    """NIL: the racks left, shown at the end (the simulation knew them, so its game needed no such step)."""
    from scorer.games.nil.moves import Reveal
    from scorer.games.nil.notation import format as written

    return written(state, Reveal(tuple(tuple(sorted(rack.elements())) for rack in final.racks)))


#: per game: the steps the table says after the simulation's last move (what the simulation knew)
TAIL: dict[str, Callable[[Any, Any], str]] = {"nil": _nil_racks}


@dataclass
class Count:
    """One game typed: ``moves`` (the entries before: one per engine move, and the racks NIL's table shows at
    the end, which the simulation knew), ``entries`` (after)."""

    moves: int
    entries: int


def count_entries(spec: GameSpec, names: list[str], seed: int, folder: Path) -> Count:
    """The entries a table makes to play the seeded simulated game of ``spec`` for ``names`` through a
    :class:`TableSession` writing to ``folder``, and the engine moves it has. Raises AssertionError when an
    entry is refused or the game typed does not end with the simulation's scores."""
    final, moves = spec.simulate(names, seed, [])
    notation, told = spec.notation, TOLD.get(spec.slug, lambda state, move: None)
    session = TableSession.start(spec, names, [], folder / f"{spec.slug}-{len(names)}-{seed}.yaml")
    shadow = spec.new_game(names, [])  # the simulated game, in step with the session
    done = entries = tail = 0
    said_at: set[int] = set()  # the steps the table has told (the session put them where the draw began)

    def enter(text: str) -> None:
        nonlocal entries
        ruling = session.enter(text)
        assert isinstance(ruling, Accepted), (spec.slug, seed, done, text, ruling)
        entries += 1

    while True:
        while done < min(len(session.moves), len(moves)):  # the steps the session took: in step with the simulation
            said = told(shadow, moves[done]) if session.kinds[done] == AUTO and done not in said_at else None
            if said is not None and session.moves[done] != moves[done]:
                enter(said)  # replaces the step the session took there
                said_at.add(done)
                continue
            shadow.apply(moves[done])
            done += 1
        if session.over:
            break
        if done == len(moves):
            enter(TAIL[spec.slug](final, session.state))
            tail += 1
            continue
        text, taken = notation.join(shadow, moves[done:])
        enter(text)
    assert done == len(moves) and session.state.scores() == final.scores(), (spec.slug, seed, done, len(moves))
    return Count(len(moves) + tail, entries)


def main(games: int = 20) -> None:
    """Print the table of entries per game and player count (mean over ``games`` seeded games each)."""
    print(f"{platform.machine()}, {os.cpu_count()} cores, CPython {platform.python_version()}; "
          f"{subprocess.run(['uptime'], capture_output=True, text=True).stdout.strip()}")
    print(f"{games} seeded games (seeds 1-{games}) per game and player count; mean entries per game\n")
    print("| game | players | before (one per move) | after | fewer |")
    print("|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        for spec in registry().values():
            seats = spec.catalogue.players
            for n in range(seats.min, seats.max + 1):
                counts = [count_entries(spec, spec.names(n), seed, Path(tmp)) for seed in range(1, games + 1)]
                before = statistics.mean(c.moves for c in counts)
                after = statistics.mean(c.entries for c in counts)
                print(f"| {spec.title} | {n} | {before:.1f} | {after:.1f} | {1 - after / before:.0%} |", flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
