"""The boards of ``nile serve`` in a phone's language (issue 25 §1, session 36): the words drawn in the inline SVG
(labels, legends, headings), its text alternative (the open end, the targets, the last step), the targets'
accessible names and ``<title>``s, the choices' labels and the pictures' titles are said in French and German
(``nile-web.board.*``, ``nile-web.cards.*``); the table's boards are kept per language (a French phone never gets
the German board); a last step's context keeps its message id, so the page says it in the reader's language; NIL's
tile kinds are game terms (the ``terms`` hook), said in the reader's words where a page names one."""

from __future__ import annotations

import html
import re

import pytest

from scorer.engine.said import Said
from scorer.games import game
from scorer.i18n import in_words
from scorer.session import TableSession
from scorer.web import board as B
from scorer.web.cards_nile import card_svg, deck_svg, hand_svg
from scorer.web.i18n import game_terms, said_in
from scorer.web.table import SharedTable
from tests.test_board_svg import positions
from tests.test_web_lang import english_left, untranslated

NIL = positions("nil", (2, 3), (5,), 9)
UFERN = positions("ufern-des-nils", (2, 4), (6,), 40)


def said_texts(svg: str) -> str:
    """Every word a reader of ``svg`` meets: its texts, titles, description and accessible names."""
    labels = re.findall(r'aria-label="([^"]*)"', svg)
    return html.unescape(" · ".join(labels) + " · " + re.sub(r"<[^>]+>", " · ", svg))


@pytest.mark.parametrize("lang", ["fr", "de"])
@pytest.mark.parametrize("slug", ["nil", "ufern-des-nils"])
def test_a_board_says_no_english_in_french_and_german(slug, lang):
    """Over positions of simulated games of NIL and An den Ufern des Nils, both zooms, a seat waiting and the
    table's: the board's words (Ufern's one-tap rows too), its targets' names, the choices at a target and the
    pictures hold none of the page's English (the English board says it, so the check sees it)."""
    spec = game(slug)
    seen = 0
    for state, entries, last in NIL if slug == "nil" else UFERN:
        for zoom in B.ZOOMS:
            for seat in (None, 0):
                svg = B.board_svg(spec, state, entries, last, seat=seat, zoom=zoom, lang=lang)
                words = said_texts(svg)
                assert not untranslated(words, lang), (zoom, untranslated(words, lang))
                assert not english_left(words, lang) - {"NIL"}, english_left(words, lang)
                seen += 1
        for target in B.targets(spec, state, entries, lang)[:2]:
            for choice in B.target_choices_svg(spec, state, entries, target.at, lang):
                assert not untranslated(choice.label, lang) and not english_left(choice.label, lang), choice.label
    if slug == "nil":
        pictured = B.pictures(spec, NIL[-1][0], list(spec.new_game(["A", "B"], []).board.kinds), lang)
        assert pictured and all(not untranslated(said_texts(svg), lang) for svg in pictured.values())
    english = B.board_svg(spec, *(NIL if slug == "nil" else UFERN)[3])
    assert untranslated(said_texts(english), lang) and ("The river" in english or "East bank" in english)
    assert seen > 10


def test_the_words_said_on_nils_board_in_french():
    """A few words as a French reader meets them: the legend, the text alternative, a target's name, a choice's
    label with French compass points and the tile kind's French name."""
    spec = game("nil")
    state, entries, last = NIL[4]
    svg = B.board_svg(spec, state, entries, last, lang="fr")
    assert "Plateau de NIL" in svg and "Disque blanc cerclé" in html.unescape(svg)
    assert "Dernière étape" in svg and ", case\u00a0: " in html.unescape(svg)
    at = B.targets(spec, state, entries)[0].at
    label = B.target_choices_svg(spec, state, entries, at, "fr")[0].label
    assert re.search(r"une tuile \S+ de \w+ à \w+, valeur \d+", label), label
    assert B.target_choices_svg(spec, state, entries, at)[0].label.split(":")[1].startswith(" a ")


@pytest.mark.parametrize("lang", ["fr", "de"])
def test_niles_cards_are_titled_in_the_readers_language(lang):
    """NILE's cards as pictures: a card, two, the tell section's and the flood cards' symbols, titled in French
    and German, the crops in the reader's words."""
    for svg in (card_svg([0], [3], lang), card_svg([0, 1], lang=lang), hand_svg(lang), deck_svg(lang)):
        assert not untranslated(said_texts(svg), lang), said_texts(svg)
    assert "Blé" in card_svg([1], lang="fr") or "Weizen" in card_svg([1], lang="de")
    assert 'aria-label="a Papyrus card, 3 of them"' in card_svg([0], [3])


