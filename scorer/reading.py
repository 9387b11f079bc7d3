"""The language a live session reads its table's entries in (issue 25 §3; a mixin of
:class:`~scorer.session.TableSession`): a game's notation reads English, and with :meth:`ReadIn.read_in` (``nile
play --lang``) or inside :meth:`ReadIn.reading` (``nile serve``: each phone's entry in its language) the reader's
words too (:class:`~scorer.engine.wording.InLanguage`); :meth:`ReadIn.entry_said` writes a recorded entry as that
reader types it. The record is written in English in every language."""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Iterator

from scorer.engine.wording import SPOKEN, InLanguage, Typed
from scorer.whose import SessionParts


class ReadIn(SessionParts):
    """:meth:`read_in`, :meth:`reading` and :meth:`entry_said` (see the module docstring)."""

    def read_in(self, lang: str) -> None:
        """Read the entries typed from now on as a reader of ``lang`` types them, and in English."""
        self.notation = InLanguage(self.spec.notation, lang)

    @contextmanager
    def reading(self, lang: str) -> Iterator[None]:
        """Inside the ``with`` block, read the entries as a reader of ``lang`` types them, and in English; as before
        after it."""
        before = self.notation
        if lang != "en":
            self.read_in(lang)
        try:
            yield
        finally:
            self.notation = before

    def entry_said(self, text: str, lang: str) -> str:
        """The recorded (English) entry ``text`` as a reader of ``lang`` types it (the notation's ``said``; ``text``
        itself for ``en``): what a front end lists, completes and quotes, read back in a session read in ``lang``."""
        return text if lang == "en" else str(self.spec.notation.said(self.state, text, lang))

    def typed_at(self, state: Any, text: str) -> Typed:
        """The recorded (English) entry ``text``, typed at ``state``, as a message's value: said in each reader's
        words (an ``undo`` line quotes « Lin », not the record's ``Flax``)."""
        return Typed(text, {lang: str(self.spec.notation.said(state, text, lang)) for lang in SPOKEN})

    def typed_short(self, texts: list[str]) -> dict[str, str]:
        """Each of the legal entries ``texts`` (the record's words) that the game lets a player type shorter at the
        keyboard, mapped to that shortest form (:attr:`~scorer.engine.GameSpec.short_entries`: Ufern's ``grow
        flax`` for ``grow W4.2``, ``harvest wheat M2`` for ``harvest W5.3 M2``), for ``nile play``'s ``?`` and Tab
        (uferrev2: they offered only the full coordinates); the others are left out."""
        shorter = self.spec.short_entries
        if shorter is None or not texts:
            return {}
        return {t: s for t, s in zip(texts, shorter(self.state, texts)) if s != t}
