"""The rule figures live in ``data/`` and nowhere else (issue 24, item 5): a figure changed in a copy of a
game's catalogue changes both what the referee does and what the printed card says, and no rule figure is
left written as a number in the engines' code.

Each agreement test runs a fresh interpreter whose catalogue loader is pointed at a changed copy of
the game's data file (the engines read their figures once, when imported), and compares what it observes
with what the unchanged data gives.
"""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from gamedata.games import game_files

ROOT = Path(__file__).resolve().parents[1]

#: run in a fresh interpreter: the loader reads ``argv[2]`` as the catalogue of ``argv[1]``, then the
#: observation named ``argv[3]`` prints a JSON document of what the referee did and what the card says
_OBSERVE = r'''
import dataclasses, json, random, sys
from pathlib import Path

import gamedata.games as games

slug, path = sys.argv[1], Path(sys.argv[2])
files = games.game_files()
files[slug] = dataclasses.replace(files[slug], data=path)  # the loader now reads the copy

from gamedata.catalogue import load_catalogue, load_paper
from pnp.art import art_for
from pnp.paper import Inks
from scorer.engine import CHANCE
from scorer.games import registry

cat = load_catalogue(slug)
art = art_for(slug)(cat, Inks(False), load_paper().card_sizes["poker"], 0)
spec = registry()[slug]
out = {}
if slug == "land-unter":
    from pnp.art.land_unter import summary
    from scorer.games.land_unter.moves import Deal
    out["card"] = " ".join(text for _, text in summary(cat) if text)
    out["lifebelt card"] = art.lifebelt_line
    final, moves = spec.simulate(["Anna", "Ben", "Cleo"], 7, [])
    out["hands"] = sorted({len(h) for m in moves if isinstance(m, Deal) for h in m.hands if h is not None})
    out["tricks"] = max(t.trick for t in final.tricks)
    from scorer.games.land_unter.engine import round_points
    out["points"] = round_points([3, 0, 2], [False, True, False], [4, 9, 7])  # kept, out, water level
elif slug == "nile":
    from pnp.art.nile import summary
    from scorer.games.nile.moves import Pass, Speculate, Trade
    steps, end = summary(cat)
    out["card"] = " ".join(text for _, _, text in steps)
    out["speculation card"] = art.spec_rule
    for seed in range(200):  # the first deal whose first player may lay two speculation cards
        state, rng = spec.new_game(["Anna", "Ben"], []), random.Random(seed)
        while state.current_player == CHANCE:
            state.apply(state.sample_chance(rng))
        if sum(1 for m in state.legal_moves() if isinstance(m, Speculate) and len(m.cards) == 1) >= 2:
            break
    out["hands"] = [state.hand_size(p) for p in range(2)]
    out["trades"] = sorted({len(m.hand) + len(m.storage) for m in state.legal_moves() if isinstance(m, Trade)})
    out["speculations"] = sorted({len(m.cards) for m in state.legal_moves() if isinstance(m, Speculate)})
    state.apply(Pass(state.current_player))
    out["end draw"] = [n.total for n in state.needs if n.reason == "end"]
elif slug == "nil":
    from scorer.games.nil.study import LENS
    state = spec.new_game(["Anna", "Ben"], [])
    for streak in range(1, 20):
        state.blocked_streak = streak  # blocked turns in a row, as the engine counts them
        if state.stalled:
            break
    out["stalled after"] = streak
    out["said"] = LENS.causes["stalled"]
elif slug == "ufern-des-nils":
    from pnp.art.ufern_des_nils import summary
    from scorer.games.ufern.moves import Ebb, Flood
    out["card"] = " ".join(line for _, _, _, lines in summary(cat.rules) for line in lines)
    names = ["Anna", "Ben", "Cleo"]
    final, moves = spec.simulate(names, 3, [])
    state, per_round = spec.new_game(names, []), {}
    for m in moves:
        if isinstance(m, (Flood, Ebb)) and state.round > 0:
            per_round[state.round] = per_round.get(state.round, 0) + 1
        state.apply(m)
    out["water cards a round"] = max(per_round.values())
print(json.dumps(out))
'''


