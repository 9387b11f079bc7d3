"""NILE's notation for the live referee: every legal move and chance move written and read back at
random positions (2-5 players, every variant, full and table-seen chance), the entries, the prompt,
the news, the board text, and records of any prefix of a game read back to the same position (clone():
tests/test_conformance.py)."""

from __future__ import annotations

import random
import re

import pytest
import yaml

from gamedata.yamlfile import parse_yaml
from scorer.engine import CHANCE, InvalidMove, TERMINAL, replay
from scorer.games import game as game_spec
from scorer.games.nile import notation, record
from scorer.games.nile import writer as nile_writer
from scorer.games.nile.cards import card_set
from scorer.games.nile.engine import Deal, Draw, DrawOwed, Flood, Nile, Pass, Plant, Speculate, Trade
from scorer.record import record_from_document
from tests.nile_helpers import CASTOR, FLAX, LETTUCE, NAMES, PAPYRUS, PLAGUE, WHEAT, field, game, set_aside, spec, store

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
            if not seen and due is not None and due.left > 1 and rng.random() < 0.3 and \
                    state.unseen_draw_problem(None, due.seat, due.left) is None:  # not if the Plague must show
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


PASS = "no planting or speculation"  # a player's words beside "pass" (fe-table4: not "pass neither")
GROUP_OF = {Plant: "plant", Speculate: "speculate", Trade: "trade", Pass: PASS}


def _needs_unseen(state, move):
    """True when ``move`` shows more of some card from the hand than the table has seen there."""
    hand = state.hand[state.active]
    cards = [c for c, n in move.cards for _ in range(n)] if isinstance(move, Plant) else \
        list(move.cards) if isinstance(move, Speculate) else list(move.hand) if isinstance(move, Trade) else []
    return any(cards.count(k) > hand[k] for k in set(cards))


def _smallest_planting(state, crop):
    p = state.active
    return Plant(p, ((crop, 1 if state.field_owner[crop] == p else max(2, state.field_size[crop] + 1)),))


def test_entries_are_the_legal_moves_and_with_unseen_cards_the_forms_they_could_make_legal():
    """The rule of entries() at a player's step. Every entry reads back and the referee accepts it as far as the
    table knows (check() passes). With every card of the hand seen, the entries are exactly legal_moves(). With
    cards nobody saw, they are legal_moves() and more: each extra entry needs a card the table has not seen in
    the hand, and for each crop not flooded its smallest planting, each speculation card not flooded and two
    cards of each crop to the market and to Hapi are there whenever check() accepts them. Grouped plant,
    speculate, trade, neither, in that order. At a chance step, every entry is legal."""
    forms = 0
    for i, (n, variants) in enumerate(TABLES):
        for seen in (True, False):
            states, _, _ = playout(n, variants, 200 + i, seen, limit=200)
            for state in states[::4]:
                entries = notation.entries(state)
                moves = [notation.parse(state, e.text) for e in entries]
                assert all(state.check(m) is None for m in moves), state.position()
                if state.current_player < 0:
                    assert entries and len(entries) <= CS.kinds + 2
                    continue
                legal = state.legal_moves()
                larger = {"plant 3 or more", "2 speculation cards"}  # a hand nobody saw: its larger forms too
                assert [e.group if e.group not in larger else GROUP_OF[type(m)] for e, m in zip(entries, moves)] == \
                    [GROUP_OF[type(m)] for m in moves]
                assert not any(e.group in larger for e in entries) or state.hand_unseen[state.active]
                order = ["plant", "plant 3 or more", "speculate", "2 speculation cards", "trade", PASS]
                assert [e.group for e in entries] == sorted((e.group for e in entries), key=order.index)
                if not state.hand_unseen[state.active]:
                    assert sorted(map(repr, moves)) == sorted(map(repr, legal))
                    continue
                assert set(legal) <= set(moves) and len(set(moves)) == len(moves)
                extra = [m for m in moves if m not in set(legal)]
                assert all(_needs_unseen(state, m) for m in extra)
                forms += len(extra)
                p, flooded = state.active, state.flooded
                wanted = [_smallest_planting(state, c) for c in range(CS.n_crops) if c not in flooded]
                wanted += [Speculate(p, (k,)) for k in CS.speculations if not set(CS.floods[k]) & set(flooded)]
                wanted += [Trade(p, kind, (c, c)) for c in range(CS.n_crops) for kind in ("market", "offering")]
                assert all(m in moves for m in wanted if state.check(m) is None), state.position()
    assert forms >= 500


