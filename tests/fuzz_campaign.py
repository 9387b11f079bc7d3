"""A seeded campaign of mangled records, shared by ``test_fuzz.py`` and by hand-run bigger campaigns.

Three families of damage:

* **text** — junk inserted, spans deleted, lines swapped or duplicated, words replaced, indentation
  broken, control characters and odd unicode;
* **structure** — the record read as data, one value replaced by a value of a wrong type (huge and
  negative numbers, NaN, unicode, lists, mappings, null), a key removed or an unknown one added, a
  player duplicated or renamed, then written back as YAML;
* **attacks** — hand-written YAML that PyYAML's constructors reject with plain Python errors, deep
  nesting, aliases ("billion laughs"), merge keys, several documents, a game named by a list, values no
  game can have (a pawn on space 31, an obelisk on -1, 2**63 points, a water level of -7), bids that are
  not words, names that are not names, digits that are not ASCII (``A١١``, ``A²1``), huge values.

Every record runs under one of check, score, ``--keep-going``, ``--json``, ``--partial``, ``show`` and
``check --show`` in turn. :func:`other_inputs` adds what is not a record at all: a FIFO, a device, a
folder, a file over the size limit, binary junk.

``python tests/fuzz_campaign.py 5000`` runs a bigger campaign and prints what went wrong.
"""

from __future__ import annotations

import copy
import math
import random
import sys
from pathlib import Path
from typing import Any, Iterator

import yaml

ROOT = Path(__file__).resolve().parent.parent
SOURCES = {
    "land-unter": [ROOT / "examples" / "land-unter" / n for n in ("three-players.yaml", "no-hands.yaml", "tally.yaml")],
    "nile": [ROOT / "examples" / "nile" / n for n in ("opening.yaml", "table-record.yaml", "tally.yaml")],
    "nil": [ROOT / "examples" / "nil" / n for n in ("game.yaml", "illegal.yaml", "tally.yaml")],
    "ufern-des-nils": [ROOT / "examples" / "ufern-des-nils" / n for n in ("game.yaml", "illegal.yaml", "tally.yaml")],
}
JUNK = ["", "-", ":", "[", "]", "{", "}", "'", '"', "#", "  ", "\t", "null", "-5", "999", "x", "Zed",
        "water", "played", "rounds", "&a", "*a", "!!python/object:os.system", "\x00", "\x07", "é", "0.5",
        "true", "flood", "Plague", "?", "[?]", "Wheat/Wheat", "{Plague: 3}", "{}", "[{}]", "market", "hapi",
        "storage", "2026-02-30", "!!int abc", "!!float x", "!!bool maybe", "!!timestamp nope", "~", "<<: *a",
        "---", "...", "%YAML 1.1", "\u202e", "\ufeff", "😀", "1e400", "-0", "0x1F", "9" * 40,
        "١١", "²", "31", "-7", str(2 ** 63), "9" * 5000, "x" * 5000]
WORDS = ["Julia", "Frank", "41", "water", "[", "12", "Wheat", "flood", "Anna", "Ben", "plant", "drew",
         "Plague", "hapi", "lifebelts", "player", "storage", "game", "trade", "market", "speculate",
         "tiles", "blocked", "cross", "U", "M11", "NE", "A11 E", "V21 S", "bend", "universal", "end",
         "W4.2", "E2.1", "M4", "sow", "harvest", "rot", "stop", "A single-double", "hippo", "flax", "joker"]
