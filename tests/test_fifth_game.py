"""A fifth game touches no shared file: a toy game (:mod:`tests.toy_game`), one package with its data file and
art, installed as a plugin in a temporary folder, is listed, printed, simulated, checked, scored, played through a
:class:`~scorer.session.TableSession` and exported to BG Stats, with every per-game hook taken from its
:class:`~scorer.engine.GameSpec` and nothing in ``scorer`` or ``pnp`` naming it."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from gamedata.games import game_files
from scorer.cli import app
from scorer.games import registry
from tests import toy_game


@pytest.fixture
def pebbles(tmp_path):
    """The toy game installed in ``tmp_path/site`` (on ``sys.path``); forgotten afterwards."""
    site = tmp_path / "site"
    site.mkdir()
    with toy_game.installed(site) as spec:
        yield spec


def run(*args: str):
    return CliRunner().invoke(app, list(args))


def test_the_toy_game_is_found_the_way_a_game_is_and_listed_last(pebbles):
    assert list(registry())[-1] == "pebbles" and list(registry()) == list(game_files())
    assert game_files()["pebbles"].package == "toy_pebbles"
    assert pebbles.title == "Pebbles" and pebbles.catalogue.deck("pile").total == 1
    result = run("games")
    assert result.exit_code == 0, result.output
    line = next(line for line in result.output.splitlines() if line.startswith("pebbles"))
    assert line.split() == ["pebbles", "Pebbles", "(2–3", "players)", "—", "print,", "check,", "score,", "simulate,",
                            "play"]


def test_the_toy_game_is_installed_for_one_test(pebbles):
    assert "pebbles" in registry()


def test_the_toy_game_is_gone_once_uninstalled():
    """After the test above the registry is not stuck with a fifth game (runs after it, in file order)."""
    assert "pebbles" not in registry() and "pebbles" not in game_files()


def test_the_toy_game_is_printed_as_a_one_card_catalogue(pebbles, tmp_path):
    from pypdf import PdfReader

    result = run("print", "pebbles", "--out", str(tmp_path / "out"))
    assert result.exit_code == 0, result.output
    pdf = tmp_path / "out" / "pebbles-a4.pdf"
    assert result.output.strip().splitlines()[-1] == str(pdf)
    reader = PdfReader(pdf)
    text = "\n".join(page.extract_text() for page in reader.pages)
    assert "Pile card" in text and "5 pebbles" in text


def test_the_toy_game_is_simulated_checked_and_scored(pebbles, tmp_path):
    record = tmp_path / "game.yaml"
    result = run("simulate", "pebbles", "-n", "3", "--seed", "4", "--out", str(record))
    assert result.exit_code == 0, result.output
    doc = yaml.safe_load(record.read_text(encoding="utf-8"))
    assert doc["players"] == ["Anna", "Ben", "Cleo"] and sum(doc["turns"]) == 5
    assert run("check", str(record)).exit_code == 0
    scored = run("score", "--json", str(record))
    assert scored.exit_code == 0, scored.output
    winners = json.loads(scored.output)["winners"]
    taker = doc["players"][(len(doc["turns"]) - 1) % 3]
    assert winners == [taker]


def test_a_broken_rule_of_the_toy_game_is_found_at_its_line(pebbles, tmp_path):
    record = tmp_path / "bad.yaml"
    record.write_text("game: pebbles\nplayers: [Anna, Ben]\nturns: [2, 2, 2]\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["check", str(record)])
    assert result.exit_code == 1
    assert "bad.yaml:3:15: turn 3" in result.output and "Take one or two pebbles (Tour)" in result.output, result.output


def test_the_toy_game_is_played_through_a_table_session_and_exported_to_bg_stats(pebbles, tmp_path):
    from scorer.session import Accepted, TableSession

    path = tmp_path / "table.yaml"
    session = TableSession.start(pebbles, ["Anna", "Ben"], [], path)
    for text in ("2", "2"):
        assert isinstance(session.enter(text), Accepted)
    refused = session.enter("2")
    assert not isinstance(refused, Accepted) and "Take one or two pebbles (Tour)" in str(refused)
    assert isinstance(session.enter("1"), Accepted) and session.over
    assert [s.rank for s in session.standings().standings] == [1, 2]
    assert run("check", str(path)).exit_code == 0
    out = tmp_path / "play.bgstats.json"
    result = run("score", str(path), "--to", "bgstats", "--out", str(out))
    assert result.exit_code == 0, result.output
    play = json.loads(out.read_text(encoding="utf-8"))
    assert play["game"]["name"] == "Pebbles" and play["game"]["sourceGameId"] == "pebbles"
    anna, ben = play["players"]
    assert (anna["name"], anna["winner"], anna["startPlayer"]) == ("Anna", True, True)  # the GameSpec's start_seat
    assert (ben["winner"], ben["startPlayer"]) == (False, False)


def test_a_catalogue_checked_by_a_model_it_names_or_refused_at_the_line_naming_none(pebbles):
    from gamedata.catalogue import Catalogue, CatalogueError, load_catalogue

    data = game_files()["pebbles"].data
    text = data.read_text(encoding="utf-8")
    data.write_text(text.replace("title: Pebbles", 'model: "gamedata.catalogue:Catalogue"\ntitle: Pebbles'), encoding="utf-8")
    load_catalogue.cache_clear()
    assert type(load_catalogue("pebbles")) is Catalogue
    data.write_text(text.replace("title: Pebbles", 'model: "gamedata.catalogue:Nothing"\ntitle: Pebbles'), encoding="utf-8")
    load_catalogue.cache_clear()
    try:
        with pytest.raises(CatalogueError, match="names no catalogue model") as err:
            load_catalogue("pebbles")
        assert (err.value.file, err.value.line) == (str(data), 3)
    finally:
        load_catalogue.cache_clear()


def test_each_game_of_this_distribution_is_checked_by_the_model_its_catalogue_names():
    from gamedata.catalogue import Catalogue, load_catalogue

    for slug in registry():
        cat = load_catalogue(slug)
        assert cat.model is not None and type(cat).__name__ == cat.model.rpartition(":")[2] != Catalogue.__name__


def _slug_constants(node: ast.AST) -> list[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return [value for element in node.elts for value in _slug_constants(element)]
    return []


def test_no_shared_module_keeps_a_table_of_games_or_asks_which_game_it_is():
    """Outside the games' own packages (``scorer/games/<game>/``), no module of ``scorer``, ``pnp`` or ``gamedata`` has a
    dict keyed by a game's slug or compares with one (``slug == "nile"``, ``slug in ("nil", ...)``): the
    per-game hooks are on the GameSpec (which caught GAME_MODELS, START_PLAYERS, LENSES, TOLD, TAIL and the
    web's board drawers before they moved)."""
    root = Path(__file__).resolve().parents[1]
    slugs = set(registry())
    found = []
    for path in [p for package in ("gamedata", "pnp", "scorer") for p in sorted((root / package).rglob("*.py"))]:
        parts = path.relative_to(root).parts
        if parts[:2] == ("scorer", "games") and len(parts) > 3:
            continue  # a game's own package
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Dict):
                hits = [v for key in node.keys if key is not None for v in _slug_constants(key)]
            elif isinstance(node, ast.Compare):
                hits = [v for side in [node.left, *node.comparators] for v in _slug_constants(side)]
            else:
                continue
            found += [f"{path.relative_to(root)}:{node.lineno}: {hit}" for hit in hits if hit in slugs]
    assert found == []
