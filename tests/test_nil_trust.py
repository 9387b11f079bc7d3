"""NIL's loop on trust: a loop needs a universal kept (Loop [Boucle], decision loop); when the rack is partly
unseen the referee takes that on trust, records it, says so, prefers other examples in its hints, and
rules illegal the first later step whose facts contradict it (a blocked rack, the racks at the end, a
universal seen elsewhere), citing the loop and naming the loop's turn."""

from collections import Counter

from test_nil_rules import STRAIGHTS, sq, table

from scorer.games.nil.moves import Blocked, Cross, Draw, Place, Reveal, Stop
from scorer.games.nil.notation import news, prompt
from scorer.games.nil.river import R_LOOP, R_OPEN
from scorer.games.nil.rules import R_BLOCKED, R_TILES
from scorer.games.nil.view import board_text

HIDDEN = (None,) * 5
LOOP = ["A11 E", "B11 SW"]  # then B12 N leaves an open end no tile can take: a loop, crossed at B11


def looped(anna=HIDDEN, ben=STRAIGHTS):
    """Anna (rack unseen) has just made the loop at B12 on trust, in turn 1."""
    s = table(LOOP, racks=(anna, ben))
    move = Place(sq(s, "B12"), "N")
    assert s.check(move) is None and s.needs_trust(move)
    before = s.clone()
    s.apply(move)
    return before, move, s


def to_annas_next_turn(s):
    s.apply(Stop())
    s.apply(Draw((None,)))
    s.apply(Blocked(STRAIGHTS))  # Ben cannot cross without a universal
    s.apply(Draw((None,) * 5))
    assert s.turn == 0 and s.turn_number == 3


def test_the_claim_is_recorded_and_said():
    before, move, s = looped()
    assert [(t.seat, t.turn, t.square) for t in s.trusts] == [(0, 1, "B12")]
    assert s.racks[0]["universal"] == 1 and s.unseen[0] == 3  # one unseen tile of the rack is that universal
    said = news(before, move, s)
    assert any(line.startswith("Anna keeps a universal tile, taken on trust: the river at B12 is a loop") for line in said)
    assert "Taken on trust: at turn 1 Anna's loop at B12 was taken on trust that Anna kept a universal" \
        in " ".join(board_text(s).split())


def test_a_blocked_rack_without_the_universal_contradicts_the_loop():
    _, _, s = looped()
    to_annas_next_turn(s)
    err = s.check(Blocked(("bend", "bend", "arc", "arc", "diagonal")))
    assert err.rule == R_LOOP
    assert err.reason == "at turn 1 Anna's loop at B12 was taken on trust that Anna kept a universal tile; this rack has none"
    # with the universal on it the rack agrees with the claim (then Anna is not blocked: she must cross)
    assert s.check(Blocked(("universal", "bend", "arc", "arc", "diagonal"))).rule != R_LOOP
    assert Cross(sq(s, "B11")) in s.legal_moves()


def test_the_racks_at_the_end_are_checked_against_the_claim():
    _, _, s = looped()
    s.apply(Stop())
    s.apply(Draw((None,)))
    s._finish("the test ends it")  # (as after a turn that reached the blue column)
    err = s.check(Reveal((("bend", "bend", "arc", "arc", "diagonal"), STRAIGHTS)))
    assert err.rule == R_LOOP and err.reason.endswith("the rack left of Anna has none")
    assert s.check(Reveal((("universal", "bend", "arc", "arc", "diagonal"), STRAIGHTS))) is None
    # a minus alone cannot contradict it, so the claim is left unchecked and said so
    s.apply(Reveal((None, STRAIGHTS), (30, 25)))
    assert any("that universal was never shown" in note for note in s.unchecked())


def test_a_universal_seen_elsewhere_beyond_the_catalogue_contradicts_the_claim():
    _, _, s = looped(ben=HIDDEN)
    s.seen["universal"] += 3  # three more universals went to the board: with Anna's that makes all 4
    s.apply(Stop())
    err = s.check(Draw(("universal",)))  # Anna's draw written, showing a fifth universal
    assert err.rule == R_LOOP and err.reason.startswith("at turn 1 Anna's loop at B12 was taken on trust")
    assert "5 universal tiles in sight, but the game has only 4" in err.reason
    assert s.check(Draw(("bend",))) is None
    s.apply(Draw((None,)))
    err = s.check(Cross(sq(s, "B11")))  # Ben crosses with a universal: a fifth
    assert err.rule == R_LOOP and err.reason.startswith("at turn 1 Anna's loop at B12 was taken on trust")
    assert "the game has only 4 universal tiles" in err.reason


