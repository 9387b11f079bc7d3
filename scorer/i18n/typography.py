"""The typography a translation keeps: where a French or German text takes a no-break space (U+00A0).

French sets a space before ``; : ? !`` and inside « »; that space must not break a line, or a line would
start with « ; » (a terminal's wrap, the print's wrapper, a phone's page: review-frde B4). French and German
tie a number to its unit and ``×`` to its numbers (``20 mm``, ``460 × 476``: B5), and their abbreviations
(« p. ex. », „z. B.“); a range of numbers takes an en dash (``2–4``). Every French and German msgstr of the
catalogues is written so (``python -m scorer.i18n update`` applies :func:`typeset` to every translation, so a
translator may type plain spaces; ``tests/test_typography.py`` holds every catalogue to it), and the few joins
code makes itself use :data:`NBSP` (:func:`scorer.engine.said.join`'s French semicolon).

A sign that is not punctuation is left as it is: a ``?`` standing for a hidden card in a notation example
(``{other} ? ? ?; {second}: ?``, ``drew: [?, Plague, ?]``), a ``!`` mark after a comma (``* gâtée, ! pourrie``):
a sign right after ``, ; : ( [`` or another sign, followed by another `` ?``, or glued to a following ``;``/``:``.

Quote marks are the reader's (:func:`quotes`): a pair of straight quotes around words (``'main'``, ``"main"``) is
French « » (no-break spaces inside) and German „ “. What is typed exactly, quote marks and all (a YAML value
``'{whole}'``, a shell's ``pip install "nile-games[serve]"``), is itself put in the reader's quotes, and the straight
quotes inside them are left as they are (« pip install "nile-games[serve]" »). An apostrophe is no quote mark:
``l'eau``, ``d'une``, ``d'{player}``, ``geht's`` stay (a quote opens after a space, a bracket or the start, and
closes before a space, a sign or the end).
"""

from __future__ import annotations

import re

#: the no-break space a French or German text ties with (U+00A0)
NBSP = "\u00a0"
#: a plain space before ``; : ? ! »`` when the sign is punctuation (also a msgstr's leading space before it, which
#: the code glues to the message before)
_PUNCT = re.compile(r"(?:(?<=[^\s,;:(\[?!«])|^) (?=[;:?!»](?:[\s\u00a0<]|$|[)\]'\".,»]))(?![?!] \?)")
_OPEN = re.compile(r"« ")
#: a plain space before a closing », whatever comes before it (« game: »)
_CLOSE = re.compile(r" »")
_UNIT = re.compile(r"(?<=[\d}½¼¾]) (?=(?:mm|cm|pt|px|dpi|×|%)(?!\w))")
_TIMES = re.compile(r"(?<=×) (?=[\d{½¼¾])")
_PEX = re.compile(r"\bp\. ex\.")
_ZB = re.compile(r"\bz\. B\.")
#: a range of numbers (``2-4``, ``{0}-{1}``): an en dash, not a hyphen
_RANGE = re.compile(r"(?<=[\d}])-(?=[\d{])")
#: the reader's quotes, with what they hold (left as it is: straight quotes in them are typed)
_QUOTED = re.compile(r"«[^»]*»|„[^“]*“")
#: a pair of straight quotes around words: opened after a space, ``(`` or the start, closed before anything but a
#: letter, a digit or ``{`` (an apostrophe inside, ``'l'eau'``, is followed by a letter); a YAML list's item
#: (``['flax']``) is no quotation
_SINGLE = re.compile(r"(?:(?<=[\s(])|^)'(?=\S)(.+?)(?<=\S)'(?![\w{])")
_DOUBLE = re.compile(r'(?:(?<=[\s(])|^)"(?=\S)([^"\n]+?)(?<=\S)"(?![\w{])')


