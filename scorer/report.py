"""Text and JSON reports for ``nile check`` and ``nile score``, rendered from ``templates/``."""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Iterable

from gamedata.templating import render_template as render
from scorer.engine import Ranking, Replay, Violation, said_json
from scorer.engine.cli_messages import said
from scorer.engine.said import signed
from scorer.i18n import in_words


def score_text(title: str, ranking: Ranking, lang: str = "en") -> str:
    """The score table: per-round points, totals, ranks, winners and the tiebreak in words, in ``lang`` (the
    headings, the winners' line and the tiebreak: :mod:`scorer.engine.cli_messages`; a negative number with the
    reader's minus sign, U+2212 in French and German: :func:`~scorer.engine.said.signed`)."""
    width = max(len(s.name) for s in ranking.standings) + 2

    def t(id: str, **values: Any) -> str:
        return said(id, lang, **values)

    return render("score.txt.j2", title=title, ranking=ranking, name_width=width, t=t,
                  say=lambda text: in_words(text, lang), columns=[in_words(c, lang) for c in ranking.columns],
                  score_label=in_words(ranking.score_label, lang), n=lambda value: signed(value, lang))


def played_on_notes(violations: Iterable[Violation], record: str, lang: str = "en") -> list[str]:
    """The note ``nile score`` prints before the scores for each step a later one showed to be illegal, which the
    table heard during play and played on from (:attr:`~scorer.engine.Violation.later`: NIL's loop taken on
    trust, broken by a rack shown [Boucle]): where the step is written, why it was not allowed, and that the
    game is scored as played; ``record`` the record's name as ``nile check`` is to be given it. One note, said
    wherever the final scores are (``nile score``, ``nile play``'s end, the final page: nilrev3 defect 3)."""
    return [said("nile-cli.score.played-on", lang, where=v.step.where, reason=in_words(v.error.reason, lang),
                 record=record) for v in violations]


@lru_cache(maxsize=8)
def record_notes(text: str, name: str, lang: str = "en") -> tuple[str, ...]:
    """:func:`played_on_notes` of the record whose YAML text is ``text``, named ``name``: what ``nile score
    <name>`` prints of it before the scores (replayed as it replays it, :func:`scorer.engine.replay` with
    ``played_on``; a table session's record as it last saved it). Kept for the last few records asked (a page
    asks at each drawing). Raises :class:`~scorer.record.RecordError` for a text that is not a record."""
    from gamedata.yamlfile import SourceError, parse_yaml
    from scorer.engine import replay
    from scorer.record import as_record_error, record_from_document

    try:
        rec = record_from_document(parse_yaml(text, name))
    except SourceError as exc:
        raise as_record_error(exc) from None
    found = replay(rec.state, rec.steps, played_on=True).violations
    return tuple(played_on_notes([v for v in found if v.later], name, lang))


def score_json(game: str, ranking: Ranking, lang: str = "en") -> dict[str, Any]:
    """``{"game", "over", "players": [{"name", "score", "rank", "rounds", ...}], "winners", "tiebreak"}``;
    a game that is not over (``--partial``) says ``"over": false`` and names its ``"leaders"`` instead of
    ``"winners"``. ``rounds`` lists each round's points (games played in rounds); a game's own details
    follow (NIL: ``turns``, each turn's points, and ``racks``, the tiles left on the rack at the end). The
    ``tiebreak`` in ``lang``."""
    return {
        "game": game,
        "over": ranking.over,
        "players": [{"name": s.name, "score": s.score, "rank": s.rank, "rounds": s.rounds, **s.detail}
                    for s in ranking.standings],
        "winners" if ranking.over else "leaders": ranking.winners,
        "tiebreak": in_words(ranking.tiebreak, lang),
    }


def check_text(file: str, title: str, result: Replay, info: dict[str, Any], keep_going: bool, lang: str = "en") -> str:
    """The check report: the illegal steps (where, rule, why), or a summary when all is legal; the game's
    words (rulings, rules, what could not be checked) in ``lang`` (:func:`scorer.i18n.in_words`), and the
    report's own sentences too (:mod:`scorer.engine.cli_messages`)."""
    state = result.state

    def t(id: str, **values: Any) -> str:
        return said(id, lang, **values)

    position = t("nile-cli.check.over") if state.is_over else \
        t("nile-cli.check.not-over", position=in_words(state.position(), lang))
    return render("check.txt.j2", file=file, title=title, violations=result.violations, players=state.players,
                  summary=info.get("summary", ""), position=position, unchecked=state.unchecked(),
                  findings=state.findings(), keep_going=keep_going, say=lambda text: in_words(text, lang), t=t)


def check_json(file: str, game: str, result: Replay, lang: str = "en") -> dict[str, Any]:
    """``{"file", "game", "legal", "over", "violations": [{"where", "context", "rule", "reason", "id", "values",
    "legal"}], "unchecked", "findings"}``: a violation's ``id`` and ``values`` its reason as a message id and named values
    (:func:`scorer.engine.said_json`; ``null`` and ``{}`` for a game that still says its reasons in plain words); the
    texts (``reason``, ``rule``, ``unchecked``, ``findings``) in ``lang``."""
    return {
        "file": file,
        "game": game,
        "legal": result.legal,
        "over": result.state.is_over,
        "violations": [{"where": v.step.where, "context": in_words(v.step.context, lang), "rule": in_words(v.error.rule, lang),
                        "reason": in_words(v.error.reason, lang), **said_json(v.error.reason, lang),
                        "legal": v.error.legal}
                       for v in result.violations],
        "unchecked": [in_words(u, lang) for u in result.state.unchecked()],
        "findings": [in_words(f, lang) for f in result.state.findings()],
    }
