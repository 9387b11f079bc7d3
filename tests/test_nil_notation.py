"""NIL's notation both ways (scorer.games.nil.notation) at every step, the live API around it (entries,
prompt, news, board_text) and records of any prefix of a game (clone(): tests/test_conformance.py). Seeded random playouts at 2, 3
and 4 players (NIL has no variants), in full (every draw named, as a simulation) and in the public form
the table enters (the deal and draws '?', the racks shown at the end)."""

import random

import pytest
import yaml
from test_nil_rules import STRAIGHTS, table

from gamedata.catalogue import load_catalogue
from gamedata.yamlfile import parse_yaml
from scorer.engine import CHANCE, TERMINAL, AmbiguousMove, InvalidMove, replay
from scorer.games.nil import GAME, notation, rules, view
from scorer.games.nil.engine import Nil
from scorer.games.nil.moves import (Blocked, Cross, Deal, Draw, Place, Reveal, StartDraw, StartPlayer, Stop,
                                    Tally)
from scorer.games.nil.notation import entries, news, parse, prompt
from scorer.games.nil.turns import split
from scorer.games.nil.rules import Phase
from scorer.record import record_from_document

NAMES = ("Anna", "Ben", "Cleo", "Dana")


def public(move):
    """The chance move as the table saw it: racks and draws hidden."""
    if isinstance(move, Deal):
        return Deal(tuple((None,) * len(r) for r in move.racks))
    if isinstance(move, Draw):
        return Draw((None,) * len(move.tiles))
    return move


def playout(n: int, seed: int, hidden: bool):
    """A random game at ``n`` players: ``[(state before, move), ...]`` and the final state. With ``hidden``
    the moves are the public form (the true game is played alongside and its racks shown at the end)."""
    rng = random.Random(seed)
    true, seen = Nil(NAMES[:n]), Nil(NAMES[:n])
    steps = []
    while not seen.is_over:
        if seen.phase == Phase.REVEAL:
            move = Reveal(tuple(tuple(sorted(r.elements())) for r in true.racks))
        else:
            move = true.sample_chance(rng) if true.current_player == CHANCE else true.sample_move(rng)
            true.apply(move)
            move = public(move) if hidden else move
        steps.append((seen.clone(), move))
        seen.apply(move)
    return steps, seen


GAMES = [(n, seed, hidden) for n in (2, 3, 4) for seed in (1, 2) for hidden in (False, True)]


@pytest.mark.parametrize("n, seed, hidden", GAMES)
def test_every_move_reads_back_and_entries_are_the_legal_moves(n, seed, hidden):
    steps, _ = playout(n, seed, hidden)
    for state, move in steps:
        assert parse(state, notation.format(state, move)) == move
        if state.current_player == CHANCE and state.phase != Phase.REVEAL:
            for chance in (state.sample_chance(random.Random(7)), public(state.sample_chance(random.Random(8)))):
                assert parse(state, notation.format(state, chance)) == chance
        legal = state.legal_moves()
        for m in legal:
            assert parse(state, notation.format(state, m)) == m
        listed = entries(state)
        if state.current_player >= 0:
            assert [parse(state, e.text) for e in listed] == legal
            kinds = {e.group.split()[0] for e in listed if isinstance(parse(state, e.text), Place)}
            assert kinds <= set(state.board.kinds)
        elif state.phase == Phase.START:
            named = [] if state.start_totals else [StartPlayer(s) for s in state.drawing]  # a tie draws again
            assert [parse(state, e.text) for e in listed] == named
            assert all(state.check(m) is None for m in named)
        else:
            assert [e.text for e in listed] in ([], ["?"])
    assert len(steps) > 50


def test_entries_group_placements_by_tile_kind():
    s = table(racks=(("straight", "bend", "universal", "arc", "arc"), STRAIGHTS))
    groups = {e.text: e.group for e in entries(s)}
    assert groups["A11 E"] == "straight" and groups["A11 N"] == "bend" and groups["A11 E U"] == "universal"
    assert all(e.group for e in entries(s))
    s.apply(Place((0, 10), "E"))
    assert {e.text: e.group for e in entries(s)}["stop"] == ""


