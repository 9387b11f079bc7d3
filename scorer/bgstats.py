"""A finished game as a play for BG Stats, the app most players log their plays in (and which posts them
on to BoardGameGeek, which has no write API of its own).

BG Stats' documented push-play format ("Push plays to BG Stats from other apps or websites",
https://www.bgstatsapp.com/support/push-plays-to-bg-stats-from-other-apps-or-websites/): a link
``https://app.bgstatsapp.com/createPlay.html?data=<data>``, where ``<data>`` is "an url-encoded
json-string" of one play; opening it on a phone with BG Stats installed shows the app's import dialog,
which matches the game by its BGG id (else by its name) and the players by name, and remembers each
match. The documented fields, as this module writes them:

* ``game``: ``name`` (the catalogue's title), ``highestWins``, ``noPoints``, ``sourceGameId`` (the
  game's slug), and ``bggId``, a number, only where the catalogue gives one (``bgg_id``);
* ``playDate`` ``"YYYY-MM-DD HH:MM:SS"`` (UTC: see :func:`play_date`); ``durationMin`` is left out, as a
  record does not keep how long the game took;
* ``players``: ``name``, ``score``, ``winner``, ``startPlayer``, ``rank``, ``sourcePlayerId`` (the name);
* ``sourceName`` (``nile``) and ``sourcePlayId`` (stable for one play: see :func:`play_id`);
* ``location`` (the record's ``place``), ``board`` (the variants played) and ``comments`` (the record's
  ``notes``), where the record gives them.

The link carries the whole play (about 160 characters a player once url-encoded, 650 to 1,160 in all), so
its QR code is large: 89 columns across in a terminal for two players, 101 for three, 117 for five.

Every boolean is written, true or false: BG Stats' Android app fails when ``winner``, ``startPlayer``,
``highestWins`` or ``noPoints`` is missing, and its iOS app crashes on a ``bggId`` given as a string.

How each game's result maps onto these fields (the README's table says the same):

* every player's ``score`` is the ranking's score (Land Unter and NIL: points; NILE: the smallest
  storage pile; An den Ufern des Nils: the pawn's space on the score track) and ``rank`` its rank, the
  game's own tiebreaks included (NILE's next piles, Ufern's fewest plants lost); players who share a
  rank share it in BG Stats too (1, 1, 3), and every player ranked first is a ``winner`` (a shared win);
* ``highestWins`` is read off the ranking (a higher score never ranks worse): true for all four games,
  NILE included, where the largest smallest pile wins; ``noPoints`` is false (every game has a score);
* ``startPlayer``: the player who began (each game's :attr:`~scorer.engine.GameSpec.start_seat`); nobody in Land Unter, where
  everyone plays at once, and nobody when a tally-only record does not say.
"""

from __future__ import annotations

import datetime
import hashlib
import io
import json
from pathlib import Path
from typing import Any, Mapping, Sequence
from urllib.parse import quote

from scorer.engine import GameSpec, GameState, Ranking
from scorer.record import RecordedGame

#: where BG Stats takes a play: ``?data=`` and the url-encoded JSON follow
CREATE_PLAY = "https://app.bgstatsapp.com/createPlay.html"
#: the app that hands the play over, as BG Stats shows it
SOURCE_NAME = "nile"
#: the hour given to a play whose record says the day but not the time (UTC): midday keeps the day the
#: same in every time zone from UTC-11 to UTC+11
MIDDAY = datetime.time(12, 0, 0)


class BgStatsError(ValueError):
    """A play that cannot be sent to BG Stats: a game not over, a record date that is no date, a file that
    cannot be written. The message says why, in words."""


def start_seat(spec: GameSpec, state: GameState[Any], moves: Sequence[Any], tally: bool = False) -> int | None:
    """The seat of the player who began the game ``state`` reached by ``moves``, or None: a game without a
    start player, or a ``tally`` (end counts only, no moves) that does not say (the game's
    :attr:`~scorer.engine.GameSpec.start_seat`; NILE's seating order says it even then)."""
    return spec.start_seat(state, None if tally else moves)


def highest_wins(ranking: Ranking) -> bool:
    """True when no player with a higher score is ranked below one with a lower score (ties broken by
    other means are fine): BG Stats' ``highestWins``.

    >>> from scorer.engine import rank_by_points
    >>> highest_wins(rank_by_points(["Anna", "Ben"], [5, 7]))
    True
    """
    return not any(a.score > b.score and a.rank > b.rank for a in ranking.standings for b in ranking.standings)


