"""The tappable board in a real browser at a phone's width: Debian's Chromium driven by Playwright renders
:func:`scorer.web.board.board_svg` in a minimal page 360 px wide and measures what a thumb and an eye get:
every target's box at least 44 x 44 CSS px and on top where it is tapped (nothing drawn over it catches the
tap), every text at least 12 CSS px, the board no wider than the page, each choice button at least 44 px,
and a tap on a target following its plain link (no script on the page).

Never downloads a browser: it launches ``shutil.which("chromium")`` (``.ci/run`` installs Debian's
package), as tests/test_serve_browser.py does."""

from __future__ import annotations

import os
import shutil

import pytest

from scorer.games import game
from scorer.web.board import board_svg, target_choices_svg, targets
from tests.test_board_svg import NIL, UFERN
from tests.test_serve_browser import browser  # noqa: F401  (the fixture: one Chromium launch, shared)

CHROMIUM = shutil.which("chromium")
pytestmark = pytest.mark.skipif(CHROMIUM is None and not os.environ.get("CI"),
                                reason="Debian's chromium is not installed (CI installs it)")
#: a phone's width; tall, so that every target is in the viewport where it is measured
PHONE = {"width": 360, "height": 2400}

MEASURE = """() => {
  const out = {targets: [], texts: [], width: document.documentElement.scrollWidth};
  for (const a of document.querySelectorAll('svg.board a.target')) {
    const r = a.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    out.targets.push({at: a.dataset.at, w: r.width, h: r.height, on_top: !!hit && hit.closest('a') === a});
  }
  for (const t of document.querySelectorAll('svg text')) {
    out.texts.push({text: t.textContent, px: t.getScreenCTM().a * parseFloat(t.getAttribute('font-size'))});
  }
  out.buttons = [...document.querySelectorAll('button')].map(b => {
    const r = b.getBoundingClientRect(); return {w: r.width, h: r.height}; });
  return out;
}"""


def html(svg: str, buttons: str = "") -> str:
    return (f'<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width">'
            f'<body style="margin:0">{svg}<div>{buttons}</div></body>')


def samples() -> list:
    """Positions with targets of each game, a few each, at both zooms."""
    out = []
    for slug, states in (("nil", NIL), ("ufern-des-nils", UFERN)):
        spec = game(slug)
        with_targets = [p for p in states if targets(spec, *p[:2])]
        for k, (state, entries, last) in enumerate(with_targets[:: max(1, len(with_targets) // 4)][:4]):
            for zoom in ("play", "whole"):
                out.append(pytest.param(slug, state, entries, last, zoom, id=f"{slug}-{zoom}-{k}"))
    return out


@pytest.mark.parametrize("slug, state, entries, last, zoom", samples())
def test_targets_and_texts_measured_at_360_px(browser, tmp_path, slug, state, entries, last, zoom):
    spec = game(slug)
    svg = board_svg(spec, state, entries, last, zoom=zoom)
    first = targets(spec, state, entries)[0].at
    buttons = "".join(f'<button aria-label="{c.label}">{c.svg}</button>'
                      for c in target_choices_svg(spec, state, entries, first))
    page = browser.new_page(viewport=PHONE)
    path = tmp_path / "board.html"
    path.write_text(html(svg, buttons), encoding="utf-8")
    page.goto(path.as_uri())
    got = page.evaluate(MEASURE)
    assert got["width"] <= 360
    assert got["targets"], "no target drawn"
    # layout rounds to 1/64 px and an SVG's scale to float: a hundredth of a px is rounding, not a smaller box
    for t in got["targets"]:
        assert t["w"] >= 44 - 0.01 and t["h"] >= 44 - 0.01, t
        assert t["on_top"], f"{t['at']}: something drawn over the target catches the tap"
    small = [t for t in got["texts"] if t["px"] < 12 - 0.01]
    assert not small, small[:5]
    assert got["buttons"] and all(b["w"] >= 44 and b["h"] >= 44 for b in got["buttons"])
    page.locator("svg.board a.target").first.click()
    page.wait_for_url(f"**/board.html?at={got['targets'][0]['at']}")
    page.close()
