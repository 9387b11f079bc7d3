"""The light install: `pip install .` brings what `nile print`, `check`, `score`, `show`, `simulate`,
`games` and `play` need, and `nile serve` and `nile study` need their extras (pyproject.toml), whose
absence they name in one line, exit 2, before doing anything.

A light install is simulated in a subprocess of this (full) test environment: every module that only the
extras bring (found from the installed distributions' own requirements) is blocked by a ``None`` in
``sys.modules``, which makes its import fail as a missing module's does.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tomllib
from functools import lru_cache
from importlib import metadata
from pathlib import Path

import pytest
from packaging.requirements import Requirement

from scorer.cli import EXTRAS

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def _requires(dist: str, extras: tuple[str, ...] = ("",)) -> set[str]:
    """The distributions ``dist`` requires with ``extras`` asked for (``""``: none), as normalised names,
    markers evaluated for this interpreter."""
    names = set()
    for text in metadata.requires(dist) or []:
        req = Requirement(text)
        if req.marker is None or any(req.marker.evaluate({"extra": e}) for e in extras):
            names.add(_norm(req.name))
            names |= {f"{_norm(req.name)}[{x}]" for x in req.extras}
    return names


def _norm(name: str) -> str:
    return name.lower().replace("_", "-").replace(".", "-")


def _closure(roots: set[str]) -> set[str]:
    """Every installed distribution that ``roots`` (``name`` or ``name[extra]``) bring, themselves too."""
    seen: set[str] = set()
    todo = list(roots)
    while todo:
        item = todo.pop()
        name, _, extra = item.partition("[")
        if item in seen:
            continue
        seen.add(item)
        try:
            todo += _requires(name, ("", extra.rstrip("]")) if extra else ("",))
        except metadata.PackageNotFoundError:  # a requirement for another platform
            seen.discard(item)
    return {s.partition("[")[0] for s in seen}


@lru_cache(maxsize=None)
def only_in_extras() -> tuple[str, ...]:
    """The top-level modules that only the extras' distributions provide: what a light install lacks."""
    core = _closure({"nile-games"})
    full = _closure({f"nile-games[{e}]" for e in EXTRAS})
    extra_dists = full - core
    owners = metadata.packages_distributions()
    return tuple(sorted(m for m, dists in owners.items() if all(_norm(d) in extra_dists for d in dists)))


#: a light install in a subprocess: argv[1] the modules to block (JSON), argv[2:] the command line
LIGHT = """
import json, sys
for name in json.loads(sys.argv[1]):
    sys.modules[name] = None
sys.argv = ["nile"] + sys.argv[2:]
from scorer.cli import main
main()
"""


def nile_light(*args: str, blocked: tuple[str, ...] | None = None, cwd: Path | None = None,
               stdin: str = "") -> subprocess.CompletedProcess[str]:
    """``nile ARGS`` as a console script, in a process where the extras' modules cannot be imported."""
    blocked = only_in_extras() if blocked is None else blocked
    return subprocess.run([sys.executable, "-c", LIGHT, json.dumps(list(blocked)), *args], capture_output=True,
                          text=True, input=stdin, cwd=cwd or ROOT, timeout=300)


def test_the_simulated_light_install_lacks_every_extra_module():
    blocked = set(only_in_extras())
    assert {"starlette", "uvicorn", "matplotlib", "numpy"} <= blocked, blocked
    # and none that the light commands need
    assert not blocked & {"reportlab", "PIL", "jinja2", "typer", "yaml", "pydantic", "pypdfium2", "prompt_toolkit",
                          "segno", "scorer", "pnp"}, blocked


def test_pyproject_extras_are_the_commands_extras():
    """serve and study have an extra each with the packages of EXTRAS; all is both; test installs all;
    the light dependencies hold none of them."""
    extras = PROJECT["optional-dependencies"]
    owners = metadata.packages_distributions()
    for command, modules in EXTRAS.items():
        wanted = {_norm(Requirement(r).name) for r in extras[command]}
        assert {_norm(owners[m][0]) for m in modules} == wanted, command
    assert set(extras) == {*EXTRAS, "all", "test"}
    assert extras["all"] == [f"nile-games[{','.join(EXTRAS)}]"]
    assert "nile-games[all]" in extras["test"]
    light = {_norm(Requirement(r).name) for r in PROJECT["dependencies"]}
    assert not light & {_norm(Requirement(r).name) for e in EXTRAS for r in extras[e]}


@pytest.mark.parametrize("missing", ["starlette", "uvicorn"])
def test_serve_without_its_extra_says_which_to_install(tmp_path, missing):
    done = nile_light("serve", "nil", "--players", "Anna,Ben", blocked=(missing,), cwd=tmp_path)
    assert done.returncode == 2, done
    assert done.stderr == (f"nile serve needs the 'serve' extra ({missing} is not installed): "
                           'pip install "nile-games[serve]"\n')
    assert done.stdout == ""
    assert list(tmp_path.iterdir()) == []  # no record made for a server that cannot start


