"""Land Unter at a table of three phones, the rest of issue 22 (fe-table3 problems 4, 5 and 8, and the
face-down follow-ups of the lureveal report): a hand written down right after the deal, examples and
refusals that name the right seat, step boxes that say whose step it was, and a hand that holds a card
another seat played face down taken on trust."""

from __future__ import annotations

import yaml

from scorer.session import Accepted, Illegal, TableSession
from scorer.i18n import in_words
from tests.land_unter_helpers import NAMES, dealt, hand_text, quick, simulated  # noqa: F401 (quick: autouse)
from tests.test_session import spec_of


def test_a_hand_is_written_right_after_the_deal_before_the_water(tmp_path, nile):
    """fe-table3 problem 4: players pick up their cards at the deal [Préparation], so a seat writes its hand
    down then, on its own page, before the first water-level cards are turned up; the checks still hold."""
    session, moves, hands = dealt(tmp_path, turned_up=False)
    view = session.view(1)
    assert view.pick is not None and "write your hand down" in view.prompt.hint  # the 1-60 grid at the deal
    assert "turn up the two water-level cards" in view.prompt.text
    wrong = [c for c in range(1, 61) if c not in hands[1] and session.state.halves[c] != session.state.halves[hands[1][0]]]
    refused = session.enter_as(hand_text([wrong[0]] + hands[1][1:]), 1)  # lifebelts not the ones announced
    assert isinstance(refused, Illegal) and "were announced for it" in refused.reason, refused
    ruling = session.enter_as(hand_text(hands[1]), 1)
    assert isinstance(ruling, Accepted) and ruling.entry == "Ben " + hand_text(hands[1]), ruling
    assert session.view(1).hand == [("hand", [str(c) for c in hands[1]])] and session.view(1).pick.button == "Turn them up"  # the water next
    for seat in (None, 0, 2):  # another page: the step in the history, not its cards (no Last step: e23fd72)
        assert session.view(seat).last[1] != "Ben hand ?" and session.history_as(seat)[-1][1] == "Ben hand ?"
        assert hand_text(hands[1])[6:-1] not in repr((session.view(seat), session.history_as(seat)))
    record = yaml.safe_load(session.path.read_text())
    assert record["rounds"][0]["tricks"] == [{"before_water": {"Ben": hands[1]}}]
    assert nile("check", session.path).exit_code == 0
    again = TableSession.resume(session.path)
    assert again.moves == session.moves
    # the water, then Anna writes hers before her card, Cleo hers after the first trick, before the water
    assert isinstance(session.enter_as(" ".join(map(str, moves[1].cards)), 2), Accepted)
    assert isinstance(session.enter_as(hand_text(hands[0]), 0), Accepted)
    for move in moves[2:5]:
        assert isinstance(session.enter_as(str(move.card), move.player), Accepted)
    assert isinstance(session.enter_as(hand_text(hands[2]), 2), Accepted)
    assert session.state.hand_known[2] == set(hands[2])
    record = yaml.safe_load(session.path.read_text())
    first, second = record["rounds"][0]["tricks"]
    assert first["before_water"] == {"Ben": hands[1]} and first["hands"] == {"Anna": hands[0]}
    assert second == {"before_water": {"Cleo": hands[2]}}
    assert nile("check", session.path).exit_code == 0
    again = TableSession.resume(session.path)
    assert again.moves == session.moves and again.state.hand_known == session.state.hand_known


def test_a_hand_before_the_deal_is_refused_with_its_reason(tmp_path):
    session = TableSession.start(spec_of("land-unter"), NAMES, [], tmp_path / "lu.yaml")
    ruling = session.enter_as("Ben hand [1 2 3]", None, host=True)
    assert "type the lifebelts first (e.g. " in ruling.message and "not a player" not in ruling.message, ruling


def test_a_water_less_trick_is_only_a_records_last(tmp_path, nile):
    moves, hands, belts = simulated()
    record = {"game": "land-unter", "players": NAMES, "rounds": [{"lifebelts": dict(zip(NAMES, belts)), "tricks": [
        {"before_water": {"Ben": hands[1]}}, {"water": list(moves[1].cards), "played": {}}]}]}
    path = tmp_path / "r.yaml"
    path.write_text(yaml.safe_dump(record, sort_keys=False))
    result = nile("check", path)
    assert result.exit_code == 2 and "'water' is missing" in result.output, result.output


