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


class _Canvas:
    """A canvas that keeps the discs drawn (x, y, r in mm, y upwards) and does nothing else."""

    def __init__(self) -> None:
        self.discs: list[tuple[float, float, float]] = []

    def circle(self, x: float, y: float, r: float, **_: object) -> None:
        self.discs.append((x, y, r))

    def stringWidth(self, text: str, *_: object) -> float:  # noqa: N802  (reportlab's name)
        return 2.0 * len(text)

    def __getattr__(self, name: str):
        return lambda *a, **k: self  # (a path drawn: its moveTo, lineTo... on this same nothing)


def test_nile_show_s_pawns_and_marker_leave_the_board_s_words_readable():
    """frderev B1: in `nile show`, the three pawns on space 1 were drawn over the board's "how to read the board"
    (« Palmiers d'un ch[3]… »), and the flood marker's disc over « f[●]l'eau monte ». Now the pawns of a space under
    the legend are drawn inside it, and the marker on the circle's rim."""
    from scorer.games.ufern.engine import Ufern
    from scorer.games.ufern.picture import _Picture

    state = Ufern(["Anna", "Ben", "Cleo"])
    picture, canvas = _Picture(state), _Canvas()
    picture.track(canvas)
    x, y, w, h = picture.geo.track_boxes()[0]
    pawns, marker = canvas.discs[:3], canvas.discs[3]
    assert all(x <= px - r and px + r <= x + w and y <= py - r and py + r <= y + h for px, py, r in pawns), (pawns, (x, y, w, h))
    fx, fy, fw, fh = picture.geo.spots()["flood circle"]
    assert ((marker[0] - fx - fw / 2) ** 2 + (marker[1] - fy - fh / 2) ** 2) ** 0.5 >= 0.85 * fw / 2
