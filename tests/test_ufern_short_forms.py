"""The shorter forms a table says at `nile play` for an Ufern action (scorer/games/ufern/short_forms.py): each
read as the full move, refused naming the choices when it could mean several, written in full in the record;
and, over random games, the shortest form of every legal action reads back to it (so the referee rules the
same move: legal_moves/check agreement is kept)."""

import random
import re

import pytest

from scorer.engine import CHANCE, TERMINAL, AmbiguousMove, InvalidMove
from scorer.games import game
from scorer.games.ufern import notation as N
from scorer.games.ufern.moves import Flood, Grow, Harvest, Sow
from scorer.games.ufern.short_forms import short
from scorer.games.ufern.steps import ACTION_STEPS, OPEN_WATER, WATER
from tests.ufern_helpers import at_actions, at_water, card, grow, sell, table


def _two_flax():
    """Anna to act: a flax seed on W4.2, a ripe flax on E3.2 (3 palms: rows M2-M4), a grape seed on W5.3."""
    s = at_actions(table(3))
    grow(s, "W4.2", 0, "flax")
    grow(s, "E3.2", 0, "flax", ripe=True)
    grow(s, "W5.3", 0, "grape")
    return s


def test_a_plant_named_by_its_crop_where_one_of_that_crop_can_act():
    s = _two_flax()
    assert N.parse(s, "grow flax") == Grow("W4.2")
    assert N.parse(s, "grow grape") == Grow("W5.3")
    assert N.parse(s, "Anna grows grape") == Grow("W5.3")
    assert N.parse(s, "harvest flax M3") == Harvest("E3.2", "M3")
    assert N.parse(s, "harvest flax to M2") == Harvest("E3.2", "M2")
    assert N.parse(s, "pousser raisin", "fr") == Grow("W5.3")  # in the reader's words too


def test_a_harvest_takes_the_one_market_row_that_fits():
    s = _two_flax()
    sell(s, "M2", (1, "flax"), (2, "flax"))  # flax may not go under two flax [Récolter]
    sell(s, "M3", (1, "flax"), (2, "flax"))
    assert N.parse(s, "harvest flax") == Harvest("E3.2", "M4")
    assert N.parse(s, "harvest") == Harvest("E3.2", "M4")  # the one harvest open
    assert N.parse(s, "harvest E3.2") == Harvest("E3.2", "M4")
    assert short(s, Harvest("E3.2", "M4")) == "harvest flax"


def test_sow_by_crop_where_one_field_takes_it():
    s = at_actions(table(3))
    for f in s.board.fields:  # two plants on every field but E3.3 [Semer: two plants a field at most]
        if f != "E3.3":
            grow(s, f, 1, "wheat")
            grow(s, f, 2, "wheat")
    assert N.parse(s, "sow onion") == Sow("E3.3", "onion")
    assert N.parse(s, "Anna sows onion") == Sow("E3.3", "onion")
    assert short(s, Sow("E3.3", "onion")) == "sow onion"


def test_a_short_form_that_could_mean_several_is_refused_naming_them():
    s = _two_flax()
    grow(s, "E4.1", 0, "flax")
    with pytest.raises(AmbiguousMove) as grown:
        N.parse(s, "grow flax")
    assert sorted(grown.value.candidates) == ["grow E4.1", "grow W4.2"]
    assert "'grow flax' could mean grow" in str(grown.value) and "write which" in str(grown.value)
    with pytest.raises(AmbiguousMove) as rows:
        N.parse(s, "harvest flax")
    assert rows.value.candidates == ["harvest flax M2", "harvest flax M3", "harvest flax M4"]
    with pytest.raises(AmbiguousMove) as sown:
        N.parse(s, "sow wheat")
    assert "or 14 more; write which" in str(sown.value) and len(sown.value.candidates) == 20
    with pytest.raises(AmbiguousMove) as bare:
        N.parse(s, "grow")
    assert len(bare.value.candidates) == 3


def test_a_crop_the_player_cannot_act_with_is_refused_with_the_reason():
    s = _two_flax()
    with pytest.raises(InvalidMove, match="Anna has no onion seed on the banks"):
        N.parse(s, "grow onion")
    with pytest.raises(InvalidMove, match="Anna has no ripe onion on the banks"):
        N.parse(s, "harvest onion")
    seed = N.parse(s, "harvest grape")  # a seed: the referee says why, as for harvest W5.3
    assert seed == Harvest("W5.3", "M4") and "seed" in str(s.check(seed).reason)
    with pytest.raises(InvalidMove, match="'melon' is not a crop"):
        N.parse(s, "grow melon")
    s.supply[0]["aubergine"] = 0
    with pytest.raises(InvalidMove, match="no field takes a aubergine seed of Anna's now"):
        N.parse(s, "sow aubergine")
    s.activated.add("W5.3")  # grape grew this phase: the referee says so
    assert N.parse(s, "grow grape") == Grow("W5.3") and s.check(Grow("W5.3")) is not None


