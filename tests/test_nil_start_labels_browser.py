"""NIL's start draw on a phone at 360 px, in French, German and English (frderev B2, s38): the tiles' names under
their pictures wrap alike and stay clear of their buttons' borders. « loin-droite » and « universelle » ran from border
to border of their 58 px buttons while « loin-gauche » wrapped; now a two-part kind is broken at its hyphen on every
tile, and a one-word name fits on one line."""

from __future__ import annotations

import pytest

from scorer.session import TableSession
from tests.serving import serving
from tests.test_serve_browser import browser, looked_at, pytestmark  # noqa: F401  (fixture, skip)
from tests.test_session import spec_of
from tests.test_web_lang_browser import in_locale

HOST = "h0st-token-0123456789"
SEATS = ("anna-token-0123456789", "ben-token-01234567890")
#: each start-draw tile's button: [its entry, its name's lines, px between the name and the button's outer left and
#: right edges (the border is 2 px)]
LABELS = """Array.from(document.querySelectorAll('form.tell .row.told button.tile')).map(b => {
  const s = b.querySelector('span'), r = b.getBoundingClientRect(), t = s.getBoundingClientRect();
  return [b.value, s.innerText.split(String.fromCharCode(10)), t.left - r.left, r.right - t.right]; })"""


@pytest.mark.parametrize("locale", ["fr-FR", "de-DE", "en-US"])
def test_the_start_draw_s_tile_names_wrap_alike_and_clear_the_border(browser, tmp_path, locale):  # noqa: F811
    session = TableSession.start(spec_of("nil"), ["Anna", "Ben"], [], tmp_path / "g.yaml")
    with serving(session, HOST, SEATS) as (address, _):
        anna = in_locale(browser, locale)
        anna.goto(f"{address.split('?')[0]}?t={SEATS[0]}")
        labels = anna.evaluate(LABELS)
        assert len(labels) == 9, labels  # every kind, the universal too
        for entry, lines, left, right in labels:
            named = "".join(lines)
            assert len(lines) == (2 if "-" in named else 1), (entry, lines)  # broken at its hyphen, or not at all
            assert min(left, right) >= 4, (entry, named, left, right)  # clear of the 2 px border
        looked_at(anna, tmp_path, f"nil-start-labels-{locale[:2]}")
        anna.context.close()
