"""The Markdown report of a :class:`~scorer.study.Study`, with its plots (matplotlib, PNG, Agg).

:func:`report_text` is the Markdown (pure: the same study gives the same text); :func:`write_report`
writes it and draws the plots into a folder beside it, ``study/<slug>-<plot>.png``, which the text
links to. matplotlib is imported here only, so ``nile --help`` never loads it. Every plotted series
carries a label, a marker or a hatch as well as its colour.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from scorer.study import Study, spread

#: the plots of a report: name -> (caption, drawing function)
PLOTS = ("length", "ends", "scores", "first", "uses")
MARKERS = ("o", "s", "^", "D", "v")
HATCHES = ("", "//", "xx", "..", "\\\\")


def _pct(part: float, whole: float, lang: str = "en") -> str:
    return _dec(f"{100 * part / whole:.1f} %", lang) if whole else "–"


def _num(x: float, lang: str = "en") -> str:
    return _dec(f"{x:.1f}" if x != int(x) else f"{int(x)}", lang)


def _dec(text: str, lang: str) -> str:
    """``text``'s decimal points as the reader writes them: a comma in French and German (``12,5``)."""
    return text if lang == "en" else text.replace(".", ",")


def _table(head: list[str], rows: list[list[str]]) -> list[str]:
    return ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)] + ["| " + " | ".join(r) + " |" for r in rows]


def _say(lang: str) -> Callable[..., str]:
    """The report's words in ``lang``: ``t(id, **values)`` says a message of :mod:`scorer.cli.usage`
    (``nile-help.report.*``), ``t(text)`` a game's word of the lens (a :class:`~scorer.engine.said.Said`: its
    catalogue's; a plain text as it is)."""
    from scorer.cli.usage import usage
    from scorer.i18n import in_words

    def t(id: str, **values: Any) -> str:
        return in_words(usage(id, **values) if id.startswith("nile-help.") else id, lang)
    return t


def plot_path(markdown: Path, slug: str, name: str) -> Path:
    """Where the plot ``name`` of a report written to ``markdown`` goes: ``study/<slug>-<name>.png``
    in the report's folder."""
    return markdown.parent / "study" / f"{slug}-{name}.png"


def headline(study: Study, lang: str = "en") -> list[str]:
    """One line per player count with the figures a README quotes: length, ends, first player's wins; in ``lang``
    (``nile-help.study.headline.*``, each end in the game's words: :attr:`~scorer.study.Lens.said`)."""
    from scorer.cli.usage import usage
    from scorer.i18n import in_words

    lens = study.lens
    lines = []
    for s in study.counts:
        length = spread(s.lengths)
        ends = [usage("nile-help.study.end", share=100 * k / s.games, cause=lens.said.get(c, lens.causes[c].split(" (")[0]))
                for c, k in s.causes.items() if k]
        lo, hi = s.first_interval
        said = usage("nile-help.study.headline.round" if lens.length_word == "round" else "nile-help.study.headline.turn",
                     players=s.players, median=length["median"], p10=length["p10"], p90=length["p90"], ends=ends,
                     first=100 * s.first_wins / s.games, low=100 * lo, high=100 * hi, fair=100 / s.players)
        lines.append(in_words(said, lang))
    return lines


def report_text(study: Study, command: str, lang: str = "en") -> str:
    """The report as Markdown, in ``lang`` (English, French or German: the frame's words are ``nile-help.report.*``,
    the game's those of its catalogue, the decimals the reader's); ``command`` is the command line that makes it
    again."""
    out = _intro(study, command, lang)
    for section in (_length, _ends, _stuck, _uses, _scores, _first):
        out += section(study, lang)
    return "\n".join(out)


def _intro(study: Study, command: str, lang: str) -> list[str]:
    """The title, how the games were made, and the summary's headlines."""
    t = _say(lang)
    seeds = f"{study.seed}–{study.seed + study.games - 1}"
    out = ["# " + t("nile-help.report.title", title=study.title, games=study.games), "",
           t("nile-help.report.made", command=command, seeds=seeds, slug=study.slug), "",
           t("nile-help.report.caveat"), "", "## " + t("nile-help.report.summary"), ""]
    return out + ["- " + line for line in headline(study, lang)]


def _spread_head(t: Callable[..., str]) -> list[str]:
    """The heads of a spread's columns: mean, sd, min, 10 %, median, 90 %, max."""
    return [t("nile-help.report.mean"), t("nile-help.report.sd"), t("nile-help.report.min"), "10 %",
            t("nile-help.report.median"), "90 %", t("nile-help.report.max")]


