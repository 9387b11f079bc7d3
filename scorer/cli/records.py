"""``nile check``, ``nile score`` and ``nile show``: a record read and replayed, refereed, scored (and sent
to BG Stats), or pictured with the print's own art."""

from __future__ import annotations

import json
import shutil
import sys
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Optional

import typer

from scorer.cli.common import Command, Lang, app, fail, said_output, json_errors, names_a_file, speaking
from scorer.cli.usage import usage

if TYPE_CHECKING:
    from scorer.engine import GameState, Ranking, Replay, Step
    from scorer.record import RecordedGame


def _replay(record: Path, keep_going: bool = False, turn: int | None = None,
            played_on: bool = False) -> tuple[RecordedGame, Replay]:
    """Read ``record`` and replay it (up to the end of its turn ``turn``, if given, for a game that cuts
    its records in turns; past a step found illegal only later if ``played_on``: :func:`scorer.engine.replay`):
    (RecordedGame, Replay). Unusable input exits 2."""
    from scorer.engine import InvalidMove, replay
    from scorer.games import game
    from scorer.record import RecordError, load_record, said_error

    try:
        rec = load_record(record)
        steps, spec = rec.steps, game(rec.game)
        if turn is not None and spec.turns is not None:
            last, word = spec.turns.count(steps), spec.turn_word
            tally, beyond, none = _TURN_WORDS.get(word, _TURN_WORDS["turn"])
            if rec.kind == "tally":
                fail(usage(tally, turn=turn, record=str(record)), where=str(record))
            if turn > last:
                fail(usage(beyond, turn=turn, record=str(record), last=last) if last else
                     usage(none, turn=turn, record=str(record)), where=str(record))
            steps = spec.turns.until(steps, turn)
        return rec, replay(rec.state, steps, keep_going=keep_going, played_on=played_on)
    except RecordError as exc:
        fail(said_error(exc, record.is_file()), where=exc.location())
    except InvalidMove as exc:
        fail(exc.placed() if exc.where else f"{record}: {exc}", where=exc.where or str(record))


@app.command(cls=Command, short_help="Referee a recorded game, move by move.")
def check(
    record: Path = typer.Argument(..., metavar="RECORD", help="The record (YAML) to referee."),
    keep_going: bool = typer.Option(False, "--keep-going", help="List every illegal step, not just the first."),
    as_json: bool = typer.Option(False, "--json", help="One JSON document on stdout."),
    show: Optional[Path] = typer.Option(None, "--show", help="Also write a picture (.pdf, .svg or .png) of the "
                                        "game before the first illegal move, the move crossed out (its square, "
                                        "field or card)."),
    lang: Lang = None,
) -> None:
    """Referee a recorded game: exit 0 if every move is legal, 1 with the first illegal step."""
    json_errors(as_json)
    from scorer.engine.cli_messages import said
    from scorer.games import game
    from scorer.i18n import in_words
    from scorer.report import check_json, check_text

    language = speaking(lang)
    if show is not None:
        _picture_target(show, record, "--show")
    rec, result = _replay(record, keep_going)
    spec = game(rec.game)
    if show is not None and not result.legal:
        if spec.picture is None:
            fail(usage("nile-help.picture.none-show", record=str(record), title=spec.title), where=str(record))
        first = result.violations[0]
        # without --keep-going the replay stops before the illegal move: its state is the position
        fresh = result.state if not keep_going else _state_before(record, first.step)
        _write_picture(show, spec.picture, (fresh, first.error.move,
                                            f"{first.step.where}: {in_words(first.error.reason, language)}"),
                       f"{spec.title} — {in_words(fresh.position(), language)}", language, rec.game)
        typer.echo(said("nile-cli.check.picture", language, path=str(show)), err=True)
    elif show is not None:
        why = said("nile-cli.check.no-picture", language, title=spec.title) if spec.picture is None else \
            said("nile-cli.check.all-legal", language, record=str(record), path=str(show))
        typer.echo(said("nile-cli.check.nothing-drawn", language, path=str(show), why=why), err=True)
    if as_json:
        typer.echo(json.dumps(check_json(str(record), rec.game, result, language), ensure_ascii=False, indent=2))
    else:
        text = check_text(str(record), spec.title, result, rec.info, keep_going, language)
        typer.echo(text, nl=False, err=not result.legal)
    raise typer.Exit(0 if result.legal else 1)


class SendTo(str, Enum):
    bgstats = "bgstats"


