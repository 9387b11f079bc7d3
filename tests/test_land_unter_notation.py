"""Land Unter's notation both ways (parse/format), the table's entries and prompts, the news, the board
as text, and records written for any prefix of a game (clone(): tests/test_conformance.py)."""

import random

import pytest
import yaml
from helpers import new_game, trick

from gamedata.yamlfile import parse_yaml
from scorer.engine import CHANCE, TERMINAL, AmbiguousMove, Entry, IllegalMove, InvalidMove, replay
from scorer.games.land_unter import GAME, notation
from scorer.games.land_unter.engine import R_ROUND_END, R_SETUP, Deal, LandUnter, Phase, Play, TurnUp
from scorer.games.land_unter.record import write_record
from scorer.games.land_unter.tally import RoundTally
from scorer.games.land_unter.view import WIDTH
from scorer.record import record_from_document

NAMES = ["Anna", "Ben", "Cleo", "Dana", "Emil"]
TABLES = [(3, ()), (4, ()), (5, ()), (3, ("open-play",)), (5, ("open-play",))]


def public(state: LandUnter, move):
    """The chance move as the table enters it: a deal without the hands (lifebelts as announced in
    round 1, ``pass`` later); a turn-up and every play are seen by all."""
    if isinstance(move, Deal):
        n = state.n
        return Deal((None,) * n, move.lifebelts if state.round == 1 else (None,) * n)
    return move


def playout(n: int, variants, seed: int, seen_only: bool):
    """A random game, its chance moves in their full form or as the table enters them (the same game:
    a table never sees the hands, but the cards played come from them): the states before each move
    (clones), the final state, and the moves."""
    _, full = GAME.simulate(NAMES[:n], seed, variants)
    state = LandUnter(NAMES[:n], variants)
    states, moves = [], []
    for move in full:
        move = public(state, move) if seen_only and state.current_player == CHANCE else move
        states.append(state.clone())
        moves.append(move)
        state.apply(move)
    states.append(state)
    return states, moves


@pytest.fixture(scope="module")
def games():
    """(n, variants, seen_only, states, moves) for every table, hands seen and unseen."""
    out = []
    for i, (n, variants) in enumerate(TABLES):
        for seen_only in (False, True):
            out.append((n, variants, seen_only, *playout(n, variants, 100 + i, seen_only)))
    return out


# --- parse and format ----------------------------------------------------------------------------
def test_format_then_parse_gives_the_move_back(games):
    """Every legal move and every chance move (full and as the table enters it) at every position."""
    rng = random.Random(5)
    checked = 0
    for n, variants, seen_only, states, moves in games:
        for state, move in zip(states, moves):
            if state.current_player == CHANCE:
                candidates = [move, public(state, move), state.sample_chance(rng)]
            else:
                candidates = state.legal_moves()
            for m in candidates:
                text = notation.format(state, m)
                assert notation.parse(state, text) == m, (text, m)
                checked += 1
    assert checked > 5000


@pytest.mark.parametrize("text", ["  ANNA 5, ben 3; CLEO 6 ", "5 3 6", "5,3,6", "cleo 6 anna 5 ben 3", "5; 3; 6"])
def test_a_deal_is_read_the_way_players_type_it(text):
    state = LandUnter(NAMES[:3])
    assert notation.parse(state, text) == Deal((None, None, None), (5, 3, 6))


def test_a_deal_with_a_hand_written_down():
    state = LandUnter(NAMES[:3])
    hand = list(range(1, 13))
    move = notation.parse(state, f"[{', '.join(map(str, hand))}] 3 ?  [{' '.join(map(str, range(25, 37)))}]")
    assert move == Deal((frozenset(hand), None, frozenset(range(25, 37))), (None, 3, None))
    assert notation.format(state, move) == "[1 2 3 4 5 6 7 8 9 10 11 12], 3, [25 26 27 28 29 30 31 32 33 34 35 36]"