WRONG_VALUES: list[Any] = [None, True, -1, 0, 10**30, -10**30, 2.5, math.nan, math.inf, "", "x", "é😀",
                           "?", [], [None], [[1]], {}, {"a": 1}, {"Plague": []}, {"Plague": 3}, "Plague",
                           "2026-02-30", 60, 61, 13, "Papyrus", "Papyrus/Papyrus", "papyrus", [1, 1, 1],
                           "A11 E", "cross", "cross A11", "Z99 N", "A11", "N", "M11 bend", "bend", ["?"] * 5,
                           ["universal"] * 9, "A0 N", "A11 E U U", "W4.2", "E2.1", "W9.9", "A blank-blank W5.1",
                           "A sd W5.1 reveals rot 9", "W5.1 rot 2 + arrow", "rot M9 1 2", "rot M4 1 1 1", "stop A xx",
                           "harvest W4.1", "buy Zed's flax", "sow rice W4.1", ["ripe flax W4.2"], {"hippo": {}},
                           2 ** 63, -2 ** 63, -7, 31, 30, [5], [None], [["flax"]], {"hippo": {"Anna": [5]}},
                           "A١١ E", "A²1 E", "W٥.١ rot 2", "rot M٤ 1 3", "x" * 5000, "9" * 5000, int("9" * 400),
                           "buy Anna Maria's flax", "Ben\nLee", "Ben\tLee", " "]

DEEP = "notes:\n" + "".join("  " * i + "-\n" for i in range(1, 500)) + "  " * 500 + "- x\n"
LAUGHS = "a: &a [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{chr(98 + i)}: &{chr(98 + i)} [" + ", ".join([f"*{chr(97 + i)}"] * 10) + "]\n" for i in range(9))


