"""Land Unter's refusals, news and undo words say the right thing (issue 22 §1/§2, lureview defects 2, 3, 4, 6a):
the news of a last card played by itself held until its trick is turned up; a refusal whose reason the table saw
typed said in the open at ``nile play``; a bare Enter there does nothing."""

from __future__ import annotations

import io
from pathlib import Path

from scorer.games.land_unter.moves import Play
from scorer.session import Accepted, TableSession
from tests.land_unter_helpers import NAMES, hand_text
from tests.test_session import spec_of

#: a seed whose simulated round 1 plays all 12 tricks (nobody out early)
SEED = 11


def _last_trick(tmp_path: Path) -> tuple[TableSession, Play]:
    """Seeded round 1 with Anna's and Ben's hands written down, at trick 11 before Cleo's card: the session and
    Cleo's card there (its trick then turns up, and trick 12's water and Anna's and Ben's last cards come by
    themselves)."""
    spec = spec_of("land-unter")
    _, moves = spec.simulate(NAMES, SEED, ())
    deal = moves[0]
    session = TableSession.start(spec, NAMES, [], tmp_path / "g.yaml")
    session.enter(" ".join(map(str, deal.lifebelts)))
    for seat in (0, 1):
        assert isinstance(session.enter_as(hand_text(sorted(deal.hands[seat])), seat), Accepted)
    for move in moves[1:]:
        if session.state.trick == 10 and isinstance(move, Play) and move.player == 2:
            return session, move
        assert isinstance(session.enter(spec.notation.format(session.state, move)), Accepted)
    raise AssertionError("round 1 ended early")


def test_a_last_card_played_by_itself_is_news_once_its_trick_is_turned_up(tmp_path):
    """lureview 2: Cleo's page said "Anna plays the last card in the hand, 54" while its board read "Played:
    Anna ?" (every card of a trick is revealed together); now that news waits for the trick's last card."""
    session, cleo = _last_trick(tmp_path)
    ruling = session.enter_as(str(cleo.card), 2)
    assert isinstance(ruling, Accepted) and session.state.trick == 11 and set(session.state.plays) == {0, 1}
    anna, ben = session.state.plays[0], session.state.plays[1]
    assert "The last two water-level cards are turned up" in ruling.news[-1], ruling.news
    assert not any("last card in the hand" in line for line in ruling.news), ruling.news
    start = session.entry_spans()[-1][0]
    for seat, own in ((None, None), (2, None), (0, f"Anna plays the last card in the hand, {anna}")):
        held = [line for line in session.news_as(seat, start) if "last card in the hand" in line]
        assert held == ([own] if own else []), (seat, held)  # Anna sees her own card, nobody another's
    last = next(c for c in range(1, 61) if c not in session.state.seen and c not in session.state.hand_known[0]
                and c not in session.state.hand_known[1])
    assert isinstance(session.enter_as(str(last), 2), Accepted)  # turned up: the news is said in the history
    said = session.news_as(2, start)
    assert f"Anna plays the last card in the hand, {anna}" in said and \
        f"Ben plays the last card in the hand, {ben}" in said, said


def _typed(tmp_path: Path, lines: list[str]) -> tuple[str, str]:
    """``lines`` typed at ``nile play land-unter -p Anna,Ben,Cleo``, then Ctrl-D: the table's scrolling text and
    all the terminal showed (the questions it erased too)."""
    from prompt_toolkit.application import create_app_session
    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output.plain_text import PlainTextOutput

    from scorer.play import play_terminal

    session = TableSession.start(spec_of("land-unter"), NAMES, [], tmp_path / "g.yaml")
    said: list[str] = []
    screen = io.StringIO()
    with create_pipe_input() as pipe, create_app_session(input=pipe, output=PlainTextOutput(screen)):
        pipe.send_text("".join(f"{line}\r" for line in lines) + "\x04")
        assert play_terminal(session, said.append) == 0
    return "\n".join(said), screen.getvalue()


def test_a_refusal_the_table_saw_typed_is_said_in_the_open(tmp_path):
    """lureview 3: ``Anna 6`` after ``Anna 5`` (typed on the table's screen) was "Anna's entry, sealed" and its
    reason shown to Anna alone; the reason is public, so it is said in the open. A bare Enter there, at the next
    prompt, was "not an entry here: expected one card"; it does nothing now."""
    text, shown = _typed(tmp_path, ["Cleo 5", "Anna 4", "Ben 5", "7 1", "Anna 5", "Anna 6", "", "Ben 7"])
    assert "Anna 6" in text and "sealed" not in text and "looks away" not in shown, text
    assert "illegal: Anna already played 5 in this trick" in text, text
    assert "not an entry" not in text, text
    assert "Ben> Ben 7" in text and text.count("Round 1, trick 1: Cleo plays a weather card") == 1, text
