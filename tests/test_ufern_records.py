"""An den Ufern des Nils records through the CLI: the examples, findings at their line with the rule
(exit 1), unreadable items at their line (exit 2), typed pawns checked, tally-only scoring with the
tiebreak, variants simulated and checked, and ``nile show`` / ``check --show``."""

from pathlib import Path

import yaml

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "ufern-des-nils"
GAME = yaml.safe_load((EXAMPLES / "game.yaml").read_text(encoding="utf-8"))


def write(tmp_path, rounds, **extra) -> Path:
    """The example game's set-up and opening with ``rounds`` after it."""
    record = {k: GAME[k] for k in ("game", "players", "first", "desert", "opening")}
    record.update(extra)
    record["rounds"] = rounds
    path = tmp_path / "game.yaml"
    path.write_text(yaml.safe_dump(record, sort_keys=False, default_flow_style=None), encoding="utf-8")
    return path


def test_examples(nile):
    assert nile("check", EXAMPLES / "game.yaml").exit_code == 0
    assert nile("check", EXAMPLES / "tally.yaml").exit_code == 0
    result = nile("check", EXAMPLES / "illegal.yaml")
    assert result.exit_code == 1
    assert "illegal.yaml:27:" in result.stderr
    assert "E3.2: a double wave cannot meet the single wave of the card on E3.1" in result.stderr
    assert "rule: Flood: water cards are laid like dominoes from the river [Déroulement; Flux]; decision U5" \
        in result.stderr


def test_a_sow_on_a_full_field_names_the_players_there(nile, tmp_path):
    first = dict(GAME["rounds"][0])
    first["actions"] = {"Anna": ["sow flax W4.1"]}   # Ben and Cleo both grow on W4.1 after the opening
    first.pop("pawns"), first.pop("obelisk")
    result = nile("check", write(tmp_path, [first]))
    assert result.exit_code == 1
    assert "Anna cannot sow on W4.1: W4.1 already holds 2 plants (Ben and Cleo)" in result.stderr


def test_a_harvest_to_a_row_its_palms_do_not_reach(nile, tmp_path):
    first = dict(GAME["rounds"][0])
    first["actions"] = {"Anna": ["harvest E5.3 M1"]}
    first.pop("pawns"), first.pop("obelisk")
    result = nile("check", write(tmp_path, [first]))
    assert result.exit_code == 1 and "wheat from a 3-palm field cannot go to market row M1 (only M2, M3, M4)" \
        in result.stderr


def test_typed_pawns_are_checked(nile, tmp_path):
    first = dict(GAME["rounds"][0])
    first["obelisk"] = 30
    result = nile("check", write(tmp_path, [first]))
    assert result.exit_code == 1 and "the obelisk is on space 27" in result.stderr


def test_unreadable_items_exit_2_at_their_line(nile, tmp_path):
    first = dict(GAME["rounds"][0])
    first["flood"] = ["B single-blank E5.1", "C double-blank W3.2"]
    result = nile("check", write(tmp_path, [first]))
    assert result.exit_code == 2 and "game.yaml:" in result.stderr and "not a flood or ebb item" in result.stderr
    first["flood"] = ["B single-blank Q5.1"]
    assert nile("check", write(tmp_path, [first])).exit_code == 2


def test_a_tally_ranks_by_pawn_then_fewest_plants_lost(nile):
    result = nile("score", EXAMPLES / "tally.yaml")
    assert result.exit_code == 0
    assert "Winner: Ben" in result.stdout and "Ben and Cleo are on space 24, and Ben lost the fewest plants (3)" \
        in result.stdout


def test_simulated_games_with_every_variant_check_and_score(nile, tmp_path):
    variants = ["hippo-auction", "first-player-bid", "buy-other-seed", "joker-restores"]
    for players in (2, 5):
        path = tmp_path / f"v{players}.yaml"
        args = [a for v in variants for a in ("--variant", v)]
        assert nile("simulate", "ufern-des-nils", "-n", players, "--seed", 11, "--out", path, *args).exit_code == 0
        assert nile("check", path).exit_code == 0
        assert nile("score", path).exit_code == 0


def test_show_pictures_any_round_and_check_show_marks_the_field(nile, tmp_path):
    from pypdf import PdfReader

    pdf, png = tmp_path / "end.pdf", tmp_path / "r3.png"
    assert nile("show", EXAMPLES / "game.yaml", "--out", pdf).exit_code == 0
    page = PdfReader(str(pdf)).pages[0]
    assert float(page.mediabox.width) / (72 / 25.4) > 700  # the whole board, at full size
    assert nile("show", EXAMPLES / "game.yaml", "--turn", 3, "--out", png).exit_code == 0
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    svg = tmp_path / "end.svg"
    assert nile("show", EXAMPLES / "game.yaml", "--out", svg).exit_code == 0
    assert ">W5.2<" in svg.read_text(encoding="utf-8")
    bad = tmp_path / "bad.pdf"
    result = nile("check", EXAMPLES / "illegal.yaml", "--show", bad)
    assert result.exit_code == 1 and bad.exists() and "picture of the illegal move" in result.stderr