def test_entries_with_a_hand_nobody_saw_are_forms_of_the_crops_not_flooded():
    state = game(3)  # every hand unseen
    field(state, 1, CASTOR, 3)
    state.apply(Flood(WHEAT))
    groups = {}
    for e in notation.entries(state):
        groups.setdefault(e.group, []).append(e.text)
    assert list(groups) == ["plant", "plant 3 or more", "speculate", "2 speculation cards", "trade", PASS]
    assert groups[PASS] == ["pass"] and groups["plant 3 or more"][:2] == ["plant 3 Papyrus", "plant 4 Papyrus"]
    assert groups["plant"][:4] == ["plant 2 Papyrus", "plant 2 Lettuce", "plant 4 Castor", "plant 2 Flax"]
    assert "plant 1 Papyrus and 1 Lettuce" in groups["plant"] and "plant 1 Papyrus and 1 Castor" not in groups["plant"]
    assert not any("Wheat" in t for t in groups["plant"] + groups["speculate"])  # Wheat is flooded
    assert groups["speculate"] == ["speculate Papyrus/Lettuce", "speculate Papyrus/Castor", "speculate Papyrus/Flax",
                                   "speculate Lettuce/Castor", "speculate Lettuce/Flax", "speculate Castor/Flax"]
    assert "market Wheat Wheat" in groups["trade"] and "hapi Flax Flax" in groups["trade"]
    # one card nobody saw: no form needs two of them
    state = game(3, {0: [PAPYRUS, PAPYRUS, CASTOR, spec(PAPYRUS, LETTUCE)]})
    state.apply(Flood(WHEAT))
    texts = [e.text for e in notation.entries(state)]
    assert "plant 2 Papyrus" in texts and "plant 1 Castor and 1 Flax" in texts and "plant 2 Flax" not in texts
    assert "market Castor Castor" in texts and "market Flax Flax" not in texts
    # every Flax card accounted for: no form with a Flax card (a speculation card showing Flax is another card)
    while state.unaccounted[FLAX]:
        state.unaccounted[FLAX] -= 1
        state.removed[FLAX] += 1
        state.deck_size -= 1
    assert not any("Flax" in e.text.split() for e in notation.entries(state))
    assert "speculate Castor/Flax" in {e.text for e in notation.entries(state)}


def test_entries_never_show_a_card_nobody_saw():
    state = game(3, {0: [PAPYRUS, PAPYRUS, CASTOR, CASTOR, spec(PAPYRUS, CASTOR)]})
    state.apply(Flood(WHEAT))
    texts = {e.text for e in notation.entries(state)}
    assert "plant 2 Papyrus" in texts and "market Papyrus Castor" in texts and "pass" in texts
    assert not any("Flax" in t or "Lettuce" in t for t in texts)


def examples(prompt):
    """The entries a prompt's hint offers: each one after ``e.g.`` (separated by commas or "or"), and the
    default."""
    _, eg, listed = prompt.hint.partition("e.g. ")
    found = [x.strip() for x in re.split(r", | or ", listed) if x.strip()] if eg else []
    return found + ([prompt.default] if prompt.default is not None else [])


def test_every_example_a_prompt_gives_is_accepted_there():
    """Simulated games, hands seen and private, every variant: each example in each prompt's hint, typed as it
    stands, reads as a move the referee accepts at that step."""
    typed = steps = 0
    for i, (n, variants) in enumerate(TABLES):
        for seen in (True, False):
            states, _, final = playout(n, variants, 600 + i, seen, limit=None if i < 2 else 400)
            for state in states:
                prompt = notation.prompt(state)
                shown = examples(prompt)
                assert shown, prompt
                steps += 1
                for text in shown:
                    move = notation.parse(state, text)
                    assert state.check(move) is None, (prompt, text, state.check(move).reason)
                    typed += 1
    assert steps >= 1500 and typed >= 5000, (steps, typed)