def test_the_tables_boards_are_kept_per_language(tmp_path):
    """The table's boards and the view's pictures are kept once per revision, seat, zoom... and language: asked
    in French, then German, then French again, each answer is in its own language."""
    spec = game("nil")
    session = TableSession.start(spec, ["Anna", "Ben"], [], tmp_path / "g.yaml")
    table = SharedTable(session, run="b1")
    for entry in ("start Anna", "?"):
        table.enter(entry, table.revision)
    boards = {lang: table.board(None, lang=lang) for lang in ("fr", "de", "en")}
    assert "Plateau de NIL" in boards["fr"][1] and "Spielplan von NIL" in boards["de"][1] and "NIL board" in boards["en"][1]
    again = table.board(None, lang="fr")
    assert again[1] == boards["fr"][1]
    pictures = {lang: table.board(0, lang=lang)[0].pictures for lang in ("fr", "de")}
    assert any("tuile" in svg for svg in pictures["fr"].values()), pictures["fr"]
    assert not any("tuile" in svg for svg in pictures["de"].values())


def test_a_last_steps_context_keeps_its_id_and_is_said_in_the_readers_language(tmp_path):
    """The step a last entry answered (the view's ``step``) is the game's said line, not its English words: the
    page says it in French (it was English before: scorer.views dropped the id)."""
    spec = game("nil")
    session = TableSession.start(spec, ["Anna", "Ben"], [], tmp_path / "g.yaml")
    for entry in ("start Anna", "?"):
        session.enter(entry)
    asked, _ = session.last_step_as(None)
    assert isinstance(asked, Said), asked
    assert in_words(asked, "fr") != asked and not english_left(in_words(asked, "fr"), "fr")


def test_nils_tile_kinds_are_game_terms():
    """NIL's tile kinds, as a rack or a group names them, in the reader's words (the GameSpec's ``terms``)."""
    terms = game_terms("nil")
    assert said_in("straight", "fr", terms) == "droite" and said_in("far-left", "de", terms) == "weit-links"
    assert said_in("corner arc", "fr", terms) == "arc" and said_in("straight", "en", terms) == "straight"


@pytest.mark.parametrize("slug", ["nil", "ufern-des-nils", "land-unter"])
def test_a_french_and_a_german_page_say_the_last_steps_context_in_their_language(tmp_path, slug):
    """A seat's page after a few steps: the last step's context (``<p class="step">``) is the game's said line in
    the page's language, no English left in it (it was English on every page: scorer.views dropped the id)."""
    from tests.test_web_lang import SEATS, served

    client, table, texts = served(tmp_path, slug, seed=41)
    for text in texts[:5]:
        table.enter(text, table.revision)
    step = table.view(0).step
    assert step
    for lang in ("fr", "de"):
        page = client.get(f"/?t={SEATS[0]}", headers={"Accept-Language": lang}).text
        shown = html.unescape(re.search(r'<p class="step">(.*?)</p>', page, re.S).group(1))
        assert shown == in_words(step, lang) and shown != step, (lang, shown, step)
        assert not english_left(shown, lang), (lang, shown)


@pytest.mark.parametrize("slug", ["nil", "nile"])
def test_the_groups_of_entries_are_said_in_the_pages_language(tmp_path, slug):
    """The groups a page lists its entries under: NIL's tile kinds (``far-left (far skew left)``: ``loin-gauche``)
    and its rack to tell, NILE's flood cards to turn up, said in French and German (game terms, message ids)."""
    from tests.test_web_lang import SEATS, served

    client, table, texts = served(tmp_path, slug, seed=41)
    for text in texts[:8]:
        table.enter(text, table.revision)
    english = {"nil": ("your rack: tap the tiles", "skew"), "nile": ("Flood card: turn one up",)}[slug]
    page = html.unescape(client.get(f"/?t={SEATS[0]}", headers={"Accept-Language": "en"}).text)
    assert any(words in page for words in english), english  # the English page names them so
    for lang in ("fr", "de"):
        for seat in (0, 1):
            page = html.unescape(client.get(f"/?t={SEATS[seat]}", headers={"Accept-Language": lang}).text)
            assert not [words for words in english if words in page], (lang, seat)


def test_the_trade_and_bid_pickers_pictures_are_titled_in_the_readers_language(tmp_path):
    """NILE's trade picker (its cards) and Ufern's bid picker (its plants), titled in French on a French page, in
    English on an English one; the table keeps them per language as its other pictures."""
    from scorer.web.cards_nile import trades
    from tests.nile_helpers import FLAX, PAPYRUS, WHEAT, flood, game as nile_game
    from tests.test_ufern_bids import session_at_auction

    state = nile_game(2, {0: [PAPYRUS, PAPYRUS, WHEAT, FLAX, FLAX]})
    flood(state, WHEAT)
    entries = [e.text for e in game("nile").notation.entries(state)]
    french, english = (repr(trades(state, 0, None, entries, lang)) for lang in ("fr", "en"))
    assert "une carte Lin" in french and "a Flax card" not in french and "a Flax card" in english
    session, _ = session_at_auction(tmp_path / "g.yaml")
    table = SharedTable(session, run="c1")
    seat = session.view(None).prompt.seat
    bid = {lang: repr(table.board(seat, lang=lang)[0].bid) for lang in ("fr", "en")}
    assert "<title>lin</title>" in bid["fr"] and "<title>flax</title>" in bid["en"], bid
