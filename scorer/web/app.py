"""``nile serve``: the live referee as a small web page for the table's phones (Starlette, Jinja2 templates
rendered on the server, one vendored htmx file; every page works as plain HTML forms without scripts).

The page is a thin layer over :class:`~scorer.web.table.SharedTable`: every rule, word and file operation
stays in the session. Each link has a role, given by its token ``t``: the host's (the token printed at
start, for a table with one phone: the table's view, may enter anything), a seat's (one per player: the
table's view and that player's hand, rack or storage, as cards to tap; enters the table's public steps
and its own hidden ones; another seat's hidden entry, such as a card that player drew, is refused with a
403), or none: the table's read-only page (what everyone sees). Routes:

=========================  ===========================================================================
``GET /?t=&zoom=&at=``     the page: whose turn, what is expected, the score, the entries as buttons; NIL's and
                           Ufern's board inline (``zoom=whole``: all of it, else where play is), its targets
                           links to ``?at=B14``, which lists the entries there as pictures to tap
``GET /?...&b=&add=&on=``  a turn being built on the page (Ufern's actions, :mod:`scorer.web.build`): ``b`` the
                           steps tapped so far (``;``-separated), ``add`` one more (not added where refused),
                           ``on`` the step it was built on (else the steps are dropped); the board drawn where
                           they lead, nothing recorded
``GET /part?rev=R&t=``     the page's changing part, or 204 when the game is still at revision ``R``
                           (polled every 1.5 s by htmx; ``zoom`` and ``at`` as for the page)
``POST /enter``            ``t``, ``rev``, ``entry``, ``b``, ``sure``: rule an entry (403 without the token); a built
                           turn ``b`` is sent with it as one entry (the steps, then ``entry``), all or nothing; an
                           entry asked to be confirmed first (NILE: told cards it would make give way) is applied
                           with ``sure=yes`` at the revision it was asked at; ``peek``: the seat whose hand the
                           host's page opened, the entry tapped there (a refusal in that player's words)
``POST /undo``             ``t``, ``rev``: take back the last step
``GET /record``            the record, as a download (only a host's, while it tells a card hidden from the link)
``GET /board.svg?t=``      the print's picture of the game as the link sees it (the board, or a card game's
                           table), the last step ringed: a link on the page, never fetched by a poll
``GET /view.json?t=``      the view of the link's seat (or the table's), as JSON
``GET /qr.svg?t=&seat=``   the QR code of the host's page address, or of seat ``seat``'s (1-based; host only)
``GET /bgstats.svg``       once the game is over, the QR code of its BG Stats push-play link (404 before)
``GET /static/htmx.min.js``  htmx 2.0.11 (0BSD licence), vendored
=========================  ===========================================================================

Why polling, not server-sent events: a phone at a table sleeps, drops Wi-Fi and wakes; a poll simply
asks again, needs no open connection per phone nor htmx's SSE extension (a second vendored file), and
costs one 204 answer per phone every 1.5 s when nothing changed.

The read-only (table) page is the same for every screen showing it: it is made once per revision (and
zoom, target) and kept gzipped (:class:`ReadOnlyCache`), so any number of them cost the players almost
nothing. Every answer carries the security headers of :data:`SECURITY_HEADERS` (a Content-Security-Policy
allowing this server's own script and style files only: the page has no inline script or style).
"""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence
from urllib.parse import parse_qs, quote

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.middleware import Middleware
from starlette.middleware.gzip import GZipMiddleware
from starlette.requests import ClientDisconnect, Request
from starlette.responses import FileResponse, JSONResponse, PlainTextResponse, RedirectResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.templating import Jinja2Templates

from markupsafe import Markup, escape

from scorer.engine import Seat
from scorer.engine.said import words
from scorer.session import Accepted, Asked, Forbidden, Illegal, SessionError, Unreadable, grouped, singles
from scorer.i18n import in_words
from scorer.web.build import MOST, carried, joined, parts, refused_part
from scorer.web.i18n import entry_label, page_words, script_words
from scorer.web.lang import COOKIE, KEPT_SECONDS, OWN_NAMES, NotSpoken, chosen, switched

