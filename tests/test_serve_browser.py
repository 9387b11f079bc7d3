"""``nile serve`` in a real browser: Debian's Chromium driven by Playwright, at phone size (360 x 740).

Never downloads a browser: it launches ``shutil.which("chromium")`` (``.ci/run`` installs Debian's
package). Each test serves a game with uvicorn in a thread on a free port of 127.0.0.1."""

from __future__ import annotations

import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from scorer.session import TableSession
from tests.serving import free_port, serving
from tests.test_session import illegal_entry, spec_of, typed_game

CHROMIUM = shutil.which("chromium")
pytestmark = pytest.mark.skipif(CHROMIUM is None and not os.environ.get("CI"),
                                reason="Debian's chromium is not installed (CI installs it)")
PHONE = {"width": 360, "height": 740}


@pytest.fixture
def browser(chromium):
    """The test process's one Chromium (tests/conftest.py's ``chromium``, shared by the browser modules, each of
    which imports this fixture); the pages a test opened are closed when it ends."""
    return chromium


def phone(browser):
    return browser.new_page(viewport=PHONE)


SHOTS = Path(os.environ.get("NILE_SCREENSHOTS", "")) if os.environ.get("NILE_SCREENSHOTS") else None
#: a short game of each game: the seed of its simulated game at the smallest table
SHORT = {"land-unter": 40, "nile": 43, "nil": 45, "ufern-des-nils": 43}


#: the page's guard against a tap again where the last one went down, on a control a redraw has just put there
#: (scorer/web/static/still.js: OWN_GUARD_MS after the page's own answer, POLL_GUARD_MS after a poll's; NEAR_PX); the
#: page says when its guard ends (data-guard-until)
GUARD_MS, POLL_GUARD_MS, NEAR_PX = 1000, 400, 24
SEEN = """([x, y, near]) => {
  const d = document.documentElement, at = (d.dataset.downAt || "").split(",").map(Number);
  return !(at.length === 2 && Math.abs(at[0] - x) <= near && Math.abs(at[1] - y) <= near)
    || performance.now() > Number(d.dataset.guardUntil || -1e9);
}"""


def seen_first(page, control) -> None:
    """Wait, where ``control`` (a locator) lies where the page's last tap went down and the page was drawn again
    since, until the page's guard has passed: a player sees a control before tapping it, a test's click comes within
    a few ms of the redraw (which the page takes for a second tap of a double tap, and ignores)."""
    control.scroll_into_view_if_needed()
    box = control.bounding_box()
    if box is not None:
        page.wait_for_function(SEEN, arg=[box["x"] + box["width"] / 2, box["y"] + box["height"] / 2, NEAR_PX])


def tap_or_type(page, table, text: str) -> None:
    """Enter ``text`` as a player would: tap its button where the page lists it (when its group is
    folded, first typing it into the filter box, or opening the group), else type it (a card turned up, a deal); then wait for the page of the next revision."""
    following = f"{table.run}.{table.changes + 1}"
    button = page.locator("form.entries").get_by_role("button", name=text, exact=True, include_hidden=True)
    if button.count():
        if not button.is_visible():  # in a folded group: filter the many entries, or open the group
            if page.locator("#filter").count():
                page.fill("#filter", text)
                shown = page.locator("form.entries button:visible")
                assert all(text.lower() in b.lower() for b in shown.all_inner_texts())
            else:
                button.locator("xpath=ancestor::details/summary").click()
        seen_first(page, button)
        button.click()
    else:
        page.fill("#entry", text)
        page.click("form.entry button")
    page.wait_for_selector(f'main#table[hx-get^="/part?rev={following}&"]', state="attached")
    # (the host's page is the table's: a card drawn is '?'; a card told after the session drew face down,
    # 'Anna drew Plague', is recorded as the card)
    shown = table.session.last_step_as(None)[1]
    assert f"Recorded: {shown}" in page.inner_text("main .ruling")


def accessible(page, name: str) -> None:
    """axe-core (the copy axe-playwright-python ships: nothing fetched) finds no violation on ``page``, of
    any impact, best practices included."""
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page)
    assert results.violations_count == 0, f"{name}:\n{results.generate_report()}"


def looked_at(page, tmp_path: Path, name: str) -> None:
    """Check what a phone shows (no sideways scrolling; every button and field at least 44 px tall) and
    keep a screenshot of it (in ``$NILE_SCREENSHOTS`` when set, to be looked at)."""
    # every image loaded (a promise evaluated, not wait_for_function: its polling evals a string, which the
    # page's CSP refuses)
    page.evaluate("Promise.all(Array.from(document.images).map(i => i.complete ? 0 : "
                  "new Promise(r => { i.addEventListener('load', r); i.addEventListener('error', r); })))")
    assert page.evaluate("Array.from(document.images).every(i => i.naturalWidth > 0)"), name
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"], name
    for control in page.query_selector_all("button, input[type=text], input[type=search], summary"):
        box = control.bounding_box()
        assert box is None or box["height"] >= 44, (name, control.inner_text() or control.get_attribute("id"))
    # caret "initial": Playwright hides the caret by an inline style left on every input, which htmx's settling
    # then copies, and the page's CSP refuses
    page.screenshot(path=str((SHOTS or tmp_path) / f"{name}.png"), full_page=True, caret="initial")


