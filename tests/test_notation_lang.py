"""Every notation and record error in the reader's language (issue 25 §1/§3, session 37): a sweep that finds the
English sentences a French or German user can still get from ``nile check``/``score``/``play``.

Two campaigns, each keeping what it finds said in French and German equal to the English:

* **records**: the mangled records of the fuzz campaign (``tests/fuzz_campaign.py``: text and structure damage of
  ``examples/``) read and replayed as ``nile check`` does; every record that cannot be used raises a
  :class:`~gamedata.yamlfile.SourceError` or an :class:`~scorer.engine.InvalidMove`, whose message must be said by
  id (so the catalogues say it in French and German);
* **entries**: wrong entries typed at every game's notation (junk words, numbers out of range, a legal entry
  mangled: a word dropped, doubled or swapped, a name or a number changed) at steps along a simulated game, each
  :class:`~scorer.rulings.Unreadable` whose message must be said by id.

A new message that is a plain English string fails here, with the text it said. What is left English on
purpose (the YAML reader's own words about the file, a few of PyYAML's and pydantic's; names, coordinates and
the record's keys in any message) is :data:`LEFT`.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from gamedata.yamlfile import SourceError
from scorer.engine import InvalidMove, replay
from scorer.engine.said import Said

from scorer.i18n import in_words
from scorer.record import load_record, said_error
from scorer.rulings import Accepted, Unreadable
from scorer.session import TableSession
from tests.fuzz_campaign import campaign
from tests.test_session import spec_of, typed_game

GAMES = ["land-unter", "nile", "nil", "ufern-des-nils"]

#: the English that may stay (issue 25 "left", session 37): the YAML reader's words of a file it cannot read as a
#: record's data (gamedata/yamlfile.py: a key twice, a value of the wrong type, aliases, nesting), pydantic's shape
#: messages (``input should be ...``); each a pattern of the English message
LEFT = [re.compile(p) for p in (
    r"the key .* repeats a key of this mapping",
    r"cannot be read as (a|true)",
    r"repeats a value by alias",
    r"merge keys are not supported",
    r"nested more than \d+ deep",
    r"several YAML documents",
    r"a number of \d+ digits",
    r"a mapping key must be a plain name or number",
    r"this value cannot be read",
    r"input should be",
    r"^[\w\[\].\-']+: (value|field|list|string|input|dictionary|assertion|unable|extra|tuple)",
)]


def _left(english: str) -> bool:
    return any(p.search(english) for p in LEFT)


def _english_only(message: str) -> bool:
    """True when ``message`` is not said by id (a plain string) or says the same in French or German as in English."""
    if not isinstance(message, Said):
        return True
    english = in_words(message, "en")
    return in_words(message, "fr") == english or in_words(message, "de") == english


def record_findings(game: str, count: int, seed: int, folder: Path) -> dict[str, str]:
    """The English-only errors of ``count`` mangled records of ``game``: {the message with its numbers as N: the
    message}."""
    found: dict[str, str] = {}
    path = folder / "r.yaml"
    for _, text in campaign(game, count, seed):
        path.write_bytes(text.encode("utf-8", "replace"))
        try:
            replay(*_read(path))
        except SourceError as exc:
            message = Said(exc.message, exc.id, exc.values) if exc.id else exc.message
            if _english_only(message) and not _left(exc.message):
                found.setdefault(re.sub(r"\d+", "N", exc.message)[:80], str(exc))
        except InvalidMove as exc:
            if _english_only(exc.message()) and not _left(str(exc)):
                found.setdefault(re.sub(r"\d+", "N", str(exc))[:80], exc.placed())
    return found


def _read(path: Path):
    """(the game's state, the steps) as ``nile check`` replays them."""
    rec = load_record(path)
    return rec.state, rec.steps


@pytest.mark.parametrize("game", GAMES)
def test_every_error_of_a_mangled_record_is_said_in_french_and_german(game, tmp_path):
    """The record campaign: no error of a mangled record is said in English to a French or German reader."""
    found = record_findings(game, 240, 37, tmp_path)
    assert not found, "\n".join(found.values())


#: wrong entries typed at any step
JUNK = ["", "x", "?", "Zed", "Zed 41", "99", "0", "-3", "41 41", "water", "hand", "hand [1 x]", "[1 2", "tally",
        "tally 3/4", "tally x", "pass", "A11", "A11 Q", "Z99 N", "cross", "cross A11", "bend", "universal", "stop",
        "end", "end [bend]", "end Zed", "rot", "rot M9 1 2", "sow", "sow rice W4.1", "harvest W9.9", "buy", "buy x",
        "joker x", "W4", "flood", "plant", "plant 0 Wheat", "trade", "market x", "hapi", "speculate", "drew", "drew x",
        "Papyrus/Papyrus", "Plague Plague", "holds", "not", "blank-blank W5.1", "A sd W5.1", "hippo", "desert x",
        "ripe", "seed", "first", "bid", "41 Ben Ben", "3/4 out", "Anna hand ?", "Anna 5, 3", "5 [1 4 9] [2]"]


def _mangled(text: str, names: list[str], rng: random.Random) -> str:
    """``text`` with one thing changed: a word dropped, doubled or swapped, a name, a number or a letter."""
    words = text.split()
    if not words:
        return "x"
    i = rng.randrange(len(words))
    kind = rng.randrange(6)
    if kind == 0 and len(words) > 1:
        del words[i]
    elif kind == 1:
        words.insert(i, words[i])
    elif kind == 2:
        words[i] = rng.choice(names + ["Zed"])
    elif kind == 3:
        words[i] = re.sub(r"\d+", lambda m: str(int(m.group()) * 7 + 13), words[i]) if re.search(r"\d", words[i]) \
            else words[i][::-1]
    elif kind == 4:
        words.append(rng.choice(JUNK))
    else:
        j = rng.randrange(len(words))
        words[i], words[j] = words[j], words[i]
    return " ".join(words)


def entry_findings(game: str, seed: int, players: int, every: int, folder: Path) -> dict[str, str]:
    """The English-only messages of wrong entries typed every ``every`` steps of a simulated ``game``: {the message
    with its numbers as N: 'entry -> message'}."""
    rng = random.Random(f"{game}-{seed}")
    names, _, texts = typed_game(game, seed, players, grouped=False)
    session = TableSession.start(spec_of(game), names, [], folder / f"{game}-{seed}.yaml")
    found: dict[str, str] = {}
    for i, text in enumerate(texts):
        if i % every == 0 and not session.over:
            tries = rng.sample(JUNK, 4) + [_mangled(text, names, rng) for _ in range(4)]
            for wrong in tries:
                ruling = session.enter(wrong)
                if isinstance(ruling, Accepted):
                    session.undo()
                elif isinstance(ruling, Unreadable) and _english_only(ruling.message):
                    found.setdefault(re.sub(r"\d+", "N", ruling.message)[:80], f"{wrong!r} -> {ruling.message}")
        assert isinstance(session.enter(text), Accepted), (i, text)
    return found


@pytest.mark.parametrize("game", GAMES)
def test_every_wrong_entry_is_said_in_french_and_german(game, tmp_path):
    """The entry campaign: every message of an entry the notation cannot read is said by id, in French and German
    other than the English, at the fewest and the most seats."""
    seats = spec_of(game).catalogue.players
    found = {**entry_findings(game, 3, seats.min, 6, tmp_path), **entry_findings(game, 4, seats.max, 15, tmp_path)}
    assert not found, "\n".join(found.values())
