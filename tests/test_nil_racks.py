"""NIL's racks kept on the players' own pages (issue 22): a player tells the referee the tiles drawn
(``Ben holds bend``, one tap a tile), shown only on that player's page; a rack so known offers only its
tiles, makes a loop need no trust, fills in a blocked rack by itself; at the end each player shows the rack
left from the own page (``Ben: straight, arc``), a known rack counting by itself; the record keeps it all."""

from __future__ import annotations

from pathlib import Path

from scorer.games.nil.moves import Hold
from scorer.games.nil.rules import OVER, REVEAL
from scorer.games.nil.seats import DROP_GROUP, HOLD_GROUP
from scorer.session import Accepted, Forbidden, Illegal, TableSession
from tests.test_session import spec_of

#: tiles that cannot start the river (decision: only straight, bend, the far skews and the universal can)
NO_START = {"arc", "diagonal", "near-left", "near-right"}


def table(tmp_path: Path, names=("Anna", "Ben")) -> TableSession:
    """A new game, Anna starting, dealt face down."""
    session = TableSession.start(spec_of("nil"), list(names), [], tmp_path / "g.yaml")
    assert isinstance(session.enter("start Anna"), Accepted)
    return session


def tell(session: TableSession, seat: int, tiles: list[str]) -> Accepted:
    """The player at ``seat`` taps each of ``tiles`` on the own page."""
    ruling = None
    for tile in tiles:
        entry = f"{session.players[seat]} holds {tile}"
        assert entry in [e.text for e in session.view(seat).entries]
        ruling = session.enter_as(entry, seat)
        assert isinstance(ruling, Accepted), ruling
    assert ruling is not None
    return ruling


def test_the_tiles_told_show_only_on_the_players_own_page(tmp_path):
    session = table(tmp_path)
    start = len(session.moves)
    tell(session, 1, ["straight", "bend"])
    assert session.view(1).hand == [("rack", ["bend", "straight", "3 not entered"])]
    assert session.view(0).hand == [("rack", ["5 not entered"])]  # Anna's own, nothing of Ben's
    for seat in (None, 0):
        history = [text for _, text in session.history_as(seat)]
        assert history[-2:] == ["Ben holds ?", "Ben holds ?"], seat
        news = session.news_as(seat, start)
        assert news == ("Ben enters 1 tile of the rack on Ben's own page (shown only there)",) * 2, seat
        assert "straight" not in session.last_step_as(seat)[1] and "Racks: Anna 5, Ben 5" in session.view(seat).board
        assert session.record_hides(seat)  # the record is downloaded by Ben or a host only, until the end
    assert [text for _, text in session.history_as(1)][-2:] == ["Ben holds straight", "Ben holds bend"]
    assert not session.record_hides(1)
    # Anna's page may not tell Ben's tiles, nor learn whether they fit
    refused = session.enter_as("Ben holds arc", 0)
    assert isinstance(refused, (Forbidden, Illegal)) and "arc" not in str(session.view(1).hand)
    assert not isinstance(refused, Illegal) or "not shown here" in refused.reason
    assert isinstance(session.enter_as("Ben holds arc, arc, arc, arc", 1), Illegal)  # 3 not entered, not 4