def attacks(game: str) -> list[str]:
    """Hand-written hostile records for ``game``."""
    head = f"game: {game}\nplayers: [Anna, Ben, Cleo]\n"
    body = {"nile": "turns:\n  - player: Anna\n    flood: Wheat\n",
            "nil": "turns:\n  - {player: Anna, tiles: [A11 E]}\n"}.get(game, "rounds: []\n")
    out = [head + line + "\n" + body for line in (
        "date: 2026-02-30", "date: !!int abc", "date: !!int ''", "date: !!float abc", "date: !!bool maybe",
        "date: !!timestamp nope", "date: !!int 0x", "date: !!float ''", "notes: !!binary '%%%'",
        "date: 9999-99-99", "date: 2026-13-01 10:00", "notes: !!python/object/apply:os.system [ls]",
        "notes: !!set {a, b}", "date: !!int " + "9" * 5000, "<<: {game: nile}")]
    out += [
        f"game: {game}\nplayers: [Anna, Ben, Cleo]\n" + DEEP,
        f"game: {game}\nplayers: [Anna, Ben, Cleo]\nnotes: " + "[" * 300 + "]" * 300 + "\n",
        f"game: {game}\nplayers: [Anna, Ben, Cleo]\nnotes: " + "{a: " * 300 + "1" + "}" * 300 + "\n",
        LAUGHS + f"game: {game}\nplayers: [Anna, Ben, Cleo]\n",
        f"game: {game}\nplayers: &p [Anna, Ben, Cleo]\nvariants: *p\n",
        "game: [land-unter]\nplayers: [Anna, Ben, Cleo]\n", "game: {nile: 1}\nplayers: [Anna, Ben]\n",
        "game: 5\nplayers: [Anna, Ben]\n", "game: ''\n", "game: NILE\nplayers: [A, B]\n", "game: nil\n",
        head + "---\n" + head, "\ufeff" + head + body, head + "\x00\n", head + "notes: a\x0bb\n",
        f"game: {game}\nplayers: [Anna, Anna, Ben]\n" + body, "[1, 2]\n", "just words\n", "",
        f"game: {game}\nplayers: [" + ", ".join(f"P{i}" for i in range(200)) + "]\n",
        f"game: {game}\nplayers: [Anna, Ben, Cleo]\nvariants: [open-play, open-play, x]\n",
        f"game: {game}\nplayers: ['', Ben, Cleo]\n" + body, f"game: {game}\nplayers: [\"Anna\\nB\", Ben, Cleo]\n" + body,
        f"game: {game}\nplayers: [\"Anna\\tB\", Ben, Cleo]\n" + body,
        f"game: {game}\nplayers: [Anna, Ben, Cleo]\nnotes: " + "x" * 5000 + "\n",
        f"game: {game}\nplayers: [Anna, Ben, Cleo]\ndate: " + "9" * 5000 + "\n",
    ]
    if game == "nile":
        turn = "turns:\n  - player: Anna\n    flood: Wheat\n"
        out += [head + turn + f"    {line}\n" for line in (
            "drew: [{}]", "drew: [{Plague: 3}]", "drew: [{Plague: [Wheat], x: 1}]", "drew: [?]",
            "drew: [?, Plague, ?]", "drew: -3", "drew: 100000000", "plant: {Papyrus: 2, papyrus: 1}",
            "plant: {}", "plant: {Papyrus: 0}", "plant: {Papyrus: 99999999999}", "speculate: []",
            "speculate: [Papyrus/Papyrus, Wheat/Lettuce, Flax/Castor]", "trade: [{}]",
            "trade: [{market: [], hapi: []}]", "trade: [{hapi: {hand: [?]}, flood: ?}]",
            "payout: {Anna: 100000000}", "harvest: {Anna: [?]}", "flood: []", "flood: [?]", "flood: {}")]
        out += [head + "deal: {Anna: [Papyrus, ?]}\n" + turn, head + "storage: {Anna: {Wheat: -1}}\n",
                head + "storage: {Anna: {Wheat: 100}, Ben: {}, Cleo: {}}\n", head + "removed: [?]\n" + turn]
    elif game == "nil":
        out += [head + "turns:\n  - " + line + "\n" for line in (
            "{player: Anna, tiles: []}", "{player: Anna, tiles: [A11 E], blocked: [bend]}", "{player: Anna, tiles: [?]}",
            "{player: Anna, tiles: [cross]}", "{player: Anna, tiles: [A11 E], drew: [?, ?, ?, ?, ?, ?, ?]}",
            "{player: Anna, blocked: [universal, universal, universal, universal, universal]}",
            "{player: Anna, tiles: [A11 E, B11 E, C11 E, D11 E, E11 E, F11 E]}", "{player: Zed, tiles: [A11 E]}",
            "{player: Anna, tiles: [A11 E], score: 99999999999999999999}", "{player: Anna, tiles: [N, S, E, W]}",
            f"{{player: Anna, tiles: [A11 E], score: {2 ** 63}}}", "{player: Anna, tiles: [A١١ E]}",
            "{player: Anna, tiles: [A²1 E]}", "{player: Anna, tiles: [A" + "9" * 5000 + " E]}")]
        out += [head + "start: [{Anna: [bend], Ben: [arc, arc, arc, arc]}]\n" + body,
                head + "start: Zed\n" + body, head + "deal: {Anna: [universal, universal, universal, universal, universal]}\n" + body,
                head + "end: {Anna: [blank]}\n" + body, head + "tally: {Anna: {plus: -1, minus: 0}}\n",
                head + "tally: {Anna: {plus: 1, minus: 0}}\n" + body]
    elif game == "ufern-des-nils":
        # the example's set-up and opening in full, so that a round's items are read (a bare opening
        # stops the reader before the rounds)
        text = (ROOT / "examples" / "ufern-des-nils" / "game.yaml").read_text(encoding="utf-8")
        whole = text[text.index("first:"):text.index("rounds:")]
        opening = ("desert: [W5.5, E5.5, W4.4]\nopening:\n  boat: {Anna: [flax, flax], Ben: [flax, flax], "
                   "Cleo: [flax, flax]}\n")
        out += [head + whole + "rounds:\n  - " + line + "\n" for line in (
            "{flood: [A blank-blank W5.1]}", "{flood: [A sd W9.1]}", "{flood: [C ss W5.1]}", "{ebb: [W5.1]}",
            "{flood: [A sd W5.1 reveals nothing]}", "{flood: [{hippo: {Anna: [rice]}}]}", "{flood: [{hippo: 3}]}",
            "{actions: {Zed: [joker]}}", "{actions: {Anna: [sow flax W2.1]}}", "{actions: {Anna: [buy Zed's flax]}}",
            "{pawns: {Anna: -4}}", "{obelisk: 99999999999999999999}", "{flood: [stop A ss, C dd]}",
            "{actions: {Anna: [harvest W4.1 M9]}}", "{first: Zed}")]
        out += [head + "desert: [W9.9]\nopening: {}\nrounds: []\n", head + "bids: [{Anna: [flax]}]\n",
                head + "tally: {Anna: {pawn: 0, lost: 0}}\n", head + "tally: {Anna: {pawn: 3, lost: 1}}\n" + opening,
                head + "first: Zed\n", head + opening + "  water: {Anna: [1]}\n",
                head + "tally: {Anna: {pawn: 31, lost: 0}, Ben: {pawn: 3, lost: 0}, Cleo: {pawn: 2, lost: 0}}\n",
                head + f"tally: {{Anna: {{pawn: {2 ** 63}, lost: 0}}, Ben: {{pawn: 3, lost: 0}}, Cleo: {{pawn: 2, lost: 0}}}}\n",
                head + "tally: {Anna: {pawn: 30, lost: 99}, Ben: {pawn: 3, lost: 0}, Cleo: {pawn: 2, lost: 0}}\n"]
        out += [head + whole + "rounds:\n  - " + line + "\n" for line in (
            "{obelisk: -1}", f"{{pawns: {{Anna: {2 ** 63}}}}}", "{pawns: {Anna: 31}}",
            "{flood: [{hippo: {Anna: [5], Ben: [], Cleo: []}}]}", "{flood: [{hippo: {Anna: [null], Ben: [], Cleo: []}}]}",
            "{flood: [{hippo: {Anna: [[flax]], Ben: [], Cleo: []}}]}", "{flood: [W٥.١ rot 2]}",
            "{actions: {Anna: [buy Anna Maria's flax]}}")]
        # round 1 of the whole example replaced, so the reader gets that far: a hippo's actions as a
        # mapping (a KeyError once), a water item in the other phase's list, an ebb on a flood round
        example = (ROOT / "examples" / "ufern-des-nils" / "game.yaml").read_text(encoding="utf-8")
        first = "- flood: [B single-blank E5.1, B double-blank W3.2]"
        out += [example.replace(first, "- " + line, 1) for line in (
            "flood: [B single-blank E5.1, {hippo: {Anna: [], Ben: [], Cleo: []}, actions: {Anna: [joker]}}]",
            "flood: [B single-blank E5.1, {hippo: {Anna: [], Ben: [], Cleo: []}, actions: 0}]",
            "ebb: [B single-blank E5.1, B double-blank W3.2]", "ebb: [E5.1 rot 1]")]
    else:
        out += [head + "rounds:\n  - lifebelts: {Anna: 1, Ben: 1, Cleo: 1}\n    tricks:\n      - " + line + "\n"
                for line in ("water: [1, 99]", "{water: [1, 2], played: {}}", "water: [0, 0]\n        played: {Anna: 0}",
                             "water: [1, 2]\n        played: {Anna: 100000000000000}", "{}",
                             "water: [1, 2]\n        played: {Zed: 4}")]
        out += [head + "tally:\n  - {Anna: {lifebelts: 1, water: -7}, Ben: {lifebelts: 0, water: 3}, Cleo: {out: true}}\n",
                head + "tally:\n  - {Anna: {lifebelts: -2, water: 5}, Ben: {lifebelts: 0, water: 3}, Cleo: {out: true}}\n",
                head + "rounds:\n  - lifebelts: {Anna: -1, Ben: 1, Cleo: 1}\n",
                head + "rounds:\n  - hands: {Anna: [1, 1, 1]}\n", head + "rounds:\n  - {}\n",
                head + "rounds: []\n"]
    return out


