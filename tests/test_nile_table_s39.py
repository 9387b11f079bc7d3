"""NILE at the table, session 39 (review s38 nilerev2 section 4): a forgotten Plague's hint, ... ."""

import pytest

from scorer.games.nile.engine import Plant
from tests.nile_helpers import FLAX, PAPYRUS, PLAGUE, WHEAT, field, flood, game
from tests.test_nile_rules import broken


def test_a_refusal_by_the_largest_field_says_a_missed_plague_would_have_destroyed_it():
    """Defect 1: Cleo's planting refused by Anna's Wheat field, which a Plague nobody entered would have
    destroyed: the refusal says so and how to enter it."""
    state = game(2, {0: [WHEAT] * 4 + [FLAX]})
    field(state, 1, WHEAT, 3)
    flood(state, PAPYRUS)
    err = broken(state, Plant(0, ((WHEAT, 3),)))
    assert err.reason.startswith("Ben already grows Wheat (3 cards)")
    assert "Nobody has entered the Plague of Locusts since the deck was made" in err.reason
    assert "take back the entries since (undo and their count, typed: undo 7;" in err.reason  # (how: s40 nilerev3 2c)
    assert "enter it there: the flood card Plague, or for a draw the drawer's name and drew Plague (e.g. Ben drew " \
        "Plague)" in err.reason


def test_no_plague_hint_once_the_plague_is_entered_or_for_a_smaller_field():
    state = game(2, {0: [WHEAT] * 4 + [FLAX]})
    flood(state, PLAGUE, PAPYRUS)  # the Plague came up (nothing planted) and was entered
    field(state, 1, WHEAT, 3)
    err = broken(state, Plant(0, ((WHEAT, 3),)))
    assert "strictly more" in err.reason and "Plague" not in err.reason
    state = game(2, {0: [WHEAT] * 4 + [FLAX]})
    field(state, 1, WHEAT, 3)
    field(state, 1, FLAX, 4)  # the Plague would destroy Flax, not Wheat
    flood(state, PAPYRUS)
    err = broken(state, Plant(0, ((WHEAT, 3),)))
    assert "strictly more" in err.reason and "Plague" not in err.reason


