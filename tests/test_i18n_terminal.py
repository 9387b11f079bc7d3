"""What the terminal says around a game's words, in French and German (issue 25 §1-2): a ruling's numbers with
the language's decimal comma, the punctuation of a step's context, ``nile play``'s ``history``, ``hand NAME`` and
``board`` in the reader's words. English stays exactly as it was."""

from __future__ import annotations

from pathlib import Path

import pytest

EXAMPLES = Path(__file__).parent.parent / "examples"


@pytest.mark.parametrize("lang, angle", [("en", "(26.6°)"), ("fr", "(26,6°)"), ("de", "(26,6°)")])
def test_a_rulings_decimal_is_written_as_the_reader_writes_it(nile, lang, angle):
    """NIL's sharp angle: 26.6° in English, 26,6° in French and German (Babel's decimal comma)."""
    result = nile("check", EXAMPLES / "nil" / "illegal.yaml", "--lang", lang)
    assert angle in result.stderr, result.stderr
