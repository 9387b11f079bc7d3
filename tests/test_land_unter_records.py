"""Record-level refereeing: each check `nile check` promises, on a record that breaks it."""

import copy

import pytest
import yaml

from scorer.games.land_unter import GAME

simulate_record = GAME.simulate_record

NAMES = ["Anna", "Ben", "Cleo", "Dana"]


@pytest.fixture(scope="module")
def game():
    """A complete legal 4-player record with hands, whose round 1 ends early (two left)."""
    for seed in range(200):
        rec = simulate_record(NAMES, seed)
        if len(rec["rounds"][0]["tricks"]) < 12:
            return rec
    raise AssertionError("no early round end found")


def _check(nile, tmp_path, record):
    path = tmp_path / "record.yaml"
    path.write_text(yaml.safe_dump(record, sort_keys=False, default_flow_style=None), encoding="utf-8")
    return nile("check", path)


def test_the_simulated_record_is_legal(nile, tmp_path, game):
    assert _check(nile, tmp_path, game).exit_code == 0


def test_a_player_missing_from_a_trick(nile, tmp_path, game):
    rec = copy.deepcopy(game)
    del rec["rounds"][0]["tricks"][0]["played"]["Cleo"]
    result = _check(nile, tmp_path, rec)
    assert result.exit_code == 1
    assert "Cleo is still in round 1 but did not play a card in trick 1" in result.stderr


def test_a_trick_after_the_round_ended(nile, tmp_path, game):
    rec = copy.deepcopy(game)
    tricks = rec["rounds"][0]["tricks"]
    extra = copy.deepcopy(tricks[-1])
    extra["water"] = [1, 1]
    tricks.append(extra)
    result = _check(nile, tmp_path, rec)
    assert result.exit_code == 1
    assert "round 1 is already over (only 2 players left in it" in result.stderr
    assert f"round 1, trick {len(tricks)}" in result.stderr


def test_an_eliminated_player_in_a_trick(nile, tmp_path):
    """Find a round where someone went out before the last trick, then make them play again."""
    from scorer.games.land_unter.engine import simulate

    for seed in range(300):
        state, _ = simulate(NAMES, seed)
        early = [t for t in state.tricks if t.round == 1 and t.eliminated and not t.round_over]
        if early:
            break
    rec = simulate_record(NAMES, seed)
    out = NAMES[early[0].eliminated[0]]
    nxt = rec["rounds"][0]["tricks"][early[0].trick]   # the trick after the elimination
    hand = rec["rounds"][0]["hands"][out]
    played = {t["played"].get(out) for t in rec["rounds"][0]["tricks"]}
    nxt["played"][out] = next(c for c in hand if c not in played)
    result = _check(nile, tmp_path, rec)
    assert result.exit_code == 1
    assert f"{out} was eliminated from round 1 in trick {early[0].trick}" in result.stderr


def test_hands_not_passed_to_the_left(nile, tmp_path, game):
    rec = copy.deepcopy(game)
    hands = rec["rounds"][1]["hands"]
    hands["Anna"], hands["Ben"] = hands["Ben"], hands["Anna"]
    result = _check(nile, tmp_path, rec)
    assert result.exit_code == 1
    assert "round 2, deal" in result.stderr and "hands pass to the left" in result.stderr


def test_announced_lifebelts_against_the_hand(nile, tmp_path, game):
    rec = copy.deepcopy(game)
    rec["rounds"][0]["lifebelts"]["Ben"] += 1
    result = _check(nile, tmp_path, rec)
    assert result.exit_code == 1 and "Ben announced" in result.stderr and "rule: Setup [Préparation]" in result.stderr


def test_a_card_played_twice_in_a_round(nile, tmp_path, game):
    rec = copy.deepcopy(game)
    t0, t1 = rec["rounds"][0]["tricks"][:2]
    t1["played"]["Anna"] = t0["played"]["Anna"]
    result = _check(nile, tmp_path, rec)
    assert result.exit_code == 1 and "already played this round, by Anna in trick 1" in result.stderr


def test_open_play_lead_is_checked_from_the_written_order(nile, tmp_path):
    rec = simulate_record(NAMES, 4, ["open-play"])
    assert _check(nile, tmp_path, rec).exit_code == 0
    first = rec["rounds"][0]["tricks"][0]["played"]
    order = list(first)
    rec["rounds"][0]["tricks"][0]["played"] = {k: first[k] for k in order[1:] + order[:1]}
    result = _check(nile, tmp_path, rec)
    assert result.exit_code == 1 and "in open play" in result.stderr and f"{order[0]}, who leads" in result.stderr


def test_more_rounds_than_players(nile, tmp_path, game):
    rec = copy.deepcopy(game)
    rec["rounds"].append(copy.deepcopy(rec["rounds"][0]))
    result = _check(nile, tmp_path, rec)
    assert result.exit_code == 1 and "the game is over: 4 players play 4 rounds" in result.stderr


def test_lifebelts_no_deal_gives_together_exit_1_at_the_round(nile, tmp_path):
    """Each 12 alone is a hand of the 12 whole-lifebelt cards; together they need 24 of them."""
    record = {"game": "land-unter", "players": ["Anna", "Ben", "Cleo"],
              "rounds": [{"lifebelts": {"Anna": 12, "Ben": 12, "Cleo": 0}, "tricks": []}]}
    result = _check(nile, tmp_path, record)
    assert result.exit_code == 1, result.stderr
    assert "record.yaml:4:" in result.stderr
    assert "no deal of the 60 weather cards gives these hands together: Anna, Ben and Cleo announced 12, 12 and 0 " \
           "lifebelts: their hands need at least 24 cards with a whole lifebelt between them" in result.stderr
    assert "rule: Setup [Préparation]" in result.stderr
    record["rounds"][0]["lifebelts"] = {"Anna": 12, "Ben": 6, "Cleo": 6}
    assert _check(nile, tmp_path, record).exit_code == 0