def play_date(date: Any, record: Path | None = None) -> str:
    """BG Stats' ``playDate``, ``"YYYY-MM-DD HH:MM:SS"`` in UTC, from a record's ``date`` (a date, a
    date and time, or their ISO text) and the record file: the file's last change when it falls on that
    day (``nile play`` and ``nile serve`` save after every step, so it is when the game ended), else
    midday (:data:`MIDDAY`) of that day. Without a date, the file's last change (or now). Raises
    :class:`BgStatsError` for a date that is none.

    >>> play_date("2026-11-20")
    '2026-11-20 12:00:00'
    >>> play_date(datetime.datetime(2026, 11, 20, 21, 5, tzinfo=datetime.timezone.utc))
    '2026-11-20 21:05:00'
    """
    changed = _changed(record)
    if date is None:
        when = changed or datetime.datetime.now(datetime.timezone.utc)
        return _utc(when)
    if isinstance(date, str):
        try:
            date = datetime.datetime.fromisoformat(date) if "T" in date or " " in date.strip() else \
                datetime.date.fromisoformat(date.strip())
        except ValueError:
            raise BgStatsError(f"date: {date!r} is not a date; write it as YYYY-MM-DD, e.g. 2026-11-24") from None
    if isinstance(date, datetime.datetime):
        return _utc(date)
    if not isinstance(date, datetime.date):
        raise BgStatsError(f"date: {date!r} is not a date; write it as YYYY-MM-DD, e.g. 2026-11-24")
    if changed is not None and changed.astimezone().date() == date:
        return _utc(changed)
    return f"{date.isoformat()} {MIDDAY.isoformat()}"


def _changed(record: Path | None) -> datetime.datetime | None:
    """When ``record`` was last written (aware), or None."""
    try:
        return datetime.datetime.fromtimestamp(Path(record).stat().st_mtime, datetime.timezone.utc) if record else None
    except OSError:
        return None


