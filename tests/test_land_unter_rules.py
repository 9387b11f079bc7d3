"""One test per Land Unter rule (shared/games/land-unter.md), each failing if the rule were wrong."""

import random

import pytest
from helpers import new_game, trick

from scorer.engine import CHANCE, TERMINAL, IllegalMove, InvalidMove, SetupError, random_playout
from scorer.games.land_unter.engine import (R_ELIMINATION, R_GAME_END, R_NEXT_ROUND, R_OPEN_PLAY, R_PLAY, R_ROUND_END,
                                     R_SETUP, R_TURN_UP, Deal, LandUnter, Phase, Play, TurnUp)


# --- set-up ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 6])
def test_player_count_is_three_to_five(n):
    with pytest.raises(SetupError, match="3 to 5 players"):
        LandUnter([f"P{i}" for i in range(n)])


def test_lifebelts_are_the_hand_total_rounded_down():
    state = LandUnter(["Anna", "Ben", "Cleo"])
    # 7 half-lifebelt cards = 3.5 lifebelts -> 3
    hand = frozenset(list(range(13, 20)) + [1, 2, 3, 4, 5])
    assert state.lifebelts_of(hand) == 3
    hands = (hand, frozenset(range(25, 37)), frozenset(list(range(6, 13)) + list(range(49, 54))))
    err = state.check(Deal(hands, (4, 12, 0)))
    assert err is not None and err.rule == R_SETUP and "rounded down" in err.reason
    state.apply(Deal(hands, (3, 12, 0)))
    assert state.belts == [3, 12, 0]


def test_a_hand_is_twelve_cards_and_cards_are_unique():
    state = LandUnter(["Anna", "Ben", "Cleo"])
    short = (frozenset(range(1, 12)), frozenset(range(13, 25)), frozenset(range(25, 37)))
    assert "each player is dealt 12" in state.check(Deal(short, None)).reason
    shared = (frozenset(range(1, 13)), frozenset(range(12, 24)), frozenset(range(25, 37)))
    assert "each number exists once" in state.check(Deal(shared, None)).reason


# --- a trick -------------------------------------------------------------------------------------
def test_highest_card_takes_the_lower_water_card_second_the_higher():
    state = new_game([3, 3, 3], {0: [60], 1: [1], 2: [50]})
    trick(state, (9, 3), {0: 60, 1: 1, 2: 50})
    assert state.level == [3, 0, 9]
    assert state.belts == [3, 3, 2]  # Cleo shows the highest level and loses one


def test_simultaneous_play_accepts_any_order():
    state = new_game([3, 3, 3], {0: [60], 1: [1], 2: [50]})
    state.apply(TurnUp((9, 3)))
    state.apply(Play(2, 50))
    state.apply(Play(0, 60))
    state.apply(Play(1, 1))
    assert state.level == [3, 0, 9]


def test_tied_highest_levels_all_lose_a_lifebelt():
    state = new_game([3, 3, 3], {0: [60, 58], 1: [1, 59], 2: [50, 2]})
    trick(state, (5, 9), {0: 60, 1: 1, 2: 50})   # Anna 5, Cleo 9: Cleo loses
    trick(state, (9, 2), {0: 58, 1: 59, 2: 2})   # Ben 2, Anna 9: Anna and Cleo tie on 9
    assert state.level == [9, 2, 9]
    assert state.belts == [2, 3, 1]


def test_only_the_top_water_card_counts():
    state = new_game([4, 4, 4], {0: [60, 58, 55], 1: [1, 57, 2], 2: [59, 56, 3]})
    trick(state, (12, 12), {0: 60, 1: 1, 2: 59})   # Anna 12, Cleo 12
    trick(state, (1, 5), {0: 58, 1: 57, 2: 3})     # Anna 1 on top of her 12, Ben 5
    trick(state, (4, 6), {0: 55, 1: 2, 2: 56})     # Cleo 4 on top of her 12, Anna 6
    assert state.level == [6, 5, 4]
    assert state.tricks[-1].lost == [0]            # Anna, not Cleo (whose 12 is covered)


def test_a_player_without_water_card_counts_as_level_zero():
    state = new_game([3, 3, 3], {0: [60], 1: [1], 2: [50]})
    trick(state, (1, 2), {0: 60, 1: 1, 2: 50})
    assert state.tricks[-1].lost == [2] and state.belts[1] == 3


