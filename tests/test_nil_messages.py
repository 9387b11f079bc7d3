"""NIL's rulings, news, prompts and hints as message ids plus named values (issue 24 item 3, on Land Unter's
pattern): the catalogue (``scorer/games/nil/messages.py``) holds every id the package says and nothing else,
with the same placeholders in both texts; every line a game says, on the table's page and each seat's, is
said by id and its id and values give its words again; a ruling carries its id and values through
``IllegalMove``, the session's ``Illegal`` and ``nile check --json``."""

from __future__ import annotations

import ast
import json
import random
import re
from pathlib import Path

import pytest

from scorer.engine import CHANCE, IllegalMove, InvalidMove, said_json, words
from scorer.engine.said import Message, placeholders
from scorer.games.nil import messages, notation, seats
from scorer.games.nil.engine import Nil
from scorer.games.nil.moves import (Blocked, Cross, Deal, Draw, Hold, Place, RackLeft, Reveal, StartDraw,
                                    StartPlayer, Stop, Tally)
from scorer.games.nil.rules import STALLED, Phase
from scorer.session import Illegal, TableSession
from tests.catalogue_checks import check_ids_said, check_ids_written_whole
from tests.test_session import spec_of

PACKAGE = Path(messages.__file__).parent
EXAMPLES = Path(__file__).parent.parent / "examples" / "nil"
NAMES = ["Anna", "Ben", "Cleo", "Dana"]


def test_every_id_said_is_in_the_catalogue_and_every_entry_is_said():
    assert check_ids_said(PACKAGE, messages.CATALOGUE) > 100


def test_every_say_names_its_id_in_the_code():
    """An id is written whole where it is said, so the check above sees every id the package can say: no id
    glued from pieces."""
    assert check_ids_written_whole(PACKAGE, "nil") > 100


