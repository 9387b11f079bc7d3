"""A fifth game for the tests: Pebbles (take one or two pebbles from a pile; who takes the last one wins),
written as a package of its own with its one data file and its art, installed the way a game from another
distribution is (an entry point of the group ``nile.games``), so that a test can see that a new game touches
no shared file (:mod:`tests.test_fifth_game`).

:func:`install` writes the package into a folder (the test's ``tmp_path``) with the ``.dist-info`` that
``pip install`` would write; the folder on ``sys.path`` makes the game known to :func:`gamedata.games.game_files`
and :func:`scorer.games.registry`.
"""

from __future__ import annotations

import importlib
import sys
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator

PACKAGE = "toy_pebbles"
SLUG = "pebbles"

CATALOGUE = """\
# Pebbles: a toy game for the tests, one card and a pile of pebbles.
game: pebbles
title: Pebbles
credits:
  designer: nobody (a test's toy)
  editions: ["none"]
  artwork: drawn by the test
players: {min: 2, max: 3}
rules_text: none
sources: ["a test [decision]"]
card_size: poker
decks:
  - id: pile
    name: Pile card
    plural: Pile cards
    back: pile
    source: "the toy's one card, which says how many pebbles the pile holds"
    cards:
      - {value: 5}
rule_titles:
  take: "Take one or two pebbles (Tour)"
  end: "The end (Fin)"
"""

GAME = '''\
"""Pebbles: the players take one or two pebbles in turn from a pile as large as its card says; whoever takes
the last pebble wins."""

from __future__ import annotations

import random
from typing import Any, Sequence

from pydantic import StrictInt

from gamedata.catalogue import load_catalogue
from scorer.engine import (TERMINAL, Entry, GameSpec, GameState, IllegalMove, InvalidMove, Prompt, Ranking, Step,
                           check_seating, check_variants, random_playout, rank_by_points)
from scorer.record import RecordedGame, RecordHeader, start_state, validate

SLUG = "pebbles"


class Pebbles(GameState):
    game = SLUG

    def __init__(self, players: Sequence[str], variants: Sequence[str] = ()):
        cat = load_catalogue(SLUG)
        check_seating(cat.title, cat.players.min, cat.players.max, players)
        check_variants(cat.title, cat.variant_ids, variants)
        self.players, self.variants = tuple(players), tuple(variants)
        self.rules = cat.rule_titles
        self.left = int(cat.deck("pile").cards[0].value or 0)
        self.turn, self.taker = 0, -1

    @property
    def current_player(self) -> int:
        return TERMINAL if self.left == 0 else self.turn

    def legal_moves(self) -> list[Any]:
        return [k for k in (1, 2) if k <= self.left]

    def check(self, move: Any) -> IllegalMove | None:
        if self.left == 0:
            return IllegalMove(move, self.rules["end"], "the game is over: the pile is empty")
        if move not in self.legal_moves():
            return IllegalMove(move, self.rules["take"], f"{self.players[self.turn]} takes 1 or 2 pebbles, at most "
                               f"the {self.left} left, not {move}", self.legal_moves())
        return None

    def _do(self, move: Any) -> None:
        if move in self.legal_moves():
            self.left -= move
            self.taker = self.turn
        self.turn = (self.turn + 1) % len(self.players)

    def sample_chance(self, rng: random.Random) -> Any:
        raise RuntimeError("Pebbles has no chance")

    @property
    def is_over(self) -> bool:
        return self.left == 0

    def ranking(self) -> Ranking:
        return rank_by_points(self.players, [int(p == self.taker) for p in range(len(self.players))],
                              over=self.is_over)


class Notation:
    def parse(self, state: Any, text: str, lang: str = "en") -> Any:
        if text.strip() not in ("1", "2"):
            raise InvalidMove(f"{text!r}: write how many pebbles are taken, 1 or 2")
        return int(text)

    def said(self, state: Any, text: str, lang: str) -> str:
        return text  # numbers only: the same in every language

    def read(self, state: Any, text: str, lang: str) -> str:
        return text

    def format(self, state: Any, move: Any) -> str:
        return str(move)

    def entries(self, state: Any) -> list[Entry]:
        return [Entry(str(k)) for k in state.legal_moves()]

    def prompt(self, state: Any) -> Prompt:
        if state.is_over:
            return Prompt("The game is over")
        return Prompt(f"{state.players[state.turn]} takes pebbles ({state.left} left)", seat=state.turn,
                      hint="1 or 2, e.g. 1")

    def news(self, before: Any, move: Any, after: Any) -> list[str]:
        return [f"{after.players[after.taker]} takes the last pebble"] if after.is_over else []

    def automatic(self, state: Any) -> Any:
        return None

    def split(self, state: Any, text: str) -> list[str]:
        return [text]

    def join(self, state: Any, moves: Sequence[Any]) -> tuple[str, int]:
        return str(moves[0]), 1

    def board_text(self, state: Any, width: int = 60, lang: str = "en") -> str:
        return f"{state.left} pebbles left"


class PebblesRecord(RecordHeader):
    turns: list[StrictInt] = []


def read(doc: Any) -> RecordedGame:
    rec = validate(doc, PebblesRecord)
    state = start_state(doc, Pebbles, rec)
    steps = [Step(k, doc.where(("turns", i)), f"turn {i + 1}") for i, k in enumerate(rec.turns)]
    return RecordedGame(SLUG, state, steps, info={"summary": f"{len(steps)} turns"})


def write_record(players: Sequence[str], variants: Sequence[str], moves: Sequence[Any]) -> dict[str, Any]:
    return {"game": SLUG, "players": list(players), **({"variants": list(variants)} if variants else {}),
            "turns": list(moves)}


def simulate(players: Sequence[str], seed: int, variants: Sequence[str]) -> tuple[GameState, list[Any]]:
    state = Pebbles(players, variants)
    return state, random_playout(state, random.Random(seed))


GAME = GameSpec(slug=SLUG, new_game=Pebbles, read_record=read, write_record=write_record, simulate=simulate,
                notation=Notation(), default_names=("Anna", "Ben", "Cleo"),
                start_seat=lambda state, moves: 0)  # the first player named begins
'''

