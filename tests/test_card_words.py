"""Words on the cards a player reads: legible against what lies behind them."""

from __future__ import annotations

import numpy as np
import pytest

from pnp.art import art_for, draw
from gamedata.catalogue import load_catalogue, load_paper
from pnp.paper import Inks, register_fonts
from tests.test_card_art import render

CAPTION = "WATER LEVEL"


def _luminance(rgb: np.ndarray) -> np.ndarray:
    """WCAG relative luminance of sRGB colours (0-255, last axis RGB)."""
    c = rgb / 255.0
    lin = np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)
    return lin @ np.array([0.2126, 0.7152, 0.0722])


def _render_face(key: str, skip: str | None, monkeypatch, dpi: int = 600) -> np.ndarray:
    """Land Unter's face ``key`` at poker size rendered at ``dpi``, leaving out the text ``skip``."""
    register_fonts()
    card = load_paper().card_sizes["poker"]
    art = art_for("land-unter")(load_catalogue("land-unter"), Inks(False), card, 0.0)
    real = draw.text
    with monkeypatch.context() as m:
        m.setattr(draw, "text", lambda c, x, y, s, *a, **k: None if s == skip else real(c, x, y, s, *a, **k))
        return render(art, key, card.width, card.height, dpi)


@pytest.mark.parametrize("value", range(1, 13))
def test_water_level_caption_reads_against_what_is_behind_it(value, monkeypatch):
    """The white "WATER LEVEL" caption of every water-level card: the luminance contrast of its glyphs
    against the art behind them (rendered without the caption) is at least 4.5:1 (WCAG AA) at 98 %
    of the glyph pixels; it once lay on the wave crest beside the pig, white on pale blue and pink."""
    with_caption = _render_face(f"water-{value}", None, monkeypatch)
    without = _render_face(f"water-{value}", CAPTION, monkeypatch)
    glyph = np.abs(with_caption - without).max(axis=2) > 60  # pixels the caption's ink changes
    assert glyph.sum() > 200, "the caption is printed"
    text_l = _luminance(np.array([255.0, 255.0, 255.0]))
    behind = _luminance(without[glyph])
    contrast = (np.maximum(text_l, behind) + 0.05) / (np.minimum(text_l, behind) + 0.05)
    assert np.percentile(contrast, 2) >= 4.5, (value, np.percentile(contrast, 2))