def observe(slug: str, tmp_path: Path, *changes: tuple[str, str]) -> dict:
    """What the referee does and the card says for ``slug`` with its data file as is, or with each line
    ``old`` of ``changes`` replaced by ``new`` in a copy of it."""
    text = game_files()[slug].data.read_text(encoding="utf-8")
    for old, new in changes:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    path = tmp_path / f"{slug}-{len(changes)}.yaml"
    path.write_text(text, encoding="utf-8")
    run = subprocess.run([sys.executable, "-c", _OBSERVE, slug, str(path)], capture_output=True, text=True,
                         cwd=ROOT, timeout=600)
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout)


def test_land_unter_tricks_hand_and_points_come_from_data(tmp_path):
    """Tricks a round, the hand dealt and a round's points: the referee deals, plays and scores with the
    data's figures, and the turn summary and the lifebelt card print them."""
    before = observe("land-unter", tmp_path)
    assert before["hands"] == [12] and before["tricks"] == 12
    assert "After 12 tricks" in before["card"] and "+1 per lifebelt kept" in before["card"]
    assert before["lifebelt card"] == "+1 point if kept at round end"
    assert before["points"] == [3 + 1, -1, 2]
    after = observe("land-unter", tmp_path, ("  hand_size: 12 ", "  hand_size: 10 "),
                    ("  tricks_per_round: 12 ", "  tricks_per_round: 10 "),
                    ("  lifebelt_points: 1 ", "  lifebelt_points: 2 "), ("  out_points: -1 ", "  out_points: -3 "),
                    ("  lowest_bonus: 1 ", "  lowest_bonus: 4 "))
    assert after["hands"] == [10] and after["tricks"] == 10
    assert "After 10 tricks" in after["card"] and "+2 per lifebelt kept" in after["card"]
    assert "-3 if out. +4 to the lowest" in after["card"]
    assert after["lifebelt card"] == "+2 point if kept at round end"
    assert after["points"] == [3 * 2 + 4, -3, 2 * 2]


def test_nile_deal_draw_trade_payout_and_speculations_come_from_data(tmp_path):
    """The deal, the end-of-turn draw, a trade's cost, the speculation cards at most and the payout: the
    referee deals, owes, enumerates trades and speculations with the data's figures, and the turn summary
    and the speculation card print them."""
    before = observe("nile", tmp_path)
    assert before["hands"] == [5, 5] and before["end draw"] == [2] and before["trades"] == [2]
    assert before["speculations"] == [1, 2] and "pay 3 cards" in before["card"]
    assert "2 cards. Plague" in before["card"] and "discard 2 cards" in before["card"]
    assert before["speculation card"].startswith("Pays 3 cards")
    after = observe("nile", tmp_path, ("  deal: 5 ", "  deal: 7 "), ("  end_draw: 2 ", "  end_draw: 3 "),
                    ("  trade_cost: 2 ", "  trade_cost: 3 "), ("  payout: 3 ", "  payout: 4 "),
                    ("  speculation_max: 2 ", "  speculation_max: 1 "))
    assert after["hands"] == [7, 7] and after["end draw"] == [3] and after["trades"] == [3]
    assert after["speculations"] == [1]
    assert "pay 4 cards" in after["card"] and "3 cards. Plague" in after["card"]
    assert "discard 3 cards" in after["card"] and "Or lay 1-1 speculation cards" in after["card"]
    assert after["speculation card"].startswith("Pays 4 cards")


def test_nil_stall_rule_comes_from_data(tmp_path):
    """NIL ends after two full rounds of blocked turns, counted and said from the data's figure."""
    before = observe("nil", tmp_path)
    assert before == {"stalled after": 4, "said": "for two full rounds nobody could place a tile"}
    after = observe("nil", tmp_path, ("  stall_rounds: 2 ", "  stall_rounds: 3 "))
    assert after == {"stalled after": 6, "said": "for three full rounds nobody could place a tile"}


def test_ufern_water_cards_a_round_come_from_data(tmp_path):
    """The water cards the first player lays or removes in a round: the referee's phase 1 and the turn
    summary both follow the data's figure."""
    before = observe("ufern-des-nils", tmp_path)
    assert before["water cards a round"] == 2 and "Flut: lay 2 water cards" in before["card"]
    after = observe("ufern-des-nils", tmp_path, ("  water_cards: 2 ", "  water_cards: 3 "))
    assert after["water cards a round"] == 3 and "Flut: lay 3 water cards" in after["card"]
    assert "remove the 3 outermost" in after["card"]


