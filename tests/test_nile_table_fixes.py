"""NILE at the table, the defects a fresh-eyes table of three found (issue 22, s37 review nilerev): the host's undo
takes back the step its question names; a Plague told on a seat's page is asked first and never "Your step now";
a forgotten Plague is said as such; plantings of 3+ cards and double speculations are buttons; the picture draws
the discard pile it counts; the news says when an empty deck is shuffled."""

from __future__ import annotations

import html
import re
from pathlib import Path

from scorer.games import game as spec_of
from scorer.games.nile.moves import Hold, Plant
from scorer.session import Accepted, Illegal, TableSession

SPEC = spec_of("nile")
HOST = "h0st-token-0123456789"
SEATS = ("anna-token-0123456789", "ben-token-01234567890", "cleo-token-0123456789")


def _session(tmp_path: Path, *entries: tuple[str, int | None]) -> TableSession:
    session = TableSession.start(SPEC, ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    for text, seat in entries:
        ruling = session.enter_as(text, seat)
        assert isinstance(ruling, Accepted), (text, ruling)
    return session


def _client(session: TableSession):
    from starlette.testclient import TestClient

    from scorer.web.app import create_app
    from scorer.web.table import SharedTable

    table = SharedTable(session)
    return TestClient(create_app(table, HOST, seats=SEATS)), table


def _page(client, token: str) -> str:
    return html.unescape(client.get(f"/?t={token}").text)


def test_the_hosts_undo_takes_back_the_step_its_question_names_with_the_tells_after_it(tmp_path):
    """nilerev defect 1: after Anna told the two cards she drew, the host's "Undo…" asked "Take back “plant 2
    Papyrus”" and took back Anna's tell instead. Now it takes back the planting it names, and the tell after it
    (its cards were drawn after the planting), and every page hears both."""
    session = _session(tmp_path, ("Castor", 0), ("plant 2 Papyrus", 0), ("Anna holds Wheat Flax", 0))
    client, table = _client(session)
    host = _page(client, HOST)
    asked = re.search(r"Take back “([^”]*)” \(", host[host.find('class="undo"'):])  # (not a recent step's)
    assert asked and asked[1] == "plant 2 Papyrus", asked
    client.post("/undo", data={"t": HOST, "rev": table.revision}, headers={"HX-Request": "true"})
    assert not any(isinstance(m, (Plant, Hold)) for m in session.moves), session.moves
    assert "The host's page took back “plant 2 Papyrus” and “Anna holds ? ?” after it" in _page(client, SEATS[1])
    assert "took back “plant 2 Papyrus” and “Anna holds Wheat Flax” after it" in _page(client, SEATS[0])
    assert "Last step: Castor" in _page(client, HOST)


def _rev(page: str) -> str:
    found = re.search(r'name="rev" value="([^"]+)"', page)
    assert found, page[:300]
    return found[1]


def test_a_plague_a_draw_showed_is_no_step_now_and_is_asked_first_on_the_drawers_page(tmp_path):
    """nilerev defect 2: after Anna's planting and face-down draw, her page showed "Your step now: [Anna drew
    Plague]" (and the "your turn" bar) through Ben's turn, and one stray tap destroyed her field. The Plague is
    announced at once by its drawer [Invasion de locustes]: the button stays, outside "Your step now", and asks
    first, naming the field it destroys; nothing is recorded until Anna says yes."""
    session = _session(tmp_path, ("Castor", 0), ("plant 2 Papyrus", 0))
    client, table = _client(session)
    anna = _page(client, SEATS[0])
    assert 'value="Anna drew Plague"' in anna
    assert "Your step now" not in anna and "data-yours" not in anna, anna[anna.find("<main"):][:600]
    moves = len(session.moves)
    asked = html.unescape(client.post("/enter", data={"t": SEATS[0], "rev": _rev(anna), "entry": "Anna drew Plague",
                                                       "via": "list"}, headers={"HX-Request": "true"}).text)
    assert "Did Anna's draw show the Plague of Locusts?" in asked and "Anna's Papyrus field (2 cards)" in asked, asked
    assert len(session.moves) == moves and 'name="sure" value="yes"' in asked
    done = html.unescape(client.post("/enter", data={"t": SEATS[0], "rev": _rev(asked), "entry": "Anna drew Plague",
                                                      "via": "list", "sure": "yes"}, headers={"HX-Request": "true"}).text)
    assert "Recorded" in done and session.state.plagues == 1, done[:400]


def test_a_hand_not_told_has_buttons_for_plantings_of_3_cards_or_more_and_for_2_speculation_cards(tmp_path):
    """nilerev defect 4: a hand nobody saw was offered only ``plant 2 X`` and one card each of two crops, so
    ``plant 4 Flax`` and ``speculate Wheat/Castor and Papyrus/Wheat`` were typed on phones. Now they are buttons,
    up to the hand's size, in groups of their own; none the referee would refuse (each passes ``check()``)."""
    session = _session(tmp_path, ("Castor", 0))
    texts = {e.text: e.group for e in session.view(0).entries}
    assert texts.get("plant 5 Papyrus") == "plant 3 or more" and "plant 6 Papyrus" not in texts, texts
    assert texts.get("speculate Papyrus/Wheat Lettuce/Flax") == "2 speculation cards", texts
    assert not any("Castor" in t.split(" and ")[0] and t.startswith("plant") for t in texts)  # flooded
    for text in ("plant 5 Papyrus", "speculate Papyrus/Wheat Lettuce/Flax"):
        assert isinstance(session.enter_as(text, 0), Accepted), text
        session.undo()


def test_the_picture_draws_the_discard_pile_face_up_once_it_holds_cards(tmp_path):
    """nilerev defect 5: the laptop's picture drew the discard pile as an empty dashed place ("discard / pile")
    while its count said 5. Discards are face up (public): once the pile holds cards, they are drawn."""
    session = _session(tmp_path, ("Castor", 0))
    empty = session.drawing_as(None, tmp_path / "empty.svg")().read_text()  # type: ignore[misc]
    assert ">pile<" in empty and ">discard: 0<" in empty
    assert isinstance(session.enter_as("market Papyrus Papyrus", 0), Accepted)
    held = session.drawing_as(None, tmp_path / "held.svg")().read_text()  # type: ignore[misc]
    assert ">discard: 2<" in held and ">pile<" not in held
    assert held.count(">PAPYRUS<") > empty.count(">PAPYRUS<"), "the discarded Papyrus is drawn"


#: nilerev's repro-plague.yaml (s37): a table that forgot to enter a Plague; at turn 20 the deck's last card must be it
FORGOTTEN_PLAGUE = """# NILE, recorded at the table (go on with: nile play web.yaml, or nile serve web.yaml).
game: nile
players: [Anna, Ben, Cleo]
variants: []
date: '2026-11-28'
deal:
  Anna: ['?', '?', '?', '?', '?']
  Ben: ['?', '?', '?', '?', '?']
  Cleo: ['?', '?', '?', '?', '?']
turns:
- player: Anna
  flood: Castor
  holds:
    Anna: [Lettuce/Castor, Flax, Papyrus, Flax, Wheat/Castor]
  plant: {Flax: 2}
  drew: 2
  holds_after:
    Anna: [Papyrus, Lettuce]
- player: Ben
  flood: Castor
  plant: {Papyrus: 1, Lettuce: 1}
  drew: 2
- {player: Cleo, flood: Castor, drew: 2}
- player: Anna
  flood: Papyrus
  harvest: {Ben: Papyrus}
  speculate: [Lettuce/Castor, Wheat/Castor]
  drew: 2
  holds_after:
    Anna: [Wheat/Lettuce, Wheat]
- player: Ben
  flood: Lettuce
  payout: {Anna: 3}
  harvest: {Ben: Lettuce}
  holds:
    Anna: [Lettuce, Wheat, Castor]
  speculate: [Papyrus/Wheat]
  drew: 2
- player: Cleo
  flood: Wheat
  payout: {Ben: 3}
  plant: {Castor: 2}
  drew: 2
- player: Anna
  flood: Lettuce
  plant: {Wheat: 2}
  drew: 2
  holds_after:
    Anna: [Papyrus, Flax]
- player: Ben
  flood: Flax
  harvest: {Anna: Flax}
  trade:
  - market: [Lettuce, Papyrus/Lettuce]
    drew: 1
  drew: 2
- player: Cleo
  flood: Wheat
  harvest: {Anna: Wheat}
  plant: {Flax: 2}
  drew: 2
- player: Anna
  flood: Wheat
  harvest: {Anna: Wheat}
  plant: {Papyrus: 3}
  drew: 2
  holds_after:
    Anna: [Lettuce, Castor]
- player: Ben
  flood: Wheat
  trade:
  - market: [Papyrus, Papyrus/Flax]
    drew: 1
  plant: {Flax: 4}
  drew: 2
- player: Cleo
  flood: Lettuce/Flax
  harvest: {Ben: Flax}
  plant: {Castor: 1}
  drew: 2
- player: Anna
  flood: Papyrus
  harvest: {Anna: Papyrus}
  plant: {Lettuce: 3}
  drew: 2
  holds_after:
    Anna: [Flax, Lettuce]
- player: Ben
  flood: Papyrus
  harvest: {Anna: Papyrus}
  trade:
  - hapi: [Lettuce, Castor]
    flood: Flax
    harvest: {Ben: Flax}
  plant: {Wheat: 3}
  drew: 2
- player: Cleo
  flood: Papyrus
  harvest: {Anna: Papyrus}
  speculate: [Wheat/Flax]
  drew: 2
- player: Anna
  flood: Wheat
  payout: {Cleo: 3}
  harvest: {Ben: Wheat}
  plant: {Lettuce: 1}
  drew: 2
  holds_after:
    Anna: [Wheat, Castor/Flax]
- player: Ben
  flood: Papyrus/Castor
  harvest: {Cleo: Castor}
  drew: 2
- player: Cleo
  flood: Papyrus
  trade:
  - market: [Castor, Flax]
    drew: 1
  plant: {Lettuce: 5}
  drew: 2
- player: Anna
  flood: Lettuce
  harvest: {Cleo: Lettuce}
  speculate: [Castor/Flax]
  drew: 2
  holds_after:
    Anna: [Castor, Flax]
in_progress: true
"""


def test_a_forgotten_plague_is_said_as_such_with_how_to_go_on_and_a_public_card_is_never_a_secret(tmp_path):
    """nilerev defect 3: with the Plague still unentered when the deck holds one card, the table's next card
    (``Wheat``, meant as Cleo's flood) was refused on Cleo's page as "tells what only Ben may see", hidden at the
    keyboard as Ben's, and said as "that entry drawn by Ben, but ..."; the prompt read "type the deck's last card
    is the Plague ...". Now the refusal and the hint say the Plague must be that card, why, and how to go on."""
    path = tmp_path / "forgot.yaml"
    path.write_text(FORGOTTEN_PLAGUE, encoding="utf-8")
    session = TableSession.resume(path)
    for text in ("Flax", "plant 2 Papyrus"):
        assert isinstance(session.enter(text), Accepted), text
    hint = str(session.prompt.hint)
    assert hint.startswith("Plague: the deck's last card must be the Plague") and "undo back" in hint, hint
    assert session.owners_of("Wheat") == frozenset() and session.entry_problem("Wheat", 2) is None
    refused = session.enter_as("Wheat", 2)
    assert isinstance(refused, Illegal) and refused.reason.startswith("Wheat cannot be drawn by Ben: the deck's last "
                                                                      "card must be the Plague"), refused
    assert "undo back to that step" in refused.reason


def _emptying(runs_out: int) -> tuple:
    """A game whose deck's last card is turned up as the flood (the Plague already seen), ``runs_out`` times
    run out before: the state before, the flood, the state after."""
    from scorer.games.nile.engine import Nile
    from scorer.games.nile.moves import Deal, Flood

    state = Nile(["Anna", "Ben", "Cleo"])
    state.apply(Deal(None))
    cs = SPEC_CARDS()
    state.deck_size, state.unaccounted[cs.plague], state.discard[cs.plague], state.deck_runs_out = 1, 0, 1, runs_out
    before, move = state.clone(), Flood(cs.parse("Castor"))
    state.apply(move)
    return before, move, state


def SPEC_CARDS():
    from scorer.games.nile.cards import card_set

    return card_set()


def test_an_empty_deck_is_said_with_when_it_is_shuffled_and_the_last_one_with_the_end():
    """nilerev (s37, "when the reshuffle happens"): the referee shuffles the discard and flood piles when the next
    card is drawn or turned up [5) Piocher], so a table that shuffled at once found its count off. The news now
    says so when the deck empties with no card needed, and that the last deck's next card ends the game."""
    from scorer.games.nile.moves import Pass
    from scorer.games.nile.view import news

    before, move, after = _emptying(0)
    said = news(before, move, after)
    assert after.deck_size == 0 and not after.is_over
    assert said[-1] == ("The deck is empty (1st time of 3): the discard and flood piles are shuffled into a new deck "
                        "when the next card is drawn or turned up, not before (cards discarded until then go into it)")
    later = after.clone()
    after.apply(Pass(0))  # the draw at the end of the turn: the reshuffle, counted as that running out
    assert any(line.startswith("The deck ran out (1st time of 3)") for line in news(later, Pass(0), after))
    before, move, after = _emptying(2)
    assert news(before, move, after)[-1] == "The deck is empty (3rd time of 3): the game ends when the next card is " \
                                           "drawn or turned up"


def test_two_speculations_paid_at_once_are_said_as_3_cards_each_and_a_new_field_as_new(tmp_path):
    """nilerev defect 6: "Anna's speculation pays 6 cards" for two cards matching one flood; "and Ben's has 2"
    read as Ben's existing field."""
    session = _session(tmp_path, ("Castor", 0), ("speculate Papyrus/Wheat Papyrus/Flax", 0))
    paid = session.enter_as("Papyrus", 1)
    assert isinstance(paid, Accepted)
    assert "Anna's two speculations pay 3 cards each (the flood card Papyrus shares a crop with each)" in paid.news
    other = _session(tmp_path / "b", ("Castor", 0), ("plant 2 Flax", 0), ("Wheat", 1))
    refused = other.enter_as("plant 2 Flax", 1)
    assert isinstance(refused, Illegal) and "and Ben's new one has 2. Nobody has entered the Plague" in refused.reason, refused


def test_a_told_hands_page_is_not_offered_a_flood_card_it_holds_every_copy_of(tmp_path):
    """nilerev defect 7: Anna's page offered Wheat/Lettuce as her flood card while her told hand held the only one."""
    session = _session(tmp_path, ("Anna holds Wheat/Lettuce", 0))
    texts = [e.text for e in session.view(0).entries]
    assert "Wheat/Lettuce" not in texts and "Papyrus/Wheat" in texts, texts
    assert "Wheat/Lettuce" in [e.text for e in session.view(None).entries]  # the host's and table's list: all