def test_a_hand_holding_a_card_played_face_down_is_taken_on_trust(tmp_path, nile):
    """The lureveal report's follow-up: Anna's card is face down until the trick's last card is in, so Ben's
    hand written down holding it is not refused (a refusal would tell Ben something of Anna's card): it is
    Ben's claim (decision *claims*), lost once the cards are turned up together, said on Ben's page only, and
    ``nile check`` names it."""
    session, moves, hands = dealt(tmp_path, turned_up=False)
    assert isinstance(session.enter_as(" ".join(map(str, moves[1].cards)), None, host=True), Accepted)
    anna = moves[2]
    assert anna.player == 0
    assert isinstance(session.enter_as(str(anna.card), 0), Accepted)
    halves = session.state.halves
    mine = next(c for c in hands[1] if halves[c] == halves[anna.card])
    claimed = sorted(set(hands[1]) - {mine} | {anna.card})  # Ben mistypes: Anna's face-down card for his own
    ruling = session.enter_as(hand_text(claimed), 1)
    assert isinstance(ruling, Accepted), ruling
    assert not any("hand as written" in line for line in ruling.news)  # nothing said while the card is face down
    ben = next(m for m in moves[3:5] if m.player == 1)
    if ben.card == mine:  # his real card is not in his hand as written: he corrects the hand first
        assert isinstance(session.enter_as(hand_text(hands[1]), 1), Accepted)
    for move in moves[3:5]:
        ruled = session.enter_as(str(move.card), move.player)
        assert isinstance(ruled, Accepted), ruled
    told = [line for line in session.news_as(1, 0) if "hand as written" in line]
    if ben.card != mine:
        assert told == [f"{anna.card} was played by Anna in trick 1; your hand as written cannot hold it: write "
                        "that card again"]
        assert anna.card not in session.state.hand_known[1]  # the card leaves Ben's hand as written
        assert "1 card not written down" in repr(session.view(1).hand)  # he may write it down again
    assert not any("hand as written" in line for seat in (None, 0, 2) for line in session.news_as(seat, 0))
    checked = nile("check", session.path)
    assert checked.exit_code == 0, checked.output


def test_the_step_boxes_say_whose_step_it_was(tmp_path):
    """fe-table3 problem 5: after a trick the last step reads ``Cleo 55`` on every page (a bare card named
    nobody); a hand written down is said as one ("Cleo wrote down their own hand"), not as the question the
    table was asked (Anna's weather card); another seat's card still face down is "Ben has chosen"."""
    session, moves, hands = dealt(tmp_path, turned_up=False)
    assert isinstance(session.enter_as(" ".join(map(str, moves[1].cards)), None, host=True), Accepted)
    assert isinstance(session.enter_as(hand_text(hands[2]), 2), Accepted)
    for seat in (None, 0, 1):  # in the history; the Last step box keeps the water cards (e23fd72, fe-table6 problem 5)
        assert session.last_step_as(seat)[1] == " ".join(map(str, moves[1].cards))
        assert session.history_as(seat)[-1] == (
            "Round 1, trick 1: Cleo wrote down their own hand (shown on Cleo's page only)", "Cleo hand ?")
    assert session.last_step_as(2)[0] == "Round 1, trick 1: you wrote your hand down (shown on your page only)"
    plays = sorted(moves[2:5], key=lambda m: -m.player)  # Cleo, Ben, then Anna: the one asked plays last
    assert isinstance(session.enter_as(str(plays[0].card), 2), Accepted)
    for seat in (None, 0, 1):
        assert session.last_step_as(seat) == ("Round 1, trick 1: Cleo has chosen a weather card (face down until all "
                                              "are in)", "Cleo ?")
    for move in plays[1:]:
        assert isinstance(session.enter_as(str(move.card), move.player), Accepted)
    for seat in (None, 0, 1, 2):  # the trick's last card was Anna's, the player asked: named too
        assert session.last_step_as(seat)[1] == f"Anna {plays[2].card}", session.last_step_as(seat)
        assert session.history_as(seat)[-2][1] == f"Ben {plays[1].card}"


