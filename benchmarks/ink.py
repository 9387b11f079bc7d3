"""Ink coverage per face type, colour against the ink saver (not a test). Run: python benchmarks/ink.py

Each face is drawn alone on a page of its card's size, rendered at 72 dpi with pypdfium2
(``pip install pypdfium2``), and its coverage taken as the mean darkness of its pixels
(1 - luminance: 0 for white paper, 1 for solid black), which is what a printer spends ink on.
Faces of one type (all weather cards, all crop cards, ...) are averaged.
"""

from __future__ import annotations

import io
from collections import defaultdict

from pnp.art import art_for
from gamedata.catalogue import load_catalogue, load_paper
from pnp.paper import FONT, MM, Inks, register_fonts


def coverage(game: str, ink_saver: bool) -> dict[str, float]:
    """Mean ink coverage (0..1) per face type (the face key before its first '-', backs by deck)."""
    import pypdfium2
    from PIL import ImageStat
    from reportlab.pdfgen.canvas import Canvas

    register_fonts()
    cat = load_catalogue(game)
    card = load_paper().card_sizes[cat.card_size]
    art = art_for(game)(cat, Inks(ink_saver), card, 0)
    keys = sorted({k for g in art.groups() for f in g.faces for k in (f.front, f.back)})
    buffer = io.BytesIO()
    c = Canvas(buffer, pagesize=(card.width * MM, card.height * MM), initialFontName=FONT)
    for key in keys:
        c.saveState()
        c.scale(MM, MM)
        art.draw(c, key, card.width, card.height)
        c.restoreState()
        c.showPage()
    c.save()
    pdf = pypdfium2.PdfDocument(buffer.getvalue())
    sums: dict[str, list[float]] = defaultdict(list)
    for key, page in zip(keys, pdf):
        image = page.render(scale=1).to_pil().convert("L")
        darkness = 1 - ImageStat.Stat(image).mean[0] / 255
        kind = key if key.startswith("back-") else key.split("-")[0]
        sums[kind].append(darkness)
    return {kind: sum(v) / len(v) for kind, v in sums.items()}


def main() -> None:
    for game in ("land-unter", "nile"):
        colour, saver = coverage(game, False), coverage(game, True)
        print(f"{game}: face type | colour | ink saver | saved")
        for kind in sorted(colour):
            print(f"  {kind:16} {colour[kind]:6.1%} {saver[kind]:8.1%} {1 - saver[kind] / colour[kind]:8.0%}")


if __name__ == "__main__":
    main()