# -- messages that say why -----------------------------------------------------------------------------

def example_with(tmp_path, old: str, new: str) -> Path:
    """examples/ufern-des-nils/game.yaml with the text ``old`` replaced by ``new`` (which must be there once)."""
    text = (EXAMPLES / "game.yaml").read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    path = tmp_path / "edited.yaml"
    path.write_text(text.replace(old, new), encoding="utf-8")
    return path


def test_a_third_flood_card_says_two_were_laid(nile, tmp_path):
    path = example_with(tmp_path, "- flood: [B single-blank E5.1, B double-blank W3.2]",
                        "- flood: [B single-blank E5.1, B double-blank W3.2, B double-blank W5.4]")
    result = nile("check", path)
    assert result.exit_code == 1 and "edited.yaml:22:" in result.stderr
    assert "'B double-blank W5.4' comes after the end of phase 1 in round 1: Anna has laid 2 water cards this " \
           "round (decision U9)" in result.stderr and "cannot come now" not in result.stderr
    assert "rule: Flood: the first player lays two water cards" in result.stderr


def test_an_ebb_card_after_the_arrow_that_ended_the_ebb(nile, tmp_path):
    path = example_with(tmp_path, "- ebb: [E3.2 desert + arrow]\n", "- ebb: [E3.2 desert + arrow, W3.1 hippo]\n")
    result = nile("check", path)
    assert result.exit_code == 1
    assert "the arrow on the water card removed from row E3 moved the marker to Flut and ended the ebb at once " \
           "(decision U8)" in result.stderr and "rule: Events: an arrow" in result.stderr


def test_an_opening_card_skipped_while_it_fits_cites_the_opening(nile, tmp_path):
    path = example_with(tmp_path, "Cleo: B single-blank W5.1}", "Cleo: stop B single-blank}")
    result = nile("check", path)
    assert result.exit_code == 1
    assert "the top of Cleo's stack B (single-blank) fits W4.1, W5.1, E3.2, E4.1, E5.1: at the opening a card " \
           "that fits is placed; a player places none only when neither top fits" in result.stderr
    assert "decision U4" in result.stderr and "U6" not in result.stderr


def test_an_unquoted_stop_naming_both_tops_says_to_quote_it(nile, tmp_path):
    path = example_with(tmp_path, "'stop A double-blank, B double-double']\n  actions:\n    Anna: [sow onion E5.3",
                        "stop A double-blank, B double-double]\n  actions:\n    Anna: [sow onion E5.3")
    result = nile("check", path)
    assert result.exit_code == 2 and "edited.yaml:43:" in result.stderr
    assert "'B double-double' has no field: in a [...] list a comma starts a new item" in result.stderr
    assert "put it in quotes: 'stop A double-blank, B double-double'" in result.stderr
    path = example_with(tmp_path, "Cleo: B single-blank W5.1}", "Cleo: stop A single-double, B single-blank}")
    result = nile("check", path)
    assert result.exit_code == 2 and "edited.yaml:16:" in result.stderr
    assert "put it in quotes: Cleo: 'stop A single-double, B single-blank'" in result.stderr


def test_a_round_after_the_end_cites_the_end(nile, tmp_path):
    for extra in ("- actions: {Anna: [joker]}\n", "- first: Ben\n  actions: {Anna: [joker]}\n",
                  "- flood: [A single-single W5.1]\n"):
        path = tmp_path / "after.yaml"
        path.write_text((EXAMPLES / "game.yaml").read_text(encoding="utf-8") + extra, encoding="utf-8")
        result = nile("check", path)
        assert result.exit_code == 1 and "rule: End of the game [Fin du jeu]" in result.stderr, extra
        assert "the game is over (after round 15 a pawn met or passed the obelisk" in result.stderr


def test_an_item_before_the_event_or_the_rot_choice_says_what_comes_first(nile, tmp_path):
    flood = "- flood: [B double-double E3.2 reveals rot 2, rot M4 1, B single-single E5.1]"
    result = nile("check", example_with(tmp_path, flood, "- flood: [B double-double E3.2, B single-single E5.1]"))
    assert result.exit_code == 1 and "'B single-single E5.1' cannot come yet: the water card laid in row E3 " \
        "covered a desert card: write the event it shows" in result.stderr
    assert "rule: Flood: a desert card covered by a water card is turned up" in result.stderr
    result = nile("check", example_with(tmp_path, flood, "- flood: [B double-double E3.2 reveals rot 2]"))
    assert result.exit_code == 1 and "not Anna's actions yet: the rot choice comes first: Anna picks where plants " \
        "rot (rot 2 reaches M3, M4), e.g. 'rot M4 1 2'" in result.stderr
    assert "rule: Events, rot" in result.stderr and "U18" not in result.stderr