def _random_action_steps(seed: int, n: int, steps=ACTION_STEPS):
    s = game("ufern-des-nils").new_game(["Anna", "Ben", "Cleo", "Dana", "Emil"][:n], ())
    rng = random.Random(seed)
    while s.current_player != TERMINAL:
        if s.step in steps:
            yield s
        s.apply(s.sample_chance(rng) if s.current_player == CHANCE else s.sample_move(rng))


@pytest.mark.parametrize("seed,n", [(1, 2), (2, 3), (3, 4), (4, 5)])
def test_the_shortest_form_of_every_legal_action_reads_back_to_it(seed, n):
    for s in _random_action_steps(seed, n):
        legal = s.legal_moves()
        for move in legal:
            assert N.parse(s, short(s, move)) == move, (s.position(), move, short(s, move))
        for crop in s.board.crops:  # a crop named: one legal move, the choices (all legal), or a refusal
            for verb in ("sow", "grow", "harvest"):
                try:
                    meant = N.parse(s, f"{verb} {crop}")
                except AmbiguousMove as exc:  # the legal choices, else the plants of that crop, each refused
                    named = [N.parse(s, c) for c in exc.candidates]
                    assert all(m in legal for m in named) or not any(m in legal for m in named), exc
                    assert all((m in legal) == (s.check(m) is None) for m in named), exc
                except InvalidMove:
                    continue
                else:
                    assert (meant in legal) == (s.check(meant) is None), meant


def test_a_whole_game_typed_in_short_forms_is_recorded_as_the_full_forms(tmp_path):
    from scorer.typed import typed_game

    spec, names = game("ufern-des-nils"), ["Anna", "Ben", "Cleo"]
    full = typed_game(spec, names, 1, tmp_path / "full.yaml")
    brief = typed_game(spec, names, 1, tmp_path / "short.yaml", joiner=N.join_short)
    assert len(brief.entries) == len(full.entries)
    assert sum(map(len, brief.entries)) < sum(map(len, full.entries))
    assert any(re.search(r"harvest [WE][0-9]\.[0-9](;|$)|sow [a-z]+(;|$)| [sdb]{2} ", e) for e in brief.entries)
    assert (tmp_path / "short.yaml").read_text().replace("short.yaml", "full.yaml") == (tmp_path / "full.yaml").read_text()


def _flood_with_one_open_row():
    """Round 1's flood, Anna to lay, her stacks' tops single-double (A) and double-double (B): every row but E5
    closed by a single-blank card."""
    s = at_water(table(3, stacks=[([card("sd")], [card("dd")])] * 3))
    for f in ("W3.1", "W4.1", "W5.1", "E3.1", "E4.1"):
        s.banks.lay(f, ("single", "blank"), card("sb"))
    return s


def test_a_water_card_laid_on_the_one_field_its_front_fits():
    s = _flood_with_one_open_row()
    assert N.parse(s, "A sd") == Flood("A", "E5.1", ("double", "single"))
    assert N.parse(s, "Anna A single-double") == Flood("A", "E5.1", ("double", "single"))
    assert N.split(s, "A sd reveals rot 2") == ["A sd", "rot 2"]
    assert short(s, Flood("A", "E5.1", ("double", "single"))) == "A sd"


def test_a_water_card_whose_front_fits_several_fields_or_none_is_refused():
    s = at_water(table(3, stacks=[([card("sd")], [card("dd")])] * 3))
    with pytest.raises(AmbiguousMove) as several:
        N.parse(s, "A sd")
    assert several.value.candidates[:2] == ["A sd W3.1", "A sd W4.1"] and len(several.value.candidates) == 6
    assert "'A sd' could mean A sd W3.1 or A sd W4.1 or " in str(several.value)
    with pytest.raises(InvalidMove, match="no field takes a double-double card now; if no top fits, type stop"):
        N.parse(s, "B dd")  # a double wave never meets the Nile's single [Flux; decision U5]


@pytest.mark.parametrize("seed,n", [(5, 2), (6, 4)])
def test_the_shortest_form_of_every_water_card_that_may_be_laid_reads_back_to_it(seed, n):
    laid = 0
    for s in _random_action_steps(seed, n, (WATER, OPEN_WATER)):
        for move in s.legal_moves():
            if isinstance(move, Flood):
                assert N.parse(s, short(s, move)) == move, (s.position(), move, short(s, move))
                laid += short(s, move).count(".") == 0
    assert laid  # some card went on the one field its front fits, by its stack and front alone