def test_a_summary_naming_no_figure_is_a_catalogue_error(tmp_path):
    """A placeholder that names no figure is refused when the catalogue is read, with its file and line."""
    text = game_files()["nile"].data.read_text(encoding="utf-8").replace("pay {payout} cards", "pay {payouts} cards")
    path = tmp_path / "nile.yaml"
    path.write_text(text, encoding="utf-8")
    run = subprocess.run([sys.executable, "-c", _OBSERVE, "nile", str(path)], capture_output=True, text=True,
                         cwd=ROOT, timeout=600)
    assert run.returncode != 0
    found = re.search(r"nile\.yaml:(\d+):\d+: summary: the summary names no figure 'payouts'; the figures are: deal, ",
                      run.stderr)
    assert found, run.stderr
    lines = text.splitlines()
    start = lines.index("summary:") + 1  # line numbers from 1
    end = next(n for n, line in enumerate(lines, 1) if line.startswith("speculation_card:"))
    assert start < int(found.group(1)) < end  # the error names a line of the summary


#: modules of ``scorer/games`` whose numbers are drawing or text layout (millimetres, points, characters),
#: never a rule's figure: skipped by the scan
LAYOUT_MODULES = {"picture.py": "a state drawn with the print's art: positions and sizes in mm and pt",
                  "textboard.py": "NIL's board in text: columns and rows of characters",
                  "view.py": "a state in text: line widths and column widths in characters",
                  "card_table.py": "the card games' table drawn: positions and sizes in mm and pt"}

_HALVES = "lifebelts are counted in halves (a weather card shows 0, ½ or 1): 2 halves make a lifebelt"
_POLICY = "a simulated player's policy (probabilities, weights, option indexes), not a rule"
_LISTED = "how many alternatives or examples a message lists"
_GROUPS = "regular-expression groups and indexes into a parsed entry"
_EXAMPLE = "an example in a help text"
_STACKS = ("each player's water cards are two stacks, A and B, A the larger half (the rules: two stacks each; "
           "decision U3)")

