"""NILE records through the CLI: the referee's findings (exit 1, rule and reason), scoring from full and
tally-only records, simulate -> check, and unusable records (exit 2 at the right line)."""

import json
from pathlib import Path

import pytest
import yaml

from scorer.games.nile import GAME
from scorer.games.nile.cards import card_set
from scorer.games.nile.public import public_view

simulate_record = GAME.simulate_record
from gamedata.yamlfile import parse_yaml
from scorer.record import load_record, record_from_document
from scorer.engine import replay

CS = card_set()
EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "nile"

# Anna holds three Wheat, a Flax and the Papyrus/Lettuce speculation card; Ben two Wheat, two Castor and
# the Lettuce/Flax speculation card.
DEAL = {"Anna": ["Wheat", "Wheat", "Wheat", "Flax", "Papyrus/Lettuce"],
        "Ben": ["Wheat", "Wheat", "Castor", "Castor", "Lettuce/Flax"]}


def write(tmp_path, turns, deal=DEAL, players=("Anna", "Ben"), **extra) -> Path:
    record = {"game": "nile", "players": list(players), **({"deal": deal} if deal else {}), "turns": turns, **extra}
    path = tmp_path / "game.yaml"
    path.write_text(yaml.safe_dump(record, sort_keys=False), encoding="utf-8")
    return path


def finding(nile, path) -> str:
    result = nile("check", path)
    assert result.exit_code == 1, result.output
    return result.stderr


def test_examples_are_legal_and_the_illegal_one_is_not(nile):
    for name in ("table-record", "opening", "tally"):
        assert nile("check", EXAMPLES / f"{name}.yaml").exit_code == 0, name
    err = finding(nile, EXAMPLES / "illegal.yaml")
    assert "illegal.yaml:10:" in err and "Lettuce is flooded" in err and "rule: step 4, Plant or speculate [4) Planter ou Spéculer]" in err


def test_public_view_and_tally_of_the_example_agree():
    scores = []
    for name in ("table-record", "tally"):
        rec = load_record(EXAMPLES / f"{name}.yaml")
        scores.append(replay(rec.state, rec.steps).state.ranking())
    assert [s.cells for s in scores[0].standings] == [s.cells for s in scores[1].standings]
    assert scores[0].tiebreak == scores[1].tiebreak == (
        "Anna and Cleo both have 1 as their smallest pile (Ben 0); Anna's next is 1, Cleo's 2: Cleo wins.")


def test_new_field_must_be_strictly_larger(nile, tmp_path):
    turns = [{"player": "Anna", "flood": "Castor", "plant": {"Wheat": 2}, "drew": ["Flax", "Lettuce"]},
             {"player": "Ben", "flood": "Lettuce", "plant": {"Wheat": 2}}]
    err = finding(nile, write(tmp_path, turns))
    assert "Anna already grows Wheat (2 cards)" in err and "strictly more" in err and "turn 2 (Ben)" in err


def test_mixing_options_three_speculations_and_a_flooded_speculation(nile, tmp_path):
    turns = [{"player": "Anna", "flood": "Castor", "plant": {"Wheat": 3, "Flax": 1}}]
    assert "mixes planting options" in finding(nile, write(tmp_path, turns))
    deal = {"Anna": ["Papyrus/Wheat", "Papyrus/Lettuce", "Wheat/Lettuce", "Wheat", "Wheat"]}
    turns = [{"player": "Anna", "flood": "Castor",
              "speculate": ["Papyrus/Wheat", "Papyrus/Lettuce", "Wheat/Lettuce"]}]
    assert "speculates with one or two" in finding(nile, write(tmp_path, turns, deal))
    turns = [{"player": "Anna", "flood": "Papyrus", "speculate": ["Papyrus/Wheat"]}]
    err = finding(nile, write(tmp_path, turns, deal))
    assert "shows Papyrus, which is flooded" in err


def test_trading_storage_the_player_does_not_have(nile, tmp_path):
    turns = [{"player": "Anna", "flood": "Castor", "trade": [{"market": {"storage": ["Wheat", "Wheat"]}}]}]
    err = finding(nile, write(tmp_path, turns))
    assert "storage holds 0 Wheat" in err and "harvests minus" in err and "3.1) Marché" in err


