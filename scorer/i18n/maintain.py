"""Keeping the ``.pot`` and ``.po`` files in step with the games' catalogues (``python -m scorer.i18n``).

``update`` makes each game's ``.pot`` from its catalogue as the code holds it (``scorer/games/<game>/
messages.py``, imported: a message added by anyone is in it, whatever Python builds its text) and from the
rule titles of ``data/<game>.yaml``, and the ``.pot`` of nile's own words (``nile-cli``, from
:mod:`scorer.engine.cli_messages`), then updates each language's ``.po`` from it with Babel: a new message
lands untranslated, a message whose English changed keeps its old translation marked ``fuzzy`` (said in
English until a translator checks it), a message gone is dropped. ``status`` counts what each ``.po`` lacks.
Each game's printed words (``print-<game>.pot``) are found by printing the game in English
(:func:`pnp.wordlist.printed_words`, imported only here: the referee does not load the printer).
The files are written only where more than their dates would change.
"""

from __future__ import annotations

import io
import pkgutil
import re
from datetime import datetime, timezone
from importlib import import_module
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

import scorer.games
from scorer.engine.said import Catalogue
from scorer.i18n.catalogues import LANGUAGES, po_path, pot_path, rule_context

#: the repository (or installed) root the locations in the files are relative to
_ROOT = Path(scorer.games.__file__).parents[2]
#: the languages translated from English
TRANSLATED = tuple(lang for lang in LANGUAGES if lang != "en")


def game_catalogues() -> list[tuple[Catalogue, Path]]:
    """Every game's message catalogue with its module's file: each ``scorer.games.<package>.messages`` that
    defines ``CATALOGUE`` (a new game's is found by looking)."""
    found = []
    for package in pkgutil.iter_modules(scorer.games.__path__):
        if not package.ispkg:
            continue
        try:
            module = import_module(f"scorer.games.{package.name}.messages")
        except ModuleNotFoundError:
            continue
        catalogue = getattr(module, "CATALOGUE", None)
        if isinstance(catalogue, Catalogue) and module.__file__:
            found.append((catalogue, Path(module.__file__)))
    return sorted(found, key=lambda pair: pair[0].prefix)


def catalogues() -> list[tuple[Catalogue, Path]]:
    """Every catalogue with a ``.pot`` and ``.po`` files: the games' (:func:`game_catalogues`), then nile's own
    words (:mod:`scorer.engine.cli_messages`, the domain ``nile-cli``) and the web page's
    (:mod:`scorer.web.messages`, the domain ``nile-web``)."""
    from scorer.engine import cli_messages
    from scorer.web import messages as web_messages

    return [*game_catalogues(), (cli_messages.CATALOGUE, Path(cli_messages.__file__)),
            (web_messages.CATALOGUE, Path(web_messages.__file__))]


def _line_of(lines: list[str], text: str, start: int = 0) -> int:
    """The number of the first line (from ``start``) holding ``text``; 0 when none does."""
    return next((n + 1 for n, line in enumerate(lines[start:], start) if text in line), 0)


def _where(path: Path) -> str:
    return str(path.relative_to(_ROOT)) if path.is_relative_to(_ROOT) else path.name


def template(catalogue: Catalogue, source: Path) -> Catalog:
    """The ``.pot`` of one game: each message (``msgctxt`` its id, the English text and plural), then each
    rule title of ``data/<game>.yaml`` (``msgctxt`` ``<game>.rule.<rule id>``)."""
    from gamedata.catalogue import load_catalogue

    pot = Catalog(domain=catalogue.prefix, project="nile", version="", copyright_holder="the nile project",
                  msgid_bugs_address="", fuzzy=False, charset="utf-8")
    lines = source.read_text(encoding="utf-8").splitlines()
    # (a catalogue may take part of its messages from a module beside it: *messages*.py in the same folder)
    beside = [(path, path.read_text(encoding="utf-8").splitlines())
              for path in sorted(source.parent.glob("*messages*.py")) if path != source]
    for entry in catalogue.messages.values():
        where, line = source, _line_of(lines, f'"{entry.id}"')
        for path, other in beside if not line else ():
            where, line = path, _line_of(other, f'"{entry.id}"')
            if line:
                break
        comments = [f"plural picked by the value {{{entry.count}}}"] if entry.count else []
        pot.add((entry.text, entry.plural) if entry.plural is not None else entry.text, context=entry.id,
                locations=[(_where(where if line else source), line)], flags=("python-brace-format",),
                auto_comments=comments)
    data = _ROOT / "data" / f"{catalogue.prefix}.yaml"  # a game's (nile's own words have no rules)
    titles = (getattr(load_catalogue(catalogue.prefix), "rule_titles", {}) or {}) if data.is_file() else {}
    yaml_lines = data.read_text(encoding="utf-8").splitlines() if data.is_file() else []
    start = _line_of(yaml_lines, "rule_titles:")
    for rule, title in titles.items():
        pot.add(title, context=rule_context(catalogue.prefix, rule),
                locations=[(f"data/{catalogue.prefix}.yaml", _line_of(yaml_lines, f"  {rule}:", start))],
                auto_comments=["a rule title: in French the French section first (see docs/translating.md)"])
    return pot


_DATES = re.compile(r'^"(POT-Creation-Date|PO-Revision-Date): .*\n', re.M)


def _write(catalog: Catalog, path: Path) -> bool:
    """Write ``catalog`` to ``path`` unless only its dates would change; whether it was written."""
    out = io.BytesIO()
    write_po(out, catalog, width=100, ignore_obsolete=True, include_previous=False)
    new = out.getvalue().decode("utf-8")
    old = path.read_text(encoding="utf-8") if path.is_file() else ""
    if _DATES.sub("", old) == _DATES.sub("", new):
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(new, encoding="utf-8")
    return True


