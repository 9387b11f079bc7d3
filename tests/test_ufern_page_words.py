"""Ufern's board on the phones in French and German (s39 uferpage2, frderev A11): the tokens, the track, the boat
and the legend use the reader's crop initials and the colours' numbers, as `nile play`'s text board does (l lin,
b blé...; h Hirse, g Gerste...), not the English letters (f flax, w wheat; R red)."""

from __future__ import annotations

import html
import re
import shutil
from pathlib import Path

import pytest

from scorer.games import game
from scorer.session import TableSession
from scorer.web.board import board_svg

DATA = Path(__file__).parent / "data"


def _texts(tmp_path: Path, lang: str) -> list[str]:
    """The words of Anna's board (the actions of round 1: tokens on the fields, a boat, the legend) in ``lang``."""
    record = tmp_path / "g.yaml"
    shutil.copy(DATA / "ufern-actions-round1.yaml", record)
    session = TableSession.resume(record)
    svg = board_svg(game("ufern-des-nils"), session.state, session.entries(), None, seat=0, lang=lang)
    return [html.unescape(t) for t in re.findall(r"<text[^>]*>([^<]*)</text>", svg)]


@pytest.mark.parametrize("lang, crops, track, token", [
    ("fr", "l lin", "Anna (1) 1", "1B"),  # (Anna's ripe wheat on W5.3: red is 1, wheat « blé »)
    ("de", "h Hirse", "Anna (1) 1", "1G"),  # (wheat is the German rules' „Gerste“)
    ("en", "f flax", "Anna (R) 1", "RW"),
])
def test_the_board_s_letters_are_the_reader_s(tmp_path, lang, crops, track, token):
    texts = _texts(tmp_path, lang)
    words = " ".join(texts)
    assert crops in words and track in words, words[-900:]
    assert token in texts, [t for t in texts if len(t) == 2]
    if lang != "en":
        assert "f flax" not in words and "RW" not in texts and "(R)" not in words
