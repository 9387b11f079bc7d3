"""``nile serve``'s routes through Starlette's TestClient: a whole game of each game by posting forms,
the token, the revision every form carries, retried and simultaneous posts, malformed requests."""

from __future__ import annotations

import html
import re
import threading

import pytest
from starlette.testclient import TestClient

from scorer.session import Accepted, TableSession
from scorer.web.app import MAX_BODY_BYTES, create_app
from scorer.web.table import SharedTable
from tests.test_session import GAMES, spec_of, typed_game

TOKEN = "s3cret-token"
RUN = "a1"  # the served table's run: its revisions are a1.0, a1.1, ...


def served(slug: str, seed: int, tmp_path, players: int | None = None, grouped: bool = True):
    """A new game of ``slug`` served: (client, table, the texts of a seeded simulated game: a whole trick
    or turn an entry, or one step an entry unless ``grouped``)."""
    spec = spec_of(slug)
    names, _, texts = typed_game(slug, seed, players or spec.catalogue.players.min, grouped=grouped)
    session = TableSession.start(spec, names, [], tmp_path / f"{slug}.yaml")
    table = SharedTable(session, run=RUN)
    return TestClient(create_app(table, TOKEN)), table, texts


def post(client: TestClient, path: str, rev: int | str, entry: str | None = None, token: str = TOKEN, **headers):
    """POST a form made at revision ``rev`` (a count of changes of the run :data:`RUN`, or a revision), as
    htmx sends it (a plain form without scripts is answered by a redirect to the page)."""
    data = {"t": token, "rev": rev if isinstance(rev, str) else f"{RUN}.{rev}"} | ({} if entry is None else {"entry": entry})
    return client.post(path, data=data, headers={"HX-Request": "true"} | headers)


def said(response) -> list[str]:
    """The ruling's headline on a page."""
    return re.findall(r"<strong>(.*?)</strong>", response.text)


@pytest.mark.parametrize("slug", GAMES)
def test_a_whole_game_by_posting_forms(slug, tmp_path):
    client, table, texts = served(slug, 31, tmp_path)
    for i, text in enumerate(texts):
        reply = post(client, "/enter", table.revision, text)
        assert reply.status_code == 200 and said(reply)[0].startswith("Recorded"), (i, text, said(reply))
    page = client.get(f"/?t={TOKEN}")
    assert "Final scores" in page.text and f'href="/record?t={TOKEN}"' in page.text
    for shown in (reply.text, page.text):  # the last ruling's box says each line once ("The game is over: ...")
        box = re.search(r'<section class="ruling[^"]*" role="status"[^>]*>(.*?)</section>', shown, re.S)
        lines = re.findall(r"<p[^>]*>(.*?)</p>", box.group(1), re.S) if box else []
        assert lines and len(lines) == len(set(lines)), lines
    assert all(name in page.text for name in table.session.players)
    record = client.get("/record")  # the game is over: every page downloads it
    assert record.status_code == 200 and record.text == table.session.path.read_text(encoding="utf-8")
    assert "attachment" in record.headers["content-disposition"]


@pytest.mark.parametrize("slug", GAMES)
def test_the_page_shows_the_turn_the_entries_and_the_board(slug, tmp_path):
    client, table, texts = served(slug, 32, tmp_path)
    for text in texts[:6]:
        post(client, "/enter", table.revision, text)
    page = html.unescape(client.get(f"/?t={TOKEN}").text)
    assert table.session.prompt.text.split(":")[0] in page
    for entry in table.session.view(None).entries[:5]:  # the host's page shows the table's view
        assert f'value="{entry.text}"' in page
    board = client.get("/board.svg")  # every game has its picture: the board, or a card game's table
    assert board.status_code == 200 and board.headers["content-type"].startswith("image/svg+xml")
    # a link to the print's picture, never an image fetched at every update
    # (a laptop's page draws the card games' picture by script from its data-src: a phone never fetches it)
    assert board.content.lstrip().startswith(b"<") and 'href="/board.svg' in page
    assert not re.search(r'(?<![-\w])src="/board\.svg', page)
    if table.session.spec.slug in ("nil", "ufern-des-nils"):  # the tappable board, inline
        from scorer.web.board import targets

        session = table.session
        tappable = targets(session.spec, session.seen(None), session.view(None).entries)
        assert '<svg xmlns="http://www.w3.org/2000/svg"' in page and ('class="target"' in page) == bool(tappable)
    if getattr(table.session.spec.catalogue, "board", None) is None:  # a card game: its text view too
        # (folded for a phone after a comma: pagefix, a value never split from its name)
        assert table.session.board_text().splitlines()[0].split(",")[0] in page and '<pre class="game"' in page


