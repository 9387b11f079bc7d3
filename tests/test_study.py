"""`nile study`: seeded simulated games of the reconstructions, summed up per player count, written as a
Markdown report with plots. Small runs (a few games) keep the tests quick; the real study is in docs/."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PIL import Image

from scorer.games import registry
from scorer.study import lenses, parse_counts, play_games, run_study, wilson
from scorer.study_report import PLOTS, plot_path, report_text

GAMES = 12
SECTIONS = ["## Summary", "## Game length", "## How games end", "## What is used", "## Scores",
            "## The first player"]


@pytest.fixture(scope="module")
def studies():
    """A small study of each reconstruction at every count it seats, played in one process."""
    out = {}
    for slug in lenses():
        cat = registry()[slug].catalogue
        out[slug] = run_study(slug, list(range(cat.players.min, cat.players.max + 1)), GAMES, jobs=1, seed=3)
    return out


@pytest.mark.parametrize("slug", list(lenses()))
def test_the_counts_add_up(studies, slug):
    study = studies[slug]
    cat = registry()[slug].catalogue
    assert [s.players for s in study.counts] == list(range(cat.players.min, cat.players.max + 1))
    for s in study.counts:
        assert s.games == GAMES == len(s.lengths) == len(s.stuck)
        assert sum(s.causes.values()) == GAMES and set(s.causes) == set(study.lens.causes)
        assert len(s.scores) == GAMES * s.players
        assert 0 <= s.first_wins <= GAMES and 0.0 <= s.first_rate <= 1.0
        lo, hi = s.first_interval
        assert 0.0 <= lo <= s.first_rate <= hi <= 1.0
        # every game has at least one winner; shared wins give more than one
        assert GAMES <= sum(s.seat_wins) <= GAMES + s.shared * (s.players - 1)
        assert s.seat_wins[0] == s.first_wins  # in playing order, from the first player
        assert all(x >= 0 for x in s.stuck) and min(s.lengths) > 0
        for key, items in study.lens.items(s.players).items():
            assert set(s.uses[key]) <= set(items), (key, set(s.uses[key]) - set(items))


def test_the_facts_are_those_of_the_simulated_games():
    """Each game is the one `nile simulate` writes with that seed: its scores, length and end agree."""
    for slug in lenses():
        spec = registry()[slug]
        facts = play_games(slug, 3, [5, 6], jobs=1)
        for f in facts:
            final, moves = spec.simulate(spec.names(3), f.seed, [])
            assert f.scores == final.scores() if slug == "nil" else f.scores == final.pawns
            assert f.winners == [i for i, st in enumerate(final.ranking().standings) if st.rank == 1]
            if slug == "nil":
                assert f.length == len(final.history)
                assert f.stuck == sum(1 for h in final.history if h[4])
                assert sum(f.uses["tiles"].values()) == sum(h[3] for h in final.history)
                assert ("blue" in final.end_reason) == (f.cause == "blue")
            else:
                assert f.length == final.round
                assert ("U23" in final.end_reason) == (f.cause == "dead")
                assert f.uses["actions"]["end the turn"] == sum(1 for m in moves if type(m).__name__ == "Done")


def test_dead_rounds_are_counted_round_by_round():
    """A game ended by U23 has at least as many dead rounds as players (the last ones in a row)."""
    spec = registry()["ufern-des-nils"]
    for f in play_games("ufern-des-nils", 2, range(40), jobs=1):
        if f.cause == "dead":
            assert f.stuck >= 2
        final, _ = spec.simulate(spec.names(2), f.seed, [])
        assert f.stuck >= final.dead_streak


def test_same_seed_same_report_and_jobs_agree(studies):
    study = studies["nil"]
    again = run_study("nil", [2, 3, 4], GAMES, jobs=2, seed=3)
    assert report_text(again, "nile study nil") == report_text(study, "nile study nil")
    other = run_study("nil", [2, 3, 4], GAMES, jobs=1, seed=4)
    assert report_text(other, "nile study nil") != report_text(study, "nile study nil")


def test_play_games_in_two_processes_equals_one():
    seeds = list(range(60))  # more than one chunk, so the pool is used
    assert play_games("ufern-des-nils", 2, seeds, jobs=2) == play_games("ufern-des-nils", 2, seeds, jobs=1)


@pytest.mark.parametrize("slug", list(lenses()))
def test_the_report_has_every_section_and_its_plots(tmp_path, nile, slug):
    out = tmp_path / "docs" / f"study-{slug}.md"
    result = nile("study", slug, "--games", 6, "--jobs", 1, "--out", out)
    assert result.exit_code == 0, result.output
    text = out.read_text(encoding="utf-8")
    lens = lenses()[slug]
    for heading in SECTIONS + [f"## {lens.stuck_word.capitalize()}"] + [f"### {h}" for h in lens.categories.values()]:
        assert heading in text, heading
    for words in lens.causes.values():
        assert words in text
    links = re.findall(r"!\[[^]]*\]\(([^)]+)\)", text)
    assert sorted(links) == sorted(f"study/{slug}-{name}.png" for name in PLOTS)
    for name in PLOTS:
        with Image.open(plot_path(out, slug, name)) as im:
            assert im.format == "PNG" and im.width >= 600 and im.height >= 300
    assert "players:" in result.stdout and str(out) in result.stdout


def test_nil_leaves_out_a_count_it_does_not_seat(tmp_path, nile):
    out = tmp_path / "s.md"
    result = nile("study", "nil", "--games", 2, "--players", "2..5", "--jobs", 1, "--out", out)
    assert result.exit_code == 0, result.output
    assert "5 left out" in result.stderr
    text = out.read_text(encoding="utf-8")
    assert "| 4 |" in text and "| 5 |" not in text
    assert "--players 2..4" in text


@pytest.mark.parametrize("args,words", [
    (["--players", "x"], "not a player count"),
    (["--players", "5..2"], "write it 2..5"),
    (["--players", "6..9"], "2 to 4 players"),
    (["--players", ""], "not a player count"),
    (["--games", "0"], "--games"),
    (["--games", "-5"], "--games"),
    (["--jobs", "0"], "--jobs"),
    (["--out", "report.txt"], "ending in .md"),
])
def test_bad_options_exit_2_with_a_message(tmp_path, nile, args, words):
    if "--out" not in args:
        args = args + ["--out", str(tmp_path / "s.md")]
    result = nile("study", "nil", *args)
    assert result.exit_code == 2, result.output
    assert words in result.stderr and "Traceback" not in result.output
    assert not (tmp_path / "s.md").exists()


def test_a_game_no_study_covers_exits_2(nile, tmp_path):
    result = nile("study", "land-unter", "--games", 2, "--out", tmp_path / "s.md")
    assert result.exit_code == 2 and "studies: nil, ufern-des-nils" in result.stderr


def test_parse_counts_and_wilson():
    assert parse_counts("2..5") == [2, 3, 4, 5] and parse_counts(" 3 ") == [3] and parse_counts("5,2,2") == [2, 5]
    for bad in ("", "2..", "..3", "a", "2-5", "1..100"):
        with pytest.raises(ValueError):
            parse_counts(bad)
    lo, hi = wilson(0, 20)
    assert lo == 0.0 and 0.1 < hi < 0.2
    lo, hi = wilson(20, 20)
    assert hi == 1.0 and 0.8 < lo < 0.9
    assert wilson(0, 0) == (0.0, 1.0)


def test_the_committed_reports_are_in_docs():
    """The real study (1,000 games per count) is committed with its plots, and the README quotes it."""
    root = Path(__file__).resolve().parent.parent
    readme = (root / "README.md").read_text(encoding="utf-8")
    for slug in lenses():
        text = (root / "docs" / f"study-{slug}.md").read_text(encoding="utf-8")
        assert "1,000 simulated games per player count" in text
        for name in PLOTS:
            assert (root / "docs" / "study" / f"{slug}-{name}.png").is_file()
        assert f"docs/study-{slug}.md" in readme


#: what ``nile study`` says in French and German (session 38): a piece of each line, and the English it replaces
STUDY_WORDS = {"fr": ["2 joueurs\u00a0: 3 parties", "le premier joueur gagne", "fins\u00a0:", "un pion a rejoint",
                      "parties en", "3 joueurs\u00a0: 3 parties"],
               "de": ["2 Spieler: 3 Partien", "der Startspieler gewinnt", "Enden:", "ein Spielstein hat den Obelisken",
                      "Partien in", "3 Spieler: 3 Partien"]}
STUDY_ENGLISH = ["players: 3 games", "the first player wins", "ends:", "a pawn met", "games in", "processes",
                 "median", "rounds"]


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_study_speaks_the_readers_language(capsys, tmp_path, monkeypatch, lang):
    """``nile study --lang fr|de``: the progress, each count's summary (its ends in the game's words) and the last
    line in the reader's words, no English sentence left; a count it cannot read, said by id; exit 0 and 2."""
    from tests.test_record_lang import run

    monkeypatch.chdir(tmp_path)
    code, out, err = run(capsys, "study", "ufern-des-nils", "--games", "3", "--players", "2..3", "--jobs", "1",
                         "--out", "s.md", "--lang", lang)
    assert code == 0, err
    said = out + err
    assert all(piece in said for piece in STUDY_WORDS[lang]), said
    assert not [english for english in STUDY_ENGLISH if english in said], said
    code, _, err = run(capsys, "study", "nil", "--players", "5..2", "--lang", lang)
    assert code == 2 and "write it" not in err and "2..5" in err, err
    code, _, err = run(capsys, "study", "nil", "--players", "x", "--out", "s.txt", "--lang", lang)
    assert code == 2 and "not a player count" not in err, err