def test_trading_hand_cards_the_player_cannot_have(nile, tmp_path):
    turns = [{"player": "Anna", "flood": "Castor", "trade": [{"hapi": ["Castor", "Castor"], "flood": "Flax"}]}]
    err = finding(nile, write(tmp_path, turns))
    assert "Anna cannot have 2 Castor in hand" in err and "3 Wheat" in err


def test_more_cards_than_the_catalogue_holds(nile, tmp_path):
    turns = [{"player": "Anna", "flood": [{"Plague": []}, "Castor"]},
             {"player": "Ben", "flood": ["Plague", "Wheat"]}]
    err = finding(nile, write(tmp_path, turns))
    assert "every Plague card is already accounted for" in err and "1 on the discard pile" in err
    tally = {"game": "nile", "players": ["Anna", "Ben"],
             "storage": {"Anna": {"Flax": 9}, "Ben": {"Flax": 8}}}
    path = tmp_path / "tally.yaml"
    path.write_text(yaml.safe_dump(tally), encoding="utf-8")
    assert "17 Flax together" in finding(nile, path)


def test_a_missing_flood_and_a_turn_out_of_order(nile, tmp_path):
    turns = [{"player": "Anna", "plant": {"Wheat": 2}}]
    err = finding(nile, write(tmp_path, turns))
    assert "no flood card was recorded" in err and "1) Inondation" in err
    turns = [{"player": "Anna", "flood": "Castor"}, {"player": "Anna", "flood": "Wheat"}]
    assert "turn 2 is Ben's turn" in finding(nile, write(tmp_path, turns))


def test_typed_harvest_plague_and_draws_are_checked(nile, tmp_path):
    base = [{"player": "Anna", "flood": "Castor", "plant": {"Wheat": 3}, "drew": ["Flax", "Lettuce"]}]
    wrong_harvest = base + [{"player": "Ben", "flood": "Wheat", "harvest": {"Ben": "Wheat"}}]
    err = finding(nile, write(tmp_path, wrong_harvest))
    assert "harvest was Ben Wheat" in err and "harvests Anna Wheat" in err
    wrong_plague = base + [{"player": "Ben", "flood": [{"Plague": ["Flax"]}, "Flax"]}]
    err = finding(nile, write(tmp_path, wrong_plague))
    assert "destroyed Flax" in err and "Anna's Wheat (3 cards)" in err
    assert "one more is too many" in finding(nile, write(tmp_path, [dict(base[0], drew=3)]))
    assert "1 more is missing" in finding(nile, write(tmp_path, [dict(base[0], drew=["Flax"])]))


def test_a_turn_after_the_end_and_a_wrong_final_storage(nile, tmp_path):
    record = simulate_record(["Anna", "Ben"], 5)
    record["turns"].append({"player": "Anna", "flood": "Wheat"})
    path = tmp_path / "after.yaml"
    path.write_text(yaml.safe_dump(record, sort_keys=False), encoding="utf-8")
    err = finding(nile, path)
    assert "comes after the end" in err and "ran out for the 2nd time" in err
    record = simulate_record(["Anna", "Ben"], 5)
    record["storage"]["Ben"]["Flax"] += 1
    path = tmp_path / "storage.yaml"
    path.write_text(yaml.safe_dump(record, sort_keys=False), encoding="utf-8")
    assert "the record gives Ben" in finding(nile, path)


def test_score_full_record_and_json(nile):
    result = nile("score", EXAMPLES / "table-record.yaml", "--json")
    assert result.exit_code == 0
    doc = json.loads(result.stdout)
    assert doc["game"] == "nile" and doc["over"] and doc["winners"] == ["Cleo"]
    cleo = doc["players"][2]
    assert cleo["score"] == 1 and cleo["rank"] == 1 and cleo["piles"] == sorted(cleo["storage"].values())
    text = nile("score", EXAMPLES / "tally.yaml").stdout
    assert "Papyrus" in text and "Smallest" in text and "Cleo wins" in text


