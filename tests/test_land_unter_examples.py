"""Land Unter: the examples the table's prompt gives (``nile play``'s screen, the table's page) name only
what could be entered there and tell nothing (issue 22, fe-table4 "Small things"): no card of a hand
written down on another page or of a card played face down, and no water-level value already turned up
this round."""

from __future__ import annotations

import re

from scorer.session import Accepted
from tests.land_unter_helpers import dealt, hand_text, quick  # noqa: F401 (quick: an autouse fixture)


def _numbers(hint: str) -> list[int]:
    """The card numbers a hint names as examples ("e.g. 30", "e.g. Ben 31")."""
    return [int(n) for n in re.findall(r"e\.g\. (?:[A-Z][a-z]+ )?(\d+)", hint)]


def test_no_card_of_a_hand_written_down_is_named_as_an_example(tmp_path):
    """Cleo wrote her hand down: the table's prompt (which cannot know her cards) names no card of the player
    asked, since any number might be hers (and skipping hers would tell them); the other player's example shows
    the form, "e.g. Ben 30" (frderev2 C-c), its number picked without Cleo's cards (the same hint as before she
    wrote her hand: it tells nothing); Cleo's own page still names one of hers."""
    session, moves, hands = dealt(tmp_path, turned_up=False)
    assert isinstance(session.enter_as(" ".join(map(str, moves[1].cards)), None, host=True), Accepted)
    unwritten = session.view(None).prompt.hint
    assert isinstance(session.enter_as(hand_text(hands[2]), 2), Accepted)
    hint = session.view(None).prompt.hint
    assert "its number, 1-60" in hint and re.search(r"e\.g\. Ben \d+$", hint) and "card's number" not in hint, hint
    assert hint == unwritten, (hint, unwritten)
    own = session.view(2).prompt.hint
    assert _numbers(own) and set(_numbers(own)) <= set(hands[2]), own


def test_no_card_played_face_down_is_named_as_an_example(tmp_path):
    """Ben played a card face down on his page: the table's prompt and Anna's page (her hand not written)
    name no card for Anna (any number could be Ben's); the other player's example ("e.g. Cleo 30", frderev2 C-c)
    is picked as if nothing were face down, so it tells nothing; the referee's own prompt, which knows it,
    still names one."""
    session, moves, hands = dealt(tmp_path, turned_up=True)
    ben = next(m for m in moves[2:5] if m.player == 1)
    blind = {seat: session.view(seat).prompt.hint.split("; or ")[-1].replace("Ben", "Cleo") for seat in (None, 0)}
    assert isinstance(session.enter_as(str(ben.card), 1), Accepted)
    for seat in (None, 0):
        hint = session.view(seat).prompt.hint
        assert re.findall(r"e\.g\. (\d+)", hint) == [] and "its number, 1-60" in hint, (seat, hint)
        assert hint.split("; or ")[-1] == blind[seat], (seat, hint, blind[seat])
    assert _numbers(session.prompt.hint) and ben.card not in _numbers(session.prompt.hint)


def test_the_water_example_names_no_value_already_turned_up(tmp_path):
    """At trick 2 the example pair of water-level cards is two values of which no card was turned up yet
    this round (fe-table4 saw "e.g. 4 10" right after 4 and 10 were taken)."""
    session, moves, hands = dealt(tmp_path, turned_up=False)
    first = session.view(None).prompt.hint.split("e.g. ")[1].split(";")[0].split()
    assert isinstance(session.enter_as(" ".join(first), None, host=True), Accepted)
    for move in moves[2:5]:
        assert isinstance(session.enter_as(f"{session.players[move.player]} {move.card}", None, host=True), Accepted)
    assert "turn up" in session.prompt.text, session.prompt
    again = session.view(None).prompt.hint.split("e.g. ")[1].split(";")[0].split()
    assert not set(again) & set(first), (first, again)
