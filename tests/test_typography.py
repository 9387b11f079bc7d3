"""French and German typography in every catalogue (issue 25 §1/§5, review-frde B4/B5): a French msgstr has a
no-break space before ``; : ? !`` and inside « », a number is tied to its unit in both languages
(:mod:`scorer.i18n.typography`), so no wrapped line (terminal, print, phone) starts with « ; » or splits ``20 mm``.
``python -m scorer.i18n update`` puts them in (a translator may type plain spaces, then run it)."""

from __future__ import annotations

import json
import re
import textwrap
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from scorer.i18n.typography import NBSP, typeset

LOCALE = Path(__file__).resolve().parent.parent / "scorer" / "i18n" / "locale"
CATALOGUES = sorted(LOCALE.glob("[fd][re]/LC_MESSAGES/*.po"))


def test_every_french_and_german_catalogue_is_checked() -> None:
    assert {p.parent.parent.name for p in CATALOGUES} == {"fr", "de"}
    assert len(CATALOGUES) >= 22  # 11 domains a language


@pytest.mark.parametrize("po", CATALOGUES, ids=lambda p: f"{p.parent.parent.name}/{p.name}")
def test_every_translation_is_in_its_languages_typography(po: Path) -> None:
    lang = po.parent.parent.name
    with po.open("rb") as file:
        catalog = read_po(file, locale=lang)
    wrong = []
    for message in catalog:
        if not message.id:
            continue
        for text in message.string if isinstance(message.string, tuple) else (message.string,):
            if text and typeset(text, lang) != text:
                wrong.append(f"{message.context or message.id!r}: {text!r}")
    assert not wrong, (f"{len(wrong)} msgstr(s) of {po.name} ({lang}) want a no-break space (run "
                       f"python -m scorer.i18n update): " + "\n".join(wrong[:10]))


#: a straight quote pair around words ('main', "arrêt"): an opening quote after a space, a bracket or the start, a
#: closing one before no letter (an apostrophe, l'eau, d'{player}, is no quote)
_STRAIGHT_PAIR = re.compile(r"""(?:(?<=[\s(])|^)(['"])\S(?:.*?\S)??\1(?![\w{])""")
#: the reader's quotes and what they hold (what is typed exactly keeps its straight quotes there)
_READERS = re.compile(r"«[^»]*»|„[^“]*“")


def _straight_pairs(text: str) -> list[str]:
    """The straight quote pairs of ``text`` outside the reader's quotes « » / „ “."""
    return [m.group() for m in _STRAIGHT_PAIR.finditer(_READERS.sub("~", text))]


def test_the_pair_finder_finds_straight_quotes_and_leaves_apostrophes_and_typed_quotes():
    assert _straight_pairs("tapez 'main' puis \"arrêt\"") == ["'main'", '"arrêt"']
    assert not _straight_pairs("l'eau d'une carte, d'{player}, gibt's, aujourd'hui")
    assert not _straight_pairs(f"mettez-le entre guillemets : «{NBSP}{{player}}: '{{whole}}'{NBSP}» ; „pip install \"x[serve]\"“")
    assert _straight_pairs("setz es in Anführungszeichen: '{whole}'") == ["'{whole}'"]
    assert not _straight_pairs("une culture s'écrit en un mot, pas ['flax']")  # a YAML list, as written


@pytest.mark.parametrize("po", CATALOGUES, ids=lambda p: f"{p.parent.parent.name}/{p.name}")
def test_no_straight_quote_pair_is_left_in_a_french_or_german_catalogue(po: Path) -> None:
    """A French reader reads « main », a German „Hand“, never 'main' (review-frde C17); what is typed quote marks and
    all (a YAML value, a shell line) sits inside the reader's quotes (docs/translating.md)."""
    lang = po.parent.parent.name
    with po.open("rb") as file:
        catalog = read_po(file, locale=lang)
    left = [f"{message.context or message.id!r}: {pair}" for message in catalog if message.id
            for text in (message.string if isinstance(message.string, tuple) else (message.string,)) if text
            for pair in _straight_pairs(text)]
    assert not left, f"{len(left)} straight quote pair(s) in {po.name} ({lang}): " + "\n".join(left[:10])


