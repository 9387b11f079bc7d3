"""NILE at the table, session 40 (review s40 nilerev3 section 5): a Plague's news kept on the page of the seat it hurt
until that seat has had a turn, the flood card turned up in its place saying so, each news line filed under its own
step in "Recent steps", and the last payout's count."""

from tests.test_nile_table_s39 import HOST, SEATS, _client, _page, _recent, _session

PLAGUE_NEWS = "The Plague of Locusts destroys Anna's Wheat field (3 cards)"
#: Anna plants Wheat; Ben's flood card is the Plague, which destroys it, then Papyrus in its place; Ben and Cleo pass
AWAY = (("Castor", 0), ("plant 3 Wheat", 0), ("Plague", 1), ("Papyrus", 1), ("pass", 1), ("Flax", 2), ("pass", 2))


def test_the_plague_stays_on_the_hurt_seats_page_until_it_has_had_a_turn(tmp_path):
    """Defect 1: five entries after the Plague that destroyed Anna's field, her page (and the table's) still lists it
    under "Recent steps" (it reaches back to her own last turn, not 4 entries), and the card turned up in its place
    says so; once Anna has had her turn, her list is short again."""
    session = _session(tmp_path, *AWAY, ("Lettuce", 0))
    client, _ = _client(session)
    for token in (SEATS[0], HOST):
        recent = _recent(_page(client, token))
        assert PLAGUE_NEWS in recent, recent
        assert "Flood card: Papyrus (in place of the Plague of Locusts)" in recent
    assert PLAGUE_NEWS not in _recent(_page(client, SEATS[1]))  # Ben's own turn: he saw it (at least 4 entries still)
    session = _session(tmp_path / "b", *AWAY, ("Lettuce", 0), ("pass", 0), ("Wheat", 1))
    recent = _recent(_page(_client(session)[0], SEATS[0]))
    assert PLAGUE_NEWS not in recent and recent.count("<li>") == 4, recent


def test_the_flood_card_after_the_plague_says_it_came_in_its_place_and_only_then():
    from scorer.games.nile.view import news
    from tests.nile_helpers import CASTOR, PAPYRUS, PLAGUE, game

    state = game(3)
    before = state.clone()
    state.apply(_flood(PLAGUE))
    lines = [str(line) for line in news(state.clone(), _flood(PAPYRUS), _applied(state, _flood(PAPYRUS)))]
    assert lines[0] == "Flood card: Papyrus (in place of the Plague of Locusts)"
    assert [str(line) for line in news(before, _flood(CASTOR), _applied(before, _flood(CASTOR)))][0] == \
        "Flood card: Castor"


def _flood(card):
    from scorer.games.nile.engine import Flood

    return Flood(card)


def _applied(state, move):
    after = state.clone()
    after.apply(move)
    return after


def test_recent_steps_file_the_draw_a_plague_interrupted_under_the_step_that_owed_it(tmp_path):
    """Defect 3: Cleo passes, and her end-of-turn draw shows the Plague (told on her page): "Recent steps" files "Cleo
    draws 2 cards …" and "Cleo's turn is over" under her pass, and under the Plague only what it did."""
    session = _session(tmp_path, ("Castor", 0), ("plant 3 Wheat", 0), ("Lettuce", 1), ("pass", 1), ("Flax", 2),
                       ("pass", 2), ("Cleo drew Plague", 2), ("Papyrus", 0))
    recent = _recent(_page(_client(session)[0], HOST))
    items = recent.split("<li>")[1:]
    plague = next(item for item in items if item.startswith("<strong>Plague"))
    passed = items[items.index(plague) + 1]
    assert passed.startswith("<strong>pass") and "Cleo's turn is over; turn 4 is Anna's" in passed, items
    assert "Cleo draws 2 cards face down at the end of the turn" in passed
    assert PLAGUE_NEWS in plague and "turn is over" not in plague and "draws 2 cards" not in plague, plague


def test_the_last_payout_says_the_cards_the_deck_still_holds_not_the_three_due():
    """Defect 5: on the deck's last pass, with 2 cards left, a payout of 3 said "Anna draws 3 cards face down as a
    speculation payout": it says the 2 it draws, of the 3 due; on an earlier pass the deck is shuffled again and all 3
    are drawn."""
    from scorer.games.nile.notation import automatic
    from scorer.games.nile.table import DRAW, Need
    from tests.nile_helpers import game, set_aside

    state = game(3)
    set_aside(state, 2)
    state.needs.append(Need(DRAW, 0, 3, 3, "payout"))
    assert str(automatic(state).said) == "Anna draws 3 cards face down as a speculation payout"
    state.deck_runs_out = state.passes - 1
    assert str(automatic(state).said) == ("Anna draws 2 cards face down as a speculation payout (of 3 cards due: the "
                                          "deck's last cards, as it runs out for the last time)")


