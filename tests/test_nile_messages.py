"""NILE's rulings, news, prompts and hints as message ids plus named values (issue 24 item 3, on Land Unter's
pattern): the catalogue (``scorer/games/nile/messages.py``) holds every id the package says and nothing else,
with the same placeholders in both texts; every ruling, news line, prompt, hint and note of simulated games
(the hands told on the players' own pages too) is said by id, and its id and values say the same words again;
a ruling carries its id and values through ``IllegalMove``, the session's ``Illegal`` and ``nile check
--json``. (That the words are the same as before the catalogue: /work/notes/s32/nileshape-probe.py, run once.)"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Iterator

import pytest

from scorer.engine import IllegalMove, InvalidMove, said_json, words
from scorer.engine.said import Message
from scorer.games.nile import messages, notation, seats
from scorer.games.nile.checkpoints import DrawsDone, HarvestIs, PayoutDue, PlagueDestroyed, StorageIs, TurnStart
from scorer.games.nile.engine import Nile, simulate
from scorer.games.nile.moves import Deal, Draw, Flood, Hold, Pass, Plant, Speculate, Tally, Trade
from scorer.session import Illegal, TableSession
from tests.catalogue_checks import check_ids_said, check_ids_written_whole, check_placeholders, check_said
from tests.test_seats import _told_nile
from tests.test_session import spec_of

PACKAGE = Path(messages.__file__).parent
EXAMPLES = Path(__file__).parent.parent / "examples" / "nile"


def test_every_id_said_is_in_the_catalogue_and_every_entry_is_said():
    assert check_ids_said(PACKAGE, messages.CATALOGUE) > 150


def test_every_say_names_its_id_in_the_code():
    """An id is written whole where it is said, so the check above sees every id the package can say: no id
    glued from pieces."""
    assert check_ids_written_whole(PACKAGE, "nile") > 150


@pytest.mark.parametrize("entry", messages.CATALOGUE.messages.values(), ids=lambda m: m.id)
def test_the_placeholders_of_an_entry_agree(entry: Message):
    """Both texts name the same values and the braces are all fields. (The value counted need not be said:
    "the deck of ..." / "the decks of ...", as gettext's ``n``.)"""
    check_placeholders(entry, counted_said=False)


def test_a_nile_ruling_has_an_id_and_values_beside_the_same_words():
    state = Nile(["Anna", "Ben", "Cleo"])
    state.apply(Deal(None))
    wheat = state.cards.parse("Wheat")
    state.apply(Flood(state.cards.parse("Papyrus/Wheat")))
    err = state.check(Plant(0, ((wheat, 3),)))
    assert isinstance(err, IllegalMove)
    assert err.reason == "Wheat is flooded (the flood card is Papyrus/Wheat): no Wheat card may be planted this turn"
    assert (err.id, dict(err.values)) == ("nile.plant.flooded", {"crop": "Wheat", "flood": "Papyrus/Wheat"})
    assert str(err) == f"{err.reason} [rule: {err.rule}]"
    assert words(err.id, err.values) == err.reason


def test_a_nested_phrase_keeps_its_own_id():
    state = Nile(["Anna", "Ben"])
    state.apply(Deal(None))
    err = state.check(Draw(1, None))
    assert err is not None and err.id == "nile.draw.flood-first"
    state.apply(Flood(state.cards.parse("Flax")))
    err = state.check(Trade(0, "market", (0, 0, 1)))
    assert err is not None and err.id == "nile.trade.cost"
    assert said_json(err.reason)["values"]["cards"] == {"text": "3 cards", "id": "nile.cards", "values": {"cards": 3}}


def _tries(state: Nile, rng: random.Random) -> list:
    """Moves to try at any step: most of them illegal there, of every kind and by any seat."""
    cs, n = state.cards, state.n
    seat = lambda: rng.choice([state.active] * 3 + list(range(n)))  # noqa: E731
    kind, crop = (lambda: rng.randrange(cs.kinds)), (lambda: rng.randrange(cs.n_crops))
    return [Trade(seat(), rng.choice(("market", "offering")), tuple(sorted((kind(), kind()))[:rng.randint(0, 2)]),
                  (crop(),) * rng.randint(0, 2)),
            Plant(seat(), ((crop(), rng.randint(1, 4)),)), Plant(seat(), tuple(sorted({crop(): 1, crop(): 2}.items()))),
            Plant(seat(), ((rng.choice(cs.speculations), 2),)),
            Speculate(seat(), tuple(rng.sample(range(cs.kinds), rng.randint(1, 3)))), Pass(seat()), Flood(kind()),
            Draw(rng.randrange(n), rng.choice((None, kind()))), Hold(rng.randrange(n), (kind(),) * rng.randint(1, 7)),
            Deal(None), Tally(tuple(tuple(rng.randint(0, 9) for _ in range(cs.n_crops)) for _ in range(n)))]


def _checkpoints(state: Nile, rng: random.Random) -> list:
    n = state.n
    return [TurnStart(rng.randrange(n), state.turn + 1), DrawsDone(rng.randrange(n), 1, "at the end of the turn"),
            PayoutDue(rng.randrange(n)), HarvestIs({(rng.randrange(n), 0)}), PlagueDestroyed({1}), StorageIs({0: [1] * 5})]


def lines_of_a_game(state: Nile, variants: tuple[str, ...], seed: int, told: bool) -> Iterator[list[str]]:
    """Play the simulated game of ``seed`` on ``state`` (a new game with ``variants``), the hands told on the own
    pages where ``told``, yielding at each step what the referee says (:func:`_lines`) and the news of the
    move."""
    _, moves = simulate(list(state.players), seed, variants)
    rng = random.Random(seed)
    for move in _told_nile(moves) if told else moves:
        lines = _lines(state, rng)
        before = state.clone()
        state.apply(move)
        yield lines + notation.news(before, move, state)


def _lines(state: Nile, rng: random.Random) -> list[str]:
    """What the referee says at this step: the prompt and its hint, the step it takes by itself, where the game
    stands, the notes and findings, each seat's own prompt and tell section, and the rulings of moves tried."""
    asked, auto = notation.prompt(state), notation.automatic(state)
    lines = [asked.text, asked.hint or "", "" if auto is None else auto.said, state.position(), *state.unchecked(),
             *state.findings()]
    for seat in range(state.n):
        own = seats.own_step(seats.seen_by(state, seat), seat)
        lines += [] if own is None else [own.prompt.text, own.prompt.hint or "", own.pick.label if own.pick else ""]
    for move in _tries(state, rng):
        try:
            err = state.check(move)
        except InvalidMove:
            continue
        lines += [] if err is None else [err.reason]
    lines += [err.reason for point in _checkpoints(state, rng) if (err := point.verify(state)) is not None]
    return [line for line in lines if line]


@pytest.mark.parametrize("players, seed, variants, told", [(3, 1, (), True), (2, 2, ("two-player-short",), False),
                                                           (5, 3, (), True)])
def test_every_ruling_news_line_prompt_and_hint_of_simulated_games_has_an_id(players, seed, variants, told):
    """Over simulated games (the hands told on the own pages, so the claims and the trust news come up too),
    every line the referee says is said by id, and its id and values say the same words again."""
    state, ids = Nile(["Anna", "Ben", "Cleo", "Dan", "Eve"][:players], variants), set()
    for lines in lines_of_a_game(state, variants, seed, told):
        ids.update(check_said(line) for line in lines)
    assert len(ids) > 60 and state.is_over


def test_the_sessions_ruling_carries_the_id(tmp_path):
    session = TableSession.start(spec_of("nile"), ["Anna", "Ben", "Cleo"], [], tmp_path / "game.yaml")
    session.enter("Papyrus/Lettuce")
    ruling = session.enter("plant 3 Lettuce")
    assert isinstance(ruling, Illegal)
    assert ruling.id == "nile.plant.flooded" and ruling.values == {"crop": "Lettuce", "flood": "Papyrus/Lettuce"}


def test_check_json_carries_the_id_and_values(nile):
    result = nile("check", "--json", EXAMPLES / "illegal.yaml")
    violation = json.loads(result.stdout)["violations"][0]
    assert result.exit_code == 1
    assert violation["reason"] == "Lettuce is flooded (the flood card is Papyrus/Lettuce): no Lettuce card may be " \
                                  "planted this turn"
    assert violation["id"] == "nile.plant.flooded" and violation["values"]["crop"] == "Lettuce"