@pytest.mark.parametrize("text, message", [
    ("5 3", "each of the 3 players"),
    ("5 3 6 4", "each of the 3 players"),
    ("Anna 5, Ben 3", "give Cleo's lifebelts"),
    ("Anna 5, 3, 6", "name every player or none"),
    ("Anna 5 Anna 3 Ben 6", "named twice"),
    ("Bob 5 3 6", "'bob' is not a player here (the players are Anna, Ben and Cleo)"),
    ("pass", "round 1 is dealt from the shuffled deck"),
    ("5 [1 2 3", "not closed"),
    ("5 [1 2 x] 3 6", "weather card numbers, not 'x'"),
    ("5 [1 1 2 3 4 5 6 7 8 9 10 11] 3 6", "1 is listed twice in Anna's hand"),
    ("5 [61 1 2 3 4 5 6 7 8 9 10 11] 3 6", "there is no weather card 61"),
    ("? 3 6", "give Anna's lifebelts"),
])
def test_an_unreadable_deal_says_what_was_expected(text, message):
    with pytest.raises(InvalidMove, match=message.replace("(", r"\(").replace(")", r"\)").replace("[", r"\[")):
        notation.parse(LandUnter(NAMES[:3]), text)


def test_later_rounds_are_dealt_by_passing():
    state = LandUnter(NAMES[:3])
    state.apply(notation.parse(state, "5 3 6"))
    state.round, state.phase = 2, Phase.DEAL
    assert notation.parse(state, "pass") == Deal((None,) * 3, (None,) * 3)
    assert notation.format(state, Deal((None,) * 3, (None,) * 3)) == "pass"
    assert notation.entries(state) == [Entry("pass")]
    assert notation.prompt(state).default == "pass"


def test_water_level_cards_and_weather_cards():
    state = new_game([3, 3, 3], {0: [60], 1: [1], 2: [50]})
    assert notation.parse(state, " 4, 11 ") == TurnUp((4, 11))
    assert notation.parse(state, "4 and 11") == TurnUp((4, 11))
    for text, message in [("4", "two water-level cards"), ("4 11 2", "two water-level cards"),
                          ("13 4", "no water-level card 13 (values are 1 to 12)"), ("? 4", "two water-level")]:
        with pytest.raises(InvalidMove, match=message.replace("(", r"\(").replace(")", r"\)")):
            notation.parse(state, text)
    state.apply(TurnUp((4, 11)))
    hint = notation.prompt(state).hint
    assert hint.startswith("the weather card Anna plays, e.g. ") and "; or another player's name and card, e.g. Ben " in hint
    assert state.check(notation.parse(state, hint.split("e.g. ")[-1])) is None  # a card Ben may play
    assert int(hint.split("e.g. ")[1].split(";")[0]) in state.hand_known[0]
    assert notation.parse(state, "60") == Play(0, 60)
    assert notation.parse(state, "cleo 50") == Play(2, 50)  # simultaneous play: any order, named
    assert notation.parse(state, "50 Cleo") == Play(2, 50)
    assert notation.format(state, Play(2, 50)) == "Cleo 50"
    for text, message in [("61", "no weather card 61"), ("", "one card"), ("4 11", "one card"),
                          ("Bob 41", "'bob' is not a player")]:
        with pytest.raises(InvalidMove, match=message):
            notation.parse(state, text)


def test_names_are_matched_longest_first():
    state = LandUnter(["Player 1", "Player 10", "Cleo"])
    assert notation.parse(state, "player 10 4, player 1 3, cleo 5") == Deal((None,) * 3, (3, 4, 5))
    state = LandUnter(["Ann", "Ann Lee", "Cleo"])
    assert notation.parse(state, "ann lee 4, ann 3, cleo 5") == Deal((None,) * 3, (3, 4, 5))
    state = LandUnter(["Strauß", "Ann  Lee", "Cleo"])
    assert notation.parse(state, "strauß 3, ANN LEE 4, cleo 5") == Deal((None,) * 3, (3, 4, 5))