def test_nile_play_echoes_a_storage_trade_openly_as_its_history_and_the_pages_do(tmp_path):
    """Defect 4: ``market Wheat storage Papyrus`` at ``nile play`` was echoed "(an entry with the hidden cards of Anna:
    not shown on the table's screen)", yet ``history`` and every page showed it: a trade's discards lie face up. It is
    echoed as typed; a refused one still is not (what it tried may tell the storage)."""
    from scorer.play_screen import echo
    from tests.test_nile_storage_refused import TRADE, _referee

    session, _, said = _referee(tmp_path, "Lettuce", "plant 2 Papyrus", "Papyrus", "pass", "Wheat", "pass", "Castor")
    assert session.owners_of("market Wheat storage Papyrus") == frozenset({0})  # still Anna's own to enter
    assert echo(session, "Anna", "market Wheat storage Papyrus", said.append) is False
    assert said[-1] == "Anna> market Wheat storage Papyrus"
    assert echo(session, "Anna", TRADE, said.append) is True and "not shown on the table's screen" in said[-1]
    assert echo(session, "Anna", "Anna holds Wheat", said.append) is True  # a tell stays off the shared screen


#: Ben plants 3 Wheat, the largest field; nobody enters a Plague; Anna's step comes round
MISSED = (("Castor", 0), ("pass", 0), ("Lettuce", 1), ("plant 3 Wheat", 1), ("Flax", 2), ("pass", 2), ("Papyrus", 0))


def test_a_plague_nobody_entered_is_said_in_a_fold_at_the_step_with_the_way_back(tmp_path):
    """Defect 2a: with a Plague unaccounted for that would destroy Ben's Wheat field (3 cards), Anna's step page and
    the host's say so, folded, with how to enter it where it came up; Ben's page, off-turn, does not; nor once the
    Plague is entered."""
    import html

    session = _session(tmp_path, *MISSED)
    client, _ = _client(session)
    for token in (SEATS[0], HOST):
        page = _page(client, token)
        assert '<details class="missed"><summary>A Plague missed?</summary>' in page, token
        fold = page[page.index('<details class="missed">'):]
        fold = fold[:fold.index("</details>")]
        assert "it would have destroyed Ben's Wheat field (3 cards), and plantings refused now would be allowed" in fold
        assert "undo 7" in fold and "“Take back to here…”" in fold and "(e.g. Cleo drew Plague)" in fold, fold
    assert 'class="missed"' not in _page(client, SEATS[1])
    session = _session(tmp_path / "b", *MISSED[:4], ("Plague", 2), ("Flax", 2), ("pass", 2), ("Papyrus", 0))
    assert 'class="missed"' not in html.unescape(_page(_client(session)[0], SEATS[0]))


def test_the_refusal_a_missed_plague_explains_says_how_to_go_back_and_names_no_one_drawer(tmp_path):
    """Defect 2c: the hint said "undo back to that step" and not how, and "a draw: Anna drew Plague" named the player
    whose turn it is, though anyone's draw may have shown it."""
    from scorer.session import Illegal

    session = _session(tmp_path, *MISSED)
    ruling = session.enter_as("plant 2 Wheat", 0)
    assert isinstance(ruling, Illegal)
    assert "take back the entries since (undo and their count, typed: undo 7; on the host's page also “Take back to " \
           "here…” on that step under “Recent steps”) and enter it there: the flood card Plague, or for a draw the " \
           "drawer's name and drew Plague (e.g. Cleo drew Plague)" in ruling.reason, ruling.reason


def test_the_host_takes_back_to_a_recent_step_in_one_confirmed_tap_naming_all_it_takes(tmp_path):
    """Defect 2b: the host's page offers "Take back to here…" on each step under "Recent steps": its question names
    that step and every entry after it, tells too (as the table reads them), and one tap takes them all back (not
    N × Undo… + Undo); a seat's page offers it nowhere."""
    import re

    session = _session(tmp_path, *MISSED[:3], ("Ben holds Wheat", 1), *MISSED[3:])
    client, table = _client(session)
    page = _page(client, HOST)
    item = next(li for li in _recent(page).split("<li>")[1:] if li.startswith("<strong>Lettuce"))
    asked = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", item))
    assert "Take back “Lettuce” (Turn 2, Ben's turn) and the 5 entries after it: Ben holds ?; plant 3 Wheat; Flax; " \
           "pass; Papyrus? Then enter the step that was missed" in asked, asked
    assert 'value="undo 6"' in item and "Take back 6 entries" in item
    assert 'class="back-to"' not in _page(client, SEATS[1]) and 'class="back-to"' not in _page(client, SEATS[0])
    client.post("/enter", data={"t": HOST, "rev": table.revision, "entry": "undo 6"}, headers={"HX-Request": "true"})
    assert session.last_step() == ("Turn 1, Anna's turn: Anna trades, plants or speculates", "pass")
