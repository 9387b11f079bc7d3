"""Golden playthroughs: a seeded game written out and diffed on every run (OpenSpiel's habit).

Set NILE_UPDATE_GOLDEN=1 to rewrite the files after an intended change, then review the diff.
The number of legal moves at every decision (python-chess's perft) is pinned for every game and table by
the conformance suite (tests/test_conformance.py, tests/golden/conformance/).
"""

import os
from pathlib import Path

import pytest

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
