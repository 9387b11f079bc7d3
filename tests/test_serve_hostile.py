"""``nile serve`` against hostile and clumsy clients (issue 16, section 4 "Who may write" and the
malformed-request rules).

Every refused request must get a 4xx (or a 503 where the disk failed) with a plain message, never a 500
or a traceback; the record must keep its bytes; the server must answer the next request. These go through Starlette's
TestClient; what only a real server shows (raw request lines, slow and cut-off bodies, pipelining, the
Host header) and ``nile serve``'s options are in tests/test_serve_hostile_server.py.
"""

from __future__ import annotations

import errno
import os
import re
import tracemalloc
import xml.dom.minidom
from pathlib import Path
from typing import Callable
from urllib.parse import quote

import pytest
from starlette.testclient import TestClient

import scorer.typed
from scorer.session import TableSession
from scorer.web.app import MAX_BODY_BYTES, create_app
from scorer.web.table import SharedTable
from tests.test_serve import RUN, TOKEN, post, served
from tests.test_session import GAMES, spec_of, typed_game

FORM = {"content-type": "application/x-www-form-urlencoded"}


# --- helpers -----------------------------------------------------------------------------------------

def _client(slug: str, tmp_path: Path, steps: int = 2) -> tuple[TestClient, SharedTable, list[str]]:
    """A game of ``slug`` served after its first ``steps`` entries; 500s come back as answers."""
    client, table, texts = served(slug, 41, tmp_path)
    for text in texts[:steps]:
        assert post(client, "/enter", table.revision, text).status_code == 200
    return TestClient(client.app, raise_server_exceptions=False), table, texts


def _at(slug: str, tmp_path: Path, where: Callable[[TableSession], bool]) -> tuple[TestClient, SharedTable]:
    """A game of ``slug`` served at the first step of a seeded game where ``where(session)`` holds."""
    spec = spec_of(slug)
    names, _, texts = typed_game(slug, 41, spec.catalogue.players.min)
    table = SharedTable(TableSession.start(spec, names, [], tmp_path / f"{slug}.yaml"), run=RUN)
    for text in texts:
        if where(table.session):
            return TestClient(create_app(table, TOKEN), raise_server_exceptions=False), table
        table.enter(text, table.revision)
    raise AssertionError(f"{slug}: no such step")


def _form(**fields: str | None) -> bytes:
    """A form body with the token and the given fields (None leaves a field out), percent-encoded
    byte for byte as given (lone surrogates too)."""
    values = {"t": TOKEN} | fields
    return "&".join(f"{k}={quote(v, safe='', errors='surrogatepass')}" for k, v in values.items()
                    if v is not None).encode()


def _refused(reply, statuses: tuple[int, ...] = (400, 403, 404, 405, 409, 413, 414, 415, 421, 431)) -> None:
    """A plain refusal: one of ``statuses``, never a 500 nor a traceback."""
    assert reply.status_code in statuses, (reply.status_code, reply.text[:300])
    assert "Traceback" not in reply.text and 'File "' not in reply.text


def _unharmed(client: TestClient, table: SharedTable, before: bytes, changes: int) -> None:
    """The record kept its bytes, the game did not move, and the server still answers."""
    assert table.session.path.read_bytes() == before
    assert table.changes == changes
    assert client.get(f"/?t={TOKEN}").status_code == 200


# --- every route, every method -----------------------------------------------------------------------

# a record that writes a hand or rack down is the host's to download until the end (NIL's deal is taken
# face down by the session itself, so this one tells nothing hidden and any page downloads it)
ROUTES = ["/", f"/?t={TOKEN}", "/part?rev=a1.0", "/enter", "/undo", "/record", f"/record?t={TOKEN}", "/board.svg",
          "/view.json", f"/view.json?t={TOKEN}", "/qr.svg", f"/qr.svg?t={TOKEN}", "/static/htmx.min.js", "/static/",
          "/static", "/nosuch"]
