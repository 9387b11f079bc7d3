"""The referee's words in the reader's language: English, French or German (issue 25).

A game says each ruling, news line, prompt and hint as a message id plus named values (a
:class:`~scorer.engine.said.Said`, English words that keep both); a front end puts it into words in the
language it was asked for, where it shows it, with :func:`in_words`. The translations are gettext ``.po``
files (:mod:`scorer.i18n.catalogues`), kept up to date with ``python -m scorer.i18n update``
(:mod:`scorer.i18n.maintain`; ``docs/translating.md``).

The language: ``--lang`` of a command, else the environment (:func:`language`); an unknown ``--lang`` is
:class:`UnknownLanguage`.

>>> from scorer.engine.said import Catalogue, Message, say
>>> _ = Catalogue("toy-i18n", [Message("toy-i18n.who", "{names:and} won")])
>>> in_words(say("toy-i18n.who", names=["Anna", "Ben", "Cleo"]), "de")  # no German catalogue: English words
'Anna, Ben und Cleo won'
>>> in_words("plain words", "fr")
'plain words'
"""

from __future__ import annotations

import os
from typing import Mapping

from scorer.engine.said import Said, Term, Value, said_json, words
from scorer.i18n.catalogues import LANGUAGE_NAMES, LANGUAGES, rule_title

__all__ = ["LANGUAGES", "UnknownLanguage", "in_words", "language", "language_of_environment", "said_json", "words"]


class UnknownLanguage(ValueError):
    """A language the referee does not speak, named with the ones it does."""

    def __init__(self, given: str):
        spoken = ", ".join(f"{code} ({LANGUAGE_NAMES[code]})" for code in LANGUAGES[:-1])
        last = LANGUAGES[-1]
        super().__init__(f"--lang {given}: not a language nile speaks; choose {spoken} or {last} "
                         f"({LANGUAGE_NAMES[last]})")


def in_words(text: str, lang: str, id: str | None = None, values: Mapping[str, Value] | None = None) -> str:
    """``text`` as the reader of ``lang`` reads it: a :class:`Said` put into words in ``lang`` (its nested
    phrases too), a rule title as a game's catalogue translates it, any other text as it is (words no game
    says by id yet stay English). A plain ``text`` that ends with the words of the message ``id`` with
    ``values`` (a session's ruling: a label, "part 2 of 2 ('Cleo 41'): ", before the reason) has those words
    said in ``lang``.

    >>> from scorer.engine.said import Catalogue, Message, say
    >>> _ = Catalogue("toy-label", [Message("toy-label.one", "one card")])
    >>> in_words("part 1: one card", "fr", "toy-label.one", {})  # no French catalogue: as it is
    'part 1: one card'
    """
    if lang == "en":
        return str(text)
    if isinstance(text, Said):
        return words(text.id, text.values, lang)
    if isinstance(text, Term):  # a game's own word (a score table's crop column)
        return text.said(lang)
    if id is not None and values is not None:
        english = words(id, values)
        if text.endswith(english):
            return text[:len(text) - len(english)] + words(id, values, lang)
    return rule_title(text, lang) or text


def _code(locale_name: str) -> str | None:
    """The language of a POSIX locale name (``de_DE.UTF-8`` -> ``de``, ``C`` -> ``en``) if nile speaks it.

    >>> _code("de_DE.UTF-8"), _code("fr"), _code("C.UTF-8"), _code("es_ES")
    ('de', 'fr', 'en', None)
    """
    code = locale_name.split(".")[0].split("@")[0].split("_")[0].split("-")[0].lower()
    if code in ("c", "posix"):
        return "en"
    return code if code in LANGUAGES else None


def language_of_environment(environ: Mapping[str, str] | None = None) -> str:
    """The language the environment asks for, as gettext reads it: the locale of messages is ``LC_ALL``, else
    ``LC_MESSAGES``, else ``LANG``; unless that is ``C``/``POSIX``, ``LANGUAGE`` (a list, ``fr:de``) comes
    first, its first language nile speaks. English when none of them names one.

    >>> language_of_environment({"LANG": "de_DE.UTF-8"}), language_of_environment({"LANG": "fr_FR", "LC_ALL": "C"})
    ('de', 'en')
    >>> language_of_environment({"LANG": "de_DE.UTF-8", "LANGUAGE": "es:fr"}), language_of_environment({})
    ('fr', 'en')
    """
    env = os.environ if environ is None else environ
    messages = next((env[name] for name in ("LC_ALL", "LC_MESSAGES", "LANG") if env.get(name)), "")
    if messages.split(".")[0] not in ("C", "POSIX"):
        for name in env.get("LANGUAGE", "").split(":"):
            code = _code(name) if name else None
            if code is not None:
                return code
    return (_code(messages) if messages else None) or "en"


def language(given: str | None, environ: Mapping[str, str] | None = None) -> str:
    """The language to speak: ``given`` (``--lang``; ``fr``, ``FR`` and ``fr_FR`` alike), else the
    environment's (:func:`language_of_environment`). Raises :class:`UnknownLanguage` for a ``given`` nile
    does not speak.

    >>> language("FR"), language(None, {"LANG": "de_AT.UTF-8"})
    ('fr', 'de')
    >>> language("xx")
    Traceback (most recent call last):
    ...
    scorer.i18n.UnknownLanguage: --lang xx: not a language nile speaks; choose en (English), fr (French) or de (German)
    """
    if given is None:
        return language_of_environment(environ)
    code = _code(given) if given.strip() and given.isprintable() else None
    if code is None or given.split(".")[0].upper() in ("C", "POSIX"):
        raise UnknownLanguage(given)
    return code
