"""Land Unter's rulings, news and hints as message ids plus named values (issue 24 item 3): the catalogue
(``scorer/games/land_unter/messages.py``) holds every id the package says and nothing else, with the same
placeholders in both texts; a ruling carries its id and values through ``IllegalMove``, the session's
``Illegal``, ``nile check --json`` and the page's ``view.json``; a game that still words its rulings itself
passes through the same code with no id."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from scorer.engine import IllegalMove, said_json, say, words
from scorer.engine.said import Message
from scorer.games.land_unter import messages
from scorer.games.land_unter.engine import LandUnter, simulate
from scorer.games.land_unter.moves import Deal, HandWritten, Play, TurnUp
from scorer.games.land_unter.tally import RoundTally
from scorer.session import Illegal, TableSession
from scorer.web.app import create_app
from scorer.web.table import SharedTable
from tests.catalogue_checks import check_ids_said, check_ids_written_whole, check_placeholders, check_said
from tests.test_session import illegal_entry, spec_of, typed_game

PACKAGE = Path(messages.__file__).parent
EXAMPLES = Path(__file__).parent.parent / "examples" / "land-unter"


def test_every_id_said_is_in_the_catalogue_and_every_entry_is_said():
    assert check_ids_said(PACKAGE, messages.CATALOGUE) > 100


def test_every_say_names_its_id_in_the_code():
    """An id is written whole where it is said, so the check above sees every id the package can say: no id
    glued from pieces."""
    assert check_ids_written_whole(PACKAGE, "land-unter", names=True) > 100


@pytest.mark.parametrize("entry", messages.CATALOGUE.messages.values(), ids=lambda m: m.id)
def test_the_placeholders_of_an_entry_agree(entry: Message):
    """Both texts name the same values, the value counted is one of them, and the braces are all fields."""
    check_placeholders(entry)


def test_a_catalogue_entry_refuses_plural_texts_that_disagree():
    with pytest.raises(ValueError, match="placeholders differ"):
        Message("toy.x", "{player} kept {n} lifebelt", "{n} lifebelts kept", count="n")
    with pytest.raises(ValueError, match="go together"):
        Message("toy.y", "{n} lifebelt", count="n")


def test_words_refuse_values_the_message_does_not_say():
    with pytest.raises(KeyError, match="needs"):
        words("land-unter.play.twice", {"player": "Ben", "card": 3, "trick": 2})
    with pytest.raises(KeyError, match="no catalogue holds"):
        say("land-unter.no-such-message")


def test_a_land_unter_ruling_has_an_id_and_values_beside_the_same_words():
    state = LandUnter(["Anna", "Ben", "Cleo"])
    state.apply(Deal((None,) * 3, (5, 3, 6)))
    state.apply(TurnUp((4, 11)))
    state.apply(Play(0, 41))
    err = state.check(Play(1, 41))
    assert isinstance(err, IllegalMove)
    assert err.reason == "weather card 41 is already played in this trick, by Anna; each weather number exists once"
    assert (err.id, dict(err.values)) == ("land-unter.play.in-this-trick", {"card": 41, "by": "Anna"})
    assert str(err) == f"{err.reason} [rule: {err.rule}]"
    assert words(err.id, err.values) == err.reason


def test_a_nested_phrase_keeps_its_own_id():
    state = LandUnter(["Anna", "Ben", "Cleo"])
    state.apply(Deal((frozenset(range(1, 13)), None, None), (None, 3, 6)))
    state.apply(TurnUp((4, 11)))
    err = state.check(Play(1, 5))
    assert err is not None and err.id == "land-unter.play.other-hand"
    assert said_json(err.reason)["values"] == {
        "player": "Ben", "card": 5, "hand": {"text": "Anna's hand", "id": "land-unter.hand.own", "values": {"player": "Anna"}}}


def test_every_ruling_news_line_and_hint_of_simulated_games_has_an_id():
    """Over simulated games (open play too), every refusal of a card played, every news line and every
    prompt's text and hint is said by id, and its id and values say the same words again."""
    for seed, variants in ((1, ()), (2, ("open-play",))):
        from scorer.games.land_unter import notation

        final, moves = simulate(["Anna", "Ben", "Cleo", "Dan"], seed, variants)
        state = LandUnter(["Anna", "Ben", "Cleo", "Dan"], variants)
        rng = random.Random(seed)
        for move in moves:
            asked = notation.prompt(state)
            lines = [asked.text, asked.hint]
            tries: list = [Play(seat, rng.randint(1, 60)) for seat in range(state.n)]
            tries += [TurnUp((rng.randint(1, 12), rng.randint(1, 12))), Deal((None,) * 4, (3, 9, 5, 4)),
                      HandWritten(rng.randrange(4), tuple(rng.sample(range(1, 61), 12))),
                      RoundTally((1, 0, 2, 0), (False, True, False, False), (3, None, 0, 7))]
            for attempt in tries:
                err = state.check(attempt)
                lines += [] if err is None else [err.reason]
            before = state.clone()
            state.apply(move)
            lines += notation.news(before, move, state)
            for line in lines:
                check_said(line)


@pytest.fixture
def session(tmp_path):
    return TableSession.start(spec_of("land-unter"), ["Anna", "Ben", "Cleo"], [], tmp_path / "game.yaml")


def test_the_sessions_ruling_carries_the_id(session):
    for text in ("5 3 6", "4 11", "Anna 41"):
        session.enter(text)
    ruling = session.enter("Ben 41")
    assert isinstance(ruling, Illegal)
    assert ruling.id == "land-unter.play.in-this-trick" and ruling.values == {"card": 41, "by": "Anna"}
    part = session.enter("Ben 7 Cleo 41")  # a part of an entry: its label before the reason, the id kept
    assert isinstance(part, Illegal) and part.reason.startswith("part 2 of 2 ('Cleo 41'): weather card 41")
    assert part.id == "land-unter.play.in-this-trick"


def test_another_games_ruling_passes_with_no_id(tmp_path):
    """A game that says its reasons in plain words (the toy fifth game, Pebbles: every game of ours speaks in
    ids now) goes through the same session and its ruling's JSON, with no id and no values."""
    from tests import toy_game

    with toy_game.installed(tmp_path) as spec:
        session = TableSession.start(spec, ["Anna", "Ben"], [], tmp_path / "pebbles.yaml")
        while session.state.left > 1:
            session.enter("1")
        ruling = session.enter("2")  # one pebble left
        assert isinstance(ruling, Illegal) and ruling.reason and ruling.id is None and ruling.values == {}, ruling
        assert said_json(ruling.reason) == {"id": None, "values": {}}


def test_check_json_carries_the_id_and_values(nile):
    result = nile("check", "--json", EXAMPLES / "illegal.yaml")
    violation = json.loads(result.stdout)["violations"][0]
    assert result.exit_code == 1
    assert violation["reason"] == "Frank played 18, but 18 belongs to Sarah's hand, not to Frank's"
    assert violation["id"] == "land-unter.play.other-hand"
    assert violation["values"]["card"] == 18 and violation["values"]["hand"]["id"] == "land-unter.hand.own"


def test_the_pages_json_says_the_prompt_and_news_by_id(session):
    session.enter("5 3 6")
    view = TestClient(create_app(SharedTable(session, run="ab12"), "tok")).get("/view.json?t=tok").json()
    assert view["said"]["prompt"] == {"id": "land-unter.ask.turn-up", "values": {"round": 1, "trick": 1}}
    assert view["said"]["hint"]["id"] == "land-unter.hint.turn-up"