#: the numbers other than 0, 1 and -1 that stay in ``scorer/games``, by where they are (``game.name``: the
#: game's package and the function, class or module-level name around the number) -> number -> why; any
#: other number there fails :func:`test_no_rule_figure_is_written_in_engine_code`
ALLOWED: dict[str, dict[float, str]] = {
    **{f"land_unter.{name}": {2: _HALVES} for name in (
        "lifebelts_of", "deal_problem", "_hand_problem", "most_lifebelts_in_a_hand", "total_lifebelts", "__init__",
        "_choices", "_fits", "joint_problem", "_why", "most_lifebelts", "_hand_against_known", "_card_groups")},
    "land_unter._deck": {2: "the deck's kinds by the halves they show (0, 1, 2): " + _HALVES},
    "land_unter.legal": {20: "the candidates a ruling on a card lists at most (LandUnter._check_play)"},
    "land_unter.SHORT_LIST": {15: _LISTED},
    "land_unter._EXAMPLE_BELTS": {3: _EXAMPLE, 4: _EXAMPLE, 5: _EXAMPLE, 6: _EXAMPLE},
    "land_unter._example_card": {41: _EXAMPLE},
    "land_unter._example_water": {2: "the middle of the pairs left", 4: _EXAMPLE, 11: _EXAMPLE},
    "land_unter._by_middle": {2: "the middle of the weather cards, for an example"},
    "land_unter._card_step": {2: "the middle card of a hand, for an example"},
    "land_unter._parse_hand": {2: _GROUPS},
    "land_unter._deal_parts": {2: _GROUPS, 3: _GROUPS},
    "land_unter.split": {2: _GROUPS, 3: _GROUPS},
    "land_unter.split_parts": {2: _GROUPS + " (a player's name and count: two atoms)"},
    "land_unter._EXAMPLE_COUNT": {3: _EXAMPLE},
    "nil._start_parts": {2: "several players' tiles in one entry: two parts or more"},
    "nil.edge_allowed": {2: "boundary points on a half-square grid: coordinates are doubled"},
    "nil._exit_problem": {2: "boundary points on a half-square grid: a corner has even coordinates"},
    "nil._reveal_example": {2: "every second rack told unseen is read at its cheapest, for an example"},
    "nil._end_group": {2: _GROUPS},
    "nil.held_kinds": {2: _GROUPS + " (a 'not' and the tile after it: two words)"},
    "nile._hold_cards": {2: _GROUPS + " (a 'not' and the card after it: two words)", 4: _EXAMPLE},
    "ufern.event_problem": {2: "the third item of a row of the seen-cards table (its message id)"},
    "ufern._water_hint": {2: "the hint's two parts, to lay or to stop, said together"},
    "ufern.NAMED": {6: "how many choices an ambiguous entry's refusal names before it counts the rest (the message's length)"},
    "ufern.MOST_WAYS": {64: "how many readings of a turn line are followed (each part that could mean several multiplies them; a bound on the work, no rule)"},
    "ufern.SHOWN": {4: "how many entries the action hint shows (the prompt's length)"},
    "nil.Nil": {0.3: _POLICY},
    "nil.sample_move": {0.25: _POLICY},
    "nil._check_blocked": {5: _LISTED},
    "nil.ENTRY_ECHO": {160: "an entry echoed in a message is cut at this many characters"},
    "nil._parse_draw": {3: "the longest tuple of tiles a draw entry would build (never built)"},
    "nil._parse_tally": {2: _GROUPS},
    "nil.parse": {5: "the length of the word 'tally' before a tally entry"},
    "nil._spans": {3: _LISTED, 8: _LISTED},
    "nil._nil_facts": {3: "the fields of a history entry (seat, plus, minus, tiles, blocked)",
                       4: "the fields of a history entry (seat, plus, minus, tiles, blocked)"},
    "nile._ordinal": {n: "a pile's place in a tiebreak, smallest first, naming its word's id (third, fourth ...)"
                      for n in (2, 3, 4, 5)},
    "nile._smallest": {2: "two players tied are said 'both', more 'all' (the tiebreak's words)"},
    "nile._same": {2: "two players tied are said 'both', more 'all' (the tiebreak's words)"},
    "nile.possible_moves": {2: "the order move kinds are listed in", 3: "the order move kinds are listed in"},
    "nile.TRADE_RATE, OFFERING_SHARE": {0.1: _POLICY, 0.4: _POLICY},
    "nile.STEP4_WEIGHTS": {0.15: _POLICY, 0.7: _POLICY},
    "nile.sample_move": {2: _POLICY},
    "nile._speculation_cards": {2: "a speculation card shows two crops (the catalogue model checks it)",
                                4: "two speculation cards' four crops, read as pairs in three ways"},
    "nile._all": {2: "'both' for two seats, 'all' for more"},
    "nile._nth": {2: "ordinal words (1st, 2nd, 3rd)", 3: "ordinal words (1st, 2nd, 3rd)"},
    **{f"ufern.{name}": {2: _STACKS} for name in ("unseen_deal", "_parse_deal", "sample_chance", "_check_deal",
                                                   "_stop_options", "tap")},
    "ufern.sample_move": {2: _POLICY},
    "ufern.USEFUL_WEIGHTS": {2.0: _POLICY, 4.0: _POLICY, 6.0: _POLICY, 8.0: _POLICY, 16.0: _POLICY},
    "ufern.read_water": {2: _GROUPS, 3: _GROUPS, 4: _GROUPS},
    "ufern.read_action": {2: _GROUPS, 3: _GROUPS},
    "ufern.read_plant": {2: _GROUPS, 3: _GROUPS},
    "ufern.resolve": {6: _LISTED},
    "ufern._check_rot": {6: _LISTED},
    "ufern._action": {2: "the second group of 'grow flax on E4.1': its field"},
    "ufern.split": {2: "a water item is a move and the event it turns up"},
    "ufern._action_examples": {4: _LISTED},
    "ufern._bid_example": {2: _EXAMPLE},
    "ufern._examples": {3: _LISTED},
    "ufern.opening": {2: "the opening's plants: a ripe plant and a seed, one of each side [Déroulement]"},
    "ufern._after_event": {2: "the marker's place Ebbe 2 on the flood circle (board.flood_circle)"},
}


