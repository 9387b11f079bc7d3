"""An entry in the reader's words (issue 25 §3): a game's notation writes and reads its keywords in English (the
record's words, ``plant``, ``stop``, ``M11 E``) and in the words of a French or German table (``planter``,
``arrêt``, ``M11 O``), with one table of words per game (:class:`Wording`), so that what a notation writes in a
language it reads back in that language: ``read(said(text, lang), lang) == text``.

A record keeps the English whatever language an entry was typed in; a front end shows an entry in the reader's
words with the notation's ``said`` and reads what a player types with ``parse(state, text, lang)`` (the
session's :class:`InLanguage` binds a language to the notation it reads with).

>>> w = Wording({"fr": {"plant": "planter", "far-left": "loin-gauche", "W": "O"}, "de": {"plant": "anbauen", "E": "O"}})
>>> w.said("plant 2 Flax; far-left M11 W", "fr"), w.said("Anna plant W", "de", ["Anna"])
('planter 2 Flax; loin-gauche M11 O', 'Anna anbauen W')
>>> w.read("Planter 2 Flax, M11 o", "fr"), w.read("M11 O", "de"), w.read("M11 O", "en")
('plant 2 Flax, M11 W', 'M11 E', 'M11 O')
>>> w.said("plant W", "fr", ["Plant"])  # a player's name stays as it is
'plant O'
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Generic, Iterable, Mapping, Sequence, TypeVar

from scorer.engine.front import Automatic, Entry, GameNotation, Prompt
from scorer.engine.said import Term

#: the languages an entry is written in besides English
SPOKEN = ("fr", "de")


class Wording:
    """One game's words of its entries in each language but English: ``words[lang]`` maps an English word or
    phrase of the notation (a keyword, a compass point, a tile kind: as :meth:`said` matches it, whole, in any
    case) to its word in ``lang``. A word is matched whole: not inside a longer word or number (``N`` is not
    read in ``N5``), but a hyphen parts words (``single-double`` is said ``simple-double``). Where two English
    words are said alike (a tile kind and its label in a list), :meth:`read` reads the first."""

    def __init__(self, words: Mapping[str, Mapping[str, str]]):
        self.words = {lang: dict(table) for lang, table in words.items()}
        self.back: dict[str, dict[str, str]] = {lang: {} for lang in self.words}  # a word said for two: the first
        for lang, table in self.words.items():
            for english, said in table.items():
                self.back[lang].setdefault(said.lower(), english)

    def said(self, text: str, lang: str, names: Iterable[str] = ()) -> str:
        """``text`` (an entry in the record's words, English) with each of its words said in ``lang``; the
        words of a player's name (``names``) stay as they are. English: ``text`` itself."""
        table = self.words.get(lang)
        if not table:
            return text
        return _replaced(text, {k.lower(): v for k, v in table.items()}, names)

    def read(self, text: str, lang: str, names: Iterable[str] = ()) -> str:
        """``text`` as typed by a reader of ``lang``, each of that language's words written as the English one
        (the notation reads the rest as in English); a player's name stays as it is."""
        back = self.back.get(lang)
        return _replaced(text, back, names) if back else text

    def term(self, text: str, names: Iterable[str] = ()) -> "Typed":
        """``text`` (an entry, English) as a hint's example: a :class:`Typed` said in the reader's words
        (:meth:`said`)."""
        names = list(names)
        return Typed(text, {lang: self.said(text, lang, names) for lang in SPOKEN})


    def echo(self, text: str, names: Iterable[str] = ()) -> "Typed":
        """``text`` (what a player typed, read as the record's words) as a message quotes it back: in the reader's
        words (:meth:`term`), a control character escaped and a long text cut (the message puts the quotes).

        >>> w = Wording({"fr": {"blocked": "bloqué"}})
        >>> w.echo("blocked").said("fr"), str(w.echo("a\x1bb")), str(w.echo("x" * 50))[-3:]
        ('bloqué', 'a\\\\x1bb', 'xx…')
        """
        text = text if text.isprintable() else repr(text)[1:-1]
        return self.term(text if len(text) <= ECHOED else text[:ECHOED] + "…", names)


#: at most this many characters of what a player typed are quoted back (:meth:`Wording.echo`)
ECHOED = 40


class Typed(Term):
    """An entry as a message's value (a hint's example, a quoted entry): the record's words (English), said in the
    reader's words, which the game's notation reads back in that language (:meth:`Wording.term`)."""

    def __reduce__(self) -> tuple[type["Term"], tuple[str, dict[str, str]]]:
        """Copied and pickled whole, as a :class:`Typed`."""
        return Typed, (str(self), dict(self.translations))


def _replaced(text: str, table: Mapping[str, str], names: Iterable[str]) -> str:
    """``text`` with each word of ``table`` (lower case keys) replaced, a name's words kept."""
    kept = {w.lower() for name in names for w in name.split()}
    pattern = _pattern(tuple(sorted(table, key=lambda k: (-len(k), k))))

    def one(m: re.Match[str]) -> str:
        word = m.group(0)
        return word if word.lower() in kept else table[word.lower()]

    return pattern.sub(one, text)


@lru_cache(maxsize=64)
def _pattern(keys: tuple[str, ...]) -> re.Pattern[str]:
    """The words ``keys``, longest first, each whole (no letter or digit next to it)."""
    return re.compile(r"(?<![^\W_])(?:" + "|".join(map(re.escape, keys)) + r")(?![^\W_])", re.I)


S = TypeVar("S")
M = TypeVar("M")


class InLanguage(Generic[S, M]):
    """A game's notation that reads each entry typed in ``lang`` (and English) and writes as the game's does: the
    notation a live session reads its table's entries with (:meth:`~scorer.session.TableSession.read_in`)."""

    def __init__(self, notation: GameNotation[S, M], lang: str):
        self.notation, self.lang = notation, lang

    def parse(self, state: S, text: str, lang: str | None = None) -> M:
        """The game's ``parse`` in this language."""
        return self.notation.parse(state, text, lang or self.lang)

    def said(self, state: S, text: str, lang: str) -> str:
        """The game's ``said``."""
        return self.notation.said(state, text, lang)

    def split(self, state: S, text: str) -> list[str]:
        """The game's ``split`` of ``text`` read in this language: the parts in the record's words."""
        return self.notation.split(state, self.notation.read(state, text, self.lang))

    def read(self, state: S, text: str, lang: str) -> str:
        """The game's ``read``."""
        return self.notation.read(state, text, lang)

    def format(self, state: S, move: M) -> str:
        """The game's ``format``."""
        return self.notation.format(state, move)

    def entries(self, state: S) -> list[Entry]:
        """The game's ``entries``."""
        return self.notation.entries(state)

    def prompt(self, state: S) -> Prompt:
        """The game's ``prompt``."""
        return self.notation.prompt(state)

    def news(self, before: S, move: M, after: S) -> list[str]:
        """The game's ``news``."""
        return self.notation.news(before, move, after)

    def automatic(self, state: S) -> Automatic[M] | None:
        """The game's ``automatic``."""
        return self.notation.automatic(state)

    def join(self, state: S, moves: Sequence[M]) -> tuple[str, int]:
        """The game's ``join``."""
        return self.notation.join(state, moves)

    def board_text(self, state: S, width: int = 60, lang: str = "en") -> str:
        """The game's ``board_text``, in ``lang``."""
        return self.notation.board_text(state, width, lang)

