"""NIL at the table, s40 review (nilrev3): the final report says the loop found not allowed that the table played on
from, as ``nile score`` does (defect 3); an undo's put-back steps reach every page (defect 2); ``nile play``'s words
and hint agree with what it reads (defect 5); an undone crossing says what to put back (defect 4); a universal under
a zone's value label keeps its "U" (defect 1)."""

from __future__ import annotations

import html
from pathlib import Path

from scorer.session import TableSession
from scorer.web.table import SharedTable
from tests.seat_pages import client_of

#: nilrev3's probe played to its end: Cleo's loop at D15 on trust (turn 15), her rack shown without a universal at
#: turn 18, the table played on, and two rounds of blocked turns ended the game (Cleo wins with -50)
PLAYED_ON = Path(__file__).parent / "data" / "nil-loop-played-on.yaml"
LOOP = "at turn 15 Cleo's loop at D15 was taken on trust that Cleo kept a universal tile"


def _copy(tmp_path: Path) -> Path:
    path = tmp_path / "probe.yaml"
    path.write_text(PLAYED_ON.read_text(encoding="utf-8"), encoding="utf-8")
    return path


def test_the_final_page_says_the_loop_found_not_allowed_as_nile_score_does(nile, tmp_path):
    path = _copy(tmp_path)
    printed = nile("score", path)
    assert printed.exit_code == 0, printed.stdout + printed.stderr
    cli_notes = [line.replace(str(path), path.name) for line in printed.stderr.splitlines() if line.strip()]
    assert len(cli_notes) == 1 and LOOP in cli_notes[0], printed.stderr
    session = TableSession.resume(path)
    assert session.over and session.played_on_notes() == cli_notes  # the same note, the record named as downloaded
    assert session.score_text() == cli_notes[0] + "\n" + printed.stdout  # the report: as nile score prints it
    table = SharedTable(session)
    assert table.notes("en") == cli_notes and table.view(None).report.startswith(cli_notes[0])
    page = html.unescape(client_of(session).get("/").text)  # the table's final page, in the open and in the report
    assert page.count(cli_notes[0]) == 2, page[page.find('class="final"'):][:3000]
    assert "au tour 15, la boucle de Cleo en D15" in " ".join(table.notes("fr"))



#: nilrev3's probe set-up: turn 12, Cleo has placed E16 NW; Anna's and Ben's racks are told, neither fits after it
TOLD = Path(__file__).parent / "data" / "nil-told-before-stop.yaml"
ANNA_BACK = ("take the 5 tiles Anna showed there (bend, diagonal, straight, straight, straight) back out of the bag "
             "onto Anna's rack")
ANNA_DRAW = "Anna draws 5 tiles, face down; put the 5 tiles drawn there back in the bag"


def test_every_page_hears_what_to_put_back_when_a_stop_is_taken_back(tmp_path):
    path = tmp_path / "cut.yaml"
    path.write_text(TOLD.read_text(encoding="utf-8"), encoding="utf-8")
    session = TableSession.resume(path)
    table = SharedTable(session)
    table.enter("stop", table.revision, 2, False)  # Anna and Ben are blocked by themselves, each draws 5
    assert session.state.turn_number == 15
    undone = table.undo(table.revision, 2)  # Cleo's "Take back “stop”"
    assert any(ANNA_BACK in line for line in undone.warnings)  # (her own page's answer, as before)
    for seat in (None, 0, 1):  # the table's page (and the host's), Anna's and Ben's
        news = " | ".join(table.view(seat).news)
        assert ANNA_BACK in news and ANNA_DRAW in news, (seat, news)
        assert "Ben showed there (arc, bend, bend, far-right, straight)" in news
        assert "Cleo draws 1 tile, face down; put the tile drawn there back in the bag" in news
        # last step first: the new tiles go back in the bag before the rack shown comes out of it
        assert news.index(ANNA_DRAW) < news.index(ANNA_BACK) and news.index("Ben draws") < news.index("Anna draws")
    cleo = " | ".join(table.view(2).news)  # the undoing page heard it in its answer: once is enough there
    assert "took back “stop”" in cleo and ANNA_BACK not in cleo


