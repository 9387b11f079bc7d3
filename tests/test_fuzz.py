"""Mangled records: never a traceback, never a hang; exit 0, 1 or 2; the record is never changed.

The campaign (``fuzz_campaign.py``) is seeded: at least 1,000 mangled records per game, in process,
text-level and structure-level damage and the YAML attacks (aliases, deep nesting, dates that do not
exist, scalars with impossible tags, values no game can have, bids that are not words, names that are
not names, digits beyond ASCII, huge values). Each record runs under one of check, score,
``--keep-going``, ``--json``, ``--partial``, ``show`` and ``check --show`` in turn; nothing may hang,
leave a temporary file, echo a value whole or let Python's own words through. The inputs that are not
records at all (a FIFO, devices, a folder, a file over the size limit) run under every command.
"""

import pytest
from conftest import EXAMPLES
from fuzz_campaign import COMMANDS, attacks, campaign, other_inputs, run_one
from scorer.games import registry

PER_GAME = 1000


@pytest.mark.parametrize("game", list(registry()))
def test_a_campaign_of_mangled_records_finds_nothing(nile, tmp_path, game):
    problems, families = [], set()
    for i, (family, text) in enumerate(campaign(game, PER_GAME, seed=1)):
        families.add(family)
        path = tmp_path / f"{i}.yaml"
        path.write_bytes(text.encode("utf-8", "surrogatepass"))
        problem = run_one(nile, path, COMMANDS[i % len(COMMANDS)])
        if problem:
            problems.append(f"#{i} ({family}): {problem}")
    assert families == {"attack", "text", "structure"}
    assert not problems, "\n".join(problems[:5])


@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
def test_what_is_not_a_record_is_refused_under_every_command(nile, tmp_path, command):
    problems = [f"{path}: {problem}" for path in other_inputs(tmp_path)
                if (problem := run_one(nile, path, command))]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("game", list(registry()))
@pytest.mark.parametrize("command", [c for c in COMMANDS if c[0] == "show" or "--show" in c], ids=" ".join)
def test_every_attack_is_pictured_or_refused(nile, tmp_path, game, command):
    """``show`` and ``check --show`` for every game, on every hand-written attack."""
    problems = []
    for i, text in enumerate(attacks(game)):
        path = tmp_path / f"a{i}.yaml"
        path.write_bytes(text.encode("utf-8", "surrogatepass"))
        problem = run_one(nile, path, command)
        if problem:
            problems.append(f"#{i}: {problem}")
    assert not problems, "\n".join(problems[:5])


@pytest.mark.parametrize("game", list(registry()))
def test_every_attack_exits_2_at_a_line_or_is_read(nile, tmp_path, game):
    """Each hand-written attack is either refused with file:line (exit 2) or read as a record (0/1)."""
    for i, text in enumerate(attacks(game)):
        path = tmp_path / f"a{i}.yaml"
        path.write_bytes(text.encode("utf-8", "surrogatepass"))
        result = nile("check", path)
        assert result.exit_code in (0, 1, 2), (text[:200], result.output)
        if result.exit_code == 2 and text.strip() and "\ufeff" not in text[:1]:
            assert f"{path}:" in result.stderr or f"{path}" in result.stderr, (text[:200], result.stderr)


@pytest.mark.parametrize("line,where,words", [
    ("date: 2026-02-30", ":3:7:", "cannot be read as a date"),
    ("date: !!int abc", ":3:7:", "cannot be read as a whole number"),
    ("date: !!int ''", ":3:7:", "cannot be read as a whole number"),
    ("date: !!float abc", ":3:7:", "cannot be read as a number"),
    ("date: !!bool maybe", ":3:7:", "cannot be read as true or false"),
    ("date: !!timestamp nope", ":3:7:", "cannot be read as a date"),
    ("variants: *p", ":3:11:", "aliases"),
    ("notes: a\x01b", ":3:9:", "control character"),
])
def test_yaml_that_python_cannot_construct_exits_2_at_its_place(nile, tmp_path, line, where, words):
    path = tmp_path / "r.yaml"
    path.write_text(f"game: land-unter\nplayers: &p [Anna, Ben, Cleo]\n{line}\nrounds: []\n", encoding="utf-8")
    result = nile("check", path)
    assert result.exit_code == 2, result.output
    assert f"{path}{where}" in result.stderr and words in result.stderr, result.stderr


def test_deep_nesting_and_billion_laughs_are_refused_cheaply(nile, tmp_path):
    import tracemalloc

    from fuzz_campaign import DEEP, LAUGHS

    for text in (DEEP, LAUGHS):
        path = tmp_path / "r.yaml"
        path.write_text("game: land-unter\nplayers: [Anna, Ben, Cleo]\n" + text, encoding="utf-8")
        tracemalloc.start()
        result = nile("check", path)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        assert result.exit_code == 2 and f"{path}:" in result.stderr, result.output
        assert peak < 50 * len(text) + 2_000_000, peak  # a few times the record, not gigabytes


@pytest.mark.parametrize("game", list(registry()))
def test_game_given_as_a_list_or_a_mapping(nile, tmp_path, game):
    for value in (f"[{game}]", f"{{{game}: 1}}"):
        path = tmp_path / "r.yaml"
        path.write_text(f"game: {value}\nplayers: [Anna, Ben, Cleo]\n", encoding="utf-8")
        result = nile("check", path)
        assert result.exit_code == 2 and f"{path}:1:7:" in result.stderr, result.output


def test_a_wrong_value_in_a_structural_field_exits_2_at_its_line(nile, tmp_path):
    """Each structural value (water, played, lifebelts) replaced by a value of the wrong type: exit 2
    at that line."""
    lines = (EXAMPLES / "three-players.yaml").read_text(encoding="utf-8").splitlines()
    spots = [i for i, line in enumerate(lines) if line.strip().startswith(("- water:", "played:", "lifebelts:"))]
    for n, junk in enumerate(["banana", "-3.5", "{Julia: x}", "[a, b]", "yes", "12"]):
        i = spots[(n * 7) % len(spots)]
        changed = list(lines)
        indent = changed[i][: len(changed[i]) - len(changed[i].lstrip())]
        key = changed[i].strip().split(":", 1)[0]
        changed[i] = f"{indent}{key}: {junk}"
        path = tmp_path / "bad.yaml"
        path.write_text("\n".join(changed) + "\n", encoding="utf-8")
        result = nile("check", path)
        assert result.exit_code == 2, (changed[i], result.output)
        assert f"{path}:{i + 1}:" in result.stderr, (changed[i], result.stderr)
