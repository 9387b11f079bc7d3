"""The page's words in a phone's language (issue 25 §1-2): the callables a template says them with, the words
its script shows, and the one place an entry button's label is made.

A template says the page's own words with ``_("nile-web.<id>", name=value)`` (:mod:`scorer.web.messages`; the
plural form by the message's count), a game's words (a ruling's reason, a rule title, news, the prompt and
its hint, a group's name, a crop: a :class:`~scorer.engine.said.Said`, a rule title or a
:class:`~scorer.engine.said.Term`) with ``w(text)`` (:func:`scorer.i18n.in_words`), and an entry button's label
with ``label(text)`` (:func:`entry_label`). The template environment has Jinja2's i18n extension, and these
callables are bound to the request's language, as newstyle gettext callables are: each takes named values and
returns the whole sentence (never pieces glued together), escaped on output like any value.

>>> said = page_words("fr")
>>> said["_"]("nile-web.recorded", entry="Anna 3"), said["w"]("plain words")
(Markup('Enregistré\xa0: Anna 3'), 'plain words')
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable

from markupsafe import Markup, escape

from scorer.engine.said import Term, Value, message, words
from scorer.i18n import in_words
from scorer.i18n.catalogues import LANGUAGES, template
from scorer.web import messages

assert messages.CATALOGUE.prefix == "nile-web"  # registered as it was made: words() finds the page's ids

#: the messages the page's script says (:func:`script_words`): its name for each, the message id
SCRIPT: dict[str, str] = {
    "serverAnswered": "nile-web.js.server-answered", "tapLost": "nile-web.js.tap-lost",
    "pollLost": "nile-web.js.poll-lost", "tapped": "nile-web.js.tapped", "tappedKept": "nile-web.js.tapped-kept",
    "pickedOne": "nile-web.js.picked-one", "pickedTwo": "nile-web.js.picked-two", "tapTwo": "nile-web.trade.tap-two",
    "notAllowed": "nile-web.js.not-allowed", "bidSaid": "nile-web.js.bid-said", "bidNothing": "nile-web.js.bid-nothing",
    "bidSend": "nile-web.js.bid-send", "bidSendNothing": "nile-web.js.bid-send-nothing",
    "tapMoved": "nile-web.js.tap-moved", "buildKept": "nile-web.js.build-kept", "tapDropped": "nile-web.js.tap-dropped",
}


def entry_label(session: Any, text: str, lang: str) -> str:
    """The label of the button that enters ``text`` on a page in ``lang``: the entry in the reader's words
    (:meth:`~scorer.session.TableSession.entry_said`: ``pousser lin W4.2``), which the page's typed entry reads
    too; the button posts the entry's text as it is, the record's, in every language. ``session`` the table's
    :class:`~scorer.session.TableSession` (None: the text as it is).

    >>> entry_label(None, "Anna 3", "de")
    'Anna 3'
    """
    return text if session is None else str(session.entry_said(text, lang))


def quoted_entry(session: Any, text: str) -> Term:
    """The entry ``text`` quoted in a sentence every page says in its own language (what an undo took back), as that
    page's buttons say it: ``“plant 2 Papyrus”``, ``« planter 2 Papyrus »``, ``„anbauen 2 Papyrus“`` (nilerev
    defect 6, session 38).

    >>> quoted_entry(None, "Anna 3").said("de")
    '„Anna 3“'
    """
    marks = {"en": ("“", "”"), "fr": ("«\u00a0", "\u00a0»"), "de": ("„", "“")}
    worded = {lang: f"{marks[lang][0]}{entry_label(session, text, lang)}{marks[lang][1]}" for lang in LANGUAGES}
    return Term(worded["en"], {lang: w for lang, w in worded.items() if lang != "en"})


@lru_cache(maxsize=None)
def game_terms(slug: str) -> dict[str, Term]:
    """The things of game ``slug`` a page names in plain words (its views' hands and cards: ``Papyrus``,
    ``Papyrus/Wheat``, ``Plague``; Ufern's crops ``flax``), each by its English with its words in the other
    languages (the game's ``terms`` hook, :class:`~scorer.engine.GameSpec`); empty for a game that names none so.

    >>> game_terms("nile")["Papyrus/Wheat"].said("fr"), game_terms("ufern-des-nils")["flax"].said("de")
    ('Papyrus/Blé', 'Hirse')
    """
    from scorer.games import game

    terms = game(slug).terms
    return terms() if terms is not None else {}


def said_in(text: object, lang: str, terms: dict[str, Term] | None = None) -> str:
    """A game's words in ``lang``: a :class:`~scorer.engine.said.Term` (or a plain word of ``terms``, the
    game's :func:`game_terms`) said in it, a :class:`~scorer.engine.said.Said` or a rule title by
    :func:`scorer.i18n.in_words`, anything else as it is.

    >>> said_in(Term("Wheat", {"fr": "Blé"}), "fr"), said_in(None, "fr"), said_in("Wheat", "de", game_terms("nile"))
    ('Blé', '', 'Weizen')
    """
    if text is None:
        return ""
    if isinstance(text, Term):
        return text.said(lang)
    if terms and lang != "en" and type(text) is str and text in terms:
        return terms[text].said(lang)
    return in_words(text, lang) if isinstance(text, str) else str(text)


def page_words(lang: str, session: Any = None) -> dict[str, Callable[..., Any]]:
    """The callables a page's template says its words with, in ``lang`` (see the module docstring): ``_`` the
    page's own message (its values escaped, but for those already markup: a ``<span>`` in a sentence),
    ``w`` a game's words, ``label`` an entry button's label, ``worded``
    and ``labelled`` the same of each of a list."""

    def own(id: str, **values: Value) -> Markup:
        # the values escaped, the words as the catalogue has them (they hold no markup: tests/test_web_lang.py),
        # so that an apostrophe is written as it always was
        return Markup(words(id, {k: _escaped(v) for k, v in values.items()}, lang))

    terms = game_terms(session.spec.slug) if session is not None else {}
    return {"_": own, "w": lambda text: said_in(text, lang, terms),
            "label": lambda text: entry_label(session, text, lang),
            "worded": lambda texts: [said_in(text, lang, terms) for text in texts],
            "labelled": lambda texts: [entry_label(session, text, lang) for text in texts]}


def _escaped(value: Any) -> Any:
    """A template's value for a message, escaped for HTML (a list's items each); a number as it is."""
    if isinstance(value, (list, tuple)):
        return [_escaped(v) for v in value]
    return value if isinstance(value, int) or value is None else str(escape(value))


@lru_cache(maxsize=None)
def script_words(lang: str) -> dict[str, list[str]]:
    """The words the page's script shows, in ``lang``, by the script's name for each (:data:`SCRIPT`): each a
    list of templates with ``{name}`` placeholders, the forms for the counts 0, 1 and more (the script takes
    the form ``min(n, 2)``: French says 0 in the singular, English and German in the plural).

    >>> script_words("fr")["tapped"][0], script_words("en")["tapped"][0]
    ('Touché {count} sur {of}\xa0: {cards}', 'Tapped {count} of {of}: {cards}')
    """
    found = {}
    for name, id in SCRIPT.items():
        entry = message(id)
        found[name] = [template(entry, lang, n if entry.count else None) for n in (0, 1, 2)]
    return found