def test_examples_follow_the_position():
    state = game(2, {0: [PAPYRUS, PAPYRUS, CASTOR, CASTOR, spec(PAPYRUS, CASTOR)]})
    prompt = notation.prompt(state)
    assert prompt.hint == "the card, e.g. Papyrus, Papyrus/Wheat or Plague"
    state.apply(Flood(PLAGUE))  # the only Plague is on the discard pile now
    assert notation.prompt(state).hint == "the card, e.g. Papyrus or Papyrus/Wheat"
    state.apply(Flood(PAPYRUS))  # Papyrus flooded: no Papyrus planted, no Papyrus speculation card played
    assert notation.prompt(state).hint == "e.g. plant 2 Castor, market Papyrus Castor, hapi Papyrus Papyrus, pass"
    store(state, 0, WHEAT, 2)
    assert notation.prompt(state).hint == "e.g. plant 2 Castor, market Papyrus Castor, hapi storage Wheat Wheat, pass"
    state.apply(Pass(0))
    assert notation.prompt(state).hint == "? for a card drawn face down, 2 for all 2 cards face down, or the card " \
                                          "shown, e.g. Papyrus"  # the Plague is gone: no 'e.g. Plague'
    private = game(2)
    private.apply(Flood(WHEAT))
    assert notation.prompt(private).hint == "e.g. plant 2 Papyrus, speculate Papyrus/Lettuce, market Papyrus " \
                                            "Papyrus, hapi Wheat Wheat, pass"
    assert notation.prompt(Nile(["Xu", "Yan"])).hint == "? when the hands stay private, or each hand, e.g. Xu: " \
                                                        "Papyrus Wheat ? ? ?; Yan: ?"