def test_without_the_token_the_page_is_read_only_and_writes_are_refused(tmp_path):
    client, table, texts = served("nil", 33, tmp_path)
    page = client.get("/").text
    assert "read-only" in page and 'action="/enter"' not in page and "qr.svg" not in page
    before = table.session.path.read_bytes()
    for token in ("", "wrong", TOKEN[:-1]):
        assert post(client, "/enter", 0, texts[0], token=token).status_code == 403
        assert post(client, "/undo", 0, token=token).status_code == 403
    assert client.get("/qr.svg").status_code == 403
    assert table.session.path.read_bytes() == before and table.changes == 0
    assert client.get(f"/qr.svg?t={TOKEN}").headers["content-type"].startswith("image/svg+xml")


def test_a_stale_form_is_refused_and_a_retried_one_is_applied_once(tmp_path):
    client, table, texts = served("land-unter", 34, tmp_path)
    first = post(client, "/enter", 0, texts[0])
    shown = table.session.history_as(None)[0][1]  # the deal as the table's view writes it: no hand
    assert [html.unescape(x) for x in said(first)] == [f"Recorded: {shown}"] and table.changes == 1
    again = post(client, "/enter", 0, texts[0])  # the phone lost the answer and sent the form again
    assert again.status_code == 200 and "already recorded" in again.text and table.session.step == 1
    # made at revision 0, sent after the game moved on: another deal, a second answer to the step now past
    stale = post(client, "/enter", 0, "5 5 5")
    # said by the field it came from; the last step above is the game as it is now (not a ruling of this entry)
    assert stale.status_code == 409 and said(stale)[-1] == "The game moved on" and table.session.step == 1
    assert [x for x in said(stale) if x != "The game moved on"] == [f"Last step: {html.escape(shown, False)}"]
    assert "'5 5 5' was not applied: it is no entry now" in html.unescape(stale.text)  # the page keeps the text
    post(client, "/enter", 1, texts[1])
    undone = post(client, "/undo", 2)
    assert [html.unescape(x) for x in said(undone)] == [f"Undone: {texts[1]}"] and table.session.step == 1 and table.changes == 3
    # a form made before the undo, at the same step number, is refused: revisions never repeat; and the
    # entry it carries, undone since, is not answered "already recorded"
    retried = post(client, "/enter", 1, texts[1])
    assert retried.status_code == 409 and "already recorded" not in retried.text and table.session.step == 1
    assert post(client, "/undo", 2).status_code == 409
    assert "already recorded" in post(client, "/enter", 0, texts[0]).text  # the first entry still stands


def test_a_table_remembers_a_bounded_number_of_entries(tmp_path):
    from scorer.web.table import REMEMBERED

    client, table, texts = served("ufern-des-nils", 36, tmp_path)
    for k in range(REMEMBERED):  # two entries and an undo, again and again
        assert isinstance(table.enter(texts[k], table.revision), Accepted)
        assert isinstance(table.enter(texts[k + 1], table.revision), Accepted)
        table.undo(table.revision)
    assert len(table.accepted) <= REMEMBERED


def test_two_phones_entering_at_once_apply_exactly_one(tmp_path):
    client, table, texts = served("nil", 35, tmp_path)
    legal = [e.text for e in table.session.entries()] or [texts[0]]
    candidates = (legal * 8)[:8]
    replies: list = []

    def send(text: str) -> None:
        replies.append(post(client, "/enter", 0, text))

    threads = [threading.Thread(target=send, args=(text,)) for text in candidates]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    applied = [r for r in replies if r.status_code == 200 and "Recorded" in r.text and "already" not in r.text]
    assert len(applied) == 1 and table.session.step == 1
    assert all(r.status_code in (200, 409) for r in replies)


