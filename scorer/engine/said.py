"""A ruling as a message id plus named values, put into words by one function (:func:`words`).

A game's rulings, news lines and hints are made by :func:`say` (``say("land-unter.play.played-twice",
player="Ben", card=23, by="Anna", trick=3)``), which returns a :class:`Said`: the English words (a ``str``,
so every front end shows it as before) that also keeps the ``id`` and the ``values``, for ``nile check
--json``, the session's :class:`~scorer.rulings.Illegal` and the page's JSON, and for the languages to come
(issue 25), which will put the same id and values into other words at the edge.

The words of every id come from the game's catalogue (:class:`Catalogue`, one module per game, e.g.
``scorer/games/land_unter/messages.py``), entries of :class:`Message`: an id, the English template with
named placeholders (``str.format`` fields), and the plural template with the value that picks between them.
The shape is gettext's ``npgettext(context, singular, plural, n)``: the id is the context, the template the
msgid, so ``pybabel extract -k Message:1c,2,3`` makes a ``.pot`` of a catalogue as it is.

A placeholder's value is a ``str``, a number (a format spec applies: ``{have:g}``), a nested :class:`Said`
(a phrase of its own id, put into words with the sentence), or a list: ``{names:and}`` joins it as
``"Anna, Ben and Cleo"``, ``{cards:comma}`` as ``"1, 4, 9"`` (``{news:semicolon}``: ``"a; b"``), ``{entries:or}`` as ``"a, b or c"``,
``{choices:or-all}`` as ``"a or b or c"``; ``|word`` after the spec is what an empty list reads as
(``{cards:comma|none}``). A number with the spec ``w`` is said in words (``{least:w}``: "two"). A game's own
word (a crop, a card, a tile kind) is a :class:`Term`: its English, said in the reader's language.

>>> _ = Catalogue("toy", [Message("toy.kept", "{player} kept {belts} lifebelt", "{player} kept {belts} lifebelts",
...                                count="belts")])
>>> said = say("toy.kept", player="Ben", belts=2)
>>> said, said.id, dict(said.values)
('Ben kept 2 lifebelts', 'toy.kept', {'player': 'Ben', 'belts': 2})
>>> said == "Ben kept 2 lifebelts", str(say("toy.kept", player="Ben", belts=1))
(True, 'Ben kept 1 lifebelt')
>>> _ = Catalogue("toy2", [Message("toy2.eg", "e.g. {entries:or}"), Message("toy2.rot", "rot {spaces:or-all}")])
>>> say("toy2.eg", entries=["hippo", "rot 2", "desert"]), say("toy2.rot", spaces=["1 2", "1 3", "2 3"])
('e.g. hippo, rot 2 or desert', 'rot 1 2 or 1 3 or 2 3')
>>> say("toy.kept", player="Ben")
Traceback (most recent call last):
...
KeyError: "toy.kept: the values are ['player'], the message needs ['belts', 'player']"
"""

from __future__ import annotations

import string
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Iterable, Mapping, Sequence, Union

from gamedata.rule_figures import number_words as english_number_words
from gamedata.said import Said as Said  # (the one shape of words said from an id, shared with gamedata's phrases)
from gamedata.templating import join_words

#: what a placeholder of a message may hold (see the module docstring)
Value = Union[str, int, float, None, "Said", Sequence[Union[str, int, "Said"]]]


class Term(str):
    """A game's own word (a crop, a card, a tile kind: an entry of ``data/<game>.yaml``, issue 25 §3): the
    English (the ``str`` itself, as records write it) that keeps its words in other languages
    (``translations``: language code -> word, from the entry's ``french``/``german``,
    :class:`gamedata.models.Worded`). A message's value that is a Term is said in the reader's language
    (:func:`words`); a language it has no word for says the English. Equal to the English, so the engines
    compare and count with it as with the plain name; the records write the plain name, never a Term.

    >>> wheat = Term("Wheat", {"fr": "Blé", "de": "Weizen"})
    >>> wheat == "Wheat", wheat.said("de"), wheat.said("en"), Term("Plague", {}).said("fr")
    (True, 'Weizen', 'Wheat', 'Plague')
    """

    translations: Mapping[str, str]

    def __new__(cls, english: str, translations: Mapping[str, str]) -> "Term":
        term = super().__new__(cls, english)
        term.translations = translations
        return term

    def said(self, lang: str) -> str:
        """The word in ``lang`` (the English where it has none)."""
        return self.translations.get(lang, str(self))

    def spellings(self) -> list[str]:
        """The word in every language, English first, each once (what a notation reads).

        >>> Term("Papyrus", {"fr": "Papyrus", "de": "Papyrus"}).spellings(), Term("Flax", {"de": "Lein"}).spellings()
        (['Papyrus'], ['Flax', 'Lein'])
        """
        return list(dict.fromkeys([str(self), *self.translations.values()]))

    def __reduce__(self) -> tuple[type["Term"], tuple[str, dict[str, str]]]:
        """Copied and pickled whole (a :class:`Said` that holds it keeps its words)."""
        return Term, (str(self), dict(self.translations))

    @classmethod
    def joined(cls, separator: str, terms: Sequence["Term"]) -> "Term":
        """``terms`` joined by ``separator`` in every language (NILE's speculation card ``Papyrus/Wheat``,
        ``Papyrus/Blé``): a language one of them lacks says that one in English.

        >>> Term.joined("/", [Term("Papyrus", {"fr": "Papyrus"}), Term("Wheat", {"fr": "Blé"})]).said("fr")
        'Papyrus/Blé'
        """
        langs = {lang for term in terms for lang in term.translations}
        return cls(separator.join(terms), {lang: separator.join(t.said(lang) for t in terms) for lang in sorted(langs)})


