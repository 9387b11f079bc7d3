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

* **one-tap** (issue 22, one tap a step): as built, with the board's one-tap rows
  (:func:`scorer.web.board_ufern.one_tap`): an entry a cell of those rows enters (every entry at a field or a
  market row; since uferevent an ebb or a flood card onto a desert card alone, then the event on its back at
  its own cells, unless that back can show one event only: :func:`scorer.games.ufern.notation.tapped_with`)
  is one tap, as is a target's one choice and a button; an entry at a target that no cell enters would be two.

Since uferpage2 the cells are the page's one way to enter a step at a field or a market row (the column with
fewer taps: **one-tap** against **built**, the field then its sheet of choices): a field tapped on the board
marks its cells instead of opening a sheet, and the list below the board no longer repeats them; the sheet
is left to a phone without scripts (a cell is then a link to it). So the page's taps are the **one-tap**
column; **after** and **built** stay as the ways measured before.

The entries are counted too (each accepted ``enter``).

``python benchmarks/taps.py --nile [GAMES]`` (default 20): NILE at 3 players, the seeded simulated games
typed as the phones enter them (:func:`nile_taps`), with the hands kept in real cards, and with every hand
told on the players' own pages (issue 22) **before** (one entry a card told, ``Ben holds Papyrus``:
:func:`scorer.games.nile.seats.cards_to_tell`) and **after** (the cards a seat has to tell in one entry, sent
by the tell section at the last card tapped: :func:`scorer.games.nile.seats.hands_to_tell`, as soon as they
are drawn, or when the player's turn comes: :func:`told_at_turn`). Taps: a card told
is one tap; a trade three on the player's trade picker (:mod:`scorer.web.trade_nile`: its two cards, then Market
or Hapi; ``NILE_TAPS_LISTED=1`` counts it as before, a button of the list of every trade); any other entry one tap
on its button where the page that enters it (the player's own, or, for a card turned up, the page of whoever turns
it up) lists it in an open group, two in a folded one (the group opened first); an entry the page does not list
is typed (counted apart, as one tap).
"""

from __future__ import annotations

import os
import platform
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scorer.games import registry  # noqa: E402
from scorer.games.ufern import notation as N  # noqa: E402
from scorer.games.ufern.moves import Done  # noqa: E402
from scorer.session import AUTO  # noqa: E402
from scorer.typed import typed_game  # noqa: E402
from scorer.web.board import targets  # noqa: E402
from scorer.web.board_ufern import builds  # noqa: E402
from scorer.web.board_ufern import groups, one_tap  # noqa: E402
from scorer.web.sow_ufern import crop_first  # noqa: E402


def taps(names: list[str], seed: int, folder: Path, after: bool) -> tuple[int, int, int, int, int]:
    """(entries, taps) of the seeded game for ``names``, before or ``after``, (entries, taps) built (after
    only) and the taps with the board's one-tap rows (see the module docstring)."""
    spec = registry()["ufern-des-nils"]
    typed = typed_game(spec, names, seed, folder / f"{after}-{len(names)}-{seed}.yaml", grouped=False,
                       tap=N.tap if after else None)
    state, k, total, single = spec.new_game(names, []), 0, 0, 0
    turns = acted = 0  # turns of actions (each ends with done), the entries typed in them
    for move, kind in zip(typed.session.moves, typed.session.kinds):
        building = builds(state) is not None
        if kind == "entry":
            text = typed.entries[k]
            k += 1
            found = targets(spec, state, N.entries(state))
            here = [t for t in found if text in t.entries or any(text.startswith(e + " ") for e in t.entries)]
            total += 1 if not here else 1 if after and here[0].one == text else 2
            single += 1 if not here or here[0].one == text or text in one_tap(state, found) else 2
            # (since s39 uferpage2 a sowing among many is a crop tapped, then its field: crop_first)
            single += 1 if text.startswith("sow ") and here and here[0].one != text and crop_first(groups(state, found)) else 0
            acted += building
        turns += building and isinstance(move, Done)
        state.apply(move)
    assert k == len(typed.entries) and AUTO
    # built: each turn one entry; its taps are the same: a typed done is the tap on Done, and a done the
    # session took by itself is sent by the turn's last tap (no tap of its own)
    return len(typed.entries), total, len(typed.entries) - acted + turns, total, single


def nile_taps(seed: int, folder: Path, tell: Any, players: int = 3) -> tuple[int, int, int, int, int]:
    """(entries, cards told, taps, entries typed, keystrokes typed) of NILE's seeded game at ``players``
    typed with ``tell`` (None: the hands kept in real cards; see the module docstring). The game is typed once
    (:func:`~scorer.typed.typed_game`), then entered again one entry at a time into a new session, each
    counted on the page that enters it as it lists the entries then."""
    from scorer.games.nile.moves import Trade
    from scorer.games.nile.table import DRAW
    from scorer.session import TableSession, grouped

    spec = registry()["nile"]
    names = spec.names(players)
    name = "kept" if tell is None else tell.__name__
    typed = typed_game(spec, names, seed, folder / f"{seed}-{name}.yaml", tell=tell)
    session = TableSession.start(spec, names, [], folder / f"{seed}-{name}-again.yaml")
    told = taps = typing = keys = 0
    for text in typed.entries:
        state = session.state
        if " holds " in text:
            cards = len(text.split(" holds ", 1)[1].split())
            told, taps = told + cards, taps + cards
        elif not os.environ.get("NILE_TAPS_LISTED") and isinstance(_read(spec, state, text), Trade):
            taps += 3  # the trade picker: two cards, then Market or Hapi
        else:
            seat = spec.notation.prompt(state).seat
            if seat is None:  # a card turned up: on the page of whoever turns it up
                need = state.needs[-1] if state.needs else None
                seat = need.seat if need is not None and need.kind == DRAW else state.active
            groups = grouped(session.view(seat).entries)
            named = [g for g in groups if g]
            where = next((g for g, texts in groups.items() if text in texts), None)
            if where is None:
                if os.environ.get("NILE_TAPS_TYPED"):
                    print("typed:", text, "|", spec.notation.prompt(state).text, file=sys.stderr)
                typing, keys = typing + 1, keys + len(text) + 1  # each character, and Enter
                taps += 1
            else:
                taps += 1 if where == "" or len(named) <= 3 or where == named[0] else 2
        session.enter(text)
    assert session.state.scores() == typed.final.scores()
    return len(typed.entries), told, taps, typing, keys