def test_update_puts_the_readers_quotes_for_straight_ones() -> None:
    """``update`` applies :func:`typeset`, which turns a straight pair into the reader's quotes and leaves apostrophes
    and what the reader's quotes hold."""
    assert typeset("tapez 'main' d'abord", "fr") == f"tapez «{NBSP}main{NBSP}» d'abord"
    assert typeset('schreib "Hand" zuerst', "de") == "schreib „Hand“ zuerst"
    kept = f"guillemets{NBSP}: «{NBSP}{{player}}: '{{whole}}'{NBSP}»"
    assert typeset(kept, "fr") == kept and typeset("'main'", "en") == "'main'"


def test_a_list_joined_by_semicolons_in_french_ties_each_semicolon() -> None:
    from scorer.engine.said import join

    assert join(["a", "b", "c"], "semicolon", "fr") == f"a{NBSP}; b{NBSP}; c"
    assert join(["a", "b"], "semicolon", "de") == join(["a", "b"], "semicolon") == "a; b"


GAMES = [("land-unter", "Anna,Ben,Cleo"), ("nile", "Anna,Ben"), ("nil", "Anna,Ben"), ("ufern-des-nils", "Anna,Ben")]
EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
#: a plain space before a French punctuation sign (``?`` is also a hidden card or tile, typed or said: `` ? ? ?``,
#: ``cachées : ?``, and the command ``?`` in ``help``'s list; nor a ``!`` mark after a comma, ``* gâtée, ! pourrie``)
_LOOSE = re.compile(r"(?<=[^\s?:,(\u00a0]) (?:[;:!»]|\?(?! \?))(?=\s|$)")
_STARTS = re.compile(r"^\s*(?:[;:!»]|\?(?=\S))")


def _typography_faults(text: str, width: int = 80) -> list[str]:
    """Where ``text`` (French) breaks its typography: a plain space before ``; : ? ! »``, a line of it (or of its
    wrap at ``width`` columns, as nile's own folding wraps) starting with one of them, mojibake of U+00A0."""
    faults = [f"mojibake: {line!r}" for line in text.splitlines() if "Â" in line or "\ufffd" in line]
    for line in text.splitlines():
        faults += [f"plain space: {line!r}" for _ in _LOOSE.finditer(line)]
        faults += [f"wrapped line starts with a sign: {wrapped!r} (of {line!r})"
                   for wrapped in textwrap.wrap(line, width) if _STARTS.match(wrapped)]
    return faults


def test_the_fault_finder_finds_a_plain_space_and_a_line_that_starts_with_a_sign():
    assert not _typography_faults(f"pli 4{NBSP}: Anna{NBSP}; cachées{NBSP}: ? ? ?  ?          liste")
    assert len(_typography_faults("pli 4 : Anna")) == 1
    assert any("starts" in f for f in _typography_faults("a" * 77 + " b ; c"))
    assert not _typography_faults("a" * 77 + f" b{NBSP}; c")


@pytest.mark.parametrize("slug, players", GAMES)
def test_a_whole_french_game_in_the_terminal_keeps_its_typography(runner, monkeypatch, tmp_path, slug, players):
    """``nile play --lang fr`` of the game's typed example to its end (then ``board``,
    ``history``, ``hand``, ``help``, ``?``, ``score``) at 80 columns, and ``nile check --keep-going`` and
    ``nile score`` of its examples: no plain space before ``; : ? !`` or », no line (nor its wrap at 80
    columns) starting with one, the no-break spaces written as such (no mojibake); the record it writes holds
    none (its entries are the English ones) and is checked again in French."""
    from scorer.cli import app

    monkeypatch.setenv("COLUMNS", "80")
    typed = (EXAMPLES / slug / "typed.txt").read_text(encoding="utf-8") + \
        "board\nhistory\nhand Anna\nhelp\n?\nscore\n"
    out = tmp_path / "game.yaml"
    result = runner.invoke(app, ["play", slug, "--players", players, "--out", str(out), "--lang", "fr"], input=typed)
    assert result.exit_code == 0, result.output
    record = out.read_text(encoding="utf-8")
    assert NBSP not in record  # a record keeps the English entries: the same file in every language
    checked = runner.invoke(app, ["check", str(out), "--lang", "fr"])
    assert checked.exit_code == 0, checked.output
    said = [result.output, checked.output]
    for record in sorted((EXAMPLES / slug).glob("*.yaml")):
        for command in (["check", "--keep-going"], ["score", "--partial"]):
            ran = runner.invoke(app, [*command, str(record), "--lang", "fr"])
            assert ran.exit_code in (0, 1), ran.output
            said.append(ran.output)
    text = "\n".join(said).replace(str(out), "OUT")
    assert NBSP in text and "\u00a0: " in text
    faults = _typography_faults(text)
    assert not faults, "\n".join(faults[:20])