def test_losing_the_last_lifebelt_is_not_yet_elimination():
    state = new_game([1, 3, 3], {0: [59, 57], 1: [1, 2], 2: [60, 58]})
    trick(state, (1, 12), {0: 59, 1: 1, 2: 60})    # Anna takes 12, loses her only lifebelt
    assert state.belts[0] == 0 and not state.out[0]
    trick(state, (2, 11), {0: 57, 1: 2, 2: 58})    # Anna highest again with none left: out
    assert state.out[0] and state.out_trick[0] == 2


def test_round_ends_at_once_when_two_players_remain_and_is_scored():
    state = new_game([1, 3, 3], {0: [59, 57], 1: [1, 2], 2: [60, 58]})
    trick(state, (1, 12), {0: 59, 1: 1, 2: 60})
    trick(state, (2, 11), {0: 57, 1: 2, 2: 58})
    assert state.round == 2 and state.current_player == CHANCE
    assert state.tricks[-1].round_over
    # Anna out: -1. Ben: 3 lifebelts + 1 for the lowest level (no card). Cleo: 3 lifebelts, level 2.
    assert state.round_points == [[-1, 4, 3]]
    err = state.check(TurnUp((3, 4)))
    assert err.rule == R_ROUND_END and "already over" in err.reason


def test_elimination_passes_the_penalty_on_cascade():
    state = new_game([0, 4, 4, 4], {0: [59], 1: [60], 2: [1], 3: [2]})
    trick(state, (4, 9), {0: 59, 1: 60, 2: 1, 3: 2})   # Anna 9 with none: out; then Ben (4) loses one
    assert state.out == [True, False, False, False]
    assert state.belts[1:] == [3, 4, 4]
    assert state.tricks[-1].lost == [1] and state.tricks[-1].eliminated == [0]


def test_tie_between_a_player_with_and_one_without_lifebelts():
    """[decision] the first loses one, the second is out, and the first, still highest, loses another."""
    state = new_game([4, 0, 4, 4], {0: [60], 1: [59], 2: [1], 3: [2]})
    trick(state, (7, 7), {0: 60, 1: 59, 2: 1, 3: 2})
    assert state.out[1] and state.belts[0] == 2
    assert state.tricks[-1].lost == [0, 0]


def test_nobody_loses_when_nobody_still_in_shows_a_card():
    """[decision] after both card holders go out, the three left show nothing: nobody loses."""
    state = new_game([0, 0, 8, 8, 8], {0: [60], 1: [59], 2: [13], 3: [14], 4: [15]})
    trick(state, (6, 6), {0: 60, 1: 59, 2: 13, 3: 14, 4: 15})
    assert state.out == [True, True, False, False, False]
    assert state.belts[2:] == [8, 8, 8]
    assert state.round == 1  # three still in: the round goes on


def test_round_ends_after_twelve_tricks():
    state = LandUnter(["Anna", "Ben", "Cleo", "Dana", "Emil"])
    rng = random.Random(11)
    while state.round == 1:
        move = state.sample_chance(rng) if state.current_player == CHANCE else rng.choice(state.legal_moves())
        state.apply(move)
    last = state.tricks[-1]
    assert last.round_over
    # either all 12 tricks were played, or only two were left
    assert last.trick == 12 or sum(not o for o in state.out) <= 2


def test_round_scoring_bonus_ties_and_eliminated_players():
    state = new_game([3, 3, 3, 3])
    state.out = [True, False, False, False]
    state.level = [1, 4, 4, 9]        # Anna, out, had the lowest card: no bonus for her
    state.belts = [0, 2, 0, 5]
    state._end_round("test")
    assert state.round_points[-1] == [-1, 3, 1, 5]   # Ben and Cleo tie for lowest: both get +1


def test_the_bonus_goes_to_a_player_with_no_card():
    state = new_game([3, 3, 3, 3])
    state.level = [0, 4, 2, 9]
    state.belts = [1, 1, 1, 1]
    state._end_round("test")
    assert state.round_points[-1] == [2, 1, 1, 1]


