"""The printed words in the reader's language: English, French or German (issue 25 §2, §4).

Every text the print draws (a card's words, a summary, a score pad, a board label, a line of the contents
and credits pages) passes through :func:`say` at the moment it is drawn or measured: in English it is
drawn as it is; in French or German it is looked up in the game's print catalogue, a gettext ``.po`` file
beside the referee's (``scorer/i18n/locale/<lang>/LC_MESSAGES/print-<game>.po``). An entry's ``msgid``
is the English text with each number in it written ``{0}``, ``{1}``... (``Round {0}``), so one entry says
every round; its ``msgstr`` keeps the same placeholders. A text with no translation is drawn in English.

The language and the game are those of the pack being built (:func:`speaking`, set by
:func:`pnp.build.build_game`), so the art draws as it always did. ``python -m scorer.i18n update`` makes the
``.pot`` by building every game's pack in English with :func:`recording` on: every text that passes through
:func:`say` is a message (``docs/translating.md``).

>>> with speaking("fr", "toy-words"):
...     say("Round 3")  # no catalogue for this game: English
'Round 3'
>>> template_of("Round 3 of 12: 2.5 mm")
('Round {0} of {1}: {2} mm', ['3', '12', '2.5'])
"""

from __future__ import annotations

import re
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Iterator

#: the folder of the .pot and .po files, the referee's (read as files: the printer imports no referee)
LOCALE = Path(__file__).resolve().parents[1] / "scorer" / "i18n" / "locale"


@dataclass(frozen=True)
class _Speaking:
    lang: str
    game: str


_NOW: ContextVar[_Speaking] = ContextVar("print_words", default=_Speaking("en", ""))
#: the English texts said while recording (:func:`recording`), by game, in the order first said
_RECORD: ContextVar[dict[str, dict[str, None]] | None] = ContextVar("print_words_record", default=None)
#: while :func:`strict`: a French or German text with no catalogue entry raises :class:`Untranslated`
_STRICT: ContextVar[bool] = ContextVar("print_words_strict", default=False)

_NUMBER = re.compile(r"(?<![\w{])\d+(?:\.\d+)?(?![\w}])")
_PLACE = re.compile(r"\{(\d+)\}")
_LETTER = re.compile(r"[^\W\d_]{2}|^[^\W\d_]\. ")  # a word, or a one-letter abbreviation (``p. 5``)
#: a number and its unit (``20 mm``, ``26,6 °``), a ``×`` between numbers (``460 × 476``, ``12 × ½``)
_UNIT = re.compile(r"(?<=[\d½¼¾]) (?=(?:mm|cm|pt|%|°|×)(?!\w))|(?<=×) (?=[\d½¼¾])")
#: French: the space before ``; : ? !`` and inside « », where a line must not break
_FRENCH = re.compile(r" (?=[;:?!»])|(?<=«) ")
#: a range of numbers (``palms 3-4``, ``2-4 players``): an en dash in every language, English too (the rule of
#: :mod:`scorer.i18n.typography`, which the printer may not import); a number inside a word (``W4.2``) or a sign
#: (``-45``) is no range
_RANGE = re.compile(r"(?<=[\d}])-(?=[\d{])")
#: a number's sign (``-1``, ``-{0}``): said in French and German with the minus sign U+2212, as the screen says it
#: (:data:`scorer.engine.said.MINUS`); not after a letter, digit or sign (``A-1``, ``1.5,-0.5`` to type, ``--x``)
_SIGN = re.compile(r"(?<![\w.,\-+\u2212])-(?=[\d½¼¾{])")
MINUS = "\u2212"
NBSP = "\u00a0"


class Untranslated(LookupError):
    """A French or German print drew a text its catalogue has no translation for (:func:`strict`): the
    catalogue was made from packs that never say it (``pnp.wordlist``)."""


def domain(game: str) -> str:
    """The gettext domain of ``game``'s printed words: ``print-land-unter``."""
    return f"print-{game}"


def po_path(game: str, lang: str) -> Path:
    """The ``.po`` file of ``game``'s printed words in ``lang``."""
    return LOCALE / lang / "LC_MESSAGES" / f"{domain(game)}.po"


def template_of(text: str) -> tuple[str, list[str]]:
    """``text`` with each number standing alone written ``{0}``, ``{1}``... (a number inside a word, as in
    ``A4``, stays), and the numbers taken out, in order."""
    numbers: list[str] = []

    def place(match: re.Match[str]) -> str:
        numbers.append(match.group(0))
        return f"{{{len(numbers) - 1}}}"

    return _NUMBER.sub(place, text.replace("{", "{{").replace("}", "}}")), numbers