def test_round_end_counts():
    state = LandUnter(NAMES[:3])
    move = notation.parse(state, "TALLY 3/4, out, 0/7")
    assert move == RoundTally((3, 0, 0), (False, True, False), (4, None, 7))
    assert notation.format(state, move) == "tally 3/4 out 0/7"
    assert notation.parse(state, "tally Cleo 0/7 Anna 3/4 Ben out") == move
    odd = RoundTally((3, 0, 0), (False, True, False), (4, 0, 7))
    assert notation.parse(state, notation.format(state, odd)) == odd
    with pytest.raises(InvalidMove, match="each of the 3 players' end counts"):
        notation.parse(state, "tally 3/4 out")
    before = state.clone()
    state.apply(move)
    assert notation.news(before, move, state) == [
        "Round 1 tallied from the end counts",
        "Round 1 points: Anna 4 (3 lifebelts + 1 for the lowest water), Ben -1 (out), Cleo 0",
        "Totals: Anna 4, Ben -1, Cleo 0"]
    assert "tally" in notation.prompt(state).hint
    err = state.check(notation.parse(state, "5 3 6"))  # a tallied game is not played on trick by trick
    assert err is not None and err.rule == R_ROUND_END and "not both" in err.reason


def test_nothing_is_read_after_the_end():
    state = LandUnter(NAMES[:3])
    random_game = GAME.simulate(NAMES[:3], 1, ())[0]
    assert random_game.is_over
    with pytest.raises(InvalidMove, match="the game is over"):
        notation.parse(random_game, "41")
    assert notation.prompt(random_game).text == "The game is over" and notation.entries(random_game) == []
    assert notation.prompt(state).seat is None


def test_ambiguity_is_never_guessed():
    """Land Unter's entries have one meaning each; AmbiguousMove is never the answer, an unreadable
    mixture is refused instead."""
    state = new_game([3, 3, 3], {0: [60], 1: [1], 2: [50]})
    state.apply(TurnUp((4, 11)))
    with pytest.raises(InvalidMove) as err:
        notation.parse(state, "Anna Ben 60")
    assert not isinstance(err.value, AmbiguousMove)


# --- announcements the table could mistype ----------------------------------------------------------
def test_announced_lifebelts_must_be_possible():
    state = LandUnter(NAMES[:3])
    err = state.check(notation.parse(state, "13 3 6"))
    assert err is not None and err.rule == R_SETUP
    assert "richest possible hand of 12 weather cards shows 12" in err.reason
    err = state.check(notation.parse(state, "12 12 1"))
    assert err is not None and err.rule == R_SETUP and "the weather cards they can hold show only 24" in err.reason


def test_announcements_are_checked_together_not_one_by_one():
    """A weather card is in one hand only: each announcement below is possible alone, and their sum is within
    the deck's 24, but no deal gives them together (Setup [Préparation]; a counting argument)."""
    three = LandUnter(NAMES[:3])
    err = three.check(notation.parse(three, "12 12 0"))  # each 12 needs all 12 whole-lifebelt cards
    assert err is not None and err.rule == R_SETUP
    assert err.reason == ("no deal of the 60 weather cards gives these hands together: Anna, Ben and Cleo announced "
                          "12, 12 and 0 lifebelts: their hands need at least 24 cards with a whole lifebelt between "
                          "them (a hand can only show more half-lifebelts than it has cards with whole ones), but only 12 "
                          "such cards are left for them")
    err = three.check(notation.parse(three, "10 10 0"))  # 10 from 12 cards needs 8 whole ones: 16 of 12
    assert err is not None and "at least 16 cards with a whole lifebelt" in err.reason
    assert three.check(notation.parse(three, "12 6 6")) is None  # 12 whole | 12 halves | 12 halves
    assert three.check(notation.parse(three, "9 9 6")) is None
    five = LandUnter(NAMES[:5])  # all 60 cards are dealt: the hands show 22 to 24 lifebelts between them
    err = five.check(notation.parse(five, "0 0 0 0 0"))
    assert err is not None and "at least 55 cards without a lifebelt between them, but only 24" in err.reason
    err = five.check(notation.parse(five, "5 3 6 4 3"))
    assert err is not None and err.rule == R_SETUP and "must show 24 at least" in err.reason
    assert five.check(notation.parse(five, "5 3 6 4 4")) is None and five.check(notation.parse(five, "6 6 6 6 0")) is None