# --- rounds and the game ---------------------------------------------------------------------------
def _finish_round_one():
    state = new_game([1, 3, 3], {0: [59, 57], 1: [1, 2], 2: [60, 58]})
    trick(state, (1, 12), {0: 59, 1: 1, 2: 60})
    trick(state, (2, 11), {0: 57, 1: 2, 2: 58})
    return state


def test_hands_pass_to_the_left_with_their_lifebelts():
    state = _finish_round_one()
    h = state.hand_known
    passed = (frozenset(h[2]), frozenset(h[0]), frozenset(h[1]))   # Anna gets Cleo's, Ben Anna's...
    wrong = (frozenset(h[1]), frozenset(h[2]), frozenset(h[0]))    # passed to the right
    err = state.check(Deal(wrong, None))
    assert err.rule == R_NEXT_ROUND and "hands pass to the left" in err.reason
    assert state.check(Deal(passed, (1, 1, 3))).rule == R_NEXT_ROUND  # Anna's new hand has 3 lifebelts
    state.apply(Deal(passed, (3, 1, 3)))
    assert state.belts == [3, 1, 3]


def test_the_game_lasts_as_many_rounds_as_players():
    for n in (3, 4, 5):
        state = LandUnter(["Anna", "Ben", "Cleo", "Dana", "Emil"][:n])
        random_playout(state, random.Random(n))
        assert len(state.round_points) == n and state.current_player == TERMINAL
        err = state.check(Deal(None, (1,) * n))
        assert err.rule == R_GAME_END


def test_tied_players_share_the_win():
    state = new_game([3, 3, 3])
    state.round_points = [[5, 7, 7], [0, 0, 0], [1, 1, 1]]
    state.phase = Phase.OVER
    ranking = state.ranking()
    assert ranking.winners == ["Ben", "Cleo"]
    assert [s.rank for s in ranking.standings] == [3, 1, 1]
    assert "share the win" in ranking.tiebreak


# --- illegal plays ---------------------------------------------------------------------------------
def test_a_card_not_in_the_hand_is_illegal():
    state = new_game([3, 3, 3], {0: [60], 1: [1], 2: [50]})
    state.apply(TurnUp((1, 2)))
    err = state.check(Play(0, 1))
    assert err.rule == R_PLAY and "Ben's hand" in err.reason
    assert 60 in err.legal


def test_a_card_is_played_once_per_round():
    state = new_game([3, 3, 3], {0: [60, 59], 1: [1, 2], 2: [50, 49]})
    trick(state, (1, 2), {0: 60, 1: 1, 2: 50})
    state.apply(TurnUp((3, 4)))
    err = state.check(Play(0, 60))
    assert "already played this round" in err.reason


def test_a_water_value_turns_up_at_most_twice_per_round():
    state = new_game([4, 4, 4], {0: [60, 59], 1: [1, 2], 2: [50, 49]})
    trick(state, (7, 7), {0: 60, 1: 1, 2: 50})
    err = state.check(TurnUp((7, 3)))
    assert err.rule == R_TURN_UP and "trick 1" in err.reason


def test_an_eliminated_player_plays_no_more():
    state = new_game([0, 4, 4, 4], {0: [59, 58], 1: [60], 2: [1], 3: [2]})
    trick(state, (4, 9), {0: 59, 1: 60, 2: 1, 3: 2})
    state.apply(TurnUp((1, 2)))
    err = state.check(Play(0, 58))
    assert err.rule == R_ELIMINATION and "eliminated" in err.reason


def test_a_player_plays_once_per_trick():
    state = new_game([3, 3, 3], {0: [60, 59], 1: [1, 2], 2: [50, 49]})
    state.apply(TurnUp((1, 2)))
    state.apply(Play(0, 60))
    assert "already played 60" in state.check(Play(0, 59)).reason


def test_water_cards_come_before_the_plays_and_every_player_plays():
    state = new_game([3, 3, 3], {0: [60], 1: [1], 2: [50]})
    assert state.check(Play(0, 60)).rule == R_TURN_UP
    state.apply(TurnUp((1, 2)))
    state.apply(Play(0, 60))
    err = state.check(TurnUp((3, 4)))
    assert "Ben and Cleo still have to play" in err.reason