@pytest.mark.parametrize("method,path,body,headers,status", [
    ("GET", "/enter", None, {}, 405),
    ("PUT", "/undo", None, {}, 405),
    ("POST", "/enter", b"x" * (MAX_BODY_BYTES + 1), {"content-type": "application/x-www-form-urlencoded"}, 413),
    ("POST", "/enter", b'{"entry": "?"}', {"content-type": "application/json"}, 415),
    ("POST", "/enter", f"t={TOKEN}&rev=abc&entry=%3F".encode(), {"content-type": "application/x-www-form-urlencoded"}, 400),
    ("POST", "/enter", f"t={TOKEN}&rev=a1.0&rev=a1.1&entry=%3F".encode(), {"content-type": "application/x-www-form-urlencoded"}, 400),
    ("POST", "/enter", f"t={TOKEN}&rev=a1.0&entry=%ff".encode(), {"content-type": "application/x-www-form-urlencoded"}, 400),
    ("POST", "/enter", f"t={TOKEN}&rev=a1.0&entry=%3F".encode(),
     {"content-type": "application/x-www-form-urlencoded", "origin": "http://evil.example"}, 403),
    ("POST", "/enter", f"t={TOKEN}&rev=a1.0&entry=%3F".encode(),
     {"content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site"}, 403),
    ("GET", "/part?rev=x", None, {}, 400),
    ("GET", "/part?rev=0", None, {}, 400),
    ("GET", "/../g.yaml", None, {}, 404),
    ("GET", "/static/../session.py", None, {}, 404),
    ("GET", "/nosuch", None, {}, 404),
])
def test_malformed_requests_get_a_4xx_and_change_nothing(tmp_path, method, path, body, headers, status):
    client, table, _ = served("nil", 36, tmp_path)
    before = table.session.path.read_bytes()
    reply = client.request(method, path, content=body, headers=headers)
    assert reply.status_code == status, reply.text[:200]
    assert "Traceback" not in reply.text
    assert table.session.path.read_bytes() == before and table.changes == 0


def test_the_polled_part_is_empty_until_the_game_moves(tmp_path):
    client, table, texts = served("nile", 37, tmp_path)
    assert client.get("/part?rev=a1.0").status_code == 204
    post(client, "/enter", 0, texts[0])
    moved = client.get("/part?rev=a1.0")
    assert moved.status_code == 200 and 'hx-get="/part?rev=a1.1' in moved.text


def test_an_entry_is_escaped_on_the_page(tmp_path):
    client, table, _ = served("nil", 38, tmp_path)
    reply = post(client, "/enter", 0, "<script>alert(1)</script>")
    assert "<script>alert(1)" not in reply.text and "&lt;script&gt;" in reply.text


def test_a_restarted_server_goes_on_where_the_game_was(tmp_path):
    client, table, texts = served("ufern-des-nils", 39, tmp_path)
    for text in texts[:8]:
        post(client, "/enter", table.revision, text)
    again = SharedTable(TableSession.resume(table.session.path))
    # the same step (the record keeps what the table saw, not a simulation's hidden deal)
    assert again.session.prompt.text == table.session.prompt.text
    assert again.session.standings() == table.session.standings()
    fresh = TestClient(create_app(again, TOKEN))
    # a page made before the restart: its count of changes may be the new run's, its run is not
    stale = post(fresh, "/enter", f"{RUN}.{again.changes}", texts[8])
    assert stale.status_code == 409 and again.session.step == 8
    assert fresh.get(f"/part?rev={RUN}.{again.changes}").status_code == 200  # the page catches up
    assert said(post(fresh, "/enter", again.revision, texts[8]))[0].startswith("Recorded")


def test_the_other_phones_see_the_last_step_and_what_the_rules_worked_out(tmp_path):
    client, table, texts = served("land-unter", 40, tmp_path)
    for text in texts[:5]:  # the fifth ends the first trick
        ruling = table.enter(text, table.revision)
    assert ruling.news
    page = html.unescape(client.get("/").text)  # another phone, read-only
    assert f"Last step: {texts[4]}" in page and all(line in page for line in ruling.news)
    post(client, "/undo", table.revision)
    page = html.unescape(client.get("/").text)
    assert f"Last step: {texts[3]}" in page and not any(line in page for line in ruling.news if line)


def test_the_qr_code_on_the_page_is_the_address_printed_at_start(tmp_path):
    import io

    import segno

    spec = spec_of("nil")
    session = TableSession.start(spec, spec.names(2), [], tmp_path / "g.yaml")
    address = f"http://192.168.1.20:8000/?t={TOKEN}"
    client = TestClient(create_app(SharedTable(session, run=RUN), TOKEN, address))  # opened as testserver
    expected = io.BytesIO()
    segno.make(address, error="m").save(expected, kind="svg", scale=4)
    assert client.get(f"/qr.svg?t={TOKEN}").content == expected.getvalue()
    assert address in html.unescape(client.get(f"/?t={TOKEN}").text)
    assert address not in html.unescape(client.get("/").text)  # a read-only page is never shown the token


