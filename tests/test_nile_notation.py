"""NILE's notation for the live referee: every legal move and chance move written and read back at
random positions (2-5 players, every variant, full and table-seen chance), the entries, the prompt,
the news, the board text, clone(), and records of any prefix of a game read back to the same position."""

from __future__ import annotations

import random

import pytest
import yaml

from pnp.yamlfile import parse_yaml
from scorer.engine import CHANCE, InvalidMove, TERMINAL, replay
from scorer.games import game as game_spec
from scorer.games.nile import notation, record
from scorer.games.nile.cards import card_set
from scorer.games.nile.engine import Deal, Draw, DrawOwed, Flood, Nile, Pass, Plant, Speculate, Trade
from scorer.record import record_from_document
from tests.nile_helpers import CASTOR, FLAX, LETTUCE, NAMES, PAPYRUS, PLAGUE, WHEAT, field, game, set_aside, spec

CS = card_set()
TABLES = [(2, ()), (2, ("two-player-short",)), (3, ()), (3, ("three-player-short",)), (4, ()), (5, ())]


def public(move):
    """The chance move as the table enters it: hands private, draws face down (a Plague is always seen).
    A playout of what the table saw also types some draws as a count (:class:`DrawOwed`)."""
    if isinstance(move, Deal):
        return Deal(None, None)
    if isinstance(move, Draw) and move.card != PLAGUE:
        return Draw(move.player, None)
    return move


def playout(n, variants, seed, seen=True, limit=None):
    """(positions, moves) of a random game: every state before each move (clones), and the moves."""
    rng = random.Random(seed)
    state = Nile(NAMES[:n], variants)
    states, moves = [], []
    while state.current_player != TERMINAL and (limit is None or len(moves) < limit):
        if state.current_player == CHANCE:
            move = state.sample_chance(rng)
            move = move if seen or rng.random() < 0.2 else public(move)
            due = state.due_draw()
            if not seen and due is not None and due.left > 1 and rng.random() < 0.3:
                move = DrawOwed(due.seat, implied=False)  # the table typed the count: all face down
        else:
            move = state.sample_move(rng)
        states.append(state.clone())
        state.apply(move)
        moves.append(move)
    return states, moves, state


def test_round_trip_of_every_legal_and_chance_move():
    checked = positions = 0
    for i, (n, variants) in enumerate(TABLES):
        for seen in (True, False):
            states, moves, _ = playout(n, variants, 100 + i, seen, limit=260)
            rng = random.Random(i)
            for state, played in list(zip(states, moves))[::3]:
                positions += 1
                if state.current_player == CHANCE:
                    chance = state.sample_chance(rng)
                    candidates = [chance, public(chance), played]
                else:
                    candidates = state.legal_moves() + [played]
                for move in candidates:
                    text = notation.format(state, move)
                    assert notation.parse(state, text) == move, (text, move)
                    checked += 1
    assert positions >= 300 and checked >= 3000


def test_entries_are_the_legal_moves_grouped_and_chance_entries_are_legal():
    for i, (n, variants) in enumerate(TABLES):
        states, _, _ = playout(n, variants, 200 + i, limit=200)
        for state in states[::4]:
            entries = notation.entries(state)
            moves = [notation.parse(state, e.text) for e in entries]
            assert all(state.check(m) is None for m in moves), state.position()
            if state.current_player >= 0:
                assert sorted(map(repr, moves)) == sorted(map(repr, state.legal_moves()))
                assert {e.group for e in entries} <= {"trade", "plant", "speculate", "neither"}
                assert all(e.group == {Trade: "trade", Plant: "plant", Speculate: "speculate",
                                       Pass: "neither"}[type(m)] for e, m in zip(entries, moves))
            else:
                assert entries and len(entries) <= CS.kinds + 2


def test_entries_never_show_a_card_nobody_saw():
    state = game(3)  # every hand unseen
    state.apply(Flood(WHEAT))
    assert [e.text for e in notation.entries(state)] == ["pass"]
    state = game(3, {0: [PAPYRUS, PAPYRUS, CASTOR]})
    state.apply(Flood(WHEAT))
    texts = {e.text for e in notation.entries(state)}
    assert "plant 2 Papyrus" in texts and "market Papyrus Castor" in texts and "pass" in texts
    assert not any("Flax" in t or "Lettuce" in t for t in texts)


