"""An den Ufern des Nils: the game's notation in both directions (parse, format), its entries, prompts,
news and text board, and records saved part-way (write_record on any prefix); clone(): tests/test_conformance.py."""

from __future__ import annotations

import random
import re

import pytest
import yaml

from gamedata.ufern_catalogue import parse_front
from gamedata.yamlfile import parse_yaml
from scorer.engine import CHANCE, AmbiguousMove, InvalidMove, replay
from scorer.games.ufern import GAME
from scorer.games.ufern import notation as N
from scorer.games.ufern import steps as S
from scorer.games.ufern.engine import Ufern
from scorer.games.ufern.moves import (Bid, Deal, Done, Ebb, Flood, FloodEnd, Grow, Harvest, Reveal, Rot, Sow,
                                      ToBoat)
from scorer.games.ufern.writer import write_record
from scorer.record import record_from_document
from scorer.session import TableSession
from tests.test_session import typed_game
from tests.ufern_helpers import NAMES, at_actions, at_water, card, grow, sell, table

VARIANTS = [(), ("hippo-auction",), ("first-player-bid",), ("buy-other-seed", "joker-restores")]


def playout(seed: int, n: int, variants=(), limit: int = 400):
    """A random game as the engine plays it (``full``: every card known) and as the table enters it
    (``public``: the deal face down, every other entry the same), with the public states visited."""
    rng = random.Random(seed)
    full, public = Ufern(NAMES[:n], variants), Ufern(NAMES[:n], variants)
    moves, entered, states = [], [], []
    while not full.is_over and len(moves) < limit:
        states.append(public.clone())
        move = full.sample_chance(rng) if full.current_player == CHANCE else full.sample_move(rng)
        typed = N.parse(public, "?") if isinstance(move, Deal) else move
        assert public.check(typed) is None, (typed, public.check(typed))
        full.apply(move)
        public.apply(typed)
        moves.append(move)
        entered.append(typed)
    states.append(public.clone())
    return moves, entered, states


def position(state: Ufern):
    return state.legal_moves(), state.current_player, list(state.pawns), state.obelisk, state.step


# -- parse and format ---------------------------------------------------------------------------------

@pytest.mark.parametrize("variants", VARIANTS)
def test_every_legal_and_chance_move_reads_back_from_its_text(variants):
    """parse(s, format(s, m)) == m for every legal move (a sample where there are hundreds of bids) and
    every chance move, in its full and its public form, at every position of random games."""
    checked = 0
    for seed, n in ((1, 5), (2, 2), (3, 3)):
        rng = random.Random(seed)
        state = Ufern(NAMES[:n], variants)
        full = Ufern(NAMES[:n], variants)
        while not full.is_over and checked < 4000 * (1 + seed):
            if full.current_player == CHANCE:
                moves = [full.sample_chance(rng)]
                if isinstance(moves[0], Deal):
                    moves.append(N.parse(full, "?"))
                if full.step == S.REVEAL:
                    moves += [Reveal(e) for e in N._reveal_pool(full)]
            else:
                legal = full.legal_moves()
                moves = rng.sample(legal, min(len(legal), 40))
            for m in moves:
                text = N.format(full, m)
                assert N.parse(full, text) == m, (full.step, text, m)
                assert N.parse(full, "  " + text.upper().replace(" ", "  ") + " ") == m
                checked += 1
            full.apply(full.sample_chance(rng) if full.current_player == CHANCE else full.sample_move(rng))
        assert state.step in (S.START, S.DEAL)
    assert checked > 1000


