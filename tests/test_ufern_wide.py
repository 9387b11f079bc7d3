"""An den Ufern des Nils' board laid out wide for a laptop (scorer/web/wide_ufern.py), without a browser: the drawing
says its wide size and moves the market and the status words beside the banks only through groups the page's script
moves (a phone's drawing, its viewBox, its targets unchanged); a market the phone's drawing leaves out (a turn with
targets on the fields only) is drawn hidden, without targets, for the wide layout alone. The browser's side:
tests/test_ufern_wide_browser.py."""

from __future__ import annotations

import re

from scorer.web.board import board_svg
from tests.test_ufern_build import at_actions
from tests.test_ufern_wide_browser import at_flood


def test_the_table_s_board_says_its_wide_layout_and_moves_the_market_and_the_words_beside_the_banks(tmp_path):
    session, _ = at_actions(tmp_path)
    svg = board_svg(session.spec, session.state, session.entries(), session.last_step())  # the table's: no targets
    width, height, fit = (float(v) for v in re.search(r'data-wide="([\d.]+) ([\d.]+) ([\d.]+)"', svg).groups())
    phone = float(re.search(r'viewBox="0 0 360 ([\d.]+)"', svg).group(1))
    assert width > 700 and fit <= height < phone  # side by side: wider, shorter than the phone's column
    moved = re.findall(r'<g class="wide-move" data-wide-at="([\d.]+) (-?[\d.]+)"><rect class="part" data-part="(\w+)"', svg)
    assert [part for *_, part in moved] == ["market", "status"] and all(float(dx) > 360 for dx, *_ in moved), moved
    assert "wide-only" not in svg  # the market is drawn once


def test_a_turn_on_the_fields_only_draws_the_market_for_the_wide_layout_alone(tmp_path):
    session = at_flood(tmp_path)
    svg = board_svg(session.spec, session.state, session.entries(), session.last_step(), seat=session.state.seat)
    hidden = re.search(r'<g class="wide-move wide-only" data-wide-at="[^"]+" display="none">(.*?)</g>', svg)
    assert hidden and "M1 (" in hidden.group(1) and 'class="target' not in hidden.group(1), svg[-3000:]
    assert svg.count("M1 (") == 1 and 'data-part="market"' not in svg  # (no part mark the page would measure hidden)
    # the phone's drawing ends where it ended: the hidden market lies below its viewBox
    phone = float(re.search(r'viewBox="0 0 360 ([\d.]+)"', svg).group(1))
    assert min(float(y) for y in re.findall(r' y="([\d.]+)"', hidden.group(1))) >= phone