def _text_mutation(text: str, rng: random.Random) -> str:
    for _ in range(rng.randint(1, 6)):
        kind = rng.randrange(7)
        i = rng.randrange(len(text) + 1)
        lines = text.splitlines(keepends=True) or [""]
        if kind == 0:
            text = text[:i] + rng.choice(JUNK) + text[i:]
        elif kind == 1:
            text = text[:i] + text[i + rng.randrange(1, 30):]
        elif kind == 2:
            a, b = rng.randrange(len(lines)), rng.randrange(len(lines))
            lines[a], lines[b] = lines[b], lines[a]
            text = "".join(lines)
        elif kind == 3:
            a = rng.randrange(len(lines))
            text = "".join(lines[:a + 1] + [lines[a]] + lines[a + 1:])
        elif kind == 4:
            a = rng.randrange(len(lines))
            lines[a] = " " * rng.randrange(1, 5) + lines[a] if rng.random() < 0.5 else lines[a].lstrip()
            text = "".join(lines)
        elif kind == 5:
            text = text.replace(rng.choice(WORDS), rng.choice(JUNK + WORDS), rng.choice([1, -1]))
        else:
            text = text[:i] + chr(rng.choice([0x01, 0x1b, 0x7f, 0x85, 0xa0, 0x2028, 0xfffe, 0x10ffff])) + text[i:]
    return text