def test_the_table_types_as_it_likes():
    state = at_actions(table(3), 0)
    grow(state, "W4.2", 0)
    assert N.parse(state, "  SOW Flax  w4.3 ") == Sow("W4.3", "flax")
    assert N.parse(state, "grow w4.2") == Grow("W4.2")
    assert N.parse(state, "Done") == Done() == N.parse(state, "pass")
    state.step = S.FIRST_BID
    assert N.parse(state, "bid wheat flax") == N.parse(state, "flax, wheat") == Bid(("flax", "wheat"), 0)
    assert N.parse(state, "nothing") == Bid((), 0)
    # the bids are opened together: a bidder's name makes it that bidder's, whoever is asked
    assert N.parse(state, "Cleo bids wheat") == N.parse(state, "cleo wheat") == Bid(("wheat",), 2)
    assert N.format(state, Bid(("wheat",), 2)) == "Cleo bid wheat" and N.format(state, Bid((), 0)) == "Anna bid nothing"
    state.step = S.BOAT
    assert N.parse(state, "flax,wheat") == ToBoat(("flax", "wheat"))
    assert N.parse(state, "boat wheat and flax") == ToBoat(("flax", "wheat"))  # (revboards 7: 'and' is not a crop)
    with pytest.raises(InvalidMove, match="not a crop.*e.g. boat flax, wheat"):
        N.parse(state, "boat flax, rice")


def test_a_harvest_that_could_go_to_two_rows_is_ambiguous():
    state = at_actions(table(3), 0)
    grow(state, "W5.4", 0, ripe=True)
    rows = [m.row for m in state.legal_moves() if isinstance(m, Harvest)]
    assert len(rows) > 1
    with pytest.raises(AmbiguousMove):
        N.parse(state, "harvest W5.4")
    assert N.parse(state, f"harvest W5.4 {rows[0]}") == Harvest("W5.4", rows[0])


def test_ebb_and_event_are_two_steps_of_one_entry():
    """The README's ``W5.1 rot 2`` is one entry of two steps: split cuts it into the ebb and the event
    (parse alone, asked for one step, says it holds two)."""
    state = at_water(table(3), marker=1)
    state.banks.lay("W5.1", ("single", "single"), card("ss"))
    assert N.parse(state, "w5.1") == Ebb("W5.1") == N.parse(state, "ebb W5.1")
    assert N.split(state, "W5.1 rot 2") == ["W5.1", "rot 2"]
    assert N.split(state, "W5.1 reveals hippo; W5.2") == ["W5.1", "hippo", "W5.2"]
    with pytest.raises(InvalidMove, match="two steps: the card and the event"):
        N.parse(state, "W5.1 rot 2")
    state.apply(Ebb("W5.1"))
    assert N.parse(state, "reveals rot 2 + arrow") == Reveal(N.read_event("rot 2 + arrow"))


def test_a_full_deal_has_a_written_form_and_the_face_down_deal_is_a_question_mark():
    state = Ufern(NAMES[:4])
    state.apply(N.parse(state, "first Ben"))
    deal = state.sample_chance(random.Random(5))
    text = N.format(state, deal)
    assert text.startswith("deal | A ") and "| out " in text
    assert N.parse(state, text) == deal
    assert N.format(state, N.parse(state, "?")) == "?"
    with pytest.raises(InvalidMove, match="stacks A and B of each of the 4 players"):
        N.parse(state, "deal | A ss:hippo")


def test_stop_fills_in_the_tops_the_table_has_seen():
    state = at_water(table(3, stacks=[([card("sb")], [card("dd")])] * 3))
    assert N.parse(state, "stop") == FloodEnd((parse_front("sb"), parse_front("dd")))  # the referee rules on it
    assert N.parse(state, "stop A single-blank") == FloodEnd((parse_front("sb"), parse_front("dd")))


# -- entries and prompts ------------------------------------------------------------------------------