def test_a_known_rack_offers_only_its_tiles_and_a_loop_is_checked_at_once(tmp_path):
    session = table(tmp_path)
    groups = {e.group for e in session.view(0).entries} - {HOLD_GROUP}
    assert {"bend", "straight", "universal"} <= groups  # a rack not told: any tile may be on it
    tell(session, 0, ["straight", "near-right", "near-right", "bend", "arc"])
    # the rack's tiles that can start, and the tiles told to take back (one tap each, decision claims)
    assert {e.group for e in session.view(0).entries} == {"bend", "straight", DROP_GROUP}
    for entry in ("A11 E", "B11 SW"):
        assert isinstance(session.enter_as(entry, 0), Accepted)
    # B12 N (a near-right, on the rack) leaves an open end no tile takes: a loop, allowed only to a player
    # keeping a universal; Anna's rack is known and holds none, so it is refused at once, not taken on trust
    assert "B12 N" not in [e.text for e in session.view(0).entries]
    loop = session.enter_as("B12 N", 0)
    assert isinstance(loop, Illegal) and "decision open-end" in loop.rule and "keeps a universal" in loop.reason, loop
    assert not session.state.trusts
    # with a universal on her known rack the loop is hers to make, and said so, nothing taken on trust
    (tmp_path / "u").mkdir()
    kept = table(tmp_path / "u")
    tell(kept, 0, ["straight", "near-right", "near-right", "universal", "arc"])
    for entry in ("A11 E", "B11 SW"):
        kept.enter_as(entry, 0)
    looped = kept.enter_as("B12 N", 0)
    assert isinstance(looped, Accepted) and not kept.state.trusts
    assert "The river at B12 is a loop, allowed to Anna, who keeps a universal tile to cross it: the referee knows " \
           "Anna's rack holds one" in looped.news
    (tmp_path / "b").mkdir()
    other = table(tmp_path / "b")
    for entry in ("A11 E", "B11 SW"):
        other.enter_as(entry, 0)
    trusted = other.enter_as("B12 N", 0)  # a rack not told: taken on trust, as before
    assert isinstance(trusted, Accepted) and any("taken on trust" in line for line in trusted.news)


def test_a_known_rack_that_cannot_play_is_blocked_by_itself_and_each_shows_the_rack_left(tmp_path):
    session = table(tmp_path)
    # Anna tells her tiles on her turn: none can start the river, so the referee rules her blocked
    said = tell(session, 0, ["arc"] * 5)
    assert "Anna is blocked: no tile of the rack (arc, arc, arc, arc, arc) fits" in said.news
    assert session.state.history[-1] == (0, 0, 75, 0, True)
    tell(session, 1, ["arc"] * 3 + ["near-left"] * 2)
    # her new tiles, face down, not told: blocked is asked as the rack's tiles, as tile pictures
    view = session.view(0)
    assert HOLD_GROUP in {e.group for e in view.entries} and "ruled blocked by itself" in view.prompt.hint
    assert HOLD_GROUP in {e.group for e in session.view(1).entries}  # Ben, waiting: the same control
    # one control, one name: the rack's taps sit under the prompt's own words, on the mover's page and the
    # waiting player's alike, and nothing is headed 'blocked?'
    said = "of your rack not entered yet, and the referee keeps your rack"
    assert said in view.prompt.hint and said in session.view(1).prompt.text
    for seat in (0, 1):
        racks = {e.group for e in session.view(seat).entries if " holds " in e.text}
        assert racks == {HOLD_GROUP} and "your rack" in HOLD_GROUP and "the referee keeps your rack" in HOLD_GROUP
        assert not any("blocked?" in e.group for e in session.view(seat).entries)
    tell(session, 0, ["diagonal"] * 5)
    said = tell(session, 1, ["diagonal"] * 5)  # the 4th blocked turn in a row: two full rounds, the end
    assert "The game ends: for two full rounds nobody could place a tile" in said.news
    assert "The racks left that are known count by themselves: Ben none (0 minus)" in said.news
    assert session.state.phase == REVEAL and session.state._end_missing() == [0]
    assert "Anna, show the rack left (5 tiles, 5 not entered): tap each tile" in session.view(0).prompt.text
    assert "waiting for Anna" in session.view(1).prompt.text
    left = "Anna: near-right, near-right, near-right, near-right, near-right"
    assert isinstance(session.enter_as(left, 1), Forbidden)  # Anna's rack, from Anna's page (or a host's)
    done = session.enter_as(left, 0)
    assert isinstance(done, Accepted) and done.over and session.state.phase == OVER
    assert session.state.totals() == [-75 - 50 - 75, -75 - 50]
    again = TableSession.resume(session.path)  # the record reads back to the same end
    assert again.state.totals() == session.state.totals() and again.over