#: the field a form's values carry to :meth:`App.entered`: the page's language, the entry is read in (not a
#: field of the form: a phone cannot set it but by its language)
READ_IN = " lang"
from scorer.web.table import REVISION, MovedOn, Outcome, Repeated, SharedTable, refused

HERE = Path(__file__).resolve().parent
#: the largest form body read, in bytes (an entry is at most 2,000 characters, percent-encoded)
MAX_BODY_BYTES = 16_384
#: how often an open page asks whether the game moved on, in milliseconds
POLL_MS = 1500
#: the headers of every answer: this server's own scripts, styles and pictures only (the board is inline
#: SVG, whose presentation attributes no CSP governs), forms posted here only, never in a frame, no
#: address (with its token) sent to another site, no type guessed from the content
SECURITY_HEADERS = {
    "Content-Security-Policy": "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
                               "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
}
#: the page's zooms of the board (the first the default)
ZOOMS = ("play", "whole")
#: the table's page (a shared screen, read-only): the whole board first (revboards defect 9: a laptop showed a
#: 7 x 7 window of NIL's 22 x 21 board)
TABLE_ZOOMS = ("whole", "play")
#: what a board target's name looks like (``B14``, ``W4.2``, ``M3``); anything else opens no target
TARGET = re.compile(r"[A-Za-z][A-Za-z0-9.]{0,11}")


class SecurityHeaders:
    """ASGI middleware: every HTTP answer gets :data:`SECURITY_HEADERS` (errors and static files too)."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.headers = [(k.lower().encode(), v.encode()) for k, v in SECURITY_HEADERS.items()]

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def sending(message: Any) -> None:
            if message["type"] == "http.response.start":  # a header an answer sets itself is not doubled
                named = {name.lower() for name, _ in message.get("headers", [])}
                message = {**message, "headers": [*message.get("headers", []),
                                                  *(h for h in self.headers if h[0] not in named)]}
            await send(message)
        await self.app(scope, receive, sending)


class ReadOnlyCache:
    """The read-only page's answers, made once per revision: ``key`` -> (revision, body, its gzip). Old
    revisions' answers are dropped when a new one is kept."""

    def __init__(self) -> None:
        self.kept: dict[tuple[object, ...], tuple[str, bytes, bytes]] = {}

    def get(self, key: tuple[object, ...], revision: str) -> tuple[bytes, bytes] | None:
        """The body and its gzip kept for ``key`` at ``revision``, or None."""
        kept = self.kept.get(key)
        return (kept[1], kept[2]) if kept is not None and kept[0] == revision else None

    def put(self, key: tuple[object, ...], revision: str, body: bytes) -> tuple[bytes, bytes]:
        """Keep ``body`` (and its gzip) for ``key`` at ``revision``; return both."""
        import gzip

        if len(self.kept) > 32:  # old revisions' go; then all (a flood of made-up targets)
            self.kept = {k: v for k, v in self.kept.items() if v[0] == revision}
            if len(self.kept) > 32:
                self.kept.clear()
        packed = gzip.compress(body, compresslevel=6)
        self.kept[key] = (revision, body, packed)
        return body, packed


@dataclass(frozen=True)
class Role:
    """Who opened a page, from its token: a ``host`` (may enter anything, sees the table's view), a seat
    (``seat``, its player's view), or the table (read-only: neither). ``token`` the link's token."""

    token: str = ""
    seat: Seat = None
    host: bool = False

    @property
    def writable(self) -> bool:
        """True for a link that enters steps (the host's or a seat's)."""
        return self.host or self.seat is not None


#: on a plain-text refusal of a write (a wrong token, a form from another site): htmx leaves the page as it
#: is (a 403 of the game's own, another player's step, is a page to swap in: see page.html.j2)
NO_SWAP = {"HX-Reswap": "none"}