def test_entries_are_the_legal_moves_and_parse_to_moves_the_referee_accepts():
    for seed, n, variants in ((4, 5, ("hippo-auction",)), (5, 3, ("first-player-bid",)), (6, 4, ())):
        moves, _, states = playout(seed, n, variants, limit=250)
        for state, move in zip(states, moves):
            entries = N.entries(state)
            if state.step in (S.FIRST_BID, S.HIPPO_BID):
                continue  # every bid of the supply: long; the round trip covers them
            texts = [e.text for e in entries]
            parsed = [N.parse(state, t) for t in texts]
            for t, m in zip(texts, parsed):
                assert state.check(m) is None, (state.step, t, state.check(m))
            if state.current_player != CHANCE:
                # a stop whose tops the tool has not seen is entered with them named (asked for)
                unseen = N._unseen_stacks(state) if state.step in (S.WATER, S.OPEN_WATER) else []
                legal = {m for m in state.legal_moves() if not (isinstance(m, FloodEnd) and unseen)}
                assert legal <= set(parsed)
            if state.step in S.ACTION_STEPS:
                assert all(e.group for e in entries if e.text != "done")
            if state.step == S.REVEAL:
                assert N.format(state, move) in texts


def test_a_stack_top_nobody_has_seen_lists_every_front_left_grouped_by_stack():
    _, _, states = playout(7, 3, limit=120)
    state = next(s for s in states if s.step == S.WATER and s.mode == S.FLOOD)
    entries = N.entries(state)
    assert {e.group for e in entries} >= {"stack A", "stack B"}
    assert state.legal_moves() == [FloodEnd((None, None))]  # the engine's: a stop, its tops unknown
    stops = [e.text for e in entries if e.text.startswith("stop")]
    assert "stop" not in stops and all(re.fullmatch(r"stop A [a-z-]+, B [a-z-]+", t) for t in stops)
    p = N.prompt(state)
    assert p.default is None and "e.g. A " in p.hint and ("if no top fits: stop and the tops" in p.hint) == bool(stops)


def test_prompts_name_who_acts_in_the_games_words():
    moves, _, states = playout(8, 4, ("hippo-auction",), limit=300)
    seen = set()
    for state in states:
        p = N.prompt(state)
        assert isinstance(state.phase, S.Phase) and state.phase == state.step
        assert p.text[0].isupper()
        if state.current_player == CHANCE:
            assert p.seat is None
        elif not state.is_over:
            assert p.seat == state.current_player and state.players[p.seat] in p.text
            assert p.hint
        seen.add(p.text.split(":")[0])
    assert "The set-up" in seen and "Round 1, actions" in seen and "Round 1, flood (Flut)" in seen
    assert N.prompt(states[0]).default == "first Anna"
    assert N.prompt(states[1]).default == "?"


def test_a_forced_stop_is_the_default_and_a_free_one_is_not():
    stacks = [([card("sb")], [card("sb")])] * 3
    state = at_water(table(3, stacks=stacks))
    for row in state.board.rows:
        state.banks.lay(state.board.rows[row][0], ("single", "blank"), card("sb"))
    assert state.legal_moves() == [FloodEnd(state.tops(0))]
    assert N.prompt(state).default == "stop A single-blank, B single-blank"
    state = at_actions(table(3), 1)
    state.points = 0
    state.jokers[1] = []
    assert N.prompt(state).default == "done" and "Ben acts, 0 action points left" in N.prompt(state).text


# -- news and the text board --------------------------------------------------------------------------

def test_news_says_what_the_rules_worked_out():
    state = at_actions(table(3), 0)
    grow(state, "W5.4", 0, ripe=True)
    before = state.clone()
    state.apply(Harvest("W5.4", "M4"))
    assert N.news(before, Harvest("W5.4", "M4"), state) == ["Anna's flax goes to M4, space 1"]
    before = state.clone()
    state.apply(Done())
    assert N.news(before, Done(), state) == []
    sell(state, "M1", *[(1, "wheat")] * state.board.market_size["M1"])
    state.apply(Done())
    before = state.clone()
    state.apply(Done())
    news = N.news(before, Done(), state)
    assert news[0].startswith("Round 1 scored: the boat is cleared")
    assert "M1 is full: Ben +6" in news and "Pawns: Ben +6 to 7" in news and news[-1] == "Ben takes the first-player pillar"