def _length(study: Study, lang: str) -> list[str]:
    """The games' lengths, with the seeds of the shortest and longest."""
    t, counts = _say(lang), study.counts
    title = t("nile-help.report.length")
    out = ["", "## " + title, "",
           t("nile-help.report.length.turn" if study.lens.length_word == "turn" else "nile-help.report.length.round"), ""]
    out += _table([t("nile-help.report.players"), *_spread_head(t), t("nile-help.report.shortest"),
                   t("nile-help.report.longest")],
                  [[str(s.players)] + [_num(round(v, 1), lang) for v in spread(s.lengths).values()]
                   + [", ".join(map(str, s.seeds["shortest"])), ", ".join(map(str, s.seeds["longest"]))] for s in counts])
    return out + ["", f"![{title}]({_link(study.slug, 'length')})"]


def _ends(study: Study, lang: str) -> list[str]:
    """How the games ended, with seeds of each way."""
    from scorer.cli.usage import usage

    t, lens, counts = _say(lang), study.lens, study.counts
    title = t("nile-help.report.ends")
    out = ["", "## " + title, ""]
    out += _table([t("nile-help.report.players")] + [t(words) for words in lens.causes.values()],
                  [[str(s.players)] + [f"{k} ({_pct(k, s.games, lang)})" for k in s.causes.values()] for s in counts])
    out += ["", t("nile-help.report.ends-seeds"), ""]
    named = {key: key if lang == "en" else t(lens.said.get(key, key)) for key in lens.causes}
    out += ["- " + t("nile-help.report.seeds-line", players=s.players, ends=[
        usage("nile-help.report.seeds-end", end=named[key],
              seeds=", ".join(map(str, s.seeds[key])) or usage("nile-help.report.none")) for key in lens.causes])
        for s in counts]
    return out + ["", f"![{title}]({_link(study.slug, 'ends')})"]


def _stuck(study: Study, lang: str) -> list[str]:
    """The times a player was stuck (the lens's word), and the other figures per game."""
    t, lens, counts = _say(lang), study.lens, study.counts
    stuck, one = t(lens.stuck_word), t(lens.stuck_one or lens.stuck_word[:-1])
    out = ["", f"## {stuck[:1].upper()}{stuck[1:]}", "", t("nile-help.report.stuck-line", one=one, text=t(lens.stuck_text)),
           ""]
    out += _table([t("nile-help.report.players"), t("nile-help.report.stuck-all", stuck=stuck),
                   t("nile-help.report.per-game"), t("nile-help.report.any"), t("nile-help.report.most")],
                  [[str(s.players), str(sum(s.stuck)), _dec(f"{sum(s.stuck) / s.games:.2f}", lang),
                    f"{sum(1 for k in s.stuck if k)} ({_pct(sum(1 for k in s.stuck if k), s.games, lang)})",
                    str(max(s.stuck))] for s in counts])
    out += ["", t("nile-help.report.other"), ""]
    return out + _table([t("nile-help.report.players")] + [t(v) for v in lens.extras.values()],
                        [[str(s.players)] + [_dec(f"{spread(v)['mean']:.1f}", lang) for v in s.extras.values()]
                         for s in counts])


def _uses(study: Study, lang: str) -> list[str]:
    """What the games used, category by category."""
    t = _say(lang)
    title = t("nile-help.report.uses")
    out = ["", "## " + title, "", t("nile-help.report.uses-intro"), ""]
    for key, heading in study.lens.categories.items():
        out += [f"### {t(heading)}", ""] + _uses_table(study, key, lang) + [""]
    return out + [f"![{title}]({_link(study.slug, 'uses')})"]


def _scores(study: Study, lang: str) -> list[str]:
    """The final scores and the winner's lead."""
    t = _say(lang)
    title = t("nile-help.report.scores")
    out = ["", "## " + title, "", t("nile-help.report.scores-intro", score=t(study.lens.score_word)), ""]
    out += _table([t("nile-help.report.players"), *_spread_head(t), t("nile-help.report.lead-median"),
                   t("nile-help.report.lead-90"), t("nile-help.report.shared")],
                  [[str(s.players)] + [_num(round(v, 1), lang) for v in spread(s.scores).values()]
                   + [_num(spread(s.margins)["median"], lang), _num(spread(s.margins)["p90"], lang),
                      f"{s.shared} ({_pct(s.shared, s.games, lang)})"] for s in study.counts])
    return out + ["", f"![{title}]({_link(study.slug, 'scores')})"]