@pytest.mark.parametrize("command", list(EXTRAS))
def test_the_help_of_a_command_with_an_extra_works_without_it_and_names_it(command):
    done = nile_light(command, "--help")
    assert done.returncode == 0, done.stderr
    assert f'Needs the {command} extra: pip install "nile-games[{command}]".' in done.stdout


@pytest.mark.parametrize("missing", ["matplotlib", "numpy"])
def test_study_without_its_extra_says_which_to_install(tmp_path, missing):
    """Said at once, before a game is played; numpy stands for any dependency of matplotlib."""
    done = nile_light("study", "nil", "--games", "50", "--players", "2", "--jobs", "1", "--out",
                      str(tmp_path / "study.md"), blocked=(missing,), cwd=tmp_path)
    assert done.returncode == 2, done
    assert done.stderr == (f"nile study needs the 'study' extra ({missing} is not installed): "
                           'pip install "nile-games[study]"\n')
    assert done.stdout == ""
    assert list(tmp_path.iterdir()) == []


def test_every_light_command_runs_without_the_extras(tmp_path):
    """print, check, score (with the BG Stats QR code), show (a PNG), simulate, play and games, in a
    light install; games says which extras are missing."""
    out = tmp_path / "out"
    assert nile_light("print", "land-unter", "--out", str(out)).returncode == 0
    assert (out / "land-unter-a4.pdf").stat().st_size > 10_000
    game = EXAMPLES / "nil" / "game.yaml"
    assert nile_light("check", str(game)).returncode == 0
    scored = nile_light("score", str(game), "--to", "bgstats", "--out", str(tmp_path / "play.json"))
    assert scored.returncode == 0, scored.stderr
    assert (tmp_path / "play.json").exists()
    shown = nile_light("show", str(game), "--out", str(tmp_path / "board.png"))
    assert shown.returncode == 0, shown.stderr
    assert (tmp_path / "board.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    record = tmp_path / "sim.yaml"
    assert nile_light("simulate", "ufern-des-nils", "-n", "3", "--out", str(record)).returncode == 0
    assert nile_light("check", str(record)).returncode == 0
    typed = (EXAMPLES / "nil" / "typed.txt").read_text(encoding="utf-8")
    played = nile_light("play", "nil", "--players", "Anna,Ben", "--out", str(tmp_path / "p.yaml"), stdin=typed)
    assert played.returncode == 0, played.stderr
    assert "saved" in played.stdout and (tmp_path / "p.yaml").exists()
    listed = nile_light("games").stdout.splitlines()
    for extra in EXTRAS:
        assert f'nile {extra} — not installed: pip install "nile-games[{extra}]"' in listed[-2] + listed[-1]


def test_games_says_the_extras_are_installed_in_a_full_install():
    done = subprocess.run([sys.executable, "-c", LIGHT, "[]", "games"], capture_output=True, text=True, cwd=ROOT)
    assert done.stdout.splitlines()[-2:] == ["[serve]          nile serve — installed",
                                             "[study]          nile study — installed"]


def test_help_imports_no_extra():
    code = ("import sys; sys.argv = ['nile', '--help']\nfrom scorer.cli import main\ntry:\n    main()\n"
            "except SystemExit:\n    pass\nprint(sorted(m for m in ('starlette', 'uvicorn', 'matplotlib', 'numpy') "
            "if m in sys.modules), file=sys.stderr)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert done.stderr.strip() == "[]"


def _package_files() -> list[tuple[str, str]]:
    """Every file of the installed packages' folders that is not Python source, as (package, path in the
    package's folder): the folders of pnp/, scorer/ and those pyproject.toml maps (data/, templates/)."""
    tool = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    roots = {"pnp": "pnp", "scorer": "scorer", **tool["package-dir"]}
    found = []
    for package, folder in roots.items():
        for path in sorted((ROOT / folder).rglob("*")):
            rel = path.relative_to(ROOT / folder)
            if path.is_dir() or path.suffix in (".py", ".pyc") or "__pycache__" in rel.parts:
                continue
            # the package is the deepest folder above the file with an __init__.py
            parts = rel.parts[:-1]
            while parts and not (ROOT / folder).joinpath(*parts, "__init__.py").exists():
                parts = parts[:-1]
            found.append((".".join((package, *parts)), "/".join(rel.parts[len(parts):])))
    return found


def test_every_file_of_a_package_is_installed():
    """A file beside the code (a template, a stylesheet, a data file) is in the wheel only if a
    package-data pattern of pyproject.toml names it; each such file must be named (page.css was not)."""
    from fnmatch import fnmatchcase

    patterns = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"][
        "package-data"]
    files = _package_files()
    assert ("scorer.web", "static/page.css") in files and ("nile_data", "nil.yaml") in files
    left_out = [f"{package}: {path}" for package, path in files
                if not any(len(p.split("/")) == len(path.split("/")) and fnmatchcase(path, p)
                           for p in patterns.get(package, []))]
    assert left_out == []
