"""The pictures of the card games (Land Unter, NILE), read back: every format written and readable, the
things the table shows written on the picture (names, lifebelts, water levels, the trick's cards; the
flood card, the piles, the fields, the storage, the speculations), the illegal card crossed out with its
reason, the last step ringed, and ``nile show`` on a card game's record."""

from __future__ import annotations

import html
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from scorer.engine import LastStep, replay
from scorer.games import game
from scorer.record import load_record
from tests.test_pictures import picture_svg

ROOT = Path(__file__).resolve().parent.parent
LAND_UNTER = ROOT / "examples" / "land-unter"
NILE = ROOT / "examples" / "nile"


def texts(items) -> list[str]:
    return [html.unescape(t.text) for t in items if t.tag == "text"]


def state_after(record: Path, steps: int):
    rec = load_record(record)
    return replay(rec.state, rec.steps[:steps]).state, rec.steps[:steps]


def nile_with_speculations():
    """A simulated 4-player NILE game stopped when two speculation cards lie on the table after turn 12:
    the state and the last move."""
    from scorer.games.nile.moves import Speculate

    spec = game("nile")
    names = ["Anna", "Ben", "Cleo", "Dana"]
    for seed in range(40):
        _, moves = spec.simulate(names, seed, [])
        state = spec.new_game(names, [])
        for move in moves:
            state.apply(move)
            if isinstance(move, Speculate) and len(state.speculations) >= 2 and state.turn > 12:
                return state, move
    raise AssertionError("no simulated game with two speculations on the table")


@pytest.mark.parametrize("record", [LAND_UNTER / "three-players.yaml", LAND_UNTER / "no-hands.yaml",
                                    NILE / "table-record.yaml", NILE / "tally.yaml"])
@pytest.mark.parametrize("suffix", [".pdf", ".svg", ".png"])
def test_nile_show_writes_every_format_readably(nile, tmp_path, record, suffix):
    out = tmp_path / f"table{suffix}"
    result = nile("show", record, "--out", out)
    assert result.exit_code == 0, result.output
    assert result.stdout.strip() == str(out) and out.stat().st_size > 0
    if suffix == ".png":
        from PIL import Image

        with Image.open(out) as image:
            assert image.width > 1000 and image.height > 500
    elif suffix == ".svg":
        root = ET.parse(out).getroot()
        assert root.tag.endswith("svg") and any(t.startswith(game(load_record(record).game).title) for t in texts_of(out))
    else:
        import pypdfium2

        doc = pypdfium2.PdfDocument(str(out))
        try:
            # (NILE's picture is as wide as its widest row needs, 170 mm at least: 482 pt; nilerev defect 5)
            assert len(doc) == 1 and doc[0].get_width() > 450
        finally:
            doc.close()


def texts_of(path: Path) -> list[str]:
    from tests.test_pictures import svg_items

    return texts(svg_items(path))


def test_land_unter_shows_lifebelts_water_levels_the_trick_and_the_hands(tmp_path):
    state, _ = state_after(LAND_UNTER / "three-players.yaml", 39)  # round 1, trick 8: Julia and Frank played
    assert state.plays and state.phase.name == "PLAY"
    words = texts(picture_svg("land-unter", state, tmp_path / "t.svg"))
    for seat, name in enumerate(state.players):
        assert name in words
        left = state.belts[seat]
        assert any(w.startswith(f"{left} left" if left else "none left") for w in words)
        assert (f"level {state.level[seat]}" if state.level[seat] else "no card") in words
    for seat, card in state.plays.items():
        assert f"played {card}" in words
    assert f"turned up for trick {state.trick + 1}" in words
    # the hands: every card still held is known (the record gives the hands), drawn small with its number
    hand = sorted(state.hand_known[state.hand_of(0)] - state.seen.keys())
    assert all(str(card) in words for card in hand) and f"{len(hand)} cards" in words


def test_land_unter_shows_unseen_hands_as_backs_with_their_count(tmp_path):
    state, _ = state_after(LAND_UNTER / "no-hands.yaml", 30)
    words = texts(picture_svg("land-unter", state, tmp_path / "t.svg"))
    played = {seat: sum(1 for who, _ in state.seen.values() if who == seat) for seat in range(state.n)}
    for seat in range(state.n):
        assert f"{12 - played[seat]} unseen" in words


def test_nile_shows_the_flood_the_piles_the_fields_the_storage_and_the_speculations(tmp_path):
    from scorer.games.nile.cards import card_set

    cs = card_set()
    state, _ = nile_with_speculations()
    words = texts(picture_svg("nile", state, tmp_path / "t.svg"))
    assert f"flood: {cs.name(state.flood)}" in words
    assert f"deck: {state.deck_size}" in words and f"discard: {sum(state.discard)}" in words
    assert f"flood pile: {len(state.flood_pile)}" in words
    for crop, owner in enumerate(state.field_owner):
        if owner >= 0:
            assert f"{cs.crops[crop]}: {state.field_size[crop]}" in words
    for seat, name in enumerate(state.players):
        assert name in words and f"smallest pile: {min(state.storage[seat])}" in words
        for crop, n in enumerate(state.storage[seat]):
            assert f"{cs.crops[crop]}: {n}" in words
    # each speculation card's player is named under it, besides the player's own row
    for seat, _ in state.speculations:
        laid = sum(1 for s, _ in state.speculations if s == seat)
        assert words.count(state.players[seat]) == laid + 1
    assert "speculations on the table" in words