def _paths(data: Any, prefix: tuple = ()) -> Iterator[tuple]:
    yield prefix
    if isinstance(data, dict):
        for k, v in data.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            yield from _paths(v, prefix + (i,))


#: each source record's data, read once (PyYAML's pure-Python reader took a third of a campaign's time)
_READ: dict[str, Any] = {}


def _structure_mutation(text: str, rng: random.Random) -> str:
    if text not in _READ:
        _READ[text] = yaml.safe_load(text)
    data = copy.deepcopy(_READ[text])  # (a copy of its own: mutated below)
    for _ in range(rng.randint(1, 3)):
        paths = [p for p in _paths(data) if p]
        path = rng.choice(paths)
        parent = data
        for part in path[:-1]:
            parent = parent[part]
        last = path[-1]
        kind = rng.randrange(5)
        if kind <= 1:
            parent[last] = copy.deepcopy(rng.choice(WRONG_VALUES))
        elif kind == 2 and isinstance(parent, dict):
            del parent[last]
        elif kind == 2:
            parent.pop(last)
        elif kind == 3 and isinstance(parent, dict):
            parent[rng.choice(["colour", "score", "Zed", "wáter", "drew", "harvest", "hands"])] = \
                copy.deepcopy(rng.choice(WRONG_VALUES))
        elif kind == 3:
            parent.append(copy.deepcopy(parent[last]))
        elif isinstance(data.get("players"), list) and data["players"]:
            players = data["players"]
            j = rng.randrange(len(players))
            players[j] = rng.choice([players[0], "Zed", "", "Ánna 😀", 7, None, "Ben\nLee", "Ben\tLee", " Ben",
                                     "Anna Maria", "A,B", "x" * 5000])
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False)


def campaign(game: str, count: int, seed: int = 0) -> Iterator[tuple[str, str]]:
    """``count`` mangled records of ``game``: (family, text), the same for the same ``seed``."""
    rng = random.Random(f"{game}-{seed}")
    hostile = attacks(game)
    sources = [p.read_text(encoding="utf-8") for p in SOURCES[game]]
    for i in range(count):
        if i < len(hostile):
            yield "attack", hostile[i]
        elif i % 2:
            yield "text", _text_mutation(rng.choice(sources), rng)
        else:
            yield "structure", _structure_mutation(rng.choice(sources), rng)


COMMANDS = [("check",), ("score",), ("check", "--keep-going"), ("check", "--json"), ("score", "--json"),
            ("score", "--partial"), ("show", "--out", "{picture}"), ("check", "--show", "{picture}")]