@app.command(cls=Command, short_help="Final scores, ranks and winners of a record.")
def score(
    record: Path = typer.Argument(..., metavar="RECORD", help="A full record, or a tally-only record of the end counts."),
    partial: bool = typer.Option(False, "--partial", help="Standings so far of a game that is not over."),
    as_json: bool = typer.Option(False, "--json", help="One JSON document on stdout."),
    to: Optional[SendTo] = typer.Option(None, "--to", case_sensitive=False, help="Also log the finished play in an "
                                        "app: bgstats writes BG Stats' push-play file and prints its link and QR code."),
    out: Optional[Path] = typer.Option(None, "--out", metavar="FILE", help="With --to bgstats: the .json file to "
                                       "write (default: <record>.bgstats.json beside the record). Never overwrites."),
    lang: Lang = None,
) -> None:
    """Final scores, ranks, winners and the tiebreak in words; with --to bgstats, the play for BG Stats."""
    json_errors(as_json)
    from scorer.engine.cli_messages import said
    from scorer.games import game
    from scorer.i18n import in_words
    from scorer.report import played_on_notes, score_json, score_text

    language = speaking(lang)
    if to is None and out is not None:
        fail(usage("nile-help.bgstats.out-without-to"))
    if to is not None and partial:
        fail(usage("nile-help.bgstats.partial"))
    if out is not None:
        names_a_file(out, "--out", "play", "play.bgstats.json")
        if out.suffix.lower() != ".json":
            fail(usage("nile-help.bgstats.json", path=str(out), example=out.with_suffix('.json').name))
    # (a loop taken on trust, found not allowed at the end: told live, the table played on, scored as played)
    rec, result = _replay(record, played_on=True)
    if not result.legal and not result.played_on:
        v = next(v for v in result.violations if not v.later)
        at = said("nile-cli.check.at", language, context=in_words(v.step.context, language),
                  reason=in_words(v.error.reason, language))
        fail(f"{v.step.where}: {at}\n"
             f"  {said('nile-cli.check.rule', language, rule=in_words(v.error.rule, language))}\n"
             f"{said('nile-cli.score.breaks-rules', language, record=str(record))}", 1,
             where=v.step.where, kind="illegal record")
    for note in played_on_notes(result.violations, str(record), language):  # said first, on stderr: the scores
        typer.echo(note, err=True)                                          # below are the game as played
    state = result.state
    if not state.is_over and not partial:
        fail(said("nile-cli.score.not-over", language, record=str(record), position=in_words(state.position(), language)), 1,
             where=str(record), kind="game not over")
    ranking = state.ranking()
    if to is not None:
        _send_to_bgstats(record, rec, result, ranking, out, as_json, language)
    elif as_json:
        typer.echo(json.dumps(score_json(rec.game, ranking, language), ensure_ascii=False, indent=2))
    else:
        typer.echo(score_text(game(rec.game).title, ranking, language), nl=False)


def _send_to_bgstats(record: Path, rec: RecordedGame, result: Replay, ranking: Ranking, out: Optional[Path],
                     as_json: bool, lang: str = "en") -> None:
    """``score --to bgstats``: write the play (scorer/bgstats.py) and print the scores, the file, the link
    and its QR code; under ``--json`` one document ``{"file", "written", "link", "play"}``."""
    from scorer import bgstats
    from scorer.games import game
    from scorer.report import score_text

    spec = game(rec.game)
    try:
        play, notes = bgstats.record_play(record, rec, ranking, result.state, result.moves)
        path, new = bgstats.write_play(play, out or bgstats.default_path(record), chosen=out is not None)
    except bgstats.BgStatsError as exc:  # a date that is none (placed in the record), a file in the way
        fail(f"--out: {exc}" if out is not None and str(out) in str(exc) else str(exc), where=str(record))
    link = bgstats.play_link(play)
    for note in notes:
        typer.echo(f"note: {note}", err=True)
    if as_json:
        typer.echo(json.dumps({"file": str(path), "written": new, "link": link, "play": play}, ensure_ascii=False,
                              indent=2))
        return
    typer.echo(score_text(spec.title, ranking, lang))
    tty = sys.stdout is not None and sys.stdout.isatty()
    for line in bgstats.send_lines(path, link, new, shutil.get_terminal_size().columns if tty else None, lang):
        typer.echo(line)


def _picture_target(path: Path, record: Path | None = None, option: str = "--out") -> None:
    """Exit 2 unless ``path`` can name a picture: a file (not a folder or a device) ending in a picture
    suffix, and never the ``record`` itself."""
    import os

    from pnp.picture import FORMATS

    formats = ", ".join(FORMATS[:-1]) + f" or {FORMATS[-1]}"
    bare = path.name.lstrip(".")
    names_a_file(path, option, "picture", "board.pdf", formats=formats)
    if path.exists() and not path.is_file():
        fail(usage("nile-help.picture.not-regular", option=option, path=str(path), formats=formats))
    if not path.suffix and f".{bare}".lower() in FORMATS:
        fail(usage("nile-help.picture.only-suffix", option=option, name=repr(path.name),
                   example=str(path.with_name('board' + path.name))))
    if not path.suffix:
        fail(usage("nile-help.picture.no-suffix", option=option, path=str(path), formats=formats, example=f"{path}.pdf"))
    if path.suffix.lower() not in FORMATS:
        fail(usage("nile-help.picture.suffix", option=option, path=str(path), formats=formats, suffix=path.suffix))
    if record is not None and path.exists() and record.exists() and os.path.samefile(path, record):
        fail(usage("nile-help.picture.record", option=option, path=str(path)))