def test_studys_english_lines_are_as_they_were(studies):
    """The summary's English, word for word as before it was said by id (the report's Markdown quotes it)."""
    from scorer.study_report import headline

    line = headline(studies["nil"])[0]
    assert re.fullmatch(r"2 players: [\d.]+ turns \(median; 10–90 %: [\d.]+–[\d.]+\); ends: \d+\.\d % the river "
                        r"reached the blue column(, \d+\.\d % [a-z ]+)*; the first player wins \d+\.\d % \(95 % CI "
                        r"\d+–\d+ %, fair share 50 %\)", line), line


#: the English words of the report's frame and of the games' lenses, none of which a French or German report says
REPORT_ENGLISH = re.compile(r"\b(?:simulated games|Made by|Summary|Game length|How games end|players|median|shortest|"
                            r"longest|Seeds of|blocked turns?|dead rounds?|in all|per game|games with any|Other figures|"
                            r"What is used|Totals over|Tiles placed|Zones scored|Blue squares|Actions, by kind|Fields sown|"
                            r"Harvests|market row|Water cards|Events of|final score|lead|shared wins|"
                            r"The first player|first player wins|fair share|each seat|tile|track space|"
                            r"the river reached|every tile|a pawn met|none)\b")


@pytest.mark.parametrize("lang", ["fr", "de"])
@pytest.mark.parametrize("slug", ["nil", "ufern-des-nils"])
def test_the_report_is_in_the_readers_language(studies, slug, lang):
    """The Markdown report of ``nile study --lang fr|de`` (LANG too: the command's language) was English whatever the
    language (issue 25, the s38 closing's "Left"): its headings, sentences and table heads are now the reader's
    (``nile-help.report.*``), the game's words its catalogue's (the ends, the stuck turns or rounds, the categories,
    the score's unit), every decimal with a comma; the sections and plot links as in English."""
    report = report_text(studies[slug], "nile study x", lang)
    prose = re.sub(r"`[^`]*`|\(study/[^)]*\)", "", report)  # the commands and links, typed as they are
    prose = "\n".join(line for line in prose.splitlines() if not line.startswith("| ") or "---" in line
                      or not re.match(r"\| [\w ]+ \|", line) or line.startswith("| " + ("joueurs" if lang == "fr" else
                                                                                        "Spieler")))
    assert not REPORT_ENGLISH.findall(prose), REPORT_ENGLISH.findall(prose)
    assert report.count("\n## ") == report_text(studies[slug], "nile study x").count("\n## ")
    assert all(f"(study/{slug}-{name}.png)" in report for name in ("length", "ends", "uses", "scores", "first"))
    assert not re.search(r"(?<![\w.])\d+\.\d", re.sub(r"`[^`]*`", "", report)), "a decimal point left"  # (not W4.2)
    assert {"fr": "## Résumé", "de": "## Zusammenfassung"}[lang] in report


def test_the_english_report_is_as_it_was(studies):
    """The English report's words as they were before it was said by id (a few of its lines, word for word)."""
    report = report_text(studies["nil"], "nile study nil")
    for line in ("## Blocked turns", "A blocked turn: a turn in which the player could place no tile, showed the rack "
                 "and scored its minus.", "| players | blocked turns in all | per game | games with any | most in one "
                 "game |", "### Tiles placed, by kind", "| tile | 2 players | 3 players | 4 players |",
                 "Every player's final score (points), and the winner's lead over the runner-up."):
        assert line in report.splitlines(), line