READING = {"/", f"/?t={TOKEN}", "/part?rev=a1.0", f"/record?t={TOKEN}", "/board.svg", "/view.json",
           f"/view.json?t={TOKEN}", f"/qr.svg?t={TOKEN}", "/static/htmx.min.js"}


@pytest.mark.parametrize("method", ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE",
                                    "PROPFIND", "BREW"])
def test_every_route_with_every_method_reads_or_refuses_and_never_writes(method, tmp_path):
    client, table, _ = _client("nil", tmp_path)
    before, changes = table.session.path.read_bytes(), table.changes
    for route in ROUTES:
        reply = client.request(method, route)
        if method in ("GET", "HEAD") and (route in READING or route == "/record" and not table.session.record_hides(None)):
            assert reply.status_code in (200, 204), (route, reply.status_code)
        elif route in ("/enter", "/undo") and method == "POST":
            _refused(reply, (415,))  # no form sent
        else:
            _refused(reply, (403, 404, 405))
    _unharmed(client, table, before, changes)


# --- malformed and unauthorised forms ----------------------------------------------------------------

STALE = f"{RUN}.9"  # a revision the game is not at: a form read this far is answered 409
CASES = [
    # the content type: only a urlencoded form is read
    ("multipart", _form(rev=STALE, entry="?"), {"content-type": "multipart/form-data; boundary=x"}, 415),
    ("text/plain (a cross-site form's type)", _form(rev=STALE, entry="?"), {"content-type": "text/plain"}, 415),
    ("json", b'{"t": "s3cret-token", "entry": "?"}', {"content-type": "application/json"}, 415),
    ("no content type", _form(rev=STALE, entry="?"), {}, 415),
    ("a longer type", _form(rev=STALE, entry="?"), {"content-type": "application/x-www-form-urlencodedx"}, 415),
    ("two types", _form(rev=STALE, entry="?"), {"content-type": "application/x-www-form-urlencoded, text/plain"}, 415),
    # the token: only in the body, exactly
    ("no token", _form(t=None, rev=STALE, entry="?"), FORM, 403),
    ("an empty token", _form(t="", rev=STALE, entry="?"), FORM, 403),
    ("the token cut short", _form(t=TOKEN[:-1], rev=STALE, entry="?"), FORM, 403),
    ("the token with a space", _form(t=f" {TOKEN}", rev=STALE, entry="?"), FORM, 403),
    ("the token with a NUL", _form(t=f"{TOKEN}\x00", rev=STALE, entry="?"), FORM, 403),
    ("the token in other letters", _form(t=TOKEN.upper(), rev=STALE, entry="?"), FORM, 403),
    ("a non-ASCII token", _form(t="s3cret-tokén", rev=STALE, entry="?"), FORM, 403),
    ("the token twice", _form(rev=STALE, entry="?") + f"&t={TOKEN}".encode(), FORM, 400),
    ("a lone surrogate as token", _form(t="\udc80", rev=STALE, entry="?"), FORM, 400),
    # the revision
    *[(f"rev {rev!r}", _form(rev=rev, entry="?"), FORM, 400) for rev in (
        "", " ", "a1", ".0", "a1.-1", "-a1.0", "a1.0 ", " a1.0", "a1.0\n", "a1..0", "A1.0", "g1.0",
        "a1.1e3", "a1.99999999999", "a1.\u0661", "a1.\uff11", "a1.\U0001d7ce", "0" * 17 + ".0", "a1.0;a1.1",
        "a1.0\x00")],
    ("no rev", _form(entry="?"), FORM, 400),
    ("rev twice", _form(rev=STALE, entry="?") + b"&rev=a1.0", FORM, 400),
    # the body
    ("nine fields", _form(rev=STALE, entry="?") + b"&a=1&b=2&c=3&d=4&e=5&f=6", FORM, 400),
    ("a flood of empty fields", _form(rev=STALE, entry="?") + b"&" * 4000, FORM, 400),
    ("not UTF-8", _form(rev=STALE) + b"&entry=\xff", FORM, 400),
    ("a percent-encoded byte that is not UTF-8", _form(rev=STALE) + b"&entry=%ff", FORM, 400),
    ("a lone surrogate, percent-encoded", _form(rev=STALE) + b"&entry=%ED%B2%80", FORM, 400),
    ("an overlong dot, percent-encoded", _form(rev=STALE) + b"&entry=%C0%AE", FORM, 400),
    ("a body over the limit", _form(rev=STALE, entry="x" * MAX_BODY_BYTES), FORM, 413),
    ("a chunked body over the limit", (_form(rev=STALE),) + (b"x" * 4096,) * 5, FORM, 413),  # sent chunk by chunk
    # forms from elsewhere
    ("origin null", _form(rev=STALE, entry="?"), FORM | {"origin": "null"}, 403),
    ("another site", _form(rev=STALE, entry="?"), FORM | {"origin": "http://evil.example"}, 403),
    ("another port", _form(rev=STALE, entry="?"), FORM | {"origin": "http://testserver:8001"}, 403),
    ("a file page", _form(rev=STALE, entry="?"), FORM | {"origin": "file://"}, 403),
    ("an origin with a path", _form(rev=STALE, entry="?"), FORM | {"origin": "http://testserver/x"}, 403),
    ("the right host by another scheme", _form(rev=STALE, entry="?"), FORM | {"origin": "https://testserver"}, 403),
    ("the right host and port by another scheme", _form(rev=STALE, entry="?"),
     FORM | {"origin": "https://127.0.0.1:8000", "host": "127.0.0.1:8000"}, 403),
    ("the right host by a scheme of no web page", _form(rev=STALE, entry="?"), FORM | {"origin": "ws://testserver"}, 403),
    ("sec-fetch-site cross-site", _form(rev=STALE, entry="?"), FORM | {"sec-fetch-site": "cross-site"}, 403),
    ("sec-fetch-site same-site (another port)", _form(rev=STALE, entry="?"), FORM | {"sec-fetch-site": "same-site"}, 403),
    ("origin null from another site", _form(rev=STALE, entry="?"),
     FORM | {"origin": "null", "sec-fetch-site": "cross-site"}, 403),
]


