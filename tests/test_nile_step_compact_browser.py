"""NILE's own step on a 360 px phone, compact (nilerev defect 8, session 38): the trade-and-plant step of a hand not
told ran to 3,422 px (15 trade picks, 10 plant buttons and 6 speculate buttons, each a row of its own, and the tell
section open under them). Its cards are grids of five now, the tell section folded beside the step (one tap
opens it), the hint that repeats the buttons left out: the page is about two thirds as long, every entry still a
button on it, and no entry a tap further than before."""

from __future__ import annotations

from scorer.session import TableSession
from tests.seat_pages import HOST, SEATS, opened
from tests.serving import serving
from tests.test_serve_browser import browser, looked_at, pytestmark  # noqa: F401  (fixture, skip)
from tests.test_session import spec_of


def _step(page) -> dict:
    """What the page offers at the player's own step: its height, every entry button's value and whether it shows
    without opening a fold, the trade picks, the tell section's fold."""
    return page.evaluate("""() => {
        const shown = b => b.getBoundingClientRect().height > 0;
        const entries = Array.from(document.querySelectorAll('section.step-now form.entries button[value]'));
        const fold = document.querySelector('details.tell-fold');
        return {height: document.body.scrollHeight,
                entries: entries.map(b => [b.value, shown(b)]),
                picks: document.querySelectorAll('section.step-now form.trade button.pick').length,
                tell: fold ? fold.open : null, hint: document.querySelectorAll('p.hint').length};
    }""")


def test_the_trade_and_plant_step_of_a_hand_not_told_is_about_two_thirds_as_long(browser, tmp_path):  # noqa: F811
    session = TableSession.start(spec_of("nile"), ["Anna", "Ben"], [], tmp_path / "g.yaml")
    for entry in ("?", "Lettuce"):
        session.enter(entry)
    with serving(session, HOST, SEATS) as (address, table):
        anna, _, _ = opened(browser, address)
        seen = _step(anna)
        # measured at three players (session 38): 3,422 px before, 2,237 px after; two here
        assert seen["height"] <= 2400, seen["height"]
        assert seen["picks"] == 15 and seen["hint"] == 0 and seen["tell"] is False, seen
        values = [v for v, _ in seen["entries"]]
        assert "pass" in values and "plant 2 Papyrus" in values and "speculate Papyrus/Wheat" in values, values
        # taps no more: pass and the plantings of two cards one tap (shown), the rest behind their group's fold
        shown = {v for v, s in seen["entries"] if s}
        assert {"pass", "plant 2 Papyrus", "plant 1 Papyrus and 1 Wheat"} <= shown, shown
        # every tile 44 px and more, its name under its picture without the step's verb
        tiles = anna.locator("section.step-now form.entries details[open] button.tile").evaluate_all(
            "bs => bs.map(b => [b.value, b.querySelector('span').innerText, b.getBoundingClientRect().width,"
            " b.getBoundingClientRect().height])")
        assert tiles and all(w >= 44 and h >= 44 for _, _, w, h in tiles), tiles
        assert ["plant 2 Papyrus", "2 Papyrus"] in [t[:2] for t in tiles], tiles
        looked_at(anna, tmp_path, "nile-step-compact-anna")
        # the tell section: one tap opens it, its cards there to tap
        anna.locator("details.tell-fold > summary").click()
        assert anna.locator("form.tell button.tile").first.bounding_box()["height"] >= 44
        # the prompt no longer asks for the tell at the player's own step (the fold says it)
        assert "tap the 5 cards" not in anna.inner_text("p.prompt")
