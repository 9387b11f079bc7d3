"""``nile serve`` as a real server under hostile clients, and its options and files: raw malformed
requests, pipelining, slow and silent clients, a phone hanging up mid-form, a Host header of another site
(DNS rebinding); unusable options, records and token files refused with exit 2. Each read has a timeout,
so nothing hangs. The hostile forms and entries through Starlette's TestClient are in
tests/test_serve_hostile.py.
"""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Iterator

import pytest

from scorer.session import TableSession
from tests.serving import free_port
from tests.test_serve_hostile import _form
from tests.test_session import spec_of


# --- a real server on 127.0.0.1, raw sockets ---------------------------------------------------------

class Served:
    """One ``nile serve`` in a subprocess (its stdout and stderr in files of ``folder``)."""

    def __init__(self, folder: Path):
        self.folder, self.port = folder, free_port()
        self.log = folder / "server.log"
        with open(folder / "out.txt", "wb") as out, open(self.log, "wb") as err:
            self.proc = subprocess.Popen([sys.executable, "-m", "scorer.cli", "serve", "nil", "--players", "2",
                                          "--out", "g.yaml", "--port", str(self.port)], cwd=folder,
                                         stdout=out, stderr=err)
        deadline = time.monotonic() + 20
        while True:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
                break
            except OSError:
                assert self.proc.poll() is None and time.monotonic() < deadline, self.log.read_text()
                time.sleep(0.05)
        self.token = re.search(r"\?t=([A-Za-z0-9_-]+)", (folder / "out.txt").read_text()).group(1)
        self.record = folder / "g.yaml"

    def raw(self, data: bytes, timeout: float = 3.0, half_close: bool = False) -> bytes:
        """Send ``data`` on a new connection and read until the server closes it (or ``timeout``)."""
        with socket.create_connection(("127.0.0.1", self.port), timeout=timeout) as s:
            answer = b""
            try:
                s.sendall(data)
                if half_close:
                    s.shutdown(socket.SHUT_WR)
            except (ConnectionResetError, BrokenPipeError):  # refused before it was all sent: read the answer
                pass
            try:
                while chunk := s.recv(65536):
                    answer += chunk
            except (socket.timeout, ConnectionResetError):
                answer += b"<cut>"
            return answer

    def get(self, path: str = "/", host: str | None = None, extra: bytes = b"") -> bytes:
        return self.raw(b"GET " + path.encode() + b" HTTP/1.1\r\nHost: " + (host or f"127.0.0.1:{self.port}").encode()
                        + b"\r\nConnection: close\r\n" + extra + b"\r\n")

    def post(self, body: bytes, extra: bytes = b"", length: bool = True) -> bytes:
        head = (b"POST /enter HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nConnection: close\r\n"
                b"Content-Type: application/x-www-form-urlencoded\r\n" % self.port) + extra
        return head + (b"Content-Length: %d\r\n" % len(body) if length else b"") + b"\r\n" + body

    def alive(self) -> bool:
        return _status(self.get()) == 200

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait(10)


def _status(answer: bytes) -> int | None:
    found = re.match(rb"HTTP/1\.[01] (\d{3})", answer)
    return int(found.group(1)) if found else None


def _statuses(answer: bytes) -> list[int]:
    return [int(s) for s in re.findall(rb"HTTP/1\.1 (\d{3}) ", answer)]


@pytest.fixture(scope="module")
def server(tmp_path_factory) -> Iterator[Served]:
    served = Served(tmp_path_factory.mktemp("serve"))
    yield served
    served.stop()


def _chunked(parts: list[bytes]) -> bytes:
    return b"".join(b"%x\r\n%s\r\n" % (len(p), p) for p in parts) + b"0\r\n\r\n"


