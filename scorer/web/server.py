"""Starting ``nile serve``: the address players open, its QR code in the terminal, and uvicorn.

No rule, word of the game or file operation is here: they are in the session
(:mod:`scorer.session`); the page is :mod:`scorer.web.app`.
"""

from __future__ import annotations

import ipaddress
import re
import secrets
import socket
from pathlib import Path
from typing import Any, Callable

from scorer.engine.cli_messages import said
from scorer.session import TableSession

def local_only(host: str) -> bool:
    """True when a server bound to ``host`` can be reached from this machine only (a loopback address).

    >>> local_only("127.0.0.2"), local_only("localhost"), local_only("0.0.0.0"), local_only("192.168.1.20")
    (True, True, False, False)
    """
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return host.lower() == "localhost"


def every_interface(host: str) -> bool:
    """True when ``host`` binds every network of this machine (``0.0.0.0``, ``::``, ``0``, empty).

    >>> every_interface("0"), every_interface("::"), every_interface("127.0.0.1")
    (True, True, False)
    """
    if host in ("", "0"):
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_unspecified
    except ValueError:
        return False


class ServeError(ValueError):
    """The server cannot start: the port is taken, the host is not an address of this machine."""


def reachable_address(host: str) -> str:
    """The address other devices open for a server bound to ``host``: ``host`` itself, or for ``0.0.0.0``
    / ``::`` (every interface) this machine's address on its local network (``127.0.0.1`` without one).

    >>> reachable_address("127.0.0.1")
    '127.0.0.1'
    """
    if not every_interface(host):
        return host
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))  # no packet is sent: this only picks the outgoing interface
        return str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


def page_address(host: str, port: int, token: str) -> str:
    """The page's address with the token, as the QR code carries it.

    >>> page_address("192.168.1.20", 8000, "abc")
    'http://192.168.1.20:8000/?t=abc'
    >>> page_address("::1", 8000, "abc")
    'http://[::1]:8000/?t=abc'
    """
    shown = reachable_address(host)
    try:
        if ipaddress.ip_address(shown).version == 6:
            shown = f"[{shown}]"
    except ValueError:  # a host name
        pass
    return f"http://{shown}:{port}/?t={token}"


def table_token(record: Path) -> str:
    """The host's token for the game of ``record`` (see :func:`table_tokens`)."""
    return table_tokens(record, 0)[0]


def table_tokens(record: Path, seats: int) -> list[str]:
    """The random tokens that let phones write to the game of ``record``: the host's first, then one per
    seat (``seats`` of them, in seating order). Kept beside the record, readable by its owner only, in
    ``<record>.token``, one a line (the host's first), so that a server restarted on the record gives the
    phones' open pages the same rights; the missing ones are made and added. Raises :class:`ServeError`
    when the file cannot be read or written, or holds something other than tokens."""
    from gamedata.outfile import OutputError, written

    path = record.with_name(record.name + ".token")
    try:
        if path.is_symlink() or (path.exists() and not path.is_file()):
            raise ServeError(f"{path}: not a token file written by nile serve (a link, a folder or a pipe); "
                             "remove it to make a new one (open pages then need the new address)")
        kept: list[str] = []
        if path.exists():
            kept = path.read_text(encoding="ascii").split()
            if not kept or len(kept) > 64 or not all(re.fullmatch(r"[A-Za-z0-9_-]{16,64}", t) for t in kept) \
                    or len(set(kept)) != len(kept):
                raise ServeError(f"{path}: not a token written by nile serve; remove it to make a new one "
                                 "(open pages then need the new address)")
        if len(kept) >= seats + 1:
            return kept[:seats + 1]
        tokens = kept + [secrets.token_urlsafe(12) for _ in range(seats + 1 - len(kept))]
        with written(path, overwrite=bool(kept), private=True) as tmp:
            tmp.write_text("\n".join(tokens) + "\n", encoding="ascii")
        return tokens
    except (OSError, UnicodeError, OutputError) as exc:
        raise ServeError(f"the token beside the record: {getattr(exc, 'strerror', None) or exc}") from None


def trusted_host(header: str) -> bool:
    """True for a Host header a phone at the table sends: an IP address (DNS rebinding needs a name),
    ``localhost`` or this machine's own name, with or without a port.

    >>> trusted_host("192.168.1.20:8000"), trusted_host("[::1]:8000"), trusted_host("evil.example:8000")
    (True, True, False)
    """
    name = header if header.endswith("]") else header.rsplit(":", 1)[0]
    name = name.strip("[]").rstrip(".").lower()
    try:
        ipaddress.ip_address(name)
        return True
    except ValueError:
        me = socket.gethostname().lower()
        return name in ("localhost", me, f"{me}.local")


class HostCheck:
    """ASGI middleware: a request whose Host is not :func:`trusted_host` gets a 421, so that a web page
    of another site, whose name was made to resolve to this machine (DNS rebinding), cannot read the game."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] == "http":
            host = dict(scope["headers"]).get(b"host", b"").decode("latin-1")
            if not trusted_host(host):
                from starlette.responses import PlainTextResponse

                answer = PlainTextResponse("open the game at the address nile serve printed", status_code=421)
                await answer(scope, receive, send)
                return
        await self.app(scope, receive, send)


def check_port(host: str, port: int) -> None:
    """Raise :class:`ServeError` when ``host``:``port`` cannot be listened on (taken, not this machine's)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, port))
        except OSError as exc:
            raise ServeError(f"cannot listen on {host}:{port}: {exc.strerror or exc} (choose another --port, "
                             "or a --host of this machine)") from None


def serve_table(session: TableSession, tokens: str | list[str], host: str, port: int, say: Callable[[str], None],
                lang: str = "en") -> None:
    """Serve ``session`` until Ctrl-C: print one link per player (each with its own token: that player's
    page, showing the hand), the table's (read-only, what everyone sees) and the host's (may enter any
    step: a table with one phone) with its QR code, and for a host other machines can reach, a warning;
    then run uvicorn. ``tokens``: the host's, then one per seat (:func:`table_tokens`); a single token
    serves the host's link only; ``lang`` the pages' language for a phone that asks for none nile speaks.
    Raises :class:`ServeError` when it cannot listen."""
    import segno
    import uvicorn

    from scorer.web.app import create_app
    from scorer.web.table import SharedTable

    token, seats = (tokens, []) if isinstance(tokens, str) else (tokens[0], tokens[1:])
    check_port(host, port)
    address = page_address(host, port, token)
    base = address.split("?", 1)[0]
    say(said("nile-cli.serve.players", lang, title=session.spec.title, players=list(session.players), path=str(session.path)))
    if seats:
        say(said("nile-cli.serve.each", lang))
        width = max(len(name) for name in session.players)
        for name, seat_token in zip(session.players, seats):
            say(f"  {name + ':':{width + 1}} {base}?t={seat_token}")
        say(said("nile-cli.serve.table", lang, address=base))
    say(said("nile-cli.serve.host", lang, address=address))
    qr = segno.make(address, error="m")
    qr.terminal(compact=True)
    if not local_only(host):
        say(said("nile-cli.serve.open-host", lang, host=host))
    say(said("nile-cli.serve.stop", lang))
    app = create_app(SharedTable(session), token, address, seats, lang)
    uvicorn.run(HostCheck(app), host=host, port=port, log_level="warning")