def test_news_of_rot_and_of_the_arrow():
    state = at_water(table(3), marker=1)
    state.banks.lay("W5.1", ("single", "single"), card("ss", "rot 1 + arrow"))
    sell(state, "M4", (1, "flax"), (2, "wheat"))
    state.apply(Ebb("W5.1"))
    event = Reveal(N.read_event("rot 1 + arrow"))
    before = state.clone()
    state.apply(event)
    assert N.news(before, event, state) == []
    before = state.clone()
    state.apply(Rot("M4", (1, 2)))
    assert N.news(before, Rot("M4", (1, 2)), state) == [
        "Ben's flax on M4, space 1, is now spoiled", "Cleo's wheat on M4, space 2, is now spoiled",
        "The marker moves to Ebbe 2"]


def test_board_text_shows_banks_market_track_and_supplies_in_60_columns():
    _, _, states = playout(9, 5, ("hippo-auction",), limit=400)
    for state in states[::7]:
        text = N.board_text(state)
        assert all(len(line) <= 60 for line in text.splitlines()), text
    text = N.board_text(states[-1])
    for word in ("W5.1 4p ", "E2.1 3p ", "M1 takes 4p (", "M4 takes 1-4p (", "Track: Anna", "obelisk", "Boat:",
                 "Emil (W): supply"):
        assert word in text, word


def test_board_text_marks_plants_and_water_without_colour():
    state = table(2)
    grow(state, "W4.2", 0, "flax", ripe=True)
    grow(state, "W4.2", 1, "wheat")
    state.banks.lay("W4.1", ("single", "single"), card("ss"))
    lines = N.board_text(state).splitlines()
    cells = [next(c for li in lines for c in re.findall(rf"{f} \dp \S+", li)) for f in ("W4.1", "W4.2", "W4.3", "W4.4")]
    assert cells == ["W4.1 4p s~~s", "W4.2 3p RF+Bw", "W4.3 2p .", "W4.4 1p ."]
    assert "W4 (next s)" in "\n".join(lines)


def test_board_text_says_whose_plants_are_where_in_words():
    state = table(2)
    grow(state, "W4.2", 0, "flax", ripe=True)
    grow(state, "W4.2", 1, "wheat")
    grow(state, "E5.1", 0, "onion")
    sell(state, "M2", (1, "grape"))
    state.boat[(0, "aubergine")] += 2
    state.boat[(1, "flax")] += 1
    text = N.board_text(state, 100)
    assert all(len(line) <= 100 for line in text.splitlines()), text
    assert "    plants: ripe flax W4.2, onion seed E5.1" in text.splitlines()
    assert "    plants: wheat seed W4.2" in text.splitlines()
    assert "M2 takes 3-4p (1/4): 1 Ben grape, 2 ., 3 ., 4 ." in text
    assert "Boat: Anna aubergine x2, Ben flax" in text
    assert "Anna (R): supply flax 4, wheat 4, grape 3, onion 1, aubergine 1; 2 jokers; lost 0" in text
    assert all(len(line) <= 60 for line in N.board_text(state).splitlines())  # (a phone's width)
    assert "Ben Hirse" in N.board_text(state, 100, "de")  # the crops in the reader's words


# -- records saved part-way --------------------------------------------------------------------------