def print_template(game: str) -> Catalog:
    """The ``.pot`` of ``game``'s printed words (domain ``print-<game>``): every text its print says in
    English, each number in it written ``{0}``, ``{1}``... (:mod:`pnp.words`), in the order printed."""
    from pnp.words import domain
    from pnp.wordlist import printed_words

    pot = Catalog(domain=domain(game), project="nile", version="", copyright_holder="the nile project",
                  msgid_bugs_address="", fuzzy=False, charset="utf-8")
    for text in printed_words(game):
        numbered = "{0}" in text
        pot.add(text, flags=("python-brace-format",) if numbered else (),
                auto_comments=["printed; keep each {0}, {1}... (a number of the print)"] if numbered else [])
    return pot


def help_template() -> Catalog:
    """The ``.pot`` of ``nile``'s help (domain ``nile-help``, :mod:`scorer.cli.help_words`): what the commands
    say about how they were called, by message id (:mod:`scorer.cli.usage`), then every help text of the commands
    as ``--help`` shows it and the words click and typer write around them, keyed by their English."""
    import typer

    from scorer.cli import app, usage
    from scorer.cli.help_words import LIBRARY_WORDS, help_texts, metavars

    pot = template(usage.CATALOGUE, Path(str(usage.__file__)))
    for text in help_texts(typer.main.get_command(app)):
        pot.add(text, auto_comments=["nile's help: command and option names stay as they are"])
    for text in metavars(typer.main.get_command(app)):
        if pot.get(text) is None:
            pot.add(text, auto_comments=["a metavar: what stands for a value in the help (RECORD, <path>); the "
                                         "values typed as they are (en|fr|de) stay so"])
    for text in LIBRARY_WORDS:
        pot.add(text, flags=("python-brace-format",) if "{" in text else (),
                auto_comments=["click's and typer's words: keep each {name} (and its !r)"])
    return pot


def printed_games() -> list[str]:
    """The games ``nile print`` prints (those with art)."""
    from gamedata.catalogue import known_games
    from pnp.art import has_art

    return [game for game in known_games() if has_art(game)]


def typeset_catalog(po: Catalog, lang: str) -> int:
    """Every translation of ``po`` in ``lang``'s typography (:func:`scorer.i18n.typography.typeset`: French
    no-break spaces, units tied, en-dash ranges), so a translator may type plain spaces; how many changed."""
    from scorer.i18n.typography import typeset

    changed = 0
    for message in po:
        if not message.id:
            continue
        text = message.string
        if isinstance(text, str):
            new: str | tuple[str, ...] = typeset(text, lang)
        elif isinstance(text, (tuple, list)):
            text = tuple(text)
            new = tuple(typeset(s, lang) for s in text)
        else:
            continue
        if new != text:
            message.string = new
            changed += 1
    return changed


def printed_catalogues() -> list[str]:
    """What has a print catalogue (``print-<what>``): every game :func:`printed_games`, then the calibration
    page's words (``nile print --calibration``, :data:`pnp.wordlist.CALIBRATION`)."""
    from pnp.wordlist import CALIBRATION

    return printed_games() + [CALIBRATION]


def _update_domain(pot: Catalog, domain: str, languages: tuple[str, ...]) -> list[Path]:
    """Write ``domain``'s ``.pot`` and update (or start) its ``.po`` in each of ``languages``, its translations
    in the language's typography (:func:`typeset_catalog`); the files written."""
    written = []
    pot.creation_date = datetime.now(timezone.utc)
    if _write(pot, pot_path(domain)):
        written.append(pot_path(domain))
    for lang in languages:
        path = po_path(domain, lang)
        if path.is_file():
            with path.open("rb") as file:
                po = read_po(file, locale=lang, domain=domain)
        else:
            po = Catalog(locale=lang, domain=domain, project="nile", version="", fuzzy=False,
                         copyright_holder="the nile project", msgid_bugs_address="", charset="utf-8")
        po.update(pot, update_header_comment=False, update_creation_date=False)
        typeset_catalog(po, lang)
        if _write(po, path):
            written.append(path)
    return written


def update(languages: tuple[str, ...] = TRANSLATED) -> list[Path]:
    """Make every game's ``.pot`` (its messages, then its printed words) and update (or start) its ``.po``
    in each of ``languages``; the files written."""
    written = []
    for catalogue, source in catalogues():
        written += _update_domain(template(catalogue, source), catalogue.prefix, languages)
    for game in printed_catalogues():
        written += _update_domain(print_template(game), f"print-{game}", languages)
    written += _update_domain(help_template(), "nile-help", languages)
    return written


def status(languages: tuple[str, ...] = TRANSLATED) -> list[tuple[str, str, int, int, int]]:
    """Each ``.po`` as it stands: (domain, language, entries, translated, fuzzy), read from the files."""
    rows = []
    domains = [catalogue.prefix for catalogue, _ in catalogues()] + [f"print-{g}" for g in printed_catalogues()] + [
        "nile-help"]
    for domain in domains:
        for lang in languages:
            path = po_path(domain, lang)
            if not path.is_file():
                rows.append((domain, lang, 0, 0, 0))
                continue
            with path.open("rb") as file:
                po = read_po(file, locale=lang)
            entries = [m for m in po if m.id]
            done = [m for m in entries if not m.fuzzy and all(m.string if isinstance(m.string, (list, tuple))
                                                                  else [m.string])]
            rows.append((domain, lang, len(entries), len(done), sum(m.fuzzy for m in entries)))
    return rows