def test_json_keeps_the_no_break_space_as_a_character(runner):
    """``--json`` in French: a ruling's text keeps U+00A0 as the character itself (UTF-8, as the other French
    letters), so a reader that shows it shows the French typography; its ``id`` and ``values`` are the same."""
    from scorer.cli import app

    result = runner.invoke(app, ["check", str(EXAMPLES / "land-unter" / "illegal.yaml"), "--lang", "fr", "--json"])
    assert result.exit_code == 1
    assert "\\u00a0" not in result.stdout and NBSP in result.stdout
    violation = json.loads(result.stdout)["violations"][0]
    assert violation["rule"] == f"Déroulement du jeu, phase 2{NBSP}: chacun joue une carte temps"
    assert violation["id"] == "land-unter.play.other-hand" and NBSP not in json.dumps(violation["values"]["card"])


def test_update_typesets_every_translation_and_leaves_an_untranslated_one_empty():
    from babel.messages.catalog import Catalog

    from scorer.i18n.maintain import typeset_catalog

    po = Catalog(locale="fr")
    po.add("turn 4: Anna", "tour 4 : Anna", context="x.a")
    po.add(("a card", "{n} cards"), ("une carte ; 20 mm", "{n} cartes ; 2-4 joueurs"), context="x.b")
    po.add("left alone", "", context="x.c")
    assert typeset_catalog(po, "fr") == 2 and typeset_catalog(po, "fr") == 0
    assert po.get("turn 4: Anna", "x.a").string == f"tour 4{NBSP}: Anna"
    assert po.get("a card", "x.b").string == (f"une carte{NBSP}; 20{NBSP}mm", f"{{n}} cartes{NBSP}; 2–4 joueurs")
    assert po.get("left alone", "x.c").string == ""


@pytest.mark.parametrize("game", ["land-unter", "nile", "nil", "ufern-des-nils"])
def test_what_a_table_typed_or_a_record_holds_is_quoted_in_the_readers_quotes(game, tmp_path):
    """Wrong entries typed along a simulated game (every refusal: a notation error, an illegal step) and mangled
    records (every error): said in French and German, what was typed or written is quoted « Zed » / „Zed“, never in
    straight quotes (s36 C17); a value a message quotes itself in English quotes is quoted in the reader's
    (:func:`scorer.engine.said.words`)."""
    import random

    from gamedata.yamlfile import SourceError
    from scorer.engine import InvalidMove, replay
    from scorer.engine.said import Said
    from scorer.i18n import in_words
    from scorer.rulings import Accepted, Illegal, Unreadable
    from scorer.session import TableSession
    from tests.fuzz_campaign import campaign
    from tests.test_notation_lang import JUNK, _mangled, _read
    from tests.test_session import spec_of, typed_game

    found: dict[tuple[str, str], str] = {}

    def look(message: object, source: str) -> None:
        for lang in ("fr", "de"):
            text = in_words(message, lang) if isinstance(message, Said) else str(message)
            if _straight_pairs(text):
                found.setdefault((getattr(message, "id", "") or text[:30], lang), f"{source} -> {text}")

    rng = random.Random(game)
    names, _, texts = typed_game(game, 3, spec_of(game).catalogue.players.min, grouped=False)
    session = TableSession.start(spec_of(game), names, [], tmp_path / f"{game}.yaml")
    for i, text in enumerate(texts):
        if i % 8 == 0 and not session.over:
            for wrong in JUNK + [_mangled(text, names, rng) for _ in range(3)]:
                ruling = session.enter(wrong)
                if isinstance(ruling, Accepted):
                    session.undo()
                elif isinstance(ruling, (Unreadable, Illegal)):
                    look(ruling.message if isinstance(ruling, Unreadable) else ruling.reason, repr(wrong))
        session.enter(text)
    path = tmp_path / "r.yaml"
    for _, mangled in campaign(game, 60, 38):
        path.write_bytes(mangled.encode("utf-8", "replace"))
        try:
            replay(*_read(path))
        except SourceError as exc:
            look(Said(exc.message, exc.id, exc.values) if exc.id else exc.message, "record")
        except InvalidMove as exc:
            look(exc.message(), "record")
    assert not found, "\n".join(found.values())
