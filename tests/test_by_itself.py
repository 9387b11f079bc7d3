"""A step the session took by itself, typed again (issue 22, lurev2 defect 1; :mod:`scorer.itself`): one plain
answer each time, saying so and that nothing was entered (the game over where it is), the record unchanged; and
while its trick is still face down, the keyboard's refusal tells no card played by itself."""

from __future__ import annotations

from pathlib import Path

from scorer.games.land_unter.moves import Play
from scorer.play import Referee
from scorer.rulings import Ruled
from scorer.session import AUTO, Accepted, TableSession, Unreadable
from tests.land_unter_helpers import NAMES
from tests.test_land_unter_said_right import _last_trick
from tests.test_session import spec_of

#: a seed whose simulated round 3 plays all 12 tricks: every hand written at the deal, its last trick comes by itself
SEED = 1


def _played_out(tmp_path: Path) -> TableSession:
    """The seeded game typed step by step at ``nile play`` (the deal with its hands), every step the session takes
    by itself left to it: the game is over, round 3's last trick played by itself."""
    spec = spec_of("land-unter")
    _, moves = spec.simulate(NAMES, SEED, ())
    session = TableSession.start(spec, NAMES, [], tmp_path / "g.yaml")
    for at, move in enumerate(moves):
        if at < len(session.moves):  # taken by itself (a later round's deal: without the hands)
            continue
        text = spec.notation.format(session.state, move)
        assert isinstance(session.enter_as(text, None, host=True, keyboard=True), Accepted), text
    assert session.over
    return session


def _said(referee: Referee, text: str) -> list[str]:
    said: list[str] = []
    referee.say = said.append
    referee.ruling(referee.enter(text))
    return said


def test_a_card_played_by_itself_typed_after_the_game_is_over_gets_one_plain_answer(tmp_path):
    """lurev2 1: ``Ben 48`` was "the game is over", ``Cleo 6`` the last trick's news and the scores again (ruled
    as a new step in place of the one taken by itself), and ``Cleo 6`` again "already recorded (the last step)"."""
    session = _played_out(tmp_path)
    record = session.path.read_bytes()
    referee = Referee(session, print)
    played = [m for m, kind in zip(session.moves, session.kinds) if kind == AUTO and isinstance(m, Play)][-3:]
    assert len(played) == 3, played
    for move in played + played:
        name, card = NAMES[move.player], move.card
        said = _said(referee, f"{name} {card}")
        assert said == [f"not an entry here: '{name} {card}' is a step nile took by itself (round 3, trick 12: "
                        f"{name} plays the last card in the hand, {card}); the game is over: nothing entered"], said
    assert session.path.read_bytes() == record and session.over
    assert "the game is over; nothing more can be entered" in _said(referee, "Anna 61")[0]  # no such step: as before


def test_a_card_played_by_itself_is_said_so_once_its_trick_is_turned_up_and_never_before(tmp_path):
    """Mid-game the same answer, once the trick is turned up (the next round's water-level cards asked: it was
    "the water-level cards are turned up now, before Anna plays"); before that, ``Anna 17`` at the keyboard was
    "Anna already played 18 in this trick", telling the card her hand played by itself, face down until Cleo's is in."""
    session, cleo = _last_trick(tmp_path)
    referee = Referee(session, print)
    _said(referee, f"Cleo {cleo.card}")
    anna = session.state.plays[0]
    other = next(c for c in range(1, 61) if c != anna)
    for text in (f"Anna {anna}", f"Anna {other}"):
        said = _said(referee, text)
        assert said[0] == "illegal: Anna already played a card in this trick (face down until all are in); each " \
            "player plays one weather card per trick" and str(anna) not in " ".join(said[:2]), said
    last = next(c for c in range(1, 61) if c not in session.state.seen and c not in session.state.hand_known[0]
                and c not in session.state.hand_known[1])
    _said(referee, f"Cleo {last}")
    moves = list(session.moves)
    for seat in (None, 1):  # the keyboard, Ben's page
        ruling = session.enter_as(f"Anna {anna}", seat, host=seat is None, keyboard=seat is None)
        assert isinstance(ruling, Unreadable) and ruling.message == (
            f"'Anna {anna}' is a step nile took by itself (round 1, trick 12: Anna plays the last card in the hand, "
            f"{anna}); nothing entered"), ruling
    assert session.moves == moves
    assert isinstance(session.enter_as(f"Cleo {last}", None, host=True), Unreadable)  # the last entry: as before


