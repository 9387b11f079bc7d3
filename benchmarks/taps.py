"""How many taps a phone needs for a whole simulated game of An den Ufern des Nils on ``nile serve``'s board,
before and after the board entered a target's one choice at one tap (not a test: nothing here asserts a
time). Run: ``python benchmarks/taps.py [GAMES_PER_COUNT]`` (default 10), for 3 and 4 players.

Each game is typed through a :class:`~scorer.session.TableSession` one step an entry, as a phone enters
them (:func:`scorer.typed.typed_game` with ``grouped=False``), and each entry is counted in taps:

* **before** (main until now): an entry at a board target is two taps (the target, then its choice), any
  other entry one (its button); an ebb and the event on the card's back are two entries;
* **after**: an ebb and its event (a flood card on a desert card and its event) are one entry, one choice
  at the field (:func:`scorer.games.ufern.notation.tap`); an entry whose target offers it alone
  (:attr:`scorer.web.board.Target.one`) is one tap; other board entries two, buttons one.

* **built** (issue 22): as after, but a player's actions are built on the page and sent as one entry
  (:mod:`scorer.web.build`): each action tapped as after (a one-tap target one tap, a choice two, a button
  one); a turn the player ends with something left to do costs its tap on "Done" (where ``done`` was typed);
  a turn whose last tap leaves nothing to add is sent by that tap (where the session took ``done`` by
  itself). The entries of this column are the entries sent: a whole turn of actions one entry.

The entries are counted too (each accepted ``enter``).
"""

from __future__ import annotations

import os
import platform
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scorer.games import registry  # noqa: E402
from scorer.games.ufern import notation as N  # noqa: E402
from scorer.games.ufern.moves import Done  # noqa: E402
from scorer.session import AUTO  # noqa: E402
from scorer.typed import typed_game  # noqa: E402
from scorer.web.board import targets  # noqa: E402
from scorer.web.board_ufern import builds  # noqa: E402


def taps(names: list[str], seed: int, folder: Path, after: bool) -> tuple[int, int, int, int]:
    """(entries, taps) of the seeded game for ``names``, before or ``after``, and (entries, taps) built (after
    only; see the module docstring)."""
    spec = registry()["ufern-des-nils"]
    typed = typed_game(spec, names, seed, folder / f"{after}-{len(names)}-{seed}.yaml", grouped=False,
                       tap=N.tap if after else None)
    state, k, total = spec.new_game(names, []), 0, 0
    turns = acted = 0  # turns of actions (each ends with done), the entries typed in them
    for move, kind in zip(typed.session.moves, typed.session.kinds):
        building = builds(state) is not None
        if kind == "entry":
            text = typed.entries[k]
            k += 1
            here = [t for t in targets(spec, state, N.entries(state))
                    if text in t.entries or any(text.startswith(e + " ") for e in t.entries)]
            total += 1 if not here else 1 if after and here[0].one == text else 2
            acted += building
        turns += building and isinstance(move, Done)
        state.apply(move)
    assert k == len(typed.entries) and AUTO
    # built: each turn one entry; its taps are the same: a typed done is the tap on Done, and a done the
    # session took by itself is sent by the turn's last tap (no tap of its own)
    return len(typed.entries), total, len(typed.entries) - acted + turns, total


def main(games: int = 10) -> None:
    """Print the table: mean entries and taps per game, 3 and 4 players, before and after."""
    print(f"{platform.machine()}, {os.cpu_count()} cores, CPython {platform.python_version()}; "
          f"{subprocess.run(['uptime'], capture_output=True, text=True).stdout.strip()}")
    print("| players | entries before | entries after | entries built | taps before | taps after | taps built "
          "| fewer taps after | fewer taps built |")
    print("|---|---|---|---|---|---|---|---|---|")
    spec = registry()["ufern-des-nils"]
    with tempfile.TemporaryDirectory() as tmp:
        for n in (3, 4):
            runs = {after: [taps(spec.names(n), seed, Path(tmp), after) for seed in range(1, games + 1)]
                    for after in (False, True)}
            eb, tb = (statistics.mean(r[i] for r in runs[False]) for i in (0, 1))
            ea, ta, eu, tu = (statistics.mean(r[i] for r in runs[True]) for i in (0, 1, 2, 3))
            print(f"| {n} | {eb:.1f} | {ea:.1f} | {eu:.1f} | {tb:.1f} | {ta:.1f} | {tu:.1f} | {1 - ta / tb:.0%} "
                  f"| {1 - tu / tb:.0%} |", flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10)
