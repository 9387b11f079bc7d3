"""NILE: a seat corrects its own told cards, and its own face-up step wins over its own claims (decision *claims*,
``data/nile.yaml``; issue 22, fe-table7 problems 1 and 5).

fe-table7: Ben tapped Lettuce/Castor for the Flax he held; from then on his plant of the Flax he held was refused
against his own wrong claim, "0 still to tell" refused any new tell, and his Take back was gone once another seat
told: stuck for the game. Now he takes the card back ("not this one", one tap) and tells the right one; a face-up
step his told cards cannot hold is ruled on the public facts alone, his told cards the step did not show give way
(said to him alone, first on his page until he tells again); ``nile check`` lists only the clashes still standing."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
import yaml
from starlette.testclient import TestClient

from scorer.games import game as spec_of
from scorer.games.nile.moves import Hold, Plant
from scorer.games.nile.seats import gave_way_notice, hide, seen_by, tell
from scorer.session import Accepted, Illegal, TableSession
from scorer.web.app import create_app
from scorer.web.table import SharedTable
from tests.nile_helpers import CASTOR, CS, FLAX, PAPYRUS, WHEAT, game
from tests.test_nile_told_records import replays_as_live

SPEC = spec_of("nile")
LC = CS.parse("Lettuce/Castor")  # the game has one
#: Ben's hand as fe-table7 had it (Papyrus, Wheat, Wheat, Castor, Flax) and as he told it, Flax tapped wrong
TOLD_WRONG = "Ben holds Papyrus Wheat Wheat Castor Lettuce/Castor"
HOST = "h0st-token-0123456789"
SEATS = ("anna-token-0123456789", "ben-token-01234567890", "cleo-token-0123456789")


def _session(tmp_path: Path, *entries: tuple[str, int | None]) -> TableSession:
    session = TableSession.start(SPEC, ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    for text, seat in entries:
        _enter(session, text, seat)
    return session


def _enter(session: TableSession, text: str, seat: int | None) -> Accepted:
    ruling = session.enter_as(text, seat)
    assert isinstance(ruling, Accepted), (text, ruling)
    return ruling


# --- the engine ------------------------------------------------------------------------------------------
def test_a_card_told_by_mistake_is_taken_back_and_the_right_one_told():
    state = game()
    state.apply(SPEC.notation.parse(state, TOLD_WRONG))
    err = state.check(Hold(1, (FLAX,)))  # all five told: a new tell alone does not fit, and says how to correct
    assert err is not None and "0 still to tell" in err.reason and "Ben holds not" in err.reason, err
    move = SPEC.notation.parse(state, "Ben holds not Lettuce/Castor Flax")
    assert move == Hold(1, (FLAX,), (LC,)) == SPEC.notation.parse(state, "Ben holds Flax not Lettuce/Castor")
    assert SPEC.notation.format(state, move) == "Ben holds not Lettuce/Castor Flax"
    assert state.check(move) is None
    state.apply(move)
    assert (state.hand[1][LC], state.told[1][LC], state.hand[1][FLAX], state.told[1][FLAX]) == (0, 0, 1, 1)
    assert state.hand_unseen[1] == 0 and state.unaccounted[LC] == 1  # a claim taken back placed nothing
    state.apply(Hold(1, (), (WHEAT,)))  # one tap, the card alone: one Wheat not told any more
    assert (state.hand[1][WHEAT], state.hand_unseen[1]) == (1, 1)


@pytest.mark.parametrize("text, words", [
    ("Ben holds not Flax", "takes back 1 told Flax, but told 0"),  # a card not told
    ("Ben holds not Wheat not Wheat not Wheat", "takes back 3 told Wheat, but told 2"),
])
def test_a_card_not_told_cannot_be_taken_back(text, words):
    state = game()
    state.apply(SPEC.notation.parse(state, TOLD_WRONG))
    err = state.check(SPEC.notation.parse(state, text))
    assert err is not None and words in err.reason, err


def test_a_card_taken_back_is_ruled_like_any_tell():
    """The card told in its place is checked as any claim: not the Plague, not more copies than the public
    facts leave."""
    state = game()
    state.apply(SPEC.notation.parse(state, TOLD_WRONG))
    state.unaccounted[FLAX] = 0  # every Flax seen face up elsewhere
    err = state.check(Hold(1, (FLAX,), (LC,)))
    assert err is not None and "already accounted for" in err.reason, err
    assert state.check(Hold(1, (CS.plague,), (LC,))) is not None


def test_a_face_up_step_the_told_cards_cannot_hold_wins_and_they_give_way():
    """Anna told Lettuce/Castor for the Flax she holds; her plant of Castor and Flax is ruled on the public facts
    alone: accepted; her told Castor is on the table, the rest of her told cards give way (not told any more),
    kept for her page until she tells again."""
    state = game()
    state.apply(SPEC.notation.parse(state, "Anna holds Papyrus Wheat Wheat Castor Lettuce/Castor"))
    state.apply(SPEC.notation.parse(state, "Lettuce"))
    plant = Plant(0, ((CASTOR, 1), (FLAX, 1)))
    assert state.check(plant) is None
    unaccounted = list(state.unaccounted)
    state.apply(plant)
    assert state.field_owner[CASTOR] == state.field_owner[FLAX] == 0
    assert sorted(state.yielded) == sorted([(0, PAPYRUS, 1), (0, WHEAT, 2), (0, LC, 1)]), state.yielded
    assert not any(state.told[0]) and not any(state.hand[0]) and state.hand_unseen[0] == 3
    assert state.unaccounted[CASTOR] == unaccounted[CASTOR] - 1 and state.unaccounted[FLAX] == unaccounted[FLAX] - 1
    assert sorted(state.gave_way[0]) == sorted([(PAPYRUS, 1, True), (WHEAT, 2, True), (LC, 1, True)])
    state.apply(Hold(0, (PAPYRUS,)))  # she tells again: the notice goes
    assert state.gave_way[0] == []


def test_a_face_up_step_that_holds_with_the_told_cards_keeps_them():
    state = game()
    state.apply(SPEC.notation.parse(state, "Anna holds Papyrus Papyrus Wheat"))
    state.apply(SPEC.notation.parse(state, "Lettuce"))
    state.apply(Plant(0, ((PAPYRUS, 2),)))
    assert state.yielded == [] and state.told[0][WHEAT] == 1 and state.hand_unseen[0] == 2


def test_only_the_public_facts_refuse_a_face_up_step():
    """Every Flax seen face up elsewhere: the plant of a Flax is refused whatever Anna told."""
    state = game()
    state.apply(SPEC.notation.parse(state, "Anna holds Papyrus Wheat Wheat Castor Lettuce/Castor"))
    state.apply(SPEC.notation.parse(state, "Lettuce"))
    state.unaccounted[FLAX] = 0
    err = state.check(Plant(0, ((CASTOR, 1), (FLAX, 1))))
    assert err is not None and "already accounted for" in err.reason, err
    assert state.check(Plant(0, ((CASTOR, 1), (PAPYRUS, 5)))) is not None  # six cards from a hand of five


def test_a_trade_the_told_cards_cannot_hold_wins_too():
    state = game()
    state.apply(SPEC.notation.parse(state, "Anna holds Papyrus Wheat Wheat Castor Lettuce/Castor"))
    state.apply(SPEC.notation.parse(state, "Lettuce"))
    market = SPEC.notation.parse(state, "market Flax Flax")
    assert state.check(market) is None
    state.apply(market)
    assert not any(state.told[0]) and state.hand_unseen[0] == 3 and len(state.gave_way[0]) == 4


# --- what each seat is told -----------------------------------------------------------------------------
def test_the_claims_that_gave_way_are_told_to_their_teller_alone(tmp_path):
    session = _session(tmp_path, (TOLD_WRONG, 1), ("Papyrus", 0), ("pass", 0), ("Lettuce", 1))
    start = len(session.moves)
    _enter(session, "plant 1 Castor and 1 Flax", 1)
    said = {seat: session.news_as(seat, start) for seat in (None, 0, 1, 2)}
    gave = [line for line in said[1] if "gave way" in line]
    assert gave == ["Your told Papyrus, 2 Wheat and Lettuce/Castor gave way to the cards your hand showed face up, "
                    "which they could not hold: tell those 4 cards again"], said[1]
    for seat in (None, 0, 2):
        assert not any("gave way" in line or "told" in line for line in said[seat]), (seat, said[seat])
    ben = tell(session.seen(1), 1)
    assert ben is not None and ben.notice.startswith("Your told Papyrus, 2 Wheat, Lettuce/Castor gave way")
    assert "Tell those cards again (your hand has 5 cards not told)" in ben.notice  # and the 2 drawn
    for seat in (0, 2):
        other = tell(session.seen(seat), seat)
        assert other is None or other.notice == "", (seat, other)
    assert gave_way_notice(session.seen(None), 1) == ""  # the table's copy keeps nobody's
    for seat in (None, 0, 2):  # nor does another seat's copy of the referee's game
        assert seen_by(session.state, seat).gave_way[1] == [], seat
    assert seen_by(session.state, 1).gave_way[1] == session.state.gave_way[1] != []


def test_a_take_back_reads_as_any_tell_to_the_other_seats(tmp_path):
    session = _session(tmp_path, (TOLD_WRONG, 1))
    _enter(session, "Ben holds not Lettuce/Castor", 1)
    for seat in (None, 0, 2):
        assert session.history_as(seat)[-1][1] == "Ben holds ?", seat
    assert session.history_as(1)[-1][1] == "Ben holds not Lettuce/Castor"
    move = session.moves[-1]
    assert hide(session.state, move, 0) == Hold(1, (None,))
    assert type(session.enter_as("Ben holds not Wheat", 0)).__name__ == "Forbidden"  # another seat's secret


def test_check_lists_a_clash_only_while_it_stands(tmp_path, nile):
    """fe-table7: ``nile check`` listed Cleo's claim under 'Cannot all be true' although she was told in play and
    told her card again. A clash stands until the seats whose claims gave way tell again (or take them back)."""
    entries = (("Anna holds Lettuce/Castor Papyrus Wheat Flax Castor/Flax", 0), ("Ben holds Lettuce/Castor", 1),
               ("Papyrus", 0), ("speculate Lettuce/Castor", 0))
    session = _session(tmp_path, *entries)
    assert "Cannot all be true" in nile("check", session.path).stdout  # Ben has not corrected it
    _enter(session, "Ben holds Flax", 1)  # Ben tells again
    result = nile("check", session.path)
    assert result.exit_code == 0 and "Cannot all be true" not in result.stdout, result.stdout
    taken_back = _session(tmp_path / "b", ("Anna holds Lettuce/Castor", 0), ("Ben holds Lettuce/Castor", 1))
    assert "Cannot all be true" in nile("check", taken_back.path).stdout
    _enter(taken_back, "Ben holds not Lettuce/Castor", 1)
    assert "Cannot all be true" not in nile("check", taken_back.path).stdout


# --- the record -----------------------------------------------------------------------------------------
def test_cards_taken_back_and_given_way_read_back_from_the_record(tmp_path):
    session = _session(tmp_path, (TOLD_WRONG, 1), ("Ben holds Flax not Lettuce/Castor", 1), ("Ben holds not Flax", 1),
                       ("Ben holds Lettuce/Castor", 1), ("Papyrus", 0), ("pass", 0), ("Lettuce", 1),
                       ("Ben holds not Papyrus", 1), ("Ben holds Papyrus", 1), ("plant 1 Castor and 1 Flax", 1))
    record = yaml.safe_load(session.path.read_text())
    assert record["holds"] == {"Ben": ["Papyrus", "Wheat", "Wheat", "Castor", "Lettuce/Castor", "not Lettuce/Castor",
                                       "Flax", "not Flax", "Lettuce/Castor"]}, record["holds"]
    assert record["turns"][1]["holds"] == {"Ben": ["not Papyrus", "Papyrus"]}, record["turns"][1]
    assert len(session.state.gave_way[1]) == 3  # the plant's Flax: Papyrus, Wheat and Lettuce/Castor gave way
    replays_as_live(session)
    again = TableSession.resume(session.path)
    assert again.state.told == session.state.told and again.state.gave_way == session.state.gave_way


def test_a_card_taken_back_in_a_record_must_be_a_card(tmp_path, nile):
    path = tmp_path / "r.yaml"
    path.write_text("game: nile\nplayers: [Anna, Ben]\nholds: {Ben: [Papyrus, 'not ?']}\nin_progress: true\n")
    result = nile("check", path)
    assert result.exit_code == 2 and "r.yaml:3:" in result.output and "seen by the table" in result.output, result.output


# --- a served game ---------------------------------------------------------------------------------------
def _served(tmp_path: Path) -> tuple[TestClient, SharedTable]:
    table = SharedTable(TableSession.start(SPEC, ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml"), run="a1")
    return TestClient(create_app(table, HOST, seats=SEATS)), table


def _post(client: TestClient, table: SharedTable, seat: int, entry: str) -> str:
    reply = client.post("/enter", data={"t": SEATS[seat], "rev": table.revision, "entry": entry},
                        headers={"HX-Request": "true"})
    assert reply.status_code == 200, reply.text
    return html.unescape(reply.text)


def _page(client: TestClient, seat: int) -> str:
    return html.unescape(client.get(f"/?t={SEATS[seat]}").text)


def test_a_served_seat_corrects_its_hand_in_two_taps_and_its_lost_card_is_said_first(tmp_path):
    client, table = _served(tmp_path)
    _post(client, table, 1, TOLD_WRONG)
    _post(client, table, 0, "Anna holds Lettuce/Castor Papyrus Papyrus Papyrus Papyrus")
    _post(client, table, 0, "Papyrus")
    _post(client, table, 0, "speculate Lettuce/Castor")
    ben = _page(client, 1)
    notice = re.search(r'<section class="ruling refused gave-way"[^>]*><p>([^<]*)</p>', ben)
    assert notice and notice.group(1).startswith("Your told Lettuce/Castor cannot be in your hand"), ben
    assert ben.index("gave-way") < ben.index("Last step"), "the notice stands above the Last step box"
    for seat in (0, 2):
        assert "gave-way" not in _page(client, seat) and "cannot be in your hand" not in _page(client, seat)
    # Ben's told cards, one tap each to take back (unfolded while told cards just gave way); the tap sends it
    assert '<details class="drops" open>' in ben
    drops = re.findall(r'<button type="submit" class="tile not" name="entry" value="([^"]*)"', ben)
    assert drops == ["Ben holds not Papyrus", "Ben holds not Wheat", "Ben holds not Castor"], drops
    _post(client, table, 1, "Ben holds not Wheat")
    ben = _page(client, 1)
    assert "gave-way" not in ben  # Ben told again: the notice goes
    assert 'data-count="2"' in ben  # two cards to tell now: the one lost and the one taken back
    _post(client, table, 1, "Ben holds Flax Wheat")
    assert table.session.state.told[1][FLAX] == 1 and table.session.state.hand_unseen[1] == 0
    assert '<details class="drops">' in _page(client, 1)  # folded away again, apart from the flood cards
    for seat in (0, 2):  # nothing of Ben's told cards on another page (Anna's page offers her own)
        assert "Ben holds not" not in _page(client, seat) and "Ben holds Flax" not in _page(client, seat)


def test_a_lost_claim_stands_first_on_its_owners_page_with_the_cards_to_tell_again(tmp_path):
    """fe-table7 problem 5: Ben's lost claim was the 3rd of 8 lines of the Last step box, gone with the next step.
    On his own turn (the flood card his step now) it stands first on his page, above the headline, the hand and
    the step asked, and the cards to tell again are right under it, in the same framed section; the section's
    usual place after the step asked is kept for it (the page's script moves it back once the notice is
    dismissed). Nothing of it on another page."""
    client, table = _served(tmp_path)
    _post(client, table, 1, TOLD_WRONG)
    _post(client, table, 0, "Anna holds Lettuce/Castor Papyrus Papyrus Papyrus Papyrus")
    _post(client, table, 0, "Papyrus")
    _post(client, table, 0, "speculate Lettuce/Castor")
    assert table.session.state.active == 1  # Ben's turn: his page asks him the flood card
    ben = _page(client, 1)
    order = [ben.index(mark) for mark in ('class="ruling refused gave-way"', 'data-item="Flax"', '<p class="prompt">',
                                          'class="hand"', 'id="step-now-title"', 'id="tell-home"', "Last step")]
    assert order == sorted(order), order
    assert ben.count('<form method="post" action="/enter" hx-post="/enter" hx-target="#table" hx-swap="outerHTML" '
                     'class="tell') == 1  # one tell section, drawn first
    for seat in (0, 2):
        page = _page(client, seat)
        assert "gave-way" not in page and "tell-home" not in page and "cannot be in your hand" not in page
        # (Anna's "Anna drew Plague", a card her draw may have shown, is no step now: nilerev defect 2)
        assert "step-now-title" not in page and page.index('<p class="prompt">') < page.index('class="tell')
    _post(client, table, 1, "Ben holds Flax")
    ben = _page(client, 1)
    assert "gave-way" not in ben and "tell-home" not in ben
    assert ben.index('<p class="prompt">') < ben.index("step-now-title") < ben.index('class="tell')


def test_undo_on_a_seats_page_takes_back_its_own_step_under_another_seats_tell(tmp_path):
    """fe-table7 (n30): Ben told wrong at the deal, Cleo told her hand 2 s later; Ben's typed `undo` answered
    "the last step, 'Cleo holds ? ? ? ? ?', is Cleo's". A tell of another seat is no step on Ben's page: his undo
    takes back his own last step (his page offers it, "Undo…"), Cleo's tell stays, and no page names it."""
    client, table = _served(tmp_path)
    _post(client, table, 1, TOLD_WRONG)
    _post(client, table, 2, "Cleo holds Wheat Wheat Flax Flax Castor")
    assert table.session.undo_problem(1) is None and '<details class="undo">' in _page(client, 1)
    said = _post(client, table, 1, "undo")
    assert "Undone: Ben holds Papyrus Wheat Wheat Castor Lettuce/Castor" in said, said
    assert "Cleo holds" not in said.split("Undone:")[1].split("</section>")[0]
    state = table.session.state
    assert state.hand_unseen[1] == 5 and not any(state.told[1]) and state.told[2][FLAX] == 2, (state.told, state.hand_unseen)
    assert "Cleo: [Wheat, Wheat, Flax, Flax, Castor]" in table.session.path.read_text()  # kept, in the record too
    # Anna's flood card under Ben's tell: Anna's undo takes back her flood card, Ben's tell stays
    _post(client, table, 0, "Papyrus")
    _post(client, table, 1, "Ben holds Flax")
    said = _post(client, table, 0, "undo")
    assert "Undone: Papyrus" in said and table.session.state.flood is None and table.session.state.told[1][FLAX] == 1
    # nothing of Anna's left under the tells: her page says so, naming no tell
    _post(client, table, 2, "Cleo holds not Castor")
    problem = table.session.undo_problem(0)
    assert problem == "nothing of Anna's to undo: no step on Anna's page yet", problem