def test_a_face_down_draw_typed_again_is_said_taken_by_itself(tmp_path):
    """The same answer in another game, from the same place: NIL's face-down draw, typed ``?`` after it."""
    spec = spec_of("nil")
    _, moves = spec.simulate(NAMES, 3, ())
    session = TableSession.start(spec, NAMES, [], tmp_path / "nil.yaml")
    for at, move in enumerate(moves):
        if session.kinds and session.kinds[-1] == AUTO:
            break
        if at >= len(session.moves):
            assert isinstance(session.enter(spec.notation.format(session.state, move)), Accepted)
    before = list(session.moves)
    ruling = session.enter_as("?", None, host=True, keyboard=True)
    assert isinstance(ruling, Unreadable) and ruling.message.startswith("'?' is a step nile took by itself (") \
        and ruling.message.endswith("; nothing entered"), ruling
    assert session.moves == before


def _done_by_itself(tmp_path: Path) -> TableSession:
    """A simulated Ufern game typed at the keyboard up to a ``done`` nile took by itself (a player's action
    points ran out) where ``done`` is legal for the next player as well."""
    spec = spec_of("ufern-des-nils")
    for seed in range(1, 40):
        _, moves = spec.simulate(NAMES, seed, ())
        session = TableSession.start(spec, NAMES, [], tmp_path / f"u{seed}.yaml")
        for at, move in enumerate(moves):
            last = session.moves[-1] if session.moves else None
            if session.kinds and session.kinds[-1] == AUTO and spec.notation.format(
                    session._after(len(session.moves) - 1), last) == "done" \
                    and isinstance(session._rule(session.state, "done"), Ruled):
                break
            if at >= len(session.moves):
                text = spec.notation.format(session.state, move)
                assert isinstance(session.enter_as(text, None, host=True, keyboard=True), Accepted), text
        else:
            continue
        break
    else:
        raise AssertionError("no seed gives a done taken by itself where done is legal next")
    return session


def test_a_done_typed_after_nile_ended_the_turn_by_itself_is_not_the_next_players(tmp_path):
    """uferrev2 defect 1: Ufern's ``done`` that nile took by itself (Anna's action points ran out), typed again at
    the keyboard, ended Ben's turn unsaid. It is that step typed again: nothing entered, and the answer says how
    Ben ends his own turn (``Ben done``), which is then entered."""
    session = _done_by_itself(tmp_path)
    before = list(session.moves)
    player = session.players[session.notation.prompt(session.state).seat]
    ruling = session.enter_as("done", None, host=True, keyboard=True)
    assert isinstance(ruling, Unreadable) and "'done' is a step nile took by itself (" in ruling.message \
        and ruling.message.endswith(f"(for {player}'s own step, name the player: {player} done)"), ruling
    assert session.moves == before
    assert isinstance(session.enter_as(f"{player} done", None, host=True, keyboard=True), Accepted)


def test_a_done_typed_again_at_the_terminal_is_asked_in_place_and_a_yes_enters_the_players_own(tmp_path):
    """s38 closing: the refusal above left a Ben who meant to pass, at his own ``Ben>`` prompt, refused once. At
    the terminal the step taken by itself is said again right above the prompt, and a bare ``done`` is asked
    about in place: no (or a bare Enter) enters nothing, another answer is the next line, a yes enters ``Ben
    done``. A repeat never ends Ben's turn without a word."""
    from tests.test_play import _terminal

    session = _done_by_itself(tmp_path)
    before = list(session.moves)
    seat = session.notation.prompt(session.state).seat
    player = session.players[seat]
    said = _terminal(session, "done\rn\rdone\r\rdone\rboard\rdone\ry\r\x04")
    text = "\n".join(said)
    assert "  (taken by nile itself just now: " in text, text
    question = f"Enter it for {player} too, as '{player} done'? [y/N]"
    assert text.count(question) == 4 and text.count("(not entered: done; type the step again, or another)") == 3
    assert text.count(f"{player}> board") == 1  # the answer typed at the question is the next line
    assert session.moves[:len(before)] == before and len(session.moves) > len(before)
    assert session.kinds[len(before)] != AUTO and session.notation.prompt(session.state).seat != seat


def test_a_done_typed_again_in_french_is_asked_too(tmp_path):
    """``nile play --lang fr``: « fini » is the ``done`` nile just took by itself typed again in the reader's words;
    it was entered as Ben's own unasked (compared with the record's ``done`` only). It is asked in French, and
    « o » enters Ben's."""
    from prompt_toolkit.application import create_app_session
    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output import DummyOutput

    from scorer.play import play_terminal

    session = _done_by_itself(tmp_path)
    before = len(session.moves)
    player = session.players[session.notation.prompt(session.state).seat]
    said: list[str] = []
    with create_pipe_input() as pipe, create_app_session(input=pipe, output=DummyOutput()):
        pipe.send_text("fini\r\rfini\ro\r\x04")
        assert play_terminal(session, said.append, "fr") == 0
    text = "\n".join(said).replace("\u00a0", " ")
    assert text.count(f"L'enregistrer aussi pour {player}, comme « {player} fini » ? [o/N]") == 2, text
    assert len(session.moves) > before and session.kinds[before] != AUTO