def test_the_table_types_forgivingly():
    state = game(3, {0: [PAPYRUS, PAPYRUS, PAPYRUS, CASTOR, spec(PAPYRUS, WHEAT)]})
    state.apply(Flood(FLAX))
    parse = notation.parse
    assert parse(state, "  PLANT papyrus:3 ") == Plant(0, ((PAPYRUS, 3),))
    assert parse(state, "plant Papyrus, Papyrus  Papyrus") == Plant(0, ((PAPYRUS, 3),))
    assert parse(state, "plant 1 castor 1 papyrus") == Plant(0, ((PAPYRUS, 1), (CASTOR, 1)))
    assert parse(state, "speculate wheat / papyrus") == Speculate(0, (spec(PAPYRUS, WHEAT),))
    assert parse(state, "Market ricin, papyrus") == Trade(0, "market", (PAPYRUS, CASTOR))
    assert parse(state, "offering to Hapi storage: Wheat wheat") == Trade(0, "offering", (), (WHEAT, WHEAT))
    assert parse(state, "hapi Castor storage Wheat") == Trade(0, "offering", (CASTOR,), (WHEAT,))
    assert parse(state, "Pass") == Pass(0)
    for text, words in [("", "plant 3 Papyrus"), ("plant", "plant 3 Papyrus"), ("plant 3", "plant 3 Papyrus"),
                        ("plant 0 Papyrus", "at least one"), ("dance", "trades, plants, speculates or passes"),
                        ("market Rice", "unknown card 'rice'"), ("market ? Wheat", "'?' is for a face-down draw"),
                        ("hapi storage Papyrus/Wheat", "the storage holds crops only"),
                        ("speculate", "speculate Papyrus/Wheat")]:
        with pytest.raises(InvalidMove, match=words):
            parse(state, text)


def test_chance_entries_deal_flood_and_draws():
    state = Nile(NAMES[:2])
    parse = notation.parse
    assert parse(state, "?") == Deal(None, None)
    deal = parse(state, "ben: wheat, flax ; Anna: Papyrus ? Castor/Lettuce")
    assert deal == Deal(((PAPYRUS, None, spec(LETTUCE, CASTOR), None, None), (WHEAT, FLAX, None, None, None)))
    with pytest.raises(InvalidMove, match="'Zoe' is not a player"):
        parse(state, "Zoe: Wheat")
    with pytest.raises(InvalidMove, match="each player is dealt 5"):
        parse(state, "Anna: Wheat Wheat Wheat Wheat Wheat Wheat")
    short = Nile(NAMES[:2], ["two-player-short"])
    assert parse(short, "?; removed: papyrus/wheat") == Deal(None, (spec(PAPYRUS, WHEAT),))
    state.apply(Deal(None))
    assert parse(state, "plague of locusts") == Flood(PLAGUE)
    with pytest.raises(InvalidMove, match="name it"):
        parse(state, "?")
    state.apply(Flood(WHEAT))
    state.apply(Pass(0))
    assert parse(state, "?") == Draw(0, None) and parse(state, "1") == Draw(0, None)
    assert parse(state, "2") == parse(state, "? ?") == DrawOwed(0, implied=False)
    assert notation.format(state, DrawOwed(0, implied=False)) == "2"
    with pytest.raises(InvalidMove, match="2 for all of them"):
        parse(state, "3")
    assert parse(state, "Lettuce") == Draw(0, LETTUCE)
    state.apply(DrawOwed(0, implied=False))
    assert state.hand_size(0) == 7 and state.current_player == CHANCE and state.turn == 2


