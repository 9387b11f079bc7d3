"""Which language a phone's page speaks (issue 25 §2): each phone its own, at one table.

In this order: the page's switch (``?lang=fr``, three links each named in its own language, kept on the phone
in a cookie, :data:`COOKIE`, scoped to the table's path, ``SameSite=Strict``, holding the language only),
else that cookie, else the phone's ``Accept-Language`` (its ``q`` values honoured, :func:`accepted`), else
``nile serve --lang``, else the environment's (``LC_ALL``, ``LC_MESSAGES``, ``LANG``, ``LANGUAGE``: as the
other commands, :func:`scorer.i18n.language`). An unknown ``?lang=`` is refused (a 400 naming the three).

>>> chosen("de", None, "fr-FR", "en"), chosen(None, "fr", "de", "en"), chosen(None, None, "es, de;q=0.5", "en")
('de', 'fr', 'de')
>>> chosen(None, "xx", "es", "fr")
'fr'
"""

from __future__ import annotations

import re

from scorer.i18n import LANGUAGES

#: the cookie that keeps a phone's language (its value: ``en``, ``fr`` or ``de``, nothing else)
COOKIE = "nile-lang"
#: how long a phone keeps the language it chose, in seconds (a year: a table meets again)
KEPT_SECONDS = 365 * 24 * 3600
#: each language's name in its own words (the switch's links)
OWN_NAMES: dict[str, str] = {"en": "English", "fr": "Français", "de": "Deutsch"}

_RANGE = re.compile(r"^\s*([A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*|\*)\s*(?:;\s*q\s*=\s*([0-9](?:\.[0-9]{0,3})?))?\s*$")


class NotSpoken(ValueError):
    """A ``?lang=`` the page does not speak (``given``, cut short), said with the three it does."""

    def __init__(self, given: str):
        self.given = given[:20]
        super().__init__(f"lang={self.given!r}: not a language of this page; choose "
                         + ", ".join(f"{code} ({name})" for code, name in OWN_NAMES.items()))


def accepted(header: str | None) -> list[str]:
    """The languages nile speaks that an ``Accept-Language`` header asks for, the most wanted first: each range's
    ``q`` (1 when not given; 0 means "not this one"), ties in the header's order, a range by its first subtag
    (``fr-CH`` is French); ``*`` and ranges badly written are left out, as are languages nile does not speak.

    >>> accepted("de-CH, fr;q=0.9, en;q=0.8"), accepted("en;q=0.2, fr-FR"), accepted("es, fr;q=0, *;q=0.1")
    (['de', 'fr', 'en'], ['fr', 'en'], [])
    >>> accepted(None), accepted("fr;q=x, de;q=2, FR-be"), accepted("fr;q=0.5, fr-CA;q=0.9")
    ([], ['fr'], ['fr'])
    """
    wanted: list[tuple[float, int, str]] = []
    for place, item in enumerate((header or "")[:1000].split(",")):
        found = _RANGE.match(item)
        if found is None or found.group(1) == "*":
            continue
        q = float(found.group(2)) if found.group(2) is not None else 1.0
        code = found.group(1).split("-")[0].lower()
        if 0 < q <= 1 and code in LANGUAGES:
            wanted.append((-q, place, code))
    return list(dict.fromkeys(code for _, _, code in sorted(wanted)))


def switched(given: str | None) -> str | None:
    """The language a ``?lang=`` asks for (``en``, ``fr``, ``de``, any case), None when there is none. Raises
    :class:`NotSpoken` for any other value.

    >>> switched("FR"), switched(None)
    ('fr', None)
    """
    if given is None:
        return None
    code = given.strip().lower()
    if code not in LANGUAGES:
        raise NotSpoken(given)
    return code


def chosen(switch: str | None, cookie: str | None, accept: str | None, default: str) -> str:
    """The language of a page: ``switch`` (a ``?lang=`` already read by :func:`switched`), else the ``cookie``
    (where it holds a language nile speaks), else the first of :func:`accepted` ``accept``, else ``default``
    (``nile serve --lang``, else the environment's)."""
    if switch is not None:
        return switch
    if cookie is not None and cookie in LANGUAGES:
        return cookie
    return next(iter(accepted(accept)), default)
