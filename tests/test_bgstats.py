"""A finished game as a BG Stats play (scorer/bgstats.py): the push-play JSON against BG Stats' documented
field list and types, the link that decodes back to the same JSON, the QR codes (read back with
zxing-cpp) that decode to the link, how each game's result maps onto the fields, and the three front
ends: ``nile score --to bgstats``, ``nile play``'s ``bgstats`` and ``nile serve``'s final page."""

from __future__ import annotations

import datetime
import html
import io
import json
import os
import re
import shutil
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
import yaml
import zxingcpp
from PIL import Image
from starlette.testclient import TestClient
from typer.testing import CliRunner

from gamedata.catalogue import NileCatalogue, load_catalogue
from scorer import bgstats
from scorer.cli import app
from scorer.engine import Ranking, Standing, random_playout
from scorer.games import registry
from scorer.play import play_lines
from scorer.session import TableSession
from scorer.typed import typed_game

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
#: every finished example record (the illegal ones and NILE's opening are not finished games)
FINISHED = ["land-unter/five-players.yaml", "land-unter/three-players.yaml", "land-unter/tally.yaml",
            "land-unter/no-hands.yaml", "nil/game.yaml", "nil/tally.yaml", "nile/table-record.yaml",
            "nile/tally.yaml", "ufern-des-nils/game.yaml", "ufern-des-nils/tally.yaml"]
#: BG Stats' fields (https://www.bgstatsapp.com/support/push-plays-to-bg-stats-from-other-apps-or-websites/)
GAME_FIELDS = {"name": str, "highestWins": bool, "noPoints": bool, "sourceGameId": str}
PLAYER_FIELDS = {"name": str, "score": int, "winner": bool, "startPlayer": bool, "rank": int, "sourcePlayerId": str}
TOP_FIELDS = {"sourceName": str, "sourcePlayId": str, "game": dict, "playDate": str, "players": list}
OPTIONAL = {"location": str, "board": str, "comments": str, "durationMin": int}
runner = CliRunner()


def copied(tmp_path: Path, example: str, **changes) -> Path:
    """The example record copied into ``tmp_path`` (its top-level keys changed by ``changes``)."""
    target = tmp_path / Path(example).name
    if changes:
        data = yaml.safe_load((EXAMPLES / example).read_text(encoding="utf-8"))
        data.update(changes)
        data = {k: v for k, v in data.items() if v is not None}
        target.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")
    else:
        shutil.copy(EXAMPLES / example, target)
    return target


def play_of(record: Path) -> dict:
    """The play ``nile score RECORD --to bgstats --json`` writes (and checks that it wrote it)."""
    result = runner.invoke(app, ["score", str(record), "--to", "bgstats", "--json"])
    assert result.exit_code == 0, result.output
    told = json.loads(result.stdout)
    assert json.loads(Path(told["file"]).read_text(encoding="utf-8")) == told["play"]
    assert told["link"] == bgstats.play_link(told["play"])
    return told["play"]


def check_fields(play: dict) -> None:
    """``play`` has BG Stats' fields, each of its type: booleans present and booleans, bggId a number."""
    for fields, where in ((TOP_FIELDS, play), (GAME_FIELDS, play["game"])):
        for name, kind in fields.items():
            assert type(where[name]) is kind, (name, where.get(name))
    assert set(play) <= set(TOP_FIELDS) | set(OPTIONAL)
    assert set(play["game"]) <= set(GAME_FIELDS) | {"bggId"}
    if "bggId" in play["game"]:
        assert type(play["game"]["bggId"]) is int and play["game"]["bggId"] > 0
    assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d", play["playDate"])
    datetime.datetime.strptime(play["playDate"], "%Y-%m-%d %H:%M:%S")
    for player in play["players"]:
        assert set(player) == set(PLAYER_FIELDS)
        for name, kind in PLAYER_FIELDS.items():
            assert type(player[name]) is kind, (name, player)
    assert sum(p["startPlayer"] for p in play["players"]) <= 1
    assert any(p["winner"] for p in play["players"])


