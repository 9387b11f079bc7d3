"""The test process's one Chromium (tests/conftest.py's :class:`~tests.conftest.SharedChromium`): launched once
for the browser tests that follow one another, and stopped before a test that takes no browser, so that
``asyncio.run()`` (``nile play``'s in-process prompt) still runs there (issue 24: a Playwright kept running
made 21 prompt tests fail with "cannot be called from a running event loop")."""

from __future__ import annotations

import asyncio

from conftest import CHROMIUM

from tests.test_serve_browser import pytestmark as needs_chromium

pytestmark = needs_chromium  # (skipped where Debian's chromium is not installed)

LAUNCHES: list[int] = []


def test_a_browser_test_opens_a_page(chromium):
    page = chromium.new_page(viewport={"width": 360, "height": 740})
    page.set_content("<p>one</p>")
    assert page.inner_text("p") == "one"
    assert CHROMIUM.launches >= 1
    LAUNCHES.append(CHROMIUM.launches)


def test_the_next_browser_test_finds_the_same_browser_its_pages_closed(chromium):
    assert CHROMIUM.launches == LAUNCHES[-1]  # not launched again
    assert not [page for context in chromium.contexts for page in context.pages]  # the last test's page closed
    page = chromium.new_page()
    page.set_content("<p>two</p>")
    assert page.inner_text("p") == "two"


def test_a_test_without_a_browser_after_them_runs_asyncio(tmp_path):
    async def answer() -> str:
        await asyncio.sleep(0)
        return "ran"

    assert asyncio.run(answer()) == "ran"  # (Playwright's loop no longer the thread's running loop)