def _utc(when: datetime.datetime) -> str:
    """``when`` in UTC as ``YYYY-MM-DD HH:MM:SS`` (a naive time is taken as this machine's local time)."""
    return when.astimezone(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M:%S")


def play_id(slug: str, players: Sequence[str], day: str, ranking: Ranking) -> str:
    """``sourcePlayId``: the same for the same play (game, players, day, scores and ranks), so that sending
    it twice is seen by BG Stats as one play.

    >>> from scorer.engine import rank_by_points
    >>> play_id("nil", ["Anna", "Ben"], "2026-11-20", rank_by_points(["Anna", "Ben"], [5, 7]))
    'nil-2f392d0e41118092'
    """
    facts = [slug, list(players), day, [[s.name, s.score, s.rank] for s in ranking.standings]]
    return f"{slug}-{hashlib.sha256(json.dumps(facts, ensure_ascii=False).encode()).hexdigest()[:16]}"


def play_document(spec: GameSpec, ranking: Ranking, header: Mapping[str, Any], start: int | None,
                  record: Path | None = None, variants: Sequence[str] = ()) -> dict[str, Any]:
    """The play in BG Stats' push-play format (see the module docstring) from a finished game's
    ``ranking``, the record's ``header`` (``date``, ``place``, ``notes``), the ``start`` seat (or None),
    the ``record`` file (for the time of day) and the ``variants`` played. Raises :class:`BgStatsError`
    for a game that is not over or a date that is none."""
    if not ranking.over:
        raise BgStatsError("the game is not over: BG Stats logs a play once it has ended (finish it, or score "
                           "the standings so far with nile score --partial)")
    cat = spec.catalogue
    game: dict[str, Any] = {"name": cat.title, "highestWins": highest_wins(ranking), "noPoints": False,
                            "sourceGameId": spec.slug}
    if cat.bgg_id is not None:
        game["bggId"] = int(cat.bgg_id)
    when = play_date(header.get("date"), record)
    names = [s.name for s in ranking.standings]
    players = [{"name": s.name, "score": s.score, "winner": s.name in ranking.winners,
                "startPlayer": seat == start, "rank": s.rank, "sourcePlayerId": s.name}
               for seat, s in enumerate(ranking.standings)]
    doc: dict[str, Any] = {"sourceName": SOURCE_NAME, "sourcePlayId": play_id(spec.slug, names, when[:10], ranking),
                           "game": game, "playDate": when, "players": players}
    if header.get("place"):
        doc["location"] = str(header["place"])
    named = {v.id: v.name for v in cat.variants}
    if variants:
        doc["board"] = ", ".join(named.get(v, v) for v in variants)
    if header.get("notes"):
        doc["comments"] = str(header["notes"])
    return doc


def session_play(session: Any) -> dict[str, Any]:
    """:func:`play_document` for a :class:`~scorer.session.TableSession` (``nile play``, ``nile serve``).
    Raises :class:`BgStatsError` as it does."""
    ranking = session.standings()
    start = start_seat(session.spec, session.state, session.moves) if ranking.over else None
    return play_document(session.spec, ranking, session.header, start, session.path, session.variants)


def record_play(record: Path, rec: RecordedGame, ranking: Ranking, state: GameState[Any], moves: Sequence[Any]
                ) -> tuple[dict[str, Any], list[str]]:
    """:func:`play_document` for the record ``rec`` read from ``record`` (already replayed to ``state`` by
    ``moves``): its ``date``, ``place``, ``notes`` and variants. Returns the play and what the user should
    know about it (a date taken from the file). Raises :class:`BgStatsError`; a date that is none is
    placed at ``file:line:column``."""
    from scorer.games import game

    spec = game(rec.game)
    date = rec.header.get("date")
    try:
        play_date(date)
    except BgStatsError as exc:
        raise BgStatsError(f"{rec.dated_at}: {exc}") from None
    start = start_seat(spec, state, moves, rec.kind == "tally") if ranking.over else None
    play = play_document(spec, ranking, rec.header, start, record, rec.variants)
    notes = [] if date is not None else [
        f"{record}: the record gives no date, so the play is dated when the file was last changed "
        f"({play['playDate']} UTC); add 'date: YYYY-MM-DD' to the record to date it"]
    return play, notes


def play_link(doc: Mapping[str, Any]) -> str:
    """The push-play link of ``doc``: :data:`CREATE_PLAY` with ``?data=`` and the JSON, compact and
    url-encoded as UTF-8 (every character but letters, digits and ``_.-~`` percent-escaped).

    >>> play_link({"game": {"name": "NIL"}})
    'https://app.bgstatsapp.com/createPlay.html?data=%7B%22game%22%3A%7B%22name%22%3A%22NIL%22%7D%7D'
    """
    return f"{CREATE_PLAY}?data={quote(json.dumps(doc, ensure_ascii=False, separators=(',', ':')), safe='')}"


def qr_code(link: str) -> Any:
    """The QR code of ``link`` (a :class:`segno.QRCode`). Low error correction, raised where it costs no
    size: the code is read off a screen, never a worn print, and every level more makes it larger."""
    import segno

    return segno.make(link, error="l", micro=False)


def qr_text(link: str) -> str:
    """The QR code of ``link`` drawn for a terminal (half-height blocks, a 2-module quiet zone), as text:
    one column a module."""
    out = io.StringIO()
    qr_code(link).terminal(out=out, compact=True, border=2)
    return out.getvalue()


def qr_svg(link: str) -> bytes:
    """The QR code of ``link`` as an SVG image."""
    out = io.BytesIO()
    qr_code(link).save(out, kind="svg", scale=4, title="Log this play in BG Stats")
    return out.getvalue()


def default_path(record: Path) -> Path:
    """Where a record's play is written by default: beside it, ``<record stem>.bgstats.json``.

    >>> default_path(Path("output/nil-2026-11-24.yaml")).as_posix()
    'output/nil-2026-11-24.bgstats.json'
    """
    return record.with_name(f"{record.stem}.bgstats.json")


def write_play(doc: Mapping[str, Any], path: Path, chosen: bool = False) -> tuple[Path, bool]:
    """Write ``doc`` as JSON to ``path``, never over another file: ``(the file, True if written now)``. A
    file that already holds this very play is kept and named (False). When another file is in the way,
    the play goes to the first free ``<stem>-2.json``, ``-3``..., unless the path was ``chosen`` by the
    user (``--out``): then :class:`BgStatsError` says so. Raises :class:`BgStatsError` as well for a file
    that cannot be written."""
    from gamedata.outfile import OutputError, written

    from scorer.session_file import free_name

    text = json.dumps(doc, ensure_ascii=False, indent=2) + "\n"

    def holds_it(taken: Path) -> bool:
        return taken.is_file() and _same(taken, text)

    target = Path(path) if chosen else free_name(Path(path), reuse=holds_it)
    if holds_it(target):
        return target, False
    if target.exists() or target.is_symlink():  # only a path the user chose can be in the way here
        raise BgStatsError(f"{target} already exists and holds something else; nile never overwrites a "
                           "file (name another one)")
    try:
        with written(target, overwrite=False) as tmp:
            tmp.write_text(text, encoding="utf-8")
    except OutputError as exc:
        raise BgStatsError(f"{exc}") from None
    return target, True


def _same(path: Path, text: str) -> bool:
    """True when the file at ``path`` holds ``text`` (the same play written before)."""
    try:
        return path.read_text(encoding="utf-8") == text
    except (OSError, UnicodeDecodeError):
        return False


def send_lines(path: Path, link: str, new: bool, columns: int | None = None, lang: str = "en") -> list[str]:
    """What ``nile score --to bgstats`` and ``nile play``'s ``bgstats`` say: the file, the link, what to do
    with them, then the QR code's lines; on a terminal of ``columns`` too narrow for the code (a wrapped
    code cannot be scanned), how wide it must be instead. In ``lang`` (:mod:`scorer.engine.cli_messages`)."""
    from scorer.engine.cli_messages import said

    lines = [said("nile-cli.bgstats.wrote" if new else "nile-cli.bgstats.already", lang, path=str(path)),
             said("nile-cli.bgstats.open", lang), link]
    code = qr_text(link).rstrip("\n").split("\n")
    wide = max(len(line) for line in code)
    if columns is not None and wide > columns:
        return lines + [said("nile-cli.bgstats.narrow", lang, wide=wide, columns=columns)]
    return lines + code