def test_the_table_types_forgivingly():
    state = game(3, {0: [PAPYRUS, PAPYRUS, PAPYRUS, CASTOR, spec(PAPYRUS, WHEAT)]})
    state.apply(Flood(FLAX))
    parse = notation.parse
    assert parse(state, "  PLANT papyrus:3 ") == Plant(0, ((PAPYRUS, 3),))
    assert parse(state, "plant Papyrus, Papyrus  Papyrus") == Plant(0, ((PAPYRUS, 3),))
    assert parse(state, "plant 1 castor 1 papyrus") == Plant(0, ((PAPYRUS, 1), (CASTOR, 1)))
    assert parse(state, "plant 1 Papyrus and 1 Castor") == parse(state, "plant 1 castor, 1 papyrus") == \
        parse(state, "Planter 1 papyrus et 1 ricin") == Plant(0, ((PAPYRUS, 1), (CASTOR, 1)))
    assert notation.format(state, Plant(0, ((PAPYRUS, 1), (CASTOR, 1)))) == "plant 1 Papyrus and 1 Castor"
    assert parse(state, "speculate wheat / papyrus") == Speculate(0, (spec(PAPYRUS, WHEAT),))
    assert parse(state, "Market ricin, papyrus") == Trade(0, "market", (PAPYRUS, CASTOR))
    assert parse(state, "offering to Hapi storage: Wheat wheat") == Trade(0, "offering", (), (WHEAT, WHEAT))
    assert parse(state, "hapi Castor storage Wheat") == Trade(0, "offering", (CASTOR,), (WHEAT,))
    assert parse(state, "Pass") == Pass(0)
    assert parse(state, "Anna passes") == parse(state, "anna pass") == Pass(0)  # the name and the verb alone
    for text, words in [("", "e.g. plant 2 Papyrus, speculate Papyrus/Wheat"), ("plant", "plant 3 Papyrus"), ("plant 3", "plant 3 Papyrus"),
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
    assert parse(state, "Anna plays Wheat") == parse(state, "anna wheat") == Flood(WHEAT)  # hers to turn up
    with pytest.raises(InvalidMove, match="the flood card is Anna's to turn up now .*, not Ben's"):
        parse(state, "Ben plays Wheat")  # (revcards defect 3: it read "one flood card is turned up at a time")
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
    assert p.default == "pass" and p.hint == "e.g. plant 2 Papyrus, speculate Papyrus/Lettuce, market Papyrus Papyrus, " \
                                             "hapi Wheat Wheat, pass"  # Anna's hand unseen: forms, Wheat flooded
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
    assert _step(state, Flood(LETTUCE)) == ["Flood card: Lettuce", "Harvest: no Lettuce field is planted"]
    assert _step(state, Speculate(0, (spec(WHEAT, FLAX),))) == ["Anna speculates on Wheat/Flax: it pays 3 cards if "
                                                                "the next flood card shares a crop with it"]
    assert _step(state, DrawOwed(0, implied=False)) == ["Anna's turn is over; turn 2 is Ben's"]
    assert _step(state, Flood(WHEAT)) == ["Flood card: Wheat",
                                          "Anna's speculation pays 3 cards (the flood card Wheat shares a crop)"]
    assert notation.prompt(state).text == "Turn 2, Ben's turn: Anna draws card 1 of 3 as a speculation payout"
    assert _step(state, Draw(0, None)) == [] and _step(state, Draw(0, None)) == []
    assert _step(state, Draw(0, None)) == ["Harvest: Ben stores 1 Wheat",
                                           "The speculation cards are discarded: Anna's Wheat/Flax"]
    assert _step(state, Pass(1)) == []
    _step(state, DrawOwed(1, implied=False))
    assert _step(state, Flood(PLAGUE)) == ["Flood card: the Plague of Locusts",
                                           "The Plague of Locusts destroys Cleo's Castor field (4 cards); another "
                                           "flood card is turned up in its place"]
    assert _step(state, Flood(spec(LETTUCE, CASTOR))) == ["Flood card: Lettuce/Castor (in place of the Plague of Locusts)",
                                                          "Harvest: no Lettuce or Castor field is planted"]
    state = game(2)
    state.apply(Flood(WHEAT))
    state.apply(Pass(0))
    field(state, 1, FLAX, 2)
    assert _step(state, Draw(0, PLAGUE)) == ["Anna drew the Plague of Locusts",
                                             "The Plague of Locusts destroys Ben's Flax field (2 cards); Anna draws "
                                             "another card in its place"]  # face down, like every draw
    assert notation.prompt(state).text == "Turn 1, Anna's turn: Anna draws card 1 of 2 at the end of the turn"


def test_news_of_a_planting_field_by_field():
    state = game(3, {0: [PAPYRUS, PAPYRUS, PAPYRUS, WHEAT, FLAX], 1: [PAPYRUS, CASTOR, CASTOR, CASTOR, CASTOR]})
    field(state, 2, PAPYRUS, 2)
    state.apply(Flood(LETTUCE))
    assert _step(state, Plant(0, ((PAPYRUS, 3),))) == ["Anna's new Papyrus field has 3 cards; Cleo's Papyrus field "
                                                       "(2 cards) is discarded"]
    state.apply(DrawOwed(0, implied=False))
    state.apply(Flood(LETTUCE))
    assert _step(state, Plant(1, ((CASTOR, 4),))) == ["Ben's new Castor field has 4 cards"]
    state.apply(DrawOwed(1, implied=False))
    state.apply(Flood(LETTUCE))
    state.apply(Pass(2))
    state.apply(DrawOwed(2, implied=False))
    state.apply(Flood(LETTUCE))
    assert _step(state, Plant(0, ((WHEAT, 1), (FLAX, 1)))) == ["Anna's new Wheat field has 1 card",
                                                              "Anna's new Flax field has 1 card"]
    state.apply(DrawOwed(0, implied=False))
    state.apply(Flood(LETTUCE))
    assert _step(state, Plant(1, ((CASTOR, 1),))) == [  # from a card Ben drew face down: taken on trust
        "Taken on trust: Ben's 1 Castor comes from the 2 cards of Ben's hand the table has not seen (checked against the cards "
        "not yet accounted for: 12 Castor)", "Ben's Castor field grows to 5 cards"]


def _picture_words(state, tmp_path) -> str:
    from pnp.picture import write_picture

    width, height, draw = game_spec("nile").picture(state, None, "")
    path = write_picture(tmp_path / "table.svg", width, height, draw, title="NILE")
    return re.sub(r"<[^>]+>", " ", path.read_text(encoding="utf-8"))


def test_news_reshuffle_and_end(tmp_path):
    state = game(2, {0: [PAPYRUS, PAPYRUS]})
    state.apply(Flood(LETTUCE))
    state.apply(Trade(0, "market", (PAPYRUS, PAPYRUS)))
    state.apply(DrawOwed(0, implied=False))
    state.apply(Pass(0))
    set_aside(state, 1)
    # [decision flood-stays] the Lettuce showing stays on the Flood card: 2 Papyrus form the new deck
    assert _step(state, Draw(0, None)) == ["The deck ran out (1st time of 2): the showing Lettuce stays on the "
                                           "Flood card; 2 cards from the discard and flood piles shuffled into a "
                                           "new draw pile"]
    assert state.reshuffles == 1 and state.deck_size == 2 and state.flood_pile == [LETTUCE]
    assert "Deck 2, flood pile 1, discard 0," in " ".join(notation.board_text(state).split())
    words = _picture_words(state, tmp_path)
    assert "deck: 2" in words and "flood pile: 1" in words and "discard: 0" in words and "flood: Lettuce" in words
    set_aside(state, 1)
    lines = _step(state, Draw(0, None))
    assert lines[0] == "The game is over: the deck ran out for the 2nd time, on turn 2 (Ben's), when a flood card " \
                       "was due" and lines[1].startswith("Result")
    assert state.is_over and state.reshuffles == 1
    state = game(2)
    state.apply(Flood(WHEAT))
    state.apply(Pass(0))
    state.deck_runs_out = 1
    set_aside(state, 1)
    assert _step(state, Draw(0, None))[0] == "The game is over: the deck ran out for the 2nd time, on turn 1 " \
                                             "(Anna's), when Anna was drawing at the end of the turn"


def test_board_text_shows_the_table_in_short_lines():
    state = game(3, {0: [PAPYRUS, PAPYRUS, PAPYRUS, spec(WHEAT, FLAX)]})
    field(state, 1, WHEAT, 3)
    state.apply(Flood(LETTUCE))
    state.apply(Speculate(0, (spec(WHEAT, FLAX),)))
    text = notation.board_text(state)
    assert "Flood card: Lettuce (floods Lettuce)" in text and "Speculating: Anna Wheat/Flax" in text
    assert "Anna: hand 4 (3 Papyrus, 1 unseen)" in text and "fields: Wheat 3" in text
    said = " ".join(text.split())
    assert "Deck 72, flood pile 1, discard 0; 2 reshuffles left; after that, the deck running out ends the game" in said
    assert "Score: Anna, Ben and Cleo are tied on every pile (0, 0, 0, 0, 0) and share the lead." in said  # said once
    state.deck_runs_out = 2
    assert "no reshuffle left: the deck running out ends the game" in " ".join(notation.board_text(state).split())
    for n, variants in TABLES:
        states, _, final = playout(n, variants, 300 + n, seen=n % 2 == 0)
        for state in states[::40] + [final]:
            assert all(len(line) <= 60 for line in notation.board_text(state).splitlines())


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
        writer = nile_writer._Writer(NAMES[:3], ())
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


def test_news_says_what_is_taken_on_trust():
    """Cards shown from the part of a hand nobody saw are taken on trust: the news says so, and what they
    were checked against; cards seen in the hand are not."""
    state = game(3, {0: [PAPYRUS]})
    state.apply(Flood(WHEAT))
    assert _step(state, Plant(0, ((PAPYRUS, 3),)))[0] == (
        "Taken on trust: Anna's 2 Papyrus come from the 4 cards of Anna's hand the table has not seen (checked against the "
        "cards not yet accounted for: 15 Papyrus)")
    state.apply(DrawOwed(0, implied=False))
    state.apply(Flood(LETTUCE))
    assert _step(state, Trade(1, "market", (FLAX, spec(WHEAT, FLAX))))[0].startswith(
        "Taken on trust: Ben's 1 Flax and 1 Wheat/Flax come from the 5 cards of Ben's hand the table has not seen")
    state = game(2, {0: [PAPYRUS, PAPYRUS, WHEAT, WHEAT, FLAX]})
    state.apply(Flood(LETTUCE))
    assert not any(line.startswith("Taken on trust") for line in _step(state, Plant(0, ((PAPYRUS, 2),))))


def test_a_live_table_hears_the_reshuffle_in_its_words_and_plays_on(tmp_path):
    """``nile play``/``serve``'s session through a whole deck: floods as the table turns them up, draws face
    down, nobody trades or plants. The ruling that reshuffles says which flood card stays showing and how
    many cards make the new draw pile, the number the text view and the picture show; the table then
    turns up the rest of the game's cards, as the catalogue allows, to the end."""
    from scorer.session import TableSession

    session = TableSession.start(game_spec("nile"), NAMES[:3], [], tmp_path / "g.yaml")
    said = []
    while not session.over:
        prompt = session.prompt
        if session.state.current_player >= 0:
            entry = "pass"  # step 4: neither plant nor speculate
        else:  # a card face down ('?', the default) or, at a flood, the first card that may turn up
            entry = prompt.default if prompt.default is not None else session.entries()[0].text
        ruling = session.enter(entry)
        assert type(ruling).__name__ == "Accepted", (prompt, entry, ruling)
        for line in ruling.news:
            if line.startswith("The deck ran out") and "shuffled" in line:
                state = session.state
                said.append((line, state.deck_size, state.flood, notation.board_text(state)))
    assert len(said) == 2  # three players: the deck runs out twice before the third time ends the game
    for line, deck, showing, text in said:
        assert re.fullmatch(rf"The deck ran out \((1st|2nd) time of 3\): the showing {card_set().name(showing)} stays "
                            rf"on the Flood card; {deck} cards from the discard and flood piles shuffled into a new "
                            r"draw pile", line), line
        assert f"Deck {deck}, flood pile 1," in " ".join(text.split())
    assert session.state.is_over and session.state.deck_runs_out == 3