def language_headers(lang: str) -> dict[str, str]:
    """The headers of an answer said in ``lang``."""
    return {"Content-Language": lang}


@dataclass(frozen=True)
class _Drawn:
    """What a page shows of the game (:meth:`TablePages.drawn`): the ``view`` and the ``board`` with its
    ``choices``, the turn ``made`` on the page (:class:`~scorer.web.build.Built`, None on a page that writes
    nothing), the build's ``steps`` as the address gave them and whether a step was ``added`` by this
    request, the build to ``carry`` on in links, and the address's zoom (``here``) and token (``own``) parts."""

    view: Any
    board: str | None
    choices: Any
    made: Any
    steps: tuple[str, ...]
    added: bool
    carry: str
    here: str
    own: str


def _refused_heading(outcome: Outcome | None) -> tuple[str, str]:
    """A refused whole turn is headed by the step refused (its reason without the session's heading)."""
    if isinstance(outcome, (Illegal, Unreadable)):
        return refused_part(getattr(outcome, "reason", getattr(outcome, "message", "")))
    return "", ""


def _sends_now(made: Any) -> bool:
    """A tap that leaves the turn ``made`` nothing more to add sends it at once (the page's script; without
    one, the player taps Done): the last action point spent is the turn's end, as at the table."""
    return made is not None and made.rejected is None and made.refused is None \
        and ((bool(made.steps) and not made.open) or made.send)


def _seat_number(text: str) -> int | None:
    """A form's seat index (``"0"``, ``"1"``, ...), or None for anything else.

    >>> _seat_number("1"), _seat_number(""), _seat_number("²"), _seat_number("9" * 5000)
    (1, None, None, None)
    """
    return int(text) if text.isascii() and text.isdigit() and len(text) < 4 else None


