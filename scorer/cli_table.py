"""The game ``nile play`` and ``nile serve`` drive, from their arguments: a new game, or a record resumed
(:func:`table_session`). Imported by those two commands only, when they run."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Optional

from scorer.cli import _game, _names_a_file, _split_names, fail
from scorer.session import SessionError, TableSession


def table_session(target: str, players: Optional[str], variant: list[str], out: Optional[str]):
    """The :class:`~scorer.session.TableSession` ``nile play`` and ``nile serve`` drive: a new game of
    ``target``, or the record ``target`` resumed. Unusable options exit 2."""
    try:
        if out is not None and out.endswith(("/", os.sep)):  # Path() would drop the slash and write a file
            fail(f"--out: {out} names a folder; name the record file in it, e.g. {out.rstrip('/' + os.sep)}/game.yaml")
        if not target.strip():
            fail("name a game to start (e.g. nile play nil --players Anna,Ben) or a record to go on with")
        if any(not v.strip() for v in variant):
            fail("--variant: no variant named (nile games lists each game's variants)")
        where = None if out is None else Path(out)
        return _resume(Path(target), players, variant, where) if _names_record(target) else \
            _start(target, players, variant, where)
    except SessionError as exc:
        fail(str(exc))


def _names_record(target: str) -> bool:
    """True when ``nile play``'s argument names a record (a file, or a path or YAML name) and not a game.
    A game's own name is a game even when a file of that name is in the folder (``./nil`` is the file)."""
    from scorer.games import registry

    path = Path(target)
    if target.lower() in registry():
        return False
    return path.exists() or path.is_symlink() or "/" in target or path.suffix.lower() in (".yaml", ".yml")


def _resume(path: Path, players: Optional[str], variants: list[str], out: Optional[Path]):
    if path.is_dir():
        fail(f"{path} is a folder, not a record; name the record file in it")
    if path.exists() and not path.is_file():
        fail(f"{path} is not a regular file (a device, a pipe or a socket), so it cannot be a record")
    if not path.is_file():
        fail(f"{path}: no such record (nile play GAME starts a new game)")
    given = [name for name, value in (("--players", players), ("--variant", variants), ("--out", out)) if value]
    if given:
        fail(f"{' and '.join(given)}: {path} is a record and already names its players and variants; "
             "it is resumed as it is (leave the option out, or start a new game with nile play GAME)")
    return TableSession.resume(path)


def _start(name: str, players: Optional[str], variants: list[str], out: Optional[Path]):
    from scorer.games import registry
    spec = registry()[_game(name, list(registry()), "referees")]
    seats = spec.catalogue.players
    if players is None:
        also = f" (to resume the file {name} in this folder, write ./{name})" if Path(name).is_file() else ""
        fail(f"--players: name the players of the new game in seating order, e.g. nile play {spec.slug} "
             f"--players {','.join(spec.names(seats.min))}{also}")
    count = players.strip()
    if count.isdigit():  # a count: checked before any name is made up (99999... would never end)
        if not (count.isascii() and seats.min <= int(count[:6]) <= seats.max and len(count) <= 6):
            fail(f"--players: {spec.title} is for {seats.min} to {seats.max} players, not {count!r}")
        names = spec.names(int(count))
    else:
        names = _split_names(players)
    if out is not None:
        _names_a_file(out, "--out", "record", f"{spec.slug}.yaml")
    return TableSession.start(spec, names, variants, out)