def test_the_racks_left_come_one_at_a_time_and_the_record_keeps_those_in(tmp_path):
    session = table(tmp_path, ("Anna", "Ben", "Cleo"))
    for seat, tiles in ((0, ["arc"] * 5), (1, ["arc"] * 3 + ["near-left"] * 2), (2, ["diagonal"] * 5),
                        (0, ["diagonal"] * 5), (1, ["diagonal"] * 2 + ["near-left"] * 3), (2, ["near-left"] * 5)):
        tell(session, seat, tiles)
    assert session.state.phase == REVEAL and session.state._end_missing() == [0, 1]
    assert isinstance(session.enter_as("Anna: near-right, near-right, near-right, near-right, near-right", 0), Accepted)
    text = session.path.read_text(encoding="utf-8")
    assert "shown:" in text and "end:" not in text
    again = TableSession.resume(session.path)
    assert again.state.phase == REVEAL and again.state._end_missing() == [1]
    assert isinstance(again.enter_as("Ben: minus 75", 1), Accepted) and again.over
    assert "end:" in again.path.read_text(encoding="utf-8")
    # the racks left all at once, as before, from a host's page
    other = TableSession.start(spec_of("nil"), ["Anna", "Ben", "Cleo"], [], tmp_path / "h.yaml")
    for move in session.moves[:-1]:
        other.state.apply(move)
    other.moves = list(session.moves[:-1])
    other.kinds = list(session.kinds[:-1])
    assert isinstance(other.enter("Anna: near-right, near-right, near-right, near-right, near-right | Ben: minus 75 "
                                  "| Cleo: none"), Accepted)
    assert other.state.totals()[:2] == again.state.totals()[:2]


def test_the_rack_left_may_be_tapped_tile_by_tile_hidden_until_all_are_in(tmp_path):
    session = table(tmp_path, ("Anna", "Ben", "Cleo"))
    for seat, tiles in ((0, ["arc"] * 5), (1, ["arc"] * 3 + ["near-left"] * 2), (2, ["diagonal"] * 5),
                        (0, ["diagonal"] * 5), (1, ["diagonal"] * 2 + ["near-left"] * 3), (2, ["near-left"] * 5)):
        tell(session, seat, tiles)
    assert session.state._end_missing() == [0, 1]
    tell(session, 0, ["near-right", "near-right"])  # Anna, tile by tile, on her page
    assert [text for _, text in session.history_as(1)][-2:] == ["Anna holds ?", "Anna holds ?"]
    assert session.seen(1).racks[0]["near-right"] == 0 and session.seen(1).unseen[0] == 5
    assert "shown:" in session.path.read_text(encoding="utf-8")
    again = TableSession.resume(session.path)  # the tiles told so far read back
    assert again.state.racks[0]["near-right"] == 2 and again.state.unseen[0] == 3
    assert isinstance(again.enter_as("Ben: minus 75", 1), Accepted)
    assert again.state.phase == REVEAL and again.state._end_missing() == [0]
    said = tell(again, 0, ["near-right"] * 3)  # her last tile: every rack left is in
    assert again.over
    assert "The racks left count minus: Anna 75, Ben 75, Cleo 0" in said.news
    text = again.path.read_text(encoding="utf-8")
    assert "held" not in text and "near-right, near-right, near-right, near-right, near-right" in text
    resumed = TableSession.resume(again.path)
    assert resumed.state.totals() == again.state.totals()
    # the finished record reads back to the racks left as the game knows them (issue 22): Anna's, told tile by
    # tile, and Ben's, known by its minus alone (its tiles stay unseen)
    assert [resumed.view(s).hand for s in range(3)] == [again.view(s).hand for s in range(3)]
    assert resumed.view(0).hand == [("rack", ["near-right"] * 5)] and resumed.state.unseen[1] == 5


