"""One table, three languages, in headless Chromium at phone size (Debian's chromium, as
tests/test_serve_browser.py): a French phone, a German phone and an English host each read the page in their
own language (the browser's Accept-Language); a step made on the French phone is announced in German on the
German phone, a step refused there is refused in French; the switch changes a phone's language and keeps it;
and a French and a German seat page of each of the four games fit a 360 px phone (screenshots kept in
``$NILE_SCREENSHOTS`` when set)."""

from __future__ import annotations

import pytest

from scorer.session import TableSession
from tests.serving import serving
from tests.test_serve_browser import PHONE, accessible, browser, looked_at, pytestmark  # noqa: F401  (fixture, skip)
from tests.test_session import spec_of, typed_game
from tests.test_web_lang import untranslated

HOST = "h0st-token-0123456789"
SEATS = ("anna-token-0123456789", "ben-token-01234567890", "cleo-token-0123456789")
#: what a page shows that is not yet said in the reader's language, taken out before the check: the game's
#: entries and their groups (scorer/views.py and the games' notations); the text board, the tappable board and the
#: step's context are said (session 36: the board's words, its targets' names, the last step's context)
NOT_YET = "main form.entries, main .group, main button[name=entry]"


def in_locale(browser, locale: str):  # noqa: F811
    """A phone whose browser speaks ``locale`` (its Accept-Language)."""
    return browser.new_context(locale=locale, viewport=PHONE).new_page()


def page_text(page) -> str:
    """The visible words of ``page`` the page itself says (see :data:`NOT_YET`), its attributes read aloud too."""
    return page.evaluate("(skip) => { const main = document.body.cloneNode(true);"
                         " main.querySelectorAll(skip).forEach(e => e.remove());"
                         " const said = Array.from(main.querySelectorAll('[aria-label], [placeholder], [alt]'))"
                         "   .map(e => [e.getAttribute('aria-label'), e.getAttribute('placeholder'), e.getAttribute('alt')].join(' '));"
                         " return main.innerText + ' ' + said.join(' '); }", NOT_YET)


def wait_for(page, revision: str) -> None:
    """Wait until ``page`` shows the game at ``revision`` (its own answer, or a poll's)."""
    page.wait_for_selector(f'main#table[hx-get^="/part?rev={revision}&"]', state="attached", timeout=15_000)


def test_a_french_phone_a_german_phone_and_an_english_host_at_one_table(browser, tmp_path):  # noqa: F811
    spec = spec_of("land-unter")
    names, _, texts = typed_game("land-unter", 5, 3, grouped=False)
    session = TableSession.start(spec, names, [], tmp_path / "g.yaml")
    with serving(session, HOST, SEATS) as (address, table):
        base = address.split("?")[0]
        done = 0
        while table.session.view(None).prompt.seat != 0:  # the table enters the steps up to Anna's own
            assert type(table.enter(texts[done], table.revision)).__name__ == "Accepted", texts[done]
            done += 1
        anna, ben, host = in_locale(browser, "fr-FR"), in_locale(browser, "de-DE"), in_locale(browser, "en-US")
        anna.goto(f"{base}?t={SEATS[0]}")
        ben.goto(f"{base}?t={SEATS[1]}")
        host.goto(address)
        assert anna.get_attribute("html", "lang") == "fr" and ben.get_attribute("html", "lang") == "de"
        assert "Page d'Anna" in anna.inner_text("main") and "Seite von Ben" in ben.inner_text("main")
        assert "This phone may enter any step" in host.inner_text("main")
        for page, lang in ((anna, "fr"), (ben, "de")):
            assert not untranslated(page_text(page), lang), (lang, untranslated(page_text(page), lang))
        looked_at(anna, tmp_path, "lang-fr-anna")
        looked_at(ben, tmp_path, "lang-de-ben")
        # Anna's step, typed on the French phone: recorded in French there, announced in German on Ben's phone
        step, following = texts[done], f"{table.run}.{table.changes + 1}"
        anna.fill("#entry", step)
        anna.click("form.entry button")
        wait_for(anna, following)
        assert f"Enregistré\xa0: {step}" in anna.inner_text("main")
        wait_for(ben, following)  # (Anna's card face down on the others' pages until the trick is complete)
        assert f"Letzter Schritt: {table.session.last_step_as(1)[1]}" in ben.inner_text("main")
        wait_for(host, following)
        assert f"Last step: {table.session.last_step_as(None)[1]}" in host.inner_text("main")
        # a step that is not Anna's, typed on her phone: refused in French, nothing recorded
        moves = len(table.session.moves)
        other = texts[done + 1]
        anna.fill("#entry", other)
        anna.click("form.entry button")
        anna.wait_for_selector("#refusal")
        refusal = anna.inner_text("#refusal")
        assert "Pas pour cette page" in refusal or "Non enregistré" in refusal or "Illégal" in refusal, refusal
        assert len(table.session.moves) == moves
        for page, lang in ((anna, "fr"), (ben, "de")):
            assert not untranslated(page_text(page), lang), (lang, untranslated(page_text(page), lang))
        # the switch: Ben's phone in English, kept through a reload and the polls
        ben.get_by_role("link", name="English").click()
        ben.wait_for_selector('html[lang="en"]')
        assert "Ben’s page" in ben.inner_text("main")
        ben.goto(f"{base}?t={SEATS[1]}")
        assert ben.get_attribute("html", "lang") == "en" and "Ben’s page" in ben.inner_text("main")
        following = f"{table.run}.{table.changes + 1}"
        table.enter(texts[done + 1], table.revision)
        wait_for(ben, following)
        assert "Last step" in ben.inner_text("main") and "Letzter" not in ben.inner_text("main")
        ben.get_by_role("link", name="Deutsch").click()
        ben.wait_for_selector('html[lang="de"]')
        assert "Letzter Schritt" in ben.inner_text("main")


@pytest.mark.parametrize("slug", ["land-unter", "nile", "nil", "ufern-des-nils"])
def test_a_french_and_a_german_page_of_each_game_fit_a_phone(browser, tmp_path, slug):  # noqa: F811
    """A few steps into each game, the first seat's page in French and in German at 360 px: nothing wider than
    the phone (German words are long), every control at least 44 px tall, no word of the page left in English,
    axe-core finding nothing; screenshots to look at."""
    spec = spec_of(slug)
    players = 3 if slug == "land-unter" else spec.catalogue.players.min
    names, _, texts = typed_game(slug, 41, players, grouped=False)
    session = TableSession.start(spec, names, [], tmp_path / "g.yaml")
    with serving(session, HOST, SEATS[:players]) as (address, table):
        for text in texts[:8]:
            table.enter(text, table.revision)
        for locale, lang in (("fr-FR", "fr"), ("de-DE", "de")):
            page = in_locale(browser, locale)
            page.goto(f"{address.split('?')[0]}?t={SEATS[0]}")
            assert page.get_attribute("html", "lang") == lang
            assert not untranslated(page_text(page), lang), (slug, lang, untranslated(page_text(page), lang))
            looked_at(page, tmp_path, f"lang-{slug}-{lang}")
            accessible(page, f"{slug} in {lang}")
            page.context.close()