def test_a_wrong_first_player_of_a_round_cites_the_pillar(nile, tmp_path):
    second = dict(GAME["rounds"][1])
    second["first"] = "Cleo"
    result = nile("check", write(tmp_path, [GAME["rounds"][0], second]))
    assert result.exit_code == 1 and "Ben is first player this round, not Cleo" in result.stderr
    assert "rule: Phase 3: the first player gives the first-player pillar to the left neighbour" in result.stderr


def test_an_ebb_written_on_a_flood_round_and_the_reverse_cite_flux_or_reflux(nile, tmp_path):
    result = nile("check", example_with(tmp_path, "- flood: [B single-blank E5.1, B double-blank W3.2]",
                                        "- ebb: [E5.1 rot 1]"))
    assert result.exit_code == 1 and "edited.yaml:22:9: round 1, ebb: 'ebb E5.1' removes water, but this round is " \
        "a flood: the marker is on Flut, so Anna lays water cards" in result.stderr
    assert "rule: Flood: the first player lays two water cards from the tops of the own stacks [Flux]" \
        in result.stderr and "U18" not in result.stderr
    result = nile("check", example_with(tmp_path, "- ebb: [E5.1 rot 1, rot M4 1 2, W5.1 desert + arrow]",
                                        "- flood: [A single-double W5.1]"))
    assert result.exit_code == 1 and "round 5, flood: 'A single-double W5.1' lays water, but this round is an " \
        "ebb: the marker is on Ebbe 1, so Ben removes water cards" in result.stderr
    assert "rule: Ebb: the first player removes two water cards, the outermost of a row [Reflux]" \
        in result.stderr and "U18" not in result.stderr


def test_a_water_item_in_the_other_phases_list_is_refused_at_its_line(nile, tmp_path):
    """A water card laid written under ebb: (or one removed under flood:) contradicts its list: the
    record is unusable (exit 2), never read as whichever the text says."""
    result = nile("check", example_with(tmp_path, "- flood: [B single-blank E5.1, B double-blank W3.2]",
                                        "- ebb: [B single-blank E5.1, B double-blank W3.2]"))
    assert result.exit_code == 2 and "edited.yaml:22:9: 'B single-blank E5.1' lays a water card (a flood): it " \
        "belongs in the round's flood: list, not in ebb:" in result.stderr
    result = nile("check", example_with(tmp_path, "- ebb: [E3.2 desert + arrow]", "- flood: [E3.2 desert + arrow]"))
    assert result.exit_code == 2 and "'E3.2 desert + arrow' removes a water card (an ebb): it belongs in the " \
        "round's ebb: list, not in flood:" in result.stderr


def test_a_record_cut_in_the_middle_of_a_rounds_actions_names_the_players_left_out(nile, tmp_path):
    """uferrev2 defect 2: a hand-cut record whose last round lists Anna's actions only (no ``unfinished``, no
    pawns) went on at the next round, Ben's and Cleo's turns dropped unsaid. nile cannot tell "cut here" from
    "did nothing", so the record is refused at its ``actions`` naming them and the edit to make; either edit
    reads. A player left out before one written still did nothing, as does one in a round followed by another."""
    first = dict(GAME["rounds"][0])
    first.pop("pawns"), first.pop("obelisk")
    first["actions"] = {"Anna": GAME["rounds"][0]["actions"]["Anna"]}
    for command in ("check", "play", "score"):
        result = nile(command, write(tmp_path, [first]))
        assert result.exit_code == 2, (command, result.stderr)
        assert "game.yaml:" in result.stderr and "round 1, Ben's actions: the last round's actions are not written " \
            "for Ben, Cleo: add 'unfinished: true' to go on from the last action written, or write what each did " \
            "('Ben: []' for nothing)" in result.stderr, result.stderr
    result = nile("check", write(tmp_path, [first], unfinished=True))
    assert result.exit_code == 0 and "round 1, actions: Anna to act" in result.stdout, result.stdout
    for written in ({"Anna": first["actions"]["Anna"], "Ben": [], "Cleo": []},
                    {"Anna": first["actions"]["Anna"], "Cleo": []}):
        result = nile("check", write(tmp_path, [{**first, "actions": written}]))
        assert result.exit_code == 0 and "round 2, flood" in result.stdout.lower(), result.stdout
    result = nile("check", write(tmp_path, [{**first, "actions": {"Anna": first["actions"]["Anna"]},
                                             "pawns": GAME["rounds"][0]["pawns"]}]))
    assert "not written for" not in result.stderr