def test_the_table_types_freely_but_never_a_guess():
    s = table(racks=(("straight", "bend", "universal", "arc", "arc"), STRAIGHTS))
    assert parse(s, "  a11   e ") == parse(s, "A11,E") == Place((0, 10), "E")
    with pytest.raises(AmbiguousMove, match="A11 N or A11 S"):
        parse(s, "A11 bend")
    assert parse(s, "STOP") == Stop() == parse(s, "done")  # 'done' as An den Ufern des Nils says it (revboards 4)
    assert split(s, "A11 E done") == ["A11 E", "done"]
    with pytest.raises(InvalidMove, match="e.g. 'M11 NE'"):
        parse(s, "A11 sideways")
    s.apply(Place((0, 10), "E")), s.apply(Stop())
    assert s.phase == Phase.DRAW
    assert parse(s, "?") == parse(s, "1") == Draw((None,))
    assert parse(s, "3") == Draw((None,) * 3) and s.check(parse(s, "3")).rule == rules.R_DRAW  # the count is ruled on
    assert parse(s, "Bend") == Draw(("bend",))
    with pytest.raises(InvalidMove, match="expected '\\?' or the count"):
        parse(s, "  ")
    with pytest.raises(InvalidMove, match="not a tile kind"):
        parse(s, "wiggle")


def test_the_start_draw_deal_and_end_are_written_per_player():
    s = Nil(["Anna", "Ben"])
    assert parse(s, "Ben: bend arc straight | Anna: straight, straight, straight") == \
        StartDraw((("straight",) * 3, ("bend", "arc", "straight")))
    assert parse(s, "anna  bend arc arc ; ben bend bend bend") == StartDraw((("bend", "arc", "arc"), ("bend",) * 3))
    assert parse(s, "start Ben") == parse(s, "ben") == StartPlayer(1)
    with pytest.raises(InvalidMove, match="3 tiles for Anna and Ben"):
        parse(s, "bend arc straight")
    with pytest.raises(InvalidMove, match="Cleo"):
        parse(s, "Cleo: bend arc straight | Ben: arc arc arc")
    s.apply(StartPlayer(0))
    assert parse(s, "?") == Deal(((None,) * 5,) * 2)
    assert parse(s, "Ben: ? | Anna: bend ? ? ? arc") == Deal((("bend", None, None, None, "arc"), (None,) * 5))
    assert notation.format(s, Deal(((None,) * 5, ("bend",) * 5))) == "Anna: ? | Ben: bend, bend, bend, bend, bend"
    tally = Tally((450, 300), (20, 0))
    assert parse(Nil(["Anna", "Ben"]), notation.format(Nil(["Anna", "Ben"]), tally)) == tally
    s.apply(Deal(((None,) * 5, (None,) * 5)))
    with pytest.raises(InvalidMove, match="show the rack"):
        parse(s, "blocked")
    assert parse(s, "blocked: arc, arc bend bend bend") == Blocked(("arc", "arc", "bend", "bend", "bend"))
    s.phase, s.end_reason = Phase.REVEAL, "test"
    assert parse(s, "Anna: bend arc | Ben: minus 20") == Reveal((("bend", "arc"), None), (None, 20))
    assert parse(s, "Anna: none | Ben: ?") == Reveal(((), None))
    with pytest.raises(InvalidMove, match="minus last"):
        parse(s, "Anna: minus | Ben: ?")


def test_prompt_names_the_player_and_defaults_only_the_hidden_draws():
    steps, _ = playout(4, 3, hidden=True)
    for state, _move in steps:
        p = prompt(state)
        assert p.text[0].isupper() and p.hint
        if state.current_player >= 0:
            assert p.seat == state.turn and state.players[state.turn] in p.text and p.default is None
        elif state.phase in (Phase.DEAL, Phase.DRAW):
            assert p.seat is None and p.default == "?" and parse(state, p.default) == _move
        if state.phase == Phase.DRAW:
            assert state.players[state.turn] in p.text and "draws" in p.text
    s = table(racks=(STRAIGHTS, STRAIGHTS))
    assert prompt(s).text == "Turn 1: Anna places a tile" and "'A11 E'" in prompt(s).hint