# --- entries and prompts ---------------------------------------------------------------------------
def test_entries_are_the_legal_moves_and_prompts_name_the_player(games):
    for n, variants, seen_only, states, moves in games:
        for state in states[::3]:
            listed = notation.entries(state)
            prompt = notation.prompt(state)
            if state.current_player >= 0:
                parsed = [notation.parse(state, e.text) for e in listed]
                assert parsed == state.legal_moves()
                assert prompt.seat == state.current_player
                assert prompt.text.startswith(f"Round {state.round}, trick {state.trick + 1}: "
                                              f"{state.players[state.current_player]} plays a weather card")
                assert all(e.group for e in listed) == (len(listed) > 12)
            else:
                assert prompt.seat is None and prompt.text[0].isupper()
                for e in listed:
                    assert state.check(notation.parse(state, e.text)) is None
            if prompt.default is not None:
                assert [e.text for e in listed] == [prompt.default]


def test_the_last_trick_of_a_round_is_forced():
    """With two water-level cards left and one card in hand, the rules decide: those are the defaults."""
    for seed in range(100):  # a game whose round 1 reaches its last trick
        state, rng = LandUnter(NAMES[:3]), random.Random(seed)
        while state.round == 1 and not (state.phase == Phase.TURN_UP and state.trick == 11):
            state.apply(state.sample_chance(rng) if state.current_player == CHANCE else state.sample_move(rng))
        if state.round == 1:
            break
    prompt = notation.prompt(state)
    left = sorted(v for v, k in state.water_left.items() for _ in range(k))
    assert prompt.default == f"{left[0]} {left[1]}"
    assert prompt.hint.startswith("the two water-level cards turned up")
    state.apply(notation.parse(state, prompt.default))
    assert notation.prompt(state).default == str(state.legal_moves()[0].card)


def test_weather_cards_are_grouped_by_lifebelt_symbol_when_the_hand_is_unseen():
    state = LandUnter(NAMES[:3])
    state.apply(notation.parse(state, "5 3 6"))
    state.apply(notation.parse(state, "4 11"))
    listed = notation.entries(state)
    assert len(listed) == 60
    assert {e.group for e in listed} == {"1–12, no lifebelt", "13–24, half lifebelt", "25–36, whole lifebelt",
                                         "37–48, half lifebelt", "49–60, no lifebelt"}
    assert listed[30] == Entry("31", "25–36, whole lifebelt")


def test_a_turn_up_lists_the_pairs_only_when_few_are_left():
    state = new_game([3, 3, 3])
    assert notation.entries(state) == []
    assert "e.g." in notation.prompt(state).hint
    state.water_left = {v: (1 if v in (2, 5) else 0) for v in state.water_left}
    assert notation.entries(state) == [Entry("2 5")]


# --- news ------------------------------------------------------------------------------------------
def test_news_of_a_trick_with_an_elimination_that_passes_the_penalty_on():
    state = new_game([4, 1, 4, 3], {0: [60, 1], 1: [59, 2], 2: [3, 58], 3: [4, 5]})
    trick(state, (10, 12), {0: 60, 1: 59, 2: 3, 3: 4})      # Anna 10, Ben 12: Ben loses the last one
    assert state.out == [False, False, False, False]       # losing the last one is not yet elimination
    before = state.clone()
    state.apply(TurnUp((9, 11)))
    for seat, card in {0: 1, 1: 2, 2: 58, 3: 5}.items():
        before = state.clone()
        state.apply(Play(seat, card))
    lines = notation.news(before, Play(3, 5), state)
    assert lines == [
        "Trick 2, turned up together: Anna 1, Ben 2, Cleo 58, Dana 5",
        "Cleo played the highest card (58) and takes water level 9",
        "Dana played the second highest card (5) and takes water level 11",
        "Ben shows the highest water level (12) with no lifebelt left and is out of round 1",
        "Dana shows the highest water level (11) and loses a lifebelt (2 lifebelts left)",
    ]


