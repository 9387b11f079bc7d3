"""A served game for the tests and the benchmark: uvicorn in a thread on a free port of 127.0.0.1
(:func:`serving`), and six phones playing it at once, each making a fixed number of requests
(:func:`load`), with a log of what each phone was told (:class:`Answer`) and the check that the game's
changes are exactly the ones the phones were told of, none lost or doubled (:func:`accepted_sequence`).

Used by tests/test_serve_browser.py, tests/test_serve_load.py and benchmarks/serve.py.
"""

from __future__ import annotations

import html
import random
import re
import socket
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Iterator, Sequence

from scorer.session import TableSession
from scorer.web.table import SharedTable

if TYPE_CHECKING:
    import httpx

TOKEN = "test-token"
#: seconds a phone waits for any one answer; the load fails rather than hang
TIMEOUT = 30.0
#: what a phone does next, and how often (weights): load the page, poll it, enter a move with the
#: revision its page shows, send a form made at an older revision, send a move's form twice, undo
ACTIONS = {"page": 20, "poll": 34, "move": 30, "stale": 6, "repeat": 6, "undo": 4}
#: the statuses each kind of request may get ("race": a move sent by all six phones at once)
EXPECTED = {"page": {200}, "poll": {200, 204}, "move": {200, 409}, "race": {200, 409}, "stale": {200, 409},
            "repeat": {200, 409}, "undo": {200, 409}}
MOVED_ON = "The game moved on"


