"""The baseline of the print benchmark: a bare reportlab canvas drawing ``cards`` poker cards 9 to an A4
page, fronts and backs, each a filled rectangle and a number. Run as a process:
``python benchmarks/minimal_print.py OUT.pdf``."""

import sys


def draw(target, cards: int = 113) -> None:
    """Write the baseline PDF to ``target`` (a path or a binary file object)."""
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen.canvas import Canvas

    mm = 72 / 25.4
    c = Canvas(target, pagesize=A4)
    for start in range(0, cards, 9):
        for side in ("front", "back"):
            for i in range(min(9, cards - start)):
                x, y = 10.5 + (i % 3) * 63, 192.5 - (i // 3) * 88
                c.setFillColorRGB(0.9, 0.95, 1)
                c.rect(x * mm, y * mm, 63 * mm, 88 * mm, stroke=0, fill=1)
                c.setFillColorRGB(0, 0, 0)
                c.setFont("Helvetica-Bold", 48)
                c.drawCentredString((x + 31.5) * mm, (y + 40) * mm, str(start + i + 1) if side == "front" else "*")
            c.showPage()
    c.save()


if __name__ == "__main__":
    draw(sys.argv[1])
