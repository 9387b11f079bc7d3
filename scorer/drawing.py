"""The picture of a game under way (a mixin of :class:`~scorer.session.TableSession`): the print's art of the game
as it stands, the last step ringed and captioned, in the reader's language (issue 25, session 38: ``nile play``'s
``show`` in ``--lang``, the page's ``/board.svg`` in each phone's), written now or later by another thread."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from scorer.engine import GameState, LastStep
from scorer.rulings import SessionError
from scorer.whose import SessionParts


class Drawings(SessionParts):
    """:meth:`picture`, :meth:`drawing`, :meth:`caption` (see the module docstring)."""

    path: Path

    if TYPE_CHECKING:  # provided by TableSession and its other mixins
        def last_step(self) -> tuple[str, str] | None: ...
        def entry_said(self, text: str, lang: str) -> str: ...

    def picture(self, path: Path | None = None, lang: str = "en") -> Path | None:
        """Write the picture of the game (``.svg``, ``.png`` or ``.pdf``; default: the record's name with
        ``.svg``, beside it) with the last step's square, field or card ringed, its words in ``lang``, and return
        its path; None for a game without a picture. Raises :class:`SessionError` when it cannot be written."""
        write = self.drawing(path, lang)
        return None if write is None else write()

    def drawing(self, path: Path | None = None, lang: str = "en") -> Callable[[], Path] | None:
        """The picture of the game as it stands now, to be written later, e.g. by another thread
        while the game goes on: a function that writes it (as :meth:`picture`, in ``lang``) and returns its path,
        or raises :class:`SessionError`; None for a game without a picture."""
        if self.spec.picture is None:
            return None
        spans = self.entry_spans()  # the last move the table typed is ringed, not one taken by itself
        return self._drawing_of(self.state.clone(), LastStep(self.moves[spans[-1][1] - 1]) if spans else None,
                                self.caption(self.last_step(), lang), path or self.path.with_suffix(".svg"), lang=lang)

    def caption(self, last: tuple[str, str] | None, lang: str = "en") -> str:
        """A picture's caption of the table's ``last`` entry (what was asked, the entry as the record writes it:
        :meth:`last_step`), in ``lang`` (``nile-cli.picture.caption``: the entry as a reader of ``lang`` types
        it, the question in its words); ``""`` before the first entry."""
        from scorer.engine.cli_messages import said
        from scorer.i18n import in_words

        if last is None:
            return ""
        return said("nile-cli.picture.caption", lang, entry=self.entry_said(last[1], lang),
                    asked=in_words(last[0], lang))

    def _drawing_of(self, state: GameState[Any], marked: LastStep | None, caption: str,
                    target: Path, private: bool = False, lang: str = "en") -> Callable[[], Path]:
        """The picture of ``state`` (a copy nobody changes) with ``marked`` ringed, to be written to ``target``
        (``private``: a seat's view, holding its secrets: readable by the file's owner only), made and drawn while
        the print speaks ``lang`` (:func:`pnp.words.speaking`: the print's art and the picture's own words, as
        ``nile show --lang`` draws them; the drawing may happen in another thread, which speaks it again)."""
        from gamedata.outfile import OutputError
        from pnp.picture import write_picture
        from pnp.words import speaking
        from scorer.engine.cli_messages import said
        from scorer.i18n import in_words

        assert self.spec.picture is not None
        with speaking(lang, self.spec.slug):
            width, height, draw = self.spec.picture(state, marked, caption)
        title = f"{self.spec.title} — {in_words(state.position(), lang)}"

        def write() -> Path:
            try:
                with speaking(lang, self.spec.slug):
                    return write_picture(target, width, height, draw, title=title, private=private)
            except (OutputError, OSError, ValueError) as exc:
                raise SessionError(said("nile-cli.play.cannot-write", lang, why=str(exc))) from None
        return write