def free_port() -> int:
    """A TCP port of 127.0.0.1 that nothing listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def serving(session: TableSession, token: str = TOKEN, seats: Sequence[str] = ()) -> Iterator[tuple[str, SharedTable]]:
    """Serve ``session`` on 127.0.0.1 until the block ends: yields (the page's address with ``token``,
    the table); ``seats`` the players' tokens, in seating order. Raises RuntimeError when uvicorn has not
    started within 20 s."""
    import uvicorn

    from scorer.web.app import create_app

    table, port = SharedTable(session), free_port()
    server = uvicorn.Server(uvicorn.Config(create_app(table, token, seats=seats), host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started and time.monotonic() < deadline and thread.is_alive():
        time.sleep(0.05)
    if not server.started:
        server.should_exit = True
        raise RuntimeError(f"uvicorn did not start on 127.0.0.1:{port}")
    try:
        yield f"http://127.0.0.1:{port}/?t={token}", table
    finally:
        server.should_exit = True
        thread.join(timeout=10)


@dataclass(frozen=True)
class Answer:
    """One request of one phone and what it was told. ``action`` is one of :data:`ACTIONS` or "race";
    ``route`` e.g. "POST /enter"; ``sent`` the revision the request carried ('' for a page load);
    ``said`` the ruling's headline as the page shows it ('' when none); ``again`` True when the page said
    the entry was already recorded (a repeated form); ``rev`` the revision of the page in the answer ('' for
    none, e.g. a 204); ``seconds`` the time from sending to the whole answer read."""

    phone: int
    action: str
    route: str
    status: int
    sent: str = ""
    entry: str = ""
    said: str = ""
    again: bool = False
    rev: str = ""
    seconds: float = 0.0


def count_of(revision: str) -> int:
    """The count of changes in a revision: ``count_of("ab12.7") == 7``."""
    return int(revision.rsplit(".", 1)[1])


@dataclass
class Phone:
    """One phone at the table: the revision, the entries (buttons) and the example of the hint its page
    shows now, and the log of what it was told."""

    number: int
    base: str
    token: str
    rng: random.Random
    rev: str = ""
    entries: list[str] = field(default_factory=list)
    example: str = ""
    answers: list[Answer] = field(default_factory=list)

    def send(self, client: httpx.Client, action: str, path: str, form: dict[str, str] | None = None) -> Answer:
        """Make one request (a POST when there is a ``form``), note what the page now shows, log the answer."""
        method = "GET" if form is None else "POST"
        started = time.perf_counter()
        # a form is sent as the page's htmx sends it (a plain form without scripts gets a redirect)
        headers = {"HX-Request": "true"} if form is not None else {}
        reply = client.request(method, self.base + path, data=form, headers=headers)
        text = reply.text
        seconds = time.perf_counter() - started
        shown = re.search(r'hx-get="/part\?rev=([0-9a-f]+\.[0-9]+)', text)
        # a refusal stands by the field it came from, below the last step: its headline is the answer's
        headline = re.search(r'id="refusal"[^>]*><strong>(.*?)</strong>', text) or re.search(r"<strong>(.*?)</strong>", text)
        sent = form["rev"] if form else (path.split("rev=")[1].split("&")[0] if "rev=" in path else "")
        answer = Answer(self.number, action, f"{method} {path.split('?')[0]}", reply.status_code, sent,
                        (form or {}).get("entry", ""), html.unescape(headline.group(1)) if headline else "",
                        "this entry was already recorded" in text, shown.group(1) if shown else "", seconds)
        if shown:
            self.rev = answer.rev
            buttons = [html.unescape(v) for v in re.findall(r'<button type="submit" name="entry" value="([^"]*)"', text)]
            # and what the typed field completes (Ufern's steps at a field are cells of the board, not buttons)
            listed = re.search(r'<datalist id="choices">(.*?)</datalist>', text, re.S)
            typed = [html.unescape(v) for v in re.findall(r'<option value="([^"]*)"', listed.group(1))] if listed else []
            # (a move: not the host's "Take back to here…" of a Recent step, ``undo k``: undoing is the "undo" action's)
            self.entries = [e for e in dict.fromkeys(buttons + typed) if not e.startswith("undo ")]
            hint = re.search(r'<p class="hint">(.*?)</p>', text)
            example = re.search(r"e\.g\. '([^']*)'", html.unescape(hint.group(1))) if hint else None
            self.example = example.group(1) if example else ""
        self.answers.append(answer)
        return answer

    def entry(self) -> str:
        """A button of the page or an entry its typed field completes, or, when it shows none, what a player
        would type: the hint's example (NIL's "blocked" with a rack, a deal); '' once the game is over."""
        return self.rng.choice(self.entries) if self.entries else self.example

    def form(self, rev: str, entry: str | None = None) -> dict[str, str]:
        """A write form as the page makes it."""
        return {"t": self.token, "rev": rev} | ({} if entry is None else {"entry": entry})

    def act(self, client: httpx.Client, action: str) -> int:
        """Do ``action`` (one of :data:`ACTIONS`); returns how many requests it made (a repeat makes two)."""
        if action == "page":
            self.send(client, action, f"/?t={self.token}")
        elif action == "poll":
            self.send(client, action, f"/part?rev={self.rev}&t={self.token}")
        elif action == "move":
            self.send(client, action, "/enter", self.form(self.rev, self.entry()))
        elif action == "repeat":  # a phone that lost the answer and sent the same form again
            form = self.form(self.rev, self.entry())
            self.send(client, action, "/enter", form)
            self.send(client, action, "/enter", form)
            return 2
        elif action == "stale":  # a form made a few changes ago, sent with an entry legal now
            now = count_of(self.rev)
            if now == 0:
                return self.act(client, "poll")
            older = f"{self.rev.rsplit('.', 1)[0]}.{now - self.rng.randint(1, min(now, 6))}"
            self.send(client, action, "/enter", self.form(older, self.entry()))
        elif action == "undo":
            self.send(client, action, "/undo", self.form(self.rev))
        else:
            raise ValueError(f"unknown action {action!r}")
        return 1

    def race(self, client: httpx.Client, start: threading.Barrier) -> int:
        """All six phones load the page at once (no move in flight: all see the same revision), then all
        send a move for it at once: two requests."""
        start.wait()
        self.send(client, "page", f"/?t={self.token}")
        start.wait()
        self.send(client, "race", "/enter", self.form(self.rev, self.entry()))
        return 2

    def play(self, requests: int, races: list[int], start: threading.Barrier) -> None:
        """Make exactly ``requests`` requests: first a page load, then actions drawn by :data:`ACTIONS`'s
        weights, and a race with the other phones once the count of requests passes each of ``races``
        (each at most ``requests`` - 3, so that every phone runs every race)."""
        import httpx

        names, weights = list(ACTIONS), list(ACTIONS.values())
        pending = sorted(races)
        with httpx.Client(timeout=TIMEOUT) as client:
            made = self.act(client, "page")
            while made < requests:
                if pending and made >= pending[0]:
                    pending.pop(0)
                    made += self.race(client, start)
                    continue
                action = self.rng.choices(names, weights)[0]
                made += self.act(client, "move" if action == "repeat" and made == requests - 1 else action)


def load(address: str, seed: int, phones: int = 6, requests: int = 500, deadline: float = 300.0
         ) -> tuple[list[Answer], float]:
    """Six phones (``phones``) play the game served at ``address`` at once, each making exactly ``requests``
    requests, with a race for the same step every 60 requests; seeded by ``seed``. Returns every answer
    (each phone's in its order) and the wall-clock seconds. Raises the first error a phone met, or
    TimeoutError when they have not finished within ``deadline`` seconds."""
    base, token = address.split("/?t=")
    start = threading.Barrier(phones, timeout=TIMEOUT * 2)
    races = list(range(40, requests - 3, 60))
    crowd = [Phone(n, base, token, random.Random(seed * 1000 + n)) for n in range(phones)]
    errors: list[BaseException] = []

    def run(phone: Phone) -> None:
        try:
            phone.play(requests, races, start)
        except BaseException as exc:  # noqa: BLE001 - handed to the caller, and the others released
            errors.append(exc)
            start.abort()

    threads = [threading.Thread(target=run, args=(phone,), daemon=True) for phone in crowd]
    began = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=max(0.0, deadline - (time.perf_counter() - began)))
    elapsed = time.perf_counter() - began
    if errors:
        raise errors[0]
    if any(thread.is_alive() for thread in threads):
        start.abort()
        raise TimeoutError(f"the {phones} phones had not finished after {deadline:.0f} s")
    return [answer for phone in crowd for answer in phone.answers], elapsed


def accepted_sequence(answers: list[Answer], changes: int) -> list[str]:
    """The entries the game should hold, rebuilt from what the phones were told, in the order of the
    server's revisions: each of the game's ``changes`` (an entry recorded, an undo) must have been told to
    exactly one phone, as "Recorded: X" or "Undone: X" for the form of revision ``run.N``, N = 0 ...
    changes - 1. Raises AssertionError naming the answers that break it: a change told twice (doubled), a
    change nobody was told of (lost, or a refused form that changed the game), an undo that took back
    something other than the last entry, a repeated form answered for an entry not recorded at its
    revision, a refusal other than "the game moved on" with 409, or a status not in :data:`EXPECTED`."""
    unexpected = [a for a in answers if a.status not in EXPECTED[a.action]]
    assert not unexpected, f"unexpected statuses: {unexpected[:5]}"
    wrong = [a for a in answers if a.status == 409 and a.said != MOVED_ON]
    assert not wrong, f"409 without '{MOVED_ON}': {wrong[:5]}"
    applied = [a for a in answers if a.action == "stale" and a.said.startswith("Recorded: ") and not a.again]
    assert not applied, f"forms of a passed revision were applied: {applied[:5]}"
    told: dict[int, list[Answer]] = {}
    for a in answers:
        if a.status == 200 and not a.again and a.said.startswith(("Recorded: ", "Undone: ")):
            told.setdefault(count_of(a.sent), []).append(a)
    doubled = {n: found for n, found in told.items() if len(found) > 1}
    assert not doubled, f"changes told to more than one request: {doubled}"
    assert sorted(told) == list(range(changes)), (
        f"the game made {changes} changes; the phones were told of {len(told)}: "
        f"missing {sorted(set(range(changes)) - set(told))[:10]}, extra {sorted(set(told) - set(range(changes)))[:10]}")
    sequence: list[str] = []
    for n in range(changes):
        (a,) = told[n]
        said = a.said.split(": ", 1)[1]
        if a.said.startswith("Recorded: "):
            sequence.append(said)
        else:  # the last entry, or the last k (the host's "Take back to here…": ``undo k``, named oldest first)
            k = next((k for k in range(1, len(sequence) + 1) if ", ".join(sequence[-k:]) == said), 0)
            assert k, f"change {n}: {a} took back {said!r}, the last entry was {sequence[-1:]}"
            del sequence[-k:]
    for a in answers:
        if a.again:
            first = told.get(count_of(a.sent), [None])[0]
            assert first is not None and first.said == a.said and first.entry.strip() == a.entry.strip(), (
                f"{a} was answered as already recorded, but at its revision the phones were told {first}")
    return sequence


def check_repeats(answers: list[Answer]) -> int:
    """Check each form a phone sent twice (a "repeat"): when the first was recorded, the second must be
    answered 200 "already recorded", naming the same entry, unless another phone undid it in between
    (then "the game moved on"). Returns how many such pairs there were;
    raises AssertionError naming a pair that breaks it."""
    pairs, i = 0, 0
    while i < len(answers):
        first = answers[i]
        if first.action != "repeat":
            i += 1
            continue
        second = answers[i + 1]
        assert (second.action, second.phone, second.sent, second.entry) == ("repeat", first.phone, first.sent, first.entry)
        if first.status == 200 and first.said.startswith("Recorded: ") and not first.again:
            if second.status == 409:  # only when another phone undid the entry in between (its Undo, or the host's
                # "Take back to here…" sent as ``undo k``, the entry the last it names)
                assert second.said == MOVED_ON and any(
                    a.said.startswith("Undone: ") and (a.said == f"Undone: {first.entry}" or a.said.endswith(f", {first.entry}"))
                    and count_of(first.sent) < count_of(a.sent) < count_of(second.rev)
                    for a in answers), (first, second)
            else:
                assert second.status == 200 and second.again and second.said == first.said, (first, second)
                pairs += 1
        i += 2
    return pairs


def races_won(answers: list[Answer]) -> list[int]:
    """For each race (six forms for the same revision at once), how many were recorded: 1 each, or 0
    when every form was refused by the rules (e.g. the game is over), or came after another phone's
    next request had moved the game on."""
    by_rev: dict[str, list[Answer]] = {}
    for a in answers:
        if a.action == "race":
            by_rev.setdefault(a.sent, []).append(a)
    won = []
    for sent in sorted(by_rev, key=count_of):
        group = by_rev[sent]
        recorded = [a for a in group if a.said.startswith("Recorded: ") and not a.again]
        # when the rules refuse every form of the race, a phone answered first goes on with its next request
        # at once, which may change the game before a slower form of the race is handled: that one has
        # moved on (409), at a later revision
        refused = all(a.said.startswith(("Illegal", "Not an entry", "Nothing was typed"))
                      or (a.status == 409 and a.said == MOVED_ON and count_of(a.rev) > count_of(sent)) for a in group)
        assert len(recorded) == 1 or (not recorded and refused), group
        won.append(len(recorded))
    return won


def tricks_tapped_at_once(base: str, table: SharedTable, moves: Sequence[object], host: str,
                          seats: Sequence[str]) -> tuple[int, list[tuple[str, str]]]:
    """Play the simulated Land Unter game ``moves`` on the game served at ``base`` (its ``table``, whose
    session takes no step by itself): every step but the weather cards posted from the ``host``'s page;
    the cards of each trick tapped on the players' pages (``seats``' tokens) at once: one thread a card,
    all released at one barrier, each posting from the revision every page then showed (the card's tap,
    as the seat's page offers it). A tap the page refuses is tapped again on the page it answered with,
    as a player would. Returns the number of taps and the refused ones (the entry, the headline).

    Used by tests/test_serve_collide.py and benchmarks/serve.py."""
    import httpx

    from scorer.games.land_unter.moves import Play

    taps, bounced, i = 0, [], 0
    with httpx.Client(timeout=TIMEOUT) as phone:
        while i < len(moves):
            if not isinstance(moves[i], Play):
                text = table.session.notation.format(table.session.state, moves[i])
                reply = phone.post(f"{base}/enter", data={"t": host, "rev": table.revision, "entry": text},
                                   headers={"HX-Request": "true"})
                if "Recorded" not in reply.text:
                    raise AssertionError(f"{text!r}: {html.unescape(reply.text)[:300]}")
                i += 1
                continue
            trick = []
            while i < len(moves) and isinstance(moves[i], Play):
                trick.append(moves[i])
                i += 1
            sent = table.revision
            entries = [(seats[m.player], table.view(m.player).taps[str(m.card)]) for m in trick]  # type: ignore[attr-defined]
            answers: dict[str, tuple[int, str]] = {}
            start = threading.Barrier(len(entries))

            def tap(token: str, entry: str) -> None:
                with httpx.Client(timeout=TIMEOUT) as own:
                    start.wait(timeout=TIMEOUT)
                    reply = own.post(f"{base}/enter", data={"t": token, "rev": sent, "entry": entry},
                                     headers={"HX-Request": "true"})
                    answers[token] = (reply.status_code, reply.text)

            threads = [threading.Thread(target=tap, args=entry) for entry in entries]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join(timeout=2 * TIMEOUT)
            taps += len(entries)
            for token, entry in entries:
                status, text = answers[token]
                if status == 200 and "Recorded" in text:
                    continue
                headline = re.search(r'id="refusal"[^>]*><strong>(.*?)</strong>', text)
                bounced.append((entry, html.unescape(headline.group(1)) if headline else str(status)))
                again = table.view(seats.index(token)).taps[entry.split()[-1]]  # tapped again on the new page
                reply = phone.post(f"{base}/enter", data={"t": token, "rev": table.revision, "entry": again},
                                   headers={"HX-Request": "true"})
                if "Recorded" not in reply.text:
                    raise AssertionError(f"{again!r} tapped again: {html.unescape(reply.text)[:300]}")
    return taps, bounced