def numbers_in(path: Path) -> list[tuple[int, str, float]]:
    """The numeric literals of a module other than 0, 1 and -1, as (line, where, value): ``where`` is the
    innermost function or class around it, or the name a module-level assignment gives it (``""`` for
    neither). Strings, docstrings included, are not read."""
    found: list[tuple[int, str, float]] = []

    def visit(node: ast.AST, where: str) -> None:
        for child in ast.iter_child_nodes(node):
            inner = where
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                inner = child.name
            elif isinstance(node, ast.Module) and isinstance(child, (ast.Assign, ast.AnnAssign)):
                targets = child.targets if isinstance(child, ast.Assign) else [child.target]
                inner = ", ".join(ast.unparse(t).strip("()") for t in targets)
            if isinstance(child, ast.Constant) and type(child.value) in (int, float) \
                    and child.value not in (0, 1, -1):
                found.append((child.lineno, where, child.value))
            visit(child, inner)

    visit(ast.parse(path.read_text(encoding="utf-8")), "")
    return found


def stray_numbers(root: Path) -> list[str]:
    """Every number of the game packages under ``root`` that is neither layout nor in :data:`ALLOWED`, as
    ``file:line: value (in where)``."""
    stray = []
    for path in sorted(root.rglob("*.py")):
        if path.name in LAYOUT_MODULES:
            continue
        game = path.relative_to(root).parts[0].removesuffix(".py")
        for line, where, value in numbers_in(path):
            if value not in ALLOWED.get(f"{game}.{where}", {}):
                stray.append(f"{path.relative_to(ROOT)}:{line}: {value!r} (in {where or 'the module'})")
    return stray


def test_no_rule_figure_is_written_in_engine_code():
    """Every number in ``scorer/games`` other than 0, 1 and -1 is layout or listed in :data:`ALLOWED`
    with why it is no rule figure; a rule's figure belongs in the game's ``data/*.yaml`` (``rules:``)."""
    stray = stray_numbers(ROOT / "scorer" / "games")
    assert not stray, ("numbers in engine code: a rule's figure goes into data/<game>.yaml (rules:) and is read "
                       "from there; anything else goes into ALLOWED with why\n" + "\n".join(stray))


def test_the_scan_finds_a_figure_typed_into_an_engine(tmp_path, monkeypatch):
    """A figure typed into an engine's module is found and named, even beside an allowed number of the same
    value (NILE's ordinal words allow 2 and 3 in ``_nth`` only)."""
    games = tmp_path / "scorer" / "games"
    (games / "nile").mkdir(parents=True)
    source = (ROOT / "scorer" / "games" / "nile" / "table.py").read_text(encoding="utf-8")
    (games / "nile" / "table.py").write_text(source.replace("END_DRAW: int = _FIGURES.end_draw", "END_DRAW = 2"),
                                             encoding="utf-8")
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    (stray,) = stray_numbers(games)
    assert stray.startswith("scorer/games/nile/table.py:") and stray.endswith(": 2 (in END_DRAW)")


def test_the_scan_names_where_each_number_is(tmp_path):
    module = tmp_path / "m.py"
    module.write_text('"""Deal 5 cards."""\nEND_DRAW = 2\ndef draw(n=1):\n    return n * 3 - 1 + 0.5\n', encoding="utf-8")
    assert numbers_in(module) == [(2, "END_DRAW", 2), (4, "draw", 3), (4, "draw", 0.5)]


@pytest.mark.parametrize("slug, figure, value", [("land-unter", "hand_size", 13), ("nile", "deal", 19)])
def test_a_deal_the_deck_cannot_give_is_refused(slug, figure, value):
    """The most players a game takes, each dealt the data's hand, must fit in the deck: a figure past
    that is a catalogue error naming the deck, not a game that breaks at the deal."""
    import yaml
    from pydantic import ValidationError

    from gamedata.catalogue import LandUnterCatalogue, NileCatalogue

    data = yaml.safe_load(game_files()[slug].data.read_text(encoding="utf-8"))
    data["rules"][figure] = value - 1
    model = LandUnterCatalogue if slug == "land-unter" else NileCatalogue
    model.model_validate(data)  # one less fits
    data["rules"][figure] = value
    with pytest.raises(ValidationError, match=f"5 hands of {value} need more"):
        model.model_validate(data)
