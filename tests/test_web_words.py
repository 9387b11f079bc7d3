"""The session's words on ``nile serve``'s page in the phone's language (s36 review A12, A13): the entry groups'
headings, a button's hint, the entry box's example and a hand's box prefilled, in the reader's words, each read
back as typed."""

from __future__ import annotations

import html
import re

import pytest

from tests.test_web_lang import HOST, SEATS
from scorer.i18n.typography import french as fr_typo

pytest.importorskip("starlette")


def _page(tmp_path, slug: str, players: list[str], entries: list[str], lang: str, token: str):
    """(the client, the table, the page ``token`` reads in ``lang``) once ``entries`` are entered."""
    from starlette.testclient import TestClient

    from scorer.session import TableSession
    from scorer.web.app import create_app
    from scorer.web.table import SharedTable
    from tests.test_session import spec_of

    session = TableSession.start(spec_of(slug), players, [], tmp_path / f"{slug}-{lang}.yaml")
    for entry in entries:
        session.enter(entry)
    table = SharedTable(session, run="a1")
    client = TestClient(create_app(table, HOST, seats=SEATS[:len(players)], lang="en"))
    return client, table, html.unescape(client.get(f"/?t={token}", headers={"Accept-Language": lang}).text)


@pytest.mark.parametrize("lang, headings, hint, example", [
    ("en", ["plant", "plant 3 or more", "speculate", "2 speculation cards", "trade"], "no planting or speculation",
     "an entry, e.g. pass"),
    ("fr", ["planter", "planter 3 ou plus", "spéculer", "2 cartes Spéculation", "négocier"], "ni planter ni spéculer",
     fr_typo("une saisie, p. ex. passer")),
    ("de", ["anbauen", "3 oder mehr anbauen", "spekulieren", "2 Spekulationskarten", "tauschen"],
     "weder anbauen noch spekulieren", "passen")])
def test_the_entry_groups_hints_and_example_are_in_the_phones_words(tmp_path, lang, headings, hint, example):
    """NILE's host page at Anna's first turn: the groups' headings, the pass button's hint and the entry box's
    example said as the phone's reader types them (s36 A12)."""
    _, _, page = _page(tmp_path, "nile", ["Anna", "Ben"], ["Lettuce/Castor"], lang, HOST)
    # (a folded group's count follows in its own <small>, said as choices: pagefix, revcards 10)
    assert [h.strip() for h in re.findall(r"<summary[^>]*>([^<]*)", page)[1:6]] == headings, page
    assert f'<small aria-hidden="true">{hint}</small>' in page
    assert example in re.search(r'placeholder="([^"]*)"', page)[1]


@pytest.mark.parametrize("lang, box, said", [
    ("en", "hand [13 ]", ["Tap or type your hand, written down: hand, then the 11 cards you still hold in brackets",
                          "Tap the 11 cards of your hand not played yet, then write it"]),
    ("fr", "main [13 ]", ["Touchez ou tapez votre main, à noter ainsi\u00a0: «\u00a0main\u00a0», puis les 11 cartes que "
                                                                                 "vous tenez encore, entre crochets",
                          "Touchez les 11 cartes de votre main pas encore jouées, puis notez-la"]),
    ("de", "Hand [13 ]", ["Antippen oder eingeben: deine Hand als „Hand“ und die 11 Karten, die du noch hältst, in "
                          "eckigen Klammern",
                          "Tippe die 11 Karten deiner Hand an, die noch nicht gespielt sind, dann schreib sie auf"])])
def test_a_hand_box_is_prefilled_in_the_phones_words_and_read_back(tmp_path, lang, box, said):
    """Land Unter: Anna played 13 before writing her hand: her page's box holds « main [13 ] » on a French phone,
    „Hand [13 ]“ on a German one, and the hand typed so is read and recorded in English (s36 A13); the hint is one
    sentence, and the pick names no empty list of cards written down (C12, C13)."""
    client, table, page = _page(tmp_path, "land-unter", ["Anna", "Ben", "Cleo"], ["4 4 6", "5 6", "13"], lang,
                                SEATS[0])
    assert f'id="picked" name="entry" value="{box}"' in page, page
    assert all(words in page for words in said), page
    assert "holds :" not in page and "contient\u00a0:" not in page and "enthält :" not in page
    typed = box.replace("13 ", "13 14 25 26 27 1 2 3 4 5 6 7")  # 4 lifebelts: 2 halves, 3 whole
    answer = client.post("/enter", data={"t": SEATS[0], "rev": table.revision, "entry": typed},
                         headers={"HX-Request": "true", "Accept-Language": lang})
    assert answer.status_code == 200, answer.text
    assert "[1, 2, 3, 4, 5, 6, 7, 13, 14, 25, 26, 27]" in (tmp_path / f"land-unter-{lang}.yaml").read_text(), answer.text


@pytest.mark.parametrize("lang, score", [("en", "<li>Pawn:</li><li>Anna: <b>1</b></li>"),
                                         ("fr", "<li>Pion\u00a0:</li><li>Anna <b>1</b></li>"),
                                         ("de", "<li>Spielstein:</li><li>Anna <b>1</b></li>")])
