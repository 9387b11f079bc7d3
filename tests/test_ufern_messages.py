"""An den Ufern des Nils' rulings, news, prompts and hints as message ids plus named values (issue 24 item 3):
the catalogue (``scorer/games/ufern/messages.py``) holds every id the package says and nothing else, with the
same placeholders in both texts; a ruling carries its id and values through ``IllegalMove``, the session's
``Illegal`` and ``nile check --json``; its id and values give its words again."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from scorer.engine import IllegalMove, InvalidMove, said_json, words
from scorer.engine.said import Message, placeholders
from scorer.games.ufern import messages, notation
from scorer.games.ufern.engine import Ufern
from scorer.games.ufern.moves import (Bid, BuyJoker, BuySeed, Done, Ebb, EbbEnd, FloodEnd, Grow, Harvest, Joker,
                                      Plant, Restore, Reveal, Rot, SetDesert, Sow, Tally, ToBoat)
from scorer.session import Illegal, TableSession
from tests.catalogue_checks import check_ids_said, check_ids_written_whole
from tests.test_session import spec_of

PACKAGE = Path(messages.__file__).parent
EXAMPLES = Path(__file__).parent.parent / "examples" / "ufern-des-nils"
ID = re.compile(r"ufern-des-nils(\.[a-z0-9-]+)+")


def test_every_id_said_is_in_the_catalogue_and_every_entry_is_said():
    assert check_ids_said(PACKAGE, messages.CATALOGUE) > 150


def test_every_say_names_its_id_in_the_code():
    """An id is written whole where it is said, so the check above sees every id the package can say: no id
    glued from pieces."""
    assert check_ids_written_whole(PACKAGE, "ufern-des-nils", names=True) > 150


@pytest.mark.parametrize("entry", messages.CATALOGUE.messages.values(), ids=lambda m: m.id)
def test_the_placeholders_of_an_entry_agree(entry: Message):
    """Both texts name the same values, the value counted is one of them, and the braces are all fields."""
    if entry.plural is not None:
        assert placeholders(entry.plural) == placeholders(entry.text)
        assert entry.count in placeholders(entry.text)
    for text in (entry.text, entry.plural or ""):
        assert "{}" not in text and text.count("{") == text.count("}") == len(re.findall(r"\{[a-z_]+(:[^}]*)?\}", text))


def sow_without_the_crop() -> tuple[Ufern, IllegalMove]:
    """Anna sows a crop she has none of left (a game walked to its first action turn)."""
    state = Ufern(["Anna", "Ben", "Cleo"])
    rng = random.Random(4)
    while state.step != "actions":
        state.apply(state.sample_chance(rng) if state.current_player < 0 else state.sample_move(rng))
    state.supply[state.seat]["flax"] = 0
    field = next(m.field for m in state.legal_moves() if isinstance(m, Sow))
    err = state.check(Sow(field, "flax"))
    assert err is not None
    return state, err


def test_an_ufern_ruling_has_an_id_and_values_beside_the_same_words():
    state, err = sow_without_the_crop()
    name, have = state.players[state.seat], sorted(state.supply[state.seat].elements())
    assert err.reason == f"{name} has no flax in the supply (it holds {', '.join(have)})"
    assert (err.id, dict(err.values)) == ("ufern-des-nils.sow.no-crop", {"player": name, "crop": "flax", "have": have})
    assert str(err) == f"{err.reason} [rule: {err.rule}]"
    assert words(err.id, err.values) == err.reason


def test_a_count_picks_the_plural_and_an_empty_list_its_word():
    state, _ = sow_without_the_crop()
    state.supply[state.seat].clear()
    err = state.check(Sow(next(iter(state.board.fields)), "flax"))
    assert err is not None and err.reason.endswith("(it holds nothing)")
    state.points = 1
    assert "1 action point left" in state.position()
    state.points = 2
    assert "2 action points left" in state.position()


def test_a_nested_phrase_keeps_its_own_id():
    """The step that cannot come says where the game stands as a phrase of its own id."""
    state = Ufern(["Anna", "Ben"])
    err = state.check(Done())
    assert err is not None and err.id == "ufern-des-nils.step.not-now"
    assert said_json(err.reason)["values"]["position"] == {
        "text": "the set-up: who is first player", "id": "ufern-des-nils.position.start", "values": {}}


def rulings_news_and_prompts(seed: int, players: int, variants: list[str]) -> list[str]:
    """Every prompt's text and hint, the position, the automatic step's news, the rulings on a few moves of
    every kind and the news lines of one simulated game."""
    rng = random.Random(seed)
    state = Ufern(["Anna", "Ben", "Cleo", "Dan", "Eva"][:players], variants)
    fields, crops = list(state.board.fields), list(state.board.crops)
    lines: list[str] = []
    while not state.is_over:
        asked = notation.prompt(state)
        lines += [asked.text, state.position()] + ([asked.hint] if asked.hint else [])
        auto = notation.automatic(state)
        lines += [auto.said] if auto is not None else []
        tries = [Sow(rng.choice(fields), rng.choice(crops)), Grow(rng.choice(fields)), Harvest(rng.choice(fields), "M2"),
                 BuySeed(rng.choice(crops)), BuySeed(rng.choice(crops), rng.randrange(players)), BuyJoker(), Joker(),
                 Restore("M3", 1), Ebb(rng.choice(fields)), EbbEnd(), FloodEnd(), Rot("M4", (1, 2)), Done(),
                 Reveal(rng.choice(sorted(state.board.water_events, key=str))), Bid((rng.choice(crops),)),
                 SetDesert(rng.choice(fields)), ToBoat((rng.choice(crops),)), Plant(rng.choice(fields), "flax", True),
                 Tally((1,), (0,))]
        for attempt in tries:
            try:
                err = state.check(attempt)
            except InvalidMove:
                continue
            lines += [] if err is None else [err.reason]
        move = state.sample_chance(rng) if state.current_player < 0 else state.sample_move(rng)
        before = state.clone()
        state.apply(move)
        lines += notation.news(before, move, state)
    return lines + [state.ranking().tiebreak, *state.unchecked(), notation.prompt(state).text]


@pytest.mark.parametrize("seed, players, variants", [(1, 2, []), (2, 3, ["hippo-auction", "joker-restores"]),
                                                    (3, 4, ["first-player-bid", "buy-other-seed"])])
def test_every_ruling_news_line_and_prompt_of_simulated_games_has_an_id(seed, players, variants):
    """Over simulated games, every refusal, news line, prompt and hint is said by id, and its id and values say
    the same words again."""
    for line in rulings_news_and_prompts(seed, players, variants):
        assert said_json(line)["id"], line
        assert words(line.id, line.values) == line


def test_the_sessions_ruling_carries_the_id(tmp_path):
    session = TableSession.start(spec_of("ufern-des-nils"), ["Anna", "Ben"], [], tmp_path / "game.yaml")
    session.enter("first Anna")
    ruling = session.enter("desert W4.2")
    assert isinstance(ruling, Illegal)
    assert ruling.id == "ufern-des-nils.set-desert.last-field" and ruling.values == {"field": "W4.2", "last": "W4.4"}


def test_check_json_carries_the_id_and_values(nile):
    result = nile("check", "--json", EXAMPLES / "illegal.yaml")
    violation = json.loads(result.stdout)["violations"][0]
    assert result.exit_code == 1
    assert violation["id"].startswith("ufern-des-nils.") and violation["reason"]
    assert words(violation["id"], {k: v["text"] if isinstance(v, dict) else v for k, v in violation["values"].items()}) \
        == violation["reason"]


def test_a_water_phase_skipped_whole_is_one_news_line(tmp_path):
    """fe-table7 #8: where no water card can be laid or removed, the session takes the round's forced stops by
    itself (an ebb that floods instead, then a flood that ends at once [Marée basse; Marée haute], decision U9);
    the table hears one line with its own id, not "(the only entry here)" and the marker's, the switch's and the
    end's lines for each stop (an 11-line box)."""
    from scorer.games.ufern.skipped import skipped
    from scorer.session import Accepted
    from tests.test_session import typed_game

    names, _, texts = typed_game("ufern-des-nils", 0, 2)
    session = TableSession.start(spec_of("ufern-des-nils"), names, [], tmp_path / "g.yaml")
    for text in texts:
        before = session.state.clone()
        ruling = session.enter(text)
        assert isinstance(ruling, Accepted), (text, ruling)
        said = [line for line in ruling.news if "water phase was skipped" in line]
        if said:
            break
    else:
        raise AssertionError("no water phase skipped in the game")
    assert not skipped(before) and [line.id for line in said] == ["ufern-des-nils.news.water-skipped"]
    assert said[0].startswith(f"Round {session.state.round}'s water phase was skipped: no water card could be laid")
    assert not [line for line in ruling.news if "only entry here" in line or "lays water (floods) instead" in line
                or "flood stopped" in line or "ebb stopped" in line or line.startswith("The marker moves")], ruling.news
    assert session.state.step in ("actions", "rot", "hippo")  # (the forced stops taken: the round goes on)