@pytest.mark.parametrize("record, reason", [
    (LAND_UNTER / "illegal.yaml", "Frank played 18, but 18 belongs to Sarah's hand, not to Frank's"),
    (NILE / "illegal.yaml", "Lettuce is flooded (the flood card is Papyrus/Lettuce)")])
def test_check_show_crosses_out_the_illegal_card_and_says_why(nile, tmp_path, record, reason):
    out = tmp_path / "bad.svg"
    result = nile("check", record, "--show", out)
    assert result.exit_code == 1 and out.exists() and "picture of the illegal move" in result.stderr
    words = texts_of(out)
    assert "ILLEGAL" in words and "LAST STEP" not in words
    assert reason in " ".join(words)
    plain = tmp_path / "plain.svg"  # nile show pictures the same position with nothing crossed out
    assert nile("show", record, "--out", plain).exit_code == 0 and "ILLEGAL" not in texts_of(plain)


def test_the_illegal_card_is_drawn_where_it_was_played(tmp_path):
    """Frank's card 18 is crossed out in Frank's place in the trick, labelled with its number."""
    from scorer.games.land_unter.moves import Play

    rec = load_record(LAND_UNTER / "illegal.yaml")
    result = replay(rec.state, rec.steps)
    move = result.violations[0].error.move
    assert move == Play(1, 18)
    items = picture_svg("land-unter", result.state, tmp_path / "t.svg", move)
    at = {t.text: (t.x, t.y) for t in items if t.tag == "text"}
    assert "tried: 18" in at and "ILLEGAL" in at
    rows = {name: at[name][1] for name in ("Julia", "Frank", "Sarah")}
    assert rows["Frank"] > at["ILLEGAL"][1] > rows["Sarah"]  # in Frank's row: below his name, above Sarah's


@pytest.mark.parametrize("slug", ["land-unter", "nile"])
def test_the_last_step_is_ringed_and_never_called_illegal(slug, tmp_path):
    if slug == "nile":
        state, move = nile_with_speculations()
    else:
        state, steps = state_after(LAND_UNTER / "three-players.yaml", 39)
        move = steps[-1].move
    words = texts(picture_svg(slug, state, tmp_path / "t.svg", LastStep(move), "Last step: here"))
    assert "LAST STEP" in words and "ILLEGAL" not in words and "Last step: here" in words


def _nile_tries():
    from scorer.games.nile.cards import card_set
    from scorer.games.nile.moves import Deal, Draw, Flood, Pass, Plant, Speculate, Trade

    cs = card_set()
    return [Flood(cs.plague), Speculate(1, (cs.speculations[0], cs.speculations[3])), Draw(2, None), Draw(0, 3),
            Trade(0, "market", (0, 1), ()), Trade(1, "hapi", (), (2, 2)), Pass(2), Deal(), Plant(0, ((0, 2), (4, 1)))]


def _land_unter_tries():
    from scorer.games.land_unter.moves import Deal, Play, TurnUp

    return [Play(0, 60), Play(4, 1), TurnUp((3, 4)), Deal()]


@pytest.mark.parametrize("slug, tries", [("nile", _nile_tries()), ("land-unter", _land_unter_tries())])
def test_every_kind_of_move_is_crossed_out_or_ringed_somewhere(slug, tries, tmp_path):
    """A move of every kind, illegal, is drawn crossed out; the same move as the last step is ringed."""
    spec = game(slug)
    names = ["Anna", "Ben", "Cleo", "Dana", "Emil"][:3 if slug == "nile" else 5]
    _, moves = spec.simulate(names, 7, [])
    state = spec.new_game(names, [])
    for move in moves[:60]:
        state.apply(move)
    for i, move in enumerate(tries):
        words = texts(picture_svg(slug, state, tmp_path / f"{i}.svg", move, "why"))
        assert words.count("ILLEGAL") == 1 and "LAST STEP" not in words, move
        ringed = texts(picture_svg(slug, state, tmp_path / f"{i}-last.svg", LastStep(move), "last"))
        assert "ILLEGAL" not in ringed and ringed.count("LAST STEP") <= 1, move


@pytest.mark.parametrize("record, says", [(LAND_UNTER / "tally.yaml", "Given as end counts (a tally-only record)"),
                                          (NILE / "tally.yaml", "A tally-only record: only each player's final")])
def test_a_tally_only_record_shows_only_what_it_holds(nile, tmp_path, record, says):
    """No empty deck, fields or water cards are invented: the picture says the record holds end counts."""
    out = tmp_path / "t.svg"
    assert nile("show", record, "--out", out).exit_code == 0
    words = texts_of(out)
    assert any(w.startswith(says) for w in words)
    assert not any(w.startswith(("deck:", "no field", "no card", "none turned up")) for w in words)