def test_prompt_names_the_step_and_the_player():
    p = notation.prompt(Nile(NAMES[:3]))
    assert p.text.startswith("The deal") and p.seat is None and p.default == "?"
    state = game(3, {1: [FLAX, FLAX]})
    p = notation.prompt(state)
    assert p.text == "Turn 1, Anna's turn: the flood card turned up to start the turn" and p.default is None
    state.apply(Flood(WHEAT))
    p = notation.prompt(state)
    assert p.text == "Turn 1, Anna's turn: Anna trades, plants or speculates" and p.seat == 0
    assert p.default == "pass" and "plant 3 Papyrus" in p.hint
    state.apply(Pass(0))
    p = notation.prompt(state)
    assert p.text == "Turn 1, Anna's turn: Anna draws card 1 of 2 at the end of the turn"
    assert p.seat is None and p.default == "?" and "2 for all 2 cards" in p.hint
    state.apply(DrawOwed(0, implied=False))
    state.apply(Flood(LETTUCE))
    assert notation.prompt(state).text == "Turn 2, Ben's turn: Ben trades, plants or speculates"
    assert notation.prompt(state).seat == 1
    state.apply(notation.parse(state, "hapi flax flax"))
    assert "after the offering to Hapi" in notation.prompt(state).text


def test_prompt_seat_at_every_player_step_of_a_game():
    states, _, _ = playout(5, (), 7, limit=300)
    for state in states:
        p = notation.prompt(state)
        if state.current_player >= 0:
            assert p.seat == state.active and f"{NAMES[state.active]} trades" in p.text
        else:
            assert p.seat is None and p.text[0].isupper()
            need = state.needs[-1] if state.needs else None
            if need is not None and need.seat >= 0:
                assert f"{NAMES[need.seat]} draws" in p.text


def _step(state, move):
    before = state.clone()
    state.apply(move)
    return notation.news(before, move, state)


def test_news_harvest_payout_plague_and_next_turn():
    state = game(3, {0: [PAPYRUS, PAPYRUS, spec(WHEAT, FLAX)]})
    field(state, 1, WHEAT, 3)
    field(state, 2, CASTOR, 4)
    assert _step(state, Flood(LETTUCE)) == ["Harvest: no Lettuce field is planted"]
    assert _step(state, Speculate(0, (spec(WHEAT, FLAX),))) == []
    assert _step(state, DrawOwed(0, implied=False)) == ["Anna's turn is over; turn 2 is Ben's"]
    assert _step(state, Flood(WHEAT)) == ["Anna's speculation pays 3 cards (the flood card Wheat shares a crop)"]
    assert notation.prompt(state).text == "Turn 2, Ben's turn: Anna draws card 1 of 3 as a speculation payout"
    assert _step(state, Draw(0, None)) == [] and _step(state, Draw(0, None)) == []
    assert _step(state, Draw(0, None)) == ["Harvest: Ben stores 1 Wheat",
                                           "The speculation cards are discarded: Anna's Wheat/Flax"]
    assert _step(state, Pass(1)) == []
    _step(state, DrawOwed(1, implied=False))
    assert _step(state, Flood(PLAGUE)) == ["The Plague of Locusts destroys Cleo's Castor field (4 cards); a card "
                                           "is turned up in its place"]


def test_news_reshuffle_and_end():
    state = game(2)
    state.apply(Flood(WHEAT))
    state.apply(Pass(0))
    set_aside(state, 1)
    state.discard[PAPYRUS] = 6
    assert _step(state, Draw(0, None)) == ["The deck ran out (1st time of 2): the discard and flood piles are "
                                           "shuffled into a new deck of 7 cards"]
    assert state.reshuffles == 1 and state.deck_size == 7
    set_aside(state, 1)
    state.discard[PAPYRUS] = 0
    lines = _step(state, Draw(0, None))
    assert lines[0].startswith("The game is over: the deck ran out for the 2nd time") and lines[1].startswith("Result")
    assert state.is_over and state.reshuffles == 1


def test_board_text_shows_the_table_in_short_lines():
    state = game(3, {0: [PAPYRUS, PAPYRUS, PAPYRUS, spec(WHEAT, FLAX)]})
    field(state, 1, WHEAT, 3)
    state.apply(Flood(LETTUCE))
    state.apply(Speculate(0, (spec(WHEAT, FLAX),)))
    text = notation.board_text(state)
    assert "Flood card: Lettuce (floods Lettuce)" in text and "Speculating: Anna Wheat/Flax" in text
    assert "Anna: hand 4 (3 Papyrus, 1 unseen)" in text and "fields: Wheat 3" in text
    assert "reshuffled 0 of 2 times" in text and "Score:" in text
    for n, variants in TABLES:
        states, _, final = playout(n, variants, 300 + n, seen=n % 2 == 0)
        for state in states[::40] + [final]:
            assert all(len(line) <= 60 for line in notation.board_text(state).splitlines())