class TablePages:
    """The pages and answers of one served table (see the module docstring for the routes): ``table`` the
    shared session, ``token`` the host's, ``seats`` each player's (in seating order), ``address`` the host
    page's address as the other phones reach it (or None). Raises ValueError when a seat's token is the
    host's or another seat's."""

    def __init__(self, table: SharedTable, token: str, address: str | None = None, seats: Sequence[str] = (),
                 lang: str = "en") -> None:
        import jinja2

        if len(set(seats) | {token}) != len(seats) + 1:
            raise ValueError("every seat needs its own token, other than the host's")
        self.table, self.token, self.address, self.seats = table, token, address, tuple(seats)
        #: the language of a phone that asks for none we speak (``nile serve --lang``, else the environment's)
        self.lang = lang
        # every value is escaped (a player's name or an entry is never read as markup), whatever the suffix; the
        # words are said with callables bound to the phone's language (scorer.web.i18n), Jinja2's i18n extension on
        env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(HERE / "templates")), autoescape=True,
                                 undefined=jinja2.StrictUndefined,  # a misspelt name fails the tests
                                 extensions=["jinja2.ext.i18n"])
        self.templates = Jinja2Templates(env=env)
        self.cache = ReadOnlyCache()

    def role(self, request: Request, given: str | None = None) -> Role:
        """The role of the token ``given`` (default: the address's ``t``); every token is compared in
        constant time, so the answer's timing tells nothing of any of them."""
        value = (given if given is not None else request.query_params.get("t", "")).encode()
        found = Role()
        for seat, known in [(None, self.token), *enumerate(self.seats)]:
            if value and secrets.compare_digest(value, known.encode()):
                found = Role(known, seat, seat is None)
        return found

    def language(self, request: Request) -> str:
        """The language of the page for ``request`` (:func:`scorer.web.lang.chosen`): its ``?lang=``, the
        phone's cookie, its ``Accept-Language``, else the server's. Raises
        :class:`~scorer.web.lang.NotSpoken` for a ``?lang=`` nile does not speak."""
        return chosen(switched(request.query_params.get("lang")), request.cookies.get(COOKIE),
                      request.headers.get("accept-language"), self.lang)

    def spoken(self, request: Request) -> str:
        """:meth:`language`, a ``?lang=`` nile does not speak left aside (the words of a refusal of it)."""
        return chosen(None, request.cookies.get(COOKIE), request.headers.get("accept-language"), self.lang)

    def said(self, request: Request, id: str, status: int, headers: dict[str, str] | None = None,
             **values: Any) -> Response:
        """A plain-text answer ``status`` (a refusal a phone shows in its notice) saying the page's message
        ``id`` with ``values`` in the phone's language."""
        lang = self.spoken(request)
        return PlainTextResponse(words(id, values, lang), status_code=status,
                                 headers={**(headers or {}), **language_headers(lang)})

    def seat_links(self, request: Request) -> list[tuple[str, int, str]]:
        """Each player's link (name, 1-based seat, address), for the host's page."""
        base = self.address.split("?", 1)[0] if self.address else str(request.url_for("page"))
        return [(name, i + 1, f"{base}?t={seat_token}")
                for i, (name, seat_token) in enumerate(zip(self.table.session.players, self.seats))]

    def looking(self, request: Request, fields: dict[str, str] | None = None,
                zooms: tuple[str, ...] = ZOOMS) -> tuple[str, str | None]:
        """The board's zoom (``zooms[0]`` unless the address says another) and the target whose entries are open,
        from the address (or a posted form)."""
        given = fields if fields is not None else request.query_params
        zoom = given.get("zoom", zooms[0])
        at = given.get("at") if fields is None else None  # after a move, the choices close
        return (zoom if zoom in zooms else zooms[0]), (at if at and TARGET.fullmatch(at) else None)

    async def render(self, request: Request, outcome: Outcome | None = None, typed: str = "", status: int = 200,
                     given: str | None = None, name: str | None = None, fields: dict[str, str] | None = None
                     ) -> Response:
        """The page (or, for htmx, its changing part) with ``outcome`` ruled and ``typed`` in the field."""
        try:
            lang = self.language(request)
        except NotSpoken:
            return self.said(request, "nile-web.error.lang", 400)
        who = self.role(request, given)
        name = name or ("part.html.j2" if request.headers.get("HX-Request") else "page.html.j2")
        zoom, at = self.looking(request, fields, ZOOMS if who.writable else TABLE_ZOOMS)
        wrong_token = not who.writable and bool(given or request.query_params.get("t"))
        key = (name, zoom, at, wrong_token, lang)  # the words are the phone's: one answer per language
        if not who.writable and outcome is None:  # the table's page: one answer per revision for every screen
            kept = self.cache.get(key, self.table.revision)
            if kept is not None:
                return self.speaking(request, self.packed(request, *kept, status), lang)
        drawn = await self.drawn(request, who, zoom, at, fields, outcome, lang)
        values = self.values(request, who, drawn, outcome, typed, fields)
        values.update(wrong_token=wrong_token, zoom=zoom, at=at, **self.worded(lang, drawn))
        answer: Response = self.templates.TemplateResponse(request, name, values, status_code=status)
        if not who.writable and outcome is None and status == 200:
            answer = self.packed(request, *self.cache.put(key, drawn.view.revision, bytes(answer.body)), status)
        return self.speaking(request, answer, lang)

    def worded(self, lang: str, drawn: "_Drawn") -> dict[str, Any]:
        """The template's values that say its words in ``lang`` (:func:`scorer.web.i18n.page_words`), the
        language switch's links, the script's words, the final report and its notes in ``lang``."""
        view = drawn.view
        return {**page_words(lang, self.table.session), "lang": lang, "languages": list(OWN_NAMES.items()),
                "script_words": script_words(lang), "report": self.table.report(lang) if view.over else "",
                "notes": self.table.notes(lang) if view.over else [],
                "address_span": Markup('<span class="address">{}</span>').format(escape(self.address or "")),
                "reason": lambda outcome: in_words(outcome.reason, lang, outcome.id, outcome.values)}

    def speaking(self, request: Request, answer: Response, lang: str) -> Response:
        """``answer`` said in ``lang``: its ``Content-Language``, ``Vary`` on what chose it, and the phone's
        cookie set where the page's switch (``?lang=``) chose it."""
        answer.headers.update(language_headers(lang))
        varies = [v.strip() for v in answer.headers.get("Vary", "").split(",") if v.strip()]
        answer.headers["Vary"] = ", ".join(dict.fromkeys([*varies, "Accept-Language", "Cookie"]))
        if request.query_params.get("lang") is not None:
            answer.set_cookie(COOKIE, lang, max_age=KEPT_SECONDS, path="/", samesite="strict", httponly=True)
        return answer

    async def drawn(self, request: Request, who: Role, zoom: str, at: str | None, fields: dict[str, str] | None,
                    outcome: Outcome | None, lang: str = "en") -> "_Drawn":
        """What the page shows of the game: the view and board as ``who`` sees them, and on a page that
        writes, the turn being built there (:mod:`scorer.web.build`: the board where the build leads, nothing
        recorded) and the build the address carries on (as ruled here, or, where this page builds nothing
        now, as it came: a later page drops it, with a word, if the game has moved on meanwhile); the board's words
        and the pictures' in ``lang``."""
        own = f"&t={who.token}" if who.token else ""
        here = f"zoom={zoom}" if zoom != ZOOMS[0] else ""
        steps, add, on = self.building(request, fields, outcome)
        got = await run_in_threadpool(self.table.built, who.seat, steps, zoom,
                                      f"?{here + '&' if here else ''}{{b}}at={{at}}{own}#tapped", at, add, on, lang) \
            if who.writable else None
        made = got[3] if got is not None else None
        given_b = joined([*steps, *([add] if add else [])])
        carry = (carried(made.texts, made.base) if made.texts else "") if made is not None else \
            (f"b={quote(given_b, safe='')}&on={quote(on or '', safe='')}" if given_b else "")
        board: str | None
        if got is not None:
            view, board, choices = got[0], got[1], got[2]
        else:  # the board and the view of one revision, drawn in a worker thread (waits for a step in progress)
            view, board, choices = await run_in_threadpool(
                self.table.board, who.seat, zoom, who.writable, f"?{here + '&' if here else ''}at={{at}}{own}#tapped",
                at, lang)
        return _Drawn(view, board, choices, made, steps, bool(add), carry, here, own)

    def values(self, request: Request, who: Role, drawn: "_Drawn", outcome: Outcome | None, typed: str,
               fields: dict[str, str] | None) -> dict[str, Any]:
        """The template's values for the page of ``who`` showing ``drawn``, ``outcome`` ruled, ``typed`` in the
        field (``fields``: a posted form's)."""
        view, made = drawn.view, drawn.made

        def build_link(more: Sequence[str]) -> str:
            """The page's address with the build ``more`` (the steps tapped so far, changed)."""
            b = carried(more, made.base if made is not None else 0)
            return "?" + "&".join(p for p in (drawn.here, b, drawn.own[1:]) if p)
        values = {"view": view, "prompt": view.prompt, "rev": view.revision, "groups": view.groups,
                  "count": view.count, "standings": view.standings, "over": view.over, "outcome": outcome,
                  "kind": type(outcome).__name__ if outcome is not None else "", "typed": typed,
                  "token": who.token, "writable": who.writable, "poll_ms": POLL_MS, "host": who.host,
                  "address": self.address if who.host else None, "bgstats": view.bgstats,
                  "seat_links": self.seat_links(request) if who.host else [],
                  "board": drawn.board, "zooms": ZOOMS if who.writable else TABLE_ZOOMS, "choices": drawn.choices,
                  "via": (fields or {}).get("via", ""),  # where a posted entry came from: its refusal goes there
                  "built": made, "build_q": joined(made.texts if made is not None else drawn.steps),
                  "carry": drawn.carry, "build_on": made.base if made is not None else 0, "build_link": build_link,
                  "refused_part": _refused_heading(outcome),
                  "send_now": fields is None and drawn.added and _sends_now(made),
                  "labels": view.labels, "peek": self.table.peek() if who.host and not view.over else None,
                  "completions": list(view.completions) or [t for texts in view.groups.values() for t in texts]}
        if made is not None:  # the entries where the build leads: each tap adds to it (the board's cells list none)
            listed = [e for e in made.entries if e.text not in made.on_board]
            values.update(groups=grouped(listed), count=len(listed), labels=singles(listed),
                          completions=[e.text for e in made.entries])
        return values

    def packed(self, request: Request, body: bytes, gzipped: bytes, status: int) -> Response:
        """A kept page answer, gzipped where the browser takes it."""
        if "gzip" in request.headers.get("accept-encoding", ""):
            return Response(gzipped, status, media_type="text/html",
                            headers={"Content-Encoding": "gzip", "Vary": "Accept-Encoding"})
        return Response(body, status, media_type="text/html", headers={"Vary": "Accept-Encoding"})

    def building(self, request: Request, fields: dict[str, str] | None, outcome: Outcome | None
                 ) -> tuple[tuple[str, ...], str, str | None]:
        """The turn being built on the page: (its steps, the step just tapped, the step it was built on):
        the address's ``b``, ``add`` (a tap in the list, the board, the entry field: a GET) and ``on``; after
        a post, the build it sent where the entry was refused (kept, to be mended), else none (it was
        recorded)."""
        if fields is not None:
            kept = parts(fields.get("b", "")) if outcome is not None and refused(outcome) else ()
            return kept, "", fields.get("on", "")
        given = request.query_params
        steps, add = parts(given.get("b", "")), " ".join(given.get("add", "").split())[:2000]
        on = given.get("on", "")
        return (steps, "", on) if len(steps) >= MOST else (steps, add, on)

    async def page(self, request: Request) -> Response:
        return await self.render(request)

    async def part(self, request: Request) -> Response:
        if request.query_params.get("lang") is not None:  # (a poll never sends one; an address typed may)
            try:
                switched(request.query_params.get("lang"))
            except NotSpoken:
                return self.said(request, "nile-web.error.lang", 400)
        rev = self.revision(request, dict(request.query_params))
        if isinstance(rev, Response):
            return rev
        if rev == self.table.revision:
            return Response(status_code=204)
        return await self.render(request, name="part.html.j2")

    async def form(self, request: Request) -> dict[str, str] | Response:
        """The posted form's fields, or the 4xx that says why it cannot be read."""
        kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
        if kind != "application/x-www-form-urlencoded":
            return self.said(request, "nile-web.error.form-type", 415)
        site = request.headers.get("sec-fetch-site", "")
        origin = request.headers.get("origin")
        own = f"{request.url.scheme}://{request.headers.get('host', '')}"
        # another site, this one by another scheme or port; an Origin "null" is the page's own plain form only
        # where the browser says so (Referrer-Policy: no-referrer makes it send "null" for a form's post)
        if site in ("cross-site", "same-site") or (origin and origin != own
                                                   and not (origin == "null" and site == "same-origin")):
            return self.said(request, "nile-web.error.other-site", 403, NO_SWAP)
        body = b""
        try:
            async for chunk in request.stream():
                body += chunk
                if len(body) > MAX_BODY_BYTES:
                    return self.said(request, "nile-web.error.too-long", 413, most=f"{MAX_BODY_BYTES:,}")
        except ClientDisconnect:  # the phone hung up mid-form: nobody reads this answer
            return self.said(request, "nile-web.error.cut-off", 400)
        try:
            fields = parse_qs(body.decode("utf-8"), keep_blank_values=True, max_num_fields=8, errors="strict")
        except (UnicodeDecodeError, ValueError):
            return self.said(request, "nile-web.error.not-utf8", 400)
        if any(len(v) != 1 for v in fields.values()):
            return self.said(request, "nile-web.error.twice", 400)
        values = {k: v[0] for k, v in fields.items()}
        if not self.role(request, values.get("t", "")).writable:
            return self.said(request, "nile-web.error.read-only", 403, NO_SWAP)
        return values

    def revision(self, request: Request, values: dict[str, str]) -> str | Response:
        rev = values.get("rev", "")
        if not REVISION.fullmatch(rev):
            return self.said(request, "nile-web.error.rev", 400)
        return rev

    async def write(self, request: Request, act: Callable[[dict[str, str], str, Role], Outcome],
                    needs: tuple[str, ...] = ()) -> Response:
        """Read the form, then ``act(fields, revision)`` in a worker thread (a ruling saves the record, a
        picture takes tenths of a second: the server keeps answering the other phones meanwhile)."""
        values = await self.form(request)
        if isinstance(values, Response):
            return values
        rev = self.revision(request, values)
        if isinstance(rev, Response):
            return rev
        missing = [name for name in needs if name not in values]
        if missing:
            return self.said(request, "nile-web.error.no-field", 400, field=missing[0])
        try:
            outcome = await run_in_threadpool(act, {**values, READ_IN: self.spoken(request)}, rev,
                                              self.role(request, values["t"]))
        except SessionError as exc:
            return PlainTextResponse(f"{exc}", status_code=503)
        zoom = "&zoom=whole" if values.get("zoom") == "whole" else ""
        if isinstance(outcome, (Accepted, Repeated)) and not request.headers.get("HX-Request"):
            # a plain form (no script): back to the page's own address, which shows the last step and what
            # the rules worked out, so that reloading it never sends the entry again
            return RedirectResponse(f"/?t={values['t']}{zoom}", status_code=303)
        # another player's step or hidden entry: said in the page, where the entry was (403, nothing recorded)
        status = 409 if isinstance(outcome, MovedOn) else 403 if isinstance(outcome, Forbidden) else 200
        kept = values.get("entry", "") if refused(outcome) else ""  # to be corrected, or sent again
        if isinstance(outcome, Asked):  # a button's entry (the record's words): in the reader's, which it reads back
            kept = entry_label(self.table.session, outcome.entry, self.spoken(request))
        answer = await self.render(request, outcome, kept, status, values["t"], fields=values)
        if isinstance(outcome, (Accepted, Repeated)) and "b" in values:
            # a built turn sent: the address no longer carries its steps (a reload starts no build with them)
            answer.headers["HX-Replace-Url"] = f"/?t={values['t']}{zoom}"
        return answer

    async def enter(self, request: Request) -> Response:
        return await self.write(request, self.entered, needs=("entry",))

    def entered(self, values: dict[str, str], rev: str, who: Role) -> Outcome:
        """The entry of a page's form ruled: a turn built on the page (``b``: its steps) is sent with the entry
        as one entry, ruled all or nothing; ``undo`` typed alone (any case) is the undo command, as at
        ``nile play``'s prompt, never read as a step of the game (fe-table6 problem 11)."""
        word, _, count = values["entry"].strip().lower().partition(" ")
        if word == "undo" and not values.get("b") and (not count or (who.host and count.isdigit() and len(count) < 4)):
            return self.table.undo(rev, who.seat, int(count) if count else 1)  # (the host's page: undo N)
        return self.table.enter(joined([*parts(values.get("b", "")), *([values["entry"]] if values["entry"].strip() else [])])
                                or values["entry"], rev, who.seat, who.host, sure=values.get("sure") == "yes",
                                peek=_seat_number(values.get("peek", "")), lang=values.get(READ_IN, "en"))

    async def undo(self, request: Request) -> Response:
        return await self.write(request, lambda values, rev, who: self.table.undo(rev, who.seat))

    async def record(self, request: Request) -> Response:
        who = self.role(request)
        if not who.host and not (await run_in_threadpool(self.table.view, who.seat)).record:
            return self.said(request, "nile-web.error.record-hidden", 403)
        # what the session last wrote, never whatever another program has put at its path since
        name, data = await run_in_threadpool(self.table.saved)
        return Response(data, media_type="application/yaml",
                        headers={"Content-Disposition": f"attachment; filename*=utf-8''{quote(name)}"})

    async def board(self, request: Request) -> Response:
        try:
            path = await run_in_threadpool(self.table.picture, self.role(request).seat, self.spoken(request))
        except SessionError as exc:
            return PlainTextResponse(f"{exc}", status_code=503)
        if path is None:
            return self.said(request, "nile-web.error.no-picture", 404, title=self.table.session.spec.title)
        return FileResponse(path, media_type="image/svg+xml", headers={"Cache-Control": "no-store"})

    async def view_json(self, request: Request) -> Response:
        view = await run_in_threadpool(self.table.view, self.role(request).seat)
        return JSONResponse(view.as_json(), headers={"Cache-Control": "no-store"})

    async def qr(self, request: Request) -> Response:
        if not self.role(request).host:
            return self.said(request, "nile-web.error.qr-host", 403)
        import io

        import segno

        out = io.BytesIO()
        target = self.address or str(request.url_for("page").include_query_params(t=self.token))
        wanted = request.query_params.get("seat")
        if wanted is not None:
            links = {str(number): link for _, number, link in self.seat_links(request)}
            if wanted not in links:
                return self.said(request, "nile-web.error.seat", 400, seats=len(links))
            target = links[wanted]
        try:
            code = segno.make(target, error="m")
        except segno.DataOverflowError:  # a Host header of thousands of characters
            return self.said(request, "nile-web.error.qr-long", 400)
        code.save(out, kind="svg", scale=4)
        return Response(out.getvalue(), media_type="image/svg+xml")

    async def bgstats_qr(self, request: Request) -> Response:
        from scorer import bgstats

        link = (await run_in_threadpool(self.table.view)).bgstats
        if link is None:
            return self.said(request, "nile-web.error.not-over", 404)
        return Response(bgstats.qr_svg(link), media_type="image/svg+xml", headers={"Cache-Control": "no-store"})


