"""*An den Ufern des Nils* at the table (``nile play``): every hint's example is an entry the referee
accepts there, a stop names the tops the tool has not seen, and the news says where a desert event's
card goes."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from gamedata.ufern_catalogue import Event, parse_front
from scorer.engine import CHANCE, InvalidMove
from scorer.games.ufern import notation as N
from scorer.games.ufern import steps as S
from scorer.games.ufern.engine import Ufern
from scorer.games.ufern.moves import Card, Deal, Ebb, FloodEnd, Reveal
from tests.ufern_helpers import NAMES, at_water, card, grow, table


def games(seed: int, n: int, limit: int = 600):
    """The positions of a seeded random game as entered with the full deal and with the table's ``?``
    deal (every other entry the same), each position before its entry."""
    rng = random.Random(seed)
    full, public = Ufern(NAMES[:n]), Ufern(NAMES[:n])
    while not full.is_over and limit:
        limit -= 1
        yield full, public
        move = full.sample_chance(rng) if full.current_player == CHANCE else full.sample_move(rng)
        full.apply(move)
        public.apply(N.parse(public, "?") if isinstance(move, Deal) else move)


@pytest.mark.parametrize("seed, n", [(1, 2), (2, 5), (3, 2), (4, 5)])
def test_every_hint_example_is_an_entry_the_referee_accepts_there(seed, n):
    """Each prompt's examples (in its hint) typed where the prompt stands: none is refused, full deal
    or face-down deal, 2 or 5 players."""
    typed = set()
    for full, public in games(seed, n):
        for state in (full, public):
            if state.is_over:
                continue
            hint = N.prompt(state).hint
            for text in N.examples(state):
                assert text in hint, (text, hint)
                move = N.parse(state, text)
                assert state.check(move) is None, (state.position(), hint, text, state.check(move))
                typed.add((state is public, state.step, type(move).__name__))
    kinds = {k for _, _, k in typed}
    assert {"Flood", "Ebb", "Reveal", "Sow", "Done"} <= kinds
    assert (True, S.WATER, "FloodEnd") in typed or (True, S.OPEN_WATER, "FloodEnd") in typed


def test_the_hints_name_the_position_not_fixed_text():
    """Round 1 floods from the river: the example is the first field a seen top fits, and an ebb's
    example is the outermost card of a row."""
    state = at_water(table(3, stacks=[([card("sd")], [card("dd")])] * 3))
    hint = N.prompt(state).hint
    assert "e.g. A sd W" in hint and ".1" in hint.split("e.g. ")[1].split(";")[0]  # the front by its ends' letters
    assert hint.startswith("the stack, the card's ends (s single, d double, b blank) and its field")
    assert "stop" not in hint  # a top fits: no stop is offered
    state = at_water(table(3), marker=1)
    state.banks.lay("W5.1", ("single", "single"), card("ss"))
    state.banks.lay("W5.2", ("single", "single"), card("ss"))
    assert N.prompt(state).hint.startswith("the field of a row's outermost card, e.g. W5.2;")


def _face_down(state: Ufern) -> Ufern:
    """``state`` with every card of every stack face down to the tool (the table's ``?`` deal)."""
    state.stacks = [tuple([Card() for _ in pile] for pile in seat) for seat in state.stacks]
    state.stacks = [list(seat) for seat in state.stacks]
    return state


def _no_front_fits_but(state: Ufern, fitting: str) -> None:
    """Lay water so that only ``fitting`` fronts (and none, if empty) still fit a field."""
    for row, fields in state.board.rows.items():
        for f in fields:
            state.banks.lay(f, ("single", "blank"), card("sb"))
            if state.banks.next_field(row) is None:
                break


def test_a_bare_stop_asks_for_the_tops_the_tool_has_not_seen():
    state = _face_down(at_water(table(3)))
    asked = r"'stop' alone is not enough here: what do the tops of Anna's stacks A and B show\? The tool has not seen them"
    with pytest.raises(InvalidMove, match=asked):
        N.parse(state, "stop")
    # every row full: no front fits anywhere, so a stop is legal once the tops are said
    _no_front_fits_but(state, "")
    with pytest.raises(InvalidMove, match=r"type the stop with the tops, e.g. stop A \S+, B \S+"):
        N.parse(state, "stop")
    move = N.parse(state, "stop A double-double, B single-blank")
    assert move == FloodEnd((parse_front("dd"), parse_front("sb"))) and state.check(move) is None
    assert N.prompt(state).hint.startswith("stop and the tops (no card still in the game fits a field), e.g. stop A ")
    texts = [e.text for e in N.entries(state)]
    assert "stop" not in texts and "stop A double-double, B single-blank" in texts
    assert {e.group for e in N.entries(state)} == {"stop (no top fits)"}
    assert all(state.check(N.parse(state, t)) is None for t in texts)


def test_a_stop_while_a_front_left_fits_says_flooding_is_compulsory():
    state = _face_down(at_water(table(3)))
    state.fronts_seen = state.board.fronts - Counter({parse_front("sd"): 4})  # only single-doubles left
    with pytest.raises(InvalidMove, match="every front still in the game fits a field"):
        N.parse(state, "stop")
    assert not [e for e in N.entries(state) if e.text.startswith("stop")]


def test_a_top_the_tool_has_seen_is_filled_in_and_only_the_other_asked():
    state = at_water(table(3, stacks=[([card("dd")], [card("sb")])] * 3))
    state.stacks[0][1][-1] = Card()  # Anna's stack B face down, A seen
    _no_front_fits_but(state, "")
    with pytest.raises(InvalidMove, match=r"what does the top of Anna's stack B show\? The tool has not seen it"):
        N.parse(state, "stop")
    assert N.parse(state, "stop B double-blank") == FloodEnd((parse_front("dd"), parse_front("db")))
    assert N.prompt(state).hint == ("stop and the top of stack B (no card still in the game fits a field), "
                                    "e.g. stop A dd, B db")


def test_a_record_typed_by_hand_may_still_stop_bare(nile, tmp_path):
    """The record reader (not the live entry) still reads ``stop`` without tops: accepted, with the
    note that whether they fitted was not checked."""
    from tests.test_ufern_records import example_with

    path = example_with(tmp_path, "- flood: [B single-single E4.2, 'stop A double-blank, B double-double']",
                        "- flood: [B single-single E4.2, stop]")
    result = nile("check", path)
    assert result.exit_code == 0, result.stderr
    assert "the record did not say what they showed" in result.stdout + result.stderr


def test_news_says_where_the_desert_card_of_an_ebb_goes():
    state = at_water(table(3), marker=1)
    state.banks.lay("W5.1", ("single", "single"), card("ss", "desert"))
    target = state.banks.desert_target("W5")
    grow(state, target, 1, "wheat")
    state.apply(Ebb("W5.1"))
    before = state.clone()
    event = Reveal(Event.parse("desert"))
    state.apply(event)
    assert N.news(before, event, state) == [
        f"A desert card from the pile goes face down on {target}, the outermost field of W5 without one (decision U10)",
        "Washed to the boat: Ben's wheat"]


def test_news_says_when_the_desert_pile_is_empty():
    state = at_water(table(3), marker=1)
    state.banks.lay("W5.1", ("single", "single"), card("ss", "desert"))
    state.desert_pile, state.desert_discards = 0, []
    state.apply(Ebb("W5.1"))
    before = state.clone()
    event = Reveal(Event.parse("desert"))
    state.apply(event)
    assert N.news(before, event, state) == [
        "The desert pile and its discards are empty: no desert card comes to W5 (decision U12)"]


def test_the_picture_tags_spoiled_and_rotten_market_plants_and_its_legend_says_so(tmp_path):
    """A spoiled plant lies seed side up: the picture tags it SPOILED inside its market space (and a
    rotten one ROTTEN), so it does not pass for a seed; the legend above the board says how to read them."""
    from scorer.games.ufern.market import ROTTEN, SPOILED
    from scorer.engine.said import words
    from tests.test_pictures import picture_svg
    from tests.ufern_helpers import sell

    state = at_water(table(3))
    sell(state, "M2", (0, "flax", SPOILED), (1, "wheat"), (2, "grape", ROTTEN))
    grow(state, "W4.2", 1, "flax")  # a seed on a field: no tag
    items = picture_svg("ufern-des-nils", state, tmp_path / "board.svg")
    texts = [i for i in items if i.tag == "text"]
    legend = words("ufern-des-nils.picture.legend", {"spoiled": "SPOILED", "rotten": "ROTTEN"}, "en")  # English
    assert any(i.text == legend for i in texts) and "tagged SPOILED" in legend and "45° ROTTEN" in legend
    from pnp.art.ufern_des_nils import Art
    from pnp.paper import Inks
    from scorer.games.ufern.picture import art_card
    geo = Art(state.board.catalogue, Inks(False), art_card(state.board.catalogue), 0.0).geo
    for word, space in (("SPOILED", 1), ("ROTTEN", 3)):
        x, y, w, h = geo.market_box("M2", space)
        tags = [i for i in texts if i.text == word]
        assert len(tags) == 1 and x <= tags[0].x <= x + w and y <= tags[0].y <= y + h, (word, tags)


def test_a_switch_of_flood_and_ebb_is_said_the_right_way_round(tmp_path):
    """When the water cards cannot move the way the marker says, the round goes the other way [Flux /
    Reflux]: the news says which (an ebb with no water left floods, never "ebbs instead")."""
    from scorer.games import game
    from scorer.session import Accepted, TableSession

    lines = ("first Anna|W5.5|desert E4.4|desert W3.3|boat flax, wheat|Ben boat grape onion|boat flax flax|"
             "stop A double-double, B double-blank|A single-blank E3.1|A single-single W4.1|ripe aubergine W5.3|"
             "seed wheat E5.2|ripe onion E4.1|seed flax E5.4|ripe aubergine W5.1|seed wheat E3.3|W4.1 rot 3 + arrow|"
             "E3.1 hippo|harvest W5.3 M2|grow E5.2|sow onion W5.2|done|harvest E4.1 M1|grow E5.4|sow flax W4.2|done|"
             "harvest W5.1 M4|grow E3.3|sow flax E5.3|done").split("|")
    session = TableSession.start(game("ufern-des-nils"), ["Anna", "Ben", "Cleo"], [], tmp_path / "game.yaml")
    news = []
    for line in lines:
        ruling = session.enter(line)
        assert isinstance(ruling, Accepted), (line, ruling)
        news += ruling.news
    assert "No water card could be removed: Ben lays water (floods) instead" in news, news
    assert session.view(None).prompt.text.startswith("Round 2, flood")