def test_clone_is_independent_and_equal_replays_give_equal_clones():
    states, moves, _ = playout(4, (), 11, limit=120)
    original = states[60]
    before = notation.board_text(original), original.legal_moves(), original.storage
    copy = original.clone()
    assert copy.cards is original.cards
    for move in moves[60:]:
        copy.apply(move)
    assert (notation.board_text(original), original.legal_moves(), original.storage) == before
    a, b = Nile(NAMES[:4]), Nile(NAMES[:4])
    for move in moves[:90]:
        a.apply(move)
        b.apply(move)
    assert vars(a.clone()) == vars(b.clone())


def _read_back(n, variants, moves):
    record = game_spec("nile").write_record(NAMES[:n], variants, moves)
    doc = parse_yaml(yaml.safe_dump(record, allow_unicode=True, sort_keys=False), "x.yaml")
    recorded = record_from_document(doc)
    return replay(recorded.state, recorded.steps), record


def test_write_record_of_any_prefix_reads_back_to_the_same_position():
    rng = random.Random(5)
    for i, (n, variants) in enumerate(TABLES):
        for seen in (True, False):
            states, moves, final = playout(n, variants, 400 + i, seen)
            cuts = sorted(rng.sample(range(len(moves) + 1), 12)) + [len(moves)]
            for cut in cuts + [0, 1, 2]:
                state = states[cut] if cut < len(states) else final
                result, record = _read_back(n, variants, moves[:cut])
                assert result.legal, (cut, result.violations[0].error)
                got = result.state
                assert got.current_player == state.current_player and got.position() == state.position()
                assert repr(got.legal_moves()) == repr(state.legal_moves())
                assert got.scores() == state.scores() and got.hand_size(0) == state.hand_size(0)
                assert ("in_progress" in record) != state.is_over


def test_a_written_record_is_not_changed_by_later_moves():
    _, moves, _ = playout(3, (), 9, limit=80)
    for cut in range(50, 62):
        writer = record._Writer(NAMES[:3], ())
        for move in moves[:cut]:
            writer.add(move)
        early = writer.record()
        snapshot = yaml.safe_dump(early)
        for move in moves[cut:]:
            writer.add(move)
        assert yaml.safe_dump(early) == snapshot, cut
    assert writer.record() == game_spec("nile").write_record(NAMES[:3], (), moves)


def test_an_unfinished_turn_is_not_completed_by_the_reader():
    moves = [Deal(None), Flood(WHEAT)]
    result, record = _read_back(2, (), moves)
    assert result.legal and result.state.current_player == 0 and record["turns"][-1] == {"player": "Anna",
                                                                                       "flood": "Wheat"}
    result, record = _read_back(2, (), moves + [Pass(0), Draw(0, None)])
    assert record["turns"][-1]["drew"] == 1 and result.state.due_draw().left == 1
    result, _ = _read_back(2, (), [])
    assert result.legal and result.state.position() == "the cards are to be dealt"


def test_a_hand_typed_record_in_progress_implies_nothing_after_its_last_entry():
    text = ("game: nile\nplayers: [Anna, Ben]\n{}turns:\n  - player: Anna\n    flood: Wheat\n"
            "    plant: {{Papyrus: 2}}\n")
    deal = "deal: {Anna: [Papyrus, Papyrus]}\n"
    finished = replay(*_steps(text.format(deal)))
    assert finished.legal and finished.state.turn == 2 and finished.state.hand_size(0) == 5
    going = replay(*_steps(text.format(deal) + "in_progress: true\n"))
    assert going.legal and going.state.due_draw().seat == 0 and going.state.due_draw().left == 2
    assert notation.prompt(going.state).text == "Turn 1, Anna's turn: Anna draws card 1 of 2 at the end of the turn"
    undealt = replay(*_steps("game: nile\nplayers: [Anna, Ben]\nin_progress: true\n"))
    assert undealt.legal and undealt.state.position() == "the cards are to be dealt"


def _steps(text):
    recorded = record_from_document(parse_yaml(text, "x.yaml"))
    return recorded.state, recorded.steps