def test_the_running_score_says_one_colon(tmp_path, lang, score):
    """Ufern's running score: « Pion : Anna 1 », no colon after each name in French and German (s36 C14)."""
    opening = ["first Anna", "desert W5.5", "desert E5.5", "desert E4.4", "boat flax, flax", "boat onion, wheat"]
    _, _, page = _page(tmp_path, "ufern-des-nils", ["Anna", "Ben"], opening, lang, HOST)
    assert score in page.replace("\n", ""), page


@pytest.mark.parametrize("lang, heading", [
    ("en", "your rack: tap the tiles not entered yet, and the referee keeps your rack"),
    ("fr", "votre chevalet\u00a0: touchez les tuiles pas encore saisies, et l'arbitre garde votre chevalet"),
    ("de", "deine Bank: tippe die noch nicht eingegebenen Steine an, und der Schiedsrichter merkt sich deine Bank")])
def test_nils_rack_group_is_headed_in_the_phones_words(tmp_path, lang, heading):
    """NIL's seat page after the start draw: its rack's group headed in the phone's words (s36 A12)."""
    _, _, page = _page(tmp_path, "nil", ["Anna", "Ben"], ["Anna: bend bend straight | Ben: universal straight near-left"],
                       lang, SEATS[0])
    assert re.search(f"<summary[^>]*>{re.escape(heading)}[ <]", page), page


@pytest.mark.parametrize("lang, says", [
    ("en", "'Ben {card}' is Ben's step: Ben enters it on Ben's own page (or the host's page does); Cleo's page enters "
           "Cleo's own steps"),
    ("fr", "« Ben {card} » est une étape de Ben : elle se saisit sur la page de Ben (ou sur celle de l'hôte) ; la page "
           "de Cleo saisit les étapes de Cleo"),
    ("de", "„Ben {card}“ ist ein Schritt von Ben: er wird auf der eigenen Seite von Ben eingegeben (oder auf der des "
           "Gastgebers); die Seite von Cleo gibt die eigenen Schritte von Cleo ein")])
def test_another_players_step_refused_on_a_seats_page_is_said_in_the_readers_words(tmp_path, lang, says):
    """A seat's page refuses another player's step in the phone's language, the entry in its quotes (it was English
    on a French page, ``'13' is Cleo's step``: s36 A12, C17); the English as it was."""
    from scorer.i18n import in_words
    from scorer.i18n.typography import typeset
    from scorer.session import Forbidden
    from tests.land_unter_helpers import dealt

    session, moves, _ = dealt(tmp_path, turned_up=True)
    card = moves[3].card if moves[3].player == 1 else next(m.card for m in moves[2:5] if m.player == 1)
    refused = session.enter_as(f"Ben {card}", 2)
    assert isinstance(refused, Forbidden)
    assert in_words(refused.message, lang) == typeset(says.format(card=card), lang)


def test_what_only_others_may_see_is_said_in_the_readers_words():
    """The page's two other refusals of what is another's to enter, said by id (English as it was)."""
    from scorer.engine.said import say
    from scorer.i18n import in_words

    told = say("nile-cli.session.tells-hidden", entry="Ben drew Wheat", names=["Ben"])
    assert told == ("'Ben drew Wheat' tells what only Ben may see: it is entered on Ben's own page (or the host's), not "
                    "on this one")
    assert in_words(told, "fr").startswith(fr_typo("« Ben drew Wheat » dit ce qui n'est visible que pour Ben :"))
    guarded = say("nile-cli.session.guarded", entry="Anna 5", names=["Anna", "Ben"])
    assert guarded.startswith("'Anna 5' is Anna and Ben's to enter, on Anna and Ben's own page (or the host's): ")
    assert in_words(guarded, "de").startswith("„Anna 5“ wird auf der eigenen Seite von Anna und Ben eingegeben")


@pytest.mark.parametrize("lang, why", [
    ("en", "another page entered Ben's step meanwhile: this entry would answer it twice"),
    ("fr", "une autre page a saisi entre-temps l'étape de Ben : cette saisie y répondrait une deuxième fois"),
    ("de", "eine andere Seite hat inzwischen den Schritt von Ben eingegeben: diese Eingabe würde ihn doppelt "
           "beantworten")])
def test_why_a_page_behind_the_game_was_not_applied_is_said_in_the_readers_words(tmp_path, lang, why):
    """NIL: the host's page, drawn before Ben's own page told a tile, tells another of Ben's: why it was not applied is
    said in the phone's language (scorer.overlap's reasons by id; English as it was)."""
    from scorer.i18n import in_words
    from scorer.i18n.typography import typeset
    from scorer.session import TableSession
    from tests.test_session import spec_of

    session = TableSession.start(spec_of("nil"), ["Anna", "Ben"], [], tmp_path / "nil.yaml")
    session.enter("start Anna")
    seen = list(session.moves)
    session.enter_as("Ben holds bend", 1)
    problem = session.stale_problem("Ben holds arc", None, True, seen)
    assert problem is not None and in_words(problem, lang) == typeset(why, lang)