def _first(study: Study, lang: str) -> list[str]:
    """The first player's wins against a fair share, and each seat's."""
    t = _say(lang)
    out = ["", "## " + t("nile-help.report.first"), "", t("nile-help.report.first-intro"), ""]
    out += _table([t("nile-help.report.players"), t("nile-help.report.first-wins"), t("nile-help.report.interval"),
                   t("nile-help.report.fair"), t("nile-help.report.seats")],
                  [[str(s.players), f"{s.first_wins} ({_pct(s.first_wins, s.games, lang)})",
                    _dec(f"{100 * s.first_interval[0]:.1f}–{100 * s.first_interval[1]:.1f} %", lang),
                    _dec(f"{100 / s.players:.1f} %", lang),
                    ", ".join(_pct(w, s.games, lang) for w in s.seat_wins)] for s in study.counts])
    return out + ["", f"![{t('nile-help.report.first-plot')}]({_link(study.slug, 'first')})", ""]


def _link(slug: str, name: str) -> str:
    return f"study/{slug}-{name}.png"


def _uses_table(study: Study, key: str, lang: str = "en") -> list[str]:
    """Every item of the category ``key`` in the game's order, its total and per game at each count
    ("–" where the item does not exist at that count, e.g. a field under a cover strip)."""
    lens, counts = study.lens, study.counts
    present = [set(lens.items(s.players)[key]) for s in counts]
    order = list(dict.fromkeys(i for s in reversed(counts) for i in lens.items(s.players)[key]))  # the fullest board's order
    order += sorted({i for s in counts for i in s.uses[key]} - set(order))
    t = _say(lang)
    cells = [[_dec(f"{s.uses[key][item]} ({s.uses[key][item] / s.games:.2f})", lang) if item in here or s.uses[key][item]
              else "–" for s, here in zip(counts, present)] for item in order]
    return _table([t(f"nile-help.report.item.{_ITEM_WORD[key]}") if key in _ITEM_WORD else key]
                  + [t("nile-help.report.count", players=s.players) for s in counts],
                  [[t(lens.item_said(key, item)) if lang != "en" else item] + row for item, row in zip(order, cells)])


#: the id of the item a usage table lists, by category (``nile-help.report.item.<id>``: tile, zone, ...)
_ITEM_WORD = {"tiles": "tiles", "zones": "zones", "goal": "goal", "actions": "actions", "fields": "fields",
              "market": "market", "scored": "scored", "water": "water", "water card": "water-card",
              "desert card": "desert-card"}


# -- plots -----------------------------------------------------------------------------------------

def write_report(study: Study, markdown: Path, command: str, lang: str = "en") -> list[Path]:
    """Write the report to ``markdown`` in ``lang`` (:func:`report_text`) and its plots beside it (see
    :func:`plot_path`), their words in ``lang`` too (``nile-help.chart.*``, the game's words as the report says
    them), each file atomically; returns the files written. Raises :class:`gamedata.outfile.OutputError` for a
    place that cannot be written."""
    from gamedata.outfile import prepare_folder, written

    prepare_folder(markdown.parent)
    prepare_folder(markdown.parent / "study")
    files = []
    drawers: dict[str, Callable[[Any, Study, str], None]] = {
        "length": _plot_length, "ends": _plot_ends, "scores": _plot_scores, "first": _plot_first, "uses": _plot_uses}
    for name in PLOTS:
        path = plot_path(markdown, study.slug, name)
        with written(path) as tmp:
            fig = _figure()
            drawers[name](fig, study, lang)
            fig.savefig(tmp, format="png", dpi=100, metadata={"Software": None})
        files.append(path)
    with written(markdown) as tmp:
        tmp.write_text(report_text(study, command, lang), encoding="utf-8")
    return [markdown] + files


def _figure(width: float = 7.5, height: float = 4.2) -> Any:
    from matplotlib.figure import Figure

    fig = Figure(figsize=(width, height), layout="constrained")
    return fig


def _counted(t: Callable[..., str], study: Study) -> list[str]:
    """Each player count as a label: ``3 players``, « 3 joueurs »."""
    return [t("nile-help.report.count", players=s.players) for s in study.counts]