ART = '''\
"""Pebbles' one card: the pile card (front: how many pebbles; back: the game's name)."""

from pnp.art import CardArt, CardFace, ComponentGroup
from pnp.art import draw as d


class Art(CardArt):
    back_labels = {"pile": ""}

    def groups(self):
        deck = self.cat.deck("pile")
        return [ComponentGroup(deck.name, [CardFace("pile", f"back-{deck.back}")] * deck.total, note=deck.source)]

    def _face_pile(self, c, arg, w, h):
        self._bg(c, w, h, "#e9dcae")
        self._title(c, w / 2, h / 2, f"{self.cat.deck('pile').cards[0].value} pebbles", 16, self.inks("#1d2b3a"), w)

    def _face_back(self, c, arg, w, h):
        self._bg(c, w, h, "#1d2b3a")
        self._title(c, w / 2, h / 2, self.cat.title, 16, self.inks("#e9dcae"), w)

    def score_pad(self, c, page_w, page_h):
        d.text(c, page_w / 2, page_h - 30, f"{self.cat.title}: who took the last pebble", 12, self.inks("#1d2b3a"))
'''


def install(folder: Path) -> None:
    """Write the Pebbles package and its ``.dist-info`` (entry point ``pebbles = toy_pebbles``) into
    ``folder``, as ``pip install`` would."""
    package = folder / PACKAGE
    package.mkdir()
    (package / "__init__.py").write_text(GAME, encoding="utf-8")
    (package / "art.py").write_text(ART, encoding="utf-8")
    (package / f"{SLUG}.yaml").write_text(CATALOGUE, encoding="utf-8")
    info = folder / f"{PACKAGE}-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {PACKAGE}\nVersion: 0.1\n", encoding="utf-8")
    (info / "entry_points.txt").write_text(f"[nile.games]\n{SLUG} = {PACKAGE}\n", encoding="utf-8")


def _forget() -> None:
    from gamedata.games import game_files
    from scorer.games import registry

    game_files.cache_clear()
    registry.cache_clear()
    importlib.invalidate_caches()


@contextmanager
def installed(folder: Path) -> Iterator[Any]:
    """Pebbles installed in ``folder`` (:func:`install`) and put on ``sys.path`` for the ``with`` block, which
    gets its :class:`~scorer.engine.GameSpec`; afterwards the game is forgotten (its modules, the path, the
    registry's and the catalogue finder's caches), so no other test sees a fifth game."""
    from scorer.games import registry

    install(folder)
    sys.path.insert(0, str(folder))
    _forget()
    try:
        yield registry()[SLUG]
    finally:
        sys.path.remove(str(folder))
        for name in [m for m in sys.modules if m == PACKAGE or m.startswith(PACKAGE + ".")]:
            del sys.modules[name]
        _forget()
