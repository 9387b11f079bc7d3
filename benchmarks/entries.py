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

Each game's characters typed are counted too (the entries' characters and one Enter each).
``python benchmarks/entries.py --short [GAMES]``: An den Ufern des Nils typed with the notation's full forms
(``grow W4.2``, ``harvest E5.2 M2``, ``A single-double W5.1``: what ``nile play``'s hints and lists showed until
now) against the same seeded games typed with the shortest form of each step that reads back to it
(``grow flax``, ``harvest E5.2``, ``sow flax``, ``A sd W5.1``: :func:`scorer.games.ufern.notation.join_short`),
entries, characters, and the longest line; both records must be the same.

``python benchmarks/entries.py --tab [GAMES]``: An den Ufern des Nils at 3 players, the keys to enter each action
and water card one a line with Tab, on the full forms (before) and on the short forms ``?`` and Tab offer now.
``python benchmarks/entries.py --crops [GAMES]``: the same games' turn lines with every plant named by its crop,
refused with each part read alone (before) and with the line read together (:mod:`scorer.games.ufern.turn_lines`).

``python benchmarks/entries.py --told [GAMES]``: NILE at 3 players with every hand told on the players'
own pages (``Ben holds Papyrus``, one tap a card dealt or drawn: :func:`scorer.games.nile.seats.cards_to_tell`)
against the same games with the hands kept in real cards: the entries, the cards told among them, and how
many entries the player's own page offers at each of the player's steps (a known hand offers only what
it allows; an unknown one, every short form its unseen cards could make legal).
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
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scorer.engine import GameSpec  # noqa: E402
from scorer.games import registry  # noqa: E402
from scorer.typed import typed_game  # noqa: E402


@dataclass
class Count:
    """One game typed: ``moves`` (the entries before: one per engine step), ``entries`` (after)."""

    moves: int
    entries: int
    chars: int = 0


def count_entries(spec: GameSpec, names: list[str], seed: int, folder: Path) -> Count:
    """The entries a table makes to play the seeded simulated game of ``spec`` for ``names`` through a
    :class:`~scorer.session.TableSession` writing to ``folder`` (:func:`scorer.typed.typed_game`), and the
    engine steps it has (one entry each before). Raises AssertionError when an entry is refused or the
    game typed does not end as the simulation did."""
    typed = typed_game(spec, names, seed, folder / f"{spec.slug}-{len(names)}-{seed}.yaml")
    return Count(typed.steps, len(typed.entries), sum(len(e) + 1 for e in typed.entries))