def test_a_rack_left_shown_at_once_is_in_sight_once_the_game_is_over(tmp_path):
    """A rack left shown at the end (``Anna: ...``) is known from then on, live and read back alike: its tiles
    are on the rack, none unseen (the racks left are shown [Points négatifs, 3])."""
    session = table(tmp_path, ("Anna", "Ben", "Cleo"))
    for seat, tiles in ((0, ["arc"] * 5), (1, ["arc"] * 3 + ["near-left"] * 2), (2, ["diagonal"] * 5),
                        (0, ["diagonal"] * 5), (1, ["diagonal"] * 2 + ["near-left"] * 3), (2, ["near-left"] * 5)):
        tell(session, seat, tiles)
    assert isinstance(session.enter_as("Ben: minus 75", 1), Accepted)
    assert isinstance(session.enter_as("Anna: near-right, near-right, near-right, near-right, near-right", 0), Accepted)
    assert session.over and session.view(0).hand == [("rack", ["near-right"] * 5)]
    resumed = TableSession.resume(session.path)
    assert [resumed.view(s).hand for s in range(3)] == [session.view(s).hand for s in range(3)]


def test_a_tile_told_is_hidden_from_every_other_seat():
    from scorer.games.nil.engine import Nil
    from scorer.games.nil.seats import SECRETS

    state = Nil(["Anna", "Ben", "Cleo"])
    move = Hold(1, ("bend", "arc"))
    assert SECRETS.owners(state, move) == {1} and SECRETS.hide(state, move, 1) == move
    assert SECRETS.hide(state, move, 0) == Hold(1, (None, None)) == SECRETS.hide(state, move, None)


# --- the smaller wording of fe-boards section 9 --------------------------------------------------------

def test_a_turn_stopped_by_the_blue_lock_says_so():
    """After a tile on a blue square only blue squares may follow (decision blue-lock): the turn that must
    stop there is said to stop for that, not for a rack that fits nowhere."""
    from scorer.games.nil.engine import Nil, simulate
    from scorer.games.nil.moves import Stop
    from scorer.games.nil.turns import automatic

    said = []
    for seed in range(4):
        _, moves = simulate(["Anna", "Ben"], seed)
        state = Nil(["Anna", "Ben"])
        for move in moves:
            auto = automatic(state)
            if state.blue_this_turn and state.rack_size(state.turn) and auto is not None and auto.move == Stop():
                said.append(auto.said)
            state.apply(move)
    assert said and all("the river reached the blue column this turn" in s and "blue-lock" in s for s in said), said


def test_the_board_asks_to_tap_a_square_only_where_the_page_may(tmp_path):
    from scorer.web.board import board_svg

    session = table(tmp_path)
    entries = session.entries()
    assert "Dashed squares: where a tile may go, tap one" in board_svg(session.spec, session.state, entries, None, seat=0)
    waiting = board_svg(session.spec, session.state, entries, None, seat=1)  # Anna's turn: Ben's page
    assert "Dashed squares" not in waiting and "White disc in a ring" in waiting
    session.state.phase = OVER  # (a game over: nothing is entered)
    assert "Dashed squares" not in board_svg(session.spec, session.state, [], None, seat=0)


def test_a_refused_entry_is_echoed_whole():
    from scorer.games.nil.notation import shown

    entry = "Ben: straight straight arc far-right far-right"
    assert shown(entry) == f"'{entry}'"


def test_an_entry_of_a_kind_alone_is_listed_with_its_kind(tmp_path):
    """The entries a page lists without a heading (a group of one moved among them) say their kind: at the
    first tile A11 NE, A11 E and A11 SE are a far-left, a straight and a far-right."""
    from starlette.testclient import TestClient

    from scorer.session import singles
    from scorer.web.app import create_app
    from scorer.web.table import SharedTable

    session = table(tmp_path)
    assert singles(session.view(0).entries) == {"A11 NE": "far-left (far skew left)", "A11 E": "straight",
                                                "A11 SE": "far-right (far skew right)"}
    client = TestClient(create_app(SharedTable(session), "h0st-token-0123456789"))
    page = client.get("/?t=h0st-token-0123456789").text
    assert 'value="A11 E">A11 E <small aria-hidden="true">straight</small></button>' in page


