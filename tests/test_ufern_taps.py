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
            assert heading and picture.startswith("<svg") and group
            if key[0] == "sow":  # a crop's row: one cell per field, labelled by the field
                assert all(entry == f"sow {key[1]} {label}" for label, entry, _ in group)
            if key[0] == "flood":  # a card's row: its stack and front, a cell per field it fits
                assert all(entry.startswith(f"{key[1]} ") and label.split()[0] in entry for label, entry, _ in group)
    assert {"sow", "flood", "ebb", "harvest", "plant"} <= kinds, kinds


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