def test_examples_name_the_right_seat_and_a_card_still_possible(tmp_path):
    """fe-table3 problems 4 and 8: on Ben's page a refused hand's example is Ben's (``Ben hand [...]``, not
    Anna's); the examples are cards still possible, and two players' examples are not the same card (one
    card is in one hand only)."""
    session, moves, hands = dealt(tmp_path, turned_up=False)
    refused = session.enter_as("hand 5", 1)  # typed on Ben's page, brackets forgotten
    assert "e.g. Ben hand [1 4 9 ...]" in refused.message and "Anna" not in refused.message, refused
    assert isinstance(session.enter_as(" ".join(map(str, moves[1].cards)), None, host=True), Accepted)
    for move in moves[2:5]:
        assert isinstance(session.enter_as(str(move.card), move.player), Accepted)
    assert isinstance(session.enter_as(" ".join(map(str, moves[5].cards)), None, host=True), Accepted)
    # the table's view (nile play's screen) names another player's card only as the form's example, picked on its
    # copy of the game, which knows no hidden hand: it tells nothing (frderev2 C-c: "e.g. Ben 30"); the referee's own
    # prompt names two
    table_hint = str(session.view(None).prompt.hint)
    assert table_hint.count("e.g.") == 1 and table_hint.split("e.g. ")[1].split()[0] in NAMES, table_hint
    hint = session.prompt.hint  # "... e.g. 30; or ..., e.g. Ben 31"
    first = int(hint.split("e.g. ")[1].split(";")[0])
    second = int(hint.split("e.g. ")[2].split()[1])
    gone = {m.card for m in moves[2:5]}
    assert first != second and not {first, second} & gone, hint


def test_a_refusal_for_a_card_face_down_names_nobody(tmp_path):
    """Ben's own card, refused for a card another seat played face down (the reason would tell that card),
    does not say it fits not what is hidden "(Anna's)" or "(Ben's)": it names nobody, and it does not send Ben to
    the page he is on (frderev C13): another player's card hidden from this page rules it out."""
    session, moves, hands = dealt(tmp_path, turned_up=False)
    assert isinstance(session.enter_as(" ".join(map(str, moves[1].cards)), None, host=True), Accepted)
    anna = moves[2]
    assert isinstance(session.enter_as(str(anna.card), 0), Accepted)
    refused = session.enter_as(str(anna.card), 1)  # Ben taps the card Anna played face down
    assert isinstance(refused, Illegal) and "ruled out by a card hidden from this page" in refused.reason, refused
    assert "Anna" not in refused.reason and "Ben's" not in refused.reason
    # frderev C13: Ben is on his own page: it is not sent to "the player's own page", in no language
    assert "own page" not in refused.reason
    for lang, own in (("fr", "propre page"), ("de", "eigene Seite")):
        said = in_words(refused.reason, lang)
        assert own not in said and ("autre joueur" if lang == "fr" else "anderen Spielers") in said, said


def test_only_the_writer_takes_back_a_hand_written_at_the_deal(tmp_path):
    """A hand written down before the water-level cards is its holder's step: no other phone's page may
    take it back (nobody is asked at a turn-up, so any page could), Ben's own page may."""
    session, moves, hands = dealt(tmp_path, turned_up=False)
    assert isinstance(session.enter_as(hand_text(hands[1]), 1), Accepted)
    for seat in (0, 2):  # Ben's hand is no step on their pages: their undo would be the deal's, the table's
        problem = session.undo_problem(seat) or ""
        assert problem.startswith(f"nothing of {session.players[seat]}'s to undo") and "Ben" not in problem, problem
    assert session.undo_problem(1) is None and session.undo_problem(None) is None


