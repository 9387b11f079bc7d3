"""Every example a NIL prompt gives is an entry the table may type there: the hints are worked out from
the position (the draw with the right count, a crossing only where one is legal, a rack that may be
shown), over simulated games at 2 and 4 players with the racks known and hidden. The group names in
``?`` are names one can type, the start draw lists ``start <name>``, and the board's legend keeps each
letter with its kind."""

from __future__ import annotations

import re

import pytest
from test_nil_notation import playout
from test_nil_rules import STRAIGHTS, table

from scorer.engine import CHANCE, InvalidMove
from scorer.games.nil import notation, rules
from scorer.games.nil.engine import Nil
from scorer.games.nil.moves import Draw, Place, StartPlayer
from scorer.games.nil.notation import entries, parse, prompt
from scorer.games.nil.view import WIDTH, board_text, kind_letters


def hint_examples(hint: str) -> list[str]:
    """The concrete entries a hint offers: each quoted one (``'A11 N'``), or, in a hint without quotes,
    each text after ``e.g.`` up to a ``;`` or the end."""
    quoted = re.findall(r"'([^']+)'", hint)
    if quoted:
        return quoted
    return [m.strip() for m in re.findall(r"e\.g\. ([^;]*)", hint)]


def refusals(state, texts, game_notation=notation) -> list[str]:
    """Each of ``texts`` that ``state`` does not accept as it stands (read by ``game_notation``), with the
    reason."""
    out = []
    for text in texts:
        try:
            err = state.check(game_notation.parse(state, text))
        except InvalidMove as exc:
            out.append(f"{text!r}: unreadable: {exc}")
            continue
        if err is not None:
            out.append(f"{text!r}: {err.reason}")
    return out


@pytest.mark.parametrize("n, seed, hidden", [(n, seed, hidden) for n in (2, 4) for seed in (1, 2, 3)
                                             for hidden in (False, True)])
def test_every_hint_example_and_default_is_legal_here(n, seed, hidden):
    steps, _ = playout(n, seed, hidden)
    tried = set()
    for state, _move in steps:
        p = prompt(state)
        examples = hint_examples(p.hint) + ([p.default] if p.default is not None else [])
        assert not refusals(state, examples), (p.text, p.hint)
        tried.update(state.phase for _ in examples)
    assert tried >= {rules.START, rules.DEAL, rules.TURN, rules.DRAW}


def test_the_draw_example_has_the_count_the_rules_give():
    s = table(racks=(STRAIGHTS, STRAIGHTS))
    for square, exit in (("A11", "E"), ("B11", "E"), ("C11", "E")):
        s.apply(parse(s, f"{square} {exit}"))
    s.apply(parse(s, "stop"))
    assert s.draw_count == 3
    example = hint_examples(prompt(s).hint)[-1]
    assert len(example.split()) == 3 and parse(s, example) == Draw((example.split()[0], None, None))
    assert s.check(parse(s, "bend ?")).rule == rules.R_DRAW  # the draw rule, not the last draw's decision
    assert "no-last-draw" not in rules.R_DRAW and "no-last-draw" in rules.R_LAST_DRAW


def test_a_crossing_is_offered_only_where_one_is_legal():
    s = table(racks=(STRAIGHTS, STRAIGHTS))
    assert "cross" not in prompt(s).hint
    steps, _ = playout(4, 1, False)
    crossings = [state for state, _ in steps if any(e.text.startswith("cross ") for e in entries(state))]
    assert crossings
    for state in crossings:
        hint = prompt(state).hint
        if not state.placed:
            named = re.search(r"'(cross [A-V][0-9]+)'", hint)
            assert named and not refusals(state, [named[1]]), hint


def test_an_empty_rack_is_said_when_only_stop_is_left():
    s = table(racks=(STRAIGHTS, STRAIGHTS))
    for square in ("A11", "B11", "C11", "D11", "E11"):
        s.apply(parse(s, f"{square} E"))
    assert s.rack_size(0) == 0 and prompt(s).hint == "'stop' (the rack is empty)"


def test_groups_are_the_kinds_as_typed_and_the_start_draw_lists_the_players():
    steps, _ = playout(2, 1, False)
    groups = {e.group for state, _ in steps for e in entries(state) if e.group}
    assert "arc (corner arc)" in groups and "bend" in groups and "universal" in groups
    for group in groups:  # the first word of a group is a kind one can type
        assert notation.read_kind(group.split()[0]) == group.split()[0]
    s = Nil(["Anna", "Ben", "Cleo"])
    assert [e.text for e in entries(s)] == ["start Anna", "start Ben", "start Cleo"]
    assert [parse(s, e.text) for e in entries(s)] == [StartPlayer(0), StartPlayer(1), StartPlayer(2)]


def test_the_legend_keeps_each_letter_with_its_kind():
    s = table(racks=(STRAIGHTS, STRAIGHTS))
    s.apply(Place((0, 10), "E"))
    text = board_text(s)
    letters = kind_letters(s)
    for kind, letter in letters.items():
        assert any(f"{letter} {kind}" in line for line in text.splitlines()), (kind, text)
    assert all(len(line) <= WIDTH for line in text.splitlines())


def test_the_reveal_example_is_worked_out_from_the_racks():
    steps, _ = playout(4, 1, True)
    reveal = [state for state, _ in steps if state.phase == rules.REVEAL and state.current_player == CHANCE]
    assert reveal
    assert not refusals(reveal[0], hint_examples(prompt(reveal[0]).hint))