@pytest.mark.parametrize("path", ["/enter", "/undo"])
@pytest.mark.parametrize("label,body,headers,status", CASES, ids=[c[0] for c in CASES])
def test_a_malformed_or_unauthorised_form_is_refused_and_changes_nothing(path, label, body, headers, status, tmp_path):
    client, table, _ = _client("nil", tmp_path)
    before, changes = table.session.path.read_bytes(), table.changes
    reply = client.post(path, content=iter(body) if isinstance(body, tuple) else body, headers=headers)
    _refused(reply, (status,))
    assert reply.headers["content-type"].startswith("text/plain") and reply.text.strip()
    _unharmed(client, table, before, changes)


def test_an_entry_form_without_its_entry_field_is_malformed(tmp_path):
    client, table, _ = _client("nil", tmp_path)
    before, changes = table.session.path.read_bytes(), table.changes
    _refused(client.post("/enter", content=_form(rev=table.revision), headers=FORM), (400,))
    _unharmed(client, table, before, changes)


@pytest.mark.parametrize("label,headers", [
    ("a charset parameter", {"content-type": "application/x-www-form-urlencoded; charset=utf-8"}),
    ("capitals and spaces", {"content-type": " APPLICATION/X-WWW-FORM-URLENCODED "}),
    ("the same origin", FORM | {"origin": "http://testserver"}),
    ("the same origin with a port", FORM | {"origin": "http://127.0.0.1:8000", "host": "127.0.0.1:8000"}),
    ("an IPv6 origin", FORM | {"origin": "http://[::1]:8000", "host": "[::1]:8000"}),
    ("same-origin", FORM | {"sec-fetch-site": "same-origin"}),
    # a plain form (no script) of a page whose Referrer-Policy is no-referrer: Chromium sends Origin null
    ("a plain form under no-referrer", FORM | {"origin": "null", "sec-fetch-site": "same-origin"}),
    ("typed in the address bar", FORM | {"sec-fetch-site": "none"}),
])
def test_a_form_from_the_page_itself_is_read(label, headers, tmp_path):
    """The refusals above are not too wide: the page's own forms, as browsers send them, get through
    (here to "the game moved on", as they carry an old revision)."""
    client, table, _ = _client("nil", tmp_path)
    before = table.session.path.read_bytes()
    reply = client.post("/enter", content=_form(rev=STALE, entry="?"), headers=headers)
    assert reply.status_code == 409 and "The game moved on" in reply.text
    assert table.session.path.read_bytes() == before