def test_score_refuses_an_unfinished_game_without_partial(nile):
    assert nile("score", EXAMPLES / "opening.yaml").exit_code == 1
    result = nile("score", "--partial", EXAMPLES / "opening.yaml")
    assert result.exit_code == 0 and "standings so far" in result.stdout


def test_simulate_with_a_deck_reduction(nile, tmp_path):
    out = tmp_path / "short.yaml"
    assert nile("simulate", "nile", "-n", 2, "--variant", "two-player-short", "--out", out).exit_code == 0
    assert "removed:" in out.read_text(encoding="utf-8") and nile("check", out).exit_code == 0
    bad = nile("simulate", "nile", "-n", 4, "--variant", "two-player-short")
    assert bad.exit_code == 2 and "for 2 players" in bad.stderr


@pytest.mark.parametrize("seed", range(8))
def test_the_public_view_of_a_game_scores_the_same(tmp_path, seed):
    players = ["Anna", "Ben", "Cleo", "Dana", "Emil"][: 2 + seed % 4]
    full = simulate_record(players, seed)
    results = []
    for record in (full, public_view(full)):
        path = tmp_path / f"{len(results)}.yaml"
        path.write_text(yaml.safe_dump(record, sort_keys=False), encoding="utf-8")
        rec = load_record(path)
        done = replay(rec.state, rec.steps)
        assert done.legal and done.state.is_over
        results.append(done.state.storage)
    assert results[0] == results[1]


@pytest.mark.parametrize("text,line,words", [
    ("game: nile\nplayers: [Anna, Ben]\nturns:\n- {player: Anna, flood: Wheet}\n", 4, "unknown card 'Wheet'"),
    ("game: nile\nplayers: [Anna, Ben]\nturns:\n- {player: Zed, flood: Wheat}\n", 4, "'Zed' is not one of"),
    ("game: nile\nplayers: [Anna]\n", 2, "2 to 5 players"),
    ("game: nile\nplayers: [Anna, Ben]\nstorage:\n  Anna: {Wheat: 2}\n", 4, "Ben is missing"),
    ("game: nile\nplayers: [Anna, Ben]\nturns:\n- {player: Anna, flood: '?'}\n", 4, "flood card is turned face up"),
    ("game: nile\nplayers: [Anna, Ben]\nturns:\n- player: Anna\n  flood: Wheat\n  trade:\n  - {market: [Flax]"
     ", hapi: [Flax]}\n", 7, "either 'market"),
    ("game: nile\nplayers: [Anna, Ben]\nturns:\n- player: Anna\n  flood: Wheat\n  plnt: {Flax: 2}\n", 6, "plnt"),
    ("game: nile\nplayers: [Anna, Ben]\nstorage:\n  Anna: {Wheat: 2, Papyrus/Flax: 1}\n  Ben: {}\n", 4,
     "not a crop"),
    ("game: nile\nplayers: [Anna, Ben]\nturns:\n- player: Anna\n  flood: [{holds: Ben}, Wheat]\n", 5,
     "turns[0].flood"),
    ("game: nile\nplayers: [Anna, Ben]\nturns:\n- player: Anna\n  flood: Wheat\n  drew: [{holds: {Ben: Flax}}]\n",
     6, "turns[0].drew"),
])
def test_unusable_records_exit_2_at_the_line(nile, tmp_path, text, line, words):
    path = tmp_path / "bad.yaml"
    path.write_text(text, encoding="utf-8")
    result = nile("check", path)
    assert result.exit_code == 2, result.output
    assert f"bad.yaml:{line}:" in result.stderr and words in result.stderr
    assert "Traceback" not in result.output


# --- the rule each finding cites (the French section it comes from) -------------------------------------
SPECULATE = "rule: step 4.2, Speculate [4.2) Spéculer]"
MARKET = "rule: step 3.1, Market [3.1) Marché]"
TURN_ORDER = "rule: step 5, Draw: then the next player clockwise takes the turn [5) Piocher]"
# Anna lays Papyrus/Lettuce; Ben's flood card then decides whether it pays
SPECULATED = {"player": "Anna", "flood": "Castor", "speculate": ["Papyrus/Lettuce"]}


