"""Mangled records: never a traceback; a record whose shape is broken exits 2 with a place."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from conftest import EXAMPLES

TEXT = (EXAMPLES / "three-players.yaml").read_text(encoding="utf-8")
NILE_TEXT = (EXAMPLES.parent / "nile" / "opening.yaml").read_text(encoding="utf-8")
JUNK = ["", "-", ":", "[", "]", "{", "}", "'", '"', "#", "  ", "\t", "null", "-5", "999", "x", "Zed",
        "water", "played", "rounds", "&a", "*a", "!!python/object:os.system", "\x00", "é", "0.5", "true",
        "flood", "Plague", "?", "Wheat/Wheat", "{Plague: 3}", "market", "hapi", "storage"]
WORDS = ["Julia", "41", "water", "[", "12", "Wheat", "flood", "Anna", "plant", "drew", "Plague", "hapi"]


def _mangle(text: str, rng: random.Random, edits: int) -> str:
    for _ in range(edits):
        kind = rng.randrange(4)
        i = rng.randrange(len(text) + 1)
        if kind == 0:
            text = text[:i] + rng.choice(JUNK) + text[i:]
        elif kind == 1:
            text = text[:i] + text[i + rng.randrange(1, 20):]
        elif kind == 2:
            lines = text.splitlines(keepends=True)
            a, b = rng.randrange(len(lines)), rng.randrange(len(lines))
            lines[a], lines[b] = lines[b], lines[a]
            text = "".join(lines)
        else:
            text = text.replace(rng.choice(WORDS), rng.choice(JUNK), 1)
    return text


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**32 - 1), edits=st.integers(1, 6), nile_game=st.booleans())
def test_mangled_records_never_crash(nile, tmp_path, seed, edits, nile_game):
    text = _mangle(NILE_TEXT if nile_game else TEXT, random.Random(seed), edits)
    path = tmp_path / "mangled.yaml"
    path.write_bytes(text.encode("utf-8", "surrogatepass"))
    for command in (("check",), ("score",), ("check", "--keep-going")):
        result = nile(*command, path)
        assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
        assert result.exit_code in (0, 1, 2)
        if result.exit_code == 2:
            assert str(path) in result.stderr  # always names the file


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**32 - 1),
       junk=st.sampled_from(["banana", "-3.5", "{Julia: x}", "[a, b]", "yes", "12"]))
def test_a_wrong_value_in_a_structural_field_exits_2_at_its_line(nile, tmp_path, seed, junk):
    """Replace one structural value (water, played, lifebelts) by a value of the wrong type: exit 2
    naming the file. (An empty ``played: {}`` or ``lifebelts: ~`` is a readable record, so not here.)"""
    lines = TEXT.splitlines()
    rng = random.Random(seed)
    spots = [i for i, line in enumerate(lines) if line.strip().startswith(("- water:", "played:", "lifebelts:"))]
    i = rng.choice(spots)
    key = lines[i].split(":", 1)[0]
    lines[i] = f"{key}: {junk}"
    path = tmp_path / "bad.yaml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    result = nile("check", path)
    assert result.exit_code == 2, (lines[i], result.output)
    assert f"{path}:" in result.stderr