@pytest.mark.parametrize("slug", list(SHORT))
def test_a_whole_game_by_tapping_with_an_illegal_entry_and_an_undo(browser, tmp_path, slug):
    """From the first step to the final report on a phone: every entry the page lists is tapped, the rest
    (what only the table knows: a deal, a card turned up) typed; an illegal entry typed and refused with
    its rule, the text kept; a step undone and entered again; screenshots at start, mid-game and end."""
    spec = spec_of(slug)
    names, _, texts = typed_game(slug, SHORT[slug], spec.catalogue.players.min)
    session = TableSession.start(spec, names, [], tmp_path / "g.yaml")
    with serving(session) as (address, table):
        page = phone(browser)
        page.goto(address)
        looked_at(page, tmp_path, f"{slug}-1-start")
        accessible(page, f"{slug}: start")
        refused = undone = False
        for i, text in enumerate(texts):
            if not refused and i >= 2:  # (a whole Land Unter trick starts at its water cards: a chance step)
                wrong = illegal_entry(table.session, texts[max(0, i - 8):i])
                if wrong is not None:
                    page.fill("#entry", wrong)
                    page.click("form.entry button")
                    page.wait_for_selector("text=Illegal, not recorded")
                    assert "Rule: " in page.inner_text("#refusal") and page.input_value("#entry") == wrong
                    assert table.session.step == i
                    accessible(page, f"{slug}: an illegal entry refused")
                    refused = True
            tap_or_type(page, table, text)
            if i == len(texts) // 2:
                if not undone:
                    shown = table.session.last_step_as(None)[1]  # the host's page is the table's: a card drawn is '?'
                    page.click("summary:has-text('Undo…')")  # the undo asks first
                    page.click("text=Undo “")
                    page.wait_for_selector(f"text=Undone: {shown}")
                    assert table.session.step == i
                    tap_or_type(page, table, text)
                    undone = True
                looked_at(page, tmp_path, f"{slug}-2-mid")
                accessible(page, f"{slug}: mid-game")
        assert refused and undone and table.session.over
        page.wait_for_selector("text=Final scores")
        assert all(name in page.inner_text(".final") for name in names)
        looked_at(page, tmp_path, f"{slug}-3-end")
        accessible(page, f"{slug}: the final report")
        with page.expect_download() as download:
            page.click("text=Download the record")
        assert Path(download.value.path()).read_bytes() == table.session.path.read_bytes()


def test_two_pages_see_each_others_moves_and_a_reload_keeps_the_game(browser, tmp_path):
    spec = spec_of("nil")
    names, _, texts = typed_game("nil", 42, 2)
    session = TableSession.start(spec, names, [], tmp_path / "g.yaml")
    with serving(session) as (address, table):
        first, second = phone(browser), phone(browser)
        first.goto(address)
        second.goto(address)
        second.fill("#entry", "half-typ")  # what the second phone is typing when the first moves
        tap_or_type(first, table, texts[0])
        second.wait_for_selector(f"text={session.prompt.text}", timeout=4000)  # its poll, within seconds
        assert second.input_value("#entry") == "half-typ"  # the redrawn page keeps it
        second.fill("#entry", "")
        tap_or_type(second, table, texts[1])
        first.wait_for_selector(f"text={session.prompt.text}", timeout=4000)
        first.reload()
        assert session.prompt.text in first.inner_text("main") and session.step == 2


def test_without_scripts_the_page_is_plain_forms(browser, tmp_path):
    """A phone with scripts off (or htmx not loaded) plays by plain form posts and full pages."""
    spec = spec_of("land-unter")
    names, _, texts = typed_game("land-unter", 46, 3)
    session = TableSession.start(spec, names, [], tmp_path / "g.yaml")
    with serving(session) as (address, table):
        page = browser.new_page(viewport=PHONE, java_script_enabled=False)
        page.goto(address)
        for text in texts[:4]:
            button = page.locator("form.entries").get_by_role("button", name=text, exact=True)
            with page.expect_navigation():
                if button.count():
                    button.click()
                else:
                    page.fill("#entry", text)
                    page.click("form.entry button")
            shown = table.session.last_step_as(None)[1]  # the host's page is the table's: the hands dealt unseen
            assert f"Last step: {shown}" in page.inner_text("main .ruling")
            assert page.url == address  # back to the page's address: a reload never sends the entry again
        shown = table.session.last_step_as(None)[1]
        page.click("summary:has-text('Undo…')")  # the undo asks first
        with page.expect_navigation():
            page.click("text=Undo “")
        assert f"Undone: {shown}" in page.inner_text("main .ruling") and table.session.step == 3