def test_the_token_in_the_address_does_not_let_a_post_write(tmp_path):
    client, table, _ = _client("nil", tmp_path)
    before, changes = table.session.path.read_bytes(), table.changes
    _refused(client.post(f"/enter?t={TOKEN}", content=_form(t=None, rev=table.revision, entry="?"),
                         headers=FORM), (403,))
    _unharmed(client, table, before, changes)


# --- hostile entry texts -----------------------------------------------------------------------------

ENTRIES = ["\x00", "a\x00b", "\x1b[31m?", "\u202e?", "\u200f\u200e", "\ufeff", "\v!\f", "?\r\n!", "%zz", "%",
           "x" * 2001, " " * 1999 + "x", "\u0301" * 2001, "<script>alert(1)</script>", "{{ 7*7 }}", "' \" `",
           "../../etc/passwd", "\U0001f0a1" * 500]


@pytest.mark.parametrize("slug", GAMES)
def test_a_hostile_entry_text_is_ruled_out_and_echoed_escaped(slug, tmp_path):
    client, table, _ = _client(slug, tmp_path, steps=3)
    before, changes = table.session.path.read_bytes(), table.changes
    for text in ENTRIES:
        reply = post(client, "/enter", table.revision, text)
        assert reply.status_code in (200, 413), (text[:20], reply.status_code, reply.text[-300:])
        if reply.status_code == 200:
            assert any(said in reply.text for said in ("Not an entry here", "Illegal", "Nothing was typed")), text[:20]
            assert "<script>alert" not in reply.text
        _unharmed(client, table, before, changes)


def _nth_digit_made(entry_text: str, digit: str) -> str:
    return re.sub(r"[0-9]+", digit, entry_text, count=1)


CRASHES = [
    # a draw is no longer asked (the session draws face down), but an entry that means nothing at the step after
    # it is read against the draw too (a Plague told): odd digits there are ruled as well
    pytest.param("nile", lambda s: "flood card" in s.prompt.text and s.kinds[-1] == "auto", lambda s: "\u00b2",
                 id="nile-draw-superscript-two"),
    pytest.param("nile", lambda s: any(e.text.startswith("plant ") for e in s.entries()),
                 lambda s: _nth_digit_made(next(e.text for e in s.entries() if e.text.startswith("plant ")
                                                and re.search("[0-9]", e.text)), "\u00b2"), id="nile-plant-superscript-two"),
    pytest.param("land-unter", lambda s: True, lambda s: "[\u00b2]", id="land-unter-hand-superscript-two"),
    pytest.param("nil", lambda s: "places a tile" in s.prompt.text and s.kinds[-1] == "auto", lambda s: "9" * 23,
                 id="nil-draw-huge-count"),
    pytest.param("ufern-des-nils", lambda s: "desert card" in s.prompt.text, lambda s: "",
                 id="ufern-desert-empty"),
    pytest.param("ufern-des-nils", lambda s: "desert card" in s.prompt.text, lambda s: "   ", id="ufern-desert-spaces"),
    pytest.param("nile", lambda s: "plants or speculates" in s.prompt.text, lambda s: "plant \u0663 Papyrus",
                 id="nile-plant-arabic-three"),  # (a draw is no longer asked: the session draws face down)
    pytest.param("nil", lambda s: "places a tile" in s.prompt.text, lambda s: "A\uff111 E", id="nil-tile-fullwidth-one"),
    pytest.param("land-unter", lambda s: True, lambda s: "[\u0661\u0662]", id="land-unter-hand-arabic-digits"),
]


