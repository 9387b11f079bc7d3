"""The translations of the games' messages, read from gettext ``.po`` files at first use.

Where they live: ``scorer/i18n/locale/<domain>.pot`` (the template, made from a game's catalogue by
``python -m scorer.i18n update``) and ``scorer/i18n/locale/<lang>/LC_MESSAGES/<domain>.po`` (its translation);
a domain is a game's message prefix (``land-unter``, ``nil``, ``nile``, ``ufern-des-nils``). They travel in the
installed package (package-data of ``scorer.i18n``).

Why ``.po`` and no ``.mo``: the ``.po`` file is read with Babel's ``read_po`` the first time a language is
asked for (a few milliseconds per game), so there is no compile step a fresh clone, a ``pip install -e`` or a
translator must remember, and no compiled file that can lag behind its source.

An entry is gettext's ``npgettext``: ``msgctxt`` the message id, ``msgid``/``msgid_plural`` the English texts,
``msgstr[i]`` the translation of plural form ``i`` of the language (``Plural-Forms`` of the file, which Babel
writes from CLDR: French says 0 and 1 in the singular, German 1 only). An entry not translated, or marked
``fuzzy`` (its English changed since it was translated), is said in English.

A game's rule titles (``rule_titles`` of ``data/<game>.yaml``, cited by every ruling) are entries too, with the
context ``<domain>.rule.<rule id>`` and the English title as msgid.
"""

from __future__ import annotations

import gettext
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Literal, Sequence

if TYPE_CHECKING:  # (said.py puts a message into another language through this module)
    from scorer.engine.said import Message

#: the languages the referee speaks, English first (the language of the catalogues in code)
LANGUAGES: tuple[str, ...] = ("en", "fr", "de")
#: each language's name, in English (for messages naming the languages)
LANGUAGE_NAMES: dict[str, str] = {"en": "English", "fr": "French", "de": "German"}
#: the folder of the .pot and .po files
LOCALE = Path(__file__).parent / "locale"


def po_path(domain: str, lang: str) -> Path:
    """The ``.po`` file of ``domain`` (a game's message prefix) in ``lang``."""
    return LOCALE / lang / "LC_MESSAGES" / f"{domain}.po"


def pot_path(domain: str) -> Path:
    """The ``.pot`` template of ``domain``."""
    return LOCALE / f"{domain}.pot"


def rule_context(domain: str, rule: str) -> str:
    """The ``msgctxt`` of a rule title: ``land-unter.rule.turn-up``."""
    return f"{domain}.rule.{rule}"


@dataclass(frozen=True)
class Translations:
    """One ``.po`` file as the referee uses it: each translated message id's templates (one per plural form of
    the language), the language's plural rule (n -> form index) and the rule titles (English -> translated)."""

    templates: dict[str, tuple[str, ...]]
    plural: Callable[[int], int]
    rules: dict[str, str]


@lru_cache(maxsize=None)
def translations(domain: str, lang: str) -> Translations | None:
    """The translations of ``domain`` in ``lang`` (read once), or None when there is no such ``.po`` file:
    each message by its id (``msgctxt``), the rule titles by their English.
    Untranslated and ``fuzzy`` entries are left out (said in English)."""
    return _read(domain, lang, by_context=True)


@lru_cache(maxsize=None)
def plain_translations(domain: str, lang: str) -> Translations | None:
    """The translations of ``domain`` in ``lang`` keyed by their English (``msgid``: a catalogue with no
    message ids, such as ``nile-help``), or None when there is no such ``.po`` file."""
    return _read(domain, lang, by_context=False)


def _read(domain: str, lang: str, by_context: bool) -> Translations | None:
    from babel.messages.pofile import read_po

    path = po_path(domain, lang)
    if not path.is_file():
        return None
    with path.open("rb") as file:
        catalog = read_po(file, domain=domain)  # the plural rule from its Plural-Forms header: no CLDR data loaded
    templates: dict[str, tuple[str, ...]] = {}
    rules: dict[str, str] = {}
    for entry in catalog:
        if entry.fuzzy or not entry.id or bool(entry.context) != by_context:
            continue
        given = entry.string if isinstance(entry.string, (list, tuple)) else (entry.string,)
        strings = tuple(str(s) for s in given if s)
        if len(strings) < len(given) or not strings:
            continue
        if not by_context:
            templates[str(entry.id[0] if isinstance(entry.id, (list, tuple)) else entry.id)] = strings
        elif str(entry.context).startswith(f"{domain}.rule."):
            rules[str(entry.id)] = strings[0]
        else:
            templates[str(entry.context)] = strings
    # the plural expression of the file's Plural-Forms header, as gettext itself evaluates it
    return Translations(templates, gettext.c2py(catalog.plural_expr), rules)


def template(entry: Message, lang: str, n: int | None) -> str:
    """The template ``entry`` is said with in ``lang`` for the count ``n`` (None: a message without plural):
    the translation's plural form for ``n``, or the English text (singular for 1) where it has none. A negative
    count takes the form of its size, as CLDR's plural operand is the absolute value (« −1 point », „−1 Punkt“)."""
    n = abs(n) if n is not None else None
    found = translations(entry.id.split(".", 1)[0], lang)
    forms = found.templates.get(entry.id) if found is not None else None
    if forms is None or found is None:
        return entry.plural if entry.plural is not None and n != 1 else entry.text
    if entry.plural is None or n is None:
        return forms[0]
    return forms[min(found.plural(n), len(forms) - 1)]