def test_enter_in_the_filter_box_taps_only_the_one_entry_left(browser, tmp_path):
    names, _, texts = typed_game("ufern-des-nils", 43, 2, grouped=False)  # one step an entry: each a button
    session = TableSession.start(spec_of("ufern-des-nils"), names, [], tmp_path / "g.yaml")
    i = 0
    while session.state.current_player < 0 or len(session.entries()) <= 12:  # to a step of many entries
        session.enter(texts[i])
        i += 1
    with serving(session) as (address, table):
        page = phone(browser)
        page.goto(address)
        page.fill("#filter", texts[i][:1])  # several left: Enter taps none
        page.press("#filter", "Enter")
        page.fill("#filter", "no such entry")
        page.press("#filter", "Enter")
        page.wait_for_timeout(300)
        assert table.session.step == i
        page.fill("#filter", texts[i])
        assert page.locator("form.entries button:visible").all_inner_texts() == [texts[i]]
        page.press("#filter", "Enter")
        page.wait_for_selector(f"text=Recorded: {texts[i]}")
        assert table.session.step == i + 1


def test_a_stale_page_is_told_the_game_moved_on(browser, tmp_path):
    """NILE: a phone whose polls do not get through sends a flood card after another phone entered the
    flood: a second answer to that step, refused with why (the entry kept, to send again). (The turn after
    the flood, typed on such a page, is recorded: tests/test_serve_collide.py.)"""
    spec = spec_of("nile")
    names, _, texts = typed_game("nile", 43, 2)
    session = TableSession.start(spec, names, [], tmp_path / "g.yaml")
    with serving(session) as (address, table):
        page = phone(browser)
        page.route("**/part*", lambda route: route.abort())  # a phone whose polls do not get through
        page.goto(address)
        table.enter(texts[0], table.revision)  # another phone, meanwhile
        other = next(crop for crop in ("Papyrus", "Wheat", "Lettuce", "Castor", "Flax") if crop != texts[0])
        page.fill("#entry", other)
        page.click("form.entry button")
        page.wait_for_selector("text=The game moved on")
        assert "this entry would answer it twice" in page.inner_text("#refusal") or \
            "it is no entry now" in page.inner_text("#refusal")
        assert table.session.step == 1 and page.input_value("#entry") == other  # kept, to send again


def test_a_killed_server_restarted_on_the_record_and_the_open_page_goes_on(browser, tmp_path):
    """``nile serve`` killed with SIGKILL mid-game and started again on its record: the page, never
    reloaded, says it cannot reach the server while it is down, catches up by its poll and keeps the
    right to enter moves (the token is kept with the record)."""
    names, _, texts = typed_game("ufern-des-nils", 44, 2)
    record, port = tmp_path / "g.yaml", free_port()
    first = nile_serve("ufern-des-nils", "--players", ",".join(names), "--out", str(record), port=port)
    try:
        page = phone(browser)
        page.goto(first.address)
        for text in texts[:3]:
            page.fill("#entry", text)
            page.click("form.entry button")
            page.wait_for_selector(f"text=Recorded: {text}")
        made = page.get_attribute("main#table", "hx-get")
    finally:
        first.kill()
    page.wait_for_selector("text=cannot reach the referee", timeout=5000)  # its polls fail, and it says so
    again = nile_serve(str(record), port=port)
    try:
        assert again.address == first.address  # the same token: the QR code the table scanned still works
        page.wait_for_selector(f'main#table:not([hx-get="{made}"])', state="attached",
                               timeout=5000)  # caught up by its next poll (a selector: the CSP refuses eval)
        assert page.is_hidden("#trouble")
        page.fill("#entry", texts[3])
        page.click("form.entry button")
        page.wait_for_selector(f"text=Recorded: {texts[3]}")
    finally:
        again.kill()
    assert TableSession.resume(record).step == 4  # four entries (the face-down deal is no entry)


@dataclass
class Served:
    """A ``nile serve`` process, the host's address it printed and each player's link (name -> address)."""

    process: subprocess.Popen
    address: str
    seats: dict[str, str] = field(default_factory=dict)

    def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=10)


def nile_serve(*args: str, port: int) -> Served:
    """Start ``nile serve ARGS --port PORT`` and wait until it answers (at most 30 s)."""
    process = subprocess.Popen([sys.executable, "-m", "scorer.cli", "serve", *args, "--port", str(port)],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    assert process.stdout is not None
    deadline = time.monotonic() + 30
    address, seats = "", {}
    while not address and time.monotonic() < deadline:
        line = process.stdout.readline()
        assert line, f"nile serve stopped: exit {process.wait()}"
        link = next(iter(re.findall(r"http://\S+", line)), "")
        if line.startswith("Host"):
            address = link
        elif link and line.startswith("  "):  # "  Anna: http://...?t=...", one line per player
            seats[line.split(":", 1)[0].strip()] = link
    while time.monotonic() < deadline:
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) == 0:
                return Served(process, address, seats)
        time.sleep(0.05)
    process.kill()
    raise AssertionError("nile serve did not answer within 30 s")