def test_news_says_what_the_rules_worked_out():
    s = Nil(["Anna", "Ben"])
    draw = StartDraw((("bend",) * 3, ("arc",) * 3))
    before = s.clone()
    s.apply(draw)
    assert news(before, draw, s) == ["Ben drew the highest start total, 45 (Anna 15): Ben starts"]
    s = Nil(["Anna", "Ben"])
    tie = StartDraw((("arc",) * 3, ("arc",) * 3))
    before = s.clone()
    s.apply(tie)
    assert news(before, tie, s) == ["Anna and Ben tie on 45: they draw again"]
    # a red zone entered: paid once per turn, however many of its squares the turn covers
    s = table(path=[f"{chr(65 + c)}11 E" for c in range(9)] + ["J11 S", "J12 E"], racks=(STRAIGHTS, STRAIGHTS))
    for move, said in ((Place((10, 11), "E"), ["Anna enters the red zone L12: minus 40"]), (Place((11, 11), "E"), [])):
        before = s.clone()
        s.apply(move)
        assert news(before, move, s) == said
    s = table(racks=(STRAIGHTS, STRAIGHTS))
    for m in (Place((0, 10), "E"), Place((1, 10), "E")):
        s.apply(m)
    before = s.clone()
    s.apply(Stop())
    assert news(before, Stop(), s) == ["Anna scores 10 points this turn (10 plus, 0 minus)"]
    s = table(racks=(("arc", "arc", "diagonal", "diagonal", "near-left"), STRAIGHTS))
    blocked = Blocked(("arc", "arc", "diagonal", "diagonal", "near-left"))
    before = s.clone()
    s.apply(blocked)
    assert news(before, blocked, s) == ["Anna is blocked: the rack shown counts 65 minus and goes back to the bag"]
    assert news(s, Draw((None,) * 5), s) == []


def test_news_of_a_zone_the_blue_column_and_the_end():
    s = table(path=("A11 E", "B11 E", "C11 E", "D11 E", "E11 E", "F11 E", "G11 E", "H11 E"),
              racks=(STRAIGHTS, STRAIGHTS))
    move = Place((8, 10), "E")  # I11: the green zone I11, 100
    before = s.clone()
    s.apply(move)
    assert news(before, move, s) == ["Anna enters the green zone I11: +100"]
    s = table(path=[f"{chr(65 + c)}11 E" for c in range(21)], racks=(STRAIGHTS, ("bend",) * 5))
    move = Place((21, 10), "E")
    before = s.clone()
    s.apply(move)
    assert news(before, move, s) == ["The river reaches the blue column at V11: +500; the game ends after this turn"]
    before = s.clone()
    s.apply(Stop())
    assert news(before, Stop(), s) == ["Anna scores 505 points this turn (505 plus, 0 minus)",
                                       "The game ends: the river reached the blue column in Anna's turn",
                                       "The racks left count minus: Anna 20, Ben 25"]


@pytest.mark.parametrize("hidden", [False, True])
def test_board_text_fits_a_terminal(hidden):
    steps, final = playout(4, 5, hidden)
    for state, _ in steps[::7] + [(final, None)]:
        text = notation.board_text(state)
        assert all(len(line) <= 60 for line in text.splitlines()), text
    text = notation.board_text(final)
    for square, tile in final.river.tiles.items():
        row = next(line for line in text.splitlines() if line[:2].strip() == str(square[1] + 1))
        letter = row[3 + 2 * square[0]]
        assert letter.upper() == view.kind_letters(final)[tile]
    assert "Racks: Anna" in text and "bag:" in text and "Scores: Anna" in text


def test_board_text_of_the_first_tile():
    s = table(racks=(STRAIGHTS, STRAIGHTS))
    s.apply(Place((0, 10), "E"))
    lines = notation.board_text(s).splitlines()
    assert lines[0].split()[:3] == ["A", "B", "C"]
    row11 = next(line for line in lines if line.startswith("11"))
    assert row11.startswith("11>s@* ")  # this turn's straight in A11, its open end, the next tile's square B11
    assert any("Open end: A11 E (next to B11)" in line for line in lines)


def read_back(players, moves):
    text = yaml.safe_dump(GAME.write_record(players, (), moves), sort_keys=False)
    game = record_from_document(parse_yaml(text, "x.yaml"))
    return replay(game.state, game.steps), text