def decoded(link: str) -> dict:
    """The play a push-play link carries."""
    parts = urlsplit(link)
    assert f"{parts.scheme}://{parts.netloc}{parts.path}" == bgstats.CREATE_PLAY
    return json.loads(parse_qs(parts.query, strict_parsing=True)["data"][0])


def read_qr(image: Image.Image) -> list[str]:
    """The texts of the QR codes zxing-cpp finds in ``image``."""
    return [code.text for code in zxingcpp.read_barcodes(image)]


def terminal_image(text: str, scale: int = 4) -> Image.Image:
    """The terminal QR code as a dark-background terminal shows it: each character two modules, one above
    the other; a glyph's ink is light, the background dark."""
    halves = {" ": (0, 0), "█": (1, 1), "▀": (1, 0), "▄": (0, 1)}
    lines = text.rstrip("\n").split("\n")
    width = max(len(line) for line in lines)
    image = Image.new("L", (width, 2 * len(lines)), 0)
    for y, line in enumerate(lines):
        for x, char in enumerate(line):
            top, bottom = halves[char]
            image.putpixel((x, 2 * y), 255 * top)
            image.putpixel((x, 2 * y + 1), 255 * bottom)
    return image.resize((width * scale, 2 * len(lines) * scale), Image.NEAREST)


# --- the JSON, the link and the QR code ---------------------------------------------------------------


@pytest.mark.parametrize("example", FINISHED)
def test_every_finished_example_gives_a_play_with_bg_stats_fields_and_types(example, tmp_path):
    record = copied(tmp_path, example)
    play = play_of(record)
    check_fields(play)
    data = yaml.safe_load(record.read_text(encoding="utf-8"))
    spec = registry()[data["game"]]
    assert play["game"]["name"] == spec.title and play["game"]["sourceGameId"] == spec.slug
    assert [p["name"] for p in play["players"]] == data["players"]
    assert play["sourceName"] == "nile" and play["game"]["noPoints"] is False


@pytest.mark.parametrize("example", ["nil/game.yaml", "land-unter/five-players.yaml", "nile/table-record.yaml"])
def test_the_link_decodes_back_to_the_same_json_and_its_qr_code_to_the_link(example, tmp_path):
    play = play_of(copied(tmp_path, example, place="Zoë's kitchen & garden", notes="a close game; 100% fun"))
    link = bgstats.play_link(play)
    assert decoded(link) == play
    assert re.fullmatch(r"[A-Za-z0-9_.~%:/?=-]+", link)  # url-encoded: no brace, quote, space or & left bare
    out = io.BytesIO()
    bgstats.qr_code(link).save(out, kind="png", scale=3)
    out.seek(0)
    assert read_qr(Image.open(out)) == [link]
    assert read_qr(terminal_image(bgstats.qr_text(link))) == [link]  # the code nile prints, as a screen shows it


def test_the_svg_qr_code_is_the_same_code():
    link = bgstats.play_link({"game": {"name": "NIL"}, "players": []})
    svg = bgstats.qr_svg(link).decode()
    out = io.BytesIO()
    bgstats.qr_code(link).save(out, kind="svg", scale=4, title="Log this play in BG Stats")
    assert svg == out.getvalue().decode() and "Log this play in BG Stats" in svg


def test_a_bgg_id_is_a_number_and_only_where_the_catalogue_gives_one(tmp_path):
    assert load_catalogue("nile").bgg_id == 40213 and "bga-nile" in (load_catalogue("nile").bgg_id_source or "")
    assert play_of(copied(tmp_path, "nile/tally.yaml"))["game"]["bggId"] == 40213
    for example in ("nil/tally.yaml", "land-unter/tally.yaml", "ufern-des-nils/tally.yaml"):
        assert "bggId" not in play_of(copied(tmp_path, example))["game"]


@pytest.mark.parametrize("change, why", [({"bgg_id": "40213"}, "integer"), ({"bgg_id_source": None}, "go together"),
                                         ({"bgg_id": 0}, "greater than")])