@pytest.mark.parametrize("slug,where,text", CRASHES)
def test_an_entry_with_odd_digits_or_none_is_ruled_not_a_500(slug, where, text, tmp_path):
    client, table = _at(slug, tmp_path, where)
    before, changes = table.session.path.read_bytes(), table.changes
    reply = post(client, "/enter", table.revision, text(table.session))
    assert reply.status_code == 200, (reply.status_code, reply.text[:200])
    assert any(said in reply.text for said in ("Not an entry here", "Illegal", "Nothing was typed"))
    _unharmed(client, table, before, changes)


def test_a_huge_tile_count_costs_no_memory(tmp_path):
    client, table = _at("nil", tmp_path, lambda s: "places a tile" in s.prompt.text and s.kinds[-1] == "auto")
    tracemalloc.start()
    try:
        reply = post(client, "/enter", table.revision, "10000000")  # 8 digits: 80 MB today
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert reply.status_code == 200 and "10000000" in reply.text
    assert peak < 20_000_000, f"{peak:,} bytes to rule one entry"


# --- names and pictures: nothing a record holds is read as markup ------------------------------------

NAMES = ["<script>alert(1)</script>", '"><img/src=x/onerror=alert(2)>', "'onmouseover='alert(3)",
         "</title><svg/onload=alert(4)>", "]]><x>", "&lt;b&gt;"]


@pytest.mark.parametrize("slug", GAMES)
def test_a_hostile_player_name_in_a_resumed_record_is_never_markup(slug, tmp_path):
    spec = spec_of(slug)
    names = NAMES[:min(spec.catalogue.players.max, len(NAMES))]
    record = tmp_path / "hostile.yaml"
    TableSession.start(spec, names, [], record)
    table = SharedTable(TableSession.resume(record), run=RUN)  # as `nile serve RECORD` does
    client = TestClient(create_app(table, TOKEN), raise_server_exceptions=False)
    typed = scorer.typed.typed_game(spec, names, 5, tmp_path / "typed.yaml", grouped=False)
    for text in typed.entries[:6]:  # what the table types, with those names
        reply = post(client, "/enter", table.revision, text)
        assert "Recorded" in reply.text
    pages = [client.get(f"/?t={TOKEN}").text, client.get(f"/part?rev={RUN}.0&t={TOKEN}").text,
             post(client, "/enter", table.revision, f"{names[0]} {names[1]} <b>").text]
    for page in pages:
        for name in names:
            assert name not in page or not re.search("[<>\"'&]", name), name
    board = client.get("/board.svg")
    if board.status_code == 200:
        dom = xml.dom.minidom.parseString(board.content)  # well-formed: no name closed a tag
        assert not dom.getElementsByTagName("script") and not dom.getElementsByTagName("img")
        assert not re.search(rb"\son[a-z]+\s*=", board.content)


# --- the files behind the routes ---------------------------------------------------------------------

def _secret(tmp_path: Path) -> Path:
    secret = tmp_path / "elsewhere" / "secret.txt"
    secret.parent.mkdir()
    secret.write_text("TOP SECRET\n", encoding="utf-8")
    return secret


#: ways to replace a file nile serve wrote (the record, the picture) while it serves: (path, another file)
RECORD_SWAPS = {
    "deleted": lambda p, s: p.unlink(),
    "a folder": lambda p, s: (p.unlink(), p.mkdir()),
    "a pipe": lambda p, s: (p.unlink(), os.mkfifo(p)),
    "a broken link": lambda p, s: (p.unlink(), p.symlink_to(p.with_name("nothing.yaml"))),
    "a link to another file": lambda p, s: (p.unlink(), p.symlink_to(s)),
}