def test_any_prefix_of_a_game_is_a_record_that_reads_back_to_the_same_position():
    """The live session writes the record after every step: every prefix, written from the full game or
    from what the table entered (the same record), reads back with no violation to the same position."""
    checked = 0
    for seed in range(12):
        rng = random.Random(100 + seed)
        n, variants = 2 + seed % 4, VARIANTS[seed % 4]
        moves, entered, states = playout(100 + seed, n, variants)
        for k in sorted(set(rng.sample(range(1, len(moves) + 1), 8)) | {0, 1, 2, len(moves)}):
            record = write_record(NAMES[:n], variants, moves[:k])
            assert record == write_record(NAMES[:n], variants, entered[:k])
            assert ("unfinished" in record) == (not states[k].is_over)
            game = record_from_document(parse_yaml(yaml.safe_dump(record, sort_keys=False), "x.yaml"))
            result = replay(game.state, game.steps)
            assert result.legal, (k, result.violations[0].error)
            assert position(result.state) == position(states[k]), (seed, k, moves[k - 1])
            checked += 1
    assert checked > 100


def test_a_finished_record_is_written_as_before():
    _, moves = GAME.simulate(NAMES[:3], 11, ())
    record = write_record(NAMES[:3], (), moves)
    assert "unfinished" not in record and all("done" not in a for r in record["rounds"] for a in r["actions"].values())


def test_format_writes_another_players_seed_with_the_name():
    state = at_actions(table(3, ("buy-other-seed",)), 0)
    state.boat[(2, "flax")] += 1
    from scorer.games.ufern.moves import BuySeed
    assert N.format(state, BuySeed("flax", 2)) == "buy Cleo's flax"
    assert N.parse(state, "buy Cleo's flax") == BuySeed("flax", 2)
    assert Flood("A", "W5.1", parse_front("sd")) == N.parse(at_water(table(3, stacks=[([card("sd")], [card("ss")])] * 3)),
                                                            "A sd W5.1")


def test_news_of_the_bid_for_first_player_and_a_tie():
    state = Ufern(NAMES[:3], ("first-player-bid",))
    state.apply(N.parse(state, "?"))
    for text in ("bid flax", "bid wheat", "bid nothing"):
        before = state.clone()
        state.apply(N.parse(state, text))
    assert N.news(before, Bid(()), state) == ["A tie: Anna and Ben bid 1 each and bid again"]
    state.apply(N.parse(state, "bid flax, wheat"))
    before = state.clone()
    state.apply(N.parse(state, "bid nothing"))
    assert N.news(before, Bid(()), state) == ["Anna wins the bid and is first player: 2 against Ben 0"]
    assert N.prompt(state).text == "The set-up: Anna places a desert card next to the desert (1 of 3)"


def test_the_action_hint_gives_the_likeliest_entry_of_each_kind_open_here_with_what_it_does():
    state = at_actions(table(3), 0)
    grow(state, "W4.2", 0)
    hint = N.prompt(state).hint
    assert hint == ("grow flax (the seed on W4.2 ripens); sow flax W3.1 (a seed from the supply); "
                    "joker (one action point more); buy joker (a joker for one point); done to end the actions")
    grow(state, "E3.2", 0, "onion", ripe=True)
    grow(state, "W4.2", 1, "wheat")  # Ben's plant beside Anna's: growing it costs 2 (decision U15)
    state.boat[(0, "grape")] += 1
    hint = N.prompt(state).hint
    assert hint.startswith("harvest onion M2 (the plant on E3.2 to the market); buy grape (back from the boat); "
                           "grow flax (the seed on W4.2 ripens), 2 points: another player's plant is there; sow ")


def test_nile_check_and_score_read_a_game_saved_part_way(nile, tmp_path):
    _, moves = GAME.simulate(NAMES[:4], 21, ("hippo-auction",))
    path = tmp_path / "live.yaml"
    path.write_text(yaml.safe_dump(write_record(NAMES[:4], ("hippo-auction",), moves[:120]), sort_keys=False))
    result = nile("check", str(path))
    assert result.exit_code == 0 and "Every move is legal. The game is not over" in result.output
    assert nile("score", str(path), "--partial").exit_code == 0