def test_a_catalogue_bgg_id_is_a_number_with_its_source(change, why):
    data = yaml.safe_load((ROOT / "data" / "nile.yaml").read_text(encoding="utf-8"))
    data.update(change)
    data = {k: v for k, v in data.items() if v is not None}
    with pytest.raises(ValueError, match=why):
        NileCatalogue.model_validate(data)


# --- how results map onto the fields ------------------------------------------------------------------


def test_a_shared_first_place_gives_two_winners_of_rank_1(tmp_path):
    record = copied(tmp_path, "nil/tally.yaml", tally={"Anna": {"plus": 610, "minus": 95}, "Ben": {"plus": 700, "minus": 185},
                                                        "Cleo": {"plus": 400, "minus": 95}})
    players = {p["name"]: p for p in play_of(record)["players"]}
    assert [(players[n]["score"], players[n]["rank"], players[n]["winner"]) for n in ("Anna", "Ben", "Cleo")] == \
        [(515, 1, True), (515, 1, True), (305, 3, False)]


def test_a_tie_below_the_winner_shares_its_rank_and_wins_nothing(tmp_path):
    players = play_of(copied(tmp_path, "nil/tally.yaml"))["players"]
    assert [(p["score"], p["rank"], p["winner"]) for p in players] == [(685, 1, True), (515, 2, False), (515, 2, False)]


def test_nile_scores_the_smallest_pile_highest_wins_and_the_next_piles_break_the_tie(tmp_path):
    play = play_of(copied(tmp_path, "nile/tally.yaml"))  # Anna and Cleo: smallest pile 1; Cleo's next is larger
    assert play["game"]["highestWins"] is True
    players = {p["name"]: p for p in play["players"]}
    assert {n: (p["score"], p["rank"], p["winner"]) for n, p in players.items()} == \
        {"Anna": (1, 2, False), "Ben": (0, 3, False), "Cleo": (1, 1, True)}


def test_nile_players_tied_on_every_pile_share_the_win(tmp_path):
    storage = {"Papyrus": 3, "Wheat": 4, "Lettuce": 2, "Castor": 5, "Flax": 3}
    record = copied(tmp_path, "nile/tally.yaml", storage={"Anna": storage, "Ben": dict(storage),
                                                          "Cleo": {**storage, "Lettuce": 1}})
    players = play_of(record)["players"]
    assert [(p["score"], p["rank"], p["winner"]) for p in players] == [(2, 1, True), (2, 1, True), (1, 3, False)]


def test_ufern_scores_the_pawn_space_and_the_fewest_plants_lost_breaks_a_tie(tmp_path):
    play = play_of(copied(tmp_path, "ufern-des-nils/tally.yaml"))
    assert play["game"]["highestWins"] is True
    assert [(p["name"], p["score"], p["rank"], p["winner"]) for p in play["players"]] == \
        [("Anna", 19, 3, False), ("Ben", 24, 1, True), ("Cleo", 24, 2, False), ("Dana", 15, 4, False)]


def test_land_unter_scores_the_points_most_wins(tmp_path):
    play = play_of(copied(tmp_path, "land-unter/five-players.yaml"))
    assert play["game"]["highestWins"] is True
    assert [(p["score"], p["rank"], p["winner"]) for p in play["players"]] == \
        [(8, 3, False), (17, 1, True), (6, 4, False), (5, 5, False), (12, 2, False)]


def test_highest_wins_is_read_off_the_ranking():
    most = Ranking([Standing("Anna", 9, 1), Standing("Ben", 4, 2)], ["Anna"], "")
    fewest = Ranking([Standing("Anna", 9, 2), Standing("Ben", 4, 1)], ["Ben"], "")
    tiebreak = Ranking([Standing("Anna", 5, 2), Standing("Ben", 5, 1)], ["Ben"], "")
    assert bgstats.highest_wins(most) and not bgstats.highest_wins(fewest) and bgstats.highest_wins(tiebreak)