RAW = [
    ("a literal ../ under /static", lambda s: s.get("/static/../app.py"), (404,)),
    ("../ to the root", lambda s: s.get("/../../etc/passwd"), (404,)),
    ("../ to the record", lambda s: s.get("/board.svg/../g.yaml"), (404,)),
    ("a backslash", lambda s: s.get("/static/..\\app.py"), (404,)),
    ("absolute form", lambda s: s.get("http://evil.example/static/../g.yaml"), (404,)),
    ("asterisk form", lambda s: s.get("*"), (404,)),
    ("a header of 100 kB", lambda s: s.get(extra=b"X-Big: " + b"a" * 100_000 + b"\r\n"), (200, 400, 431)),
    ("5,000 headers", lambda s: s.get(extra=b"".join(b"X-%d: 1\r\n" % i for i in range(5000))), (200, 400, 431)),
    ("an address of 1 MB", lambda s: s.get("/?" + "a" * 1_000_000), (400, 414, None)),  # None: lost to the reset
    ("a query flood", lambda s: s.get("/?" + "&".join(["a=1"] * 15000)), (200, 400, 414)),
    ("HTTP/1.1 without Host", lambda s: s.raw(b"GET / HTTP/1.1\r\nConnection: close\r\n\r\n"), (400,)),
    ("two Hosts", lambda s: s.raw(b"GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n"), (400,)),
    ("TLS to a plain port", lambda s: s.raw(b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03" + b"\x00" * 64), (400,)),
    ("two lengths", lambda s: s.raw(s.post(_form(rev="zz"), b"Content-Length: 5\r\n")), (400,)),
    ("a negative length", lambda s: s.raw(s.post(b"x", b"Content-Length: -1\r\n", length=False)), (400,)),
    ("a chunked body over the limit", lambda s: s.raw(s.post(_chunked([b"a" * 4000] * 5),
                                                             b"Transfer-Encoding: chunked\r\n", length=False)), (413,)),
    ("a chunk size that is not hex", lambda s: s.raw(s.post(b"zz\r\nabc\r\n0\r\n\r\n", b"Transfer-Encoding: chunked\r\n",
                                                            length=False)), (400,)),
    ("a 1 MB body", lambda s: s.raw(s.post(b"a" * 1_000_000)), (413, None)),
]


@pytest.mark.parametrize("label,send,statuses", RAW, ids=[r[0] for r in RAW])
def test_a_raw_malformed_request_gets_a_4xx_and_the_server_goes_on(server, label, send, statuses):
    before = server.record.read_bytes()
    answer = send(server)
    assert _status(answer) in statuses, answer[:300]
    assert b"Traceback" not in answer
    assert server.alive() and server.record.read_bytes() == before


def test_pipelined_requests_are_each_answered_in_order(server):
    host = b"Host: 127.0.0.1:%d\r\n" % server.port
    answer = server.raw(b"GET /part?rev=zz HTTP/1.1\r\n" + host + b"\r\nGET /static/htmx.min.js HTTP/1.1\r\n" + host
                        + b"\r\nGET / HTTP/1.1\r\n" + host + b"Connection: close\r\n\r\n")
    assert _statuses(answer) == [400, 200, 200]


def test_slow_and_silent_clients_do_not_hold_up_the_table(server):
    """Slowloris: 150 connections stuck in their headers, 150 in their bodies, 30 that never read what
    they asked for; a phone's page and move still go through at once."""
    stuck = []
    try:
        for i in range(150):
            slow = socket.create_connection(("127.0.0.1", server.port), timeout=2)
            slow.sendall(b"GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ")
            body = socket.create_connection(("127.0.0.1", server.port), timeout=2)
            body.sendall(server.post(_form(rev="zz"), b"Content-Length: 9999\r\n", length=False)[:-4])
            stuck += [slow, body]
        for i in range(30):
            deaf = socket.create_connection(("127.0.0.1", server.port), timeout=2)
            deaf.sendall(b"GET /static/htmx.min.js HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % server.port * 20)
            stuck.append(deaf)
        start = time.monotonic()
        page = server.get(f"/?t={server.token}").decode()
        assert "<main" in page and time.monotonic() - start < 2
        rev = re.search(r'name="rev" value="([^"]+)"', page).group(1)
        before = server.record.read_bytes()
        moved = server.raw(server.post(f"t={server.token}&rev={rev}&entry=nonsense".encode()))
        assert _status(moved) == 200 and b"Not an entry here" in moved
        assert server.record.read_bytes() == before
    finally:
        for sock in stuck:
            sock.close()
    assert server.alive()


def _log_after(server: Served, start: int, patience: float = 1.5) -> str:
    """What the server wrote on its terminal since ``start`` (bytes): as soon as it shows a traceback,
    else after ``patience`` seconds."""
    deadline = time.monotonic() + patience
    while True:
        said = server.log.read_bytes()[start:].decode(errors="replace")
        if "Traceback" in said or time.monotonic() > deadline:
            return said
        time.sleep(0.05)


@pytest.mark.parametrize("cut", ["closed mid-body", "half-closed mid-body"])
def test_a_phone_that_hangs_up_mid_form_leaves_no_traceback_on_the_terminal(server, cut):
    start, before = server.log.stat().st_size, server.record.read_bytes()
    data = server.post(_form(rev="zz", entry="?" * 50))[:-20]
    if cut == "closed mid-body":
        with socket.create_connection(("127.0.0.1", server.port), timeout=2) as s:
            s.sendall(data)
            time.sleep(0.1)
    else:
        server.raw(data, timeout=2, half_close=True)
    assert server.alive() and server.record.read_bytes() == before
    assert "Traceback" not in _log_after(server, start)


@pytest.mark.parametrize("path", ["/", "/record"])
def test_a_request_for_another_host_name_is_refused(server, path):
    answer = server.get(path, host=f"evil.example:{server.port}")
    assert _status(answer) in (400, 403, 421), answer[:200]
    assert server.alive()


@pytest.mark.parametrize("host", ["127.0.0.1:{port}", "localhost:{port}", "127.0.0.1"])
def test_the_address_the_server_prints_and_localhost_are_served(server, host):
    assert _status(server.get("/", host=host.format(port=server.port))) == 200


# --- nile serve's options and files ------------------------------------------------------------------

class WouldServe(Exception):
    """Raised in place of serving: every case below must be refused before the server starts."""


def _serve(args: list[str], cwd: Path, monkeypatch) -> tuple[int, str]:
    """``nile serve ARGS`` run in this process from ``cwd``, the server itself replaced by
    :class:`WouldServe` (so a case that is not refused fails at once instead of serving for ever):
    (its exit code, what it said)."""
    from typer.testing import CliRunner

    import scorer.web.server
    from scorer.cli import app

    def serve_table(*args, **kwargs):
        raise WouldServe("nile serve would have started")

    monkeypatch.setattr(scorer.web.server, "serve_table", serve_table)
    monkeypatch.chdir(cwd)
    done = CliRunner().invoke(app, ["serve", *args])
    said = done.output + (done.stderr if done.stderr_bytes is not None else "")
    assert done.exception is None or isinstance(done.exception, SystemExit), (done.exception, said)
    assert "Traceback" not in said, said
    return done.exit_code, said


@pytest.fixture
def a_record(tmp_path) -> Path:
    """A NIL record with its token beside it, as a first `nile serve` leaves them."""
    from scorer.web.server import table_token

    record = tmp_path / "r.yaml"
    TableSession.start(spec_of("nil"), ["Anna", "Ben"], [], record)
    table_token(record)
    return record


@pytest.fixture
def taken_port() -> Iterator[int]:
    """A port another program listens on."""
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        yield int(holder.getsockname()[1])


@pytest.mark.parametrize("args,words", [
    (["--port", "0"], "--port"),
    (["--port", "70000"], "--port"),
    (["--port", "-1"], "--port"),
    (["--port", "\u0668\u0660"], "--port"),
    (["--host", "192.0.2.1"], "cannot listen on 192.0.2.1"),
    (["--host", "no-such-host.invalid"], "cannot listen on no-such-host.invalid"),
    (["--host", "[::1]"], "cannot listen"),
    (["--host", "127.0.0.1:80"], "cannot listen"),
    (["--out", "folder"], "is a folder"),
    (["--out", "folder/"], "names a folder"),
    (["--out", "afile/r.yaml"], "not a folder"),
])
def test_a_new_game_with_unusable_options_is_refused_with_exit_2(args, words, tmp_path, monkeypatch):
    (tmp_path / "folder").mkdir()
    (tmp_path / "afile").write_text("x", encoding="utf-8")
    port = ["--port", str(free_port())] if "--port" not in args else []
    code, said = _serve(["nil", "--players", "2", *port, *args], tmp_path, monkeypatch)
    assert code == 2 and words in said, said
    assert sorted(p.name for p in tmp_path.rglob("*")) == ["afile", "folder"]  # no record made


def test_a_port_in_use_is_refused_before_any_record_is_made(taken_port, tmp_path, monkeypatch):
    code, said = _serve(["nil", "--players", "2", "--port", str(taken_port), "--out", "r.yaml"], tmp_path, monkeypatch)
    assert code == 2 and "already in use" in said and not (tmp_path / "r.yaml").exists()


@pytest.mark.parametrize("text,words", [
    (b"not: [a record", "not valid YAML"),
    (b"hello: world\n", "'game' is missing"),
    (b"\xff\xfe", "UTF-8"),
])
def test_a_file_that_is_not_a_record_is_refused_with_exit_2(text, words, tmp_path, monkeypatch):
    (tmp_path / "bad.yaml").write_bytes(text)
    code, said = _serve(["bad.yaml", "--port", str(free_port())], tmp_path, monkeypatch)
    assert code == 2 and words in said, said
    assert (tmp_path / "bad.yaml").read_bytes() == text


TOKEN_FILES: dict[str, object] = {
    "not a token": lambda p: p.write_text("garbage!!\n", encoding="ascii"),
    "empty": lambda p: p.write_text("", encoding="ascii"),
    "binary": lambda p: p.write_bytes(b"\xff\xfe\x00"),
    "too long": lambda p: p.write_text("A" * 10_000, encoding="ascii"),
    "a folder": lambda p: (p.unlink(), p.mkdir()),
    "a broken link": lambda p: (p.unlink(), p.symlink_to(p.with_name("nowhere"))),
    "a link to another file": pytest.param(
        lambda p: (p.unlink(), p.with_name("notes.txt").write_text("someone-elses-secret-line\n", encoding="ascii"),
                   p.symlink_to(p.with_name("notes.txt")))),
}


@pytest.mark.parametrize("spoil", TOKEN_FILES.values(), ids=list(TOKEN_FILES))
def test_a_spoilt_token_file_is_refused_with_exit_2(spoil, a_record, monkeypatch):
    before = a_record.read_bytes()
    spoil(a_record.with_name("r.yaml.token"))
    code, said = _serve([str(a_record), "--port", str(free_port())], a_record.parent, monkeypatch)
    assert code == 2 and "token" in said and "someone-elses" not in said, said
    assert a_record.read_bytes() == before


def test_a_token_file_that_is_a_pipe_is_refused_with_exit_2(a_record):
    token = a_record.with_name("r.yaml.token")
    token.unlink()
    os.mkfifo(token)
    proc = subprocess.Popen([sys.executable, "-m", "scorer.cli", "serve", str(a_record), "--port", str(free_port())],
                            cwd=a_record.parent, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        said, _ = proc.communicate(timeout=120)  # (a bound on a hang, not a wait: it exits at once)
    except subprocess.TimeoutExpired:
        proc.kill()
        said, _ = proc.communicate(timeout=10)
    assert proc.returncode == 2 and b"token" in said and b"Traceback" not in said, said
