"""Every YAML record shown in the README works as written: ``nile check`` accepts it (exit 0)."""

import re

import pytest
from conftest import ROOT

BLOCKS = re.findall(r"```yaml\n(.*?)```", (ROOT / "README.md").read_text(encoding="utf-8"), re.S)


def test_the_readme_shows_records():
    assert len(BLOCKS) >= 2


@pytest.mark.parametrize("block", BLOCKS, ids=[b.split("\n", 1)[0] for b in BLOCKS])
def test_a_readme_record_checks_as_written(nile, tmp_path, block):
    path = tmp_path / "readme.yaml"
    path.write_text(block, encoding="utf-8")
    result = nile("check", path)
    assert result.exit_code == 0, result.output
    assert nile("score", "--partial", path).exit_code == 0


@pytest.mark.parametrize("text", ["drew: [?, ?]", "drew: [?, Plague, ?]", "drew:\n      - ?\n      - ?"])
def test_a_bare_question_mark_is_an_unseen_card(nile, tmp_path, text):
    path = tmp_path / "r.yaml"
    path.write_text("game: nile\nplayers: [Anna, Ben]\ndeal: {Anna: [Papyrus, ?]}\nturns:\n  - player: Anna\n"
                    f"    flood: Wheat\n    {text}\n", encoding="utf-8")
    result = nile("check", path)
    assert result.exit_code == 0, result.output