def test_nil_pages_speak_of_tiles_not_cards(tmp_path):
    session = table(tmp_path)
    undone = session.undo_as(1, None)  # 'start Anna', with the deal face down after it
    refused = session.enter_as("start Anna", None)
    assert undone.entries and all("cards" not in w for w in undone.warnings), undone.warnings
    assert isinstance(refused, Accepted)
    told = session.enter_as("Ben holds bend", 0)  # Anna's page: Ben's tile
    assert "cards" not in getattr(told, "message", "") + getattr(told, "reason", "")


def test_a_rack_left_all_told_is_in_sight_for_a_tile_told_before_it_and_reads_back_so(tmp_path):
    """Anna shows her rack left tile by tile; Ben tells a universal between her taps; her fourth universal
    completes her rack, in sight from then on, so Ben's universal (a 5th: the game has 4) is lost, said to Ben
    alone. The record keeps the order of the taps (``shown:``, one player's step a line): written by player,
    Anna's whole rack read back before Ben's tile and made it illegal ("Please report this", the read-back
    property's 4 players, seed 1741451443)."""
    session = table(tmp_path, ("Anna", "Ben", "Cleo"))
    for seat, tiles in ((0, ["arc"] * 5), (1, ["arc"] * 3 + ["near-left"] * 2), (2, ["diagonal"] * 5),
                        (0, ["diagonal"] * 5), (1, ["diagonal"] * 2 + ["near-left"] * 3), (2, ["near-left"] * 5)):
        tell(session, seat, tiles)
    assert session.state.phase == REVEAL and session.state._end_missing() == [0, 1]
    tell(session, 0, ["universal"])
    tell(session, 1, ["universal"])  # ruled on what Ben may count: Anna's rack is not all shown yet
    said = tell(session, 0, ["universal"] * 3 + ["straight"])
    assert session.state.racks[1]["universal"] == 0 and session.state.unseen[1] == 5  # Ben's is lost
    assert session.seen(1).lost and not session.seen(2).lost
    assert not any("Ben" in line for line in said.news)  # (said on Ben's page alone)
    text = session.path.read_text(encoding="utf-8")
    assert "shown: [Anna holds universal, Ben holds universal, 'Anna holds universal, universal, universal, " \
           "straight']" in text
    again = TableSession.resume(session.path)
    assert [again.view(s).hand for s in range(3)] == [session.view(s).hand for s in range(3)]
    assert again.state.phase == REVEAL and again.state._end_missing() == [1]
    minus = again.state.minus[1]
    assert isinstance(again.enter_as("Ben: minus 75", 1), Accepted) and again.over
    assert again.state.minus[1] == minus + 75 and again.state.unseen[1] == 5  # as shown, not as told (none left)


def test_the_last_step_box_asks_what_the_own_page_asks_after_the_tap(tmp_path):
    """fe-table8 problem 7: after Cleo's fifth tile told, her page's "Last step" box still asked "Cleo: tap the
    1 tile of your rack not entered yet"; the question under a tap is the game's as it stands after it (here
    the table's: Anna places a tile), and after a tile of several still to tell, the count left. Served, each
    tap from Cleo's link, as ``/view.json`` gives it; the other pages' last step is not Cleo's tell (it changed
    nothing they see)."""
    from starlette.testclient import TestClient

    from scorer.web.app import create_app
    from scorer.web.table import SharedTable

    host, seats = "h0st-token-0123456789", ("anna-token-0123456789", "ben-token-01234567890", "cleo-token-0123456789")
    shared = SharedTable(table(tmp_path, ("Anna", "Ben", "Cleo")))
    client = TestClient(create_app(shared, host, seats=seats))

    def tap(tile: str) -> dict:
        reply = client.post("/enter", data={"t": seats[2], "rev": shared.revision, "entry": f"Cleo holds {tile}"},
                            headers={"HX-Request": "true"})
        assert reply.status_code == 200 and "Recorded" in reply.text, reply.text
        return client.get(f"/view.json?t={seats[2]}").json()

    START_ASKED = "Start draw: each player shows 3 tiles, the highest total starts"
    page = tap("bend")
    assert page["last"] == {"entry": "Cleo holds bend", "asked": "Turn 1: Anna places a tile. Cleo: tap the 4 tiles "
                            "of your rack not entered yet, and the referee keeps your rack"}
    for tile in ("arc", "arc", "straight"):
        page = tap(tile)
    assert page["last"]["asked"].endswith("Cleo: tap the 1 tile of your rack not entered yet, and the referee keeps "
                                          "your rack")
    page = tap("far-left")  # the last one: nothing more of her rack to tap
    assert page["last"] == {"entry": "Cleo holds far-left", "asked": "Turn 1: Anna places a tile"}
    assert page["last"]["asked"] == page["prompt"]["text"]
    for token in ("", host, seats[0]):
        assert client.get(f"/view.json?t={token}").json()["last"] == {"entry": "start Anna", "asked": START_ASKED}