def test_the_start_player_is_the_one_who_began(tmp_path):
    def starts(example, **changes):
        return [p["name"] for p in play_of(copied(tmp_path, example, **changes))["players"] if p["startPlayer"]]

    assert starts("nil/game.yaml") == ["Anna"]  # the record's start player
    assert starts("nile/table-record.yaml") == ["Anna"]  # NILE: first player first
    assert starts("nile/tally.yaml") == ["Anna"]
    assert starts("ufern-des-nils/game.yaml") == ["Anna"]
    assert starts("land-unter/three-players.yaml") == []  # everyone plays at once
    assert starts("nil/tally.yaml") == [] and starts("ufern-des-nils/tally.yaml") == []  # a tally does not say


def test_ufern_start_player_is_round_one_s_first_player_not_the_last_round_s():
    import random

    from scorer.games.ufern.moves import FirstPlayer

    spec = registry()["ufern-des-nils"]
    state = spec.new_game(["Anna", "Ben", "Cleo"], [])
    state.apply(FirstPlayer(1))
    moves = [FirstPlayer(1)] + random_playout(state, random.Random(1))
    # the pillar passed on every round: the last round's first player is not round one's
    assert state.is_over and len(state.history) > 1 and state.first != 1
    assert bgstats.start_seat(spec, state, moves) == 1


def test_nil_start_player_follows_the_record(tmp_path):
    record = copied(tmp_path, "nil/game.yaml")
    text = record.read_text(encoding="utf-8")
    assert "start: Anna" in text
    starts = [p["name"] for p in play_of(record)["players"] if p["startPlayer"]]
    assert starts == ["Anna"]
    spec = registry()["nil"]
    state = spec.new_game(["Anna", "Ben"], [])
    state.first = 1
    assert bgstats.start_seat(spec, state, []) == 1 and bgstats.start_seat(spec, state, [], tally=True) is None


# --- the date, the id ---------------------------------------------------------------------------------