def quotes(text: str, lang: str) -> str:
    r"""``text`` with each pair of straight quotes around words in ``lang``'s quote marks (French « » with no-break
    spaces inside, German „ “; English as it is), outside the reader's quotes (what they hold is typed exactly, its
    straight quotes too); apostrophes left; idempotent.

    >>> quotes("tapez 'main' ou \"arrêt\" d'abord, l'eau de 'l'eau' et d'{player}", "fr").replace(NBSP, "~")
    "tapez «~main~» ou «~arrêt~» d'abord, l'eau de «~l'eau~» et d'{player}"
    >>> quotes("setz es in Anführungszeichen: „{player}: '{whole}'“, gibt's 'Hand'", "de")
    "setz es in Anführungszeichen: „{player}: '{whole}'“, gibt's „Hand“"
    >>> quotes("(write 'cross A1')", "fr").replace(NBSP, "~"), quotes("8,5\" × 11\"; 'x'", "en")
    ('(write «~cross A1~»)', '8,5" × 11"; \'x\'')
    >>> quotes("pas ['flax']", "fr")
    "pas ['flax']"
    """
    if lang not in ("fr", "de"):
        return text
    left, right = ("«" + NBSP, NBSP + "»") if lang == "fr" else ("„", "“")

    def outside(part: str) -> str:
        part = _SINGLE.sub(lambda m: left + m.group(1) + right, part)
        return _DOUBLE.sub(lambda m: left + m.group(1) + right, part)

    pieces, start = [], 0
    for kept in _QUOTED.finditer(text):
        pieces += [outside(text[start:kept.start()]), kept.group()]
        start = kept.end()
    return "".join([*pieces, outside(text[start:])])


def units(text: str) -> str:
    """``text`` with a number (or a ``{placeholder}``) tied to its unit, and ``×`` to its numbers, and a range of
    numbers written with an en dash.

    >>> units("20 mm, 460 × 476 mm, 12 × ½, {0} pt, 5 %, 3 mmol, {0}-{1} joueurs, 1-{cards}, W4.2, -45").replace(NBSP, "~")
    '20~mm, 460~×~476~mm, 12~×~½, {0}~pt, 5~%, 3 mmol, {0}–{1} joueurs, 1–{cards}, W4.2, -45'
    """
    return _RANGE.sub("–", _TIMES.sub(NBSP, _UNIT.sub(NBSP, text)))


def french(text: str) -> str:
    """``text`` (French) in French typography: a no-break space before ``; : ? !`` and inside « », « p. ex. »
    and :func:`units` tied, its quotes « » (:func:`quotes`); idempotent; a sign that is not punctuation left as it is (module docstring).

    >>> french("pli 4 : Anna ; « main » ? p. ex. 20 mm").replace(NBSP, "~")
    'pli 4~: Anna~; «~main~»~? p.~ex. 20~mm'
    >>> french(" ; la carte"), french("<b>Notre choix :</b> x").replace(NBSP, "~")
    ('\\xa0; la carte', '<b>Notre choix~:</b> x')
    >>> french("{first}: {crop} {other} ? ? ?; {second}: ? (drew: [?, Plague, ?]; * gâtée, ! pourrie)")
    '{first}: {crop} {other} ? ? ?; {second}: ? (drew: [?, Plague, ?]; * gâtée, ! pourrie)'
    >>> french("commence par « game: »").replace(NBSP, "~")
    'commence par «~game:~»'
    >>> french(french("a : b")) == french("a : b")
    True
    """
    text = _PUNCT.sub(NBSP, quotes(text, "fr"))
    text = _OPEN.sub("«" + NBSP, text)
    text = _CLOSE.sub(NBSP + "»", text)
    text = _PEX.sub("p." + NBSP + "ex.", text)
    return units(text)


def german(text: str) -> str:
    """``text`` (German) with „z. B.“ and :func:`units` tied, its quotes „ “ (:func:`quotes`); idempotent.

    >>> german("z. B. 20 mm: 3 × 4").replace(NBSP, "~")
    'z.~B. 20~mm: 3~×~4'
    """
    return _ZB.sub("z." + NBSP + "B.", units(quotes(text, "de")))


def typeset(text: str, lang: str) -> str:
    """``text`` in ``lang``'s typography (:func:`french`, :func:`german`; English as it is).

    >>> typeset("a : b", "en"), typeset("a : b", "fr")
    ('a : b', 'a\\xa0: b')
    """
    return french(text) if lang == "fr" else german(text) if lang == "de" else text
