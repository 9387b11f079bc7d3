"""An den Ufern des Nils records through the CLI: the examples, findings at their line with the rule
(exit 1), unreadable items at their line (exit 2), typed pawns checked, tally-only scoring with the
tiebreak, variants simulated and checked, and ``nile show`` / ``check --show``."""

from pathlib import Path

import yaml

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "ufern-des-nils"
GAME = yaml.safe_load((EXAMPLES / "game.yaml").read_text(encoding="utf-8"))


def write(tmp_path, rounds, **extra) -> Path:
    """The example game's set-up and opening with ``rounds`` after it."""
    record = {k: GAME[k] for k in ("game", "players", "first", "desert", "opening")}
    record.update(extra)
    record["rounds"] = rounds
    path = tmp_path / "game.yaml"
    path.write_text(yaml.safe_dump(record, sort_keys=False, default_flow_style=None), encoding="utf-8")
    return path


def test_examples(nile):
    assert nile("check", EXAMPLES / "game.yaml").exit_code == 0
    assert nile("check", EXAMPLES / "tally.yaml").exit_code == 0
    result = nile("check", EXAMPLES / "illegal.yaml")
    assert result.exit_code == 1
    assert "illegal.yaml:27:" in result.stderr
    assert "E3.2: a double wave cannot meet the single wave of the card on E3.1" in result.stderr
    assert "rule: Flood: water cards are laid like dominoes from the river [Déroulement; Flux]; decision U5" \
        in result.stderr


def test_a_sow_on_a_full_field_names_the_players_there(nile, tmp_path):
    first = dict(GAME["rounds"][0])
    first["actions"] = {"Anna": ["sow flax W4.1"]}   # Ben and Cleo both grow on W4.1 after the opening
    first.pop("pawns"), first.pop("obelisk")
    result = nile("check", write(tmp_path, [first]))
    assert result.exit_code == 1
    assert "Anna cannot sow on W4.1: W4.1 already holds 2 plants (Ben and Cleo)" in result.stderr


def test_a_harvest_to_a_row_its_palms_do_not_reach(nile, tmp_path):
    first = dict(GAME["rounds"][0])
    first["actions"] = {"Anna": ["harvest E5.3 M1"]}
    first.pop("pawns"), first.pop("obelisk")
    result = nile("check", write(tmp_path, [first]))
    assert result.exit_code == 1 and "wheat from a 3-palm field cannot go to market row M1 (only M2, M3, M4)" \
        in result.stderr


def test_typed_pawns_are_checked(nile, tmp_path):
    first = dict(GAME["rounds"][0])
    first["obelisk"] = 30
    result = nile("check", write(tmp_path, [first]))
    assert result.exit_code == 1 and "the obelisk is on space 27" in result.stderr


def test_unreadable_items_exit_2_at_their_line(nile, tmp_path):
    first = dict(GAME["rounds"][0])
    first["flood"] = ["B single-blank E5.1", "C double-blank W3.2"]
    result = nile("check", write(tmp_path, [first]))
    assert result.exit_code == 2 and "game.yaml:" in result.stderr and "not a flood or ebb item" in result.stderr
    first["flood"] = ["B single-blank Q5.1"]
    assert nile("check", write(tmp_path, [first])).exit_code == 2


def test_a_tally_ranks_by_pawn_then_fewest_plants_lost(nile):
    result = nile("score", EXAMPLES / "tally.yaml")
    assert result.exit_code == 0
    assert "Winner: Ben" in result.stdout and "Ben and Cleo are on space 24, and Ben lost the fewest plants (3)" \
        in result.stdout


def test_simulated_games_with_every_variant_check_and_score(nile, tmp_path):
    variants = ["hippo-auction", "first-player-bid", "buy-other-seed", "joker-restores"]
    for players in (2, 5):
        path = tmp_path / f"v{players}.yaml"
        args = [a for v in variants for a in ("--variant", v)]
        assert nile("simulate", "ufern-des-nils", "-n", players, "--seed", 11, "--out", path, *args).exit_code == 0
        assert nile("check", path).exit_code == 0
        assert nile("score", path).exit_code == 0


def test_show_pictures_any_round_and_check_show_marks_the_field(nile, tmp_path):
    from pypdf import PdfReader

    pdf, png = tmp_path / "end.pdf", tmp_path / "r3.png"
    assert nile("show", EXAMPLES / "game.yaml", "--out", pdf).exit_code == 0
    page = PdfReader(str(pdf)).pages[0]
    assert float(page.mediabox.width) / (72 / 25.4) > 700  # the whole board, at full size
    assert nile("show", EXAMPLES / "game.yaml", "--turn", 3, "--out", png).exit_code == 0
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    svg = tmp_path / "end.svg"
    assert nile("show", EXAMPLES / "game.yaml", "--out", svg).exit_code == 0
    assert ">W5.2<" in svg.read_text(encoding="utf-8")
    bad = tmp_path / "bad.pdf"
    result = nile("check", EXAMPLES / "illegal.yaml", "--show", bad)
    assert result.exit_code == 1 and bad.exists() and "picture of the illegal move" in result.stderr
