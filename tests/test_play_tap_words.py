"""What ``nile play``'s terminal says is for its one keyboard (s34 smalls, finding 2): it says what to type,
never where to tap (NILE's draw face down told "tap it on Ben's page" at the terminal); the page says "tap"
where it offers the step to tap, "type" only where it offers none."""

from __future__ import annotations

import re

from scorer.session import Accepted, TableSession
from tests.test_play import _terminal
from tests.test_session import spec_of, typed_game

TAP = re.compile(r"\btap(s|ped|ping)?\b", re.I)


def _until_plague_told(slug: str, tmp_path) -> tuple[TableSession, list[str]]:
    """A seeded NILE game for two typed up to the first entry whose news says how to tell a Plague drawn face
    down (on a session of its own), and the texts typed to get there."""
    names, _, texts = typed_game(slug, 1, 2, grouped=False)
    probe = TableSession.start(spec_of(slug), names, [], tmp_path / "probe.yaml")
    for i, text in enumerate(texts):
        ruling = probe.enter(text)
        assert isinstance(ruling, Accepted), (text, ruling)
        if any("drew Plague" in line for line in ruling.news):
            return TableSession.start(spec_of(slug), names, [], tmp_path / "g.yaml"), texts[:i + 1]
    raise AssertionError("no draw face down told of the Plague in the seeded game")


def test_nile_at_the_terminal_says_what_to_type_where_the_page_says_tap(tmp_path):
    session, texts = _until_plague_told("nile", tmp_path)
    said = _terminal(session, "".join(f"{t}\r" for t in texts) + "quit\r")
    told = [line for line in said if "drew Plague" in line]
    assert told and all(re.search(r"\(a Plague drawn is shown:\s+type \w+ drew Plague\)", line) for line in told), told
    assert not [line for line in said if TAP.search(line)]
    page = TableSession.start(spec_of("nile"), session.players, [], tmp_path / "page.yaml")
    for text in texts:
        ruling = page.enter_as(text, None, host=True)
    assert any("tap it on" in line for line in ruling.news)  # the page's words (a seat's page offers the tap)


def test_the_page_says_tap_or_type_where_it_offers_the_step_to_tap(tmp_path):
    from starlette.testclient import TestClient

    from scorer.web.app import create_app
    from scorer.web.table import SharedTable
    from tests.seat_pages import HOST

    session = TableSession.start(spec_of("ufern-des-nils"), ["Anna", "Ben"], [], tmp_path / "u.yaml")
    session.enter("first Anna")
    page = TestClient(create_app(SharedTable(session), HOST)).get(f"/?t={HOST}").text
    assert re.search(r'<p class="hint">Tap or type the last field of a row', page)  # the board's cells tap it
    lu = TableSession.start(spec_of("land-unter"), ["Anna", "Ben", "Cleo"], [], tmp_path / "lu.yaml")
    page = TestClient(create_app(SharedTable(lu), HOST)).get(f"/?t={HOST}").text
    # each player's count is a button since the lifebelts may be announced one player at a time (s36 gather)
    assert re.search(r'<p class="hint">Tap or type the lifebelts announced', page)


def test_a_sealed_bid_typed_at_the_terminal_is_hidden_as_typed_and_never_echoed(tmp_path):
    """s34 smalls finding 3: an Ufern bid typed at the one shared terminal stayed readable on the screen. Now it
    is typed unseen (as a password: asterisks), its echo says whose bid is in, sealed, never the bid, until
    the last bid opens them all together [Variantes, Hippopotame]; a bid refused is said to its bidder only,
    at a question the terminal erases (its reason names the crops bid)."""
    from tests.test_play_tmux import TMUX, Terminal, enter
    from tests.test_ufern_bids import session_at_auction

    if TMUX is None:
        import pytest

        pytest.skip("tmux is not installed")
    record = tmp_path / "bid.yaml"
    session, bids = session_at_auction(record)
    texts = [session.notation.format(session.state, bid) for bid in bids]  # Cleo's first, then Anna's, Ben's
    first = next(t for t in (e.text for e in session.view(None).entries) if t != texts[0] and "nothing" not in t)
    term = Terminal(tmp_path)
    try:
        term.start(["play", str(record)])
        term.wait_for_prompt()
        term.type(first)
        term.wait_for("*" * len(first))  # typed unseen
        assert first not in term.screen()
        term.keys("C-u")  # (cleared: the bid simulated is entered instead)
        mark = term.mark()
        enter(term, record, texts[0])
        screen = term.wait_for("Cleo's entry, sealed", since=mark)
        assert texts[0] not in screen and first not in screen
        term.wait_for("Anna bids plants", since=mark)  # the step said again: the prompt comes up next
        term.wait_for(" · step ")
        mark = term.mark()
        term.type("Anna bid wheat, wheat, wheat, wheat, wheat, wheat, wheat, wheat, wheat")
        term.keys("Enter")
        term.wait_for("Anna's entry is refused: why, for Anna only", since=mark)
        assert "wheat, wheat" in term.wait_for("press Enter to hide it")  # said to Anna, at a question
        term.keys("Enter")
        screen = term.wait_for("(shown to Anna, then hidden", since=mark)
        assert "wheat, wheat" not in screen  # refused, and not quoted on the table's screen
        for text in texts[1:]:
            enter(term, record, text)
        term.wait_for("Ben's entry, sealed")
    finally:
        term.close()


def test_a_sealed_bid_is_never_recalled_with_the_arrow_keys(tmp_path):
    from scorer.play_screen import Recalled
    from tests.test_ufern_bids import session_at_auction

    session, bids = session_at_auction(tmp_path / "bid.yaml")
    recalled = Recalled(session)
    recalled.append_string(session.notation.format(session.state, bids[0]))
    recalled.append_string("history")
    assert list(recalled.get_strings()) == ["history"]