def test_a_page_opened_with_a_wrong_token_says_so(tmp_path):
    client, table, _ = served("nile", 41, tmp_path)
    assert "not this game's" in client.get("/?t=an-old-token").text
    assert "not this game's" not in client.get("/").text and "read-only" in client.get("/").text


def test_a_plain_form_is_answered_by_the_page_so_a_reload_never_sends_it_again(tmp_path):
    client, table, texts = served("nil", 42, tmp_path)
    reply = client.post("/enter", data={"t": TOKEN, "rev": table.revision, "entry": texts[0]}, follow_redirects=False)
    assert reply.status_code == 303 and reply.headers["location"] == f"/?t={TOKEN}" and table.session.step == 1
    page = html.unescape(client.get(reply.headers["location"]).text)
    assert f"Last step: {texts[0]}" in page and "<html" in page
    refused = client.post("/enter", data={"t": TOKEN, "rev": table.revision, "entry": "Z99"}, follow_redirects=False)
    assert refused.status_code == 200 and "Z99" in refused.text  # a refusal is shown at once, the text kept


SECURITY = {"referrer-policy": "no-referrer", "x-content-type-options": "nosniff"}


@pytest.mark.parametrize("method,path", [
    ("GET", f"/?t={TOKEN}"), ("GET", "/"), ("GET", f"/part?rev={RUN}.0&t={TOKEN}"), ("GET", "/part?rev=bad"),
    ("GET", "/board.svg"), ("GET", "/static/htmx.min.js"), ("GET", "/static/page.css"), ("GET", "/no-such-page"),
    ("GET", "/qr.svg"), ("GET", "/view.json"), ("POST", "/enter"), ("GET", "/bgstats.svg")])
def test_every_answer_carries_the_security_headers(method, path, tmp_path):
    """Pages, 204s, static files, refusals and 404s alike: a CSP that allows this server's own script and
    style files only (no inline script or style, no eval), never in a frame, no referrer, no sniffing."""
    client, table, _ = served("nil", 43, tmp_path)
    reply = client.request(method, path)
    for name, value in SECURITY.items():
        assert reply.headers.get(name) == value, (path, name)
    policy = dict(part.strip().split(" ", 1) for part in reply.headers["content-security-policy"].split(";"))
    assert policy["frame-ancestors"] == "'none'" and policy["default-src"] == "'none'"
    assert policy["script-src"] == "'self'" and policy["style-src"] == "'self'"  # no 'unsafe-inline', no eval
    assert reply.headers.get("x-frame-options") == "DENY"


def test_the_page_has_no_inline_script_or_style(tmp_path):
    """What the CSP forbids is not on the page (the browser tests check it runs under it)."""
    client, table, texts = served("ufern-des-nils", 44, tmp_path)
    for text in texts[:12]:
        post(client, "/enter", table.revision, text)
    for page in (client.get(f"/?t={TOKEN}").text, client.get("/").text):
        assert not re.search(r"<script(?![^>]*\bsrc=)", page) and "<style" not in page
        assert not re.search(r"\sstyle=|\son[a-z]+=", page)


def _tap_game(slug: str, seed: int, tmp_path):
    """A game of ``slug`` served, played until a board target has entries: (client, table, texts, i, a
    target's name, its entries)."""
    from scorer.web.board import targets

    client, table, texts = served(slug, seed, tmp_path, grouped=False)  # a tap is one step
    for i, text in enumerate(texts):
        session = table.session
        found = targets(session.spec, session.seen(None), session.view(None).entries)
        if found and text in found[0].entries:
            return client, table, texts, i, found[0].at, found[0].entries
        post(client, "/enter", table.revision, text)
    raise AssertionError("no target in the whole game")


@pytest.mark.parametrize("slug", ["nil", "ufern-des-nils"])
def test_a_target_of_the_board_opens_its_entries_as_pictures_that_post_the_entry(slug, tmp_path):
    """The board's target is a plain link (``?at=``); the page it opens lists the entries there as
    buttons with a picture each, in a form carrying the step's revision; one posted is recorded."""
    client, table, texts, i, at, entries = _tap_game(slug, 45, tmp_path)
    page = client.get(f"/?t={TOKEN}").text
    link = re.search(rf'<a href="([^"]*at={re.escape(at)}[^"]*)" class="target"', page)
    assert link, f"no link for {at}"
    href = html.unescape(link.group(1))
    assert href.startswith("?") and f"t={TOKEN}" in href
    opened = client.get("/" + href.split("#")[0]).text
    box = opened[opened.index('id="tapped"'):]
    box = box[:box.index("</section>")]
    buttons = re.findall(r'<button type="submit" name="entry" value="([^"]*)" aria-label="([^"]+)"><svg', box)
    assert sorted(html.unescape(v) for v, _ in buttons) == sorted(entries)
    assert f'name="rev" value="{table.revision}"' in box and f'name="t" value="{TOKEN}"' in box
    assert opened.count('aria-current="true"') == 1 and f'data-at="{at}" aria-current="true"' in opened  # marked
    reply = post(client, "/enter", table.revision, texts[i])
    assert "Recorded" in said(reply)[0] and table.session.step == i + 1
    assert 'id="tapped"' not in reply.text  # the choices close after the move; the new board is in the answer
    assert '<svg xmlns="http://www.w3.org/2000/svg"' in reply.text