def _session(tmp_path, *entries):
    from scorer.games import game as spec_of
    from scorer.session import Accepted, TableSession

    session = TableSession.start(spec_of("nile"), ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    for text, seat in entries:
        ruling = session.enter_as(text, seat)
        assert isinstance(ruling, Accepted), (text, ruling)
    return session


HOST = "h0st-token-0123456789"
SEATS = ("anna-token-0123456789", "ben-token-01234567890", "cleo-token-0123456789")


def _client(session):
    from starlette.testclient import TestClient

    from scorer.web.app import create_app
    from scorer.web.table import SharedTable

    table = SharedTable(session)
    return TestClient(create_app(table, HOST, seats=SEATS)), table


def _page(client, token: str) -> str:
    import html

    return html.unescape(client.get(f"/?t={token}").text)


def _recent(page: str) -> str:
    start = page.find('<details class="recent">')
    assert start >= 0, "no Recent steps on the page"
    return page[start:page.index("</ol></details>", start)]  # (the host's "Take back to here…" folds inside)


def test_the_plagues_news_stays_readable_on_every_page_once_the_next_step_is_entered(tmp_path):
    """Defect 2: Ben's flood card was the Plague, which destroyed Anna's Wheat field; Ben then entered the flood
    card in its place. Every page (the seats', the table's) still lists the Plague and what it destroyed under
    "Recent steps", newest first, with no card hidden from it."""
    session = _session(tmp_path, ("Castor", 0), ("plant 3 Wheat", 0), ("Anna holds Flax Flax", 0), ("Lettuce", 1),
                       ("pass", 1), ("Plague", None), ("Papyrus", None))
    client, _ = _client(session)
    for token in (HOST, *SEATS):
        page = _page(client, token)
        assert "Last step: Papyrus" in page
        recent = _recent(page)
        assert "Recent steps" in recent
        assert "The Plague of Locusts destroys Anna's Wheat field (3 cards); another flood card is turned up in its " \
               "place" in recent, recent
        assert recent.index("Plague") < recent.index("pass") < recent.index("Lettuce")  # newest first
        assert ("Flax" in recent) == (token == SEATS[0]), recent  # Anna's told cards only on her own page
        assert "Taken on trust" not in recent  # (said at its step; the list is for what happened)


def test_the_first_step_taken_back_is_heard_on_every_page(tmp_path):
    """Defect 6: Anna takes back her flood card, the game's first step: Ben's and the table's pages say so, as
    they do for a step taken back later."""
    session = _session(tmp_path, ("Castor", 0))
    client, table = _client(session)
    anna = _page(client, SEATS[0])
    assert "Take back the flood card Castor" in anna
    client.post("/undo", data={"t": SEATS[0], "rev": table.revision}, headers={"HX-Request": "true"})
    assert not session.moves[1:], session.moves
    for token in (HOST, SEATS[1]):
        assert "Anna took back “Castor”, the first step: nothing is entered yet" in _page(client, token)


def test_the_hosts_undo_question_names_the_told_cards_it_takes_back_too(tmp_path):
    """Defect 3: the host's "Undo…" asked "Take back “plant 2 Papyrus” (…)?" and took back Anna's tell after it
    too. The question names the tell, as the table reads it (no card hidden from the table's screen); a seat's
    own undo, which leaves the others' steps, never says it."""
    import re

    session = _session(tmp_path, ("Castor", 0), ("plant 2 Papyrus", 0), ("Anna holds Wheat Flax", 0))
    client, _ = _client(session)
    host = _page(client, HOST)
    asked = re.search(r"Take back “plant 2 Papyrus” \([^)]*\) and “Anna holds \? \?” after it\? Every phone", host)
    assert asked, host[host.find('class="undo"'):][:400]
    assert "Wheat" not in host[host.find('class="undo"'):][:400]
    assert "after it?" not in _page(client, SEATS[0])
    import html

    french = html.unescape(client.get(f"/?t={HOST}&lang=fr").text)
    assert "et, après elle, «\u00a0Anna tient ? ?\u00a0»\u00a0?" in french  # each tell in the page's words
    session = _session(tmp_path / "b", ("Castor", 0), ("plant 2 Papyrus", 0))
    assert "after it?" not in _page(_client(session)[0], HOST)


def test_every_tie_that_decides_a_place_is_explained_not_only_the_winners():
    """Defect 7: "Ben's smallest pile, 1, is the largest (Anna 0, Cleo 0): Ben wins." left Anna's 2nd place over
    Cleo (fourth pile 5 against 3) to the table to read from the piles."""
    from scorer.games.nile.score import nile_ranking

    crops = ["Papyrus", "Wheat", "Lettuce", "Castor", "Flax"]
    ranking = nile_ranking(["Anna", "Ben", "Cleo"], [[0, 2, 3, 5, 6], [1, 2, 2, 2, 2], [0, 2, 3, 3, 7]], crops)
    assert [s.rank for s in ranking.standings] == [2, 1, 3]
    assert str(ranking.tiebreak) == ("Ben's smallest pile, 1, is the largest (Anna 0, Cleo 0): Ben wins. Anna and Cleo "
                                     "both have 0, 2, 3 as their three smallest piles; Anna's fourth is 5, Cleo's 3: "
                                     "Anna ranks ahead of Cleo.")
    # three share the smallest pile: the winner, then the two others; two more tied on every pile
    ranking = nile_ranking(["Anna", "Ben", "Cleo", "Dana", "Emil"],
                           [[3, 3, 5, 6, 7], [3, 3, 4, 9, 9], [3, 3, 4, 8, 9], [1, 2, 3, 4, 5], [5, 4, 3, 2, 1]], crops)
    assert [s.rank for s in ranking.standings] == [1, 2, 3, 4, 4]
    assert str(ranking.tiebreak).endswith(
        ": Anna wins. Ben and Cleo both have 3, 3, 4 as their three smallest piles; Ben's fourth is 9, Cleo's 8: Ben "
        "ranks ahead of Cleo. Dana and Emil are tied on every pile (1, 2, 3, 4, 5) and share their place."), \
        str(ranking.tiebreak)
    # a place the smallest pile decides needs no words; nor the lead before the end
    ranking = nile_ranking(["Anna", "Ben", "Cleo"], [[0, 2, 3, 5, 6], [1, 2, 2, 2, 2], [0, 2, 3, 3, 7]], crops,
                           over=False)
    assert str(ranking.tiebreak).endswith(": Ben leads.")


PT = 25.4 / 72  # mm a point


def _ring_and_words(move_kind, lang: str, tmp_path):
    """NILE's picture (a simulated 3-player game, the first step of ``move_kind`` after turn 6 ringed as the last
    step) in ``lang``: the ring's white halo (x, y, width mm; its ink 1.3 mm either side) and the texts drawn."""
    from pnp.words import speaking
    from scorer.engine import LastStep
    from scorer.games import game
    from tests.test_pictures import picture_svg

    spec = game("nile")
    _, moves = spec.simulate(["Anna", "Ben", "Cleo"], 7, [])
    state = spec.new_game(["Anna", "Ben", "Cleo"], [])
    for move in moves:
        state.apply(move)
        if isinstance(move, move_kind) and state.turn > 6:
            break
    with speaking(lang, "nile"):
        items = picture_svg("nile", state, tmp_path / f"{lang}.svg", LastStep(move))
    halo = [i for i in items if i.tag == "rect" and i.style.get("stroke") == "rgb(100%,100%,100%)"
            and i.style.get("stroke-width") == "2.6"]
    assert len(halo) == 1, halo
    return state, move, halo[0], [i for i in items if i.tag == "text"]


@pytest.mark.parametrize("lang", ["en", "fr", "de"])
def test_the_last_step_ring_cuts_no_word_of_a_pass_or_a_planting(lang, tmp_path):
    """Defect 8 and frderev B3: the LAST STEP ring of a pass cut the "A" of "Anna" and the "h" of "hand" (its frame
    on the name column's edge); the ring of a planting lay over the field's label under it ("Papyrus: 2")."""
    from scorer.games.nile.moves import Pass, Plant

    state, move, ring, words = _ring_and_words(Pass, lang, tmp_path)
    name = [t for t in words if t.text == state.players[move.player]]
    assert name and ring.x + 1.3 < min(t.x for t in name) - 0.3, (ring.x, [t.x for t in name])
    state, move, ring, words = _ring_and_words(Plant, lang, tmp_path)
    under = [t for t in words if ring.x <= t.x <= ring.x + ring.size and ring.y - 8 < t.y < ring.y and ":" in t.text]
    assert under, "no field label under the ring"
    assert all(ring.y - 1.3 > t.y + 0.75 * t.size * PT + 1.0 for t in under)  # (1 mm clear of its capitals), (ring.y, [(t.text, t.y) for t in under])


def test_the_plague_typed_at_a_players_step_says_where_it_is_entered(tmp_path):
    """Defect 1: ``Plague`` typed on the host's page at Anna's step heard only "Not an entry here … Anna trades,
    plants …". It says first that the Plague is entered where it came up, how, and how to go back to it."""
    from scorer.session import Unreadable

    session = _session(tmp_path, ("Castor", 0))
    ruling = session.enter_as("Plague", None)
    assert isinstance(ruling, Unreadable), ruling
    assert str(ruling.message).startswith(
        "The Plague of Locusts is no step of a player's: it is entered where it came up, as the flood card (Plague) "
        "or as a card drawn (Anna drew Plague); if it came up and was not entered, undo back to that step and enter "
        "it there. Anna trades, plants, speculates or passes: e.g."), ruling.message
    assert not str(session.enter_as("Papyrus", None).message).startswith("The Plague")  # another card: as before
