"""The catalogue loader: Land Unter's 108 cards, the paper presets, clear errors for broken files."""

import pytest

from gamedata.catalogue import CatalogueError, LandUnterCatalogue, data_path, load_catalogue, load_file, load_paper


def test_land_unter_has_all_108_cards_with_their_lifebelts():
    cat = load_catalogue("land-unter")
    weather = cat.deck("weather")
    assert (weather.total, cat.deck("water").total, cat.deck("lifebelt").total) == (60, 24, 24)
    value = {c.number: c.lifebelts for c in weather.cards}
    assert [value[n] for n in (1, 12, 13, 24, 25, 36, 37, 48, 49, 60)] == [0, 0, .5, .5, 1, 1, .5, .5, 0, 0]
    assert sorted(c.value for c in cat.deck("water").cards) == list(range(1, 13))
    assert all(c.count == 2 for c in cat.deck("water").cards)
    assert (cat.players.min, cat.players.max) == (3, 5)
    assert cat.credits.designer == "Stefan Dorra" and cat.sources
    assert {d.id for d in cat.decisions} >= {"nobody-shows", "cascade-target", "two-left", "shared-win"}



@pytest.mark.parametrize("game", ["land-unter", "nile", "nil", "ufern-des-nils"])
def test_a_decision_printed_with_the_pack_speaks_of_the_game_not_of_the_phones(game):
    """Review s33 finding 4: the printed credits carried the live referee's decisions (pages, phones, taps,
    the host); those are ``scope: referee`` and left off the print (pnp/text_pages.py)."""
    import re

    for d in load_catalogue(game).decisions:
        if d.scope == "game":
            assert not re.search(r"\b(pages?|phones?|taps?|tapped|host's|host)\b", d.text), (d.id, d.text)


def test_paper_and_card_presets():
    paper = load_paper()
    assert (paper.papers["a4"].width, paper.papers["a4"].height) == (210, 297)
    assert (paper.papers["letter"].width, paper.papers["letter"].height) == (215.9, 279.4)
    assert (paper.papers["a3"].width, paper.papers["a3"].height) == (297, 420)
    sizes = {k: (v.width, v.height) for k, v in paper.card_sizes.items()}
    assert sizes == {"poker": (63, 88), "bridge": (57, 89), "euro": (59, 92), "mini": (44, 67)}


def _broken(tmp_path, old, new):
    text = data_path("land-unter.yaml").read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "land-unter.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def test_a_wrong_type_names_the_file_line_and_field(tmp_path):
    path = _broken(tmp_path, "{number: 7, lifebelts: 0}", "{number: 7, lifebelts: lots}")
    with pytest.raises(CatalogueError) as exc:
        load_file(path, LandUnterCatalogue, "data/land-unter.yaml")
    err = exc.value
    line = next(i for i, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if "lifebelts: lots" in text)
    assert err.file == "data/land-unter.yaml" and err.line == line
    assert "decks[0].cards[6].lifebelts" in err.message


def test_a_fact_that_breaks_the_game_is_refused(tmp_path):
    path = _broken(tmp_path, "{number: 30, lifebelts: 1}", "{number: 30, lifebelts: 0}")
    with pytest.raises(CatalogueError, match="lifebelts"):
        load_file(path, LandUnterCatalogue)


def test_an_unknown_field_is_refused(tmp_path):
    path = _broken(tmp_path, "    plural: Weather cards", "    plural: Weather cards\n    colour: blue")
    with pytest.raises(CatalogueError, match="'colour' is not a field here"):
        load_file(path, LandUnterCatalogue)


def test_the_catalogue_says_which_games_have_a_board_and_tokens_of_two_shapes():
    """What ``nile print --board`` and ``--tokens`` apply to, asked of the catalogue (no probing of its fields)."""
    from pnp.build import pdf_name
    from gamedata.catalogue import known_games
    from pnp.paper import PrintOptions

    facts = {g: (load_catalogue(g).has_board, load_catalogue(g).token_shape) for g in known_games()}
    assert facts == {"land-unter": (False, None), "nile": (False, None), "nil": (True, None),
                     "ufern-des-nils": (True, "square")}
    single = PrintOptions(board="single", tokens="round")
    assert [pdf_name(g, single) for g in ("nil", "nile", "ufern-des-nils")] == \
        ["nil-a4-board-single.pdf", "nile-a4.pdf", "ufern-des-nils-a4-board-single-round-tokens.pdf"]