def test_news_of_a_deal_round_points_and_the_end():
    state = LandUnter(NAMES[:3])
    assert notation.news(state.clone(), Deal((None,) * 3, (5, 3, 6)), _after(state, "5 3 6")) == []
    final, moves = GAME.simulate(NAMES[:3], 4, ())
    replayed = LandUnter(NAMES[:3])
    for move in moves[:-1]:
        replayed.apply(move)
    lines = notation.news(replayed.clone(), moves[-1], _after(replayed, notation.format(replayed, moves[-1])))
    assert any(line.startswith("Round 3 is over: ") for line in lines)
    points = final.round_points[-1]
    assert f"Round 3 points: Anna {points[0]}" in "\n".join(lines)
    assert lines[-1] == f"The game is over: {final.ranking().tiebreak}"
    rnd2 = LandUnter(NAMES[:3])
    for move in moves:
        if isinstance(move, Deal) and rnd2.round == 2:
            break
        rnd2.apply(move)
    belts = ", ".join(f"{name} {k}" for name, k in zip(NAMES, [rnd2.hand_belts[rnd2.hand_of(p, 2)] for p in range(3)]))
    assert notation.news(rnd2.clone(), Deal((None,) * 3, (None,) * 3), _after(rnd2, "pass")) == [
        f"Round 2: the hands pass to the left; lifebelts {belts}"]


def _after(state: LandUnter, text: str) -> LandUnter:
    state.apply(notation.parse(state, text))
    return state


def test_open_play_news_names_the_next_leader():
    state = new_game([3, 1, 3], {0: [60], 1: [1], 2: [50]}, variants=("open-play",))
    state.apply(TurnUp((9, 3)))
    state.apply(Play(0, 60))
    state.apply(Play(1, 1))
    before = state.clone()
    state.apply(Play(2, 50))
    assert notation.news(before, Play(2, 50), state)[-1] == "Anna leads trick 2"  # left of Cleo, who lost


# --- the board as text -----------------------------------------------------------------------------
def test_the_board_fits_a_terminal(games):
    for n, variants, seen_only, states, moves in games:
        for state in states[::7] + states[-1:]:
            text = notation.board_text(state)
            assert all(len(line) <= WIDTH for line in text.splitlines()), text
    long = LandUnter(["Maximilian Alexander", "Bartholomäus", "Cleo", "Dana", "Emil"])
    long.apply(notation.parse(long, "5 3 6 4 4"))
    long.apply(notation.parse(long, "4 11"))
    assert all(len(line) <= WIDTH for line in notation.board_text(long).splitlines())


def test_the_board_shows_hands_lifebelts_water_the_trick_and_points():
    state = new_game([3, 2, 4], {0: [60, 10], 1: [1, 11], 2: [50, 12]})
    trick(state, (9, 3), {0: 60, 1: 1, 2: 50})
    state.apply(TurnUp((7, 8)))
    state.apply(Play(1, 11))
    text = notation.board_text(state)
    lines = text.splitlines()
    assert lines[0] == "Land Unter, round 1 of 3, trick 2 of 12"
    assert lines[1] == "Trick 2: water 7 and 8 turned up, 20 left in the pile"
    assert lines[2] == "Anna: 3 lifebelts, water level 3, 11 cards"
    assert lines[3].split() == [str(c) for c in sorted(state.hand_known[0] - {60})]
    assert "Cleo: 3 lifebelts, water level 9, 11 cards" in lines
    assert lines[-1] == "Played: Ben 11; to play: Anna, Cleo"
    unseen = LandUnter(NAMES[:3])
    unseen.apply(notation.parse(unseen, "5 3 6"))
    unseen.apply(notation.parse(unseen, "4 11"))
    unseen.apply(notation.parse(unseen, "30"))
    assert "Anna: 5 lifebelts, no water card, 11 cards (unseen)" in notation.board_text(unseen).splitlines()
    final = GAME.simulate(NAMES[:3], 4, ())[0]
    board = notation.board_text(final).splitlines()
    assert board[1].split() == ["Points", "R1", "R2", "R3", "Total"]
    assert board[2].split() == ["Anna", *map(str, (r[0] for r in final.round_points)), str(final.totals()[0])]
    assert final.ranking().tiebreak.split()[0] in board[-1]