def test_unknown_cards_are_notation_errors():
    state = new_game([3, 3, 3])
    with pytest.raises(InvalidMove):
        state.check(TurnUp((0, 13)))
    state.apply(TurnUp((1, 2)))
    with pytest.raises(InvalidMove):
        state.check(Play(0, 61))


# --- hidden hands ------------------------------------------------------------------------------------
def test_unseen_hands_track_where_each_seen_card_lives():
    state = LandUnter(["Anna", "Ben", "Cleo"])
    state.apply(Deal(None, (3, 3, 3)))
    trick(state, (1, 2), {0: 40, 1: 10, 2: 30})
    # later in round 1 nobody else may play 40 (it was played) - and in round 2 only Ben, who holds
    # Anna's round-1 hand, may play it
    state.apply(TurnUp((3, 4)))
    assert "already played" in state.check(Play(1, 40)).reason
    assert state.check(Play(1, 11)) is None
    assert "unchecked" not in str(state.unchecked())
    assert any("taken on trust" in u for u in state.unchecked())


def test_unseen_hands_must_fit_the_lifebelts_announced():
    state = LandUnter(["Anna", "Ben", "Cleo"])
    state.apply(Deal(None, (0, 3, 3)))      # Anna announced no lifebelts
    state.apply(TurnUp((1, 2)))
    err = state.check(Play(0, 30))           # 30 shows a whole lifebelt
    assert err is not None and err.rule == R_SETUP and "0 lifebelts" in err.reason
    assert state.check(Play(0, 50)) is None


def test_unseen_hands_must_fit_the_lifebelts_announced_together():
    """A card is in one hand only: Anna's 12 lifebelts need all 12 whole-lifebelt cards (25-36), so Ben, whose
    own 6 could include one, may not play 30; with every card left as legal_moves() offers, check() agrees."""
    state = LandUnter(["Anna", "Ben", "Cleo"])
    state.apply(Deal(None, (12, 6, 6)))
    state.apply(TurnUp((1, 2)))
    err = state.check(Play(1, 30))
    assert err is not None and err.rule == R_SETUP
    assert "Ben played 30, but then no deal of the weather cards gives the hands the lifebelts announced" in err.reason
    assert "need at least 12 cards with a whole lifebelt" in err.reason and "but only 11 such cards" in err.reason
    assert state.check(Play(1, 20)) is None and state.check(Play(0, 30)) is None
    state.apply(Play(0, 30))
    legal = {m.card for m in state.legal_moves()}
    assert legal and not legal & set(range(25, 37))  # Ben can hold no whole-lifebelt card at all
    assert all(state.check(Play(1, c)) is None for c in legal)
    assert all(state.check(Play(1, c)) is not None for c in range(1, 61) if c not in legal)


def test_the_joint_count_agrees_with_an_exhaustive_search():
    """The counting argument of scorer.games.land_unter.lifebelts against trying every split of the card kinds."""
    from scorer.games.land_unter.lifebelts import HandNeed, joint_problem

    def search(hands, pool):
        if not hands:
            return True
        h, rest = hands[0], hands[1:]
        for x2 in range(min(h.free, pool[2]) + 1):
            for x1 in range(min(h.free - x2, pool[1]) + 1):
                x0 = h.free - x1 - x2
                if x0 <= pool[0] and (h.have + x1 + 2 * x2) // 2 == h.belts \
                        and search(rest, (pool[0] - x0, pool[1] - x1, pool[2] - x2)):
                    return True
        return False

    rng = random.Random(3)
    tried = 0
    while tried < 3000:
        pool = (rng.randint(0, 8), rng.randint(0, 8), rng.randint(0, 6))
        hands = [HandNeed(str(i), rng.randint(0, 6), rng.randint(0, 5), rng.randint(0, 8)) for i in range(rng.randint(1, 4))]
        if sum(h.free for h in hands) > sum(pool):
            continue
        tried += 1
        assert (joint_problem(hands, pool) is None) == search(hands, pool), (hands, pool)