def test_an_own_step_a_later_tell_depends_on_is_not_taken_back_alone(tmp_path):
    """Anna told all five cards, speculated; Ben's flood card pays her 3 cards, which she tells. Ben's undo of his
    flood card would leave her told cards with no cards to be: it is refused, saying why (no card named), and
    nothing changes."""
    client, table = _served(tmp_path)
    _post(client, table, 0, "Anna holds Lettuce/Castor Papyrus Papyrus Papyrus Papyrus")
    _post(client, table, 0, "Papyrus")
    _post(client, table, 0, "speculate Lettuce/Castor")
    _post(client, table, 1, "Castor")  # shares a crop with Lettuce/Castor: Anna's speculation pays
    moves = list(table.session.moves)
    unseen = table.session.state.hand_unseen[0]
    assert unseen >= 3, unseen
    _post(client, table, 0, "Anna holds " + " ".join(["Wheat"] * unseen))
    reply = client.post("/enter", data={"t": SEATS[1], "rev": table.revision, "entry": "undo"}, headers={"HX-Request": "true"})
    said = html.unescape(reply.text)
    refusal = said.split('<section id="refusal"')[1].split("</section>")[0]
    assert "Ben's last step, 'Castor', cannot be taken back alone" in refusal and "Wheat" not in refusal, refusal
    assert table.session.moves[:len(moves)] == moves and table.session.state.told[0][WHEAT] == unseen