@pytest.mark.parametrize("n, seed, hidden", [(2, 11, False), (4, 12, True), (3, 13, True), (4, 14, False)])
def test_any_prefix_of_a_game_is_a_record_that_reads_back(n, seed, hidden):
    steps, _ = playout(n, seed, hidden)
    moves = [m for _, m in steps]
    rng = random.Random(seed)
    cuts = sorted(set(rng.sample(range(len(moves) + 1), 25)) | {0, 1, 2, 3, len(moves)})
    for cut in cuts:
        state = steps[cut][0] if cut < len(steps) else playout(n, seed, hidden)[1]
        result, text = read_back(NAMES[:n], moves[:cut])
        assert result.legal, (cut, text, result.violations[0].error)
        got = result.state
        assert got.current_player == state.current_player, (cut, text)
        assert got.legal_moves() == state.legal_moves() and got.scores() == state.scores(), (cut, text)
        assert got.phase == state.phase


def test_a_pending_turn_must_be_the_last():
    path = "x.yaml"
    base = "game: nil\nplayers: [Anna, Ben]\nstart: Anna\nturns:\n"
    bad = base + "  - {player: Anna, tiles: [A11 E], pending: tile}\n  - {player: Ben, tiles: [B11 E]}\n"
    with pytest.raises(Exception, match="'pending' marks the record's last turn"):
        record_from_document(parse_yaml(bad, path))
    bad = base + "  - {player: Anna, tiles: [A11 E], pending: tile, score: 5}\n"
    with pytest.raises(Exception, match="'pending' marks the record's last turn"):
        record_from_document(parse_yaml(bad, path))
    good = record_from_document(parse_yaml(base + "  - {player: Anna, tiles: [A11 E], pending: tile}\n", path))
    state = replay(good.state, good.steps).state
    assert state.current_player == 0 and Stop() in state.legal_moves()
    good = record_from_document(parse_yaml(base + "  - {player: Anna, tiles: [A11 E], pending: draw}\n", path))
    state = replay(good.state, good.steps).state
    assert state.phase == Phase.DRAW and state.draw_count == 1


def test_rule_titles_come_from_the_data_file():
    titles = load_catalogue("nil").rule_titles
    assert rules.R_SHARP == titles["sharp"] and rules.R_BLOCKED == titles["blocked"]
    assert set(titles) >= {"start-player", "deal", "turn", "draw", "end", "score", "cross", "loop"}
    assert Phase.TURN == "turn" and isinstance(Nil(["Anna", "Ben"]).phase, Phase)
    assert GAME.notation is notation


def test_a_start_player_misnamed_is_said_to_be_no_player():
    """Review s33 finding 7: ``start ann`` (a typo) was answered with the start draw's form; it names no
    player, and that is what is said."""
    from scorer.games import game

    spec = game("nil")
    state = spec.new_game(["Anna", "Ben"], [])
    for typed in ("start ann", "Start Dana"):
        with pytest.raises(InvalidMove, match=r"is not one of the players \(Anna, Ben\): e.g. start Anna"):
            spec.notation.parse(state, typed)
    assert spec.notation.format(state, spec.notation.parse(state, "start anna")) == "start Anna"


def test_a_start_draw_written_with_commas_between_the_players():
    """``Anna straight far-left arc, Ben straight bend near-left`` reads as the groups separated by ``|`` do
    (revboards defect 3: the README says commas separate; a table writes a list so)."""
    s = GAME.new_game(["Anna", "Ben", "Cleo"], [])
    barred = parse(s, "Anna: straight far-left arc | Ben: straight bend near-left | Cleo: far-left far-left near-left")
    assert parse(s, "Anna straight far-left arc, Ben straight bend near-left, Cleo far-left far-left near-left") == barred
    assert parse(s, "Anna: straight, far-left, arc, Ben: straight, bend, near-left, Cleo: far-left, far-left, "
                    "near-left") == barred


def test_the_racks_left_asked_at_the_keyboard_say_type_and_one_player_is_not_each():
    """At ``nile play``'s one keyboard the end's racks left are typed, not shown on pages (revboards defect 5: it said
    'each on their own page', even for one player); a page says 'on their own page', 'each' for several."""
    from scorer.engine.said import at_keyboard, say

    one, two = (say("nil.news.still-to-show", players=p) for p in (["Cleo"], ["Anna", "Ben"]))
    assert str(one) == "Still to show the rack left: Cleo, on their own page"
    assert str(two) == "Still to show the rack left: Anna and Ben, each on their own page"
    assert str(at_keyboard(one)) == "Still to type the rack left of Cleo"
    asked = at_keyboard(say("nil.ask.reveal", why="the bag is empty", players=["Anna", "Ben"]))
    assert str(asked).endswith("type the racks left of Anna and Ben") and "page" not in str(asked)