#: nilrev3's terminal game, over: Ben reached the blue column at V11 (turn 20), the racks left typed
BLUE = Path(__file__).parent / "data" / "nil-blue-at-v11.yaml"
#: nilrev3's terminal probe at turn 17: Cleo's loop at D15 on trust, Anna blocked; Ben may cross C15 or D14
TO_CROSS = Path(__file__).parent / "data" / "nil-loop-to-cross.yaml"


def _referee(tmp_path: Path, source: Path):
    from scorer.referee import Referee

    path = tmp_path / source.name
    path.write_text(source.read_text(encoding="utf-8"), encoding="utf-8")
    lines: list[str] = []
    return Referee(TableSession.resume(path), lines.append), lines


def test_nile_play_says_an_undos_news_in_keyboard_words(tmp_path):
    referee, lines = _referee(tmp_path, BLUE)
    referee.undo("2")  # the racks left and Ben's stop: "the game ends" is taken back with what it asked
    said = " ".join(lines)
    assert "Still to type the racks left of Anna, Ben and Cleo" in said, said
    assert "own page" not in said  # (a phone's words: the terminal has no pages)


def test_the_hint_to_cross_is_given_only_where_a_crossing_is_legal(tmp_path):
    referee, lines = _referee(tmp_path, BLUE)
    referee.undo("3")  # back to Ben's turn 20: the open end is U11 E, U11 the last tile
    referee.ruling(referee.enter("U11 N"))
    said = " ".join(lines[-4:])
    assert "U11 holds a tile already" in said and "cross U11" not in said, said
    assert "its line already uses E or W" in said  # why a crossing cannot go there either, as 'cross U11' says
    referee, lines = _referee(tmp_path, TO_CROSS)
    referee.ruling(referee.enter("C15 N"))  # a crossing is legal at C15: the hint names it, and it reads
    assert "only a universal tile may go on it, as a crossing (write 'cross C15')" in lines[0], lines
    assert "cross C15" in [e.text for e in referee.session.entries()]


def test_undoing_a_crossing_says_to_put_the_tile_back_and_the_universal_on_the_rack(tmp_path):
    referee, lines = _referee(tmp_path, TO_CROSS)
    referee.ruling(referee.enter("cross C15"))
    referee.undo("")
    said = " ".join(lines)
    assert "take a diagonal out of the bag and put it back on C15; the universal tile goes back to Ben's rack" in said
    from scorer.i18n import in_words
    from scorer.games.nil.moves import Cross
    from scorer.games.nil.put_back import put_back

    state = referee.session.state  # (Ben's turn again: C15 holds the diagonal)
    put = put_back(state, Cross(state.board.parse_square("C15")))
    assert "diagonale" in in_words(put, "fr") and "Universalstein" in in_words(put, "de")


def test_a_universal_on_a_zone_label_square_keeps_its_u_above_the_value(tmp_path):
    import re

    from scorer.web.board import board_svg

    path = tmp_path / "g2.yaml"  # nilrev3's game 2: universals at S4 (zone S4, +160) and P2 among others
    path.write_text((Path(__file__).parent / "data" / "nil-universal-on-zone-label.yaml").read_text(encoding="utf-8"),
                    encoding="utf-8")
    session = TableSession.resume(path)
    state = session.state
    universals = [sq for sq, tile in state.river.tiles.items() if tile == state.board.universal]
    s4 = state.board.parse_square("S4")
    assert s4 in universals
    for zoom in ("whole", "play"):
        svg = board_svg(session.spec, state, [], None, None, zoom)
        letters = [m.start() for m in re.finditer(r'font-weight="bold">U</text>', svg)]
        assert letters, zoom
        value = svg.find(">+160</text>")
        assert value != -1 and all(at > value for at in letters[-1:]), zoom  # drawn after the label: above it
    whole = board_svg(session.spec, state, [], None, None, "whole")
    assert len(re.findall(r'font-weight="bold">U</text>', whole)) == len(universals)