def _read(spec: Any, state: Any, text: str) -> Any:
    """``text`` read against ``state`` by the game's notation, or None where it is no move of the player to move
    (a card another player drew and shows)."""
    from scorer.engine import InvalidMove

    try:
        return spec.notation.parse(state, text)
    except InvalidMove:
        return None


def told_at_turn(simulated: Any, state: Any) -> list[str]:
    """:func:`~scorer.games.nile.seats.hands_to_tell` by a player who tells the cards not told yet when the
    hand is wanted: just before the own step of a turn (the page then lists what the hand allows), the
    cards drawn since (at the end of the last turn, in a payout) in one entry; the cards drawn at the end
    of the player's last turn are never told."""
    from scorer.games.nile.seats import hands_to_tell
    from scorer.games.nile.table import TURN

    if state.phase != TURN or state.needs:
        return []
    mine = f"{state.players[state.active]} holds "
    return [text for text in hands_to_tell(simulated, state) if text.startswith(mine)]


def nile_main(games: int = 20) -> None:
    """Print NILE's table (see the module docstring): means per game over seeds 1 to ``games``."""
    from scorer.games.nile.seats import cards_to_tell, hands_to_tell

    print(f"{platform.machine()}, {os.cpu_count()} cores, CPython {platform.python_version()}; "
          f"{subprocess.run(['uptime'], capture_output=True, text=True).stdout.strip()}")
    print(f"\n{games} seeded games of NILE (seeds 1-{games}), 3 players; means per game\n")
    print("| hands | entries | cards told | taps | entries typed | taps, a typed entry its keystrokes "
          "| entries on top of real cards | taps on top | taps (keystrokes) on top |")
    print("|---|---|---|---|---|---|---|---|---|")
    rows: dict[str, list[tuple[int, int, int, int, int]]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for label, tell in (("kept in real cards", None), ("every hand told, before (a card an entry)", cards_to_tell),
                            ("every hand told, after (a tell an entry, as soon as drawn)", hands_to_tell),
                            ("every hand told, after, told when the turn comes", told_at_turn)):
            if os.environ.get("NILE_TAPS_ONLY") and os.environ["NILE_TAPS_ONLY"] not in label and rows:
                continue
            rows[label] = [nile_taps(seed, Path(tmp), tell) for seed in range(1, games + 1)]
            base = [statistics.mean(r[i] for r in rows["kept in real cards"]) for i in range(5)]
            got = [statistics.mean(r[i] for r in rows[label]) for i in range(5)]
            keyed, keyed_base = got[2] - got[3] + got[4], base[2] - base[3] + base[4]
            print(f"| {label} | {got[0]:.2f} | {got[1]:.2f} | {got[2]:.2f} | {got[3]:.2f} | {keyed:.2f} | "
                  f"{got[0] / base[0] - 1:+.1%} | {got[2] / base[2] - 1:+.1%} | {keyed / keyed_base - 1:+.1%} |",
                  flush=True)


def main(games: int = 10) -> None:
    """Print the table: mean entries and taps per game, 3 and 4 players, before and after."""
    print(f"{platform.machine()}, {os.cpu_count()} cores, CPython {platform.python_version()}; "
          f"{subprocess.run(['uptime'], capture_output=True, text=True).stdout.strip()}")
    print("| players | entries before | entries after | entries built | taps before | taps after | taps built "
          "| taps one-tap | fewer taps after | fewer taps built | fewer taps one-tap |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    spec = registry()["ufern-des-nils"]
    with tempfile.TemporaryDirectory() as tmp:
        for n in (3, 4):
            runs = {after: [taps(spec.names(n), seed, Path(tmp), after) for seed in range(1, games + 1)]
                    for after in (False, True)}
            eb, tb = (statistics.mean(r[i] for r in runs[False]) for i in (0, 1))
            ea, ta, eu, tu, to = (statistics.mean(r[i] for r in runs[True]) for i in (0, 1, 2, 3, 4))
            print(f"| {n} | {eb:.1f} | {ea:.1f} | {eu:.1f} | {tb:.1f} | {ta:.1f} | {tu:.1f} | {to:.1f} | {1 - ta / tb:.0%} "
                  f"| {1 - tu / tb:.0%} | {1 - to / tb:.0%} |", flush=True)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--nile"]:
        nile_main(int(sys.argv[2]) if len(sys.argv) > 2 else 20)
    else:
        main(int(sys.argv[1]) if len(sys.argv) > 1 else 10)