def test_nile_play_says_a_card_typed_twice_in_a_trick_is_played_and_reads_the_card_before_the_name(tmp_path):
    """fe-table6 problem 8: at ``nile play``'s keyboard (a host: it typed ``Ben 16`` itself) ``Cleo 16`` was
    'does not fit what is hidden here'; it now says 16 is already played in this trick, by Ben. A seat's own
    page still learns nothing of Ben's face-down card. ``13 Dana`` reads like ``Dana 13``."""
    session = TableSession.start(spec_of("land-unter"), ["Anna", "Ben", "Cleo", "Dana"], [], tmp_path / "g.yaml")
    for text in ("4 5 4 5", "4 11", "Ben 16"):
        assert isinstance(session.enter_as(text, None, host=True), Accepted)
    refused = session.enter_as("Cleo 16", None, host=True, keyboard=True)  # as nile play enters it
    assert isinstance(refused, Illegal) and refused.reason == (
        "weather card 16 is already played in this trick, by Ben; each weather number exists once"), refused
    assert session.enter_as("Cleo 16", None, host=True).rule.startswith("not named here")  # a host's phone
    on_her_page = session.enter_as("16", 2)
    assert isinstance(on_her_page, Illegal) and "Ben" not in on_her_page.reason, on_her_page
    assert isinstance(session.enter_as("13 Dana", None, host=True), Accepted)
    assert session.state.plays == {1: 16, 3: 13}
    twice = session.enter_as("Dana 14", None, host=True)
    assert isinstance(twice, Illegal) and "Dana already played a card in this trick" in twice.reason, twice
    assert isinstance(session.enter_as("7 Anna, 30 Cleo", None, host=True), Accepted)


def test_the_water_level_cards_are_tapped_on_any_page(tmp_path):
    """fe-table6 problem 7 (issue 22 item 4): the two water-level cards were typed at every trick, the only
    typed step of a trick. Every page offers the values still in the pile as buttons (NILE's tell section:
    sent as one entry at the second tap), a page whose hand is not written too (fe-table8 problem 5: its
    grid to write the hand is folded beside them); a value with one card left is gone once both of a pair
    are out, and the entry is the table's, from any page."""
    session, moves, hands = dealt(tmp_path, turned_up=False)
    view = session.view(1)
    assert view.pick.button == "Turn them up" and [p.button for p in view.more] == ["Write my hand"]
    assert isinstance(session.enter_as(hand_text(hands[1]), 1), Accepted)
    assert [p.button for p in session.view(1).more] == ["Write my hand again"]  # written: only to fix, folded
    pick = session.view(1).pick
    assert pick is not None and pick.repeat and pick.count == 2 and pick.items == [str(v) for v in range(1, 13)]
    low, high = moves[1].cards
    assert isinstance(session.enter_as(pick.entry.replace("{}", f"{low} {high}"), 1), Accepted)
    assert session.state.water == (low, high)
    for move in moves[2:5]:
        assert isinstance(session.enter_as(str(move.card), move.player), Accepted)
    assert isinstance(session.enter_as(" ".join(map(str, moves[5].cards)), None, host=True), Accepted)
    for move in moves[6:9]:
        assert isinstance(session.enter_as(str(move.card), move.player), Accepted)
    gone = [v for v in range(1, 13) if session.state.water_left[v] == 0]
    left = session.view(1).pick.items
    assert left == [str(v) for v in range(1, 13) if v not in gone], (gone, left)


def test_a_seat_page_shows_its_hand_once_as_cards_to_tap(tmp_path):
    """fe-table6 item 11: a seat page showed its hand three times (card buttons, 'Anna 5' entry buttons, the
    text view). The cards to tap stay; the entries and the text view do not repeat them."""
    session, moves, hands = dealt(tmp_path, turned_up=True)
    assert isinstance(session.enter_as(hand_text(hands[0]), 0), Accepted)
    view = session.view(0)
    assert set(view.taps) == {str(c) for c in hands[0]} and view.hand == [("hand", [str(c) for c in hands[0]])]
    assert view.entries == []
    assert " ".join(map(str, hands[0][:3])) not in view.board and "Anna: " in view.board, view.board
    assert "(your hand)" in view.board
    assert len(session.view(1).entries) > 12  # Ben's hand not written: every card he may hold, to tap
