"""NILE's hands kept on the players' own pages (issue 22): a card told (``Ben holds Papyrus``) moves from the
cards nobody saw to the known hand, stays that player's secret, and a known hand offers only what it allows
and refuses at once, on its own page only, what it cannot do; the record keeps the cards told; a step the
rules fix is not asked; the cards are drawn as pictures to tap."""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

import pytest
import yaml

from gamedata.yamlfile import read_yaml
from scorer.engine import Automatic, replay
from scorer.games import game as spec_of
from scorer.games.nile.engine import Nile
from scorer.games.nile.moves import Hold, Pass, Plant
from scorer.games.nile.notation import automatic
from scorer.games.nile.writer import write_record
from scorer.games.nile.seats import TELL, cards_to_tell
from scorer.record import record_from_document
from scorer.session import Accepted, Forbidden, Illegal, SessionError, TableSession
from scorer.typed import typed_game
from scorer.web import cards_nile
from scorer.web.board import TAP
from tests.nile_helpers import CASTOR, CS, FLAX, LETTUCE, PAPYRUS, PLAGUE, WHEAT, game, spec

SPEC = spec_of("nile")


def _session(tmp_path: Path, *entries: str) -> TableSession:
    session = TableSession.start(SPEC, ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    for text in entries:
        ruling = session.enter(text)
        assert isinstance(ruling, Accepted), (text, ruling)
    return session


# --- the engine --------------------------------------------------------------------------------------
def test_a_card_told_moves_from_the_cards_nobody_saw_to_the_hand():
    state = game()
    state.apply(Hold(1, (PAPYRUS, spec(WHEAT, FLAX))))
    assert state.hand[1][PAPYRUS] == 1 and state.hand[1][spec(WHEAT, FLAX)] == 1 and state.hand_unseen[1] == 3
    assert state.unaccounted[PAPYRUS] == CS.total[PAPYRUS]  # a claim places no card (decision claims)
    assert state.hand_size(1) == 5  # telling changes nothing at the table


@pytest.mark.parametrize("cards, words", [((PAPYRUS,) * 6, "5 still to tell"), ((PLAGUE,), "never stays in a hand")])
def test_a_card_the_hand_cannot_hold_is_refused(cards, words):
    state = game()
    err = state.check(Hold(1, cards))
    assert err is not None and words in err.reason, err.reason


def test_a_card_already_all_accounted_for_cannot_be_told():
    state = game()
    state.unaccounted[FLAX] = 0  # every Flax seen face up
    err = state.check(Hold(1, (FLAX,)))
    assert err is not None and "already accounted for" in err.reason


def test_more_cards_of_a_kind_than_the_game_holds_says_so(tmp_path):
    """``plant 17 Wheat`` (the game has 16): the game's count, not "every Wheat card is already accounted for
    (none seen yet)", which contradicted itself (revcards defect 10)."""
    from scorer.games import game as spec_of
    from scorer.session import Illegal, TableSession

    session = TableSession.start(spec_of("nile"), ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    session.enter("Papyrus")
    refused = session.enter("plant 17 Wheat")
    assert isinstance(refused, Illegal) and refused.reason == "Anna shows 17 Wheat from the hand, but the game has only " \
        "16 Wheat cards", refused


def test_two_trades_typed_at_once(tmp_path):
    """``market Lettuce Castor, market Lettuce Castor``: both trades of the turn, each with its draw (revcards
    defect 10: it read 'unknown card market')."""
    from scorer.games import game as spec_of
    from scorer.session import Accepted, TableSession

    session = TableSession.start(spec_of("nile"), ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    session.enter("Papyrus")
    assert isinstance(session.enter_as("Anna holds Lettuce Castor Lettuce Castor Flax", 0), Accepted)
    both = session.enter("market Lettuce Castor, market Lettuce Castor")
    assert isinstance(both, Accepted) and both.entry == "market Lettuce Castor; market Lettuce Castor", both
    assert sum(text == "market Lettuce Castor" for _, text in session.history()) == 2


def test_telling_more_cards_than_are_not_told_is_refused():
    state = game(hands={1: [PAPYRUS, WHEAT, WHEAT]})
    err = state.check(Hold(1, (FLAX, FLAX, FLAX)))
    assert err is not None and "2 still to tell" in err.reason, err.reason
    assert state.check(Hold(1, (FLAX, FLAX))) is None


# --- play from the hand ----------------------------------------------------------------------------
TOLD = ("Lettuce", "Anna holds Papyrus", "Anna holds Papyrus", "Anna holds Papyrus", "Anna holds Wheat",
        "Anna holds Castor/Flax")


def test_a_told_hand_offers_only_what_it_allows_on_its_own_page(tmp_path):
    session = _session(tmp_path, *TOLD)
    own = [e.text for e in session.view(0).entries]
    legal = [SPEC.notation.format(session.state, m) for m in session.state.possible_moves()]
    assert own == legal  # the hand's moves, nothing more
    assert "plant 3 Papyrus" in own and "plant 2 Flax" not in own and "speculate Castor/Flax" in own
    for seat in (None, 1):  # the table's page and another's: the generic entries (Anna's hand unknown there)
        seen = session.seen(seat)
        assert seen.hand_unseen[0] == 5
    assert "plant 2 Flax" in [e.text for e in session.view(None).entries]


def test_what_the_hand_cannot_do_is_refused_with_why_on_the_owners_page_only(tmp_path):
    """A hand the player told is a claim: only the public facts and the rules refuse a face-up step (decision
    claims; the step that the told cards cannot hold wins over them, tests/test_nile_claims.py). A hand known
    otherwise (dealt face up in a record) refuses what it cannot do, with why on the owner's page only."""
    state = game(hands={0: [PAPYRUS, PAPYRUS, PAPYRUS, WHEAT, spec(CASTOR, FLAX)]})
    state.apply(SPEC.notation.parse(state, "Lettuce"))
    err = state.check(SPEC.notation.parse(state, "plant 2 Flax"))
    assert err is not None and "Anna cannot have 2 Flax in hand" in err.reason and "3 Papyrus" in err.reason, err
    session = _session(tmp_path, *TOLD)
    host = session.enter_as("plant 6 Flax", None, host=True)  # more cards than the hand: refused on its size
    assert isinstance(host, Illegal) and "Papyrus" not in host.reason, host
    assert session.state.hand[0][PAPYRUS] == 3  # nothing recorded


def test_a_card_taken_from_a_known_hand_updates_it_and_the_rest_stays_on_trust(tmp_path):
    session = _session(tmp_path, "Lettuce", "Anna holds Papyrus", "Anna holds Papyrus")
    ruling = session.enter("plant 2 Papyrus")
    assert isinstance(ruling, Accepted) and not any("trust" in line for line in ruling.news), ruling.news
    assert session.state.hand[0][PAPYRUS] == 0 and session.state.hand_unseen[0] == 3 + 2  # and the draw of 2
    session = _session(tmp_path / "b", "Lettuce", "Anna holds Papyrus")
    ruling = session.enter("plant 2 Papyrus")
    assert isinstance(ruling, Accepted) and any("Taken on trust" in line for line in ruling.news), ruling.news


def test_the_cards_to_tell_are_the_hands_own_and_shown_only_there(tmp_path):
    session = _session(tmp_path, "Lettuce", "Ben holds Papyrus")
    ben = session.view(1)
    assert ben.pick is not None and ben.pick.repeat and ben.pick.count == 4 and ben.pick.entry == "Ben holds {}"
    assert "Papyrus" in ben.pick.items and "Plague" not in ben.pick.items and len(ben.pick.items) == CS.kinds - 1
    assert ben.pick.label.startswith(TELL) and not [e for e in ben.entries if " holds " in e.text]
    assert "4 cards of your hand not told" in ben.prompt.text
    assert ("hand", ["Papyrus", "4 not told"]) in ben.hand
    for seat in (None, 0, 2):
        view = session.view(seat)
        assert not [e for e in view.entries if " holds " in e.text and "Ben" in e.text]
        assert view.pick is None or view.pick.entry != "Ben holds {}"
        assert session.history_as(seat)[-1][1] == "Ben holds ?"
    forbidden = session.enter_as("Ben holds Wheat", 2)
    assert type(forbidden).__name__ == "Forbidden" and session.state.hand[1][WHEAT] == 0
    assert session.record_hides(0) and not session.record_hides(1)


def test_the_cards_a_draw_brings_are_told_in_one_entry_beside_another_players_step(tmp_path):
    """The draw is the tell: the two cards drawn at the end of a turn go in as one entry from the drawer's
    page (``Anna holds Wheat Flax``), while the table is asked about the next player's flood card, and that
    page may take it back [5) Piocher]."""
    told = ("Anna holds Papyrus Papyrus Papyrus Wheat Castor/Flax",)
    session = _session(tmp_path, "Lettuce", *told, "plant 3 Papyrus")
    anna = session.view(0)
    assert anna.pick is not None and anna.pick.count == 2 and session.notation.prompt(session.state).seat is None
    ruling = session.enter_as("Anna holds Wheat Flax", 0)
    assert isinstance(ruling, Accepted), ruling
    assert session.state.hand[0][WHEAT] == 2 and session.state.hand_unseen[0] == 0
    told_all = session.view(0).pick  # nothing left to tell: the told cards to take back, one tap each
    assert told_all is not None and told_all.count == 0 and not told_all.items and told_all.drops
    assert session.undo_problem(0) is None and session.undo_problem(1) is not None


def test_the_flood_cards_are_listed_only_where_the_card_is_turned_up(tmp_path):
    """fe-table4 problem 3: the flood card's pictures sat on every seat's page just above the same pictures
    for telling a card, so a slip turned up the flood for another player. The active player turns up the
    flood card [1) Inondation]: the flood cards are listed on that player's page (and the table's, the host's)
    only; another seat reads whose it is, and (decision flood-taker, fe-table5 problem 7) may not enter it."""
    session = _session(tmp_path)
    flood = {e.text for e in session.view(None).entries}
    assert "Lettuce" in flood and {e.text for e in session.view(0).entries} == flood  # Anna turns it up
    for seat in (1, 2):
        view = session.view(seat)
        assert view.entries == [] and "(Anna turns it up)" in view.prompt.text and view.pick is not None
    refused = session.enter_as("Lettuce", 2)  # typed on another page: Anna's step
    assert isinstance(refused, Forbidden) and "is Anna's step" in refused.message, refused
    assert isinstance(session.enter_as("Lettuce", 0), Accepted)
    assert {e.text for e in session.view(1).entries} == set()  # Anna's turn: her step, her page


def test_a_card_in_hand_never_enters_the_flood_card_of_the_same_crop(tmp_path):
    """fe-table5 problem 1: with her hand told, Anna's cards in hand were buttons at her flood step, and a tap
    on her Papyrus entered the flood card "Papyrus" [1) Inondation] (the card comes from the deck, not the hand).
    A card in hand taps only an entry that plays that card from the hand."""
    session = _session(tmp_path, "Anna holds Papyrus Papyrus Papyrus Wheat Castor/Flax")
    anna = session.view(0)
    assert "Papyrus" in {e.text for e in anna.entries} and any("Papyrus" in items for _, items in anna.hand)
    assert anna.taps == {}, anna.taps


# --- the record --------------------------------------------------------------------------------------
def test_the_record_keeps_the_cards_told_where_they_read_back(tmp_path):
    typed = typed_game(SPEC, ["Anna", "Ben", "Cleo"], 1, tmp_path / "g.yaml", tell=cards_to_tell)
    moves = typed.session.moves
    assert sum(isinstance(m, Hold) for m in moves) > 80
    for end in list(range(0, len(moves), 9)) + [len(moves)]:
        path = tmp_path / "prefix.yaml"
        path.write_text(yaml.safe_dump(write_record(typed.session.players, [], moves[:end]), sort_keys=False))
        read = record_from_document(read_yaml(path))
        result = replay(read.state, read.steps)
        state = Nile(typed.session.players)
        for move in moves[:end]:
            state.apply(move)
        assert result.legal, (end, result.violations[:1])
        assert (result.state.hand, result.state.hand_unseen) == (state.hand, state.hand_unseen), end
    text = (tmp_path / "g.yaml").read_text()
    assert re.search(r"^  holds:\n    Anna: \[", text, re.M), text[:600]


# --- fewer entries -------------------------------------------------------------------------------------
def test_an_empty_hand_with_fewer_than_two_stored_is_not_asked():
    state = game(hands={0: [PAPYRUS, PAPYRUS, WHEAT, WHEAT, FLAX]})
    state.apply(SPEC.notation.parse(state, "Lettuce"))
    assert automatic(state) is None  # a hand to play from: asked
    state.hand[0] = [0] * CS.kinds
    assert automatic(state) == Automatic(Pass(0), automatic(state).said, 0)
    state.storage[0][CASTOR] = 2
    assert automatic(state) is None  # two stored cards may still be traded


# --- the pictures ------------------------------------------------------------------------------------
def test_each_card_is_a_picture_to_tap_with_a_symbol_of_its_own():
    state = game()
    state.apply(SPEC.notation.parse(state, "Lettuce"))
    texts = [*CS.names, "Ben holds Papyrus", "plant 2 Wheat", "market Papyrus Flax", "speculate Papyrus/Wheat"]
    shown = cards_nile.pictures(state, texts)
    assert set(shown) == set(texts)
    for svg in shown.values():
        width = float(re.search(r'width="([\d.]+)"', svg).group(1))
        assert width >= TAP and 'role="img"' in svg
    uncoloured = {re.sub(r'fill="#[0-9a-f]{6}"|<title>.*?</title>|aria-label="[^"]*"', "", shown[name])
                  for name in CS.crops}
    assert len(uncoloured) == len(CS.crops)  # colour never alone: each crop its own symbol
    assert "pass" not in cards_nile.pictures(state, ["pass", "3 not told"])


def test_a_card_told_wrongly_never_blocks_the_table_nor_tells_the_claim():
    """A card told is the player's claim (decision claims): another player's claim to the same copy is not
    refused for it, and both stand; a flood card the table saw that needs the copy is accepted, and the
    claims it leaves uncovered are lost."""
    state = game()
    state.unaccounted[FLAX] = 1  # the other ten Flax seen elsewhere: one left, somewhere unknown
    state.apply(Hold(1, (FLAX,)))  # Ben claims the last one
    assert state.check(Hold(2, (FLAX,))) is None  # Cleo's claim is not refused for Ben's
    state.apply(Hold(2, (FLAX,)))
    assert (state.hand[1][FLAX], state.hand[2][FLAX], state.unaccounted[FLAX]) == (1, 1, 1)  # neither gives way
    assert state.check(SPEC.notation.parse(state, "Flax")) is None  # the flood card the table saw wins
    state.apply(SPEC.notation.parse(state, "Flax"))
    assert (state.hand[1][FLAX], state.hand_unseen[1], state.hand[2][FLAX], state.hand_unseen[2]) == (0, 5, 0, 5)
    assert state.unaccounted[FLAX] == 0 and sorted(state.lost) == [(1, FLAX, 1), (2, FLAX, 1)]


# --- a record of told cards replays to the live game (issue 22) ----------------------------------------
def _replays_as_live(session: TableSession) -> dict:
    """The record ``session`` saved, read back from disk as ``nile check`` reads it: it replays with no
    violation to the live game's hands (cards told and not told) and counts; returns the record."""
    read = record_from_document(read_yaml(session.path))
    result = replay(read.state, read.steps)
    assert result.legal, result.violations[0].error.reason
    live, again = session.state, result.state
    for name in ("hand", "hand_unseen", "told", "unaccounted", "unseen_from", "deck_size", "flood_pile"):
        assert getattr(again, name) == getattr(live, name), name
    return yaml.safe_load(session.path.read_text())


@pytest.mark.parametrize("entries, where", [
    # Ben's claim to the one Papyrus/Wheat gives way to the flood card the table saw after it
    (("Ben holds Papyrus/Wheat", "Papyrus/Wheat", "pass"), ("holds",)),
    # ... told between the Plague and the flood card turned up in its place
    (("Plague", "Ben holds Papyrus/Wheat", "Papyrus/Wheat", "pass"), ("turns", 0, "flood", 1)),
    # ... told at the start of turn 2, after turn 1's draws
    (("Lettuce", "pass", "Ben holds Papyrus/Wheat", "Papyrus/Wheat"), ("turns", 0, "holds_after")),
    # Ben and Cleo both claim it: both claims stand and are written (decision claims)
    (("Ben holds Papyrus/Wheat", "Cleo holds Papyrus/Wheat", "Lettuce", "pass"), ("holds",)),
])
def test_a_claim_is_written_where_it_was_told(tmp_path, entries, where):
    """Issue 22 (a): a card told is written in the record before the next card the table sees, so the claim
    is lost on replay as it was live (the record once put it after that card: ``nile check`` refused it,
    or replayed it with the claim standing and the next tell found no card left to tell)."""
    session = _session(tmp_path, *entries)
    record = _replays_as_live(session)
    place: object = record
    for key in where:
        place = place[key]  # type: ignore[index]
    assert "Ben" in yaml.safe_dump(place), (where, record)


def test_a_record_that_would_not_read_back_is_not_saved_and_the_step_is_taken_back(tmp_path):
    """The session reads each record back before saving it (scorer.readback): one that would lose a card told
    (as the records of issue 22 did) is refused at the step, the game and the file stay as they were."""
    session = _session(tmp_path, "Lettuce", "Ben holds Papyrus")
    before = session.path.read_bytes()
    good = session.record

    def losing_the_claims() -> dict:
        record = good()
        for turn in record["turns"]:
            turn.pop("holds", None)
        return record

    session.record = losing_the_claims  # type: ignore[method-assign]
    with pytest.raises(SessionError, match="would not read back.*Ben's hidden cards") as raised:
        session.enter("Ben holds Wheat")
    assert "Papyrus" not in str(raised.value)  # what differs is Ben's secret
    assert session.path.read_bytes() == before and session.state.hand[1][WHEAT] == 0
    session.record = good  # type: ignore[method-assign]
    assert isinstance(session.enter("Ben holds Wheat"), Accepted) and session.state.hand[1][WHEAT] == 1


def test_cards_told_at_once_are_ruled_as_told_one_by_one():
    """A record writes a player's taps in one place as one list (``Anna: [Papyrus/Wheat, Papyrus/Castor]``),
    so telling them at once must be ruled as the taps were: the player's own claim counts as a fact for
    the next one. Here a deck reduction removed 5 speculation cards face down and 4 have shown: one more can
    be in Anna's hand, not two, told at once or one after the other (issue 22: the taps were accepted live
    and the record they made refused)."""
    state = game(2, variants=["two-player-short"])
    assert state.removed_unseen == 5
    specs = CS.speculations
    for k in specs[:4]:  # face up on the discard pile
        state.unaccounted[k] -= 1
        state.deck_size -= 1
        state.discard[k] += 1
    assert state.check(Hold(0, (specs[4], specs[5]))) is not None
    assert state.check(Hold(0, (specs[4],))) is None
    state.apply(Hold(0, (specs[4],)))
    err = state.check(Hold(0, (specs[5],)))
    assert err is not None and "5 of them have shown already" in err.reason, err  # Anna's own claim counted


def test_a_card_turned_up_or_a_plague_drawn_is_said_for_what_it_is(tmp_path):
    """fe-table5 problem 6: "Recorded: Papyrus" did not say what Papyrus was; the news says it first: "Flood
    card: Papyrus", "Anna drew the Plague of Locusts"."""
    session = _session(tmp_path)
    flood = session.enter_as("Papyrus", 0)
    assert isinstance(flood, Accepted) and flood.news[0] == "Flood card: Papyrus", flood
    assert isinstance(session.enter_as("pass", 0), Accepted)
    plague = session.enter_as("Anna drew Plague", 0)
    assert isinstance(plague, Accepted) and plague.news[0] == "Anna drew the Plague of Locusts", plague