def _state_before(record: Path, stop: Step) -> GameState[Any]:
    """The state of ``record`` just before its step ``stop`` (read and replayed again)."""
    from scorer.engine import replay
    from scorer.record import load_record

    rec = load_record(record)
    index = next(i for i, s in enumerate(rec.steps) if s.where == stop.where and s.context == stop.context)
    return replay(rec.state, rec.steps[:index]).state


def _write_picture(path: Path, picture: Callable[..., Any], args: tuple[Any, ...], title: str, lang: str = "en",
                   slug: str = "") -> None:
    """Write ``picture(*args)`` (a spec's picture: ``(width_mm, height_mm, draw)``) to ``path``; an unwritable
    path exits 2. Made and drawn while the print speaks ``lang`` (:func:`pnp.words.speaking`), so the print's own
    art (a board's legend, its words) is in the reader's words, as in ``nile print --lang``, and a picture may ask
    :func:`pnp.words.language` for its own words (its heading's too, measured before it is drawn)."""
    from gamedata.outfile import OutputError, prepare_folder
    from pnp.picture import write_picture
    from pnp.words import speaking as printing_in

    try:
        prepare_folder(path.parent if str(path.parent) else Path("."))
        with printing_in(lang, slug):
            width, height, draw = picture(*args)
            write_picture(path, width, height, draw, title=title)
    except OutputError as exc:  # named by its path: the picture may be show's --out or check's --show
        fail(said_output(exc, ""))


#: what ``nile show --turn N`` says of a count it cannot picture, by the game's turn word: (a tally-only record, N past
#: the record's last, a record with none)
_TURN_WORDS = {"trick": ("nile-help.turn.tally.trick", "nile-help.turn.beyond.trick", "nile-help.turn.none.trick"),
               "turn": ("nile-help.turn.tally.turn", "nile-help.turn.beyond.turn", "nile-help.turn.none.turn"),
               "round": ("nile-help.turn.tally.round", "nile-help.turn.beyond.round", "nile-help.turn.none.round")}


@app.command(cls=Command, short_help="A picture of a game's record.")
def show(
    record: Path = typer.Argument(..., metavar="RECORD", help="The record (YAML) of a game."),
    turn: Optional[int] = typer.Option(None, "--turn", min=0, help="Picture the board after this turn or round; "
                                       "0: before the first (default: the end of the record)."),
    out: Optional[Path] = typer.Option(None, help="The picture to write: .pdf, .svg or .png (default: "
                                       "output/<record>.pdf)."),
    lang: Lang = None,
) -> None:
    """A picture of the game after a turn, drawn with the print's own art: for a board game the board (the
    last turn's tiles ringed, the score so far); for a card game the table (Land Unter: lifebelts, water
    levels, the trick, the hands as known; NILE: the flood card, the piles, speculations, fields, storage
    and hands as known)."""
    from scorer.engine.cli_messages import said
    from scorer.games import game
    from scorer.i18n import in_words

    language = speaking(lang)
    target = out or Path("output") / f"{record.stem}{'' if turn is None else f'-turn-{turn}'}.pdf"
    _picture_target(target, record)
    rec, result = _replay(record, turn=turn)
    spec = game(rec.game)
    if spec.picture is None:
        fail(usage("nile-help.picture.none", record=str(record), title=spec.title))
    if turn is not None and spec.turns is None:
        fail(usage("nile-help.turn.not-cut", turn=turn, title=spec.title, record=str(record)), where=str(record))
    word = spec.turn_word  # trick, turn or round: one id each (nile-cli.show.after-<word>)
    caption = "" if turn is None else said(f"nile-cli.show.after-{word}", language, turn=turn) if turn else \
        said(f"nile-cli.show.before-{word}", language)
    if not result.legal:
        v = result.violations[0]
        caption = said("nile-cli.show.illegal", language, where=v.step.where, reason=in_words(v.error.reason, language))
    _write_picture(target, spec.picture, (result.state, None, caption),
                   f"{spec.title} — {in_words(result.state.position(), language)}", language, rec.game)
    typer.echo(str(target))
