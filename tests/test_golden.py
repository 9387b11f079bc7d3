"""Golden playthroughs: a seeded game written out and diffed on every run (OpenSpiel's habit).

Set NILE_UPDATE_GOLDEN=1 to rewrite the files after an intended change, then review the diff.
Besides the record and its score, each game pins the number of legal moves at every decision (as
python-chess pins perft counts): a rule that lets one move too many or too few changes the counts.
"""

import os
from pathlib import Path

import pytest

from scorer.engine import CHANCE
from scorer.games.land_unter import engine as land_unter
from scorer.games.nil import engine as nil_engine
from scorer.games.nile import engine as nile_engine
from scorer.games.ufern import engine as ufern_engine

GOLDEN = Path(__file__).parent / "golden"
CASES = [("land-unter", "land-unter-4p-seed-2026", 4, 2026, []),
         ("land-unter", "land-unter-3p-open-play-seed-7", 3, 7, ["open-play"]),
         ("nile", "nile-4p-seed-2026", 4, 2026, []),
         ("nile", "nile-2p-short-seed-9", 2, 9, ["two-player-short"]),
         ("nil", "nil-4p-seed-2026", 4, 2026, []),
         ("nil", "nil-2p-seed-12", 2, 12, []),
         ("ufern-des-nils", "ufern-des-nils-4p-seed-2026", 4, 2026, []),
         ("ufern-des-nils", "ufern-des-nils-3p-variants-seed-5", 3, 5,
          ["hippo-auction", "first-player-bid", "buy-other-seed", "joker-restores"])]
ENGINES = {"land-unter": (land_unter, "LandUnter"), "nile": (nile_engine, "Nile"), "nil": (nil_engine, "Nil"),
           "ufern-des-nils": (ufern_engine, "Ufern")}


@pytest.mark.parametrize("game,name,players,seed,variants", CASES)
def test_golden_playthrough(nile, tmp_path, game, name, players, seed, variants):
    record = tmp_path / "game.yaml"
    extra = [a for v in variants for a in ("--variant", v)]
    result = nile("simulate", game, "--players", players, "--seed", seed, "--out", record, *extra)
    assert result.exit_code == 0, result.output
    scored = nile("score", record)
    assert scored.exit_code == 0
    actual = {".yaml": record.read_text(encoding="utf-8"), ".score.txt": scored.stdout}
    for suffix, text in actual.items():
        path = GOLDEN / (name + suffix)
        if os.environ.get("NILE_UPDATE_GOLDEN"):
            path.write_text(text, encoding="utf-8")
        assert path.read_text(encoding="utf-8") == text, f"{path.name} changed"


def legal_move_counts(game: str, players: int, seed: int, variants: list[str]) -> str:
    """The number of legal moves at every player decision of the seeded game, 20 to a line, and
    their total."""
    engine, state_class = ENGINES[game]
    names = ["Anna", "Ben", "Cleo", "Dana", "Emil"][:players]
    _, moves = engine.simulate(names, seed, variants)
    state = getattr(engine, state_class)(names, variants)
    counts = []
    for move in moves:
        if state.current_player != CHANCE:
            counts.append(len(state.legal_moves()))
        state.apply(move)
    lines = [" ".join(map(str, counts[i:i + 20])) for i in range(0, len(counts), 20)]
    return f"# legal moves at each of {len(counts)} decisions; total {sum(counts)}\n" + "\n".join(lines) + "\n"


@pytest.mark.parametrize("game,name,players,seed,variants", CASES)
def test_golden_legal_move_counts(game, name, players, seed, variants):
    text = legal_move_counts(game, players, seed, variants)
    path = GOLDEN / (name + ".legal.txt")
    if os.environ.get("NILE_UPDATE_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    assert path.read_text(encoding="utf-8") == text, f"{path.name} changed"
