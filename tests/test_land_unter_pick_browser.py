"""Land Unter's hand written on a seat's page: a hand refused keeps its twelve boxes ticked, so one untick and one
tick fix it (revcards defect 5: the refusal was right, but every box came back empty)."""

from __future__ import annotations

from scorer.session import TableSession
from tests.serving import serving
from tests.test_serve_browser import browser, phone, pytestmark  # noqa: F401  (fixture, skip)
from tests.test_session import spec_of

SEATS = ("anna-token-0123456789", "ben-token-01234567890", "cleo-token-0123456789")
#: 6.5 lifebelts, where Anna announced 5: refused
HAND = "25 13 14 15 20 29 30 31 46 50 51 58".split()


def test_a_refused_hand_keeps_its_boxes_ticked(browser, tmp_path):
    session = TableSession.start(spec_of("land-unter"), ["Anna", "Ben", "Cleo"], [], tmp_path / "g.yaml")
    session.enter("5 5 5")
    with serving(session, seats=SEATS) as (address, _table):
        page = phone(browser)
        page.goto(f"{address.split('?')[0]}?t={SEATS[0]}")
        fold = page.locator("details:has(form.pick) > summary")
        if fold.count():
            fold.first.click()
        for card in HAND:
            page.locator(f'form.pick label.card:has(input[value="{card}"])').first.click()
        page.locator("form.pick button[type=submit]").first.click()
        page.wait_for_selector("#refusal")
        page.wait_for_function("document.querySelectorAll('form.pick input[type=checkbox]:checked').length > 0")
        ticked = page.evaluate("Array.from(document.querySelectorAll('form.pick input[type=checkbox]:checked'))"
                               ".map(b => b.value)")
        assert sorted(ticked, key=int) == sorted(HAND, key=int)
        assert "5" in page.locator("#refusal").inner_text()  # the reason is still said (6.5 shown, 5 announced)
        page.close()