def create_app(table: SharedTable, token: str, address: str | None = None, seats: Sequence[str] = (),
               lang: str = "en") -> Starlette:
    """The web app serving ``table``; writes need ``token`` (the host's) or one of ``seats`` (each player's
    token, in seating order: that seat's link). ``address`` is the host page's address with the token as the
    other phones reach it (the one printed at start); its QR code is on the host's page, whatever name this
    phone opened the page by (a laptop's own 127.0.0.1 is no use to a phone), with the seats' (the same
    address with their tokens). Without it, the QR codes carry the address the page was opened by. Raises
    ValueError when a seat's token is the host's or another seat's. ``lang`` the language of a phone that asks
    for none nile speaks (``nile serve --lang``, else the environment's): each phone's page is in its own
    (:mod:`scorer.web.lang`)."""
    pages = TablePages(table, token, address, seats, lang)
    routes = [
        Route("/", pages.page, name="page"), Route("/part", pages.part),
        Route("/enter", pages.enter, methods=["POST"]), Route("/undo", pages.undo, methods=["POST"]),
        Route("/record", pages.record), Route("/board.svg", pages.board), Route("/qr.svg", pages.qr),
        Route("/bgstats.svg", pages.bgstats_qr), Route("/view.json", pages.view_json),
        Mount("/static", StaticFiles(directory=str(HERE / "static")), name="static"),
    ]
    # a page with its board is some tens of KB of HTML and SVG; compressed, a few KB (the print's picture,
    # ~0.5 MB of SVG, shrinks as much); the headers go on every answer, errors and static files too
    return Starlette(routes=routes, middleware=[Middleware(SecurityHeaders),
                                                Middleware(GZipMiddleware, minimum_size=1024)])