@pytest.mark.parametrize("swap", RECORD_SWAPS)
def test_the_record_download_serves_only_the_record_whatever_lies_at_its_path(swap, tmp_path):
    client, table, _ = _client("nil", tmp_path)
    saved = table.session.path.read_bytes()
    RECORD_SWAPS[swap](table.session.path, _secret(tmp_path))
    reply = client.get(f"/record?t={TOKEN}")
    assert b"TOP SECRET" not in reply.content
    if reply.status_code == 200:
        assert reply.content == saved  # what the session last saved
    else:
        _refused(reply, (404, 409, 503))


@pytest.mark.parametrize("swap", ["deleted", "a folder", "a link to another file"])
def test_a_record_swapped_while_serving_is_never_written_through(swap, tmp_path):
    client, table, texts = _client("nil", tmp_path)
    secret = _secret(tmp_path)
    RECORD_SWAPS[swap](table.session.path, secret)
    reply = post(client, "/enter", table.revision, texts[2])
    assert reply.status_code == 200 and "Recorded" in reply.text
    assert secret.read_text(encoding="utf-8") == "TOP SECRET\n"
    assert TableSession.resume(table.session.path).moves == table.session.moves  # the game went on in a whole record
    if swap != "deleted":
        assert "changed by another program" in reply.text and table.session.path.name == "nil.continued.yaml"


@pytest.mark.parametrize("swap", ["a folder", "a pipe", "a link to another file"])
def test_the_board_picture_serves_only_the_picture(swap, tmp_path):
    client, table, _ = _client("nil", tmp_path)
    assert client.get("/board.svg").status_code == 200
    RECORD_SWAPS[swap](table.pictures / "table.svg", _secret(tmp_path))  # another program at work in its folder
    reply = client.get("/board.svg")
    assert b"TOP SECRET" not in reply.content
    assert reply.status_code == 200 and reply.content.lstrip().startswith(b"<") or reply.status_code == 503


@pytest.mark.parametrize("call", ["fsync", "replace", "chmod"])
def test_a_full_disk_is_a_503_the_record_stays_whole_and_the_same_form_goes_in_after(call, tmp_path, monkeypatch):
    client, table, texts = _client("nil", tmp_path)
    before, changes, rev = table.session.path.read_bytes(), table.changes, table.revision
    real = getattr(os, call)

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, call, full)
    table.drawn = {}
    for reply in (post(client, "/enter", rev, texts[2]), post(client, "/undo", rev), client.get("/board.svg")):
        _refused(reply, (503,))
        assert "No space left" in reply.text and reply.headers["content-type"].startswith("text/plain")
    monkeypatch.setattr(os, call, real)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["nil.yaml"]  # no half-written file left
    _unharmed(client, table, before, changes)
    assert "Recorded" in post(client, "/enter", rev, texts[2]).text  # room again: the same form goes in


def test_the_qr_code_carries_no_text_a_host_header_could_smuggle_in(tmp_path):
    client, table, _ = _client("nil", tmp_path)
    reply = client.get(f"/qr.svg?t={TOKEN}", headers={"host": 'evil"><script>alert(1)</script>'})
    assert reply.status_code in (200, 400, 421)
    assert b"script" not in reply.content and b"evil" not in reply.content


def test_the_qr_code_does_not_come_from_the_host_header(tmp_path):
    client, table, _ = _client("nil", tmp_path)
    reply = client.get(f"/qr.svg?t={TOKEN}", headers={"host": "a" * 3000})
    assert reply.status_code != 500


@pytest.mark.parametrize("path", [
    "/static/%2e%2e/app.py", "/static/..%2fapp.py", "/static/%2e%2e%2f%2e%2e%2fsession.py",
    "/static/%252e%252e/app.py", "/static/..%5capp.py", "/static/%c0%ae%c0%ae/app.py", "/static/htmx.min.js%00",
    "/static/.", "/%2e%2e/nil.yaml", "/nil.yaml", "/nil.yaml.token", "/record%2f..", "/board.svg%2f..%2frecord",
    "/static/../templates/page.html.j2", "//etc/passwd"])
def test_no_address_reads_a_file_beside_the_served_ones(path, tmp_path):
    client, table, _ = _client("nil", tmp_path)
    _refused(client.get(path), (404,))