def test_at_nile_play_a_turn_names_its_part_that_could_mean_several(tmp_path):
    """Typed at the keyboard (nile play), a whole turn whose second action is ambiguous is refused naming that
    part and its choices, not as a turn that is no action at all."""
    from scorer.rulings import Unreadable
    from scorer.session import TableSession
    from scorer.typed import typed_game

    spec, names = game("ufern-des-nils"), ["Anna", "Ben", "Cleo"]
    typed = typed_game(spec, names, 1, tmp_path / "full.yaml")
    session = TableSession.start(spec, names, (), tmp_path / "g.yaml")
    for text in typed.entries[:18]:  # the set-up, round 1's flood and Anna's actions: Ben to act
        session.enter(text)
    ruling = session.enter_as("buy flax, harvest grape, joker", None, host=True, keyboard=True)
    assert isinstance(ruling, Unreadable), ruling
    assert ruling.message == ("part 2 of 3 ('harvest grape'): 'harvest grape' could mean harvest grape M3 or "
                              "harvest grape M4; write which")


@pytest.mark.parametrize("seed,n", [(7, 3), (8, 5)])
def test_every_entry_listed_reads_back_from_the_short_form_nile_play_offers_for_it(seed, n):
    """uferrev2: ``?`` and Tab offered only the full coordinates (``grow W4.2``). Each entry listed at an action
    or water step is offered in the hint's short form (:func:`scorer.games.ufern.notation.short_entries`), and
    that form reads back to the same step; some are shorter (``grow flax``, ``sow flax``, ``A sd``)."""
    shorter = 0
    for s in _random_action_steps(seed, n, (*ACTION_STEPS, WATER, OPEN_WATER)):
        texts = [e.text for e in N.entries(s)]
        for text, typed in zip(texts, N.short_entries(s, texts)):
            assert N.parse(s, typed) == N.parse(s, text), (s.position(), text, typed)
            shorter += typed != text
    assert shorter


def test_nile_plays_list_and_tab_offer_the_short_forms(tmp_path):
    """``?`` lists each action in its short form (``grow grape``, ``harvest wheat M2``), and Tab completes it, or the
    full form where what is typed starts that (``grow E``)."""
    from prompt_toolkit.document import Document

    from scorer.play import EntryCompleter
    from scorer.session import TableSession
    from scorer.typed import typed_game
    from tests.test_play import _terminal

    spec, names = game("ufern-des-nils"), ["Anna", "Ben", "Cleo"]
    typed = typed_game(spec, names, 1, tmp_path / "full.yaml")
    session = TableSession.start(spec, names, (), tmp_path / "g.yaml")
    for text in typed.entries[:18]:  # Ben to act
        session.enter(text)
    texts = [e.text for e in session.view(None).entries]
    shorts = dict(zip(texts, N.short_entries(session.state, texts)))
    crops = {t: f for t, f in shorts.items() if f != t and not f.startswith("sow ") and "." not in f}
    assert crops, shorts  # a plant named by its crop
    full, form = next(iter(crops.items()))
    said = "\n".join(_terminal(session, "?\r\x04"))
    assert form in said and f"  {full} " not in said and not said.rstrip().endswith(full), said
    completed = [c.text for c in EntryCompleter(session).get_completions(Document(form[:4]), None)]
    assert form in completed and full not in completed, completed  # the short form where it is typed so
    differ = next(k for k in range(len(full)) if not form.lower().startswith(full[:k + 1].lower()))
    completed = [c.text for c in EntryCompleter(session).get_completions(Document(full[:differ + 1]), None)]
    assert full in completed and form not in completed, completed  # the full form where that is typed


def test_a_turn_line_whose_rest_settles_a_crop_named_twice_reads():
    """uferrev2: ``grow flax, grow wheat, grow wheat, done`` was refused ("'grow wheat' could mean grow W4.3 or grow
    E4.2") though the line grows both. A part the rest of the line leaves one choice for is written out
    (:mod:`scorer.games.ufern.turn_lines`); seeds grown in either order are one choice. Harvests whose order
    changes the market, or a part nothing else settles, stay as typed: the session names the choices."""
    s = at_actions(table(3))
    grow(s, "W4.2", 0, "flax")
    grow(s, "E3.2", 0, "flax")
    parts = N.split(s, "grow flax, grow flax, done")
    assert parts[0] in ("grow W4.2", "grow E3.2") and parts[1:] == ["grow flax", "done"], parts
    for part in parts:
        s.apply(N.parse(s, part))
    assert all(g.ripe for f in ("W4.2", "E3.2") for g in s.banks.plants[f] if g.owner == 0)
    s = at_actions(table(3))
    grow(s, "W4.2", 0, "flax")
    grow(s, "E3.2", 0, "flax")
    assert N.split(s, "grow flax, done") == ["grow flax", "done"]
    s = at_actions(table(3))
    grow(s, "W4.2", 0, "flax", ripe=True)
    grow(s, "E3.2", 0, "flax", ripe=True)
    assert N.split(s, "harvest flax M4, harvest flax M2") == ["harvest flax M4", "harvest flax M2"]