def other_inputs(folder: Path) -> list[Path]:
    """Paths that are not records at all, made in ``folder``: a FIFO, devices, a folder, a missing file,
    a file over the size limit, binary junk, a link to the FIFO, an empty file."""
    import os

    from scorer.record import MAX_RECORD_BYTES

    fifo = folder / "pipe.yaml"
    if not fifo.exists():
        os.mkfifo(fifo)
    (folder / "long.yaml").write_bytes(b"game: nil\nnotes: " + b"x" * MAX_RECORD_BYTES + b"\n")
    (folder / "junk.yaml").write_bytes(bytes(range(256)) * 10)
    (folder / "empty.yaml").write_bytes(b"")
    (folder / "a-folder.yaml").mkdir(exist_ok=True)
    link = folder / "link.yaml"
    if not link.is_symlink():
        link.symlink_to(fifo)
    return [fifo, Path("/dev/zero"), Path("/dev/null"), folder / "a-folder.yaml", folder / "missing.yaml",
            folder / "long.yaml", folder / "junk.yaml", folder / "empty.yaml", link]


def run_one(invoke, path: Path, command: tuple[str, ...]) -> str | None:
    """Run ``nile COMMAND PATH`` through ``invoke`` (a CliRunner call); None if it behaved, else why not.
    A ``{picture}`` in ``command`` is a picture file beside ``path``; a command that runs more than
    20 seconds has hung (a FIFO read forever)."""
    import json
    import signal

    picture = path.parent / "picture.pdf"
    command = tuple(str(picture) if c == "{picture}" else c for c in command)
    regular = path.is_file()
    before = path.read_bytes() if regular else None

    def hung(*_args: Any) -> None:
        raise TimeoutError("hung for 20 s")

    old = signal.signal(signal.SIGALRM, hung)
    signal.alarm(20)
    try:
        result = invoke(*command[:1], path, *command[1:])
    except TimeoutError as exc:
        return str(exc)
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
    left = [p.name for p in path.parent.iterdir() if ".part" in p.name]
    if left:
        return f"temporary files left: {left}"
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        import traceback

        return "traceback: " + "".join(traceback.format_exception(result.exception))[-800:]
    if result.exit_code not in (0, 1, 2):
        return f"exit code {result.exit_code}"
    if regular and path.read_bytes() != before:
        return "the record was changed"
    if "Traceback" in result.output or "invalid literal" in result.output or "Exceeds the limit" in result.output:
        return f"Python's own words reached the user: {result.output[-300:]!r}"
    if result.exit_code == 2 and len(result.stderr) > 3000:
        return f"a message of {len(result.stderr)} characters (a value echoed whole?)"
    if result.exit_code == 2 and str(path) not in result.stderr:
        return f"exit 2 without naming the file: {result.stderr[:300]!r}"
    if "--json" in command:
        try:
            json.loads(result.stdout)
        except ValueError:
            return f"--json printed no JSON document: {result.stdout[:300]!r}"
    return None


def main(count: int) -> int:
    """Run a campaign of ``count`` records per game; print every failure; return how many failed."""
    import tempfile

    from typer.testing import CliRunner

    from scorer.cli import app

    runner = CliRunner()
    failures = 0
    folder = Path(tempfile.mkdtemp())
    for game in SOURCES:
        for i, (family, text) in enumerate(campaign(game, count, seed=int(__import__("os").environ.get("FUZZ_SEED", "1")))):
            path = folder / f"{game}-{i}.yaml"
            path.write_bytes(text.encode("utf-8", "surrogatepass"))
            command = COMMANDS[i % len(COMMANDS)]
            problem = run_one(lambda *a: runner.invoke(app, [str(x) for x in a]), path, command)
            if problem:
                failures += 1
                print(f"--- {game} #{i} ({family}) nile {' '.join(command)} {path}\n{problem}\n")
    print(f"{failures} failures")
    return failures


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(1 if main(int(sys.argv[1]) if len(sys.argv) > 1 else 1000) else 0)
