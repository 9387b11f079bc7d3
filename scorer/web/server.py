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
from typing import Callable

from scorer.session import TableSession

#: hosts that only this machine can reach
LOCAL_HOSTS = ("127.0.0.1", "localhost", "::1")


class ServeError(ValueError):
    """The server cannot start: the port is taken, the host is not an address of this machine."""


def reachable_address(host: str) -> str:
    """The address other devices open for a server bound to ``host``: ``host`` itself, or for ``0.0.0.0``
    / ``::`` (every interface) this machine's address on its local network (``127.0.0.1`` without one).

    >>> reachable_address("127.0.0.1")
    '127.0.0.1'
    """
    if host not in ("0.0.0.0", "::", ""):
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
    """The random token that lets a phone write to the game of ``record``: kept beside it, readable by its
    owner only, in ``<record>.token``, so that a server restarted on the record gives the phones'
    open pages the same rights. Made on first use. Raises :class:`ServeError` when the file cannot be
    read or written, or holds something other than a token."""
    from pnp.outfile import OutputError, written

    path = record.with_name(record.name + ".token")
    try:
        if path.exists():
            token = path.read_text(encoding="ascii").strip()
            if not re.fullmatch(r"[A-Za-z0-9_-]{16,64}", token):
                raise ServeError(f"{path}: not a token written by nile serve; remove it to make a new one "
                                 "(open pages then need the new address)")
            return token
        token = secrets.token_urlsafe(12)
        with written(path, overwrite=False, private=True) as tmp:
            tmp.write_text(token + "\n", encoding="ascii")
        return token
    except (OSError, UnicodeError, OutputError) as exc:
        raise ServeError(f"the token beside the record: {getattr(exc, 'strerror', None) or exc}") from None


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


def serve_table(session: TableSession, token: str, host: str, port: int, say: Callable[[str], None]) -> None:
    """Serve ``session`` until Ctrl-C: print the address, its QR code and, for a host other machines can
    reach, a warning; then run uvicorn. Raises :class:`ServeError` when it cannot listen."""
    import segno
    import uvicorn

    from scorer.web.app import create_app
    from scorer.web.table import SharedTable

    check_port(host, port)
    address = page_address(host, port, token)
    say(f"{session.spec.title}: {', '.join(session.players)}. Record: {session.path}")
    say(f"Open on a phone (the token in it lets the phone enter moves): {address}")
    qr = segno.make(address, error="m")
    qr.terminal(compact=True)
    if host not in LOCAL_HOSTS:
        say(f"warning: --host {host}: anyone on this network can read the game at this address; only the "
            "token in it lets a phone enter moves")
    say("Ctrl-C stops the server; every step is saved, and nile serve RECORD goes on.")
    uvicorn.run(create_app(SharedTable(session), token, address), host=host, port=port, log_level="warning")
