"""An den Ufern des Nils on a phone, one tap a step (issue 22): the board's one-tap rows
(:mod:`scorer.web.board_ufern`) group every entry at a field or a market row by what the player decides
first (a crop to sow, a water card's stack and front, a card to remove), each a cell of its own, and the list
draws the water cards as the table sees them (fe-table5 problem 9: "A single-double E5.1" was text only)."""

from __future__ import annotations

from pathlib import Path

from scorer.games.ufern.moves import Ebb, Flood
from scorer.session import TableSession
from scorer.web.board import targets
from scorer.web.board_ufern import offers, pictures
from scorer.web.board_ufern import groups, one_tap
from tests.test_session import spec_of, typed_game

SLUG = "ufern-des-nils"


def positions(tmp_path: Path, seed: int = 45):
    """Each position of a seeded 3-player game, one step an entry: (state, its entries' texts, the next text)."""
    spec = spec_of(SLUG)
    names, _, texts = typed_game(SLUG, seed, 3, grouped=False)
    session = TableSession.start(spec, names, [], tmp_path / "g.yaml")
    for text in texts:
        yield session.seen(None), [e.text for e in session.view(None).entries], text
        session.enter(text)


def test_every_entry_at_a_place_is_one_cell_grouped_by_what_is_decided_first(tmp_path):
    spec, kinds = spec_of(SLUG), set()
    for state, entries, _ in positions(tmp_path):
        found = targets(spec, state, entries)
        offered = {o for t in found for w, m in zip(t.entries, t.moves) for o in offers(state, w, m)}
        made = groups(state, found)
        cells = [entry for _, _, group in made.values() for _, entry, _ in group]
        assert sorted(cells) == sorted(offered) == sorted(one_tap(state, found))  # each once, none left out
        for key, (heading, picture, group) in made.items():
            kinds.add(key[0])
            assert heading and (picture.startswith("<svg") or key == ("ebb",)) and group  # (an ebb: the board draws them)
            if key[0] == "sow":  # a crop's row: one cell per field, labelled by the field
                assert all(entry == f"sow {key[1]} {label}" for label, entry, _ in group)
            if key[0] == "flood":  # a card's row: its stack and front, a cell per field it fits
                assert all(entry.startswith(f"{key[1]} ") and label.split()[0] in entry for label, entry, _ in group)
    assert {"sow", "flood", "ebb", "reveal", "harvest", "plant"} <= kinds, kinds


def test_the_list_draws_the_water_cards_as_the_table_sees_them(tmp_path):
    """A flood card and an ebb's card drawn with their waves; a stop with the tops it tells (uferrev defect 4:
    four stop buttons that differed in their last words only), each stop's drawing its own."""
    from scorer.games.ufern.moves import FloodEnd
    from scorer.games.ufern.notation import parse, split

    pictured, stops = 0, 0
    for state, entries, _ in positions(tmp_path):
        drawn = pictures(state, entries)
        for text in entries:
            try:
                move = parse(state, split(state, text)[0])
            except Exception:
                move = None
            if isinstance(move, (Flood, Ebb)):
                assert 'stroke="#ffffff"' in drawn[text] and "<title>" in drawn[text], text  # its waves, its name
                pictured += 1
            elif isinstance(move, FloodEnd) and any(move.tops):
                assert 'stroke="#ffffff"' in drawn[text] and ">A<" in drawn[text] and ">B<" in drawn[text], text
                stops += 1
            else:
                assert text not in drawn, text
        told = [drawn[t] for t in entries if t.startswith("stop ")]
        assert len(set(told)) == len(told)  # no two stops drawn alike
    assert pictured > 50 and stops