def test_the_whole_board_and_back(tmp_path):
    client, table, texts, i, at, entries = _tap_game("nil", 46, tmp_path)
    play = client.get(f"/?t={TOKEN}").text
    whole = client.get(f"/?zoom=whole&t={TOKEN}").text
    assert "The whole board" in play and "Back to where play is" in whole
    assert "&amp;amp;" not in play + whole  # every link's & escaped once, the poll's address keeps its token
    assert f'hx-get="/part?rev={table.revision}&amp;t={TOKEN}"' in play
    assert "the whole board" in whole and "the whole board" not in play  # the board's own description
    assert f"zoom=whole" in re.search(r'hx-get="([^"]*)"', whole).group(1)  # its polls keep the zoom
    reply = client.post("/enter", data={"t": TOKEN, "rev": table.revision, "entry": texts[i], "zoom": "whole"},
                        follow_redirects=False)
    assert reply.headers["location"] == f"/?t={TOKEN}&zoom=whole"  # a plain form comes back to the same zoom


def test_a_seat_waiting_for_another_player_has_no_target_and_the_table_page_none(tmp_path):
    spec = spec_of("nil")
    names, _, texts = typed_game("nil", 47, 2)
    session = TableSession.start(spec, names, [], tmp_path / "g.yaml")
    client = TestClient(create_app(SharedTable(session, run=RUN), TOKEN, seats=["seat-one-token", "seat-two-token"]))
    from scorer.web.board import targets

    i = 0
    while not targets(spec, session.seen(None), session.view(None).entries):
        session.enter(texts[i])
        i += 1
    mover = session.prompt.seat
    tokens = ["seat-one-token", "seat-two-token"]
    assert 'class="target"' in client.get(f"/?t={tokens[mover]}").text
    assert 'class="target"' not in client.get(f"/?t={tokens[1 - mover]}").text
    assert "Waiting for another player" in client.get(f"/?t={tokens[1 - mover]}").text
    assert 'class="target"' not in client.get("/").text  # read-only: nothing to tap


def test_the_table_page_is_made_once_per_revision_and_sent_gzipped(tmp_path, monkeypatch):
    """Any number of read-only screens: one drawing and one rendering per revision, the same gzip bytes."""
    client, table, texts = served("nil", 48, tmp_path)
    for text in texts[:3]:
        post(client, "/enter", table.revision, text)
    calls = []
    board = table.board
    monkeypatch.setattr(table, "board", lambda *a, **k: calls.append(a) or board(*a, **k))
    answers = [client.get("/", headers={"accept-encoding": "gzip"}) for _ in range(5)]
    assert len(calls) == 1 and len({a.content for a in answers}) == 1
    assert answers[0].headers["content-encoding"] == "gzip"
    post(client, "/enter", table.revision, texts[3])
    assert "Last step: " + texts[3] in html.unescape(client.get("/").text) and len(calls) == 3  # the host's, then one
    assert client.get(f"/?t={TOKEN}").headers.get("content-encoding") == "gzip"  # gzipped by the middleware


@pytest.mark.parametrize("slug", ["nil", "ufern-des-nils"])
def test_an_update_with_its_board_is_under_100_kb_gzipped(slug, tmp_path):
    import gzip

    client, table, texts = served(slug, 49, tmp_path)
    most = 0
    for text in texts[:: max(1, len(texts) // 25)][:25]:
        reply = post(client, "/enter", table.revision, text)
        if reply.status_code == 200:
            most = max(most, len(gzip.compress(reply.content)))
        update = client.get(f"/part?rev={RUN}.0&t={TOKEN}")
        most = max(most, len(gzip.compress(update.content)))
    assert 0 < most <= 100_000, most