def test_a_record_of_the_racks_left_written_by_player_still_reads(tmp_path):
    """Records written before the racks left were kept in the order entered list them by player (``shown:
    {Anna: {held: [...]}}``, in the form of ``end``): they read as they did."""
    import yaml

    session = table(tmp_path, ("Anna", "Ben", "Cleo"))
    for seat, tiles in ((0, ["arc"] * 5), (1, ["arc"] * 3 + ["near-left"] * 2), (2, ["diagonal"] * 5),
                        (0, ["diagonal"] * 5), (1, ["diagonal"] * 2 + ["near-left"] * 3), (2, ["near-left"] * 5)):
        tell(session, seat, tiles)
    tell(session, 0, ["near-right", "near-right"])
    record = yaml.safe_load(session.path.read_text(encoding="utf-8"))
    assert record["shown"] == ["Anna holds near-right, near-right"]
    record["shown"] = {"Anna": {"held": ["near-right", "near-right"]}}
    old = tmp_path / "old.yaml"
    old.write_text(yaml.safe_dump(record, sort_keys=False), encoding="utf-8")
    again = TableSession.resume(old)
    assert again.state.racks[0]["near-right"] == 2 and again.state.unseen[0] == 3
    assert [again.view(s).hand for s in range(3)] == [session.view(s).hand for s in range(3)]


def test_a_tile_told_in_play_and_lost_to_a_rack_left_keeps_the_racks_left_in_order(tmp_path):
    """Ben tells a universal during the last turn; at the end Anna's rack left, all told, holds the game's 4,
    so Ben's is lost and he shows his rack left without it. The racks left all at once (``end``) would read
    back against his universal as told ("Ben's rack is known to hold universal", the read-back property's 4
    players, seed 332): the record keeps them as they came in (``shown``), and reads back to the same end."""
    import yaml

    session = table(tmp_path, ("Anna", "Ben", "Cleo"))
    for seat, tiles in ((0, ["arc"] * 5), (1, ["arc"] * 3 + ["near-left"] * 2), (2, ["diagonal"] * 5),
                        (0, ["diagonal"] * 5), (1, ["diagonal"] * 2 + ["near-left"] * 3), (1, ["universal"]),
                        (2, ["near-left"] * 5)):
        tell(session, seat, tiles)
    assert session.state.phase == REVEAL and session.state._end_missing() == [0, 1]
    tell(session, 0, ["universal"] * 4 + ["straight"])
    assert session.state.racks[1]["universal"] == 0 and session.state.unseen[1] == 5  # Ben's is lost
    said = tell(session, 1, ["straight"] * 3 + ["bend"] * 2)
    assert session.over and "The racks left count minus: Anna 5, Ben 25, Cleo 0" in said.news
    record = yaml.safe_load(session.path.read_text(encoding="utf-8"))
    assert "end" not in record and record["shown"] == [
        "Anna holds universal, universal, universal, universal, straight", "Ben holds straight, straight, straight, bend, bend"]
    again = TableSession.resume(session.path)
    assert again.over and again.state.totals() == session.state.totals()
    assert [again.view(s).hand for s in range(3)] == [session.view(s).hand for s in range(3)]