def test_the_most_lifebelts_agree_with_an_exhaustive_search():
    """most_lifebelts (the tally's bound) against trying every split of the card kinds, ranges included."""
    from scorer.games.land_unter.lifebelts import most_lifebelts

    def search(ranges, free, pool):
        if not ranges:
            return 0
        (low, high), rest, best = ranges[0], ranges[1:], None
        for x2 in range(min(free, pool[2]) + 1):
            for x1 in range(min(free - x2, pool[1]) + 1):
                x0, belts = free - x1 - x2, (x1 + 2 * x2) // 2
                if x0 <= pool[0] and low <= belts <= high:
                    more = search(rest, free, (pool[0] - x0, pool[1] - x1, pool[2] - x2))
                    if more is not None and (best is None or belts + more > best):
                        best = belts + more
        return best

    rng = random.Random(5)
    tried = 0
    while tried < 1500:
        k, free = rng.randint(1, 4), rng.randint(0, 5)
        pool = (rng.randint(0, 9), rng.randint(0, 9), rng.randint(0, 6))
        if free * k > sum(pool):
            continue
        tried += 1
        ranges = [(lo, lo + rng.choice([0, 0, 1, 3, 12])) for lo in (rng.randint(0, 5) for _ in range(k))]
        assert most_lifebelts(ranges, free, pool) == search(ranges, free, pool), (ranges, free, pool)


# --- open play ---------------------------------------------------------------------------------------
def test_open_play_first_lead_is_the_player_with_most_lifebelts():
    state = new_game([2, 5, 3], variants=["open-play"])
    state.apply(TurnUp((1, 2)))
    assert state.current_player == 1


def test_open_play_first_lead_tie_goes_to_the_first_from_the_dealers_left():
    state = new_game([5, 5, 3], variants=["open-play"])
    state.apply(TurnUp((1, 2)))
    assert state.current_player == 0


def test_open_play_cards_go_clockwise_from_the_leader():
    state = new_game([2, 5, 3], {0: [1], 1: [60], 2: [2]}, variants=["open-play"])
    state.apply(TurnUp((1, 2)))
    err = state.check(Play(0, 1))
    assert err.rule == R_OPEN_PLAY and "Ben" in err.reason
    state.apply(Play(1, 60))
    assert state.current_player == 2


def test_open_play_next_lead_is_left_of_the_player_who_lost():
    state = new_game([2, 5, 3], {0: [1], 1: [60], 2: [59]}, variants=["open-play"])
    trick(state, (1, 9), {1: 60, 2: 59, 0: 1})     # Cleo takes 9 and loses: Anna (her left) leads
    state.apply(TurnUp((3, 4)))
    assert state.current_player == 0


def test_open_play_two_losers_the_one_with_fewer_lifebelts_decides():
    state = new_game([4, 2, 3], {0: [1, 2], 1: [60, 58], 2: [59, 57]}, variants=["open-play"])
    trick(state, (6, 6), {0: 1, 1: 60, 2: 59})      # Ben and Cleo both show 6; Ben then has 1, Cleo 2
    state.apply(TurnUp((3, 4)))
    assert state.current_player == 2               # left of Ben


def test_unknown_variant_and_duplicate_names_are_refused():
    with pytest.raises(SetupError, match="no variant"):
        LandUnter(["A", "B", "C"], ["all-cards"])
    with pytest.raises(SetupError, match="different name"):
        LandUnter(["A", "A", "C"])


def test_legal_moves_can_be_tested_with_in():
    state = new_game([3, 3, 3], {0: [60]})
    state.apply(TurnUp((1, 2)))
    assert Play(0, 60) in state.legal_moves()
    assert Play(0, 59) not in state.legal_moves()
    with pytest.raises(IllegalMove):
        state.apply(Play(0, 59))


def test_open_play_lead_when_every_penalised_player_went_out():
    """[decision] the lead goes to the next player still in, left of the last one eliminated: Ben and
    Dana both go out, so Emil (left of Dana) leads, not Cleo (left of Ben)."""
    state = new_game([8, 0, 8, 0, 8], {1: [60], 3: [59]}, variants=["open-play"])
    low = {p: min(state.hand_known[p]) for p in (0, 2, 4)}
    trick(state, (6, 6), {0: low[0], 1: 60, 2: low[2], 3: 59, 4: low[4]})
    assert state.out == [False, True, False, True, False]
    assert state.tricks[-1].lost == [] and state.round == 1
    state.apply(TurnUp((1, 2)))
    assert state.current_player == 4


