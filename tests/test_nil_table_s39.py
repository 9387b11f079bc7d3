"""NIL at the table, s38 review (nilrev2) defects 3 and 4: the undo of a stop that led to blocked turns tells the
table to take the racks shown there back out of the bag (it said only to put the new tiles in); a universal tile
on the whole board is drawn with its "U", not as a bare white disc (read as an open end beside the legend)."""

from __future__ import annotations

import re

from scorer.session import Undone
from scorer.web.board import board_svg
from tests.test_nil_table_s38 import ANNA, BEN, served

ANNA_BACK = ("take the 5 tiles Anna showed there (bend, diagonal, straight, straight, straight) back out of the bag "
             "onto Anna's rack")
BEN_BACK = "take the 5 tiles Ben showed there (arc, bend, bend, far-right, straight) back out of the bag onto Ben's rack"


def test_undoing_a_stop_that_led_to_blocked_turns_says_to_take_the_racks_back(tmp_path):
    session, table = served(tmp_path)
    table.enter(ANNA, table.revision, 0, False)
    table.enter(BEN, table.revision, 1, False)
    undone = table.undo(table.revision, None, 3)  # 'undo 3' on the host's page: Cleo's stop and the blocked turns
    assert isinstance(undone, Undone) and len(undone.entries) == 3, undone
    said = " | ".join(undone.warnings)
    assert ANNA_BACK in said and BEN_BACK in said, said
    assert "put the 5 tiles drawn there back in the bag" in said  # the tiles drawn after them, as before
    assert session.state.turn_number == 12 and session.state.board.rack == 5


def test_the_racks_to_take_back_are_said_in_french_and_german(tmp_path):
    from scorer.games.nil.put_back import put_back
    from scorer.games.nil.moves import Blocked
    from scorer.i18n import in_words

    session, _ = served(tmp_path)
    state = session.state
    move = Blocked(("bend", "straight"))
    said = {lang: in_words(put_back(state, move), lang) for lang in ("en", "fr", "de")}
    who = state.players[state.turn]
    assert said["en"] == f"take the 2 tiles {who} showed there (bend, straight) back out of the bag onto {who}'s rack"
    assert "chevalet" in said["fr"] and "sac" in said["fr"] and "courbe" in said["fr"], said
    assert "Bank" in said["de"] and "Beutel" in said["de"] and "Kurve" in said["de"], said


def test_a_universal_on_the_whole_board_shows_its_u(tmp_path):
    session, _ = served(tmp_path)  # universals at E12 and E14
    universals = [sq for sq, tile in session.state.river.tiles.items() if tile == session.state.board.universal]
    assert len(universals) == 2
    svg = board_svg(session.spec, session.state, [], None, None, "whole")
    letters = re.findall(r'<text [^>]*font-size="12" [^>]*font-weight="bold">U</text>', svg)  # (not column U)
    assert len(letters) == 2, svg.count(">U<")