def test_the_table_says_plant_and_pass_and_a_stop_whose_tops_the_rules_fix(tmp_path):
    """Read as a table says them (fe-boards 9): ``plant flax on W5.4`` (a sowing; in the opening, the plant
    the step asks), ``pass`` or ``no card fits`` for ``stop``; a bare ``stop`` where the rules fix a top
    nobody has seen (the one front left that fits no field) fills it in, and asks only for a top they
    leave open."""
    state = at_actions(table(3), 0)
    assert N.parse(state, "plant flax on W4.3") == N.parse(state, "Anna plants flax W4.3") == Sow("W4.3", "flax")
    state.step, state.ripe_next = S.OPEN_PLANT, True
    assert N.parse(state, "plant flax on W4.2") == N.parse(state, "ripe flax W4.2")
    # the opening of a game dealt face down, Ben to lay a card: two fronts fit no field, for either stack
    names, _, texts = typed_game("ufern-des-nils", 2, 3, grouped=False)
    session = TableSession.start(GAME, names, [], tmp_path / "g.yaml")
    for text in texts[:8]:
        session.enter(text)
    public = session.state.clone()
    assert public.step == S.OPEN_WATER and texts[8].startswith("stop")
    for said in ("pass", "no card fits", "stop"):
        with pytest.raises(InvalidMove, match="tops of Ben's stacks A and B show"):
            N.parse(public, said)
    with pytest.raises(InvalidMove, match="top of Ben's stack B show"):
        N.parse(public, "stop A double-double")
    blank = parse_front("db")
    public.fronts_seen[blank] += public.board.fronts[blank]  # every double-blank is accounted for elsewhere
    dd = parse_front("dd")
    assert N.parse(public, "pass") == N.parse(public, "stop") == FloodEnd((dd, dd))


def test_a_record_cut_by_hand_in_a_water_phase_resumes_where_it_was_cut(tmp_path):
    """uferfix: a record cut by hand after ``- flood: [B single-single W3.2]`` (no ``unfinished: true``) came
    up a round late, its flood read as stopped after one card and its actions as nobody's. A last round with
    no actions, pawns or obelisk now reads as the writer's unfinished one: every prefix that stops in a
    round's water phase reads back, without ``unfinished``, to the same position; so does the hand-cut form."""
    checked = 0
    for seed in range(8):
        n, variants = 2 + seed % 4, VARIANTS[seed % 4]
        moves, _, states = playout(300 + seed, n, variants)
        cuts = [k for k in range(1, len(moves)) if states[k].step in (S.WATER, S.REVEAL, S.ROT) and states[k].round > 1]
        for k in random.Random(seed).sample(cuts, min(6, len(cuts))):
            record = write_record(NAMES[:n], variants, moves[:k])
            del record["unfinished"]
            game = record_from_document(parse_yaml(yaml.safe_dump(record, sort_keys=False), "x.yaml"))
            result = replay(game.state, game.steps)
            assert result.legal and position(result.state) == position(states[k]), (seed, k, moves[k - 1])
            checked += 1
    assert checked > 30
    names, _, texts = typed_game("ufern-des-nils", 44, 3, grouped=False)
    session = TableSession.start(GAME, names, [], tmp_path / "g.yaml")
    entered = iter(texts)
    while not (session.state.round == 6 and session.state.step == S.WATER and session.state.moved):
        session.enter(next(entered))  # up to round 6's first water card laid or removed
    written = (tmp_path / "g.yaml").read_text(encoding="utf-8")
    cut = tmp_path / "cut.yaml"  # the same record, as a table cuts it by hand
    cut.write_text(written.replace("unfinished: true\n", ""), encoding="utf-8")
    last = written.rstrip().splitlines()[-1]
    assert "unfinished" not in cut.read_text(encoding="utf-8") and re.fullmatch(r"- (flood|ebb): \[[^,]+\]", last), last
    resumed = TableSession.resume(cut)
    assert resumed.view(None).prompt.text == session.view(None).prompt.text
    assert resumed.view(None).prompt.text.startswith("Round 6, ")