def _fill(template: str, numbers: list[str], lang: str = "en") -> str:
    """``template`` with its ``{i}`` put back from ``numbers`` (and ``{{``/``}}`` said as braces); in French and
    German a decimal number with a decimal comma (``1,5 mm``), unless a point stands right beside it (a
    version or a field's name such as ``0.1.0``, kept as printed).

    >>> _fill("{0} mm, v{1}.{2}", ["1.5", "0.1", "0"], "fr"), _fill("{0} mm", ["1.5"], "en")
    ('1,5 mm, v0.1.0', '1.5 mm')
    """
    def number(match: re.Match[str]) -> str:
        i = int(match.group(1))
        if i >= len(numbers):
            return match.group(0)
        text = numbers[i]
        around = template[match.start() - 1:match.start()] + template[match.end():match.end() + 1]
        return text.replace(".", ",") if lang in ("fr", "de") and "." not in around else text

    return _PLACE.sub(number, template).replace("{{", "{").replace("}}", "}")


@lru_cache(maxsize=None)
def translations(game: str, lang: str) -> dict[str, str]:
    """The translated entries of ``game``'s printed words in ``lang`` (English template -> translation),
    read once; empty when there is no such ``.po`` file. Untranslated and ``fuzzy`` entries are left out."""
    from babel.messages.pofile import read_po

    path = po_path(game, lang)
    if not path.is_file():
        return {}
    with path.open("rb") as file:
        catalog = read_po(file, domain=domain(game))
    return {str(m.id): str(m.string) for m in catalog if m.id and m.string and not m.fuzzy}


def tie(text: str, lang: str) -> str:
    """``text`` in ``lang`` with a no-break space where a line must not break: between a number and its unit
    or ``×`` (``460 × 476 mm``), and in French before ``; : ? !`` and inside « » (typography of the
    reader's language; English is drawn as it is).

    >>> tie("460 × 476 mm ; « p. ex. » 12 × ½", "fr").replace(NBSP, "~")
    '460~×~476~mm~; «~p. ex.~» 12~×~½'
    >>> tie("20 mm: a", "de").replace(NBSP, "~"), tie("20 mm", "en")
    ('20~mm: a', '20 mm')
    """
    if lang == "en":
        return text
    text = _UNIT.sub(NBSP, signed(text))
    return _FRENCH.sub(NBSP, text) if lang == "fr" else text


def say(text: str) -> str:
    """``text`` (English, as the art draws it) in the language of the pack being built; as it is in
    English, or where the catalogue has no translation (inside :func:`strict`, a text with words and no
    translation raises :class:`Untranslated` instead). Records it while :func:`recording`. A range of numbers is
    drawn with an en dash in every language (``palms 3–4``), and recorded so.

    >>> say("palms 3-4, 2-4 players, W4.2, -45")
    'palms 3–4, 2–4 players, W4.2, -45'
    """
    text = _RANGE.sub("–", text)
    now = _NOW.get()
    record = _RECORD.get()
    if record is not None and _LETTER.search(text):
        record.setdefault(now.game, {}).setdefault(template_of(text)[0], None)
    if now.lang == "en" or not text:
        return text
    table = translations(now.game, now.lang)
    found = table.get(text)
    if found is not None:
        return tie(found, now.lang)
    template, numbers = template_of(text)
    found = table.get(template)
    if found is None and _STRICT.get() and _LETTER.search(text):
        raise Untranslated(f"{domain(now.game)} ({now.lang}) has no entry for {template!r}")
    return signed(text) if found is None else tie(_fill(found, numbers, now.lang), now.lang)


def signed(text: str) -> str:
    """``text`` with each number's sign the minus sign U+2212 (French and German print, frderev C16).

    >>> signed("-1 point, -{0} si éliminé, A-1, 1.5,-0.5, --bleed").replace(MINUS, "~")
    '~1 point, ~{0} si éliminé, A-1, 1.5,-0.5, --bleed'
    """
    return _SIGN.sub(MINUS, text)


def language() -> str:
    """The language of the pack being built (``en`` outside :func:`speaking`)."""
    return _NOW.get().lang


@contextmanager
def speaking(lang: str, game: str) -> Iterator[None]:
    """Draw ``game``'s words in ``lang`` inside the ``with`` block."""
    token = _NOW.set(_Speaking(lang, game))
    try:
        yield
    finally:
        _NOW.reset(token)


@contextmanager
def strict() -> Iterator[None]:
    """Inside the ``with`` block, a French or German text with words that the catalogue cannot say raises
    :class:`Untranslated` instead of being drawn in English (the tests print every option so, issue 25 §1).

    >>> with strict(), speaking("fr", "toy-words"):
    ...     say("Round 3")
    Traceback (most recent call last):
    pnp.words.Untranslated: print-toy-words (fr) has no entry for 'Round {0}'
    """
    token = _STRICT.set(True)
    try:
        yield
    finally:
        _STRICT.reset(token)


@contextmanager
def recording() -> Iterator[dict[str, dict[str, None]]]:
    """Inside the ``with`` block, every text :func:`say` is given is kept, as its template, in the dict
    yielded: game -> templates in the order first said."""
    found: dict[str, dict[str, None]] = {}
    token = _RECORD.set(found)
    try:
        yield found
    finally:
        _RECORD.reset(token)