def said_json(text: str, lang: str = "en") -> dict[str, object]:
    """``text`` as ``--json`` and the page's JSON carry it: ``{"id", "values"}`` (a nested value a document of
    its own, with its ``text`` in ``lang``); ``{"id": None, "values": {}}`` for words a game still writes itself.

    >>> said_json("plain words")
    {'id': None, 'values': {}}
    """
    if not isinstance(text, Said):
        return {"id": None, "values": {}}
    return {"id": text.id, "values": {k: _json_value(v, lang) for k, v in text.values.items()}}


def _json_value(value: Value, lang: str) -> object:
    if isinstance(value, Said):
        return {"text": words(value.id, value.values, lang), **said_json(value, lang)}
    if isinstance(value, (list, tuple)):
        return [words(v.id, v.values, lang) if isinstance(v, Said) else v for v in value]  # as the text says them
    return value


@dataclass(frozen=True)
class Message:
    """One entry of a game's catalogue: its ``id`` (``<game>.<where>.<what>``), the English ``text`` with
    named placeholders, and where the words change with a number, the ``plural`` text and the value whose
    number picks it (``count``: an int, or a list's length; English: singular for 1)."""

    id: str
    text: str
    plural: str | None = None
    count: str | None = None
    #: the values a :func:`say` of this message must give: its placeholders and the value counted
    needs: frozenset[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if (self.plural is None) != (self.count is None):
            raise ValueError(f"{self.id}: a plural text and the value counted go together")
        if self.plural is not None and placeholders(self.plural) != placeholders(self.text):
            raise ValueError(f"{self.id}: the plural text's placeholders differ from the text's")
        object.__setattr__(self, "needs", placeholders(self.text) | ({self.count} if self.count else set()))


def placeholders(template: str) -> frozenset[str]:
    """The named placeholders of ``template``.

    >>> sorted(placeholders("{player} played {card} in trick {trick}; {cards:comma|none} left"))
    ['card', 'cards', 'player', 'trick']
    """
    return frozenset(field for _, field, _, _ in string.Formatter().parse(template) if field)


#: every catalogue made, by the id prefix it holds (the game's slug)
_CATALOGUES: dict[str, "Catalogue"] = {}


class Catalogue:
    """One game's messages (``prefix``: its slug; every id starts ``<prefix>.``), registered as it is made,
    so that :func:`words` finds an id's words by its prefix. Raises ValueError for an id outside the prefix
    or given twice."""

    def __init__(self, prefix: str, messages: Iterable[Message]):
        self.prefix = prefix
        self.messages: dict[str, Message] = {}
        for message in messages:
            if not message.id.startswith(prefix + ".") or message.id in self.messages:
                raise ValueError(f"{message.id}: not a new id of the catalogue {prefix!r}")
            self.messages[message.id] = message
        _CATALOGUES[prefix] = self

    def __getitem__(self, id: str) -> Message:
        return self.messages[id]


#: the end of the id of a message's words at ``nile play``'s one keyboard (``nile.auto.draw-plague.keyboard``): where
#: a message tells a phone's page what to tap, its keyboard words say what to type instead (:func:`at_keyboard`)
KEYBOARD = ".keyboard"


def at_keyboard(text: str) -> str:
    """``text`` as the terminal says it: a :class:`Said` (and each phrase said in it) whose catalogue holds the
    same id ending in :data:`KEYBOARD` is said in those words, with the same values; any other text as it is.

    >>> _ = Catalogue("toy-key", [Message("toy-key.drawn", "{player}: tap it on your page"),
    ...                           Message("toy-key.drawn.keyboard", "type {player} drew it")])
    >>> at_keyboard(say("toy-key.drawn", player="Ben")), at_keyboard("plain words")
    ('type Ben drew it', 'plain words')
    """
    if not isinstance(text, Said):
        return text
    values = {k: _keyed(v) for k, v in text.values.items()}
    catalogue = _CATALOGUES.get(text.id.split(".", 1)[0])
    keyed = catalogue is not None and text.id + KEYBOARD in catalogue.messages
    if not keyed and all(values[k] is v for k, v in text.values.items()):
        return text
    return say(text.id + KEYBOARD if keyed else text.id, **values)


def _keyed(value: Any) -> Any:
    """A :class:`Said`'s value at the keyboard (:func:`at_keyboard`): a phrase, and each phrase of a list of them
    (``{news:semicolon}``: nilrev3 defect 5, an undo's news said "each on their own page" at ``nile play``)."""
    if isinstance(value, Said):
        return at_keyboard(value)
    if isinstance(value, (list, tuple)) and any(isinstance(v, Said) for v in value):
        keyed = [at_keyboard(v) for v in value]
        return value if all(a is b for a, b in zip(keyed, value)) else type(value)(keyed)
    return value


def message(id: str) -> Message:
    """The catalogue entry of ``id``. Raises KeyError naming an id no catalogue holds."""
    catalogue = _CATALOGUES.get(id.split(".", 1)[0])
    if catalogue is None or id not in catalogue.messages:
        raise KeyError(f"no catalogue holds the message {id!r}")
    return catalogue.messages[id]


#: the sign of a negative number said in French or German (U+2212; English keeps the hyphen-minus it always wrote)
MINUS = "\u2212"


def genitive(name: str, lang: str) -> str:
    """A player's name as its owner, ``{player:gen}``, a form a German translation writes where the English says
    "Anna's" or "of Anna" („Annas Zug“, not „der Zug von Anna“): the name and ``s``, or an apostrophe after a name
    ending in an s sound (``s``, ``ß``, ``x``, ``z``, ``ce``: „Hans’ Zug“, „Max’ Feld“); the name itself in
    another language.

    >>> genitive("Anna", "de"), genitive("Hans", "de"), genitive("Felix", "de"), genitive("Anna", "fr")
    ('Annas', 'Hans’', 'Felix’', 'Anna')
    """
    if lang != "de":
        return name
    return name + ("\u2019" if name.lower().endswith(("s", "ß", "x", "z", "ce")) else "s")


def signed(value: int, lang: str) -> str:
    """A whole number as ``lang`` writes it: a negative one with the minus sign U+2212 in French and German
    (:data:`MINUS`), as a message's value is said, with the hyphen in English: a score table's cells.

    >>> signed(-45, "fr"), signed(-45, "en"), signed(7, "de")
    ('−45', '-45', '7')
    """
    return MINUS + str(-value) if value < 0 and lang != "en" else str(value)


def _plain(value: str | int, format_spec: str, lang: str) -> str:
    """A text or a whole number as ``format`` writes it; a negative number in French and German with a minus sign,
    not a hyphen (« −1 », „−1“)."""
    if type(value) is int and value < 0 and lang != "en":
        return MINUS + (format(-value, format_spec) if format_spec else str(-value))
    return format(value, format_spec) if format_spec else str(value)


def _field(value: object, format_spec: str, lang: str = "en") -> str:
    """One placeholder's value in words: a list joined (``{names:and}``, ``{cards:comma|none}``), a nested
    :class:`Said` put into words with its own id, a number in words (``{least:w}``: "two", "deux", "zwei"; digits
    beyond twelve), a rule title (a ruling may cite one in its words) as a game's catalogue translates it,
    a decimal number with the language's decimal comma (``{angle:g}``: "26,6" in French and German), anything
    else as ``format`` writes it; in ``lang``."""
    if type(value) is str and lang != "en":
        from scorer.i18n.catalogues import rule_title  # the rule titles of the .po files

        value = rule_title(value, lang) or value
    if lang != "en" and (type(value) is float or (type(value) is int and "," in format_spec)):
        from scorer.i18n.catalogues import number  # a decimal comma, the language's grouping

        return number(format(value, format_spec), lang)
    if format_spec == "gen":  # a name's genitive, a German translation's own form
        return genitive(_field(value, "", lang), lang)
    if type(value) is str or type(value) is int:  # most values: the quick way
        if format_spec == "w" and type(value) is int:
            return number_words(value, lang)
        return _plain(value, format_spec, lang)
    if isinstance(value, Said):
        return format(words(value.id, value.values, lang), format_spec)
    if isinstance(value, Term):
        return format(value.said(lang), format_spec)
    if isinstance(value, (list, tuple)):
        return _joined(value, format_spec, lang)
    return format(value, format_spec)


def _joined(values: Sequence[object], format_spec: str, lang: str) -> str:
    """A list placeholder's values in words, joined as ``format_spec`` says (``and``, ``comma|none``...)."""
    how, _, empty = format_spec.partition("|")
    items = [_field(v, "", lang) for v in values]
    if how not in _JOINS:
        raise ValueError(f"a list is joined by 'and', 'comma', 'semicolon', 'or' or 'or-all', not {format_spec!r}")
    return join(items, how, lang) if items else empty


def number_words(n: int, lang: str = "en") -> str:
    """``n`` in words in ``lang`` up to twelve, in digits beyond (a rule figure said in a sentence: ``{least:w}``).

    >>> number_words(2), number_words(2, "fr"), number_words(12, "de"), number_words(13, "fr")
    ('two', 'deux', 'zwölf', '13')
    """
    if lang == "en":
        return english_number_words(n)
    from scorer.i18n.catalogues import number_words as translated  # the languages' own words

    return translated(n, lang)


#: how a list placeholder may be joined (``{names:and}``...)
_JOINS = ("and", "comma", "semicolon", "or", "or-all")


def join(items: Sequence[str], how: str, lang: str = "en") -> str:
    """``items`` (not empty) joined as ``how`` says (``and``, ``comma``, ``semicolon``, ``or``, ``or-all``), in ``lang``: English
    as the module docstring shows, another language by :func:`scorer.i18n.catalogues.join_list`.

    >>> join(["a", "b", "c"], "or"), join(["a", "b", "c"], "and", "fr"), join(["a", "b"], "or-all", "de")
    ('a, b or c', 'a, b et c', 'a oder b')
    >>> join(["a", "b"], "semicolon", "fr"), join(["a", "b"], "semicolon")
    ('a\\xa0; b', 'a; b')
    """
    if how in ("comma", "semicolon"):  # (French sets a no-break space before its semicolon: no line starts with it)
        return (", " if how == "comma" else "\u00a0; " if lang == "fr" else "; ").join(items)
    if lang != "en":
        from scorer.i18n.catalogues import join_list  # the languages' own words for "and" and "or" (Babel's)

        return join_list(items, how, lang)
    if how == "and":
        return join_words(items)
    if how == "or":
        return ", ".join(items[:-1]) + " or " + items[-1] if len(items) > 1 else items[0]
    return " or ".join(items)


@lru_cache(maxsize=None)
def _parts(template: str) -> tuple[tuple[str, str | None, str], ...]:
    """``template`` cut once into (literal text, placeholder or None, format spec)."""
    return tuple((literal, name, spec or "") for literal, name, spec, _ in string.Formatter().parse(template))


def words(id: str, values: Mapping[str, Value], lang: str = "en") -> str:
    """The one function that puts a message into words: ``id``'s template (the plural where its ``count``
    value asks for it) filled with ``values``, in ``lang`` (``"en"``, or a language of
    :data:`scorer.i18n.LANGUAGES`: its catalogue's template and plural rule, English where the id has no
    translation yet). A value that comes quoted in English quotes (a record's value ``'Zed'``, what a player typed)
    is quoted in the reader's (« Zed », „Zed“: :func:`scorer.i18n.typography.quotes`). Raises KeyError for an
    unknown id, or values that are not exactly the ones the message needs (a placeholder left empty, or a value it
    never says)."""
    entry = message(id)
    if entry.needs != values.keys():
        raise KeyError(f"{id}: the values are {sorted(values)}, the message needs {sorted(entry.needs)}")
    n: int | None = None
    if entry.count is not None:
        counted = values[entry.count]
        n = len(counted) if isinstance(counted, (list, tuple)) else counted  # type: ignore[assignment]
    if lang == "en":
        template = entry.plural if entry.plural is not None and n != 1 else entry.text
        return "".join(literal + ("" if name is None else _field(values[name], spec))
                       for literal, name, spec in _parts(template))
    from scorer.i18n.catalogues import elide, template as translated  # the .po files, read at first use
    from scorer.i18n.typography import quotes  # a value quoted in English quotes ('x') is quoted in the reader's

    said = []
    for literal, name, spec in _parts(translated(entry, lang, n)):
        value = "" if name is None else _field(values[name], spec, lang)
        said += [elide(literal, value, lang) if value else literal, value]
    return quotes("".join(said), lang)


def say(id: str, **values: Value) -> Said:
    """A line in words that keeps its ``id`` and ``values`` (:class:`Said`): how a game makes a ruling, a
    news line or a hint. Raises KeyError as :func:`words` does."""
    return Said(words(id, values), id, values)
