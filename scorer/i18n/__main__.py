"""``python -m scorer.i18n update`` (the .pot and .po files made and updated from the games' catalogues) and
``python -m scorer.i18n status`` (what each .po lacks); ``docs/translating.md`` says how to use them."""

from __future__ import annotations

import sys

from scorer.i18n.maintain import status, update


def main(argv: list[str]) -> int:
    """Run the command ``argv`` names; the exit code (2 for a command it does not know)."""
    if argv == ["update"]:
        written = update()
        for path in written:
            print(f"written: {path}")
        print(f"{len(written)} file(s) written" if written else "every .pot and .po file is up to date")
        return 0
    if argv == ["status"]:
        for domain, lang, entries, done, fuzzy in status():
            left = entries - done
            print(f"{domain:<20} {lang}  {done:>4}/{entries:<4} translated" + (f", {left} to do" if left else "")
                  + (f" ({fuzzy} fuzzy: the English changed)" if fuzzy else ""))
        return 0
    print("usage: python -m scorer.i18n update|status", file=sys.stderr)
    return 2


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except BrokenPipeError:  # `... status | head`: the reader has what it wanted
        sys.stderr.close()
        sys.exit(0)