def test_a_round_played_after_tallied_rounds_is_refused():
    """A game is tallied (end counts per round) or played trick by trick, not both: once a round was
    given as a tally, a deal is refused. [Fin d'une manche]"""
    from scorer.games.land_unter.engine import Deal, LandUnter
    from scorer.games.land_unter.tally import RoundTally

    state = LandUnter(["Anna", "Ben", "Cleo"])
    state.apply(RoundTally((3, 0, 2), (False, True, False), (4, None, 7)))
    err = state.check(Deal(None, (5, 3, 6)))
    assert err is not None and err.rule == R_ROUND_END and "tallied or played trick by trick" in err.reason
    assert state.check(RoundTally((1, 1, 0), (False, False, True), (2, 5, None))) is None


# --- copies --------------------------------------------------------------------------------------
def test_a_copy_shares_the_tricks_played_and_keeps_its_own_list():
    """A clone shares the results of the tricks already over (frozen: a copy late in a game costs a quarter
    of a deep one, which the seat views make at every step) and goes on with a list of its own."""
    from dataclasses import FrozenInstanceError

    from scorer.games.land_unter.engine import simulate

    _, moves = simulate(["Anna", "Ben", "Cleo"], 4, ())
    state = LandUnter(["Anna", "Ben", "Cleo"])
    for move in moves[:30]:
        state.apply(move)
    done = list(state.tricks)
    copy = state.clone()
    assert len(done) > 3 and copy.tricks is not state.tricks and all(a is b for a, b in zip(copy.tricks, done))
    for move in moves[30:60]:
        copy.apply(move)
    assert len(copy.tricks) > len(done) and state.tricks == done
    with pytest.raises(FrozenInstanceError):
        done[0].round_over = True  # type: ignore[misc]


def test_a_round_whose_twelfth_trick_leaves_two_players_ends_with_its_tricks_played():
    """fe-table6 item 11: a round ended 'only 2 players left in it after trick 12'. A round is 12 tricks and
    may end early when only two players are left [Fin d'une manche]: after the 12th it is simply over."""
    from scorer.games.land_unter.engine import simulate
    from scorer.games.land_unter.view import news

    _, moves = simulate(["Anna", "Ben", "Cleo"], 2)  # round 3's 12th trick puts Cleo out
    state = LandUnter(["Anna", "Ben", "Cleo"])
    said = []
    for move in moves:
        before = state.clone()
        state.apply(move)
        said += news(before, move, state)
    result = next(t for t in state.tricks if t.round == 3 and t.trick == 12)
    assert result.eliminated and result.round_over
    assert "Round 3 is over: all 12 tricks played" in said
    assert not any("left in it after trick 12" in line for line in said)


@pytest.mark.parametrize("players", [3, 5])
def test_a_clone_shares_nothing_that_changes(players):
    """Land Unter's own clone (field by field, not the generic deep copy: issue 24): at every step of a simulated
    game with every hand written down, no list, dict or set of the clone is the original's; only the read-only
    facts of ``_shared`` and the frozen results of the tricks played are. So a field added to the state and
    forgotten by the clone fails here, not in a game. (That playing a clone leaves the original unchanged is
    tests/test_conformance.py's.)"""
    from test_nile_rules import _mutable_parts
    from tests.test_session import typed_game

    names, moves, _ = typed_game("land-unter", 1, players)
    state, filled = LandUnter(names), set()
    for move in moves:
        twin = state.clone()
        assert vars(twin).keys() == vars(state).keys() and vars(twin) == vars(state)
        mine = {name: value for name, value in vars(state).items() if name not in LandUnter._shared}
        ours = {id(part): where for name, value in mine.items() for where, part in _mutable_parts(value, name)
                if not where.startswith("tricks[")}
        shared = [(ours[id(part)], where) for name, value in vars(twin).items() if name not in LandUnter._shared
                  for where, part in _mutable_parts(value, name) if id(part) in ours]
        assert not shared, shared[:5]
        filled |= {name for name, value in mine.items() if value and isinstance(value, (list, dict, set))
                   and any(value.values() if isinstance(value, dict) else value)}
        state.apply(move)
    assert state.is_over and {"hand_known", "played_from", "seen", "plays", "round_points"} <= filled