# --- records of any prefix ---------------------------------------------------------------------------
def _read_back(players, variants, moves):
    text = yaml.safe_dump(write_record(players, variants, moves), sort_keys=False, allow_unicode=True)
    game = record_from_document(parse_yaml(text, "x.yaml"))
    return replay(game.state, game.steps)


def test_a_record_of_any_prefix_reads_back_to_the_same_position(games):
    rng = random.Random(11)
    for n, variants, seen_only, states, moves in games:
        cuts = sorted(rng.sample(range(len(moves) + 1), 12)) + [len(moves)]
        for cut in cuts:
            result = _read_back(NAMES[:n], list(variants), moves[:cut])
            assert result.legal, (cut, [v.error.reason for v in result.violations])
            back, there = result.state, states[cut]
            assert back.current_player == there.current_player
            assert back.legal_moves() == there.legal_moves()
            assert back.scores() == there.scores()
            assert notation.board_text(back) == notation.board_text(there)


def test_a_record_cut_mid_trick_is_not_a_missing_card_but_an_earlier_trick_is():
    state = new_game([3, 3, 3], {0: [60, 59], 1: [1, 2], 2: [50, 49]})
    moves = [Deal(tuple(frozenset(state.hand_known[p]) for p in range(3)), (3, 3, 3)),
             TurnUp((9, 3)), Play(0, 60), Play(1, 1)]
    assert _read_back(NAMES[:3], [], moves).legal
    later = _read_back(NAMES[:3], [], moves + [TurnUp((4, 5))])
    assert not later.legal and "Cleo is still in round 1 but did not play a card in trick 1" in \
        later.violations[0].error.reason


def test_a_tally_record_is_written_and_read_back():
    moves = [RoundTally((3, 0, 2), (False, True, False), (4, None, 7)),
             RoundTally((1, 0, 0), (False, True, False), (5, 0, 0))]
    result = _read_back(NAMES[:3], [], moves)
    assert result.legal and result.state.round_points == [[4, -1, 2], [1, -1, 1]]
    text = yaml.safe_dump(write_record(NAMES[:3], [], moves), sort_keys=False)
    assert [step.move for step in record_from_document(parse_yaml(text, "x.yaml")).steps] == moves


def test_notation_is_the_games_notation():
    assert GAME.notation is notation
    with pytest.raises(IllegalMove):
        state = LandUnter(NAMES[:3])
        state.apply(notation.parse(state, "5 3 6"))
        state.apply(notation.parse(state, "4 4"))
        state.apply(notation.parse(state, "1"))
        state.apply(notation.parse(state, "Anna 2"))  # Anna already played this trick


def test_a_card_named_at_the_water_step_is_asked_for_later_without_a_played_card_as_example():
    """fe-table8 problem 9: ``Anna 40`` typed while the water-level cards are asked gave "e.g. 3 7: Anna 41",
    although Cleo had just played 41. The example names no card now: the two water-level cards, then the
    player's card."""
    state = LandUnter(["Anna", "Ben", "Cleo"])
    state.apply(Deal(None, (5, 5, 5)))
    trick(state, (3, 5), {0: 40, 1: 9, 2: 41})
    assert state.phase == Phase.TURN_UP
    with pytest.raises(InvalidMove) as refused:
        notation.parse(state, "Anna 42")
    assert str(refused.value).endswith("then Anna's card") and "41" not in str(refused.value)