def _plot_length(fig: Any, study: Study, lang: str) -> None:
    ax, t = fig.subplots(), _say(lang)
    for i, (s, label) in enumerate(zip(study.counts, _counted(t, study))):
        top = max(s.lengths)
        xs = list(range(min(s.lengths), top + 1))
        ys = [100 * s.lengths.count(x) / s.games for x in xs]
        ax.plot(xs, ys, marker=MARKERS[i % 5], markersize=4, label=label)
    ax.set_xlabel(t("nile-help.chart.length-x.round" if study.lens.length_word == "round" else "nile-help.chart.length-x.turn"))
    ax.set_ylabel(t("nile-help.chart.share"))
    ax.set_title(t("nile-help.chart.length", title=study.title))
    ax.legend()


def _plot_ends(fig: Any, study: Study, lang: str) -> None:
    ax, t = fig.subplots(), _say(lang)
    labels = _counted(t, study)
    bottom = [0.0] * len(study.counts)
    for i, (key, words) in enumerate(study.lens.causes.items()):
        values = [100 * s.causes[key] / s.games for s in study.counts]
        bars = ax.bar(labels, values, bottom=bottom, hatch=HATCHES[i % 5], edgecolor="black",
                      label=_short(t(words)))
        ax.bar_label(bars, labels=[f"{v:.0f} %" if v >= 3 else "" for v in values], label_type="center")
        bottom = [b + v for b, v in zip(bottom, values)]
    ax.set_ylabel(t("nile-help.chart.share"))
    ax.set_ylim(0, 100)
    ax.set_title(t("nile-help.chart.ends", title=study.title))
    ax.legend(loc="lower right", fontsize="small")


def _short(words: str) -> str:
    """A cause for a legend: its words up to a colon, brackets closed (``"dead rounds (decision U23)"``; the French
    colon's no-break space left out).

    >>> _short("dead rounds (decision U23: as many rounds in a row as players ...)")
    'dead rounds (decision U23)'
    """
    head = words.split(":")[0].rstrip("\u00a0 ")
    return head + ")" * (head.count("(") - head.count(")"))


def _plot_scores(fig: Any, study: Study, lang: str) -> None:
    ax, t = fig.subplots(), _say(lang)
    ax.boxplot([s.scores for s in study.counts], whis=(10, 90), showfliers=False)
    ax.set_xticks(range(1, len(study.counts) + 1), _counted(t, study))
    ax.set_ylabel(t(study.lens.score_word))
    ax.set_title(t("nile-help.chart.scores", title=study.title))


def _plot_first(fig: Any, study: Study, lang: str) -> None:
    ax, t = fig.subplots(), _say(lang)
    xs = [s.players for s in study.counts]
    rates = [100 * s.first_rate for s in study.counts]
    lows = [r - 100 * s.first_interval[0] for r, s in zip(rates, study.counts)]
    highs = [100 * s.first_interval[1] - r for r, s in zip(rates, study.counts)]
    ax.errorbar(xs, rates, yerr=[lows, highs], fmt="o", capsize=5, label=t("nile-help.chart.first-wins"))
    ax.plot(xs, [100 / n for n in xs], linestyle="--", marker="_", markersize=14, label=t("nile-help.chart.fair"))
    ax.set_xticks(xs)
    ax.set_xlabel(t("nile-help.report.players"))
    ax.set_ylabel(t("nile-help.chart.won"))
    ax.set_ylim(0, 100)
    ax.set_title(t("nile-help.chart.first", title=study.title))
    ax.legend()


def _plot_uses(fig: Any, study: Study, lang: str) -> None:
    keys, t = study.lens.plotted, _say(lang)
    fig.set_size_inches(7.5, 2.6 * len(keys))
    axes = fig.subplots(len(keys), 1)
    width = 0.8 / len(study.counts)
    for ax, key in zip(axes, keys):
        items = list(dict.fromkeys(i for s in reversed(study.counts) for i in study.lens.items(s.players)[key]))
        for j, (s, label) in enumerate(zip(study.counts, _counted(t, study))):
            ax.bar([i + j * width for i in range(len(items))], [s.uses[key][i] / s.games for i in items], width,
                   hatch=HATCHES[j % 5], edgecolor="black", label=label)
        ax.set_xticks([i + width * (len(study.counts) - 1) / 2 for i in range(len(items))],
                      [t(study.lens.item_said(key, item)) if lang != "en" else item for item in items],
                      rotation=40 if len(items) > 8 else 0, ha="right" if len(items) > 8 else "center",
                      fontsize="x-small" if len(items) > 14 else "small")
        ax.set_ylabel(t("nile-help.report.per-game"))
        ax.set_title(t(study.lens.categories[key]), fontsize="medium")
    axes[0].legend(fontsize="small")


__all__ = ["headline", "plot_path", "report_text", "write_report"]