def rule_title(title: str, lang: str) -> str | None:
    """``title`` (a rule title in English, as the engines cite it) in ``lang``, or None when no game's
    catalogue translates it."""
    return _rule_titles(lang).get(title)


@lru_cache(maxsize=None)
def _rule_titles(lang: str) -> dict[str, str]:
    """Every game's rule titles in ``lang``, by their English (read once)."""
    titles: dict[str, str] = {}
    for path in sorted((LOCALE / lang / "LC_MESSAGES").glob("*.po")):
        if path.stem.startswith("print-"):  # a game's printed words (pnp.words): no rule titles there
            continue
        found = translations(path.stem, lang)
        titles.update(found.rules if found is not None else {})
    return titles


#: a language's words that drop their vowel before a value starting with one (French: "de Anna" is said
#: "d'Anna", "que Emil" "qu'Emil"): the word's ending, what it becomes
_ELISIONS: dict[str, tuple[tuple[str, str], ...]] = {"fr": (("de ", "d'"), ("que ", "qu'"), ("jusque ", "jusqu'"))}
_VOWELS = frozenset("AEIOUYÀÂÄÆÉÈÊËÎÏÔÖŒÙÛÜaeiouyàâäæéèêëîïôöœùûü")


def elide(literal: str, value: str, lang: str) -> str:
    """``literal``, the words said just before ``value``, with its last word elided where ``lang`` elides it
    before a vowel.

    >>> elide("pas de ", "Anna", "fr"), elide("pas de ", "Ben", "fr"), elide("tour que ", "Emil", "fr")
    ("pas d'", 'pas de ', "tour qu'")
    >>> elide("monde ", "Anna", "fr"), elide("von de ", "Anna", "de")
    ('monde ', 'von de ')
    """
    if value[:1] not in _VOWELS:
        return literal
    for word, elided in _ELISIONS.get(lang, ()):
        if literal.endswith(word) and (len(literal) == len(word) or not literal[-len(word) - 1].isalpha()):
            return literal[:-len(word)] + elided
    return literal


#: the numbers up to twelve in words, per language (English: :func:`gamedata.rule_figures.number_words`)
_NUMBER_WORDS: dict[str, tuple[str, ...]] = {
    "fr": ("zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze", "douze"),
    "de": ("null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf"),
}


def number_words(n: int, lang: str) -> str:
    """``n`` in words in ``lang`` (French or German) up to twelve, in digits beyond or in another language.

    >>> number_words(2, "fr"), number_words(5, "de"), number_words(20, "de")
    ('deux', 'fünf', '20')
    """
    words = _NUMBER_WORDS.get(lang, ())
    return words[n] if 0 <= n < len(words) else str(n)


def number(text: str, lang: str) -> str:
    """``text``, a number as Python writes it in English (``26.6``, ``4,000``, ``1e+06``), as ``lang`` writes it:
    Babel's (CLDR) decimal comma and grouping ("26,6", "4 000" with a narrow no-break space, "4.000"); as it is
    in English or when it is no number.

    >>> number("26.6", "fr"), number("1.5", "de"), number("4,000", "de"), number("26.6", "en"), number("n/a", "fr")
    ('26,6', '1,5', '4.000', '26.6', 'n/a')
    """
    from decimal import Decimal, InvalidOperation

    from babel.numbers import format_decimal

    if lang == "en":
        return text
    try:
        value = Decimal(text.replace(",", ""))
    except InvalidOperation:
        return text
    return str(format_decimal(value, locale=lang, decimal_quantization=False))


@lru_cache(maxsize=None)
def _separators(how: str, lang: str) -> tuple[str, str]:
    """The words between the items of a list joined as ``how`` in ``lang``: (between two of many, before
    the last), from Babel's list patterns (CLDR)."""
    from babel.lists import format_list

    style: Literal["or", "standard"] = "or" if how.startswith("or") else "standard"
    three = format_list(["\x00", "\x01", "\x02"], style=style, locale=lang)
    two = format_list(["\x00", "\x01"], style=style, locale=lang)
    last = two[two.index("\x00") + 1:two.index("\x01")]
    return (last if how == "or-all" else three[three.index("\x00") + 1:three.index("\x01")]), last


def join_list(items: Sequence[str], how: str, lang: str) -> str:
    """``items`` joined in ``lang``: ``and`` ("Anna, Ben et Cleo"), ``or`` ("a, b oder c"), ``or-all``
    ("a ou b ou c"); raises ValueError for another ``how``.

    >>> join_list(["Anna", "Ben", "Cleo"], "and", "fr"), join_list(["Anna", "Ben", "Cleo"], "and", "de")
    ('Anna, Ben et Cleo', 'Anna, Ben und Cleo')
    >>> join_list(["a", "b", "c"], "or", "de"), join_list(["a", "b", "c"], "or-all", "fr"), join_list(["a"], "or", "fr")
    ('a, b oder c', 'a ou b ou c', 'a')
    """
    if how not in ("and", "or", "or-all"):
        raise ValueError(f"a list is joined by 'and', 'or' or 'or-all', not {how!r}")
    if len(items) < 2:
        return "".join(items)
    between, last = _separators(how, lang)
    return between.join(items[:-1]) + last + items[-1]