def test_a_universal_played_later_confirms_the_claim():
    before, _, s = looped()
    to_annas_next_turn(s)
    before = s.clone()
    s.apply(Cross(sq(s, "B11")))
    assert s.trusts == [] and s.trust_log[-1][1] is True
    assert any("is confirmed" in line for line in news(before, Cross(sq(s, "B11")), s))
    s.apply(Stop())
    s.apply(Draw((None,)))
    assert not any("taken on trust" in note for note in s.unchecked())


def test_no_trust_is_taken_when_the_loop_tile_is_the_last_unseen_one():
    """The universal must be on the rack after the loop tile: played from the only unseen tile, the loop
    tile leaves no tile that could be one."""
    s = table(LOOP, racks=(("straight",) * 4 + (None,), STRAIGHTS))
    err = s.check(Place(sq(s, "B12"), "N"))
    assert err is not None and err.rule == R_OPEN


def test_a_known_universal_needs_no_trust():
    s = table(LOOP, racks=(("near-right",) * 4 + ("universal",), STRAIGHTS))
    move = Place(sq(s, "B12"), "N")
    assert s.check(move) is None and not s.needs_trust(move)
    s.apply(move)
    assert s.trusts == []


def test_the_hint_prefers_a_move_that_needs_no_trust():
    s = table(LOOP, racks=(HIDDEN, STRAIGHTS))
    legal = [m for m in s.legal_moves() if isinstance(m, Place)]
    assert any(s.needs_trust(m) for m in legal) and any(not s.needs_trust(m) for m in legal)
    hint = prompt(s).hint
    example = hint.split("e.g. '")[1].split("'")[0]
    trusted = {str(m) for m in legal if s.needs_trust(m)}
    assert example not in trusted and example in {str(m) for m in legal}


def test_a_record_with_the_contradiction_exits_1_at_the_blocked_turn(nile, tmp_path):
    import yaml
    record = {"game": "nil", "players": ["Anna", "Ben"], "start": "Anna",
              "deal": {"Anna": ["?"] * 5, "Ben": list(STRAIGHTS)},
              "turns": [{"player": "Anna", "tiles": ["A11 E", "B11 SW", "B12 N"]},
                        {"player": "Ben", "blocked": list(STRAIGHTS)},
                        {"player": "Anna", "blocked": ["bend", "bend", "arc", "arc", "diagonal"]}]}
    path = tmp_path / "loop.yaml"
    path.write_text(yaml.safe_dump(record, sort_keys=False, default_flow_style=None), encoding="utf-8")
    result = nile("check", path)
    assert result.exit_code == 1, result.stdout + result.stderr
    assert "loop.yaml:" in result.stderr
    line = next(i for i, text in enumerate(path.read_text().splitlines(), 1) if "bend" in text)
    assert f"loop.yaml:{line}:" in result.stderr
    assert "at turn 1 Anna's loop at B12 was taken on trust that Anna kept a universal tile; this rack has none" \
        in result.stderr
    assert "rule: Loop: only a player holding a universal tile may leave the river looped [Boucle]" in result.stderr


def test_real_games_never_contradict_a_claim_taken_on_trust():
    """Soundness: random games entered as the table sees them (racks and draws unseen, the racks shown at the
    end) are accepted step by step, loops on trust included, and every claim is confirmed or left open."""
    from test_nil_notation import playout
    taken = 0
    for n in (2, 3, 4):
        for seed in range(100):
            _, final = playout(n, seed, hidden=True)  # applies every public step: an IllegalMove fails here
            taken += len(final.trust_log) + len(final.trusts)
            assert all(confirmed for _, confirmed in final.trust_log)
    assert taken >= 5  # the games did loop on trust


def test_tiles_played_that_leave_no_room_for_the_universal_contradict_the_claim():
    """Anna's rack after the loop: the universal kept and 3 unseen tiles, then 1 drawn. Crossing uses the
    universal: fine. Without crossing, a fifth plain tile in one turn would need a rack with no universal."""
    _, _, s = looped()
    to_annas_next_turn(s)
    assert s.rack_size(0) == 5 and s.unseen[0] == 4 and s.racks[0]["universal"] == 1
    assert len(s.trusts) == 1  # the claim is open
    # a test position: the same racks, with a river open to the east to lay plain tiles on
    s.river = table(["A11 E", "B11 E"], racks=(STRAIGHTS, STRAIGHTS)).river
    for name in ("C11", "D11", "E11", "F11"):
        s.apply(Place(sq(s, name), "E"))  # four straights from the four unseen tiles
    err = s.check(Place(sq(s, "G11"), "E"))
    assert err.rule == R_LOOP and err.reason.startswith("at turn 1 Anna's loop at B12 was taken on trust")
    assert "Anna holds no straight (the rack holds universal)" in err.reason