def test_a_harvest_s_market_rows_are_offered_in_row_order(tmp_path):
    """Issue 22, uferrev defect 3: "Harvest E5.2 to M4 M1 M3 M2" (a row first met at another field's harvest
    came first); a harvest's cells are M1..M4 left to right, as the market draws its rows."""
    spec, at_market = spec_of(SLUG), 0
    for state, entries, _ in positions(tmp_path):
        found = targets(spec, state, entries)
        for key, (_, _, cells) in groups(state, found).items():
            if key[0] == "harvest":
                rows = [label for label, _, _ in cells]
                assert rows == sorted(rows), (key, rows)
                listed = [e.split()[-1] for e in entries if e.startswith(f"harvest {key[1]} ")]
                assert rows == sorted(listed), (rows, listed)
        at_market += any(t.at.startswith("M") for t in found)
    assert at_market


NS = "{http://www.w3.org/2000/svg}"


def _cells_and_banks(svg: str) -> tuple[dict[str, float], float]:
    """The one-tap cells of a board's drawing (entry -> the top of its box, checked a tap target's size) and
    the top of its banks."""
    import xml.etree.ElementTree as ET

    root = ET.fromstring(svg)
    cells = {}
    for a in root.iter(NS + "a"):
        if "cell" in a.get("class", "").split():
            box = a.find(NS + "rect")
            assert float(box.get("height")) >= 44 and float(box.get("width")) >= 44
            cells[a.get("data-one")] = float(box.get("y"))
    banks = next(float(r.get("y")) for r in root.iter(NS + "rect") if r.get("data-part") == "banks")
    return cells, banks


def test_an_ebb_card_is_one_cell_and_its_back_is_asked_at_the_board_s_top(tmp_path):
    """uferevent (uferrev defect 5: an ebb offered a cell per card and event, 66 cells and 3,025 px at 360 px;
    a flood onto a desert card 72 and 3,882 px): each card that may be removed is one cell, its field (one tap,
    as before, enters the card); the event step that follows has its place on the board, the card's field,
    and its choices are one-tap cells drawn at the board's top, above the banks (not under the whole board)."""
    from scorer.games.ufern import notation as N
    from scorer.web.board import board_svg

    spec, asked = spec_of(SLUG), 0
    for state, entries, _ in positions(tmp_path):
        found = targets(spec, state, entries)
        cards = [(w, m) for t in found for w, m in zip(t.entries, t.moves) if isinstance(m, (Ebb, Flood))]
        turning = [(w, m) for w, m in cards if len(N.revealed_with(state, m)) > 1]
        if not turning:
            continue
        cells = one_tap(state, found)
        assert {w for w, _ in turning} <= cells and not cells & {e for w, m in turning for e in offers(state, w, m)
                                                                 if e != w}
        assert len(cells) == len({w for w, _ in cards})  # each card once: no cell per card and event
        words, move = turning[0]
        after = state.clone()
        after.apply(move)
        assert after.step == "reveal"
        drawn, banks = _cells_and_banks(board_svg(spec, after, N.entries(after), None))
        assert set(drawn) == {e.text for e in N.entries(after)}  # every event, one tap each
        assert max(drawn.values()) < banks  # above the banks, at the board's top
        assert [t.at for t in targets(spec, after, N.entries(after))] == [move.field]  # its place: the card's field
        asked += 1
    assert asked >= 3


def test_a_card_whose_back_can_show_one_event_only_is_one_tap_with_it():
    """The card and its event stay one tap where the back can show one event only (the rest are seen)."""
    from collections import Counter

    from gamedata.ufern_catalogue import Event, parse_front
    from scorer.games.ufern.moves import Card
    from scorer.web.board_ufern import choices
    from tests.ufern_helpers import at_water, table

    state = at_water(table(3), 1)
    state.banks.lay("W4.1", ("single", "single"), Card(parse_front("ss")))
    hippo = Event.parse("hippo")
    state.backs_seen = state.board.water_events - Counter({hippo: 1})
    found = targets(spec_of(SLUG), state, ["W4.1"])
    assert one_tap(state, found) == {"W4.1 hippo"}
    assert [c.entry for c in choices(state, "W4.1", Ebb("W4.1"), "W4.1")] == ["W4.1 hippo"]
    state.backs_seen -= Counter({next(iter(state.backs_seen)): 1})  # two events left: the card alone
    assert one_tap(state, targets(spec_of(SLUG), state, ["W4.1"])) == {"W4.1"}