def main(games: int = 20) -> None:
    """Print the table of entries per game and player count (mean over ``games`` seeded games each)."""
    print(f"{platform.machine()}, {os.cpu_count()} cores, CPython {platform.python_version()}; "
          f"{subprocess.run(['uptime'], capture_output=True, text=True).stdout.strip()}")
    print(f"{games} seeded games (seeds 1-{games}) per game and player count; mean entries per game\n")
    print("| game | players | before (one per move) | after | fewer | characters typed (after, Enter included) |")
    print("|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        for spec in registry().values():
            seats = spec.catalogue.players
            for n in range(seats.min, seats.max + 1):
                counts = [count_entries(spec, spec.names(n), seed, Path(tmp)) for seed in range(1, games + 1)]
                before = statistics.mean(c.moves for c in counts)
                after = statistics.mean(c.entries for c in counts)
                chars = statistics.mean(c.chars for c in counts)
                print(f"| {spec.title} | {n} | {before:.1f} | {after:.1f} | {1 - after / before:.0%} | {chars:.0f} |",
                      flush=True)


def short_forms(games: int = 20) -> None:
    """Print An den Ufern des Nils typed in full forms against the same games typed in the shortest forms (see
    the module docstring), means over ``games`` seeded games per player count."""
    from scorer.games import game
    from scorer.games.ufern.notation import join_short

    spec = game("ufern-des-nils")
    print(f"{platform.machine()}, {os.cpu_count()} cores, CPython {platform.python_version()}; "
          f"{subprocess.run(['uptime'], capture_output=True, text=True).stdout.strip()}")
    print(f"\n{games} seeded games (seeds 1-{games}) per player count; means per game, Enter counted as a character\n")
    print("| players | forms | entries | characters | characters a line | longest line | fewer characters |")
    print("|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        for n in range(spec.catalogue.players.min, spec.catalogue.players.max + 1):
            rows = []
            for joiner in (None, join_short):
                got = []
                for seed in range(1, games + 1):
                    path = Path(tmp) / f"{n}-{seed}-{joiner is None}.yaml"
                    typed = typed_game(spec, spec.names(n), seed, path, joiner=joiner)
                    got.append((len(typed.entries), sum(len(e) + 1 for e in typed.entries), max(map(len, typed.entries))))
                    if joiner is not None:
                        full = path.with_name(f"{n}-{seed}-True.yaml").read_text().replace("True.yaml", "X")
                        assert path.read_text().replace("False.yaml", "X") == full, (n, seed)
                rows.append([statistics.mean(x[i] for x in got) for i in range(3)] + [max(x[2] for x in got)])
            for label, (entries, chars, _, longest) in zip(("full", "shortest"), rows):
                print(f"| {n} | {label} | {entries:.1f} | {chars:.0f} | {chars / entries:.1f} | {longest} | "
                      f"{1 - chars / rows[0][1]:.0%} |", flush=True)


def _keys(pairs: list[tuple[str, str]], meant: list[str], typed: str) -> int:
    """The keys to enter one step at ``nile play`` (Enter counted): ``typed`` typed whole, or the shortest start
    of one of ``meant`` (the completions that are this step) that Tab completes to it alone, then Tab. Tab
    offers, for each entry's pair (short form, full form), the short one where it starts so, else the full one
    (:class:`scorer.play.EntryCompleter`); before, the pairs were (full, full)."""
    best = len(typed) + 1
    for c in meant:
        for k in range(1, len(c)):
            start = c[:k].lower()
            offered = {s if s.lower().startswith(start) else f for s, f in pairs
                       if s.lower().startswith(start) or f.lower().startswith(start)}
            if offered == {c}:
                best = min(best, k + 2)
                break
    return best


def tab_keys(games: int = 10, players: int = 3) -> None:
    """Print An den Ufern des Nils' keys typed per game at ``nile play``, one step a line, where Tab completes
    the entries ``?`` lists: **before**, the full forms only (``grow W4.2``); **after**, each entry's short form
    too (``grow flax``, :func:`scorer.games.ufern.notation.short_entries`), as :class:`scorer.play.EntryCompleter`
    offers them now; against typing each step's shortest form whole. Action and water steps the table types
    (not those the session takes by itself)."""
    from scorer.engine import CHANCE, TERMINAL
    from scorer.games import game
    from scorer.games.ufern import notation as N
    from scorer.games.ufern.short_forms import short
    from scorer.games.ufern.moves import Flood, FloodEnd, Grow, Harvest, Sow

    spec = game("ufern-des-nils")
    print(f"{platform.machine()}, {os.cpu_count()} cores, CPython {platform.python_version()}; "
          f"{subprocess.run(['uptime'], capture_output=True, text=True).stdout.strip()}")
    rows = []
    for seed in range(1, games + 1):
        state, moves = spec.simulate(spec.names(players), seed, ())
        state = spec.new_game(spec.names(players), ())
        whole = before = after = steps = 0
        for move in moves:
            if state.current_player not in (CHANCE, TERMINAL) and N.automatic(state) is None \
                    and isinstance(move, (Flood, FloodEnd, Sow, Grow, Harvest)):
                texts = [e.text for e in N.entries(state)]
                shorts = N.short_entries(state, texts)
                full, typed = N.format(state, move), short(state, move)
                mine = [f for t, f in zip(texts, shorts) if t == full]
                whole += len(typed) + 1
                before += _keys([(t, t) for t in texts], [full], typed)
                after += _keys(list(zip(shorts, texts)), [full] + mine, typed)
                steps += 1
            state.apply(move)
        rows.append((steps, whole, before, after))
        print(f"seed {seed}: {rows[-1]}", flush=True)
    steps, whole, before, after = (statistics.mean(r[i] for r in rows) for i in range(4))
    print(f"\n{games} seeded games (seeds 1-{games}), {players} players; means per game, Enter counted\n")
    print("| steps typed (actions, water cards) | shortest forms typed whole | Tab on the full forms (before) | "
          "Tab on the short forms too (after) |")
    print("|---|---|---|---|")
    print(f"| {steps:.1f} | {whole:.0f} | {before:.0f} | {after:.0f} |")


def _reads(state: Any, line: str, moves: list[Any]) -> bool:
    """Whether the turn ``line`` reads, part by part from ``state``, as ``moves`` (in any order)."""
    from scorer.games.ufern import notation as N

    work, got = state.clone(), []
    try:
        for part in N.split(work, line):
            got.append(N.parse(work, part))
            if work.check(got[-1]) is not None:
                return False
            work.apply(got[-1])
    except ValueError:  # (InvalidMove, AmbiguousMove)
        return False
    return sorted(map(str, got)) == sorted(map(str, moves))  # (seeds grown in another order: the same turn)


def crop_lines(games: int = 10, players: int = 3) -> None:
    """Print how many of An den Ufern des Nils' turn lines read when every plant is named by its crop
    (``grow wheat``, ``harvest wheat M3``), as uferrev2's driver typed them, with the line's parts read together
    (:mod:`scorer.games.ufern.turn_lines`) and each part alone (before)."""
    from scorer.engine import CHANCE, TERMINAL
    from scorer.games import game
    from scorer.games.ufern import notation as N, turn_lines
    from scorer.games.ufern.moves import Done, Grow, Harvest
    from scorer.games.ufern.steps import ACTION_STEPS

    spec = game("ufern-des-nils")
    real = N.settled
    rows = []
    for seed in range(1, games + 1):
        _, moves = spec.simulate(spec.names(players), seed, ())
        state = spec.new_game(spec.names(players), ())
        turns: list[tuple[Any, str, list[Any]]] = []
        at = 0
        while at < len(moves):
            if state.current_player in (CHANCE, TERMINAL) or state.step not in ACTION_STEPS:
                state.apply(moves[at])
                at += 1
                continue
            start, seat, mine = state.clone(), state.seat, []
            while at < len(moves) and state.step in ACTION_STEPS and state.seat == seat:
                move = moves[at]
                own = state.banks.plants.get(getattr(move, "field", ""), [])
                crop = next((g.crop for g in own if g.owner == seat), "")
                mine.append((move, f"grow {crop}" if isinstance(move, Grow) else
                             f"harvest {crop} {move.row}" if isinstance(move, Harvest) else N.format(state, move)))
                state.apply(move)
                at += 1
                if isinstance(move, Done):
                    break
            if any(isinstance(m, (Grow, Harvest)) for m, _ in mine):
                turns.append((start, ", ".join(t for _, t in mine), [m for m, _ in mine]))
        counts = []
        for settle in (lambda s, parts, parse: parts, real):
            N.settled = settle
            counts.append(sum(not _reads(s, line, ms) for s, line, ms in turns))
        N.settled = real
        rows.append((len(turns), *counts))
        print(f"seed {seed}: {rows[-1]}", flush=True)
    assert turn_lines.settled is real
    lines, before, after = (statistics.mean(r[i] for r in rows) for i in range(3))
    print(f"\n{games} seeded games (seeds 1-{games}), {players} players; means per game\n")
    print("| turn lines with a grow or harvest | refused, each part alone (before) | refused, the line read together (after) |")
    print("|---|---|---|")
    print(f"| {lines:.1f} | {before:.1f} ({before / lines:.0%}) | {after:.1f} ({after / lines:.0%}) |")


def offered(session: Any) -> list[int]:
    """At each player's step of ``session``'s game, how many entries that player's own page offers (the
    moves the hand allows as the referee knows it: :meth:`~scorer.games.nile.engine.Nile.possible_moves`)."""
    from scorer.engine import CHANCE, TERMINAL

    state, out = session.new_game(), []
    for move in session.moves:
        if state.current_player not in (CHANCE, TERMINAL):
            out.append(len(state.possible_moves()))
        state.apply(move)
    return out


def told_hands(games: int = 20, players: int = 3) -> None:
    """Print NILE's entries with every hand told against the hands kept in real cards (see the module
    docstring), means over ``games`` seeded games."""
    from scorer.games import game
    from scorer.games.nile.seats import cards_to_tell

    spec = game("nile")
    print(f"{platform.machine()}, {os.cpu_count()} cores, CPython {platform.python_version()}; "
          f"{subprocess.run(['uptime'], capture_output=True, text=True).stdout.strip()}")
    rows = {"kept in real cards": [], "every hand told": []}
    with tempfile.TemporaryDirectory() as tmp:
        for seed in range(1, games + 1):
            for label, tell in (("kept in real cards", None), ("every hand told", cards_to_tell)):
                typed = typed_game(spec, spec.names(players), seed, Path(tmp) / f"{seed}-{tell is None}.yaml", tell=tell)
                told = sum(" holds " in e for e in typed.entries)
                rows[label].append((len(typed.entries), told, statistics.mean(offered(typed.session))))
    print(f"\n{games} seeded games of NILE, {players} players; means per game\n")
    print("| hands | entries | of them cards told | typed or tapped by the table | entries offered at a player's step |")
    print("|---|---|---|---|---|")
    for label, got in rows.items():
        entries, told, offer = (statistics.mean(x[i] for x in got) for i in range(3))
        print(f"| {label} | {entries:.2f} | {told:.2f} | {entries - told:.2f} | {offer:.1f} |")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--short"]:
        short_forms(int(sys.argv[2]) if len(sys.argv) > 2 else 20)
    elif sys.argv[1:2] == ["--tab"]:
        tab_keys(int(sys.argv[2]) if len(sys.argv) > 2 else 10)
    elif sys.argv[1:2] == ["--crops"]:
        crop_lines(int(sys.argv[2]) if len(sys.argv) > 2 else 10)
    elif sys.argv[1:2] == ["--told"]:
        told_hands(int(sys.argv[2]) if len(sys.argv) > 2 else 20)
    else:
        main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
