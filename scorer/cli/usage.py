"""What the commands say about how they were called, by message id: an option out of range, a file name that
cannot be used, a record that is not there, an extra not installed, and ``nile games``' lines (issue 25 §1).

The messages are the ``nile-help`` domain's, beside the help texts and click's words
(:mod:`scorer.cli.help_words`): one ``.po`` a language for everything nile says about its own command line.
A command fails with one of them (:func:`scorer.cli.common.fail` takes a :class:`~scorer.engine.said.Said`),
said in the language of the run (``--lang`` or the environment); ``--json`` carries its id and values.

Ids: ``nile-help.<what>.<which>``. Option names, file names and the commands to type stay as they are.

>>> from scorer.engine.said import words
>>> words("nile-help.players.range", {"option": "--players", "title": "NIL", "least": 2, "most": 4, "given": "9"}, "fr")
'--players\\xa0: NIL se joue de 2 à 4 joueurs, pas 9'
"""

from __future__ import annotations

from scorer.engine.said import Catalogue, Message as M, Said, Value, say

CATALOGUE = Catalogue("nile-help", [
    # --- the extras
    M("nile-help.extra.missing", "nile {command} needs the '{command}' extra ({module} is not installed): {install}"),
    M("nile-help.extra.installed", "installed"),
    M("nile-help.extra.not-installed", "not installed: {install}"),
    # --- a file to write
    M("nile-help.file.no-name.record", "{option}: no file name given; name the record, e.g. {example}"),
    M("nile-help.file.no-name.report", "{option}: no file name given; name the report, e.g. {example}"),
    M("nile-help.file.no-name.picture", "{option}: no file name given; name the picture, e.g. {example} ({formats})"),
    M("nile-help.file.no-name.play", "{option}: no file name given; name the BG Stats play, e.g. {example}"),
    M("nile-help.file.folder.record", "{option}: {path} is a folder; name the record file in it, e.g. {example}"),
    M("nile-help.file.folder.report", "{option}: {path} is a folder; name the report file in it, e.g. {example}"),
    M("nile-help.file.folder.picture", "{option}: {path} is a folder; name the picture file in it, e.g. {example}"),
    M("nile-help.file.folder.play", "{option}: {path} is a folder; name the BG Stats play file in it, e.g. {example}"),
    M("nile-help.file.exists", "{path} already exists; nile never overwrites a file (choose another --out)"),
    # --- a picture to write (check --show, show --out)
    M("nile-help.picture.not-regular", "{option}: {path} is not a regular file; write the picture to a file ending in "
      "{formats}"),
    M("nile-help.picture.only-suffix", "{option}: {name} is only a suffix; name the picture, e.g. {example}"),
    M("nile-help.picture.no-suffix", "{option}: {path} has no suffix; a picture is written as a file ending in {formats} "
      "(e.g. {example})"),
    M("nile-help.picture.suffix", "{option}: {path}: a picture is written as a file ending in {formats}, not {suffix}"),
    M("nile-help.picture.record", "{option}: {path} is the record itself; a picture is never written onto the record "
      "(choose another name)"),
    M("nile-help.picture.none", "{record}: {title} has no picture in this version"),
    # nile show --turn N: N counts the game's tricks, turns or rounds (its turn_word): one id each
    M("nile-help.turn.tally.trick", "--turn {turn}: {record} is a tally-only record: it holds the final counts, no tricks"),
    M("nile-help.turn.tally.turn", "--turn {turn}: {record} is a tally-only record: it holds the final counts, no turns"),
    M("nile-help.turn.tally.round", "--turn {turn}: {record} is a tally-only record: it holds the final counts, no rounds"),
    M("nile-help.turn.beyond.trick", "--turn {turn}: {record} holds {last} trick (--turn 0 to {last})",
      "--turn {turn}: {record} holds {last} tricks (--turn 0 to {last})", count="last"),
    M("nile-help.turn.beyond.turn", "--turn {turn}: {record} holds {last} turn (--turn 0 to {last})",
      "--turn {turn}: {record} holds {last} turns (--turn 0 to {last})", count="last"),
    M("nile-help.turn.beyond.round", "--turn {turn}: {record} holds {last} round (--turn 0 to {last})",
      "--turn {turn}: {record} holds {last} rounds (--turn 0 to {last})", count="last"),
    M("nile-help.turn.none.trick", "--turn {turn}: {record} holds no tricks (--turn 0 only)"),
    M("nile-help.turn.none.turn", "--turn {turn}: {record} holds no turns (--turn 0 only)"),
    M("nile-help.turn.none.round", "--turn {turn}: {record} holds no rounds (--turn 0 only)"),
    M("nile-help.turn.not-cut", "--turn {turn}: {title}'s records are not cut in turns here; nile show {record} "
      "pictures the end of the record"),
    M("nile-help.picture.none-show", "--show: {record}: {title} has no picture in this version"),
    # --- print
    M("nile-help.print.millimetres", "{option}: expected a number of millimetres, not {value}"),
    M("nile-help.print.offset-form", "--back-offset: expected two numbers in millimetres as X,Y (e.g. 0.5,-1), not {text}"),
    M("nile-help.print.offset-far", "--back-offset: {x},{y} mm is more than any printer drifts (at most 20 mm each way)"),
    M("nile-help.print.bleed", "--bleed: {bleed} mm is not a bleed; give 0 to 5 mm (3 is the print shops' usual)"),
    M("nile-help.print.calibration-games", "--calibration prints only the calibration page; leave out the game names "
      "({games:comma}) and print the games in a second run"),
    M("nile-help.print.pod-colour", "--pod writes full-colour files for a shop; leave out {option}"),
    # --- score --to bgstats
    M("nile-help.bgstats.out-without-to", "--out: names the file --to writes; add --to bgstats (or leave --out out)"),
    M("nile-help.bgstats.partial", "--partial --to bgstats: BG Stats logs a finished play, with its winners; send it "
      "once the game is over"),
    M("nile-help.bgstats.json", "--out: {path}: a BG Stats play is written as a .json file (e.g. {example})"),
    # --- players, names, counts
    M("nile-help.players.range", "{option}: {title} is for {least} to {most} players, not {given}"),
    M("nile-help.players.name-them", "--players: name the players of the new game in seating order, e.g. {example}"),
    M("nile-help.players.resume-or-name", "--players: name the players of the new game in seating order, e.g. {example} "
      "(to resume the file {name} in this folder, write ./{name})"),
    M("nile-help.players.left-out", "{title} seats {least} to {most} players: {left:comma} left out"),
    M("nile-help.names.problem", "--names: {problem}; give the names as words separated by commas, e.g. 'Anna,Ben Lee'"),
    M("nile-help.names.count", "--names: {given} name given for --players {players}",
      "--names: {given} names given for --players {players}", count="given"),
    M("nile-help.study.games", "--games: play 1 to 1,000,000 games per player count, not {games}"),
    M("nile-help.study.jobs", "--jobs: use 1 to 256 processes, not {jobs}"),
    M("nile-help.study.counts-form", "{text} is not a player count; write one like 3, a range like 2..5 or a list like 2,4"),
    M("nile-help.study.counts-down", "{part}: the range runs from {high} down to {low}; write it {low}..{high}"),
    M("nile-help.study.counts-many", "{part}: no board game seats {players} players"),
    M("nile-help.study.players", "--players: {problem}"),
    M("nile-help.study.markdown", "--out: the report is Markdown, a file ending in .md, not {name}"),
    M("nile-help.study.progress", "{players} players: {games} game", "{players} players: {games} games", count="games"),
    M("nile-help.study.played", "{games:,} game", "{games:,} games", count="games"),
    M("nile-help.study.done", "{played} in {seconds:.1f} s with {jobs} process; report: {report} (plots in {plots})",
      "{played} in {seconds:.1f} s with {jobs} processes; report: {report} (plots in {plots})", count="jobs"),
    # nile study's summary, a line per player count, by the game's length word (its Lens.length_word): one id each
    M("nile-help.study.headline.turn", "{players} players: {median:g} turns (median; 10–90 %: {p10:g}–{p90:g}); ends: "
      "{ends:comma}; the first player wins {first:.1f} % (95 % CI {low:.0f}–{high:.0f} %, fair share {fair:.0f} %)"),
    M("nile-help.study.headline.round", "{players} players: {median:g} rounds (median; 10–90 %: {p10:g}–{p90:g}); "
      "ends: {ends:comma}; the first player wins {first:.1f} % (95 % CI {low:.0f}–{high:.0f} %, fair share "
      "{fair:.0f} %)"),
    M("nile-help.study.end", "{share:.1f} % {cause}"),
    # nile study's Markdown report (scorer/study_report.py): its headings, sentences and table heads
    M("nile-help.report.title", "{title}: {games:,} simulated games per player count"),
    M("nile-help.report.made", "Made by `{command}`: for each player count, the games of seeds {seeds} (the same seeds "
      "for every count), each exactly the game `nile simulate` writes with that seed, played by the project's "
      "simulated player. A game worth a look is `nile simulate {slug} -n N --seed S`; every figure below comes from "
      "these games and nothing else."),
    M("nile-help.report.caveat", "Our figures are a reconstruction; these games say how it plays with a simulated "
      "player, not with people. A figure far from what the table finds is a reason to look at the rule or the data "
      "behind it."),
    M("nile-help.report.summary", "Summary"),
    M("nile-help.report.length", "Game length"),
    M("nile-help.report.length.turn", "In turns: one player's turn each, a round being as many turns as players."),
    M("nile-help.report.length.round", "In rounds: every player acts once a round."),
    M("nile-help.report.players", "players"),
    M("nile-help.report.mean", "mean"),
    M("nile-help.report.sd", "sd"),
    M("nile-help.report.min", "min"),
    M("nile-help.report.median", "median"),
    M("nile-help.report.max", "max"),
    M("nile-help.report.shortest", "shortest (seeds)"),
    M("nile-help.report.longest", "longest (seeds)"),
    M("nile-help.report.ends", "How games end"),
    M("nile-help.report.ends-seeds", "Seeds of games that ended each way (up to three):"),
    M("nile-help.report.count", "{players} players"),
    M("nile-help.report.none", "none"),
    M("nile-help.report.seeds-line", "{players} players: {ends:semicolon}"),
    M("nile-help.report.seeds-end", "{end}: {seeds}"),
    M("nile-help.report.stuck-line", "A {one}: {text}."),
    M("nile-help.report.stuck-all", "{stuck} in all"),
    M("nile-help.report.per-game", "per game"),
    M("nile-help.report.any", "games with any"),
    M("nile-help.report.most", "most in one game"),
    M("nile-help.report.other", "Other figures per game (mean):"),
    M("nile-help.report.uses", "What is used"),
    M("nile-help.report.uses-intro", "Totals over all games of each player count, in the game's order; per game in "
      "brackets."),
    M("nile-help.report.scores", "Scores"),
    M("nile-help.report.scores-intro", "Every player's final score ({score}), and the winner's lead over the "
      "runner-up."),
    M("nile-help.report.lead-median", "lead: median"),
    M("nile-help.report.lead-90", "lead: 90 %"),
    M("nile-help.report.shared", "shared wins"),
    M("nile-help.report.first", "The first player"),
    M("nile-help.report.first-intro", "Games the first player won, a shared win included, with the 95 % Wilson "
      "interval; a fair game gives each seat about 1/n (a little more with shared wins). The other seats follow in "
      "playing order."),
    M("nile-help.report.first-wins", "first player wins"),
    M("nile-help.report.interval", "95 % interval"),
    M("nile-help.report.fair", "fair share"),
    M("nile-help.report.seats", "each seat in playing order"),
    M("nile-help.report.first-plot", "The first player's wins"),
    # the item a usage table lists, by category (tile, zone...)
    # the words of nile study's plots (scorer/study_report.py), besides the report's own
    M("nile-help.chart.length", "{title}: game length"),
    M("nile-help.chart.length-x.turn", "turns per game"),
    M("nile-help.chart.length-x.round", "rounds per game"),
    M("nile-help.chart.share", "% of games"),
    M("nile-help.chart.ends", "{title}: how games end"),
    M("nile-help.chart.scores", "{title}: final scores (box: quartiles, whiskers: 10–90 %)"),
    M("nile-help.chart.first", "{title}: the first player's wins"),
    M("nile-help.chart.first-wins", "first player wins (95 % interval)"),
    M("nile-help.chart.fair", "fair share, 1/n"),
    M("nile-help.chart.won", "% of games won (shared wins count)"),
    M("nile-help.report.item.tiles", "tile"),
    M("nile-help.report.item.zones", "zone"),
    M("nile-help.report.item.goal", "blue square"),
    M("nile-help.report.item.actions", "action"),
    M("nile-help.report.item.fields", "field"),
    M("nile-help.report.item.market", "market row"),
    M("nile-help.report.item.scored", "market row"),
    M("nile-help.report.item.water", "row"),
    M("nile-help.report.item.water-card", "event"),
    M("nile-help.report.item.desert-card", "event"),
    # --- play and serve: what to start or go on with
    M("nile-help.play.out-folder", "--out: {path} names a folder; name the record file in it, e.g. {example}"),
    M("nile-help.play.nothing", "name a game to start (e.g. nile play nil --players Anna,Ben) or a record to go on with"),
    M("nile-help.play.no-variant", "--variant: no variant named (nile games lists each game's variants)"),
    M("nile-help.play.folder", "{path} is a folder, not a record; name the record file in it"),
    M("nile-help.play.not-regular", "{path} is not a regular file (a device, a pipe or a socket), so it cannot be a "
      "record"),
    M("nile-help.play.no-record", "{path}: no such record (nile play GAME starts a new game)"),
    M("nile-help.play.record-names-all", "{options}: {path} is a record and already names its players and variants; "
      "it is resumed as it is (leave the option out, or start a new game with nile play GAME)"),
    # --- the run itself (scorer/cli/process.py): stopped, or its output could not be written
    M("nile-help.run.interrupted", "interrupted; no file was left half-written"),
    M("nile-help.run.cannot-write", "cannot write the output: {reason}"),
    # --- nile games
    M("nile-help.games.line", "{slug} {title} ({least}–{most} players){variants} — {can}"),
    M("nile-help.games.variants", "; variants: {variants:comma}"),
    M("nile-help.games.planned", "{slug} {title} — planned, not in this version yet"),
])


def usage(id: str, **values: Value) -> Said:
    """The message ``id`` of this catalogue with ``values`` (English words that keep both, said in the reader's
    language where it is shown); raises KeyError for an unknown id or the wrong values."""
    return say(id, **values)