def test_the_play_date_is_the_record_s_day_at_the_time_the_file_was_last_saved_that_day(tmp_path):
    record = copied(tmp_path, "nil/tally.yaml", date="2026-11-20")  # saved today: midday of the day it gives
    assert play_of(record)["playDate"] == "2026-11-20 12:00:00"  # (the day in every time zone)
    ended = datetime.datetime(2026, 11, 20, 22, 15, 7).astimezone()  # local time, as nile play saves it
    os.utime(record, (ended.timestamp(), ended.timestamp()))
    assert play_of(record)["playDate"] == ended.astimezone(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M:%S")
    assert bgstats.play_date(datetime.datetime(2026, 11, 20, 21, 5, tzinfo=datetime.timezone.utc)) == "2026-11-20 21:05:00"


def test_a_record_without_a_date_is_dated_by_its_file_and_says_so(tmp_path):
    record = copied(tmp_path, "nil/tally.yaml", date=None)
    saved = datetime.datetime(2026, 3, 1, 9, 30, tzinfo=datetime.timezone.utc).timestamp()
    os.utime(record, (saved, saved))
    result = runner.invoke(app, ["score", str(record), "--to", "bgstats"])
    assert result.exit_code == 0 and "2026-03-01 09:30:00" in result.stderr and "gives no date" in result.stderr


def test_a_date_that_is_no_date_is_refused_at_its_place(tmp_path):
    record = copied(tmp_path, "nil/tally.yaml", date="last friday")
    result = runner.invoke(app, ["score", str(record), "--to", "bgstats"])
    assert result.exit_code == 2 and re.search(rf"{re.escape(str(record))}:\d+:\d+: date: 'last friday' is not a date",
                                               result.stderr)
    assert not bgstats.default_path(record).exists()


def test_the_play_id_is_the_same_for_the_same_play_and_differs_for_another(tmp_path):
    (tmp_path / "again").mkdir()
    first = play_of(copied(tmp_path, "nil/tally.yaml"))["sourcePlayId"]
    again = play_of(copied(tmp_path / "again", "nil/tally.yaml"))["sourcePlayId"]
    other = play_of(copied(tmp_path, "nil/tally.yaml", date="2026-11-21"))["sourcePlayId"]
    assert first == again != other and first.startswith("nil-")


# --- nile score --to bgstats --------------------------------------------------------------------------


def test_score_to_bgstats_writes_the_play_beside_the_record_and_prints_the_link_and_its_qr_code(tmp_path):
    record = copied(tmp_path, "ufern-des-nils/game.yaml")
    result = runner.invoke(app, ["score", str(record), "--to", "bgstats"])
    assert result.exit_code == 0, result.output
    target = tmp_path / "game.bgstats.json"
    play = json.loads(target.read_text(encoding="utf-8"))
    lines = result.stdout.splitlines()
    assert "final scores" in lines[0] and f"wrote {target}" in lines
    link = next(line for line in lines if line.startswith(bgstats.CREATE_PLAY))
    assert decoded(link) == play
    code = "\n".join(lines[lines.index(link) + 1:])
    assert read_qr(terminal_image(code)) == [link]


def test_score_to_bgstats_never_overwrites(tmp_path):
    record = copied(tmp_path, "nil/tally.yaml")
    target = bgstats.default_path(record)
    first = runner.invoke(app, ["score", str(record), "--to", "bgstats"])
    again = runner.invoke(app, ["score", str(record), "--to", "bgstats"])
    assert first.exit_code == again.exit_code == 0 and f"already written: {target}" in again.stdout
    target.write_text("my notes\n", encoding="utf-8")
    moved = runner.invoke(app, ["score", str(record), "--to", "bgstats"])
    assert moved.exit_code == 0 and target.read_text(encoding="utf-8") == "my notes\n"
    assert json.loads((tmp_path / "tally.bgstats-2.json").read_text(encoding="utf-8"))["players"]
    chosen = runner.invoke(app, ["score", str(record), "--to", "bgstats", "--out", str(target)])
    assert chosen.exit_code == 2 and "already exists" in chosen.stderr and target.read_text(encoding="utf-8") == "my notes\n"
    out = tmp_path / "sub" / "mine.json"
    assert runner.invoke(app, ["score", str(record), "--to", "bgstats", "--out", str(out)]).exit_code == 0
    assert json.loads(out.read_text(encoding="utf-8"))["game"]["name"] == "NIL"


@pytest.mark.parametrize("args, code, words", [
    (["--partial", "--to", "bgstats"], 2, "finished play"),
    (["--out", "x.json"], 2, "add --to bgstats"),
    (["--to", "bgstats", "--out", "x.txt"], 2, ".json file"),
    (["--to", "bgstats", "--out", "."], 2, "no file name"),
    (["--to", "bgg"], 2, "bgstats"),
])
def test_score_to_bgstats_refuses_bad_options(args, code, words, tmp_path):
    record = copied(tmp_path, "nil/tally.yaml")
    result = runner.invoke(app, ["score", str(record), *args])
    assert result.exit_code == code and words in result.output, result.output
    assert not list(tmp_path.glob("*.json"))


def test_an_unfinished_game_is_not_sent(tmp_path):
    record = copied(tmp_path, "nile/opening.yaml")
    result = runner.invoke(app, ["score", str(record), "--to", "bgstats"])
    assert result.exit_code == 1 and "not over" in result.stderr and not list(tmp_path.glob("*.json"))
    with pytest.raises(bgstats.BgStatsError, match="not over"):
        spec = registry()["nil"]
        bgstats.play_document(spec, spec.new_game(["Anna", "Ben"], []).ranking(), {}, None)


def test_a_narrow_terminal_is_told_how_wide_the_code_is(tmp_path):
    link = bgstats.play_link(play_of(copied(tmp_path, "land-unter/five-players.yaml")))
    wide = max(len(line) for line in bgstats.qr_text(link).splitlines())
    lines = bgstats.send_lines(tmp_path / "p.json", link, True, columns=wide - 1)
    assert f"{wide} columns wide" in lines[-1] and not any("█" in line for line in lines)
    assert any("█" in line for line in bgstats.send_lines(tmp_path / "p.json", link, True, columns=wide))


# --- nile play and nile serve -------------------------------------------------------------------------


def finished_session(tmp_path: Path, slug: str = "nil", seed: int = 3) -> TableSession:
    """A simulated game of ``slug`` played to its end through a table session, its record in ``tmp_path``."""
    spec = registry()[slug]
    names = spec.names(spec.catalogue.players.min)
    session = typed_game(spec, names, seed, tmp_path / f"{slug}.yaml").session  # what the table types
    assert session.over
    return session


def test_play_offers_bgstats_at_the_end_and_writes_the_play(tmp_path):
    session = finished_session(tmp_path)
    said: list[str] = []
    assert play_lines(session, ["bgstats"], said.append) == 0
    assert any("type bgstats" in line for line in said)
    target = tmp_path / "nil.bgstats.json"
    play = json.loads(target.read_text(encoding="utf-8"))
    check_fields(play)
    link = next(line for line in said if line.startswith(bgstats.CREATE_PLAY))
    assert decoded(link) == play == bgstats.session_play(session)
    assert play["playDate"].startswith(datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d")[:4])


def test_play_bgstats_before_the_end_or_to_a_bad_name_writes_nothing(tmp_path):
    spec = registry()["nil"]
    session = TableSession.start(spec, ["Anna", "Ben"], [], tmp_path / "nil.yaml")
    said: list[str] = []
    play_lines(session, ["bgstats"], said.append)
    assert any("not over" in line for line in said) and not list(tmp_path.glob("*.json"))
    session = finished_session(tmp_path / "end")
    said.clear()
    play_lines(session, ["bgstats play.txt"], said.append)
    assert any(".json file" in line for line in said) and not list((tmp_path / "end").glob("*.json"))


def test_serve_s_final_page_links_the_play_and_shows_its_qr_code(tmp_path):
    from scorer.web.app import create_app
    from scorer.web.table import SharedTable

    spec = registry()["nil"]
    unfinished = TestClient(create_app(SharedTable(TableSession.start(spec, ["Anna", "Ben"], [], tmp_path / "a.yaml")), "tok"))
    assert "BG Stats" not in unfinished.get("/?t=tok").text and unfinished.get("/bgstats.svg").status_code == 404
    session = finished_session(tmp_path / "end")
    client = TestClient(create_app(SharedTable(session), "tok"))
    page = client.get("/").text  # read-only phones see it too
    final = page[page.index('<section class="final">'):]
    link = html.unescape(re.search(r'<a href="([^"]+)"[^>]*>Log this play in BG Stats</a>', final).group(1))
    assert decoded(link) == bgstats.session_play(session)
    qr = client.get("/bgstats.svg")
    assert qr.status_code == 200 and qr.headers["content-type"].startswith("image/svg+xml")
    assert qr.content == bgstats.qr_svg(link)


@pytest.mark.skipif(shutil.which("chromium") is None and not os.environ.get("CI"),
                    reason="Debian's chromium is not installed (CI installs it)")
def test_the_qr_code_on_a_phone_s_final_page_decodes_to_the_link(tmp_path, chromium):
    """What a second phone scans: the final page in headless Chromium at phone size, screenshot, read."""
    from tests.serving import serving

    session = finished_session(tmp_path, "ufern-des-nils", 2)
    with serving(session) as (address, _):
        page = chromium.new_page(viewport={"width": 360, "height": 740})  # (the test process's one Chromium)
        page.goto(address)
        final = page.locator("section.final")
        link = final.get_by_role("link", name="Log this play in BG Stats").get_attribute("href")
        shot = final.locator("img").screenshot()
    assert link == bgstats.play_link(bgstats.session_play(session))
    assert read_qr(Image.open(io.BytesIO(shot))) == [link]