def test_no_word_of_a_ruling_is_written_outside_the_catalogue():
    """The engine's checks build no sentence themselves: every IllegalMove of the package gives its reason
    by ``say`` (a name holding a reason said elsewhere, as a problem of the river, passes through)."""
    for path in sorted(PACKAGE.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "IllegalMove" and len(node.args) > 2:
                reason = node.args[2]
                assert not isinstance(reason, (ast.JoinedStr, ast.Constant, ast.BinOp)), \
                    f"{path.name}:{node.lineno}: a ruling in words written in the code"


@pytest.mark.parametrize("entry", messages.CATALOGUE.messages.values(), ids=lambda m: m.id)
def test_the_placeholders_of_an_entry_agree(entry: Message):
    """Both texts name the same values, the value counted is given, and the braces are all fields."""
    if entry.plural is not None:
        assert placeholders(entry.plural) == placeholders(entry.text)
        assert entry.count in entry.needs
        assert entry.text != entry.plural
    for text in (entry.text, entry.plural or ""):
        assert "{}" not in text and text.count("{") == text.count("}") == len(re.findall(r"\{[a-z_]+(:[^}]*)?\}", text))


def test_a_ruling_has_an_id_and_values_beside_the_same_words():
    state = Nil(["Anna", "Ben"])
    state.apply(StartPlayer(0))
    state.apply(Deal((("bend",) * 5, ("straight",) * 5)))
    err = state.check(Place((0, 10), "E"))  # a straight: Anna holds bends only
    assert isinstance(err, IllegalMove)
    assert err.reason == "Anna holds no straight (the rack holds bend, bend, bend, bend, bend)"
    assert (err.id, dict(err.values)) == ("nil.rack.holds-no", {"player": "Anna", "kind": "straight",
                                                                "rack": ["bend"] * 5})
    assert str(err) == f"{err.reason} [rule: {err.rule}]"
    assert words(err.id, err.values) == err.reason


def test_a_plural_is_picked_by_its_count():
    state = Nil(["Anna", "Ben"])
    state.apply(StartPlayer(0))
    state.apply(Deal(((None,) * 5, (None,) * 5)))
    state.apply(Place((0, 10), "E"))
    one = state.check(Blocked(("bend",) * 5))
    assert one is not None and one.reason == "Anna has placed 1 tile this turn; a turn that placed tiles ends with 'stop'"
    state.apply(Place((1, 10), "E"))
    two = state.check(Blocked(("bend",) * 5))
    assert two is not None and two.reason == "Anna has placed 2 tiles this turn; a turn that placed tiles ends with 'stop'"
    assert one.id == two.id == "nil.blocked.placed"
    assert STALLED == "for two full rounds nobody could place a tile" and STALLED.values["rounds"] == 2


def test_a_nested_phrase_keeps_its_own_id():
    """The position a refusal names is a phrase of its own id, and the open end inside it one more."""
    state = Nil(["Anna", "Ben"])
    state.apply(StartPlayer(0))
    state.apply(Deal((("straight",) * 5, ("bend",) * 5)))
    err = state.check(Deal((("bend",) * 5, ("bend",) * 5)))
    assert err is not None and err.id == "nil.deal.once"
    nested = said_json(err.reason)["values"]["next"]
    assert nested["id"] == "nil.position.turn" and nested["text"].startswith("turn 1: Anna to play, 0 tiles placed")
    start_mark = {"text": "the start mark", "id": "nil.point.start-mark", "values": {}}  # said by id: translated
    assert nested["values"]["end"] == {"text": "the start mark (next to A11)", "id": "nil.open-end.next-to",
                                       "values": {"point": start_mark, "squares": ["A11"]}}


def _lines_of_a_game(n: int, seed: int, hidden: bool) -> list[str]:
    """Every line a random game says: at each step the prompt's text and hint, the position, the automatic
    step's news, each seat's own page (hidden games), the rulings of a few illegal or random moves, and the
    news of the move (the referee's and each seat's), then what was not checked."""
    rng = random.Random(seed)
    true, seen = Nil(NAMES[:n]), Nil(NAMES[:n])
    lines: list[str] = []
    kinds = list(seen.counts)
    while not seen.is_over:
        asked = notation.prompt(seen)
        lines += [asked.text, asked.hint, seen.position()]
        auto = notation.automatic(seen)
        lines += [auto.said] if auto is not None else []
        for seat in range(n) if hidden else ():
            own = seats.own_step(seats.seen_by(seen, seat), seat)
            lines += [own.prompt.text, own.prompt.hint] if own is not None else []
        near = seen.board.squares_at(seen.river.open_end) or [(0, 10)]
        tries = [Place(rng.choice(near), rng.choice(("N", "NE", "E", "SE", "S", "SW", "W", "NW"))), Cross(rng.choice(near)),
                 Stop(), Blocked(tuple(rng.choice(kinds) for _ in range(5))), Draw((None,) * 7),
                 Deal(((None,) * 5,) * n), StartPlayer(0), Tally((0,) * n, (0,) * n),
                 Hold(rng.randrange(n), (rng.choice(kinds),) * 3), RackLeft(0, ("bend",), 99), Reveal((None,) * n)]
        for attempt in tries:
            try:
                err = seen.check(attempt)
            except InvalidMove:
                continue
            lines += [err.reason] if err is not None else []
        if seen.phase == Phase.REVEAL:
            move = Reveal(tuple(tuple(sorted(r.elements())) for r in true.racks))
        else:
            move = true.sample_chance(rng) if true.current_player == CHANCE else true.sample_move(rng)
            true.apply(move)
            if hidden and isinstance(move, Deal):
                move = Deal(tuple((None,) * len(r) for r in move.racks))
            elif hidden and isinstance(move, Draw):
                move = Draw((None,) * len(move.tiles))
        before = seen.clone()
        seen.apply(move)
        lines += notation.news(before, move, seen)
        for seat in range(n) if hidden else ():
            lines += notation.news(seats.seen_by(before, seat), seats.hide(before, move, seat), seats.seen_by(seen, seat))
    return lines + seen.unchecked() + seen.findings() + [seen.start_story(), seen.position()]


@pytest.mark.parametrize("n, seed, hidden", [(2, 1, False), (3, 2, True), (4, 3, True)])
def test_every_line_of_simulated_games_has_an_id(n, seed, hidden):
    """Over simulated games (racks seen, and entered as the table sees them), every refusal, news line,
    prompt and hint is said by id, and its id and values say the same words again."""
    said = set()
    for line in _lines_of_a_game(n, seed, hidden):
        if line == "":
            continue  # a seat's page with no example to give
        assert said_json(line)["id"], line
        assert words(line.id, line.values) == line
        said.add(line.id)
    assert len(said) > 40


def test_the_sessions_ruling_carries_the_id(tmp_path):
    session = TableSession.start(spec_of("nil"), ["Anna", "Ben"], [], tmp_path / "game.yaml")
    session.enter("start Anna")
    ruling = session.enter("A11 W")
    assert isinstance(ruling, Illegal)
    assert ruling.id == "nil.place.exit-is-entry" and ruling.values == {"square": "A11", "entry": "W"}
    part = session.enter("A11 E; B11 E; B11 W")  # a part of an entry: its label before the reason, the id kept
    assert isinstance(part, Illegal) and part.reason.startswith("part 3 of 3 ('B11 W'): B11 holds a tile already")
    assert part.id == "nil.place.on-a-tile-no-cross"  # (B11 is the last tile: no crossing there either, s40)


def test_check_json_carries_the_id_and_values(nile):
    result = nile("check", "--json", EXAMPLES / "illegal.yaml")
    violation = json.loads(result.stdout)["violations"][0]
    assert result.exit_code == 1
    assert violation["reason"].startswith("A10: the river would meet A11 at a sharp angle (26.6°)")
    assert violation["id"] == "nil.line.sharp"
    assert violation["values"] == {"square": "A10", "last": "A11", "angle": 26.6, "corner": "NE"}