@pytest.mark.parametrize("turn,rule,words", [
    ({"player": "Ben", "flood": "Lettuce", "payout": {"Anna": 2}}, SPECULATE,
     "Anna drew 2 cards as a speculation payout; the rules give 3"),
    ({"player": "Ben", "flood": "Lettuce", "payout": {"Anna": 4}}, SPECULATE,
     "Anna has drawn the 3 cards due as a speculation payout; one more is too many"),
    ({"player": "Ben", "flood": "Wheat", "payout": {"Anna": 3}}, SPECULATE,
     "the record gives Anna a speculation payout, but none is due"),
    ({"player": "Ben", "flood": "Lettuce", "payout": {"Ben": 3}}, SPECULATE,
     "this flood card pays Anna's speculation, not Ben's"),
    ({"player": "Ben", "flood": "Wheat", "trade": [{"market": ["Castor", "Castor"], "drew": ["?", "?"]}]}, MARKET,
     "Ben has drawn the 1 card due from the market"),
    ({"player": "Anna", "flood": "Wheat"}, TURN_ORDER, "turn 2 is Ben's turn (clockwise from the first player), "
                                                      "not Anna's"),
])
def test_each_finding_cites_the_section_its_rule_is_in(nile, tmp_path, turn, rule, words):
    """A payout due or not due is [4.2) Spéculer], a market draw [3.1) Marché], the turn order the end of
    [5) Piocher] ("the next player clockwise becomes the active player"): not the draw step or Trade."""
    err = finding(nile, write(tmp_path, [SPECULATED, turn]))
    assert words in err and rule in err.splitlines()[1], err


def test_a_game_ending_on_a_flood_after_the_plague_writes_back_the_same_record():
    """Issue 22 (b): in this game the Plague comes up as the flood and its replacement is the deck's last card,
    so the game ends on a flood card. The reader implies the end of that turn (a pass, the draws owed), moot
    once the game is over: written again, they must not add ``drew: []`` to the last turn."""
    players, variants = ["Anna", "Ben", "Cleo"], ["three-player-short"]
    _, moves = GAME.simulate(players, 1444, variants)
    record = GAME.write_record(players, variants, moves)
    assert record["turns"][-1]["flood"][0] == {"Plague": ["Flax"]} and "drew" not in record["turns"][-1]
    read = record_from_document(parse_yaml(yaml.safe_dump(record, sort_keys=False), "x.yaml"))
    result = replay(read.state, read.steps)
    assert result.legal and result.state.is_over
    assert GAME.write_record(players, variants, result.moves) == record


def test_cards_told_between_cards_and_in_order_read_back(nile, tmp_path):
    """The places a card told is written (issue 22): after the deal, between the Plague and its
    replacement, in order where a player told again after another; a claim that a later card needs is lost
    (Ben's Papyrus/Wheat to the flood card), and Cleo's and Ben's claims to the one Lettuce/Castor both
    stand (decision claims), named by the check as claims that cannot all be true."""
    turns = [{"player": "Anna", "flood": [{"Plague": []}, {"holds": {"Ben": ["Papyrus/Wheat"]}}, "Papyrus/Wheat"],
              "holds": [{"Cleo": ["Lettuce/Castor"]}, {"Ben": ["Lettuce/Castor"]}, {"Cleo": ["Flax"]}],
              "drew": 2}]
    path = write(tmp_path, turns, deal=None, players=("Anna", "Ben", "Cleo"), holds={"Anna": ["Wheat", "Wheat"]},
                 in_progress=True)
    checked = nile("check", path)
    assert checked.exit_code == 0, checked.output
    assert "Lettuce/Castor: the game has 1, fewer than the cards told by Ben and Cleo" in checked.stdout
    rec = load_record(path)
    state = replay(rec.state, rec.steps).state
    assert [sum(h) for h in state.told] == [2, 1, 2] and state.told[1][CS.parse("Lettuce/Castor")] == 1
    assert state.told[2][CS.parse("Flax")] == 1 and state.hand_unseen == [5, 4, 3]
    assert public_view(yaml.safe_load(path.read_text()))["turns"][0]["flood"] == [{"Plague": []}, "Papyrus/Wheat"]
